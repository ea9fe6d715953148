import { describe, expect, it } from 'vitest';
import { exifDay, exifTakenOn } from './exif-date';

/** A minimal EXIF block: IFD0 with DateTime and a pointer to an Exif IFD holding DateTimeOriginal. */
function exifBlock(opts: { little?: boolean; original?: string; modified?: string; prefix?: boolean } = {}) {
  const little = opts.little ?? true;
  const bytes: number[] = [];
  const u16 = (v: number) => (little ? bytes.push(v & 0xff, v >> 8) : bytes.push(v >> 8, v & 0xff));
  const u32 = (v: number) =>
    little ? bytes.push(v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, v >>> 24) : bytes.push(v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
  const modified = `${opts.modified ?? '2024:02:03 10:00:00'}\0`;
  const original = opts.original === undefined ? null : `${opts.original}\0`;
  // Header (8) + IFD0 at 8: 2 entries (2 + 24 + 4 = 30) → Exif IFD at 38: 1 entry (2 + 12 + 4 = 18) → strings at 56.
  bytes.push(...(little ? [0x49, 0x49] : [0x4d, 0x4d]));
  u16(42);
  u32(8);
  u16(2);
  for (const put of [() => u16(0x0132), () => u16(2), () => u32(modified.length), () => u32(56), () => u16(0x8769), () => u16(4), () => u32(1), () => u32(38)])
    put();
  u32(0);
  u16(original ? 1 : 0);
  if (original) for (const put of [() => u16(0x9003), () => u16(2), () => u32(original.length), () => u32(56 + modified.length)]) put();
  else bytes.push(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  u32(0);
  for (const c of modified + (original ?? '')) bytes.push(c.charCodeAt(0));
  return Uint8Array.from([...(opts.prefix === false ? [] : [0x45, 0x78, 0x69, 0x66, 0, 0]), ...bytes]);
}

const today = '2026-11-23';

describe('exifTakenOn', () => {
  it('reads DateTimeOriginal, in either byte order, with or without the Exif prefix', () => {
    expect(exifTakenOn(exifBlock({ original: '1987:06:14 09:30:00' }), today)).toBe('1987-06-14');
    expect(exifTakenOn(exifBlock({ original: '1987:06:14 09:30:00', little: false }), today)).toBe('1987-06-14');
    expect(exifTakenOn(exifBlock({ original: '1987:06:14 09:30:00', prefix: false }), today)).toBe('1987-06-14');
  });

  it('falls back to DateTime when there is no DateTimeOriginal, or it is a placeholder', () => {
    expect(exifTakenOn(exifBlock(), today)).toBe('2024-02-03');
    expect(exifTakenOn(exifBlock({ original: '0000:00:00 00:00:00' }), today)).toBe('2024-02-03');
  });

  it('gives null for nothing, garbage, a truncated block or dates that cannot be', () => {
    expect(exifTakenOn(null, today)).toBeNull();
    expect(exifTakenOn(Uint8Array.from([1, 2, 3]), today)).toBeNull();
    expect(exifTakenOn(new Uint8Array(64), today)).toBeNull();
    expect(exifTakenOn(exifBlock({ original: '1987:06:14 09:30:00' }).subarray(0, 40), today)).toBeNull();
    expect(exifTakenOn(exifBlock({ original: '2099:01:01 00:00:00', modified: '1801:01:01 00:00:00' }), today)).toBeNull();
  });
});

describe('exifDay', () => {
  it('accepts real days in range only', () => {
    expect(exifDay('2001:02:03 04:05:06', today)).toBe('2001-02-03');
    expect(exifDay('2001-02-03T04:05:06', today)).toBe('2001-02-03');
    expect(exifDay('2001:02:30 00:00:00', today)).toBeNull();
    expect(exifDay('1884:12:31 00:00:00', today)).toBeNull();
    expect(exifDay('2026:11:24 00:00:00', today)).toBeNull();
    expect(exifDay(null, today)).toBeNull();
  });
});
