/**
 * What hands add to paper after it is printed — fax header lines, copy marks, rubber stamps, pen notes in another
 * hand, corrections (the struck figure and the right one beside it), filing and punch notes, page numbers, web
 * print-out headers and footers, scanner stamps — and the small engine that lays out the printed bill under them.
 * Every addition is a text run (or a rule) on the page, so both the PDF and the scan carry it.
 */
import { PAGE_WIDTH, type PageBuilder } from '../page';
import { fd, hline, MONTHS_DE, MONTHS_EN, num, r2, row, sum, type Col, type DateStyle, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

/** A truth record without the keys the page does not state. */
export function clean<T extends Record<string, unknown>>(t: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(t)) if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[k] = v;
  return out as T;
}

/** A fax machine's line across the very top: its own date and time, the sender's number and name, the page. */
export function faxHeader(p: PageBuilder, rng: Random, iso: string, sender: string, phone: string, lang: 'de' | 'en' | 'us') {
  const [y, m, d] = iso.split('-');
  const time = `${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const when = lang === 'us' ? `${m}/${d}/${y.slice(2)}` : lang === 'de' ? `${d}.${m}.${y.slice(2)}` : `${d}/${m}/${y.slice(2)}`;
  const fax = lang === 'de' ? 'FAX' : rng.pick(['FAX', 'FROM']);
  const pg = lang === 'de' ? rng.pick(['S. 01', 'SEITE 01', '001']) : rng.pick(['P. 01', 'P.001', 'PAGE 1']);
  const style = rng.int(0, 2);
  if (style === 0) p.text(22, `${when} ${time} ${fax} ${phone}  ${sender.toUpperCase()}`, { y: 16, size: 7 });
  else if (style === 1) p.text(22, `${fax} ${phone}   ${sender.toUpperCase()}   ${when}  ${time}`, { y: 16, size: 7 });
  else p.text(22, `${time}  ${when}  ${sender.toUpperCase()}  ${phone}`, { y: 16, size: 7 });
  p.text(PAGE_WIDTH - 22, pg, { y: 16, size: 7, align: 'right' });
}

/** A rubber stamp: bold capitals in a frame, at a place slightly off the printed lines. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], size = 10) {
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.62 + 12;
  const h = lines.length * (size + 3) + 8;
  p.box(x, y - size - 4, w, h);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + i * (size + 3), size: i === 0 ? size : size - 1.5, bold: i === 0, align: 'center' }));
  return { w, h };
}

/** A pen note in another hand: the serif, a little larger, a little off the line. */
export function hand(p: PageBuilder, x: number, y: number, text: string, opts: { size?: number; align?: 'left' | 'right' | 'center'; bold?: boolean } = {}) {
  p.text(x, text, { y, size: opts.size ?? 12, serif: true, bold: opts.bold, align: opts.align });
}

/** A printed figure struck through by hand (a rule through its middle). */
export function struck(p: PageBuilder, x: number, y: number, text: string, size = 9, align: 'left' | 'right' = 'right') {
  p.text(x, text, { y, size, align });
  const w = text.length * size * 0.52;
  const x0 = align === 'right' ? x - w : x;
  p.box(x0 - 2, y - size * 0.32, w + 4, 0.01);
}

/** A big COPY / KOPIE mark. */
export function copyMark(p: PageBuilder, x: number, y: number, text: string, size = 22) {
  p.text(x, text, { y, size, bold: true, align: 'center' });
}

/** Page numbering at the foot or head. */
export function pageNo(p: PageBuilder, text: string, y = 815, align: 'left' | 'right' | 'center' = 'center') {
  p.text(align === 'center' ? PAGE_WIDTH / 2 : align === 'right' ? PAGE_WIDTH - 45 : 45, text, { y, size: 7.5, align });
}

/** A browser's print-out header (date and time, page title) and footer (URL, page x of y). */
export function webChrome(p: PageBuilder, printed: string, title: string, url: string, page: string) {
  p.text(20, printed, { y: 14, size: 7 });
  p.text(PAGE_WIDTH / 2 + 40, title, { y: 14, size: 7, align: 'center' });
  p.text(20, url, { y: 830, size: 7 });
  p.text(PAGE_WIDTH - 20, page, { y: 830, size: 7, align: 'right' });
}

/** A scanner's or a document system's imprint in the margin. */
export function scanImprint(p: PageBuilder, text: string, y = 832) {
  p.text(PAGE_WIDTH - 20, text, { y, size: 6.5, align: 'right' });
}

/** Stamp dates as rubber stamps print them: 12. MRZ 1988 / 14 JUN 1979 / JUN 14 1979. */
export function stampDate(iso: string, style: 'de' | 'uk' | 'us' | 'dots'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const de = ['JAN', 'FEB', 'MRZ', 'APR', 'MAI', 'JUN', 'JUL', 'AUG', 'SEP', 'OKT', 'NOV', 'DEZ'][m - 1];
  const en = MONTHS_EN[m - 1].slice(0, 3).toUpperCase();
  if (style === 'de') return `${d}. ${de} ${y}`;
  if (style === 'uk') return `${String(d).padStart(2, '0')} ${en} ${y}`;
  if (style === 'us') return `${en} ${d} ${y}`;
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y).slice(2)}`;
}
export const monthDe = (m: number) => MONTHS_DE[m - 1];

