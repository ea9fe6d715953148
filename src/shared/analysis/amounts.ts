import { findDates } from './dates';

/**
 * Money amounts as printed on paper, in every common form: `$1,234.56`, `1.234,56 €`,
 * `EUR 1 234,56`, `£89.90`, `RM 9.00`, `57.000,-`, `CHF 1'250.00`, `-12.50`.
 * The decimal separator is decided per number: when both `.` and `,` appear the last one is the
 * decimal mark; a lone separator followed by exactly three digits groups thousands, otherwise it
 * is the decimal mark.
 */

export interface FoundAmount {
  value: number;
  currency: string | null;
  /** Index of the match in the searched text, and its raw form. */
  index: number;
  raw: string;
  /** True when a currency sign/code or two decimals make it look like money rather than a count. */
  isMoneyLike: boolean;
}

/**
 * The currencies paper prints, in one place: each ISO code with the signs printed before (or after) its sums and the
 * words that name it after a sum, English and German. Forty years of paper keep the old national currencies: guilders,
 * Belgian and French francs, lire, marks, schillings. A sign several currencies share (the dollar's "$", the krone's
 * "kr") reads as the first listed, unless the page names another of them by its code, or shows the marks of its country
 * (an Australian ABN or a state with its postcode, a Canadian HST or postal code; `dominantCurrency`).
 */
interface Currency {
  code: string;
  signs?: string[];
  words?: string[];
  marks?: RegExp;
  /**
   * A currency whose unit is worth a small part of a euro: about what one unit is worth in euros (to weigh sums in two
   * currencies against each other), and whether its sums are printed in whole units with thousands grouped and no
   * decimals (lire, forint, Luxembourg and Belgian francs, yen, pesetas, drachmas).
   */
  small?: { euros: number; wholeUnits: boolean };
}
const CURRENCIES: Currency[] = [
  { code: 'USD', signs: ['$', 'US$'], words: ['dollar', 'dollars'] },
  { code: 'EUR', signs: ['€'], words: ['euro', 'euros'] },
  { code: 'GBP', signs: ['£'], words: ['pounds'] },
  { code: 'JPY', signs: ['¥'], words: ['yen'], small: { euros: 1 / 150, wholeUnits: true } },
  { code: 'CHF', signs: ['Fr', 'Fr.', 'SFr.', 'SFr', 'sFr.', 'sFr', 'Sfr.'] },
  { code: 'MYR', signs: ['RM'] },
  { code: 'SGD', signs: ['S$', '$'], marks: /\bSingapore\b/ },
  {
    code: 'AUD',
    signs: ['A$', 'AU$', '$'],
    marks:
      /\bAustralia\b|\bQueensland\b|\bNew South Wales\b|\bTasmania\b|\b(?:NSW|QLD)\b|\bABN\b|\bPty\.?\s+Ltd\b|\b(?:NSW|VIC|Vic\.|QLD|Qld|TAS|Tas\.|ACT|SA|WA|NT)\s+\d{4}\b/,
  },
  {
    code: 'CAD',
    signs: ['C$', 'CA$', '$'],
    marks:
      /\bCanada\b|\b(?:HST|PST|QST)\b|(?:\b(?:ON|BC|AB|QC|MB|SK|NS|NB|NL|PE)|\b(?:Sask|Ont|Alta|Man|Que)\.|B\.C\.|N\.S\.|N\.B\.)[,\s]+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/,
  },
  { code: 'NZD', signs: ['NZ$', '$'], marks: /\bNew Zealand\b|\bNZBN\b|Warrant of Fitness|\bWOF\b|\bGST\s+No\b/ },
  { code: 'ZAR', signs: ['R'], words: ['rand'] },
  { code: 'SEK', signs: ['kr', 'kr.'], words: ['kronor'] },
  { code: 'NOK', signs: ['kr', 'kr.'], words: ['kroner'] },
  { code: 'DKK', signs: ['kr', 'kr.', 'Dkr.', 'DKr.'] },
  { code: 'PLN', signs: ['zł'] },
  { code: 'CZK', signs: ['Kč'] },
  { code: 'HUF', signs: ['Ft', 'Ft.'], words: ['forint'], small: { euros: 1 / 400, wholeUnits: true } },
  { code: 'NLG', signs: ['ƒ', 'f', 'fl.', 'hfl.', 'Hfl.'], words: ['gulden', 'guilders'] },
  { code: 'BEF', signs: ['BF', 'bfr.', 'BFr.', 'BFr', 'FB'], small: { euros: 1 / 40, wholeUnits: true } },
  { code: 'LUF', signs: ['Flux', 'F.lux.'], small: { euros: 1 / 40, wholeUnits: true } },
  { code: 'FRF', signs: ['FF'] },
  // Lire are printed "L. 2.800", "Lit. 45.500", "LIT. 45.500" or "Lire 194.995".
  { code: 'ITL', signs: ['L.', 'Lit.', 'LIT.', 'Lire', 'LIRE', '₤'], words: ['lire'], small: { euros: 1 / 2000, wholeUnits: true } },
  { code: 'DEM', signs: ['DM'], words: ['D-Mark'] },
  { code: 'ATS', signs: ['öS', 'ÖS', 'S'], words: ['Schilling'] },
  // The Mark der DDR, printed "M" after its sum ("1.250,00 M"), or "MDN" (the Mark der Deutschen Notenbank before 1968).
  { code: 'DDM', signs: ['M', 'MDN'] },
  // Not "Pts": that is parts.
  { code: 'ESP', signs: ['Ptas', 'Ptas.', 'Pta'], words: ['pesetas'], small: { euros: 1 / 170, wholeUnits: true } },
  { code: 'GRD', words: ['drachmas', 'drachmen', 'drachmai'], small: { euros: 1 / 340, wholeUnits: true } },
  // The Commonwealth's currencies: rupees ("Rs. 1,23,456.00", lakh grouping), Hong Kong dollars, Kenyan shillings
  // ("KSh 12,500/="), Maltese liri, Cyprus and Irish pounds.
  { code: 'INR', signs: ['Rs.', 'Rs', '₹'], words: ['rupees'] },
  { code: 'HKD', signs: ['HK$'] },
  { code: 'KES', signs: ['KSh', 'KShs', 'KShs.', 'Ksh', 'Kshs', 'Kshs.', 'Shs.', 'Shs'] },
  { code: 'MTL', signs: ['Lm'] },
  { code: 'CYP', signs: ['C£'] },
  { code: 'IEP', signs: ['IR£'] },
];
const CURRENCY_CODES = CURRENCIES.map((c) => c.code);
const CURRENCY_SIGNS: Record<string, string> = {};
const SIGN_SHARERS: Record<string, string[]> = {};
for (const { code, signs = [] } of CURRENCIES)
  for (const sign of signs) {
    CURRENCY_SIGNS[sign] ??= code;
    (SIGN_SHARERS[sign] ??= []).push(code);
  }
