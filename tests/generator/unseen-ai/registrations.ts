/** Registrations of the unseen-ai author: certificates with every coded field, entries, blank transfer sections and notes. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, fd, letters, num, pad, personDe, personEn, plateDe, plateUk, r2, yearEnd } from './kit';
import { renderSheet, type Block } from './sheet';

const HSN = ['0710', '0588', '0005', '0583', '0603', '0035'];

/** A Zulassungsbescheinigung Teil I with all its coded fields, the remarks and the next inspection stamped in. */
export function zulassungTeil1(rng: Random): Generated {
  const date = rng.date(2006, 2026);
  const c = car(rng, Number(date.slice(0, 4)) - 30);
  const [n, st, town] = personDe(rng);
  const plate = plateDe(rng);
  const docNo = `${letters(rng, 2)}${digits(rng, 7)}`;
  const [last, ...first] = n.replace('Dr. ', '').split(' ').reverse();
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Zulassungsbescheinigung Teil I',
      sub: ['(Fahrzeugschein)', 'Europäische Gemeinschaft · Bundesrepublik Deutschland'],
      right: [`Nr. ${docNo}`, `Landkreis ${rng.pick(['Reutlingen', 'Tübingen', 'Esslingen', 'Ludwigsburg'])}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['A  Amtliches Kennzeichen', plate],
        ['B  Datum der Erstzulassung', fd(`${c.built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
        ['I  Datum dieser Zulassung', fd(date, 'de')],
        ['C.1.1  Name', last],
        ['C.1.2  Vorname(n)', first.reverse().join(' ')],
        ['C.1.3  Anschrift', `${st}, ${town}`],
        ['C.4c  Halter ist Eigentümer', 'nicht ausgewiesen'],
        ['D.1  Marke', c.name.split(' ')[0].toUpperCase()],
        ['D.2  Typ / Variante / Version', `${digits(rng, 3)} / ${letters(rng, 1)}${digits(rng, 2)} / —`],
        ['D.3  Handelsbezeichnung', c.name.split(' ').slice(1).join(' ')],
        ['E  Fahrzeug-Identifizierungsnummer', c.chassis],
        ['2.1  Code zu 2 (HSN)', rng.pick(HSN)],
        ['2.2  Code zu D.2 (TSN)', `${digits(rng, 3)}`],
        ['J  Fahrzeugklasse', 'M1'],
        ['4  Art des Aufbaus', rng.pick(['AA Limousine', 'AE Cabriolet', 'AC Kombi'])],
        ['F.1  Techn. zul. Gesamtmasse kg', String(rng.int(1100, 2100))],
        ['G  Masse des in Betrieb befindl. Fzg. kg', String(rng.int(850, 1700))],
        ['P.1  Hubraum cm³', String(rng.int(1100, 4500))],
        ['P.2 / P.4  Nennleistung kW / min⁻¹', `${rng.int(40, 170)} / ${rng.int(4500, 6500)}`],
        ['P.3  Kraftstoffart', 'Benzin'],
        ['10  Code zu P.3', '0001'],
        ['14  Bezeichnung der nat. Emissionsklasse', 'Oldtimer'],
        ['V.9  Schadstoffklasse', '—'],
        ['R  Farbe des Fahrzeugs', rng.pick(['Rot', 'Silber', 'Grün', 'Weiß', 'Blau'])],
        ['11  Code zu R', String(rng.int(1, 9))],
        ['S.1  Sitzplätze einschl. Fahrer', String(rng.int(2, 5))],
        ['15.1  Bereifung Achse 1', `${rng.pick(['185', '165', '205'])}HR14`],
        ['15.2  Bereifung Achse 2', `${rng.pick(['185', '165', '205'])}HR14`],
        ['T  Höchstgeschwindigkeit km/h', String(rng.int(130, 240))],
        ['Q  Leistungsgewicht kW/kg', '—'],
      ],
      cols: 2,
      boxed: true,
      size: 7.5,
    },
    { t: 'h', text: 'Eintragungen der Zulassungsbehörde', size: 7.5 },
    {
      t: 'table',
      widths: [90, 333, 100],
      heads: ['Datum', 'Eintragung', 'Behörde'],
      rows: [
        [fd(addDays(date, -rng.int(3000, 7000)), 'de'), 'Außerbetriebsetzung, Kennzeichen entstempelt', 'Zul.-Behörde'],
        [
          fd(addDays(date, -rng.int(10, 90)), 'de'),
          `Änderung Ziffer 15.1/15.2: Bereifung ${rng.pick(['185/70 R 14', '205/70 VR 15', '165 SR 15'])} zulässig`,
          'TÜV/DEKRA',
        ],
        [fd(date, 'de'), 'Wiederzulassung als Oldtimer, Kennzeichen neu zugeteilt', 'Zul.-Behörde'],
      ],
      size: 6.8,
    },
    { t: 'h', text: '22  Bemerkungen und Ausnahmen', size: 7.5 },
    {
      t: 'para',
      text: `Oldtimer gem. § 2 Nr. 22 FZV; Gutachten nach § 23 StVZO vom ${fd(addDays(date, -rng.int(5, 60)), 'de')}. Fahrzeug war abgemeldet von ${fd(addDays(date, -rng.int(2000, 9000)), 'de')} bis ${fd(date, 'de')}. Zul. Felgengröße 6Jx14. Kennzeichen ${plate}. Zum Verkehr zugelassen. Nächste HU ${pad(rng.int(1, 12), 2)}/${Number(date.slice(0, 4)) + 2}.`,
      size: 7,
    },
    {
      t: 'small',
      paras: [
        `Diese Bescheinigung ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen zur Prüfung auszuhändigen. Änderungen der Anschrift oder der technischen Daten sind der Zulassungsbehörde unverzüglich mitzuteilen. Bei Veräußerung ist der Erwerber verpflichtet, die Umschreibung unverzüglich zu beantragen.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: ['Siegel der Zulassungsbehörde', `Ausgestellt am ${fd(date, 'de')}`] },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'de', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

/** A Fahrzeugschein of the 1970s–80s with its numbered lines 1–33 and the inspection stamp. */
export function fahrzeugscheinZiffern(rng: Random): Generated {
  const date = rng.date(1966, 1992);
  const c = car(rng, Number(date.slice(0, 4)));
  const [n, st, town] = personDe(rng);
  const plate = plateDe(rng, false);
  const no = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const z: [string, string][] = [
    ['1 Fahrzeug- und Aufbauart', 'Pkw geschl.'],
    ['2 Hersteller', c.name.split(' ')[0]],
    ['3 Typ u. Ausführung', c.name.split(' ').slice(1).join(' ')],
    ['4 Fahrzeug-Ident.-Nr.', c.chassis],
    ['5 Antriebsart', 'Otto'],
    ['6 Höchstgeschw. km/h', String(rng.int(130, 220))],
    ['7 Leistung kW bei min⁻¹', `${rng.int(40, 150)} / ${rng.int(4500, 6500)}`],
    ['8 Hubraum cm³', String(rng.int(1100, 4500))],
    ['9 Nutz- oder Aufliegelast kg', '—'],
    ['10 Rauminhalt des Tanks l', String(rng.int(40, 90))],
    ['11 Sitzplätze einschl. Führersitz', String(rng.int(2, 5))],
    ['12 Stehplätze', '—'],
    ['13 Reifengröße vorn', `${rng.pick(['165', '185'])} HR 14`],
    ['14 Reifengröße hinten', `${rng.pick(['165', '185'])} HR 14`],
    ['15 Zul. Gesamtgewicht kg', String(rng.int(1100, 2000))],
    ['16 Zul. Achslast vorn kg', String(rng.int(550, 950))],
    ['17 Zul. Achslast hinten kg', String(rng.int(600, 1050))],
    ['18 Länge mm', String(rng.int(3900, 4950))],
    ['19 Breite mm', String(rng.int(1550, 1850))],
    ['20 Höhe mm', String(rng.int(1200, 1450))],
    ['21 Leergewicht kg', String(rng.int(800, 1600))],
    ['22 Stand- / Fahrgeräusch dB(A)', `${rng.int(78, 86)} / ${rng.int(80, 86)}`],
    ['23 Anhängelast gebr. kg', String(rng.int(0, 1200))],
    ['24 Tag der ersten Zulassung', fd(`${c.built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
    ['33 Bemerkungen', rng.pick(['Fz. m. Sicherheitsgurten', 'Zul. Felgen 5½ J x 14', 'Gurte vorn'])],
  ];
  const blocks: Block[] = [
    { t: 'head', title: 'Fahrzeugschein', sub: [`Nr. ${no}`], align: 'center', size: 15 },
    {
      t: 'pairs',
      pairs: [
        ['Amtliches Kennzeichen', plate],
        ['Zulassungsstelle', `${rng.pick(['Reutlingen', 'Regensburg', 'Kassel', 'Osnabrück'])}`],
        ['Name, Vorname', n],
        ['Wohnort', `${town}, ${st}`],
      ],
      cols: 2,
      boxed: true,
    },
    { t: 'table', widths: [210, 180, 133], heads: ['Ziffer', 'Eintragung', ''], rows: z.map(([a, b]) => [a, b, '']), size: 7.2 },
    { t: 'h', text: 'Hauptuntersuchung (§ 29 StVZO)', size: 8 },
    {
      t: 'table',
      widths: [180, 180, 163],
      heads: ['Nächster Termin', 'Prüfstelle', 'Datum'],
      rows: [
        [
          `${pad(rng.int(1, 12), 2)}/${Number(date.slice(0, 4)) + 2}`,
          rng.pick(['TÜV Südwest', 'DEKRA', 'TÜV Rheinland']),
          fd(addDays(date, rng.int(0, 30)), 'de'),
        ],
      ],
      size: 7.2,
    },
    {
      t: 'small',
      paras: [
        `Dieser Schein ist beim Führen des Fahrzeugs mitzuführen und zuständigen Personen auf Verlangen auszuhändigen. Jede Änderung der Angaben ist der Zulassungsstelle binnen einer Woche anzuzeigen. Bei Veräußerung des Fahrzeugs hat der bisherige Halter die Anschrift des Erwerbers der Zulassungsstelle anzuzeigen. Die Gebühr für die Zulassung betrug DM ${num(rng.int(15, 45), 'de')} (Kassenzeichen ${digits(rng, 6)}).`,
      ],
      columns: 1,
      size: 6.2,
    },
    { t: 'sig', items: [`${rng.pick(['Reutlingen', 'Regensburg', 'Kassel'])}, den ${fd(date, 'de')}`, 'Der Landrat — Zulassungsstelle (Siegel)'] },
  ];
  return doc(renderSheet(blocks, { serif: true, frame: true }), 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A UK V5C registration certificate with its coded fields and notes. */
export function v5cCoded(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const c = car(rng, Number(date.slice(0, 4)) - 40);
  const [n, st, town] = personEn(rng);
  const plate = plateUk(rng, c.built);
  const ref = `${digits(rng, 11)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Vehicle Registration Certificate',
      sub: ['V5C · Driver and Vehicle Licensing Agency, Swansea SA99 1BA', 'This document is not proof of ownership'],
      right: ['Document reference number', ref.replace(/(\d{4})(\d{4})(\d{3})/, '$1 $2 $3')],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['A  Registration number', plate],
        ['B  Date of first registration', fd(`${c.built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'uk')],
        ['  Date of first registration in UK', '—'],
        ['C.1  Registered keeper', `${n}, ${st}, ${town}`],
        ['  Date of acquisition', fd(addDays(date, -rng.int(1, 20)), 'uk')],
        ['  Previous registered keepers', String(rng.int(2, 11))],
        ['D.1  Make', c.name.split(' ')[0].toUpperCase()],
        ['D.2  Type', '—'],
        ['D.3  Model', c.name.split(' ').slice(1).join(' ').toUpperCase()],
        ['D.5  Body type', rng.pick(['SALOON', 'CONVERTIBLE', 'COUPE', 'ESTATE'])],
        ['E  VIN / Chassis / Frame No.', c.chassis],
        ['F.1  Maximum permissible mass', '—'],
        ['G  Mass in service', '—'],
        ['J  Vehicle category', '—'],
        ['K  Type approval number', '—'],
        ['P.1  Cylinder capacity (cc)', String(rng.int(1100, 4500))],
        ['P.3  Type of fuel', 'PETROL'],
        ['P.5  Engine number', `${letters(rng, 2)}${digits(rng, 5)}`],
        ['R  Colour', rng.pick(['RED', 'GREEN', 'WHITE', 'BLUE', 'SILVER'])],
        ['S.1  Number of seats incl. driver', String(rng.int(2, 5))],
        ['  Taxation class', 'HISTORIC VEHICLE'],
        ['  Revenue weight', '—'],
        ['V.7  CO2 (g/km)', '—'],
        ['  Wheelplan', '2 AXLE RIGID BODY'],
      ],
      cols: 2,
      boxed: true,
      size: 7.4,
    },
    { t: 'h', text: 'Section 6 — New keeper or new owner details (complete only on sale or transfer)', band: true, size: 7 },
    {
      t: 'pairs',
      pairs: [
        ['Name', ''],
        ['Date of sale or transfer', '__ /__ /____'],
        ['Address', ''],
        ['Postcode', ''],
        ['Mileage', ''],
        ['Email', ''],
      ],
      cols: 2,
      boxed: true,
      size: 7,
    },
    { t: 'h', text: 'Section 8 — Declaration', band: true, size: 7 },
    {
      t: 'para',
      text: 'I declare that I have sold or transferred this vehicle to the person shown in section 6 and that the details given are correct to the best of my knowledge. The new keeper must sign too. Making a false declaration is an offence: you could be fined up to £1,000.',
      size: 6.4,
    },
    { t: 'h', text: 'Special notes', size: 7.5 },
    {
      t: 'small',
      paras: [
        `The registered keeper is the person who keeps the vehicle and is not necessarily the legal owner. Tell DVLA straight away about changes to the vehicle, your name or address. You may be fined up to £1,000 if you do not. The vehicle is in the historic vehicle tax class; it must be exempt from vehicle tax but must still be taxed each year (nil licence). The historic class applies to vehicles built before 1 January ${Number(date.slice(0, 4)) - 40}.`,
        `Selling or transferring the vehicle: complete section 6 (new keeper) and give the green slip to the new keeper. Scrapping: give this certificate to an Authorised Treatment Facility. Vehicle tax paid in advance is refunded automatically for complete calendar months remaining. Issued ${fd(date, 'uk')}.`,
      ],
      columns: 2,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'en', {
    documentType: 'registration',
    registrationNumber: ref.replace(/(\d{4})(\d{4})(\d{3})/, '$1 $2 $3'),
    plateNumber: plate,
  });
}

/** A Californian registration card with its codes, the fees paid and the notices on the back printed below. */
export function californiaCard(rng: Random): Generated {
  const from = rng.date(1992, 2025);
  const to = yearEnd(from);
  const c = car(rng, 1975);
  const [n, st] = personEn(rng);
  const plate = rng.chance(0.5) ? `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}` : `${letters(rng, 3)} ${digits(rng, 3)}`;
  const fees: [string, number][] = [
    ['REG FEE', r2(rng.int(30, 70))],
    ['VLF', r2(rng.int(8, 40))],
    ['CHP FEE', r2(rng.int(20, 32))],
    ['COUNTY/DIST FEES', r2(rng.int(4, 20))],
    ['SMOG ABATE', 0],
  ];
  const feeTotal = r2(fees.reduce((a, [, v]) => a + v, 0));
  const docNo = digits(rng, 8);
  const blocks: Block[] = [
    { t: 'head', title: 'STATE OF CALIFORNIA — DEPARTMENT OF MOTOR VEHICLES', sub: ['VEHICLE REGISTRATION CARD'], align: 'center', size: 11 },
    {
      t: 'pairs',
      pairs: [
        ['LICENSE NUMBER', plate],
        ['VEHICLE ID NUMBER', c.chassis],
        ['YR MDL', String(c.built)],
        ['MAKE', c.name.split(' ')[0].toUpperCase().slice(0, 5)],
        ['BODY TYPE MODEL', rng.pick(['2D', 'CV', 'CP', '4D'])],
        ['TYPE LIC', rng.pick(['HISTORICAL', 'AUTO', 'YEAR OF MFG'])],
        ['AX', '2'],
        ['WC', '—'],
        ['CLASS', '11'],
        ['YR 1ST SOLD', String(c.built)],
        ['DATE ISSUED', fd(addDays(from, -rng.int(5, 30)), 'us')],
        ['CC/ALCO', `${rng.int(10, 58)}`],
        ['REG. VALID FROM', fd(from, 'us')],
        ['EXPIRES', fd(to, 'us')],
        ['DOCUMENT NO.', docNo],
        ['PIC', `${letters(rng, 1)}${digits(rng, 1)}`],
      ],
      cols: 4,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['REGISTERED OWNER', n],
        ['ADDRESS', `${st}, ${rng.pick(['SACRAMENTO CA 95818', 'SAN LUIS OBISPO CA 93401', 'PASADENA CA 91101', 'EUREKA CA 95501'])}`],
      ],
      cols: 1,
    },
    {
      t: 'table',
      widths: [200, 120, 203],
      heads: ['FEES PAID', 'AMOUNT', ''],
      rows: [...fees.map(([a, v]) => [a, num(v, 'en'), '']), ['TOTAL PAID', num(feeTotal, 'en'), '']],
      right: [1],
      bold: [fees.length],
    },
    { t: 'h', text: 'REGISTRATION HISTORY', size: 7.5 },
    {
      t: 'table',
      widths: [120, 120, 120, 163],
      heads: ['PERIOD ENDING', 'FEES PAID', 'DATE PAID', 'OFFICE'],
      rows: [1, 2, 3].map((i) => [
        fd(addDays(from, -365 * i + 1), 'us'),
        num(r2(feeTotal - rng.int(1, 9) * i), 'en'),
        fd(addDays(from, -365 * i - rng.int(5, 40)), 'us'),
        rng.pick(['VR RENEWAL BY MAIL', 'SACRAMENTO FO 502', 'INTERNET RENEWAL']),
      ]),
      size: 6.6,
    },
    { t: 'h', text: 'IMPORTANT NOTICES', size: 7.5 },
    {
      t: 'small',
      paras: [
        `Keep this card in the vehicle. Present it to any peace officer on request. If you sell or transfer this vehicle you must notify DMV within 5 days (Notice of Transfer and Release of Liability, form REG 138). A transfer fee of $15 is due from the buyer within 10 days of the sale; late transfer penalties apply after 30 days.`,
        `Vehicles of model year ${c.built} are exempt from biennial smog certification. Registration renewal notices are mailed 60 days before expiration; late fees accrue from the day after the expiration date shown above. Historical vehicle plates may be used only for exhibitions, parades and club activities, and for maintenance trips.`,
        `Change of address must be reported within 10 days. Duplicate card fee $21. This card is not evidence of ownership.`,
      ],
      columns: 1,
      size: 6.2,
    },
  ];
  return doc(renderSheet(blocks), 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate, expiryDate: to });
}

