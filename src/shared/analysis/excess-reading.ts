import { findAmounts, unitWorth } from './amounts';
import { overlapsX } from './layout';
import type { DocText } from './text-values';

/** An excess by its stems, English and German: excess, deductible, Selbstbeteiligung, Selbstbehalt, "SB" before its sum. */
const EXCESS = /excess|deductible|selbstbeteiligung|selbstbehalt|franchise/i;
// "SB" names an excess only beside its sum ("SB 500 €", "300,00 DM SB"); alone it is a place's plate code. British
// schedules shorten the excess to "XS" ("XS   £250 own damage · £350 theft") the same way.
const SB = /\b(?:SB|XS)\b/;

// A sum in a currency (the Deutsche Mark of older paper too: "1000 DM", "DM 300,00").
const money = (text: string) => findAmounts(text).filter((a) => (a.isMoneyLike || !!a.currency) && !/^\s*%/.test(text.slice(a.index + a.raw.length)));

/**
 * An insurance excess where the page prints it by its place rather than under a label of its own:
 * - in the cell that names it, the sum nearest its word ("Selbstbeteiligung je Schadenfall 300 €", "Teilkasko (SB 150 €)",
 *   "Teilkasko mit 1000 DM Selbstbeteiligung");
 * - in the column under a heading that names it (a cover table's "Deductible" column), down the table's rows;
 * - in the table under a heading line that names it ("Excesses" over "Section   Compulsory   Voluntary   Total").
 * A policy's excess is the largest it states: the own-damage cover's, or the total of compulsory and voluntary.
 */
export function excessByPlace(doc: DocText): number | null {
  const found: { value: number; unit: number }[] = [];
  const rows = doc.rows ?? [];
  doc.lines.forEach((line, i) => {
    const row = rows[i];
    const cells = row ? row.cells.map((c) => c.text) : line.split(/\s{3,}/);
    for (const [k, cell] of cells.entries()) {
      const at = cell.search(EXCESS) >= 0 ? cell.search(EXCESS) : cell.search(SB);
      if (at < 0) continue;
      // In its cell, the sum nearest its word, after it or before it ("Teilkasko mit 1000 DM Selbstbeteiligung").
      const inCell = money(cell)
        .filter((a) => a.currency)
        .map((a) => ({ value: a.value, unit: unitWorth(a.currency), distance: a.index >= at ? a.index - at : at - (a.index + a.raw.length) }))
        .sort((a, b) => a.distance - b.distance);
      if (inCell.length && (cell.search(EXCESS) >= 0 || inCell[0].distance <= 8)) {
        found.push({ value: inCell[0].value, unit: inCell[0].unit });
        continue;
      }
      // A label with its sum in the next cell of its row ("Compulsory excess   £250.00"): that sum.
      const beside = cells[k + 1] ? money(cells[k + 1]) : [];
      if (!/\d/.test(cell) && beside.length) {
        found.push({ value: beside[0].value, unit: unitWorth(beside[0].currency) });
        continue;
      }
      // A heading: its column down the table, or, standing alone on its line, the table under it.
      if (/\d/.test(cell) || cell.length > 40) continue;
      // A column of limits and excesses together ("Limits / Deductibles"): its sums are limits; an excess there names
      // itself in its own cell ("$1,000 Deductible"), which the cell's reading above has taken.
      if (/limit|deckungssumme|sum\s+insured|versicherungssumme/i.test(cell)) continue;
      const column = row && cells.length >= 2 ? row.cells[k] : null;
      // A heading alone ends at the next heading (a line of words alone: "ENDORSEMENTS APPLYING", "Premium"), the
      // table's own heading row right under it aside ("Section   Compulsory   Voluntary   Total").
      for (let j = i + 1; j < doc.lines.length && doc.lines[j].trim() && (column || j === i + 1 || /\d/.test(doc.lines[j])); j++) {
        const below = rows[j];
        const texts = column && below ? below.cells.filter((c) => overlapsX(c, column)).map((c) => c.text) : cells.length === 1 ? [doc.lines[j]] : [];
        for (const t of texts) for (const a of money(t)) if (a.currency || column) found.push({ value: a.value, unit: unitWorth(a.currency) });
      }
    }
  });
  // Judged in about a euro's worth: an excess of "L. 500.000" is as plausible as one of 250 €.
  const plausible = found.filter((f) => f.value > 0 && f.value * f.unit <= 10_000).map((f) => f.value);
  return plausible.length ? Math.max(...plausible) : null;
}
