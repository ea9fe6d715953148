/**
 * Appraisals: a German testing organisation's Wertgutachten (grades per assembly, market,
 * replacement and restoration values), an Austrian club's valuation committee certificate (a grid
 * of 1–5 with crosses), a British marque club's valuation letter, a US appraisal firm's report
 * (condition scale, fair market value, replacement and restoration cost) and an Irish assessors'
 * valuation report.
 */
import { PageBuilder } from '../page';
import { addDays, cell, dateIn, digits, doc, dt, type Fam, letters, money, person, plate, rule, salute, smallPrint, street, town, vin } from './kit';

const GRADE_WORD_DE = ['', 'makellos', 'gut', 'gebraucht', 'verbraucht', 'restaurierungsbedürftig'];

/** A testing organisation's Wertgutachten (2016–22): inspection vs report date, grade table, three values, expert's signature. */
export const germanWertgutachten: Fam = (r) => {
  const p = new PageBuilder();
  const inspected = dateIn(r, 2016, 2022);
  const report = addDays(inspected, r.int(2, 9));
  const grade = r.pick([2, 2, 3]);
  const market = r.pick([24500, 38000, 57500, 89000, 134000]);
  const replacement = Math.round((market * 1.18) / 500) * 500;
  const restore = Math.round((market * (grade === 2 ? 0.35 : 0.6)) / 500) * 500;
  const expert = r.pick(['Dipl.-Ing. (FH) Markus Vogt', 'Dipl.-Ing. Sabine Kramer', 'Kfz-Meister Thomas Lindner']);
  p.text(40, 'SFO', { y: 58, size: 24, bold: true });
  p.text(100, 'Süddeutsche Fahrzeugprüf-Organisation e.V.', { y: 48, size: 10, bold: true });
  p.text(100, 'Geschäftsbereich Oldtimer · Bewertung · Gutachten', { y: 59, size: 7.5 });
  p.text(100, 'Heilbronner Straße 190 · 70191 Stuttgart · Tel. 0711 2590-0', { y: 69, size: 7.5 });
  p.text(40, 'Wertgutachten', { y: 110, size: 17, bold: true });
  p.text(40, 'über ein klassisches Kraftfahrzeug (Oldtimer) zur Vorlage beim Versicherer', { y: 124, size: 8.5 });
  const kv: [string, string][] = [
    ['Gutachten-Nr.', `WG ${dt(report, 'YY')}-${digits(r, 5)}`],
    ['Auftrags-Nr.', digits(r, 7)],
    ['Besichtigung am', dt(inspected, 'DD.MM.YYYY')],
    ['Gutachtendatum', dt(report, 'DD.MM.YYYY')],
  ];
  kv.forEach(([l, v], i) => {
    p.text(360, l, { y: 100 + i * 12, size: 8 });
    p.text(555, v, { y: 100 + i * 12, size: 8, align: 'right' });
  });
  const owner = person(r, 'DE');
  const model = r.pick(['Mercedes-Benz 280 SE 3.5 Coupé', 'Porsche 911 2.4 S', 'BMW 3.0 CSL', 'Mercedes-Benz 300 SEL 6.3', 'VW T1 Samba']);
  const facts: [number, string, string][] = [
    [255, 'Auftraggeber / Eigentümer', `${owner}, ${town(r, 'DE')}`],
    [260, 'Fahrzeug', model],
    [130, 'Amtl. Kennzeichen', `${plate(r, 'DE', 2018)}H`],
    [130, 'FIN', `${digits(r, 3)}${digits(r, 3)}${digits(r, 2)}${digits(r, 6)}`],
    [125, 'Erstzulassung', dt(`${r.int(1962, 1975)}-${dt(inspected, 'MM')}-01`, 'MM/YYYY')],
    [130, 'Tachostand', `${money(r.int(40000, 180000), 'de', { decimals: 0 })} km`],
  ];
  let x = 40;
  let y = 140;
  for (const [w, cap, v] of facts) {
    if (x + w > 556) {
      x = 40;
      y += 26;
    }
    cell(p, x, y, w, 26, cap, v, { size: 8.5 });
    x += w;
  }
  y += 46;
  p.text(40, 'Zustandsbewertung nach Baugruppen (Note 1 bis 5)', { y, size: 9.5, bold: true });
  const groups = ['Karosserie', 'Lack', 'Chrom / Zierteile', 'Unterboden / Rahmen', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Innenraum', 'Elektrik'];
  const notes = groups.map(() => `${Math.max(1, Math.min(5, grade + r.pick([-1, 0, 0, 0, 1])))}${r.pick(['', '+', '-', ''])}`);
  y += 8;
  p.box(40, y, 515, 14, true);
  p.text(46, 'Baugruppe', { y: y + 10, size: 8, bold: true });
  p.text(230, 'Note', { y: y + 10, size: 8, bold: true, align: 'center' });
  p.text(270, 'Feststellungen', { y: y + 10, size: 8, bold: true });
  const remarks = [
    'Spaltmaße gleichmäßig, keine Durchrostungen',
    'Neulackierung, vereinzelt Staubeinschlüsse',
    'leichte Pickel an Stoßstangen',
    'Hohlraumkonservierung vorhanden',
    'trocken, läuft ruhig',
    'überholt, Bremsen neu',
    'Leder mit Patina, Teppiche erneuert',
    'alle Funktionen in Ordnung',
  ];
  groups.forEach((g, i) => {
    const yy = y + 14 + (i + 1) * 13;
    p.text(46, g, { y: yy, size: 8.5 });
    p.text(230, notes[i], { y: yy, size: 8.5, align: 'center' });
    p.text(270, remarks[i], { y: yy, size: 8 });
  });
  p.box(40, y + 14, 515, groups.length * 13 + 6);
  y += 14 + groups.length * 13 + 24;
  const condition = `Note ${grade} (${GRADE_WORD_DE[grade]}), ${grade === 2 ? 'fachgerecht restauriert, geringe Gebrauchsspuren' : 'gepflegter Originalzustand mit Gebrauchsspuren'}`;
  p.text(40, 'Gesamtzustand:', { y, size: 9.5, bold: true });
  p.text(130, condition, { y, size: 9.5 });
  y += 26;
  p.text(40, 'Bewertung', { y, size: 9.5, bold: true });
  const vals: [string, number, boolean][] = [
    ['Marktwert (Verkehrswert)', market, true],
    ['Wiederbeschaffungswert', replacement, false],
    ['Wiederherstellungswert (Kosten der Restaurierung in diesen Zustand)', restore, false],
  ];
  vals.forEach(([l, v, b], i) => {
    const yy = y + 8 + i * 18;
    p.box(40, yy, 400, 18, b);
    p.box(440, yy, 115, 18, b);
    p.text(46, l, { y: yy + 12, size: 8.5, bold: b });
    p.text(549, `${money(v, 'de', { decimals: 0 })} €`, { y: yy + 12, size: 9, bold: b, align: 'right' });
  });
  y += 8 + vals.length * 18 + 18;
  smallPrint(
    p,
    40,
    y,
    [
      'Die Werte verstehen sich inklusive Mehrwertsteuer bzw. differenzbesteuert. Grundlage sind die Marktbeobachtung der letzten 12 Monate',
      'und der Zustand am Besichtigungstag. Das Gutachten ist nur mit Unterschrift und Stempel gültig.',
    ],
    7,
    10,
  );
  p.text(40, `Stuttgart, ${dt(report, 'DD.MM.YYYY')}`, { y: y + 44, size: 9 });
  p.text(330, '_____________________________', { y: y + 60, size: 9 });
  p.text(330, expert, { y: y + 72, size: 9 });
  p.text(330, 'Sachverständiger für Oldtimerbewertung', { y: y + 83, size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: report, appraisedValue: market, conditionNotes: condition });
};

/** An Austrian club's valuation committee certificate (2003–09): a 1–5 grid of crosses, market and insurance values, chairman. */
export const austrianClubCommittee: Fam = (r) => {
  const p = new PageBuilder();
  const meeting = dateIn(r, 2003, 2009);
  const issued = addDays(meeting, r.int(5, 20));
  const grade = r.pick([2, 3]);
  const market = r.pick([14500, 22000, 31000, 46000]);
  const insured = Math.round((market * 1.15) / 500) * 500;
  const chair = r.pick(['Ing. Franz Huber', 'Dr. Herbert Pichler', 'KR Johann Leitner']);
  const S = { serif: true } as const;
  p.text(297, 'ALPENLÄNDISCHER VETERANENFAHRZEUG-CLUB', { y: 52, size: 13, bold: true, align: 'center', ...S });
  p.text(297, 'AVC · gegründet 1961 · Mitglied der FIVA · Postfach 88 · 5020 Salzburg', { y: 65, size: 7.5, align: 'center', ...S });
  rule(p, 40, 74, 515);
  p.text(297, 'Wertbescheinigung der Bewertungskommission', { y: 104, size: 13, bold: true, align: 'center', ...S });
  const no = `${dt(issued, 'YYYY')}/${digits(r, 3)}`;
  p.text(297, `Bescheinigung Nr. ${no}`, { y: 118, size: 9, align: 'center', ...S });
  const owner = person(r, 'AT');
  const facts: [string, string][] = [
    ['Mitglied', `${owner}, Mitgl.-Nr. ${digits(r, 4)}`],
    [
      'Fahrzeug',
      r.pick(['Steyr-Puch 500 DL, Bj. 1968', 'Mercedes-Benz 220 S Ponton, Bj. 1958', 'Austin-Healey Sprite Mk I, Bj. 1959', 'Porsche 356 A 1600, Bj. 1957']),
    ],
    ['Fahrgestell-Nr.', `${digits(r, 6)}`],
    ['Kennzeichen', plate(r, 'AT', 2005, 'S')],
    ['Besichtigt bei der Sitzung am', dt(meeting, 'DD.MM.YYYY')],
  ];
  facts.forEach(([l, v], i) => {
    p.text(60, `${l}:`, { y: 146 + i * 15, size: 9.5, ...S });
    p.text(230, v, { y: 146 + i * 15, size: 9.5, ...S });
  });
  let y = 146 + facts.length * 15 + 16;
  const groups = ['Karosserie', 'Lack', 'Motor', 'Getriebe / Antrieb', 'Fahrwerk', 'Innenausstattung', 'Originalität'];
  const colX = [300, 340, 380, 420, 460];
  p.box(40, y, 515, 16, true);
  p.text(46, 'Bewertung (1 = neuwertig … 5 = restaurierungsbedürftig)', { y: y + 11, size: 7.5, bold: true, ...S });
  colX.forEach((cx, i) => p.text(cx + 10, String(i + 1), { y: y + 11, size: 8.5, bold: true, align: 'center', ...S }));
  groups.forEach((g, i) => {
    const yy = y + 16 + i * 16;
    p.box(40, yy, 255, 16);
    p.text(46, g, { y: yy + 11, size: 9, ...S });
    const mark = Math.max(1, Math.min(5, grade + r.pick([-1, 0, 0, 1])));
    colX.forEach((cx, k) => {
      p.box(cx, yy, 20, 16);
      if (k + 1 === mark) p.text(cx + 10, 'X', { y: yy + 12, size: 9, bold: true, align: 'center' });
    });
  });
  y += 16 + groups.length * 16 + 26;
  const condition = `Zustandsnote ${grade}`;
  p.text(60, 'Gesamtbeurteilung:', { y, size: 10, bold: true, ...S });
  p.text(230, condition, { y, size: 10, bold: true, ...S });
  y += 26;
  const vals: [string, number][] = [
    ['Marktwert', market],
    ['Versicherungswert (Wiederbeschaffung)', insured],
  ];
  vals.forEach(([l, v], i) => {
    p.text(60, l, { y: y + i * 16, size: 10, ...S });
    p.text(450, `€ ${money(v, 'de')}`, { y: y + i * 16, size: 10, align: 'right', bold: i === 0, ...S });
  });
  y += 50;
  smallPrint(
    p,
    40,
    y,
    [
      'Die Bewertung erfolgt ausschließlich zur Vorlage bei Versicherungen und ist ein Jahr ab Ausstellung gültig.',
      'Eine Haftung für die angegebenen Werte wird nicht übernommen.',
    ],
    7.5,
    10,
    true,
  );
  p.text(60, `Salzburg, am ${dt(issued, 'D. MMAT YYYY')}`, { y: y + 40, size: 9.5, ...S });
  p.text(330, 'Für die Bewertungskommission:', { y: y + 40, size: 9, ...S });
  p.text(330, '________________________', { y: y + 70, size: 9, ...S });
  p.text(330, `${chair}, Obmann`, { y: y + 82, size: 9, ...S });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: chair, appraisalDate: issued, appraisedValue: market, conditionNotes: condition });
};

