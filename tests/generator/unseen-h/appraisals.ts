/**
 * Appraisals: a Swiss veteran-car club's Bewertung (with the new price of its year as a decoy), an
 * Austrian sworn expert's Gutachten (repair estimate beside the value), a British club valuation
 * certificate, an Irish marque specialist's valuation letter (no grade printed) and a British
 * engineer's report of the 1990s with section grades and an overall condition.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, chf, dDe, de, dEn, digits, doc, en, eurAt, eurIe, gbp, PageBuilder, rule, table, vin, wrap } from './kit';

/** Swiss club valuation: grade scale printed, Zustandsnote ticked, market value, Neupreis as a decoy, Schätzer's signature. */
export function swissClubBewertung(rng: Random): Generated {
  const p = new PageBuilder();
  const appraiser = rng.pick(['Hans Zbinden', 'Peter Aebischer', 'Marcel Rohner']);
  const date = rng.date(2006, 2025);
  const value = rng.pick([18000, 26500, 38000, 52000, 74000]);
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const car = rng.pick(['Fiat 124 Sport Spider 1600', 'Volvo P1800 E', 'Mercedes-Benz 280 SL', 'Alfa Romeo 1750 GTV']);
  p.text(50, 'Veteranen-Automobil-Club Nordwestschweiz', { y: 55, size: 12, bold: true });
  p.text(50, 'Technische Kommission · Fahrzeugbewertungen', { y: 68, size: 8.5 });
  p.text(545, `Bewertung Nr. ${date.slice(0, 4)}/${rng.int(10, 199)}`, { y: 55, size: 9, align: 'right' });
  p.text(50, 'FAHRZEUGBEWERTUNG', { y: 110, size: 16, bold: true });
  const rows: [string, string][] = [
    ['Fahrzeug', car],
    ['Jahrgang', String(rng.int(1966, 1978))],
    ['Fahrgestell-Nr.', vin(rng, '', 11)],
    ['Kontrollschild', `BL ${rng.int(10000, 99999)}`],
    ['Eigentümer', 'Ursula Brunner, Liestal'],
    ['Besichtigt am', dDe(addDays(date, -rng.int(1, 10)))],
    ['Neupreis (Katalog)', chf(rng.pick([14950, 18900, 23500]), 'Fr')],
    ['Zustandsnote', grade],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 140 + i * 16, size: 9 });
    p.text(180, v, { y: 140 + i * 16, size: 10 });
  });
  let y = 290;
  p.text(50, 'Notenskala (1 = makellos … 5 = restaurierungsbedürftig)', { y, size: 9, bold: true });
  y += 20;
  ['1', '2', '3', '4', '5'].forEach((g, i) => {
    p.box(60 + i * 60, y - 11, 40, 18, grade.startsWith(g));
    p.text(80 + i * 60, g, { y: y + 2, size: 10, bold: grade.startsWith(g), align: 'center' });
  });
  y += 40;
  const notes = rng.pick([
    'Karosserie gut, kleine Steinschläge vorne; Interieur original, Fahrersitz abgenützt.',
    'Sehr gepflegt, Lack neu 2015, Motor revidiert; Chrom mit leichten Gebrauchsspuren.',
    'Guter Allgemeinzustand, Unterboden trocken, Verdeck erneuert.',
  ]);
  p.text(50, 'Bemerkungen', { y, size: 9, bold: true });
  wrap(notes, 95).forEach((l, i) => p.text(50, l, { y: y + 15 + i * 13, size: 9.5 }));
  y += 70;
  p.box(50, y - 16, 300, 30, true);
  p.text(58, 'Marktwert', { y, size: 11, bold: true });
  p.text(340, chf(value, 'Fr'), { y, size: 13, bold: true, align: 'right' });
  y += 60;
  p.text(50, `Muttenz, ${dDe(date)}`, { y, size: 10 });
  p.text(320, 'Der Schätzer:', { y, size: 9 });
  p.text(320, appraiser, { y: y + 30, size: 11, serif: true });
  rule(p, 320, y + 34, 200);
  p.text(320, 'Mitglied der Technischen Kommission', { y: y + 46, size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisedValue: value, appraisalDate: date, conditionNotes: grade });
}

