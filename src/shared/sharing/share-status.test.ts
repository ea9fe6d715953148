import { describe, expect, it } from 'vitest';
import { shareStatus } from './share-status';

const now = new Date('2026-05-01T12:00:00Z');

describe('shareStatus', () => {
  it('is active without expiry, and until the expiry', () => {
    expect(shareStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(shareStatus({ revokedAt: null, expiresAt: new Date('2026-05-01T12:00:01Z') }, now)).toBe('active');
  });
  it('is expired at the expiry, and revoked whatever the expiry says', () => {
    expect(shareStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(shareStatus({ revokedAt: now, expiresAt: null }, now)).toBe('revoked');
    expect(shareStatus({ revokedAt: now, expiresAt: new Date('2020-01-01') }, now)).toBe('revoked');
  });
});
