/**
 * Cover for the stored car: a German season-plate policy, a German storage-only (Einlagerung) cover, an Austrian
 * premium notice; a UK laid-up schedule, an Irish limited-mileage classic schedule, a US storage-only declarations page.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  anrede,
  AT_STREETS,
  AT_TOWNS,
  car,
  DE_STREETS,
  DE_TOWNS,
  doc,
  fd,
  hline,
  num,
  para,
  person,
  plateAT,
  plateDE,
  plateUK,
  r2,
  sum,
  UK_TOWNS,
  US_STREETS,
  US_TOWNS,
  vin,
} from './kit';

const oneYear = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A German classic insurer's policy for a car on a season plate (April to October): liability and part cover. */
export function saisonPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2006, 2025);
  const start = `${y}-${rng.pick(['01', '03', '04'])}-01`;
  const end = oneYear(start);
  const insurer = rng.pick(['Hanseatische Oldtimer-Versicherung AG', 'Süddeutsche Klassik Assekuranz', 'Rheinland Kraftfahrt-Versicherung a.G.']);
  const no = `${rng.int(10, 99)}-${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', y - 30);
  const from = rng.pick(['03', '04']);
  const to = rng.pick(['10', '11']);
  const hp = r2(rng.int(6000, 19000) / 100);
  const tk = r2(rng.int(4000, 16000) / 100);
  const net = sum([hp, tk]);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 250, 300, 500]);
  const cov = rng.pick(['Kfz-Haftpflicht und Teilkasko', 'Haftpflicht + Teilkasko']);
  p.y = 55;
  p.text(50, insurer, { size: 13, bold: true });
  p.down(12);
  p.text(50, `Postfach ${rng.int(1000, 9999)} · ${rng.pick(DE_TOWNS).zip} ${rng.pick(['Hamburg', 'München', 'Köln'])}`, { size: 8 });
  p.y = 115;
  p.text(50, person(rng, 'de'), { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}`, { size: 10 });
  p.down(12);
  p.text(50, `${town.zip} ${town.town}`, { size: 10 });
  p.text(545, fd(addDays(start, -rng.int(5, 30)), 'de'), { size: 9, align: 'right', y: 115 });
  p.y = 185;
  p.text(50, 'Versicherungsschein', { size: 16, bold: true });
  p.down(14);
  p.text(50, 'Oldtimer-Versicherung für Fahrzeuge mit Saisonkennzeichen', { size: 9.5 });
  p.down(24);
  const kv: [string, string][] = [
    ['Versicherungsschein-Nr.', no],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 24:00 Uhr (verlängert sich jährlich)`],
    ['Fahrzeug', `${c.make} ${c.model}, Erstzulassung ${c.year}`],
    ['Amtl. Kennzeichen', `${plateDE(rng, town.plate, 'H')}  (Saison ${from}–${to})`],
    ['Versicherungsumfang', cov],
    ['Selbstbeteiligung Teilkasko', `${num(sb, 'de')} €`],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: 9.5 });
    p.text(215, v, { size: 9.5 });
    p.down(14);
  }
  p.down(14);
  p.text(50, 'Beitragsberechnung (jährlich)', { size: 10, bold: true });
  p.down(16);
  for (const [k, v, bold] of [
    ['Kfz-Haftpflicht', num(hp, 'de'), false],
    ['Teilkasko', num(tk, 'de'), false],
    ['Nettobeitrag', num(net, 'de'), false],
    ['Versicherungsteuer 19 %', num(tax, 'de'), false],
    ['Jahresbeitrag', num(total, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(70, k, { size: 9.5, bold });
    p.text(330, `${v} €`, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(16);
  para(
    p,
    50,
    `Versicherungsschutz besteht in der Kfz-Haftpflicht und Teilkasko nur innerhalb des Saisonzeitraums ${from} bis ${to}. Außerhalb des Zeitraums gilt eine Ruheversicherung: Teilkaskoschutz besteht, solange das Fahrzeug in einem geschlossenen Raum abgestellt ist.`,
    100,
    { size: 8.5 },
  );
  p.down(16);
  para(p, 50, 'Der Beitrag wird am Versicherungsbeginn per Lastschrift eingezogen. Es gelten die AKB in der Fassung des Antragsdatums.', 100, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A storage-only cover for a deregistered car in a winter hall: fire, theft, storm, flood, for the storage months. */
export function einlagerungsDeckung(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1996, 2024);
  const start = `${y}-${rng.pick(['10', '11'])}-01`;
  const end = `${y + 1}-${rng.pick(['03-31', '04-30'])}`;
  const insurer = rng.pick(['Bavaria Classic Versicherungsdienst', 'Nordstern Spezialversicherung AG', 'Oldtimer-Garant Versicherungsmakler GmbH']);
  const no = `EL ${rng.int(1000000, 9999999)}`;
  const c = car(rng, 'de', y - 20);
  const value = rng.int(12, 140) * 1000;
  const dm = y < 2002;
  const cur = dm ? 'DM' : '€';
  const net = r2(Math.max(25, (value * rng.pick([1.2, 1.5, 1.8])) / 1000));
  const tax = r2(net * (y < 2002 ? (y < 1993 ? 0.1 : y < 2002 ? 0.15 : 0.16) : y < 2007 ? 0.16 : 0.19));
  const taxPct = y < 1993 ? 10 : y < 2002 ? 15 : y < 2007 ? 16 : 19;
  const total = r2(net + tax);
  const sb = rng.pick([0, 150, 250]);
  const cov = 'Einlagerungsversicherung (Feuer, Diebstahl, Sturm/Hagel, Leitungswasser)';
  const town = rng.pick(DE_TOWNS);
  p.y = 60;
  p.text(545, insurer, { size: 12, bold: true, align: 'right' });
  p.down(12);
  p.text(545, `${rng.pick(DE_STREETS)} ${rng.int(1, 90)} · ${town.zip} ${town.town}`, { size: 8, align: 'right' });
  p.y = 120;
  const cust = person(rng, 'de');
  p.text(50, cust, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${rng.pick(DE_TOWNS).zip} ${rng.pick(DE_TOWNS).town}`, { size: 10 });
  p.y = 185;
  p.text(50, 'Deckungsbestätigung / Police', { size: 14, bold: true });
  p.text(545, `Nr. ${no}`, { size: 10, align: 'right' });
  p.down(24);
  p.box(48, p.y - 12, 499, 150);
  const rows: [string, string][] = [
    ['Versicherungsart', cov],
    ['Fahrzeug', `${c.make} ${c.model}, Fahrgestell-Nr. ${vin(rng, c)}`],
    ['Zulassung', 'abgemeldet / außer Betrieb gesetzt'],
    ['Standort', `Halle ${rng.pick(['A', 'B', '2', '3'])}, ${rng.pick(DE_STREETS)} ${rng.int(1, 60)}, ${town.town}`],
    ['Versicherungssumme', `${num(value, 'de')} ${cur} (Wiederbeschaffungswert lt. Gutachten)`],
    ['Laufzeit', `vom ${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Selbstbehalt', sb ? `${num(sb, 'de')} ${cur} je Schadenfall` : 'ohne'],
  ];
  for (const [k, v] of rows) {
    p.text(56, k, { size: 9, bold: true });
    p.text(170, v, { size: 9 });
    p.down(20);
  }
  p.down(14);
  for (const [k, v, bold] of [
    ['Prämie netto', num(net, 'de'), false],
    [`Versicherungsteuer ${taxPct} %`, num(tax, 'de'), false],
    ['Zu zahlender Betrag', num(total, 'de'), true],
  ] as [string, string, boolean][]) {
    p.text(300, k, { size: 9.5, bold });
    p.text(545, `${v} ${cur}`, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(18);
  para(
    p,
    50,
    'Der Versicherungsschutz gilt ausschließlich während der Abstellung am genannten Standort. Fahrten, auch Überführungsfahrten, sind nicht versichert. Vor Wiederzulassung ist eine Kfz-Haftpflichtversicherung abzuschließen.',
    100,
    { size: 8.5 },
  );
  const truth: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (sb) truth.deductible = sb;
  return doc(p, 'de', truth);
}

/** An Austrian insurer's annual premium notice for a historic car: liability, part cover, both taxes. */
export function praemienAT(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2003, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = oneYear(start);
  const insurer = rng.pick(['Alpenländische Versicherung AG', 'Donau Oldtimer-Versicherung', 'Tiroler Kraftfahrzeug-Versicherungsverein']);
  const no = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const town = rng.pick(AT_TOWNS);
  const c = car(rng, 'de', y - 30);
  const hp = r2(rng.int(9000, 22000) / 100);
  const vst = r2(hp * 0.11);
  const mvst = r2(rng.int(2000, 12000) / 100);
  const tk = rng.chance(0.7) ? r2(rng.int(6000, 20000) / 100) : 0;
  const tkst = r2(tk * 0.11);
  const total = sum([hp, vst, mvst, tk, tkst]);
  const sb = tk ? rng.pick([200, 300, 350]) : 0;
  const cov = tk ? 'Haftpflicht, Teilkasko' : 'Haftpflicht';
  p.y = 55;
  p.text(50, insurer, { size: 13, bold: true });
  p.down(12);
  p.text(50, `Landesdirektion ${town.town}`, { size: 8.5 });
  p.y = 110;
  const holder = person(rng, 'de');
  p.text(50, `${anrede(holder, 'de')} ${holder}`, { size: 10 });
  p.down(12);
  p.text(50, `${rng.pick(AT_STREETS)} ${rng.int(1, 40)}`, { size: 10 });
  p.down(12);
  p.text(50, `${town.zip} ${town.town}`, { size: 10 });
  p.y = 180;
  p.text(50, 'Prämienvorschreibung', { size: 14, bold: true });
  p.down(14);
  p.text(50, `Polizze Nr. ${no}`, { size: 10 });
  p.down(22);
  for (const [k, v] of [
    ['Fahrzeug', `${c.make} ${c.model} (historisches Fahrzeug)`],
    ['Kennzeichen', plateAT(rng, town.plate)],
    ['Deckung', cov],
    ['Versicherungszeitraum', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ['Zahlungsweise', 'jährlich'],
  ]) {
    p.text(50, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(14);
  }
  if (tk) {
    p.text(50, 'Selbstbehalt Teilkasko', { size: 9.5 });
    p.text(200, `EUR ${num(sb, 'de')}`, { size: 9.5 });
    p.down(14);
  }
  p.down(16);
  const items: [string, number][] = [
    ['Haftpflichtprämie', hp],
    ['Versicherungssteuer 11 %', vst],
    ['motorbezogene Versicherungssteuer', mvst],
  ];
  if (tk) items.push(['Teilkaskoprämie', tk], ['Versicherungssteuer 11 %', tkst]);
  hline(p, 50, 495, p.y - 11);
  for (const [k, v] of items) {
    p.text(50, k, { size: 9.5 });
    p.text(420, `EUR ${num(v, 'de')}`, { size: 9.5, align: 'right' });
    p.down(14);
  }
  hline(p, 50, 495, p.y - 9);
  p.down(4);
  p.text(50, 'Gesamtprämie für den Versicherungszeitraum', { size: 10, bold: true });
  p.text(420, `EUR ${num(total, 'de')}`, { size: 10, bold: true, align: 'right' });
  p.down(30);
  para(
    p,
    50,
    'Bei Hinterlegung der Kennzeichen ruht der Haftpflichtschutz; die motorbezogene Versicherungssteuer wird für volle Monate der Hinterlegung gutgeschrieben. Die Teilkasko bleibt während der Abstellung aufrecht.',
    100,
    { size: 8.5 },
  );
  const truth: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (sb) truth.deductible = sb;
  return doc(p, 'de', truth);
}

/** A UK classic insurer's schedule for laid-up cover: fire and theft only, while the car is off the road. */
export function ukLaidUpSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(1998, 2025);
  const start = `${y}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const months = rng.pick([3, 6, 12]);
  const endRaw = new Date(`${start}T12:00:00Z`);
  endRaw.setUTCMonth(endRaw.getUTCMonth() + months);
  const end = addDays(endRaw.toISOString().slice(0, 10), -1);
  const insurer = rng.pick(['Heritage Motor Underwriting', 'Cotswold Classic Insurance Services', 'Pennine Vehicle Insurance Ltd']);
  const no = `${rng.pick(['HMU', 'CCI', 'PVL'])}/${rng.int(100000, 999999)}/LU`;
  const c = car(rng, 'en', y - 20);
  const value = rng.int(6, 90) * 500;
  const prem = r2(rng.int(3500, 12000) / 100);
  const iptRate = y < 1999 ? 4 : y < 2011 ? 5 : y < 2016 ? 6 : y < 2017 ? 9.5 : y < 2018 ? 10 : 12;
  const ipt = r2((prem * iptRate) / 100);
  const fee = rng.chance(0.5) ? rng.pick([10, 15, 25]) : 0;
  const total = sum([prem, ipt, fee]);
  const excess = rng.pick([100, 150, 250]);
  const cov = rng.pick(['Laid-up cover – Fire and Theft only', 'Laid Up (Fire & Theft)']);
  const [town] = rng.pick(UK_TOWNS);
  p.y = 55;
  p.text(50, insurer, { size: 14, bold: true, serif: true });
  p.down(12);
  p.text(50, `Authorised and regulated by the Financial Conduct Authority · ${town}`, { size: 7.5 });
  p.y = 100;
  p.text(50, 'SCHEDULE', { size: 16, bold: true });
  p.text(545, `Issued ${fd(addDays(start, -rng.int(1, 14)), 'uk')}`, { size: 9, align: 'right' });
  p.down(24);
  const rows: [string, string][] = [
    ['Policy number', no],
    ['Policyholder', person(rng, 'en')],
    ['Period of insurance', `From ${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both dates inclusive)`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, Reg. ${plateUK(rng, c.year)}`],
    ['Agreed value', `£${num(value, 'en')}`],
    ['Cover', cov],
    ['Use', 'None. The vehicle is declared SORN and kept in a locked garage.'],
    ['Excess', `£${excess} theft / fire`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, bold: true });
    p.text(185, v, { size: 9.5 });
    p.down(16);
  }
  p.down(16);
  p.text(50, 'Premium', { size: 10, bold: true });
  p.down(16);
  const pr: [string, number][] = [
    ['Premium', prem],
    [`Insurance Premium Tax @ ${iptRate}%`, ipt],
  ];
  if (fee) pr.push(['Administration fee', fee]);
  pr.push(['Total payable', total]);
  for (const [k, v] of pr) {
    const bold = k === 'Total payable';
    p.text(70, k, { size: 9.5, bold });
    p.text(360, `£${num(v, 'en')}`, { size: 9.5, bold, align: 'right' });
    p.down(14);
  }
  p.down(20);
  para(
    p,
    50,
    'Endorsement LU1: Cover is restricted to loss or damage caused by fire, lightning, explosion, theft or attempted theft while the vehicle is laid up. No cover applies while the vehicle is driven on a public road. Contact us before recommissioning to restore full cover.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Irish classic policy schedule: limited mileage, a levy on top of the premium. */
export function ieClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2004, 2025);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const end = oneYear(start);
  const insurer = rng.pick(['Leinster Classic Insurance DAC', 'Atlantic Vintage Motor Policies', 'Shannon Classic & Collector']);
  const no = `CL${rng.int(1000000, 9999999)}`;
  const c = car(rng, 'en', y - 30);
  const prem = r2(rng.int(14000, 42000) / 100);
  const levyRate = y < 2009 ? 2 : 3;
  const levy = r2((prem * levyRate) / 100);
  const total = r2(prem + levy);
  const excess = rng.pick([250, 300, 500]);
  const miles = rng.pick([1500, 2000, 3000]);
  const cov = rng.pick(['Comprehensive – limited mileage', 'Comprehensive (Classic, Limited Mileage)']);
  p.y = 60;
  p.text(297, insurer, { size: 14, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `${rng.pick(IE_ADDR)} · Regulated by the Central Bank of Ireland`, { size: 8, align: 'center' });
  p.down(30);
  p.text(297, 'POLICY SCHEDULE – CLASSIC MOTOR', { size: 12, bold: true, align: 'center' });
  p.down(26);
  p.box(48, p.y - 13, 499, 9 * 21 + 2);
  const rows: [string, string][] = [
    ['Policy No.', no],
    ['Insured', person(rng, 'en')],
    ['Effective date', fd(start, 'uk')],
    ['Renewal date', fd(addDays(end, 1), 'uk')],
    ['Vehicle', `${c.make} ${c.model} (${c.year})`],
    ['Cover', cov],
    ['Mileage limit', `${grpEn(miles)} miles per annum`],
    ['Storage', 'Locked garage at the proposer’s address; laid up November to March'],
    ['Excess', `€${excess}`],
  ];
  for (const [k, v] of rows) {
    p.text(58, k, { size: 9.5, bold: true });
    p.text(175, v, { size: 9.5 });
    p.down(21);
  }
  p.down(14);
  for (const [k, v, bold] of [
    ['Annual premium', num(prem, 'en'), false],
    [`Government levy ${levyRate}%`, num(levy, 'en'), false],
    ['Total premium', num(total, 'en'), true],
  ] as [string, string, boolean][]) {
    p.text(300, k, { size: 10, bold });
    p.text(545, `€${v}`, { size: 10, bold, align: 'right' });
    p.down(15);
  }
  p.down(20);
  para(
    p,
    50,
    `Period of insurance: from the effective date to ${fd(end, 'uk')} inclusive. The vehicle must not be used for commuting. Agreed value cover applies subject to a current valuation on file.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
const IE_ADDR = ['Harcourt Street, Dublin 2', 'South Mall, Cork', 'Eyre Square, Galway', "O'Connell Street, Limerick"];
const grpEn = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A US declarations page for storage (comprehensive-only) cover of a laid-up collector car, six months. */
export function usStorageDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2002, 2025);
  const start = `${y}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const s = new Date(`${start}T12:00:00Z`);
  s.setUTCMonth(s.getUTCMonth() + 6);
  const end = s.toISOString().slice(0, 10);
  const insurer = rng.pick(['Keystone Collector Car Insurance Co.', 'Great Lakes Mutual – Classic Division', 'American Heritage Auto Underwriters']);
  const no = `${rng.pick(['CC', 'KC', 'HA'])}-${rng.int(1000000, 9999999)}-${rng.int(10, 99)}`;
  const [town, st, zip] = rng.pick(US_TOWNS);
  const c = car(rng, 'en', y - 25);
  const value = rng.int(8, 120) * 1000;
  const comp = r2(rng.int(4000, 22000) / 100);
  const fee = rng.chance(0.6) ? r2(rng.pick([5, 8.5, 12])) : 0;
  const total = sum([comp, fee]);
  const ded = rng.pick([0, 100, 250, 500]);
  const cov = rng.pick(['Comprehensive Only – Storage', 'Storage Coverage (Comprehensive only)']);
  p.y = 55;
  p.text(50, insurer, { size: 13, bold: true });
  p.down(12);
  p.text(50, `${rng.pick(US_STREETS)}, ${town}, ${st} ${zip}`, { size: 8 });
  p.y = 100;
  p.box(48, 86, 499, 24, true);
  p.text(297, 'AUTOMOBILE POLICY DECLARATIONS', { size: 12, bold: true, align: 'center', y: 103 });
  p.y = 135;
  for (const [k, v] of [
    ['Policy Number', no],
    ['Named Insured', person(rng, 'en')],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')}  12:01 A.M. standard time`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}   VIN ${vin(rng, c)}`],
    ['Agreed Value', `$${num(value, 'en')}`],
    ['Garaging', `${town}, ${st}`],
  ]) {
    p.text(50, k, { size: 9, bold: true });
    p.text(170, v, { size: 9 });
    p.down(14);
  }
  p.down(14);
  const cols = [50, 270, 400, 545];
  p.box(48, p.y - 12, 499, 16, true);
  p.text(cols[0], 'COVERAGE', { size: 8.5, bold: true });
  p.text(cols[1], 'LIMIT', { size: 8.5, bold: true });
  p.text(cols[2], 'DEDUCTIBLE', { size: 8.5, bold: true });
  p.text(cols[3], 'PREMIUM', { size: 8.5, bold: true, align: 'right' });
  p.down(18);
  const covRows: [string, string, string, string][] = [
    ['Bodily Injury Liability', 'NOT COVERED', '', ''],
    ['Property Damage Liability', 'NOT COVERED', '', ''],
    [cov, `Agreed value $${num(value, 'en')}`, ded ? `$${ded}` : 'None', num(comp, 'en')],
    ['Collision', 'NOT COVERED', '', ''],
  ];
  for (const r of covRows) {
    p.text(cols[0], r[0], { size: 8.5 });
    p.text(cols[1], r[1], { size: 8.5 });
    p.text(cols[2], r[2], { size: 8.5 });
    p.text(cols[3], r[3], { size: 8.5, align: 'right' });
    p.down(14);
  }
  p.down(6);
  if (fee) {
    p.text(400, 'State fees/surcharges', { size: 8.5 });
    p.text(545, num(fee, 'en'), { size: 8.5, align: 'right' });
    p.down(14);
  }
  p.text(400, 'TOTAL POLICY PREMIUM', { size: 9, bold: true });
  p.text(545, `$${num(total, 'en')}`, { size: 9, bold: true, align: 'right' });
  p.down(30);
  para(
    p,
    50,
    'STORAGE ENDORSEMENT: This vehicle is in storage and will not be driven during the policy period. Liability and collision coverages are suspended. Notify us before the vehicle is returned to the road.',
    100,
    { size: 8.5 },
  );
  const truth: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: no,
    coverageType: cov,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (ded) truth.deductible = ded;
  return doc(p, 'en', truth);
}
