/** Registry terminal printouts: registrations (DE, AT, UK, US) and titles (DE, AT, US), 1975–2005. */
import { addDays, doc, fd } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  DE_CARS,
  DE_FIRST,
  DE_LAST,
  dePlate,
  digits,
  EN_FIRST,
  EN_LAST,
  letters,
  Lp,
  UK_CARS,
  UK_PLACES,
  ukReg,
  US_CARS,
  US_PLACES,
  usPlate,
  vin17,
  yr,
  zp,
} from './kit';

const deVin = (rng: Random) => rng.pick(['WVWZZZ', 'WDB', 'WBA', 'WAUZZZ', 'W0L000']) + digits(rng, 3) + letters(rng, 1) + digits(rng, 7);
const usVin = (rng: Random, y: number) =>
  y >= 1981
    ? vin17(rng, rng.pick(['1G1', '1FA', '1G2', '2G4', '1B3']))
    : `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`;

/** Fahrzeugschein as filled by the Zulassungsstelle's terminal printer: numbered Ziffern, next HU (not an expiry). */
export function fahrzeugscheinEdv(rng: Random): Generated {
  const date = rng.date(1984, 2005);
  const nr = `${letters(rng, 2)} ${digits(rng, 6)}`;
  const plate = dePlate(rng);
  const L = new Lp(50, 5.0, 8, 12, 70);
  L.bl([0, 'FAHRZEUGSCHEIN'], [60, `NR. ${nr}`]);
  L.ln([0, `ZULASSUNGSSTELLE ${rng.pick(['LANDRATSAMT', 'STADT', 'KREISVERWALTUNG'])} ${rng.pick(['ROSENHEIM', 'BAMBERG', 'KASSEL', 'OLDENBURG'])}`]);
  L.rule('-', 0, 90);
  L.ln([0, '1'], [4, 'AMTL. KENNZEICHEN'], [32, plate]);
  L.ln([0, '2'], [4, 'FAHRZEUGART'], [32, 'PKW GESCHLOSSEN']);
  L.ln([0, '3'], [4, 'HERSTELLER'], [32, rng.pick(DE_CARS).split(' ')[0]]);
  L.ln([0, '4'], [4, 'FZ.-IDENT.-NR.'], [32, deVin(rng)]);
  L.ln([0, '7'], [4, 'HUBRAUM CCM'], [32, String(rng.int(1100, 2800))]);
  L.ln([0, '8'], [4, 'LEISTUNG KW'], [32, String(rng.int(35, 150))]);
  L.ln([0, '32'], [4, 'TAG DER ERSTZULASSUNG'], [32, fd(rng.date(1960, 1985), 'de')]);
  L.rule('-', 0, 90);
  L.ln([0, 'HALTER'], [32, `${rng.pick(DE_LAST)}, ${rng.pick(DE_FIRST)}`]);
  L.ln([32, `${rng.pick(['FLIEDERWEG', 'MARKTPLATZ', 'BERGSTR.'])} ${rng.int(1, 60)}`]);
  L.rule('-', 0, 90);
  const hu = addDays(date, rng.int(300, 700));
  L.ln([0, 'NAECHSTE HU'], [32, `${zp(Number(hu.slice(5, 7)), 2)}/${hu.slice(0, 4)}`]);
  L.ln([0, 'ZUGELASSEN AM'], [32, fd(date, 'de')]);
  L.ln([0, `${fd(date, 'de2')} ${digits(rng, 2)}:${digits(rng, 1)}${rng.int(0, 9)} ARB.PL. ${digits(rng, 3)}  SIEGEL`]);
  return doc(L.p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** Austrian Zulassungsschein printout: Behörde, Kennzeichen, Zulassungsschein-Nr. */
export function zulassungsscheinAT(rng: Random): Generated {
  const date = rng.date(1990, 2005);
  const nr = `${digits(rng, 7)}`;
  const plate = `${rng.pick(['W', 'L', 'G', 'S', 'KU', 'VB'])} ${rng.int(100, 99999)} ${letters(rng, 1)}`;
  const L = new Lp(44, 5.0, 8, 11.5, 64);
  L.bl([0, 'REPUBLIK OESTERREICH'], [56, 'ZULASSUNGSSCHEIN']);
  L.ln([0, `BEHOERDE: ${rng.pick(['BH KUFSTEIN', 'BPD WIEN', 'BH GRAZ-UMGEBUNG', 'BH BREGENZ'])}`], [56, `ZULASSUNGSSCHEIN-NR. ${nr}`]);
  L.rule('=', 0, 94);
  L.ln([0, 'KENNZEICHEN'], [22, plate], [56, `ZUL.-DATUM ${fd(date, 'de')}`]);
  L.ln([0, 'ZULASSUNGSBESITZER'], [22, `${rng.pick(DE_LAST)} ${rng.pick(DE_FIRST)}`]);
  L.ln([0, 'GEB.-DATUM'], [22, fd(rng.date(1930, 1970), 'de')]);
  L.rule('-', 0, 94);
  L.ln([0, 'MARKE/TYPE'], [22, rng.pick(DE_CARS)], [56, 'FARBE'], [66, rng.pick(['ROT', 'WEISS', 'SILBER', 'BLAU'])]);
  L.ln([0, 'FAHRGESTELLNR.'], [22, deVin(rng)], [56, 'KW'], [66, String(rng.int(30, 140))]);
  L.ln([0, 'GENEHMIGUNG'], [22, `TYPENSCHEIN ${digits(rng, 6)}`], [56, 'CCM'], [66, String(rng.int(1000, 2800))]);
  L.rule('-', 0, 94);
  L.ln([0, 'VERSICHERUNG'], [22, rng.pick(['WIENER STAEDTISCHE', 'UNIQA', 'GENERALI'])], [56, `POL. ${digits(rng, 9)}`]);
  return doc(L.p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
}

/** US state registration card printed at the DMV terminal: PLATE, EXPIRES, fees paid. */
export function usRegistrationCard(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const issued = rng.date(1985, 2005);
  const exp = `${yr(issued) + 1}-${issued.slice(5, 7)}-28`;
  const plate = usPlate(rng);
  const doc_ = digits(rng, 9);
  const y = yr(issued);
  const fee = (rng.int(2500, 9500) / 100).toFixed(2);
  const L = new Lp(40, 5.0, 7.8, 10.6, 60);
  L.bl([0, `STATE OF ${st} - DEPARTMENT OF MOTOR VEHICLES`]);
  L.ln([0, 'VEHICLE REGISTRATION CARD'], [60, `DOCUMENT NO ${doc_}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'PLATE NO'], [14, plate], [34, 'EXPIRES'], [46, fd(exp, 'us')], [64, 'ISSUED'], [76, fd(issued, 'us')]);
  L.ln([0, 'VIN'], [14, usVin(rng, y - 10)], [64, 'CLASS'], [76, 'PASSENGER']);
  L.ln(
    [0, 'YEAR'],
    [14, String(y - rng.int(5, 25))],
    [34, 'MAKE'],
    [46, rng.pick(US_CARS).split(' ')[0]],
    [64, 'BODY'],
    [76, rng.pick(['2D', '4D', 'CV', 'PK'])],
  );
  L.rule('-', 0, 96);
  L.ln([0, 'OWNER'], [14, `${rng.pick(EN_LAST)}, ${rng.pick(EN_FIRST)}`]);
  L.ln([14, `${city} ${st} ${zip}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'FEES PAID'], [34, `REG FEE ${fee}`], [64, `TOTAL ${fee}`]);
  L.ln([0, 'KEEP THIS CARD IN THE VEHICLE. SIGN BELOW:  _____________________']);
  return doc(L.p, 'en', { documentType: 'registration', registrationNumber: doc_, plateNumber: plate, expiryDate: exp });
}

/** A DVLA V5 of the 1980s–90s, computer printed: document reference number, registration mark, keeper. */
export function dvlaV5(rng: Random): Generated {
  const date = rng.date(1983, 2000);
  const y = yr(date);
  const ref = `${digits(rng, 11)}`;
  const reg = ukReg(rng, y - rng.int(0, 15));
  const L = new Lp(42, 5.0, 8, 11.2, 60);
  L.bl([0, 'VEHICLE REGISTRATION DOCUMENT'], [62, 'V5']);
  L.ln([0, 'DRIVER AND VEHICLE LICENSING AGENCY  SWANSEA  SA99 1AR'.replace('AGENCY', y < 1990 ? 'CENTRE' : 'AGENCY')]);
  L.ln([0, 'DOCUMENT REFERENCE NUMBER'], [34, ref]);
  L.rule('-', 0, 92);
  L.ln([0, '1  REGISTRATION MARK'], [34, reg], [56, 'DATE OF FIRST REGISTRATION'], [84, fd(rng.date(y - 15, y), 'ukdot')]);
  L.ln([0, '2  MAKE'], [34, rng.pick(UK_CARS).split(' ')[0]], [56, 'DATE OF ISSUE'], [84, fd(date, 'ukdot')]);
  L.ln([0, '3  MODEL/TYPE'], [34, rng.pick(UK_CARS).split(' ').slice(1).join(' ')]);
  L.ln([0, '4  VIN/CHASSIS/FRAME NO'], [34, `${letters(rng, 3)}${digits(rng, 8)}`]);
  L.ln([0, '5  TAXATION CLASS'], [34, 'PRIVATE/LIGHT GOODS (PLG)']);
  L.ln([0, '6  COLOUR'], [34, rng.pick(['RED', 'WHITE', 'GREEN', 'BLUE'])], [56, 'CYLINDER CAPACITY'], [84, `${rng.int(1000, 4200)} CC`]);
  L.rule('-', 0, 92);
  L.ln([0, 'REGISTERED KEEPER']);
  L.ln([2, `${rng.pick(['MR', 'MRS', 'MS'])} ${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`]);
  L.ln([2, `${rng.int(1, 99)} ${rng.pick(['ORCHARD WAY', 'STATION ROAD', 'GLEBE CLOSE'])}, ${rng.pick(UK_PLACES)}`]);
  L.rule('-', 0, 92);
  L.ln([0, 'THE REGISTERED KEEPER IS NOT NECESSARILY THE LEGAL OWNER.']);
  return doc(L.p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: reg });
}

/** A county tax office's registration receipt strip (renewal), VALID THRU with the registration period. */
export function countyRenewalReceipt(rng: Random): Generated {
  const [city, st] = rng.pick(US_PLACES);
  const from = `${rng.int(1988, 2005)}-${zp(rng.int(1, 12), 2)}-01`;
  const thru = addDays(`${yr(from) + 1}${from.slice(4)}`, -1);
  const plate = usPlate(rng);
  const rec = `${digits(rng, 4)}-${digits(rng, 6)}`;
  const fees: [string, number][] = [
    ['REGISTRATION FEE', rng.int(3000, 6500) / 100],
    ['COUNTY ROAD FEE', rng.int(500, 1100) / 100],
    ['FILING FEE', 5],
    ['STICKER', 1.5],
  ];
  const total = fees.reduce((a, b) => a + b[1], 0);
  const L = new Lp(40, 5.0, 7.8, 10.6, 70);
  L.bl([0, `${city} COUNTY TAX ASSESSOR-COLLECTOR`]);
  L.ln([0, 'MOTOR VEHICLE REGISTRATION RENEWAL RECEIPT'], [66, `RECEIPT ${rec}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'LICENSE PLATE'], [18, plate], [36, 'VALID FROM'], [48, fd(from, 'us')], [64, 'VALID THRU'], [76, fd(thru, 'us')]);
  L.ln([0, 'VIN'], [18, usVin(rng, yr(from) - 8)], [64, 'STICKER NO'], [76, digits(rng, 8)]);
  L.ln([0, 'OWNER'], [18, `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`], [64, 'STATE'], [76, st]);
  L.rule('-', 0, 96);
  for (const [k, v] of fees) L.ln([18, k], [60, v.toFixed(2), 'r']);
  L.ln([18, 'TOTAL PAID'], [60, total.toFixed(2), 'r']);
  L.rule('=', 0, 96);
  L.ln([0, 'DISPLAY STICKER ON INSIDE OF WINDSHIELD. THIS RECEIPT IS YOUR REGISTRATION - CARRY IN VEHICLE.']);
  return doc(L.p, 'en', { documentType: 'registration', registrationNumber: rec, plateNumber: plate, expiryDate: thru });
}

/** Fahrzeugbrief printed by the Zulassungsstelle's EDV: Brief-Nr., FZ-IDENT-NR., AUSGEFERTIGT AM. */
export function fahrzeugbriefEdv(rng: Random): Generated {
  const date = rng.date(1982, 2005);
  const vin = deVin(rng);
  const L = new Lp(50, 5.0, 8, 12, 70);
  L.bl([0, 'FAHRZEUGBRIEF'], [56, `NR. ${letters(rng, 2)} ${digits(rng, 7)}`]);
  L.rule('=', 0, 90);
  L.ln([0, 'FAHRZEUG- UND AUFBAUART'], [30, 'PKW LIMOUSINE']);
  L.ln([0, 'HERSTELLER'], [30, rng.pick(DE_CARS).split(' ')[0]]);
  L.ln([0, 'FAHRZEUG-IDENT.-NR.'], [30, vin]);
  L.ln([0, 'ERSTZULASSUNG'], [30, fd(rng.date(1960, 1990), 'de')]);
  L.rule('-', 0, 90);
  L.ln([0, 'HALTER'], [30, `${rng.pick(DE_LAST)}, ${rng.pick(DE_FIRST)}`]);
  L.ln([0, 'WOHNORT'], [30, `${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['LANDAU', 'SINGEN', 'CELLE', 'NEUWIED'])}`]);
  L.ln([0, 'AMTL. KENNZEICHEN'], [30, dePlate(rng)]);
  L.rule('-', 0, 90);
  L.ln([0, 'AUSGEFERTIGT AM'], [30, fd(date, 'de')], [56, `DURCH ZUL.-STELLE ${rng.pick(['SUEW', 'KN', 'CE', 'NR'])}`]);
  L.ln([0, `DRUCK ${fd(date, 'de2')} ${digits(rng, 2)}:${digits(rng, 2)}  KBA-SCHLUESSEL ${digits(rng, 4)}/${digits(rng, 3)}`]);
  return doc(L.p, 'de', { documentType: 'title', date, vin });
}

/** Austrian importer's Typenschein data extract: TYPENSCHEIN NR., FAHRGESTELLNUMMER, AUSGESTELLT AM. */
export function typenscheinAuszug(rng: Random): Generated {
  const date = rng.date(1988, 2005);
  const vin = deVin(rng);
  const L = new Lp(46, 5.0, 8, 11.5, 66);
  L.bl([0, 'TYPENSCHEIN'], [50, `NR. ${letters(rng, 1)} ${digits(rng, 6)}`]);
  L.ln([0, `GENERALIMPORTEUR ${rng.pick(['PORSCHE AUSTRIA', 'DENZEL AG', 'STEYR-DAIMLER-PUCH', 'FRUEHWIRTH'])}`]);
  L.rule('=', 0, 92);
  L.ln([0, 'GENEHMIGUNG ZL.'], [28, `${digits(rng, 5)}/${digits(rng, 2)}`]);
  L.ln([0, 'MARKE / TYPE'], [28, rng.pick(DE_CARS)]);
  L.ln([0, 'FAHRGESTELLNUMMER'], [28, vin]);
  L.ln([0, 'MOTORNUMMER'], [28, `${letters(rng, 2)}${digits(rng, 6)}`]);
  L.ln([0, 'HOECHSTZUL. GESAMTGEW.'], [28, `${rng.int(1100, 2200)} KG`]);
  L.rule('-', 0, 92);
  L.ln([0, 'AUSGESTELLT AM'], [28, fd(date, 'de')], [50, `${rng.pick(['WIEN', 'SALZBURG', 'GRAZ'])}`]);
  L.ln([0, 'DIESER TYPENSCHEIN IST BEI JEDER ZULASSUNG VORZULEGEN.']);
  return doc(L.p, 'de', { documentType: 'title', date, vin });
}

/** A state DMV certificate of title printout: VEHICLE ID NUMBER, ISSUE DATE, owners, odometer. */
export function usTitleCertificate(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const date = rng.date(1984, 2005);
  const vin = usVin(rng, yr(date) - rng.int(0, 12));
  const L = new Lp(40, 5.0, 8, 11, 60);
  L.bl([0, `STATE OF ${st}`], [50, 'CERTIFICATE OF TITLE']);
  L.ln([0, 'DEPARTMENT OF MOTOR VEHICLES'], [50, `TITLE NO ${digits(rng, 8)}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'VEHICLE ID NUMBER'], [28, 'YEAR'], [36, 'MAKE'], [52, 'BODY'], [62, 'ISSUE DATE'], [80, 'ODOMETER']);
  L.ln(
    [0, vin],
    [28, String(yr(date) - rng.int(0, 12))],
    [36, rng.pick(US_CARS).split(' ')[0]],
    [52, rng.pick(['2D', 'CV', '4D'])],
    [62, fd(date, 'us')],
    [80, `${rng.int(10000, 99999)} ACTUAL`],
  );
  L.rule('-', 0, 96);
  L.ln([0, 'REGISTERED OWNER(S)']);
  L.ln([2, `${rng.pick(EN_LAST)} ${rng.pick(EN_FIRST)}`]).ln([2, `${city} ${st} ${zip}`]);
  L.ln([0, 'LEGAL OWNER'], [28, rng.chance(0.5) ? 'NONE' : `${rng.pick(['FIRST NATIONAL', 'CITIZENS', 'VALLEY'])} BANK`]);
  L.rule('-', 0, 96);
  L.ln([0, 'ANY ALTERATION OR ERASURE VOIDS THIS TITLE.']);
  return doc(L.p, 'en', { documentType: 'title', date, vin });
}

/** 1978–1995 computer-printed title with DATE TITLE ISSUED and a lien block. */
export function titleSeventies(rng: Random): Generated {
  const [, st] = rng.pick(US_PLACES);
  const date = rng.date(1978, 1995);
  const vin = usVin(rng, yr(date) - rng.int(0, 6));
  const L = new Lp(44, 5.1, 8, 11.5, 64);
  L.ln([0, `${st} CERTIFICATE OF TITLE FOR A MOTOR VEHICLE`]);
  L.rule('*', 0, 92);
  L.ln([0, 'TITLE/DOCUMENT NUMBER'], [30, digits(rng, 11)], [56, 'DATE TITLE ISSUED'], [78, fd(date, 'usshort')]);
  L.ln([0, 'VEHICLE IDENTIFICATION NUMBER'], [30, vin]);
  L.ln([0, 'YEAR MODEL'], [30, String(yr(date) - rng.int(0, 6))], [56, 'MAKE OF VEHICLE'], [78, rng.pick(US_CARS).split(' ')[0]]);
  L.ln([0, 'PREVIOUS TITLE STATE'], [30, rng.pick(['TX', 'OK', 'NM', 'LA'])], [56, 'ODOMETER'], [78, String(rng.int(10000, 99999))]);
  L.rule('*', 0, 92);
  L.ln([0, 'OWNER'], [30, `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`]);
  L.ln([0, 'FIRST LIEN'], [30, 'NONE']);
  L.rule('*', 0, 92);
  L.ln([0, 'SIGNATURE OF OWNER OR AGENT ______________________']);
  return doc(L.p, 'en', { documentType: 'title', date, vin });
}
