/** Registration papers as copies, faxes and print-outs, with certification stamps and owners' notes. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  chassis,
  clean,
  copyMark,
  digits,
  faxHeader,
  hand,
  initials,
  letters,
  personDE,
  personEN,
  plateDE,
  plateUK,
  plateUS,
  scanImprint,
  stamp,
  stampDate,
  webChrome,
} from './hands';

const reg = (registrationNumber: string, plateNumber: string, expiryDate?: string) =>
  clean({ documentType: 'registration', registrationNumber, plateNumber, expiryDate });

/** A photocopy of an old Fahrzeugschein certified by the town hall (Beglaubigung stamp over the lower half). */
export function fahrzeugscheinBeglaubigt(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1961, 2004);
  const town = rng.pick([
    ['Kreis Recklinghausen', 'RE'],
    ['Landkreis Celle', 'CE'],
    ['Stadt Trier', 'TR'],
    ['Kreis Lippe', 'LIP'],
  ]);
  p.text(297, 'Fotokopie', { y: 28, size: 8, align: 'center' });
  p.box(60, 50, 475, 420);
  p.y = 78;
  p.text(297, 'Bundesrepublik Deutschland', { size: 9, align: 'center' });
  p.down(16);
  p.text(297, 'Fahrzeugschein', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(20);
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  p.text(520, `Nr. ${no}`, { size: 10, align: 'right' });
  p.down(24);
  const plate = plateDE(rng, town[1]);
  const fields: [string, string][] = [
    ['1 Amtliches Kennzeichen', plate],
    ['2 Fahrzeug- und Aufbauart', rng.pick(['Pkw geschlossen', 'Pkw Cabriolet', 'Kombinationskraftwagen'])],
    ['3 Fahrzeughersteller', rng.pick(['Daimler-Benz', 'Volkswagenwerk', 'Adam Opel AG', 'Ford-Werke'])],
    ['4 Fahrzeug-Ident.-Nr.', chassis(rng, rng.int(10, 14))],
    ['5 Name, Vorname des Halters', personDE(rng)],
    ['6 Anschrift', `${rng.pick(['Kirchweg', 'Dorfstr.', 'Am Anger'])} ${rng.int(1, 40)}`],
    ['Nächste Hauptuntersuchung', fd(addDays(iso, rng.int(300, 720)), 'de').slice(3)],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 75 }, { x: 260 }], [k, v], { size: 9 });
    p.down(16);
  }
  p.down(14);
  p.text(75, `${town[0]}, den ${fd(iso, 'de')}`, { size: 9 });
  p.down(12);
  p.text(75, 'Zulassungsstelle', { size: 9 });
  const cert = addDays(iso, rng.int(30, 4000));
  stamp(
    p,
    300,
    380,
    [
      'Die Übereinstimmung dieser Kopie',
      'mit dem Original wird beglaubigt.',
      `${rng.pick(['Gemeinde', 'Stadt'])} ${rng.pick(['Haltern', 'Bergen', 'Konz', 'Detmold'])}, ${fd(cert, 'de')}`,
    ],
    8.5,
  );
  hand(p, 330, 440, `i.A. ${rng.pick(['Krämer', 'Loos', 'Behrens'])}`, { size: 12 });
  hand(p, 60, 510, 'für Versicherung / Oldtimer-Tarif', { size: 12 });
  return doc(p, 'de', reg(no, plate));
}

/** A Zulassungsbescheinigung Teil I faxed to the club for an event entry; pen note and fax line. */
export function zb1Fax(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2005, 2026);
  const owner = personDE(rng);
  faxHeader(p, rng, addDays(iso, rng.int(10, 900)), owner, `0${rng.int(30, 89)}${rng.int(1, 9)} ${digits(rng, 6)}`, 'de');
  hand(p, 60, 40, `an Rallye-Büro, Startnr. ${rng.int(1, 180)} – bitte zurückfaxen`, { size: 12 });
  p.box(50, 58, 495, 450);
  p.y = 80;
  p.text(60, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8 });
  p.down(16);
  p.text(60, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { size: 13, bold: true });
  p.down(20);
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const plate = `${plateDE(rng, rng.pick(['KA', 'PF', 'RA', 'HD']))}H`;
  const fields: [string, string][] = [
    ['A', plate],
    ['B', fd(addDays(iso, -rng.int(9000, 20000)), 'de')],
    ['I', fd(iso, 'de')],
    ['C.1.1 / C.1.2', `${owner.split(' ')[1]} / ${owner.split(' ')[0]}`],
    ['D.1', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'VOLKSWAGEN', 'NSU'])],
    ['E', chassis(rng, 17).replace(/^.../, 'WDB')],
    ['J / 4', 'M1 / 0400'],
    ['Nr. der ZB I', no],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 70 }, { x: 170 }], [k, v], { size: 9.5 });
    p.down(16);
  }
  p.down(10);
  p.text(70, 'Nächste HU', { size: 8 });
  p.text(
    170,
    fd(addDays(iso, rng.int(300, 700)), 'de')
      .slice(3)
      .replace('.', '/'),
    { size: 9 },
  );
  p.down(26);
  p.text(70, `Landratsamt ${rng.pick(['Karlsruhe', 'Enzkreis', 'Rastatt', 'Rhein-Neckar-Kreis'])} – Zulassungsbehörde`, { size: 8.5 });
  return doc(p, 'de', reg(no, plate));
}

