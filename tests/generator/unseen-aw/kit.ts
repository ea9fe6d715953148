/**
 * The unseen-aw author's kit: money in several currencies and styles, the fixed DM/ATS/IEP euro rates, names of firms,
 * people and places per country, plates and VINs, and a few small page pieces (label and value, right-aligned sums).
 */
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export const DEM = 1.95583;
export const ATS = 13.7603;
export const IEP = 0.787564;
export const NLG = 2.20371;

/** A sum with a currency word before or after it: 'DM 1.234,50', '1.234,50 EUR', '€1,234.50'. */
export function cur(n: number, style: NumStyle, pre = '', post = ''): string {
  return `${pre}${num(n, style)}${post}`;
}

/** A price in whole units plus cents, drawn. */
export const amt = (rng: Random, lo: number, hi: number) => r2(rng.int(lo * 100, hi * 100) / 100);
/** A price that ends in ,00 or ,50 or ,90. */
export const round = (rng: Random, lo: number, hi: number) => rng.int(lo, hi) + rng.pick([0, 0.5, 0.9, 0]);

export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const vin = (rng: Random, wmi: string) => wmi + Array.from({ length: 17 - wmi.length }, () => rng.pick([...VIN_CH])).join('');
export const letters = (rng: Random, n: number, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => rng.pick([...set])).join('');

export const DE_TOWNS = [
  ['Bielefeld', '33602', 'BI'],
  ['Kassel', '34117', 'KS'],
  ['Würzburg', '97070', 'WÜ'],
  ['Osnabrück', '49074', 'OS'],
  ['Heilbronn', '74072', 'HN'],
  ['Regensburg', '93047', 'R'],
  ['Göttingen', '37073', 'GÖ'],
  ['Ulm', '89073', 'UL'],
  ['Koblenz', '56068', 'KO'],
  ['Lüneburg', '21335', 'LG'],
] as const;
export const AT_TOWNS = [
  ['Linz', '4020', 'L'],
  ['Salzburg', '5020', 'S'],
  ['Graz', '8010', 'G'],
  ['Wels', '4600', 'WE'],
  ['Innsbruck', '6020', 'I'],
  ['Klagenfurt', '9020', 'K'],
] as const;
export const IE_TOWNS = [
  ['Galway', 'G'],
  ['Limerick', 'L'],
  ['Kilkenny', 'KK'],
  ['Cork', 'C'],
  ['Sligo', 'SO'],
  ['Dundalk', 'LH'],
] as const;
export const UK_TOWNS = ['Leicester', 'Reading', 'Shrewsbury', 'Harrogate', 'Taunton', 'Chelmsford', 'Lincoln', 'Cheltenham'] as const;
export const US_TOWNS = [
  ['Dayton', 'OH', '45402'],
  ['Madison', 'WI', '53703'],
  ['Spokane', 'WA', '99201'],
  ['Tulsa', 'OK', '74103'],
  ['Allentown', 'PA', '18101'],
  ['Boise', 'ID', '83702'],
  ['Richmond', 'VA', '23219'],
] as const;
export const NL_TOWNS = [
  ['Zwolle', '8011'],
  ['Amersfoort', '3811'],
  ['Breda', '4811'],
  ['Leeuwarden', '8911'],
] as const;

export const DE_SURNAMES = [
  'Brüggemann',
  'Hoffmeister',
  'Kruse',
  'Lindner',
  'Oberländer',
  'Pfeiffer',
  'Schäfer',
  'Tiedemann',
  'Vogt',
  'Wendling',
  'Zimmermann',
  'Albers',
];
export const DE_FIRST = ['Klaus', 'Renate', 'Jürgen', 'Monika', 'Dieter', 'Sabine', 'Uwe', 'Heike', 'Wolfgang', 'Petra'];
export const EN_SURNAMES = [
  'Whitfield',
  'Hargreaves',
  'Donnelly',
  'McAllister',
  'Pearson',
  'Okafor',
  'Brennan',
  'Castellano',
  'Lindqvist',
  'Abernathy',
  'Fairbairn',
  'Kowalski',
];
export const EN_FIRST = ['David', 'Margaret', 'Colin', 'Siobhan', 'Robert', 'Linda', 'Gareth', 'Patricia', 'Michael', 'Aoife', 'Thomas', 'Karen'];
export const STREETS_DE = ['Industriestraße', 'Bahnhofstraße', 'Gewerbering', 'Am Kreuzfeld', 'Hansastraße', 'Kasseler Straße', 'Lindenallee', 'Mühlenweg'];
export const STREETS_EN = ['Station Road', 'Mill Lane', 'Commerce Way', 'High Street', 'Granby Street', 'Riverside Drive', 'Oak Avenue', 'Market Place'];

export const personDE = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_SURNAMES)}`;
export const personEN = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_SURNAMES)}`;

