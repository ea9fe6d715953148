/**
 * Registration papers and titles that also print money: fees in DM and euro, schilling and euro, an export plate's
 * insurance premium, a US card's itemised fees, an Irish tax disc in pounds and euro, titles with the fee stamp, the
 * purchase price and sales tax declared and a lien amount. None of those sums is a field of these documents: the truth is
 * the plate, the document's own number and its expiry (registrations) or the issue date and VIN (titles).
 */
import { addDays, doc, fd, num, r2, sum, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { ATS, AT_TOWNS, DEM, DE_PLATE, DE_TOWNS, IEP, IE_TOWNS, US_TOWNS, digits, letters, lv, newPage, personDE, personEN, sumLine, thou, vin } from './kit';

/** Kurzzeitkennzeichen 1999–2001: a five-day plate, fees printed in DM and EUR. */
export function kurzzeitDm(rng: Random): Generated {
  const p = newPage(56);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const issued = rng.date(1999, 2001);
  const until = addDays(issued, 4);
  p.text(40, `Stadt ${town} – Straßenverkehrsamt – Zulassungsstelle`, { size: 10, bold: true });
  p.down(12);
  p.text(40, `${zip} ${town}`, { size: 8 });
  p.down(40);
  p.text(40, 'Fahrzeugschein für Kurzzeitkennzeichen', { size: 13, bold: true });
  p.down(16);
  const nr = `${letters(rng, 2)} ${digits(rng, 6)}`;
  p.text(40, `Nr. ${nr}`, { size: 10 });
  p.down(26);
  const plate = `${code}-04${rng.int(100, 999)}`;
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Inhaber', `${personDE(rng)}, ${town}`],
    ['Fahrzeug', `${rng.pick(['VW', 'Opel', 'Ford', 'Mercedes-Benz'])}, FIN ${vin(rng, rng.pick(['WVW', 'W0L', 'WF0', 'WDB']))}`],
    ['Ausgestellt am', fd(issued, 'de')],
    ['Gültig bis', fd(until, 'de')],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 170, { size: 10 });
    p.down(15);
  }
  p.down(20);
  p.text(40, 'Gebühren', { size: 10, bold: true });
  p.down(14);
  const fees = [21.6, rng.pick([10.2, 12.8]), rng.pick([0, 5.1])].filter((x) => x > 0);
  const names = ['Zuteilung Kurzzeitkennzeichen', 'Fahrzeugschein', 'Versicherungsbestätigung Prüfung'];
  fees.forEach((f, i) => {
    p.text(40, names[i], { size: 9 });
    p.text(380, `DM ${num(f, 'de')}`, { size: 9, align: 'right' });
    p.text(480, `EUR ${num(r2(f / DEM), 'de')}`, { size: 9, align: 'right' });
    p.down(12);
  });
  const tot = sum(fees);
  p.text(40, 'Summe bar bezahlt', { size: 9, bold: true });
  p.text(380, `DM ${num(tot, 'de')}`, { size: 9, bold: true, align: 'right' });
  p.text(480, `EUR ${num(r2(tot / DEM), 'de')}`, { size: 9, bold: true, align: 'right' });
  p.down(30);
  p.text(40, 'Nur gültig für Prüfungs-, Probe- und Überführungsfahrten. Nach Ablauf sind Schein und Kennzeichen ungültig.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr, expiryDate: until });
}

