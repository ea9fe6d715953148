/**
 * The unseen-bh author's own small kit: people, towns, the German classics these owners keep, their chassis numbers
 * and plates, and a few money helpers. Every choice is drawn from the family's own stream.
 */
import type { Random } from '../random';
import { num, r2, type NumStyle } from '../paper-kit';

export const VORNAMEN = [
  'Klaus',
  'Jürgen',
  'Manfred',
  'Wolfgang',
  'Dieter',
  'Uwe',
  'Rainer',
  'Heike',
  'Sabine',
  'Gabriele',
  'Petra',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Monika',
  'Bernd',
  'Helmut',
  'Ursula',
  'Frank',
  'Karin',
  'Ralf',
  'Jens',
  'Birgit',
];
export const NACHNAMEN = [
  'Schröder',
  'Hoffmann',
  'Krause',
  'Wagner',
  'Becker',
  'Schulz',
  'Kessler',
  'Brandt',
  'Lehmann',
  'Vogt',
  'Seidel',
  'Hartmann',
  'Lorenz',
  'Kuhn',
  'Pohl',
  'Franke',
  'Möller',
  'Engel',
  'Busch',
  'Albrecht',
  'Reuter',
  'Winkler',
  'Sommer',
  'Haas',
];
export const FIRST_EN = [
  'David',
  'Graham',
  'Peter',
  'Susan',
  'Richard',
  'Alan',
  'Margaret',
  'Ian',
  'Karen',
  'Robert',
  'James',
  'Linda',
  'Steven',
  'Paul',
  'Carol',
  'Neil',
  'Gary',
  'Deborah',
  'Mark',
  'Helen',
  'Brian',
  'Janet',
];
export const LAST_EN = [
  'Thompson',
  'Harris',
  'Walker',
  'Pearson',
  'Doyle',
  'Fletcher',
  'Mitchell',
  'Barker',
  'Gallagher',
  'Turner',
  'Crawford',
  'Ellis',
  'Hughes',
  'Sutherland',
  'Reynolds',
  'Kowalski',
  'Brennan',
  'Lawson',
  'Chapman',
  'Henderson',
];

