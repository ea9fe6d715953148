/**
 * Insurance paper from small offices: a German Generalagentur's premium letter, an Austrian
 * broker's Polizze with motorbezogene Versicherungssteuer, a Swiss Oldtimer policy with
 * Stempelabgabe, a US agency's six-month declarations, a British classic-car broker's schedule
 * and a US agency's renewal letter for a collector car.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, addYears, ch, dateText, de, en, isoIn, para, r2, rule, sum, table } from './kit';
import { digits, letters, person, phone, place, plateAT, plateCH, plateDE, plateUK, plateUS, street } from './people';

/** German Versicherungsteuer on motor premiums. */
const versStDE = (iso: string) => (iso < '1989-01-01' ? 0.05 : iso < '1993-01-01' ? 0.07 : iso < '1995-01-01' ? 0.1 : 0.12);

/** 1975–85: a Generalagentur's letter with the year's Beitragsrechnung: Haftpflicht, Teilkasko with SB, Versicherungsteuer. */
export const agencyPremiumLetterDE1979: Family = (rng) => {
  const year = rng.int(1975, 1985);
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const letterIso = isoIn(rng, year - 1, 11, 12);
  const office = place(rng, 'DE', year);
  const agent = person(rng, 'DE', true);
  const insurer = rng.pick([
    'Rheinische Kraftfahrt-Versicherung a.G.',
    'Norddeutsche Feuer- und Kraftverkehrs-Versicherung AG',
    'Allgemeine Kraftfahrzeug-Versicherung AG',
  ]);
  const holder = person(rng, 'DE');
  const car = rng.pick(['Opel Rekord D 1900', 'VW Passat LS', 'Ford Granada 2.3', 'Mercedes-Benz 240 D', 'Audi 100 GL', 'BMW 520']);
  const policy = `${rng.int(10, 89)}-${digits(rng, 3)}.${digits(rng, 3)}-K`;
  const sb = rng.pick([300, 500, 650]);
  const liability = rng.pick([412.8, 486.5, 538.2, 601.4]);
  const partial = rng.pick([96.4, 118.6, 142.2]);
  const net = r2(liability + partial);
  const tr = versStDE(start);
  const tax = r2(net * tr);
  const total = r2(net + tax);

  const pb = new PageBuilder();
  pb.text(50, `Versicherungsbüro ${agent.full}`, { y: 56, size: 15, bold: true, serif: true });
  pb.text(50, `Generalagentur der ${insurer}`, { y: 70, size: 8.5, serif: true });
  pb.text(50, `${office.street}  ·  ${office.line}  ·  Fernsprecher ${phone(rng, 'DE', year)}`, { y: 81, size: 8.5, serif: true });
  rule(pb, 50, 88, 495);
  pb.y = 130;
  for (const l of [holder.title, holder.full, street(rng, 'DE'), office.line]) pb.text(55, l, { size: 10.5, serif: true }).down(14);
  pb.text(545, `${office.town}, ${dateText(letterIso, 'd.m.yyyy')}`, { y: 130, size: 10, serif: true, align: 'right' });
  pb.y = 220;
  pb.text(55, `Ihre Kraftfahrtversicherung Nr. ${policy}`, { size: 10, bold: true, serif: true });
  pb.down(14).text(55, `${car}, amtl. Kennzeichen ${plateDE(rng, office.code)}`, { size: 10, serif: true });
  pb.down(24);
  pb.text(55, `Sehr geehrte${holder.female ? ' Frau' : 'r Herr'} ${holder.last},`, { size: 10, serif: true });
  pb.down(18);
  para(
    pb,
    55,
    `anbei übersende ich Ihnen die Beitragsrechnung für das Versicherungsjahr vom ${dateText(start, 'dd.mm.yyyy')} bis ${dateText(end, 'dd.mm.yyyy')}. Der Versicherungsschutz besteht im bisherigen Umfang weiter.`,
    480,
    10,
    { serif: true, lead: 14 },
  );
  pb.down(12);
  table(
    pb,
    [
      { x: 70, w: 300, head: 'Sparte' },
      { x: 370, w: 80, head: 'Selbstbet.', align: 'right' },
      { x: 450, w: 90, head: 'Beitrag DM', align: 'right' },
    ],
    [
      ['Kraftfahrt-Haftpflicht (unbegrenzte Deckung)', '—', de(liability)],
      ['Teilkasko', `DM ${de(sb)}`, de(partial)],
    ],
    { size: 9.5, row: 17, serif: true, ruled: true },
  );
  pb.down(16);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(300, l, { size: 10, serif: true, bold });
    pb.text(537, v, { size: 10, serif: true, bold, align: 'right' });
    pb.down(15);
  };
  tot('Beitrag netto', de(net));
  tot(`Versicherungsteuer ${Math.round(tr * 100)} %`, de(tax));
  rule(pb, 300, pb.y - 11, 240);
  tot('Jahresbeitrag DM', de(total), true);
  pb.down(14);
  para(
    pb,
    55,
    `Bitte überweisen Sie den Betrag bis zum ${dateText(addDays(start, 14), 'dd.mm.yyyy')} auf das unten genannte Konto. Auf Wunsch ist halbjährliche Zahlung gegen 3 % Ratenzuschlag möglich. Ihre Schadenfreiheitsklasse: SF ${rng.int(2, 12)}.`,
    480,
    10,
    { serif: true, lead: 14 },
  );
  pb.down(20);
  pb.text(55, 'Mit freundlichen Grüßen', { size: 10, serif: true });
  pb.down(34).text(55, agent.full, { size: 10, serif: true });
  pb.text(297, `Kreissparkasse ${office.town}  Kto. ${digits(rng, 7)}  ·  Postscheckamt Kto. ${digits(rng, 6)}-${digits(rng, 3)}`, {
    y: 806,
    size: 7.5,
    serif: true,
    align: 'center',
  });
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Teilkasko',
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  };
};

