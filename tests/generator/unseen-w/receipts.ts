/** Slips at circuits and around an estate car: fuel, tyres, a transport out of a late owner's garage. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, doc, fd, hline, num, r2, sum } from '../paper-kit';
import { PageBuilder, footer, letterhead, stamp } from './kit';
import { digits } from './pick';

/** 1971, Nürburgring: a filling station's handwritten-style Quittung for racing fuel, tax included. */
export function ringFuelQuittung(rng: Random): Generated {
  const date = rng.date(1969, 1973);
  const litres = rng.int(60, 180);
  const price = rng.pick([0.72, 0.76, 0.81]);
  const oil = rng.pick([0, 2, 4]);
  const oilPrice = 4.2;
  const total = r2(r2(litres * price) + r2(oil * oilPrice));
  const p = new PageBuilder();
  p.y = 70;
  p.box(60, 40, 470, 300);
  p.text(80, 'QUITTUNG', { size: 18, bold: true, serif: true });
  p.text(510, `Nr. ${rng.int(100, 999)}`, { align: 'right', size: 10 }).down(26);
  p.text(80, 'Tankstelle am Ring', { size: 11, bold: true }).down(12);
  p.text(80, 'Inh. Willi Kreuzberg · Nürburgring, Start und Ziel · Fernruf Adenau 291', { size: 8 }).down(28);
  p.text(80, `DM ${num(total, 'de')}`, { size: 13, bold: true, serif: true }).down(20);
  p.text(80, 'von Herrn Ernst Vomfell, Rennstall Vomfell, Krefeld', { size: 10, serif: true }).down(16);
  p.text(80, `für ${litres} Liter Rennkraftstoff 100 Oktan à ${num(price, 'de')}`, { size: 10, serif: true }).down(14);
  if (oil) p.text(80, `und ${oil} Dosen Motorenöl à ${num(oilPrice, 'de')}`, { size: 10, serif: true }).down(14);
  p.text(80, 'richtig erhalten zu haben, bescheinigt', { size: 10, serif: true }).down(28);
  p.text(80, `Nürburg, den ${fd(date, 'de')}`, { size: 10, serif: true });
  p.text(440, 'W. Kreuzberg', { size: 11, serif: true, align: 'center' }).down(10);
  hline(p, 380, 120);
  p.down(14);
  p.text(80, 'Im Betrag sind 11 % Mehrwertsteuer enthalten.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Tankstelle am Ring', date, totalCost: total });
}

