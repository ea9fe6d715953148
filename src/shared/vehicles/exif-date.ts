/**
 * The day a photo was taken, from its EXIF block (what sharp's `metadata().exif` gives: the
 * APP1 payload, "Exif\0\0" then a TIFF structure). DateTimeOriginal (0x9003) in the Exif IFD,
 * else DateTimeDigitized (0x9004), else the IFD0 DateTime (0x0132, last changed). Pure and
 * defensive: a truncated or odd block, a placeholder date ("0000:00:00"), or a date before
 * photography of cars (1885) or after `today` gives null, never an exception.
 */
const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME = 0x0132;
const DATE_TIME_ORIGINAL = 0x9003;
const DATE_TIME_DIGITIZED = 0x9004;
const ASCII = 2;

export function exifTakenOn(exif: Uint8Array | null | undefined, today: string): string | null {
  if (!exif || exif.length < 14) return null;
  const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
  // "Exif\0\0" before the TIFF header, when present.
  const base = exif[0] === 0x45 && exif[1] === 0x78 && exif[2] === 0x69 && exif[3] === 0x66 ? 6 : 0;
  const order = String.fromCharCode(exif[base], exif[base + 1]);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const inside = (offset: number, length: number) => offset >= 0 && offset + length <= exif.length;
  const u16 = (offset: number) => (inside(offset, 2) ? view.getUint16(offset, little) : -1);
  const u32 = (offset: number) => (inside(offset, 4) ? view.getUint32(offset, little) : -1);
  if (u16(base + 2) !== 42) return null;

  /** The IFD's entries by tag: [type, count, value-or-offset field position]. */
  const readIfd = (offset: number) => {
    const tags = new Map<number, { type: number; count: number; at: number }>();
    const count = u16(base + offset);
    if (offset <= 0 || count <= 0 || count > 1000) return tags;
    for (let i = 0; i < count; i++) {
      const entry = base + offset + 2 + i * 12;
      if (!inside(entry, 12)) break;
      tags.set(u16(entry), { type: u16(entry + 2), count: u32(entry + 4), at: entry + 8 });
    }
    return tags;
  };
  const text = (tag: { type: number; count: number; at: number } | undefined) => {
    if (!tag || tag.type !== ASCII || tag.count < 10 || tag.count > 64) return null;
    const start = tag.count <= 4 ? tag.at : base + u32(tag.at);
    if (!inside(start, tag.count)) return null;
    return String.fromCharCode(...exif.subarray(start, start + tag.count)).replace(/\0+$/, '');
  };

  const ifd0 = readIfd(u32(base + 4));
  const pointer = ifd0.get(EXIF_IFD_POINTER);
  const exifIfd = pointer ? readIfd(u32(pointer.at)) : new Map();
  for (const value of [text(exifIfd.get(DATE_TIME_ORIGINAL)), text(exifIfd.get(DATE_TIME_DIGITIZED)), text(ifd0.get(DATE_TIME))]) {
    const day = exifDay(value, today);
    if (day) return day;
  }
  return null;
}

/** "YYYY:MM:DD HH:MM:SS" (EXIF's own form; some writers use dashes) → "YYYY-MM-DD" if it is a real, plausible day. */
export function exifDay(value: string | null, today: string): string | null {
  const m = value?.match(/^(\d{4})[:-](\d{2})[:-](\d{2})/);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return null;
  return day >= '1885-01-01' && day <= today ? day : null;
}
