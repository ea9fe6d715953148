/**
 * The unseen-an kit: a line printer's grid on the page (each field placed at its character column, as DMS, insurers'
 * mainframes and registry terminals printed them), rules of dashes and equals signs, green-bar bands, amounts with a
 * trailing minus, and the pools the families draw from.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { num, r2, type NumStyle } from '../paper-kit';

export type Cell = [number, string, ('l' | 'r')?];

/** A printout: columns at x0 + col * cw, one line every `step` points. */
export class Lp {
  readonly p = new PageBuilder();
  constructor(
    public x0 = 34,
    public cw = 5.1,
    public size = 8,
    public step = 10.5,
    y0 = 48,
    public bold = false,
  ) {
    this.p.y = y0;
  }
  get y() {
    return this.p.y;
  }
  set y(v: number) {
    this.p.y = v;
  }
  /** One printed line of fields; a cell [col, text, 'r'] is right-aligned ending at col. */
  ln(...cells: Cell[]): this {
    for (const [c, t, a] of cells) {
      if (!t) continue;
      this.p.text(this.x0 + c * this.cw, t, { size: this.size, align: a === 'r' ? 'right' : 'left', bold: this.bold });
    }
    this.p.down(this.step);
    return this;
  }
  /** A heading line in bold (the printer's double strike). */
  bl(...cells: Cell[]): this {
    const b = this.bold;
    this.bold = true;
    this.ln(...cells);
    this.bold = b;
    return this;
  }
  /** A rule of a repeated character from column a to column b. */
  rule(ch = '-', a = 0, b = 96): this {
    const glyph = { '-': 0.333, '=': 0.584, '*': 0.389, _: 0.556, '.': 0.278 }[ch] ?? 0.5;
    const n = Math.max(1, Math.round(((b - a) * this.cw) / (glyph * this.size)));
    this.p.text(this.x0 + a * this.cw, ch.repeat(n), { size: this.size });
    this.p.down(this.step);
    return this;
  }
  skip(n = 1): this {
    this.p.down(this.step * n);
    return this;
  }
  /** Green-bar bands (light fills) behind every other group of `every` lines from here down `lines` lines. */
  greenBar(lines: number, every = 3, a = 0, b = 96): this {
    for (let k = 0; k < lines; k += every * 2) {
      const top = this.p.y - this.size - 1 + k * this.step;
      this.p.box(this.x0 + a * this.cw - 4, top, (b - a) * this.cw + 8, Math.min(every, lines - k) * this.step, true);
    }
    return this;
  }
}

/** An amount as the printer put it: trailing minus for negatives where `tm`. */
export function amt(n: number, style: NumStyle, tm = true): string {
  const s = num(Math.abs(n), style);
  if (n >= 0) return s;
  return tm ? `${s}-` : `-${s}`;
}

export const pad = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
export const zp = (n: number, w: number) => String(n).padStart(w, '0');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
export const letters = (rng: Random, n: number, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => rng.pick([...set])).join('');

/** A price drawn as DM of 1985, moved to the year and the currency. */
export type Cur = 'DM' | 'ATS' | 'CHF' | 'GBP' | 'USD' | 'EUR';
export function price(rng: Random, lo: number, hi: number, year: number, cur: Cur): number {
  const infl = Math.pow(1.03, year - 1985);
  const fx = { DM: 1, ATS: 7, CHF: 0.85, GBP: 0.3, USD: 0.42, EUR: 0.511 }[cur];
  const v = (lo + rng.next() * (hi - lo)) * infl * fx;
  return v > 200 ? Math.round(v) : r2(Math.round(v * 20) / 20);
}

export interface Job {
  text: string;
  hours: number;
  parts: [string, string, number, number][]; // part no prefix, description, price lo, hi (DM 1985)
}

