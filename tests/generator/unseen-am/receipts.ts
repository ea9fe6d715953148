/** Slips and receipts with what hands added: copies, stamps, faxes, pen notes, a corrected sum. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatDE, vatIE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { clean, copyMark, digits, faxHeader, hand, initials, letters, personDE, personEN, plateDE, plateUK, stamp, stampDate, struck } from './hands';

const receipt = (shopName: string, date: string, totalCost: number) => clean({ documentType: 'receipt', shopName, date, totalCost });

/** A filling station's till slip photocopied onto A4, KOPIE in the corner and a pen note about the trip. */
export function tankstellenBon(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1985, 2024);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const brand = rng.pick(['ARAL', 'Shell', 'ESSO', 'BP', 'AGIP']);
  const station = `${brand} Station ${rng.pick(['Kirchheim', 'Irschenberg', 'Frankenthal', 'Hamm-Rhynern'])}`;
  copyMark(p, 500, 40, 'KOPIE', 16);
  const x = 200;
  p.y = 90;
  p.box(x - 20, 70, 230, 360);
  p.text(x + 95, brand, { size: 14, bold: true, align: 'center' });
  p.down(14);
  p.text(x + 95, station, { size: 8.5, align: 'center' });
  p.down(11);
  p.text(x + 95, `${rng.pick(['Autobahn A 8', 'Bundesstr. 9', 'Ringstr. 12'])}`, { size: 8.5, align: 'center' });
  p.down(20);
  const litres = r2(rng.int(2500, 7000) / 100);
  const price = y < 2002 ? rng.int(950, 1999) / 1000 : rng.int(1100, 2159) / 1000;
  const fuel = r2(litres * price);
  const extra = rng.chance(0.5)
    ? { text: rng.pick(['Motoröl 1 l', 'Scheibenklar', 'Autowäsche Programm 3']), amount: r2(rng.int(400, 1600) / 100) }
    : undefined;
  const fuelName = rng.pick(['Super', 'Super Plus', 'Normal', 'Super bleifrei']);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [`Säule ${rng.int(1, 8)} ${fuelName}`, ''], { size: 8.5 });
  p.down(11);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [`${num(litres, 'de')} l x ${price.toFixed(3).replace('.', ',')} ${cur}/l`, num(fuel, 'de')], { size: 8.5 });
  p.down(11);
  if (extra) {
    row(p, [{ x }, { x: x + 190, align: 'right' }], [extra.text, num(extra.amount, 'de')], { size: 8.5 });
    p.down(11);
  }
  const total = sum([fuel, extra?.amount ?? 0]);
  p.down(4);
  hline(p, x, 190);
  p.down(13);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [`SUMME ${cur}`, num(total, 'de')], { size: 10, bold: true });
  p.down(13);
  const rate = vatDE(y);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [`enth. MwSt ${rate} %`, num(r2(total - total / (1 + rate / 100)), 'de')], { size: 8 });
  p.down(16);
  row(p, [{ x }, { x: x + 190, align: 'right' }], [rng.pick(['BAR', 'EC-Karte', 'Kreditkarte']), num(total, 'de')], { size: 8.5 });
  p.down(16);
  p.text(x, `${fd(iso, 'de')}  ${rng.int(6, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${digits(rng, 4)}`, { size: 8 });
  p.down(14);
  p.text(x + 95, 'Vielen Dank für Ihren Besuch', { size: 8, align: 'center' });
  hand(p, 60, 470, `Fahrt zum ${rng.pick(['Oldtimertreffen Schwetzingen', 'Techno Classica', 'Clubausfahrt Eifel', 'TÜV nach Kempten'])}`, { size: 13 });
  hand(p, 60, 490, plateDE(rng, rng.pick(['M', 'S', 'KA', 'F'])) + ' H', { size: 12 });
  return doc(p, 'de', receipt(station, iso, total));
}

