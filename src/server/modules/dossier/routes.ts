import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dossierOptionsSchema, dossierSchema } from '../../../shared/dossier/dossier-api';
import { authorizeVehicle } from '../../access/authorize';
import { currentDossiers, openDossierFile, startDossier } from './dossier-service';

const tags = ['dossier'];
const id = z.string().min(1).max(64);
const params = z.object({ vehicleId: id });
const fileParams = z.object({ vehicleId: id, dossierId: id });

/**
 * The provenance dossier of a vehicle: start one (a job writes it), see how far it got, download
 * it. The owner's alone: a grantee reads the shared view, a stranger gets a 404.
 */
export const dossierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicles/:vehicleId/dossiers',
    { schema: { tags, params, body: dossierOptionsSchema, response: { 202: dossierSchema } } },
    async (request, reply) => {
      const { me, vehicle } = await authorizeVehicle(request, 'read', request.params.vehicleId);
      const dossier = await startDossier(app.db, (q, p, o) => app.jobs.enqueue(q, p, o), me.id, vehicle.id, request.body);
      return reply.status(202).send(dossier);
    },
  );

  app.get(
    '/api/vehicles/:vehicleId/dossier',
    { schema: { tags, params, response: { 200: z.object({ dossier: dossierSchema.nullable(), previous: dossierSchema.nullable() }) } } },
    async (request, reply) => {
      const { me, vehicle } = await authorizeVehicle(request, 'read', request.params.vehicleId);
      // Polled while a dossier is written: never from a cache.
      void reply.header('Cache-Control', 'no-store');
      return currentDossiers(app.db, me.id, vehicle.id);
    },
  );

  app.get('/api/vehicles/:vehicleId/dossiers/:dossierId/file', { schema: { tags, params: fileParams } }, async (request, reply) => {
    const { me, vehicle } = await authorizeVehicle(request, 'read', request.params.vehicleId);
    const file = await openDossierFile(app.db, app.storage, me.id, vehicle.id, request.params.dossierId);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`)
      .header('Cache-Control', 'private, no-store');
    if (file.size !== null) void reply.header('Content-Length', String(file.size));
    return reply.send(file.stream);
  });
};
