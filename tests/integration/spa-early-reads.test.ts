import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { registerSpa } from '../../src/server/http/spa';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-spa-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Patina</title></head><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(clientDir, '.vite'));
fs.writeFileSync(
  path.join(clientDir, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/entry.js', isEntry: true },
    'routes/story.tsx': { file: 'assets/story.js', imports: ['index.html', '_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'routes/garage.tsx': { file: 'assets/garage.js' },
  }),
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

it('gives only story pages the early-reads script and their code’s preloads; every other page gets the plain index.html', async () => {
  const app = Fastify();
  await registerSpa(app, clientDir);
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const story = await get('/vehicle/v1/stories/s1');
  expect(story).toContain('<script async src="/early-reads.js"></script>');
  // The story screen's own code loads beside the entry: its chunks, not the entry's or another screen's.
  expect(
    story
      .match(/modulepreload[^>]*href="([^"]+)"/g)
      ?.map((l) => /href="([^"]+)"/.exec(l)![1])
      .sort(),
  ).toEqual(['/assets/shared.js', '/assets/story.js']);
  for (const url of ['/', '/garage', '/vehicle/v1/stories', '/vehicle/v1/stories/s1/edit', '/vehicle/v1'])
    expect(await get(url)).not.toMatch(/early-reads|modulepreload/);
  await app.close();
});
