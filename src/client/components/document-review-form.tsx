import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CURRENCY_KEY } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import type { DocumentType } from '@shared/documents/document-types';
import { fieldNames, fieldsOfType, kindOf, labelKeyOf, type FieldName, type FieldNameOfKind } from '@shared/documents/document-fields';
import { NOTES_MAX, TITLE_MAX } from '@shared/documents/upload-rules';
import { moneyInputText, parseMoney } from '@shared/format/money';
import { useTranslation, type Language } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { DocumentTypeOptions } from '@/features/documents/document-type-options';

/**
 * The "Review Details" form (SPEC §4): every field of the chosen document type (from the field
 * registry, rendered by its kind), pre-filled from the analysis, lists for work and parts, money with its currency, dates with the browser's date
 * picker. Used by the single upload, the bulk upload and the document page alike: it takes a
 * record and hands back a record, plus whether the user changed anything (`manuallyEdited`).
 */
type ListName = FieldNameOfKind<'list'>;
type ValueName = Exclude<FieldName, ListName>;

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'JPY', 'CAD', 'AUD'];

interface FormState {
  title: string;
  documentType: DocumentType;
  date: string;
  currency: string;
  aiSummary: string;
  notes: string;
  lists: Record<ListName, string[]>;
  values: Record<ValueName, string>;
}

const isList = (k: FieldName): k is ListName => kindOf(k) === 'list';

function toForm(record: DocumentRecordInput, currency: string, language: Language): FormState {
  const values = {} as FormState['values'];
  const lists = {} as FormState['lists'];
  for (const k of fieldNames) {
    if (isList(k)) {
      lists[k] = [...(record[k] ?? [])];
      continue;
    }
    const v = record[k];
    const kind = kindOf(k);
    values[k] = v === null || v === undefined ? '' : kind === 'money' ? moneyInputText(v as number, language, currency) : String(v);
  }
  return {
    title: record.title ?? '',
    documentType: record.documentType,
    date: record.date ?? '',
    currency,
    aiSummary: record.aiSummary ?? '',
    notes: record.notes ?? '',
    lists,
    values,
  };
}

type Errors = Partial<Record<string, string>>;

