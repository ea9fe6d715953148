/** Valuation printouts: computer valuations, experts' reports, agreed-value appraisals (DE, UK, US), 1985–2005. */
import { doc, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { amt, DE_CARS, DE_FIRST, DE_LAST, dePlate, digits, EN_FIRST, EN_LAST, letters, Lp, UK_CARS, UK_PLACES, ukReg, US_CARS, US_PLACES, yr, zp } from './kit';

/** A computer valuation printout (Bewertung) in DM: Grundwert, Zu-/Abschläge with trailing minus, ermittelter Marktwert. */
export function bewertungsausdruck(rng: Random): Generated {
  const date = rng.date(1986, 2001);
  const office = rng.pick(['KFZ-SACHVERSTAENDIGENBUERO', 'INGENIEURBUERO FUER KFZ-TECHNIK', 'SACHVERSTAENDIGENBUERO']);
  const expert = `DIPL.-ING. ${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
  const base = rng.int(40, 400) * 100;
  const adj: [string, number][] = [
    ['KM-ABWEICHUNG', -rng.int(2, 15) * 100],
    ['ZUSTAND / PFLEGE', rng.int(0, 30) * 100],
    ['SONDERAUSSTATTUNG', rng.int(0, 12) * 100],
    ['REPARATURBEDARF', -rng.int(0, 10) * 100],
  ];
  const value = base + adj.reduce((a, b) => a + b[1], 0);
  const cond = rng.pick(['GUT', 'SEHR GUT', 'BEFRIEDIGEND']);
  const note = { GUT: 2, 'SEHR GUT': 1, BEFRIEDIGEND: 3 }[cond];
  const L = new Lp(40, 5.0, 8, 10.8, 54);
  L.bl([0, `${office} ${expert.split(' ').slice(-1)[0]}`]);
  L.ln([
    0,
    `${rng.pick(['BAHNHOFSTR.', 'KOENIGSALLEE'])} ${rng.int(1, 80)}, ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['MANNHEIM', 'HAGEN', 'BIELEFELD', 'REGENSBURG'])}`,
  ]);
  L.rule('=', 0, 96);
  L.bl([0, 'FAHRZEUGBEWERTUNG'], [50, `AKTENZEICHEN ${digits(rng, 4)}/${String(yr(date)).slice(2)}`], [96, 'SEITE 1', 'r']);
  L.rule('=', 0, 96);
  L.ln([0, 'FAHRZEUG'], [18, rng.pick(DE_CARS)], [52, 'KENNZ.'], [64, dePlate(rng)]);
  L.ln(
    [0, 'FG-NR'],
    [18, `${rng.pick(['WDB', 'WVW', 'WBA', 'WP0'])}${digits(rng, 11)}`],
    [52, 'KM-STAND'],
    [64, (rng.int(40, 250) * 1000).toLocaleString('de-DE')],
  );
  L.ln([0, 'BESICHTIGT'], [18, fd(date, 'de')], [52, 'AUFTRAGGEBER'], [64, `${rng.pick(DE_LAST)}, ${rng.pick(DE_FIRST)}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'GRUNDWERT LT. MARKTNOTIERUNG'], [96, amt(base, 'de'), 'r']);
  for (const [k, v] of adj) L.ln([2, k], [96, amt(v, 'de'), 'r']);
  L.rule('-', 50, 96);
  L.bl([0, 'ERMITTELTER MARKTWERT DM'], [96, amt(value, 'de'), 'r']);
  L.skip().ln([0, `ZUSTANDSNOTE ${note} - ${cond}`]);
  L.ln([0, `DATUM DER BEWERTUNG ${fd(date, 'de')}`]);
  L.skip(2).ln([0, expert]).ln([0, 'OEFFENTLICH BESTELLTER U. VEREIDIGTER SACHVERSTAENDIGER']);
  return doc(L.p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** An expert office's Oldtimer-Wertgutachten printout in EUR (2002–2005): Zustandsnoten per Baugruppe, Wiederbeschaffungswert. */
export function oldtimerGutachtenEur(rng: Random): Generated {
  const date = rng.date(2002, 2005);
  const expert = `${rng.pick(['KFZ-MEISTER', 'DIPL.-ING. (FH)', 'ING.'])} ${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
  const value = rng.int(40, 600) * 100;
  const groups = ['KAROSSERIE', 'LACK', 'MOTOR', 'GETRIEBE', 'FAHRWERK', 'INNENAUSSTATTUNG', 'ELEKTRIK'];
  const cond = rng.pick(['GUT', 'SEHR GUT']);
  const L = new Lp(42, 5.0, 8, 10.8, 54);
  L.bl([0, `OLDTIMER-GUTACHTEN NR. ${digits(rng, 5)}`], [96, `DATUM ${fd(date, 'de')}`, 'r']);
  L.ln([0, `KLASSIK-PRUEFDIENST ${rng.pick(['NORD', 'SUED', 'RHEIN-MAIN'])}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'FAHRZEUG'], [18, `${rng.pick(['MERCEDES-BENZ 280 SL', 'PORSCHE 356 B', 'VW KARMANN GHIA', 'BMW 2002 TII', 'OPEL GT 1900'])}`]);
  L.ln([0, 'BAUJAHR'], [18, String(rng.int(1955, 1975))], [50, 'FG-NR'], [60, `${digits(rng, 8)}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'BAUGRUPPE'], [40, 'NOTE'], [50, 'BEMERKUNG']);
  for (const g of groups)
    L.ln(
      [0, g],
      [40, `${rng.int(1, 3)}${rng.pick(['', '+', '-'])}`],
      [50, rng.pick(['ALTERSGEMAESS', 'RESTAURIERT', 'ORIGINAL', 'NACHLACKIERT', 'OHNE BEANSTANDUNG'])],
    );
  L.rule('-', 0, 96);
  L.ln([0, `GESAMTZUSTAND: ${cond}`]);
  L.bl([0, 'WIEDERBESCHAFFUNGSWERT EUR'], [60, amt(value, 'de'), 'r']);
  L.skip(2).ln([0, expert]).ln([0, 'SACHVERSTAENDIGER FUER OLDTIMERBEWERTUNG']);
  return doc(L.p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A US appraiser's printout for an agreed-value policy: rating table, APPRAISED VALUE, certified appraiser. */
export function usAgreedValueAppraisal(rng: Random): Generated {
  const [city, st] = rng.pick(US_PLACES);
  const date = rng.date(1990, 2005);
  const name = `${rng.pick(EN_FIRST)} ${letters(rng, 1)}. ${rng.pick(EN_LAST)}`;
  const value = rng.int(10, 90) * 500;
  const cond = rng.pick(['EXCELLENT', 'VERY GOOD', 'GOOD']);
  const L = new Lp(38, 5.0, 8, 10.8, 54);
  L.bl([0, `${rng.pick(['MIDWEST', 'PACIFIC', 'KEYSTONE'])} COLLECTOR CAR APPRAISALS`], [96, `REPORT ${digits(rng, 5)}`, 'r']);
  L.ln([0, `${city}, ${st}`], [96, `DATE OF APPRAISAL ${fd(date, 'us')}`, 'r']);
  L.rule('=', 0, 96);
  L.ln([0, 'OWNER'], [16, `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`]);
  L.ln([0, 'VEHICLE'], [16, `${rng.int(1955, 1972)} ${rng.pick(US_CARS)}`], [56, 'VIN'], [64, `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 9)}`]);
  L.ln([0, 'ODOMETER'], [16, `${rng.int(10000, 99999)} (${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])})`]);
  L.rule('-', 0, 96);
  L.ln([0, 'AREA'], [30, 'RATING 1-10']);
  for (const a of ['EXTERIOR/PAINT', 'INTERIOR', 'ENGINE COMPARTMENT', 'UNDERCARRIAGE', 'CHROME/TRIM']) L.ln([0, a], [30, String(rng.int(6, 10))]);
  L.rule('-', 0, 96);
  L.ln([0, `OVERALL CONDITION: ${cond}`]);
  L.bl([0, 'APPRAISED VALUE'], [40, `$${value.toLocaleString('en-US')}.00`, 'r']);
  L.skip().ln([0, 'VALUE STATED IS FOR INSURANCE PURPOSES (AGREED VALUE) AND REFLECTS CURRENT MARKET CONDITIONS.']);
  L.skip(2).ln([0, name]).ln([0, 'CERTIFIED APPRAISER']);
  return doc(L.p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A one-make club's valuation certificate from the club's computer (UK), agreed value for insurance. */
export function clubValuationCertificate(rng: Random): Generated {
  const date = rng.date(1988, 2004);
  const club = rng.pick(['TRIUMPH SPORTS SIX CLUB', 'MG OWNERS CLUB', 'ROVER P6 CLUB', 'JAGUAR DRIVERS CLUB']);
  const name = `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
  const value = rng.int(15, 250) * 100;
  const cond = rng.pick(['GOOD', 'VERY GOOD', 'EXCELLENT', 'FAIR']);
  const L = new Lp(44, 5.1, 8, 11.4, 62);
  L.bl([0, club]).ln([0, 'VALUATION CERTIFICATE'], [60, `CERT NO ${letters(rng, 1)}${digits(rng, 5)}`]);
  L.rule('-', 0, 92);
  L.ln([0, 'MEMBER'], [18, `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`], [56, 'MEMBERSHIP NO'], [74, digits(rng, 5)]);
  L.ln([0, 'VEHICLE'], [18, rng.pick(UK_CARS)], [56, 'REG NO'], [74, ukReg(rng, 1978)]);
  L.ln([0, 'YEAR'], [18, String(rng.int(1962, 1980))], [56, 'MILEAGE'], [74, String(rng.int(20000, 120000))]);
  L.rule('-', 0, 92);
  L.ln([0, 'CONDITION'], [18, cond]);
  L.ln([0, 'AGREED VALUE'], [18, `£${value.toLocaleString('en-GB')}`]);
  L.ln([0, 'DATE'], [18, fd(date, 'uk')]);
  L.rule('-', 0, 92);
  L.ln([0, 'VALUED BY'], [18, name], [56, `CLUB VALUER - ${rng.pick(UK_PLACES)}`]);
  L.ln([0, 'VALID FOR INSURANCE PURPOSES FOR TWO YEARS FROM THE DATE ABOVE.']);
  return doc(L.p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
