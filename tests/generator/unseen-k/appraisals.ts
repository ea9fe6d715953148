/** Appraisals: app-generated reports with score tables, a Word-template classic valuation, dealer trade-in sheets (de, US, UK). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dePlate, digits, fmt, letters, money, Sheet, ukOldPlate, vin } from './kit';

const ap = (s: Sheet, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: s.items,
  language,
  truth: { documentType: 'appraisal', ...truth },
});

/** An app-made short appraisal (de): score table per area, a Zustandsnote, market value and the inspection apart from the report date. */
export function deAppGutachten(rng: Random): Generated {
  const s = new Sheet();
  const title = rng.pick(['Dipl.-Ing. (FH)', 'Kfz-Meister', 'Kfz-Techniker']);
  const who = `${rng.pick(['Lars', 'Katrin', 'Henrik'])} ${rng.pick(['Wolter', 'Bauer', 'Reimann'])}`;
  const date = rng.date(2018, 2026);
  const seen = addDays(date, -rng.int(1, 6));
  const value = rng.int(30, 400) * 100;
  const grade = rng.pick(['2', '2-', '3+', '3']);
  s.box(0, 0, 595, 36, true)
    .text(40, 'WertCheck Kurzgutachten', { y: 23, size: 12, bold: true })
    .text(555, `Auftrag ${letters(rng, 2)}${digits(rng, 7)}`, { y: 23, size: 8, align: 'right' });
  s.text(40, `Berichtsdatum ${fmt(date, 'de')} · Besichtigung ${fmt(seen, 'de')} · Kennzeichen ${dePlate(rng, rng.pick(['MZ', 'WI', 'DA']))}`, {
    y: 60,
    size: 8.5,
  });
  s.text(
    40,
    `${rng.pick(['Seat Leon ST 1.5 TSI', 'Toyota Auris Hybrid', 'Renault Clio IV'])} · FIN ${vin(rng, 'VSS')} · ${rng.int(20, 180)}.${digits(rng, 3)} km`,
    { y: 72, size: 8.5 },
  );
  let y = 104;
  s.box(40, y - 11, 515, 15, true)
    .text(44, 'Bereich', { y, size: 8, bold: true })
    .text(330, 'Punkte (0–10)', { y, size: 8, bold: true, align: 'right' })
    .text(551, 'Befund', { y, size: 8, bold: true, align: 'right' });
  y += 16;
  const areas = ['Karosserie', 'Lack', 'Innenraum', 'Reifen / Felgen', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Elektrik'];
  for (const a of areas) {
    const p = rng.int(5, 10);
    s.text(44, a, { y, size: 8.5 })
      .text(330, String(p), { y, size: 8.5, align: 'right' })
      .text(551, p >= 8 ? 'ohne Befund' : rng.pick(['Gebrauchsspuren', 'Kratzer', 'Verschleiß']), { y, size: 8.5, align: 'right' });
    s.rule(40, 515, y + 4);
    y += 14;
  }
  y += 14;
  s.box(40, y - 12, 250, 46)
    .text(48, 'Zustandsnote', { y: y + 2, size: 8 })
    .text(48, grade, { y: y + 26, size: 20, bold: true });
  s.box(305, y - 12, 250, 46, true)
    .text(313, 'Marktwert (Händlerverkaufswert)', { y: y + 2, size: 8 })
    .text(547, money(value, 'eur'), { y: y + 26, size: 16, bold: true, align: 'right' });
  s.text(40, `Händlereinkaufswert zur Information: ${money(Math.round(value * 0.82), 'eur')}`, { y: y + 56, size: 8 });
  s.qr(40, y + 74, 50, 'Fotodokumentation');
  s.text(320, who, { y: y + 110, size: 9.5 })
    .rule(320, 200, y + 114)
    .text(320, `${title} · Sachverständiger (digital signiert)`, { y: y + 124, size: 6.5 });
  s.text(40, 'Kurzgutachten ohne Zerlegung, Bewertung nach Marktbeobachtung. Gültig 3 Monate. Seite 1/1', { y: 816, size: 6 });
  return ap(s, 'de', { appraiserName: who, appraisedValue: value, appraisalDate: date, conditionNotes: `Zustandsnote ${grade}` });
}

/** A classic valuation written in a Word template (de): letterhead monogram, prose, Wiederbeschaffungswert and Marktwert. */
export function deOldtimerWord(rng: Random): Generated {
  const s = new Sheet();
  const who = `${rng.pick(['Wolfgang', 'Gerd', 'Ingrid'])} ${rng.pick(['Tiedemann', 'Scholz', 'Rauch'])}`;
  const date = rng.date(2003, 2024);
  const market = rng.int(90, 900) * 100;
  const repl = market + rng.int(20, 80) * 100;
  s.box(40, 36, 44, 44).text(
    62,
    who
      .split(' ')
      .map((w) => w[0])
      .join(''),
    { y: 64, size: 16, serif: true, bold: true, align: 'center' },
  );
  s.text(96, `Sachverständigenbüro ${who}`, { y: 54, size: 12, serif: true, bold: true }).text(
    96,
    'Öffentlich bestellter und vereidigter Sachverständiger für historische Fahrzeuge',
    { y: 67, size: 7.5, serif: true },
  );
  s.text(60, `Wertgutachten Nr. ${date.slice(0, 4)}-${rng.int(10, 300)}`, { y: 130, size: 14, serif: true, bold: true });
  s.text(535, `${rng.pick(['Bremen', 'Minden', 'Detmold'])}, ${fmt(date, 'de-long')}`, { y: 112, size: 10, serif: true, align: 'right' });
  const body = [
    `Fahrzeug: ${rng.pick(['Mercedes-Benz 190 SL (W121)', 'Porsche 356 B', 'VW T1 Samba'])}, Fahrgestell-Nr. ${digits(rng, 10)}`,
    `Kennzeichen: ${dePlate(rng, rng.pick(['HB', 'MI', 'LIP']))}H · Besichtigt am ${fmt(addDays(date, -rng.int(3, 20)), 'de')} in der Halle des Eigentümers.`,
    'Das Fahrzeug befindet sich in einem guten, gepflegten Originalzustand mit',
    `altersgemäßen Gebrauchsspuren; Teilrestaurierung ${Number(date.slice(0, 4)) - rng.int(2, 6)} (Belege liegen vor).`,
  ];
  let y = 160;
  for (const l of body) {
    s.text(60, l, { y, size: 10, serif: true });
    y += 15;
  }
  y += 10;
  s.text(60, 'Zustandsnote 2 (Classic-Data-Skala)', { y, size: 10.5, serif: true, bold: true });
  y += 26;
  s.text(60, 'Wiederbeschaffungswert', { y, size: 10.5, serif: true }).text(420, money(repl, 'eur'), { y, size: 10.5, serif: true, align: 'right' });
  s.text(60, 'Marktwert', { y: y + 18, size: 10.5, serif: true, bold: true }).text(420, money(market, 'eur'), {
    y: y + 18,
    size: 10.5,
    serif: true,
    bold: true,
    align: 'right',
  });
  s.text(60, '(Wert, zu dem das Fahrzeug am Stichtag am Markt gehandelt wird.)', { y: y + 32, size: 8.5, serif: true });
  s.text(60, 'Das Gutachten wurde nach bestem Wissen und Gewissen erstellt.', { y: y + 70, size: 10, serif: true });
  s.rule(60, 180, y + 120).text(60, who, { y: y + 132, size: 10, serif: true });
  s.text(298, `Bankverbindung: IBAN DE${digits(rng, 20)} · St.-Nr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)}`, {
    y: 806,
    size: 7,
    serif: true,
    align: 'center',
  });
  return ap(s, 'de', { appraiserName: who, appraisedValue: market, appraisalDate: date, conditionNotes: 'Zustandsnote 2' });
}

/** A US app-generated appraisal: score table (0–100), condition grade, valuation range and a certified appraiser. */
export function usAppAppraisal(rng: Random): Generated {
  const s = new Sheet();
  const who = `${rng.pick(['Brian', 'Alicia', 'Derek'])} ${rng.pick(['Kowalczyk', 'Tran', 'Fitzgerald'])}`;
  const date = rng.date(2017, 2026);
  const value = rng.int(60, 480) * 100;
  const cond = rng.pick(['Excellent', 'Very Good', 'Good']);
  s.text(40, 'AutoAppraise Pro · Certified Vehicle Appraisal', { y: 44, size: 12, bold: true }).text(555, `Report ID ${letters(rng, 3)}-${digits(rng, 6)}`, {
    y: 44,
    size: 7.5,
    align: 'right',
  });
  s.text(40, `Report date: ${fmt(date, 'us-abbr')}   Inspection: ${fmt(addDays(date, -rng.int(1, 4)), 'us-abbr')}   VIN ${vin(rng, '1C4')}`, {
    y: 62,
    size: 8,
  });
  let y = 96;
  const scores = ['Exterior', 'Interior', 'Mechanical', 'Frame / Structure', 'Tires', 'Electrical', 'Test drive'];
  s.box(40, y - 11, 300, 15, true)
    .text(44, 'Category', { y, size: 8, bold: true })
    .text(336, 'Score', { y, size: 8, bold: true, align: 'right' });
  y += 16;
  for (const c of scores) {
    s.text(44, c, { y, size: 8.5 }).text(336, `${rng.int(68, 99)}/100`, { y, size: 8.5, align: 'right' });
    y += 13;
  }
  s.box(360, 85, 195, 110);
  s.text(368, 'Overall condition', { y: 100, size: 7.5 }).text(368, cond, { y: 118, size: 14, bold: true });
  s.text(368, 'Appraised value', { y: 142, size: 7.5 }).text(368, money(value, 'usd'), { y: 164, size: 18, bold: true });
  s.text(368, `Range ${money(value - 1500, 'usd')} – ${money(value + 1500, 'usd')}`, { y: 182, size: 7.5 });
  y += 20;
  s.text(40, `Comparable sales (last 90 days): ${rng.int(4, 14)} · Regional adjustment +${rng.int(1, 5)}% · Mileage adjustment −$${rng.int(3, 12)}00`, {
    y,
    size: 8,
  });
  s.qr(40, y + 20, 48, 'Photo gallery');
  s.text(320, who, { y: y + 60, size: 10 })
    .rule(320, 200, y + 64)
    .text(320, `Certified appraiser · Lic. ${letters(rng, 2)}-${digits(rng, 5)}`, { y: y + 74, size: 7 });
  s.text(40, 'This appraisal is an opinion of value on the date stated and is not a guarantee of sale price. Page 1 of 1', { y: 816, size: 6 });
  return ap(s, 'en', { appraiserName: who, appraisedValue: value, appraisalDate: date, conditionNotes: cond });
}

/** A UK classic valuation certificate for insurers: agreed value, condition, the valuer's name and club number. */
export function ukValuationCert(rng: Random): Generated {
  const s = new Sheet();
  const who = `${rng.pick(['Nigel', 'Fiona', 'Graham'])} ${rng.pick(['Thwaite', 'Carrick', 'Pemberton'])}`;
  const date = rng.date(2005, 2026);
  const value = rng.int(80, 950) * 100;
  s.box(30, 30, 535, 420);
  s.text(298, 'VALUATION CERTIFICATE', { y: 70, size: 18, serif: true, bold: true, align: 'center' });
  s.text(298, 'for agreed value insurance purposes', { y: 86, size: 9, serif: true, align: 'center' });
  const rows: [string, string][] = [
    ['Certificate No.', `VC/${date.slice(0, 4)}/${digits(rng, 4)}`],
    ['Vehicle', rng.pick(['1963 Jaguar Mk2 3.8', '1974 Triumph Spitfire 1500', '1958 Morris Minor Traveller'])],
    ['Registration', ukOldPlate(rng)],
    ['Chassis No.', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Condition', rng.pick(['Concours', 'Excellent', 'Good'])],
    ['Valuation', money(value, 'gbp')],
    ['Date of valuation', fmt(date, 'uk-long')],
    ['Valid until', fmt(addDays(date, 730), 'uk-long')],
  ];
  let y = 120;
  for (const [l, v] of rows) {
    s.text(250, l, { y, size: 10, serif: true, align: 'right' }).text(262, v, { y, size: 10, serif: true, bold: l === 'Valuation' });
    y += 20;
  }
  const cond = rows[4][1];
  s.text(298, `Signed: ${who}`, { y: y + 30, size: 11, serif: true, align: 'center' });
  s.text(298, `Club valuer, ${rng.pick(['Jaguar Enthusiasts', 'Triumph Owners', 'Morris Register'])} · Membership No. ${digits(rng, 5)}`, {
    y: y + 44,
    size: 8,
    serif: true,
    align: 'center',
  });
  s.text(298, 'Photographs of all four sides, interior and engine bay attached (6 pages).', { y: y + 70, size: 7.5, serif: true, align: 'center' });
  return ap(s, 'en', { appraiserName: who, appraisedValue: value, appraisalDate: date, conditionNotes: cond });
}

/** A US dealer's trade-in appraisal sheet from the DMS: ACV, reconditioning estimate, book values, appraised by. */
export function usTradeAppraisal(rng: Random): Generated {
  const s = new Sheet();
  const who = `${rng.pick(['Mike', 'Carla', 'Jason'])} ${rng.pick(['Reyes', 'Dunbar', 'Schaefer'])}`;
  const date = rng.date(2010, 2026);
  const acv = rng.int(20, 300) * 100;
  const recon = rng.int(3, 25) * 100;
  s.text(40, `${rng.pick(['PINNACLE AUTO GROUP', 'RIVERBEND CHRYSLER DODGE JEEP RAM'])} — USED VEHICLE APPRAISAL`, { y: 40, size: 10, bold: true });
  s.text(555, `Printed ${fmt(date, 'us')} ${rng.int(8, 19)}:${rng.int(10, 59)} · Appraisal # ${digits(rng, 6)}`, { y: 54, size: 7, align: 'right' });
  const g: [string, string, number, number, number][] = [
    ['DATE', fmt(date, 'us'), 40, 64, 90],
    ['CUSTOMER', rng.pick(['FOSTER, DANA', 'CHEN, WEI', 'ORTIZ, LUIS']), 130, 64, 170],
    ['VIN', vin(rng, '1FT'), 300, 64, 150],
    ['MILES', String(rng.int(30000, 190000)), 450, 64, 105],
  ];
  for (const [l, v, x, y, w] of g)
    s.box(x, y, w, 26)
      .text(x + 3, l, { y: y + 8, size: 5.5 })
      .text(x + 3, v, { y: y + 20, size: 8.5 });
  let y = 120;
  const book: [string, string][] = [
    ['Book: Trade-In Clean', money(acv + recon + rng.int(5, 20) * 100, 'usd')],
    ['Book: Trade-In Average', money(acv + recon, 'usd')],
    ['Book: Retail', money(acv + recon + rng.int(30, 60) * 100, 'usd')],
    ['Market days supply', String(rng.int(20, 90))],
  ];
  for (const [l, v] of book) {
    s.text(40, l, { y, size: 8.5 }).text(280, v, { y, size: 8.5, align: 'right' });
    y += 13;
  }
  y = 120;
  const rec: [string, string][] = [
    ['Tires', money(rng.int(0, 8) * 100, 'usd')],
    ['Brakes', money(rng.int(0, 5) * 100, 'usd')],
    ['Detail / paint', money(rng.int(1, 6) * 100, 'usd')],
    ['Recon total', money(recon, 'usd')],
  ];
  for (const [l, v] of rec) {
    s.text(320, l, { y, size: 8.5 }).text(555, v, { y, size: 8.5, align: 'right' });
    y += 13;
  }
  y += 24;
  s.box(40, y - 14, 515, 28, true)
    .text(48, 'ACTUAL CASH VALUE (ACV) — APPRAISED AT', { y: y + 4, size: 10, bold: true })
    .text(547, money(acv, 'usd'), { y: y + 4, size: 12, bold: true, align: 'right' });
  s.text(40, 'Appraisal good for 7 days or 300 miles, whichever comes first.', { y: y + 34, size: 7.5 });
  s.text(40, `Appraised by: ${who}`, { y: y + 60, size: 9.5 }).text(320, `Manager approval: ${rng.pick(['GSM', 'UCM'])} ${letters(rng, 2)}`, {
    y: y + 60,
    size: 9.5,
  });
  s.text(298, 'DMS APPRAISAL WORKSHEET · INTERNAL · Page 1 of 1', { y: 816, size: 6, align: 'center' });
  return ap(s, 'en', { appraiserName: who, appraisedValue: acv, appraisalDate: date });
}
