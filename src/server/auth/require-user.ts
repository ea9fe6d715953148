import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  language: string;
}

/** The signed-in user of this request, or a 401. Routes call this first. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  const result = await request.server.auth.api.getSession({ headers });
  if (!result) throw AppError.unauthorized();
  const u = result.user as typeof result.user & { language?: string };
  return { id: u.id, email: u.email, name: u.name, language: u.language ?? 'en' };
}