/** A British marque club's valuation letter (1992–99): the rally where it was seen, a condition category, the agreed value. */
export const ukClubValuationLetter: Fam = (r) => {
  const p = new PageBuilder();
  const seen = dateIn(r, 1992, 1999);
  const date = addDays(seen, r.int(10, 40));
  const value = r.pick([6500, 9750, 14500, 22000, 31500]);
  const cat = r.pick([1, 2, 3]);
  const catWord = ['', 'Excellent', 'Very good', 'Good'][cat];
  const officer = r.pick(['R. J. Cartwright', 'Mrs. H. M. Fairclough', 'D. A. Thornton']);
  const S = { serif: true } as const;
  p.text(297, 'THE WOLSELEY & RILEY HERITAGE CLUB', { y: 56, size: 14, bold: true, align: 'center', ...S });
  p.text(297, 'Founded 1958 · Affiliated to the Federation of British Historic Vehicle Clubs', { y: 69, size: 8, align: 'center', ...S });
  p.text(297, 'Valuation Committee · 12 Abbey Foregate, Shrewsbury SY2 6AE', { y: 80, size: 8, align: 'center', ...S });
  rule(p, 40, 88, 515);
  const owner = person(r, 'UK');
  [`${salute(owner, 'en')} ${owner}`, street(r, 'UK'), town(r, 'UK')].forEach((l, i) => p.text(50, l, { y: 124 + i * 13, size: 10, ...S }));
  p.text(545, dt(date, 'Do MONTH YYYY'), { y: 124, size: 10, align: 'right', ...S });
  p.text(545, `Our ref. VC/${digits(r, 3)}/${date.slice(2, 4)}`, { y: 137, size: 8.5, align: 'right', ...S });
  p.text(545, `Membership No. ${digits(r, 4)}`, { y: 149, size: 8.5, align: 'right', ...S });
  p.text(50, 'VALUATION FOR INSURANCE PURPOSES', { y: 200, size: 11, bold: true, ...S });
  const model = r.pick(['1937 Riley Kestrel 1½ litre', '1959 Wolseley 6/99', '1952 Riley RMB 2½ litre', '1966 Riley Elf Mk III', '1939 Wolseley 14/60']);
  const reg = plate(r, 'UK', 1960);
  const body = [
    `Dear ${salute(owner, 'en')} ${owner.split(' ')[1]},`,
    '',
    `Your ${model}, registration ${reg}, chassis number ${letters(r, 1)}${digits(r, 5)},`,
    `was examined by members of the Valuation Committee at the Club’s`,
    `${r.pick(['Spring Rally', 'National Rally', 'Concours d’Elegance'])} on ${dt(seen, 'Do MONTH YYYY')}.`,
    '',
    'Having regard to its condition, originality and the prices at which comparable',
    'cars have recently changed hands, the Committee is of the opinion that an agreed',
    'value for insurance purposes should be:',
  ];
  body.forEach((l, i) => p.text(50, l, { y: 226 + i * 14, size: 10, ...S }));
  let y = 226 + body.length * 14 + 20;
  p.box(150, y - 16, 295, 28);
  p.text(297, `£${money(value, 'en', { decimals: 0 })}`, { y: y + 3, size: 15, bold: true, align: 'center', ...S });
  y += 36;
  p.text(50, 'Condition category:', { y, size: 10, ...S });
  const condition = `Category ${cat} — ${catWord}`;
  p.text(170, condition, { y, size: 10, bold: true, ...S });
  y += 14;
  p.text(50, '(Categories: 1 Excellent · 2 Very good · 3 Good · 4 Fair · 5 Restoration project)', { y, size: 8, ...S });
  y += 28;
  [
    'This valuation is valid for two years from the date of this letter, after which',
    'the car should be re-examined. The Club accepts no liability for any loss arising',
    'from reliance on this valuation.',
    '',
    'Yours sincerely,',
  ].forEach((l, i) => p.text(50, l, { y: y + i * 14, size: 10, ...S }));
  y += 5 * 14 + 30;
  p.text(50, officer, { y, size: 10, ...S });
  p.text(50, 'Chairman, Valuation Committee', { y: y + 13, size: 9, ...S });
  p.text(297, 'Registered Charity No. 1021447', { y: 800, size: 7, align: 'center', ...S });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: officer, appraisalDate: date, appraisedValue: value, conditionNotes: condition });
};

