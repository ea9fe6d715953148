import { describe, expect, it } from 'vitest';
import { checkMoment } from './check-moment';

describe('checkMoment', () => {
  it('checks at once when the app starts with a session', () => {
    expect(checkMoment({ started: false, userId: null }, 'u1')).toBe('now');
  });
  it('checks after the delay when someone signs in, also as another user', () => {
    expect(checkMoment({ started: true, userId: null }, 'u1')).toBe('after_sign_in');
    expect(checkMoment({ started: true, userId: 'u1' }, 'u2')).toBe('after_sign_in');
  });
  it('does not check for a signed-out start, a sign-out, or the same session refreshed', () => {
    expect(checkMoment({ started: false, userId: null }, null)).toBe('none');
    expect(checkMoment({ started: true, userId: 'u1' }, null)).toBe('none');
    expect(checkMoment({ started: true, userId: 'u1' }, 'u1')).toBe('none');
  });
});