const WORD_CURRENCIES: Record<string, string> = Object.fromEntries(CURRENCIES.flatMap(({ code, words = [] }) => words.map((w) => [w.toLowerCase(), code])));
// A sign of one letter ("R 1 234.56" rand, "f 108,75" guilders, "L. 500.000" lire) is a currency only before a sum
// written as money: with decimals or grouped thousands ("R 14" is a tyre's rim, not fourteen rand).
const LETTER_SIGN = /^\p{L}\.?$/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (xs: string[]) => [...new Set(xs)].sort((a, b) => b.length - a.length);
// A sign that is a word begins at a word's start ("RM", "kr."); "$" and "€" may follow anything.
const signPattern = (s: string) => (/^\p{L}/u.test(s) ? String.raw`(?<!\p{L})` : '') + escape(s);
const CURRENCY_BEFORE = `(?:${byLength([...Object.keys(CURRENCY_SIGNS), ...CURRENCY_CODES])
  .map(signPattern)
  .join('|')})`;
// Of the one-letter signs only the Mark der DDR's and the schilling's are printed after their sums ("1.250,00 M", "12.500,- S").
const LETTERS_AFTER = ['M', 'S'];
// Their sums are written the continental way ("S 12.500,-", "125,50 M"); "S 12.50" is a size and a price.
const CONTINENTAL = /,(?:\d{2}|-{1,2}|[–—]{1,2})$|\.\d{3}$/;
/** A one-letter sign stands for its currency only beside a sum written as money, and the schilling's and the Mark's as their countries write it. */
const letterSignFits = (sign: string, num: string) => moneyShaped(num) && (!LETTERS_AFTER.includes(sign) || CONTINENTAL.test(num));
const AFTER_WORDS = byLength([
  ...Object.keys(CURRENCY_SIGNS).filter((s) => !LETTER_SIGN.test(s) || LETTERS_AFTER.includes(s)),
  ...CURRENCY_CODES,
  ...Object.keys(WORD_CURRENCIES),
]);
const CURRENCY_AFTER = `(?:${AFTER_WORDS.map((s) => signPattern(s) + (/\p{L}$/u.test(s) ? String.raw`(?!\p{L})` : '')).join('|')})`;
// A currency's sign of more than one letter, or its code, standing apart from its sum; one letter only right before it.
const marksApart = (keep: (mark: string) => boolean) =>
  `(?:${byLength([...Object.keys(CURRENCY_SIGNS).filter((s) => !LETTER_SIGN.test(s)), ...CURRENCY_CODES])
    .filter(keep)
    .map(escape)
    .join('|')})(?![A-Za-zÄÖÜäöüß])`;
