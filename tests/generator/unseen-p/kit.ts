/**
 * Shared means of the unseen-p families: amounts and dates as each country prints them, the tax
 * rates of the day, names, plates and chassis numbers, and the drawing of the grids, captioned
 * boxes and tables that large organisations' printouts are made of.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';

export type Fam = (r: Random) => Generated;

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** Swiss totals are rounded to five Rappen. */
export const round05 = (n: number) => Math.round(n * 20) / 20;
export const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

/** An amount: `de` 1.234,56, `ch` 1'234.56, `en` 1,234.56; `plain` drops the thousands separator. */
export function money(n: number, style: 'de' | 'ch' | 'en', opts: { decimals?: number; plain?: boolean } = {}): string {
  const decimals = opts.decimals ?? 2;
  const [int, dec] = Math.abs(n).toFixed(decimals).split('.');
  const group = opts.plain ? '' : style === 'de' ? '.' : style === 'ch' ? "'" : ',';
  const point = style === 'de' ? ',' : '.';
  return `${n < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${dec ? point + dec : ''}`;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_AT = ['Jänner', ...MONTHS_DE.slice(1)];
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/**
 * An ISO date written by a pattern: YYYY YY, MONTH (English), Mon / MON (English, short), MMDE
 * (German), MMAT (Austrian, Jänner), MM M, DD D, Do (English ordinal day).
 */
export function dt(iso: string, pattern: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const tokens: Record<string, string> = {
    YYYY: String(y),
    YY: String(y).slice(2),
    MONTH: MONTHS_EN[m - 1],
    MMDE: MONTHS_DE[m - 1],
    MMAT: MONTHS_AT[m - 1],
    MON: MONTHS_EN[m - 1].slice(0, 3).toUpperCase(),
    Mon: MONTHS_EN[m - 1].slice(0, 3),
    MM: String(m).padStart(2, '0'),
    M: String(m),
    DD: String(d).padStart(2, '0'),
    Do: ordinal(d),
    D: String(d),
  };
  return pattern.replace(/YYYY|YY|MONTH|MMDE|MMAT|MON|Mon|MM|M|DD|Do|D/g, (t) => tokens[t]);
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}

export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date in a span of years (days 1–28, so every month has it); never after the set was written (autumn 2026). */
export function dateIn(r: Random, from: number, to: number): string {
  const d = r.date(from, to);
  return d > '2026-10-31' ? `2025${d.slice(4)}` : d;
}

/** German Mehrwertsteuer of the day (normal rate). */
export function vatDE(iso: string): number {
  if (iso < '1978-01-01') return 11;
  if (iso < '1979-07-01') return 12;
  if (iso < '1983-07-01') return 13;
  if (iso < '1993-01-01') return 14;
  if (iso < '1998-04-01') return 15;
  if (iso < '2007-01-01') return 16;
  if (iso >= '2020-07-01' && iso < '2021-01-01') return 16;
  return 19;
}

export const vatAT = (iso: string) => (iso < '1984-01-01' ? 18 : 20);

export function vatCH(iso: string): number {
  if (iso < '1999-01-01') return 6.5;
  if (iso < '2001-01-01') return 7.5;
  if (iso < '2011-01-01') return 7.6;
  if (iso < '2018-01-01') return 8;
  if (iso < '2024-01-01') return 7.7;
  return 8.1;
}

export function vatUK(iso: string): number {
  if (iso < '1974-07-29') return 10;
  if (iso < '1979-06-18') return 8;
  if (iso < '1991-03-19') return 15;
  if (iso < '2008-12-01') return 17.5;
  if (iso < '2010-01-01') return 15;
  if (iso < '2011-01-04') return 17.5;
  return 20;
}

/** Irish VAT: the reduced rate on repair work, the standard rate on goods. */
export function vatIE(iso: string): { reduced: number; standard: number } {
  if (iso < '2003-01-01') return { reduced: 12.5, standard: iso < '2001-03-01' ? 21 : 20 };
  if (iso < '2008-12-01') return { reduced: 13.5, standard: 21 };
  if (iso < '2010-01-01') return { reduced: 13.5, standard: 21.5 };
  if (iso < '2012-01-01') return { reduced: 13.5, standard: 21 };
  return { reduced: 13.5, standard: 23 };
}

/** A rate as printed: 19, 7,6 or 17.5. */
export const rate = (p: number, style: 'de' | 'ch' | 'en') => (Number.isInteger(p) ? String(p) : style === 'de' ? String(p).replace('.', ',') : String(p));

const FIRST: Record<string, string[]> = {
  DE: ['Klaus', 'Jürgen', 'Wolfgang', 'Petra', 'Sabine', 'Andreas', 'Stefan', 'Monika', 'Thomas', 'Ursula', 'Heinz', 'Gerhard', 'Brigitte', 'Markus'],
  AT: ['Josef', 'Franz', 'Johann', 'Maria', 'Elisabeth', 'Herbert', 'Gerald', 'Christine', 'Walter', 'Andrea'],
  CH: ['Urs', 'Beat', 'Reto', 'Ueli', 'Ruth', 'Verena', 'Daniel', 'Christoph', 'Barbara', 'Martin'],
  UK: ['Nigel', 'Graham', 'Alison', 'Philip', 'Susan', 'Martin', 'Gillian', 'Trevor', 'Clive', 'Janet', 'Derek', 'Hilary'],
  US: ['Richard', 'Linda', 'Gary', 'Donna', 'Steven', 'Karen', 'Dale', 'Sharon', 'Bruce', 'Cynthia', 'Wayne', 'Patricia'],
  IE: ['Seán', 'Declan', 'Siobhán', 'Niamh', 'Pádraig', 'Ciarán', 'Aoife', 'Brendan', 'Gráinne', 'Eamon'],
};
const LAST: Record<string, string[]> = {
  DE: ['Brandstätter', 'Wiesner', 'Kohlhaas', 'Pfeiffer', 'Rothmann', 'Lindner', 'Hagedorn', 'Seidel', 'Vogt', 'Kramer', 'Eberhardt', 'Fuchs', 'Reuter'],
  AT: ['Gruber', 'Huber', 'Pichler', 'Moser', 'Steiner', 'Leitner', 'Hofer', 'Eder', 'Wimmer', 'Aigner'],
  CH: ['Meier', 'Brunner', 'Baumann', 'Keller', 'Frei', 'Gerber', 'Widmer', 'Zürcher', 'Bühler', 'Ammann'],
  UK: ['Pemberton', 'Hargreaves', 'Whitfield', 'Ashworth', 'Blakemore', 'Thornton', 'Cartwright', 'Fairclough', 'Rowntree', 'Stanton'],
  US: ['Kowalski', 'Henderson', 'Delgado', 'Whitaker', 'Lindquist', 'Brennan', 'Okafor', 'McAllister', 'Vanderpool', 'Sorensen'],
  IE: ["O'Sullivan", 'McCarthy', 'Fitzgerald', 'Doyle', 'Byrne', 'Kavanagh', 'Gallagher', 'Lynch', 'Brennan', 'Moran'],
};
const STREETS: Record<string, string[]> = {
  DE: ['Lindenstraße', 'Am Mühlbach', 'Bahnhofstraße', 'Schillerweg', 'Ahornallee', 'Kirchgasse', 'Birkenweg', 'Hauptstraße'],
  AT: ['Mariahilfer Straße', 'Hauptplatz', 'Linzer Straße', 'Kirchengasse', 'Grazer Straße', 'Am Anger'],
  CH: ['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse', 'Kirchweg', 'Zürcherstrasse', 'Im Grund'],
  UK: ['Station Road', 'Church Lane', 'The Crescent', 'Mill Lane', 'Victoria Road', 'Manor Close'],
  US: ['Maple Ave', 'Oak Street', 'W 3rd St', 'Lakeview Dr', 'Elm Court', 'N Main St'],
  IE: ['Main Street', 'Church Road', 'Castle Avenue', 'Ashgrove Park', 'The Green', 'Seafield Road'],
};
const TOWNS: Record<string, string[]> = {
  DE: ['80331 München', '89073 Ulm', '70173 Stuttgart', '50667 Köln', '30159 Hannover', '90402 Nürnberg', '65183 Wiesbaden', '48143 Münster'],
  AT: ['1070 Wien', '4020 Linz', '8010 Graz', '5020 Salzburg', '6020 Innsbruck', '3100 St. Pölten'],
  CH: ['8001 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern', '9000 St. Gallen', '8400 Winterthur'],
  UK: ['Harrogate HG1 2QT', 'Stockport SK4 3AB', 'Guildford GU1 4RR', 'Shrewsbury SY2 6LG', 'Bath BA2 4JT', 'Leicester LE2 1XA'],
  US: ['Dayton, OH 45402', 'Madison, WI 53703', 'Sacramento, CA 95814', 'Scottsdale, AZ 85251', 'Naperville, IL 60540', 'Austin, TX 78701'],
  IE: ['Dublin 6', 'Cork', 'Galway', 'Naas, Co. Kildare', 'Sligo', 'Limerick'],
};

export type Country = 'DE' | 'AT' | 'CH' | 'UK' | 'US' | 'IE';
const FEMALE = new Set([
  'Petra',
  'Sabine',
  'Monika',
  'Ursula',
  'Brigitte',
  'Maria',
  'Elisabeth',
  'Christine',
  'Andrea',
  'Ruth',
  'Verena',
  'Barbara',
  'Alison',
  'Susan',
  'Gillian',
  'Janet',
  'Hilary',
  'Linda',
  'Donna',
  'Karen',
  'Sharon',
  'Cynthia',
  'Patricia',
  'Siobhán',
  'Niamh',
  'Aoife',
  'Gráinne',
]);
/** The address line's form: Herrn/Frau, Mr/Mrs. */
export const salute = (name: string, lang: 'de' | 'en') => (FEMALE.has(name.split(' ')[0]) ? (lang === 'de' ? 'Frau' : 'Mrs') : lang === 'de' ? 'Herrn' : 'Mr');
export const person = (r: Random, c: Country) => `${r.pick(FIRST[c])} ${r.pick(LAST[c])}`;
export const street = (r: Random, c: Country) =>
  c === 'UK' || c === 'US' || c === 'IE' ? `${r.int(2, 180)} ${r.pick(STREETS[c])}` : `${r.pick(STREETS[c])} ${r.int(1, 88)}`;
export const town = (r: Random, c: Country) => r.pick(TOWNS[c]);

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const digits = (r: Random, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join('');
const letters = (r: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => from[r.int(0, from.length - 1)]).join('');
export { digits, letters };

/** A 17-character VIN after its maker's code. */
export const vin = (r: Random, wmi: string) => wmi + Array.from({ length: 17 - wmi.length }, () => VIN_CHARS[r.int(0, VIN_CHARS.length - 1)]).join('');

/** Plates as each country wrote them in the year given. */
export function plate(r: Random, c: Country, year: number, district?: string): string {
  switch (c) {
    case 'DE':
      return `${district ?? r.pick(['M', 'S', 'UL', 'K', 'H', 'N', 'WI', 'MS'])}-${letters(r, r.int(1, 2))} ${r.int(1, 999)}`;
    case 'AT':
      return year < 1990
        ? `${district ?? 'W'} ${r.int(100, 999)}.${digits(r, 3)}`
        : `${district ?? r.pick(['W', 'L', 'G', 'S'])} ${r.int(10, 9999)} ${letters(r, r.int(1, 2))}`;
    case 'CH':
      return `${district ?? r.pick(['ZH', 'BE', 'LU', 'SG', 'AG'])} ${r.int(10000, 599999)}`;
    case 'UK': {
      if (year < 1963) return `${letters(r, 3)} ${r.int(1, 999)}`;
      if (year < 1983) return `${letters(r, 3)} ${r.int(10, 999)}${'ABCDEFGHJKLMNPRSTVWXY'[Math.max(0, year - 1963)] ?? 'Y'}`;
      if (year < 2001) return `${'ABCDEFGHJKLMNPRSTVWXY'[year - 1983] ?? 'Y'}${r.int(10, 999)} ${letters(r, 3)}`;
      const age = year + (r.chance(0.5) ? 0 : 50) - 2000;
      return `${letters(r, 2)}${String(age).padStart(2, '0')} ${letters(r, 3)}`;
    }
    case 'IE':
      return year < 2013
        ? `${String(year).slice(2)}-${district ?? r.pick(['D', 'C', 'G', 'KE', 'L'])}-${r.int(100, 49999)}`
        : `${String(year).slice(2)}${r.pick(['1', '2'])}-${district ?? 'D'}-${r.int(100, 29999)}`;
    default:
      return `${letters(r, 3)}-${digits(r, 4)}`;
  }
}

/** The page's truth with its language, ready to return. */
export function doc(p: PageBuilder, language: 'de' | 'en', truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

/** A thin horizontal rule. */
export function rule(p: PageBuilder, x: number, y: number, w: number): void {
  p.box(x, y, w, 0);
}

/** A small caption with its value below it, optionally boxed (the printed form's cell). */
export function cell(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value: string,
  opts: { cap?: number; size?: number; bold?: boolean; box?: boolean; align?: 'left' | 'right' } = {},
): void {
  if (opts.box !== false) p.box(x, y, w, h);
  p.text(x + 3, caption, { y: y + (opts.cap ?? 6) + 2, size: opts.cap ?? 6 });
  const vx = opts.align === 'right' ? x + w - 4 : x + 4;
  p.text(vx, value, { y: y + h - 4, size: opts.size ?? 9, bold: opts.bold, align: opts.align });
}

/** A row of captioned cells of the given widths, side by side. */
export function cellRow(
  p: PageBuilder,
  x: number,
  y: number,
  h: number,
  cells: [w: number, caption: string, value: string][],
  opts: { cap?: number; size?: number; bold?: boolean } = {},
): number {
  let cx = x;
  for (const [w, caption, value] of cells) {
    cell(p, cx, y, w, h, caption, value, opts);
    cx += w;
  }
  return cx;
}

export interface Col {
  x: number;
  head: string;
  align?: 'left' | 'right' | 'center';
}

/** A table: headings, then rows; returns the baseline of the last row. */
export function table(
  p: PageBuilder,
  y: number,
  cols: Col[],
  rows: string[][],
  opts: { size?: number; head?: number; rowH?: number; headBold?: boolean; serif?: boolean; ruleX?: [number, number] } = {},
): number {
  const size = opts.size ?? 8.5;
  const rowH = opts.rowH ?? size + 4;
  for (const c of cols) p.text(c.x, c.head, { y, size: opts.head ?? size, bold: opts.headBold ?? true, align: c.align, serif: opts.serif });
  if (opts.ruleX) rule(p, opts.ruleX[0], y + 3, opts.ruleX[1] - opts.ruleX[0]);
  let yy = y;
  for (const row of rows) {
    yy += rowH;
    row.forEach((v, i) => v && p.text(cols[i].x, v, { y: yy, size, align: cols[i].align, serif: opts.serif }));
  }
  return yy;
}

/** Label and value on one line, the value right-aligned at `right` (a totals block). */
export function totalLine(
  p: PageBuilder,
  y: number,
  labelX: number,
  label: string,
  right: number,
  value: string,
  opts: { size?: number; bold?: boolean; serif?: boolean } = {},
): void {
  p.text(labelX, label, { y, size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  p.text(right, value, { y, size: opts.size ?? 9, bold: opts.bold, align: 'right', serif: opts.serif });
}

/** Lines of small print, one under the other. */
export function smallPrint(p: PageBuilder, x: number, y: number, lines: string[], size = 6, step = size + 1.8, serif = false): number {
  lines.forEach((l, i) => p.text(x, l, { y: y + i * step, size, serif }));
  return y + (lines.length - 1) * step;
}
