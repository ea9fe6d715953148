/**
 * Valuations: an Australian insurance valuation and an Ontario fair-market-value appraisal in
 * English; a Dutch taxatierapport, a South Tyrolean Schätzung in lire and a Danish club valuation in German.
 */
import { addDays, date, dayIn, money, page, pair, PEOPLE, serial, VIN_CHARS, whole, type Family } from './kit';

/** Victoria, 2023: a valuation report for agreed-value insurance; inspection before the report, a replacement cost as distractor. */
const victoriaValuation: Family = (rng) => {
  const report = dayIn(rng, 2023);
  const inspected = addDays(report, -rng.int(3, 12));
  const valuer = rng.pick(PEOPLE.au);
  const value = rng.int(30, 180) * 1000;
  const condition = rng.pick(['Excellent', 'Very good', 'Good']);
  return page('en', { documentType: 'appraisal', appraiserName: valuer, appraisedValue: value, appraisalDate: report, conditionNotes: condition }, (p) => {
    p.text(50, 'Yarra Valley Classic Valuations', { size: 15, bold: true });
    p.down(12).text(50, `ABN 22 ${serial(rng, 3)} ${serial(rng, 3)} ${serial(rng, 3)} · Lilydale VIC 3140 · 0412 ${serial(rng, 3)} ${serial(rng, 3)}`, {
      size: 8,
    });
    p.down(34).text(50, 'VALUATION REPORT — AGREED VALUE INSURANCE', { size: 12, bold: true });
    p.text(545, `Report date ${date(report, 'd/m/y')}`, { size: 9, align: 'right' });
    p.down(24);
    const rows: [string, string][] = [
      ['Owner', rng.pick(PEOPLE.au)],
      ['Vehicle', `${rng.int(1955, 1975)} ${rng.pick(['Jaguar E-Type 4.2 Roadster', 'Austin-Healey 3000 Mk III', 'Porsche 912'])}`],
      ['Chassis no.', serial(rng, 10, VIN_CHARS)],
      ['Odometer', `${whole(rng.int(20000, 140000), ',')} miles (unverified)`],
      ['Inspected', `${date(inspected, 'd/m/y')} at owner’s premises`],
      ['Overall condition', condition],
    ];
    for (const [l, v] of rows) {
      pair(p, 56, l, 200, v, { size: 9.5 });
      p.down(15);
    }
    p.down(14);
    p.text(56, 'The vehicle presents well; paint shows minor stone chips to the nose, interior retrimmed in 2011.', { size: 9 });
    p.down(26);
    p.box(50, p.y - 14, 495, 44, true);
    pair(p, 56, 'Recommended agreed value (inc GST)', 539, `$${money(value, 'en')}`, { right: true, bold: true, size: 11 });
    p.down(16);
    pair(p, 56, 'Estimated cost of restoration to this standard', 539, `$${money(value * 2, 'en')}`, { right: true, size: 8.5 });
    p.down(40);
    p.text(56, valuer, { size: 11, serif: true });
    p.down(12).text(56, 'Valuer, Member Institute of Automotive Valuers', { size: 8 });
  });
};

