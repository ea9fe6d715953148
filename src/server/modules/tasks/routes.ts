import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeAnswerSchema,
  taskCompletionSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  taskSettingsInputSchema,
  taskSettingsSchema,
  taskSummarySchema,
} from '../../../shared/tasks/task-schema';
import { requireUser } from '../../auth/require-user';
import { requestOrigin } from '../../auth/request-origin';
import { sendPreparedJson } from '../../http/prepared-json';
import { calendarFor, settingsAnswer } from './calendar-service';
import { completeTask, createTask, deleteTask, getTask, listTasks, reopenTask, taskSummary, updateTask } from './service';
import { changeSettings, rotateCalendarToken } from './task-settings';

const tags = ['tasks'];
const params = z.object({ taskId: z.string().min(1).max(64) });
const createBody = taskInputSchema.and(z.object({ sourceDocumentId: z.string().min(1).max(64).nullable().optional() }));

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: Parameters<typeof requestOrigin>[1]) => requestOrigin(app.config.PUBLIC_URL, request, app.config.publicUrl);

  app.get('/api/tasks', { schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    // The database's JSON text, sent as it is rather than checked again field by field (500 tasks).
    return sendPreparedJson(request, reply, await listTasks(app.db, me, request.query));
  });

  app.get('/api/tasks/summary', { schema: { tags, response: { 200: taskSummarySchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    return sendPreparedJson(request, reply, await taskSummary(app.db, me.id));
  });

  app.post('/api/tasks', { schema: { tags, body: createBody, response: { 201: taskSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await createTask(app.db, me, request.body));
  });

  app.get('/api/tasks/settings', { schema: { tags, response: { 200: taskSettingsSchema } } }, async (request) => {
    const me = await requireUser(request);
    return settingsAnswer(app.db, me.id, origin(request));
  });

  app.patch('/api/tasks/settings', { schema: { tags, body: taskSettingsInputSchema, response: { 200: taskSettingsSchema } } }, async (request) => {
    const me = await requireUser(request);
    await changeSettings(app.db, me.id, request.body);
    return settingsAnswer(app.db, me.id, origin(request));
  });

  app.post('/api/tasks/settings/calendar', { schema: { tags, response: { 200: taskSettingsSchema } } }, async (request) => {
    const me = await requireUser(request);
    await rotateCalendarToken(app.db, me.id);
    return settingsAnswer(app.db, me.id, origin(request));
  });

  app.get('/api/tasks/:taskId', { schema: { tags, params, response: { 200: taskSchema } } }, async (request) => {
    const me = await requireUser(request);
    return getTask(app.db, me.id, request.params.taskId);
  });

  app.put('/api/tasks/:taskId', { schema: { tags, params, body: taskInputSchema, response: { 200: taskSchema } } }, async (request) => {
    const me = await requireUser(request);
    return updateTask(app.db, me, request.params.taskId, request.body);
  });

  app.delete('/api/tasks/:taskId', { schema: { tags, params } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteTask(app.db, me, request.params.taskId);
    return reply.status(204).send();
  });

  app.post(
    '/api/tasks/:taskId/complete',
    { schema: { tags, params, body: taskCompletionSchema, response: { 200: completeAnswerSchema } } },
    async (request) => {
      const me = await requireUser(request);
      return completeTask(app.db, me, request.params.taskId, request.body);
    },
  );

  app.post('/api/tasks/:taskId/reopen', { schema: { tags, params, response: { 200: taskSchema } } }, async (request) => {
    const me = await requireUser(request);
    return reopenTask(app.db, me, request.params.taskId);
  });

  // The secret in the address is the permission: a calendar client sends no cookie.
  app.get('/api/calendar/:file', { schema: { tags, params: z.object({ file: z.string().max(100) }) } }, async (request, reply) => {
    const body = await calendarFor(app.db, request.params.file, new URL(origin(request)).host);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  });
};
