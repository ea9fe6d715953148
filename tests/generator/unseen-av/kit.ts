/**
 * The unseen-av author's own kit: boxed form cells with small labels or field codes, checkboxes, people, firms,
 * plates and VINs of several countries, and the jobs and parts a workshop bills.
 */
import type { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LET.split(''))).join('');
export const money = (rng: Random, lo: number, hi: number) => r2(lo + rng.next() * (hi - lo));

/** A 17-character VIN from 1981, a maker's chassis number before. */
export function vin(rng: Random, year: number, wmi?: string): string {
  if (year < 1981) return `${rng.pick(['11', '12', '14', '43', '94', '30'])}${digits(rng, 8)}`;
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
  const w = wmi ?? rng.pick(['WVW', 'WDB', 'WBA', 'WAU', 'WP0', 'VF1', 'ZFA', 'SAJ', 'YV1', '1G1', '1FA', 'JHM', '2T1']);
  return w + Array.from({ length: 14 }, () => rng.pick(chars)).join('');
}

export const CARS: [string, string][] = [
  ['Mercedes-Benz', '280 SE'],
  ['Mercedes-Benz', '190 E 2.3'],
  ['Volkswagen', 'Käfer 1303'],
  ['Volkswagen', 'Golf GTI'],
  ['BMW', '320i'],
  ['BMW', '635 CSi'],
  ['Porsche', '911 Carrera'],
  ['Porsche', '944'],
  ['Opel', 'Kadett C'],
  ['Audi', '80 GL'],
  ['Jaguar', 'XJ6'],
  ['Volvo', '240 GL'],
  ['Alfa Romeo', 'Spider 2.0'],
  ['Triumph', 'TR6'],
  ['MG', 'MGB GT'],
  ['Ford', 'Mustang'],
  ['Chevrolet', 'Corvette'],
  ['Citroën', 'DS 23'],
];
export const car = (rng: Random) => rng.pick(CARS);

export const PEOPLE_DE = [
  'Klaus Hoffmann',
  'Renate Vogel',
  'Dieter Schramm',
  'Ute Brandl',
  'Jürgen Kessler',
  'Monika Fuchs',
  'Hans-Peter Wirth',
  'Sabine Lorenz',
  'Gerhard Maier',
  'Anneliese Roth',
  'Reto Baumgartner',
  'Andrea Steiner',
];
export const PEOPLE_EN = [
  'Robert Mitchell',
  'Linda Harper',
  'James O’Connor',
  'Susan Whitfield',
  'David Kowalski',
  'Patricia Reed',
  'Michael Tanner',
  'Karen Doyle',
  'Thomas Greaves',
  'Ellen Marsh',
  'Gary Lindqvist',
  'Hannah Price',
];
export const STREETS_DE = ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Gewerbering', 'Lindenallee', 'Am Werkhof', 'Schillerstraße', 'Mühlweg'];
export const CITIES_DE: [string, string][] = [
  ['80339', 'München'],
  ['70469', 'Stuttgart'],
  ['50829', 'Köln'],
  ['30159', 'Hannover'],
  ['90431', 'Nürnberg'],
  ['65189', 'Wiesbaden'],
  ['33602', 'Bielefeld'],
  ['22525', 'Hamburg'],
];
export const STREETS_EN = ['Mill Lane', 'Station Road', 'High Street', 'Commerce Drive', 'Oak Avenue', 'Industrial Pkwy', 'Church Road', 'Route 9'];
export const TOWNS_US: [string, string, string][] = [
  ['Dayton', 'OH', '45402'],
  ['Fresno', 'CA', '93721'],
  ['Lansing', 'MI', '48906'],
  ['Tulsa', 'OK', '74103'],
  ['Allentown', 'PA', '18101'],
  ['Spokane', 'WA', '99201'],
  ['Raleigh', 'NC', '27601'],
];
export const TOWNS_UK: [string, string][] = [
  ['Reading', 'RG1 4QD'],
  ['Leicester', 'LE3 5BT'],
  ['Norwich', 'NR3 1HG'],
  ['Swindon', 'SN2 2PJ'],
  ['Harrogate', 'HG1 5LL'],
  ['Shrewsbury', 'SY1 2DX'],
];
export const addrDE = (rng: Random) => {
  const [z, c] = rng.pick(CITIES_DE);
  return { street: `${rng.pick(STREETS_DE)} ${rng.int(1, 140)}`, city: `${z} ${c}`, town: c };
};
export const addrUS = (rng: Random) => {
  const [c, s, z] = rng.pick(TOWNS_US);
  return { street: `${rng.int(100, 9800)} ${rng.pick(STREETS_EN)}`, city: `${c}, ${s} ${z}`, town: c, state: s };
};
export const addrUK = (rng: Random) => {
  const [c, pc] = rng.pick(TOWNS_UK);
  return { street: `${rng.int(1, 220)} ${rng.pick(STREETS_EN)}`, city: `${c} ${pc}`, town: c };
};
export const phoneDE = (rng: Random) => `0${rng.int(30, 991)} / ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
export const phoneUS = (rng: Random) => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${digits(rng, 4)}`;
export const phoneUK = (rng: Random) => `0${rng.int(1100, 1999)} ${digits(rng, 6)}`;

