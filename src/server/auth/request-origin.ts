/**
 * The origin a request was sent to, as the browser saw it: the scheme and Host (or, behind a
 * trusted proxy, X-Forwarded-Proto and X-Forwarded-Host, which Fastify resolves). With PUBLIC_URL
 * set, that origin and no other is the app's own.
 *
 * Without PUBLIC_URL, a self-hoster opens the app at whatever address reaches the machine
 * (`http://192.168.1.20:3000`, `http://127.0.0.1:3000`, a host name): each request then counts as
 * coming from the origin it was sent to, so better-auth trusts exactly the requests whose Origin
 * header matches their Host — same-origin ones — and rejects cross-site ones as before.
 */
export function requestOrigin(publicUrl: string | undefined, request: { protocol: string; host: string | undefined }, fallback: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  // A Host header carrying a path, user or anything but a name or address is not one a browser used.
  if (!request.host || !HOST.test(request.host)) return fallback;
  try {
    return new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`).origin;
  } catch {
    return fallback;
  }
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
