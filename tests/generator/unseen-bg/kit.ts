/**
 * The unseen-bg author's own kit: British classics and their owners on both sides of the Irish Sea and in the German-
 * speaking countries — cars with their chassis numbers and plates of the era, names, towns, and a few printing helpers
 * (money, an invoice's lines) that the families share. Every choice is drawn from the family's own stream.
 */
import type { PageBuilder } from '../page';
import { type NumStyle, num, r2 } from '../paper-kit';
import type { Random } from '../random';

export interface Car {
  make: string;
  model: string;
  year: number;
  chassis: string;
  engine: string;
  colour: string;
  cc: number;
}

const letters = 'ABCDEFGHJKLMNPRSTVWXY';
const L = (rng: Random, n: number) => Array.from({ length: n }, () => letters[rng.int(0, letters.length - 1)]).join('');
const D = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

const MODELS: { make: string; model: string; from: number; to: number; cc: number; chassis: (rng: Random, y: number) => string }[] = [
  { make: 'MG', model: 'MGB GT', from: 1966, to: 1980, cc: 1798, chassis: (rng) => `GHD5UL${rng.int(100000, 520000)}G` },
  { make: 'MG', model: 'MGB Roadster', from: 1963, to: 1980, cc: 1798, chassis: (rng) => `GHN5UL${rng.int(100000, 520000)}G` },
  { make: 'MG', model: 'Midget 1500', from: 1975, to: 1979, cc: 1493, chassis: (rng) => `GAN6UG${rng.int(154000, 229000)}G` },
  { make: 'Triumph', model: 'TR6', from: 1969, to: 1976, cc: 2498, chassis: (rng) => `CR${rng.int(1000, 9999)}${rng.pick(['', 'O', 'U'])}` },
  { make: 'Triumph', model: 'Spitfire 1500', from: 1974, to: 1980, cc: 1493, chassis: (rng) => `FH${rng.int(10000, 99999)}U` },
  { make: 'Triumph', model: 'Stag', from: 1970, to: 1977, cc: 2997, chassis: (rng) => `LD${rng.int(1000, 42000)}` },
  { make: 'Jaguar', model: 'E-Type 4.2 FHC', from: 1965, to: 1970, cc: 4235, chassis: (rng) => `1E${rng.int(20001, 35000)}` },
  { make: 'Jaguar', model: 'XJ6 Series II', from: 1974, to: 1979, cc: 4235, chassis: (rng) => `2T${rng.int(10000, 99999)}${rng.pick(['BW', 'DN', 'SA'])}` },
  {
    make: 'Jaguar',
    model: 'XJS 5.3 HE',
    from: 1982,
    to: 1990,
    cc: 5343,
    chassis: (rng) => `SAJJNAEW3${rng.pick(['C', 'D', 'E', 'F'])}C${rng.int(100000, 169000)}`,
  },
  {
    make: 'Jaguar',
    model: 'Mk2 3.8',
    from: 1960,
    to: 1967,
    cc: 3781,
    chassis: (rng) => `${rng.pick(['P', ''])}2${rng.int(10000, 34000)}${rng.pick(['DN', 'BW'])}`,
  },
  { make: 'Austin', model: 'Mini Cooper S', from: 1964, to: 1971, cc: 1275, chassis: (rng) => `CA2S7${rng.int(500000, 999999)}` },
  { make: 'Rover', model: 'Mini Cooper 1.3i', from: 1991, to: 2000, cc: 1275, chassis: (rng) => `SAXXNNAYC${rng.pick(['B', 'D'])}D${rng.int(100000, 199999)}` },
  {
    make: 'Land Rover',
    model: 'Series III 88',
    from: 1972,
    to: 1984,
    cc: 2286,
    chassis: (rng) => `${rng.int(901, 909)}${rng.int(10000, 99999)}${rng.pick(['A', 'B', 'C', 'D'])}`,
  },
  {
    make: 'Land Rover',
    model: 'Defender 90 Tdi',
    from: 1991,
    to: 1998,
    cc: 2495,
    chassis: (rng) => `SALLDVAF7${rng.pick(['G', 'H', 'J'])}A${rng.int(900000, 999999)}`,
  },
  {
    make: 'Rover',
    model: 'P6 3500 S',
    from: 1971,
    to: 1977,
    cc: 3528,
    chassis: (rng) => `${rng.int(4, 4)}${rng.pick(['3', '5'])}${rng.int(100000, 99999 + 100000)}${rng.pick(['A', 'B', 'C'])}`,
  },
  { make: 'Austin-Healey', model: '3000 Mk III', from: 1964, to: 1967, cc: 2912, chassis: (rng) => `HBJ8L${rng.int(25000, 43000)}` },
  { make: 'Lotus', model: 'Elan S4', from: 1968, to: 1971, cc: 1558, chassis: (rng) => `45/${rng.int(6000, 9999)}` },
  { make: 'Morris', model: 'Minor 1000 Traveller', from: 1962, to: 1971, cc: 1098, chassis: (rng) => `MAW5D${rng.int(1000000, 1300000)}M` },
  { make: 'Triumph', model: 'Herald 13/60 Convertible', from: 1967, to: 1971, cc: 1296, chassis: (rng) => `GE${rng.int(10000, 99999)}` },
  { make: 'Bentley', model: 'T1', from: 1966, to: 1977, cc: 6750, chassis: (rng) => `SBH${rng.int(10000, 29999)}` },
  { make: 'Rolls-Royce', model: 'Silver Shadow II', from: 1977, to: 1980, cc: 6750, chassis: (rng) => `SRH${rng.int(30000, 41000)}` },
  { make: 'Ford', model: 'Escort RS2000 Mk2', from: 1976, to: 1980, cc: 1993, chassis: (rng) => `GCATUY${rng.int(10000, 99999)}` },
  { make: 'Ford', model: 'Capri 2.8i', from: 1981, to: 1986, cc: 2792, chassis: (rng) => `WF0ECXGAEC${rng.pick(['F', 'G'])}${rng.int(10000, 99999)}` },
  {
    make: 'Sunbeam',
    model: 'Alpine Series V',
    from: 1965,
    to: 1968,
    cc: 1725,
    chassis: (rng) => `B395${rng.int(100000, 120000)}${rng.pick(['HROFE', 'LRXFE'])}`,
  },
  { make: 'Daimler', model: 'Sovereign 4.2', from: 1973, to: 1979, cc: 4235, chassis: (rng) => `2D${rng.int(1000, 9999)}` },
];

