/** Valuations: a § 23 Oldtimer-Gutachten with a Zustandsnote (2010), a Classic-Data-style Wertgutachten with
 * grades per Baugruppe (2021), a DEKRA-style Kurzbewertung in DM (1995); a US appraiser's letter (2013) and a UK
 * agreed-value certificate (2020). */
import { de, en, dDe, dDeLong, dEnLong, dUk, addDays, doc, page, digits, rule, whole, type Family } from './kit';

const appraisal = (appraiserName: string, appraisedValue: number, appraisalDate: string, conditionNotes?: string) => ({
  documentType: 'appraisal',
  appraiserName,
  appraisedValue,
  appraisalDate,
  ...(conditionNotes ? { conditionNotes } : {}),
});

/** 2010: § 23 Gutachten with a valuation part; the 1973 list price is printed too; the inspection precedes the report. */
const oldtimerGutachten10: Family = (rng) => {
  const p = page();
  const insp = `2010-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(5, 20)).padStart(2, '0')}`;
  const date = addDays(insp, rng.int(2, 6));
  const name = 'Dipl.-Ing. Hartmut Völkel';
  const value = rng.int(18, 34) * 1000;
  p.text(50, 'Technische Prüfstelle · Amtlich anerkannter Sachverständiger', { y: 55, size: 9 });
  p.text(50, 'Gutachten nach § 23 StVZO mit Wertermittlung', { y: 78, size: 14, bold: true });
  p.text(50, `Gutachten-Nr. 23-${digits(rng, 6)}     Datum des Gutachtens: ${dDe(date)}     Besichtigung am: ${dDe(insp)}`, { y: 96, size: 8 });
  const rows: [string, string][] = [
    ['Fahrzeug', 'BMW 2002 tii, Erstzulassung 03/1973'],
    ['FIN', `27${digits(rng, 5)}`],
    ['Kennzeichen', 'N-KB 202H'],
    ['Neupreis 1973', 'DM 15.990,–'],
    ['Laufleistung (abgelesen)', `${whole(rng.int(100, 200) * 1000)} km`],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 130 + i * 15, size: 9 });
    p.text(200, v, { y: 130 + i * 15, size: 10 });
  });
  p.text(50, 'Befund', { y: 225, size: 11, bold: true });
  const notes = 'Zustandsnote 2-: guter Originalzustand, Lack teilweise nachlackiert';
  [
    'Karosserie ohne Durchrostungen, Unterboden konserviert.',
    'Technik funktionsfähig, keine Ölverluste.',
    'Das Fahrzeug entspricht den Anforderungen an ein Oldtimerfahrzeug (kulturhistorisches Kraftfahrzeuggut).',
  ].forEach((l, i) => p.text(60, l, { y: 242 + i * 14, size: 9 }));
  p.text(50, notes, { y: 300, size: 10, bold: true });
  p.box(50, 320, 495, 40, true);
  p.text(60, 'Wiederbeschaffungswert (Versicherungswert)', { y: 345, size: 11, bold: true });
  p.text(535, `${de(value)} €`, { y: 345, size: 13, bold: true, align: 'right' });
  p.text(50, 'Der Sachverständige', { y: 410, size: 9 });
  p.text(50, 'H. Völkel', { y: 438, size: 14, serif: true });
  p.text(50, name, { y: 455, size: 9 });
  return doc(p, 'de', appraisal(name, value, date, notes));
};

