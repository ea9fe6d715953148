/**
 * Insurers' printed schedules: a German Versicherungsschein, an Austrian Polizze, a Swiss Police, a US declarations
 * page, a UK classic-car schedule and an Ontario certificate with its declarations.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  carAt,
  CARS_DE,
  CARS_EN,
  doc,
  fd,
  field,
  grp,
  hline,
  num,
  PageBuilder,
  personDe,
  personEn,
  plateA,
  plateCH,
  plateCA,
  plateD,
  plateUK,
  plateUS,
  priceFactor,
  r05,
  r2,
  row,
  streetDe,
  streetEn,
  TOWNS_A,
  TOWNS_CA,
  TOWNS_CH,
  TOWNS_D,
  TOWNS_UK,
  TOWNS_US,
  vinFor,
  salEn,
} from './kit';

const yearEnd = (iso: string) => `${Number(iso.slice(0, 4)) + 1}-${iso.slice(5)}`;

/** A German Kfz-Versicherungsschein 1980–2026: Haftpflicht with Teil- or Vollkasko, SF-Klasse, Beitrag with Versicherungsteuer. */
export function versicherungsscheinD(rng: Random): Generated {
  const start = rng.date(1980, 2026);
  const year = Number(start.slice(0, 4));
  const c = year < 2002 ? 'DM' : 'EUR';
  const f = priceFactor(year, c === 'DM' ? 'DM' : 'EUR');
  const insurer = rng.pick([
    'Allianz Versicherungs-AG',
    'HUK-COBURG Allgemeine Versicherung AG',
    'R+V Allgemeine Versicherung AG',
    'Württembergische Versicherung AG',
    'Provinzial Versicherung AG',
    'VHV Allgemeine Versicherung AG',
  ]);
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_D);
  const kasko = rng.pick(['Teilkasko', 'Vollkasko']);
  const cover = `Kfz-Haftpflicht und ${kasko}`;
  const sb = kasko === 'Teilkasko' ? rng.pick([150, 300]) : rng.pick([300, 500, 1000]);
  const haft = r2(rng.int(180, 520) * f);
  const kas = r2(rng.int(60, 420) * f);
  const net = r2(haft + kas);
  const vst = year < 2002 ? (year < 1989 ? 7 : year < 1993 ? 10 : year < 1995 ? 12 : 15) : year < 2007 ? 16 : 19;
  const tax = r2((net * vst) / 100);
  const gross = r2(net + tax);
  const end = addDays(yearEnd(start), -1);
  const pol = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, insurer, { size: 12, bold: true });
  p.down(40);
  const holder = personDe(rng);
  p.text(40, holder, { size: 10 });
  p.down(12).text(40, streetDe(rng), { size: 10 });
  p.down(12).text(40, `${town.zip} ${town.town}`, { size: 10 });
  p.down(34);
  p.text(40, 'Versicherungsschein', { size: 15, bold: true });
  p.text(555, `${rng.pick(TOWNS_D).town}, ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 9, align: 'right' });
  p.down(14);
  p.text(40, `zur Kraftfahrtversicherung   Versicherungsschein-Nr. ${pol}`, { size: 10 });
  p.down(22);
  const kv: [string, string][] = [
    ['Versicherungsnehmer', holder],
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${car.year}`],
    ['Amtl. Kennzeichen', plateD(rng, town.plate)],
    ['Fahrzeug-Ident.-Nr.', vinFor(rng, car.make, car.year)],
    ['Versicherungsumfang', cover],
    ['Versicherungsdauer', `vom ${fd(start, 'de')}, 0 Uhr, bis ${fd(end, 'de')}, 24 Uhr; Verlängerung um je ein Jahr`],
    ['Selbstbeteiligung', `${kasko} ${num(sb * (c === 'DM' ? 2 : 1), 'de')} ${c} je Schadenfall`],
    ['Schadenfreiheitsklasse', `Haftpflicht SF ${rng.int(1, 25)}, ${kasko === 'Vollkasko' ? `Vollkasko SF ${rng.int(1, 25)}` : 'Teilkasko ohne SF'}`],
    ['Regionalklasse / Typklasse', `${rng.int(1, 12)} / ${rng.int(10, 25)}`],
  ];
  for (const [k, v] of kv) {
    p.text(40, k, { size: 8.5 });
    p.text(190, v, { size: 9 });
    p.down(14);
  }
  p.down(12);
  p.text(40, 'Beitragsberechnung (jährlich)', { size: 10, bold: true });
  p.down(16);
  const cols = [{ x: 60 }, { x: 400, align: 'right' as const }];
  row(p, cols, ['Kfz-Haftpflichtversicherung', num(haft, 'de')]);
  p.down(12);
  row(p, cols, [`${kasko}versicherung`, num(kas, 'de')]);
  p.down(12);
  row(p, cols, ['Nettobeitrag', num(net, 'de')]);
  p.down(12);
  row(p, cols, [`Versicherungsteuer ${vst} %`, num(tax, 'de')]);
  p.down(14);
  hline(p, 60, 340, p.y - 10);
  row(p, cols, [`Jahresbeitrag ${c}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, `Der Beitrag ist fällig zum ${fd(start, 'de')} und wird ${rng.pick(['per Lastschrift eingezogen', 'per Überweisung erbeten'])}.`, { size: 8.5 });
  p.down(12);
  p.text(40, 'Es gelten die Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB) in der beigefügten Fassung.', { size: 8 });
  p.down(30);
  p.text(40, `Mit freundlichen Grüßen   ${insurer}`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: gross,
    deductible: sb * (c === 'DM' ? 2 : 1),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Austrian Kfz-Polizze 1985–2026: Haftpflicht and Kasko, motorbezogene Versicherungssteuer, Prämie per year. */
export function polizzeAT(rng: Random): Generated {
  const start = rng.date(1985, 2026);
  const year = Number(start.slice(0, 4));
  const c = year < 2002 ? 'S' : 'EUR';
  const f = priceFactor(year, c === 'S' ? 'ATS' : 'EUR');
  const insurer = rng.pick([
    'Wiener Städtische Versicherung AG',
    'Generali Versicherung AG',
    'UNIQA Österreich Versicherungen AG',
    'Oberösterreichische Versicherung AG',
    'Grazer Wechselseitige Versicherung AG',
  ]);
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_A);
  const cover = rng.pick(['Kfz-Haftpflicht', 'Kfz-Haftpflicht und Teilkasko', 'Haftpflicht + Kasko (Oldtimer-Tarif)']);
  const haft = r2(rng.int(220, 560) * f);
  const kasko = cover === 'Kfz-Haftpflicht' ? 0 : r2(rng.int(80, 380) * f);
  const vst = r2((haft + kasko) * 0.11);
  const mvst = year >= 1993 ? r2(rng.int(90, 560) * f) : 0;
  const total = r2(haft + kasko + vst + mvst);
  const sb = kasko ? rng.pick([200, 300, 500, 730]) * (c === 'S' ? 14 : 1) : 0;
  const end = addDays(yearEnd(start), -1);
  const pol = `${rng.int(100, 999)}${rng.pick(['/', '-'])}${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(555, insurer, { size: 11, bold: true, align: 'right' });
  p.down(50);
  p.text(40, 'POLIZZE', { size: 18, bold: true });
  p.down(16);
  p.text(40, `Kraftfahrzeug-Versicherung · Polizzennummer ${pol}`, { size: 10 });
  p.down(26);
  field(p, 40, p.y, 257, 28, 'Versicherungsnehmer', personDe(rng));
  field(p, 297, p.y, 258, 28, 'Anschrift', `${streetDe(rng)}, ${town.zip} ${town.town}`, { size: 8 });
  p.y += 28;
  field(p, 40, p.y, 257, 28, 'Fahrzeug', `${car.make} ${car.model}`);
  field(p, 297, p.y, 129, 28, 'Kennzeichen', plateA(rng, town.plate));
  field(p, 426, p.y, 129, 28, 'Leistung', `${rng.int(40, 180)} kW`);
  p.y += 28;
  field(p, 40, p.y, 257, 28, 'Versicherungsbeginn', fd(start, 'de'));
  field(p, 297, p.y, 258, 28, 'Ablauf', fd(end, 'de'));
  p.y += 28;
  field(p, 40, p.y, 515, 28, 'Versicherte Sparten', cover);
  p.y += 46;
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }];
  p.text(40, 'Jahresprämie', { size: 10, bold: true });
  p.down(16);
  row(p, cols, ['Haftpflicht (Pauschalversicherungssumme)', num(haft, 'de')]);
  p.down(12);
  if (kasko) {
    row(p, cols, [`Kasko, Selbstbehalt ${c} ${num(sb, 'de')}`, num(kasko, 'de')]);
    p.down(12);
  }
  row(p, cols, ['Versicherungssteuer 11 %', num(vst, 'de')]);
  p.down(12);
  if (mvst) {
    row(p, cols, ['motorbezogene Versicherungssteuer', num(mvst, 'de')]);
    p.down(12);
  }
  p.down(2);
  hline(p, 50, 370, p.y - 9);
  row(p, cols, [`Gesamtprämie jährlich ${c}`, num(total, 'de')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, 'Die Polizze wird bei Zahlung der Erstprämie wirksam. Vertragsdauer ein Jahr mit automatischer Verlängerung.', { size: 8 });
  p.down(11);
  p.text(40, `${town.town}, am ${fd(addDays(start, -rng.int(3, 20)), 'de')}`, { size: 8.5 });
  const t: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (sb) t.deductible = sb;
  return doc(p, 'de', t);
}

/** A Swiss Motorfahrzeug-Police 1996–2026: Haftpflicht, Teilkasko, Selbstbehalt, Prämie with Stempelabgabe. */
export function policeCH(rng: Random): Generated {
  const start = `${rng.int(1996, 2026)}-01-01`;
  const year = Number(start.slice(0, 4));
  const insurer = rng.pick([
    'Mobiliar Versicherungen',
    'AXA Versicherungen AG',
    'Zürich Versicherungs-Gesellschaft AG',
    'Helvetia Versicherungen',
    'Basler Versicherung AG',
    'Vaudoise Versicherungen',
  ]);
  const car = carAt(rng, CARS_DE, year);
  const town = rng.pick(TOWNS_CH);
  const cover = rng.pick(['Haftpflicht, Teilkasko', 'Haftpflicht, Vollkasko', 'Haftpflicht, Teilkasko, Parkschaden']);
  const f = priceFactor(year, 'CHF');
  const h = r05(rng.int(300, 900) * f);
  const k = r05(rng.int(120, 700) * f);
  const net = r2(h + k);
  const stamp = r05(net * 0.05);
  const fee = 0.9;
  const total = r2(net + stamp + fee);
  const sb = rng.pick([200, 500, 1000]);
  const end = `${year}-12-31`;
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, insurer, { size: 12, bold: true });
  p.down(44);
  p.text(40, 'Police', { size: 16, bold: true });
  p.text(555, `Police-Nr. ${pol}`, { size: 10, align: 'right' });
  p.down(14);
  p.text(40, 'Motorfahrzeugversicherung', { size: 10 });
  p.down(26);
  const kv: [string, string][] = [
    ['Versicherungsnehmer', `${personDe(rng)}, ${town.zip} ${town.town}`],
    ['Fahrzeug', `${car.make} ${car.model}`],
    ['Kontrollschild', plateCH(rng, town.plate)],
    ['Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['Vertragsdauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Versicherte Deckungen', cover],
  ];
  for (const [a, b] of kv) {
    p.text(40, a, { size: 8.5 });
    p.text(200, b, { size: 9 });
    p.down(14);
  }
  p.down(14);
  const cols = [{ x: 40 }, { x: 330 }, { x: 470, align: 'right' as const }];
  p.box(40, p.y - 10, 440, 14, true);
  row(p, cols, ['Deckung', 'Selbstbehalt', 'Prämie CHF'], { bold: true, size: 8 });
  p.down(15);
  row(p, cols, ['Haftpflicht, Versicherungssumme CHF 100 Mio.', '–', num(h, 'ch')]);
  p.down(12);
  row(p, cols, [cover.replace('Haftpflicht, ', ''), `CHF ${num(sb, 'ch')}`, num(k, 'ch')]);
  p.down(12);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', '', num(stamp, 'ch')]);
  p.down(12);
  row(p, cols, ['Beitrag Nationaler Garantiefonds', '', num(fee, 'ch')]);
  p.down(14);
  hline(p, 40, 440, p.y - 10);
  row(p, cols, ['Jahresprämie total', '', num(total, 'ch')], { bold: true, size: 10 });
  p.down(30);
  p.text(40, `Die Prämie ist zahlbar bis ${fd(start, 'de')}. Es gelten die Allgemeinen Versicherungsbedingungen (AVB).`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A US personal-auto / collector declarations page 1985–2026: coverages with limits and premiums, deductibles, term. */
export function usDeclarations(rng: Random): Generated {
  const start = rng.date(1985, 2026);
  const year = Number(start.slice(0, 4));
  const insurer = rng.pick([
    'Hagerty Insurance Agency',
    'Grundy Insurance',
    'State Farm Mutual Automobile Insurance Company',
    'American Collectors Insurance',
    'Progressive Northern Insurance Co.',
    'Erie Insurance Exchange',
  ]);
  const months = rng.pick([6, 12]);
  const end = addDays(start, months === 6 ? 182 : 365);
  const car = carAt(rng, CARS_EN, year);
  const town = rng.pick(TOWNS_US);
  const f = priceFactor(year, 'USD');
  const ded = rng.pick([100, 250, 500, 1000]);
  const colDed = rng.chance(0.6) ? ded : rng.pick([250, 500, 1000].filter((d) => d !== ded));
  const cover = rng.pick(['Collector Vehicle - Agreed Value', 'Personal Auto Policy', 'Classic Auto Policy - Agreed Value']);
  const lines: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['100,000/300,000', '250,000/500,000', '50,000/100,000'])}`, r2(rng.int(40, 260) * f)],
    ['Property Damage Liability', `$${rng.pick(['50,000', '100,000'])}`, r2(rng.int(20, 120) * f)],
    ['Uninsured/Underinsured Motorist', `$${rng.pick(['100,000/300,000', '50,000/100,000'])}`, r2(rng.int(10, 60) * f)],
    ['Comprehensive', `$${grp(ded, ',')} deductible`, r2(rng.int(15, 180) * f)],
    ['Collision', `$${grp(colDed, ',')} deductible`, r2(rng.int(30, 260) * f)],
  ];
  if (rng.chance(0.5)) lines.push(['Towing and Labor', '$100 per disablement', r2(rng.int(4, 12))]);
  const fee = rng.chance(0.5) ? r2(rng.int(5, 25)) : 0;
  const total = r2(lines.reduce((a, l) => a + l[2], 0) + fee);
  const pol = `${rng.pick(['', 'CV', 'PA'])}${rng.int(100000000, 999999999)}`;
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, insurer, { size: 12, bold: true });
  p.text(555, 'DECLARATIONS', { y: 46, size: 12, bold: true, align: 'right' });
  p.down(11).text(555, months === 6 ? 'Six-Month Policy' : 'Annual Policy', { size: 8, align: 'right' });
  p.y = 86;
  field(p, 40, p.y, 250, 50, 'NAMED INSURED AND ADDRESS', '');
  p.text(46, personEn(rng), { y: p.y + 22, size: 9 });
  p.text(46, streetEn(rng), { y: p.y + 33, size: 9 });
  p.text(46, `${town.town}, ${town.region} ${town.zip}`, { y: p.y + 44, size: 9 });
  field(p, 290, p.y, 265, 25, 'POLICY NUMBER', pol);
  field(p, 290, p.y + 25, 265, 25, 'POLICY PERIOD (12:01 A.M. standard time)', `${fd(start, 'us')} to ${fd(end, 'us')}`);
  p.y += 50;
  field(p, 40, p.y, 515, 25, 'POLICY FORM', cover);
  p.y += 25;
  field(p, 40, p.y, 250, 25, 'VEHICLE', `${car.year} ${car.make} ${car.model}`);
  field(p, 290, p.y, 175, 25, 'VIN', vinFor(rng, car.make, car.year));
  field(p, 465, p.y, 90, 25, 'PLATE', plateUS(rng));
  p.y += 25;
  if (cover.includes('Agreed')) {
    field(p, 40, p.y, 515, 25, 'AGREED VALUE', `$${grp(rng.int(8, 90) * 1000, ',')}    Usage: pleasure, limited mileage, garaged`);
    p.y += 25;
  }
  p.y += 20;
  const cols = [{ x: 40 }, { x: 260 }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['COVERAGE', 'LIMITS / DEDUCTIBLES', 'PREMIUM'], { size: 8, bold: true });
  p.down(16);
  for (const [a, b, c] of lines) {
    row(p, cols, [a, b, `$${num(c, 'en')}`], { size: 8.5 });
    p.down(12);
  }
  if (fee) {
    row(p, cols, ['Policy fee', '', `$${num(fee, 'en')}`], { size: 8.5 });
    p.down(12);
  }
  hline(p, 40, 515, p.y - 8);
  p.down(4);
  row(p, cols, ['TOTAL POLICY PREMIUM', '', `$${num(total, 'en')}`], { size: 9.5, bold: true });
  p.down(30);
  p.text(40, 'This declarations page with the policy form and endorsements completes your policy. Coverage is provided only where a', { size: 7 });
  p.down(9);
  p.text(40, 'premium is shown. Please keep it with your policy.', { size: 7 });
  p.down(30);
  p.text(40, `Issued ${fd(addDays(start, -rng.int(1, 20)), 'us')}   Countersigned: ${personEn(rng)}, Authorized Representative`, { size: 7.5 });
  const t: Generated['truth'] = { documentType: 'insurance', policyNumber: pol, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end };
  if (colDed === ded) t.deductible = ded;
  return doc(p, 'en', t);
}

/** A UK classic-car insurance schedule 1990–2026: cover, agreed value, limited mileage, excess, premium with IPT. */
export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(1990, 2026);
  const year = Number(start.slice(0, 4));
  const insurer = rng.pick([
    'Footman James',
    'Peter James Insurance',
    'Adrian Flux Insurance Services',
    'Lancaster Insurance Services',
    'Hiscox Classic Car',
    'Heritage Insurance',
  ]);
  const end = addDays(yearEnd(start), -1);
  const car = carAt(
    rng,
    CARS_EN.filter((c) => c.from < 2000),
    year,
  );
  const town = rng.pick(TOWNS_UK);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Agreed Value)', 'Laid-up cover - Fire and Theft only']);
  const excess = rng.pick([100, 150, 250, 500]);
  const net = r2(rng.int(90, 480) * priceFactor(year, 'GBP'));
  const ipt =
    year >= 1994 ? (year < 1997 ? 2.5 : year < 1999 ? 4 : year < 2011 ? 5 : year < 2015 ? 6 : year < 2016 ? 6 : year < 2017 ? 9.5 : year < 2018 ? 10 : 12) : 0;
  const iptAmt = r2((net * ipt) / 100);
  const adminFee = rng.chance(0.5) ? r2(rng.int(10, 30)) : 0;
  const total = r2(net + iptAmt + adminFee);
  const pol = `${rng.pick(['CC', 'FJ', 'PJ', 'LC'])}/${rng.int(100000, 999999)}/${String(year).slice(2)}`;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(11).text(40, 'Authorised and regulated by the Financial Conduct Authority', { size: 7 });
  p.down(36);
  p.text(297, 'MOTOR INSURANCE SCHEDULE', { size: 13, bold: true, align: 'center' });
  p.down(24);
  const kv: [string, string][] = [
    ['Policy Number', pol],
    ['Policyholder', `${((n) => `${salEn(rng, n)} ${n}`)(personEn(rng))}, ${town.town}`],
    ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Vehicle', `${car.make} ${car.model} (${car.year})   Registration ${plateUK(rng, car.year)}`],
    ['Cover', cover],
    ['Agreed Value', `£${grp(rng.int(5, 80) * 1000, ',')}`],
    ['Limited Mileage', `${grp(rng.pick([1500, 3000, 5000]), ',')} miles per annum`],
    ['Use', 'Social, domestic and pleasure, including club events'],
    ['Drivers', 'Policyholder and named drivers aged 25 and over'],
    ['Excess', `£${excess} (accidental damage); £${excess} (fire and theft)`],
  ];
  for (const [a, b] of kv) {
    p.text(40, a, { size: 8.5, bold: true });
    p.text(180, b, { size: 9 });
    p.down(15);
  }
  p.down(12);
  const cols = [{ x: 180 }, { x: 420, align: 'right' as const }];
  row(p, cols, ['Premium', `£${num(net, 'en')}`]);
  p.down(12);
  if (ipt) {
    row(p, cols, [`Insurance Premium Tax @ ${ipt}%`, `£${num(iptAmt, 'en')}`]);
    p.down(12);
  }
  if (adminFee) {
    row(p, cols, ['Arrangement fee', `£${num(adminFee, 'en')}`]);
    p.down(12);
  }
  hline(p, 180, 240, p.y - 9);
  row(p, cols, ['Total Payable', `£${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(34);
  p.text(40, 'Please read this schedule together with your policy wording and certificate of motor insurance.', { size: 7.5 });
  p.down(10);
  p.text(40, `Date of issue: ${fd(addDays(start, -rng.int(1, 14)), 'uk')}`, { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Ontario / Canadian certificate of automobile insurance with declarations 1995–2026: coverages, all-perils deductible. */
export function canadaCertificate(rng: Random): Generated {
  const start = rng.date(1995, 2026);
  const year = Number(start.slice(0, 4));
  const insurer = rng.pick([
    'Intact Insurance Company',
    'Aviva Insurance Company of Canada',
    'The Co-operators General Insurance Company',
    'Economical Mutual Insurance Company',
    'Wawanesa Mutual Insurance Company',
  ]);
  const end = addDays(yearEnd(start), -1);
  const town = rng.pick(TOWNS_CA);
  const car = carAt(rng, CARS_EN, year);
  const f = priceFactor(year, 'CAD');
  const cover = rng.pick([
    'Third Party Liability, Accident Benefits, All Perils',
    'Third Party Liability, Accident Benefits, Collision, Comprehensive',
    'Third Party Liability, Accident Benefits, Specified Perils',
  ]);
  const ded = rng.pick([300, 500, 1000]);
  const items: [string, string, number][] = [
    ['Third Party Liability', `$${rng.pick(['1,000,000', '2,000,000'])}`, r2(rng.int(250, 700) * f)],
    ['Accident Benefits', 'Standard', r2(rng.int(80, 300) * f)],
    ['Uninsured Automobile', '', r2(rng.int(10, 30) * f)],
    ['Direct Compensation - Property Damage', '', r2(rng.int(40, 160) * f)],
  ];
  if (cover.includes('All Perils')) items.push(['All Perils', `$${ded} deductible`, r2(rng.int(150, 500) * f)]);
  else if (cover.includes('Collision'))
    items.push(['Collision or Upset', `$${ded} deductible`, r2(rng.int(120, 420) * f)], ['Comprehensive', `$${ded} deductible`, r2(rng.int(40, 160) * f)]);
  else items.push(['Specified Perils', `$${ded} deductible`, r2(rng.int(30, 100) * f)]);
  const total = r2(items.reduce((a, i) => a + i[2], 0));
  const pol = `${rng.pick(['A', 'P', 'ON'])}${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, insurer, { size: 12, bold: true });
  p.down(11).text(40, "Owner's Policy - Declarations / Certificate of Automobile Insurance", { size: 8 });
  p.y = 84;
  field(p, 40, p.y, 300, 26, 'NAME OF INSURED', personEn(rng));
  field(p, 340, p.y, 215, 26, 'POLICY NUMBER', pol);
  p.y += 26;
  field(p, 40, p.y, 300, 26, 'ADDRESS', `${streetEn(rng)}, ${town.town} ${town.region} ${town.zip}`, { size: 8 });
  field(p, 340, p.y, 215, 26, 'POLICY PERIOD', `${fd(start, 'iso')} to ${fd(end, 'iso')}`, { size: 8 });
  p.y += 26;
  field(p, 40, p.y, 300, 26, 'DESCRIPTION OF AUTOMOBILE', `${car.year} ${car.make} ${car.model}`);
  field(p, 340, p.y, 215, 26, 'SERIAL NUMBER (VIN)', vinFor(rng, car.make, car.year), { size: 8 });
  p.y += 26;
  field(p, 40, p.y, 515, 26, 'COVERAGES', cover, { size: 8.5 });
  p.y += 44;
  const cols = [{ x: 40 }, { x: 300 }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 10, 515, 14, true);
  row(p, cols, ['INSURING AGREEMENT', 'LIMIT / DEDUCTIBLE', 'PREMIUM'], { size: 8, bold: true });
  p.down(16);
  for (const [a, b, c] of items) {
    row(p, cols, [a, b, num(c, 'en')], { size: 8.5 });
    p.down(12);
  }
  hline(p, 40, 515, p.y - 8);
  p.down(4);
  row(p, cols, ['TOTAL PREMIUM', '', `$${num(total, 'en')}`], { size: 9.5, bold: true });
  p.down(26);
  p.text(40, `Plate: ${plateCA(rng)}   Rated driver: principal   Use: pleasure   Annual km: ${grp(rng.pick([3000, 5000, 8000]), ',')}`, { size: 8 });
  p.down(24);
  p.text(40, 'This certificate must be carried in the automobile and produced on demand of a police officer.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
