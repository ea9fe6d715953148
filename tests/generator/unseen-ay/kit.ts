/**
 * The unseen-ay author's own kit: the yearly round of a classic's paper — cars, plates, VINs, people, addresses and
 * the small arithmetic (lines, subtotals, tax) the families share. Each family still lays out its own page.
 */
import type { PageBuilder } from '../page';
import { r2, sum } from '../paper-kit';
import type { Random } from '../random';

export const amt = (rng: Random, lo: number, hi: number) => r2(lo + rng.next() * (hi - lo));
export const whole = (rng: Random, lo: number, hi: number, step = 1) => rng.int(Math.ceil(lo / step), Math.floor(hi / step)) * step;

export interface Car {
  make: string;
  model: string;
  year: number;
}
const CARS: [string, string, number, number][] = [
  ['Mercedes-Benz', '280 SL', 1968, 1971],
  ['Mercedes-Benz', '230 CE', 1980, 1985],
  ['Porsche', '911 SC', 1978, 1983],
  ['Porsche', '356 B', 1960, 1963],
  ['BMW', '2002 tii', 1971, 1975],
  ['BMW', '635 CSi', 1978, 1988],
  ['Volkswagen', 'Käfer 1303', 1973, 1975],
  ['Volkswagen', 'Karmann Ghia', 1965, 1973],
  ['Jaguar', 'E-Type Series 2', 1969, 1971],
  ['Triumph', 'TR6', 1970, 1976],
  ['MG', 'MGB GT', 1966, 1980],
  ['Austin-Healey', '3000 Mk III', 1964, 1967],
  ['Alfa Romeo', 'Spider 2000', 1971, 1982],
  ['Chevrolet', 'Corvette Stingray', 1968, 1976],
  ['Ford', 'Mustang Fastback', 1965, 1968],
  ['Volvo', 'P1800 E', 1970, 1972],
  ['Opel', 'GT 1900', 1968, 1973],
  ['Fiat', '124 Spider', 1972, 1982],
];
export function car(rng: Random, maxYear = 1990): Car {
  const ok = CARS.filter((c) => c[2] <= maxYear);
  const [make, model, a, b] = rng.pick(ok.length ? ok : CARS);
  return { make, model, year: rng.int(a, Math.min(b, maxYear)) };
}

const VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  'Mercedes-Benz': 'WDB',
  Porsche: 'WP0',
  BMW: 'WBA',
  Volkswagen: 'WVW',
  Jaguar: 'SAJ',
  Triumph: 'SAT',
  MG: 'SAX',
  'Austin-Healey': 'SAX',
  'Alfa Romeo': 'ZAR',
  Chevrolet: '1G1',
  Ford: '1FA',
  Volvo: 'YV1',
  Opel: 'W0L',
  Fiat: 'ZFA',
};
export function vin17(rng: Random, make?: string): string {
  let s = make ? (WMI[make] ?? 'WDB') : rng.pick(['WDB', 'WP0', 'WBA', 'SAJ', 'ZAR', '1G1', '1FA', 'YV1', 'WVW']);
  while (s.length < 17) s += VINCH[rng.int(0, VINCH.length - 1)];
  return s;
}
/** A pre-1981 chassis number in the maker's own style. */
export function chassis(rng: Random, c: Car): string {
  const n = String(rng.int(10000, 999999));
  switch (c.make) {
    case 'Mercedes-Benz':
      return `113044${rng.int(10, 99)}0${n.slice(0, 5)}`;
    case 'Porsche':
      return `91${rng.int(0, 9)}0${n}`;
    case 'Jaguar':
      return `1R${n.slice(0, 5)}`;
    case 'Triumph':
      return `CP${n.slice(0, 5)}O`;
    case 'MG':
      return `GHD${rng.int(3, 5)}${n}G`;
    case 'Chevrolet':
      return `194${rng.int(37, 67)}${rng.pick(['S', 'L'])}4${n}`;
    case 'Ford':
      return `${rng.int(5, 8)}R09A${n}`;
    default:
      return `${rng.int(100, 999)}${n}`;
  }
}
export const carId = (rng: Random, c: Car) => (c.year >= 1981 ? vin17(rng, c.make) : chassis(rng, c));

const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => LET[rng.int(0, LET.length - 1)]).join('');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(rng.int(i === 0 ? 1 : 0, 9))).join('');