/** 1999–2004 Austria: a broker's Polizze for a historic car — Haftpflicht and Kasko in Schilling or euro, Selbstbehalt, two taxes. */
export const brokerPolizzeAT2001: Family = (rng) => {
  const year = rng.int(1999, 2004);
  const start = `${year}-${String(rng.int(3, 6)).padStart(2, '0')}-01`;
  const end = addYears(start, 1);
  const issued = addDays(start, -rng.int(5, 20));
  const euro = year >= 2002;
  const cur = euro ? 'EUR' : 'ATS';
  const office = place(rng, 'AT', year);
  const broker = `${person(rng, 'AT', true).last} & Partner Versicherungsmakler GmbH`;
  const holder = person(rng, 'AT');
  const car = rng.pick(['Steyr-Puch 650 TR', 'Mercedes-Benz 280 SL', 'Jaguar E-Type 4.2', 'Alfa Romeo GT Junior', 'VW Käfer Cabriolet']);
  const policy = `${letters(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}-${digits(rng, 1)}`;
  const f = euro ? 1 : 13.7603;
  const liability = r2(rng.pick([118.4, 134.9, 152.3]) * f);
  const kasko = r2(rng.pick([96.5, 124.8, 188.2]) * f);
  const sb = r2(rng.pick([200, 300, 500]) * (euro ? 1 : 10));
  const ins = r2((liability + kasko) * 0.11);
  const motorTax = r2(rng.pick([62.4, 88.8, 104.6]) * f);
  const total = r2(liability + kasko + ins + motorTax);
  const fmt = (n: number) => `${cur} ${de(n)}`;

  const pb = new PageBuilder();
  pb.text(50, broker, { y: 52, size: 12, bold: true });
  pb.text(50, `${office.street}, A-${office.line}  ·  Tel. ${phone(rng, 'AT', year)}  ·  GISA-Zahl ${digits(rng, 6)}`, { y: 64, size: 8 });
  rule(pb, 50, 72, 495);
  pb.box(50, 90, 495, 44, true);
  pb.text(297, 'P O L I Z Z E', { y: 110, size: 16, bold: true, align: 'center' });
  pb.text(297, 'Oldtimer-Kraftfahrzeugversicherung — vermittelt durch Ihren Makler', { y: 125, size: 8.5, align: 'center' });
  pb.y = 160;
  const rows: [string, string][] = [
    ['Polizzennummer', policy],
    ['Versicherungsnehmer', `${holder.full}, ${street(rng, 'AT')}, ${office.line}`],
    ['Fahrzeug', `${car}  ·  Kennzeichen ${plateAT(rng, office.code)}`],
    ['Versicherungsbeginn', `${dateText(start, 'dd.mm.yyyy')}, 00:00 Uhr`],
    ['Ablauf', `${dateText(end, 'dd.mm.yyyy')}, 00:00 Uhr`],
    ['Hauptfälligkeit', `${start.slice(8, 10)}.${start.slice(5, 7)}.`],
    ['Zahlungsweise', 'jährlich'],
  ];
  for (const [l, v] of rows) {
    pb.box(50, pb.y, 150, 20);
    pb.box(200, pb.y, 345, 20);
    pb.text(55, l, { y: pb.y + 14, size: 8.5 });
    pb.text(205, v, { y: pb.y + 14, size: 9.5 });
    pb.y += 20;
  }
  pb.down(24);
  pb.text(50, 'Versicherte Sparten', { size: 10, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 50, w: 230, head: 'Sparte' },
      { x: 280, w: 140, head: 'Selbstbehalt', align: 'right' },
      { x: 420, w: 125, head: 'Jahresprämie', align: 'right' },
    ],
    [
      ['Kfz-Haftpflicht, Pauschaldeckung', 'kein', fmt(liability)],
      ['Kasko (Oldtimer-Wertdeckung)', fmt(sb), fmt(kasko)],
      ['Versicherungssteuer 11 %', '', fmt(ins)],
      ['motorbezogene Versicherungssteuer', '', fmt(motorTax)],
    ],
    { size: 9, row: 17, grid: true, fillHead: true },
  );
  pb.box(50, pb.y, 370, 20, true);
  pb.box(420, pb.y, 125, 20, true);
  pb.text(55, 'Gesamtprämie für die Versicherungsperiode', { y: pb.y + 14, size: 9.5, bold: true });
  pb.text(542, fmt(total), { y: pb.y + 14, size: 9.5, bold: true, align: 'right' });
  pb.down(40);
  para(
    pb,
    50,
    'Es gelten die Allgemeinen Bedingungen für die Kfz-Haftpflichtversicherung (AKHB) und die Kaskoversicherung (AKKB) in der Fassung des Versicherers. Der Vertrag verlängert sich jeweils um ein Jahr, wenn er nicht spätestens drei Monate vor Ablauf schriftlich gekündigt wird.',
    490,
    8.5,
  );
  pb.down(16);
  pb.text(50, `${office.town}, am ${dateText(issued, 'at-long')}`, { size: 9 });
  pb.text(420, 'Für den Versicherer:', { size: 8 });
  pb.text(420, `i. V. ${person(rng, 'AT').last}`, { y: pb.y + 24, size: 12, serif: true });
  return {
    items: pb.items,
    language: 'de',
    truth: { documentType: 'insurance', policyNumber: policy, coverageType: 'Kasko', premium: total, effectiveStart: start, effectiveEnd: end, deductible: sb },
  };
};