/** Ontario, 1992: a certified appraisal of fair market value (for the transfer tax) with the appraiser's licence number. */
const ontarioAppraisal: Family = (rng) => {
  const day = dayIn(rng, 1992);
  const appraiser = rng.pick(PEOPLE.ca);
  const value = rng.int(6, 40) * 500;
  const condition = rng.pick(['Good', 'Fair', 'Very Good']);
  return page('en', { documentType: 'appraisal', appraiserName: appraiser, appraisedValue: value, appraisalDate: day, conditionNotes: condition }, (p) => {
    p.text(297, 'CERTIFIED APPRAISAL OF FAIR MARKET VALUE', { size: 13, bold: true, align: 'center' });
    p.down(13).text(297, 'for Retail Sales Tax purposes — used motor vehicle', { size: 8.5, align: 'center' });
    p.down(30);
    p.text(50, `Date: ${date(day, 'long-en')}`, { size: 10, serif: true });
    p.down(20);
    p.text(50, `I have this day examined the motor vehicle described below, owned by ${rng.pick(PEOPLE.ca)},`, { size: 10, serif: true });
    p.down(14).text(
      50,
      `${rng.pick(['1967 Pontiac Parisienne', '1970 Plymouth Road Runner', '1964 Studebaker Hawk'])}, serial number ${serial(rng, 13, VIN_CHARS)},`,
      { size: 10, serif: true },
    );
    p.down(14).text(50, `odometer reading ${whole(rng.int(40000, 190000), ',')} miles, and find its general condition to be as stated.`, {
      size: 10,
      serif: true,
    });
    p.down(28);
    pair(p, 60, 'Condition', 220, condition, { size: 10, serif: true });
    p.down(16);
    pair(p, 60, 'Fair market value', 220, `$${money(value, 'en')}`, { size: 10, serif: true, bold: true });
    p.down(16);
    pair(p, 60, 'Wholesale (Red Book)', 220, `$${money(Math.round(value * 0.7), 'en')}`, { size: 10, serif: true });
    p.down(40);
    p.text(50, appraiser, { size: 12, serif: true });
    p.down(13).text(50, `Certified Appraiser, Ontario Registration No. A-${serial(rng, 4)} · Sudbury, Ontario`, { size: 8.5 });
  });
};

/** The Netherlands, 2015: a taxatierapport written in German, Taxwert with grade, Neuwert as a distractor. */
const taxatieGutachten: Family = (rng) => {
  const day = dayIn(rng, 2015);
  const taxateur = rng.pick(PEOPLE.nl);
  const value = rng.int(12, 110) * 500;
  const grade = rng.pick(['2+', '2', '2-', '3+']);
  return page('de', { documentType: 'appraisal', appraiserName: taxateur, appraisedValue: value, appraisalDate: day, conditionNotes: grade }, (p) => {
    p.text(50, 'Taxatiebureau Oldtimers Noord', { size: 14, bold: true });
    p.down(12).text(50, 'Reg. Taxateur VRT · Zuiderdiep 12 · 9611 GE Sappemeer · KvK 0207' + serial(rng, 4), { size: 8 });
    p.down(34).text(50, 'Wertgutachten (Taxatierapport) nach Art. 7:960 BW', { size: 12, bold: true });
    p.down(24);
    const rows: [string, string][] = [
      ['Auftraggeber', rng.pick(PEOPLE.de)],
      ['Fahrzeug', `${rng.pick(['Mercedes-Benz 230 SL', 'Citroën DS 21 Cabriolet', 'BMW 2002 Cabrio'])}, Baujahr ${rng.int(1962, 1975)}`],
      ['Kenteken', `${serial(rng, 2)}-${rng.pick(['HX', 'PT'])}-${serial(rng, 2)}`],
      ['Kilometerstand', `${whole(rng.int(40000, 200000), '.')} km`],
      ['Zustandsnote', grade],
    ];
    for (const [l, v] of rows) {
      pair(p, 56, l, 200, v, { size: 10 });
      p.down(16);
    }
    p.down(16);
    for (const [l, v, b] of [
      ['Neuwert (1972, Listenpreis)', `hfl ${money(rng.int(14, 40) * 1000, 'dash')}`, false],
      ['Taxwert (Marktwert)', `€ ${money(value, 'dash')}`, true],
    ] as const) {
      pair(p, 56, l, 400, v, { right: true, size: 10.5, bold: b });
      p.down(18);
    }
    p.down(20);
    p.text(56, 'Das Gutachten ist 36 Monate gültig für die Versicherung nach Artikel 7:960 BW.', { size: 8.5 });
    p.down(30);
    p.text(56, `Sappemeer, ${date(day, 'd-m-y')}`, { size: 10 });
    p.down(30).text(56, taxateur, { size: 11, serif: true });
    p.down(12).text(56, 'Taxateur, eingetragen im Register VRT', { size: 8 });
  });
};

