import { Plus, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CURRENCY_KEY } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import type { DocumentType } from '@shared/documents/document-types';
import { NOTES_MAX, TITLE_MAX } from '@shared/documents/upload-rules';
import { parseAmount } from '@shared/format/parse-amount';
import { useTranslation, type Language } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { DocumentTypeOptions } from '@/features/documents/document-type-options';

/**
 * The "Review Details" form (SPEC §4): every field of the chosen document type, pre-filled from
 * the analysis, lists for work and parts, money with its currency, dates with the browser's date
 * picker. Used by the single upload, the bulk upload and the document page alike: it takes a
 * record and hands back a record, plus whether the user changed anything (`manuallyEdited`).
 */
type MoneyKey = 'laborCost' | 'partsCost' | 'totalCost' | 'premium' | 'deductible' | 'purchasePrice' | 'appraisedValue';
type DateKey = 'effectiveStart' | 'effectiveEnd' | 'saleDate' | 'appraisalDate' | 'expiryDate';
type TextKey = 'shopName' | 'policyNumber' | 'coverageType' | 'sellerName' | 'appraiserName' | 'registrationNumber' | 'plateNumber';
type ListKey = 'workPerformed' | 'partsUsed';
export type ReviewFieldKey = MoneyKey | DateKey | TextKey | ListKey | 'serviceMileage' | 'conditionNotes';

const MONEY: MoneyKey[] = ['laborCost', 'partsCost', 'totalCost', 'premium', 'deductible', 'purchasePrice', 'appraisedValue'];
const DATES: DateKey[] = ['effectiveStart', 'effectiveEnd', 'saleDate', 'appraisalDate', 'expiryDate'];
const LISTS: ListKey[] = ['workPerformed', 'partsUsed'];

/** The fields each type shows, in reading order. */
export const reviewFieldsByType: Record<DocumentType, ReviewFieldKey[]> = {
  service: ['shopName', 'serviceMileage', 'workPerformed', 'partsUsed', 'laborCost', 'partsCost', 'totalCost'],
  title: ['registrationNumber', 'plateNumber', 'sellerName', 'saleDate'],
  registration: ['registrationNumber', 'plateNumber', 'expiryDate'],
  insurance: ['policyNumber', 'coverageType', 'premium', 'deductible', 'effectiveStart', 'effectiveEnd'],
  purchase: ['sellerName', 'saleDate', 'purchasePrice'],
  appraisal: ['appraiserName', 'appraisalDate', 'appraisedValue', 'conditionNotes'],
  receipt: ['shopName', 'partsUsed', 'totalCost'],
  other: ['totalCost'],
};

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'JPY', 'CAD', 'AUD'];

interface FormState {
  title: string;
  documentType: DocumentType;
  date: string;
  currency: string;
  aiSummary: string;
  notes: string;
  serviceMileage: string;
  conditionNotes: string;
  lists: Record<ListKey, string[]>;
  values: Record<MoneyKey | DateKey | TextKey, string>;
}

const numberText = (v: number | null | undefined, language: Language) =>
  v === null || v === undefined ? '' : language === 'de' ? v.toFixed(2).replace('.', ',') : v.toFixed(2);

function toForm(record: DocumentRecordInput, currency: string, language: Language): FormState {
  const values = {} as FormState['values'];
  for (const k of MONEY) values[k] = numberText(record[k], language);
  for (const k of DATES) values[k] = record[k] ?? '';
  for (const k of ['shopName', 'policyNumber', 'coverageType', 'sellerName', 'appraiserName', 'registrationNumber', 'plateNumber'] as TextKey[]) values[k] = record[k] ?? '';
  return {
    title: record.title ?? '',
    documentType: record.documentType,
    date: record.date ?? '',
    currency,
    aiSummary: record.aiSummary ?? '',
    notes: record.notes ?? '',
    serviceMileage: record.serviceMileage === null || record.serviceMileage === undefined ? '' : String(record.serviceMileage),
    conditionNotes: record.conditionNotes ?? '',
    lists: { workPerformed: [...(record.workPerformed ?? [])], partsUsed: [...(record.partsUsed ?? [])] },
    values,
  };
}

type Errors = Partial<Record<string, string>>;

