/** Insurance paper: a broker's letter of 1997 (DM), a Versicherungsschein with a Sparten table, an all-risk
 * classic policy bill of 2024; a US agreed-value declarations page, a UK classic schedule with split excess,
 * a 1989 US club-programme certificate. */
import { de, en, dDe, dDeLong, dUs, dUk, dUkLong, dEnLong, addYears, addDays, doc, page, r2, rule, digits, letters, whole, type Family } from './kit';
import type { Random } from '../random';

const ins = (t: { policyNumber: string; premium: number; deductible?: number; coverageType: string; effectiveStart: string; effectiveEnd: string }) => ({
  documentType: 'insurance',
  ...t,
});
const start = (rng: Random, y: number) => `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;

/** 1997: a broker's letter, the figures in running prose and a small two-line table. */
const maklerBrief97: Family = (rng) => {
  const p = page();
  const s = start(rng, 1998);
  const e = addYears(s, 1);
  const policy = `OT ${digits(rng, 3)}/${digits(rng, 5)}`;
  const net = r2(rng.int(280, 520));
  const tax = r2(net * 0.15);
  const premium = r2(net + tax);
  const sb = 300;
  p.text(545, 'Versicherungsmakler', { y: 55, size: 9, align: 'right' });
  p.text(545, 'Gerd Albrecht & Partner', { y: 70, size: 14, bold: true, serif: true, align: 'right' });
  p.text(545, 'Am Markt 2 · 26122 Oldenburg · Tel. 0441 / 2 50 77', { y: 83, size: 8, align: 'right' });
  p.text(50, 'Herrn Dr. Klaus Brenneke · Rosenaustraße 9 · 90429 Nürnberg', { y: 130, size: 9 });
  p.text(545, `Oldenburg, ${dDeLong(addDays(s, -20))}`, { y: 170, size: 10, align: 'right' });
  p.text(50, `Ihre Oldtimer-Versicherung für den BMW 2002 tii, amtl. Kennz. N-KB 202 – Vertrag ${policy}`, { y: 200, size: 10, bold: true });
  const body = [
    'Sehr geehrter Herr Dr. Brenneke,',
    '',
    'wie besprochen haben wir Ihr Fahrzeug bei der Hanseatischen Oldtimer-Assekuranz',
    'eingedeckt. Versichert sind Kfz-Haftpflicht (Deckungssumme 100 Mio. DM pauschal)',
    `und Teilkasko mit einer Selbstbeteiligung von ${sb},- DM je Schadenfall.`,
    `Der Vertrag beginnt am ${dDe(s)} und läuft bis zum ${dDe(e)}; er verlängert sich`,
    'jeweils um ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird.',
  ];
  body.forEach((l, i) => p.text(50, l, { y: 230 + i * 15, size: 10, serif: true }));
  let y = 350;
  p.text(70, 'Jahresbeitrag netto', { y, size: 10, serif: true });
  p.text(400, `DM ${de(net)}`, { y, size: 10, serif: true, align: 'right' });
  p.text(70, '15 % Versicherungsteuer', { y: y + 15, size: 10, serif: true });
  p.text(400, `DM ${de(tax)}`, { y: y + 15, size: 10, serif: true, align: 'right' });
  rule(p, 250, y + 21, 150);
  p.text(70, 'zu zahlen jährlich', { y: y + 35, size: 10, bold: true, serif: true });
  p.text(400, `DM ${de(premium)}`, { y: y + 35, size: 10, bold: true, serif: true, align: 'right' });
  y += 70;
  p.text(50, `Die Versicherungssumme (Wiederbeschaffungswert lt. Gutachten) beträgt DM ${whole(rng.int(18, 32) * 1000)},-.`, { y, size: 10, serif: true });
  p.text(50, 'Der Beitrag wird vom Konto Nr. 1 402 883 bei der Stadtsparkasse Nürnberg abgebucht.', { y: y + 15, size: 10, serif: true });
  p.text(50, 'Mit freundlichen Grüßen', { y: y + 50, size: 10, serif: true });
  p.text(50, 'G. Albrecht', { y: y + 75, size: 13, serif: true });
  return doc(p, 'de', ins({ policyNumber: policy, premium, deductible: sb, coverageType: 'Teilkasko', effectiveStart: s, effectiveEnd: e }));
};

/** 2014: Versicherungsschein with a table of Sparten, Beitrag per line and the VersSt. below. */
const versicherungsschein14: Family = (rng) => {
  const p = page();
  const s = start(rng, 2014);
  const e = addDays(addYears(s, 1), -1);
  const policy = `${digits(rng, 2)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const hp = r2(rng.int(90, 180) + rng.int(0, 99) / 100);
  const vk = r2(rng.int(120, 260) + rng.int(0, 99) / 100);
  const net = r2(hp + vk);
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);
  p.text(50, 'SÜDWEST Versicherung AG', { y: 58, size: 14, bold: true });
  p.text(50, 'Kraftfahrt · 70173 Stuttgart', { y: 72, size: 8 });
  p.text(545, 'Versicherungsschein', { y: 58, size: 14, bold: true, align: 'right' });
  p.text(545, `Ausfertigung vom ${dDe(addDays(s, -10))}`, { y: 72, size: 8, align: 'right' });
  const kv: [string, string][] = [
    ['Versicherungsnummer', policy],
    ['Versicherungsnehmer', 'Ingrid Brenneke, Lübeck'],
    ['Fahrzeug', 'Mercedes-Benz 280 SE, HL-IB 116H'],
    ['Versicherungsbeginn', dDe(s)],
    ['Ablauf', dDe(e)],
    ['Zahlweise', 'jährlich'],
  ];
  kv.forEach(([k, v], i) => {
    p.text(50, k, { y: 110 + i * 15, size: 9 });
    p.text(200, v, { y: 110 + i * 15, size: 10, bold: i === 0 });
  });
  let y = 220;
  p.box(50, y, 495, 18, true);
  ['Sparte', 'Umfang', 'Selbstbeteiligung', 'Beitrag €'].forEach((h, i) =>
    p.text([56, 150, 400, 540][i], h, { y: y + 13, size: 8, bold: true, align: i === 3 ? 'right' : 'left' }),
  );
  y += 34;
  const sb = 300;
  const rows: [string, string, string, number][] = [
    ['Kfz-Haftpflicht', '100 Mio. € pauschal, 15 Mio. € je Person', '—', hp],
    ['Vollkasko', 'inkl. Teilkasko, Marktwert', `${sb} €, TK 150 €`, vk],
  ];
  for (const [a, b, c, d] of rows) {
    p.text(56, a, { y, size: 9 });
    p.text(150, b, { y, size: 9 });
    p.text(400, c, { y, size: 9 });
    p.text(540, de(d), { y, size: 9, align: 'right' });
    y += 16;
  }
  rule(p, 50, y - 6, 495);
  p.text(400, 'Nettobeitrag', { y: y + 8, size: 9 });
  p.text(540, de(net), { y: y + 8, size: 9, align: 'right' });
  p.text(400, 'VersSt. 19 %', { y: y + 22, size: 9 });
  p.text(540, de(tax), { y: y + 22, size: 9, align: 'right' });
  p.text(400, 'Jahresbeitrag', { y: y + 40, size: 10, bold: true });
  p.text(540, de(premium), { y: y + 40, size: 10, bold: true, align: 'right' });
  p.text(50, 'Schadenfreiheitsklasse SF 25 (30 %) · Regionalklasse 8 · Typklasse HP 12 / VK 17', { y: y + 80, size: 8 });
  p.text(50, 'Es gelten die AKB 2014. Bitte prüfen Sie diesen Versicherungsschein.', { y: y + 92, size: 8 });
  return doc(p, 'de', ins({ policyNumber: policy, premium, deductible: sb, coverageType: 'Vollkasko', effectiveStart: s, effectiveEnd: e }));
};

