/**
 * Registrations and titles: a California registration card, other states' registration cards each in its own wording
 * (Texas, Florida, New York, Pennsylvania, Ohio, Arizona, Michigan, Washington), an Ontario vehicle permit; a German
 * Zulassungsbescheinigung Teil I with export plates and a Swiss Fahrzeugausweis. Titles: a state certificate of title
 * of the 1990s–2020s, a California certificate of ownership of the 1970s–80s, a German Fahrzeugbrief with its holders
 * and a Zulassungsbescheinigung Teil II.
 */
import { PageBuilder } from '../page';
import { addDays, fd, hline } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl } from './jobs';
import { chPlate, dateAfter, deName, dePlate, deStreet, digits, euCar, field, letters, m, pickState, street, usCar, usName, usPlate } from './kit';

const reg = (plateNumber: string, registrationNumber: string | undefined, expiryDate: string | undefined): Generated['truth'] => {
  const t: Generated['truth'] = { documentType: 'registration', plateNumber };
  if (registrationNumber) t.registrationNumber = registrationNumber;
  if (expiryDate) t.expiryDate = expiryDate;
  return t;
};
const title = (date: string, vin: string): Generated['truth'] => ({ documentType: 'title', date, vin });
const lastDay = (y: number, mo: number) => new Date(Date.UTC(y, mo, 0)).getUTCDate();

