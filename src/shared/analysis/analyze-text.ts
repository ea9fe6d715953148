import { categoryOfType, documentTypes, guessTypeFromFileName, type DocumentType } from '../documents/document-types';
import { ISSUE_KEY, type AnalysisResult, type ExtractedPair } from './analysis-result';
import { dominantCurrency } from './amounts';
import { classifyByContent } from './classify';
import { decideDayFirst } from './dates';
import { extractFields, type ExtractedFields } from './extract-fields';
import { findIssues, judge, type VehicleFacts } from './judge';
import { detectLanguage } from './language';
import type { Word } from './layout';
import { prepareText } from './text-values';

export interface AnalyzeTextInput {
  text: string;
  /** The words with their positions, when known: the reading then follows the page's layout. */
  words?: Word[] | null;
  fileName: string;
  /** The caller's own guess (SPEC §7 call 9's documentType); `other` or absent lets the engine decide. */
  documentType?: DocumentType;
  /** Tesseract's mean confidence when the text came from OCR. */
  ocrConfidence?: number;
  vehicle?: VehicleFacts | null;
  /** Today as YYYY-MM-DD (injectable for tests). */
  today?: string;
  /**
   * A receipt's second OCR reading (one block of lines rather than auto layout): its total and
   * date win, since the single-column reading keeps a till receipt's label and amount together;
   * the first reading's shop name wins (a large, spaced-out head reads better with auto layout).
   */
  blockText?: string;
}

/**
 * A receipt read by OCR deserves a second, single-block reading when the first lacks its total,
 * date or shop name, or was read with low confidence: only then, since each reading costs seconds.
 */
export function wantsBlockReading(result: AnalysisResult, ocrConfidence: number | undefined): boolean {
  if (ocrConfidence === undefined || result.documentType !== 'receipt') return false;
  const hasDate = result.extractedData.some((p) => p.key === 'receiptDate');
  return result.totalCost === null || !hasDate || !result.shopName || ocrConfidence < 70;
}

const TYPE_TITLE: Record<DocumentType, string> = {
  service: 'Service invoice',
  title: 'Certificate of title',
  registration: 'Registration',
  insurance: 'Insurance policy',
  purchase: 'Bill of sale',
  appraisal: 'Appraisal',
  receipt: 'Receipt',
  other: 'Document',
};

export function settleType(input: Pick<AnalyzeTextInput, 'documentType' | 'fileName' | 'text'>): DocumentType {
  if (input.documentType && input.documentType !== 'other' && documentTypes.includes(input.documentType)) return input.documentType;
  const byName = guessTypeFromFileName(input.fileName);
  return byName !== 'other' ? byName : classifyByContent(input.text);
}

function humanDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  return `${d} ${month} ${y}`;
}

