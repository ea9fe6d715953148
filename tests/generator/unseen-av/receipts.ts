/** Inspection reports and counter slips that carry a fee among dozens of fields (unseen-av receipts). */
import { PageBuilder } from '../page';
import { doc, fd, num, r2, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addrDE, addrUK, addrUS, car, cell, cells, check, digits, kv, letters, phoneDE, phoneUS, plateAT, plateDE, plateUK, plateUS, vin } from './kit';

/** A Hauptuntersuchung Prüfbericht: coded vehicle fields, the defect classes, the new plakette and the Gebühr. */
export function huPruefbericht(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1999, 2026);
  const y = Number(date.slice(0, 4));
  const shop = rng.pick(['TÜV SÜD Auto Service GmbH', 'DEKRA Automobil GmbH', 'GTÜ Prüfstelle Ing.-Büro Krämer', 'KÜS Prüfstelle Schönfeld']);
  const km = rng.int(30000, 260000);
  p.text(40, shop, { y: 44, size: 12, bold: true });
  p.text(40, `Prüfstelle ${addrDE(rng).city} · ${phoneDE(rng)}`, { y: 55, size: 8 });
  p.text(555, 'Untersuchungsbericht', { y: 44, size: 12, bold: true, align: 'right' });
  p.text(555, 'Hauptuntersuchung nach § 29 StVZO', { y: 55, size: 8, align: 'right' });
  cells(p, 40, 66, 24, [
    [100, 'Berichts-Nr.', `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`],
    [80, 'Datum', fd(date, 'de')],
    [75, 'Uhrzeit', `${rng.int(7, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    [95, 'Kennzeichen', plateDE(rng, y)],
    [165, 'Prüfingenieur', `Dipl.-Ing. ${rng.pick(['Berger', 'Thiel', 'Scholz'])}`],
  ]);
  const [make, model] = car(rng);
  const F: [string, string][] = [
    ['(E) FIN', vin(rng, y)],
    ['(D.1) Marke', make],
    ['(D.3) Handelsbez.', model],
    ['(2.1) HSN', digits(rng, 4)],
    ['(2.2) TSN', letters(rng, 3)],
    ['(B) Erstzulassung', fd(rng.date(1965, y - 3), 'de')],
    ['(P.3) Kraftstoff', rng.pick(['Benzin', 'Diesel'])],
    ['Km-Stand', String(km)],
    ['(P.1) Hubraum', `${rng.int(1100, 4500)} cm³`],
  ];
  F.forEach(([l, v], i) => cell(p, 40 + (i % 3) * 172, 96 + Math.floor(i / 3) * 24, 172, 24, l, v));
  p.y = 184;
  p.text(40, 'Untersuchungsergebnis', { size: 9, bold: true });
  p.down(13);
  check(p, 40, p.y, 'ohne festgestellte Mängel', true);
  check(p, 200, p.y, 'geringe Mängel (GM)', false);
  check(p, 330, p.y, 'erhebliche Mängel (EM)', false);
  check(p, 460, p.y, 'gefährliche Mängel', false);
  p.down(18);
  kv(p, 40, 'Prüfplakette zugeteilt:', `${String(rng.int(1, 12)).padStart(2, '0')} / ${y + 2}`, 120);
  p.down(13);
  kv(p, 40, 'Abgasuntersuchung:', rng.pick(['durchgeführt, bestanden', 'Nachweis liegt vor']), 120);
  p.down(13);
  kv(p, 40, 'Hinweise:', rng.pick(['Bremsschlauch hinten leicht porös', 'keine', 'Ölverlust Motor gering']), 120);
  p.down(30);
  const fee = r2(rng.int(70, 160) + rng.pick([0, 0.5, 0.9]));
  const v = vatDE(y);
  const net = r2(fee / (1 + v / 100));
  p.box(300, p.y - 10, 255, 54);
  kv(p, 306, 'Prüfgebühr netto', num(net, 'de'), 140);
  p.down(13);
  kv(p, 306, `USt ${v} %`, num(r2(fee - net), 'de'), 140);
  p.down(15);
  kv(p, 306, 'Gesamt EUR (bar erhalten)', num(fee, 'de'), 140, 10, true);
  p.text(40, 'Dieser Bericht ist bei der nächsten Untersuchung vorzulegen.', { y: 780, size: 7 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
}

/** An AU-Prüfbescheinigung from a workshop (1985–2009): measured CO, lambda, revs, and the fee paid. */
export function auBescheinigung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1986, 2009);
  const y = Number(date.slice(0, 4));
  const shop = `Autoservice ${rng.pick(['Lang', 'Wiese', 'Dörr'])} OHG`;
  p.text(297, y < 1993 ? 'Bescheinigung über die Abgassonderuntersuchung (ASU)' : 'Nachweis über die Abgasuntersuchung (AU)', {
    y: 44,
    size: 11,
    bold: true,
    align: 'center',
  });
  p.text(297, 'nach § 47a StVZO', { y: 56, size: 8, align: 'center' });
  p.box(40, 66, 515, 44);
  p.text(46, 'Anerkannte AU-Werkstatt (Stempel)', { y: 74, size: 6 });
  p.text(46, shop, { y: 88, size: 11, bold: true });
  p.text(46, `${addrDE(rng).street}, ${addrDE(rng).city} · Kontroll-Nr. ${digits(rng, 4)}`, { y: 100, size: 8 });
  const [make, model] = car(rng);
  cells(p, 40, 116, 24, [
    [95, '1 Amtl. Kennzeichen', plateDE(rng, y)],
    [150, '2 Fahrzeug-Ident.-Nr.', vin(rng, y)],
    [130, '3 Hersteller / Typ', `${make} ${model}`],
    [70, '4 Schlüssel-Nr.', `${digits(rng, 4)}/${digits(rng, 3)}`],
    [70, '5 km-Stand', String(rng.int(20000, 220000))],
  ]);
  p.y = 158;
  p.text(40, 'Messwerte', { size: 9, bold: true });
  p.down(12);
  const rows: [string, string, string][] = [
    ['6 Leerlaufdrehzahl (1/min)', `${rng.int(750, 950)}`, '700–1000'],
    ['7 CO-Gehalt Leerlauf (Vol.-%)', num(rng.int(5, 40) / 100, 'de'), '≤ 0,5'],
    ['8 erhöhte Drehzahl (1/min)', `${rng.int(2500, 3000)}`, '2500–3000'],
    ['9 Lambda', num(rng.int(990, 1010) / 1000, 'de').slice(0, 5), '0,97–1,03'],
    ['10 Motortemperatur (°C)', String(rng.int(80, 95)), '≥ 80'],
  ];
  for (const [a, b, c] of rows) {
    p.text(40, a, { size: 8.5 });
    p.text(260, b, { size: 8.5 });
    p.text(360, `Sollwert ${c}`, { size: 8 });
    p.down(12);
  }
  p.down(6);
  check(p, 40, p.y, 'Fahrzeug entspricht den Vorschriften', true);
  check(p, 260, p.y, 'Mängel festgestellt', false);
  p.down(20);
  kv(p, 40, 'Datum der Untersuchung', fd(date, 'de'), 130);
  p.down(13);
  kv(p, 40, 'Nächste AU', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + 2}`, 130);
  p.down(24);
  const fee = r2(rng.int(35, 85) + rng.pick([0, 0.5, 0.9]));
  p.box(330, p.y - 11, 225, 18);
  kv(p, 336, `Gebühr inkl. MwSt. ${y < 2002 ? 'DM' : 'EUR'}`, num(fee, 'de'), 150, 9.5, true);
  p.down(40);
  p.text(40, 'Unterschrift des verantwortlichen Untersuchers: ____________________', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
}

/** An Austrian §57a Gutachten form: coded vehicle lines, the defect groups, Prüfgebühr. */
export function paragraf57aGutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2026);
  const shop = `${rng.pick(['Autohaus', 'Kfz-Technik'])} ${rng.pick(['Wimmer', 'Leitner', 'Aigner'])} GmbH`;
  p.text(40, 'GUTACHTEN gemäß § 57a Abs. 4 KFG 1967', { y: 44, size: 11, bold: true });
  p.text(555, `Gutachten-Nr. ${letters(rng, 1)}${digits(rng, 9)}`, { y: 44, size: 9, align: 'right' });
  p.text(40, `Ermächtigte Stelle: ${shop}, ${rng.pick(['3100 St. Pölten', '6020 Innsbruck', '9020 Klagenfurt'])} · Ermächtigungs-Nr. ${digits(rng, 5)}`, {
    y: 58,
    size: 8,
  });
  const [make, model] = car(rng);
  cells(p, 40, 68, 24, [
    [95, 'A Kennzeichen', plateAT(rng)],
    [160, 'E Fahrgestellnummer', vin(rng, 2000)],
    [130, 'D.1/D.3 Marke/Handelsbez.', `${make} ${model}`],
    [130, 'B Datum Erstzulassung', fd(rng.date(1960, 2015), 'de')],
  ]);
  cells(p, 40, 92, 24, [
    [95, 'Km-Stand', String(rng.int(20000, 300000))],
    [160, 'Prüfdatum', fd(date, 'de')],
    [130, 'Begutachtungsplakette', `Lochung ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + 1}`],
    [130, 'Prüfer (Nr.)', `${rng.pick(['Ing. Haller', 'M. Strasser'])} (${digits(rng, 3)})`],
  ]);
  const groups = [
    '0 Identifizierung',
    '1 Bremsanlage',
    '2 Lenkung',
    '3 Sicht',
    '4 Beleuchtung',
    '5 Achsen/Räder',
    '6 Fahrgestell',
    '7 Sonstige Ausrüstung',
    '8 Umweltbelastung',
  ];
  p.y = 136;
  p.text(40, 'Mängelgruppe', { size: 8, bold: true });
  p.text(250, 'ohne', { size: 8, bold: true });
  p.text(300, 'leicht', { size: 8, bold: true });
  p.text(350, 'schwer', { size: 8, bold: true });
  p.down(11);
  for (const g of groups) {
    p.text(40, g, { size: 8 });
    p.text(rng.chance(0.85) ? 255 : 305, 'X', { size: 8 });
    p.down(11);
  }
  p.down(10);
  p.text(40, 'Ergebnis: Das Fahrzeug entspricht den Erfordernissen der Verkehrs- und Betriebssicherheit.', { size: 8.5, bold: true });
  p.down(30);
  const fee = r2(rng.pick([49.9, 54.5, 62, 68.9, 75]) + rng.int(0, 10));
  p.text(330, 'Prüfgebühr inkl. 20 % USt.', { size: 9 });
  p.text(550, `€ ${num(fee, 'de')}`, { size: 9, align: 'right' });
  p.down(13);
  p.text(330, 'bar bezahlt am', { size: 8 });
  p.text(550, fd(date, 'de2'), { size: 8, align: 'right' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
}

/** A UK MOT test certificate (VT20) with the testing station's fee receipt box at the foot. */
export function motVt20(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1992, 2017);
  const y = Number(date.slice(0, 4));
  const shop = `${rng.pick(['Ashford', 'Riverside', 'Northgate'])} Service Centre`;
  p.text(40, 'MOT Test Certificate', { y: 44, size: 14, bold: true });
  p.text(555, 'VT20', { y: 44, size: 12, bold: true, align: 'right' });
  p.text(40, 'Department for Transport · Vehicle and Operator Services Agency', { y: 56, size: 7.5 });
  cells(p, 40, 66, 24, [
    [100, 'Vehicle Registration Mark', plateUK(rng, y)],
    [170, 'Vehicle Identification Number', vin(rng, y)],
    [110, 'Make', car(rng)[0]],
    [70, 'Colour', rng.pick(['Blue', 'Red', 'Silver', 'Green'])],
    [65, 'Test class', 'IV'],
  ]);
  cells(p, 40, 90, 24, [
    [100, 'Odometer reading', `${rng.int(20000, 180000)} miles`],
    [170, 'Test Number', `${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`],
    [110, 'Date of test', fd(date, 'uk')],
    [135, 'Expiry date', fd(`${y + 1}${date.slice(4)}`, 'uk')],
  ]);
  cells(p, 40, 114, 24, [
    [270, 'Testing Station', `${shop} (V${digits(rng, 5)})`],
    [245, 'Inspector', `${rng.pick(['A. Patel', 'J. Hughes', 'S. Ward'])}`],
  ]);
  p.y = 160;
  p.text(40, 'Advisory notice items', { size: 9, bold: true });
  p.down(12);
  for (const a of rng.some(
    [
      'Nearside front tyre worn close to the legal limit',
      'Offside rear brake pipe slightly corroded',
      'Oil leak, but not excessive',
      'Exhaust has a minor leak of exhaust gases',
    ],
    2,
  )) {
    p.text(48, a, { size: 8.5 });
    p.down(11);
  }
  p.down(14);
  p.text(40, 'The authenticity of this certificate can be checked online. Keep this certificate in a safe place.', { size: 7 });
  p.down(40);
  const fee = y < 2010 ? rng.pick([30.95, 40.7, 44.35, 50.35]) : 54.85;
  p.box(40, p.y, 515, 56);
  p.text(46, `${shop} · ${addrUK(rng).city}`, { y: p.y + 14, size: 9, bold: true });
  p.text(46, `RECEIPT No. ${digits(rng, 5)}   Date ${fd(date, 'ukdot')}`, { y: p.y + 28, size: 8.5 });
  p.text(46, 'MOT test fee (not subject to VAT)', { y: p.y + 42, size: 8.5 });
  p.text(548, `£${num(fee, 'en')}  PAID`, { y: p.y + 42, size: 10, bold: true, align: 'right' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: fee });
}

/** A California smog check Vehicle Inspection Report with the station's fee lines. */
export function smogCheckVir(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2025);
  const shop = `${rng.pick(['Golden State', 'Quick', 'Valley'])} Smog ${rng.pick(['Test Only', 'Check & Repair'])}`;
  p.text(297, 'STATE OF CALIFORNIA — BUREAU OF AUTOMOTIVE REPAIR', { y: 40, size: 9, bold: true, align: 'center' });
  p.text(297, 'SMOG CHECK VEHICLE INSPECTION REPORT', { y: 53, size: 11, bold: true, align: 'center' });
  cells(p, 40, 62, 24, [
    [220, 'STATION NAME', shop.toUpperCase()],
    [100, 'STATION NO.', `${letters(rng, 2)}${digits(rng, 6)}`],
    [100, 'TECHNICIAN ID', `EA${digits(rng, 6)}`],
    [95, 'TEST DATE', fd(date, 'us')],
  ]);
  const [make, model] = car(rng);
  cells(p, 40, 86, 24, [
    [60, 'YEAR', String(rng.int(1976, 2015))],
    [90, 'MAKE', make.toUpperCase()],
    [90, 'MODEL', model.toUpperCase()],
    [160, 'VIN', vin(rng, 1990)],
    [65, 'LICENSE', plateUS(rng)],
    [50, 'ODOMETER', String(rng.int(30000, 250000))],
  ]);
  p.y = 130;
  const c = [{ x: 40 }, { x: 200 }, { x: 290 }, { x: 380 }, { x: 470 }];
  p.text(40, 'EMISSIONS TEST RESULTS', { size: 8.5, bold: true });
  p.down(12);
  ['', 'RPM', 'CO2 %', 'HC ppm', 'CO %'].forEach((h, i) => p.text(c[i].x, h, { size: 8 }));
  p.down(11);
  for (const m of ['2500 RPM', 'IDLE']) {
    [m, String(rng.int(600, 2600)), num(rng.int(130, 150) / 10, 'en'), String(rng.int(5, 90)), num(rng.int(1, 40) / 100, 'en')].forEach((v, i) =>
      p.text(c[i].x, v, { size: 8 }),
    );
    p.down(11);
  }
  p.down(6);
  ['VISUAL: PASS', 'FUNCTIONAL: PASS', 'OVERALL RESULT: PASS'].forEach((t, i) => p.text(40 + i * 150, t, { size: 8.5, bold: i === 2 }));
  p.down(16);
  kv(p, 40, 'CERTIFICATE NO.', `${letters(rng, 2)}${digits(rng, 6)}${letters(rng, 1)}`, 100, 8.5);
  p.down(30);
  const smog = r2(rng.int(29, 69) + 0.95);
  const cert = rng.pick([8.25, 8.25, 6]);
  const tot = r2(smog + cert);
  p.box(330, p.y - 12, 225, 52);
  kv(p, 336, 'Smog check fee', `$${num(smog, 'en')}`, 140, 9);
  p.down(13);
  kv(p, 336, 'State certificate fee', `$${num(cert, 'en')}`, 140, 9);
  p.down(15);
  kv(p, 336, 'TOTAL PAID', `$${num(tot, 'en')}`, 140, 10, true);
  p.text(40, `${addrUS(rng).street} · ${phoneUS(rng)}`, { y: 780, size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: tot });
}

