/**
 * What old workshops wrote on their invoices: labour lines (with hours) and parts lines (with
 * quantities and prices), in German and in English, drawn at random for each invoice.
 */
import { r2, sum } from './kit';
import type { Random } from '../random';

const DE_WORK = [
  'Zündung eingestellt',
  'Vergaser gereinigt und eingestellt',
  'Ölwechsel mit Filter',
  'Bremsbeläge vorne erneuert',
  'Kupplung aus- und eingebaut',
  'Auspuffanlage erneuert',
  'Inspektion nach Herstellervorschrift',
  'Fahrzeug für TÜV vorbereitet',
  'Ventilspiel eingestellt',
  'Zahnriemen gewechselt',
  'Kühlsystem gespült',
  'Stoßdämpfer hinten ersetzt',
  'Unterbodenschutz nachgebessert',
  'Scheinwerfer eingestellt',
  'Wasserpumpe erneuert',
  'Radlager vorne links ersetzt',
  'Lichtmaschine überholt',
  'Bremsflüssigkeit gewechselt',
];

const DE_PARTS: [string, number, number][] = [
  ['Unterbrecherkontakt', 6, 14],
  ['Zündkerzen', 3, 7],
  ['Ölfilter', 8, 19],
  ['Motoröl 15W-40', 6, 12],
  ['Luftfilterelement', 11, 28],
  ['Bremsbelagsatz vorn', 38, 92],
  ['Kupplungssatz', 160, 340],
  ['Keilriemen', 9, 24],
  ['Verteilerkappe', 14, 36],
  ['Zündkabelsatz', 28, 64],
  ['Endschalldämpfer', 95, 210],
  ['Frostschutzmittel', 7, 15],
  ['Kraftstofffilter', 6, 18],
  ['Zahnriemen', 32, 70],
  ['Wasserpumpe', 85, 190],
  ['Stoßdämpfer hinten', 64, 130],
  ['Radlager', 42, 88],
  ['Bremsflüssigkeit DOT 4', 9, 17],
];

const EN_WORK = [
  '6,000 mile service',
  'Adjust points and ignition timing',
  'Tune-up',
  'Replace front brake pads',
  'Lube, oil and filter change',
  'Replace clutch',
  'Rebuild carburetor',
  'Replace exhaust system',
  'Prepare vehicle for MOT test',
  'Adjust valve clearances',
  'Flush cooling system',
  'Replace water pump',
  'Replace rear shock absorbers',
  'Repack front wheel bearings',
  'Check and adjust headlamp aim',
  'Overhaul dynamo',
  'Bleed brakes, renew fluid',
  'Replace fuel pump',
];

const EN_PARTS: [string, number, number][] = [
  ['Contact breaker points', 3, 9],
  ['Spark plug', 1.2, 3.5],
  ['Oil filter', 3, 9],
  ['Engine oil 20W-50', 1.5, 4],
  ['Air filter element', 4, 14],
  ['Front brake pad set', 14, 42],
  ['Clutch kit', 75, 190],
  ['Fan belt', 4, 12],
  ['Distributor cap', 6, 19],
  ['Rotor arm', 2, 6],
  ['HT lead set', 12, 35],
  ['Rear silencer', 38, 110],
  ['Antifreeze', 3, 9],
  ['Fuel filter', 3, 11],
  ['Water pump', 38, 95],
  ['Rear shock absorber', 29, 70],
  ['Wheel bearing kit', 18, 45],
  ['Fuel pump', 24, 80],
];

export interface LabourLine {
  desc: string;
  hours: number;
  rate: number;
  amount: number;
}

export interface PartLine {
  desc: string;
  qty: number;
  unit: number;
  amount: number;
  partNo: string;
}

/** Where the English paper is from: American and British shops word the same jobs differently. */
export type Locale = 'de' | 'us' | 'uk';

const US_ONLY = /tune-up|lube/i;
const UK_ONLY = /MOT|dynamo|headlamp|silencer|HT lead/i;

/** British spelling on British paper, American words on American paper. */
const localise = (desc: string, locale: Locale) =>
  locale === 'uk'
    ? desc.replace('carburetor', 'carburettor')
    : locale === 'us'
      ? desc.replace('Rear silencer', 'Muffler').replace('HT lead set', 'Spark plug wire set')
      : desc;

const pool = <T>(locale: Locale, de: T[], en: T[], text: (t: T) => string): T[] =>
  locale === 'de' ? de : en.filter((t) => !(locale === 'us' ? UK_ONLY : US_ONLY).test(text(t)) || /silencer|HT lead/.test(text(t)));

/** `n` labour lines at an hourly rate (quarter hours, as the flat-rate books had them). */
export function labour(rng: Random, locale: Locale, n: number, rate: number): LabourLine[] {
  return rng
    .some(
      pool(locale, DE_WORK, EN_WORK, (d) => d),
      n,
    )
    .map((d) => {
      const desc = localise(d, locale);
      const hours = rng.int(2, 16) / 4;
      return { desc, hours, rate, amount: r2(hours * rate) };
    });
}

/** `n` parts lines; `scale` turns the base prices into the currency and decade of the paper. */
export function parts(rng: Random, locale: Locale, n: number, scale: number): PartLine[] {
  return rng
    .some(
      pool(locale, DE_PARTS, EN_PARTS, ([d]) => d),
      n,
    )
    .map(([d, lo, hi]) => {
      const desc = localise(d, locale);
      const qty = /kerze|plug$/i.test(d) ? rng.pick([4, 6]) : /öl 15|oil 20/i.test(d) ? rng.int(4, 6) : rng.chance(0.2) ? 2 : 1;
      const unit = r2((lo + rng.next() * (hi - lo)) * scale);
      return { desc, qty, unit, amount: r2(qty * unit), partNo: `${rng.int(100, 999)}${rng.pick(['-', ' ', '.'])}${rng.int(1000, 99999)}` };
    });
}

export const labourTotal = (ls: LabourLine[]) => sum(ls.map((l) => l.amount));
export const partsTotal = (ps: PartLine[]) => sum(ps.map((p) => p.amount));
