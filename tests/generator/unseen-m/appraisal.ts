/**
 * Valuations out of a shoebox: a faxed Kurzgutachten with a Zustandsnote, a Wertgutachten's summary
 * page under the expert's covering letter with an Eingangsstempel, a faxed US appraisal letter, a
 * British club valuation under its covering letter, a US appraisal annotated by the insurer's clerk.
 */
import {
  addDays,
  CLASSICS_DE,
  CLASSICS_EN,
  DE_TOWNS,
  dePerson,
  dePlate,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  note,
  num,
  page,
  phoneDe,
  phoneUk,
  phoneUs,
  price,
  stamp,
  UK_PLACES,
  US_PLACES,
  vin,
  type Family,
} from './kit';

const DE_GRADES: [string, string][] = [
  ['1', 'makelloser Zustand'],
  ['2', 'guter Zustand'],
  ['3', 'gebrauchter Zustand'],
  ['2-', 'guter Zustand mit leichten Gebrauchsspuren'],
];

/** A faxed Kurzgutachten: Marktwert and Wiederbeschaffungswert side by side, Zustandsnote, inspection date. */
export const faxedKurzgutachten: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const expert = `Dipl.-Ing. ${dePerson(rng)}`;
  const date = rng.date(2000, 2025);
  const seen = addDays(date, -rng.int(2, 14));
  const faxed = addDays(date, rng.int(0, 5));
  const market = rng.int(80, 900) * 10000;
  const replacement = market + rng.int(5, 60) * 10000;
  const [grade, words] = rng.pick(DE_GRADES);
  const p = page();
  faxHeader(p, rng, faxed, `Sachverständigenbüro ${expert.split(' ').pop()}`, phoneDe(rng, town), 'de');
  p.text(40, expert, { y: 56, size: 13, bold: true });
  p.text(40, `Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · ${town.name} · ${phoneDe(rng, town)}`, { y: 69, size: 8 });
  p.text(40, 'Kurzgutachten', { y: 108, size: 15, bold: true });
  p.text(555, `Gutachten-Nr. ${date.slice(0, 4)}/${digits(rng, 4)}`, { y: 108, size: 9, align: 'right' });
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(CLASSICS_DE)],
    ['Kennzeichen', dePlate(rng, town, true)],
    ['FIN', vin(rng)],
    ['Besichtigung', fmt(seen, 'de')],
    ['Laufleistung', `${rng.int(40, 250)}.${digits(rng, 3)} km (abgelesen)`],
    ['Zustandsnote', `${grade} (${words})`],
  ];
  rows.forEach(([k, v], i) => {
    p.text(40, k, { y: 136 + i * 16, size: 9 });
    p.text(180, v, { y: 136 + i * 16, size: 10 });
  });
  p.box(40, 250, 255, 50);
  p.box(300, 250, 255, 50);
  p.text(46, 'Marktwert', { y: 264, size: 8 });
  p.text(46, `${money(market, 'de')} €`, { y: 288, size: 14, bold: true });
  p.text(306, 'Wiederbeschaffungswert', { y: 264, size: 8 });
  p.text(306, `${money(replacement, 'de')} €`, { y: 288, size: 14, bold: true });
  p.text(40, `${town.name}, ${fmt(date, 'de')}`, { y: 340, size: 10 });
  p.text(40, expert, { y: 354, size: 9 });
  note(p, 60, 400, 'für Versicherung – Wert vereinbart');
  return gen(p, 'de', {
    documentType: 'appraisal',
    appraiserName: expert,
    appraisedValue: num(market),
    appraisalDate: date,
    conditionNotes: `${grade} (${words})`,
  });
};

