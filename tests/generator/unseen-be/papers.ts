/**
 * Registrations and titles issued again: a German replacement Zulassungsbescheinigung Teil I, a 1980s Fahrzeugschein
 * Zweitschrift, an Austrian Zulassungsschein duplicate, a US renewal card with the previous expiry, a British V5C
 * replacement; a Zulassungsbescheinigung Teil II replacing a lost Fahrzeugbrief, an Austrian Typenschein duplicate, a
 * US duplicate title with the original issue date, a US replacement title after a lien release.
 */
import { addDays, doc, fd, hline, para, row, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, PageBuilder, US_STATES, digits, person, placeAT, placeDE, placeUK, placeUS, plateAT, plateDE, plateUK, plateUS, vin17 } from './kit';

/** A chassis number as cars of the year carry it: 17 characters from 1981, shorter before. */
function chassis(rng: Random, year: number, make: string): string {
  const de: Record<string, string> = {
    VW: 'WVWZZZ',
    'Mercedes-Benz': 'WDB',
    BMW: 'WBA',
    Porsche: 'WP0ZZZ',
    Opel: 'W0L000',
    Audi: 'WAUZZZ',
    Ford: 'WF0AXX',
    Puch: 'VAG',
    'Alfa Romeo': 'ZAR',
  };
  if (year >= 1981) return vin17(rng, de[make] ?? 'WDB');
  return rng.pick([
    () => `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 4)}`,
    () => `${rng.int(11, 99)}${digits(rng, 8)}`,
    () => `${rng.pick(['GHN5UD', 'CP', 'JAG2R', '9A'])}${digits(rng, 6)}`,
  ])();
}

/** A field with a small code label above its value, as the EU forms print them. */
function field(p: PageBuilder, x: number, y: number, label: string, value: string, size = 10) {
  p.text(x, label, { size: 6.5, y });
  p.text(x, value, { size, y: y + 12 });
}

/** German Zulassungsbescheinigung Teil I issued as a replacement after loss. */
export function ersatzZbTeil1(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2006, 2025);
  const first = rng.date(1965, 1995);
  const [make, model] = rng.pick(CARS_DE);
  const plate = plateDE(rng, true);
  const nr = `${rng.pick(['AA', 'AB', 'AC', 'AD'])}${digits(rng, 7)}`;
  const pl = placeDE(rng);
  p.box(40, 40, 515, 420);
  p.text(55, 'Bundesrepublik Deutschland', { size: 8, y: 58 });
  p.text(55, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true, y: 74 });
  p.text(55, '(Fahrzeugschein)', { size: 8, y: 86 });
  p.text(540, `Nr. ${nr}`, { size: 10, bold: true, align: 'right', y: 58 });
  p.text(540, 'ERSATZAUSFERTIGUNG', { size: 9, bold: true, align: 'right', y: 74 });
  field(p, 55, 110, '(A) Amtliches Kennzeichen', plate, 12);
  field(p, 230, 110, '(B) Datum der Erstzulassung', fd(first, 'de'));
  field(p, 400, 110, '(I) Datum dieser Zulassung', fd(rng.date(yearOf(first) + 10, 2005), 'de'));
  field(p, 55, 145, '(C.1.1) Name oder Firmenname', person(rng, 'de').split(' ')[1]);
  field(p, 230, 145, '(C.1.2) Vorname', person(rng, 'de').split(' ')[0]);
  field(p, 55, 180, '(C.1.3) Anschrift', `${pl.street}, ${pl.zip} ${pl.city}`);
  field(p, 55, 215, '(D.1) Marke', make.toUpperCase());
  field(p, 230, 215, '(D.3) Handelsbezeichnung', model.toUpperCase());
  field(p, 55, 250, '(E) Fahrzeug-Identifizierungsnummer', chassis(rng, yearOf(first), make));
  field(p, 400, 250, '(P.2) Nennleistung kW', String(rng.int(30, 170)));
  p.text(55, 'Bemerkungen', { size: 6.5, y: 290 });
  p.y = 302;
  para(
    p,
    55,
    `Oldtimer gem. § 9 Abs. 1 FZV. Ersatz für die in Verlust geratene Zulassungsbescheinigung Teil I. Verlust an Eides statt versichert am ${fd(issued, 'de')}.`,
    95,
    { size: 9 },
  );
  p.text(55, `${rng.pick(['Landratsamt', 'Stadt', 'Kreis'])} ${pl.city} – Zulassungsbehörde`, { size: 9, y: 420 });
  p.text(540, `Ausgestellt am ${fd(issued, 'de')}`, { size: 9, align: 'right', y: 420 });
  p.text(540, '(Dienstsiegel)', { size: 7.5, align: 'right', y: 440 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** A 1980s West German Fahrzeugschein, written out again as a Zweitschrift. */
export function fahrzeugscheinZweitschrift(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1978, 1995);
  const orig = addDays(issued, -rng.int(300, 3000));
  const [make, model] = rng.pick(CARS_DE.filter((c) => c[0] !== 'Puch'));
  const plate = plateDE(rng);
  const nr = `${rng.pick(['A', 'B', 'C', 'E'])} ${digits(rng, 7)}`;
  const s = { serif: true };
  p.box(60, 50, 475, 470);
  p.text(297, 'Fahrzeugschein', { size: 15, bold: true, align: 'center', y: 78, ...s });
  p.text(297, 'ZWEITSCHRIFT', { size: 11, bold: true, align: 'center', y: 96, ...s });
  p.text(520, `Nr. ${nr}`, { size: 9, align: 'right', y: 66, ...s });
  p.y = 130;
  const rows: [string, string][] = [
    ['Amtliches Kennzeichen', plate],
    ['Name, Vorname des Halters', `${person(rng, 'de').split(' ').reverse().join(', ')}`],
    ['Wohnort', `${placeDE(rng).zip} ${placeDE(rng).city}`],
    ['Hersteller', make],
    ['Typ und Ausführung', model],
    ['Fahrzeug-Identifizierungsnummer', chassis(rng, yearOf(orig) - rng.int(0, 10), make)],
    ['Tag der ersten Zulassung', fd(addDays(orig, -rng.int(0, 3000)), 'de')],
    ['Nächster Termin zur Hauptuntersuchung', `${String(rng.int(1, 12)).padStart(2, '0')}/${String(yearOf(issued) + 2).slice(2)}`],
  ];
  for (const [k, v] of rows) {
    p.text(75, k, { size: 8.5, ...s })
      .text(290, v, { size: 10, ...s })
      .down(8);
    hline(p, 70, 455);
    p.down(16);
  }
  p.down(8);
  para(
    p,
    75,
    `Zweitschrift für den am ${fd(orig, 'de')} ausgefertigten Fahrzeugschein, der als verloren gemeldet wurde. Der ursprüngliche Schein ist ungültig.`,
    85,
    { size: 9, serif: true },
  );
  p.down(20);
  p.text(75, `${placeDE(rng).city}, den ${fd(issued, 'de')}`, { size: 10, ...s }).down(14);
  p.text(75, 'Straßenverkehrsamt – Zulassungsstelle', { size: 9, ...s });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr });
}

