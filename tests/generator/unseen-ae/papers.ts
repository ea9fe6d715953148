/**
 * Insurers' and registries' forms with numbered fields: a Franconian Versicherungsschein whose fields are "Feld 1 …",
 * an Upper Austrian Polizze with lettered boxes (A)–(H), a Zurich Oberland Versicherungsausweis; a Scottish cover note
 * with numbered sections, a Pennsylvania declarations page with coverages A–E, a New Zealand renewal notice. A
 * Zulassungsbescheinigung Teil I with the EU codes (A, B, C.1.1 …), a Viennese Zulassungsschein, a Zurich
 * Fahrzeugausweis with numbered fields; a Wisconsin registration card and a New Zealand licence label. A Saxon
 * Fahrzeugbrief; Minnesota, Pennsylvania and Wisconsin certificates of title.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  CARS_DE,
  CARS_SH,
  CARS_US,
  carIn,
  cell,
  cellRow,
  chassis,
  dayIn,
  doc,
  fd,
  num,
  person,
  plateDE,
  r2,
  street,
  streetEn,
  STREETS_DE,
  STREETS_US,
  surname,
  tick,
  town,
} from './kit';

const nextYear = (iso: string, n = 1) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;

// ——— insurance ———

/** Franconia, 1975–2001: a Versicherungsschein whose fields are numbered (Feld 1 …), values under the numbers. */
export function versicherungsscheinFelder(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1975, 2001);
  const start = `${paperYear}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = nextYear(start);
  const insurer = rng.pick(['Fränkische Kraftfahrt-Versicherung a.G.', 'Nürnberger Allgemeine Versicherungs-AG', 'Bayerische Kfz-Versicherung VaG']);
  p.text(40, insurer, { y: 48, size: 12, bold: true });
  p.text(40, 'Versicherungsschein — Kraftfahrtversicherung', { y: 66, size: 11 });
  const pol = `${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const cover = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko', 'Haftpflicht']);
  const ded = cover === 'Haftpflicht' ? 0 : rng.pick([300, 500, 650, 1000]);
  const hp = rng.int(180, 900);
  const kasko = cover === 'Haftpflicht' ? 0 : rng.int(60, 700);
  const tax = r2(((hp + kasko) * (paperYear < 1989 ? 7 : paperYear < 1993 ? 10 : paperYear < 1995 ? 12 : 15)) / 100);
  const premium = r2(hp + kasko + tax);
  const f: [string, string, string][] = [
    ['Feld 1', 'Versicherungsnehmer', person(rng, 'fra')],
    ['Feld 2', 'Versicherungsschein-Nr.', pol],
    ['Feld 3', 'Amtl. Kennzeichen', plateDE(rng, rng.pick(['BA', 'ER', 'N', 'FÜ', 'BT']))],
    ['Feld 4', 'Fahrzeug', `${car.make} ${car.model}`],
    ['Feld 5', 'Versicherungsbeginn', fd(start, 'de')],
    ['Feld 6', 'Ablauf', fd(end, 'de')],
    ['Feld 7', 'Versicherungsumfang', cover],
    ['Feld 8', 'Selbstbeteiligung DM', ded ? num(ded, 'de') : '—'],
  ];
  f.forEach(([code, label, value], i) => {
    const x = 40 + (i % 2) * 250;
    const y = 84 + Math.floor(i / 2) * 36;
    cell(p, x, y, 250, 36, `${code}  ${label}`, value, { size: 10.5, dx: 14 });
  });
  let y = 244;
  p.text(40, 'Beitragsberechnung', { y, size: 10, bold: true });
  y += 8;
  const rows: [string, string, number][] = [['Feld 9', 'Kfz-Haftpflicht', hp]];
  if (kasko) rows.push(['Feld 10', cover.includes('Voll') ? 'Vollkasko' : 'Teilkasko', kasko]);
  rows.push(['Feld 11', 'Versicherungsteuer', tax], ['Feld 12', 'Jahresbeitrag DM', premium]);
  for (const [code, label, v] of rows) {
    cell(p, 300, y, 240, 20, `${code}  ${label}`, num(v, 'de'), {
      lab: 'left',
      labSize: 7.5,
      align: 'right',
      bold: code === 'Feld 12',
      fill: code === 'Feld 12',
    });
    y += 20;
  }
  p.text(40, `Hauptfälligkeit: 1. ${fd(start, 'de').slice(3)}`, { y: 262, size: 9 });
  p.text(40, 'Es gelten die Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB).', { y: y + 24, size: 7.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    ...(ded ? { deductible: ded } : {}),
  });
}

