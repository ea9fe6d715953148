/**
 * German and Austrian workshop bills where several sums compete: DM and euro side by side (DM payable, then euro
 * payable with DM for information), schilling and euro, the maker's goodwill share set against the customer's, warranty
 * work at no charge beside paid work, a deposit, a settlement discount offered, a credit note set off, interim payments
 * deducted from a final restoration bill. totalCost is always the gross price the customer pays for this bill's work
 * in the currency the page says is payable: after discounts and the maker's or warranty share, before money already
 * paid (deposit, credit note, interim payments) is set against it, and without a settlement discount not yet taken.
 */
import { addDays, doc, fd, hline, num, r2, row, sum, vatDE, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  ATS,
  DEM,
  DE_PLATE,
  DE_TOWNS,
  AT_TOWNS,
  JOBS_DE,
  PARTS_DE,
  STREETS_DE,
  digits,
  drawParts,
  lv,
  newPage,
  personDE,
  sumLine,
  sum2,
  thou,
  vin,
} from './kit';

/** Autohaus (Opel) 1999–2001: DM column and EUR column, DM payable. */
export function opelDmEuro(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `Autohaus ${rng.pick(['Brüggemann', 'Tiedemann', 'Kruse'])} GmbH`;
  const date = rng.date(1999, 2001);
  const km = rng.int(40000, 190000);
  p.text(40, shop, { size: 16, bold: true });
  p.text(555, 'Opel-Vertragshändler', { size: 10, align: 'right' });
  p.down(14);
  p.text(40, `${rng.pick(STREETS_DE)} ${rng.int(2, 80)} · ${zip} ${town} · Tel. 0${rng.int(200, 999)} / ${digits(rng, 6)}`, { size: 8 });
  p.down(40);
  p.text(40, `Herrn ${personDE(rng)}`, { size: 10 });
  p.down(12);
  p.text(40, `${rng.pick(STREETS_DE)} ${rng.int(1, 60)}`, { size: 10 });
  p.down(12);
  p.text(40, `${zip} ${town}`, { size: 10 });
  p.y = 200;
  p.text(40, `RECHNUNG Nr. ${rng.int(100000, 399999)}`, { size: 13, bold: true });
  p.down(20);
  lv(p, 40, 'Rechnungsdatum:', fd(date, 'de'), 130);
  lv(p, 300, 'Kennzeichen:', DE_PLATE(rng, code), 380);
  p.down(12);
  lv(p, 40, 'Auftrag Nr.:', String(rng.int(10000, 99999)), 130);
  lv(p, 300, 'km-Stand:', thou(km, '.'), 380);
  p.down(12);
  lv(p, 40, 'Typ:', rng.pick(['Omega B 2.0', 'Vectra B 1.8', 'Astra F Caravan', 'Corsa B 1.2']), 130);
  lv(p, 300, 'Fz.-Ident-Nr.:', vin(rng, 'W0L'), 380);
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 380, align: 'right' }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos', 'Bezeichnung', 'Menge/AW', 'Einzel DM', 'Betrag DM'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  const labour = jobs.map(() => {
    const aw = rng.int(4, 30);
    return { aw, total: r2(aw * 11.8) };
  });
  let pos = 1;
  jobs.forEach((j, i) => {
    row(p, cols, [String(pos++), j, `${labour[i].aw} AW`, '11,80', num(labour[i].total, 'de')]);
    p.down(12);
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 4), 2);
  for (const pt of parts) {
    row(p, cols, [String(pos++), pt.text, String(pt.qty), num(pt.unit, 'de'), num(pt.total, 'de')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour.map((l) => l.total));
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * 16) / 100);
  const gross = r2(net + vat);
  const e = (x: number) => num(r2(x / DEM), 'de');
  p.text(470, 'DM', { size: 9, bold: true, align: 'right' });
  p.text(555, 'EUR', { size: 9, bold: true, align: 'right' });
  p.down(13);
  sum2(p, 280, 'Summe Arbeitslohn', num(lab, 'de'), 470, e(lab), 555);
  sum2(p, 280, 'Summe Teile', num(prt, 'de'), 470, e(prt), 555);
  sum2(p, 280, 'Nettobetrag', num(net, 'de'), 470, e(net), 555);
  sum2(p, 280, '16 % MwSt.', num(vat, 'de'), 470, e(vat), 555);
  p.box(275, p.y - 10, 285, 15, true);
  sum2(p, 280, 'Rechnungsbetrag', num(gross, 'de'), 470, e(gross), 555, { bold: true });
  p.down(14);
  p.text(40, 'Zahlbar in DM sofort ohne Abzug. Der Euro-Betrag dient nur zur Information (1 EUR = 1,95583 DM).', { size: 8 });
  p.down(11);
  p.text(40, `Nächste Inspektion bei ${thou(km + 15000, '.')} km oder spätestens ${fd(`${yearOf(date) + 1}${date.slice(4)}`, 'de')}.`, { size: 8 });
  p.y = 800;
  p.text(
    40,
    `Sparkasse ${town} · BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} · Kto. ${digits(rng, 9)} · St.-Nr. ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Mercedes-Benz agent 2001–2002: euro payable, DM printed "nachrichtlich"; header fields in boxes with labels above. */
export function mercedesEuroDm(rng: Random): Generated {
  const p = newPage(46);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const owner = rng.pick(['Wendling', 'Oberländer', 'Pfeiffer']);
  const shop = `${owner} Automobile GmbH & Co. KG`;
  const date =
    rng.pick(['2001', '2002']) === '2001'
      ? `2001-${rng.pick(['09', '10', '11', '12'])}-${String(rng.int(1, 28)).padStart(2, '0')}`
      : `2002-0${rng.int(1, 6)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const km = rng.int(30000, 260000);
  p.text(555, shop, { size: 12, bold: true, align: 'right' });
  p.down(12);
  p.text(555, 'Autorisierter Mercedes-Benz Service und Vermittlung', { size: 8, align: 'right' });
  p.down(10);
  p.text(555, `${rng.pick(STREETS_DE)} ${rng.int(3, 120)}, ${zip} ${town}`, { size: 8, align: 'right' });
  p.down(46);
  p.text(40, 'Werkstattrechnung', { size: 15, bold: true });
  p.down(16);
  const fields: [string, string][] = [
    ['Rechnungs-Nr.', `${rng.int(2, 9)}${digits(rng, 6)}`],
    ['Datum', fd(date, 'de2')],
    ['Kunden-Nr.', digits(rng, 6)],
    ['Amtl. Kennzeichen', DE_PLATE(rng, code)],
    ['km-Stand', thou(km, '.')],
  ];
  fields.forEach(([l, v], i) => {
    const x = 40 + i * 103;
    p.box(x, p.y, 100, 28);
    p.text(x + 4, l, { size: 7, y: p.y + 9 });
    p.text(x + 4, v, { size: 10, y: p.y + 22 });
  });
  p.down(44);
  p.text(40, `Fahrzeug: ${rng.pick(['E 220 CDI', 'C 180 T', 'S 320', 'SLK 200 Kompressor', 'A 160'])}   FIN ${vin(rng, 'WDB')}`, { size: 9 });
  p.down(20);
  const jobs = rng.some(JOBS_DE, rng.int(2, 4));
  p.text(40, 'Arbeitspositionen', { size: 10, bold: true });
  p.down(13);
  const rate = 9.9;
  const labour = jobs.map((j) => {
    const zeit = rng.int(3, 24);
    const t = r2(zeit * rate);
    p.text(40, `${digits(rng, 2)}-${digits(rng, 4)}`, { size: 8.5 });
    p.text(100, j, { size: 8.5 });
    p.text(440, `${zeit} ZE`, { size: 8.5, align: 'right' });
    p.text(555, num(t, 'de'), { size: 8.5, align: 'right' });
    p.down(12);
    return t;
  });
  const lab = sum(labour);
  p.text(440, 'Summe Arbeitslohn', { size: 9, align: 'right', bold: true });
  p.text(555, num(lab, 'de'), { size: 9, align: 'right', bold: true });
  p.down(20);
  p.text(40, 'Ersatzteile', { size: 10, bold: true });
  p.down(13);
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 4));
  for (const pt of parts) {
    p.text(40, `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, { size: 8.5 });
    p.text(150, pt.text, { size: 8.5 });
    p.text(360, String(pt.qty), { size: 8.5, align: 'right' });
    p.text(440, num(pt.unit, 'de'), { size: 8.5, align: 'right' });
    p.text(555, num(pt.total, 'de'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((x) => x.total));
  p.text(440, 'Summe Ersatzteile', { size: 9, align: 'right', bold: true });
  p.text(555, num(prt, 'de'), { size: 9, align: 'right', bold: true });
  p.down(24);
  const net = r2(lab + prt);
  const vat = r2(net * 0.16);
  const gross = r2(net + vat);
  hline(p, 330, 225, p.y - 10);
  sumLine(p, 335, 'Warenwert netto EUR', num(net, 'de'), 555);
  sumLine(p, 335, '+ 16 % Mehrwertsteuer EUR', num(vat, 'de'), 555);
  sumLine(p, 335, 'Gesamtbetrag EUR', num(gross, 'de'), 555, { bold: true, size: 11, step: 15 });
  p.text(335, `nachrichtlich DM ${num(r2(gross * DEM), 'de')}`, { size: 8 });
  p.down(30);
  p.text(40, 'Die Rechnung ist in EUR zu begleichen. Der DM-Betrag ist nicht zahlungswirksam.', { size: 8 });
  p.y = 805;
  p.text(40, `Sitz ${town} · HRA ${rng.int(1000, 9999)} · USt-IdNr. DE${digits(rng, 9)} · Commerzbank ${town}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** VW partner: the maker's goodwill share deducted, the customer pays his share plus VAT. */
export function vwKulanz(rng: Random): Generated {
  const p = newPage(56);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `Autohaus am ${rng.pick(['Ring', 'Stadtpark', 'Kreisel'])} ${rng.pick(['Vogt', 'Albers', 'Lindner'])} KG`;
  const date = rng.date(2008, 2024);
  const vr = vatDE(yearOf(date));
  const km = rng.int(60000, 150000);
  p.text(40, shop, { size: 14, bold: true, serif: true });
  p.down(13);
  p.text(40, `Volkswagen Partner · ${rng.pick(STREETS_DE)} ${rng.int(1, 99)} · ${zip} ${town}`, { size: 8.5 });
  p.down(60);
  p.text(360, 'Rechnung', { size: 14, bold: true });
  p.down(16);
  const info: [string, string][] = [
    ['Rechnungsnummer', `RE-${yearOf(date)}-${digits(rng, 5)}`],
    ['Datum', fd(date, 'de')],
    ['Kilometerstand', `${thou(km, '.')} km`],
    ['Kennzeichen', DE_PLATE(rng, code)],
  ];
  for (const [l, v] of info) {
    lv(p, 360, l, v, 460, { size: 8.5 });
    p.down(11);
  }
  p.down(20);
  p.text(40, `Fahrzeug: ${rng.pick(['Golf VI 1.4 TSI', 'Passat B7 2.0 TDI', 'Touran 1.4 TSI', 'Tiguan 2.0 TSI'])} · FIN ${vin(rng, 'WVW')}`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 110 }, { x: 430, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Art', 'Beschreibung', 'Menge', 'Betrag €'], { bold: true });
  p.down(5);
  hline(p, 40, 515);
  p.down(12);
  const main = rng.pick([
    'Steuerkette mit Spanner erneuern',
    'Getriebe-Mechatronik ersetzen',
    'Wasserpumpe mit Thermostatgehäuse erneuern',
    'Turbolader erneuern',
  ]);
  const jobs = [main, ...rng.some(JOBS_DE.slice(1, 8), rng.int(0, 1))];
  const labour = jobs.map((j) => {
    const std = rng.int(2, 9) + rng.pick([0, 0.5]);
    const t = r2(std * rng.int(98, 138));
    row(p, cols, ['Lohn', j, `${num(std, 'de')} Std.`, num(t, 'de')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 3), 1.6);
  const bigPart = {
    text: main.startsWith('Steuer')
      ? 'Steuerkettensatz'
      : main.startsWith('Getriebe')
        ? 'Mechatronik'
        : main.startsWith('Wasser')
          ? 'Wasserpumpe'
          : 'Turbolader AT',
    qty: 1,
    unit: rng.int(380, 1650),
    total: 0,
  };
  bigPart.total = bigPart.unit;
  const allParts = [bigPart, ...parts];
  for (const pt of allParts) {
    row(p, cols, ['Teile', pt.text, String(pt.qty), num(pt.total, 'de')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(allParts.map((x) => x.total));
  const net = r2(lab + prt);
  const share = rng.pick([50, 60, 70, 80]);
  const goodwill = r2((net * share) / 100);
  const own = r2(net - goodwill);
  const vat = r2((own * vr) / 100);
  const gross = r2(own + vat);
  sumLine(p, 300, 'Summe Lohn', num(lab, 'de'), 555);
  sumLine(p, 300, 'Summe Teile', num(prt, 'de'), 555);
  sumLine(p, 300, 'Gesamt netto', num(net, 'de'), 555);
  sumLine(p, 300, `abzgl. Kulanzanteil Volkswagen AG (${share} %)`, `-${num(goodwill, 'de')}`, 555);
  sumLine(p, 300, 'Ihr Anteil netto', num(own, 'de'), 555);
  sumLine(p, 300, `zzgl. ${vr} % MwSt.`, num(vat, 'de'), 555);
  p.box(295, p.y - 11, 265, 17);
  sumLine(p, 300, 'Zu zahlender Betrag', `${num(gross, 'de')} €`, 555, { bold: true, size: 10 });
  p.down(12);
  p.text(40, `Kulanzantrag Nr. ${digits(rng, 8)} wurde vom Hersteller mit ${share} % genehmigt. Kulanz ist eine freiwillige Leistung ohne Rechtsanspruch.`, {
    size: 8,
  });
  p.y = 805;
  p.text(
    40,
    `Amtsgericht ${town} HRA ${rng.int(100, 9999)} · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { size: 7 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: allParts.map((x) => x.text),
  });
}

/** Ford dealer: a warranty section at no charge (borne by the maker) and the customer's own work. */
export function garantieUndKunde(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `Ford ${rng.pick(['Schäfer', 'Hoffmeister', 'Zimmermann'])} GmbH`;
  const date = rng.date(2004, 2023);
  const vr = vatDE(yearOf(date));
  const km = rng.int(5000, 60000);
  p.box(40, 40, 515, 36, true);
  p.text(50, shop, { size: 15, bold: true, y: 64 });
  p.text(545, `${zip} ${town}`, { size: 9, align: 'right', y: 64 });
  p.y = 100;
  p.text(40, `Rechnung ${digits(rng, 7)}   vom ${fd(date, 'delong')}`, { size: 11, bold: true });
  p.down(16);
  p.text(40, `Kennz. ${DE_PLATE(rng, code)} | Laufleistung ${thou(km, '.')} km | Erstzulassung ${fd(rng.date(yearOf(date) - 2, yearOf(date) - 1), 'de')}`, {
    size: 9,
  });
  p.down(24);
  const w = rng.pick(['Fensterheber links vorn erneuert', 'Undichtigkeit Ölwanne beseitigt', 'Klimakompressor ersetzt', 'Steuergerät neu programmiert']);
  const wp = rng.pick(['Fensterhebermotor', 'Ölwannendichtung', 'Klimakompressor', 'Kabelsatz Steuergerät']);
  p.text(40, 'A. Garantiearbeiten – zu Lasten Ford-Werke', { size: 10, bold: true });
  p.down(13);
  p.text(50, w, { size: 9 });
  p.text(470, 'Garantie', { size: 9, align: 'right' });
  p.text(555, '0,00', { size: 9, align: 'right' });
  p.down(12);
  p.text(50, `Teil: ${wp}`, { size: 9 });
  p.text(470, 'Garantie', { size: 9, align: 'right' });
  p.text(555, '0,00', { size: 9, align: 'right' });
  p.down(22);
  p.text(40, 'B. Kundenarbeiten', { size: 10, bold: true });
  p.down(13);
  const jobs = rng.some(JOBS_DE, rng.int(1, 3));
  const labour = jobs.map((j) => {
    const t = r2(rng.int(30, 260) + rng.pick([0, 0.5, 0.9]));
    p.text(50, j, { size: 9 });
    p.text(555, num(t, 'de'), { size: 9, align: 'right' });
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(1, 3));
  for (const pt of parts) {
    p.text(50, `Teil: ${pt.text}`, { size: 9 });
    p.text(470, `${pt.qty} x ${num(pt.unit, 'de')}`, { size: 9, align: 'right' });
    p.text(555, num(pt.total, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(10);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  hline(p, 320, 235, p.y - 9);
  sumLine(p, 325, 'Lohn Kundenarbeiten', num(lab, 'de'), 555);
  sumLine(p, 325, 'Teile Kundenarbeiten', num(prt, 'de'), 555);
  sumLine(p, 325, 'Netto', num(net, 'de'), 555);
  sumLine(p, 325, `USt ${vr} %`, num(vat, 'de'), 555);
  sumLine(p, 325, 'Endbetrag EUR', num(gross, 'de'), 555, { bold: true });
  p.down(10);
  p.text(40, 'Garantiearbeiten werden direkt mit dem Hersteller abgerechnet und Ihnen nicht berechnet.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: [w, ...jobs],
    partsUsed: [wp, ...parts.map((x) => x.text)],
  });
}

/** Master mechanic 1978–1995 (typed): an engine overhaul, deposit paid at order deducted, balance due. */
export function meisterAnzahlung(rng: Random): Generated {
  const p = newPage(60);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const name = rng.pick(['Kfz-Meisterbetrieb Heinz Tiedemann', 'Kfz-Reparaturen Gerd Kruse', 'Auto-Werkstatt Ewald Pfeiffer']);
  const date = rng.date(1978, 1995);
  const vr = vatDE(yearOf(date));
  const km = rng.int(70000, 240000);
  p.text(297, name, { size: 13, serif: true, align: 'center', bold: true });
  p.down(13);
  p.text(297, `${rng.pick(STREETS_DE)} ${rng.int(1, 40)} - ${zip} ${town} - Ruf (0${rng.int(200, 999)}) ${digits(rng, 5)}`, {
    size: 9,
    serif: true,
    align: 'center',
  });
  p.down(50);
  p.text(40, `Herrn ${personDE(rng)}, ${town}`, { size: 10, serif: true });
  p.down(30);
  p.text(40, `R e c h n u n g   Nr. ${rng.int(100, 999)}/${String(yearOf(date)).slice(2)}`, { size: 11, serif: true, bold: true });
  p.text(555, `${town}, den ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(18);
  p.text(40, `Betr.: ${rng.pick(['Mercedes 230 E', 'VW Käfer 1303', 'Opel Rekord D', 'BMW 520'])}, pol. Kz. ${DE_PLATE(rng, code)}, km ${thou(km, '.')}`, {
    size: 10,
    serif: true,
  });
  p.down(24);
  const jobs = ['Motor aus- und eingebaut', 'Motor überholt, Zylinder gehont', ...rng.some(JOBS_DE, 1)];
  const labour = jobs.map((j) => {
    const t = r2(rng.int(80, 700));
    p.text(40, j, { size: 10, serif: true });
    p.text(555, num(t, 'de'), { size: 10, serif: true, align: 'right' });
    p.down(13);
    return t;
  });
  const lab = sum(labour);
  p.text(380, 'Arbeitslohn DM', { size: 10, serif: true });
  p.text(555, num(lab, 'de'), { size: 10, serif: true, align: 'right' });
  p.down(20);
  const parts = [
    { text: 'Kolben mit Ringen (Satz)', qty: 1, unit: 0, total: r2(rng.int(180, 520)) },
    { text: 'Motordichtsatz', qty: 1, unit: 0, total: r2(rng.int(60, 180)) },
    ...drawParts(rng, PARTS_DE, rng.int(1, 2)),
  ];
  for (const pt of parts) {
    p.text(40, pt.text, { size: 10, serif: true });
    p.text(555, num(pt.total, 'de'), { size: 10, serif: true, align: 'right' });
    p.down(13);
  }
  const prt = sum(parts.map((x) => x.total));
  p.text(380, 'Material DM', { size: 10, serif: true });
  p.text(555, num(prt, 'de'), { size: 10, serif: true, align: 'right' });
  p.down(22);
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  const dep = r2(Math.max(1, Math.min(rng.int(3, 10), Math.floor(gross / 250))) * 100);
  const depDate = fd(addDays(date, -rng.int(7, 40)), 'de');
  sumLine(p, 300, 'Summe', num(net, 'de'), 555, { serif: true, size: 10 });
  sumLine(p, 300, `+ ${vr} % Mehrwertsteuer`, num(vat, 'de'), 555, { serif: true, size: 10 });
  hline(p, 300, 255, p.y - 10);
  sumLine(p, 300, 'Rechnungsbetrag DM', num(gross, 'de'), 555, { serif: true, size: 10, bold: true });
  sumLine(p, 300, `./. Anzahlung vom ${depDate}`, num(dep, 'de'), 555, { serif: true, size: 10 });
  hline(p, 300, 255, p.y - 10);
  sumLine(p, 300, 'Restbetrag DM', num(r2(gross - dep), 'de'), 555, { serif: true, size: 10, bold: true });
  p.down(20);
  p.text(40, 'Restbetrag zahlbar bei Abholung des Fahrzeugs. Auf die Überholung gewähren wir 6 Monate Garantie.', { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Austrian workshop 1999–2001: schilling payable, euro equivalent beside; 20 % USt. */
export function schillingEuro(rng: Random): Generated {
  const p = newPage(48);
  const [town, zip, code] = rng.pick(AT_TOWNS);
  const shop = `Kfz-Werkstätte ${rng.pick(['Hofer', 'Gruber', 'Leitner', 'Moser'])} Ges.m.b.H.`;
  const date = rng.date(1999, 2001);
  const km = rng.int(30000, 220000);
  p.text(40, shop, { size: 14, bold: true });
  p.down(12);
  p.text(
    40,
    `${rng.pick(['Wiener Straße', 'Salzburger Straße', 'Gewerbepark'])} ${rng.int(1, 90)}, A-${zip} ${town}  ·  Tel. 0${rng.int(600, 799)}/${digits(rng, 6)}  ·  UID ATU${digits(rng, 8)}`,
    { size: 8 },
  );
  p.down(8);
  hline(p, 40, 515);
  p.down(40);
  p.text(40, 'RECHNUNG', { size: 14, bold: true });
  p.text(555, `${town}, am ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(20);
  lv(p, 40, 'Rechnungs-Nr.', `${rng.int(1000, 9999)}`, 140);
  lv(p, 300, 'Kennzeichen', `${code} ${rng.int(100, 9999)} ${String.fromCharCode(65 + rng.int(0, 20))}`, 400);
  p.down(12);
  lv(p, 40, 'Kilometerstand', thou(km, '.'), 140);
  lv(p, 300, 'Fahrgestell-Nr.', vin(rng, rng.pick(['WVW', 'VF1', 'WF0'])), 400);
  p.down(26);
  const cols: Col[] = [{ x: 40 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Leistung / Material', 'Menge', 'Preis ATS', 'Gesamt ATS'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  const labour = jobs.map((j) => {
    const h = rng.int(1, 6) + rng.pick([0, 0.5]);
    const rate = rng.pick([780, 840, 920]);
    const t = r2(h * rate);
    row(p, cols, [j, `${num(h, 'de')} Std`, num(rate, 'de'), num(t, 'de')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 4), 7);
  for (const pt of parts) {
    row(p, cols, [pt.text, String(pt.qty), num(pt.unit, 'de'), num(pt.total, 'de')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2(net * 0.2);
  const gross = r2(net + vat);
  const e = (x: number) => num(r2(x / ATS), 'de');
  p.text(470, 'ATS', { size: 9, bold: true, align: 'right' });
  p.text(555, 'EURO', { size: 9, bold: true, align: 'right' });
  p.down(13);
  sum2(p, 250, 'Arbeit', num(lab, 'de'), 470, e(lab), 555);
  sum2(p, 250, 'Material', num(prt, 'de'), 470, e(prt), 555);
  sum2(p, 250, 'Nettobetrag', num(net, 'de'), 470, e(net), 555);
  sum2(p, 250, '+ 20 % USt.', num(vat, 'de'), 470, e(vat), 555);
  sum2(p, 250, 'Zahlbetrag', num(gross, 'de'), 470, e(gross), 555, { bold: true });
  p.down(10);
  p.text(40, 'Zahlbar in Schilling. Eurobetrag zur Information, Umrechnungskurs 13,7603 ATS = 1 EUR.', { size: 8 });
  p.down(11);
  p.text(40, `Nächstes Pickerl (§57a-Begutachtung) fällig: ${rng.pick(['Jänner', 'März', 'Juni', 'Oktober'])} ${yearOf(date) + 1}`, { size: 8 });
  p.y = 805;
  p.text(40, `Raiffeisenbank ${town}, BLZ ${digits(rng, 5)}, Kto. ${digits(rng, 8)} · FN ${digits(rng, 6)}x, LG ${town}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Independent service chain: parts discount, consumables surcharge on labour, disposal fee. */
export function rabattZuschlag(rng: Random): Generated {
  const p = newPage(44);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['AutoFit', 'KfzPlus', 'Meisterhaft'])} Werkstatt ${town}`;
  const date = rng.date(2008, 2025);
  const vr = vatDE(yearOf(date));
  const km = rng.int(20000, 240000);
  p.text(40, shop, { size: 18, bold: true });
  p.text(555, 'Rechnung', { size: 18, align: 'right' });
  p.down(14);
  p.text(40, `Inh. ${personDE(rng)} · ${rng.pick(STREETS_DE)} ${rng.int(1, 50)} · ${zip} ${town}`, { size: 8 });
  p.down(36);
  const meta: [string, string][] = [
    ['Beleg', `W${digits(rng, 6)}`],
    ['Leistungsdatum', fd(date, 'de')],
    ['Kennzeichen', DE_PLATE(rng, code)],
    ['Tachostand', `${thou(km, '.')} km`],
  ];
  meta.forEach(([l, v], i) => {
    p.text(40 + i * 130, l.toUpperCase(), { size: 7 });
    p.text(40 + i * 130, v, { size: 10, y: p.y + 13 });
  });
  p.down(40);
  const cols: Col[] = [{ x: 40 }, { x: 300 }, { x: 400, align: 'right' }, { x: 480, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Position', 'Art-Nr.', 'Anzahl', 'EP', 'GP'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  const labour = jobs.map((j) => {
    const ae = rng.int(2, 16);
    const ep = rng.pick([8.9, 9.5, 10.2]);
    const t = r2(ae * ep);
    row(p, cols, [j, `AW-${digits(rng, 3)}`, `${ae} AE`, num(ep, 'de'), num(t, 'de')]);
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 4));
  for (const pt of parts) {
    row(p, cols, [pt.text, digits(rng, 7), String(pt.qty), num(pt.unit, 'de'), num(pt.total, 'de')]);
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const disc = rng.pick([5, 10, 15]);
  const dAmt = r2((prt * disc) / 100);
  const klein = r2(lab * 0.03);
  const ent = rng.pick([4.5, 6.9, 8.5]);
  const net = r2(lab + prt - dAmt + klein + ent);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  sumLine(p, 300, 'Summe Arbeit', num(lab, 'de'), 555);
  sumLine(p, 300, 'Summe Teile', num(prt, 'de'), 555);
  sumLine(p, 300, `Rabatt ${disc} % auf Teile`, `-${num(dAmt, 'de')}`, 555);
  sumLine(p, 300, 'Kleinmaterial 3 % vom Lohn', num(klein, 'de'), 555);
  sumLine(p, 300, 'Entsorgungspauschale Altöl/Filter', num(ent, 'de'), 555);
  sumLine(p, 300, 'Nettosumme', num(net, 'de'), 555);
  sumLine(p, 300, `MwSt ${vr} %`, num(vat, 'de'), 555);
  p.box(295, p.y - 12, 265, 18, true);
  sumLine(p, 300, 'Gesamtbetrag', `${num(gross, 'de')} EUR`, 555, { bold: true, size: 10.5 });
  p.down(14);
  p.text(40, `Betrag per EC-Karte erhalten. Nächster Ölwechsel bei ${thou(km + 15000, '.')} km.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Bosch-Dienst 1982–1998: DM bill with a cash discount offered for early payment. */
export function boschSkonto(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `Auto-Elektrik ${rng.pick(['Lindner', 'Vogt', 'Schäfer'])}`;
  const date = rng.date(1982, 1998);
  const vr = vatDE(yearOf(date));
  const km = rng.int(40000, 200000);
  p.text(40, 'BOSCH-DIENST', { size: 10, bold: true });
  p.down(16);
  p.text(40, shop, { size: 15, bold: true });
  p.down(12);
  p.text(40, `${zip} ${town} · ${rng.pick(STREETS_DE)} ${rng.int(1, 70)} · Telefon ${digits(rng, 5)}`, { size: 8 });
  p.down(44);
  p.text(40, 'Rechnung', { size: 12, bold: true });
  p.down(16);
  p.text(40, `Nr. ${digits(rng, 5)}`, { size: 9 });
  p.text(200, `Datum ${fd(date, 'de2')}`, { size: 9 });
  p.text(360, `Kz. ${DE_PLATE(rng, code)}`, { size: 9 });
  p.down(12);
  p.text(40, `Fahrzeug ${rng.pick(['Audi 80', 'Ford Granada', 'BMW 318i', 'VW Passat'])}`, { size: 9 });
  p.text(200, `km ${thou(km, '.')}`, { size: 9 });
  p.down(24);
  const elec = [
    'Lichtmaschine instand gesetzt',
    'Anlasser überholt',
    'Zündanlage geprüft und eingestellt',
    'Batterie geprüft',
    'Scheinwerfer eingestellt',
    'Elektrik-Fehlersuche Standlicht',
  ];
  const jobs = rng.some(elec, rng.int(2, 3));
  p.text(40, 'Arbeitsleistung', { size: 9, bold: true });
  p.down(12);
  const labour = jobs.map((j) => {
    const t = r2(rng.int(25, 180) + rng.pick([0, 0.4, 0.8]));
    p.text(50, j, { size: 9 });
    p.text(555, num(t, 'de'), { size: 9, align: 'right' });
    p.down(12);
    return t;
  });
  p.down(6);
  p.text(40, 'Material', { size: 9, bold: true });
  p.down(12);
  const list = [
    ['Regler', 30, 90],
    ['Kohlebürsten-Satz', 12, 30],
    ['Magnetschalter', 45, 110],
    ['Zündverteilerkappe', 18, 45],
    ['Unterbrecherkontakt', 9, 22],
    ['Glühlampe H4', 8, 16],
  ] as const;
  const parts = drawParts(rng, list, rng.int(1, 3));
  for (const pt of parts) {
    p.text(50, pt.text, { size: 9 });
    p.text(330, `${pt.qty} St.`, { size: 9, align: 'right' });
    p.text(555, num(pt.total, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(10);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2((net * vr) / 100);
  const gross = r2(net + vat);
  hline(p, 330, 225, p.y - 9);
  sumLine(p, 335, 'Lohn', num(lab, 'de'), 555);
  sumLine(p, 335, 'Material', num(prt, 'de'), 555);
  sumLine(p, 335, 'zusammen', num(net, 'de'), 555);
  sumLine(p, 335, `${vr} % MwSt`, num(vat, 'de'), 555);
  sumLine(p, 335, 'Rechnungsbetrag DM', num(gross, 'de'), 555, { bold: true });
  p.down(10);
  const sk = r2(gross * 0.98);
  p.text(40, `Zahlbar bis ${fd(addDays(date, 10), 'de')} abzüglich 2 % Skonto = DM ${num(sk, 'de')}, danach netto Kasse.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}

/** Porsche centre 2012–2026: total, then a credit note from an earlier bill set off, amount to pay. */
export function porscheGutschrift(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const shop = `Porsche Zentrum ${town}`.toUpperCase();
  const date = rng.date(2012, 2026);
  const km = rng.int(15000, 180000);
  p.text(555, shop, { size: 12, bold: true, align: 'right' });
  p.down(11);
  p.text(555, `${rng.pick(['Sportwagen', 'Sportwagenzentrum'])} ${rng.pick(DE_SURNAMES_LOCAL)} GmbH · ${zip} ${town}`, { size: 8, align: 'right' });
  p.down(60);
  p.text(40, 'Rechnung / Invoice', { size: 13, bold: true });
  p.down(18);
  const rows: [string, string][] = [
    ['Rechnungsdatum', fd(date, 'iso')],
    ['Auftragsnummer', digits(rng, 8)],
    ['Fahrzeug', `${rng.pick(['911 Carrera (997)', 'Boxster S (986)', 'Cayman (987)', '911 Targa 4 (991)'])}`],
    ['Fahrgestellnummer', vin(rng, 'WP0')],
    ['Kennzeichen', DE_PLATE(rng, code)],
    ['Kilometerstand', thou(km, '.')],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 160, { size: 8.5 });
    p.down(11);
  }
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 120 }, { x: 470, align: 'right' }, { x: 555, align: 'right' }];
  row(p, cols, ['Pos.', 'Leistung', 'Menge', 'Netto €'], { bold: true });
  p.down(4);
  hline(p, 40, 515);
  p.down(12);
  const jobs = rng.some(JOBS_DE, rng.int(2, 3));
  let n = 10;
  const labour = jobs.map((j) => {
    const h = rng.int(1, 8) + rng.pick([0, 0.5]);
    const t = r2(h * rng.int(165, 215));
    row(p, cols, [String(n), j, `${num(h, 'de')} h`, num(t, 'de')]);
    n += 10;
    p.down(12);
    return t;
  });
  const parts = drawParts(rng, PARTS_DE, rng.int(2, 3), 2.2);
  for (const pt of parts) {
    row(p, cols, [String(n), pt.text, String(pt.qty), num(pt.total, 'de')]);
    n += 10;
    p.down(12);
  }
  hline(p, 40, 515);
  p.down(16);
  const lab = sum(labour);
  const prt = sum(parts.map((x) => x.total));
  const net = r2(lab + prt);
  const vat = r2(net * 0.19);
  const gross = r2(net + vat);
  const credit = r2(rng.int(40, Math.max(41, Math.floor(gross / 3))) + 0.5);
  sumLine(p, 320, 'Arbeitslohn', num(lab, 'de'), 555);
  sumLine(p, 320, 'Teile und Material', num(prt, 'de'), 555);
  sumLine(p, 320, 'Summe netto', num(net, 'de'), 555);
  sumLine(p, 320, 'MwSt. 19 %', num(vat, 'de'), 555);
  sumLine(p, 320, 'Rechnungsbetrag brutto', num(gross, 'de'), 555, { bold: true });
  sumLine(p, 320, `verrechnet mit Gutschrift G-${digits(rng, 6)}`, `-${num(credit, 'de')}`, 555);
  sumLine(p, 320, 'Zahlbetrag', `${num(r2(gross - credit), 'de')} €`, 555, { bold: true });
  p.down(14);
  p.text(40, 'Die Gutschrift stammt aus der Rücknahme nicht verbauter Teile Ihres letzten Auftrags.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}
const DE_SURNAMES_LOCAL = ['Brüggemann', 'Kruse', 'Vogt', 'Albers'];

/** Restoration workshop: final bill with interim bills deducted; the whole job's gross is the cost. */
export function restaurierungSchluss(rng: Random): Generated {
  const p = newPage(52);
  const [town, zip] = rng.pick(DE_TOWNS);
  const shop = `Klassik-Werkstatt ${rng.pick(['Oberländer', 'Wendling', 'Hoffmeister'])} GmbH`;
  const date = rng.date(2016, 2026);
  const km = rng.int(40000, 160000);
  p.text(40, shop, { size: 14, bold: true, serif: true });
  p.down(12);
  p.text(40, `Restaurierung · Karosserie · Mechanik   |   ${rng.pick(STREETS_DE)} ${rng.int(1, 30)}, ${zip} ${town}`, { size: 8, serif: true });
  p.down(50);
  p.text(40, `Schlussrechnung Nr. SR-${digits(rng, 4)}`, { size: 12, bold: true });
  p.down(14);
  p.text(
    40,
    `Datum: ${fd(date, 'delong')}   ·   Fahrzeug: ${rng.pick(['Mercedes-Benz 280 SE W108', 'Porsche 912', 'BMW 2002 tii', 'Alfa Romeo Giulia Super'])}   ·   Tachostand ${thou(km, '.')} km`,
    { size: 8.5 },
  );
  p.down(26);
  const jobs = rng.some(
    [
      'Karosserie entlackt und Rost saniert',
      'Schweller links und rechts erneuert',
      'Lackierung in Originalfarbe',
      'Motor revidiert',
      'Bremsanlage komplett überholt',
      'Innenausstattung neu bezogen',
      'Elektrik neu verkabelt',
    ],
    4,
  );
  p.text(40, 'Arbeitsleistungen', { size: 9.5, bold: true });
  p.down(12);
  const labour = jobs.map((j) => {
    const h = rng.int(12, 140);
    const t = r2(h * rng.pick([68, 74, 82]));
    p.text(50, j, { size: 9 });
    p.text(440, `${h} Std.`, { size: 9, align: 'right' });
    p.text(555, num(t, 'de'), { size: 9, align: 'right' });
    p.down(12);
    return t;
  });
  const lab = sum(labour);
  p.text(440, 'Summe Arbeitsleistungen', { size: 9, bold: true, align: 'right' });
  p.text(555, num(lab, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(20);
  p.text(40, 'Teile und Fremdleistungen', { size: 9.5, bold: true });
  p.down(12);
  const plist = [
    ['Schwellerblech Satz', 180, 420],
    ['Lackmaterial', 600, 1400],
    ['Kolben und Laufbuchsen', 700, 1600],
    ['Bremssattel-Reparatursatz', 90, 220],
    ['Kabelbaum komplett', 380, 900],
    ['Bezugsstoff und Schaum', 450, 1100],
  ] as const;
  const parts = drawParts(rng, plist, 4);
  for (const pt of parts) {
    p.text(50, pt.text, { size: 9 });
    p.text(555, num(pt.total, 'de'), { size: 9, align: 'right' });
    p.down(12);
  }
  const prt = sum(parts.map((x) => x.total));
  p.text(440, 'Summe Teile', { size: 9, bold: true, align: 'right' });
  p.text(555, num(prt, 'de'), { size: 9, bold: true, align: 'right' });
  p.down(24);
  const net = r2(lab + prt);
  const vat = r2(net * 0.19);
  const gross = r2(net + vat);
  const a1 = r2(Math.round(gross / 4 / 500) * 500 || 500);
  const a2 = r2(Math.round(gross / 3 / 500) * 500 || 500);
  sumLine(p, 300, 'Gesamtleistung netto', num(net, 'de'), 555);
  sumLine(p, 300, 'zzgl. 19 % USt.', num(vat, 'de'), 555);
  sumLine(p, 300, 'Gesamtleistung brutto', num(gross, 'de'), 555, { bold: true });
  sumLine(p, 300, `abzgl. 1. Abschlagsrechnung AR-${digits(rng, 4)}`, `-${num(a1, 'de')}`, 555);
  sumLine(p, 300, `abzgl. 2. Abschlagsrechnung AR-${digits(rng, 4)}`, `-${num(a2, 'de')}`, 555);
  hline(p, 300, 255, p.y - 10);
  sumLine(p, 300, 'Restforderung', `${num(r2(gross - a1 - a2), 'de')} €`, 555, { bold: true });
  p.down(14);
  p.text(40, 'Die Abschlagszahlungen sind bereits eingegangen. Vielen Dank für Ihren Auftrag.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((x) => x.text),
  });
}
