import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/app-error';
import { tokenMatches } from './operator-token';
import { writeBackup } from './write-backup';

/** The operator's backup of a running instance (see operator-token.ts): the token is the permission. */
export const operatorRoutes: FastifyPluginAsync<{ token: string }> = async (app, opts) => {
  app.post(
    '/api/operator/backup',
    { schema: { tags: ['operator'], summary: 'The whole instance as one archive (for `npm run backup`)', hide: true } },
    async (request, reply) => {
      if (!tokenMatches(opts.token, request.headers.authorization)) throw AppError.unauthorized('The operator token is missing or wrong.');
      const body = new PassThrough();
      writeBackup(app.db, app.storage, body, { dataDir: app.config.dataDir }).catch((error: unknown) => request.log.error({ err: error }, 'backup failed'));
      return reply.header('content-type', 'application/zip').header('cache-control', 'no-store').send(body);
    },
  );
};
