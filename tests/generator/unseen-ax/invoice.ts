/**
 * The invoice template engine of the unseen-ax author: a service bill as an office template or a small accounting
 * program prints it. Each family passes its own template (letterhead, reference block and where it sits, the table's
 * columns and their order, how labour and parts are grouped, the totals and VAT summary, terms and footer).
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r05, r2, sum, type DateStyle, type NumStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addressWindow,
  CARS,
  customer,
  digits,
  firm,
  footer3,
  ibanOf,
  km,
  letterhead,
  money,
  plate,
  refBlock,
  vin,
  type Country,
  type Firm,
  type HeadStyle,
  type RefStyle,
} from './kit';

export type ColKey = 'pos' | 'art' | 'desc' | 'qty' | 'unit' | 'price' | 'vat' | 'total';

export interface Template {
  lang: 'de' | 'en';
  country: Country;
  /** the firm's town, where the family is named for one */
  town?: string;
  name: string;
  slogan: string;
  head: HeadStyle;
  title: string;
  years: [number, number];
  numStyle: NumStyle;
  dateStyle: DateStyle;
  cur: string;
  curAfter?: boolean;
  refStyle: RefStyle;
  /** 'right': beside the address window; 'below': across the page under it. */
  refPlace: 'right' | 'below';
  ref: { no: string; cust?: string; date: string; svc?: string; yours?: string; mileage?: string; plate?: string; vin?: string; page?: string };
  /** vehicle printed as a line under the title (labels in order) if not in the reference block. */
  vehicleLine?: { car: string; plate: string; vin?: string; mileage?: string };
  cols: [ColKey, string][];
  layout: 'sections' | 'mixed' | 'twoTables';
  labourHead: string;
  partsHead: string;
  labourSum: string;
  partsSum: string;
  hourUnit: string;
  pieceUnit: string;
  rate: [number, number];
  tax: 'vat' | 'usSales';
  vatRate: (year: number) => number;
  netLabel: string;
  vatLabel: (rate: string) => string;
  grossLabel: string;
  vatTable?: [string, string, string, string];
  swissRound?: string;
  supplies?: string;
  terms: (due: string) => string[];
  greeting?: string[];
  footer: (f: Firm, rng: Random) => string[][];
  jobs: [string, number, number][];
  parts: [string, number, number][];
  partNo: (rng: Random) => string;
}

const colX: Record<ColKey, { w: number; align: 'left' | 'right' | 'center' }> = {
  pos: { w: 26, align: 'left' },
  art: { w: 62, align: 'left' },
  desc: { w: 200, align: 'left' },
  qty: { w: 40, align: 'right' },
  unit: { w: 36, align: 'left' },
  price: { w: 62, align: 'right' },
  vat: { w: 34, align: 'right' },
  total: { w: 66, align: 'right' },
};

interface Line {
  art: string;
  desc: string;
  qty: number;
  unit: string;
  price: number;
  total: number;
}

