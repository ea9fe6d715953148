/** Insurance paper: a Swabian motor insurer's policy, a Swiss veteran policy, a German classic renewal; a British agreed-value schedule, Texas declarations, a Connecticut collector policy. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  car,
  cell,
  lv,
  NAMES_CH,
  NAMES_DE,
  NAMES_UK,
  NAMES_US,
  plateCH,
  plateCT,
  plateDE,
  plateTX,
  plateUK,
  street,
  STREETS_DE,
  STREETS_EN,
  streetUS,
} from './kit';

const ins = (policyNumber: string, coverageType: string, premium: number, deductible: number, effectiveStart: string, effectiveEnd: string) => ({
  documentType: 'insurance',
  policyNumber,
  coverageType,
  premium,
  deductible,
  effectiveStart,
  effectiveEnd,
});
const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A Swabian motor insurer's Versicherungsschein, 1970s: Haftpflicht and Teilkasko, Versicherungsteuer added. */
export function kraftfahrtVersicherungsschein(rng: Random): Generated {
  const c = car(rng, 'sl');
  const start = `${rng.int(1968, 1979)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const pol = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const cov = 'Kraftfahrzeug-Haftpflicht und Teilversicherung';
  const hp = r2(rng.int(380, 690) + rng.pick([0, 0.4, 0.8]));
  const tk = r2(rng.int(60, 140) + rng.pick([0, 0.5]));
  const net = r2(hp + tk);
  const tax = r2(net * 0.05);
  const premium = r2(net + tax);
  const sb = rng.pick([300, 500, 1000]);
  const p = new PageBuilder();
  p.text(50, 'Schwäbische Kraftfahrt-Versicherung a.G.', { y: 50, size: 13, bold: true, serif: true });
  p.text(50, 'Hauptverwaltung Stuttgart · Königstraße 12', { y: 63, size: 8.5, serif: true });
  p.text(297, 'VERSICHERUNGSSCHEIN', { y: 100, size: 14, bold: true, align: 'center', serif: true });
  p.text(297, `Nr. ${pol}`, { y: 116, size: 11, align: 'center', serif: true });
  p.y = 150;
  for (const [l, v] of [
    ['Versicherungsnehmer', rng.pick(NAMES_DE)],
    ['Anschrift', `${street(rng, STREETS_DE)}, 7${rng.int(0, 4)}${rng.int(10, 99)} ${rng.pick(['Esslingen', 'Fellbach', 'Sindelfingen'])}`],
    ['Fahrzeug', `Mercedes-Benz ${c.model}, Personenkraftwagen, 170 PS`],
    ['Fahrgestell-Nr.', c.vin],
    ['Amtl. Kennzeichen', plateDE(rng, 'S')],
    ['Versicherungsumfang', cov],
    ['Versicherungsdauer', `vom ${fd(start, 'de')} bis ${fd(end, 'de')}, 0 Uhr — verlängert sich um je ein Jahr`],
    ['Selbstbeteiligung', `DM ${num(sb, 'de')} je Schadenfall (Teilversicherung)`],
  ]) {
    lv(p, 60, `${l}:`, v, { dx: 120, serif: true });
    p.down(16);
  }
  p.down(14);
  p.text(60, 'Beitragsberechnung', { bold: true, serif: true });
  p.down(16);
  const cols = [{ x: 60 }, { x: 420, align: 'right' as const }];
  for (const [l, v] of [
    ['Haftpflicht (Deckung 1 Mio. DM pauschal)', hp],
    ['Teilversicherung', tk],
    ['Versicherungsteuer 5 %', tax],
  ] as [string, number][]) {
    row(p, cols, [l, `DM ${num(v, 'de')}`], { serif: true });
    p.down(14);
  }
  hline(p, 60, 360);
  p.down(14);
  row(p, cols, ['Jahresbeitrag', `DM ${num(premium, 'de')}`], { serif: true, bold: true });
  p.text(60, `Stuttgart, den ${fd(addDays(start, -rng.int(10, 40)), 'de')}`, { y: 600, serif: true });
  p.text(380, 'Der Vorstand', { y: 600, serif: true });
  p.text(50, 'Es gelten die Allgemeinen Bedingungen für die Kraftverkehrsversicherung (AKB).', { y: 790, size: 7, serif: true });
  return doc(p, 'de', ins(pol, cov, premium, sb, start, end));
}

/** A Swiss veteran-car policy, 2010s: framed cells, CHF, Stempelabgabe. */
export function veteranenPoliceSchweiz(rng: Random): Generated {
  const c = car(rng, 'p911');
  const start = rng.date(2009, 2025);
  const end = yearLater(start);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const cov = rng.pick(['Haftpflicht + Vollkasko Veteranen', 'Haftpflicht, Teilkasko, Parkschaden']);
  const net = r2(rng.int(420, 980) + rng.pick([0, 0.4, 0.65]));
  const stempel = r2(net * 0.05);
  const premium = r05(net + stempel);
  const sb = rng.pick([500, 1000, 2000]);
  const p = new PageBuilder();
  p.text(50, 'Helvetische Motorfahrzeug-Versicherung', { y: 50, size: 12, bold: true });
  p.text(50, 'Generalagentur Bern · Bubenbergplatz 8 · 3011 Bern', { y: 62, size: 8 });
  p.text(50, `Police Nr. ${pol}`, { y: 100, size: 13, bold: true });
  p.text(545, `Bern, ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { y: 100, size: 9, align: 'right' });
  const y0 = 120;
  cell(p, 50, y0, 245, 'Versicherungsnehmer', rng.pick(NAMES_CH));
  cell(p, 295, y0, 250, 'Fahrzeug', `Porsche ${c.model} (${c.year})`);
  cell(p, 50, y0 + 28, 120, 'Kontrollschild', plateCH(rng, 'BE'), { h: 28 });
  cell(p, 170, y0 + 28, 125, 'Fahrgestell-Nr.', c.vin, { h: 28 });
  cell(p, 295, y0 + 28, 250, 'Deckung', cov, { h: 28 });
  cell(p, 50, y0 + 56, 120, 'Beginn', fd(start, 'de'));
  cell(p, 170, y0 + 56, 125, 'Ablauf', fd(end, 'de'));
  cell(p, 295, y0 + 56, 250, 'Selbstbehalt Kasko', `CHF ${num(sb, 'ch')}`);
  p.y = 240;
  p.text(50, 'Prämie', { bold: true });
  p.down(16);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Nettoprämie', num(net, 'ch')]);
  p.down(13);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', num(stempel, 'ch')]);
  p.down(15);
  row(p, cols, ['Jahresprämie CHF', num(premium, 'ch')], { bold: true });
  p.down(30);
  p.text(50, 'Voraussetzung: Veteranenfahrzeug gemäss Fahrzeugausweis, jährliche Fahrleistung max. 5\u2019000 km, Garage abschliessbar.', { size: 8 });
  return doc(p, 'de', ins(pol, cov, premium, sb, start, end));
}

