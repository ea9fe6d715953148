/**
 * Registration and title paper of the stored car: a Zulassungsbescheinigung Teil I on a season plate, a short-term
 * plate's Fahrzeugschein for moving a deregistered car, an Austrian confirmation that plates were deposited for the
 * winter, a DVLA SORN confirmation, a US registration renewed after storage; a Fahrzeugbrief with its lay-up stamp, a
 * Zulassungsbescheinigung Teil II, US certificates of title (one a duplicate).
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  AT_STREETS,
  AT_TOWNS,
  car,
  DE_STREETS,
  DE_TOWNS,
  doc,
  fd,
  grp,
  hline,
  para,
  person,
  plateAT,
  plateDE,
  plateUK,
  stamp,
  US_STREETS,
  US_TOWNS,
  vin,
} from './kit';

const L2 = 'ABCDEFGHJKLMNPRSTUVWXZ';
const docNo = (rng: Random, letters: number, digits: number) =>
  Array.from({ length: letters }, () => rng.pick(L2.split(''))).join('') + String(rng.int(10 ** (digits - 1), 10 ** digits - 1));

/** A Zulassungsbescheinigung Teil I for a car on a season plate (with or without H): coded fields, season months. */
export function saisonZB1(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2025);
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', Number(date.slice(0, 4)) - 30);
  const h = rng.chance(0.6);
  const plate = plateDE(rng, town.plate, h ? 'H' : '');
  const from = rng.pick(['03', '04', '05']);
  const to = rng.pick(['09', '10', '11']);
  const no = docNo(rng, 2, 7);
  const holder = person(rng, 'de');
  p.y = 50;
  p.box(40, 35, 515, 520);
  p.text(55, 'Europäische Gemeinschaft', { size: 7 });
  p.text(297, 'Bundesrepublik Deutschland', { size: 10, bold: true, align: 'center' });
  p.text(540, `Nr. ${no}`, { size: 10, bold: true, align: 'right' });
  p.down(16);
  p.text(297, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { size: 11, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `Zulassungsbehörde ${rng.pick(['Landratsamt', 'Stadt', 'Kreis'])} ${town.town}`, { size: 8, align: 'center' });
  p.down(22);
  const F = (code: string, label: string, value: string, x: number, w: number) => {
    p.box(x, p.y - 10, w, 24);
    p.text(x + 3, `${code}  ${label}`, { size: 6, y: p.y - 2 });
    p.text(x + 3, value, { size: 9.5, y: p.y + 10 });
  };
  F('A', 'Amtliches Kennzeichen', plate, 50, 160);
  F('', 'Saisonkennzeichen', `${from} – ${to}`, 215, 110);
  F('B', 'Datum der Erstzulassung', `${fd(`${c.year}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`, 'de')}`, 330, 210);
  p.down(30);
  F('I', 'Datum dieser Zulassung', fd(date, 'de'), 50, 160);
  F('E', 'Fahrzeug-Identifizierungsnummer', vin(rng, c), 215, 325);
  p.down(30);
  F('D.1', 'Marke', c.make.toUpperCase(), 50, 160);
  F('D.3', 'Handelsbezeichnung(en)', c.model, 215, 325);
  p.down(30);
  F('C.1.1', 'Name oder Firmenname', holder.split(' ').slice(-1)[0].toUpperCase(), 50, 160);
  F('C.1.2', 'Vorname(n)', holder.split(' ')[0], 215, 110);
  F('C.1.3', 'Anschrift', `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip} ${town.town}`, 330, 210);
  p.down(30);
  F('J', 'Fahrzeugklasse', 'M1', 50, 80);
  F('P.1', 'Hubraum cm³', String(rng.pick([1584, 1796, 1990, 2746, 2994, 4973])), 135, 95);
  F('P.2', 'Nennleistung kW', String(rng.int(37, 170)), 235, 90);
  F('5', 'Bezeichnung der Fahrzeugklasse', rng.pick(['PKW', 'PKW Cabriolet', 'PKW Coupé']), 330, 210);
  p.down(36);
  p.text(50, '(22) Bemerkungen und Ausnahmen', { size: 7 });
  p.down(13);
  const notes = [`Saisonkennzeichen, Betriebszeitraum ${from} bis ${to}`];
  if (h) notes.push('Oldtimer-Kennzeichen gem. § 9 Abs. 1 FZV (Gutachten nach § 23 StVZO liegt vor)');
  notes.push('Außerhalb des Betriebszeitraums darf das Fahrzeug nicht auf öffentlichen Straßen abgestellt werden');
  for (const n of notes) {
    para(p, 50, `*** ${n} ***`, 110, { size: 8 });
  }
  p.y = 520;
  p.text(50, `${town.town}, ${fd(date, 'de')}`, { size: 9 });
  stamp(p, 360, 480, 170, ['Zulassungsbehörde', town.town, `Dienstsiegel`], 7.5);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** A short-term plate's Fahrzeugschein: five days to move a deregistered car to storage or to its inspection. */
export function kurzzeitFahrzeugschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2015, 2025);
  const until = addDays(date, 4);
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', Number(date.slice(0, 4)) - 25);
  const plate = `${town.plate} 04-${rng.int(100, 9999)}`;
  const no = `${rng.pick(['K', 'KZ'])} ${rng.int(100000, 999999)}`;
  const holder = person(rng, 'de');
  p.y = 60;
  p.text(297, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { size: 13, bold: true, align: 'center' });
  p.down(14);
  p.text(297, '(nach § 16a Fahrzeug-Zulassungsverordnung)', { size: 8.5, align: 'center' });
  p.down(12);
  p.text(297, `Nr. ${no}`, { size: 10, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Kennzeichen', plate],
    ['Ablaufdatum', fd(until, 'de')],
    ['Zugeteilt am', fd(date, 'de')],
    ['Name, Vorname', holder.split(' ').reverse().join(', ')],
    ['Anschrift', `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip} ${town.town}`],
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Hersteller / Typ', `${c.make} ${c.model}`],
    ['Fahrzeug-Ident.-Nr.', vin(rng, c)],
    ['Zweck', rng.pick(['Überführungsfahrt ins Winterlager', 'Fahrt zur Hauptuntersuchung', 'Überführung nach Kauf'])],
  ];
  p.box(48, p.y - 14, 499, rows.length * 22 + 8);
  for (const [k, v] of rows) {
    p.text(56, k, { size: 9 });
    p.text(200, v, { size: 10, bold: k === 'Kennzeichen' || k === 'Ablaufdatum' });
    p.down(22);
  }
  p.down(20);
  para(
    p,
    50,
    'Das Kurzzeitkennzeichen darf nur für Probe-, Prüfungs- und Überführungsfahrten verwendet werden. Das Ablaufdatum ist auf dem Kennzeichenschild angegeben. Eine gesonderte Kfz-Haftpflichtversicherung (Versicherungsbestätigung Kurzzeitkennzeichen) liegt vor.',
    100,
    { size: 8.5 },
  );
  p.down(24);
  p.text(50, `${town.town}, den ${fd(date, 'de')}`, { size: 9 });
  stamp(p, 360, p.y - 20, 170, ['Straßenverkehrsamt', town.town, 'i. A.'], 7.5);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: until });
}

