/**
 * A boxed form's captions and their values by place: a band of captions over (or under) a band of values, each caption's
 * value the cell in its box; a form's numbered captions each alone on a line over its value. The label finder
 * (labels.ts) asks these where a caption's value stands.
 */
import type { Cell, Row } from './layout';
import { captionOf } from './numbered-fields';

/** A numbered field's caption alone on its line ("4. Effective from"): its number, else -1. */
const numberedCaption = (line: string | undefined) => {
  const m = /^\s*(\d{1,2})[.)]\s+\p{L}[^\d]*$/u.exec(line ?? '');
  return m && !/\S\s{3,}\S/.test(line!) ? Number(m[1]) : -1;
};

/**
 * A form's numbered captions each alone on a line with its value on the line under it ("4. Effective from" / "12/08/1998",
 * "5. Expiring" / "11/10/1998"): the captions count up two lines apart, the line between holds no caption of its own.
 */
export function numberedFieldOverValue(lines: readonly string[], i: number): boolean {
  const n = numberedCaption(lines[i]);
  if (n < 0 || !lines[i + 1]?.trim() || numberedCaption(lines[i + 1]) >= 0 || /^\s*\d{1,2}[.)]\s/.test(lines[i + 1])) return false;
  return numberedCaption(lines[i + 2]) === n + 1 || (n > 1 && numberedCaption(lines[i - 2]) === n - 1 && !!lines[i - 1]?.trim());
}

/**
 * A row of a boxed form's captions, two or more, none holding a figure, coded ("Feld 1 Versicherungsnehmer", "(3)
 * Kennzeichen", "15 Kontrollschild"). A rate in a caption ("MwSt. 15 %") is its words'. A table's heading (no codes) is
 * read as a table's (its column's values, its totals row).
 */
export function isCaptionRow(row: Row): boolean {
  if (row.cells.length < 2) return false;
  const captions = row.cells.map((c) => captionOf(c.text));
  const words = captions.map((c) => c.caption.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, '').replace(/^\d\.\s/, ''));
  if (!words.every((w) => /\p{L}{2}/u.test(w) && !/\d/.test(w))) return false;
  return captions.some((c) => c.coded);
}

/**
 * Whether a value's cell stands in the box of a row's caption `k`: from the caption's left edge to where the next caption
 * begins (a value set left under its caption, or set right at its box's end: "(8) Teile netto" over "349,71").
 */
export function inBox(value: Cell, captions: Row, k: number): boolean {
  const caption = captions.cells[k];
  const tolerance = 0.25 * Math.max(1, caption.y1 - caption.y0);
  const end = captions.cells[k + 1]?.x0 ?? Infinity;
  return value.x0 >= caption.x0 - tolerance && value.x0 < end && value.x1 <= end + tolerance;
}

/** The next row with text above (-1) or below (+1) the row, across at most one blank line. */
function neighbour(rows: (Row | null)[], i: number, step: 1 | -1): number {
  for (let j = i + step, k = 0; j >= 0 && j < rows.length && k < 2; j += step, k++) if (rows[j]) return j;
  return -1;
}

/** Whether a row holds a caption row's values: no captions of its own, each cell beginning in one caption's box, near it. */
function fitsCaptions(captions: Row, values: Row): boolean {
  if (isCaptionRow(values)) return false;
  const h = Math.max(captions.y1 - captions.y0, values.y1 - values.y0);
  const gap = values.y0 >= captions.y1 ? values.y0 - captions.y1 : captions.y0 - values.y1;
  if (gap > 3 * h) return false;
  return values.cells.every((v) => captions.cells.some((_, k) => inBox(v, captions, k)));
}

/**
 * The row of values a row of captions stands over or under (-1: none). A form keeps one way throughout its band: where a
 * row of values fits both ways, the band's first row tells — captions first, each over its value; values first, each
 * caption under its value.
 */
export function valueRowOf(rows: (Row | null)[], i: number): number {
  const captions = rows[i]!;
  const [above, below] = [neighbour(rows, i, -1), neighbour(rows, i, 1)];
  const up = above >= 0 && fitsCaptions(captions, rows[above]!);
  const down = below >= 0 && fitsCaptions(captions, rows[below]!);
  if (up !== down) return up ? above : below;
  if (!up) return -1;
  let top = i;
  let steps = 0;
  for (let p = neighbour(rows, top, -1); p >= 0; p = neighbour(rows, top, -1)) {
    const ok = steps % 2 === 0 ? fitsCaptions(rows[top]!, rows[p]!) : isCaptionRow(rows[p]!) && fitsCaptions(rows[p]!, rows[top]!);
    if (!ok) break;
    top = p;
    steps++;
  }
  return steps % 2 === 1 ? above : below;
}
