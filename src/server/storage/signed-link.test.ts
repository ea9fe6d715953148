import { describe, expect, it } from 'vitest';
import { createSignedLink, verifySignedLink } from './signed-link';

const secret = 'x'.repeat(40);
const parse = (url: string) => {
  const u = new URL(url, 'http://h');
  return { key: decodeURIComponent(u.pathname.replace('/api/files/', '')), expires: u.searchParams.get('expires')!, sig: u.searchParams.get('signature')! };
};

describe('signed links', () => {
  const now = Date.UTC(2026, 0, 1);
  const link = createSignedLink(secret, 'user-1/doc-1.pdf', now);
  const { key, expires, sig } = parse(link.url);

  it('is valid for 3600 s', () => {
    expect(link.expiresAt).toBe('2026-01-01T01:00:00.000Z');
    expect(verifySignedLink(secret, key, expires, sig, now)).toBe('ok');
    expect(verifySignedLink(secret, key, expires, sig, now + 3600_000)).toBe('ok');
    expect(verifySignedLink(secret, key, expires, sig, now + 3601_000)).toBe('expired');
  });

  it('never works for another path, another expiry or another secret', () => {
    expect(verifySignedLink(secret, 'user-2/doc-1.pdf', expires, sig, now)).toBe('invalid');
    expect(verifySignedLink(secret, key, String(Number(expires) + 1000), sig, now)).toBe('invalid');
    expect(verifySignedLink('y'.repeat(40), key, expires, sig, now)).toBe('invalid');
    expect(verifySignedLink(secret, key, expires, `${sig.slice(0, -1)}A`, now)).toBe('invalid');
    expect(verifySignedLink(secret, key, undefined, sig, now)).toBe('invalid');
    expect(verifySignedLink(secret, key, 'soon', sig, now)).toBe('invalid');
  });
});