/** Austrian Zulassungsschein, duplicate, the original registration date beside the duplicate's. */
export function zulassungsscheinDuplikatAT(rng: Random): Generated {
  const p = new PageBuilder();
  const dup = rng.date(1995, 2025);
  const zul = addDays(dup, -rng.int(400, 6000));
  const [make, model] = rng.pick(CARS_DE);
  const plate = plateAT(rng);
  const pl = placeAT(rng);
  p.box(45, 45, 505, 440);
  p.text(60, 'REPUBLIK ÖSTERREICH', { size: 8, y: 64 });
  p.text(60, 'Zulassungsschein', { size: 14, bold: true, y: 82 });
  p.text(535, 'DUPLIKAT', { size: 14, bold: true, align: 'right', y: 82 });
  const cols: Col[] = [{ x: 60 }, { x: 260 }];
  p.y = 120;
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Zulassungsbesitzer', person(rng, 'de')],
    ['Anschrift', `${pl.street}, ${pl.zip} ${pl.city}`],
    ['Marke / Type', `${make} ${model}`],
    ['Fahrgestellnummer', chassis(rng, rng.int(1965, 1995), make)],
    ['Datum der Zulassung', fd(zul, 'de')],
    ['Verwendungsbestimmung', rng.pick(['historisches Fahrzeug', 'Personenkraftwagen'])],
    ['Duplikat ausgestellt am', fd(dup, 'de')],
  ];
  for (const [k, v] of rows) {
    row(p, cols, [k, v], { size: 9.5 });
    p.down(18);
  }
  p.down(10);
  para(p, 60, 'Dieses Duplikat ersetzt den in Verlust geratenen Zulassungsschein. Es wurde von der Zulassungsstelle der Versicherung ausgestellt.', 95, {
    size: 8.5,
  });
  p.down(14).text(60, `Zulassungsstelle ${rng.pick(['Wiener Städtische', 'Generali', 'UNIQA', 'Grazer Wechselseitige'])} · ${pl.city}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate });
}

/** A US state registration renewal card with the previous expiration printed as well. */
export function usRenewalCard(rng: Random): Generated {
  const p = new PageBuilder();
  const st = rng.pick(US_STATES);
  const issued = rng.date(1990, 2025);
  const prevExp = addDays(issued, rng.int(-15, 30));
  const exp = addDays(prevExp, rng.pick([365, 730]));
  const plate = plateUS(rng);
  const doc_ = digits(rng, 10);
  const car = rng.pick(CARS_EN.slice(6));
  p.box(60, 50, 475, 260);
  p.text(297, `STATE OF ${st[0].toUpperCase()}`, { size: 10, bold: true, align: 'center', y: 72 });
  p.text(297, 'REGISTRATION CARD – RENEWAL', { size: 12, bold: true, align: 'center', y: 88 });
  const f = (x: number, y: number, l: string, v: string) => {
    p.text(x, l, { size: 6.5, y });
    p.text(x, v, { size: 10, y: y + 12 });
  };
  f(75, 115, 'PLATE NO.', plate);
  f(200, 115, 'DOCUMENT NO.', doc_);
  f(350, 115, 'EXPIRES', fd(exp, 'us'));
  f(450, 115, 'PREV. EXP.', fd(prevExp, 'us'));
  f(75, 150, 'YEAR', String(rng.int(1960, 1992)));
  f(130, 150, 'MAKE', car[0].toUpperCase());
  f(250, 150, 'MODEL', car[1].toUpperCase());
  f(75, 185, 'VIN', vin17(rng, '1G1'));
  f(350, 185, 'ISSUED', fd(issued, 'us'));
  f(75, 220, 'REGISTERED OWNER', person(rng, 'en').toUpperCase());
  const a = placeUS(rng, st);
  f(75, 250, 'ADDRESS', `${a.street.toUpperCase()}, ${a.city.toUpperCase()} ${st[1]} ${a.zip}`);
  p.text(297, 'KEEP IN VEHICLE · NOT A TITLE', { size: 7.5, align: 'center', y: 296 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: doc_, expiryDate: exp });
}

/** A British V5C issued as a replacement: the issue date of this document and of the previous one. */
export function ukV5cReplacement(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2005, 2025);
  const first = rng.date(1962, 1990);
  const car = rng.pick(CARS_EN.slice(0, 6));
  const plate = plateUK(rng, yearOf(first));
  const ref = `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 2)}`;
  const pl = placeUK(rng);
  p.text(50, 'DVLA', { size: 16, bold: true, y: 60 });
  p.text(50, 'Registration Certificate (V5C)', { size: 12, bold: true, y: 78 });
  p.text(545, 'Document reference number', { size: 7.5, align: 'right', y: 60 });
  p.text(545, ref, { size: 12, bold: true, align: 'right', y: 76 });
  p.y = 112;
  p.box(50, 100, 495, 30, true);
  p.text(60, 'This is a replacement certificate. Any earlier V5C for this vehicle is no longer valid.', { size: 9, y: 119 });
  p.y = 155;
  const rows: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fd(first, 'uk')],
    ['   Date of issue of this V5C', fd(issued, 'uk')],
    ['   Previous V5C issued', fd(addDays(issued, -rng.int(800, 5000)), 'uk')],
    ['C.1  Registered keeper', `${rng.pick(['MR', 'MRS', 'MS'])} ${person(rng, 'en').toUpperCase()}`],
    ['', `${pl.street.toUpperCase()}, ${pl.city.toUpperCase()} ${pl.zip}`],
    ['D.1  Make', car[0].toUpperCase()],
    ['D.3  Model', car[1].toUpperCase()],
    ['E  VIN/Chassis/Frame no.', chassis(rng, yearOf(first), 'x')],
    ['   Taxation class', rng.pick(['HISTORIC VEHICLE', 'PETROL CAR', 'PRIVATE/LIGHT GOODS (PLG)'])],
    ['   Number of previous keepers', String(rng.int(2, 9))],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 8.5 }).text(250, v, { size: 10 }).down(18);
  }
  p.down(10);
  para(p, 50, 'The registered keeper is not necessarily the legal owner. Tell DVLA about any changes to the details on this certificate.', 100, { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** Zulassungsbescheinigung Teil II issued in place of a lost old Fahrzeugbrief. */
export function zb2ErsatzBrief(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(2006, 2025);
  const first = rng.date(1960, 1990);
  const [make, model] = rng.pick(CARS_DE);
  const vin = chassis(rng, yearOf(first), make);
  const pl = placeDE(rng);
  p.box(40, 40, 515, 470);
  p.text(55, 'Bundesrepublik Deutschland', { size: 8, y: 58 });
  p.text(55, 'Zulassungsbescheinigung Teil II', { size: 13, bold: true, y: 74 });
  p.text(55, '(Fahrzeugbrief)', { size: 8, y: 86 });
  p.text(540, `Nr. ${rng.pick(['DE', 'DF', 'DH'])}${digits(rng, 7)}`, { size: 10, bold: true, align: 'right', y: 58 });
  field(p, 55, 112, '(C.2.1) Name oder Firmenname', person(rng, 'de').split(' ')[1]);
  field(p, 230, 112, '(C.2.2) Vorname', person(rng, 'de').split(' ')[0]);
  field(p, 55, 147, '(C.2.3) Anschrift', `${pl.street}, ${pl.zip} ${pl.city}`);
  field(p, 55, 182, '(B) Datum der Erstzulassung', fd(first, 'de'));
  field(p, 230, 182, '(D.1) Marke', make.toUpperCase());
  field(p, 400, 182, '(D.3) Handelsbezeichnung', model.toUpperCase());
  field(p, 55, 217, '(E) Fahrzeug-Identifizierungsnummer', vin, 11);
  field(p, 55, 252, 'Ausgestellt am', fd(issued, 'de'), 11);
  field(p, 230, 252, 'Zulassungsbehörde', `${pl.city}`);
  p.text(55, 'Vermerke', { size: 6.5, y: 295 });
  p.y = 308;
  const oldNr = `${rng.pick(['A', 'B', 'D', 'F'])} ${digits(rng, 7)}`;
  para(
    p,
    55,
    `Ausgestellt als Ersatz für den Fahrzeugbrief Nr. ${oldNr}, ausgefertigt am ${fd(addDays(first, rng.int(0, 20)), 'de')}, der nach Aufgebot im Verkehrsblatt vom ${fd(addDays(issued, -rng.int(40, 90)), 'de')} für ungültig erklärt wurde. Anzahl der Vorhalter: ${rng.int(2, 7)}.`,
    95,
    { size: 9 },
  );
  p.text(55, 'Der Inhaber dieser Bescheinigung wird nicht als Eigentümer des Fahrzeugs ausgewiesen.', { size: 8, y: 480 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** Austrian Typenschein duplicate: the original's date and the duplicate's. */
export function typenscheinDuplikat(rng: Random): Generated {
  const p = new PageBuilder();
  const issued = rng.date(1990, 2025);
  const origY = rng.int(1962, 1988);
  const [make, model] = rng.pick(CARS_DE);
  const vin = chassis(rng, origY, make);
  const s = { serif: true };
  p.y = 60;
  const land = rng.pick([
    ['Amt der Niederösterreichischen', 'St. Pölten'],
    ['Amt der Steiermärkischen', 'Graz'],
    ['Amt der Oberösterreichischen', 'Linz'],
  ]);
  p.text(297, `${land[0]} Landesregierung`, { size: 11, bold: true, align: 'center', ...s }).down(13);
  p.text(297, 'Abteilung Kraftfahrwesen', { size: 9, align: 'center', ...s }).down(30);
  p.text(297, 'TYPENSCHEIN', { size: 16, bold: true, align: 'center', ...s }).down(16);
  p.text(297, '– Duplikat –', { size: 11, align: 'center', ...s }).down(28);
  const rows: [string, string][] = [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Marke', make],
    ['Type', model],
    ['Fahrgestellnummer', vin],
    ['Motornummer', `${digits(rng, 3)} ${digits(rng, 6)}`],
    ['Baujahr', String(origY)],
    ['Genehmigungsbescheid', `Zl. ${rng.int(1, 99)}-${digits(rng, 5)}/${String(origY).slice(2)}`],
    ['Original ausgestellt', `${String(rng.int(1, 12)).padStart(2, '0')}/${origY}`],
  ];
  for (const [k, v] of rows) {
    p.text(90, k, { size: 9.5, ...s })
      .text(280, v, { size: 10.5, ...s })
      .down(20);
  }
  p.down(10);
  para(
    p,
    90,
    'Dieses Duplikat wird auf Antrag des Zulassungsbesitzers ausgestellt, nachdem das Original nachweislich in Verlust geraten ist. Das Original verliert hiermit seine Gültigkeit.',
    80,
    { size: 9, serif: true },
  );
  p.down(20);
  p.text(90, `${land[1]}, am ${fd(issued, 'de')}`, { size: 10, ...s }).down(30);
  p.text(90, 'Für den Landeshauptmann:', { size: 9, ...s });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** A US certificate of title marked DUPLICATE, with the original and the duplicate issue dates. */
export function usDuplicateTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const st = rng.pick(US_STATES);
  const dup = rng.date(1995, 2025);
  const orig = addDays(dup, -rng.int(500, 7000));
  const car = rng.pick(CARS_EN.slice(6));
  const year = rng.int(1962, 1992);
  const vin =
    year >= 1981 ? vin17(rng, '1G1') : `${rng.int(1, 9)}${rng.pick(['Q', 'F', 'R', 'J'])}${rng.int(10, 99)}${rng.pick(['H', 'K', 'L'])}${digits(rng, 6)}`;
  p.box(45, 45, 505, 470);
  p.text(297, `THE STATE OF ${st[0].toUpperCase()}`, { size: 11, bold: true, align: 'center', y: 70 });
  p.text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center', y: 92 });
  p.text(297, '*** DUPLICATE ***', { size: 11, bold: true, align: 'center', y: 110 });
  const f = (x: number, y: number, l: string, v: string) => {
    p.text(x, l, { size: 6.5, y });
    p.text(x, v, { size: 10, y: y + 12 });
  };
  f(60, 140, 'TITLE NUMBER', `${st[1]}${digits(rng, 8)}`);
  f(230, 140, 'ORIGINAL ISSUE DATE', fd(orig, 'us'));
  f(400, 140, 'DUPLICATE ISSUE DATE', fd(dup, 'us'));
  f(60, 180, 'VEHICLE IDENTIFICATION NUMBER', vin);
  f(300, 180, 'YEAR', String(year));
  f(360, 180, 'MAKE', car[0].toUpperCase());
  f(460, 180, 'BODY', rng.pick(['CP', '2D', '4D', 'CV']));
  f(60, 220, 'ODOMETER', `${rng.int(10, 199)},${digits(rng, 3)}`);
  f(200, 220, 'ODOMETER STATUS', rng.pick(['EXEMPT', 'ACTUAL MILEAGE', 'NOT ACTUAL']));
  f(60, 260, 'OWNER', person(rng, 'en').toUpperCase());
  const a = placeUS(rng, st);
  f(60, 290, '', `${a.street.toUpperCase()}, ${a.city.toUpperCase()} ${st[1]} ${a.zip}`);
  f(60, 330, 'FIRST LIENHOLDER', 'NONE');
  p.y = 380;
  para(p, 60, 'THIS DUPLICATE TITLE CANCELS AND SUPERSEDES THE ORIGINAL CERTIFICATE OF TITLE. ANY PREVIOUSLY ISSUED TITLE FOR THIS VEHICLE IS VOID.', 95, {
    size: 8,
  });
  p.text(60, `Issued by the ${st[0]} ${rng.pick(['Department of Motor Vehicles', 'Bureau of Motor Vehicles', 'Department of Transportation'])}`, {
    size: 8,
    y: 495,
  });
  return doc(p, 'en', { documentType: 'title', date: dup, vin });
}

/** A US replacement title issued after a lien was released; the prior title number is named. */
export function usReplacementTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const st = rng.pick(US_STATES);
  const issued = rng.date(1990, 2025);
  const rel = addDays(issued, -rng.int(10, 60));
  const car = rng.pick(CARS_EN.slice(6));
  const year = rng.int(1981, 1995);
  const vin = vin17(rng, rng.pick(['1G1', '1FA', '1J4', 'JT3', 'WDB']));
  p.text(50, `${st[0].toUpperCase()} CERTIFICATE OF TITLE FOR A MOTOR VEHICLE`, { size: 11, bold: true, y: 60 });
  p.text(50, 'REPLACEMENT – LIEN RELEASED', { size: 10, bold: true, y: 76 });
  p.y = 110;
  const rows: [string, string][] = [
    ['Title no.', digits(rng, 10)],
    ['Date issued', fd(issued, 'us')],
    ['Prior title no.', digits(rng, 10)],
    ['Prior title issued', fd(addDays(rel, -rng.int(900, 3000)), 'us')],
    ['VIN', vin],
    ['Year / make / model', `${year} ${car[0]} ${car[1]}`],
    ['Owner', person(rng, 'en')],
    ['Lien', `Released ${fd(rel, 'us')} by ${rng.pick(['First Federal Savings', 'Ally Financial', 'GMAC', 'Farm Bureau Bank'])}`],
    ['Brands', 'NONE'],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9 }).text(200, v, { size: 10 }).down(8);
    hline(p, 50, 495);
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    'This title is issued to replace the title on which the lienholder above was recorded. Transfer of ownership must be recorded on the reverse.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `Clerk of Courts / Title Division · ${st[2]}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}
