/**
 * Appraisals by one-man offices and club appraisers: a German Kurzgutachten by a sworn expert
 * (Marktwert beside a Wiederbeschaffungswert), a Swiss club appraiser's letter with the value in a
 * sentence, a 1970s US club judge's typed letter, a British valuer's certificate with grades per
 * section, and a US independent appraiser's report with fair market and replacement values.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, chDash, count, dateText, deDash, en, isoIn, para, rule, stamp, table } from './kit';
import { digits, person, phone, place, street } from './people';

/** 1985–95: a Kurzgutachten by a sworn one-man expert — inspection and report dates, Zustandsnote, Marktwert and Wiederbeschaffungswert. */
export const kurzgutachtenDE1990: Family = (rng) => {
  const year = rng.int(1985, 1995);
  const seen = isoIn(rng, year);
  const iso = addDays(seen, rng.int(2, 10));
  const office = place(rng, 'DE', year);
  const expert = person(rng, 'DE', true);
  const appraiserName = `Dipl.-Ing. (FH) ${expert.full}`;
  const client = person(rng, 'DE');
  const [car, built] = rng.pick([
    ['Mercedes-Benz 280 SE 3.5 Cabriolet', 1970],
    ['Porsche 911 T Targa', 1972],
    ['BMW 3.0 CSi', 1973],
    ['VW Käfer 1200 (Brezel)', 1952],
    ['Opel Kapitän P 2.6', 1960],
  ] as [string, number][]);
  const grade = rng.pick([
    ['2-', 'guter Zustand, gepflegtes Original mit geringen Gebrauchsspuren'],
    ['2', 'guter Zustand, fachgerecht restauriert'],
    ['3+', 'gebrauchter Zustand mit kleineren Mängeln, voll fahrbereit'],
  ]);
  const condition = `Note ${grade[0]} (${grade[1]})`;
  const market = rng.pick([18500, 24000, 28500, 36000, 52000]);
  const replacement = Math.round((market * 1.15) / 500) * 500;

  const pb = new PageBuilder();
  pb.text(50, appraiserName, { y: 56, size: 15, bold: true });
  pb.text(50, 'Von der IHK öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeugschäden und -bewertung', { y: 69, size: 8 });
  pb.text(50, `${office.street}  ·  ${office.line}  ·  Telefon ${phone(rng, 'DE', year)}`, { y: 80, size: 8 });
  rule(pb, 50, 88, 495);
  pb.text(50, 'K U R Z G U T A C H T E N', { y: 124, size: 15, bold: true });
  pb.text(50, 'zur Ermittlung des Fahrzeugwertes (Oldtimer)', { y: 138, size: 9 });
  pb.text(545, `Gutachten-Nr. ${String(year % 100).padStart(2, '0')}/${digits(rng, 3)}`, { y: 124, size: 9, align: 'right' });
  pb.text(545, `${office.town}, ${dateText(iso, 'dd.mm.yyyy')}`, { y: 138, size: 9, align: 'right' });
  pb.y = 166;
  const rows: [string, string][] = [
    ['Auftraggeber', `${client.full}, ${street(rng, 'DE')}, ${office.line}`],
    ['Fahrzeug', `${car}, Baujahr ${built}`],
    ['Fahrgestell-Nr.', `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 6)}`],
    ['Tachostand', `${count(rng.int(40000, 180000), '.')} (nicht nachprüfbar)`],
    ['Besichtigung', `am ${dateText(seen, 'dd.mm.yyyy')} in ${office.town}, bei Tageslicht, trocken`],
  ];
  for (const [l, v] of rows) {
    pb.text(50, `${l}:`, { size: 9.5, bold: true });
    pb.text(160, v, { size: 9.5 });
    pb.down(15);
  }
  pb.down(10);
  pb.text(50, 'Befund', { size: 10.5, bold: true });
  pb.down(14);
  para(
    pb,
    50,
    'Karosserie ohne erkennbare Durchrostungen, Spaltmaße gleichmäßig. Lack mit Polierspuren und einzelnen Steinschlägen. Innenausstattung original, Fahrersitz mit leichten Falten. Motor springt sofort an, Öldruck und Temperatur im Sollbereich. Fahrwerk und Bremsen ohne Befund.',
    495,
    9.5,
    { lead: 13.5 },
  );
  pb.down(10);
  pb.text(50, 'Gesamtzustand:', { size: 10, bold: true });
  pb.text(160, condition, { size: 10 });
  pb.down(24);
  pb.box(50, pb.y - 12, 495, 46, true);
  pb.text(58, 'Marktwert (Händlerverkaufswert, Stand Besichtigungstag)', { size: 10, bold: true });
  pb.text(538, `DM ${deDash(market)}`, { size: 11, bold: true, align: 'right' });
  pb.down(18);
  pb.text(58, 'Wiederbeschaffungswert (für Versicherungszwecke)', { size: 9.5 });
  pb.text(538, `DM ${deDash(replacement)}`, { size: 9.5, align: 'right' });
  pb.down(34);
  para(
    pb,
    50,
    'Die Werte gelten für das besichtigte Fahrzeug im beschriebenen Zustand. Eine Zerlegung wurde nicht vorgenommen. Das Gutachten ist nur mit Unterschrift und Stempel des Sachverständigen gültig.',
    495,
    8.5,
  );
  pb.down(30);
  stamp(pb, 150, pb.y, [appraiserName, 'ö. b. u. v. Sachverständiger', office.town], 8);
  pb.text(330, `${expert.first[0]}. ${expert.last}`, { y: pb.y + 22, serif: true, size: 14 });
  rule(pb, 320, pb.y + 28, 200);
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'appraisal', appraiserName, appraisalDate: iso, appraisedValue: market, conditionNotes: condition },
  };
};

