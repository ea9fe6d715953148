import { findAmounts } from './amounts';
import { findLabelled, LABELS } from './labels';
import type { DocText } from './text-values';

/** A figure a page labels as a premium, with its label as printed. */
export interface PremiumCandidate {
  label: string;
  value: number;
}

// What a premium's label may say that makes its figure no premium of this policy's year.
const PAST = /last\s+year|previous|prior|former|vorjahr|bisherig|alte[rs]?\s/i;
const PRE_TAX = /ohne\s+(versicherung)?steuer|\bnetto|\bnet\b|\bbase\b|grundbeitrag|excl|exclud|before\s+tax|vor\s+steuer/i;
// A term of months is the policy's own ("TOTAL 6-MONTH POLICY PREMIUM", "Gesamtprämie für 12 Monate"), a month alone an instalment.
const INSTALMENT = /monthly|(?<!\d[-\s]?)\bmonths?\b|(?<!\d[-\s]?)monat|instal|\brate\b|quarter|viertel|halbj|per\s+payment/i;
// A premium's tax is a part of it, unless the label says the figure includes it ("inkl. Versicherungsteuer").
const TAX_ONLY = /\btax\b|steuer/i;
const INCLUDING = /incl|inkl|including|einschl/i;
/** Words that make a premium the whole year's: its total, the year's, the renewal's, the one to pay. */
const WHOLE = /total|gesamt|jahres|annual|yearly|payable|due|zu\s+zahlen|renewal|zahlbetrag/i;
const PAYABLE = /payable|\bdue\b|zu\s+zahlen|zahlbetrag/i;

/**
 * The policy's premium among the figures labelled as premiums. A page prints several: one per
 * section in a table's premium column, last year's, the net before insurance tax, an instalment,
 * and the year's whole premium; a premium is a total. Past, pre-tax and instalment figures are
 * dropped; of the rest, those whose label names a whole premium win; the largest of them, since
 * a total holds its parts. The insured (agreed) value is never the premium.
 */
export function choosePremium(candidates: PremiumCandidate[], insuredValue?: number | null): number | null {
  const kept = candidates.filter(
    (c) =>
      !PAST.test(c.label) &&
      !PRE_TAX.test(c.label) &&
      !INSTALMENT.test(c.label) &&
      !(TAX_ONLY.test(c.label) && !INCLUDING.test(c.label)) &&
      (insuredValue == null || Math.abs(c.value - insuredValue) >= 0.005),
  );
  if (!kept.length) return null;
  const whole = kept.filter((c) => WHOLE.test(c.label));
  // What is to be paid is the premium after what was taken off the year's ("Annual premium" less a no-claims discount).
  const payable = whole.filter((c) => PAYABLE.test(c.label));
  return Math.max(...(payable.length ? payable : whole.length ? whole : kept).map((c) => c.value));
}

// A premium's word may end a longer label ("Your renewal premium", "Vehicle premium", "Last year's premium").
const PREMIUM_LABEL = new RegExp(String.raw`(?:[A-Za-zÄÖÜäöüß'’.]+ ){0,3}?(?:${LABELS.premium.map((r) => r.source).join('|')})`, 'i');

/**
 * Every figure the page labels as a premium, wherever the label stands (beside, above, a column
 * heading), every label of a row of headings ("Last year's premium   Tax   Your renewal premium").
 */