/** An Austrian insurer's registration office confirms that plates and Zulassungsschein were deposited for the winter. */
export function hinterlegungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1996, 2024)}-${rng.pick(['10', '11'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const town = rng.pick(AT_TOWNS);
  const insurer = rng.pick(['Alpenländische Versicherung', 'Donau Versicherung', 'Landes-Versicherung']);
  const c = car(rng, 'de', Number(date.slice(0, 4)) - 25);
  const plate = plateAT(rng, town.plate);
  const no = `${date.slice(0, 4)}/${rng.int(1000, 99999)}`;
  p.y = 60;
  p.text(50, `${insurer} – Zulassungsstelle ${town.town}`, { size: 12, bold: true });
  p.down(12);
  p.text(50, `${rng.pick(AT_STREETS)} ${rng.int(1, 60)}, ${town.zip} ${town.town}`, { size: 8.5 });
  p.y = 130;
  p.text(50, 'BESTÄTIGUNG', { size: 15, bold: true });
  p.down(14);
  p.text(50, 'über die Hinterlegung des Zulassungsscheines und der Kennzeichentafeln (§ 52 KFG 1967)', { size: 9.5 });
  p.down(24);
  const rows: [string, string][] = [
    ['Bestätigung Nr.', no],
    ['Zulassungsbesitzer', person(rng, 'de')],
    ['Kennzeichen', plate],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Fahrgestellnummer', vin(rng, c)],
    ['Hinterlegt am', fd(date, 'de')],
    ['Hinterlegt wurden', 'Zulassungsschein, 2 Kennzeichentafeln'],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5 });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(16);
  para(
    p,
    50,
    'Die Zulassung bleibt aufrecht. Während der Hinterlegung darf das Fahrzeug auf Straßen mit öffentlichem Verkehr weder verwendet noch abgestellt werden. Die Ausfolgung erfolgt gegen Vorlage dieser Bestätigung. Wird die Hinterlegung länger als 18 Monate nicht aufgehoben, ist die Zulassung aufzuheben.',
    100,
    { size: 8.5 },
  );
  p.down(24);
  p.text(50, `${town.town}, am ${fd(date, 'de')}`, { size: 9 });
  stamp(p, 340, p.y + 10, 190, [insurer, `Zulassungsstelle ${town.town}`, 'Kennzeichen hinterlegt'], 7.5);
  return doc(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
}

/** A DVLA letter confirming a SORN: registration mark, make, the day the SORN began. */
export function ukSornConfirmation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2025);
  const c = car(rng, 'en', Number(date.slice(0, 4)) - 25);
  const plate = plateUK(rng, c.year);
  const holder = person(rng, 'en');
  p.y = 60;
  p.text(50, 'DVLA', { size: 22, bold: true });
  p.text(545, 'Driver and Vehicle Licensing Agency', { size: 8.5, align: 'right', y: 52 });
  p.text(545, 'Swansea SA99 1AR', { size: 8.5, align: 'right', y: 63 });
  p.y = 120;
  p.text(50, holder.toUpperCase(), { size: 10 });
  p.down(12);
  p.text(50, `${rng.int(1, 99)} ${rng.pick(['ACACIA AVENUE', 'MILL LANE', 'THE GREEN', 'STATION ROAD'])}`, { size: 10 });
  p.down(12);
  p.text(50, rng.pick(['BANBURY', 'MALTON', 'KENDAL', 'LUDLOW', 'STAMFORD']), { size: 10 });
  p.text(545, `Date: ${fd(date, 'uklong')}`, { size: 9.5, align: 'right', y: 120 });
  p.y = 200;
  p.text(50, 'Statutory Off Road Notification (SORN) – confirmation', { size: 13, bold: true });
  p.down(24);
  p.text(50, 'We have received your SORN for the vehicle below.', { size: 10 });
  p.down(24);
  p.box(48, p.y - 14, 300, 62);
  p.text(56, 'Vehicle registration number', { size: 8 });
  p.text(200, plate, { size: 11, bold: true });
  p.down(18);
  p.text(56, 'Make', { size: 8 });
  p.text(200, c.make.toUpperCase(), { size: 10 });
  p.down(18);
  p.text(56, 'SORN starts on', { size: 8 });
  p.text(200, fd(date, 'uk'), { size: 10 });
  p.down(36);
  para(
    p,
    50,
    'This vehicle must now be kept off the public road. You can only drive it on the road to a pre-booked MOT test. Your SORN will continue until the vehicle is taxed again, sold, scrapped or permanently exported. You do not need to renew your SORN each year.',
    95,
    { size: 9.5, step: 13 },
  );
  p.down(12);
  para(p, 50, 'Any refund of vehicle tax due to you will be sent separately. Keep this letter with your vehicle log book (V5C).', 95, { size: 9.5, step: 13 });
  p.y = 790;
  p.text(50, `SORN${rng.int(1, 9)}  Rev ${rng.int(1, 12)}/${String(rng.int(3, 24)).padStart(2, '0')}`, { size: 7 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate });
}

