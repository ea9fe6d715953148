import { findAmounts } from './amounts';
import { isLabelCell } from './labels';
import { rowLine, rowSubsets } from './items-by-sums';
import type { LineItem, LineItems } from './line-items';

/**
 * Charges a bill sums apart from labour and parts: fuel sold with the job ("Kraftstoff", "GAS & OIL"), towing and recovery
 * ("Fahrt- und Schleppkosten", "Recovery"), travel to the customer ("Fahrtkosten", "Travel") and fees passed on ("MOT fee",
 * "Gebühren"). Towing is what a recovery firm did (its call-out, its towing lines are the bill's work); fuel, travel and
 * fees are neither labour nor parts.
 */
export type ChargeKind = 'fuel' | 'towing' | 'travel' | 'fee';

const CHARGE_LABELS: [ChargeKind, RegExp][] = [
  // Towing first: "Fahrt- und Schleppkosten" names the drive out with the tow.
  ['towing', /^(?:fahrt-?\s*(?:und|u\.|&)\s*)?(?:ab)?schlepp\p{L}*|^bergung\p{L}*|^(?:recovery|towing|towage)\b/iu],
  ['fuel', /^(?:kraftstoff\p{L}*|benzin|treibstoff|fuel|petrol|gasoline|gas\s*(?:&|and|,)\s*oil)\b/iu],
  ['travel', /^(?:fahrtkosten|anfahrtskosten|reisekosten|travel(?:l?ing)?(?:\s+(?:costs?|expenses|time))?|mileage\s+charge)\b/iu],
  // Fees passed on beside the bill's labour and parts ("MOT fee", "Gebühren", "Gebühr MFK").
  [
    'fee',
    /^(?:(?:mot|hu|tüv|mfk|test|prüf)\p{L}*\s+)?(?:fees?|gebühr(?:en)?)(?:\s+(?:mot|hu|tüv|mfk))?$|^(?:(?:mot|hu|tüv|mfk|test|prüf)\p{L}*\s+)?(?:fees?|gebühr(?:en)?)(?=\s{2,}|\s*:?\s*[\d€£$])/iu,
  ],
];

/** The kind of charge a sum's label names, or null. */
export function chargeKindOf(label: string): ChargeKind | null {
  const text = label.trim();
  return CHARGE_LABELS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** The words of a sum's line alone ("zus.", "Summe", "PARTS & ACC.", a kind's label): the page's sum, when its amount adds up rows above. */
const SUM_WORDS = /^(?:zus\.?|zusammen|summe|gesamt|sub-?total|total|parts\s*(?:&|and)\s*acc(?:essories|\.)?)$/i;
const isSumLabel = (text: string) => SUM_WORDS.test(text.trim()) || isLabelCell(text) || chargeLabelAlone(text);

/** A charge's label and nothing else ("GAS & OIL", "Recovery"): a row "Benzin Normal" or "Abschleppen zur Werkstatt" names a charge's item. */
function chargeLabelAlone(text: string): boolean {
  const bare = text.trim().replace(/[\s:.]+$/, '');
  return CHARGE_LABELS.some(([, re]) => re.exec(bare)?.[0].length === bare.length);
}

/**
 * A bill's rows without the page's sums and without the charges it sums apart. A list reader may take the summary's lines
 * for rows ("Arbeit   37,00", "zus.   66,50", "GAS & OIL   8.40" under a carbon slip's rows): a row whose words are a
 * sum's label and whose amount adds up rows above it is that sum. A charge's sum ("Kraftstoff   20,88",
 * "Fahrt- und Schleppkosten   124,20") that exactly one set of the other rows adds up to takes those rows out of the
 * lists: fuel and travel are dropped, towing comes back as `charges` (the recovery firm's work, beside its labour);
 * `setApart` is what those sums come to, a share of the total that is neither labour nor parts.
 */
export function setApartCharges(items: LineItems, lines: string[]): { items: LineItems; charges: LineItem[]; setApart: number } {
  const at = (r: LineItem) => rowLine(r, lines);
  const all = [...items.work, ...items.parts].filter((r) => r.amount != null && r.amount > 0);
  const ordered = [...all].sort((a, b) => at(a) - at(b));
  const sums = new Set<LineItem>();
  for (const [k, row] of ordered.entries()) {
    if (!isSumLabel(row.text)) continue;
    const above = ordered.slice(0, k).filter((r) => !sums.has(r) && !isSumLabel(r.text));
    if (rowSubsets(above, row.amount!).length) sums.add(row);
  }
  const out = new Set<LineItem>(sums);
  const charges: LineItem[] = [];
  let setApart = 0;
  for (const [i, line] of lines.entries()) {
    const kind = chargeKindOf(line);
    if (!kind) continue;
    const money = findAmounts(line).filter((a) => a.isMoneyLike && !/^\s*%/.test(line.slice(a.index + a.raw.length)));
    if (money.length !== 1) continue;
    const rows = ordered.filter((r) => !out.has(r) && at(r) !== i && !isSumLabel(r.text));
    const found = rowSubsets(rows, money[0].value);
    if (found.length !== 1) continue;
    const taken = rows.filter((_, k) => found[0] & (1 << k));
    for (const r of taken) out.add(r);
    setApart += money[0].value;
    if (kind === 'towing') charges.push(...taken);
  }
  if (!out.size) return { items, charges: [], setApart: 0 };
  const keep = (r: LineItem) => !out.has(r);
  return { items: { work: items.work.filter(keep), parts: items.parts.filter(keep) }, charges: charges.sort((a, b) => at(a) - at(b)), setApart };
}
