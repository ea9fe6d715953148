/**
 * Titles: the German Zulassungsbescheinigung Teil II with its field codes, the old
 * Kraftfahrzeugbrief with its table of holders, an Ohio certificate of title (issue and purchase
 * dates, lien and its release) and a Texas certificate of title with the previous owner and remarks.
 */
import { PageBuilder } from '../page';
import { addDays, cell, dateIn, digits, doc, dt, type Fam, letters, money, person, rule, smallPrint, street, town, vin } from './kit';

/** A ZB II (2008–16): document number, codes C.2.x and B, E, D, the issue date beside the authority's seal. */
export const zb2Title: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2008, 2016);
  const first = addDays(issued, -r.int(8000, 15000));
  const no = `${letters(r, 2)}${digits(r, 6)}`;
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { y: 46, size: 7 });
  p.text(40, 'Zulassungsbescheinigung Teil II', { y: 66, size: 15, bold: true });
  p.text(40, '(Fahrzeugbrief)', { y: 79, size: 9 });
  p.text(555, `Nr. ${no}`, { y: 66, size: 13, bold: true, align: 'right' });
  rule(p, 40, 88, 515);
  const c = person(r, 'DE');
  const [marque, name] = r.pick([
    ['DAIMLER-BENZ', '250 SE COUPE'],
    ['PORSCHE', '912'],
    ['BMW', '1600-2'],
    ['OPEL', 'GT 1900'],
    ['NSU', 'RO 80'],
  ]);
  const rows: [string, string, string][] = [
    ['C.2.1', 'Name oder Firmenname', c.split(' ')[1].toUpperCase()],
    ['C.2.2', 'Vorname(n)', c.split(' ')[0].toUpperCase()],
    ['C.2.3', 'Anschrift', `${street(r, 'DE').toUpperCase()}, ${town(r, 'DE').toUpperCase()}`],
    ['B', 'Datum der Erstzulassung', dt(first, 'DD.MM.YYYY')],
    ['E', 'Fahrzeug-Identifizierungsnummer', `${digits(r, 3)}${digits(r, 3)}${digits(r, 2)}${digits(r, 6)}`],
    ['D.1', 'Marke', marque],
    ['D.3', 'Handelsbezeichnung(en)', name],
    ['J', 'Fahrzeugklasse', 'M1'],
    ['R', 'Farbe', r.pick(['SILBER', 'ROT', 'BEIGE', 'GRUEN'])],
    ['', 'Anzahl der Vorbesitzer', String(r.int(1, 7))],
  ];
  rows.forEach(([code, cap, v], i) => {
    const y = 104 + i * 30;
    p.box(40, y, 60, 30);
    p.box(100, y, 455, 30);
    p.text(46, code, { y: y + 19, size: 9, bold: true });
    p.text(106, cap, { y: y + 9, size: 6 });
    p.text(106, v, { y: y + 24, size: 10 });
  });
  const y = 104 + rows.length * 30 + 20;
  p.box(40, y, 300, 90);
  p.text(46, 'Zulassungsbehörde', { y: y + 10, size: 6 });
  const office = r.pick(['Landratsamt Starnberg', 'Stadt Wiesbaden – Kfz-Zulassung', 'Kreis Steinfurt – Straßenverkehrsamt', 'Landeshauptstadt Stuttgart']);
  p.text(50, office, { y: y + 28, size: 9.5 });
  p.text(50, `Datum: ${dt(issued, 'DD.MM.YYYY')}`, { y: y + 48, size: 9.5 });
  p.text(50, '(Unterschrift)', { y: y + 78, size: 7 });
  p.box(350, y, 205, 90);
  p.text(452, '( Siegel )', { y: y + 50, size: 8, align: 'center' });
  smallPrint(
    p,
    40,
    y + 120,
    [
      'Die Zulassungsbescheinigung Teil II ist sorgfältig aufzubewahren und nicht im Fahrzeug mitzuführen.',
      'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer des Fahrzeugs ausgewiesen.',
      'Bei Verlust ist die Zulassungsbehörde unverzüglich zu unterrichten.',
    ],
    7,
    10,
  );
  return doc(p, 'de', { documentType: 'title', date: issued });
};

