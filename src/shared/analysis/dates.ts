/**
 * Dates as printed, in every common form: `14.03.2024`, `14. März 2024`, `03/14/2024`, `14.III.2024`,
 * `March 14, 2024`, `2024-03-14`, `30 DEC 17`, `30-Dec-2017`, `14.03.24`. Whether `03/04/2024`
 * is day-first is the caller's `dayFirst` (decided per document by `decideDayFirst`), unless the
 * values themselves settle it (a part above 12).
 */

export interface FoundDate {
  iso: string;
  index: number;
  raw: string;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'jänner', 'jän', 'janv', 'janvier', 'enero', 'januari', 'gennaio']],
  [2, ['february', 'feb', 'febr', 'februar', 'feber', 'févr', 'février', 'febrero', 'februari', 'febbraio']],
  [3, ['march', 'mar', 'märz', 'maerz', 'mär', 'mrz', 'mars', 'marzo', 'maart']],
  [4, ['april', 'apr', 'avr', 'avril', 'abril', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'mei', 'maggio']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'giugno']],
  [7, ['july', 'jul', 'juli', 'juil', 'juillet', 'julio', 'luglio']],
  [8, ['august', 'aug', 'août', 'agosto', 'augustus']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'dezember', 'dez', 'décembre', 'diciembre', 'dicembre']],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const MONTH = `(${MONTH_ALT})\\.?`;
const L = 'A-Za-zÄÖÜäöüßàâçéèêëîïôûù';
// A year of two digits after an apostrophe ("March 12th, '85", "Nov. '85"), as English paper shortens it.
const SHORT_YEAR = "['’‘]\\d{2}";

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const PATTERNS: { re: RegExp; build: (m: RegExpMatchArray, dayFirst: boolean) => [number, number, number] | null }[] = [
  // 2024-03-14, 2024/03/14, 2024.03.14; Hungarian paper sets a point after each part, often with a space ("2019. 06. 21.").
  { re: /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g, build: (m) => [+m[1], +m[3], +m[4]] },
  { re: /(?<![\d.,])(\d{4})\. (\d{1,2})\. ?(\d{1,2})\.(?!\d)/g, build: (m) => [+m[1], +m[2], +m[3]] },
  // 1991 04 28: year first, parts set apart by single spaces, as a registry's or a computer's form prints them; two figures
  // each and no figure after, so a phone number or a row of counts is no date.
  {
    re: /(?<![\d.,] ?)((?:18|19|20)\d{2}) (0[1-9]|1[0-2]) (0[1-9]|[12]\d|3[01])(?![\d.,]| ?\d)/g,
    build: (m) => [+m[1], +m[2], +m[3]],
  },
  // 14.03.2024, 03/14/2024, 14-03-24, 14.03.24; a comma and a time may follow ("17.02.2020, 0:00 Uhr"), never a decimal part.
  {
    re: /(?<![\d.,/])(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?!\d|[.,]\d)/g,
    build: (m, dayFirst) => {
      const a = +m[1];
      const b = +m[3];
      const y = expandYear(m[4]);
      // A dotted date is day-first everywhere it is written; otherwise the values decide, then the document.
      const isDayFirst = m[2] === '.' || a > 12 ? true : b > 12 ? false : dayFirst;
      return isDayFirst ? [y, b, a] : [y, a, b];
    },
  },
  // 12.III.2019, 2.II.2001, 29-IV-2012: the month in Roman numerals, as Italian, Polish and older continental paper print it.
  {
    re: /(?<![\d.,/\p{L}])(\d{1,2})\.?\s?([./ -])\s?(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)\s?\2\s?(\d{4}|\d{2})(?![\d\p{L}]|[.,]\d)/giu,
    // Set apart by spaces alone, a numeral in small letters or before a short figure is a times sign or a unit between
    // figures ("2 x 16 km", "12 V 45 Ah"), not a month.
    build: (m) =>
      m[2] === ' ' && (m[3] !== m[3].toUpperCase() || m[4].length < 4) ? null : [expandYear(m[4]), ROMAN_MONTHS.indexOf(m[3].toUpperCase()) + 1, +m[1]],
  },
  // 14. März 2024, 14 March 2024, 30 DEC 17, 30-Dec-2017, 1st of May 2020, the 25th day of November, 1982 (a deed's words)
  {
    re: new RegExp(
      `(?<![\\d${L}])(\\d{1,2})(?:st|nd|rd|th|er)?\\.?(?:\\s*(?:day\\s+)?of)?[\\s\\-/]*${MONTH}[\\s\\-/,]*(\\d{4}|${SHORT_YEAR}|\\d{2}(?!,?\\s{1,2}\\d{4}))(?![\\d${L}])`,
      'gi',
    ),
    build: (m) => [expandYear(m[3]), MONTHS[m[2].toLowerCase()], +m[1]],
  },
  // March 14, 2024, Aug 18 2019, Dec. 30th, 2017
  {
    re: new RegExp(`(?<![${L}])${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4}|${SHORT_YEAR})(?!\\d)`, 'gi'),
    build: (m) => [expandYear(m[3]), MONTHS[m[1].toLowerCase()], +m[2]],
  },
  // März 2024 (month and year only: the first of the month)
  {
    re: new RegExp(`(?<![\\d${L}.] ?)${MONTH}\\s+(\\d{4}|${SHORT_YEAR})(?!\\d)`, 'gi'),
    build: (m) => [expandYear(m[2]), MONTHS[m[1].toLowerCase()], 1],
  },
];

