/**
 * A page cut into regions by position: a block of the order's fields (name, VIN, date) printed beside the list of work
 * and parts shares its rows with the list, so a line of text runs across both ("Kd.   Jürgen Lindemann   Vergaser
 * gereinigt u. eingest.   358,21") and a reader of lines takes the customer for a job. Where a vertical gutter runs
 * down a stretch of rows, no cell crossing it, with a block of label and value on one side and words on the other, the
 * stretch is read region by region: the left block's rows, then the right block's, as a reader of the paper would.
 */
import { CELL_GAP, type Cell, type Row } from './layout';
import { isLabelCell } from './labels';
import type { LineItems } from './line-items';
import type { DocText } from './text-values';

export interface PageRegions {
  /** The page with the stretch read region by region (left block, a blank line, right block). */
  doc: DocText;
  /** The stretch's rows, each cut at the gutter. */
  cut: { left: Cell[]; right: Cell[] }[];
}

/** A line of words: it begins with a letter and holds a word of three letters. */
const WORDS = /^\p{L}.*\p{L}{3}/u;
const MONEY = /\d[.,]\d{2}$/;
const height = (c: { y0: number; y1: number }) => Math.max(1, c.y1 - c.y0);

/** A row of the cells given, its text rebuilt as the layout builds it (cells three spaces apart). */
function rowOf(cells: Cell[]): Row {
  let text = '';
  const out = cells.map((c) => {
    if (text) text += CELL_GAP;
    const cell = { ...c, start: text.length };
    text += c.text;
    return cell;
  });
  return { text, cells: out, y0: Math.min(...out.map((c) => c.y0)), y1: Math.max(...out.map((c) => c.y1)) };
}

const at = (c: Cell, x: number) => Math.abs(c.x0 - x) <= 2;
/** One side of a row holds a field: a label the page's labels know, its value beside it, no sum. */
const fieldsIn = (cells: Cell[]) => cells.length >= 2 && isLabelCell(cells[0].text) && !cells.some((c) => MONEY.test(c.text));

/**
 * Rows whose cells all stay off `x`, from `at` up and down, as far as a blank line, a row that crosses it, or a row with
 * cells on both sides none of which starts the right block at `x` (a table's row: its figures stand in columns further
 * right, its description left of them).
 */
function stretchAround(rows: (Row | null)[], from0: number, x: number): [number, number] {
  const clear = (r: Row | null) => {
    if (!r || !r.cells.every((c) => c.x1 <= x + 1 || c.x0 >= x - 1)) return false;
    const [left, right] = [r.cells.filter((c) => c.x1 <= x + 1), r.cells.filter((c) => c.x0 >= x - 1)];
    return !left.length || !right.length || right.some((c) => at(c, x));
  };
  let from = from0;
  let to = from0;
  while (from > 0 && clear(rows[from - 1])) from--;
  while (to + 1 < rows.length && clear(rows[to + 1])) to++;
  return [from, to];
}

/**
 * The gutter of a field block beside another block: the left edge of a block of words, down a stretch where three rows
 * or more hold a label and its value on one side (the label one the page's labels know, no sum among them) and a line of
 * words on the other, the right one starting at the edge. A table's columns are no gutter: left of a unit's or a code's column stands
 * a description, not a label, and what starts at the column is a figure or the same word over and over.
 */
export function pageRegions(doc: DocText): PageRegions | null {
  const rows = doc.rows;
  if (!rows?.length) return null;
  const edges = new Set<number>();
  for (const r of rows) for (const c of r?.cells.slice(1) ?? []) if (WORDS.test(c.text)) edges.add(Math.round(c.x0));
  let best: { x: number; from: number; to: number; pairs: number } | null = null;
  for (const x of edges) {
    const seen = new Set<number>();
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      if (!r || seen.has(i) || !r.cells.some((c) => at(c, x))) continue;
      const [from, to] = stretchAround(rows, i, x);
      for (let k = from; k <= to; k++) seen.add(k);
      let pairs = 0;
      const starts = new Set<string>();
      for (let k = from; k <= to; k++) {
        const cells = rows[k]!.cells;
        const [left, right] = [cells.filter((c) => c.x1 <= x + 1), cells.filter((c) => c.x0 >= x - 1)];
        const start = right.find((c) => at(c, x) && WORDS.test(c.text));
        if (start) starts.add(start.text);
        if (start && (fieldsIn(left) || (fieldsIn(right) && WORDS.test(left[0]?.text ?? '')))) pairs++;
      }
      if (pairs >= 3 && starts.size >= 3 && (!best || pairs > best.pairs)) best = { x, from, to, pairs };
    }
  }
  if (!best) return null;
  const { x, from, to } = best;
  const cut = rows.slice(from, to + 1).map((r) => ({ left: r!.cells.filter((c) => c.x1 <= x + 1), right: r!.cells.filter((c) => c.x0 >= x - 1) }));
  const side = (key: 'left' | 'right') => cut.filter((c) => c[key].length).map((c) => rowOf(c[key]));
  const linesOf = (part: Row[]) => {
    const out: (Row | null)[] = [];
    part.forEach((r, i) => {
      const prev = part[i - 1];
      if (prev && r.y0 - prev.y1 > 1.6 * Math.max(height(prev), height(r))) out.push(null);
      out.push(r);
    });
    return out;
  };
  const regionRows = [...rows.slice(0, from), ...linesOf(side('left')), null, ...linesOf(side('right')), ...rows.slice(to + 1)];
  const lines = regionRows.map((r) => r?.text ?? '');
  return { doc: { ...doc, lines, rows: regionRows, text: lines.join('\n') }, cut };
}

/**
 * Items a reader of whole lines took from a line that runs across the gutter: a field's value read as a job ("Invoice",
 * "Gary Lindqvist" beside "MOT prep.   51.74"), or a job read with the field's figures beside it ("Ventile eingestellt
 * 88,00   Datum   03.04.1984").
 */
export function itemsAcrossRegions(items: LineItems, regions: PageRegions): number {
  const text = (cells: Cell[]) => cells.map((c) => c.text).join(' ');
  return [...items.work, ...items.parts].filter((item) =>
    regions.cut.some(({ left, right }) => left.length && right.length && (text(left).includes(item.text) || text(right).includes(item.text))),
  ).length;
}

/**
 * The page to read the lists from, by the two readings' scores: region by region where the whole lines' reading took an
 * item across the gutter and the regions' reading lists as many items at least (a field is no item; an item is not lost).
 */
export function listPage(doc: DocText, read: (page: DocText) => LineItems): DocText {
  const regions = pageRegions(doc);
  if (!regions) return doc;
  const [lines, byRegion] = [read(doc), read(regions.doc)];
  const count = (items: LineItems) => items.work.length + items.parts.length;
  return itemsAcrossRegions(lines, regions) > 0 && count(byRegion) >= count(lines) ? regions.doc : doc;
}