export const DE_JOBS: Job[] = [
  {
    text: 'INSPEKTION LT. HERSTELLERVORSCHRIFT',
    hours: 2.5,
    parts: [
      ['0', 'OELFILTER', 12, 22],
      ['L', 'LUFTFILTEREINSATZ', 18, 35],
      ['Z', 'ZUENDKERZE', 4, 8],
    ],
  },
  {
    text: 'ZYL.KOPFDICHTUNG ERN.',
    hours: 6.5,
    parts: [
      ['D', 'ZYL.KOPFDICHTUNG', 45, 90],
      ['S', 'ZYL.KOPFSCHRAUBE', 3, 6],
      ['K', 'KUEHLERFROSTSCHUTZ 1,5L', 12, 18],
    ],
  },
  { text: 'BREMSBELAEGE VA ERNEUERT', hours: 1.2, parts: [['B', 'SATZ BREMSBELAEGE VA', 45, 85]] },
  {
    text: 'BREMSSCHEIBEN U. BELAEGE VA ERN.',
    hours: 1.8,
    parts: [
      ['B', 'BREMSSCHEIBE VA', 55, 110],
      ['B', 'SATZ BREMSBELAEGE VA', 45, 85],
    ],
  },
  {
    text: 'ZUENDUNG U. LEERLAUF EINGEST.',
    hours: 0.8,
    parts: [
      ['U', 'UNTERBRECHERKONTAKT', 9, 16],
      ['K', 'KONDENSATOR', 6, 11],
    ],
  },
  { text: 'VERGASER GEREINIGT U. EINGEST.', hours: 1.5, parts: [['V', 'VERGASERDICHTSATZ', 25, 48]] },
  {
    text: 'KUPPLUNG AUS- U. EINGEBAUT',
    hours: 5,
    parts: [
      ['K', 'KUPPLUNGSSCHEIBE', 90, 160],
      ['K', 'DRUCKPLATTE', 120, 220],
      ['A', 'AUSRUECKLAGER', 35, 60],
    ],
  },
  {
    text: 'AUSPUFFANLAGE AB KAT ERNEUERT',
    hours: 1.6,
    parts: [
      ['A', 'MITTELSCHALLDAEMPFER', 90, 170],
      ['A', 'ENDSCHALLDAEMPFER', 110, 190],
      ['G', 'GUMMIHALTER AUSPUFF', 3, 7],
    ],
  },
  { text: 'STOSSDAEMPFER HA ERN.', hours: 1.4, parts: [['S', 'STOSSDAEMPFER HA', 70, 130]] },
  { text: 'KEILRIEMEN ERNEUERT', hours: 0.4, parts: [['K', 'KEILRIEMEN', 12, 24]] },
  {
    text: 'MOTOROEL GEWECHSELT',
    hours: 0.5,
    parts: [
      ['O', 'MOTOROEL 15W40 LTR', 5, 9],
      ['0', 'OELFILTER', 12, 22],
      ['D', 'DICHTRING OELABLASS', 0.8, 1.6],
    ],
  },
  {
    text: 'WASSERPUMPE ERNEUERT',
    hours: 2.2,
    parts: [
      ['W', 'WASSERPUMPE AT', 85, 160],
      ['D', 'DICHTUNG WASSERPUMPE', 3, 6],
    ],
  },
  { text: 'LICHTMASCHINE AUS- U. EINGEB.', hours: 1.1, parts: [['L', 'DREHSTROM-LIMA AT', 190, 320]] },
  { text: 'VORDERACHSE VERMESSEN U. EINGEST.', hours: 1.2, parts: [] },
  { text: 'HU-VORBEREITUNG NACH PRUEFLISTE', hours: 1, parts: [['G', 'GLUEHLAMPE 12V 21/5W', 1, 3]] },
  { text: 'RADLAGER VL ERNEUERT', hours: 1.7, parts: [['R', 'RADLAGERSATZ VL', 45, 90]] },
  { text: 'BREMSFLUESSIGKEIT ERNEUERT', hours: 0.7, parts: [['B', 'BREMSFLUESSIGKEIT DOT4', 9, 16]] },
  { text: 'ANLASSER AUS- U. EINGEBAUT', hours: 1.3, parts: [['A', 'ANLASSER AT', 180, 290]] },
  { text: 'VENTILSPIEL EINGESTELLT', hours: 1, parts: [['V', 'VENTILDECKELDICHTUNG', 9, 18]] },
  {
    text: 'ZAHNRIEMEN MIT SPANNROLLE ERN.',
    hours: 2.8,
    parts: [
      ['Z', 'ZAHNRIEMEN', 35, 65],
      ['S', 'SPANNROLLE', 45, 80],
    ],
  },
  { text: 'UNTERBODENSCHUTZ AUSGEBESSERT', hours: 1.5, parts: [] },
  { text: 'HANDBREMSE NACHGESTELLT', hours: 0.4, parts: [] },
];

