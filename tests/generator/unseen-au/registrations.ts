/** Digital registration confirmations and titles, 2008–2026 (unseen-au). */
import { addDays, doc, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cityAT,
  cityDE,
  digits,
  kv,
  letters,
  PageBuilder,
  personDE,
  personEN,
  plateDE,
  plateUK,
  plateUS,
  stacked,
  streetDE,
  streetEN,
  vin,
  upToNow,
} from './kit';

/** i-Kfz: the provisional registration proof printed from the portal, valid for ten days. */
export function ikfzVorlaeufigerNachweis(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2019);
  const until = addDays(date, 10);
  const plate = plateDE(rng);
  const no = `${letters(rng, 2)}${digits(rng, 2)}-${digits(rng, 8)}`;
  const office = `Zulassungsbehörde ${rng.pick(['Landkreis Augsburg', 'Stadt Kassel', 'Landkreis Rosenheim', 'Stadt Freiburg'])}`;
  p.text(50, 'Internetbasierte Fahrzeugzulassung (i-Kfz)', { size: 9 });
  p.text(50, 'Vorläufiger Zulassungsnachweis', { size: 16, bold: true, y: 84 });
  p.text(50, office, { size: 9, y: 100 });
  p.y = 135;
  p.box(50, 122, 495, 60);
  stacked(p, 60, 'Kennzeichen', plate, 137);
  stacked(p, 230, 'Nachweis-Nr.', no, 137);
  stacked(p, 400, 'Gültig bis', fd(until, 'de'), 137);
  p.text(60, 'Mitzuführen bis zum Eintreffen der Zulassungsbescheinigung Teil I und der Plaketten.', { size: 7.5, y: 175 });
  p.y = 210;
  for (const [l, v] of [
    ['Halter', personDE(rng)],
    ['Anschrift', `${streetDE(rng)}, ${cityDE(rng)}`],
    ['Fahrzeug-Identifizierungsnummer', vin(rng)],
    ['Marke / Typ', rng.pick(['Mercedes-Benz / 107', 'Volkswagen / 1H', 'Porsche / 964', 'BMW / E30'])],
    ['Zulassungsdatum', fd(date, 'de')],
    ['Vorgangsnummer', `${digits(rng, 12)}`],
    ['Bezahlt per', rng.pick(['giropay', 'Kreditkarte', 'PayPal'])],
  ] as [string, string][]) {
    kv(p, 50, l, v, { gap: 170 });
    p.down(14);
  }
  p.down(20);
  p.text(50, 'Dieses Dokument wurde maschinell erstellt und ist ohne Unterschrift gültig. Ausdruck im Fahrzeug mitführen.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: until });
}

/** Kurzzeitkennzeichen applied for online: five-day plate, Bescheinigung number, Gültigkeitsende. */
export function kurzzeitkennzeichenOnline(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2015);
  const end = addDays(date, 4);
  const plate = `${rng.pick(['M', 'A', 'KS', 'RO', 'FR'])} 04-${rng.int(100, 9999)}`;
  const no = `KZ ${digits(rng, 4)}/${date.slice(0, 4)}`;
  p.text(297, rng.pick(['Landratsamt Augsburg', 'Stadt Kassel – Bürgeramt', 'Landratsamt Rosenheim']), { size: 12, bold: true, align: 'center' });
  p.text(297, 'Fahrzeugzulassung', { size: 9, align: 'center', y: 76 });
  p.y = 120;
  p.text(50, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true });
  p.down(24);
  const rows: [string, string][] = [
    ['Nr. der Bescheinigung', no],
    ['Kennzeichen', plate],
    ['Ausgabedatum', fd(date, 'de')],
    ['Gültigkeitsende', fd(end, 'de')],
    ['Fahrzeug-Ident.-Nr.', vin(rng)],
    ['Inhaber', personDE(rng)],
    ['Anschrift', `${streetDE(rng)}, ${cityDE(rng)}`],
    ['Versicherungsbestätigung (eVB)', letters(rng, 7)],
  ];
  for (const [l, v] of rows) {
    p.box(50, p.y - 11, 200, 17);
    p.box(250, p.y - 11, 295, 17);
    p.text(56, l, { size: 8.5 });
    p.text(256, v, { size: 9.5 });
    p.down(17);
  }
  p.down(20);
  p.text(50, 'Nur gültig für Prüfungs-, Probe- und Überführungsfahrten. Gebühr bezahlt online.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: end });
}