/** A US state registration certificate for a collector car put back on the road after storage, with its expiry. */
export function usRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2025);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const stateName =
    {
      PA: 'PENNSYLVANIA',
      NY: 'NEW YORK',
      VT: 'VERMONT',
      MI: 'MICHIGAN',
      OH: 'OHIO',
      MT: 'MONTANA',
      IN: 'INDIANA',
      NH: 'NEW HAMPSHIRE',
      CT: 'CONNECTICUT',
      WI: 'WISCONSIN',
      IL: 'ILLINOIS',
    }[st] ?? st;
  const c = car(rng, 'en', Number(date.slice(0, 4)) - 25);
  const plate = `${rng.pick(['', 'H', 'CL', 'AQ'])}${rng.int(1000, 99999)}${rng.pick(['', 'A', 'C'])}`;
  const exp = addDays(`${Number(date.slice(0, 4)) + rng.int(1, 2)}${date.slice(4, 8)}01`, -1);
  const no = String(rng.int(10000000, 99999999));
  const fee = rng.pick([18, 24, 30.5, 45, 62.75]);
  p.y = 70;
  p.box(45, 45, 505, 300);
  p.text(297, `STATE OF ${stateName}`, { size: 12, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'DEPARTMENT OF MOTOR VEHICLES', { size: 9, align: 'center' });
  p.down(14);
  p.text(297, 'VEHICLE REGISTRATION CERTIFICATE', { size: 11, bold: true, align: 'center' });
  p.down(24);
  const F = (label: string, value: string, x: number, w: number) => {
    p.box(x, p.y - 10, w, 26);
    p.text(x + 4, label, { size: 6.5, y: p.y - 1 });
    p.text(x + 4, value, { size: 9.5, y: p.y + 12 });
  };
  F('PLATE NUMBER', plate, 55, 130);
  F('CLASS', rng.pick(['HISTORIC', 'ANTIQUE', 'COLLECTOR', 'PASSENGER']), 190, 110);
  F('DOCUMENT NO.', no, 305, 115);
  F('EXPIRES', fd(exp, 'us'), 425, 115);
  p.down(32);
  F('YEAR', String(c.year), 55, 60);
  F('MAKE', c.make.toUpperCase(), 120, 120);
  F('BODY', rng.pick(['CONV', '2D', 'CPE', 'RDSTR']), 245, 60);
  F('VEHICLE IDENTIFICATION NUMBER', vin(rng, c), 310, 230);
  p.down(32);
  F('REGISTERED OWNER', person(rng, 'en').toUpperCase(), 55, 250);
  F('ISSUED', fd(date, 'us'), 310, 110);
  F('FEE PAID', `$${fee.toFixed(2)}`, 425, 115);
  p.down(32);
  F('ADDRESS', `${rng.pick(US_STREETS).toUpperCase()}, ${town.toUpperCase()} ${st} ${zip}`, 55, 485);
  p.down(40);
  para(
    p,
    60,
    'THIS REGISTRATION MUST BE CARRIED IN THE VEHICLE. REGISTRATION REINSTATED AFTER STORAGE SUSPENSION; PROOF OF LIABILITY INSURANCE ON FILE.',
    105,
    { size: 7.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: exp });
}