/** 2020–25 Switzerland: an Oldtimer policy from a club insurance — Vollkasko with Selbstbehalt, Stempelabgabe, a term with both ends. */
export const clubPolicyCH2022: Family = (rng) => {
  const year = rng.int(2020, 2025);
  const start = `${year}-${String(rng.int(3, 5)).padStart(2, '0')}-01`;
  const end = addDays(addYears(start, 1), -1);
  const office = place(rng, 'CH', year);
  const holder = person(rng, 'CH');
  const car = rng.pick(['Porsche 912', 'Citroën DS 21 Pallas', 'Fiat Dino Spider', 'Austin-Healey 100/4', 'Mercedes-Benz 280 SE 3.5 Coupé']);
  const policy = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const sb = rng.pick([500, 1000, 2000]);
  const agreed = rng.pick([38000, 52000, 68000, 95000]);
  const liability = rng.pick([188.4, 214.8, 242.1]);
  const casco = r2(agreed * rng.pick([0.0042, 0.0051, 0.0058]));
  const net = r2(liability + casco);
  const stamp = r2(net * 0.05);
  const total = r2(net + stamp);

  const pb = new PageBuilder();
  pb.text(50, 'Veteranen-Versicherung', { y: 54, size: 9 });
  pb.text(50, `Versicherungsstelle des Oldtimerclubs ${office.town}`, { y: 70, size: 14, bold: true });
  pb.text(50, `${office.street}, ${office.line}  ·  ${phone(rng, 'CH', year)}`, { y: 83, size: 8.5 });
  pb.y = 130;
  for (const l of [holder.title, holder.full, street(rng, 'CH'), office.line]) pb.text(330, l, { size: 10 }).down(13);
  pb.y = 220;
  pb.text(50, `Police Nr. ${policy}`, { size: 15, bold: true });
  pb.down(14).text(50, `Ersetzt die Police vom ${dateText(addYears(start, -1), 'dd.mm.yyyy')}`, { size: 8.5 });
  pb.down(24);
  const facts: [string, string][] = [
    ['Fahrzeug', car],
    ['Kontrollschild', `${plateCH(rng, office.code)} (Veteranen)`],
    ['Vereinbarter Wert', `CHF ${ch(agreed)}`],
    ['Vertragsdauer', `${dateText(start, 'dd.mm.yyyy')} – ${dateText(end, 'dd.mm.yyyy')}`],
    ['Fahrleistung', "max. 5'000 km pro Jahr"],
  ];
  for (const [l, v] of facts) {
    pb.text(50, l, { size: 9.5, bold: true });
    pb.text(190, v, { size: 9.5 });
    pb.down(14);
  }
  pb.down(16);
  table(
    pb,
    [
      { x: 50, w: 250, head: 'Deckung' },
      { x: 300, w: 120, head: 'Selbstbehalt' },
      { x: 420, w: 125, head: 'Prämie CHF', align: 'right' },
    ],
    [
      ['Motorfahrzeug-Haftpflicht (CHF 100 Mio.)', 'keiner', ch(liability)],
      ['Vollkasko (inkl. Teilkasko)', `CHF ${ch(sb)}`, ch(casco)],
      ['Eidg. Stempelabgabe 5 %', '', ch(stamp)],
    ],
    { size: 9.5, row: 18, ruled: true },
  );
  pb.down(16);
  pb.text(300, 'Jahresprämie total', { size: 10.5, bold: true });
  pb.text(542, `CHF ${ch(total)}`, { size: 10.5, bold: true, align: 'right' });
  pb.down(36);
  para(
    pb,
    50,
    'Versichert ist ausschliesslich die Verwendung als Veteranenfahrzeug gemäss Eintrag im Fahrzeugausweis. Fahrten zum Arbeitsplatz sind nicht versichert. Die Prämienrechnung folgt separat; bei Zahlung innert 30 Tagen gewähren wir 2 % Skonto.',
    490,
    8.5,
  );
  pb.down(10);
  pb.text(50, `${office.town}, ${dateText(addDays(start, -21), 'dd.mm.yyyy')}`, { size: 9 });
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Vollkasko',
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  };
};