// ---------------------------------------------------------------------------------------------------------------
// Facts a family draws

export interface Line {
  text: string;
  amount: number;
  qty?: number;
}

/** `n` distinct lines out of a pool of [text, low, high], priced by the given stream. */
export function lines(rng: Random, pool: [string, number, number][], n: number, scale = 1): Line[] {
  return rng.some(pool, n).map(([text, lo, hi]) => ({ text, amount: r2(Math.round(rng.int(lo * 10, hi * 10) * scale) / 10) }));
}

export const JOBS_DE: [string, number, number][] = [
  ['Motoröl und Ölfilter gewechselt', 18, 45],
  ['Zündkerzen erneuert', 12, 30],
  ['Unterbrecherkontakte eingestellt, Zündzeitpunkt geprüft', 20, 48],
  ['Ventilspiel eingestellt', 35, 90],
  ['Vergaser gereinigt und synchronisiert', 40, 120],
  ['Bremsen vorn zerlegt, Beläge erneuert', 55, 140],
  ['Handbremse nachgestellt', 10, 28],
  ['Abschmierdienst nach Plan', 14, 36],
  ['Keilriemen erneuert und gespannt', 12, 30],
  ['Kühlsystem gespült, Frostschutz aufgefüllt', 25, 60],
  ['Auspuff-Mittelschalldämpfer ersetzt', 30, 75],
  ['Stoßdämpfer hinten aus- und eingebaut', 45, 110],
  ['Kupplung nachgestellt', 12, 32],
  ['Scheinwerfer eingestellt', 8, 22],
  ['Radlager vorn links erneuert', 40, 95],
  ['Lichtmaschine instandgesetzt', 60, 160],
  ['Wagenheberaufnahme geschweißt', 70, 220],
  ['Getriebeöl gewechselt', 15, 38],
  ['Bremsflüssigkeit erneuert, Anlage entlüftet', 25, 60],
  ['Türschloss Fahrerseite gangbar gemacht', 15, 40],
];
export const PARTS_DE: [string, number, number][] = [
  ['Ölfilter', 6, 18],
  ['Motoröl 20W-50, 4 Liter', 14, 42],
  ['Zündkerzen Bosch W 175 T 30 (4 St.)', 8, 24],
  ['Unterbrecherkontakt', 5, 16],
  ['Verteilerfinger', 3, 11],
  ['Bremsbeläge vorn (Satz)', 28, 75],
  ['Keilriemen', 7, 19],
  ['Frostschutzmittel 2 l', 9, 22],
  ['Mittelschalldämpfer', 55, 160],
  ['Stoßdämpfer hinten (Paar)', 80, 230],
  ['Radlager vorn komplett', 22, 60],
  ['Kohlebürsten Lichtmaschine', 6, 15],
  ['Getriebeöl SAE 80, 2 l', 9, 20],
  ['Bremsflüssigkeit DOT 4, 1 l', 7, 16],
  ['Luftfilter-Einsatz', 9, 24],
  ['Blech 1,0 mm, Zuschnitt', 12, 35],
  ['Dichtungssatz Vergaser', 14, 38],
  ['Wischerblätter (Paar)', 9, 24],
];
export const JOBS_EN: [string, number, number][] = [
  ['Change engine oil and filter', 15, 40],
  ['Renew spark plugs', 10, 28],
  ['Set contact breaker points and timing', 18, 45],
  ['Adjust valve clearances', 30, 85],
  ['Balance and tune carburettors', 35, 110],
  ['Reline front brakes', 50, 130],
  ['Adjust handbrake', 8, 25],
  ['Grease all points', 12, 32],
  ['Renew fan belt', 10, 28],
  ['Flush cooling system, refill antifreeze', 22, 55],
  ['Replace exhaust centre box', 28, 70],
  ['Fit rear shock absorbers', 40, 100],
  ['Adjust clutch', 10, 30],
  ['Align headlamps', 8, 20],
  ['Renew front wheel bearing', 35, 90],
  ['Overhaul dynamo', 55, 150],
  ['Weld jacking point', 60, 200],
  ['Drain and refill gearbox', 14, 35],
  ['Bleed brakes, renew fluid', 22, 55],
  ['Free off driver door lock', 12, 35],
];
export const PARTS_EN: [string, number, number][] = [
  ['Oil filter', 5, 16],
  ['Engine oil 20W-50, 5 qts', 12, 38],
  ['Spark plugs Champion N9Y (set of 4)', 7, 22],
  ['Contact set', 4, 14],
  ['Rotor arm', 3, 10],
  ['Front brake shoes (set)', 25, 70],
  ['Fan belt', 6, 18],
  ['Antifreeze 1 gal', 8, 20],
  ['Exhaust centre box', 50, 150],
  ['Rear shock absorbers (pair)', 75, 210],
  ['Front wheel bearing kit', 20, 55],
  ['Dynamo brushes', 5, 14],
  ['Gear oil EP90, 2 pts', 8, 18],
  ['Brake fluid DOT 4', 6, 15],
  ['Air filter element', 8, 22],
  ['Steel sheet 18 swg', 11, 32],
  ['Carburettor gasket kit', 12, 34],
  ['Wiper blades (pair)', 8, 22],
];

