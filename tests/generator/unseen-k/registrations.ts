/** Registration papers out of digital offices: i-Kfz proofs, ZB I prints, short-term plates, DMV portals, UK certificates. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dePlate, digits, fmt, letters, money, r2, Sheet, ukPlate, usPlate, vin } from './kit';

const reg = (s: Sheet, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: s.items,
  language,
  truth: { documentType: 'registration', ...truth },
});

/** An i-Kfz proof of registration (de): printed at home, valid for ten days, with a QR code and an Vorgangsnummer. */
export function deIkfz(rng: Random): Generated {
  const s = new Sheet();
  const office = rng.pick(['Landkreis Harburg', 'Stadt Bielefeld', 'Rhein-Sieg-Kreis']);
  const date = rng.date(2019, 2026);
  const valid = addDays(date, 10);
  const plate = dePlate(rng, rng.pick(['WL', 'BI', 'SU']));
  const no = `${letters(rng, 2)}${digits(rng, 8)}`;
  s.text(40, office, { y: 46, size: 10, bold: true }).text(40, 'Zulassungsbehörde – internetbasierte Fahrzeugzulassung (i-Kfz)', { y: 58, size: 7.5 });
  s.qr(490, 30, 66, 'Prüfcode');
  s.text(40, 'Vorläufiger Nachweis der Zulassung', { y: 130, size: 15, bold: true });
  s.text(40, 'Dieser Nachweis ist zusammen mit dem Prüfcode im Fahrzeug mitzuführen.', { y: 146, size: 8.5 });
  const rows: [string, string][] = [
    ['Nummer des Nachweises', no],
    ['Vorgangsnummer', `${digits(rng, 4)}-${digits(rng, 6)}`],
    ['Zugeteiltes Kennzeichen', plate],
    ['Fahrzeug-Identifizierungsnummer', vin(rng, 'VF1')],
    ['Datum der Zulassung', fmt(date, 'de')],
    ['Gültig bis', fmt(valid, 'de')],
    ['Halter', `${rng.pick(['Nadine', 'Kevin', 'Helga'])} ${rng.pick(['Krämer', 'Özdemir', 'Voss'])}`],
  ];
  let y = 180;
  for (const [l, v] of rows) {
    s.box(40, y - 12, 200, 18, true).box(240, y - 12, 315, 18);
    s.text(46, l, { y, size: 8.5 }).text(248, v, { y, size: 10, bold: l === 'Zugeteiltes Kennzeichen' });
    y += 18;
  }
  s.text(40, `Gebühr ${money(r2(rng.int(28, 45) + 0.9), 'eur')} wurde per Giropay bezahlt. Die Plakette wird per Post zugestellt.`, { y: y + 20, size: 8 });
  s.text(
    40,
    `Erstellt am ${fmt(date, 'de')} um ${rng.int(8, 22)}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr · Dokument elektronisch erstellt, ohne Unterschrift gültig.`,
    { y: 800, size: 6 },
  );
  s.text(555, 'Seite 1 von 1', { y: 812, size: 6, align: 'right' });
  return reg(s, 'de', { plateNumber: plate, registrationNumber: no, expiryDate: valid });
}

