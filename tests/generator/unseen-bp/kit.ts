/**
 * The bp author's kit: youngtimers (1980s–2000s cars now classics), their identification numbers and plates, the
 * people and places of the paper, and the till rows of the chains' software. Built on the shared paper kit.
 */
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
  wmi: string;
  engine: string;
  /** The engine oil grade a workshop of the time fills. */
  oil: string;
}

export const CARS: Car[] = [
  { make: 'BMW', model: '325i (E30)', from: 1985, to: 1993, wmi: 'WBA', engine: 'M20B25', oil: '10W-40' },
  { make: 'BMW', model: '318is (E30)', from: 1989, to: 1991, wmi: 'WBA', engine: 'M42B18', oil: '10W-40' },
  { make: 'VW', model: 'Golf II GTI 16V', from: 1986, to: 1991, wmi: 'WVW', engine: 'KR', oil: '15W-40' },
  { make: 'VW', model: 'Golf I GTI', from: 1979, to: 1983, wmi: 'WVW', engine: 'EG', oil: '15W-40' },
  { make: 'Mercedes-Benz', model: '230 E (W124)', from: 1985, to: 1993, wmi: 'WDB', engine: 'M102', oil: '10W-40' },
  { make: 'Mercedes-Benz', model: '300 TE (S124)', from: 1986, to: 1993, wmi: 'WDB', engine: 'M103', oil: '10W-40' },
  { make: 'Porsche', model: '944 S2', from: 1989, to: 1991, wmi: 'WP0', engine: 'M44/41', oil: '15W-50' },
  { make: 'Porsche', model: '944 Turbo', from: 1985, to: 1991, wmi: 'WP0', engine: 'M44/51', oil: '15W-50' },
  { make: 'Mazda', model: 'MX-5 1.6 (NA)', from: 1989, to: 1997, wmi: 'JMZ', engine: 'B6', oil: '10W-40' },
  { make: 'Volvo', model: '240 GL Estate', from: 1983, to: 1993, wmi: 'YV1', engine: 'B230F', oil: '10W-40' },
  { make: 'Saab', model: '900 Turbo 16S', from: 1985, to: 1993, wmi: 'YS3', engine: 'B202', oil: '10W-40' },
  { make: 'Toyota', model: 'Land Cruiser HJ61', from: 1985, to: 1990, wmi: 'JT1', engine: '12H-T', oil: '15W-40' },
  { make: 'Toyota', model: 'Land Cruiser 80 VX', from: 1990, to: 1997, wmi: 'JT1', engine: '1HD-T', oil: '15W-40' },
  { make: 'Ford', model: 'Sierra RS Cosworth', from: 1986, to: 1990, wmi: 'WF0', engine: 'YB', oil: '10W-40' },
  { make: 'Honda', model: 'NSX', from: 1990, to: 2001, wmi: 'JHM', engine: 'C30A', oil: '10W-30' },
];

export const carOf = (rng: Random, pred: (c: Car) => boolean = () => true) => rng.pick(CARS.filter(pred));
export const buildYear = (rng: Random, c: Car) => rng.int(c.from, c.to);

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const TRANSLIT: Record<string, number> = {
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
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODE = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN with a North American check digit and the model year's letter. */
export function vin(rng: Random, c: Car, year: number): string {
  const chars: string[] = c.wmi.split('');
  for (let i = 3; i < 17; i++) chars.push(VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)]);
  for (let i = 11; i < 17; i++) chars[i] = String(rng.int(0, 9));
  chars[9] = YEAR_CODE[(year - 1980) % 30];
  let s = 0;
  chars.forEach((ch, i) => {
    const v = /\d/.test(ch) ? Number(ch) : TRANSLIT[ch];
    s += v * WEIGHTS[i];
  });
  const chk = s % 11;
  chars[8] = chk === 10 ? 'X' : String(chk);
  return chars.join('');
}

const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

