import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, updateProfileSchema } from '../../../shared/schemas/profile';
import { forgetSessions, requireUser } from '../../auth/require-user';
import { getProfile, updateProfile } from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { schema: { tags: ['profile'], response: { 200: profileSchema } } }, async (request) => {
    const me = await requireUser(request);
    return getProfile(app.db, me.id);
  });

  app.patch('/api/profile', { schema: { tags: ['profile'], body: updateProfileSchema, response: { 200: profileSchema } } }, async (request) => {
    const me = await requireUser(request);
    const profile = await updateProfile(app.db, me.id, request.body);
    forgetSessions(me.id); // the remembered session carries the old language
    return profile;
  });
};