/** 2019, Nürburgring paddock: a tyre service's till slip, cash given and change below the sum. */
export function paddockTyreBon(rng: Random): Generated {
  const date = rng.date(2017, 2021);
  const tyre = rng.pick([189, 214, 236]);
  const n = rng.pick([2, 4]);
  const fit = rng.pick([12.5, 15]);
  const lines: [string, number, number][] = [
    [`Michelin Pilot Sport Cup 2 225/40 R18`, n, tyre],
    ['Montage + Wuchten je Rad', n, fit],
    ['Ventil Metall', n, 3.5],
  ];
  const total = sum(lines.map(([, q, u]) => r2(q * u)));
  const given = Math.ceil(total / 50) * 50 + (rng.chance(0.5) ? 50 : 0);
  const p = new PageBuilder();
  p.y = 60;
  const x = 180;
  p.text(297, 'RING REIFENSERVICE', { size: 13, bold: true, align: 'center' }).down(12);
  p.text(297, 'Fahrerlager Nürburgring · Box 14', { size: 8, align: 'center' }).down(10);
  p.text(297, 'Betreiber: Reifen Hens GmbH, Mayen', { size: 8, align: 'center' }).down(18);
  p.text(x, `${fd(date, 'de')}  ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 });
  p.text(415, `Bon ${digits(rng, 5)}`, { size: 8.5, align: 'right' }).down(14);
  for (const [d, q, u] of lines) {
    p.text(x, d, { size: 8.5 }).down(11);
    p.text(x + 14, `${q} x ${num(u, 'de')}`, { size: 8.5 });
    p.text(415, num(r2(q * u), 'de'), { size: 8.5, align: 'right' }).down(13);
  }
  hline(p, x, 235);
  p.down(14);
  p.text(x, 'SUMME EUR', { size: 10.5, bold: true });
  p.text(415, num(total, 'de'), { size: 10.5, bold: true, align: 'right' }).down(14);
  p.text(x, 'Bar', { size: 8.5 });
  p.text(415, num(given, 'de'), { size: 8.5, align: 'right' }).down(12);
  p.text(x, 'Rückgeld', { size: 8.5 });
  p.text(415, num(r2(given - total), 'de'), { size: 8.5, align: 'right' }).down(16);
  const net = r2(total / 1.19);
  p.text(x, `MwSt 19 %  Netto ${num(net, 'de')}  Steuer ${num(r2(total - net), 'de')}`, { size: 7.5 }).down(16);
  p.text(297, 'Vielen Dank und gute Fahrt auf der Nordschleife!', { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'RING REIFENSERVICE', date, totalCost: total });
}

/** 2009, Berlin: a covered transporter's receipt for collecting a car out of an estate, the pick-up day apart. */
export function estateTransport(rng: Random): Generated {
  const date = rng.date(2008, 2011);
  const pickup = addDays(date, -rng.int(3, 10));
  const km = rng.int(180, 640);
  const rate = rng.pick([1.45, 1.6, 1.75]);
  const flat = rng.pick([120, 150]);
  const net = r2(r2(km * rate) + flat);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'logoRight',
    'Havelland Oldtimer-Transporte',
    ['Inh. Detlef Rosin', 'Nauener Chaussee 8', '14612 Falkensee', 'Tel. 03322 / 24 77 90'],
    'HAVELLAND',
  );
  p.text(50, 'Quittung', { size: 15, bold: true }).down(22);
  p.text(50, `Falkensee, ${fd(date, 'delong')}`, { size: 9.5 }).down(22);
  p.text(50, 'Erhalten von: Nachlasspflegerin Annegret Wollin für den Nachlass Dr. Horst Bethke', { size: 9.5 }).down(14);
  p.text(50, `Leistung: Überführung im geschlossenen Anhänger, Mercedes-Benz 190 SL, abgeholt am ${fd(pickup, 'de')}`, { size: 9.5 }).down(13);
  p.text(50, 'aus der Garage Zehlendorf nach Auktionshaus Leipzig', { size: 9.5 }).down(22);
  const rows: [string, string][] = [
    [`${km} km à ${num(rate, 'de')} €`, num(r2(km * rate), 'de')],
    ['Be- und Entladen, Sicherung', num(flat, 'de')],
    ['Nettobetrag', num(net, 'de')],
    ['19 % MwSt.', num(vat, 'de')],
  ];
  for (const [l, v] of rows) {
    p.text(60, l, { size: 9.5 });
    p.text(400, `${v} €`, { size: 9.5, align: 'right' }).down(13);
  }
  p.box(55, p.y - 10, 350, 18, true);
  p.text(60, 'Betrag bar erhalten', { size: 10, bold: true });
  p.text(400, `${num(total, 'de')} €`, { size: 10, bold: true, align: 'right' }).down(30);
  stamp(p, 320, p.y + 10, ['BAR BEZAHLT']);
  p.text(60, 'D. Rosin', { size: 10, serif: true }).down(40);
  footer(p, ['Steuernummer 053/231/04417 · Mittelbrandenburgische Sparkasse IBAN DE14 1605 0000 3812 0047 19']);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Havelland Oldtimer-Transporte', date, totalCost: total });
}

/** 1998, Silverstone: a paddock fuel bowser's slip, VAT inside the litre price. */
export function silverstoneFuel(rng: Random): Generated {
  const date = rng.date(1996, 2000);
  const litres = r2(rng.int(4000, 14000) / 100);
  const ppl = rng.pick([1.29, 1.36, 1.42]);
  const total = r2(litres * ppl);
  const p = new PageBuilder();
  p.y = 70;
  const x = 200;
  p.text(297, 'WOODCOTE PADDOCK FUELS', { size: 12, bold: true, align: 'center' }).down(12);
  p.text(297, 'Silverstone Circuit · International Paddock', { size: 8, align: 'center' }).down(10);
  p.text(297, 'VAT No 611 2273 40', { size: 8, align: 'center' }).down(18);
  p.text(x, `Pump 3   ${fd(date, 'uk')}   ${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 }).down(14);
  p.text(x, 'SUPER PLUS RACE 102 RON', { size: 8.5 }).down(12);
  p.text(x, `${num(litres, 'en')} L @ ${num(ppl, 'en')}`, { size: 8.5 });
  p.text(400, num(total, 'en'), { size: 8.5, align: 'right' }).down(16);
  p.text(x, 'TOTAL £', { size: 11, bold: true });
  p.text(400, num(total, 'en'), { size: 11, bold: true, align: 'right' }).down(14);
  const net = r2(total / 1.175);
  p.text(x, `incl. VAT 17.5% ${num(r2(total - net), 'en')}`, { size: 8 }).down(12);
  p.text(x, 'ACCOUNT: ENTRANT 47 — MIDLAND HISTORIC RACING', { size: 8 }).down(12);
  p.text(x, 'Signed ............................', { size: 8 }).down(16);
  p.text(297, 'Please retain for your records', { size: 7.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'WOODCOTE PADDOCK FUELS', date, totalCost: total });
}

