/**
 * The small kit of the unseen-h families: amounts and dates printed the way Swiss, Austrian, German,
 * British and Irish paper prints them, service lines with their sums, and a few drawing helpers.
 * Every family builds its own page from these; no two share a layout.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export const r2 = (n: number) => Math.round(n * 100) / 100;

/** Groups the integer part with `sep` and joins the decimals with `dec`. */
export function group(n: number, sep: string, dec: string, decimals = 2): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${neg ? '-' : ''}${grouped}${frac ? dec + frac : ''}`;
}

/** Swiss francs: "CHF 1'234.50", "Fr. 1'234.–" (whole francs), or the bare figure "1'234.50". */
export function chf(n: number, style: 'CHF' | 'Fr' | 'bare' = 'CHF'): string {
  const whole = Math.abs(n - Math.round(n)) < 0.001;
  const figure = style === 'Fr' && whole ? `${group(n, "'", '.', 0)}.–` : group(n, "'", '.');
  return style === 'CHF' ? `CHF ${figure}` : style === 'Fr' ? `Fr. ${figure}` : figure;
}

/** Austrian euros: "€ 1.234,50"; German: "1.234,50 €"; bare: "1.234,50". */
export const eurAt = (n: number) => `€ ${group(n, '.', ',')}`;
export const eurDe = (n: number) => `${group(n, '.', ',')} €`;
export const de = (n: number) => group(n, '.', ',');
export const dm = (n: number, before = false) => (before ? `DM ${de(n)}` : `${de(n)} DM`);
/** Austrian schillings: "S 12.345,50", whole amounts "S 12.345,–". */
export const ats = (n: number) => `S ${Math.abs(n - Math.round(n)) < 0.001 ? `${group(n, '.', ',', 0)},–` : de(n)}`;
export const gbp = (n: number) => `£${group(n, ',', '.')}`;
export const eurIe = (n: number) => `€${group(n, ',', '.')}`;
export const en = (n: number) => group(n, ',', '.');

const MONTHS_DE = ['Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** German-language dates: "05.03.2019", "5. März 2019" (Austrian "Jänner" when `at`), "5.3.19". */
export function dDe(iso: string, style: 'dot' | 'long' | 'short' = 'dot', at = false): string {
  const [y, m, d] = parts(iso);
  if (style === 'long') return `${d}. ${m === 1 && !at ? 'Januar' : MONTHS_DE[m - 1]} ${y}`;
  if (style === 'short') return `${d}.${m}.${String(y).slice(2)}`;
  return `${pad(d)}.${pad(m)}.${y}`;
}

const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** British and Irish dates: "05/03/2019", "5 March 2019", "5th March 2019", "05-Mar-19", "5.3.85". */
export function dEn(iso: string, style: 'slash' | 'long' | 'ord' | 'abbr' | 'dots' = 'slash'): string {
  const [y, m, d] = parts(iso);
  if (style === 'long') return `${d} ${MONTHS_EN[m - 1]} ${y}`;
  if (style === 'ord') return `${ordinal(d)} ${MONTHS_EN[m - 1]} ${y}`;
  if (style === 'abbr') return `${pad(d)}-${MONTHS_EN[m - 1].slice(0, 3)}-${String(y).slice(2)}`;
  if (style === 'dots') return `${d}.${m}.${String(y).slice(2)}`;
  return `${pad(d)}/${pad(m)}/${y}`;
}

export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** One year on, less a day (a policy period). */
export const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** Swiss VAT by year: 6.5 % (1995–98), 7.5 % (1999–2000), 7.6 % (2001–10), 8 % (2011–17), 7.7 % (2018–23), 8.1 % since. */
export function vatCh(year: number): number {
  if (year >= 2024) return 8.1;
  if (year >= 2018) return 7.7;
  if (year >= 2011) return 8;
  if (year >= 2001) return 7.6;
  if (year >= 1999) return 7.5;
  return 6.5;
}

/** German VAT by year (the standard rate): 13 % to 1983-06, 14 % to 1992, 15 % to 2006, 16 % then 19 %. */
export function vatDe(iso: string): number {
  const y = Number(iso.slice(0, 4));
  if (iso < '1983-07-01') return 13;
  if (y <= 1992) return 14;
  if (y <= 2006) return y <= 1997 || iso < '1998-04-01' ? 15 : 16;
  return 19;
}

/** UK VAT by date: 15 % (1979–91-03), 17.5 % to 2008-11, 15 % to 2009, 17.5 % in 2010, then 20 %. */
export function vatUk(iso: string): number {
  if (iso < '1991-03-19') return 15;
  if (iso < '2008-12-01') return 17.5;
  if (iso < '2010-01-01') return 15;
  if (iso < '2011-01-04') return 17.5;
  return 20;
}

export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
  partNo: string;
}

export const PARTS_DE = [
  ['Ölfilter', 14.5],
  ['Luftfiltereinsatz', 22.8],
  ['Zündkerzen', 7.9],
  ['Bremsbeläge vorne', 68],
  ['Bremsscheiben vorne', 94.5],
  ['Keilriemen', 18.4],
  ['Kühlerfrostschutz', 11.2],
  ['Motoröl 15W-40', 12.6],
  ['Wischerblätter', 16.9],
  ['Zahnriemensatz', 148],
  ['Wasserpumpe', 121.5],
  ['Auspuffdichtung', 6.2],
  ['Glühlampe H4', 9.8],
  ['Starterbatterie 12V 60Ah', 139],
  ['Stoßdämpfer hinten', 87.5],
  ['Kupplungsseil', 24.3],
  ['Bremsflüssigkeit DOT 4', 13.4],
  ['Thermostat', 28.6],
  ['Verteilerkappe', 31.2],
  ['Unterbrecherkontakt', 15.7],
  ['Kraftstofffilter', 19.9],
  ['Verteilerfinger', 9.4],
] as const;

export const PARTS_EN = [
  ['Oil filter', 8.95],
  ['Air filter element', 14.2],
  ['Spark plugs', 3.6],
  ['Front brake pads', 38.5],
  ['Front brake discs', 64],
  ['Fan belt', 11.4],
  ['Antifreeze', 9.5],
  ['Engine oil 20W-50', 7.8],
  ['Wiper blades', 12.9],
  ['Timing belt kit', 96],
  ['Water pump', 78.5],
  ['Exhaust manifold gasket', 5.9],
  ['Headlamp bulb H4', 6.4],
  ['Battery 063', 89],
  ['Rear dampers', 61.5],
  ['Clutch cable', 17.25],
  ['Brake fluid DOT 4', 8.4],
  ['Thermostat', 16.8],
  ['Distributor cap', 19.6],
  ['Contact breaker points', 9.75],
  ['Fuel filter', 12.3],
  ['Rotor arm', 5.2],
  ['HT lead set', 27.5],
] as const;

/** `n` parts from a pool with counts, prices scaled to the era (`scale`), and made-up part numbers. */
export function pickParts(rng: Random, pool: readonly (readonly [string, number])[], n: number, scale = 1): Line[] {
  return rng.some(pool, n).map(([text, price]) => {
    const qty = text.match(/kerzen|plugs|öl|oil 20W|Wischer|Wiper|points/i) ? rng.int(2, 5) : 1;
    const unit = r2(price * scale * (0.85 + rng.next() * 0.3));
    const partNo = `${rng.int(10, 99)}${rng.pick(['-', '.', ' '])}${rng.int(100, 999)}${rng.pick(['-', '.', ''])}${rng.int(10, 999)}`;
    return { text, qty, unit, amount: r2(qty * unit), partNo };
  });
}

/** Labour lines: jobs with hours and one hourly rate. */
export function labour(rng: Random, jobs: readonly string[], n: number, rate: number): Line[] {
  return rng.some(jobs, n).map((text) => {
    const qty = rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 0.8, 1.2, 4]);
    return { text, qty, unit: rate, amount: r2(qty * rate), partNo: '' };
  });
}

export const sum = (lines: readonly { amount: number }[]) => r2(lines.reduce((s, l) => s + l.amount, 0));

export const JOBS_DE = [
  'Inspektion nach Herstellervorgabe',
  'Ölwechsel mit Filter',
  'Bremsen vorne instand gesetzt',
  'Zahnriemen erneuert',
  'Zündung eingestellt',
  'Vergaser synchronisiert',
  'Wasserpumpe ersetzt',
  'Stoßdämpfer hinten ersetzt',
  'Kühlsystem entlüftet',
  'Scheinwerfer eingestellt',
  'Hohlraum konserviert',
  'Leerlauf und CO eingestellt',
  'Kupplung nachgestellt',
  'Bremsflüssigkeit gewechselt',
] as const;

export const JOBS_EN = [
  'Major service',
  'Change engine oil and filter',
  'Replace front brake pads and discs',
  'Renew timing belt',
  'Set ignition timing',
  'Balance carburettors',
  'Replace water pump',
  'Replace rear dampers',
  'Bleed cooling system',
  'Adjust headlamp aim',
  'Adjust clutch',
  'Renew brake fluid',
  'Tune engine',
  'Check underside and report',
] as const;

/** A VIN or chassis number of the make's kind. */
export function vin(rng: Random, prefix: string, len = 17): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = prefix;
  while (s.length < len - 6) s += chars[rng.int(0, chars.length - 1)];
  while (s.length < len) s += String(rng.int(0, 9));
  return s;
}

export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

/** A thin horizontal rule. */
export const rule = (p: PageBuilder, x: number, y: number, w: number) => p.box(x, y, w, 0);

export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
  head: string;
}

/** A table: header, rows, optional ruling; returns the y under its last row. */
export function table(
  p: PageBuilder,
  cols: Col[],
  rows: string[][],
  opts: { y: number; lineH?: number; ruled?: 'grid' | 'head' | 'none'; size?: number; x0?: number; x1?: number; serif?: boolean; headBold?: boolean },
): number {
  const lineH = opts.lineH ?? 15;
  const size = opts.size ?? 9;
  const x0 = opts.x0 ?? 50;
  const x1 = opts.x1 ?? 545;
  let y = opts.y;
  const ruled = opts.ruled ?? 'head';
  if (ruled === 'grid') p.box(x0, y - 11, x1 - x0, lineH, true);
  for (const c of cols) if (c.head) p.text(c.x, c.head, { y, size, bold: opts.headBold ?? true, align: c.align, serif: opts.serif });
  if (ruled !== 'none') rule(p, x0, y + 4, x1 - x0);
  y += lineH + 2;
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (cell) p.text(cols[i].x, cell, { y, size, align: cols[i].align, serif: opts.serif });
    });
    if (ruled === 'grid') rule(p, x0, y + 4, x1 - x0);
    y += lineH;
  }
  if (ruled === 'grid') p.box(x0, opts.y - 11, x1 - x0, y - opts.y + 11 - lineH + 4 + 0);
  return y;
}

export const doc = (p: PageBuilder, language: Lang, truth: Generated['truth']): Generated => ({ items: p.items, language, truth });

/** Wraps text at about `chars` characters per line. */
export function wrap(text: string, chars: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && (line + ' ' + w).length > chars) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

export { PageBuilder };
