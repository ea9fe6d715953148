/**
 * German-language insurance paper: a German Oldtimer policy with its covers in a table, a Beitragsrechnung, a Nachtrag
 * after a restoration, an Austrian Polizze with both insurance taxes, a Swiss Police with the stamp duty, and a green card.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r05, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AT_TOWNS, CH_TOWNS, DE_TOWNS, car, digits, field, letters, lv, personDE, plateDE, streetDE } from './kit';

/** German insurance tax on motor premiums, roughly as the years had it. */
function vstDE(y: number) {
  if (y < 1990) return 7;
  if (y < 1993) return 10;
  if (y < 1995) return 12;
  if (y < 2002) return 15;
  if (y < 2007) return 16;
  return 19;
}
const cur = (y: number) => (y < 2002 ? 'DM' : '€');
const yearStart = (rng: Random, from: number, to: number) => {
  const y = rng.int(from, to);
  return `${y}-${String(rng.pick([1, 1, 3, 4, 4, 5, 10])).padStart(2, '0')}-01`;
};
/** The day before the same date a year (or n years) later. */
const termEnd = (start: string, years = 1) => addDays(`${Number(start.slice(0, 4)) + years}${start.slice(4)}`, -1);

export function oldtimerPolice(rng: Random): Generated {
  const start = yearStart(rng, 1996, 2026);
  const y = Number(start.slice(0, 4));
  const end = termEnd(start);
  const c = car(rng);
  const [plz, town] = rng.pick(DE_TOWNS);
  const [hPlz, hTown, dist] = rng.pick(DE_TOWNS);
  const holder = personDE(rng);
  const insurer = rng.pick([
    'Rheinische Oldtimer-Versicherung AG',
    'Hanseatische Kraftfahrt-Versicherung VVaG',
    'Allgäuer Land- und Kraftfahrtversicherung a.G.',
  ]);
  const policy = `OT ${digits(rng, 3)}-${digits(rng, 6)}-${rng.int(1, 9)}`;
  const value = rng.int(12, 95) * 1000;
  const voll = rng.chance(0.4);
  const tkSb = rng.pick([150, 150, 300, 500]);
  const vkSb = rng.pick([500, 1000]);
  const C = cur(y);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 13, bold: true });
  p.down(13).text(50, `Direktion Kraftfahrt · Postfach ${rng.int(1000, 9999)} · ${plz} ${town}`, { size: 8 });
  p.down(40).text(50, holder, { size: 10 });
  p.down(13).text(50, streetDE(rng), { size: 10 });
  p.down(13).text(50, `${hPlz} ${hTown}`, { size: 10 });
  p.text(545, `${town}, ${fd(addDays(start, -rng.int(5, 25)), 'de')}`, { y: p.y - 26, size: 9, align: 'right' });
  p.down(40).text(50, 'Versicherungsschein', { size: 16, bold: true });
  p.text(545, rng.pick(['Erstschrift', 'Ersatzschrift', 'Neuausfertigung']), { size: 9, align: 'right' });
  p.down(18).text(50, 'für die Oldtimer-Kraftfahrtversicherung (Fahrzeuge mit historischem Kennzeichen)', { size: 9.5 });
  p.down(26);
  lv(p, 50, 'Versicherungsschein-Nr.', policy, 200, { bold: true });
  p.down(14);
  lv(p, 50, 'Versicherungsnehmer', holder, 200);
  p.down(14);
  lv(p, 50, 'Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`, 200);
  p.down(14);
  lv(p, 50, 'Fahrzeug-Ident.-Nr.', c.vin, 200);
  p.down(14);
  lv(p, 50, 'Amtl. Kennzeichen', plateDE(rng, dist, true), 200);
  p.down(14);
  lv(p, 50, 'Versicherungsdauer', `vom ${fd(start, 'de')}, 0 Uhr, bis ${fd(end, 'de')}, 24 Uhr`, 200);
  p.down(14);
  lv(p, 50, 'Vertragsverlängerung', 'jeweils um ein Jahr, sofern nicht drei Monate vor Ablauf gekündigt', 200);
  p.down(14);
  const coverage = voll ? 'Kfz-Haftpflicht und Vollkasko' : 'Kfz-Haftpflicht und Teilkasko';
  lv(p, 50, 'Versicherungsumfang', coverage, 200, { bold: true });
  p.down(14);
  lv(p, 50, 'Vereinbarter Wert', `${num(value, 'de')} ${C} (Wertgutachten vom ${fd(addDays(start, -rng.int(30, 300)), 'de')})`, 200);
  p.down(28);
  const cols: Col[] = [{ x: 52 }, { x: 160 }, { x: 430, align: 'right' }, { x: 543, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Sparte', 'Deckungssumme / Umfang', 'Selbstbeteiligung', `Jahresbeitrag ${C}`], { bold: true });
  const hp = r2(rng.int(60, 190) + rng.int(0, 99) / 100);
  const tk = r2(rng.int(25, 140) + rng.int(0, 99) / 100);
  const vk = r2(rng.int(90, 320) + rng.int(0, 99) / 100);
  const sb = rng.chance(0.5) ? r2(rng.int(9, 25) + 0.9) : 0;
  const lines: [string, string, string, number][] = [['Kfz-Haftpflicht', y < 2002 ? 'pauschal 100 Mio. DM' : 'pauschal 100 Mio. €', '–', hp]];
  if (voll) lines.push(['Vollkasko', `bis zum vereinbarten Wert`, `${num(vkSb, 'de')} ${C}`, vk]);
  lines.push(['Teilkasko', voll ? 'in der Vollkasko enthalten' : 'bis zum vereinbarten Wert', `${num(tkSb, 'de')} ${C}`, voll ? 0 : tk]);
  if (sb) lines.push(['Schutzbrief', 'Pannen- und Abschlepphilfe', '–', sb]);
  for (const l of lines) {
    p.down(16);
    row(p, cols, [l[0], l[1], l[2], l[3] ? num(l[3], 'de') : 'enthalten']);
  }
  const net = sum(lines.map((l) => l[3]));
  const tax = r2((net * vstDE(y)) / 100);
  const total = r2(net + tax);
  p.down(8);
  hline(p, 300, 245);
  p.down(14);
  row(p, cols, ['', 'Nettobeitrag', '', num(net, 'de')]);
  p.down(14);
  row(p, cols, ['', `Versicherungsteuer ${vstDE(y)} %`, '', num(tax, 'de')]);
  p.down(16);
  row(p, cols, ['', 'Jahresbeitrag einschl. Versicherungsteuer', '', `${num(total, 'de')} ${C}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    `Der Beitrag ist jährlich im Voraus fällig, erstmals am ${fd(start, 'de')}. Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB) sowie die Besonderen Bedingungen für Oldtimer. Das Fahrzeug darf nicht als Alltagsfahrzeug genutzt werden; ein weiteres Fahrzeug für den täglichen Gebrauch muss vorhanden sein.`,
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, 'Mit freundlichen Grüßen', { size: 9.5 });
  p.down(14).text(50, insurer, { size: 9.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: total,
    deductible: voll ? vkSb : tkSb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function beitragsrechnung(rng: Random): Generated {
  const start = `${rng.int(1985, 2025)}-01-01`;
  const y = Number(start.slice(0, 4));
  const end = `${y}-12-31`;
  const c = car(rng, (x) => x.from < 1980);
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const holder = personDE(rng);
  const insurer = rng.pick(['Mittelfränkische Versicherung a.G.', 'WESTFALIA Kraftfahrt-Versicherung AG', 'Badische Assekuranz AG']);
  const policy = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 4)}/${rng.int(10, 99)}`;
  const C = cur(y);
  const sbTk = rng.pick([150, 300, 300, 500]);
  const p = new PageBuilder();
  p.text(545, insurer, { size: 11, bold: true, align: 'right' });
  p.down(12).text(545, `Kundenservice ${plz} ${town}`, { size: 8, align: 'right' });
  p.down(40).text(50, `${insurer} · Postfach · ${plz} ${town}`, { size: 6.5 });
  p.down(14).text(50, `Herrn/Frau ${holder}`, { size: 10 });
  p.down(13).text(50, streetDE(rng), { size: 10 });
  p.down(13).text(50, `${plz} ${town}`, { size: 10 });
  p.down(40);
  const printed = addDays(start, -rng.int(20, 45));
  lv(p, 370, 'Datum', fd(printed, 'de'), 450, { size: 8.5 });
  p.down(12);
  lv(p, 370, 'Vertrag', policy, 450, { size: 8.5 });
  p.down(12);
  lv(p, 370, 'Kennzeichen', plateDE(rng, dist, y >= 1997 && rng.chance(0.7)), 450, { size: 8.5 });
  p.down(30).text(50, `Beitragsrechnung für das Versicherungsjahr ${y}`, { size: 13, bold: true });
  p.down(22);
  para(
    p,
    50,
    `Sehr geehrte Kundin, sehr geehrter Kunde, für Ihre Kraftfahrtversicherung (${c.make} ${c.model}) berechnen wir Ihnen für den Zeitraum vom ${fd(start, 'de')} bis ${fd(end, 'de')} folgenden Beitrag:`,
    95,
  );
  p.down(10);
  const coverage = 'Kfz-Haftpflicht mit Teilkasko';
  lv(p, 50, 'Versicherungsumfang:', coverage, 170, { bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 52 }, { x: 260 }, { x: 400 }, { x: 543, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Sparte', 'Beitragssatz / Tarif', 'Selbstbeteiligung', `Beitrag ${C}`], { bold: true });
  const hp = r2(rng.int(70, 260) + rng.int(0, 99) / 100);
  const tk = r2(rng.int(20, 110) + rng.int(0, 99) / 100);
  p.down(16);
  row(p, cols, ['Kfz-Haftpflicht', `SF ${rng.int(4, 25)} (${rng.pick([30, 35, 40, 45, 50])} %)`, 'ohne', num(hp, 'de')]);
  p.down(14);
  row(p, cols, ['Teilkasko', `Typklasse ${rng.int(10, 30)}`, `${num(sbTk, 'de')} ${C}`, num(tk, 'de')]);
  const net = sum([hp, tk]);
  const tax = r2((net * vstDE(y)) / 100);
  const total = r2(net + tax);
  p.down(14);
  row(p, cols, ['Versicherungsteuer', `${vstDE(y)} % aus ${num(net, 'de')}`, '', num(tax, 'de')]);
  p.down(6);
  hline(p, 50, 495);
  p.down(15);
  row(p, cols, ['Zu zahlender Betrag', '', '', `${num(total, 'de')} ${C}`], { bold: true });
  p.down(30);
  const sepa = y >= 2014;
  para(
    p,
    50,
    sepa
      ? `Den Betrag buchen wir am ${fd(addDays(start, rng.int(0, 4)), 'de')} von Ihrem Konto DE${digits(rng, 2)} •••• •••• ${digits(rng, 4)} ab (Mandatsreferenz ${letters(rng, 2)}${digits(rng, 8)}). Bitte sorgen Sie für ausreichende Deckung.`
      : `Bitte überweisen Sie den Betrag bis zum ${fd(addDays(start, 14), 'de')} unter Angabe der Vertragsnummer. Bei Zahlungsverzug entfällt der Versicherungsschutz (§ 38 VVG).`,
    95,
  );
  p.down(10);
  para(p, 50, 'Dies ist eine maschinell erstellte Rechnung und trägt keine Unterschrift.', 95, { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: total,
    deductible: sbTk,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function nachtrag(rng: Random): Generated {
  const y = rng.int(2003, 2025);
  const from = `${y}-${String(rng.int(3, 9)).padStart(2, '0')}-${String(rng.pick([1, 15])).padStart(2, '0')}`;
  const end = `${y}-12-31`;
  const c = car(rng, (x) => x.from < 1985);
  const holder = personDE(rng);
  const [plz, town] = rng.pick(DE_TOWNS);
  const insurer = rng.pick([
    'OCC-Classic Assekuranzmakler GmbH für die Nordstern Allgemeine',
    'Kuratorium Klassik Versicherungsdienst für die Süddeutsche Kraft AG',
  ]);
  const policy = `K-${digits(rng, 7)}`;
  const nr = rng.int(1, 6);
  const oldV = rng.int(15, 45) * 1000;
  const newV = oldV + rng.int(8, 40) * 1000;
  const sb = rng.pick([250, 500, 500, 1000]);
  const tkSb = rng.pick([150, 250]);
  const oldPrem = r2(rng.int(180, 420) + rng.int(0, 99) / 100);
  const newPrem = r2(oldPrem * (newV / oldV) * (0.85 + rng.next() * 0.1));
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000) + 1;
  const extra = r2(((newPrem - oldPrem) * days) / 365);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 10.5, bold: true });
  p.down(30).text(50, holder, { size: 10 });
  p.down(13).text(50, streetDE(rng), { size: 10 });
  p.down(13).text(50, `${plz} ${town}`, { size: 10 });
  p.down(36).text(50, `Nachtrag Nr. ${nr} zum Versicherungsschein ${policy}`, { size: 14, bold: true });
  p.down(16).text(50, `ausgefertigt am ${fd(addDays(from, -rng.int(3, 20)), 'de')}`, { size: 9 });
  p.down(26);
  para(
    p,
    50,
    `Auf Ihren Antrag wird der Vertrag für Ihren ${c.make} ${c.model} (FIN ${c.vin}) nach Abschluss der Restaurierung wie folgt geändert. Alle übrigen Vereinbarungen bleiben unverändert bestehen.`,
    95,
  );
  p.down(8);
  const coverage = 'Oldtimer-Vollkasko';
  const rows: [string, string, string][] = [
    ['Gültig ab', fd(from, 'de'), ''],
    ['Ablauf der Versicherung', fd(end, 'de'), ''],
    ['Versicherungsumfang', `Kfz-Haftpflicht, ${coverage}`, ''],
    ['Vereinbarter Wert', `bisher ${num(oldV, 'de')} €`, `neu ${num(newV, 'de')} €`],
    ['Selbstbeteiligung Vollkasko', `${num(sb, 'de')} €`, 'unverändert'],
    ['Selbstbeteiligung Teilkasko', `${num(tkSb, 'de')} €`, 'unverändert'],
    ['Jahresbeitrag inkl. Versicherungsteuer', `bisher ${num(oldPrem, 'de')} €`, `neu ${num(newPrem, 'de')} €`],
  ];
  for (const [a, b, cc] of rows) {
    p.down(17);
    p.text(52, a, { size: 9.5 });
    p.text(250, b, { size: 9.5, bold: a.startsWith('Jahres') || a === 'Gültig ab' });
    if (cc) p.text(400, cc, { size: 9.5, bold: cc.startsWith('neu') });
  }
  p.down(30);
  para(
    p,
    50,
    `Für die Zeit vom ${fd(from, 'de')} bis ${fd(end, 'de')} ergibt sich ein anteiliger Mehrbeitrag von ${num(extra, 'de')} € (inkl. ${vstDE(y)} % Versicherungsteuer), den wir mit der nächsten Abbuchung einziehen.`,
    95,
  );
  p.down(14);
  para(p, 50, 'Bitte legen Sie diesen Nachtrag zu Ihrem Versicherungsschein.', 95);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: newPrem,
    deductible: sb,
    effectiveStart: from,
    effectiveEnd: end,
  });
}

export function oesterreichPolizze(rng: Random): Generated {
  const start = yearStart(rng, 1995, 2025);
  const y = Number(start.slice(0, 4));
  const end = termEnd(start);
  const ats = y < 2002;
  const C = ats ? 'ATS' : 'EUR';
  const c = car(rng);
  const [plz, town, dist] = rng.pick(AT_TOWNS);
  const holder = personDE(rng);
  const insurer = rng.pick(['Donau-Alpenländische Versicherung AG', 'Tiroler Wechselseitige Kfz-Versicherung', 'Steirische Landesversicherung AG']);
  const policy = `${rng.int(100, 999)}-${digits(rng, 7)}-${rng.int(1, 9)}`;
  const sb = ats ? rng.pick([2000, 3000, 5000]) : rng.pick([150, 200, 350]);
  const f = ats ? 13.76 : 1;
  const hp = r2((rng.int(180, 520) + rng.int(0, 99) / 100) * f);
  const tk = r2((rng.int(60, 240) + rng.int(0, 99) / 100) * f);
  const vst = r2(((hp + tk) * 11) / 100);
  const mvst = r2(c.kw * (ats ? 0.55 * 13.76 : 0.682) * 12 * (rng.chance(0.5) ? 0.5 : 1));
  const total = sum([hp, tk, vst, mvst]);
  const plate = `${dist}-${rng.int(1, 99999)} ${letters(rng, 1)}`;
  const p = new PageBuilder();
  p.text(50, insurer, { size: 12, bold: true, serif: true });
  p.down(12).text(50, `Landesdirektion ${town} · ${plz} ${town}`, { size: 8 });
  p.down(30).text(50, holder, { size: 10 });
  p.down(13).text(50, streetDE(rng), { size: 10 });
  p.down(13).text(50, `${plz} ${town}`, { size: 10 });
  p.down(36).text(297, 'P O L I Z Z E', { size: 15, bold: true, align: 'center' });
  p.down(16).text(297, 'Kraftfahrzeug-Haftpflicht- und Kaskoversicherung', { size: 9.5, align: 'center' });
  p.down(22);
  field(p, 50, p.y, 160, 'Polizzennummer', policy, { bold: true });
  field(p, 210, p.y, 170, 'Versicherungsbeginn', fd(start, 'de'));
  field(p, 380, p.y, 165, 'Versicherungsablauf', fd(end, 'de'));
  p.down(26);
  field(p, 50, p.y, 160, 'Behördliches Kennzeichen', plate);
  field(p, 210, p.y, 335, 'Fahrzeug', `${c.make} ${c.model} · ${c.kw} kW · Bj. ${c.year}`);
  p.down(26);
  field(p, 50, p.y, 495, 'Fahrgestellnummer', c.vin);
  p.down(44);
  const coverage = 'Haftpflicht + Teilkasko';
  lv(p, 50, 'Deckungsumfang:', coverage, 160, { bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 52 }, { x: 230 }, { x: 400, align: 'right' }, { x: 543, align: 'right' }];
  row(p, cols, ['Sparte', 'Versicherungssumme', 'Selbstbehalt', `Jahresprämie ${C}`], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(14);
  row(p, cols, ['Kfz-Haftpflicht', ats ? 'ATS 100 Mio. pauschal' : 'EUR 10 Mio. pauschal', 'kein', num(hp, 'de')]);
  p.down(14);
  row(p, cols, ['Teilkasko (Elementar, Diebstahl, Glas)', '', `${C} ${num(sb, 'de')}`, num(tk, 'de')]);
  p.down(14);
  row(p, cols, ['Versicherungssteuer 11 %', '', '', num(vst, 'de')]);
  p.down(14);
  row(p, cols, ['motorbezogene Versicherungssteuer', `${c.kw} kW, 12 Monate`, '', num(mvst, 'de')]);
  p.down(6);
  hline(p, 300, 245);
  p.down(15);
  row(p, cols, ['', 'Gesamtprämie jährlich inkl. Steuern', '', num(total, 'de')], { bold: true });
  p.down(30);
  para(
    p,
    50,
    `Prämienzahlung: jährlich im Voraus. Bonus/Malus-Stufe ${rng.int(0, 9)}. Der Vertrag verlängert sich stillschweigend um jeweils ein Jahr. Es gelten die AKHB ${ats ? '1996' : '2015'} und die AKKB.`,
    95,
    { size: 8.5 },
  );
  p.down(16).text(50, `${town}, am ${fd(addDays(start, -rng.int(1, 20)), 'de')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function schweizPolice(rng: Random): Generated {
  const start = yearStart(rng, 1992, 2025);
  const years = rng.pick([1, 3]);
  const end = termEnd(start, years);
  const c = car(rng);
  const [plz, town, kt] = rng.pick(CH_TOWNS);
  const holder = personDE(rng);
  const insurer = rng.pick([
    'Helvetische Motorfahrzeug-Versicherung',
    'Zürcher Oldtimer-Versicherungsgenossenschaft',
    'Berner Allgemeine Versicherungs-Gesellschaft',
  ]);
  const policy = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const sbTk = rng.pick([200, 300, 500]);
  const hp = r05(rng.int(220, 640) + rng.int(0, 19) * 0.05);
  const tk = r05(rng.int(90, 380) + rng.int(0, 19) * 0.05);
  const park = rng.chance(0.5) ? r05(rng.int(30, 70) + 0.5) : 0;
  const stamp = r05(((hp + tk + park) * 5) / 100);
  const total = r05(hp + tk + park + stamp);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 12, bold: true });
  p.down(12).text(50, `Generalagentur ${town}`, { size: 8.5 });
  p.text(545, `${town}, ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 9, align: 'right' });
  p.down(30).text(340, holder, { size: 10 });
  p.down(13).text(340, streetDE(rng).replace('straße', 'strasse'), { size: 10 });
  p.down(13).text(340, `${plz} ${town}`, { size: 10 });
  p.down(36).text(50, `Police Nr. ${policy}`, { size: 14, bold: true });
  p.down(16).text(50, 'Motorfahrzeugversicherung für Veteranenfahrzeuge', { size: 10 });
  p.down(24);
  lv(p, 50, 'Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`, 190);
  p.down(14);
  lv(p, 50, 'Hauptverfall', fd(addDays(end, 1), 'de').slice(0, 6), 190);
  p.down(14);
  lv(p, 50, 'Kontrollschild', `${kt} ${rng.int(1000, 499999)}`, 190);
  p.down(14);
  lv(p, 50, 'Fahrzeug', `${c.make} ${c.model}, 1. Inverkehrsetzung ${c.year}`, 190);
  p.down(14);
  const coverage = 'Haftpflicht, Teilkasko';
  lv(p, 50, 'Versicherte Deckungen', coverage, 190, { bold: true });
  p.down(26);
  const cols: Col[] = [{ x: 52 }, { x: 230 }, { x: 410, align: 'right' }, { x: 543, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Deckung', 'Versicherungssumme', 'Selbstbehalt CHF', 'Prämie CHF'], { bold: true });
  p.down(16);
  row(p, cols, ['Haftpflicht', 'CHF 100 Mio.', '0.00', num(hp, 'ch')]);
  p.down(14);
  row(p, cols, ['Teilkasko', `Zeitwert, max. CHF ${num(rng.int(20, 90) * 1000, 'ch').slice(0, -3)}`, num(sbTk, 'ch'), num(tk, 'ch')]);
  if (park) {
    p.down(14);
    row(p, cols, ['Parkschaden', "CHF 1'000 pro Ereignis", '200.00', num(park, 'ch')]);
  }
  p.down(14);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', '', '', num(stamp, 'ch')]);
  p.down(6);
  hline(p, 300, 245);
  p.down(15);
  row(p, cols, ['Jahresprämie total', '', '', `CHF ${num(total, 'ch')}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    `Die Prämie ist jährlich auf den ${fd(start, 'de').slice(0, 6)} fällig. Bonusstufe ${rng.int(0, 21)}. Für Veteranenfahrzeuge gilt eine jährliche Fahrleistung von höchstens ${num(rng.pick([3000, 5000]), 'ch').slice(0, -3)} km. Es gelten die Allgemeinen Vertragsbedingungen (AVB) Ausgabe ${rng.int(1990, Number(start.slice(0, 4)))}.`,
    95,
    { size: 8.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: total,
    deductible: sbTk,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function grueneKarte(rng: Random): Generated {
  const y = rng.int(1968, 2020);
  const start = rng.chance(0.5) ? `${y}-01-01` : `${y}-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = start.endsWith('-01-01') ? `${y}-12-31` : addDays(`${y + 1}${start.slice(4)}`, -1);
  const [, town, dist] = rng.pick(DE_TOWNS);
  const c = car(rng, () => true, y);
  const holder = personDE(rng);
  const code = rng.int(100, 199);
  const card = `D / ${code} / ${digits(rng, 7)}`;
  const policy = `${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 3)}`;
  const insurer = rng.pick(['Frankonia Kraftverkehrs-Versicherung AG', 'Niedersächsische Kfz-Versicherung VaG', 'Pfälzische Versicherungsanstalt']);
  const p = new PageBuilder();
  p.box(40, 40, 515, 460);
  p.text(297, 'INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR', { y: 62, size: 11, bold: true, align: 'center' });
  p.text(297, 'INTERNATIONAL MOTOR INSURANCE CARD', { y: 76, size: 9, align: 'center' });
  p.text(297, 'Ausgestellt im Auftrag des HUK-Verbandes, Bundesrepublik Deutschland', { y: 90, size: 7.5, align: 'center' });
  field(p, 50, 100, 250, '1. Gültig vom / Valid from', fd(start, 'de'), { h: 30, bold: true });
  field(p, 300, 100, 245, '   bis / to (beide Tage einschließlich)', fd(end, 'de'), { h: 30, bold: true });
  field(p, 50, 130, 160, '2. Nationales Büro', 'D', { h: 30 });
  field(p, 210, 130, 90, '3. Versicherer-Code', String(code), { h: 30 });
  field(p, 300, 130, 245, '   Nummer der Karte', card, { h: 30 });
  field(p, 50, 160, 250, '4. Kennzeichen / Registration No.', plateDE(rng, dist, y >= 1997 && rng.chance(0.5)), { h: 30, bold: true });
  field(p, 300, 160, 245, '5. Fahrzeugart / Category', 'A  (PKW)', { h: 30 });
  field(p, 50, 190, 250, '6. Marke / Make', c.make, { h: 30 });
  field(p, 300, 190, 245, '   Geltungsbereich', 'A B BG CH CY CZ DK E F GB GR H I IRL L N NL P PL S', { h: 30, size: 8 });
  field(p, 50, 220, 495, '7. Name und Anschrift des Versicherungsnehmers', `${holder}, ${streetDE(rng)}, ${town}`, { h: 34 });
  field(p, 50, 254, 495, '8. Diese Karte wurde ausgegeben von / issued by', `${insurer}, ${town}`, { h: 34 });
  p.text(55, `Versicherungsschein-Nr. ${policy}`, { y: 306, size: 9.5 });
  p.text(55, 'Die Karte gilt als Nachweis der Kfz-Haftpflichtversicherung in den oben genannten Ländern.', { y: 322, size: 8 });
  p.text(55, 'Unterschrift des Versicherers', { y: 470, size: 7.5 });
  p.text(400, 'Unterschrift des Versicherten', { y: 470, size: 7.5 });
  return doc(p, 'de', { documentType: 'insurance', policyNumber: policy, effectiveStart: start, effectiveEnd: end });
}