/** Austrian sworn expert's Gutachten: letterhead with his titles, contents as numbered sections, Verkehrswert with a repair estimate beside it. */
export function austrianSachverstaendigerGutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const appraiser = rng.pick(['Ing. Walter Pruckner', 'DI Dr. Helmut Stadlmayr', 'Ing. Mag. Karin Leitgeb']);
  const date = rng.date(2004, 2025);
  const value = rng.pick([16500, 24000, 31800, 45000, 68000]);
  const repair = rng.pick([1850, 3420, 6100]);
  p.text(50, appraiser, { y: 55, size: 13, bold: true, serif: true });
  p.text(50, 'Allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kraftfahrzeugwesen', { y: 69, size: 8.5, serif: true });
  p.text(50, `Grabenweg 3 · 6020 Innsbruck · SV-Nr. ${digits(rng, 5)}`, { y: 81, size: 8.5, serif: true });
  p.text(297, 'GUTACHTEN', { y: 130, size: 18, bold: true, serif: true, align: 'center' });
  p.text(297, 'über den Verkehrswert eines historischen Kraftfahrzeuges', { y: 146, size: 10, serif: true, align: 'center' });
  const sec: [string, string][] = [
    ['1. Auftraggeber', 'Josef Brunner, Vomp (Bewertung für Versicherungszwecke)'],
    [
      '2. Fahrzeug',
      `${rng.pick(['Puch 500 DL', 'Porsche 356 C Coupé', 'Mercedes-Benz 190 SL', 'Austin-Healey 3000 BJ8'])}, Kennzeichen SZ-${rng.int(100, 999)} ${rng.pick(['OT', 'H'])}`,
    ],
    ['3. Besichtigung', `${dDe(addDays(date, -rng.int(2, 14)))} in der Garage des Auftraggebers`],
    [
      '4. Zustand',
      rng.pick([
        'Zustandsnote 2 (guter Zustand), fachgerecht restauriert',
        'Zustandsnote 3 (gebrauchter Zustand), fahrbereit, Patina',
        'Zustandsnote 2-, Originalzustand mit geringen Mängeln',
      ]),
    ],
    ['5. Reparaturkosten lt. Kostenvoranschlag', `${eurAt(repair)} (Bremsanlage, Reifen, nicht wertmindernd berücksichtigt)`],
  ];
  let y = 185;
  for (const [k, v] of sec) {
    p.text(50, k, { y, size: 10, bold: true, serif: true });
    wrap(v, 85).forEach((l, i) => p.text(70, l, { y: y + 15 + i * 13, size: 10, serif: true }));
    y += 45;
  }
  p.text(50, '6. Ergebnis', { y, size: 10, bold: true, serif: true });
  p.text(70, `Der Verkehrswert wird zum Stichtag mit € ${de(value).slice(0, -3)},– (inkl. USt) festgestellt.`, { y: y + 15, size: 10, serif: true });
  y += 70;
  p.text(50, `Innsbruck, am ${dDe(date, 'long', true)}`, { y, size: 10, serif: true });
  p.text(360, appraiser, { y: y + 40, size: 10, serif: true });
  rule(p, 360, y + 26, 180);
  p.text(50, `Honorar lt. Honorarnote Nr. ${rng.int(100, 999)}: ${eurAt(rng.pick([280, 350, 420]))}`, { y: 790, size: 8, serif: true });
  const cond = sec[3][1];
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisedValue: value, appraisalDate: date, conditionNotes: cond });
}

