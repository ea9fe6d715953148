/**
 * The shoebox kit of unseen-m: dates and money as real paper prints them, and the clutter a copy of a
 * real page carries — a fax header across the top, COPY/KOPIE and received stamps, PAID/BEZAHLT stamps
 * with their own dates, hand-written notes, circled totals, ticks, carbon forms whose typed values
 * miss their boxes, covering letters and small second slips stapled on. Every piece of clutter brings
 * its own dates, amounts and names; the truth stays what the main document says.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export type Family = (rng: Random) => Generated;

// ---------- dates ----------

const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A day between two years (days 1–28, so every month has it). */
export function day(rng: Random, fromYear: number, toYear: number): string {
  return rng.date(fromYear, toYear);
}

export function addDays(iso: string, n: number): string {
  const t = Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export function addYears(iso: string, n: number): string {
  return `${+iso.slice(0, 4) + n}${iso.slice(4)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export type DateStyle =
  | 'de' // 03.05.1987
  | 'de2' // 03.05.87
  | 'deShort' // 3.5.87
  | 'deLong' // 3. Mai 1987
  | 'us' // 05/03/1987
  | 'us2' // 5/3/87
  | 'uk' // 03/05/1987
  | 'ukDots' // 03.05.87
  | 'ukLong' // 3rd May 1987
  | 'usLong' // May 3, 1987
  | 'mon' // 03-MAY-87
  | 'iso'; // 1987-05-03

export function fmt(iso: string, style: DateStyle): string {
  const y = +iso.slice(0, 4);
  const m = +iso.slice(5, 7);
  const d = +iso.slice(8, 10);
  const yy = pad(y % 100);
  switch (style) {
    case 'de':
      return `${pad(d)}.${pad(m)}.${y}`;
    case 'de2':
      return `${pad(d)}.${pad(m)}.${yy}`;
    case 'deShort':
      return `${d}.${m}.${yy}`;
    case 'deLong':
      return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
    case 'us':
      return `${pad(m)}/${pad(d)}/${y}`;
    case 'us2':
      return `${m}/${d}/${yy}`;
    case 'uk':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'ukDots':
      return `${pad(d)}.${pad(m)}.${yy}`;
    case 'ukLong':
      return `${ordinal(d)} ${EN_MONTHS[m - 1]} ${y}`;
    case 'usLong':
      return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
    case 'mon':
      return `${pad(d)}-${EN_MONTHS[m - 1].slice(0, 3).toUpperCase()}-${yy}`;
    case 'iso':
      return iso;
  }
}

// ---------- money ----------

/** Cents to a number of the document's currency. */
export const num = (cents: number) => Math.round(cents) / 100;

/** Amount from cents: German `1.234,50`, English `1,234.50`. */
export function money(cents: number, conv: 'de' | 'en'): string {
  const neg = cents < 0;
  const c = Math.abs(Math.round(cents));
  const whole = String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, conv === 'de' ? '.' : ',');
  return `${neg ? '-' : ''}${whole}${conv === 'de' ? ',' : '.'}${pad(c % 100)}`;
}

/** Whole amounts as a German hand writes them: `2.300,-`. */
export function moneyDash(cents: number): string {
  return `${money(cents, 'de').slice(0, -3)},-`;
}

/** A price in cents in steps of `step` cents. */
export function price(rng: Random, from: number, to: number, step = 1): number {
  return Math.round(rng.int(from, to) / step) * step;
}

export const tax = (netCents: number, rate: number) => Math.round((netCents * rate) / 100);

/** German VAT of the day. */
export function deVat(iso: string): number {
  if (iso < '1968-07-01') return 10;
  if (iso < '1978-01-01') return 11;
  if (iso < '1979-07-01') return 12;
  if (iso < '1983-07-01') return 13;
  if (iso < '1993-01-01') return 14;
  if (iso < '1998-04-01') return 15;
  if (iso < '2007-01-01') return 16;
  if (iso >= '2020-07-01' && iso < '2021-01-01') return 16;
  return 19;
}

/** British standard VAT of the day. */
export function ukVat(iso: string): number {
  if (iso < '1979-06-18') return 8;
  if (iso < '1991-04-01') return 15;
  if (iso < '2008-12-01') return 17.5;
  if (iso < '2010-01-01') return 15;
  if (iso < '2011-01-04') return 17.5;
  return 20;
}

// ---------- people, firms, places ----------

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Monika',
  'Heinz',
  'Sabine',
  'Wolfgang',
  'Ursula',
  'Dieter',
  'Renate',
  'Hans-Peter',
  'Gabriele',
  'Rolf',
  'Ingrid',
  'Bernd',
  'Petra',
  'Manfred',
];
export const DE_LAST = [
  'Brenner',
  'Kessler',
  'Vogt',
  'Lindemann',
  'Hofmeister',
  'Wagenknecht',
  'Schröder',
  'Pfeiffer',
  'Albrecht',
  'Krüger',
  'Seidel',
  'Hartmann',
  'Baumgärtner',
  'Ziegler',
  'Roth',
  'Franke',
];
export const EN_FIRST = [
  'Robert',
  'Linda',
  'Gary',
  'Margaret',
  'Dennis',
  'Carol',
  'Stephen',
  'Janet',
  'Howard',
  'Pauline',
  'Trevor',
  'Diane',
  'Walter',
  'Susan',
  'Clive',
  'Nancy',
];
export const EN_LAST = [
  'Whitfield',
  'Harrington',
  'Okafor',
  'Pemberton',
  'Castellano',
  'Ashworth',
  'McAllister',
  'Dunbar',
  'Kowalski',
  'Thornbury',
  'Reyes',
  'Hollis',
  'Banfield',
  'Garrity',
  'Lyle',
  'Sutcliffe',
];

export interface Town {
  zip: string;
  name: string;
  area: string;
  plate: string;
}
export const DE_TOWNS: Town[] = [
  { zip: '68159', name: 'Mannheim', area: '0621', plate: 'MA' },
  { zip: '79098', name: 'Freiburg', area: '0761', plate: 'FR' },
  { zip: '33602', name: 'Bielefeld', area: '0521', plate: 'BI' },
  { zip: '97070', name: 'Würzburg', area: '0931', plate: 'WÜ' },
  { zip: '24103', name: 'Kiel', area: '0431', plate: 'KI' },
  { zip: '93047', name: 'Regensburg', area: '0941', plate: 'R' },
  { zip: '56068', name: 'Koblenz', area: '0261', plate: 'KO' },
  { zip: '38100', name: 'Braunschweig', area: '0531', plate: 'BS' },
  { zip: '72070', name: 'Tübingen', area: '07071', plate: 'TÜ' },
  { zip: '49074', name: 'Osnabrück', area: '0541', plate: 'OS' },
];
export const DE_STREETS = [
  'Industriestraße',
  'Am Güterbahnhof',
  'Hauptstraße',
  'Gewerbepark Süd',
  'Robert-Bosch-Straße',
  'Lindenallee',
  'Mühlweg',
  'Kanalstraße',
  'Daimlerring',
  'Schillerstraße',
];

export interface Place {
  town: string;
  region: string;
  zip: string;
  phone: string;
}
export const US_PLACES: Place[] = [
  { town: 'Dayton', region: 'OH', zip: '45402', phone: '(937)' },
  { town: 'Fresno', region: 'CA', zip: '93721', phone: '(559)' },
  { town: 'Scranton', region: 'PA', zip: '18503', phone: '(570)' },
  { town: 'Tacoma', region: 'WA', zip: '98402', phone: '(253)' },
  { town: 'Lubbock', region: 'TX', zip: '79401', phone: '(806)' },
  { town: 'Asheville', region: 'NC', zip: '28801', phone: '(828)' },
  { town: 'Peoria', region: 'IL', zip: '61602', phone: '(309)' },
  { town: 'Springfield', region: 'MA', zip: '01103', phone: '(413)' },
];
export const UK_PLACES: Place[] = [
  { town: 'Kidderminster', region: 'Worcestershire', zip: 'DY10 1AB', phone: '01562' },
  { town: 'Harrogate', region: 'North Yorkshire', zip: 'HG1 2RS', phone: '01423' },
  { town: 'Banbury', region: 'Oxfordshire', zip: 'OX16 5QT', phone: '01295' },
  { town: 'Truro', region: 'Cornwall', zip: 'TR1 2HX', phone: '01872' },
  { town: 'Stockport', region: 'Cheshire', zip: 'SK1 3TA', phone: '0161' },
  { town: 'Dorking', region: 'Surrey', zip: 'RH4 1DN', phone: '01306' },
  { town: 'Lincoln', region: 'Lincolnshire', zip: 'LN2 1HE', phone: '01522' },
];
export const US_STREETS = ['1420 Industrial Pkwy', '88 W. Main St.', '2715 Route 9', '501 Commerce Dr.', '39 Mill Road', '1106 E. 4th Street'];
export const UK_STREETS = ['Unit 4, Station Yard', '17 Mill Lane', 'The Old Forge, High Street', 'Unit 12, Riverside Estate', '2 Church Walk'];

export const dePerson = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enPerson = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => rng.pick([...from])).join('');

export function dePlate(rng: Random, town: Town, historic = false): string {
  return `${town.plate}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${historic ? 'H' : ''}`;
}
export const vin = (rng: Random) => letters(rng, 17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
export const phoneDe = (rng: Random, town: Town) => `${town.area} ${digits(rng, rng.int(5, 6))}`;
export const phoneUs = (rng: Random, p: Place) => `${p.phone} ${digits(rng, 3)}-${digits(rng, 4)}`;
export const phoneUk = (rng: Random, p: Place) => `${p.phone} ${digits(rng, 6)}`;

export const CLASSICS_DE = [
  'Mercedes-Benz 280 SE',
  'VW Käfer 1303',
  'Porsche 911 SC',
  'BMW 2002 tii',
  'Opel Kadett B',
  'Mercedes-Benz W123 230E',
  'Ford Taunus 17M',
  'Audi 100 Coupé S',
  'NSU Ro 80',
  'BMW E30 325i',
  'Porsche 924',
  'VW Golf I GTI',
];
export const CLASSICS_EN = [
  'Triumph TR6',
  'MGB GT',
  'Jaguar E-Type S2',
  'Ford Mustang 289',
  'Chevrolet Corvette C3',
  'Austin-Healey 3000',
  'Land Rover Series IIA',
  'Pontiac GTO',
  'Datsun 240Z',
  'Volvo P1800',
  'Buick Riviera',
  'Rover P5B',
];

// ---------- clutter ----------

/** The fax machine's line across the top: sender's number, date, time, page. */
export function faxHeader(p: PageBuilder, rng: Random, iso: string, from: string, phone: string, lang: Lang) {
  const time = `${pad(rng.int(7, 18))}:${pad(rng.int(0, 59))}`;
  const style: DateStyle = lang === 'de' ? rng.pick(['de2', 'de'] as const) : rng.pick(['mon', 'us2'] as const);
  const page = rng.pick(['Page 1/1', 'P.01/01', 'S. 1/1', 'Page 1 of 1']);
  const left = rng.chance(0.5) ? `${fmt(iso, style)} ${time}` : `${time} ${fmt(iso, style)}`;
  p.text(24, `${left}   ${lang === 'de' ? rng.pick(['VON:', 'FROM']) : 'FROM'} ${from.toUpperCase()}   ${phone}`, { y: 16, size: 7.5 });
  p.text(571, page, { y: 16, size: 7.5, align: 'right' });
}

/** A rubber stamp: a box with bold lines in it. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], size = 10) {
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.62 + 14;
  const h = lines.length * (size + 3) + 8;
  p.box(x, y, w, h);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 4 + (i + 1) * (size + 3) - 3, size, bold: true, align: 'center' }));
}

/** A hand-written note (a serif run, slightly larger than the print). */
export function note(p: PageBuilder, x: number, y: number, text: string, size = 11) {
  p.text(x, text, { y, size, serif: true });
}

/** A total circled by hand: a box drawn round it (the run's right edge at x). */
export function circleRight(p: PageBuilder, x: number, y: number, w: number) {
  p.box(x - w - 4, y - 12, w + 10, 17);
}

/** A tick beside a line. */
export function tick(p: PageBuilder, x: number, y: number) {
  p.text(x, '✓', { y, size: 12, serif: true });
}

/** Table row helper: runs at fixed columns (numbers right-aligned where the column says so). */
export function row(p: PageBuilder, cols: { x: number; text: string; right?: boolean; bold?: boolean; size?: number; serif?: boolean }[], size = 9) {
  for (const c of cols) p.text(c.x, c.text, { size: c.size ?? size, bold: c.bold, serif: c.serif, align: c.right ? 'right' : 'left' });
}

/** A pre-printed cell with its small label; the typed value lands a little off (carbon forms). */
export function cell(p: PageBuilder, rng: Random, x: number, y: number, w: number, h: number, label: string, value: string, serif = true) {
  p.box(x, y, w, h);
  p.text(x + 2, label, { y: y + 7, size: 5.5 });
  const dx = rng.int(-3, 10);
  const dy = rng.int(-2, 6);
  p.text(x + 4 + dx, value, { y: y + h - 3 + dy, size: 9.5, serif });
}

export function page(): PageBuilder {
  return new PageBuilder();
}

export function gen(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

export const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
