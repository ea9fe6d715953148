/**
 * The jobs of an old car's life and the parts each one takes, in American shop wording and in German workshop wording,
 * with the price levels of the years (a labour hour in 1970 and in 2026) and a shared truth builder for service bills.
 */
import { r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { price } from './kit';

export interface Job {
  /** The job as the shop writes it. */
  job: string;
  hours: number;
  labor: number;
  parts: { text: string; qty: number; unit: number; amount: number; code: string }[];
}
type Pool = { job: string; hrs: [number, number]; parts: [string, number, number, number][] }[];

/** Price level against 2020 (1.0). */
export function infl(year: number): number {
  const pts: [number, number][] = [
    [1965, 0.16],
    [1970, 0.2],
    [1975, 0.28],
    [1980, 0.42],
    [1985, 0.52],
    [1990, 0.62],
    [2000, 0.76],
    [2010, 0.9],
    [2020, 1],
    [2026, 1.22],
  ];
  for (let i = 1; i < pts.length; i++) {
    const [y0, v0] = pts[i - 1];
    const [y1, v1] = pts[i];
    if (year <= y1) return v0 + ((Math.max(year, y0) - y0) / (y1 - y0)) * (v1 - v0);
  }
  return 1.22;
}
/** An American independent shop's hourly rate in a year. */
export const usRate = (rng: Random, year: number) => Math.round((rng.int(95, 135) * infl(year)) / 2) * 2;

export const US_JOBS: Pool = [
  {
    job: 'Replace front brake pads and resurface rotors',
    hrs: [1.2, 2],
    parts: [
      ['Front disc brake pad set', 1, 28, 65],
      ['Brake fluid DOT 3 12 oz', 1, 5, 9],
    ],
  },
  {
    job: 'Replace water pump and thermostat',
    hrs: [1.8, 3.2],
    parts: [
      ['Water pump', 1, 45, 120],
      ['Thermostat 180 deg', 1, 8, 18],
      ['Thermostat gasket', 1, 2, 5],
      ['Antifreeze coolant 1 gal', 2, 12, 21],
    ],
  },
  {
    job: 'Major tune-up',
    hrs: [1.5, 2.5],
    parts: [
      ['Spark plug', 8, 2, 5],
      ['Distributor cap', 1, 14, 32],
      ['Distributor rotor', 1, 5, 12],
      ['Ignition points & condenser set', 1, 11, 22],
    ],
  },
  {
    job: 'Rebuild carburetor',
    hrs: [2.5, 4],
    parts: [
      ['Carburetor rebuild kit', 1, 28, 62],
      ['Fuel filter', 1, 4, 12],
    ],
  },
  {
    job: 'Replace mechanical fuel pump',
    hrs: [0.8, 1.5],
    parts: [
      ['Fuel pump', 1, 32, 95],
      ['Fuel hose 5/16 in. per ft', 3, 2, 5],
    ],
  },
  {
    job: 'Replace upper and lower radiator hoses',
    hrs: [0.8, 1.4],
    parts: [
      ['Upper radiator hose', 1, 14, 32],
      ['Lower radiator hose', 1, 16, 36],
      ['Hose clamp', 4, 1, 3],
    ],
  },
  { job: 'Replace alternator', hrs: [0.7, 1.3], parts: [['Alternator, remanufactured', 1, 95, 190]] },
  { job: 'Replace starter motor', hrs: [0.9, 1.8], parts: [['Starter, remanufactured', 1, 85, 175]] },
  { job: 'Replace rear shock absorbers', hrs: [0.8, 1.2], parts: [['Shock absorber', 2, 28, 65]] },
  { job: 'Replace drive shaft U-joints', hrs: [1, 1.6], parts: [['Universal joint', 2, 16, 38]] },
  { job: 'Replace valve cover gaskets', hrs: [1, 2.2], parts: [['Valve cover gasket set', 1, 14, 35]] },
  {
    job: 'Replace brake master cylinder and bleed system',
    hrs: [1.2, 2],
    parts: [
      ['Brake master cylinder', 1, 48, 140],
      ['Brake fluid DOT 3 32 oz', 1, 8, 14],
    ],
  },
  {
    job: 'Install electronic ignition conversion',
    hrs: [1, 1.6],
    parts: [
      ['Electronic ignition module kit', 1, 95, 150],
      ['Ignition coil', 1, 32, 60],
    ],
  },
  {
    job: 'Convert A/C to R-134a and recharge',
    hrs: [1.5, 2.5],
    parts: [
      ['R-134a conversion kit', 1, 35, 70],
      ['Refrigerant R-134a 12 oz', 2, 9, 16],
    ],
  },
  { job: 'Replace fan belt and power steering belt', hrs: [0.6, 1], parts: [['V-belt', 2, 11, 24]] },
  {
    job: 'Replace exhaust manifold gasket',
    hrs: [1.5, 3],
    parts: [
      ['Exhaust manifold gasket', 1, 9, 22],
      ['Manifold stud kit', 1, 12, 28],
    ],
  },
  { job: 'Replace clutch cable', hrs: [0.6, 1.2], parts: [['Clutch cable', 1, 22, 48]] },
  {
    job: 'Repack front wheel bearings',
    hrs: [1, 1.6],
    parts: [
      ['Grease seal', 2, 5, 11],
      ['Wheel bearing grease 14 oz', 1, 6, 12],
    ],
  },
];

export const DE_JOBS: Pool = [
  {
    job: 'Bremsbeläge vorne erneuert, Bremsscheiben geprüft',
    hrs: [1, 1.8],
    parts: [
      ['Bremsbelagsatz Vorderachse', 1, 38, 85],
      ['Bremsflüssigkeit DOT 4 1 l', 1, 12, 19],
    ],
  },
  {
    job: 'Zündung eingestellt, Kontakte und Kerzen erneuert',
    hrs: [0.8, 1.5],
    parts: [
      ['Zündkerze', 6, 4, 9],
      ['Unterbrecherkontakt', 1, 12, 25],
      ['Kondensator', 1, 6, 14],
    ],
  },
  {
    job: 'Vergaser zerlegt, gereinigt und synchronisiert',
    hrs: [2.5, 4.5],
    parts: [
      ['Vergaser-Dichtsatz', 1, 35, 80],
      ['Kraftstofffilter', 1, 6, 14],
    ],
  },
  {
    job: 'Wasserpumpe aus- und eingebaut',
    hrs: [1.8, 3.5],
    parts: [
      ['Wasserpumpe', 1, 85, 240],
      ['Dichtung Wasserpumpe', 1, 4, 9],
      ['Kühlerfrostschutz 1,5 l', 2, 9, 16],
    ],
  },
  { job: 'Kupplungsseil erneuert und eingestellt', hrs: [0.6, 1.2], parts: [['Kupplungsseil', 1, 24, 55]] },
  {
    job: 'Auspuff-Endtopf erneuert',
    hrs: [0.8, 1.4],
    parts: [
      ['Endschalldämpfer', 1, 95, 260],
      ['Montagesatz Auspuff', 1, 14, 28],
    ],
  },
  { job: 'Stoßdämpfer hinten erneuert', hrs: [1, 1.6], parts: [['Stoßdämpfer hinten', 2, 60, 140]] },
  { job: 'Ventilspiel eingestellt, Ventildeckeldichtung erneuert', hrs: [1.2, 2.4], parts: [['Ventildeckeldichtung', 1, 14, 38]] },
  {
    job: 'Lichtmaschine instandgesetzt',
    hrs: [1.2, 2],
    parts: [
      ['Kohlebürsten-Satz', 1, 12, 26],
      ['Lager Lichtmaschine', 2, 8, 18],
    ],
  },
  {
    job: 'Bremsschläuche erneuert, Bremsanlage entlüftet',
    hrs: [1.5, 2.5],
    parts: [
      ['Bremsschlauch', 4, 14, 32],
      ['Bremsflüssigkeit DOT 4 1 l', 1, 12, 19],
    ],
  },
  {
    job: 'Radlager vorne nachgestellt und abgeschmiert',
    hrs: [0.8, 1.5],
    parts: [
      ['Wälzlagerfett 400 g', 1, 7, 13],
      ['Wellendichtring', 2, 5, 12],
    ],
  },
  { job: 'Keilriemen erneuert', hrs: [0.3, 0.6], parts: [['Keilriemen', 1, 12, 28]] },
  { job: 'Benzinpumpe erneuert', hrs: [0.7, 1.4], parts: [['Kraftstoffpumpe', 1, 60, 180]] },
  {
    job: 'Kühlerschläuche erneuert, Kühlsystem gespült',
    hrs: [1, 1.8],
    parts: [
      ['Kühlerschlauch oben', 1, 18, 40],
      ['Kühlerschlauch unten', 1, 20, 44],
      ['Schlauchschelle', 4, 2, 4],
    ],
  },
  { job: 'Achsmanschetten erneuert', hrs: [1.2, 2.2], parts: [['Achsmanschetten-Satz', 2, 16, 35]] },
];

/** Jobs with their labour (hours × rate) and parts at a year's price level; `scale` converts to another currency. */
export function pickJobs(rng: Random, pool: Pool, n: number, year: number, rate: number, scale = 1): Job[] {
  return rng.some(pool, n).map((p) => {
    const hours = Math.round(rng.int(p.hrs[0] * 10, p.hrs[1] * 10)) / 10;
    return {
      job: p.job,
      hours,
      labor: r2(hours * rate),
      parts: p.parts
        .filter((_, i) => i === 0 || rng.chance(0.8))
        .map(([text, qty, lo, hi]) => {
          const unit = price(rng, Math.max(1, Math.round(lo * infl(year) * scale)), Math.max(2, Math.round(hi * infl(year) * scale)));
          return { text, qty, unit, amount: r2(qty * unit), code: `${rng.int(10, 99)}-${rng.int(1000, 99999)}` };
        }),
    };
  });
}

export interface ServiceTruth {
  shopName: string;
  serviceDate: string;
  serviceMileage?: number;
  laborCost?: number;
  partsCost?: number;
  totalCost: number;
  workPerformed: string[];
  partsUsed: string[];
}
export function serviceTruth(t: ServiceTruth): Generated['truth'] {
  const out: Generated['truth'] = { documentType: 'service', shopName: t.shopName, serviceDate: t.serviceDate };
  if (t.serviceMileage !== undefined) out.serviceMileage = t.serviceMileage;
  if (t.laborCost !== undefined) out.laborCost = t.laborCost;
  if (t.partsCost !== undefined) out.partsCost = t.partsCost;
  out.totalCost = t.totalCost;
  out.workPerformed = t.workPerformed;
  out.partsUsed = t.partsUsed;
  return out;
}
