/** Small slips from a long life: DDR fuel, customs duty, a breakdown patrol, a spares counter, a gas station, an MOT fee. */
import { fd, num, r2, sum, type DateStyle, type NumStyle } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';

interface Slip {
  lang: Lang;
  head: string[];
  shopName?: string;
  title: string;
  date: string;
  dateStyle: DateStyle;
  dateLabel: string;
  lines: [string, number][];
  totalLabel: string;
  style: NumStyle;
  cur: string;
  tail?: string[];
  serif?: boolean;
}

/** A narrow slip in the page's middle: head, date, lines, the total, then what follows it (cash given, change). */
function slip(s: Slip): Generated {
  const p = new PageBuilder();
  p.y = 90;
  const x0 = 200;
  const x1 = 400;
  p.box(185, 70, 230, 60 + 16 * (s.head.length + s.lines.length + (s.tail?.length ?? 0)) + 80);
  s.head.forEach((l, i) => {
    p.text(300, l, { size: i === 0 ? 11 : 8, bold: i === 0, align: 'center', serif: s.serif });
    p.down(i === 0 ? 14 : 10);
  });
  p.down(8);
  p.text(300, s.title, { size: 10, bold: true, align: 'center', serif: s.serif }).down(16);
  p.text(x0, `${s.dateLabel} ${fd(s.date, s.dateStyle)}`, { size: 8.5, serif: s.serif }).down(16);
  s.lines.forEach(([d, a]) => {
    p.text(x0, d, { size: 8.5, serif: s.serif }).text(x1, num(a, s.style), { size: 8.5, align: 'right', serif: s.serif });
    p.down(12);
  });
  p.down(4);
  const total = sum(s.lines.map((l) => l[1]));
  p.text(x0, s.totalLabel, { size: 10, bold: true, serif: s.serif }).text(x1, `${s.cur} ${num(total, s.style)}`, {
    size: 10,
    bold: true,
    align: 'right',
    serif: s.serif,
  });
  p.down(16);
  (s.tail ?? []).forEach((l) => {
    p.text(x0, l, { size: 8, serif: s.serif }).down(11);
  });
  return { items: p.items, language: s.lang, truth: { documentType: 'receipt', shopName: s.shopName ?? s.head[0], date: s.date, totalCost: total } };
}

export function minolTankstelle(rng: Random): Generated {
  const liters = rng.int(15, 40);
  const price = rng.pick([1.5, 1.65]);
  const oil = rng.chance(0.5) ? ([['Motorenöl 1 l', 3.5]] as [string, number][]) : [];
  return slip({
    lang: 'de',
    head: [`Minol-Tankstelle ${rng.pick(['Dresden-Klotzsche', 'Leipzig-Grünau', 'Rostock-Lütten Klein'])}`, 'VEB Minol · Bezirksdirektion'],
    title: 'Quittung',
    date: rng.date(1972, 1989),
    dateStyle: 'de',
    dateLabel: 'Datum:',
    lines: [[`VK 88 ${liters} l à ${num(price, 'de')}`, r2(liters * price)], ...oil],
    totalLabel: 'Betrag',
    style: 'de',
    cur: 'M',
    tail: ['EVP inkl.', 'Danke und gute Fahrt!'],
  });
}

export function zollamtEinfuhr(rng: Random): Generated {
  const value = rng.int(30, 140) * 100;
  const duty = r2(value * 0.1);
  const eust = r2((value + duty) * 0.14);
  const office = rng.pick(['Zollamt Kiefersfelden-Autobahn', 'Zollamt Bad Reichenhall', 'Zollamt Weil am Rhein-Autobahn']);
  return slip({
    lang: 'de',
    head: [office, 'Quittung über Einfuhrabgaben', 'Bundesfinanzverwaltung'],
    title: 'Einfuhr eines gebrauchten Pkw',
    date: rng.date(1983, 1992),
    dateStyle: 'de',
    dateLabel: 'Tag der Zahlung:',
    lines: [
      ['Zoll 10 %', duty],
      ['Einfuhrumsatzsteuer 14 %', eust],
    ],
    totalLabel: 'Bar erhalten',
    style: 'de',
    cur: 'DM',
    tail: [`Zollwert DM ${num(value, 'de')}`, `Reg.-Nr. ${rng.int(1000, 9999)}/${rng.int(10, 99)}`],
  });
}

