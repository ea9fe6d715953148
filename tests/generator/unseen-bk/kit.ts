/**
 * The unseen-bk author's kit for printed stationery filled in: a form's captions, rules, boxes, tick boxes and struck
 * printed options in one face, the entries in the other, each entry a little off its line; money split in DM | Pf and
 * £ | p columns; amounts in words; the people, places, firms, cars and plates of the families.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

const measure = createCanvas(10, 10).getContext('2d');

/** The width of a run as the renderer draws it. */
export function width(text: string, size: number, serif = false, bold = false): number {
  measure.font = `${bold ? 'bold ' : ''}${size}px "${serif ? 'DejaVu Serif' : 'Liberation Sans'}"`;
  return measure.measureText(text).width;
}

export interface FormStyle {
  /** The printed face: sans (the stationer's) unless set. */
  capSerif?: boolean;
  /** The filled-in face: serif (typewriter-like) unless set false. */
  entSerif?: boolean;
  entSize?: number;
  /** How far entries wander off their line, in points. */
  drift?: number;
}

/** A printed form being filled in. */
export class Form {
  readonly p = new PageBuilder();
  readonly capSerif: boolean;
  readonly entSerif: boolean;
  readonly entSize: number;
  readonly drift: number;

  constructor(
    readonly rng: Random,
    style: FormStyle = {},
  ) {
    this.capSerif = style.capSerif ?? false;
    this.entSerif = style.entSerif ?? true;
    this.entSize = style.entSize ?? 10;
    this.drift = style.drift ?? 1.6;
  }

  /** Printed caption. */
  cap(x: number, y: number, text: string, size = 7, o: { bold?: boolean; align?: 'left' | 'right' | 'center'; serif?: boolean } = {}): this {
    this.p.text(x, text, { y, size, bold: o.bold, align: o.align, serif: o.serif ?? this.capSerif });
    return this;
  }

  /** Filled-in entry, a little off its place. */
  ent(x: number, y: number, text: string, o: { size?: number; align?: 'left' | 'right' | 'center'; bold?: boolean } = {}): this {
    if (!text) return this;
    const dx = (this.rng.next() - 0.5) * this.drift * 1.6;
    const dy = (this.rng.next() - 0.5) * this.drift;
    this.p.text(x + dx, text, { y: y + dy, size: o.size ?? this.entSize, serif: this.entSerif, align: o.align, bold: o.bold });
    return this;
  }

  rule(x: number, y: number, w: number): this {
    this.p.box(x, y, w, 0.01);
    return this;
  }

  vrule(x: number, y: number, h: number): this {
    this.p.box(x, y, 0.01, h);
    return this;
  }

  frame(x: number, y: number, w: number, h: number, fill = false): this {
    this.p.box(x, y, w, h, fill);
    return this;
  }

  capWidth(text: string, size = 7, bold = false): number {
    return width(text, size, this.capSerif, bold);
  }

  /** Caption followed by a ruled line to x + w, the entry sitting on the line. Returns the entry's x. */
  field(x: number, y: number, w: number, caption: string, value = '', o: { size?: number; capSize?: number; bold?: boolean } = {}): number {
    const cs = o.capSize ?? 7.5;
    this.cap(x, y, caption, cs, { bold: o.bold });
    const lx = x + this.capWidth(caption, cs, o.bold) + 3;
    this.rule(lx, y + 1.5, x + w - lx);
    this.ent(lx + 5, y - 1, value, { size: o.size });
    return lx + 5;
  }

  /** A box with its caption printed small in its top left corner and the entry inside. */
  cell(x: number, y: number, w: number, h: number, caption: string, value = '', o: { size?: number; align?: 'left' | 'right'; capSize?: number } = {}): this {
    this.frame(x, y, w, h);
    this.cap(x + 2.5, y + 7.5, caption, o.capSize ?? 6);
    if (value) {
      const ex = o.align === 'right' ? x + w - 5 : x + 6;
      this.ent(ex, y + h - 5, value, { size: o.size, align: o.align });
    }
    return this;
  }

