import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentDate, type AnalysisResult } from '../../src/shared/analysis/analysis-result';
import { analyzeDocument } from '../../src/server/analysis/analyze-document';
import { createOcrPool } from '../../src/server/analysis/ocr-pool';

/**
 * The pipeline on the fixture documents, field by field against truth.json. Every text PDF runs;
 * OCR is slow on a shared machine, so only a few scans and receipts run here (the benchmark,
 * `npm run bench:analyze`, covers them all).
 */
const root = path.resolve(import.meta.dirname, '..', 'fixtures');
type Truth = Record<string, unknown> & { file: string; kind: string };
const load = (dir: string) => (JSON.parse(fs.readFileSync(path.join(root, dir, 'truth.json'), 'utf8')) as Truth[]).map((t) => ({ ...t, dir }));
const documents = load('documents');
const receipts = load('receipts-real');

const pool = createOcrPool({ size: 1 });
afterAll(() => pool.close());

async function check(t: Truth & { dir: string }, fields?: string[]) {
  const result: AnalysisResult = await analyzeDocument({ fileName: t.file, file: fs.readFileSync(path.join(root, t.dir, t.file)) }, { ocr: pool });
  for (const [field, want] of Object.entries(t)) {
    if (['file', 'kind', 'language', 'dir'].includes(field) || (fields && !fields.includes(field))) continue;
    const got = field === 'date' ? documentDate(result) : (result as Record<string, unknown>)[field];
    if (typeof want === 'number') expect(got, `${t.file} ${field}`).toBeCloseTo(want, 2);
    else expect(got, `${t.file} ${field}`).toEqual(want);
  }
  return result;
}

describe('text PDFs', () => {
  it.each(documents.filter((t) => t.kind === 'text-pdf').map((t) => [t.file, t] as const))('%s', async (_name, t) => {
    const result = await check(t);
    expect(result.confidence).toBe('High');
  });
});

describe('scans (OCR)', () => {
  it.each([documents.find((t) => t.file === 'doc_002_scan.jpg')!, documents.find((t) => t.file === 'doc_003_scan.jpg')!].map((t) => [t.file, t] as const))(
    '%s',
    async (_name, t) => {
      await check(t, [
        'documentType',
        'serviceDate',
        'shopName',
        'serviceMileage',
        'laborCost',
        'partsCost',
        'totalCost',
        'policyNumber',
        'premium',
        'effectiveStart',
        'effectiveEnd',
        'deductible',
      ]);
    },
    120_000,
  );
});

describe('real receipts (OCR)', () => {
  it.each([receipts[0], receipts[3]].map((t) => [t.file, t] as const))(
    '%s',
    async (_name, t) => {
      await check(t, ['documentType', 'totalCost', 'date']);
    },
    120_000,
  );
});