/** 2024: bill for a classic all-risk cover on a season plate, Versicherungssumme from a valuation. */
const allgefahren24: Family = (rng) => {
  const p = page();
  const s = `2024-04-01`;
  const e = `2025-03-31`;
  const policy = `KL${digits(rng, 8)}`;
  const premium = r2(rng.int(220, 640) + rng.int(0, 99) / 100);
  const sb = 500;
  p.text(50, 'c l a s s i c u m', { y: 58, size: 18, bold: true });
  p.text(50, 'Oldtimer-Versicherungsdienst GmbH · Assekuradeur', { y: 72, size: 8 });
  p.text(50, 'Beitragsrechnung', { y: 120, size: 13, bold: true });
  p.text(545, `Hamburg, ${dDe('2024-03-04')}`, { y: 120, size: 9, align: 'right' });
  p.text(50, `Vertrag ${policy}   ·   Porsche 911 SC   ·   Saisonkennzeichen WI-KB 911H 04–10`, { y: 140, size: 9 });
  p.box(50, 160, 495, 120);
  const kv: [string, string][] = [
    ['Deckung', 'Allgefahrendeckung (Classic All-Risk)'],
    ['Versicherungssumme', `${whole(rng.int(60, 95) * 1000)} € (Wertgutachten vom ${dDe('2023-11-14')})`],
    ['Selbstbehalt', `${sb} € je Schaden`],
    ['Versicherungsperiode', `${dDe(s)} – ${dDe(e)}`],
    ['Jahresprämie inkl. 19 % VersSt.', `${de(premium)} €`],
    ['Fälligkeit', dDe(s)],
  ];
  kv.forEach(([k, v], i) => {
    p.text(60, k, { y: 180 + i * 16, size: 9, bold: true });
    p.text(240, v, { y: 180 + i * 16, size: 9 });
  });
  p.text(50, 'Beitragsfrei: Haftpflicht über den Rahmenvertrag Ihres Clubs (Mitgl.-Nr. 4417).', { y: 310, size: 9 });
  p.text(50, `Der Betrag wird per SEPA-Lastschrift eingezogen. Mandatsreferenz ${letters(rng, 3)}${digits(rng, 9)}.`, { y: 324, size: 9 });
  return doc(p, 'de', ins({ policyNumber: policy, premium, deductible: sb, coverageType: 'Allgefahrendeckung', effectiveStart: s, effectiveEnd: e }));
};