/** The California DMV registration card (1985–2026): plate, VIN, expiry, fees paid; YOM plates on old cars. */
export function californiaRegistrationCard(rng: Random): Generated {
  const issued = dateAfter(rng, 1985, 2026);
  const year = Number(issued.slice(0, 4));
  const car = usCar(rng);
  const yom = car.year < 1970 && rng.chance(0.5);
  const plate = yom ? `${letters(rng, 3).replace(/[IOQ]/g, 'X')} ${digits(rng, 3)}` : usPlate(rng, 'CA', year);
  const exp = `${year + 1}-${issued.slice(5, 7)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const fees = Math.round(rng.int(60, 160) * infl(year));
  const p = new PageBuilder();
  p.box(40, 40, 515, 250);
  p.text(52, 'STATE OF CALIFORNIA', { y: 58, size: 9, bold: true });
  p.text(52, 'DEPARTMENT OF MOTOR VEHICLES', { y: 70, size: 8 });
  p.text(543, 'REGISTRATION CARD', { y: 62, size: 13, bold: true, align: 'right' });
  p.text(543, 'VALID ONLY WHEN VALIDATED — KEEP IN VEHICLE', { y: 74, size: 6.5, align: 'right' });
  const y0 = 84;
  field(p, 40, y0, 130, 30, 'VEHICLE LICENSE NO.', plate, { bold: true, size: 11 });
  field(p, 170, y0, 240, 30, 'VEHICLE ID. NUMBER', car.vin);
  field(p, 410, y0, 145, 30, 'EXPIRES', fd(exp, 'us'), { bold: true, size: 11 });
  field(p, 40, y0 + 30, 70, 30, 'YEAR MODEL', String(car.year));
  field(p, 110, y0 + 30, 90, 30, 'MAKE', car.make.slice(0, 5).toUpperCase());
  field(p, 200, y0 + 30, 70, 30, 'BODY TYPE', car.body.includes('Conv') ? 'CV' : car.body === 'PU' ? 'PK' : 'CP');
  field(p, 270, y0 + 30, 80, 30, 'TYPE LIC.', yom ? 'YOM' : 'AUTO');
  field(p, 350, y0 + 30, 60, 30, 'CLASS', rng.pick(['11', '12']));
  field(p, 410, y0 + 30, 145, 30, 'DATE ISSUED', fd(issued, 'us'));
  field(p, 40, y0 + 60, 370, 56, 'REGISTERED OWNER', `${usName(rng).toUpperCase()}`);
  p.text(46, `${street(rng).toUpperCase()}  ${rng.pick(['FRESNO', 'RIVERSIDE', 'SANTA ROSA', 'TORRANCE'])} CA ${rng.int(90001, 96150)}`, {
    y: y0 + 108,
    size: 9,
  });
  field(p, 410, y0 + 60, 145, 28, 'FEES PAID', `$${m(fees)}`);
  field(p, 410, y0 + 88, 145, 28, 'SMOG', car.year < 1976 ? 'EXEMPT' : rng.pick(['CERT ON FILE', 'BIENNIAL']));
  p.text(52, 'This card must be signed by the registered owner. Report a change of address to DMV within 10 days.', { y: y0 + 136, size: 7 });
  p.text(52, 'Signature of owner ______________________________', { y: y0 + 160, size: 8 });
  p.text(543, `${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.pick(['MV', 'BY', 'FO'])}`, { y: y0 + 196, size: 7, align: 'right' });
  return { items: p.items, language: 'en', truth: reg(plate, undefined, exp) };
}

/** Registration cards of other states, each with its own heading, number label and expiry (or permanent plate). */
export function stateRegistrationCard(rng: Random): Generated {
  const st = pickState(rng, ['TX', 'FL', 'NY', 'PA', 'OH', 'AZ', 'MI', 'WA']);
  const forms: Record<string, { head: string[]; num: string; mk: () => string; exp: string; perm?: string }> = {
    TX: {
      head: ['TEXAS DEPARTMENT OF MOTOR VEHICLES', 'REGISTRATION RECEIPT'],
      num: 'DOCUMENT NO.',
      mk: () => `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 8)}`,
      exp: 'REG EXPIRES',
    },
    FL: {
      head: ['FLORIDA DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', 'REGISTRATION CERTIFICATE'],
      num: 'REGISTRATION NUMBER',
      mk: () => digits(rng, 10),
      exp: 'EXPIRATION DATE',
    },
    NY: {
      head: ['NEW YORK STATE DEPARTMENT OF MOTOR VEHICLES', 'VEHICLE REGISTRATION'],
      num: 'DOCUMENT NUMBER',
      mk: () => digits(rng, 9),
      exp: 'VALID THROUGH',
    },
    PA: {
      head: ['COMMONWEALTH OF PENNSYLVANIA · DEPARTMENT OF TRANSPORTATION', 'REGISTRATION CARD'],
      num: 'CARD NO.',
      mk: () => `${digits(rng, 3)}-${digits(rng, 6)}`,
      exp: 'EXPIRES',
      perm: 'ANTIQUE — PERMANENT',
    },
    OH: { head: ['OHIO BUREAU OF MOTOR VEHICLES', 'CERTIFICATE OF REGISTRATION'], num: 'REGISTRATION NO.', mk: () => digits(rng, 8), exp: 'EXPIRATION' },
    AZ: {
      head: ['ARIZONA DEPARTMENT OF TRANSPORTATION · MOTOR VEHICLE DIVISION', 'VEHICLE REGISTRATION'],
      num: 'RECORD NO.',
      mk: () => `${letters(rng, 1)}${digits(rng, 9)}`,
      exp: 'EXPIRES',
    },
    MI: {
      head: ['MICHIGAN DEPARTMENT OF STATE', 'VEHICLE REGISTRATION'],
      num: 'REGISTRATION NO.',
      mk: () => digits(rng, 11),
      exp: 'EXPIRES',
      perm: 'HISTORIC — NO EXPIRATION',
    },
    WA: {
      head: ['WASHINGTON STATE DEPARTMENT OF LICENSING', 'VEHICLE REGISTRATION CERTIFICATE'],
      num: 'REGISTRATION NO.',
      mk: () => digits(rng, 9),
      exp: 'EXPIRATION DATE',
      perm: 'COLLECTOR VEHICLE — PERMANENT',
    },
  };
  const f = forms[st.code];
  const issued = dateAfter(rng, 1992, 2026);
  const year = Number(issued.slice(0, 4));
  const car = usCar(rng);
  const perm = f.perm && car.year + 25 <= year && rng.chance(0.5);
  const plate = usPlate(rng, st.code, year);
  const num2 = f.mk();
  const y2 = year + (st.code === 'AZ' && rng.chance(0.4) ? 5 : 1);
  const mo = Number(issued.slice(5, 7));
  const exp = `${y2}-${String(mo).padStart(2, '0')}-${String(lastDay(y2, mo)).padStart(2, '0')}`;
  const fees = Math.round(rng.int(40, 140) * infl(year));
  const p = new PageBuilder();
  p.box(40, 40, 515, 270);
  p.text(297, f.head[0], { y: 58, size: 8.5, bold: true, align: 'center' });
  p.text(297, f.head[1], { y: 74, size: 13, bold: true, align: 'center' });
  hline(p, 40, 515, 82);
  const rows: [string, string, number][][] = [
    [
      [f.num, num2, 180],
      ['PLATE', plate, 150],
      [f.exp, perm ? f.perm! : fd(exp, rng.pick(['us', 'usshort'])), 185],
    ],
    [
      ['YEAR', String(car.year), 60],
      ['MAKE', car.make.toUpperCase(), 110],
      ['MODEL', car.model.toUpperCase(), 160],
      ['BODY', car.body.toUpperCase(), 75],
      ['COLOR', car.color.toUpperCase(), 110],
    ],
    [
      ['VEHICLE IDENTIFICATION NUMBER', car.vin, 280],
      ['TITLE NO.', digits(rng, 8), 120],
      ['ISSUE DATE', fd(issued, 'us'), 115],
    ],
  ];
  let y = 88;
  for (const r of rows) {
    let x = 40;
    for (const [l, v, w] of r) {
      field(p, x, y, w, 32, l, v, { size: v.length > 20 ? 8.5 : 10, bold: l === 'PLATE' });
      x += w;
    }
    y += 32;
  }
  field(p, 40, y, 330, 60, 'OWNER', usName(rng).toUpperCase());
  p.text(46, `${street(rng).toUpperCase()}, ${rng.pick(st.cities).toUpperCase()} ${st.code} ${st.zip()}`, { y: y + 50, size: 9 });
  field(p, 370, y, 185, 30, 'FEES PAID', `$${m(fees)}`);
  const counties: Record<string, string[]> = {
    TX: ['POTTER', 'MCLENNAN', 'SMITH', 'TAYLOR'],
    FL: ['MARION', 'SARASOTA', 'POLK', 'ESCAMBIA'],
    NY: ['ONONDAGA', 'BROOME', 'ONEIDA', 'MONROE'],
    PA: ['LANCASTER', 'DAUPHIN', 'BLAIR', 'ERIE'],
    OH: ['SUMMIT', 'MONTGOMERY', 'LUCAS', 'STARK'],
    AZ: ['MARICOPA', 'PIMA', 'YAVAPAI', 'COCONINO'],
    MI: ['GENESEE', 'INGHAM', 'SAGINAW', 'KALAMAZOO'],
    WA: ['SPOKANE', 'YAKIMA', 'PIERCE', 'WHATCOM'],
  };
  field(p, 370, y + 30, 185, 30, 'COUNTY', rng.pick(counties[st.code]));
  p.text(
    52,
    perm
      ? 'This registration does not expire while the vehicle is owned by the registrant and used as a collector vehicle.'
      : 'Carry this registration in the vehicle. Renew before the expiration date to avoid late fees.',
    { y: y + 80, size: 7 },
  );
  return { items: p.items, language: 'en', truth: reg(plate, num2, perm ? undefined : exp) };
}

/** An Ontario vehicle permit: vehicle portion and plate portion, permit number, plate validation expiry. */
export function ontarioVehiclePermit(rng: Random): Generated {
  const issued = dateAfter(rng, 1995, 2026);
  const year = Number(issued.slice(0, 4));
  const car = usCar(rng);
  const plate = `${letters(rng, 4).replace(/[IOQU]/g, 'K')} ${digits(rng, 3)}`;
  const permit = digits(rng, 9);
  const bmo = rng.int(1, 12);
  const by = year + rng.int(1, 2);
  const bday = rng.int(1, 28);
  const exp = `${by}-${String(bmo).padStart(2, '0')}-${String(bday).padStart(2, '0')}`;
  const owner = usName(rng).toUpperCase().replace(/ /, ', ');
  const p = new PageBuilder();
  const part = (y0: number, head: string) => {
    p.box(40, y0, 515, 200);
    p.text(52, 'Ontario · Ministry of Transportation', { y: y0 + 16, size: 8, bold: true });
    p.text(543, head, { y: y0 + 16, size: 11, bold: true, align: 'right' });
    p.text(543, head === 'VEHICLE PORTION' ? 'PARTIE VÉHICULE' : 'PARTIE PLAQUE', { y: y0 + 27, size: 7, align: 'right' });
    field(p, 40, y0 + 34, 160, 30, 'PERMIT NO. / N° DU CERTIFICAT', permit, { bold: true });
    field(p, 200, y0 + 34, 120, 30, 'PLATE NO. / N° DE PLAQUE', plate, { bold: true });
    field(p, 320, y0 + 34, 235, 30, 'VEHICLE IDENTIFICATION NO. / NIV', car.vin);
    field(p, 40, y0 + 64, 60, 30, 'YEAR', String(car.year));
    field(p, 100, y0 + 64, 100, 30, 'MAKE', car.make.toUpperCase().slice(0, 8));
    field(p, 200, y0 + 64, 80, 30, 'BODY', car.body.includes('Conv') ? 'CV' : '2D');
    field(p, 280, y0 + 64, 80, 30, 'COLOUR', car.color.toUpperCase().slice(0, 3));
    field(p, 360, y0 + 64, 195, 30, 'STATUS', car.year + 30 <= year ? 'HISTORIC' : 'PASSENGER');
    field(p, 40, y0 + 94, 320, 52, 'REGISTRANT / TITULAIRE', owner);
    p.text(46, `${rng.int(10, 999)} ${rng.pick(['MAPLE AVE', 'COUNTY RD 10', 'KING ST E'])}, ${rng.pick(['BARRIE', 'KINGSTON', 'GUELPH'])} ON`, {
      y: y0 + 138,
      size: 9,
    });
    field(p, 360, y0 + 94, 195, 26, 'ISSUE DATE / DATE DE DÉLIVRANCE', fd(issued, 'iso'));
    field(p, 360, y0 + 120, 195, 26, 'VALIDATION EXPIRY / EXPIRATION', fd(exp, 'iso'), { bold: true });
  };
  part(40, 'VEHICLE PORTION');
  p.text(297, '— detach here / détacher ici —', { y: 258, size: 7, align: 'center' });
  part(268, 'PLATE PORTION');
  p.text(52, 'The plate portion stays with the plates when the vehicle is sold; the vehicle portion goes to the new owner.', { y: 490, size: 7 });
  return { items: p.items, language: 'en', truth: reg(plate, permit, exp) };
}

/** A German Zulassungsbescheinigung Teil I for export plates (Ausfuhrkennzeichen) with their expiry in the red field. */
export function ausfuhrZulassung(rng: Random): Generated {
  const issued = dateAfter(rng, 2005, 2026);
  const car = euCar(rng);
  const [city, authority] = rng.pick([
    ['KL', 'Stadt Kaiserslautern'],
    ['HD', 'Stadt Heidelberg'],
    ['S', 'Landeshauptstadt Stuttgart'],
    ['WI', 'Landeshauptstadt Wiesbaden'],
    ['HH', 'Freie und Hansestadt Hamburg'],
    ['HB', 'Freie Hansestadt Bremen'],
  ]);
  const plate = `${city} ${rng.int(10, 99)} ${rng.int(100, 999)}`;
  const exp = addDays(issued, rng.pick([15, 30, 60, 90, 180, 365]));
  const docNo = `${letters(rng, 2)}${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 380);
  p.text(52, 'Bundesrepublik Deutschland', { y: 58, size: 9, bold: true });
  p.text(52, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { y: 72, size: 12, bold: true });
  p.text(543, `Nr. ${docNo}`, { y: 58, size: 10, bold: true, align: 'right' });
  p.text(52, 'Europäische Gemeinschaft · Zulassungsbescheinigung Teil I', { y: 84, size: 7 });
  const y0 = 94;
  field(p, 40, y0, 180, 32, 'A  Amtliches Kennzeichen', plate, { bold: true, size: 12 });
  p.box(220, y0, 120, 32, true);
  p.text(224, 'Ausfuhrkennzeichen · gültig bis', { y: y0 + 8, size: 6 });
  p.text(228, fd(exp, 'de'), { y: y0 + 26, size: 11, bold: true });
  field(p, 340, y0, 215, 32, 'B  Datum der Erstzulassung', fd(`${car.year}-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`, 'de'));
  field(p, 40, y0 + 32, 300, 32, 'E  Fahrzeug-Identifizierungsnummer', car.vin);
  field(p, 340, y0 + 32, 215, 32, 'I  Datum dieser Zulassung', fd(issued, 'de'));
  field(p, 40, y0 + 64, 180, 32, 'D.1  Marke', car.make.toUpperCase());
  field(p, 220, y0 + 64, 335, 32, 'D.3  Handelsbezeichnung(en)', car.model.toUpperCase());
  field(p, 40, y0 + 96, 180, 32, 'J  Fahrzeugklasse', 'M1');
  field(p, 220, y0 + 96, 120, 32, 'R  Farbe', car.color.toUpperCase());
  field(p, 340, y0 + 96, 215, 32, '5  Bezeichnung der Fahrzeugklasse', car.body.toUpperCase());
  field(p, 40, y0 + 128, 300, 52, 'C.1.1-3  Halter', `${usName(rng).toUpperCase()}`);
  p.text(46, `${deStreet(rng).toUpperCase()}, ${rng.int(10000, 99999)} ${authority.split(' ').slice(-1)[0].toUpperCase()}`, { y: y0 + 174, size: 9 });
  field(p, 340, y0 + 128, 215, 52, 'Versicherungsschutz bis', fd(exp, 'de'));
  p.text(52, 'Bemerkungen: Ausfuhrkennzeichen. Zulassung erlischt mit Ablauf des im roten Feld angegebenen Datums.', { y: y0 + 200, size: 8 });
  p.text(52, `Fahrzeug zur Ausfuhr nach: ${rng.pick(['USA', 'Kanada'])} · Verschiffung ab ${rng.pick(['Bremerhaven', 'Hamburg'])}`, { y: y0 + 214, size: 8 });
  p.text(52, `Zulassungsbehörde ${authority}`, { y: y0 + 260, size: 8.5 });
  p.text(400, '(Dienstsiegel)', { y: y0 + 290, size: 8 });
  return { items: p.items, language: 'de', truth: reg(plate, docNo, exp) };
}

