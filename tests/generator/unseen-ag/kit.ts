/**
 * The unseen-ag author's kit: paper from abroad written in German or English — number and date styles of the firms'
 * own countries, currencies as codes or local signs, VAT of the years, bilingual labels (a local label with its German
 * or English translation beside or under it), names, places and cars of the countries.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

export const r2 = (n: number) => Math.round(n * 100) / 100;
export const sum = (xs: number[]) => r2(xs.reduce((a, b) => a + b, 0));
export const round = (n: number, step: number) => Math.round(n / step) * step;

/**
 * Number styles: dot 1.234,50 — space 1 234,50 — ch 1'234.50 — en 1,234.50 — comma 1234,50 — lit 1.234.000 (no
 * minor units) — ft 1 234 000 (no minor units) — esc 12.345$00 (Portuguese escudos) — dash 1.234,- (whole amounts).
 */
export type Num = 'dot' | 'space' | 'ch' | 'en' | 'comma' | 'lit' | 'ft' | 'esc' | 'dash';
export function n(v: number, style: Num): string {
  const neg = v < 0 ? '-' : '';
  const a = Math.abs(v);
  const [i, d] = a.toFixed(2).split('.');
  const g = (sep: string) => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case 'dot':
      return `${neg}${g('.')},${d}`;
    case 'space':
      return `${neg}${g(' ')},${d}`;
    case 'ch':
      return `${neg}${g("'")}.${d}`;
    case 'en':
      return `${neg}${g(',')}.${d}`;
    case 'comma':
      return `${neg}${i},${d}`;
    case 'lit':
      return `${neg}${String(Math.round(a)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    case 'ft':
      return `${neg}${String(Math.round(a)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
    case 'esc':
      return `${neg}${g('.')}$${d}`;
    case 'dash':
      return d === '00' ? `${neg}${g('.')},-` : `${neg}${g('.')},${d}`;
  }
}

const MONTHS: Record<string, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  da: ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'],
};
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/**
 * Date styles: de 14.03.2019 — iso 2019-03-14 — dash 14-03-2019 — slash 14/03/2019 — roman 14-III-1979 — hu 2019.03.14.
 * — cs 14. 3. 2019 — de2 14.03.19 — long-xx "14 mars 1979" in the language xx (da "14. marts 1979", es/pt "14 de …").
 */
export type DStyle =
  | 'de'
  | 'iso'
  | 'dash'
  | 'slash'
  | 'roman'
  | 'hu'
  | 'cs'
  | 'de2'
  | 'long-fr'
  | 'long-it'
  | 'long-nl'
  | 'long-da'
  | 'long-sv'
  | 'long-es'
  | 'long-pt'
  | 'long-en'
  | 'long-de';
export function dt(iso: string, style: DStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'iso':
      return iso;
    case 'dash':
      return `${dd}-${mm}-${y}`;
    case 'slash':
      return `${dd}/${mm}/${y}`;
    case 'roman':
      return `${d}-${ROMAN[m - 1]}-${y}`;
    case 'hu':
      return `${y}.${mm}.${dd}.`;
    case 'cs':
      return `${d}. ${m}. ${y}`;
    case 'de2':
      return `${dd}.${mm}.${String(y).slice(2)}`;
    case 'long-da':
      return `${d}. ${MONTHS.da[m - 1]} ${y}`;
    case 'long-de':
      return `${d}. ${MONTHS.de[m - 1]} ${y}`;
    case 'long-es':
    case 'long-pt':
      return `${d} de ${MONTHS[style.slice(5)][m - 1]} de ${y}`;
    default:
      return `${d} ${MONTHS[style.slice(5)][m - 1]} ${y}`;
  }
}

export function addDays(iso: string, k: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + k);
  return t.toISOString().slice(0, 10);
}
export const year = (iso: string) => Number(iso.slice(0, 4));
export const addYear = (iso: string, k = 1) => `${year(iso) + k}${iso.slice(4)}`;