/** 2007 US agreed-value declarations page: the agreed value is not the premium. */
const agreedValue07: Family = (rng) => {
  const p = page();
  const s = start(rng, 2007);
  const e = addYears(s, 1);
  const policy = `CV-${digits(rng, 7)}`;
  const value = rng.int(40, 90) * 1000;
  const comp = 250;
  const liab = r2(rng.int(90, 160));
  const pd = r2(rng.int(120, 300));
  const fee = 12;
  const premium = r2(liab + pd + fee);
  p.text(50, 'Heritage Mutual Collector Car Insurance Company', { y: 58, size: 13, bold: true });
  p.text(50, 'Policy Declarations', { y: 80, size: 11 });
  p.text(545, `Policy No. ${policy}`, { y: 58, size: 10, bold: true, align: 'right' });
  p.text(545, `Policy period: ${dUs(s)} to ${dUs(e)} 12:01 a.m.`, { y: 80, size: 8, align: 'right' });
  p.text(50, 'Named insured: Robert Brenneke Jr., 4410 Shoal Creek Blvd, Austin TX 78756', { y: 110, size: 9 });
  p.text(50, `Vehicle: 1983 Porsche 911 SC   VIN WP0EA091${digits(rng, 9)}   Agreed Value $${en(value).replace('.00', '')}`, { y: 124, size: 9 });
  let y = 160;
  ['Coverage', 'Limits', 'Deductible', 'Premium'].forEach((h, i) =>
    p.text([50, 230, 380, 545][i], h, { y, size: 9, bold: true, align: i === 3 ? 'right' : 'left' }),
  );
  rule(p, 50, y + 5, 495);
  y += 20;
  const rows: [string, string, string, string][] = [
    ['Bodily Injury / Property Damage', '100/300/100', '', en(liab)],
    ['Comprehensive', 'Agreed Value', `$${comp}`, en(pd)],
    ['Collision', 'Agreed Value', 'None', 'Incl.'],
    ['Policy fee', '', '', en(fee)],
  ];
  for (const r of rows) {
    r.forEach((c, i) => p.text([50, 230, 380, 545][i], c, { y, size: 9, align: i === 3 ? 'right' : 'left' }));
    y += 15;
  }
  rule(p, 50, y - 6, 495);
  p.text(380, 'Total policy premium', { y: y + 10, size: 10, bold: true });
  p.text(545, `$${en(premium)}`, { y: y + 10, size: 10, bold: true, align: 'right' });
  p.text(50, 'Usage: limited pleasure use, max 2,500 miles per year. Garaged at the address above.', { y: y + 50, size: 8 });
  p.text(50, `Countersigned ${dUs(addDays(s, -14))}   Agent code 48-${digits(rng, 4)}`, { y: y + 64, size: 8 });
  return doc(p, 'en', ins({ policyNumber: policy, premium, deductible: comp, coverageType: 'Comprehensive', effectiveStart: s, effectiveEnd: e }));
};