/** A parts dealer's Quittung pad filled in by hand, the dealer's stamp with address half over the printed words. */
export function teileQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1962, 1999);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const shop = `${rng.pick(['Autoteile', 'Ersatzteildienst', 'Kfz-Teile'])} ${rng.pick(['Brinkmann', 'Weigel', 'Horstmann', 'Kuhnert'])}`;
  p.y = 70;
  p.text(60, 'QUITTUNG', { size: 22, bold: true, serif: true });
  p.text(540, `Nr. ${rng.int(100, 999)}`, { size: 10, align: 'right' });
  p.down(40);
  const items = [
    { text: rng.pick(['2 Bremsschläuche vorn', '1 Kupplungsscheibe', '1 Satz Zündkabel', '1 Wasserpumpe AT']), amount: r2(rng.int(1500, 9000) / 100) },
    { text: rng.pick(['1 Thermostat', '4 Stck. Radmuttern', '1 Benzinpumpe', '1 Kraftstofffilter']), amount: r2(rng.int(500, 4500) / 100) },
  ];
  const total = sum(items.map((i) => i.amount));
  const net = r2(total / (1 + vatDE(y) / 100));
  p.text(60, `${cur}`, { size: 10, serif: true });
  p.box(90, p.y - 14, 140, 20);
  hand(p, 100, p.y, num(total, 'de'), { size: 14, bold: true });
  p.text(250, `${cur} netto`, { size: 8, serif: true });
  hand(p, 310, p.y, num(net, 'de'), { size: 11 });
  p.text(400, `+ ${vatDE(y)} % MwSt.`, { size: 8, serif: true });
  hand(p, 475, p.y, num(r2(total - net), 'de'), { size: 11 });
  p.down(30);
  p.text(60, 'in Worten', { size: 8, serif: true });
  hand(p, 120, p.y, '– wie oben –', { size: 12 });
  p.down(24);
  p.text(60, 'von', { size: 8, serif: true });
  hand(p, 120, p.y, personDE(rng), { size: 12 });
  p.down(24);
  p.text(60, 'für', { size: 8, serif: true });
  hand(p, 120, p.y, items[0].text + ', ' + items[1].text, { size: 12 });
  p.down(30);
  p.text(60, 'richtig erhalten zu haben, bestätigt', { size: 8, serif: true });
  p.down(24);
  p.text(60, 'Ort / Datum', { size: 8, serif: true });
  const town = rng.pick(['Hildesheim', 'Peine', 'Salzgitter', 'Goslar']);
  hand(p, 130, p.y, `${town}, ${fd(iso, 'de2')}`, { size: 12 });
  stamp(p, 270, p.y + 2, [shop.toUpperCase(), `${rng.pick(['Goslarsche Str.', 'Kaiserstr.', 'Am Markt'])} ${rng.int(1, 60)}`, `${town}`], 9.5);
  hand(p, 300, p.y + 44, shop.split(' ').pop()!, { size: 14 });
  return doc(p, 'de', receipt(shop.toUpperCase(), iso, total));
}

/** A towing firm's receipt faxed from the roadside office, with the driver's pen note and a Bezahlt stamp. */
export function abschleppFax(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1992, 2015);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const shop = `Abschleppdienst ${rng.pick(['Kröger', 'Baumeister', 'Henning', 'Wolters'])}`;
  const fax = `0${rng.int(40, 49)}${rng.int(1, 9)} ${digits(rng, 6)}`;
  faxHeader(p, rng, iso, shop, fax, 'de');
  p.y = 70;
  p.text(55, shop, { size: 18, bold: true });
  p.down(14);
  p.text(55, `24-Std.-Notdienst · Pannenhilfe · Bergung · Tel. ${fax.replace(/ .*/, '')} ${digits(rng, 6)}`, { size: 8.5 });
  p.down(36);
  p.text(55, 'Quittung / Rechnung', { size: 13, bold: true });
  p.text(540, `Datum ${fd(iso, 'de')}`, { size: 10, align: 'right' });
  p.down(18);
  p.text(
    55,
    `Einsatzort: ${rng.pick(['A 7 km 112', 'B 73 Ortsausgang', 'Parkplatz Raststätte', 'Landstr. 1120'])} · Fahrzeug ${plateDE(rng, rng.pick(['HH', 'STD', 'CUX']))}`,
    { size: 9 },
  );
  p.down(24);
  const items = [
    { text: 'Anfahrt / Pauschale', amount: r2(rng.int(40, 120) * (cur === 'DM' ? 2 : 1)) },
    { text: `Abschleppen ${rng.int(5, 45)} km`, amount: r2(rng.int(60, 220) * (cur === 'DM' ? 2 : 1)) },
    { text: 'Wartezeit / Bergung', amount: r2(rng.int(15, 70) * (cur === 'DM' ? 2 : 1)) },
  ];
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  for (const it of items) {
    row(p, cols, [it.text, num(it.amount, 'de')]);
    p.down(13);
  }
  const net = sum(items.map((i) => i.amount));
  const rate = vatDE(y);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.down(6);
  row(p, [{ x: 360 }, cols[1]], ['Netto', num(net, 'de')]);
  p.down(13);
  row(p, [{ x: 360 }, cols[1]], [`MwSt. ${rate} %`, num(vat, 'de')]);
  p.down(14);
  row(p, [{ x: 360 }, cols[1]], [`Gesamt ${cur}`, num(total, 'de')], { bold: true, size: 11 });
  p.down(40);
  stamp(p, 340, p.y, ['BEZAHLT', stampDate(iso, 'dots')], 13);
  hand(p, 60, p.y, `Fahrer: ${rng.pick(['Jens', 'Olaf', 'Mike', 'Heiko'])}`, { size: 13 });
  hand(p, 60, p.y + 22, 'Wagen zur Werkstatt gebracht', { size: 12 });
  return doc(p, 'de', receipt(shop, iso, total));
}

