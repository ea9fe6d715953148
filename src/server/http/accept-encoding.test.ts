import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('GZIP')).toBe('gzip');
  });

  it('answers uncompressed when nothing usable is offered', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate, zstd')).toBeNull();
  });

  it('follows the weights, including refusals', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=abc')).toBeNull();
  });

  it('takes gzip first when asked to prefer it, unless the client weighs brotli higher', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', 'gzip')).toBe('gzip');
    expect(pickEncoding('br', 'gzip')).toBe('br');
    expect(pickEncoding('br;q=1, gzip;q=0.5', 'gzip')).toBe('br');
    expect(pickEncoding('identity', 'gzip')).toBeNull();
  });
});
