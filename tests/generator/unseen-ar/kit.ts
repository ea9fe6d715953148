/**
 * The unseen-ar author's kit: the four cars whose paper the set follows (chassis numbers, engines, colours, the
 * odometer as the years go by, the plates of each country and period), people, streets and small page helpers.
 */
import type { PageBuilder } from '../page';
import { r2 } from '../paper-kit';
import type { Random } from '../random';

export type CarKey = 'sl' | 'p911' | 'etype' | 'mustang';
export interface Car {
  key: CarKey;
  year: number;
  make: string;
  model: string;
  /** Chassis number or VIN. */
  vin: string;
  engineNo: string;
  colour: { de: string; en: string };
  /** The odometer counts miles (British and American cars). */
  miles: boolean;
}

export function car(rng: Random, key: CarKey): Car {
  switch (key) {
    case 'sl':
      return {
        key,
        year: 1967,
        make: 'Mercedes-Benz',
        model: '280 SL',
        vin: `113044-10-00${rng.int(1000, 9999)}`,
        engineNo: `130983-10-00${rng.int(1000, 9999)}`,
        colour: rng.pick([
          { de: 'weißgrau (DB 158)', en: 'White-grey (DB 158)' },
          { de: 'papyrusweiß (DB 717)', en: 'Papyrus white (DB 717)' },
          { de: 'horizontblau (DB 335)', en: 'Horizon blue (DB 335)' },
        ]),
        miles: false,
      };
    case 'p911':
      return {
        key,
        year: 1973,
        make: 'Porsche',
        model: '911 T 2.4',
        vin: `911310${rng.int(1000, 4999)}`,
        engineNo: `611${rng.int(1000, 9999)}`,
        colour: rng.pick([
          { de: 'signalorange', en: 'Signal Orange' },
          { de: 'hellgelb', en: 'Light Yellow' },
          { de: 'grand-prix-weiß', en: 'Grand Prix White' },
        ]),
        miles: false,
      };
    case 'etype':
      return {
        key,
        year: 1964,
        make: 'Jaguar',
        model: 'E-Type 3.8 FHC',
        vin: `889${rng.int(100, 999)}`,
        engineNo: `R${rng.int(1000, 9999)}-9`,
        colour: rng.pick([
          { de: 'opalescent dunkelgrün', en: 'Opalescent Dark Green' },
          { de: 'carmenrot', en: 'Carmen Red' },
          { de: 'opalescent silbergrau', en: 'Opalescent Silver Grey' },
        ]),
        miles: true,
      };
    case 'mustang':
      return {
        key,
        year: 1970,
        make: 'Ford',
        model: 'Mustang Mach 1',
        vin: `0F05M${rng.int(100000, 199999)}`,
        engineNo: '351-4V',
        colour: rng.pick([
          { de: 'Grabber Blue', en: 'Grabber Blue' },
          { de: 'Calypso Coral', en: 'Calypso Coral' },
          { de: 'Bright Yellow', en: 'Bright Yellow' },
        ]),
        miles: true,
      };
  }
}

/** The odometer at a date: busy first fifteen years, then slower, then a weekend car. */
export function odo(c: Car, iso: string, rng: Random): number {
  const [y, m] = iso.split('-').map(Number);
  const t = Math.max(0, y + (m - 1) / 12 - c.year - 0.3);
  const fast = c.miles ? 9000 : 14500;
  const v = Math.min(t, 15) * fast + Math.max(0, Math.min(t, 30) - 15) * fast * 0.3 + Math.max(0, t - 30) * fast * 0.08;
  return Math.max(25, Math.round(v + rng.int(0, 800)));
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LETTERS.split(''))).join('');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(rng.int(i === 0 ? 1 : 0, 9))).join('');

/** Plates: German city codes (H for historic), Swiss cantons, British age-related marks, American states. */
export function plateDE(rng: Random, city: string, historic = false): string {
  return `${city}-${letters(rng, rng.int(1, 2))} ${rng.int(1, historic ? 999 : 9999)}${historic ? 'H' : ''}`;
}
export const plateCH = (rng: Random, canton: string) => `${canton} ${rng.int(1000, 399999)}`;
export const plateUK = (rng: Random, suffix: string) => `${letters(rng, 3)} ${rng.int(1, 999)}${suffix}`;
export const plateCA = (rng: Random) => `${rng.int(1, 3)}${letters(rng, 3)}${digits(rng, 3)}`;
export const plateTX = (rng: Random) => `${letters(rng, 3)}-${digits(rng, 3)}`;
export const plateCT = (rng: Random) => `${digits(rng, 3)}-${letters(rng, 3)}`;

