import fs from 'node:fs';
import { analyzeDocument } from '../src/server/analysis/analyze-document';
const f = process.argv[2];
const r = await analyzeDocument({ fileName: f.split('/').pop()!, file: fs.readFileSync(f) }, { ocr: null as never, log: { warn() {} } } as never);
const keys = process.argv.slice(3);
console.log(JSON.stringify(Object.fromEntries(keys.map((k) => [k, (r as never)[k]]))));
