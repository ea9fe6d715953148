import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { forgetCookie } from './require-user';
import { requestOrigin } from './request-origin';
import { AUTH_BODY_LIMIT } from '../http/request-limits';

/** Turns Fastify's request into the Web Request better-auth expects, addressed to `origin`. */
export function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-patina-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // The client address as Fastify sees it (honouring TRUST_PROXY), for better-auth's rate limits.
  headers.set('x-patina-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; publicUrl: string | undefined; fallbackOrigin: string; oidcName: string | undefined },
) {
  // What the sign-in screen offers besides e-mail and password.
  app.get('/api/auth-methods', { schema: { hide: true } }, async () => ({ oidc: opts.oidcName ? { name: opts.oidcName } : null }));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Decision 013: a 14 MB body is refused from its Content-Length, not buffered.
    bodyLimit: AUTH_BODY_LIMIT,
    async handler(request, reply) {
      // Sign-out, password and account changes: this process must look the session up afresh.
      if (request.method === 'POST') forgetCookie(request.headers.cookie);
      const response = await opts.auth.handler(toWebRequest(request, requestOrigin(opts.publicUrl, request, opts.fallbackOrigin)));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
