import type { Random } from '../random';
import { cents } from './kit';

/** A job on a car: what the workshop writes for the work, its hours, and the parts it took. */
export interface Job {
  work: string;
  hours: number;
  parts: [string, number][];
}

export const DE_JOBS: Job[] = [
  { work: 'Vergaser zerlegt, gereinigt und synchronisiert', hours: 3.5, parts: [['Dichtsatz Vergaser Solex 40 PDSI', 48.6]] },
  {
    work: 'Bremsanlage vorn überholt',
    hours: 2.8,
    parts: [
      ['Bremssattel-Reparatursatz', 62.4],
      ['Bremsscheiben (Paar)', 118.0],
    ],
  },
  { work: 'Kupplung erneuert', hours: 4.5, parts: [['Kupplungssatz Sachs', 289.5]] },
  {
    work: 'Zündung eingestellt, Unterbrecherkontakte ersetzt',
    hours: 1.2,
    parts: [
      ['Unterbrecherkontakt Bosch', 16.8],
      ['Zündverteilerkappe', 34.9],
    ],
  },
  {
    work: 'Motoröl und Ölfilter gewechselt',
    hours: 0.8,
    parts: [
      ['Motoröl 20W-50 mineralisch, 5 l', 42.5],
      ['Ölfilter Mann W 920/21', 11.9],
    ],
  },
  {
    work: 'Kühlsystem gespült, Wasserpumpe getauscht',
    hours: 3.0,
    parts: [
      ['Wasserpumpe', 129.0],
      ['Kühlerschlauch-Satz', 57.3],
    ],
  },
  {
    work: 'Auspuffanlage ab Vorschalldämpfer erneuert',
    hours: 2.2,
    parts: [
      ['Endschalldämpfer Edelstahl', 345.0],
      ['Auspuffschellen-Satz', 18.7],
    ],
  },
  { work: 'Lenkgetriebe spielfrei eingestellt', hours: 1.5, parts: [] },
  { work: 'Bremsflüssigkeit gewechselt', hours: 0.7, parts: [['Bremsflüssigkeit DOT 4, 1 l', 13.4]] },
  { work: 'Stoßdämpfer hinten ersetzt', hours: 1.9, parts: [['Stoßdämpfer Bilstein B4 (Paar)', 176.8]] },
];

export const UK_JOBS: Job[] = [
  {
    work: 'Annual service to manufacturer schedule',
    hours: 2.5,
    parts: [
      ['Oil filter', 9.8],
      ['Engine oil 20W-50 classic, 5 L', 38.5],
    ],
  },
  { work: 'Set valve clearances and replace rocker cover gasket', hours: 1.5, parts: [['Rocker cover gasket', 7.2]] },
  { work: 'Rebuild twin SU carburettors', hours: 4.0, parts: [['SU HS4 rebuild kits (pair)', 86.0]] },
  {
    work: 'Replace front wheel bearings',
    hours: 2.0,
    parts: [
      ['Wheel bearing kit', 34.6],
      ['Hub seal', 6.4],
    ],
  },
  {
    work: 'Renew clutch master and slave cylinders',
    hours: 2.7,
    parts: [
      ['Clutch master cylinder', 68.0],
      ['Clutch slave cylinder', 41.5],
    ],
  },
  { work: 'Fit new exhaust system', hours: 1.8, parts: [['Stainless exhaust system', 389.0]] },
  { work: 'Investigate and cure charging fault', hours: 1.4, parts: [['Alternator, exchange', 142.0]] },
  { work: 'Replace rear brake shoes and adjust handbrake', hours: 1.6, parts: [['Rear brake shoe set', 29.9]] },
];

export const US_JOBS: Job[] = [
  {
    work: 'Lube, oil & filter service',
    hours: 0.8,
    parts: [
      ['Oil filter PF-25', 8.49],
      ['10W-30 motor oil, 5 qt', 31.95],
    ],
  },
  { work: 'Rebuild Holley 4-bbl carburetor', hours: 3.2, parts: [['Holley rebuild kit', 54.99]] },
  {
    work: 'Replace front disc brake pads and resurface rotors',
    hours: 2.1,
    parts: [
      ['Front brake pads', 48.75],
      ['Brake fluid DOT 3', 9.99],
    ],
  },
  {
    work: 'Flush cooling system, replace thermostat',
    hours: 1.5,
    parts: [
      ['Thermostat 180F', 14.25],
      ['Antifreeze, 2 gal', 37.9],
    ],
  },
  { work: 'Replace fuel pump', hours: 1.3, parts: [['Mechanical fuel pump', 72.5]] },
  {
    work: 'Tune-up: plugs, points, condenser, set timing',
    hours: 1.8,
    parts: [
      ['Spark plugs (8)', 27.92],
      ['Points and condenser kit', 19.5],
    ],
  },
  { work: 'Replace universal joints', hours: 1.6, parts: [['U-joint (2)', 46.0]] },
  { work: 'Diagnose and repair turn signal circuit', hours: 1.1, parts: [['Flasher relay', 11.75]] },
];

/** Jobs with their labour at a rate: the lines a workshop bills. */
export function pickJobs(rng: Random, pool: Job[], n: number, rate: number) {
  const jobs = rng.some(pool, n);
  const labour = jobs.map((j) => ({ text: j.work, qty: j.hours, unit: rate, amount: cents(j.hours * rate) }));
  const parts = jobs.flatMap((j) => j.parts.map(([text, amount]) => ({ text, qty: 1, unit: amount, amount })));
  return { jobs, labour, parts };
}
