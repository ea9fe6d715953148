import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { manualValueKinds, valueEntryInputSchema, type ValueEntry } from '@shared/history/history-api';
import { moneyInputText, parseMoney } from '@shared/format/money';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorsByField, fieldErrorText } from '../field-error';
import { historyKeys, saveValueEntry } from '../history-api';

const selectClass =
  'flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm text-ink focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 aria-invalid:border-red-600';

interface Form {
  kind: (typeof manualValueKinds)[number];
  date: string;
  amount: string;
  currency: string;
  source: string;
  appraiser: string;
  note: string;
}

/**
 * Add or edit a manual value: an estimate (auction result, price guide…), an appraisal, or the
 * insurance agreed value. Checked with the API's own schema before sending; the API's answer
 * names the field too, shown at the field.
 */
export function ValueEntryDialog({
  vehicleId,
  currency,
  entry,
  open,
  onOpenChange,
}: {
  vehicleId: string;
  currency: string;
  entry: ValueEntry | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const initial = (): Form =>
    entry
      ? {
          kind: entry.kind as Form['kind'],
          date: entry.date,
          amount: moneyInputText(entry.amount, language, entry.currency),
          currency: entry.currency,
          source: entry.source ?? '',
          appraiser: entry.appraiser ?? '',
          note: entry.note ?? '',
        }
      : { kind: 'estimate', date: new Date().toISOString().slice(0, 10), amount: '', currency, source: '', appraiser: '', note: '' };
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = `${open}:${entry?.id ?? 'new'}`;
  if (openedFor !== key) {
    // Each opening starts from the entry (or a fresh one), not from what was typed last time.
    setOpenedFor(key);
    setForm(initial());
    setErrors({});
  }
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveValueEntry>[1]) => saveValueEntry(vehicleId, body, entry?.id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: historyKeys.all });
      notify.success(t('history.entries.saved'));
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) setErrors(errorsByField(error.issues));
      else notify.error(t('history.entries.saveFailed'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = form.currency.trim().toUpperCase();
    const amount = parseMoney(form.amount, language, /^[A-Z]{3}$/.test(code) ? code : currency);
    const body = {
      kind: form.kind,
      date: form.date,
      amount: amount ?? undefined,
      currency: code,
      source: form.source,
      appraiser: form.kind === 'appraisal' ? form.appraiser : '',
      note: form.note,
    };
    const parsed = valueEntryInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))));
      return;
    }
    setErrors({});
    save.mutate(body as Parameters<typeof saveValueEntry>[1]);
  };
  const err = (f: keyof Form) => fieldErrorText(errors[f], t);
  const invalid = (f: keyof Form) => ({ 'aria-invalid': Boolean(errors[f]), 'aria-describedby': errors[f] ? `value-${f}-error` : undefined });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t('history.entries.editTitle') : t('history.entries.addTitle')}
      description={t('history.entries.dialogText')}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <FormField id="value-kind" label={t('history.entries.kind')} error={err('kind')}>
          <select
            id="value-kind"
            value={form.kind}
            onChange={(e) => set({ kind: e.target.value as Form['kind'] })}
            className={selectClass}
            {...invalid('kind')}
          >
            {manualValueKinds.map((k) => (
              <option key={k} value={k}>
                {t(`history.kindsOfValue.${k}`)}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
          <FormField id="value-amount" label={t('history.entries.amount')} error={err('amount')}>
            <Input
              id="value-amount"
              inputMode="decimal"
              autoComplete="off"
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value })}
              {...invalid('amount')}
            />
          </FormField>
          <FormField id="value-currency" label={t('history.entries.currency')} error={err('currency')}>
            <Input
              id="value-currency"
              maxLength={3}
              autoComplete="off"
              value={form.currency}
              onChange={(e) => set({ currency: e.target.value.toUpperCase() })}
              className="uppercase"
              {...invalid('currency')}
            />
          </FormField>
        </div>
        <FormField id="value-date" label={t('history.entries.date')} error={err('date')}>
          <Input id="value-date" type="date" value={form.date} onChange={(e) => set({ date: e.target.value })} {...invalid('date')} />
        </FormField>
        <FormField id="value-source" label={t('history.entries.source')} error={err('source')}>
          <Input
            id="value-source"
            list="value-sources"
            value={form.source}
            onChange={(e) => set({ source: e.target.value })}
            placeholder={t('history.entries.sourcePlaceholder')}
            {...invalid('source')}
          />
          <datalist id="value-sources">
            {(['auction', 'guide', 'dealer', 'policy'] as const).map((s) => (
              <option key={s} value={t(`history.entries.sources.${s}`)} />
            ))}
          </datalist>
        </FormField>
        {form.kind === 'appraisal' && (
          <FormField id="value-appraiser" label={t('history.entries.appraiser')} error={err('appraiser')}>
            <Input id="value-appraiser" value={form.appraiser} onChange={(e) => set({ appraiser: e.target.value })} {...invalid('appraiser')} />
          </FormField>
        )}
        <FormField id="value-note" label={t('history.entries.note')} error={err('note')}>
          <textarea
            id="value-note"
            rows={2}
            value={form.note}
            onChange={(e) => set({ note: e.target.value })}
            className="w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-sm focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
            {...invalid('note')}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('history.cancel')}
          </Button>
          <Button type="submit" variant="brass" disabled={save.isPending}>
            {save.isPending ? t('history.saving') : t('history.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
