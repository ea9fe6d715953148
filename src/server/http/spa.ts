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
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
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
    return sendIndex(reply);
  });
}
