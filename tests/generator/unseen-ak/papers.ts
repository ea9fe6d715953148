/** Insurance papers: the premium beside the instalment, the sum insured, the cover limits and the other excesses. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  CARS_EN,
  chassisOld,
  deName,
  digits,
  enName,
  kmFmt,
  kv,
  letters,
  money,
  phoneDE,
  plateCH,
  plateDE,
  plateUK,
  plateUS,
  postcodeUK,
  r2,
  split,
  sum,
} from './kit';

const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;

/** 27. An Oldtimer Versicherungsschein, 2003–2026: agreed value, Haftpflicht sums, premium table, quarterly instalment. */
export function oldtimerPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(2003, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addYears(start, 1);
  const issued = addDays(start, -rng.int(5, 40));
  const full = rng.chance(0.5);
  const sb = full ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const value = rng.int(12, 140) * 1000;
  const parts = [r2(rng.int(6000, 16000) / 100), r2(rng.int(3000, 9000) / 100)];
  if (full) parts.push(r2(rng.int(9000, 30000) / 100));
  const net = sum(parts);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const pol = `${rng.pick(['OT', 'KF', 'OC'])}-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const insurer = `${rng.pick(['Württembergische', 'OCC Assekuradeur', 'Mannheimer', 'Allianz', 'Helvetia'])} ${rng.pick(['Versicherung AG', 'Oldtimer-Versicherung'])}`;
  const [make, model] = rng.pick(CARS_DE);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12).text(
    40,
    `Postfach ${digits(rng, 4)} · ${rng.int(10000, 99999)} ${rng.pick(['Stuttgart', 'Lüneburg', 'Mannheim', 'München'])} · Service-Telefon ${phoneDE(rng)}`,
    { size: 8 },
  );
  p.down(34).text(40, deName(rng), { size: 10 });
  p.down(12).text(
    40,
    `${rng.pick(['Kirchgasse', 'Am Rain', 'Uferweg'])} ${rng.int(1, 40)}, ${rng.int(10000, 99999)} ${rng.pick(['Bad Tölz', 'Celle', 'Speyer', 'Kulmbach'])}`,
    { size: 10 },
  );
  p.y = 110;
  const r: [string, string][] = [
    ['Datum', fd(issued, 'de')],
    ['Kunden-Nr.', digits(rng, 8)],
    ['Vermittler-Nr.', `${digits(rng, 3)}/${digits(rng, 4)}`],
    ['Ihr Ansprechpartner', deName(rng)],
  ];
  r.forEach(([a, b], i) => kv(p, 340, a, b, { dx: 95, y: p.y + i * 11 }));
  p.y = 190;
  p.text(40, 'Versicherungsschein', { size: 15, bold: true });
  p.text(555, `Nr. ${pol}`, { size: 11, bold: true, align: 'right' });
  p.down(14).text(40, `Oldtimer-Kfz-Versicherung · ersetzt den Versicherungsschein vom ${fd(addYears(issued, -1), 'de')}`, { size: 8.5 });
  p.down(22);
  const f: [string, string][] = [
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0:00 Uhr (verlängert sich um je ein Jahr)`],
    ['Hauptfälligkeit', fd(start, 'de').slice(0, 6)],
    ['Fahrzeug', `${make} ${model}, Baujahr ${rng.int(1955, 1992)}`],
    ['Amtl. Kennzeichen', plateDE(rng)],
    ['Fahrzeug-Ident-Nr.', chassisOld(rng)],
    ['Vereinbarter Wert', `${money(value, 'de')} EUR (Wertgutachten vom ${fd(addDays(issued, -rng.int(30, 400)), 'de')})`],
    ['Jährliche Fahrleistung', `bis ${kmFmt(rng.pick([3000, 5000, 7500, 9000]), '.')} km`],
  ];
  f.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 120, size: 9 });
    p.down(13);
  });
  p.down(12);
  const cols = [{ x: 40 }, { x: 300 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Versicherte Sparten', 'Deckung / Selbstbeteiligung', 'Jahresbeitrag EUR'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(14);
  row(p, cols, ['Kfz-Haftpflicht', `${rng.pick([50, 100])} Mio. EUR pauschal, je Person max. ${rng.pick([8, 15])} Mio.`, money(parts[0], 'de')]);
  p.down(13);
  row(p, cols, ['Teilkasko', `Selbstbeteiligung ${full ? 150 : sb} EUR`, money(parts[1], 'de')]);
  if (full) {
    p.down(13);
    row(p, cols, ['Vollkasko', `Selbstbeteiligung ${sb} EUR (inkl. Teilkasko)`, money(parts[2], 'de')]);
  }
  p.down(13);
  row(p, cols, ['Schutzbrief', 'inklusive', '0,00']);
  hline(p, 300, 255, p.y + 6);
  p.down(18);
  row(p, cols, ['', 'Nettobeitrag', money(net, 'de')]);
  p.down(13);
  row(p, cols, ['', 'Versicherungsteuer 19 %', money(tax, 'de')]);
  p.down(14);
  row(p, cols, ['', 'Jahresbeitrag', money(total, 'de')], { bold: true, size: 10 });
  p.down(13);
  row(p, cols, ['', `Zahlweise vierteljährlich, Rate je ${fd(start, 'de').slice(0, 6)} usw.`, money(r2(total / 4), 'de')], { size: 8.5 });
  p.down(30).text(
    40,
    `Es gelten die AKB Stand ${fd(addYears(start, -rng.int(1, 3)), 'de').slice(3)} und die Besonderen Bedingungen Oldtimer. Erstattung bei Totalschaden bis zum vereinbarten Wert.`,
    { size: 8 },
  );
  p.down(11).text(40, `Lastschrift von IBAN DE${digits(rng, 2)} **** **** **** ${digits(rng, 2)}, Mandatsreferenz ${letters(rng, 3)}${digits(rng, 9)}.`, {
    size: 8,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: full ? 'Vollkasko' : 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** 28. A 1970s Kraftfahrtversicherung policy in DM: Deckungssummen, Beitragsklasse and Schadenfreiheit, half-yearly instalments. */
export function kraftfahrtDM(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(1968, 1985)}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['01', '15'])}`;
  const end = addYears(start, 1);
  const tk = rng.pick([0, 300, 650, 1000]);
  const base = rng.int(420, 980);
  const sf = rng.pick([100, 85, 70, 60, 55, 50, 45, 40]);
  const hp = r2((base * sf) / 100);
  const tkp = tk ? r2(rng.int(60, 240)) : 0;
  const total = r2(hp + tkp);
  const pol = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${letters(rng, 1)}`;
  const insurer = `${rng.pick(['Deutscher Herold', 'Volksfürsorge', 'HUK-Coburg', 'Colonia', 'Aachener und Münchener'])} ${rng.pick(['Versicherungs-AG', 'Kraftfahrt'])}`;
  p.text(297, insurer, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(
    297,
    `Kraftfahrtversicherung · Bezirksdirektion ${rng.pick(['Köln', 'Hannover', 'Nürnberg'])} · Fernruf ${rng.int(20, 99)}${digits(rng, 4)}`,
    { size: 8.5, serif: true, align: 'center' },
  );
  p.down(34).text(40, 'VERSICHERUNGSSCHEIN', { size: 13, bold: true, serif: true });
  p.text(555, `Nr. ${pol}`, { size: 11, serif: true, align: 'right' });
  p.down(20);
  const l: [string, string][] = [
    ['Versicherungsnehmer', deName(rng)],
    ['Agentur', `${digits(rng, 4)}-${digits(rng, 2)}`],
    ['Fahrzeug', `${rng.pick(CARS_DE).join(' ')}, ${rng.int(34, 150)} PS, ${kmFmt(rng.pick([1192, 1584, 1897, 2307, 2746]), '.')} ccm`],
    ['Amtl. Kennzeichen', plateDE(rng).replace(/H$/, '')],
    ['Fahrgestell-Nr.', chassisOld(rng)],
    ['Versicherungsdauer', `vom ${fd(start, 'de')} bis ${fd(end, 'de')}, mittags 12 Uhr`],
    ['Deckungssummen', 'Personenschäden 1.000.000 DM · Sachschäden 400.000 DM · Vermögensschäden 40.000 DM'],
    ['Tarif', `Beitragsklasse ${rng.int(10, 20)}, Schadenfreiheitsklasse SF ${rng.int(1, 12)} (${sf} %)`],
  ];
  l.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 120, size: 9 });
    p.down(14);
  });
  p.down(14);
  const cols = [{ x: 40 }, { x: 190 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Versicherungsart', '', 'Jahresbeitrag DM'], { bold: true, serif: true });
  p.down(14);
  row(p, cols, ['Kraftfahrzeug-Haftpflicht', `Grundbeitrag ${money(base, 'de')} × ${sf} %`, money(hp, 'de')], { serif: true });
  if (tk) {
    p.down(14);
    row(p, cols, ['Teilversicherung (Fahrzeug)', `mit ${money(tk, 'de')} DM Selbstbeteiligung`, money(tkp, 'de')], { serif: true });
  }
  p.down(16);
  row(p, cols, ['', 'Gesamtjahresbeitrag (einschl. Versicherungsteuer)', money(total, 'de')], { serif: true, bold: true });
  p.down(14);
  row(
    p,
    cols,
    ['', `zahlbar halbjährlich am ${fd(start, 'de').slice(0, 6)} und ${fd(addDays(start, 182), 'de').slice(0, 6)} mit je`, money(r2(total / 2), 'de')],
    { serif: true, size: 8.5 },
  );
  p.down(30).text(40, `${rng.pick(['Köln', 'Hannover', 'Nürnberg'])}, den ${fd(addDays(start, -rng.int(3, 25)), 'de')}                Der Vorstand`, {
    size: 9,
    serif: true,
  });
  const truth: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: tk ? 'Teilkasko' : 'Haftpflicht',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (tk) truth.deductible = tk;
  return doc(p, 'de', truth);
}

/** 29. A Swiss motor policy in CHF: Police-Nr., Kontrollschild, Selbstbehalte, Stempelabgabe, Bonus stage. */
export function schweizPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(1995, 2025)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const sbV = rng.pick([500, 1000, 1500, 2000]);
  const prem = [r2(rng.int(30000, 70000) / 100), r2(rng.int(8000, 20000) / 100), r2(rng.int(25000, 80000) / 100)];
  const net = sum(prem);
  const stamp = r2(net * 0.05);
  const total = r2(Math.round((net + stamp) * 20) / 20);
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const insurer = rng.pick(['Zürich Versicherungs-Gesellschaft AG', 'Basler Versicherung AG', 'Mobiliar', 'Vaudoise Allgemeine']);
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12).text(
    40,
    `Generalagentur ${rng.pick(['Aarau', 'Luzern', 'Chur', 'Biel'])} · Tel. 0${rng.int(21, 91)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    { size: 8 },
  );
  p.down(36).text(40, 'Police Motorfahrzeugversicherung', { size: 14, bold: true });
  p.down(16);
  const f: [string, string][] = [
    ['Police-Nr.', pol],
    ['Kunden-Nr.', digits(rng, 9)],
    ['Versicherungsnehmer', deName(rng)],
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}, stillschweigende Erneuerung`],
    ['Ausgestellt', fd(addDays(start, -rng.int(10, 40)), 'de')],
    ['Fahrzeug', `${rng.pick(CARS_DE).join(' ')}, 1. Inverkehrsetzung ${rng.int(1960, 1990)}`],
    ['Kontrollschild', plateCH(rng)],
    ['Stammnummer', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`],
    ['Katalogpreis / Zeitwert', `CHF ${money(rng.int(18, 80) * 1000, 'ch')} / CHF ${money(rng.int(10, 60) * 1000, 'ch')}`],
    ['Bonusstufe', `${rng.int(0, 21)} (${rng.pick([30, 35, 40, 45, 50])} %)`],
  ];
  f.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 120, size: 9 });
    p.down(13);
  });
  p.down(14);
  const cols = [{ x: 40 }, { x: 220 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Deckung', 'Versicherungssumme / Selbstbehalt', 'Prämie CHF'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(14);
  row(p, cols, ['Haftpflicht', `CHF 100 Mio. · SB junge Lenker CHF 1'000`, money(prem[0], 'ch')]);
  p.down(13);
  row(p, cols, ['Teilkasko', `Zeitwert · SB CHF ${rng.pick([0, 200, 300])}`, money(prem[1], 'ch')]);
  p.down(13);
  row(p, cols, ['Kollision (Vollkasko)', `Zeitwert · SB CHF ${money(sbV, 'ch').replace('.00', '')}`, money(prem[2], 'ch')]);
  p.down(18);
  row(p, cols, ['', 'Nettoprämie', money(net, 'ch')]);
  p.down(13);
  row(p, cols, ['', 'Eidg. Stempelabgabe 5 %', money(stamp, 'ch')]);
  p.down(15);
  row(p, cols, ['', 'Total Jahresprämie', money(total, 'ch')], { bold: true, size: 10 });
  p.down(30).text(
    40,
    `Fällig am ${fd(start, 'de')}. Bei halbjährlicher Zahlung Zuschlag 3 %. Allgemeine Versicherungsbedingungen Ausgabe ${rng.int(1990, Number(start.slice(0, 4)))}.`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sbV,
  });
}