/** A Wertgutachten summary under the expert's covering letter, stamped on arrival at the owner's club. */
export const wertgutachtenWithLetter: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const expert = dePerson(rng);
  const date = rng.date(1990, 2025);
  const letter = addDays(date, rng.int(1, 7));
  const value = rng.int(60, 600) * 10000;
  const p = page();
  p.text(555, `Kfz-Sachverständigenbüro ${expert}`, { y: 46, size: 12, bold: true, align: 'right' });
  p.text(555, `${town.zip} ${town.name}`, { y: 58, size: 8, align: 'right' });
  const owner = dePerson(rng);
  p.text(40, `Herrn ${owner}`, { y: 90 });
  p.text(555, fmt(letter, 'deLong'), { y: 90, align: 'right' });
  p.text(40, `Sehr geehrter Herr ${owner.split(' ')[1]}, anbei erhalten Sie das Wertgutachten zu Ihrem Fahrzeug. Unsere Rechnung`, { y: 114, size: 8.5 });
  p.text(40, `über ${money(price(rng, 18000, 45000, 100), 'de')} € liegt bei. Mit freundlichen Grüßen`, { y: 127, size: 8.5 });
  p.box(30, 140, 535, 0.1);
  p.text(40, 'Wertgutachten', { y: 168, size: 14, bold: true });
  p.text(40, `Auftrags-Nr. ${digits(rng, 5)} · erstellt am ${fmt(date, 'de')}`, { y: 184, size: 9 });
  p.text(40, `${rng.pick(CLASSICS_DE)} · Baujahr ${rng.int(1960, 1990)} · Neupreis ${money(price(rng, 1500000, 6000000, 10000), 'de')} DM`, {
    y: 200,
    size: 9,
  });
  const parts: [string, string][] = [
    ['Karosserie', '2'],
    ['Lack', '3'],
    ['Motor', '2'],
    ['Innenraum', '2'],
  ];
  parts.forEach(([k, v], i) => {
    p.box(40 + i * 100, 214, 100, 34);
    p.text(44 + i * 100, k, { y: 226, size: 7 });
    p.text(44 + i * 100, v, { y: 242, size: 11 });
  });
  const grade = rng.pick(['2', '2-3', '3+']);
  p.text(40, `Gesamtzustand: Note ${grade}`, { y: 272, size: 10, bold: true });
  p.text(40, 'Ermittelter Wert (Marktwert, inkl. MwSt.)', { y: 300, size: 9 });
  p.text(555, `${money(value, 'de')} EUR`, { y: 300, size: 12, bold: true, align: 'right' });
  p.text(40, `Der Sachverständige: ${expert}`, { y: 340, size: 9 });
  stamp(p, 340, 370, ['ADAC-Ortsclub ' + town.name, `Eingang ${fmt(addDays(letter, rng.int(3, 20)), 'de')}`], 9);
  note(p, 60, 420, 'Kopie an Versicherung');
  return gen(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisedValue: num(value), appraisalDate: date, conditionNotes: `Note ${grade}` });
};

/** A faxed US appraisal letter: the value in a sentence, a condition rating, comparables' prices. */
export const usFaxedAppraisalLetter: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const appraiser = enPerson(rng);
  const date = rng.date(1995, 2025);
  const faxed = addDays(date, rng.int(0, 10));
  const value = rng.int(150, 1200) * 10000;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+ Excellent']);
  const p = page();
  faxHeader(p, rng, faxed, `${appraiser} Appraisals`, phoneUs(rng, place), 'en');
  p.text(40, `${appraiser}, ASA`, { y: 58, size: 14, bold: true });
  p.text(40, `Certified Vehicle Appraiser · ${place.town}, ${place.region} ${place.zip}`, { y: 71, size: 8 });
  p.text(555, fmt(date, 'usLong'), { y: 100, align: 'right' });
  p.text(40, 'To whom it may concern:', { y: 124, size: 10 });
  const car = `${rng.int(1955, 1975)} ${rng.pick(CLASSICS_EN)}`;
  [
    `At the owner's request I inspected the ${car}, VIN ${vin(rng)}, on ${fmt(addDays(date, -rng.int(1, 9)), 'us')}.`,
    `Comparable sales: $${money(value - rng.int(5, 40) * 10000, 'en')} (${rng.pick(['Mecum', 'Barrett-Jackson'])}), $${money(value + rng.int(5, 40) * 10000, 'en')} (private).`,
    `Condition: ${cond}.`,
    `In my opinion the fair market value of this vehicle is $${money(value, 'en')}.`,
  ].forEach((t, i) => p.text(40, t, { y: 146 + i * 16, size: 10, serif: true }));
  p.text(40, 'Sincerely,', { y: 230, size: 10, serif: true });
  note(p, 40, 252, appraiser, 13);
  p.text(40, `${appraiser} — Appraisal fee $${rng.int(150, 450)} paid`, { y: 268, size: 8 });
  return gen(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisedValue: num(value), appraisalDate: date, conditionNotes: cond });
};

