import { findAmounts } from './amounts';
import type { Cell, Row } from './layout';
import { cleanItemText, SECTION_END, type LineItem, type LineItems } from './line-items';

/**
 * Two item tables printed side by side under one heading row, each with a description column of its own — the form of
 * a dealer's repair order or a distributor's invoice: the jobs with their times and labour on the left, the parts with
 * their numbers, quantities and prices on the right ("OP. No.   DESCRIPTION OF WORK   TIME   £   PART No.   DESCRIPTION
 * QTY   £"). A row holds a job and a part that have nothing to do with each other, so it is cut where the second table
 * begins: the first heading between the two descriptions that opens a table (a quantity, a part or line number), else
 * the second description. A cell the print ran across that edge ("35.40 1": the labour's amount and the part's
 * quantity) is cut at the word standing at it. Each half is a list of its kind, known by its headings: a time or a
 * labour column makes the jobs, a quantity or a part number the parts.
 */

// Its kind may lead it ("LABOR — DESCRIPTION OF WORK"); a parts table may head its names by its kind alone ("PARTS AND MATERIALS").
const DESCRIPTION_HEAD =
  /^(?:(?:labou?r|parts?|arbeit\w*|material\w*)\s*[—–-]\s*)?(description(\s+of\s+(work|parts))?|bezeichnung|beschreibung|leistung|artikel|text)$|^(?:parts|materials?|ersatzteile|teile)(?:\s+(?:and|&|und)\s+(?:materials?|zubehör))?$/i;
/** The headings a table opens with, left of its description: a quantity, a line, a part's or an operation's number. */
const LEAD_HEAD = /\b(qty|quantity|menge|anz(ahl)?|part\s*(no|nr|#)|teile-?nr|art(ikel)?\.?-?nr|op\.?\s*(code|no)|code|line|pos|no|nr)\b\.?/i;
const WORK_HEAD = /\b(hrs|hours?|time|std|stunden|aw|zeit|labou?r|lohn|arbeit\w*|work)\b\.?/i;
const PARTS_HEAD = /\b(qty|quantity|menge|parts?|part\s*no|teile?\w*|ersatzteile|material\w*)\b\.?/i;

const height = (c: { y0: number; y1: number }) => Math.max(1, c.y1 - c.y0);

/** `cell` cut at `x` when it runs across it: the word whose estimated left edge stands nearest `x` begins the second cell. */
function cutCell(cell: Cell, x: number): Cell[] {
  const tol = height(cell) * 1.2;
  if (cell.x0 >= x - tol || cell.x1 <= x + tol) return [cell];
  const per = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  let best: { at: number; off: number } | null = null;
  for (const m of cell.text.matchAll(/ (?=\S)/g)) {
    const at = m.index + 1;
    const off = Math.abs(cell.x0 + at * per - x);
    if (off <= tol && (!best || off < best.off)) best = { at, off };
  }
  if (!best) return [cell];
  const left = cell.text.slice(0, best.at).trimEnd();
  const right = cell.text.slice(best.at);
  const xCut = cell.x0 + best.at * per;
  return [
    { ...cell, text: left, x1: cell.x0 + left.length * per },
    { ...cell, text: right, x0: xCut, start: cell.start + best.at },
  ];
}

const cutAll = (cells: Cell[], xs: number[]) => xs.reduce((cs, x) => cs.flatMap((c) => cutCell(c, x)), cells);

function kindOf(headings: Cell[]): 'work' | 'parts' | null {
  const texts = headings.map((h) => h.text);
  // "DESCRIPTION OF WORK" names its list; else a time or labour column makes the jobs, a quantity or part number the parts.
  const work = texts.some((t) => WORK_HEAD.test(t) && !PARTS_HEAD.test(t)) || texts.some((t) => /of\s+work/i.test(t));
  const parts = texts.some((t) => PARTS_HEAD.test(t) && !WORK_HEAD.test(t));
  return work === parts ? null : work ? 'work' : 'parts';
}

/** One half of a row as an item: the text under its description's heading, the last money figure of the half. */
function itemOfHalf(cells: Cell[], description: Cell): LineItem | null {
  const tol = height(description) * 1.2;
  const text = cells.find((c) => Math.abs(c.x0 - description.x0) <= tol && /\p{L}{2}/u.test(c.text));
  const money = cells.flatMap((c) =>
    c.x0 > description.x0 ? findAmounts(c.text).filter((a) => a.isMoneyLike && a.raw.length >= c.text.trim().length - 2) : [],
  );
  if (!text || !money.length) return null;
  const name = cleanItemText(text.text, { ownCell: true });
  return name.length >= 2 ? { text: name, amount: money.at(-1)!.value } : null;
}

export function sideBySideTables(rows: (Row | null)[] | undefined): LineItems | null {
  if (!rows?.length) return null;
  for (const [at, head] of rows.entries()) {
    if (!head || head.cells.length < 5 || /\d/.test(head.text)) continue;
    const descriptions = head.cells.filter((c) => DESCRIPTION_HEAD.test(c.text.trim()));
    if (descriptions.length !== 2) continue;
    const [d1, d2] = descriptions;
    const between = head.cells.filter((c) => c.x0 > d1.x1 && c.x1 < d2.x0);
    const edge = between.find((c) => LEAD_HEAD.test(c.text))?.x0 ?? d2.x0;
    const first = kindOf(head.cells.filter((c) => c.x0 < edge));
    const second = kindOf(head.cells.filter((c) => c.x0 >= edge));
    if (!first || !second || first === second) continue;
    const out: LineItems = { work: [], parts: [] };
    for (const row of rows.slice(at + 1)) {
      if (!row) {
        if (out.work.length + out.parts.length) break;
        continue;
      }
      const cells = cutAll(row.cells, [edge, d1.x0, d2.x0]);
      // The sums under the tables ("TOTAL LABOUR   22.26   TOTAL PARTS   22.86"): the lists have ended.
      if (cells.some((c) => SECTION_END.test(c.text.trim()))) break;
      const left = itemOfHalf(
        cells.filter((c) => c.x0 < edge - height(c)),
        d1,
      );
      const right = itemOfHalf(
        cells.filter((c) => c.x0 >= edge - height(c)),
        d2,
      );
      if (!left && !right) break;
      if (left) out[first].push(left);
      if (right) out[second].push(right);
    }
    if (out.work.length && out.parts.length) return out;
  }
  return null;
}