export function premiumCandidates(doc: DocText): PremiumCandidate[] {
  const out: PremiumCandidate[] = [];
  for (const hit of findLabelled(doc, [PREMIUM_LABEL], { everyColumn: true })) {
    for (const text of hit.candidates) {
      const money = findAmounts(text).filter((a) => a.isMoneyLike && !/^\s*%/.test(text.slice(a.index + a.raw.length)));
      if (!money.length) continue;
      out.push({ label: hit.label, value: money.at(-1)!.value });
      break;
    }
  }
  // A label qualified after its premium word and closed by a colon ("Jahresprämie inkl. Versicherungsteuer: 951,41 €",
  // "Annual premium including IPT: £412.30"): the words before the colon are the label, the sum after it the value.
  for (const line of doc.lines) {
    const m = /^\s*([^:\d]{3,70}?):\s*(.+)$/.exec(line);
    if (!m || !PREMIUM_WORD.test(m[1]) || out.some((c) => c.label === m[1].trim())) continue;
    const money = findAmounts(m[2]).filter((a) => a.isMoneyLike && !/^\s*%/.test(m[2].slice(a.index + a.raw.length)));
    if (money.length === 1) out.push({ label: m[1].trim(), value: money[0].value });
  }
  // A row led by a premium's label that goes on in words after its premium word ("TOTAL PREMIUM FOR THIS POLICY PERIOD   $170.30",
  // "Gesamtprämie für die Versicherungsperiode   ATS 5.188,55", "Jahresprämie total   CHF 393.12"), a table's total under
  // its sections: the row's first cell is the label, its last cell's sum the value.
  for (const line of doc.lines) {
    const cells = line
      .trim()
      .split(/\s{3,}|\t/)
      .map((c) => c.trim());
    const [label, last] = [cells[0], cells.at(-1)!];
    // The rate of the tax the premium includes ("Prämie einmalig inkl. 11 % Vers.-Steuer") is a word of the label, no figure.
    // So is the term the premium is for ("Gesamtprämie für 12 Monate", "Total premium for 6 months").
    if (cells.length < 2 || !PREMIUM_WORD.test(label) || /\d/.test(label.replace(RATE, '').replace(TERM, '')) || label.split(/\s+/).length > 8) continue;
    if (out.some((c) => c.label === label)) continue;
    const money = findAmounts(last).filter((a) => a.isMoneyLike && !/^\s*%/.test(last.slice(a.index + a.raw.length)));
    if (money.length === 1 && cells.slice(1, -1).every((c) => !findAmounts(c).some((a) => a.isMoneyLike))) out.push({ label, value: money[0].value });
  }
  // A sum in a band with its caption printed under it ("673,65" over "neuer Gesamtbeitrag für die Laufzeit in €"): the
  // caption, however it goes on after its premium word, names the sum above it.
  doc.rows?.forEach((row, i) => {
    const above = i > 0 ? doc.rows![i - 1] : null;
    if (!row || !above || row.cells.length !== 1 || above.cells.length !== 1) return;
    const [caption, sum] = [row.cells[0], above.cells[0]];
    if (!PREMIUM_WORD.test(caption.text) || /\d/.test(caption.text) || sum.x1 < caption.x0 || sum.x0 > caption.x1) return;
    const money = findAmounts(sum.text).filter((a) => a.isMoneyLike);
    if (money.length === 1 && money[0].raw.length >= sum.text.trim().length - 4) out.push({ label: caption.text.trim(), value: money[0].value });
  });
  // A premium named inside running text, its sum right after its word ("² Eff./Exp. 12:01 a.m. std. time. Annual Prem. $273.18
  // incl. state fees."), a footnote's: only where no label, row or caption gave a premium.
  if (!out.length) {
    for (const line of doc.lines) {
      for (const m of line.matchAll(INLINE_PREMIUM)) {
        const { label, rest } = m.groups!;
        const money = findAmounts(rest).filter((a) => a.isMoneyLike && a.index === 0);
        if (money.length) out.push({ label: label.trim(), value: money[0].value });
      }
    }
  }
  return out;
}

/** A tax's rate in a label ("11 %", "2.5%"). */
const RATE = /\d{1,2}(?:[.,]\d{1,2})?\s?%/g;
/** A term of months in a label ("12 Monate", "6 months", "12-month"). */
const TERM = /\b\d{1,2}[-\s]?(?:monate?n?|months?)\b/gi;

/** A premium's label in a sentence and the text right after it, where its sum must begin. */
const INLINE_PREMIUM = new RegExp(
  String.raw`(?<label>(?:^|\b)(?:[A-Za-zÄÖÜäöüß'’]+\s){0,2}?(?:${LABELS.premium.map((r) => r.source).join('|')})(?![\p{L}]))\s*:?\s*(?=(?<rest>\S.*))`,
  'giu',
);

/** A premium's word as a word or the end of a compound ("Jahresprämie", "Gesamtbeitrag", "Total premium"). */
const PREMIUM_WORD = /premium|prämie\b|beitrag\b|\bprem\./i;

export function premiumByLabels(doc: DocText, insuredValue?: number | null): number | null {
  return choosePremium(premiumCandidates(doc), insuredValue);
}