export const EN_JOBS: Job[] = [
  {
    text: 'SERVICE AS PER SCHEDULE',
    hours: 2,
    parts: [
      ['FLT', 'OIL FILTER', 10, 20],
      ['AF', 'AIR FILTER ELEMENT', 16, 30],
      ['SP', 'SPARK PLUG', 4, 8],
    ],
  },
  {
    text: 'REPLACE CYLINDER HEAD GASKET',
    hours: 6,
    parts: [
      ['GS', 'HEAD GASKET SET', 60, 120],
      ['AF', 'ANTIFREEZE', 12, 20],
    ],
  },
  { text: 'FRONT BRAKE PADS REPLACED', hours: 1.1, parts: [['BP', 'PAD SET FRONT', 40, 80]] },
  {
    text: 'REPLACE FRONT DISCS AND PADS',
    hours: 1.8,
    parts: [
      ['BD', 'BRAKE DISC FRONT', 50, 100],
      ['BP', 'PAD SET FRONT', 40, 80],
    ],
  },
  {
    text: 'TUNE UP - POINTS PLUGS TIMING',
    hours: 1.2,
    parts: [
      ['CB', 'CONTACT SET', 9, 15],
      ['CN', 'CONDENSER', 5, 10],
      ['SP', 'SPARK PLUG', 4, 8],
    ],
  },
  { text: 'CARBURETTOR OVERHAULED', hours: 2.5, parts: [['CK', 'CARB REBUILD KIT', 28, 55]] },
  {
    text: 'R&R CLUTCH ASSEMBLY',
    hours: 5.5,
    parts: [
      ['CL', 'CLUTCH PLATE', 80, 150],
      ['CP', 'PRESSURE PLATE', 110, 200],
      ['RB', 'RELEASE BEARING', 30, 55],
    ],
  },
  {
    text: 'EXHAUST SYSTEM REPLACED',
    hours: 1.5,
    parts: [
      ['EX', 'CENTRE SILENCER', 80, 150],
      ['EX', 'REAR SILENCER', 90, 170],
      ['MT', 'EXHAUST MOUNTING', 3, 7],
    ],
  },
  { text: 'REPLACE REAR SHOCK ABSORBERS', hours: 1.3, parts: [['SA', 'SHOCK ABSORBER REAR', 60, 120]] },
  { text: 'REPLACE FAN BELT', hours: 0.4, parts: [['FB', 'FAN BELT', 10, 20]] },
  {
    text: 'LUBE OIL AND FILTER',
    hours: 0.5,
    parts: [
      ['OL', 'ENGINE OIL QT', 3, 6],
      ['FLT', 'OIL FILTER', 10, 20],
    ],
  },
  {
    text: 'REPLACE WATER PUMP',
    hours: 2.1,
    parts: [
      ['WP', 'WATER PUMP EXCH', 70, 140],
      ['GK', 'PUMP GASKET', 2, 5],
    ],
  },
  { text: 'R&R ALTERNATOR', hours: 1.1, parts: [['AL', 'ALTERNATOR EXCH', 160, 280]] },
  { text: 'FOUR WHEEL ALIGNMENT', hours: 1.2, parts: [] },
  { text: 'MOT PREPARATION AND CHECKS', hours: 1, parts: [['BL', 'BULB 12V 21/5W', 1, 3]] },
  { text: 'REPLACE FRONT WHEEL BEARING', hours: 1.6, parts: [['WB', 'WHEEL BEARING KIT', 40, 85]] },
  { text: 'FLUSH BRAKE SYSTEM', hours: 0.7, parts: [['BF', 'BRAKE FLUID DOT4', 8, 14]] },
  { text: 'R&R STARTER MOTOR', hours: 1.3, parts: [['ST', 'STARTER MOTOR EXCH', 150, 260]] },
  { text: 'ADJUST VALVE CLEARANCES', hours: 1, parts: [['GK', 'ROCKER COVER GASKET', 8, 16]] },
  {
    text: 'REPLACE TIMING BELT AND TENSIONER',
    hours: 2.8,
    parts: [
      ['TB', 'TIMING BELT', 30, 60],
      ['TN', 'TENSIONER', 40, 75],
    ],
  },
  { text: 'COOLING SYSTEM PRESSURE TEST', hours: 0.6, parts: [] },
  { text: 'ADJUST HANDBRAKE', hours: 0.4, parts: [] },
];

