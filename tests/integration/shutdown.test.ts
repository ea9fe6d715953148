import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-shutdown-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
// One data directory per case: a case that fails must not leave the next one a database in use.
function freshDir(name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// Node's fetch sends Sec-Fetch-Mode, so better-auth wants the Origin a browser would send.
const json = (body: unknown, origin: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes cleanly on %s and keeps everything for the next start',
    async (signal) => {
      const email = `keep-${signal.toLowerCase()}@example.com`;
      const dataDir = freshDir(signal);
      const first = await startServer({ DATA_DIR: dataDir });
      const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, json({ name: 'Keeper', email, password: 'a long enough password' }, first.url));
      expect(signUp.status).toBe(200);
      expect(await first.stop(signal)).toBe(0);

      const second = await startServer({ DATA_DIR: dataDir });
      try {
        const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, json({ email, password: 'a long enough password' }, second.url));
        expect(signIn.status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
      // Two cold starts and two clean stops: generous, since CI machines are shared.
    },
    300_000,
  );

  it('refuses to start with a bad configuration and lists what is wrong', () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const bundle = process.env.PATINA_TEST_SERVER_ENTRY;
    const r = spawnSync(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: 'abc', STORAGE_DRIVER: 'ftp', DATA_DIR: freshDir('bad-config') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('Invalid configuration');
    expect(r.stderr).toContain('PORT');
    expect(r.stderr).toContain('STORAGE_DRIVER');
  });
});
