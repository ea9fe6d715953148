/** Receipts: fuel, counter, towing — cash tendered and change, VAT contained, card and terminal numbers beside the total. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, r05, row, vatCH, vatDE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { digits, enName, letters, line, money, phoneCH, phoneDE, phoneUK, phoneUS, plateCH, plateDE, r2, sum } from './kit';

/** 21. A 1970s–90s German filling-station receipt: litres, price per litre, pump, cash given and change. */
export function tankstelleBeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 2001);
  const yr = Number(date.slice(0, 4));
  const ppl = r2(rng.int(yr < 1980 ? 80 : 110, yr < 1990 ? 145 : 185) / 100);
  const litres = r2(rng.int(2000, 6500) / 100);
  const fuel = r2(litres * ppl);
  const oil = rng.chance(0.5) ? line('Motoröl 1 l', 1, r2(rng.int(700, 1400) / 100)) : null;
  const total = r2(fuel + (oil ? oil.amount : 0));
  const vr = vatDE(yr);
  const vat = r2((total * vr) / (100 + vr));
  const given = r2(Math.ceil(total / 10) * 10 + (rng.chance(0.4) ? 10 : 0));
  const firm = `${rng.pick(['Aral', 'Shell', 'Esso', 'BP', 'Agip'])}-Station ${rng.pick(['Wagner', 'Hübner', 'am Ring', 'Autohof Süd'])}`;
  const x = 200;
  p.y = 70;
  p.text(297, firm, { size: 12, bold: true, align: 'center' });
  p.down(12).text(
    297,
    `${rng.pick(['Bundesstraße 27', 'Frankfurter Str. 112', 'Am Autobahnzubringer 3'])} · ${rng.int(10000, 99999)} ${rng.pick(['Tübingen', 'Gießen', 'Rosenheim'])}`,
    { size: 8.5, align: 'center' },
  );
  p.down(11).text(297, `Tel. ${phoneDE(rng)} · St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 4)}`, { size: 8, align: 'center' });
  p.down(22);
  const cols = [{ x }, { x: 395, align: 'right' as const }];
  row(p, cols, [`Beleg-Nr. ${digits(rng, 4)}`, `Kasse ${rng.int(1, 3)}`], { size: 9 });
  p.down(12);
  row(p, cols, [fd(date, 'de2'), `${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr`], { size: 9 });
  p.down(18);
  row(p, cols, [`Säule ${rng.int(1, 8)}  ${rng.pick(['Super', 'Normal', 'Super bleifrei', 'Diesel'])}`, ''], { size: 9 });
  p.down(12);
  row(p, cols, [`${money(litres, 'de')} l x ${money(ppl, 'de')}${yr < 2002 ? ' DM/l' : ''}`, money(fuel, 'de')], { size: 9 });
  if (oil) {
    p.down(12);
    row(p, cols, [oil.text, money(oil.amount, 'de')], { size: 9 });
  }
  hline(p, x, 195, p.y + 5);
  p.down(18);
  row(p, cols, ['SUMME DM', money(total, 'de')], { size: 11, bold: true });
  p.down(14);
  row(p, cols, ['Bar', money(given, 'de')], { size: 9 });
  p.down(12);
  row(p, cols, ['Rückgeld', money(r2(given - total), 'de')], { size: 9 });
  p.down(16);
  row(p, cols, [`enth. MwSt ${vr} %`, money(vat, 'de')], { size: 8.5 });
  p.down(12);
  row(p, cols, [`Kennz. ${plateDE(rng)}`, `km ${rng.int(10000, 199999)}`], { size: 8.5 });
  p.down(22).text(297, 'Vielen Dank und gute Fahrt!', { size: 9, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** 22. A parts shop till receipt, 2010–2026: article numbers, two VAT rates summary, girocard with terminal and trace numbers. */
export function teileKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2010, 2026);
  const pool: [string, number, number][] = [
    ['Zündkerze NGK BP6ES', 3, 6],
    ['Ölfilter W 712/75', 6, 12],
    ['Motoröl 20W-50 5 l', 28, 45],
    ['Kupferpaste 100 g', 6, 11],
    ['Bremsenreiniger 500 ml', 4, 7],
    ['Schlauchschelle 12-22', 1, 2.5],
    ['Glühlampe H4 12 V', 5, 12],
    ['Sicherung 8 A (Satz)', 2, 5],
    ['Polfett', 4, 8],
    ['Kabelbinder 100 St.', 3, 7],
  ];
  const items = rng
    .some(pool, rng.int(3, 7))
    .map(([t, lo, hi]) => line(t, rng.chance(0.3) ? rng.int(2, 6) : 1, r2(rng.int(lo * 100, hi * 100) / 100), `${digits(rng, 6)}`));
  const total = sum(items.map((i) => i.amount));
  const vat = r2((total * 19) / 119);
  const firm = `${rng.pick(['ATU', 'Kfz-Teile', 'Autoteile'])} ${rng.pick(['Schmitt', 'Kröger', 'Direkt', 'Huber'])} ${rng.pick(['GmbH', 'OHG', ''])}`.trim();
  p.y = 60;
  p.text(297, firm, { size: 13, bold: true, align: 'center' });
  p.down(12).text(297, `Filiale ${digits(rng, 3)} · ${rng.int(10000, 99999)} ${rng.pick(['Paderborn', 'Ulm', 'Koblenz', 'Erfurt'])}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(11).text(297, `USt-IdNr. DE${digits(rng, 9)}`, { size: 8, align: 'center' });
  p.down(22);
  const cols = [{ x: 190 }, { x: 330, align: 'right' as const }, { x: 405, align: 'right' as const }];
  for (const i of items) {
    if (i.qty > 1) {
      p.text(200, `${i.qty} x ${money(i.unit, 'de')}`, { size: 8 });
      p.down(10);
    }
    row(p, cols, [`${i.code} ${i.text}`, '', `${money(i.amount, 'de')} A`], { size: 8.5 });
    p.down(11);
  }
  hline(p, 190, 215, p.y - 4);
  p.down(8);
  row(p, cols, ['SUMME EUR', '', money(total, 'de')], { size: 11, bold: true });
  p.down(16);
  row(p, cols, ['Girocard', '', money(total, 'de')], { size: 8.5 });
  p.down(14);
  row(p, cols, ['MwSt    Netto', 'Steuer', 'Brutto'], { size: 8 });
  p.down(10);
  row(p, cols, [`A 19 %  ${money(r2(total - vat), 'de')}`, money(vat, 'de'), money(total, 'de')], { size: 8 });
  p.down(18);
  [
    `${fd(date, 'de')} ${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${digits(rng, 5)}  Kasse ${rng.int(1, 4)}  Bed. ${rng.int(100, 999)}`,
    `Terminal-ID ${digits(rng, 8)}  TA-Nr. ${digits(rng, 6)}  Beleg ${digits(rng, 4)}`,
    `Karte ************${digits(rng, 4)}  Folge-Nr. ${digits(rng, 2)}  Genehmigung ${digits(rng, 6)}`,
    `TSE-Signaturzähler ${digits(rng, 5)}  Seriennr. ${letters(rng, 4, 'abcdef0123456789')}${digits(rng, 6)}`,
    `Umtausch binnen 30 Tagen nur mit Bon.`,
  ].forEach((s) => {
    p.text(190, s, { size: 7.5 });
    p.down(10);
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** 23. A Swiss towing-service Quittung in CHF: kilometres towed, waiting time, MWST, rounded; the member number. */
export function abschleppQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2024);
  const km = rng.int(8, 65);
  const items = [
    line('Pannendienst-Pauschale', 1, rng.pick([95, 110, 125, 140])),
    line(`Abschleppen (${km} km)`, km, rng.pick([3.2, 3.8, 4.5])),
    line('Wartezeit (Std.)', rng.pick([0.5, 1]), rng.pick([80, 95, 110])),
  ];
  const net = sum(items.map((i) => i.amount));
  const vr = vatCH(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r05(net + vat);
  const firm = `Abschleppdienst ${rng.pick(['Keller', 'Frei', 'Meier', 'Wyss'])} GmbH`;
  p.text(40, firm, { size: 14, bold: true });
  p.down(12).text(40, `24-h-Pannenhilfe · ${rng.pick(['8952 Schlieren', '4600 Olten', '3013 Bern', '6010 Kriens'])} · ${phoneCH(rng)}`, { size: 8.5 });
  p.down(30).text(40, 'QUITTUNG', { size: 16, bold: true });
  p.text(555, `Nr. ${digits(rng, 5)}`, { size: 11, align: 'right' });
  p.down(24);
  [
    ['Datum', fd(date, 'de')],
    ['Einsatzort', rng.pick(['A1 Ausfahrt Aarau-Ost', 'Kantonsstrasse bei Sursee', 'Parkplatz Migros'])],
    ['Kontrollschild', plateCH(rng)],
    ['TCS-Mitglied Nr.', digits(rng, 8)],
    ['Auftrag Zentrale', `${digits(rng, 3)}-${digits(rng, 6)}`],
  ].forEach(([a, b]) => {
    p.text(40, a, { size: 9.5 });
    p.text(170, b, { size: 9.5 });
    p.down(13);
  });
  p.down(12);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 555, align: 'right' as const }];
  for (const i of items) {
    row(p, cols, [i.text, money(i.unit, 'ch'), money(i.amount, 'ch')], { size: 9.5 });
    p.down(13);
  }
  hline(p, 300, 255, p.y - 5);
  p.down(6);
  row(p, cols, ['Total exkl. MWST', '', money(net, 'ch')], { size: 9.5 });
  p.down(13);
  row(p, cols, [`MWST ${vr} %`, '', money(vat, 'ch')], { size: 9.5 });
  p.down(15);
  row(p, cols, ['Total CHF (gerundet)', '', money(total, 'ch')], { size: 11, bold: true });
  p.down(30).text(
    40,
    `Betrag von ${enName(rng).replace(/^\w+/, rng.pick(['Urs', 'Beat', 'Ruth', 'Heidi']))} bar erhalten. Fahrzeug abgestellt bei Garage ${rng.pick(['Zentrum', 'Post', 'Bahnhof'])}.`,
    { size: 9 },
  );
  p.down(30).text(380, 'Unterschrift / Stempel', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** 24. A British motor factors' cash sale, 1979–1999: VAT shown, tendered and change, the counter's own numbers. */
export function ukCashSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 1999);
  const pool: [string, number, number][] = [
    ['Halfords 20W/50 5 ltr', 6, 12],
    ['Champion N9Y plugs', 1, 2.5],
    ['Lucas points set', 2, 5],
    ['Unipart oil filter GFE 166', 2.5, 6],
    ['Fan belt', 3, 8],
    ['Holts Radweld', 2, 4],
    ['Wiper blades (pair)', 4, 9],
    ['Bulb 410', 0.6, 1.5],
  ];
  const items = rng
    .some(pool, rng.int(2, 5))
    .map(([t, lo, hi]) => line(t, rng.chance(0.3) ? rng.int(2, 4) : 1, r2(rng.int(lo * 100, hi * 100) / 100), `${letters(rng, 3)}${digits(rng, 3)}`));
  const net = sum(items.map((i) => i.amount));
  const vr = vatUK(Number(date.slice(0, 4)));
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const tendered = r2(Math.ceil(total / 5) * 5 + (rng.chance(0.5) ? 5 : 0));
  const firm = `${rng.pick(['Motorworld', 'Brown Bros', 'Partco', 'Motor Spares'])} (${rng.pick(['Swindon', 'Bolton', 'Ipswich'])})`;
  p.y = 70;
  p.text(297, firm, { size: 13, bold: true, align: 'center' });
  p.down(12).text(297, `Motor Factors · ${phoneUK(rng)} · VAT Reg ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8, align: 'center' });
  p.down(24).text(180, `CASH SALE  No. ${digits(rng, 5)}`, { size: 10, bold: true });
  p.down(13).text(180, `Date ${fd(date, 'ukdot')}   Branch ${digits(rng, 2)}   Assistant ${letters(rng, 2)}`, { size: 8.5 });
  p.down(18);
  const cols = [{ x: 180 }, { x: 330, align: 'right' as const }, { x: 415, align: 'right' as const }];
  for (const i of items) {
    row(p, cols, [`${i.qty} ${i.text}`, i.code!, money(i.amount, 'en')], { size: 8.5 });
    p.down(11);
  }
  hline(p, 180, 235, p.y - 4);
  p.down(6);
  for (const [a, b, bold] of [
    ['Goods', net],
    [`VAT ${vr}%`, vat],
    ['TOTAL', total, true],
    ['Cash tendered', tendered],
    ['Change', r2(tendered - total)],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, '', money(b, 'en')], { size: bold ? 10.5 : 8.5, bold });
    p.down(bold ? 14 : 11);
  }
  p.down(12).text(180, 'Goods cannot be exchanged without this receipt.', { size: 7.5 });
  p.down(10).text(180, `Customer: ${enName(rng)} (trade a/c ${digits(rng, 4)} not used)`, { size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** 25. A US gas station receipt: gallons at a three-decimal price, pump and auth numbers, a car wash. */
export function usGasReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2012);
  const yr = Number(date.slice(0, 4));
  const ppg = r2(rng.int(yr < 1999 ? 95 : 150, yr < 1999 ? 140 : 390) / 100) + 0.009;
  const gal = r2(rng.int(800, 2200) / 100);
  const fuel = r2(gal * ppg);
  const wash = rng.chance(0.5) ? rng.pick([3, 5, 6.99]) : 0;
  const total = r2(fuel + wash);
  const firm = `${rng.pick(['Texaco', 'Sunoco', 'Conoco', 'Marathon', 'Gulf'])} ${rng.pick(['Food Mart', 'Station', 'Express'])} #${digits(rng, 4)}`;
  p.y = 70;
  const x = 210;
  p.text(297, firm, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, `${rng.int(100, 9999)} ${rng.pick(['Hwy 61', 'E Main St', 'I-80 Exit 142'])}`, { size: 8.5, align: 'center' });
  p.down(11).text(297, phoneUS(rng), { size: 8.5, align: 'center' });
  p.down(20);
  const cols = [{ x }, { x: 385, align: 'right' as const }];
  for (const [a, b] of [
    [fd(date, 'us'), `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`],
    [`STORE ${digits(rng, 5)}`, `REG ${rng.int(1, 3)} TRAN ${digits(rng, 4)}`],
    [`PUMP # ${rng.int(1, 12)}`, rng.pick(['UNLEADED', 'PLUS', 'PREMIUM'])],
    [`${gal.toFixed(3)} GAL @ $${ppg.toFixed(3)}/GAL`, money(fuel, 'en')],
  ] as [string, string][]) {
    row(p, cols, [a, b], { size: 8.5 });
    p.down(11);
  }
  if (wash) {
    row(p, cols, ['CAR WASH DELUXE', money(wash, 'en')], { size: 8.5 });
    p.down(11);
  }
  p.down(4);
  row(p, cols, ['TOTAL', `$${money(total, 'en')}`], { size: 10.5, bold: true });
  p.down(14);
  for (const [a, b] of [
    [rng.pick(['VISA', 'MASTERCARD', 'DISCOVER']), money(total, 'en')],
    [`ACCT ************${digits(rng, 4)}`, ''],
    [`AUTH # ${digits(rng, 6)}`, `REF ${digits(rng, 8)}`],
    [`ODOMETER ${digits(rng, 5)}`, `VEHICLE ${digits(rng, 3)}`],
  ] as [string, string][]) {
    row(p, cols, [a, b], { size: 8.5 });
    p.down(11);
  }
  p.down(10).text(297, 'THANK YOU - COME AGAIN', { size: 8.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** 26. A US towing and recovery receipt: hook-up fee, loaded miles, storage days, paid in cash with a deposit taken earlier. */
export function usTowReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2024);
  const miles = rng.int(6, 48);
  const items = [
    line('Hook-up / base rate', 1, rng.pick([65, 75, 85, 95])),
    line(`Loaded miles (${miles} mi)`, miles, rng.pick([3, 3.5, 4, 4.5])),
    line('Storage (days)', rng.int(1, 4), rng.pick([25, 35, 45])),
  ];
  if (rng.chance(0.5)) items.push(line('Winching', 1, rng.pick([50, 75])));
  const total = sum(items.map((i) => i.amount));
  const firm = `${rng.pick(["Bud's", 'A-1', 'Mid-State', 'County Line'])} Towing & Recovery`;
  p.text(40, firm, { size: 15, bold: true });
  p.down(12).text(40, `USDOT ${digits(rng, 7)} · MC ${digits(rng, 6)} · ${phoneUS(rng)} · 24 HR`, { size: 8.5 });
  p.y = 56;
  p.text(555, 'RECEIPT', { size: 14, bold: true, align: 'right' });
  p.down(13).text(555, `No. ${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.y = 110;
  const f: [string, string][] = [
    ['Date', fd(date, 'us')],
    ['Call #', digits(rng, 6)],
    ['Customer', enName(rng)],
    ['Vehicle', `${rng.int(1955, 1995)} ${rng.pick(['Ford F-100', 'Chevrolet Bel Air', 'Plymouth Fury', 'Buick Riviera'])}`],
    ['Plate', rng.chance(0.5) ? digits(rng, 6) : `${letters(rng, 3)} ${digits(rng, 3)}`],
    ['From', `${rng.int(100, 9999)} Ridge Rd`],
    ['To', `${rng.pick(['Customer residence', 'Classic Car Shop', 'Storage yard'])}`],
    ['Odometer', digits(rng, 5)],
  ];
  f.forEach(([a, b], i) => {
    p.text(40 + (i % 2) * 260, `${a}:`, { size: 9, y: p.y + Math.floor(i / 2) * 13 });
    p.text(110 + (i % 2) * 260, b, { size: 9, y: p.y + Math.floor(i / 2) * 13 });
  });
  p.y += 64;
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Charge', 'Rate', 'Amount'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  for (const i of items) {
    p.down(13);
    row(p, cols, [i.text, money(i.unit, 'en'), money(i.amount, 'en')], { size: 9 });
  }
  p.down(22);
  const dep = rng.pick([25, 50, 100]);
  const t = [{ x: 330 }, { x: 555, align: 'right' as const }];
  row(p, t, ['TOTAL CHARGES', `$${money(total, 'en')}`], { bold: true, size: 10.5 });
  p.down(13);
  row(p, t, [`Deposit (card, ${fd(addDays(date, -rng.int(1, 3)), 'usshort')})`, money(dep, 'en')], { size: 9 });
  p.down(13);
  row(p, t, ['Paid today - cash', money(r2(total - dep), 'en')], { size: 9 });
  p.down(13);
  row(p, t, ['Balance', '0.00'], { size: 9 });
  p.down(34).text(40, 'Received in full. Not responsible for items left in vehicle. Storage accrues after 24 hours.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}