/** A British V5 registration document, a photocopy with COPY across it and the owner's pen note. */
export function ukV5Copy(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1978, 2004);
  copyMark(p, 300, 300, 'C O P Y', 40);
  p.y = 50;
  p.text(55, 'DVLC', { size: 12, bold: true });
  p.text(540, 'V5', { size: 18, bold: true, align: 'right' });
  p.down(16);
  p.text(55, 'Vehicle Registration Document', { size: 14, bold: true });
  p.down(24);
  const ref = `${digits(rng, 11)}`;
  const plate = plateUK(rng, Number(iso.slice(0, 4)) - rng.int(5, 30));
  const fields: [string, string][] = [
    ['Document reference number', ref],
    ['Registration mark', plate],
    ['Date of first registration', fd(addDays(iso, -rng.int(2000, 9000)), 'uk')],
    ['Make', rng.pick(['TRIUMPH', 'MG', 'JAGUAR', 'AUSTIN', 'ROVER'])],
    ['Taxation class', rng.pick(['PLG', 'PRIVATE/LIGHT GOODS', 'HISTORIC VEHICLE'])],
    ['Registered keeper', personEN(rng).toUpperCase()],
    ['Date of issue', fd(iso, 'uk')],
  ];
  for (const [k, v] of fields) {
    p.box(55, p.y - 11, 485, 18);
    row(p, [{ x: 60 }, { x: 240 }], [k, v], { size: 9 });
    p.down(18);
  }
  p.down(20);
  p.text(55, 'This document is not proof of ownership.', { size: 8, bold: true });
  hand(p, 60, p.y + 40, `original sent to DVLA ${fd(addDays(iso, rng.int(100, 2000)), 'ukdot')}`, { size: 13 });
  hand(p, 80, p.y + 60, initials(rng), { size: 11 });
  return doc(p, 'en', reg(ref, plate));
}

/** A US state registration card, RECEIVED-stamped by the owner's club and with the sticker number noted. */
export function usRegistrationStamped(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1975, 2025);
  const state = rng.pick(['STATE OF OREGON', 'STATE OF WASHINGTON', 'COMMONWEALTH OF PENNSYLVANIA', 'STATE OF NEW YORK']);
  const exp = addDays(iso, rng.pick([365, 730]));
  p.box(70, 70, 455, 260);
  p.y = 92;
  p.text(297, state, { size: 11, bold: true, align: 'center' });
  p.down(14);
  p.text(297, 'VEHICLE REGISTRATION', { size: 13, bold: true, align: 'center' });
  p.down(26);
  const plate = plateUS(rng);
  const docNo = digits(rng, 9);
  const fields: [string, string, string, string][] = [
    ['PLATE', plate, 'DOCUMENT NO.', docNo],
    ['YEAR/MAKE', `${rng.int(1940, 1975)} ${rng.pick(['CHEV', 'FORD', 'PONT', 'BUIC'])}`, 'BODY', rng.pick(['2D', '4D', 'CV', 'PU'])],
    ['VIN', chassis(rng, rng.int(11, 13)), 'ISSUED', fd(iso, 'us')],
    ['OWNER', personEN(rng).toUpperCase(), 'EXPIRES', fd(exp, 'us')],
  ];
  for (const [a, b, c, d] of fields) {
    p.text(85, a, { size: 7 });
    p.text(85, b, { size: 10, y: p.y + 12 });
    p.text(340, c, { size: 7 });
    p.text(340, d, { size: 10, y: p.y + 12 });
    p.down(34);
  }
  p.text(85, 'KEEP IN VEHICLE', { size: 8, bold: true });
  stamp(p, 320, 390, ['RECEIVED', stampDate(addDays(iso, rng.int(2, 20)), 'us')], 11);
  hand(p, 90, 400, `sticker #${digits(rng, 7)}`, { size: 13 });
  return doc(p, 'en', reg(docNo, plate, exp));
}

/** A US DMV online renewal confirmation printed from the browser (printed-on line, URL), with the owner's note. */
export function usDmvWebRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2008, 2026);
  const st = rng.pick([
    ['California DMV', 'dmv.ca.gov'],
    ['Virginia DMV', 'dmv.virginia.gov'],
    ['Arizona MVD', 'azmvdnow.gov'],
    ['Colorado DMV', 'mydmv.colorado.gov'],
  ]);
  const exp = addDays(iso, 365);
  webChrome(
    p,
    `${fd(addDays(iso, rng.int(0, 3)), 'usshort')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`,
    `${st[0]} – Registration Renewal`,
    `https://www.${st[1]}/renewal/confirmation?id=${digits(rng, 10)}`,
    'Page 1 of 1',
  );
  p.y = 56;
  p.text(55, st[0], { size: 16, bold: true });
  p.down(26);
  p.text(55, 'Your registration has been renewed', { size: 13, bold: true });
  p.down(24);
  const plate = plateUS(rng);
  const conf = `${letters(rng, 2)}${digits(rng, 8)}`;
  const fields: [string, string][] = [
    ['Confirmation / Registration No.', conf],
    ['License Plate', plate],
    ['Vehicle', `${rng.int(1955, 1989)} ${rng.pick(['Volkswagen Beetle', 'Ford Bronco', 'Mercedes-Benz 450SL', 'Datsun 240Z'])}`],
    ['Transaction Date', fd(iso, 'us')],
    ['Registration Valid Through', fd(exp, 'us')],
    ['Fees Paid', `$${rng.int(60, 240)}.00`],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 55 }, { x: 260 }], [k, v], { size: 10 });
    p.down(16);
  }
  p.down(10);
  hline(p, 55, 485);
  p.down(16);
  p.text(55, 'Print this page as temporary proof of registration until your new card and sticker arrive by mail.', { size: 8.5 });
  hand(p, 300, p.y + 50, 'sticker came — on plate', { size: 13 });
  scanImprint(p, `archived ${fd(addDays(iso, 30), 'iso')}`, 812);
  return doc(p, 'en', reg(conf, plate, exp));
}
