/** Motor insurance: pre-printed policy forms filled in on the typewriter, agency renewals, a US declarations page. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { addDays, doc, fd, num, r05, r2, sum } from '../paper-kit';
import type { Generated } from '../types';
import {
  dm,
  FIRST_DE,
  FIRST_EN,
  firm,
  MAKES_DE,
  MAKES_UK,
  MAKES_US,
  plateAT,
  plateCH,
  plateDE,
  plateUK,
  plateUS,
  pr,
  price,
  rule,
  stamp,
  ty,
  vinUS,
} from './kit';

const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** Ruhr: Versicherungsschein form of a mutual, typed entries beside printed numbered items, agency stamp. */
export function ruhrVersicherungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1966, 1991);
  const y = Number(start.slice(0, 4));
  const end = yearLater(start);
  const f = firm(rng, 'ruhr');
  const insurer = rng.pick(['Westfälische Kraftverkehrs-Versicherung a. G.', 'Rheinland Kraftfahrt-Versicherung VVaG', 'Revier-Versicherungsverein a. G.']);
  const pol = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const cov = rng.pick(['Haftpflicht und Teilkasko', 'Kfz-Haftpflicht, Vollkasko', 'Haftpflicht + Fahrzeugteilversicherung']);
  const sb = rng.pick([150, 300, 500, 650]);
  const hp = price(rng, 420, y, 'DM');
  const ka = price(rng, 160, y, 'DM');
  const steuer = r2(((hp + ka) * (y < 1981 ? 5 : y < 1989 ? 7 : 10)) / 100);
  const total = r2(hp + ka + steuer);
  p.text(40, insurer, { y: 50, size: 12, bold: true });
  pr(p, 40, 62, `Hauptverwaltung ${f.town} · ${f.street}`, { size: 8 });
  p.text(40, 'Versicherungsschein', { y: 92, size: 16, bold: true });
  pr(p, 40, 104, 'für die Kraftfahrtversicherung', { size: 9 });
  const items: [string, string, string][] = [
    ['1', 'Versicherungsschein-Nr.', pol],
    ['2', 'Versicherungsnehmer', `${rng.pick(FIRST_DE)} ${rng.pick(['Wozniak', 'Hülsmann', 'Többen', 'Tenhagen'])}, ${f.town}`],
    ['3', 'Fahrzeug / amtl. Kennzeichen', `${rng.pick(MAKES_DE)}, ${plateDE(rng, 'ruhr')}`],
    ['4', 'Versicherungsumfang', cov],
    ['5', 'Selbstbeteiligung je Schadenfall', `DM ${dm(sb, true)}`],
    ['6', 'Beginn der Versicherung', fd(start, 'de')],
    ['7', 'Ablauf', `${fd(end, 'de')}, 24 Uhr`],
  ];
  let yy = 140;
  for (const [n, l, v] of items) {
    pr(p, 40, yy, n, { size: 8, bold: true });
    pr(p, 55, yy, l, { size: 8 });
    rule(p, 230, yy + 4, 325);
    ty(p, rng, 236, yy - 1, v);
    yy += 24;
  }
  yy += 10;
  pr(p, 40, yy, 'Beitragsberechnung (Jahresbeitrag)', { size: 9, bold: true });
  yy += 18;
  const rows: [string, number][] = [
    ['Haftpflicht', hp],
    ['Kasko', ka],
    ['Versicherungsteuer', steuer],
    ['Zu zahlender Beitrag', total],
  ];
  for (const [l, v] of rows) {
    pr(p, 55, yy, l, { size: 9, bold: l.startsWith('Zu') });
    p.box(300, yy - 12, 110, 16);
    ty(p, rng, 402, yy, `DM ${dm(v, false)}`, { align: 'right', bold: l.startsWith('Zu') });
    yy += 20;
  }
  stamp(p, 350, yy + 20, [`Bezirksdirektion ${f.town}`, `Agentur ${f.sur}`, f.phone], 9);
  pr(p, 40, 800, 'Es gelten die Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB).', { size: 7 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Tyrol: a Polizze in Schilling, labels in boxes above the values, the premium with insurance tax. */
export function tirolPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1972, 1991);
  const y = Number(start.slice(0, 4));
  const end = yearLater(start);
  const f = firm(rng, 'tyrol');
  const pol = `${rng.pick(['K', 'KH', 'T'])} ${rng.int(100000, 999999)}`;
  const cov = rng.pick(['Kfz-Haftpflicht', 'Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko']);
  const sb = cov === 'Kfz-Haftpflicht' ? 0 : rng.pick([2000, 3000, 5000]);
  const net = price(rng, 3200, y, 'ATS', true) / 7;
  const netR = Math.round(net);
  const tax = r2(netR * 0.11);
  const total = r2(netR + tax);
  p.text(40, `${rng.pick(['Tiroler', 'Alpenländische', 'Inntaler'])} Versicherung`, { y: 50, size: 16, bold: true, serif: true });
  pr(p, 40, 62, `Landesdirektion ${f.town} · ${f.street}`, { size: 8 });
  p.text(40, 'POLIZZE', { y: 94, size: 14, bold: true });
  const grid: [string, string][] = [
    ['Polizzen-Nr.', pol],
    ['Versicherungsnehmer', `${rng.pick(['Josef', 'Maria', 'Hans'])} ${rng.pick(['Klotz', 'Mair', 'Prantl'])}`],
    ['Kennzeichen', plateAT(rng)],
    ['Sparte', cov],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', fd(end, 'de')],
  ];
  grid.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 258;
    const top = 108 + Math.floor(i / 2) * 36;
    p.box(x, top, 257, 36);
    pr(p, x + 3, top + 9, l, { size: 6.5 });
    ty(p, rng, x + 10, top + 29, v);
  });
  let yy = 240;
  if (sb) {
    pr(p, 40, yy, 'Selbstbehalt in der Kaskoversicherung:', { size: 9 });
    ty(p, rng, 240, yy, `S ${dm(sb, true)}`);
    yy += 24;
  }
  pr(p, 40, yy, 'Prämie jährlich', { size: 9 });
  ty(p, rng, 300, yy, `S ${dm(netR, true)}`, { align: 'right' });
  pr(p, 40, yy + 16, '+ 11 % Versicherungssteuer', { size: 9 });
  ty(p, rng, 300, yy + 16, `S ${dm(tax, true)}`, { align: 'right' });
  rule(p, 200, yy + 22, 110);
  pr(p, 40, yy + 36, 'Gesamtprämie', { size: 10, bold: true });
  ty(p, rng, 300, yy + 36, `S ${dm(total, true)}`, { align: 'right', bold: true });
  ty(p, rng, 40, yy + 80, `${f.town}, am ${fd(start, 'de2')}`);
  stamp(p, 330, yy + 60, ['Geschäftsstelle', `${f.sur} ${f.town}`], 9);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Lucerne: Motorfahrzeug-Police, a two-column schedule, Franken premiums with stamp duty, Selbstbehalt. */
