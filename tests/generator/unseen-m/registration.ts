/**
 * Registrations out of a shoebox: a certified copy of a 1970s Fahrzeugschein, a ZB I faxed to the
 * insurer, a Kurzzeitkennzeichen certificate with an Eingangsstempel, a photocopied US card with a
 * note, a faxed V5C page, a US renewal card with its fee stub torn off on the same sheet.
 */
import {
  addDays,
  addYears,
  CLASSICS_DE,
  CLASSICS_EN,
  DE_TOWNS,
  dePerson,
  dePlate,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  note,
  page,
  phoneDe,
  phoneUk,
  price,
  stamp,
  UK_PLACES,
  US_PLACES,
  vin,
  type Family,
} from './kit';

/** 1970s Fahrzeugschein, copied and certified by the Zulassungsstelle (its own stamp and date). */
export const certifiedFahrzeugschein: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const plate = dePlate(rng, town);
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const issued = rng.date(1968, 1989);
  const p = page();
  stamp(p, 40, 24, ['KOPIE'], 14);
  p.text(297, 'Bundesrepublik Deutschland', { y: 70, size: 9, align: 'center' });
  p.text(297, 'Fahrzeugschein', { y: 92, size: 18, bold: true, serif: true, align: 'center' });
  p.text(555, `Nr. ${no}`, { y: 70, size: 10, bold: true, align: 'right' });
  const fields: [string, string, string][] = [
    ['1', 'Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['2', 'Hersteller', rng.pick(['Daimler-Benz', 'Volkswagenwerk', 'Adam Opel', 'BMW'])],
    ['3', 'Typ', rng.pick(CLASSICS_DE).split(' ').slice(1).join(' ')],
    ['4', 'Fahrzeug-Ident.-Nr.', digits(rng, 10)],
    ['13', 'Hubraum cm³', String(rng.pick([1285, 1584, 1990, 2746]))],
    ['14', 'Leistung kW bei min⁻¹', `${rng.int(34, 130)} / ${rng.int(45, 60)}00`],
  ];
  let y = 130;
  for (const [code, k, v] of fields) {
    p.box(40, y - 11, 260, 24);
    p.text(44, `${code}  ${k}`, { y: y - 3, size: 6.5 });
    p.text(60, v, { y: y + 10, size: 10, serif: true });
    y += 24;
  }
  p.box(320, 119, 235, 48);
  p.text(324, 'Amtliches Kennzeichen', { y: 128, size: 6.5 });
  p.text(340, plate, { y: 156, size: 18, bold: true });
  p.box(320, 173, 235, 48);
  p.text(324, 'Name, Vorname, Anschrift', { y: 182, size: 6.5 });
  p.text(330, dePerson(rng), { y: 198, size: 10, serif: true });
  p.text(330, `${town.zip.slice(0, 2)}00 ${town.name}`, { y: 212, size: 10, serif: true });
  p.box(320, 227, 235, 40);
  p.text(324, 'Tag der ersten Zulassung', { y: 236, size: 6.5 });
  p.text(330, fmt(rng.date(1962, +issued.slice(0, 4)), 'de2'), { y: 256, size: 10, serif: true });
  p.text(40, `${town.name}, den ${fmt(issued, 'de2')}`, { y: 300, size: 10, serif: true });
  p.text(40, `Straßenverkehrsamt – Zulassungsstelle – ${town.name}`, { y: 314, size: 8 });
  p.text(40, `Nächste Hauptuntersuchung: ${fmt(addYears(issued, 2), 'de').slice(3)}`, { y: 334, size: 9 });
  const cert = addYears(issued, rng.int(4, 30));
  stamp(p, 300, 380, ['Die Übereinstimmung dieser Abschrift', 'mit der Urschrift wird beglaubigt.', `${town.name}, ${fmt(cert, 'de')}`, 'Gebühr DM 8,–'], 8);
  note(p, 60, 460, 'Original beim Käufer – Kopie für Versicherung');
  return gen(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
};

/** A ZB I faxed to the insurer: codes beside the fields, the HU date (no expiry of the document). */
export const faxedZb1: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const plate = dePlate(rng, town, true);
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const issued = rng.date(2006, 2025);
  const faxed = addDays(issued, rng.int(1, 60));
  const p = page();
  faxHeader(p, rng, faxed, dePerson(rng), phoneDe(rng, town), 'de');
  p.text(40, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { y: 50, size: 8 });
  p.text(40, 'Zulassungsbescheinigung Teil I', { y: 70, size: 15, bold: true });
  p.text(40, '(Fahrzeugschein)', { y: 84, size: 9 });
  p.text(555, no, { y: 70, size: 12, bold: true, align: 'right' });
  const left: [string, string][] = [
    ['A', plate],
    ['B', fmt(rng.date(1965, 1995), 'de')],
    ['I', fmt(issued, 'de')],
    ['C.1.1', rng.pick(['Brenner', 'Kessler', 'Lindemann'])],
    ['C.1.2', rng.pick(['Klaus', 'Monika', 'Jürgen'])],
    ['C.1.3', `${rng.pick(['Mühlweg', 'Lindenallee'])} ${rng.int(1, 40)}, ${town.zip} ${town.name}`],
    ['D.1', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'VOLKSWAGEN', 'BMW'])],
    ['E', vin(rng)],
    ['P.1', String(rng.pick([1285, 1990, 2687, 2996]))],
    ['Spezielle Angaben', 'Nächste HU ' + fmt(addYears(issued, 2), 'de').slice(3)],
  ];
  left.forEach(([code, v], i) => {
    p.text(40, code, { y: 118 + i * 18, size: 7.5, bold: true });
    p.text(110, v, { y: 118 + i * 18, size: 10 });
  });
  p.text(40, `Zulassungsbehörde ${town.name} · Dienstsiegel`, { y: 320, size: 8 });
  note(p, 60, 370, `an Versicherung z. Hd. Fr. ${rng.pick(['Albrecht', 'Ziegler'])} – Vertrag ${digits(rng, 8)}`);
  return gen(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no });
};