/** The old Kraftfahrzeugbrief (1970–78): "Ausgefertigt … den", first registration and a table of holders with later dates. */
export const oldKraftfahrzeugbrief: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 1970, 1978);
  const no = `${letters(r, 1)} ${digits(r, 6)}`;
  const S = { serif: true } as const;
  p.text(297, 'Kraftfahrzeugbrief', { y: 60, size: 20, bold: true, align: 'center', ...S });
  p.text(555, `Nr. ${no}`, { y: 40, size: 10, bold: true, align: 'right', ...S });
  p.text(297, 'Bundesrepublik Deutschland', { y: 76, size: 8, align: 'center', ...S });
  const model = r.pick([
    ['Daimler-Benz AG, Stuttgart-Untertürkheim', '250 S (W 108)', 'Pkw, Limousine', 'Stuttgart'],
    ['Bayerische Motoren Werke AG, München', '2002', 'Pkw, Limousine', 'München'],
    ['NSU Motorenwerke AG, Neckarsulm', 'Ro 80', 'Pkw, Limousine', 'Neckarsulm'],
    ['Dr. Ing. h.c. F. Porsche KG, Stuttgart', '911 S', 'Pkw, Coupé', 'Stuttgart'],
  ]);
  const fields: [string, string][] = [
    ['1. Fahrzeugart und Aufbau', model[2]],
    ['2. Hersteller', model[0]],
    ['3. Typ', model[1]],
    ['4. Fahrgestell-Nr.', digits(r, 11)],
    ['5. Leistung PS / bei U/min', `${r.int(55, 170)} / ${r.int(50, 66)}00`],
    ['6. Hubraum ccm', String(r.int(1100, 2800))],
  ];
  fields.forEach(([l, v], i) => {
    const y = 96 + i * 22;
    p.box(40, y, 220, 22);
    p.box(260, y, 295, 22);
    p.text(46, l, { y: y + 15, size: 8.5, ...S });
    p.text(266, v, { y: y + 15, size: 9.5, ...S });
  });
  let y = 96 + fields.length * 22 + 24;
  p.text(40, `Ausgefertigt: ${model[3]}, den ${dt(issued, 'D. MMDE YYYY')}`, { y, size: 10, ...S });
  p.text(360, '(Siegel des Herstellers)', { y, size: 8, ...S });
  y += 30;
  p.text(40, 'Fahrzeughalter', { y, size: 10, bold: true, ...S });
  y += 8;
  const cols: [number, number, string][] = [
    [40, 150, 'Name, Vorname'],
    [190, 170, 'Wohnort'],
    [360, 95, 'Amtl. Kennzeichen'],
    [455, 100, 'Tag der Zuteilung'],
  ];
  for (const [x, w, h] of cols) {
    p.box(x, y, w, 16, true);
    p.text(x + 4, h, { y: y + 11, size: 7.5, ...S });
  }
  const firstReg = addDays(issued, r.int(2, 12));
  let when = firstReg;
  for (let i = 0; i < 4; i++) {
    const yy = y + 16 + i * 26;
    for (const [x, w] of cols) p.box(x, yy, w, 26);
    if (i < 3) {
      p.text(44, person(r, 'DE'), { y: yy + 17, size: 9, ...S });
      p.text(194, town(r, 'DE').replace(/^\d+ /, ''), { y: yy + 17, size: 9, ...S });
      p.text(364, `${r.pick(['S', 'M', 'K', 'F'])}-${letters(r, 2)} ${r.int(1, 999)}`, { y: yy + 17, size: 9, ...S });
      p.text(459, dt(when, 'DD.MM.YY'), { y: yy + 17, size: 9, ...S });
      when = addDays(when, r.int(900, 3000));
    }
  }
  y += 16 + 4 * 26 + 28;
  p.text(40, `Tag der ersten Zulassung: ${dt(firstReg, 'D.M.YYYY')}`, { y, size: 9, ...S });
  smallPrint(
    p,
    40,
    y + 30,
    [
      'Der Brief ist kein Nachweis des Eigentums. Er ist bei jeder Veränderung der Zulassungsbehörde vorzulegen.',
      'Bei Veräußerung des Fahrzeugs ist der Brief dem Erwerber auszuhändigen.',
    ],
    7,
    10,
    true,
  );
  return doc(p, 'de', { documentType: 'title', date: issued });
};

