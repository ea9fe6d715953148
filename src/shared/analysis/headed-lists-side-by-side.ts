import { findAmounts } from './amounts';
import type { Cell, Row } from './layout';
import { itemOf, RATE_CELL, sectionHeading, SECTION_END, workingsCells, type LineItem, type LineItems } from './line-items';

/**
 * Two lists printed side by side, each under a heading of its own kind on one line ("Ausgeführte Arbeiten   Ersatzteile",
 * "Work done   Parts supplied"): each row holds an item of each list that has nothing to do with the other, in whatever
 * shape each list prints its rows — a job marked and unpriced on the left ("- Kupplung erneuert"), a count, a part and its
 * price on the right ("1 Kupplungssatz   320,33"). The row is cut where the right heading's column begins, by the
 * words' positions, so that neither list's shape matters. Each list ends at its own sum (a row of what its items add up
 * to, "Teile netto   450,49", or its heading's word over it) or a sum's label, the other list going on below it; both
 * end at a blank line or a row neither goes on in. Null unless each list holds two items or more.
 */

const height = (c: { y0: number; y1: number }) => Math.max(1, c.y1 - c.y0);
const money = (text: string) => findAmounts(text).filter((a) => a.isMoneyLike);

type Half = { kind: 'work' | 'parts'; items: LineItem[]; ended: boolean };

/**
 * What a half row does to its list: adds an item, ends the list (a sum or a sum's label), goes on past the workings of
 * the item above ("1.5 hrs à BD$ 58.00", "RH-210 · 1 pc à BD$ 38.50": a time or a count at a price), or nothing (no words).
 */
function readHalf(cells: Cell[], list: Half): 'item' | 'workings' | null {
  if (list.ended || !cells.length) return null;
  const texts = cells.map((c) => c.text.trim());
  const text = texts.join('   ');
  const workings = workingsCells(texts);
  if (list.items.length && workings.every((c) => RATE_CELL.test(c))) return 'workings';
  if (!/\p{L}{2}/u.test(text)) return null;
  const last = money(text).at(-1);
  const priced = list.items.filter((i) => i.amount !== null);
  const sum = priced.reduce((s, i) => s + i.amount!, 0);
  const isSum = last !== undefined && priced.length >= 2 && Math.abs(last.value - sum) < 0.011;
  if (isSum || SECTION_END.test(text) || sectionHeading(texts[0]) !== null) {
    list.ended = true;
    return null;
  }
  const item = itemOf(text);
  if (!item) {
    list.ended = true;
    return null;
  }
  list.items.push({ text: item.text, amount: item.amount });
  return 'item';
}

const pricedWords = (text: string) => /\p{L}{2}/u.test(text) && money(text).length > 0;

export function headedListsSideBySide(rows: (Row | null)[] | undefined): LineItems | null {
  if (!rows?.length) return null;
  for (const [at, head] of rows.entries()) {
    if (!head || head.cells.length !== 2 || /\d/.test(head.text)) continue;
    const [leftKind, rightKind] = head.cells.map((c) => sectionHeading(c.text.trim()));
    if (!leftKind || !rightKind || leftKind === rightKind) continue;
    const edge = head.cells[1].x0 - height(head.cells[1]);
    const left: Half = { kind: leftKind, items: [], ended: false };
    const right: Half = { kind: rightKind, items: [], ended: false };
    let gap = false;
    for (const row of rows.slice(at + 1)) {
      if (!row) {
        gap = left.items.length + right.items.length > 0;
        continue;
      }
      // Rows typed with a blank line between them go on after it, a priced row of words in either half; anything else ends both.
      const halves = [row.cells.filter((c) => c.x0 < edge), row.cells.filter((c) => c.x0 >= edge)];
      if (gap && !halves.some((cells) => pricedWords(cells.map((c) => c.text).join('   ')))) break;
      gap = false;
      const read = [readHalf(halves[0], left), readHalf(halves[1], right)];
      if ((left.ended && right.ended) || read.every((r) => r === null)) break;
    }
    if (left.items.length >= 2 && right.items.length >= 2) {
      const out: LineItems = { work: [], parts: [] };
      out[left.kind].push(...left.items);
      out[right.kind].push(...right.items);
      return out;
    }
  }
  return null;
}
