/**
 * The unseen-bc author's own small kit: people, places, cars and their numbers, money as the page prints it, and a
 * rubber stamp. Every family still chooses its own layout and wording.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';
import { num, r2, type NumStyle } from '../paper-kit';

export * from '../paper-kit';

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Helmut',
  'Wolfgang',
  'Sabine',
  'Petra',
  'Dieter',
  'Manfred',
  'Ute',
  'Rainer',
  'Monika',
  'Hans-Peter',
  'Gerhard',
  'Birgit',
  'Thomas',
  'Andrea',
  'Uwe',
  'Karin',
  'Stefan',
  'Heike',
  'Jens',
  'Annette',
];
export const DE_LAST = [
  'Brandl',
  'Kessler',
  'Wagner',
  'Reimann',
  'Hauser',
  'Lindner',
  'Pfeiffer',
  'Vogt',
  'Ebner',
  'Gruber',
  'Steinbach',
  'Albrecht',
  'Maurer',
  'Seidl',
  'Huber',
  'Kuhn',
  'Schöller',
  'Winkler',
  'Roth',
  'Haas',
  'Lehner',
  'Bauer',
];
export const EN_FIRST = [
  'David',
  'Margaret',
  'Robert',
  'Susan',
  'Graham',
  'Patricia',
  'Ian',
  'Linda',
  'Michael',
  'Karen',
  'Stephen',
  'Gillian',
  'Brian',
  'Nancy',
  'Colin',
  'Donna',
  'Kevin',
  'Siobhan',
  'Declan',
  'Gary',
  'Dennis',
  'Carol',
];
export const EN_LAST = [
  'Whitfield',
  'Holloway',
  'Brennan',
  'Pearson',
  'Dawson',
  'McCarthy',
  'Thornton',
  'Fletcher',
  'Gallagher',
  'Hughes',
  'Kowalski',
  'Russo',
  'Donnelly',
  'Barker',
  'Hendricks',
  'Sutcliffe',
  'Murphy',
  'Ellison',
  'Pratt',
  'Nolan',
  'Caldwell',
  'Osborne',
];

export const person = (rng: Random, lang: 'de' | 'en') =>
  lang === 'de' ? `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}` : `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

export interface Place {
  zip: string;
  town: string;
  plate: string;
}
export const DE_TOWNS: Place[] = [
  { zip: '82041', town: 'Oberhaching', plate: 'M' },
  { zip: '71634', town: 'Ludwigsburg', plate: 'LB' },
  { zip: '48155', town: 'Münster', plate: 'MS' },
  { zip: '24937', town: 'Flensburg', plate: 'FL' },
  { zip: '90459', town: 'Nürnberg', plate: 'N' },
  { zip: '33602', town: 'Bielefeld', plate: 'BI' },
  { zip: '56068', town: 'Koblenz', plate: 'KO' },
  { zip: '79098', town: 'Freiburg', plate: 'FR' },
  { zip: '30159', town: 'Hannover', plate: 'H' },
  { zip: '97070', town: 'Würzburg', plate: 'WÜ' },
  { zip: '45127', town: 'Essen', plate: 'E' },
  { zip: '21335', town: 'Lüneburg', plate: 'LG' },
];
export const AT_TOWNS: Place[] = [
  { zip: '5020', town: 'Salzburg', plate: 'S' },
  { zip: '4020', town: 'Linz', plate: 'L' },
  { zip: '8010', town: 'Graz', plate: 'G' },
  { zip: '6020', town: 'Innsbruck', plate: 'I' },
  { zip: '3100', town: 'St. Pölten', plate: 'P' },
  { zip: '9020', town: 'Klagenfurt', plate: 'K' },
  { zip: '2700', town: 'Wiener Neustadt', plate: 'WN' },
  { zip: '4600', town: 'Wels', plate: 'WE' },
];
export const DE_STREETS = [
  'Industriestraße',
  'Am Gewerbepark',
  'Hauptstraße',
  'Lindenweg',
  'Bahnhofstraße',
  'Mühlenweg',
  'Dieselstraße',
  'Ringstraße',
  'Im Riedfeld',
  'Gutenbergstraße',
];
export const AT_STREETS = ['Gewerbestraße', 'Linzer Straße', 'Bundesstraße', 'Fabriksgasse', 'Wiener Straße', 'Mühlgasse', 'Am Anger'];
export const UK_TOWNS = [
  ['Banbury', 'OX16'],
  ['Malton', 'YO17'],
  ['Kidderminster', 'DY10'],
  ['Tonbridge', 'TN9'],
  ['Kendal', 'LA9'],
  ['Newbury', 'RG14'],
  ['Ludlow', 'SY8'],
  ['Stamford', 'PE9'],
  ['Wrexham', 'LL13'],
  ['Bury St Edmunds', 'IP33'],
] as const;
export const UK_STREETS = [
  'Station Road',
  'Mill Lane',
  'Unit 4, Brookside Industrial Estate',
  'The Old Forge, High Street',
  'Church Lane',
  'Long Barn, Manor Farm',
  'Units 7-9, Riverside Park',
];
export const US_TOWNS = [
  ['Hershey', 'PA', '17033'],
  ['Saratoga Springs', 'NY', '12866'],
  ['Stowe', 'VT', '05672'],
  ['Traverse City', 'MI', '49684'],
  ['Lancaster', 'OH', '43130'],
  ['Bozeman', 'MT', '59715'],
  ['Elkhart', 'IN', '46514'],
  ['Concord', 'NH', '03301'],
  ['Mystic', 'CT', '06355'],
  ['Door County', 'WI', '54235'],
  ['Rockford', 'IL', '61101'],
] as const;
export const US_STREETS = [
  '1420 Industrial Pkwy',
  '88 Mill Street',
  '5150 County Road 12',
  '301 Commerce Dr',
  '27 Old Barn Rd',
  '960 Route 9',
  '4412 Airport Rd',
];
export const IE_TOWNS = [
  'Naas, Co. Kildare',
  'Ennis, Co. Clare',
  'Mallow, Co. Cork',
  'Tullamore, Co. Offaly',
  'Castlebar, Co. Mayo',
  'Navan, Co. Meath',
  'Carlow',
  'Wexford',
];

export interface Car {
  make: string;
  model: string;
  year: number;
}
const DE_CARS: [string, string, number, number][] = [
  ['Mercedes-Benz', '280 SL (W113)', 1968, 1971],
  ['Mercedes-Benz', '230 E (W123)', 1980, 1985],
  ['Mercedes-Benz', '500 SL (R107)', 1980, 1989],
  ['Porsche', '911 SC', 1978, 1983],
  ['Porsche', '924', 1976, 1985],
  ['BMW', '2002 tii', 1971, 1975],
  ['BMW', '635 CSi', 1978, 1989],
  ['VW', 'Käfer 1303 Cabriolet', 1973, 1979],
  ['VW', 'Golf I GTI', 1976, 1983],
  ['Opel', 'GT 1900', 1968, 1973],
  ['Opel', 'Manta A', 1970, 1975],
  ['Audi', 'quattro', 1981, 1990],
  ['Ford', 'Capri 2.8i', 1981, 1986],
  ['Alfa Romeo', 'Spider 2.0', 1975, 1990],
  ['Mercedes-Benz', '190 E 2.3-16', 1984, 1988],
];
const EN_CARS: [string, string, number, number][] = [
  ['MG', 'MGB Roadster', 1968, 1980],
  ['Triumph', 'TR6', 1969, 1976],
  ['Jaguar', 'E-Type Series 2', 1969, 1971],
  ['Jaguar', 'XJ-S V12', 1976, 1990],
  ['Austin-Healey', '3000 Mk III', 1964, 1967],
  ['Land Rover', 'Series III 88', 1972, 1984],
  ['Ford', 'Escort RS2000', 1976, 1980],
  ['Chevrolet', 'Corvette Stingray', 1969, 1976],
  ['Ford', 'Mustang Convertible', 1965, 1973],
  ['Porsche', '356 C', 1964, 1965],
  ['Mercedes-Benz', '450 SL', 1973, 1980],
  ['Datsun', '240Z', 1970, 1973],
  ['Volvo', 'P1800 ES', 1972, 1973],
  ['Lotus', 'Elan Sprint', 1971, 1973],
  ['Chevrolet', 'Bel Air', 1955, 1957],
];
/** A car old enough for the document's date (built before it). */
export function car(rng: Random, lang: 'de' | 'en', before: number): Car {
  const pool = (lang === 'de' ? DE_CARS : EN_CARS).filter((c) => c[2] < before);
  const [make, model, a, b] = rng.pick(pool.length ? pool : lang === 'de' ? DE_CARS : EN_CARS);
  return { make, model, year: rng.int(a, Math.min(b, before - 1)) };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
/** A chassis number of the car's era: 17 characters from 1981 on, a maker's own shorter number before. */
export function vin(rng: Random, c: Car): string {
  if (c.year >= 1981) {
    const wmi =
      {
        'Mercedes-Benz': 'WDB',
        Porsche: 'WP0',
        BMW: 'WBA',
        VW: 'WVW',
        Opel: 'W0L',
        Audi: 'WAU',
        Ford: 'WF0',
        'Alfa Romeo': 'ZAR',
        Jaguar: 'SAJ',
        Chevrolet: '1G1',
        'Land Rover': 'SAL',
      }[c.make] ?? 'WDB';
    const mid = Array.from({ length: 6 }, () => rng.pick(VIN_CHARS.slice(0, 23).split(''))).join('');
    const yr = 'BCDEFGHJKLMNPRSTVWXY'[Math.max(0, c.year - 1981) % 20];
    return `${wmi}${mid}${rng.int(0, 9)}${yr}${rng.pick(['A', 'B', 'E', '0', '1'])}${digits(rng, 6)}`;
  }
  switch (c.make) {
    case 'Mercedes-Benz':
      return `${rng.pick(['113044', '107044', '123020', '107043'])}12${digits(rng, 6)}`;
    case 'Porsche':
      return `${rng.pick(['91', '92'])}${digits(rng, 8)}`;
    case 'BMW':
      return digits(rng, 7);
    case 'VW':
      return `${rng.pick(['15', '11', '17'])}${digits(rng, 8)}`;
    case 'MG':
      return `GHN5${rng.pick(['UG', 'UH', 'UJ'])}${digits(rng, 6)}G`;
    case 'Triumph':
      return `CP${digits(rng, 5)}O`;
    case 'Jaguar':
      return `1R${digits(rng, 4)}`;
    case 'Chevrolet':
      return `194${digits(rng, 2)}${rng.pick(['S', 'L', 'N'])}${digits(rng, 6)}`;
    case 'Ford':
      return `${rng.int(5, 3 + 6)}F${rng.pick(['03', '08'])}${rng.pick(['F', 'K', 'T'])}${digits(rng, 6)}`;
    case 'Datsun':
      return `HLS30${digits(rng, 5)}`;
    default:
      return `${rng.pick(['A', 'B', 'H', 'P'])}${digits(rng, 7)}`;
  }
}

/** A German or Austrian number plate. */
export function plateDE(rng: Random, prefix: string, suffix = ''): string {
  const letters = 'ABCDEFGHKLMNPRSTVWXZ';
  const l = Array.from({ length: rng.int(1, 2) }, () => rng.pick(letters.split(''))).join('');
  return `${prefix}-${l} ${rng.int(1, 999)}${suffix}`;
}
export function plateAT(rng: Random, prefix: string): string {
  return `${prefix}-${rng.int(100, 99999)}${rng.pick(['A', 'B', 'C', 'F', 'K', 'M', 'T', 'X'])}`;
}
export function plateUK(rng: Random, year: number): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXY'.split('');
  const three = () => `${rng.pick(L)}${rng.pick(L)}${rng.pick(L)}`;
  if (year < 1983) return `${three()} ${rng.int(10, 999)}${rng.pick(['G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V'])}`;
  return `${three()} ${rng.int(100, 999)}${rng.pick(['H', 'K', 'L', 'M', 'N', 'P'])}`;
}

