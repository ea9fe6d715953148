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

/** Look-ups under way by cookie: a screen's parallel requests (or a burst) share one. */
const looking = new Map<string, Promise<SessionUser | null>>();
/** Counts forgets, so that an answer looked up before one is not remembered after it. */
let forgotten = 0;

function sharedLookUp(request: FastifyRequest, cookie: string | undefined): Promise<SessionUser | null> {
  if (!cookie) return lookUp(request, cookie);
  let pending = looking.get(cookie);
  if (!pending) {
    const mine = lookUp(request, cookie).finally(() => {
      if (looking.get(cookie) === mine) looking.delete(cookie);
    });
    looking.set(cookie, (pending = mine));
  }
  return pending;
}

/** The signed-in user of this request, or a 401. Routes call this first. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const cookie = request.headers.cookie;
  const now = Date.now();
  const hit = cookie ? recent.get(cookie) : undefined;
  if (hit && hit.until > now) return hit.user;
  const generation = forgotten;
  const user = await sharedLookUp(request, cookie);
  if (!user) {
    if (cookie) recent.delete(cookie);
    throw AppError.unauthorized();
  }
  // Not remembered when a sign-out or profile change happened while it was looked up.
  if (cookie && generation === forgotten) {
    if (recent.size >= MAX_ENTRIES) recent.clear();
    recent.set(cookie, { user, until: now + SESSION_TTL_MS });
  }
  return user;
}

/** Forget what this process remembers about a user's sessions (sign-out, profile change). */
export function forgetSessions(userId?: string) {
  for (const [key, entry] of recent) if (!userId || entry.user.id === userId) recent.delete(key);
  looking.clear(); // a look-up under way may predate the change
  forgotten += 1;
}

export function forgetCookie(cookie: string | undefined) {
  if (!cookie) return;
  recent.delete(cookie);
  looking.delete(cookie);
  forgotten += 1;
}
