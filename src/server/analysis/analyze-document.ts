import type { DocumentType } from '../../shared/documents/document-types';
import { sniffType } from '../../shared/documents/upload-rules';
import type { AnalysisResult } from '../../shared/analysis/analysis-result';
import { analyzeText, wantsBlockReading, type AnalyzeTextInput } from '../../shared/analysis/analyze-text';
import { headLineToReread } from '../../shared/analysis/head-letters';
import type { VehicleFacts } from '../../shared/analysis/judge';
import type { Word } from '../../shared/analysis/layout';
import { withoutDoubledCapitals } from '../../shared/analysis/ocr-words';
import { AnalysisInputError } from './input-error';
import { askLlm, mergeWithLlm, type LlmOptions } from './llm';
import type { OcrPool } from './ocr-pool';
import { headLineImage } from './head-line';
import { addWritingLines } from './ocr-rules';
import { readPdf } from './pdf';
import { prepareImageForOcr, type OcrImage } from './prepare-image';
import { withoutRulings } from './rulings';
import { withLitres, withThinLetters } from './thin-letters';
import { withUmlauts } from './umlauts';
import { withUnreadInk } from './unread-ink';
import { tightWordBoxes } from './word-boxes';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp';

/** The file's real kind from its first bytes, whatever its name says (the one sniffer, shared with the upload check). */
export function sniffKind(buffer: Buffer): FileKind | null {
  return sniffType(buffer.subarray(0, 1024));
}

export interface AnalyzeDocumentInput {
  fileName: string;
  /** The original file (multipart upload, CLI). */
  file?: Buffer;
  /** The file's text, already read by `readDocumentText` (the intake keeps it for search). */
  text?: DocumentText;
  /** SPEC §7 call 9: a data URL of the file or of a PDF's rendered page 1. */
  documentImage?: string | null;
  /** SPEC §7 call 9: the PDF's text as the browser read it. */
  pdfText?: string | null;
  documentType?: DocumentType;
  vehicle?: VehicleFacts | null;
  /** The reader's language (the signed-in user's): titles, summaries and issues are written in it. */
  language?: 'en' | 'de';
}

export interface AnalyzeDeps {
  ocr: OcrPool;
  llm?: LlmOptions | null;
  log?: { warn(obj: unknown, msg?: string): void };
  today?: string;
}

export interface DocumentText {
  text: string;
  /** The words with their positions (a PDF's text items, OCR's word boxes); absent for text sent by the browser. */
  words?: Word[];
  ocrConfidence?: number;
  source: 'pdf-text' | 'ocr';
  pageCount?: number;
  /** The image as prepared for OCR, kept for a second reading. */
  ocrImage?: OcrImage;
}

const withTimeout = <T>(p: Promise<T>, ms: number, error: () => Error) =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(error()), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });

function decodeDataUrl(dataUrl: string): Buffer {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl.trim());
  if (!m) throw new AnalysisInputError('unsupported_file', 'documentImage must be a data URL.');
  return m[2] ? Buffer.from(m[3], 'base64') : Buffer.from(decodeURIComponent(m[3]), 'latin1');
}

async function ocrImage(image: Buffer, ocr: OcrPool): Promise<DocumentText> {
  const prepared = await prepareImageForOcr(image);
  // Tesseract reads a gridded table's cells once its rules are gone; the lines to write on are looked for among them.
  const unruled = withoutRulings(prepared);
  const first = await ocr.recognize(unruled);
  // A column Tesseract's layout dropped (a bill's amounts) is read again as a block of its own.
  const inked = { ...first, ...(await withUnreadInk(unruled, first, (crop) => ocr.recognize(crop, { layout: 'block' }))) };
  // Each word's box as tall as its letters: a rule's remnant or a speck Tesseract took in is no part of it (word-boxes.ts).
  const read = { ...inked, words: tightWordBoxes(unruled, inked.words) };
  const result = mendedWords(read);
  const { text, words } = addWritingLines(prepared, result);
  return { text, words, ocrConfidence: result.confidence, source: 'ocr', ocrImage: unruled };
}

/**
 * A German word's umlauts a blurred scan lost ("Bremsflussigkeit", "StraBe") put back from Tesseract's dictionary, and a
 * thin letter it lost or added ("Ölfiter") where one edit makes a German word of it (thin-letters.ts), and a capital read
 * twice in any language ("oOldtimerfreunde", ocr-words.ts), a litre's "l" read as "1" ("Gearbox oil 1 1"): every reading of
 * the page alike — the page's, the block's read again, a head line's read alone — so that no reading brings back a
 * word another one mended ("TUV" for "TÜV" in a head line read again).
 */