/** British club valuation certificate: bordered certificate, agreed value in words and figures, condition line, valuer's name. */
export function ukClubValuationCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const valuer = rng.pick(['Geoffrey Marsh', 'Patricia Holroyd', 'Ian McKellar']);
  const date = rng.date(2000, 2025);
  const [value, words] = rng.pick([
    [12500, 'Twelve thousand five hundred pounds'],
    [18000, 'Eighteen thousand pounds'],
    [27500, 'Twenty-seven thousand five hundred pounds'],
    [42000, 'Forty-two thousand pounds'],
  ] as const);
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Concours']);
  p.box(40, 40, 515, 520);
  p.box(46, 46, 503, 508);
  const [club, car] = rng.pick([
    ['The Rover P5 Owners’ Register', 'Rover P5B Coupé 3.5'],
    ['Sunbeam Talbot Alpine Register', 'Sunbeam Alpine Series V'],
    ['Austin Ten Drivers’ Club', 'Austin Ten Cambridge'],
  ] as const);
  p.text(297, club, { y: 90, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, 'VALUATION CERTIFICATE', { y: 120, size: 18, serif: true, align: 'center' });
  p.text(297, 'for agreed-value insurance purposes', { y: 137, size: 9, serif: true, align: 'center' });
  const rows: [string, string][] = [
    ['Owner', 'Mr R. Whitlock (membership no. ' + rng.int(1000, 9999) + ')'],
    ['Vehicle', car],
    ['Registration', `${rng.pick(['RTW', 'KHX', 'DFC'])} ${rng.int(10, 999)}${rng.pick(['G', 'E', ''])}`.trim()],
    ['Chassis No.', vin(rng, '', 9)],
    ['Condition', cond],
    ['Inspected', dEn(addDays(date, -rng.int(1, 20)), 'long')],
  ];
  rows.forEach(([k, v], i) => {
    p.text(200, k, { y: 180 + i * 20, size: 10, serif: true, align: 'right' });
    p.text(215, v, { y: 180 + i * 20, size: 11, serif: true });
  });
  p.text(297, 'In the opinion of the undersigned the vehicle described above has a value of', { y: 320, size: 10, serif: true, align: 'center' });
  p.text(297, gbp(value), { y: 350, size: 22, bold: true, serif: true, align: 'center' });
  p.text(297, `(${words})`, { y: 370, size: 10, serif: true, align: 'center' });
  p.text(297, 'This certificate is valid for two years from the date below.', { y: 400, size: 9, serif: true, align: 'center' });
  p.text(90, `Date: ${dEn(date, 'ord')}`, { y: 460, size: 10, serif: true });
  p.text(330, valuer, { y: 460, size: 12, serif: true });
  rule(p, 330, 466, 180);
  p.text(330, 'Club Valuer', { y: 480, size: 8.5, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisedValue: value, appraisalDate: date, conditionNotes: cond });
}

/** Irish marque specialist's valuation letter: narrative only, value in the body, signed by the proprietor. */
export function irishSpecialistValuationLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const [firm, car, reg] = rng.pick([
    ['Liffey Classic Mercedes', '1971 Mercedes-Benz 280 SE 3.5 Cabriolet', 'ZV '],
    ['Wicklow Porsche Specialists', '1979 Porsche 911 SC Targa', '79-WW-'],
    ['Boyne Vintage Jaguar', '1985 Jaguar XJ-S V12 HE', '85-LH-'],
  ] as const);
  const valuer = rng.pick(['Eamon Gallagher', 'Niamh Corrigan', 'Brendan Foley']);
  const date = rng.date(2008, 2025);
  const value = rng.pick([22000, 34500, 48000, 61000, 95000]);
  p.text(545, firm, { y: 55, size: 14, bold: true, align: 'right' });
  p.text(545, 'Unit 3, Kilcoole Industrial Park, Co. Wicklow', { y: 69, size: 8.5, align: 'right' });
  p.text(545, `Tel +353 1 287 ${rng.int(1000, 9999)}`, { y: 81, size: 8.5, align: 'right' });
  p.text(50, dEn(date, 'long'), { y: 125 });
  p.text(50, 'To whom it may concern', { y: 160 });
  p.text(50, `Re: ${car}, registration ${reg}${rng.int(100, 9999)}`, { y: 185, bold: true });
  const body = [
    `I inspected the above vehicle at our premises on ${dEn(addDays(date, -rng.int(1, 10)), 'long')} at the request of the owner, Mr Declan O'Connor.`,
    `The car was driven on a short road test, examined on a ramp and its history file reviewed, including invoices from ${rng.int(1992, 2004)} onwards and the original Irish registration book.`,
    `Taking into account recent sales of comparable cars in Ireland and the UK, I value the vehicle at ${eurIe(value)} (${en0(value)} euro) for agreed-value insurance purposes.`,
    'This valuation is given in good faith and without liability.',
  ];
  let y = 215;
  for (const para of body) {
    wrap(para, 90).forEach((l) => {
      p.text(50, l, { y, size: 10 });
      y += 14;
    });
    y += 10;
  }
  p.text(50, 'Yours faithfully,', { y: y + 10 });
  p.text(50, valuer, { y: y + 50, serif: true, size: 12 });
  p.text(50, `${valuer}, Proprietor`, { y: y + 66, size: 9 });
  p.text(50, `Company reg. ${digits(rng, 6)} · VAT IE ${digits(rng, 7)}${rng.pick(['A', 'W'])}`, { y: 805, size: 7.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisedValue: value, appraisalDate: date });
}

