/** Insurance papers: schedules as grids of cells, the premium at the top, labels after their values, bands. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, digits, person, plateDE, plateUK, plateUS, upper, vin } from './kit';

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
const ins = (policyNumber: string, coverageType: string, premium: number, start: string, end: string, deductible?: number) => {
  const t: Record<string, unknown> & { documentType: string } = {
    documentType: 'insurance',
    policyNumber,
    coverageType,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (deductible !== undefined) t.deductible = deductible;
  return t;
};
const first = (rng: Random, a: number, b: number) => `${rng.int(a, b)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;

/** A grid of boxed cells, caption small at the top of each. */
function grid(p: PageBuilder, x0: number, cols: number, w: number, cells: [string, string][], h = 34) {
  cells.forEach(([l, v], i) => {
    const x = x0 + (i % cols) * w;
    const y = p.y + Math.floor(i / cols) * h;
    p.box(x, y, w, h);
    p.text(x + 4, l, { y: y + 10, size: 6.5 });
    p.text(x + 4, v, { y: y + 26, size: 9.5, bold: true });
  });
  p.y += Math.ceil(cells.length / cols) * h;
}

/** 27: a German Oldtimer-Versicherungsschein as a grid of small boxed cells. */
export function deGrid(rng: Random): Generated {
  const start = first(rng, 1995, 2025);
  const end = nextYear(start);
  const y = yearOf(start);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const cover = rng.pick(['Teilkasko', 'Vollkasko']);
  const ded = cover === 'Vollkasko' ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const hp = r2(rng.int(60, 180) * (cur === 'DM' ? 1.9 : 1));
  const kasko = r2(rng.int(40, 260) * (cur === 'DM' ? 1.9 : 1));
  const net = r2(hp + kasko);
  const tax = r2(net * (y < 2002 ? 0.15 : y < 2007 ? 0.16 : 0.19));
  const total = r2(net + tax);
  const pol = `OT-${digits(rng, 7)}`;
  const insurer = rng.pick(['Württembergische Oldtimerversicherung', 'OCC Assekuradeur GmbH', 'Hamburger Kraftfahrtversicherung a.G.']);
  const p = new PageBuilder();
  p.text(40, insurer, { size: 13, bold: true }).down(24);
  p.text(40, 'Versicherungsschein für ein Oldtimer-Fahrzeug', { size: 12, bold: true }).down(14);
  grid(p, 40, 4, 128.75, [
    ['Versicherungsschein-Nr.', pol],
    ['Ausfertigung', fd(start, 'de')],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', fd(end, 'de')],
    ['Versicherungsnehmer', person(rng, 'de')],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Kennzeichen', `${plateDE(rng)}H`],
    ['Erstzulassung', String(rng.int(1955, 1990))],
    ['Kfz-Haftpflicht', 'unbegrenzt / 100 Mio.'],
    ['Kasko', cover],
    ['Selbstbeteiligung', `${num(ded, 'de')} ${cur}`],
    ['Zahlweise', 'jährlich'],
    ['Beitrag Haftpflicht', `${num(hp, 'de')} ${cur}`],
    [`Beitrag ${cover}`, `${num(kasko, 'de')} ${cur}`],
    ['Versicherungsteuer', `${num(tax, 'de')} ${cur}`],
    ['Jahresbeitrag gesamt', `${num(total, 'de')} ${cur}`],
  ]);
  p.down(24);
  para(
    p,
    40,
    `Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB) in der Fassung für Oldtimer. Der Versicherungsschutz beginnt mit Einlösung des Versicherungsscheins, frühestens am ${fd(start, 'de')}. Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird.`,
    105,
    { size: 8 },
  );
  return doc(p, 'de', ins(pol, cover, total, start, end, ded));
}

