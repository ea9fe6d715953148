import type { AnalysisResult } from '../../shared/analysis/analysis-result';
import type { VehicleFacts } from '../../shared/analysis/judge';
import type { DocumentType } from '../../shared/documents/document-types';
import { analyzeDocument, readDocumentText, type AnalyzeDeps, type DocumentText } from '../analysis/analyze-document';
import { AnalysisInputError } from '../analysis/input-error';
import { AppError } from '../http/app-error';

export interface ReadAndAnalyzed {
  analysis: AnalysisResult;
  /** What the reader (pdf.js text, or OCR) read: kept with the document for full-text search. */
  text: DocumentText;
}

/**
 * The file read once — one PDF reader call, or OCR — and that reading analysed. The API's intake
 * and the command line both come through here, so they analyse the same text.
 */
export async function readAndAnalyze(
  input: { body: Buffer; fileName: string; documentType?: DocumentType; vehicle?: VehicleFacts | null; language?: 'en' | 'de' },
  deps: AnalyzeDeps,
): Promise<ReadAndAnalyzed> {
  const text = await readDocumentText(input.body, deps.ocr);
  const analysis = await analyzeDocument(
    { fileName: input.fileName, text, documentType: input.documentType, vehicle: input.vehicle, language: input.language },
    deps,
  );
  return { analysis, text };
}

/** The text worth keeping for search: trimmed, NULs removed (PostgreSQL text cannot hold them), bounded. */
export function searchableText(text: DocumentText | null | undefined): string | null {
  const clean = text?.text.replace(/\u0000/g, '').trim();
  return clean ? clean.slice(0, 2_000_000) : null;
}

/** A file the reader refuses, as the API's one error type: a clear reason, never a 500. */
export function asAppError(error: unknown, path = 'file'): unknown {
  if (!(error instanceof AnalysisInputError)) return error;
  const status = error.code === 'image_too_large' ? 413 : error.code === 'unsupported_file' ? 415 : error.code === 'ocr_failed' ? 422 : 400;
  return new AppError(error.code, { status, message: error.message, issues: [{ path, message: error.message }] });
}
