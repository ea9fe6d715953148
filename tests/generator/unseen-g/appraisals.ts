/**
 * Appraisals: a German Wertgutachten with a condition grade and market and replacement values, a
 * German short report with grades per group, a UK valuation certificate, a US appraisal report
 * with a range of values and the fair market value concluded, a US agreed-value appraisal.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, fmtDate, grouped, money, rule, table, wrap } from './kit';
import { car, deName, dePhone, dePlace, dePlate, enName, ukPlace, ukPlate, usPhone, usPlace, vin } from './people';

const appraisal = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes?: string): Generated['truth'] => ({
  documentType: 'appraisal',
  appraiserName,
  appraisalDate,
  appraisedValue,
  ...(conditionNotes ? { conditionNotes } : {}),
});

const GRADES: [string, string][] = [
  ['1', 'makelloser Zustand'],
  ['2', 'guter Zustand, kaum Mängel'],
  ['2-', 'guter Zustand mit leichten Gebrauchsspuren'],
  ['3', 'gebrauchter Zustand, kleinere Mängel'],
];

export function deWertgutachten(rng: Random): Generated {
  const pb = new PageBuilder();
  const person = deName(rng);
  const name = `Sachverständigenbüro ${person.split(' ')[1]}`;
  const p = dePlace(rng);
  const date = rng.date(2010, 2025);
  const c = car(rng);
  const market = rng.int(12, 150) * 500;
  const replacement = Math.round((market * 1.15) / 500) * 500;
  const [grade, words] = rng.pick(GRADES);
  pb.text(40, name, { y: 50, size: 16, bold: true });
  pb.text(40, 'Öffentlich bestellt und vereidigt für Oldtimer und Youngtimer', { y: 63, size: 8 });
  pb.text(555, p.street, { y: 48, size: 8, align: 'right' });
  pb.text(555, p.town, { y: 58, size: 8, align: 'right' });
  pb.text(555, dePhone(rng), { y: 68, size: 8, align: 'right' });
  pb.text(40, `Wertgutachten Nr. ${date.slice(0, 4)}-${rng.int(100, 999)}`, { y: 115, size: 15, bold: true });
  pb.text(40, 'zur Ermittlung des Markt- und Wiederbeschaffungswertes', { y: 130, size: 9 });
  const rows: [string, string][] = [
    ['Auftraggeber', deName(rng)],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Baujahr', String(c.year)],
    ['Fahrgestell-Nr.', vin(rng, c)],
    ['Kennzeichen', dePlate(rng)],
    ['Tachostand', `${grouped(rng.int(10000, 250000), '.')} km`],
    ['Datum der Besichtigung und Bewertung', fmtDate(date, 'de.long')],
    ['Ort der Besichtigung', p.town.slice(6)],
  ];
  pb.y = 160;
  rows.forEach(([l, v]) => {
    pb.text(40, l, { size: 8.5 });
    pb.text(230, v, { size: 9.5 });
    pb.down(15);
  });
  pb.down(12);
  pb.text(40, 'Befund', { size: 11, bold: true });
  pb.down(14);
  wrap(
    pb,
    40,
    `Karosserie ohne Durchrostungen, Spaltmaße gleichmäßig. Lack mit Polierspuren, ${rng.pick(['Steinschläge an der Front', 'kleine Delle am linken Kotflügel', 'Lackschichtdicke gleichmäßig'])}. Motor läuft rund, keine Ölverluste. Innenraum ${rng.pick(['original erhalten', 'neu bezogen', 'mit Patina'])}. Unterlagen und Rechnungen liegen vor.`,
    515,
    8.5,
    11,
  );
  pb.down(8);
  const cond = `Note ${grade} – ${words}`;
  pb.text(40, 'Zustand:', { size: 9.5, bold: true });
  pb.text(100, cond, { size: 9.5 });
  pb.down(30);
  pb.box(40, pb.y - 14, 515, 48, true);
  pb.text(50, 'Marktwert', { y: pb.y, size: 10, bold: true });
  pb.text(300, `${money(market, 'de')} €`, { y: pb.y, size: 12, bold: true, align: 'right' });
  pb.text(50, 'Wiederbeschaffungswert', { y: pb.y + 20, size: 9 });
  pb.text(300, `${money(replacement, 'de')} €`, { y: pb.y + 20, size: 10, align: 'right' });
  pb.text(320, `(Zustandsnote ${grade} nach Classic-Data-Schema)`, { y: pb.y + 20, size: 8 });
  pb.down(70);
  pb.text(40, `${p.town.slice(6)}, ${fmtDate(date, 'de.dot')}`, { size: 9 });
  rule(pb, 300, pb.y + 10, 240);
  pb.text(300, `${person}, Kfz-Sachverständiger`, { y: pb.y + 20, size: 8 });
  return { items: pb.items, language: 'de', truth: appraisal(name, date, market, cond) };
}

export function deKurzgutachten(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = rng.pick(['Oldtimer-Bewertung Süd GmbH', 'KlassikCheck Gutachten GmbH', 'Prüfdienst Historische Fahrzeuge GmbH']);
  const date = rng.date(2012, 2025);
  const c = car(rng);
  const value = rng.int(8, 90) * 500;
  pb.box(40, 34, 515, 40, true);
  pb.text(52, name, { y: 60, size: 15, bold: true });
  pb.text(543, 'Kurzgutachten', { y: 60, size: 11, align: 'right' });
  pb.text(40, `Erstellt am ${fmtDate(date, 'de.dot')} · Auftrags-Nr. ${rng.int(100000, 999999)} · Prüfer-Nr. ${rng.int(100, 999)}`, { y: 90, size: 8.5 });
  const kv: [string, string][] = [
    ['Hersteller / Modell', `${c.make} ${c.model}`],
    ['Erstzulassung', fmtDate(`${c.year}-0${rng.int(1, 9)}-01`, 'de.dot')],
    ['Leistung', `${c.kw} kW (${Math.round(c.kw * 1.36)} PS)`],
    ['Hubraum', `${grouped(c.ccm, '.')} cm³`],
    ['Laufleistung', `${grouped(rng.int(20000, 300000), '.')} km (nicht garantiert)`],
  ];
  pb.y = 118;
  kv.forEach(([l, v]) => {
    pb.text(40, l, { size: 8.5, bold: true });
    pb.text(180, v, { size: 9 });
    pb.down(14);
  });
  pb.down(12);
  const groups = ['Karosserie', 'Lack', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Innenraum', 'Elektrik'];
  table(
    pb,
    40,
    [
      { title: 'Baugruppe', w: 180 },
      { title: 'Note', w: 60, align: 'center' },
      { title: 'Bemerkung', w: 275 },
    ],
    groups.map((g) => [g, String(rng.int(1, 4)), rng.pick(['ohne Befund', 'altersgemäß', 'leichte Mängel', 'überholt', 'teilweise erneuert'])]),
    { rules: 'grid', size: 8.5 },
  );
  pb.down(14);
  pb.text(40, `Gesamtnote: ${rng.pick(['2', '2-', '2-3', '3+'])}`, { size: 10, bold: true });
  pb.down(24);
  pb.text(40, 'Wiederbeschaffungswert (inkl. MwSt.)', { size: 10 });
  pb.text(555, `${grouped(value, '.')},– €`, { size: 13, bold: true, align: 'right' });
  pb.down(30);
  wrap(
    pb,
    40,
    `Das Gutachten dient als Grundlage für eine Oldtimer-Versicherung mit vereinbartem Wert. Es verliert seine Gültigkeit spätestens am ${fmtDate(addDays(date, 730), 'de.dot')} oder bei Veränderungen am Fahrzeug.`,
    515,
    8,
    10,
  );
  return { items: pb.items, language: 'de', truth: appraisal(name, date, value) };
}

export function ukValuationCertificate(rng: Random): Generated {
  const pb = new PageBuilder();
  const valuer = enName(rng);
  const p = ukPlace(rng);
  const date = rng.date(2011, 2025);
  const c = car(rng);
  const value = rng.int(6, 120) * 500;
  const cond = rng.pick(['Very good; older restoration, sound underside', 'Good; usable, paintwork tired', 'Excellent; concours standard']);
  pb.box(50, 40, 495, 560);
  pb.text(297, 'VALUATION CERTIFICATE', { y: 80, size: 18, bold: true, serif: true, align: 'center' });
  pb.text(297, 'for agreed value insurance purposes', { y: 96, size: 9, serif: true, align: 'center' });
  const rows: [string, string][] = [
    ['Owner', enName(rng)],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Chassis number', vin(rng, c)],
    ['Indicated mileage', `${grouped(rng.int(10000, 150000), ',')}`],
    ['Date of inspection', fmtDate(date, 'uk.ord')],
    ['Condition', cond],
  ];
  pb.y = 140;
  rows.forEach(([l, v]) => {
    pb.text(80, `${l}:`, { size: 10, serif: true });
    pb.text(220, v, { size: 10, serif: true });
    pb.down(20);
  });
  pb.down(20);
  pb.text(297, 'In my opinion the value of the above vehicle is', { size: 10, serif: true, align: 'center' });
  pb.down(26);
  pb.text(297, `£${grouped(value, ',')}`, { size: 22, bold: true, serif: true, align: 'center' });
  pb.down(30);
  wrap(
    pb,
    80,
    `This valuation is valid for twelve months from the date of inspection and assumes the vehicle remains in the condition described. The vehicle was previously valued at £${grouped(Math.round(value * 0.85), ',')} in ${Number(date.slice(0, 4)) - 3}.`,
    435,
    9,
    12,
    true,
  );
  pb.down(30);
  rule(pb, 80, pb.y, 200);
  pb.text(80, valuer, { y: pb.y + 12, size: 10, bold: true, serif: true });
  pb.text(80, 'Independent Classic Vehicle Valuer', { y: pb.y + 24, size: 8, serif: true });
  pb.text(80, `${p.street}, ${p.town}`, { y: pb.y + 35, size: 8, serif: true });
  return { items: pb.items, language: 'en', truth: appraisal(valuer, date, value, cond) };
}

export function usAppraisalReport(rng: Random): Generated {
  const pb = new PageBuilder();
  const firm = `${enName(rng).split(' ')[1]} Vehicle Appraisals`;
  const place = usPlace(rng);
  const date = rng.date(2010, 2025);
  const c = car(rng);
  const fmv = rng.int(10, 150) * 500;
  pb.text(40, firm, { y: 50, size: 17, bold: true });
  pb.text(40, `Certified Classic & Collector Car Appraisals · ${place.town} · ${usPhone(rng)}`, { y: 63, size: 8 });
  pb.text(40, 'APPRAISAL REPORT', { y: 100, size: 13, bold: true });
  pb.text(555, `Report date: ${fmtDate(date, 'us.long')}`, { y: 100, size: 9, align: 'right' });
  const rows: [string, string][] = [
    ['Client', enName(rng)],
    ['Purpose', rng.pick(['Insurance', 'Estate settlement', 'Pre-purchase', 'Financing'])],
    ['Year / Make / Model', `${c.year} ${c.make} ${c.model}`],
    ['VIN', vin(rng, c)],
    ['Engine', `${grouped(c.ccm, ',')} cc, ${c.kw} kW (${Math.round(c.kw * 1.341)} hp)`],
    ['Odometer', `${grouped(rng.int(5000, 99999), ',')} (believed ${rng.pick(['actual', 'rolled over'])})`],
    ['Inspection', `${fmtDate(addDays(date, -rng.int(1, 6)), 'us.slash')} at owner's residence`],
  ];
  pb.y = 125;
  rows.forEach(([l, v]) => {
    pb.text(40, l, { size: 8.5, bold: true });
    pb.text(170, v, { size: 9 });
    pb.down(13);
  });
  pb.down(12);
  table(
    pb,
    40,
    [
      { title: 'Area', w: 150 },
      { title: 'Rating (1-6)', w: 80, align: 'center' },
      { title: 'Observations', w: 285 },
    ],
    ['Exterior', 'Paint', 'Interior', 'Engine compartment', 'Undercarriage', 'Chrome / trim'].map((a) => [
      a,
      String(rng.int(1, 4)),
      rng.pick(['No issues noted', 'Minor wear', 'Correct finish', 'Small blemishes', 'Restored']),
    ]),
    { rules: 'header', size: 8.5 },
  );
  pb.down(12);
  pb.text(40, 'Market comparison', { size: 10, bold: true });
  pb.down(14);
  const low = Math.round((fmv * 0.8) / 100) * 100;
  const high = Math.round((fmv * 1.25) / 100) * 100;
  const vals: [string, number, boolean][] = [
    ['Low retail (auction results, 24 months)', low, false],
    ['High retail (dealer asking prices)', high, false],
    ['Fair Market Value', fmv, true],
  ];
  vals.forEach(([l, v, b]) => {
    if (b) pb.box(40, pb.y - 12, 515, 18, true);
    pb.text(46, l, { size: 9.5, bold: b });
    pb.text(549, `$${money(v, 'en')}`, { size: 9.5, bold: b, align: 'right' });
    pb.down(18);
  });
  pb.down(16);
  wrap(
    pb,
    40,
    `It is my opinion that the fair market value of the subject vehicle as of ${fmtDate(date, 'us.long')} is the amount shown above. I have no present or prospective interest in the vehicle. This report conforms to USPAP guidelines.`,
    515,
    8.5,
    11,
  );
  pb.down(24);
  const appraiser = enName(rng);
  rule(pb, 40, pb.y, 200);
  pb.text(40, `${appraiser}, Senior Appraiser`, { y: pb.y + 11, size: 8.5 });
  pb.text(40, `for ${firm}`, { y: pb.y + 22, size: 8 });
  return { items: pb.items, language: 'en', truth: appraisal(firm, date, fmv) };
}

export function usAgreedValueAppraisal(rng: Random): Generated {
  const pb = new PageBuilder();
  const appraiser = enName(rng);
  const place = usPlace(rng);
  const date = rng.date(2014, 2025);
  const c = car(rng);
  const agreed = rng.int(10, 140) * 500;
  const replacement = Math.round((agreed * 1.2) / 500) * 500;
  pb.text(297, appraiser, { y: 50, size: 18, bold: true, serif: true, align: 'center' });
  pb.text(297, `Independent Auto Appraiser · ${place.street}, ${place.town}`, { y: 64, size: 8, align: 'center' });
  rule(pb, 40, 72, 515);
  pb.text(40, 'Vehicle Appraisal for Agreed Value Coverage', { y: 100, size: 12, bold: true });
  pb.text(40, `Date: ${fmtDate(date, 'us.short')}`, { y: 116, size: 9 });
  pb.text(300, `File # ${rng.int(2000, 9999)}-${date.slice(2, 4)}`, { y: 116, size: 9 });
  const left: [string, string][] = [
    ['Year', String(c.year)],
    ['Make', c.make],
    ['Model', c.model],
    ['Color', rng.pick(['Candy Apple Red', 'Wimbledon White', 'British Racing Green', 'Silver Blue'])],
  ];
  const right: [string, string][] = [
    ['VIN', vin(rng, c)],
    ['Miles shown', grouped(rng.int(1000, 99999), ',')],
    ['Owner', enName(rng)],
    ['Insurer', rng.pick(['Keystone Collector', 'Heritage Auto Mutual'])],
  ];
  left.forEach(([l, v], i) => {
    pb.text(40, v, { y: 145 + i * 24, size: 10 });
    pb.text(40, l, { y: 154 + i * 24, size: 6.5 });
  });
  right.forEach(([l, v], i) => {
    pb.text(300, v, { y: 145 + i * 24, size: 10 });
    pb.text(300, l, { y: 154 + i * 24, size: 6.5 });
  });
  pb.y = 260;
  pb.text(40, 'Description of condition', { size: 10, bold: true });
  pb.down(14);
  wrap(
    pb,
    40,
    `Frame-off restoration completed in ${Math.min(Number(date.slice(0, 4)) - 1, c.year + rng.int(20, 40))}; numbers-matching engine per the build sheet. Paint shows minor swirl marks. Interior correct pattern vinyl. Undercarriage clean and detailed. The car starts, runs, drives and stops as it should.`,
    515,
    8.5,
    11,
  );
  pb.down(16);
  const rows: [string, string][] = [
    ['Replacement cost (restoration to the same standard)', `$${grouped(replacement, ',')}`],
    ['Recommended agreed value', `$${grouped(agreed, ',')}`],
  ];
  rows.forEach(([l, v], i) => {
    pb.text(40, l, { size: 10, bold: i === 1 });
    pb.text(555, v, { size: 10, bold: i === 1, align: 'right' });
    pb.down(16);
  });
  pb.down(30);
  pb.text(40, `Photographs (${rng.int(18, 60)}) attached. Appraiser's fee $${rng.int(150, 450)}.00 paid.`, { size: 8 });
  rule(pb, 330, pb.y + 30, 225);
  pb.text(330, 'Signature of appraiser', { y: pb.y + 40, size: 7 });
  return { items: pb.items, language: 'en', truth: appraisal(appraiser, date, agreed) };
}
