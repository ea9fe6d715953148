/**
 * Helpers of the unseen-l families: paper from Australia, New Zealand, Canada and South Africa, and
 * continental specialists (NL, BE, DK, SE, NO, IT, FR) writing in English or German. Each country
 * prints money and dates its own way, so the formats live here and every family picks its own.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export type Family = (rng: Random) => Generated;

/** Rounds to cents the way a bill does (half away from zero). */
export const r2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const group = (int: string, sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/**
 * Money as the country prints it: `en` 1,234.56 (AU, NZ, CA); `eu` 1.234,56 (NL, BE, DE, IT, DK);
 * `dash` 1.250,- for whole amounts (Dutch and Belgian paper), else like `eu`; `fr` 1 234,56 (FR, SE,
 * NO); `za` 1 234.56 (South Africa); `plain` 1234.56 (till rolls).
 */
export type MoneyStyle = 'en' | 'eu' | 'dash' | 'fr' | 'za' | 'plain';
export function money(n: number, style: MoneyStyle): string {
  const [int, dec] = Math.abs(n).toFixed(2).split('.');
  const sign = n < 0 ? '-' : '';
  switch (style) {
    case 'en':
      return `${sign}${group(int, ',')}.${dec}`;
    case 'eu':
      return `${sign}${group(int, '.')},${dec}`;
    case 'dash':
      return dec === '00' ? `${sign}${group(int, '.')},-` : `${sign}${group(int, '.')},${dec}`;
    case 'fr':
      return `${sign}${group(int, ' ')},${dec}`;
    case 'za':
      return `${sign}${group(int, ' ')}.${dec}`;
    case 'plain':
      return `${sign}${int}.${dec}`;
  }
}

/** Whole numbers (kilometres, miles) with the country's thousands separator. */
export const whole = (n: number, sep: ',' | '.' | ' ' | '') => group(String(n), sep);

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/**
 * Dates as the page prints them: `d/m/y` 12/03/2019 (AU, NZ, ZA, FR), `d-m-y` 12-03-2019 (NL, BE),
 * `d.m.y` 12.03.2019, `d/m/yy` 12/03/19, `roman` 12.III.2019 (IT, older continental paper),
 * `ymd` 2019-03-12 (SE, CA), `y/m/d` 2019/03/12 (ZA eNaTIS, CA forms), `long-en` 12 March 2019,
 * `mon-en` 12 Mar 2019, `long-de` 12. März 2019, `caps` 12 MAR 2019.
 */
export type DateStyle = 'd/m/y' | 'd-m-y' | 'd.m.y' | 'd/m/yy' | 'roman' | 'ymd' | 'y/m/d' | 'long-en' | 'mon-en' | 'long-de' | 'caps';
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'd/m/y':
      return `${dd}/${mm}/${y}`;
    case 'd-m-y':
      return `${dd}-${mm}-${y}`;
    case 'd.m.y':
      return `${dd}.${mm}.${y}`;
    case 'd/m/yy':
      return `${dd}/${mm}/${String(y).slice(2)}`;
    case 'roman':
      return `${d}.${ROMAN[m - 1]}.${y}`;
    case 'ymd':
      return `${y}-${mm}-${dd}`;
    case 'y/m/d':
      return `${y}/${mm}/${dd}`;
    case 'long-en':
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
    case 'mon-en':
      return `${d} ${MONTHS_EN[m - 1].slice(0, 3)} ${y}`;
    case 'long-de':
      return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
    case 'caps':
      return `${dd} ${MONTHS_EN[m - 1].slice(0, 3).toUpperCase()} ${y}`;
  }
}

/** An ISO date `days` after another (a due date, a policy's end, a date of work before the bill). */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** One year of cover: the day before the same date next year. */
export const yearEnd = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A date inside one year, so that the family's tax rate and currency fit the day. */
export const dayIn = (rng: Random, year: number) => rng.date(year, year);

export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const serial = (rng: Random, n: number, chars = '0123456789') => Array.from({ length: n }, () => chars[rng.int(0, chars.length - 1)]).join('');

/** A workshop's jobs (with hours) and parts (with unit prices) on one classic car. */
export interface Job {
  text: string;
  hours: number;
}
export interface Part {
  text: string;
  qty: number;
  unit: number;
}