/** Upper Austria, 1980–2015: a Polizze with lettered boxes (A)–(H), the values under the letters; Prämie with Versicherungssteuer. */
export function polizzeOoe(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1980, 2015);
  const euro = paperYear >= 2002;
  const start = dayIn(rng, paperYear);
  const end = addDays(nextYear(start), -1);
  const insurer = rng.pick(['Oberösterreichische Versicherung AG', 'Linzer Wechselseitige Versicherung', 'Mühlviertler Brandschaden']);
  p.text(297, insurer, { y: 48, size: 12, bold: true, align: 'center' });
  p.text(297, 'POLIZZE · Kraftfahrzeug-Haftpflicht und Kasko', { y: 62, size: 9, align: 'center' });
  const pol = `${rng.pick(['K', 'KH'])}${rng.int(1000000, 9999999)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht', 'Haftpflicht und Vollkasko']);
  const ded = cover === 'Haftpflicht' ? 0 : euro ? rng.pick([200, 300, 500]) : rng.pick([3000, 5000, 7000]);
  const net = euro ? rng.int(220, 980) : rng.int(3500, 14000);
  const vs = r2(net * 0.11);
  const premium = r2(net + vs);
  const cur = euro ? 'EUR' : 'S';
  const boxes: [string, string, string, number][] = [
    ['(A)', 'Versicherungsnehmer', person(rng, 'ooe'), 300],
    ['(B)', 'Polizzennummer', pol, 200],
    ['(C)', 'Kennzeichen', `${rng.pick(['L', 'WE', 'SR', 'VB', 'GM'])}-${rng.int(100, 999)}${rng.pick(['AB', 'K', 'XY', 'MT'])}`, 150],
    ['(D)', 'Fahrzeug', `${car.make} ${car.model}`, 350],
    ['(E)', 'Beginn', fd(start, 'de'), 250],
    ['(F)', 'Ablauf', fd(end, 'de'), 250],
    ['(G)', 'Deckung', cover, 300],
    ['(H)', `Selbstbehalt ${cur}`, ded ? num(ded, 'de') : 'keiner', 200],
  ];
  let x = 40;
  let y = 80;
  for (const [code, label, value, w] of boxes) {
    if (x + w > 541) {
      x = 40;
      y += 40;
    }
    p.box(x, y, w, 40);
    p.text(x + 3, code, { y: y + 10, size: 8, bold: true }).text(x + 22, label, { y: y + 10, size: 6.5 });
    p.text(x + 10, value, { y: y + 30, size: 10.5 });
    x += w;
  }
  y += 60;
  for (const [l, v, b] of [
    ['Nettoprämie jährlich', net, false],
    ['Versicherungssteuer 11 %', vs, false],
    [`Jahresprämie ${cur}`, premium, true],
  ] as [string, number, boolean][]) {
    p.text(300, l, { y: y + 13, size: 9, bold: b });
    cell(p, 440, y, 100, 19, '', num(v, 'de'), { align: 'right', bold: b, fill: b });
    y += 19;
  }
  p.text(40, `Die Versicherung verlängert sich jeweils um ein Jahr, sofern sie nicht gekündigt wird.`, { y: y + 20, size: 7.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    ...(ded ? { deductible: ded } : {}),
  });
}

/** Zurich Oberland, 1985–2020: a Versicherungsausweis for a Veteranenfahrzeug — agreed value, the premium with Stempelabgabe. */
export function versicherungsausweisZh(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, paperYear } = carIn(rng, CARS_DE, 1985, 2020);
  const start = `${paperYear}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(nextYear(start), -1);
  const [plz, ort] = town(rng, 'zho');
  const insurer = rng.pick(['Zürcher Oberländer Versicherung', 'Helvetia Agentur Wetzikon', 'Mobiliar Generalagentur Uster']);
  p.text(40, insurer, { y: 48, size: 12, bold: true });
  p.text(40, 'Versicherungsausweis · Motorfahrzeug-Versicherung (Veteranenfahrzeug)', { y: 62, size: 9 });
  const pol = `${rng.int(10, 99)}.${rng.int(100000, 999999)}`;
  const agreed = rng.int(12, 140) * 1000;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko']);
  const ded = rng.pick([200, 500, 1000]);
  const net = r2(rng.int(280, 1400) + rng.pick([0, 0.5, 0.2]));
  const stamp = r2(net * 0.05);
  const premium = r2(net + stamp);
  cellRow(p, 40, 76, 30, [
    [250, '1  Versicherungsnehmer', person(rng, 'zho')],
    [250, '2  Adresse', `${plz} ${ort}`],
  ]);
  cellRow(p, 40, 106, 30, [
    [170, '3  Police-Nr.', pol],
    [170, '4  Kontrollschild', `ZH ${rng.int(1000, 499999)}`],
    [160, '5  Marke / Typ', `${car.make} ${car.model}`],
  ]);
  cellRow(p, 40, 136, 30, [
    [170, '6  Vertragsbeginn', fd(start, 'de')],
    [170, '7  Vertragsablauf', fd(end, 'de')],
    [160, '8  Vereinbarter Wert Fr.', num(agreed, 'ch')],
  ]);
  cellRow(p, 40, 166, 30, [
    [330, '9  Deckung', cover],
    [170, '10  Selbstbehalt Fr.', num(ded, 'ch')],
  ]);
  let y = 216;
  for (const [l, v, b] of [
    ['Nettoprämie', net, false],
    ['Eidg. Stempelabgabe 5 %', stamp, false],
    ['Total Jahresprämie Fr.', premium, true],
  ] as [string, number, boolean][]) {
    cell(p, 300, y, 240, 20, l, num(v, 'ch'), { lab: 'left', labSize: 8, align: 'right', bold: b, fill: b });
    y += 20;
  }
  p.text(40, 'Fahrleistung höchstens 5000 km pro Jahr. Kein Alltagsgebrauch.', { y: y + 20, size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
    appraisedValue: agreed,
  });
}

