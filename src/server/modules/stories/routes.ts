import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storyInputSchema, storySchema, storySummarySchema, timelineEventSchema, timelineQuerySchema } from '../../../shared/stories/story-schema';
import { requireUser } from '../../auth/require-user';
import { registerStoryTimelineSource } from './timeline-source';
import { createStory, deleteStory, getStory, listStories, storyTimeline, updateStory } from './service';

const tags = ['stories'];
const vehicleParams = z.object({ vehicleId: z.string().min(1).max(64) });
const storyParams = vehicleParams.extend({ storyId: z.string().min(1).max(64) });

export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStoryTimelineSource();

  app.get(
    '/api/vehicles/:vehicleId/stories',
    { schema: { tags, params: vehicleParams, response: { 200: z.object({ stories: z.array(storySummarySchema) }) } } },
    async (request) => {
      const me = await requireUser(request);
      return { stories: await listStories(app.db, me, request.params.vehicleId) };
    },
  );

  app.post(
    '/api/vehicles/:vehicleId/stories',
    // A body of 100,000 characters may take up to 4 bytes each; more is refused before parsing.
    { bodyLimit: 1024 * 1024, schema: { tags, params: vehicleParams, body: storyInputSchema, response: { 201: storySchema } } },
    async (request, reply) => {
      const me = await requireUser(request);
      return reply.status(201).send(await createStory(app.db, me, request.params.vehicleId, request.body));
    },
  );

  app.get('/api/vehicles/:vehicleId/stories/:storyId', { schema: { tags, params: storyParams, response: { 200: storySchema } } }, async (request) => {
    const me = await requireUser(request);
    return getStory(app.db, me, request.params.vehicleId, request.params.storyId);
  });

  app.put(
    '/api/vehicles/:vehicleId/stories/:storyId',
    { bodyLimit: 1024 * 1024, schema: { tags, params: storyParams, body: storyInputSchema, response: { 200: storySchema } } },
    async (request) => {
      const me = await requireUser(request);
      return updateStory(app.db, me, request.params.vehicleId, request.params.storyId, request.body);
    },
  );

  app.delete('/api/vehicles/:vehicleId/stories/:storyId', { schema: { tags, params: storyParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteStory(app.db, me, request.params.vehicleId, request.params.storyId);
    return reply.status(204).send();
  });

  app.get(
    '/api/vehicles/:vehicleId/story-timeline',
    { schema: { tags, params: vehicleParams, querystring: timelineQuerySchema, response: { 200: z.object({ events: z.array(timelineEventSchema) }) } } },
    async (request) => {
      const me = await requireUser(request);
      return { events: await storyTimeline(app.db, me, request.params.vehicleId, request.query.from, request.query.to) };
    },
  );
};
