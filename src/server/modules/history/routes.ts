import { z } from 'zod';
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
import { sendPreparedJson } from '../../http/prepared-json';
import { requireHistoryVehicle } from './access';
import { registerBuiltInSources } from './built-in-sources';
import { buildComparison } from './comparison';
import { buildTimeline } from './build-timeline';
import { addGrading, deleteGrading, updateGrading } from './gradings';
import { addValueEntry, deleteValueEntry, updateValueEntry } from './value-entries';
import { buildValueHistory } from './value-history';

const id = z.string().min(1).max(64);
const params = z.object({ vehicleId: id });
const itemParams = z.object({ vehicleId: id, itemId: id });
const created = { 201: z.object({ id: z.string() }) };
const tags = ['history'];

/**
 * A vehicle's history: the timeline, the value history with its entries and condition gradings,
 * and the comparison with other vehicles of the garage. Every route checks the vehicle through
 * `requireHistoryVehicle` (access.ts).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBuiltInSources();

  /**
   * The timeline and the value history depend on the vehicle (its row, photos, values, gradings:
   * the vehicles version) and its documents (the documents version), and on the day (flags of
   * expiry): kept per user while all three are unchanged. The access check runs inside the build:
   * a kept answer was built after it passed, and who owns a vehicle cannot change without a new
   * vehicles version.
   */
  const kept = async (userId: string, name: string, vehicleId: string, build: (today: string) => Promise<object>) => {
    const today = todayIso();
    const { vehicles } = await contentVersions(app.db, userId);
    return cachedAnswer(app.db, 'documents', userId, { name, vehicleId, vehicles, today }, async () => JSON.stringify(await build(today)));
  };

  app.get('/api/vehicles/:vehicleId/timeline', { schema: { tags, params, response: { 200: timelineSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    const { vehicleId } = request.params;
    const body = await kept(me.id, 'timeline', vehicleId, async (today) => buildTimeline(app.db, await requireHistoryVehicle(app.db, me.id, vehicleId), today));
    return sendPreparedJson(request, reply, body);
  });

  app.get('/api/vehicles/:vehicleId/value-history', { schema: { tags, params, response: { 200: valueHistorySchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    const { vehicleId } = request.params;
    const body = await kept(me.id, 'value-history', vehicleId, async (today) => buildValueHistory(app.db, await requireHistoryVehicle(app.db, me.id, vehicleId), today));
    return sendPreparedJson(request, reply, body);
  });

  app.post('/api/vehicles/:vehicleId/value-entries', { schema: { tags, params, body: valueEntryInputSchema, response: created } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await addValueEntry(app.db, me.id, request.params.vehicleId, request.body));
  });

  app.put('/api/vehicles/:vehicleId/value-entries/:itemId', { schema: { tags, params: itemParams, body: valueEntryInputSchema } }, async (request) => {
    const me = await requireUser(request);
    return updateValueEntry(app.db, me.id, request.params.vehicleId, request.params.itemId, request.body);
  });

  app.delete('/api/vehicles/:vehicleId/value-entries/:itemId', { schema: { tags, params: itemParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteValueEntry(app.db, me.id, request.params.vehicleId, request.params.itemId);
    return reply.status(204).send();
  });

  app.post('/api/vehicles/:vehicleId/gradings', { schema: { tags, params, body: gradingInputSchema, response: created } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await addGrading(app.db, me.id, request.params.vehicleId, request.body));
  });

  app.put('/api/vehicles/:vehicleId/gradings/:itemId', { schema: { tags, params: itemParams, body: gradingInputSchema } }, async (request) => {
    const me = await requireUser(request);
    return updateGrading(app.db, me.id, request.params.vehicleId, request.params.itemId, request.body);
  });

  app.delete('/api/vehicles/:vehicleId/gradings/:itemId', { schema: { tags, params: itemParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteGrading(app.db, me.id, request.params.vehicleId, request.params.itemId);
    return reply.status(204).send();
  });

  app.get('/api/vehicles/:vehicleId/comparison', { schema: { tags, params, querystring: comparisonQuerySchema, response: { 200: comparisonSchema } } }, async (request) => {
    const me = await requireUser(request);
    return buildComparison(app.db, me.id, request.params.vehicleId, request.query.with, todayIso());
  });
};
