import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type FormEvent } from 'react';
import { recordKinds, type RecordKind } from '@shared/csv-import/record-kinds';
import { vehicleRecordInputSchema, type VehicleRecord } from '@shared/csv-import/vehicle-record-api';
import { moneyInputText, parseMoney } from '@shared/format/money';
import { FormField } from '@/components/form-field';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorsByField, fieldErrorText } from '../field-error';
import { deleteVehicleRecord, getVehicleRecord, historyKeys, saveVehicleRecord } from '../history-api';

const controlClass =
  'w-full rounded-md border border-forest-200 bg-white px-3 text-sm text-ink focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 aria-invalid:border-red-600';

interface Form {
  kind: RecordKind;
  date: string;
  odometer: string;
  description: string;
  cost: string;
  notes: string;
}
type Field = keyof Form;

/** A whole number as typed, with or without thousands separators: null when empty, NaN when it is none. */
function parseWholeNumber(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f.,'’]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * One imported service, repair, upgrade or fuel record (decision 023), opened from its timeline
 * event: corrected field by field, or deleted. Checked with the API's own schema before sending;
 * the API's answer names the field too, shown at the field.
 */
export function RecordDialog({
  vehicleId,
  recordId,
  unit,
  readOnly,
  onClose,
}: {
  vehicleId: string;
  /** null: closed. */
  recordId: string | null;
  unit: string;
  /** A sold or transferred vehicle: the record is shown, not changed. */
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...historyKeys.all, 'record', vehicleId, recordId],
    queryFn: () => getVehicleRecord(vehicleId, recordId!),
    enabled: recordId !== null,
  });
  return (
    <Dialog
      open={recordId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('history.records.editTitle')}
      description={t('history.records.dialogText')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <p role="alert" className="mt-5 text-sm text-red-700">
          {t('history.records.loadFailed')}
        </p>
      ) : (
        <RecordForm key={query.data.id} vehicleId={vehicleId} record={query.data} unit={unit} readOnly={readOnly} onDone={onClose} />
      )}
    </Dialog>
  );
}

function RecordForm({
  vehicleId,
  record,
  unit,
  readOnly,
  onDone,
}: {
  vehicleId: string;
  record: VehicleRecord;
  unit: string;
  readOnly: boolean;
  onDone: () => void;
}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const [form, setForm] = useState<Form>({
    kind: record.kind,
    date: record.date,
    odometer: record.odometer === null ? '' : String(record.odometer),
    description: record.description ?? '',
    cost: moneyInputText(record.cost, language, record.currency),
    notes: record.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const changed = () => {
    void qc.invalidateQueries({ queryKey: historyKeys.all });
    onDone();
  };

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveVehicleRecord>[2]) => saveVehicleRecord(vehicleId, record.id, body),
    onSuccess: () => {
      notify.success(t('history.records.saved'));
      changed();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) setErrors(errorsByField(error.issues));
      else notify.error(t('history.records.saveFailed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteVehicleRecord(vehicleId, record.id),
    onSuccess: () => {
      notify.success(t('history.records.deleted'));
      changed();
    },
    onError: () => notify.error(t('history.records.deleteFailed')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      kind: form.kind,
      date: form.date,
      odometer: parseWholeNumber(form.odometer),
      description: form.description,
      cost: parseMoney(form.cost, language, record.currency),
      notes: form.notes,
    };
    const parsed = vehicleRecordInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }))));
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const err = (f: Field) => fieldErrorText(errors[f], t);
  const control = (f: Field) => ({
    id: `record-${f}`,
    disabled: readOnly,
    'aria-invalid': Boolean(errors[f]),
    'aria-describedby': errors[f] ? `record-${f}-error` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <p className="text-xs text-stone-500">{t(`history.records.source.${record.source === 'lubelogger' ? 'lubelogger' : 'csv'}`)}</p>
      {readOnly && <p className="rounded-md bg-cream-100 px-3 py-2 text-sm text-forest-800">{t('history.records.readOnly')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="record-kind" label={t('history.records.kind')} error={err('kind')}>
          <select value={form.kind} onChange={(e) => set({ kind: e.target.value as RecordKind })} className={`${controlClass} h-10`} {...control('kind')}>
            {recordKinds.map((k) => (
              <option key={k} value={k}>
                {t(`history.events.record.${k}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="record-date" label={t('history.records.date')} error={err('date')}>
          <Input type="date" value={form.date} onChange={(e) => set({ date: e.target.value })} {...control('date')} />
        </FormField>
      </div>
      <FormField
        id="record-description"
        label={form.kind === 'fuel' ? t('history.records.descriptionFuel') : t('history.records.description')}
        error={err('description')}
      >
        <Input value={form.description} onChange={(e) => set({ description: e.target.value })} {...control('description')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="record-odometer" label={t('history.records.odometer', { unit })} error={err('odometer')}>
          <Input inputMode="numeric" autoComplete="off" value={form.odometer} onChange={(e) => set({ odometer: e.target.value })} {...control('odometer')} />
        </FormField>
        <FormField id="record-cost" label={t('history.records.cost', { currency: record.currency })} error={err('cost')}>
          <Input inputMode="decimal" autoComplete="off" value={form.cost} onChange={(e) => set({ cost: e.target.value })} {...control('cost')} />
        </FormField>
      </div>
      <FormField id="record-notes" label={t('history.records.notes')} error={err('notes')}>
        <textarea rows={3} value={form.notes} onChange={(e) => set({ notes: e.target.value })} className={`${controlClass} py-2`} {...control('notes')} />
      </FormField>
      <DialogFooter className="sm:justify-between">
        {readOnly ? (
          <span />
        ) : (
          <Button
            type="button"
            variant="outline"
            className="text-red-700"
            disabled={remove.isPending}
            onClick={() => window.confirm(t('history.records.confirmDelete')) && remove.mutate()}
          >
            <Trash2 aria-hidden />
            {t('history.records.delete')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('history.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="brass" disabled={save.isPending}>
              {save.isPending ? t('history.saving') : t('history.save')}
            </Button>
          )}
        </div>
      </DialogFooter>
    </form>
  );
}
