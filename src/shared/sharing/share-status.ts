/** A share is live until revoked or past its expiry; the reason matters to the visitor's page. */
export function shareStatus(s: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): 'active' | 'expired' | 'revoked' {
  if (s.revokedAt) return 'revoked';
  if (s.expiresAt && s.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
