/**
 * Money is stored in minor units of an ISO 4217 currency (cents for USD and EUR, none for JPY).
 * These turn an amount typed by a person ("45,000.50" in English, "45.000,50" in German) into
 * minor units and back into text for the reader's language.
 */
import { numberFormat } from './number-format';

export type MoneyLanguage = 'en' | 'de';
const locale = (language: MoneyLanguage) => (language === 'de' ? 'de-DE' : 'en-US');

export function minorDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** null for an empty field, NaN for text that is not an amount. */
export function parseMoney(text: string, language: MoneyLanguage, currency: string): number | null {
  // A currency sign or an ISO code typed along ("$ 1,250", "1.250 EUR") is allowed; other letters are not.
  const raw = text.replace(/[\s\u00a0\u202f$€£¥]/g, '').replace(/^[A-Za-z]{3}(?=[\d-])|(?<=\d)[A-Za-z]{3}$/, '');
  if (raw === '') return null;
  const [group, decimal] = language === 'de' ? ['.', ','] : [',', '.'];
  // "45.000" typed in English or "45,50" in German: the other language's separator as decimal
  // point is accepted when it cannot be a thousands separator (not followed by exactly 3 digits).
  let normalized: string;
  const foreignDecimal = new RegExp(`^-?\\d+\\${group}\\d{1,2}$`);
  if (foreignDecimal.test(raw)) normalized = raw.replace(group, '.');
  else normalized = raw.split(group).join('').replace(decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  const digits = minorDigits(currency);
  return Math.round(Number(normalized) * 10 ** digits);
}

/** The amount as a person types it, for filling a form field back in ("45000.5" → "45,000.50"). */
export function moneyInputText(minor: number | null | undefined, language: MoneyLanguage, currency: string): string {
  if (minor === null || minor === undefined) return '';
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  return numberFormat(locale(language), { minimumFractionDigits: value % 1 === 0 ? 0 : digits, maximumFractionDigits: digits }).format(value);
}

export function formatMoney(minor: number | null | undefined, currency: string, language: MoneyLanguage, naText = 'N/A'): string {
  if (minor === null || minor === undefined) return naText;
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  return numberFormat(locale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: value % 1 === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Sums per currency, in the order currencies first appear. */
export function totalsByCurrency(items: { amount: number | null; currency: string }[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const { amount, currency } of items) {
    if (amount === null) continue;
    totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

/** An amount in major units (as the analysis reads it off paper: 692.75) in minor units of its currency (69275). */
export function toMinor(major: number | null | undefined, currency: string): number | null {
  if (major === null || major === undefined || !Number.isFinite(major)) return null;
  return Math.round(major * 10 ** minorDigits(currency));
}
