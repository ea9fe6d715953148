import type { Config } from '../config';
import type { AnalyzeDeps } from './analyze-document';
import { createOcrPool } from './ocr-pool';

type Log = { warn(obj: unknown, msg?: string): void };

/** The engine's long-lived parts from the configuration: the OCR pool and the optional LLM. */
export function createAnalysisDeps(
  config: Pick<Config, 'OCR_LANGS' | 'OCR_WORKERS' | 'ANALYSIS_LLM_URL' | 'ANALYSIS_LLM_MODEL' | 'ANALYSIS_LLM_API_KEY'>,
  log?: Log,
): { deps: AnalyzeDeps; close(): Promise<void> } {
  const ocr = createOcrPool({ langs: config.OCR_LANGS, size: config.OCR_WORKERS, log });
  const llm = config.ANALYSIS_LLM_URL ? { url: config.ANALYSIS_LLM_URL, model: config.ANALYSIS_LLM_MODEL, apiKey: config.ANALYSIS_LLM_API_KEY } : null;
  return { deps: { ocr, llm, log }, close: () => ocr.close() };
}