  /** A printed tick box with its label; ticked with an X where `on`. */
  tick(x: number, y: number, label: string, on: boolean, size = 7.5): number {
    this.frame(x, y - 7, 7, 7);
    if (on)
      this.p.text(x + 3.5 + (this.rng.next() - 0.5) * 1.2, 'X', { y: y - 0.6 + (this.rng.next() - 0.5), size: 8.5, align: 'center', serif: this.entSerif });
    this.cap(x + 10, y, label, size);
    return x + 10 + this.capWidth(label, size) + 12;
  }

  /** A printed option, struck through by the one filling in the form where `struck`. Returns the end x. */
  option(x: number, y: number, text: string, struck: boolean, size = 7.5): number {
    this.cap(x, y, text, size);
    const w = this.capWidth(text, size);
    if (struck) this.p.box(x - 2, y - size * 0.32 + (this.rng.next() - 0.5) * 0.8, w + 4, 0.01);
    return x + w;
  }

  /** A rubber stamp: a frame with the firm's lines, the first bold. */
  stamp(x: number, y: number, lines: string[], o: { size?: number; serif?: boolean; center?: boolean } = {}): { w: number; h: number } {
    const size = o.size ?? 8.5;
    const serif = o.serif ?? false;
    const w = Math.max(...lines.map((l, i) => width(l, i === 0 ? size + 1.5 : size, serif, i === 0))) + 14;
    const h = lines.length * (size + 3) + 8;
    const tilt = (this.rng.next() - 0.5) * 3;
    this.frame(x, y + tilt * 0.3, w, h);
    lines.forEach((l, i) => {
      const cx = o.center === false ? x + 7 : x + w / 2;
      this.p.text(cx, l, {
        y: y + 4 + (i + 1) * (size + 3) - 1 + (tilt * (i - 1)) / 4,
        size: i === 0 ? size + 1.5 : size,
        bold: i === 0,
        serif,
        align: o.center === false ? 'left' : 'center',
      });
    });
    return { w, h };
  }

  /**
   * A ruled table as the stationer printed it: a header of captions, vertical rules between the columns and a rule
   * under each row. Returns each column's left and right edges and the baseline of row i.
   */
  grid(
    x: number,
    y: number,
    widths: number[],
    captions: string[],
    rows: number,
    o: { rowH?: number; headH?: number; capSize?: number; ruled?: boolean; fillHead?: boolean } = {},
  ) {
    const rowH = o.rowH ?? 16;
    const headH = o.headH ?? 14;
    const total = widths.reduce((a, b) => a + b, 0);
    const h = headH + rows * rowH;
    this.frame(x, y, total, headH, o.fillHead ?? false);
    this.frame(x, y, total, h);
    const left: number[] = [];
    const right: number[] = [];
    let cx = x;
    widths.forEach((w, i) => {
      left.push(cx);
      right.push(cx + w);
      if (i > 0) this.vrule(cx, y, h);
      this.cap(cx + w / 2, y + headH - 4.5, captions[i] ?? '', o.capSize ?? 7, { align: 'center', bold: true });
      cx += w;
    });
    if (o.ruled ?? true) for (let r = 1; r < rows; r++) this.rule(x, y + headH + r * rowH, total);
    return { left, right, rowY: (i: number) => y + headH + (i + 1) * rowH - 4.5, bottom: y + h, total };
  }

  /** A vertical money split: whole units right-aligned before the divider, the cents after it. */
  split(xDivider: number, y: number, amount: number, o: { style?: NumStyle; size?: number; dashZero?: boolean } = {}): this {
    const [whole, cents] = num(amount, o.style ?? 'de').split(/[.,](?=\d\d$)/);
    this.ent(xDivider - 4, y, whole, { align: 'right', size: o.size });
    this.ent(xDivider + 4, y, o.dashZero && cents === '00' ? '—' : cents, { size: o.size });
    return this;
  }
}

// ————— money —————