export function oeamtcPannenhilfe(rng: Random): Generated {
  const km = rng.int(8, 60);
  return slip({
    lang: 'de',
    head: ['ÖAMTC Pannenhilfe', `Stützpunkt ${rng.pick(['Wörgl', 'Bruck an der Mur', 'St. Pölten'])}`],
    title: 'Zahlungsbestätigung',
    date: rng.date(1976, 1998),
    dateStyle: 'de2',
    dateLabel: 'am',
    lines: [
      ['Abschleppung (Nichtmitglied)', rng.int(6, 14) * 100],
      [`Kilometer ${km} à S 12,--`, km * 12],
      ['Kleinmaterial', rng.int(40, 180)],
    ],
    totalLabel: 'bezahlt',
    style: 'de',
    cur: 'S',
    serif: true,
    tail: ['Danke – Ihr ÖAMTC'],
  });
}

export function ukSparesCounter(rng: Random): Generated {
  const items: [string, number][] = rng.some(
    [
      ['Points set', 0.68],
      ['Rotor arm', 0.32],
      ['Fan belt', 1.15],
      ['Wiper blades (pr)', 1.9],
      ['Halfords oil 5 pt', 2.45],
      ['Brake fluid', 0.55],
    ] as [string, number][],
    rng.int(2, 4),
  );
  return slip({
    lang: 'en',
    head: [`${rng.pick(['Brindley’s Motor Spares', 'Castle Autoparts', 'Fosse Way Motor Factors'])}`, 'Trade & retail counter'],
    title: 'CASH SALE',
    date: rng.date(1970, 1979),
    dateStyle: 'ukdot',
    dateLabel: 'Date',
    lines: items,
    totalLabel: 'TOTAL',
    style: 'en',
    cur: '£',
    tail: ['Goods cannot be exchanged without this receipt'],
  });
}

export function usGasStation(rng: Random): Generated {
  const gal = rng.int(8, 19);
  const price = rng.pick([0.299, 0.319, 0.339]);
  return slip({
    lang: 'en',
    head: [
      `${rng.pick(['Bud’s Sinclair', 'Ridgeway Esso Service', 'Mel’s Standard Station'])}`,
      rng.pick(['Valdosta, Georgia', 'Chattanooga, Tenn.', 'Tupelo, Miss.']),
    ],
    title: 'SALES SLIP',
    date: rng.date(1961, 1972),
    dateStyle: 'us',
    dateLabel: 'Date',
    lines: [
      [`Gasoline ${gal} gal`, r2(gal * price)],
      ['Oil 1 qt', 0.45],
      ['Wash', 1.5],
    ],
    totalLabel: 'TOTAL',
    style: 'en',
    cur: '$',
    tail: ['Thank you — call again'],
  });
}

export function ukMotFee(rng: Random): Generated {
  const year = rng.int(1977, 1989);
  const fee = year < 1981 ? 4.4 : year < 1986 ? 9.25 : 11.8;
  return slip({
    lang: 'en',
    head: [`${rng.pick(['Greenhill Garage', 'Station Road Motors', 'Abbey Test Centre'])}`, `Ministry approved testing station No. ${rng.int(10000, 99999)}`],
    title: 'RECEIPT — M.O.T. TEST FEE',
    date: rng.date(year, year),
    dateStyle: 'uk',
    dateLabel: 'Date of test',
    lines: [['Test fee (Class IV)', fee]],
    totalLabel: 'Received',
    style: 'en',
    cur: '£',
    tail: ['Test certificate issued separately'],
  });
}
