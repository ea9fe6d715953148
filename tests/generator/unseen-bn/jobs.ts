/**
 * The work of a classic-car workshop in both languages: each job with its hours and the parts it takes (prices in
 * 2020 euros, turned into the year's money by the kit).
 */
import type { Random } from '../random';
import { type Cur, price, r2 } from './kit';

interface JobDef {
  de: string;
  en: string;
  /** American wording where it differs. */
  us?: string;
  hours: number;
  /** German, English, price, American wording. */
  parts: [string, string, number, string?][];
}

const JOBS: JobDef[] = [
  {
    de: 'Ölwechsel mit Filter',
    en: 'Oil and filter change',
    hours: 0.5,
    parts: [
      ['Ölfilter', 'Oil filter', 14],
      ['Motoröl 20W-50, 5 l', 'Engine oil 20W-50, 5 l', 45, 'Engine oil 20W-50, 5 qt'],
    ],
  },
  {
    de: 'Zündung eingestellt, Kerzen erneuert',
    en: 'Ignition timing set, plugs renewed',
    us: 'Tune-up, timing set, plugs replaced',
    hours: 0.8,
    parts: [
      ['Zündkerzen (4 Stk.)', 'Spark plugs (set of 4)', 28],
      ['Unterbrecherkontakt', 'Contact breaker points', 12, 'Points and condenser'],
    ],
  },
  {
    de: 'Bremsbeläge vorn erneuert',
    en: 'Front brake pads renewed',
    us: 'Front brake pads replaced',
    hours: 1.2,
    parts: [['Bremsbeläge Vorderachse', 'Front brake pad set', 65]],
  },
  {
    de: 'Vergaser überholt und synchronisiert',
    en: 'Carburettors overhauled and balanced',
    us: 'Carburetor rebuilt and adjusted',
    hours: 2.5,
    parts: [['Vergaser-Reparatursatz', 'Carburettor rebuild kit', 48, 'Carburetor rebuild kit']],
  },
  {
    de: 'Ventilspiel eingestellt',
    en: 'Valve clearances adjusted',
    us: 'Valve lash adjusted',
    hours: 1.0,
    parts: [['Ventildeckeldichtung', 'Rocker cover gasket', 12, 'Valve cover gasket']],
  },
  {
    de: 'Mittelschalldämpfer erneuert',
    en: 'Centre exhaust silencer replaced',
    us: 'Muffler replaced',
    hours: 1.0,
    parts: [
      ['Mittelschalldämpfer', 'Centre silencer', 120, 'Muffler'],
      ['Schellen und Gummis', 'Clamps and mounting rubbers', 14, 'Clamps and hangers'],
    ],
  },
  { de: 'Kupplung erneuert', en: 'Clutch replaced', hours: 4.5, parts: [['Kupplungssatz', 'Clutch kit', 210]] },
  { de: 'Keilriemen erneuert', en: 'Fan belt replaced', hours: 0.4, parts: [['Keilriemen', 'Fan belt', 18]] },
  {
    de: 'Wasserpumpe erneuert',
    en: 'Water pump replaced',
    hours: 2.0,
    parts: [
      ['Wasserpumpe', 'Water pump', 95],
      ['Kühlerfrostschutz 2 l', 'Antifreeze 2 l', 16, 'Antifreeze 1 gal'],
    ],
  },
  {
    de: 'Stoßdämpfer hinten erneuert',
    en: 'Rear shock absorbers replaced',
    hours: 1.5,
    parts: [['Stoßdämpfer hinten (2 Stk.)', 'Rear dampers (pair)', 140, 'Rear shocks (pair)']],
  },
  {
    de: 'Bremsflüssigkeit gewechselt',
    en: 'Brake fluid changed',
    us: 'Brake system flushed',
    hours: 0.6,
    parts: [['Bremsflüssigkeit DOT 4, 1 l', 'Brake fluid DOT 4, 1 l', 14, 'Brake fluid DOT 3, 1 qt']],
  },
  {
    de: 'Radlager vorn links erneuert',
    en: 'Nearside front wheel bearing renewed',
    us: 'Left front wheel bearing replaced',
    hours: 1.4,
    parts: [['Radlagersatz', 'Wheel bearing kit', 55]],
  },
  {
    de: 'Lichtmaschine überholt',
    en: 'Dynamo overhauled',
    us: 'Generator rebuilt',
    hours: 1.8,
    parts: [
      ['Reglerschalter', 'Voltage regulator', 45],
      ['Kohlebürsten', 'Brushes', 12, 'Generator brushes'],
    ],
  },
  {
    de: 'Hohlraumkonservierung',
    en: 'Cavity wax treatment',
    us: 'Rustproofing',
    hours: 3.0,
    parts: [['Hohlraumwachs', 'Cavity wax', 38, 'Rustproofing compound']],
  },
  { de: 'Kraftstoffpumpe erneuert', en: 'Fuel pump replaced', hours: 1.0, parts: [['Kraftstoffpumpe', 'Fuel pump', 85]] },
  {
    de: 'Thermostat erneuert',
    en: 'Thermostat replaced',
    hours: 0.7,
    parts: [
      ['Thermostat', 'Thermostat', 22],
      ['Thermostatdichtung', 'Thermostat gasket', 4],
    ],
  },
];

export interface Line {
  text: string;
  hours: number;
  amount: number;
}
export interface Work {
  labour: Line[];
  parts: Line[];
  rate: number;
  labourSum: number;
  partsSum: number;
}

/** `n` jobs billed at the year's hourly rate; parts priced item by item. */
export function work(rng: Random, lang: 'de' | 'en' | 'us', year: number, cur: Cur, n: number): Work {
  const rate = price(95, year, cur, rng, true);
  const jobs = rng.some(JOBS, n);
  const labour = jobs.map((j) => {
    const hours = Math.max(0.3, Math.round(j.hours * (0.8 + rng.next() * 0.5) * 10) / 10);
    return { text: lang === 'us' ? (j.us ?? j.en) : j[lang], hours, amount: r2(hours * rate) };
  });
  const parts = jobs.flatMap((j) =>
    j.parts.map(([de, en, base, us]) => ({ text: lang === 'de' ? de : lang === 'us' ? (us ?? en) : en, hours: 0, amount: price(base, year, cur, rng) })),
  );
  return { labour, parts, rate, labourSum: r2(labour.reduce((a, l) => a + l.amount, 0)), partsSum: r2(parts.reduce((a, l) => a + l.amount, 0)) };
}

/** Net, tax and gross of a bill. */
export function totals(net: number, vat: number) {
  const tax = r2((net * vat) / 100);
  return { net: r2(net), tax, gross: r2(net + tax) };
}