export function plateDE(rng: Random, city: string, suffix = ''): string {
  return `${city}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${suffix}`;
}
export function plateUKold(rng: Random, year: number): string {
  const suf = 'ABCDEFGHJKLMNPRSTVWXY'[Math.max(0, Math.min(20, year - 1963))];
  return `${letters(rng, 3)} ${rng.int(10, 999)}${suf}`;
}

export const FIRST_DE = ['Klaus', 'Jürgen', 'Wolfgang', 'Peter', 'Sabine', 'Monika', 'Heinz', 'Thomas', 'Ursula', 'Rainer', 'Gisela', 'Dieter'];
export const LAST_DE = [
  'Brandstätter',
  'Kühnle',
  'Obermaier',
  'Hartwig',
  'Seifert',
  'Lindqvist',
  'Pfeiffer',
  'Gräber',
  'Wendt',
  'Zöllner',
  'Reinhardt',
  'Haberl',
];
export const FIRST_EN = ['Graham', 'Nigel', 'Susan', 'Robert', 'Margaret', 'Ian', 'Dennis', 'Carol', 'Douglas', 'Patricia', 'Stuart', 'Linda'];
export const LAST_EN = [
  'Whitcombe',
  'Barraclough',
  'Henshaw',
  'McAllister',
  'Pritchard',
  'Danvers',
  'Okafor',
  'Fairbairn',
  'Lyle',
  'Holloway',
  'Kowalski',
  'Trask',
];
export const nameDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const nameEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const streetDE = (rng: Random) =>
  `${rng.pick(['Lindenstraße', 'Am Mühlbach', 'Hauptstraße', 'Birkenweg', 'Gartenstraße', 'Schillerplatz', 'Im Grund'])} ${rng.int(1, 88)}`;
export const streetEN = (rng: Random) =>
  `${rng.int(2, 140)} ${rng.pick(['Mill Lane', 'Church Road', 'Orchard Close', 'Station Road', 'The Green', 'Westfield Avenue'])}`;
export const streetUS = (rng: Random) =>
  `${rng.int(100, 9899)} ${rng.pick(['Maple Ave', 'Old Post Rd', 'Ridge Rd', 'Elm St', 'County Route 9', 'Lakeview Dr'])}`;

export const ibanDE = (rng: Random) => `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;

export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
  no?: string;
}
/** Draws `n` distinct lines from a pool of [text, low, high] with a quantity picker. */
export function lines(rng: Random, pool: [string, number, number][], lo: number, hi: number, qty: (rng: Random) => number = () => 1): Line[] {
  return rng.some(pool, rng.int(lo, hi)).map(([text, a, b]) => {
    const q = qty(rng);
    const unit = amt(rng, a, b);
    return { text, qty: q, unit, amount: r2(q * unit), no: `${digits(rng, 3)}.${digits(rng, 3)}` };
  });
}
export const total = (ls: Line[]) => sum(ls.map((l) => l.amount));

/** Price scale of the year: a 2020 price pool brought back to the given year (and to DM/ATS when needed). */
export function scale(year: number, cur: 'EUR' | 'DM' | 'ATS' | 'CHF' | 'GBP' | 'USD'): number {
  const age = Math.max(0, 2020 - year);
  const f = Math.pow(0.972, age);
  return f * { EUR: 1, DM: 1.95583, ATS: 13.7603, CHF: 1.1, GBP: 0.9, USD: 1.1 }[cur];
}
export function scaled(ls: Line[], f: number): Line[] {
  return ls.map((l) => {
    const unit = r2(l.unit * f);
    return { ...l, unit, amount: r2(unit * l.qty) };
  });
}

/** Several lines of a letterhead from the top. */
export function head(
  p: PageBuilder,
  x: number,
  y: number,
  ls: string[],
  opts: { size?: number; first?: number; serif?: boolean; align?: 'left' | 'right' | 'center'; step?: number } = {},
) {
  ls.forEach((l, i) => {
    p.text(x, l, {
      y: y + (i === 0 ? 0 : (opts.first ?? 8) + i * (opts.step ?? 11)),
      size: i === 0 ? (opts.first ?? 15) : (opts.size ?? 8.5),
      bold: i === 0,
      serif: opts.serif,
      align: opts.align,
    });
  });
}