/** A Fahrzeugbrief (1975–2004): maker's page with the chassis number, the office's issue, a lay-up stamp. */
export function fahrzeugbriefStillgelegt(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1975, 2004);
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', Number(issue.slice(0, 4)) + 1);
  const v = vin(rng, c);
  const briefNo = `${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])}${rng.pick(['A', 'B', 'K', 'L', 'S'])} ${rng.int(100000, 999999)}`;
  const laid = addDays(issue, rng.int(400, 4000));
  p.y = 55;
  p.box(40, 35, 515, 600);
  p.text(297, 'FAHRZEUGBRIEF', { size: 18, bold: true, serif: true, align: 'center' });
  p.text(540, `Nr. ${briefNo}`, { size: 10, serif: true, align: 'right', y: 55 });
  p.down(28);
  const F = (n: string, label: string, value: string) => {
    p.text(55, n, { size: 7, serif: true });
    p.text(75, label, { size: 7.5, serif: true });
    p.text(250, value, { size: 10, serif: true });
    p.down(8);
    hline(p, 55, 485);
    p.down(14);
  };
  F('1', 'Fahrzeug- und Aufbauart', rng.pick(['Pkw geschlossen', 'Pkw Cabriolet', 'Pkw Kombi']));
  F('2', 'Hersteller des Fahrgestells', c.make);
  F('3', 'Typ und Ausführung', c.model);
  F('4', 'Fahrzeug-Identifizierungsnummer', v);
  F('7', 'Höchstgeschwindigkeit km/h', String(rng.int(140, 240)));
  F('8', 'Leistung kW bei min⁻¹', `${rng.int(37, 170)} / ${rng.pick([4800, 5500, 5800, 6200])}`);
  F('32', 'Tag der ersten Zulassung', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de'));
  p.down(10);
  p.text(55, 'Zulassungsbehörde', { size: 8, bold: true, serif: true });
  p.down(14);
  p.text(55, `Amtl. Kennzeichen: ${plateDE(rng, town.plate)}`, { size: 10, serif: true });
  p.down(14);
  p.text(55, `Halter: ${person(rng, 'de')}, ${town.town}`, { size: 10, serif: true });
  p.down(24);
  p.text(55, `${town.town}, den`, { size: 9, serif: true });
  p.text(150, fd(issue, 'de'), { size: 10, serif: true });
  p.text(300, `Ausgefertigt:`, { size: 9, serif: true });
  p.text(370, fd(issue, 'de'), { size: 10, serif: true });
  p.down(8);
  stamp(p, 330, p.y + 6, 180, [`${rng.pick(['Landratsamt', 'Der Oberkreisdirektor', 'Stadtverwaltung'])} ${town.town}`, 'Kfz.-Zulassungsstelle'], 7.5);
  p.y = 560;
  stamp(p, 60, 540, 230, ['Vorübergehend stillgelegt', `am ${fd(laid, 'de')}`, `Zulassungsstelle ${town.town}`], 8);
  return doc(p, 'de', { documentType: 'title', date: issue, vin: v });
}