/** An Ohio certificate of title (1990–99): title number, issue date, purchase date, odometer, a released lien. */
export const ohioTitle: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 1990, 1999);
  const bought = addDays(issued, -r.int(5, 25));
  p.box(30, 30, 535, 520);
  p.box(34, 34, 527, 512);
  p.text(297, 'THE STATE OF OHIO', { y: 62, size: 12, bold: true, align: 'center', serif: true });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { y: 78, size: 11, bold: true, align: 'center', serif: true });
  p.text(297, 'Bureau of Motor Vehicles · Clerk of Courts, Title Division', { y: 90, size: 7.5, align: 'center', serif: true });
  const c = person(r, 'US');
  const year = r.int(1957, 1978);
  const cells: [number, number, number, string, string][] = [
    [50, 104, 165, 'TITLE NUMBER', `${digits(r, 4)}${digits(r, 6)}`],
    [215, 104, 165, 'ISSUE DATE', dt(issued, 'MM/DD/YYYY')],
    [380, 104, 165, 'PURCHASE DATE', dt(bought, 'MM/DD/YYYY')],
    [50, 134, 245, 'VEHICLE IDENTIFICATION NUMBER', `${digits(r, 1)}${letters(r, 1)}${digits(r, 2)}${letters(r, 1)}${digits(r, 6)}`],
    [295, 134, 60, 'YEAR', String(year)],
    [355, 134, 95, 'MAKE', r.pick(['CHEVROLET', 'FORD', 'PLYMOUTH', 'DODGE'])],
    [450, 134, 95, 'BODY', r.pick(['2DR HT', 'CONV', '4DR SED'])],
    [50, 164, 165, 'ODOMETER READING', `${money(r.int(20000, 99999), 'en', { decimals: 0 })}`],
    [215, 164, 330, 'ODOMETER STATUS', r.pick(['EXEMPT', 'EXCEEDS MECHANICAL LIMITS', 'ACTUAL MILEAGE'])],
    [50, 194, 250, 'PREVIOUS TITLE NUMBER / STATE', `${digits(r, 10)} / ${r.pick(['OH', 'MI', 'IN', 'PA'])}`],
    [300, 194, 245, 'COUNTY', 'MONTGOMERY'],
  ];
  for (const [x, y, w, cap, v] of cells) cell(p, x, y, w, 30, cap, v, { size: 9.5, cap: 5.5 });
  cell(p, 50, 224, 495, 50, 'OWNER(S) NAME AND ADDRESS', '', { cap: 5.5 });
  [c.toUpperCase(), street(r, 'US').toUpperCase(), 'DAYTON, OH 45402'].forEach((l, i) => p.text(56, l, { y: 242 + i * 10, size: 8.5 }));
  cell(p, 50, 274, 300, 50, 'FIRST LIENHOLDER', '', { cap: 5.5 });
  p.text(56, r.pick(['FIRST NATIONAL BANK OF DAYTON', 'WINTERS NATIONAL BANK', 'HUNTINGTON NATIONAL BANK']), { y: 298, size: 8.5 });
  cell(p, 350, 274, 195, 50, 'LIEN RELEASED BY / DATE', '', { cap: 5.5 });
  p.text(356, `CANCELLED ${dt(addDays(issued, r.int(200, 1200)), 'MM/DD/YY')}`, { y: 300, size: 9, bold: true });
  smallPrint(
    p,
    50,
    345,
    [
      'I, the undersigned Clerk of the Court of Common Pleas, certify that the above-described motor vehicle has been',
      'duly registered in this office and that the records of this office show the person named herein to be the owner thereof,',
      'subject to the liens or encumbrances set forth above.',
    ],
    7,
    10,
    true,
  );
  p.text(50, '______________________________  CLERK OF COURTS', { y: 400, size: 8, serif: true });
  p.text(400, '______________________  DEPUTY', { y: 400, size: 8, serif: true });
  p.text(297, 'ASSIGNMENT OF OWNERSHIP (REVERSE) — DO NOT ALTER OR ERASE', { y: 440, size: 7.5, bold: true, align: 'center' });
  p.text(297, `BMV 3774 · Control No. ${letters(r, 1)}${digits(r, 8)}`, { y: 530, size: 7, align: 'center' });
  return doc(p, 'en', { documentType: 'title', date: issued });
};

