/**
 * The jobs and parts of the unseen-bm bills: each job with the parts it usually takes, in German and English, and a
 * draw of a few jobs for one bill.
 */
import type { Random } from '../random';
import { mkLine, type Line } from './kit';

type Job = { job: string; hours: [number, number]; parts: [string, number, number][] };

export const JOBS_DE: Job[] = [
  {
    job: 'Inspektion mit Ölwechsel durchgeführt',
    hours: [1, 2.5],
    parts: [
      ['Motoröl 20W-50', 4, 9.8],
      ['Ölfilter', 1, 14.5],
      ['Dichtring Ölablassschraube', 1, 0.9],
    ],
  },
  {
    job: 'Vergaser zerlegt, gereinigt und eingestellt',
    hours: [2, 4],
    parts: [
      ['Dichtungssatz Vergaser', 1, 38.5],
      ['Schwimmernadelventil', 1, 22.4],
    ],
  },
  {
    job: 'Zündung eingestellt, Unterbrecher erneuert',
    hours: [0.5, 1.5],
    parts: [
      ['Unterbrecherkontakt', 1, 16.9],
      ['Zündverteilerkappe', 1, 27.6],
      ['Zündkerze', 4, 5.9],
    ],
  },
  {
    job: 'Bremsanlage vorne überholt',
    hours: [2, 3.5],
    parts: [
      ['Bremsbeläge vorne (Satz)', 1, 46.0],
      ['Bremsscheibe vorne', 2, 58.0],
      ['Bremsflüssigkeit DOT 4', 1, 12.5],
    ],
  },
  {
    job: 'Auspuffanlage ab Vorschalldämpfer erneuert',
    hours: [1.5, 3],
    parts: [
      ['Endschalldämpfer', 1, 189.0],
      ['Auspuffschelle', 2, 6.8],
      ['Gummihalter Auspuff', 2, 4.2],
    ],
  },
  { job: 'Ventilspiel geprüft und eingestellt', hours: [1, 2], parts: [['Ventildeckeldichtung', 1, 18.3]] },
  {
    job: 'Kupplung erneuert',
    hours: [4, 7],
    parts: [
      ['Kupplungsscheibe', 1, 124.0],
      ['Druckplatte', 1, 168.0],
      ['Ausrücklager', 1, 42.0],
    ],
  },
  { job: 'Stoßdämpfer hinten ersetzt', hours: [1, 2], parts: [['Stoßdämpfer hinten', 2, 79.0]] },
  {
    job: 'Kühlsystem gespült, Thermostat erneuert',
    hours: [1, 2],
    parts: [
      ['Thermostat', 1, 24.5],
      ['Kühlerschlauch oben', 1, 19.9],
      ['Frostschutzmittel', 3, 6.4],
    ],
  },
  {
    job: 'Lichtmaschine aus- und eingebaut, Regler erneuert',
    hours: [1.5, 2.5],
    parts: [
      ['Spannungsregler', 1, 64.0],
      ['Keilriemen', 1, 15.8],
    ],
  },
  {
    job: 'Achsmanschetten erneuert',
    hours: [1.5, 3],
    parts: [
      ['Achsmanschette', 2, 21.5],
      ['Schellensatz', 1, 8.9],
    ],
  },
  { job: 'Zur Hauptuntersuchung vorgeführt', hours: [0.5, 1], parts: [] },
];

export const JOBS_EN: Job[] = [
  {
    job: 'Major service carried out',
    hours: [2, 4],
    parts: [
      ['Engine oil 20W-50', 5, 4.9],
      ['Oil filter', 1, 7.5],
      ['Air filter', 1, 9.2],
      ['Spark plugs', 4, 2.4],
    ],
  },
  {
    job: 'Carburettors stripped, cleaned and balanced',
    hours: [2.5, 4.5],
    parts: [
      ['Carb rebuild kit', 2, 26.0],
      ['Float needle valve', 2, 9.8],
    ],
  },
  {
    job: 'Ignition timing set, points and condenser renewed',
    hours: [0.5, 1.5],
    parts: [
      ['Contact breaker points', 1, 6.5],
      ['Condenser', 1, 4.8],
      ['Distributor cap', 1, 14.2],
    ],
  },
  {
    job: 'Front brakes overhauled',
    hours: [2, 3.5],
    parts: [
      ['Front brake pads (set)', 1, 29.5],
      ['Front brake discs', 2, 42.0],
      ['Brake fluid', 1, 8.5],
    ],
  },
  {
    job: 'Exhaust system renewed from manifold back',
    hours: [1.5, 3],
    parts: [
      ['Exhaust system, stainless', 1, 295.0],
      ['Exhaust mounting rubbers', 2, 5.5],
    ],
  },
  { job: 'Tappets adjusted', hours: [1, 2], parts: [['Rocker cover gasket', 1, 11.4]] },
  {
    job: 'Clutch replaced',
    hours: [4, 8],
    parts: [
      ['Clutch kit (cover, plate, release bearing)', 1, 189.0],
      ['Clutch slave cylinder', 1, 36.0],
    ],
  },
  { job: 'Rear shock absorbers replaced', hours: [1, 2], parts: [['Rear shock absorbers', 2, 58.0]] },
  {
    job: 'Cooling system flushed, thermostat replaced',
    hours: [1, 2],
    parts: [
      ['Thermostat', 1, 12.5],
      ['Top hose', 1, 14.9],
      ['Antifreeze', 2, 7.9],
    ],
  },
  {
    job: 'Dynamo overhauled, control box renewed',
    hours: [1.5, 3],
    parts: [
      ['Control box', 1, 48.0],
      ['Fan belt', 1, 9.5],
    ],
  },
  {
    job: 'Rear wheel bearings replaced',
    hours: [2, 3],
    parts: [
      ['Rear wheel bearing kit', 2, 34.0],
      ['Hub seal', 2, 6.2],
    ],
  },
  { job: 'Pre-MOT check and adjustments', hours: [0.5, 1.5], parts: [['Headlamp bulb', 1, 6.9]] },
];

export interface JobDraw {
  jobs: string[];
  lines: Line[];
}

/**
 * A few jobs, each its own labour line (hours × rate), and their parts as lines. `scale` multiplies parts prices for
 * the currency and the year; `rate` is the hourly rate.
 */
export function drawJobs(rng: Random, cat: Job[], n: number, rate: number, scale: number): JobDraw {
  const picked = rng.some(cat, n);
  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const j of picked) {
    const h = Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * 2) / 2;
    lines.push(mkLine('labor', j.job, h, rate));
  }
  for (const j of picked)
    for (const [name, q, price] of j.parts) {
      if (seen.has(name) || rng.chance(0.15)) continue;
      seen.add(name);
      lines.push(mkLine('parts', name, q, Math.round(price * scale * (0.9 + rng.next() * 0.25) * 100) / 100));
    }
  if (!lines.some((l) => l.kind === 'parts')) {
    const [name, q, price] = cat[0].parts[1];
    lines.push(mkLine('parts', name, q, Math.round(price * scale * 100) / 100));
  }
  return { jobs: picked.map((j) => j.job), lines };
}

/** A price scale for a year: 1 at 2020, falling toward the 1960s. */
export const priceScale = (year: number) => Math.max(0.12, Math.min(1.1, 0.12 + ((year - 1960) / 60) ** 1.3 * 0.88));