// ---------------------------------------------------------------------------------------------------------------
// The printed bill under the additions

export interface BillLabels {
  labourHead: string;
  partsHead: string;
  labourSum: string;
  partsSum: string;
  net?: string;
  vat?: (rate: string) => string;
  total: string;
  amountHead?: string;
  qtyHead?: string;
}

export interface BillOpts {
  jobs: Line[];
  parts: Line[];
  vatRate: number;
  style: NumStyle;
  cur: string;
  /** `sections`: labour table, then parts table, then sums; `columns`: the same with amounts in a right column block. */
  layout: 'sections' | 'recap';
  labels: BillLabels;
  x0?: number;
  x1?: number;
  size?: number;
  serif?: boolean;
  /** Print the quantity column on parts lines. */
  qty?: boolean;
  /** Several partial sums printed wrong and corrected by hand. */
  wrongTotal?: number;
  vatIncluded?: boolean;
}

export interface BillResult {
  labor: number;
  parts: number;
  net: number;
  vat: number;
  total: number;
  totalY: number;
  totalX: number;
}

/** Lays out a labour table, a parts table and the sums; returns the figures and where the total stands. */
export function bill(p: PageBuilder, o: BillOpts): BillResult {
  const x0 = o.x0 ?? 55;
  const x1 = o.x1 ?? 540;
  const size = o.size ?? 9;
  const cols: Col[] = [{ x: x0 }, { x: x1 - 85, align: 'right' }, { x: x1, align: 'right' }];
  const m = (n: number) => num(n, o.style);
  const labor = sum(o.jobs.map((j) => j.amount));
  const parts = sum(o.parts.map((j) => j.amount));
  const net = r2(labor + parts);
  const vat = o.vatRate ? (o.vatIncluded ? r2(net - net / (1 + o.vatRate / 100)) : r2((net * o.vatRate) / 100)) : 0;
  const total = o.vatIncluded ? net : r2(net + vat);
  const L = o.labels;
  row(p, cols, [L.labourHead, '', L.amountHead ?? o.cur], { size, bold: true, serif: o.serif });
  p.down(4);
  hline(p, x0, x1 - x0);
  p.down(11);
  for (const j of o.jobs) {
    row(p, cols, [j.text, '', m(j.amount)], { size, serif: o.serif });
    p.down(size + 3.5);
  }
  if (o.layout === 'sections') {
    row(p, cols, ['', L.labourSum, m(labor)], { size, bold: true, serif: o.serif });
    p.down(size + 10);
  } else p.down(6);
  row(p, cols, [L.partsHead, o.qty ? (L.qtyHead ?? '') : '', L.amountHead ?? o.cur], { size, bold: true, serif: o.serif });
  p.down(4);
  hline(p, x0, x1 - x0);
  p.down(11);
  for (const j of o.parts) {
    row(p, cols, [j.text, o.qty ? String(j.qty ?? 1) : '', m(j.amount)], { size, serif: o.serif });
    p.down(size + 3.5);
  }
  if (o.layout === 'sections') {
    row(p, cols, ['', L.partsSum, m(parts)], { size, bold: true, serif: o.serif });
    p.down(size + 8);
  } else {
    p.down(6);
    hline(p, x1 - 220, 220);
    p.down(12);
    row(p, [{ x: x1 - 220 }, { x: x1, align: 'right' }], [L.labourSum, m(labor)], { size, serif: o.serif });
    p.down(size + 3.5);
    row(p, [{ x: x1 - 220 }, { x: x1, align: 'right' }], [L.partsSum, m(parts)], { size, serif: o.serif });
    p.down(size + 3.5);
  }
  const sc: Col[] = [{ x: x1 - 220 }, { x: x1, align: 'right' }];
  if (o.vatRate && !o.vatIncluded) {
    if (L.net) {
      row(p, sc, [L.net, m(net)], { size, serif: o.serif });
      p.down(size + 3.5);
    }
    row(p, sc, [L.vat!(String(o.vatRate).replace('.', o.style === 'de' || o.style === 'deplain' ? ',' : '.')), m(vat)], { size, serif: o.serif });
    p.down(size + 3.5);
  }
  hline(p, x1 - 220, 220, p.y - size + 1);
  p.down(3);
  const totalY = p.y;
  if (o.wrongTotal !== undefined) {
    p.text(x1 - 220, L.total, { size: size + 1, bold: true, serif: o.serif });
    struck(p, x1, p.y, `${o.cur} ${m(o.wrongTotal)}`, size + 1);
  } else row(p, sc, [L.total, `${o.cur} ${m(total)}`], { size: size + 1, bold: true, serif: o.serif });
  if (o.vatRate && o.vatIncluded && L.vat) {
    p.down(size + 4);
    p.text(x1 - 220, `${L.vat(String(o.vatRate).replace('.', ','))} ${m(vat)}`, { size: size - 1.5, serif: o.serif });
  }
  p.down(size + 14);
  return { labor, parts, net, vat, total, totalY, totalX: x1 };
}

