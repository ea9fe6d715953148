/**
 * The unseen-bn author's kit: dates in every style a page of 1960–2026 prints them (with ordinals, Austrian month
 * names, Roman months and computer capitals), money by country and era, cars and their chassis numbers, names, and a
 * few layout helpers. Each family still chooses its styles explicitly.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { PageBuilder };

export const MON_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MON_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
export const MON_AT = ['Jänner', ...MON_DE.slice(1)];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

export type DS =
  | 'd.m.yyyy' // 3.3.1987
  | 'dd.mm.yyyy' // 03.03.1987
  | 'dd.mm.yy' // 03.03.87
  | 'd.m.yy' // 3.3.87
  | 'dd/mm/yy' // 03/03/87 (UK, IE)
  | 'dd/mm/yyyy'
  | 'mm/dd/yy' // 03/03/87 (US)
  | 'mm/dd/yyyy'
  | 'm/d/yy'
  | 'd Mon yyyy' // 3 Mar 1987
  | 'd Month yyyy' // 3 March 1987
  | 'dth Month yyyy' // 3rd March 1987
  | 'Month dth, yyyy' // March 3rd, 1987
  | 'Month d, yyyy' // March 3, 1987
  | 'Mon d, yyyy'
  | 'iso' // 1987-03-03
  | 'd. Monat yyyy' // 3. März 1987
  | 'd. Monat yyyy at' // 3. Jänner 1987
  | 'd-R-yy' // 3-III-87
  | 'd.R.yyyy' // 3.III.1987
  | 'DD-MON-YY' // 03-MAR-87
  | 'DDMONYY'; // 03MAR87

export function ordinal(d: number): string {
  if (d % 100 >= 11 && d % 100 <= 13) return `${d}th`;
  const suf: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${d}${suf[d % 10] ?? 'th'}`;
}

export function dt(iso: string, style: DS): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const yy = String(y).slice(2);
  const mon = MON_EN[m - 1];
  switch (style) {
    case 'd.m.yyyy':
      return `${d}.${m}.${y}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${y}`;
    case 'dd.mm.yy':
      return `${dd}.${mm}.${yy}`;
    case 'd.m.yy':
      return `${d}.${m}.${yy}`;
    case 'dd/mm/yy':
      return `${dd}/${mm}/${yy}`;
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${y}`;
    case 'mm/dd/yy':
      return `${mm}/${dd}/${yy}`;
    case 'mm/dd/yyyy':
      return `${mm}/${dd}/${y}`;
    case 'm/d/yy':
      return `${m}/${d}/${yy}`;
    case 'd Mon yyyy':
      return `${d} ${mon.slice(0, 3)} ${y}`;
    case 'd Month yyyy':
      return `${d} ${mon} ${y}`;
    case 'dth Month yyyy':
      return `${ordinal(d)} ${mon} ${y}`;
    case 'Month dth, yyyy':
      return `${mon} ${ordinal(d)}, ${y}`;
    case 'Month d, yyyy':
      return `${mon} ${d}, ${y}`;
    case 'Mon d, yyyy':
      return `${mon.slice(0, 3)}. ${d}, ${y}`;
    case 'iso':
      return iso;
    case 'd. Monat yyyy':
      return `${d}. ${MON_DE[m - 1]} ${y}`;
    case 'd. Monat yyyy at':
      return `${d}. ${MON_AT[m - 1]} ${y}`;
    case 'd-R-yy':
      return `${d}-${ROMAN[m - 1]}-${yy}`;
    case 'd.R.yyyy':
      return `${d}.${ROMAN[m - 1]}.${y}`;
    case 'DD-MON-YY':
      return `${dd}-${mon.slice(0, 3).toUpperCase()}-${yy}`;
    case 'DDMONYY':
      return `${dd}${mon.slice(0, 3).toUpperCase()}${yy}`;
  }
}

/** Month and year only (HU due, MOT month, sticker). */
export const my = (iso: string, sep = '/', long = false) => {
  const [y, m] = iso.split('-').map(Number);
  return long ? `${String(m).padStart(2, '0')}${sep}${y}` : `${String(m).padStart(2, '0')}${sep}${String(y).slice(2)}`;
};

