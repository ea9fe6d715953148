/**
 * unseen-ao's shared pieces: people, places, cars, job and part lines with their prices, and the sums of a bill.
 * Each family still lays out its own page.
 */
import type { Random } from '../random';
import { r2, sum } from '../paper-kit';

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Helmut',
  'Werner',
  'Ursula',
  'Monika',
  'Dieter',
  'Gabriele',
  'Rainer',
  'Heike',
  'Wolfgang',
  'Petra',
  'Manfred',
  'Sabine',
  'Bernd',
  'Renate',
];
export const DE_LAST = [
  'Brandstetter',
  'Hofmeister',
  'Kessler',
  'Ziegler',
  'Lindemann',
  'Strobel',
  'Wagenknecht',
  'Hübner',
  'Pfeiffer',
  'Reinholz',
  'Aumüller',
  'Gschwendtner',
  'Vogelsang',
  'Obermaier',
  'Kuhnert',
  'Tränkle',
];
export const EN_FIRST = [
  'Graham',
  'Pauline',
  'Derek',
  'Margaret',
  'Trevor',
  'Susan',
  'Colin',
  'Janet',
  'Robert',
  'Eileen',
  'Dennis',
  'Carol',
  'Walter',
  'Linda',
  'Gerald',
  'Nancy',
];
export const EN_LAST = [
  'Hollingworth',
  'Pennington',
  'Drummond',
  'Atherton',
  'McAllister',
  'Fairbairn',
  'Whitcombe',
  'Ridley',
  'Kowalski',
  'Brennan',
  'Oakes',
  'Sutcliffe',
  'Donnelly',
  'Harrower',
  'Lindqvist',
  'Calloway',
];