/** 2017–24 Switzerland: a club's appraiser writes a letter — inspection date in the text, the value in a sentence, the grade on its own line. */
export const clubAppraiserLetterCH2021: Family = (rng) => {
  const year = rng.int(2017, 2024);
  const iso = isoIn(rng, year);
  const seen = addDays(iso, -rng.int(5, 20));
  const club = rng.pick(['Veteranen-Car-Club Ostschweiz', 'Oldtimer-Club Berner Oberland', 'Klassik-Fahrzeug-Verein Zentralschweiz']);
  const appraiser = person(rng, 'CH', true);
  const owner = person(rng, 'CH');
  const where = place(rng, 'CH', year);
  const [car, base] = rng.pick([
    ['Citroën 2CV 6 Spécial', 14000],
    ['Mercedes-Benz 230 SL', 78000],
    ['Triumph Spitfire Mk III', 19000],
    ['Volvo PV 544', 24000],
    ['NSU Ro 80', 21000],
  ] as [string, number][]);
  const value = Math.round((base * rng.pick([0.9, 1, 1.1])) / 500) * 500;
  const grade = rng.pick(['Note 2 – guter Zustand', 'Note 2+ – sehr guter Zustand', 'Note 3 – gebrauchter, fahrbereiter Zustand']);

  const pb = new PageBuilder();
  pb.text(50, club, { y: 56, size: 14, bold: true });
  pb.text(50, 'Technische Kommission  ·  Fahrzeugbewertungen für Mitglieder', { y: 69, size: 8.5 });
  pb.text(545, `${appraiser.full}`, { y: 56, size: 9, align: 'right' });
  pb.text(545, `${street(rng, 'CH')}, ${where.line}`, { y: 67, size: 8.5, align: 'right' });
  pb.text(545, phone(rng, 'CH', year), { y: 78, size: 8.5, align: 'right' });
  pb.y = 130;
  for (const l of [owner.title, owner.full, street(rng, 'CH'), place(rng, 'CH', year).line]) pb.text(330, l, { size: 10 }).down(13);
  pb.y = 214;
  pb.text(50, `${where.town}, ${dateText(iso, 'de-long')}`, { size: 10 });
  pb.down(28);
  pb.text(50, `Bewertung Ihres ${car}`, { size: 11, bold: true });
  pb.down(22);
  pb.text(50, `Sehr geehrte${owner.female ? ' Frau' : 'r Herr'} ${owner.last}`, { size: 10 });
  pb.down(20);
  para(
    pb,
    50,
    `Am ${dateText(seen, 'd.m.yyyy')} durfte ich Ihr Fahrzeug in Ihrer Garage besichtigen und eine Probefahrt von rund 15 km durchführen. Die Karosserie wurde vor einigen Jahren sorgfältig restauriert; Motor und Getriebe arbeiten einwandfrei. An Chromteilen und Gummidichtungen sind altersgemässe Spuren sichtbar.`,
    495,
    10,
    { lead: 14 },
  );
  pb.down(8);
  para(
    pb,
    50,
    `Aufgrund meiner Besichtigung und der aktuellen Marktlage schätze ich den heutigen Marktwert Ihres Fahrzeugs auf CHF ${chDash(value)}.`,
    495,
    10,
    { lead: 14 },
  );
  pb.down(8);
  pb.text(50, 'Zustand:', { size: 10, bold: true });
  pb.text(110, grade, { size: 10 });
  pb.down(22);
  para(
    pb,
    50,
    'Diese Schätzung dient Ihrer Versicherung als Grundlage für den vereinbarten Wert. Sie gilt zwei Jahre, sofern am Fahrzeug nichts verändert wird. Für die Bewertung verrechnet der Club Mitgliedern CHF 120.–.',
    495,
    10,
    { lead: 14 },
  );
  pb.down(20);
  pb.text(50, 'Mit freundlichen Grüssen', { size: 10 });
  pb.down(36).text(50, appraiser.full, { size: 14, serif: true });
  pb.down(14).text(50, `${appraiser.full}, Bewertungsobmann`, { size: 9 });
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'appraisal', appraiserName: appraiser.full, appraisalDate: iso, appraisedValue: value, conditionNotes: grade },
  };
};