export function plateDE(rng: Random, h = false): string {
  const town = rng.pick(['M', 'S', 'K', 'HH', 'B', 'F', 'N', 'KA', 'HD', 'OS', 'BI', 'MS', 'LB', 'ES', 'RT', 'DA', 'WI', 'GÖ']);
  return `${town}-${letters(rng, rng.int(1, 2))} ${digits(rng, h ? rng.int(2, 3) : rng.int(2, 4))}${h ? 'H' : ''}`;
}
export function plateAT(rng: Random): string {
  const d = rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'BN', 'MD', 'VB', 'KU', 'GU', 'LL']);
  return rng.chance(0.5) ? `${d} ${digits(rng, rng.int(3, 5))} ${letters(rng, 1)}` : `${d}-${digits(rng, 2)} ${letters(rng, 3)}`;
}
export const plateCH = (rng: Random) => `${rng.pick(['ZH', 'BE', 'LU', 'AG', 'SG', 'BS', 'ZG', 'TG', 'GR'])} ${digits(rng, rng.int(5, 6))}`;
/** A British mark of the car's year: prefix letters 1983–2001, the current style after. */
export function plateUK(rng: Random, year: number): string {
  if (year <= 2001 && year >= 1983) {
    const pre = 'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1983)];
    return `${pre}${rng.int(1, 999)} ${letters(rng, 3)}`;
  }
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(100, 999)}${'VWXY'[Math.max(0, Math.min(3, year - 1980))]}`;
  return `${letters(rng, 2)}${String(year % 100).padStart(2, '0')} ${letters(rng, 3)}`;
}
export const plateUS = (rng: Random) => (rng.chance(0.5) ? `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}` : `${letters(rng, 3)}-${digits(rng, 4)}`);
export const plateAU = (rng: Random) => (rng.chance(0.5) ? `${letters(rng, 3)}-${digits(rng, 3)}` : `${rng.int(1, 9)}${letters(rng, 2)} ${digits(rng, 3)}`);

export const FIRST_DE = [
  'Thomas',
  'Stefan',
  'Andreas',
  'Michael',
  'Jürgen',
  'Petra',
  'Sabine',
  'Claudia',
  'Markus',
  'Uwe',
  'Karin',
  'Ralf',
  'Dirk',
  'Heike',
  'Jens',
  'Monika',
  'Lukas',
  'Anna',
];
export const LAST_DE = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Becker',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Huber',
  'Gruber',
  'Steiner',
  'Brunner',
  'Moser',
];
export const FIRST_EN = [
  'David',
  'Paul',
  'Mark',
  'Gary',
  'Steven',
  'Karen',
  'Susan',
  'Andrew',
  'Neil',
  'Claire',
  'Brian',
  'Kevin',
  'Linda',
  'Scott',
  'Gavin',
  'Siobhan',
  'Declan',
  'Craig',
  'Dean',
  'Tracy',
];
export const LAST_EN = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Walsh',
  "O'Brien",
  'Murphy',
  'Wilson',
  'Evans',
  'Thompson',
  'Robinson',
  'Wright',
  'Hughes',
  'Carter',
  'Miller',
  'Anderson',
  'Kelly',
  'Fraser',
  'Nguyen',
  'Harris',
];
export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

export const STREETS_DE = [
  'Hauptstraße',
  'Industriestraße',
  'Gewerbering',
  'Bahnhofstraße',
  'Am Ring',
  'Carl-Benz-Straße',
  'Robert-Bosch-Str.',
  'Siemensstraße',
  'Daimlerweg',
];
export const TOWNS_DE = [
  '80939 München',
  '70376 Stuttgart',
  '50829 Köln',
  '22525 Hamburg',
  '90431 Nürnberg',
  '76185 Karlsruhe',
  '33609 Bielefeld',
  '48155 Münster',
  '64293 Darmstadt',
  '49084 Osnabrück',
];
export const TOWNS_AT = ['1230 Wien', '8055 Graz', '4030 Linz', '5020 Salzburg', '6020 Innsbruck', '9020 Klagenfurt', '2700 Wiener Neustadt'];
export const TOWNS_CH = ['8048 Zürich', '3018 Bern', '6014 Luzern', '5000 Aarau', '9015 St. Gallen', '4057 Basel', '6300 Zug'];
export const addrDE = (rng: Random) => `${rng.pick(STREETS_DE)} ${rng.int(1, 140)}`;

/** A line of a bill: what it is, how many, at what, less a discount in per cent. */
export interface Line {
  code?: string;
  desc: string;
  qty: number;
  unit?: string;
  price: number;
  disc?: number;
  kind: 'labour' | 'part' | 'fee';
}
export const amt = (l: Line) => r2(l.qty * l.price * (1 - (l.disc ?? 0) / 100));

/** Quantities as paper writes them: whole numbers bare, the rest with two decimals. */
export function qtyStr(q: number, style: NumStyle): string {
  if (Number.isInteger(q)) return String(q);
  const s = q.toFixed(2);
  return style === 'de' || style === 'deplain' ? s.replace('.', ',') : s;
}

export function money(n: number, style: NumStyle) {
  return num(n, style);
}

export const labourOf = (ls: Line[]) => ls.filter((l) => l.kind === 'labour');
export const partsOf = (ls: Line[]) => ls.filter((l) => l.kind === 'part');
export const sumAmt = (ls: Line[]) => r2(ls.reduce((a, l) => a + amt(l), 0));

export function newPage(y = 56): PageBuilder {
  const p = new PageBuilder();
  p.y = y;
  return p;
}

/** Picks `n` distinct entries of a catalogue. */
export function some<T>(rng: Random, xs: readonly T[], lo: number, hi: number): T[] {
  return rng.some(xs, rng.int(lo, Math.min(hi, xs.length)));
}

/** A price near `base`, in steps of `step`. */
export const near = (rng: Random, base: number, spread = 0.2, step = 0.05) => r2(Math.round((base * (1 + (rng.next() * 2 - 1) * spread)) / step) * step);

/** Card numbers masked as tills print them. */
export const cardMask = (rng: Random) => `************${digits(rng, 4)}`;
