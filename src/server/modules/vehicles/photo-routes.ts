import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleSchema } from '../../../shared/vehicles/vehicle-schema';
import { authorizeVehicle } from '../../access/authorize';
import { AppError } from '../../http/app-error';
import { multipartParts, readFilePart } from '../../intake/read-multipart';
import { addPhoto, arrangePhotos, readPhoto, removePhoto } from './photo-service';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from './process-photo';
import { getVehicle } from './service';

const tags = ['vehicles'];
const photoParts = { throwFileSizeLimit: false, limits: { fileSize: MAX_PHOTO_BYTES, files: 20 } } as Parameters<FastifyRequest['parts']>[0];
const vehicleParams = z.object({ id: z.string().min(1).max(64) });
const photoParams = vehicleParams.extend({ photoId: z.string().min(1).max(64) });

export const vehiclePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicles/:id/photos',
    { schema: { tags, params: vehicleParams, consumes: ['multipart/form-data'], response: { 201: vehicleSchema } } },
    async (request, reply) => {
      const { me } = await authorizeVehicle(request, 'write', request.params.id);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', { status: 415, message: 'Send the photos as multipart/form-data.' });
      // All the photos of one request are kept, or none: a refused file rolls back those before it.
      const added: string[] = [];
      try {
        // The parser's own limit cuts a file one byte over 5 MB; whether it then throws or only
        // marks the stream truncated depends on how the bytes arrived, so both are looked at.
        for await (const part of multipartParts(request, photoParts)) {
          if (part.type !== 'file') continue;
          const field = `body.${part.fieldname}`;
          const { body, truncated } = await readFilePart(part);
          if (truncated || body.length > MAX_PHOTO_BYTES) {
            throw new AppError('payload_too_large', { status: 413, message: PHOTO_TOO_LARGE, issues: [{ path: field, message: PHOTO_TOO_LARGE }] });
          }
          const photo = await addPhoto(app.db, app.storage, me.id, request.params.id, body).catch((error: unknown) => {
            if (error instanceof AppError && !error.issues) {
              throw new AppError(error.code, { status: error.status, message: error.message, issues: [{ path: field, message: error.message }] });
            }
            throw error;
          });
          added.push(photo.id);
        }
      } catch (error) {
        for (const id of added) await removePhoto(app.db, app.storage, me.id, request.params.id, id, { rollback: true }).catch(() => undefined);
        throw error;
      }
      if (added.length === 0) throw AppError.badRequest('Invalid input: body.photo', [{ path: 'body.photo', message: 'is required' }]);
      return reply.status(201).send(await getVehicle(app.db, me.id, request.params.id));
    },
  );

  app.patch(
    '/api/vehicles/:id/photos',
    {
      schema: {
        tags,
        params: vehicleParams,
        body: z.object({ order: z.array(z.string()).max(200), coverId: z.string().optional() }),
        response: { 200: vehicleSchema },
      },
    },
    async (request) => {
      const { me } = await authorizeVehicle(request, 'write', request.params.id);
      await arrangePhotos(app.db, me.id, request.params.id, request.body.order, request.body.coverId);
      return getVehicle(app.db, me.id, request.params.id);
    },
  );

  app.delete('/api/vehicles/:id/photos/:photoId', { schema: { tags, params: photoParams } }, async (request, reply) => {
    const { me } = await authorizeVehicle(request, 'write', request.params.id);
    await removePhoto(app.db, app.storage, me.id, request.params.id, request.params.photoId);
    return reply.status(204).send();
  });

  app.get(
    '/api/vehicles/:id/photos/:photoId/:variant',
    { schema: { tags, params: photoParams.extend({ variant: z.enum(['thumb', 'display', 'original']) }) } },
    async (request, reply) => {
      const { me } = await authorizeVehicle(request, 'read', request.params.id);
      const { stream, mime } = await readPhoto(app.db, app.storage, me.id, request.params.id, request.params.photoId, request.params.variant);
      // Photo files never change under a key, so the browser may keep them.
      return reply.type(mime).header('cache-control', 'private, max-age=86400, immutable').send(stream);
    },
  );
};
