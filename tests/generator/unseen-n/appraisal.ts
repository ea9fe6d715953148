import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, date, doc, grouped, money, num, plateDe, plateUk, Sheet, vin } from './kit';
import { carOf, personDe, personEn, SURNAMES_DE, SURNAMES_EN, TOWNS_DE, TOWNS_UK, TOWNS_US } from './people';

const GRADES_DE = ['2', '2-', '2+', '3', '3+', '1-'];

/** A Kurzgutachten in abbreviations: Zust.-Note, MW (Marktwert), WBW and Neupr. as distractors. */
export function deKurzgutachten(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const name = `Dipl.-Ing. ${personDe(rng)}`;
  const car = carOf(rng);
  const iso = rng.date(2005, 2026);
  const insp = addDays(iso, -rng.int(3, 20));
  const mw = rng.int(80, 1200) * 100;
  const wbw = Math.round((mw * 1.12) / 100) * 100;
  const grade = rng.pick(GRADES_DE);
  const p = new Sheet();
  p.text(40, `Kfz-Sachverst.-Büro ${name}`, { size: 12, bold: true })
    .down(11)
    .text(40, `öff. best. u. vereid. SV · ${t.plz} ${t.town} · Tel. ${t.tel}/${num(rng, 5)}`, { size: 7.5 })
    .down(40);
  p.text(40, `Kurzgutachten Nr. ${iso.slice(0, 4)}/${num(rng, 4)}`, { size: 12, bold: true })
    .text(555, date(iso, 'de', 'long'), { size: 9, align: 'right' })
    .down(26);
  const rows = [
    ['Fzg.', `${car.make} ${car.model} (Bj. ${car.year})`],
    ['FIN', vin(rng, car.year, car.wmi)],
    ['Amtl. Kz.', plateDe(rng, t.kz)],
    ['Km-St.', `${grouped(rng.int(20000, 250000), 'de')} (abgel.)`],
    ['Besicht.', `${date(insp, 'de', 'long')} in ${t.town}`],
    ['AG', personDe(rng)],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8 }).text(120, v, { size: 10 }).down(15);
  p.down(20);
  p.row(
    [
      [40, 'Zust.-Note'],
      [300, grade, 'right'],
    ],
    10,
    true,
  ).down(16);
  p.row(
    [
      [40, 'MW'],
      [300, `${money(mw, 'de')} EUR`, 'right'],
    ],
    10,
    true,
  ).down(16);
  p.row(
    [
      [40, 'WBW'],
      [300, `${money(wbw, 'de')} EUR`, 'right'],
    ],
    9,
  ).down(30);
  p.text(40, 'MW = Marktwert · WBW = Wiederbeschaffungswert (Versicherung) · Noten 1–5 nach Classic-Data', { size: 7 });
  return doc('de', { documentType: 'appraisal', appraiserName: name, appraisedValue: mw, appraisalDate: iso, conditionNotes: grade }, p);
}

/** A Wertgutachten's summary page in two columns: figures at the right, a grade in a box. */
export function deWertTwoColumn(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const firm = `Gutachterbüro ${rng.pick(SURNAMES_DE)} & Partner`;
  const car = carOf(rng);
  const iso = rng.date(1990, 2015);
  const mw = rng.int(60, 900) * 100;
  const cur = iso < '2002-01-01' ? 'DM' : 'EUR';
  const grade = rng.pick(['gut', 'sehr gut', 'befriedigend']);
  const p = new Sheet();
  p.text(297, firm, { size: 14, bold: true, align: 'center' })
    .down(12)
    .text(297, `${t.town} · ${t.tel}/${num(rng, 6)}`, { size: 8, align: 'center' })
    .down(40);
  p.text(40, 'Wertgutachten – Zusammenfassung', { size: 12, bold: true }).down(24);
  p.box(297, p.y - 10, 0.01, 200);
  const top = p.y;
  for (const [l, v] of [
    ['Fzg.', `${car.make} ${car.model}`],
    ['EZ', String(car.year)],
    ['Kz.', plateDe(rng, t.kz)],
    ['Auftr.-Nr.', num(rng, 5)],
    ['Dat.', date(iso, 'de', 'short')],
  ])
    p.text(40, l, { size: 8 }).text(110, v, { size: 10 }).down(16);
  p.y = top;
  p.row(
    [
      [310, 'Zust.'],
      [555, grade, 'right'],
    ],
    10,
  ).down(18);
  p.row(
    [
      [310, `Marktw. ${cur}`],
      [555, money(mw, 'de'), 'right'],
    ],
    11,
    true,
  ).down(18);
  p.row(
    [
      [310, `Restaur.-Kosten ${cur}`],
      [555, money(rng.int(20, 300) * 100, 'de'), 'right'],
    ],
    9,
  ).down(140);
  p.text(40, `Sachverst.: ${firm}`, { size: 8 });
  return doc('de', { documentType: 'appraisal', appraiserName: firm, appraisedValue: mw, appraisalDate: iso, conditionNotes: grade }, p);
}

