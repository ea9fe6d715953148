import { findAmounts } from './amounts';
import { lineCells } from './layout';

/**
 * Kinds of paper told by what the page does, not by one title: a club's or maker's certificate of a vehicle's age and
 * identity, a certificate that travels with the car's ownership, a bill whose priced line is the car itself.
 */

/**
 * A certificate of a vehicle's age, identity or history, issued by a club's registrar, a maker's archive or a register of
 * marques ("Certificate of Dating", "Registerbestätigung", "Heritage Certificate", "Datierungsbescheinigung"): no title,
 * no registration by an authority, no valuation, no policy — the other paper of a car's file.
 */
const PROVENANCE =
  /\b(?:certificate\s+of\s+(?:dating|authenticity|provenance|identity)|dating\s+certificate|heritage\s+certificate|build\s+(?:record|certificate)|production\s+record|(?:club\s+)?register\s+(?:confirmation|entry|certificate)|confirmation\s+of\s+(?:club\s+)?register|registerbest(?:ä|ae)tigung|registereintrag|datierungs(?:bescheinigung|best(?:ä|ae)tigung|zertifikat)|echtheitszertifikat|herkunftsnachweis|identit(?:ä|ae)tsbest(?:ä|ae)tigung|baujahresbest(?:ä|ae)tigung|fahrzeugregister-?auszug)\b/i;

/** The page's heading (one of its first eight lines, a cell of at most six words without a digit) names a provenance certificate. */
export function headingNamesProvenance(lines: string[]): boolean {
  return lines
    .filter((l) => l.trim())
    .slice(0, 8)
    .flatMap(lineCells)
    .some((c) => !/\d/.test(c) && c.split(/\s+/).length <= 6 && PROVENANCE.test(c));
}

/**
 * The paper itself passes to the next owner when the car is sold ("This certificate … must be handed to the new title holder on
 * change of ownership", "Diese Bescheinigung ist bei Eigentümerwechsel dem neuen Eigentümer auszuhändigen"): a paper of title,
 * whatever it calls itself. A keeper's slip handed to a buyer, or a change to be notified, is not the paper passing.
 */
const TRAVELS_WITH_OWNERSHIP = [
  /\b(?:this|the)\s+(?:certificate|document|paper|card)\b[^.]{0,80}?\b(?:handed|given|passed|surrendered|delivered|transferred)\s+(?:over\s+|on\s+)?to\s+the\s+new\s+(?:title\s+holder|owner)\b/i,
  /\b(?:diese[rs]?\s+)?(?:bescheinigung|urkunde|dokument|brief|ausweis)\b[^.]{0,80}?\bneuen\s+(?:eigentümer(?:in)?|titelinhaber(?:in)?)\b[^.]{0,40}?\b(?:auszuhändigen|zu\s+übergeben|zu\s+überlassen|mitzugeben)\b/i,
  // Told as what to do with it on a sale ("On transfer of ownership complete the reverse and deliver to the purchaser"), or
  // its own transfer section to be filled in then ("Application for transfer (complete on sale of vehicle)").
  /\b(?:on|upon)\s+(?:the\s+)?(?:transfer|change|sale)\s+of\s+(?:ownership|(?:the\s+|this\s+)?vehicle)\b[^.]{0,80}?\b(?:deliver|hand|give|pass|surrender)\w*\s+(?:it\s+|this\s+\w+\s+)?(?:over\s+)?to\s+the\s+(?:purchaser|buyer|new\s+owner)\b/i,
  /\btransfer\b[^.]{0,40}?\(\s*(?:to\s+be\s+)?complete[ds]?\s+(?:on|upon)\s+(?:the\s+)?sale\b/i,
];

export function travelsWithOwnership(text: string): boolean {
  const prose = text.replace(/\s*\n\s*/g, ' ');
  return TRAVELS_WITH_OWNERSHIP.some((re) => re.test(prose));
}

/** A bill's line that prices the car itself ("Vehicle price (incl. GST)   £ 8,595.00", "Fahrzeugpreis netto   20.924,37"). */
const CAR_PRICE =
  /^(?:(?:used\s+)?(?:vehicle|car|motorcycle|motor\s*car)\s+(?:sale\s+|selling\s+|purchase\s+)?price|price\s+of\s+(?:the\s+)?(?:vehicle|car|motorcycle)|fahrzeugpreis|(?:verkaufs|kauf)preis\s+(?:des\s+|für\s+das\s+)?fahrzeug(?:e?s)?|preis\s+(?:des\s+)?fahrzeug(?:e?s)?)\b/i;

/** A line of the page whose first cell names the car's price and that prints a sum: the page sells the car. */
export function pricesTheCar(lines: string[]): boolean {
  return lines.some((l) => {
    const cells = lineCells(l);
    return cells.length > 0 && CAR_PRICE.test(cells[0]) && findAmounts(l).some((a) => a.isMoneyLike);
  });
}
