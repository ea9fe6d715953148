/**
 * `npx tsx scripts/rn-words.ts`: writes src/server/analysis/rn-words.json, the English words with an "rn" that OCR reads
 * as "m" ("hamesses" for "harnesses", "altemator" for "alternator"), from the dictionary Tesseract itself reads English
 * with (the eng.traineddata the OCR pool loads, @tesseract.js-data/eng): no list of our own, no wording from a document.
 * Needs Tesseract's command-line tools `combine_tessdata` and `dawg2wordlist` (Debian: tesseract-ocr); the app only reads
 * the file written here, generated, never edited.
 *
 * `readings`: each reading (lowercased) with one "rn" read as "m" that is no word of the dictionary in any case, and the
 * word it reads; only words of six letters or more the dictionary holds in small letters (a common word, not a name:
 * "Hornig", "Alcorn"), and only readings of one such word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tesseractDictionary } from './tesseract-dictionary';

const all = tesseractDictionary('eng');
const known = new Set(all.map((w) => w.toLowerCase()));
const words = new Map<string, Set<string>>();
for (const w of all) {
  if (!/^[a-z]{6,}$/.test(w) || !w.includes('rn')) continue;
  for (let i = w.indexOf('rn'); i >= 0; i = w.indexOf('rn', i + 1)) {
    const reading = w.slice(0, i) + 'm' + w.slice(i + 2);
    if (!known.has(reading)) words.set(reading, (words.get(reading) ?? new Set()).add(w));
  }
}
const readings = Object.fromEntries(
  [...words]
    .filter(([, ws]) => ws.size === 1)
    .map(([reading, ws]) => [reading, [...ws][0]])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
const out = path.resolve(import.meta.dirname, '..', 'src', 'server', 'analysis', 'rn-words.json');
fs.writeFileSync(out, JSON.stringify({ source: 'tesseract eng.traineddata 4.0.0_best_int, lstm-word-dawg', readings }) + '\n');
console.log(`${Object.keys(readings).length} readings of English words with "rn" read as "m" -> ${path.relative(process.cwd(), out)}`);
