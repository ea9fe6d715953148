// `npm start`: build the SPA and the server bundle when missing or older than their sources,
// then run the server in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

function isStale(output, sourceDirs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sourceDirs.some((d) => newestMtime(path.join(root, d)) > built);
}

function run(args, what) {
  console.log(`Building ${what}…`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (isStale(path.join(root, 'dist/client/index.html'), ['src/client', 'src/shared'])) {
  run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], 'the web app');
}
if (isStale(path.join(root, 'dist/server/main.mjs'), ['src/server', 'src/shared'])) {
  run([path.join(root, 'scripts/build-server.mjs')], 'the server');
}
await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href);
