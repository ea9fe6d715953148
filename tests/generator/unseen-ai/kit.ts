/**
 * The unseen-ai author's kit: long and dense pages. Every family first draws all its values from its stream, then lays
 * the page out with a pure function of a scale k; `fit` shrinks k (fonts and line steps) until the page ends above the
 * bottom margin, so a page of 60 lines in small print stays a single A4 page.
 */
import { PageBuilder } from '../page';
import { num, type NumStyle, type DateStyle, fd, addDays, r2, sum, wrap } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export { num, fd, addDays, r2, sum };
export type { NumStyle, DateStyle };

export const BOTTOM = 818;

/** Lays the page out at the largest scale (from `start` down) that keeps it on one page. */
export function fit(render: (k: number) => PageBuilder, start = 1): PageBuilder {
  let k = start;
  for (let i = 0; i < 30; i++) {
    const p = render(k);
    const lowest = Math.max(p.y, ...p.items.map((it) => (it.kind === 'text' ? it.y : it.y + it.h)));
    if (lowest <= BOTTOM) return p;
    k *= 0.96;
  }
  throw new Error('page does not fit');
}

export function page(top = 40): PageBuilder {
  const p = new PageBuilder();
  p.y = top;
  return p;
}

/** Wrapped prose in a width of points at a font size (Liberation Sans ≈ 0.5 em a character). */
export function prose(p: PageBuilder, x: number, widthPt: number, text: string, size: number, opts: { serif?: boolean; bold?: boolean; lead?: number } = {}) {
  const caps = (text.match(/[A-Z]/g)?.length ?? 0) > text.length * 0.5;
  const em = caps ? 0.64 : opts.serif ? 0.52 : 0.48;
  const chars = Math.max(20, Math.floor(widthPt / (size * em)));
  for (const l of wrap(text, chars)) {
    p.text(x, l, { size, serif: opts.serif, bold: opts.bold });
    p.down(size * (opts.lead ?? 1.25));
  }
}

/** A rough width of a run in points (capitals and figures wider than lower case). */
export function textW(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += /[A-ZÄÖÜ0-9]/.test(ch) ? 0.64 : ch === ' ' ? 0.28 : /[il.,:;'’]/.test(ch) ? 0.25 : 0.5;
  return w * size;
}

export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
}
export function cells(p: PageBuilder, cols: Col[], values: string[], size: number, bold = false, serif = false) {
  values.forEach((v, i) => {
    if (v) p.text(cols[i].x, v, { size, align: cols[i].align, bold, serif });
  });
}
export function rule(p: PageBuilder, x: number, w: number, y = p.y) {
  p.box(x, y, w, 0.01);
}

export function doc(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

/** Money as printed with an optional currency sign. */
export function money(n: number, style: NumStyle, cur = '', after = false): string {
  const v = num(n, style);
  if (!cur) return v;
  return after ? `${v} ${cur}` : `${cur}${cur.length > 1 ? ' ' : ''}${v}`;
}

/** The same day a number of years later. */
export const yearEnd = (iso: string, years = 1) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export function digits(rng: Random, n: number): string {
  return Array.from({ length: n }, () => rng.int(0, 9)).join('');
}
export function letters(rng: Random, n: number): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  return Array.from({ length: n }, () => L[rng.int(0, L.length - 1)]).join('');
}
export function vin17(rng: Random): string {
  const c = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => c[rng.int(0, c.length - 1)]).join('');
}

/** Vehicles with their years of build. */
export const CARS: [string, number, number, string][] = [
  ['Mercedes-Benz 230 SL (W 113)', 1963, 1967, '113042'],
  ['Mercedes-Benz 280 SE 3.5 Coupé', 1969, 1971, '111026'],
  ['Mercedes-Benz 450 SLC', 1972, 1980, '107024'],
  ['Porsche 911 2.0 Coupé', 1965, 1968, '30'],
  ['Porsche 912', 1965, 1969, '35'],
  ['Porsche 911 Carrera 3.2', 1984, 1989, 'WP0ZZZ91ZFS'],
  ['BMW 2002 tii', 1971, 1975, '27'],
  ['BMW 3.0 CSi', 1971, 1975, '22'],
  ['VW Käfer 1302 S', 1970, 1972, '112'],
  ['VW T2 Westfalia', 1968, 1979, '23'],
  ['Opel GT 1900', 1968, 1973, '77'],
  ['Ford Capri 2600 RS', 1970, 1974, 'GAE'],
  ['Jaguar E-Type Series 1 4.2 FHC', 1965, 1968, '1E'],
  ['Jaguar XJ6 Series 2', 1973, 1979, '2T'],
  ['Austin-Healey 3000 Mk III', 1964, 1968, 'HBJ8L'],
  ['Triumph TR6 PI', 1969, 1976, 'CP'],
  ['MGB GT', 1965, 1980, 'GHD'],
  ['Land Rover Series IIA 88', 1965, 1971, '241'],
  ['Aston Martin DB6', 1965, 1970, 'DB6/'],
  ['Rolls-Royce Silver Shadow', 1966, 1976, 'SRH'],
  ['Ford Mustang Fastback 289', 1965, 1968, '6F09C'],
  ['Chevrolet Corvette Stingray', 1965, 1967, '19437S'],
  ['Pontiac GTO', 1966, 1970, '242176'],
  ['Alfa Romeo Giulia Sprint GT Veloce', 1966, 1968, 'AR'],
  ['Lancia Fulvia Coupé 1.3 S', 1969, 1973, '818'],
  ['Citroën DS 21 Pallas', 1966, 1975, '44'],
  ['Volvo P1800 S', 1965, 1969, '18'],
  ['Fiat 124 Sport Spider', 1968, 1982, '124CS'],
];

