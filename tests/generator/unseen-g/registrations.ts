/**
 * Registration documents: the German Zulassungsbescheinigung Teil I as a coded grid and as a
 * photocopied column, the old Fahrzeugschein with numbered fields, the UK V5C, and US state
 * registration cards (California style and a Keystone-state style) with their expiry dates.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, flowCells, addYears, cell, digits, fmtDate, grouped, letters, money, rule } from './kit';
import { car, deName, dePlace, dePlate, enName, ukPlace, ukPlate, usPlace, usPlate, vin } from './people';

const reg = (registrationNumber: string, plateNumber: string, expiryDate?: string): Generated['truth'] => ({
  documentType: 'registration',
  registrationNumber,
  plateNumber,
  ...(expiryDate ? { expiryDate } : {}),
});

/** ZB I as the printed grid of coded fields. */
export function deZb1Grid(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const plate = dePlate(rng);
  const serial = `${letters(rng, 2)}${digits(rng, 7)}`;
  const issued = rng.date(2008, 2025);
  const holder = deName(rng);
  const p = dePlace(rng);
  pb.text(40, 'Europäische Gemeinschaft', { y: 42, size: 7 });
  pb.text(40, 'Bundesrepublik Deutschland', { y: 52, size: 7 });
  pb.text(297, 'Zulassungsbescheinigung Teil I', { y: 50, size: 14, bold: true, align: 'center' });
  pb.text(297, '(Fahrzeugschein)', { y: 63, size: 9, align: 'center' });
  pb.text(555, serial, { y: 50, size: 12, bold: true, align: 'right' });
  const g: [string, string, number][] = [
    ['A  Amtliches Kennzeichen', plate, 150],
    ['B  Datum der Erstzulassung', fmtDate(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de.dot'), 130],
    ['I  Datum dieser Zulassung', fmtDate(issued, 'de.dot'), 115],
    ['HU  Monat / Jahr', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`, 120],
    ['2.1  zu 2 (HSN)', String(rng.int(1000, 9999)), 80],
    ['2.2  zu D.2 (TSN)', `${rng.int(100, 999)}`, 80],
    ['J  Fahrzeugklasse', 'M1', 60],
    ['4  Art des Aufbaus', rng.pick(['AC Kombi', 'AB Schräghecklimousine', 'AE Cabrio-Limousine', 'AA Limousine']), 140],
    ['5  Bezeichnung der Fzg.-Klasse', 'PKW', 155],
    ['E  Fahrzeug-Identifizierungsnummer', vin(rng, c), 275],
    ['D.1  Marke', c.make.toUpperCase(), 125],
    ['D.3  Handelsbezeichnung(en)', c.model, 240],
    ['P.1  Hubraum in cm³', String(c.ccm), 90],
    ['P.2  Nennleistung in kW', String(c.kw), 90],
    ['F.2  zul. Gesamtmasse kg', String(rng.int(1300, 2600)), 100],
    ['S.1  Sitzplätze', String(rng.int(2, 5)), 75],
    ['V.9  Schadstoffklasse', rng.pick(['00', '01', '30']), 110],
    ['C.1.1  Name', holder.split(' ')[1], 160],
    ['C.1.2  Vorname(n)', holder.split(' ')[0], 150],
    ['C.1.3  Anschrift', `${p.street}, ${p.town}`, 205],
  ];
  const y = flowCells(pb, g, 40, 80, 555, 34) - 34;
  pb.y = y + 60;
  pb.text(40, 'Zulassungsbehörde', { size: 7 });
  pb.down(12);
  pb.text(40, `Landratsamt ${p.town.slice(6)} — Kfz-Zulassungsstelle`, { size: 9 });
  pb.box(380, pb.y - 30, 120, 60);
  pb.text(440, 'Dienstsiegel', { y: pb.y + 2, size: 7, align: 'center' });
  pb.down(50);
  pb.text(40, 'Dieses Dokument ist beim Führen des Fahrzeugs mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { size: 7 });
  return { items: pb.items, language: 'de', truth: reg(serial, plate) };
}

/** ZB I photocopied as a single column of code, label and value, serial at the foot. */
export function deZb1Column(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const plate = dePlate(rng);
  const serial = `${letters(rng, 2)} ${digits(rng, 7)}`;
  const issued = rng.date(2006, 2025);
  const x0 = rng.int(60, 120);
  pb.text(x0, 'ZULASSUNGSBESCHEINIGUNG TEIL I', { y: 60, size: 11, bold: true });
  pb.text(x0, 'Kopie für Versicherungsunterlagen', { y: 74, size: 7 });
  const rows: [string, string, string][] = [
    ['A', 'Kennzeichen', plate],
    ['B', 'Erstzulassung', fmtDate(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'de.dot')],
    ['I', 'Zulassung', fmtDate(issued, 'de.dot')],
    ['D.1', 'Marke', c.make],
    ['D.3', 'Handelsbez.', c.model],
    ['E', 'FIN', vin(rng, c)],
    ['P.1/P.2', 'ccm / kW', `${grouped(c.ccm, '.')} / ${c.kw}`],
    ['F.1', 'techn. zul. Gesamtmasse', `${rng.int(1300, 2500)} kg`],
    ['C.1', 'Halter', deName(rng)],
    ['', 'Bemerkungen', rng.chance(0.5) ? 'Oldtimer-Kennz. gem. §9 FZV' : `Saisonkennz. ${rng.int(3, 4)}-${rng.int(10, 11)}`],
  ];
  pb.y = 100;
  for (const [code, l, v] of rows) {
    pb.text(x0, code, { size: 8, bold: true });
    pb.text(x0 + 45, l, { size: 7.5 });
    pb.text(x0 + 160, v, { size: 10 });
    pb.down(17);
  }
  pb.down(10);
  rule(pb, x0, pb.y, 330);
  pb.down(16);
  pb.text(x0, `Nr. ${serial}`, { size: 10, bold: true });
  pb.text(x0 + 330, `HU ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`, { size: 9, align: 'right' });
  return { items: pb.items, language: 'de', truth: reg(serial, plate) };
}

/** The old Fahrzeugschein (before 2005): numbered fields in serif, the number printed in red ink (here plain). */
export function deFahrzeugscheinAlt(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const plate = dePlate(rng).replace(/H$/, '');
  const serial = `${rng.pick(['A', 'B', 'C', 'D'])} ${digits(rng, 7)}`;
  // issued in the car's own life, before the ZB I replaced the Fahrzeugschein
  const from = Math.max(c.year, 1986);
  const issued = rng.date(from, Math.max(from, 2004));
  pb.text(297, 'Bundesrepublik Deutschland', { y: 50, size: 9, serif: true, align: 'center' });
  pb.text(297, 'Fahrzeugschein', { y: 72, size: 20, bold: true, serif: true, align: 'center' });
  pb.text(540, `Nr. ${serial}`, { y: 50, size: 10, serif: true, align: 'right' });
  const f: [string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart: Pkw geschlossen'],
    ['2', `Hersteller: ${c.make.toUpperCase()}`],
    ['3', `Typ und Ausführung: ${c.code}`],
    ['4', `Fahrzeug-Ident.-Nr.: ${vin(rng, c)}`],
    ['7', `Leistung kW bei min-1: ${c.kw} / ${rng.int(45, 62) * 100}`],
    ['12', `Hubraum cm³: ${c.ccm}`],
    ['14', `Sitzpl. einschl. Führersitz: ${rng.int(2, 5)}`],
    ['15', `zul. Gesamtgewicht kg: ${rng.int(1200, 2300)}`],
    ['32', `Tag der ersten Zulassung: ${fmtDate(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de.dot2')}`],
    ['33', 'Bemerkungen: Abgasverhalten schadstoffarm E2'],
  ];
  pb.y = 110;
  for (const [n, t] of f) {
    pb.box(40, pb.y - 11, 24, 16);
    pb.text(52, n, { size: 8, serif: true, align: 'center' });
    pb.text(72, t, { size: 9.5, serif: true });
    pb.down(18);
  }
  pb.down(14);
  const holder = deName(rng);
  const p = dePlace(rng);
  pb.text(310, 'Amtliches Kennzeichen', { y: 118, size: 7, serif: true });
  pb.box(310, 124, 230, 34);
  pb.text(425, plate, { y: 148, size: 18, bold: true, align: 'center' });
  pb.text(310, `Name: ${holder}`, { y: 180, size: 9.5, serif: true });
  pb.text(310, `Wohnort: ${p.town}`, { y: 194, size: 9.5, serif: true });
  pb.text(310, p.street, { y: 208, size: 9.5, serif: true });
  pb.text(310, `Nächste Hauptuntersuchung: ${fmtDate(addYears(issued, 2), 'de.dot').slice(3)}`, { y: 236, size: 9.5, serif: true });
  pb.text(40, `${p.town.slice(6)}, den ${fmtDate(issued, 'de.dot')}`, { y: pb.y + 10, size: 9.5, serif: true });
  pb.text(40, 'Straßenverkehrsamt', { y: pb.y + 26, size: 9.5, serif: true });
  pb.box(330, pb.y - 10, 100, 50);
  return { items: pb.items, language: 'de', truth: reg(serial, plate) };
}

/** UK V5C vehicle registration certificate (front page extract). */
export function ukV5c(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const plate = ukPlate(rng, c.year);
  const ref = `${digits(rng, 1)}${digits(rng, 10)}`;
  const issued = rng.date(2010, 2025);
  const p = ukPlace(rng);
  pb.text(40, 'Vehicle Registration Certificate', { y: 50, size: 15, bold: true });
  pb.text(40, 'V5C', { y: 70, size: 22, bold: true });
  pb.text(555, 'DVLA, Swansea SA99 1BA', { y: 50, size: 8, align: 'right' });
  pb.text(555, `Document reference number ${ref}`, { y: 64, size: 9, bold: true, align: 'right' });
  pb.text(40, 'This document is not proof of ownership.', { y: 88, size: 8 });
  pb.text(40, 'Registered keeper', { y: 115, size: 9, bold: true });
  [enName(rng), p.street, p.town].forEach((t, i) => pb.text(40, t, { y: 129 + i * 12, size: 9.5 }));
  pb.text(330, 'Date of acquisition', { y: 115, size: 7.5 });
  pb.text(330, fmtDate(addDays(issued, -rng.int(3, 20)), 'uk.slash'), { y: 127, size: 9.5 });
  pb.text(330, 'Issue date', { y: 145, size: 7.5 });
  pb.text(330, fmtDate(issued, 'uk.slash'), { y: 157, size: 9.5 });
  const f: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', fmtDate(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'uk.slash')],
    ['', 'Date of first registration in UK', ''],
    ['D.1', 'Make', c.make.toUpperCase()],
    ['D.3', 'Model', c.model.toUpperCase()],
    ['D.5', 'Body type', rng.pick(['SALOON', 'CONVERTIBLE', 'COUPE', 'ESTATE'])],
    ['E', 'VIN/Chassis/Frame No', vin(rng, c)],
    ['P.1', 'Cylinder capacity (cc)', String(c.ccm)],
    ['P.3', 'Type of fuel', 'PETROL'],
    ['R', 'Colour', rng.pick(['RED', 'GREEN', 'SILVER', 'BLUE', 'WHITE'])],
    ['', 'Taxation class', c.year < 1985 ? 'HISTORIC VEHICLE' : 'PETROL CAR'],
    ['', 'Number of previous keepers', String(rng.int(1, 9))],
  ];
  pb.y = 200;
  for (const [code, l, v] of f) {
    pb.box(40, pb.y - 12, 515, 18);
    pb.text(46, code, { size: 8, bold: true });
    pb.text(80, l, { size: 8.5 });
    pb.text(300, v, { size: 9.5, bold: true });
    pb.down(18);
  }
  pb.down(20);
  pb.text(40, 'You must tell DVLA about any changes to the details shown. Keep this document in a safe place.', { size: 8 });
  pb.text(40, `Annual tax rate if applicable £${money(c.year < 1985 ? 0 : rng.int(190, 400), 'en')}`, { y: pb.y + 14, size: 8 });
  return { items: pb.items, language: 'en', truth: reg(ref, plate) };
}

/** A California-style registration card: compact, upper case, expires date. */
export function usRegCardCa(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const place = usPlace(rng);
  const plate = usPlate(rng, 'CA');
  const doc = `${digits(rng, 8)}`;
  const valid = rng.date(2014, 2025);
  const exp = addDays(addYears(valid, 1), -1);
  pb.box(60, 40, 475, 250);
  pb.text(80, 'REGISTRATION CARD', { y: 62, size: 12, bold: true });
  pb.text(515, 'DEPARTMENT OF MOTOR VEHICLES', { y: 62, size: 8, align: 'right' });
  const f: [string, string][] = [
    ['LICENSE NUMBER', plate],
    ['VEHICLE ID NUMBER', vin(rng, c)],
    ['YEAR MODEL', String(c.year)],
    ['MAKE', c.make.toUpperCase().slice(0, 5)],
    ['BODY TYPE MODEL', rng.pick(['CP', 'CV', 'SD', 'WG'])],
    ['EXPIRES', fmtDate(exp, 'us.slash')],
    ['DATE ISSUED', fmtDate(valid, 'us.slash')],
    ['DOCUMENT NO.', doc],
    ['FEES PAID', `$${money(rng.int(7000, 42000) / 100, 'en')}`],
    ['CLASS', 'AU'],
    ['TYPE LIC', rng.chance(0.5) ? 'YOM' : 'REG'],
    ['PIC', String(rng.int(10, 99))],
  ];
  f.forEach(([l, v], i) => cell(pb, 75 + (i % 4) * 111, 75 + Math.floor(i / 4) * 32, 111, 32, l, v, { vsize: 9.5 }));
  pb.text(80, 'REGISTERED OWNER', { y: 190, size: 7 });
  [enName(rng).toUpperCase(), place.street.toUpperCase(), place.town.toUpperCase()].forEach((t, i) => pb.text(80, t, { y: 203 + i * 12, size: 9 }));
  pb.text(80, 'KEEP THIS CARD IN THE VEHICLE', { y: 275, size: 7 });
  return { items: pb.items, language: 'en', truth: reg(doc, plate, exp) };
}

/** A Keystone-state style card: labels right of values in a long strip, expiry as month/year and full date. */
export function usRegCardStrip(rng: Random): Generated {
  const pb = new PageBuilder();
  const c = car(rng);
  const place = usPlace(rng);
  const plate = usPlate(rng, 'PA');
  const regNo = `${rng.int(10, 99)}-${digits(rng, 7)}`;
  const issued = rng.date(2012, 2025);
  const exp = addYears(`${issued.slice(0, 7)}-01`, 1);
  const expEnd = addDays(exp, -1);
  pb.text(297, 'VEHICLE REGISTRATION', { y: 58, size: 13, bold: true, align: 'center' });
  pb.text(297, 'Bureau of Motor Vehicles · Owner copy', { y: 70, size: 7.5, align: 'center' });
  rule(pb, 40, 80, 515);
  const f: [string, string][] = [
    [plate, 'PLATE'],
    [regNo, 'REGISTRATION NO'],
    [fmtDate(expEnd, 'us.dash'), 'EXPIRATION DATE'],
    [`${c.year} ${c.make.toUpperCase()}`, 'YR / MAKE'],
    [vin(rng, c), 'VIN'],
    [`${grouped(rng.int(1800, 2600), ',')} LBS`, 'WEIGHT'],
    [fmtDate(issued, 'us.dash'), 'ISSUE DATE'],
    [`$${money(rng.int(3900, 14000) / 100, 'en')}`, 'FEE'],
    [rng.pick(['ANTIQUE', 'CLASSIC', 'PASSENGER']), 'CLASS'],
  ];
  pb.y = 100;
  f.forEach(([v, l], i) => {
    const x = 40 + (i % 3) * 175;
    const y = 100 + Math.floor(i / 3) * 30;
    pb.text(x, v, { y, size: 10, bold: true });
    pb.text(x, l, { y: y + 10, size: 6 });
  });
  pb.text(40, 'OWNER', { y: 205, size: 6 });
  [enName(rng).toUpperCase(), place.street.toUpperCase(), place.town.toUpperCase()].forEach((t, i) => pb.text(40, t, { y: 217 + i * 12, size: 9 }));
  pb.text(330, `Valid through ${fmtDate(expEnd, 'us.long')}`, { y: 217, size: 8 });
  pb.text(330, 'Sign below — must be carried in vehicle', { y: 229, size: 7 });
  rule(pb, 330, 258, 225);
  rule(pb, 20, 290, 555);
  pb.text(297, 'Fold and detach', { y: 300, size: 6, align: 'center' });
  return { items: pb.items, language: 'en', truth: reg(regNo, plate, expEnd) };
}
