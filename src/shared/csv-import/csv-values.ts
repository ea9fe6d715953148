import { parseMoney, type MoneyLanguage } from '../format/money';

/**
 * Dates and numbers as exported files write them: ISO (2020-12-31), German (31.12.2020) and the
 * slashed forms of LubeLogger's culture-dependent export (12/31/2020 in the US, 31/12/2020
 * elsewhere); numbers as 1,234.56 or 1.234,56, with or without a currency sign.
 */

/** Which way round slashed dates are: day first when any day in the column is above 12. */
export type SlashOrder = 'mdy' | 'dmy';

export function detectSlashOrder(values: string[]): SlashOrder {
  for (const v of values) {
    const m = /^\s*(\d{1,2})\/(\d{1,2})\/\d{2,4}/.exec(v);
    if (m && Number(m[1]) > 12) return 'dmy';
  }
  return 'mdy';
}

const iso = (y: number, m: number, d: number): string | null => {
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
};

/** The date as YYYY-MM-DD; null when the text is no date. A time after the date is ignored. */
export function parseCsvDate(text: string, slashOrder: SlashOrder): string | null {
  const v = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: .*)?$/.exec(v);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(v);
  if (m) return slashOrder === 'dmy' ? iso(Number(m[3]), Number(m[2]), Number(m[1])) : iso(Number(m[3]), Number(m[1]), Number(m[2]));
  return null;
}

/**
 * Whether a file writes decimals with a comma (`de`) or a point (`en`), judged from its amounts:
 * where both separators occur the last one is the decimal mark; a lone separator followed by one
 * or two digits is one too. Undecided, a semicolon file is German (Excel's German CSV).
 */
export function detectNumberStyle(values: string[], delimiter: string): MoneyLanguage {
  for (const raw of values) {
    const v = raw.replace(/[^\d.,]/g, '');
    const comma = v.lastIndexOf(',');
    const point = v.lastIndexOf('.');
    if (comma >= 0 && point >= 0) return comma > point ? 'de' : 'en';
    if (comma >= 0 && /,\d{1,2}$/.test(v)) return 'de';
    if (point >= 0 && /\.\d{1,2}$/.test(v)) return 'en';
  }
  return delimiter === ';' ? 'de' : 'en';
}

/** An amount in minor units of `currency`; null when empty, NaN when it is no amount. */
export const parseCsvMoney = (text: string, style: MoneyLanguage, currency: string) => parseMoney(text, style, currency);

/** A whole number (an odometer reading: "123.456 km", "123,456"); null when empty, NaN when it is none. */
export function parseCsvInteger(text: string, style: MoneyLanguage): number | null {
  const v = text
    .trim()
    .replace(/\s*(km|mi|miles|meilen)$/i, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (v === '') return null;
  const [group, decimal] = style === 'de' ? ['.', ','] : [',', '.'];
  // Grouped thousands, then perhaps a decimal part (LubeLogger writes "12345.0" for some readings).
  const m = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d+))?$`).exec(v);
  if (!m) return Number.NaN;
  return Math.round(Number(`${m[1].split(group).join('')}.${m[2] ?? '0'}`));
}