export function luzernPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1968, 1992);
  const y = Number(start.slice(0, 4));
  const end = `${y + rng.pick([1, 3])}-12-31`;
  const f = firm(rng, 'lucerne');
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const cov = rng.pick(['Haftpflicht / Teilkasko', 'Haftpflicht / Vollkasko', 'Haftpflicht, Insassenunfall, Teilkasko']);
  const sb = rng.pick([200, 500, 1000]);
  const lines: [string, number][] = [
    ['Haftpflicht', price(rng, 380, y, 'CHF')],
    [cov.includes('Voll') ? 'Vollkasko' : 'Teilkasko', price(rng, 140, y, 'CHF')],
  ];
  const sub = sum(lines.map((l) => l[1]));
  const stempel = r2(sub * 0.05);
  const total = r05(sub + stempel);
  p.text(40, `${rng.pick(['Helvetia', 'Pilatus', 'Vierwaldstätter'])} Versicherungs-Gesellschaft`, { y: 50, size: 13, bold: true });
  pr(p, 40, 62, `Generalagentur ${f.town} · ${f.street} · ${f.zip} ${f.town}`, { size: 8 });
  p.text(40, 'Motorfahrzeug-Versicherung', { y: 92, size: 13, bold: true });
  p.text(40, `Police Nr. ${pol}`, { y: 108, size: 11 });
  const l: [string, string][] = [
    ['Versicherungsnehmer', `${rng.pick(FIRST_DE)} ${rng.pick(['Meier', 'Bieri', 'Kaufmann'])}, ${f.town}`],
    ['Fahrzeug', `${rng.pick(['Opel Rekord', 'VW Golf', 'Volvo 240'])}, Kontrollschild ${plateCH(rng)}`],
    ['Deckung', cov],
    ['Selbstbehalt Kasko', `Fr. ${num(sb, 'ch')}`],
    ['Vertragsdauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
  ];
  let yy = 140;
  for (const [a, b] of l) {
    pr(p, 40, yy, a, { size: 9 });
    ty(p, rng, 200, yy, b);
    yy += 18;
  }
  yy += 14;
  p.box(40, yy, 515, 18, true);
  pr(p, 45, yy + 12, 'Prämie für das Versicherungsjahr', { size: 8, bold: true });
  pr(p, 550, yy + 12, 'Fr.', { size: 8, bold: true, align: 'right' });
  yy += 34;
  for (const [a, b] of [...lines, ['Eidg. Stempelabgabe 5 %', stempel] as [string, number]]) {
    ty(p, rng, 50, yy, a);
    ty(p, rng, 548, yy, num(b, 'ch'), { align: 'right' });
    yy += 15;
  }
  rule(p, 450, yy - 6, 105);
  ty(p, rng, 50, yy + 8, 'Total Jahresprämie', { bold: true });
  ty(p, rng, 548, yy + 8, num(total, 'ch'), { align: 'right', bold: true });
  ty(p, rng, 40, yy + 60, `Luzern, ${fd(start, 'delong')}`);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Lancashire broker: a typed policy schedule on the insurer's pre-printed form, items numbered down the left. */
export function lancsSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1971, 1991);
  const y = Number(start.slice(0, 4));
  const end = yearLater(start);
  const f = firm(rng, 'lancs');
  const pol = `${rng.pick(['MC', 'PV', 'M'])}/${rng.int(100000, 999999)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Third Party Only']);
  const excess = cov === 'Third Party Only' ? 0 : rng.pick([25, 50, 75, 100]);
  const prem = price(rng, 260, y, 'GBP', true);
  const total = prem;
  p.text(40, `${rng.pick(['Red Rose', 'Pennine', 'Ribble Valley'])} Insurance Co. Ltd.`, { y: 50, size: 14, bold: true, serif: true });
  pr(p, 40, 62, `Head Office: ${f.street}, ${f.town}`, { size: 8 });
  p.text(297, 'MOTOR POLICY — THE SCHEDULE', { y: 96, size: 12, bold: true, align: 'center' });
  const items: [string, string][] = [
    ['Policy No.', pol],
    ['The Insured', `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(FIRST_EN)} ${rng.pick(['Fletcher', 'Nuttall', 'Sharples'])}`],
    ['Vehicle', `${rng.pick(MAKES_UK)}  Reg. No. ${plateUK(rng, y - rng.int(0, 8))}`],
    ['Cover', cov],
    ['Period of Insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Excess', excess ? `£${excess} each and every claim (own damage)` : 'Nil'],
    ['Annual Premium', `£${num(total, 'en')}`],
    ['Use', 'Social, domestic and pleasure and by the Insured in person in connection with his business'],
  ];
  let yy = 130;
  items.forEach(([l, v], i) => {
    pr(p, 40, yy, `${i + 1}.`, { size: 9 });
    pr(p, 58, yy, l, { size: 9, bold: true });
    ty(p, rng, 190, yy + 2, v.length > 60 ? `${v.slice(0, 58)}` : v, { size: 9.5 });
    if (v.length > 60) ty(p, rng, 190, yy + 15, v.slice(58).trim(), { size: 9.5 });
    yy += v.length > 60 ? 32 : 22;
  });
  stamp(p, 60, yy + 20, [`${f.sur} & Co., Insurance Brokers`, `${f.street}, ${f.town}`], 9);
  pr(p, 40, 800, 'This Schedule forms part of the Policy and must be read with it. The Certificate of Insurance is issued separately.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    ...(excess ? { deductible: excess } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Borders agency: a renewal notice, the premium less no-claim discount, "renewal premium due". */
export function bordersRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1972, 1991);
  const y = Number(start.slice(0, 4));
  const end = yearLater(start);
  const f = firm(rng, 'borders');
  const pol = `${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(100, 999)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party Fire & Theft']);
  const excess = rng.pick([25, 50, 100]);
  const gross = price(rng, 380, y, 'GBP');
  const ncdPct = rng.pick([30, 40, 50, 60]);
  const ncd = r2((gross * ncdPct) / 100);
  const total = r2(gross - ncd);
  p.text(40, `${rng.pick(['Tweedside', 'Border Farmers', 'Scottish Borders'])} Mutual Insurance Society`, { y: 50, size: 13, bold: true });
  pr(p, 40, 62, `Branch Office: ${f.street}, ${f.town} ${f.zip}. Tel. ${f.phone}`, { size: 8 });
  p.text(40, 'RENEWAL NOTICE — MOTOR', { y: 92, size: 12, bold: true });
  ty(p, rng, 40, 120, `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(['R.', 'D.', 'I.'])} ${rng.pick(['Amos', 'Kerr', 'Nichol'])}`);
  ty(p, rng, 40, 133, `${rng.pick(['Lilliesleaf', 'Denholm', 'Ancrum', 'Yetholm'])}, ${f.town}`);
  pr(p, 330, 120, 'Policy number', { size: 8 });
  ty(p, rng, 420, 120, pol);
  pr(p, 330, 134, 'Renewal date', { size: 8 });
  ty(p, rng, 420, 134, fd(start, 'ukdot'));
  ty(p, rng, 40, 170, `Your ${cov} policy on ${rng.pick(MAKES_UK)} ${plateUK(rng, y - rng.int(1, 6))} falls due for renewal on`);
  ty(p, rng, 40, 184, `${fd(start, 'uklong')}. Cover will run to ${fd(end, 'uklong')}.`);
  let yy = 220;
  const rows: [string, string][] = [
    ['Premium', num(gross, 'en')],
    [`Less No Claim Discount ${ncdPct}%`, num(ncd, 'en')],
    ['Renewal premium due', num(total, 'en')],
  ];
  rows.forEach(([l, v], i) => {
    pr(p, 60, yy, l, { size: 9, bold: i === 2 });
    ty(p, rng, 380, yy, `£${v}`, { align: 'right', bold: i === 2 });
    yy += 18;
  });
  pr(p, 60, yy + 10, `Voluntary/compulsory excess: £${excess}`, { size: 9 });
  if (rng.chance(0.7)) stamp(p, 330, yy + 30, ['PAID', `${f.town} ${fd(addDays(start, -rng.int(2, 20)), 'uk')}`]);
  pr(p, 40, 800, 'Please return the counterfoil with your remittance. Cheques payable to the Society.', { size: 7 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Pennsylvania auto policy declarations: coverages with limits and premiums, collision deductible in the table. */
export function pennDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1965, 1992);
  const y = Number(start.slice(0, 4));
  const six = rng.chance(0.5);
  const end = six ? addDays(start, 182) : yearLater(start);
  const f = firm(rng, 'penn');
  const pol = `${rng.pick(['PA', 'A'])} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const ded = rng.pick([50, 100, 250, 500]);
  const cov: [string, string, number][] = [
    ['A  Bodily Injury Liability', `$${rng.pick(['15,000/30,000', '25,000/50,000', '100,000/300,000'])}`, price(rng, 80, y, 'USD')],
    ['B  Property Damage Liability', `$${rng.pick(['5,000', '10,000', '25,000'])}`, price(rng, 40, y, 'USD')],
    ['C  Medical Payments', `$${rng.pick(['500', '1,000', '2,000'])}`, price(rng, 8, y, 'USD')],
    ['D  Comprehensive', 'Actual Cash Value', price(rng, 25, y, 'USD')],
    [`E  Collision — $${ded} deductible`, 'Actual Cash Value', price(rng, 70, y, 'USD')],
  ];
  const total = sum(cov.map((c) => c[2]));
  p.text(40, `${rng.pick(['Keystone', 'Susquehanna', 'Conestoga'])} Mutual Automobile Insurance Company`, { y: 48, size: 12, bold: true });
  pr(p, 40, 60, `${f.street}, ${f.town}, Pennsylvania ${f.zip}`, { size: 8 });
  p.text(40, 'AUTOMOBILE POLICY — DECLARATIONS', { y: 88, size: 11, bold: true });
  const hb: [string, string, number, number][] = [
    ['POLICY NUMBER', pol, 40, 140],
    ['POLICY PERIOD FROM', fd(start, 'us'), 180, 120],
    ['TO', fd(end, 'us'), 300, 100],
    ['12:01 A.M. STANDARD TIME', '', 400, 155],
  ];
  for (const [l, v, x, w] of hb) {
    p.box(x, 98, w, 30);
    pr(p, x + 3, 106, l, { size: 6 });
    if (v) ty(p, rng, x + 8, 122, v);
  }
  ty(p, rng, 40, 150, `NAMED INSURED: ${rng.pick(FIRST_EN).toUpperCase()} ${rng.pick(['BOWMAN', 'SHENK', 'FUNK', 'MILLER'])}`);
  ty(p, rng, 40, 164, `AUTO: ${y - rng.int(0, 6)} ${rng.pick(MAKES_US).toUpperCase()}  SERIAL ${vinUS(rng, y - 1)}  PLATE ${plateUS(rng)}`);
  let yy = 195;
  pr(p, 40, yy, 'COVERAGES', { size: 7, bold: true });
  pr(p, 300, yy, 'LIMITS OF LIABILITY', { size: 7, bold: true });
  pr(p, 550, yy, 'PREMIUM', { size: 7, bold: true, align: 'right' });
  rule(p, 40, yy + 4, 515);
  yy += 18;
  for (const [c, l, v] of cov) {
    pr(p, 40, yy, c, { size: 8.5 });
    ty(p, rng, 300, yy, l, { size: 9.5 });
    ty(p, rng, 550, yy, num(v, 'en'), { size: 9.5, align: 'right' });
    yy += 16;
  }
  rule(p, 450, yy - 6, 105);
  pr(p, 300, yy + 8, `TOTAL ${six ? 'SIX MONTHS' : 'ANNUAL'} PREMIUM`, { size: 8, bold: true });
  ty(p, rng, 550, yy + 8, `$${num(total, 'en')}`, { align: 'right', bold: true });
  pr(p, 40, yy + 40, `Countersigned at ${f.town}, Pa. by ${rng.pick(FIRST_EN)} ${f.sur}, Authorized Agent`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
