/** Receipts and slips with their total or their issuer in unusual places. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { person, plateUK, priceFactor, upper } from './kit';

const receipt = (shopName: string, date: string, totalCost: number) => ({ documentType: 'receipt', shopName, date, totalCost });

/** 21: a filling station's slip with the amount paid in a big box at the top, the fuel lines below. */
export function tankBetragOben(rng: Random): Generated {
  const date = rng.date(1978, 2024);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const litres = r2(rng.int(2000, 6500) / 100);
  const price = y < 2002 ? r2(0.8 + (y - 1978) * 0.04 + rng.int(0, 10) / 100) : r2(1.05 + (y - 2002) * 0.035 + rng.int(0, 15) / 100);
  const fuel = r2(litres * price);
  const oil = rng.chance(0.5) ? r2(rng.int(6, 15) * (cur === 'DM' ? 1.6 : 1)) : 0;
  const total = r2(fuel + oil);
  const shop = rng.pick(['ARAL Tankstelle Huber', 'Shell Station Kreuzberger', 'Esso Autobahntankstelle Kassel-Ost']);
  const p = new PageBuilder();
  p.y = 60;
  p.box(180, 45, 235, 46, true);
  p.text(297, 'BETRAG', { y: 60, size: 8, align: 'center' });
  p.text(297, `${num(total, 'de')} ${cur}`, { y: 82, size: 18, bold: true, align: 'center' });
  p.y = 120;
  p.text(297, shop, { size: 11, bold: true, align: 'center' }).down(12);
  p.text(297, `${rng.pick(['Münchner Str.', 'B 27', 'Frankfurter Ring'])} ${rng.int(1, 200)}`, { size: 8.5, align: 'center' }).down(26);
  const cols = [{ x: 180 }, { x: 415, align: 'right' as const }];
  row(p, cols, [`Säule ${rng.int(1, 8)}  ${rng.pick(['Super', 'Super bleifrei', 'Diesel', 'Super Plus'])}`, '']);
  p.down(12);
  row(p, cols, [`${num(litres, 'de')} l x ${num(price, 'de')}`, num(fuel, 'de')]);
  p.down(12);
  if (oil) {
    row(p, cols, ['Motoröl 1 l', num(oil, 'de')]);
    p.down(12);
  }
  hline(p, 180, 235);
  p.down(12);
  row(p, cols, ['Summe', num(total, 'de')], { bold: true });
  p.down(12);
  const vr = vatDE(y);
  row(p, cols, [`enth. MwSt. ${vr} %`, num(r2(total - total / (1 + vr / 100)), 'de')], { size: 8 });
  p.down(18);
  row(p, cols, [`${fd(date, 'de')}  ${rng.int(6, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`, `Beleg ${rng.int(1000, 9999)}`], { size: 8 });
  p.down(12);
  p.text(297, 'Vielen Dank und gute Fahrt', { size: 8, align: 'center' });
  return doc(p, 'de', receipt(shop, date, total));
}

/** 22: an Austrian towing receipt with a band of cells: Datum | Einsatz-Nr. | km | Betrag. */
export function abschleppBand(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'S' : 'EUR';
  const f = priceFactor(y, cur);
  const km = rng.int(8, 90);
  const flat = Math.round(rng.int(60, 120) * f);
  const perKm = r2((rng.int(15, 30) / 10) * f);
  const kmCost = r2(km * perKm);
  const net = r2(flat + kmCost);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  const shop = rng.pick(['Abschleppdienst Wimmer', 'Pannen- und Bergedienst Strasser', 'Autohilfe Gruber KG']);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true }).down(12);
  p.text(40, `${rng.pick(['Linz', 'Villach', 'Salzburg', 'Graz'])} · 24-Stunden-Notruf 0${rng.int(600, 699)} ${rng.int(100000, 999999)}`, { size: 8.5 }).down(
    36,
  );
  p.text(40, 'Quittung', { size: 15, bold: true }).down(14);
  const cells: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Einsatz-Nr.', String(rng.int(1000, 9999))],
    ['Schlepp-km', String(km)],
    [`Betrag ${cur}`, num(total, 'de')],
  ];
  cells.forEach(([h, v], i) => {
    const x = 40 + i * 129;
    p.box(x, p.y, 128, 34, i === 3);
    p.text(x + 5, h, { y: p.y + 10, size: 7 });
    p.text(x + 5, v, { y: p.y + 27, size: 11, bold: true });
  });
  p.down(58);
  p.text(
    40,
    `Fahrzeug ${rng.pick(['Steyr-Puch 500', 'Mercedes 200 D', 'VW Käfer', 'Opel Rekord'])}, Kennz. ${rng.pick(['L', 'S', 'G', 'K'])}-${rng.int(1000, 99999)} ${upper(rng, 1)}, Fahrer: ${person(rng, 'de')}`,
    { size: 9 },
  ).down(14);
  p.text(40, `Von ${rng.pick(['A1 km 187', 'Pyhrnpass', 'Tauernstraße'])} nach ${rng.pick(['Werkstatt des Kunden', 'Betriebshof', 'Kfz-Werkstatt Moser'])}`, {
    size: 9,
  }).down(24);
  const cols = [{ x: 40 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Einsatzpauschale', flat],
    [`Schleppkilometer ${km} x ${num(perKm, 'de')}`, kmCost],
    ['netto', net],
    ['20 % USt.', vat],
  ] as [string, number][]) {
    row(p, cols, [l, num(v, 'de')]);
    p.down(13);
  }
  row(p, cols, ['bar erhalten', num(total, 'de')], { bold: true });
  p.down(36);
  p.text(40, 'Unterschrift Fahrer ____________________', { size: 9 });
  return doc(p, 'de', receipt(shop, date, total));
}

