/**
 * The unseen-au author's kit: the pieces portal-era PDFs share (logo lines, key–value pairs, IBANs, VINs, plates,
 * job and part pools, money with a currency). Each family still lays out its own page.
 */
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { PageBuilder };

export const money = (n: number, style: NumStyle, cur = '', after = true) =>
  cur ? (after ? `${num(n, style)} ${cur}` : `${cur}${num(n, style)}`) : num(n, style);

/** A label and its value on one line. */
export function kv(p: PageBuilder, x: number, label: string, value: string, opts: { gap?: number; size?: number; bold?: boolean; y?: number } = {}) {
  const y = opts.y ?? p.y;
  p.text(x, label, { size: opts.size ?? 9, y });
  p.text(x + (opts.gap ?? 90), value, { size: opts.size ?? 9, bold: opts.bold, y });
}
/** A label above its value (the small grey captions of web forms). */
export function stacked(p: PageBuilder, x: number, label: string, value: string, y = p.y) {
  p.text(x, label, { size: 7, y });
  p.text(x, value, { size: 10, y: y + 12 });
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
export function chars(rng: Random, alphabet: string, n: number) {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}
export const digits = (rng: Random, n: number) => chars(rng, DIGITS, n);
export const letters = (rng: Random, n: number) => chars(rng, LETTERS, n);

export function vin(rng: Random, wmi?: string) {
  const w = wmi ?? rng.pick(['WDB', 'WP0', 'WVW', 'WBA', 'ZFF', 'SAJ', 'SCF', '1G1', '1FA', 'JN1', 'WAU', 'VF3']);
  return w + chars(rng, LETTERS + DIGITS, 6) + chars(rng, 'ABCDEFGHJKLMNPRSTVWXY123456789', 1) + chars(rng, LETTERS + DIGITS, 1) + digits(rng, 6);
}

export function plateDE(rng: Random, h = false) {
  return `${rng.pick(['M', 'S', 'B', 'HH', 'K', 'F', 'DA', 'LB', 'WÜ', 'RO', 'OS', 'HD', 'GAP', 'TÜ', 'BN'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}${h ? 'H' : ''}`;
}
export function plateAT(rng: Random) {
  return `${rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'BN', 'MD', 'VB', 'GU'])}-${rng.int(10, 9999)}${letters(rng, rng.int(1, 2))}`;
}
export function plateUK(rng: Random) {
  return `${letters(rng, 2)}${String(rng.int(51, 74)).padStart(2, '0')} ${letters(rng, 3)}`;
}
export function plateUKold(rng: Random) {
  return `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`;
}
export function plateUS(rng: Random) {
  return `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
}
export function plateIE(rng: Random) {
  return `${rng.int(12, 25)}${rng.pick(['1', '2', ''])}-${rng.pick(['D', 'C', 'G', 'KY', 'WX', 'L', 'MH'])}-${rng.int(1, 99999)}`;
}

export function ibanDE(rng: Random) {
  const s = `DE${digits(rng, 2)}${digits(rng, 18)}`;
  return s.replace(/(.{4})/g, '$1 ').trim();
}
export function ibanAT(rng: Random) {
  return `AT${digits(rng, 18)}`.replace(/(.{4})/g, '$1 ').trim();
}
export function ibanGB(rng: Random) {
  return `GB${digits(rng, 2)}${letters(rng, 4)}${digits(rng, 14)}`.replace(/(.{4})/g, '$1 ').trim();
}
export function ibanIE(rng: Random) {
  return `IE${digits(rng, 2)}${letters(rng, 4)}${digits(rng, 14)}`.replace(/(.{4})/g, '$1 ').trim();
}
export const sortCode = (rng: Random) => `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`;
export const phoneDE = (rng: Random) => `+49 ${rng.int(30, 9999)} ${digits(rng, rng.int(5, 7))}`;
export const phoneUK = (rng: Random) => `0${rng.int(1100, 1999)} ${digits(rng, 6)}`;
export const phoneUS = (rng: Random) => `(${rng.int(201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`;

export const FIRST_DE = ['Jonas', 'Katrin', 'Markus', 'Sabine', 'Tobias', 'Anja', 'Florian', 'Ute', 'Stefan', 'Miriam', 'Lukas', 'Petra'];
export const LAST_DE = ['Hofmann', 'Brandl', 'Kessler', 'Wagner', 'Reiter', 'Vogt', 'Schuster', 'Lindner', 'Huber', 'Maier', 'Pichler', 'Engel'];
export const FIRST_EN = ['James', 'Olivia', 'Daniel', 'Siobhan', 'Mark', 'Rachel', 'Connor', 'Emily', 'Gareth', 'Megan', 'Tyler', 'Aoife'];
export const LAST_EN = ['Walsh', 'Harper', 'Bennett', 'Murphy', 'Collins', 'Fraser', 'Doyle', 'Patel', 'Greene', 'Reynolds', 'Kowalski', 'Hughes'];
export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const streetDE = (rng: Random) =>
  `${rng.pick(['Industriestraße', 'Gewerbering', 'Am Bahnhof', 'Hauptstraße', 'Lindenweg', 'Max-Planck-Str.', 'Robert-Bosch-Straße'])} ${rng.int(1, 120)}`;
export const cityDE = (rng: Random) =>
  `${rng.int(10, 99)}${digits(rng, 3)} ${rng.pick(['Augsburg', 'Bielefeld', 'Ulm', 'Freiburg', 'Kassel', 'Rosenheim', 'Würzburg', 'Osnabrück', 'Heilbronn', 'Landshut'])}`;
export const cityAT = (rng: Random) =>
  `${rng.int(1010, 9990)} ${rng.pick(['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Wels', 'Dornbirn', 'St. Pölten'])}`;
export const streetEN = (rng: Random) =>
  `${rng.int(1, 240)} ${rng.pick(['Station Road', 'Mill Lane', 'High Street', 'Oak Avenue', 'Church Road', 'Victoria Way', 'Elm Street', 'Main Street'])}`;

export interface Job {
  text: string;
  hours: number;
  amount: number;
}
export interface Part {
  no: string;
  text: string;
  qty: number;
  unit: number;
  amount: number;
}

const JOBS_DE = [
  'Inspektion nach Herstellervorgabe',
  'Ölwechsel mit Filter',
  'Bremsflüssigkeit erneuern',
  'Bremsbeläge vorn ersetzen',
  'Bremsscheiben und Beläge hinten erneuern',
  'Zahnriemen mit Wasserpumpe ersetzen',
  'Zündkerzen erneuern',
  'Klimaanlage warten und befüllen',
  'Fehlerspeicher auslesen',
  'Achsvermessung durchführen',
  'Auspuff-Mittelschalldämpfer ersetzen',
  'Kupplung komplett erneuern',
  'Vergaser reinigen und einstellen',
  'Zündung einstellen',
  'Stoßdämpfer hinten ersetzen',
  'Kühlmittel wechseln',
  'Keilrippenriemen ersetzen',
  'Scheinwerfer einstellen',
];
const JOBS_EN = [
  'Annual service',
  'Oil and filter change',
  'Brake fluid replacement',
  'Replace front brake pads',
  'Replace rear discs and pads',
  'Timing belt and water pump replacement',
  'Replace spark plugs',
  'Air conditioning recharge',
  'Diagnostic scan',
  'Four-wheel alignment',
  'Replace exhaust centre section',
  'Clutch replacement',
  'Strip, clean and balance carburettors',
  'Set ignition timing',
  'Replace rear shock absorbers',
  'Coolant flush',
  'Replace auxiliary belt',
  'Headlamp alignment',
];
const PARTS_DE: [string, number][] = [
  ['Ölfilter', 14.9],
  ['Motoröl 5W-40', 16.5],
  ['Luftfilter', 24.8],
  ['Bremsbelagsatz vorn', 68.4],
  ['Bremsscheibe hinten', 54.2],
  ['Zahnriemensatz', 189.0],
  ['Wasserpumpe', 96.5],
  ['Zündkerze', 9.8],
  ['Kältemittel R134a', 3.9],
  ['Bremsflüssigkeit DOT 4', 12.6],
  ['Dichtring Ölablassschraube', 1.2],
  ['Keilrippenriemen', 31.4],
  ['Stoßdämpfer hinten', 112.0],
  ['Kupplungssatz', 289.0],
  ['Kühlerfrostschutz G12', 8.9],
  ['Innenraumfilter', 19.9],
];
const PARTS_EN: [string, number][] = [
  ['Oil filter', 11.5],
  ['Engine oil 10W-40', 9.9],
  ['Air filter', 18.75],
  ['Front brake pad set', 54.0],
  ['Rear brake disc', 42.6],
  ['Timing belt kit', 156.0],
  ['Water pump', 78.4],
  ['Spark plug', 7.2],
  ['Refrigerant R1234yf', 4.1],
  ['Brake fluid DOT 4', 10.5],
  ['Sump plug washer', 0.95],
  ['Auxiliary belt', 26.3],
  ['Rear shock absorber', 89.0],
  ['Clutch kit', 245.0],
  ['Antifreeze', 7.8],
  ['Pollen filter', 15.6],
];

/** `n` jobs at an hourly rate; amounts rounded to cents. */
export function jobs(rng: Random, lang: 'de' | 'en', n: number, rate: number, unitHours = 0.1): Job[] {
  return rng.some(lang === 'de' ? JOBS_DE : JOBS_EN, n).map((text) => {
    const hours = Math.round((rng.int(3, 40) * 0.1) / unitHours) * unitHours;
    const h = Math.round(hours * 100) / 100;
    return { text, hours: h, amount: r2(h * rate) };
  });
}
export function parts(rng: Random, lang: 'de' | 'en', n: number, factor = 1): Part[] {
  return rng.some(lang === 'de' ? PARTS_DE : PARTS_EN, n).map(([text, price]) => {
    const qty = /Öl 5W|oil 10W|Zündkerze|Spark plug|Kältemittel|Refrigerant/.test(text) ? rng.int(4, 6) : rng.chance(0.2) ? 2 : 1;
    const unit = r2(price * factor * (0.9 + rng.next() * 0.3));
    return { no: `${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 2)}`, text, qty, unit, amount: r2(qty * unit) };
  });
}

/** A plausible odometer reading. */
export const mileage = (rng: Random) => rng.int(8, 240) * 1000 + rng.int(0, 999);
export const grouped = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** A date from `from` up to this autumn (2026-11), ISO: the era's pages are never dated in the future. */
export function upToNow(rng: Random, from: number): string {
  const d = rng.date(from, 2026);
  return d > '2026-11-20' ? `2025${d.slice(4)}` : d;
}