export type Cur = 'DM' | 'EUR' | 'ATS' | 'CHF' | 'GBP' | 'IEP' | 'USD' | 'AUD';
const PER_EUR: Record<Cur, number> = { DM: 1.96, EUR: 1, ATS: 13.76, CHF: 1.55, GBP: 0.66, IEP: 0.79, USD: 0.95, AUD: 1.55 };

/** How much a thing of the year 2000 cost in another year. */
function era(year: number): number {
  const pts: [number, number][] = [
    [1960, 0.22],
    [1970, 0.33],
    [1980, 0.62],
    [1990, 0.85],
    [2000, 1],
    [2010, 1.25],
    [2020, 1.5],
    [2026, 1.85],
  ];
  for (let i = 1; i < pts.length; i++) {
    const [y0, f0] = pts[i - 1];
    const [y1, f1] = pts[i];
    if (year <= y1) return f0 + ((f1 - f0) * (Math.max(year, y0) - y0)) / (y1 - y0);
  }
  return 1.85;
}

/** A price: `base` euros of the year 2000 in the currency and year given, rounded as a price list would. */
export function price(rng: Random, base: number, cur: Cur, year: number, step = 0.1): number {
  const v = base * era(year) * PER_EUR[cur] * (0.85 + rng.next() * 0.3);
  return r2(Math.max(step, Math.round(v / step) * step));
}

/** The currency a German-language page of the country and year uses. */
export function curDe(country: 'DE' | 'AT' | 'CH', year: number): Cur {
  if (country === 'CH') return 'CHF';
  if (year >= 2002) return 'EUR';
  return country === 'AT' ? 'ATS' : 'DM';
}

// ————— amounts in words —————

const DE_ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function deBelow1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let s = h ? `${DE_ONES[h]}hundert` : '';
  if (r < 20) s += DE_ONES[r];
  else s += `${r % 10 ? `${DE_ONES[r % 10]}und` : ''}${DE_TENS[Math.floor(r / 10)]}`;
  return s;
}
/** A whole amount in German words, capitalised as written on a receipt: "Zweitausendvierhundertfünfzig". */
export function wordsDe(n: number): string {
  n = Math.floor(n);
  if (n === 0) return 'Null';
  const mio = Math.floor(n / 1e6);
  const th = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  let s = '';
  if (mio) s += mio === 1 ? 'einemillion' : `${deBelow1000(mio)}millionen`;
  if (th) s += `${deBelow1000(th)}tausend`;
  if (rest) s += rest === 1 ? 'eins' : deBelow1000(rest);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function enBelow1000(n: number, and: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_ONES[h]} hundred`);
  if (r) {
    const t = r < 20 ? EN_ONES[r] : `${EN_TENS[Math.floor(r / 10)]}${r % 10 ? `-${EN_ONES[r % 10]}` : ''}`;
    parts.push(h && and ? `and ${t}` : t);
  }
  return parts.join(' ');
}
/** A whole amount in English words: British with "and", American without. */
export function wordsEn(n: number, and = true): string {
  n = Math.floor(n);
  if (n === 0) return 'Nil';
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (th) parts.push(`${enBelow1000(th, and)} thousand`);
  if (rest) parts.push(rest < 100 && th && and ? `and ${enBelow1000(rest, and)}` : enBelow1000(rest, and));
  const s = parts.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
export const centsOf = (n: number) => String(Math.round((n - Math.floor(n)) * 100)).padStart(2, '0');

// ————— people, places, firms —————

export const DE_FIRST = [
  'Hans',
  'Klaus',
  'Peter',
  'Wolfgang',
  'Jürgen',
  'Dieter',
  'Manfred',
  'Uwe',
  'Gerhard',
  'Helmut',
  'Monika',
  'Ursula',
  'Renate',
  'Sabine',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Karin',
  'Brigitte',
  'Franz',
  'Josef',
  'Urs',
  'Beat',
  'Reto',
];
export const DE_LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Huber',
  'Gruber',
  'Moser',
  'Steiner',
  'Brunner',
  'Keller',
  'Frei',
  'Baumann',
  'Lehmann',
];
export const EN_FIRST = [
  'John',
  'David',
  'Michael',
  'Peter',
  'Robert',
  'James',
  'Brian',
  'Alan',
  'Susan',
  'Margaret',
  'Patricia',
  'Linda',
  'Gary',
  'Kevin',
  'Sean',
  'Declan',
  'Mary',
  'Bruce',
  'Graham',
  'Steven',
  'Karen',
  'Helen',
  'Colin',
  'Dennis',
  'Ray',
];
export const EN_LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Thompson',
  'Murphy',
  "O'Brien",
  'Kelly',
  'Byrne',
  'Walsh',
  'Miller',
  'Anderson',
  'Clarke',
  'Harris',
  'Martin',
  'Cooper',
  'Kowalski',
  'Nguyen',
  'Mitchell',
  'Hughes',
  'Baker',
];

export const person = (rng: Random, lang: 'de' | 'en') =>
  lang === 'de' ? `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}` : `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