/** A German classic-car insurer's renewal notice (Beitragsrechnung), 2010s–20s. */
export function oldtimerBeitragsrechnung(rng: Random): Generated {
  const key = rng.pick(['etype', 'mustang'] as const);
  const c = car(rng, key);
  const start = `${rng.int(2014, 2025)}-${rng.pick(['01', '04', '07'])}-01`;
  const end = yearLater(start);
  const pol = `OT-${rng.int(1000000, 9999999)}`;
  const cov = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko (Allgefahren)']);
  const value = rng.int(45, 160) * 1000;
  const net = r2(value * rng.pick([0.0021, 0.0026, 0.0031]) + 90);
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);
  const sb = rng.pick([150, 250, 500]);
  const p = new PageBuilder();
  p.text(50, 'Classic Assekuranz', { y: 50, size: 16, bold: true });
  p.text(50, 'Spezialversicherung für Oldtimer und Youngtimer · Postfach 10 12 34 · 20008 Hamburg', { y: 63, size: 7.5 });
  p.text(50, rng.pick(NAMES_DE), { y: 110 });
  p.text(50, street(rng, STREETS_DE), { y: 122 });
  p.text(50, key === 'mustang' ? `5${rng.int(1000, 1199)} Köln` : `1${rng.int(4000, 4999)} Berlin`, { y: 134 });
  p.text(50, `Beitragsrechnung zur Hauptfälligkeit ${fd(start, 'de')}`, { y: 175, size: 12, bold: true });
  p.y = 200;
  for (const [l, v] of [
    ['Vertragsnummer', pol],
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['Kennzeichen', plateDE(rng, key === 'mustang' ? 'K' : 'B', true)],
    ['Versicherter Wert', `${num(value, 'de')} € (Wertgutachten)`],
    ['Umfang', cov],
    ['Selbstbeteiligung Kasko', `${num(sb, 'de')} €`],
    ['Versicherungszeitraum', `${fd(start, 'de')} – ${fd(end, 'de')}`],
  ]) {
    p.text(50, v, { size: 9.5, bold: true });
    p.text(50, l, { y: p.y + 10, size: 7 });
    p.down(26);
  }
  p.down(6);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Beitrag netto', `${num(net, 'de')} €`]);
  p.down(13);
  row(p, cols, ['Versicherungsteuer 19 %', `${num(tax, 'de')} €`]);
  p.down(15);
  row(p, cols, ['Zu zahlender Jahresbeitrag', `${num(premium, 'de')} €`], { bold: true });
  p.down(24);
  p.text(50, `Der Beitrag wird zum ${fd(start, 'de')} von Ihrem Konto IBAN DE.. ${rng.int(1000, 9999)} abgebucht.`, { size: 8.5 });
  return doc(p, 'de', ins(pol, cov, premium, sb, start, end));
}