/** A US appraisal firm's report (2021–25): inspection vs report date, the 1–6 condition scale, three values, signed appraiser. */
export const usAppraisalReport: Fam = (r) => {
  const p = new PageBuilder();
  const inspected = dateIn(r, 2021, 2025);
  const report = addDays(inspected, r.int(3, 12));
  const fmv = r.pick([42500, 67000, 88500, 126000, 215000]);
  const replacement = Math.round((fmv * 1.12) / 500) * 500;
  const restoration = Math.round((fmv * 0.7) / 500) * 500;
  const cond = r.pick([2, 3]);
  const condWord = ['', 'Concours', 'Excellent', 'Good', 'Fair', 'Poor', 'Project'][cond];
  const appraiser = r.pick(['Gary L. Whitaker, ASA', 'Cynthia M. Delgado, AAA', 'Bruce A. Lindquist, ISA']);
  p.text(40, 'DELGADO & WHITAKER', { y: 54, size: 16, bold: true });
  p.text(40, 'Collector Vehicle Appraisals · Scottsdale · Palm Springs · Las Vegas', { y: 66, size: 7.5 });
  p.text(555, 'APPRAISAL REPORT', { y: 54, size: 11, bold: true, align: 'right' });
  p.text(555, `File No. ${letters(r, 2)}-${digits(r, 5)}`, { y: 66, size: 8, align: 'right' });
  const client = person(r, 'US');
  const boxes: [number, number, number, string, string][] = [
    [40, 84, 260, 'CLIENT', `${client}, ${town(r, 'US')}`],
    [300, 84, 125, 'INSPECTION DATE', dt(inspected, 'MONTH D, YYYY')],
    [425, 84, 130, 'REPORT DATE', dt(report, 'MONTH D, YYYY')],
    [
      40,
      110,
      260,
      'VEHICLE',
      r.pick([
        '1967 Chevrolet Corvette 427/435 Coupe',
        '1970 Plymouth Hemi Cuda',
        '1957 Ford Thunderbird E-Code',
        '1963 Jaguar E-Type Roadster',
        '1969 Ford Mustang Boss 429',
      ]),
    ],
    [300, 110, 125, 'VIN / SERIAL', `${digits(r, 3)}${letters(r, 1)}${digits(r, 6)}`],
    [425, 110, 130, 'ODOMETER', `${money(r.int(12000, 99000), 'en', { decimals: 0 })} (TMU)`],
    [40, 136, 260, 'PURPOSE', 'Agreed value insurance coverage'],
    [300, 136, 255, 'INSPECTION LOCATION', `Client residence, ${r.pick(['Paradise Valley, AZ', 'Rancho Mirage, CA', 'Henderson, NV'])}`],
  ];
  for (const [x, y, w, cap, v] of boxes) cell(p, x, y, w, 26, cap, v, { size: 8.5, cap: 5.5 });
  let y = 186;
  p.text(40, 'CONDITION ASSESSMENT', { y, size: 9.5, bold: true });
  y += 8;
  const cats: [string, number, string][] = [
    ['Exterior / Paint', cond, 'High quality older repaint, minor chips at door edges'],
    ['Body / Panel Fit', cond, 'Even gaps, no evidence of rust repair'],
    ['Interior', cond + r.pick([0, 1]), 'Correct materials, light wear to driver seat bolster'],
    ['Engine Compartment', cond, 'Clean, correct finishes, numbers-matching block'],
    ['Undercarriage', cond + r.pick([0, 1]), 'Clean, surface oxidation on exhaust'],
    ['Mechanical / Road Test', cond, 'Starts, idles and drives well; brakes straight'],
  ];
  p.box(40, y, 515, 14, true);
  p.text(46, 'Category', { y: y + 10, size: 7.5, bold: true });
  p.text(200, 'Rating', { y: y + 10, size: 7.5, bold: true });
  p.text(250, 'Observations', { y: y + 10, size: 7.5, bold: true });
  cats.forEach(([c, g, o], i) => {
    const yy = y + 14 + (i + 1) * 13;
    p.text(46, c, { y: yy, size: 8 });
    p.text(210, `#${g}`, { y: yy, size: 8, align: 'center' });
    p.text(250, o, { y: yy, size: 8 });
  });
  p.box(40, y + 14, 515, cats.length * 13 + 6);
  y += 14 + cats.length * 13 + 26;
  const condition = `#${cond} ${condWord}`;
  p.text(40, 'OVERALL CONDITION RATING:', { y, size: 9.5, bold: true });
  p.text(200, condition, { y, size: 9.5, bold: true });
  p.text(40, 'Scale: #1 Concours · #2 Excellent · #3 Good · #4 Fair · #5 Poor · #6 Project', { y: y + 12, size: 7 });
  y += 36;
  p.text(40, 'VALUATION', { y, size: 9.5, bold: true });
  const vals: [string, number, boolean][] = [
    ['Fair Market Value', fmv, true],
    ['Replacement Cost (comparable example, retail)', replacement, false],
    ['Estimated Restoration Cost (to #2 condition)', restoration, false],
  ];
  vals.forEach(([l, v, b], i) => {
    const yy = y + 8 + i * 18;
    p.box(40, yy, 400, 18, b);
    p.box(440, yy, 115, 18, b);
    p.text(46, l, { y: yy + 12, size: 8.5, bold: b });
    p.text(549, `$${money(v, 'en', { decimals: 0 })}`, { y: yy + 12, size: 9, bold: b, align: 'right' });
  });
  y += 8 + vals.length * 18 + 20;
  smallPrint(
    p,
    40,
    y,
    [
      'Fair market value is the price at which the vehicle would change hands between a willing buyer and a willing seller, neither being',
      'under any compulsion and both having reasonable knowledge of relevant facts. Comparable sales: Mecum, Barrett-Jackson, RM Sotheby’s,',
      'Bring a Trailer (last 18 months). This report was prepared in conformity with USPAP.',
    ],
    6.5,
    9,
  );
  y += 50;
  p.text(40, '________________________________', { y, size: 9 });
  p.text(40, appraiser, { y: y + 12, size: 9 });
  p.text(40, 'Senior Appraiser', { y: y + 23, size: 7.5 });
  p.text(555, `VIN verified: ${vin(r, '1G1').slice(0, 3)}… see photographs, pages 2–6`, { y: y + 12, size: 7, align: 'right' });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: report, appraisedValue: fmv, conditionNotes: condition });
};