export interface PartLine {
  no: string;
  text: string;
  qty: number;
  unit: number;
  total: number;
}
export interface Work {
  jobs: { text: string; hours: number }[];
  parts: PartLine[];
  /** How many of `parts` (in order) belong to each job. */
  per: number[];
}
/** Jobs and their parts; quantities 1–4 for small parts; unit prices in the currency of the year. */
export function drawWork(rng: Random, pool: Job[], n: number, year: number, cur: Cur, partNo: (rng: Random, prefix: string) => string): Work {
  const jobs = rng.some(pool, n);
  const parts: PartLine[] = [];
  const seen = new Set<string>();
  const per: number[] = [];
  for (const j of jobs) {
    const before = parts.length;
    for (const [pre, text, lo, hi] of j.parts) {
      if (seen.has(text)) continue;
      seen.add(text);
      const qty = hi < 10 ? rng.int(2, 5) : hi < 25 && rng.chance(0.3) ? 2 : 1;
      const unit = price(rng, lo, hi, year, cur);
      const u = unit > 200 ? unit : unit;
      parts.push({ no: partNo(rng, pre), text, qty, unit: u, total: r2(qty * u) });
    }
    per.push(parts.length - before);
  }
  return { jobs: jobs.map((j) => ({ text: j.text, hours: Math.max(0.2, r2(j.hours * (0.8 + rng.next() * 0.4))) })), parts, per };
}