/** 23: a Swiss parts counter's receipt with the amounts to the left of the article lines. */
export function teileLinks(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const y = yearOf(date);
  const f = priceFactor(y, 'CHF');
  const arts = rng.some(
    ['Bremsbeläge Satz', 'Ölfilter', 'Zündkerzen 4 Stk.', 'Scheibenwischer-Blatt', 'Glühlampe H4', 'Keilriemen', 'Luftfilter', 'Motoröl 5 l'],
    rng.int(2, 5),
  );
  const amounts = arts.map(() => Math.round(rng.int(8, 120) * f * 20) / 20);
  const total = sum(amounts);
  const vr = vatCH(y);
  const shop = rng.pick(['Autoteile Brunner AG', 'Ersatzteilhandel Meier & Co.', 'Technomag Filiale Winterthur']);
  const p = new PageBuilder();
  p.text(40, shop, { size: 13, bold: true }).down(12);
  p.text(40, `${rng.pick(['Winterthur', 'Aarau', 'Chur', 'Luzern'])} · Barverkauf`, { size: 8.5 }).down(34);
  p.text(40, `Quittung Nr. ${rng.int(10000, 99999)}`, { size: 11, bold: true });
  p.text(555, fd(date, 'de'), { size: 10, align: 'right' }).down(24);
  arts.forEach((a, i) => {
    p.text(110, num(amounts[i], 'ch'), { size: 9.5, align: 'right' });
    p.text(125, a, { size: 9.5 }).down(13);
  });
  p.down(4);
  hline(p, 40, 75);
  p.down(13);
  p.text(110, num(total, 'ch'), { size: 10.5, bold: true, align: 'right' });
  p.text(125, 'Total CHF inkl. MWST', { size: 10.5, bold: true }).down(13);
  p.text(110, num(r2(total - total / (1 + vr / 100)), 'ch'), { size: 8, align: 'right' });
  p.text(125, `davon MWST ${vr} %`, { size: 8 }).down(30);
  p.text(40, 'Bar bezahlt. Umtausch nur mit Quittung innert 14 Tagen.', { size: 8 });
  return doc(p, 'de', receipt(shop, date, total));
}

/** 24: a British MOT test receipt with the testing station named only at the foot. */
export function ukMotFoot(rng: Random): Generated {
  const date = rng.date(1975, 2025);
  const y = yearOf(date);
  const fee = y < 1980 ? r2(rng.int(3, 6) + 0.6) : y < 1995 ? r2(rng.int(12, 25) + 0.5) : y < 2010 ? 54.85 : 54.85;
  const retest = rng.chance(0.3) ? r2(fee / 2) : 0;
  const total = r2(fee + retest);
  const shop = rng.pick(['Ashby Road Garage', 'Castle Motors MOT Centre', 'Greenfield Service Station']);
  const mi = rng.int(20000, 150000);
  const p = new PageBuilder();
  p.y = 90;
  p.text(40, 'RECEIPT — MOT TEST FEE', { size: 14, bold: true }).down(30);
  const cols = [{ x: 40 }, { x: 260 }];
  for (const [l, v] of [
    ['Date of test', fd(date, 'uklong')],
    ['Registration mark', plateUK(rng, y)],
    ['Odometer reading', `${mi.toLocaleString('en-GB')} miles`],
    ['Presented by', person(rng, 'en')],
    ['Result', rng.pick(['PASS', 'PASS (advisories)'])],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 10 });
    p.down(16);
  }
  p.down(12);
  row(p, [{ x: 40 }, { x: 380, align: 'right' }], ['Test fee', `£${num(fee, 'en')}`], { size: 10 });
  p.down(15);
  if (retest) {
    row(p, [{ x: 40 }, { x: 380, align: 'right' }], ['Part re-test fee', `£${num(retest, 'en')}`], { size: 10 });
    p.down(15);
  }
  row(p, [{ x: 40 }, { x: 380, align: 'right' }], ['Received with thanks', `£${num(total, 'en')}`], { size: 10.5, bold: true });
  p.down(16);
  p.text(40, 'MOT fees are outside the scope of VAT.', { size: 8 });
  hline(p, 40, 515, 770);
  p.text(297, `${shop} · Authorised MOT Testing Station No. ${upper(rng, 1)}${rng.int(10000, 99999)} · ${rng.pick(['Loughborough', 'Tamworth', 'Chorley'])}`, {
    y: 784,
    size: 7.5,
    align: 'center',
  });
  return doc(p, 'en', receipt(shop, date, total));
}

