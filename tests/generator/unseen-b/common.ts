import type { Random } from '../random';
import { r2 } from './format';
import type { Row } from './sheet';

/** Plates, identifiers and vehicles of the second unseen set (its own pools, not the other sets'). */

const LETTERS = 'ABCDEFGHKLMNPRSTUVWXYZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

export function plateDe(rng: Random): string {
  return `${rng.pick(['BA', 'RO', 'WÜ', 'OS', 'GÖ', 'LB', 'N', 'DA', 'FR'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${rng.chance(0.7) ? 'H' : ''}`;
}

/** Older British marks (suffix and prefix years), as classics keep them. */
export function plateUk(rng: Random): string {
  return rng.chance(0.5) ? `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}` : `${letters(rng, 1)}${rng.int(10, 999)} ${letters(rng, 3)}`;
}

export function plateUs(rng: Random): string {
  return rng.chance(0.5) ? `${letters(rng, 3)} ${digits(rng, 4)}` : `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
}

export function chassis(rng: Random): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return rng.chance(0.5) ? Array.from({ length: 17 }, () => rng.pick([...chars])).join('') : `${letters(rng, 2)}${digits(rng, rng.int(6, 9))}`;
}

export const idDigits = digits;
export const idLetters = letters;

export const CARS = [
  [1966, 'Ford Mustang Coupe'],
  [1972, 'Mercedes-Benz 280 SE'],
  [1958, 'Jaguar XK150 FHC'],
  [1969, 'Chevrolet Camaro RS'],
  [1974, 'Porsche 911 Targa'],
  [1963, 'Austin-Healey 3000 Mk II'],
  [1979, 'Volkswagen Golf GTI'],
  [1971, 'BMW 2002 tii'],
  [1967, 'MGB GT'],
  [1985, 'Mercedes-Benz 190 E 2.3-16'],
  [1970, 'Plymouth Road Runner'],
  [1976, 'Opel Manta B'],
] as const;

export const car = (rng: Random) => rng.pick(CARS);

/** Job lines and parts in each language: the set's own wording. */
export const JOBS = {
  en: [
    'Strip and rebuild rear brake calipers',
    'Renew timing chain and tensioner',
    'Re-time distributor and set dwell angle',
    'Flush cooling system, pressure test',
    'Replace clutch release bearing',
    'Adjust tappets, renew rocker cover seal',
    'Fit new exhaust manifold gaskets',
    'Track rod ends renewed, tracking set',
    'Trace fault in dash lamp circuit',
    'Overhaul water pump',
    'R&R front wheel bearings, repack',
    'Replace fuel sender unit',
    'Road test, diagnose clunk on overrun',
    'Lube, oil and filter service',
  ],
  de: [
    'Bremssättel hinten überholt',
    'Steuerkette samt Spanner gewechselt',
    'Zündzeitpunkt und Schließwinkel eingestellt',
    'Kühlsystem gespült und abgedrückt',
    'Ausrücklager ersetzt',
    'Ventile nachgestellt, Deckeldichtung neu',
    'Krümmerdichtungen erneuert',
    'Spurstangenköpfe getauscht, Spur vermessen',
    'Fehlersuche Instrumentenbeleuchtung',
    'Wasserpumpe instand gesetzt',
    'Unterbodenschutz ausgebessert',
    'Vergaser synchronisiert und eingestellt',
    'Radlager vorn neu gefettet',
  ],
};

export const PARTS = {
  en: [
    ['Timing chain kit', 'TCK-118'],
    ['Caliper seal kit, rear', 'BSK-42R'],
    ['Clutch release bearing', 'GRB-214'],
    ['Antifreeze concentrate 5 L', 'AF-5000'],
    ['Rocker cover gasket', 'GEG-1102'],
    ['Exhaust manifold gasket set', 'EMG-77'],
    ['Track rod end (pair)', 'TRE-330P'],
    ['Contact breaker points', 'DS-4401'],
    ['Ignition condenser', 'DC-1020'],
    ['Top radiator hose', 'RH-0918'],
    ['Fan belt', 'FB-1375'],
    ['Front wheel bearing kit', 'WBK-22F'],
    ['Fuel sender unit', 'FSU-612'],
    ['Oil filter cartridge', 'OF-3312'],
  ],
  de: [
    ['Steuerkettensatz', '116 050 13 94'],
    ['Dichtsatz Bremssattel hinten', 'BS 442-H'],
    ['Ausrücklager', '21 51 1 223 345'],
    ['Kühlerfrostschutz 5 l', 'KF-5'],
    ['Ventildeckeldichtung Kork', '110 016 03 21'],
    ['Krümmerdichtungssatz', 'KD 77-3'],
    ['Spurstangenkopf links', '32 21 1 114 621'],
    ['Unterbrecherkontakt', '0 237 013 010'],
    ['Kondensator Zündung', '1 237 330 052'],
    ['Kühlwasserschlauch oben', '107 501 12 82'],
    ['Keilriemen 10x950', 'AVX 10x950'],
    ['Radlagersatz vorn', 'RLS-115'],
    ['Ölfilterpatrone', 'W 940/25'],
  ],
};

/** `n` labour rows (hours × rate) and `m` part rows (qty × price), amounts rounded to cents. */
export function jobRows(rng: Random, lang: 'en' | 'de', n: number, m: number, rate: number): { labour: Row[]; parts: Row[] } {
  const labour = rng.some(JOBS[lang], n).map((desc) => {
    const qty = rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 3.5, 4.5]);
    return { kind: 'labour' as const, desc, qty, price: rate, amount: r2(qty * rate) };
  });
  const parts = rng.some(PARTS[lang], m).map(([desc, code]) => {
    const qty = rng.pick([1, 1, 1, 2, 4]);
    const price = r2(rng.int(600, 18000) / 100);
    return { kind: 'part' as const, desc, code, qty, price, amount: r2(qty * price) };
  });
  return { labour, parts };
}

export const sum = (rows: Row[]) => r2(rows.reduce((s, r) => s + r.amount, 0));