export const TOWNS = {
  DE: [
    ['80331', 'München'],
    ['70173', 'Stuttgart'],
    ['50667', 'Köln'],
    ['30159', 'Hannover'],
    ['90402', 'Nürnberg'],
    ['97070', 'Würzburg'],
    ['33602', 'Bielefeld'],
    ['24103', 'Kiel'],
    ['79098', 'Freiburg'],
    ['34117', 'Kassel'],
    ['67655', 'Kaiserslautern'],
    ['94032', 'Passau'],
    ['26122', 'Oldenburg'],
    ['88212', 'Ravensburg'],
  ],
  AT: [
    ['1100', 'Wien'],
    ['8010', 'Graz'],
    ['4020', 'Linz'],
    ['5020', 'Salzburg'],
    ['6020', 'Innsbruck'],
    ['9020', 'Klagenfurt'],
    ['3100', 'St. Pölten'],
    ['6850', 'Dornbirn'],
    ['4600', 'Wels'],
  ],
  CH: [
    ['8004', 'Zürich'],
    ['3011', 'Bern'],
    ['4051', 'Basel'],
    ['6003', 'Luzern'],
    ['9000', 'St. Gallen'],
    ['8400', 'Winterthur'],
    ['5000', 'Aarau'],
    ['7000', 'Chur'],
    ['2502', 'Biel'],
  ],
  UK: [
    ['Reading', 'RG1 4QS'],
    ['Leeds', 'LS11 5TD'],
    ['Bristol', 'BS3 4HG'],
    ['Norwich', 'NR2 3PX'],
    ['Shrewsbury', 'SY1 2BN'],
    ['Exeter', 'EX4 6PJ'],
    ['Harrogate', 'HG1 5LF'],
    ['Stockport', 'SK4 1AA'],
    ['Perth', 'PH1 5RT'],
    ['Swansea', 'SA1 3JE'],
  ],
  IE: [
    ['Cork', 'Co. Cork'],
    ['Galway', 'Co. Galway'],
    ['Naas', 'Co. Kildare'],
    ['Ennis', 'Co. Clare'],
    ['Tralee', 'Co. Kerry'],
    ['Dundalk', 'Co. Louth'],
    ['Dublin 12', 'Co. Dublin'],
  ],
  US: [
    ['Dayton', 'OH', '45402'],
    ['Tacoma', 'WA', '98402'],
    ['Fresno', 'CA', '93721'],
    ['Knoxville', 'TN', '37902'],
    ['Allentown', 'PA', '18101'],
    ['Peoria', 'IL', '61602'],
    ['Lubbock', 'TX', '79401'],
    ['Macon', 'GA', '31201'],
    ['Springfield', 'MO', '65806'],
    ['Boise', 'ID', '83702'],
  ],
  AU: [
    ['Parramatta', 'NSW', '2150'],
    ['Geelong', 'VIC', '3220'],
    ['Toowoomba', 'QLD', '4350'],
    ['Ballarat', 'VIC', '3350'],
    ['Wagga Wagga', 'NSW', '2650'],
    ['Launceston', 'TAS', '7250'],
    ['Bunbury', 'WA', '6230'],
    ['Mount Gambier', 'SA', '5290'],
  ],
} as const;

