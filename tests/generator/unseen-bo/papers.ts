/**
 * Registrations and titles: the 190 SL's Fahrzeugschein of the Siegkreis, the Mustang's Fahrzeugschein after its
 * single approval, the Käfer's export-plate Fahrzeugschein with its validity; the seller's Ohio registration card, the
 * Jaguar's V5 registration document; the Mustang's Kraftfahrzeugbrief, the TR4's Zulassungsbescheinigung Teil II,
 * the Mustang's first owner's Ohio title and Rainer's own.
 */
import { doc, fd } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { KAEFER, lines, MK2, MUSTANG, PETER, PLATES, RAINER, SL, TR4 } from './kit';

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** Numbered fields in boxes, the way the grey paper forms print them. */
function field(p: PageBuilder, x: number, y: number, w: number, no: string, label: string, value: string, serif = false) {
  p.box(x, y, w, 30);
  p.text(x + 3, `${no} ${label}`, { y: y + 9, size: 6.5, serif });
  p.text(x + 6, value, { y: y + 24, size: 10, serif });
}

/** The 190 SL's Fahrzeugschein of the Siegkreis, numbered boxes, 1968–1976. */
export function fahrzeugscheinSiegkreis(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1976);
  const no = `F ${rng.int(1000000, 4999999)}`;
  p.text(297, 'FAHRZEUGSCHEIN', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Bundesrepublik Deutschland', { size: 9, serif: true, align: 'center' });
  p.text(545, `Nr. ${no}`, { size: 10, serif: true, align: 'right', y: 60 });
  const y0 = 110;
  field(p, 50, y0, 250, '1', 'Amtliches Kennzeichen', PLATES.sl, true);
  field(p, 300, y0, 245, '2', 'Fahrzeug- und Aufbauart', 'Pkw Roadster', true);
  field(p, 50, y0 + 30, 250, '3', 'Hersteller', 'Daimler-Benz AG', true);
  field(p, 300, y0 + 30, 245, '4', 'Typ', '121 (190 SL)', true);
  field(p, 50, y0 + 60, 250, '5', 'Fahrzeug-Ident.-Nr.', SL.vin, true);
  field(p, 300, y0 + 60, 245, '6', 'Leistung PS', '105', true);
  field(p, 50, y0 + 90, 250, '7', 'Hubraum cm³', '1897', true);
  field(p, 300, y0 + 90, 245, '8', 'Zul. Gesamtgewicht kg', '1480', true);
  field(p, 50, y0 + 120, 495, '9', 'Name, Vorname des Halters, Anschrift', `${RAINER.name}, ${RAINER.street}, Königswinter`, true);
  field(p, 50, y0 + 150, 250, '10', 'Tag der ersten Zulassung', '27.04.1959', true);
  field(p, 300, y0 + 150, 245, '11', 'Nächste Hauptuntersuchung', `${rng.pick(['03', '06', '09', '11'])}/${Number(date.slice(2, 4)) + 2}`, true);
  p.y = y0 + 215;
  lines(p, 50, ['Der Fahrzeugschein ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.'], { size: 8, serif: true });
  p.down(20);
  lines(p, 50, [`Siegburg, den ${fd(date, 'de')}`, 'Der Oberkreisdirektor des Siegkreises', '— Straßenverkehrsamt —'], { size: 9.5, serif: true });
  p.down(10).text(360, '(Dienstsiegel)', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'registration', plateNumber: PLATES.sl, registrationNumber: no });
}

