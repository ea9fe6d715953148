import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, date, doc, num, plateDe, plateUk, plateUs, round2, money, Sheet, vin } from './kit';
import { carOf, personDe, personEn, STREETS_DE, TOWNS_DE, TOWNS_UK, TOWNS_US } from './people';

const L2 = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');

/** A ZB I read by its field codes only: A, B, E, J, the document number top right, no expiry. */
export function deZbCodes(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const iso = rng.date(2006, 2025);
  const plate = plateDe(rng, t.kz);
  const docNr = `${rng.pick(L2)}${rng.pick(L2)}${num(rng, 7)}`;
  const p = new Sheet();
  p.text(40, 'Zulassungsbescheinigung Teil I', { size: 12, bold: true }).text(555, docNr, { size: 11, bold: true, align: 'right' }).down(12);
  p.text(40, `Fahrzeugschein · ${t.town}`, { size: 8 }).down(30);
  const cells = [
    ['A', plate],
    ['B', date(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de', 'long')],
    ['I', date(iso, 'de', 'long')],
    ['E', vin(rng, car.year, car.wmi)],
    ['D.1', car.make],
    ['D.3', car.model],
    ['J', 'M1'],
    ['P.1', `${rng.int(12, 35)}00`],
    ['C.1.1', personDe(rng).split(' ')[1]],
    ['C.1.3', `${rng.pick(STREETS_DE)} ${rng.int(1, 80)}, ${t.plz} ${t.town}`],
    ['(2)', `${num(rng, 4)}`],
    ['(3)', `${num(rng, 3)}`],
  ];
  cells.forEach(([k, v], i) => {
    const x = 40 + (i % 3) * 172;
    const y = p.y + Math.floor(i / 3) * 34;
    p.box(x, y, 170, 30)
      .text(x + 3, k, { size: 6.5, bold: true, y: y + 8 })
      .text(x + 14, v, { size: 8.5, y: y + 22 });
  });
  p.down(150).text(40, `HU ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(iso.slice(0, 4)) + 2} · Stempel Zulassungsbehörde ${t.town}`, { size: 7.5 });
  return doc('de', { documentType: 'registration', plateNumber: plate, registrationNumber: docNr }, p);
}

/** A 1970s Fahrzeugschein: Amtl. Kz. and the Schein's number, typed; no expiry. */
export function deOldSchein(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const plate = plateDe(rng, t.kz);
  const nr = `${rng.pick(L2)} ${num(rng, 6)}`;
  const iso = rng.date(1970, 1989);
  const p = new Sheet();
  p.text(297, 'Fahrzeugschein', { size: 16, bold: true, serif: true, align: 'center' }).down(14);
  p.text(297, `Nr. ${nr}`, { size: 10, serif: true, align: 'center' }).down(40);
  const rows = [
    ['Amtl. Kz.', plate],
    ['Hersteller', car.make.toUpperCase()],
    ['Typ', car.model],
    ['Fzg.-Ident.-Nr.', vin(rng, car.year, car.wmi)],
    ['Tag d. Erstzul.', date(`${car.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de', 'short')],
    ['Halter', personDe(rng)],
    ['', `${t.town}`],
  ];
  for (const [l, v] of rows) p.text(60, l, { size: 8, serif: true }).text(200, v, { size: 10, serif: true }).down(18);
  p.down(30)
    .text(60, `${t.town}, ${date(iso, 'de', 'short')}`, { size: 9, serif: true })
    .text(540, 'Straßenverkehrsamt', { size: 9, serif: true, align: 'right' });
  return doc('de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr }, p);
}

/** A Kurzzeitkennzeichen Fahrzeugschein: five days, Gült. bis printed, no labels for the number but "Nr.". */
export function deShortTerm(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const iso = rng.date(2015, 2026);
  const end = addDays(iso, 4);
  const plate = `${t.kz} 04${rng.int(1, 9)}${rng.int(0, 9)}${rng.int(0, 9)}`;
  const nr = `K ${num(rng, 6)}`;
  const fee = round2(rng.int(1300, 2600) / 100);
  const p = new Sheet();
  p.text(40, `Landratsamt ${t.town} · Zulassungsstelle`, { size: 11, bold: true }).down(40);
  p.text(40, 'Fahrzeugschein f. Kurzzeit-Kz.', { size: 12, bold: true }).text(555, `Nr. ${nr}`, { size: 10, align: 'right' }).down(30);
  const car = carOf(rng);
  const rows = [
    ['Kz.', plate],
    ['Gült. bis', date(end, 'de', 'long')],
    ['Ausg.', date(iso, 'de', 'long')],
    ['Fzg.', `${car.make} ${car.model}`],
    ['FIN', vin(rng, car.year, car.wmi)],
    ['Inh.', personDe(rng)],
    ['eVB', `${rng.pick(L2)}${num(rng, 2)}${rng.pick(L2)}${rng.pick(L2)}${num(rng, 3)}`],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8 }).text(120, v, { size: 10 }).down(16);
  p.down(20).text(40, `Geb. ${money(fee, 'de')} EUR bez. · Kassenz. ${num(rng, 5)}`, { size: 8 });
  return doc('de', { documentType: 'registration', plateNumber: plate, registrationNumber: nr, expiryDate: end }, p);
}

/** A US registration card: Lic#, Reg#, Exp. in one dense strip. */
export function usCardStrip(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const iso = rng.date(1995, 2026);
  const exp = addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, 0);
  const plate = plateUs(rng);
  const reg = num(rng, 8);
  const car = carOf(rng);
  const p = new Sheet();
  p.box(40, 40, 515, 170);
  p.y = 62;
  p.text(55, `STATE OF ${rng.pick(['OHIO', 'OKLAHOMA', 'MICHIGAN', 'GEORGIA'])} · BMV/DMV`, { size: 9, bold: true })
    .text(540, 'REGISTRATION', { size: 9, bold: true, align: 'right' })
    .down(24);
  const cells = [
    ['Lic#', plate],
    ['Reg#', reg],
    ['Iss.', date(iso, 'us', 'long')],
    ['Exp.', date(exp, 'us', 'long')],
    ['Yr', String(car.year)],
    ['Mk', car.make.slice(0, 5).toUpperCase()],
  ];
  cells.forEach(([l, v], i) => p.text(55 + i * 82, l, { size: 6.5 }).text(55 + i * 82, v, { size: 9, bold: true, y: p.y + 11 }));
  p.down(36)
    .text(55, `VIN ${vin(rng, car.year, car.wmi)}   Wt ${rng.int(26, 48)}00   Fee $${money(round2(rng.int(3000, 12000) / 100), 'us')}`, { size: 8 })
    .down(14);
  p.text(55, `${personEn(rng).toUpperCase()} · ${t.town.toUpperCase()} ${t.st} ${t.zip}`, { size: 8 }).down(30);
  p.text(55, 'Keep in vehicle. Sign on reverse.', { size: 6.5 });
  return doc('en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: exp }, p);
}

/** A UK V5C page read by its letter codes: A (reg. mark), the document reference; no expiry. */
export function ukV5cCodes(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const car = carOf(rng);
  const plate = plateUk(rng, car.year);
  const ref = `${num(rng, 4)} ${num(rng, 3)} ${num(rng, 4)}`;
  const p = new Sheet();
  p.text(40, 'V5C  Vehicle Registration Certificate', { size: 12, bold: true }).down(12).text(40, 'DVLA Swansea SA99 1BA', { size: 7.5 }).down(26);
  p.text(40, `Doc. ref. no. ${ref}`, { size: 10, bold: true }).down(26);
  const cells = [
    ['A', plate],
    ['B', date(`${car.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'uk', 'long')],
    ['D.1', car.make.toUpperCase()],
    ['D.3', car.model.toUpperCase()],
    ['E', vin(rng, car.year, car.wmi)],
    ['P.1', `${rng.int(12, 42)}00`],
    ['C.1', personEn(rng).toUpperCase()],
    ['C.1.3', `${t.town.toUpperCase()} ${t.pc}${rng.pick(['AA', 'HT'])}`],
    ['Y', rng.pick(['4', '5', '2'])],
  ];
  cells.forEach(([k, v], i) => p.text(40, k, { size: 7.5, bold: true, y: p.y + i * 16 }).text(90, v, { size: 9.5, y: p.y + i * 16 }));
  p.down(170).text(40, 'Y = previous keepers · Historic vehicle tax class', { size: 7 });
  return doc('en', { documentType: 'registration', plateNumber: plate, registrationNumber: ref }, p);
}

/** A US renewal stub: the values in a row, a one-letter key (P plate, R reg. no., X expires). */
export function usRenewalKey(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const iso = rng.date(1980, 2012);
  const exp = `${Number(iso.slice(0, 4)) + rng.pick([1, 2])}-${iso.slice(5, 7)}-${rng.pick(['28', '15', '01'])}`;
  const plate = plateUs(rng);
  const reg = `${rng.pick(L2)}${num(rng, 7)}`;
  const p = new Sheet();
  p.text(40, `${t.st} Motor Vehicle Div. · Renewal Receipt/Registration`, { size: 11, bold: true }).down(40);
  p.box(40, p.y - 12, 515, 36);
  const cells = [
    ['P', plate],
    ['R', reg],
    ['X', date(exp, 'us', 'dash')],
    ['C', `${t.town.slice(0, 4).toUpperCase()}`],
    ['F', `$${money(round2(rng.int(1800, 9000) / 100), 'us')}`],
  ];
  cells.forEach(([k, v], i) => p.text(46 + i * 103, k, { size: 6.5, bold: true }).text(46 + i * 103, v, { size: 10, y: p.y + 16 }));
  p.down(40).text(40, 'P = plate  R = reg. no.  X = expires  C = county  F = fee paid', { size: 7 }).down(20);
  p.text(40, `${personEn(rng)} · ${vin(rng, rng.int(1965, 1990), '1G1')}`, { size: 8 });
  return doc('en', { documentType: 'registration', plateNumber: plate, registrationNumber: reg, expiryDate: exp }, p);
}
