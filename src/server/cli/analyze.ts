/**
 * `npm run analyze -- [--json] FILE...`: the same reading and analysis as the API's intake, on files on disk.
 * With --json, one JSON line per file: {"file", "documentType", "date", <every answer field>},
 * or {"file", "error"} for a file that cannot be read (the others still run).
 */
import fs from 'node:fs/promises';
import { documentDate, detectedIssues, type AnalysisResult } from '../../shared/analysis/analysis-result';
import { createAnalysisDeps } from '../analysis/analysis-deps';
import { loadConfig } from '../config';
import { readAndAnalyze } from '../intake/read-and-analyze';

type Outcome = { file: string; result?: AnalysisResult; error?: string };

function readable({ file, result, error }: Outcome): string {
  if (!result) return `${file}\n  error: ${error}\n`;
  const lines = [`${file}`, `  ${result.title}`, `  type: ${result.documentType} (${result.documentCategory}), date: ${documentDate(result)}`];
  lines.push(`  confidence: ${result.confidence}, extraction quality: ${result.extractionQuality}`);
  for (const [key, value] of Object.entries(result)) {
    if (['title', 'summary', 'documentType', 'documentCategory', 'confidence', 'extractionQuality', 'extractedData'].includes(key)) continue;
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    lines.push(`  ${key}: ${Array.isArray(value) ? value.join('; ') : value}`);
  }
  const pairs = result.extractedData.filter((p) => p.key !== 'issue');
  if (pairs.length) lines.push(`  extracted: ${pairs.map((p) => `${p.key}=${p.value}`).join(', ')}`);
  for (const issue of detectedIssues(result)) lines.push(`  ⚠ ${issue}`);
  lines.push(`  ${result.summary}`);
  return `${lines.join('\n')}\n`;
}

async function main(argv: string[]) {
  const json = argv.includes('--json');
  const files = argv.filter((a) => a !== '--json' && a !== '--');
  if (!files.length) {
    process.stderr.write('usage: npm run analyze -- [--json] FILE...\n');
    return 2;
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const warn = (obj: unknown, msg?: string) => process.stderr.write(`warning: ${msg ?? ''} ${obj instanceof Error ? obj.message : ''}\n`);
  const analysis = createAnalysisDeps(config, { warn });
  const analyze = async (file: string): Promise<Outcome> => {
    try {
      const buffer = await fs.readFile(file);
      const name = file.split(/[\\/]/).pop() ?? file;
      return { file, result: (await readAndAnalyze({ body: buffer, fileName: name }, analysis.deps)).analysis };
    } catch (error) {
      const code = (error as { code?: string }).code;
      const message =
        code === 'ENOENT' ? 'File not found.' : code === 'EISDIR' ? 'This is a folder, not a file.' : error instanceof Error ? error.message : String(error);
      return { file, error: message };
    }
  };
  // A small window of files in flight keeps the OCR pool busy without loading every file at once.
  const window = analysis.deps.ocr.size + 1;
  const pending: Promise<Outcome>[] = [];
  let next = 0;
  let failures = 0;
  const fill = () => {
    while (next < files.length && pending.length < window) pending.push(analyze(files[next++]));
  };
  fill();
  while (pending.length) {
    const outcome = await pending.shift()!;
    fill();
    if (outcome.error) failures++;
    if (json) {
      let line: Record<string, unknown> = { file: outcome.file, error: outcome.error };
      if (outcome.result) {
        const { documentType, ...fields } = outcome.result;
        line = { file: outcome.file, documentType, date: documentDate(outcome.result), ...fields };
      }
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } else process.stdout.write(readable(outcome));
  }
  await analysis.close();
  return failures === files.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
