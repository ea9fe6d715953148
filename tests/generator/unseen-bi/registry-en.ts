/**
 * English-language registry papers: a New South Wales certificate of registration with the fees paid and its
 * expiry, a New Zealand vehicle-licence renewal notice, and Ontario's vehicle permits — the ownership papers of a
 * Canadian car — of the 2000s–2020s and of the 1970s–80s.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, gstNZ, kv, person, place, plate, signature } from './kit';

/** A NSW certificate of registration (1995–2026): plate, certificate number, expiry, the fees paid listed. */
export function auNswRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1995, 2025);
  const expiry = addDays(`${Number(issue.slice(0, 4)) + 1}${issue.slice(4)}`, 0);
  const y = Number(issue.slice(0, 4));
  const c = car(rng, 'anz');
  const owner = person(rng, 'AU');
  const where = place(rng, 'AU', 'NSW');
  const historic = rng.chance(0.5);
  const pl = historic ? `${rng.int(10000, 99999)}H` : plate(rng, 'AU', y, 'NSW');
  const certNo = `${rng.int(10000000, 99999999)}`;
  const fees: [string, number][] = historic
    ? [
        ['Historic vehicle registration fee', r2(rng.int(45, 90) + rng.next())],
        ['Plate fee', r2(rng.int(0, 1) ? 0 : rng.int(25, 45))],
      ]
    : [
        ['Registration fee', r2(rng.int(45, 75) + rng.next())],
        ['Motor vehicle tax (weight)', r2(rng.int(150, 420) + rng.next())],
        ['Plate fee', r2(rng.int(5, 10) + rng.next())],
      ];
  const total = sum(fees.map((f) => f[1]));

  p.text(50, y < 2011 ? 'Roads and Traffic Authority' : y < 2019 ? 'Roads and Maritime Services' : 'Transport for NSW', { size: 12, bold: true });
  p.down(12).text(50, 'New South Wales', { size: 9 });
  p.y = 100;
  p.text(50, 'Certificate of Registration', { size: 17, bold: true });
  p.down(14).text(50, historic ? 'Historic Vehicle Scheme — conditional registration' : 'Light vehicle', { size: 9.5 });
  p.y = 145;
  p.box(50, 132, 495, 120);
  const cols: [string, string][] = [
    ['Plate number', pl],
    ['Certificate No.', certNo],
    ['Registered operator', `${owner.name}, ${where.town} NSW ${where.post}`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, ${c.colour}`],
    ['VIN / Chassis', c.vin],
    ['Registration expiry', fd(expiry, 'uk')],
    ['Date of issue', fd(issue, 'uk')],
  ];
  for (const [a, b] of cols) {
    kv(p, 60, a, b, 230, { size: 9.5, bold: a.startsWith('Plate') || a.startsWith('Registration') });
    p.down(15);
  }
  p.y = 280;
  p.text(50, 'Fees paid', { size: 10, bold: true });
  p.down(14);
  const fc: Col[] = [{ x: 60 }, { x: 400, align: 'right' }];
  for (const [a, b] of fees) {
    row(p, fc, [a, `$${num(b, 'en')}`], { size: 9.5 });
    p.down(13);
  }
  hline(p, 300, 110, p.y - 3);
  p.down(10);
  row(p, fc, ['Total paid', `$${num(total, 'en')}`], { size: 9.5, bold: true });
  p.down(26);
  para(
    p,
    50,
    historic
      ? 'This vehicle may only be used for historic club events, maintenance and the conditions of the Historic Vehicle Scheme. Carry your club log book when driving.'
      : 'Your registration certificate should be kept in a safe place. A renewal notice will be sent before the expiry date. Your CTP insurance must be current for registration to be renewed.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, registrationNumber: certNo, expiryDate: expiry });
}

/** A New Zealand vehicle-licence renewal notice (2002–2026): the current expiry, fee options for 3, 6 and 12 months. */
export function nzLicenceRenewal(rng: Random): Generated {
  const p = new PageBuilder();
  const expiry = rng.date(2002, 2026);
  const sent = addDays(expiry, -rng.int(20, 40));
  const c = car(rng, 'anz');
  const owner = person(rng, 'NZ');
  const where = place(rng, 'NZ');
  const pl = plate(rng, 'NZ', 2005);
  const g = gstNZ(sent);
  const year = r2(rng.pick([38, 43.5, 58.2, 76.34, 108.8]) + rng.int(0, 20));

  p.text(50, 'NZ Transport Agency · Waka Kotahi', { size: 11, bold: true });
  p.down(12).text(50, 'Motor Vehicle Register', { size: 9 });
  p.y = 100;
  p.text(50, owner.name, { size: 10 });
  p.down(12).text(50, where.street, { size: 10 });
  p.down(12).text(50, `${where.town} ${where.post}`, { size: 10 });
  p.y = 100;
  kv(p, 340, 'Date', fd(sent, 'uk'), 420);
  p.down(12);
  kv(p, 340, 'Client no.', String(rng.int(1000000, 9999999)), 420);
  p.y = 170;
  p.text(50, 'Vehicle licence (rego) renewal', { size: 15, bold: true });
  p.down(22);
  kv(p, 50, 'Plate', pl, 170, { bold: true, size: 10 });
  p.down(14);
  kv(p, 50, 'Vehicle', `${c.year} ${c.make.toUpperCase()} ${c.model.toUpperCase()} ${c.colour?.toUpperCase()}`, 170, { size: 10 });
  p.down(14);
  kv(p, 50, 'Licence expires', fd(expiry, 'uklong'), 170, { bold: true, size: 10 });
  p.down(24);
  p.text(50, 'Choose how long to licence your vehicle for (fees include ACC levy and GST):', { size: 9.5 });
  p.down(16);
  const cols: Col[] = [{ x: 60 }, { x: 250 }, { x: 400, align: 'right' }];
  row(p, cols, ['Period', 'New expiry', 'Amount'], { bold: true });
  p.down(14);
  for (const m of [3, 6, 12]) {
    const amt = r2(m === 12 ? year : (year * m) / 12 + 2.5);
    const ne = addDays(expiry, Math.round(m * 30.4));
    row(p, cols, [`${m} months`, fd(ne, 'uk'), `$${num(amt, 'en')}`]);
    p.down(13);
  }
  p.down(14);
  para(
    p,
    50,
    `If you no longer own this vehicle, tell us within 7 days. You must have a current Warrant of Fitness to renew. GST at ${g}% is included in the amounts above.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'registration', plateNumber: pl, expiryDate: expiry });
}