export function serviceInvoice(rng: Random, t: Template): Generated {
  const p = new PageBuilder();
  const f = firm(rng, t.country, t.name, t.slogan, t.town);
  const cust = customer(rng, t.country, t.country === 'US' ? t.town : undefined);
  const date = rng.date(t.years[0], t.years[1]);
  const year = Number(date.slice(0, 4));
  const svcDate = t.ref.svc ? (rng.chance(0.5) ? date : isoMinus(date, rng.int(1, 6))) : date;
  const mileage = rng.int(12000, 240000);
  const car = rng.pick(CARS);
  const pl = plate(rng, t.country);
  const vn = vin(rng);
  const invNo = rng.pick([`${year}-${digits(rng, 4)}`, `RE${digits(rng, 6)}`, digits(rng, 5), `${rng.int(1, 9)}${digits(rng, 4)}/${String(year).slice(2)}`]);
  const custNo = rng.pick([digits(rng, 5), `K-${digits(rng, 4)}`, `${digits(rng, 3)}${rng.pick(['A', 'B', 'C'])}`]);
  const fmt = (n: number) => num(n, t.numStyle);
  const d = (iso: string) => fd(iso, t.dateStyle);

  const rate = rng.int(t.rate[0], t.rate[1]);
  const labour: Line[] = rng.some(t.jobs, rng.int(2, 5)).map(([desc, h0, h1]) => {
    const qty = r2(rng.int(h0 * 4, h1 * 4) / 4) || 0.5;
    return { art: '', desc, qty, unit: t.hourUnit, price: rate, total: r2(qty * rate) };
  });
  const parts: Line[] = rng.some(t.parts, rng.int(2, 6)).map(([desc, a, b]) => {
    const qty = rng.chance(0.75) ? 1 : rng.int(2, 6);
    const price = r2(rng.int(a * 100, b * 100) / 100);
    return { art: t.partNo(rng), desc, qty, unit: t.pieceUnit, price, total: r2(qty * price) };
  });
  const lab = sum(labour.map((l) => l.total));
  const par = sum(parts.map((l) => l.total));
  const supplies = t.supplies ? r2(Math.min(45, lab * 0.05)) : 0;
  const net = r2(lab + par + supplies);
  const vr = t.tax === 'vat' ? t.vatRate(year) : rng.pick([6, 6.25, 7, 8.25]);
  const tax = t.tax === 'vat' ? r2((net * vr) / 100) : r2((par * vr) / 100);
  let gross = r2(net + tax);
  const rounding = t.swissRound ? r2(r05(gross) - gross) : 0;
  gross = r2(gross + rounding);

  letterhead(p, f, t.head, t.lang);
  addressWindow(p, f, cust.lines);
  const refPairs: [string, string][] = [[t.ref.no, invNo]];
  if (t.ref.cust) refPairs.push([t.ref.cust, custNo]);
  refPairs.push([t.ref.date, d(date)]);
  if (t.ref.svc) refPairs.push([t.ref.svc, d(svcDate)]);
  if (t.ref.yours)
    refPairs.push([t.ref.yours, rng.pick(['telefonisch', 'tel.', 'e-mail', `${cust.name.split(' ')[1].slice(0, 2).toUpperCase()}/${digits(rng, 2)}`])]);
  if (t.ref.plate) refPairs.push([t.ref.plate, pl]);
  if (t.ref.vin) refPairs.push([t.ref.vin, vn]);
  if (t.ref.mileage) refPairs.push([t.ref.mileage, km(mileage, t.numStyle)]);
  if (t.ref.page) refPairs.push([t.ref.page, '1']);
  let y: number;
  if (t.refPlace === 'right') {
    const ry = refBlock(p, refPairs, t.refStyle, 350, 150, 205);
    y = Math.max(ry, 220) + 26;
  } else {
    y = refBlock(p, refPairs, t.refStyle, 40, 232, 515) + 18;
  }
  p.text(40, t.title, { y, size: 14, bold: true });
  y += 18;
  if (t.vehicleLine) {
    const v = t.vehicleLine;
    const parts2 = [
      `${v.car} ${car}`,
      `${v.plate} ${pl}`,
      ...(v.vin ? [`${v.vin} ${vn}`] : []),
      ...(v.mileage ? [`${v.mileage} ${km(mileage, t.numStyle)}`] : []),
    ];
    p.text(40, parts2.join('   '), { y, size: 8.5 });
    y += 18;
  } else {
    p.text(40, car, { y, size: 9, bold: true });
    y += 16;
  }

  // table
  const xs: { key: ColKey; x: number; align: 'left' | 'right' | 'center' }[] = [];
  let cx = 40;
  const totalW = t.cols.reduce((a, [k]) => a + colX[k].w, 0);
  const scale = 515 / totalW;
  for (const [k] of t.cols) {
    const w = colX[k].w * scale;
    xs.push({ key: k, x: colX[k].align === 'right' ? cx + w - 4 : cx, align: colX[k].align });
    cx += w;
  }
  const header = (yy: number) => {
    p.box(40, yy - 10, 515, 14, true);
    t.cols.forEach(([, h], i) => p.text(xs[i].x, h, { y: yy, size: 8, bold: true, align: xs[i].align }));
  };
  let pos = 0;
  const vatCell = t.tax === 'vat' ? `${num(vr, t.numStyle).replace(/[,.]0+$/, '')}%` : '';
  const writeLine = (l: Line, isPart: boolean) => {
    pos++;
    const cells: Record<ColKey, string> = {
      pos: String(pos),
      art: isPart ? l.art : '',
      desc: l.desc,
      qty: t.numStyle === 'de' || t.numStyle === 'deplain' ? String(l.qty).replace('.', ',') : String(l.qty),
      unit: l.unit,
      price: fmt(l.price),
      vat: t.tax === 'vat' ? vatCell : isPart ? 'T' : '',
      total: fmt(l.total),
    };
    xs.forEach((c) => {
      if (cells[c.key]) p.text(c.x, cells[c.key], { y, size: 8.5, align: c.align });
    });
    y += 12.5;
  };
  const sumLine = (label: string, v: number) => {
    hline(p, 380, 175, y - 9);
    p.text(xs[xs.length - 1].x - 80, label, { y, size: 8.5, bold: true, align: 'right' });
    p.text(xs[xs.length - 1].x, fmt(v), { y, size: 8.5, bold: true, align: 'right' });
    y += 18;
  };
  header(y);
  y += 16;
  if (t.layout === 'sections' || t.layout === 'twoTables') {
    p.text(40, t.labourHead, { y, size: 9, bold: true });
    y += 13;
    labour.forEach((l) => writeLine(l, false));
    sumLine(t.labourSum, lab);
    if (t.layout === 'twoTables') {
      header(y);
      y += 16;
    }
    p.text(40, t.partsHead, { y, size: 9, bold: true });
    y += 13;
    parts.forEach((l) => writeLine(l, true));
    sumLine(t.partsSum, par);
  } else {
    labour.forEach((l) => writeLine(l, false));
    parts.forEach((l) => writeLine(l, true));
    hline(p, 40, 515, y - 8);
    y += 6;
    p.text(40, `${t.labourSum} ${fmt(lab)}`, { y, size: 8.5 });
    p.text(200, `${t.partsSum} ${fmt(par)}`, { y, size: 8.5 });
    y += 18;
  }

  // totals
  const tx = 555;
  const lx = 400;
  const tot = (label: string, v: number, bold = false) => {
    p.text(lx, label, { y, size: 9, bold });
    p.text(tx, money(v, t.numStyle, t.cur, t.curAfter), { y, size: 9, bold, align: 'right' });
    y += 13;
  };
  if (supplies) tot(t.supplies as string, supplies);
  tot(t.netLabel, net);
  const rateTxt = `${num(vr, t.numStyle).replace(/[,.]00$/, '')} %`;
  tot(t.vatLabel(rateTxt), tax);
  if (rounding) tot(t.swissRound as string, rounding);
  p.box(lx - 6, y - 10, tx - lx + 10, 15, true);
  tot(t.grossLabel, gross, true);
  y += 8;
  if (t.vatTable) {
    const vx = [40, 130, 210, 290];
    t.vatTable.forEach((h, i) => p.text(vx[i] + (i ? 60 : 0), h, { y, size: 7.5, bold: true, align: i ? 'right' : 'left' }));
    y += 11;
    [rateTxt, fmt(net), fmt(tax), fmt(r2(net + tax))].forEach((c, i) => p.text(vx[i] + (i ? 60 : 0), c, { y, size: 7.5, align: i ? 'right' : 'left' }));
    y += 18;
  }
  const due = d(isoPlus(date, rng.pick([8, 10, 14, 30])));
  for (const l of t.terms(due)) {
    p.text(40, l, { y, size: 8.5 });
    y += 11.5;
  }
  if (t.greeting) {
    y += 8;
    for (const l of t.greeting) {
      p.text(40, l, { y, size: 9 });
      y += 12;
    }
  }
  footer3(p, t.footer(f, rng));

  return doc(p, t.lang, {
    documentType: 'service',
    shopName: t.name,
    serviceDate: svcDate,
    ...(t.ref.mileage || t.vehicleLine?.mileage ? { serviceMileage: mileage } : {}),
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: labour.map((l) => l.desc),
    partsUsed: parts.map((l) => l.desc),
  });
}

