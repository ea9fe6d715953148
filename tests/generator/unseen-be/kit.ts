/**
 * The unseen-be author's own small kit: people, places and firms of Germany, Austria, the UK and the US, cars of the
 * years, VINs and plates, and a priced line table. Every choice comes from the family's own stream.
 */
import { PageBuilder } from '../page';
import { num, r2, row, type Col, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { PageBuilder };

export const FIRST_DE = [
  'Klaus',
  'Jürgen',
  'Monika',
  'Helmut',
  'Sabine',
  'Wolfgang',
  'Ursula',
  'Dieter',
  'Petra',
  'Rainer',
  'Gabriele',
  'Manfred',
  'Andrea',
  'Thomas',
  'Brigitte',
  'Uwe',
  'Heike',
  'Stefan',
];
export const LAST_DE = [
  'Brandstätter',
  'Kowalski',
  'Hofmann',
  'Lechner',
  'Wimmer',
  'Schubert',
  'Kranz',
  'Pfeiffer',
  'Eder',
  'Reisinger',
  'Brückner',
  'Vogl',
  'Ackermann',
  'Haberl',
  'Sommer',
  'Lindner',
  'Gruber',
  'Mayrhofer',
];
export const FIRST_EN = [
  'David',
  'Susan',
  'Michael',
  'Karen',
  'Robert',
  'Linda',
  'Graham',
  'Alison',
  'Peter',
  'Nigel',
  'Margaret',
  'James',
  'Patricia',
  'Keith',
  'Deborah',
  'Gary',
  'Helen',
  'Richard',
];
export const LAST_EN = [
  'Whitfield',
  'Hargreaves',
  'Kowalczyk',
  'Doyle',
  'Pemberton',
  'Okafor',
  'Hutchinson',
  'Barlow',
  'Delaney',
  'Stroud',
  'Ramsey',
  'McAllister',
  'Thornton',
  'Fenwick',
  'Gallagher',
  'Lindqvist',
  'Marsh',
  'Petrakis',
];

export const person = (rng: Random, lang: 'de' | 'en') =>
  lang === 'de' ? `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}` : `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

export interface Place {
  street: string;
  zip: string;
  city: string;
}
export function placeDE(rng: Random): Place {
  const c = rng.pick([
    ['Bielefeld', '336'],
    ['Würzburg', '970'],
    ['Kassel', '341'],
    ['Ludwigsburg', '716'],
    ['Rosenheim', '830'],
    ['Oldenburg', '261'],
    ['Koblenz', '560'],
    ['Bamberg', '960'],
    ['Lüneburg', '213'],
    ['Göppingen', '730'],
    ['Heilbronn', '740'],
    ['Erlangen', '910'],
  ]);
  return {
    street: `${rng.pick(['Industriestraße', 'Am Gewerbepark', 'Hauptstraße', 'Bahnhofstraße', 'Daimlerstraße', 'Mühlenweg', 'Robert-Bosch-Str.', 'Lindenallee'])} ${rng.int(2, 140)}`,
    zip: `${c[1]}${rng.int(10, 99)}`,
    city: c[0],
  };
}
export function placeAT(rng: Random): Place {
  const c = rng.pick([
    ['Wien', '1', '0'],
    ['Graz', '80', ''],
    ['Linz', '40', ''],
    ['Salzburg', '50', ''],
    ['Wels', '46', ''],
    ['St. Pölten', '31', ''],
    ['Wiener Neustadt', '27', ''],
    ['Villach', '95', ''],
  ]);
  const zip = c[0] === 'Wien' ? `1${String(rng.int(1, 23)).padStart(2, '0')}0` : `${c[1]}${rng.int(10, 99)}`;
  return {
    street: `${rng.pick(['Triester Straße', 'Wiener Straße', 'Linzer Straße', 'Gewerbestraße', 'Brunner Straße', 'Salzburger Str.', 'Dorfplatz', 'Kärntner Straße'])} ${rng.int(3, 210)}`,
    zip,
    city: c[0],
  };
}
export function placeUK(rng: Random): Place {
  const c = rng.pick([
    ['Harrogate', 'HG1'],
    ['Shrewsbury', 'SY2'],
    ['Chelmsford', 'CM1'],
    ['Worcester', 'WR4'],
    ['Leamington Spa', 'CV31'],
    ['Bury St Edmunds', 'IP33'],
    ['Truro', 'TR1'],
    ['Stockport', 'SK4'],
    ['Guildford', 'GU1'],
  ]);
  const L = 'ABDEFGHJLNPQRSTUWXYZ';
  return {
    street: `${rng.int(1, 90)} ${rng.pick(['Station Road', 'Mill Lane', 'Victoria Street', 'Church Lane', 'Dukes Yard', 'Albert Road', 'Kings Parade'])}`,
    zip: `${c[1]} ${rng.int(1, 9)}${rng.pick([...L])}${rng.pick([...L])}`,
    city: c[0],
  };
}
export const US_STATES = [
  ['Ohio', 'OH', 'Columbus'],
  ['Pennsylvania', 'PA', 'Lancaster'],
  ['Michigan', 'MI', 'Grand Rapids'],
  ['Texas', 'TX', 'Fort Worth'],
  ['California', 'CA', 'Sacramento'],
  ['Oregon', 'OR', 'Eugene'],
  ['Wisconsin', 'WI', 'Madison'],
  ['North Carolina', 'NC', 'Charlotte'],
  ['Arizona', 'AZ', 'Tucson'],
  ['Minnesota', 'MN', 'Rochester'],
] as const;
export function placeUS(rng: Random, st?: readonly string[]): Place & { state: string } {
  const s = st ?? rng.pick(US_STATES);
  return {
    street: `${rng.int(100, 9800)} ${rng.pick(['Elm St', 'Route 9', 'Commerce Dr', 'W Main St', 'Industrial Pkwy', 'Oak Ave', 'Frontage Rd'])}`,
    zip: String(rng.int(10000, 99899)),
    city: s[2],
    state: s[1],
  };
}

export const CARS_DE = [
  ['VW', 'Käfer 1303'],
  ['VW', 'Golf I GTI'],
  ['Mercedes-Benz', '280 SE (W116)'],
  ['Mercedes-Benz', '190 E 2.3-16'],
  ['Mercedes-Benz', '300 TE (S124)'],
  ['BMW', '323i (E21)'],
  ['BMW', '635 CSi'],
  ['Porsche', '911 Carrera 3.2'],
  ['Porsche', '944 S2'],
  ['Opel', 'Manta B GT/E'],
  ['Audi', '80 quattro'],
  ['Ford', 'Capri 2.8i'],
  ['Puch', 'G 230 GE'],
  ['Alfa Romeo', 'Spider 2.0'],
] as const;
export const CARS_EN = [
  ['MG', 'MGB GT'],
  ['Triumph', 'TR6'],
  ['Jaguar', 'XJ6 Series III'],
  ['Land Rover', 'Series III 88'],
  ['Austin', 'Mini Mayfair'],
  ['Ford', 'Escort RS2000'],
  ['Chevrolet', 'Corvette C4'],
  ['Ford', 'Mustang GT'],
  ['Pontiac', 'Firebird Trans Am'],
  ['Jeep', 'CJ-7'],
  ['Volvo', '240 GL'],
  ['Mercedes-Benz', '560SL'],
  ['Porsche', '928 S4'],
  ['Toyota', 'Land Cruiser FJ60'],
] as const;

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function vin17(rng: Random, prefix: string): string {
  let s = prefix;
  while (s.length < 17) s += s.length >= 11 ? String(rng.int(0, 9)) : rng.pick([...VIN_CHARS]);
  return s;
}
export function plateDE(rng: Random, h = false): string {
  const city = rng.pick(['BI', 'WÜ', 'KS', 'LB', 'RO', 'OL', 'KO', 'BA', 'LG', 'GP', 'HN', 'ER']);
  const L = 'ABCDEFGHKLMNPRSTUVWZ';
  const letters = rng.pick([...L]) + (rng.chance(0.6) ? rng.pick([...L]) : '');
  return `${city}-${letters} ${rng.int(1, 999)}${h ? 'H' : ''}`;
}
export function plateAT(rng: Random): string {
  const d = rng.pick(['W', 'G', 'L', 'S', 'WE', 'P', 'WN', 'VI']);
  const L = 'ABCDEFGHKLMNPRSTUVWXYZ';
  return `${d}-${rng.int(10, 9999)}${rng.pick([...L])}${rng.chance(0.5) ? rng.pick([...L]) : ''}`;
}
export function plateUK(rng: Random, year: number): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXY';
  const l = () => rng.pick([...L]);
  if (year < 1983) return `${l()}${l()}${l()} ${rng.int(10, 999)}${l()}`;
  if (year < 2001) return `${l()}${rng.int(10, 999)} ${l()}${l()}${l()}`;
  return `${l()}${l()}${String(rng.int(51, 73)).slice(-2)} ${l()}${l()}${l()}`;
}
export function plateUS(rng: Random): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return rng.pick([
    () => `${rng.pick([...L])}${rng.pick([...L])}${rng.pick([...L])} ${rng.int(1000, 9999)}`,
    () => `${rng.int(1, 9)}${rng.pick([...L])}${rng.pick([...L])}${rng.pick([...L])}${rng.int(100, 999)}`,
    () => `CLS ${rng.int(100, 999)}`,
  ])();
}

/** A price between lo and hi, rounded to the cent, or to whole units when `whole`. */
export const price = (rng: Random, lo: number, hi: number, whole = false) => (whole ? rng.int(lo, hi) : r2(lo + rng.next() * (hi - lo)));

/** A line of a bill: what it says, and its amount. */
export interface Line {
  text: string;
  amount: number;
  qty?: string;
  code?: string;
}

/** Picks n distinct lines from a menu and prices them. */
export function pickLines(rng: Random, menu: readonly (readonly [string, number, number])[], lo: number, hi: number): Line[] {
  return rng.some(menu, rng.int(lo, hi)).map(([text, a, b]) => ({ text, amount: price(rng, a, b) }));
}

/** Writes a priced table going down the page; returns nothing, moves the builder. */
export function lineTable(p: PageBuilder, cols: Col[], rows: string[][], opts: { size?: number; step?: number; serif?: boolean } = {}) {
  for (const cells of rows) {
    row(p, cols, cells, { size: opts.size ?? 9, serif: opts.serif });
    p.down(opts.step ?? 12.5);
  }
}

export const money = (n: number, s: NumStyle) => num(n, s);

/** A reference number of given digits. */
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

/** Net, VAT at the rate and gross, each to the cent. */
export function vatOf(net: number, rate: number) {
  const vat = r2((net * rate) / 100);
  return { net: r2(net), vat, gross: r2(net + vat) };
}

/** Scales a menu's prices (older years, other currencies). */
export const scaled = (lines: Line[], f: number) => lines.map((l) => ({ ...l, amount: r2(l.amount * f) }));

/** German labour and parts menus. */
export const LABOR_DE: [string, number, number][] = [
  ['Inspektion nach Herstellervorgabe durchgeführt', 80, 260],
  ['Motoröl und Ölfilter gewechselt', 25, 60],
  ['Bremsflüssigkeit erneuert', 40, 85],
  ['Zündkerzen erneuert', 30, 70],
  ['Ventilspiel geprüft und eingestellt', 60, 140],
  ['Zündzeitpunkt und Leerlauf eingestellt', 35, 90],
  ['Bremsbeläge vorn erneuert', 60, 120],
  ['Mittelschalldämpfer erneuert', 50, 110],
  ['Keilriemen erneuert und gespannt', 25, 55],
  ['Vergaser gereinigt und eingestellt', 70, 180],
  ['Kühlsystem geprüft, Frostschutz ergänzt', 20, 45],
  ['Achsvermessung durchgeführt', 60, 110],
  ['Unterboden konserviert', 80, 220],
  ['Scheinwerfer eingestellt', 15, 35],
];
export const PARTS_DE: [string, number, number][] = [
  ['Motoröl 15W-40', 25, 70],
  ['Ölfilter', 8, 25],
  ['Luftfiltereinsatz', 12, 35],
  ['Zündkerzen', 15, 45],
  ['Bremsbeläge Vorderachse', 40, 110],
  ['Bremsflüssigkeit DOT 4', 8, 20],
  ['Keilriemen', 12, 30],
  ['Kraftstofffilter', 10, 28],
  ['Mittelschalldämpfer', 90, 260],
  ['Frostschutzmittel', 8, 22],
  ['Hohlraumwachs', 15, 40],
  ['Wischerblätter', 12, 30],
  ['Ventildeckeldichtung', 14, 38],
];
export const LABOR_EN: [string, number, number][] = [
  ['Carry out annual service to schedule', 90, 240],
  ['Change engine oil and filter', 25, 55],
  ['Renew brake fluid and bleed system', 40, 80],
  ['Renew spark plugs', 25, 60],
  ['Check and adjust valve clearances', 60, 130],
  ['Set ignition timing and idle', 35, 80],
  ['Renew front brake pads', 55, 110],
  ['Renew fan belt', 20, 45],
  ['Strip, clean and balance carburettors', 90, 190],
  ['Pressure test cooling system', 25, 50],
  ['Four wheel alignment', 50, 95],
  ['Grease front suspension and prop shaft', 20, 45],
  ['Adjust rear brakes and handbrake', 25, 55],
  ['Renew exhaust centre section', 45, 100],
];
export const PARTS_EN: [string, number, number][] = [
  ['Engine oil 20W-50', 22, 55],
  ['Oil filter', 6, 18],
  ['Air filter element', 9, 28],
  ['Spark plugs', 10, 32],
  ['Front brake pads', 30, 85],
  ['Brake fluid DOT 4', 7, 16],
  ['Fan belt', 9, 24],
  ['Fuel filter', 8, 22],
  ['Exhaust centre box', 70, 190],
  ['Antifreeze', 8, 20],
  ['Wiper blades', 9, 24],
  ['Rocker cover gasket', 8, 22],
  ['Distributor cap and rotor arm', 14, 36],
];