export const personDE = (rng: Random) => `${rng.pick(VORNAMEN)} ${rng.pick(NACHNAMEN)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

/** German towns with postcode and plate code. */
export const ORTE: [string, string, string][] = [
  ['Bielefeld', '33602', 'BI'],
  ['Hannover', '30159', 'H'],
  ['Kassel', '34117', 'KS'],
  ['Würzburg', '97070', 'WÜ'],
  ['Osnabrück', '49074', 'OS'],
  ['Heilbronn', '74072', 'HN'],
  ['Göttingen', '37073', 'GÖ'],
  ['Münster', '48143', 'MS'],
  ['Koblenz', '56068', 'KO'],
  ['Regensburg', '93047', 'R'],
  ['Paderborn', '33098', 'PB'],
  ['Lüneburg', '21335', 'LG'],
  ['Ulm', '89073', 'UL'],
  ['Darmstadt', '64283', 'DA'],
  ['Bamberg', '96047', 'BA'],
  ['Oldenburg', '26122', 'OL'],
];
export const STRASSEN = [
  'Industriestraße',
  'Gewerbering',
  'Hauptstraße',
  'Bahnhofstraße',
  'Am Mühlbach',
  'Siemensstraße',
  'Lindenallee',
  'Daimlerstraße',
  'Robert-Bosch-Straße',
  'Kirchweg',
  'Gartenstraße',
  'Im Wiesengrund',
];
export const streetDE = (rng: Random) => `${rng.pick(STRASSEN)} ${rng.int(1, 140)}`;

export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
  /** chassis number for a car built in `year`. */
  vin: (rng: Random, year: number) => string;
  herst: string;
  typ: string;
  ccm: number;
  kw: number;
}
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const YEAR_CODE = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const yc = (year: number) => YEAR_CODE[(year - 1980) % 30];

export const CARS: Car[] = [
  {
    make: 'Mercedes-Benz',
    model: '280 E',
    from: 1976,
    to: 1985,
    herst: 'Daimler-Benz',
    typ: '123',
    ccm: 2746,
    kw: 136,
    vin: (rng, y) => (y < 1981 ? `123033${rng.pick(['10', '12'])}${digits(rng, 6)}` : `WDB1230331A${digits(rng, 6)}`),
  },
  {
    make: 'Mercedes-Benz',
    model: '230 CE',
    from: 1980,
    to: 1985,
    herst: 'Daimler-Benz',
    typ: '123',
    ccm: 2299,
    kw: 100,
    vin: (rng) => `WDB1230431A${digits(rng, 6)}`,
  },
  {
    make: 'Mercedes-Benz',
    model: '380 SL',
    from: 1981,
    to: 1985,
    herst: 'Daimler-Benz',
    typ: '107',
    ccm: 3818,
    kw: 150,
    vin: (rng) => `WDB1070451A${digits(rng, 6)}`,
  },
  {
    make: 'Mercedes-Benz',
    model: '190 E 2.3',
    from: 1984,
    to: 1993,
    herst: 'Daimler-Benz',
    typ: '201',
    ccm: 2299,
    kw: 100,
    vin: (rng) => `WDB2010281F${digits(rng, 6)}`,
  },
  {
    make: 'Porsche',
    model: '911 SC',
    from: 1978,
    to: 1983,
    herst: 'Porsche',
    typ: '911',
    ccm: 2994,
    kw: 150,
    vin: (rng, y) => (y < 1981 ? `91${rng.pick(['9', 'A'])}0${digits(rng, 6)}` : `WP0ZZZ91Z${yc(y)}S${digits(rng, 6)}`),
  },
  {
    make: 'Porsche',
    model: '944',
    from: 1982,
    to: 1989,
    herst: 'Porsche',
    typ: '944',
    ccm: 2479,
    kw: 120,
    vin: (rng, y) => `WP0ZZZ94Z${yc(y)}N${digits(rng, 6)}`,
  },
  {
    make: 'Volkswagen',
    model: 'Käfer 1303',
    from: 1975,
    to: 1975,
    herst: 'Volkswagenwerk',
    typ: '13',
    ccm: 1584,
    kw: 37,
    vin: (rng) => `135${digits(rng, 7)}`,
  },
  {
    make: 'Volkswagen',
    model: 'Golf GTI',
    from: 1977,
    to: 1983,
    herst: 'Volkswagenwerk',
    typ: '17',
    ccm: 1588,
    kw: 81,
    vin: (rng, y) => (y < 1981 ? `17${rng.int(7, 9)}${digits(rng, 7)}` : `WVWZZZ17Z${yc(y)}W${digits(rng, 6)}`),
  },
  {
    make: 'Volkswagen',
    model: 'T3 Westfalia',
    from: 1980,
    to: 1990,
    herst: 'Volkswagenwerk',
    typ: '25',
    ccm: 1913,
    kw: 57,
    vin: (rng, y) => (y < 1981 ? `24${digits(rng, 8)}` : `WV2ZZZ25Z${yc(y)}H${digits(rng, 6)}`),
  },
  {
    make: 'BMW',
    model: '323i',
    from: 1983,
    to: 1986,
    herst: 'BMW',
    typ: 'E30',
    ccm: 2316,
    kw: 102,
    vin: (rng) => `WBAAB310${rng.pick(['0', '1'])}0${digits(rng, 7)}`,
  },
  { make: 'BMW', model: '2002 tii', from: 1975, to: 1975, herst: 'BMW', typ: '114', ccm: 1990, kw: 96, vin: (rng) => `27${digits(rng, 5)}` },
  {
    make: 'Opel',
    model: 'Manta B GT/E',
    from: 1977,
    to: 1988,
    herst: 'Adam Opel',
    typ: 'B',
    ccm: 1979,
    kw: 77,
    vin: (rng, y) => (y < 1981 ? `58${rng.int(1, 9)}${digits(rng, 7)}` : `W0L000058${yc(y)}1${digits(rng, 6)}`),
  },
  {
    make: 'Audi',
    model: '80 GLE',
    from: 1978,
    to: 1986,
    herst: 'Audi NSU Auto Union',
    typ: '81',
    ccm: 1588,
    kw: 81,
    vin: (rng, y) => (y < 1981 ? `81${rng.int(8, 9)}${digits(rng, 7)}` : `WAUZZZ81Z${yc(y)}A${digits(rng, 6)}`),
  },
  {
    make: 'Ford',
    model: 'Capri 2.8i',
    from: 1981,
    to: 1986,
    herst: 'Ford-Werke',
    typ: 'GECP',
    ccm: 2792,
    kw: 118,
    vin: (rng) => `WF0AXXGECA${rng.pick(['B', 'C', 'D'])}${digits(rng, 6)}`,
  },
];
export const pickCar = (rng: Random) => rng.pick(CARS);
/** A build year of the car. */
export const buildYear = (rng: Random, car: Car) => rng.int(car.from, car.to);

/** A German plate for a town code. */
export function plateDE(rng: Random, code: string, h = false): string {
  const L = 'ABCDEFGHKLMNPRSTUVWZ';
  const letters = Array.from({ length: rng.int(1, 2) }, () => rng.pick(L.split(''))).join('');
  const n = rng.int(1, code.length === 1 ? 9999 : 999);
  return `${code}-${letters} ${n}${h ? 'H' : ''}`;
}
export function plateUK(rng: Random, year: number): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXY'.split('');
  const s = () => rng.pick(L);
  if (year < 1983) return `${s()}${s()}${s()} ${rng.int(10, 999)}${s()}`;
  return `${s()}${rng.int(10, 999)} ${s()}${s()}${s()}`;
}

/** Money as printed: "1.234,50" etc. */
export const m = (n: number, style: NumStyle) => num(n, style);
export const round = r2;

/** Mileage rounded as odometers read. */
/** Odometer of a car in a year: busy when young, little driven once it is a classic. */
export function kmStand(rng: Random, year: number, built: number): number {
  const age = year - built + 1;
  const young = Math.min(age, 15) * rng.int(8000, 14000);
  const old = Math.max(0, age - 15) * rng.int(1500, 4000);
  return Math.max(1200, young + old + rng.int(0, 999));
}
export const fmtInt = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
export { digits };

/** Currency of a German page in a year. */
export const curDE = (year: number) => (year < 2002 ? 'DM' : 'EUR');
/** Price level of a year relative to 1985 D-Mark (euro years already converted). */
export function level(year: number): number {
  if (year < 2002) return 0.7 + (year - 1975) * 0.022;
  return (0.7 + 27 * 0.022) / 1.95583 + (year - 2002) * 0.018;
}
/** A price: base (1985 DM) scaled to the year, rounded to cents (or to whole/half units where `step` says). */
export function price(rng: Random, year: number, lo: number, hi: number, step = 0.01): number {
  const v = (lo + rng.next() * (hi - lo)) * level(year);
  return r2(Math.max(step, Math.round(v / step) * step));
}

export interface JobDE {
  work: string;
  hours: [number, number];
  parts: [string, number, number, number?][]; // name, lo, hi (1985 DM), qty
}
export const JOBS_DE: JobDE[] = [
  {
    work: 'Motoröl und Ölfilter gewechselt',
    hours: [0.5, 0.8],
    parts: [
      ['Motoröl 15W-40', 6, 9, 5],
      ['Ölfilter', 12, 22],
    ],
  },
  { work: 'Zündkerzen erneuert', hours: [0.3, 0.6], parts: [['Zündkerzen', 4, 7, 4]] },
  {
    work: 'Zündung eingestellt, Schließwinkel geprüft',
    hours: [0.5, 0.8],
    parts: [
      ['Unterbrecherkontakt', 14, 22],
      ['Kondensator', 8, 14],
    ],
  },
  { work: 'Bremsbeläge vorn erneuert', hours: [0.8, 1.3], parts: [['Bremsbeläge Vorderachse (Satz)', 45, 90]] },
  { work: 'Bremsflüssigkeit erneuert, Bremsanlage entlüftet', hours: [0.6, 1.0], parts: [['Bremsflüssigkeit DOT 4', 9, 16]] },
  { work: 'Keilriemen erneuert und gespannt', hours: [0.4, 0.7], parts: [['Keilriemen', 14, 28]] },
  { work: 'Vergaser gereinigt und eingestellt', hours: [1.0, 2.0], parts: [['Vergaserdichtsatz', 22, 45]] },
  { work: 'Luftfilter erneuert', hours: [0.2, 0.3], parts: [['Luftfiltereinsatz', 14, 30]] },
  {
    work: 'Kühlmittelschläuche erneuert, Kühlsystem abgedrückt',
    hours: [1.0, 1.6],
    parts: [
      ['Kühlerschlauch oben', 18, 35],
      ['Frostschutz', 6, 9, 3],
    ],
  },
  { work: 'Stoßdämpfer hinten erneuert', hours: [1.0, 1.5], parts: [['Stoßdämpfer hinten', 70, 130, 2]] },
  { work: 'Kupplungsseil erneuert, Kupplung eingestellt', hours: [0.6, 1.0], parts: [['Kupplungsseil', 25, 40]] },
  { work: 'Radlager vorn links erneuert', hours: [1.2, 1.8], parts: [['Radlagersatz', 38, 70]] },
  { work: 'Lichtmaschine aus- und eingebaut, Regler erneuert', hours: [0.8, 1.4], parts: [['Spannungsregler', 40, 75]] },
  { work: 'Ventilspiel eingestellt', hours: [1.0, 1.6], parts: [['Ventildeckeldichtung', 12, 24]] },
  { work: 'Unterboden gereinigt und konserviert', hours: [1.5, 3.0], parts: [['Hohlraumkonservierung', 18, 30, 2]] },
];

/** English-speaking price level (2010 = about 0.82). */
export function priceEN(rng: Random, year: number, lo: number, hi: number, step = 0.01): number {
  const v = (lo + rng.next() * (hi - lo)) * (0.35 + (year - 1975) * 0.0135);
  return r2(Math.max(step, Math.round(v / step) * step));
}
export interface JobEN {
  work: string;
  hours: [number, number];
  parts: [string, number, number, number?][];
}
export const JOBS_EN: JobEN[] = [
  {
    work: 'Change engine oil and filter',
    hours: [0.5, 0.8],
    parts: [
      ['Engine oil 15W-40', 6, 9, 5],
      ['Oil filter', 10, 18],
    ],
  },
  { work: 'Replace front brake pads', hours: [0.8, 1.2], parts: [['Front brake pad set', 35, 70]] },
  { work: 'Renew spark plugs', hours: [0.4, 0.7], parts: [['Spark plug', 4, 8, 4]] },
  {
    work: 'Replace distributor cap and rotor arm',
    hours: [0.3, 0.5],
    parts: [
      ['Distributor cap', 18, 35],
      ['Rotor arm', 8, 15],
    ],
  },
  { work: 'Flush cooling system and refill with antifreeze', hours: [0.8, 1.2], parts: [['Antifreeze', 8, 14, 2]] },
  { work: 'Renew fan belt', hours: [0.4, 0.6], parts: [['Fan belt', 12, 25]] },
  { work: 'Replace rear shock absorbers', hours: [1.0, 1.6], parts: [['Rear shock absorber', 60, 120, 2]] },
  { work: 'Adjust valve clearances', hours: [1.0, 1.8], parts: [['Rocker cover gasket', 10, 22]] },
  { work: 'Renew fuel filter', hours: [0.3, 0.6], parts: [['Fuel filter', 14, 30]] },
  { work: 'Replace front wheel bearing', hours: [1.2, 2.0], parts: [['Wheel bearing kit', 35, 65]] },
  { work: 'Bleed brakes and renew fluid', hours: [0.6, 1.0], parts: [['Brake fluid DOT 4', 8, 14]] },
  { work: 'Replace air filter element', hours: [0.2, 0.3], parts: [['Air filter', 12, 25]] },
  {
    work: 'Renew radiator hoses',
    hours: [0.8, 1.4],
    parts: [
      ['Top radiator hose', 18, 35],
      ['Bottom radiator hose', 18, 35],
    ],
  },
  { work: 'Replace CV boot nearside', hours: [1.0, 1.5], parts: [['CV boot kit', 15, 30]] },
];
export const hoursOf = (rng: Random, j: { hours: [number, number] }, q = 10) => r2(Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * q) / q);
export const CITIES_UK: [string, string][] = [
  ['Reading', 'RG2'],
  ['Leeds', 'LS11'],
  ['Swindon', 'SN3'],
  ['Cheltenham', 'GL51'],
  ['Norwich', 'NR6'],
  ['Stockport', 'SK4'],
  ['Guildford', 'GU1'],
  ['Harrogate', 'HG1'],
];
export const CITIES_US: [string, string, string][] = [
  ['Portland', 'OR', '97214'],
  ['Scottsdale', 'AZ', '85251'],
  ['Austin', 'TX', '78704'],
  ['Sacramento', 'CA', '95811'],
  ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27603'],
  ['Denver', 'CO', '80204'],
  ['Madison', 'WI', '53703'],
];
export const postcodeUK = (rng: Random, area: string) =>
  `${area} ${rng.int(1, 9)}${rng.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}${rng.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}`;
export const STREETS_EN = [
  'Station Road',
  'Mill Lane',
  'Church Street',
  'Victoria Road',
  'Industrial Estate',
  'High Street',
  'Oak Avenue',
  'Commerce Drive',
  'Elm Street',
  'Main Street',
];
export const streetEN = (rng: Random) => `${rng.int(1, 240)} ${rng.pick(STREETS_EN)}`;
