/**
 * Six registration papers: the old German Fahrzeugschein (numbered fields), a later Fahrzeugschein
 * with captions under the values, the first Zulassungsbescheinigung Teil I with its EU field codes,
 * the British V5 "Vehicle Registration Document", a California-style registration card and a
 * typewritten US certificate of registration.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  addDays,
  addMonths,
  deAddress,
  deName,
  dePlate,
  deCar,
  enName,
  fmtDate,
  fmtInt,
  fmtMoney,
  PageBuilder,
  r2,
  ukCar,
  ukAddress,
  ukPlate,
  usCar,
  usAddress,
  usPlate,
  vin,
  yearOf,
} from './kit';

const registration = (pb: PageBuilder, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language,
  truth: { documentType: 'registration', ...truth },
});

const firstReg = (rng: Random, year: number) => `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/** The old Fahrzeugschein (1975–1992): numbered fields in a grid, the serial top right, the HU month that is no expiry. */
export function deFahrzeugscheinAlt(rng: Random): Generated {
  const issued = rng.date(1975, 1992);
  const year = rng.int(1962, yearOf(issued));
  const serial = `${rng.pick(['A', 'B', 'C', 'D'])} ${rng.int(1000000, 9999999)}`;
  const plate = dePlate(rng);
  const car = deCar(rng, year);
  const pb = new PageBuilder();
  pb.text(40, 'Bundesrepublik Deutschland', { y: 50, size: 8, serif: true });
  pb.text(297, 'Fahrzeugschein', { y: 72, size: 18, serif: true, bold: true, align: 'center' });
  pb.text(555, `Nr. ${serial}`, { y: 50, size: 10, serif: true, bold: true, align: 'right' });
  const fields: [string, string, string][] = [
    ['1', 'Amtliches Kennzeichen', plate],
    ['2', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['3', 'Hersteller des Fahrgestells', car.split(' ')[0]],
    ['4', 'Fahrzeug-Identifizierungs-Nr.', vin(rng, year)],
    ['5', 'Typ und Ausführung', car.split(' ').slice(1).join(' ')],
    ['6', 'Hubraum in cm³', fmtInt(rng.pick([1285, 1584, 1990, 2299, 2746]), '.')],
    ['7', 'Leistung in kW bei 1/min', `${rng.int(29, 132)} / ${rng.pick([4800, 5200, 5500, 5800])}`],
    ['8', 'Höchstgeschwindigkeit km/h', String(rng.int(125, 210))],
    ['9', 'Zul. Gesamtgewicht kg', String(rng.int(1100, 1850))],
    ['10', 'Tag der ersten Zulassung', fmtDate(firstReg(rng, year), 'de-short')],
  ];
  let y = 100;
  for (let i = 0; i < fields.length; i += 2) {
    for (const j of [0, 1]) {
      const f = fields[i + j];
      if (!f) continue;
      const x = 40 + j * 258;
      pb.box(x, y, 257, 34);
      pb.text(x + 3, `${f[0]}  ${f[1]}`, { y: y + 9, size: 6.5 });
      pb.text(x + 12, f[2], { y: y + 27, size: 11, serif: true });
    }
    y += 34;
  }
  y += 20;
  const owner = deName(rng);
  const a = deAddress(rng, issued);
  pb.text(40, 'Name und Anschrift des Halters', { y, size: 7 });
  pb.text(50, owner, { y: y + 16, size: 11, serif: true });
  pb.text(50, `${a.street}, ${a.town}`, { y: y + 30, size: 11, serif: true });
  y += 60;
  const hu = addMonths(issued, 24).slice(0, 7);
  pb.box(40, y, 170, 46);
  pb.text(45, 'Nächste Hauptuntersuchung', { y: y + 10, size: 6.5 });
  pb.text(60, `${hu.slice(5, 7)}/${hu.slice(2, 4)}`, { y: y + 34, size: 14, serif: true, bold: true });
  pb.text(555, `Zulassungsstelle ${a.town.replace(/^W-|\d+ /g, '')}`, { y: y + 16, size: 9, serif: true, align: 'right' });
  pb.text(555, `den ${fmtDate(issued, 'de')}`, { y: y + 30, size: 9, serif: true, align: 'right' });
  pb.text(555, '(Dienstsiegel)', { y: y + 60, size: 7, serif: true, align: 'right' });
  pb.text(40, 'Der Fahrzeugschein ist bei Fahrten mitzuführen und zuständigen Personen auf Verlangen auszuhändigen.', { y: y + 100, size: 7 });
  return registration(pb, 'de', { registrationNumber: serial, plateNumber: plate });
}

/** A 1990s Fahrzeugschein: values printed above their small captions in a two-column grid. */
export function deFahrzeugscheinNeu(rng: Random): Generated {
  const issued = rng.date(1993, 2004);
  const year = rng.int(1960, 1995);
  const serial = `${rng.int(1000000, 9999999)}${rng.pick(['A', 'B', 'K', 'L'])}`;
  const plate = dePlate(rng);
  const pb = new PageBuilder();
  pb.box(36, 36, 523, 470);
  pb.text(50, 'FAHRZEUGSCHEIN', { y: 62, size: 14, bold: true });
  pb.text(545, serial, { y: 62, size: 11, bold: true, align: 'right' });
  pb.text(545, 'Nummer des Fahrzeugscheins', { y: 72, size: 6, align: 'right' });
  const grid: [string, string][] = [
    [plate, 'Amtliches Kennzeichen'],
    [fmtDate(firstReg(rng, year), 'de'), 'Tag der ersten Zulassung'],
    [deCar(rng, year), 'Hersteller, Typ'],
    [vin(rng, year), 'Fahrzeug-Ident.-Nr.'],
    [`${rng.int(40, 180)} kW`, 'Nennleistung'],
    [`${fmtInt(rng.int(1100, 2800), '.')} cm³`, 'Hubraum'],
    [rng.pick(['Otto', 'Diesel']), 'Kraftstoff'],
    [`${rng.int(4, 6)}`, 'Sitzplätze einschl. Fahrer'],
  ];
  grid.forEach(([v, cap], i) => {
    const x = 50 + (i % 2) * 250;
    const y = 100 + Math.floor(i / 2) * 40;
    pb.text(x, v, { y, size: 11 });
    pb.box(x, y + 4, 230, 0.3);
    pb.text(x, cap, { y: y + 12, size: 6.5 });
  });
  const owner = deName(rng);
  const a = deAddress(rng, issued);
  pb.text(50, owner, { y: 280, size: 11 });
  pb.text(50, `${a.street}, ${a.town}`, { y: 294, size: 11 });
  pb.box(50, 298, 480, 0.3);
  pb.text(50, 'Halter', { y: 306, size: 6.5 });
  const hu = addMonths(issued, rng.pick([12, 24]));
  pb.text(50, `${hu.slice(5, 7)}.${hu.slice(0, 4)}`, { y: 350, size: 11 });
  pb.box(50, 354, 140, 0.3);
  pb.text(50, 'Nächste HU (Monat/Jahr)', { y: 362, size: 6.5 });
  pb.text(300, `${a.town.split(' ').slice(1).join(' ')}, ${fmtDate(issued, 'de')}`, { y: 350, size: 11 });
  pb.box(300, 354, 230, 0.3);
  pb.text(300, 'Ort, Datum der Ausstellung', { y: 362, size: 6.5 });
  pb.text(300, 'Straßenverkehrsamt', { y: 420, size: 9 });
  return registration(pb, 'de', { registrationNumber: serial, plateNumber: plate });
}

/** The first Zulassungsbescheinigung Teil I (from October 2005): EU field codes (A, B, E, C.1.1 …) before the values. */
export function deZb1(rng: Random): Generated {
  const issued = rng.chance(0.5) ? `2005-${rng.pick(['10', '11', '12'])}-${String(rng.int(1, 28)).padStart(2, '0')}` : rng.date(2006, 2006);
  const year = rng.int(1960, 1990);
  const docNo = `${rng.pick(['AA', 'AB', 'AC'])}${rng.int(1000000, 9999999)}`;
  const plate = `${dePlate(rng)}H`;
  const car = deCar(rng, year);
  const pb = new PageBuilder();
  pb.text(40, 'EUROPÄISCHE GEMEINSCHAFT · BUNDESREPUBLIK DEUTSCHLAND', { y: 48, size: 7 });
  pb.text(40, 'Zulassungsbescheinigung Teil I', { y: 68, size: 15, bold: true });
  pb.text(40, '(Fahrzeugschein)', { y: 81, size: 9 });
  pb.text(555, docNo, { y: 68, size: 12, bold: true, align: 'right' });
  const owner = deName(rng);
  const a = deAddress(rng, issued);
  const f: [string, string][] = [
    ['A', plate],
    ['B', fmtDate(firstReg(rng, year), 'de')],
    ['C.1.1', owner.split(' ').slice(-1)[0]],
    ['C.1.2', owner.split(' ').slice(0, -1).join(' ')],
    ['C.1.3', `${a.town}, ${a.street}`],
    ['D.1', car.split(' ')[0]],
    ['D.3', car.split(' ').slice(1).join(' ')],
    ['E', vin(rng, year)],
    ['I', fmtDate(issued, 'de')],
    ['P.1', fmtInt(rng.pick([1285, 1584, 1990, 2299, 2746]), '')],
    ['P.2', String(rng.int(29, 132))],
    ['F.2', String(rng.int(1100, 1850))],
  ];
  let y = 110;
  for (const [code, v] of f) {
    pb.text(50, `(${code})`, { y, size: 8, bold: true });
    pb.text(95, v, { y, size: 10.5 });
    y += 18;
  }
  const hu = addMonths(issued, 24);
  pb.box(360, 110, 190, 50);
  pb.text(365, 'Nächste HU', { y: 122, size: 7 });
  pb.text(365, `${hu.slice(5, 7)}/${hu.slice(0, 4)}`, { y: 148, size: 14, bold: true });
  pb.text(360, `Zulassungsbehörde ${a.town.split(' ').slice(1).join(' ')}`, { y: 200, size: 8 });
  pb.text(40, 'Die Bescheinigung ist bei jeder Fahrt mitzuführen.', { y: y + 30, size: 7 });
  return registration(pb, 'de', { registrationNumber: docNo, plateNumber: plate });
}

/** The British V5 registration document (1983–1997): document reference number, registration mark, keeper. */
export function ukV5(rng: Random): Generated {
  const issued = rng.date(1983, 1997);
  const year = rng.int(1962, yearOf(issued));
  const ref = `${rng.int(10000, 99999)}${rng.int(100000, 999999)}`;
  const plate = ukPlate(rng, year);
  const pb = new PageBuilder();
  pb.text(40, 'DVLC Swansea SA99 1AR', { y: 46, size: 7 });
  pb.text(40, 'VEHICLE REGISTRATION DOCUMENT', { y: 66, size: 14, bold: true });
  pb.text(40, 'This document is not proof of ownership', { y: 78, size: 7.5 });
  pb.box(380, 48, 175, 36);
  pb.text(385, 'Document Reference Number', { y: 58, size: 6.5 });
  pb.text(385, ref, { y: 77, size: 12, bold: true });
  const car = ukCar(rng, year);
  const rows: [string, string][] = [
    ['Registration Mark', plate],
    ['Date of first registration', fmtDate(firstReg(rng, year), 'uk-mon').toUpperCase()],
    ['Date of issue of this document', fmtDate(issued, 'uk-mon').toUpperCase()],
    ['Taxation Class', rng.pick(['PRIVATE/LIGHT GOODS (PLG)', 'HISTORIC VEHICLE'])],
    ['Make', car.split(' ')[0].toUpperCase()],
    ['Model', car.split(' ').slice(1).join(' ').toUpperCase()],
    ['Colour', rng.pick(['RED', 'BLUE', 'GREEN', 'WHITE', 'YELLOW', 'BRONZE'])],
    ['VIN/Chassis/Frame No.', vin(rng, year)],
    ['Engine No.', `${rng.pick(['CC', 'FC', '10H'])}${rng.int(10000, 99999)}`],
    ['Cylinder capacity (cc)', String(rng.pick([998, 1275, 1798, 2498, 3528, 4235]))],
    ['Number of previous registered keepers', String(rng.int(0, 6))],
  ];
  let y = 110;
  for (const [k, v] of rows) {
    pb.text(40, k, { y, size: 8 });
    pb.text(250, v, { y, size: 10, bold: true });
    pb.box(40, y + 5, 515, 0.2);
    y += 19;
  }
  const a = ukAddress(rng);
  y += 20;
  pb.text(40, 'Registered Keeper', { y, size: 8, bold: true });
  pb.text(250, `${enName(rng).toUpperCase()}`, { y, size: 10 });
  pb.text(250, a.street.toUpperCase(), { y: y + 13, size: 10 });
  pb.text(250, a.town.toUpperCase(), { y: y + 26, size: 10 });
  pb.text(40, 'The registered keeper is the person who keeps the vehicle on a public road; it is not necessarily the legal owner.', { y: y + 60, size: 7 });
  return registration(pb, 'en', { registrationNumber: ref, plateNumber: plate });
}

/** A California-style registration card: capitals, boxed cells, expiry, fees paid (not a value). */
export function usRegistrationCard(rng: Random): Generated {
  const issued = rng.date(1982, 2004);
  const expires = addMonths(issued, 12);
  const year = rng.int(1955, yearOf(issued));
  const plate = usPlate(rng);
  const reg = `${rng.int(10, 99)}${rng.int(100000, 999999)}`;
  const pb = new PageBuilder();
  pb.box(60, 60, 475, 250);
  pb.text(297, 'STATE OF CALIFORNIA · DEPARTMENT OF MOTOR VEHICLES', { y: 78, size: 8, align: 'center' });
  pb.text(297, 'REGISTRATION CARD', { y: 96, size: 13, bold: true, align: 'center' });
  const cells: [number, number, number, string, string][] = [
    [70, 110, 120, 'LICENSE NUMBER', plate],
    [190, 110, 200, 'VEHICLE ID NUMBER', vin(rng, year)],
    [390, 110, 135, 'EXPIRES', fmtDate(expires, 'us')],
    [70, 144, 60, 'YR MDL', String(year)],
    [130, 144, 120, 'MAKE', usCar(rng, year).split(' ')[0].toUpperCase()],
    [250, 144, 140, 'REG. NO.', reg],
    [390, 144, 135, 'DATE ISSUED', fmtDate(issued, 'us')],
    [70, 178, 160, 'TYPE LIC', rng.pick(['AUTO', 'HISTORICAL VEHICLE', 'AUTO - PERSONAL'])],
    [230, 178, 160, 'FEES PAID', `$${fmtMoney(r2(rng.int(2800, 14900) / 100), 'en')}`],
    [390, 178, 135, 'CLASS', rng.pick(['A', 'B', 'C'])],
  ];
  for (const [x, y, w, cap, v] of cells) {
    pb.box(x, y, w, 34);
    pb.text(x + 3, cap, { y: y + 9, size: 6 });
    pb.text(x + 5, v, { y: y + 27, size: 10, bold: true });
  }
  const a = usAddress(rng);
  pb.text(75, 'REGISTERED OWNER', { y: 228, size: 6 });
  pb.text(75, enName(rng).toUpperCase(), { y: 242, size: 10 });
  pb.text(75, `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, { y: 255, size: 10 });
  pb.text(297, 'KEEP THIS CARD IN THE VEHICLE · NOT A TITLE', { y: 295, size: 7, align: 'center' });
  return registration(pb, 'en', { registrationNumber: reg, plateNumber: plate, expiryDate: expires });
}

/** A typewritten US certificate of registration (1975–1992): registration number, plate, "valid through". */
export function usCertificateOfRegistration(rng: Random): Generated {
  const issued = rng.date(1975, 1992);
  const expires = addDays(addMonths(issued, rng.pick([12, 24])), -1);
  const year = rng.int(1950, yearOf(issued));
  const plate = usPlate(rng);
  const regNo = `R ${rng.int(1000000, 9999999)}`;
  const state = rng.pick(['OHIO', 'PENNSYLVANIA', 'TEXAS', 'WISCONSIN']);
  const pb = new PageBuilder();
  pb.text(297, state === 'PENNSYLVANIA' ? 'COMMONWEALTH OF PENNSYLVANIA' : `STATE OF ${state}`, { y: 58, size: 9, serif: true, align: 'center' });
  pb.text(297, 'CERTIFICATE OF REGISTRATION', { y: 78, size: 14, serif: true, bold: true, align: 'center' });
  pb.text(297, 'MOTOR VEHICLE', { y: 92, size: 9, serif: true, align: 'center' });
  const items: [string, string][] = [
    ['REGISTRATION NO.', regNo],
    ['PLATE', plate],
    ['VALID THROUGH', fmtDate(expires, 'us-short')],
    ['YEAR', String(year)],
    ['MAKE / BODY', `${usCar(rng, year).split(' ')[0].toUpperCase()} / ${rng.pick(['2D HT', '4D SED', 'CONV', 'PKUP'])}`],
    ['SERIAL NO.', vin(rng, year)],
    ['WEIGHT', `${fmtInt(rng.int(2400, 4600), ',')} LBS`],
    ['TITLE NO.', String(rng.int(10000000, 99999999))],
    ['FEE', `${rng.int(18, 60)}.00`],
  ];
  let y = 130;
  items.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 60 : 320;
    pb.text(x, k, { y, size: 7.5, serif: true });
    pb.text(x + 95, v, { y, size: 10.5, serif: true });
    if (i % 2 === 1) y += 22;
  });
  y += 40;
  const a = usAddress(rng);
  pb.text(60, 'OWNER', { y, size: 7.5, serif: true });
  pb.text(155, enName(rng).toUpperCase(), { y, size: 10.5, serif: true });
  pb.text(155, `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, { y: y + 14, size: 10.5, serif: true });
  pb.text(60, `ISSUED ${fmtDate(issued, 'us-short')}`, { y: y + 50, size: 8, serif: true });
  pb.text(60, 'THIS REGISTRATION MUST BE CARRIED IN THE VEHICLE AT ALL TIMES', { y: y + 64, size: 8, serif: true });
  return registration(pb, 'en', { registrationNumber: regNo, plateNumber: plate, expiryDate: expires });
}