/** 1980–88 USA: a small agency's six-month declarations — liability limits, comprehensive with a deductible, collision not carried. */
export const agencyDeclarationsUS1984: Family = (rng) => {
  const year = rng.int(1980, 1988);
  const start = isoIn(rng, year);
  const end = addDays(start, 182);
  const office = place(rng, 'US', year);
  const agent = person(rng, 'US', true);
  const holder = person(rng, 'US');
  const car = rng.pick(['1966 Ford Mustang', '1972 Chevrolet Chevelle', '1969 VW Karmann Ghia', '1965 Buick Riviera', '1970 Plymouth Road Runner']);
  const policy = `${letters(rng, 2)}-${digits(rng, 7)}`;
  const ded = rng.pick([50, 100, 250]);
  const rows: [string, string, string, number][] = [
    ['A', 'Bodily Injury Liability', '$50,000 each person / $100,000 each accident', rng.pick([68.4, 82.1, 94.6])],
    ['B', 'Property Damage Liability', '$25,000 each accident', rng.pick([31.2, 38.8])],
    ['C', 'Medical Payments', '$2,000 each person', rng.pick([8.5, 11])],
    ['D', 'Comprehensive', `Actual cash value less $${ded} deductible`, rng.pick([22.4, 29.8, 36])],
    ['E', 'Collision', 'NOT COVERED', 0],
    ['F', 'Uninsured Motorists', '$25,000 / $50,000', rng.pick([6, 7.5])],
  ];
  const total = sum(rows.map((r) => r[3]));

  const pb = new PageBuilder();
  pb.text(50, `${agent.last} Insurance Agency`, { y: 54, size: 15, bold: true, serif: true });
  pb.text(50, `${agent.full}, Agent  ·  ${office.street}  ·  ${office.line}  ·  ${phone(rng, 'US', year)}`, { y: 67, size: 8 });
  pb.text(50, `Representing ${rng.pick(['Midland Mutual Casualty Co.', 'Great Plains Indemnity Company', 'Commonwealth Automobile Insurance Co.'])}`, {
    y: 78,
    size: 8,
  });
  rule(pb, 50, 86, 495);
  pb.text(297, 'PERSONAL AUTO POLICY — DECLARATIONS', { y: 112, size: 13, bold: true, align: 'center' });
  const boxes: [string, string, number, number, number][] = [
    ['POLICY NUMBER', policy, 50, 130, 165],
    ['POLICY PERIOD', `From ${dateText(start, 'mm/dd/yyyy')}  To ${dateText(end, 'mm/dd/yyyy')}`, 215, 130, 330],
    ['NAMED INSURED AND ADDRESS', `${holder.full}, ${street(rng, 'US')}, ${office.line}`, 50, 162, 495],
    ['DESCRIBED AUTO', `${car}   Lic. ${plateUS(rng)}   Garaged in ${office.town}`, 50, 194, 495],
  ];
  for (const [l, v, x, y, w] of boxes) {
    pb.box(x, y, w, 32);
    pb.text(x + 4, l, { y: y + 9, size: 6.5 });
    pb.text(x + 6, v, { y: y + 24, size: 10 });
  }
  pb.text(50, 'Policy period begins and ends 12:01 A.M. standard time at the address of the named insured.', { y: 240, size: 7.5 });
  pb.y = 256;
  table(
    pb,
    [
      { x: 50, w: 30, head: 'COV.', align: 'center' },
      { x: 80, w: 160, head: 'COVERAGE' },
      { x: 240, w: 230, head: 'LIMITS OF LIABILITY / DEDUCTIBLE' },
      { x: 470, w: 75, head: 'PREMIUM', align: 'right' },
    ],
    rows.map(([c, n, l, p]) => [c, n, l, p ? `$${en(p)}` : '—']),
    { size: 8.5, row: 18, grid: true, fillHead: true },
  );
  pb.box(240, pb.y, 305, 20, true);
  pb.text(246, 'TOTAL PREMIUM FOR THIS POLICY PERIOD', { y: pb.y + 14, size: 8.5, bold: true });
  pb.text(542, `$${en(total)}`, { y: pb.y + 14, size: 9.5, bold: true, align: 'right' });
  pb.down(42);
  pb.text(50, 'Forms and endorsements: PP 00 01 (6-80), PP 03 06, AMENDATORY ENDORSEMENT.', { size: 8 });
  pb.down(12).text(50, `Loss payee: none.   Countersigned ${dateText(addDays(start, -9), 'm/d/yy')} by authorized representative:`, { size: 8 });
  pb.down(26).text(60, agent.full, { size: 12, serif: true });
  rule(pb, 50, pb.y + 4, 200);
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Comprehensive',
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  };
};

