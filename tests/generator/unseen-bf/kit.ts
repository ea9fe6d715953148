/**
 * The bf author's own kit: the cars, people, places, plates and serial numbers of North American owners and of their
 * European cars and trips, and a few page helpers (money columns, label/value pairs, form fields in boxes).
 */
import type { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export const usd = (n: number) => `$${num(n, 'en')}`;
export const eur = (n: number) => `${num(n, 'de')} €`;
export const ch = (n: number) => num(n, 'ch');
export const m = (n: number, s: NumStyle = 'en') => num(n, s);

/** A price with cents that look like a price list (…,00 …,50 …,95). */
export function price(rng: Random, lo: number, hi: number, cents: number[] = [0, 0, 50, 95, 99, 49, 25]): number {
  return r2(rng.int(lo, hi) + rng.pick(cents) / 100);
}

/** A date between two years, never before the given ISO date. */
export function dateAfter(rng: Random, from: number, to: number, notBefore?: string): string {
  for (let i = 0; i < 20; i++) {
    const d = rng.date(from, to);
    if (!notBefore || d > notBefore) return d;
  }
  return rng.date(to, to);
}

// ---------------------------------------------------------------- people

const US_FIRST = [
  'Robert',
  'James',
  'Linda',
  'Gary',
  'Deborah',
  'Michael',
  'Karen',
  'Dale',
  'Carol',
  'Richard',
  'Susan',
  'Dennis',
  'Patricia',
  'Wayne',
  'Brenda',
  'Steven',
  'Denise',
  'Larry',
  'Terry',
  'Donna',
  'Frank',
  'Gloria',
  'Kevin',
  'Tammy',
  'Raymond',
  'Marisol',
  'Luis',
  'Jean-Guy',
  'Mélanie',
  'Dwayne',
];
const US_LAST = [
  'Kowalski',
  'Henderson',
  'Olson',
  'Martinez',
  'McAllister',
  'Brewer',
  'Nguyen',
  'Sorensen',
  'Whitaker',
  'Delgado',
  'Parrish',
  'Lindqvist',
  'Haskins',
  'Tremblay',
  'Fitzgerald',
  'Yoder',
  'Castellano',
  'Baumgartner',
  'Okafor',
  'Pelletier',
  'Rasmussen',
  'Schaefer',
  'Dubois',
  'Garza',
  'Hollister',
];
const DE_FIRST = [
  'Klaus',
  'Ursula',
  'Jürgen',
  'Monika',
  'Wolfgang',
  'Sabine',
  'Dieter',
  'Heike',
  'Rainer',
  'Brigitte',
  'Thomas',
  'Andrea',
  'Gerhard',
  'Renate',
  'Matthias',
  'Petra',
  'Reto',
  'Urs',
  'Franziska',
  'Günther',
];
const DE_LAST = [
  'Hofmann',
  'Brandstätter',
  'Schneider',
  'Wörle',
  'Kaltenbrunner',
  'Meier',
  'Zimmermann',
  'Gruber',
  'Baumann',
  'Lehmann',
  'Huber',
  'Steiner',
  'Köhler',
  'Pfister',
  'Moser',
  'Wagner',
  'Frei',
  'Egger',
  'Schwarz',
  'Aebischer',
];

export const usName = (rng: Random) =>
  `${rng.pick(US_FIRST)} ${rng.pick(['', '', '', 'A. ', 'J. ', 'L. ', 'R. ', 'M. '])}${rng.pick(US_LAST)}`.replace('  ', ' ');
export const deName = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
/** The American owner abroad, as a German page writes him. */
export const ownerAbroad = (rng: Random) => `${rng.pick(US_FIRST.slice(0, 26))} ${rng.pick(US_LAST)}`;

// ---------------------------------------------------------------- places

export interface State {
  code: string;
  name: string;
  cities: string[];
  /** Sales tax on parts, percent. */
  tax: number;
  zip: () => string;
}
const zip = (rng: Random, lo: number, hi: number) => () => String(rng.int(lo, hi)).padStart(5, '0');
export function states(rng: Random): State[] {
  return [
    {
      code: 'CA',
      name: 'California',
      cities: ['Bakersfield', 'Fresno', 'Riverside', 'Santa Rosa', 'Torrance', 'Modesto'],
      tax: rng.pick([7.25, 7.75, 8.25, 8.75]),
      zip: zip(rng, 90001, 96150),
    },
    { code: 'TX', name: 'Texas', cities: ['Amarillo', 'Waco', 'Tyler', 'Abilene', 'San Marcos', 'Lubbock'], tax: 8.25, zip: zip(rng, 75001, 79999) },
    {
      code: 'FL',
      name: 'Florida',
      cities: ['Ocala', 'Sarasota', 'Lakeland', 'Pensacola', 'Daytona Beach'],
      tax: rng.pick([6, 6.5, 7]),
      zip: zip(rng, 32003, 34997),
    },
    { code: 'NY', name: 'New York', cities: ['Syracuse', 'Binghamton', 'Utica', 'Poughkeepsie', 'Rochester'], tax: 8, zip: zip(rng, 12007, 14925) },
    { code: 'PA', name: 'Pennsylvania', cities: ['Lancaster', 'Hershey', 'Altoona', 'Erie', 'York', 'Carlisle'], tax: 6, zip: zip(rng, 15001, 19640) },
    { code: 'OH', name: 'Ohio', cities: ['Akron', 'Dayton', 'Toledo', 'Mansfield', 'Canton'], tax: rng.pick([6.75, 7, 7.25]), zip: zip(rng, 43001, 45999) },
    { code: 'MI', name: 'Michigan', cities: ['Flint', 'Lansing', 'Saginaw', 'Kalamazoo', 'Pontiac', 'Dearborn'], tax: 6, zip: zip(rng, 48001, 49971) },
    {
      code: 'AZ',
      name: 'Arizona',
      cities: ['Mesa', 'Tucson', 'Prescott', 'Scottsdale', 'Flagstaff'],
      tax: rng.pick([8.1, 8.6, 8.3]),
      zip: zip(rng, 85001, 86556),
    },
    {
      code: 'WA',
      name: 'Washington',
      cities: ['Spokane', 'Yakima', 'Tacoma', 'Bellingham', 'Olympia'],
      tax: rng.pick([8.6, 8.9, 9.2]),
      zip: zip(rng, 98001, 99403),
    },
  ];
}
export const pickState = (rng: Random, codes?: string[]) => {
  const all = states(rng);
  return rng.pick(codes ? all.filter((s) => codes.includes(s.code)) : all);
};

export const STREETS = [
  'Main St',
  'Industrial Pkwy',
  'Route 9',
  'N. Highway 75',
  'E. Grand River Ave',
  'Commerce Dr',
  'W. Broadway',
  'Frontage Rd',
  'Mill St',
  'S. State St',
  'Old Post Rd',
  'Airport Blvd',
];
export const street = (rng: Random) => `${rng.int(12, 9870)} ${rng.pick(STREETS)}`;
export const phone = (rng: Random) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;

export const DE_STREETS = ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Gewerbering', 'Am Kreuzweg', 'Landstraße', 'Mühlweg', 'Römerstraße'];
export const deStreet = (rng: Random) => `${rng.pick(DE_STREETS)} ${rng.int(1, 148)}`;

// ---------------------------------------------------------------- cars

export interface Car {
  year: number;
  make: string;
  model: string;
  body: string;
  vin: string;
  color: string;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_VAL: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODE = 'BCDEFGHJKLMNPRSTVWXY123456789ABCDEFGHJKLMNPRSTV'; // 1981 …
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(VIN_CHARS.split(''))).join('');

/** A 17-character VIN with its check digit (1981 on). */
export function vin17(rng: Random, wmi: string, year: number): string {
  const vds = (letters(rng, 2) + digits(rng, 2) + letters(rng, 1)).slice(0, 5);
  const chars = (wmi + vds + '0' + YEAR_CODE[year - 1981] + letters(rng, 1) + digits(rng, 6)).split('');
  const total = chars.reduce((s, c, i) => s + (/\d/.test(c) ? Number(c) : VIN_VAL[c]) * VIN_W[i], 0);
  chars[8] = total % 11 === 10 ? 'X' : String(total % 11);
  return chars.join('');
}

interface Model {
  make: string;
  model: string;
  body: string;
  from: number;
  to: number;
  wmi: string;
  /** Serial before 1981. */
  old: (rng: Random, year: number) => string;
}
const y1 = (year: number) => String(year).slice(3);
const US_MODELS: Model[] = [
  {
    make: 'Chevrolet',
    model: 'Camaro',
    body: '2D Coupe',
    from: 1967,
    to: 1992,
    wmi: '1G1',
    old: (rng, y) => `1243${rng.pick(['7', '8'])}${y1(y)}N${digits(rng, 6)}`,
  },
  {
    make: 'Chevrolet',
    model: 'Chevelle Malibu',
    body: '2D HT',
    from: 1966,
    to: 1977,
    wmi: '1G1',
    old: (rng, y) => `136${rng.pick(['37', '67'])}${y1(y)}${rng.pick(['A', 'B', 'K'])}${digits(rng, 6)}`,
  },
  {
    make: 'Chevrolet',
    model: 'C10 Pickup',
    body: 'PU',
    from: 1967,
    to: 1987,
    wmi: '1GC',
    old: (rng, y) => `CE14${rng.pick(['3', '4'])}${y1(y)}${rng.pick(['F', 'S', 'Z'])}${digits(rng, 6)}`,
  },
  {
    make: 'Ford',
    model: 'Mustang',
    body: '2D Fastback',
    from: 1965,
    to: 1993,
    wmi: '1FA',
    old: (rng, y) => `${y1(y)}${rng.pick(['F', 'T', 'R'])}0${rng.pick(['2', '3', '1'])}${rng.pick(['C', 'F', 'M', 'A'])}${digits(rng, 6)}`,
  },
  {
    make: 'Ford',
    model: 'F-100 Ranger',
    body: 'PU',
    from: 1967,
    to: 1983,
    wmi: '1FT',
    old: (rng) => `F10Y${rng.pick(['K', 'L', 'R'])}${letters(rng, 1)}${digits(rng, 5)}`,
  },
  {
    make: 'Pontiac',
    model: 'Firebird Formula',
    body: '2D Coupe',
    from: 1970,
    to: 1981,
    wmi: '1G2',
    old: (rng, y) => `2U87${rng.pick(['W', 'Z', 'S'])}${y1(y)}N${digits(rng, 6)}`,
  },
  {
    make: 'Dodge',
    model: 'Charger',
    body: '2D HT',
    from: 1968,
    to: 1974,
    wmi: '1B3',
    old: (rng, y) => `XS29${rng.pick(['G', 'L', 'N'])}${y1(y)}B${digits(rng, 6)}`,
  },
  {
    make: 'Plymouth',
    model: 'Road Runner',
    body: '2D Coupe',
    from: 1968,
    to: 1974,
    wmi: '1P3',
    old: (rng, y) => `RM21${rng.pick(['H', 'N', 'V'])}${y1(y)}G${digits(rng, 6)}`,
  },
  {
    make: 'Oldsmobile',
    model: 'Cutlass Supreme',
    body: '2D Coupe',
    from: 1968,
    to: 1988,
    wmi: '1G3',
    old: (rng, y) => `3J57${rng.pick(['K', 'R'])}${y1(y)}M${digits(rng, 6)}`,
  },
  { make: 'Cadillac', model: 'Eldorado', body: '2D Conv', from: 1967, to: 1985, wmi: '1G6', old: (rng, y) => `6L67S${y1(y)}Q${digits(rng, 6)}` },
  { make: 'Jeep', model: 'CJ-7', body: 'Utility', from: 1976, to: 1986, wmi: '1JC', old: (rng, y) => `J${y1(y)}M93EH${digits(rng, 6)}` },
  { make: 'Buick', model: 'Grand National', body: '2D Coupe', from: 1984, to: 1987, wmi: '1G4', old: (rng) => digits(rng, 8) },
  {
    make: 'Chevrolet',
    model: 'Corvette',
    body: '2D Coupe',
    from: 1968,
    to: 1996,
    wmi: '1G1',
    old: (rng, y) => `1943${rng.pick(['7', '3'])}${y1(y)}S4${digits(rng, 5)}`,
  },
  { make: 'Lincoln', model: 'Continental Mark V', body: '2D Coupe', from: 1977, to: 1979, wmi: '1LN', old: (rng, y) => `${y1(y)}Y89S${digits(rng, 6)}` },
  {
    make: 'AMC',
    model: 'Javelin',
    body: '2D HT',
    from: 1968,
    to: 1974,
    wmi: '1AM',
    old: (rng, y) => `A${y1(y)}C79${rng.pick(['H', 'N', 'P'])}${digits(rng, 6)}`,
  },
  { make: 'Datsun', model: '280Z', body: '2D Coupe', from: 1975, to: 1978, wmi: 'JN1', old: (rng) => `HLS30-${digits(rng, 6)}` },
  { make: 'Volkswagen', model: 'Beetle Convertible', body: 'Conv', from: 1968, to: 1979, wmi: 'WVW', old: (rng, y) => `15${y1(y)}${digits(rng, 7)}` },
];
const COLORS_EN = ['Red', 'Black', 'White', 'Blue', 'Burgundy', 'Silver', 'Green', 'Yellow', 'Orange', 'Brown', 'Gold', 'Maroon'];

/** A North American collector car, built at latest in `maxYear`. */
export function usCar(rng: Random, maxYear = 1995, pool: Model[] = US_MODELS): Car {
  const fit = pool.filter((x) => x.from <= maxYear);
  const mdl = rng.pick(fit.length ? fit : pool);
  const year = rng.int(mdl.from, Math.min(mdl.to, maxYear));
  const vin = year >= 1981 ? vin17(rng, mdl.wmi, year) : mdl.old(rng, year);
  return { year, make: mdl.make, model: mdl.model, body: mdl.body, vin, color: rng.pick(COLORS_EN) };
}

const EU_MODELS: Model[] = [
  {
    make: 'Mercedes-Benz',
    model: '280 SL',
    body: 'Roadster',
    from: 1968,
    to: 1971,
    wmi: 'WDB',
    old: (rng) => `113044${rng.pick(['10', '12'])}0${digits(rng, 5)}`,
  },
  { make: 'Mercedes-Benz', model: '450 SLC', body: 'Coupé', from: 1972, to: 1980, wmi: 'WDB', old: (rng) => `10702412${digits(rng, 6)}` },
  { make: 'Mercedes-Benz', model: '300 E', body: 'Limousine', from: 1985, to: 1995, wmi: 'WDB', old: (rng) => digits(rng, 14) },
  { make: 'Porsche', model: '911 T', body: 'Coupé', from: 1968, to: 1973, wmi: 'WP0', old: (rng, y) => `911${y1(y)}10${digits(rng, 4)}` },
  { make: 'Porsche', model: '911 Carrera 3.2', body: 'Targa', from: 1984, to: 1989, wmi: 'WP0', old: (rng) => digits(rng, 10) },
  { make: 'Volkswagen', model: 'Käfer 1303', body: 'Cabriolet', from: 1972, to: 1980, wmi: 'WVW', old: (rng, y) => `15${y1(y)}${digits(rng, 7)}` },
  { make: 'Volkswagen', model: 'T2 Bus', body: 'Kombi', from: 1968, to: 1979, wmi: 'WV2', old: (rng, y) => `22${y1(y)}${digits(rng, 7)}` },
  { make: 'BMW', model: '2002', body: 'Limousine', from: 1968, to: 1976, wmi: 'WBA', old: (rng) => `${rng.pick(['16', '26', '27'])}${digits(rng, 5)}` },
  { make: 'BMW', model: '635 CSi', body: 'Coupé', from: 1978, to: 1989, wmi: 'WBA', old: (rng) => `54${digits(rng, 5)}` },
  { make: 'Opel', model: 'GT 1900', body: 'Coupé', from: 1968, to: 1973, wmi: 'W0L', old: (rng) => `94${digits(rng, 7)}` },
  {
    make: 'Ford',
    model: 'Mustang',
    body: 'Coupé',
    from: 1965,
    to: 1973,
    wmi: '1FA',
    old: (rng, y) => `${y1(y)}F01${rng.pick(['C', 'F', 'M'])}${digits(rng, 6)}`,
  },
  { make: 'Chevrolet', model: 'Corvette C3', body: 'Coupé', from: 1968, to: 1982, wmi: '1G1', old: (rng, y) => `19437${y1(y)}S4${digits(rng, 5)}` },
  { make: 'Alfa Romeo', model: 'Spider 2000', body: 'Spider', from: 1971, to: 1989, wmi: 'ZAR', old: (rng) => `AR${digits(rng, 7)}` },
];
export const COLORS_DE = ['rot', 'schwarz', 'weiß', 'blau', 'silber', 'grün', 'gelb', 'orange', 'beige', 'elfenbein', 'dunkelblau'];

/** A car in Germany, Austria or Switzerland (European or an imported American one). */
export function euCar(rng: Random, maxYear = 1995): Car {
  const fit = EU_MODELS.filter((x) => x.from <= maxYear);
  const mdl = rng.pick(fit.length ? fit : EU_MODELS);
  const year = rng.int(mdl.from, Math.min(mdl.to, maxYear));
  const vin = year >= 1981 ? vin17(rng, mdl.wmi, year) : mdl.old(rng, year);
  return { year, make: mdl.make, model: mdl.model, body: mdl.body, vin, color: rng.pick(COLORS_DE) };
}

// ---------------------------------------------------------------- plates

export function usPlate(rng: Random, st: string, year: number): string {
  const L = (n: number) => letters(rng, n).replace(/[IOQ]/g, 'X');
  const D = (n: number) => digits(rng, n);
  if (year < 1980) return rng.pick([`${L(3)} ${D(3)}`, `${D(3)} ${L(3)}`, `${L(2)} ${D(4)}`]);
  switch (st) {
    case 'CA':
      return `${rng.int(1, 8)}${L(3)}${D(3)}`;
    case 'TX':
    case 'NY':
    case 'PA':
      return `${L(3)}-${D(4)}`;
    case 'FL':
      return `${L(3)} ${L(1)}${D(2)}`;
    case 'OH':
      return `${L(3)} ${D(4)}`;
    case 'MI':
      return `${L(3)} ${D(3)}`;
    default:
      return `${L(3)}${D(4)}`;
  }
}

/** A German plate; `h` for the historic H suffix. */
export function dePlate(rng: Random, h = false): string {
  const city = rng.pick(['M', 'S', 'KA', 'HD', 'F', 'KL', 'WI', 'N', 'A', 'RO', 'GAP', 'LÖ']);
  return `${city}-${letters(rng, rng.int(1, 2)).replace(/[IOQ]/g, 'K')} ${rng.int(1, 999)}${h ? 'H' : ''}`;
}
export const chPlate = (rng: Random) => `${rng.pick(['ZH', 'BE', 'LU', 'SG', 'GR', 'AG', 'TG', 'BS'])} ${rng.int(1000, 599999)}`;
export const atPlate = (rng: Random) =>
  `${rng.pick(['W', 'S', 'I', 'G', 'L', 'KB', 'SZ', 'BZ'])}-${rng.int(10, 9999)} ${letters(rng, rng.int(1, 2)).replace(/[IOQ]/g, 'T')}`;

export { digits, letters };

// ---------------------------------------------------------------- page helpers

/** Label over value inside a box (the pre-printed form's field). */
export function field(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  opts: { size?: number; serif?: boolean; bold?: boolean } = {},
) {
  p.box(x, y, w, h);
  p.text(x + 3, label, { y: y + 8, size: 6 });
  // Tall fields carry the value under the label and leave room for a second line at the foot.
  if (value) p.text(x + 4, value, { y: h >= 40 ? y + 22 : y + h - 5, size: opts.size ?? 9.5, serif: opts.serif, bold: opts.bold });
}

/** Label and value on one line, value right-aligned at `xr`. */
export function sumLine(p: PageBuilder, xl: number, xr: number, label: string, value: string, opts: { bold?: boolean; size?: number; serif?: boolean } = {}) {
  p.text(xl, label, { size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  p.text(xr, value, { size: opts.size ?? 9, bold: opts.bold, serif: opts.serif, align: 'right' });
  p.down((opts.size ?? 9) + 4);
}

/** Money lines: a label/price list whose total is returned. */
export interface Line {
  text: string;
  qty?: number;
  unit?: number;
  amount: number;
  code?: string;
}
export const lineSum = (ls: Line[]) => r2(ls.reduce((a, l) => a + l.amount, 0));
export function lines(rng: Random, pool: [string, number, number][], n: number, qtyOf?: (t: string) => number): Line[] {
  return rng.some(pool, n).map(([text, lo, hi]) => {
    const qty = qtyOf ? qtyOf(text) : 1;
    const unit = price(rng, lo, hi);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}