/** 1975–83 USA: a club judge's typed letter "To whom it may concern" — inspected on one day, written on another, the value and class in prose. */
export const clubJudgeLetterUS1979: Family = (rng) => {
  const year = rng.int(1975, 1983);
  const iso = isoIn(rng, year);
  const seen = addDays(iso, -rng.int(3, 14));
  const judge = person(rng, 'US', true);
  const middle = rng.pick(['R.', 'J.', 'T.', 'H.']);
  const appraiserName = `${judge.first} ${middle} ${judge.last}`;
  const owner = person(rng, 'US');
  const town = place(rng, 'US', year);
  const car = rng.pick([
    '1931 Ford Model A Tudor',
    '1940 Packard 110 Convertible',
    '1955 Chevrolet Bel Air Sport Coupe',
    '1937 Cord 812 Westchester',
    '1928 Chrysler Series 62',
  ]);
  const value = rng.pick([6500, 9500, 12000, 18500, 27500]);
  const condition = rng.pick(['#2 (Fine)', '#3 (Very Good)', '#2+ (Excellent)']);

  const pb = new PageBuilder();
  const s = { size: 11, serif: true };
  pb.text(70, appraiserName, { y: 70, size: 13, bold: true, serif: true });
  pb.text(70, `${town.street}, ${town.line}`, { y: 84, size: 9.5, serif: true });
  pb.text(70, `Senior Judge, ${rng.pick(['Antique Automobile Club of America', 'Classic Car Club of America', 'Veteran Motor Car Club of America'])}`, {
    y: 97,
    size: 9.5,
    serif: true,
  });
  pb.text(525, dateText(iso, 'us-long'), { y: 140, ...s, align: 'right' });
  pb.y = 180;
  pb.text(70, 'To whom it may concern:', s);
  pb.down(26);
  para(
    pb,
    70,
    `At the request of the owner, ${owner.full} of ${town.town}, I inspected the ${car}, serial no. ${rng.pick(['A', 'C', 'B'])}${digits(rng, 6)}, on ${dateText(seen, 'us-long')}. The car was examined on a lift and driven a short distance.`,
    455,
    11,
    { serif: true, lead: 19 },
  );
  pb.down(12);
  para(
    pb,
    70,
    'The body is sound with correct wood framing. Paint is an older lacquer finish, well kept. Upholstery is correct in pattern and material. The engine runs quietly and shows good oil pressure. Chrome shows light pitting on the bumpers.',
    455,
    11,
    { serif: true, lead: 19 },
  );
  pb.down(12);
  pb.text(70, `Condition:  ${condition}`, { ...s, bold: true });
  pb.down(26);
  para(pb, 70, `In my opinion the fair market value of this automobile on the date of this letter is $${en(value).replace('.00', '')}.`, 455, 11, {
    serif: true,
    lead: 19,
  });
  pb.down(12);
  para(
    pb,
    70,
    `For comparison, a similar car in #1 condition sold at auction this spring for $${en(Math.round((value * 1.6) / 100) * 100).replace('.00', '')}.`,
    455,
    11,
    {
      serif: true,
      lead: 19,
    },
  );
  pb.down(30);
  pb.text(70, 'Respectfully,', s);
  pb.down(40);
  pb.text(80, appraiserName, { size: 15, serif: true });
  rule(pb, 70, pb.y + 5, 200);
  pb.down(18).text(70, appraiserName, s);
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName, appraisalDate: iso, appraisedValue: value, conditionNotes: condition },
  };
};

