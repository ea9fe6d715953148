/**
 * The words of the dictionary Tesseract reads a language with (the traineddata the OCR pool loads,
 * @tesseract.js-data/<code>, 4.0.0_best_int), for the scripts that derive OCR mending from it (umlaut-words.ts,
 * rn-words.ts): no list of our own. Needs Tesseract's command-line tools `combine_tessdata` and `dawg2wordlist`
 * (Debian: tesseract-ocr).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);

export function tesseractDictionary(code: 'eng' | 'deu'): string[] {
  const source = path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${code}-words-`));
  try {
    fs.writeFileSync(path.join(dir, `${code}.traineddata`), zlib.gunzipSync(fs.readFileSync(source)));
    execFileSync('combine_tessdata', ['-u', `${code}.traineddata`, `${code}.`], { cwd: dir, stdio: 'ignore' });
    execFileSync('dawg2wordlist', [`${code}.lstm-unicharset`, `${code}.lstm-word-dawg`, `${code}.words`], { cwd: dir, stdio: 'ignore' });
    return fs
      .readFileSync(path.join(dir, `${code}.words`), 'utf8')
      .split('\n')
      .filter(Boolean);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
