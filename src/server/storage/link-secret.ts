import crypto from 'node:crypto';
import { resolveAuthSecret } from '../auth/secret';
import type { Config } from '../config';

const cache = new WeakMap<Config, string>();

/**
 * The key that signs file links: derived from the auth secret (so there is nothing new to
 * configure, and every instance behind a load balancer agrees) but never equal to it.
 */
export function linkSecret(config: Config): string {
  let secret = cache.get(config);
  if (!secret) {
    secret = crypto.createHmac('sha256', resolveAuthSecret(config.dataDir, config.AUTH_SECRET)).update('patina signed file links').digest('base64url');
    cache.set(config, secret);
  }
  return secret;
}
