import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackInputSchema, feedbackSchema } from '../../../shared/feedback/feedback-schema';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { checkScreenshot } from './check-screenshot';
import { readFeedbackForm } from './read-feedback-form';
import { createFeedback, listOwnFeedback, readScreenshot } from './service';

const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/feedback', { schema: { tags, response: { 200: z.object({ feedback: z.array(feedbackSchema) }) } } }, async (request) => {
    const me = await requireUser(request);
    return { feedback: await listOwnFeedback(app.db, me.id) };
  });

  app.post(
    '/api/feedback',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Fields category, message, rating?, pagePath?; file screenshot?',
        response: { 201: feedbackSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const form = await readFeedbackForm(request);
      const parsed = feedbackInputSchema.safeParse({ ...form.fields, rating: form.fields.rating || null, pagePath: form.fields.pagePath ?? null });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
        throw AppError.badRequest(`Invalid input: ${issues.map((i) => i.path).join(', ')}`, issues);
      }
      const checked = form.screenshot ? await checkScreenshot(form.screenshot) : null;
      const screenshot = checked && form.screenshot ? { body: form.screenshot.body, ext: checked.ext, mime: checked.mime } : undefined;
      return reply.status(201).send(await createFeedback(app.db, app.storage, me.id, parsed.data, screenshot));
    },
  );

  app.get('/api/feedback/:id/screenshot', { schema: { tags, params: z.object({ id: z.string().min(1).max(64) }) } }, async (request, reply) => {
    const me = await requireUser(request);
    const { stream, mime } = await readScreenshot(app.db, app.storage, me.id, request.params.id);
    return reply.type(mime).header('cache-control', 'private, max-age=86400, immutable').send(stream);
  });
};
