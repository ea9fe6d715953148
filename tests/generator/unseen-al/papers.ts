/** Classic-car insurers' papers: agreed-value and limited-mileage policies, laid-up cover, Oldtimer-Versicherung. */
import { addDays, doc, fd, hline, num, para, r2, row, type Col } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { BRITISH, cents, deName, enName, MERCEDES, MUSCLE, PORSCHE, tidy, vehicle, VW, ALFA, plateDE } from './kit';

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** A German Oldtimer-Versicherungsschein with a Saisonkennzeichen 04–10, Haftpflicht + Teilkasko, Versicherungsteuer. */
export function oldtimerSaison(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...VW]);
  const start = `${rng.int(2005, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = nextYear(start);
  const firm = rng.pick(['OCV Assekuradeur Oldtimer-Versicherung', 'Klassik Garant Versicherungsdienst', 'Schwäbische Oldtimer-Police (Agentur Huber)']);
  const polNo = `OT-${rng.int(100000, 999999)}-${rng.int(10, 99)}`;
  const value = tidy(rng, 18000, 140000, 500);
  const hp = cents(rng, 60, 160);
  const tk = cents(rng, 50, 320);
  const net = r2(hp + tk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 250, 300, 500]);
  const season = rng.pick(['04 – 10', '03 – 10', '04 – 11', '05 – 09']);
  p.text(40, firm, { size: 13, bold: true });
  p.down(12).text(40, 'Spezialversicherung für klassische Fahrzeuge', { size: 8.5 });
  p.y = 112;
  p.text(40, `${deName(rng)}`)
    .down(12)
    .text(40, `${rng.int(10000, 99999)} ${rng.pick(['Hamburg', 'Lüneburg', 'Celle', 'Kassel'])}`);
  p.y = 170;
  p.text(40, 'Versicherungsschein', { size: 16, bold: true });
  p.down(16).text(40, `Nr. ${polNo} · Ausfertigung vom ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 9 });
  p.down(24);
  const kv: [string, string][] = [
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0 Uhr (verlängert sich um ein Jahr, wenn nicht gekündigt)`],
    ['Fahrzeug', `${v.label}, Baujahr ${v.year}`],
    ['FIN', v.vin],
    ['Kennzeichen', `${plateDE(rng, rng.pick(['HH', 'LG', 'CE', 'KS']), 'H')} (Saisonkennzeichen ${season})`],
    ['Vereinbarter Wert', `${num(value, 'de')} EUR lt. Wertgutachten`],
    ['Jährliche Fahrleistung', `bis ${rng.pick(['3.000', '5.000', '7.500'])} km`],
    ['Nutzung', 'Nur Liebhaberfahrzeug, Alltagsfahrzeug vorhanden'],
  ];
  kv.forEach(([k, val]) => {
    p.text(40, k, { size: 9, bold: true }).text(180, val, { size: 9 });
    p.down(13);
  });
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 340 }, { x: 555, align: 'right' }];
  row(p, cols, ['Sparte', 'Selbstbeteiligung', 'Jahresbeitrag EUR'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['Kfz-Haftpflicht (100 Mio. EUR pauschal)', '–', num(hp, 'de')]);
  p.down(13);
  row(p, cols, ['Teilkasko zum vereinbarten Wert', `${sb} EUR`, num(tk, 'de')]);
  p.down(16);
  row(p, cols, ['Nettobeitrag', '', num(net, 'de')]);
  p.down(13);
  row(p, cols, ['Versicherungsteuer 19 %', '', num(tax, 'de')]);
  p.down(14);
  row(p, cols, ['Zu zahlender Beitrag', '', num(total, 'de')], { bold: true });
  p.down(28);
  para(
    p,
    40,
    `Ruheversicherung außerhalb der Saison inklusive. Der Beitrag ist jährlich im Voraus fällig und wird per SEPA-Lastschrift eingezogen. Es gelten die AKB-Oldtimer Stand ${start.slice(0, 4)} und die Besonderen Bedingungen für Fahrzeuge mit H- oder Saisonkennzeichen.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** A Swiss Veteranen-Police in CHF with Stempelabgabe; Vollkasko with agreed value. */
export function schweizVeteranen(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...BRITISH, ...ALFA]);
  const start = `${rng.int(2000, 2025)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const firm = rng.pick(['Alpina Veteranen-Versicherung', 'Rhenus Versicherungen (Generalagentur Winterthur)', 'Berner Mobil Oldtimer-Deckung, Agentur Thun']);
  const pol = `${rng.int(10, 99)}.${rng.int(100000, 999999)}.${rng.int(1, 9)}`;
  const hp = cents(rng, 120, 260);
  const vk = cents(rng, 180, 900);
  const net = r2(hp + vk);
  const stamp = r2(net * 0.05);
  const total = r2(net + stamp);
  const sb = rng.pick([500, 1000, 2000]);
  p.text(555, firm, { size: 12, bold: true, align: 'right' });
  p.y = 110;
  p.text(40, `Police Nr. ${pol}`, { size: 14, bold: true });
  p.down(14).text(40, 'Motorfahrzeugversicherung für Veteranenfahrzeuge', { size: 9.5 });
  p.down(24);
  const kv: [string, string][] = [
    ['Versicherungsnehmer', deName(rng)],
    ['Fahrzeug', `${v.label} (${v.year}), Chassis ${v.vin}`],
    ['Kontrollschild', `${rng.pick(['ZH', 'BE', 'LU', 'SG'])} ${rng.int(1000, 999999)}`],
    ['Eintrag Fahrzeugausweis', 'Veteranenfahrzeug (Code 180)'],
    ['Dauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Vereinbarter Wert', `CHF ${num(tidy(rng, 25000, 220000, 1000), 'ch')}`],
    ['Jahreskilometer', "max. 3'000 km"],
  ];
  kv.forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(190, val, { size: 9 });
    p.down(13);
  });
  p.down(16);
  p.box(40, p.y - 12, 515, 100);
  const cols: Col[] = [{ x: 48 }, { x: 330 }, { x: 545, align: 'right' }];
  row(p, cols, ['Deckung', 'Selbstbehalt', 'Prämie CHF'], { bold: true });
  p.down(15);
  row(p, cols, ['Haftpflicht, Garantiesumme CHF 100 Mio.', '–', num(hp, 'ch')]);
  p.down(13);
  row(p, cols, ['Vollkasko zum vereinbarten Wert', `CHF ${num(sb, 'ch')}`, num(vk, 'ch')]);
  p.down(15);
  row(p, cols, ['Prämie netto', '', num(net, 'ch')]);
  p.down(13);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', '', num(stamp, 'ch')]);
  p.down(14);
  row(p, cols, ['Jahresprämie total', '', num(total, 'ch')], { bold: true });
  p.down(34);
  para(
    p,
    40,
    'Voraussetzung: das Fahrzeug ist als Veteranenfahrzeug im Fahrzeugausweis eingetragen und wird nur für Ausfahrten und Anlässe benützt. Glasbruch Selbstbehalt CHF 200. Allgemeine Versicherungsbedingungen Ausgabe 01.2019.',
    110,
    { size: 8.5 },
  );
  p.down(10).text(40, `${rng.pick(['Winterthur', 'Thun', 'Basel'])}, ${fd(addDays(start, -rng.int(10, 40)), 'de')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** An Austrian Oldtimer-Polizze (Haftpflicht only, historisches Fahrzeug), Versicherungssteuer 11 %, half-yearly instalments. */
export function oesterreichOldtimer(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...VW, ...MERCEDES, ...PORSCHE]);
  const start = `${rng.int(2003, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = nextYear(start);
  const firm = rng.pick(['Donau Oldtimer-Versicherung', 'Wiener Klassik Versicherung AG', 'Grazer Wechselseitige Oldtimer']);
  const pol = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`;
  const net = cents(rng, 70, 190);
  const tax = r2(net * 0.11);
  const total = r2(net + tax);
  p.y = 60;
  p.text(40, firm, { size: 14, bold: true, serif: true });
  p.down(30).text(40, 'POLIZZE', { size: 20, bold: true, serif: true });
  p.text(555, `Polizzennummer ${pol}`, { size: 10, align: 'right', serif: true });
  p.down(26);
  [
    ['Versicherungsnehmer', deName(rng)],
    ['Versichertes Fahrzeug', `${v.label}, Erstzulassung ${v.year}`],
    ['Fahrgestellnummer', v.vin],
    ['Genehmigung', 'historisches Fahrzeug gem. § 2 Abs. 1 Z 43 KFG, Fahrtenbuch'],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit', fd(end, 'de')],
  ].forEach(([k, val]) => {
    p.text(40, `${k}:`, { size: 9.5, serif: true }).text(200, val, { size: 9.5, serif: true });
    p.down(14);
  });
  p.down(16).text(40, 'Versicherte Sparte: Kfz-Haftpflichtversicherung, Pauschalversicherungssumme EUR 10.000.000', { size: 9.5, serif: true });
  p.down(24);
  [
    ['Prämie netto jährlich', net],
    ['Versicherungssteuer 11 %', tax],
    ['Jahresprämie inkl. Steuer', total],
  ].forEach(([k, val], i) => {
    p.text(300, k as string, { size: 10, serif: true, bold: i === 2 }).text(555, `EUR ${num(val as number, 'de')}`, {
      size: 10,
      serif: true,
      align: 'right',
      bold: i === 2,
    });
    p.down(14);
  });
  p.down(4).text(300, `Zahlung halbjährlich zu je EUR ${num(r2(total / 2), 'de')}`, { size: 8.5, serif: true });
  p.down(30);
  para(
    p,
    40,
    'Die motorbezogene Versicherungssteuer entfällt für historische Fahrzeuge mit Fahrtenbuch (max. 120 Tage im Jahr). Es gelten die AKHB 2020. Kein Selbstbehalt vereinbart.',
    100,
    { size: 8.5, serif: true },
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: pol, coverageType: 'Haftpflicht', premium: total, effectiveStart: start, effectiveEnd: end });
}

