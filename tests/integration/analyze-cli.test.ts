import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

describe('npm run analyze', () => {
  it('reads and analyses files through the intake’s reader, one JSON line each, a missing file as an error', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/analyze.ts', '--json', 'tests/fixtures/documents/doc_002.pdf', 'nowhere.pdf'],
      {
        cwd: root,
        env: { ...process.env, OCR_WORKERS: '1' },
      },
    );
    const [invoice, missing] = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(invoice).toMatchObject({ file: 'tests/fixtures/documents/doc_002.pdf', documentType: 'service', shopName: expect.any(String) });
    expect(invoice.totalCost).toBeGreaterThan(0);
    expect(missing).toEqual({ file: 'nowhere.pdf', error: 'File not found.' });
  }, 120_000);
});
