/**
 * Read-your-writes across instances (decision 012, 2026-11-26 amendment). A write's NOTIFY reaches
 * another instance a moment after the write's answer left — on a loaded machine, after the
 * writer's next request has already arrived there, which then got an answer kept from before the
 * write. So each write through an instance of several gets an id: it goes out with the NOTIFY and
 * back to the writer's browser in a short-lived cookie. An instance that gets a request carrying
 * an id it has not yet heard announced checks its kept answers against the database first (the
 * write committed before its answer left). Other users see the write when its NOTIFY arrives.
 */
export const WRITE_COOKIE = 'patina_write';
/** Long past any NOTIFY's delivery; after it the browser stops sending the id. */
const WRITE_COOKIE_MAX_AGE_S = 60;
/** Ids remembered; beyond it they are forgotten and their requests checked once more (never stale). */
const MAX_SEEN = 10_000;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const seen = new Set<string>();

/** This instance knows of the write `id` (its own, or announced by another). */
export function sawWrite(id: string | undefined) {
  if (!id || !ID.test(id)) return;
  if (seen.size >= MAX_SEEN) seen.clear();
  seen.add(id);
}

/** The write id a request's Cookie header carries, if any. */
export function writeIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === WRITE_COOKIE && value && ID.test(value)) return value;
  }
  return undefined;
}

/** Whether a request must not trust versions read before it: it follows a write not yet heard of here. */
export const followsUnseenWrite = (cookieHeader: string | undefined) => {
  const id = writeIdOf(cookieHeader);
  return id !== undefined && !seen.has(id);
};

export const writeCookie = (id: string, secure: boolean) =>
  `${WRITE_COOKIE}=${id}; Path=/; Max-Age=${WRITE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
