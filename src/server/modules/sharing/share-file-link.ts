import crypto from 'node:crypto';
import { SIGNED_LINK_TTL_SECONDS } from '../../storage/signed-link';

/**
 * A file seen through a share has its own signed link: the signature covers the share, the
 * storage key and the expiry, and the route also checks that the share is still live — so the
 * link expires after an hour (SPEC §9) or earlier with the share, and dies when it is revoked.
 */
const sign = (secret: string, shareId: string, key: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`share\n${shareId}\n${key}\n${expires}`).digest('base64url');

export function shareFileLink(secret: string, shareId: string, key: string, shareExpiresAt: Date | null, now = Date.now()) {
  const hour = Math.floor(now / 1000) + SIGNED_LINK_TTL_SECONDS;
  const expires = shareExpiresAt ? Math.min(hour, Math.floor(shareExpiresAt.getTime() / 1000)) : hour;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return {
    url: `/api/shared-files/${shareId}/${path}?expires=${expires}&signature=${sign(secret, shareId, key, expires)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export function verifyShareFileLink(
  secret: string,
  shareId: string,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): 'ok' | 'expired' | 'invalid' {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(sign(secret, shareId, key, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'ok';
}
