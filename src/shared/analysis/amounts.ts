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

const CURRENCY_SIGNS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  Fr: 'CHF',
  'Fr.': 'CHF',
  RM: 'MYR',
  S$: 'SGD',
  A$: 'AUD',
  C$: 'CAD',
};
const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'MYR', 'SGD', 'AUD', 'CAD', 'SEK', 'NOK', 'DKK', 'JPY', 'PLN', 'CZK'];
const WORD_CURRENCIES: Record<string, string> = { euro: 'EUR', euros: 'EUR', dollars: 'USD', dollar: 'USD', pounds: 'GBP' };

const CURRENCY_BEFORE = String.raw`(?:US\$|S\$|A\$|C\$|\bRM|\bFr\.?|[$€£¥]|\b(?:${CURRENCY_CODES.join('|')}))`;
const CURRENCY_AFTER = String.raw`(?:[$€£¥]|\b(?:${CURRENCY_CODES.join('|')}|RM|Euro|euros?|EUR|dollars?|pounds)\b)`;
// Digits with optional grouping (`,` `.` `'` thin/normal space) and an optional decimal part,
// or a German `57.000,-` / `57.000,--`.
const NUMBER = String.raw`\d{1,3}(?:(?:[.,'’]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d{3})+(?:[.,](?:\d{1,2}|-{1,2}))?(?!\d)|\d+(?:[.,](?:\d{1,2}|-{1,2}))?(?!\d)`;

const AMOUNT_RE = new RegExp(String.raw`(-\s*)?(${CURRENCY_BEFORE})?\s?(-\s*)?(${NUMBER})(?:\s?(${CURRENCY_AFTER}))?`, 'gi');

function normaliseCurrency(token: string | undefined): string | null {
  if (!token) return null;
  const t = token.trim();
  if (CURRENCY_SIGNS[t]) return CURRENCY_SIGNS[t];
  const upper = t.toUpperCase();
  if (CURRENCY_CODES.includes(upper)) return upper;
  if (upper === 'RM') return 'MYR';
  return WORD_CURRENCIES[t.toLowerCase()] ?? null;
}

/** Parses one printed number (no currency) into a value, or null when it is not a number. */
export function parseNumber(raw: string): number | null {
  let s = raw.trim().replace(/[\u00a0\u202f ’']/g, (c) => (c === "'" || c === '’' ? ',' : ''));
  s = s.replace(/[.,]-{1,2}$/, '');
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

/** Every amount in a piece of text, left to right. */
export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    let [raw, minusA, before, minusB, num, after]: (string | undefined)[] = m;
    raw ??= '';
    num ??= '';
    let index = m.index;
    // The optional sign and currency may leave the match starting on a space: skip it.
    const lead = raw.length - raw.trimStart().length;
    index += lead;
    raw = raw.slice(lead);
    // Space-grouped thousands ("EUR 1 234,56") only after a currency: "1 100.00" on a receipt
    // line is a quantity and a price.
    if (!before && /[ \u00a0\u202f]/.test(num)) {
      const cut = raw.search(/\d[ \u00a0\u202f]\d{3}(?!\d)/) + 2;
      const rest = raw.slice(cut);
      index += cut;
      raw = rest;
      num = rest.replace(/\s?[^\d.,'’-].*$/, '').trim();
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
    const currency = normaliseCurrency(before) ?? normaliseCurrency(after);
    const sign = minusA || minusB ? -1 : 1;
    out.push({
      value: Math.round(sign * value * 100) / 100,
      currency,
      index,
      raw: raw.trim(),
      isMoneyLike: currency !== null || /[.,]\d{2}$|[.,]-{1,2}$/.test(num),
    });
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
  return best;
}