/** 2018 UK classic schedule: compulsory plus voluntary excess with the total stated, IPT included. */
const ukSchedule18: Family = (rng) => {
  const p = page();
  const s = start(rng, 2018);
  const e = addDays(addYears(s, 1), -1);
  const policy = `HCV/${digits(rng, 6)}/${rng.int(10, 99)}`;
  const premium = r2(rng.int(140, 380) + rng.int(0, 99) / 100);
  p.text(297, 'SCHEDULE OF INSURANCE', { y: 60, size: 14, bold: true, align: 'center' });
  p.text(297, 'Marlow Classic Vehicle Insurance Services · Authorised and regulated by the FCA, FRN 3' + digits(rng, 5), { y: 76, size: 7, align: 'center' });
  const rows: [string, string][] = [
    ['Policy number', policy],
    ['Policyholder', 'Mr Peter Brenneke'],
    ['Vehicle', 'Jaguar E-Type S2 4.2 FHC'],
    ['Cover', 'Comprehensive'],
    ['Period of insurance', `${dUkLong(s)} to ${dUkLong(e)} (both dates inclusive)`],
    ['Agreed value', `£${en(rng.int(60, 110) * 1000)}`],
    ['Limited mileage', '3,000 miles'],
    ['Compulsory excess', '£100'],
    ['Voluntary excess', '£150'],
    ['Total excess', '£250'],
    ['Total premium (incl. IPT at 12%)', `£${en(premium)}`],
  ];
  let y = 110;
  for (const [k, v] of rows) {
    p.box(50, y - 12, 200, 18);
    p.box(250, y - 12, 295, 18);
    p.text(56, k, { y, size: 9 });
    p.text(256, v, { y, size: 9, bold: k === 'Total premium (incl. IPT at 12%)' });
    y += 18;
  }
  p.text(50, `Issued ${dUk(addDays(s, -21))}. Please keep this schedule with your certificate of motor insurance.`, { y: y + 20, size: 8 });
  return doc(p, 'en', ins({ policyNumber: policy, premium, deductible: 250, coverageType: 'Comprehensive', effectiveStart: s, effectiveEnd: e }));
};

/** 1989 US club-programme certificate: labels under their values. */
const clubCertificate89: Family = (rng) => {
  const p = page();
  const s = start(rng, 1989);
  const e = addYears(s, 1);
  const policy = `${letters(rng, 2)} ${digits(rng, 6)}`;
  const premium = r2(rng.int(70, 180));
  p.box(45, 40, 505, 330);
  p.text(297, 'CERTIFICATE OF INSURANCE', { y: 70, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, 'Mid-America Corvette Club Insurance Program · underwritten by Prairie Casualty Co.', { y: 86, size: 8, align: 'center' });
  const cells: [string, string, number, number][] = [
    [policy, 'Certificate No.', 60, 130],
    ['Robert Brenneke', 'Member', 300, 130],
    [dEnLong(s), 'Effective', 60, 180],
    [dEnLong(e), 'Expires', 300, 180],
    ['Stated Amount Physical Damage', 'Coverage', 60, 230],
    ['$100 per occurrence', 'Deductible', 300, 230],
    [`$${en(premium)}`, 'Annual premium', 60, 280],
    ['1972 Chevrolet Corvette coupe', 'Vehicle', 300, 280],
  ];
  for (const [v, k, x, y] of cells) {
    p.text(x, v, { y, size: 11, serif: true });
    rule(p, x, y + 4, 220);
    p.text(x, k, { y: y + 14, size: 7 });
  }
  p.text(60, 'Not valid for racing, timed events or daily transportation.', { y: 340, size: 8 });
  return doc(
    p,
    'en',
    ins({ policyNumber: policy, premium, deductible: 100, coverageType: 'Stated Amount Physical Damage', effectiveStart: s, effectiveEnd: e }),
  );
};

export const deInsurance: Family[] = [maklerBrief97, versicherungsschein14, allgefahren24];
export const enInsurance: Family[] = [agreedValue07, ukSchedule18, clubCertificate89];
void whole;