export const NAMES_DE = [
  'Hermann Kübler',
  'Gerda Schäfer',
  'Dr. Walter Brenninger',
  'Klaus-Peter Oswald',
  'Ingrid Maurer',
  'Rolf Zeller',
  'Sabine Hochstätter',
  'Dieter Lautenschlager',
  'Ulrich Fassbender',
  'Monika Reichert',
];
export const NAMES_CH = ['Beat Hofstetter', 'Urs Gantenbein', 'Regula Meierhans', 'Dr. Peter Wyss', 'Heidi Zwahlen', 'Christoph Bänninger'];
export const NAMES_UK = [
  'Geoffrey Pilkington',
  'Margaret Ashworth',
  'Nigel Fairbrother',
  'Dr. Alistair Dunmore',
  'Susan Whitcombe',
  'Colin Heathcote',
  'Rupert Lascelles',
];
export const NAMES_US = [
  'Robert L. Haskins',
  'Darlene M. Pruitt',
  'Gary W. Tolliver',
  'Linda K. Esposito',
  'James T. Whitaker',
  'Carol A. Brandt',
  'Michael J. Kowalczyk',
];

export const STREETS_DE = ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Lindenallee', 'Mühlweg', 'Goethestraße', 'Am Kirchberg'];
export const STREETS_EN = ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'The Green', 'Victoria Road'];
export const STREETS_US = ['Elm Street', 'Oak Avenue', 'Maple Drive', 'Ridgeview Road', 'Sunset Boulevard', 'Pine Street'];

export const street = (rng: Random, xs: string[]) => `${rng.pick(xs)} ${rng.int(1, 120)}`;
export const streetUS = (rng: Random) => `${rng.int(100, 9899)} ${rng.pick(STREETS_US)}`;

/** A price near a base (x0.85 .. x1.2), cents kept or whole. */
export const near = (rng: Random, base: number, whole = false) => {
  const v = base * (0.85 + 0.35 * rng.next());
  return whole ? Math.round(v) : r2(v);
};

/** `n` lines drawn from a pool of [text, base price], their prices scaled and jittered. */
export function draw(rng: Random, pool: [string, number][], min: number, max: number, scale = 1, whole = false): [string, number][] {
  return rng.some(pool, rng.int(min, max)).map(([t, b]) => [t, near(rng, b * scale, whole)]);
}

/** A label and its value: `dx` past the label, or below it when `dx` is 0. */
export function lv(
  p: PageBuilder,
  x: number,
  label: string,
  value: string,
  opts: { dx?: number; size?: number; bold?: boolean; serif?: boolean; y?: number } = {},
) {
  const y = opts.y ?? p.y;
  const size = opts.size ?? 9;
  p.text(x, label, { y, size, serif: opts.serif });
  if (opts.dx === 0) p.text(x, value, { y: y + size + 3, size: size + 1, bold: opts.bold, serif: opts.serif });
  else p.text(x + (opts.dx ?? 90), value, { y, size, bold: opts.bold, serif: opts.serif });
}

/** A framed cell: small caption on top, the value inside. */
export function cell(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  caption: string,
  value: string,
  opts: { h?: number; size?: number; bold?: boolean } = {},
) {
  const h = opts.h ?? 26;
  p.box(x, y, w, h);
  p.text(x + 3, caption, { y: y + 8, size: 6.5 });
  p.text(x + 4, value, { y: y + h - 6, size: opts.size ?? 9.5, bold: opts.bold });
}

export const int1000 = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** The truth of a service bill. */
export function svcTruth(t: { shop: string; date: string; km: number; labor: number; parts: number; total: number; jobs: string[]; partsUsed: string[] }) {
  return {
    documentType: 'service',
    shopName: t.shop,
    serviceDate: t.date,
    serviceMileage: t.km,
    laborCost: t.labor,
    partsCost: t.parts,
    totalCost: t.total,
    workPerformed: t.jobs,
    ...(t.partsUsed.length ? { partsUsed: t.partsUsed } : {}),
  };
}
