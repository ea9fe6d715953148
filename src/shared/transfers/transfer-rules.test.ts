import { describe, expect, it } from 'vitest';
import { checkCompletion, checkStart, effectiveStatus, rekey } from './transfer-rules';

const now = new Date('2026-05-01T12:00:00Z');
const later = new Date('2026-05-15T12:00:00Z');
const pending = { status: 'pending' as const, toEmail: 'Buyer@Example.com', expiresAt: later };

describe('checkCompletion', () => {
  it('lets the addressee complete a pending, unexpired transfer, whatever the e-mail case', () => {
    expect(checkCompletion(pending, 'buyer@example.com', now)).toBe('ok');
  });
  it('names why not: another addressee first, then the state, then the expiry', () => {
    expect(checkCompletion({ ...pending, status: 'completed' }, 'someone@example.com', now)).toBe('not_addressed_to_you');
    expect(checkCompletion({ ...pending, status: 'completed' }, 'buyer@example.com', now)).toBe('already_completed');
    expect(checkCompletion({ ...pending, status: 'cancelled' }, 'buyer@example.com', now)).toBe('cancelled');
    expect(checkCompletion({ ...pending, status: 'declined' }, 'buyer@example.com', now)).toBe('declined');
    expect(checkCompletion({ ...pending, expiresAt: now }, 'buyer@example.com', now)).toBe('expired');
    expect(checkCompletion({ ...pending, status: 'expired' }, 'buyer@example.com', now)).toBe('expired');
  });
});

describe('effectiveStatus', () => {
  it('reads a pending transfer past its expiry as expired', () => {
    expect(effectiveStatus('pending', now, later)).toBe('expired');
    expect(effectiveStatus('pending', later, now)).toBe('pending');
    expect(effectiveStatus('completed', now, later)).toBe('completed');
  });
});

describe('checkStart', () => {
  it('refuses a transfer to oneself, in any case and with spaces', () => {
    expect(checkStart('me@example.com', ' ME@example.com ')).toBe('to_yourself');
    expect(checkStart('me@example.com', 'you@example.com')).toBe('ok');
  });
});

describe('rekey', () => {
  it('moves document and photo keys under the new owner, leaving the rest of the path', () => {
    expect(rekey('u1/doc-1.pdf', 'u1', 'u2')).toBe('u2/doc-1.pdf');
    expect(rekey('vehicle-photos/u1/v1/p-thumb.webp', 'u1', 'u2')).toBe('vehicle-photos/u2/v1/p-thumb.webp');
  });
  it('leaves a key that is not under the sender alone', () => {
    expect(rekey('a/b/u1/x.pdf', 'u1', 'u2')).toBe('a/b/u1/x.pdf');
    expect(rekey('u3/doc.pdf', 'u1', 'u2')).toBe('u3/doc.pdf');
  });
});
