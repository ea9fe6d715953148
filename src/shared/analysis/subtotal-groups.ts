import { findAmounts } from './amounts';
import { countUnitsApart } from './count-units';
import { findLabelled, type LabelDoc } from './labels';
import { saysWorkDone } from './lead-in-list';
import { CHARGE, headingKind, itemOf, type LineItems } from './line-items';

/**
 * A bill's lists told apart by the subtotals that close them. Rows with their amounts, then a row
 * whose amount is what they add up to and whose label names a kind ("Lohn   352,00", "Material
 * 237,20", "Parts total"): the rows above are of that kind, whatever their words or headings say.
 * Structure and arithmetic together, so a list printed without a heading, or under a heading no
 * list knows, is read all the same. Null unless a list is closed so and the bill names both kinds
 * or one kind over two rows or more; a list of charges for time only comes back empty (its jobs
 * are printed apart, without prices).
 */
/**
 * A sum's label naming a section by its heading's word ("Total Fremdarbeiten", "Summe Reparaturarbeiten"): the kind of
 * the list a bill prints beside labour and parts (the work of another shop), known as the section's heading is.
 */
function sumOfSection(label: string): 'work' | 'parts' | undefined {
  const rest = /^\s*(?:total|summe|gesamt|sub-?total|zwischensumme)\s+(\p{L}[\p{L}\s&/-]*?)\s*:?\s*$/iu.exec(label)?.[1];
  return (rest && headingKind(rest)) || undefined;
}

export function listsBySubtotals(doc: LabelDoc): LineItems | null {
  const kindAt = new Map<number, 'work' | 'parts' | null>();
  for (const [field, kind] of [
    ['laborCost', 'work'],
    ['partsCost', 'parts'],
  ] as const) {
    for (const hit of findLabelled(doc, field)) kindAt.set(hit.lineIndex, kindAt.has(hit.lineIndex) && kindAt.get(hit.lineIndex) !== kind ? null : kind);
  }
  const out: LineItems = { work: [], parts: [] };
  let group: { text: string; amount: number; charge: boolean }[] = [];
  const rows = { work: 0, parts: 0 };
  // Lists closed by a section's sum, and the kinds closed by a sum under the kind's own label.
  const apart: { kind: 'work' | 'parts'; rows: LineItems['work'] }[] = [];
  const labelled = new Set<'work' | 'parts'>();
  // A count in the unit a column of them repeats ("14 off Solid lifters") set apart, line for line, as the list readers do.
  for (const [i, line] of countUnitsApart(doc.lines).entries()) {
    const money = findAmounts(line).filter((a) => a.isMoneyLike && !/^\s*%/.test(line.slice(a.index + a.raw.length)));
    const amount = money.at(-1)?.value;
    if (amount === undefined) continue;
    const section = kindAt.has(i) ? undefined : sumOfSection(line.slice(0, money.at(-1)!.index));
    const kind = kindAt.get(i) ?? section;
    // Labour charged by its time under the kind's label ("Arbeitslohn 46,0 Std. à 78,00"): the sum of hours, not of the rows.
    if (kind && CHARGE.test(line)) return null;
    // The last rows this one adds up (one row will do under a kind's label, two or more under any other).
    const k = closingRun(
      group.map((r) => r.amount),
      amount,
      kind ? 1 : 2,
    );
    if (k > 0) {
      // A sum no kind's label names (the net, a "Summe") closes no list of its own: the lists have ended.
      if (!kind) break;
      // A charge for time ("Meister, 8,0 Std.   à 98,00") counts in its list's sum but is no job: the jobs are listed apart.
      // Where every row charges its time and most of them describe a job, not a grade of staff, each row is a job with its
      // time ("Fahrzeug zur Prüfstelle überführt   5,50 h à 85,00", "Hohlraumkonservierung Schweller   4,50 h à 85,00").
      const closing = group.slice(-k);
      const jobsCharged = closing.every((r) => r.charge) && closing.filter((r) => describesJob(r.text)).length * 2 >= closing.length;
      const closedRows = closing.filter((r) => !r.charge || jobsCharged).map(({ text, amount }) => ({ text, amount }));
      out[kind].push(...closedRows);
      if (section) apart.push({ kind, rows: closedRows });
      else labelled.add(kind);
      rows[kind] += k;
      group = [];
      continue;
    }
    // A kind's label over an amount that adds up nothing above it (a charge line "Labour 1.7 hrs @ 38.00"): no such lists.
    if (kind) return null;
    const item = itemOf(line);
    if (item && item.amount !== null) group.push({ text: item.text, amount: item.amount, charge: CHARGE.test(line) });
  }
  // A section summed apart beside the kind's own labelled sum ("Total Arbeit", then "Total Fremdarbeiten"): its rows are
  // listed but no part of the labour's or the parts' sum.
  const besides = apart.filter((a) => labelled.has(a.kind)).flatMap((a) => a.rows);
  if (besides.length) out.besides = besides;
  return (rows.work > 0 && rows.parts > 0) || rows.work + rows.parts >= 2 ? out : null;
}

/**
 * A row's words that say what was done ("Zündung eingestellt"), or a phrase of three words or more: no grade of staff
 * ("Meister") and no labour's own name ("Refinish labor", "Arbeitszeit Karosserie").
 */
const describesJob = (text: string) =>
  !/\blabou?r|lohn|arbeitszeit|arbeitswert|stunden|\bhours\b/i.test(text) && (saysWorkDone(text) || (text.match(/\p{L}{2,}/gu) ?? []).length >= 3);

/** How many of the last amounts add up to `sum` (at least `min`), 0 when no run does. */
export function closingRun(amounts: number[], sum: number, min: number): number {
  let total = 0;
  for (let k = 1; k <= amounts.length; k++) {
    total += amounts[amounts.length - k];
    if (k >= min && Math.abs(total - sum) < 0.011) return k;
  }
  return 0;
}