const DE_STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gartenstraße',
  'Schillerstraße',
  'Lindenweg',
  'Mühlweg',
  'Dorfstraße',
  'Gewerbering',
  'Kirchgasse',
  'Werkstrasse',
  'Feldstrasse',
];
const EN_STREETS = [
  'High Street',
  'Station Road',
  'Mill Lane',
  'Church Street',
  'Victoria Road',
  'Main Street',
  'Elm Avenue',
  'Commercial Road',
  'Bridge Street',
  'Water Lane',
];
const US_STREETS = ['Main St.', 'Route 9', 'Industrial Blvd.', 'Maple Ave.', 'E. 4th St.', 'Highway 41', 'Grand Ave.', 'Center St.'];
const AU_STREETS = ['Parramatta Rd', 'Princes Hwy', 'Main St', 'Railway Pde', 'Victoria St', 'Great Eastern Hwy'];

export interface Place {
  street: string;
  town: string;
  /** Postcode and town as the country writes them. */
  line: string;
}
export function place(rng: Random, country: 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US' | 'AU'): Place {
  const n = rng.int(1, 180);
  switch (country) {
    case 'DE':
    case 'AT':
    case 'CH': {
      const [pc, town] = rng.pick(TOWNS[country] as readonly (readonly [string, string])[]);
      const street = `${rng.pick(DE_STREETS)} ${n}`;
      return { street, town, line: country === 'DE' ? `${pc} ${town}` : `${country === 'AT' ? 'A-' : 'CH-'}${pc} ${town}` };
    }
    case 'UK': {
      const [town, pc] = rng.pick(TOWNS.UK);
      return { street: `${n} ${rng.pick(EN_STREETS)}`, town, line: `${town} ${pc}` };
    }
    case 'IE': {
      const [town, county] = rng.pick(TOWNS.IE);
      return { street: `${rng.pick(EN_STREETS)}`, town, line: `${town}, ${county}` };
    }
    case 'US': {
      const [town, st, zip] = rng.pick(TOWNS.US);
      return { street: `${rng.int(100, 9800)} ${rng.pick(US_STREETS)}`, town, line: `${town}, ${st} ${zip}` };
    }
    case 'AU': {
      const [town, st, pc] = rng.pick(TOWNS.AU);
      return { street: `${n} ${rng.pick(AU_STREETS)}`, town, line: `${town} ${st} ${pc}` };
    }
  }
}

export function phone(rng: Random, country: 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US' | 'AU', year: number): string {
  const d = (k: number) => Array.from({ length: k }, () => rng.int(0, 9)).join('');
  switch (country) {
    case 'DE':
      return `0${rng.int(2, 9)}${d(rng.int(2, 3))} / ${d(year < 1990 ? 5 : 6)}`;
    case 'AT':
      return `0${rng.int(2, 7)}${d(2)} / ${d(5)}`;
    case 'CH':
      return `0${rng.int(2, 9)}${d(1)} ${d(3)} ${d(2)} ${d(2)}`;
    case 'UK':
      return year < 1995 ? `${rng.pick(['Reading', 'Leeds', 'Bristol', 'Norwich'])} ${d(5)}` : `01${d(3)} ${d(6)}`;
    case 'IE':
      return `(0${rng.int(21, 99)}) ${d(5)}`;
    case 'US':
      return `(${rng.int(201, 989)}) ${d(3)}-${d(4)}`;
    case 'AU':
      return year < 1996 ? `(0${rng.int(2, 8)}) ${d(3)} ${d(4)}` : `(0${rng.int(2, 8)}) ${d(4)} ${d(4)}`;
  }
}

// ————— cars, plates, VINs —————

