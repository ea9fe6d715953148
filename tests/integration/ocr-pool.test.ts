import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool, defaultPoolSize, linkLanguageFiles } from '../../src/server/analysis/ocr-pool';
import { prepareImageForOcr } from '../../src/server/analysis/prepare-image';

const scan = path.resolve(import.meta.dirname, '..', 'fixtures', 'documents', 'doc_007_scan.jpg');

describe('OCR pool', () => {
  const pool = createOcrPool({ size: 1 });
  afterAll(() => pool.close());

  it('sizes itself from the core count, at least one worker', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(4);
  });

  it('replaces a language link whose file is gone (a removed checkout of the same machine)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-tessdata-test-'));
    const link = path.join(dir, path.basename(scan));
    fs.symlinkSync(path.join(dir, 'gone', path.basename(scan)), link); // dangling
    linkLanguageFiles(dir, [scan]);
    expect(fs.realpathSync(link)).toBe(fs.realpathSync(scan));
    linkLanguageFiles(dir, [scan]); // a current link is kept
    expect(fs.readFileSync(link).equals(fs.readFileSync(scan))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reuses its worker and recovers when the worker dies', async () => {
    const image = await prepareImageForOcr(fs.readFileSync(scan));
    expect((await pool.recognize(image)).text).toMatch(/Title/i);
    const [worker] = await pool.workers();
    await worker.terminate();
    const again = await pool.recognize(image);
    expect(again.text).toMatch(/Title/i);
    expect(again.confidence).toBeGreaterThan(50);
  }, 120_000);

  it('reads one job as a single block and the next with auto layout again', async () => {
    const receipt = path.resolve(import.meta.dirname, '..', 'fixtures', 'receipts-real', 'receipt_007.jpg');
    const image = await prepareImageForOcr(fs.readFileSync(receipt));
    expect((await pool.recognize(image, { layout: 'block' })).text).toMatch(/TOTAL/i);
    const [worker] = await pool.workers();
    expect((await pool.recognize(await prepareImageForOcr(fs.readFileSync(scan)))).text).toMatch(/Title/i);
    // The same worker served both: switching layouts does not cost a new worker.
    expect((await pool.workers())[0]).toBe(worker);
  }, 120_000);

  it('refuses work once closed', async () => {
    const closed = createOcrPool({ size: 1 });
    await closed.close();
    await expect(closed.recognize({ data: new Uint8Array(1), width: 1, height: 1 })).rejects.toThrow(/closed/);
  });
});
