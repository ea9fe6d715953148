// Bundles the server into dist/server/main.mjs (dependencies stay in node_modules), so that
// `npm start` runs plain JavaScript and starts fast. Migrations and the database thread's
// script are copied beside it. An argument names another directory (the tests build one of their
// own, so that a test run never replaces the dist/ that `npm start` or e2e may be using).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/server');
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Modules imported on demand (the dossier's PDF writer) become chunks beside main.mjs, their
  // packages imported with them: one bundle would import every package at start (decision 024).
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// The database thread's script, found beside the bundle (db/pglite-thread.ts).
fs.cpSync(path.join(root, 'src/server/db/pglite-worker.mjs'), path.join(out, 'pglite-worker.mjs'));
