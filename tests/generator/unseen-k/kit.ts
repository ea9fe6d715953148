/**
 * unseen-k's small kit: amounts and dates as each country's software prints them, thin rules,
 * QR placeholders, footers with page numbers — paper as it comes out of software and e-mail, 2000–2026.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';

export type MoneyStyle = 'eur' | 'eur-pre' | 'dm' | 'chf' | 'usd' | 'gbp' | 'num-de' | 'num-en' | 'num-ch';

const group = (v: number, thousands: string, decimal: string): string => {
  const [int, dec] = Math.abs(v).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${v < 0 ? '-' : ''}${grouped}${decimal}${dec}`;
};

/** An amount as the country's software prints it. */
export function money(v: number, style: MoneyStyle): string {
  if (v < 0 && (style === 'usd' || style === 'gbp' || style === 'chf' || style === 'eur-pre')) return `-${money(-v, style)}`;
  switch (style) {
    case 'eur':
      return `${group(v, '.', ',')} €`;
    case 'eur-pre':
      return `EUR ${group(v, '.', ',')}`;
    case 'dm':
      return `${group(v, '.', ',')} DM`;
    case 'chf':
      return `CHF ${group(v, "'", '.')}`;
    case 'usd':
      return `$${group(v, ',', '.')}`;
    case 'gbp':
      return `£${group(v, ',', '.')}`;
    case 'num-de':
      return group(v, '.', ',');
    case 'num-ch':
      return group(v, "'", '.');
    default:
      return group(v, ',', '.');
  }
}

export const r2 = (v: number): number => Math.round(v * 100) / 100;

const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'de' | 'de-short' | 'de-long' | 'us' | 'us-long' | 'us-abbr' | 'uk' | 'uk-long' | 'uk-abbr' | 'iso';

/** A date as printed. */
export function fmt(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  const mi = Number(m) - 1;
  switch (style) {
    case 'de':
      return `${d}.${m}.${y}`;
    case 'de-short':
      return `${d}.${m}.${y.slice(2)}`;
    case 'de-long':
      return `${Number(d)}. ${MONTHS_DE[mi]} ${y}`;
    case 'us':
      return `${m}/${d}/${y}`;
    case 'us-long':
      return `${MONTHS_EN[mi]} ${Number(d)}, ${y}`;
    case 'us-abbr':
      return `${MONTHS_EN[mi].slice(0, 3)} ${d}, ${y}`;
    case 'uk':
      return `${d}/${m}/${y}`;
    case 'uk-long':
      return `${Number(d)} ${MONTHS_EN[mi]} ${y}`;
    case 'uk-abbr':
      return `${d}-${MONTHS_EN[mi].slice(0, 3)}-${y}`;
    default:
      return iso;
  }
}

export function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** One year on, the day before (a policy period). */
export const yearEnd = (iso: string): string => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

export const digits = (rng: Random, n: number): string => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const vin = (rng: Random, wmi: string): string => wmi + Array.from({ length: 17 - wmi.length }, () => rng.pick([...VIN_CHARS])).join('');
export const letters = (rng: Random, n: number): string => Array.from({ length: n }, () => rng.pick([...'ABCDEFGHKLMNPRSTUVWXYZ'])).join('');
export const dePlate = (rng: Random, city: string): string => `${city}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;
export const ukPlate = (rng: Random): string => `${letters(rng, 2)}${String(rng.int(51, 73)).padStart(2, '0')} ${letters(rng, 3)}`;
export const usPlate = (rng: Random): string => `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;

/** A page with a few helpers for printed software output. */
export class Sheet extends PageBuilder {
  /** A thin horizontal rule. */
  rule(x: number, w: number, y = this.y): this {
    return this.box(x, y, w, 0.4);
  }

  /** A QR code's place: a square with its corner marks. */
  qr(x: number, y: number, s = 46, caption?: string): this {
    this.box(x, y, s, s);
    for (const [dx, dy] of [
      [3, 3],
      [s - 13, 3],
      [3, s - 13],
    ])
      this.box(x + dx, y + dy, 10, 10, true);
    if (caption) this.text(x + s / 2, caption, { y: y + s + 8, size: 5.5, align: 'center' });
    return this;
  }

  /** A label and its value on one line. */
  pair(x: number, label: string, value: string, gap: number, opts: { size?: number; bold?: boolean } = {}): this {
    this.text(x, label, { size: opts.size ?? 9 });
    return this.text(x + gap, value, { size: opts.size ?? 9, bold: opts.bold });
  }