function fromForm(state: FormState, base: DocumentRecordInput): { record: DocumentRecordInput; errors: Errors } {
  const errors: Errors = {};
  const record: DocumentRecordInput = { ...base, title: state.title.trim(), documentType: state.documentType, aiSummary: state.aiSummary.trim() || null, notes: state.notes.trim() || null };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.date)) errors.date = 'documents.review.errors.date';
  else record.date = state.date;
  if (!record.title) errors.title = 'documents.review.errors.title';
  for (const k of MONEY) {
    const n = parseAmount(state.values[k]);
    if (n === 'invalid') errors[k] = 'documents.review.errors.amount';
    else record[k] = n;
  }
  for (const k of DATES) record[k] = state.values[k] || null;
  for (const k of ['shopName', 'policyNumber', 'coverageType', 'sellerName', 'appraiserName', 'registrationNumber', 'plateNumber'] as TextKey[]) {
    record[k] = state.values[k].trim() || null;
  }
  const mileage = state.serviceMileage.replace(/[\s.,']/g, '').replace(/km|mi/gi, '');
  if (mileage && !/^\d{1,8}$/.test(mileage)) errors.serviceMileage = 'documents.review.errors.mileage';
  else record.serviceMileage = mileage ? Number(mileage) : null;
  record.conditionNotes = state.conditionNotes.trim() || null;
  record.workPerformed = state.lists.workPerformed.map((s) => s.trim()).filter(Boolean);
  record.partsUsed = state.lists.partsUsed.map((s) => s.trim()).filter(Boolean);
  const pairs = (base.extractedData ?? []).filter((p) => p.key !== CURRENCY_KEY);
  record.extractedData = [...pairs, { key: CURRENCY_KEY, value: state.currency }];
  return { record, errors };
}

/** The currency a record was saved in, else the given fallback (the vehicle's). */
export const currencyOf = (record: Pick<DocumentRecordInput, 'extractedData'>, fallback = 'EUR') =>
  record.extractedData?.find((p) => p.key === CURRENCY_KEY)?.value ?? fallback;

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

export function DocumentReviewForm({ initial, defaultCurrency = 'EUR', submitLabel, isSubmitting, onSubmit, onCancel, cancelLabel, footer }: DocumentReviewFormProps) {
  const { t, language } = useTranslation();
  const prefix = useId();
  const start = useMemo(() => toForm(initial, currencyOf(initial, defaultCurrency), language), [initial, defaultCurrency, language]);
  const [state, setState] = useState<FormState>(start);
  const [errors, setErrors] = useState<Errors>({});
  const id = (k: string) => `${prefix}-${k}`;
  const fields = reviewFieldsByType[state.documentType];
  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const setValue = (k: keyof FormState['values'], v: string) => setState((s) => ({ ...s, values: { ...s.values, [k]: v } }));
  const setList = (k: ListKey, list: string[]) => setState((s) => ({ ...s, lists: { ...s.lists, [k]: list } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { record, errors: found } = fromForm(state, initial);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const before = fromForm(start, initial).record;
    const manuallyEdited = JSON.stringify(before) !== JSON.stringify(record);
    onSubmit({ ...record, manuallyEdited: manuallyEdited || initial.manuallyEdited === true }, { manuallyEdited });
  };

  const error = (k: string) =>
    errors[k] ? (
      <p id={`${id(k)}-error`} role="alert" className="text-sm text-red-700">
        {t(errors[k]!)}
      </p>
    ) : null;
  const label = (k: string) => t(`documents.fields.${k}`);

  const renderField = (k: ReviewFieldKey) => {
    if (LISTS.includes(k as ListKey)) {
      return <ListEditor key={k} id={id(k)} label={label(k)} items={state.lists[k as ListKey]} onChange={(l) => setList(k as ListKey, l)} />;
    }
    if (MONEY.includes(k as MoneyKey)) {
      return (
        <div key={k} className="space-y-1.5">
          <Label htmlFor={id(k)}>{label(k)}</Label>
          <div className="relative">
            <Input
              id={id(k)}
              inputMode="decimal"
              className="pr-14"
              value={state.values[k as MoneyKey]}
              aria-invalid={errors[k] ? true : undefined}
              onChange={(e) => setValue(k as MoneyKey, e.target.value)}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-stone-500">{state.currency}</span>
          </div>
          {error(k)}
        </div>
      );
    }
    if (DATES.includes(k as DateKey)) {
      return (
        <div key={k} className="space-y-1.5">
          <Label htmlFor={id(k)}>{label(k)}</Label>
          <Input id={id(k)} type="date" value={state.values[k as DateKey]} onChange={(e) => setValue(k as DateKey, e.target.value)} />
        </div>
      );
    }
    if (k === 'serviceMileage') {
      return (
        <div key={k} className="space-y-1.5">
          <Label htmlFor={id(k)}>{label(k)}</Label>
          <Input id={id(k)} inputMode="numeric" value={state.serviceMileage} aria-invalid={errors[k] ? true : undefined} onChange={(e) => set({ serviceMileage: e.target.value })} />
          {error(k)}
        </div>
      );
    }
    if (k === 'conditionNotes') {
      return (
        <div key={k} className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id(k)}>{label(k)}</Label>
          <Textarea id={id(k)} value={state.conditionNotes} onChange={(v) => set({ conditionNotes: v })} />
        </div>
      );
    }
    return (
      <div key={k} className="space-y-1.5">
        <Label htmlFor={id(k)}>{label(k)}</Label>
        <Input id={id(k)} value={state.values[k as TextKey]} onChange={(e) => setValue(k as TextKey, e.target.value)} />
      </div>
    );
  };

  const hasMoney = fields.some((f) => MONEY.includes(f as MoneyKey));
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('documents.review.formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={id('title')}>{label('title')}</Label>
          <Input id={id('title')} maxLength={TITLE_MAX} value={state.title} aria-invalid={errors.title ? true : undefined} onChange={(e) => set({ title: e.target.value })} />
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
            <Button type="button" variant="ghost" size="icon" aria-label={t('documents.review.removeItem', { item: item || `${i + 1}` })} onClick={() => onChange(items.filter((_, j) => j !== i))}>
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
