import { categoryOfType, documentTypes, guessTypeFromFileName, type DocumentType } from '../documents/document-types';
import { ISSUE_KEY, type AnalysisResult, type ExtractedPair } from './analysis-result';
import { dominantCurrency } from './amounts';
import { describe, type ReplyLanguage } from './describe';
import { decideDayFirst } from './dates';
import { extractDueFields, NO_DUE_FIELDS } from './due-fields';
import { extractFields, shopNameOf, type ExtractedFields } from './extract-fields';
import { nameWithItsFirstLetters } from './head-letters';
import { findIssues, judge, type VehicleFacts } from './judge';
import { detectLanguage } from './language';
import type { Word } from './layout';
import { mergeNameReadings, nameIsUnsure, nameWithItsRow } from './name-readings';
import { nameFromItsEcho } from './name-echo';
import { mendTradeWords } from './name-words';
import { currencySignsInText } from './ocr-words';
import { dateWithLostSeparator, yearOfFadedEight } from './receipt-date';
import { prepareText } from './text-values';
import { totalIsWitnessed, totalOfReadings } from './total-witness';
import { decideType, type TypeDecision } from './type-decision';

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
  /** The reader's language: titles, summaries and issues are written in it (default en). */
  language?: ReplyLanguage;
  /**
   * A receipt's second OCR reading (one block of lines rather than auto layout): its total and
   * date win, since the single-column reading keeps a till receipt's label and amount together;
   * the first reading's shop name wins (a large, spaced-out head reads better with auto layout).
   */
  blockText?: string;
  /** The block reading's words: where it read a word of the shop's name with more confidence, its word wins. */
  blockWords?: Word[] | null;
  /** A receipt's name line read again alone, with paper around it: the first letters of the name it reads (head-letters.ts). */
  headWords?: Word[] | null;
  /**
   * The fields are not read: the server asks for this after the reader failed on the page (a fault of ours), so that
   * the upload still gets its type, title and an issue asking the user to enter the fields, never an error.
   */
  fieldsUnread?: boolean;
}

/**
 * A receipt read by OCR deserves a second, single-block reading when the first lacks its total,
 * date or shop name, was read with low confidence, or (given its text) prints its total on one
 * line only, with nothing on the page to back it: only then, since each reading costs seconds.
 */
export function wantsBlockReading(result: AnalysisResult, ocrConfidence: number | undefined, text?: string): boolean {
  if (ocrConfidence === undefined || result.documentType !== 'receipt') return false;
  const hasDate = result.extractedData.some((p) => p.key === 'receiptDate');
  if (result.totalCost === null || !hasDate || !result.shopName || ocrConfidence < 70) return true;
  return text !== undefined && !totalIsWitnessed(text, result.totalCost);
}

/** Lines without what stands before their first word: spaces and the strokes of a receipt's edge ("|   CASH : 63.60"). */
export function flushLeft(text: string): string {
  return text.replace(/^[ \t|]+/gm, '');
}

/**
 * The caller's type, else the file name's, else the page's (phrases, learned model and layout; see type-decision.ts).
 * `layoutText`: the page's lines as its words' positions give them (an OCR's own order may put a page's foot mid-text).
 */
