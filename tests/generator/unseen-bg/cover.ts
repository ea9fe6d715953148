/**
 * Insurance paper of British classics: a UK classic insurer's schedule (agreed value, limited mileage, IPT), the
 * certificate of motor insurance that goes with it, an Irish classic policy schedule with the government levy; a
 * German Oldtimer-Versicherungsschein, an Austrian Oldtimer-Kasko Polizze and a Swiss Veteranen-Police with the
 * federal stamp duty.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AT_PLACES,
  CH_PLACES,
  DE_PLACES,
  IE_PLACES,
  UK_PLACES,
  atPlate,
  car,
  chPlate,
  dePlate,
  deStreet,
  iePlate,
  person,
  sumLine,
  ukPlate,
  ukPostcode,
  ukStreet,
} from './kit';

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** UK Insurance Premium Tax of the year (standard rate). */
function ipt(year: number): number {
  if (year < 1997) return 2.5;
  if (year < 1999) return 4;
  if (year < 2011) return 5;
  if (year < 2015) return 6;
  if (year < 2016) return 9.5;
  if (year < 2017) return 10;
  return 12;
}

/** 1. A UK classic insurer's policy schedule, 1998–2026: agreed value, limited mileage, one excess, premium with IPT. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1998, 2026);
  const y = Number(start.slice(0, 4));
  const end = addDays(nextYear(start), -1);
  const c = car(rng);
  const [town, county, pc] = rng.pick(UK_PLACES);
  const insurer = `${rng.pick(['Heritage', 'Marque', 'Vintage Lane', 'Chrome Bumper', 'Old Roads'])} Classic Insurance`;
  p.text(50, insurer, { size: 16, bold: true });
  p.down(12).text(50, `Arranged by ${insurer} Services Ltd, authorised and regulated by the Financial ${y < 2013 ? 'Services' : 'Conduct'} Authority`, {
    size: 7.5,
  });
  p.down(30);
  p.text(50, 'MOTOR POLICY SCHEDULE', { size: 13, bold: true });
  p.text(545, rng.pick(['Renewal', 'New Business', 'Mid-term adjustment']), { size: 9, align: 'right' });
  p.down(22);
  const cust = person(rng, 'uk');
  const pol = `${rng.pick(['CLS', 'HCI', 'VCM'])}/${rng.int(100000, 999999)}/${String(y % 100).padStart(2, '0')}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive (Laid-up cover when SORN)']);
  const mileage = rng.pick([1500, 3000, 5000, 7500]);
  const value = rng.int(60, 900) * 100;
  const excess = rng.pick([100, 150, 250, 350, 500]);
  const rows: [string, string][] = [
    ['Policyholder', cust],
    ['Address', `${ukStreet(rng)}, ${town}, ${county} ${ukPostcode(rng, pc)}`],
    ['Policy number', pol],
    ['Period of insurance', `From 00:01 hours on ${fd(start, 'uk')} to 23:59 hours on ${fd(end, 'uk')}`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, ${c.cc}cc`],
    ['Registration', ukPlate(rng, c.year)],
    ['Cover', cover],
    ['Agreed value', `£${num(value, 'en')}`],
    ['Annual mileage limit', `${num(mileage, 'en').replace('.00', '')} miles`],
    ['Use', rng.pick(['Social, domestic and pleasure only, including club events', 'Social, domestic and pleasure including commuting'])],
    ['Drivers', rng.pick(['Policyholder only', 'Policyholder and spouse', 'Any driver aged 25 or over'])],
    ['Excess', `£${excess} (own damage, fire and theft)`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9, bold: true });
    p.text(190, v, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  const base = r2(rng.int(9000, 48000) / 100);
  const tax = r2((base * ipt(y)) / 100);
  const total = r2(base + tax);
  p.box(300, p.y - 14, 245, 60);
  sumLine(p, 310, 535, 'Annual premium', `£${num(base, 'en')}`);
  sumLine(p, 310, 535, `Insurance Premium Tax @ ${ipt(y)}%`, `£${num(tax, 'en')}`);
  sumLine(p, 310, 535, 'Total payable', `£${num(total, 'en')}`, { bold: true });
  p.down(20);
  para(
    p,
    50,
    `Endorsements apply: E12 Limited mileage — you must tell us if the odometer reading exceeds the limit; E27 Agreed value — in the event of a total loss we will pay the agreed value shown. Club membership discount applied. Please read this schedule together with your policy wording and certificate of motor insurance.`,
    105,
    { size: 8, step: 10.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 2. A certificate of motor insurance, 1985–2026: the statutory wording, no premium, the policy number and the period. */
