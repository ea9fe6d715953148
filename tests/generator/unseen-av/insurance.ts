/** Insurance papers with many numbered fields: policies, a green card, Swiss police, UK schedule, US declarations (unseen-av). */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, r2, r05 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addrDE, addrUK, addrUS, car, cell, cells, digits, kv, letters, PEOPLE_DE, PEOPLE_EN, plateCH, plateDE, phoneUS, plateUK, vin } from './kit';

const plusYear = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A German Kfz-Versicherungsschein: Tarifmerkmale grid, premium per line of cover, Versicherungsteuer. */
export function kfzVersicherungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(1995, 2025)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const y = Number(start.slice(0, 4));
  const ins = rng.pick(['Rheinische Kraftfahrt-Versicherung AG', 'Süddeutsche Allgemeine Versicherung a.G.', 'Hanseatische Autoversicherung AG']);
  const pol = `${rng.int(10, 99)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 1)}`;
  p.text(40, ins, { y: 44, size: 12, bold: true });
  p.text(40, `${addrDE(rng).city} · Kundenservice 0800 ${digits(rng, 7)}`, { y: 55, size: 8 });
  p.text(40, 'Versicherungsschein Kraftfahrtversicherung', { y: 90, size: 13, bold: true });
  p.text(40, `Nachtrag zum Versicherungsschein · Hauptfälligkeit 01.01. · ${y < 2002 ? 'Beträge in DM' : 'Beträge in Euro'}`, { y: 103, size: 8 });
  cells(p, 40, 112, 26, [
    [130, 'Versicherungsschein-Nr.', pol],
    [110, 'Versicherungsbeginn', fd(start, 'de')],
    [110, 'Ablauf', fd(end, 'de')],
    [165, 'Versicherungsnehmer', rng.pick(PEOPLE_DE)],
  ]);
  const [make, model] = car(rng);
  cells(p, 40, 138, 26, [
    [90, 'Amtl. Kennzeichen', plateDE(rng, y)],
    [150, 'Fahrzeug-Ident.-Nr.', vin(rng, y)],
    [140, 'Hersteller / Typ', `${make} ${model}`],
    [135, 'HSN / TSN', `${digits(rng, 4)} / ${letters(rng, 3)}`],
  ]);
  p.y = 186;
  p.text(40, 'Tarifmerkmale', { size: 9, bold: true });
  p.down(12);
  const tm: [string, string][] = [
    ['Regionalklasse KH/VK/TK', `${rng.int(1, 12)} / ${rng.int(1, 9)} / ${rng.int(1, 16)}`],
    ['Typklasse KH/VK/TK', `${rng.int(10, 25)} / ${rng.int(10, 34)} / ${rng.int(10, 33)}`],
    ['Fahrleistung p.a.', `bis ${rng.pick(['6.000', '9.000', '12.000'])} km`],
    ['Abstellplatz', rng.pick(['Einzelgarage', 'Doppelgarage', 'Carport'])],
    ['Fahrerkreis', rng.pick(['VN und Partner', 'ab 25 Jahre', 'nur VN'])],
    ['Wertgutachten', rng.pick(['liegt vor', 'nicht erforderlich'])],
  ];
  tm.forEach(([l, v], i) => {
    p.text(40 + (i % 2) * 260, l, { y: p.y + Math.floor(i / 2) * 12, size: 8 });
    p.text(170 + (i % 2) * 260, v, { y: p.y + Math.floor(i / 2) * 12, size: 8 });
  });
  p.down(44);
  const sb = rng.pick([300, 500, 1000]);
  const kh = r2(rng.int(90, 450));
  const vk = r2(rng.int(80, 500));
  const cov = rng.pick(['Kfz-Haftpflicht, Vollkasko inkl. Teilkasko', 'Haftpflicht + Vollkasko', 'KH / VK (Oldtimer-Tarif)']);
  kv(p, 40, 'Versicherungsumfang:', cov, 110, 9, true);
  p.down(16);
  const c = [{ x: 40 }, { x: 200 }, { x: 310 }, { x: 420, align: 'right' as const }, { x: 550, align: 'right' as const }];
  ['Sparte', 'Deckung / SB', 'SF-Klasse', 'Beitragssatz', 'Jahresbeitrag'].forEach((h, i) => p.text(c[i].x, h, { size: 8, bold: true, align: c[i].align }));
  p.down(12);
  const rowsT: [string, string, string, string, number][] = [
    ['Kfz-Haftpflicht', '100 Mio. pauschal', `SF ${rng.int(5, 35)}`, `${rng.int(20, 60)} %`, kh],
    ['Vollkasko', `SB ${num(sb, 'de').slice(0, -3)} (TK-SB 150)`, `SF ${rng.int(3, 30)}`, `${rng.int(20, 60)} %`, vk],
  ];
  for (const r of rowsT) {
    r.forEach((v, i) => p.text(c[i].x, i === 4 ? num(Number(v), 'de') : String(v), { size: 8.5, align: c[i].align }));
    p.down(12);
  }
  const net = r2(kh + vk);
  const tax = r2(net * (y < 2002 ? 0.15 : y < 2007 ? 0.16 : 0.19));
  const prem = r2(net + tax);
  p.down(6);
  kv(p, 330, 'Beitrag netto', num(net, 'de'), 150, 9);
  p.down(12);
  kv(p, 330, `Versicherungsteuer ${y < 2002 ? 15 : y < 2007 ? 16 : 19} %`, num(tax, 'de'), 150, 9);
  p.down(13);
  kv(p, 330, 'Zu zahlender Jahresbeitrag', num(prem, 'de'), 150, 9.5, true);
  p.text(40, `Zahlweise jährlich, SEPA-Lastschrift Mandat ${letters(rng, 2)}${digits(rng, 10)}. Es gelten die AKB ${y}.`, { y: 780, size: 7 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** The Internationale Versicherungskarte (green card): fields 1–9, validity, insurer's code, no premium. */
export function grueneKarte(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1975, 2025);
  const end = plusYear(start);
  const ins = rng.pick(['Wiener Allgemeine Versicherung AG', 'Bayerische Landes-Versicherung a.G.', 'Westfälische Kraftfahrt-Versicherung']);
  const pol = `${digits(rng, 3)}/${digits(rng, 6)}`;
  p.box(40, 36, 515, 380);
  p.text(297, 'INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR', { y: 52, size: 10, bold: true, align: 'center' });
  p.text(297, 'INTERNATIONAL MOTOR INSURANCE CARD', { y: 63, size: 8, align: 'center' });
  cells(p, 50, 72, 30, [
    [170, '1. Gültig vom / valid from', fd(start, 'de')],
    [170, '2. bis einschließlich / to', fd(end, 'de')],
    [155, '3. Land / Code / Versicherer-Nr.', `D / ${digits(rng, 3)} / ${pol}`],
  ]);
  cells(p, 50, 102, 30, [
    [170, '4. Kennzeichen (oder Fahrgestell-Nr.)', plateDE(rng, Number(start.slice(0, 4)))],
    [170, '5. Art des Fahrzeugs', 'A (Pkw)'],
    [155, '6. Marke', car(rng)[0]],
  ]);
  p.text(55, '7. Geltungsbereich', { y: 144, size: 6 });
  const codes = [
    'A',
    'B',
    'BG',
    'CY',
    'CZ',
    'DK',
    'E',
    'EST',
    'F',
    'FIN',
    'GB',
    'GR',
    'H',
    'HR',
    'I',
    'IRL',
    'IS',
    'L',
    'LT',
    'LV',
    'M',
    'N',
    'NL',
    'P',
    'PL',
    'RO',
    'S',
    'SK',
    'SLO',
    'CH',
    'AL',
    'MA',
    'TN',
    'TR',
  ];
  codes.forEach((c, i) => {
    p.box(55 + (i % 17) * 29, 150 + Math.floor(i / 17) * 16, 27, 13);
    p.text(58 + (i % 17) * 29, c, { y: 160 + Math.floor(i / 17) * 16, size: 7 });
  });
  cell(p, 50, 190, 250, 60, '8. Versicherungsnehmer (Name und Anschrift)', '');
  p.text(54, rng.pick(PEOPLE_DE), { y: 210, size: 9 });
  p.text(54, addrDE(rng).street, { y: 222, size: 8 });
  p.text(54, addrDE(rng).city, { y: 234, size: 8 });
  cell(p, 300, 190, 245, 60, '9. Diese Karte wurde ausgestellt von', '');
  p.text(304, ins, { y: 210, size: 8.5 });
  p.text(304, `Versicherungsschein-Nr. ${pol}`, { y: 224, size: 7.5 });
  p.text(55, 'Unterschrift des Versicherers', { y: 300, size: 7 });
  p.text(55, 'Jedes Büro haftet für die Regulierung von Schäden in seinem Land gemäß seinen eigenen Vorschriften.', { y: 400, size: 6.5 });
  return doc(p, 'de', { documentType: 'insurance', policyNumber: pol, effectiveStart: start, effectiveEnd: end });
}

/** A Swiss Motorfahrzeug-Police with the Prämienrechnung: Haftpflicht, Teilkasko, Kollision, Selbstbehalt, Stempel. */
export function policeSchweiz(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1996, 2025);
  const end = plusYear(start);
  const ins = rng.pick(['Helvetia Motor Versicherungen', 'Alpina Versicherungs-Gesellschaft AG', 'Mobilia Schweiz Versicherung']);
  const pol = `${rng.int(10, 99)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  p.text(555, ins, { y: 44, size: 12, bold: true, align: 'right' });
  p.text(40, 'Police und Prämienrechnung', { y: 100, size: 14 });
  p.text(40, 'Motorfahrzeugversicherung', { y: 114, size: 9 });
  const F: [string, string][] = [
    ['Police-Nr.', pol],
    ['Versicherungsnehmer', rng.pick(PEOPLE_DE)],
    ['Versicherungsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ['Kontrollschild', plateCH(rng)],
    ['Marke / Typ', car(rng).join(' ')],
    ['Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['Katalogpreis', `CHF ${num(rng.int(20, 120) * 1000, 'ch')}`],
    ['Bonusstufe', `${rng.int(30, 100)} %`],
  ];
  F.forEach(([l, v], i) => {
    p.text(40, l, { y: 140 + i * 13, size: 8.5 });
    p.text(170, v, { y: 140 + i * 13, size: 8.5 });
  });
  const cov = rng.pick(['Haftpflicht, Vollkasko (Kollision und Teilkasko)', 'Haftpflicht / Teilkasko / Kollision']);
  kv(p, 40, 'Deckungsumfang', cov, 130, 8.5, true);
  p.y = 260;
  const sb = rng.pick([500, 1000, 1500]);
  const lines: [string, string, number][] = [
    ['Haftpflicht', 'CHF 100 Mio.', r2(rng.int(300, 900) + 0.4)],
    ['Teilkasko', 'Selbstbehalt CHF 200', r2(rng.int(80, 300) + 0.6)],
    [`Kollision`, `Selbstbehalt CHF ${num(sb, 'ch').slice(0, -3)}`, r2(rng.int(200, 900) + 0.2)],
    ['Insassenunfall', 'Tod/Invalidität', r2(rng.int(20, 60))],
  ];
  p.text(40, 'Deckung', { size: 8, bold: true });
  p.text(170, 'Leistung / Selbstbehalt', { size: 8, bold: true });
  p.text(550, 'Prämie CHF', { size: 8, bold: true, align: 'right' });
  p.down(12);
  for (const [a, b, v] of lines) {
    p.text(40, a, { size: 8.5 });
    p.text(170, b, { size: 8.5 });
    p.text(550, num(v, 'ch'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  const net = r2(lines.reduce((s, l) => s + l[2], 0));
  const stamp = r2(net * 0.05);
  const fund = r2(net * 0.0075);
  const prem = r05(net + stamp + fund);
  p.down(6);
  [
    ['Nettoprämie', net],
    ['Eidg. Stempelabgabe 5 %', stamp],
    ['Beitrag Nationaler Garantiefonds', fund],
  ].forEach(([l, v]) => {
    p.text(330, String(l), { size: 8.5 });
    p.text(550, num(Number(v), 'ch'), { size: 8.5, align: 'right' });
    p.down(12);
  });
  p.text(330, 'Zu bezahlen CHF', { size: 10, bold: true });
  p.text(550, num(prem, 'ch'), { size: 10, bold: true, align: 'right' });
  p.text(40, `Zahlbar bis ${fd(addDays(start, 30), 'de')} mit beiliegendem Einzahlungsschein. Es gelten die AVB Ausgabe ${rng.int(2000, 2024)}.`, {
    y: 780,
    size: 7,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A UK certificate of motor insurance with its schedule: numbered certificate items, premium incl. IPT, excesses. */
export function ukCertificateSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1994, 2025);
  const end = plusYear(start);
  const y = Number(start.slice(0, 4));
  const ins = rng.pick(['Britannic Motor Insurance plc', 'Wessex General Insurance Ltd', 'Heritage Classic Cover Ltd']);
  const pol = `${letters(rng, 3)}/${digits(rng, 7)}/${rng.int(1, 9)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Limited Mileage)']);
  p.text(40, ins, { y: 44, size: 12, bold: true });
  p.text(40, addrUK(rng).city, { y: 55, size: 8 });
  p.text(40, 'CERTIFICATE OF MOTOR INSURANCE', { y: 84, size: 11, bold: true });
  p.text(555, `Certificate No. ${digits(rng, 8)}`, { y: 84, size: 8, align: 'right' });
  const items: [string, string][] = [
    ['1. Registration mark of vehicle', plateUK(rng, y)],
    ['2. Name of policyholder', rng.pick(PEOPLE_EN)],
    ['3. Effective date of the commencement of insurance', `00:01 hours ${fd(start, 'uk')}`],
    ['4. Date of expiry of insurance', `Midnight ${fd(end, 'uk')}`],
    ['5. Persons or classes of persons entitled to drive', 'The policyholder and his spouse'],
    ['6. Limitations as to use', 'Social, domestic and pleasure purposes'],
  ];
  p.y = 104;
  for (const [l, v] of items) {
    p.text(40, l, { size: 7.5 });
    p.text(290, v, { size: 8.5 });
    p.down(14);
  }
  p.text(40, 'I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law.', { size: 7 });
  p.down(30);
  p.text(40, 'SCHEDULE', { size: 11, bold: true });
  p.down(14);
  cells(p, 40, p.y, 26, [
    [140, 'Policy number', pol],
    [130, 'Cover', cov],
    [120, 'Period from', fd(start, 'uklong')],
    [125, 'Period to', fd(end, 'uklong')],
  ]);
  p.down(40);
  const ex = rng.pick([100, 150, 250, 350]);
  const net = r2(rng.int(120, 900) + rng.int(0, 99) / 100);
  const iptRate = y < 1997 ? 2.5 : y < 1999 ? 4 : y < 2011 ? 5 : y < 2015 ? 6 : y < 2017 ? 9.5 : y < 2017 ? 10 : 12;
  const ipt = r2((net * iptRate) / 100);
  const prem = r2(net + ipt);
  const rowsX: [string, string][] = [
    ['Agreed value', `£${num(rng.int(8, 80) * 1000, 'en')}`],
    ['Compulsory excess', `£${ex}`],
    ['Voluntary excess', '£0'],
    ['No claims discount', `${rng.int(4, 9)} years`],
    ['Annual premium (excl. IPT)', `£${num(net, 'en')}`],
    [`Insurance Premium Tax @ ${iptRate}%`, `£${num(ipt, 'en')}`],
    ['Total premium payable', `£${num(prem, 'en')}`],
  ];
  for (const [l, v] of rowsX) {
    p.text(40, l, { size: 9, bold: l.startsWith('Total') });
    p.text(300, v, { size: 9, bold: l.startsWith('Total') });
    p.down(13);
  }
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: ex,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A US personal auto declarations page: coverage table with limits, deductibles and six-month premiums. */
export function usDeclarationsPage(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1990, 2025);
  const end = addDays(start, rng.pick([182, 181, 184]));
  const ins = rng.pick(['Midwest Mutual Casualty Company', 'Keystone Auto Insurance Co.', 'Pioneer State Indemnity']);
  const pol = `${letters(rng, 2)} ${digits(rng, 3)}-${digits(rng, 4)}-${rng.int(10, 99)}`;
  p.text(40, ins, { y: 44, size: 12, bold: true });
  p.text(40, `${addrUS(rng).city} · Claims ${phoneUS(rng)}`, { y: 55, size: 8 });
  p.text(555, 'AUTO POLICY DECLARATIONS', { y: 44, size: 10, bold: true, align: 'right' });
  cells(p, 40, 70, 26, [
    [130, 'POLICY NUMBER', pol],
    [130, 'POLICY PERIOD FROM', `${fd(start, 'us')} 12:01 AM`],
    [130, 'TO', `${fd(end, 'us')} 12:01 AM`],
    [125, 'AGENT', `${rng.pick(PEOPLE_EN)} #${digits(rng, 4)}`],
  ]);
  cells(p, 40, 96, 26, [
    [200, 'NAMED INSURED', rng.pick(PEOPLE_EN)],
    [315, 'ADDRESS', `${addrUS(rng).street}, ${addrUS(rng).city}`],
  ]);
  const [make, model] = car(rng);
  cells(p, 40, 122, 26, [
    [30, 'VEH', '1'],
    [50, 'YEAR', String(rng.int(1960, 2020))],
    [150, 'MAKE / MODEL', `${make} ${model}`],
    [160, 'VIN', vin(rng, 1995)],
    [125, 'GARAGING ZIP', digits(rng, 5)],
  ]);
  const cov = rng.pick(['Personal Auto — Full Coverage', 'Personal Auto Policy (Liability, Collision, Comprehensive)']);
  p.y = 170;
  kv(p, 40, 'POLICY TYPE:', cov, 80, 9, true);
  p.down(18);
  const ded = rng.pick([250, 500, 1000]);
  const c = [{ x: 40 }, { x: 250 }, { x: 390 }, { x: 550, align: 'right' as const }];
  ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'].forEach((h, i) => p.text(c[i].x, h, { size: 8, bold: true, align: c[i].align }));
  p.down(12);
  const rowsC: [string, string, string, number][] = [
    ['A  Bodily Injury Liability', '$100,000 / $300,000', '', money(rng, 80, 400)],
    ['A  Property Damage Liability', '$50,000', '', money(rng, 50, 200)],
    ['B  Medical Payments', '$5,000', '', money(rng, 10, 40)],
    ['C  Uninsured Motorists', '$100,000 / $300,000', '', money(rng, 15, 60)],
    ['D  Collision', 'Actual Cash Value', `$${num(ded, 'en').slice(0, -3)}`, money(rng, 90, 400)],
    ['D  Comprehensive', 'Actual Cash Value', `$${num(ded, 'en').slice(0, -3)}`, money(rng, 30, 160)],
  ];
  for (const r of rowsC) {
    r.forEach((v, i) => p.text(c[i].x, i === 3 ? num(Number(v), 'en') : String(v), { size: 8.5, align: c[i].align }));
    p.down(12);
  }
  const fee = r2(rng.pick([0, 3, 5]));
  const prem = r2(rowsC.reduce((s, r) => s + r[3], 0) + fee);
  p.down(6);
  p.text(390, 'Policy fee', { size: 8.5 });
  p.text(550, num(fee, 'en'), { size: 8.5, align: 'right' });
  p.down(13);
  p.text(390, 'TOTAL 6-MONTH PREMIUM', { size: 9, bold: true });
  p.text(550, `$${num(prem, 'en')}`, { size: 9, bold: true, align: 'right' });
  p.text(40, 'Forms and endorsements: PP 00 01 01 05, PP 03 06, A-2210. Lienholder: none.', { y: 780, size: 7 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
const money = (rng: Random, lo: number, hi: number) => r2(lo + rng.next() * (hi - lo));

/** A collector-vehicle agreed-value policy declarations with a usage box and mileage limits. */
export function collectorAgreedValue(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1985, 2026);
  const end = plusYear(start);
  const ins = rng.pick(['Concours Collector Insurance Agency', 'Vintage Auto Underwriters Inc.', 'Classic Motorcar Insurance Group']);
  const pol = `CV${digits(rng, 8)}`;
  p.box(40, 30, 515, 40, true);
  p.text(297, ins, { y: 50, size: 13, bold: true, align: 'center' });
  p.text(297, 'Collector Vehicle Policy — Declarations', { y: 63, size: 9, align: 'center' });
  const F: [string, string][] = [
    ['Policy No.', pol],
    ['Effective', fd(start, 'uslong')],
    ['Expires', fd(end, 'uslong')],
    ['Insured', rng.pick(PEOPLE_EN)],
    ['Producer', `${rng.pick(PEOPLE_EN)} Insurance Agency`],
    ['State', addrUS(rng).state],
  ];
  F.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 260;
    const yy = 92 + Math.floor(i / 2) * 14;
    p.text(x, `${l}:`, { y: yy, size: 8.5, bold: true });
    p.text(x + 70, v, { y: yy, size: 8.5 });
  });
  const [make, model] = car(rng);
  const av = rng.int(15, 180) * 1000;
  const ded = rng.pick([0, 250, 500]);
  p.y = 150;
  const c = [{ x: 40 }, { x: 80 }, { x: 230 }, { x: 390, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  ['Year', 'Vehicle', 'VIN / Serial', 'Agreed Value', 'Deductible', 'Premium'].forEach((h, i) => p.text(c[i].x, h, { size: 8, bold: true, align: c[i].align }));
  p.down(12);
  const prem0 = r2(av * rng.pick([0.004, 0.006, 0.008]) + 90);
  [String(rng.int(1950, 1989)), `${make} ${model}`, vin(rng, 1975), `$${num(av, 'en')}`, `$${num(ded, 'en').slice(0, -3)}`, num(prem0, 'en')].forEach((v, i) =>
    p.text(c[i].x, v, { size: 8.5, align: c[i].align }),
  );
  p.down(20);
  const cov = rng.pick(['Agreed Value — Physical Damage and Liability', 'Agreed Value Coverage']);
  kv(p, 40, 'Coverage:', cov, 70, 9, true);
  p.down(14);
  kv(p, 40, 'Usage:', 'Pleasure use, club events, parades; max. 2,500 miles/yr', 70, 8.5);
  p.down(14);
  kv(p, 40, 'Storage:', 'Locked private garage', 70, 8.5);
  p.down(24);
  const tax = r2(prem0 * 0.0175);
  const fee = 25;
  const prem = r2(prem0 + tax + fee);
  [
    ['Annual premium', prem0],
    ['Premium tax', tax],
    ['Policy fee', fee],
    ['Total annual premium', prem],
  ].forEach(([l, v], i) => {
    p.text(360, String(l), { size: 9, bold: i === 3 });
    p.text(550, `$${num(Number(v), 'en')}`, { size: 9, bold: i === 3, align: 'right' });
    p.down(12);
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