  /** A label set small above its value (portal and form style). */
  stacked(x: number, label: string, value: string, y = this.y, size = 9.5): this {
    this.text(x, label, { y, size: 6.5 });
    return this.text(x, value, { y: y + size + 2, size, bold: false });
  }
}

export interface Line {
  name: string;
  qty: number;
  unit: number;
  amount: number;
}

/** `n` lines from a pool with prices in a range, amount = qty × unit. */
export function lines(rng: Random, pool: readonly string[], n: number, lo: number, hi: number, maxQty = 1): Line[] {
  return rng.some(pool, n).map((name) => {
    const qty = rng.int(1, maxQty);
    const unit = r2(lo + rng.next() * (hi - lo));
    return { name, qty, unit, amount: r2(qty * unit) };
  });
}

export const sum = (xs: { amount: number }[]): number => r2(xs.reduce((a, x) => a + x.amount, 0));

/** German VAT rate for a date (16 % until 2006 and in the second half of 2020). */
export const deVat = (iso: string): number => (iso < '2007-01-01' || (iso >= '2020-07-01' && iso < '2021-01-01') ? 16 : 19);
/** UK VAT rate for a date. */
export const ukVat = (iso: string): number => (iso < '2008-12-01' || (iso >= '2010-01-01' && iso < '2011-01-04') ? 17.5 : iso < '2010-01-01' ? 15 : 20);

export const DE_JOBS = [
  'Inspektion nach Herstellervorgabe',
  'Ölwechsel mit Filter',
  'Bremsflüssigkeit erneuert',
  'Bremsbeläge vorn ersetzt',
  'Bremsscheiben und Beläge hinten erneuert',
  'Zahnriemen mit Wasserpumpe gewechselt',
  'Klimaanlage Wartung und Desinfektion',
  'Fehlerspeicher ausgelesen und gelöscht',
  'Achsvermessung durchgeführt',
  'Räder umgesteckt und ausgewuchtet',
  'Zündkerzen ersetzt',
  'Luftfilter und Innenraumfilter erneuert',
  'Stoßdämpfer hinten ersetzt',
  'Batterie getauscht und codiert',
  'Auspuff-Mittelschalldämpfer ersetzt',
  'Scheinwerfer eingestellt',
  'Vorbereitung und Durchführung HU/AU',
  'Koppelstange links ersetzt',
  'Software-Update Motorsteuergerät',
  'Keilrippenriemen erneuert',
];
export const DE_PARTS = [
  'Ölfilter',
  'Motoröl 5W-30',
  'Luftfilter',
  'Innenraumfilter',
  'Bremsbelagsatz',
  'Bremsscheibe',
  'Zündkerze',
  'Zahnriemensatz',
  'Wasserpumpe',
  'Kältemittel R1234yf',
  'Batterie 70Ah',
  'Stoßdämpfer',
  'Mittelschalldämpfer',
  'Koppelstange',
  'Keilrippenriemen',
  'Bremsflüssigkeit DOT 4',
  'Dichtring Ölablassschraube',
  'Wischerblatt-Satz',
  'Kraftstofffilter',
  'Glühlampe H7',
];
export const EN_JOBS = [
  'Full service',
  'Interim service',
  'Oil and filter change',
  'Replace front brake pads',
  'Replace rear discs and pads',
  'Brake fluid flush',
  'Timing belt and water pump replacement',
  'Air conditioning recharge',
  'Four wheel alignment',
  'Diagnose check engine light',
  'Replace spark plugs',
  'Replace cabin air filter',
  'Tire rotation and balance',
  'Replace battery',
  'Replace rear shock absorbers',
  'Coolant flush',
  'Replace serpentine belt',
  'MOT preparation',
  'Replace front wiper blades',
  'Transmission fluid service',
];
export const EN_PARTS = [
  'Oil filter',
  'Engine oil 5W-30',
  'Air filter',
  'Cabin filter',
  'Brake pad set',
  'Brake rotor',
  'Spark plug',
  'Timing belt kit',
  'Water pump',
  'Refrigerant R134a',
  'Battery H6',
  'Shock absorber',
  'Serpentine belt',
  'Coolant 50/50',
  'Wiper blade',
  'Drain plug gasket',
  'Fuel filter',
  'Transmission fluid ATF',
  'Bulb H11',
  'Brake fluid DOT 3',
];
/** A British age-related mark of the 1960s–80s (as classics keep them). */
export const ukOldPlate = (rng: Random): string => `${letters(rng, 3)} ${rng.int(1, 999)}${rng.pick([...'ABCDEFGHJKLMN'])}`;
