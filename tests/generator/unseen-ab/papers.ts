/**
 * Registrations and titles: a ZB I after a move to the Emsland, an Austrian Zulassungsschein booklet, a 1970s
 * Fahrzeugschein, a Fahrzeugbrief of the fifties and a ZB II; a V5C, an Ontario permit, a New South Wales certificate
 * with its expiry, an Arizona and an Ohio certificate of title.
 */
import { hline } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { PageBuilder, addMonths, date, digits, letters, pad, pairs, stamp } from './kit';

const out = (p: PageBuilder, language: 'de' | 'en', truth: Generated['truth']): Generated => ({ items: p.items, language, truth });

/** 2012–2025: a ZB I, codes beside their values, the document number printed top right, an H plate. */
export function zb1Emsland(rng: Random): Generated {
  const issued = rng.date(2012, 2025);
  const nr = `${letters(rng, 2)}${digits(rng, 7)}`;
  const plate = `EL-${letters(rng, 2)} ${rng.int(10, 999)}H`;
  const p = new PageBuilder();
  p.text(50, 'Europäische Union · Bundesrepublik Deutschland', { size: 7.5 });
  p.text(545, nr, { size: 13, bold: true, align: 'right' }).down(16);
  p.text(50, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true }).down(11);
  p.text(50, 'Fahrzeugschein', { size: 8 }).down(26);
  const rows: [string, string][] = [
    ['A', plate],
    ['B', date(`19${rng.int(62, 79)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
    ['C.1.1', rng.pick(['Többen', 'Kuiper', 'Lammers'])],
    ['C.1.2', rng.pick(['Hermann', 'Gesine', 'Bernd'])],
    ['C.1.3', `${rng.pick(['Meppener Str.', 'Am Dörpel', 'Hasestraße'])} ${rng.int(1, 60)}, 49716 Meppen`],
    ['D.1', rng.pick(['Mercedes-Benz', 'Volkswagen', 'Opel'])],
    ['D.3', rng.pick(['280 SE', 'Karmann Ghia', 'Commodore A'])],
    ['E', `${letters(rng, 3)}${digits(rng, 8)}`],
    ['I', date(issued, 'de')],
    ['P.1', `${rng.int(1100, 2800)}`],
  ];
  rows.forEach(([c, v], i) => {
    const y = p.y + i * 21;
    p.box(50, y - 9, 34, 12);
    p.text(67, c, { y, size: 6.5, align: 'center' });
    p.text(92, v, { y, size: 9.5 });
  });
  p.y += rows.length * 21 + 14;
  p.text(50, `Bemerkungen: Oldtimer § 2 Nr. 22 FZV · Wohnsitzwechsel, Umkennzeichnung ${date(issued, 'de')}`, { size: 8 }).down(14);
  p.text(50, `HU: ${pad(rng.int(1, 12), 2)}/${Number(issued.slice(0, 4)) + 2}`, { size: 8.5 }).down(40);
  stamp(p, 370, p.y, ['Landkreis Emsland', 'Straßenverkehrsamt']);
  return out(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 1985–2001: an Austrian Zulassungsschein booklet page, the number with its letter, the plate in capitals. */
export function zulassungsscheinSteiermark(rng: Random): Generated {
  const issued = rng.date(1985, 2001);
  const nr = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const plate = `${rng.pick(['G', 'GU', 'LB', 'WZ'])} ${rng.int(1, 999)}.${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.box(60, 40, 475, 520);
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center', y: 62 });
  p.text(297, 'ZULASSUNGSSCHEIN', { size: 17, bold: true, align: 'center', y: 84 });
  p.text(515, `Nr. ${nr}`, { size: 10, align: 'right', y: 104 });
  p.y = 132;
  const rows: [string, string][] = [
    ['Behördliches Kennzeichen', plate],
    ['Zulassungsbesitzer', rng.pick(['Ing. Gerhard Pichler', 'Maria Kainz', 'Johann Strohmeier'])],
    ['Anschrift', rng.pick(['Leonhardstraße 44, 8010 Graz', 'Hauptplatz 7, 8430 Leibnitz'])],
    ['Marke / Type', rng.pick(['Steyr-Puch 500 D', 'Fiat 1500', 'Volvo P 1800 S', 'Mercedes-Benz 220 S'])],
    ['Fahrgestellnummer', digits(rng, 8)],
    ['Datum der Erstzulassung', date(`19${rng.int(55, 72)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de')],
    ['Verwendungsbestimmung', 'Privat'],
  ];
  pairs(p, 80, rows, 150, 9.5, 22);
  p.down(20);
  p.text(80, `Graz, am ${date(issued, 'de')}`, { size: 9.5 }).down(14);
  p.text(80, 'Bundespolizeidirektion Graz – Verkehrsamt', { size: 9 }).down(30);
  stamp(p, 340, p.y, ['Rundsiegel', 'Zl. V-' + digits(rng, 4)]);
  return out(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 1970–1989: a Fahrzeugschein of the old kind, serif, numbered rows, the number on the flap, HU stamp field. */
export function fahrzeugschein70er(rng: Random): Generated {
  const issued = rng.date(1970, 1989);
  const nr = `${letters(rng, 1)}${letters(rng, 1)} ${digits(rng, 6)}`;
  const plate = `${rng.pick(['WAF', 'COE', 'BOR', 'ST'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}`;
  const p = new PageBuilder();
  p.text(297, 'Fahrzeugschein', { size: 20, serif: true, align: 'center' }).down(16);
  p.text(297, `Nr. ${nr}`, { size: 10, serif: true, align: 'center' }).down(26);
  const rows: [string, string][] = [
    ['1 Amtl. Kennzeichen', plate],
    ['2 Fahrzeug- und Aufbauart', 'Pkw Kombi'],
    ['3 Hersteller', rng.pick(['Ford-Werke AG', 'Adam Opel AG', 'Volkswagenwerk AG'])],
    ['4 Fahrzeug-Ident.-Nr.', digits(rng, 10)],
    ['5 Name und Anschrift', rng.pick(['Heinz Wiewel, Warendorf', 'Elfriede Budde, Coesfeld', 'Franz-Josef Terhaar, Borken'])],
    ['6 Tag der ersten Zulassung', date(`19${rng.int(60, 69)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'de2')],
  ];
  for (const [l, v] of rows) {
    p.text(70, l, { size: 8.5, serif: true });
    p.text(250, v, { size: 10, serif: true }).down(20);
  }
  p.down(10);
  p.box(70, p.y - 10, 200, 40);
  p.text(76, 'Nächster Untersuchungstermin', { size: 7, serif: true }).text(
    76,
    `${pad(rng.int(1, 12), 2)} / ${String(Number(issued.slice(2, 4)) + 2)
      .padStart(2, '0')
      .slice(-2)}`,
    { size: 12, serif: true, y: p.y + 18 },
  );
  p.down(60);
  p.text(70, `${rng.pick(['Warendorf', 'Coesfeld', 'Borken'])}, den ${date(issued, 'de')}`, { size: 9.5, serif: true }).down(14);
  p.text(70, 'Der Oberkreisdirektor – Straßenverkehrsamt', { size: 9, serif: true });
  return out(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** 1955–1965: a Fahrzeugbrief, the first owner entered, the issuing office's date under the seal. */
export function fahrzeugbrief50er(rng: Random): Generated {
  const issued = rng.date(1955, 1965);
  const p = new PageBuilder();
  p.text(297, 'Kraftfahrzeugbrief', { size: 22, serif: true, bold: true, align: 'center' }).down(16);
  p.text(297, `Brief-Nr. ${letters(rng, 1)} ${digits(rng, 6)}`, { size: 10, serif: true, align: 'center' }).down(28);
  const rows: [string, string][] = [
    ['Hersteller', rng.pick(['Borgward-Werke AG, Bremen', 'Daimler-Benz AG, Stuttgart', 'Goliath-Werk GmbH, Bremen'])],
    ['Typ', rng.pick(['Isabella TS', '180 D', 'GP 700'])],
    ['Fahrgestell-Nr.', digits(rng, 6)],
    ['Art des Aufbaus', 'Limousine, 4 Türen'],
    ['Hubraum', `${rng.int(690, 1900)} ccm`],
  ];
  for (const [l, v] of rows) {
    p.text(70, l, { size: 9, serif: true });
    p.text(230, v, { size: 10.5, serif: true }).down(18);
  }
  p.down(10);
  hline(p, 70, 455, p.y);
  p.down(18);
  p.text(70, 'Eingetragener Halter:', { size: 9, serif: true, bold: true }).down(16);
  p.text(90, rng.pick(['Kaufmann Erich Stolle, Bremerhaven', 'Dr. med. Otto Winter, Oldenburg i. O.', 'Heinrich Meyer-Brake, Delmenhorst']), {
    size: 10.5,
    serif: true,
  }).down(16);
  p.text(90, `Amtl. Kennzeichen ${rng.pick(['BR', 'OL', 'HB'])}-${letters(rng, 1)} ${rng.int(100, 999)}`, { size: 10, serif: true }).down(30);
  p.text(70, `Ausgefertigt: ${rng.pick(['Bremen', 'Oldenburg'])}, den ${date(issued, 'delong')}`, { size: 10, serif: true }).down(34);
  stamp(p, 340, p.y, ['Zulassungsstelle', 'Siegel']);
  return out(p, 'de', { documentType: 'title', date: issued });
}

/** 2008–2025: a ZB II after an import from the Netherlands, issue date in field I beside the number. */
export function zb2Import(rng: Random): Generated {
  const issued = rng.date(2008, 2025);
  const p = new PageBuilder();
  p.text(50, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 14, bold: true });
  p.text(545, `${letters(rng, 2)}${digits(rng, 6)}`, { size: 12, bold: true, align: 'right' }).down(24);
  const rows: [string, string][] = [
    ['C.2.1 Name', rng.pick(['Wessels', 'Hoogland', 'Janssen'])],
    ['C.2.2 Vorname', rng.pick(['Arno', 'Birgit', 'Detlef'])],
    ['C.2.3 Anschrift', `Bahnhofstraße ${rng.int(1, 40)}, 26871 Papenburg`],
    ['B Erstzulassung', date(`19${rng.int(66, 84)}-${pad(rng.int(1, 12), 2)}-01`, 'de')],
    ['D.1 Marke', rng.pick(['DAF', 'Volvo', 'Citroën'])],
    ['D.2 Typ', rng.pick(['55 Coupé', '343', 'GS Break'])],
    ['E Fz.-Ident.-Nr.', `${letters(rng, 2)}${digits(rng, 7)}`],
    ['I Datum', date(issued, 'de')],
  ];
  pairs(p, 50, rows, 130, 9.5, 18);
  p.down(12);
  p.text(
    50,
    `Bemerkung: Einzelgenehmigung § 21 StVZO nach Einfuhr aus den Niederlanden, NL-Kenteken ${rng.int(10, 99)}-${letters(rng, 2)}-${rng.int(10, 99)} entwertet`,
    { size: 8 },
  ).down(40);
  stamp(p, 360, p.y, ['Landkreis Emsland', 'Zulassungsstelle Aschendorf']);
  return out(p, 'de', { documentType: 'title', date: issued });
}

/** 1998–2025: a V5C registration certificate: the document reference, the registration mark, the keeper. */
export function v5cCertificate(rng: Random): Generated {
  const issued = rng.date(1998, 2025);
  const ref = `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 2)}`;
  const mark = `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`;
  const p = new PageBuilder();
  p.text(50, 'Vehicle Registration Certificate', { size: 15, bold: true });
  p.text(545, 'V5C', { size: 15, bold: true, align: 'right' }).down(14);
  p.text(50, 'DVLA Swansea SA99 1BA', { size: 8 }).down(22);
  p.box(50, p.y - 12, 240, 34);
  p.text(56, 'Document reference number', { size: 7 }).text(56, ref, { size: 12, bold: true, y: p.y + 15 });
  p.down(44);
  const rows: [string, string][] = [
    ['A Registration mark', mark],
    ['B Date of first registration', date(`19${rng.int(59, 79)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`, 'uk')],
    ['C.1 Registered keeper', rng.pick(['Colin Ashworth', 'Margaret Tindall', 'Stuart Penhaligon'])],
    ['D.1 Make', rng.pick(['HILLMAN', 'SINGER', 'RILEY', 'WOLSELEY'])],
    ['D.3 Model', rng.pick(['IMP', 'VOGUE', 'ELF', '1500'])],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Date of issue', date(issued, 'uk')],
  ];
  pairs(p, 50, rows, 160, 9.5, 18);
  p.down(20);
  p.text(50, 'The registered keeper is not necessarily the legal owner.', { size: 8 });
  return out(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: mark });
}

/** 2000–2025: an Ontario vehicle permit: permit number, plate, and the validation's expiry (the owner's birthday). */
export function ontarioPermit(rng: Random): Generated {
  const issued = rng.date(2000, 2024);
  const nr = digits(rng, 9);
  const plate = `${letters(rng, 4)} ${rng.int(100, 999)}`;
  const expiry = addMonths(issued, rng.pick([12, 24]));
  const p = new PageBuilder();
  p.text(50, 'Ontario', { size: 18, bold: true, serif: true });
  p.text(545, 'VEHICLE PERMIT / CERTIFICAT D’IMMATRICULATION', { size: 8.5, align: 'right' }).down(24);
  const cells: [string, string][] = [
    ['PERMIT NO.', nr],
    ['PLATE NO.', plate],
    ['VALTAG EXPIRY', date(expiry, 'iso')],
    ['ISSUED', date(issued, 'iso')],
  ];
  cells.forEach(([l, v], i) => {
    p.box(50 + i * 124, p.y - 10, 120, 30);
    p.text(55 + i * 124, l, { size: 6.5 }).text(55 + i * 124, v, { size: 10, bold: true, y: p.y + 14 });
  });
  p.down(44);
  pairs(
    p,
    50,
    [
      ['REGISTRANT', rng.pick(['MACDONALD, ROSS A', 'LEBLANC, SUZANNE', 'KOWALCHUK, PETER'])],
      ['ADDRESS', rng.pick(['88 GEORGE ST N, LINDSAY ON', '12 QUEEN ST, COBOURG ON'])],
      ['VIN', `${rng.int(1, 9)}${letters(rng, 2)}${digits(rng, 8)}`],
      ['YEAR / MAKE / MODEL', rng.pick(['1967 PONTIAC PARISIENNE', '1972 FORD GALAXIE', '1978 MERCURY ZEPHYR'])],
      ['CLASS', 'PASSENGER — HISTORIC'],
    ],
    140,
    9,
    16,
  );
  p.down(20);
  p.text(50, 'Keep this permit in the vehicle. Report change of address within 6 days.', { size: 8 });
  return out(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: expiry });
}

/** 2004–2025: a New South Wales certificate of registration, conditional (club) rego, its expiry. */
export function nswCertificate(rng: Random): Generated {
  const issued = rng.date(2004, 2025);
  const plate = `${rng.int(10000, 99999)}H`;
  const nr = `${digits(rng, 8)}`;
  const expiry = addMonths(issued, 12);
  const p = new PageBuilder();
  p.text(50, 'Transport for NSW', { size: 9, bold: true }).down(18);
  p.text(50, 'Certificate of Registration', { size: 16, bold: true }).down(14);
  p.text(50, 'Historic Vehicle Scheme — conditional registration', { size: 9 }).down(26);
  pairs(
    p,
    50,
    [
      ['Plate number', plate],
      ['Registration expiry', date(expiry, 'uklong')],
      ['Certificate no.', nr],
      ['Registered operator', rng.pick(['Barry J Kinsella', 'Helen Papadopoulos', 'Ken Whitlam'])],
      ['Vehicle', rng.pick(['1964 Holden EH sedan', '1971 Ford XY Falcon', '1959 Austin A55 Cambridge'])],
      ['Club', rng.pick(['Hunter Valley Vintage Car Club', 'Holden Heritage Club of NSW'])],
      ['Date of issue', date(issued, 'uk')],
    ],
    140,
    9.5,
    17,
  );
  p.down(14);
  p.text(50, 'Conditions: club events and log-book days only (60 days per year). Carry this certificate when the vehicle is driven.', { size: 8 });
  return out(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: expiry });
}

/** 1985–2025: an Arizona certificate of title with the issue date among boxed fields. */
export function arizonaTitle(rng: Random): Generated {
  const issued = rng.date(1985, 2025);
  const p = new PageBuilder();
  p.box(45, 40, 505, 420);
  p.text(297, 'STATE OF ARIZONA', { size: 11, bold: true, align: 'center', y: 64 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 18, bold: true, align: 'center', y: 88 });
  p.text(297, 'Motor Vehicle Division', { size: 8, align: 'center', y: 100 });
  p.y = 128;
  const cells: [string, string][] = [
    ['TITLE NUMBER', `${letters(rng, 1)}${digits(rng, 9)}`],
    ['VIN', `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 4)}${letters(rng, 1)}${digits(rng, 6)}`],
    ['YEAR', `19${rng.int(55, 79)}`],
    ['MAKE', rng.pick(['CHEV', 'FORD', 'PLYM', 'STUD'])],
    ['BODY', rng.pick(['2D HT', 'PU', '4D SD'])],
    ['ISSUE DATE', date(issued, 'us')],
  ];
  cells.forEach(([l, v], i) => {
    const x = 55 + (i % 3) * 163;
    const y = p.y + Math.floor(i / 3) * 34;
    p.box(x, y - 10, 158, 30);
    p.text(x + 4, l, { size: 6.5, y }).text(x + 4, v, { size: 10, y: y + 14 });
  });
  p.y += 80;
  p.text(55, 'OWNER(S)', { size: 7 }).down(12);
  p.text(55, rng.pick(['RAMIREZ, HECTOR L', 'OLSEN, CAROL ANN', 'WHITEHORSE, DANIEL']), { size: 10 }).down(12);
  p.text(55, rng.pick(['4410 E CACTUS RD, PHOENIX AZ 85032', '1202 W SANTA CRUZ ST, TUCSON AZ 85745']), { size: 9 }).down(22);
  p.text(55, 'ODOMETER: EXEMPT — VEHICLE 10 OR MORE YEARS OLD', { size: 8 }).down(12);
  p.text(55, 'LIENHOLDER: NONE', { size: 8 }).down(30);
  p.text(297, 'Director, Motor Vehicle Division', { size: 8, align: 'center' });
  return out(p, 'en', { documentType: 'title', date: issued });
}

/** 1966–1999: an Ohio certificate of title, the county clerk's issue line in words and figures. */
export function ohioTitle(rng: Random): Generated {
  const issued = rng.date(1966, 1999);
  const county = rng.pick(['Stark', 'Wayne', 'Holmes', 'Tuscarawas']);
  const p = new PageBuilder();
  p.text(297, 'THE STATE OF OHIO', { size: 12, serif: true, bold: true, align: 'center' }).down(18);
  p.text(297, 'Certificate of Title to a Motor Vehicle', { size: 16, serif: true, align: 'center' }).down(16);
  p.text(297, `No. ${pad(rng.int(1, 88), 2)}${digits(rng, 7)}`, { size: 10, serif: true, align: 'center' }).down(28);
  pairs(
    p,
    60,
    [
      ['Make', rng.pick(['Studebaker', 'Rambler', 'Oldsmobile', 'Mercury'])],
      ['Model year', `19${rng.int(50, 72)}`],
      ['Serial number', digits(rng, 8)],
      ['Body type', rng.pick(['Coupe', 'Sedan', 'Station Wagon'])],
      ['Owner', rng.pick(['Earl D. Yoder', 'Marjorie Stoltzfus', 'Vernon Hershberger'])],
      ['Residence', `${county} County, Ohio`],
    ],
    120,
    10,
    17,
  );
  p.down(16);
  p.text(60, `Issued by the Clerk of Courts, ${county} County, on ${date(issued, 'uslong')}.`, { size: 10, serif: true }).down(40);
  stamp(p, 360, p.y, ['Clerk of Courts', `${county} County`]);
  return out(p, 'en', { documentType: 'title', date: issued });
}