export interface Car {
  name: string;
  built: number;
  chassis: string;
}
/** A car built before the document's year. */
export function car(rng: Random, year: number): Car {
  const ok = CARS.filter((c) => c[1] <= year);
  const c = rng.pick(ok.length ? ok : CARS);
  const built = rng.int(c[1], Math.min(c[2], year));
  const chassis = year >= 1981 && rng.chance(0.4) ? vin17(rng) : `${c[3]}${digits(rng, rng.int(5, 7))}`;
  return { name: c[0], built, chassis };
}

export const NAMES_DE = [
  'Hans-Jürgen Bachmann',
  'Ingrid Stoll',
  'Dr. Wolfgang Reisinger',
  'Renate Kühnel',
  'Klaus-Peter Obermaier',
  'Gisela Wendt',
  'Manfred Lindemann',
  'Ursula Pfeifer',
  'Dieter Hohmann',
  'Brigitte Seidl',
  'Rainer Eckert',
  'Heike Mertens',
  'Jürgen Wallner',
  'Sieglinde Paulus',
  'Helmut Grabowski',
];
export const NAMES_EN = [
  'Geoffrey Ashdown',
  'Margaret Pilling',
  'Raymond T. Kowalski',
  'Dorothy Fairbanks',
  'Nigel Cartwright',
  'Barbara J. Ellison',
  'Clive Hetherington',
  'Walter P. Duncan',
  'Susan Okafor',
  'Trevor Blakemore',
  'Eleanor Whitcombe',
  'Harold Jennings',
  'Patricia Lund',
  'Kenneth McAllister',
  'Frances Delaney',
];
export const STREETS_DE = ['Lindenallee 7', 'Kirchgasse 12', 'Am Mühlbach 3', 'Bergstraße 41', 'Schillerplatz 2', 'Rosenweg 18', 'Talstraße 66'];
export const TOWNS_DE = ['72764 Reutlingen', '93047 Regensburg', '34117 Kassel', '49074 Osnabrück', '79098 Freiburg', '97070 Würzburg', '24103 Kiel'];
export const STREETS_EN = ['14 Orchard Close', '3 The Green', '221 Maple Avenue', '58 Church Street', '9 Kingsway', '1740 Ridge Road', '6 Abbey Mews'];
export const TOWNS_EN = [
  'Cheltenham GL50 2QA',
  'Harrogate HG1 4AB',
  'Bend, OR 97701',
  'Lexington, KY 40502',
  'Norwich NR2 1LP',
  'Asheville, NC 28801',
  'Guildford GU1 3DW',
];

export function personDe(rng: Random): [string, string, string] {
  return [rng.pick(NAMES_DE), rng.pick(STREETS_DE), rng.pick(TOWNS_DE)];
}
export function personEn(rng: Random): [string, string, string] {
  return [rng.pick(NAMES_EN), rng.pick(STREETS_EN), rng.pick(TOWNS_EN)];
}

export function plateDe(rng: Random, h = true): string {
  return `${rng.pick(['RT', 'R', 'KS', 'OS', 'FR', 'WÜ', 'KI', 'TÜ', 'ES', 'LB'])}-${letters(rng, rng.int(1, 2))} ${rng.int(10, 999)}${h ? 'H' : ''}`;
}
export function plateUk(rng: Random, year: number): string {
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
  return `${letters(rng, 2)}${pad(rng.int(2, 69), 2)} ${letters(rng, 3)}`;
}
export function plateUs(rng: Random): string {
  return `${letters(rng, 3)}-${rng.int(1000, 9999)}`;
}

/** Picks n distinct lines from a pool, keeping the pool's order (the order a bill walks round the car). */
export function lines<T>(rng: Random, pool: readonly T[], n: number): T[] {
  const idx = rng
    .some(
      pool.map((_, i) => i),
      Math.min(n, pool.length),
    )
    .sort((a, b) => a - b);
  return idx.map((i) => pool[i]);
}

/** A price drawn in a range and rounded to a tidy step. */
export function price(rng: Random, lo: number, hi: number, step = 0.5): number {
  return r2(Math.round((lo + rng.next() * (hi - lo)) / step) * step);
}