export function settleType(input: Pick<AnalyzeTextInput, 'documentType' | 'fileName' | 'text'>, layoutText?: string): TypeDecision {
  const given = (type: DocumentType): TypeDecision => ({ type, isUnsure: false, byPhrases: type, byModel: null, alternative: null });
  if (input.documentType && input.documentType !== 'other' && documentTypes.includes(input.documentType)) return given(input.documentType);
  const byName = guessTypeFromFileName(input.fileName);
  return byName !== 'other' ? given(byName) : decideType(input.text, layoutText);
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
  // A dollar's sign OCR read as an S ("HKS") would leave the page's currency, and with it the order of its dates, unknown.
  if (input.ocrConfidence !== undefined) input = { ...input, text: currencySignsInText(input.text) };
  const currency = dominantCurrency(input.text);
  const dayFirst = decideDayFirst(input.text, language, currency);
  const doc = prepareText(input.text, dayFirst, input.words, input.ocrConfidence !== undefined);
  const decision = settleType(input, doc.text);
  const type = decision.type;
  const f: ExtractedFields = input.fieldsUnread
    ? { pairs: [], unread: true }
    : extractFields(doc, type, input.words?.length ? prepareText(input.text, dayFirst, null, doc.ocr) : doc, { vehicleYear: input.vehicle?.year });
  // A till's name Tesseract cut in two lines of one row: the row's words before it belong to it.
  if (type === 'receipt' && input.ocrConfidence !== undefined && f.shopName) f.shopName = nameWithItsRow(f.shopName, doc.lines);
  if (input.blockText && type === 'receipt' && !f.unread) {
    // A block reading indents its lines as printed (a centred head, a right-aligned cash line): the line readers want them flush.
    const blockText = flushLeft(input.blockText);
    const blockCurrency = dominantCurrency(blockText);
    const block = extractFields(prepareText(blockText, decideDayFirst(blockText, language, blockCurrency), null, true), type);
    // The block reading's total wins unless the two readings together back the first one better.
    f.totalCost = totalOfReadings(
      { value: f.totalCost ?? null, votes: f.totalVotes ?? 0, candidates: f.totalCandidates },
      { value: block.totalCost ?? null, votes: block.totalVotes ?? 0, candidates: block.totalCandidates },
    );
    f.documentDate = block.documentDate ?? f.documentDate;
    f.shopName ??= block.shopName;
    if (f.shopName) f.shopName = shopNameOf(mergeNameReadings(f.shopName, input.words, input.blockWords)) ?? f.shopName;
  }
  // A till's date OCR lost a separator of ("2703/2018"), where neither reading found a date whole.
  if (type === 'receipt' && input.ocrConfidence !== undefined && !f.unread && !f.documentDate) {
    f.documentDate =
      dateWithLostSeparator(doc.text, dayFirst) ?? (input.blockText ? dateWithLostSeparator(flushLeft(input.blockText), dayFirst) : null) ?? undefined;
    if (f.documentDate) f.documentDateKey = 'receiptDate';
  }
  // A year read from a faded 8 ("2016" for 2018), where the page or the other reading gives the same day with the 8.
  if (type === 'receipt' && input.ocrConfidence !== undefined && f.documentDate)
    f.documentDate = yearOfFadedEight(f.documentDate, [doc.text, ...(input.blockText ? [flushLeft(input.blockText)] : [])], dayFirst);
  // The name's first letters as its line read alone read them, where the page's reading lost them at the line's edge.
  if (type === 'receipt' && input.headWords && f.shopName) f.shopName = nameWithItsFirstLetters(f.shopName, input.words, input.headWords);
  // OCR's known misreadings of a till's trade words and place names ("99 SPEED HART", "(JOHGR)").
  if (type === 'receipt' && input.ocrConfidence !== undefined && f.shopName) f.shopName = mendTradeWords(f.shopName);
  // The name as the slip repeats it in its web or e-mail address or its closing thanks ("RING'S" under "www.kings.com.my").
  if (type === 'receipt' && input.ocrConfidence !== undefined && f.shopName) f.shopName = nameFromItsEcho(f.shopName, doc.text, input.words);
  // A name with a word OCR was unsure of (in the first reading, where the name is read; no other reading was surer of
  // it, or the word would have been taken from there): the user is asked to check its spelling.
  if (type === 'receipt' && f.shopName && nameIsUnsure(f.shopName, input.words)) f.unsureName = true;

  // What the document sets for later (decision 015), after its own date and reading. An other
  // document's date is only its first date, which may be the very date it sets ("HU gültig bis …").
  const ownDate = f.serviceDate ?? f.saleDate ?? (type === 'other' ? null : f.documentDate);
  const due = f.unread ? NO_DUE_FIELDS : extractDueFields(doc, type, { documentDate: ownDate, reading: f.serviceMileage });

  const pairs: ExtractedPair[] = [];
  // SPEC §5 takes the first pair whose key speaks of a date as the document date: it goes first.
  if (f.documentDate) pairs.push({ key: f.documentDateKey ?? 'date', value: f.documentDate });
  if (f.vin) pairs.push({ key: 'vin', value: f.vin });
  pairs.push(...f.pairs);
  if (currency) pairs.push({ key: 'currency', value: currency });
  if (f.tax != null) pairs.push({ key: 'tax', value: f.tax.toFixed(2) });
  pairs.push({ key: 'language', value: language });

  const typeDoubt = decision.isUnsure ? { alternative: decision.alternative } : undefined;
  const judgeInput = { type, typeDoubt, fields: f, ocrConfidence: input.ocrConfidence, textLength: input.text.trim().length, vehicle: input.vehicle, today };
  const reply = input.language === 'de' ? 'de' : 'en';
  const issues = findIssues(judgeInput, reply);
  for (const issue of issues) pairs.push({ key: ISSUE_KEY, value: issue });
  const { confidence, extractionQuality } = judge(judgeInput, issues);
  const { title, summary } = describe(type, f, currency, reply, input.vehicle?.odometerUnit);

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
    ...due,
  };
}
