import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Hashed assets are cached for a year; any other non-API GET answers
 * index.html so the client router can take over (history fallback).
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'SPA build not found; run `npm run build`');
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  // A story page asks for its session, story and cover photo before the app's code has loaded
  // (public/early-reads.js; a file, as the CSP allows no inline script). Only story pages carry
  // it, so no other page's start-up grows.
  const storyHead = [
    '<script async src="/early-reads.js"></script>',
    ...storyScreenCode(clientDir).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const storyHtml = Buffer.from(indexHtml.toString('utf8').replace('</head>', `${storyHead.join('')}</head>`));
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker and the manifest are asked for afresh each time, so updates show at once.
      const fresh = /[/\\](sw\.js|manifest\.webmanifest)$/.test(filePath);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : fresh ? 'no-cache' : 'public, max-age=300');
    },
  });
  const sendIndex = (reply: import('fastify').FastifyReply, html = indexHtml) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/*', (request, reply) => {
    const p = request.url.split('?')[0];
    if (p.startsWith('/api/') || p === '/api') {
      return reply.status(404).send({ code: 'not_found', message: `No such endpoint: ${request.method} ${p}` });
    }
    // A missing file with an extension (an old asset) is a real 404, not the app.
    if (path.extname(p) && p.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    // Build metadata such as .vite/manifest.json is not for browsers.
    if (p.split('/').some((seg) => seg.startsWith('.'))) return sendIndex(reply);
    const file = path.join(clientDir, path.normalize(decodeURIComponent(p)).replace(/^([/\\])+/, ''));
    if (file.startsWith(clientDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(clientDir, file));
    }
    return sendIndex(reply, STORY_PAGE.test(p) ? storyHtml : indexHtml);
  });
}

const STORY_PAGE = /^\/vehicle\/[^/]+\/stories\/[^/]+$/;

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The story screen's own chunks (and its Markdown renderer), from Vite's manifest: preloaded with
 * the page so they load beside the entry instead of after it. None when there is no manifest.
 */
function storyScreenCode(clientDir: string): string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const key of Object.keys(manifest)) if (/(^|\/)(routes\/story\.tsx|features\/stories\/components\/markdown-view\.tsx)$/.test(key)) add(key);
  return [...files];
}