/** 2021, Lime Rock: a trackside tyre truck's sales slip, Connecticut tax, a card tendered. */
export function trackTireSlip(rng: Random): Generated {
  const date = rng.date(2020, 2023);
  const each = rng.pick([289, 312, 344]);
  const n = 4;
  const mount = rng.pick([25, 30]);
  const sub = r2(n * each + n * mount);
  const tax = r2(sub * 0.0635);
  const total = r2(sub + tax);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'boxed', 'Northwest Corner Trackside Tire', ['Lime Rock Park paddock · 60 White Hollow Rd, Lakeville, CT 06039', '(860) 435-7712']);
  p.text(50, 'SALES SLIP', { size: 13, bold: true });
  p.text(545, `No. ${digits(rng, 6)}`, { size: 9, align: 'right' }).down(18);
  p.text(50, `Sold to: Fairfield Vintage Sports Car Team`, { size: 9 });
  p.text(545, `Date ${fd(date, 'usshort')}`, { size: 9, align: 'right' }).down(12);
  p.text(50, 'Car # 71 — 1965 Lotus Cortina', { size: 9 }).down(20);
  const rows: [string, string, string, string][] = [
    ['QTY', 'DESCRIPTION', 'EACH', 'AMOUNT'],
    [String(n), 'Hoosier TD 185/70 R13 vintage', num(each, 'en'), num(n * each, 'en')],
    [String(n), 'Mount & balance', num(mount, 'en'), num(n * mount, 'en')],
  ];
  rows.forEach((r, i) => {
    p.text(50, r[0], { size: 9, bold: i === 0 });
    p.text(90, r[1], { size: 9, bold: i === 0 });
    p.text(440, r[2], { size: 9, bold: i === 0, align: 'right' });
    p.text(545, r[3], { size: 9, bold: i === 0, align: 'right' }).down(14);
  });
  hline(p, 330, 215);
  p.down(14);
  for (const [l, v] of [
    ['Subtotal', num(sub, 'en')],
    ['CT tax 6.35%', num(tax, 'en')],
    ['TOTAL', num(total, 'en')],
    ['VISA tendered', num(total, 'en')],
  ]) {
    p.text(440, l, { size: 9.5, align: 'right', bold: l === 'TOTAL' });
    p.text(545, v, { size: 9.5, align: 'right', bold: l === 'TOTAL' }).down(13);
  }
  p.down(16);
  p.text(50, 'Tires sold for competition use only. No warranty on racing tires.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: 'Northwest Corner Trackside Tire', date, totalCost: total });
}
