import { describe, expect, it } from 'vitest';
import { isActiveLink } from './links';

describe('isActiveLink (as React Router’s NavLink decides)', () => {
  it('is active on its path, and below it unless `end`', () => {
    expect(isActiveLink('/dealers', '/dealers')).toBe(true);
    expect(isActiveLink('/garage', '/garage/x')).toBe(true);
    expect(isActiveLink('/garage', '/garage/x', true)).toBe(false);
    expect(isActiveLink('/garage', '/garages')).toBe(false);
  });

  it('is "/" only on "/", with or without `end`', () => {
    expect(isActiveLink('/', '/', true)).toBe(true);
    expect(isActiveLink('/', '/dealers', true)).toBe(false);
    expect(isActiveLink('/', '/dealers')).toBe(false);
  });

  it('ignores letter case, a query and a hash', () => {
    expect(isActiveLink('/Dealers', '/dealers')).toBe(true);
    expect(isActiveLink('/auth?mode=sign-up', '/auth')).toBe(true);
    expect(isActiveLink('/auth#x', '/other')).toBe(false);
  });
});