export function isoPlus(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
export const isoMinus = (iso: string, n: number) => isoPlus(iso, -n);

const BANKS = [
  ['Sparkasse', 'Volksbank', 'Commerzbank', 'Kreissparkasse'],
  ['Raiffeisenbank', 'Erste Bank', 'BAWAG P.S.K.', 'Volksbank'],
  ['Zürcher Kantonalbank', 'Raiffeisen', 'PostFinance', 'UBS'],
];
const BICS = [
  ['BYLADEM1001', 'GENODEF1S02', 'COBADEFFXXX'],
  ['RZOOAT2L', 'GIBAATWW', 'BAWAATWW'],
  ['ZKBKCHZZ80A', 'RAIFCH22', 'POFICHBEXXX'],
];

/** Footers as German, Austrian and Swiss templates print them. */
export function footerDACH(c: Country, reg: string) {
  return (f: Firm, rng: Random): string[][] => [
    [f.name, f.street, f.city, `Tel. ${f.phone}`],
    [rng.pick(BANKS[c === 'AT' ? 1 : c === 'CH' ? 2 : 0]), `IBAN ${ibanOf(rng, c)}`, `BIC ${rng.pick(BICS[c === 'AT' ? 1 : c === 'CH' ? 2 : 0])}`],
    [
      reg,
      c === 'CH'
        ? `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`
        : `USt-IdNr. ${c}${c === 'AT' ? 'U' : ''}${digits(rng, c === 'AT' ? 8 : 9)}`,
      f.email,
      f.web,
    ],
  ];
}
export function footerUK(c: Country) {
  return (f: Firm, rng: Random): string[][] => [
    [`${f.name}`, `${f.street}, ${f.city}`, `T ${f.phone}`],
    c === 'IE'
      ? [rng.pick(['AIB', 'Bank of Ireland', 'PTSB']), `IBAN ${ibanOf(rng, 'IE')}`, `BIC ${rng.pick(['AIBKIE2D', 'BOFIIE2D'])}`]
      : [rng.pick(['Barclays', 'Lloyds', 'NatWest', 'HSBC']), `Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`, `Account ${digits(rng, 8)}`],
    [
      c === 'IE' ? `VAT No. IE${digits(rng, 7)}${letters1(rng)}` : `VAT Reg. No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`,
      `Company No. ${digits(rng, c === 'IE' ? 6 : 8)}`,
      f.web,
    ],
  ];
}
const letters1 = (rng: Random) => rng.pick(['A', 'B', 'H', 'W']);
export function footerUS() {
  return (f: Firm, rng: Random): string[][] => [
    [f.name, f.street, f.city],
    [`Phone ${f.phone}`, ...(f.fax ? [`Fax ${f.fax}`] : []), f.email],
    [`BAR/ARD #${digits(rng, 6)}`, `EIN ${digits(rng, 2)}-${digits(rng, 7)}`, f.web],
  ];
}
