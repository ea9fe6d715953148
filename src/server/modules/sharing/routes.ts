import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdShareSchema,
  createShareSchema,
  sharedVehicleSchema,
  sharedWithMeSchema,
  shareSchema,
  updateShareSchema,
} from '../../../shared/sharing/share-api';
import { extensionOf } from '../../../shared/documents/upload-rules';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { linkSecret } from '../../storage/link-secret';
import { verifyShareFileLink } from './share-file-link';
import { createShare, listShares, recordView, requireLiveShare, revokeShare, shareForGrantee, shareForToken, sharedWithMe, updateShare } from './share-service';
import { sharedView } from './shared-view';

const tags = ['sharing'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const MIME: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = linkSecret(app.config);

  app.post(
    '/api/vehicles/:id/shares',
    {
      schema: {
        tags,
        summary: 'Share the vehicle: a link (token shown once) or a person by e-mail',
        params: idParams,
        body: createShareSchema,
        response: { 201: createdShareSchema },
      },
    },
    async (request, reply) => {
      const { me, vehicle } = await authorizeVehicle(request, 'manage', request.params.id);
      return reply.status(201).send(await createShare(app.db, app.mailer, me, vehicle, request.body));
    },
  );

  app.get('/api/vehicles/:id/shares', { schema: { tags, params: idParams, response: { 200: z.array(shareSchema) } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'read', request.params.id);
    return listShares(app.db, me, request.params.id);
  });

  app.get('/api/shares', { schema: { tags, summary: 'Shared by me', response: { 200: z.array(shareSchema) } } }, async (request) =>
    listShares(app.db, await requireUser(request)),
  );

  app.patch(
    '/api/shares/:id',
    {
      schema: { tags, summary: 'Change what a share shows (its scopes and label)', params: idParams, body: updateShareSchema, response: { 200: shareSchema } },
    },
    async (request) => updateShare(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/shares/:id', { schema: { tags, summary: 'Revoke a share', params: idParams } }, async (request, reply) => {
    await revokeShare(app.db, await requireUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/shared-with-me', { schema: { tags, summary: 'Shared with me', response: { 200: sharedWithMeSchema } } }, async (request) =>
    sharedWithMe(app.db, await requireUser(request)),
  );

  app.get(
    '/api/shared-with-me/:id',
    { schema: { tags, summary: 'A vehicle shared with me, as its scopes allow', params: idParams, response: { 200: sharedVehicleSchema } } },
    async (request) => {
      const share = await shareForGrantee(app.db, await requireUser(request), request.params.id);
      await recordView(app.db, share.id);
      return sharedView(app.db, secret, share, 'grantee');
    },
  );

  app.get(
    '/api/shared/:token',
    {
      schema: {
        tags,
        summary: 'A vehicle through a share link (no session needed): 404 unknown, 410 expired or revoked',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: sharedVehicleSchema },
      },
    },
    async (request, reply) => {
      const share = await shareForToken(app.db, request.params.token);
      await recordView(app.db, share.id);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return sharedView(app.db, secret, share, 'link');
    },
  );

  app.get(
    '/api/shared-files/:shareId/*',
    {
      schema: {
        tags,
        summary: 'A file seen through a share: its own signed link, dead with the share',
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { shareId, '*': key } = request.params as { shareId: string; '*': string };
      const check = verifyShareFileLink(secret, shareId, key, request.query.expires, request.query.signature);
      if (check !== 'ok') throw new AppError('forbidden', { status: 403, message: check === 'expired' ? 'This link has expired.' : 'This link is not valid.' });
      await requireLiveShare(app.db, shareId);
      return reply
        .type(MIME[extensionOf(key)] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await app.storage.get(key));
    },
  );
};