/** VAT of the years by country (standard rates, rounded to the paper's practice). */
export function vat(country: 'dk' | 'se' | 'no' | 'fi' | 'nl' | 'be' | 'ch' | 'it' | 'es' | 'pt' | 'cz' | 'pl' | 'hu' | 'si' | 'gr' | 'lu', y: number): number {
  switch (country) {
    case 'dk':
      return y < 1978 ? 15 : y < 1980 ? 20.25 : y < 1992 ? 22 : 25;
    case 'se':
      return y < 1990 ? 23.46 : 25;
    case 'no':
      return y < 1993 ? 20 : y < 1995 ? 22 : y < 2001 ? 23 : y < 2005 ? 24 : 25;
    case 'fi':
      return y < 2010 ? 22 : y < 2013 ? 23 : 24;
    case 'nl':
      return y < 1984 ? 18 : y < 1986 ? 19 : y < 1989 ? 20 : y < 1992 ? 18.5 : y < 2001 ? 17.5 : y < 2012 ? 19 : 21;
    case 'be':
      return y < 1992 ? 19 : y < 1994 ? 19.5 : y < 1996 ? 20.5 : 21;
    case 'ch':
      return y < 1999 ? 6.5 : y < 2001 ? 7.5 : y < 2011 ? 7.6 : y < 2018 ? 8 : y < 2024 ? 7.7 : 8.1;
    case 'it':
      return y < 1980 ? 14 : y < 1982 ? 15 : y < 1988 ? 18 : y < 1997 ? 19 : y < 2011 ? 20 : y < 2013 ? 21 : 22;
    case 'es':
      return y < 1992 ? 12 : y < 1995 ? 15 : y < 2010 ? 16 : y < 2012 ? 18 : 21;
    case 'pt':
      return y < 1988 ? 16 : y < 2002 ? 17 : y < 2005 ? 19 : y < 2008 ? 21 : y < 2010 ? 20 : y < 2011 ? 21 : 23;
    case 'cz':
      return y < 2004 ? 22 : y < 2010 ? 19 : y < 2013 ? 20 : 21;
    case 'pl':
      return y < 2011 ? 22 : 23;
    case 'hu':
      return y < 2006 ? 25 : y < 2009 ? 20 : y < 2012 ? 25 : 27;
    case 'si':
      return y < 2002 ? 19 : y < 2013 ? 20 : 22;
    case 'gr':
      return y < 2005 ? 18 : y < 2010 ? 19 : y < 2016 ? 23 : 24;
    case 'lu':
      return y < 2015 ? 15 : 17;
  }
}

/** A label in the firm's language with its translation: "Faktura / Rechnung", or stacked (small translation under). */
export const sl = (local: string, trans: string, sep = ' / ') => `${local}${sep}${trans}`;

export function stacked(
  p: PageBuilder,
  x: number,
  local: string,
  trans: string,
  opts: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center' } = {},
) {
  const size = opts.size ?? 9;
  p.text(x, local, { size, bold: opts.bold, align: opts.align });
  p.text(x, trans, { size: size - 2, y: p.y + size - 1, align: opts.align });
}

/** Columns of a table. */
export interface Col {
  x: number;
  align?: 'left' | 'right' | 'center';
}
export function row(p: PageBuilder, cols: Col[], cells: string[], opts: { size?: number; bold?: boolean; serif?: boolean } = {}) {
  cells.forEach((c, i) => {
    if (c) p.text(cols[i].x, c, { align: cols[i].align, size: opts.size ?? 9, bold: opts.bold, serif: opts.serif });
  });
}
export function hline(p: PageBuilder, x: number, w: number, y = p.y) {
  p.box(x, y, w, 0.01);
}
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && (line + ' ' + w).length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}
export function para(p: PageBuilder, x: number, text: string, width: number, opts: { size?: number; serif?: boolean; step?: number } = {}) {
  for (const l of wrap(text, width)) {
    p.text(x, l, { size: opts.size ?? 9, serif: opts.serif });
    p.down(opts.step ?? 12);
  }
}
/** Label and value pairs down the page, the value at `vx`. */
export function pairs(p: PageBuilder, x: number, vx: number, list: [string, string][], opts: { size?: number; step?: number; bold?: boolean } = {}) {
  for (const [l, v] of list) {
    p.text(x, l, { size: opts.size ?? 9 });
    p.text(vx, v, { size: opts.size ?? 9, bold: opts.bold });
    p.down(opts.step ?? 13);
  }
}
/** A total block: label at `lx`, value right-aligned at `rx`. */
export function totals(p: PageBuilder, lx: number, rx: number, list: [string, string, boolean?][], step = 13) {
  for (const [l, v, bold] of list) {
    p.text(lx, l, { size: 9, bold });
    p.text(rx, v, { size: 9, bold, align: 'right' });
    p.down(step);
  }
}

