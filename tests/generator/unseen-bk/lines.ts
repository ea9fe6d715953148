/**
 * The jobs a small garage writes on its bill pad, each with the parts that go with it, in German, British, American and
 * Australian wording; prices drawn in the currency and year of the page.
 */
import { r2, sum } from '../paper-kit';
import type { Random } from '../random';
import { price, type Cur } from './kit';

type Dialect = 'de' | 'at' | 'ch' | 'uk' | 'us' | 'au';
interface PartDef {
  t: Partial<Record<Dialect, string>> & { de: string; uk: string };
  base: number;
  qty?: [number, number];
  unit?: { de: string; en: string };
}
interface JobDef {
  t: Partial<Record<Dialect, string>> & { de: string; uk: string };
  hours: [number, number];
  parts: PartDef[];
  minYear?: number;
}

const JOBS: JobDef[] = [
  {
    t: { de: 'Ölwechsel', ch: 'Ölwechsel mit Filter', uk: 'Change engine oil and filter', us: 'Oil change', au: 'Oil and filter change' },
    hours: [0.5, 0.8],
    parts: [
      {
        t: { de: 'Motoröl 15W-40', ch: 'Motorenöl 15W-40', uk: 'Engine oil 20W-50', us: 'Motor oil 10W-40' },
        base: 4.2,
        qty: [4, 6],
        unit: { de: 'l', en: 'qt' },
      },
      { t: { de: 'Ölfilter', uk: 'Oil filter' }, base: 8 },
    ],
  },
  {
    t: {
      de: 'Bremsbeläge vorn erneuert',
      at: 'Bremsklötze vorne getauscht',
      uk: 'Fit new front brake pads',
      us: 'Front brake job',
      au: 'Replace front disc pads',
    },
    hours: [1, 1.6],
    parts: [
      {
        t: { de: 'Bremsbeläge vorn (Satz)', at: 'Bremsklötze vorne (Satz)', uk: 'Front brake pads (set)', us: 'Front brake pads', au: 'Disc pads (set)' },
        base: 38,
      },
      { t: { de: 'Bremsflüssigkeit DOT 4', uk: 'Brake fluid', us: 'Brake fluid DOT 3' }, base: 7 },
    ],
  },
  {
    t: { de: 'Zündung eingestellt', at: 'Zündung eingestellt, Motor-Tuning', uk: 'Service ignition and set timing', us: 'Tune-up', au: 'Tune engine' },
    hours: [0.8, 1.5],
    parts: [
      { t: { de: 'Zündkerzen', uk: 'Spark plugs', us: 'Spark plugs' }, base: 3.5, qty: [4, 6], unit: { de: 'St.', en: '' } },
      { t: { de: 'Unterbrecherkontakt', uk: 'Contact breaker points', us: 'Points', au: 'Points set' }, base: 9 },
      { t: { de: 'Verteilerfinger', uk: 'Rotor arm', us: 'Rotor', au: 'Rotor button' }, base: 6 },
    ],
  },
  {
    t: {
      de: 'Endschalldämpfer erneuert',
      at: 'Auspuff-Endtopf getauscht',
      ch: 'Auspuff hinten ersetzt',
      uk: 'Renew rear exhaust box',
      us: 'Install new muffler',
      au: 'Replace rear muffler',
    },
    hours: [0.7, 1.2],
    parts: [
      { t: { de: 'Endschalldämpfer', at: 'Endtopf', ch: 'Endschalldämpfer', uk: 'Rear silencer', us: 'Muffler', au: 'Rear muffler' }, base: 85 },
      { t: { de: 'Auspuffschelle', uk: 'Exhaust clamp', us: 'Clamp', au: 'Exhaust clamp' }, base: 4, qty: [1, 2], unit: { de: 'St.', en: '' } },
    ],
  },
  {
    t: { de: 'Kupplung erneuert', at: 'Kupplung getauscht', uk: 'Replace clutch assembly', us: 'Replace clutch', au: 'Replace clutch' },
    hours: [3.5, 6],
    parts: [
      { t: { de: 'Kupplungsscheibe', uk: 'Clutch plate', us: 'Clutch disc' }, base: 70 },
      { t: { de: 'Druckplatte', ch: 'Kupplungsdruckplatte', uk: 'Pressure plate', us: 'Pressure plate' }, base: 95 },
      { t: { de: 'Ausrücklager', uk: 'Release bearing', us: 'Throwout bearing', au: 'Thrust bearing' }, base: 32 },
    ],
  },
  {
    t: {
      de: 'Vergaser gereinigt und eingestellt',
      ch: 'Vergaser revidiert',
      uk: 'Strip, clean and balance carburettors',
      us: 'Rebuild carburetor',
      au: 'Overhaul carburettor',
    },
    hours: [1.5, 3],
    parts: [{ t: { de: 'Vergaser-Dichtungssatz', uk: 'Carburettor gasket kit', us: 'Carburetor kit', au: 'Carby kit' }, base: 28 }],
  },
  {
    t: { de: 'Wasserpumpe gewechselt', at: 'Wasserpumpe getauscht', uk: 'Replace water pump', us: 'Replace water pump', au: 'Replace water pump' },
    hours: [1.5, 2.5],
    parts: [
      { t: { de: 'Wasserpumpe', uk: 'Water pump' }, base: 65 },
      {
        t: { de: 'Frostschutzmittel', at: 'Kühlerfrostschutz', ch: 'Kühlmittel', uk: 'Anti-freeze', us: 'Antifreeze', au: 'Coolant' },
        base: 3.5,
        qty: [2, 4],
        unit: { de: 'l', en: 'gal' },
      },
    ],
  },
  {
    t: { de: 'Keilriemen erneuert', uk: 'Fit new fan belt', us: 'Replace fan belt', au: 'Replace fan belt' },
    hours: [0.3, 0.6],
    parts: [{ t: { de: 'Keilriemen', uk: 'Fan belt', us: 'Fan belt' }, base: 12 }],
  },
  {
    t: {
      de: 'Stoßdämpfer hinten ersetzt',
      ch: 'Stossdämpfer hinten ersetzt',
      uk: 'Fit pair rear shock absorbers',
      us: 'Replace rear shocks',
      au: 'Replace rear shockers',
    },
    hours: [1, 1.8],
    parts: [
      {
        t: { de: 'Stoßdämpfer hinten', ch: 'Stossdämpfer hinten', uk: 'Rear shock absorbers', us: 'Rear shocks', au: 'Rear shock absorbers' },
        base: 45,
        qty: [2, 2],
        unit: { de: 'St.', en: '' },
      },
    ],
  },
  {
    t: { de: 'Batterie ersetzt', uk: 'Supply and fit battery', us: 'Install battery', au: 'Fit new battery' },
    hours: [0.2, 0.4],
    parts: [{ t: { de: 'Batterie 12 V 44 Ah', uk: 'Battery 12V', us: 'Battery', au: 'Battery N50' }, base: 60 }],
  },
  {
    t: {
      de: 'Radlager vorn links erneuert',
      at: 'Radlager vorne links getauscht',
      uk: 'Renew n/s front wheel bearing',
      us: 'Replace LF wheel bearing',
      au: 'Replace front wheel bearing',
    },
    hours: [1, 1.8],
    parts: [
      { t: { de: 'Radlagersatz', uk: 'Wheel bearing kit', us: 'Wheel bearing', au: 'Bearing kit' }, base: 30 },
      { t: { de: 'Radlagerfett', uk: 'Grease', us: 'Grease', au: 'Grease' }, base: 3 },
    ],
  },
  {
    t: { de: 'Abschmieren', ch: 'Schmierservice', uk: 'Grease all points', us: 'Lube chassis', au: 'Grease and lube' },
    hours: [0.3, 0.5],
    parts: [],
  },
  {
    t: { de: 'Thermostat erneuert', uk: 'Renew thermostat', us: 'Replace thermostat', au: 'Replace thermostat' },
    hours: [0.5, 1],
    parts: [
      { t: { de: 'Thermostat', uk: 'Thermostat' }, base: 14 },
      { t: { de: 'Dichtung Thermostatgehäuse', uk: 'Thermostat gasket', us: 'Gasket' }, base: 2 },
    ],
  },
  {
    t: { de: 'Bremsen hinten nachgestellt', uk: 'Adjust rear brakes', us: 'Adjust brakes', au: 'Adjust rear brakes' },
    hours: [0.4, 0.7],
    parts: [],
  },
  {
    t: { de: 'Lichtmaschinenregler erneuert', uk: 'Renew voltage regulator', us: 'Replace voltage regulator', au: 'Replace regulator' },
    hours: [0.5, 0.8],
    parts: [{ t: { de: 'Regler', uk: 'Control box', us: 'Voltage regulator', au: 'Regulator' }, base: 35 }],
  },
];

