/** Registration and title families: season, H and 07 plates, the Swiss Fahrzeugausweis, V5C, NY historical, titles. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, carId, digits, letters, nameDE, nameEN, plateDE, plateUKold, streetDE, streetEN, streetUS, vin17 } from './kit';

/** A field of an official form: small code and label above, value below, in a box. */
function field(p: PageBuilder, x: number, y: number, w: number, code: string, label: string, value: string, size = 9.5) {
  p.box(x, y, w, 26);
  p.text(x + 3, `${code ? code + ' ' : ''}${label}`, { y: y + 8, size: 6 });
  p.text(x + 3, value, { y: y + 21, size });
}

/** 1. Zulassungsbescheinigung Teil I with a season plate and H: the EU field codes, the form's serial number. */
export function zb1Saison(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2006, 2026);
  const city = rng.pick(['FR', 'OS', 'WÜ', 'MZ']);
  const plate = `${plateDE(rng, city, 'H')}`;
  const serial = `${letters(rng, 2)}${digits(rng, 7)}`;
  const c = car(rng);
  const from = rng.pick(['03', '04', '05']);
  const to = rng.pick(['09', '10', '11']);
  p.text(50, 'Bundesrepublik Deutschland', { y: 50, size: 9 });
  p.text(50, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 66, size: 13, bold: true });
  p.text(545, serial, { y: 50, size: 11, bold: true, align: 'right' });
  p.text(545, 'Nr. des Dokuments', { y: 60, size: 6, align: 'right' });
  field(p, 50, 85, 180, 'A', 'Amtliches Kennzeichen', `${plate}   ${from}–${to}`);
  field(p, 230, 85, 120, 'B', 'Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`, 'de'));
  field(p, 350, 85, 195, 'I', 'Datum dieser Zulassung', fd(date, 'de'));
  field(p, 50, 111, 245, 'C.1.1', 'Name oder Firmenname', nameDE(rng).split(' ').reverse().join(', '));
  field(p, 295, 111, 250, 'C.1.3', 'Anschrift', streetDE(rng), 8.5);
  field(p, 50, 137, 160, 'D.1', 'Marke', c.make.toUpperCase());
  field(p, 210, 137, 135, 'D.3', 'Handelsbezeichnung(en)', c.model.toUpperCase());
  field(p, 345, 137, 200, 'E', 'Fahrzeug-Identifizierungsnummer', carId(rng, c));
  field(p, 50, 163, 120, 'J', 'Fahrzeugklasse', 'M1');
  field(p, 170, 163, 120, '5', 'Bezeichnung der Fahrzeugklasse', 'PKW', 8.5);
  field(p, 290, 163, 120, 'P.1', 'Hubraum in cm³', String(rng.int(12, 35) * 100 - rng.int(0, 60)));
  field(p, 410, 163, 135, '', 'HU bis', `${to}/${Number(date.slice(0, 4)) + 2}`);
  p.box(50, 200, 495, 70);
  p.text(56, '22  Bemerkungen und Ausnahmen', { y: 210, size: 6 });
  const notes = [`SAISONKENNZEICHEN ${from}-${to} *`, 'OLDTIMER GEM. § 2 NR. 22 FZV *', `H-KENNZ. ZUGETEILT AM ${fd(date, 'de')} *`];
  notes.forEach((n, i) => p.text(56, n, { y: 226 + i * 13, size: 9 }));
  p.text(50, `Zulassungsbehörde ${rng.pick(['Stadt', 'Landkreis'])} ${rng.pick(['Freiburg', 'Osnabrück', 'Würzburg', 'Mainz'])}`, { y: 300, size: 8.5 });
  p.text(50, 'Dieses Dokument ist im Fahrzeug mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { y: 315, size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: `${plate}`, registrationNumber: serial });
}

/** 2. The Fahrzeugscheinheft for a red 07 plate (rotes Oldtimerkennzeichen): holder, number, validity, trip log header. */
export function rotes07Heft(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2025);
  const until = addDays(`${Number(date.slice(0, 4)) + rng.pick([1, 2, 3])}${date.slice(4)}`, -1);
  const city = rng.pick(['HD', 'BN', 'DA', 'N']);
  const plate = `${city}-07${digits(rng, 3)}`;
  const heft = `${digits(rng, 2)}/${digits(rng, 5)}`;
  p.text(297, 'Fahrzeugscheinheft', { y: 60, size: 16, bold: true, align: 'center', serif: true });
  p.text(297, 'für Fahrzeuge mit rotem Oldtimerkennzeichen (§ 17 FZV)', { y: 76, size: 9.5, align: 'center', serif: true });
  p.text(297, `Heft-Nr. ${heft}`, { y: 96, size: 11, align: 'center', serif: true });
  hline(p, 50, 495, 108);
  const rows: [string, string][] = [
    ['Inhaber', nameDE(rng)],
    ['Anschrift', `${streetDE(rng)}, ${rng.pick(['Heidelberg', 'Bonn', 'Darmstadt', 'Nürnberg'])}`],
    ['Kennzeichen', plate],
    ['Zugeteilt am', fd(date, 'de')],
    ['Gültig bis', fd(until, 'de')],
    ['Zweck', 'Veranstaltungen, Probe- und Überführungsfahrten, Werkstatt'],
  ];
  p.y = 135;
  for (const [a, b] of rows) {
    p.text(60, `${a}:`, { size: 10, serif: true });
    p.text(180, b, { size: 10, serif: true, bold: a === 'Kennzeichen' });
    p.down(18);
  }
  p.down(12);
  p.text(60, 'Fahrzeuge, für die das Kennzeichen verwendet wird (vor Fahrtantritt einzutragen):', { size: 9, serif: true });
  p.down(16);
  const xs = [60, 200, 360, 460];
  ['Hersteller/Typ', 'FIN', 'Datum', 'Unterschrift'].forEach((h, i) => p.text(xs[i], h, { size: 8, bold: true }));
  p.down(6);
  for (let i = 0; i < 4; i++) {
    p.box(55, p.y, 490, 18);
    p.down(18);
  }
  const c = car(rng);
  p.text(60, `${c.make} ${c.model}`, { y: p.y - 72 + 13, size: 9 });
  p.text(200, carId(rng, c), { y: p.y - 72 + 13, size: 9 });
  p.text(360, fd(addDays(date, rng.int(5, 60)), 'de2'), { y: p.y - 72 + 13, size: 9 });
  p.down(30);
  p.text(60, `${rng.pick(['Stadt', 'Kreis'])}verwaltung – Straßenverkehrsbehörde –    Siegel`, { size: 8.5, serif: true });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: heft, expiryDate: until });
}