export function doc(p: PageBuilder, language: Lang, truth: Generated['truth']): Generated {
  return { items: p.items, language, truth };
}
export const page = (y = 50) => {
  const p = new PageBuilder();
  p.y = y;
  return p;
};

/** A car of the era: make, model, a plausible first year. */
export const CARS: [string, string, number, number][] = [
  ['Volvo', 'P1800 S', 1963, 1972],
  ['Volvo', 'Amazon 122 S', 1960, 1970],
  ['Volvo', '240 GL', 1975, 1993],
  ['Saab', '96 V4', 1967, 1980],
  ['Saab', '900 Turbo', 1979, 1993],
  ['DAF', '55 Coupé', 1968, 1972],
  ['Fiat', '124 Sport Spider', 1967, 1985],
  ['Fiat', '500 L', 1968, 1972],
  ['Lancia', 'Fulvia Coupé', 1965, 1976],
  ['Alfa Romeo', 'Giulia Super', 1965, 1977],
  ['Alfa Romeo', 'Spider Duetto', 1966, 1969],
  ['Citroën', 'DS 21', 1965, 1975],
  ['Citroën', '2CV 6', 1970, 1990],
  ['Peugeot', '504 Cabriolet', 1970, 1983],
  ['Renault', 'Alpine A110', 1966, 1977],
  ['Škoda', '110 R', 1970, 1980],
  ['SEAT', '600 D', 1963, 1973],
  ['Mercedes-Benz', '230 SL', 1963, 1967],
  ['Mercedes-Benz', '450 SLC', 1972, 1980],
  ['Porsche', '912', 1965, 1969],
  ['Porsche', '911 SC', 1978, 1983],
  ['VW', 'Käfer 1302', 1970, 1972],
  ['VW', 'Karmann Ghia', 1960, 1974],
  ['BMW', '2002 tii', 1971, 1975],
  ['Jaguar', 'XJ6 Series II', 1973, 1979],
  ['Triumph', 'Spitfire Mk IV', 1970, 1974],
  ['MG', 'MGB GT', 1966, 1980],
  ['Mini', 'Cooper 1275 S', 1964, 1971],
  ['Opel', 'GT 1900', 1968, 1973],
  ['Ford', 'Taunus 17M', 1964, 1967],
];
export function car(rng: Random, before = 2026): { make: string; model: string; built: number; name: string } {
  const fit = CARS.filter((c) => c[2] < before - 2);
  const [make, model, from, to] = rng.pick(fit.length ? fit : CARS);
  const built = rng.int(from, Math.min(to, before - 3));
  return { make, model, built, name: `${make} ${model}` };
}

export function vin(rng: Random, make: string): string {
  const pre: Record<string, string> = {
    Volvo: '18',
    Porsche: '30',
    'Mercedes-Benz': '113.04',
    Fiat: '124CS0',
    Lancia: '818.',
    'Alfa Romeo': 'AR',
    VW: '11',
    BMW: '27',
    Saab: '96',
    Jaguar: 'UE2L',
  };
  const digits = Array.from({ length: rng.int(6, 8) }, () => rng.int(0, 9)).join('');
  return `${pre[make] ?? rng.pick(['VF', 'ZA', 'SA', 'TMB'])}${digits}`;
}