/** A Swiss Fahrzeugausweis (trilingual heads): Kontrollschild, Stammnummer, Veteranen entry, no expiry. */
export function schweizerFahrzeugausweis(rng: Random): Generated {
  const issued = dateAfter(rng, 1995, 2026);
  const car = euCar(rng);
  const plate = chPlate(rng);
  const ausweis = digits(rng, 9);
  const stamm = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 330);
  p.text(52, 'Schweizerische Eidgenossenschaft · Confédération suisse · Confederazione Svizzera', { y: 56, size: 7 });
  p.text(52, 'Fahrzeugausweis · Permis de circulation · Licenza di circolazione', { y: 72, size: 11, bold: true });
  p.text(543, `Ausweis-Nr. ${ausweis}`, { y: 88, size: 8.5, align: 'right' });
  const y0 = 96;
  field(p, 40, y0, 150, 32, '15  Kontrollschild', plate, { bold: true, size: 11 });
  field(p, 190, y0, 150, 32, '18  Stammnummer', stamm);
  field(p, 340, y0, 215, 32, '23  Fahrgestell-Nr.', car.vin);
  field(p, 40, y0 + 32, 300, 32, '21  Marke und Typ', `${car.make} ${car.model}`);
  field(p, 340, y0 + 32, 215, 32, '19  Art', `Personenwagen (${car.body})`);
  field(p, 40, y0 + 64, 150, 32, '36  1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${car.year}`);
  field(p, 190, y0 + 64, 150, 32, '38  Ausweis ausgestellt', fd(issued, 'de'));
  field(p, 340, y0 + 64, 215, 32, '26  Farbe', car.color);
  field(p, 40, y0 + 96, 300, 52, '01-06  Halter', deName(rng));
  p.text(
    46,
    `${deStreet(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, ${rng.int(1000, 9699)} ${rng.pick(['Wetzikon', 'Horgen', 'Burgdorf', 'Kriens'])}`,
    { y: y0 + 140, size: 9 },
  );
  field(p, 340, y0 + 96, 215, 52, '09  Versicherung', rng.pick(['Helvetia', 'Basler', 'Zürcher Veteranen-V.']));
  field(p, 40, y0 + 148, 515, 40, '50  Behördliche Eintragungen', `Veteranenfahrzeug. Nächste Prüfung in 6 Jahren. ${rng.chance(0.4) ? 'Wechselschild.' : ''}`);
  p.text(52, `${rng.pick(['Strassenverkehrsamt des Kantons Zürich', 'Strassenverkehrsamt Bern', 'Strassenverkehrsamt Luzern'])}`, { y: y0 + 214, size: 8.5 });
  p.text(52, 'Der Ausweis ist stets mitzuführen. Änderungen sind innert 14 Tagen zu melden.', { y: y0 + 228, size: 7 });
  return { items: p.items, language: 'de', truth: reg(plate, ausweis, undefined) };
}