/** A British club's valuation certificate under its covering letter (the letter has its own date). */
export const ukClubValuation: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const valuer = enPerson(rng);
  const club = `${rng.pick(['Triumph Sports Six', 'MG Owners', 'Jaguar Enthusiasts'])} Club`;
  const date = rng.date(2000, 2025);
  const letter = addDays(date, rng.int(1, 10));
  const value = rng.int(80, 900) * 10000;
  const cond = rng.pick(['Very good', 'Good', 'Excellent']);
  const p = page();
  p.text(297, club, { y: 46, size: 14, bold: true, align: 'center' });
  p.text(297, `Valuation Service · ${place.town} · ${phoneUk(rng, place)}`, { y: 58, size: 8, align: 'center' });
  p.text(40, `Dear member (No. ${digits(rng, 5)}),`, { y: 90, size: 9 });
  p.text(40, `Please find enclosed the valuation certificate for your car, for your insurer. Fee of £${rng.int(20, 60)} received with thanks.`, {
    y: 104,
    size: 8.5,
  });
  p.text(40, `Membership Secretary, ${fmt(letter, 'uk')}`, { y: 118, size: 8.5 });
  p.box(30, 130, 535, 0.1);
  p.text(297, 'VALUATION CERTIFICATE', { y: 160, size: 13, bold: true, align: 'center' });
  const rows: [string, string][] = [
    ['Vehicle', rng.pick(CLASSICS_EN)],
    ['Registration', `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)}`],
    ['Overall condition', cond],
    ['Valuation', `£${money(value, 'en')}`],
    ['Valuer', valuer],
    ['Date of valuation', fmt(date, 'ukLong')],
  ];
  rows.forEach(([k, v], i) => {
    p.box(80, 178 + i * 26, 435, 26);
    p.text(86, k, { y: 195 + i * 26, size: 9 });
    p.text(260, v, { y: 195 + i * 26, size: 10.5, bold: k === 'Valuation' });
  });
  p.text(80, 'This valuation is valid for two years for agreed-value insurance purposes.', { y: 350, size: 8 });
  note(p, 80, 400, 'sent to insurer');
  return gen(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisedValue: num(value), appraisalDate: date, conditionNotes: cond });
};

/** A US appraisal form annotated at the insurer: RECEIVED stamp, a circled value, a clerk's note. */
export const usAnnotatedAppraisal: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const appraiser = enPerson(rng);
  const date = rng.date(2005, 2026);
  const value = rng.int(200, 1500) * 10000;
  const cond = rng.pick(['Driver', 'Show', 'Excellent']);
  const p = page();
  stamp(p, 400, 24, ['RECEIVED', fmt(addDays(date, rng.int(4, 20)), 'us'), 'UNDERWRITING'], 8);
  p.text(40, `${rng.pick(['Keystone', 'Frontier', 'Heritage'])} Classic Appraisals`, { y: 56, size: 14, bold: true });
  p.text(40, `${place.town}, ${place.region}`, { y: 69, size: 8 });
  p.text(40, 'VEHICLE APPRAISAL REPORT', { y: 110, size: 12, bold: true });
  const rows: [string, string][] = [
    ['Report date', fmt(date, 'us')],
    ['Appraiser', appraiser],
    ['Vehicle', `${rng.int(1955, 1975)} ${rng.pick(CLASSICS_EN)}`],
    ['Odometer', `${rng.int(10000, 99999)} mi`],
    ['Condition class', cond],
    ['Stated value (owner)', `$${money(value + rng.int(5, 30) * 10000, 'en')}`],
    ['Appraised value', `$${money(value, 'en')}`],
  ];
  rows.forEach(([k, v], i) => {
    p.text(40, k, { y: 134 + i * 18, size: 9.5 });
    p.text(220, v, { y: 134 + i * 18, size: 10.5 });
  });
  p.box(212, 134 + 6 * 18 - 13, 100, 19);
  note(p, 340, 134 + 6 * 18, `OK for agreed value — ${rng.pick(['jm', 'kt', 'rb'])}`);
  note(p, 40, 300, `policy ${letters(rng, 2)}${digits(rng, 6)} eff. ${fmt(addDays(date, rng.int(10, 40)), 'us2')}`, 10);
  return gen(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisedValue: num(value), appraisalDate: date, conditionNotes: cond });
};

export const APPRAISAL_DE: Family[] = [faxedKurzgutachten, wertgutachtenWithLetter];
export const APPRAISAL_EN: Family[] = [usFaxedAppraisalLetter, ukClubValuation, usAnnotatedAppraisal];