/** A ZB I as printed by the office's system (de): coded fields (A, B, I …), the document's own number top right, next HU month. */
export function deZb1(rng: Random): Generated {
  const s = new Sheet();
  const plate = dePlate(rng, rng.pick(['GÖ', 'NOM', 'HM']));
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const first = rng.date(2002, 2018);
  const thisReg = rng.date(2019, 2025);
  s.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { y: 40, size: 7 });
  s.text(40, 'Zulassungsbescheinigung Teil I', { y: 58, size: 13, bold: true }).text(40, '(Fahrzeugschein)', { y: 70, size: 8 });
  s.text(555, no, { y: 58, size: 13, bold: true, align: 'right' }).text(555, 'Nr. der Bescheinigung', { y: 70, size: 6, align: 'right' });
  const f: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fmt(first, 'de')],
    ['I', 'Datum dieser Zulassung', fmt(thisReg, 'de')],
    ['E', 'Fahrzeug-Identifizierungsnr.', vin(rng, 'WAU')],
    ['2.1 / 2.2', 'Code zu 2 / zu 2.2', `${digits(rng, 4)} / ${letters(rng, 3)}${digits(rng, 5)}`],
    ['D.1', 'Marke', rng.pick(['AUDI', 'SKODA', 'OPEL'])],
    ['P.1 / P.2', 'Hubraum / Nennleistung', `${rng.int(999, 2995)} cm³ / ${rng.int(55, 180)} kW`],
    ['C.1.1', 'Name oder Firmenname', rng.pick(['LANGE', 'BERGMANN', 'YILMAZ'])],
    ['', 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(thisReg.slice(0, 4)) + 2}`],
    ['', 'Kontrollnummer', `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 5)}`],
  ];
  let y = 104;
  for (const [code, l, v] of f) {
    s.box(40, y, 515, 26);
    s.text(44, code, { y: y + 10, size: 6.5, bold: true })
      .text(90, l, { y: y + 10, size: 6.5 })
      .text(90, v, { y: y + 22, size: 9.5 });
    y += 26;
  }
  s.text(40, `Ausgestellt: Zulassungsbehörde ${rng.pick(['Göttingen', 'Northeim', 'Hameln-Pyrmont'])} · ${fmt(thisReg, 'de')}`, { y: y + 24, size: 8 });
  s.text(40, 'Dienstsiegel', { y: y + 60, size: 7 }).box(40, y + 64, 70, 70);
  return reg(s, 'de', { plateNumber: plate, registrationNumber: no });
}

/** A short-term plate's vehicle paper (de): Kurzzeitkennzeichen, number of the paper, printed end of validity. */
export function deKurzzeit(rng: Random): Generated {
  const s = new Sheet();
  const city = rng.pick(['RE', 'MK', 'UN']);
  const plate = `${city} 0${rng.int(4, 5)}-${rng.int(100, 999)}`;
  const no = `K${digits(rng, 7)}`;
  const date = rng.date(2015, 2026);
  const until = addDays(date, 4);
  s.text(298, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 60, size: 13, bold: true, align: 'center' });
  s.text(298, `Kreis ${rng.pick(['Recklinghausen', 'Märkischer Kreis', 'Unna'])} – Straßenverkehrsamt`, { y: 76, size: 8.5, align: 'center' });
  s.text(60, 'Nr.', { y: 120, size: 9 }).text(90, no, { y: 120, size: 12, bold: true });
  s.box(330, 100, 225, 34).text(442, plate, { y: 124, size: 16, bold: true, align: 'center' });
  s.text(330, 'Kurzzeitkennzeichen', { y: 146, size: 6.5 });
  const rows: [string, string][] = [
    ['Fahrzeugart / Hersteller', `Pkw / ${rng.pick(['Volkswagen', 'Ford', 'Hyundai'])}`],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 'KMH')],
    ['Zuteilung am', fmt(date, 'de')],
    ['Ablaufdatum', fmt(until, 'de')],
    ['Versicherungsbestätigung (eVB)', `${letters(rng, 3)}${digits(rng, 4)}`],
    ['Gebühr', money(r2(rng.int(12, 14) + 0.1), 'eur')],
  ];
  let y = 180;
  for (const [l, v] of rows) {
    s.text(60, `${l}:`, { y, size: 9.5 }).text(300, v, { y, size: 9.5 });
    s.rule(60, 495, y + 4);
    y += 20;
  }
  s.text(60, 'Nur gültig für Probe-, Prüfungs- und Überführungsfahrten.', { y: y + 14, size: 8 });
  s.text(60, `${fmt(date, 'de')} · Im Auftrag`, { y: y + 50, size: 9 }).rule(60, 140, y + 80);
  return reg(s, 'de', { plateNumber: plate, registrationNumber: no, expiryDate: until });
}

/** A US DMV registration card printed from the renewal portal: card and stub, fee table, expiration. */
export function usDmvCard(rng: Random): Generated {
  const s = new Sheet();
  const state = rng.pick(['STATE OF OREGON', 'COMMONWEALTH OF VIRGINIA', 'STATE OF ARIZONA']);
  const plate = usPlate(rng);
  const no = `${digits(rng, 9)}`;
  const from = rng.date(2010, 2025);
  const exp = addDays(`${Number(from.slice(0, 4)) + rng.pick([1, 2])}${from.slice(4)}`, -1);
  s.text(40, `${state} · DEPARTMENT OF MOTOR VEHICLES`, { y: 40, size: 8, bold: true });
  s.text(40, 'Registration renewal — print and keep the card in your vehicle.', { y: 54, size: 8 });
  s.box(40, 70, 515, 150);
  s.text(50, 'VEHICLE REGISTRATION CARD', { y: 88, size: 11, bold: true });
  const f: [string, string, number, number][] = [
    ['PLATE', plate, 50, 108],
    ['REGISTRATION NO.', no, 180, 108],
    ['EXPIRES', fmt(exp, 'us'), 330, 108],
    ['CLASS', rng.pick(['PASSENGER', 'PC', 'AUTO']), 450, 108],
    ['YEAR/MAKE', `${rng.int(2005, 2022)} ${rng.pick(['TOYT', 'HOND', 'CHEV'])}`, 50, 144],
    ['VIN', vin(rng, '5YJ'), 180, 144],
    ['FEES PAID', money(r2(rng.int(60, 210) + 0.25), 'usd'), 450, 144],
    ['OWNER', `${rng.pick(['JOHNSON', 'NGUYEN', 'RIVERA'])} ${rng.pick(['ALAN', 'MAI', 'JOSE'])}`, 50, 180],
    ['ISSUED', fmt(from, 'us'), 330, 180],
  ];
  for (const [l, v, x, y] of f) s.stacked(x, l, v, y, 9.5);
  s.text(40, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - cut here - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    y: 244,
    size: 6,
  });
  s.text(40, 'RECEIPT', { y: 270, size: 10, bold: true });
  s.text(40, `Transaction ${digits(rng, 12)} · Plate ${plate} · Paid online ${fmt(from, 'us')} · Sticker mailed separately`, { y: 284, size: 8 });
  s.text(298, 'Page 1 of 1', { y: 816, size: 6.5, align: 'center' });
  return reg(s, 'en', { plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** A UK registration certificate laid out like the V5C: the document reference number, "Registration number" = the mark. */
export function ukV5c(rng: Random): Generated {
  const s = new Sheet();
  const plate = ukPlate(rng);
  const doc = digits(rng, 11);
  const first = rng.date(2003, 2022);
  const issued = rng.date(Number(first.slice(0, 4)) + 1, 2025);
  s.text(40, 'Vehicle Registration Certificate', { y: 50, size: 16, bold: true }).text(555, 'V5C', { y: 50, size: 16, bold: true, align: 'right' });
  s.text(40, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { y: 64, size: 7.5 });
  s.box(300, 80, 255, 40, true)
    .text(308, 'Document reference number', { y: 94, size: 7 })
    .text(308, doc.replace(/(\d{4})(\d{4})(\d{3})/, '$1 $2 $3'), { y: 112, size: 13, bold: true });
  const rows: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', fmt(first, 'uk')],
    ['', 'Date of first registration in the UK', fmt(first, 'uk')],
    ['D.1', 'Make', rng.pick(['VAUXHALL', 'NISSAN', 'BMW'])],
    ['D.3', 'Model', rng.pick(['ASTRA SRI', 'QASHQAI N-CONNECTA', '320D M SPORT'])],
    ['E', 'VIN/Chassis/Frame No', vin(rng, 'SJN')],
    ['P.1', 'Cylinder capacity (cc)', String(rng.int(998, 2993))],
    ['R', 'Colour', rng.pick(['GREY', 'BLUE', 'WHITE'])],
    ['C.1', 'Registered keeper', `${rng.pick(['MR', 'MRS', 'MS'])} ${rng.pick(['J', 'K', 'P'])} ${rng.pick(['HARGREAVES', 'ADEBAYO', 'COLLINS'])}`],
    ['', 'Date of acquisition', fmt(issued, 'uk')],
    ['', 'Number of previous keepers', String(rng.int(0, 5))],
  ];
  let y = 146;
  for (const [c, l, v] of rows) {
    s.text(40, c, { y, size: 7, bold: true })
      .text(70, l, { y, size: 8 })
      .text(300, v, { y, size: 9.5, bold: c === 'A' });
    s.rule(40, 515, y + 5);
    y += 18;
  }
  s.text(40, `Issue date ${fmt(issued, 'uk')} · This document is not proof of ownership.`, { y: y + 16, size: 7.5 });
  s.text(40, `Vehicle tax: check online. MOT due: ${fmt(addDays(issued, 300), 'uk')}`, { y: y + 28, size: 7.5 });
  s.text(555, 'Page 1 of 4', { y: 816, size: 6, align: 'right' });
  return reg(s, 'en', { plateNumber: plate, registrationNumber: doc.replace(/(\d{4})(\d{4})(\d{3})/, '$1 $2 $3') });
}

/** A US renewal confirmation e-mail: confirmation number and registration number side by side, "valid through". */
export function usRenewalEmail(rng: Random): Generated {
  const s = new Sheet();
  const state = rng.pick(['Colorado DRIVES', 'MyDMV Portal — Georgia', 'Texas Registration Online']);
  const plate = usPlate(rng);
  const no = `R${digits(rng, 8)}`;
  const paid = rng.date(2014, 2026);
  const through = `${Number(paid.slice(0, 4)) + 1}-${paid.slice(5, 7)}-${String(new Date(Date.UTC(Number(paid.slice(0, 4)) + 1, Number(paid.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`;
  s.text(40, `From: noreply@dmv.example.gov · ${fmt(paid, 'us-abbr')} ${rng.int(1, 11)}:${rng.int(10, 59)} AM`, { y: 22, size: 6 });
  s.text(40, state, { y: 60, size: 13, bold: true });
  s.text(40, 'Your vehicle registration has been renewed', { y: 92, size: 12 });
  const rows: [string, string][] = [
    ['Confirmation number', `${letters(rng, 3)}-${digits(rng, 6)}`],
    ['Registration number', no],
    ['License plate', plate],
    ['Vehicle', `${rng.int(2004, 2022)} ${rng.pick(['FORD FUSION', 'JEEP CHEROKEE', 'MAZDA CX-5'])}`],
    ['Registration valid through', fmt(through, 'us-long')],
    ['Amount paid', money(r2(rng.int(45, 280) + 0.5), 'usd')],
    ['Payment date', fmt(paid, 'us')],
  ];
  let y = 120;
  for (const [l, v] of rows) {
    s.text(60, l, { y, size: 9 }).text(300, v, { y, size: 9, bold: true });
    y += 16;
  }
  s.text(40, 'Keep this e-mail as temporary proof of registration for 30 days until your sticker arrives.', { y: y + 20, size: 8 });
  s.text(40, 'Please do not reply to this message.', { y: y + 32, size: 7 });
  s.text(555, '1/1', { y: 826, size: 6, align: 'right' });
  return reg(s, 'en', { plateNumber: plate, registrationNumber: no, expiryDate: through });
}