const DAY_MONTH_WORDS = new RegExp(`(?<![\\d${L}])\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?${MONTH}[\\s,]+\\d{4}(?!\\d)`, 'gi');
const MONTH_DAY_WORDS = new RegExp(`(?<![\\d${L}])(?<!\\d\\s)${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}(?!\\d)`, 'gi');

function expandYear(y: string): number {
  if (y.length === 4) return +y;
  const n = +y.replace(/\D/g, '');
  const pivot = (new Date().getUTCFullYear() % 100) + 1;
  return n <= pivot ? 2000 + n : 1900 + n;
}

function toIso([y, m, d]: [number, number, number]): string | null {
  if (!(y >= 1886 && y <= 2200 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Every date in the text, left to right; overlapping matches keep the longest. */
export function findDates(text: string, dayFirst = false): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, build } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const parts = build(m, dayFirst);
      const iso = parts && toIso(parts);
      if (!iso) continue;
      const start = m.index!;
      const end = start + m[0].length;
      if (found.some((f) => start < f.index + f.raw.length && f.index < end)) continue;
      found.push({ iso, index: start, raw: m[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string, dayFirst = false): string | null {
  return findDates(text, dayFirst)[0]?.iso ?? null;
}

/**
 * Day-first or month-first for the whole document: a numeric date with a part above 12 settles
 * it; otherwise the language and currency (US dollars → month-first; German, euros, pounds,
 * ringgit, the other dollars and most of the world → day-first), or a tax only the rest of the world levies.
 */
export function decideDayFirst(text: string, language: 'en' | 'de', currency: string | null): boolean {
  // A page that prints four-digit years is judged by those alone: a bank's sort code ("10-28-84") has the shape of a date with two.
  const all = [...text.matchAll(/(?<![\d.,])(\d{1,2})([-/])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/g)];
  const long = all.filter((m) => m[4].length === 4);
  let dayFirstVotes = 0;
  let monthFirstVotes = 0;
  for (const m of long.length ? long : all) {
    if (+m[1] > 12 && +m[3] <= 12) dayFirstVotes++;
    else if (+m[3] > 12 && +m[1] <= 12) monthFirstVotes++;
  }
  if (dayFirstVotes !== monthFirstVotes) return dayFirstVotes > monthFirstVotes;
  // The order the page writes its dates in words in settles it next: "19 October 2004" where the day comes first,
  // "October 19, 2004" where the month does — the same writer numbers them so.
  const inWords = (re: RegExp) => [...text.matchAll(re)].length;
  const dayMonth = inWords(DAY_MONTH_WORDS);
  const monthDay = inWords(MONTH_DAY_WORDS);
  if (dayMonth !== monthDay) return dayMonth > monthDay;
  if (language === 'de') return true;
  // A page that names a sales tax the United States never levies (GST, VAT, HST, BTW, IVA) comes from a country that
  // writes the day first — its dollars too, where no place on the page told whose they are ("$205.86 … GST 12.5%").
  // The word alone, not inside a code or plate ("NY BTW-659"); with its letters dotted too ("T.V.A.", "V.A.T.").
  const foreignTax = /(?<![-\w.])(?:G\.?S\.?T|H\.?S\.?T|V\.?A\.?T|B\.?T\.?W|I\.?V\.?A|T\.?V\.?A)(?:\b|\.)(?![-/]\w)/.test(text);
  // So does one that spells as the Commonwealth spells ("Labour", "Licence", "Tyres"): Australian, New Zealand dollars.
  if (currency === 'USD') return (foreignTax || COMMONWEALTH_SPELLING.test(text)) && !US_PLACE.test(text);
  // A pound's or a euro's sign alone over a column ("IR£" over "Annual premium   120.99") names the currency all the same.
  return currency != null || foreignTax || /[£€]|\b(?:EUR|GBP|IEP)\b/.test(text);
}

/** Words the United States spells otherwise ("labor", "license", "tires", "color", "center", "check"). */
const COMMONWEALTH_SPELLING = /\b(?:labour|licence|tyres?|colour|centre|cheque|aluminium)\b/i;

/** An address in the United States (a state's code before a ZIP code) or the sales tax its states levy. */
const US_PLACE =
  /\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b|\b(?:[Ss]ales\s+[Tt]ax|SALES\s+TAX)\b/;