export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
export function addMonths(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1 + n, Math.min(d, 28), 12));
  return t.toISOString().slice(0, 10);
}
export const yearOf = (iso: string) => Number(iso.slice(0, 4));
export const weekday = (iso: string, lang: Lang) => {
  const i = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return lang === 'de' ? ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][i] : ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][i];
};
/** A working day (Mon–Sat) on or after the date. */
export function workday(iso: string): string {
  let d = iso;
  while (new Date(`${d}T12:00:00Z`).getUTCDay() === 0) d = addDays(d, 1);
  return d;
}
export const clock = (rng: Random, from = 7, to = 18) => `${String(rng.int(from, to)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

// ——— money ———

export type Country = 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US' | 'CA';
export interface Cur {
  code: string;
  sym: string;
  /** Number style: de 1.234,50 — en 1,234.50 — ch 1'234.50 */
  style: 'de' | 'en' | 'ch';
  /** Units of this currency per 2020 euro, before the price level of the year. */
  per: number;
  vat: number;
  vatWord: string;
}

/** Price level of a year relative to 2020 (rough, shared by all countries). */
export function level(year: number): number {
  const t = Math.max(0, (year - 1955) / 65);
  return 0.08 + 0.92 * Math.pow(t, 1.8) + (year > 2020 ? (year - 2020) * 0.035 : 0);
}

export function currency(country: Country, year: number): Cur {
  switch (country) {
    case 'DE': {
      const vat =
        year < 1968
          ? 0
          : year < 1978
            ? 11
            : year < 1979
              ? 12
              : year < 1983
                ? 13
                : year < 1993
                  ? 14
                  : year < 1998
                    ? 15
                    : year < 2007
                      ? 16
                      : year === 2020
                        ? 16
                        : 19;
      return year < 2002
        ? { code: 'DM', sym: 'DM', style: 'de', per: 1.96, vat, vatWord: 'MwSt.' }
        : { code: 'EUR', sym: '€', style: 'de', per: 1, vat, vatWord: 'MwSt.' };
    }
    case 'AT': {
      const vat = year < 1973 ? 0 : year < 1984 ? 18 : 20;
      return year < 2002
        ? { code: 'ATS', sym: 'S', style: 'de', per: 13.76, vat, vatWord: 'USt.' }
        : { code: 'EUR', sym: '€', style: 'de', per: 1, vat, vatWord: 'USt.' };
    }
    case 'CH': {
      const vat = year < 1995 ? 0 : year < 1999 ? 6.5 : year < 2001 ? 7.5 : year < 2011 ? 7.6 : year < 2018 ? 8 : year < 2024 ? 7.7 : 8.1;
      return { code: 'CHF', sym: 'Fr.', style: 'ch', per: 1.6, vat, vatWord: 'MWST' };
    }
    case 'UK': {
      const vat = year < 1973 ? 0 : year < 1979 ? 8 : year < 1991 ? 15 : year < 2011 ? 17.5 : 20;
      return { code: 'GBP', sym: '£', style: 'en', per: 0.86, vat, vatWord: 'VAT' };
    }
    case 'IE': {
      const vat = year < 1972 ? 0 : year < 1991 ? 25 : year < 2012 ? 21 : 23;
      return year < 2002
        ? { code: 'IEP', sym: 'IR£', style: 'en', per: 0.79, vat, vatWord: 'VAT' }
        : { code: 'EUR', sym: '€', style: 'en', per: 1, vat, vatWord: 'VAT' };
    }
    case 'US':
      return { code: 'USD', sym: '$', style: 'en', per: 1.12, vat: 0, vatWord: 'Sales tax' };
    case 'CA':
      return { code: 'CAD', sym: '$', style: 'en', per: 1.5, vat: 0, vatWord: 'GST' };
  }
}

export const r2 = (n: number) => Math.round(n * 100) / 100;
export const sum = (xs: number[]) => r2(xs.reduce((a, b) => a + b, 0));

/** A 2020-euro base price in this currency and year, rounded as paper rounds it. */
export function price(base: number, year: number, cur: Cur, rng: Random, whole = false): number {
  const v = base * level(year) * cur.per * (0.85 + rng.next() * 0.3);
  if (whole) return Math.max(1, Math.round(v));
  if (cur.code === 'CHF') return Math.max(0.05, Math.round(v * 20) / 20);
  return Math.max(0.1, r2(v));
}
/** A round sum (cars, values): to 50, 100, 500 by size. */
export function roundSum(v: number): number {
  const step = v > 20000 ? 500 : v > 5000 ? 100 : 50;
  return Math.max(step, Math.round(v / step) * step);
}

export function num(n: number, style: 'de' | 'en' | 'ch', decimals = 2): string {
  const [i, d] = Math.abs(n).toFixed(decimals).split('.');
  const sep = { de: '.', en: ',', ch: "'" }[style];
  const whole = i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const dec = style === 'de' ? ',' : '.';
  return `${n < 0 ? '-' : ''}${whole}${d ? dec + d : ''}`;
}
export const amt = (n: number, cur: Cur) => num(n, cur.style);
/** With the currency sign where the country puts it. */
export function money(n: number, cur: Cur, pos: 'pre' | 'post' = cur.style === 'en' ? 'pre' : 'post'): string {
  const v = num(n, cur.style);
  if (cur.sym === '$' || cur.sym === '£' || cur.sym === 'IR£') return `${cur.sym}${v}`;
  return pos === 'pre' ? `${cur.sym} ${v}` : `${v} ${cur.sym}`;
}
export const km = (n: number, style: 'de' | 'en' | 'ch') => num(n, style, 0);

// ——— people, places, cars ———

export const FIRST_DE = [
  'Hans',
  'Klaus',
  'Jürgen',
  'Ingrid',
  'Renate',
  'Wolfgang',
  'Monika',
  'Dieter',
  'Sabine',
  'Gerhard',
  'Ursula',
  'Helmut',
  'Petra',
  'Stefan',
  'Andrea',
  'Franz',
  'Margit',
  'Reto',
  'Urs',
  'Christa',
];
export const LAST_DE = [
  'Brunner',
  'Hartmann',
  'Zimmermann',
  'Lehner',
  'Kowalski',
  'Vogt',
  'Ebner',
  'Gruber',
  'Huber',
  'Seidl',
  'Baumann',
  'Keller',
  'Roth',
  'Frey',
  'Moser',
  'Wagner',
  'Pichler',
  'Steiner',
  'Albrecht',
  'Sommer',
];
export const FIRST_EN = [
  'David',
  'Margaret',
  'Robert',
  'Susan',
  'Patrick',
  'Siobhan',
  'Gary',
  'Linda',
  'Colin',
  'Eileen',
  'Wayne',
  'Janet',
  'Brian',
  'Donna',
  'Malcolm',
  'Fiona',
  'Earl',
  'Dolores',
  'Keith',
  'Nora',
];
export const LAST_EN = [
  'Fletcher',
  'Doyle',
  'McAllister',
  'Pritchard',
  'Kowalczyk',
  'Brennan',
  'Whitfield',
  'Hargreaves',
  'Delaney',
  'Okafor',
  'Lindqvist',
  'Tremblay',
  'Sutcliffe',
  'Gallagher',
  'Ramsey',
  'Bouchard',
  'Nakamura',
  'Holloway',
  'Cassidy',
  'Pearce',
];
export const personDe = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEn = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

export interface Model {
  make: string;
  model: string;
  from: number;
  to: number;
  /** Chassis number before 17-digit VINs: a prefix and the digits after it. */
  pre: string;
  digits: number;
  wmi: string;
}
export const MODELS: Model[] = [
  { make: 'VW', model: 'Käfer 1200', from: 1955, to: 1985, pre: '11', digits: 7, wmi: 'WVW' },
  { make: 'VW', model: 'Golf GTI', from: 1976, to: 1992, pre: '17', digits: 7, wmi: 'WVW' },
  { make: 'Mercedes-Benz', model: '220 SE', from: 1959, to: 1965, pre: '111.014-', digits: 6, wmi: 'WDB' },
  { make: 'Mercedes-Benz', model: '280 SL', from: 1968, to: 1971, pre: '113.044-10-', digits: 6, wmi: 'WDB' },
  { make: 'Mercedes-Benz', model: '230 E', from: 1980, to: 1985, pre: '123.023-10-', digits: 6, wmi: 'WDB' },
  { make: 'Porsche', model: '911 T', from: 1968, to: 1973, pre: '911', digits: 7, wmi: 'WP0' },
  { make: 'Porsche', model: '944', from: 1982, to: 1991, pre: '944', digits: 7, wmi: 'WP0' },
  { make: 'BMW', model: '2002', from: 1968, to: 1976, pre: '', digits: 7, wmi: 'WBA' },
  { make: 'Opel', model: 'Rekord C', from: 1966, to: 1971, pre: '11', digits: 8, wmi: 'W0L' },
  { make: 'Opel', model: 'GT', from: 1968, to: 1973, pre: '94', digits: 7, wmi: 'W0L' },
  { make: 'Jaguar', model: 'E-Type 4.2', from: 1964, to: 1971, pre: '1E', digits: 5, wmi: 'SAJ' },
  { make: 'MG', model: 'MGB GT', from: 1965, to: 1980, pre: 'GHD', digits: 6, wmi: 'GBV' },
  { make: 'Triumph', model: 'TR6', from: 1969, to: 1976, pre: 'CC', digits: 5, wmi: 'SAT' },
  { make: 'Austin', model: 'Mini Cooper', from: 1961, to: 2000, pre: 'KA2S4-', digits: 6, wmi: 'SAX' },
  { make: 'Land Rover', model: 'Series IIA 88', from: 1961, to: 1971, pre: '241', digits: 5, wmi: 'SAL' },
  { make: 'Volvo', model: 'P1800 S', from: 1961, to: 1973, pre: '1800', digits: 5, wmi: 'YV1' },
  { make: 'Citroën', model: 'DS 21', from: 1965, to: 1975, pre: '', digits: 7, wmi: 'VF7' },
  { make: 'Alfa Romeo', model: 'Spider 2000', from: 1971, to: 1993, pre: 'AR', digits: 7, wmi: 'ZAR' },
  { make: 'Ford', model: 'Mustang', from: 1964, to: 1998, pre: '5F07', digits: 6, wmi: '1FA' },
  { make: 'Chevrolet', model: 'Corvette', from: 1956, to: 1996, pre: '1943', digits: 6, wmi: '1G1' },
  { make: 'Chevrolet', model: 'Bel Air', from: 1955, to: 1975, pre: 'VC57', digits: 6, wmi: '1G1' },
  { make: 'Jeep', model: 'CJ-5', from: 1955, to: 1983, pre: '57548', digits: 5, wmi: '1J4' },
  { make: 'Mazda', model: 'MX-5', from: 1989, to: 2005, pre: 'NA', digits: 7, wmi: 'JM1' },
  { make: 'Saab', model: '900 Turbo', from: 1979, to: 1993, pre: '', digits: 9, wmi: 'YS3' },
  { make: 'Mercedes-Benz', model: '190 E 2.3-16', from: 1984, to: 1993, pre: '', digits: 0, wmi: 'WDB' },
  { make: 'Porsche', model: '356 B', from: 1959, to: 1963, pre: '', digits: 6, wmi: 'WP0' },
  { make: 'Austin-Healey', model: '3000 Mk II', from: 1959, to: 1967, pre: 'HBT7L', digits: 5, wmi: 'SAX' },
];

export interface Car {
  make: string;
  model: string;
  firstReg: string;
  build: number;
  vin: string;
}

const VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A car first registered on or before `before` (ISO), with the chassis number of its time. */
export function car(rng: Random, before: string, maxAge = 35): Car {
  const y = yearOf(before);
  const near = MODELS.filter((m) => m.from <= y && m.to >= y - maxAge);
  const fits = near.length ? near : MODELS.filter((m) => m.from <= y);
  const m = rng.pick(fits.length ? fits : MODELS);
  const lo = Math.max(m.from, y - maxAge);
  const hi = Math.min(m.to, y);
  const build = lo <= hi ? rng.int(lo, hi) : m.from;
  let firstReg = `${build}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  if (firstReg > before) firstReg = addDays(before, -rng.int(30, 400));
  let vin: string;
  if (build >= 1981 || m.digits === 0) {
    vin = m.wmi;
    for (let i = 0; i < 14; i++) vin += i >= 8 ? String(rng.int(0, 9)) : rng.pick(VINCH.split(''));
  } else {
    vin = m.pre;
    for (let i = 0; i < m.digits; i++) vin += String(i === 0 ? rng.int(1, 9) : rng.int(0, 9));
  }
  return { make: m.make, model: m.model, firstReg, build, vin };
}
export const carName = (c: Car) => `${c.make} ${c.model}`;