function fromForm(state: FormState, base: DocumentRecordInput, language: Language): { record: DocumentRecordInput; errors: Errors } {
  const errors: Errors = {};
  const record: DocumentRecordInput = {
    ...base,
    title: state.title.trim(),
    documentType: state.documentType,
    aiSummary: state.aiSummary.trim() || null,
    notes: state.notes.trim() || null,
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.date)) errors.date = 'documents.review.errors.date';
  else record.date = state.date;
  if (!record.title) errors.title = 'documents.review.errors.title';
  const out = record as Record<string, unknown>;
  for (const k of fieldNames) {
    if (isList(k)) {
      out[k] = state.lists[k].map((s) => s.trim()).filter(Boolean);
      continue;
    }
    const text = state.values[k];
    switch (kindOf(k)) {
      case 'money': {
        // Typed in the reader's language, kept in minor units of the chosen currency.
        const minor = parseMoney(text, language, state.currency);
        if (Number.isNaN(minor) || (minor !== null && minor < 0)) errors[k] = 'documents.review.errors.amount';
        else out[k] = minor;
        break;
      }
      case 'mileage': {
        const mileage = text.replace(/[\s.,']/g, '').replace(/km|mi/gi, '');
        if (mileage && !/^\d{1,8}$/.test(mileage)) errors[k] = 'documents.review.errors.mileage';
        else out[k] = mileage ? Number(mileage) : null;
        break;
      }
      case 'count': {
        const count = text.trim();
        if (count && !(/^\d{1,4}$/.test(count) && Number(count) >= 1 && Number(count) <= 1200)) errors[k] = 'documents.review.errors.count';
        else out[k] = count ? Number(count) : null;
        break;
      }
      case 'date':
        out[k] = text || null;
        break;
      default:
        out[k] = text.trim() || null;
    }
  }
  record.currency = state.currency;
  return { record, errors };
}

/** The record's currency, else the one the analysis read, else the given fallback (the vehicle's). */
export const currencyOf = (record: Pick<DocumentRecordInput, 'extractedData' | 'currency'>, fallback = 'EUR') =>
  record.currency ?? record.extractedData?.find((p) => p.key === CURRENCY_KEY)?.value ?? fallback;

export interface DocumentReviewFormProps {
  initial: DocumentRecordInput;
  /** The vehicle's currency, used when the record names none. */
  defaultCurrency?: string;
  submitLabel: string;
  isSubmitting?: boolean;
  onSubmit: (record: DocumentRecordInput, meta: { manuallyEdited: boolean }) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Extra content under the buttons' row, e.g. a progress line. */
  footer?: ReactNode;
}

export function DocumentReviewForm({
  initial,
  defaultCurrency = 'EUR',
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  cancelLabel,
  footer,
}: DocumentReviewFormProps) {
  const { t, language } = useTranslation();
  const prefix = useId();
  const start = useMemo(() => toForm(initial, currencyOf(initial, defaultCurrency), language), [initial, defaultCurrency, language]);
  const [state, setState] = useState<FormState>(start);
  const [errors, setErrors] = useState<Errors>({});
  const id = (k: string) => `${prefix}-${k}`;
  const fields = fieldsOfType(state.documentType);
  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const setValue = (k: keyof FormState['values'], v: string) => setState((s) => ({ ...s, values: { ...s.values, [k]: v } }));
  const setList = (k: ListName, list: string[]) => setState((s) => ({ ...s, lists: { ...s.lists, [k]: list } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { record, errors: found } = fromForm(state, initial, language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const before = fromForm(start, initial, language).record;
    const manuallyEdited = JSON.stringify(before) !== JSON.stringify(record);
    onSubmit({ ...record, manuallyEdited: manuallyEdited || initial.manuallyEdited === true }, { manuallyEdited });
  };

  const error = (k: string) =>
    errors[k] ? (
      <p id={`${id(k)}-error`} role="alert" className="text-sm text-red-700">
        {t(errors[k]!)}
      </p>
    ) : null;
  const label = (k: string) => t(labelKeyOf(k, state.documentType));

  const renderField = (k: FieldName) => {
    if (isList(k)) return <ListEditor key={k} id={id(k)} label={label(k)} items={state.lists[k]} onChange={(l) => setList(k, l)} />;
    const kind = kindOf(k);
    const value = state.values[k];
    if (kind === 'longText') {
      return (
        <div key={k} className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id(k)}>{label(k)}</Label>
          <Textarea id={id(k)} value={value} onChange={(v) => setValue(k, v)} />
        </div>
      );
    }
    const input =
      kind === 'money' ? (
        <div className="relative">
          <Input
            id={id(k)}
            inputMode="decimal"
            className="pr-14"
            value={value}
            aria-invalid={errors[k] ? true : undefined}
            onChange={(e) => setValue(k, e.target.value)}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-stone-500">{state.currency}</span>
        </div>
      ) : kind === 'date' ? (
        <Input id={id(k)} type="date" value={value} onChange={(e) => setValue(k, e.target.value)} />
      ) : kind === 'mileage' || kind === 'count' ? (
        <Input id={id(k)} inputMode="numeric" value={value} aria-invalid={errors[k] ? true : undefined} onChange={(e) => setValue(k, e.target.value)} />
      ) : (
        <Input id={id(k)} value={value} onChange={(e) => setValue(k, e.target.value)} />
      );
    return (
      <div key={k} className="space-y-1.5">
        <Label htmlFor={id(k)}>{label(k)}</Label>
        {input}
        {error(k)}
      </div>
    );
  };

  const hasMoney = fields.some((f) => kindOf(f) === 'money');
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('documents.review.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id('title')}>{label('title')}</Label>
          <Input
            id={id('title')}
            maxLength={TITLE_MAX}
            value={state.title}
            aria-invalid={errors.title ? true : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          {error('title')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id('documentType')}>{label('documentType')}</Label>
          <Select id={id('documentType')} value={state.documentType} onChange={(v) => set({ documentType: v as DocumentType })}>
            <DocumentTypeOptions />
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id('date')}>{label('date')}</Label>
          <Input id={id('date')} type="date" value={state.date} aria-invalid={errors.date ? true : undefined} onChange={(e) => set({ date: e.target.value })} />
          {error('date')}
        </div>
        {hasMoney && (
          <div className="space-y-1.5">
            <Label htmlFor={id('currency')}>{label('currency')}</Label>
            <Select id={id('currency')} value={state.currency} onChange={(v) => set({ currency: v })}>
              {[...new Set([state.currency, ...CURRENCIES])].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
        )}
        {fields.map(renderField)}
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id('aiSummary')}>{label('aiSummary')}</Label>
          <Textarea id={id('aiSummary')} value={state.aiSummary} onChange={(v) => set({ aiSummary: v })} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id('notes')}>{label('notes')}</Label>
          <Textarea id={id('notes')} maxLength={NOTES_MAX} value={state.notes} onChange={(v) => set({ notes: v })} />
          <p className="text-right text-xs text-stone-500">
            {state.notes.length}/{NOTES_MAX}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel ?? t('documents.review.cancel')}
          </Button>
        )}
        {footer}
      </div>
    </form>
  );
}

function Select({ id, value, onChange, children }: { id: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
    >
      {children}
    </select>
  );
}

function Textarea({ id, value, onChange, maxLength }: { id: string; value: string; onChange: (v: string) => void; maxLength?: number }) {
  return (
    <textarea
      id={id}
      value={value}
      maxLength={maxLength}
      rows={3}
      onChange={(e) => onChange(e.target.value)}
      className="flex w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-sm focus-visible:border-brass-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
    />
  );
}

function ListEditor({ id, label, items, onChange }: { id: string; label: string; items: string[]; onChange: (items: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-forest-900">{label}</legend>
      <ul className="space-y-2">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2">
            <Input
              id={`${id}-${i}`}
              aria-label={`${label} ${i + 1}`}
              value={item}
              onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('documents.review.removeItem', { item: item || `${i + 1}` })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <X />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...items, ''])} className={cn(items.length === 0 && 'mt-0')}>
        <Plus /> {t('documents.review.addItem')}
      </Button>
    </fieldset>
  );
}
