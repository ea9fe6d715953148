/**
 * The page as positioned words (pdf.js text items, Tesseract's word boxes), and the rows and
 * cells built from them. Coordinates are the page's own units with y growing downwards; only
 * their proportions matter.
 */
import {
  currencySigns,
  datePoints,
  digitsByColumn,
  gradeDigits,
  litreSigns,
  separatorsByArithmetic,
  separatorsByColumn,
  straightenWords,
  unitQuantities,
  unitStrokes,
  unitsApart,
  withoutRulingGlyphs,
} from './ocr-words';

export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Words of one OCR line share a key: Tesseract has already followed the line across a skew. */
  line?: string;
  /** Tesseract's confidence 0–100; absent for a PDF's own text. */
  confidence?: number;
  /** A ruling stands right before the word: it begins a new cell whatever the gap. */
  startsCell?: boolean;
}

export interface Cell {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Where the cell starts in its row's text. */
  start: number;
}

export interface Row {
  text: string;
  cells: Cell[];
  y0: number;
  y1: number;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A separator dot between a line's items ("Inh. B. Sommer · Robert-Bosch-Str. 39 · 66111 …"), which
 * OCR reads as "-", ":", "+" or "." standing alone: a lone mark whose box is a dot (about as wide as
 * high, a third of a letter high at most; a hyphen's is wider) is the PDF's "·" again. Tesseract also boxes such a dot
 * as a narrow upright strip taller than the letters around it (a "-" 5 pixels wide and 30 high among letters of 15): no
 * hyphen's or dash's ink is taller than the letters, so that box, too, is the dot's.
 */
function middleDot(w: Word, letterHeight: number): boolean {
  if (w.confidence === undefined || !/^[-:+.·•*]$/.test(w.text.trim())) return false;
  const wide = w.x1 - w.x0;
  const high = w.y1 - w.y0;
  if (high >= 1.5 * letterHeight && wide <= 0.7 * letterHeight) return true;
  return high <= letterHeight / 3 && wide <= 1.5 * Math.max(1, high);
}

/**
 * A list's bullet as OCR reads it: a lone mark ("+", "·", "«", "*", "o") whose box is a blob (about as wide as high, at most
 * two thirds of a letter high, a hyphen's is flat) with a word of letters right after it, closer than a cell's gap. The
 * PDF holds "• Getriebe zerlegt" as one cell; so does the scan then, the mark spelt "•" as the lists know it.
 */
function bulletBefore(w: Word, next: Word | undefined, letterHeight: number): boolean {
  if (w.confidence === undefined || !next || !/^[-+·•*«»oeO°]$/.test(w.text.trim()) || !/^\p{L}{2}/u.test(next.text)) return false;
  const wide = w.x1 - w.x0;
  const high = w.y1 - w.y0;
  const gap = next.x0 - w.x1;
  return (
    high <= (2 / 3) * letterHeight &&
    wide <= (2 / 3) * letterHeight &&
    wide <= 2 * Math.max(1, high) &&
    high <= 2 * Math.max(1, wide) &&
    gap >= 0 &&
    gap <= 1.2 * letterHeight
  );
}

/** Between cells of a row: three spaces, which the line-based readers already take for a column gap. */
export const CELL_GAP = '   ';

interface Segment {
  words: Word[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const height = (b: { y0: number; y1: number }) => Math.max(1, b.y1 - b.y0);
const middle = (b: { y0: number; y1: number }) => (b.y0 + b.y1) / 2;

function segmentOf(words: Word[]): Segment {
  return {
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

/** A form's ruling read as letters ("[Date", "1FDN908 |"): the strokes are dropped from the word. */
function withoutRules(w: Word): Word {
  if (w.confidence === undefined) return w;
  // A speck left of a word at a table's edge, read as a quote mark ("‚ENGINE OIL", "'HEADLAMP"): no quote closes it.
  const speck = /^[‚„'"“‘`]+(?=[\p{Lu}\p{N}][^'"”’]+$)/u.exec(w.text)?.[0].length ?? 0;
  if (speck) {
    const per = (w.x1 - w.x0) / w.text.length;
    w = { ...w, text: w.text.slice(speck), x0: w.x0 + speck * per };
  }
  const lead = /^[|[\]{}]+(?=\S)/.exec(w.text)?.[0].length ?? 0;
  const trail = /(?<=\S)[|[\]{}]+$/.exec(w.text)?.[0].length ?? 0;
  if (!lead && !trail) return /^[|[\]{}]+$/.test(w.text) ? { ...w, text: '' } : w;
  // The stroke is a column's edge: what follows it starts a cell, and the box shrinks by its share.
  const per = (w.x1 - w.x0) / w.text.length;
  return { ...w, text: w.text.slice(lead, w.text.length - trail), x0: w.x0 + lead * per, x1: w.x1 - trail * per, startsCell: lead > 0 };
}

/**
 * Tesseract may put a small caption and the value beside it on one line: the line is cut where,
 * left to right, a word's middle jumps by more than half a word's height.
 */
function splitByHeight(words: Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const parts: Word[][] = [];
  let current: Word[] = [];
  for (const w of sorted) {
    const prev = current.at(-1);
    if (prev && Math.abs(middle(prev) - middle(w)) > 0.5 * Math.max(height(prev), height(w))) {
      parts.push(current);
      current = [];
    }
    current.push(w);
  }
  if (current.length) parts.push(current);
  return parts;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * A word's space in a line of letters spaced wide (a letterhead's "PARKLAND AUTO SERVICE", each letter a letter's
 * height apart): OCR's gap between two of its words is wider than the cell gap set by the letters' height, yet no wider
 * than a letter's advance in the line and a little more. The space such a line allows between two words of one OCR line,
 * each of three letters or digits or more; 0 elsewhere. Type of ordinary width advances well under a letter's height, so
 * its cells are split as before; a PDF's spaced heading is one item.
 */
function trackedSpace(prev: Word | undefined, w: Word): number {
  if (!prev || w.confidence === undefined || prev.line === undefined || prev.line !== w.line) return 0;
  const advance = (x: Word) => {
    const n = x.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    return n >= 3 && n === x.text.length ? (x.x1 - x.x0) / n : 0;
  };
  return 1.3 * Math.min(advance(prev), advance(w));
}

/**
 * Whether a PDF's item starts well inside the text before it: two captions set at their own columns, one left-aligned and
 * one right-aligned, that the page prints over each other ("Deckungssumme / Wert" run into "Selbstbeteiligung"). pdf.js's
 * pieces of one word touch or overlap by a sliver; an item printed twice to make it bold repeats its text.
 */
function overprinted(prev: Word | undefined, w: Word, end: number, h: number): boolean {
  if (!prev || prev.confidence !== undefined || w.confidence !== undefined) return false;
  return w.x0 < end - h && w.text.trim() !== prev.text.trim();
}

/**
 * Rows of cells, top to bottom. Words of one OCR line stay together; pieces whose middles lie
 * within half a line's height of each other form one row (a label and its value far to the
 * right, read by Tesseract as two blocks, meet again); inside a row a gap wider than ~1.2 letter
 * heights starts a new cell.
 */
export function buildRows(words: Word[]): Row[] {
  const clean = straightenWords(withoutRulingGlyphs(unitsApart(unitStrokes(litreSigns(gradeDigits(datePoints(currencySigns(words))))))))
    .map(withoutRules)
    .filter((w) => w.text.trim() && w.x1 >= w.x0 && w.y1 > w.y0);
  const byLine = new Map<string, Word[]>();
  const segments: Segment[] = [];
  for (const w of clean) {
    if (w.line === undefined) segments.push(segmentOf([w]));
    else byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  }
  for (const ws of byLine.values()) segments.push(...splitByHeight(ws).map(segmentOf));
  segments.sort((a, b) => middle(a) - middle(b));

  const groups: Segment[][] = [];
  // A piece joins the row it stands level with; a typed entry set a little off its form's line ("730,--" some points
  // above its job) still does, up to 0.6 of a letter's height — the nearest row's, where two could take it.
  for (const s of segments) {
    const offset = (g: Segment[]) =>
      Math.min(...g.filter((o) => !wordsOverlapX(o, s)).map((o) => Math.abs(middle(o) - middle(s)) / Math.min(height(o), height(s))));
    const group = groups
      .filter((g) => offset(g) < ROW_OFFSET)
      .reduce<Segment[][] | null>((best, g) => (best === null || offset(g) < offset(best[0]) ? [g] : best), null)?.[0];
    if (group) group.push(s);
    else groups.push([s]);
  }

  // A row of one speck is dropped before the rows are made (speckRow).
  for (let k = groups.length - 1; k >= 0; k--) if (speckRow(groups[k])) groups.splice(k, 1);
  const rows = groups.map((group) => {
    const rowWords = group.flatMap((s) => s.words).sort((a, b) => a.x0 - b.x0);
    // The row's letter height, from its words (a dash's sliver of a box is no letter's).
    const sized = rowWords.filter((w) => w.confidence === undefined || LETTER_OR_DIGIT.test(w.text));
    const h = median((sized.length ? sized : rowWords).map(height));
    const cells: Cell[] = [];
    let text = '';
    let cell: Cell | null = null;
    // Whether the cell holds a word of letters or digits (its height is then the type's).
    let cellSized = false;
    let end = -Infinity;
    let bullet = false;
    for (const [i, w] of rowWords.entries()) {
      const gap = w.x0 - end;
      const startsCell: boolean =
        !cell || gap > Math.max(h * 1.2, trackedSpace(rowWords[i - 1], w)) || !!w.startsCell || overprinted(rowWords[i - 1], w, end, h);
      const isBullet: boolean = startsCell && bulletBefore(w, rowWords[i + 1], h);
      const word: string = isBullet ? '•' : middleDot(w, h) ? '·' : w.text.replace(/\s+/g, ' ').trim();
      const afterBullet = bullet;
      bullet = isBullet;
      // A change of type size is a change of element (a small tagline beside a large name).
      // OCR boxes vary with ascenders and descenders ("one" against "Highway"), so there the step must be twice the size.
      // An OCR box is the ink's: a dash's or a dot's box is a sliver whatever the type size, so within a cell of words it
      // neither splits nor sizes it. A mark before any word ("+ Rebuild dynamo") stays a cell of its own, unless it is a
      // list's bullet: then its word follows it in its cell.
      const inkOnly = w.confidence !== undefined && !LETTER_OR_DIGIT.test(word);
      const resized =
        cell && !inkOnly && !afterBullet && Math.max(height(w), height(cell)) / Math.min(height(w), height(cell)) > (w.confidence === undefined ? 1.6 : 2);
      if (!cell || startsCell || resized) {
        if (cell) text += CELL_GAP;
        cell = { text: word, x0: w.x0, x1: w.x1, y0: w.y0, y1: w.y1, start: text.length };
        cellSized = !inkOnly;
        cells.push(cell);
        text += word;
      } else {
        // pdf.js splits a word into pieces at kerning: no space where the pieces touch.
        // Letters spaced out for a logo ("O A K W O O D   C O A C H"): a wider gap between them is a word break.
        // A PDF may also hold each spaced word as one item ("H A R R I N G T O N", "C L A S S I C").
        // A letter before a figure is no such run: a currency's sign before its amount ("R 5 000.00", a box's width apart).
        const kind = (c: string) => (/\d/.test(c) ? 'digit' : 'other');
        const spacedLetters = /^(\S )*\S$/.test(word) && /(^|\s)\S$/.test(cell.text) && kind(word[0]) === kind(cell.text.at(-1)!);
        // Two words Tesseract read apart on one of its lines have a space between them, however its boxes overlap
        // ("Bruce" boxed over the "A." after it read "BruceA.").
        const prev = rowWords[i - 1];
        const ocrWords = w.confidence !== undefined && prev?.line === w.line && !inkOnly && LETTER_OR_DIGIT.test(prev.text);
        const joiner = spacedLetters && gap > h * 0.5 ? '  ' : gap > h * 0.12 || afterBullet || ocrWords ? ' ' : '';
        cell.text += joiner + word;
        text += joiner + word;
        cell.x1 = Math.max(cell.x1, w.x1);
        if (!inkOnly) {
          cell.y0 = cellSized ? Math.min(cell.y0, w.y0) : w.y0;
          cell.y1 = cellSized ? Math.max(cell.y1, w.y1) : w.y1;
          cellSized = true;
        }
      }
      end = Math.max(end, w.x1);
    }
    return { text, cells, y0: Math.min(...cells.map((c) => c.y0)), y1: Math.max(...cells.map((c) => c.y1)) };
  });
  rows.sort((a, b) => middle(a) - middle(b));
  return clean.some((w) => w.confidence !== undefined) ? unitQuantities(separatorsByArithmetic(separatorsByColumn(digitsByColumn(rows)))) : rows;
}

/** How far off a row's middle a piece may stand, in letter heights, and still be of the row. */
const ROW_OFFSET = 0.6;

/** Under this confidence a lone mark OCR read is as likely a speck or a rule's piece as print. */
const SPECK_CONFIDENCE = 50;

/**
 * A row of nothing but one unsure OCR character (":" of a rule's broken piece between two table rows, "T" of a border's
 * corner): the scan's speck, not a line of the page. Left in, it splits a table in two, each half too short to be read
 * as one; a PDF has no such row. A character read surely (a form's code "K", a count "5" on its own line) stays.
 */
function speckRow(group: Segment[]): boolean {
  const words = group.flatMap((s) => s.words);
  return words.length === 1 && words[0].confidence !== undefined && words[0].confidence < SPECK_CONFIDENCE && words[0].text.trim().length === 1;
}

export function overlapsX(a: { x0: number; x1: number }, b: { x0: number; x1: number }): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 2;
}

/**
 * Whether two pieces of rows share a place across the page: by their words, not their spans. An
 * OCR line reaching across a table ("87 504 135   Kraftstofffilter   155,64   155,64") spans the
 * quantity Tesseract read apart as a line of its own ("1", a column's block): the quantity joins
 * its row, since no word of the line stands where it does.
 */
function wordsOverlapX(a: Segment, b: Segment): boolean {
  if (!overlapsX(a, b)) return false;
  return a.words.some((v) => b.words.some((w) => overlapsX(v, w)));
}

/** The rows as lines of text, with an empty line where the page leaves a wide vertical gap. */
export function rowsToLines(rows: Row[]): { lines: string[]; rowOf: (Row | null)[] } {
  const lines: string[] = [];
  const rowOf: (Row | null)[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    if (prev && row.y0 - prev.y1 > 1.6 * Math.max(height(prev), height(row))) {
      lines.push('');
      rowOf.push(null);
    }
    lines.push(row.text);
    rowOf.push(row);
  });
  return { lines, rowOf };
}

/** The cells of a line of text: a row's cells are joined by three spaces or more (or a tab, in pasted text). */
export function lineCells(line: string): string[] {
  return line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The cell of `row` holding the character at `offset` of its text. */
export function cellAt(row: Row, offset: number): Cell | null {
  let found: Cell | null = null;
  for (const c of row.cells) if (c.start <= offset) found = c;
  return found;
}

/**
 * Cells near `cell` in the rows above and below, nearest first: those overlapping it
 * horizontally, then (a boxed total's amount sits right-aligned under its label) those starting
 * within its box further right. Only a few line heights away.
 */
export function cellsAround(rows: (Row | null)[], rowIndex: number, cell: Cell, opts: { column?: boolean } = {}): Cell[] {
  const h = height(cell);
  const near: { cell: Cell; distance: number; overlap: boolean }[] = [];
  // A column heading's values: the cells under it, as far as a few rows down.
  const [from, to] = opts.column ? [rowIndex + 1, rowIndex + 5] : [rowIndex - 3, rowIndex + 4];
  for (let i = Math.max(0, from); i < Math.min(rows.length, to); i++) {
    const row = rows[i];
    if (!row || i === rowIndex) continue;
    for (const c of row.cells) {
      const distance = c.y0 >= cell.y1 ? c.y0 - cell.y1 : c.y1 <= cell.y0 ? cell.y0 - c.y1 : 0;
      if (distance > Math.max(h, height(c)) * (opts.column ? 6 : 2.2)) continue;
      const overlap = overlapsX(c, cell);
      if (opts.column) {
        if (overlap) near.push({ cell: c, distance, overlap });
        continue;
      }
      const below = i > rowIndex;
      const rightInBox = below && c.x0 >= cell.x0 - h && c.x0 <= cell.x1 + 25 * h;
      // A form's box prints its caption small at the foot, the figure large above it to the right ("694,39" over
      // "Endbetrag EUR"): a cell above, right of the caption and in larger print, is its value too.
      const overSmallCaption = i < rowIndex && c.x0 >= cell.x1 - h && c.x0 <= cell.x1 + 25 * h && height(c) >= 1.4 * h;
      if (overlap || rightInBox || overSmallCaption) near.push({ cell: c, distance, overlap });
    }
  }
  return near.sort((a, b) => Number(b.overlap) - Number(a.overlap) || a.distance - b.distance).map((n) => n.cell);
}