const COLOURS_EN = [
  'British Racing Green',
  'Old English White',
  'Damask Red',
  'Tartan Red',
  'Signal Red',
  'Pimento',
  'Carmine Red',
  'Brooklands Green',
  'Sable',
  'Regency Red',
  'Mineral Blue',
  'Glacier White',
  'Bronze Yellow',
  'Limeflower',
  'Black',
  'Silver Birch',
];
const COLOURS_DE = [
  'British Racing Green',
  'Old English White',
  'rot',
  'dunkelgrün',
  'weiß',
  'blau',
  'schwarz',
  'silber',
  'gelb',
  'bordeauxrot',
  'dunkelblau',
  'beige',
];

/** A British classic of its era with its chassis number and engine number. */
export function car(rng: Random, opts: { lang?: 'en' | 'de'; maxYear?: number; minYear?: number } = {}): Car {
  const pool = MODELS.filter((m) => m.from <= (opts.maxYear ?? 2100) && m.to >= (opts.minYear ?? 0));
  const m = rng.pick(pool.length ? pool : MODELS);
  const year = rng.int(m.from, Math.min(m.to, opts.maxYear ?? m.to));
  return {
    make: m.make,
    model: m.model,
    year,
    chassis: m.chassis(rng, year),
    engine: `${rng.pick(['18V', '29E', 'CP', '7L', 'LE', 'PE', '8G', '12H', '40D'])}${rng.int(1000, 99999)}${rng.pick(['', 'HE', 'L', 'E'])}`,
    colour: rng.pick(opts.lang === 'de' ? COLOURS_DE : COLOURS_EN),
    cc: m.cc,
  };
}

