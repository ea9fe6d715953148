/** Receipts: petrol-station slips, counter sales, towing and a Swiss Quittung, 1960–1992. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { doc, fd, num, r05, r2, sum } from '../paper-kit';
import type { Generated } from '../types';
import { dm, FIRST_DE, FIRST_EN, firm, plateDE, plateUK, plateUS, pr, price, rule, stamp, ty } from './kit';

/** Ruhr petrol station: a block receipt, litres and price per litre typed into the printed lines. */
export function ruhrTankquittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1962, 1991);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'ruhr');
  const shop = `${rng.pick(['Aral', 'Esso', 'Shell', 'Texaco'])}-Tankstelle ${f.sur}`;
  const litres = r2(rng.int(200, 650) / 10);
  const ppl = r2(0.55 + (y - 1960) * 0.03 + rng.next() * 0.08);
  const fuel = r2(litres * ppl);
  const oil = rng.chance(0.4) ? price(rng, 6, y, 'DM') : 0;
  const total = r2(fuel + oil);
  p.box(60, 50, 330, 260);
  p.text(225, 'QUITTUNG', { y: 76, size: 14, bold: true, align: 'center' });
  pr(p, 225, 92, shop, { size: 10, bold: true, align: 'center' });
  pr(p, 225, 104, `${f.street} · ${f.zip} ${f.town} · ${f.phone}`, { size: 7, align: 'center' });
  const rows: [string, string][] = [
    ['Kennzeichen', plateDE(rng, 'ruhr')],
    [`Liter ${rng.pick(['Super', 'Normal', 'Diesel'])}`, num(litres, 'de')],
    ['à DM', num(ppl, 'de')],
    ['Kraftstoff DM', num(fuel, 'de')],
  ];
  if (oil) rows.push(['Öl/Zubehör DM', num(oil, 'de')]);
  let yy = 130;
  for (const [l, v] of rows) {
    pr(p, 72, yy, l, { size: 8 });
    rule(p, 170, yy + 3, 200);
    ty(p, rng, 360, yy - 1, v, { align: 'right' });
    yy += 22;
  }
  pr(p, 72, yy + 6, 'Gesamt DM', { size: 9, bold: true });
  p.box(170, yy - 8, 200, 20);
  ty(p, rng, 360, yy + 6, num(total, 'de'), { align: 'right', bold: true });
  pr(p, 72, yy + 36, 'Datum', { size: 8 });
  ty(p, rng, 110, yy + 34, fd(date, 'de2'));
  pr(p, 225, yy + 36, 'Unterschrift', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Tyrolean parts counter: "Barverkauf" slip in Schilling with tax included. */
export function tirolBarverkauf(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'tyrol');
  const shop = `${f.sur} Autoteile & Zubehör`;
  const items = rng
    .some(
      [
        ['Scheibenwischerblätter', 9],
        ['Schneeketten', 70],
        ['Motoröl 1 l', 5],
        ['Frostschutz 1 l', 6],
        ['Glühlampen-Set', 12],
        ['Warndreieck', 15],
        ['Verbandskasten', 18],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, b]) => ({ text: t, amount: price(rng, b, y, 'ATS', true) }));
  const total = sum(items.map((i) => i.amount));
  p.text(40, shop, { y: 50, size: 13, bold: true });
  pr(p, 40, 62, `${f.street}, A-${f.zip} ${f.town}`, { size: 8 });
  p.text(40, 'BARVERKAUF', { y: 92, size: 12, bold: true });
  ty(p, rng, 300, 92, `Nr. ${rng.int(1000, 9999)}   ${fd(date, 'de')}`);
  let yy = 120;
  for (const i of items) {
    ty(p, rng, 50, yy, i.text);
    ty(p, rng, 320, yy, `S ${dm(i.amount, true)}`, { align: 'right' });
    yy += 15;
  }
  rule(p, 220, yy - 4, 110);
  ty(p, rng, 50, yy + 10, 'Summe inkl. MwSt.', { bold: true });
  ty(p, rng, 320, yy + 10, `S ${dm(total, true)}`, { align: 'right', bold: true });
  stamp(p, 60, yy + 30, ['Betrag dankend erhalten', f.town], 9);
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Lucerne garage's Quittung for a tow: the amount written out, Fr. with the Swiss apostrophe. */
export function luzernQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1964, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lucerne');
  const shop = `Garage und Abschleppdienst ${f.sur}`;
  const total = r05(price(rng, 90, y, 'CHF'));
  p.box(50, 60, 495, 210);
  p.text(70, 'Quittung', { y: 92, size: 18, bold: true, serif: true });
  pr(p, 350, 84, 'Fr.', { size: 10 });
  p.box(370, 70, 150, 22);
  ty(p, rng, 510, 86, num(total, 'ch'), { align: 'right', bold: true });
  pr(p, 70, 124, 'Von', { size: 9 });
  rule(p, 110, 126, 410);
  ty(p, rng, 115, 122, `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(FIRST_DE)} ${rng.pick(['Egli', 'Wey', 'Bühlmann'])}`);
  pr(p, 70, 150, 'für', { size: 9 });
  rule(p, 110, 152, 410);
  ty(p, rng, 115, 148, `Abschleppen ${rng.pick(['ab Brünigpass', 'ab Autobahn A2 Sempach', 'ab Entlebuch'])} nach ${f.town}`);
  pr(p, 70, 176, 'erhalten', { size: 9 });
  pr(p, 70, 210, 'Ort und Datum', { size: 8 });
  ty(p, rng, 140, 208, `${f.town}, ${fd(date, 'de')}`);
  pr(p, 330, 210, 'Unterschrift', { size: 8 });
  ty(p, rng, 390, 208, shop, { size: 8.5 });
  pr(p, 70, 250, `${f.street} · ${f.zip} ${f.town} · Tel. 041 ${rng.int(20, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, { size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Lancashire filling station: gallons, a pint of oil, Green Shield stamps; typed on the printed slip. */
export function lancsPetrolSlip(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1987);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lancs');
  const shop = `${f.sur}'s Filling Station`;
  const gallons = rng.int(4, 12);
  const ppg = r2(0.32 + (y - 1972) * 0.1 + rng.next() * 0.05);
  const fuel = r2(gallons * ppg);
  const oil = rng.chance(0.5) ? r2(0.3 + (y - 1972) * 0.05) : 0;
  const total = r2(fuel + oil);
  p.box(80, 60, 280, 240);
  p.text(220, shop, { y: 84, size: 12, bold: true, align: 'center' });
  pr(p, 220, 96, `${f.street}, ${f.town}`, { size: 7, align: 'center' });
  pr(p, 220, 106, `${rng.pick(['National', 'Fina', 'Jet', 'Esso'])} Petrol · Tyres · Batteries`, { size: 7, align: 'center' });
  pr(p, 95, 130, 'Date', { size: 8 });
  ty(p, rng, 125, 130, fd(date, 'uk'));
  pr(p, 230, 130, 'Reg.', { size: 8 });
  ty(p, rng, 255, 130, plateUK(rng, y - rng.int(0, 8)));
  let yy = 160;
  pr(p, 95, yy, `${gallons} gall. ${rng.pick(['4-star', '2-star'])} @ ${num(ppg, 'en')}`, { size: 9 });
  ty(p, rng, 340, yy, num(fuel, 'en'), { align: 'right' });
  yy += 20;
  if (oil) {
    pr(p, 95, yy, 'Oil 1 pint', { size: 9 });
    ty(p, rng, 340, yy, num(oil, 'en'), { align: 'right' });
    yy += 20;
  }
  rule(p, 270, yy - 8, 75);
  pr(p, 95, yy + 6, 'TOTAL £', { size: 10, bold: true });
  ty(p, rng, 340, yy + 6, num(total, 'en'), { align: 'right', bold: true });
  pr(p, 220, 285, 'Green Shield Stamps given', { size: 7, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Pennsylvania towing: "Received of … the sum of", a receipt book page with the stub. */
export function pennTowingReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1962, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'penn');
  const shop = `${f.sur} Towing & Recovery`;
  const total = r2(price(rng, 60, y, 'USD', true));
  p.box(40, 60, 120, 200);
  pr(p, 45, 76, 'No.', { size: 8 });
  ty(p, rng, 65, 76, String(rng.int(100, 999)), { size: 9 });
  pr(p, 45, 96, 'Date', { size: 8 });
  ty(p, rng, 45, 110, fd(date, 'usshort'), { size: 9 });
  pr(p, 45, 130, 'For', { size: 8 });
  ty(p, rng, 45, 144, 'towing', { size: 9 });
  pr(p, 45, 170, '$', { size: 8 });
  ty(p, rng, 55, 170, num(total, 'en'), { size: 9 });
  p.box(170, 60, 385, 200);
  p.text(190, shop, { y: 84, size: 12, bold: true });
  pr(p, 190, 96, `${f.street}, ${f.town}, PA ${f.zip} · ${f.phone} · Day or Night`, { size: 7 });
  pr(p, 480, 84, 'No.', { size: 8 });
  ty(p, rng, 500, 84, String(rng.int(100, 999)));
  pr(p, 190, 124, 'Received of', { size: 8 });
  rule(p, 240, 126, 300);
  ty(p, rng, 245, 122, `${rng.pick(FIRST_EN)} ${rng.pick(['Shirk', 'Reiff', 'Sensenig', 'Burkholder'])}`);
  pr(p, 190, 148, 'Date', { size: 8 });
  ty(p, rng, 220, 146, fd(date, 'uslong'));
  pr(p, 190, 172, 'For', { size: 8 });
  rule(p, 210, 174, 330);
  ty(
    p,
    rng,
    215,
    170,
    `Towing ${y - rng.int(1, 10)} ${rng.pick(['Ford', 'Chevy', 'Plymouth'])} ${plateUS(rng)} from ${rng.pick(['Rt. 222', 'Rt. 30 W', 'the Turnpike exit'])} to shop`,
  );
  pr(p, 190, 200, '$', { size: 10, bold: true });
  p.box(200, 186, 100, 20);
  ty(p, rng, 295, 201, num(total, 'en'), { align: 'right', bold: true });
  pr(p, 330, 236, 'By', { size: 8 });
  ty(p, rng, 350, 234, f.sur);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Wisconsin auto parts store counter ticket: part numbers, list and net, state sales tax. */
export function wiscCounterTicket(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'wisc');
  const shop = `${f.town} Auto Parts`;
  const items = rng
    .some(
      [
        ['Oil filter PH8A', 4],
        ['Spark plugs RN12YC', 1.6],
        ['Fan belt', 9],
        ['Wiper refills', 4],
        ['Battery 24F', 55],
        ['Headlamp 6014', 9],
        ['Brake fluid 12 oz', 3],
      ] as [string, number][],
      rng.int(2, 4),
    )
    .map(([t, b]) => {
      const qty = rng.pick([1, 1, 2, 4]);
      const unit = price(rng, b, y, 'USD');
      return { t, qty, unit, amount: r2(qty * unit) };
    });
  const sub = sum(items.map((i) => i.amount));
  const rate = y < 1982 ? 4 : 5;
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);
  p.text(40, shop.toUpperCase(), { y: 48, size: 13, bold: true });
  pr(p, 40, 60, `${f.street} · ${f.town}, WI ${f.zip} · ${f.phone}`, { size: 8 });
  pr(p, 400, 48, 'CASH SALE', { size: 10, bold: true });
  ty(p, rng, 400, 62, fd(date, 'us'));
  const c = [40, 80, 200, 430, 550];
  let yy = 95;
  ['QTY', 'PART NO.', 'DESCRIPTION', 'NET', 'EXTENSION'].forEach((t, i) => pr(p, c[i], yy, t, { size: 7, bold: true, align: i >= 3 ? 'right' : 'left' }));
  rule(p, 40, yy + 4, 515);
  yy += 18;
  for (const i of items) {
    ty(p, rng, c[0], yy, String(i.qty), { size: 9.5 });
    ty(p, rng, c[1], yy, `${rng.pick(['GP', 'NA', 'WX'])}${rng.int(1000, 9999)}`, { size: 9.5 });
    ty(p, rng, c[2], yy, i.t, { size: 9.5 });
    ty(p, rng, c[3], yy, num(i.unit, 'en'), { size: 9.5, align: 'right' });
    ty(p, rng, c[4], yy, num(i.amount, 'en'), { size: 9.5, align: 'right' });
    yy += 14;
  }
  yy += 10;
  const tl: [string, number][] = [
    ['SUBTOTAL', sub],
    [`SALES TAX ${rate}%`, tax],
    ['TOTAL', total],
  ];
  tl.forEach(([l, v], i) => {
    pr(p, 430, yy + i * 15, l, { size: 8, bold: l === 'TOTAL', align: 'right' });
    ty(p, rng, 550, yy + i * 15, num(v, 'en'), { align: 'right', bold: l === 'TOTAL' });
  });
  if (rng.chance(0.7)) stamp(p, 60, yy - 10, ['PAID', fd(date, 'usshort')]);
  pr(p, 40, yy + 70, 'No returns on electrical parts. Core charges refunded on return of old unit.', { size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}