/** A US appraisal in abbreviations: FMV, Cond. #2, Appr. Dt; a replacement cost as a distractor. */
export function usFmvAbbr(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const name = `${personEn(rng)}, ASA`;
  const car = carOf(rng);
  const iso = rng.date(1995, 2026);
  const fmv = rng.int(80, 1500) * 100;
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2+', '#3 Driver']);
  const p = new Sheet();
  p.text(40, `${rng.pick(SURNAMES_EN)} Vehicle Appraisals LLC`, { size: 12, bold: true })
    .down(11)
    .text(40, `${t.town}, ${t.st} · ${t.tel} ${num(rng, 3)}-${num(rng, 4)}`, { size: 8 })
    .down(40);
  p.text(40, `Appr.# ${num(rng, 4)}   Appr. Dt ${date(iso, 'us', 'long')}   Insp. ${date(addDays(iso, -rng.int(2, 12)), 'us', 'long')}`, { size: 9 }).down(26);
  for (const [l, v] of [
    ['Veh.', `${car.year} ${car.make} ${car.model}`],
    ['VIN', vin(rng, car.year, car.wmi)],
    ['Odo', `${grouped(rng.int(10000, 99999), 'us')} (TMU)`],
    ['Cond.', cond],
    ['FMV', `$${money(fmv, 'us')}`],
    ['Repl. cost', `$${money(Math.round(fmv * 1.3), 'us')}`],
  ])
    p.text(40, l, { size: 8, bold: true }).text(120, v, { size: 10 }).down(16);
  p.down(30)
    .text(40, `Appraiser: ${name}`, { size: 9 })
    .down(12)
    .text(40, 'FMV = fair market value · TMU = true mileage unknown · Cond. per 1–6 scale', { size: 7 });
  return doc('en', { documentType: 'appraisal', appraiserName: name, appraisedValue: fmv, appraisalDate: iso, conditionNotes: cond }, p);
}

/** A UK valuation letter squeezed into a slip: Agreed val., Cond.: Good, the valuer's initials and name at the foot. */
export function ukValuationSlip(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const name = personEn(rng);
  const car = carOf(rng);
  const iso = rng.date(1988, 2025);
  const val = rng.int(40, 900) * 100;
  const cond = rng.pick(['Good', 'V. good', 'Excellent', 'Fair']);
  const p = new Sheet();
  p.text(40, `${t.town} Motor Club · Valuations`, { size: 12, bold: true }).down(40);
  p.text(40, `Ref. ${num(rng, 4)}/${iso.slice(2, 4)}`, { size: 9 })
    .text(555, date(iso, 'uk', 'abbr'), { size: 9, align: 'right' })
    .down(24);
  for (const [l, v] of [
    ['Reg.', plateUk(rng, car.year)],
    ['Veh.', `${car.year} ${car.make} ${car.model}`],
    ['Mi.', `${grouped(rng.int(20000, 120000), 'uk')} (indicated)`],
    ['Cond.', cond],
    ['Agreed val.', `£${money(val, 'uk')}`],
    ['Ins. co.', rng.pick(['Footman James', 'Lancaster', 'Hiscox'])],
  ])
    p.text(40, l, { size: 8, bold: true }).text(130, v, { size: 10 }).down(16);
  p.down(30).text(40, `Valuer: ${name}, club valuer no. ${rng.int(10, 99)}`, { size: 9 });
  return doc('en', { documentType: 'appraisal', appraiserName: name, appraisedValue: val, appraisalDate: iso, conditionNotes: cond }, p);
}

/** A 1990s US appraisal, sparse: the figure and the date without labels under the appraiser's name. */
export function usSparseAppraisal(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const name = `${personEn(rng)}`;
  const car = carOf(rng);
  const iso = rng.date(1986, 2004);
  const val = rng.int(50, 600) * 100;
  const p = new Sheet();
  p.text(40, name, { size: 14, bold: true, serif: true })
    .down(12)
    .text(40, `Antique & Classic Auto Appraisals · ${t.town}, ${t.st}`, { size: 8, serif: true })
    .down(70);
  p.text(555, date(iso, 'us', 'abbr'), { size: 10, serif: true, align: 'right' }).down(40);
  p.text(60, `${car.year} ${car.make} ${car.model}`, { size: 11, serif: true })
    .down(16)
    .text(60, vin(rng, car.year, car.wmi), { size: 10, serif: true })
    .down(40);
  p.text(60, `$${money(val, 'us')}`, { size: 16, bold: true, serif: true }).down(60);
  p.text(60, `Owner ${rng.pick(SURNAMES_EN)} · for insurance purposes`, { size: 8, serif: true });
  return doc('en', { documentType: 'appraisal', appraiserName: name, appraisedValue: val, appraisalDate: iso }, p);
}