/** Money with a currency sign, as a family prints it. */
export function money(n: number, style: NumStyle, cur: string, after = false): string {
  const v = num(n, style);
  if (!cur) return v;
  return after ? `${v} ${cur}` : `${cur}${/^[A-Z]/.test(cur) ? ' ' : ''}${v}`;
}

/** net → VAT and gross, the way an invoice does it. */
export function vat(net: number, rate: number) {
  const tax = r2((net * rate) / 100);
  return { net: r2(net), tax, gross: r2(net + tax) };
}

/** A rubber stamp: a box with a few lines, placed at (x, y), width w. */
export function stamp(p: PageBuilder, x: number, y: number, w: number, lines: string[], size = 8) {
  const h = lines.length * (size + 3) + 8;
  p.box(x, y, w, h);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 4 + (i + 1) * (size + 3) - 2, size, align: 'center', bold: i === 0 }));
  return y + h;
}

/** A round-ish mileage for an old car. */
export const mileage = (rng: Random, min = 18000, max = 240000) => rng.int(min, max);
export const grp = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

const ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function under100(n: number): string {
  if (n < 20) return ONES[n];
  const o = n % 10;
  return `${o ? `${ONES[o]}und` : ''}${TENS[Math.floor(n / 10)]}`;
}
function under1000(n: number): string {
  const h = Math.floor(n / 100);
  return `${h ? `${ONES[h]}hundert` : ''}${under100(n % 100)}`;
}
/** A whole amount in German words, as written on a Quittung or a Kaufvertrag ("achtzehntausendfünfhundert"). */
export function wordsDE(n: number): string {
  const t = Math.floor(n / 1000);
  const rest = n % 1000;
  const s = `${t ? `${t === 1 ? 'ein' : under1000(t)}tausend` : ''}${under1000(rest)}`;
  return s || 'null';
}

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function enUnder1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const tail = r < 20 ? EN_ONES[r] : `${EN_TENS[Math.floor(r / 10)]}${r % 10 ? `-${EN_ONES[r % 10]}` : ''}`;
  return [h ? `${EN_ONES[h]} hundred` : '', tail].filter(Boolean).join(' and ');
}
/** A whole amount in English words ("eighteen thousand five hundred"). */
export function wordsEN(n: number): string {
  const t = Math.floor(n / 1000);
  const rest = n % 1000;
  return [t ? `${enUnder1000(t)} thousand` : '', rest ? enUnder1000(rest) : ''].filter(Boolean).join(' ') || 'nil';
}

