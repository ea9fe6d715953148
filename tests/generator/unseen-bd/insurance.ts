/**
 * Insurance paper that follows the test: a German Oldtimer policy that requires a valid HU, an Austrian premium notice
 * for a historic vehicle, a Swiss veteran policy, a British classic schedule with its MOT endorsement, a 1990s British
 * renewal notice, and an American collector-car declarations page.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, para, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  carDE,
  carEN,
  field,
  personDE,
  personEN,
  plateAT,
  plateCH,
  plateDE,
  plateUK,
  streetDE,
  streetEN,
  thousands,
  TOWNS_AT,
  TOWNS_CH,
  TOWNS_DE,
  TOWNS_UK,
} from './kit';

const yearEnd = (start: string) => addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);

/** A German classic insurer's Versicherungsschein: Haftpflicht and Teilkasko, Versicherungsteuer, HU condition. */
export function oldtimerPolice(rng: Random): Generated {
  const start = dateIn(rng, 2010, 2025);
  const end = yearEnd(start);
  const year = yearOf(start);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 30);
  const insurer = rng.pick(['Hanseatische Oldtimer Versicherung AG', 'Süddeutsche Classic-Kfz VVaG', 'Rheinische Liebhaberfahrzeug-Versicherung']);
  const policy = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100000, 999999)}`;
  const cover = rng.pick(['Kfz-Haftpflicht + Teilkasko', 'Kfz-Haftpflicht + Vollkasko', 'Haftpflicht und Teilkasko (Oldtimer-Tarif)']);
  const haft = r2(rng.int(6000, 14000) / 100);
  const kasko = r2(rng.int(5000, 30000) / 100);
  const net = r2(haft + kasko);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 300, 500]);
  const value = rng.int(8, 90) * 1000;
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, insurer, { size: 12, bold: true }).down(12);
  p.text(50, `Postfach ${rng.int(1000, 9999)} · ${rng.int(10000, 99999)} ${rng.pick(['Hamburg', 'München', 'Köln'])}`, { size: 8 }).down(28);
  p.text(50, personDE(rng), { size: 9.5 }).down(12).text(50, streetDE(rng), { size: 9.5 }).down(12).text(50, `${zip} ${town}`, { size: 9.5 }).down(30);
  p.text(50, 'Versicherungsschein', { size: 15, bold: true })
    .text(545, fd(addDays(start, -rng.int(5, 20)), 'de'), { size: 9, align: 'right' })
    .down(12);
  p.text(50, `Nr. ${policy}`, { size: 11 }).down(24);
  const y = p.y;
  field(p, 50, y, 'Versicherungsbeginn', `${fd(start, 'de')}, 0:00 Uhr`, { w: 165 });
  field(p, 215, y, 'Ablauf', `${fd(end, 'de')}, 24:00 Uhr`, { w: 165 });
  field(p, 380, y, 'Zahlweise', 'jährlich', { w: 165 });
  field(p, 50, y + 26, 'Fahrzeug', `${car.make} ${car.model}, Bj. ${car.built}`, { w: 330 });
  field(p, 380, y + 26, 'Amtl. Kennzeichen', plateDE(rng, code, true), { w: 165 });
  field(p, 50, y + 52, 'FIN', car.vin, { w: 330 });
  field(p, 380, y + 52, 'Versicherungswert (Marktwert)', `${thousands(value)},00 EUR`, { w: 165 });
  p.y = y + 98;
  p.text(50, `Versicherungsumfang: ${cover}`, { size: 10, bold: true }).down(18);
  const tl: [string, string][] = [
    ['Kfz-Haftpflicht (Deckungssumme 100 Mio. EUR pauschal)', num(haft, 'de')],
    [cover.includes('Voll') ? 'Vollkasko inkl. Teilkasko' : 'Teilkasko', num(kasko, 'de')],
    ['Nettobeitrag', num(net, 'de')],
    ['Versicherungsteuer 19 %', num(tax, 'de')],
  ];
  for (const [a, b] of tl) p.text(60, a, { size: 9 }).text(545, b, { size: 9, align: 'right' }).down(13);
  hline(p, 380, 165);
  p.down(13);
  p.text(60, 'Jahresbeitrag EUR', { size: 10, bold: true }).text(545, num(total, 'de'), { size: 10, bold: true, align: 'right' }).down(18);
  p.text(60, `Selbstbeteiligung je Schadenfall: ${sb} EUR`, { size: 9 }).down(22);
  p.text(50, 'Besondere Vereinbarungen', { size: 9.5, bold: true }).down(13);
  para(
    p,
    50,
    `Der Versicherungsschutz setzt voraus, dass das Fahrzeug ein H-Kennzeichen oder ein rotes 07-Kennzeichen führt und eine gültige Hauptuntersuchung (§29 StVZO) nachweisen kann. Ein Wertgutachten, nicht älter als fünf Jahre, ist einzureichen. Das Fahrzeug dient nicht dem täglichen Gebrauch; ein Alltagsfahrzeug ist auf den Versicherungsnehmer zugelassen. Jährliche Fahrleistung höchstens ${thousands(rng.pick([3000, 5000, 7500, 9000]))} km.`,
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An Austrian Prämienvorschreibung for a historic vehicle: Haftpflicht, Versicherungssteuer and the motorbezogene VSt. */
export function praemieHistorisch(rng: Random): Generated {
  const start = dateIn(rng, 2005, 2025);
  const end = yearEnd(start);
  const year = yearOf(start);
  const [town, zip, code] = rng.pick(TOWNS_AT);
  const car = carDE(rng, year - 30);
  const insurer = rng.pick(['Alpenländische Versicherung AG', 'Donau-Kfz Versicherungsverein', 'Steirische Wechselseitige Kfz']);
  const policy = `${rng.pick(['KH', 'OT'])}-${rng.int(1000000, 9999999)}`;
  const cover = 'Kfz-Haftpflicht, Tarif Historisches Fahrzeug';
  const haft = r2(rng.int(9000, 19000) / 100);
  const vst = r2(haft * 0.11);
  const mvst = r2(rng.int(4000, 24000) / 100);
  const total = r2(haft + vst + mvst);
  const p = new PageBuilder();
  p.y = 54;
  p.text(545, insurer, { size: 12, bold: true, align: 'right' }).down(12);
  p.text(545, `Landesdirektion ${town} · ${zip} ${town}`, { size: 8.5, align: 'right' }).down(28);
  p.text(50, `${rng.pick(['Herrn', 'Frau'])} ${personDE(rng)}`, { size: 9.5 })
    .down(12)
    .text(50, `${streetDE(rng).replace('straße', 'gasse')}, ${zip} ${town}`, { size: 9.5 })
    .down(30);
  p.text(50, 'Prämienvorschreibung', { size: 14, bold: true }).down(14);
  p.text(50, `Polizze Nr. ${policy}   ·   ${cover}`, { size: 9.5 }).down(20);
  p.text(50, `Versicherungsperiode: ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 9.5 }).down(13);
  p.text(50, `Fahrzeug: ${car.make} ${car.model}, Baujahr ${car.built}, Kennzeichen ${plateAT(rng, code)}`, { size: 9.5 }).down(22);
  const tl: [string, number][] = [
    ['Haftpflichtprämie (Pauschaldeckung 10 Mio. EUR)', haft],
    ['Versicherungssteuer 11 %', vst],
    ['Motorbezogene Versicherungssteuer', mvst],
  ];
  for (const [a, b] of tl) p.text(60, a, { size: 9.5 }).text(545, num(b, 'de'), { size: 9.5, align: 'right' }).down(14);
  hline(p, 400, 145);
  p.down(14);
  p.text(60, 'Zahlbetrag für die Periode EUR', { size: 10.5, bold: true }).text(545, num(total, 'de'), { size: 10.5, bold: true, align: 'right' }).down(26);
  p.text(50, 'Hinweise', { size: 9.5, bold: true }).down(13);
  para(
    p,
    50,
    `Die Einstufung als historisches Fahrzeug setzt die Eintragung im Zulassungsschein, eine Verwendung von höchstens 120 Tagen im Jahr (Fahrtenbuch) und eine gültige wiederkehrende Begutachtung gemäß §57a KFG voraus (Begutachtungsintervall für historische Fahrzeuge: zwei Jahre). Bitte überweisen Sie den Betrag bis ${fd(addDays(start, 14), 'de')}.`,
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end });
}