/** A UK classic insurer's agreed-value, limited-mileage schedule with club discount and IPT. */
export function ukAgreedValue(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const start = rng.date(2004, 2025);
  const end = addDays(nextYear(start), -1);
  const firm = rng.pick([
    'Fotheringham James Classic Cover',
    'Haverley Classic Insurance UK',
    'Peter Jameson Insurance Services',
    'Lancashire Classic Car Insurance',
  ]);
  const pol = `CLS/${rng.int(100000, 999999)}/${rng.pick(['A', 'B', 'C'])}`;
  const base = cents(rng, 160, 520);
  const club = r2(base * 0.1);
  const after = r2(base - club);
  const ipt = r2(after * (Number(start.slice(0, 4)) >= 2017 ? 0.12 : 0.06));
  const fee = rng.pick([0, 15, 25]);
  const total = r2(after + ipt + fee);
  const excess = rng.pick([100, 150, 250]);
  const agreed = tidy(rng, 12000, 180000, 500);
  p.text(40, firm, { size: 14, bold: true });
  p.down(30).text(40, 'MOTOR INSURANCE SCHEDULE — CLASSIC VEHICLE', { size: 11, bold: true });
  p.down(20);
  const kv: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', enName(rng)],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Cover', 'Comprehensive — Agreed Value'],
    ['Vehicle', `${v.year} ${v.label}, chassis ${v.vin}`],
    ['Agreed value', `£${num(agreed, 'en')}`],
    ['Limited mileage', `${rng.pick(['1,500', '3,000', '5,000'])} miles per annum`],
    ['Club membership', `${rng.pick(['MG Car Club', 'Jaguar Enthusiasts’ Club', 'TR Register', 'Austin-Healey Club'])} no. ${rng.int(10000, 99999)}`],
    ['Use', 'Social, domestic and pleasure; club events and rallies'],
    ['Compulsory excess', `£${excess}`],
  ];
  kv.forEach(([k, val]) => {
    p.text(40, k, { size: 9, bold: true }).text(190, val, { size: 9 });
    p.down(13);
  });
  p.down(16).text(40, 'Premium', { size: 10, bold: true });
  p.down(14);
  const prem: [string, number][] = [
    ['Annual premium', base],
    ['Less club discount 10%', -club],
    ['Net premium', after],
    [`Insurance Premium Tax`, ipt],
  ];
  if (fee) prem.push(['Policy administration fee', fee]);
  prem.push(['Total payable', total]);
  prem.forEach(([k, val]) => {
    p.text(60, k, { size: 9.5, bold: k === 'Total payable' }).text(360, `${val < 0 ? '-' : ''}£${num(Math.abs(val), 'en')}`, {
      size: 9.5,
      align: 'right',
      bold: k === 'Total payable',
    });
    p.down(13);
  });
  p.down(20).text(40, 'Endorsements', { size: 10, bold: true });
  p.down(14);
  para(
    p,
    40,
    `E12 Laid-up cover: during any period the vehicle is declared laid up, cover is restricted to Fire and Theft. E17 Spare parts covered up to £1,000 while stored at the insured's address (excess £50). E20 Windscreen excess £75. Agreed value based on valuation dated ${fd(addDays(start, -rng.int(30, 300)), 'uk')}.`,
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A UK 1970s–80s laid-up cover note: Fire and Theft only while the car is off the road. */
export function ukLaidUp(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const start = rng.date(1972, 1994);
  const months = rng.pick([3, 6]);
  const end = addDays(
    `${Number(start.slice(0, 4)) + (Number(start.slice(5, 7)) + months > 12 ? 1 : 0)}-${String(((Number(start.slice(5, 7)) + months - 1) % 12) + 1).padStart(2, '0')}${start.slice(7)}`,
    -1,
  );
  const firm = rng.pick(['Norfolk Union Assurance (Classic Dept.)', 'Sun Albion — Veteran & Vintage Scheme', 'R. K. Harrison Classic Motor Policies']);
  const pol = `${rng.int(10, 99)} ${rng.int(100000, 999999)}`;
  const prem = cents(rng, 6, 40);
  p.y = 70;
  p.text(297, firm, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(22).text(297, 'ENDORSEMENT — LAYING UP', { size: 11, bold: true, serif: true, align: 'center' });
  p.down(30);
  para(
    p,
    60,
    `Policy No. ${pol}. Insured: ${enName(rng)}. It is hereby declared and agreed that as from ${fd(start, 'uklong')} until ${fd(end, 'uklong')} the ${v.year} ${v.label} (chassis ${v.vin}) will be laid up and not used on the road, and that during this period the cover is restricted to Fire and Theft only.`,
    90,
    { serif: true, size: 10, step: 14 },
  );
  p.down(12);
  para(
    p,
    60,
    `In consideration of the reduced cover, the additional premium for the laid-up period is £${num(prem, 'en')}, which the insured has paid. Theft excess £25. All other terms, exclusions and conditions of the policy remain unaltered.`,
    90,
    { serif: true, size: 10, step: 14 },
  );
  p.down(30).text(60, `Signed on behalf of the Company  ______________________     Date ${fd(addDays(start, -rng.int(1, 10)), 'uk')}`, {
    serif: true,
    size: 9,
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Fire and Theft',
    premium: prem,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A US collector-vehicle declarations page: agreed value, limited use, coverages table. */
export function usCollectorDeclarations(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, MUSCLE);
  const start = rng.date(2002, 2025);
  const end = nextYear(start);
  const firm = rng.pick(['Grundell Collector Car Insurance', 'American Heritage Collectors Insurance', 'Heathcote Classic Vehicle Program']);
  const pol = `${rng.pick(['CC', 'ACV', 'HC'])}${rng.int(10000000, 99999999)}`;
  const liab = cents(rng, 40, 160);
  const um = cents(rng, 8, 30);
  const phys = cents(rng, 120, 620);
  const fee = rng.pick([0, 5, 10]);
  const total = r2(liab + um + phys + fee);
  const ded = rng.pick([0, 100, 250, 500]);
  const agreed = tidy(rng, 25000, 160000, 500);
  p.text(40, firm, { size: 13, bold: true });
  p.down(24).text(40, 'COLLECTOR VEHICLE POLICY — DECLARATIONS', { size: 11, bold: true });
  p.down(18);
  [
    ['Policy Number', pol],
    ['Named Insured', enName(rng)],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['Vehicle', `${v.year} ${v.label}  VIN ${v.vin}`],
    ['Agreed Value', `$${num(agreed, 'en')}`],
    ['Usage', 'Limited pleasure use, 2,500 miles/yr, garaged'],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9, bold: true }).text(170, val, { size: 9 });
    p.down(13);
  });
  p.down(16);
  const cols: Col[] = [{ x: 40 }, { x: 280 }, { x: 430 }, { x: 555, align: 'right' }];
  row(p, cols, ['Coverage', 'Limits', 'Deductible', 'Premium'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['Bodily Injury / Property Damage', '$100,000 / $300,000 / $50,000', '', `$${num(liab, 'en')}`]);
  p.down(13);
  row(p, cols, ['Uninsured Motorists', '$100,000 / $300,000', '', `$${num(um, 'en')}`]);
  p.down(13);
  row(p, cols, ['Agreed Value Physical Damage', `$${num(agreed, 'en')}`, ded ? `$${ded}` : 'None', `$${num(phys, 'en')}`]);
  p.down(13);
  if (fee) {
    row(p, cols, ['Policy fee', '', '', `$${num(fee, 'en')}`]);
    p.down(13);
  }
  p.down(6);
  row(p, cols, ['TOTAL POLICY PREMIUM', '', '', `$${num(total, 'en')}`], { bold: true });
  p.down(28);
  para(
    p,
    40,
    'The vehicle must not be used for commuting, business or as a daily driver. Spare parts coverage $500 included. Flatbed towing to the nearest qualified repairer included.',
    110,
    { size: 8.5 },
  );
  const out: Record<string, unknown> = {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (ded) out.deductible = ded;
  return doc(p, 'en', out as never);
}