/**
 * A currency's sign or code where a label ends ("Zu zahlen BF   19.372", "Gesamtbetrag NOK"), for patterns of any flags:
 * a sign of one letter only right before its figure.
 */
export const CURRENCY_MARK = `${marksApart(() => true)}|(?:${byLength(Object.keys(CURRENCY_SIGNS).filter((s) => LETTER_SIGN.test(s)))
  .map(escape)
  .join('|')})(?=\\s?\\d)`;

// How a whole sum ends: a German `57.000,-` / `57.000,--` / `1.200,—`, a Swedish `18 500:-`, an Indian `500/-` or an East
// African `12,500/=`.
const WHOLE_END = String.raw`[.,](?:-{1,2}|[–—]{1,2})|:-|\/[-=]`;
// Digits with optional grouping (`,` `.` `'` thin/normal space) and an optional decimal part or a whole sum's end; an Indian
// lakh grouping (`1,23,456.00`); a typewriter's spaced separators (`1 . 234 , 50`: both marks, each between spaces).
const NUMBER = [
  String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2}|${WHOLE_END})?(?!\d)`,
  String.raw`\d{1,3}(?: \. \d{3})+ , \d{2}(?!\d)|\d{1,3}(?: , \d{3})+ \. \d{2}(?!\d)`,
  String.raw`\d{1,3}(?:(?:[.,'’]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d{3})+(?:[.,]\d{1,2}|${WHOLE_END})?(?!\d)`,
  String.raw`\d+(?:[.,]\d{1,2}|${WHOLE_END})?(?!\d)`,
].join('|');
const WHOLE_SUM = new RegExp(`(?:${WHOLE_END})$`);
// A credit printed with its minus after the sum ("Gutschrift 1.200,00-"), never the dash of a range ("8.00-17.00").
const TRAILING_MINUS = String.raw`(?<=[.,]\d\d)-(?![\d\-–—€$£])`;

const AMOUNT_RE = new RegExp(String.raw`(-\s*)?(${CURRENCY_BEFORE})?\s?(-\s*)?(${NUMBER})(${TRAILING_MINUS})?(?:\s?(${CURRENCY_AFTER}))?`, 'giu');

/** A printed sign, code or word as its currency; a sign's case counts ("f" is guilders, "F" is not). */
function normaliseCurrency(token: string | undefined): string | null {
  if (!token) return null;
  const t = token.trim();
  if (CURRENCY_SIGNS[t]) return CURRENCY_SIGNS[t];
  const upper = t.toUpperCase();
  if (CURRENCY_CODES.includes(upper)) return upper;
  return WORD_CURRENCIES[t.toLowerCase()] ?? null;
}

/** Parses one printed number (no currency) into a value, or null when it is not a number. */
export function parseNumber(raw: string): number | null {
  let s = raw.trim().replace(/[\u00a0\u202f ’']/g, (c) => (c === "'" || c === '’' ? ',' : ''));
  s = s.replace(WHOLE_SUM, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const count = s.split(sep).length - 1;
    const tail = s.length - s.lastIndexOf(sep) - 1;
    decimal = count === 1 && tail !== 3 ? sep : null;
  }
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : null;
  if (group) s = s.split(group).join('');
  else s = s.replace(/[.,]/g, '');
  if (decimal === ',') s = s.replace(',', '.');
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** Written as money: decimals, a whole sum's dash, or grouped thousands. */
const moneyShaped = (num: string) => /[.,]\d{2}$/.test(num) || WHOLE_SUM.test(num) || /\d[.,'’ \u00a0\u202f]\d{3}(?!\d)/.test(num);

// "Fr." apart is as often Friday ("Mo.–Fr.   8.00–17.00") as francs.
const LONE_MARK = new RegExp(String.raw`(?<![\p{L}\d.,])(${marksApart((s) => !/Fr\.?$/.test(s))})[ \t]{2,}$`, 'u');
/**
 * A currency's code or sign ending a label, a column's gap before the sum ("Zu zahlen BF   19.372", "To pay SEK   10 922,00"):
 * the sum's currency, which makes whole francs, lire or kronor money.
 */
function loneCurrencyBefore(before: string): string | null {
  const m = LONE_MARK.exec(before);
  return m ? normaliseCurrency(m[1]) : null;
}

// Britain's money before 1971: twenty shillings to the pound, twelve pence to the shilling. "£12 10s 6d", "£12.10.6",
// "£12-10-0", "12l. 10s. 6d.", "10s 6d", a dash for none ("£3 0s -d", "£12.10.-").
const POUNDS = String.raw`(?:£\s?(\d{1,6})|(?<![\d\p{L}])(\d{1,6})\s?(?:l\.|£))`;
const PENCE = String.raw`(\d{1,2}|-)`;
const PRE_DECIMAL = [
  new RegExp(String.raw`£\s?(\d{1,6})\s?([-/.])\s?(\d{1,2}|-)\s?\2\s?${PENCE}(?![\d.,/-])`, 'gu'),
  new RegExp(String.raw`${POUNDS}\s*(\d{1,2})\s?s\.?(?:\s*${PENCE}\s?d\.?)?(?!\p{L})`, 'gu'),
  new RegExp(String.raw`(?<![\d\p{L}£])(\d{1,2})\s?s\.?\s*${PENCE}\s?d\.?(?!\p{L})`, 'gu'),
];
const penceOf = (s: string | undefined) => (!s || s === '-' ? 0 : +s);

/** Sums in pounds, shillings and pence, as their value in pounds ("£12 10s 6d" → 12.525). */
function preDecimalSums(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  const take = (index: number, raw: string, pounds: number, shillings: number, pence: number) => {
    if (shillings > 19 || pence > 11 || out.some((o) => index < o.index + o.raw.length && o.index < index + raw.length)) return;
    const value = Math.round((pounds + shillings / 20 + pence / 240) * 10000) / 10000;
    out.push({ value, currency: 'GBP', index, raw: raw.trim(), isMoneyLike: true });
  };
  for (const m of text.matchAll(PRE_DECIMAL[0])) take(m.index, m[0], +m[1], penceOf(m[3]), penceOf(m[4]));
  for (const m of text.matchAll(PRE_DECIMAL[1])) take(m.index, m[0], +(m[1] ?? m[2]), +m[3], penceOf(m[4]));
  for (const m of text.matchAll(PRE_DECIMAL[2])) take(m.index, m[0], 0, +m[1], penceOf(m[2]));
  return out;
}

/**
 * How a page writes its numbers. By default each number is read on its own (`parseNumber`). A page in a currency of whole
 * units (lire, forint, Luxembourg and Belgian francs, yen, pesetas, drachmas) prints thousands grouped by a point or a
 * space and no decimals ("GESAMTBETRAG LIRE 419.475", "49 500 Ft"): there a grouped figure is a sum of money, and a
 * space between groups of three joins them into one figure, not two.
 */
export interface NumberGrammar {
  wholeUnits: boolean;
}
export const PER_NUMBER: NumberGrammar = { wholeUnits: false };
const WHOLE_UNITS: NumberGrammar = { wholeUnits: true };
const WHOLE_UNIT_CURRENCIES = CURRENCIES.filter((c) => c.small?.wholeUnits).map((c) => c.code);
const EUROS_PER_UNIT: Record<string, number> = Object.fromEntries(CURRENCIES.flatMap((c) => (c.small ? [[c.code, c.small.euros]] : [])));
/** About what one unit of a currency is worth against the others on a page: a small part of a euro for the lira, the forint, the yen; else 1. */
export const unitWorth = (currency: string | null | undefined) => (currency && EUROS_PER_UNIT[currency]) || 1;
// The codes as printed (upper case: "Esp." is no peseta), the words in any case ("LIRE", "Lire").
const WHOLE_UNIT_NAMES = [
  new RegExp(String.raw`(?<!\p{L})(?:${WHOLE_UNIT_CURRENCIES.join('|')})(?!\p{L})`, 'u'),
  new RegExp(
    String.raw`(?<!\p{L})(?:${Object.keys(WORD_CURRENCIES)
      .filter((w) => WHOLE_UNIT_CURRENCIES.includes(WORD_CURRENCIES[w]))
      .join('|')})(?!\p{L})`,
    'iu',
  ),
];
// A figure grouped in thousands with no decimals ("419.475", "49 500", "1'250").
const GROUPED_WHOLE = /^\d{1,3}(?:[.,'’ \u00a0\u202f]\d{3})+$/;

/** Every amount in a piece of text, left to right; read by the page's grammar of numbers when it is known. */
export function findAmounts(page: string, grammar: NumberGrammar = PER_NUMBER): FoundAmount[] {
  const out = preDecimalSums(page);
  // The other sums are read where no pre-decimal one stands.
  const text = out.reduce((t, a) => t.slice(0, a.index) + ' '.repeat(a.raw.length) + t.slice(a.index + a.raw.length), page);
  for (const m of text.matchAll(AMOUNT_RE)) {
    let [raw, minusA, before, minusB, num, minusC, after]: (string | undefined)[] = m;
    raw ??= '';
    num ??= '';
    let index = m.index;
    // A sign that is no currency after all (a letter of the wrong case, one letter before a bare count) is not part of the sum.
    if (before && (!normaliseCurrency(before) || (LETTER_SIGN.test(before) && !letterSignFits(before, num)))) {
      const at = raw.indexOf(before) + before.length;
      index += at;
      raw = raw.slice(at);
      before = undefined;
      minusA = undefined;
    }
    if (after && (!normaliseCurrency(after) || (LETTER_SIGN.test(after) && !letterSignFits(after, num)))) {
      raw = raw.slice(0, raw.lastIndexOf(after)).trimEnd();
      after = undefined;
    }
    // The optional sign and currency may leave the match starting on a space: skip it.
    const lead = raw.length - raw.trimStart().length;
    index += lead;
    raw = raw.slice(lead);
    // Space-grouped thousands ("EUR 1 234,56") only after a currency or before a decimal comma ("1 342,50", as Swedes,
    // Norwegians and the French print them): "1 100.00" on a receipt line is a quantity and a price.
    if (!grammar.wholeUnits && !before && /[ \u00a0\u202f]/.test(num) && !/(?:,| [.,] )\d{2}$/.test(num) && !WHOLE_SUM.test(num)) {
      const cut = raw.search(/\d[ \u00a0\u202f]\d{3}(?!\d)/) + 2;
      const rest = raw.slice(cut);
      index += cut;
      raw = rest;
      num = rest.replace(/\s?[^\d.,'’:-].*$/, '').trim();
      minusA = undefined;
    }
    // A number glued to letters (part numbers like "20W-50", "A123") is not an amount.
    const prev = text[index - 1];
    const next = text[index + raw.length];
    // A stray slash before a decimal amount (" /18.00": OCR's reading of a smudge) is not a date part.
    const straySlash = prev === '/' && !/[A-Za-z0-9]/.test(text[index - 2] ?? '') && /[.,]\d{2}$/.test(num);
    if (!before && prev && /[A-Za-z0-9ÄÖÜäöüß#/-]/.test(prev) && !straySlash) continue;
    if (!after && next && /[A-Za-z0-9ÄÖÜäöüß%°]/.test(next)) continue;
    if (next === '/' || (prev === '/' && !before && !straySlash)) continue;
    const value = parseNumber(num);
    if (value === null) continue;
    const currency = normaliseCurrency(before) ?? normaliseCurrency(after) ?? loneCurrencyBefore(text.slice(Math.max(0, index - 24), index));
    const sign = minusA || minusB || minusC ? -1 : 1;
    out.push({
      value: Math.round(sign * value * 100) / 100,
      currency,
      index,
      raw: raw.trim(),
      isMoneyLike: currency !== null || /[.,]\d{2}$/.test(num) || WHOLE_SUM.test(num) || (grammar.wholeUnits && GROUPED_WHOLE.test(num)),
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * The page's grammar of numbers, decided from all its sums: whole units when a figure names a currency of whole units and
 * every sum, read so (a line's last figure, or one in that currency; a sum in another currency aside, dates aside), ends
 * in a group of three and none has decimals.
 */
export function numberGrammarOf(text: string, dayFirst: boolean): NumberGrammar {
  let whole = false;
  let grouped = 0;
  for (const line of text.split('\n')) {
    const bare = findDates(line, dayFirst).reduce((l, d) => l.slice(0, d.index) + ' '.repeat(d.raw.length) + l.slice(d.index + d.raw.length), line);
    // A percentage is no sum; nor a figure run on by a point and digits (a date the date reader leaves, "2019.06.21.").
    const found = findAmounts(bare, WHOLE_UNITS).filter((a) => !/^(?:\s*%|[.,]\d)/.test(bare.slice(a.index + a.raw.length)));
    const inWhole = (a: FoundAmount) => a.currency !== null && WHOLE_UNIT_CURRENCIES.includes(a.currency);
    if (found.some(inWhole)) whole = true;
    const last = found.at(-1);
    const sums = found.filter((a) => inWhole(a) || (a === last && a.currency === null));
    for (const a of sums) {
      const num = a.raw.replace(/^\D+|\D+$/g, '');
      if (/[.,]\d{2}$/.test(num)) return PER_NUMBER;
      if (GROUPED_WHOLE.test(num)) grouped++;
    }
  }
  // A code or a word of such a currency anywhere on the page names it too ("Total TTC LUF", a column "BETRAG BEF", "WÄHRUNG Lire").
  whole ||= WHOLE_UNIT_NAMES.some((re) => re.test(text));
  return whole && grouped >= 2 ? WHOLE_UNITS : PER_NUMBER;
}

/**
 * A line with each sum the page's grammar reads in whole units written as any reader of single numbers reads it ("42 500" →
 * "42500,00", "419.475" → "419475,00" on a page in forint or lire): for the readers of whole lines that take no grammar
 * (the lists of work and parts), so that a row's grouped figure is its price, not a count and a price.
 */
export function inPerNumberForm(line: string, grammar: NumberGrammar | undefined): string {
  // A distance read on the clock ("km   133 407", "Tacho (Meilen)   98 484") is grouped so too, and no sum.
  if (!grammar?.wholeUnits || /\bkm\b|kilomet|odomet|tacho|meilen|miles/i.test(line)) return line;
  let out = line;
  for (const a of findAmounts(line, grammar).reverse()) {
    const at = a.raw.search(/\d/);
    const num = a.raw.slice(at).replace(/\D+$/, '');
    // A telephone's or a date's groups ("+36 99 312 880", "2019.06.21."): a figure run on from digits or a point is no sum.
    const before = line.slice(0, a.index + at);
    const after = line.slice(a.index + at + num.length);
    if (!a.isMoneyLike || !GROUPED_WHOLE.test(num) || /[\d+][ .]?$/.test(before) || /^[.,]?\d/.test(after)) continue;
    out = out.slice(0, a.index + at) + num.replace(/\D/g, '') + ',00' + out.slice(a.index + at + num.length);
  }
  return out;
}

/** Parses a text holding one amount ("1.234,56 €"), or null. */
export function parseAmount(text: string): { value: number; currency: string | null } | null {
  const found = findAmounts(text).filter((a) => a.isMoneyLike);
  const pick = found.at(-1) ?? findAmounts(text).at(-1);
  return pick ? { value: pick.value, currency: pick.currency } : null;
}

/** The currency a document uses most, from its signs and codes. */
export function dominantCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  for (const a of findAmounts(text)) if (a.currency) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [c, k] of counts) if (k > n) [best, n] = [c, k];
  return best && sharedSignOwner(best, text);
}

/**
 * A sign several currencies share belongs to the one whose code the page prints ("kr. 5.600,00" under a column "DKK"),
 * else to the one whose country the page shows ("$87.37" under "Kelso NSW 2795"): the first listed otherwise.
 */
function sharedSignOwner(code: string, text: string): string {
  const sharers = [
    ...new Set(
      Object.values(SIGN_SHARERS)
        .filter((codes) => codes.length > 1 && codes[0] === code)
        .flat(),
    ),
  ].filter((c) => c !== code);
  const named = sharers.filter((c) => new RegExp(String.raw`(?<!\p{L})${c}(?!\p{L})`, 'u').test(text));
  if (named.length === 1) return named[0];
  const placed = named.length ? [] : sharers.filter((c) => CURRENCIES.find((k) => k.code === c)?.marks?.test(text));
  return placed.length === 1 ? placed[0] : code;
}