/** A Texas certificate of title (2010–20): title document number, the date issued at the foot, previous owner, remarks. */
export const texasTitle: Fam = (r) => {
  const p = new PageBuilder();
  const issued = dateIn(r, 2010, 2020);
  p.text(297, 'THE STATE OF TEXAS', { y: 52, size: 13, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE', { y: 68, size: 12, bold: true, align: 'center' });
  p.text(297, 'TEXAS DEPARTMENT OF MOTOR VEHICLES', { y: 80, size: 7.5, align: 'center' });
  const doc1 = `${digits(r, 17)}`;
  const tnum = `${digits(r, 8)}`;
  const [make, modelName] = r.pick([
    ['FORD', 'MUSTANG'],
    ['CHEV', 'CORVETTE'],
    ['CADI', 'ELDORADO'],
    ['PONT', 'FIREBIRD'],
  ]);
  const facts: [string, string][] = [
    ['VEHICLE IDENTIFICATION NUMBER', vin(r, '1FA').slice(0, r.pick([11, 17]))],
    ['YEAR MODEL', String(r.int(1962, 1989))],
    ['MAKE OF VEHICLE', make],
    ['BODY STYLE', r.pick(['CP', 'CV', '4D'])],
    ['MODEL', modelName],
    ['TITLE/DOCUMENT NUMBER', doc1],
    ['PREVIOUS STATE', r.pick(['CA', 'OK', 'TX', 'AZ'])],
    ['ODOMETER READING', r.pick(['EXEMPT', money(r.int(30000, 99999), 'en', { decimals: 0 })])],
    ['LICENSE NUMBER', `${letters(r, 3)}-${digits(r, 4)}`],
    ['PREVIOUS OWNER', `${person(r, 'US').toUpperCase()}, ${r.pick(['HOUSTON', 'LUBBOCK', 'EL PASO'])} TX`],
  ];
  facts.forEach(([l, v], i) => {
    const x = i % 2 ? 300 : 40;
    const y = 96 + Math.floor(i / 2) * 30;
    cell(p, x, y, 255, 30, l, v, { size: 9.5, cap: 5.5 });
  });
  const c = person(r, 'US');
  cell(p, 40, 252, 515, 54, 'OWNER', '', { cap: 5.5 });
  [c.toUpperCase(), street(r, 'US').toUpperCase(), 'AUSTIN, TX 78701'].forEach((l, i) => p.text(48, l, { y: 270 + i * 11, size: 9 }));
  cell(p, 40, 306, 515, 30, 'REMARK(S)', r.pick(['ACTUAL MILEAGE', 'ANTIQUE VEHICLE', 'ODOMETER EXEMPT']), { size: 9, cap: 5.5 });
  cell(p, 40, 336, 515, 40, 'LIEN RECORDED', 'NONE', { size: 9, cap: 5.5 });
  smallPrint(
    p,
    40,
    396,
    [
      'UNLESS OTHERWISE AUTHORIZED BY LAW, IT IS A VIOLATION OF STATE LAW TO SIGN THE NAME OF ANOTHER PERSON ON A CERTIFICATE',
      'OF TITLE OR OTHERWISE GIVE FALSE INFORMATION ON A CERTIFICATE OF TITLE.',
      '',
      'IT IS HEREBY CERTIFIED THAT THE PERSON HEREIN NAMED IS THE OWNER OF THE VEHICLE DESCRIBED ABOVE WHICH IS SUBJECT TO THE',
      'ABOVE LIENS.',
    ],
    6.5,
    9,
  );
  p.text(40, 'DATE TITLE ISSUED', { y: 480, size: 6 });
  p.text(40, dt(issued, 'MM/DD/YYYY'), { y: 494, size: 11, bold: true });
  p.text(555, `${tnum}`, { y: 494, size: 11, bold: true, align: 'right' });
  p.text(555, 'TITLE NUMBER', { y: 480, size: 6, align: 'right' });
  p.text(297, 'FORM 30-C (Rev. 09/09)', { y: 530, size: 6, align: 'center' });
  return doc(p, 'en', { documentType: 'title', date: issued });
};