/** 2002–09 Britain: a one-man valuer's certificate — section grades in a table, overall condition, an agreed value for insurance, inspection date apart. */
export const valuerCertificateUK2005: Family = (rng) => {
  const year = rng.int(2002, 2009);
  const iso = isoIn(rng, year);
  const seen = addDays(iso, -rng.int(2, 9));
  const valuer = person(rng, 'UK', true);
  const town = place(rng, 'UK', year);
  const owner = person(rng, 'UK');
  const car = rng.pick(['1964 Jaguar E-Type 3.8 FHC', '1969 Triumph TR6 PI', '1958 MGA 1500 Roadster', '1972 Range Rover (suffix A)', '1967 Sunbeam Tiger']);
  const value = rng.pick([9500, 14500, 22000, 36000, 48000]);
  const overall = rng.pick(['Very good', 'Good', 'Excellent']);
  const grades: [string, string][] = [
    ['Bodywork', rng.pick(['Very good', 'Good'])],
    ['Paintwork', rng.pick(['Very good', 'Good', 'Fair'])],
    ['Chrome & brightwork', rng.pick(['Good', 'Fair'])],
    ['Interior trim', rng.pick(['Very good', 'Good'])],
    ['Engine & gearbox', rng.pick(['Very good', 'Excellent'])],
    ['Underside', rng.pick(['Good', 'Very good'])],
  ];

  const pb = new PageBuilder();
  pb.text(297, valuer.full, { y: 56, size: 16, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Independent Classic Vehicle Valuer  ·  Member, Guild of Motoring Writers', { y: 70, size: 8.5, serif: true, align: 'center' });
  pb.text(297, `${town.street}, ${town.line}  ·  ${phone(rng, 'UK', year, town.town)}`, { y: 82, size: 8.5, serif: true, align: 'center' });
  rule(pb, 50, 90, 495);
  pb.box(50, 106, 495, 30, true);
  pb.text(297, 'VALUATION CERTIFICATE', { y: 126, size: 15, bold: true, align: 'center' });
  pb.y = 160;
  const rows: [string, string][] = [
    ['Owner', `${owner.title} ${owner.full}`],
    ['Vehicle', car],
    ['Registration', `${['ABC', 'KDX', 'RFT', 'GHL'][rng.int(0, 3)]} ${rng.int(10, 999)}`],
    ['Chassis no.', `${['1E', 'CP', 'HD', 'B9'][rng.int(0, 3)]}${digits(rng, 5)}`],
    ['Odometer', `${count(rng.int(20000, 98000), ',')} miles (unwarranted)`],
    ['Date of inspection', dateText(seen, 'uk-ord')],
  ];
  for (const [l, v] of rows) {
    pb.text(60, l, { size: 9.5, bold: true });
    pb.text(200, v, { size: 9.5 });
    pb.down(15);
  }
  pb.down(12);
  table(
    pb,
    [
      { x: 60, w: 240, head: 'Section' },
      { x: 300, w: 240, head: 'Condition' },
    ],
    grades,
    { size: 9.5, row: 17, grid: true, fillHead: true },
  );
  pb.down(22);
  pb.text(60, 'Overall condition:', { size: 10.5, bold: true });
  pb.text(200, overall, { size: 10.5 });
  pb.down(26);
  pb.box(60, pb.y - 14, 480, 26);
  pb.text(68, 'Valuation for agreed value insurance purposes', { size: 10.5, bold: true });
  pb.text(532, `£${en(value).replace('.00', '')}`, { size: 12, bold: true, align: 'right' });
  pb.down(32);
  para(
    pb,
    60,
    'This valuation reflects the price at which a vehicle of this model and condition could reasonably be expected to change hands between a willing buyer and seller. Photographs (12) are retained on file. Valid for 24 months from the date below.',
    480,
    9,
  );
  pb.down(20);
  pb.text(60, `Date: ${dateText(iso, 'dd/mm/yyyy')}`, { size: 10 });
  pb.text(330, valuer.full, { size: 15, serif: true });
  rule(pb, 320, pb.y + 5, 200);
  pb.down(16).text(320, 'Valuer', { size: 8.5 });
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName: valuer.full, appraisalDate: iso, appraisedValue: value, conditionNotes: overall },
  };
};