/** 30. A British classic-car schedule: agreed value, mileage limit, compulsory plus voluntary excess, IPT, instalment option. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2005, 2025);
  const end = addDays(addYears(start, 1), -1);
  const comp = rng.pick([50, 100, 150]);
  const vol = rng.pick([0, 100, 150, 250]);
  const ex = comp + vol;
  const netP = r2(rng.int(9000, 42000) / 100);
  const ipt = r2(netP * rng.pick([0.05, 0.06, 0.095, 0.12]));
  const total = r2(netP + ipt);
  const pol = `${letters(rng, 3)}/${digits(rng, 7)}/${rng.int(1, 9)}`;
  const insurer = `${rng.pick(['Heritage', 'Lancaster', 'Footman James', 'Peter James', 'Adrian Flux'])} Classic Car Insurance`;
  const agreed = rng.int(6, 95) * 500;
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12).text(
    40,
    `Underwritten by ${rng.pick(['Aviva Insurance Ltd', 'Covea Insurance plc', 'Allianz Insurance plc'])} · FCA reference ${digits(rng, 6)}`,
    { size: 8 },
  );
  p.down(30).text(40, 'POLICY SCHEDULE', { size: 14, bold: true });
  p.down(16);
  const L: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', `${enName(rng)}, ${postcodeUK(rng)}`],
    ['Effective date', `${fd(start, 'uk')} at 00:01`],
    ['Expiry date', `${fd(end, 'uk')} at midnight`],
    ['Date of issue', fd(addDays(start, -rng.int(1, 20)), 'uk')],
    ['Cover', 'Comprehensive'],
    ['Vehicle', `${rng.int(1955, 1990)} ${rng.pick(CARS_EN).join(' ')}`],
    ['Registration', plateUK(rng, rng.int(1960, 1990))],
    ['Agreed value', `£${money(agreed, 'en').replace('.00', '')}`],
    ['Annual mileage limit', `${kmFmt(rng.pick([1500, 3000, 5000, 7500]), ',')} miles`],
    ['Use', 'Social, domestic and pleasure'],
    ['Drivers', 'Policyholder and named driver'],
  ];
  L.forEach(([a, b], i) => kv(p, i < 6 ? 40 : 310, a, b, { dx: 95, size: 9, y: p.y + (i % 6) * 13 }));
  p.y += 90;
  p.text(40, 'Excesses', { size: 10, bold: true });
  p.down(14);
  const cols = [{ x: 40 }, { x: 300, align: 'right' as const }];
  for (const [a, b, bold] of [
    ['Compulsory accidental damage excess', comp],
    ['Voluntary excess', vol],
    ['Total accidental damage excess', ex, true],
    ['Windscreen (repair / replacement)', rng.pick([0, 25, 75])],
    ['Theft of spare parts', rng.pick([100, 250])],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, `£${b}`], { size: 9, bold });
    p.down(12);
  }
  p.down(14).text(40, 'Premium', { size: 10, bold: true });
  p.down(14);
  for (const [a, b, bold] of [
    ['Premium', netP],
    ['Insurance Premium Tax', ipt],
    ['Total annual premium', total, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, `£${money(b, 'en')}`], { size: 9, bold });
    p.down(12);
  }
  const inst = r2((total * 1.09) / 10);
  p.down(8).text(
    40,
    `Or by instalments: deposit £${money(r2(total * 0.09), 'en')} then 10 monthly payments of £${money(inst, 'en')} (representative APR ${rng.pick(['17.9', '19.9', '22.4'])}%).`,
    { size: 8.5 },
  );
  p.down(12).text(
    40,
    `Last year's premium: £${money(r2(total * rng.pick([0.92, 0.95, 1.04])), 'en')}. No claims bonus: ${rng.int(1, 9)} years (not protected).`,
    { size: 8.5 },
  );
  p.down(12).text(40, `Endorsements: 012 Limited mileage; 027 Agreed value; 105 Club membership required (club no. ${digits(rng, 5)}).`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ex,
  });
}

/** 31. A US collector-vehicle declarations page: limits 100/300/50, agreed value, a six- or twelve-month term, prior premium. */
export function usDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1984, 2024);
  const months = rng.pick([6, 12]);
  const endD = new Date(`${start}T12:00:00Z`);
  endD.setUTCMonth(endD.getUTCMonth() + months);
  const end = endD.toISOString().slice(0, 10);
  const ded = rng.pick([100, 250, 500, 1000]);
  const agreed = rng.int(8, 120) * 1000;
  const prem = split(rng, r2(rng.int(18000, 95000) / 100), 4);
  const fee = rng.pick([0, 5, 10]);
  const total = r2(sum(prem) + fee);
  const pol = `${letters(rng, 2)}${digits(rng, 8)}`;
  const insurer = rng.pick(['Hagerty Insurance Agency', 'American Collectors Insurance', 'Grundy Worldwide', 'Condon Skelly']);
  p.text(40, insurer, { size: 14, bold: true });
  p.down(12).text(40, `Collector Vehicle Program · Claims 1-800-${digits(rng, 3)}-${digits(rng, 4)} · NAIC ${digits(rng, 5)}`, { size: 8 });
  p.down(28).text(40, 'DECLARATIONS PAGE', { size: 13, bold: true });
  p.down(16);
  const L: [string, string][] = [
    ['Policy Number', pol],
    ['Named Insured', enName(rng)],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['Date Issued', fd(addDays(start, -rng.int(2, 25)), 'us')],
    ['Agent', `${enName(rng)} (${digits(rng, 6)})`],
    ['Garaging ZIP', digits(rng, 5)],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 100, size: 9 });
    p.down(13);
  });
  p.down(10);
  p.box(38, p.y - 10, 519, 30);
  p.text(
    44,
    `Veh 1: ${rng.int(1950, 1985)} ${rng.pick(CARS_EN.slice(5)).join(' ')}  VIN ${chassisOld(rng)}  Plate ${plateUS(rng)}  Physical Damage: Agreed Value $${money(agreed, 'en').replace('.00', '')}`,
    { size: 8 },
  );
  p.down(12).text(44, `Annual mileage 2,500 · Stored in locked garage · Odometer at inception ${kmFmt(rng.int(20000, 99000), ',')}`, { size: 8 });
  p.down(30);
  const cols = [{ x: 40 }, { x: 250 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['COVERAGE', 'LIMITS / DEDUCTIBLE', 'PREMIUM'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  const cov: [string, string][] = [
    ['Bodily Injury Liability', '$100,000 each person / $300,000 each accident'],
    ['Property Damage Liability', '$50,000 each accident'],
    ['Uninsured Motorists', '$100,000 / $300,000'],
    ['Agreed Value Physical Damage', `$${money(agreed, 'en').replace('.00', '')} agreed value, $${ded} deductible`],
  ];
  cov.forEach(([a, b], i) => {
    p.down(14);
    row(p, cols, [a, b, money(prem[i], 'en')], { size: 8.5 });
  });
  p.down(14);
  row(p, cols, ['Medical Payments', '$5,000 each person', 'Included'], { size: 8.5 });
  if (fee) {
    p.down(14);
    row(p, cols, ['Policy fee', '', money(fee, 'en')], { size: 8.5 });
  }
  p.down(18);
  row(p, cols, ['', `TOTAL ${months}-MONTH POLICY PREMIUM`, `$${money(total, 'en')}`], { bold: true });
  p.down(14);
  row(p, cols, ['', 'Prior term premium', money(r2(total * rng.pick([0.9, 0.96, 1.03])), 'en')], { size: 8.5 });
  p.down(30).text(
    40,
    `Forms and endorsements: CV 01 (${rng.int(1, 12)}/${rng.int(80, 99)}), CV 07 Spare Parts $500 limit, CV 12 Roadside Assistance. Discounts: club member, multi-vehicle.`,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** 32. A 1970s British Third Party, Fire and Theft schedule: NCD off the premium, the certificate number, a renewal notice. */
export function ukTpftSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1971, 1989);
  const end = addDays(addYears(start, 1), -1);
  const gross = r2(rng.int(4000, 22000) / 100);
  const ncd = rng.pick([0, 20, 30, 40, 50, 60]);
  const total = r2(gross * (1 - ncd / 100));
  const pol = `${digits(rng, 2)}/${letters(rng, 2)}/${digits(rng, 6)}`;
  const insurer = rng.pick([
    'Cornhill Insurance Company Limited',
    'Guardian Royal Exchange Assurance',
    'Sun Alliance and London Insurance',
    'Provincial Insurance Company Ltd',
  ]);
  p.text(297, insurer, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Motor Department · ${rng.pick(['Kendal', 'Horsham', 'Bristol'])} · Telephone ${digits(rng, 4)} ${digits(rng, 5)}`, {
    size: 8.5,
    serif: true,
    align: 'center',
  });
  p.down(32).text(40, 'THE SCHEDULE', { size: 12, bold: true, serif: true });
  p.down(18);
  const L: [string, string][] = [
    ['Policy No.', pol],
    ['The Insured', enName(rng)],
    ['Address', `${rng.int(1, 99)} ${rng.pick(['Orchard Way', 'Park Avenue', 'Hill Rise'])}, ${postcodeUK(rng)}`],
    ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Cover', 'Third Party, Fire and Theft'],
    [
      'Vehicle',
      `${rng.pick(CARS_EN.slice(0, 8)).join(' ')}  Reg. No. ${plateUK(rng, Number(start.slice(0, 4)) - rng.int(1, 10))}  cc ${kmFmt(rng.pick([998, 1275, 1798, 2498, 4235]), ',')}`,
    ],
    ['Insured Value', `£${money(rng.int(4, 40) * 50, 'en')}`],
    ['Certificate of Insurance No.', `${letters(rng, 1)} ${digits(rng, 6)}`],
    ['Limitations as to use', 'Social, domestic and pleasure purposes and business use by the Insured'],
  ];
  L.forEach(([a, b]) => {
    kv(p, 40, a, b, { dx: 140, size: 9 });
    p.down(15);
  });
  p.down(10);
  const cols = [{ x: 40 }, { x: 330, align: 'right' as const }];
  row(p, cols, ['Annual premium before No Claim Discount', `£${money(gross, 'en')}`], { serif: true });
  p.down(14);
  row(p, cols, [`Less No Claim Discount ${ncd}%`, `£${money(r2(gross - total), 'en')}`], { serif: true });
  p.down(16);
  row(p, cols, ['PREMIUM PAYABLE', `£${money(total, 'en')}`], { serif: true, bold: true });
  p.down(28).text(40, `Theft of accessories or spare parts: the Insured shall bear the first £${rng.pick([10, 15, 25])} of each claim.`, {
    size: 8.5,
    serif: true,
  });
  p.down(12).text(40, `Third party property damage limited to £${rng.pick(['250,000', '500,000'])}.`, { size: 8.5, serif: true });
  p.down(12).text(40, `Renewal premium due ${fd(addDays(end, 1), 'uklong')}. Agent No. ${digits(rng, 5)}.`, { size: 8.5, serif: true });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Third Party, Fire and Theft',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
