/**
 * Work and parts lines for the workshop invoices, in German and English, with prices drawn per
 * document, and the truth every invoice shares (work lines, parts lines, their sums).
 */
import type { Random } from '../random';
import { round2, sum } from './kit';

export interface Labour {
  desc: string;
  hours: number;
  rate: number;
  amount: number;
  op: string;
}
export interface Part {
  desc: string;
  no: string;
  qty: number;
  unit: number;
  amount: number;
}

const DE_WORK = [
  'Inspektion nach Herstellervorgabe',
  'Ölwechsel inkl. Filter',
  'Bremsflüssigkeit erneuern',
  'Zündkerzen ersetzen',
  'Vergaser reinigen und einstellen',
  'Bremsbeläge vorne erneuern',
  'Zahnriemen mit Spannrolle erneuern',
  'Fehlerspeicher auslesen',
  'Zündung und Leerlauf einstellen',
  'Achsvermessung durchführen',
  'Unterbodenschutz ausbessern',
  'Kühlsystem spülen und befüllen',
  'Auspuffanlage hinten ersetzen',
  'Ventilspiel einstellen',
  'Radlager hinten links erneuern',
];
const DE_PARTS = [
  'Ölfilter',
  'Motoröl 10W-40 (5 l)',
  'Luftfilterelement',
  'Zündkerze Bosch W7DC',
  'Bremsbelagsatz Vorderachse',
  'Bremsscheibe belüftet',
  'Zahnriemensatz',
  'Kühlmittel G12 (1,5 l)',
  'Keilriemen',
  'Kraftstofffilter',
  'Dichtungssatz Ventildeckel',
  'Wischerblatt',
  'Glühlampe H4 12V',
  'Endschalldämpfer',
  'Radlagersatz',
  'Bremsflüssigkeit DOT 4 (1 l)',
];
const EN_WORK = [
  'Annual service as per schedule',
  'Change engine oil and filter',
  'Replace brake fluid',
  'Renew spark plugs and set gap',
  'Strip, clean and balance carburettors',
  'Replace front brake pads',
  'Renew timing belt and tensioner',
  'Diagnose intermittent misfire',
  'Set ignition timing and idle',
  'Four-wheel alignment',
  'Rust treatment to sills',
  'Flush cooling system',
  'Replace rear exhaust section',
  'Adjust valve clearances',
  'Renew rear wheel bearing',
];
const EN_PARTS = [
  'Oil filter',
  'Engine oil 20W-50 (5 qt)',
  'Air filter element',
  'Spark plug NGK BP6ES',
  'Front brake pad set',
  'Brake disc',
  'Timing belt kit',
  'Antifreeze 1 gal',
  'Fan belt',
  'Fuel filter',
  'Rocker cover gasket',
  'Wiper blade',
  'Headlamp bulb H4',
  'Rear silencer',
  'Wheel bearing kit',
  'Brake fluid DOT 4',
];

const partNo = (rng: Random) =>
  `${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}${rng.chance(0.3) ? ` ${String.fromCharCode(65 + rng.int(0, 5))}` : ''}`;

/** `n` work lines: hours at one rate per document. */
export function labourLines(rng: Random, lang: 'de' | 'en', n: number, rate: number): Labour[] {
  return rng.some(lang === 'de' ? DE_WORK : EN_WORK, n).map((desc) => {
    const hours = rng.int(2, 30) / 10 + (rng.chance(0.3) ? 1 : 0);
    return { desc, hours: round2(hours), rate, amount: round2(hours * rate), op: `${rng.int(10, 99)}${rng.int(10, 99)}${rng.int(100, 999)}` };
  });
}

/** `n` parts lines with quantities and unit prices. */
export function partLines(rng: Random, lang: 'de' | 'en', n: number): Part[] {
  return rng.some(lang === 'de' ? DE_PARTS : EN_PARTS, n).map((desc) => {
    const qty = /Zündkerze|Spark plug/.test(desc) ? rng.pick([4, 6, 8]) : rng.chance(0.2) ? 2 : 1;
    const unit = round2(rng.int(300, 16000) / 100);
    return { desc, no: partNo(rng), qty, unit, amount: round2(qty * unit) };
  });
}

export const labourSum = (ls: Labour[]) => sum(ls.map((l) => l.amount));
export const partSum = (ps: Part[]) => sum(ps.map((p) => p.amount));
