/**
 * unseen-bm policies, registrations and titles, each with two names on it: the insurer and its agent, the broker and
 * the insurer it placed the cover with; the registering office and the registration agent's or the insurer's stamp;
 * the issuing office and the importer or the dealer.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, yearOf, type DateStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addressee, caps, FIRST_DE, FIRST_EN, LAST_DE, LAST_EN, letterhead, stamp, street, town, type Country } from './kit';
import { priceScale } from './jobs';

const kv = (p: PageBuilder, k: string, v: string, x = 48, vx = 230, size = 9.5) => {
  p.text(x, k, { size: size - 0.5 });
  p.text(vx, v, { size, bold: false });
  p.down(size + 4);
};

const vinOld = (rng: Random, prefix: string) => `${prefix}${rng.int(1000000, 9999999)}`;

const INSURERS_DE = [
  'Hanseatische Oldtimer-Versicherung AG',
  'Süddeutsche Kraftfahrt-Versicherung a.G.',
  'Rheinische Veteranen-Assekuranz AG',
  'Westfälische Provinzial-Kraftverkehr VVaG',
];

/** 1. An insurer's Versicherungsschein, its agency's box at the right ("Ihr Betreuer"). */
export function versicherungsschein(rng: Random): Generated {
  const c: Country = 'DE';
  const start = rng.date(1975, 2025);
  const y = yearOf(start);
  const end = addDays(`${y + 1}${start.slice(4)}`, 0);
  const insurer = rng.pick(INSURERS_DE);
  const agentP = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const agency = rng.pick([`Versicherungsbüro ${agentP}`, `Generalagentur ${agentP.split(' ')[1]} & Partner`, `${agentP} Versicherungen e.K.`]);
  const p = new PageBuilder();
  p.y = 46;
  letterhead(p, {
    name: insurer,
    style: rng.pick(['plain', 'caps']),
    x: 48,
    size: 16,
    below: [rng.pick(['Direktion Hamburg', 'Hauptverwaltung Stuttgart', 'Köln · Sparte Kraftfahrt'])],
  });
  p.box(355, 96, 200, 64);
  p.text(363, 'Ihr Betreuer:', { y: 110, size: 8 });
  p.text(363, agency, { y: 123, size: 9, bold: true });
  p.text(363, street(rng, c), { y: 135, size: 8 });
  p.text(363, town(rng, c), { y: 146, size: 8 });
  p.y = 120;
  p.text(48, addressee(rng, 'de').join(' '), { size: 9.5 });
  p.down(12);
  p.text(48, street(rng, c), { size: 9.5 });
  p.down(12);
  p.text(48, town(rng, c), { size: 9.5 });
  p.y = 200;
  p.text(48, rng.pick(['Versicherungsschein', 'Versicherungsschein Kraftfahrtversicherung', 'Nachtrag zum Versicherungsschein']), { size: 15, bold: true });
  p.down(24);
  const pol = rng.pick([
    `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`,
    `KH ${rng.int(1000000, 9999999)}`,
    `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
  ]);
  const cover = rng.pick([
    'Kfz-Haftpflicht und Teilkasko',
    'Kfz-Haftpflicht und Vollkasko',
    'Oldtimer-Tarif: Haftpflicht + Teilkasko',
    'Haftpflicht und Oldtimer-Vollkasko',
  ]);
  const ded = rng.pick([150, 300, 500, 1000]) * (y < 2002 ? 2 : 1);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const f = Math.max(0.35, priceScale(y)) * (y < 2002 ? 1.85 : 1);
  const kh = r2(rng.int(90, 260) * f);
  const ka = r2(rng.int(40, 320) * f);
  const taxRate = y < 1993 ? 7 : y < 2002 ? 15 : y < 2004 ? 16 : y < 2007 ? 16 : 19;
  const tax = r2(((kh + ka) * taxRate) / 100);
  const premium = r2(kh + ka + tax);
  const ds: DateStyle = rng.pick(['de', 'de']);
  kv(p, 'Versicherungsschein-Nr.', pol);
  kv(
    p,
    'Fahrzeug',
    `${rng.pick(['Mercedes-Benz 190 SL', 'Porsche 356 B', 'VW T1 Samba', 'BMW 3.0 CS', 'Opel Kadett B'])}, amtl. Kennzeichen ${rng.pick(['HH', 'S', 'K', 'MS'])}-${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 9999)}H`,
  );
  kv(p, 'Versicherungsbeginn', `${fd(start, ds)}, 0 Uhr`);
  kv(p, 'Ablauf', `${fd(end, ds)}, 0 Uhr`);
  kv(p, 'Versicherungsumfang', cover);
  kv(p, `Selbstbeteiligung ${cover.includes('Voll') ? 'Vollkasko' : 'Teilkasko'}`, `${num(ded, 'de')} ${cur}`);
  p.down(10);
  p.text(48, 'Beitragsberechnung (jährlich)', { size: 10, bold: true });
  p.down(14);
  const line = (k: string, v: number, bold = false) => {
    p.text(48, k, { size: 9.5, bold });
    p.text(400, `${num(v, 'de')} ${cur}`, { size: 9.5, bold, align: 'right' });
    p.down(13);
  };
  line('Kfz-Haftpflicht', kh);
  line(cover.includes('Voll') ? 'Vollkasko' : 'Teilkasko', ka);
  line(`Versicherungsteuer ${taxRate} %`, tax);
  hline(p, 48, 360);
  p.down(13);
  line('Jahresbeitrag', premium, true);
  p.down(12);
  p.text(48, `Der Beitrag wird ${rng.pick(['jährlich im Voraus', 'per Lastschrift'])} fällig. Bitte wenden Sie sich bei Fragen an Ihren Betreuer.`, {
    size: 8.5,
  });
  p.down(40);
  p.text(48, insurer, { size: 9 });
  p.down(11);
  p.text(48, rng.pick(['Der Vorstand', 'Kraftfahrt-Abteilung']), { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 2. A broker's letter sending the new policy (Austria "Polizze", Switzerland "Police"), naming the insurer. */
export function maklerPolizze(rng: Random): Generated {
  const c: Country = rng.pick(['AT', 'CH']);
  const start = rng.date(1990, 2026);
  const y = yearOf(start);
  const end = `${y + 1}${start.slice(4)}`;
  const broker = rng.pick([
    `${rng.pick(LAST_DE)} & Partner Versicherungsmakler GmbH`,
    `Versicherungsmakler ${rng.pick(LAST_DE)} AG`,
    `${rng.pick(LAST_DE)} Risk & Insurance Brokers GmbH`,
  ]);
  const insurer =
    c === 'AT'
      ? rng.pick(['Alpenländische Versicherung AG', 'Donau-Alpen Versicherung AG', 'Tiroler Landes-Versicherung'])
      : rng.pick(['Helvetische Motorfahrzeug-Versicherung AG', 'Zürcher Oldtimer-Versicherungsgenossenschaft', 'Berner Allgemeine Versicherung']);
  const word = c === 'AT' ? 'Polizze' : 'Police';
  const cur = c === 'AT' ? (y < 2002 ? 'ATS' : 'EUR') : 'CHF';
  const ns = c === 'CH' ? 'ch' : 'de';
  const f = Math.max(0.45, priceScale(y)) * (c === 'AT' ? (y < 2002 ? 12.5 : 1) : 1.45);
  const p = new PageBuilder();
  p.y = 46;
  const brokerTown = town(rng, c);
  letterhead(p, {
    name: broker,
    style: rng.pick(['plain', 'split']),
    x: 545,
    size: 15,
    align: 'right',
    splitAt: broker.split(' ').length - 2,
    below: [`${street(rng, c)} · ${brokerTown}`, c === 'AT' ? `GISA-Zahl ${rng.int(10000000, 99999999)}` : `FINMA-Reg.-Nr. ${rng.int(10000, 99999)}`],
  });
  p.y = 150;
  p.text(48, addressee(rng, 'de').join(' '), { size: 9.5 });
  p.down(12);
  p.text(48, street(rng, c), { size: 9.5 });
  p.down(12);
  p.text(48, town(rng, c), { size: 9.5 });
  p.down(30);
  const issued = addDays(start, -rng.int(5, 20));
  p.text(545, `${brokerTown.replace(/^[A-Z]+-\d+ /, '')}, ${fd(issued, 'de')}`, { size: 9.5, align: 'right' });
  p.down(24);
  p.text(48, `Ihre neue ${word} für Ihr Oldtimer-Fahrzeug`, { size: 12, bold: true });
  p.down(20);
  p.text(48, `Sehr geehrte Kundin, sehr geehrter Kunde,`, { size: 9.5 });
  p.down(13);
  p.text(48, `wir freuen uns, Ihnen die ${word} der ${insurer} zu übersenden. Die Eckdaten:`, { size: 9.5 });
  p.down(22);
  const pol = `${rng.pick(['OT', 'KFZ', 'MF'])}-${rng.int(1000000, 9999999)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko', 'Oldtimer-Kasko zum vereinbarten Wert']);
  const ded = rng.pick([200, 300, 500, 1000]) * (c === 'AT' && y < 2002 ? 10 : 1);
  const premium = r2(rng.int(180, 900) * f);
  kv(p, 'Versicherer', insurer);
  kv(p, `${word}nnummer`.replace('Policennummer', 'Police Nr.').replace('Polizzennummer', 'Polizzennummer'), pol);
  kv(p, 'Deckung', cover);
  kv(p, 'Selbstbehalt', `${cur} ${num(ded, ns)}`);
  kv(p, 'Versicherungsdauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`);
  kv(p, 'Jahresprämie', `${cur} ${num(premium, ns)}${c === 'AT' ? ' inkl. Versicherungssteuer' : ' inkl. Stempelabgabe'}`);
  p.down(14);
  p.text(48, `Bitte prüfen Sie die ${word} und bewahren Sie sie bei Ihren Fahrzeugpapieren auf.`, { size: 9.5 });
  p.down(26);
  p.text(48, 'Mit freundlichen Grüssen', { size: 9.5 });
  p.down(34);
  p.text(48, `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`, { size: 9.5 });
  p.down(11);
  p.text(48, broker, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 3. A British broker's schedule: the trading name, the company behind it, the underwriting insurer. */
export function ukBrokerSchedule(rng: Random): Generated {
  const start = rng.date(1986, 2026);
  const y = yearOf(start);
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const fam = rng.pick(LAST_EN);
  const trading = rng.pick([`${fam} Classic Insurance`, `${fam} Heritage Motor Policies`, 'Vintage & Classic Cover']);
  const legal = `${fam} & ${rng.pick(LAST_EN.filter((l) => l !== fam))} Insurance Brokers Ltd`;
  const underwriter = rng.pick(['Northern Counties Insurance plc', 'Albion Motor Underwriting Ltd', 'certain underwriters at Lloyd’s']);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, { name: trading, style: rng.pick(['caps', 'plain', 'spaced']), x: 48, size: 20, below: [`${trading} is a trading name of ${legal}`] });
  p.y = Math.max(p.y + 20, 130);
  p.text(48, 'MOTOR INSURANCE SCHEDULE', { size: 14, bold: true });
  p.down(24);
  const pol = `${rng.pick(['CLC', 'HMP', 'VCC'])}/${rng.int(100000, 999999)}/${String(y).slice(2)}`;
  const agreed = r2(rng.int(4, 60) * 1000 * Math.max(0.4, priceScale(y)));
  const cover = rng.pick(['Comprehensive', 'Comprehensive — Agreed Value', 'Third Party, Fire and Theft', 'Laid-up Fire and Theft']);
  const ded = rng.pick([50, 100, 150, 250]);
  const premium = r2(rng.int(90, 480) * Math.max(0.45, priceScale(y)));
  const ds: DateStyle = rng.pick(['uk', 'uklong']);
  kv(p, 'Policy Number', pol);
  kv(p, 'Policyholder', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Insurer', underwriter);
  kv(p, 'Period of Insurance', `From 00:01 hrs ${fd(start, ds)} to midnight ${fd(end, ds)}`);
  kv(p, 'Vehicle', `${rng.pick(['1967 Jaguar Mk II 3.8', '1972 MGB Roadster', '1959 Austin-Healey Sprite', '1965 Triumph TR4A'])}`);
  kv(p, 'Cover', cover);
  if (cover.includes('Agreed')) kv(p, 'Agreed Value', `£${num(agreed, 'en')}`);
  kv(p, 'Limited Mileage', `${rng.pick(['1,500', '3,000', '5,000'])} miles per annum`);
  kv(p, 'Excess', `£${ded} compulsory`);
  kv(p, 'Premium', `£${num(premium, 'en')}${y >= 1994 ? ' including Insurance Premium Tax' : ''}`);
  p.down(16);
  p.text(48, 'Use: social, domestic and pleasure including club events. Driving: policyholder and spouse.', { size: 8.5 });
  p.down(30);
  p.text(48, `Signed on behalf of ${underwriter}`, { size: 8.5 });
  footer2(p, [
    `${legal}. Registered in England No. ${rng.int(1000000, 9999999)}.`,
    y >= 2005 ? 'Authorised and regulated by the Financial Services Authority.' : 'Members of the British Insurance Brokers’ Association.',
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

function footer2(p: PageBuilder, lines: string[]) {
  hline(p, 40, 515, 785);
  lines.forEach((l, i) => p.text(40, l, { y: 797 + i * 9, size: 7 }));
}

/** 4. An American insurer's declarations page, its agency named in a box ("Your agent"). */
export function usDeclarations(rng: Random): Generated {
  const start = rng.date(1970, 2026);
  const y = yearOf(start);
  const end = `${y + 1}${start.slice(4)}`;
  const insurer = rng.pick(['Heritage Mutual Insurance Company', 'Great Lakes Collector Car Insurance Co.', 'Pioneer Casualty Company of America']);
  const agent = rng.pick([
    `${rng.pick(LAST_EN)} Insurance Agency, Inc.`,
    `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)} Agency`,
    `${rng.pick(LAST_EN)} & ${rng.pick(LAST_EN)} Insurance`,
  ]);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, { name: insurer, style: rng.pick(['caps', 'plain']), x: 48, size: 16, below: ['Collector Vehicle Program'] });
  p.box(355, 36, 200, 58);
  p.text(363, 'YOUR AGENT', { y: 50, size: 7.5, bold: true });
  p.text(363, agent, { y: 63, size: 9 });
  p.text(363, town(rng, 'US'), { y: 75, size: 8 });
  p.text(363, `(${rng.int(200, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`, { y: 86, size: 8 });
  p.y = 130;
  p.text(48, 'AUTOMOBILE POLICY DECLARATIONS', { size: 13, bold: true });
  p.down(22);
  const pol = `${rng.pick(['CV', 'AP', 'HM'])} ${rng.int(1000000, 9999999)}`;
  const ds: DateStyle = rng.pick(['us', 'uslong']);
  kv(p, 'Policy Number', pol);
  kv(p, 'Named Insured', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Policy Period', `${fd(start, ds)} to ${fd(end, ds)} 12:01 A.M. standard time`);
  kv(
    p,
    'Vehicle',
    `${rng.pick(['1957 Ford Thunderbird', '1969 Chevrolet Camaro SS', '1948 Packard Super Eight', '1963 Studebaker Avanti'])}, VIN ${vinOld(rng, rng.pick(['D7FH', '124379N', '2293-', 'R'])).slice(0, 12)}`,
  );
  p.down(8);
  const f = Math.max(0.3, priceScale(y)) * 1.1;
  const cover = rng.pick(['Agreed Value Physical Damage', 'Comprehensive and Collision — Stated Amount', 'Agreed Value']);
  const ded = rng.pick([0, 100, 250, 500]);
  const rows: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['100,000/300,000', '50,000/100,000', '250,000/500,000'])}`, r2(rng.int(40, 140) * f)],
    ['Property Damage Liability', `$${rng.pick(['50,000', '100,000'])}`, r2(rng.int(15, 60) * f)],
    [cover, `$${num(r2(rng.int(12, 90) * 1000 * f), 'en').slice(0, -3)} — deductible $${ded}`, r2(rng.int(60, 260) * f)],
  ];
  p.text(48, 'COVERAGES', { size: 9, bold: true });
  p.text(330, 'LIMITS', { size: 9, bold: true });
  p.text(545, 'PREMIUM', { size: 9, bold: true, align: 'right' });
  p.down(13);
  for (const [a, b, v] of rows) {
    p.text(48, a, { size: 9 });
    p.text(330, b, { size: 8.5 });
    p.text(545, `$${num(v, 'en')}`, { size: 9, align: 'right' });
    p.down(13);
  }
  const premium = r2(rows.reduce((s, r) => s + r[2], 0));
  hline(p, 330, 225);
  p.down(13);
  p.text(460, 'TOTAL POLICY PREMIUM', { size: 9.5, bold: true, align: 'right' });
  p.text(545, `$${num(premium, 'en')}`, { size: 9.5, bold: true, align: 'right' });
  p.down(26);
  p.text(48, `Countersigned by ${agent}, authorized representative of ${insurer}.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 5. A German short-term plate's Fahrzeugschein: the registry's print and a registration agent's stamp. */
export function kurzzeitSchein(rng: Random): Generated {
  const c: Country = 'DE';
  const issued = rng.date(1990, 2026);
  const days = 5;
  const expiry = addDays(issued, days - 1);
  const dist = rng.pick<[string, string]>([
    ['RT', 'Landratsamt Reutlingen'],
    ['KS', 'Stadt Kassel — Straßenverkehrsbehörde'],
    ['WÜ', 'Landratsamt Würzburg'],
    ['OL', 'Stadt Oldenburg — Zulassungsstelle'],
  ]);
  const plate = `${dist[0]}-04 ${rng.int(100, 9999)}`;
  const no = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 420);
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 66, size: 12, bold: true, align: 'center' });
  p.text(297, `ausgestellt von: ${dist[1]}`, { y: 82, size: 9, align: 'center' });
  p.y = 112;
  kv(p, 'Nr. des Fahrzeugscheins', no, 60, 260);
  kv(p, 'Kennzeichen', plate, 60, 260);
  kv(p, 'Ablaufdatum (Gültig bis)', fd(expiry, 'de'), 60, 260);
  kv(p, 'Fahrzeugart', 'Pkw', 60, 260);
  kv(p, 'Hersteller / Typ', rng.pick(['Daimler-Benz 300 SE', 'Porsche 911 S', 'Volkswagen 1200', 'NSU Ro 80']), 60, 260);
  kv(p, 'Fahrzeug-Ident.-Nr.', vinOld(rng, rng.pick(['111.014-', '300', '117', '0'])), 60, 260);
  kv(p, 'Halter', `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}, ${town(rng, c)}`, 60, 260);
  kv(p, 'Zuteilung am', fd(issued, 'de'), 60, 260);
  p.down(10);
  p.text(60, 'Das Kennzeichen ist nur für Prüfungs-, Probe- und Überführungsfahrten zu verwenden.', { size: 8 });
  const agent = rng.pick([`Zulassungsdienst ${rng.pick(LAST_DE)}`, `Kfz-Zulassungsservice ${rng.pick(LAST_DE)} GmbH`, `Schilder-${rng.pick(LAST_DE)}`]);
  stamp(p, 60, 340, [caps(agent), 'Kennzeichen · Zulassungen', street(rng, c)]);
  p.text(520, 'Siegel der Zulassungsbehörde', { y: 430, size: 7.5, align: 'right' });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
}

/** 6. An Austrian Zulassungsschein issued at an insurer's registration office (its name printed as the office). */
export function zulassungsscheinAT(rng: Random): Generated {
  const c: Country = 'AT';
  const issued = rng.date(1975, 2026);
  const y = yearOf(issued);
  const office = rng.pick([
    'Alpenländische Versicherung AG — Zulassungsstelle Linz',
    'Donau-Alpen Versicherung AG, Zulassungsstelle Graz',
    'Zulassungsstelle der Tiroler Landes-Versicherung, Innsbruck',
  ]);
  const dist = rng.pick(['L', 'G', 'I', 'S', 'K']);
  const plate =
    y < 1990
      ? `${dist} ${rng.int(10, 999)}.${rng.int(100, 999)}`
      : `${dist} ${rng.int(1, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
  const no = `${rng.int(100000, 999999)}${rng.pick(['', '/' + String(y).slice(2)])}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 440);
  p.text(297, 'REPUBLIK ÖSTERREICH', { y: 62, size: 10, bold: true, align: 'center' });
  p.text(297, 'ZULASSUNGSSCHEIN', { y: 82, size: 15, bold: true, align: 'center' });
  p.text(297, `Nr. ${no}`, { y: 98, size: 10, align: 'center' });
  p.y = 128;
  kv(p, 'Behördliches Kennzeichen', plate, 60, 260);
  kv(p, 'Zulassungsbesitzer', `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`, 60, 260);
  kv(p, 'Anschrift', `${street(rng, c)}, ${town(rng, c)}`, 60, 260);
  kv(p, 'Marke / Type', rng.pick(['Steyr-Puch 500 D', 'Mercedes-Benz 220 S', 'Austin Mini 1000', 'Fiat 600']), 60, 260);
  kv(p, 'Fahrgestellnummer', vinOld(rng, rng.pick(['', '100', '180'])), 60, 260);
  kv(p, 'Datum der Zulassung', fd(issued, 'de'), 60, 260);
  kv(p, 'Versicherer', office.split(/ —|,/)[0].replace('Zulassungsstelle der ', ''), 60, 260);
  p.down(10);
  p.text(60, `Ausgestellt: ${office}`, { size: 8.5 });
  p.down(12);
  p.text(60, `im Auftrag der Bezirkshauptmannschaft ${rng.pick(['Linz-Land', 'Graz-Umgebung', 'Innsbruck-Land', 'Salzburg-Umgebung'])}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** 7. A Swiss Fahrzeugausweis: the canton's road office and the garage that brought the car in. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const c: Country = 'CH';
  const issued = rng.date(1970, 2026);
  const canton = rng.pick<[string, string]>([
    ['ZH', 'Zürich'],
    ['SG', 'St. Gallen'],
    ['BE', 'Bern'],
    ['LU', 'Luzern'],
  ]);
  const plate = `${canton[0]} ${rng.int(100, 499999)}`;
  const no = `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const expiry = rng.chance(0.5) ? addDays(issued, rng.int(60, 360)) : '';
  const p = new PageBuilder();
  p.box(40, 40, 515, 430);
  p.text(297, 'FAHRZEUGAUSWEIS', { y: 64, size: 15, bold: true, align: 'center' });
  p.text(297, `Strassenverkehrsamt des Kantons ${canton[1]}`, { y: 80, size: 9, align: 'center' });
  p.y = 110;
  kv(p, 'Kontrollschild', plate, 60, 260);
  kv(p, 'Ausweis-Nr.', no, 60, 260);
  kv(p, 'Halter', `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}, ${town(rng, c)}`, 60, 260);
  kv(p, 'Marke und Typ', rng.pick(['Alfa Romeo Giulia Sprint GT', 'Jaguar XK 150', 'Volvo PV 544', 'Citroën DS 21']), 60, 260);
  kv(p, 'Fahrgestell-Nr.', vinOld(rng, rng.pick(['AR', 'S8', '4', '']) + ''), 60, 260);
  kv(p, 'Ausgestellt am', fd(issued, 'de'), 60, 260);
  if (expiry) kv(p, 'Befristet gültig bis', fd(expiry, 'de'), 60, 260);
  kv(p, 'Veteranenfahrzeug', 'ja — Eintrag Ziff. 180', 60, 260);
  const garage = `Garage ${rng.pick(LAST_DE)} AG`;
  stamp(p, 60, 340, [caps(garage), 'Vorführung und Einlösung', town(rng, c)]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, ...(expiry ? { expiryDate: expiry } : {}) });
}

/** 8. An American registration card: the state's office, the county or deputy registrar's agency, the expiry. */
export function usRegistration(rng: Random): Generated {
  const issued = rng.date(1965, 2026);
  const y = yearOf(issued);
  const st = rng.pick<[string, string, string, string]>([
    ['OHIO', 'Bureau of Motor Vehicles', 'Deputy Registrar', 'Columbus, OH'],
    ['WISCONSIN', 'Department of Transportation', 'Agent', 'Madison, WI'],
    ['TENNESSEE', 'Department of Revenue', 'County Clerk', 'Nashville, TN'],
    ['NORTH CAROLINA', 'Division of Motor Vehicles', 'License Plate Agency', 'Raleigh, NC'],
  ]);
  const plate = rng.pick([
    `${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
    `HIST ${rng.int(100, 9999)}`,
    `${rng.int(1000, 9999)}-${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
  ]);
  const regNo = `${rng.int(10000000, 99999999)}`;
  const expiry = `${y + 1}-${issued.slice(5, 8)}28`;
  const agency = `${rng.pick(LAST_EN)} ${rng.pick(['Tag Agency', 'License Bureau', 'Title & Tag'])}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 300);
  p.text(297, `STATE OF ${st[0]}`, { y: 62, size: 12, bold: true, align: 'center' });
  p.text(297, `${st[1]} — Certificate of Registration`, { y: 78, size: 9.5, align: 'center' });
  p.y = 108;
  const ds: DateStyle = rng.pick(['us', 'usshort']);
  kv(p, 'REGISTRATION NO.', regNo, 60, 230);
  kv(p, 'PLATE NO.', plate, 60, 230);
  kv(p, 'EXPIRES', fd(expiry, ds), 60, 230);
  kv(p, 'YEAR / MAKE', rng.pick(['1966 FORD', '1955 CHEV', '1970 PLYM', '1962 CADI'].filter((v) => Number(v.slice(0, 4)) <= y)), 60, 230);
  kv(p, 'VIN', vinOld(rng, rng.pick(['6R07C', 'VC55J', 'RM23H', '62J'])), 60, 230);
  kv(p, 'OWNER', `${rng.pick(LAST_EN).toUpperCase()} ${rng.pick(FIRST_EN).toUpperCase()}`, 60, 230);
  kv(p, 'ISSUED', fd(issued, ds), 60, 230);
  p.down(8);
  p.text(60, `Issued by ${st[2]}: ${agency}, ${st[3]}`, { size: 8.5 });
  p.down(12);
  p.text(60, 'Keep in vehicle. Sign on reverse.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: regNo, expiryDate: expiry });
}

/** 9. A British registration document: the licensing office, the registration mark, the document reference, the selling dealer. */
export function ukRegistrationDoc(rng: Random): Generated {
  const issued = rng.date(1975, 2026);
  const y = yearOf(issued);
  const L = () => String.fromCharCode(65 + rng.int(0, 25));
  const plate = rng.pick([
    `${L()}${L()}${L()} ${rng.int(10, 999)}${L()}`,
    `${rng.int(1, 999)} ${L()}${L()}${L()}`,
    `${L()}${L()}${rng.int(10, 99)} ${L()}${L()}${L()}`,
  ]);
  const ref = y < 1997 ? `${L()}${rng.int(1000000, 9999999)}` : `${rng.int(10000000000, 99999999999)}`;
  const dealer = `${rng.pick(LAST_EN)} ${rng.pick(['Motor Company Ltd', 'Garages Ltd', 'of Coventry'])}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 380);
  p.text(297, y < 1997 ? 'VEHICLE REGISTRATION DOCUMENT' : 'V5C VEHICLE REGISTRATION CERTIFICATE', { y: 62, size: 12, bold: true, align: 'center' });
  p.text(297, y < 1990 ? 'Driver and Vehicle Licensing Centre, Swansea' : 'Driver and Vehicle Licensing Agency, Swansea SA99 1BA', {
    y: 78,
    size: 8.5,
    align: 'center',
  });
  p.y = 108;
  kv(p, 'Registration mark', plate, 60, 250);
  kv(p, 'Document reference number', ref, 60, 250);
  kv(p, 'Date of first registration', fd(rng.date(1966, Math.min(1975, y)), 'uk'), 60, 250);
  kv(p, 'Make / Model', rng.pick(['TRIUMPH TR6', 'MG MGB GT', 'JAGUAR XJ6 4.2', 'TRIUMPH STAG']), 60, 250);
  kv(p, 'Taxation class', y >= 1998 ? 'Historic vehicle' : 'Private/light goods', 60, 250);
  kv(p, 'Registered keeper', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`, 60, 250);
  kv(p, 'Date of issue', fd(issued, 'uk'), 60, 250);
  p.down(10);
  p.text(60, `Previous keeper: motor trader — ${dealer}`, { size: 8.5 });
  p.down(12);
  p.text(60, 'This document is not proof of ownership.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** 10. A Kraftfahrzeugbrief: the registry that issued it, the maker, and the selling dealer as first keeper. */
export function kfzBrief(rng: Random): Generated {
  const c: Country = 'DE';
  const issued = rng.date(1960, 1995);
  const briefNo = `${String.fromCharCode(65 + rng.int(0, 10))} ${rng.int(1000000, 9999999)}`;
  const vin = vinOld(rng, rng.pick(['11001010', '113', 'WBA', '0', '30']));
  const dealer = `Autohaus ${rng.pick(LAST_DE)} ${rng.pick(['GmbH', 'KG', '& Co.'])}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 470);
  p.text(297, 'KRAFTFAHRZEUGBRIEF', { y: 66, size: 15, bold: true, align: 'center', serif: true });
  p.text(297, `Nr. ${briefNo}`, { y: 84, size: 10, align: 'center' });
  p.y = 114;
  kv(
    p,
    'Hersteller',
    rng.pick(['Daimler-Benz AG, Stuttgart', 'Volkswagenwerk AG, Wolfsburg', 'Bayerische Motoren Werke AG, München', 'Adam Opel AG, Rüsselsheim']),
    60,
    250,
  );
  kv(p, 'Fahrzeug-Ident.-Nr.', vin, 60, 250);
  kv(p, 'Tag der ersten Zulassung', fd(issued, 'de'), 60, 250);
  kv(p, 'Amtl. Kennzeichen', `${rng.pick(['S', 'BN', 'N', 'MS'])}-${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 9999)}`, 60, 250);
  const dealerTown = town(rng, c);
  kv(p, 'Erster Halter', `${dealer}, ${dealerTown}`, 60, 250);
  p.down(12);
  p.text(
    60,
    `Ausgefertigt: ${rng.pick(['Straßenverkehrsamt', 'Landratsamt', 'Ordnungsamt'])} ${rng.pick(['Bonn', 'Nürnberg', 'Münster', 'Reutlingen'])}, den ${fd(issued, 'de')}`,
    { size: 9 },
  );
  stamp(p, 60, 400, [caps(dealer), 'Vertragshändler', dealerTown]);
  p.text(520, '(Siegel)', { y: 460, size: 8, align: 'right' });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 11. An Austrian Typenschein issued by the importer for the make, signed in Vienna. */
export function typenschein(rng: Random): Generated {
  const issued = rng.date(1960, 2000);
  const [importer, make, prefix] = rng.pick<[string, string, string]>([
    ['Steyr-Daimler-Puch AG', 'Fiat 124 Sport Coupé', '124BC'],
    ['Porsche Konstruktionen GesmbH', 'VW 1300', '11'],
    ['Denzel AG', 'BMW 1600-2', '15'],
    ['Wiener Automobilwerke Import GmbH', 'Austin-Healey Sprite', 'HAN9-'],
  ]);
  const vin = vinOld(rng, prefix);
  const no = `${rng.int(100000, 999999)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 460);
  p.text(297, 'TYPENSCHEIN', { y: 66, size: 16, bold: true, align: 'center', serif: true });
  p.text(297, `ausgestellt von ${importer}, Generalimporteur`, { y: 84, size: 9, align: 'center' });
  p.text(297, `Nr. ${no}`, { y: 98, size: 9.5, align: 'center' });
  p.y = 128;
  kv(p, 'Marke und Type', make, 60, 250);
  kv(p, 'Fahrgestellnummer', vin, 60, 250);
  kv(p, 'Motornummer', `${rng.int(100000, 999999)}`, 60, 250);
  kv(p, 'Genehmigungszahl', `${rng.int(10, 99)}.${rng.int(100, 999)}/${rng.int(60, 99)}`, 60, 250);
  kv(p, 'Verkauft durch', `${rng.pick(['Autohaus', 'Garage'])} ${rng.pick(LAST_DE)}, ${town(rng, 'AT')}`, 60, 250);
  p.down(20);
  p.text(60, `Wien, am ${fd(issued, rng.pick(['de', 'delong']))}`, { size: 9.5 });
  p.down(30);
  p.text(60, `${importer}`, { size: 9 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** 12. An American certificate of title: the state, the lienholder bank, a dealer's reassignment stamp. */
export function usTitle(rng: Random): Generated {
  const issued = rng.date(1962, 2026);
  const st = rng.pick(['WISCONSIN', 'TENNESSEE', 'OREGON', 'COLORADO', 'OHIO']);
  const vin = vinOld(rng, rng.pick(['124379N', '5R08C', 'D7FH', 'WP29J']));
  const titleNo = `${rng.int(10000000, 99999999)}`;
  const bank = `${rng.pick(['First Federal Savings', 'Farmers & Merchants Bank', 'Citizens National Bank', 'Valley Credit Union'])}`;
  const dealer = `${rng.pick(LAST_EN)} Motors, Inc.`;
  const p = new PageBuilder();
  p.box(36, 36, 523, 520);
  p.text(297, `STATE OF ${st}`, { y: 62, size: 13, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 80, size: 11, bold: true, align: 'center' });
  p.y = 112;
  const ds: DateStyle = rng.pick(['us', 'usshort', 'uslong']);
  kv(p, 'TITLE NUMBER', titleNo, 60, 240);
  kv(p, 'VEHICLE IDENTIFICATION NO.', vin, 60, 240);
  kv(
    p,
    'YEAR / MAKE / BODY',
    rng.pick(
      ['1969 CHEV 2D HT', '1957 FORD CONV', '1966 PONT 2D HT', '1972 MERC 4D SED', '1955 CHEV 2D SED'].filter((v) => Number(v.slice(0, 4)) <= yearOf(issued)),
    ),
    60,
    240,
  );
  kv(p, 'ODOMETER', `${rng.int(10000, 99999)} ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`, 60, 240);
  kv(p, 'DATE ISSUED', fd(issued, ds), 60, 240);
  kv(p, 'OWNER(S)', `${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(LAST_EN).toUpperCase()}`, 60, 240);
  kv(p, 'FIRST LIENHOLDER', bank.toUpperCase(), 60, 240);
  p.down(16);
  p.text(60, 'ASSIGNMENT OF TITLE BY DEALER', { size: 9, bold: true });
  stamp(p, 60, p.y + 10, [caps(dealer), `Dealer No. ${rng.int(1000, 9999)}`, town(rng, 'US')]);
  p.text(297, `${st} — Department of ${rng.pick(['Transportation', 'Motor Vehicles', 'Revenue'])}`, { y: 540, size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}
