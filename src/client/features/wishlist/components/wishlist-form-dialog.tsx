import { PriorityChoice } from '@/components/priority-choice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { wishlistMessages, type WishlistItem } from '@shared/wishlist/wishlist-schema';
import { FormField, selectClass, textareaClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { saveItem, wishlistKeys } from '../api/wishlist-api';
import { emptyForm, formFromItem, inputFromForm, type WishlistFormValues } from './wishlist-form-values';

const currencies = ['EUR', 'USD', 'GBP', 'CHF'];
const keyByMessage = new Map<string, string>(Object.entries(wishlistMessages).map(([k, m]) => [m, k]));

/** Add or edit one wish; the server's refusals appear beside the fields they name. */
export function WishlistFormDialog({ open, onOpenChange, item }: { open: boolean; onOpenChange: (open: boolean) => void; item?: WishlistItem }) {
  const { t, language } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WishlistFormValues>(() => (item ? formFromItem(item, language) : emptyForm(language === 'de' ? 'EUR' : 'USD')));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<WishlistFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof inputFromForm>['input']) => saveItem(item?.id ?? null, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      notify.success(t(item ? 'wishlist.form.updated' : 'wishlist.form.added'));
      onOpenChange(false);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.issues)) notify.error(t('wishlist.form.saveFailed'));
    },
  });
  const serverErrors: Record<string, string> = {};
  if (save.error instanceof ApiError) {
    for (const issue of save.error.issues ?? []) {
      const field = issue.path.replace(/^body\./, '');
      serverErrors[field] ??= t(`wishlist.errors.${keyByMessage.get(issue.message) ?? 'invalid'}`);
    }
  }
  const errors = { ...serverErrors, ...localErrors };

  const submit = () => {
    const { input, errors: found } = inputFromForm(values, language);
    const named = Object.fromEntries(Object.entries(found).map(([k, kind]) => [k, t(`wishlist.errors.${kind}`)]));
    if (!values.make.trim()) named.make = t('wishlist.errors.required');
    if (!values.model.trim()) named.model = t('wishlist.errors.required');
    setLocalErrors(named);
    if (Object.keys(named).length === 0) save.mutate(input);
  };

  const field = (key: keyof WishlistFormValues, props: Partial<React.ComponentProps<typeof Input>> = {}) => (
    <Input id={`wish-${key}`} value={values[key]} onChange={(e) => set({ [key]: e.target.value })} aria-invalid={errors[key] ? true : undefined} {...props} />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(item ? 'wishlist.form.editTitle' : 'wishlist.form.addTitle')}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      <form
        noValidate
        className="mt-5 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="wish-make" label={t('wishlist.fields.make')} error={errors.make}>
            {field('make', { maxLength: 80, placeholder: 'Porsche' })}
          </FormField>
          <FormField id="wish-model" label={t('wishlist.fields.model')} error={errors.model}>
            {field('model', { maxLength: 80, placeholder: '911' })}
          </FormField>
          <FormField id="wish-yearFrom" label={t('wishlist.fields.yearFrom')} error={errors.yearFrom}>
            {field('yearFrom', { inputMode: 'numeric', placeholder: '1965' })}
          </FormField>
          <FormField id="wish-yearTo" label={t('wishlist.fields.yearTo')} error={errors.yearTo}>
            {field('yearTo', { inputMode: 'numeric', placeholder: '1973' })}
          </FormField>
        </div>
        <FormField id="wish-keywords" label={t('wishlist.fields.keywords')} hint={t('wishlist.fields.keywordsHint')} error={errors.keywords}>
          {field('keywords', { maxLength: 200 })}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr]">
          <FormField id="wish-budget" label={t('wishlist.fields.budget')} error={errors.budget}>
            {field('budget', { inputMode: 'decimal' })}
          </FormField>
          <FormField id="wish-currency" label={t('wishlist.fields.currency')}>
            <select id="wish-currency" className={selectClass} value={values.currency} onChange={(e) => set({ currency: e.target.value })}>
              {[...new Set([values.currency, ...currencies])].map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </FormField>
          <FormField id="wish-minCondition" label={t('wishlist.fields.minCondition')} error={errors.minCondition}>
            <select id="wish-minCondition" className={selectClass} value={values.minCondition} onChange={(e) => set({ minCondition: e.target.value })}>
              <option value="">{t('wishlist.fields.anyCondition')}</option>
              {[1, 2, 3, 4, 5].map((g) => (
                <option key={g} value={g}>
                  {t(`wishlist.grades.${g}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="wish-notes" label={t('wishlist.fields.notes')} error={errors.notes}>
          <textarea id="wish-notes" className={textareaClass} maxLength={2000} value={values.notes} onChange={(e) => set({ notes: e.target.value })} />
        </FormField>
        <PriorityChoice
          legend={t('wishlist.fields.priority')}
          name="wish-priority"
          options={['high', 'medium', 'low'] as const}
          value={values.priority}
          labelOf={(p) => t(`wishlist.priority.${p}`)}
          onChange={(priority) => set({ priority })}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('wishlist.form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t(item ? 'wishlist.form.save' : 'wishlist.form.add')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