/** DVLA-style online confirmation: V5C document reference, the registration mark, tax paid until. */
export function dvlaOnlineConfirmation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2014);
  const expiry = addDays(`${Number(date.slice(0, 4)) + 1}-${date.slice(5, 7)}-01`, -1);
  const plate = plateUK(rng);
  const ref = `${digits(rng, 11)}`;
  p.text(50, 'GOV.UK', { size: 18, bold: true });
  p.text(50, 'Vehicle tax — confirmation', { size: 14, bold: true, y: 100 });
  p.box(50, 115, 495, 50, true);
  p.text(297, 'Your vehicle is now taxed', { size: 13, bold: true, align: 'center', y: 138 });
  p.text(297, `Reference number ${letters(rng, 2)}${digits(rng, 8)}`, { size: 9, align: 'center', y: 154 });
  p.y = 195;
  for (const [l, v] of [
    ['Registration number', plate],
    ['Make', rng.pick(['TRIUMPH', 'LAND ROVER', 'MG', 'JAGUAR', 'FORD'])],
    ['V5C document reference number', ref],
    ['Tax start date', fd(date, 'uklong')],
    ['Tax expiry date', fd(expiry, 'uklong')],
    ['Payment', rng.pick(['12 monthly Direct Debits', 'Debit card, 12 months', 'Historic vehicle — £0.00'])],
  ] as [string, string][]) {
    p.text(50, l, { size: 10, bold: true });
    p.text(300, v, { size: 10 });
    p.down(20);
  }
  p.down(10);
  p.text(50, 'You will not get a tax disc. Keep this confirmation for your records. You can check the tax on GOV.UK.', { size: 8.5 });
  p.down(12);
  p.text(50, `Registered keeper: ${personEN(rng)}, ${streetEN(rng)}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref, expiryDate: expiry });
}

/** US DMV online renewal: temporary receipt, confirmation number, plate, new expiration date, fees paid. */
export function usDmvOnlineRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const state = rng.pick(['California', 'Virginia', 'Arizona', 'New York']);
  const date = upToNow(rng, 2012);
  const expiry = addDays(`${Number(date.slice(0, 4)) + 1}-${date.slice(5, 7)}-28`, 0);
  const plate = plateUS(rng);
  const conf = `${letters(rng, 1)}${digits(rng, 9)}`;
  p.text(50, `${state} Department of Motor Vehicles`, { size: 13, bold: true });
  p.text(50, 'Online Vehicle Registration Renewal — Temporary Operating Receipt', { size: 10, y: 80 });
  p.y = 115;
  for (const [l, v] of [
    ['Confirmation Number:', conf],
    ['Transaction Date:', fd(date, 'us')],
    ['License Plate:', plate],
    ['VIN (last 5):', vin(rng).slice(-5)],
    ['Registration Expiration Date:', fd(expiry, 'us')],
    ['Registered Owner:', personEN(rng).toUpperCase()],
  ] as [string, string][]) {
    p.text(300, l, { size: 9.5, align: 'right' });
    p.text(310, v, { size: 9.5, bold: true });
    p.down(15);
  }
  p.down(10);
  p.text(50, 'Fees paid', { size: 10, bold: true });
  p.down(14);
  for (const [l, v] of [
    ['Registration fee', '$' + rng.int(46, 80) + '.00'],
    ['Vehicle license fee', '$' + rng.int(30, 300) + '.00'],
    ['Service fee', '$1.95'],
  ]) {
    p.text(60, l, { size: 9 });
    p.text(300, v, { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(16);
  p.text(50, 'Print and keep this receipt in your vehicle until your sticker and card arrive by mail (allow 10 business days).', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: conf, expiryDate: expiry });
}

/** ServiceOntario online sticker renewal: plate, permit number, new validation expiry on the owner's birthday. */
export function ontarioStickerRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2013, 2022);
  const expiry = `${Number(date.slice(0, 4)) + rng.int(1, 2)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const plate = `${letters(rng, 4)} ${digits(rng, 3)}`;
  const permit = `${letters(rng, 1)}${digits(rng, 7)}`;
  p.text(50, 'ServiceOntario', { size: 16, bold: true });
  p.text(50, 'Licence Plate Sticker Renewal — Receipt', { size: 11, y: 82 });
  p.y = 115;
  p.box(50, 105, 495, 56);
  const cells: [string, string][] = [
    ['PLATE NUMBER', plate],
    ['VEHICLE PERMIT NO.', permit],
    ['NEW EXPIRY', fd(expiry, 'iso')],
    ['ORDER DATE', fd(date, 'uslong')],
  ];
  cells.forEach(([l, v], k) => stacked(p, 60 + k * 122, l, v, 122));
  p.y = 190;
  kv(p, 50, 'Owner', personEN(rng), { gap: 120 });
  p.down(14);
  kv(p, 50, 'Vehicle', `${rng.int(1960, 2015)} ${rng.pick(['FORD', 'CHEV', 'HONDA', 'VW'])} ${vin(rng, '2G1').slice(-6)}`, { gap: 120 });
  p.down(14);
  kv(p, 50, 'Validation period', rng.pick(['1 year', '2 years']), { gap: 120 });
  p.down(14);
  kv(p, 50, 'Amount paid', '$' + rng.pick(['120.00', '240.00', '60.00']), { gap: 120 });
  p.down(24);
  p.text(50, 'Your sticker will be mailed. Keep this receipt with your vehicle permit until it arrives.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: permit, expiryDate: expiry });
}

/** Zulassungsbescheinigung Teil II as printed since 2005: numbered fields, Nr. of the document, the date of issue. */
export function zb2NeuesFormat(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2008);
  const v = vin(rng);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center', y: 50 });
  p.text(297, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 14, bold: true, align: 'center', y: 70 });
  p.text(545, `${letters(rng, 2)}${digits(rng, 6)}`, { size: 12, bold: true, align: 'right', y: 95 });
  p.y = 130;
  const fields: [string, string][] = [
    ['C.2.1 Name', personDE(rng).split(' ')[1]],
    ['C.2.2 Vorname', personDE(rng).split(' ')[0]],
    ['C.2.3 Anschrift', `${streetDE(rng)}, ${cityDE(rng)}`],
    ['B Datum der Erstzulassung', fd(rng.date(1960, 2005), 'de')],
    ['D.1 Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN'])],
    ['D.2 Typ / Variante', `${letters(rng, 1)}${digits(rng, 3)} / ${letters(rng, 3)}`],
    ['E Fahrzeug-Identifizierungsnummer', v],
    ['2.1 / 2.2 Code zu', `${digits(rng, 4)} / ${letters(rng, 3)}`],
    ['Anzahl der Vorhalter', String(rng.int(1, 7))],
  ];
  for (const [l, val] of fields) {
    p.text(50, l, { size: 8 });
    p.text(250, val, { size: 10 });
    p.down(18);
  }
  p.down(20);
  p.text(50, `${rng.pick(['Landkreis Augsburg', 'Stadt Ulm', 'Landkreis Würzburg'])} · Zulassungsbehörde`, { size: 9 });
  p.down(14);
  p.text(50, `Datum: ${fd(date, 'de')}`, { size: 10 });
  p.text(400, '(Dienstsiegel)', { size: 8 });
  p.down(30);
  p.text(50, 'Diese Bescheinigung ist kein Eigentumsnachweis. Bei Veräußerung dem Erwerber aushändigen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** Austrian Datenauszug from the Genehmigungsdatenbank (replacing the Typenschein): printed by the Landesprüfstelle. */
export function genehmigungsDatenauszug(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2011);
  const v = vin(rng);
  p.text(50, `Amt der ${rng.pick(['Steiermärkischen', 'Oberösterreichischen', 'Tiroler', 'Niederösterreichischen'])} Landesregierung`, {
    size: 11,
    bold: true,
  });
  p.text(50, 'Landesprüfstelle für Kraftfahrzeuge', { size: 9, y: 74 });
  p.y = 110;
  p.text(50, 'Datenauszug aus der Genehmigungsdatenbank', { size: 14, bold: true });
  p.down(14);
  p.text(50, 'Einzelgenehmigung gemäß § 31 KFG 1967 (Ersatz für Typenschein)', { size: 9 });
  p.down(24);
  const col = (x: number, rows: [string, string][]) => {
    let y = p.y;
    for (const [l, val] of rows) {
      p.text(x, l, { size: 7, y });
      p.text(x, val, { size: 9.5, y: y + 11 });
      y += 28;
    }
  };
  col(50, [
    ['Genehmigungsnummer', `${letters(rng, 1)}${digits(rng, 2)}-${digits(rng, 6)}`],
    ['Fahrgestellnummer', v],
    ['Marke / Type', rng.pick(['Steyr-Puch / 500', 'Mercedes-Benz / W123', 'VW / Typ 1'])],
    ['Datum der Genehmigung', fd(date, 'de')],
  ]);
  col(320, [
    ['Antragsteller', personDE(rng)],
    ['Wohnort', cityAT(rng)],
    ['Erstzulassung', String(rng.int(1955, 1995))],
    ['Kennzeichen (Info)', '—'],
  ]);
  p.y += 130;
  p.text(50, `Ausgestellt am ${fd(date, 'de2')} · Gebühr EUR ${rng.int(40, 120)},– entrichtet`, { size: 9 });
  p.down(30);
  p.text(50, 'Elektronisch gefertigt. Verifizierbar unter Angabe der Genehmigungsnummer.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** Texas-style Certificate of Title printed from the electronic record: issue date, VIN, odometer brand, lienholder none. */
export function usTitlePrint(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2008);
  const v = vin(rng, rng.pick(['1FA', '1G1', '1GC', 'WP0']));
  const state = rng.pick(['TEXAS', 'FLORIDA', 'OHIO']);
  p.text(297, `THE STATE OF ${state}`, { size: 12, bold: true, align: 'center', y: 60 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 18, bold: true, align: 'center', y: 84 });
  p.y = 120;
  p.box(50, 108, 495, 64);
  stacked(p, 58, 'VEHICLE IDENTIFICATION NUMBER', v, 122);
  stacked(p, 280, 'YEAR', String(rng.int(1955, 2015)), 122);
  stacked(p, 340, 'MAKE', rng.pick(['FORD', 'CHEV', 'PORS', 'DODG']), 122);
  stacked(p, 420, 'BODY', rng.pick(['2D', 'CV', '4D']), 122);
  stacked(p, 58, 'TITLE NUMBER', digits(rng, 17).slice(0, 14), 150);
  stacked(p, 280, 'DATE TITLE ISSUED', fd(date, 'us'), 150);
  stacked(p, 420, 'ODOMETER', `${rng.int(10, 199)}${digits(rng, 3)} ACTUAL`, 150);
  p.y = 200;
  p.text(50, 'OWNER', { size: 7 });
  p.down(12);
  p.text(50, personEN(rng).toUpperCase(), { size: 10 });
  p.down(12);
  p.text(50, streetEN(rng).toUpperCase(), { size: 10 });
  p.down(24);
  p.text(50, 'FIRST LIENHOLDER: NONE', { size: 9 });
  p.down(30);
  p.text(50, 'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE OF TITLE.', { size: 6.5 });
  p.down(12);
  p.text(50, `Printed from electronic title record · Control no. ${digits(rng, 8)}`, { size: 7 });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
}

/** Electronic-title paper print request: a notice with "Date of issue" and the VIN in a table. */
export function etitlePaperPrint(rng: Random): Generated {
  const p = new PageBuilder();
  const date = upToNow(rng, 2012);
  const v = vin(rng, rng.pick(['1FT', '2HG', 'JN1', 'SAJ']));
  p.text(50, rng.pick(['Department of Highway Safety and Motor Vehicles', 'Department of Revenue — Motor Vehicle Division']), { size: 11, bold: true });
  p.text(50, 'Paper Title Issued from Electronic Record', { size: 14, bold: true, y: 90 });
  p.y = 125;
  p.text(50, `Dear ${personEN(rng)}, the lien on your vehicle has been satisfied and a paper certificate of title was printed.`, { size: 9 });
  p.down(24);
  const rows: [string, string][] = [
    ['Title No.', digits(rng, 9)],
    ['Date of Issue', fd(date, 'uslong')],
    ['VIN', v],
    ['Year/Make', `${rng.int(1965, 2018)} ${rng.pick(['FORD', 'JAGUAR', 'NISSAN', 'HONDA'])}`],
    ['Lien released by', rng.pick(['Sunbelt Credit Union', 'First Coast Bank', 'Ally Financial'])],
  ];
  for (const [l, val] of rows) {
    p.box(50, p.y - 11, 150, 17, true);
    p.box(200, p.y - 11, 345, 17);
    p.text(56, l, { size: 9 });
    p.text(206, val, { size: 9.5 });
    p.down(17);
  }
  p.down(20);
  p.text(50, 'Keep the certificate in a safe place, not in the vehicle.', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
}