export function ukCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1985, 2026);
  const end = addDays(nextYear(start), -1);
  const c = car(rng);
  const insurer = `${rng.pick(['Shires', 'Britannic Motor', 'Northern Counties', 'Albion'])} Insurance ${rng.pick(['plc', 'Company Limited'])}`;
  const pol = `${rng.pick(['P', 'MC', 'CV'])}${rng.int(1000000, 9999999)}`;
  const cust = person(rng, 'uk');
  p.y = 72;
  p.text(297, 'CERTIFICATE OF MOTOR INSURANCE', { size: 14, bold: true, align: 'center' });
  p.down(16).text(297, insurer, { size: 10, align: 'center' });
  p.down(26);
  p.text(60, `Certificate number ${rng.int(10000000, 99999999)}`, { size: 9 });
  p.text(535, `Policy number ${pol}`, { size: 9, align: 'right' });
  p.down(24);
  const items: [string, string][] = [
    ['1. Registration mark of vehicle', ukPlate(rng, c.year)],
    ['2. Name of policyholder', cust],
    ['3. Effective date of the commencement of insurance for the purposes of the relevant law', `00:01 hours ${fd(start, 'uklong')}`],
    ['4. Date of expiry of insurance', `Midnight ${fd(end, 'uklong')}`],
    [
      '5. Persons or classes of persons entitled to drive',
      rng.pick(['The policyholder only.', 'The policyholder and any person named in the schedule.', 'Any person holding a full licence aged 25 or over.']),
    ],
    [
      '6. Limitations as to use',
      'Use for social, domestic and pleasure purposes and by the policyholder in person in connection with his business. The policy does not cover use for hire or reward, racing, pace-making or speed testing.',
    ],
  ];
  for (const [k, v] of items) {
    para(p, 60, k, 95, { size: 9, step: 11 });
    para(p, 80, v, 88, { size: 10, step: 12.5 });
    p.down(8);
  }
  p.down(12);
  para(
    p,
    60,
    `I hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Great Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.`,
    100,
    { size: 8.5, step: 11 },
  );
  p.down(14);
  p.text(60, `${insurer}`, { size: 9, bold: true });
  p.down(12).text(60, 'Authorised Insurers', { size: 8.5 });
  p.text(535, 'Signature: ________________', { size: 9, align: 'right' });
  p.down(30);
  p.text(60, 'Advice to third parties: nothing contained in this certificate affects your right as a third party to make a claim.', { size: 7 });
  p.box(45, 40, 505, p.y - 25);
  return doc(p, 'en', { documentType: 'insurance', policyNumber: pol, effectiveStart: start, effectiveEnd: end });
}

