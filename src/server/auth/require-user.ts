import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  language: string;
}

/**
 * Looking a session up costs a few milliseconds of better-auth work and database reads; a garage
 * screen makes several API calls at once, and the list must answer within 30 ms at 50 concurrent
 * requests. So a confirmed session is remembered for a few seconds in this process. The price: a
 * session ended elsewhere (sign-out on another instance) still works here for at most SESSION_TTL_MS.
 */
const SESSION_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;
const recent = new Map<string, { user: SessionUser; until: number }>();

async function lookUp(request: FastifyRequest, cookie: string | undefined): Promise<SessionUser | null> {
  const headers = new Headers();
  if (cookie) headers.set('cookie', cookie);
  const result = await request.server.auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & { language?: string };
  return { id: u.id, email: u.email, name: u.name, language: u.language ?? 'en' };
}

/** The signed-in user of this request, or a 401. Routes call this first. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const cookie = request.headers.cookie;
  const now = Date.now();
  const hit = cookie ? recent.get(cookie) : undefined;
  if (hit && hit.until > now) return hit.user;
  const user = await lookUp(request, cookie);
  if (!user) {
    if (cookie) recent.delete(cookie);
    throw AppError.unauthorized();
  }
  if (cookie) {
    if (recent.size >= MAX_ENTRIES) recent.clear();
    recent.set(cookie, { user, until: now + SESSION_TTL_MS });
  }
  return user;
}

/** Forget what this process remembers about a user's sessions (sign-out, profile change). */
export function forgetSessions(userId?: string) {
  for (const [key, entry] of recent) if (!userId || entry.user.id === userId) recent.delete(key);
}

export function forgetCookie(cookie: string | undefined) {
  if (cookie) recent.delete(cookie);
}
