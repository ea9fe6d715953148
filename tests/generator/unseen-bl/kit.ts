/**
 * The unseen-bl author's kit: the one mixed list of a bill (jobs, parts, materials, fees and sundries in the order the
 * mechanic wrote them), its truth, and the small pieces every family shares (money by country, hand-written jitter).
 */
import type { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

/** One line of the list: what is printed, and what a careful reader takes from it. */
export interface Item {
  text: string;
  /** The job as printed, when the line says what was done. */
  work?: string;
  /** The part or material supplied, without quantity or price. */
  part?: string;
  /** A fee or sundry: neither job nor part. */
  fee?: boolean;
  price?: number;
}

export const job = (text: string): Item => ({ text, work: text });
export const part = (name: string, printed = name): Item => ({ text: printed, part: name });
export const fee = (text: string): Item => ({ text, fee: true });
/** A job and its part on one line ("Wasserpumpe erneuert — Wasserpumpe"). */
export const jobPart = (work: string, name: string, sep: string): Item => ({ text: `${work}${sep}${name}`, work, part: name });

type Maker = (rng: Random) => Item;

/* ---------- German ---------- */

export const DE_JOBS: string[] = [
  'Ölwechsel durchgeführt',
  'Bremsen vorne überholt inkl. Beläge',
  'Zündung eingestellt',
  'Vergaser gereinigt und eingestellt',
  'Ventilspiel eingestellt',
  'Kupplung nachgestellt',
  'Auspuff geschweißt',
  'Keilriemen gespannt',
  'Unterboden konserviert',
  'Scheinwerfer eingestellt',
  'Bremsflüssigkeit gewechselt',
  'Fahrzeug abgeschmiert',
  'Batterie geladen und Pole gefettet',
  'Kühlsystem gespült',
  'Spur vermessen und eingestellt',
  'Radlager hinten links erneuert',
  'Zündverteiler überholt',
  'Türschloss Fahrerseite gangbar gemacht',
  'Reifen montiert und ausgewuchtet',
  'Handbremse nachgestellt',
  'Leerlauf eingestellt',
  'Heizungshahn gängig gemacht',
  'Lichtmaschine überholt',
  'Anlasser instand gesetzt',
  'Motorwäsche',
  'Bremsen hinten gereinigt und eingestellt',
  'Schweller links geschweißt',
  'Hauptuntersuchung vorbereitet',
];

const dePart =
  (name: string, forms: ((n: number) => string)[], qty: [number, number] = [1, 1]): Maker =>
  (rng) => {
    const n = rng.int(qty[0], qty[1]);
    return part(name, rng.pick(forms)(n));
  };

export const DE_PARTS: Maker[] = [
  dePart('Ölfilter', [(n) => `${n} Ölfilter`, () => 'Ölfilter', (n) => `Ölfilter (${n})`]),
  dePart('Zündkerzen', [(n) => `Zündkerzen (${n})`, (n) => `${n} Zündkerzen`, (n) => `${n} Stk. Zündkerzen`], [4, 4]),
  dePart('Zündkerzen Bosch W7DC', [(n) => `${n} Zündkerzen Bosch W7DC`, (n) => `Zündkerzen Bosch W7DC (${n})`], [4, 6]),
  dePart('Motoröl 20W-50', [(n) => `${n},5 l Motoröl 20W-50`, (n) => `Motoröl 20W-50 ${n},5 Ltr.`], [3, 5]),
  dePart('Motoröl 15W-40', [(n) => `${n} Liter Motoröl 15W-40`, (n) => `Motoröl 15W-40, ${n} l`], [4, 5]),
  dePart('Luftfilter', [() => 'Luftfilter', (n) => `${n} Luftfilter`]),
  dePart('Unterbrecherkontakt', [() => 'Unterbrecherkontakt', (n) => `${n} Unterbrecherkontakt`]),
  dePart('Kondensator', [() => 'Kondensator', (n) => `${n} Kondensator`]),
  dePart('Verteilerfinger', [() => 'Verteilerfinger', (n) => `${n} Verteilerfinger`]),
  dePart('Keilriemen', [() => 'Keilriemen', (n) => `${n} Keilriemen`]),
  dePart('Bremsflüssigkeit DOT 4', [(n) => `Bremsflüssigkeit DOT 4 (${n} l)`, (n) => `${n} l Bremsflüssigkeit DOT 4`]),
  dePart('Dichtring Ölablassschraube', [() => 'Dichtring Ölablassschraube', (n) => `${n} Dichtring Ölablassschraube`]),
  dePart('Glühlampe H4', [(n) => `${n} Glühlampe H4`, (n) => `Glühlampe H4 (${n})`], [1, 2]),
  dePart('Frostschutz', [(n) => `Frostschutz ${n} l`, (n) => `${n} l Frostschutz`], [2, 4]),
  dePart('Auspuffschelle', [(n) => `${n} Auspuffschelle`, () => 'Auspuffschelle']),
  dePart('Hohlraumwachs', [() => 'Hohlraumwachs', (n) => `Hohlraumwachs ${n} Dose`]),
  dePart('Bremsbeläge vorne', [() => 'Bremsbeläge vorne (Satz)', () => '1 Satz Bremsbeläge vorne']),
  dePart('Kraftstofffilter', [() => 'Kraftstofffilter', (n) => `${n} Kraftstofffilter`]),
  dePart('Kühlerschlauch oben', [() => 'Kühlerschlauch oben', (n) => `${n} Kühlerschlauch oben`]),
  dePart('Wischerblätter', [(n) => `${n} Wischerblätter`, (n) => `Wischerblätter (${n})`], [2, 2]),
  dePart('Ventildeckeldichtung', [() => 'Ventildeckeldichtung', (n) => `${n} Ventildeckeldichtung`]),
  dePart('Getriebeöl SAE 80', [(n) => `Getriebeöl SAE 80, ${n} l`, (n) => `${n} l Getriebeöl SAE 80`], [2, 3]),
  dePart('Mehrzweckfett', [() => 'Mehrzweckfett', () => 'Mehrzweckfett lt. Verbrauch']),
  dePart('Unterbodenschutz', [() => 'Unterbodenschutz', (n) => `Unterbodenschutz ${n} kg`], [1, 2]),
  dePart('Schweißblech 1 mm', [() => 'Schweißblech 1 mm', () => 'Schweißblech 1 mm (Zuschnitt)']),
  dePart('Kupplungsseil', [() => 'Kupplungsseil', (n) => `${n} Kupplungsseil`]),
];

export const DE_JOBPARTS: ((sep: string) => Item)[] = [
  (s) => jobPart('Wasserpumpe erneuert', 'Wasserpumpe', s),
  (s) => jobPart('Thermostat gewechselt', 'Thermostat 80°', s),
  (s) => jobPart('Auspuff-Endtopf ersetzt', 'Endtopf', s),
  (s) => jobPart('Batterie erneuert', 'Batterie 12V 44Ah', s),
  (s) => jobPart('Zündspule erneuert', 'Zündspule', s),
  (s) => jobPart('Benzinpumpe ausgetauscht', 'Benzinpumpe', s),
  (s) => jobPart('Kopfdichtung erneuert', 'Zylinderkopfdichtung', s),
  (s) => jobPart('Stoßdämpfer hinten gewechselt', 'Stoßdämpfer hinten', s),
];

export const DE_FEES = ['Altölentsorgung', 'Umweltpauschale', 'Entsorgung Altteile', 'Altreifenentsorgung'];
export const DE_SUNDRIES = ['Kleinmaterial', 'Werkstattbedarf pauschal', 'Kleinteile pauschal'];

/* ---------- English ---------- */

export const EN_JOBS_UK: string[] = [
  'Replaced water pump',
  'Changed engine oil and filter',
  'Adjusted tappets',
  'Set ignition timing',
  'Cleaned and gapped plugs',
  'Balanced and tuned carburettors',
  'Bled brakes all round',
  'Front brakes overhauled',
  'Greased all nipples',
  'Adjusted clutch',
  'Fitted new exhaust system',
  'Checked and topped up all levels',
  'Road tested',
  'Rebuilt SU carburettors',
  'Flushed cooling system',
  'Renewed fan belt',
  'Replaced points and condenser',
  'Traced fault to faulty coil',
  'Adjusted rear brakes and handbrake',
  'Refitted heater hose',
  'Steam cleaned engine',
  'Welded offside sill',
  'Repacked front wheel bearings',
  'Prepared car for MOT',
];
export const EN_JOBS_US: string[] = [
  'Replaced water pump',
  'Changed oil and filter',
  'Adjusted valves',
  'Set timing and dwell',
  'Tune-up',
  'Rebuilt carburetor',
  'Bled brakes',
  'Front brake job',
  'Lubed chassis',
  'Adjusted clutch linkage',
  'Installed new muffler',
  'Checked all fluids',
  'Road test',
  'Flushed radiator',
  'Replaced fan belt',
  'Replaced points and condenser',
  'Diagnosed no-start, bad coil',
  'Rotated tires',
  'Replaced heater hose',
  'Repacked front wheel bearings',
  'Aligned front end',
  'Replaced U-joint',
  'Cleaned battery terminals',
  'Safety inspection',
];

const enPart =
  (name: string, forms: ((n: number) => string)[], qty: [number, number] = [1, 1]): Maker =>
  (rng) => {
    const n = rng.int(qty[0], qty[1]);
    return part(name, rng.pick(forms)(n));
  };

export const EN_PARTS_UK: Maker[] = [
  enPart('Oil filter', [() => 'Oil filter', (n) => `${n} Oil filter`]),
  enPart('Spark plugs', [(n) => `Spark plugs (${n})`, (n) => `${n} Spark plugs`, (n) => `Spark plugs x${n}`], [4, 6]),
  enPart('Champion N9Y plugs', [(n) => `Champion N9Y plugs x${n}`, (n) => `${n} Champion N9Y plugs`], [4, 4]),
  enPart('Engine oil 20W-50', [(n) => `Engine oil 20W-50 ${n} litres`, (n) => `Engine oil 20W-50, ${n} ltr`], [4, 5]),
  enPart('Castrol GTX', [(n) => `Castrol GTX ${n} pints`, (n) => `${n} pts Castrol GTX`], [7, 9]),
  enPart('Fan belt', [() => 'Fan belt', (n) => `${n} Fan belt`]),
  enPart('Contact set', [() => 'Contact set', (n) => `${n} Contact set`]),
  enPart('Condenser', [() => 'Condenser', (n) => `${n} Condenser`]),
  enPart('Rotor arm', [() => 'Rotor arm', (n) => `${n} Rotor arm`]),
  enPart('Distributor cap', [() => 'Distributor cap', (n) => `${n} Distributor cap`]),
  enPart('Brake fluid', [(n) => `Brake fluid ${n} pint`, () => 'Brake fluid']),
  enPart('Antifreeze', [(n) => `Antifreeze ${n} litres`, (n) => `${n} ltr Antifreeze`], [2, 4]),
  enPart('Front pads', [() => 'Front pads (set)', () => '1 set Front pads']),
  enPart('Exhaust gaskets', [() => 'Exhaust gaskets', (n) => `Exhaust gaskets (${n})`], [2, 2]),
  enPart('Top hose', [() => 'Top hose', (n) => `${n} Top hose`]),
  enPart('Wiper blades', [(n) => `Wiper blades (${n})`, (n) => `${n} Wiper blades`], [2, 2]),
  enPart('Grease', [() => 'Grease', () => 'Grease as used']),
  enPart('Rocker cover gasket', [() => 'Rocker cover gasket', (n) => `${n} Rocker cover gasket`]),
  enPart('Headlamp bulb', [(n) => `Headlamp bulb x${n}`, (n) => `${n} Headlamp bulb`], [1, 2]),
  enPart('Fuel filter', [() => 'Fuel filter', (n) => `${n} Fuel filter`]),
  enPart('Sill section', [() => 'Sill section', (n) => `${n} Sill section`]),
  enPart('Gearbox oil EP90', [(n) => `Gearbox oil EP90 ${n} pints`, () => 'Gearbox oil EP90'], [2, 3]),
];
export const EN_PARTS_US: Maker[] = [
  enPart('Oil', [(n) => `Oil ${n} qts`, (n) => `Oil, ${n} qts`], [5, 6]),
  enPart('Oil filter', [() => 'Oil filter', (n) => `${n} Oil filter`]),
  enPart('Spark plugs', [(n) => `Spark plugs (${n})`, (n) => `${n} Spark plugs`], [4, 8]),
  enPart('AC Delco R45TS plugs', [(n) => `AC Delco R45TS plugs x${n}`, (n) => `${n} AC Delco R45TS plugs`], [6, 8]),
  enPart('Pennzoil 10W-40', [(n) => `Pennzoil 10W-40 ${n} qts`, (n) => `${n} qts Pennzoil 10W-40`], [5, 5]),
  enPart('Fan belt', [() => 'Fan belt', (n) => `${n} Fan belt`]),
  enPart('Points', [() => 'Points', (n) => `${n} Points`]),
  enPart('Condenser', [() => 'Condenser', (n) => `${n} Condenser`]),
  enPart('Rotor', [() => 'Rotor', (n) => `${n} Rotor`]),
  enPart('Distributor cap', [() => 'Distributor cap', (n) => `${n} Distributor cap`]),
  enPart('Brake fluid', [(n) => `Brake fluid ${n} pt`, () => 'Brake fluid']),
  enPart('Antifreeze', [(n) => `Antifreeze ${n} gal`, (n) => `Antifreeze (${n} gal)`], [1, 2]),
  enPart('Front pads', [() => 'Front pads (set)', () => 'Front pads, 1 set']),
  enPart('Air filter', [() => 'Air filter', (n) => `${n} Air filter`]),
  enPart('Upper radiator hose', [() => 'Upper radiator hose', (n) => `${n} Upper radiator hose`]),
  enPart('Wiper blades', [(n) => `Wiper blades (${n})`, (n) => `${n} Wiper blades`], [2, 2]),
  enPart('Grease', [() => 'Grease', () => 'Grease as needed']),
  enPart('Valve cover gasket', [() => 'Valve cover gasket', (n) => `${n} Valve cover gasket`]),
  enPart('Sealed beam headlamp', [(n) => `Sealed beam headlamp x${n}`, (n) => `${n} Sealed beam headlamp`], [1, 2]),
  enPart('Fuel filter', [() => 'Fuel filter', (n) => `${n} Fuel filter`]),
  enPart('Wheel bearing grease', [() => 'Wheel bearing grease', () => 'Wheel bearing grease 1 lb']),
  enPart('U-joint', [() => 'U-joint', (n) => `${n} U-joint`]),
];

export const EN_JOBPARTS: ((sep: string) => Item)[] = [
  (s) => jobPart('Replaced thermostat', 'Thermostat 82C', s),
  (s) => jobPart('Fitted new battery', 'Battery', s),
  (s) => jobPart('Replaced fuel pump', 'Fuel pump', s),
  (s) => jobPart('New fan belt fitted', 'Fan belt', s),
  (s) => jobPart('Replaced ignition coil', 'Ignition coil', s),
  (s) => jobPart('Renewed rear shocks', 'Rear shock absorbers', s),
  (s) => jobPart('Replaced head gasket', 'Head gasket set', s),
  (s) => jobPart('Replaced exhaust rear box', 'Rear silencer', s),
];

export const EN_FEES_UK = ['Waste oil disposal', 'Environmental levy', 'Disposal of old parts'];
export const EN_FEES_US = ['Waste oil disposal', 'Environmental fee', 'Hazmat disposal', 'Tire disposal fee'];
export const EN_SUNDRIES_UK = ['Sundries', 'Consumables', 'Workshop sundries'];
export const EN_SUNDRIES_US = ['Shop supplies', 'Shop supplies charge', 'Sundry shop supplies'];

/* ---------- the list ---------- */

export interface ListOpts {
  jobs: string[];
  parts: Maker[];
  jobParts: ((sep: string) => Item)[];
  sep: string;
  nJobs: [number, number];
  nParts: [number, number];
  nJobParts: [number, number];
  fees?: string[];
  sundries?: string[];
}

/**
 * The mechanic's list in the order written: usually a job followed by what it took, a part sometimes first, a fee
 * or sundry near the end.
 */
export function mixedList(rng: Random, o: ListOpts): Item[] {
  const jobs = rng.some(o.jobs, rng.int(o.nJobs[0], o.nJobs[1])).map(job);
  const seen = new Set<string>();
  const parts: Item[] = [];
  for (const mk of rng.some(o.parts, o.nParts[1] + 3)) {
    if (parts.length >= rng.int(o.nParts[0], o.nParts[1])) break;
    const it = mk(rng);
    if (seen.has(it.part!)) continue;
    seen.add(it.part!);
    parts.push(it);
  }
  const jp = rng.some(o.jobParts, rng.int(o.nJobParts[0], o.nJobParts[1])).map((f) => f(o.sep));
  for (const it of jp) {
    if (seen.has(it.part!)) continue;
    seen.add(it.part!);
    jobs.push(it);
  }
  // interleave: jobs in their order, parts dropped in after a random job
  const out: Item[] = [];
  const pool = [...parts];
  for (const j of rng.some(jobs, jobs.length)) {
    out.push(j);
    const take = pool.length ? rng.int(0, Math.min(2, pool.length)) : 0;
    out.push(...pool.splice(0, take));
  }
  out.push(...pool);
  if (o.fees && rng.chance(0.6)) out.push(fee(rng.pick(o.fees)));
  if (o.sundries && rng.chance(0.5)) out.splice(rng.int(Math.max(1, out.length - 2), out.length), 0, fee(rng.pick(o.sundries)));
  return out;
}

export function truthLists(items: Item[]) {
  const workPerformed = items.filter((i) => i.work).map((i) => i.work!);
  const partsUsed = items.filter((i) => i.part).map((i) => i.part!);
  return { workPerformed, partsUsed };
}

/** Prices: parts and materials by a rough catalogue, jobs by their size, fees small. */
export function priceOf(rng: Random, it: Item, scale: number): number {
  if (it.fee) return r2(rng.int(3, 18) * scale);
  if (it.work && it.part) return r2(rng.int(40, 260) * scale + rng.int(0, 99) / 100);
  if (it.work) return r2(rng.int(15, 120) * scale);
  return r2(rng.int(2, 60) * scale + rng.int(0, 19) * 0.05);
}

/** Money with a currency mark placed as the family prints it. */
export const m = (n: number, style: NumStyle) => num(n, style);

/** A hand's small wobble: each line lands a little off the ruled line. */
export function wob(rng: Random, spread = 3): number {
  return (rng.next() - 0.5) * 2 * spread;
}

/** Writes a hand-written line: serif, a little off its place. */
export function hand(p: PageBuilder, rng: Random, x: number, text: string, size = 11, align?: 'left' | 'right') {
  p.text(x + wob(rng, 4), text, { y: p.y + wob(rng, 1.5), serif: true, size, align });
}

/** The mileage printed as the page spells it. */
export function kmText(n: number, style: 'de' | 'en' | 'plain' | 'space' | 'ch'): string {
  const sep = { de: '.', en: ',', plain: '', space: ' ', ch: "'" }[style];
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** The lines' sums by kind. */
export function sums(items: Item[]) {
  const add = (f: (i: Item) => boolean) => r2(items.filter((i) => f(i) && i.price !== undefined).reduce((a, i) => a + i.price!, 0));
  return {
    jobs: add((i) => !!i.work && !i.part),
    parts: add((i) => !!i.part),
    fees: add((i) => !!i.fee),
    all: add(() => true),
  };
}

/** Dash-style German whole amounts ("65,–") where the pence are nil. */
export const deDash = (n: number) => (Math.round(n * 100) % 100 === 0 ? `${num(n, 'de').slice(0, -3)},–` : num(n, 'de'));