/** 2021: grades per Baugruppe in a table, market value and restoration cost estimate. */
const wertgutachten21: Family = (rng) => {
  const p = page();
  const date = `2021-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const name = 'Sabine Rautenberg';
  const value = rng.int(70, 120) * 1000;
  p.text(297, 'W E R T G U T A C H T E N', { y: 60, size: 16, bold: true, align: 'center' });
  p.text(297, 'Kfz-Sachverständigenbüro Rautenberg · Classic-Bewertung nach Zustandsnoten 1–5', { y: 76, size: 8, align: 'center' });
  p.text(50, `Auftraggeber: Anna Brenneke · Fahrzeug: Porsche 911 SC Targa (1981) · WI-KB 911H`, { y: 110, size: 9 });
  p.text(50, `Stichtag der Bewertung: ${dDe(date)}`, { y: 124, size: 9 });
  let y = 155;
  ['Baugruppe', 'Note', 'Bemerkung'].forEach((h, i) => p.text([50, 200, 250][i], h, { y, size: 9, bold: true }));
  rule(p, 50, y + 4, 495);
  y += 18;
  const grades: [string, string, string][] = [
    ['Karosserie', '2', 'Schweller links instand gesetzt 2008'],
    ['Lack', '2-', 'Neulackierung, leichte Polierspuren'],
    ['Motor / Antrieb', '2', 'revidiert, Belege vorhanden'],
    ['Innenraum', '3', 'Sitzwangen Fahrerseite abgenutzt'],
    ['Fahrwerk', '2', ''],
  ];
  for (const [a, b, c] of grades) {
    p.text(50, a, { y, size: 9 });
    p.text(200, b, { y, size: 9, bold: true });
    p.text(250, c, { y, size: 9 });
    y += 15;
  }
  rule(p, 50, y - 6, 495);
  p.text(50, 'Gesamtzustandsnote', { y: y + 8, size: 10, bold: true });
  p.text(200, '2', { y: y + 8, size: 10, bold: true });
  y += 40;
  p.text(50, 'Marktwert', { y, size: 11, bold: true });
  p.text(300, `${whole(value)},– €`, { y, size: 12, bold: true, align: 'right' });
  p.text(50, 'Wiederherstellungskosten bis Note 1 (Schätzung)', { y: y + 18, size: 9 });
  p.text(300, `${whole(rng.int(15, 40) * 1000)},– €`, { y: y + 18, size: 9, align: 'right' });
  p.text(50, `Wiesbaden, ${dDeLong(addDays(date, 3))}`, { y: y + 60, size: 9 });
  p.text(50, 'S. Rautenberg', { y: y + 88, size: 14, serif: true });
  p.text(50, `${name}, öffentlich bestellte und vereidigte Sachverständige`, { y: y + 104, size: 8 });
  return doc(p, 'de', appraisal(name, value, addDays(date, 3), 'Gesamtzustandsnote 2'));
};

/** 1995: short valuation in DM, a Zeitwert, no grade. */
const kurzbewertung95: Family = (rng) => {
  const p = page();
  const date = `1995-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const name = 'Ing. (grad.) Friedhelm Stüber';
  const value = rng.int(9, 18) * 500;
  p.box(40, 40, 515, 320);
  p.text(60, 'Kurzbewertung', { y: 70, size: 15, bold: true });
  p.text(535, `Auftrag ${digits(rng, 4)}/95`, { y: 70, size: 9, align: 'right' });
  p.text(60, 'Sachverständigen-Außenstelle Duisburg-Nord', { y: 86, size: 8 });
  const rows: [string, string][] = [
    ['Fahrzeug', 'VW 1302 (Käfer), EZ 06/1971, DU-KB 1302'],
    ['Tachostand', `${whole(rng.int(60, 99) * 1000 + rng.int(0, 999))} km`],
    ['Besichtigungsort', 'beim Halter'],
    ['Reparaturkosten (Vorschaden)', 'DM 1.240,–'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(60, k, { y: 120 + i * 16, size: 9 });
    p.text(230, v, { y: 120 + i * 16, size: 10 });
  });
  p.text(60, 'Zeitwert', { y: 210, size: 12, bold: true });
  p.text(230, `DM ${de(value)}`, { y: 210, size: 12, bold: true });
  p.text(60, `Duisburg, ${dDe(date)}`, { y: 270, size: 9 });
  p.text(330, 'F. Stüber', { y: 270, size: 14, serif: true });
  p.text(330, name, { y: 286, size: 8 });
  return doc(p, 'de', appraisal(name, value, date));
};

