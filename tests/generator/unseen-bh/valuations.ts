/**
 * Valuations: a Kurzgutachten with a Zustandsnote, a longer Wertgutachten with grades per group and the price in
 * words, a US certified appraisal, a UK club valuation letter.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, para, row, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CITIES_UK,
  CITIES_US,
  FIRST_EN,
  LAST_EN,
  NACHNAMEN,
  ORTE,
  VORNAMEN,
  buildYear,
  digits,
  fmtInt,
  kmStand,
  personDE,
  personEN,
  pickCar,
  plateDE,
  plateUK,
  postcodeUK,
  streetDE,
  streetEN,
} from './kit';
import { inWorten } from './sales';

const GRADES = ['1', '1-', '2+', '2', '2-', '3+', '3', '3-', '4'];

/** A Kurzgutachten: one page, a Zustandsnote and the Marktwert, signed by the Sachverständiger. */
export function kurzgutachten(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1996, built + 20), 2026);
  const [ort, plz, code] = rng.pick(ORTE);
  const expert = `${rng.pick(VORNAMEN)} ${rng.pick(NACHNAMEN)}`;
  const office = `Kfz-Sachverständigenbüro ${expert.split(' ')[1]}`;
  const grade = rng.pick(GRADES.slice(1, 7));
  const value = rng.int(10, 120) * 500;
  const cur = yearOf(date) < 2002 ? 'DM' : 'EUR';
  const km = kmStand(rng, yearOf(date), built);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, office, { size: 13, bold: true });
  p.down(13).text(50, `${streetDE(rng)} · ${plz} ${ort} · Bewertung von Oldtimern und Youngtimern`, { size: 8.5 });
  p.down(36).text(297, 'Kurzgutachten', { size: 16, bold: true, align: 'center' });
  p.down(15).text(297, `Nr. ${yearOf(date)}/${rng.int(100, 999)} · Besichtigung am ${fd(addDays(date, -rng.int(0, 6)), 'de')} in ${ort}`, {
    size: 9,
    align: 'center',
  });
  p.down(26);
  const rows: [string, string][] = [
    ['Auftraggeber', personDE(rng)],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Fahrzeug-Ident.-Nr.', car.vin(rng, built)],
    ['Amtl. Kennzeichen', plateDE(rng, code, true)],
    ['Baujahr / EZ', `${built}`],
    ['abgelesener km-Stand', fmtInt(km, '.')],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5 }).text(210, v, { size: 10 });
    p.down(15);
  }
  p.down(10).text(60, 'Befund', { size: 10.5, bold: true });
  p.down(15);
  para(
    p,
    60,
    rng.pick([
      'Karosserie überwiegend original, fachgerecht instandgesetzte Schweißstellen an den Schwellern. Lack mit leichten Gebrauchsspuren. Motor läuft ruhig, keine Undichtigkeiten. Innenraum gepflegt, Fahrersitz mit geringen Sitzspuren.',
      'Fahrzeug in weitgehend originalem Zustand, Lack teilweise nachlackiert. Unterboden konserviert, geringe Korrosion an den Wagenheberaufnahmen. Technik funktionsfähig, Probefahrt ohne Beanstandung.',
      'Restauriertes Fahrzeug mit Fotodokumentation. Spaltmaße gleichmäßig, Chromteile neuwertig. Motor und Getriebe überholt lt. Rechnungen. Innenausstattung neu bezogen.',
    ]),
    95,
    { size: 9.5, step: 13 },
  );
  p.down(12);
  p.box(60, p.y - 12, 475, 52, true);
  p.text(70, `Zustandsnote: ${grade}`, { size: 12, bold: true });
  p.text(525, '(Skala 1 bis 5)', { size: 8, align: 'right' });
  p.down(24).text(70, `Marktwert: ${fmtInt(value, '.')},00 ${cur}`, { size: 12, bold: true });
  p.down(30);
  para(
    p,
    60,
    `Der Marktwert ist der Betrag, der am Bewertungsstichtag für das Fahrzeug im gewöhnlichen Geschäftsverkehr zu erzielen wäre. Das Kurzgutachten ersetzt kein vollständiges Wertgutachten.`,
    100,
    { size: 8.5, step: 11 },
  );
  p.down(26).text(60, `${ort}, ${fd(date, 'de')}`, { size: 10 });
  hline(p, 330, 200, p.y + 4);
  p.down(16).text(430, expert, { size: 10, align: 'center' });
  p.down(12).text(430, 'Kfz-Sachverständiger', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A longer Wertgutachten: grades per group, an overall note and the Wiederbeschaffungswert. */
export function wertgutachten(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1992, built + 15), 2026);
  const [ort, plz] = rng.pick(ORTE);
  const expert = `${rng.pick(['Dipl.-Ing. ', 'Ing. ', ''])}${rng.pick(VORNAMEN)} ${rng.pick(NACHNAMEN)}`;
  const firm = `Ingenieurbüro für Fahrzeugtechnik ${expert.split(' ').slice(-1)[0]}`;
  const cur = yearOf(date) < 2002 ? 'DM' : 'EUR';
  const gi = rng.int(1, 6);
  const overall = GRADES[gi];
  const groups = ['Karosserie', 'Lack', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Elektrik', 'Innenraum'];
  const value = rng.int(12, 150) * 500;
  const p = new PageBuilder();
  p.y = 54;
  p.text(297, firm, { size: 12, bold: true, align: 'center', serif: true });
  p.down(12).text(297, `${streetDE(rng)} · ${plz} ${ort} · öffentlich bestellt und vereidigt für Kfz-Schäden und -Bewertung`, { size: 7.5, align: 'center' });
  p.down(34).text(297, 'W E R T G U T A C H T E N', { size: 15, bold: true, align: 'center', serif: true });
  p.down(15).text(297, `Gutachten-Nr. ${rng.int(1000, 9999)}/${String(yearOf(date)).slice(2)} vom ${fd(date, 'de')}`, { size: 9.5, align: 'center' });
  p.down(24).text(50, '1. Auftrag', { size: 10.5, bold: true, serif: true });
  p.down(14);
  para(
    p,
    60,
    `Im Auftrag von ${personDE(rng)} war der Wiederbeschaffungswert des nachstehenden Fahrzeugs zur Vorlage bei der Versicherung (Oldtimer-Tarif, vereinbarter Wert) zu ermitteln.`,
    100,
    { size: 9.5, serif: true, step: 12.5 },
  );
  p.down(6).text(50, '2. Fahrzeug', { size: 10.5, bold: true, serif: true });
  p.down(14).text(60, `${car.make} ${car.model}, Baujahr ${built}, FIN ${car.vin(rng, built)}, ${car.kw} kW, ${fmtInt(car.ccm, '.')} cm³`, {
    size: 9.5,
    serif: true,
  });
  p.down(13).text(60, `Neupreis ${built}: DM ${fmtInt(rng.int(18, 80) * 500, '.')},–   (nur zur Information)`, { size: 9.5, serif: true });
  p.down(20).text(50, '3. Zustand (Noten nach Classic-Data-Schema 1–5)', { size: 10.5, bold: true, serif: true });
  const cols: Col[] = [{ x: 60 }, { x: 230 }];
  for (const g of groups) {
    const gg = GRADES[Math.max(0, Math.min(8, gi + rng.int(-1, 1)))];
    p.down(14);
    row(p, cols, [g, gg], { size: 9.5, serif: true });
  }
  p.down(18);
  row(p, cols, ['Gesamtnote', overall], { size: 10.5, bold: true, serif: true });
  p.down(24).text(50, '4. Wertermittlung', { size: 10.5, bold: true, serif: true });
  p.down(14);
  para(
    p,
    60,
    `Unter Berücksichtigung des Zustandes, der Originalität, der Laufleistung sowie der aktuellen Marktbeobachtung (Auktionsergebnisse, Händlerangebote) wird der Wiederbeschaffungswert ermittelt zu:`,
    100,
    { size: 9.5, serif: true, step: 12.5 },
  );
  p.down(8).box(150, p.y - 14, 295, 24, true);
  p.text(297, `${fmtInt(value, '.')},– ${cur}`, { size: 14, bold: true, align: 'center', serif: true });
  p.down(20).text(297, `(in Worten: ${inWorten(value)} ${cur === 'DM' ? 'Deutsche Mark' : 'Euro'})`, { size: 9, align: 'center', serif: true });
  p.down(34).text(50, `${ort}, den ${fd(date, 'de')}`, { size: 10, serif: true });
  hline(p, 330, 200, p.y + 4);
  p.down(16).text(430, expert, { size: 10, align: 'center', serif: true });
  p.down(12).text(430, 'Sachverständiger', { size: 8.5, align: 'center', serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: overall });
}