/** A US auto-parts register receipt copied for the owner's file: COPY mark, part numbers, a pen note of the car. */
export function usPartsReceiptCopy(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1978, 2023);
  const store = `${rng.pick(['NAPA Auto Parts', 'Western Auto', 'Pep Boys', 'CARQUEST Auto Parts'])} #${rng.int(100, 9999)}`;
  copyMark(p, 100, 42, 'COPY', 18);
  const x = 210;
  p.box(x - 20, 64, 220, 380);
  p.y = 86;
  p.text(x + 90, store, { size: 10, bold: true, align: 'center' });
  p.down(12);
  p.text(x + 90, `${rng.pick(['Billings, MT', 'Tulsa, OK', 'Reno, NV', 'Spokane, WA'])}`, { size: 8.5, align: 'center' });
  p.down(20);
  const pool = [
    ['SPARK PLUG', 2, 6],
    ['OIL FILTER', 4, 12],
    ['AIR FILTER', 8, 24],
    ['FAN BELT', 9, 25],
    ['HEADLAMP', 8, 30],
    ['BRAKE FLUID', 5, 12],
    ['RADIATOR HOSE', 10, 28],
    ['MOTOR OIL QT', 2, 8],
  ] as [string, number, number][];
  const items = rng.some(pool, rng.int(2, 5)).map(([t, lo, hi]) => ({ text: t, qty: rng.int(1, 4), unit: r2(rng.int(lo * 100, hi * 100) / 100) }));
  for (const it of items) {
    p.text(x, `${it.text}`, { size: 8.5 });
    p.down(10);
    row(
      p,
      [{ x: x + 10 }, { x: x + 180, align: 'right' }],
      [`${it.qty} @ ${num(it.unit, 'en')}  ${letters(rng, 2)}${digits(rng, 4)}`, num(r2(it.qty * it.unit), 'en')],
      { size: 8 },
    );
    p.down(12);
  }
  const subtotal = sum(items.map((i) => r2(i.qty * i.unit)));
  const rate = rng.pick([0, 4.5, 6.5, 8.25]);
  const tax = r2((subtotal * rate) / 100);
  const total = r2(subtotal + tax);
  p.down(4);
  row(p, [{ x }, { x: x + 180, align: 'right' }], ['SUBTOTAL', num(subtotal, 'en')], { size: 8.5 });
  p.down(11);
  row(p, [{ x }, { x: x + 180, align: 'right' }], [`TAX ${rate}%`, num(tax, 'en')], { size: 8.5 });
  p.down(12);
  row(p, [{ x }, { x: x + 180, align: 'right' }], ['TOTAL', num(total, 'en')], { size: 10, bold: true });
  p.down(12);
  const tender = Math.ceil(total / 5) * 5;
  row(p, [{ x }, { x: x + 180, align: 'right' }], ['CASH', num(tender, 'en')], { size: 8.5 });
  p.down(11);
  row(p, [{ x }, { x: x + 180, align: 'right' }], ['CHANGE', num(r2(tender - total), 'en')], { size: 8.5 });
  p.down(16);
  p.text(x, `${fd(iso, 'us')} ${rng.int(7, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}  TRAN ${digits(rng, 5)}`, { size: 8 });
  hand(p, 60, 490, `for the ${rng.pick(['Bel Air', 'F-100', 'Corvair', 'Dart'])} — tune-up`, { size: 13 });
  return doc(p, 'en', receipt(store.replace(/ #\d+$/, ''), iso, total));
}

/** A British MOT test fee receipt with a PAID WITH THANKS stamp and a pen note of the certificate number. */
export function ukMotFeeStamped(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1975, 2024);
  const y = yearOf(iso);
  const shop = `${rng.pick(['Bridge', 'Millbrook', 'Crossways', 'Hillside'])} ${rng.pick(['MOT Centre', 'Garage', 'Test Station'])}`;
  p.y = 70;
  p.text(297, shop, { size: 17, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `Authorised Testing Station No. ${letters(rng, 1)}${digits(rng, 5)} · ${rng.pick(['Swindon', 'Chippenham', 'Devizes', 'Stroud'])}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(40);
  p.text(55, 'RECEIPT', { size: 14, bold: true });
  p.text(540, `Date ${fd(iso, 'uk')}`, { size: 10, align: 'right' });
  p.down(22);
  const reg = plateUK(rng, y - rng.int(10, 40));
  p.text(55, `Received from ${personEN(rng)}`, { size: 10 });
  p.down(14);
  p.text(55, `Vehicle ${reg}`, { size: 10 });
  p.down(24);
  const fee = y < 1980 ? r2(rng.int(250, 550) / 100) : y < 2000 ? r2(rng.int(1800, 3500) / 100) : r2(rng.int(4000, 5485) / 100);
  const extra = rng.chance(0.5)
    ? { text: rng.pick(['Headlamp bulb fitted', 'Wiper blade fitted', 'Number plate lamp bulb']), amount: r2(rng.int(300, 1500) / 100) }
    : undefined;
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  row(p, cols, ['MOT test fee (Class IV)', `£${num(fee, 'en')}`]);
  p.down(13);
  if (extra) {
    const vatRate = vatUK(y);
    row(p, cols, [`${extra.text} (incl. VAT ${vatRate}%)`, `£${num(extra.amount, 'en')}`]);
    p.down(13);
  }
  const total = sum([fee, extra?.amount ?? 0]);
  p.down(4);
  hline(p, 380, 160);
  p.down(13);
  row(p, [{ x: 380 }, cols[1]], ['Total received', `£${num(total, 'en')}`], { bold: true });
  p.down(40);
  stamp(p, 70, p.y, ['PAID WITH THANKS', stampDate(iso, 'uk')], 12);
  hand(p, 330, p.y + 6, `cert. ${letters(rng, 2)} ${digits(rng, 6)}`, { size: 13 });
  hand(p, 330, p.y + 26, `expires ${fd(addDays(iso, 364), 'ukdot')}`, { size: 12 });
  return doc(p, 'en', receipt(shop, iso, total));
}

/** An Irish tyre centre's receipt: the fitter's sum struck and corrected at the counter, initialled. */
export function ieTyreCorrected(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1985, 2025);
  const y = yearOf(iso);
  const cur = y < 2002 ? 'IR£' : '€';
  const shop = `${rng.pick(['Midland', 'Shannon', 'Atlantic', 'Liffey'])} Tyre Centre`;
  p.y = 66;
  p.text(55, shop, { size: 17, bold: true });
  p.down(13);
  p.text(55, `${rng.pick(['Athlone', 'Limerick', 'Galway', 'Dundalk'])} · Tyres · Exhausts · Batteries`, { size: 8.5 });
  p.down(34);
  p.text(55, `Cash Sale No. ${rng.int(10000, 99999)}`, { size: 11, bold: true });
  p.text(540, fd(iso, 'uk'), { size: 10, align: 'right' });
  p.down(24);
  const n = rng.pick([2, 4]);
  const unit = r2(rng.int(y < 2002 ? 2500 : 5500, y < 2002 ? 6000 : 14000) / 100);
  const items = [
    { text: `${n} x ${rng.pick(['165 R 13 Michelin ZX', '175/70 R 14 Vredestein', '185 R 14 Pirelli Cinturato', '5.60-15 Firestone'])}`, amount: r2(n * unit) },
    { text: `Fitting and balancing ${n} wheels`, amount: r2(n * rng.int(4, 12)) },
    { text: 'Valves and disposal', amount: r2(n * rng.int(2, 5)) },
  ];
  const cols = [{ x: 55 }, { x: 470, align: 'right' as const }];
  for (const it of items) {
    row(p, cols, [it.text, num(it.amount, 'en')]);
    p.down(13);
  }
  const total = sum(items.map((i) => i.amount));
  const wrong = r2(total + rng.pick([10, 20, 1, 100]));
  p.down(8);
  p.text(300, `Total incl. VAT ${vatIE(y)}% ${cur}`, { size: 10, bold: true });
  struck(p, 470, p.y, num(wrong, 'en'), 10);
  hand(p, 482, p.y + 3, num(total, 'en'), { size: 13, bold: true });
  p.down(20);
  hand(p, 380, p.y, `corr. ${initials(rng)}`, { size: 12 });
  p.down(34);
  p.text(
    55,
    `Reg. ${String(y - rng.int(2, 30)).slice(2)}-${rng.pick(['WH', 'L', 'G', 'LH'])}-${rng.int(100, 9999)}   Paid: ${rng.pick(['Cash', 'Cheque', 'Laser card', 'Card'])}`,
    { size: 9 },
  );
  return doc(p, 'en', receipt(shop, iso, total));
}