export interface Car {
  make: string;
  model: string;
  built: number;
}
const CARS_DE: [string, string, number, number][] = [
  ['VW', 'Käfer 1300', 1965, 1975],
  ['VW', 'Bus T2', 1968, 1979],
  ['Mercedes-Benz', '230 SL', 1963, 1967],
  ['Mercedes-Benz', '280 SE', 1968, 1972],
  ['Mercedes-Benz', '200 D (W115)', 1968, 1976],
  ['Mercedes-Benz', '300 CE', 1987, 1993],
  ['Opel', 'Rekord C', 1966, 1971],
  ['Opel', 'GT 1900', 1968, 1973],
  ['Opel', 'Kadett B', 1965, 1973],
  ['BMW', '2002', 1968, 1975],
  ['BMW', '325i (E30)', 1985, 1991],
  ['Porsche', '911 T', 1968, 1973],
  ['Porsche', '924', 1976, 1985],
  ['Ford', 'Taunus 17M', 1964, 1967],
  ['Ford', 'Capri 2300 GT', 1969, 1974],
  ['Audi', '100 Coupé S', 1970, 1976],
  ['NSU', 'Ro 80', 1968, 1977],
  ['VW', 'Golf GTI', 1976, 1983],
  ['Steyr-Puch', '500', 1960, 1969],
];
const CARS_EN: [string, string, number, number][] = [
  ['MG', 'MGB GT', 1965, 1980],
  ['Triumph', 'TR6', 1969, 1976],
  ['Triumph', 'Spitfire 1500', 1974, 1980],
  ['Jaguar', 'E-Type 4.2', 1964, 1971],
  ['Jaguar', 'XJ6', 1969, 1986],
  ['Austin', 'Mini Cooper', 1961, 1971],
  ['Ford', 'Cortina Mk II', 1966, 1970],
  ['Land Rover', 'Series IIA 88', 1961, 1971],
  ['Rover', 'P5B Coupé', 1967, 1973],
  ['Ford', 'Mustang', 1965, 1973],
  ['Chevrolet', 'Camaro', 1967, 1981],
  ['Chevrolet', 'C10 Pickup', 1967, 1972],
  ['Pontiac', 'Firebird', 1970, 1981],
  ['Holden', 'HQ Kingswood', 1971, 1974],
  ['Ford', 'XB Falcon', 1973, 1976],
  ['Volvo', 'P1800 S', 1963, 1969],
  ['Datsun', '240Z', 1970, 1973],
  ['Morris', 'Minor 1000', 1960, 1971],
];
export function car(rng: Random, lang: 'de' | 'en', by: number, filter?: (make: string) => boolean): Car {
  const pool = (lang === 'de' ? CARS_DE : CARS_EN).filter(([mk, , from]) => from <= by && (!filter || filter(mk)));
  const [make, model, from, to] = rng.pick(pool.length ? pool : lang === 'de' ? CARS_DE : CARS_EN);
  return { make, model, built: rng.int(from, Math.min(to, Math.max(from, by))) };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A chassis number as the car's era and maker stamped it. */
export function vin(rng: Random, c: Car): string {
  const d = (k: number) => Array.from({ length: k }, () => rng.int(0, 9)).join('');
  if (c.built >= 1981) {
    const wmi: Record<string, string> = {
      BMW: 'WBA',
      'Mercedes-Benz': 'WDB',
      VW: 'WVW',
      Porsche: 'WP0',
      Opel: 'W0L',
      Audi: 'WAU',
      Ford: '1FA',
      Jaguar: 'SAJ',
      Chevrolet: '1G1',
      Pontiac: '1G2',
      Triumph: 'SAT',
      Volvo: 'YV1',
      Holden: '6H8',
    };
    const rest = Array.from({ length: 5 }, () => VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)]).join('');
    return `${wmi[c.make] ?? 'WF0'}${rest}${rng.int(0, 9)}${'BCDEFGHJKLMNPRSTVWXY'[(c.built - 1981) % 20]}${VIN_CHARS[rng.int(0, 22)]}${d(6)}`;
  }
  switch (c.make) {
    case 'VW':
      return `${c.built - 1960 + 10}${d(7)}`;
    case 'Mercedes-Benz':
      return `${rng.pick(['113042', '108018', '115110', '111021'])}${rng.pick(['10', '12'])}${d(6)}`;
    case 'BMW':
      return `${rng.int(15, 27)}${d(5)}`;
    case 'Porsche':
      return `${c.built < 1970 ? '11' : '911'}${d(7)}`;
    case 'Opel':
      return `${rng.int(11, 39)}${rng.pick(['S', 'L', ''])}${d(7)}`;
    case 'MG':
      return `GHN${rng.pick(['3', '4', '5'])}${rng.pick(['L', 'UD'])}${d(5)}${rng.pick(['G', ''])}`;
    case 'Triumph':
      return `${rng.pick(['CP', 'CR', 'FH', 'FM'])}${d(5)}${rng.pick(['O', 'UO', 'U'])}`;
    case 'Jaguar':
      return `${rng.pick(['1E', '1R', '2R'])}${d(5)}`;
    case 'Ford':
      return c.model.includes('Mustang')
        ? `${rng.int(5, 9)}${rng.pick(['F', 'R', 'T'])}0${rng.pick(['1', '2', '3'])}${rng.pick(['C', 'A', 'K'])}${d(6)}`
        : `${rng.pick(['BA', 'BB', 'JG'])}${d(2)}${rng.pick(['E', 'F'])}${d(5)}`;
    case 'Chevrolet':
    case 'Pontiac':
      return `${rng.int(1, 2)}${d(4)}${rng.pick(['N', 'L', 'U'])}${d(6)}`;
    case 'Land Rover':
      return `${rng.int(241, 251)}${d(5)}${rng.pick(['A', 'B', 'C', 'D'])}`;
    default:
      return `${rng.pick(['A', 'M', 'H', 'S'])}${rng.pick(['2', '3', 'A', 'K'])}${d(6)}`;
  }
}