/** 25: a US parts store receipt with the captions printed under their figures. */
export function usPartsLabelsUnder(rng: Random): Generated {
  const date = rng.date(1972, 2025);
  const y = yearOf(date);
  const f = priceFactor(y, '$');
  const items = rng.some(
    ['Spark plugs (4)', 'Oil filter', 'Motor oil 5 qt', 'Wiper blades', 'Brake fluid', 'Radiator hose', 'Distributor cap', 'Points & condenser'],
    rng.int(2, 5),
  );
  const prices = items.map(() => r2((rng.int(300, 3000) / 100) * f));
  const sub = sum(prices);
  const tr = rng.pick([5, 6, 7.25, 8]);
  const tax = r2((sub * tr) / 100);
  const total = r2(sub + tax);
  const shop = rng.pick(['Western Auto Supply', 'NAPA Auto Parts of Elmira', 'Pep Boys Store 214']);
  const p = new PageBuilder();
  p.text(297, shop, { size: 13, bold: true, align: 'center' }).down(30);
  const cols = [{ x: 150 }, { x: 445, align: 'right' as const }];
  items.forEach((it, i) => {
    row(p, cols, [it, num(prices[i], 'en')], { size: 9.5 });
    p.down(13);
  });
  p.down(14);
  const cells: [string, string][] = [
    [fd(date, 'us'), 'DATE'],
    [num(sub, 'en'), 'SUBTOTAL'],
    [num(tax, 'en'), `TAX ${tr}%`],
    [`$${num(total, 'en')}`, 'TOTAL'],
  ];
  cells.forEach(([v, l], i) => {
    const x = 150 + i * 75;
    p.text(x + 70, v, { size: 10, bold: l === 'TOTAL', align: 'right' });
    p.box(x, p.y + 3, 72, 0.01);
    p.text(x + 70, l, { y: p.y + 12, size: 6.5, align: 'right' });
  });
  p.down(36);
  p.text(297, `CASH · ${rng.pick(['Thank you', 'Thanks for shopping with us'])} · No returns on electrical parts`, { size: 8, align: 'center' });
  return doc(p, 'en', receipt(shop, date, total));
}

/** 26: an Irish tyre centre's docket in two columns: details left, the fitted tyres and sums right. */
export function ieTyresTwoCol(rng: Random): Generated {
  const date = rng.date(1990, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'IR£' : '€';
  const n = rng.pick([2, 4]);
  const unit = r2(rng.int(40, 120) * (y < 2002 ? 0.7 : 1));
  const tyres = r2(n * unit);
  const fitting = r2(n * rng.int(5, 15));
  const net = r2(tyres + fitting);
  const vr = y < 2002 ? 21 : y < 2012 ? 21 : 23;
  const vat = r2((net * vr) / 100);
  const total = r2(net + vat);
  const shop = rng.pick(['Murphy Tyres Ltd', 'Midland Tyre Centre', 'Atlantic Tyre & Exhaust']);
  const p = new PageBuilder();
  p.text(40, shop, { size: 14, bold: true }).down(40);
  let fy = p.y;
  for (const [l, v] of [
    ['Docket', String(rng.int(10000, 99999))],
    ['Date', fd(date, 'uk')],
    ['Customer', person(rng, 'en')],
    ['Reg.', `${String(y).slice(2)}-${rng.pick(['G', 'WH', 'LS'])}-${rng.int(100, 9999)}`],
    ['Paid', rng.pick(['Cash', 'Card', 'Cheque'])],
  ] as [string, string][]) {
    p.text(40, l, { y: fy, size: 7.5 });
    p.text(40, v, { y: fy + 12, size: 10 });
    fy += 30;
  }
  p.box(185, p.y - 14, 0.01, 170);
  const size = rng.pick(['165/80 R14', '185/70 R14', '205/60 R15', '175 SR 14']);
  const cols = [{ x: 200 }, { x: 555, align: 'right' as const }];
  for (const [l, v, b] of [
    [`${n} x ${size} @ ${num(unit, 'en')}`, tyres, false],
    [`Fitting & balancing x ${n}`, fitting, false],
    ['Net', net, false],
    [`VAT ${vr}%`, vat, false],
    [`Total ${cur}`, total, true],
  ] as [string, number, boolean][]) {
    row(p, cols, [l, num(v, 'en')], { bold: b, size: 9.5 });
    p.down(15);
  }
  return doc(p, 'en', receipt(shop, date, total));
}