/** Export plate 2010–2026: registration paper with validity, plate fee, the export policy premium. */
export function ausfuhrKennzeichen(rng: Random): Generated {
  const p = newPage(56);
  const [town, , code] = rng.pick(DE_TOWNS);
  const issued = rng.date(2010, 2026);
  const until = addDays(issued, rng.pick([14, 30, 90, 180]) - 1);
  p.text(297, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true, align: 'center' });
  p.down(14);
  p.text(297, '(Fahrzeugschein) – Ausfuhrkennzeichen', { size: 10, align: 'center' });
  p.down(30);
  const nr = `${letters(rng, 2)}${digits(rng, 7)}`;
  const plate = `${code} ${rng.int(100, 999)}${letters(rng, 1, 'ABCDEFGH')}`;
  p.box(40, p.y, 250, 96);
  p.box(305, p.y, 250, 96);
  const y0 = p.y;
  const left: [string, string][] = [
    ['A  Kennzeichen', plate],
    ['B  Tag der Zulassung', fd(issued, 'de')],
    ['   Ablaufdatum', fd(until, 'de')],
    ['E  FIN', vin(rng, rng.pick(['WBA', 'WAU', 'WDD']))],
  ];
  left.forEach(([l, v], i) => {
    p.text(46, l, { size: 7.5, y: y0 + 14 + i * 22 });
    p.text(140, v, { size: 9.5, y: y0 + 14 + i * 22 });
  });
  p.text(311, 'Dokument-Nr.', { size: 7.5, y: y0 + 14 });
  p.text(311, nr, { size: 10, y: y0 + 28 });
  p.text(311, `Zulassungsbehörde: Landkreis ${town}`, { size: 8, y: y0 + 50 });
  p.text(311, `Halter: ${personDE(rng)}`, { size: 8, y: y0 + 66 });
  p.y = y0 + 120;
  p.text(40, 'Kostenübersicht', { size: 10, bold: true });
  p.down(14);
  const gebuehr = rng.pick([33.5, 37.8, 41.2]);
  const plateCost = rng.pick([25, 30, 35]);
  const premium = r2(rng.int(60, 400) + 0.5);
  sumLine(p, 40, 'Zulassungsgebühr', `${num(gebuehr, 'de')} €`, 300);
  sumLine(p, 40, 'Kennzeichenschilder (Prägestelle)', `${num(plateCost, 'de')} €`, 300);
  sumLine(p, 40, `Kfz-Haftpflicht Ausfuhr (${Math.round((Date.parse(until) - Date.parse(issued)) / 864e5) + 1} Tage)`, `${num(premium, 'de')} €`, 300);
  sumLine(p, 40, 'Gesamt', `${num(r2(gebuehr + plateCost + premium), 'de')} €`, 300, { bold: true });
  p.down(16);
  p.text(40, 'Das Fahrzeug ist bis zum Ablaufdatum aus dem Geltungsbereich der FZV auszuführen.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr, expiryDate: until });
}