/** A UK registration mark of the car's year (suffix, prefix or current style), as kept with the car. */
export function ukPlate(rng: Random, year: number): string {
  const suffix = 'ABCDEFGHJKLMNPRSTVWXY';
  if (year < 1963) return `${L(rng, 3)} ${rng.int(1, 999)}`;
  if (year < 1983) {
    const idx = Math.max(0, Math.min(suffix.length - 1, year - 1963));
    return `${L(rng, 3)} ${rng.int(1, 999)}${suffix[idx]}`;
  }
  if (year < 2001) {
    const idx = Math.max(0, Math.min(suffix.length - 1, year - 1983));
    return `${suffix[idx]}${rng.int(1, 999)} ${L(rng, 3)}`;
  }
  const age = year % 100;
  return `${L(rng, 2)}${String(rng.chance(0.5) ? age : age + 50).padStart(2, '0')} ${L(rng, 3)}`;
}

/** An Irish registration: old county marks (and ZV for imports) or the 1987– year-county-number style. */
export function iePlate(rng: Random, year: number, opts: { import?: boolean } = {}): string {
  if (opts.import) return `ZV ${rng.int(1, 99999)}`;
  if (year < 1987) return `${rng.pick(['ZI', 'RI', 'KI', 'CI', 'GI', 'LI', 'MI', 'OI', 'WI', 'YI'])} ${rng.int(100, 9999)}`;
  const county = rng.pick(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO', 'KK', 'WW', 'MH']);
  return `${String(year % 100).padStart(2, '0')}-${county}-${rng.int(1, 59999)}`;
}

/** German, Austrian and Swiss plates (historic H plates in Germany). */
export function dePlate(rng: Random, historic = true): string {
  const city = rng.pick(['M', 'HH', 'K', 'S', 'F', 'B', 'HD', 'OS', 'BI', 'RO', 'GAP', 'LB', 'WI', 'MZ', 'FR']);
  return `${city}-${L(rng, rng.int(1, 2))} ${rng.int(1, 999)}${historic ? 'H' : ''}`;
}
export function atPlate(rng: Random): string {
  const d = rng.pick(['W', 'G', 'L', 'S', 'I', 'KL', 'BN', 'VB', 'MD', 'SZ']);
  return rng.chance(0.6) ? `${d}-${rng.int(1000, 99999)}${L(rng, 1)}` : `${d} ${rng.int(10, 999)} ${L(rng, 2)}`;
}
export function chPlate(rng: Random): string {
  return `${rng.pick(['ZH', 'BE', 'LU', 'AG', 'SG', 'TG', 'GR', 'BS', 'ZG', 'SO'])} ${rng.int(1000, 499999)}`;
}

export const UK_FIRST = [
  'David',
  'Peter',
  'John',
  'Graham',
  'Sarah',
  'Alan',
  'Susan',
  'Richard',
  'Colin',
  'Helen',
  'Martin',
  'Keith',
  'Gillian',
  'Nigel',
  'Trevor',
  'Margaret',
  'Ian',
  'Stuart',
];
export const UK_LAST = [
  'Whitworth',
  'Pearce',
  'Barraclough',
  'Hughes',
  'Atkinson',
  'Pritchard',
  'Fenwick',
  'Holloway',
  'Marsh',
  'Thornton',
  'Caldwell',
  'Ashby',
  'Rowntree',
  'Penhaligon',
  'Dobson',
  'Griffiths',
];
export const IE_FIRST = ['Seán', 'Declan', 'Niamh', 'Padraig', 'Aoife', 'Brendan', 'Ciarán', 'Siobhán', 'Liam', 'Gerard', 'Eamon', 'Mairead', 'Dermot', 'Orla'];
export const IE_LAST = [
  'Ó Briain',
  'Fitzgerald',
  'Kavanagh',
  'Moloney',
  'Brennan',
  'Healy',
  'McCarthy',
  'Doyle',
  'Lynch',
  'Byrne',
  'Kinsella',
  'Costello',
  'Daly',
  'Nolan',
];
export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Sabine',
  'Wolfgang',
  'Monika',
  'Thomas',
  'Andreas',
  'Petra',
  'Reinhard',
  'Ute',
  'Stefan',
  'Birgit',
  'Hans-Peter',
  'Gerhard',
  'Ursula',
  'Matthias',
];
export const DE_LAST = [
  'Brandstätter',
  'Hölzl',
  'Wenger',
  'Kübler',
  'Schmid',
  'Oberhuber',
  'Lüthi',
  'Haberl',
  'Reinhardt',
  'Vogt',
  'Gasser',
  'Kessler',
  'Ziegler',
  'Pfister',
  'Amrein',
  'Stockinger',
];

