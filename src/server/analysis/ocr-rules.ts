/**
 * Lines to write on (a signature line, "Date: ________") as a scan shows them. A text PDF holds
 * them as underscores, and the reader takes two of them side by side for a contract's two
 * signatures; Tesseract drops every ruling, so a scan of the same page lost them. They are found
 * in the prepared image and given back as words of underscores, where the PDF has them.
 */
import type { Word } from '../../shared/analysis/layout';
import { skewOf } from '../../shared/analysis/ocr-words';
import type { GreyImage } from './prepare-image';
import { paperLevel } from './rulings';

export type { GreyImage };

export interface WritingLine {
  x0: number;
  x1: number;
  /** The rule's row at its left end (it follows the page's slope from there). */
  y: number;
}

/** Darker than the paper by this much is ink. */
const INK = 60;
/** Darker than the paper by this much is a faint stroke. */
const FAINT = 25;
/** A gap this wide (pixels) inside a rule is the scan's noise, not its end. */
const MAX_GAP = 3;

/**
 * The runs of ink along a row (first and last inked pixel; a gap of up to MAX_GAP pixels of paper
 * inside one) that span at least `minSpan` pixels, left to right. Any MAX_GAP + 1 pixels in a run
 * hold ink, so such a run holds ink in every window of that many pixels that it covers: the row
 * is looked at in windows `minSpan - MAX_GAP` apart, and only around the ink a window finds pixel
 * by pixel. Most of a page is paper, and this looks at every second row of it.
 */
export function longRuns(isDark: (x: number) => boolean, width: number, minSpan: number): [number, number][] {
  const runs: [number, number][] = [];
  const step = Math.max(1, minSpan - MAX_GAP);
  let x = 0;
  while (x < width) {
    let found = -1;
    for (let k = x; k <= Math.min(width - 1, x + MAX_GAP); k++)
      if (isDark(k)) {
        found = k;
        break;
      }
    if (found < 0) {
      x += step;
      continue;
    }
    // The run's first inked pixel: back until MAX_GAP + 1 pixels of paper (or the row's start).
    let start = found;
    for (let k = found - 1; k >= 0 && start - k <= MAX_GAP + 1; k--) if (isDark(k)) start = k;
    // Its last: on until MAX_GAP + 1 pixels of paper (or the row's end).
    let lastDark = found;
    let k = found + 1;
    for (; k < width && k - lastDark <= MAX_GAP + 1; k++) if (isDark(k)) lastDark = k;
    if (lastDark - start >= minSpan) runs.push([start, lastDark]);
    x = k;
  }
  return runs;
}

/**
 * Horizontal rules between a tenth and 45 % of the page's width (a wider one divides the page or
 * a table; a narrower one is a dash or a letter's stroke) with blank paper above them for two
 * and a half letter heights (what is written on it goes there; a table's or a box's rule has
 * its text right above) and no box's side going down from either end. `slope` is the page's
 * skew (dy/dx), so that a rule is followed along the tilt; `letterHeight` the words' height.
 */
