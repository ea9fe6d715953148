import { findAmounts } from './amounts';
import { ODOMETER, TILL_TIME, WORK } from './classify';
import { findDates } from './dates';

/**
 * The features a learned type model reads on a page: its words normalised so that one author's
 * spelling meets another's, and the shape of the page, which says what kind of paper it is
 * whatever words it uses. Pure and deterministic: the trainer (scripts/train-classifier.ts) and
 * the analysis call the same function.
 */

/** Umlauts folded both ways ("Müller", "Mueller" and OCR's "Muller" meet), ß as ss, lower case. */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ä|ae/g, 'a').replace(/ö|oe/g, 'o').replace(/ü|ue/g, 'u').replace(/ß/g, 'ss').replace(/[éèê]/g, 'e');
}

/** A number by its shape only ("12.03.2019" → "dd.dd.dddd", "€ 1.250,00" → "d.ddd,dd"): values differ, formats repeat. */
export function numberShape(token: string): string {
  return `#${token.replace(/\d/g, 'd').replace(/d{5,}/g, 'ddddd+')}`;
}

const TOKEN = /\p{L}[\p{L}'-]*|\d+(?:[.,:/-]\d+)*/gu;

/** A line's tokens: words folded (two letters or more), numbers as their shapes, currency signs kept. */
export function tokensOf(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(TOKEN)) {
    const t = m[0];
    if (/^\d/.test(t)) out.push(numberShape(t));
    else if (t.length >= 2) out.push(foldWord(t.replace(/['-]+$/, '')));
  }
  return out;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .split(/\s{3,}|\t/)
    .filter(Boolean);

/** A short coded or numbered field ("E  WDB1240221A123456", "(D.1) Make", "4a  Expiry"): a registration grid's cell. */
const CODE_CELL = /^\(?(?:[A-Z](?:\.\d){0,3}|\d{1,2}[a-z]?)\)?[:.]?$/;
const PLATE = /\b[A-ZÄÖÜ]{1,3}[- ][A-Z]{1,2}[- ]?\d{1,4}[EH]?\b|\b[A-Z]{2}\d{2}\s?[A-Z]{3}\b|\b\d[A-Z]{3}\d{3}\b/;
const VIN = /\b[A-HJ-NPR-Z0-9]{17}\b/;
const PER_YEAR = /(per|pro|a|im|p\.?)\s*(year|annum|jahr)\b|\bj(ä|ae)hrlich|\bannual(ly)?\b|\byearly\b|p\.\s?a\./i;
const SIGNATURE = /_{6,}|\.{12,}|\bsignature\b|\bunterschrift|\bsigned\b|\bgez\./i;
const TIME_OF_DAY = /\b\d{1,2}:\d{2}\b/;

/**
 * The page's shape as named features (prefix "s:"), each evidence of a type apart from its wording:
 * an item table (rows of a description with one to three amounts), how many amounts and dates,
 * a grid of short coded fields with a plate or a VIN, two parties side by side, signature lines,
 * a money figure per year, a till's time of day.
 */
export function structureFeatures(lines: string[]): string[] {
  const out: string[] = [];
  const text = lines.join('\n');
  const amounts = findAmounts(text).filter((a) => a.isMoneyLike).length;
  const dates = new Set(findDates(text, true).map((d) => d.iso)).size;
  const bucket = (n: number, edges: number[]) => edges.filter((e) => n >= e).length;
  out.push(`s:amounts${bucket(amounts, [1, 3, 6, 12])}`, `s:dates${bucket(dates, [1, 2, 3, 5])}`);
  let itemRows = 0;
  let codeCells = 0;
  let shortPairs = 0;
  let twoParty = 0;
  let signatures = 0;
  let perYearMoney = 0;
  for (const line of lines) {
    const cells = cellsOf(line);
    if (!cells.length) continue;
    const money = findAmounts(line).filter((a) => a.isMoneyLike).length;
    if (cells.length >= 2 && money >= 1 && money <= 3 && /\p{L}{3}/u.test(cells[0]) && cells[0].split(/\s+/).length >= 2) itemRows++;
    codeCells += cells.filter((c) => CODE_CELL.test(c.split(/\s+/)[0]) && c.split(/\s+/).length <= 4).length;
    shortPairs += cells.filter((c) => /^[^:]{2,24}:\s*\S/.test(c) && c.length <= 40).length;
    // Two parties side by side: two cells of one row that each name a role or a person's block.
    if (cells.length === 2 && cells.every((c) => /^[\p{Lu}][\p{L}. ]{2,30}$/u.test(c) && !/\d/.test(c))) twoParty++;
    if (SIGNATURE.test(line)) signatures++;
    if (money && PER_YEAR.test(line)) perYearMoney++;
  }
  out.push(`s:itemrows${bucket(itemRows, [1, 3, 6])}`);
  if (codeCells >= 4) out.push('s:codegrid');
  out.push(`s:pairs${bucket(shortPairs, [3, 8, 15])}`);
  if (PLATE.test(text)) out.push('s:plate');
  if (VIN.test(text)) out.push('s:vin');
  if (twoParty >= 2) out.push('s:twoparty');
  if (signatures >= 2) out.push('s:signatures2');
  else if (signatures) out.push('s:signature');
  if (perYearMoney) out.push('s:peryearmoney');
  if (TIME_OF_DAY.test(text) && dates) out.push('s:timeofday');
  // A bill's kind by what it speaks of: work on a car, a till's time beside its date, a reading of the odometer.
  if (!WORK.test(text)) out.push('s:nowork');
  if (TILL_TIME.test(text)) out.push('s:tilltime');
  if (ODOMETER.test(text)) out.push('s:odometer');
  return out;
}

/** Word prefixes of five letters let a German compound or an unseen inflection still meet its kin ("versicherungs…"). */
const PREFIX = 5;

/** Every feature of a page, each once: unigrams, bigrams within a line, word prefixes, the page's shape. */
export function typeFeatures(layoutText: string): string[] {
  const lines = layoutText.split('\n');
  const set = new Set<string>();
  for (const line of lines) {
    const tokens = tokensOf(line);
    tokens.forEach((t, i) => {
      set.add(t);
      if (!t.startsWith('#') && t.length > PREFIX + 1) set.add(`p:${t.slice(0, PREFIX)}`);
      if (i > 0) set.add(`${tokens[i - 1]} ${t}`);
    });
  }
  for (const s of structureFeatures(lines)) set.add(s);
  return [...set];
}
