/**
 * A workshop bill's lines as the digital paper bills them: labour (with operation codes and times), parts, shop
 * supplies and environmental fees, sublet work. The sums a careful reader takes: labour and parts as the bill's own
 * subtotals show them (fees and sublet in neither), the total as paid.
 */
import { r2, sum } from '../paper-kit';
import type { Random } from '../random';

export interface Line {
  kind: 'labor' | 'part' | 'fee' | 'sublet';
  code: string;
  text: string;
  qty: number;
  unit: string;
  price: number;
  amount: number;
}

export interface Job {
  labor: string;
  parts: [string, number][];
}

/** Draws `n` jobs and bills them: each a labour line (time × rate) and its parts. */
export function billJobs(rng: Random, jobs: Job[], n: number, rate: number, opts: { unit?: string; tenths?: boolean; codePrefix?: string } = {}): Line[] {
  const lines: Line[] = [];
  for (const job of rng.some(jobs, n)) {
    const t = opts.tenths === false ? rng.int(1, 8) : rng.int(3, 62) / 10;
    lines.push({
      kind: 'labor',
      code: `${opts.codePrefix ?? ''}${rng.int(10, 99)}${rng.int(100, 999)}`,
      text: job.labor,
      qty: t,
      unit: opts.unit ?? 'Std',
      price: rate,
      amount: r2(t * rate),
    });
    for (const [part, price] of rng.some(job.parts, rng.int(1, job.parts.length))) {
      const q = rng.chance(0.75) ? 1 : rng.int(2, 6);
      const p = r2(price * (0.85 + rng.next() * 0.4));
      lines.push({
        kind: 'part',
        code: `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)}`,
        text: part,
        qty: q,
        unit: (opts.unit ?? 'Std') === 'Std' ? 'St' : 'pc',
        price: p,
        amount: r2(q * p),
      });
    }
  }
  return lines;
}

export const labourOf = (ls: Line[]) => sum(ls.filter((l) => l.kind === 'labor').map((l) => l.amount));
export const partsOf = (ls: Line[]) => sum(ls.filter((l) => l.kind === 'part').map((l) => l.amount));
export const allOf = (ls: Line[]) => sum(ls.map((l) => l.amount));
export const worksOf = (ls: Line[]) => ls.filter((l) => l.kind === 'labor').map((l) => l.text);
export const partsListOf = (ls: Line[]) => ls.filter((l) => l.kind === 'part').map((l) => l.text);

export const JOBS_DE: Job[] = [
  {
    labor: 'Inspektion nach Herstellervorgabe durchgeführt',
    parts: [
      ['Ölfilter', 14.9],
      ['Motoröl 10W-40 5 l', 42.5],
      ['Luftfilter', 21.3],
    ],
  },
  {
    labor: 'Zahnriemen mit Wasserpumpe erneuert',
    parts: [
      ['Zahnriemensatz', 118.4],
      ['Wasserpumpe', 86.2],
      ['Kühlmittel G12 2 l', 16.8],
    ],
  },
  {
    labor: 'Bremsen vorn überholt',
    parts: [
      ['Bremsscheiben VA Satz', 96.4],
      ['Bremsbeläge VA', 48.9],
      ['Bremsflüssigkeit DOT 4', 12.6],
    ],
  },
  {
    labor: 'Zündanlage eingestellt',
    parts: [
      ['Zündkerzen Satz', 27.6],
      ['Verteilerkappe', 31.9],
      ['Zündverteilerfinger', 12.4],
    ],
  },
  {
    labor: 'Auspuffanlage ab Kat erneuert',
    parts: [
      ['Mittelschalldämpfer', 164.0],
      ['Endschalldämpfer', 189.5],
      ['Schellen und Gummis', 18.7],
    ],
  },
  {
    labor: 'Stoßdämpfer hinten gewechselt',
    parts: [
      ['Stoßdämpfer HA Bilstein', 112.3],
      ['Domlager', 24.8],
    ],
  },
  {
    labor: 'Kupplung erneuert',
    parts: [
      ['Kupplungssatz Sachs', 231.0],
      ['Ausrücklager', 39.5],
    ],
  },
  {
    labor: 'Klimaanlage geprüft und befüllt',
    parts: [
      ['Kältemittel R134a', 58.0],
      ['Kontrastmittel', 9.5],
    ],
  },
  {
    labor: 'Vergaser gereinigt und synchronisiert',
    parts: [
      ['Vergaserdichtsatz', 44.6],
      ['Schwimmernadelventil', 19.8],
    ],
  },
  {
    labor: 'Radlager vorn links erneuert',
    parts: [
      ['Radlagersatz', 67.9],
      ['Achsmutter', 6.4],
    ],
  },
  {
    labor: 'Kühler ausgebaut, gespült und eingebaut',
    parts: [
      ['Kühlerschlauch oben', 28.4],
      ['Thermostat', 22.9],
    ],
  },
  {
    labor: 'Lichtmaschine instand gesetzt',
    parts: [
      ['Regler', 38.6],
      ['Kohlebürsten', 11.2],
    ],
  },
];

export const JOBS_EN: Job[] = [
  {
    labor: 'Full service per schedule',
    parts: [
      ['Oil filter', 11.5],
      ['Engine oil 20W-50 5 qt', 34.0],
      ['Air filter element', 18.2],
    ],
  },
  {
    labor: 'Replace timing belt and water pump',
    parts: [
      ['Timing belt kit', 104.0],
      ['Water pump', 79.5],
      ['Coolant 1 gal', 19.9],
    ],
  },
  {
    labor: 'Front brake overhaul',
    parts: [
      ['Front rotors pair', 88.0],
      ['Front pads', 42.5],
      ['Brake fluid DOT 4', 11.0],
    ],
  },
  {
    labor: 'Tune-up, set ignition timing',
    parts: [
      ['Spark plugs set', 24.0],
      ['Distributor cap', 28.5],
      ['Rotor arm', 10.9],
    ],
  },
  {
    labor: 'Replace exhaust system from cat back',
    parts: [
      ['Center muffler', 148.0],
      ['Rear muffler', 171.0],
      ['Clamps and hangers', 16.5],
    ],
  },
  {
    labor: 'Replace rear shocks',
    parts: [
      ['Rear shock absorbers pair', 126.0],
      ['Bump stops', 21.4],
    ],
  },
  {
    labor: 'Replace clutch assembly',
    parts: [
      ['Clutch kit', 214.0],
      ['Release bearing', 36.0],
      ['Pilot bearing', 14.2],
    ],
  },
  {
    labor: 'A/C performance check and recharge',
    parts: [
      ['Refrigerant R134a', 52.0],
      ['UV dye', 8.5],
    ],
  },
  {
    labor: 'Rebuild carburetor',
    parts: [
      ['Carburetor rebuild kit', 41.0],
      ['Needle and seat', 17.5],
    ],
  },
  {
    labor: 'Replace front wheel bearing',
    parts: [
      ['Wheel bearing kit', 62.0],
      ['Axle nut', 5.8],
    ],
  },
  {
    labor: 'Cooling system flush',
    parts: [
      ['Upper radiator hose', 26.0],
      ['Thermostat', 19.5],
    ],
  },
  {
    labor: 'Replace alternator',
    parts: [
      ['Alternator reman', 164.0],
      ['Serpentine belt', 29.0],
    ],
  },
];
