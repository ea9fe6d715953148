import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Vitest's global set-up: the server bundled once (what `npm start` runs) into a directory of this
 * run (dist/test-server-*, so the dist/server of `npm start` and e2e is left alone), named in PATINA_TEST_SERVER_ENTRY for startServer. Each test that starts a real server
 * process then loads plain JavaScript instead of compiling the TypeScript again: on a loaded
 * 2-core host that compile took 17–19 s of every start, and the crash tests start the server 16 times.
 */
export default function setup() {
  // Two levels below the root, as dist/server is: the bundle finds package.json, dist/client and
  // node_modules from where it lies.
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  const out = fs.mkdtempSync(path.join(root, 'dist', 'test-server-'));
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), out], { cwd: root, stdio: 'inherit' });
  process.env.PATINA_TEST_SERVER_ENTRY = path.join(out, 'main.mjs');
  return () => fs.rmSync(out, { recursive: true, force: true });
}
