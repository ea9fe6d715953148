/**
 * Insurance paper the same owners keep: a classic-car policy document, a DM renewal bill for third-party cover and a
 * seasonal-plate confirmation with its bill in Germany; a British classic policy schedule, an American collector-car
 * declarations page and a British renewal notice of the 1980s–90s.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_CARS, UK_CARS, US_CARS, deAddress, dePlate, digits, letters, name, ukAddress, ukPlate, usAddress, usPlate } from './kit';

const dn = (n: number) => num(n, 'de');
const en = (n: number) => num(n, 'en');

/** German insurance tax on motor policies by year. */
function vstDe(year: number): number {
  if (year < 1989) return 5;
  if (year < 1991) return 7;
  if (year < 1993) return 10;
  if (year < 1995) return 12;
  if (year < 2002) return 15;
  if (year < 2007) return 16;
  return 19;
}
/** UK insurance premium tax by date. */
function iptUk(iso: string): number {
  if (iso < '1994-10-01') return 0;
  if (iso < '1997-04-01') return 2.5;
  if (iso < '1999-07-01') return 4;
  if (iso < '2011-01-04') return 5;
  if (iso < '2015-11-01') return 6;
  if (iso < '2016-10-01') return 9.5;
  if (iso < '2017-06-01') return 10;
  return 12;
}
const yearOn = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** 2005–2026: a classic-car insurer's policy document: policy number, cover, deductible, net premium plus insurance tax. */
export function oldtimerVersicherungsschein(rng: Random): Generated {
  const start = rng.date(2005, 2026).slice(0, 8) + '01';
  const end = addDays(yearOn(start), -1);
  const year = Number(start.slice(0, 4));
  const insurer = rng.pick(['Classic Assekuranz AG', 'Oldtimer-Versicherungsdienst GmbH', 'Veterana Versicherung VVaG']);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const nr = `OT-${digits(rng, 3)}.${digits(rng, 6)}-${rng.int(1, 9)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko (inkl. Teilkasko)', 'Kfz-Haftpflicht + Teilkasko']);
  const sb = cover.includes('Vollkasko') ? rng.pick([300, 500]) : rng.pick([150, 250]);
  const value = rng.int(8, 60) * 1000;
  const netP = r2((cover.includes('Vollkasko') ? 120 : 70) + value * (cover.includes('Vollkasko') ? 0.009 : 0.004) + rng.int(0, 40));
  const t = vstDe(year);
  const tax = r2((netP * t) / 100);
  const total = r2(netP + tax);
  const cn = name(rng, 'de');
  const ca = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 15, bold: true, y: 56 });
  p.text(50, `${a.street} · ${a.line2} · Kundenservice ${digits(rng, 4)} ${digits(rng, 6)}`, { size: 8, y: 70 });
  p.y = 120;
  for (const l of [cn, ca.street, ca.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(545, `${a.town}, ${fd(addDays(start, -rng.int(5, 25)), 'de')}`, { size: 9, align: 'right', y: 120 });
  p.text(50, 'Versicherungsschein', { size: 16, bold: true, y: 200 });
  p.text(50, `Nr. ${nr}`, { size: 11, y: 216 });
  const kv: [string, string][] = [
    ['Versicherungsnehmer', cn],
    ['Fahrzeug', `${car.make} ${car.model}, Baujahr ${car.built}`],
    ['Amtl. Kennzeichen', dePlate(rng, ca.district, true)],
    ['Fahrzeug-Ident.-Nr.', car.chassis(rng)],
    ['Versicherungsumfang', cover],
    ['Selbstbeteiligung', `${dn(sb)} € je Schadenfall`],
    ['Vereinbarter Wert (Wertgutachten)', `${dn(value)} €`],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 24:00 Uhr; Verlängerung um jeweils ein Jahr, wenn nicht drei Monate vorher gekündigt wird`],
    ['Nutzung', `Oldtimer, Hobbyfahrzeug, max. ${rng.pick(['5.000', '7.500', '9.000'])} km/Jahr, Alltagsfahrzeug vorhanden`],
  ];
  p.y = 246;
  for (const [k, val] of kv) {
    p.text(50, k, { size: 9, bold: true });
    para(p, 230, val, 62, { size: 9, step: 12 });
    p.down(4);
  }
  p.down(10);
  p.text(50, 'Beitrag für das Versicherungsjahr', { size: 10, bold: true });
  p.down(16);
  const tc: Col[] = [{ x: 230 }, { x: 420, align: 'right' }];
  row(p, tc, ['Nettobeitrag', `${dn(netP)} €`], { size: 9.5 });
  p.down(13);
  row(p, tc, [`Versicherungsteuer ${t} %`, `${dn(tax)} €`], { size: 9.5 });
  p.down(4);
  hline(p, 230, 190);
  p.down(13);
  row(p, tc, ['Jahresbeitrag', `${dn(total)} €`], { size: 10, bold: true });
  p.down(26);
  para(
    p,
    50,
    `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto abgebucht (SEPA-Mandat ${letters(rng, 2)}${digits(rng, 8)}). Es gelten die Allgemeinen Bedingungen für die Oldtimerversicherung (AKB-OT ${year - rng.int(0, 3)}).`,
    100,
    { size: 8.5 },
  );
  p.text(50, `${insurer} · Vorstand: ${name(rng, 'de')} (Vors.), ${name(rng, 'de')} · Sitz ${a.town}`, { size: 6.5, y: 800 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 1985–2001: a DM renewal bill for third-party motor cover, calendar year, no-claims class and rate, insurance tax. */
export function beitragsrechnungDm(rng: Random): Generated {
  const year = rng.int(1985, 2001);
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const insurer = rng.pick(['Rheinische Kraftfahrt-Versicherung a.G.', 'Westfälische Provinzial Kraftverkehr', 'Deutscher Autofahrer-Versicherungsverein']);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS.filter((c) => c.built < year));
  const nr = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${rng.int(1, 9)}`;
  const sf = rng.int(4, 18);
  const satz = Math.max(30, 100 - sf * 5);
  const base = 600 + rng.int(0, 400);
  const net = r2((base * satz) / 100);
  const tk = rng.chance(0.5);
  const tkNet = tk ? r2(80 + rng.int(0, 90)) : 0;
  const t = vstDe(year);
  const sumNet = r2(net + tkNet);
  const tax = r2((sumNet * t) / 100);
  const total = r2(sumNet + tax);
  const cover = tk ? 'Kraftfahrzeug-Haftpflicht und Teilkasko' : 'Kraftfahrzeug-Haftpflichtversicherung';
  const cn = name(rng, 'de');
  const ca = deAddress(rng);
  const p = new PageBuilder();
  p.text(297, insurer, { size: 13, bold: true, serif: true, align: 'center', y: 56 });
  p.text(297, `Geschäftsstelle ${a.town} · ${a.street}`, { size: 8.5, serif: true, align: 'center', y: 70 });
  p.y = 118;
  for (const l of [cn, ca.street, '', ca.line2]) {
    if (l) p.text(60, l, { size: 10 });
    p.down(13);
  }
  const ic: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  p.y = 118;
  for (const [k, val] of [
    ['Versicherungs-Nr.', nr],
    ['Datum', fd(`${year - 1}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['Amtl. Kennzeichen', dePlate(rng, ca.district)],
  ]) {
    row(p, ic, [k, val], { size: 9 });
    p.down(13);
  }
  p.text(60, `Beitragsrechnung für die Zeit vom ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 11, bold: true, y: 210 });
  p.y = 236;
  para(
    p,
    60,
    `Sehr geehrte Kundin, sehr geehrter Kunde, für Ihre ${cover} für den ${car.make} ${car.model} berechnen wir den Beitrag für das kommende Versicherungsjahr wie folgt:`,
    92,
    {
      size: 10,
      step: 13,
    },
  );
  p.down(10);
  const cols: Col[] = [{ x: 60 }, { x: 300 }, { x: 400, align: 'right' }, { x: 520, align: 'right' }];
  row(p, cols, ['Sparte', 'SF-Klasse', 'Beitragssatz', 'Beitrag DM'], { size: 8.5, bold: true });
  hline(p, 60, 460, p.y + 4);
  p.down(17);
  row(p, cols, ['Kfz-Haftpflicht', `SF ${sf}`, `${satz} %`, dn(net)], { size: 9.5 });
  p.down(14);
  if (tk) {
    row(p, cols, ['Teilkasko ohne Selbstbeteiligung', '', '', dn(tkNet)], { size: 9.5 });
    p.down(14);
  }
  hline(p, 400, 120, p.y - 5);
  p.down(8);
  const tc: Col[] = [{ x: 300 }, { x: 520, align: 'right' }];
  row(p, tc, ['Beitrag', dn(sumNet)], { size: 9.5 });
  p.down(13);
  row(p, tc, [`Versicherungsteuer ${t} %`, dn(tax)], { size: 9.5 });
  p.down(15);
  p.box(295, p.y - 12, 230, 18);
  row(p, tc, ['Zu zahlender Betrag DM', dn(total)], { size: 10, bold: true });
  p.down(28);
  para(
    p,
    60,
    `Bitte überweisen Sie den Betrag bis zum ${fd(start, 'de')}. Wird der Beitrag nicht rechtzeitig gezahlt, sind wir nach § 39 VVG von der Verpflichtung zur Leistung frei. Mit freundlichen Grüßen`,
    92,
    { size: 9, step: 12 },
  );
  p.text(60, insurer, { size: 9, y: p.y + 14 });
  const r: Generated['truth'] = { documentType: 'insurance', policyNumber: nr, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end };
  return doc(p, 'de', r);
}

/** 2010–2026: a seasonal plate's insurance confirmation with its bill: the season's months, Haftpflicht and Teilkasko with its deductible. */
export function saisonBestaetigung(rng: Random): Generated {
  const year = rng.int(2010, 2026);
  const [m1, m2] = rng.pick([
    [3, 10],
    [4, 10],
    [4, 9],
    [5, 10],
  ]);
  const start = `${year}-${String(m1).padStart(2, '0')}-01`;
  const end = addDays(`${year}-${String(m2 + 1).padStart(2, '0')}-01`, -1);
  const insurer = rng.pick(['Süddeutsche Kraftfahrt VVaG', 'HanseMerkur Classic', 'Allgemeine Kraftfahrtversicherung AG']);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const nr = `KH-${digits(rng, 9)}`;
  const cover = 'Kfz-Haftpflicht mit Teilkasko';
  const sb = rng.pick([150, 300]);
  const net = r2(90 + rng.int(0, 120) + 0.5 * rng.int(0, 1));
  const t = vstDe(year);
  const tax = r2((net * t) / 100);
  const total = r2(net + tax);
  const cn = name(rng, 'de');
  const ca = deAddress(rng);
  const p = new PageBuilder();
  p.text(545, insurer, { size: 13, bold: true, align: 'right', y: 56 });
  p.text(545, `${a.street} · ${a.line2}`, { size: 8, align: 'right', y: 69 });
  p.y = 118;
  for (const l of [cn, ca.street, ca.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(50, `Versicherungsbestätigung und Beitragsrechnung ${year}`, { size: 13, bold: true, y: 196 });
  p.box(50, 212, 495, 150);
  const kv: [string, string][] = [
    ['Vertragsnummer', nr],
    ['Fahrzeug', `${car.make} ${car.model} (Oldtimer, H-Kennzeichen)`],
    ['Kennzeichen', `${dePlate(rng, ca.district, true)}  ${String(m1).padStart(2, '0')}–${String(m2).padStart(2, '0')} (Saisonkennzeichen)`],
    ['Deckung', cover],
    ['Selbstbeteiligung Teilkasko', `${sb} €`],
    ['Zulassungszeitraum', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['eVB-Nummer', letters(rng, 7)],
  ];
  p.y = 232;
  for (const [k, val] of kv) {
    row(p, [{ x: 60 }, { x: 230 }], [k, val], { size: 9.5 });
    p.down(18);
  }
  p.y = 392;
  p.text(50, 'Beitrag für die Saison', { size: 10, bold: true });
  p.down(18);
  const tc: Col[] = [{ x: 60 }, { x: 330, align: 'right' }];
  row(p, tc, ['Haftpflicht und Teilkasko, netto', `${dn(net)} €`], { size: 9.5 });
  p.down(13);
  row(p, tc, [`zzgl. Versicherungsteuer ${t} %`, `${dn(tax)} €`], { size: 9.5 });
  p.down(15);
  row(p, tc, ['Saisonbeitrag gesamt', `${dn(total)} €`], { size: 10.5, bold: true });
  p.down(28);
  para(
    p,
    50,
    `Außerhalb des Zulassungszeitraums besteht beitragsfreie Ruheversicherung nach den AKB. Der Betrag wird zum ${fd(start, 'de')} per Lastschrift eingezogen.`,
    100,
    { size: 9 },
  );
  p.text(50, `${fd(addDays(start, -rng.int(10, 40)), 'de')} · Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.`, {
    size: 7.5,
    y: 790,
  });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 2000–2026: a British classic policy schedule: agreed value, limited mileage, excess, premium including IPT. */
export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(2000, 2026);
  const end = addDays(yearOn(start), -1);
  const broker = rng.pick(['Heritage Classic Insurance Services', 'Marque Motor Policies Ltd', 'Vintage & Classic Brokers']);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS);
  const nr = `${letters(rng, 3)}/${digits(rng, 7)}/${rng.int(10, 29)}`;
  const cover = rng.pick(['Comprehensive', 'Comprehensive – Agreed Value', 'Third Party, Fire and Theft']);
  const excess = rng.pick([100, 150, 250]);
  const value = rng.int(4, 40) * 500;
  const ipt = iptUk(start);
  const base = r2(90 + value * 0.006 + rng.int(0, 60));
  const taxed = r2((base * ipt) / 100);
  const total = r2(base + taxed);
  const cn = name(rng, 'en');
  const ca = ukAddress(rng);
  const p = new PageBuilder();
  p.text(50, broker, { size: 14, bold: true, y: 54 });
  p.text(50, `${a.street}, ${a.town} ${a.postcode} · Authorised and regulated by the Financial Conduct Authority`, { size: 7.5, y: 66 });
  p.text(50, 'Motor Insurance Schedule', { size: 16, y: 110 });
  p.text(545, `Issued ${fd(addDays(start, -rng.int(3, 20)), 'uk')}`, { size: 9, align: 'right', y: 110 });
  const rows: [string, string][] = [
    ['Policy number', nr],
    ['Policyholder', `${cn}, ${ca.street}, ${ca.town} ${ca.postcode}`],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `${car.built} ${car.make} ${car.model}`],
    ['Registration', ukPlate(rng, car.built)],
    ['Cover', cover],
    ['Agreed value', `£${en(value)}`],
    ['Annual mileage limit', `${rng.pick(['1,500', '3,000', '5,000'])} miles`],
    ['Use', 'Social, domestic and pleasure, including club events'],
    ['Drivers', `Policyholder and ${name(rng, 'en')}`],
    ['Excess', `£${excess} (own damage)`],
  ];
  p.y = 140;
  for (const [k, val] of rows) {
    p.box(50, p.y - 12, 495, 19);
    p.box(200, p.y - 12, 0.01, 19);
    p.text(56, k, { size: 8.5, bold: true });
    p.text(206, val, { size: 9 });
    p.down(19);
  }
  p.down(20);
  p.text(50, 'Premium', { size: 11, bold: true });
  p.down(17);
  const tc: Col[] = [{ x: 56 }, { x: 300, align: 'right' }];
  row(p, tc, ['Annual premium', `£${en(base)}`], { size: 9.5 });
  p.down(13);
  row(p, tc, [`Insurance Premium Tax @ ${ipt}%`, `£${en(taxed)}`], { size: 9.5 });
  p.down(15);
  row(p, tc, ['Total payable', `£${en(total)}`], { size: 10.5, bold: true });
  p.down(30);
  para(
    p,
    50,
    'Please read this schedule with your policy wording and certificate of motor insurance. Tell us at once if anything shown is incorrect. Endorsements applying: 004 (limited mileage), 011 (garaging overnight), 020 (agreed value).',
    110,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 2005–2026: an American collector-car declarations page: policy period at 12:01 a.m., coverages with limits, one physical damage deductible, total premium. */
export function usCollectorDeclarations(rng: Random): Generated {
  const start = rng.date(2005, 2026);
  const end = yearOn(start);
  const insurer = rng.pick(['Heartland Collector Car Insurance Co.', 'American Classic Auto Mutual', 'Keystone Vintage Vehicle Insurance']);
  const a = usAddress(rng);
  const car = rng.pick(US_CARS);
  const nr = `CC-${digits(rng, 8)}`;
  const value = rng.int(8, 70) * 1000;
  const ded = rng.pick([0, 100, 250, 500]);
  const liab = r2(60 + rng.int(0, 80));
  const pd = r2(value * 0.007 + rng.int(0, 30));
  const um = r2(18 + rng.int(0, 20));
  const fee = rng.pick([0, 5, 10]);
  const total = r2(liab + pd + um + fee);
  const cover = 'Agreed Value Collector Vehicle';
  const cn = name(rng, 'en');
  const ca = usAddress(rng);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 13, bold: true, y: 54 });
  p.text(50, `${a.street}, ${a.line2}`, { size: 8, y: 66 });
  p.text(545, 'DECLARATIONS PAGE', { size: 11, bold: true, align: 'right', y: 54 });
  p.text(545, `Policy Number ${nr}`, { size: 9, align: 'right', y: 68 });
  p.box(50, 86, 495, 64);
  p.y = 100;
  row(p, [{ x: 56 }, { x: 300 }], ['NAMED INSURED AND ADDRESS', 'POLICY PERIOD'], { size: 7, bold: true });
  p.down(12);
  row(p, [{ x: 56 }, { x: 300 }], [cn, `From ${fd(start, 'us')} to ${fd(end, 'us')}`], { size: 9 });
  p.down(11);
  row(p, [{ x: 56 }, { x: 300 }], [ca.street, '12:01 A.M. standard time at the address'], { size: 9 });
  p.down(11);
  row(p, [{ x: 56 }, { x: 300 }], [ca.line2, 'of the named insured'], { size: 9 });
  p.y = 172;
  p.text(50, `Policy type: ${cover}`, { size: 10, bold: true });
  p.down(20);
  const vc: Col[] = [{ x: 50 }, { x: 90 }, { x: 250 }, { x: 400 }, { x: 470 }];
  row(p, vc, ['YEAR', 'MAKE / MODEL', 'VIN', 'PLATE', 'AGREED VALUE'], { size: 7.5, bold: true });
  p.down(12);
  row(p, vc, [String(car.built), `${car.make} ${car.model}`, car.chassis(rng), usPlate(rng), `$${en(value)}`], { size: 9 });
  p.down(26);
  const cc: Col[] = [{ x: 50 }, { x: 290 }, { x: 545, align: 'right' }];
  p.box(50, p.y - 11, 495, 16, true);
  row(p, cc, ['COVERAGE', 'LIMITS', 'PREMIUM'], { size: 8, bold: true });
  p.down(18);
  for (const [c, l, v] of [
    ['Bodily Injury and Property Damage Liability', `$${rng.pick(['100,000/300,000/100,000', '250,000/500,000/100,000', '300,000 CSL'])}`, en(liab)],
    ['Comprehensive and Collision (Physical Damage)', `Agreed value $${en(value)}`, en(pd)],
    ['Uninsured / Underinsured Motorists', '$100,000/300,000', en(um)],
  ] as [string, string, string][]) {
    row(p, cc, [c, l, v], { size: 9 });
    p.down(15);
  }
  if (fee) {
    row(p, cc, ['Policy fee', '', en(fee)], { size: 9 });
    p.down(15);
  }
  hline(p, 50, 495, p.y - 6);
  p.down(8);
  row(p, cc, ['TOTAL POLICY PREMIUM', '', `$${en(total)}`], { size: 10, bold: true });
  p.down(28);
  p.text(50, ded ? `Physical damage deductible: $${en(ded)} per occurrence` : 'Physical damage deductible: none (full agreed value paid on total loss)', {
    size: 9.5,
  });
  p.down(14);
  p.text(50, `Mileage: limited pleasure use; vehicle stored in a locked garage. Lienholder: none.`, { size: 9 });
  p.down(24);
  para(
    p,
    50,
    'This declarations page, together with the policy form and any endorsements, completes your policy. Countersigned by authorized representative.',
    110,
    { size: 8 },
  );
  const t: Generated['truth'] = { documentType: 'insurance', policyNumber: nr, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end };
  if (ded > 0) t.deductible = ded;
  return doc(p, 'en', t);
}

/** 1985–2000: a British renewal notice letter: the cover, the period, the premium, the payment slip at the foot. */
export function ukRenewalNotice(rng: Random): Generated {
  const start = rng.date(1985, 2000);
  const end = addDays(yearOn(start), -1);
  const insurer = rng.pick(['The Norwich & Midland Insurance Co. Ltd', 'Provincial Motor Insurance plc', 'General Accident Motor Department']);
  const a = ukAddress(rng);
  const car = rng.pick(UK_CARS.filter((c) => c.built < Number(start.slice(0, 4))));
  const nr = `${letters(rng, 2)} ${digits(rng, 6)}`;
  const cover = rng.pick(['Third Party, Fire and Theft', 'Comprehensive', 'Third Party Only']);
  const ipt = iptUk(start);
  const base = r2((cover === 'Comprehensive' ? 180 : 90) + rng.int(0, 120));
  const taxed = r2((base * ipt) / 100);
  const total = r2(base + taxed);
  const cn = name(rng, 'en');
  const ca = ukAddress(rng);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 13, bold: true, serif: true, y: 56 });
  p.text(50, `Motor Branch, ${a.street}, ${a.town} ${a.postcode}`, { size: 8.5, serif: true, y: 70 });
  p.y = 116;
  const title = rng.pick(['Mr', 'Mrs']);
  for (const l of [`${title} ${cn}`, ca.street, ca.town, ca.postcode]) {
    p.text(50, l, { size: 10, serif: true });
    p.down(13);
  }
  p.text(545, fd(addDays(start, -rng.int(21, 30)), 'uklong'), { size: 10, serif: true, align: 'right', y: 116 });
  p.text(50, 'RENEWAL NOTICE', { size: 13, bold: true, serif: true, y: 206 });
  p.text(50, `Policy No. ${nr}`, { size: 10.5, serif: true, y: 224 });
  p.y = 250;
  p.text(50, `Dear ${title} ${cn.split(' ')[1]},`, { serif: true, size: 10.5 });
  p.down(13);
  p.down(4);
  para(
    p,
    50,
    `Your motor policy in respect of the ${car.make} ${car.model}, registration ${ukPlate(rng, car.built)}, falls due for renewal on ${fd(start, 'uklong')}. We shall be pleased to renew it for a further twelve months, from ${fd(start, 'uklong')} to ${fd(end, 'uklong')}, on the terms set out below.`,
    90,
    {
      serif: true,
      size: 10.5,
      step: 14,
    },
  );
  p.down(10);
  const kv: [string, string][] = [
    ['Cover', cover],
    ['Use', 'Social, domestic and pleasure use only'],
    ['No claim discount', `${rng.pick([30, 40, 50, 60])}%`],
  ];
  for (const [k, v] of kv) {
    row(p, [{ x: 70 }, { x: 230 }], [k, v], { serif: true, size: 10.5 });
    p.down(15);
  }
  p.down(6);
  if (ipt) {
    row(p, [{ x: 70 }, { x: 330, align: 'right' }], ['Premium', `£${en(base)}`], { serif: true, size: 10.5 });
    p.down(15);
    row(p, [{ x: 70 }, { x: 330, align: 'right' }], [`Insurance Premium Tax ${ipt}%`, `£${en(taxed)}`], { serif: true, size: 10.5 });
    p.down(15);
  }
  row(p, [{ x: 70 }, { x: 330, align: 'right' }], ['Renewal premium due', `£${en(total)}`], { serif: true, size: 10.5, bold: true });
  p.down(28);
  para(
    p,
    50,
    'To renew, please return the slip below with your remittance before the renewal date. A certificate of motor insurance will then be sent to you. If you do not wish to renew, no action is needed; cover will cease at the expiry of the current period.',
    95,
    { serif: true, size: 9.5, step: 12.5 },
  );
  p.down(12);
  p.text(50, 'Yours faithfully,', { serif: true, size: 10 });
  p.text(50, 'Renewals Department', { serif: true, size: 10, y: p.y + 30 });
  p.text(50, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    size: 7,
    y: 686,
  });
  p.text(50, `RENEWAL REMITTANCE · Policy ${nr} · ${cn} · Amount £${en(total)} · Due ${fd(start, 'uk')}`, { size: 8.5, serif: true, y: 712 });
  return doc(p, 'en', { documentType: 'insurance', policyNumber: nr, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end });
}