export const PEOPLE_DE = [
  'Jürgen Albrecht',
  'Renate Vollmer',
  'Klaus-Dieter Heinemann',
  'Ute Brinkmann',
  'Wolfgang Esser',
  'Heike Sommerfeld',
  'Rainer Kolb',
  'Monika Stahl',
  'Bernd Ostermann',
  'Gisela Wendt',
];
export const PEOPLE_EN = [
  'Nigel Ashworth',
  'Patricia Langley',
  'Graham Thorne',
  'Deborah Hale',
  'Martin Rowe',
  'Alison Pryce',
  'Colin Fairbairn',
  'Janet Welsby',
  'Stuart McAllister',
  'Helen Cartwright',
];
export const OWNER_CITY_DE = [
  'D-24937 Flensburg',
  'D-48143 Münster',
  'D-79098 Freiburg',
  'D-01067 Dresden',
  'D-93047 Regensburg',
  'A-5020 Salzburg',
  'D-52062 Aachen',
  'CH-8400 Winterthur',
];
export const OWNER_CITY_EN = [
  'Bristol BS8 1TH',
  'York YO1 7HH',
  'Norwich NR2 1RQ',
  'Guildford GU1 3AJ',
  'Cheltenham GL50 1QA',
  'Harrogate HG1 2RD',
  'Edinburgh EH3 6SS',
];
export const STREET_DE = ['Lindenallee 7', 'Kirchweg 14', 'Am Mühlbach 3', 'Goethestraße 41', 'Feldstraße 9', 'Uferweg 22'];
export const STREET_EN = ['14 Priory Road', '3 The Green', '27 Chestnut Avenue', 'Flat 2, 9 Marine Parade', '61 Park Lane', 'Rose Cottage, Mill Lane'];

export function owner(rng: Random, lang: Lang): [string, string, string] {
  return lang === 'de'
    ? [rng.pick(PEOPLE_DE), rng.pick(STREET_DE), rng.pick(OWNER_CITY_DE)]
    : [rng.pick(PEOPLE_EN), rng.pick(STREET_EN), rng.pick(OWNER_CITY_EN)];
}

export const km = (v: number, style: Num = 'dot') =>
  n(v, style)
    .replace(/[.,]00$/, '')
    .replace(/,-$/, '');
