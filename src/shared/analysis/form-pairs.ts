import { lineCells, type Row } from './layout';
import type { DocText } from './text-values';

/**
 * A page's labels paired with their values by layout alone, whatever the labels say: how a
 * person reads a form in wording they have never seen. Two shapes are known:
 * - a row of labels over a row of values, cell for cell ("Contract ID   Cover level" over
 *   "SK-2171-56894   Third Party Only", a card's heading row over its value row);
 * - a label cell followed by its value cell in one row ("Job card:   A48073   Invoiced on:   15/01/2006"),
 *   or by its value after a colon in the same cell ("Type of cover: Comprehensive").
 * The readers of unlabelled fields (unlabelled-fields.ts) judge each pair by its value's shape.
 */
export interface FormPair {
  label: string;
  value: string;
  /** The line of the value. */
  lineIndex: number;
}

/** A cell that can be a label: words without a digit, at most five of them, not a sentence. */
export function isLabelLike(cell: string): boolean {
  // A dot leader after the label ("Excess ........") is part of the label's cell, not a sentence's end.
  const text = cell
    .replace(/\s*\.{2,}\s*$/, '')
    .replace(/[:#.]\s*$/, '')
    .trim();
  if (!text || /\d/.test(text) || !/\p{L}{2}/u.test(text)) return false;
  // A sentence ends a word with a point; an abbreviation's point ends a short capitalised one ("Pol. Kennz.", "Amtl. Kennzeichen").
  // A caption in two languages ("Arbeit ausgeführt am / Lavoro eseguito il") is as short as each of its halves, and an
  // abbreviation's point at a half's end is no sentence's ("Račun št. / Rechnung Nr.").
  return text.split(/\s+\/\s+/).every((half) => half.split(/\s+/).length <= 5 && !/(?:^|\s)\p{Ll}+\.\s|\p{L}{6,}\.\s|[!?]\s/u.test(half));
}

export function formPairs(doc: DocText): FormPair[] {
  const out: FormPair[] = [];
  const lines = doc.lines;
  const under = new Set<number>();
  const isLabelRow = (cells: string[]) => cells.length >= 2 && cells.every(isLabelLike);
  lines.forEach((line, i) => {
    const heads = lineCells(line);
    // Captions under their values, band after band ("#4471   2 May 2019" over "INVOICE NO.   DATE", then a band of values
    // over "VEHICLE   ODOMETER"): a row of labels whose row above holds values cell for cell and whose row below does not
    // hold values of its own count (or is the next band's values, with its own captions under it) names the row above.
    const above = i > 0 ? lineCells(lines[i - 1]) : [];
    const below = lineCells(lines[i + 1] ?? '');
    const belowIsBand = below.length > 0 && isLabelRow(lineCells(lines[i + 2] ?? '')) && lineCells(lines[i + 2] ?? '').length === below.length;
    // Three cells at least: two ("Valued by   Ann Lee" under "Agreed value   £41,500") are a label and its value.
    if (
      isLabelRow(heads) &&
      heads.length >= 3 &&
      above.length === heads.length &&
      !isLabelRow(above) &&
      above.some((v) => /\d/.test(v)) &&
      !under.has(i - 1) &&
      (below.length !== heads.length || belowIsBand || !below.some((v) => /\d/.test(v)))
    ) {
      heads.forEach((label, k) => out.push({ label, value: above[k], lineIndex: i - 1 }));
      under.add(i - 1).add(i);
      return;
    }
    if (under.has(i)) return;
    const next = lines[i + 1];
    if (!next) return;
    const values = lineCells(next);
    // A row of labels over a row of values, at least one of them with a digit (else it is two rows of words):
    // cell for cell when they are as many, else (a heading OCR put on a row of its own) by the columns' positions.
    if (heads.length < 2 || !heads.every(isLabelLike) || !values.some((v) => /\d/.test(v))) return;
    const pairs =
      heads.length === values.length ? heads.map((label, k) => ({ label, value: values[k] })) : byColumn(doc.rows?.[i] ?? null, doc.rows?.[i + 1] ?? null);
    if (pairs.length < 2) return;
    for (const p of pairs) out.push({ ...p, lineIndex: i + 1 });
    under.add(i).add(i + 1);
  });
  lines.forEach((line, i) => {
    if (under.has(i)) return;
    const cells = lineCells(line);
    // A label alone on its line over a value alone on the next (a form's label above its value, one column).
    const below = lineCells(lines[i + 1] ?? '');
    const inlinePair = (c: string) => /^[^:\d]{2,40}:\s+\S/.test(c);
    if (
      cells.length === 1 &&
      below.length === 1 &&
      isLabelLike(cells[0]) &&
      !isLabelLike(below[0]) &&
      ![cells[0], below[0]].some(inlinePair) &&
      !under.has(i + 1)
    ) {
      out.push({ label: cells[0].replace(/[:#]\s*$/, '').trim(), value: below[0], lineIndex: i + 1 });
      under.add(i + 1);
      return;
    }
    for (let k = 0; k < cells.length; k++) {
      // A label and its value in one cell, after a colon ("Type of cover: Comprehensive").
      const inline = /^([^:\d]{2,40}):\s+(\S.*)$/.exec(cells[k]);
      if (inline && isLabelLike(inline[1])) {
        out.push({ label: inline[1].trim(), value: inline[2].trim(), lineIndex: i });
        continue;
      }
      if (k + 1 >= cells.length) break;
      const [label, value] = [cells[k], cells[k + 1]];
      // A label is followed by a value: a cell with a digit, or any cell after a colon.
      if (isLabelLike(label) && (/\d/.test(value) || /:\s*$/.test(label)) && !(/:\s*$/.test(value) && !/\d/.test(value))) {
        out.push({
          label: label
            .replace(/\s*\.{2,}\s*$/, '')
            .replace(/[:#]\s*$/, '')
            .trim(),
          value,
          lineIndex: i,
        });
        k++;
      }
    }
  });
  return out.sort((a, b) => a.lineIndex - b.lineIndex);
}

/** Each heading cell with the value cell below that overlaps it most, when the rows' positions are known. */
function byColumn(heads: Row | null, values: Row | null): { label: string; value: string }[] {
  if (!heads || !values) return [];
  const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const out: { label: string; value: string }[] = [];
  for (const head of heads.cells) {
    const best = [...values.cells].sort((a, b) => overlap(head, b) - overlap(head, a))[0];
    if (best && overlap(head, best) > 0) out.push({ label: head.text.trim(), value: best.text.trim() });
  }
  return out;
}