export const person = (rng: Random, lang: 'de' | 'en') =>
  lang === 'de' ? `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}` : `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

export const CARS_DE = [
  'Mercedes-Benz 280 SE',
  'VW Käfer 1303',
  'Porsche 911 T',
  'BMW 2002 tii',
  'Opel Kadett B',
  'Ford Taunus 17M',
  'Mercedes-Benz 230 SL',
  'Audi 100 LS',
  'NSU Ro 80',
  'VW Karmann Ghia',
  'BMW 635 CSi',
  'Opel GT 1900',
];
export const CARS_EN = [
  'MGB GT',
  'Triumph TR6',
  'Jaguar E-Type 4.2',
  'Austin Healey 3000',
  'Ford Mustang',
  'Chevrolet Corvette',
  'Rover P5B',
  'Mini Cooper S',
  'Land Rover Series IIA',
  'Volvo P1800',
  'Ford Capri 3.0 GT',
  'Buick Riviera',
];

export const vin = (rng: Random, len = 17) => {
  const cs = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < len; i++) s += i > len - 7 ? String(rng.int(0, 9)) : cs[rng.int(0, cs.length - 1)];
  return s;
};
export const digits = (rng: Random, n: number) => {
  let s = String(rng.int(1, 9));
  for (let i = 1; i < n; i++) s += String(rng.int(0, 9));
  return s;
};
export const upper = (rng: Random, n: number) => {
  const cs = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let s = '';
  for (let i = 0; i < n; i++) s += cs[rng.int(0, cs.length - 1)];
  return s;
};

/** A German plate: town letters, one or two letters, a number. */
export const plateDE = (rng: Random) =>
  `${rng.pick(['M', 'S', 'K', 'HH', 'F', 'N', 'KA', 'WÜ', 'RO', 'BI', 'OS', 'GAP'])}-${upper(rng, rng.int(1, 2))} ${rng.int(1, 999)}`;
export const plateUK = (rng: Random, year: number) =>
  year < 1983
    ? `${upper(rng, 3)} ${rng.int(10, 999)}${upper(rng, 1)}`
    : year < 2001
      ? `${upper(rng, 1)}${rng.int(10, 999)} ${upper(rng, 3)}`
      : `${upper(rng, 2)}${String(rng.int(51, 72))} ${upper(rng, 3)}`;
export const plateUS = (rng: Random) => `${rng.int(1, 9)}${upper(rng, 3)}${rng.int(100, 999)}`;

export interface Line {
  text: string;
  amount: number;
  qty?: number;
  unit?: number;
  hours?: number;
}

const WORK_DE: [string, number][] = [
  ['Inspektion nach Herstellervorschrift', 2.5],
  ['Motoröl und Ölfilter gewechselt', 0.6],
  ['Zündung eingestellt, Kontakte erneuert', 0.8],
  ['Vergaser synchronisiert und eingestellt', 1.2],
  ['Bremsbeläge vorne erneuert', 1.1],
  ['Bremsflüssigkeit gewechselt, Anlage entlüftet', 0.8],
  ['Ventilspiel eingestellt', 1.0],
  ['Auspuff-Mittelschalldämpfer ersetzt', 0.9],
  ['Kupplungsseil erneuert', 0.7],
  ['Keilriemen erneuert und gespannt', 0.4],
  ['Achsmanschette links ersetzt', 1.3],
  ['Fahrwerk abgeschmiert', 0.5],
  ['Kühlsystem gespült, Frostschutz aufgefüllt', 0.9],
  ['Stoßdämpfer hinten erneuert', 1.5],
  ['Lichteinstellung geprüft und eingestellt', 0.3],
  ['Wasserpumpe aus- und eingebaut', 2.2],
];
const PARTS_DE: [string, number][] = [
  ['Ölfilter', 9.5],
  ['Motoröl 20W-50', 6.8],
  ['Zündkerzen', 4.2],
  ['Unterbrecherkontakt', 12.4],
  ['Verteilerfinger', 8.9],
  ['Bremsbeläge Satz vorne', 48.0],
  ['Bremsflüssigkeit DOT 4', 11.5],
  ['Luftfilter', 16.3],
  ['Kupplungsseil', 27.6],
  ['Keilriemen', 18.9],
  ['Achsmanschette', 22.4],
  ['Mittelschalldämpfer', 134.0],
  ['Stoßdämpfer hinten', 89.0],
  ['Frostschutzmittel', 9.9],
  ['Ventildeckeldichtung', 14.7],
  ['Wasserpumpe', 156.0],
];
const WORK_EN: [string, number][] = [
  ['Carry out major service', 2.5],
  ['Change engine oil and filter', 0.6],
  ['Reset ignition timing, fit new points', 0.8],
  ['Balance and tune carburettors', 1.2],
  ['Renew front brake pads', 1.1],
  ['Flush brake fluid and bleed system', 0.8],
  ['Adjust valve clearances', 1.0],
  ['Replace exhaust centre box', 0.9],
  ['Renew clutch master cylinder', 1.4],
  ['Replace fan belt', 0.4],
  ['Renew rear shock absorbers', 1.5],
  ['Grease front suspension', 0.5],
  ['Drain and flush cooling system', 0.9],
  ['Replace water pump', 2.2],
  ['Check and adjust headlamp alignment', 0.3],
  ['Rebuild front brake calipers', 2.4],
];
const PARTS_EN: [string, number][] = [
  ['Oil filter', 6.5],
  ['Engine oil 20W-50', 5.9],
  ['Spark plug', 3.1],
  ['Contact breaker set', 8.4],
  ['Rotor arm', 4.9],
  ['Front brake pad set', 32.0],
  ['Brake fluid DOT 4', 7.5],
  ['Air filter element', 12.3],
  ['Clutch master cylinder', 64.0],
  ['Fan belt', 11.9],
  ['Rear shock absorber', 58.0],
  ['Antifreeze', 8.9],
  ['Rocker cover gasket', 9.7],
  ['Water pump', 96.0],
  ['Caliper seal kit', 18.5],
  ['Exhaust centre box', 88.0],
];

/** A factor that takes the 2020s price list back to the year (and over to another currency's scale). */
export function priceFactor(year: number, cur: string): number {
  const age = Math.max(0, Math.min(1, (year - 1960) / 64));
  const era = 0.22 + 0.78 * age;
  const scale: Record<string, number> = { DM: 1.6, EUR: 1, '€': 1, S: 11, ÖS: 11, CHF: 1.5, '£': 0.85, $: 1.1, 'IR£': 0.8 };
  return era * (scale[cur] ?? 1);
}

/** Job lines priced by the hour (rate per hour) and part lines by quantity. */
export function workLines(rng: Random, lang: 'de' | 'en', n: number, rate: number): Line[] {
  return rng.some(lang === 'de' ? WORK_DE : WORK_EN, n).map(([text, h]) => {
    const hours = r2(h * (0.8 + rng.int(0, 4) / 10));
    return { text, hours, amount: r2(hours * rate) };
  });
}
export function partLines(rng: Random, lang: 'de' | 'en', n: number, factor: number): Line[] {
  return rng.some(lang === 'de' ? PARTS_DE : PARTS_EN, n).map(([text, p]) => {
    const qty = /Zündkerze|Spark plug|Öl |oil 20W|Motoröl/.test(text) ? rng.int(2, 6) : 1;
    const unit = r2(p * factor * (0.85 + rng.next() * 0.3));
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}

export interface Sums {
  labour: number;
  parts: number;
  net: number;
  vat: number;
  total: number;
  rate: number;
}
export function sums(work: Line[], parts: Line[], rate: number): Sums {
  const labour = sum(work.map((w) => w.amount));
  const partsSum = sum(parts.map((p) => p.amount));
  const net = r2(labour + partsSum);
  const vat = r2((net * rate) / 100);
  return { labour, parts: partsSum, net, vat, total: r2(net + vat), rate };
}

export const jobNo = (rng: Random) => String(rng.int(10000, 99999));

export function serviceTruth(
  shopName: string,
  serviceDate: string,
  km: number | undefined,
  s: Sums,
  work: Line[],
  parts: Line[],
  opts: { noLabour?: boolean; noParts?: boolean } = {},
) {
  const t: Record<string, unknown> & { documentType: string } = { documentType: 'service', shopName, serviceDate };
  if (km !== undefined) t.serviceMileage = km;
  if (!opts.noLabour && work.length) t.laborCost = s.labour;
  if (!opts.noParts && parts.length) t.partsCost = s.parts;
  t.totalCost = s.total;
  t.workPerformed = work.map((w) => w.text);
  if (parts.length) t.partsUsed = parts.map((p) => p.text);
  return t;
}
