import type { DocumentType } from './document-types';

/**
 * The type-specific fields of a document (SPEC §3), each declared once: its kind, its column and
 * the document types that carry it. The request and answer schemas, the table's columns, the
 * record builder, the review form, the presenters and (through the schemas) OpenAPI are derived
 * from this list. Declared in the review form's reading order; the label key is
 * `documents.fields.<name>`.
 */
/** `count`: a whole number without a unit (a service interval's months). */
export const fieldKinds = ['text', 'longText', 'money', 'date', 'mileage', 'count', 'list'] as const;
export type FieldKind = (typeof fieldKinds)[number];

export interface FieldDefinition {
  kind: FieldKind;
  column: string;
  types: readonly DocumentType[];
  /** Where a type calls the field by another name: the label key's name for that type. */
  labelOn?: Partial<Record<DocumentType, string>>;
}

export const documentFields = {
  shopName: { kind: 'text', column: 'shop_name', types: ['service', 'receipt'] },
  serviceMileage: { kind: 'mileage', column: 'service_mileage', types: ['service'] },
  workPerformed: { kind: 'list', column: 'work_performed', types: ['service'] },
  partsUsed: { kind: 'list', column: 'parts_used', types: ['service', 'receipt'] },
  laborCost: { kind: 'money', column: 'labor_cost', types: ['service'] },
  partsCost: { kind: 'money', column: 'parts_cost', types: ['service'] },
  totalCost: { kind: 'money', column: 'total_cost', types: ['service', 'receipt', 'other'] },
  policyNumber: { kind: 'text', column: 'policy_number', types: ['insurance'] },
  coverageType: { kind: 'text', column: 'coverage_type', types: ['insurance'] },
  premium: { kind: 'money', column: 'premium', types: ['insurance'] },
  deductible: { kind: 'money', column: 'deductible', types: ['insurance'] },
  effectiveStart: { kind: 'date', column: 'effective_start', types: ['insurance'] },
  effectiveEnd: { kind: 'date', column: 'effective_end', types: ['insurance'] },
  registrationNumber: { kind: 'text', column: 'registration_number', types: ['title', 'registration'] },
  plateNumber: { kind: 'text', column: 'plate_number', types: ['title', 'registration'] },
  sellerName: { kind: 'text', column: 'seller_name', types: ['title', 'purchase'] },
  saleDate: { kind: 'date', column: 'sale_date', types: ['title', 'purchase'] },
  expiryDate: { kind: 'date', column: 'expiry_date', types: ['registration'] },
  purchasePrice: { kind: 'money', column: 'purchase_price', types: ['purchase'] },
  appraiserName: { kind: 'text', column: 'appraiser_name', types: ['appraisal'] },
  appraisalDate: { kind: 'date', column: 'appraisal_date', types: ['appraisal'] },
  // On a policy, the value it insures (agreed / stated value): the value history's insurance agreed value.
  appraisedValue: { kind: 'money', column: 'appraised_value', types: ['appraisal', 'insurance'], labelOn: { insurance: 'agreedValue' } },
  conditionNotes: { kind: 'longText', column: 'condition_notes', types: ['appraisal'] },
  // The dates and readings a document sets for later (decision 015): each proposes a task.
  inspectionValidUntil: { kind: 'date', column: 'inspection_valid_until', types: ['service', 'other'] },
  warrantyUntil: { kind: 'date', column: 'warranty_until', types: ['service', 'purchase', 'receipt', 'other'] },
  nextServiceDate: { kind: 'date', column: 'next_service_date', types: ['service'] },
  nextServiceMileage: { kind: 'mileage', column: 'next_service_mileage', types: ['service'] },
  serviceIntervalMonths: { kind: 'count', column: 'service_interval_months', types: ['service'] },
  serviceIntervalDistance: { kind: 'mileage', column: 'service_interval_distance', types: ['service'] },
} as const satisfies Record<string, FieldDefinition>;

export type DocumentFields = typeof documentFields;

/** The value of each kind in a record or an answer (absent: null; a list: empty). */
export type FieldValues = {
  text: string | null;
  longText: string | null;
  money: number | null;
  date: string | null;
  mileage: number | null;
  count: number | null;
  list: string[];
};
export type FieldName = keyof DocumentFields;
/** The names of the fields of one kind. */
export type FieldNameOfKind<K extends FieldKind> = { [N in FieldName]: DocumentFields[N]['kind'] extends K ? N : never }[FieldName];

export const fieldNames = Object.keys(documentFields) as FieldName[];

export const kindOf = (name: FieldName): FieldKind => documentFields[name].kind;

export const fieldsOfKind = <K extends FieldKind>(kind: K) => fieldNames.filter((n) => documentFields[n].kind === kind) as FieldNameOfKind<K>[];

/** The fields a type shows, in reading order. */
export const fieldsOfType = (type: DocumentType): FieldName[] => fieldNames.filter((n) => (documentFields[n].types as readonly DocumentType[]).includes(type));

/** A field's label key, by the name its document type gives it (a policy's "agreed value" is an appraisal's "appraised value"). */
export const labelKeyOf = (name: string, type?: DocumentType) => {
  const labelOn: Partial<Record<DocumentType, string>> | undefined = (documentFields as Record<string, FieldDefinition>)[name]?.labelOn;
  return `documents.fields.${(type && labelOn?.[type]) ?? name}`;
};

/**
 * Builds an object with one entry per field from a value per kind: how the schemas and columns
 * are derived. The mapped type keeps each field's own type.
 */
export function mapFields<M extends Record<FieldKind, unknown>>(
  byKind: (kind: FieldKind, name: FieldName) => M[FieldKind],
): { [N in FieldName]: M[DocumentFields[N]['kind']] } {
  return Object.fromEntries(fieldNames.map((n) => [n, byKind(documentFields[n].kind, n)])) as { [N in FieldName]: M[DocumentFields[N]['kind']] };
}
