import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-start-up-line-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the console of a running server', () => {
  it('names the address to open and the data directory, and logs no line per request at the default level', async () => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      const out = server.output();
      expect(out).toContain(`Patina is running — open ${server.url} — database ${dataDir}/db, files ${dataDir}/storage`);
      expect(out).not.toMatch(/incoming request|request completed/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('keeps the request lines available with LOG_LEVEL=debug', async () => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    try {
      await fetch(`${server.url}/api/health`);
      await new Promise((r) => setTimeout(r, 200));
      expect(server.output()).toMatch(/request completed/);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
