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

/** A pixel's marks: in a run along a row, in a run down a column, a rule's. */
const IN_ROW = 1;
const IN_COLUMN = 2;
const RULE = 4;
/** A mark in each of a word's four bytes (the same in either byte order). */
const EACH_BYTE = 0x01010101;

/**
 * The page's ink, one byte a pixel (1 dark, 0 not), in rows padded to a multiple of 4 bytes: four
 * pixels are then looked at as one 32-bit word, and the paper, most of a page, passed over four
 * pixels at a time. This looks at every pixel of every page twice; pixel by pixel (a generator and
 * a callback each) it was the costliest step besides the reading itself.
 */
interface Ink {
  dark: Uint8Array;
  words: Uint32Array;
  width: number;
  height: number;
  /** Bytes per row (width padded); `stride / 4` words. */
  stride: number;
  marks: Uint8Array;
  /** Scratch for one run's inked and thin pixels (a run is at most a row or a column long). */
  inked: Int32Array;
  thin: Int32Array;
  maxThickness: number;
}

function inkOf(img: GreyImage, below: number, maxThickness: number): Ink {
  const { width, height, data } = img;
  const stride = (width + 3) & ~3;
  const dark = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) for (let x = 0, i = y * width, d = y * stride; x < width; x++, i++, d++) if (data[i] < below) dark[d] = 1;
  const longest = Math.max(width, height);
  return {
    dark,
    words: new Uint32Array(dark.buffer),
    width,
    height,
    stride,
    marks: new Uint8Array(stride * height),
    inked: new Int32Array(longest),
    thin: new Int32Array(longest),
    maxThickness,
  };
}

/**
 * Of a run of inked pixels along a line, those across which the ink is thin: a rule's, when most
 * of the run is thin. A shaded band's border, where the fill's grey is now ink and now paper, is
 * left whole: taken away in pieces, it left a dashed line that OCR read as letters ("AD NE BE").
 * The run is the pixels `from`, `from + step`, … before `to`; `across` steps to the next line
 * (`line` the run's own, of `lines`); its inked pixels are given the mark `inRun`.
 */
function markRun(ink: Ink, from: number, to: number, step: number, across: number, line: number, lines: number, inRun: number): boolean {
  const { dark, marks, inked, thin, maxThickness } = ink;
  let nInked = 0;
  let nThin = 0;
  for (let j = from; j < to; j += step) {
    if (!dark[j]) continue;
    inked[nInked++] = j;
    let t = 1;
    for (let u = 1; t <= maxThickness && line - u >= 0 && dark[j - u * across]; u++) t++;
    for (let d = 1; t <= maxThickness && line + d < lines && dark[j + d * across]; d++) t++;
    if (t <= maxThickness) thin[nThin++] = j;
  }
  if (!nThin || nThin < THIN_SHARE * nInked) return false;
  for (let k = 0; k < nInked; k++) marks[inked[k]] |= inRun;
  for (let k = 0; k < nThin; k++) marks[thin[k]] |= RULE;
  return true;
}

/**
 * Runs along each row but the first and the last. A rule a little askew steps from one row to
 * the next every so often, so a pixel counts as inked when it or the one above or below it is.
 */
function markRowRuns(ink: Ink, minRun: number): boolean {
  const { dark, words, width, height, stride } = ink;
  const up = stride >> 2;
  let any = false;
  for (let y = 1; y < height - 1; y++) {
    const base = y * stride;
    let start = -1;
    for (let x = 0; x < stride; x += 4) {
      const k = (base + x) >> 2;
      const word = words[k] | words[k - up] | words[k + up];
      // Four pixels of paper (the padding is paper too: a run ends at the row's end), or four of ink in a run.
      if (word === 0 && start < 0) continue;
      if (word === EACH_BYTE && start >= 0) continue;
      for (let b = x; b < x + 4; b++) {
        const i = base + b;
        if (b < width && dark[i] | dark[i - stride] | dark[i + stride]) {
          if (start < 0) start = b;
        } else if (start >= 0) {
          if (b - start >= minRun) any = markRun(ink, base + start, i, 1, stride, y, height, IN_ROW) || any;
          start = -1;
        }
      }
    }
    if (start >= 0 && width - start >= minRun) any = markRun(ink, base + start, base + width, 1, stride, y, height, IN_ROW) || any;
  }
  return any;
}