/** A state certificate of title (1992–2026): title number, VIN, odometer brand, lienholder, date issued. */
export function stateCertificateOfTitle(rng: Random): Generated {
  const st = pickState(rng, ['OH', 'PA', 'AZ', 'WA', 'MI', 'TX', 'FL', 'NY']);
  const issued = dateAfter(rng, 1992, 2026);
  const year = Number(issued.slice(0, 4));
  const car = usCar(rng);
  const sold = addDays(issued, -rng.int(5, 40));
  const titleNo = st.code === 'PA' ? `${digits(rng, 8)}${rng.int(10, 99)}` : digits(rng, rng.pick([8, 9, 10]));
  const odoExempt = year - car.year >= (year >= 2021 ? 20 : 10);
  const p = new PageBuilder();
  p.box(36, 36, 523, 420);
  p.box(42, 42, 511, 408);
  p.text(297, `STATE OF ${st.name.toUpperCase()}`, { y: 66, size: 12, bold: true, serif: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A MOTOR VEHICLE', { y: 84, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, rng.pick(['Department of Motor Vehicles', 'Bureau of Motor Vehicles', 'Department of Transportation', 'Department of Licensing']), {
    y: 98,
    size: 8,
    align: 'center',
  });
  const y0 = 112;
  field(p, 50, y0, 250, 32, 'VEHICLE IDENTIFICATION NUMBER', car.vin, { bold: true });
  field(p, 300, y0, 120, 32, 'TITLE NUMBER', titleNo);
  field(p, 420, y0, 125, 32, 'DATE ISSUED', fd(issued, 'us'), { bold: true });
  field(p, 50, y0 + 32, 60, 32, 'YEAR', String(car.year));
  field(p, 110, y0 + 32, 120, 32, 'MAKE', car.make.toUpperCase());
  field(p, 230, y0 + 32, 120, 32, 'BODY STYLE', car.body.toUpperCase());
  field(p, 350, y0 + 32, 70, 32, 'COLOR', car.color.slice(0, 3).toUpperCase());
  field(p, 420, y0 + 32, 125, 32, 'PURCHASE DATE', fd(sold, 'us'));
  field(p, 50, y0 + 64, 250, 32, 'ODOMETER READING', odoExempt ? 'EXEMPT' : `${rng.int(20000, 99999)} ACTUAL`);
  field(p, 300, y0 + 64, 245, 32, 'PREVIOUS TITLE STATE / BRAND', `${rng.pick(['CA', 'TX', st.code, 'AZ'])} / ${rng.pick(['NONE', 'NONE', 'RECONSTRUCTED'])}`);
  field(p, 50, y0 + 96, 495, 60, 'OWNER(S)', `${usName(rng).toUpperCase()}${rng.chance(0.4) ? ' OR ' + usName(rng).toUpperCase() : ''}`);
  p.text(56, `${street(rng).toUpperCase()}, ${rng.pick(st.cities).toUpperCase()}, ${st.code} ${st.zip()}`, { y: y0 + 148, size: 9 });
  field(
    p,
    50,
    y0 + 156,
    495,
    44,
    'FIRST LIENHOLDER',
    rng.chance(0.7) ? 'NONE' : `${rng.pick(['J.J. BEST BANC & CO', 'WOODSIDE CREDIT LLC', 'LAKE COUNTY CREDIT UNION'])}`,
  );
  p.text(
    297,
    `The ${rng.pick(['Registrar', 'Director', 'Commissioner'])} certifies that the person named above is the owner of the vehicle described, subject to the liens shown.`,
    { y: y0 + 224, size: 7, align: 'center' },
  );
  p.text(297, `Control No. ${letters(rng, 2)}${digits(rng, 7)}`, { y: y0 + 300, size: 7.5, align: 'center' });
  return { items: p.items, language: 'en', truth: title(issued, car.vin) };
}