/** A letterhead block: firm name large, address lines small, centred or left. */
export function letterhead(
  p: PageBuilder,
  name: string,
  sub: string[],
  opts: { align?: 'left' | 'center' | 'right'; size?: number; serif?: boolean; y?: number } = {},
) {
  const align = opts.align ?? 'left';
  const x = align === 'center' ? PAGE_WIDTH / 2 : align === 'right' ? PAGE_WIDTH - 55 : 55;
  p.y = opts.y ?? 62;
  p.text(x, name, { size: opts.size ?? 17, bold: true, serif: opts.serif, align });
  p.down((opts.size ?? 17) * 0.5 + 6);
  for (const s of sub) {
    p.text(x, s, { size: 8, align, serif: opts.serif });
    p.down(10);
  }
  p.down(6);
}

export const money = (n: number, style: NumStyle) => num(n, style);
export const date = (iso: string, style: DateStyle) => fd(iso, style);

// ---------------------------------------------------------------------------------------------------------------
// Small facts

const LET = 'ABCDEFGHKLMNPRSTUVWXZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LET.split(''))).join('');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const plateDE = (rng: Random, town: string) => `${town}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;
export const plateUK = (rng: Random, year: number) =>
  year < 1983
    ? `${letters(rng, 3)} ${rng.int(10, 999)}${year >= 1963 ? letters(rng, 1) : ''}`
    : year < 2001
      ? `${letters(rng, 1)}${rng.int(10, 999)} ${letters(rng, 3)}`
      : `${letters(rng, 2)}${String(rng.int(51, 69)).slice(0, 2)} ${letters(rng, 3)}`;
export const plateUS = (rng: Random) => `${digits(rng, 1)}${letters(rng, 3)}${digits(rng, 3)}`;
export const kmRound = (rng: Random, lo: number, hi: number) => rng.int(lo, hi);
export const FIRST_DE = [
  'Klaus',
  'Jürgen',
  'Ursula',
  'Helga',
  'Wolfgang',
  'Peter',
  'Monika',
  'Dieter',
  'Gisela',
  'Rainer',
  'Sabine',
  'Hans-Georg',
  'Erika',
  'Manfred',
];
export const LAST_DE = [
  'Brenner',
  'Kaltenbach',
  'Wiesinger',
  'Obermaier',
  'Scholz',
  'Hofstetter',
  'Lindner',
  'Pfeiffer',
  'Kessler',
  'Reuter',
  'Zellweger',
  'Gruber',
  'Hartl',
  'Vogt',
];
export const FIRST_EN = ['David', 'Margaret', 'Robert', 'Susan', 'Ian', 'Patricia', 'Gary', 'Eileen', 'Thomas', 'Linda', 'Colin', 'Brendan', 'Carol', 'Frank'];
export const LAST_EN = [
  'Whitfield',
  'Harrington',
  'McCarthy',
  'Doyle',
  'Pemberton',
  'Ashworth',
  'Kowalski',
  'Brennan',
  'Fairbairn',
  'Hollis',
  'Garrity',
  'Lockwood',
  'Nolan',
  'Sutcliffe',
];
export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const initials = (rng: Random) => `${letters(rng, 1)}.${letters(rng, 1)}.`;
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const chassis = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(VIN_CHARS.split(''))).join('');