export interface Line {
  text: string;
  kind: 'work' | 'part';
  qty?: number;
  unit?: string;
  /** Hours for work lines. */
  hours?: number;
  unitPrice?: number;
  amount: number;
}

function say(t: JobDef['t'] | PartDef['t'], d: Dialect): string {
  if (t[d]) return t[d] as string;
  if (d === 'at' || d === 'ch') return t.de;
  if (d === 'au') return t.uk;
  return t.uk;
}

export interface Jobs {
  work: Line[];
  parts: Line[];
  rate: number;
}

/**
 * A few jobs with their parts. `rate` is the hourly labour rate in the page's currency; labour line amounts are
 * hours × rate.
 */
export function jobs(rng: Random, d: Dialect, cur: Cur, year: number, n: [number, number] = [1, 3]): Jobs {
  const picked = rng.some(JOBS, rng.int(n[0], n[1]));
  const rate = price(rng, 40, cur, year, cur === 'ATS' ? 10 : 0.5);
  const work: Line[] = [];
  const parts: Line[] = [];
  for (const j of picked) {
    const hours = Math.round((j.hours[0] + rng.next() * (j.hours[1] - j.hours[0])) * 10) / 10;
    work.push({ text: say(j.t, d), kind: 'work', hours, unitPrice: rate, amount: r2(hours * rate) });
    for (const p of j.parts) {
      const qty = p.qty ? rng.int(p.qty[0], p.qty[1]) : 1;
      const unitPrice = price(rng, p.base, cur, year, cur === 'ATS' ? 1 : 0.05);
      const en = d !== 'de' && d !== 'at' && d !== 'ch';
      let unit = p.unit ? (en ? p.unit.en : p.unit.de) : '';
      if (en && unit === 'qt' && d !== 'us') unit = 'L';
      if (en && unit === 'gal' && d !== 'us') unit = 'L';
      parts.push({ text: say(p.t, d), kind: 'part', qty, unit, unitPrice, amount: r2(qty * unitPrice) });
    }
  }
  return { work, parts, rate };
}

export const total = (ls: Line[]) => sum(ls.map((l) => l.amount));
export const texts = (ls: Line[]) => ls.map((l) => l.text);

export const svc = (
  shopName: string,
  date: string,
  km: number | undefined,
  total: number,
  work: Line[],
  parts: Line[],
  extra: { laborCost?: number; partsCost?: number } = {},
) => ({
  documentType: 'service',
  shopName,
  serviceDate: date,
  ...(km !== undefined ? { serviceMileage: km } : {}),
  ...extra,
  totalCost: total,
  workPerformed: texts(work),
  partsUsed: texts(parts),
});

/** The odometer as read: five-digit counters of older cars have gone round. */
export const kmFor = (rng: Random, built: number, year: number) => {
  const km = Math.max(1, year - built) * rng.int(3000, 11000) + rng.int(0, 999);
  return built < 1985 ? Math.max(1200, km % 100000) : km;
};
