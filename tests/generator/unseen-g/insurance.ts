/**
 * Insurance papers: a German online insurer's Versicherungsschein, a traditional insurer's
 * Beitragsrechnung with SF class, a classic broker's confirmation with an agreed value; a UK classic
 * schedule with IPT and excesses, a UK online summary with monthly instalments, a US declarations page.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYears, cell, fmtDate, grouped, money, round2, rule, sum, table, wrap } from './kit';
import { car, deName, dePlace, dePlate, deSurname, enName, ukPlace, ukPlate, usPlace, usPlate, vin } from './people';

const eur = (n: number) => money(n, 'de');
const usd = (n: number) => money(n, 'en');

function truth(policyNumber: string, coverageType: string, premium: number, start: string, end: string, deductible?: number): Generated['truth'] {
  return {
    documentType: 'insurance',
    policyNumber,
    coverageType,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    ...(deductible === undefined ? {} : { deductible }),
  };
}

const usPhone2 = (rng: Random) => `${rng.int(201, 989)}-${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
const firstOfMonth = (rng: Random, from: number, to: number) => `${rng.int(from, to)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;

export function deOnlineVersicherungsschein(rng: Random): Generated {
  const pb = new PageBuilder();
  const insurer = rng.pick(['KlassikDirekt Versicherung AG', 'VeteranCar Online-Versicherung', 'Chromwerk Direktversicherung AG']);
  const start = firstOfMonth(rng, 2016, 2025);
  const end = addDays(addYears(start, 1), -1);
  const policy = `OT-${rng.int(1000000, 9999999)}-${rng.int(10, 99)}`;
  const c = car(rng);
  pb.text(40, insurer, { y: 50, size: 14, bold: true });
  pb.text(40, 'Postfach · 80331 München · www.versicherung-online.de', { y: 62, size: 7 });
  const p = dePlace(rng);
  pb.text(40, deName(rng), { y: 110, size: 10 });
  pb.text(40, p.street, { y: 123, size: 10 });
  pb.text(40, p.town, { y: 136, size: 10 });
  pb.text(555, `Erstellt am ${fmtDate(addDays(start, -rng.int(5, 30)), 'de.dot')}`, { y: 110, size: 8, align: 'right' });
  pb.text(40, 'Versicherungsschein', { y: 185, size: 17, bold: true });
  pb.text(40, 'Oldtimer-Versicherung nach Tarif Klassik 2.0', { y: 200, size: 9 });
  const cells: [string, string][] = [
    ['Versicherungsschein-Nr.', policy],
    ['Versicherungsbeginn', `${fmtDate(start, 'de.dot')}, 00:00 Uhr`],
    ['Versicherungsende', `${fmtDate(end, 'de.dot')}, 24:00 Uhr`],
    ['Kennzeichen', dePlate(rng)],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['FIN', vin(rng, c)],
  ];
  cells.forEach(([l, v], i) => cell(pb, 40 + (i % 3) * 171.6, 212 + Math.floor(i / 3) * 30, 171.6, 30, l, v, { vsize: 9 }));
  const sb = rng.pick([150, 300, 500]);
  const hp = round2(rng.int(9000, 26000) / 100);
  const vk = round2(rng.int(12000, 48000) / 100);
  const net = sum([hp, vk]);
  const tax = round2(net * 0.19);
  const gross = round2(net + tax);
  pb.y = 300;
  table(
    pb,
    40,
    [
      { title: 'Baustein', w: 200 },
      { title: 'Umfang', w: 200 },
      { title: 'Beitrag netto', w: 115, align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht', 'Deckungssumme pauschal 100 Mio. €', `${eur(hp)} €`],
      ['Vollkasko inkl. Teilkasko', `Selbstbeteiligung je Schadenfall ${sb} €`, `${eur(vk)} €`],
      ['Schutzbrief', 'inklusive', '0,00 €'],
    ],
    { rules: 'header', size: 9 },
  );
  pb.down(6);
  const rows: [string, string, boolean][] = [
    ['Nettobeitrag', `${eur(net)} €`, false],
    ['Versicherungsteuer 19 %', `${eur(tax)} €`, false],
    ['Jahresbeitrag', `${eur(gross)} €`, true],
  ];
  for (const [l, v, b] of rows) {
    pb.text(320, l, { size: 9.5, bold: b });
    pb.text(552, v, { size: 9.5, bold: b, align: 'right' });
    pb.down(14);
  }
  pb.down(14);
  pb.text(40, 'Zahlweise: jährlich per SEPA-Lastschrift. Abbuchung zum Versicherungsbeginn.', { size: 8.5 });
  pb.down(12);
  pb.text(40, `Jährliche Fahrleistung bis 5.000 km · Laufleistung bei Vertragsbeginn ${grouped(rng.int(20000, 190000), '.')} km`, { size: 8.5 });
  pb.down(20);
  wrap(
    pb,
    40,
    'Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird. Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB 2015) in der Fassung des Tarifs Klassik 2.0.',
    515,
    7.5,
    10,
  );
  return { items: pb.items, language: 'de', truth: truth(policy, 'Vollkasko inkl. Teilkasko', gross, start, end, sb) };
}

export function deBeitragsrechnung(rng: Random): Generated {
  const pb = new PageBuilder();
  const insurer = `${deSurname(rng)}sche Versicherung a.G.`;
  const year = rng.int(2010, 2025);
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const policy = `${rng.int(100, 999)}.${rng.int(100000, 999999)}-K`;
  pb.text(555, insurer, { y: 52, size: 15, bold: true, serif: true, align: 'right' });
  pb.text(555, 'Gegründet 1884 · Ihr Versicherer auf Gegenseitigkeit', { y: 65, size: 7.5, align: 'right' });
  const p = dePlace(rng);
  pb.text(60, 'Herrn', { y: 120, size: 10 });
  pb.text(60, deName(rng), { y: 133, size: 10 });
  pb.text(60, p.street, { y: 146, size: 10 });
  pb.text(60, p.town, { y: 159, size: 10 });
  pb.text(60, `Beitragsrechnung ${year}`, { y: 215, size: 14, bold: true });
  const vals: [string, string][] = [
    [policy, 'Vertragsnummer'],
    [dePlate(rng), 'Amtliches Kennzeichen'],
    [`${fmtDate(start, 'de.dot')} bis ${fmtDate(end, 'de.dot')}`, 'Versicherungszeitraum'],
    [fmtDate(addDays(start, -rng.int(20, 45)), 'de.dot'), 'Datum'],
  ];
  vals.forEach(([v, l], i) => {
    pb.text(60 + i * 125, v, { y: 245, size: 9.5, bold: true });
    pb.text(60 + i * 125, l, { y: 256, size: 6.5 });
  });
  const sf = rng.int(12, 35);
  const hp = round2(rng.int(8000, 30000) / 100);
  const tk = round2(rng.int(3000, 12000) / 100);
  const net = sum([hp, tk]);
  const tax = round2(net * 0.19);
  const gross = round2(net + tax);
  pb.y = 290;
  pb.text(60, 'Versicherungsumfang: Kfz-Haftpflicht und Teilkasko', { size: 9.5 });
  pb.down(22);
  table(
    pb,
    60,
    [
      { title: 'Sparte', w: 170 },
      { title: 'Schadenfreiheitsklasse', w: 130 },
      { title: 'Beitragssatz', w: 90, align: 'right' },
      { title: 'Beitrag', w: 85, align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht', `SF ${sf}`, `${rng.int(20, 35)} %`, eur(hp)],
      ['Teilkasko (SB 150 €)', '—', '—', eur(tk)],
    ],
    { rules: 'none', size: 9, serif: true },
  );
  rule(pb, 330, pb.y - 8, 205);
  pb.down(4);
  const rows: [string, string][] = [
    ['Beitrag ohne Steuer', eur(net)],
    ['+ Versicherungsteuer (19 %)', eur(tax)],
    ['Zu zahlender Betrag in EUR', eur(gross)],
  ];
  rows.forEach(([l, v], i) => {
    pb.text(330, l, { size: 9.5, bold: i === 2, serif: true });
    pb.text(535, v, { size: 9.5, bold: i === 2, align: 'right', serif: true });
    pb.down(14);
  });
  pb.down(20);
  wrap(
    pb,
    60,
    `Der Betrag wird am ${fmtDate(start, 'de.long')} von Ihrem Konto abgebucht. Ihr Fahrzeug ist seit ${rng.int(3, 30)} Jahren schadenfrei bei uns versichert; Ihr Beitragssatz bleibt unverändert.`,
    475,
    8.5,
    11,
    true,
  );
  return { items: pb.items, language: 'de', truth: truth(policy, 'Kfz-Haftpflicht und Teilkasko', gross, start, end, 150) };
}

export function deOldtimerPolice(rng: Random): Generated {
  const pb = new PageBuilder();
  const broker = `${deSurname(rng)} Oldtimer-Assekuranz`;
  const start = firstOfMonth(rng, 2012, 2025);
  const end = addYears(start, 1);
  const policy = `${rng.pick(['OCP', 'KFZ', 'OT'])} ${rng.int(10, 99)} ${rng.int(100000, 999999)}`;
  const c = car(rng);
  const value = rng.int(15, 160) * 500;
  pb.box(40, 36, 515, 54, true);
  pb.text(297, broker, { y: 62, size: 17, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Versicherungsmakler für klassische Fahrzeuge · Deckung bei führenden Versicherern', { y: 78, size: 7.5, align: 'center' });
  pb.text(40, 'Versicherungsbestätigung / Police', { y: 125, size: 13, bold: true });
  const rows: [string, string][] = [
    ['Policennummer', policy],
    ['Versicherungsnehmer', deName(rng)],
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['Kennzeichen', `${dePlate(rng)} (Saison 04–10)`],
    ['Deckung', 'Oldtimer-Allgefahrendeckung'],
    ['Vereinbarter Wert', `${grouped(value, '.')} € (lt. Wertgutachten)`],
    ['Selbstbehalt', `${rng.pick([0, 250, 500])} € je Schaden`],
    ['Laufzeit', `vom ${fmtDate(start, 'de.long')} bis ${fmtDate(end, 'de.long')}, 12 Uhr mittags`],
  ];
  const sb = Number(rows[6][1].split(' ')[0]);
  pb.y = 150;
  for (const [l, v] of rows) {
    pb.text(40, l, { size: 9, bold: true });
    pb.text(190, v, { size: 9.5 });
    rule(pb, 40, pb.y + 5, 515);
    pb.down(19);
  }
  const netPrem = round2((value * rng.int(70, 140)) / 10000);
  const tax = round2(netPrem * 0.19);
  const gross = round2(netPrem + tax);
  pb.down(14);
  pb.text(40, 'Prämie', { size: 11, bold: true });
  pb.down(16);
  pb.text(40, `Nettoprämie ${eur(netPrem)} € + Versicherungsteuer 19 % ${eur(tax)} €`, { size: 9.5 });
  pb.down(14);
  pb.text(40, `Jahresprämie inkl. Versicherungsteuer: ${eur(gross)} €`, { size: 10, bold: true });
  pb.down(30);
  wrap(
    pb,
    40,
    'Versichert sind Beschädigung, Zerstörung und Verlust des Fahrzeugs einschließlich Bruchschäden, Transportschäden und Tierbiss. Eine Unterversicherung wird bei Vorlage eines aktuellen Wertgutachtens (nicht älter als 5 Jahre) nicht eingewandt.',
    515,
    8,
    10.5,
  );
  pb.text(40, `${broker} · Maklerregister D-${rng.int(100, 999)}-${rng.int(10000, 99999)}-${rng.int(10, 99)}`, { y: 808, size: 6.5 });
  return { items: pb.items, language: 'de', truth: truth(policy, 'Oldtimer-Allgefahrendeckung', gross, start, end, sb) };
}

export function ukClassicSchedule(rng: Random): Generated {
  const pb = new PageBuilder();
  const insurer = rng.pick(['Heritage Marque Insurance Services', 'Vintage Shield Underwriting', 'Bridgewater Classic Cover']);
  const start = rng.date(2013, 2025);
  const end = addDays(addYears(start, 1), -1);
  const policy = `${rng.pick(['HMI', 'VSU', 'BCC'])}/${rng.int(100000, 999999)}/${rng.int(1, 9)}`;
  const c = car(rng);
  const agreed = rng.int(8, 90) * 500;
  pb.text(40, insurer, { y: 50, size: 15, bold: true });
  pb.text(40, 'Authorised and regulated by the Financial Conduct Authority', { y: 62, size: 7 });
  pb.text(555, 'POLICY SCHEDULE', { y: 50, size: 12, bold: true, align: 'right' });
  pb.text(555, `Issued ${fmtDate(addDays(start, -rng.int(1, 14)), 'uk.slash')}`, { y: 62, size: 8, align: 'right' });
  const p = ukPlace(rng);
  const rows: [string, string][] = [
    ['Policy number', policy],
    ['Policyholder', enName(rng)],
    ['Address', `${p.street}, ${p.town}`],
    ['Period of insurance', `From 00:01 on ${fmtDate(start, 'uk.slash')} to 23:59 on ${fmtDate(end, 'uk.slash')}`],
    ['Cover', 'Comprehensive - Agreed Value'],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Agreed value', `£${grouped(agreed, ',')}`],
    ['Limited mileage', `${grouped(rng.pick([1500, 3000, 5000]), ',')} miles per annum`],
    ['Use', 'Social, domestic and pleasure; club events'],
  ];
  pb.y = 100;
  rows.forEach(([l, v]) => {
    pb.box(40, pb.y - 11, 150, 16, true);
    pb.box(190, pb.y - 11, 365, 16);
    pb.text(45, l, { size: 8.5, bold: true });
    pb.text(195, v, { size: 8.5 });
    pb.down(16);
  });
  pb.down(16);
  const comp = rng.pick([50, 100, 150]);
  const vol = rng.pick([0, 100, 150, 250]);
  pb.text(40, 'Excesses', { size: 10, bold: true });
  pb.down(14);
  table(
    pb,
    40,
    [
      { title: 'Section', w: 260 },
      { title: 'Compulsory', w: 85, align: 'right' },
      { title: 'Voluntary', w: 85, align: 'right' },
      { title: 'Total', w: 85, align: 'right' },
    ],
    [
      ['Accidental damage, fire and theft', `£${comp}`, `£${vol}`, `£${comp + vol}`],
      ['Windscreen', '£0', '£0', '£0'],
    ],
    { rules: 'grid', size: 8.5 },
  );
  const prem = round2(rng.int(12000, 68000) / 100);
  const ipt = round2(prem * 0.12);
  const total = round2(prem + ipt);
  pb.down(16);
  pb.text(40, 'Premium', { size: 10, bold: true });
  pb.down(14);
  const pr: [string, string][] = [
    ['Annual premium', `£${usd(prem)}`],
    ['Insurance Premium Tax at 12%', `£${usd(ipt)}`],
    ['Total annual premium', `£${usd(total)}`],
  ];
  pr.forEach(([l, v], i) => {
    pb.text(40, l, { size: 9, bold: i === 2 });
    pb.text(300, v, { size: 9, bold: i === 2, align: 'right' });
    pb.down(13);
  });
  pb.down(16);
  wrap(
    pb,
    40,
    'Endorsements 004 (Agreed Value), 011 (Limited Mileage) and 023 (Club Membership Discount 10%) apply. Please read this schedule together with your policy wording and tell us immediately if anything is incorrect.',
    515,
    7.5,
    10,
  );
  return { items: pb.items, language: 'en', truth: truth(policy, 'Comprehensive - Agreed Value', total, start, end, comp + vol) };
}

export function ukOnlineSummary(rng: Random): Generated {
  const pb = new PageBuilder();
  const insurer = rng.pick(['Kestrel Direct', 'Motorly Insurance', 'CoverBox Car']);
  const start = rng.date(2017, 2025);
  const end = addDays(addYears(start, 1), -1);
  const policy = `${rng.pick(['KD', 'MTR', 'CBX'])}${rng.int(10000000, 99999999)}`;
  const c = car(rng);
  pb.text(40, insurer, { y: 48, size: 20, bold: true });
  pb.text(40, 'Your car insurance documents', { y: 70, size: 12 });
  pb.text(40, `Hi ${enName(rng).split(' ')[0]}, thanks for choosing us. Here is a summary of your policy.`, { y: 92, size: 9 });
  const cards: [string, string][] = [
    ['Policy number', policy],
    ['Cover level', rng.pick(['Third Party, Fire and Theft', 'Comprehensive'])],
    ['Start date', fmtDate(start, 'uk.mon')],
    ['End date', fmtDate(end, 'uk.mon')],
    ['Car', `${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
  ];
  cards.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 262;
    const y = 112 + Math.floor(i / 2) * 46;
    pb.box(x, y, 253, 40);
    pb.text(x + 10, l, { y: y + 14, size: 8 });
    pb.text(x + 10, v, { y: y + 31, size: 12, bold: true });
  });
  const excess = rng.pick([250, 350, 500]);
  const total = round2(rng.int(18000, 72000) / 100);
  const deposit = round2(total * 0.1);
  const inst = round2((total * 1.09 - deposit) / 11);
  pb.y = 270;
  pb.text(40, 'What you pay', { size: 12, bold: true });
  pb.down(18);
  pb.text(40, 'Total amount payable (pay in full, includes Insurance Premium Tax)', { size: 9 });
  pb.text(555, `£${usd(total)}`, { size: 11, bold: true, align: 'right' });
  pb.down(15);
  pb.text(40, `Or by monthly instalments: deposit £${usd(deposit)} then 11 payments of £${usd(inst)} (APR 21.9%)`, { size: 8.5 });
  pb.down(26);
  pb.text(40, 'Your excess', { size: 12, bold: true });
  pb.down(18);
  pb.text(40, `Excess for any claim: £${excess}`, { size: 9 });
  pb.down(13);
  pb.text(40, `Protected no claims bonus: ${rng.int(2, 9)} years`, { size: 9 });
  pb.down(26);
  pb.text(40, 'Who can drive', { size: 12, bold: true });
  pb.down(18);
  pb.text(40, `${enName(rng)} (policyholder) and ${enName(rng)}`, { size: 9 });
  pb.down(40);
  pb.text(
    40,
    `${insurer} is a trading name of ${rng.pick(['Kestrel', 'Motorly', 'CoverBox'])} Insurance Services Ltd. Registered in England and Wales no. ${rng.int(1000000, 9999999)}. FCA ${rng.int(300000, 999999)}.`,
    { size: 6.5 },
  );
  return { items: pb.items, language: 'en', truth: truth(policy, cards[1][1], total, start, end, excess) };
}

export function usDeclarations(rng: Random): Generated {
  const pb = new PageBuilder();
  const insurer = rng.pick(['Keystone Collector Car Insurance Co.', 'American Heritage Auto Mutual', 'Garage Queen Specialty Insurance']);
  const start = rng.date(2012, 2025);
  const end = addYears(start, 1);
  const policy = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`;
  const place = usPlace(rng);
  const c = car(rng);
  const agreed = rng.int(10, 120) * 1000;
  pb.text(40, insurer, { y: 50, size: 15, bold: true });
  pb.text(40, `NAIC #${rng.int(10000, 49999)}`, { y: 62, size: 7 });
  pb.text(555, 'AUTO POLICY DECLARATIONS', { y: 50, size: 11, bold: true, align: 'right' });
  pb.text(555, `Agent: ${enName(rng)} ${usPhone2(rng)}`, { y: 62, size: 7.5, align: 'right' });
  const cells: [string, string][] = [
    ['POLICY NUMBER', policy],
    ['POLICY PERIOD', `${fmtDate(start, 'us.slash')} to ${fmtDate(end, 'us.slash')}`],
    ['NAMED INSURED', enName(rng)],
    ['MAILING ADDRESS', `${place.street}, ${place.town}`],
  ];
  cells.forEach(([l, v], i) => cell(pb, 40 + (i % 2) * 257.5, 80 + Math.floor(i / 2) * 28, 257.5, 28, l, v, { vsize: 8.5 }));
  pb.text(40, 'Policy period begins and ends at 12:01 A.M. standard time at the address of the named insured.', { y: 148, size: 7 });
  pb.y = 172;
  table(
    pb,
    40,
    [
      { title: 'VEH', w: 35 },
      { title: 'YEAR / MAKE / MODEL', w: 200 },
      { title: 'VIN', w: 130 },
      { title: 'PLATE', w: 70 },
      { title: 'AGREED VALUE', w: 80, align: 'right' },
    ],
    [['1', `${c.year} ${c.make} ${c.model}`, vin(rng, c), usPlate(rng, place.state), `$${grouped(agreed, ',')}`]],
    { rules: 'grid', size: 8 },
  );
  const ded = rng.pick([0, 250, 500, 1000]);
  const lines: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 each person / $300,000 each accident', '', round2(rng.int(6000, 22000) / 100)],
    ['Property Damage Liability', '$100,000 each accident', '', round2(rng.int(3000, 9000) / 100)],
    ['Uninsured Motorists', '$100,000 / $300,000', '', round2(rng.int(1500, 5000) / 100)],
    ['Comprehensive (Agreed Value)', `$${grouped(agreed, ',')}`, `$${grouped(ded, ',')}`, round2(rng.int(4000, 30000) / 100)],
    ['Collision (Agreed Value)', `$${grouped(agreed, ',')}`, `$${grouped(ded, ',')}`, round2(rng.int(6000, 40000) / 100)],
  ];
  pb.down(12);
  table(
    pb,
    40,
    [
      { title: 'COVERAGE', w: 160 },
      { title: 'LIMITS', w: 215 },
      { title: 'DEDUCTIBLE', w: 70, align: 'right' },
      { title: 'PREMIUM', w: 70, align: 'right' },
    ],
    lines.map(([a, b, cc, d]) => [a, b, cc, `$${usd(d)}`]),
    { rules: 'header', size: 8 },
  );
  const sub = sum(lines.map((l) => l[3]));
  const fee = 25;
  const total = round2(sub + fee);
  pb.down(4);
  const t: [string, string][] = [
    ['Total coverage premium', `$${usd(sub)}`],
    ['Policy fee', `$${usd(fee)}`],
    ['TOTAL POLICY PREMIUM', `$${usd(total)}`],
  ];
  t.forEach(([l, v], i) => {
    pb.text(330, l, { size: 8.5, bold: i === 2 });
    pb.text(550, v, { size: 8.5, bold: i === 2, align: 'right' });
    pb.down(13);
  });
  pb.down(16);
  pb.text(40, 'Coverage type: Agreed Value', { size: 9, bold: true });
  pb.down(14);
  wrap(
    pb,
    40,
    `Usage: pleasure use, ${grouped(rng.pick([2500, 5000]), ',')} miles annually. Vehicle must be stored in a locked garage. Discounts applied: multi-vehicle, club membership. Forms: PP 00 01 01 05, CC 1${rng.int(10, 99)}.`,
    515,
    7.5,
    10,
  );
  return { items: pb.items, language: 'en', truth: truth(policy, 'Agreed Value', total, start, end, ded) };
}