/**
 * Runs down each column but the first and the last, followed row by row (the image's order) with
 * a run kept open per column. A pixel counts as inked when it or the one left or right of it is.
 */
function markColumnRuns(ink: Ink, minRun: number): boolean {
  const { dark, words, width, height, stride } = ink;
  const columnStart = new Int32Array(width).fill(-1);
  // Runs open in each four columns: four columns of paper with none open are passed over.
  const open = new Uint8Array(stride >> 2);
  let any = false;
  const close = (x: number, y: number) => {
    if (y - columnStart[x] >= minRun) any = markRun(ink, columnStart[x] * stride + x, y * stride + x, stride, 1, x, width, IN_COLUMN) || any;
    columnStart[x] = -1;
    open[x >> 2]--;
  };
  for (let y = 0; y < height; y++) {
    const base = y * stride;
    for (let x = 0; x < stride; x += 4) {
      const i = base + x;
      if (!open[x >> 2] && words[i >> 2] === 0 && (x === 0 || !dark[i - 1]) && (x + 4 >= stride || !dark[i + 4])) continue;
      for (let c = Math.max(1, x); c < Math.min(width - 1, x + 4); c++) {
        const j = base + c;
        if (dark[j] | dark[j - 1] | dark[j + 1]) {
          if (columnStart[c] < 0) {
            columnStart[c] = y;
            open[c >> 2]++;
          }
        } else if (columnStart[c] >= 0) close(c, y);
      }
    }
  }
  for (let x = 1; x < width - 1; x++) if (columnStart[x] >= 0) close(x, height);
  return any;
}

/**
 * The rules' pixels (marked RULE in `ink.marks`): a pixel of a long run is a rule's when the ink
 * across it is thin, and so is a grid's crossing, on a run each way (where two rules cross, the
 * ink is thick either way; left behind, each is a dot Tesseract reads as a quote mark).
 */
function markRules(ink: Ink, minRun: number): boolean {
  const anyRow = markRowRuns(ink, minRun);
  const anyColumn = markColumnRuns(ink, minRun);
  if (anyRow && anyColumn) {
    const marks = new Uint32Array(ink.marks.buffer);
    for (let k = 0; k < marks.length; k++) {
      const m = marks[k];
      if (m) marks[k] = m | ((m & (m >>> 1) & EACH_BYTE) << 2);
    }
  }
  return anyRow || anyColumn;
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
  const edge = paper - EDGE;
  const minRun = Math.max(40, Math.round(width / 25));
  const ink = inkOf(img, paper - INK, Math.max(4, Math.round(width / 250)));
  // A page without rules (most) is given back as it was, without a copy.
  if (!markRules(ink, minRun)) return img;
  const { dark, marks, stride } = ink;
  const rules = new Uint32Array(marks.buffer);
  const out = new Uint8Array(data);
  const beside = [-2 * width, -width, width, 2 * width, -2, -1, 1, 2];
  let any = false;
  for (let k = 0; k < rules.length; k++) {
    if (!(rules[k] & (RULE * EACH_BYTE))) continue;
    for (let m = 4 * k; m < 4 * k + 4; m++) {
      if (!(marks[m] & RULE)) continue;
      any = true;
      const i = Math.floor(m / stride) * width + (m % stride);
      out[i] = paper;
      // The rule's blurred edge, a pixel or two either side.
      for (const step of beside) {
        const j = i + step;
        if (j >= 0 && j < out.length && !dark[Math.floor(j / width) * stride + (j % width)] && data[j] < edge) out[j] = paper;
      }
    }
  }
  return any ? { ...img, data: out } : img;
}
