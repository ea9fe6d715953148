/**
 * German-language workshop paper of 2005–2026 as today's systems print it: a dealer-management-system bill with
 * operation codes and work units, an e-invoice with a GiroCode, an app-booked mobile mechanic's receipt, an estimate
 * carried out and billed against it, a Swiss QR bill, an Austrian bill with the § 57a inspection, a long DMS bill of a
 * restoration stage, an online-booked tyre centre and a classic workshop's word-processor bill.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, para, r05, r2, row, sum, vatCH, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS, digits, IBAN_CH, IBAN_DE, IBAN_AT, nameDE, plateDE, qr, vin } from './kit';
import { allOf, billJobs, JOBS_DE, labourOf, partsListOf, partsOf, worksOf, type Line } from './lines';

const eur = (n: number) => `${num(n, 'de')} €`;

/** A Mercedes/VW-style dealer bill from the DMS: AW (work units), op codes, fees, sublet; dense. */
export function dmsAutohaus(rng: Random): Generated {
  const shop = rng.pick(['Autohaus Wendler GmbH & Co. KG', 'Autozentrum Hofmann Söhne GmbH', 'Autohaus am Kreisel Reichert GmbH']);
  const date = dateIn(rng, 2009, 2025);
  const year = yearOf(date);
  const vat = vatDE(year);
  const km = rng.int(48000, 241000);
  const awRate = rng.pick([9.8, 11.4, 12.9, 14.6]);
  const lines: Line[] = [];
  for (const j of rng.some(JOBS_DE, rng.int(3, 4))) {
    const aw = rng.int(4, 48);
    lines.push({
      kind: 'labor',
      code: `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`,
      text: j.labor,
      qty: aw,
      unit: 'AW',
      price: awRate,
      amount: r2(aw * awRate),
    });
    for (const [t, pr] of rng.some(j.parts, rng.int(1, 2))) {
      const q = rng.chance(0.8) ? 1 : 2;
      lines.push({
        kind: 'part',
        code: `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
        text: t,
        qty: q,
        unit: 'St',
        price: pr,
        amount: r2(q * pr),
      });
    }
  }
  const supplies = r2(Math.min(labourOf(lines) * 0.05, 35));
  lines.push({ kind: 'fee', code: 'KLM', text: 'Kleinmaterial / Werkstattbedarf', qty: 1, unit: 'Psch', price: supplies, amount: supplies });
  lines.push({ kind: 'fee', code: 'ENTS', text: 'Entsorgung Altöl und Filter', qty: 1, unit: 'Psch', price: 8.9, amount: 8.9 });
  const sublet = rng.chance(0.5) ? r2(rng.int(80, 190) + 0.5) : 0;
  if (sublet)
    lines.push({ kind: 'sublet', code: 'FL', text: 'Fremdleistung: HU/AU durch Prüforganisation', qty: 1, unit: 'Psch', price: sublet, amount: sublet });
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);

  const p = new PageBuilder();
  p.y = 40;
  p.text(40, shop, { size: 13, bold: true });
  p.text(555, `Seite 1/1   Druck ${fd(date, 'de')} ${rng.int(7, 17)}:${String(rng.int(10, 59))}`, { size: 7, align: 'right' });
  p.down(12).text(
    40,
    `${rng.pick(['Industriestraße', 'Gewerbering', 'Daimlerstraße'])} ${rng.int(2, 60)} · ${rng.pick(['72770 Reutlingen', '97424 Schweinfurt', '35394 Gießen'])} · Service-Annahme Tel. 0${digits(rng, 4)} ${digits(rng, 5)}`,
    { size: 7.5 },
  );
  p.down(26)
    .text(40, nameDE(rng), { size: 9.5 })
    .down(11)
    .text(40, `${rng.pick(['Lindenweg', 'Am Hang', 'Gartenstr.'])} ${rng.int(1, 40)}`, { size: 9.5 });
  p.down(28).text(40, 'RECHNUNG', { size: 14, bold: true });
  p.down(18);
  const info: [string, string][] = [
    ['Rechnungs-Nr.', `${rng.int(1, 9)}${digits(rng, 6)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrags-Nr.', digits(rng, 6)],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Amtl. Kennz.', plateDE(rng, rng.pick(['RT', 'SW', 'GI']))],
    ['Fahrgestell-Nr.', vin(rng)],
    ['Typ', rng.pick(CARS)],
    ['km-Stand', num(km, 'de').slice(0, -3)],
    ['Annahme', `${fd(addDays(date, -rng.int(1, 6)), 'de')} / SB ${rng.pick(['Kraus', 'Yilmaz', 'Berg'])}`],
  ];
  info.forEach(([k, v], i) => {
    const x = i % 3 === 0 ? 40 : i % 3 === 1 ? 220 : 400;
    p.text(x, k, { size: 6.5, y: p.y }).text(x, v, { size: 8.5, y: p.y + 9 });
    if (i % 3 === 2) p.down(24);
  });
  p.down(6);
  const cols: Col[] = [{ x: 40 }, { x: 118 }, { x: 370, align: 'right' }, { x: 392 }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  p.box(40, p.y - 9, 515, 12, true);
  row(p, cols, ['Arb.-/Teile-Nr.', 'Bezeichnung', 'Menge', 'ME', 'Preis', 'Betrag EUR'], { size: 7.5, bold: true });
  p.down(13);
  for (const l of lines) {
    row(p, cols, [l.code, l.text, l.unit === 'AW' ? String(l.qty) : num(l.qty, 'de'), l.unit, num(l.price, 'de'), num(l.amount, 'de')], { size: 7.5 });
    p.down(10.5);
  }
  hline(p, 40, 515, p.y - 6);
  p.down(10);
  const sums: [string, number][] = [
    ['Summe Lohn', labourOf(lines)],
    ['Summe Teile', partsOf(lines)],
    ['Summe Nebenkosten', r2(supplies + 8.9)],
  ];
  if (sublet) sums.push(['Summe Fremdleistung', sublet]);
  sums.push(['Nettobetrag', net], [`MwSt ${vat} %`, tax]);
  for (const [k, v] of sums) {
    p.text(380, k, { size: 8.5 }).text(555, num(v, 'de'), { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.box(375, p.y - 9, 180, 13, true);
  p.text(380, 'Rechnungsbetrag EUR', { size: 9, bold: true }).text(555, num(total, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(26);
  para(
    p,
    40,
    `Zahlbar sofort ohne Abzug. Auf ausgeführte Arbeiten gewähren wir 12 Monate Gewährleistung. 1 AW = 6 Minuten. USt-IdNr. DE${digits(rng, 9)} · HRA ${digits(rng, 4)} Amtsgericht`,
    120,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** An e-invoice's human-readable page (ZUGFeRD/XRechnung era): buyer reference, GiroCode, bank block. */
export function eRechnungGiro(rng: Random): Generated {
  const shop = rng.pick(['Kfz-Meisterbetrieb Tim Oberländer', 'Classic Car Service Nordheide GmbH', 'Fahrzeugtechnik Kämmerer e.K.']);
  const date = dateIn(rng, 2020, 2026);
  const vat = vatDE(yearOf(date));
  const rate = rng.pick([89, 96, 104, 112]);
  const lines = billJobs(rng, JOBS_DE, rng.int(2, 3), rate, { unit: 'Std' });
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const km = rng.int(30000, 190000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(555, shop, { size: 11, bold: true, align: 'right' });
  p.down(12).text(
    555,
    `${rng.pick(['Heidering', 'Hauptstraße', 'Am Sportplatz'])} ${rng.int(1, 90)}, ${rng.pick(['21244 Buchholz', '49356 Diepholz', '93047 Regensburg'])}`,
    { size: 8, align: 'right' },
  );
  p.down(11).text(555, `info@${rng.pick(['kfz-oberlaender', 'ccs-nordheide', 'kaemmerer-technik'])}.de`, { size: 8, align: 'right' });
  p.down(40).text(40, 'Rechnung', { size: 18 });
  p.down(22);
  const meta: [string, string][] = [
    ['Rechnungsnummer', `RE-${yearOf(date)}-${digits(rng, 4)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Leistungsdatum', fd(addDays(date, -rng.int(0, 3)), 'de')],
    ['Käuferreferenz', `${rng.pick(['privat', 'k. A.'])}`],
    ['Fahrzeug', `${rng.pick(CARS)}, ${plateDE(rng, rng.pick(['WL', 'DH', 'R']))}`],
    ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
  ];
  for (const [k, v] of meta) {
    p.text(40, k, { size: 9 }).text(160, v, { size: 9 });
    p.down(12);
  }
  p.down(10);
  const cols: Col[] = [{ x: 40 }, { x: 62 }, { x: 390, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos.', 'Leistung / Artikel', 'Menge', 'Einzelpreis', 'Gesamt'], { size: 8.5, bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  lines.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.text, `${num(l.qty, 'de')} ${l.unit}`, eur(l.price), eur(l.amount)], { size: 8.5 });
    p.down(13);
  });
  hline(p, 300, 255, p.y - 4);
  p.down(8);
  for (const [k, v] of [
    ['Arbeitslohn netto', labourOf(lines)],
    ['Material netto', partsOf(lines)],
    ['Zwischensumme netto', net],
    [`Umsatzsteuer ${vat} %`, tax],
  ] as [string, number][]) {
    p.text(320, k, { size: 9 }).text(555, eur(v), { size: 9, align: 'right' });
    p.down(12);
  }
  p.text(320, 'Gesamtbetrag', { size: 10.5, bold: true }).text(555, eur(total), { size: 10.5, bold: true, align: 'right' });
  p.down(40);
  const qy = p.y;
  qr(p, rng, 40, qy, 70);
  p.text(125, 'Bezahlen mit GiroCode', { y: qy + 10, size: 9, bold: true });
  p.text(125, `Empfänger: ${shop}`, { y: qy + 24, size: 8 });
  p.text(125, `IBAN: ${IBAN_DE(rng)}`, { y: qy + 36, size: 8 });
  p.text(125, `BIC: ${rng.pick(['GENODEF1', 'NOLADE21', 'BYLADEM1'])}${letters3(rng)}`, { y: qy + 48, size: 8 });
  p.text(125, 'Zahlungsziel: 14 Tage netto', { y: qy + 60, size: 8 });
  p.y = qy + 100;
  para(
    p,
    40,
    'Diese Rechnung wurde elektronisch erstellt (ZUGFeRD 2.2, Profil EN 16931) und ist ohne Unterschrift gültig. Die strukturierten Rechnungsdaten sind in die PDF-Datei eingebettet.',
    110,
    { size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}
const letters3 = (rng: Random) => rng.pick(['XXX', 'HAN', 'REG', 'BRE']);

/** An app-booked mobile mechanic's receipt: booking, call-out fee, work done at the customer's door. */
export function mobilerMechaniker(rng: Random): Generated {
  const shop = rng.pick(['SchrauberMobil GmbH', 'Werkstatt2Go UG (haftungsbeschränkt)', 'FixDaheim Mobile Kfz-Services GmbH']);
  const date = dateIn(rng, 2019, 2026);
  const vat = vatDE(yearOf(date));
  const lines = billJobs(rng, JOBS_DE, 2, rng.pick([79, 85, 92]), { unit: 'Std' });
  const callout = rng.pick([29, 35, 39.9]);
  lines.push({ kind: 'fee', code: '', text: 'Anfahrtspauschale', qty: 1, unit: 'Psch', price: callout, amount: callout });
  const gross = (n: number) => r2(n * (1 + vat / 100));
  const total = r2(allOf(lines) * (1 + vat / 100));
  const km = rng.int(60000, 260000);
  const mech = nameDE(rng);
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, shop, { size: 12, bold: true, align: 'center' });
  p.down(14).text(297, 'Dein Service-Beleg', { size: 10, align: 'center' });
  p.down(30);
  for (const [k, v] of [
    ['Buchung', `#${letters3(rng)}-${digits(rng, 6)}`],
    ['Termin', `${fd(date, 'de')}, ${rng.int(8, 17)}:00 Uhr`],
    ['Einsatzort', `${rng.pick(['Kastanienallee', 'Ringstraße', 'Im Winkel'])} ${rng.int(1, 70)}, ${rng.pick(['Leipzig', 'Dortmund', 'Karlsruhe'])}`],
    ['Dein Mechaniker', mech],
    ['Fahrzeug', `${rng.pick(CARS)} · ${num(km, 'de').slice(0, -3)} km`],
  ] as [string, string][]) {
    p.text(60, k, { size: 9, bold: true }).text(200, v, { size: 9 });
    p.down(14);
  }
  p.down(14).text(60, 'Erledigt', { size: 11, bold: true });
  p.down(16);
  for (const l of lines.filter((x) => x.kind === 'labor')) {
    p.text(60, `✓ ${l.text}`, { size: 9 })
      .text(400, `${num(l.qty, 'de')} Std`, { size: 9, align: 'right' })
      .text(535, eur(gross(l.amount)), { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(8).text(60, 'Verbaute Teile', { size: 11, bold: true });
  p.down(16);
  for (const l of lines.filter((x) => x.kind === 'part')) {
    p.text(60, `${l.qty} × ${l.text}`, { size: 9 }).text(535, eur(gross(l.amount)), { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(60, 'Anfahrtspauschale', { size: 9 }).text(535, eur(gross(callout)), { size: 9, align: 'right' });
  p.down(18);
  hline(p, 60, 475, p.y - 8);
  p.text(60, 'Gesamt (inkl. MwSt)', { size: 11, bold: true }).text(535, eur(total), { size: 11, bold: true, align: 'right' });
  p.down(14).text(60, `darin enthalten ${vat} % MwSt: ${eur(r2(total - allOf(lines)))} · bezahlt per ${rng.pick(['Kreditkarte', 'PayPal', 'Apple Pay'])}`, {
    size: 8,
  });
  p.down(30);
  para(p, 60, `Du hast Fragen zu deinem Termin? Schreib uns in der App. ${shop} · Vermittlung und Rechnungsstellung im Namen des Betriebs.`, 100, {
    size: 7.5,
  });
  // Labour and parts are shown gross only: the careful reader takes them as printed.
  const laborGross = sum(lines.filter((x) => x.kind === 'labor').map((x) => gross(x.amount)));
  const partsGross = sum(lines.filter((x) => x.kind === 'part').map((x) => gross(x.amount)));
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: laborGross,
    partsCost: partsGross,
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** An estimate carried out and billed against it: the estimate's column beside the bill's. */
export function kvaZurRechnung(rng: Random): Generated {
  const shop = rng.pick(['Karosserie & Lack Demirci GmbH', 'Autowerkstatt Gebr. Lindner OHG', 'Oldtimer-Service Spessart GmbH']);
  const date = dateIn(rng, 2011, 2025);
  const vat = vatDE(yearOf(date));
  const lines = billJobs(rng, JOBS_DE, 3, rng.pick([72, 84, 95]));
  const km = rng.int(40000, 180000);
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const kvaDate = addDays(date, -rng.int(10, 40));
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, shop, { size: 14, bold: true, serif: true });
  p.down(13).text(40, `Meisterbetrieb · ${rng.pick(['Aschaffenburg', 'Lohr am Main', 'Marktheidenfeld'])} · Tel. 0${digits(rng, 4)}-${digits(rng, 5)}`, {
    size: 8,
  });
  p.down(36).text(40, `Rechnung Nr. ${digits(rng, 5)} zu Kostenvoranschlag Nr. KV-${digits(rng, 4)} vom ${fd(kvaDate, 'de')}`, { size: 11, bold: true });
  p.down(16).text(
    40,
    `Datum: ${fd(date, 'de')}     Fahrzeug: ${rng.pick(CARS)}     Kennzeichen: ${plateDE(rng, rng.pick(['AB', 'MSP', 'KT']))}     km: ${km}`,
    { size: 8.5 },
  );
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 330, align: 'right' }, { x: 400, align: 'right' }, { x: 475, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Position', 'Menge', 'lt. KVA', 'Einzelpreis', 'berechnet'], { size: 8.5, bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  for (const l of lines) {
    const est = r2(l.amount * (0.9 + rng.next() * 0.2));
    row(p, cols, [l.text, `${num(l.qty, 'de')} ${l.unit}`, num(est, 'de'), num(l.price, 'de'), num(l.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.down(6);
  hline(p, 330, 225);
  p.down(12);
  for (const [k, v] of [
    ['Lohn', labourOf(lines)],
    ['Ersatzteile', partsOf(lines)],
    ['Netto', net],
    [`+ ${vat} % MwSt.`, tax],
    ['Endbetrag', total],
  ] as [string, number][]) {
    p.text(340, k, { size: 9, bold: k === 'Endbetrag' }).text(555, eur(v), { size: 9, bold: k === 'Endbetrag', align: 'right' });
    p.down(12);
  }
  p.down(16);
  para(
    p,
    40,
    'Die Arbeiten wurden wie im Kostenvoranschlag freigegeben ausgeführt; Abweichungen über 15 % wurden telefonisch abgestimmt. Der Kostenvoranschlag wird mit dieser Rechnung verrechnet.',
    105,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** A Swiss garage's bill with the QR bill's payment part and receipt at the foot (CHF, rounded to 5 Rappen). */
export function schweizQrRechnung(rng: Random): Generated {
  const shop = rng.pick(['Garage Zürcher AG', 'Oldtimer-Garage Brunner GmbH', 'Carrosserie & Garage Steiner AG']);
  const place = rng.pick(['8610 Uster', '3600 Thun', '9000 St. Gallen']);
  const date = dateIn(rng, 2020, 2026);
  const vat = vatCH(yearOf(date));
  const lines = billJobs(rng, JOBS_DE, 3, rng.pick([128, 145, 160]));
  const km = rng.int(30000, 160000);
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r05(net + tax);
  const chf = (n: number) => num(n, 'ch');
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, shop, { size: 13, bold: true })
    .down(12)
    .text(40, `${rng.pick(['Bahnhofstrasse', 'Gewerbestrasse', 'Seestrasse'])} ${rng.int(1, 40)}, ${place}`, { size: 8 });
  p.down(11).text(40, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`, { size: 8 });
  p.down(30).text(40, `Rechnung ${digits(rng, 6)}`, { size: 13, bold: true });
  p.down(15).text(
    40,
    `${place.slice(5)}, ${fd(date, 'de')} · ${rng.pick(CARS)} · Kontrollschild ${rng.pick(['ZH', 'BE', 'SG'])} ${rng.int(1000, 999999)} · km ${chf(km).slice(0, -3)}`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Bezeichnung', 'Menge', 'Preis CHF', 'Total CHF'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.text, `${num(l.qty, 'plain')} ${l.unit}`, chf(l.price), chf(l.amount)], { size: 8.5 });
    p.down(11.5);
  }
  p.down(6);
  for (const [k, v] of [
    ['Total Arbeit', labourOf(lines)],
    ['Total Material', partsOf(lines)],
    ['Total exkl. MWST', net],
    [`MWST ${vat} %`, tax],
    ['Rundung', r2(total - net - tax)],
    ['Total CHF', total],
  ] as [string, number][]) {
    p.text(360, k, { size: 9, bold: k === 'Total CHF' }).text(555, chf(v), { size: 9, bold: k === 'Total CHF', align: 'right' });
    p.down(12);
  }
  // The QR bill: receipt left, payment part right, under a dashed cut line.
  p.y = 560;
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', { size: 7, align: 'center' });
  const iban = IBAN_CH(rng);
  p.text(40, 'Empfangsschein', { y: 584, size: 11, bold: true });
  p.text(40, 'Konto / Zahlbar an', { y: 604, size: 6, bold: true }).text(40, iban, { y: 614, size: 8 }).text(40, shop, { y: 624, size: 8 });
  p.text(40, 'Währung   Betrag', { y: 700, size: 6, bold: true }).text(40, `CHF       ${chf(total)}`, { y: 712, size: 8 });
  p.text(200, 'Zahlteil', { y: 584, size: 11, bold: true });
  qr(p, rng, 200, 600, 130);
  p.text(350, 'Konto / Zahlbar an', { y: 604, size: 6, bold: true }).text(350, iban, { y: 614, size: 8 }).text(350, shop, { y: 624, size: 8 });
  p.text(350, 'Referenz', { y: 644, size: 6, bold: true }).text(
    350,
    `${digits(rng, 2)} ${digits(rng, 5)} ${digits(rng, 5)} ${digits(rng, 5)} ${digits(rng, 5)} ${digits(rng, 5)}`,
    { y: 654, size: 8 },
  );
  p.text(200, 'Währung   Betrag', { y: 750, size: 6, bold: true }).text(200, `CHF       ${chf(total)}`, { y: 762, size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** An Austrian workshop's bill with the § 57a inspection ("Pickerl") and the next one's month. */
export function pickerlRechnung(rng: Random): Generated {
  const shop = rng.pick(['Kfz-Technik Hinterleitner GmbH', 'Autohaus Pichler & Söhne', 'Werkstätte Gruber KG']);
  const date = dateIn(rng, 2010, 2025);
  const lines = billJobs(rng, JOBS_DE, 2, rng.pick([98, 112, 124]));
  const pickerl = rng.pick([59.9, 64.5, 72]);
  lines.unshift({ kind: 'labor', code: '57A', text: 'Wiederkehrende Begutachtung § 57a KFG', qty: 1, unit: 'Psch', price: pickerl, amount: pickerl });
  const net = allOf(lines);
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  const km = rng.int(50000, 220000);
  const next = `${date.slice(0, 7)}-01`;
  const nextYear = yearOf(date) + 2;
  const validUntil = `${nextYear}-${date.slice(5, 7)}-${String(new Date(Date.UTC(nextYear, Number(date.slice(5, 7)), 0)).getUTCDate())}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 13, bold: true })
    .down(12)
    .text(
      40,
      `${rng.pick(['4020 Linz', '5020 Salzburg', '8010 Graz'])} · ${rng.pick(['Wiener Straße', 'Landstraße', 'Industriezeile'])} ${rng.int(3, 99)} · UID ATU${digits(rng, 8)}`,
      { size: 8 },
    );
  p.down(34)
    .text(40, `RECHNUNG ${yearOf(date)}/${digits(rng, 5)}`, { size: 12, bold: true })
    .text(555, fd(date, 'de'), { size: 10, align: 'right' });
  p.down(16).text(
    40,
    `${rng.pick(CARS)}  Kennz. ${rng.pick(['L', 'S', 'G'])}-${rng.int(100, 999)} ${rng.pick(['AB', 'XK', 'HT'])}  FIN ${vin(rng)}  Km ${num(km, 'de').slice(0, -3)}`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 85 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art', 'Text', 'Menge', 'á', 'Betrag'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.kind === 'labor' ? 'AL' : 'ET', l.text, num(l.qty, 'de'), num(l.price, 'de'), num(l.amount, 'de')], { size: 8.5 });
    p.down(11.5);
  }
  p.down(8);
  for (const [k, v] of [
    ['Arbeitslohn', labourOf(lines)],
    ['Ersatzteile', partsOf(lines)],
    ['Summe netto', net],
    ['20 % USt.', tax],
    ['Gesamtbetrag EUR', total],
  ] as [string, number][]) {
    p.text(360, k, { size: 9 }).text(555, num(v, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(20);
  p.box(40, p.y - 10, 515, 40);
  p.text(48, `Begutachtung nach § 57a KFG durchgeführt am ${fd(date, 'de')}: Gutachten positiv, Plakette gelocht ${fd(next, 'de').slice(3)}.`, { size: 8.5 });
  p.down(13).text(48, `Nächste wiederkehrende Begutachtung fällig: ${fd(validUntil, 'de').slice(3)} (Toleranz bis vier Monate).`, { size: 8.5 });
  p.down(44);
  p.text(40, `Bankverbindung: ${IBAN_AT(rng)} · Zahlbar binnen 8 Tagen ohne Abzug`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
    inspectionValidUntil: validUntil,
  });
}

/** A restoration stage billed from the DMS: many lines in small print, numbered, with group subtotals. */
export function langeDmsRechnung(rng: Random): Generated {
  const shop = rng.pick(['Classic Center Weserbergland GmbH', 'Youngtimer-Werkstatt Rhein-Sieg GmbH', 'Restaurierung Feldmann GmbH']);
  const date = dateIn(rng, 2014, 2026);
  const vat = vatDE(yearOf(date));
  const lines = billJobs(rng, JOBS_DE, rng.int(7, 9), rng.pick([78, 88, 99]));
  const net = allOf(lines);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const km = rng.int(80000, 300000);
  const p = new PageBuilder();
  p.y = 36;
  p.text(40, shop, { size: 11, bold: true }).text(555, `Rechnung ${digits(rng, 7)} · ${fd(date, 'de')}`, { size: 9, align: 'right' });
  p.down(11).text(40, `Restaurierungsabschnitt ${rng.int(2, 5)} · ${rng.pick(CARS)} · km-Stand ${km} · Auftrag ${digits(rng, 6)}`, { size: 7.5 });
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 62 }, { x: 140 }, { x: 410, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Nr', 'Art.-/Arb.-Nr.', 'Bezeichnung', 'Menge', 'EP', 'GP'], { size: 7, bold: true });
  p.down(10);
  lines.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.code, l.text, `${num(l.qty, 'de')} ${l.unit}`, num(l.price, 'de'), num(l.amount, 'de')], { size: 7 });
    p.down(9.2);
  });
  p.down(8);
  for (const [k, v] of [
    ['Zwischensumme Arbeitslohn', labourOf(lines)],
    ['Zwischensumme Ersatzteile', partsOf(lines)],
    ['Nettosumme', net],
    [`MwSt. ${vat},00 %`, tax],
    ['Bruttosumme EUR', total],
  ] as [string, number][]) {
    p.text(330, k, { size: 8 }).text(555, num(v, 'de'), { size: 8, align: 'right' });
    p.down(10);
  }
  p.down(10).text(40, `Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer auf ${IBAN_DE(rng)}.`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** A tyre and air-con centre booked online: the booking's confirmation and the bill on one printout. */
export function reifenPortal(rng: Random): Generated {
  const shop = rng.pick(['Reifen-Center Oberhavel GmbH', 'Pneu & Klima Service Esslingen', 'ReifenPunkt Kassel GmbH']);
  const date = dateIn(rng, 2016, 2026);
  const vat = vatDE(yearOf(date));
  const tyre = rng.pick(['Vredestein Sprint Classic 185/70 R14', 'Michelin XWX 205/70 VR15', 'Pirelli Cinturato CN36 185/70 R15']);
  const tyrePrice = rng.pick([142.0, 189.5, 231.9]);
  const lines: Line[] = [
    { kind: 'part', code: '', text: tyre, qty: 4, unit: 'St', price: tyrePrice, amount: r2(4 * tyrePrice) },
    { kind: 'part', code: '', text: 'Gummiventil', qty: 4, unit: 'St', price: 3.5, amount: 14 },
    { kind: 'labor', code: '', text: 'Reifenmontage und Auswuchten', qty: 4, unit: 'St', price: 16.5, amount: 66 },
    { kind: 'fee', code: '', text: 'Altreifenentsorgung', qty: 4, unit: 'St', price: 3.9, amount: 15.6 },
  ];
  if (rng.chance(0.6)) lines.push({ kind: 'labor', code: '', text: 'Achsvermessung', qty: 1, unit: 'Psch', price: 79, amount: 79 });
  const total = r2(allOf(lines) * (1 + vat / 100));
  const km = rng.int(20000, 150000);
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, shop, { size: 12, bold: true }).down(12).text(40, 'gebucht über reifentermin-online.de', { size: 8 });
  p.down(26).text(40, 'Rechnung / Buchungsbestätigung', { size: 13, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Buchungs-ID', `${letters3(rng)}${digits(rng, 8)}`],
    ['Termin', `${fd(date, 'delong')}, ${rng.int(8, 16)}:30 Uhr`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Fahrzeug', `${rng.pick(CARS)} (${plateDE(rng, rng.pick(['OHV', 'ES', 'KS']))})`],
    ['km-Stand bei Annahme', `${km} km`],
  ] as [string, string][]) {
    p.text(40, `${k}:`, { size: 9 }).text(180, v, { size: 9 });
    p.down(12);
  }
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Artikel / Leistung', 'Anzahl', 'Preis netto', 'Summe netto'], { size: 8.5, bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.text, String(l.qty), eur(l.price), eur(l.amount)], { size: 8.5 });
    p.down(12);
  }
  p.down(6);
  for (const [k, v] of [
    ['Dienstleistungen netto', labourOf(lines)],
    ['Waren netto', partsOf(lines)],
    ['Entsorgung netto', 15.6],
    [`zzgl. ${vat} % USt.`, r2(total - allOf(lines))],
    ['Zu zahlen', total],
  ] as [string, number][]) {
    p.text(330, k, { size: 9, bold: k === 'Zu zahlen' }).text(555, eur(v), { size: 9, bold: k === 'Zu zahlen', align: 'right' });
    p.down(12);
  }
  p.down(14).text(40, `Bezahlt: EC-Karte am ${fd(date, 'de')}. Reifendruck nach 50 km prüfen, Radschrauben nach 50–100 km nachziehen.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
  });
}

/** A small classic workshop's bill typed in a word processor: work and material as free lists, sums at the foot. */
export function oldtimerWord(rng: Random): Generated {
  const owner = nameDE(rng);
  const shop = `Oldtimerwerkstatt ${owner.split(' ')[1]}`;
  const date = dateIn(rng, 2006, 2024);
  const vat = vatDE(yearOf(date));
  const lines = billJobs(rng, JOBS_DE, rng.int(2, 4), rng.pick([58, 65, 70]));
  const net = allOf(lines);
  const total = r2(net * (1 + vat / 100));
  const km = rng.int(40000, 190000);
  const months = rng.pick([12, 24]);
  const dist = rng.pick([5000, 7500, 10000]);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, shop, { size: 16, serif: true, align: 'center' });
  p.down(14).text(297, `Inh. ${owner} · Kfz-Meister · ${rng.pick(['Ahrweiler', 'Vechta', 'Bad Tölz'])}`, { size: 9, serif: true, align: 'center' });
  p.down(50).text(40, `Rechnung vom ${fd(date, 'delong')}`, { size: 11, serif: true, bold: true });
  p.down(16).text(40, `für Ihren ${rng.pick(CARS)}, Tachostand ${num(km, 'de').slice(0, -3)} km`, { size: 10, serif: true });
  p.down(26).text(40, 'Ausgeführte Arbeiten:', { size: 10, serif: true, bold: true });
  p.down(14);
  for (const l of lines.filter((x) => x.kind === 'labor')) {
    p.text(52, `- ${l.text}`, { size: 10, serif: true });
    p.down(13);
  }
  p.text(52, `Arbeitszeit ${num(sum(lines.filter((x) => x.kind === 'labor').map((x) => x.qty)), 'de')} Std. à ${eur(lines[0].price)}`, {
    size: 10,
    serif: true,
  }).text(540, eur(labourOf(lines)), { size: 10, serif: true, align: 'right' });
  p.down(24).text(40, 'Material:', { size: 10, serif: true, bold: true });
  p.down(14);
  for (const l of lines.filter((x) => x.kind === 'part')) {
    p.text(52, `${l.qty}x ${l.text}`, { size: 10, serif: true }).text(440, eur(l.amount), { size: 10, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(52, 'Material gesamt', { size: 10, serif: true }).text(540, eur(partsOf(lines)), { size: 10, serif: true, align: 'right' });
  p.down(22);
  p.text(300, 'Netto', { size: 10, serif: true }).text(540, eur(net), { size: 10, serif: true, align: 'right' });
  p.down(13)
    .text(300, `MwSt. ${vat} %`, { size: 10, serif: true })
    .text(540, eur(r2(total - net)), { size: 10, serif: true, align: 'right' });
  p.down(13).text(300, 'Rechnungsbetrag', { size: 10, serif: true, bold: true }).text(540, eur(total), { size: 10, serif: true, bold: true, align: 'right' });
  p.down(36);
  para(
    p,
    40,
    `Nächste Durchsicht in ${months} Monaten oder nach ${num(dist, 'de').slice(0, -3)} km, je nachdem was zuerst eintritt. Vielen Dank für Ihren Auftrag!`,
    90,
    { size: 10, serif: true, step: 13 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labourOf(lines),
    partsCost: partsOf(lines),
    totalCost: total,
    workPerformed: worksOf(lines),
    partsUsed: partsListOf(lines),
    serviceIntervalMonths: months,
    serviceIntervalDistance: dist,
  });
}
