/**
 * Insurance paper: a 1982 Beitragsrechnung for Kfz-Haftpflicht paid in two instalments, a 2005
 * Nachtrag to a Vollkasko policy, a 2024 Oldtimer policy with an agreed value, a 1975 US renewal
 * notice, a 2013 US declarations page over six months, a 1998 British broker's renewal invitation.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  addYears,
  date,
  full,
  num,
  personDe,
  personEn,
  plateDe,
  round2,
  stateUs,
  streetDe,
  streetEn,
  sum,
  townDe,
  truthOf,
  typed,
  vin,
  cell,
  phoneUs,
  herrnFrau,
  mrMrs,
} from './kit';

const firstOf = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

/** 1982: Beitragsrechnung, Kfz-Haftpflicht only, calendar year, two half-year rates, DM with Versicherungsteuer. */
export function beitragsrechnung1982(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const year = rng.int(1979, 1986);
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const pol = `${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} K`;
  const insurer = rng.pick([
    'Westfälische Kraftfahrer-Versicherung a.G.',
    'Badischer Kraftverkehrs-Versicherungsverein a.G.',
    'Kraftfahrer-Schutz Versicherungsverein a.G.',
  ]);
  p.text(40, insurer, { y: 50, size: 13, bold: true, serif: true });
  p.text(40, `Hauptverwaltung ${town} · Postfach ${rng.int(100, 9999)} · Fernruf ${rng.int(10000, 99999)}`, { y: 63, size: 8 });
  const c = personDe(rng);
  p.text(40, `${herrnFrau(c)} ${full(c)}`, { y: 110, size: 10 });
  p.text(40, streetDe(rng), { y: 123, size: 10 });
  p.text(40, `${zip.slice(0, 1)}${zip.slice(2, 4)}0 ${town}`, { y: 136, size: 10 });
  p.text(350, 'BEITRAGSRECHNUNG', { y: 110, size: 13, bold: true });
  p.text(350, 'Versicherungs-Nr.', { y: 128, size: 8 });
  p.text(430, pol, { y: 128, size: 10, serif: true });
  p.text(350, 'Datum', { y: 141, size: 8 });
  p.text(430, date(addDays(start, -rng.int(20, 50)), 'de'), { y: 141, size: 10, serif: true });
  p.text(40, `Fahrzeug: ${rng.pick(['VW Golf', 'Opel Ascona', 'Ford Escort', 'BMW 316'])} · amtl. Kennzeichen ${plateDe(rng, code)}`, { y: 176, size: 10 });
  p.text(40, `Versicherungszeitraum ${date(start, 'de')} bis ${date(end, 'de')}`, { y: 190, size: 10 });
  const sf = rng.int(3, 14);
  const satz = rng.pick([40, 45, 50, 55, 60, 70]);
  const net = round2((rng.int(90000, 160000) / 100) * (satz / 100));
  const vst = round2(net * 0.05);
  const total = round2(net + vst);
  let y = 220;
  const cols = [40, 180, 250, 330, 420, 555];
  p.box(40, y - 12, 515, 16, true);
  ['Sparte', 'SF-Klasse', 'Beitragssatz', 'Beitrag DM', 'Vers.-Steuer', 'zu zahlen DM'].forEach((h, i) =>
    p.text(i === 5 ? cols[i] - 4 : cols[i] + 4, h, { y, size: 8, bold: true, align: i === 5 ? 'right' : undefined }),
  );
  y += 20;
  [`Kfz-Haftpflicht`, `SF ${sf}`, `${satz} %`, num(net, 'de'), num(vst, 'de'), num(total, 'de')].forEach((t, i) =>
    p.text(i === 5 ? cols[i] - 4 : cols[i] + 4, t, { y, size: 9.5, serif: i > 0, align: i === 5 ? 'right' : undefined }),
  );
  y += 14;
  p.text(44, 'Deckungssummen: 1 Mio. DM pauschal', { y, size: 8 });
  y += 30;
  p.text(40, 'Jahresbeitrag', { y, size: 10, bold: true });
  p.text(330, `DM ${num(total, 'de')}`, { y, size: 10, bold: true, serif: true });
  y += 24;
  const r1 = round2(total / 2);
  const r2 = round2(total - r1);
  p.text(40, 'Bei halbjährlicher Zahlungsweise sind fällig:', { y, size: 9 });
  p.text(60, `1. Rate am ${date(start, 'de')}`, { y: y + 14, size: 9 });
  p.text(330, `DM ${num(r1, 'de')}`, { y: y + 14, size: 9, serif: true });
  p.text(60, `2. Rate am ${date(`${year}-07-01`, 'de')}`, { y: y + 28, size: 9 });
  p.text(330, `DM ${num(r2, 'de')}`, { y: y + 28, size: 9, serif: true });
  y += 60;
  p.text(40, 'Bitte überweisen Sie die 1. Rate unter Angabe der Versicherungs-Nr. bis spätestens 14 Tage nach Fälligkeit.', { y, size: 8 });
  p.text(40, 'Maßgeblich ist § 39 VVG. Beitragsrückstände gefährden Ihren Versicherungsschutz.', { y: y + 11, size: 8 });
  p.text(
    40,
    `Konten: Postgiro ${rng.pick(['Köln', 'Dortmund', 'Karlsruhe'])} ${rng.int(10000, 999999)}-${rng.int(100, 999)} · Stadtsparkasse ${town} ${rng.int(1000000, 9999999)}`,
    { y: 800, size: 7 },
  );
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('insurance', { policyNumber: pol, premium: total, coverageType: 'Kfz-Haftpflicht', effectiveStart: start, effectiveEnd: end }),
  };
}