/** 2013 US appraiser's letter: the value in a sentence, a condition class, the appraiser signs below. */
const appraiserLetter13: Family = (rng) => {
  const p = page();
  const date = `2013-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const name = 'Thomas E. Garrity';
  const value = rng.int(30, 55) * 1000 + rng.pick([0, 500]);
  p.text(50, 'GARRITY VALUATION SERVICES', { y: 58, size: 13, bold: true });
  p.text(50, 'Collector vehicle appraisals for insurance, estates and litigation · Madison, WI', { y: 72, size: 8 });
  p.text(50, dEnLong(date), { y: 110, size: 10, serif: true });
  p.text(50, 'Ms. Anna Brenneke, 907 Elm St, Hudson WI 54016', { y: 130, size: 10, serif: true });
  p.text(50, 'Re: 1966 Ford Mustang GT hardtop, VIN 6F07A' + digits(rng, 6), { y: 160, size: 10, bold: true, serif: true });
  const body = [
    `At your request I inspected the above vehicle on ${dEnLong(addDays(date, -9))} at your residence.`,
    'The car has been restored to a high standard; floors, suspension and wiring are new.',
    'Condition: #2 Excellent. Minor paint imperfections on the hood.',
    'Comparable sales considered: $34,100 (Mecum, 2012), $41,800 (private, 2013).',
    '',
    `It is my opinion that the fair market value of this vehicle is $${en(value)}.`,
    '',
    'This appraisal is valid for insurance purposes for twelve months.',
  ];
  body.forEach((l, i) => p.text(50, l, { y: 190 + i * 16, size: 10, serif: true }));
  p.text(50, 'Respectfully,', { y: 340, size: 10, serif: true });
  p.text(50, 'Thomas E. Garrity', { y: 370, size: 14, serif: true });
  p.text(50, `${name}, ASA — Accredited Senior Appraiser No. ${digits(rng, 5)}`, { y: 388, size: 8 });
  return doc(p, 'en', appraisal(name, value, date, '#2 Excellent'));
};

/** 2020 UK agreed-value certificate: value in a box, condition as a word, valuer signs at the foot. */
const agreedValueCert20: Family = (rng) => {
  const p = page();
  const date = `2020-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const name = 'Graham Leckie';
  const value = rng.int(60, 110) * 500;
  p.text(297, 'Agreed Value Valuation Certificate', { y: 62, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, 'Issued for the purposes of insurance by an approved club valuer', { y: 78, size: 8, align: 'center' });
  const rows: [string, string][] = [
    ['Owner', 'Mr Peter Brenneke'],
    ['Vehicle', 'Triumph TR6 PI (1974)'],
    ['Registration', `${rng.pick(['NVW', 'PEV', 'TAR'])} ${rng.int(100, 999)}M`],
    ['Commission no.', `CR${digits(rng, 4)}O`],
    ['Overall condition', 'Good'],
    ['Photographs enclosed', '12'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(80, k, { y: 120 + i * 18, size: 10 });
    p.text(250, v, { y: 120 + i * 18, size: 10, bold: true });
  });
  p.box(150, 245, 295, 50, true);
  p.text(297, 'Agreed value', { y: 262, size: 9, align: 'center' });
  p.text(297, `£${en(value)}`, { y: 284, size: 16, bold: true, align: 'center' });
  p.text(80, `Date of valuation: ${dUk(date)}`, { y: 330, size: 10 });
  p.text(80, 'Valid 2 years from the date of valuation.', { y: 345, size: 8 });
  p.text(350, 'G. Leckie', { y: 380, size: 14, serif: true });
  rule(p, 350, 385, 180);
  p.text(350, `${name}, Valuer, TR Register`, { y: 397, size: 8 });
  return doc(p, 'en', appraisal(name, value, date, 'Good'));
};

export const deAppraisals: Family[] = [oldtimerGutachten10, wertgutachten21, kurzbewertung95];
export const enAppraisals: Family[] = [appraiserLetter13, agreedValueCert20];