/** Ontario's vehicle permit, vehicle portion (1998–2026): the ownership paper of an Ontario car. */
export function caOntarioPermit(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const c = car(rng, 'anz');
  const owner = person(rng, 'CA');
  const where = place(rng, 'CA', 'ON');
  const pl = plate(rng, 'CA', Number(date.slice(0, 4)), 'ON');
  p.text(50, 'Ontario', { size: 16, bold: true });
  p.text(140, 'Ministry of Transportation', { size: 10, y: 60 });
  p.y = 95;
  p.text(50, 'VEHICLE PERMIT — VEHICLE PORTION', { size: 13, bold: true });
  p.down(12).text(50, 'Certificat d’immatriculation — partie relative au véhicule', { size: 8.5 });
  p.y = 135;
  p.box(50, 120, 495, 150);
  const f: [string, string][] = [
    ['Vehicle Identification No. / NIV', c.vin],
    ['Year / Année', String(c.year)],
    ['Make / Marque', c.make.toUpperCase()],
    ['Model / Modèle', c.model.toUpperCase()],
    ['Body type / Carrosserie', rng.pick(['2DR', '4DR', 'CONV', 'WAGON', 'PICKUP'])],
    ['Colour / Couleur', (c.colour ?? '').toUpperCase().slice(0, 3)],
    ['Status', rng.pick(['HISTORIC', 'NORMAL', 'REBUILT'])],
    ['Plate / Plaque (plate portion)', pl],
    ['Owner / Propriétaire', `${owner.last.toUpperCase()}, ${owner.first.toUpperCase()}`],
    ['Address', `${where.street.toUpperCase()}, ${where.town.toUpperCase()} ON ${where.post}`],
  ];
  for (const [a, b] of f) {
    kv(p, 60, a, b, 250, { size: 9 });
    p.down(13);
  }
  p.y = 290;
  kv(p, 50, 'Issue date / Date de délivrance', fd(date, 'iso').replace(/-/g, '/'), 250, { bold: true });
  p.down(14);
  kv(p, 50, 'Permit No. / No de certificat', `${rng.int(100000000, 999999999)}`, 250);
  p.down(30);
  p.text(50, 'APPLICATION FOR TRANSFER (complete on sale of vehicle)', { size: 9, bold: true });
  p.down(16);
  for (const l of ['Name of new owner', 'Address', 'Date of sale', 'Purchase price $', 'Odometer reading']) {
    p.text(60, l, { size: 8.5 });
    p.box(200, p.y + 2, 330, 0.01);
    p.down(18);
  }
  p.down(12);
  signature(p, 60, 'Signature of seller', 190);
  signature(p, 320, 'Signature of purchaser', 190);
  return doc(p, 'en', { documentType: 'title', date, vin: c.vin });
}