/** 2005: Nachtrag zum Versicherungsschein — Vollkasko with SB, a table of Sparten, labels in a left column without colons. */
export function nachtrag2005(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const start = addDays(`${rng.int(2004, 2008)}-${String(rng.int(2, 11)).padStart(2, '0')}-01`, rng.int(0, 20));
  const end = `${Number(start.slice(0, 4)) + 1}-01-01`;
  const pol = `KV-${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  const agent = personDe(rng);
  const insurer = rng.pick(['Rheinische Kraftfahrt Versicherung AG', 'Fränkische Assekuranz AG', 'NordWest Autoversicherung AG']);
  p.text(555, insurer, { y: 48, size: 12, bold: true, align: 'right' });
  p.text(555, `Ihr Vertreter: ${full(agent)}, Versicherungsbüro, ${town}, Tel. ${rng.int(1000, 9999)}-${rng.int(100, 999)}`, {
    y: 60,
    size: 7.5,
    align: 'right',
  });
  const c = personDe(rng);
  p.text(40, full(c), { y: 110, size: 10 });
  p.text(40, streetDe(rng), { y: 123, size: 10 });
  p.text(40, `${zip} ${town}`, { y: 136, size: 10 });
  p.text(40, 'Nachtrag zum Versicherungsschein', { y: 180, size: 14, bold: true });
  p.text(40, `Grund des Nachtrags: Fahrzeugwechsel zum ${date(start, 'de')}`, { y: 196, size: 9.5 });
  const rows: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Ausstellungsdatum', date(addDays(start, rng.int(2, 12)), 'de')],
    ['Versicherungsnehmer', full(c)],
    ['Fahrzeug', `${rng.pick(['Audi A4 Avant 1.9 TDI', 'VW Passat Variant', 'Skoda Octavia Combi'])}, FIN ${vin(rng, 2004, 'WAUZZZ')}`],
    ['Amtl. Kennzeichen', plateDe(rng, code)],
    ['Versicherungsbeginn', date(start, 'de')],
    ['Ablauf', `${date(end, 'de')}, 0 Uhr; Verlängerung um je ein Jahr`],
    ['Zahlungsweise', 'jährlich'],
  ];
  rows.forEach(([l, v], i) => {
    p.text(40, l, { y: 226 + i * 15, size: 9 });
    p.text(190, v, { y: 226 + i * 15, size: 9.5 });
  });
  const sb = rng.pick([300, 500, 1000]);
  const hp = rng.int(20000, 60000) / 100;
  const vk = rng.int(25000, 80000) / 100;
  const netSum = round2(hp + vk);
  const rate = start >= '2007-01-01' ? 19 : 16;
  const tax = round2((netSum * rate) / 100);
  const total = round2(netSum + tax);
  let y = 364;
  p.box(40, y, 515, 18, true);
  ['Sparte', 'SF-Klasse', 'Beitragssatz', 'Selbstbeteiligung', 'Beitrag EUR'].forEach((h, i) =>
    p.text([46, 200, 270, 360, 549][i], h, { y: y + 12, size: 8, bold: true, align: i === 4 ? 'right' : undefined }),
  );
  y += 32;
  const sfh = rng.int(5, 20);
  [
    ['Kfz-Haftpflicht', `SF ${sfh}`, `${rng.int(30, 60)} %`, '—', hp],
    ['Vollkasko', `SF ${Math.max(1, sfh - rng.int(0, 4))}`, `${rng.int(30, 60)} %`, `${num(sb, 'de').replace(',00', '')} EUR`, vk],
  ].forEach((r) => {
    r.forEach((t, i) => p.text([46, 200, 270, 360, 549][i], typeof t === 'number' ? num(t, 'de') : t, { y, size: 9.5, align: i === 4 ? 'right' : undefined }));
    y += 15;
  });
  p.text(46, 'Teilkasko ist im Vollkaskoschutz enthalten.', { y: y + 2, size: 8 });
  y += 24;
  p.box(300, y, 255, 0.5);
  y += 14;
  p.text(310, 'Nettobeitrag', { y, size: 9 });
  p.text(549, num(netSum, 'de'), { y, size: 9, align: 'right' });
  p.text(310, `Versicherungsteuer ${rate} %`, { y: y + 14, size: 9 });
  p.text(549, num(tax, 'de'), { y: y + 14, size: 9, align: 'right' });
  p.text(310, 'Beitrag lfd. Versicherungsjahr', { y: y + 30, size: 10, bold: true });
  p.text(549, `${num(total, 'de')} EUR`, { y: y + 30, size: 10, bold: true, align: 'right' });
  p.text(40, 'Der Beitrag wird am Fälligkeitstag von Ihrem Konto abgebucht.', { y: y + 60, size: 8.5 });
  p.text(40, 'Alle übrigen Vereinbarungen des Versicherungsscheins bleiben unverändert.', { y: y + 72, size: 8.5 });
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('insurance', { policyNumber: pol, premium: total, deductible: sb, coverageType: 'Vollkasko', effectiveStart: start, effectiveEnd: end }),
  };
}

/** 2024: Oldtimer policy from a club's framework contract — agreed value, Teilkasko SB, labels above values in boxes. */
export function oldtimerPolice2024(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const start = `${rng.int(2023, 2026)}-${String(rng.int(3, 5)).padStart(2, '0')}-01`;
  const end = addDays(addYears(start, 1), -1);
  const pol = `OT ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(10, 99)}`;
  p.text(40, 'Classic Car Versicherungsdienst', { y: 50, size: 15, bold: true });
  p.text(
    40,
    `Rahmenvertrag für Mitglieder des ${rng.pick(['Motor-Veteranen-Clubs', 'Oldtimer-Stammtischs', 'Allgemeinen Schnauferl-Clubs'])} · Versicherer: Hanseatische Sach AG`,
    { y: 63, size: 8 },
  );
  p.text(40, 'Versicherungsschein', { y: 100, size: 12, bold: true });
  const c = personDe(rng);
  const value = rng.int(12, 95) * 500;
  const sb = rng.pick([150, 250, 300]);
  const net = rng.int(9000, 32000) / 100;
  const tax = round2(net * 0.19);
  const total = round2(net + tax);
  const W = 171;
  const cells: [string, string][] = [
    ['VERSICHERUNGSSCHEIN-NR.', pol],
    ['VERSICHERUNGSNEHMER', full(c)],
    ['KENNZEICHEN', plateDe(rng, code, true)],
    ['FAHRZEUG', rng.pick(['Mercedes-Benz 190 SL', 'Porsche 356 B', 'BMW 502', 'Opel GT 1900'])],
    ['ERSTZULASSUNG', date(rng.date(1955, 1975), 'de')],
    ['VEREINBARTER WERT', `${num(value, 'de')} €`],
    ['BEGINN', `${date(start, 'de')}, 00:00 Uhr`],
    ['ABLAUF', `${date(end, 'de')}, 24:00 Uhr`],
    ['KASKODECKUNG', 'Teilkasko'],
  ];
  cells.forEach(([l, v], i) => cell(p, rng, 40 + (i % 3) * W, 112 + Math.floor(i / 3) * 34, W, 34, l, v, 9.5));
  let y = 240;
  p.text(40, 'Beitragsberechnung', { y, size: 10, bold: true });
  y += 16;
  const hp = round2(net * 0.45);
  const tk = round2(net - hp);
  const rowsB: [string, string][] = [
    ['Kfz-Haftpflicht (100 Mio. € pauschal)', num(hp, 'de')],
    [`Teilkasko, Selbstbeteiligung ${sb} €`, num(tk, 'de')],
    ['Nettobeitrag', num(net, 'de')],
    ['Versicherungsteuer (19 %)', num(tax, 'de')],
    ['Jahresbeitrag', num(total, 'de')],
  ];
  rowsB.forEach(([l, v], i) => {
    p.text(40, l, { y, size: 9.5, bold: i === 4 });
    p.text(400, `${v} €`, { y, size: 9.5, bold: i === 4, align: 'right' });
    y += 14;
  });
  p.text(40, 'Voraussetzung: Wertgutachten nicht älter als 5 Jahre; Alltagsfahrzeug vorhanden; jährliche Fahrleistung bis 9.000 km.', { y: y + 16, size: 8 });
  p.text(40, `${town}, den ${date(addDays(start, -rng.int(5, 30)), 'de')}`, { y: y + 44, size: 9 });
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('insurance', { policyNumber: pol, premium: total, deductible: sb, coverageType: 'Teilkasko', effectiveStart: start, effectiveEnd: end }),
  };
}

/** 1975: US renewal notice from a small mutual through a local agent; liability and comprehensive; installment option. */
export function renewalNotice1975(rng: Random): Generated {
  const p = new PageBuilder();
  const [state, st, city] = stateUs(rng);
  const start = firstOf(rng.int(1972, 1979), rng.int(1, 12));
  const end = addYears(start, 1);
  const pol = `A ${rng.int(100000, 999999)}`;
  const agent = personEn(rng);
  const company = `${rng.pick(['Farmers Union', 'Grange', 'Cooperative Farmers', 'Prairie State'])} Mutual Insurance Company`;
  p.text(40, company.toUpperCase(), { y: 48, size: 13, bold: true });
  p.text(40, `HOME OFFICE ${city.toUpperCase()}, ${state.toUpperCase()}`, { y: 61, size: 8 });
  p.text(555, 'RENEWAL NOTICE', { y: 48, size: 13, bold: true, align: 'right' });
  p.text(555, 'AUTOMOBILE POLICY', { y: 61, size: 8, align: 'right' });
  const c = personEn(rng);
  typed(p, rng, 60, 110, full(c).toUpperCase());
  typed(p, rng, 60, 123, streetEn(rng).toUpperCase());
  typed(p, rng, 60, 136, `${city.toUpperCase()} ${st} ${rng.int(10000, 99999)}`);
  cell(p, rng, 330, 94, 225, 26, 'POLICY NUMBER', pol);
  cell(p, rng, 330, 120, 112, 26, 'RENEWAL EFFECTIVE', date(start, 'us2'));
  cell(p, rng, 442, 120, 113, 26, 'EXPIRES', date(end, 'us2'));
  cell(p, rng, 330, 146, 225, 26, 'AGENT', `${agent.first[0]}. ${agent.last}  ${phoneUs(rng).slice(6)}`);
  p.text(
    40,
    `DESCRIBED AUTOMOBILE: ${rng.int(1965, 1975)} ${rng.pick(['CHEV IMPALA 4DR', 'FORD GALAXIE 500', 'PLYM FURY III', 'OLDS DELTA 88'])}  SER ${vin(rng, 1970)}`,
    { y: 196, size: 9 },
  );
  const ded = rng.pick([50, 100]);
  const rows: [string, string, string, number | null][] = [
    ['A', 'BODILY INJURY LIABILITY', '$25,000 EACH PERSON / $50,000 EACH OCCURRENCE', rng.int(4000, 9000) / 100],
    ['B', 'PROPERTY DAMAGE LIABILITY', '$10,000 EACH OCCURRENCE', rng.int(2000, 5000) / 100],
    ['C', 'MEDICAL PAYMENTS', '$1,000 EACH PERSON', rng.int(500, 1500) / 100],
    ['D', 'COMPREHENSIVE', `ACTUAL CASH VALUE LESS $${ded} DEDUCTIBLE`, rng.int(1500, 4500) / 100],
    ['E', 'COLLISION', '', null],
  ];
  let y = 222;
  p.box(40, y - 11, 515, 15, true);
  ['COV.', 'COVERAGE', 'LIMITS OF LIABILITY', 'PREMIUM'].forEach((h, i) =>
    p.text([44, 80, 250, 551][i], h, { y, size: 7.5, bold: true, align: i === 3 ? 'right' : undefined }),
  );
  y += 18;
  rows.forEach(([k, n, l, v]) => {
    p.text(46, k, { y, size: 8.5 });
    p.text(80, n, { y, size: 8.5 });
    p.text(250, l, { y, size: 8 });
    typed(p, rng, 548, y, v === null ? 'NOT COVERED' : num(v, 'en'), 9.5, 'right');
    y += 15;
  });
  const total = sum(rows.map((r) => r[3] ?? 0));
  p.box(380, y + 4, 175, 22, true);
  p.text(386, 'TOTAL ANNUAL PREMIUM', { y: y + 19, size: 8, bold: true });
  typed(p, rng, 548, y + 19, num(total, 'en'), 10, 'right');
  y += 50;
  const inst = round2(total / 2 + 1);
  p.text(40, `YOU MAY PAY IN FULL, OR IN TWO INSTALLMENTS OF ${num(inst, 'en')} (INCLUDES $1.00 SERVICE CHARGE EACH).`, { y, size: 8 });
  p.text(40, `FIRST INSTALLMENT DUE ${date(start, 'us2')}, SECOND DUE ${date(addDays(start, 182), 'us2')}.`, { y: y + 11, size: 8 });
  p.text(40, 'YOUR POLICY WILL LAPSE IF PAYMENT IS NOT RECEIVED BY THE EFFECTIVE DATE.', { y: y + 22, size: 8, bold: true });
  p.box(40, y + 44, 515, 0.5);
  p.text(40, '- - - - - - - - - - - - - - - - detach and return with payment - - - - - - - - - - - - - - - -', { y: y + 60, size: 7.5 });
  p.text(40, `POLICY ${pol}    AMOUNT DUE ${num(total, 'en')}    AMOUNT ENCLOSED $__________`, { y: y + 80, size: 9 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('insurance', {
      policyNumber: pol,
      premium: total,
      deductible: ded,
      coverageType: 'COMPREHENSIVE',
      effectiveStart: start,
      effectiveEnd: end,
    }),
  };
}

/** 2013: US declarations page for a six-month term; collision only; fees and a paid-in-full discount. */
export function declarations2013(rng: Random): Generated {
  const p = new PageBuilder();
  const [state, st, city] = stateUs(rng);
  const start = rng.date(2011, 2016);
  const end = addDays(start, 182);
  const pol = `${st}${rng.int(100, 999)}-${rng.int(1000000, 9999999)}`;
  const ded = rng.pick([250, 500, 1000]);
  p.text(40, `${rng.pick(['Tri-County', 'Heartland', 'Cardinal'])} Auto Insurance Exchange`, { y: 48, size: 14, bold: true });
  p.text(40, `Auto Policy Declarations · ${state}`, { y: 62, size: 9 });
  const c = personEn(rng);
  const kv: [string, string][] = [
    ['Policy Number:', pol],
    ['Named Insured:', full(c)],
    ['Policy Period:', `${date(start, 'us')} to ${date(end, 'us')} 12:01 a.m. standard time`],
    ['Date Issued:', date(addDays(start, -rng.int(15, 30)), 'us')],
    ['Vehicle 1:', `${rng.int(2002, 2013)} ${rng.pick(['HONDA CR-V EX', 'CHEVROLET MALIBU LT', 'FORD ESCAPE XLT'])}  VIN ${vin(rng, 2008, '2HK')}`],
    ['Garaging ZIP:', String(rng.int(10000, 99999))],
  ];
  kv.forEach(([l, v], i) => {
    p.text(40, l, { y: 94 + i * 14, size: 9, bold: true });
    p.text(140, v, { y: 94 + i * 14, size: 9 });
  });
  const prem: [string, string, number | null][] = [
    ['Bodily Injury', `$${rng.pick(['50,000/100,000', '100,000/300,000'])}`, rng.int(9000, 22000) / 100],
    ['Property Damage', '$50,000', rng.int(6000, 15000) / 100],
    ['Uninsured Motorist BI', '$50,000/100,000', rng.int(1500, 4000) / 100],
    ['Medical Payments', '$5,000', rng.int(800, 2000) / 100],
    ['Comprehensive', 'Not Covered', null],
    ['Collision', `$${num(ded, 'en').replace('.00', '')} Deductible`, rng.int(12000, 30000) / 100],
  ];
  let y = 200;
  p.text(40, 'Coverages', { y, size: 10, bold: true });
  p.text(330, 'Limits / Deductibles', { y, size: 10, bold: true });
  p.text(555, '6-Month Premium', { y, size: 10, bold: true, align: 'right' });
  p.box(40, y + 4, 515, 0.6);
  y += 20;
  prem.forEach(([n, l, v]) => {
    p.text(40, n, { y, size: 9.5 });
    p.text(330, l, { y, size: 9.5 });
    p.text(555, v === null ? '--' : `$${num(v, 'en')}`, { y, size: 9.5, align: 'right' });
    y += 15;
  });
  const sub = sum(prem.map((r) => r[2] ?? 0));
  const fee = 3;
  const disc = round2(sub * 0.05);
  const total = round2(sub + fee - disc);
  y += 10;
  const t: [string, number, boolean][] = [
    ['Vehicle Premium', sub, false],
    ['Policy Fee', fee, false],
    ['Paid-in-Full Discount', -disc, false],
    ['Total Policy Premium', total, true],
  ];
  t.forEach(([l, v, b]) => {
    p.text(460, l, { y, size: 9.5, bold: b, align: 'right' });
    p.text(555, `${v < 0 ? '-' : ''}$${num(Math.abs(v), 'en')}`, { y, size: 9.5, bold: b, align: 'right' });
    y += 15;
  });
  p.text(40, `Lienholder: ${rng.pick(['Ally Financial', 'First Community Credit Union', 'Capital One Auto Finance'])}, loss payee`, { y: y + 18, size: 8.5 });
  p.text(40, `Discounts applied: Multi-Car, Good Driver, Paid in Full. Agent: ${full(personEn(rng))}, ${city}, ${phoneUs(rng)}`, { y: y + 30, size: 8.5 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('insurance', { policyNumber: pol, premium: total, deductible: ded, coverageType: 'Collision', effectiveStart: start, effectiveEnd: end }),
  };
}

/** 1998: British broker's renewal invitation — Comprehensive, excess, IPT included, monthly instalments with an APR. */
export function brokerRenewal1998(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1998, 1998);
  const end = addDays(addYears(start, 1), -1);
  const pol = `${rng.pick(['PC', 'MV', 'CAR'])}/${rng.int(10000, 99999)}/${rng.int(10, 99)}`;
  const broker = `${personEn(rng).last} Insurance Brokers`;
  const town = rng.pick(['Stroud', 'Thirsk', 'Wisbech', 'Oswestry']);
  p.text(297, broker, { y: 48, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, `Members of the British Insurance Brokers' Association · Market Place, ${town}`, { y: 62, size: 8, align: 'center' });
  const c = personEn(rng);
  p.text(40, `${mrMrs(c)} ${c.first} ${c.last}`, { y: 104, size: 10 });
  p.text(40, `${rng.int(1, 99)} ${rng.pick(['Orchard Way', 'Station Road', 'Kings Close'])}`, { y: 117, size: 10 });
  p.text(40, town, { y: 130, size: 10 });
  p.text(555, `Our ref: ${c.last.slice(0, 4).toUpperCase()}${rng.int(10, 99)}`, { y: 104, size: 9, align: 'right' });
  p.text(555, date(addDays(start, -rng.int(21, 28)), 'longUk'), { y: 117, size: 9, align: 'right' });
  p.text(40, 'MOTOR INSURANCE — RENEWAL INVITATION', { y: 166, size: 11, bold: true });
  p.text(40, `Dear ${mrMrs(c)} ${c.last},`, { y: 186, size: 10 });
  p.text(40, `Your policy falls due for renewal on ${date(start, 'longUk')}. We are pleased to offer renewal on the terms below.`, { y: 202, size: 9.5 });
  const net = rng.int(18000, 62000) / 100;
  const ipt = round2(net * 0.04);
  const total = round2(net + ipt);
  const excess = rng.pick([50, 100, 150, 250]);
  const rows: [string, string][] = [
    ['Insurer', rng.pick(['Cornhill Insurance plc', 'Iron Trades Insurance', 'Provincial Insurance plc'])],
    ['Policy number', pol],
    ['Period of insurance', `${date(start, 'uk')} to ${date(end, 'uk')}`],
    [
      'Vehicle',
      `${rng.pick(['Rover 214 SLi', 'Ford Mondeo 1.8 LX', 'Vauxhall Cavalier 1.6L'])}  ${rng.pick(['L', 'M', 'N', 'P'])}${rng.int(100, 999)} ${['ABC', 'KTY', 'HXW'][rng.int(0, 2)]}`,
    ],
    ['Cover', 'Comprehensive'],
    ['Use', 'Social, domestic and pleasure and commuting'],
    ['Drivers', 'Insured and spouse'],
    ['No claim discount', `${rng.pick([30, 40, 50, 60])}% (protected)`],
    ['Excess', `£${excess} (all claims)`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(60, l, { y: 230 + i * 15, size: 9.5, serif: true });
    p.text(220, v, { y: 230 + i * 15, size: 9.5, serif: true, bold: l === 'Cover' });
  });
  let y = 230 + rows.length * 15 + 20;
  p.box(60, y - 12, 380, 60);
  p.text(70, 'Renewal premium', { y: y + 2, size: 9.5 });
  p.text(430, `£${num(net, 'en')}`, { y: y + 2, size: 9.5, align: 'right' });
  p.text(70, 'Insurance Premium Tax at 4%', { y: y + 17, size: 9.5 });
  p.text(430, `£${num(ipt, 'en')}`, { y: y + 17, size: 9.5, align: 'right' });
  p.text(70, 'Total payable', { y: y + 37, size: 10.5, bold: true });
  p.text(430, `£${num(total, 'en')}`, { y: y + 37, size: 10.5, bold: true, align: 'right' });
  y += 80;
  const dep = round2(total * 0.2);
  const mon = round2(((total - dep) * 1.09) / 10);
  p.text(40, `Alternatively you may pay by a deposit of £${num(dep, 'en')} followed by 10 monthly instalments of £${num(mon, 'en')} (APR 17.4%).`, {
    y,
    size: 9,
  });
  p.text(40, 'Please let us have your cheque or instalment mandate by the renewal date to keep your cover in force.', { y: y + 14, size: 9 });
  p.text(40, 'Yours sincerely,', { y: y + 44, size: 9.5 });
  p.text(40, `${personEn(rng).first} ${personEn(rng).last}, Account Executive`, { y: y + 76, size: 9.5 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('insurance', {
      policyNumber: pol,
      premium: total,
      deductible: excess,
      coverageType: 'Comprehensive',
      effectiveStart: start,
      effectiveEnd: end,
    }),
  };
}

export const INSURANCE_DE = [beitragsrechnung1982, nachtrag2005, oldtimerPolice2024];
export const INSURANCE_EN = [renewalNotice1975, declarations2013, brokerRenewal1998];
