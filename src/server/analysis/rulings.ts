/**
 * A table's or a box's ruling taken off a scan before Tesseract reads it. A text PDF's reader
 * never sees the rules of a gridded table; Tesseract does, and on a scan (grey, blurred, a little
 * askew) it takes a grid for a picture: the figures in its cells come back as nothing, or as a line
 * of "LLLLLLL". Paper-coloured rules leave the cells' words where they were, read like any other.
 * Only thin, long strokes go: a shaded band, a logo or a bold heading is thicker or shorter.
 */
import type { GreyImage } from './prepare-image';

/** Darker than the paper by this much is a rule's ink (a scan greys a thin rule a little). */
const INK = 50;
/** Darker than the paper by this much, right beside a rule, is its blurred edge. */
const EDGE = 15;

/** The median grey of a sample of the page's pixels (counted, not sorted). */
export function paperLevel(img: GreyImage): number {
  const counts = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < img.data.length; i += 97, n++) counts[img.data[i]]++;
  if (!n) return 255;
  for (let level = 0, seen = 0; level < 256; level++) if ((seen += counts[level]) > n >> 1) return level;
  return 255;
}

/** Of a run's pixels, the share that must be thin for the run to be a rule: else it is a shaded band's edge, left whole. */
const THIN_SHARE = 0.8;

/**
 * Of a run of inked pixels along a line, those across which the ink is thin: a rule's, when most
 * of the run is thin. A shaded band's border, where the fill's grey is now ink and now paper, is
 * left whole: taken away in pieces, it left a dashed line that OCR read as letters ("AD NE BE").
 */
function markRun(
  dark: Uint8Array,
  mask: Uint8Array,
  inRun: Uint8Array,
  cells: Iterable<number>,
  across: number,
  lineAt: (i: number) => number,
  lines: number,
  maxThickness: number,
): boolean {
  const inked: number[] = [];
  const thin: number[] = [];
  for (const j of cells) {
    if (!dark[j]) continue;
    inked.push(j);
    const l = lineAt(j);
    let t = 1;
    for (let u = 1; t <= maxThickness && l - u >= 0 && dark[j - u * across]; u++) t++;
    for (let d = 1; t <= maxThickness && l + d < lines && dark[j + d * across]; d++) t++;
    if (t <= maxThickness) thin.push(j);
  }
  if (!thin.length || thin.length < THIN_SHARE * inked.length) return false;
  for (const j of inked) inRun[j] = 1;
  for (const j of thin) mask[j] = 1;
  return true;
}

function* range(from: number, to: number, step: number): Generator<number> {
  for (let i = from; i < to; i += step) yield i;
}

/**
 * The rules' pixels, row by row (the image's own order; columns are followed with a run kept per
 * column). A rule a little askew steps from one row (column) to the next every so often, so a run
 * is looked for in a line and the lines either side of it together; a pixel of such a run is a
 * rule's when the ink across it is thin (`mask`). Every inked pixel of a run is noted in `rows` or
 * `columns` (where two rules cross, the ink is thick either way).
 */
function markRules(dark: Uint8Array, width: number, height: number, minRun: number, maxThickness: number) {
  const n = dark.length;
  const mask = new Uint8Array(n);
  const rows = new Uint8Array(n);
  const columns = new Uint8Array(n);
  const rowOf = (i: number) => Math.floor(i / width);
  const columnOf = (i: number) => i % width;
  const columnStart = new Int32Array(width).fill(-1);
  let anyRow = false;
  let anyColumn = false;
  for (let y = 0; y <= height; y++) {
    const base = y * width;
    let start = -1;
    for (let x = 0; x < width; x++) {
      const i = base + x;
      // Along the row: this pixel or the one above or below it.
      const rowInk = y > 0 && y < height - 1 && (dark[i] || dark[i - width] || dark[i + width]);
      if (rowInk) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start >= minRun) anyRow = markRun(dark, mask, rows, range(base + start, i, 1), width, rowOf, height, maxThickness) || anyRow;
        start = -1;
      }
      // Down the column: this pixel or the one left or right of it.
      const columnInk = y < height && x > 0 && x < width - 1 && (dark[i] || dark[i - 1] || dark[i + 1]);
      if (columnInk) {
        if (columnStart[x] < 0) columnStart[x] = y;
      } else if (columnStart[x] >= 0) {
        if (y - columnStart[x] >= minRun)
          anyColumn = markRun(dark, mask, columns, range(columnStart[x] * width + x, i, width), 1, columnOf, width, maxThickness) || anyColumn;
        columnStart[x] = -1;
      }
    }
    if (start >= 0 && width - start >= minRun)
      anyRow = markRun(dark, mask, rows, range(base + start, base + width, 1), width, rowOf, height, maxThickness) || anyRow;
  }
  // A grid's crossings: on a rule each way (left behind, each is a dot Tesseract reads as a quote mark).
  if (anyRow && anyColumn) for (let i = 0; i < n; i++) if (rows[i] && columns[i]) mask[i] = 1;
  return anyRow || anyColumn ? mask : null;
}

/** Sheets run to Legal's 1.65 (A4 1.41, Letter 1.29); a taller page is a till's slip. */
const SLIP = 1.7;

/**
 * A till's slip, not a sheet: it has no ruled tables, and its long thin strokes are printed
 * separators and the paper's creases, which Tesseract read better left as they are (the real
 * receipts lost 18 fields and gained 9 with them painted out, 165 of 200 have such strokes).
 */
export function isSlip(width: number, height: number): boolean {
  return height > SLIP * width;
}

/**
 * The image with its long thin horizontal and vertical rules painted the paper's grey, and the
 * rules' blurred edges with them. A rule is at least 1/25 of the page's width long (five letter
 * heights or so: no letter's stroke is) and at most a 1/250 of it thick. A new image; the original
 * stays as it was (the lines to write on are looked for in it).
 */
export function withoutRulings<T extends GreyImage>(img: T): T {
  const { width, height, data } = img;
  if (width < 50 || height < 50 || isSlip(width, height)) return img;
  const paper = paperLevel(img);
  const ink = paper - INK;
  const edge = paper - EDGE;
  const dark = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) dark[i] = data[i] < ink ? 1 : 0;
  const minRun = Math.max(40, Math.round(width / 25));
  const maxThickness = Math.max(4, Math.round(width / 250));
  const mask = markRules(dark, width, height, minRun, maxThickness);
  // A page without rules (most) is given back as it was, without a copy.
  if (!mask) return img;
  const out = Uint8Array.from(data);
  const beside = [-2 * width, -width, width, 2 * width, -2, -1, 1, 2];
  let any = false;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    any = true;
    out[i] = paper;
    // The rule's blurred edge, a pixel or two either side.
    for (const step of beside) {
      const j = i + step;
      if (j >= 0 && j < out.length && !dark[j] && data[j] < edge) out[j] = paper;
    }
  }
  return any ? { ...img, data: out } : img;
}