/** 2022–26 USA: an independent appraiser's report — fact grid, rating scale, fair market value beside replacement cost, a report date after the inspection. */
export const independentReportUS2024: Family = (rng) => {
  const year = rng.int(2022, 2026);
  const iso = isoIn(rng, year, 1, year === 2026 ? 3 : 12);
  const seen = addDays(iso, -rng.int(3, 12));
  const appraiser = person(rng, 'US');
  const middle = rng.pick(['M.', 'K.', 'L.', 'S.']);
  const appraiserName = `${appraiser.first} ${middle} ${appraiser.last}`;
  const client = person(rng, 'US');
  const town = place(rng, 'US', year);
  const [car, base] = rng.pick([
    ['1969 Chevrolet Camaro SS 396', 68000],
    ['1972 Datsun 240Z', 38000],
    ['1985 Mercedes-Benz 380SL', 21000],
    ['1966 Ford Bronco', 54000],
    ['1990 Mazda MX-5 Miata', 12500],
  ] as [string, number][]);
  const fmv = Math.round((base * rng.pick([0.85, 1, 1.15])) / 100) * 100;
  const replacement = Math.round((fmv * 1.2) / 500) * 500;
  const rating = rng.pick(['3+ (Good+)', '2- (Very Good-)', '3 (Good)']);

  const pb = new PageBuilder();
  pb.text(50, appraiserName.toUpperCase(), { y: 56, size: 15, bold: true });
  pb.text(50, 'Independent Vehicle Appraiser  ·  Classic, Antique & Special Interest', { y: 69, size: 8.5 });
  pb.text(50, `${town.street}, ${town.line}  ·  ${phone(rng, 'US', year)}`, { y: 80, size: 8.5 });
  pb.text(545, 'APPRAISAL REPORT', { y: 60, size: 13, bold: true, align: 'right' });
  pb.text(545, `Report date: ${dateText(iso, 'mm/dd/yyyy')}`, { y: 74, size: 9, align: 'right' });
  rule(pb, 50, 88, 495);
  const grid: [string, string][] = [
    ['Client', client.full],
    ['Purpose', 'Insurance (stated value)'],
    ['Vehicle', car],
    ['VIN', `${digits(rng, 2)}${['F', 'L', 'K', 'C'][rng.int(0, 3)]}${digits(rng, 6)}`],
    ['Mileage shown', `${count(rng.int(12000, 140000), ',')} (TMU)`],
    ['Inspection', `${dateText(seen, 'mm/dd/yyyy')} at owner’s residence`],
  ];
  grid.forEach(([l, v], i) => {
    const x = 50 + (i % 2) * 250;
    const y = 100 + Math.floor(i / 2) * 32;
    pb.box(x, y, 245, 30);
    pb.text(x + 4, l.toUpperCase(), { y: y + 10, size: 6.5 });
    pb.text(x + 6, v, { y: y + 24, size: 9.5 });
  });
  pb.y = 216;
  pb.text(50, 'Condition by area (1 = concours … 6 = parts car)', { size: 10, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 50, w: 200, head: 'Area' },
      { x: 250, w: 60, head: 'Rating', align: 'center' },
      { x: 310, w: 235, head: 'Notes' },
    ],
    [
      ['Exterior / paint', rng.pick(['2', '3']), 'Older repaint, minor chips at door edges'],
      ['Body / frame', '2', 'No rust-through found; floors original'],
      ['Interior', rng.pick(['3', '2']), 'Seat covers replaced; dash crack repaired'],
      ['Engine compartment', '3', 'Clean, correct; light oil seepage'],
      ['Undercarriage', '3', 'Surface rust on exhaust hangers'],
    ],
    { size: 8.5, row: 16, grid: true, fillHead: true },
  );
  pb.down(20);
  pb.text(50, 'Overall condition rating:', { size: 10.5, bold: true });
  pb.text(210, rating, { size: 10.5 });
  pb.down(28);
  const values: [string, string, boolean][] = [
    ['Fair market value', `$${en(fmv).replace('.00', '')}`, true],
    ['Replacement cost (comparable, retail)', `$${en(replacement).replace('.00', '')}`, false],
  ];
  for (const [l, v, bold] of values) {
    pb.box(50, pb.y - 13, 495, 20, bold);
    pb.text(56, l, { size: 10, bold });
    pb.text(540, v, { size: 10, bold, align: 'right' });
    pb.down(22);
  }
  pb.down(10);
  pb.text(50, 'Comparable sales considered:', { size: 9, bold: true });
  pb.down(13);
  for (let i = 0; i < 3; i++) {
    const price = Math.round((fmv * (0.85 + rng.next() * 0.35)) / 100) * 100;
    const when = addDays(iso, -rng.int(30, 300));
    pb.text(60, `• ${rng.pick(['Online auction', 'Dealer retail', 'Regional auction', 'Private sale'])}, ${when.slice(5, 7)}/${when.slice(0, 4)}`, {
      size: 8.5,
    });
    pb.text(300, `$${en(price).replace('.00', '')}`, { size: 8.5 });
    pb.down(12);
  }
  pb.down(16);
  para(
    pb,
    50,
    'I have no present or prospective interest in the vehicle. My compensation is not contingent on the value reported. This report is valid only with the appraiser’s signature.',
    495,
    8.5,
  );
  pb.down(24);
  pb.text(60, appraiserName, { size: 15, serif: true });
  rule(pb, 50, pb.y + 5, 220);
  pb.down(15).text(50, `${appraiserName}, Appraiser`, { size: 8.5 });
  return {
    items: pb.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName, appraisalDate: iso, appraisedValue: fmv, conditionNotes: rating },
  };
};
