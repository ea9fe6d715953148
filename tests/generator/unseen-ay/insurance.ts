/** Insurance families: the yearly renewal — Beitragsrechnung, Police, Polizze, renewal schedule, declarations page. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r05, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { amt, car, carId, digits, letters, nameDE, nameEN, plateDE, plateUKold, streetDE, streetEN, streetUS, whole } from './kit';

const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** 1. A German insurer's yearly Beitragsrechnung for an H-plated classic: old and new premium side by side, tax shown. */
export function beitragsrechnungDE(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(2005, 2026)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const insurer = rng.pick(['Rheinland Oldtimer-Versicherung AG', 'Hanseatische Liebhaberfahrzeug-Assekuranz', 'Süddeutsche Klassik Versicherung VVaG']);
  const pol = `${digits(rng, 3)}-${digits(rng, 6)}-${rng.int(1, 9)}`;
  const cover = rng.pick(['Kfz-Haftpflicht + Teilkasko', 'Haftpflicht und Vollkasko (Oldtimer)', 'Kfz-Haftpflicht / Teilkasko mit Wertgutachten']);
  const ded = rng.pick([150, 250, 300, 500]);
  const netOld = amt(rng, 90, 340);
  const net = r2(netOld * amt(rng, 0.95, 1.12));
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const grossOld = r2(netOld * 1.19);
  const c = car(rng);
  p.text(50, insurer, { y: 50, size: 12, bold: true });
  p.text(50, `Postfach ${digits(rng, 4)} · ${rng.pick(['50', '20', '80'])}${digits(rng, 3)} ${rng.pick(['Köln', 'Hamburg', 'München'])}`, { y: 63, size: 7.5 });
  p.text(50, `${nameDE(rng)}`, { y: 110, size: 10 });
  p.text(50, streetDE(rng), { y: 123, size: 10 });
  p.text(380, `Versicherungsschein-Nr.`, { y: 110, size: 8 });
  p.text(380, pol, { y: 122, size: 10, bold: true });
  p.text(380, `Datum: ${fd(addDays(start, -rng.int(25, 45)), 'de')}`, { y: 138, size: 8.5 });
  p.text(50, `Beitragsrechnung ${start.slice(0, 4)}`, { y: 180, size: 15, bold: true });
  p.text(50, `Ihr Fahrzeug: ${c.make} ${c.model}, amtl. Kennzeichen ${plateDE(rng, rng.pick(['K', 'HH', 'M']), 'H')}, FIN ${carId(rng, c)}`, {
    y: 198,
    size: 9,
  });
  p.y = 225;
  p.text(50, 'Sehr geehrte Kundin, sehr geehrter Kunde,', { size: 9.5 });
  p.down(13);
  p.text(50, `zur Hauptfälligkeit erhalten Sie Ihre neue Beitragsrechnung für den Versicherungszeitraum`, { size: 9.5 });
  p.down(13);
  p.text(50, `vom ${fd(start, 'de')} bis ${fd(end, 'de')}.`, { size: 9.5 });
  p.down(26);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Versicherungsumfang', 'bisher', 'neu'], { bold: true });
  p.down(5);
  hline(p, 50, 495);
  p.down(13);
  row(p, cols, [cover, '', '']);
  p.down(13);
  row(p, cols, [`Selbstbeteiligung Teilkasko: ${ded} €`, '', '']);
  p.down(13);
  row(p, cols, ['Nettobeitrag', `${num(netOld, 'de')} €`, `${num(net, 'de')} €`]);
  p.down(13);
  row(p, cols, ['Versicherungsteuer 19 %', `${num(r2(grossOld - netOld), 'de')} €`, `${num(tax, 'de')} €`]);
  p.down(5);
  hline(p, 300, 245);
  p.down(13);
  row(p, cols, ['Jahresbeitrag', `${num(grossOld, 'de')} €`, `${num(gross, 'de')} €`], { bold: true, size: 10 });
  p.down(30);
  p.text(50, `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto ${ibanMask(rng)} abgebucht.`, { size: 9 });
  p.down(13);
  p.text(50, 'Die Beitragsänderung beruht auf der Anpassung der Tarifbeiträge nach § 15 AKB. Sie haben ein Sonderkündigungsrecht.', { size: 8.5 });
  p.down(12);
  p.text(50, `Voraussetzung: Saisonkennzeichen oder H-Kennzeichen, Zweitfahrzeug, jährliche Fahrleistung bis ${rng.pick(['3.000', '5.000', '9.000'])} km.`, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
const ibanMask = (rng: Random) => `DE${digits(rng, 2)} **** **** **** **${digits(rng, 2)} ${digits(rng, 2)}`;

/** 2. A Swiss Police for a veteran car with interchangeable plates: premium lines, Stempelabgabe, Selbstbehalt. */
export function policeSchweiz(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2000, 2026);
  const end = yearLater(start);
  const insurer = rng.pick(['Helvetia Veteranen-Versicherung', 'Alpina Motorfahrzeug-Versicherungen AG', 'Zürichsee Versicherungsgenossenschaft']);
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const cover = rng.pick(['Haftpflicht, Teilkasko', 'Haftpflicht, Vollkasko Veteran', 'Haftpflicht mit Teilkasko zum Zeitwert']);
  const ded = rng.pick([200, 500, 1000]);
  const ha = amt(rng, 120, 300);
  const tk = amt(rng, 80, 260);
  const stamp = r2((ha + tk) * 0.05);
  const gross = r05(ha + tk + stamp);
  p.text(50, insurer, { y: 50, size: 13, bold: true });
  p.text(
    50,
    `Generalagentur ${rng.pick(['Winterthur', 'Luzern', 'St. Gallen'])} · Tel. 0${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    { y: 63, size: 8 },
  );
  p.text(50, 'Police', { y: 120, size: 20, bold: true });
  p.text(50, `Motorfahrzeugversicherung Nr. ${pol}`, { y: 138, size: 10 });
  p.text(340, 'Versicherungsnehmer', { y: 110, size: 7.5 });
  p.text(340, nameDE(rng), { y: 122, size: 10 });
  p.text(340, `${rng.pick(['Rebbergstrasse', 'Kirchweg', 'Seeblick'])} ${rng.int(1, 50)}`, { y: 135, size: 10 });
  const grid: [string, string][] = [
    ['Vertragsbeginn', fd(start, 'de')],
    ['Vertragsablauf', fd(end, 'de')],
    ['Fahrzeug', `${car(rng).make} (Veteran)`],
    ['Kontrollschild', `${rng.pick(['ZH', 'LU', 'SG'])} ${digits(rng, 5)} (Wechselschild)`],
    ['Deckung', cover],
    ['Selbstbehalt Kasko', `CHF ${num(ded, 'ch')}`],
  ];
  p.box(50, 160, 495, 3 * 28 + 6);
  grid.forEach(([a, b], i) => {
    const x = 56 + (i % 2) * 250;
    const yy = 172 + Math.floor(i / 2) * 28;
    p.text(x, a, { y: yy, size: 7 });
    p.text(x, b, { y: yy + 12, size: 9.5 });
  });
  p.y = 285;
  p.text(50, 'Prämie pro Versicherungsjahr', { size: 11, bold: true });
  p.down(18);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  const ps: [string, number][] = [
    ['Haftpflicht', ha],
    [cover.includes('Voll') ? 'Vollkasko' : 'Teilkasko', tk],
    ['Eidg. Stempelabgabe 5 %', stamp],
  ];
  for (const [a, b] of ps) {
    row(p, cols, [a, `CHF ${num(b, 'ch')}`], { size: 9.5 });
    p.down(14);
  }
  hline(p, 350, 195, p.y - 6);
  p.down(6);
  row(p, cols, ['Total Jahresprämie', `CHF ${num(gross, 'ch')}`], { size: 10.5, bold: true });
  p.down(34);
  p.text(50, 'Besondere Bedingungen: Einsatz nur für Ausfahrten und Veranstaltungen; kein Alltagsgebrauch. Jährliche Fahrleistung max. 5 000 km.', { size: 8 });
  p.down(12);
  p.text(50, 'Der Vertrag erneuert sich stillschweigend um ein Jahr, sofern er nicht 3 Monate vor Ablauf gekündigt wird.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 3. An Austrian Polizze for a historic vehicle: Prämie, Versicherungssteuer and motor-related tax, Selbstbehalt. */
export function polizzeOesterreich(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2003, 2026);
  const end = yearLater(start);
  const insurer = rng.pick(['Donau-Alpen Versicherung AG', 'Wiener Städtische Oldtimerdienst', 'Tiroler Kfz-Versicherungsverein']);
  const pol = `${letters(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const cover = rng.pick(['Kfz-Haftpflicht + Teilkasko', 'Kfz-Haftpflicht, Oldtimer-Kasko', 'Haftpflicht mit Parkschaden-Kasko']);
  const ded = rng.pick([200, 350, 500]);
  const net = amt(rng, 110, 380);
  const vst = r2(net * 0.11);
  const mvs = r2(amt(rng, 4, 12) * 12);
  const gross = r2(net + vst + mvs);
  p.text(545, insurer, { y: 50, size: 12, bold: true, align: 'right' });
  p.text(
    545,
    `${rng.pick(['Schottenring', 'Landstraße', 'Maria-Theresien-Straße'])} ${rng.int(1, 40)} · ${rng.pick(['1010 Wien', '4020 Linz', '6020 Innsbruck'])}`,
    { y: 63, size: 8, align: 'right' },
  );
  p.text(50, `${nameDE(rng)}`, { y: 110, size: 10 });
  p.text(50, `${rng.pick(['Gartengasse', 'Lindenweg', 'Am Anger'])} ${rng.int(1, 30)}`, { y: 123, size: 10 });
  p.text(50, 'POLIZZE', { y: 170, size: 16, bold: true });
  p.text(170, `Nummer ${pol}`, { y: 170, size: 11 });
  p.text(50, 'Kraftfahrzeugversicherung für historische Fahrzeuge (Eintragung im Genehmigungsdokument)', { y: 186, size: 8.5 });
  p.y = 215;
  const info: [string, string][] = [
    ['Versicherungsbeginn:', `${fd(start, 'de')}, 00:00 Uhr`],
    ['Versicherungsende:', `${fd(end, 'de')}, 24:00 Uhr (mit Verlängerungsklausel)`],
    ['Versichertes Fahrzeug:', `${car(rng).make}, Kennzeichen ${rng.pick(['W', 'L', 'I'])}-${digits(rng, 3)}${letters(rng, 2)}`],
    ['Versicherungsumfang:', cover],
    ['Selbstbehalt:', `EUR ${num(ded, 'de')} je Schadenfall`],
  ];
  for (const [a, b] of info) {
    p.text(50, a, { size: 9.5 });
    p.text(200, b, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Prämienberechnung (jährlich)', 'EUR'], { bold: true });
  p.down(14);
  const ps: [string, number][] = [
    ['Nettoprämie', net],
    ['Versicherungssteuer 11 %', vst],
    ['Motorbezogene Versicherungssteuer', mvs],
  ];
  for (const [a, b] of ps) {
    row(p, cols, [a, num(b, 'de')], { size: 9.5 });
    p.down(13);
  }
  hline(p, 350, 195, p.y - 5);
  p.down(5);
  row(p, cols, ['Jahresprämie inkl. Steuern', num(gross, 'de')], { size: 10.5, bold: true });
  p.down(30);
  p.text(50, `Zahlungsweise: jährlich, Einziehungsauftrag. Ausgestellt in ${rng.pick(['Wien', 'Linz', 'Innsbruck'])} am ${fd(addDays(start, -14), 'de')}.`, {
    size: 8.5,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 4. A UK classic-car broker's renewal schedule: agreed value, limited mileage, IPT, the premium this year and last. */
export function ukRenewalSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2006, 2026);
  const end = yearLater(start);
  const broker = rng.pick(['Heritage Motor Policies', 'Vintage Marque Insurance Services', 'Concours Cover Ltd']);
  const pol = `${letters(rng, 3)}/${digits(rng, 6)}/${String(Number(start.slice(2, 4)) % 100).padStart(2, '0')}`;
  const cover = rng.pick(['Comprehensive', 'Comprehensive - Agreed Value', 'Third Party, Fire & Theft']);
  const ded = rng.pick([100, 150, 250]);
  const net = amt(rng, 95, 320);
  const ipt = r2(net * (Number(start.slice(0, 4)) >= 2017 ? 0.12 : 0.06));
  const fee = rng.pick([0, 15, 20]);
  const gross = r2(net + ipt + fee);
  const last = r2(gross * amt(rng, 0.88, 1.02));
  const c = car(rng);
  p.text(50, broker, { y: 50, size: 14, bold: true });
  p.text(50, `Authorised and regulated by the Financial Conduct Authority · FRN ${digits(rng, 6)}`, { y: 63, size: 7.5 });
  p.text(50, 'RENEWAL SCHEDULE', { y: 110, size: 16, bold: true });
  p.text(50, 'Classic Vehicle Policy', { y: 126, size: 10 });
  const tbl: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', nameEN(rng)],
    ['Period of insurance', `${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', plateUKold(rng, Math.min(c.year, 1983))],
    ['Agreed value', `£${num(whole(rng, 12000, 90000, 500), 'en').slice(0, -3)}`],
    ['Cover', cover],
    ['Limited mileage', `${rng.pick(['1,500', '3,000', '5,000'])} miles per annum`],
    ['Excess', `£${ded} all claims`],
    ['Use', 'Social, domestic and pleasure, including club events'],
  ];
  p.y = 150;
  for (const [a, b] of tbl) {
    p.box(50, p.y - 10, 150, 15);
    p.box(200, p.y - 10, 345, 15);
    p.text(55, a, { size: 8.5, bold: true });
    p.text(205, b, { size: 8.5 });
    p.down(15);
  }
  p.down(20);
  p.text(50, 'Your premium', { size: 11, bold: true });
  p.down(16);
  const ps: [string, number][] = [
    ['Premium', net],
    ['Insurance Premium Tax', ipt],
  ];
  if (fee) ps.push(['Arrangement fee', fee]);
  for (const [a, b] of ps) {
    p.text(60, a, { size: 9.5 });
    p.text(300, `£${num(b, 'en')}`, { size: 9.5, align: 'right' });
    p.down(13);
  }
  p.text(60, 'Total payable', { size: 10, bold: true });
  p.text(300, `£${num(gross, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(13);
  p.text(60, `Last year you paid £${num(last, 'en')}.`, { size: 8.5 });
  p.down(30);
  p.text(50, 'If we do not hear from you, your policy will renew automatically and the premium will be collected by Direct Debit.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 5. A US collector-car insurer's declarations page: coverage table with limits and premiums, agreed value, fees. */
export function usDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2000, 2026);
  const end = yearLater(start);
  const insurer = rng.pick(['Keystone Collector Car Insurance Co.', 'American Antique Auto Mutual', 'Great Lakes Classic Vehicle Insurance']);
  const pol = `${letters(rng, 2)}${digits(rng, 8)}`;
  const cover = 'Agreed Value';
  const ded = rng.pick([0, 100, 250, 500]);
  const items: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['100,000/300,000', '250,000/500,000'])}`, amt(rng, 40, 120)],
    ['Property Damage Liability', `$${rng.pick(['50,000', '100,000'])}`, amt(rng, 15, 50)],
    ['Uninsured Motorists', `$${rng.pick(['100,000/300,000', '50,000/100,000'])}`, amt(rng, 8, 30)],
    ['Physical Damage - Agreed Value', `$${num(whole(rng, 18000, 140000, 1000), 'en').slice(0, -3)}`, amt(rng, 60, 400)],
  ];
  const sub = r2(items.reduce((a, i) => a + i[2], 0));
  const fees = rng.pick([0, 5, 10]);
  const gross = r2(sub + fees);
  const c = car(rng);
  p.text(50, insurer, { y: 50, size: 13, bold: true });
  p.text(50, `${streetUS(rng)} · ${rng.pick(['Harrisburg, PA', 'Traverse City, MI', 'Columbus, OH'])}`, { y: 63, size: 8 });
  p.text(297, 'PERSONAL COLLECTOR VEHICLE POLICY — DECLARATIONS', { y: 100, size: 11, bold: true, align: 'center' });
  p.text(297, 'This Declarations page, with the policy jacket and endorsements, completes your policy.', { y: 113, size: 8, align: 'center' });
  const grid: [string, string][] = [
    ['POLICY NUMBER', pol],
    ['POLICY PERIOD', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['NAMED INSURED', nameEN(rng)],
    ['VEHICLE', `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}  VIN ${carId(rng, c)}`],
    ['COVERAGE TYPE', cover],
    ['DEDUCTIBLE', `$${ded} comprehensive and collision`],
  ];
  p.y = 140;
  for (const [a, b] of grid) {
    p.text(50, a, { size: 7.5, bold: true });
    p.text(160, b, { size: 9 });
    p.down(14);
  }
  p.down(14);
  const cols: Col[] = [{ x: 50 }, { x: 380, align: 'right' }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['COVERAGES', 'LIMITS', 'PREMIUM'], { bold: true, size: 8.5 });
  p.down(16);
  for (const [a, b, v] of items) {
    row(p, cols, [a, b, `$${num(v, 'en')}`]);
    p.down(13);
  }
  if (fees) {
    row(p, cols, ['Policy fee', '', `$${num(fees, 'en')}`]);
    p.down(13);
  }
  hline(p, 380, 165, p.y - 4);
  p.down(10);
  row(p, cols, ['TOTAL POLICY PREMIUM', '', `$${num(gross, 'en')}`], { bold: true, size: 9.5 });
  p.down(30);
  p.text(50, 'Usage: pleasure use, club activities, exhibitions and parades. Vehicle must be garaged in a locked, fully enclosed structure.', { size: 7.5 });
  p.down(11);
  p.text(50, `Your premium changed from last term due to the increase in agreed value. Countersigned: ${nameEN(rng)}, Authorized Representative`, {
    size: 7.5,
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 6. A 1980s British insurer's renewal notice: typed, premium due in a box, the excess in the endorsements. */
export function ukRenewalNotice1980s(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1979, 1995);
  const end = yearLater(start);
  const insurer = rng.pick(['The Provincial Motor Insurance Co. Ltd.', 'Northern Counties Mutual', 'Britannia Vintage Car Underwriters']);
  const pol = `${digits(rng, 2)}/${letters(rng, 1)}/${digits(rng, 5)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party Fire and Theft']);
  const ded = rng.pick([25, 50, 75, 100]);
  const gross = amt(rng, 38, 160);
  p.text(297, insurer, { y: 55, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, `Registered Office: ${streetEN(rng)}, ${rng.pick(['Kendal', 'Norwich', 'Leeds'])}`, { y: 68, size: 8, serif: true, align: 'center' });
  p.text(50, 'RENEWAL NOTICE', { y: 110, size: 13, bold: true, serif: true });
  p.text(50, `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${nameEN(rng)}`, { y: 135, size: 10, serif: true });
  p.text(50, streetEN(rng), { y: 148, size: 10, serif: true });
  p.y = 190;
  const ls = [
    `Policy No. ${pol}`,
    `Renewal date ${fd(start, 'uk')}     Expiry of renewal ${fd(end, 'uk')}`,
    `Vehicle insured: ${car(rng).model}, Registration ${plateUKold(rng, 1970)}`,
    `Cover: ${cover}`,
    `Endorsement 04: the insured shall bear the first £${ded} of each claim under Section 1 (Own Damage).`,
    'Use: Social, Domestic and Pleasure purposes only. Limited to 3,000 miles in any period of insurance.',
  ];
  for (const l of ls) {
    p.text(50, l, { size: 9.5, serif: true });
    p.down(16);
  }
  p.down(10);
  p.box(330, p.y, 215, 40);
  p.text(340, 'RENEWAL PREMIUM DUE', { y: p.y + 14, size: 8.5, bold: true, serif: true });
  p.text(535, `£${num(gross, 'en')}`, { y: p.y + 32, size: 13, bold: true, serif: true, align: 'right' });
  p.down(70);
  p.text(50, 'To renew, please return this notice with your remittance before the renewal date. No cover is held after that date', { size: 8.5, serif: true });
  p.down(11);
  p.text(50, 'unless the premium has been received. A Certificate of Motor Insurance will be sent on receipt.', { size: 8.5, serif: true });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
