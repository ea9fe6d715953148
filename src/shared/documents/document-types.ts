/** SPEC §3's eight document types, in the order SPEC §5 checks file-name keywords. */
export const documentTypes = ['service', 'title', 'registration', 'insurance', 'purchase', 'appraisal', 'receipt', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const confidenceLevels = ['High', 'Medium', 'Low'] as const;
export type Confidence = (typeof confidenceLevels)[number];

/** SPEC §9: what an analysis that says nothing about them is taken to be. */
export const DEFAULT_CONFIDENCE: Confidence = 'Medium';
export const DEFAULT_QUALITY: Confidence = 'Medium';
export const DEFAULT_CATEGORY = 'Other';

/** The human category each type files under (the record's `documentCategory`). */
export const categoryOfType: Record<DocumentType, string> = {
  service: 'Maintenance',
  title: 'Ownership',
  registration: 'Registration',
  insurance: 'Insurance',
  purchase: 'Ownership',
  appraisal: 'Valuation',
  receipt: 'Expense',
  other: DEFAULT_CATEGORY,
};

/**
 * SPEC §5: the type guessed from a file name, keywords case-insensitive, English and German,
 * checked in this order.
 */
const NAME_KEYWORDS: [DocumentType, RegExp][] = [
  ['service', /service|repair|maintenance|rechnung|werkstatt|inspektion/i],
  ['title', /title|certificate|eigentum/i],
  ['registration', /registr|dmv|zulassung/i],
  ['insurance', /insur|policy|versicherung/i],
  ['purchase', /purchase|sale|buy|kauf/i],
  ['appraisal', /apprais|valu|gutachten/i],
  ['receipt', /receipt|bill|beleg/i],
];

export function guessTypeFromFileName(fileName: string): DocumentType {
  for (const [type, re] of NAME_KEYWORDS) if (re.test(fileName)) return type;
  return 'other';
}