export const DE_PLATE = (rng: Random, code: string) => `${code}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;

/** Label then value on one line. */
export function lv(p: PageBuilder, x: number, label: string, value: string, vx: number, opts: { size?: number; bold?: boolean; y?: number } = {}) {
  p.text(x, label, { size: opts.size ?? 9, y: opts.y });
  p.text(vx, value, { size: opts.size ?? 9, bold: opts.bold, y: opts.y });
}

/** A label with a right-aligned sum at `rx`; moves down. */
export function sumLine(
  p: PageBuilder,
  x: number,
  label: string,
  value: string,
  rx: number,
  opts: { size?: number; bold?: boolean; step?: number; serif?: boolean } = {},
) {
  p.text(x, label, { size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  p.text(rx, value, { size: opts.size ?? 9, bold: opts.bold, align: 'right', serif: opts.serif });
  p.down(opts.step ?? 13);
}

/** Two sums (e.g. DM and EUR) right-aligned in two columns. */
export function sum2(
  p: PageBuilder,
  x: number,
  label: string,
  a: string,
  ax: number,
  b: string,
  bx: number,
  opts: { size?: number; bold?: boolean; step?: number } = {},
) {
  p.text(x, label, { size: opts.size ?? 9, bold: opts.bold });
  p.text(ax, a, { size: opts.size ?? 9, bold: opts.bold, align: 'right' });
  p.text(bx, b, { size: opts.size ?? 9, bold: opts.bold, align: 'right' });
  p.down(opts.step ?? 13);
}

export const newPage = (y = 52) => {
  const p = new PageBuilder();
  p.y = y;
  return p;
};

/** A mileage rounded like odometers: any integer in a range. */
export const miles = (rng: Random, lo: number, hi: number) => rng.int(lo, hi);
export const thou = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export const JOBS_DE = [
  'Inspektion nach Herstellervorgabe',
  'Bremsflüssigkeit erneuern',
  'Motoröl und Filter wechseln',
  'Bremsbeläge vorn erneuern',
  'Zahnriemen mit Spannrolle erneuern',
  'Zündkerzen erneuern',
  'Auspuff-Endtopf ersetzen',
  'Kühlmittel prüfen und ergänzen',
  'Stoßdämpfer hinten erneuern',
  'Kupplung instand setzen',
  'Vergaser reinigen und einstellen',
  'Lichtmaschine aus- und eingebaut',
  'Achsvermessung durchgeführt',
  'Klimaanlage warten',
];
export const PARTS_DE = [
  ['Ölfilter', 14, 32],
  ['Motoröl 10W-40', 8, 16],
  ['Luftfiltereinsatz', 18, 45],
  ['Bremsbelagsatz VA', 45, 120],
  ['Zahnriemensatz', 90, 260],
  ['Zündkerze', 6, 14],
  ['Endschalldämpfer', 140, 380],
  ['Stoßdämpfer HA', 70, 190],
  ['Kupplungssatz', 180, 420],
  ['Dichtungssatz Vergaser', 25, 60],
  ['Keilrippenriemen', 22, 55],
  ['Bremsflüssigkeit DOT 4', 9, 19],
  ['Kühlerschlauch oben', 19, 48],
] as const;
export const JOBS_EN = [
  'Annual service',
  'Replace front brake pads',
  'Oil and filter change',
  'Replace timing belt and tensioner',
  'Renew spark plugs',
  'Replace rear shock absorbers',
  'Flush brake fluid',
  'Replace exhaust back box',
  'Adjust carburettor and set idle',
  'Replace clutch kit',
  'Four-wheel alignment',
  'Replace alternator',
  'Coolant flush and refill',
  'Replace water pump',
];
export const PARTS_EN = [
  ['Oil filter', 9, 28],
  ['Engine oil 5 qt', 18, 45],
  ['Air filter element', 12, 40],
  ['Brake pad set, front', 38, 110],
  ['Timing belt kit', 85, 240],
  ['Spark plug', 4, 12],
  ['Rear silencer', 95, 310],
  ['Shock absorber, rear', 60, 170],
  ['Clutch kit', 160, 390],
  ['Water pump', 55, 160],
  ['Drive belt', 18, 45],
  ['Brake fluid 1 L', 8, 18],
  ['Thermostat and gasket', 16, 42],
] as const;

export interface Line {
  text: string;
  qty: number;
  unit: number;
  total: number;
}
/** `n` distinct parts with quantities and prices drawn from the list. */
export function drawParts(rng: Random, list: readonly (readonly [string, number, number])[], n: number, scale = 1): Line[] {
  return rng.some(list, n).map(([text, lo, hi]) => {
    const qty = text.startsWith('Zündkerze') || text.startsWith('Spark') ? 4 : rng.chance(0.2) ? 2 : 1;
    const unit = r2(amtRaw(rng, lo, hi) * scale);
    return { text, qty, unit, total: r2(qty * unit) };
  });
}
const amtRaw = (rng: Random, lo: number, hi: number) => rng.int(lo * 100, hi * 100) / 100;
