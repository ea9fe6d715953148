/**
 * The test stations' own slips: a TÜV fee receipt with the AU values, an ÖAMTC §57a till receipt, a Swiss
 * Strassenverkehrsamt's MFK receipt, a British MOT centre's receipt, a California brake-and-lamp station's receipt and
 * an Irish NCT centre's receipt.
 */
import { PageBuilder } from '../page';
import { dateIn, doc, fd, hline, num, r2, vatDE, vatIE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carDE, carEN, personDE, personEN, plateAT, plateCH, plateDE, plateUK, plateUS, streetEN, TOWNS_AT, TOWNS_CH, TOWNS_DE, TOWNS_UK } from './kit';

/** A TÜV test centre's Gebührenquittung: HU and AU with their fees, VAT contained in the gross. */
export function tuevQuittung(rng: Random): Generated {
  const date = dateIn(rng, 1996, 2024);
  const year = yearOf(date);
  const euro = year >= 2002;
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const org = rng.pick(['TÜV SÜD Auto Service GmbH', 'TÜV NORD Mobilität GmbH & Co. KG', 'TÜV Rheinland Kraftfahrt GmbH']);
  const issuer = `${org}`;
  const car = carDE(rng, year - 10);
  const hu = r2(euro ? rng.int(6500, 9500) / 100 : rng.int(5500, 8500) / 100);
  const au = r2(euro ? rng.int(3200, 4900) / 100 : rng.int(4000, 6500) / 100);
  const gross = r2(hu + au);
  const v = vatDE(year);
  const vat = r2((gross * v) / (100 + v));
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, issuer, { size: 12, bold: true }).down(12);
  p.text(50, `Prüfstelle ${town}, ${zip} ${town}`, { size: 8.5 }).down(26);
  p.text(50, 'Gebührenquittung / Rechnung', { size: 13, bold: true }).down(18);
  const kv: [string, string][] = [
    ['Beleg-Nr.', `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`],
    ['Datum', `${fd(date, 'de')}  ${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr`],
    ['Halter', personDE(rng)],
    ['Amtl. Kennzeichen', plateDE(rng, code, year - car.built >= 30)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['FIN', car.vin],
    ['Prüfergebnis', rng.pick(['ohne Mängel', 'geringe Mängel'])],
    ['Plakette', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + 2}`],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(170, b, { size: 9 }).down(13);
  p.down(10);
  hline(p, 50, 300);
  p.down(14);
  p.text(50, 'Hauptuntersuchung §29 StVZO', { size: 9 }).text(350, num(hu, 'de'), { size: 9, align: 'right' }).down(13);
  p.text(50, year < 2010 ? 'Abgasuntersuchung (AU)' : 'Untersuchung der Abgase (UMA)', { size: 9 })
    .text(350, num(au, 'de'), { size: 9, align: 'right' })
    .down(13);
  hline(p, 50, 300);
  p.down(14);
  p.text(50, `Gesamt ${euro ? 'EUR' : 'DM'}`, { size: 10, bold: true })
    .text(350, num(gross, 'de'), { size: 10, bold: true, align: 'right' })
    .down(13);
  p.text(50, `darin enthalten ${v} % MwSt.`, { size: 8.5 }).text(350, num(vat, 'de'), { size: 8.5, align: 'right' }).down(20);
  p.text(50, rng.pick(['Bezahlt: bar', 'Bezahlt: EC-Cash', 'Bezahlt: Girocard']), { size: 9 }).down(24);
  p.text(50, `Prüfingenieur: ${rng.pick(['Dipl.-Ing. (FH)', 'M.Eng.', 'Dipl.-Ing.'])} ${personDE(rng)}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: issuer, date, totalCost: gross });
}

