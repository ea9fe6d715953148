/**
 * Insurance paper with every date a policy has: a German Versicherungsschein (application, issue, start, end, main
 * due date, direct debit), a Swiss or Austrian police (offer, issue, start, end, tacit renewal, premium due), a British
 * or Irish schedule (proposal, issue, period of insurance, renewal, premium received) and an American declarations page
 * (application, issue, policy period, payment received).
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  PageBuilder,
  addDays,
  addMonths,
  amt,
  car,
  carName,
  currency,
  digits,
  dt,
  ieReg,
  kv,
  letters,
  money,
  out,
  para,
  personDe,
  personEn,
  price,
  rule,
  ukReg,
  yearOf,
} from './kit';

/** German Versicherungsschein: Antrag vom, ausgefertigt am, Beginn, Ablauf, Hauptfälligkeit, Beitrag abgebucht am. */
export function versicherungsschein(rng: Random): Generated {
  const start = `${rng.int(1965, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const applied = addDays(start, -rng.int(5, 40));
  const issued = addDays(applied, rng.int(3, 20));
  const end = addMonths(start, 12);
  const debit = addDays(start, rng.int(0, 15));
  const year = yearOf(start);
  const cur = currency('DE', year);
  const insurer = rng.pick([
    'Hanseatische Kraftfahrt-Versicherung AG',
    'Süddeutsche Oldtimer-Versicherung VVaG',
    'Rheinland Assekuranz AG',
    'Westfälische Provinzial-Kraftfahrt',
  ]);
  const cov = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko', 'Oldtimer-Vollkasko', 'Kfz-Haftpflicht']);
  const premium = price((cov.includes('Voll') ? 520 : cov.includes('Teil') ? 280 : 190) * (year < 1990 ? 2.5 : 1), year, cur, rng);
  const deductible = cov === 'Kfz-Haftpflicht' ? undefined : rng.pick([150, 300, 500, 1000]);
  const c = car(rng, start);
  const no = `${rng.int(10, 99)}-${digits(rng, 6)}-${rng.int(1, 9)}`;
  const s = rng.pick(['dd.mm.yyyy', 'd.m.yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12);
  p.text(40, `Direktion ${rng.pick(['Hamburg', 'München', 'Köln', 'Münster'])}`, { size: 8 });
  p.down(40);
  p.text(40, personDe(rng), { size: 10 });
  p.text(555, `Ausgefertigt am ${dt(issued, s)}`, { size: 9, align: 'right' });
  p.down(36);
  p.text(40, 'VERSICHERUNGSSCHEIN', { size: 15, bold: true });
  p.down(16);
  p.text(40, `Nr. ${no}`, { size: 11, bold: true });
  p.down(22);
  const rows: [string, string][] = [
    ['Antrag vom', dt(applied, s)],
    ['Versicherungsbeginn', `${dt(start, s)}, 0 Uhr`],
    ['Ablauf', `${dt(end, s)}, 0 Uhr`],
    ['Hauptfälligkeit', `jeweils ${dt(start, 'd. Monat yyyy').replace(/ \d{4}$/, '')}`],
    ['Versichertes Fahrzeug', `${carName(c)}, Fahrgestell-Nr. ${c.vin}`],
    ['Amtl. Kennzeichen', `${rng.pick(['HH', 'M', 'K', 'MS'])}-${letters(rng, 2)} ${digits(rng, 3)}`],
    ['Erstzulassung', dt(c.firstReg, s)],
    ['Versicherungsumfang', cov],
    ['Selbstbeteiligung', deductible ? `${amt(deductible, cur)} ${cur.sym} je Schadenfall` : 'keine'],
    ['Jahresbeitrag', `${amt(premium, cur)} ${cur.sym}${year >= 1975 ? ' einschl. Versicherungsteuer' : ''}`],
  ];
  for (const [k, v] of rows) {
    kv(p, 40, `${k}:`, v, 140, { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  para(
    p,
    40,
    `Der Beitrag wurde am ${dt(debit, s)} von Ihrem Konto abgebucht. Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird. Es gelten die Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB) in der Fassung vom ${dt(addMonths(start, -rng.int(12, 60)), 'dd.mm.yyyy').replace(/^\d\d/, '01')}.`,
    100,
    { size: 9 },
  );
  p.down(30);
  p.text(40, insurer, { size: 9 });
  p.down(12);
  p.text(40, 'Der Vorstand', { size: 8 });
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium,
    ...(deductible ? { deductible } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Swiss or Austrian police: Offerte vom, Ausstellungsdatum, Vertragsbeginn, Vertragsablauf, stillschweigende Erneuerung, Prämie zahlbar bis. */
export function polizzePolice(rng: Random): Generated {
  const country = rng.pick(['CH', 'AT'] as const);
  const start = rng.date(1970, 2026);
  const offer = addDays(start, -rng.int(10, 50));
  const issue = addDays(start, -rng.int(0, 8));
  const years = rng.pick([1, 1, 3]);
  const end = addDays(addMonths(start, 12 * years), -1);
  const year = yearOf(start);
  const cur = currency(country, year);
  const insurer =
    country === 'CH'
      ? rng.pick(['Helvetia Motor Versicherungen', 'Zürcher Fahrzeug-Assekuranz AG', 'Basler Veteranen-Versicherung'])
      : rng.pick(['Donau Kraftfahrt Versicherung AG', 'Tiroler Kfz-Versicherungsverein', 'Steirische Oldtimer-Polizze AG']);
  const word = country === 'CH' ? 'Police' : 'Polizze';
  const cov = rng.pick(
    country === 'CH' ? ['Haftpflicht + Teilkasko', 'Vollkasko Veteranen', 'Haftpflicht'] : ['Haftpflicht + Teilkasko', 'Oldtimer-Kasko', 'Haftpflicht'],
  );
  const premium = price((cov.includes('Voll') || cov.includes('Kasko') ? 480 : 260) * (year < 1990 ? 2 : 1), year, cur, rng);
  const deductible = cov === 'Haftpflicht' ? undefined : rng.pick([200, 500, 1000]);
  const c = car(rng, start);
  const no = `${rng.int(1, 9)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const s = country === 'CH' ? rng.pick(['dd.mm.yyyy', 'dd.mm.yy'] as const) : 'd. Monat yyyy at';
  const p = new PageBuilder();
  p.y = 60;
  p.text(555, insurer, { size: 13, bold: true, align: 'right' });
  p.down(40);
  p.text(40, `${word} Nr. ${no}`, { size: 15, bold: true });
  p.down(16);
  p.text(40, 'Motorfahrzeugversicherung', { size: 10 });
  p.down(26);
  p.box(40, p.y - 12, 515, 80);
  kv(p, 48, 'Versicherungsnehmer', personDe(rng), 140, { size: 9.5 });
  p.down(15);
  kv(p, 48, 'Fahrzeug', `${carName(c)} (Jg. ${c.build})`, 140, { size: 9.5 });
  p.down(15);
  kv(p, 48, 'Stamm-/Chassis-Nr.', c.vin, 140, { size: 9.5 });
  p.down(15);
  kv(
    p,
    48,
    country === 'CH' ? 'Kontrollschild' : 'Kennzeichen',
    country === 'CH' ? `${rng.pick(['ZH', 'BE', 'LU'])} ${digits(rng, 5)}` : `${rng.pick(['W', 'I', 'G'])}-${digits(rng, 4)} ${letters(rng, 1)}`,
    140,
    { size: 9.5 },
  );
  p.down(30);
  const dates: [string, string][] = [
    ['Offerte vom', dt(offer, s)],
    ['Ausstellungsdatum', dt(issue, s)],
    ['Vertragsbeginn', dt(start, s)],
    ['Vertragsablauf', dt(end, s)],
  ];
  for (const [k, v] of dates) {
    kv(p, 40, k, v, 150, { size: 9.5 });
    p.down(15);
  }
  p.text(40, `Der Vertrag erneuert sich stillschweigend um jeweils ein Jahr, erstmals per ${dt(addDays(end, 1), s)}.`, { size: 9 });
  p.down(26);
  p.text(40, 'Deckung', { size: 10, bold: true });
  p.text(300, cov, { size: 10 });
  p.down(15);
  p.text(40, 'Selbstbehalt', { size: 10, bold: true });
  p.text(300, deductible ? `${cur.code} ${amt(deductible, cur)}` : '—', { size: 10 });
  p.down(15);
  p.text(40, `Jahresprämie${country === 'AT' ? ' inkl. Versicherungssteuer' : ''}`, { size: 10, bold: true });
  p.text(300, `${cur.code} ${amt(premium, cur)}`, { size: 10 });
  p.down(15);
  p.text(40, 'Prämie zahlbar bis', { size: 10, bold: true });
  p.text(300, dt(addDays(start, 30), s), { size: 10 });
  p.down(40);
  p.text(40, `${rng.pick(['Zürich', 'Basel', 'Wien', 'Innsbruck', 'Graz'])}, ${dt(issue, s)}`, { size: 9 });
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium,
    ...(deductible ? { deductible } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** British or Irish schedule: date of proposal, date of issue, period of insurance (both dates inclusive), renewal date, premium received. */
export function britishSchedule(rng: Random): Generated {
  const country = rng.pick(['UK', 'UK', 'IE'] as const);
  const start = rng.date(1972, 2026);
  const proposal = addDays(start, -rng.int(3, 30));
  const issue = addDays(start, rng.int(-5, 3));
  const end = addDays(addMonths(start, 12), -1);
  const paid = addDays(proposal, rng.int(0, 10));
  const year = yearOf(start);
  const cur = currency(country, year);
  const insurer = rng.pick([
    'Cotswold Classic Car Insurance Services',
    'Hibernian Motor Underwriters',
    'The Veteran Motor Policy Co. Ltd',
    'Heritage Wheels Insurance Brokers',
  ]);
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Agreed Value Comprehensive', 'Laid-up Cover (Fire and Theft)']);
  const premium = price((cov.startsWith('Third') ? 180 : 320) * (year < 1990 ? 2 : 1), year, cur, rng);
  const excess = rng.pick([50, 100, 150, 250]);
  const c = car(rng, start);
  const no = `${letters(rng, 3)}/${digits(rng, 6)}/${rng.int(10, 99)}`;
  const s = rng.pick(['d Month yyyy', 'dth Month yyyy', 'dd/mm/yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(297, insurer, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(24);
  p.text(297, 'SCHEDULE', { size: 14, bold: true, serif: true, align: 'center' });
  p.down(14);
  p.text(297, 'Private Motor Car — this schedule forms part of the policy', { size: 9, serif: true, align: 'center' });
  p.down(30);
  const rows: [string, string][] = [
    ['Policy Number', no],
    ['Policyholder', personEn(rng)],
    ['Date of Proposal', dt(proposal, s)],
    ['Date of Issue', dt(issue, s)],
    ['Period of Insurance', `From ${dt(start, s)} to ${dt(end, s)} (both dates inclusive)`],
    ['Renewal Date', dt(addDays(end, 1), s)],
    ['Vehicle', `${carName(c)}, registration ${country === 'UK' ? ukReg(rng, c.firstReg) : ieReg(rng, c.firstReg)}`],
    ['Year of Manufacture', String(c.build)],
    ['Cover', cov],
    ['Excess', `${cur.sym}${amt(excess, cur)} each and every claim`],
    ['Annual Premium', `${money(premium, cur)}${country === 'UK' && year >= 1994 ? ' including Insurance Premium Tax' : ''}`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, serif: true, bold: true });
    p.text(200, v, { size: 9.5, serif: true });
    p.down(16);
  }
  p.down(10);
  rule(p, 50, 495);
  p.down(16);
  p.text(50, `Premium received with thanks on ${dt(paid, s)}.`, { size: 9.5, serif: true });
  p.down(14);
  p.text(50, 'Limitations as to use: social, domestic and pleasure purposes; club rallies. Limited mileage 3,000 per annum.', { size: 8.5, serif: true });
  p.down(40);
  p.text(50, 'Signed on behalf of the Insurers', { size: 8.5, serif: true });
  p.text(50, `Form SCH/${rng.int(1, 20)} printed ${my2(addMonths(proposal, -rng.int(6, 30)))}`, { size: 6, y: 815 });
  return out(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
const my2 = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

/** American declarations page: application date, date issued, policy period 12:01 A.M., payment received; agreed value. */
export function americanDeclarations(rng: Random): Generated {
  const start = rng.date(1975, 2026);
  const app = addDays(start, -rng.int(3, 25));
  const issued = addDays(app, rng.int(1, 10));
  const months = rng.pick([6, 12]);
  const end = addMonths(start, months);
  const payment = addDays(app, rng.int(0, 5));
  const year = yearOf(start);
  const cur = currency('US', year);
  const insurer = rng.pick([
    'Keystone Collector Car Insurance Co.',
    'American Heritage Auto Mutual',
    'Great Lakes Antique Auto Underwriters',
    'Sunbelt Classic Vehicle Insurance',
  ]);
  const value = price(15000, year, cur, rng, true);
  const agreed = Math.round(value / 500) * 500 || 500;
  const premium = price((months === 6 ? 160 : 300) * (year < 1990 ? 2 : 1), year, cur, rng);
  const ded = rng.pick([100, 250, 500]);
  const cov = rng.pick(['Agreed Value', 'Stated Amount', 'Liability Only']);
  const c = car(rng, start);
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const s = rng.pick(['mm/dd/yyyy', 'Month d, yyyy'] as const);
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(24);
  p.text(40, 'AUTOMOBILE POLICY DECLARATIONS', { size: 13, bold: true });
  p.down(22);
  const rows: [string, string][] = [
    ['Policy Number', no],
    ['Named Insured', personEn(rng)],
    ['Application Date', dt(app, s)],
    ['Date Issued', dt(issued, s)],
    ['Policy Period', `${dt(start, s)} to ${dt(end, s)}, 12:01 A.M. standard time at the address of the named insured`],
    ['Coverage Type', cov],
    ['Insured Vehicle', `${c.build} ${carName(c)}  VIN ${c.vin}`],
  ];
  for (const [k, v] of rows) {
    p.text(40, `${k}:`, { size: 9.5, bold: true });
    const lines = v.length > 60 ? [v.slice(0, v.indexOf(',') + 1), v.slice(v.indexOf(',') + 2)] : [v];
    for (const l of lines) {
      p.text(160, l, { size: 9.5 });
      p.down(13);
    }
    p.down(2);
  }
  p.down(10);
  p.box(40, p.y - 11, 515, 15, true);
  p.text(45, 'COVERAGE', { size: 8.5, bold: true });
  p.text(330, 'LIMIT / DEDUCTIBLE', { size: 8.5, bold: true });
  p.text(550, 'PREMIUM', { size: 8.5, bold: true, align: 'right' });
  p.down(17);
  const liab = Math.round(premium * 0.45 * 100) / 100;
  const rest = Math.round((premium - liab) * 100) / 100;
  p.text(45, 'Bodily Injury & Property Damage Liability', { size: 9 });
  p.text(330, rng.pick(['$100,000/$300,000/$50,000', '$50,000/$100,000/$25,000']), { size: 9 });
  p.text(550, amt(cov === 'Liability Only' ? premium : liab, cur), { size: 9, align: 'right' });
  p.down(13);
  if (cov !== 'Liability Only') {
    p.text(45, `Physical Damage (${cov} $${amt(agreed, cur).replace('.00', '')})`, { size: 9 });
    p.text(330, `$${ded} deductible`, { size: 9 });
    p.text(550, amt(rest, cur), { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(6);
  rule(p, 330, 225);
  p.down(13);
  p.text(330, 'TOTAL POLICY PREMIUM', { size: 9.5, bold: true });
  p.text(550, `$${amt(premium, cur)}`, { size: 9.5, bold: true, align: 'right' });
  p.down(26);
  p.text(40, `Payment received ${dt(payment, s)} — thank you. This declarations page replaces any previously issued.`, { size: 8.5 });
  return out(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium,
    ...(cov !== 'Liability Only' ? { deductible: ded } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}
