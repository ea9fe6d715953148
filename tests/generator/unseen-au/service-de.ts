/** German and Austrian workshop invoices from workshop software, 2008–2026 (unseen-au). */
import { addDays, doc, fd, hline, num, r2, row, sum, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cityAT,
  cityDE,
  digits,
  grouped,
  ibanAT,
  ibanDE,
  jobs,
  kv,
  letters,
  mileage,
  PageBuilder,
  parts,
  personDE,
  phoneDE,
  plateAT,
  plateDE,
  stacked,
  streetDE,
  vin,
  upToNow,
} from './kit';

/** Workshop software PDF: logo line, "Rechnung erstellt am", Leistungszeitraum, one table, GiroCode caption. */
export function werkstattSoftwareRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Kfz-Technik Brandl GmbH', 'Autohaus Reiter & Sohn', 'Schuster Fahrzeugtechnik', 'KFZ Meisterbetrieb Vogt']).toUpperCase();
  const from = rng.date(2012, 2025);
  const to = addDays(from, rng.int(1, 4));
  const created = addDays(to, rng.int(0, 3));
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 4), rng.pick([98, 112, 124.5, 138]));
  const ps = parts(rng, 'de', rng.int(2, 5));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const vat = r2((net * vatDE(yearOf(created))) / 100);
  const total = r2(net + vat);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, `${streetDE(rng)} · ${cityDE(rng)} · Tel. ${phoneDE(rng)}`, { size: 7.5, y: 76 });
  p.y = 120;
  p.text(50, personDE(rng), { size: 10 });
  p.down(12).text(50, streetDE(rng), { size: 10 });
  p.down(12).text(50, cityDE(rng), { size: 10 });
  p.y = 200;
  p.text(50, `Rechnung Nr. RE-${yearOf(created)}-${digits(rng, 5)}`, { size: 14, bold: true });
  p.y = 225;
  kv(p, 50, 'Rechnung erstellt am', fd(created, 'de'), { gap: 110 });
  kv(p, 320, 'Kunden-Nr.', digits(rng, 6), { gap: 80 });
  p.down(13);
  kv(p, 50, 'Leistungszeitraum', `${fd(from, 'de')} – ${fd(to, 'de')}`, { gap: 110 });
  kv(p, 320, 'Kennzeichen', plateDE(rng), { gap: 80 });
  p.down(13);
  kv(p, 50, 'Fahrgestellnummer', vin(rng), { gap: 110 });
  kv(p, 320, 'Kilometerstand', `${grouped(km, '.')} km`, { gap: 80 });
  p.y = 290;
  const cols: Col[] = [{ x: 50 }, { x: 80 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  p.box(45, p.y - 11, 505, 15, true);
  row(p, cols, ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt €'], { bold: true });
  p.down(18);
  let i = 1;
  for (const j of js) {
    row(p, cols, [String(i++), j.text, `${num(j.hours, 'de')} Std.`, num(r2(j.amount / j.hours), 'de'), num(j.amount, 'de')]);
    p.down(13);
  }
  for (const x of ps) {
    row(p, cols, [String(i++), x.text, `${x.qty} Stk.`, num(x.unit, 'de'), num(x.amount, 'de')]);
    p.down(13);
  }
  hline(p, 300, 250, p.y - 4);
  p.down(10);
  const tot: Col[] = [{ x: 320 }, { x: 545, align: 'right' }];
  row(p, tot, ['Summe Arbeitslohn', num(labour, 'de')]);
  p.down(13);
  row(p, tot, ['Summe Teile', num(mat, 'de')]);
  p.down(13);
  row(p, tot, ['Nettobetrag', num(net, 'de')]);
  p.down(13);
  row(p, tot, [`zzgl. ${vatDE(yearOf(created))} % USt.`, num(vat, 'de')]);
  p.down(16);
  row(p, tot, ['Rechnungsbetrag', `${num(total, 'de')} €`], { bold: true, size: 11 });
  p.down(40);
  p.box(50, p.y - 10, 60, 60);
  p.text(80, 'QR', { size: 14, align: 'center', y: p.y + 25 });
  p.text(120, 'Jetzt bequem per GiroCode bezahlen: QR-Code mit Ihrer Banking-App scannen.', { size: 8.5 });
  p.text(120, `IBAN ${ibanDE(rng)} · BIC ${letters(rng, 4)}DE${letters(rng, 2)}XXX`, { size: 8.5, y: p.y + 13 });
  p.text(120, `Zahlbar bis ${fd(addDays(created, 14), 'de')} ohne Abzug.`, { size: 8.5, y: p.y + 26 });
  p.text(297, `Erstellt mit WerkstattPlanner · Seite 1 von 1 · USt-IdNr. DE${digits(rng, 9)}`, { size: 7, y: 810, align: 'center' });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: to,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** An e-invoice (XRechnung/ZUGFeRD) shown by a viewer: seller and buyer blocks, BT numbers beside the labels. */
export function xrechnungAnsicht(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Engel Automobile GmbH', 'Lindner Classic Cars GmbH', 'Werkstatt Huber e.K.']);
  const date = upToNow(rng, 2020);
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 3), rng.pick([105, 119, 132]));
  const ps = parts(rng, 'de', rng.int(2, 4));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  p.text(50, 'Rechnung (XRechnung 3.0 – Visualisierung)', { size: 13, bold: true });
  p.y = 90;
  p.box(50, 80, 240, 80);
  p.box(305, 80, 240, 80);
  p.text(58, 'Verkäufer (BG-4)', { size: 8, bold: true, y: 94 });
  p.text(58, shop, { size: 9.5, y: 108 });
  p.text(58, streetDE(rng), { size: 9, y: 120 });
  p.text(58, cityDE(rng), { size: 9, y: 132 });
  p.text(58, `USt-IdNr. (BT-31): DE${digits(rng, 9)}`, { size: 8, y: 148 });
  p.text(313, 'Käufer (BG-7)', { size: 8, bold: true, y: 94 });
  p.text(313, personDE(rng), { size: 9.5, y: 108 });
  p.text(313, streetDE(rng), { size: 9, y: 120 });
  p.text(313, cityDE(rng), { size: 9, y: 132 });
  p.text(313, `Käuferreferenz (BT-10): ${digits(rng, 2)}-${digits(rng, 6)}`, { size: 8, y: 148 });
  p.y = 185;
  const meta: [string, string][] = [
    ['Rechnungsnummer (BT-1)', `${digits(rng, 8)}`],
    ['Rechnungsdatum (BT-2)', fd(date, 'iso')],
    ['Leistungsdatum (BT-72)', fd(date, 'iso')],
    ['Auftragsreferenz (BT-13)', `WA-${digits(rng, 6)} / Km ${km}`],
    ['Zahlungsziel (BT-9)', fd(addDays(date, 10), 'iso')],
  ];
  for (const [l, v] of meta) {
    kv(p, 50, l, v, { gap: 150 });
    p.down(13);
  }
  p.down(10);
  p.text(50, 'Rechnungspositionen (BG-25)', { size: 9, bold: true });
  p.down(15);
  const cols: Col[] = [{ x: 50 }, { x: 75 }, { x: 350, align: 'right' }, { x: 385 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['ID', 'Artikelname (BT-153)', 'Menge', 'Einheit', 'Preis netto', 'Betrag netto'], { bold: true, size: 8 });
  p.down(13);
  let i = 1;
  for (const j of js) {
    row(p, cols, [String(i++), j.text, num(j.hours, 'de'), 'HUR', num(r2(j.amount / j.hours), 'de'), num(j.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  for (const x of ps) {
    row(p, cols, [String(i++), x.text, String(x.qty), 'H87', num(x.unit, 'de'), num(x.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.down(12);
  p.text(50, 'Aufschlüsselung (vom Verkäufer angegeben)', { size: 8.5, bold: true });
  p.down(13);
  kv(p, 50, 'davon Arbeitsleistung', `${num(labour, 'de')} EUR`, { gap: 150 });
  p.down(12);
  kv(p, 50, 'davon Material', `${num(mat, 'de')} EUR`, { gap: 150 });
  p.down(20);
  const tot: [string, number][] = [
    ['Summe Nettobeträge (BT-106)', net],
    ['Umsatzsteuer 19 % (BT-110)', vat],
    ['Gesamtbetrag brutto (BT-112)', total],
    ['Fälliger Betrag (BT-115)', total],
  ];
  for (const [l, v] of tot) {
    kv(p, 300, l, `${num(v, 'de')} EUR`, { gap: 160, bold: l.startsWith('Fällig') });
    p.down(13);
  }
  p.down(10);
  kv(p, 50, 'IBAN (BT-84)', ibanDE(rng), { gap: 150 });
  p.down(12);
  kv(p, 50, 'Verwendungszweck (BT-83)', `RE ${meta[0][1]}`, { gap: 150 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Austrian workshop: UID ATU, 20 % USt, "Leistungsdatum", KM-Stand in a grey strip, Arbeit and Material in two tables. */
export function oesterreichMeisterbetrieb(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['KFZ Pichler GmbH', 'Autowerkstatt Maier KG', 'Oldtimerwerkstatt Gruber']);
  const date = rng.date(2010, 2025);
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 4), rng.pick([89, 96, 108]));
  const ps = parts(rng, 'de', rng.int(2, 4));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  p.text(545, shop, { size: 15, bold: true, align: 'right' });
  p.text(545, `${streetDE(rng)}, ${cityAT(rng)}`, { size: 8, align: 'right', y: 78 });
  p.text(545, `UID: ATU${digits(rng, 8)} · FN ${digits(rng, 6)}${letters(rng, 1).toLowerCase()}`, { size: 8, align: 'right', y: 89 });
  p.y = 130;
  p.text(50, `Herrn ${personDE(rng)}`, { size: 10 });
  p.down(12).text(50, cityAT(rng), { size: 10 });
  p.y = 190;
  p.text(50, 'RECHNUNG', { size: 18, bold: true });
  p.text(545, `Nr. ${yearOf(date)}/${digits(rng, 4)}`, { size: 11, align: 'right' });
  p.y = 215;
  p.box(50, 205, 495, 30, true);
  p.text(58, `Leistungsdatum: ${fd(date, 'de')}`, { size: 9, y: 218 });
  p.text(230, `Kennzeichen: ${plateAT(rng)}`, { size: 9, y: 218 });
  p.text(390, `KM-Stand: ${grouped(km, '.')}`, { size: 9, y: 218 });
  p.text(58, `Rechnungsdatum: ${fd(date, 'de')}`, { size: 9, y: 230 });
  p.text(230, `FIN: ${vin(rng)}`, { size: 9, y: 230 });
  p.y = 265;
  p.text(50, 'Arbeitsleistungen', { size: 10, bold: true });
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  for (const j of js) {
    row(p, cols, [j.text, `${num(j.hours, 'de')} h`, `€ ${num(j.amount, 'de')}`]);
    p.down(13);
  }
  row(p, cols, ['', 'Summe Arbeit', `€ ${num(labour, 'de')}`], { bold: true });
  p.down(24);
  p.text(50, 'Material / Ersatzteile', { size: 10, bold: true });
  p.down(14);
  const pc: Col[] = [{ x: 50 }, { x: 130 }, { x: 360, align: 'right' }, { x: 440, align: 'right' }, { x: 545, align: 'right' }];
  for (const x of ps) {
    row(p, pc, [x.no, x.text, `${x.qty}x`, `€ ${num(x.unit, 'de')}`, `€ ${num(x.amount, 'de')}`]);
    p.down(13);
  }
  row(p, cols, ['', 'Summe Material', `€ ${num(mat, 'de')}`], { bold: true });
  p.down(26);
  const tot: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  row(p, tot, ['Netto', `€ ${num(net, 'de')}`]);
  p.down(13);
  row(p, tot, ['+ 20 % USt', `€ ${num(vat, 'de')}`]);
  p.down(15);
  p.box(325, p.y - 11, 225, 16, true);
  row(p, tot, ['Gesamtbetrag', `€ ${num(total, 'de')}`], { bold: true });
  p.down(40);
  p.text(50, `Bitte überweisen Sie den Betrag auf ${ibanAT(rng)} (BIC ${letters(rng, 4)}ATWW).`, { size: 8.5 });
  p.down(12).text(50, 'Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Franchised dealer's DMS invoice: jobs as headed blocks with their labour and parts under each, totals by kind. */
export function haendlerDmsAuftrag(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autohaus Kessler GmbH & Co. KG', 'Autozentrum Wagner GmbH', 'Autohaus am Ring GmbH']);
  const date = rng.date(2009, 2025);
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 3), 0, 0.1);
  const rate = rng.pick([14.9, 16.2, 17.8]); // per AW (1 AW = 6 min)
  const blocks = js.map((j) => {
    const aw = Math.round(j.hours * 10);
    const amt = r2(aw * rate);
    return { text: j.text, aw, amt, ps: parts(rng, 'de', rng.int(1, 2)) };
  });
  const seen = new Set<string>();
  for (const b of blocks) b.ps = b.ps.filter((x) => (seen.has(x.text) ? false : (seen.add(x.text), true)));
  const labour = sum(blocks.map((b) => b.amt));
  const mat = sum(blocks.flatMap((b) => b.ps.map((x) => x.amount)));
  const net = r2(labour + mat);
  const rateV = vatDE(yearOf(date));
  const vat = r2((net * rateV) / 100);
  const total = r2(net + vat);
  p.text(50, shop, { size: 13, bold: true });
  p.text(50, `Service · Teile · Verkauf — ${cityDE(rng)}`, { size: 8, y: 74 });
  p.y = 110;
  p.text(50, personDE(rng), { size: 9.5 }).down(11).text(50, streetDE(rng), { size: 9.5 }).down(11).text(50, cityDE(rng), { size: 9.5 });
  const meta: [string, string][] = [
    ['Rechnung', `${digits(rng, 7)}`],
    ['Datum', fd(date, 'de2')],
    ['Auftrag', `${digits(rng, 6)}`],
    ['Annahme', `${fd(date, 'de2')} ${rng.int(7, 10)}:${rng.pick(['00', '15', '30', '45'])}`],
    ['Serviceberater', rng.pick(['Hr. Vogt', 'Fr. Engel', 'Hr. Reiter'])],
  ];
  let y = 110;
  for (const [l, v] of meta) {
    kv(p, 370, l, v, { gap: 75, y });
    y += 12;
  }
  p.y = 190;
  p.box(50, 180, 495, 28);
  p.text(56, 'Amtl. Kennz.', { size: 7, y: 190 });
  p.text(56, plateDE(rng), { size: 9, y: 202 });
  p.text(150, 'Fahrzeug-Ident.-Nr.', { size: 7, y: 190 });
  p.text(150, vin(rng), { size: 9, y: 202 });
  p.text(310, 'Erstzulassung', { size: 7, y: 190 });
  p.text(310, fd(rng.date(1985, 2015), 'de'), { size: 9, y: 202 });
  p.text(420, 'km-Stand', { size: 7, y: 190 });
  p.text(420, grouped(km, '.'), { size: 9, y: 202 });
  p.y = 232;
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Arbeits-/Teile-Nr.', 'Bezeichnung', 'AW/Menge', 'Preis', 'Betrag EUR'], { bold: true, size: 8 });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  blocks.forEach((b, k) => {
    p.text(50, `${String(k + 1).padStart(2, '0')}  ${b.text}`, { size: 9, bold: true });
    p.down(12);
    row(p, cols, [`${digits(rng, 4)} ${digits(rng, 2)} ${digits(rng, 2)}`, 'Arbeitswerte', `${b.aw} AW`, num(rate, 'de'), num(b.amt, 'de')]);
    p.down(12);
    for (const x of b.ps) {
      row(p, cols, [x.no, x.text, num(x.qty, 'de'), num(x.unit, 'de'), num(x.amount, 'de')]);
      p.down(12);
    }
    p.down(4);
  });
  p.down(8);
  hline(p, 50, 495, p.y - 8);
  const tc: Col[] = [{ x: 50 }, { x: 150, align: 'right' }, { x: 200 }, { x: 300, align: 'right' }, { x: 370 }, { x: 545, align: 'right' }];
  row(p, tc, ['Lohn', num(labour, 'de'), 'Teile', num(mat, 'de'), 'Summe netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, ['', '', '', '', `MwSt ${rateV},0 %`, num(vat, 'de')]);
  p.down(15);
  row(p, tc, ['', '', '', '', 'Endbetrag EUR', num(total, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(50, `Nächster Service: ${fd(addDays(date, 365), 'de')} oder bei ${grouped(km + 15000, '.')} km, je nachdem was zuerst eintritt.`, { size: 8 });
  p.down(12).text(50, 'Betrag dankend per EC-Karte erhalten.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: blocks.map((b) => b.text),
    partsUsed: blocks.flatMap((b) => b.ps.map((x) => x.text)),
  });
}

/** Tyre service with storage: app-like layout, cards of label-above-value, Einlagerung as a service line. */
export function reifenServiceApp(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Reifen Hofmann', 'Reifendienst Schuster GmbH', 'Pneu-Center Lindner']);
  const date = upToNow(rng, 2014);
  const km = mileage(rng);
  const js = [
    { text: 'Räderwechsel Sommer/Winter', amount: rng.pick([39, 45, 49.9]) },
    { text: 'Auswuchten 4 Räder', amount: rng.pick([32, 36, 40]) },
    { text: 'Einlagerung Räder 1 Saison', amount: rng.pick([49, 59, 69]) },
  ];
  const tyre = rng.pick(['Continental WinterContact TS 870 205/55 R16 91H', 'Michelin Alpin 6 195/65 R15 91T', 'Pirelli Cinturato P7 205/60 R16 92V']);
  const ps = [
    { text: tyre, qty: 4, unit: r2(rng.int(89, 149) + 0.9) },
    { text: 'Ventil RDKS-Service-Kit', qty: 4, unit: 6.9 },
    { text: 'Altreifenentsorgung', qty: 4, unit: 3.5 },
  ].map((x) => ({ ...x, amount: r2(x.qty * x.unit) }));
  const labourG = sum(js.map((j) => j.amount));
  const matG = sum(ps.map((x) => x.amount));
  const total = r2(labourG + matG);
  const vat = r2(total - total / 1.19);
  p.text(297, shop, { size: 17, bold: true, align: 'center' });
  p.text(297, 'Ihr Termin – online gebucht', { size: 9, align: 'center', y: 80 });
  p.y = 115;
  stacked(p, 50, 'BELEG-NR.', `${letters(rng, 2)}${digits(rng, 7)}`);
  stacked(p, 200, 'DATUM', fd(date, 'delong'));
  stacked(p, 380, 'KENNZEICHEN', plateDE(rng));
  p.y = 150;
  stacked(p, 50, 'KILOMETERSTAND', `${km} km`);
  stacked(p, 200, 'EINLAGERUNGS-NR.', `E-${digits(rng, 5)}`);
  stacked(p, 380, 'REGAL', `${letters(rng, 1)}-${rng.int(1, 40)}`);
  p.y = 200;
  p.text(50, 'Leistungen', { size: 11, bold: true });
  p.down(15);
  for (const j of js) {
    p.text(50, j.text, { size: 9.5 });
    p.text(545, `${num(j.amount, 'de')} €`, { size: 9.5, align: 'right' });
    p.down(14);
  }
  p.text(545, `Leistungen gesamt ${num(labourG, 'de')} €`, { size: 9, align: 'right', bold: true });
  p.down(24);
  p.text(50, 'Artikel', { size: 11, bold: true });
  p.down(15);
  for (const x of ps) {
    p.text(50, `${x.qty} × ${x.text}`, { size: 9.5 });
    p.text(400, `à ${num(x.unit, 'de')} €`, { size: 9.5, align: 'right' });
    p.text(545, `${num(x.amount, 'de')} €`, { size: 9.5, align: 'right' });
    p.down(14);
  }
  p.text(545, `Artikel gesamt ${num(matG, 'de')} €`, { size: 9, align: 'right', bold: true });
  p.down(28);
  p.box(300, p.y - 14, 245, 22, true);
  p.text(310, 'Gesamt (inkl. MwSt.)', { size: 11, bold: true });
  p.text(540, `${num(total, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(20);
  p.text(540, `enthaltene MwSt. 19 %: ${num(vat, 'de')} €`, { size: 8, align: 'right' });
  p.down(30);
  p.text(50, `Bezahlt mit ${rng.pick(['Apple Pay', 'girocard', 'PayPal'])} am ${fd(date, 'de')}. Alle Preise inkl. MwSt.`, { size: 8.5 });
  p.down(12).text(50, 'Bitte Radschrauben nach 50 km nachziehen lassen.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labourG,
    partsCost: matG,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Body and paint shop: Karosserie, Lackierung, Lackmaterial; labour in hours per trade, a Fremdleistung line. */
export function karosserieLack(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Karosserie & Lack Reiter GmbH', 'Lackierzentrum Vogt', 'Karosseriebau Engel']);
  const date = rng.date(2011, 2025);
  const km = mileage(rng);
  const rK = rng.pick([72, 78, 85]);
  const rL = rng.pick([76, 82, 89]);
  const hK = rng.int(4, 18) / 2;
  const hL = rng.int(4, 14) / 2;
  const js = [
    {
      text: `Karosseriearbeiten ${rng.pick(['Kotflügel vorn links instand setzen', 'Schweller rechts erneuern', 'Tür hinten rechts ausbeulen'])}`,
      hours: hK,
      rate: rK,
    },
    { text: 'Lackierarbeiten inkl. Beilackierung angrenzender Teile', hours: hL, rate: rL },
  ].map((j) => ({ ...j, amount: r2(j.hours * j.rate) }));
  const ps = [
    { text: 'Lackmaterial nach Verbrauch', amount: r2(rng.int(180, 520) + rng.int(0, 99) / 100) },
    { text: 'Kleinmaterial, Abdeckmaterial', amount: r2(rng.int(20, 60) + 0.5) },
    { text: rng.pick(['Kotflügelhalter', 'Schwellerblech Reparaturblech', 'Türdichtung']), amount: r2(rng.int(30, 160) + 0.9) },
  ];
  const fremd = r2(rng.int(60, 180));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat + fremd);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  p.text(50, shop, { size: 14, bold: true });
  p.text(545, 'Mitglied der Lackierer-Innung', { size: 7.5, align: 'right', y: 60 });
  p.text(
    50,
    `${streetDE(rng)} | ${cityDE(rng)} | ${phoneDE(rng)} | info@${shop
      .split(' ')[0]
      .toLowerCase()
      .replace(/[^a-z]/g, '')}-lack.de`,
    { size: 7.5, y: 75 },
  );
  hline(p, 50, 495, 82);
  p.y = 120;
  p.text(50, `${personDE(rng)}, ${streetDE(rng)}, ${cityDE(rng)}`, { size: 9.5 });
  p.y = 160;
  p.text(50, `Rechnung ${digits(rng, 5)} vom ${fd(date, 'delong')}`, { size: 12, bold: true });
  p.down(18);
  p.text(50, `Fahrzeug: ${plateDE(rng)} · FIN ${vin(rng)} · Laufleistung ${grouped(km, '.')} km · Schaden-Nr. ${digits(rng, 4)}/${digits(rng, 2)}`, {
    size: 8.5,
  });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Leistung', 'Std.', 'Satz', 'EUR'], { bold: true });
  p.down(13);
  for (const j of js) {
    row(p, cols, [j.text, num(j.hours, 'de'), num(j.rate, 'de'), num(j.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Lohnkosten gesamt', '', '', num(labour, 'de')], { bold: true });
  p.down(20);
  for (const x of ps) {
    row(p, cols, [x.text, '', '', num(x.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Materialkosten gesamt', '', '', num(mat, 'de')], { bold: true });
  p.down(20);
  row(p, cols, ['Fremdleistung: Vermessung Partnerbetrieb', '', '', num(fremd, 'de')]);
  p.down(24);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  row(p, tc, ['Zwischensumme netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, ['19 % MwSt.', num(vat, 'de')]);
  p.down(15);
  row(p, tc, ['Zu zahlen', `${num(total, 'de')} EUR`], { bold: true, size: 11 });
  p.down(36);
  p.text(50, 'Wir gewähren auf Lackierarbeiten 3 Jahre Garantie gemäß unseren AGB.', { size: 8 });
  p.down(11).text(50, `Bankverbindung: ${ibanDE(rng)} · Steuer-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Classic-car specialist's e-mailed PDF: the work as prose paragraphs, then a parts table; labour as hours × rate. */
export function oldtimerSpezialistPdf(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Klassikwerk Huber', 'Oldtimer-Manufaktur Brandl', 'Youngtimer Service Kessler']);
  const date = upToNow(rng, 2015);
  const km = rng.int(20, 190) * 1000 + rng.int(0, 999);
  const hours = rng.int(12, 60) / 2;
  const rate = rng.pick([85, 95, 110]);
  const labour = r2(hours * rate);
  const works = rng.some(
    [
      'Vergaser zerlegt, gereinigt und neu abgedichtet',
      'Zündung eingestellt und Zündverteiler überholt',
      'Bremsanlage komplett überholt, Leitungen neu',
      'Kühlsystem gespült, Thermostat erneuert',
      'Ventilspiel eingestellt',
    ],
    3,
  );
  const ps = parts(rng, 'de', rng.int(3, 5), 1.3);
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  p.text(50, shop, { size: 20, serif: true });
  p.text(50, 'Restaurierung · Wartung · Gutachtenvorbereitung', { size: 8, y: 80 });
  p.text(545, fd(date, 'delong'), { size: 9, align: 'right', y: 120 });
  p.y = 120;
  p.text(50, `Sehr geehrte/r ${personDE(rng)},`, { size: 9.5 });
  p.down(18);
  p.text(
    50,
    `Rechnung Nr. ${yearOf(date)}${digits(rng, 3)} – ${rng.pick(['Mercedes-Benz 280 SL', 'Porsche 911 SC', 'BMW 2002 tii', 'VW Käfer 1303'])}, ${plateDE(rng, true)}, ${grouped(km, '.')} km`,
    { size: 10, bold: true },
  );
  p.down(18);
  p.text(50, 'Durchgeführte Arbeiten:', { size: 9.5, bold: true });
  p.down(14);
  for (const w of works) {
    p.text(60, `– ${w}`, { size: 9.5 });
    p.down(13);
  }
  p.down(4);
  p.text(50, `Arbeitszeit gesamt ${num(hours, 'de')} Std. à ${num(rate, 'de')} € = ${num(labour, 'de')} €`, { size: 9.5 });
  p.down(22);
  const cols: Col[] = [{ x: 50 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Verwendete Teile', 'Anz.', 'Stückpreis', 'Summe'], { bold: true });
  p.down(13);
  for (const x of ps) {
    row(p, cols, [x.text, String(x.qty), num(x.unit, 'de'), num(x.amount, 'de')]);
    p.down(13);
  }
  row(p, cols, ['Teile gesamt', '', '', num(mat, 'de')], { bold: true });
  p.down(24);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  row(p, tc, ['Arbeitslohn', num(labour, 'de')]);
  p.down(13);
  row(p, tc, ['Teile', num(mat, 'de')]);
  p.down(13);
  row(p, tc, ['netto', num(net, 'de')]);
  p.down(13);
  row(p, tc, ['MwSt. 19 %', num(vat, 'de')]);
  p.down(15);
  row(p, tc, ['Gesamtsumme', `${num(total, 'de')} €`], { bold: true });
  p.down(34);
  p.text(50, `Zahlung per Überweisung oder PayPal (Link in der E-Mail). Verwendungszweck: Rechnung ${yearOf(date)}.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: works,
    partsUsed: ps.map((x) => x.text),
  });
}

/** Chain workshop: a compact two-column header, article numbers first, Typ L/T per line, totals in a boxed grid. */
export function kettenWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autoservice Schnell Filiale 0' + rng.int(100, 899), 'Meisterhaft Autoservice Filiale ' + rng.int(10, 99)]);
  const date = rng.date(2010, 2025);
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 3), 0, 0.1).map((j) => ({ ...j, amount: r2(rng.int(29, 189) + 0.99) }));
  const ps = parts(rng, 'de', rng.int(2, 4));
  const labourG = sum(js.map((j) => j.amount));
  const matG = sum(ps.map((x) => x.amount));
  const total = r2(labourG + matG);
  const rateV = vatDE(yearOf(date));
  const netT = r2(total / (1 + rateV / 100));
  p.text(50, shop, { size: 12, bold: true });
  p.text(50, `${streetDE(rng)}, ${cityDE(rng)} · Öffnungszeiten Mo–Sa 8–19 Uhr`, { size: 7.5, y: 73 });
  p.y = 105;
  p.text(50, 'Rechnung / Werkstattauftrag', { size: 13, bold: true });
  p.y = 130;
  const left: [string, string][] = [
    ['Belegnr.', `${digits(rng, 10)}`],
    ['Belegdatum', fd(date, 'dedash')],
    ['Kasse', `${rng.int(1, 4)}`],
  ];
  const right: [string, string][] = [
    ['Kennzeichen', plateDE(rng)],
    ['km-Stand', String(km)],
    ['Fzg.', rng.pick(['Golf IV 1.6', 'Astra H 1.8', 'C-Klasse W203', 'Fiesta 1.25'])],
  ];
  left.forEach(([l, v], k) => kv(p, 50, l, v, { gap: 70, y: 130 + k * 12 }));
  right.forEach(([l, v], k) => kv(p, 320, l, v, { gap: 75, y: 130 + k * 12 }));
  p.y = 185;
  const cols: Col[] = [{ x: 50 }, { x: 120 }, { x: 140 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Art.-Nr.', 'Typ', 'Bezeichnung', 'Menge', 'Preis', 'Betrag'], { bold: true, size: 8.5 });
  p.down(13);
  for (const j of js) {
    row(p, cols, [`${digits(rng, 6)}`, 'L', j.text, '1', num(j.amount, 'de'), num(j.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  for (const x of ps) {
    row(p, cols, [x.no.replace(/-/g, ''), 'T', x.text, String(x.qty), num(x.unit, 'de'), num(x.amount, 'de')], { size: 8.5 });
    p.down(12);
  }
  p.down(14);
  p.box(300, p.y - 12, 245, 64);
  const tc: Col[] = [{ x: 308 }, { x: 538, align: 'right' }];
  row(p, tc, ['Summe Lohn (L)', num(labourG, 'de')]);
  p.down(13);
  row(p, tc, ['Summe Teile (T)', num(matG, 'de')]);
  p.down(13);
  row(p, tc, ['Gesamt EUR inkl. MwSt.', num(total, 'de')], { bold: true });
  p.down(13);
  row(p, tc, [`Netto ${num(netT, 'de')} · MwSt ${rateV} % ${num(r2(total - netT), 'de')}`, ''], { size: 7.5 });
  p.down(40);
  p.text(50, 'Gegeben: girocard. Vielen Dank für Ihren Besuch! Bewerten Sie uns online.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labourG,
    partsCost: matG,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Austrian "Pickerl" workshop: §57a inspection plus repairs, amounts in a right-hand column, labels after colon. */
export function pickerlWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autohaus Gruber GmbH', 'KFZ-Technik Wimmer', 'Werkstatt Pichler & Co']);
  const date = rng.date(2012, 2025);
  const km = mileage(rng);
  const pick = r2(rng.pick([59, 65, 72.5]));
  const js = [{ text: 'Wiederkehrende Begutachtung §57a KFG', hours: 1, amount: pick }, ...jobs(rng, 'de', rng.int(1, 3), rng.pick([92, 104]))];
  const ps = parts(rng, 'de', rng.int(1, 3));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  p.text(50, shop, { size: 16, bold: true });
  p.text(50, `${cityAT(rng)} · Ermächtigte Prüfstelle nach §57a KFG`, { size: 8, y: 76 });
  p.y = 115;
  p.text(350, 'Rechnung', { size: 14, bold: true });
  p.down(16);
  for (const [l, v] of [
    ['Rechnungs-Nr.:', `${digits(rng, 6)}`],
    ['Datum:', fd(date, 'de')],
    ['Kennzeichen:', plateAT(rng)],
    ['Kilometerstand:', `${grouped(km, '.')} km`],
    ['Begutachtungsplakette:', `${String(rng.int(1, 12)).padStart(2, '0')}/${yearOf(date) + 1}`],
  ] as [string, string][]) {
    kv(p, 350, l, v, { gap: 100 });
    p.down(12);
  }
  p.y = 120;
  p.text(50, personDE(rng), { size: 10 }).down(12).text(50, cityAT(rng), { size: 10 });
  p.y = 225;
  hline(p, 50, 495, 215);
  for (const j of js) {
    p.text(50, j.text, { size: 9.5 });
    p.text(545, num(j.amount, 'de'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Arbeit gesamt:', { size: 9, bold: true });
  p.text(545, num(labour, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  for (const x of ps) {
    p.text(50, `${x.text} (${x.qty} Stk)`, { size: 9.5 });
    p.text(545, num(x.amount, 'de'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(380, 'Teile gesamt:', { size: 9, bold: true });
  p.text(545, num(mat, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  hline(p, 300, 245, p.y - 8);
  for (const [l, v, b] of [
    ['Summe netto:', net, false],
    ['USt 20 %:', vat, false],
    ['Summe brutto EUR:', total, true],
  ] as [string, number, boolean][]) {
    p.text(380, l, { size: 9.5, bold: b });
    p.text(545, num(v, 'de'), { size: 9.5, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(24);
  p.text(50, `Zahlbar sofort. ${ibanAT(rng)} · UID ATU${digits(rng, 8)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}

/** Bosch-Car-Service-like "Kostenübersicht": three boxes Lohn / Material / Fremdleistung, lines below. */
export function kostenuebersichtBoxen(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Kfz-Service Lindner', 'Autotechnik Maier GmbH', 'Meisterwerkstatt Wagner']);
  const date = upToNow(rng, 2016);
  const done = addDays(date, -rng.int(0, 2));
  const km = mileage(rng);
  const js = jobs(rng, 'de', rng.int(2, 4), rng.pick([99, 115, 128]));
  const ps = parts(rng, 'de', rng.int(2, 4));
  const entsorgung = r2(rng.pick([4.5, 6.9, 9.5]));
  const labour = sum(js.map((j) => j.amount));
  const mat = sum(ps.map((x) => x.amount));
  const net = r2(labour + mat + entsorgung);
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  p.text(50, shop, { size: 14, bold: true });
  p.text(545, `Rechnung ${digits(rng, 6)}`, { size: 11, bold: true, align: 'right' });
  p.text(545, `erstellt am ${fd(date, 'de')}`, { size: 8.5, align: 'right', y: 74 });
  p.text(545, `Fertigstellung ${fd(done, 'de')}`, { size: 8.5, align: 'right', y: 86 });
  p.text(50, `${personDE(rng)} · ${plateDE(rng)} · ${km} km`, { size: 9, y: 110 });
  p.y = 130;
  const box = (x: number, label: string, v: number) => {
    p.box(x, 130, 150, 44, true);
    p.text(x + 8, label, { size: 8, y: 145 });
    p.text(x + 142, `${num(v, 'de')} €`, { size: 13, bold: true, align: 'right', y: 166 });
  };
  box(50, 'Lohn', labour);
  box(222, 'Material', mat);
  box(395, 'Gesamt inkl. MwSt.', total);
  p.y = 200;
  p.text(50, 'Arbeiten', { size: 10, bold: true });
  p.down(14);
  for (const j of js) {
    p.text(60, j.text, { size: 9 });
    p.text(420, `${num(j.hours, 'de')} h`, { size: 9, align: 'right' });
    p.text(545, num(j.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(10);
  p.text(50, 'Material', { size: 10, bold: true });
  p.down(14);
  for (const x of ps) {
    p.text(60, x.text, { size: 9 });
    p.text(420, `${x.qty} St.`, { size: 9, align: 'right' });
    p.text(545, num(x.amount, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  p.text(50, 'Sonstiges', { size: 10, bold: true });
  p.down(14);
  p.text(60, 'Altöl-/Altteileentsorgung', { size: 9 });
  p.text(545, num(entsorgung, 'de'), { size: 9, align: 'right' });
  p.down(24);
  for (const [l, v] of [
    ['Nettobetrag', net],
    ['USt. 19 %', vat],
    ['Bruttobetrag', total],
  ] as [string, number][]) {
    kv(p, 360, l, num(v, 'de'), { gap: 120, bold: l === 'Bruttobetrag' });
    p.down(12);
  }
  p.down(24);
  p.text(50, `Zahlungslink: pay.werkstatt-online.de/${letters(rng, 3).toLowerCase()}${digits(rng, 6)} · Referenz ${digits(rng, 10)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: done,
    serviceMileage: km,
    laborCost: labour,
    partsCost: mat,
    totalCost: total,
    workPerformed: js.map((j) => j.text),
    partsUsed: ps.map((x) => x.text),
  });
}
