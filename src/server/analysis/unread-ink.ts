/**
 * Ink on a scan that OCR gave no word for. Tesseract's page layout now and then drops a whole
 * column of a table (the amounts at the right of a bill, a column of quantities: small print set
 * apart from the rest) though each of its figures reads well on its own. The reader would then
 * see a bill without its amounts. Such ink is found here — letter-sized marks nowhere near a word
 * read — and its region is read again as one block of lines (see analyze-document.ts).
 */
import type { Word } from '../../shared/analysis/layout';
import { letterHeightOf } from './ocr-rules';
import type { GreyImage } from './prepare-image';
import { paperLevel } from './rulings';

export interface InkRegion {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Darker than the paper by this much is print (a scan's grain is lighter). */
const PRINT = 80;
/** At most this many regions are read again: each costs a reading. */
const MAX_REGIONS = 3;

/**
 * Regions of letter-sized ink no word read by OCR covers, largest first. The page is looked at in
 * squares half a letter high: a square with print in it, farther than half a letter from every
 * word's box, is unread; unread squares a square apart are one region. A region counts when it
 * holds print in at least four squares, is at least a letter high and wide, and is not a large
 * part of the page (a picture, a stamp's texture). Regions one above the other (a column's pieces)
 * are one.
 */
export function unreadInk(img: GreyImage, words: Word[]): InkRegion[] {
  const read = words.filter((w) => w.text.trim() && !/^_+$/.test(w.text));
  if (!read.length) return [];
  const { width, height, data } = img;
  const h = Math.max(8, letterHeightOf(read));
  const size = Math.max(4, Math.round(h / 2));
  const gw = Math.ceil(width / size);
  const gh = Math.ceil(height / size);
  const ink = paperLevel(img) - PRINT;
  const count = new Uint16Array(gw * gh);
  const square = Int32Array.from({ length: width }, (_, x) => Math.floor(x / size));
  for (let y = 0, p = 0; y < height; y++) {
    const row = Math.floor(y / size) * gw;
    for (let x = 0; x < width; x++, p++) if (data[p] < ink) count[row + square[x]]++;
  }
  const covered = new Uint8Array(gw * gh);
  const pad = h / 2;
  for (const w of read) {
    const cx0 = Math.max(0, Math.floor((w.x0 - pad) / size));
    const cx1 = Math.min(gw - 1, Math.floor((w.x1 + pad) / size));
    const cy0 = Math.max(0, Math.floor((w.y0 - pad) / size));
    const cy1 = Math.min(gh - 1, Math.floor((w.y1 + pad) / size));
    for (let cy = cy0; cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) covered[cy * gw + cx] = 1;
  }
  // A square with a few pixels of print (a dot's worth), not near a word.
  const unread = (i: number) => count[i] >= 3 && !covered[i];
  const seen = new Uint8Array(gw * gh);
  const regions: (InkRegion & { squares: number })[] = [];
  for (let start = 0; start < gw * gh; start++) {
    if (seen[start] || !unread(start)) continue;
    seen[start] = 1;
    const stack = [start];
    let squares = 0;
    let [x0, y0, x1, y1] = [gw, gh, -1, -1];
    while (stack.length) {
      const i = stack.pop()!;
      const cx = i % gw;
      const cy = (i - cx) / gw;
      squares++;
      [x0, y0, x1, y1] = [Math.min(x0, cx), Math.min(y0, cy), Math.max(x1, cx), Math.max(y1, cy)];
      // Neighbours up to two squares away: the gap between a column's lines, a letter's spacing.
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= gw || ny >= gh) continue;
          const j = ny * gw + nx;
          if (seen[j] || !unread(j)) continue;
          seen[j] = 1;
          stack.push(j);
        }
    }
    // One that touches the image's edge is the scanner's border.
    if (x0 === 0 || y0 === 0 || x1 === gw - 1 || y1 === gh - 1) continue;
    regions.push({ x0: x0 * size, y0: y0 * size, x1: Math.min(width, (x1 + 1) * size), y1: Math.min(height, (y1 + 1) * size), squares });
  }
  // The pieces of one column (a table's sections, its totals below them) are read as one block.
  const columns: (InkRegion & { squares: number })[] = [];
  for (const r of regions.sort((a, b) => a.y0 - b.y0)) {
    const same = columns.find((c) => Math.min(c.x1, r.x1) - Math.max(c.x0, r.x0) > 0.5 * Math.min(c.x1 - c.x0, r.x1 - r.x0));
    if (!same) columns.push({ ...r });
    else
      Object.assign(same, {
        x0: Math.min(same.x0, r.x0),
        y0: Math.min(same.y0, r.y0),
        x1: Math.max(same.x1, r.x1),
        y1: Math.max(same.y1, r.y1),
        squares: same.squares + r.squares,
      });
  }
  return columns
    .filter((r) => r.squares >= 4 && r.x1 - r.x0 >= h && r.y1 - r.y0 >= h && (r.x1 - r.x0) * (r.y1 - r.y0) <= 0.2 * width * height)
    .sort((a, b) => b.squares - a.squares)
    .slice(0, MAX_REGIONS)
    .map(({ squares: _squares, ...r }) => r);
}

