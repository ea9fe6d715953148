import crypto from 'node:crypto';

/** SPEC §9: signed links live 3600 s. */
export const SIGNED_LINK_TTL_SECONDS = 3600;

function signature(secret: string, key: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** A link to one stored file: HMAC over its path and expiry, so it cannot be bent to another path. */
export function createSignedLink(secret: string, key: string, now = Date.now()): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + SIGNED_LINK_TTL_SECONDS;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return {
    url: `/api/files/${path}?expires=${expires}&signature=${signature(secret, key, expires)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export function verifySignedLink(secret: string, key: string, expires: string | undefined, sig: string | undefined, now = Date.now()): LinkCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(expires)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'ok';
}
