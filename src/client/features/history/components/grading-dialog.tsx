import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { conditionScales, scaleMax, type ConditionScale } from '@shared/history/condition-scales';
import { gradingInputSchema, type Grading } from '@shared/history/history-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { errorsByField, fieldErrorText } from '../field-error';
import { historyKeys, saveGrading } from '../history-api';

interface Form {
  scale: ConditionScale;
  grade: number | null;
  date: string;
  note: string;
  photoIds: string[];
}

/** Record or edit a condition grading: the scale, a grade with what it means, the date, a note and photos of the gallery. */
export function GradingDialog({
  vehicleId,
  scale,
  grading,
  photos,
  open,
  onOpenChange,
}: {
  vehicleId: string;
  scale: ConditionScale;
  grading: Grading | null;
  photos: { id: string; thumbUrl: string }[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const initial = (): Form =>
    grading
      ? { scale: grading.scale, grade: grading.grade, date: grading.date, note: grading.note ?? '', photoIds: grading.photos.map((p) => p.id) }
      : { scale, grade: null, date: new Date().toISOString().slice(0, 10), note: '', photoIds: [] };
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = `${open}:${grading?.id ?? 'new'}`;
  if (openedFor !== key) {
    setOpenedFor(key);
    setForm(initial());
    setErrors({});
  }
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveGrading>[1]) => saveGrading(vehicleId, body, grading?.id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: historyKeys.all });
      // The current grade shows on the garage card and the profile.
      void qc.invalidateQueries({ queryKey: ['vehicles'] });
      notify.success(t('history.condition.saved'));
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) setErrors(errorsByField(error.issues));
      else notify.error(t('history.condition.saveFailed'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { scale: form.scale, grade: form.grade ?? Number.NaN, date: form.date, note: form.note, photoIds: form.photoIds };
    const parsed = gradingInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))));
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const err = (f: keyof Form) => fieldErrorText(errors[f], t);
  const grades = Array.from({ length: scaleMax[form.scale] }, (_, i) => i + 1);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
      title={grading ? t('history.condition.editTitle') : t('history.condition.addTitle')}
    >
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-forest-900">{t('history.condition.scale')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {conditionScales.map((s) => (
              <label
                key={s}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  form.scale === s ? 'border-brass-500 bg-cream-50' : 'border-cream-200',
                )}
              >
                <input
                  type="radio"
                  name="scale"
                  value={s}
                  checked={form.scale === s}
                  onChange={() => set({ scale: s, grade: form.grade && form.grade <= scaleMax[s] ? form.grade : null })}
                  className="accent-forest-800"
                />
                {t(`history.scales.${s}.name`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={errors.grade ? 'grading-grade-error' : undefined}>
          <legend className="text-sm font-medium text-forest-900">{t('history.condition.grade')}</legend>
          <div className="mt-2 grid gap-1.5">
            {grades.map((g) => (
              <label
                key={g}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2',
                  form.grade === g ? 'border-brass-500 bg-cream-50' : 'border-cream-200',
                )}
              >
                <input type="radio" name="grade" value={g} checked={form.grade === g} onChange={() => set({ grade: g })} className="mt-1 accent-forest-800" />
                <span>
                  <span className="block text-sm font-semibold text-forest-900">
                    {g} · {t(`history.scales.${form.scale}.grades.${g}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {err('grade') && (
            <p id="grading-grade-error" role="alert" className="mt-1 text-sm text-red-700">
              {err('grade')}
            </p>
          )}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor="grading-date">{t('history.condition.date')}</Label>
          <Input id="grading-date" type="date" value={form.date} aria-invalid={Boolean(errors.date)} onChange={(e) => set({ date: e.target.value })} />
          {err('date') && (
            <p role="alert" className="text-sm text-red-700">
              {err('date')}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="grading-note">{t('history.condition.note')}</Label>
          <textarea
            id="grading-note"
            rows={2}
            value={form.note}
            onChange={(e) => set({ note: e.target.value })}
            className="w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-sm focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
          />
          {err('note') && (
            <p role="alert" className="text-sm text-red-700">
              {err('note')}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-forest-900">{t('history.condition.photos')}</legend>
          {photos.length === 0 ? (
            <p className="mt-1 text-sm text-stone-500">{t('history.condition.noPhotos')}</p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {photos.map((p, i) => {
                const on = form.photoIds.includes(p.id);
                return (
                  <label
                    key={p.id}
                    className={cn('relative cursor-pointer overflow-hidden rounded-lg border-2', on ? 'border-brass-500' : 'border-transparent')}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={() => set({ photoIds: on ? form.photoIds.filter((x) => x !== p.id) : [...form.photoIds, p.id] })}
                    />
                    <img src={p.thumbUrl} alt={t('history.condition.photoN', { n: i + 1 })} className="size-16 object-cover" />
                  </label>
                );
              })}
            </div>
          )}
          {err('photoIds') && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {err('photoIds')}
            </p>
          )}
        </fieldset>
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