/** Austrian Zulassungsschein 1999–2001: fees in ATS and EUR, no expiry. */
export function zulassungsscheinAt(rng: Random): Generated {
  const p = newPage(60);
  const [town, zip, code] = rng.pick(AT_TOWNS);
  const issued = rng.date(1999, 2001);
  p.text(40, 'REPUBLIK ÖSTERREICH', { size: 9, bold: true });
  p.down(12);
  p.text(40, `Zulassungsstelle ${rng.pick(['Wiener Städtische', 'Generali', 'Allianz Elementar'])} – ${town}`, { size: 9 });
  p.down(34);
  p.text(40, 'ZULASSUNGSSCHEIN', { size: 15, bold: true });
  const nr = `${rng.int(10, 99)}${letters(rng, 1)} ${digits(rng, 6)}`;
  p.text(555, `Nr. ${nr}`, { size: 10, align: 'right' });
  p.down(26);
  const plate = `${code} ${rng.int(1, 999)} ${letters(rng, rng.int(1, 2))}`;
  const rows: [string, string][] = [
    ['Behördliches Kennzeichen', plate],
    ['Zulassungsbesitzer', `${personDE(rng)}, ${zip} ${town}`],
    ['Fahrzeugart / Marke', `Pkw / ${rng.pick(['Steyr-Puch', 'Volkswagen', 'Opel', 'Fiat'])}`],
    ['Fahrgestellnummer', vin(rng, rng.pick(['VWV', 'WVW', 'ZFA']))],
    ['Datum der Zulassung', fd(issued, 'de')],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { size: 7.5 });
    p.text(40, v, { size: 10.5, y: p.y + 12 });
    p.down(28);
  }
  p.down(10);
  p.text(40, 'Entrichtete Gebühren und Abgaben', { size: 9, bold: true });
  p.down(13);
  const fees: [string, number][] = [
    ['Zulassungsgebühr', 180],
    ['Kennzeichentafeln', rng.pick([280, 320])],
    ['Bundesgebühr', 230],
  ];
  for (const [l, v] of fees) {
    p.text(40, l, { size: 9 });
    p.text(340, `S ${num(v, 'de')}`, { size: 9, align: 'right' });
    p.text(450, `€ ${num(r2(v / ATS), 'de')}`, { size: 9, align: 'right' });
    p.down(12);
  }
  const tot = sum(fees.map((f) => f[1]));
  p.text(40, 'Summe', { size: 9, bold: true });
  p.text(340, `S ${num(tot, 'de')}`, { size: 9, bold: true, align: 'right' });
  p.text(450, `€ ${num(r2(tot / ATS), 'de')}`, { size: 9, bold: true, align: 'right' });
  p.down(30);
  p.text(40, `Nächste wiederkehrende Begutachtung (§ 57a KFG): ${rng.pick(['03', '06', '09', '11'])}/${yearOf(issued) + rng.int(1, 3)}`, { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** Washington-style registration certificate: itemised fees, total paid, expiry. */
export function usRegistrationFees(rng: Random): Generated {
  const p = newPage(50);
  const [town, st] = rng.pick(US_TOWNS);
  const issued = rng.date(1998, 2026);
  const exp = addDays(`${yearOf(issued) + 1}${issued.slice(4, 8)}01`, -1);
  p.text(40, `STATE OF ${st} — DEPARTMENT OF LICENSING`, { size: 11, bold: true });
  p.down(14);
  p.text(40, 'VEHICLE REGISTRATION CERTIFICATE', { size: 10 });
  p.down(30);
  const plate = `${letters(rng, 3)}${digits(rng, 4)}`;
  const docNo = digits(rng, 10);
  const cells: [string, string][] = [
    ['PLATE', plate],
    ['EXPIRES', fd(exp, 'us')],
    ['DOCUMENT NO.', docNo],
    ['ISSUED', fd(issued, 'us')],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + i * 130;
    p.box(x, p.y, 125, 30);
    p.text(x + 4, l, { size: 6.5, y: p.y + 9 });
    p.text(x + 4, v, { size: 10, bold: i < 2, y: p.y + 24 });
  });
  p.down(46);
  lv(p, 40, 'REGISTERED OWNER', `${personEN(rng).toUpperCase()}, ${town.toUpperCase()}`, 170, { size: 9 });
  p.down(12);
  lv(p, 40, 'VEHICLE', `${rng.int(1960, Math.min(2024, yearOf(issued)))} ${rng.pick(['FORD MUSTANG', 'CHEV CAMARO', 'VW BEETLE', 'TOYOTA TACOMA'])}`, 170, {
    size: 9,
  });
  p.down(12);
  lv(p, 40, 'VIN', vin(rng, rng.pick(['1FA', '1G1', '3VW', '5TF'])), 170, { size: 9 });
  p.down(12);
  lv(p, 40, 'SCALE WEIGHT', `${thou(rng.int(2400, 5200), ',')} LBS`, 170, { size: 9 });
  p.down(26);
  const fees: [string, number][] = [
    ['LICENSE FEE', 30],
    ['WEIGHT FEE', rng.pick([25, 35, 45])],
    ['REGIONAL TRANSIT AUTH TAX', r2(rng.int(40, 380) + 0.5)],
    ['FILING FEE', 4.5],
    ['SERVICE FEE', rng.pick([5, 8, 12])],
  ];
  for (const [l, v] of fees) sumLine(p, 40, l, num(v, 'en'), 300, { size: 8.5, step: 11 });
  sumLine(p, 40, 'TOTAL FEES PAID', `$${num(sum(fees.map((f) => f[1])), 'en')}`, 300, { size: 9, bold: true });
  p.down(12);
  p.text(40, 'Keep this certificate in the vehicle. Renew before the expiration date to avoid late fees.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo, expiryDate: exp });
}

/** Irish motor tax disc with its counterfoil 1999–2001: IR£ and euro, disc number, expiry. */
export function irishTaxDisc(rng: Random): Generated {
  const p = newPage(60);
  const [town, cc] = rng.pick(IE_TOWNS);
  const issued = rng.date(1999, 2001);
  const months = rng.pick([3, 6, 12]);
  const [y, m] = issued.split('-').map(Number);
  const endMonth = ((m - 1 + months) % 12) + 1;
  const endYear = y + Math.floor((m - 1 + months) / 12);
  const exp = addDays(`${endYear}-${String(endMonth).padStart(2, '0')}-01`, -1);
  const reg = `${String(rng.int(87, 99))}-${cc}-${rng.int(100, 9999)}`;
  const discNo = `${digits(rng, 7)}`;
  p.text(40, `${town} County Council — Motor Taxation Office`, { size: 11, bold: true });
  p.down(28);
  p.box(40, p.y, 260, 170);
  const y0 = p.y;
  p.text(170, 'MOTOR TAX', { size: 12, bold: true, align: 'center', y: y0 + 20 });
  p.text(170, 'CÁIN MHÓTAR', { size: 8, align: 'center', y: y0 + 32 });
  const rows: [string, string][] = [
    ['Reg. No.', reg],
    ['Disc No.', discNo],
    ['Expires', fd(exp, 'ukdot')],
    ['Period', `${months} months`],
    ['Amount', `IR£${num(0, 'en')}`],
  ];
  const irp = r2(rng.int(90, 450) * (months / 12) + 0.5);
  rows[4][1] = `IR£${num(irp, 'en')}  (€${num(r2(irp / IEP), 'en')})`;
  rows.forEach(([l, v], i) => {
    p.text(52, l, { size: 8, y: y0 + 56 + i * 20 });
    p.text(120, v, { size: 10, bold: i < 3, y: y0 + 56 + i * 20 });
  });
  p.y = y0 + 200;
  p.text(40, 'Counterfoil — retain for your records', { size: 9, bold: true });
  p.down(13);
  lv(p, 40, 'Received from', personEN(rng), 140, { size: 9 });
  p.down(12);
  lv(p, 40, 'Date', fd(issued, 'uk'), 140, { size: 9 });
  p.down(12);
  lv(p, 40, 'Engine', `${thou(rng.int(1000, 2400), ',')} cc`, 140, { size: 9 });
  p.down(12);
  lv(p, 40, 'Paid', `IR£${num(irp, 'en')}`, 140, { size: 9 });
  p.down(24);
  p.text(40, 'Display the disc on the windscreen. Euro amount shown for information only.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: reg, registrationNumber: discNo, expiryDate: exp });
}

/** Kraftfahrzeugbrief 1999–2001 with the fee stamp in DM and euro. */
export function fahrzeugbriefGebuehr(rng: Random): Generated {
  const p = newPage(56);
  const [town, , code] = rng.pick(DE_TOWNS);
  const issued = rng.date(1999, 2001);
  const v = vin(rng, rng.pick(['WVW', 'WDB', 'WBA', 'W0L']));
  p.text(297, 'Kraftfahrzeugbrief', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(16);
  p.text(297, `Nr. ${letters(rng, 2)} ${digits(rng, 6)}`, { size: 10, serif: true, align: 'center' });
  p.down(30);
  const rows: [string, string][] = [
    ['1  Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2  Hersteller', rng.pick(['Volkswagen AG', 'DaimlerChrysler AG', 'BMW AG', 'Adam Opel AG'])],
    ['4  Fahrzeug-Identifizierungsnummer', v],
    ['', ''],
    ['Amtliches Kennzeichen', DE_PLATE(rng, code)],
    ['Halter', `${personDE(rng)}, ${town}`],
  ];
  for (const [l, val] of rows) {
    if (!l) {
      p.down(8);
      continue;
    }
    lv(p, 40, l, val, 230, { size: 9.5 });
    p.down(15);
  }
  p.down(20);
  p.box(330, p.y, 225, 60);
  p.text(340, 'Gebühr erhoben', { size: 8, y: p.y + 14 });
  const fee = rng.pick([15.8, 20.5, 27.3]);
  p.text(340, `DM ${num(fee, 'de')}  (EUR ${num(r2(fee / DEM), 'de')})`, { size: 9, y: p.y + 28 });
  p.text(340, `Kassenzeichen ${digits(rng, 8)}`, { size: 8, y: p.y + 44 });
  p.text(40, `${town}, den ${fd(issued, 'de')}`, { size: 10, serif: true, y: p.y + 20 });
  p.text(40, 'Die Zulassungsstelle', { size: 9, serif: true, y: p.y + 36 });
  p.down(90);
  p.text(40, 'Der Brief ist kein Eigentumsnachweis. Bei Verlust ist die Zulassungsstelle zu benachrichtigen.', { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: v });
}

/** Zulassungsbescheinigung Teil II 2008–2026 issued after a purchase, with the fee notice beneath (a later date). */
export function zb2Gebuehrenbescheid(rng: Random): Generated {
  const p = newPage(56);
  const [town, zip] = rng.pick(DE_TOWNS);
  const issued = rng.date(2008, 2026);
  const v = vin(rng, rng.pick(['WP0', 'WDD', 'WAU', 'WF0']));
  p.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 12, bold: true });
  p.down(14);
  p.text(40, `Nr. ${letters(rng, 2)}${digits(rng, 6)}`, { size: 10 });
  p.down(24);
  const rows: [string, string][] = [
    ['E  Fahrzeug-Identifizierungsnr.', v],
    ['D.1  Marke', rng.pick(['PORSCHE', 'MERCEDES-BENZ', 'AUDI', 'FORD'])],
    ['C.6  Halter', `${personDE(rng)}, ${zip} ${town}`],
    ['I  Datum der Ausstellung', fd(issued, 'de')],
  ];
  for (const [l, val] of rows) {
    lv(p, 40, l, val, 230, { size: 9.5 });
    p.down(15);
  }
  p.down(18);
  hline2(p);
  p.down(18);
  const notice = addDays(issued, rng.int(2, 12));
  p.text(40, `Landkreis ${town} – Gebührenbescheid`, { size: 10, bold: true });
  p.text(555, fd(notice, 'de'), { size: 9, align: 'right' });
  p.down(16);
  const fees: [string, number][] = [
    ['Ausfertigung ZB II', rng.pick([10.2, 12.6])],
    ['Halterwechsel', rng.pick([26.3, 28.6])],
    ['Kaufpreis laut Vertrag (nur Angabe)', 0],
  ];
  const price = rng.int(8, 120) * 1000;
  fees.forEach(([l, val]) => {
    p.text(40, l, { size: 9 });
    p.text(400, val ? `${num(val, 'de')} EUR` : `${num(price, 'de')} EUR`, { size: 9, align: 'right' });
    p.down(12);
  });
  p.text(40, 'Zu zahlen', { size: 9, bold: true });
  p.text(400, `${num(r2(fees[0][1] + fees[1][1]), 'de')} EUR`, { size: 9, bold: true, align: 'right' });
  p.down(24);
  p.text(40, 'Bewahren Sie die Zulassungsbescheinigung Teil II sicher auf, nicht im Fahrzeug.', { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: v });
}
const hline2 = (p: ReturnType<typeof newPage>) => p.box(40, p.y, 515, 0.01);

/** US certificate of title: purchase price, sales tax paid, lien amount and title fee beside the VIN. */
export function usTitleMoney(rng: Random): Generated {
  const p = newPage(50);
  const [town, st] = rng.pick(US_TOWNS);
  const issued = rng.date(1990, 2026);
  const v = vin(rng, rng.pick(['1FA', '1G1', '2C3', '1HG']));
  p.text(297, `STATE OF ${st}`, { size: 12, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, align: 'center' });
  p.down(28);
  const titleNo = digits(rng, 9);
  lv(p, 40, 'TITLE NUMBER', titleNo, 170, { size: 9 });
  lv(p, 330, 'DATE ISSUED', fd(issued, 'us'), 430, { size: 9 });
  p.down(14);
  lv(p, 40, 'VEHICLE ID NUMBER', v, 170, { size: 9 });
  p.down(14);
  lv(
    p,
    40,
    'YEAR / MAKE / MODEL',
    `${rng.int(1955, Math.min(2024, yearOf(issued)))} ${rng.pick(['FORD THUNDERBIRD', 'CHEVROLET CORVETTE', 'DODGE CHARGER', 'HONDA CIVIC'])}`,
    170,
    { size: 9 },
  );
  p.down(14);
  lv(p, 40, 'ODOMETER', `${thou(rng.int(10000, 180000), ',')} ACTUAL`, 170, { size: 9 });
  p.down(14);
  lv(p, 40, 'OWNER', `${personEN(rng).toUpperCase()}, ${town.toUpperCase()}, ${st}`, 170, { size: 9 });
  p.down(24);
  const price = rng.int(3, 80) * 500;
  const taxRate = rng.pick([5, 5.75, 6, 6.5]);
  const tax = r2((price * taxRate) / 100);
  p.box(40, p.y, 515, 70);
  const y0 = p.y;
  const cells: [string, string][] = [
    ['PURCHASE PRICE', `$${num(price, 'en')}`],
    ['SALES/USE TAX PAID', `$${num(tax, 'en')}`],
    ['TITLE FEE', `$${num(rng.pick([15, 18.5, 28]), 'en')}`],
    ['DATE OF SALE', fd(addDays(issued, -rng.int(5, 30)), 'us')],
  ];
  cells.forEach(([l, val], i) => {
    p.text(48 + i * 128, l, { size: 6.5, y: y0 + 12 });
    p.text(48 + i * 128, val, { size: 9.5, y: y0 + 26 });
  });
  const lien = rng.chance(0.5);
  p.text(48, 'FIRST LIENHOLDER', { size: 6.5, y: y0 + 46 });
  p.text(48, lien ? `${rng.pick(['FIRST CITIZENS BANK', 'HERITAGE CREDIT UNION'])} — AMOUNT $${num(r2(price * 0.7), 'en')}` : 'NONE', { size: 9, y: y0 + 60 });
  p.y = y0 + 96;
  p.text(40, 'The Department certifies that the person named is the owner of the vehicle described, subject to the liens shown.', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: v });
}

/** 1975–1995 title with fees block and a dealer's reassignment section that prints a selling price. */
export function usTitleReassign(rng: Random): Generated {
  const p = newPage(48);
  const [town, st] = rng.pick(US_TOWNS);
  const issued = rng.date(1975, 1995);
  const v = vin(rng, rng.pick(['1G1', '1FA', '2B3']));
  p.text(40, `${st} BUREAU OF MOTOR VEHICLES`, { size: 10, bold: true, serif: true });
  p.text(555, `No. ${letters(rng, 1)}${digits(rng, 7)}`, { size: 10, serif: true, align: 'right' });
  p.down(16);
  p.text(40, 'Certificate of Title', { size: 16, serif: true, bold: true });
  p.down(30);
  const rows: [string, string][] = [
    ['Identification No.', v],
    ['Make', rng.pick(['PONTIAC', 'OLDSMOBILE', 'MERCURY', 'PLYMOUTH'])],
    ['Year', String(rng.int(1965, yearOf(issued)))],
    ['Owner', `${personEN(rng)}, ${town}`],
    ['Issued', fd(issued, 'uslong')],
  ];
  for (const [l, val] of rows) {
    lv(p, 40, `${l}:`, val, 170, { size: 10 });
    p.down(15);
  }
  p.down(12);
  p.text(40, 'FEES', { size: 9, bold: true });
  p.down(12);
  sumLine(p, 40, 'Title', num(rng.pick([5, 7.5, 10]), 'en'), 250, { size: 9 });
  sumLine(p, 40, 'Lien notation', num(rng.pick([0, 5]), 'en'), 250, { size: 9 });
  sumLine(p, 40, 'Sales tax', num(r2(rng.int(50, 900) + 0.25), 'en'), 250, { size: 9 });
  p.down(16);
  p.box(40, p.y, 515, 84);
  const y0 = p.y;
  p.text(48, 'ASSIGNMENT OF TITLE BY OWNER (complete upon sale)', { size: 8, bold: true, y: y0 + 14 });
  p.text(48, 'Selling price $ __________     Date of sale ____/____/______', { size: 8, y: y0 + 32 });
  p.text(48, 'Odometer reading __________ miles    Buyer ______________________', { size: 8, y: y0 + 50 });
  p.text(48, 'Signature of seller ____________________________', { size: 8, y: y0 + 68 });
  p.y = y0 + 104;
  p.text(40, 'Any alteration or erasure voids this title.', { size: 8, serif: true });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: v });
}