/** South Tyrol, 2001: a Schätzung in lire with the euro equivalent, condition in words, the signing expert. */
const suedtirolSchaetzung: Family = (rng) => {
  const day = dayIn(rng, 2001);
  const expert = rng.pick(PEOPLE.it);
  const value = rng.int(12, 90) * 1000000;
  const condition = rng.pick(['sehr gut', 'gut', 'restaurierungsbedürftig']);
  return page('de', { documentType: 'appraisal', appraiserName: expert, appraisedValue: value, appraisalDate: day, conditionNotes: condition }, (p) => {
    p.text(297, 'Schätzungsgutachten', { size: 16, serif: true, bold: true, align: 'center' });
    p.down(14).text(297, 'Sachverständiger für historische Fahrzeuge · eingetragen beim Landesgericht Bozen', { size: 8.5, align: 'center' });
    p.down(34);
    p.text(
      60,
      `Fahrzeug: ${rng.pick(['Alfa Romeo Giulietta Spider', 'Fiat 1500 Cabriolet', 'Lancia Appia Zagato'])}, Kennzeichen BZ ${serial(rng, 6)}, Fahrgestell ${serial(rng, 7)}`,
      { size: 10, serif: true },
    );
    p.down(16).text(60, `Eigentümer: ${rng.pick(PEOPLE.de)}`, { size: 10, serif: true });
    p.down(26);
    p.text(60, 'Zustand:', { size: 10, serif: true });
    p.text(160, condition, { size: 10, serif: true });
    p.down(16);
    p.text(60, 'Schätzwert:', { size: 10, serif: true, bold: true });
    p.text(160, `L. ${whole(value, '.')}`, { size: 10, serif: true, bold: true });
    p.text(300, `(€ ${money(Math.round((value / 1936.27) * 100) / 100, 'eu')})`, { size: 9, serif: true });
    p.down(26);
    p.text(60, 'Die Schätzung beruht auf der Besichtigung des Fahrzeugs und auf Vergleichswerten aus dem Markt.', { size: 9, serif: true });
    p.down(36);
    p.text(60, `Meran, am ${date(day, 'roman')}`, { size: 10, serif: true });
    p.down(34).text(350, expert, { size: 12, serif: true });
    p.down(12).text(350, 'Der Sachverständige', { size: 8 });
  });
};

/** Denmark, 1983: a marque club's valuation in German and kroner, Zustand as a grade 1–5, issued by the club's valuer. */
const daenemarkKlub: Family = (rng) => {
  const day = dayIn(rng, 1983);
  const valuer = rng.pick(PEOPLE.sc);
  const value = rng.int(16, 90) * 1000;
  const grade = rng.pick(['2 (gut)', '3 (gebraucht)', '1 (sehr gut)']);
  return page('de', { documentType: 'appraisal', appraiserName: valuer, appraisedValue: value, appraisalDate: day, conditionNotes: grade }, (p) => {
    p.text(50, 'Dansk Veteranbil Klub', { size: 14, bold: true, serif: true });
    p.down(12).text(50, 'Vurderingsudvalget · Postboks 118 · DK-8000 Århus C', { size: 8 });
    p.down(34).text(50, 'Wertbescheinigung', { size: 13, bold: true });
    p.down(12).text(50, '(zur Vorlage bei Versicherung und Zoll in der Bundesrepublik Deutschland)', { size: 8 });
    p.down(26);
    const rows: [string, string][] = [
      ['Mitgliedsnr.', serial(rng, 4)],
      ['Fahrzeug', `${rng.pick(['Volvo PV 444', 'Mercedes 170 V', 'Austin Healey Sprite'])}, Bj. ${rng.int(1947, 1962)}`],
      ['Reg.-Nr.', `${rng.pick(['AB', 'KH', 'TR'])} ${serial(rng, 2)} ${serial(rng, 3)}`],
      ['Zustand', grade],
      ['Wert', `Dkr. ${whole(value, '.')},00`],
    ];
    for (const [l, v] of rows) {
      pair(p, 56, l, 180, v, { size: 10.5 });
      p.down(18);
    }
    p.down(24);
    p.text(56, `Århus, den ${date(day, 'd.m.y')}`, { size: 10 });
    p.down(32).text(56, valuer, { size: 11, serif: true });
    p.down(12).text(56, 'Vertrauensmann des Vurderingsudvalg', { size: 8 });
  });
};

export const APPRAISALS: Family[] = [victoriaValuation, ontarioAppraisal, taxatieGutachten, suedtirolSchaetzung, daenemarkKlub];