const L = 'ABCDEFGHKLMNPRSTUVWXYZ';
const letters = (rng: Random, k: number) => Array.from({ length: k }, () => L[rng.int(0, L.length - 1)]).join('');
/** A number plate of the country and year. */
export function plate(rng: Random, country: 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US' | 'AU', year: number): string {
  switch (country) {
    case 'DE':
      return `${rng.pick(['M', 'S', 'K', 'H', 'N', 'WÜ', 'BI', 'KI', 'FR', 'KS', 'KL', 'PA', 'OL', 'RV'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}${year >= 1997 && rng.chance(0.25) ? 'H' : ''}`;
    case 'AT':
      return year < 1990
        ? `${rng.pick(['W', 'St', 'O', 'S', 'T', 'K'])} ${rng.int(10, 999)}.${String(rng.int(0, 999)).padStart(3, '0')}`
        : `${rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'DO'])}-${rng.int(10, 9999)} ${letters(rng, rng.int(1, 2))}`;
    case 'CH':
      return `${rng.pick(['ZH', 'BE', 'BS', 'LU', 'SG', 'AG', 'GR'])} ${rng.int(1000, 499999)}`;
    case 'UK':
      if (year < 1963) return `${letters(rng, 3)} ${rng.int(1, 999)}`;
      if (year < 1983) return `${letters(rng, 3)} ${rng.int(1, 999)}${'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1963)]}`;
      if (year < 2001) return `${'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1983)]}${rng.int(1, 999)} ${letters(rng, 3)}`;
      return `${letters(rng, 2)}${String(year - 2000).padStart(2, '0')} ${letters(rng, 3)}`;
    case 'IE':
      return year < 1987
        ? `${rng.pick(['ZV', 'IK', 'LI', 'MI'])} ${rng.int(100, 9999)}`
        : `${String(year).slice(2)}-${rng.pick(['D', 'C', 'G', 'KE', 'KY', 'LH'])}-${rng.int(1, 29999)}`;
    case 'US':
      return rng.chance(0.5) ? `${letters(rng, 3)} ${rng.int(100, 999)}` : `${rng.int(1, 9)}${letters(rng, 3)}${rng.int(100, 999)}`;
    case 'AU':
      return `${letters(rng, 3)}-${rng.int(100, 999)}`;
  }
}

export const digits = (rng: Random, k: number) => Array.from({ length: k }, () => rng.int(0, 9)).join('');
export { letters };
