import { findAmounts } from './amounts';
import { lineCells } from './layout';

/**
 * The vehicle's price on a contract, a dealer's invoice or an auction's statement, chosen among every sum the page
 * prints by what its label says, rather than taken at the first label that holds a word of price:
 * - a label that names the price of the car ("Agreed sale price", "Kaufpreis gesamt", "Vehicle cash price",
 *   "Vereinbarter Fahrzeugpreis") outranks a bare "Price"/"Preis", which outranks a total ("Total", "Gesamtbetrag"),
 *   which outranks the hammer's price ("Hammer price", "Zuschlag", "Meistbot": at auction the buyer pays its premium too);
 * - the lines that are parts of a price or added to it are none: a deposit, a balance, a part-exchange allowance, a
 *   buyer's premium, a fee, a tax ("Deposit paid", "Restbetrag", "Less P/X", "Käuferaufgeld", "Doc fee", "20 % USt") —
 *   unless the label names the price itself ("Kaufpreis inkl. MwSt.");
 * - the line that describes the car with a sum at its end ("1970 Triumph TR6 · Reg. 513 BRT   88,100.00") is the car's
 *   price when no label names one;
 * - a price is a sum a car may cost: never a count or a lot's number ("Spare keys: 1", "Los 419").
 * Of candidates as strong, the first on the page (the car's own line comes before the sums built on it).
 */

/** Words that name the price of the vehicle itself, English and German. */
const PRICE_OF_CAR =
  /\b(?:(?:purchase|sale|sales|selling|vehicle|car|cash|agreed|contract|final|net|total\s+purchase)\s+price|price\s+(?:of|for)\s+(?:the\s+)?(?:vehicle|car|motor\s*car)|consideration|purchase\s+sum|kaufpreis|kaufsumme|verkaufspreis|fahrzeugpreis|gesamtkaufpreis|vereinbarte[rn]?\s+(?:kauf)?preis|preis\s+des\s+fahrzeug(?:e?s)?|barpreis|übernahmepreis)\b/i;
/** The price the hammer fell at, an auction's price of the car before the buyer's premium. */
const HAMMER = /\b(?:hammer(?:\s+price)?|winning\s+bid|knocked\s+down|sold\s+for|zuschlag(?:spreis)?|meistbot|höchstgebot)\b/i;
const PLAIN_PRICE = /\b(?:price|preis)\b/i;
const TOTAL = /\b(?:total|grand\s+total|amount|sum|gesamt\w*|summe|betrag|endbetrag|payable|zu\s+zahlen)\b/i;
/** What is paid or deducted on the way to the price, or charged beside it: never the car's price. */
const PART_PAID =
  /\b(?:deposit|down\s*payment|balance|less|minus|paid|part[-\s]?exchange|p\/x|trade[-\s]?in|allowance|owing|outstanding|anzahlung|angezahlt|restbetrag|rest\w*|abzgl\.?|abzüglich|inzahlungnahme|bereits\s+bezahlt|erhalten|geleistet)\b/i;
const CHARGED_BESIDE =
  /\b(?:premium|aufgeld|provision|commission|fee|fees|gebühr\w*|tax|vat|gst|hst|pst|ipt|mwst|ust|steuer\w*|duty|stamp|registration|zulassung\w*|transport|delivery|überführung\w*|storage|lager\w*|warranty|garantie\w*|insurance|versicherung\w*|finance|interest|zins\w*|monthly|installment|rate|per\s+day|pro\s+tag)\b|%/i;
/** A line that describes the vehicle: a model year and words, or a chassis number. */
const DESCRIBES_CAR = /\b(?:19[0-9]{2}|20[0-4][0-9])\b\s+\p{Lu}[\p{L}-]+|\b(?:vin|chassis|chas\.|fahrgestell)/iu;

/** Below this no sum is a car's price: a count, a lot's or a key's number. */
const LEAST_PRICE = 100;

export interface PriceCandidate {
  value: number;
  score: number;
  lineIndex: number;
}

const NET = /\b(?:net|netto|excl\.?|exkl\.?|excluding|ohne\s+(?:mwst|ust)|zzgl\.?|before\s+tax)\b/i;

function labelScore(label: string): number {
  if (PART_PAID.test(label)) return 0;
  // A price named as the car's; below it the same price summed with fees ("Total cash price (1-4)"), and its net where
  // the gross is printed too ("Fahrzeugpreis netto" over "Kaufpreis brutto").
  if (PRICE_OF_CAR.test(label)) return NET.test(label) ? 3 : TOTAL.test(label) ? 3.5 : 4;
  if (CHARGED_BESIDE.test(label)) return 0;
  if (PLAIN_PRICE.test(label) && !HAMMER.test(label)) return 2;
  if (TOTAL.test(label)) return 1;
  // The hammer's price, where an auction's statement prints no total: the buyer's price is the total with the premium.
  if (HAMMER.test(label)) return 0.5;
  return 0;
}

/** Every sum the page prints with what its label says of it, best first (see the file's note). */
export function priceCandidates(lines: string[]): PriceCandidate[] {
  const found: PriceCandidate[] = [];
  lines.forEach((line, i) => {
    const cells = lineCells(line);
    cells.forEach((cell, k) => {
      const money = findAmounts(cell).filter(
        (a) => (a.isMoneyLike || !!a.currency) && a.value >= LEAST_PRICE && !/^\s*%/.test(cell.slice(a.index + a.raw.length)),
      );
      if (!money.length) return;
      const amount = money.at(-1)!;
      // Its label: the words before it in its cell, else the cells before it in its row, else the heading over its column.
      const own = cell.slice(0, amount.index).replace(/[\d.,]+\s*$/, '');
      // Only the nearest cell: a form's left column ("TRADE-IN") is another box's heading.
      let label = /\p{L}{2,}/u.test(own) ? own : (cells[k - 1] ?? '');
      let score = labelScore(label);
      if (score === 0) {
        const above = lines.slice(0, i).findLast((l) => l.trim());
        const heads = above ? lineCells(above) : [];
        if (heads.length === cells.length && labelScore(heads[k]) > 0) {
          label = heads[k];
          score = labelScore(label);
        }
      }
      // The car described with its sum at the line's end, under no label of price.
      if (
        score === 0 &&
        k === cells.length - 1 &&
        k > 0 &&
        DESCRIBES_CAR.test(cells.slice(0, k).join(' ')) &&
        !PART_PAID.test(line) &&
        !CHARGED_BESIDE.test(label)
      )
        score = 2.5;
      if (score > 0) found.push({ value: amount.value, score, lineIndex: i });
    });
  });
  return found.sort((a, b) => b.score - a.score || a.lineIndex - b.lineIndex);
}

/** The vehicle's price: the best candidate, or null when no sum has a label of price or total. */
export function vehiclePrice(lines: string[]): number | null {
  return priceCandidates(lines)[0]?.value ?? null;
}
