/** Insurance: a local agent's confirmation, an Austrian Polizze, a Swiss Police, a Dales schedule, Vermont and Iowa declarations. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { field, pad, scale } from './kit';

const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** Eifel: a local agency's letter confirming cover, premium with Versicherungsteuer, the SB in the running text. */
export function eifelAgentur(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1975, 2024).slice(0, 8) + '01';
  const end = yearLater(start);
  const year = yearOf(start);
  const cur = year < 2002 ? 'DM' : 'EUR';
  const agent = rng.pick(['Hildegard Schmitz', 'Bernd Lames', 'Rainer Pauly']);
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Kfz-Haftpflicht mit Teilkasko', 'Haftpflicht, Vollkasko']);
  const net = r2((rng.int(9000, 40000) / 100) * scale(year, cur));
  const taxRate = year < 1989 ? 7 : year < 2007 ? (year < 1993 ? 10 : year < 2002 ? 15 : 16) : 19;
  const tax = r2((net * taxRate) / 100);
  const prem = r2(net + tax);
  const ded = r2(rng.pick([150, 300, 500]) * (cur === 'DM' ? 2 : 1));
  const pol = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  p.text(50, `Versicherungsbüro ${agent}`, { size: 14, bold: true });
  p.down(13).text(50, `Generalagentur der ${rng.pick(['Rheinischen Provinzial', 'Eifeler Landschaftlichen Brandkasse', 'Westdeutschen Landversicherung'])}`, {
    size: 8.5,
  });
  p.down(11).text(
    50,
    `Marktplatz ${rng.int(1, 20)} · ${rng.pick(['Prüm', 'Hillesheim', 'Kyllburg'])} · Tel. 0 65 ${rng.int(50, 99)} / ${rng.int(1000, 9999)}`,
    { size: 8.5 },
  );
  p.down(40).text(50, `${rng.pick(['Herrn', 'Frau'])} ${rng.pick(['Albert Kootz', 'Gisela Weins', 'Hans-Josef Arens'])}`, { size: 10 });
  p.down(13).text(50, `${rng.pick(['Waldstraße', 'Zum Sportplatz'])} ${rng.int(1, 40)}`, { size: 10 });
  p.down(30).text(545, fd(addDays(start, -rng.int(5, 20)), 'de'), { align: 'right', size: 10 });
  p.down(24).text(50, `Ihre Kraftfahrtversicherung – Vers.-Schein-Nr. ${pol}`, { size: 11, bold: true });
  p.down(24);
  const car = rng.pick(['Mercedes-Benz 220 S', 'VW 1600 TL', 'Opel Rekord C', 'Ford 20M']);
  para(
    p,
    50,
    `Sehr geehrte Kundin, sehr geehrter Kunde, hiermit bestätigen wir Ihnen den Versicherungsschutz für Ihr Fahrzeug ${car}, amtl. Kennzeichen ${rng.pick(['BIT', 'DAU', 'PRÜ'])}-${rng.pick(['AK', 'W', 'HJ'])} ${rng.int(10, 999)}, im Umfang ${cover}.`,
    95,
    { size: 10, step: 14 },
  );
  p.down(6);
  para(
    p,
    50,
    `Der Vertrag beginnt am ${fd(start, 'de')} und läuft bis zum ${fd(end, 'de')}; er verlängert sich jeweils um ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird. In der Teilkasko gilt eine Selbstbeteiligung von ${num(ded, 'de')} ${cur} je Schadenfall.`,
    95,
    { size: 10, step: 14 },
  );
  p.down(10);
  const rows: [string, string][] = [
    ['Beitrag netto', num(net, 'de')],
    [`Versicherungsteuer ${taxRate} %`, num(tax, 'de')],
    ['Jahresbeitrag', num(prem, 'de')],
  ];
  rows.forEach(([l, v], i) => {
    p.text(100, l, { size: 10, bold: i === 2 }).text(380, `${v} ${cur}`, { size: 10, align: 'right', bold: i === 2 });
    p.down(14);
  });
  p.down(10);
  para(p, 50, `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto abgebucht. Für Rückfragen stehe ich Ihnen gern zur Verfügung.`, 95, {
    size: 10,
    step: 14,
  });
  p.down(16).text(50, 'Mit freundlichen Grüßen', { size: 10 });
  p.down(26).text(50, agent, { size: 10 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Mühlviertel: an Austrian Polizze with numbered sections and a premium table including motorbezogene Versicherungssteuer. */
export function muehlviertelPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1995, 2025).slice(0, 8) + '01';
  const end = yearLater(start);
  const year = yearOf(start);
  const cur = year < 2002 ? 'ATS' : 'EUR';
  const sym = year < 2002 ? 'S' : '€';
  const cover = rng.pick(['Kfz-Haftpflicht + Teilkasko', 'Haftpflicht / Teilkasko mit Parkschaden', 'Oldtimer-Haftpflicht']);
  const f = scale(year, cur);
  const hp = r2(rng.int(120, 300) * f);
  const kasko = r2(rng.int(40, 160) * f);
  const vst = r2((hp + kasko) * 0.11);
  const mvst = r2(rng.int(30, 200) * f);
  const prem = r2(hp + kasko + vst + mvst);
  const ded = r2(rng.pick([200, 300, 350]) * (cur === 'ATS' ? 13.76 : 1));
  const pol = `${rng.pick(['OÖ', 'MV'])}/${rng.int(1000000, 9999999)}`;
  p.text(
    50,
    `${rng.pick(['Mühlviertler Landesversicherung', 'Oberösterreichische Wechselseitige'])} – Geschäftsstelle ${rng.pick(['Freistadt', 'Rohrbach'])}`,
    { size: 12, bold: true },
  );
  p.down(30).text(50, 'POLIZZE', { size: 20, bold: true }).text(545, `Polizzennummer ${pol}`, { size: 10, align: 'right' });
  p.down(30).text(50, '1. Versicherungsnehmer', { size: 10, bold: true });
  p.down(13).text(
    70,
    `${rng.pick(['Josef Kapplmüller', 'Theresia Mayr', 'Leopold Traxler'])}, ${rng.pick(['Grünbach', 'Liebenau', 'St. Oswald'])} ${rng.int(1, 80)}`,
    { size: 10 },
  );
  p.down(22).text(50, '2. Fahrzeug', { size: 10, bold: true });
  p.down(13).text(
    70,
    `${rng.pick(['Steyr-Puch 500', 'Puch G 230 GE', 'Steyr 190 Traktor', 'VW Käfer 1302'])}, Kennzeichen FR-${rng.int(100, 999)} ${rng.pick(['H', 'BX', 'AK'])}`,
    { size: 10 },
  );
  p.down(22).text(50, '3. Versicherungsschutz', { size: 10, bold: true });
  p.down(13).text(70, `Sparte: ${cover}`, { size: 10 });
  p.down(13).text(70, `Selbstbehalt Kasko: ${sym} ${num(ded, 'de')}`, { size: 10 });
  p.down(22).text(50, '4. Laufzeit', { size: 10, bold: true });
  p.down(13).text(70, `Versicherungsbeginn ${fd(start, 'de')}, 00:00 Uhr`, { size: 10 });
  p.down(13).text(70, `Ablauf ${fd(end, 'de')}, 24:00 Uhr`, { size: 10 });
  p.down(22).text(50, '5. Prämie (jährlich)', { size: 10, bold: true });
  const t: [string, number][] = [
    ['Haftpflicht', hp],
    ['Teilkasko', kasko],
    ['Versicherungssteuer 11 %', vst],
    ['motorbezogene Versicherungssteuer', mvst],
  ];
  for (const [l, v] of t) {
    p.down(14).text(70, l, { size: 9.5 }).text(400, num(v, 'de'), { size: 9.5, align: 'right' });
  }
  hline(p, 300, 100, p.y + 5);
  p.down(18).text(70, `Gesamtprämie ${sym}`, { size: 10.5, bold: true }).text(400, num(prem, 'de'), { size: 10.5, bold: true, align: 'right' });
  p.down(40).text(50, `Ausgestellt in ${rng.pick(['Freistadt', 'Linz'])} am ${fd(addDays(start, -rng.int(3, 30)), 'de')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Emmental: a Swiss Police from a village agency, a two-column block of label over value. */
export function emmentalPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1998, 2025).slice(0, 8) + '01';
  const end = `${yearOf(start)}-12-31`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Veteranenfahrzeug Haftpflicht', 'Haftpflicht, Teilkasko, Parkschaden']);
  const ded = rng.pick([200, 300, 500, 1000]);
  const net = r2(rng.int(180, 700) + rng.pick([0, 0.4, 0.8, 0.55]));
  const stamp = r2(net * 0.05);
  const prem = r2(net + stamp);
  const pol = `${rng.int(1, 9)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.text(50, `${rng.pick(['Emmentalische Mobiliar', 'Schweizerische Landversicherung'])}`, { size: 13, bold: true });
  p.down(12).text(50, `Generalagentur ${rng.pick(['Langnau', 'Burgdorf'])} · Agentur ${rng.pick(['Trub', 'Röthenbach', 'Affoltern i.E.'])}`, { size: 8.5 });
  p.down(40).text(50, 'Police Motorfahrzeugversicherung', { size: 14, bold: true });
  p.y = 150;
  const fields: [string, string][] = [
    ['Police-Nr.', pol],
    ['Versicherte Deckung', cover],
    ['Vertragsbeginn', fd(start, 'de')],
    ['Vertragsablauf', fd(end, 'de')],
    ['Selbstbehalt Teilkasko', `CHF ${num(ded, 'ch')}`],
    ['Fahrzeug', `${rng.pick(['Saurer', 'Citroën DS 21', 'Land Rover 109', 'Hürlimann D 200'])}, BE ${rng.int(1000, 99999)}`],
  ];
  fields.forEach(([l, v], i) => {
    const x = i % 2 === 0 ? 50 : 310;
    const y = 150 + Math.floor(i / 2) * 34;
    p.text(x, l, { y, size: 7.5 }).text(x, v, { y: y + 13, size: 10.5 });
  });
  p.y = 270;
  p.text(50, 'Prämie für die Zeit vom ' + fd(start, 'de') + ' bis ' + fd(end, 'de'), { size: 9.5, bold: true });
  const t: [string, number][] = [
    ['Nettoprämie', net],
    ['Eidg. Stempelabgabe 5 %', stamp],
    ['Total zu bezahlen', prem],
  ];
  for (const [l, v] of t)
    p.down(15)
      .text(70, l, { size: 9.5, bold: l.startsWith('Total') })
      .text(400, `CHF ${num(v, 'ch')}`, { size: 9.5, align: 'right', bold: l.startsWith('Total') });
  p.down(34);
  para(p, 50, 'Es gelten die Allgemeinen Versicherungsbedingungen (AVB) Ausgabe 2012. Die Police erneuert sich stillschweigend um ein Jahr.', 100, { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Dales: a farmers' mutual schedule from the branch secretary, with Insurance Premium Tax and an excess line. */
export function dalesSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1994, 2025);
  const end = yearLater(start);
  const year = yearOf(start);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Classic Car Comprehensive (Limited Mileage)']);
  const net = r2((rng.int(9000, 45000) / 100) * scale(year, 'GBP'));
  const iptRate = year < 1997 ? 2.5 : year < 1999 ? 4 : year < 2011 ? 5 : year < 2016 ? 6 : year < 2017 ? 9.5 : year < 2018 ? 10 : 12;
  const ipt = r2((net * iptRate) / 100);
  const prem = r2(net + ipt);
  const ded = rng.pick([100, 150, 250, 350]);
  const pol = `${rng.pick(['FM', 'DM'])}${pad(rng.int(0, 999999), 6)}/${rng.int(1, 9)}`;
  p.text(50, `${rng.pick(['Dales Farmers Mutual', 'Pennine Rural Mutual'])} Insurance`, { size: 14, bold: true, serif: true });
  p.down(13).text(50, `Group Secretary: ${rng.pick(['Mrs J. Alderson, Hawes', 'Mr T. Harker, Leyburn'])} · Tel. 01969 ${rng.int(600000, 699999)}`, {
    size: 8.5,
    serif: true,
  });
  p.down(34).text(297, 'MOTOR POLICY SCHEDULE', { align: 'center', size: 13, bold: true });
  p.y = 160;
  const kv: [string, string][] = [
    ['Policy Number', pol],
    ['Policyholder', rng.pick(['Mr D. Kirkbride', 'Mrs A. Raw', 'R. & S. Allen (Partnership)'])],
    ['Period of Insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    [
      'Vehicle',
      `${rng.pick(['Land Rover 90', 'Austin Healey Sprite', 'Triumph TR4', 'Ford Escort Mk I'])}, ${rng.pick(['AWT', 'YG', 'VAN'])} ${rng.int(10, 999)}${rng.pick(['B', 'H', 'Y'])}`,
    ],
    ['Cover', cover],
    ['Use', 'Social, domestic and pleasure, excluding business use'],
    ['Excess', `£${num(ded, 'en')} accidental damage`],
  ];
  for (const [l, v] of kv) {
    p.text(50, l, { size: 9.5, bold: true }).text(190, v, { size: 9.5 });
    p.down(17);
  }
  p.down(12);
  hline(p, 50, 495, p.y);
  p.down(18)
    .text(50, 'Premium', { size: 9.5 })
    .text(300, `£${num(net, 'en')}`, { size: 9.5, align: 'right' });
  p.down(14)
    .text(50, `Insurance Premium Tax at ${iptRate}%`, { size: 9.5 })
    .text(300, `£${num(ipt, 'en')}`, { size: 9.5, align: 'right' });
  p.down(14)
    .text(50, 'Total Payable', { size: 10, bold: true })
    .text(300, `£${num(prem, 'en')}`, { size: 10, bold: true, align: 'right' });
  p.down(34);
  para(
    p,
    50,
    "Drivers: the Policyholder and any person driving with the Policyholder's permission who holds a licence. This schedule forms part of your policy and must be read with it.",
    100,
    { size: 8, serif: true },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Vermont: an auto policy declarations page from a village agent, a coverage table with deductibles in a column. */
export function vermontDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1985, 2025);
  const realEnd = rng.chance(0.4) ? addDays(start, 182) : `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const year = yearOf(start);
  const f = scale(year, 'USD');
  const liab = r2(rng.int(90, 260) * f);
  const medpay = r2(rng.int(8, 30) * f);
  const comp = r2(rng.int(20, 90) * f);
  const ded = rng.pick([100, 250, 500]);
  const fee = r2(rng.pick([0, 5, 10]));
  const prem = r2(liab + medpay + comp + fee);
  const pol = `VT ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  const cover = rng.pick(['Personal Auto Policy', 'Antique Auto Policy', 'Collector Vehicle Policy']);
  p.text(50, `${rng.pick(['Green Mountain', 'Northeast Kingdom', 'Lamoille Valley'])} Mutual Insurance Co.`, { size: 13, bold: true });
  p.down(12).text(50, `Agent: ${rng.pick(['Carpenter Insurance Agency, Hardwick', 'Farr & Sons Agency, St. Johnsbury'])}`, { size: 8.5 });
  p.down(30).text(50, `${cover.toUpperCase()} — DECLARATIONS`, { size: 12, bold: true });
  p.down(14).text(50, `Policy form: ${cover}`, { size: 9 });
  p.down(20).text(50, 'Policy number', { size: 8 }).text(200, 'Policy period', { size: 8 });
  p.down(12)
    .text(50, pol, { size: 10 })
    .text(200, `${fd(start, 'us')} to ${fd(realEnd, 'us')}  12:01 A.M. standard time`, { size: 10 });
  p.down(24).text(50, 'Named insured', { size: 8 }).text(300, 'Vehicle', { size: 8 });
  p.down(12)
    .text(50, rng.pick(['Roland & Mae Lafoe', 'Kenneth Bickford', 'Ada Whitcomb']), { size: 10 })
    .text(300, rng.pick(['1953 Ford Jubilee', '1964 Ford Falcon', '1978 Jeep CJ-5', '1971 VW Beetle']), { size: 10 });
  p.down(30);
  const cols = [50, 260, 400, 545];
  ['Coverage', 'Limits', 'Deductible', 'Premium'].forEach((h, i) => p.text(cols[i], h, { size: 8.5, bold: true, align: i === 3 ? 'right' : 'left' }));
  hline(p, 50, 495, p.y + 4);
  const rows: [string, string, string, number][] = [
    ['A. Liability', '100/300/50', '', liab],
    ['B. Medical Payments', '$5,000', '', medpay],
    ['D. Comprehensive & Collision', 'ACV', `$${num(ded, 'en')}`, comp],
  ];
  for (const r of rows) {
    p.down(15);
    r.slice(0, 3).forEach((c, i) => c && p.text(cols[i], String(c), { size: 9 }));
    p.text(545, num(r[3], 'en'), { size: 9, align: 'right' });
  }
  if (fee) p.down(15).text(50, 'Policy fee', { size: 9 }).text(545, num(fee, 'en'), { size: 9, align: 'right' });
  hline(p, 400, 145, p.y + 6);
  p.down(20)
    .text(400, 'TOTAL PREMIUM', { size: 9.5, bold: true })
    .text(545, `$${num(prem, 'en')}`, { size: 9.5, bold: true, align: 'right' });
  p.down(40).text(50, `Countersigned ${fd(addDays(start, -rng.int(1, 20)), 'usshort')} by authorized representative.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: realEnd,
  });
}

/** Iowa: a farm mutual's agreed-value classic renewal notice, boxes across the top, the deductible under "Your deductible". */
export function iowaAgreedValue(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2003, 2026);
  const end = `${yearOf(start) + 1}${start.slice(4)}`;
  const prem = r2(rng.int(120, 900) + rng.pick([0, 0.5, 0.25]));
  const ded = rng.pick([0, 250, 500]);
  const agreed = rng.int(8, 60) * 1000;
  const pol = `CL-${rng.int(1000000, 9999999)}`;
  const cover = `Agreed Value Collector Vehicle – $${num(agreed, 'en').slice(0, -3)}`;
  p.text(50, `${rng.pick(['Prairie Farmers Mutual', 'Hawkeye Rural Mutual'])} — Classic Vehicle Program`, { size: 12, bold: true });
  p.down(12).text(50, `Your agent: ${rng.pick(['Deb Kuehl', 'Randy Moeller', 'Jan Sievers'])}, ${rng.pick(['Manning', 'Carroll', 'Denison'])} IA`, {
    size: 8.5,
  });
  p.down(30).text(50, 'RENEWAL DECLARATIONS', { size: 13, bold: true });
  field(p, 50, 130, 160, 'Policy No.', pol);
  field(p, 210, 130, 165, 'Effective', fd(start, 'uslong'));
  field(p, 375, 130, 170, 'Expires', fd(end, 'uslong'));
  p.y = 186;
  p.text(50, 'Coverage', { size: 8, bold: true });
  p.down(12).text(50, cover, { size: 10 });
  p.down(22).text(50, 'Your deductible', { size: 8, bold: true }).text(300, 'Annual premium (all fees incl.)', { size: 8, bold: true });
  p.down(12)
    .text(50, ded === 0 ? '$0' : `$${num(ded, 'en')}`, { size: 10 })
    .text(300, `$${num(prem, 'en')}`, { size: 10 });
  p.down(26).text(50, 'Vehicle', { size: 8, bold: true });
  p.down(12).text(
    50,
    `${rng.pick(['1957 Chevrolet Bel Air', '1949 Farmall H', '1966 Ford Mustang', '1970 Dodge Coronet'])}  VIN ${rng.int(10000, 99999)}${rng.pick(['A', 'K', 'F'])}${rng.int(100000, 999999)}`,
    { size: 9.5 },
  );
  p.down(30);
  para(p, 50, 'Limited use: club events, parades, shows and occasional pleasure driving. Must be garaged. Not for daily transportation.', 100, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
