import { findAmounts } from './amounts';
import { LABELS } from './labels';
import { lineCells } from './layout';
import { spelledOut } from './page-legend';
import type { DocText } from './text-values';

/**
 * An appraisal's value under a label that begins with a value's name but goes on ("Marktwert (Händlerverkaufswert) zum
 * Besichtigungstag   7.100,00 €", "Fair market value as at inspection   $28,000") or shortens it as the page's legend
 * explains ("FMV   $67,100.00" with "FMV = fair market value"): the label's cell is read for the name it begins with,
 * ranked as the value labels rank (a market value before a replacement value). What it costs to replace, repair or
 * value the car is none ("Replacement cost", "Gutachterkosten").
 */
const NOT_A_VALUE = /cost|kosten|fee|honorar|geb[uü]hr|price|preis|repair|reparatur/i;
const GROUPS = LABELS.appraisedValue.map((g) => new RegExp(String.raw`^(?:${g.source})(?!\p{L})`, 'iu'));

export function valueByLabelWords(doc: DocText): { value: number; rank: number } | null {
  let best: { value: number; rank: number } | null = null;
  for (const line of doc.lines) {
    const cells = lineCells(line);
    for (let k = 1; k < cells.length; k++) {
      const amount = findAmounts(cells[k]).find((a) => (a.isMoneyLike || !!a.currency) && a.value >= 100);
      const label = cells[k - 1];
      if (!amount || !/\p{L}{2}/u.test(label) || /\d/.test(label)) continue;
      const [head, ...rest] = label.split(/\s+/);
      const spelled = [spelledOut(head, doc.text), ...rest].join(' ');
      if (NOT_A_VALUE.test(spelled)) continue;
      const rank = GROUPS.findIndex((g) => g.test(spelled));
      if (rank >= 0 && (!best || rank < best.rank)) best = { value: amount.value, rank };
    }
  }
  return best;
}