/** Ontario's ownership permit of the 1970s–80s (1972–1997): typed, Ministry of Transportation and Communications. */
export function caOntarioOwnership(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1997);
  const y = Number(date.slice(0, 4));
  const c = car(rng, 'anz', y);
  const owner = person(rng, 'CA');
  const where = place(rng, 'CA', 'ON');
  p.box(45, 40, 505, 470);
  p.text(297, y < 1987 ? 'MINISTRY OF TRANSPORTATION AND COMMUNICATIONS' : 'MINISTRY OF TRANSPORTATION', { size: 9.5, bold: true, align: 'center', y: 62 });
  p.text(297, 'ONTARIO', { size: 12, bold: true, align: 'center', y: 78 });
  p.text(297, 'PERMIT — OWNERSHIP', { size: 15, bold: true, align: 'center', y: 100 });
  p.y = 135;
  const f: [string, string][] = [
    ['SERIAL / V.I.N.', c.vin],
    ['MAKE', c.make.toUpperCase()],
    ['MODEL YEAR', String(c.year)],
    ['BODY', rng.pick(['2 DR HT', '4 DR SED', 'CONV', 'STN WGN', 'PICKUP'])],
    ['COLOUR', (c.colour ?? '').toUpperCase()],
    ['PLATE NO.', plate(rng, 'CA', y, 'ON')],
    ['OWNER', `${owner.name.toUpperCase()}`],
    ['ADDRESS', `${where.street.toUpperCase()}, ${where.town.toUpperCase()}, ONT.`],
    ['DATE ISSUED', fd(date, 'iso').replace(/-/g, ' ')],
  ];
  for (const [a, b] of f) {
    p.text(65, a, { size: 8.5, bold: true });
    p.text(220, b, { size: 10.5, serif: true });
    p.down(19);
  }
  p.down(10);
  p.text(65, `PERMIT NO. ${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}    FEE PAID $${num(rng.pick([3, 5, 10, 12, 20]), 'en')}`, {
    size: 9.5,
    serif: true,
  });
  p.down(24);
  p.text(65, 'THIS PERMIT IS EVIDENCE OF REGISTRATION; THE PERSON NAMED IS THE REGISTERED OWNER.', { size: 7.5 });
  p.down(10).text(65, 'ON TRANSFER OF OWNERSHIP COMPLETE THE REVERSE AND DELIVER TO THE PURCHASER.', { size: 7.5 });
  p.y = 470;
  signature(p, 320, 'Registrar of Motor Vehicles', 190);
  return doc(p, 'en', { documentType: 'title', date, vin: c.vin });
}