/** A Zulassungsbescheinigung Teil II (2005 onwards), issued when a stored car was registered again. */
export function zb2Wiederzulassung(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2005, 2025);
  const town = rng.pick(DE_TOWNS);
  const c = car(rng, 'de', Number(issue.slice(0, 4)) - 25);
  const v = vin(rng, c);
  const no = docNo(rng, 2, 6);
  const holder = person(rng, 'de');
  p.y = 55;
  p.box(40, 35, 515, 470);
  p.text(297, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { size: 12, bold: true, align: 'center' });
  p.text(540, `Nr. ${no}`, { size: 9, bold: true, align: 'right', y: 70 });
  p.down(12);
  p.text(297, 'Bundesrepublik Deutschland', { size: 8, align: 'center' });
  p.down(26);
  const F = (code: string, label: string, value: string) => {
    p.text(55, code, { size: 8, bold: true });
    p.text(95, label, { size: 7.5 });
    p.text(300, value, { size: 9.5 });
    p.down(17);
  };
  F('C.2.1', 'Name/Firmenname', holder.split(' ').slice(-1)[0].toUpperCase());
  F('C.2.2', 'Vorname(n)', holder.split(' ')[0]);
  F('C.2.3', 'Anschrift', `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip} ${town.town}`);
  F('B', 'Datum der Erstzulassung', fd(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de'));
  F('D.1', 'Marke', c.make.toUpperCase());
  F('D.3', 'Handelsbezeichnung', c.model);
  F('E', 'Fahrzeug-Identifizierungsnummer', v);
  F('J', 'Fahrzeugklasse', 'M1');
  F('A', 'Amtliches Kennzeichen', plateDE(rng, town.plate, rng.chance(0.5) ? 'H' : ''));
  p.down(8);
  p.text(55, 'Bemerkungen', { size: 7.5 });
  p.down(12);
  para(p, 55, `*** Ersatz für Fahrzeugbrief Nr. ${docNo(rng, 2, 6)} *** Wiederzulassung nach Außerbetriebsetzung *** Vorbesitzer: ${rng.int(2, 6)} ***`, 100, {
    size: 8,
  });
  p.down(20);
  p.text(55, 'Datum', { size: 7.5 });
  p.text(110, fd(issue, 'de'), { size: 10 });
  stamp(p, 330, p.y - 14, 190, [`Zulassungsbehörde ${town.town}`, 'Siegel'], 7.5);
  return doc(p, 'de', { documentType: 'title', date: issue, vin: v });
}

/** A US certificate of title: title number, VIN, odometer (or exempt), issue date, no lien. */
export function usTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1978, 2025);
  const [, st] = rng.pick(US_TOWNS);
  const stateName =
    {
      PA: 'Pennsylvania',
      NY: 'New York',
      VT: 'Vermont',
      MI: 'Michigan',
      OH: 'Ohio',
      MT: 'Montana',
      IN: 'Indiana',
      NH: 'New Hampshire',
      CT: 'Connecticut',
      WI: 'Wisconsin',
      IL: 'Illinois',
    }[st] ?? st;
  const c = car(rng, 'en', Number(issue.slice(0, 4)) + 1);
  const v = vin(rng, c);
  const titleNo = `${rng.int(10000000, 99999999)}${rng.pick(['', '01', 'A'])}`;
  const age = Number(issue.slice(0, 4)) - c.year;
  p.y = 60;
  p.box(35, 30, 525, 440);
  p.box(42, 37, 511, 426);
  p.text(297, `Commonwealth / State of ${stateName}`, { size: 10, serif: true, align: 'center' });
  p.down(20);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(30);
  const F = (label: string, value: string, x: number) => {
    p.text(x, label, { size: 7, serif: true });
    p.text(x, value, { size: 10.5, serif: true, y: p.y + 13 });
  };
  F('TITLE NUMBER', titleNo, 60);
  F('DATE ISSUED', fd(issue, 'us'), 230);
  F('ODOMETER', age >= 10 ? 'EXEMPT' : `${grp(rng.int(5000, 99999), ',')} ACTUAL`, 400);
  p.down(38);
  F('VEHICLE IDENTIFICATION NUMBER', v, 60);
  F('YEAR', String(c.year), 280);
  F('MAKE', c.make.toUpperCase(), 340);
  F('BODY', rng.pick(['CV', '2D', 'CP', 'RD']), 460);
  p.down(38);
  F('OWNER', `${person(rng, 'en').toUpperCase()}`, 60);
  F('PRIOR TITLE STATE', rng.pick(['CA', 'TX', 'FL', st, 'AZ']), 340);
  p.down(38);
  F('FIRST LIENHOLDER', 'NONE', 60);
  F('LIEN RELEASED', '—', 340);
  p.down(40);
  para(
    p,
    60,
    `The ${stateName} Department of Transportation certifies that the person named herein is the owner of the vehicle described above, subject to the liens shown.`,
    100,
    { size: 8.5, serif: true },
  );
  p.down(30);
  p.text(60, '______________________________', { size: 9 });
  p.down(12);
  p.text(60, 'Secretary / Commissioner', { size: 7.5, serif: true });
  p.y = 510;
  p.text(50, 'ASSIGNMENT OF TITLE BY OWNER', { size: 9, bold: true, serif: true });
  p.down(16);
  for (const l of [
    'Purchaser ______________________________________________',
    'Date of sale _______________   Odometer _____________ miles',
    'Signature of seller __________________________________',
  ]) {
    p.text(50, l, { size: 9, serif: true });
    p.down(18);
  }
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}