export const person = (rng: Random, who: 'uk' | 'ie' | 'de') => {
  const first = who === 'uk' ? UK_FIRST : who === 'ie' ? IE_FIRST : DE_FIRST;
  const last = who === 'uk' ? UK_LAST : who === 'ie' ? IE_LAST : DE_LAST;
  return `${rng.pick(first)} ${rng.pick(last)}`;
};

export const UK_PLACES: [string, string, string][] = [
  ['Much Wenlock', 'Shropshire', 'TF13 6'],
  ['Chipping Norton', 'Oxfordshire', 'OX7 5'],
  ['Hebden Bridge', 'West Yorkshire', 'HX7 8'],
  ['Keswick', 'Cumbria', 'CA12 4'],
  ['Tenbury Wells', 'Worcestershire', 'WR15 8'],
  ['Launceston', 'Cornwall', 'PL15 7'],
  ['Market Harborough', 'Leicestershire', 'LE16 7'],
  ['Bishops Castle', 'Shropshire', 'SY9 5'],
  ['Malton', 'North Yorkshire', 'YO17 7'],
  ['Wimborne', 'Dorset', 'BH21 1'],
  ['Brecon', 'Powys', 'LD3 7'],
  ['Hexham', 'Northumberland', 'NE46 3'],
];
export const IE_PLACES: [string, string][] = [
  ['Ennis', 'Co. Clare'],
  ['Tullamore', 'Co. Offaly'],
  ['Castlebar', 'Co. Mayo'],
  ['Skibbereen', 'Co. Cork'],
  ['Kilkenny', 'Co. Kilkenny'],
  ['Navan', 'Co. Meath'],
  ['Wicklow', 'Co. Wicklow'],
  ['Listowel', 'Co. Kerry'],
  ['Athlone', 'Co. Westmeath'],
  ['Gorey', 'Co. Wexford'],
];
export const DE_PLACES: [string, string][] = [
  ['80997', 'München'],
  ['50825', 'Köln'],
  ['22525', 'Hamburg'],
  ['70469', 'Stuttgart'],
  ['33609', 'Bielefeld'],
  ['49090', 'Osnabrück'],
  ['65203', 'Wiesbaden'],
  ['79108', 'Freiburg im Breisgau'],
  ['83022', 'Rosenheim'],
  ['69124', 'Heidelberg'],
];
export const AT_PLACES: [string, string][] = [
  ['1230', 'Wien'],
  ['8020', 'Graz'],
  ['4020', 'Linz'],
  ['5020', 'Salzburg'],
  ['6020', 'Innsbruck'],
  ['6850', 'Dornbirn'],
  ['9020', 'Klagenfurt'],
  ['3100', 'St. Pölten'],
];
export const CH_PLACES: [string, string][] = [
  ['8048', 'Zürich'],
  ['3014', 'Bern'],
  ['6010', 'Kriens'],
  ['5400', 'Baden'],
  ['9000', 'St. Gallen'],
  ['8500', 'Frauenfeld'],
  ['7000', 'Chur'],
  ['4053', 'Basel'],
];

