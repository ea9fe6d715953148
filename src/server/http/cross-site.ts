import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../auth/request-origin';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The sign-in provider's answer may come back as a cross-site POST (OIDC `form_post`): it is
 * bound to its sign-in by the state parameter and PKCE, not by a session, so it is let through.
 */
const PROVIDER_CALLBACK = /^\/api\/auth\/(?:oauth2\/)?callback\//;

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

export interface CrossSiteInput {
  method: string;
  path: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The app's own origins: the request's own (decision 012) or PUBLIC_URL's. */
  ownOrigins: string[];
}

/**
 * Decision 013: whether a state-changing request is refused as cross-site.
 * - `Sec-Fetch-Site` is set by the browser and cannot be set by a page: `same-origin` is trusted
 *   whatever the Origin (a proxy that rewrote the Host), anything else is refused.
 * - Without it, an `Origin` must be one of the app's own (`null` never is).
 * - With neither header the request does not come from a browser — every browser sends Origin
 *   on cross-origin non-GET requests — so there is no ambient session to abuse: API clients,
 *   scripts and the tests' inject pass.
 */
export function isCrossSite(input: CrossSiteInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (PROVIDER_CALLBACK.test(input.path)) return false;
  if (input.secFetchSite !== undefined) return input.secFetchSite.toLowerCase() !== 'same-origin';
  if (input.origin === undefined) return false;
  return !input.ownOrigins.includes(input.origin.toLowerCase());
}

export function registerCrossSiteGuard(app: FastifyInstance, opts: { publicUrl: string | undefined; fallbackOrigin: string }) {
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin.toLowerCase() : undefined;
  app.addHook('onRequest', async (request) => {
    const header = (name: string) => {
      const v = request.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const own = requestOrigin(opts.publicUrl, request, opts.fallbackOrigin).toLowerCase();
    const refused = isCrossSite({
      method: request.method,
      path: request.url.split('?')[0],
      origin: header('origin'),
      secFetchSite: header('sec-fetch-site'),
      ownOrigins: publicOrigin ? [own, publicOrigin] : [own],
    });
    if (refused) throw new AppError('cross_site_request', { status: 403, message: CROSS_SITE_MESSAGE });
  });
}