/** A California certificate of ownership, the "pink slip" of the 1970s–80s, typed; old serial numbers. */
export function californiaPinkSlip(rng: Random): Generated {
  const issued = dateAfter(rng, 1970, 1990);
  const year = Number(issued.slice(0, 4));
  const car = usCar(rng, year);
  const firstSold = `${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const p = new PageBuilder();
  p.box(36, 36, 523, 380, true);
  p.box(44, 44, 507, 364);
  p.text(297, 'STATE OF CALIFORNIA', { y: 66, size: 10, bold: true, serif: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF OWNERSHIP', { y: 84, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, 'DEPARTMENT OF MOTOR VEHICLES', { y: 98, size: 8, align: 'center' });
  const rows: [string, string][] = [
    ['VEHICLE ID NUMBER', car.vin],
    ['YR MODEL  MAKE', `${String(car.year).slice(2)}  ${car.make.slice(0, 5).toUpperCase()}`],
    ['BODY TYPE MODEL', car.body.slice(0, 2).toUpperCase()],
    ['LICENSE NUMBER', usPlate(rng, 'CA', year)],
    ['DATE FIRST SOLD', fd(firstSold, 'usshort')],
    ['ISSUE DATE', fd(issued, 'usshort')],
    ['FEES PAID', `${m(Math.round(rng.int(8, 40) * infl(year) * 2))}`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(64, l, { y: 128 + i * 20, size: 7.5 });
    p.text(200, v, { y: 128 + i * 20, size: 11, serif: true });
  });
  p.text(64, 'REGISTERED OWNER(S)', { y: 280, size: 7.5 });
  p.text(200, usName(rng).toUpperCase(), { y: 280, size: 11, serif: true });
  p.text(200, `${street(rng).toUpperCase()} ${rng.pick(['BAKERSFIELD', 'MODESTO', 'FRESNO'])} CA`, { y: 294, size: 10, serif: true });
  p.text(64, 'LEGAL OWNER', { y: 320, size: 7.5 });
  p.text(200, rng.chance(0.6) ? '— NONE —' : `${rng.pick(['BANK OF AMERICA NT&SA', 'SECURITY PACIFIC NATL BK', 'GMAC'])}`, { y: 320, size: 10, serif: true });
  p.text(
    297,
    'I certify (or declare) under penalty of perjury under the laws of the State of California that the signature below releases interest in the vehicle.',
    { y: 356, size: 6.5, align: 'center' },
  );
  p.text(297, `${letters(rng, 1)} ${digits(rng, 7)}`, { y: 396, size: 9, align: 'center' });
  return { items: p.items, language: 'en', truth: title(issued, car.vin) };
}

/** A German Fahrzeugbrief (1968–2004): vehicle data, holders with dates, the Brief's own issue date and number. */
export function fahrzeugbrief(rng: Random): Generated {
  const car = euCar(rng, 1998);
  const issued = dateAfter(rng, Math.max(1968, car.year), Math.min(car.year + 14, 2004));
  const imported = Number(issued.slice(0, 4)) > car.year + 1;
  const briefNo = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 560);
  p.text(297, 'Fahrzeugbrief', { y: 68, size: 18, bold: true, serif: true, align: 'center' });
  p.text(297, `Nr. ${briefNo}`, { y: 86, size: 10, align: 'center' });
  const y0 = 100;
  field(p, 40, y0, 257, 32, '1  Fahrzeug- und Aufbauart', `Pkw ${car.body}`, { serif: true });
  field(p, 297, y0, 258, 32, '2  Hersteller', car.make, { serif: true });
  field(p, 40, y0 + 32, 257, 32, '3  Typ und Ausführung', car.model, { serif: true });
  field(p, 297, y0 + 32, 258, 32, '4  Fahrzeug-Identifizierungsnummer', car.vin, { serif: true });
  field(p, 40, y0 + 64, 257, 32, '5  Leistung kW (PS)', `${rng.int(40, 160)}`, { serif: true });
  field(p, 297, y0 + 64, 258, 32, '32  Tag der ersten Zulassung', fd(`${car.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de2'), { serif: true });
  p.text(52, 'Eintragungen über den Halter', { y: y0 + 116, size: 9, bold: true });
  let y = y0 + 124;
  const holders = rng.int(2, 4);
  let when = issued;
  for (let i = 0; i < holders && when < '2005-10-01'; i++) {
    field(p, 40, y, 340, 40, `${i + 1}. Halter`, i > 0 && rng.chance(0.4) ? usName(rng) : deName(rng), { serif: true });
    p.text(46, `${deStreet(rng)}, ${rng.pick(['München', 'Pforzheim', 'Bremen', 'Kaiserslautern'])}`, { y: y + 36, size: 8, serif: true });
    field(p, 380, y, 175, 40, 'Kennzeichen / Datum', `${dePlate(rng)} · ${fd(when, 'de2')}`, { serif: true, size: 8.5 });
    y += 40;
    when = addDays(when, rng.int(700, 2500));
  }
  if (imported) {
    p.text(52, `Bemerkungen: Import aus den USA, Einzelbetriebserlaubnis nach § 21 StVZO erteilt.`, { y: y + 14, size: 8.5, serif: true });
    y += 10;
  }
  p.text(52, `Ausgestellt am ${fd(issued, 'de')}`, { y: y + 30, size: 10, serif: true });
  p.text(
    52,
    `${rng.pick(['Landratsamt', 'Straßenverkehrsamt', 'Kreisverwaltung'])} ${rng.pick(['Rosenheim', 'Kaiserslautern', 'Ludwigsburg', 'Rhein-Neckar-Kreis'])} — Zulassungsstelle`,
    { y: y + 46, size: 9, serif: true },
  );
  p.text(420, '(Siegel)', { y: y + 46, size: 8 });
  p.text(52, 'Der Fahrzeugbrief ist sorgfältig aufzubewahren; er ist kein Ausweis über die Berechtigung zum Betrieb.', { y: y + 80, size: 7 });
  return { items: p.items, language: 'de', truth: title(issued, car.vin) };
}

/** A Zulassungsbescheinigung Teil II (2005–2026): the EU codes, the document number, the authority's issue date. */
export function zulassungsbescheinigungTeil2(rng: Random): Generated {
  const issued = dateAfter(rng, 2005, 2026);
  const car = euCar(rng);
  const no = `${letters(rng, 2)}${digits(rng, 6)}`;
  const first = `${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 430);
  p.text(52, 'Bundesrepublik Deutschland', { y: 58, size: 9, bold: true });
  p.text(52, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 74, size: 13, bold: true });
  p.text(543, `Nr. ${no}`, { y: 58, size: 11, bold: true, align: 'right' });
  const y0 = 90;
  field(p, 40, y0, 250, 32, 'C.4c  Der Inhaber der Zulassungsbescheinigung', 'wird nicht als Eigentümer ausgewiesen');
  field(p, 290, y0, 265, 32, 'E  Fahrzeug-Identifizierungsnummer', car.vin, { bold: true });
  field(p, 40, y0 + 32, 250, 32, 'D.1  Marke', car.make.toUpperCase());
  field(p, 290, y0 + 32, 265, 32, 'D.3  Handelsbezeichnung', car.model.toUpperCase());
  field(p, 40, y0 + 64, 250, 32, 'B  Datum der Erstzulassung', fd(first, 'de'));
  field(p, 290, y0 + 64, 265, 32, 'A  Kennzeichen', dePlate(rng, true));
  field(p, 40, y0 + 96, 250, 32, 'P.1  Hubraum cm³', String(rng.int(1300, 4500)));
  field(p, 290, y0 + 96, 265, 32, 'P.2  Nennleistung kW', String(rng.int(40, 170)));
  field(p, 40, y0 + 128, 515, 52, 'C.2.1-3  Halter', rng.chance(0.5) ? usName(rng) : deName(rng));
  p.text(46, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Ramstein', 'Böblingen', 'Ansbach', 'Wiesbaden'])}`, { y: y0 + 174, size: 9 });
  field(p, 40, y0 + 180, 250, 32, 'Datum', fd(issued, 'de'), { bold: true });
  field(p, 290, y0 + 180, 265, 32, 'Zulassungsbehörde', rng.pick(['Landkreis Kaiserslautern', 'Stadt Wiesbaden', 'Landkreis Böblingen']));
  field(
    p,
    40,
    y0 + 212,
    515,
    40,
    '22  Bemerkungen',
    car.year + 30 <= Number(issued.slice(0, 4)) ? 'Oldtimer nach § 23 StVZO · historisches Kennzeichen' : 'Import aus USA, Einzelgenehmigung nach § 13 EG-FGV',
  );
  p.text(52, 'Bewahren Sie diese Bescheinigung nicht im Fahrzeug auf.', { y: y0 + 280, size: 7.5 });
  return { items: p.items, language: 'de', truth: title(issued, car.vin) };
}
