import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-items';

describe('isActivePath', () => {
  it('is active on its path and below it, not on a longer name', () => {
    expect(isActivePath('/garage', '/garage')).toBe(true);
    expect(isActivePath('/documents', '/documents/abc')).toBe(true);
    expect(isActivePath('/tasks', '/tasks-archive')).toBe(false);
    expect(isActivePath('/garage', '/')).toBe(false);
  });
});