/** 28: an Austrian Prämienvorschreibung with the premium in a box at the top, the details under it. */
export function atPraemieOben(rng: Random): Generated {
  const start = first(rng, 1985, 2025);
  const end = addDays(nextYear(start), -1);
  const y = yearOf(start);
  const cur = y < 2002 ? 'S' : 'EUR';
  const k = y < 2002 ? 13 : 1;
  const cover = rng.pick(['Teilkasko', 'Vollkasko']);
  const ded = r2(rng.pick([200, 350, 500]) * k);
  const hp = r2(rng.int(150, 400) * k);
  const kasko = r2(rng.int(80, 300) * k);
  const tax = r2((hp + kasko) * 0.11);
  const total = r2(hp + kasko + tax);
  const pol = `${rng.int(10, 99)}/${digits(rng, 6)}`;
  const insurer = rng.pick(['Wiener Städtische Versicherung', 'Grazer Wechselseitige', 'Tiroler Versicherung']);
  const p = new PageBuilder();
  p.box(40, 40, 515, 70, true);
  p.text(50, 'Zu zahlende Jahresprämie', { y: 62, size: 10 });
  p.text(545, `${cur} ${num(total, 'de')}`, { y: 66, size: 20, bold: true, align: 'right' });
  p.text(50, `für den Zeitraum ${fd(start, 'de')} bis ${fd(end, 'de')}`, { y: 96, size: 9 });
  p.y = 140;
  p.text(40, insurer, { size: 12, bold: true }).down(14);
  p.text(40, 'Prämienvorschreibung Kraftfahrzeug', { size: 10 }).down(24);
  const cols = [{ x: 40 }, { x: 230 }];
  for (const [l, v] of [
    ['Polizze Nr.', pol],
    ['Versicherungsnehmer', person(rng, 'de')],
    ['Fahrzeug', `${rng.pick(CARS_DE)}, Kennz. ${rng.pick(['W', 'G', 'L', 'T'])}-${rng.int(100, 9999)} ${upper(rng, 2)}`],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Versicherungsende', fd(end, 'de')],
    ['Kaskoart', cover],
    ['Selbstbehalt', `${cur} ${num(ded, 'de')}`],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  const c2 = [{ x: 40 }, { x: 400, align: 'right' as const }];
  for (const [l, v] of [
    ['Haftpflicht', hp],
    [cover, kasko],
    ['Versicherungssteuer 11 %', tax],
    ['Gesamtprämie', total],
  ] as [string, number][]) {
    row(p, c2, [l, num(v, 'de')], { size: 9.5, bold: l === 'Gesamtprämie' });
    p.down(14);
  }
  return doc(p, 'de', ins(pol, cover, total, start, end, ded));
}

/** 29: a Swiss Police with each caption printed to the right of its value. */
export function chLabelsRechts(rng: Random): Generated {
  const start = first(rng, 1996, 2025);
  const end = addDays(nextYear(start), -1);
  const cover = rng.pick(['Teilkasko', 'Vollkasko']);
  const ded = rng.pick([200, 500, 1000]);
  const total = r2(rng.int(280, 1400) + rng.pick([0, 0.35, 0.6]));
  const pol = `${rng.int(10, 99)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const insurer = rng.pick(['Helvetia Versicherungen', 'Basler Versicherung AG', 'Vaudoise Versicherungen']);
  const p = new PageBuilder();
  p.text(555, insurer, { size: 13, bold: true, align: 'right' }).down(40);
  p.text(40, 'Police Motorfahrzeugversicherung — Veteranenfahrzeug', { size: 12, bold: true }).down(28);
  for (const [v, l] of [
    [pol, 'Policen-Nr.'],
    [person(rng, 'de'), 'Versicherungsnehmer'],
    [rng.pick(CARS_DE), 'Fahrzeug'],
    [`${rng.pick(['ZH', 'BE', 'AG', 'SG'])} ${rng.int(1000, 99999)}`, 'Kontrollschild'],
    [fd(start, 'de'), 'Vertragsbeginn'],
    [fd(end, 'de'), 'Vertragsablauf'],
    [cover, 'Deckung'],
    [`CHF ${num(ded, 'ch')}`, 'Selbstbehalt'],
    [`CHF ${num(total, 'ch')}`, 'Jahresprämie inkl. Stempelabgabe'],
  ] as [string, string][]) {
    p.text(300, v, { size: 10.5, bold: true, align: 'right' });
    p.text(312, l, { size: 8 }).down(18);
  }
  p.down(20);
  para(
    p,
    40,
    'Die Prämie ist im Voraus zahlbar. Für Veteranenfahrzeuge gilt eine jährliche Fahrleistung von höchstens 5000 km. Es gelten die Allgemeinen Versicherungsbedingungen (AVB) Ausgabe 2014.',
    100,
    { size: 8 },
  );
  return doc(p, 'de', ins(pol, cover, total, start, end, ded));
}

/** 30: a British classic car schedule as a grid of boxed cells. */
export function ukGrid(rng: Random): Generated {
  const start = rng.date(1990, 2025);
  const end = addDays(nextYear(start), -1);
  const y = yearOf(start);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire & Theft', 'Agreed Value Comprehensive']);
  const ded = rng.pick([100, 150, 250, 500]);
  const prem = r2(rng.int(90, 480) + rng.int(0, 99) / 100);
  const ipt = y >= 1994 ? r2(prem * (y < 1997 ? 0.025 : y < 1999 ? 0.04 : y < 2011 ? 0.05 : y < 2017 ? 0.06 : 0.12)) : 0;
  const total = r2(prem + ipt);
  const pol = `${upper(rng, 3)}${digits(rng, 7)}`;
  const insurer = rng.pick(['Footman James', 'Heritage Motor Underwriting', 'Peter James Insurance']);
  const p = new PageBuilder();
  p.text(40, insurer, { size: 14, bold: true });
  p.text(555, 'Schedule', { size: 12, bold: true, align: 'right' }).down(30);
  const cells: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', person(rng, 'en')],
    ['Period from', fd(start, 'uk')],
    ['Period to', fd(end, 'uk')],
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration', plateUK(rng, rng.int(1960, 1985))],
    ['Cover', cover],
    ['Agreed value', `£${num(rng.int(8, 90) * 1000, 'en')}`],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles`],
    ['Excess', `£${ded}`],
    ['Use', 'Social, domestic & pleasure'],
    ['Club', rng.pick(['MG Car Club', 'TR Register', 'Jaguar Drivers Club'])],
    ['Premium', `£${num(prem, 'en')}`],
    ['Insurance Premium Tax', `£${num(ipt, 'en')}`],
    ['Total payable', `£${num(total, 'en')}`],
  ];
  grid(p, 40, 3, 171.67, ipt ? cells : cells.filter(([l]) => l !== 'Insurance Premium Tax'));
  p.down(24);
  para(
    p,
    40,
    'This schedule forms part of your policy and must be read together with the policy wording and any endorsements. Please check the details carefully and tell us at once if anything is incorrect.',
    105,
    { size: 8 },
  );
  return doc(p, 'en', ins(pol, cover, total, start, end, ded));
}