function formatMoney(value: number | null | undefined, currency: string | null): string | null {
  if (value == null) return null;
  const n = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${currency} ${n}` : n;
}

function describe(type: DocumentType, f: ExtractedFields, currency: string | null): { title: string; summary: string } {
  const who = f.shopName ?? f.sellerName ?? f.appraiserName ?? f.plateNumber ?? f.pairs.find((p) => p.key === 'insurer')?.value ?? null;
  const when = humanDate(f.serviceDate ?? f.saleDate ?? f.appraisalDate ?? f.documentDate ?? f.effectiveStart);
  const title = [TYPE_TITLE[type], [who, when].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
  const first: string[] = [];
  const second: string[] = [];
  switch (type) {
    case 'service':
    case 'receipt':
      first.push(`${TYPE_TITLE[type]}${f.shopName ? ` from ${f.shopName}` : ''}${when ? ` dated ${when}` : ''}.`);
      if (f.workPerformed?.length) second.push(`Work: ${f.workPerformed.slice(0, 4).join(', ')}`);
      if (f.serviceMileage != null) second.push(`at ${f.serviceMileage.toLocaleString('en-US')} ${f.pairs.find((p) => p.key === 'mileageUnit')?.value ?? ''}`.trim());
      if (f.totalCost != null) second.push(`total ${formatMoney(f.totalCost, currency)}`);
      break;
    case 'insurance':
      first.push(`Insurance policy${f.policyNumber ? ` ${f.policyNumber}` : ''}${f.coverageType ? ` (${f.coverageType})` : ''}.`);
      if (f.effectiveStart || f.effectiveEnd) second.push(`Covers ${humanDate(f.effectiveStart) ?? '?'} to ${humanDate(f.effectiveEnd) ?? '?'}`);
      if (f.premium != null) second.push(`premium ${formatMoney(f.premium, currency)}`);
      if (f.deductible != null) second.push(`deductible ${formatMoney(f.deductible, currency)}`);
      break;
    case 'purchase':
      first.push(`Bill of sale${f.sellerName ? ` from ${f.sellerName}` : ''}${when ? ` dated ${when}` : ''}.`);
      if (f.purchasePrice != null) second.push(`Purchase price ${formatMoney(f.purchasePrice, currency)}`);
      break;
    case 'appraisal':
      first.push(`Appraisal${f.appraiserName ? ` by ${f.appraiserName}` : ''}${when ? ` dated ${when}` : ''}.`);
      if (f.appraisedValue != null) second.push(`Appraised value ${formatMoney(f.appraisedValue, currency)}`);
      if (f.conditionNotes) second.push(`condition: ${f.conditionNotes}`);
      break;
    case 'registration':
      first.push(`Vehicle registration${f.plateNumber ? ` for plate ${f.plateNumber}` : ''}${f.registrationNumber ? `, document ${f.registrationNumber}` : ''}.`);
      if (f.expiryDate) second.push(`Valid until ${humanDate(f.expiryDate)}`);
      break;
    case 'title':
      first.push(`Certificate of title${when ? ` issued ${when}` : ''}.`);
      if (f.vin) second.push(`VIN ${f.vin}`);
      break;
    default:
      first.push(`A document${when ? ` dated ${when}` : ''} whose type could not be recognised.`);
  }
  if (f.vin && type !== 'title') second.push(`VIN ${f.vin}`);
  const rest = second.join(', ');
  const summary = `${first.join(' ')} ${rest ? `${rest[0].toUpperCase()}${rest.slice(1)}.` : 'No further details could be read.'}`;
  return { title: title.slice(0, 200), summary };
}

/** The whole local analysis of a document's text: type, fields, judgement, title and summary. */
export function analyzeText(input: AnalyzeTextInput): AnalysisResult {
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  let language = detectLanguage(input.text);
  // Tesseract often reads a German "ü" as "ii" ("Miiller"); no German word has "ii" inside.
  if (input.ocrConfidence !== undefined && language === 'de') {
    const umlaut = (s: string) => s.replace(/([A-Za-zÄÖÜäöüß])ii(?=[a-zäöüß])/g, '$1ü');
    input = { ...input, text: umlaut(input.text), words: input.words?.map((w) => ({ ...w, text: umlaut(w.text) })) };
    language = detectLanguage(input.text);
  }
  const currency = dominantCurrency(input.text);
  const doc = prepareText(input.text, decideDayFirst(input.text, language, currency), input.words);
  const type = settleType(input);
  const f = extractFields(doc, type);
  if (input.blockText && type === 'receipt') {
    const blockCurrency = dominantCurrency(input.blockText);
    const block = extractFields(prepareText(input.blockText, decideDayFirst(input.blockText, language, blockCurrency)), type);
    f.totalCost = block.totalCost ?? f.totalCost;
    f.documentDate = block.documentDate ?? f.documentDate;
    f.shopName ??= block.shopName;
  }

  const pairs: ExtractedPair[] = [];
  // SPEC §5 takes the first pair whose key speaks of a date as the document date: it goes first.
  if (f.documentDate) pairs.push({ key: f.documentDateKey ?? 'date', value: f.documentDate });
  if (f.vin) pairs.push({ key: 'vin', value: f.vin });
  pairs.push(...f.pairs);
  if (currency) pairs.push({ key: 'currency', value: currency });
  if (f.tax != null) pairs.push({ key: 'tax', value: f.tax.toFixed(2) });
  pairs.push({ key: 'language', value: language });

  const judgeInput = { type, fields: f, ocrConfidence: input.ocrConfidence, textLength: input.text.trim().length, vehicle: input.vehicle, today };
  const issues = findIssues(judgeInput);
  for (const issue of issues) pairs.push({ key: ISSUE_KEY, value: issue });
  const { confidence, extractionQuality } = judge(judgeInput, issues);
  const { title, summary } = describe(type, f, currency);

  return {
    documentType: type,
    title,
    summary,
    confidence,
    extractionQuality,
    documentCategory: categoryOfType[type],
    extractedData: pairs,
    workPerformed: f.workPerformed ?? [],
    partsUsed: f.partsUsed ?? [],
    laborCost: f.laborCost ?? null,
    partsCost: f.partsCost ?? null,
    totalCost: f.totalCost ?? null,
    serviceMileage: f.serviceMileage ?? null,
    shopName: f.shopName ?? null,
    policyNumber: f.policyNumber ?? null,
    coverageType: f.coverageType ?? null,
    premium: f.premium ?? null,
    effectiveStart: f.effectiveStart ?? null,
    effectiveEnd: f.effectiveEnd ?? null,
    deductible: f.deductible ?? null,
    purchasePrice: f.purchasePrice ?? null,
    sellerName: f.sellerName ?? null,
    saleDate: f.saleDate ?? null,
    appraisedValue: f.appraisedValue ?? null,
    appraiserName: f.appraiserName ?? null,
    appraisalDate: f.appraisalDate ?? null,
    conditionNotes: f.conditionNotes ?? null,
    registrationNumber: f.registrationNumber ?? null,
    expiryDate: f.expiryDate ?? null,
    plateNumber: f.plateNumber ?? null,
    serviceDate: f.serviceDate ?? null,
  };
}