const JOBS: Record<Lang, [string, number][]> = {
  en: [
    ['Carry out major service', 3.5],
    ['Adjust valve clearances', 1.5],
    ['Rebuild front brake calipers', 3],
    ['Replace clutch master cylinder', 2],
    ['Tune twin SU carburettors', 1.5],
    ['Replace timing chain and tensioner', 5],
    ['Flush cooling system and pressure test', 1.5],
    ['Replace rear wheel bearings', 2.5],
    ['Diagnose charging fault, replace regulator', 1.5],
    ['Re-bush front suspension', 4],
    ['Replace exhaust system', 2],
    ['Check and adjust ignition timing', 0.5],
    ['Overhaul Weber DCOE carburettors', 4],
    ['Replace fuel pump and filter', 1],
    ['Repair rust in sills, prime and paint', 6],
    ['Replace radiator hoses', 1],
    ['Road test and report', 0.5],
    ['Replace front shock absorbers', 1.5],
  ],
  de: [
    ['Große Inspektion durchgeführt', 3.5],
    ['Ventilspiel eingestellt', 1.5],
    ['Bremssättel vorn überholt', 3],
    ['Kupplungsgeberzylinder erneuert', 2],
    ['Vergaser synchronisiert und eingestellt', 1.5],
    ['Steuerkette mit Spanner erneuert', 5],
    ['Kühlsystem gespült, Druckprobe', 1.5],
    ['Radlager hinten erneuert', 2.5],
    ['Ladekontrolle geprüft, Regler erneuert', 1.5],
    ['Vorderachse neu gelagert', 4],
    ['Auspuffanlage erneuert', 2],
    ['Zündzeitpunkt geprüft und eingestellt', 0.5],
    ['Doppelvergaser überholt', 4],
    ['Kraftstoffpumpe und Filter erneuert', 1],
    ['Schweller instand gesetzt, grundiert, lackiert', 6],
    ['Kühlerschläuche erneuert', 1],
    ['Probefahrt mit Bericht', 0.5],
    ['Stoßdämpfer vorn erneuert', 1.5],
  ],
};

const PARTS: Record<Lang, [string, number, number][]> = {
  en: [
    ['Oil filter', 1, 14.5],
    ['Engine oil 20W-50', 5, 11.9],
    ['Spark plugs', 4, 6.75],
    ['Brake pads front (set)', 1, 68],
    ['Caliper seal kit', 2, 24.5],
    ['Clutch master cylinder', 1, 142],
    ['Timing chain kit', 1, 189],
    ['Coolant 5 L', 1, 32],
    ['Wheel bearing kit', 2, 54.8],
    ['Voltage regulator', 1, 88],
    ['Suspension bush kit', 1, 126],
    ['Exhaust system stainless', 1, 640],
    ['Distributor cap', 1, 29.5],
    ['Rotor arm', 1, 9.8],
    ['Fuel pump', 1, 115],
    ['Fuel filter', 1, 12.4],
    ['Radiator hose set', 1, 74],
    ['Shock absorbers front (pair)', 1, 310],
    ['Gasket set', 1, 46],
  ],
  de: [
    ['Ölfilter', 1, 12.4],
    ['Motoröl 20W-50', 5, 9.8],
    ['Zündkerzen', 4, 5.9],
    ['Bremsbeläge vorn (Satz)', 1, 58],
    ['Reparatursatz Bremssattel', 2, 21.5],
    ['Kupplungsgeberzylinder', 1, 128],
    ['Steuerkettensatz', 1, 176],
    ['Kühlerfrostschutz 5 l', 1, 26],
    ['Radlagersatz', 2, 49.9],
    ['Lichtmaschinenregler', 1, 79],
    ['Gummilagersatz Vorderachse', 1, 112],
    ['Auspuffanlage Edelstahl', 1, 590],
    ['Zündverteilerkappe', 1, 27.5],
    ['Verteilerfinger', 1, 8.9],
    ['Kraftstoffpumpe', 1, 104],
    ['Kraftstofffilter', 1, 11.2],
    ['Kühlerschlauchsatz', 1, 68],
    ['Stoßdämpfer vorn (Paar)', 1, 284],
    ['Dichtungssatz', 1, 42],
  ],
};

/** Picks jobs and parts; `scale` moves prices to the currency and decade of the page. */
export function work(rng: Random, lang: Lang, jobs: number, parts: number, scale = 1): { jobs: Job[]; parts: Part[] } {
  return {
    jobs: rng.some(JOBS[lang], jobs).map(([text, hours]) => ({ text, hours })),
    parts: rng.some(PARTS[lang], parts).map(([text, qty, unit]) => ({ text, qty, unit: r2(unit * scale) })),
  };
}

export const partsSum = (parts: Part[]) => r2(parts.reduce((s, p) => s + r2(p.qty * p.unit), 0));
export const hoursSum = (jobs: Job[]) => jobs.reduce((s, j) => s + j.hours, 0);

/** A document of one page; the builder starts at the family's own top margin. */
export function page(lang: Lang, truth: Generated['truth'], draw: (p: PageBuilder) => void): Generated {
  const p = new PageBuilder();
  draw(p);
  return { items: p.items, language: lang, truth };
}