/** The Mustang's Fahrzeugschein after its single approval under § 21 StVZO, label and value side by side, 1986. */
export function fahrzeugscheinImport(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1986-${String(rng.int(2, 6)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const no = `${rng.pick(['AB', 'AC', 'BA'])} ${rng.int(100000, 999999)}`;
  p.text(50, 'Fahrzeugschein', { size: 16, bold: true });
  p.text(545, `Nr. ${no}`, { size: 10, align: 'right', y: 60 });
  p.down(14).text(50, 'Rhein-Sieg-Kreis · Der Oberkreisdirektor · Straßenverkehrsamt Siegburg', { size: 8.5 });
  p.y = 120;
  const kv: [string, string][] = [
    ['Amtl. Kennzeichen', PLATES.mustangDe],
    ['Fahrzeugart', 'Pkw geschlossen'],
    ['Hersteller', 'Ford Motor Co., Dearborn (USA)'],
    ['Typ und Ausführung', 'Mustang 65A Hardtop'],
    ['Fahrzeug-Ident.-Nr.', MUSTANG.vin],
    ['Leistung', '147 kW (200 PS) bei 4.400/min'],
    ['Tag der ersten Zulassung', '14.03.1966'],
    ['Zulassung', 'nach Einzelgutachten gem. § 21 StVZO (TÜV Rheinland)'],
    ['Halter', `${RAINER.name}, ${RAINER.street}, ${RAINER.town}`],
    ['Nächste HU', `${rng.pick(['04', '07', '10'])}/88`],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: 9 });
    p.text(210, v, { size: 10 });
    p.down(18);
  }
  p.down(10).text(50, 'Bemerkungen: Tachometer in Meilen, zusätzlich km-Skala. Seitliche Blinkleuchten nachgerüstet.', { size: 8.5 });
  p.down(24).text(50, `Siegburg, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(13).text(50, 'Im Auftrag  (Siegel)', { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: PLATES.mustangDe, registrationNumber: no });
}

/** The Käfer's export-plate Fahrzeugschein with its validity, 1999. */
export function ausfuhrkennzeichen(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1999-${String(rng.int(3, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const until = addDays(date, rng.pick([15, 30, 60]));
  const plate = `SU ${rng.int(100, 999)} ${rng.pick(['A', 'B', 'C'])}`;
  const no = `${rng.int(10000, 99999)}/99`;
  p.text(297, 'Fahrzeugschein', { size: 15, bold: true, align: 'center' });
  p.down(14).text(297, 'für Fahrzeuge mit Ausfuhrkennzeichen (§ 7 Abs. 2 IntVO)', { size: 9, align: 'center' });
  p.y = 120;
  const kv: [string, string][] = [
    ['Ausfuhrkennzeichen', plate],
    ['Gültig bis', fd(until, 'de')],
    ['Schein-Nr.', no],
    ['Fahrzeug', 'VW 1302 LS Cabriolet (Karmann)'],
    ['Fahrzeug-Ident.-Nr.', KAEFER.vin],
    ['Halter', `${RAINER.name}, Königswinter`],
    ['Bestimmungsland', 'Vereinigtes Königreich'],
    ['Haftpflichtversicherung bis', fd(until, 'de')],
  ];
  for (const [k, v] of kv) {
    p.box(50, p.y - 11, 200, 18);
    p.box(250, p.y - 11, 295, 18);
    p.text(55, k, { size: 9 });
    p.text(256, v, { size: 10, bold: k === 'Ausfuhrkennzeichen' });
    p.down(18);
  }
  p.down(14);
  lines(
    p,
    50,
    [
      'Das Fahrzeug darf im Inland nur bis zum Ablauf der Gültigkeit benutzt werden. Die rot unterlegte',
      'Ablaufangabe auf dem Kennzeichenschild ist maßgebend. Nach Ablauf erlischt die Zulassung.',
    ],
    { size: 8.5 },
  );
  p.down(20).text(50, `Rhein-Sieg-Kreis, Straßenverkehrsamt, Siegburg, ${fd(date, 'de')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: until });
}

/** The Mustang's seller's Ohio registration card, handed over with the car, 1984–1985. */
export function ohioRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = `1984-${String(rng.int(3, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const exp = `1985-${issued.slice(5, 7)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const regNo = String(rng.int(10000000, 99999999));
  const s = 9;
  p.text(297, 'STATE OF OHIO', { size: 12, bold: true, align: 'center' });
  p.down(12).text(297, 'BUREAU OF MOTOR VEHICLES — REGISTRATION', { size: 9, align: 'center' });
  p.y = 110;
  p.box(50, 95, 495, 170);
  const kv: [string, string][] = [
    ['REGISTRATION NO.', regNo],
    ['PLATE NO.', PLATES.mustangOh],
    ['EXPIRES', fd(exp, 'us')],
    ['YEAR / MAKE', '1966 FORD'],
    ['BODY', '2D HT'],
    ['VEHICLE ID NO.', MUSTANG.vin],
    ['OWNER', 'WALTER J KRUEGER'],
    ['ADDRESS', '1190 OAKHURST DR KETTERING OH 45429'],
    ['FEE PAID', '$20.00'],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 7.5 });
    p.text(190, v, { size: s });
    p.down(16);
  }
  p.down(14).text(50, `ISSUED ${fd(issued, 'us')}  DEPUTY REGISTRAR 57-04 MONTGOMERY CO.`, { size: 8 });
  p.down(12).text(50, 'KEEP IN VEHICLE. NOT VALID UNLESS SIGNED BY OWNER.   Walter J. Krueger', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: PLATES.mustangOh, registrationNumber: regNo, expiryDate: exp });
}