/** A US duplicate title for a car whose title was lost in storage: this issue date and the original's both printed. */
export function usDuplicateTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1992, 2025);
  const orig = rng.date(1970, Number(issue.slice(0, 4)) - 2);
  const c = car(rng, 'en', Number(orig.slice(0, 4)) + 1);
  const v = vin(rng, c);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const no = `${st}${rng.int(1000000, 9999999)}`;
  p.y = 60;
  p.box(40, 30, 515, 430);
  p.text(297, `${st} BUREAU OF MOTOR VEHICLES`, { size: 11, bold: true, align: 'center' });
  p.down(18);
  p.text(297, 'CERTIFICATE OF TITLE', { size: 16, bold: true, align: 'center' });
  p.down(16);
  p.text(297, '*** DUPLICATE ***', { size: 11, bold: true, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Title No.', no],
    ['Issue Date', fd(issue, 'us')],
    ['Original Issue Date', fd(orig, 'us')],
    ['VIN', v],
    ['Year / Make / Model', `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()}`],
    ['Odometer', 'EXEMPT – VEHICLE 10+ YEARS OLD'],
    ['Owner', person(rng, 'en').toUpperCase()],
    ['Address', `${rng.pick(US_STREETS).toUpperCase()}, ${town.toUpperCase()}, ${st} ${zip}`],
    ['Lienholder', 'NONE'],
  ];
  for (const [k, v2] of rows) {
    p.text(60, k, { size: 8.5 });
    p.text(200, v2, { size: 10 });
    p.down(20);
  }
  p.down(10);
  para(p, 60, 'This duplicate title replaces the original, which was reported lost or destroyed. Any previously issued title for this vehicle is void.', 95, {
    size: 8.5,
  });
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}