/** A Kurzzeitkennzeichen certificate with its end of validity, an Eingangsstempel of the dealer. */
export const kurzzeitStamped: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const plate = `${town.plate}-04 ${rng.int(100, 999)}`;
  const no = `KZ ${digits(rng, 6)}`;
  const issued = rng.date(2015, 2025);
  const expiry = addDays(issued, 4);
  const p = page();
  p.text(40, `Landkreis ${town.name} – Zulassungsbehörde`, { y: 52, size: 10, bold: true });
  p.text(40, 'Fahrzeugschein für Fahrzeuge mit Kurzzeitkennzeichen', { y: 80, size: 13, bold: true });
  p.text(40, `Schein-Nr. ${no}`, { y: 100, size: 10 });
  const rows: [string, string][] = [
    ['Kurzzeitkennzeichen', plate],
    ['Ausgegeben am', fmt(issued, 'de')],
    ['Gültig bis', fmt(expiry, 'de')],
    ['Inhaber', dePerson(rng)],
    ['Fahrzeug', `${rng.pick(CLASSICS_DE)}, FIN ${vin(rng)}`],
    ['Versicherungsbestätigung (eVB)', letters(rng, 7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')],
    ['Gebühr', `${money(price(rng, 1310, 2860, 10), 'de')} €`],
  ];
  rows.forEach(([k, v], i) => {
    p.box(40, 116 + i * 26, 515, 26);
    p.text(46, k, { y: 133 + i * 26, size: 8.5 });
    p.text(230, v, { y: 133 + i * 26, size: 10, bold: k === 'Kurzzeitkennzeichen' });
  });
  p.text(40, 'Nur gültig für Prüfungs-, Probe- oder Überführungsfahrten.', { y: 320, size: 8 });
  stamp(p, 330, 350, ['EINGEGANGEN', fmt(addDays(issued, rng.int(20, 90)), 'de')], 10);
  note(p, 60, 380, 'Überführung zum TÜV – erledigt');
  return gen(p, 'de', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
};

/** A US registration card photocopied onto a page, COPY stamp, a note of where the original is. */
export const usCopiedCard: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const plate = `${digits(rng, 1)}${letters(rng, 3)}${digits(rng, 3)}`;
  const no = `${digits(rng, 9)}`;
  const issued = rng.date(1975, 2025);
  const expiry = addYears(issued, 1);
  const p = page();
  stamp(p, 420, 30, ['COPY'], 18);
  p.box(60, 100, 470, 210);
  p.text(
    295,
    `STATE OF ${({ OH: 'OHIO', CA: 'CALIFORNIA', PA: 'PENNSYLVANIA', WA: 'WASHINGTON', TX: 'TEXAS', NC: 'NORTH CAROLINA', IL: 'ILLINOIS', MA: 'MASSACHUSETTS' } as Record<string, string>)[place.region]}`,
    { y: 122, size: 10, bold: true, align: 'center' },
  );
  p.text(295, 'CERTIFICATE OF REGISTRATION', { y: 137, size: 12, bold: true, align: 'center' });
  const heads = ['PLATE NO.', 'REG. NO.', 'ISSUED', 'EXPIRES'];
  const vals = [plate, no, fmt(issued, 'us'), fmt(expiry, 'us')];
  heads.forEach((h, i) => {
    p.text(72 + i * 115, h, { y: 162, size: 7, bold: true });
    p.text(72 + i * 115, vals[i], { y: 178, size: 10 });
  });
  p.text(72, `YR ${rng.int(1955, 1979)}  MAKE ${rng.pick(['CHEV', 'FORD', 'PONT', 'DODG'])}  BODY 2D  VIN ${vin(rng)}`, { y: 204, size: 8.5 });
  p.text(72, `OWNER ${enPerson(rng).toUpperCase()}`, { y: 222, size: 9 });
  p.text(72, `${place.town.toUpperCase()} ${place.region} ${place.zip}`, { y: 236, size: 9 });
  p.text(72, `FEES PAID $${money(price(rng, 2500, 18000, 100), 'en')}   WEIGHT ${rng.int(2800, 4200)} LBS   TITLE NO. ${digits(rng, 8)}`, { y: 260, size: 8 });
  p.text(72, 'KEEP IN VEHICLE · SIGNATURE OF OWNER ____________________', { y: 292, size: 7 });
  note(p, 70, 360, 'original in glovebox');
  note(p, 70, 380, `renewed online ${fmt(addDays(expiry, -rng.int(5, 30)), 'us2')}?`, 10);
  return gen(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
};

/** A V5C page faxed: the registration mark and the document reference number in groups. */
export const ukFaxedV5c: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const plate = `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)}`;
  const drn = `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 2)}`;
  const issued = rng.date(2005, 2025);
  const faxed = addDays(issued, rng.int(10, 300));
  const p = page();
  faxHeader(p, rng, faxed, enPerson(rng), phoneUk(rng, place), 'en');
  p.text(40, 'Vehicle Registration Certificate', { y: 60, size: 15, bold: true });
  p.text(40, 'V5C', { y: 78, size: 12, bold: true });
  p.text(555, `Document reference number`, { y: 56, size: 7, align: 'right' });
  p.text(555, drn, { y: 70, size: 12, bold: true, align: 'right' });
  const rows: [string, string][] = [
    ['A  Registration number', plate],
    ['B  Date of first registration', fmt(rng.date(1960, 1985), 'uk')],
    ['   Date of first registration in UK', fmt(rng.date(1986, 2004), 'uk')],
    ['C.1  Registered keeper', enPerson(rng)],
    ['D.1  Make', rng.pick(['TRIUMPH', 'MG', 'JAGUAR', 'AUSTIN HEALEY'])],
    ['E  VIN/Chassis/Frame No.', vin(rng)],
    ['P.1  Cylinder capacity (cc)', String(rng.pick([1798, 2498, 3781]))],
    ['   Taxation class', 'HISTORIC VEHICLE'],
    ['I  Date of issue of this V5C', fmt(issued, 'uk')],
    ['   Previous registered keepers', String(rng.int(2, 9))],
  ];
  rows.forEach(([k, v], i) => {
    p.text(40, k, { y: 112 + i * 18, size: 8.5 });
    p.text(300, v, { y: 112 + i * 18, size: 10 });
  });
  p.text(40, 'This document is not proof of ownership. DVLA, Swansea SA99 1BA.', { y: 310, size: 8 });
  note(p, 60, 360, `for the valuation — ${rng.pick(['Trevor', 'Clive'])}`);
  return gen(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: drn });
};