/** 3. An Irish classic policy schedule, 2002–2026: limited mileage, agreed value, excess, the government levy. */
export function irishClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2002, 2026);
  const y = Number(start.slice(0, 4));
  const end = addDays(nextYear(start), -1);
  const c = car(rng);
  const [town, co] = rng.pick(IE_PLACES);
  const broker = `${rng.pick(['Emerald', 'Shannon', 'Liffey', 'Atlantic'])} Vintage & Classic Insurance`;
  p.text(297, broker, { size: 15, bold: true, align: 'center' });
  p.down(12).text(
    297,
    `Underwritten by ${rng.pick(['Celtic General', 'Leinster Mutual', 'Provincial Assurance'])} DAC · Regulated by the Central Bank of Ireland`,
    { size: 7.5, align: 'center' },
  );
  p.down(30);
  p.text(50, 'Schedule', { size: 13, bold: true });
  p.down(20);
  const cust = person(rng, 'ie');
  const pol = `VCI-${rng.int(10000, 99999)}-${rng.int(10, 99)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party Fire & Theft']);
  const excess = rng.pick([150, 250, 300, 500]);
  const grid: [string, string, string, string][] = [
    ['Insured', cust, 'Policy No.', pol],
    ['Address', `${rng.pick(['Ballycastle', 'Kilbeg', 'Rosscarbery', 'Dunmore'])}, ${town}, ${co}`, 'Cover', cover],
    ['Vehicle', `${c.make} ${c.model} (${c.year})`, 'Reg.', iePlate(rng, c.year, { import: rng.chance(0.5) })],
    ['Agreed value', `€${num(rng.int(60, 700) * 100, 'en')}`, 'Mileage limit', `${rng.pick([1000, 1500, 2500, 3000])} miles p.a.`],
    ['Period from', fd(start, 'uk'), 'to', fd(end, 'uk')],
    ['Excess', `€${excess}`, 'Drivers', rng.pick(['Insured only', 'Insured and named driver'])],
  ];
  for (const [a, b, c2, d] of grid) {
    p.box(50, p.y - 11, 495, 16);
    p.text(56, a, { size: 8.5, bold: true });
    p.text(140, b, { size: 9 });
    p.text(350, c2, { size: 8.5, bold: true });
    p.text(425, d, { size: 9 });
    p.down(16);
  }
  p.down(18);
  const net = r2(rng.int(14000, 62000) / 100);
  const levyRate = y < 2009 ? 2 : 3;
  const levy = r2((net * levyRate) / 100);
  const total = r2(net + levy);
  sumLine(p, 300, 540, 'Premium', `€${num(net, 'en')}`);
  sumLine(p, 300, 540, `Government levy ${levyRate}%`, `€${num(levy, 'en')}`);
  hline(p, 300, 245, p.y - 10);
  sumLine(p, 300, 540, 'Total premium payable', `€${num(total, 'en')}`, { bold: true });
  p.down(18);
  para(
    p,
    50,
    'The vehicle must be garaged overnight and must not be used as a daily driver. Cover is conditional on membership of a recognised motor club. No claims bonus protection does not apply to this policy.',
    105,
    { size: 8, step: 10.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 4. A German Oldtimer-Versicherungsschein, 2000–2026: Haftpflicht and Teilkasko, Versicherungsteuer 19 %. */
export function oldtimerVersicherungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2000, 2026);
  const end = nextYear(start);
  const c = car(rng, { lang: 'de' });
  const insurer = `${rng.pick(['Rheinische', 'Hanseatische', 'Süddeutsche', 'Westfälische'])} ${rng.pick(['Oldtimer-Versicherung', 'Kraftfahrt-Versicherung'])} ${rng.pick(['AG', 'VVaG'])}`;
  const [plz, ort] = rng.pick(DE_PLACES);
  p.text(50, insurer, { size: 14, bold: true });
  p.down(12).text(50, `${deStreet(rng)} · ${plz} ${ort}`, { size: 8.5 });
  p.down(30);
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12.5).text(50, deStreet(rng), { size: 10 });
  p.down(12.5).text(50, rng.pick(DE_PLACES).join(' '), { size: 10 });
  p.down(30);
  p.text(50, 'Versicherungsschein', { size: 15, bold: true });
  p.down(14).text(50, `für Ihre Oldtimer-Kraftfahrtversicherung · ausgestellt am ${fd(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 9 });
  p.down(24);
  const nr = `OT ${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
  const cover = rng.pick(['Kfz-Haftpflicht und Teilkasko', 'Kfz-Haftpflicht und Vollkasko']);
  const sb = cover.includes('Voll') ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const rows: [string, string][] = [
    ['Versicherungsschein-Nr.', nr],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0:00 Uhr`],
    ['Fahrzeug', `${c.make} ${c.model}, Erstzulassung ${c.year}`],
    ['Amtl. Kennzeichen', dePlate(rng, true)],
    ['Umfang', cover],
    ['Selbstbeteiligung', `${num(sb, 'de')} € je Schadenfall`],
    ['Wertbasis', `Marktwert lt. Gutachten ${num(rng.int(80, 900) * 100, 'de')} €`],
    ['Fahrleistung', `bis ${num(rng.pick([3000, 5000, 9000]), 'de').replace(',00', '')} km jährlich`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  p.down(12);
  p.text(50, 'Beitragsberechnung (jährlich)', { size: 10, bold: true });
  p.down(16);
  const hp = r2(rng.int(4500, 16000) / 100);
  const k = r2(rng.int(3000, 38000) / 100);
  const net = r2(hp + k);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  sumLine(p, 60, 400, 'Kfz-Haftpflicht', `${num(hp, 'de')} €`);
  sumLine(p, 60, 400, cover.includes('Voll') ? 'Vollkasko' : 'Teilkasko', `${num(k, 'de')} €`);
  sumLine(p, 60, 400, 'Versicherungsteuer 19 %', `${num(tax, 'de')} €`);
  hline(p, 60, 345, p.y - 10);
  sumLine(p, 60, 400, 'Jahresbeitrag', `${num(total, 'de')} €`, { bold: true });
  p.down(16);
  para(
    p,
    50,
    'Voraussetzung: Das Fahrzeug ist ein Zweitfahrzeug und wird nicht für Fahrten im Alltag genutzt. Es gelten die AKB Oldtimer. Der Beitrag wird am Fälligkeitstag per SEPA-Lastschrift eingezogen.',
    105,
    { size: 8, step: 10.5 },
  );
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

/** 5. An Austrian Oldtimer-Kasko Polizze, 2002–2026: the period, the Selbstbehalt, the premium with 11 % tax. */
export function oldtimerPolizzeAT(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2002, 2026);
  const end = addDays(nextYear(start), -1);
  const c = car(rng, { lang: 'de' });
  const insurer = `${rng.pick(['Alpenländische', 'Donau-Tauern', 'Ostmark-Wiener', 'Vorarlberger'])} Versicherung AG`;
  const [plz, ort] = rng.pick(AT_PLACES);
  p.text(545, insurer, { size: 13, bold: true, align: 'right' });
  p.down(12).text(545, `${deStreet(rng).replace('straße', 'gasse')}, ${plz} ${ort}`, { size: 8.5, align: 'right' });
  p.down(34);
  p.text(50, 'POLIZZE', { size: 18, bold: true });
  const nr = `${rng.int(10, 99)}-${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  p.text(545, `Polizzennummer ${nr}`, { size: 10, bold: true, align: 'right' });
  p.down(26);
  const cust = person(rng, 'de');
  p.text(50, 'Versicherungsnehmer:', { size: 9 });
  p.text(170, `${cust}, ${deStreet(rng)}, ${rng.pick(AT_PLACES).join(' ')}`, { size: 9.5 });
  p.down(16);
  p.text(50, 'Versicherungsdauer:', { size: 9 });
  p.text(170, `vom ${fd(start, 'de')} bis ${fd(end, 'de')} (mit Verlängerungsklausel)`, { size: 9.5 });
  p.down(16);
  p.text(50, 'Fahrzeug:', { size: 9 });
  p.text(170, `${c.make} ${c.model}, Bj. ${c.year}, Fgst. ${c.chassis}, Kennz. ${atPlate(rng)}`, { size: 9.5 });
  p.down(26);
  const cover = 'Oldtimer-Kaskoversicherung (Vollkasko)';
  const sb = rng.pick([200, 300, 500]);
  p.box(50, p.y - 12, 495, 18, true);
  p.text(56, 'Sparte', { size: 8.5, bold: true });
  p.text(300, 'Versicherungssumme', { size: 8.5, bold: true });
  p.text(540, 'Jahresprämie €', { size: 8.5, bold: true, align: 'right' });
  p.down(20);
  const net = r2(rng.int(12000, 68000) / 100);
  p.text(56, cover, { size: 9.5 });
  p.text(300, `€ ${num(rng.int(150, 1200) * 100, 'de')} (vereinbarter Wert)`, { size: 9.5 });
  p.text(540, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(14);
  p.text(56, `Selbstbehalt: € ${sb},– je Schadenfall`, { size: 9 });
  p.down(24);
  const tax = r2(net * 0.11);
  const total = r2(net + tax);
  sumLine(p, 330, 540, 'Nettoprämie', num(net, 'de'));
  sumLine(p, 330, 540, '11 % Versicherungssteuer', num(tax, 'de'));
  sumLine(p, 330, 540, 'Gesamtprämie jährlich', num(total, 'de'), { bold: true });
  p.down(16);
  para(
    p,
    50,
    'Die Kfz-Haftpflichtversicherung des Fahrzeuges besteht gesondert. Dieser Vertrag setzt eine Bewertung durch einen anerkannten Sachverständigen voraus, die nicht älter als fünf Jahre ist.',
    105,
    { size: 8, step: 10.5 },
  );
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

/** 6. A Swiss Veteranen-Police, 1996–2026: Haftpflicht and Teilkasko, Selbstbehalt, the federal stamp duty. */
export function veteranenPoliceCH(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1996, 2026);
  const end = addDays(nextYear(start), -1);
  const c = car(rng, { lang: 'de' });
  const insurer = `${rng.pick(['Helvetische', 'Eidgenössische', 'Zürichsee', 'Berner'])} ${rng.pick(['Versicherungen', 'Motorfahrzeug-Versicherung'])}`;
  const [plz, ort] = rng.pick(CH_PLACES);
  p.text(50, insurer, { size: 14, bold: true });
  p.down(12).text(50, `Generalagentur ${ort} · ${deStreet(rng).replace('straße', 'strasse')} · ${plz} ${ort}`, { size: 8.5 });
  p.down(34);
  p.text(50, 'Police Motorfahrzeugversicherung — Veteranenfahrzeug', { size: 12, bold: true });
  p.down(20);
  const nr = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const cover = 'Haftpflicht und Teilkasko';
  const sb = rng.pick([200, 300, 500, 1000]);
  const rows: [string, string][] = [
    ['Police-Nr.', nr],
    ['Versicherungsnehmer', `${person(rng, 'de')}, ${rng.pick(CH_PLACES).join(' ')}`],
    ['Fahrzeug', `${c.make} ${c.model}, 1. Inverkehrsetzung ${c.year}`],
    ['Kontrollschild', chPlate(rng)],
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ['Deckung', cover],
    ['Selbstbehalt Teilkasko', `CHF ${sb}`],
    ['Fahrleistung', `max. ${rng.pick(['3\u2019000', '5\u2019000'])} km pro Jahr, Veteraneneintrag im Fahrzeugausweis`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9 });
    p.text(190, v, { size: 9.5 });
    p.down(14.5);
  }
  p.down(14);
  const hp = r2(rng.int(18000, 52000) / 100);
  const tk = r2(rng.int(6000, 32000) / 100);
  const net = r2(hp + tk);
  const st = r2(net * 0.05);
  const total = r2(net + st);
  sumLine(p, 60, 400, 'Prämie Haftpflicht', `CHF ${num(hp, 'ch')}`);
  sumLine(p, 60, 400, 'Prämie Teilkasko', `CHF ${num(tk, 'ch')}`);
  sumLine(p, 60, 400, 'Eidg. Stempelabgabe 5 %', `CHF ${num(st, 'ch')}`);
  hline(p, 60, 345, p.y - 10);
  sumLine(p, 60, 400, 'Total Jahresprämie', `CHF ${num(total, 'ch')}`, { bold: true });
  p.down(18);
  para(p, 50, 'Es gelten die Allgemeinen Versicherungsbedingungen (AVB) Ausgabe Veteranenfahrzeuge. Die Prämie ist jährlich im Voraus zahlbar.', 105, {
    size: 8,
    step: 10.5,
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
