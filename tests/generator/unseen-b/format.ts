/**
 * How the second unseen set prints money and dates: more spellings than the other sets use, each
 * document picking one and keeping it (real paper is consistent within itself).
 */

export type MoneyStyle = 'de' | 'de-code' | 'de-space' | 'de-bare' | 'us' | 'us-space' | 'us-code' | 'uk' | 'uk-code' | 'eu-en';
export type DateStyle = 'de-long' | 'de-short' | 'de' | 'iso' | 'us' | 'us-long' | 'uk' | 'uk-long' | 'uk-abbr';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

const groupDigits = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** `n` with thousands `sep` and decimal `dec` (whole numbers when `decimals` is 0). */
export function num(n: number, sep: string, dec: string, decimals = 2): string {
  const [int, frac] = n.toFixed(decimals).split('.');
  return frac ? `${groupDigits(int, sep)}${dec}${frac}` : groupDigits(int, sep);
}

export function money(n: number, style: MoneyStyle): string {
  switch (style) {
    case 'de':
      return `${num(n, '.', ',')} €`;
    case 'de-code':
      return `EUR ${num(n, '.', ',')}`;
    case 'de-space':
      return `EUR ${num(n, ' ', ',')}`;
    case 'de-bare':
      return num(n, '.', ',');
    case 'us':
      return `$${num(n, ',', '.')}`;
    case 'us-space':
      return `$ ${num(n, ',', '.')}`;
    case 'us-code':
      return `${num(n, ',', '.')} USD`;
    case 'uk':
      return `£${num(n, ',', '.')}`;
    case 'uk-code':
      return `GBP ${num(n, ',', '.')}`;
    case 'eu-en':
      return `€${num(n, ',', '.')}`;
  }
}

/** The plain number in the style's convention (amount columns under a currency heading). */
export function bare(n: number, style: MoneyStyle): string {
  if (style === 'de-space') return num(n, ' ', ',');
  return style.startsWith('de') ? num(n, '.', ',') : num(n, ',', '.');
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'de-long':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'de-short':
      return `${dd}.${mm}.${String(y).slice(2)}`;
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'iso':
      return iso;
    case 'us':
      return `${m}/${d}/${y}`;
    case 'us-long':
      return `${MONTHS_EN[m - 1]} ${ordinal(d)}, ${y}`;
    case 'uk':
      return `${dd}/${mm}/${y}`;
    case 'uk-long':
      return `${ordinal(d)} ${MONTHS_EN[m - 1]} ${y}`;
    case 'uk-abbr':
      return `${d} ${MONTHS_EN[m - 1].slice(0, 3)}. ${y}`;
  }
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One year of cover: the same day next year, minus one day (as most schedules print it). */
export function yearLater(iso: string, minusOne: boolean): string {
  const next = `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
  return minusOne ? addDays(next, -1) : next;
}

export const r2 = (n: number) => Math.round(n * 100) / 100;