/** A US certified appraisal: condition class, agreed value for insurance, signed with credentials. */
export function usAppraisal(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1995, built + 18), 2026);
  const [city, st, zip] = rng.pick(CITIES_US);
  const appraiser = `${rng.pick(FIRST_EN)} ${rng.pick(['A.', 'J.', 'R.', 'M.', ''])} ${rng.pick(LAST_EN)}`.replace('  ', ' ');
  const firm = `${rng.pick(['Classic', 'Collector', 'Heritage'])} Auto Appraisals`;
  const cond = rng.pick(['#1 Concours', '#2 Excellent', '#3 Good', '#4 Fair']);
  const value = rng.int(8, 120) * 500;
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, firm, { size: 14, bold: true });
  p.down(13).text(50, `${streetEN(rng)}, ${city}, ${st} ${zip}`, { size: 8.5 });
  p.down(34).text(297, 'CERTIFIED VEHICLE APPRAISAL', { size: 14, bold: true, align: 'center' });
  p.down(16).text(297, `Report date: ${fd(date, 'uslong')}   ·   File ${rng.int(1000, 9999)}`, { size: 9, align: 'center' });
  p.down(26);
  const rows: [string, string][] = [
    ['Owner', personEN(rng)],
    ['Vehicle', `${built} ${car.make} ${car.model}`],
    ['VIN', car.vin(rng, built)],
    ['Odometer', `${fmtInt(Math.round(kmStand(rng, yearOf(date), built) * 0.62), ',')} (${rng.pick(['actual', 'TMU'])})`],
    ['Inspection date', fd(addDays(date, -rng.int(1, 10)), 'us')],
    ['Purpose', rng.pick(['Agreed value insurance', 'Estate valuation', 'Pre-purchase inspection'])],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5, bold: true }).text(180, v, { size: 10 });
    p.down(15);
  }
  p.down(10).text(60, 'Findings', { size: 10.5, bold: true });
  p.down(15);
  para(
    p,
    60,
    rng.pick([
      'Paint is an older quality respray in the original color with minor chips. Panel gaps are even. Interior is original and shows light wear. Engine bay is clean and correct. Undercarriage solid with no rust-through.',
      'Body-off restoration documented with receipts and photographs. Chrome and trim replated. Numbers-matching drivetrain. Minor paint blemish on the rear bumper.',
      'Driver-quality car. Surface rust on the lower doors, worn seat bolster, dash cracked. Runs and drives well; brakes pull slightly left.',
    ]),
    95,
    { size: 9.5, step: 13 },
  );
  p.down(10);
  p.box(60, p.y - 12, 475, 48, true);
  p.text(70, `Condition rating: ${cond}`, { size: 11, bold: true });
  p.down(22).text(70, `Appraised value: $${fmtInt(value, ',')}`, { size: 11, bold: true });
  p.down(34);
  para(
    p,
    60,
    'Value is based on the vehicle\u2019s condition at inspection and on recent comparable sales (auction results and private sales). The appraiser has no interest in the vehicle.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(30);
  hline(p, 60, 220, p.y);
  p.down(14).text(60, appraiser, { size: 10 });
  p.down(12).text(60, rng.pick(['Accredited Senior Appraiser', 'Certified Master Appraiser', 'IAAA Member']), { size: 8.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A UK club valuation letter for agreed-value insurance: condition in a word, a value, the officer's signature. */
export function ukValuation(rng: Random): Generated {
  const car = pickCar(rng);
  const built = buildYear(rng, car);
  const date = rng.date(Math.max(1995, built + 18), 2026);
  const [town, area] = rng.pick(CITIES_UK);
  const officer = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const club = rng.pick([
    'The Mercedes-Benz Club',
    'Porsche Club Great Britain',
    'VW Owners’ Club (GB)',
    'BMW Car Club GB',
    'Capri Club International',
    'Manta Club GB',
  ]);
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Fair']);
  const value = rng.int(6, 70) * 500;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, club, { size: 14, bold: true, align: 'center', serif: true });
  p.down(14).text(297, 'Valuation Service', { size: 10, align: 'center', serif: true });
  p.down(40).text(60, `${personEN(rng)}`, { size: 10.5, serif: true });
  p.down(13).text(60, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)}`, { size: 10.5, serif: true });
  p.down(28).text(60, fd(date, 'uklong'), { size: 10.5, serif: true });
  p.down(28).text(60, `Re: ${built} ${car.make} ${car.model}, registration ${plateUK(rng, built)}, chassis ${car.vin(rng, built)}`, {
    size: 10.5,
    bold: true,
    serif: true,
  });
  p.down(24);
  para(p, 60, `Dear ${rng.pick(['Mr', 'Mrs', 'Ms'])} ${rng.pick(LAST_EN)},`, 90, { size: 10.5, serif: true, step: 15 });
  p.down(6);
  para(
    p,
    60,
    `Further to my inspection of the above vehicle on ${fd(addDays(date, -rng.int(2, 14)), 'uklong')}, and having examined the photographs and history file you supplied, I can confirm that I would describe its overall condition as:`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(4).text(297, cond, { size: 13, bold: true, align: 'center', serif: true });
  p.down(24);
  para(
    p,
    60,
    `On that basis, and taking into account recent sales of comparable cars, I would value the car at £${fmtInt(value, ',')} for agreed value insurance purposes. This valuation is valid for twelve months from the date of this letter.`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(10);
  para(p, 60, `Member no. ${digits(rng, 5)}. Valuation fee of £${rng.pick([15, 20, 25, 30])} received with thanks.`, 90, { size: 10.5, serif: true, step: 15 });
  p.down(20).text(60, 'Yours sincerely,', { size: 10.5, serif: true });
  p.down(40).text(60, officer, { size: 10.5, serif: true });
  p.down(13).text(60, 'Club Valuation Officer', { size: 9.5, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: officer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