/** A US renewal card with its fee stub on the same sheet (the stub has its own date and number). */
export const usRenewalWithStub: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const plate = `${letters(rng, 3)} ${digits(rng, 4)}`;
  const no = `R${digits(rng, 8)}`;
  const expiry = rng.date(1990, 2026);
  const issued = addDays(addYears(expiry, -2), rng.int(1, 20));
  const p = page();
  p.box(40, 60, 515, 170);
  p.text(50, `${place.region} DEPARTMENT OF MOTOR VEHICLES`, { y: 80, size: 10, bold: true });
  p.text(50, 'REGISTRATION CARD — VEHICLE RENEWAL', { y: 96, size: 9 });
  p.text(50, `LICENSE PLATE  ${plate}`, { y: 124, size: 11, bold: true });
  p.text(300, `REGISTRATION NO.  ${no}`, { y: 124, size: 9 });
  p.text(50, `VALID FROM ${fmt(issued, 'us2')}`, { y: 144, size: 9 });
  p.text(300, `EXPIRATION DATE  ${fmt(expiry, 'us')}`, { y: 144, size: 9, bold: true });
  p.text(50, `${rng.pick(CLASSICS_EN).toUpperCase()}  VIN ${vin(rng)}`, { y: 166, size: 8 });
  p.text(50, `${enPerson(rng).toUpperCase()}, ${place.town.toUpperCase()}, ${place.region}`, { y: 182, size: 8 });
  p.text(50, 'HISTORIC VEHICLE — LIMITED USE', { y: 210, size: 8, bold: true });
  p.text(297, '- - - - - - - - - - - - - - - - - - - - DETACH HERE - - - - - - - - - - - - - - - - - - - -', { y: 258, size: 7, align: 'center' });
  p.box(40, 272, 515, 110);
  p.text(50, 'FEE RECEIPT', { y: 292, size: 9, bold: true });
  p.text(50, `RECEIPT NO. ${digits(rng, 10)}    DATE PAID ${fmt(addDays(issued, -rng.int(1, 10)), 'us')}`, { y: 310, size: 8.5 });
  const fee = price(rng, 1800, 9500, 25);
  const county = price(rng, 500, 2500, 25);
  p.text(50, `REGISTRATION FEE $${money(fee, 'en')}   COUNTY FEE $${money(county, 'en')}   TOTAL $${money(fee + county, 'en')}`, { y: 328, size: 8.5 });
  p.text(50, `METHOD: CHECK #${digits(rng, 4)}   OFFICE ${digits(rng, 3)}`, { y: 346, size: 8.5 });
  note(p, 60, 420, 'sticker on plate — done');
  return gen(p, 'en', { documentType: 'registration', plateNumber: plate, registrationNumber: no, expiryDate: expiry });
};

export const REGISTRATION_DE: Family[] = [certifiedFahrzeugschein, faxedZb1, kurzzeitStamped];
export const REGISTRATION_EN: Family[] = [usCopiedCard, ukFaxedV5c, usRenewalWithStub];
