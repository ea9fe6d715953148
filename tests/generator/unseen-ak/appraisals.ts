/** Appraisals: the concluded value among market, replacement, new and guide values; the report date vs the inspection date. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, para, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  CARS_EN,
  chassisOld,
  deName,
  digits,
  enName,
  kmFmt,
  kv,
  letters,
  money,
  phoneAT,
  phoneDE,
  phoneUS,
  plateAT,
  plateDE,
  plateUK,
  postcodeUK,
} from './kit';

const GRADE_DE: [number, string][] = [
  [1, 'sehr gut'],
  [2, 'gut'],
  [3, 'befriedigend'],
  [4, 'ausreichend'],
];

/** 47. A German Wertgutachten, 2000–2026: Marktwert concluded, Wiederbeschaffungswert and the original list price beside it. */
export function wertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const insp = addDays(date, -rng.int(2, 20));
  const [note, word] = rng.pick(GRADE_DE);
  const value = rng.int(8, 180) * 500;
  const wbw = Math.round((value * rng.pick([1.1, 1.15, 1.2])) / 500) * 500;
  const name = `Dipl.-Ing. ${deName(rng)}`;
  p.text(40, name, { size: 13, bold: true });
  p.down(12).text(
    40,
    `Öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · ${rng.int(10000, 99999)} ${rng.pick(['Wiesbaden', 'Bamberg', 'Kassel'])} · ${phoneDE(rng)}`,
    { size: 8 },
  );
  p.down(34).text(40, 'WERTGUTACHTEN', { size: 16, bold: true });
  p.text(555, `Gutachten-Nr. ${date.slice(0, 4)}-${digits(rng, 4)}`, { size: 10, align: 'right' });
  p.down(22);
  const L: [string, string][] = [
    ['Auftraggeber', deName(rng)],
    ['Auftrag vom', fd(addDays(insp, -rng.int(5, 30)), 'de')],
    ['Besichtigung am', `${fd(insp, 'de')} in ${rng.pick(['Wiesbaden', 'Bamberg', 'Kassel'])}`],
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['Baujahr / Erstzulassung', `${rng.int(1955, 1990)} / ${fd(rng.date(1955, 1990), 'de')}`],
    ['Fahrgestell-Nr.', chassisOld(rng)],
    ['Kennzeichen', plateDE(rng)],
    ['Tachostand', `${kmFmt(rng.int(20000, 250000), '.')} km (nicht nachweisbar)`],
    ['Neupreis (Listenpreis damals)', `${money(rng.int(8, 60) * 1000, 'de')} DM`],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 150, size: 9 });
    p.down(13);
  });
  p.down(10);
  p.text(40, 'Zustandsbeschreibung', { size: 10, bold: true });
  p.down(13);
  para(
    p,
    40,
    `Karosserie: ${rng.pick(['Schweller vor ca. 10 Jahren erneuert, fachgerecht', 'weitgehend original, kleine Roststellen an den Radläufen', 'restauriert, Spaltmaße gleichmäßig'])}. Lack: Schichtdicke ${rng.int(110, 380)}–${rng.int(390, 700)} µm. Innenraum: ${rng.pick(['Sitze neu bezogen', 'altersgerechte Patina', 'originales Leder mit Gebrauchsspuren'])}. Motor: ${rng.pick(['läuft ruhig, Kompression gleichmäßig', 'überholt vor 12.000 km lt. Rechnung', 'leichter Ölverlust am Ventildeckel'])}.`,
    105,
  );
  p.down(10);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Zustandsnote (1–5)', `${note}  (${word})`], { size: 10 });
  p.down(15);
  row(p, cols, ['Wiederbeschaffungswert', `${money(wbw, 'de')} EUR`], { size: 10 });
  p.down(15);
  row(p, cols, ['Marktwert', `${money(value, 'de')} EUR`], { size: 11, bold: true });
  p.down(22);
  para(
    p,
    40,
    `Der Marktwert ist der Betrag, der am Stichtag ${fd(date, 'de')} bei einem Verkauf unter üblichen Bedingungen zu erzielen wäre. Vergleichsangebote: ${money(value + rng.int(-20, 20) * 100, 'de')} EUR, ${money(value + rng.int(-20, 40) * 100, 'de')} EUR.`,
    105,
  );
  p.down(20).text(40, `${rng.pick(['Wiesbaden', 'Bamberg', 'Kassel'])}, ${fd(date, 'de')}`, { size: 10 });
  p.down(30).text(40, name, { size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** 48. An Austrian Fahrzeugbewertung, 1985–2001 in Schilling: grades per assembly, Verkehrswert concluded, Neuwert noted. */
export function bewertungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2001);
  const insp = addDays(date, -rng.int(1, 10));
  const value = rng.int(20, 600) * 1000;
  const word = rng.pick(['sehr gut', 'gut', 'befriedigend']);
  const name = `Ing. ${deName(rng)}`;
  p.text(297, 'FAHRZEUGBEWERTUNG', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `${name} · allgemein beeideter und gerichtlich zertifizierter Sachverständiger · ${phoneAT(rng)}`, { size: 8, align: 'center' });
  p.down(30);
  const L: [string, string][] = [
    ['Befund-Nr.', `${digits(rng, 3)}/${date.slice(2, 4)}`],
    ['Besichtigung', fd(insp, 'de')],
    ['Eigentümer', deName(rng)],
    ['Fahrzeug', rng.pick(CARS_DE).join(' ')],
    ['Kennzeichen', plateAT(rng)],
    ['Fahrgestellnummer', chassisOld(rng)],
    ['km-Stand', kmFmt(rng.int(20000, 200000), '.')],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 120, size: 9.5 });
    p.down(14);
  });
  p.down(10);
  const cols = [{ x: 40 }, { x: 300 }, { x: 420 }];
  row(p, cols, ['Baugruppe', 'Note', 'Bemerkung'], { bold: true });
  for (const g of ['Karosserie', 'Lack', 'Fahrwerk', 'Motor / Getriebe', 'Innenausstattung', 'Elektrik']) {
    p.down(13);
    row(p, cols, [g, String(rng.int(1, 4)), rng.pick(['o. B.', 'Gebrauchsspuren', 'restauriert', 'teilweise erneuert'])]);
  }
  p.down(24);
  const t = [{ x: 40 }, { x: 400, align: 'right' as const }];
  row(p, t, ['Neuwert vergleichbares Fahrzeug', `S ${money(value * rng.pick([2, 3, 4]), 'de')}`]);
  p.down(14);
  row(p, t, ['Händlereinkaufswert', `S ${money(Math.round(value * 0.75), 'de')}`]);
  p.down(14);
  row(p, t, ['Verkehrswert', `S ${money(value, 'de')}`], { bold: true, size: 11 });
  p.down(14);
  row(p, t, ['Gesamtzustand', word], { size: 10 });
  p.down(30).text(40, `${rng.pick(['Linz', 'Graz', 'Salzburg'])}, am ${fd(date, 'de')}`, { size: 10 });
  p.down(26).text(40, name, { size: 10 });
  p.down(20).text(40, `Honorar S ${money(rng.int(15, 40) * 100, 'de')} zzgl. 20 % USt. – gesondert verrechnet.`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** 49. A British agreed-value valuation, 2005–2026: the recommended agreed value beside the guide price range and the last sale. */
export function ukValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2005, 2026);
  const insp = addDays(date, -rng.int(1, 14));
  const value = rng.int(10, 200) * 250;
  const word = rng.pick(['Excellent', 'Very good', 'Good', 'Fair']);
  const name = `${enName(rng)} ${rng.pick(['MIMI', 'AE MIMI', 'IMI Accredited'])}`;
  p.text(40, `${rng.pick(['Classic Valuations', 'Heritage Vehicle Assessors', 'Marque Valuers'])} Ltd`, { size: 14, bold: true });
  p.down(12).text(40, `Registered in England ${digits(rng, 8)} · ${postcodeUK(rng)}`, { size: 8 });
  p.down(30).text(40, 'AGREED VALUE REPORT', { size: 14, bold: true });
  p.text(555, `Ref ${letters(rng, 2)}${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.down(20);
  const L: [string, string][] = [
    ['Client', enName(rng)],
    ['Insurer / policy', `${rng.pick(['Hagerty', 'Footman James', 'Lancaster'])} ${digits(rng, 8)}`],
    ['Inspected', fd(insp, 'uklong')],
    ['Vehicle', `${rng.int(1955, 1995)} ${rng.pick(CARS_EN).join(' ')}`],
    ['Registration', plateUK(rng, rng.int(1960, 1995))],
    ['Chassis', chassisOld(rng)],
    ['Indicated mileage', `${kmFmt(rng.int(10000, 150000), ',')}`],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 110, size: 9.5 });
    p.down(14);
  });
  p.down(10);
  para(
    p,
    40,
    `Guide prices for the model currently range from £${money(Math.round(value * 0.6), 'en')} (project) to £${money(Math.round(value * 1.4), 'en')} (concours). The vehicle last sold at auction on ${fd(addDays(date, -rng.int(400, 4000)), 'uklong')} for £${money(Math.round(value * 0.8), 'en')} including premium.`,
    100,
    { size: 9.5 },
  );
  p.down(10);
  const t = [{ x: 40 }, { x: 400, align: 'right' as const }];
  row(p, t, ['Overall condition', word], { size: 10 });
  p.down(15);
  row(p, t, ['Estimated market value', `£${money(Math.round(value * 0.9), 'en')}`], { size: 10 });
  p.down(15);
  row(p, t, ['Recommended agreed value', `£${money(value, 'en')}`], { size: 11, bold: true });
  p.down(24).text(40, `Report date: ${fd(date, 'uk')}. Valid for 3 years for insurance purposes.`, { size: 9.5 });
  p.down(26).text(40, name, { size: 10 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** 50. A US appraisal letter, 1978–2015: fair market value concluded among guide low/high, replacement cost and fee. */
export function usAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 2015);
  const value = rng.int(20, 600) * 100;
  const word = rng.pick(['Excellent', 'Very Good', 'Good', 'Fair']);
  const name = `${enName(rng)}, ${rng.pick(['ASA', 'Certified Appraiser', 'IAAA'])}`;
  p.text(40, `${rng.pick(['Midwest', 'Golden Gate', 'Southern'])} Auto Appraisals`, { size: 14, bold: true });
  p.down(12).text(40, `${phoneUS(rng)} · License #${digits(rng, 6)}`, { size: 8 });
  p.down(30).text(40, fd(date, 'uslong'), { size: 10 });
  p.down(24).text(
    40,
    `Re: ${rng.int(1930, 1980)} ${rng.pick(['Ford Model A', 'Chevrolet Camaro', 'Cadillac Eldorado', 'Mercedes-Benz 190SL'])}, VIN ${chassisOld(rng)}, owner ${enName(rng)}`,
    { size: 10 },
  );
  p.down(22);
  para(
    p,
    40,
    `At your request I inspected the above vehicle on ${fd(addDays(date, -rng.int(2, 20)), 'uslong')} at ${rng.int(100, 9999)} ${rng.pick(['Oak St', 'Main St', 'Route 1'])}. Odometer ${kmFmt(rng.int(10000, 99999), ',')}. The car was purchased by the owner in ${rng.int(1960, Number(date.slice(0, 4)))} for $${money(Math.round((value * 0.4) / 100) * 100, 'en')}. Price guides show a low of $${money(Math.round((value * 0.7) / 100) * 100, 'en')} and a high of $${money(Math.round((value * 1.3) / 100) * 100, 'en')}; replacement cost of a comparable restored car is estimated at $${money(Math.round((value * 1.2) / 100) * 100, 'en')}.`,
    100,
    { size: 10 },
  );
  p.down(10);
  const t = [{ x: 40 }, { x: 400, align: 'right' as const }];
  row(p, t, ['Overall condition', word], { size: 10.5 });
  p.down(16);
  row(p, t, ['Fair Market Value', `$${money(value, 'en')}`], { size: 11.5, bold: true });
  p.down(24).text(40, `Appraisal fee $${rng.pick([75, 125, 150, 250])} paid. I have no interest in the vehicle.`, { size: 9 });
  p.down(30).text(40, name, { size: 10 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}