/** Scotland, 1968–2000: a cover note with numbered sections, the premium and the period of cover. */
export function coverNoteScotland(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(1968, 2000);
  const start = dayIn(rng, year);
  const end = addDays(start, rng.pick([30, 60]));
  const insurer = rng.pick(['Caledonian Motor Insurance Co. Ltd', 'The Perth General Assurance Society', 'Highland Mutual Insurance Ltd']);
  p.text(297, insurer, { y: 48, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, 'TEMPORARY COVER NOTE — MOTOR', { y: 64, size: 10, align: 'center' });
  const note = `CN ${rng.int(100000, 999999)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Third Party Only']);
  const premium = r2(year < 1980 ? rng.int(8, 30) : rng.int(35, 140));
  const secs: [string, string, string][] = [
    ['1', 'Name of insured', person(rng, 'sco')],
    ['2', 'Cover note number', note],
    ['3', 'Registration mark', `${['GS', 'SK', 'ES', 'AS'][rng.int(0, 3)]}${rng.pick(['H', 'J', 'K', 'L'])} ${rng.int(100, 999)}`],
    ['4', 'Effective from', `${fd(start, 'uk')} at 12 noon`],
    ['5', 'Expiring', `${fd(end, 'uk')} at 12 noon`],
    ['6', 'Cover', cover],
    ['7', 'Premium deposit', `£${num(premium, 'en')}`],
  ];
  let y = 84;
  for (const [n, l, v] of secs) {
    p.box(40, y, 500, 28);
    p.text(46, `${n}.`, { y: y + 12, size: 9, bold: true }).text(62, l, { y: y + 12, size: 7.5 });
    p.text(240, v, { y: y + 18, size: 10.5 });
    y += 28;
  }
  p.text(40, 'This cover note is valid for the period stated and is a certificate of insurance under the Road Traffic Acts.', { y: y + 20, size: 7 });
  return doc(p, 'en', { documentType: 'insurance', policyNumber: note, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end });
}

/** Pennsylvania, 1975–2020: a declarations page with coverages lettered A–E, premiums per coverage, a total. */
export function declarationsPa(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1975, 2020);
  const start = dayIn(rng, paperYear);
  const end = rng.chance(0.5) ? nextYear(start) : addDays(start, 182);
  const insurer = rng.pick(['Keystone Mutual Insurance Co.', 'Lancaster County Farmers Mutual', 'Penn Valley Casualty Co.']);
  p.text(40, insurer, { y: 46, size: 12, bold: true }).text(40, 'AUTOMOBILE POLICY DECLARATIONS', { y: 60, size: 10 });
  const pol = `PA-${rng.int(100, 999)}-${rng.int(10000, 99999)}`;
  cellRow(
    p,
    40,
    70,
    28,
    [
      [200, 'ITEM 1. NAMED INSURED', person(rng, 'pa')],
      [150, 'POLICY NUMBER', pol],
      [150, 'POLICY PERIOD', `${fd(start, 'us')} to ${fd(end, 'us')}`],
    ],
    { labSize: 6 },
  );
  cell(p, 40, 98, 500, 28, 'ITEM 2. DESCRIBED AUTO', `${year} ${car.make} ${car.model}   VIN ${chassis(rng, year < 1981 ? 13 : 17)}`, { labSize: 6 });
  const covs: [string, string, string, number][] = [
    ['A', 'Bodily injury liability', '$15,000 / $30,000', rng.int(40, 220)],
    ['B', 'Property damage liability', '$5,000', rng.int(20, 90)],
    ['C', 'First party benefits', '$5,000', rng.int(10, 60)],
  ];
  const coll = rng.chance(0.7);
  const ded = rng.pick([100, 250, 500]);
  if (coll) covs.push(['D', 'Comprehensive', `ACV less $${ded}`, rng.int(15, 90)], ['E', 'Collision', `ACV less $${ded}`, rng.int(40, 260)]);
  const cover = (coll ? 'Liability, comprehensive and collision' : 'Liability only').toUpperCase();
  p.text(40, `ITEM 3. COVERAGES PROVIDED: ${cover.toUpperCase()}`, { y: 140, size: 8.5 });
  let y = 150;
  p.box(40, y, 500, 16, true);
  p.text(44, 'COVERAGE', { y: y + 11, size: 7 })
    .text(300, 'LIMITS', { y: y + 11, size: 7 })
    .text(536, 'PREMIUM', { y: y + 11, size: 7, align: 'right' });
  y += 30;
  for (const [c, n, l, prem] of covs) {
    p.text(46, c, { y, size: 10, bold: true })
      .text(64, n, { y, size: 10 })
      .text(300, l, { y, size: 9.5 })
      .text(536, `$${num(prem, 'en')}`, { y, size: 10, align: 'right' });
    y += 15;
  }
  const total = covs.reduce((a, c) => a + c[3], 0);
  p.box(40, 150, 500, y - 150);
  cell(p, 360, y + 4, 180, 22, 'TOTAL POLICY PREMIUM', `$${num(total, 'en')}`, { lab: 'left', labSize: 7, align: 'right', bold: true, fill: true });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    ...(coll ? { deductible: ded } : {}),
  });
}

/** New Zealand, 1990–2020: a renewal notice for a vintage car — boxed period, agreed value, premium incl. GST and the levy line. */
export function renewalNoticeNz(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_SH, 1990, 2020);
  const start = dayIn(rng, paperYear);
  const end = nextYear(start);
  const insurer = rng.pick(['Southern Cross Vintage Car Insurance', 'Kiwi Classic Cover Ltd', 'Canterbury Mutual']);
  p.text(40, insurer, { y: 46, size: 12, bold: true }).text(555, 'RENEWAL NOTICE', { y: 46, size: 11, bold: true, align: 'right' });
  const pol = `VC${rng.int(100000, 999999)}`;
  const agreed = rng.int(6, 60) * 1000;
  const base = r2(rng.int(180, 700) + rng.int(0, 99) / 100);
  const fsl = r2(rng.int(5, 12) + 0.08);
  const gstR = start < '2010-10-01' ? 12.5 : 15;
  const gst = r2(((base + fsl) * gstR) / 100);
  const premium = r2(base + fsl + gst);
  const ded = rng.pick([250, 500, 1000]);
  cellRow(p, 40, 64, 30, [
    [250, 'Insured', person(rng, 'nz')],
    [120, 'Policy no.', pol],
    [130, 'Vehicle', `${year} ${car.make}`],
  ]);
  cellRow(p, 40, 94, 30, [
    [180, 'Period of insurance from', fd(start, 'uk')],
    [150, 'to 4 pm on', fd(end, 'uk')],
    [170, 'Agreed value', `$${num(agreed, 'en')}`],
  ]);
  cellRow(p, 40, 124, 30, [
    [250, 'Cover', 'Comprehensive — agreed value'],
    [250, 'Excess', `$${num(ded, 'en')}`],
  ]);
  let y = 170;
  for (const [l, v, b] of [
    ['Premium', base, false],
    ['Fire service levy', fsl, false],
    [`GST ${gstR}%`, gst, false],
    ['Total to pay (incl. GST)', premium, true],
  ] as [string, number, boolean][]) {
    cell(p, 300, y, 240, 19, l, `$${num(v, 'en')}`, { lab: 'left', labSize: 8, align: 'right', bold: b, fill: b });
    y += 19;
  }
  tick(p, 40, 188, true, 'Limited use — club events and maintenance runs', 'box', 8.5);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive — agreed value',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
    appraisedValue: agreed,
  });
}

// ——— registrations ———

/** Saxony and Franconia, 2005–2022: a Zulassungsbescheinigung Teil I, fields by their EU codes with the values below. */
export function zb1Codes(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 2005, 2022);
  const issue = dayIn(rng, paperYear);
  const r = rng.pick(['sax', 'fra'] as const);
  const sign = r === 'sax' ? rng.pick(['C', 'Z', 'V', 'FG', 'ERZ']) : rng.pick(['BA', 'ER', 'FÜ', 'AN', 'CO']);
  const plate = `${plateDE(rng, sign)}H`;
  const no = `${rng.pick(['AB', 'AC', 'AF', 'AH'])}${rng.int(1000000, 9999999)}`;
  p.text(297, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { y: 40, size: 7, align: 'center' });
  p.text(297, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 56, size: 12, bold: true, align: 'center' });
  p.text(540, no, { y: 76, size: 11, align: 'right', bold: true });
  const codes: [string, string, number][] = [
    ['A', plate, 120],
    ['B', fd(`${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de'), 110],
    ['I', fd(issue, 'de'), 110],
    ['E', chassis(rng, year < 1981 ? 10 : 17), 160],
    ['C.1.1', surname(rng, r), 160],
    ['C.1.2', person(rng, r).split(' ')[0], 130],
    ['C.1.3', `${town(rng, r)[0]} ${town(rng, r)[1]}`, 210],
    ['D.1', car.make.toUpperCase(), 140],
    ['D.3', car.model.toUpperCase(), 180],
    ['P.1', String(rng.int(1100, 2800)), 90],
    ['P.2', String(rng.int(25, 130)), 90],
    ['J', 'M1', 80],
  ];
  let x = 40;
  let y = 88;
  for (const [c, v, w] of codes) {
    if (x + w > 541) {
      x = 40;
      y += 32;
    }
    p.box(x, y, w, 32);
    p.text(x + 3, `(${c})`, { y: y + 9, size: 7, bold: true });
    p.text(x + 8, v, { y: y + 25, size: 10 });
    x += w;
  }
  p.text(40, 'Zulassungsbehörde: Landratsamt · Dienstsiegel', { y: y + 60, size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** Vienna, 1975–2010: a Zulassungsschein with boxed fields, the labels at the foot of each box; the number top right. */
export function zulassungsscheinWien(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1975, 2010);
  const issue = dayIn(rng, paperYear);
  const plate = `W ${rng.int(1000, 99999)} ${rng.pick(['A', 'B', 'C', 'D', 'H', 'K'])}`;
  const no = `${rng.int(10, 99)}/${rng.int(100000, 999999)}`;
  p.text(40, 'REPUBLIK ÖSTERREICH', { y: 40, size: 8 });
  p.text(40, 'ZULASSUNGSSCHEIN', { y: 58, size: 14, bold: true });
  p.text(555, `Nr. ${no}`, { y: 58, size: 11, align: 'right' });
  const o = { lab: 'bl', labSize: 6, size: 10.5 } as const;
  cellRow(
    p,
    40,
    72,
    34,
    [
      [160, 'Behördliches Kennzeichen', plate],
      [180, 'Zulassungsbesitzer', person(rng, 'wien')],
      [160, 'Datum der Zulassung', fd(issue, 'de')],
    ],
    o,
  );
  cellRow(
    p,
    40,
    106,
    34,
    [
      [160, 'Marke', car.make],
      [180, 'Type', car.model],
      [160, 'Baujahr', String(year)],
    ],
    o,
  );
  cellRow(
    p,
    40,
    140,
    34,
    [
      [220, 'Fahrgestellnummer', chassis(rng, 10)],
      [140, 'Motornummer', `${rng.int(100000, 999999)}`],
      [140, 'Hubraum ccm', String(rng.int(600, 2800))],
    ],
    o,
  );
  p.text(40, 'Magistratisches Bezirksamt · Verkehrsamt Wien', { y: 200, size: 8 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** Zurich Oberland, 1970–2020: a Fahrzeugausweis with numbered fields; Kontrollschild in field 15, the Stammnummer in 18. */
export function fahrzeugausweisZh(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1970, 2020);
  const issue = dayIn(rng, paperYear);
  const plate = `ZH ${rng.int(1000, 699999)}`;
  const stamm = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.text(40, 'Schweizerische Eidgenossenschaft · Kanton Zürich', { y: 40, size: 7.5 });
  p.text(40, 'Fahrzeugausweis', { y: 58, size: 14, bold: true }).text(555, 'Strassenverkehrsamt des Kantons Zürich', { y: 58, size: 8, align: 'right' });
  const fl: [string, string, string, number][] = [
    ['01', 'Name, Vornamen', person(rng, 'zho'), 250],
    ['04', 'Ort', town(rng, 'zho')[1], 250],
    ['15', 'Kontrollschild', plate, 170],
    ['18', 'Stammnummer', stamm, 160],
    ['23', 'Fahrgestell-Nr.', chassis(rng, 12), 170],
    ['21', 'Marke und Typ', `${car.make} ${car.model}`, 250],
    ['36', '1. Inverkehrsetzung', fd(`${year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de'), 130],
    ['38', 'Ausstellungsdatum', fd(issue, 'de'), 120],
  ];
  let x = 40;
  let y = 72;
  for (const [n, l, v, w] of fl) {
    if (x + w > 541) {
      x = 40;
      y += 32;
    }
    cell(p, x, y, w, 32, `${n}  ${l}`, v, { dx: 6 });
    x += w;
  }
  tick(p, 40, y + 52, rng.chance(0.5), '66  Veteranenfahrzeug', 'box', 8);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: stamm, plateNumber: plate });
}

/** Wisconsin, 1970–2010: a registration card — boxes in a grid, the expiry in its own box. */
export function registrationCardWi(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1970, 2010);
  const issue = dayIn(rng, paperYear);
  const exp = `${paperYear + 1}-${issue.slice(5, 7)}-${new Date(Date.UTC(paperYear + 1, Number(issue.slice(5, 7)), 0)).getUTCDate()}`;
  const plate = rng.chance(0.4) ? `${rng.int(10000, 99999)} C` : `${rng.pick(['ABC', 'KRP', 'NYT', 'HTW'])}-${rng.int(100, 999)}`;
  const doc_ = `${rng.int(10000000, 99999999)}`;
  p.text(40, 'WISCONSIN DEPARTMENT OF TRANSPORTATION', { y: 40, size: 8, bold: true });
  p.text(40, 'REGISTRATION CARD', { y: 56, size: 13, bold: true });
  cellRow(
    p,
    40,
    66,
    28,
    [
      [120, 'PLATE NO.', plate],
      [140, 'DOCUMENT NO.', doc_],
      [120, 'ISSUE DATE', fd(issue, 'us')],
      [120, 'EXPIRES', fd(exp, 'us')],
    ],
    { labSize: 6 },
  );
  cellRow(
    p,
    40,
    94,
    28,
    [
      [80, 'YEAR', String(year)],
      [100, 'MAKE', car.make.toUpperCase()],
      [120, 'BODY', rng.pick(['2D', '4D', 'CV', 'PK'])],
      [200, 'VIN', chassis(rng, year < 1981 ? 11 : 17)],
    ],
    { labSize: 6 },
  );
  cell(p, 40, 122, 500, 40, 'OWNER', `${person(rng, 'wi').toUpperCase()}\u2003${town(rng, 'wi')[1].toUpperCase()} WI`, { labSize: 6 });
  p.text(40, 'Keep this card in the vehicle. Plates: ' + (plate.endsWith('C') ? 'COLLECTOR' : 'AUTOMOBILE'), { y: 180, size: 7 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: doc_, plateNumber: plate, expiryDate: exp });
}

/** New Zealand, 1990–2020: a vehicle licence (the label and its counterfoil) — plate, licence no., expiry. */
export function licenceLabelNz(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_SH, 1990, 2020);
  const issue = dayIn(rng, paperYear);
  const months = rng.pick([3, 6, 12]);
  const expD = new Date(`${issue}T12:00:00Z`);
  expD.setUTCMonth(expD.getUTCMonth() + months);
  const exp = expD.toISOString().slice(0, 10);
  const plate = `${rng.pick(['AB', 'FK', 'HT', 'LM', 'PQ'])}${rng.int(1000, 9999)}`;
  const lic = `${rng.int(1000000, 9999999)}`;
  p.box(40, 40, 250, 160);
  p.text(165, 'VEHICLE LICENCE', { y: 60, size: 10, bold: true, align: 'center' });
  p.text(165, plate, { y: 100, size: 22, bold: true, align: 'center' });
  p.text(165, `EXPIRES ${fd(exp, 'uk')}`, { y: 130, size: 11, align: 'center' });
  p.text(165, `${year} ${car.make.toUpperCase()} ${car.model.toUpperCase()}`, { y: 150, size: 8, align: 'center' });
  p.text(165, `Licence no. ${lic}`, { y: 176, size: 8, align: 'center' });
  p.text(310, 'Counterfoil — keep for your records', { y: 50, size: 7 });
  cellRow(
    p,
    310,
    58,
    28,
    [
      [110, 'Plate', plate],
      [120, 'Licence no.', lic],
    ],
    { labSize: 6 },
  );
  cellRow(
    p,
    310,
    86,
    28,
    [
      [110, 'Months', String(months)],
      [120, 'Expiry', fd(exp, 'uk')],
    ],
    { labSize: 6 },
  );
  cell(p, 310, 114, 230, 28, 'Registered person', person(rng, 'nz'), { labSize: 6 });
  cell(p, 310, 142, 230, 28, 'Fee paid incl. GST and ACC levy', `$${num(r2(rng.int(40, 240) + 0.2), 'en')}`, { labSize: 6 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: lic, plateNumber: plate, expiryDate: exp });
}

// ——— titles ———

/** Saxony, 1991–2004: a Fahrzeugbrief with numbered Ziffern, the Brief number top right, the date of issue at the stamp. */
export function fahrzeugbriefSachsen(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1991, 2004);
  const issue = dayIn(rng, paperYear);
  const no = `${rng.pick(['DA', 'DB', 'DF', 'DK'])} ${rng.int(100000, 999999)}`;
  const [plz, ort] = town(rng, 'sax');
  p.text(297, 'Fahrzeugbrief', { y: 50, size: 16, bold: true, serif: true, align: 'center' });
  p.text(540, `Nr. ${no}`, { y: 50, size: 11, align: 'right' });
  const z: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller', car.make],
    ['3', 'Typ', car.model],
    ['4', 'Fahrzeug-Identifizierungsnummer', chassis(rng, year < 1981 ? 10 : 17)],
    ['5', 'Tag der ersten Zulassung', fd(`${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
    ['6', 'Name, Vorname des Halters', person(rng, 'sax')],
    ['7', 'Anschrift', `${street(rng, STREETS_DE)}, ${plz} ${ort}`],
    ['8', 'Amtliches Kennzeichen', plateDE(rng, rng.pick(['C', 'Z', 'PL', 'DL']))],
  ];
  let y = 70;
  for (const [n, l, v] of z) {
    p.box(40, y, 500, 30);
    p.text(44, `Ziffer ${n}`, { y: y + 9, size: 6.5, bold: true }).text(90, l, { y: y + 9, size: 6.5 });
    p.text(110, v, { y: y + 24, size: 10.5 });
    y += 30;
  }
  p.text(300, `${ort}, den ${fd(issue, 'de')}`, { y: y + 30, size: 10 });
  p.text(300, 'Zulassungsstelle — Siegel, Unterschrift', { y: y + 44, size: 7 });
  return doc(p, 'de', { documentType: 'title', date: issue, registrationNumber: no });
}

/** Minnesota, 1968–2005: a certificate of title — a grid of cells, title number, issue date, lienholder box "NONE". */
export function titleMinnesota(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1968, 2005);
  const issue = dayIn(rng, paperYear);
  const no = `${rng.pick(['A', 'B', 'K'])}${rng.int(1000000, 9999999)}`;
  p.text(297, 'STATE OF MINNESOTA', { y: 44, size: 10, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE', { y: 62, size: 15, bold: true, serif: true, align: 'center' });
  cellRow(
    p,
    40,
    76,
    30,
    [
      [140, 'TITLE NUMBER', no],
      [120, 'DATE ISSUED', fd(issue, 'us')],
      [80, 'YEAR', String(year)],
      [160, 'MAKE', car.make.toUpperCase()],
    ],
    { labSize: 6 },
  );
  cellRow(
    p,
    40,
    106,
    30,
    [
      [260, 'VEHICLE IDENTIFICATION NUMBER', chassis(rng, year < 1981 ? 12 : 17)],
      [120, 'BODY', rng.pick(['2DR HT', '4DR SED', 'CONV', 'PICKUP'])],
      [120, 'ODOMETER', `${rng.int(10, 190)},${String(rng.int(0, 999)).padStart(3, '0')}`],
    ],
    { labSize: 6 },
  );
  cell(p, 40, 136, 500, 40, 'REGISTERED OWNER(S)', `${person(rng, 'mn').toUpperCase()}, ${town(rng, 'mn')[1].toUpperCase()} MN`, { labSize: 6 });
  cell(p, 40, 176, 500, 30, 'FIRST SECURED PARTY', 'NONE', { labSize: 6 });
  p.text(40, 'The Registrar of Motor Vehicles certifies that the person named is the owner of the vehicle described.', { y: 224, size: 7.5 });
  return doc(p, 'en', { documentType: 'title', date: issue, registrationNumber: no });
}

/** Pennsylvania, 1975–2015: a certificate of title with numbered blocks and an assignment section left blank. */
export function titlePennsylvania(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1975, 2015);
  const issue = dayIn(rng, paperYear);
  const no = `${rng.int(10000000, 99999999)}${rng.int(10, 99)}`;
  p.text(297, 'COMMONWEALTH OF PENNSYLVANIA · DEPARTMENT OF TRANSPORTATION', { y: 44, size: 8, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 60, size: 13, bold: true, align: 'center' });
  const b: [string, string, string, number][] = [
    ['1', 'TITLE NO.', no, 170],
    ['2', 'VEHICLE IDENTIFICATION NO.', chassis(rng, year < 1981 ? 13 : 17), 210],
    ['3', 'YEAR', String(year), 120],
    ['4', 'MAKE', car.make.toUpperCase(), 170],
    ['5', 'BODY TYPE', rng.pick(['SD', 'CP', 'CV', 'PK']), 100],
    ['6', 'ISSUE DATE', fd(issue, 'us'), 230],
    ['7', 'OWNER', `${person(rng, 'pa').toUpperCase()}, ${town(rng, 'pa')[1].toUpperCase()} PA`, 500],
    ['8', 'LIENHOLDER', 'NONE', 500],
  ];
  let x = 40;
  let y = 72;
  for (const [n, l, v, w] of b) {
    if (x + w > 541) {
      x = 40;
      y += 32;
    }
    cell(p, x, y, w, 32, `${n}. ${l}`, v, { labSize: 6, dx: 4 });
    x += w;
  }
  y += 50;
  p.text(40, 'ASSIGNMENT OF TITLE BY OWNER', { y, size: 8, bold: true });
  cellRow(
    p,
    40,
    y + 6,
    26,
    [
      [250, 'PURCHASER', ''],
      [130, 'DATE OF SALE', ''],
      [120, 'ODOMETER', ''],
    ],
    { labSize: 6 },
  );
  return doc(p, 'en', { documentType: 'title', date: issue, registrationNumber: no });
}

/** Wisconsin, 1980–2020: a title printed with the owner box and the "collector vehicle" tick box, the date above its value. */
export function titleWisconsin(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1980, 2020);
  const issue = dayIn(rng, paperYear);
  const no = `${rng.int(100000000, 999999999)}`;
  p.text(40, 'STATE OF WISCONSIN', { y: 44, size: 9, bold: true }).text(40, 'Certificate of Title', { y: 62, size: 15, serif: true });
  p.text(555, 'Wisconsin Department of Transportation', { y: 44, size: 7.5, align: 'right' });
  cell(p, 380, 50, 160, 30, 'Title Number', no, { labSize: 6, bold: true });
  cellRow(
    p,
    40,
    90,
    30,
    [
      [80, 'Year', String(year)],
      [130, 'Make', car.make],
      [130, 'Model', car.model],
      [160, 'Date of Issue', fd(issue, 'uslong')],
    ],
    { labSize: 6 },
  );
  cell(p, 40, 120, 500, 30, 'Vehicle Identification Number', chassis(rng, year < 1981 ? 11 : 17), { labSize: 6 });
  cell(p, 40, 150, 500, 40, 'Owner Name and Address', `${person(rng, 'wi')}, ${streetEn(rng, STREETS_US)}, ${town(rng, 'wi')[1]} WI`, { labSize: 6 });
  tick(p, 40, 210, year <= 1995, 'Collector vehicle', 'box', 8.5);
  tick(p, 160, 210, false, 'Salvage', 'box', 8.5);
  tick(p, 240, 210, false, 'Rebuilt', 'box', 8.5);
  return doc(p, 'en', { documentType: 'title', date: issue, registrationNumber: no });
}
