import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extensionOf } from '../../../shared/documents/upload-rules';
import { downloadName } from './download-name';
import { AppError } from '../../http/app-error';
import { linkSecret } from '../../storage/link-secret';
import { SIGNED_LINK_TTL_SECONDS, verifySignedLink } from '../../storage/signed-link';

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Stored files are read only through signed links (SPEC §7 call 5): the signature covers the
 * path and the expiry, so a link can neither be stretched in time nor bent to another file.
 * No session is needed: the link itself is the permission, as with the hosted storage it replaces.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = linkSecret(app.config);
  app.get(
    '/api/files/*',
    {
      schema: {
        tags: ['documents'],
        summary: 'Read a stored file through a signed link',
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional(), download: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const check = verifySignedLink(secret, key, request.query.expires, request.query.signature);
      if (check !== 'ok') {
        throw new AppError('forbidden', { status: 403, message: check === 'expired' ? 'This link has expired.' : 'This link is not valid.' });
      }
      const stream = await app.storage.get(key);
      const { download } = request.query;
      const disposition = download ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadName(download, key))}` : 'inline';
      return reply
        .type(MIME[extensionOf(key)] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${SIGNED_LINK_TTL_SECONDS}`)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
