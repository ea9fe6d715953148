/**
 * Five appraisals: a German Wertgutachten by a sworn expert (replacement and market value, a grade),
 * a short classic-car valuation on a form (Zustandsnote 1–5), a US appraisal letter, a British
 * valuation certificate for an agreed-value policy and a US report form with three values.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  addDays,
  deAddress,
  deName,
  dePhone,
  dePlate,
  deCar,
  enName,
  fmtDate,
  fmtInt,
  fmtMoney,
  PageBuilder,
  roundAmount,
  rule,
  ukCar,
  ukAddress,
  ukPhone,
  ukPlate,
  usCar,
  usAddress,
  usPhone,
  vin,
} from './kit';

const appraisal = (pb: PageBuilder, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language,
  truth: { documentType: 'appraisal', ...truth },
});

/** Wertgutachten (1985–2001): the expert's letterhead, Baujahr and first registration, Wiederbeschaffungswert and Marktwert. */
export function deWertgutachten(rng: Random): Generated {
  const date = rng.date(1985, 2001);
  const expert = `Dipl.-Ing. ${deName(rng)}`;
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(40, expert, { y: 56, size: 13, serif: true, bold: true });
  pb.text(40, 'Öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeugschäden und -bewertung', { y: 70, size: 8, serif: true });
  pb.text(40, `${a.street} · ${a.town} · ${dePhone(rng)}`, { y: 81, size: 8, serif: true });
  rule(pb, 40, 515, 90);
  pb.text(297, 'WERTGUTACHTEN', { y: 125, size: 16, serif: true, bold: true, align: 'center' });
  pb.text(297, `Nr. ${rng.int(100, 999)}/${String(date).slice(2, 4)}`, { y: 140, size: 9, serif: true, align: 'center' });
  const year = rng.int(1950, 1975);
  const km = rng.int(30, 250) * 1000 + rng.int(0, 999);
  const rows: [string, string][] = [
    ['Auftraggeber', deName(rng)],
    ['Fahrzeug', deCar(rng, year)],
    ['Baujahr', String(year)],
    ['Erstzulassung', fmtDate(`${year + rng.int(0, 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['Amtl. Kennzeichen', dePlate(rng)],
    ['Fahrzeug-Ident.-Nr.', vin(rng, year)],
    ['abgelesener km-Stand', fmtInt(km, '.')],
    ['Besichtigung am', fmtDate(date, 'de')],
  ];
  let y = 175;
  for (const [k, v] of rows) {
    pb.text(50, k, { y, size: 9.5, serif: true });
    pb.text(220, v, { y, size: 10, serif: true });
    y += 16;
  }
  y += 14;
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const condition = `Zustandsnote ${grade} — ${rng.pick(['guter Originalzustand', 'restauriert, gepflegt', 'gebrauchter Zustand mit leichten Mängeln'])}`;
  pb.text(50, 'Zustand:', { y, size: 9.5, serif: true, bold: true });
  pb.text(220, condition, { y, size: 10, serif: true });
  y += 26;
  pb.text(50, 'Befund: Karosserie ohne Durchrostungen, Lack mit Gebrauchsspuren, Motor läuft ruhig, Innenraum', { y, size: 9, serif: true });
  pb.text(50, 'altersgemäß. Unterboden konserviert. Fahrwerk und Bremsen ohne Beanstandung.', { y: y + 13, size: 9, serif: true });
  y += 44;
  const cur = date < '2002-01-01' ? 'DM' : 'EUR';
  const market = roundAmount(rng, 6000, 60000, 500);
  const replace = market + roundAmount(rng, 1000, 6000, 500);
  pb.text(50, 'Wiederbeschaffungswert', { y, size: 10, serif: true });
  pb.text(480, `${fmtMoney(replace, 'de')} ${cur}`, { y, size: 10, serif: true, align: 'right' });
  y += 18;
  pb.box(45, y - 13, 445, 20, true);
  pb.text(50, 'Marktwert (Händlerverkaufswert)', { y, size: 10.5, serif: true, bold: true });
  pb.text(480, `${fmtMoney(market, 'de')} ${cur}`, { y, size: 10.5, serif: true, bold: true, align: 'right' });
  y += 50;
  pb.text(50, `${a.town.replace(/^W-|\d+ /g, '')}, den ${fmtDate(date, 'de')}`, { y, size: 10, serif: true });
  y += 50;
  rule(pb, 50, 200, y);
  pb.text(50, expert, { y: y + 12, size: 9, serif: true });
  return appraisal(pb, 'de', { appraiserName: expert, appraisalDate: date, appraisedValue: market, conditionNotes: condition });
}

/** A short classic-car valuation on a club's form (2002–2005): grade 1–5 ticked, one value in euros, the appraiser below. */
export function deKurzbewertung(rng: Random): Generated {
  const date = rng.date(2002, 2005);
  const org = rng.pick(['Oldtimer-Bewertungsdienst Süd', 'Classic-Expertisen Rhein-Main', 'Prüfstelle für historische Fahrzeuge Nord']);
  const appr = deName(rng);
  const pb = new PageBuilder();
  pb.box(36, 36, 523, 600);
  pb.text(50, org, { y: 60, size: 11, bold: true });
  pb.text(545, 'KURZBEWERTUNG', { y: 60, size: 13, bold: true, align: 'right' });
  const year = rng.int(1955, 1980);
  const f: [string, string][] = [
    ['Fahrzeug', deCar(rng, year)],
    ['Baujahr', String(year)],
    ['Kennzeichen', `${dePlate(rng)}H`],
    ['Fahrgestellnummer', vin(rng, year)],
    ['Laufleistung', `${fmtInt(rng.int(40, 250) * 1000, '.')} km (Tacho)`],
  ];
  let y = 95;
  for (const [k, v] of f) {
    pb.box(50, y, 140, 20, true);
    pb.box(190, y, 355, 20);
    pb.text(55, k, { y: y + 13, size: 8.5 });
    pb.text(196, v, { y: y + 14, size: 10 });
    y += 20;
  }
  y += 25;
  pb.text(50, 'Zustandsnote (1 = makellos … 5 = restaurierungsbedürftig)', { y, size: 8.5 });
  y += 14;
  const note = rng.int(2, 4);
  for (let i = 1; i <= 5; i++) {
    pb.box(60 + (i - 1) * 60, y, 12, 12);
    if (i === note) pb.text(62 + (i - 1) * 60, 'X', { y: y + 10, size: 10, bold: true });
    pb.text(76 + (i - 1) * 60, String(i), { y: y + 10, size: 9 });
  }
  y += 40;
  const words = ['', '', 'gut', 'gebraucht', 'verbraucht'][note];
  const cond = `Note ${note} (${words})`;
  pb.text(50, 'Zustand:', { y, size: 9.5, bold: true });
  pb.text(130, cond, { y, size: 10 });
  y += 30;
  const value = roundAmount(rng, 4000, 48000, 100);
  pb.box(50, y, 495, 36, true);
  pb.text(56, 'Ermittelter Fahrzeugwert (Marktwert)', { y: y + 13, size: 8 });
  pb.text(539, `${fmtMoney(value, 'de')} €`, { y: y + 29, size: 14, bold: true, align: 'right' });
  y += 70;
  pb.text(50, `Datum der Bewertung: ${fmtDate(date, 'de-long')}`, { y, size: 9.5 });
  y += 50;
  rule(pb, 50, 200, y);
  pb.text(50, `Bewerter: ${appr}`, { y: y + 12, size: 9 });
  return appraisal(pb, 'de', { appraiserName: appr, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US appraisal letter (1980–1998): "To whom it may concern", the value in a paragraph and on its own line, model year nearby. */
export function usAppraisalLetter(rng: Random): Generated {
  const date = rng.date(1980, 1998);
  const appr = enName(rng);
  const firm = rng.pick(['Classic Auto Appraisals', 'Midwest Antique Auto Appraisers', 'Heartland Collector Car Valuations']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, firm, { y: 60, size: 14, serif: true, bold: true, align: 'center' });
  pb.text(297, `${a.street} · ${a.town} · ${usPhone(rng)}`, { y: 74, size: 8, serif: true, align: 'center' });
  pb.text(60, fmtDate(date, 'us-long'), { y: 120, size: 10.5, serif: true });
  pb.text(60, 'To Whom It May Concern:', { y: 150, size: 10.5, serif: true });
  const year = rng.int(1928, 1972);
  const car = `${year} ${usCar(rng, year)}`;
  const value = roundAmount(rng, 4000, 65000, 250);
  const grade = rng.pick(['Excellent (#2)', 'Very good (#3)', 'Show quality (#1)', 'Good driver (#3)']);
  const para = [
    `At the request of the owner, ${enName(rng)}, I have personally inspected the ${car},`,
    `VIN/serial ${vin(rng, year)}, showing ${fmtInt(rng.int(10000, 99000), ',')} miles on the odometer.`,
    'The car has been restored to original specifications; the paint, chrome and interior are in',
    `sound condition. Based on recent sales of comparable vehicles, I place its value at $${fmtMoney(value, 'en')}.`,
  ];
  let y = 180;
  for (const l of para) {
    pb.text(60, l, { y, size: 10, serif: true });
    y += 16;
  }
  y += 16;
  pb.text(90, 'Condition:', { y, size: 10, serif: true, bold: true });
  pb.text(190, grade, { y, size: 10, serif: true });
  y += 16;
  pb.text(90, 'Appraised value:', { y, size: 10, serif: true, bold: true });
  pb.text(190, `$${fmtMoney(value, 'en')}`, { y, size: 10, serif: true });
  y += 40;
  pb.text(60, 'Sincerely,', { y, size: 10, serif: true });
  y += 50;
  pb.text(60, appr, { y, size: 10, serif: true });
  pb.text(60, `Certified Appraiser, ${firm}`, { y: y + 13, size: 9, serif: true });
  return appraisal(pb, 'en', { appraiserName: appr, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A British valuation certificate for an agreed-value policy (1990–2005): the valuer and date at the foot, agreed value boxed. */
export function ukValuationCertificate(rng: Random): Generated {
  const date = rng.date(1990, 2005);
  const valuer = enName(rng);
  const club = rng.pick(['The Triumph Sports Six Club', 'MG Owners Valuation Service', 'Historic Vehicle Valuers (UK)']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, club, { y: 58, size: 13, bold: true });
  pb.text(40, `${a.street}, ${a.town} · ${ukPhone(rng)}`, { y: 71, size: 8 });
  pb.text(297, 'CERTIFICATE OF VALUATION', { y: 115, size: 14, bold: true, align: 'center' });
  pb.text(297, 'for insurance purposes', { y: 129, size: 9, align: 'center' });
  const year = rng.int(1955, 1980);
  const value = roundAmount(rng, 2500, 35000, 250);
  const cond = rng.pick(['Good', 'Very good', 'Concours', 'Fair — usable, some corrosion']);
  const rows: [string, string][] = [
    ['Owner', enName(rng)],
    ['Make and model', ukCar(rng, year)],
    ['Year of manufacture', String(year)],
    ['Registration', ukPlate(rng, year)],
    ['Chassis number', vin(rng, year)],
    ['Overall condition', cond],
  ];
  let y = 165;
  for (const [k, v] of rows) {
    pb.text(60, k, { y, size: 9.5 });
    pb.text(220, v, { y, size: 10 });
    rule(pb, 215, 300, y + 4);
    y += 20;
  }
  y += 20;
  pb.box(150, y, 295, 44, true);
  pb.text(297, 'Agreed value', { y: y + 15, size: 8.5, align: 'center' });
  pb.text(297, `£${fmtMoney(value, 'en')}`, { y: y + 35, size: 15, bold: true, align: 'center' });
  y += 80;
  pb.text(60, 'This valuation is valid for two years from the date of inspection, subject to no material change.', { y, size: 8 });
  y += 40;
  pb.text(60, 'Valuer', { y, size: 8 });
  pb.text(130, valuer, { y, size: 10 });
  pb.text(330, 'Date of inspection', { y, size: 8 });
  pb.text(430, fmtDate(date, 'uk-long'), { y, size: 10 });
  return appraisal(pb, 'en', { appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US appraisal report form (1995–2005): retail, replacement and fair market values, the one called market value concluded. */
export function usAppraisalReport(rng: Random): Generated {
  const date = rng.date(1995, 2005);
  const appr = enName(rng);
  const firm = rng.pick(['Lone Star Vehicle Appraisals LLC', 'Pacific Collector Car Appraisal Co.', 'Keystone Auto Appraisers']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.box(40, 40, 515, 34, true);
  pb.text(50, firm, { y: 62, size: 12, bold: true });
  pb.text(545, 'VEHICLE APPRAISAL REPORT', { y: 62, size: 10, bold: true, align: 'right' });
  pb.text(40, `${a.street}, ${a.town} · ${usPhone(rng)}`, { y: 88, size: 7.5 });
  const year = rng.int(1946, 1975);
  const fmv = roundAmount(rng, 5000, 80000, 500);
  const retail = fmv + roundAmount(rng, 1000, 8000, 500);
  const repl = retail + roundAmount(rng, 1000, 10000, 500);
  const info: [string, string, string, string][] = [
    ['Appraisal date', fmtDate(date, 'us'), 'Inspected on', fmtDate(addDays(date, -rng.int(1, 7)), 'us')],
    ['Year', String(year), 'Make/Model', usCar(rng, year)],
    ['VIN', vin(rng, year), 'Mileage', fmtInt(rng.int(5000, 99000), ',')],
    ['Exterior color', rng.pick(['Red', 'Black', 'Turquoise', 'White']), 'Engine', rng.pick(['289 V8', '327 V8', '6 cyl.', '350 V8'])],
  ];
  let y = 115;
  for (const [k1, v1, k2, v2] of info) {
    pb.text(40, k1, { y, size: 7.5 });
    pb.text(130, v1, { y, size: 9.5 });
    pb.text(310, k2, { y, size: 7.5 });
    pb.text(400, v2, { y, size: 9.5 });
    y += 18;
  }
  y += 16;
  pb.text(40, 'CONDITION RATINGS (1–10)', { y, size: 8, bold: true });
  y += 14;
  const parts = ['Body', 'Paint', 'Chrome', 'Interior', 'Engine', 'Undercarriage'];
  parts.forEach((p, i) => {
    pb.text(40 + (i % 3) * 170, `${p}: ${rng.int(5, 10)}`, { y: y + Math.floor(i / 3) * 14, size: 9 });
  });
  y += 44;
  pb.text(40, 'VALUES', { y, size: 8, bold: true });
  y += 8;
  const vals: [string, number][] = [
    ['Retail value', retail],
    ['Replacement cost', repl],
    ['Fair market value', fmv],
  ];
  for (const [k, v] of vals) {
    pb.box(40, y, 250, 20);
    pb.box(290, y, 120, 20);
    pb.text(45, k, { y: y + 14, size: 9 });
    pb.text(405, `$${fmtMoney(v, 'en')}`, { y: y + 14, size: 9.5, align: 'right' });
    y += 20;
  }
  y += 20;
  pb.text(40, 'The fair market value is the price at which the vehicle would change hands between a willing buyer and seller.', { y, size: 7.5 });
  y += 50;
  rule(pb, 40, 200, y);
  pb.text(40, `Appraiser: ${appr}`, { y: y + 12, size: 9 });
  pb.text(40, `License no. ${rng.int(1000, 9999)}`, { y: y + 24, size: 7.5 });
  return appraisal(pb, 'en', { appraiserName: appr, appraisalDate: date, appraisedValue: fmv });
}
