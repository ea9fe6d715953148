/** Insurers' mainframe printouts: renewal notices, premium bills, declarations (DE, AT, CH, UK, US), 1978–2005. */
import { addDays, doc, fd, r2, r05 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  amt,
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
  yr,
  zp,
} from './kit';

const yearLater = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
function versSteuerDE(y: number) {
  if (y < 1989) return 5;
  if (y < 1993) return 7;
  if (y < 1995) return 12;
  if (y < 2002) return 15;
  return 16;
}

/** German insurer's mainframe Beitragsrechnung in DM: VERS.-SCHEIN-NR., KH and Kasko, SF-Klasse, VERS.-STEUER, ZAHLBETRAG. */
export function beitragsrechnung(rng: Random): Generated {
  const insurer = rng.pick([
    'HANSEATISCHE KRAFTFAHRT-VERSICHERUNG AG',
    'RHEINLAND VERSICHERUNGS-AG',
    'BAYERISCHE KRAFTVERSICHERUNG VVAG',
    'NORDSTERN ALLGEMEINE',
  ]);
  const start = `${rng.int(1979, 1998)}-01-01`;
  const y = yr(start);
  const end = `${y}-12-31`;
  const vk = rng.chance(0.5);
  const sb = vk ? rng.pick([300, 650, 1000]) : rng.pick([150, 300]);
  const kh = r2(rng.int(40000, 120000) / 100);
  const kasko = r2(rng.int(vk ? 30000 : 8000, vk ? 90000 : 25000) / 100);
  const net = r2(kh + kasko);
  const st = versSteuerDE(y);
  const tax = r2((net * st) / 100);
  const total = r2(net + tax);
  const pol = `${digits(rng, 2)}/${digits(rng, 6)}-${letters(rng, 1)}`;
  const L = new Lp(40, 5.0, 8, 10.8, 56);
  L.bl([0, insurer]);
  L.ln(
    [0, 'POSTFACH ' + digits(rng, 4) + ', ' + zp(rng.int(10, 99), 2) + digits(rng, 3) + ' ' + rng.pick(['HAMBURG', 'KOELN', 'MUENCHEN', 'BERLIN'])],
    [70, `DATUM ${fd(addDays(start, -rng.int(25, 45)), 'de')}`],
  );
  L.skip();
  L.ln([0, `${rng.pick(['HERRN', 'FRAU'])}`])
    .ln([0, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`])
    .ln([0, `${rng.pick(['ULMENWEG', 'KIRCHPLATZ', 'AM BACH'])} ${rng.int(1, 50)}`])
    .skip();
  L.bl([0, `BEITRAGSRECHNUNG ZUM ${fd(start, 'de')}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'VERS.-SCHEIN-NR.'], [20, pol], [50, 'AMTL. KENNZ.'], [64, dePlate(rng)]);
  L.ln([0, 'FAHRZEUG'], [20, rng.pick(DE_CARS)], [50, 'VERS.-ZEITRAUM'], [64, `${fd(start, 'de')} - ${fd(end, 'de')}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'SPARTE'], [28, 'SF-KL.'], [38, 'BEITR.-SATZ'], [60, 'SB DM', 'r'], [96, 'BEITRAG DM', 'r']);
  L.rule('-', 0, 96);
  L.ln([0, 'KFZ-HAFTPFLICHT'], [28, `SF ${rng.int(1, 18)}`], [38, `${rng.pick([35, 40, 45, 50, 55, 60])} %`], [60, '', 'r'], [96, amt(kh, 'de'), 'r']);
  L.ln(
    [0, vk ? 'FAHRZEUGVOLLVERSICHERUNG' : 'FAHRZEUGTEILVERSICHERUNG'],
    [28, vk ? `SF ${rng.int(1, 12)}` : ''],
    [38, vk ? `${rng.pick([45, 55, 60, 70])} %` : ''],
    [60, String(sb), 'r'],
    [96, amt(kasko, 'de'), 'r'],
  );
  L.rule('-', 0, 96);
  L.ln([38, 'BEITRAG'], [96, amt(net, 'de'), 'r']);
  L.ln([38, `VERS.-STEUER ${st} %`], [96, amt(tax, 'de'), 'r']);
  L.rule('=', 38, 96);
  L.bl([38, 'ZAHLBETRAG DM'], [96, amt(total, 'de'), 'r']);
  L.skip().ln([0, `FAELLIG AM ${fd(start, 'de')}. BITTE VERWENDEN SIE DEN ANHAENGENDEN UEBERWEISUNGSTRAEGER.`]);
  L.ln([0, 'DIESE RECHNUNG WURDE MASCHINELL ERSTELLT UND IST OHNE UNTERSCHRIFT GUELTIG.']);
  return doc(L.p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: vk ? 'Vollkasko' : 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** Austrian insurer's Prämienvorschreibung in Schilling: POLIZZE NR., Haftpflicht, Kasko, Versicherungssteuer. */
export function praemienvorschreibung(rng: Random): Generated {
  const insurer = rng.pick(['WIENER STAEDTISCHE', 'ERSTE ALLGEMEINE VERSICHERUNGS-AG', 'OBEROESTERREICHISCHE VERSICHERUNG', 'TIROLER LANDESVERSICHERUNG']);
  const start = `${rng.int(1985, 2001)}-${zp(rng.int(1, 12), 2)}-01`;
  const end = yearLater(start);
  const hp = Math.round(rng.int(4500, 11000));
  const kasko = Math.round(rng.int(5000, 14000));
  const sb = rng.pick([3000, 5000, 7000, 10000]);
  const net = hp + kasko;
  const tax = r2(net * 0.11);
  const total = r2(net + tax);
  const pol = `${digits(rng, 3)}-${digits(rng, 6)}/${digits(rng, 1)}`;
  const L = new Lp(46, 5.0, 8, 11, 60);
  L.bl([0, insurer]);
  L.ln([0, 'LANDESDIREKTION ' + rng.pick(['WIEN', 'LINZ', 'INNSBRUCK'])]);
  L.skip();
  L.ln([0, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`])
    .ln([0, `A-${rng.int(1000, 9999)} ${rng.pick(['MOEDLING', 'WELS', 'KUFSTEIN', 'BADEN'])}`])
    .skip();
  L.bl([0, 'PRAEMIENVORSCHREIBUNG']);
  L.rule('-', 0, 90);
  L.ln([0, 'POLIZZE NR.'], [18, pol], [50, 'KENNZEICHEN'], [66, `${rng.pick(['W', 'L', 'I', 'MD'])} ${rng.int(1000, 99999)} ${letters(rng, 1)}`]);
  L.ln([0, 'ZEITRAUM'], [18, `${fd(start, 'de')} BIS ${fd(end, 'de')}`], [50, 'FAHRZEUG'], [66, rng.pick(DE_CARS)]);
  L.rule('-', 0, 90);
  L.ln([0, 'HAFTPFLICHT (PKW BIS 66 KW)'], [90, amt(hp, 'de'), 'r']);
  L.ln([0, `VOLLKASKO (KOLLISION) SELBSTBEHALT ATS ${amt(sb, 'de')}`], [90, amt(kasko, 'de'), 'r']);
  L.ln([50, 'NETTOPRAEMIE'], [90, amt(net, 'de'), 'r']);
  L.ln([50, 'VERSICHERUNGSSTEUER 11 %'], [90, amt(tax, 'de'), 'r']);
  L.rule('=', 50, 90);
  L.bl([50, 'GESAMTPRAEMIE ATS'], [90, amt(total, 'de'), 'r']);
  L.skip().ln([0, 'ZAHLBAR BINNEN 14 TAGEN. BEI NICHTZAHLUNG ERLISCHT DER VERSICHERUNGSSCHUTZ (§ 38 VERSVG).']);
  return doc(L.p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** Swiss insurer's Prämienrechnung in CHF: POLICE-NR., Haftpflicht, Teilkasko Selbstbehalt, Stempelabgabe 5 %. */
export function praemienrechnungCH(rng: Random): Generated {
  const insurer = rng.pick(['ZUERICH VERSICHERUNGEN', 'WINTERTHUR VERSICHERUNGEN', 'BASLER VERSICHERUNGEN', 'HELVETIA PATRIA']);
  const start = `${rng.int(1988, 2005)}-01-01`;
  const end = `${yr(start)}-12-31`;
  const hp = r2(rng.int(42000, 98000) / 100);
  const tk = r2(rng.int(9000, 26000) / 100);
  const sb = rng.pick([200, 500, 1000]);
  const net = r2(hp + tk);
  const stamp = r05(net * 0.05);
  const total = r2(net + stamp);
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const L = new Lp(44, 5.0, 8, 10.8, 58);
  L.bl([0, insurer])
    .ln([0, `GENERALAGENTUR ${rng.pick(['AARAU', 'LUZERN', 'ST. GALLEN', 'THUN'])}`])
    .skip();
  L.ln([54, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`])
    .ln([54, `${rng.int(1000, 9999)} ${rng.pick(['WOHLEN', 'EMMEN', 'GOSSAU', 'SPIEZ'])}`])
    .skip();
  L.bl([0, 'PRAEMIENRECHNUNG'], [54, `DATUM ${fd(addDays(start, -30), 'de')}`]);
  L.rule('=', 0, 92);
  L.ln([0, 'POLICE-NR.'], [16, pol], [46, 'KONTROLLSCHILD'], [62, `${rng.pick(['AG', 'LU', 'SG', 'BE'])} ${rng.int(1000, 399999)}`]);
  L.ln([0, 'DAUER'], [16, `${fd(start, 'de')} - ${fd(end, 'de')}`], [46, 'FAHRZEUG'], [62, rng.pick(DE_CARS)]);
  L.rule('-', 0, 92);
  L.ln([0, 'DECKUNG'], [50, 'SELBSTBEHALT', 'r'], [92, 'PRAEMIE CHF', 'r']);
  L.ln([0, 'HAFTPFLICHT'], [50, '', 'r'], [92, hp.toFixed(2), 'r']);
  L.ln([0, 'TEILKASKO'], [50, sb.toFixed(2), 'r'], [92, tk.toFixed(2), 'r']);
  L.rule('-', 0, 92);
  L.ln([50, 'NETTOPRAEMIE'], [92, net.toFixed(2), 'r']);
  L.ln([50, 'EIDG. STEMPELABGABE 5 %'], [92, stamp.toFixed(2), 'r']);
  L.bl([50, 'TOTAL CHF'], [92, total.toFixed(2), 'r']);
  L.skip().ln([0, 'ZAHLBAR BIS ' + fd(start, 'de') + ' MIT BEILIEGENDEM EINZAHLUNGSSCHEIN.']);
  return doc(L.p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

function iptUK(iso: string): number {
  if (iso < '1994-10-01') return 0;
  if (iso < '1997-04-01') return 2.5;
  if (iso < '1999-07-01') return 4;
  return 5;
}
/** UK insurer's renewal notice: POLICY NUMBER, COVER, EXCESS, ANNUAL PREMIUM, IPT, TOTAL PAYABLE. */
export function ukRenewalNotice(rng: Random): Generated {
  const insurer = rng.pick(['NORTHERN COUNTIES MOTOR INSURANCE PLC', 'GUARDIAN ROYAL EXCHANGE', 'PROVINCIAL INSURANCE', 'MINSTER MOTOR POLICIES']);
  const start = rng.date(1985, 2004);
  const end = addDays(yearLater(start), -1);
  const cover = rng.pick(['COMPREHENSIVE', 'THIRD PARTY FIRE AND THEFT']);
  const excess = rng.pick([50, 100, 150, 250]);
  const gross = r2(rng.int(18000, 65000) / 100);
  const ncd = rng.pick([30, 40, 50, 60]);
  const prem = r2(gross * (1 - ncd / 100));
  const ipt = iptUK(start);
  const tax = r2((prem * ipt) / 100);
  const total = r2(prem + tax);
  const pol = `${letters(rng, 2)}${digits(rng, 7)}`;
  const L = new Lp(40, 5.0, 8, 10.8, 56);
  L.bl([0, insurer]);
  L.ln([0, `${rng.pick(['BRANCH OFFICE', 'MOTOR DEPT'])} - ${rng.pick(UK_PLACES)}`], [66, `DATE ${fd(addDays(start, -21), 'uk')}`]).skip();
  L.ln([0, `${rng.pick(['MR', 'MRS'])} ${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`])
    .ln([0, `${rng.int(1, 90)} ${rng.pick(['HIGH STREET', 'VICARAGE ROAD', 'THE GREEN'])}`])
    .ln([0, rng.pick(UK_PLACES)])
    .skip();
  L.bl([0, 'RENEWAL NOTICE']);
  L.rule('=', 0, 94);
  L.ln([0, 'POLICY NUMBER'], [20, pol], [50, 'RENEWAL DATE'], [68, fd(start, 'uk')]);
  L.ln([0, 'PERIOD'], [20, `${fd(start, 'uk')} TO ${fd(end, 'uk')}`]);
  L.ln([0, 'VEHICLE'], [20, `${ukReg(rng, yr(start) - 6)} ${rng.pick(UK_CARS)}`]);
  L.ln([0, 'COVER'], [20, cover]);
  L.ln([0, 'USE'], [20, 'SOCIAL DOMESTIC & PLEASURE']);
  L.ln([0, 'POLICY EXCESS'], [20, `£${excess}`]);
  L.rule('-', 0, 94);
  L.ln([40, 'PREMIUM BEFORE NCD'], [94, gross.toFixed(2), 'r']);
  L.ln([40, `NO CLAIM DISCOUNT ${ncd}%`], [94, amt(-r2(gross - prem), 'plain'), 'r']);
  L.ln([40, 'ANNUAL PREMIUM'], [94, prem.toFixed(2), 'r']);
  if (ipt) L.ln([40, `INSURANCE PREMIUM TAX ${ipt}%`], [94, tax.toFixed(2), 'r']);
  L.rule('=', 40, 94);
  L.bl([40, 'TOTAL PAYABLE £'], [94, total.toFixed(2), 'r']);
  L.skip().ln([0, 'PLEASE RETURN THE RENEWAL SLIP WITH YOUR REMITTANCE BEFORE THE RENEWAL DATE.']);
  return doc(L.p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover === 'COMPREHENSIVE' ? 'Comprehensive' : 'Third Party, Fire and Theft',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** US collector-car insurer's declarations printout: coverages with limits, agreed value, deductible, fees. */
export function collectorDeclarations(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const insurer = rng.pick(['HERITAGE COLLECTOR INSURANCE CO', 'AMERICAN CLASSIC AUTO UNDERWRITERS', 'VINTAGE MOTOR MUTUAL']);
  const start = rng.date(1987, 2005);
  const end = yearLater(start);
  const value = rng.int(8, 60) * 500;
  const ded = rng.pick([100, 250, 500]);
  const liab = r2(rng.int(4000, 12000) / 100);
  const pd = r2(Math.round(value * (0.006 + rng.next() * 0.006) * 100) / 100);
  const fee = r2(rng.pick([10, 15, 25]));
  const sur = r2(rng.pick([2.5, 4, 6]));
  const total = r2(liab + pd + fee + sur);
  const pol = `${letters(rng, 3)}${digits(rng, 8)}`;
  const L = new Lp(34, 5.0, 7.8, 10.4, 50);
  L.bl([0, insurer], [100, 'DECLARATIONS', 'r']);
  L.ln([0, `POLICY NO. ${pol}`], [50, `POLICY PERIOD ${fd(start, 'us')} TO ${fd(end, 'us')}`]);
  L.ln([0, '12:01 A.M. STANDARD TIME AT THE ADDRESS OF THE NAMED INSURED']);
  L.rule('-', 0, 100);
  L.ln([0, 'NAMED INSURED'], [50, 'PRODUCER']);
  L.ln([0, `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`], [50, `${rng.pick(EN_LAST)} INSURANCE AGENCY`]);
  L.ln([0, `${city}, ${st} ${zip}`], [50, `AGENT CODE ${digits(rng, 5)}`]);
  L.rule('-', 0, 100);
  L.ln([0, 'VEH'], [4, 'YEAR MAKE/MODEL'], [40, 'VIN'], [72, 'AGREED VALUE', 'r'], [100, 'PLATE', 'r']);
  L.ln(
    [0, '001'],
    [4, `${rng.int(1955, 1975)} ${rng.pick(US_CARS)}`],
    [40, `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`],
    [72, `$${value.toLocaleString('en-US')}`, 'r'],
    [100, usPlate(rng), 'r'],
  );
  L.rule('-', 0, 100);
  L.ln([0, 'COVERAGE'], [40, 'LIMITS'], [66, 'DEDUCTIBLE', 'r'], [100, 'PREMIUM', 'r']);
  L.ln([0, 'BODILY INJURY / PROPERTY DAMAGE'], [40, rng.pick(['100/300/50', '50/100/25', '250/500/100'])], [66, '', 'r'], [100, liab.toFixed(2), 'r']);
  L.ln([0, 'PHYSICAL DAMAGE - AGREED VALUE'], [40, `$${value.toLocaleString('en-US')}`], [66, `$${ded}`, 'r'], [100, pd.toFixed(2), 'r']);
  L.ln([0, 'MEDICAL PAYMENTS'], [40, 'EXCLUDED']);
  L.rule('-', 0, 100);
  L.ln([56, 'POLICY FEE'], [100, fee.toFixed(2), 'r']);
  L.ln([56, 'STATE SURCHARGE'], [100, sur.toFixed(2), 'r']);
  L.bl([56, 'TOTAL POLICY PREMIUM'], [100, `$${total.toFixed(2)}`, 'r']);
  L.skip().ln([0, 'LIMITED USE: CLUB EVENTS, PARADES, EXHIBITIONS AND OCCASIONAL PLEASURE USE. NOT FOR DAILY TRANSPORTATION.']);
  return doc(L.p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A 1978–1993 British insurer's computer schedule for Third Party, Fire and Theft: NCD, no excess, premium due. */
export function tpftSchedule(rng: Random): Generated {
  const insurer = rng.pick(['EAGLE STAR INSURANCE CO LTD', 'GENERAL ACCIDENT FIRE & LIFE', 'CORNHILL INSURANCE PLC', 'SUN ALLIANCE']);
  const start = rng.date(1978, 1993);
  const end = addDays(yearLater(start), -1);
  const basic = r2(rng.int(9000, 32000) / 100);
  const ncd = rng.pick([0, 20, 30, 40, 50, 60]);
  const total = r2(basic * (1 - ncd / 100));
  const pol = `${digits(rng, 2)}/${letters(rng, 2)}/${digits(rng, 6)}`;
  const L = new Lp(46, 5.1, 8, 11.4, 62);
  L.ln([0, insurer]).ln([0, 'MOTOR POLICY SCHEDULE'], [62, `ISSUED ${fd(addDays(start, -14), 'ukdot')}`]);
  L.rule('*', 0, 90);
  L.ln([0, `POLICY NO ........ ${pol}`]);
  L.ln([0, `POLICYHOLDER ..... ${rng.pick(EN_LAST)} ${rng.pick(EN_FIRST)}`]);
  L.ln([0, `PERIOD OF INS .... FROM ${fd(start, 'ukdot')} TO ${fd(end, 'ukdot')} BOTH DATES INCLUSIVE`]);
  L.ln([0, `VEHICLE .......... ${ukReg(rng, yr(start) - 5)} ${rng.pick(UK_CARS)}`]);
  L.ln([0, `COVER ............ THIRD PARTY FIRE AND THEFT`]);
  L.ln([0, `DRIVING .......... INSURED AND SPOUSE`]);
  L.rule('*', 0, 90);
  L.ln([0, 'BASIC PREMIUM'], [60, basic.toFixed(2), 'r']);
  L.ln([0, `LESS NO CLAIM DISCOUNT ${ncd}%`], [60, amt(-r2(basic - total), 'plain'), 'r']);
  L.ln([0, 'PREMIUM DUE'], [60, total.toFixed(2), 'r']);
  L.rule('*', 0, 90);
  L.ln([0, 'THIS SCHEDULE FORMS PART OF THE POLICY AND MUST BE READ WITH IT.']);
  return doc(L.p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Third Party, Fire and Theft',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