const en0 = (n: number) => de(n).slice(0, -3).replace(/\./g, ',');

/** British engineer's report of the 1990s: section grades in a ruled table, overall condition, market and replacement values. */
export function ukEngineersReport(rng: Random): Generated {
  const p = new PageBuilder();
  const engineer = rng.pick(['D. R. Ollerenshaw', 'Keith Bramall', 'M. J. Stanier']);
  const date = rng.date(1990, 2004);
  const value = rng.pick([6500, 9750, 14000, 21500]);
  const overall = rng.pick(['Good', 'Fair', 'Very good']);
  p.text(50, `${engineer} I.Eng., M.I.M.I.`, { y: 55, size: 13, bold: true });
  p.text(50, 'Independent Motor Engineer & Assessor · 18 Chapel Lane, Knutsford, Cheshire', { y: 69, size: 8.5 });
  p.text(50, "ENGINEER'S INSPECTION & VALUATION REPORT", { y: 110, size: 13, bold: true });
  p.text(50, `Our ref. ${rng.pick(['KB', 'DO', 'MS'])}/${rng.int(100, 999)}/${date.slice(2, 4)}`, { y: 128, size: 9 });
  p.text(545, `Report date: ${dEn(date)}`, { y: 128, size: 9, align: 'right' });
  p.text(
    50,
    `Vehicle: ${rng.pick(['1967 Jaguar 420G', '1973 Triumph Stag', '1963 Daimler SP250', '1976 Ford Escort RS2000'])}   Reg. ${rng.pick(['MDB', 'VTU', 'NRE'])} ${rng.int(100, 999)}${rng.pick(['F', 'L', 'R'])}   Recorded mileage ${en(rng.int(30000, 99000)).slice(0, -3)}`,
    { y: 146, size: 9 },
  );
  const grades = ['Bodywork', 'Paintwork', 'Chassis / underside', 'Engine', 'Gearbox & transmission', 'Interior trim', 'Electrics'].map((s) => [
    s,
    rng.pick(['Good', 'Fair', 'Very good', 'Good', 'Average']),
    rng.pick(['—', 'minor blistering', 'resprayed', 'no leaks', 'original']),
  ]);
  let y = table(
    p,
    [
      { x: 56, head: 'Section' },
      { x: 250, head: 'Grade' },
      { x: 350, head: 'Remarks' },
    ],
    grades,
    { y: 180, ruled: 'grid', lineH: 17 },
  );
  y += 20;
  p.text(50, 'Overall condition:', { y, size: 11, bold: true });
  p.text(170, overall, { y, size: 11 });
  y += 30;
  p.text(50, 'Valuation', { y, size: 11, bold: true });
  p.text(60, `Market value in the condition described:`, { y: y + 18, size: 10 });
  p.text(420, gbp(value), { y: y + 18, size: 10, bold: true, align: 'right' });
  p.text(60, 'Inspection fee (paid)', { y: y + 34, size: 9 });
  p.text(420, gbp(rng.pick([75, 95, 120])), { y: y + 34, size: 9, align: 'right' });
  y += 80;
  p.text(50, 'Signed', { y, size: 9 });
  p.text(100, engineer, { y, size: 11, serif: true });
  rule(p, 100, y + 5, 180);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: engineer, appraisedValue: value, appraisalDate: date, conditionNotes: overall });
}
