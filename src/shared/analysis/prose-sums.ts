// Sums a letter tells in sentences rather than under labels: a workshop's charges, an insurer's premium.
import { findAmounts, type FoundAmount, type NumberGrammar } from './amounts';
import { proseSentences } from './prose-items';

/**
 * Charges told in sentences, as a workshop's letter bills its work ("Labor came to $1,050.00 and parts to $254.72",
 * "Für das Material (Leder, Schaumstoff) berechnen wir 4.482,50 €, für die Arbeit 4.128,00 €", "the work took 166 hours,
 * which at our rate of £42.00 per hour comes to £6,972.00"): each sum is the charge of the kind the sentence names last
 * before it. A sum after a word of tax, of the whole (total, net, the account), of money already paid or taken off is
 * none of them; an hourly rate is no charge, and the kind it follows goes on to the sum it makes. The first sum of each
 * kind counts. Only lines of running text are read (no column gaps): a table's rows have readers of their own.
 */
export function proseCharges(lines: string[], grammar?: NumberGrammar): { labour: number | null; parts: number | null } {
  const out: { labour: number | null; parts: number | null } = { labour: null, parts: null };
  for (const sentence of proseSentences(lines)) {
    let carried: 'labour' | 'parts' | null = null;
    for (const { amount, end, segment } of sumsWithLeadIns(sentence, 0, grammar)) {
      const marker = lastMarker(segment);
      if (RATE_BEFORE.test(sentence.slice(Math.max(0, amount.index - 14), amount.index)) || RATE_AFTER.test(sentence.slice(end))) {
        // The rate's kind goes on to the sum it makes ("343 Arbeitsstunden zu je 78,00 EUR …, zusammen 26.754,00 EUR").
        if (marker === 'labour' || marker === 'parts') carried = marker;
        continue;
      }
      const kind = marker ?? carried;
      carried = null;
      if ((kind === 'labour' || kind === 'parts') && out[kind] === null) out[kind] = amount.value;
    }
  }
  return out;
}

/**
 * A premium told in a sentence ("The renewal premium is £324.50 plus Insurance Premium Tax at 12% (£38.94), a total of
 * £363.44", "Die Jahresprämie beträgt EUR 545,20 zuzüglich 11 % Versicherungssteuer (EUR 59,97), zu zahlen sind daher EUR
 * 605,17"): the sum the sentence gives as what is to be paid, else the first sum after the premium's word that no word of
 * tax, value or excess stands before. A premium is the total.
 */
export function prosePremium(lines: string[], grammar?: NumberGrammar): number | null {
  for (const sentence of proseSentences(lines)) {
    const named = PREMIUM.exec(sentence);
    if (!named) continue;
    let first: number | null = null;
    let payable: number | null = null;
    for (const { amount, segment } of sumsWithLeadIns(sentence, named.index + named[0].length, grammar)) {
      // An instalment's sum or its fee ("payable in full or in monthly installments (installment fee $5.00 each)") is a part.
      if (INSTALMENT_OR_FEE.test(segment)) continue;
      if (PAYABLE.test(segment)) payable = amount.value;
      else if (first === null && !NOT_THE_PREMIUM.test(segment)) first = amount.value;
    }
    if (payable !== null || first !== null) return payable ?? first;
  }
  return null;
}

/** A sentence's sums of money from `start` on (no rate in per cent), each with the words since the sum before it. */
function sumsWithLeadIns(sentence: string, start: number, grammar?: NumberGrammar) {
  const out: { amount: FoundAmount; end: number; segment: string }[] = [];
  let from = start;
  for (const found of findAmounts(sentence.slice(start), grammar)) {
    const amount = { ...found, index: found.index + start };
    const end = amount.index + amount.raw.length;
    if (!amount.isMoneyLike || /^\s?%/.test(sentence.slice(end))) continue;
    out.push({ amount, end, segment: sentence.slice(from, amount.index) });
    from = end;
  }
  return out;
}

const PREMIUM = /\b(?:premium|(?:jahres|versicherungs)?(?:prämie|beitrag))\b/iu;
const PAYABLE = /\b(?:total|amount\s+(?:due|payable)|payable|in\s+all|altogether|zu\s+zahlen|insgesamt|gesamt\w*|(?:ein|den)\s+betrag|zusammen)\b/iu;
const INSTALMENT_OR_FEE = /\b(?:instal+ments?|monthly|quarterly|monatlich\w*|vierteljährlich\w*|raten?|fee|gebühr\w*)\b/iu;
const NOT_THE_PREMIUM =
  /\b(?:tax|levy|duty|v\.?a\.?t|gst|ipt|steuer|abgabe|value|wert|excess|deductible|selbstbeteiligung|selbstbehalt|limit|sum\s+insured|versicherungssumme|deckungssumme)\b/iu;

type Marker = 'labour' | 'parts' | 'other';

const MARKERS: [Marker, RegExp][] = [
  ['labour', /\b(?:labou?r|work(?:manship)?|arbeit\w*|lohn\w*|montage|stunden|hours)\b/giu],
  ['parts', /\b(?:parts?|materials?|material\w*|ersatzteil\w*|teile\w*|spares)\b/giu],
  [
    'other',
    /\b(?:tax|v\.?a\.?t\.?|gst|iva|btw|mwst\.?|ust\.?|mehrwertsteuer|umsatzsteuer|steuer|total\w*|gesamt\w*|endbetrag|rechnungsbetrag|nettobetrag|betrag|netto|net|brutto|summe|account|deposit|anzahlung|abschlag\w*|paid|bezahlt|received|erhalten|credit|gutschrift|discount|rabatt|skonto|balance|rest(?:betrag|zahlung|summe)?)\b/giu,
  ],
];

/** The kind of the last marker word in a stretch of a sentence, or null when it names none. */
function lastMarker(segment: string): Marker | null {
  let best: { at: number; kind: Marker } | null = null;
  for (const [kind, re] of MARKERS) {
    for (const m of segment.matchAll(re)) if (!best || m.index >= best.at) best = { at: m.index, kind };
  }
  return best?.kind ?? null;
}

const RATE_BEFORE = /(?:\brate\s+of|\bje|\bà|@|\bat|\bper|\bpro)\s*(?:[A-Z]{3}|[$€£]|DM|Fr\.?)?\s*$/iu;
const RATE_AFTER = /^\s*(?:[A-Z]{3}|€|DM|Fr\.?)?\s*(?:per|pro|je|an|the|a|\/)\s*(?:hour|hr|h|std|stunde)\b/iu;