/** 1997–2003 Britain: a classic-car broker's schedule — labels in capitals with colons, cover, excess, agreed value, premium with IPT. */
export const brokerScheduleUK1999: Family = (rng) => {
  const year = rng.int(1997, 2003);
  const start = isoIn(rng, year);
  const end = addDays(addYears(start, 1), -1);
  const office = place(rng, 'UK', year);
  const broker = `${person(rng, 'UK', true).last} & ${person(rng, 'UK', true).last} Insurance Services`;
  const holder = person(rng, 'UK');
  const car = rng.pick(['1961 Jaguar Mk 2 3.8', '1974 MGB Roadster', '1968 Rover P5B Coupé', '1959 Austin-Healey Sprite', '1972 Triumph TR6']);
  const policy = `CV/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const excess = rng.pick([50, 100, 150, 250]);
  const base = rng.pick([118.5, 142, 166.75, 189.9]);
  const iptRate = start < '1997-04-01' ? 2.5 : start < '1999-07-01' ? 4 : 5;
  const ipt = r2((base * iptRate) / 100);
  const total = r2(base + ipt);

  const pb = new PageBuilder();
  pb.text(297, broker, { y: 56, size: 14, bold: true, align: 'center' });
  pb.text(297, `${office.street}, ${office.line}  ·  Tel. ${phone(rng, 'UK', year)}  ·  Registered Insurance Brokers`, { y: 69, size: 8, align: 'center' });
  pb.text(297, 'THE SCHEDULE', { y: 108, size: 16, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Classic Vehicle Insurance — Limited Mileage', { y: 122, size: 9, serif: true, align: 'center' });
  pb.y = 156;
  const rows: [string, string][] = [
    ['POLICY NUMBER:', policy],
    ['THE INSURED:', `${holder.title} ${holder.full}`],
    ['ADDRESS:', `${street(rng, 'UK')}, ${place(rng, 'UK', year).line}`],
    ['PERIOD OF INSURANCE:', `From ${dateText(start, 'uk-long')} to ${dateText(end, 'uk-long')} (both days inclusive)`],
    ['VEHICLE:', `${car}   Registration ${plateUK(rng, 1959 + rng.int(0, 15))}`],
    ['AGREED VALUE:', `£${en(rng.pick([6500, 9000, 12500, 18000]))}`],
    ['COVER:', 'Comprehensive'],
    ['EXCESS:', `£${excess} each and every claim (own damage)`],
    ['USE:', 'Social, domestic and pleasure; club events. Mileage limit 3,000 p.a.'],
    ['DRIVING:', 'Insured and spouse only'],
  ];
  for (const [l, v] of rows) {
    pb.text(60, l, { size: 9, bold: true, serif: true });
    pb.text(210, v, { size: 9.5, serif: true });
    pb.down(19);
  }
  pb.down(10);
  rule(pb, 60, pb.y - 8, 475);
  pb.down(8);
  const prem: [string, string][] = [
    ['Annual premium', `£${en(base)}`],
    [`Insurance Premium Tax @ ${iptRate}%`, `£${en(ipt)}`],
    ['TOTAL PAYABLE', `£${en(total)}`],
  ];
  for (const [l, v] of prem) {
    pb.text(210, l, { size: 9.5, bold: l.startsWith('TOTAL'), serif: true });
    pb.text(450, v, { size: 9.5, bold: l.startsWith('TOTAL'), serif: true, align: 'right' });
    pb.down(15);
  }
  pb.down(20);
  para(
    pb,
    60,
    'This schedule forms part of the policy and must be read with it. Please check the details carefully and tell us at once if anything is incorrect. Membership of a recognised owners’ club is a condition of cover.',
    475,
    8.5,
    {
      serif: true,
    },
  );
  pb.down(12);
  pb.text(60, `Date of issue: ${dateText(addDays(start, -12), 'dd/mm/yyyy')}`, { size: 8.5, serif: true });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Comprehensive',
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
};

/** 2017–25 USA: an independent agency's renewal letter for a collector car — a summary table, collision with a deductible, fees folded into the total. */
export const renewalLetterUS2021: Family = (rng) => {
  const year = rng.int(2017, 2025);
  const start = isoIn(rng, year);
  const end = addYears(start, 1);
  const office = place(rng, 'US', year);
  const agency = `${person(rng, 'US', true).last} Insurance Group`;
  const holder = person(rng, 'US');
  const car = rng.pick(['1955 Ford Thunderbird', '1968 Chevrolet Corvette', '1973 Porsche 911T', '1962 Cadillac DeVille', '1948 Willys Jeep']);
  const policy = `CC${digits(rng, 8)}`;
  const agreed = rng.pick([28000, 38500, 46000, 72000]);
  const ded = rng.pick([250, 500, 1000]);
  const premium = rng.pick([312, 368, 412, 486]);
  const fees = rng.pick([12, 18, 25]);
  const total = premium + fees;

  const pb = new PageBuilder();
  pb.text(50, agency, { y: 56, size: 16, bold: true });
  pb.text(50, `Independent agents since 1983  ·  ${office.street}, ${office.line}  ·  ${phone(rng, 'US', year)}`, { y: 70, size: 8.5 });
  rule(pb, 50, 78, 495);
  pb.y = 110;
  pb.text(50, dateText(addDays(start, -30), 'us-long'), { size: 10 });
  pb.down(26);
  for (const l of [holder.full, street(rng, 'US'), place(rng, 'US', year).line]) pb.text(50, l, { size: 10 }).down(13);
  pb.down(16);
  pb.text(50, `Dear ${holder.first},`, { size: 10 });
  pb.down(18);
  para(
    pb,
    50,
    `Thank you for choosing ${agency} for your collector vehicle coverage. Your policy renews automatically; the summary below shows the coverage for the coming term. No action is needed unless something has changed.`,
    490,
    10,
    { lead: 14 },
  );
  pb.down(10);
  const facts: [string, string][] = [
    ['Policy number', policy],
    ['Policy term', `${dateText(start, 'mm/dd/yyyy')} – ${dateText(end, 'mm/dd/yyyy')}`],
    ['Vehicle', `${car} · Agreed value $${en(agreed).replace('.00', '')}`],
  ];
  for (const [l, v] of facts) {
    pb.box(50, pb.y, 140, 18, true);
    pb.box(190, pb.y, 355, 18);
    pb.text(55, l, { y: pb.y + 12.5, size: 9, bold: true });
    pb.text(196, v, { y: pb.y + 12.5, size: 9.5 });
    pb.y += 18;
  }
  pb.down(20);
  table(
    pb,
    [
      { x: 50, w: 250, head: 'Coverage' },
      { x: 300, w: 150, head: 'Limit' },
      { x: 450, w: 95, head: 'Deductible', align: 'right' },
    ],
    [
      ['Bodily injury / property damage', '$250,000 / $500,000 / $100,000', '—'],
      ['Uninsured motorist', '$100,000 / $300,000', '—'],
      ['Comprehensive', 'Agreed value', 'None'],
      ['Collision', 'Agreed value', `$${en(ded).replace('.00', '')}`],
      ['Towing & labor', '$500 per disablement', '—'],
    ],
    { size: 9, row: 17, ruled: true },
  );
  pb.down(18);
  pb.text(50, 'Total annual premium (including state fees and policy fee)', { size: 10, bold: true });
  pb.text(542, `$${en(total)}`, { size: 10, bold: true, align: 'right' });
  pb.down(14);
  pb.text(50, `Prefer to pay monthly? Ten installments of $${en(r2(total / 10 + 3))} are available (includes $3 installment fee).`, { size: 8.5 });
  pb.down(30);
  para(
    pb,
    50,
    'If you have questions about your coverage, or if you have added a vehicle to your collection, please call us. We appreciate your business.',
    490,
    10,
    { lead: 14 },
  );
  pb.down(16);
  pb.text(50, 'Sincerely,', { size: 10 });
  pb.down(30).text(50, `${person(rng, 'US').full}, Account Manager`, { size: 10 });
  return {
    items: pb.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Collision',
      premium: total,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  };
};
