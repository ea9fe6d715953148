import { describe, expect, it } from 'vitest';
import { findNul } from './find-nul';

describe('findNul', () => {
  it('names the field that holds a NUL, however deep', () => {
    expect(findNul('a\0b', 'querystring.q')).toBe('querystring.q');
    expect(findNul({ title: 'ok', items: [{ v: 'x' }, { v: 'y\0' }] }, 'body')).toBe('body.items.1.v');
    expect(findNul({ 'k\0': 'v' }, 'body')).toBe('body.k\\0');
  });
  it('passes clean values, numbers, nulls and buffers', () => {
    expect(findNul({ a: 'b', n: 1, z: null, t: true, list: ['x'] }, 'body')).toBeNull();
    expect(findNul(Buffer.from([0, 0, 0]), 'body')).toBeNull();
    expect(findNul(undefined, 'body')).toBeNull();
  });
});
