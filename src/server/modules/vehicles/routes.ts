import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellVehicleSchema, vehicleInputSchema, vehicleListQuerySchema, vehicleSchema, vehicleUpdateSchema } from '../../../shared/vehicles/vehicle-schema';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { cachedAnswer } from '../../cache/content-cache';
import { sendPreparedJson } from '../../http/prepared-json';
import { listVehicles } from './list-vehicles';
import { createVehicle, deleteVehicle, getVehicle, sellVehicle, updateVehicle } from './service';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['vehicles'];

export const vehicleRoutes: FastifyPluginAsyncZod<{ removeFiles: (keys: string[]) => Promise<void> }> = async (app, opts) => {
  app.get(
    '/api/vehicles',
    { schema: { tags, querystring: vehicleListQuerySchema, response: { 200: z.object({ vehicles: z.array(vehicleSchema) }) } } },
    async (request, reply) => {
      const me = await requireUser(request);
      // Kept while the user's vehicles are unchanged, and sent as the database built it. The garage
      // is kept at once; a search word only once it is asked again.
      const build = () => listVehicles(app.db, me.id, request.query);
      const body = await cachedAnswer(app.db, 'vehicles', me.id, request.query, build, request.query.q ? 'on-repeat' : 'always');
      return sendPreparedJson(request, reply, body);
    },
  );

  app.post('/api/vehicles', { schema: { tags, body: vehicleInputSchema, response: { 201: vehicleSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await createVehicle(app.db, me, request.body));
  });

  app.get('/api/vehicles/:id', { schema: { tags, params, response: { 200: vehicleSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'read', request.params.id);
    return getVehicle(app.db, me.id, request.params.id);
  });

  app.patch('/api/vehicles/:id', { schema: { tags, params, body: vehicleUpdateSchema, response: { 200: vehicleSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'write', request.params.id);
    return updateVehicle(app.db, me.id, request.params.id, request.body);
  });

  app.delete('/api/vehicles/:id', { schema: { tags, params } }, async (request, reply) => {
    const { me } = await authorizeVehicle(request, 'delete', request.params.id);
    const keys = await deleteVehicle(app.db, me.id, request.params.id);
    await opts.removeFiles(keys);
    return reply.status(204).send();
  });

  app.post('/api/vehicles/:id/sell', { schema: { tags, params, body: sellVehicleSchema, response: { 200: vehicleSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'manage', request.params.id);
    return sellVehicle(app.db, me.id, request.params.id, request.body);
  });
};
