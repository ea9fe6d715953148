/** The offices the cars meet: insurers' schedules, registration papers and titles. */
import { addDays, doc, fd, hline, num, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  CARS_EN,
  PageBuilder,
  atPlate,
  chars,
  chassisNo,
  chPlate,
  dePerson,
  dePlate,
  deStreet,
  enPerson,
  pct,
  ukPlate,
  usPlate,
  usStreet,
  vin17,
} from './kit';

const oneYear = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** German classic-car insurer: Versicherungsschein with a coverage table, Versicherungsteuer shown, SB in the Teilkasko line. */
export function oldtimerVersicherungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2003, 2026);
  const end = oneYear(start);
  const insurer = rng.pick([
    'Allgemeine Oldtimer-Versicherung a.G.',
    'Classic Assekuranz Makler GmbH für die Hanse-Versicherung AG',
    'Veteranen-Versicherungsdienst',
  ]);
  p.text(60, insurer, { size: 13, bold: true });
  p.down(12).text(60, `${deStreet(rng)} · ${rng.pick(['20095 Hamburg', '80335 München', '50667 Köln'])}`, { size: 8 });
  p.down(40)
    .text(60, dePerson(rng))
    .down(12)
    .text(60, deStreet(rng))
    .down(12)
    .text(60, `${rng.int(10000, 99999)} ${rng.pick(['Lüneburg', 'Rosenheim', 'Siegen'])}`);
  const pol = `OT-${rng.int(100, 999)}.${rng.int(100000, 999999)}`;
  p.y = 130;
  for (const [k, v] of [
    ['Versicherungsschein-Nr.', pol],
    ['Ausfertigung vom', fd(addDays(start, -rng.int(3, 20)), 'de')],
  ]) {
    p.text(340, k, { size: 8.5 }).text(535, v, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.y = 200;
  p.text(60, 'Versicherungsschein', { size: 14, bold: true });
  p.down(18).text(60, `Fahrzeug: ${rng.pick(CARS_DE)}   amtl. Kennzeichen: ${dePlate(rng)}   FIN: ${chassisNo(rng, rng.int(1955, 1990))}`, { size: 8.5 });
  p.down(14).text(60, `Versicherungsdauer: vom ${fd(start, 'de')}, 0 Uhr, bis ${fd(end, 'de')}, 24 Uhr, mit automatischer Verlängerung`, { size: 8.5 });
  p.down(22);
  const sb = rng.pick([150, 300, 500]);
  const cover = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko']);
  const h = r2(rng.int(6000, 18000) / 100);
  const k = r2(rng.int(4000, 30000) / 100);
  const cols: Col[] = [{ x: 60 }, { x: 300 }, { x: 535, align: 'right' }];
  p.box(60, p.y - 11, 475, 15, true);
  row(p, cols, ['Sparte', 'Umfang', 'Beitrag netto €'], { bold: true });
  p.down(18);
  row(p, cols, ['Kfz-Haftpflicht', '100 Mio. € pauschal', num(h, 'de')]);
  p.down(14);
  row(p, cols, [cover.split(' + ')[1], `Selbstbeteiligung ${sb} €`, num(k, 'de')]);
  p.down(14);
  const net = r2(h + k);
  const tax = pct(net, 19);
  const prem = r2(net + tax);
  hline(p, 300, 235, p.y);
  p.down(14);
  row(p, cols, ['', 'Beitrag netto', num(net, 'de')]);
  p.down(13);
  row(p, cols, ['', 'Versicherungsteuer 19 %', num(tax, 'de')]);
  p.down(14);
  row(p, cols, ['', 'Jahresbeitrag', num(prem, 'de')], { bold: true });
  p.down(28).text(60, `Versicherungsumfang: ${cover}`, { size: 9.5, bold: true });
  p.down(14).text(60, `Vereinbarter Wert laut Gutachten: ${num(rng.int(15, 180) * 1000, 'de')} €`, { size: 9 });
  p.down(22).text(60, 'Es gelten die AKB-Oldtimer 2008 und die Tarifbestimmungen.', { size: 8 });
  p.down(11).text(60, 'Das Fahrzeug darf nicht als Alltagsfahrzeug genutzt werden.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Swiss motor insurer: Police with a Prämienrechnung on the same page, Selbstbehalt column, Stempelabgabe. */
export function schweizPraemienrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1998, 2026);
  const end = oneYear(start);
  const insurer = rng.pick(['Helvetia-Veteranen Versicherungen', 'Zürcher Motorfahrzeug-Versicherung AG', 'Berner Oldtimer-Police Genossenschaft']);
  p.text(535, insurer, { size: 12, bold: true, align: 'right' });
  p.down(12).text(535, `${rng.pick(['Postfach', 'Bahnhofplatz 3'])}, ${rng.pick(['8021 Zürich', '3001 Bern', '4002 Basel'])}`, { size: 8, align: 'right' });
  p.down(34)
    .text(60, `${rng.pick(['Herr', 'Frau'])} ${dePerson(rng)}`)
    .down(12)
    .text(60, `${rng.pick(['Bergstrasse', 'Rebweg'])} ${rng.int(1, 50)}`)
    .down(12)
    .text(60, `${rng.int(1000, 9658)} ${rng.pick(['Küsnacht', 'Muri', 'Riehen'])}`);
  p.down(36).text(60, 'Police und Prämienrechnung', { size: 14, bold: true });
  const pol = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.down(18)
    .text(60, `Police Nr. ${pol}`, { size: 9.5 })
    .text(300, `Kontrollschild ${chPlate(rng)}`, { size: 9.5 });
  p.down(13).text(60, `Fahrzeug ${rng.pick(CARS_DE)}, Veteranenfahrzeug`, { size: 9.5 });
  p.down(13).text(60, `Vertragsbeginn ${fd(start, 'de')}   Ablauf ${fd(end, 'de')}`, { size: 9.5 });
  p.down(24);
  const cover = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko']);
  const sb = rng.pick([200, 500, 1000]);
  const cols: Col[] = [{ x: 60 }, { x: 200 }, { x: 340 }, { x: 535, align: 'right' }];
  row(p, cols, ['Deckung', 'Versicherungssumme', 'Selbstbehalt', 'Prämie CHF'], { bold: true, size: 9 });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  const a = r2(rng.int(15000, 60000) / 100);
  const b = r2(rng.int(8000, 40000) / 100);
  row(p, cols, ['Haftpflicht', 'CHF 100 Mio.', '–', num(a, 'ch')]);
  p.down(14);
  row(p, cols, [cover.split(' und ')[1], `Zeitwert / vereinbart`, `CHF ${sb}`, num(b, 'ch')]);
  p.down(14);
  const stamp = pct(r2(a + b), 5);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', '', '', num(stamp, 'ch')]);
  p.down(14);
  const prem = r2(a + b + stamp);
  hline(p, 400, 135, p.y);
  p.down(14);
  row(p, cols, ['', '', 'Total Jahresprämie', num(prem, 'ch')], { bold: true });
  p.down(26).text(60, `Versicherte Deckungen: ${cover}`, { size: 9 });
  p.down(14).text(60, `Zahlbar bis ${fd(addDays(start, 30), 'de')}. Bei Schadenfall: 0800 ${rng.int(100, 999)} ${rng.int(100, 999)}`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Austrian Polizze: Hauptfälligkeit, motorbezogene Versicherungssteuer added, Selbstbehalt in prose. */
export function oesterreichPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2002, 2026);
  const end = oneYear(start);
  const insurer = rng.pick(['Donau-Oldtimerversicherung AG', 'Alpenländische Kfz-Versicherung', 'Wiener Historic Cars Versicherungsverein']);
  p.text(60, insurer, { size: 13, bold: true, serif: true });
  p.down(12).text(60, `${rng.pick(['Schottenring 15, 1010 Wien', 'Landstraße 30, 4020 Linz', 'Herrengasse 8, 8010 Graz'])}`, { size: 8 });
  p.down(30).text(60, 'POLIZZE', { size: 18, bold: true, serif: true });
  const pol = `${rng.int(100, 999)}-${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  p.text(535, `Polizzennummer ${pol}`, { align: 'right', size: 9.5 });
  p.down(24);
  const kv: [string, string][] = [
    ['Versicherungsnehmer', dePerson(rng)],
    ['Kennzeichen', atPlate(rng)],
    ['Fahrzeug', `${rng.pick(CARS_DE)} (historisches Fahrzeug)`],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Versicherungsende', fd(end, 'de')],
    ['Hauptfälligkeit', fd(start, 'de').slice(0, 6)],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  const cover = rng.pick(['Kfz-Haftpflicht mit Teilkasko', 'Kfz-Haftpflicht mit Kasko (Oldtimer)']);
  const sb = rng.pick([200, 350, 500]);
  p.down(12).text(60, `Deckungsumfang: ${cover}`, { bold: true });
  p.down(14).text(60, `Im Kaskoschaden trägt der Versicherungsnehmer einen Selbstbehalt von EUR ${num(sb, 'de')} je Schadenfall.`, { size: 9 });
  p.down(24);
  const net = r2(rng.int(12000, 50000) / 100);
  const tax = pct(net, 11);
  const mvst = r2(rng.int(3000, 18000) / 100);
  const prem = r2(net + tax + mvst);
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }];
  for (const [k, v, b] of [
    ['Nettoprämie jährlich', net, false],
    ['Versicherungssteuer 11 %', tax, false],
    ['motorbezogene Versicherungssteuer', mvst, false],
    ['Gesamtprämie jährlich', prem, true],
  ] as [string, number, boolean][]) {
    row(p, cols, [k, `EUR ${num(v, 'de')}`], { bold: b, size: 9.5 });
    p.down(14);
  }
  p.down(20).text(60, 'Diese Polizze gilt nur in Verbindung mit den AKHB und AKKB in der jeweils gültigen Fassung.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** UK classic-car insurance schedule: numbered schedule sections, agreed value, excess, IPT included. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1996, 2026);
  const end = oneYear(start);
  const insurer = rng.pick(['Heritage Motor Policies Ltd', 'Pemberton Classic Insurance Services', 'Marque & Club Insurance']);
  p.text(60, insurer, { size: 14, bold: true });
  p.down(12).text(60, 'Authorised and regulated by the Financial Conduct Authority', { size: 7.5 });
  p.down(30).text(60, 'MOTOR INSURANCE SCHEDULE', { size: 13, bold: true });
  const pol = `${chars(rng, 'ABCDEFHKMPRSTW', 3)}/${rng.int(100000, 999999)}/${rng.int(10, 99)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive – Laid Up Cover']);
  const excess = rng.pick([100, 150, 250, 350]);
  const prem = r2(rng.int(9000, 60000) / 100);
  const ipt = r2(prem - prem / 1.12);
  const items: [string, string][] = [
    ['1. Policy number', pol],
    ['2. Policyholder', enPerson(rng)],
    ['3. Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both days inclusive)`],
    ['4. Vehicle', `${rng.pick(CARS_EN)}   Registration ${ukPlate(rng, rng.int(1960, 1995))}`],
    ['5. Agreed value', `£${num(rng.int(8, 120) * 1000, 'en').slice(0, -3)}`],
    ['6. Cover', cover],
    ['7. Limited mileage', `${rng.pick(['1,500', '3,000', '5,000'])} miles per annum`],
    ['8. Excess', `£${excess} (accidental damage)`],
    ['9. Total premium', `£${num(prem, 'en')} including Insurance Premium Tax £${num(ipt, 'en')}`],
  ];
  p.down(20);
  for (const [k, v] of items) {
    p.text(60, k, { size: 9, bold: true }).text(200, v, { size: 9 });
    p.down(17);
  }
  p.down(10).text(60, 'Use: social, domestic and pleasure, including club events. Excludes commuting.', { size: 8.5 });
  p.down(12).text(60, 'Please read this schedule together with your policy wording and certificate of motor insurance.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: prem,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** US collector-car declarations page: coverage table with limits, deductibles and premiums per coverage; policy fees. */
export function usCollectorDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1998, 2026);
  const end = oneYear(start);
  const insurer = rng.pick(['Heartland Collector Auto Insurance Co.', 'Van Dyke Mutual – Classic Division', 'Garage Queen Insurance Exchange']);
  p.text(60, insurer, { size: 13, bold: true });
  p.down(12).text(60, `${usStreet(rng)} • ${rng.pick(['Traverse City, MI 49684', 'Hartford, CT 06103', 'Scottsdale, AZ 85251'])}`, { size: 8 });
  p.down(26).text(297, 'AUTO POLICY DECLARATIONS', { size: 13, bold: true, align: 'center' });
  const pol = `CA${rng.int(1000000, 9999999)}`;
  p.down(22)
    .text(60, `Policy Number: ${pol}`, { size: 9.5 })
    .text(330, `Policy Period: ${fd(start, 'us')} to ${fd(end, 'us')}`, { size: 9 });
  p.down(13)
    .text(60, `Named Insured: ${enPerson(rng)}`, { size: 9.5 })
    .text(330, '12:01 A.M. standard time at the insured address', { size: 7.5 });
  p.down(20).text(
    60,
    `Vehicle 1: ${rng.int(1955, 1975)} ${rng.pick(['Chevrolet Corvette', 'Ford Thunderbird', 'Plymouth Barracuda', 'Pontiac Firebird'])}   VIN ${chassisNo(rng, 1970)}   Agreed Value $${num(rng.int(15, 150) * 1000, 'en').slice(0, -3)}`,
    { size: 8.5 },
  );
  const cover = rng.pick(['Collector Vehicle – Agreed Value', 'Classic Auto Agreed Value Policy', 'Antique Auto – Stated Amount']);
  p.down(14).text(60, `Policy Form: ${cover}`, { size: 9, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 250 }, { x: 400, align: 'right' }, { x: 535, align: 'right' }];
  p.box(60, p.y - 11, 475, 15, true);
  row(p, cols, ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'], { bold: true, size: 8.5 });
  p.down(18);
  const ded = rng.pick([0, 100, 250, 500]);
  const rows: [string, string, string, number][] = [
    ['Bodily Injury', '$100,000 / $300,000', '', r2(rng.int(40, 120))],
    ['Property Damage', '$100,000', '', r2(rng.int(20, 60))],
    ['Uninsured Motorists', '$100,000 / $300,000', '', r2(rng.int(10, 40))],
    ['Comprehensive', 'Agreed Value', `$${ded}`, r2(rng.int(30, 200))],
    ['Collision', 'Agreed Value', `$${ded}`, r2(rng.int(40, 260))],
  ];
  for (const r of rows) {
    row(p, cols, [r[0], r[1], r[2], num(r[3], 'en')], { size: 9 });
    p.down(14);
  }
  const fee = r2(rng.pick([10, 15, 25]));
  const prem = r2(rows.reduce((a, r) => a + r[3], 0) + fee);
  row(p, cols, ['Policy Fee', '', '', num(fee, 'en')], { size: 9 });
  p.down(16);
  hline(p, 330, 205);
  p.down(14);
  row(p, cols, ['', '', 'TOTAL POLICY PREMIUM', `$${num(prem, 'en')}`], { size: 9.5, bold: true });
  p.down(24).text(60, 'Usage: pleasure use only; limited to club activities, parades and occasional pleasure driving.', { size: 8 });
  p.down(11).text(60, 'Vehicle must be stored in a locked, fully enclosed garage when not in use.', { size: 8 });
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

/** A Dutch insurer's English policy summary: own risk, monthly premium times twelve printed as the annual premium incl. tax. */
export function nlPolicySummary(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2006, 2026);
  const end = oneYear(start);
  const insurer = rng.pick(['Klassieker Verzekeringen N.V.', 'Oranje Oldtimer Insurance B.V.', 'Noordhollandse Motorverzekering']);
  p.text(60, insurer, { size: 14, bold: true });
  p.text(535, 'Policy summary', { size: 11, align: 'right' });
  p.down(12).text(60, `${rng.pick(['Postbus 123', 'Weena 500'])}, ${rng.pick(['3000 AC Rotterdam', '1000 AB Amsterdam'])}`, { size: 8 });
  p.down(30);
  const pol = `${rng.int(10, 99)}${rng.int(1000000, 9999999)}`;
  const cover = rng.pick(['WA + Limited Casco', 'WA + All Risk', 'Third party + Fire & Theft']);
  const ownRisk = rng.pick([150, 250, 350]);
  const monthly = r2(rng.int(1200, 6500) / 100);
  const annual = r2(monthly * 12);
  const tbl: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', enPerson(rng)],
    ['Vehicle', `${rng.pick(CARS_EN)}, registration ${chars(rng, 'DFGHJKLNPRSTXZ', 2)}-${rng.int(10, 99)}-${chars(rng, 'DFGHJKLNPRSTXZ', 2)}`],
    ['Cover', cover],
    ['Own risk', `€ ${ownRisk},-`],
    ['Start date', fd(start, 'dedash')],
    ['End date', fd(end, 'dedash')],
    ['Premium per month', `€ ${num(monthly, 'de')}`],
    ['Premium per year (incl. 21% insurance tax)', `€ ${num(annual, 'de')}`],
  ];
  for (const [k, v] of tbl) {
    p.box(60, p.y - 11, 230, 17);
    p.box(290, p.y - 11, 245, 17);
    p.text(65, k, { size: 9 }).text(295, v, { size: 9 });
    p.down(17);
  }
  p.down(18).text(60, 'The policy renews automatically for one year unless cancelled one month before the end date.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cover,
    premium: annual,
    deductible: ownRisk,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Fahrzeugschein für Kurzzeitkennzeichen: the plate, its own number, valid until five days on. */
export function kurzzeitFahrzeugschein(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2005, 2026);
  const exp = addDays(issue, 4);
  const district = rng.pick([
    ['M', 'Landeshauptstadt München'],
    ['S', 'Stadt Stuttgart'],
    ['HH', 'Freie und Hansestadt Hamburg'],
    ['OS', 'Landkreis Osnabrück'],
  ]);
  const plate = `${district[0]} 04-${rng.int(1, 9999)}`;
  const no = `K${rng.int(1000000, 9999999)}`;
  p.box(60, 40, 475, 360);
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center', y: 60 });
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 12, bold: true, align: 'center', y: 78 });
  p.text(297, '(§ 16a FZV)', { size: 8, align: 'center', y: 90 });
  p.y = 120;
  const kv: [string, string][] = [
    ['Nr. des Fahrzeugscheins', no],
    ['Kurzzeitkennzeichen', plate],
    ['Ablaufdatum', fd(exp, 'de')],
    ['Fahrzeugklasse / Art des Aufbaus', 'M1 / AA Limousine'],
    ['Marke, Typ', rng.pick(CARS_DE)],
    ['Fahrzeug-Identifizierungsnummer', chassisNo(rng, rng.int(1960, 1995))],
    ['Zuteilung an', `${dePerson(rng)}, ${deStreet(rng)}`],
    ['Versicherungsbestätigung (eVB)', chars(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 7)],
  ];
  for (const [k, v] of kv) {
    p.text(75, k, { size: 8 });
    p.text(280, v, { size: 10, bold: k === 'Kurzzeitkennzeichen' });
    hline(p, 75, 445, p.y + 5);
    p.down(22);
  }
  p.down(10).text(75, 'Zulassungsbehörde', { size: 8 }).text(280, district[1], { size: 9.5 });
  p.down(14).text(75, 'Ausgestellt am', { size: 8 }).text(280, fd(issue, 'de'), { size: 9.5 });
  p.down(30).text(75, 'Nur gültig für Probe-, Prüfungs- und Überführungsfahrten.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** Swiss Fahrzeugausweis: numbered fields in two columns, the Ausweis number top right, no expiry printed. */
export function fahrzeugausweisCH(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1996, 2026);
  const plate = chPlate(rng);
  const no = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.box(60, 40, 475, 330);
  p.text(70, 'Schweizerische Eidgenossenschaft', { size: 8, y: 56 });
  p.text(70, 'Fahrzeugausweis', { size: 14, bold: true, y: 74 });
  p.text(525, `Nr. ${no}`, { size: 10, align: 'right', y: 56 });
  p.text(525, `Stammnummer ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, { size: 8, align: 'right', y: 72 });
  const left: [string, string, string][] = [
    ['15', 'Kontrollschild', plate],
    ['18', 'Fahrzeugart', 'Personenwagen'],
    ['21', 'Marke und Typ', rng.pick(CARS_DE)],
    ['23', 'Fahrgestell-Nr.', chassisNo(rng, rng.int(1955, 1995))],
    ['36', '1. Inverkehrsetzung', fd(rng.date(1955, 1995), 'de')],
  ];
  const right: [string, string, string][] = [
    ['01', 'Name, Vornamen', dePerson(rng)],
    ['03', 'Adresse', `${rng.pick(['Seestrasse', 'Hauptgasse'])} ${rng.int(1, 80)}`],
    ['04', 'PLZ, Ort', `${rng.int(1000, 9658)} ${rng.pick(['Horgen', 'Thun', 'Chur'])}`],
    ['38', 'Ort und Datum', `${rng.pick(['Zürich', 'Bern', 'Chur'])}, ${fd(issue, 'de')}`],
    ['72', 'Veteran', rng.pick(['ja, Code 180', 'ja'])],
  ];
  let y = 104;
  for (let i = 0; i < 5; i++) {
    for (const [x, [n, k, v]] of [
      [70, left[i]],
      [300, right[i]],
    ] as [number, [string, string, string]][]) {
      p.text(x, n, { size: 7, y, bold: true }).text(x + 16, k, { size: 7, y });
      p.text(x + 16, v, { size: 10, y: y + 13 });
    }
    y += 36;
  }
  p.text(70, 'Strassenverkehrsamt des Kantons', { size: 8, y: y + 10 });
  p.text(70, 'Dieser Ausweis ist mitzuführen und den Kontrollorganen auf Verlangen vorzuweisen.', { size: 7.5, y: y + 30 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** Austrian Zulassungsschein (card form): labelled codes A, B, J, the Zulassungsschein number printed under the title. */
export function zulassungsscheinAT(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1992, 2026);
  const plate = atPlate(rng);
  const no = `${chars(rng, 'ABCDEFGHKLMNPRSTUVWXYZ', 1)} ${rng.int(1000000, 9999999)}`;
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center' });
  p.down(16).text(297, 'ZULASSUNGSBESCHEINIGUNG Teil I – Zulassungsschein', { size: 12, bold: true, align: 'center' });
  p.down(14).text(297, no, { size: 10, align: 'center' });
  p.down(30);
  const codes: [string, string, string][] = [
    ['A', 'Kennzeichen', plate],
    ['B', 'Datum der Erstzulassung', fd(rng.date(1960, 1990), 'de')],
    ['I', 'Datum dieser Zulassung', fd(issue, 'de')],
    ['C.1.1', 'Name', dePerson(rng)],
    ['C.1.3', 'Anschrift', `${rng.pick(['Hauptplatz', 'Kirchengasse'])} ${rng.int(1, 40)}, ${rng.int(1010, 9999)} ${rng.pick(['Krems', 'Wels', 'Villach'])}`],
    ['D.1', 'Marke', rng.pick(['Mercedes-Benz', 'Porsche', 'Steyr-Puch', 'VW', 'BMW'])],
    ['E', 'Fahrzeugidentifizierungsnummer', chassisNo(rng, rng.int(1960, 1990))],
    ['J', 'Fahrzeugklasse', 'M1'],
  ];
  for (const [c, k, v] of codes) {
    p.box(60, p.y - 11, 40, 18);
    p.text(80, c, { size: 8, bold: true, align: 'center' });
    p.text(108, k, { size: 8 }).text(300, v, { size: 10 });
    p.down(20);
  }
  p.down(16).text(60, `Zulassungsstelle ${rng.pick(['Versicherungsbüro', 'Zulassungsstelle der Landespolizeidirektion'])} ${rng.int(10, 99)}`, { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** A US state registration card: tear-off card with plate, registration number and expiration, fees paid. */
export function usRegistrationCard(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1990, 2026);
  const exp = addDays(`${Number(issue.slice(0, 4)) + 1}${issue.slice(4, 8)}28`, 0);
  const state = rng.pick(['STATE OF OREGON', 'COMMONWEALTH OF PENNSYLVANIA', 'STATE OF CONNECTICUT', 'STATE OF WISCONSIN']);
  const plate = usPlate(rng);
  const no = `${rng.int(10000000, 99999999)}`;
  p.box(60, 40, 475, 220);
  p.text(297, state, { size: 11, bold: true, align: 'center', y: 60 });
  p.text(297, 'VEHICLE REGISTRATION CARD', { size: 10, align: 'center', y: 74 });
  const cols: Col[] = [{ x: 70 }, { x: 200 }, { x: 330 }, { x: 440 }];
  p.y = 100;
  row(p, cols, ['PLATE NO.', 'REGISTRATION NO.', 'EXPIRES', 'CLASS'], { size: 7 });
  p.down(13);
  row(p, cols, [plate, no, fd(exp, 'us'), rng.pick(['ANTIQUE', 'HISTORIC', 'PASSENGER', 'COLLECTOR'])], { size: 10, bold: true });
  p.down(24);
  row(p, cols, ['YEAR', 'MAKE', 'BODY', 'VIN'], { size: 7 });
  p.down(13);
  row(p, cols, [String(rng.int(1950, 1985)), rng.pick(['CHEV', 'FORD', 'DODG', 'CADI', 'PONT']), rng.pick(['2D', 'CV', '4D', 'PK']), ''], { size: 10 });
  p.text(440, chassisNo(rng, 1975), { size: 8, y: p.y });
  p.down(24).text(70, 'OWNER', { size: 7 });
  p.down(12).text(70, enPerson(rng).toUpperCase(), { size: 10 }).down(12).text(70, usStreet(rng).toUpperCase(), { size: 9 });
  p.down(20)
    .text(70, `ISSUED ${fd(issue, 'us')}`, { size: 8 })
    .text(330, `FEES PAID $${num(rng.int(18, 140), 'en')}`, { size: 8 });
  p.down(40).text(60, 'Keep this card in the vehicle. Sign below.  __________________________', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** The UK V5C registration certificate: document reference number, registration mark and its sections; no expiry. */
export function ukV5C(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2004, 2026);
  const yr = rng.int(1955, 1990);
  const plate = ukPlate(rng, yr);
  const ref = `${rng.int(1000, 9999)} ${rng.int(100000, 999999)}${rng.int(0, 9)}`;
  p.text(60, 'V5C', { size: 22, bold: true });
  p.text(535, 'Vehicle Registration Certificate', { size: 13, bold: true, align: 'right' });
  p.down(14).text(535, 'DVLA, Swansea SA99 1BA', { size: 8, align: 'right' });
  p.down(26).text(60, `Document reference number  ${ref}`, { size: 10, bold: true });
  p.down(28);
  const kv: [string, string][] = [
    ['Registration number', plate],
    ['Date of first registration', fd(`${yr}-${issue.slice(5)}`, 'uk')],
    ['Date of first registration in UK', fd(`${yr}-${issue.slice(5)}`, 'uk')],
    ['Make', rng.pick(['JAGUAR', 'MG', 'TRIUMPH', 'AUSTIN HEALEY', 'ROVER'])],
    ['Model', rng.pick(['E TYPE', 'MGB ROADSTER', 'TR6', '3000 MK III', 'P5B'])],
    ['Body type', rng.pick(['CONVERTIBLE', 'COUPE', 'SALOON'])],
    ['VIN/Chassis/Frame no.', chassisNo(rng, yr)],
    ['Taxation class', 'HISTORIC VEHICLE'],
    ['Registered keeper', enPerson(rng).toUpperCase()],
    ['Date of issue', fd(issue, 'uk')],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 8.5 }).text(260, v, { size: 10 });
    p.down(16);
  }
  p.down(18).text(60, 'This document is not proof of ownership. The registered keeper is not necessarily the legal owner.', { size: 8 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref });
}

/** The West German Kraftfahrzeugbrief: Brief-Nr., the numbered boxes, FIN under 'Fahrzeug-Ident.-Nr.', issue date at the foot. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1965, 2004);
  const vin = chassisNo(rng, Number(issue.slice(0, 4)));
  p.text(297, 'Kraftfahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, `Brief-Nr. ${chars(rng, 'ABCDEFGHKLMNPRSTUVWXYZ', 1)} ${rng.int(1000000, 9999999)}`, { size: 10, align: 'center' });
  p.down(30);
  const boxes: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller', rng.pick(['Daimler-Benz AG', 'Dr. Ing. h.c. F. Porsche AG', 'Volkswagenwerk AG', 'Bayerische Motoren Werke AG'])],
    ['4', 'Fahrzeug-Ident.-Nr.', vin],
    ['5', 'Typ und Ausführung', `${rng.int(100, 999)} ${chars(rng, 'ABCDEFG', 1)}`],
    ['6', 'Höchstgeschwindigkeit km/h', String(rng.int(120, 230))],
    ['8', 'Leistung kW', String(rng.int(25, 160))],
  ];
  for (const [n, k, v] of boxes) {
    p.box(60, p.y - 12, 24, 20);
    p.text(72, n, { size: 9, bold: true, align: 'center' });
    p.text(92, k, { size: 8 }).text(300, v, { size: 10, serif: true });
    p.down(22);
  }
  p.down(14).text(60, 'Eingetragener Halter', { size: 8, bold: true });
  p.down(13).text(60, `${dePerson(rng)}, ${deStreet(rng)}`, { serif: true });
  p.down(13).text(60, `Amtliches Kennzeichen: ${dePlate(rng)}`, { serif: true });
  p.down(30).text(60, `${rng.pick(['Kreisverwaltung', 'Straßenverkehrsamt', 'Landratsamt'])} ${rng.pick(['Mainz-Bingen', 'Ludwigsburg', 'Göttingen'])}`, {
    size: 9,
  });
  p.down(14)
    .text(60, `den ${fd(issue, 'de')}`, { serif: true })
    .text(330, '(Siegel)          (Unterschrift)', { size: 8 });
  p.down(30).text(60, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Nachweis über das Eigentum am Fahrzeug.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date: issue, vin });
}

/** Zulassungsbescheinigung Teil II: the number top right, E = FIN, the issue date in the authority's box; no VIN on some copies. */
export function zb2(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2005, 2026);
  const vin = chassisNo(rng, rng.int(1960, 1995));
  p.text(60, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true });
  p.text(535, `${chars(rng, 'ABCDEFGHKLMNPRSTUVWXYZ', 2)}${rng.int(1000000, 9999999)}`, { size: 12, align: 'right', bold: true });
  p.down(13).text(60, '(Fahrzeugbrief)', { size: 9 });
  p.down(26);
  const kv: [string, string][] = [
    ['C.2.1', `Name: ${dePerson(rng).split(' ')[1]}`],
    ['C.2.2', `Vorname: ${rng.pick(['Klaus', 'Sabine', 'Thomas', 'Heike'])}`],
    ['D.1', `Marke: ${rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VW'])}`],
    ['E', vin],
    ['B', fd(rng.date(1960, 1995), 'de')],
    ['2.1', String(rng.int(400, 9999)).padStart(4, '0')],
  ];
  for (const [c, v] of kv) {
    p.text(60, c, { size: 8, bold: true }).text(110, v, { size: 10 });
    p.down(18);
  }
  p.down(20);
  p.box(300, p.y - 12, 235, 60);
  p.text(306, 'Zulassungsbehörde', { size: 7 });
  p.down(14).text(306, rng.pick(['Stadt Köln – Straßenverkehrsamt', 'Landratsamt Esslingen', 'Kreis Pinneberg']), { size: 9 });
  p.down(14).text(306, `Datum: ${fd(issue, 'de')}`, { size: 9 });
  p.down(40).text(60, 'Bei jeder Befassung der Zulassungsbehörde ist diese Bescheinigung vorzulegen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date: issue, vin });
}

/** A Texas-style certificate of title: title number, VIN in a box, date of issue, lienholder line. */
export function usCertificateOfTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1975, 2026);
  const vin = Number(issue.slice(0, 4)) > 1985 && rng.chance(0.5) ? vin17(rng) : chassisNo(rng, 1970);
  const st = rng.pick(['THE STATE OF TEXAS', 'STATE OF OHIO', 'STATE OF TENNESSEE']);
  p.box(50, 30, 495, 380);
  p.text(297, st, { size: 14, bold: true, align: 'center', serif: true, y: 60 });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { size: 11, align: 'center', serif: true, y: 78 });
  p.y = 110;
  const cols: Col[] = [{ x: 65 }, { x: 265 }, { x: 395 }];
  row(p, cols, ['VEHICLE IDENTIFICATION NUMBER', 'YEAR MODEL', 'MAKE OF VEHICLE'], { size: 7 });
  p.down(13);
  row(p, cols, [vin, String(rng.int(1950, 1980)), rng.pick(['CHEVROLET', 'FORD', 'BUICK', 'MERCURY'])], { size: 10, bold: true });
  p.down(22);
  row(p, cols, ['TITLE NUMBER', 'BODY STYLE', 'DATE TITLE ISSUED'], { size: 7 });
  p.down(13);
  row(p, cols, [String(rng.int(10000000, 99999999)), rng.pick(['2D', 'CP', 'CV']), fd(issue, 'us')], { size: 10, bold: true });
  p.down(22);
  row(p, cols, ['ODOMETER READING', 'PREVIOUS OWNER', ''], { size: 7 });
  p.down(13);
  row(p, cols, [`${rng.int(10000, 99999)} ${rng.pick(['EXEMPT', 'ACTUAL', 'NOT ACTUAL'])}`, enPerson(rng).toUpperCase(), ''], { size: 9.5 });
  p.down(28).text(65, 'OWNER', { size: 7 });
  p.down(13).text(65, enPerson(rng).toUpperCase(), { size: 10 }).down(12).text(65, usStreet(rng).toUpperCase(), { size: 9 });
  p.down(26).text(65, `FIRST LIENHOLDER: ${rng.pick(['NONE', 'NONE', 'HERITAGE CREDIT UNION'])}`, { size: 8.5 });
  p.down(26).text(65, 'It is hereby certified that the person herein named is the owner of the vehicle described above.', { size: 7.5, serif: true });
  return doc(p, 'en', { documentType: 'title', date: issue, vin });
}

/** A salvage/rebuilt-style title in landscape-like blocks: 'Issue Date' left of the value, brand line, no VIN box but VIN in text. */
export function usRebuiltTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1992, 2026);
  const vin = vin17(rng);
  p.text(60, rng.pick(['STATE OF ARIZONA', 'STATE OF NEVADA', 'STATE OF MINNESOTA']), { size: 12, bold: true });
  p.text(535, 'CERTIFICATE OF TITLE', { size: 12, bold: true, align: 'right' });
  p.down(14).text(535, 'ORIGINAL', { size: 9, align: 'right' });
  p.down(26);
  const kv: [string, string][] = [
    ['Title No.', `${chars(rng, 'ABCDEFGHKLMNPRST', 1)}${rng.int(1000000, 9999999)}`],
    ['Issue Date', fd(issue, 'usshort')],
    ['Vehicle', `${rng.int(1965, 1995)} ${rng.pick(['PORSCHE 911', 'MERCEDES 450SL', 'JAGUAR XJS', 'FORD BRONCO'])}`],
    ['VIN', vin],
    ['Brand', rng.pick(['REBUILT SALVAGE', 'NONE', 'HORSELESS CARRIAGE'])],
    ['Odometer', `${rng.int(10000, 199999)} MI  EXEMPT`],
  ];
  for (const [k, v] of kv) {
    p.text(60, `${k}:`, { size: 9 }).text(150, v, { size: 10 });
    p.down(15);
  }
  p.down(14).text(60, 'Registered owner(s):', { size: 9 });
  p.down(13).text(60, `${enPerson(rng).toUpperCase()} AND ${enPerson(rng).toUpperCase()}`, { size: 9.5 });
  p.down(30).text(60, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER — Federal and state law require that you state the mileage upon transfer.', { size: 7 });
  hline(p, 60, 475, p.y + 10);
  p.down(30).text(60, 'Seller signature ____________________   Buyer ____________________   Date ________', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin });
}