/** 3. The Swiss Fahrzeugausweis of a veteran car: numbered fields, Wechselschild, the "Veteran" entry and MFK dates. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const canton = rng.pick(['ZH', 'BE', 'AG', 'GR']);
  const plate = `${canton} ${digits(rng, 5)}`;
  const ausweis = `${digits(rng, 9)}`;
  const c = car(rng);
  p.text(50, 'SCHWEIZERISCHE EIDGENOSSENSCHAFT · Fahrzeugausweis / Permis de circulation / Licenza di circolazione', { y: 50, size: 7.5 });
  p.text(50, `Strassenverkehrsamt des Kantons ${canton}`, { y: 66, size: 11, bold: true });
  p.text(545, `Ausweis-Nr. ${ausweis}`, { y: 66, size: 9.5, align: 'right' });
  field(p, 50, 80, 160, '15', 'Kontrollschild', `${plate}  W`);
  field(p, 210, 80, 160, '18', 'Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`);
  field(p, 370, 80, 175, '36', 'Erstes Inverkehrsetzen', fd(`${c.year}-0${rng.int(1, 9)}-15`, 'de'));
  field(p, 50, 106, 320, '01', 'Halter', `${nameDE(rng)}, ${rng.pick(['Rebbergstrasse', 'Dorfplatz', 'Obere Halde'])} ${rng.int(1, 40)}`);
  field(p, 370, 106, 175, '38', 'Ausweis ausgestellt am', fd(date, 'de'));
  field(p, 50, 132, 200, '21', 'Marke und Typ', `${c.make} ${c.model}`);
  field(p, 250, 132, 200, '23', 'Fahrgestell-Nr.', carId(rng, c));
  field(p, 450, 132, 95, '20', 'Art', 'Personenwagen', 8);
  field(p, 50, 158, 160, '37', 'Letzte Prüfung (MFK)', fd(addDays(date, -rng.int(10, 60)), 'de'));
  field(
    p,
    210,
    158,
    335,
    '',
    'Versicherung',
    `${rng.pick(['Helvetia', 'Alpina', 'Zürichsee'])} Versicherung, Police ${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`,
  );
  p.box(50, 192, 495, 60);
  p.text(56, '100 Behördliche Eintragungen', { y: 202, size: 6 });
  p.text(56, '180 Veteranenfahrzeug. Periodische Prüfung alle 6 Jahre.', { y: 217, size: 9 });
  p.text(56, '181 Jährliche Fahrleistung max. 3000 km, kein Alltagsgebrauch.', { y: 230, size: 9 });
  p.text(56, '197 Wechselschild mit weiterem Fahrzeug.', { y: 243, size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: ausweis });
}

/** 4. A V5C registration certificate with the historic vehicle taxation class: numbered boxes, document reference. */
export function v5cHistoric(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const c = car(rng, 1983);
  const plate = plateUKold(rng, c.year);
  const ref = `${digits(rng, 11)}`;
  p.text(50, 'Vehicle Registration Certificate', { y: 50, size: 15, bold: true });
  p.text(50, 'V5C', { y: 66, size: 10, bold: true });
  p.text(545, `Document reference number`, { y: 50, size: 7, align: 'right' });
  p.text(545, ref, { y: 64, size: 12, bold: true, align: 'right' });
  p.text(50, 'Registered keeper', { y: 100, size: 8, bold: true });
  p.text(50, `${rng.pick(['MR', 'MRS'])} ${nameEN(rng).toUpperCase()}`, { y: 114, size: 9.5 });
  p.text(50, streetEN(rng).toUpperCase(), { y: 126, size: 9.5 });
  p.text(50, `${rng.pick(['YORK', 'BATH', 'TRURO'])} ${letters(rng, 2)}${rng.int(1, 20)} ${rng.int(1, 9)}${letters(rng, 2)}`, { y: 138, size: 9.5 });
  const bx: [string, string, string][] = [
    ['A', 'Registration number', plate],
    ['B', 'Date of first registration', fd(`${c.year}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'uk')],
    ['I', 'Date of first registration in the UK', fd(`${c.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk')],
    ['D.1', 'Make', c.make.toUpperCase()],
    ['D.3', 'Model', c.model.toUpperCase()],
    ['E', 'VIN/Chassis/Frame no', carId(rng, c)],
    ['R', 'Colour', rng.pick(['BLUE', 'RED', 'GREEN', 'WHITE'])],
    ['', 'Taxation class', 'HISTORIC VEHICLE'],
    ['P.1', 'Cylinder capacity (cc)', String(rng.int(12, 42) * 100)],
    ['', 'Date of liability', fd(date, 'uk')],
  ];
  p.y = 165;
  for (const [code, lab, v] of bx) {
    p.text(50, code, { size: 8, bold: true });
    p.text(80, lab, { size: 8.5 });
    p.text(300, v, { size: 9.5, bold: code === 'A' });
    p.down(15);
  }
  p.down(16);
  p.text(50, 'This document is not proof of ownership. The registered keeper is the person who keeps the vehicle on a public road.', { size: 7.5 });
  p.down(11);
  p.text(50, `Issued ${fd(addDays(date, rng.int(3, 20)), 'uk')} · DVLA, Swansea SA99 1BA`, { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** 5. A New York registration document for a historical vehicle: class HIS, expiry, document number in a strip. */
export function nyHistoricalRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const from = rng.date(2004, 2025);
  const exp = addDays(`${Number(from.slice(0, 4)) + 2}${from.slice(4)}`, -1);
  const plate = `${letters(rng, 1)}${digits(rng, 4)}`;
  const docNo = `${digits(rng, 9)}`;
  const c = car(rng);
  p.text(297, 'NEW YORK STATE DEPARTMENT OF MOTOR VEHICLES', { y: 50, size: 10, bold: true, align: 'center' });
  p.text(297, 'VEHICLE REGISTRATION', { y: 66, size: 14, bold: true, align: 'center' });
  const cols = [50, 150, 250, 350, 450];
  const heads = ['PLATE NUMBER', 'CLASS', 'EXPIRES', 'FEE', 'DOCUMENT NO.'];
  const vals = [plate, 'HIS', fd(exp, 'us'), `$${rng.pick(['29.25', '33.50', '37.00'])}`, docNo];
  p.box(50, 80, 495, 32);
  heads.forEach((h, i) => {
    p.text(cols[i] + 4, h, { y: 90, size: 6.5 });
    p.text(cols[i] + 4, vals[i], { y: 105, size: 10, bold: i === 0 });
  });
  p.y = 135;
  const ls: [string, string][] = [
    ['VIN', carId(rng, c)],
    ['YEAR', String(c.year)],
    ['MAKE', c.make.toUpperCase().slice(0, 5)],
    ['BODY', rng.pick(['CONV', '2DSD', 'CPE'])],
    ['VALID FROM', fd(from, 'us')],
    ['OWNER', nameEN(rng).toUpperCase()],
    ['ADDRESS', `${streetUS(rng).toUpperCase()}, ${rng.pick(['KINGSTON', 'ITHACA', 'SARATOGA SPRINGS'])} NY`],
  ];
  for (const [a, b] of ls) {
    p.text(60, a, { size: 7.5, bold: true });
    p.text(160, b, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  p.text(60, 'HISTORICAL VEHICLE: MAY BE USED ONLY FOR EXHIBITIONS, CLUB ACTIVITIES, PARADES, TOURS AND OCCASIONAL TRANSPORTATION.', { size: 7 });
  p.down(11);
  p.text(60, 'KEEP THIS REGISTRATION IN THE VEHICLE. SIGN BELOW.  ____________________________', { size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo, expiryDate: exp });
}

/** 6. Zulassungsbescheinigung Teil II (Fahrzeugbrief) after a purchase: the series number, holder, FIN, issue date. */
export function zb2Brief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const c = car(rng);
  const v = carId(rng, c);
  p.text(50, 'Bundesrepublik Deutschland', { y: 50, size: 9 });
  p.text(50, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 66, size: 13, bold: true });
  p.text(545, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 56, size: 12, bold: true, align: 'right' });
  field(p, 50, 85, 245, 'C.6.1', 'Name oder Firmenname des Halters', nameDE(rng));
  field(p, 295, 85, 250, 'C.6.3', 'Anschrift', streetDE(rng), 8.5);
  field(p, 50, 111, 160, 'D.1', 'Marke', c.make.toUpperCase());
  field(p, 210, 111, 140, 'D.3', 'Handelsbezeichnung', c.model.toUpperCase());
  field(p, 350, 111, 195, 'E', 'Fahrzeug-Identifizierungsnummer', v);
  field(p, 50, 137, 160, 'B', 'Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'de'));
  field(p, 210, 137, 140, '', 'Ausgestellt am', fd(date, 'de'));
  field(p, 350, 137, 195, '', 'Zulassungsbehörde', `${rng.pick(['Kreis', 'Stadt'])} ${rng.pick(['Lippe', 'Göppingen', 'Bamberg'])}`, 8.5);
  p.box(50, 172, 495, 44);
  p.text(56, 'Bemerkungen', { y: 182, size: 6 });
  p.text(56, `VORHERIGE ZB II/BRIEF NR. ${letters(rng, 1)}${digits(rng, 7)} EINGEZOGEN * ANZAHL DER HALTER: ${rng.int(2, 6)} *`, { y: 199, size: 8.5 });
  p.text(50, 'Bewahren Sie dieses Dokument sicher und nicht im Fahrzeug auf. Bei Veräußerung dem Erwerber aushändigen.', { y: 236, size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** 7. An old Kraftfahrzeugbrief (1975–2004), typed entries in a serif form, "Tag der Aushändigung" as its date. */
export function kfzBriefAlt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2004);
  const c = car(rng, Number(date.slice(0, 4)));
  const v = carId(rng, c);
  p.text(297, 'Kraftfahrzeugbrief', { y: 55, size: 18, bold: true, serif: true, align: 'center' });
  p.text(297, `Nr. ${letters(rng, 1)} ${digits(rng, 7)}`, { y: 74, size: 11, serif: true, align: 'center' });
  const rows: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller des Fahrzeugs', c.make],
    ['3', 'Typ und Ausführung', c.model],
    ['4', 'Fahrzeug-Identifizierungsnummer', v],
    ['15', 'Hubraum cm³', String(rng.int(12, 35) * 100 - rng.int(0, 60))],
    ['32', 'Tag der ersten Zulassung', fd(`${c.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
  ];
  p.y = 110;
  for (const [n, a, b] of rows) {
    p.box(50, p.y - 11, 495, 16);
    p.text(55, n, { size: 8, serif: true });
    p.text(80, a, { size: 8.5, serif: true });
    p.text(300, b, { size: 10, serif: true });
    p.down(16);
  }
  p.down(20);
  p.text(50, 'Eintragungen über den Halter', { size: 10, bold: true, serif: true });
  p.down(16);
  p.text(60, `${nameDE(rng)}, ${streetDE(rng)}`, { size: 10, serif: true });
  p.down(14);
  p.text(60, `amtl. Kennzeichen ${plateDE(rng, rng.pick(['LB', 'RT', 'ES']))}`, { size: 10, serif: true });
  p.down(24);
  p.text(60, `Tag der Aushändigung: ${fd(date, 'de')}`, { size: 10, serif: true });
  p.down(14);
  p.text(60, `Landratsamt ${rng.pick(['Ludwigsburg', 'Reutlingen', 'Esslingen'])} — Zulassungsstelle —`, { size: 9, serif: true });
  p.down(30);
  p.text(50, 'Der Brief ist kein Ausweis über das Eigentum. Er ist bei Veräußerung dem Erwerber auszuhändigen.', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin: v });
}

/** 8. An Ohio certificate of title: title number, issue date, VIN grid, lienholder box "NONE". */
export function ohioTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const c = car(rng);
  const v = carId(rng, c);
  p.text(297, 'STATE OF OHIO', { y: 50, size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { y: 66, size: 13, bold: true, align: 'center' });
  p.box(50, 80, 495, 32);
  const heads = ['TITLE NUMBER', 'ISSUE DATE', 'COUNTY', 'ODOMETER'];
  const vals = [`${digits(rng, 4)}${digits(rng, 6)}`, fd(date, 'us'), rng.pick(['FRANKLIN', 'LUCAS', 'SUMMIT']), `${digits(rng, 5)} EXEMPT`];
  heads.forEach((h, i) => {
    p.text(56 + i * 124, h, { y: 90, size: 6.5 });
    p.text(56 + i * 124, vals[i], { y: 105, size: 9.5 });
  });
  p.box(50, 118, 495, 32);
  const h2 = ['VEHICLE IDENTIFICATION NUMBER', 'YEAR', 'MAKE', 'BODY'];
  const v2 = [v, String(c.year), c.make.toUpperCase().slice(0, 5), rng.pick(['CV', '2D', 'CP'])];
  const xs = [56, 280, 340, 450];
  h2.forEach((h, i) => {
    p.text(xs[i], h, { y: 128, size: 6.5 });
    p.text(xs[i], v2[i], { y: 143, size: 9.5 });
  });
  p.text(56, 'OWNER', { y: 170, size: 7 });
  p.text(56, nameEN(rng).toUpperCase(), { y: 183, size: 10 });
  p.text(56, streetUS(rng).toUpperCase(), { y: 196, size: 10 });
  p.text(330, 'LIENHOLDER', { y: 170, size: 7 });
  p.text(330, 'NONE', { y: 183, size: 10 });
  p.text(56, 'I, the Clerk of Courts, certify that the records show the person named above is the owner of the vehicle described.', { y: 230, size: 7.5 });
  p.text(56, `Clerk of Courts: ${nameEN(rng).toUpperCase()}       By: ____________ Deputy`, { y: 250, size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
}

/** 9. A Massachusetts certificate of title, older layout: "Date Issued" under the seal, VIN spelled "Vehicle Id No.". */
export function massTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 2012);
  const c = car(rng, Number(date.slice(0, 4)));
  const v = c.year >= 1981 ? vin17(rng, c.make) : carId(rng, c);
  p.text(297, 'THE COMMONWEALTH OF MASSACHUSETTS', { y: 55, size: 12, bold: true, serif: true, align: 'center' });
  p.text(297, 'Registry of Motor Vehicles · Certificate of Title', { y: 71, size: 10, serif: true, align: 'center' });
  p.text(545, `No. ${letters(rng, 1)}${digits(rng, 7)}`, { y: 95, size: 11, serif: true, align: 'right' });
  const rows: [string, string][] = [
    ['Vehicle Id No.', v],
    ['Make', c.make],
    ['Model Year', String(c.year)],
    ['Body Style', rng.pick(['Convertible', 'Coupe', 'Roadster'])],
    ['Owner(s)', nameEN(rng)],
    ['Address', `${streetUS(rng)}, ${rng.pick(['Concord', 'Pittsfield', 'Newburyport'])}, MA`],
    ['First Security Interest', 'None'],
  ];
  p.y = 125;
  for (const [a, b] of rows) {
    p.text(60, a, { size: 9, serif: true });
    p.text(220, b, { size: 10, serif: true });
    hline(p, 215, 330, p.y + 3);
    p.down(20);
  }
  p.down(16);
  p.text(60, 'The Registrar of Motor Vehicles hereby certifies that the vehicle described has been duly titled.', { size: 8.5, serif: true });
  p.down(30);
  p.text(100, '(SEAL)', { size: 9, serif: true });
  p.down(14);
  p.text(100, `Date Issued ${fd(date, 'uslong')}`, { size: 10, serif: true });
  p.text(400, 'Registrar', { size: 9, serif: true });
  return doc(p, 'en', { documentType: 'title', date, vin: v });
}