/** The Jaguar's V5 Vehicle Registration Document, numbered items, 1983–1996. */
export function v5Document(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1983, 1996);
  const ref = `${rng.pick(['AB', 'CF', 'GH'])} ${rng.int(1000000, 9999999)}`;
  const s = 8.5;
  p.text(50, 'Vehicle Registration Document', { size: 14, bold: true });
  p.text(545, 'V5', { size: 16, bold: true, align: 'right', y: 60 });
  p.down(12).text(50, 'Driver and Vehicle Licensing Centre, Swansea SA99 1AR', { size: 8 });
  p.down(18).text(50, `Document reference number  ${ref}`, { size: 9.5, bold: true });
  p.down(20);
  const kv: [string, string][] = [
    ['1  Registration mark', PLATES.mk2],
    ['2  Date of first registration', '11 05 61'],
    ['3  Make', 'JAGUAR'],
    ['4  Model / type', 'MK 2 3.8 AUTO'],
    ['5  Chassis / frame no.', MK2.vin],
    ['6  Engine no.', MK2.engine],
    ['7  Cylinder capacity (cc)', '3781'],
    ['8  Taxation class', rng.pick(['PLG', 'PRIVATE/LIGHT GOODS'])],
    ['9  Colour', 'OPALESCENT MAROON'],
    ['10 Previous keepers', String(rng.int(3, 5))],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: s });
    p.text(230, v, { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.box(50, p.y - 10, 300, 58);
  p.text(55, 'Registered keeper', { size: 7.5 });
  p.down(14);
  lines(p, 60, [PETER.name.toUpperCase(), PETER.street.toUpperCase(), 'ILKLEY W YORKS'], { size: 9, step: 11 });
  p.down(14).text(50, `Date of issue  ${fd(date, 'uk')}`, { size: 9 });
  p.down(14).text(50, 'This document is not proof of ownership. The registered keeper is not necessarily the legal owner.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: PLATES.mk2, registrationNumber: ref });
}

/** The Mustang's Kraftfahrzeugbrief, issued for the import, first entry of the holder, 1986. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1986-${String(rng.int(2, 6)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const briefNo = `${rng.pick(['C', 'D', 'E'])} ${rng.int(1000000, 9999999)}`;
  p.text(297, 'Kraftfahrzeugbrief', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Nr. ${briefNo}`, { size: 10, serif: true, align: 'center' });
  p.down(12).text(297, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über das Eigentum am Fahrzeug.', {
    size: 7.5,
    serif: true,
    align: 'center',
  });
  p.y = 130;
  p.text(50, 'I. Angaben über das Fahrzeug', { size: 10, bold: true, serif: true });
  p.down(16);
  const kv: [string, string][] = [
    ['Fahrzeugart', 'Pkw geschlossen'],
    ['Hersteller', 'Ford Motor Company, Dearborn, Mich., USA'],
    ['Fahrgestell-Nr.', MUSTANG.vin],
    ['Hubraum', '4727 cm³'],
    ['Tag der ersten Zulassung', '14.03.1966 (USA)'],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9.5, serif: true });
    p.text(230, v, { size: 9.5, serif: true });
    p.down(15);
  }
  p.down(12).text(50, 'II. Eintragungen über den Halter', { size: 10, bold: true, serif: true });
  p.down(16);
  p.box(50, p.y - 10, 495, 70);
  lines(p, 60, ['1. Halter', `${RAINER.name}, geb. 04.11.1941`, `${RAINER.street}, ${RAINER.town}`], { size: 9.5, serif: true, step: 13 });
  p.text(360, `Amtl. Kennz. ${PLATES.mustangDe}`, { size: 9.5, serif: true, y: p.y - 26 });
  p.text(360, `Siegburg, ${fd(date, 'de')}`, { size: 9.5, serif: true, y: p.y - 13 });
  p.down(24).text(50, `Ausgefertigt: Siegburg, den ${fd(date, 'de')}`, { size: 9.5, serif: true });
  p.down(13).text(50, 'Der Oberkreisdirektor des Rhein-Sieg-Kreises — Straßenverkehrsamt —', { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin: MUSTANG.vin });
}

/** The TR4's Zulassungsbescheinigung Teil II on its import, coded fields, 2010–2011. */
export function zb2(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(2010, 2011)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const s = 8.5;
  p.text(50, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true });
  p.down(12).text(50, '(Fahrzeugbrief)  ·  Europäische Gemeinschaft  ·  D  ·  Bundesrepublik Deutschland', { size: 8 });
  p.text(545, `${rng.pick(['ZD', 'ZE'])}${rng.int(1000000, 9999999)}`, { size: 11, bold: true, align: 'right', y: 60 });
  p.y = 120;
  const kv: [string, string][] = [
    ['C.2.1 Name', 'Oberhäuser'],
    ['C.2.2 Vorname(n)', 'Rainer'],
    ['C.2.3 Anschrift', '53604 Bad Honnef, Rheinpromenade 4'],
    ['A Kennzeichen', PLATES.tr4De],
    ['B Datum der Erstzulassung', '02.09.1963'],
    ['D.1 Marke', 'TRIUMPH'],
    ['D.3 Handelsbezeichnung', 'TR4'],
    ['E Fahrzeug-Identifizierungsnummer', TR4.vin],
    ['J Fahrzeugklasse', 'M1'],
    ['Bemerkungen', 'Fz. war zugelassen in GB. Oldtimer gem. § 2 Nr. 22 FZV.'],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: s });
    p.text(250, v, { size: 9.5 });
    p.down(15);
  }
  p.down(20).text(50, `Datum: ${fd(date, 'de')}`, { size: 9.5 });
  p.down(13).text(50, 'Zulassungsbehörde: Rhein-Sieg-Kreis, Straßenverkehrsamt, 53721 Siegburg', { size: 9 });
  return doc(p, 'de', { documentType: 'title', date, vin: TR4.vin });
}

