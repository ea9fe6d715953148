/**
 * The third honest set's own toolkit (issue 11): how its papers write dates, money and distances,
 * and a few drawing helpers. Written without reading the reader or the other sets' generators.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

export type DateStyle = 'us' | 'us-dash' | 'us-long' | 'us-short' | 'uk' | 'uk-long' | 'uk-ord' | 'uk-short' | 'de' | 'de-long' | 'iso';

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** An ISO date as a page prints it. */
export function day(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  switch (style) {
    case 'us':
      return `${two(m)}/${two(d)}/${y}`;
    case 'us-dash':
      return `${two(m)}-${two(d)}-${y}`;
    case 'us-long':
      return `${EN_MONTHS[m - 1]} ${d}, ${y}`;
    case 'us-short':
      return `${EN_MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`;
    case 'uk':
      return `${two(d)}/${two(m)}/${y}`;
    case 'uk-long':
      return `${d} ${EN_MONTHS[m - 1]} ${y}`;
    case 'uk-ord':
      return `${ordinal(d)} ${EN_MONTHS[m - 1]} ${y}`;
    case 'uk-short':
      return `${two(d)} ${EN_MONTHS[m - 1].slice(0, 3).toUpperCase()} ${y}`;
    case 'de':
      return `${two(d)}.${two(m)}.${y}`;
    case 'de-long':
      return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
    case 'iso':
      return iso;
  }
}

/** ISO date plus days. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** ISO date plus whole years (the day before, as a policy year ends, when `dayBefore`). */
export function addYears(iso: string, years: number, dayBefore = false): string {
  const [y, m, d] = iso.split('-').map(Number);
  const next = `${y + years}-${two(m)}-${two(d)}`;
  return dayBefore ? addDays(next, -1) : next;
}

const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** An amount in cents as `1,234.56` (en) or `1.234,56` (de); `whole` drops the cents. */
export function amount(cents: number, lang: 'en' | 'de', whole = false): string {
  const units = Math.floor(Math.abs(cents) / 100);
  const rest = two(Math.abs(cents) % 100);
  const sign = cents < 0 ? '-' : '';
  if (lang === 'en') return `${sign}${group(units, ',')}${whole ? '' : `.${rest}`}`;
  return `${sign}${group(units, '.')}${whole ? '' : `,${rest}`}`;
}

/** A distance as `84,120` (en) or `159.805` (de). */
export const distance = (n: number, lang: 'en' | 'de') => group(n, lang === 'en' ? ',' : '.');

/** Cents to the truth's number. */
export const money = (cents: number) => Math.round(cents) / 100;

/** Percent of an amount in cents, rounded to the cent. */
export const pct = (cents: number, rate: number) => Math.round((cents * rate) / 100);

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A random amount in cents on a step (e.g. whole pounds: step 100). */
export const cents = (rng: Random, min: number, max: number, step = 1) => rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;

/** Random digits. */
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
export const letters = (rng: Random, n: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ') =>
  Array.from({ length: n }, () => from[rng.int(0, from.length - 1)]).join('');

const measurer = createCanvas(10, 10).getContext('2d');
/** The width of a run as the renderer draws it (for boxes and right-hand columns). */
export function width(text: string, size: number, bold = false, serif = false): number {
  measurer.font = `${bold ? 'bold ' : ''}${size}px "${serif ? 'DejaVu Serif' : 'Liberation Sans'}"`;
  return measurer.measureText(text).width;
}

/** Splits text into lines no wider than `max` points. */
export function wrap(text: string, max: number, size: number, serif = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && width(next, size, false, serif) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A thin rule (a flat box). */
export const rule = (p: PageBuilder, x: number, y: number, w: number) => p.box(x, y, w, 0.01);

export interface Column {
  x: number;
  align?: 'left' | 'right' | 'center';
}

/** Rows of cells at fixed columns, walking down the page. */
export function rows(p: PageBuilder, cols: Column[], cells: string[][], opts: { size?: number; step?: number; bold?: boolean; serif?: boolean } = {}) {
  for (const row of cells) {
    row.forEach((cell, i) => {
      if (cell) p.text(cols[i].x, cell, { size: opts.size ?? 9, align: cols[i].align, bold: opts.bold, serif: opts.serif });
    });
    p.down(opts.step ?? 13);
  }
}

/** A document from its page and its truth. */
export function paper(p: PageBuilder, language: 'en' | 'de', truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}

export { PageBuilder };

/** A service bill's truth from its amounts in cents (labour and parts as printed, total as billed). */
export function serviceBill(
  p: PageBuilder,
  language: 'en' | 'de',
  f: {
    serviceDate: string;
    shopName: string;
    serviceMileage: number;
    labour: number;
    parts: number;
    total: number;
    workPerformed: string[];
    partsUsed?: string[];
    nextServiceMileage?: number;
    inspectionValidUntil?: string;
  },
): Generated {
  const { labour, parts, total, ...rest } = f;
  const head = { documentType: 'service', serviceDate: f.serviceDate, shopName: f.shopName, serviceMileage: f.serviceMileage };
  return paper(p, language, { ...head, laborCost: money(labour), partsCost: money(parts), totalCost: money(total), ...rest });
}