/** A Swiss veteran car policy: Haftpflicht and Teilkasko, eidg. Stempelabgabe, Selbstbehalt, MFK condition. */
export function veteranenPolice(rng: Random): Generated {
  const start = dateIn(rng, 2008, 2025);
  const end = yearEnd(start);
  const year = yearOf(start);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const car = carDE(rng, year - 30);
  const insurer = rng.pick(['Helvetische Motorfahrzeug-Versicherung', 'Veteranen-Versicherung Zürich Genossenschaft', 'Berner Oldtimer Assekuranz AG']);
  const policy = `${rng.int(10, 99)}.${rng.int(100000, 999999)}.${rng.int(10, 99)}`;
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht, Teilkasko und Parkschaden']);
  const h = r2(rng.int(18000, 42000) / 100);
  const t = r2(rng.int(8000, 26000) / 100);
  const net = r2(h + t);
  const stamp = r2(Math.round(net * 0.05 * 20) / 20);
  const total = r2(net + stamp);
  const sb = rng.pick([200, 500, 1000]);
  const p = new PageBuilder();
  p.y = 56;
  p.text(50, insurer, { size: 12, bold: true }).down(28);
  p.text(330, personDE(rng), { size: 9.5 }).down(12).text(330, streetDE(rng), { size: 9.5 }).down(12).text(330, `${zip} ${town}`, { size: 9.5 }).down(30);
  p.text(50, `Police Nr. ${policy}`, { size: 14, bold: true }).down(14);
  p.text(50, `Motorfahrzeugversicherung für Veteranenfahrzeuge — ${cover}`, { size: 9.5 }).down(20);
  const kv: [string, string][] = [
    ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`],
    ['Fahrzeug', `${car.make} ${car.model}, 1. Inverkehrsetzung ${car.built}`],
    ['Kontrollschild', plateCH(rng, canton)],
    ['Eintrag', 'Veteranenfahrzeug (Code 180 im Fahrzeugausweis)'],
    ['Selbstbehalt Teilkasko', `CHF ${sb}`],
  ];
  for (const [a, b] of kv) p.text(50, a, { size: 9 }).text(200, b, { size: 9 }).down(13);
  p.down(12);
  const tl: [string, number][] = [
    ['Haftpflicht', h],
    ['Teilkasko', t],
    ['Nettoprämie', net],
    ['Eidg. Stempelabgabe 5 %', stamp],
  ];
  for (const [a, b] of tl) p.text(60, a, { size: 9.5 }).text(545, num(b, 'ch'), { size: 9.5, align: 'right' }).down(13);
  hline(p, 400, 145);
  p.down(13);
  p.text(60, 'Jahresprämie CHF', { size: 10.5, bold: true }).text(545, num(total, 'ch'), { size: 10.5, bold: true, align: 'right' }).down(26);
  para(
    p,
    50,
    'Voraussetzungen: Das Fahrzeug hat die Veteranenprüfung bestanden und wird alle sechs Jahre der periodischen Prüfung (MFK) vorgeführt. Jahresfahrleistung höchstens 3000 km, keine Fahrten zur Arbeit. Die Allgemeinen Versicherungsbedingungen (AVB) Ausgabe 2019 sind Bestandteil des Vertrages.',
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A British classic schedule: agreed value, limited mileage, IPT, total excess, and the MOT endorsement. */
export function classicSchedule(rng: Random): Generated {
  const start = dateIn(rng, 2012, 2025);
  const end = yearEnd(start);
  const year = yearOf(start);
  const car = carEN(rng, year - 30);
  const [town, pc] = rng.pick(TOWNS_UK);
  const insurer = rng.pick(['Cotswold Classic Insurance Services', 'Heritage Motor Policies Ltd', 'Brooklands Vintage Cover']);
  const policy = `${rng.pick(['CLC', 'HMP', 'BVC'])}/${rng.int(100000, 999999)}/${rng.int(1, 9)}`;
  const cover = rng.pick(['Comprehensive', 'Comprehensive — Agreed Value', 'Third Party, Fire & Theft']);
  const net = r2(rng.int(9000, 42000) / 100);
  const ipt = r2(net * (year < 2015 ? 0.06 : year < 2016 ? 0.06 : year < 2017 ? 0.095 : year < 2018 ? 0.1 : 0.12));
  const iptRate = year < 2016 ? 6 : year < 2017 ? 9.5 : year < 2018 ? 10 : 12;
  const adminFee = rng.chance(0.5) ? r2(rng.pick([15, 20, 25])) : 0;
  const total = r2(net + ipt + adminFee);
  const comp = rng.pick([100, 150, 250]);
  const vol = rng.pick([0, 100, 150]);
  const p = new PageBuilder();
  p.y = 52;
  p.text(50, insurer, { size: 13, bold: true }).down(12);
  p.text(50, `Authorised and regulated by the Financial Conduct Authority · ${town} ${pc}`, { size: 8 }).down(26);
  p.text(50, 'MOTOR INSURANCE SCHEDULE', { size: 14, bold: true }).down(20);
  const y = p.y;
  field(p, 50, y, 'Policy number', policy, { w: 165 });
  field(p, 215, y, 'Policyholder', personEN(rng), { w: 165 });
  field(p, 380, y, 'Effective date', fd(start, 'uk'), { w: 165 });
  field(p, 50, y + 26, 'Vehicle', `${car.built} ${car.make} ${car.model}`, { w: 165 });
  field(p, 215, y + 26, 'Registration', plateUK(rng, car.built), { w: 165 });
  field(p, 380, y + 26, 'Expiry date', fd(end, 'uk'), { w: 165 });
  field(p, 50, y + 52, 'Cover', cover, { w: 165 });
  field(p, 215, y + 52, 'Agreed value', `£${thousands(rng.int(6, 60) * 500, ',')}`, { w: 165 });
  field(p, 380, y + 52, 'Limited mileage', `${thousands(rng.pick([1500, 3000, 5000]), ',')} miles p.a.`, { w: 165 });
  p.y = y + 100;
  p.text(50, 'Excesses', { size: 9.5, bold: true }).down(13);
  p.text(60, `Compulsory £${comp}   Voluntary £${vol}`, { size: 9 }).down(12);
  p.text(60, `Total excess (accidental damage, fire and theft) £${comp + vol}`, { size: 9 }).down(20);
  p.text(50, 'Premium', { size: 9.5, bold: true }).down(13);
  const tl: [string, number][] = [
    ['Annual premium', net],
    [`Insurance Premium Tax @ ${iptRate}%`, ipt],
  ];
  if (adminFee) tl.push(['Arrangement fee', adminFee]);
  for (const [a, b] of tl)
    p.text(60, a, { size: 9 })
      .text(300, `£${num(b, 'en')}`, { size: 9, align: 'right' })
      .down(12);
  p.text(60, 'Total payable', { size: 10, bold: true })
    .text(300, `£${num(total, 'en')}`, { size: 10, bold: true, align: 'right' })
    .down(22);
  p.text(50, 'Endorsements', { size: 9.5, bold: true }).down(13);
  para(
    p,
    50,
    `E04 Roadworthiness: it is a condition of this policy that the vehicle holds a current MOT certificate, or where it is exempt as a Vehicle of Historic Interest, that it is kept in a roadworthy condition and a voluntary MOT or equivalent inspection is carried out at least every ${rng.pick(['12', '24'])} months.`,
    108,
    { size: 8.5, step: 11 },
  );
  para(p, 50, 'E11 Club membership: the policyholder must be a member of a recognised owners\u2019 club. E17 The vehicle is garaged overnight.', 108, {
    size: 8.5,
    step: 11,
  });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: comp + vol,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A 1990s British renewal notice from a broker: premium, IPT, cover, no excess stated. */
export function renewalNineties(rng: Random): Generated {
  const start = dateIn(rng, 1995, 2001);
  const end = yearEnd(start);
  const year = yearOf(start);
  const car = carEN(rng, year - 15);
  const [town, pc] = rng.pick(TOWNS_UK);
  const broker = `${rng.pick(['Pennine', 'Severn', 'Wessex'])} Insurance Brokers`;
  const policy = `${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'K'])}`;
  const cover = rng.pick(['Third Party, Fire and Theft', 'Comprehensive', 'Third Party Only']);
  const net = r2(rng.int(6000, 25000) / 100);
  const rate = year < 1997 || (year === 1997 && start < '1997-04-01') ? 2.5 : year < 1999 || (year === 1999 && start < '1999-07-01') ? 4 : 5;
  const ipt = r2((net * rate) / 100);
  const total = r2(net + ipt);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, broker.toUpperCase(), { size: 13, bold: true, serif: true, align: 'center' }).down(12);
  p.text(297, `${streetEN(rng)}, ${town} ${pc}  ·  Tel. (01${rng.int(100, 999)}) ${rng.int(100000, 999999)}`, { size: 8.5, serif: true, align: 'center' }).down(
    32,
  );
  p.text(60, personEN(rng), { serif: true, size: 10 })
    .down(13)
    .text(60, streetEN(rng), { serif: true, size: 10 })
    .down(13)
    .text(60, town, { serif: true, size: 10 })
    .down(28);
  p.text(60, 'RENEWAL NOTICE', { serif: true, size: 12, bold: true })
    .text(535, fd(addDays(start, -21), 'uklong'), { serif: true, size: 10, align: 'right' })
    .down(20);
  para(
    p,
    60,
    `Dear Policyholder, your motor insurance with ${rng.pick(['General Accident', 'Norwich Union', 'Commercial Union', 'Eagle Star'])} falls due for renewal. The terms offered for the coming year are shown below. Please check that the details are correct.`,
    90,
    { serif: true, size: 10, step: 13 },
  );
  p.down(8);
  const kv: [string, string][] = [
    ['Policy No.', policy],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Vehicle', `${car.make} ${car.model} (${car.built})  ${plateUK(rng, car.built)}`],
    ['Cover', cover],
    ['Use', 'Social, domestic and pleasure'],
    ['No claims discount', `${rng.pick([30, 40, 50, 60])}%`],
  ];
  for (const [a, b] of kv) p.text(60, a, { serif: true, size: 10 }).text(220, b, { serif: true, size: 10 }).down(14);
  p.down(10);
  p.text(60, 'Renewal premium', { serif: true, size: 10 })
    .text(400, `£${num(net, 'en')}`, { serif: true, size: 10, align: 'right' })
    .down(14);
  p.text(60, `Insurance Premium Tax at ${rate}%`, { serif: true, size: 10 })
    .text(400, `£${num(ipt, 'en')}`, { serif: true, size: 10, align: 'right' })
    .down(14);
  p.text(60, 'Total amount due', { serif: true, size: 10, bold: true })
    .text(400, `£${num(total, 'en')}`, { serif: true, size: 10, bold: true, align: 'right' })
    .down(26);
  para(
    p,
    60,
    'Please remember that the vehicle must have a valid MOT test certificate before you can renew your road fund licence. Cover will lapse if the renewal premium is not received by the renewal date.',
    90,
    { serif: true, size: 9.5, step: 12.5 },
  );
  return doc(p, 'en', { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end });
}

/** An American collector-car declarations page: agreed value, coverages with premiums, state fee, one deductible. */
export function collectorDeclarations(rng: Random): Generated {
  const start = dateIn(rng, 2009, 2025);
  const half = rng.chance(0.3);
  const end = half ? addDays(start, 182) : yearEnd(start);
  const car = carEN(rng, 1990, 'us');
  const state = rng.pick([
    ['NJ', 'New Jersey'],
    ['PA', 'Pennsylvania'],
    ['NY', 'New York'],
    ['MA', 'Massachusetts'],
  ]);
  const insurer = rng.pick(['Classic Guard Mutual Insurance Co.', 'Heritage Auto Collectors Insurance Company', 'Garage Kept Specialty Insurance']);
  const policy = `CG${rng.int(100, 999)}-${rng.int(100000, 999999)}-${rng.int(10, 99)}`;
  const cover = 'Collector Vehicle — Agreed Value';
  const liab = r2(rng.int(6000, 18000) / 100);
  const pd = r2(rng.int(4000, 30000) / 100);
  const med = r2(rng.int(500, 2500) / 100);
  const fee = r2(rng.pick([3, 5, 7.5, 10]));
  const total = r2(liab + pd + med + fee);
  const ded = rng.pick([0, 100, 250, 500]);
  const p = new PageBuilder();
  p.y = 50;
  p.text(50, insurer, { size: 12, bold: true }).down(14);
  p.text(50, 'PERSONAL AUTO POLICY — COLLECTOR VEHICLE DECLARATIONS', { size: 10, bold: true }).down(22);
  const y = p.y;
  field(p, 50, y, 'POLICY NUMBER', policy, { w: 248 });
  field(p, 298, y, 'POLICY PERIOD (12:01 A.M. standard time)', `${fd(start, 'us')} to ${fd(end, 'us')}`, { w: 247 });
  field(p, 50, y + 26, 'NAMED INSURED', personEN(rng), { w: 248 });
  field(p, 298, y + 26, 'GARAGING ADDRESS', `${streetEN(rng)}, ${state[0]}`, { w: 247 });
  field(p, 50, y + 52, 'VEHICLE', `${car.built} ${car.make} ${car.model}  VIN ${car.vin}`, { w: 495 });
  p.y = y + 96;
  p.text(50, `COVERAGE TYPE: ${cover}   ·   Agreed Value $${thousands(rng.int(8, 120) * 1000, ',')}`, { size: 9.5, bold: true }).down(18);
  const cols: [string, string, number][] = [
    ['Bodily Injury / Property Damage Liability', '$100,000 / $300,000 / $100,000', liab],
    ['Physical Damage (Comprehensive & Collision)', 'Agreed Value', pd],
    ['Medical Payments', '$5,000 each person', med],
    [`${state[1]} policy fee / surcharge`, '', fee],
  ];
  p.text(50, 'COVERAGE', { size: 8, bold: true })
    .text(330, 'LIMITS', { size: 8, bold: true })
    .text(545, 'PREMIUM', { size: 8, bold: true, align: 'right' })
    .down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const [a, b, c] of cols)
    p.text(50, a, { size: 9 })
      .text(330, b, { size: 9 })
      .text(545, `$${num(c, 'en')}`, { size: 9, align: 'right' })
      .down(13);
  hline(p, 400, 145);
  p.down(13);
  p.text(50, `TOTAL ${half ? 'SIX-MONTH' : 'ANNUAL'} POLICY PREMIUM`, { size: 10, bold: true })
    .text(545, `$${num(total, 'en')}`, { size: 10, bold: true, align: 'right' })
    .down(20);
  p.text(50, ded ? `Physical damage deductible: $${ded} per occurrence` : 'Physical damage deductible: none', { size: 9 }).down(22);
  p.text(50, 'CONDITIONS', { size: 9, bold: true }).down(12);
  para(
    p,
    50,
    `The vehicle must be stored in a locked, enclosed garage, be maintained in good condition and have passed any safety or emissions inspection required by the State of ${state[1]}. Use is limited to club activities, exhibitions, parades and occasional pleasure driving. A regular-use vehicle must be insured for every licensed driver in the household.`,
    108,
    { size: 8.5, step: 11 },
  );
  const t: Record<string, unknown> = {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (ded) t.deductible = ded;
  return doc(p, 'en', t as Generated['truth']);
}
