import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../shared/history/history-dates';
import {
  comparisonQuerySchema,
  comparisonSchema,
  gradingInputSchema,
  timelineSchema,
  valueEntryInputSchema,
  valueHistorySchema,
} from '../../../shared/history/history-api';
import { requireUser } from '../../auth/require-user';
import { cachedAnswer, contentVersions } from '../../cache/content-cache';
import { PreparedJson, sendPreparedJson } from '../../http/prepared-json';
import type { VehicleAccess } from '../../access/policy';
import { requireHistoryReader, type HistoryVehicleRow } from './access';
import { registerBuiltInSources } from './built-in-sources';
import { buildComparison } from './comparison';
import { buildTimeline } from './build-timeline';
import { addGrading, deleteGrading, updateGrading } from './gradings';
import { addValueEntry, deleteValueEntry, updateValueEntry } from './value-entries';
import { scopedTimeline, scopedValueHistory } from './service';
import { buildValueHistory } from './value-history';

const id = z.string().min(1).max(64);
const params = z.object({ vehicleId: id });
const itemParams = z.object({ vehicleId: id, itemId: id });
const created = { 201: z.object({ id: z.string() }) };
const tags = ['history'];

/** Thrown inside a kept answer's build when the reader is not the owner: nothing is kept, and the reader's answer is built instead. */
class NotTheOwner extends Error {
  constructor(readonly access: VehicleAccess) {
    super('not the owner');
  }
}

/**
 * A vehicle's history: the timeline, the value history with its entries and condition gradings,
 * and the comparison with other vehicles of the garage. Every route asks the access policy
 * through access.ts.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBuiltInSources();

  /**
   * The timeline and the value history depend on the vehicle (its row, photos, values, gradings:
   * the vehicles version) and its documents (the documents version), and on the day (flags of
   * expiry): the owner's answer is kept while all three are unchanged. The access check runs
   * inside the build: a kept answer was built after it passed, and who owns a vehicle cannot
   * change without a new vehicles version. Someone the vehicle is shared with is answered
   * outside the kept answers (their versions do not follow the owner's changes), built each time
   * and cut to the share's scopes.
   */
  const answer = async (
    request: FastifyRequest,
    name: string,
    scope: 'timeline' | 'valueHistory',
    vehicleId: string,
    forOwner: (vehicle: HistoryVehicleRow, today: string) => Promise<object>,
    forReader: (access: VehicleAccess, today: string) => Promise<object>,
  ) => {
    const me = await requireUser(request);
    const today = todayIso();
    const { vehicles } = await contentVersions(app.db, me.id);
    try {
      return await cachedAnswer(app.db, 'documents', me.id, { name, vehicleId, vehicles, today }, async () => {
        const access = await requireHistoryReader(app.db, me, scope, vehicleId);
        if (access.role !== 'owner') throw new NotTheOwner(access);
        return JSON.stringify(await forOwner(access.vehicle, today));
      });
    } catch (error) {
      if (!(error instanceof NotTheOwner)) throw error;
      return new PreparedJson(JSON.stringify(await forReader(error.access, today)));
    }
  };

  app.get('/api/vehicles/:vehicleId/timeline', { schema: { tags, params, response: { 200: timelineSchema } } }, async (request, reply) => {
    const body = await answer(
      request,
      'timeline',
      'timeline',
      request.params.vehicleId,
      (vehicle, today) => buildTimeline(app.db, vehicle, today),
      (access, today) => scopedTimeline(app.db, access.vehicle, today, access.scopes),
    );
    return sendPreparedJson(request, reply, body);
  });

  app.get('/api/vehicles/:vehicleId/value-history', { schema: { tags, params, response: { 200: valueHistorySchema } } }, async (request, reply) => {
    const body = await answer(
      request,
      'value-history',
      'valueHistory',
      request.params.vehicleId,
      (vehicle, today) => buildValueHistory(app.db, vehicle, today),
      (access, today) => scopedValueHistory(app.db, access.vehicle, today, access.scopes),
    );
    return sendPreparedJson(request, reply, body);
  });

  app.post('/api/vehicles/:vehicleId/value-entries', { schema: { tags, params, body: valueEntryInputSchema, response: created } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await addValueEntry(app.db, me, request.params.vehicleId, request.body));
  });

  app.put('/api/vehicles/:vehicleId/value-entries/:itemId', { schema: { tags, params: itemParams, body: valueEntryInputSchema } }, async (request) => {
    const me = await requireUser(request);
    return updateValueEntry(app.db, me, request.params.vehicleId, request.params.itemId, request.body);
  });

  app.delete('/api/vehicles/:vehicleId/value-entries/:itemId', { schema: { tags, params: itemParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteValueEntry(app.db, me, request.params.vehicleId, request.params.itemId);
    return reply.status(204).send();
  });

  app.post('/api/vehicles/:vehicleId/gradings', { schema: { tags, params, body: gradingInputSchema, response: created } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await addGrading(app.db, me, request.params.vehicleId, request.body));
  });

  app.put('/api/vehicles/:vehicleId/gradings/:itemId', { schema: { tags, params: itemParams, body: gradingInputSchema } }, async (request) => {
    const me = await requireUser(request);
    return updateGrading(app.db, me, request.params.vehicleId, request.params.itemId, request.body);
  });

  app.delete('/api/vehicles/:vehicleId/gradings/:itemId', { schema: { tags, params: itemParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteGrading(app.db, me, request.params.vehicleId, request.params.itemId);
    return reply.status(204).send();
  });

  app.get(
    '/api/vehicles/:vehicleId/comparison',
    { schema: { tags, params, querystring: comparisonQuerySchema, response: { 200: comparisonSchema } } },
    async (request) => {
      const me = await requireUser(request);
      return buildComparison(app.db, me, request.params.vehicleId, request.query.with, todayIso());
    },
  );
};