export function plateDE(rng: Random, year: number): string {
  const p = `${rng.pick(['M', 'S', 'HH', 'K', 'F', 'KA', 'HD', 'N', 'BN', 'WI', 'BI', 'H'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;
  return year >= 1997 && rng.chance(0.3) ? `${p}H` : p;
}
export const plateCH = (rng: Random) => `${rng.pick(['ZH', 'BE', 'LU', 'AG', 'SG', 'TG', 'GR', 'SO'])} ${rng.int(1000, 499999)}`;
export const plateAT = (rng: Random) => `${rng.pick(['W', 'G', 'L', 'S', 'I', 'GU', 'BN', 'VB'])} ${rng.int(10, 9999)} ${letters(rng, rng.int(1, 2))}`;
export function plateUK(rng: Random, year: number): string {
  if (year >= 2001) return `${letters(rng, 2)}${String(rng.int(51, 74) - (rng.chance(0.5) ? 50 : 0)).padStart(2, '0')} ${letters(rng, 3)}`;
  if (year >= 1983) return `${letters(rng, 1)}${rng.int(1, 999)} ${letters(rng, 3)}`;
  return `${letters(rng, 3)} ${rng.int(1, 999)}${letters(rng, 1)}`;
}
export const plateUS = (rng: Random) =>
  rng.pick([`${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`, `${letters(rng, 3)}-${digits(rng, 4)}`, `${letters(rng, 3)} ${digits(rng, 3)}`]);

/** A form cell: a ruled box with a small label (or field code) at its top and the value below. */
export function cell(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  opts: { size?: number; bold?: boolean; right?: boolean } = {},
) {
  p.box(x, y, w, h);
  if (label) p.text(x + 2.5, label, { y: y + 7, size: 5.5 });
  if (value) p.text(opts.right ? x + w - 4 : x + 4, value, { y: y + h - 4.5, size: opts.size ?? 9, bold: opts.bold, align: opts.right ? 'right' : 'left' });
}
/** A row of cells of given widths starting at x. */
export function cells(p: PageBuilder, x: number, y: number, h: number, defs: [number, string, string][], opts: { size?: number } = {}) {
  let cx = x;
  for (const [w, l, v] of defs) {
    cell(p, cx, y, w, h, l, v, opts);
    cx += w;
  }
}
/** A checkbox with its caption; ticked prints an X inside. */
export function check(p: PageBuilder, x: number, y: number, caption: string, ticked: boolean, size = 8) {
  p.box(x, y - 7, 7, 7);
  if (ticked) p.text(x + 1.3, 'X', { y: y - 1, size: 7, bold: true });
  p.text(x + 10, caption, { y, size });
}
/** label: value on one line, value at a fixed offset. */
export function kv(p: PageBuilder, x: number, label: string, value: string, dx = 90, size = 9, bold = false) {
  p.text(x, label, { size });
  p.text(x + dx, value, { size, bold });
}
export const m = num;
export type { NumStyle };

/** Workshop jobs and parts with a price level by year. */
const JOBS = {
  de: [
    'Ölwechsel mit Filter',
    'Bremsbeläge vorn erneuert',
    'Zündkerzen erneuert',
    'Zahnriemen mit Spannrolle ersetzt',
    'Inspektion nach Herstellervorgabe',
    'Vergaser gereinigt und eingestellt',
    'Zündung und Leerlauf eingestellt',
    'Mittelschalldämpfer ersetzt',
    'Kupplung aus- und eingebaut',
    'Stoßdämpfer hinten ersetzt',
    'Bremsflüssigkeit gewechselt',
    'Ventilspiel eingestellt',
    'Kühlsystem gespült, Frostschutz erneuert',
    'Achsvermessung durchgeführt',
    'Unterboden konserviert',
    'Lichtanlage geprüft und eingestellt',
  ],
  en: [
    'Oil and filter change',
    'Replace front brake pads',
    'Replace spark plugs',
    'Replace timing belt and tensioner',
    'Major service per schedule',
    'Clean and adjust carburettor',
    'Set ignition timing and idle',
    'Replace centre exhaust section',
    'Remove and refit clutch',
    'Replace rear shock absorbers',
    'Flush brake fluid',
    'Adjust valve clearances',
    'Coolant flush and refill',
    'Four-wheel alignment',
    'Underbody rust treatment',
    'Check and aim headlamps',
  ],
};
const PARTS = {
  de: [
    'Ölfilter',
    'Motoröl 10W-40',
    'Bremsbelagsatz vorn',
    'Zündkerze',
    'Zahnriemensatz',
    'Luftfiltereinsatz',
    'Kraftstofffilter',
    'Keilriemen',
    'Mittelschalldämpfer',
    'Kupplungssatz',
    'Stoßdämpfer hinten',
    'Bremsflüssigkeit DOT 4',
    'Ventildeckeldichtung',
    'Frostschutzmittel',
    'Wischerblatt',
    'Unterbodenschutz',
  ],
  en: [
    'Oil filter',
    'Engine oil 20W-50',
    'Front brake pad set',
    'Spark plug',
    'Timing belt kit',
    'Air filter element',
    'Fuel filter',
    'Fan belt',
    'Centre silencer',
    'Clutch kit',
    'Rear shock absorber',
    'Brake fluid DOT 4',
    'Rocker cover gasket',
    'Antifreeze',
    'Wiper blade',
    'Underseal',
  ],
};
export interface Job {
  text: string;
  hours: number;
  amount: number;
  code: string;
}
export interface Part {
  text: string;
  qty: number;
  unit: number;
  amount: number;
  no: string;
}
export const level = (year: number) => (year < 1980 ? 0.35 : year < 1992 ? 0.55 : year < 2005 ? 0.8 : year < 2016 ? 1 : 1.25);
export function work(rng: Random, lang: 'de' | 'en', year: number, rate: number, nj = rng.int(2, 4), np = rng.int(2, 5)): { jobs: Job[]; parts: Part[] } {
  const idx = rng.some(
    JOBS[lang].map((_, i) => i),
    nj,
  );
  const jobs = idx.map((i) => {
    const hours = rng.pick([0.3, 0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3.4]);
    return { text: JOBS[lang][i], hours, amount: r2(hours * rate), code: `${rng.int(10, 99)}${digits(rng, 4)}` };
  });
  const pidx = rng.some(
    PARTS[lang].map((_, i) => i),
    np,
  );
  const parts = pidx.map((i) => {
    const qty = PARTS[lang][i].match(/Zündkerze|Spark plug/) ? 4 : PARTS[lang][i].match(/^Motoröl|^Engine oil/) ? rng.int(4, 6) : 1;
    const unit = r2(((rng.int(300, 9000) / 100) * level(year)) / (qty > 1 ? qty : 1));
    return { text: PARTS[lang][i], qty, unit, amount: r2(qty * unit), no: `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}` };
  });
  return { jobs, parts };
}