// ——— plates ———
const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LET.split(''))).join('');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

// ——— layout ———

/** Label and value on one line; value at x + gap. */
export function kv(p: PageBuilder, x: number, label: string, value: string, gap: number, opts: { size?: number; bold?: boolean; serif?: boolean } = {}) {
  p.text(x, label, { size: opts.size ?? 9, serif: opts.serif });
  p.text(x + gap, value, { size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
}
export function rule(p: PageBuilder, x: number, w: number, y = p.y) {
  p.box(x, y, w, 0.01);
}
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && (line + ' ' + w).length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}
export function para(p: PageBuilder, x: number, text: string, width: number, opts: { size?: number; serif?: boolean; step?: number; bold?: boolean } = {}) {
  for (const l of wrap(text, width)) {
    p.text(x, l, { size: opts.size ?? 9, serif: opts.serif, bold: opts.bold });
    p.down(opts.step ?? 12);
  }
}
export function out(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

/** A British registration mark of the car's first registration: suffix letters 1963–1983, prefix letters to 2001, then the current style. */
export function ukReg(rng: Random, firstReg: string): string {
  const y = yearOf(firstReg);
  const m = Number(firstReg.slice(5, 7));
  const SUF = 'ABCDEFGHJKLMNPRSTVWXY';
  if (y < 1963) return `${letters(rng, 3)} ${digits(rng, 3)}`;
  if (y < 1983 || (y === 1983 && m < 8)) {
    const i = Math.min(SUF.length - 1, y - 1963 + (y >= 1967 && m >= 8 ? 1 : 0));
    return `${letters(rng, 3)} ${digits(rng, 3)}${SUF[Math.max(0, i)]}`;
  }
  if (y < 2001 || (y === 2001 && m < 9)) {
    const since99 = (y - 1999) * 12 + (m - 3);
    const i = since99 >= 0 ? 16 + Math.floor(since99 / 6) : y - 1983 - (m < 8 ? 1 : 0);
    return `${SUF[Math.max(0, i)]}${digits(rng, 3)} ${letters(rng, 3)}`;
  }
  const age = m >= 3 && m < 9 ? y - 2000 : m >= 9 ? y - 2000 + 50 : y - 2001 + 50;
  return `${letters(rng, 2)}${String(age).padStart(2, '0')} ${letters(rng, 3)}`;
}
/** An Irish registration: county letters and a number before 1987, year–county–number after. */
export function ieReg(rng: Random, firstReg: string): string {
  const y = yearOf(firstReg);
  return y >= 1987
    ? `${String(y).slice(2)}-${rng.pick(['D', 'KK', 'G', 'C', 'WH', 'DL'])}-${digits(rng, rng.int(3, 5))}`
    : `${rng.pick(['ZV', 'IK', 'NI', 'RI', 'ZP', 'EI'])} ${digits(rng, 4)}`;
}