/** An ÖAMTC Prüfzentrum's till receipt for a §57a Begutachtung, narrow like a Kassabon. */
export function oeamtcBon(rng: Random): Generated {
  const date = dateIn(rng, 2005, 2025);
  const [town, zip, code] = rng.pick(TOWNS_AT);
  const issuer = `ÖAMTC Stützpunkt ${town}`;
  const car = carDE(rng, 1998);
  const net = r2(rng.int(5400, 7500) / 100);
  const plak = r2(rng.pick([2.9, 3.3, 3.9]));
  const sumNet = r2(net + plak);
  const ust = r2(sumNet * 0.2);
  const total = r2(sumNet + ust);
  const member = rng.chance(0.5);
  const p = new PageBuilder();
  const x0 = 200;
  const x1 = 395;
  p.y = 70;
  p.text(297, 'ÖAMTC', { size: 16, bold: true, align: 'center' }).down(14);
  p.text(297, issuer, { size: 9, align: 'center' }).down(11);
  p.text(297, `${zip} ${town}`, { size: 8.5, align: 'center' }).down(11);
  p.text(297, `UID ATU${rng.int(10000000, 99999999)}`, { size: 8, align: 'center' }).down(18);
  p.text(x0, `Bon ${rng.int(100000, 999999)}`, { size: 8.5 })
    .text(x1, `${fd(date, 'de')} ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5, align: 'right' })
    .down(12);
  p.text(x0, `Kz. ${plateAT(rng, code)}`, { size: 8.5 }).down(12);
  p.text(x0, `${car.make} ${car.model}`, { size: 8.5 }).down(12);
  if (member) p.text(x0, `Mitglied Nr. ${rng.int(1000000, 9999999)}`, { size: 8.5 }).down(12);
  p.text(x0, '- - - - - - - - - - - - - - - - - - - - - - -', { size: 8.5 }).down(12);
  p.text(x0, '§57a Begutachtung M1', { size: 8.5 }).text(x1, num(net, 'de'), { size: 8.5, align: 'right' }).down(12);
  p.text(x0, 'Begutachtungsplakette', { size: 8.5 }).text(x1, num(plak, 'de'), { size: 8.5, align: 'right' }).down(12);
  p.text(x0, 'Netto', { size: 8.5 }).text(x1, num(sumNet, 'de'), { size: 8.5, align: 'right' }).down(12);
  p.text(x0, 'USt 20 %', { size: 8.5 }).text(x1, num(ust, 'de'), { size: 8.5, align: 'right' }).down(12);
  p.text(x0, '= = = = = = = = = = = = = = = = = = = = = = =', { size: 8.5 }).down(12);
  p.text(x0, 'SUMME EUR', { size: 10, bold: true }).text(x1, num(total, 'de'), { size: 10, bold: true, align: 'right' }).down(14);
  p.text(x0, rng.pick(['Bankomat', 'Bar', 'Kreditkarte']), { size: 8.5 })
    .text(x1, num(total, 'de'), { size: 8.5, align: 'right' })
    .down(18);
  p.text(297, `Nächste Begutachtung: ${date.slice(5, 7)}/${yearOf(date) + 1} (Toleranz + 4 Monate)`, { size: 8, align: 'center' }).down(11);
  p.text(297, 'Danke für Ihren Besuch!', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: issuer, date, totalCost: total });
}

/** A Swiss Strassenverkehrsamt's receipt for the periodic test (MFK), with the fee and a re-test; no MWST. */
export function mfkQuittung(rng: Random): Generated {
  const date = dateIn(rng, 1996, 2025);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const kantone: Record<string, string> = {
    ZH: 'Zürich',
    BE: 'Bern',
    LU: 'Luzern',
    SG: 'St. Gallen',
    AG: 'Aargau',
    GR: 'Graubünden',
    SO: 'Solothurn',
    TG: 'Thurgau',
  };
  const issuer = `Strassenverkehrsamt des Kantons ${kantone[canton]}`;
  const car = carDE(rng, 1995);
  const fee = r2(rng.pick([50, 55, 60, 64, 70, 76]));
  const nach = rng.chance(0.4) ? r2(rng.pick([30, 35, 40])) : 0;
  const total = r2(fee + nach);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, `Kanton ${kantone[canton]}`, { size: 9 }).down(12);
  p.text(50, issuer, { size: 12, bold: true }).down(12);
  p.text(50, `Prüfstelle ${town} · ${zip} ${town}`, { size: 8.5 }).down(30);
  p.text(50, 'Quittung', { size: 14, bold: true }).down(20);
  const kv: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Quittung Nr.', String(rng.int(1000000, 9999999))],
    ['Kontrollschild', plateCH(rng, canton)],
    ['Fahrzeughalter/in', personDE(rng)],
    ['Marke, Typ', `${car.make} ${car.model}`],
    ['Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(190, b, { size: 9 }).down(13);
  p.down(12);
  p.box(50, p.y - 11, 320, nach ? 58 : 44);
  p.text(56, 'Periodische Fahrzeugprüfung (MFK)', { size: 9 }).text(362, num(fee, 'ch'), { size: 9, align: 'right' }).down(14);
  if (nach) p.text(56, 'Nachkontrolle', { size: 9 }).text(362, num(nach, 'ch'), { size: 9, align: 'right' }).down(14);
  p.text(56, 'Total CHF', { size: 10, bold: true }).text(362, num(total, 'ch'), { size: 10, bold: true, align: 'right' }).down(30);
  p.text(50, 'Gebühr gemäss kantonalem Gebührentarif. Nicht mehrwertsteuerpflichtig.', { size: 8.5 }).down(12);
  p.text(50, `Bezahlt ${rng.pick(['bar', 'mit Debitkarte', 'mit TWINT'])} am Schalter.`, { size: 8.5 }).down(12);
  p.text(50, `Prüfergebnis: ${nach ? 'bestanden nach Nachkontrolle' : 'bestanden'}. Eintrag im Fahrzeugausweis erfolgt.`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: issuer, date, totalCost: total });
}

/** A British MOT test centre's receipt: the test and, sometimes, a partial re-test; no VAT on the MOT fee. */
export function motCentreReceipt(rng: Random): Generated {
  const date = dateIn(rng, 2005, 2025);
  const year = yearOf(date);
  const [town, pc] = rng.pick(TOWNS_UK);
  const issuer = `${town} ${rng.pick(['MOT Centre', 'Test Centre', 'MOT & Tyre'])}`;
  const car = carEN(rng, 1995);
  const fee = r2(year < 2010 ? rng.pick([50.35, 53.1, 54.85]) : rng.pick([54.85, 54.85, 45.0, 39.99]));
  const retest = rng.chance(0.35) ? r2(rng.pick([15, 20, 27.43])) : 0;
  const total = r2(fee + retest);
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, issuer.toUpperCase(), { size: 13, bold: true, align: 'center' }).down(13);
  p.text(297, `${rng.int(1, 99)} ${rng.pick(['Brook Lane', 'Foundry Road', 'Canal Street'])}, ${town} ${pc}`, { size: 8.5, align: 'center' }).down(11);
  p.text(297, `VTS No. ${rng.int(10000, 99999)}${'ABCDEFGH'[rng.int(0, 7)]}`, { size: 8.5, align: 'center' }).down(24);
  p.text(297, 'RECEIPT', { size: 12, bold: true, align: 'center' }).down(20);
  const kv: [string, string][] = [
    ['Date', fd(date, 'uk')],
    ['Receipt no', String(rng.int(100000, 999999))],
    ['Vehicle reg', plateUK(rng, car.built)],
    ['Make / model', `${car.make} ${car.model}`],
    ['Test class', '4'],
    ['Result', retest ? 'FAIL / PASS on partial re-test' : 'PASS'],
    ['Test number', `${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`],
  ];
  for (const [a, b] of kv) p.text(160, a, { size: 9 }).text(270, b, { size: 9 }).down(13);
  p.down(10);
  hline(p, 160, 280);
  p.down(14);
  p.text(160, 'MOT test', { size: 9 })
    .text(440, `£${num(fee, 'en')}`, { size: 9, align: 'right' })
    .down(13);
  if (retest)
    p.text(160, 'Partial re-test', { size: 9 })
      .text(440, `£${num(retest, 'en')}`, { size: 9, align: 'right' })
      .down(13);
  hline(p, 160, 280);
  p.down(14);
  p.text(160, 'Amount paid', { size: 10, bold: true })
    .text(440, `£${num(total, 'en')}`, { size: 10, bold: true, align: 'right' })
    .down(13);
  p.text(160, 'VAT: nil (MOT fees are outside the scope of VAT)', { size: 8 }).down(22);
  p.text(160, `Paid by ${rng.pick(['cash', 'debit card', 'credit card'])}. Tester: ${personEN(rng).split(' ')[0][0]}. ${personEN(rng).split(' ')[1]}`, {
    size: 8.5,
  });
  return doc(p, 'en', { documentType: 'receipt', shopName: issuer.toUpperCase(), date, totalCost: total });
}

/** A California official brake and lamp station's receipt for the inspections a salvaged or rebuilt car needs. */
export function brakeLampReceipt(rng: Random): Generated {
  const date = dateIn(rng, 1998, 2024);
  const town = rng.pick(['Sacramento', 'Stockton', 'Ontario', 'Santa Rosa', 'Visalia']);
  const issuer = `${rng.pick(['Capitol', 'Central Valley', 'Inland', 'Redwood'])} Brake & Lamp`;
  const car = carEN(rng, 1995, 'us');
  const brake = r2(rng.int(8000, 15000) / 100);
  const lamp = r2(rng.int(4000, 9000) / 100);
  const certs = r2(rng.pick([2, 3]) * rng.pick([2.25, 3, 3.5]));
  const total = r2(brake + lamp + certs);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, issuer, { size: 15, bold: true }).down(12);
  p.text(50, `${streetEN(rng)}, ${town}, CA · Official Brake Station & Official Lamp Station · BAR Lic. ${rng.pick(['BS', 'LS'])} ${rng.int(100000, 199999)}`, {
    size: 8,
  }).down(28);
  p.text(50, 'RECEIPT', { size: 12, bold: true })
    .text(545, `Date ${fd(date, 'us')}`, { size: 9, align: 'right' })
    .down(18);
  p.text(50, `Received from ${personEN(rng)}`, { size: 9 }).down(13);
  p.text(50, `For ${car.built} ${car.make} ${car.model}, VIN ${car.vin}, plate ${plateUS(rng)}`, { size: 9 }).down(22);
  const l = (a: string, b: number) =>
    p
      .text(60, a, { size: 9 })
      .text(545, `$ ${num(b, 'en')}`, { size: 9, align: 'right' })
      .down(13);
  l('Brake inspection (all four wheels pulled, measured)', brake);
  l('Lamp inspection (headlamp aim, all lamps)', lamp);
  l('Certificates of adjustment (brake & lamp)', certs);
  hline(p, 380, 165);
  p.down(14);
  p.text(380, 'Total paid', { size: 10, bold: true })
    .text(545, `$ ${num(total, 'en')}`, { size: 10, bold: true, align: 'right' })
    .down(28);
  p.text(50, `Brake certificate No. BC${rng.int(1000000, 9999999)}   Lamp certificate No. LC${rng.int(1000000, 9999999)}   Result: PASS`, { size: 8.5 }).down(
    12,
  );
  p.text(50, 'Certificates valid for 90 days from issue for DMV registration. No repairs performed — inspection only.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: issuer, date, totalCost: total });
}

/** An Irish NCT centre's receipt: the test fee with the VAT in it. */
export function nctReceipt(rng: Random): Generated {
  const date = dateIn(rng, 2003, 2025);
  const year = yearOf(date);
  const centre = rng.pick(['Deansgrange', 'Fonthill', 'Little Island', 'Ballinasloe', 'Sligo', 'Waterford', 'Limerick (Derryvolgie)']);
  const issuer = 'National Car Testing Service';
  const car = carEN(rng, 2000);
  const full = rng.chance(0.7);
  const gross = r2(full ? (year < 2010 ? rng.pick([49.5, 50]) : 55) : year < 2010 ? 24 : 28);
  const v = vatIE(year);
  const vat = r2((gross * v) / (100 + v));
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, 'NCT', { size: 22, bold: true })
    .text(110, issuer, { size: 11, bold: true, y: p.y - 4 })
    .down(14);
  p.text(110, `${centre} Test Centre`, { size: 9 }).down(30);
  p.text(50, 'Payment Receipt', { size: 13, bold: true }).down(20);
  const kv: [string, string][] = [
    ['Receipt Number', `${rng.int(10, 99)}${rng.int(1000000, 9999999)}`],
    ['Date', fd(date, 'uk')],
    ['Registration', `${String(car.built).slice(2)}-${rng.pick(['D', 'C', 'G', 'L', 'WX'])}-${rng.int(100, 99999)}`],
    ['Make / Model', `${car.make} ${car.model}`],
    ['Test Type', full ? 'Full Test' : 'Re-Test (visual)'],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9.5 }).text(200, b, { size: 9.5 }).down(14);
  p.down(12);
  p.box(50, p.y - 12, 300, 48);
  p.text(58, 'Amount Paid', { size: 10, bold: true })
    .text(340, `€${num(gross, 'en')}`, { size: 10, bold: true, align: 'right' })
    .down(14);
  p.text(58, `incl. VAT @ ${v}%`, { size: 8.5 })
    .text(340, `€${num(vat, 'en')}`, { size: 8.5, align: 'right' })
    .down(14);
  p.text(58, `VAT Reg No IE${rng.int(1000000, 9999999)}${'ABCDE'[rng.int(0, 4)]}`, { size: 8 }).down(30);
  p.text(50, 'Please retain this receipt. A re-test must be carried out within 21 days of the initial test.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: issuer, date, totalCost: gross });
}