function mendedWords<T extends { text: string; words: Word[] }>(read: T, pageText = read.text): T {
  return withLitres(withThinLetters(withUmlauts(withoutDoubledCapitals(read), pageText), pageText));
}

/** The text of a file: a PDF's own text, else its page 1 through OCR; an image through OCR. */
export async function readDocumentText(file: Buffer, ocr: OcrPool): Promise<DocumentText> {
  if (file.length === 0) throw new AnalysisInputError('empty_file', 'The file is empty.');
  const kind = sniffKind(file);
  if (!kind) throw new AnalysisInputError('unsupported_file', 'The file is not a PDF or an image (JPEG, PNG, GIF, WebP).');
  if (kind !== 'pdf') return ocrImage(file, ocr);
  const pdf = await withTimeout(readPdf(file), 60_000, () => new AnalysisInputError('corrupt_pdf', 'The PDF could not be read in time.'));
  if (pdf.pageImage) {
    const scanned = await ocrImage(pdf.pageImage, ocr);
    return { ...scanned, pageCount: pdf.pageCount };
  }
  return { text: pdf.text, words: pdf.words, source: 'pdf-text', pageCount: pdf.pageCount };
}

/** The one analysis the API and the command line share. */
export async function analyzeDocument(input: AnalyzeDocumentInput, deps: AnalyzeDeps): Promise<AnalysisResult> {
  let text: DocumentText;
  if (input.text) text = input.text;
  else if (input.file) text = await readDocumentText(input.file, deps.ocr);
  else if (input.pdfText && input.pdfText.trim().length >= 50) text = { text: input.pdfText, source: 'pdf-text' };
  else if (input.documentImage) text = await readDocumentText(decodeDataUrl(input.documentImage), deps.ocr);
  else if (input.pdfText?.trim()) text = { text: input.pdfText, source: 'pdf-text' };
  else throw new AnalysisInputError('empty_file', 'Nothing to analyse: send the file, documentImage or pdfText.');

  const textInput = {
    text: text.text,
    words: text.words,
    fileName: input.fileName,
    documentType: input.documentType,
    ocrConfidence: text.ocrConfidence,
    vehicle: input.vehicle,
    today: deps.today,
    language: input.language,
  };
  let local = readSafely(textInput, deps);
  let reading: AnalyzeTextInput = textInput;
  if (text.ocrImage && !local.unread && wantsBlockReading(local.result, text.ocrConfidence, text.text)) {
    const block = mendedWords(await deps.ocr.recognize(text.ocrImage, { layout: 'block' }));
    reading = { ...reading, blockText: block.text, blockWords: block.words };
    local = readSafely(reading, deps);
  }
  // A till's name whose first word OCR was unsure of: its line read again alone, with paper around it (head-letters.ts).
  const head =
    text.ocrImage && !local.unread && local.result.documentType === 'receipt' && local.result.shopName
      ? headLineToReread(local.result.shopName, text.words)
      : null;
  if (head && text.ocrImage) {
    const alone = mendedWords(await deps.ocr.recognize(headLineImage(text.ocrImage, head), { layout: 'block' }), text.text);
    local = readSafely({ ...reading, headWords: alone.words }, deps);
  }
  return withLlm(local.result, text, input, deps);
}

/**
 * The local reading, which a fault of ours in one of its many rules must not turn into a failed upload: the fault is
 * logged and the document comes back with its type and title and an issue asking for the fields (analyze-text.ts).
 */
function readSafely(input: AnalyzeTextInput, deps: AnalyzeDeps): { result: AnalysisResult; unread: boolean } {
  try {
    return { result: analyzeText(input), unread: false };
  } catch (error) {
    deps.log?.warn({ err: error, fileName: input.fileName }, 'The reader failed on this document; its fields are left to the user');
    return { result: analyzeText({ ...input, fieldsUnread: true }), unread: true };
  }
}

async function withLlm(local: AnalysisResult, text: DocumentText, input: AnalyzeDocumentInput, deps: AnalyzeDeps): Promise<AnalysisResult> {
  if (!deps.llm) return local;
  try {
    const remote = await askLlm(deps.llm, { text: text.text, words: text.words, fileName: input.fileName, documentType: local.documentType });
    return mergeWithLlm(local, remote, input.language);
  } catch (error) {
    deps.log?.warn({ err: error }, 'LLM analysis failed; using the local result');
    return local;
  }
}