/** A region of the image, with a margin of paper around it, as an image of its own. */
export function cropRegion<T extends GreyImage>(img: T, r: InkRegion, margin: number): T & { x: number; y: number } {
  const x0 = Math.max(0, Math.floor(r.x0 - margin));
  const y0 = Math.max(0, Math.floor(r.y0 - margin));
  const x1 = Math.min(img.width, Math.ceil(r.x1 + margin));
  const y1 = Math.min(img.height, Math.ceil(r.y1 + margin));
  const w = x1 - x0;
  const data = new Uint8Array(w * (y1 - y0));
  for (let y = y0; y < y1; y++) data.set(img.data.subarray(y * img.width + x0, y * img.width + x1), (y - y0) * w);
  return { ...img, data, width: w, height: y1 - y0, x: x0, y: y0 };
}

/** A reading of a page: its text and its words. */
export interface PageReading {
  text: string;
  words: Word[];
}

/** Under this confidence a word read again is the region's noise, not print (so is a word of one or two letters). */
const MIN_CONFIDENCE = 75;

/**
 * The page's unread ink read again, each region as one block of lines, and its words added to the
 * page's (in page coordinates, as lines of their own) and its text after the page's text.
 */
export async function withUnreadInk<T extends GreyImage & { dpi?: number }>(
  img: T,
  reading: PageReading,
  recognize: (image: T) => Promise<PageReading>,
): Promise<PageReading> {
  const regions = unreadInk(img, reading.words);
  if (!regions.length) return reading;
  const margin = letterHeightOf(reading.words);
  const words = [...reading.words];
  const texts = [reading.text];
  const paper = paperLevel(img);
  const overlaps = (a: Word, b: Word) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
  for (const [k, region] of regions.entries()) {
    const crop = cropRegion(img, region, margin);
    // Only the unread ink is read again: the words already read in the margin are painted out.
    for (const w of reading.words) {
      const x0 = Math.max(0, Math.floor(w.x0 - crop.x));
      const x1 = Math.min(crop.width, Math.ceil(w.x1 - crop.x));
      for (let y = Math.max(0, Math.floor(w.y0 - crop.y)); y < Math.min(crop.height, Math.ceil(w.y1 - crop.y)); y++)
        if (x1 > x0) crop.data.fill(paper, y * crop.width + x0, y * crop.width + x1);
    }
    const extra = await recognize(crop);
    const found = extra.words
      .filter((w) => (w.confidence ?? 0) >= MIN_CONFIDENCE && /\p{N}|\p{L}{3}/u.test(w.text))
      .map((w) => ({ ...w, x0: w.x0 + crop.x, x1: w.x1 + crop.x, y0: w.y0 + crop.y, y1: w.y1 + crop.y }))
      // Nor a word another region's crop read already (two regions' margins overlap: "9,200.00" read twice, side by side).
      .filter((w) => !words.some((r) => overlaps(r, w)))
      .map((w) => ({ ...w, line: `ink${k}.${w.line ?? ''}` }));
    if (!found.length) continue;
    words.push(...found);
    texts.push(extra.text);
  }
  return { text: texts.join('\n'), words };
}
