import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/schemas/health';

export const healthRoutes: FastifyPluginAsyncZod<{ dbKind: 'pglite' | 'postgres'; version: string }> = async (app, opts) => {
  const body = { status: 'ok' as const, db: opts.dbKind, version: opts.version };
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => body);
};