const WOMEN = new Set([
  'Sabine',
  'Petra',
  'Ute',
  'Monika',
  'Birgit',
  'Andrea',
  'Karin',
  'Heike',
  'Annette',
  'Margaret',
  'Susan',
  'Patricia',
  'Linda',
  'Karen',
  'Gillian',
  'Nancy',
  'Donna',
  'Siobhan',
  'Carol',
]);
/** "Herrn"/"Frau" (or "Mr"/"Mrs") as the name's first name calls for. */
export const anrede = (name: string, lang: 'de' | 'en') => {
  const w = WOMEN.has(name.split(' ')[0]);
  return lang === 'de' ? (w ? 'Frau' : 'Herrn') : w ? 'Mrs' : 'Mr';
};

const PRICE_BANDS: [RegExp, number, number][] = [
  [/batter(y|ie).*(maint|tender|charg)|ladeger|maintainer|tender/i, 30, 80],
  [/batter/i, 60, 160],
  [/reifen|tyre|tire/i, 60, 180],
  [/(oil|öl).*(5 ?l|5 ltr|4 ltr)/i, 28, 60],
  [/filter/i, 6, 25],
  [/motoröl|motor oil|engine oil|oil 10w|öl/i, 6, 16],
  [/fluid|flüssigkeit/i, 8, 18],
  [/plug|kerze/i, 3, 9],
  [/hose|schlauch/i, 12, 35],
  [/cylinder|zylinder/i, 25, 80],
  [/dichtsatz|membran|contact|kit/i, 8, 45],
  [/belt|riemen/i, 8, 25],
  [/stabili|fogging|wax|wachs|frostschutz|anti-freeze|cleaner/i, 6, 18],
];
/** A unit price that suits the part (today's euro or pound; `scale` for other currencies and eras). */
export function partPrice(rng: Random, name: string, scale = 1): number {
  const band = PRICE_BANDS.find(([re]) => re.test(name));
  const [lo, hi] = band ? [band[1], band[2]] : [8, 60];
  return r2((rng.int(lo * 100, hi * 100) / 100) * scale);
}

/** Some of the lines (each kept with a chance of 0.6), at least the first `min` if too few were kept. */
export const pickSome = <T>(rng: Random, xs: T[], min: number): T[] => {
  const keep = xs.filter(() => rng.chance(0.6));
  return keep.length >= min ? keep : xs.slice(0, min);
};
export const ukAddr = (rng: Random) => {
  const [t, pc] = rng.pick(UK_TOWNS);
  return { line: rng.pick(UK_STREETS), town: t, pc: `${pc} ${rng.int(1, 9)}${rng.pick(['AB', 'HT', 'QP', 'LW', 'EN', 'RX'])}` };
};
export const usAddr = (rng: Random) => {
  const [t, st, zip] = rng.pick(US_TOWNS);
  return { line: rng.pick(US_STREETS), town: t, st, zip };
};