/** An Irish motor assessors' valuation report (2008–13): reference grid, notes, market and replacement values, assessor's signature. */
export const irishAssessorsValuation: Fam = (r) => {
  const p = new PageBuilder();
  const date = dateIn(r, 2008, 2013);
  const inspected = addDays(date, -r.int(1, 6));
  const market = r.pick([9500, 14000, 18500, 27000, 36000]);
  const replacement = Math.round((market * 1.2) / 250) * 250;
  const assessor = r.pick(['Declan Byrne MIAEA', 'Niamh Doyle MIMI', 'Pádraig Moran FIAEA']);
  const condition = r.pick(['Very good (2)', 'Good (3)', 'Excellent (1)']);
  p.text(40, 'Byrne & Doyle Motor Assessors Ltd', { y: 54, size: 14, bold: true });
  p.text(40, 'Independent Motor Assessors & Engineers · Unit 4, Ballymount Road, Dublin 12 · (01) 456 7800', { y: 66, size: 7.5 });
  p.text(40, 'VEHICLE VALUATION REPORT', { y: 104, size: 13, bold: true });
  const refs: [number, string, string][] = [
    [130, 'Our Reference', `BD/${digits(r, 5)}`],
    [130, 'Insurer Ref.', `${letters(r, 3)}${digits(r, 7)}`],
    [125, 'Date of Inspection', dt(inspected, 'DD/MM/YYYY')],
    [130, 'Date of Report', dt(date, 'DD/MM/YYYY')],
  ];
  let x = 40;
  for (const [w, cap, v] of refs) {
    cell(p, x, 114, w, 26, cap, v, { size: 9 });
    x += w;
  }
  const facts: [string, string][] = [
    ['Owner', `${person(r, 'IE')}, ${town(r, 'IE')}`],
    ['Vehicle', r.pick(['1973 Mercedes-Benz 280SE 3.5 Coupé', '1965 Ford Mustang Convertible', '1970 Triumph Stag', '1961 Jaguar Mk 2 3.8'])],
    ['Registration', plate(r, 'IE', 1990)],
    ['Chassis No.', `${letters(r, 2)}${digits(r, 6)}`],
    ['Odometer', `${money(r.int(40000, 150000), 'en', { decimals: 0 })} miles (unwarranted)`],
    ['Condition', condition],
  ];
  facts.forEach(([l, v], i) => {
    p.text(40, l, { y: 166 + i * 15, size: 9, bold: true });
    p.text(150, v, { y: 166 + i * 15, size: 9 });
  });
  let y = 166 + facts.length * 15 + 18;
  p.text(40, 'Notes', { y, size: 9.5, bold: true });
  smallPrint(
    p,
    40,
    y + 14,
    [
      'Bodywork straight with good panel fit; paint in good order with minor blemishes to rear valance.',
      'Interior trim retained and presentable. Engine and gearbox performed satisfactorily on road test.',
      'Tyres legal. Service history partial (invoices from 1998 onwards).',
    ],
    8.5,
    12,
  );
  y += 66;
  p.box(40, y, 515, 60);
  p.text(46, 'Valuation', { y: y + 14, size: 9.5, bold: true });
  p.text(46, 'Market Value', { y: y + 32, size: 9 });
  p.text(300, `€${money(market, 'en')}`, { y: y + 32, size: 10, bold: true, align: 'right' });
  p.text(330, 'Replacement Value', { y: y + 32, size: 9 });
  p.text(549, `€${money(replacement, 'en')}`, { y: y + 32, size: 10, align: 'right' });
  p.text(46, 'Values include VAT and VRT where applicable.', { y: y + 50, size: 7 });
  y += 90;
  p.text(40, 'Signed:', { y, size: 9 });
  p.text(90, '______________________', { y, size: 9 });
  p.text(90, assessor, { y: y + 13, size: 9 });
  p.text(90, 'Motor Assessor', { y: y + 24, size: 7.5 });
  p.text(297, 'This report is confidential to the addressee and is not to be relied upon by any third party.', { y: 800, size: 7, align: 'center' });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: assessor, appraisalDate: date, appraisedValue: market, conditionNotes: condition });
};