/** A street address line. */
export const ukStreet = (rng: Random) =>
  `${rng.int(1, 140)} ${rng.pick(['Station Road', 'High Street', 'Mill Lane', 'Church Street', 'The Green', 'Bridge Street', 'Victoria Road', 'Orchard Close'])}`;
export const ieStreet = (rng: Random) => rng.pick(['Main Street', 'Church Road', 'The Square', 'Bridge Street', 'Abbey Street', 'Market Street', 'New Road']);
export const deStreet = (rng: Random) =>
  `${rng.pick(['Hauptstraße', 'Industriestraße', 'Gewerbering', 'Bahnhofstraße', 'Werkstraße', 'Lindenweg', 'Mühlgasse', 'Dorfstrasse', 'Gewerbestrasse'])} ${rng.int(1, 88)}`;

/** A UK postcode completing the place's outward code. */
export const ukPostcode = (rng: Random, stem: string) => `${stem}${L(rng, 2)}`;

/** An odometer reading that suits a classic (five-drum counters roll over; many show modest figures). */
export const miles = (rng: Random) => rng.int(1200, 98000);

/** Money as a string in a style with an optional currency mark. */
export const m = (n: number, style: NumStyle, cur = '') => `${cur}${num(n, style)}`;

/** A line of an invoice: labour, part, or another charge (MOT fee, sundries, disposal, hire). */
export interface Line {
  desc: string;
  kind: 'labour' | 'part' | 'other';
  qty: number;
  unit: number;
  amount: number;
  code?: string;
}
export const line = (desc: string, kind: Line['kind'], qty: number, unit: number, code?: string): Line => ({
  desc,
  kind,
  qty,
  unit,
  amount: r2(qty * unit),
  code,
});

/** Picks `lo`–`hi` entries of a pool in the pool's order. */
export function someInOrder<T>(rng: Random, pool: readonly T[], lo: number, hi: number): T[] {
  const n = Math.min(pool.length, rng.int(lo, hi));
  const chosen = new Set(
    rng.some(
      pool.map((_, i) => i),
      n,
    ),
  );
  return pool.filter((_, i) => chosen.has(i));
}

/** A price that looks like a price (whole pence, sometimes .95/.50 endings). */
export function price(rng: Random, lo: number, hi: number): number {
  const v = lo + rng.next() * (hi - lo);
  const e = rng.pick([0, 0.5, 0.95, 0.99, -1]);
  return e < 0 ? r2(v) : Math.floor(v) + e;
}

/** Writes `label` at x and `value` right-aligned at rx on one line, then steps down. */
export function sumLine(
  p: PageBuilder,
  x: number,
  rx: number,
  label: string,
  value: string,
  opts: { bold?: boolean; size?: number; serif?: boolean; step?: number } = {},
) {
  p.text(x, label, { size: opts.size ?? 9.5, bold: opts.bold, serif: opts.serif });
  p.text(rx, value, { size: opts.size ?? 9.5, bold: opts.bold, serif: opts.serif, align: 'right' });
  p.down(opts.step ?? 13);
}

export const digits = D;
export const caps = L;

const FEMALE = new Set([
  'Sarah',
  'Susan',
  'Helen',
  'Gillian',
  'Margaret',
  'Niamh',
  'Aoife',
  'Siobhán',
  'Mairead',
  'Orla',
  'Sabine',
  'Monika',
  'Petra',
  'Ute',
  'Birgit',
  'Ursula',
]);
/** The salutation a letter puts before the name: Mr/Mrs (en), Herrn/Frau (de address), Herr/Frau (Swiss address). */
export function salute(name: string, style: 'en' | 'de' | 'ch'): string {
  const f = FEMALE.has(name.split(' ')[0]);
  if (style === 'en') return f ? 'Mrs' : 'Mr';
  if (style === 'de') return f ? 'Frau' : 'Herrn';
  return f ? 'Frau' : 'Herr';
}
