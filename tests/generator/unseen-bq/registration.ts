/**
 * Registration papers: the Zulassungsbescheinigung Teil I with an H or season plate, the old Fahrzeugschein, the
 * Fahrzeugschein for a Kurzzeitkennzeichen, the Austrian Zulassungsschein, the Swiss Fahrzeugausweis; the V5C, the old
 * logbook, a US registration card, the Ontario vehicle permit and a New South Wales certificate.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AMERICAN,
  AT_TOWNS,
  AU_TOWNS,
  BRIT,
  CA_TOWNS,
  CH_TOWNS,
  DE_TOWNS,
  UK_TOWNS,
  US_TOWNS,
  car,
  digits,
  field,
  letters,
  lv,
  personDE,
  personEN,
  plateDE,
  plateUK,
  streetDE,
  streetEN,
} from './kit';

export function zb1Historic(rng: Random): Generated {
  const issued = rng.date(2006, 2026);
  const y = Number(issued.slice(0, 4));
  const c = car(rng, (x) => x.to < 1996);
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const season = rng.chance(0.35);
  const plate = plateDE(rng, dist, !season);
  const docNo = `${letters(rng, 2)}${digits(rng, 7)}`;
  const owner = personDE(rng);
  const hu = `${String(rng.int(1, 12)).padStart(2, '0')}/${y + rng.int(1, 2)}`;
  const p = new PageBuilder();
  p.text(50, 'Bundesrepublik Deutschland', { size: 8 });
  p.text(545, docNo, { size: 11, bold: true, align: 'right' });
  p.down(18).text(50, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true });
  p.down(13).text(50, '(Fahrzeugschein)', { size: 9 });
  p.down(16);
  const top = p.y;
  field(p, 50, top, 200, 'A  Amtliches Kennzeichen', plate, { bold: true, size: 12 });
  field(
    p,
    250,
    top,
    145,
    'B  Datum der Erstzulassung',
    fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'),
  );
  field(p, 395, top, 150, 'I  Datum dieser Zulassung', fd(issued, 'de'));
  field(p, 50, top + 26, 345, 'E  Fahrzeug-Identifizierungsnummer', c.vin);
  field(p, 395, top + 26, 150, 'HU  Nächste Hauptuntersuchung', hu);
  field(p, 50, top + 52, 200, 'D.1  Marke', c.make.toUpperCase());
  field(p, 250, top + 52, 295, 'D.3  Handelsbezeichnung(en)', c.model.toUpperCase());
  field(p, 50, top + 78, 120, 'J  Fahrzeugklasse', 'M1');
  field(p, 170, top + 78, 130, '5  Bezeichnung', 'PKW');
  field(p, 300, top + 78, 120, 'P.1  Hubraum cm³', String(c.ccm));
  field(p, 420, top + 78, 125, 'P.2  Nennleistung kW', String(c.kw));
  field(p, 50, top + 104, 495, 'C.1.1 / C.1.2  Name, Vorname(n) des Halters', owner.split(' ').reverse().join(', '));
  field(p, 50, top + 130, 495, 'C.1.3  Anschrift', `${streetDE(rng)}, ${plz} ${town}`);
  field(
    p,
    50,
    top + 156,
    495,
    '22  Bemerkungen und Ausnahmen',
    season ? `SAISONKENNZEICHEN 04-10 * ${rng.chance(0.5) ? 'OLDTIMER *' : ''}` : 'OLDTIMER GEM. § 9 ABS. 1 FZV *',
    { size: 9 },
  );
  p.y = top + 210;
  p.text(50, `Zulassungsbehörde: Landratsamt / Stadt ${town}`, { size: 9 });
  p.down(14).text(50, `${town}, den ${fd(issued, 'de')}`, { size: 9 });
  p.down(30);
  para(p, 50, 'Die Zulassungsbescheinigung Teil I ist bei jeder Fahrt mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen.', 100, {
    size: 7.5,
  });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: docNo });
}

export function fahrzeugscheinAlt(rng: Random): Generated {
  const issued = rng.date(1961, 2004);
  const y = Number(issued.slice(0, 4));
  const c = car(rng, () => true, y);
  const [plz, town, dist] = rng.pick(DE_TOWNS.filter((t) => y >= 1991 || t[1] !== 'Dresden'));
  const plate = plateDE(rng, dist, y >= 1997 && rng.chance(0.6));
  const owner = personDE(rng);
  const brief = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.box(45, 40, 505, 600);
  p.text(297, 'Fahrzeugschein', { y: 72, size: 18, bold: true, serif: true, align: 'center' });
  p.text(297, '(gilt als Nachweis der Zulassung des Fahrzeugs)', { y: 88, size: 8, serif: true, align: 'center' });
  p.y = 118;
  const rows: [string, string][] = [
    ['Amtliches Kennzeichen', plate],
    ['Name, Vorname des Halters', owner.split(' ').reverse().join(', ')],
    ['Wohnort, Straße', `${plz} ${town}, ${streetDE(rng)}`],
    ['1  Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2  Hersteller des Fahrzeugs', c.make],
    ['3  Typ und Ausführung', c.model],
    ['4  Fahrzeug-Ident.-Nr.', c.vin],
    ['5  Leistung kW (PS) bei min-1', `${c.kw} (${Math.round(c.kw * 1.36)})`],
    ['6  Hubraum in cm³', String(c.ccm)],
    ['32  Tag der ersten Zulassung', fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-15`, 'de2')],
    ['Nr. des Fahrzeugbriefes', brief],
  ];
  for (const [a, b] of rows) {
    p.down(20);
    p.text(60, a, { size: 8.5, serif: true });
    p.text(260, b, { size: 10.5, serif: true, bold: a === 'Amtliches Kennzeichen' });
    hline(p, 60, 480, p.y + 5);
  }
  p.down(34).text(60, 'Nächster Termin zur Hauptuntersuchung', { size: 8.5, serif: true });
  p.text(300, `${String(rng.int(1, 12)).padStart(2, '0')} / ${String(y + 2).slice(2)}`, { size: 11, serif: true, bold: true });
  p.down(40).text(60, `${town}, den ${fd(issued, 'de')}`, { size: 9.5, serif: true });
  p.down(14).text(60, `${rng.pick(['Der Landrat', 'Der Oberbürgermeister', 'Der Oberkreisdirektor'])} — Straßenverkehrsamt ${town}`, { size: 9, serif: true });
  p.down(12).text(60, 'Im Auftrag', { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

export function kurzzeitSchein(rng: Random): Generated {
  const issued = rng.date(2008, 2026);
  const until = addDays(issued, 4);
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const plate = `${dist}-04${rng.int(100, 999)}`;
  const c = car(rng);
  const holder = personDE(rng);
  const no = `K ${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.text(50, `Stadt ${town} — Kfz-Zulassungsbehörde`, { size: 9 });
  p.down(24).text(50, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true });
  p.down(14).text(50, '(§ 16a Fahrzeug-Zulassungsverordnung)', { size: 8.5 });
  p.text(545, `Nr. ${no}`, { y: p.y - 14, size: 10, bold: true, align: 'right' });
  p.down(20);
  const top = p.y;
  field(p, 50, top, 250, 'Kurzzeitkennzeichen', plate, { bold: true, size: 13 });
  field(p, 300, top, 245, 'Ablaufdatum (gültig bis einschließlich)', fd(until, 'de'), { bold: true, size: 12 });
  field(p, 50, top + 26, 495, 'Zuteilung an (Name, Anschrift)', `${holder}, ${streetDE(rng)}, ${plz} ${town}`);
  field(p, 50, top + 52, 250, 'Hersteller', c.make);
  field(p, 300, top + 52, 245, 'Typ', c.model);
  field(p, 50, top + 78, 495, 'Fahrzeug-Identifizierungsnummer', c.vin);
  field(p, 50, top + 104, 250, 'Versicherungsbestätigung (eVB-Nummer)', `${letters(rng, 3)}${digits(rng, 4)}`);
  field(p, 300, top + 104, 245, 'Ausgestellt am', fd(issued, 'de'));
  p.y = top + 160;
  para(
    p,
    50,
    'Das Kurzzeitkennzeichen darf nur für Prüfungs-, Probe- oder Überführungsfahrten verwendet werden. Für jedes Fahrzeug, für das das Kennzeichen verwendet wird, ist dieser Fahrzeugschein auszufüllen und bei jeder Fahrt mitzuführen. Nach dem Ablaufdatum ist die Verwendung unzulässig.',
    100,
    { size: 8.5 },
  );
  p.down(10).text(50, `Gebühr: ${num(rng.pick([13.1, 26.3, 30.6]), 'de')} € bezahlt`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: until });
}

export function atZulassungsschein(rng: Random): Generated {
  const issued = rng.date(1978, 2006);
  const y = Number(issued.slice(0, 4));
  const c = car(rng, () => true, y);
  const [plz, town, dist] = rng.pick(AT_TOWNS);
  const plate = `${dist} ${rng.int(1, 99999)} ${letters(rng, 1)}`;
  const no = `${rng.pick(['A', 'B', 'C'])} ${digits(rng, 7)}`;
  const owner = personDE(rng);
  const p = new PageBuilder();
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center' });
  p.down(20).text(297, 'ZULASSUNGSSCHEIN', { size: 17, bold: true, align: 'center' });
  p.down(14).text(297, `Nr. ${no}`, { size: 10, align: 'center' });
  p.down(24);
  const top = p.y;
  field(p, 50, top, 220, 'Behördliches Kennzeichen', plate, { bold: true, size: 12 });
  field(p, 270, top, 275, 'Zulassungsbesitzer', owner);
  field(p, 50, top + 26, 495, 'Wohnsitz', `${streetDE(rng).replace('straße', 'gasse')}, ${plz} ${town}`);
  field(p, 50, top + 52, 220, 'Fahrzeugart', 'Personenkraftwagen M1');
  field(p, 270, top + 52, 275, 'Marke, Type', `${c.make} ${c.model}`);
  field(p, 50, top + 78, 220, 'Fahrgestellnummer', c.vin);
  field(p, 270, top + 78, 135, 'Motornummer', `${digits(rng, 6)}`);
  field(p, 405, top + 78, 140, 'Baujahr', String(c.year));
  field(p, 50, top + 104, 165, 'Leistung kW', String(c.kw));
  field(p, 215, top + 104, 165, 'Hubraum cm³', String(c.ccm));
  field(p, 380, top + 104, 165, 'Typenschein-Nr.', `${digits(rng, 5)}/${rng.int(60, 99)}`);
  p.y = top + 160;
  para(
    p,
    50,
    `Der Zulassungsschein ist bei jeder Fahrt mitzuführen. Änderungen sind binnen einer Woche der Behörde anzuzeigen. ${rng.chance(0.4) ? 'Wechselkennzeichen: gemeinsam mit einem weiteren Fahrzeug zugelassen.' : ''}`,
    100,
    { size: 8.5 },
  );
  p.down(14).text(50, `Bezirkshauptmannschaft / Bundespolizeidirektion ${town}`, { size: 9 });
  p.down(14).text(50, `${town}, am ${fd(issued, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

export function chFahrzeugausweis(rng: Random): Generated {
  const issued = rng.date(1976, 2025);
  const y = Number(issued.slice(0, 4));
  const c = car(rng, () => true, y);
  const [plz, town, kt] = rng.pick(CH_TOWNS);
  const plate = `${kt} ${rng.int(1000, 499999)}`;
  const stamm = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const ausweis = `${digits(rng, 8)}`;
  const limited = rng.chance(0.35);
  const until = addDays(issued, rng.pick([180, 365, 364]));
  const owner = personDE(rng);
  const p = new PageBuilder();
  p.text(50, 'SCHWEIZERISCHE EIDGENOSSENSCHAFT · CONFÉDÉRATION SUISSE', { size: 7.5 });
  p.down(20).text(50, 'Fahrzeugausweis', { size: 15, bold: true });
  p.text(200, 'Permis de circulation · Licenza di circolazione', { size: 9 });
  p.text(545, `Ausweis-Nr. ${ausweis}`, { size: 9.5, align: 'right' });
  p.down(18);
  const top = p.y;
  field(p, 50, top, 175, '15  Kontrollschild', plate, { bold: true, size: 12 });
  field(p, 225, top, 165, '18  Stammnummer', stamm);
  field(p, 390, top, 155, '36  1. Inverkehrsetzung', fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'de'));
  field(p, 50, top + 26, 495, '01–06  Halter', `${owner}, ${streetDE(rng).replace('straße', 'strasse')}, ${plz} ${town}`);
  field(p, 50, top + 52, 250, '21  Marke und Typ', `${c.make} ${c.model}`);
  field(p, 300, top + 52, 245, '23  Fahrgestell-Nr.', c.vin);
  field(p, 50, top + 78, 165, '37  Hubraum cm³', String(c.ccm));
  field(p, 215, top + 78, 165, '76  Leistung kW', String(c.kw));
  field(p, 380, top + 78, 165, '38  Ausweis ausgestellt', fd(issued, 'de'));
  field(
    p,
    50,
    top + 104,
    495,
    '180  Eintragungen der Behörde',
    `Veteranenfahrzeug${c.year < 1990 ? ' — Prüfung alle 6 Jahre' : ''}; nächste Prüfung ${y + rng.int(2, 6)}${limited ? `   ·   Ausweis befristet gültig bis ${fd(until, 'de')}` : ''}`,
    { size: 8.5 },
  );
  p.y = top + 150;
  p.text(50, `Strassenverkehrsamt des Kantons ${kt}`, { size: 9 });
  p.down(14).text(50, `${town}, ${fd(issued, 'de')}`, { size: 9 });
  const t: Generated['truth'] = { documentType: 'registration', plateNumber: plate, registrationNumber: ausweis };
  if (limited) t.expiryDate = until;
  return doc(p, 'de', t);
}

export function v5c(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const c = car(rng, BRIT);
  const plate = plateUK(rng, c.year);
  const ref = `${digits(rng, 11)}`;
  const [town, pc] = rng.pick(UK_TOWNS);
  const keeper = personEN(rng);
  const p = new PageBuilder();
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true });
  p.text(545, 'V5C', { size: 15, bold: true, align: 'right' });
  p.down(14).text(50, 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', { size: 8 });
  p.down(22);
  lv(p, 50, 'Document reference number', `${ref.slice(0, 3)} ${ref.slice(3, 7)} ${ref.slice(7)}`, 220, { bold: true });
  p.down(22);
  p.text(50, 'Registered keeper', { size: 10, bold: true });
  p.down(14).text(50, keeper.toUpperCase(), { size: 10 });
  p.down(13).text(50, streetEN(rng).toUpperCase(), { size: 10 });
  p.down(13).text(50, `${town.toUpperCase()} ${pc}`, { size: 10 });
  p.down(24).text(50, 'Vehicle details', { size: 10, bold: true });
  const rows: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uk')],
    ['   Date of first registration in UK', ''],
    ['D.1  Make', c.make.toUpperCase()],
    ['D.3  Model', c.model.toUpperCase()],
    ['E  VIN / Chassis / Frame no.', c.vin],
    ['P.1  Cylinder capacity (cc)', `${c.ccm} CC`],
    ['R  Colour', rng.pick(['RED', 'BRITISH RACING GREEN', 'WHITE', 'BLUE', 'BLACK', 'YELLOW'])],
    ['   Taxation class', rng.pick(['HISTORIC VEHICLE', 'HISTORIC VEHICLE', 'PETROL CAR'])],
    ['   Number of previous keepers', String(rng.int(2, 11))],
    ['I  Date of registration of this keeper', fd(issued, 'uk')],
  ];
  for (const [a, b] of rows) {
    p.down(16);
    p.text(50, a, { size: 9 });
    p.text(260, b, { size: 9.5, bold: a.startsWith('A ') });
  }
  p.down(30);
  para(
    p,
    50,
    'This document is not proof of ownership. The registered keeper is the person who keeps the vehicle on a public road. Tell DVLA straight away if any of the details change.',
    100,
    { size: 8 },
  );
  p.down(6).text(50, `Issue date ${fd(issued, 'uk')}`, { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref.slice(0, 3) + ' ' + ref.slice(3, 7) + ' ' + ref.slice(7) });
}

export function oldLogbook(rng: Random): Generated {
  const issued = rng.date(1962, 1977);
  const y = Number(issued.slice(0, 4));
  const c = car(rng, BRIT, y);
  const plate = plateUK(rng, c.year);
  const serial = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const [town] = rng.pick(UK_TOWNS);
  const keeper = personEN(rng);
  const county = rng.pick(['Yorkshire (West Riding)', 'Worcestershire', 'Surrey', 'Westmorland', 'Lincolnshire', 'Warwickshire']);
  const p = new PageBuilder();
  p.box(60, 40, 475, 640);
  p.text(297, 'REGISTRATION BOOK', { y: 74, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, 'ROAD VEHICLES (REGISTRATION AND LICENSING) REGULATIONS', { y: 90, size: 7.5, serif: true, align: 'center' });
  p.text(520, `Serial No. ${serial}`, { y: 110, size: 9.5, serif: true, align: 'right' });
  p.text(75, `${county} County Council`, { y: 110, size: 9.5, serif: true });
  p.y = 140;
  const rows: [string, string][] = [
    ['Registration Mark', plate],
    ['Name of Owner', keeper],
    ['Address', `${streetEN(rng)}, ${town}`],
    ['Make', c.make],
    ['Type of Body', rng.pick(['Saloon', 'Sports 2-seater', 'Coupé', 'Estate car'])],
    ['Chassis No.', c.vin],
    ['Engine No.', `${digits(rng, 2)}${letters(rng, 1)}-${digits(rng, 5)}`],
    ['Cubic capacity', `${c.ccm} c.c.`],
    ['Colour', rng.pick(['Red', 'Old English White', 'Blue', 'Green', 'Grey'])],
    ['Date of Registration', fd(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'uklong')],
    ['Taxation Class', 'Private'],
  ];
  for (const [a, b] of rows) {
    p.down(22);
    p.text(80, a, { size: 9.5, serif: true });
    p.text(250, b, { size: 11, serif: true, bold: a === 'Registration Mark' });
  }
  p.down(34).text(80, 'CHANGE OF OWNERSHIP', { size: 10, bold: true, serif: true });
  p.down(18).text(80, `New owner: ${personEN(rng)}`, { size: 10, serif: true });
  p.down(15).text(80, `Entered by the Council on ${fd(issued, 'uk')}`, { size: 10, serif: true });
  p.down(30);
  para(
    p,
    80,
    'This book must be produced on demand to a police officer or to an officer of the Council. Any alteration to the particulars must be notified to the Council at once.',
    80,
    { serif: true, size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: serial });
}

export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(1986, 2025);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const state = { AZ: 'ARIZONA', CA: 'CALIFORNIA', OH: 'OHIO', PA: 'PENNSYLVANIA', TX: 'TEXAS', MI: 'MICHIGAN', CT: 'CONNECTICUT' }[st] ?? 'OHIO';
  const c = car(rng, AMERICAN);
  const antique = rng.chance(0.4);
  const plate = antique ? `${rng.pick(['HST', 'ANT', 'H'])}${rng.int(100, 9999)}` : `${letters(rng, 3)}${rng.int(1000, 9999)}`;
  const reg = `${digits(rng, 9)}`;
  const exp = addDays(`${Number(issued.slice(0, 4)) + rng.pick([1, 1, 2])}${issued.slice(4, 8)}01`, -1);
  const owner = personEN(rng);
  const fees = [rng.int(18, 60), rng.int(5, 20), rng.int(0, 8)];
  const p = new PageBuilder();
  p.box(50, 50, 495, 300);
  p.text(297, `STATE OF ${state}`, { y: 72, size: 11, bold: true, align: 'center' });
  p.text(297, 'VEHICLE REGISTRATION CARD', { y: 88, size: 10, align: 'center' });
  field(p, 60, 100, 150, 'PLATE / LICENSE NO.', plate, { bold: true, size: 12 });
  field(p, 210, 100, 170, 'REGISTRATION NO.', reg);
  field(p, 380, 100, 155, 'EXPIRES', fd(exp, 'us'), { bold: true, size: 11 });
  field(p, 60, 126, 150, 'YEAR / MAKE', `${c.year} ${c.make.toUpperCase().slice(0, 5)}`);
  field(p, 210, 126, 170, 'VIN', c.vin);
  field(p, 380, 126, 155, 'BODY / CLASS', antique ? 'CP / HISTORIC' : 'CP / PASS');
  field(p, 60, 152, 320, 'REGISTERED OWNER', `${owner.toUpperCase()}\u2002${streetEN(rng).toUpperCase()} ${town.toUpperCase()} ${st} ${zip}`, { size: 8.5 });
  field(p, 380, 152, 155, 'ISSUED', fd(issued, 'us'));
  p.y = 200;
  const cols: Col[] = [{ x: 62 }, { x: 250, align: 'right' }];
  const fl = ['REGISTRATION FEE', 'COUNTY/LOCAL FEE', 'POSTAGE/OTHER'];
  fl.forEach((f, i) => {
    p.down(13);
    row(p, cols, [f, `$${fees[i]}.00`], { size: 8.5 });
  });
  p.down(13);
  row(p, cols, ['TOTAL PAID', `$${fees[0] + fees[1] + fees[2]}.00`], { size: 8.5, bold: true });
  p.text(300, antique ? 'Historic vehicle: limited use for exhibitions, club activities,' : 'Keep this card in the vehicle.', { y: 213, size: 8 });
  if (antique) p.text(300, 'parades and occasional transportation only.', { y: 225, size: 8 });
  p.text(300, `Title No. ${digits(rng, 8)}`, { y: 245, size: 8 });
  p.text(60, 'SIGNATURE OF OWNER ____________________________', { y: 335, size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: exp });
}

export function ontarioPermit(rng: Random): Generated {
  const issued = rng.date(1985, 2025);
  const [town, pc] = rng.pick(CA_TOWNS);
  const c = car(rng);
  const historic = rng.chance(0.5);
  const plate = historic ? `${rng.int(1000, 9999)}H` : `${letters(rng, 4)} ${rng.int(100, 999)}`;
  const permit = `${digits(rng, 9)}`;
  const exp = addDays(`${Number(issued.slice(0, 4)) + rng.int(1, 2)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, -1);
  const owner = personEN(rng);
  const p = new PageBuilder();
  p.text(50, 'Ontario', { size: 14, bold: true, serif: true });
  p.text(130, 'Ministry of Transportation', { size: 9 });
  p.down(18).text(50, 'VEHICLE PERMIT — PERMIS DE VÉHICULE', { size: 12, bold: true });
  p.down(18);
  field(p, 50, p.y, 160, 'PERMIT NO. / NO DU PERMIS', permit, { bold: true });
  field(p, 210, p.y, 140, 'PLATE NO. / NO DE PLAQUE', plate, { bold: true, size: 12 });
  field(p, 350, p.y, 195, 'VALIDATION EXPIRY / EXPIRATION', fd(exp, 'iso').replace(/-/g, '/'));
  p.down(26);
  field(p, 50, p.y, 300, 'VIN / NIV', c.vin);
  field(p, 350, p.y, 195, 'YEAR / MAKE / MODEL', `${c.year} ${c.make.toUpperCase()}`, { size: 9 });
  p.down(26);
  field(p, 50, p.y, 300, 'REGISTRANT / TITULAIRE', `${owner.toUpperCase()}, ${streetEN(rng).toUpperCase()}`, { size: 9 });
  field(p, 350, p.y, 195, 'MUNICIPALITY', `${town.toUpperCase()} ${pc}`, { size: 9 });
  p.down(26);
  field(p, 50, p.y, 160, 'ISSUE DATE / DATE DE DÉLIVRANCE', fd(issued, 'iso').replace(/-/g, '/'));
  field(p, 210, p.y, 140, 'CLASS', historic ? 'HISTORIC' : 'PASSENGER');
  field(p, 350, p.y, 195, 'STATUS', rng.pick(['FIT', 'UNFIT', 'FIT']));
  p.down(44);
  para(
    p,
    50,
    historic
      ? 'Historic vehicle plates: the vehicle may be driven only in a parade, for a purpose related to its historic nature or for maintenance and repair; the vehicle is at least 30 years old.'
      : 'The plate portion must be carried in the vehicle. The validation sticker must be displayed on the rear number plate.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: permit, expiryDate: exp });
}

export function nswCertificate(rng: Random): Generated {
  const issued = rng.date(1998, 2025);
  const [town, , pcode] = rng.pick(AU_TOWNS.filter((t) => t[1] === 'NSW'));
  const iy0 = Number(issued.slice(0, 4));
  const c = car(rng);
  const club = rng.chance(0.6) && c.year <= iy0 - 30;
  const plate = club ? `${rng.int(10000, 99999)}H` : `${letters(rng, 3)}${digits(rng, 2)}${letters(rng, 1)}`;
  const exp = addDays(`${Number(issued.slice(0, 4)) + 1}${issued.slice(4)}`, -1);
  const owner = personEN(rng);
  const customer = `${digits(rng, 8)}`;
  const p = new PageBuilder();
  const iy = Number(issued.slice(0, 4));
  p.text(50, iy < 2011 ? 'Roads and Traffic Authority' : iy < 2020 ? 'Roads and Maritime Services' : 'Transport for NSW', { size: 11, bold: true });
  p.text(545, 'NSW Government', { size: 9, align: 'right' });
  p.down(24).text(50, club ? 'Certificate of Registration — Historic Vehicle Scheme (Conditional)' : 'Certificate of Registration', { size: 13, bold: true });
  p.down(30).text(50, owner.toUpperCase(), { size: 10 });
  p.down(13).text(50, streetEN(rng).toUpperCase(), { size: 10 });
  p.down(13).text(50, `${town.toUpperCase()} NSW ${pcode}`, { size: 10 });
  p.down(28);
  const rows: [string, string][] = [
    ['Number plate', plate],
    ['Registration expiry', fd(exp, 'uk')],
    ['Customer number', customer],
    ['Vehicle', `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}`],
    ['VIN / Chassis', c.vin],
    ['Usage', club ? 'Club plate — historic conditions apply' : 'Private'],
    ['CTP insurer', rng.pick(['Harbour Mutual CTP', 'Illawarra Green Slip Co.'])],
  ];
  for (const [a, b] of rows) {
    p.down(16);
    p.text(52, a, { size: 9.5 });
    p.text(200, b, { size: 10, bold: a === 'Number plate' || a === 'Registration expiry' });
  }
  p.down(28);
  para(
    p,
    50,
    club
      ? `Conditional registration is valid only while you remain a financial member of a recognised historic vehicle club. Use is limited to club events and servicing; log book days used in the period: ${rng.int(3, 60)}.`
      : `Keep this certificate as a record of your registration.${iy >= 2013 ? ' Registration labels are no longer issued for light vehicles.' : ' Display the registration label on the windscreen.'}`,
    100,
    { size: 8.5 },
  );
  p.down(6).text(50, `Date of issue: ${fd(issued, 'uk')}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, expiryDate: exp });
}
