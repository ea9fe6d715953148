/** An API answer that was not 2xx: `{ code, message }` from the server, with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** The whole error answer, for codes that carry more than a message (e.g. a weak password's feedback). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GETs started before the screen that needs them has loaded, by address: used once, for 10 s. */
const preloaded = new Map<string, { response: Promise<Response | null>; until: number }>();
/** How long a preload waits to be taken, and how long a read asked already needs no preload. */
const PRELOAD_MS = 10_000;
/** When each address was last read by a plain GET (within PRELOAD_MS; older ones are dropped as more come). */
const asked = new Map<string, number>();

function noteAsked(path: string) {
  const now = Date.now();
  if (asked.size >= 64) for (const [p, at] of asked) if (at <= now - PRELOAD_MS) asked.delete(p);
  asked.set(path, now);
}

/**
 * Starts a read a screen will make as soon as it has loaded, so that it runs while the screen's
 * code loads. Only a successful answer is used; anything else is asked for again. A read already
 * asked in the last seconds is not asked again: when the screen's code was there first (cached
 * files, a slow session), its own query has asked for it already — the task summary went twice.
 */
export function preload(path: string) {
  if ((asked.get(path) ?? -Infinity) > Date.now() - PRELOAD_MS) return;
  const response = fetch(path, { credentials: 'same-origin' }).then(
    (r) => (r.ok ? r : null),
    () => null,
  );
  preloaded.set(path, { response, until: Date.now() + PRELOAD_MS });
}

/** Reads public/early-reads.js started before any code loaded (story pages): taken once too. */
const earlyReads = () => (globalThis as { __patinaEarly?: Record<string, Promise<Response | null> | undefined> }).__patinaEarly;

async function takePreloaded(path: string): Promise<Response | null> {
  const early = earlyReads();
  const first = early?.[path];
  if (early && first) {
    delete early[path];
    return first;
  }
  const entry = preloaded.get(path);
  if (!entry) return null;
  preloaded.delete(path);
  return entry.until > Date.now() ? entry.response : null;
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const isPlainGet = init.json === undefined && (init.method ?? 'GET') === 'GET' && !init.body;
  if (isPlainGet) noteAsked(path);
  return ask<T>(path, init, isPlainGet);
}

async function ask<T>(path: string, init: RequestInit & { json?: unknown }, isPlainGet: boolean): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res =
      (isPlainGet && (await takePreloaded(path))) ||
      (await fetch(path, {
        credentials: 'same-origin',
        ...rest,
        headers: { ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      }));
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as { code?: string; message?: string; issues?: { path: string; message: string }[] };
    throw new ApiError(res.status, body.code ?? 'http_error', body.message ?? res.statusText, body.issues, body);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