/** A column of a drawn table: its heading, its x (left edge, or right edge when `right`). */
export interface Col {
  head: string;
  x: number;
  right?: boolean;
}

/** Draws a heading row and the rows under it, one line each, and leaves the builder under the table. */
export function table(
  p: PageBuilder,
  cols: Col[],
  rows: string[][],
  opts: { size?: number; rule?: boolean; box?: [number, number]; step?: number; serif?: boolean } = {},
) {
  const size = opts.size ?? 9;
  const step = opts.step ?? 14;
  if (opts.box) p.box(opts.box[0], p.y - size - 3, opts.box[1] - opts.box[0], size + 7, true);
  for (const c of cols) p.text(c.x, c.head, { size, bold: true, align: c.right ? 'right' : 'left', serif: opts.serif });
  p.down(opts.rule ? 6 : step);
  if (opts.rule) {
    p.box(cols[0].x, p.y - 4, (cols[cols.length - 1].right ? cols[cols.length - 1].x : 540) - cols[0].x, 0.1);
    p.down(step - 6);
  }
  for (const row of rows) {
    row.forEach((cell, i) => cell && p.text(cols[i].x, cell, { size, align: cols[i].right ? 'right' : 'left', serif: opts.serif }));
    p.down(step);
  }
}

/** Label and value on one line; the value may stand right-aligned at `vx`. */
export function pair(
  p: PageBuilder,
  x: number,
  label: string,
  vx: number,
  value: string,
  opts: { size?: number; bold?: boolean; right?: boolean; serif?: boolean } = {},
) {
  p.text(x, label, { size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  p.text(vx, value, { size: opts.size ?? 9, bold: opts.bold, align: opts.right ? 'right' : 'left', serif: opts.serif });
}

/** A label printed small above its value (forms and certificates). */
export function cell(p: PageBuilder, x: number, y: number, label: string, value: string, w?: number, opts: { labelBelow?: boolean; size?: number } = {}) {
  const size = opts.size ?? 10;
  if (w) p.box(x - 4, y - 11, w, 30);
  if (opts.labelBelow) {
    p.text(x, value, { y, size });
    p.text(x, label, { y: y + 12, size: 6.5 });
  } else {
    p.text(x, label, { y: y - 2, size: 6.5 });
    p.text(x, value, { y: y + 12, size });
  }
}

export const PEOPLE = {
  au: ['Craig Whitfield', 'Megan O’Donnell', 'Darren Kowalski', 'Bronwyn Ashby', 'Lachlan McPhee', 'Tania Russo'],
  nz: ['Hemi Walker', 'Fiona McAllister', 'Grant Pettigrew', 'Aroha Ngata', 'Shane Donnelly'],
  ca: ['Marc-André Tremblay', 'Heather MacLeod', 'Raj Sandhu', 'Colleen Fraser', 'Dougal Beaton'],
  za: ['Pieter van der Merwe', 'Thandiwe Nkosi', 'Johan Botha', 'Ridwaan Adams', 'Annelie Pretorius'],
  nl: ['Jan-Willem de Vries', 'Marieke Jansen', 'Sander van Dijk', 'Eline Bakker', 'Kees Verhoeven'],
  be: ['Luc Peeters', 'Sabine Mertens', 'Dirk Janssens', 'Nathalie Lambert', 'Guido Kessler'],
  sc: ['Lars Andersson', 'Mette Kristensen', 'Ole Haugen', 'Ingrid Lindqvist', 'Søren Madsen'],
  it: ['Giorgio Bianchi', 'Francesca Moretti', 'Alois Pichler', 'Luca Ferraro', 'Martina Obexer'],
  fr: ['Jean-Luc Marchal', 'Sophie Keller', 'Thierry Roussel', 'Claire Dubois'],
  de: ['Bernd Hoffmann', 'Karin Weiß', 'Uwe Brandt', 'Sabine Krüger', 'Jürgen Lehmann', 'Monika Schröder'],
};

export const CARS = [
  'Holden HQ Monaro GTS',
  'Ford Falcon XY GT',
  'Volvo P1800 S',
  'Alfa Romeo Giulia Sprint GT',
  'Mercedes-Benz 280 SL (W113)',
  'Porsche 911 2.7',
  'Jaguar E-Type Series 2',
  'Citroën DS 21 Pallas',
  'Saab 96 V4',
  'Fiat 124 Sport Spider',
  'Triumph TR6',
  'MGB GT',
  'Datsun 240Z',
  'Lancia Fulvia Coupé',
  'BMW 2002 tii',
  'Volkswagen Käfer 1303',
  'DAF 55 Coupé',
  'Austin-Healey 3000 Mk III',
];