/** A British classic insurance broker's schedule, 2000s: agreed value, IPT included. */
export function agreedValueSchedule(rng: Random): Generated {
  const c = car(rng, 'sl');
  const start = rng.date(2004, 2013);
  const end = yearLater(start);
  const pol = `MCI/${rng.int(100000, 999999)}/${rng.pick(['A', 'B', 'C'])}`;
  const cov = 'Comprehensive — Limited Mileage (3,000 miles)';
  const net = r2(rng.int(180, 420) + rng.pick([0, 0.5, 0.25]));
  const iptRate = start < '2011-01-04' ? 5 : 6;
  const ipt = r2((net * iptRate) / 100);
  const premium = r2(net + ipt);
  const xs = rng.pick([100, 150, 250]);
  const p = new PageBuilder();
  p.text(50, 'Meadowbank Classic Insurance Services', { y: 50, size: 13, serif: true, bold: true });
  p.text(50, 'Authorised and regulated by the Financial Services Authority', { y: 62, size: 7.5 });
  p.text(50, 'MOTOR INSURANCE SCHEDULE', { y: 100, size: 12, bold: true });
  p.y = 125;
  const rows: [string, string][] = [
    ['Policy Number', pol],
    ['Policyholder', rng.pick(NAMES_UK)],
    ['Address', `${street(rng, STREETS_EN)}, Surrey`],
    ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both dates inclusive)`],
    ['Cover', cov],
    ['Vehicle', `1967 Mercedes-Benz 280 SL, registration ${plateUK(rng, 'E')}, chassis ${c.vin}`],
    ['Agreed Value', `£${num(rng.int(28, 60) * 1000, 'en')}`],
    ['Policy Excess', `£${num(xs, 'en')}`],
    ['Use', 'Social, domestic and pleasure only'],
  ];
  for (const [l, v] of rows) {
    p.box(50, p.y - 11, 150, 16);
    p.box(200, p.y - 11, 345, 16);
    p.text(55, l, { size: 8.5, bold: true });
    p.text(205, v, { size: 8.5 });
    p.down(16);
  }
  p.down(20);
  const cols = [{ x: 55 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Annual premium', `£${num(net, 'en')}`]);
  p.down(13);
  row(p, cols, [`Insurance Premium Tax @ ${iptRate}%`, `£${num(ipt, 'en')}`]);
  p.down(15);
  row(p, cols, ['Total payable', `£${num(premium, 'en')}`], { bold: true });
  p.down(30);
  p.text(55, 'Endorsements: 001 Club membership required · 007 Garaged overnight · 012 Agreed value', { size: 8 });
  return doc(p, 'en', ins(pol, cov, premium, xs, start, end));
}

/** A Texas mutual's auto policy declarations page, 1970s–90s: coverages with premiums in a table. */
export function texasDeclarations(rng: Random): Generated {
  const c = car(rng, 'mustang');
  const start = rng.date(1972, 1996);
  const end = addDays(start, 182);
  const pol = `TX ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const bi = r2(rng.int(40, 120));
  const pd = r2(rng.int(20, 60));
  const coll = r2(rng.int(50, 160));
  const comp = r2(rng.int(15, 45));
  const fee = r2(rng.pick([0, 5, 10]));
  const premium = r2(bi + pd + coll + comp + fee);
  const ded = rng.pick([100, 250, 500]);
  const cov = 'Liability, Collision and Comprehensive';
  const p = new PageBuilder();
  p.text(50, 'LONE STAR MUTUAL AUTOMOBILE INSURANCE COMPANY', { y: 48, size: 11, bold: true });
  p.text(50, 'Home Office: Dallas, Texas', { y: 59, size: 8 });
  p.text(50, 'DECLARATIONS — TEXAS PERSONAL AUTO POLICY', { y: 85, size: 10, bold: true });
  p.y = 108;
  lv(p, 50, 'Policy No.', pol, { dx: 90 });
  lv(p, 310, 'Policy Period:', `${fd(start, 'us')} to ${fd(end, 'us')}`, { dx: 75 });
  p.down(13);
  lv(p, 50, 'Named Insured', rng.pick(NAMES_US), { dx: 90 });
  lv(p, 310, '', '12:01 A.M. standard time', { dx: 75 });
  p.down(13);
  lv(p, 50, 'Address', `${streetUS(rng)}, Houston TX`, { dx: 90 });
  p.down(13);
  lv(p, 50, 'Coverage', cov, { dx: 90 });
  p.down(20);
  const vcols = [{ x: 50 }, { x: 90 }, { x: 230 }, { x: 360 }];
  row(p, vcols, ['Yr', 'Make / Model', 'Vehicle Ident. No.', 'Lic.'], { bold: true, size: 8.5 });
  p.down(12);
  row(p, vcols, ['70', 'FORD MUSTANG 2DR', c.vin, plateTX(rng)], { size: 8.5 });
  p.down(24);
  const cols = [{ x: 50 }, { x: 300 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['COVERAGE', 'LIMITS', 'PREMIUM'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 3);
  for (const [a, b, v] of [
    ['A. Bodily Injury Liability', '$10,000 / $20,000', bi],
    ['A. Property Damage Liability', '$5,000', pd],
    ['D. Collision', `Actual cash value less $${ded} deductible`, coll],
    ['D. Comprehensive', 'Actual cash value', comp],
    ['Policy fee', '', fee],
  ] as [string, string, number][]) {
    p.down(13);
    row(p, cols, [a, b, num(v, 'en')], { size: 8.5 });
  }
  p.down(16);
  row(p, cols, ['TOTAL PREMIUM FOR POLICY PERIOD', '', `$${num(premium, 'en')}`], { bold: true, size: 9 });
  p.text(50, 'Countersigned by Authorized Representative ______________________', { y: 760, size: 8 });
  return doc(p, 'en', ins(pol, cov, premium, ded, start, end));
}

/** A collector-car policy declarations from Connecticut, 2000s: stated value, no deductible line style. */
export function collectorPolicyConnecticut(rng: Random): Generated {
  const c = car(rng, 'etype');
  const start = rng.date(1998, 2010);
  const end = yearLater(start);
  const pol = `CV${rng.int(10000000, 99999999)}`;
  const cov = 'Agreed Value Physical Damage + Liability';
  const value = rng.int(60, 140) * 1000;
  const prem = r2(value * 0.0042 + rng.int(60, 140));
  const fee = 10;
  const premium = r2(prem + fee);
  const ded = rng.pick([0, 250, 500]);
  const p = new PageBuilder();
  p.box(40, 36, 515, 40, true);
  p.text(50, 'HERITAGE COLLECTOR AUTO', { y: 55, size: 13, bold: true });
  p.text(50, 'Policy Declarations · Underwritten by Mystic River Indemnity Co., Hartford CT', { y: 68, size: 7.5 });
  p.y = 105;
  for (const [l, v] of [
    ['Policy number', pol],
    ['Insured', rng.pick(NAMES_US)],
    ['Mailing address', `${streetUS(rng)}, Litchfield, CT 06759`],
    ['Policy effective', fd(start, 'uslong')],
    ['Policy expires', fd(end, 'uslong')],
  ]) {
    p.text(50, l, { size: 8 });
    p.text(170, v, { size: 9 });
    p.down(13);
  }
  p.down(14);
  const cols = [{ x: 50 }, { x: 210 }, { x: 330 }, { x: 440, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Vehicle', 'VIN', 'Agreed value', 'Deductible', 'Premium'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 3);
  p.down(13);
  row(p, cols, ['1964 Jaguar E-Type', c.vin, `$${num(value, 'en')}`, ded ? `$${num(ded, 'en')}` : '$0', `$${num(prem, 'en')}`], { size: 8.5 });
  p.down(13);
  row(p, cols, ['', `Plate ${plateCT(rng)}`, '', '', ''], { size: 8 });
  p.down(20);
  lv(p, 50, 'Coverage:', cov, { dx: 70 });
  p.down(20);
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(p, tc, ['Policy fee', `$${num(fee, 'en')}`]);
  p.down(14);
  row(p, tc, ['Total annual premium', `$${num(premium, 'en')}`], { bold: true });
  p.down(30);
  p.text(50, 'Usage: pleasure use, club events, exhibitions. Not for daily transportation. Must be stored in enclosed garage.', { size: 8 });
  return doc(p, 'en', ins(pol, cov, premium, ded, start, end));
}