/** A US parts store register receipt: store, register, transaction, cashier codes, core charge, tax. */
export function partsStoreReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const shop = `${rng.pick(['Auto Parts Depot', 'Parts Plus', 'CarQuest'])}`;
  const a = addrUS(rng);
  let y = 40;
  const L = (t: string, opts: { bold?: boolean; right?: string } = {}) => {
    p.text(180, t, { y, size: 8.5, bold: opts.bold });
    if (opts.right) p.text(410, opts.right, { y, size: 8.5, bold: opts.bold, align: 'right' });
    y += 11;
  };
  L(shop.toUpperCase(), { bold: true });
  L(`STORE #${rng.int(1000, 9999)}`);
  L(a.street.toUpperCase());
  L(a.city.toUpperCase());
  L(phoneUS(rng));
  y += 6;
  L(`${fd(date, 'us')} ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}  REG ${rng.int(1, 6)}  TRN ${digits(rng, 4)}  CSH ${digits(rng, 3)}`);
  L(`VEH: ${rng.int(1965, 2010)} ${car(rng).join(' ').toUpperCase()}`);
  y += 6;
  const items = rng.some(
    [
      ['BRAKE PADS', 39.99],
      ['ROTOR', 54.99],
      ['OIL FILTER', 8.49],
      ['MOTOR OIL 5QT', 27.99],
      ['ALTERNATOR REMAN', 159.99],
      ['SPARK PLUG', 4.29],
      ['WIPER BLADE', 15.99],
    ] as [string, number][],
    rng.int(2, 4),
  );
  let sub = 0;
  for (const [n, pr] of items) {
    const q = n.startsWith('SPARK') ? 4 : 1;
    L(`${digits(rng, 6)} ${n}`);
    L(`   ${q} @ ${num(pr, 'en')}`, { right: num(r2(q * pr), 'en') });
    sub = r2(sub + q * pr);
  }
  const core = items.some(([n]) => n.startsWith('ALT')) ? 35 : 0;
  if (core) L('   CORE CHARGE', { right: num(core, 'en') });
  sub = r2(sub + core);
  const tax = r2(sub * 0.0725);
  const tot = r2(sub + tax);
  y += 4;
  L('SUBTOTAL', { right: num(sub, 'en') });
  L('TAX 7.25%', { right: num(tax, 'en') });
  L('TOTAL', { bold: true, right: num(tot, 'en') });
  L(`${rng.pick(['VISA', 'CASH', 'DEBIT'])}`, { right: num(tot, 'en') });
  y += 8;
  L('RETURNS WITH RECEIPT WITHIN 90 DAYS');
  L(`REWARDS ID ****${digits(rng, 4)}`);
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: tot });
}
