/**
 * Insurance: a Swiss Police with Eidg. Stempelabgabe, an Austrian Polizze paid quarterly, a German
 * Oldtimer Nachtrag in DM, a British classic-car schedule with agreed value, an Irish schedule with a
 * deposit and instalments, and a British renewal letter with last year's premium beside this year's.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, chf, dDe, dEn, digits, dm, doc, en, eurAt, eurIe, gbp, PageBuilder, r2, rule, wrap, yearLater } from './kit';

/** Swiss Police: section rows with premiums, one Selbstbehalt, total with stamp duty, contract dates in a right block. */
export function swissPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Rigi Mobil Versicherungen AG', 'Alpina Motorfahrzeug-Versicherung', 'Zürichsee Assekuranz AG']);
  const start = `${rng.int(2008, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearLater(start);
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const cover = rng.pick(['Vollkasko', 'Teilkasko']);
  const sb = cover === 'Vollkasko' ? rng.pick([500, 1000, 1500]) : rng.pick([200, 250, 300]);
  const liab = r2(rng.int(38000, 78000) / 100);
  const kasko = r2(rng.int(cover === 'Vollkasko' ? 52000 : 9000, cover === 'Vollkasko' ? 140000 : 28000) / 100);
  const net = r2(liab + kasko);
  const stamp = r2(net * 0.05);
  const total = r2(net + stamp);
  p.text(50, insurer, { y: 55, size: 14, bold: true });
  p.text(50, 'Motorfahrzeugversicherung', { y: 72, size: 10 });
  p.text(50, 'Herr Reto Ammann', { y: 120 });
  p.text(50, 'Bahnhofplatz 2', { y: 133 });
  p.text(50, '6300 Zug', { y: 146 });
  const block: [string, string][] = [
    ['Police Nr.', pol],
    ['Ausgestellt am', dDe(addDays(start, -rng.int(10, 40)))],
    ['Vertragsbeginn', dDe(start)],
    ['Vertragsablauf', dDe(end)],
    ['Prämienfälligkeit', dDe(start).slice(0, 6)],
  ];
  block.forEach(([k, v], i) => {
    p.text(340, k, { y: 115 + i * 14, size: 9 });
    p.text(450, v, { y: 115 + i * 14, size: 9, bold: i === 0 });
  });
  p.text(50, 'POLICE', { y: 210, size: 16, bold: true });
  p.text(
    50,
    `Fahrzeug: ${rng.pick(['Porsche 356 B', 'Mercedes-Benz 190 SL', 'Jaguar E-Type 4.2'])}   Kontrollschild ${rng.pick(['ZG', 'LU', 'SZ'])} ${rng.int(1000, 99999)}   Stamm-Nr. ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    { y: 232, size: 9 },
  );
  let y = 265;
  p.box(50, y - 13, 495, 17, true);
  p.text(55, 'Deckung', { y, size: 9, bold: true });
  p.text(200, 'Versicherungssumme / Selbstbehalt', { y, size: 9, bold: true });
  p.text(540, 'Jahresprämie CHF', { y, size: 9, bold: true, align: 'right' });
  y += 20;
  p.text(55, 'Haftpflicht', { y, size: 9.5 });
  p.text(200, `unbegrenzt, Personenschäden ${chf(100000000, 'bare').slice(0, -3)}`, { y, size: 9 });
  p.text(540, chf(liab, 'bare'), { y, size: 9.5, align: 'right' });
  y += 16;
  p.text(55, cover, { y, size: 9.5 });
  p.text(200, `Selbstbehalt ${chf(sb, 'Fr')}`, { y, size: 9 });
  p.text(540, chf(kasko, 'bare'), { y, size: 9.5, align: 'right' });
  y += 16;
  rule(p, 50, y - 8, 495);
  y += 6;
  p.text(300, 'Nettoprämie', { y, size: 9.5 });
  p.text(540, chf(net, 'bare'), { y, size: 9.5, align: 'right' });
  p.text(300, 'Eidg. Stempelabgabe 5 %', { y: y + 14, size: 9.5 });
  p.text(540, chf(stamp, 'bare'), { y: y + 14, size: 9.5, align: 'right' });
  p.text(300, 'Total Jahresprämie', { y: y + 32, size: 11, bold: true });
  p.text(540, chf(total), { y: y + 32, size: 11, bold: true, align: 'right' });
  const note = `Der Vertrag verlängert sich stillschweigend um jeweils ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird. Bonusstufe ${rng.int(30, 60)} %. Gerichtsstand Zug.`;
  wrap(note, 100).forEach((l, i) => p.text(50, l, { y: y + 80 + i * 12, size: 8.5 }));
  p.text(50, `${insurer} · Generalagentur Zug · Tel. 041 ${rng.int(700, 799)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, { y: 805, size: 7.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: sb,
    coverageType: cover,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Austrian Polizze paid quarterly: the annual premium and the quarterly instalment side by side. */
export function austrianPolizzeQuarterly(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Donau-Alpen Versicherung AG', 'Wiener Kraftfahr-Assekuranz AG', 'Tiroler Landesversicherung VaG']);
  const start = `${rng.int(2002, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearLater(start);
  const pol = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  const cover = rng.pick(['Kfz-Haftpflicht und Vollkasko', 'Kfz-Haftpflicht und Teilkasko']);
  const sb = rng.pick([350, 400, 500, 700]);
  const quarter = r2(rng.int(14000, 52000) / 100);
  const annual = r2(quarter * 4);
  const net = r2(annual / 1.11);
  const tax = r2(annual - net);
  p.text(545, insurer, { y: 52, size: 13, bold: true, align: 'right' });
  p.text(545, 'Landesdirektion Oberösterreich · Hessenplatz 8 · 4020 Linz', { y: 65, size: 8, align: 'right' });
  p.text(50, 'Herrn', { y: 110 });
  p.text(50, 'Ing. Franz Huber', { y: 123 });
  p.text(50, 'Mühlkreisbahnstraße 11', { y: 136 });
  p.text(50, '4040 Linz', { y: 149 });
  p.text(50, 'POLIZZE', { y: 195, size: 16, bold: true });
  p.text(170, `Nr. ${pol}`, { y: 195, size: 12 });
  const rows: [string, string][] = [
    ['Versicherungsnehmer', 'Ing. Franz Huber, geb. 14.03.1961'],
    [
      'Fahrzeug',
      `${rng.pick(['Steyr-Puch 650 TR', 'Mercedes-Benz 300 GD', 'Porsche 912'])}, Kennzeichen L-${rng.int(100, 999)} ${rng.pick(['HF', 'OT', 'BC'])}`,
    ],
    ['Sparte', cover],
    ['Versicherungsbeginn', dDe(start)],
    ['Versicherungsende', dDe(end)],
    ['Selbstbehalt Kasko', eurAt(sb)],
    ['Bonus-Malus-Stufe', String(rng.int(0, 9))],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 230 + i * 17, size: 9.5, bold: true });
    p.text(200, v, { y: 230 + i * 17, size: 9.5 });
  });
  let y = 230 + rows.length * 17 + 30;
  p.text(50, 'Prämie', { y, size: 11, bold: true });
  y += 20;
  p.box(50, y - 13, 495, 78);
  const pr: [string, string][] = [
    ['Nettoprämie jährlich', eurAt(net)],
    ['Versicherungssteuer 11 %', eurAt(tax)],
    ['Jahresprämie inkl. Steuer', eurAt(annual)],
  ];
  pr.forEach(([k, v], i) => {
    p.text(58, k, { y: y + i * 16, size: 9.5, bold: i === 2 });
    p.text(300, v, { y: y + i * 16, size: 9.5, bold: i === 2, align: 'right' });
  });
  p.text(330, 'Zahlungsweise: vierteljährlich', { y, size: 9 });
  p.text(330, 'Teilbetrag je Quartal', { y: y + 16, size: 9 });
  p.text(537, eurAt(quarter), { y: y + 16, size: 9, align: 'right' });
  p.text(330, 'Einzug: SEPA-Lastschrift', { y: y + 32, size: 9 });
  p.text(330, `nächste Abbuchung ${dDe(addDays(start, 91))}`, { y: y + 48, size: 9 });
  p.text(50, `Mandatsreferenz ${digits(rng, 12)} · Gläubiger-ID AT${rng.int(10, 99)}ZZZ${digits(rng, 11)}`, { y: y + 100, size: 8 });
  p.text(50, `Linz, ${dDe(addDays(start, -rng.int(5, 20)), 'long', true)}`, { y: y + 130, size: 9.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: annual,
    deductible: sb,
    coverageType: cover,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** German Oldtimer Nachtrag to a Versicherungsschein, DM: framed label cells, premium incl. Versicherungsteuer, Hauptfälligkeit. */
export function germanOldtimerNachtrag(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Hanseatische Oldtimer-Assekuranz', 'Württembergische Veteranen-Versicherung a.G.', 'Rheinland Classic Versicherung AG']);
  const year = rng.int(1986, 2000);
  const start = `${year}-${String(rng.int(3, 5)).padStart(2, '0')}-01`;
  const end = `${year + 1}${start.slice(4)}`;
  const pol = `OT ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const tax = year >= 1995 ? 15 : year >= 1991 ? 12 : 10;
  const netPrem = rng.pick([186, 214, 248, 296, 342]);
  const taxAmt = r2((netPrem * tax) / 100);
  const total = r2(netPrem + taxAmt);
  const sb = rng.pick([150, 300, 500]);
  p.text(297, insurer, { y: 52, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, 'NACHTRAG ZUM VERSICHERUNGSSCHEIN', { y: 80, size: 11, bold: true, align: 'center' });
  p.text(297, `Nachtrag Nr. ${rng.int(1, 6)} · gültig ab Beginn`, { y: 94, size: 9, align: 'center' });
  const cells: [string, string, number, number, number][] = [
    ['Versicherungsschein-Nr.', pol, 50, 120, 240],
    ['Versicherungsnehmer', 'Dr. Heinrich Albers, Hamburg', 295, 120, 250],
    ['Fahrzeug', rng.pick(['Mercedes-Benz 220 S Ponton', 'BMW 502 V8', 'Borgward Isabella TS']), 50, 160, 240],
    ['Amtl. Kennzeichen', `HH-${rng.pick(['HA', 'OT', 'DA'])} ${rng.int(10, 999)}`, 295, 160, 250],
    ['Beginn', `${dDe(start)}, 12 Uhr`, 50, 200, 160],
    ['Ablauf', `${dDe(end)}, 12 Uhr`, 215, 200, 160],
    ['Hauptfälligkeit', dDe(start).slice(0, 6), 380, 200, 165],
    ['Deckung', 'Teilkasko (Feuer, Diebstahl, Glas)', 50, 240, 300],
    ['Selbstbeteiligung', dm(sb), 355, 240, 190],
  ];
  for (const [k, v, x, y, w] of cells) {
    p.box(x, y, w, 36);
    p.text(x + 4, k, { y: y + 10, size: 6.5 });
    p.text(x + 4, v, { y: y + 27, size: 10 });
  }
  let y = 310;
  p.text(50, 'Beitragsberechnung', { y, size: 10, bold: true });
  y += 18;
  const rows: [string, string][] = [
    ['Jahresbeitrag netto', dm(netPrem)],
    [`Versicherungsteuer ${tax} %`, dm(taxAmt)],
    ['zu zahlender Jahresbeitrag', dm(total)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(60, k, { y: y + i * 15, size: 9.5, bold: i === 2 });
    p.text(330, v, { y: y + i * 15, size: 9.5, bold: i === 2, align: 'right' });
  });
  y += 70;
  const note = `Versicherungswert gemäß Wertgutachten vom ${dDe(addDays(start, -rng.int(30, 200)))}: ${dm(rng.pick([28000, 45000, 62000]))}. Jährliche Fahrleistung höchstens 5.000 km. Das Fahrzeug muss in einer verschließbaren Einzelgarage abgestellt werden.`;
  wrap(note, 95).forEach((l, i) => p.text(50, l, { y: y + i * 13, size: 9 }));
  p.text(50, `Hamburg, den ${dDe(addDays(start, -rng.int(3, 15)))}`, { y: y + 70, size: 9.5 });
  p.text(350, 'Der Vorstand', { y: y + 70, size: 9.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: sb,
    coverageType: 'Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** British classic-car schedule: two-column schedule sheet, agreed value and mileage limit as decoys, premium incl. IPT. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Heritage Motor Policies (Lloyd’s)', 'Marshfield Classic Insurance Services Ltd', 'Brooklands Enthusiast Cover']);
  const start = rng.date(2004, 2025);
  const end = yearLater(start);
  const pol = `HMP/${rng.int(100000, 999999)}/${rng.pick(['C', 'CL', 'V'])}`;
  const prem = r2(rng.int(14000, 62000) / 100);
  const ipt = start >= '2017-06-01' ? 12 : start >= '2016-10-01' ? 10 : start >= '2015-11-01' ? 9.5 : start >= '2011-01-04' ? 6 : 5;
  const iptAmt = r2((prem * ipt) / 100);
  const total = r2(prem + iptAmt);
  const excess = rng.pick([100, 150, 250]);
  p.text(50, insurer, { y: 55, size: 13, bold: true });
  p.text(50, 'Private Car — Classic & Historic Vehicle Policy', { y: 70, size: 9 });
  p.text(545, 'SCHEDULE', { y: 55, size: 18, bold: true, align: 'right' });
  rule(p, 50, 82, 495);
  const left: [string, string][] = [
    ['Policy Number', pol],
    ['Policyholder', 'Mr Alistair Cameron'],
    ['Address', 'Birkhill, Dundee DD2 5PD'],
    ['Period of Insurance', `${dEn(start)} to ${dEn(end)}`],
    ['', 'both days inclusive'],
    ['Cover', 'Comprehensive'],
  ];
  const right: [string, string][] = [
    ['Vehicle', rng.pick(['Jaguar XK120 OTS', 'Triumph TR3A', 'Austin-Healey 100/4', 'Lotus Elan S3'])],
    ['Registration', `${rng.pick(['KSC', 'OPV', 'YLB'])} ${rng.int(100, 999)}`],
    ['Agreed Value', gbp(rng.pick([28500, 42000, 65000, 87500]))],
    ['Annual Mileage Limit', `${en(rng.pick([1500, 3000, 5000])).slice(0, -3)} miles`],
    ['Club membership', rng.pick(['TR Register', 'XK Club', 'Healey Club'])],
  ];
  left.forEach(([k, v], i) => {
    p.text(50, k, { y: 105 + i * 16, size: 8.5, bold: true });
    p.text(160, v, { y: 105 + i * 16, size: 9.5 });
  });
  right.forEach(([k, v], i) => {
    p.text(340, k, { y: 105 + i * 16, size: 8.5, bold: true });
    p.text(450, v, { y: 105 + i * 16, size: 9.5 });
  });
  let y = 230;
  p.text(50, 'Excesses', { y, size: 10, bold: true });
  p.text(50, `Policy excess applying to all Own Damage claims: ${gbp(excess)}`, { y: y + 16, size: 9.5 });
  p.text(50, 'Windscreen: nil if repaired', { y: y + 30, size: 9.5 });
  y += 70;
  p.text(50, 'Premium', { y, size: 10, bold: true });
  const rows: [string, string][] = [
    ['Annual premium', gbp(prem)],
    [`Insurance Premium Tax @ ${ipt}%`, gbp(iptAmt)],
    ['Total payable', gbp(total)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(60, k, { y: y + 18 + i * 15, size: 9.5, bold: i === 2 });
    p.text(330, v, { y: y + 18 + i * 15, size: 9.5, bold: i === 2, align: 'right' });
  });
  y += 100;
  p.text(50, 'Limitations as to use', { y, size: 10, bold: true });
  wrap(
    'Use for social, domestic and pleasure purposes, including club events and rallies. Not for racing, pace-making or speed testing. Vehicle kept in a locked garage overnight.',
    100,
  ).forEach((l, i) => p.text(50, l, { y: y + 16 + i * 12, size: 9 }));
  p.text(50, `Issued ${dEn(addDays(start, -rng.int(3, 21)), 'long')} · This schedule replaces any previously issued.`, { y: 780, size: 8 });
  p.text(50, `Authorised and regulated by the Financial Conduct Authority, FRN ${rng.int(300000, 899999)}`, { y: 805, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: excess,
    coverageType: 'Comprehensive',
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Irish schedule with a direct-debit plan: total premium with the levy, deposit plus nine monthly instalments. */
export function irishScheduleInstalments(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Liffey Mutual Insurance DAC', 'Atlantic Motor Insurance Ltd', 'Corrib Direct Insurance']);
  const start = rng.date(2010, 2025);
  const end = yearLater(start);
  const pol = `LMI-${rng.int(1000000, 9999999)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire & Theft']);
  const total = r2(rng.int(42000, 180000) / 100);
  const inst = Math.floor((total / 10) * 100) / 100;
  const deposit = r2(total - 9 * inst);
  const excess = cover === 'Comprehensive' ? rng.pick([250, 300, 500]) : rng.pick([0, 150]);
  const levy = r2((total * 3) / 103);
  const reg = `${rng.int(1, 24) < 13 ? '0' + rng.int(1, 9) : String(rng.int(13, 24)) + rng.pick(['1', '2'])}-${rng.pick(['D', 'G', 'L', 'MO'])}-${rng.int(100, 29999)}`;
  p.box(50, 40, 495, 44, true);
  p.text(60, insurer, { y: 60, size: 13, bold: true });
  p.text(60, 'Motor Insurance Schedule', { y: 75, size: 9 });
  p.text(535, `Policy ${pol}`, { y: 60, size: 10, bold: true, align: 'right' });
  const s: [string, string][] = [
    ['Policyholder', 'Siobhán Byrne, 4 Seapoint Avenue, Salthill, Galway'],
    ['Vehicle', `${rng.pick(['Volkswagen Golf 1.6 TDI', 'Toyota Corolla 1.4', 'Ford Focus 1.0'])}, ${reg}`],
    ['Period of cover', `From ${dEn(start, 'long')} to ${dEn(end, 'long')}`],
    ['Cover type', cover],
    ['Own damage excess', excess ? eurIe(excess) : 'not applicable'],
    ['No claims discount', `${rng.int(3, 9)} years`],
  ];
  s.forEach(([k, v], i) => {
    p.text(50, k, { y: 115 + i * 22, size: 8, bold: true });
    p.text(180, v, { y: 115 + i * 22, size: 10 });
    rule(p, 50, 120 + i * 22, 495);
  });
  let y = 270;
  p.text(50, 'Your premium', { y, size: 11, bold: true });
  p.text(50, 'Total premium (incl. Government levy of 3%)', { y: y + 20, size: 9.5 });
  p.text(400, eurIe(total), { y: y + 20, size: 9.5, bold: true, align: 'right' });
  p.text(50, 'of which levy', { y: y + 34, size: 8.5 });
  p.text(400, eurIe(levy), { y: y + 34, size: 8.5, align: 'right' });
  y += 70;
  p.text(50, 'Payment plan — direct debit', { y, size: 11, bold: true });
  p.text(50, 'Deposit paid', { y: y + 20, size: 9.5 });
  p.text(400, eurIe(deposit), { y: y + 20, size: 9.5, align: 'right' });
  p.text(50, `9 monthly instalments of`, { y: y + 34, size: 9.5 });
  p.text(400, eurIe(inst), { y: y + 34, size: 9.5, align: 'right' });
  p.text(50, `first instalment due ${dEn(addDays(start, 30))}; no credit charge applies`, { y: y + 48, size: 8.5 });
  p.text(50, `IBAN ending ${rng.int(1000, 9999)} · Mandate ${digits(rng, 9)}`, { y: y + 62, size: 8.5 });
  p.text(50, `${insurer} is regulated by the Central Bank of Ireland. Registered in Ireland No. ${rng.int(100000, 699999)}.`, { y: 805, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    ...(excess ? { deductible: excess } : {}),
    coverageType: cover,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** British renewal letter of the 1990s: letter text, a table of last year against this year, a tear-off slip. */
export function ukRenewalLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Thameside Motor Insurance Brokers', 'Cardew & Lyle Insurance Services', 'Pennant Motor Policies']);
  const start = rng.date(1989, 2002);
  const end = yearLater(start);
  const pol = `${rng.pick(['PC', 'MC'])}${rng.int(100000, 999999)}`;
  const last = r2(rng.int(18000, 42000) / 100);
  const now = r2(last * (1 + rng.pick([-0.08, 0.04, 0.07, 0.12])));
  const excess = rng.pick([50, 75, 100]);
  p.text(545, insurer, { y: 55, size: 12, bold: true, serif: true, align: 'right' });
  p.text(545, '41 Bridge Street, Reading RG1 2LR', { y: 68, size: 8.5, serif: true, align: 'right' });
  p.text(50, 'Mr G. Hollis', { y: 115, serif: true });
  p.text(50, '9 Elm Road', { y: 128, serif: true });
  p.text(50, 'Wokingham', { y: 141, serif: true });
  p.text(50, dEn(addDays(start, -21), 'ord'), { y: 170, serif: true });
  p.text(50, `Our ref: ${pol}`, { y: 184, serif: true });
  p.text(50, 'Dear Mr Hollis,', { y: 212, serif: true });
  p.text(50, 'RENEWAL OF YOUR MOTOR INSURANCE', { y: 230, serif: true, bold: true });
  const body = `Your policy is due for renewal on ${dEn(start, 'long')}. We are pleased to invite renewal on the terms set out below for the period to ${dEn(end, 'long')}. Cover remains Third Party, Fire and Theft with an excess of ${gbp(excess)} on each fire or theft claim.`;
  wrap(body, 88).forEach((l, i) => p.text(50, l, { y: 250 + i * 14, serif: true, size: 10 }));
  const y = 330;
  p.box(50, y - 14, 495, 64);
  p.text(300, 'Last year', { y, serif: true, bold: true, align: 'right' });
  p.text(450, 'This year', { y, serif: true, bold: true, align: 'right' });
  p.text(60, start >= '1994-10-01' ? 'Premium (incl. IPT)' : 'Annual premium', { y: y + 18, serif: true });
  p.text(300, gbp(last), { y: y + 18, serif: true, align: 'right' });
  p.text(450, gbp(now), { y: y + 18, serif: true, align: 'right' });
  p.text(60, 'No claims bonus', { y: y + 36, serif: true });
  p.text(300, '50%', { y: y + 36, serif: true, align: 'right' });
  p.text(450, '60%', { y: y + 36, serif: true, align: 'right' });
  p.text(50, 'Please return the slip below with your cheque before the renewal date.', { y: y + 80, serif: true, size: 10 });
  p.text(50, 'Yours sincerely,', { y: y + 110, serif: true, size: 10 });
  p.text(50, 'J. Cardew, Account Executive', { y: y + 140, serif: true, size: 10 });
  p.text(297, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    y: 640,
    size: 8,
    align: 'center',
  });
  p.text(50, 'RENEWAL REMITTANCE', { y: 665, serif: true, bold: true });
  p.text(50, `Policy ${pol}   Renewal date ${dEn(start)}`, { y: 682, serif: true, size: 9.5 });
  p.text(50, `Amount due: ${gbp(now)}`, { y: 698, serif: true, size: 9.5, bold: true });
  p.text(50, 'Cheques payable to ' + insurer, { y: 714, serif: true, size: 9 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    premium: now,
    deductible: excess,
    coverageType: 'Third Party, Fire and Theft',
    effectiveStart: start,
    effectiveEnd: end,
  });
}