/** Whole-number grouping for odometers: 84.512 / 84 512 / 84,512 / 84'512. */
export function odo(v: number, sep: string): string {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
export function digits(rng: Random, k: number): string {
  return Array.from({ length: k }, () => rng.int(0, 9)).join('');
}
export function letters(rng: Random, k: number, set = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
  return Array.from({ length: k }, () => rng.pick([...set])).join('');
}
/** `count` distinct lines from a list. */
export const some = <T>(rng: Random, xs: readonly T[], min: number, max: number): T[] => rng.some(xs, rng.int(min, Math.min(max, xs.length)));

/** Work lines (description, hours) and parts (description, price in today's euros) in German and English. */
export const WORK_DE: [string, number][] = [
  ['Ölwechsel mit Filter', 0.7],
  ['Bremsen vorne überholt', 2.5],
  ['Ventile eingestellt', 1.8],
  ['Vergaser gereinigt und synchronisiert', 2.2],
  ['Zündung eingestellt, Kontakte erneuert', 0.9],
  ['Kühlsystem gespült', 1.2],
  ['Kupplung erneuert', 5.5],
  ['Radlager hinten links ersetzt', 1.6],
  ['Auspuffanlage erneuert', 2.4],
  ['Hauptuntersuchung vorbereitet', 1.0],
  ['Unterboden konserviert', 3.5],
  ['Stoßdämpfer vorne gewechselt', 1.9],
  ['Lichtmaschine instandgesetzt', 2.0],
  ['Bremsflüssigkeit erneuert', 0.8],
];
export const WORK_EN: [string, number][] = [
  ['Engine oil and filter changed', 0.7],
  ['Front brakes overhauled', 2.5],
  ['Valve clearances adjusted', 1.8],
  ['Carburettors cleaned and balanced', 2.2],
  ['Ignition timing set, points renewed', 0.9],
  ['Cooling system flushed', 1.2],
  ['Clutch replaced', 5.5],
  ['Rear wheel bearing replaced', 1.6],
  ['Exhaust system renewed', 2.4],
  ['Pre-inspection check', 1.0],
  ['Underbody rust-proofed', 3.5],
  ['Front shock absorbers changed', 1.9],
  ['Alternator rebuilt', 2.0],
  ['Brake fluid renewed', 0.8],
];
export const PARTS_DE: [string, number][] = [
  ['Ölfilter', 12],
  ['Motoröl 20W-50', 38],
  ['Bremsbeläge vorne', 46],
  ['Bremssattel-Reparatursatz', 58],
  ['Zündkerzen (4)', 22],
  ['Unterbrecherkontakt', 14],
  ['Verteilerkappe', 26],
  ['Kühlerschlauch oben', 19],
  ['Kupplungsscheibe', 118],
  ['Radlager', 44],
  ['Auspufftopf hinten', 145],
  ['Stoßdämpfer (Paar)', 210],
  ['Keilriemen', 16],
  ['Bremsflüssigkeit DOT 4', 11],
  ['Dichtungssatz Vergaser', 34],
];
export const PARTS_EN: [string, number][] = [
  ['Oil filter', 12],
  ['Engine oil 20W-50', 38],
  ['Front brake pads', 46],
  ['Caliper seal kit', 58],
  ['Spark plugs (4)', 22],
  ['Contact breaker points', 14],
  ['Distributor cap', 26],
  ['Top radiator hose', 19],
  ['Clutch plate', 118],
  ['Wheel bearing', 44],
  ['Rear silencer', 145],
  ['Shock absorbers (pair)', 210],
  ['Fan belt', 16],
  ['Brake fluid DOT 4', 11],
  ['Carburettor gasket kit', 34],
];
/** Units of a currency to one euro of today's value, and how prices of a year compare with today's. */
export const FX = {
  EUR: 1,
  DKK: 7.45,
  SEK: 10.5,
  NOK: 10.8,
  CHF: 1.05,
  CZK: 25,
  PLN: 4.4,
  HUF: 360,
  LIT: 1936,
  PTAS: 166,
  ESC: 200,
  BEF: 40,
  NLG: 2.2,
  FIM: 5.9,
  GRD: 340,
  LUF: 40,
};
export const era = (y: number) => 0.3 + (0.7 * Math.max(0, y - 1965)) / 58;
/** A price in a currency, rounded to the currency's step. */
export function price(rng: Random, base: number, cur: keyof typeof FX, y: number, step = 0.05): number {
  const v = base * FX[cur] * era(y) * (0.8 + rng.next() * 0.45);
  return step >= 1 ? Math.max(step, round(v, step)) : r2(round(v, step));
}

export interface WorkLine {
  desc: string;
  hours: number;
  rate: number;
  amount: number;
}
export interface PartLine {
  desc: string;
  qty: number;
  unit: number;
  amount: number;
}
/**
 * Work and parts of one job in a currency and year: `step` the currency's smallest printed unit (1 for lire and forint,
 * 0.05 for francs and kronor). Hours at the shop's rate.
 */
export function job(
  rng: Random,
  lang: Lang,
  cur: keyof typeof FX,
  y: number,
  opts: { work?: [number, number]; parts?: [number, number]; step?: number; rateBase?: number } = {},
): { work: WorkLine[]; parts: PartLine[]; labour: number; material: number; rate: number } {
  const step = opts.step ?? 0.05;
  const rate = price(rng, opts.rateBase ?? 78, cur, y, step >= 1 ? step * 10 : 0.5);
  const wl = some(rng, lang === 'de' ? WORK_DE : WORK_EN, ...(opts.work ?? [2, 4]));
  const pl = some(rng, lang === 'de' ? PARTS_DE : PARTS_EN, ...(opts.parts ?? [2, 5]));
  const q = (v: number) => (step >= 1 ? Math.round(v) : r2(v));
  const work = wl.map(([desc, h]) => {
    const hours = Math.max(0.5, Math.round(h * (0.8 + rng.next() * 0.5) * 2) / 2);
    return { desc, hours, rate, amount: q(hours * rate) };
  });
  const parts = pl.map(([desc, base]) => {
    const qty = /\(|öl|oil|flüssigkeit|fluid/i.test(desc) ? 1 : rng.chance(0.25) ? 2 : 1;
    const unit = price(rng, base, cur, y, step);
    return { desc, qty, unit, amount: q(qty * unit) };
  });
  return { work, parts, labour: q(sum(work.map((w) => w.amount))), material: q(sum(parts.map((x) => x.amount))), rate };
}
/** Net, tax and gross for a rate, in the currency's step (whole units for lire, forint, pesetas, escudos). */
export function tax(net: number, rate: number, whole = false): { net: number; vat: number; gross: number } {
  const vat = whole ? Math.round((net * rate) / 100) : r2((net * rate) / 100);
  return { net, vat, gross: whole ? net + vat : r2(net + vat) };
}
export const pct = (v: number, style: 'comma' | 'dot' = 'comma') => (style === 'comma' ? String(v).replace('.', ',') : String(v));