export function findWritingLines(img: GreyImage, opts: { slope: number; letterHeight: number }): WritingLine[] {
  const { data, width, height } = img;
  const h = Math.max(4, Math.round(opts.letterHeight));
  const paper = paperLevel(img);
  const ink = paper - INK;
  // A faint line (a box's thin border, greyed by the scan) is still a line beyond a rule's end.
  const faint = paper - FAINT;
  const at = (x: number, y: number) => {
    const yy = Math.round(y);
    return yy < 0 || yy >= height || x < 0 || x >= width ? 255 : data[yy * width + x];
  };
  const inkShare = (x0: number, x1: number, y0: number, y1: number, tilt: number) => {
    let n = 0;
    let total = 0;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x += 2) {
        total++;
        if (at(x, y + tilt * (x - x0)) < ink) n++;
      }
    return total ? n / total : 0;
  };
  const minLength = 0.1 * width;
  const maxLength = 0.45 * width;
  const found: WritingLine[] = [];
  // The tilt's offset at each column, once; a row and the one below it are looked at together
  // (a rule one or two pixels thick, blurred), so every second row is enough.
  const shift = Int32Array.from({ length: width }, (_, x) => Math.round(opts.slope * x));
  const dark = (x: number, y: number) => {
    const yy = y + shift[x];
    if (yy < 0 || yy + 1 >= height) return false;
    const i = yy * width + x;
    return data[i] < ink || data[i + width] < ink;
  };
  for (let y = 2 * h; y < height - 2; y += 2) {
    // Runs of ink along the tilted row; runs a letter or two apart are one rule (a faint stretch).
    const runs: [number, number][] = [];
    for (const [start, lastDark] of longRuns((x) => dark(x, y), width, 2 * h)) {
      const prev = runs.at(-1);
      if (prev && start - prev[1] <= 1.5 * h) prev[1] = lastDark;
      else runs.push([start, lastDark]);
    }
    for (const [x0, x1] of runs) {
      const length = x1 - x0;
      if (length < minLength || length > maxLength) continue;
      const y0 = y + opts.slope * x0;
      // The same rule seen from the row above (it is two rows thick): keep the first.
      if (found.some((r) => Math.abs(r.y + opts.slope * (x0 - r.x0) - y0) <= 3 && Math.min(r.x1, x1) - Math.max(r.x0, x0) > 0.5 * length)) continue;
      if (inkShare(x0, x1, Math.round(y0 - 2.5 * h), Math.round(y0 - 3), opts.slope) > 0.01) continue;
      // A rule is thin: right under it is paper (a line of text seen along its letters' tops is not).
      if (inkShare(x0, x1, Math.round(y0 + 3), Math.round(y0 + 4), opts.slope) > 0.1) continue;
      // It ends: past either end no faint line goes on (a piece of a box's or a table's long border).
      const goesOn = (from: number, to: number) => {
        let n = 0;
        for (let x = from; x <= to; x++)
          if (
            Math.min(
              at(x, y0 + opts.slope * (x - x0) - 1),
              at(x, y0 + opts.slope * (x - x0)),
              at(x, y0 + opts.slope * (x - x0) + 1),
              at(x, y0 + opts.slope * (x - x0) + 2),
            ) < faint
          )
            n++;
        return n > 0.5 * (to - from + 1);
      };
      if (goesOn(Math.max(0, x0 - 2 * h), x0 - 2) || goesOn(x1 + 2, Math.min(width - 1, x1 + 2 * h))) continue;
      // A box's side: a column near either end inked from the rule down for most of a letter's
      // height (a caption under a signature line starts after a strip of paper).
      const side = (end: number) => {
        const top = Math.round(y0 + opts.slope * (end - x0) + 2);
        for (let x = Math.max(0, end - 3); x <= Math.min(width - 1, end + 3); x++) {
          let n = 0;
          while (n < h && at(x, top + n) < ink) n++;
          if (n >= 0.6 * h) return true;
        }
        return false;
      };
      if (side(x0) || side(x1)) continue;
      found.push({ x0, x1, y: y0 });
    }
  }
  return found;
}

/** The median height of the words read: the page's letter height. */
export function letterHeightOf(words: Word[]): number {
  const hs = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  return hs[hs.length >> 1] ?? 20;
}

/**
 * The lines to write on added to OCR's reading as a PDF holds them: a word of underscores each
 * (its box a letter high, standing on the rule) and, in the text, a line of them — rules side by
 * side three spaces apart — before the first line of text below them.
 */
export function withWritingLines(text: string, words: Word[], lines: WritingLine[], slope: number): { text: string; words: Word[] } {
  if (!lines.length) return { text, words };
  const h = letterHeightOf(words);
  const ruleWords: Word[] = lines.map((r, i) => {
    const y = r.y + (slope * (r.x1 - r.x0)) / 2;
    return { text: '_'.repeat(Math.max(6, Math.round((r.x1 - r.x0) / (0.6 * h)))), x0: r.x0, x1: r.x1, y0: y - h, y1: y, line: `rule.${i}`, confidence: 100 };
  });
  // Rules of one row of the page, left to right, as one line of text.
  const rows: Word[][] = [];
  for (const w of [...ruleWords].sort((a, b) => a.y1 - b.y1 || a.x0 - b.x0)) {
    const row = rows.find((r) => Math.abs(r[0].y1 - w.y1) < h);
    if (row) row.push(w);
    else rows.push([w]);
  }
  // Tesseract's text holds its lines in the order of its words' line keys: each line's height on the page.
  const lineY = new Map<string, number>();
  for (const w of words) if (w.line !== undefined && !lineY.has(w.line)) lineY.set(w.line, (w.y0 + w.y1) / 2);
  const textLines = text.split('\n');
  const ys = [...lineY.values()];
  const nonEmpty = textLines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  const inserts = new Map<number, string[]>();
  for (const row of rows) {
    const line = row
      .sort((a, b) => a.x0 - b.x0)
      .map((w) => w.text)
      .join('   ');
    const y = row[0].y1;
    // Text lines and OCR lines agree one to one (else the rules go last).
    const k = nonEmpty.length === ys.length ? ys.findIndex((ly) => ly > y) : -1;
    const at = k >= 0 ? nonEmpty[k] : textLines.length;
    inserts.set(at, [...(inserts.get(at) ?? []), line]);
  }
  const out: string[] = [];
  textLines.forEach((l, i) => out.push(...(inserts.get(i) ?? []), l));
  out.push(...(inserts.get(textLines.length) ?? []));
  return { text: out.join('\n'), words: [...words, ...ruleWords] };
}

/** The prepared image's lines to write on, added to what OCR read of it. */
export function addWritingLines(prepared: GreyImage, read: { text: string; words: Word[] }): { text: string; words: Word[] } {
  if (!read.words.length) return read;
  const slope = skewOf(read.words);
  const lines = findWritingLines(prepared, { slope, letterHeight: letterHeightOf(read.words) });
  return withWritingLines(read.text, read.words, lines, slope);
}
