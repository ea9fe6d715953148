/**
 * `npx tsx scripts/show-lines.ts <file.pdf|image>`: the lines the extraction reads (rows of
 * positioned cells, three spaces between cells) and the analysis result, to see why a field was missed.
 * OCR_CACHE=/tmp/dir reads images through the cache bench-analyze fills.
 */
import fs from 'node:fs';
import { analyzeText } from '../src/shared/analysis/analyze-text';
import { prepareText } from '../src/shared/analysis/text-values';
import { readDocumentText } from '../src/server/analysis/analyze-document';
import { createOcrPool } from '../src/server/analysis/ocr-pool';
import { cachedOcrPool } from './cached-ocr-pool';

const pool = cachedOcrPool(createOcrPool({ size: 1 }), process.env.OCR_CACHE);
for (const file of process.argv.slice(2)) {
  const text = await readDocumentText(fs.readFileSync(file), pool);
  const doc = prepareText(text.text, true, text.words);
  console.log(`== ${file}\n${doc.lines.map((l, i) => `${String(i).padStart(3)} ${l}`).join('\n')}`);
  const { title, summary, ...result } = analyzeText({ text: text.text, words: text.words, fileName: file });
  console.log(JSON.stringify({ ...result, title }, null, 1).slice(0, 3000));
}
await pool.close();
