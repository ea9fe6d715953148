import { describe, expect, it } from 'vitest';
import { followsUnseenWrite, sawWrite, writeCookie, writeIdOf } from './write-receipts';

const id = '0b6c3a52-6f0e-4a8e-9f53-1f2d3c4b5a69';

describe('write receipts', () => {
  it('finds the write id among other cookies and ignores anything not shaped like one', () => {
    expect(writeIdOf(`better-auth.session_token=abc; patina_write=${id}; other=1`)).toBe(id);
    expect(writeIdOf('patina_write=../../etc')).toBeUndefined();
    expect(writeIdOf(undefined)).toBeUndefined();
    expect(writeIdOf('xpatina_write=' + id)).toBeUndefined();
  });

  it('tells a request after a write not yet announced here from one after a known write', () => {
    const other = '9d1c6a52-6f0e-4a8e-9f53-1f2d3c4b5a60';
    expect(followsUnseenWrite(`patina_write=${other}`)).toBe(true);
    sawWrite(other);
    expect(followsUnseenWrite(`patina_write=${other}`)).toBe(false);
    expect(followsUnseenWrite('theme=dark')).toBe(false);
  });

  it('writes a short-lived, script-proof cookie, Secure on https', () => {
    expect(writeCookie(id, false)).toBe(`patina_write=${id}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`);
    expect(writeCookie(id, true)).toMatch(/; Secure$/);
  });
});
