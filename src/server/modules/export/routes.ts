import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { archiveLimits } from '../../../shared/export/archive-rules';
import { importSummarySchema } from '../../../shared/export/export-api';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { importArchive } from './import-archive';
import { exportFileName, writeExport } from './write-export';
import type { ExportScope } from './table-exporters';
import { archiveError } from '../../lib/archive-errors';

const tags = ['export'];

/** Sends the archive as it is written: the answer starts at once and memory stays flat. */
function sendExport(request: FastifyRequest, reply: FastifyReply, scope: ExportScope) {
  const body = new PassThrough();
  writeExport(request.server.db, request.server.storage, scope, body).catch((error: unknown) => {
    // The status line has gone: the download breaks off instead of ending as a complete archive.
    request.log.error({ err: error }, 'export failed');
  });
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exportFileName(scope)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/export',
    { schema: { tags, summary: 'Everything of the signed-in user as a ZIP (records as NDJSON, files, manifest)' } },
    async (request, reply) => {
      const me = await requireUser(request);
      return sendExport(request, reply, { userId: me.id });
    },
  );

  app.get(
    '/api/vehicles/:id/export',
    { schema: { tags, summary: 'One vehicle and everything of it as a ZIP', params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const { me, vehicle } = await authorizeVehicle(request, 'export', request.params.id);
      return sendExport(request, reply, { userId: me.id, vehicleId: vehicle.id });
    },
  );

  app.post(
    '/api/import',
    { schema: { tags, summary: 'Imports a Patina export ZIP (multipart field "archive"): all or nothing', response: { 200: importSummarySchema } } },
    async (request) => {
      const me = await requireUser(request);
      if (!request.isMultipart())
        throw AppError.badRequest('Send the archive as multipart/form-data in the field "archive".', [{ path: 'archive', message: 'is required' }]);
      const part = await request.file({ limits: { fileSize: archiveLimits.maxTotalBytes, files: 1 } });
      if (!part || part.fieldname !== 'archive')
        throw AppError.badRequest('Send the archive in the field "archive".', [{ path: 'archive', message: 'is required' }]);
      // On disk, not in memory: the reader needs the central directory at the end of the file.
      const dir = path.join(app.config.dataDir, 'tmp');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `import-${crypto.randomUUID()}.zip`);
      try {
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw archiveError('archive_too_large');
        return await importArchive(app.db, app.storage, me.id, file);
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
  );
};