/** The Mustang's first owner's Ohio Certificate of Title, Clerk of Courts, 1966–1972. */
export function ohioTitleEarly(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1967, 1972);
  const titleNo = `57-${rng.int(1000000, 9999999)}`;
  p.text(297, 'THE STATE OF OHIO', { size: 13, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 12, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, 'Clerk of Courts, Montgomery County, Dayton, Ohio', { size: 9, serif: true, align: 'center' });
  p.y = 130;
  const kv: [string, string][] = [
    ['Title Number', titleNo],
    ['Date Issued', fd(date, 'uslong')],
    ['Year', '1966'],
    ['Make', 'FORD'],
    ['Model', 'MUSTANG'],
    ['Body Type', '2 DR HARDTOP'],
    ['Serial Number', MUSTANG.vin],
    ['Owner', 'GEORGE E. HALVORSEN, 318 SPRINGHILL RD., DAYTON, OHIO'],
    ['Lien', 'NONE'],
  ];
  for (const [k, v] of kv) {
    p.text(70, k, { size: 9.5, serif: true });
    p.text(220, v, { size: 10, serif: true });
    p.down(17);
  }
  p.down(18);
  lines(
    p,
    70,
    ['I, the Clerk of Courts, certify that the records of this office show the person named', 'herein to be the owner of the motor vehicle described.'],
    { serif: true, size: 9 },
  );
  p.down(14).text(360, 'Clerk of Courts  (SEAL)', { size: 9, serif: true });
  p.down(20).text(70, 'ASSIGNMENT OF OWNERSHIP ON REVERSE SIDE', { size: 8.5, serif: true, bold: true });
  return doc(p, 'en', { documentType: 'title', date, vin: MUSTANG.vin });
}

/** Rainer's own Ohio title, issued for the purchase before export, odometer statement, 1985. */
export function ohioTitle1985(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1985-${String(rng.int(4, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const odo = rng.int(61, 69) * 1000 + rng.int(0, 999);
  const s = 8.5;
  p.text(50, 'STATE OF OHIO  CERTIFICATE OF TITLE', { size: 13, bold: true });
  p.text(545, `TITLE NO. 5701${rng.int(1000000, 9999999)}`, { size: 9, align: 'right', y: 60 });
  p.down(12).text(50, 'MONTGOMERY COUNTY CLERK OF COURTS — AUTO TITLE DIVISION', { size: s });
  p.y = 110;
  const cells: [string, string][] = [
    ['VEHICLE IDENTIFICATION NO.', MUSTANG.vin],
    ['YEAR', '1966'],
    ['MAKE', 'FORD'],
    ['BODY', '2D HT'],
    ['ODOMETER', `${odo} ACTUAL`],
    ['ISSUE DATE', fd(date, 'us')],
  ];
  cells.forEach(([k, v], i) => {
    const x = 50 + (i % 3) * 165;
    const y = 100 + Math.floor(i / 3) * 34;
    p.box(x, y, 165, 34);
    p.text(x + 4, k, { y: y + 10, size: 6.5 });
    p.text(x + 6, v, { y: y + 26, size: 10 });
  });
  p.y = 190;
  p.text(50, 'OWNER', { size: 7 });
  p.down(13);
  lines(p, 60, ['RAINER OBERHAUSER', 'C/O WALTER J KRUEGER', '1190 OAKHURST DR', 'KETTERING OH 45429'], { size: 9.5, step: 12 });
  p.down(8).text(50, 'LIENHOLDER: NONE', { size: 8.5 });
  p.down(24);
  lines(
    p,
    50,
    [
      'The Clerk of the Court of Common Pleas certifies that the records of this office show the person named',
      'hereon to be the owner of the described motor vehicle, subject to any liens shown.',
      '',
      'PREVIOUS TITLE NO. 57-' + rng.int(1000000, 9999999) + '   PURCHASED FROM: WALTER J KRUEGER',
    ],
    { size: 8, step: 11 },
  );
  p.down(14).text(50, 'Note: Surrendered to U.S. Customs for export, Port of Baltimore.', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date, vin: MUSTANG.vin });
}