export const DE_SHOPS = [
  ['AUTOHAUS', 'KREMER', 'KAISERSLAUTERN'],
  ['AUTOHAUS', 'BRANDSTAETTER', 'PASSAU'],
  ['AUTO', 'HEINEMANN GMBH', 'GOETTINGEN'],
  ['AUTOHAUS', 'WIELAND & SOHN', 'HEILBRONN'],
  ['KFZ-MEISTERBETRIEB', 'ROTHFUSS', 'TUEBINGEN'],
  ['AUTOHAUS', 'OSTERKAMP', 'OLDENBURG'],
  ['AUTOHAUS', 'STEINBACHER', 'ROSENHEIM'],
  ['AUTO', 'LINDNER KG', 'BAMBERG'],
  ['AUTOHAUS', 'NIEHUES', 'MUENSTER'],
  ['AUTOHAUS', 'FALKENBERG', 'KASSEL'],
];
export const DE_STREETS = ['INDUSTRIESTR.', 'HAUPTSTR.', 'RINGSTR.', 'BAHNHOFSTR.', 'GEWERBEPARK', 'MUENCHENER STR.', 'LANDSTR.', 'KAROSSERIEWEG'];
export const DE_FIRST = ['KLAUS', 'HANS-PETER', 'WERNER', 'MONIKA', 'GERHARD', 'URSULA', 'DIETER', 'RENATE', 'JUERGEN', 'BRIGITTE', 'HELMUT', 'SABINE'];
export const DE_LAST = ['SCHNEIDER', 'HOFMANN', 'BAUMGARTNER', 'KELLERMANN', 'LEHMANN', 'ZIMMERMANN', 'WAGNER', 'FRANKE', 'POHL', 'BRAUN', 'ENGEL', 'HUBER'];
export const EN_FIRST = ['JOHN', 'MARGARET', 'ROBERT', 'SUSAN', 'DAVID', 'LINDA', 'MICHAEL', 'PATRICIA', 'GARY', 'CAROL', 'KEITH', 'JANET'];
export const EN_LAST = ['HARRISON', 'MITCHELL', 'PRICE', 'COLEMAN', 'HUGHES', 'BENNETT', 'WALSH', 'FOSTER', 'KOWALSKI', 'REYNOLDS', 'PARKER', 'DUNN'];
export const US_PLACES = [
  ['DAYTON', 'OH', '45424'],
  ['FRESNO', 'CA', '93710'],
  ['TOLEDO', 'OH', '43615'],
  ['KNOXVILLE', 'TN', '37919'],
  ['BOISE', 'ID', '83704'],
  ['LANCASTER', 'PA', '17601'],
  ['TULSA', 'OK', '74145'],
  ['SPOKANE', 'WA', '99208'],
  ['ROCKFORD', 'IL', '61107'],
  ['OMAHA', 'NE', '68114'],
];
export const UK_PLACES = ['DONCASTER', 'SHREWSBURY', 'CHELMSFORD', 'STOCKPORT', 'TAUNTON', 'KETTERING', 'HARROGATE', 'SWINDON', 'LINCOLN', 'BANBURY'];
export const UK_CARS = [
  'ROVER 3500 SD1',
  'TRIUMPH DOLOMITE',
  'MG MGB GT',
  'JAGUAR XJ6 4.2',
  'FORD CORTINA 2.0 GL',
  'AUSTIN MINI 1000',
  'VAUXHALL CAVALIER',
  'TRIUMPH TR7',
  'ROVER P6 2000',
  'FORD CAPRI 2.8I',
  'LAND ROVER 88',
];
export const US_CARS = [
  'CHEVROLET CAMARO',
  'FORD MUSTANG',
  'PONTIAC FIREBIRD',
  'BUICK REGAL',
  'CHEVROLET CORVETTE',
  'OLDSMOBILE CUTLASS',
  'FORD THUNDERBIRD',
  'DODGE DART',
  'CADILLAC ELDORADO',
  'JEEP CJ-7',
  'MERCURY COUGAR',
];
export const DE_CARS = [
  'VW GOLF GTI',
  'MERCEDES 280 SE',
  'BMW 323I',
  'OPEL MANTA B',
  'AUDI 80 GLS',
  'VW KAEFER 1303',
  'PORSCHE 911 SC',
  'OPEL REKORD E',
  'FORD GRANADA 2.3',
  'MERCEDES 190 E',
  'BMW 528I',
  'VW T3 BUS',
];

export function dePlate(rng: Random): string {
  return `${rng.pick(['KL', 'PA', 'GOE', 'HN', 'TUE', 'OL', 'RO', 'BA', 'MS', 'KS', 'M', 'S', 'F'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}`;
}
export function ukReg(rng: Random, year: number): string {
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1, 'ABCDEFGHJKLMNPRSTVWXY')}`;
  return `${letters(rng, 1, 'ABCDEFGHJKLMNPRSTVWXY')}${rng.int(10, 999)} ${letters(rng, 3)}`;
}
export function usPlate(rng: Random): string {
  return rng.chance(0.5) ? `${letters(rng, 3)} ${digits(rng, 3)}` : `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
}
const VIN_CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function vin17(rng: Random, wmi: string): string {
  return wmi + Array.from({ length: 14 }, () => rng.pick([...VIN_CH])).join('');
}
export const iso = (y: number, m: number, d: number) => `${y}-${zp(m, 2)}-${zp(d, 2)}`;
export const yr = (s: string) => Number(s.slice(0, 4));
export function time(rng: Random): string {
  return `${zp(rng.int(7, 18), 2)}:${zp(rng.int(0, 59), 2)}`;
}