/** A 1980s British registration document (V5) with numbered sections and the keeper's notes. */
export function v5Eighties(rng: Random): Generated {
  const date = rng.date(1979, 1996);
  const c = car(rng, Number(date.slice(0, 4)));
  const [n, st, town] = personEn(rng);
  const plate = plateUk(rng, Math.min(c.built, 1982));
  const ref = `${letters(rng, 1)}${digits(rng, 9)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'VEHICLE REGISTRATION DOCUMENT',
      sub: ['Department of Transport · Driver and Vehicle Licensing Centre, Swansea SA99 1AR', 'V5 — This document is not proof of legal ownership'],
      size: 12,
      right: [`Document Reference No. ${ref}`],
    },
    {
      t: 'pairs',
      pairs: [
        ['1  Registration mark', plate],
        ['2  Date of first registration', fd(`${c.built}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'ukdot')],
        ['3  Taxation class', rng.pick(['PLG', 'PLG (HISTORIC)'])],
        ['4  Make', c.name.split(' ')[0].toUpperCase()],
        ['5  Model', c.name.split(' ').slice(1).join(' ').toUpperCase()],
        ['6  Type of body', rng.pick(['SALOON', 'OPEN 2 SEATER', 'COUPE'])],
        ['7  Colour(s)', rng.pick(['RED', 'GREEN', 'WHITE', 'BLUE'])],
        ['8  Chassis / VIN', c.chassis],
        ['9  Engine number', `${letters(rng, 2)}${digits(rng, 5)}`],
        ['10  Cylinder capacity (cc)', String(rng.int(1100, 4500))],
        ['11  Type of fuel', 'PETROL'],
        ['12  Seating capacity', String(rng.int(2, 5))],
        ['13  Previous registered keepers', String(rng.int(1, 8))],
        ['14  Date of issue', fd(date, 'ukdot')],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['Registered keeper', n],
        ['Address', `${st}, ${town}`],
      ],
      cols: 1,
    },
    { t: 'h', text: '8  NOTIFICATION OF SALE OR TRANSFER', band: true, size: 7 },
    {
      t: 'pairs',
      pairs: [
        ['Name of new keeper', '______________________'],
        ['Address', '______________________'],
        ['Date of sale or transfer', '____/____/19__'],
        ['Signature of seller', '______________________'],
      ],
      cols: 2,
      size: 7,
    },
    {
      t: 'para',
      text: 'Declaration: I declare that I have sold or transferred the vehicle to the person named above on the date shown. The buyer must not use the vehicle on the road unless it is licensed and insured.',
      size: 6.4,
    },
    { t: 'h', text: 'NOTES FOR KEEPERS', size: 7.5 },
    {
      t: 'small',
      paras: [
        `A. The person shown above is the registered keeper — the person who keeps the vehicle on a public road. The registered keeper is not necessarily the legal owner. B. If you sell the vehicle, fill in section 8 on the back and send the whole document to DVLC immediately; give the buyer the tear-off slip V5/2. The new keeper must not use the vehicle until a new document is received unless the old document has been sent off.`,
        `C. If you change your name or address, or alter the vehicle, fill in the back and send the document to DVLC. There is no fee. D. Vehicle excise licence: the fee for a private/light goods vehicle for 12 months is shown on form V10; a licence taken out on ${fd(addDays(date, -rng.int(10, 200)), 'ukdot')} expires at the end of the month shown on the disc.`,
        `E. It is an offence to fail to notify a change of keeper or to give false information (maximum fine £400). F. Keep this document in a safe place — not in the vehicle.`,
      ],
      columns: 2,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: plate });
}