/** 31: a US declarations page in two columns: policy facts on the left, coverages and premiums on the right. */
export function usDeclTwoCol(rng: Random): Generated {
  const start = rng.date(1975, 2025);
  const months = rng.pick([6, 12]);
  const [ys, ms, ds] = start.split('-').map(Number);
  const em = ms + months;
  const end = `${ys + Math.floor((em - 1) / 12)}-${String(((em - 1) % 12) + 1).padStart(2, '0')}-${String(ds).padStart(2, '0')}`;
  const liab = rng.int(40, 220);
  const comp = rng.int(20, 140);
  const coll = rng.int(30, 200);
  const fee = rng.pick([0, 5, 10]);
  const total = liab + comp + coll + fee;
  const ded = rng.pick([100, 250, 500, 1000]);
  const pol = `${upper(rng, 2)} ${digits(rng, 3)}-${digits(rng, 4)}`;
  const insurer = rng.pick(['Hagerty Insurance Agency', 'Grundy Worldwide', 'American Collectors Insurance']);
  const p = new PageBuilder();
  p.text(40, insurer, { size: 14, bold: true }).down(14);
  p.text(40, 'AUTOMOBILE POLICY DECLARATIONS', { size: 11, bold: true }).down(30);
  let fy = p.y;
  for (const [l, v] of [
    ['POLICY NUMBER', pol],
    ['NAMED INSURED', person(rng, 'en')],
    ['POLICY PERIOD', `${fd(start, 'us')} to ${fd(end, 'us')}`],
    ['12:01 A.M. standard time', ''],
    ['VEHICLE', `${rng.int(1955, 1985)} ${rng.pick(CARS_EN)}`],
    ['VIN', vin(rng, rng.pick([11, 13, 17]))],
    ['PLATE', plateUS(rng)],
  ] as [string, string][]) {
    p.text(40, l, { y: fy, size: 7, bold: true });
    if (v) p.text(40, v, { y: fy + 12, size: 9.5 });
    fy += v ? 32 : 16;
  }
  p.box(240, p.y - 14, 0.01, 250);
  const cols = [{ x: 255 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['COVERAGE', 'LIMIT / DED.', 'PREMIUM'], { bold: true, size: 7.5 });
  p.down(16);
  for (const [c, l, v] of [
    ['Liability', `$${rng.pick(['100/300', '250/500', '50/100'])}K`, liab],
    ['Comprehensive', `$${ded} ded.`, comp],
    ['Collision', `$${ded} ded.`, coll],
    ['Policy fee', '', fee],
  ] as [string, string, number][]) {
    if (c === 'Policy fee' && !fee) continue;
    row(p, cols, [c, l, num(v, 'en')], { size: 9 });
    p.down(14);
  }
  p.down(6);
  row(p, cols, ['TOTAL POLICY PREMIUM', '', `$${num(total, 'en')}`], { bold: true, size: 9.5 });
  p.down(40);
  p.text(255, 'Stated Value coverage — physical damage', { size: 8 });
  return doc(p, 'en', ins(pol, 'Comprehensive', total, start, end, ded));
}

/** 32: an Irish motor certificate-and-schedule with a band across the page: Policy | From | To | Premium. */
export function ieBand(rng: Random): Generated {
  const start = rng.date(1988, 2025);
  const end = addDays(nextYear(start), -1);
  const y = yearOf(start);
  const cur = y < 2002 ? 'IR£' : '€';
  const cover = rng.pick(['Comprehensive', 'Third Party Fire & Theft']);
  const ded = cover === 'Comprehensive' ? rng.pick([100, 150, 250]) : undefined;
  const prem = r2(rng.int(120, 520) + rng.int(0, 99) / 100);
  const levy = r2(prem * 0.05);
  const total = r2(prem + levy);
  const pol = `${rng.pick(['CLM', 'VNT', 'HIS'])}/${digits(rng, 6)}`;
  const insurer = rng.pick(['Carole Nash Ireland', 'Vintage Insurance Ireland', 'Celtic Classic Cover']);
  const p = new PageBuilder();
  p.text(297, insurer, { size: 14, bold: true, align: 'center' }).down(12);
  p.text(297, 'Classic & Vintage Motor — Policy Schedule', { size: 10, align: 'center' }).down(26);
  const cells: [string, string][] = [
    ['Policy No.', pol],
    ['Cover from', fd(start, 'uk')],
    ['Cover to', fd(end, 'uk')],
    [`Total premium ${cur}`, num(total, 'en')],
  ];
  cells.forEach(([h, v], i) => {
    const x = 40 + i * 129;
    p.box(x, p.y, 128, 34, i === 3);
    p.text(x + 64, h, { y: p.y + 11, size: 7, align: 'center' });
    p.text(x + 64, v, { y: p.y + 27, size: 10.5, bold: true, align: 'center' });
  });
  p.down(60);
  const cols = [{ x: 40 }, { x: 220 }];
  const lines: [string, string][] = [
    ['Policyholder', person(rng, 'en')],
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration', `${rng.int(60, 89)}-${rng.pick(['D', 'C', 'G', 'WX'])}-${rng.int(100, 9999)}`],
    ['Cover', cover],
  ];
  if (ded !== undefined) lines.push(['Excess (own damage)', `${cur}${ded}`]);
  lines.push(['Premium', `${cur}${num(prem, 'en')}`], ['Government levy 5%', `${cur}${num(levy, 'en')}`]);
  for (const [l, v] of lines) {
    row(p, cols, [l, v], { size: 9.5 });
    p.down(15);
  }
  hline(p, 40, 515, p.y + 10);
  return doc(p, 'en', ins(pol, cover, total, start, end, ded));
}
