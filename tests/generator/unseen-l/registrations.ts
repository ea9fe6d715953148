/**
 * Registration papers: NSW, New Zealand and Ontario in English; a sworn German translation of a
 * Dutch kentekenbewijs, a Belgian certificate and a South Tyrolean temporary permit in German.
 * expiryDate only where the paper itself prints one.
 */
import { addDays, cell, date, dayIn, page, PEOPLE, serial, VIN_CHARS, whole, type Family } from './kit';

/** NSW, 2016: certificate of registration with expiry, a CTP (green slip) policy number and tare mass as distractors. */
const nswCertificate: Family = (rng) => {
  const issued = dayIn(rng, 2016);
  const expiry = addDays(issued.replace(/^\d{4}/, '2017'), 0);
  const plate = `${rng.pick(['AZ', 'BK', 'CF'])}${serial(rng, 2)}${rng.pick(['LM', 'QT', 'XR'])}`;
  const number = `${serial(rng, 10)}`;
  return page('en', { documentType: 'registration', plateNumber: plate, registrationNumber: number, expiryDate: expiry }, (p) => {
    p.text(50, 'Roads and Maritime Services', { size: 9 });
    p.down(18).text(50, 'Certificate of Registration', { size: 18, bold: true });
    p.text(545, `Certificate no. ${number}`, { size: 9, align: 'right' });
    p.down(12).text(50, 'Light vehicle — New South Wales', { size: 9 });
    p.down(30);
    cell(p, 54, p.y, 'Plate number', plate, 160, { size: 14 });
    cell(p, 224, p.y, 'Registration expiry', date(expiry, 'd/m/y'), 160, { size: 14 });
    cell(p, 394, p.y, 'Date of issue', date(issued, 'd/m/y'), 150, { size: 12 });
    p.down(50);
    const rows: [string, string][] = [
      ['Registered operator', rng.pick(PEOPLE.au).toUpperCase()],
      ['Address', `${rng.int(2, 90)} ${rng.pick(['BANKSIA', 'JACARANDA', 'RIVER'])} ST, ${rng.pick(['ORANGE', 'DUBBO', 'GOULBURN'])} NSW`],
      ['Make / model', rng.pick(['HOLDEN MONARO', 'FORD FAIRLANE', 'CHRYSLER VALIANT'])],
      ['Year of manufacture', String(rng.int(1965, 1978))],
      ['VIN / chassis', serial(rng, 14, VIN_CHARS)],
      ['Engine number', serial(rng, 8, VIN_CHARS)],
      ['Tare mass', `${whole(rng.int(1150, 1620), ',')} kg`],
      ['Billing number', serial(rng, 8)],
      ['CTP insurer (green slip)', `${rng.pick(['NRMA', 'QBE', 'GIO'])} policy ${serial(rng, 9)}`],
    ];
    for (const [l, v] of rows) {
      p.text(54, l, { size: 9 });
      p.text(220, v, { size: 9.5 });
      p.down(15);
    }
    p.down(20);
    p.text(54, 'This certificate is evidence of registration only and not evidence of ownership.', { size: 8 });
  });
};

/** New Zealand, 1994: certificate of registration with no expiry printed; first-registration date and weight as distractors. */
const nzCertificate: Family = (rng) => {
  const issued = dayIn(rng, 1994);
  const plate = `${rng.pick(['JK', 'LM', 'PB'])}${serial(rng, 4)}`;
  const number = `${serial(rng, 8)}`;
  return page('en', { documentType: 'registration', plateNumber: plate, registrationNumber: number }, (p) => {
    p.text(297, 'LAND TRANSPORT SAFETY AUTHORITY', { size: 10, align: 'center' });
    p.down(18).text(297, 'CERTIFICATE OF REGISTRATION', { size: 15, bold: true, align: 'center' });
    p.down(12).text(297, 'Motor Vehicle Registration Act 1986', { size: 8, align: 'center' });
    p.down(30);
    p.box(50, p.y - 12, 495, 190);
    const rows: [string, string][] = [
      ['CERTIFICATE NO.', number],
      ['REGISTRATION PLATE', plate],
      ['DATE OF ISSUE', date(issued, 'd/m/y')],
      ['DATE FIRST REGISTERED IN NZ', date(`${rng.int(1962, 1979)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'd/m/y')],
      ['MAKE', rng.pick(['MORRIS', 'HILLMAN', 'VAUXHALL', 'FORD'])],
      ['MODEL', rng.pick(['OXFORD', 'HUNTER', 'VICTOR', 'ZEPHYR'])],
      ['CHASSIS NO.', serial(rng, 10, VIN_CHARS)],
      ['GROSS VEHICLE MASS', `${whole(rng.int(1300, 1800), '')} KG`],
      ['REGISTERED PERSON', rng.pick(PEOPLE.nz).toUpperCase()],
    ];
    for (const [l, v] of rows) {
      p.text(60, l, { size: 8.5 });
      p.text(260, v, { size: 10 });
      p.down(19);
    }
    p.down(30);
    p.text(50, 'A vehicle licence (label) must also be displayed. This certificate is not proof of ownership.', { size: 8 });
  });
};

/** Ontario, 2011: vehicle permit, plate portion, with permit number, validation tag and expiry on the owner's birthday. */
const ontarioPermit: Family = (rng) => {
  const issued = dayIn(rng, 2011);
  const expiry = `${rng.int(2012, 2013)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const plate = `${serial(rng, 4, 'ABCDEFGHJKLMNPRSTVWXYZ')} ${serial(rng, 3)}`;
  const number = `${serial(rng, 9)}`;
  return page('en', { documentType: 'registration', plateNumber: plate, registrationNumber: number, expiryDate: expiry }, (p) => {
    p.text(50, 'Ontario', { size: 16, bold: true });
    p.text(150, 'Ministry of Transportation', { size: 9 });
    p.text(545, 'VEHICLE PERMIT / CERTIFICAT D’IMMATRICULATION', { size: 9, bold: true, align: 'right' });
    p.down(30);
    const y = p.y;
    const cols: [string, string, number][] = [
      ['PLATE NO. / N° DE PLAQUE', plate, 130],
      ['PERMIT NO. / N° DU CERTIFICAT', number, 130],
      ['VALTAG NO.', serial(rng, 8), 100],
      ['EXPIRY DATE / DATE D’EXPIRATION', date(expiry, 'y/m/d'), 135],
    ];
    let x = 54;
    for (const [l, v, w] of cols) {
      cell(p, x, y, l, v, w);
      x += w;
    }
    p.down(44);
    const rows: [string, string][] = [
      ['ISSUE DATE', date(issued, 'y/m/d')],
      ['REGISTRANT', rng.pick(PEOPLE.ca).toUpperCase()],
      ['VIN', serial(rng, 17, VIN_CHARS)],
      ['MAKE / MODEL / YEAR', `${rng.pick(['CHEV CORVETTE', 'PONT GTO', 'FORD THUNDERBIRD'])} ${rng.int(1957, 1975)}`],
      ['BODY / COLOUR', `${rng.pick(['2DR', 'CONV'])} / ${rng.pick(['RED', 'BLU', 'GRN'])}`],
      ['STATUS', 'HISTORIC'],
    ];
    for (const [l, v] of rows) {
      p.text(54, l, { size: 8 });
      p.text(200, v, { size: 9.5 });
      p.down(14);
    }
    p.down(20);
    p.text(54, 'PLATE PORTION — keep in vehicle. Vehicle portion on reverse.', { size: 7.5 });
  });
};

/** A sworn translation (2021) of a Dutch kentekenbewijs into German, with Dokumentnummer and Meldcode. */
const kentekenUebersetzung: Family = (rng) => {
  const day = dayIn(rng, 2021);
  const plate = `${serial(rng, 2)}-${rng.pick(['XK', 'ZT', 'DL'])}-${serial(rng, 2)}`;
  const number = serial(rng, 10);
  return page('de', { documentType: 'registration', plateNumber: plate, registrationNumber: number }, (p) => {
    p.text(50, 'Beglaubigte Übersetzung aus dem Niederländischen', { size: 9, bold: true });
    p.down(14).text(50, 'Zulassungsbescheinigung (Kentekencard) – Königreich der Niederlande, RDW', { size: 12, bold: true });
    p.down(30);
    const rows: [string, string, string][] = [
      ['A', 'Kfz-Kennzeichen', plate],
      ['', 'Dokumentnummer', number],
      ['', 'Meldcode', serial(rng, 4)],
      ['B', 'Datum der ersten Zulassung', date(`${rng.int(1960, 1985)}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`, 'd-m-y')],
      ['I', 'Datum der Eintragung (NL)', date(addDays(day, -rng.int(200, 2000)), 'd-m-y')],
      ['D.1', 'Marke', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'VOLVO'])],
      ['D.3', 'Handelsbezeichnung', rng.pick(['280 SE', '912', 'P1800'])],
      ['E', 'Fahrzeug-Identifizierungsnummer', serial(rng, 14, VIN_CHARS)],
      ['C.1', 'Halter', rng.pick(PEOPLE.nl)],
    ];
    for (const [c, l, v] of rows) {
      p.box(50, p.y - 11, 495, 18);
      p.text(56, c, { size: 8 });
      p.text(90, l, { size: 9 });
      p.text(300, v, { size: 10 });
      p.down(18);
    }
    p.down(30);
    p.text(50, `Die Richtigkeit und Vollständigkeit der vorstehenden Übersetzung wird bescheinigt. Arnheim, ${date(day, 'd-m-y')}`, { size: 8.5 });
    p.down(14).text(50, `${rng.pick(['drs. Anneke Smits', 'mr. Pieter Kuipers'])}, beeidigte Übersetzerin/Übersetzer, Wbtv-Nr. ${serial(rng, 5)}`, {
      size: 8.5,
    });
  });
};

/** Belgium, 1998: a Zulassungsbescheinigung in German from the DIV, no expiry on it. */
const belgienZulassung: Family = (rng) => {
  const day = dayIn(rng, 1998);
  const plate = `${rng.pick(['ABC', 'FGK', 'MNR'])}-${serial(rng, 3)}`;
  const number = `${serial(rng, 2)}${serial(rng, 6)}`;
  return page('de', { documentType: 'registration', plateNumber: plate, registrationNumber: number }, (p) => {
    p.text(297, 'KÖNIGREICH BELGIEN', { size: 10, align: 'center' });
    p.down(14).text(297, 'Ministerium des Verkehrswesens – Direktion für die Zulassung der Fahrzeuge', { size: 8.5, align: 'center' });
    p.down(24).text(297, 'ZULASSUNGSBESCHEINIGUNG', { size: 16, bold: true, align: 'center' });
    p.down(30);
    p.text(60, 'Nummernschild', { size: 8 });
    p.text(260, 'Nr. der Bescheinigung', { size: 8 });
    p.text(420, 'Datum', { size: 8 });
    p.down(16);
    p.text(60, plate, { size: 15, bold: true });
    p.text(260, number, { size: 12 });
    p.text(420, date(day, 'd.m.y'), { size: 12 });
    p.down(30);
    const rows: [string, string][] = [
      ['Name', rng.pick(PEOPLE.be)],
      ['Wohnort', rng.pick(['4700 Eupen', '4760 Büllingen', '4750 Bütgenbach'])],
      ['Marke / Typ', rng.pick(['MERCEDES 230 SL', 'ALFA ROMEO GIULIA', 'PORSCHE 911 T'])],
      ['Fahrgestellnummer', serial(rng, 13, VIN_CHARS)],
      ['Erste Inbetriebnahme', date(`${rng.int(1962, 1975)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'd.m.y')],
      ['Hubraum', `${whole(rng.int(1290, 2990), '.')} cm³`],
    ];
    for (const [l, v] of rows) {
      p.text(60, l, { size: 9 });
      p.text(200, v, { size: 10 });
      p.down(16);
    }
  });
};

/** Bozen, 2008: a bilingual provisional permit (Foglio di via) for an export, valid for a stated period. */
const bozenFoglioDiVia: Family = (rng) => {
  const issued = dayIn(rng, 2008);
  const until = addDays(issued, 29);
  const plate = `EE ${serial(rng, 3)}${rng.pick(['AB', 'FK'])}`;
  const number = `BZ/${serial(rng, 6)}`;
  return page('de', { documentType: 'registration', plateNumber: plate, registrationNumber: number, expiryDate: until }, (p) => {
    p.text(50, 'Autonome Provinz Bozen – Amt für Kraftfahrzeuge', { size: 10 });
    p.down(12).text(50, 'Provincia autonoma di Bolzano – Ufficio motorizzazione', { size: 8.5 });
    p.down(28).text(50, 'Provisorische Fahrerlaubnis für Überführung / Foglio di via', { size: 13, bold: true });
    p.down(28);
    cell(p, 54, p.y, 'Nummer / Numero', number, 150);
    cell(p, 214, p.y, 'Kennzeichen / Targa', plate, 150);
    cell(p, 374, p.y, 'gültig bis / valido fino al', date(until, 'd.m.y'), 170);
    p.down(50);
    const rows: [string, string][] = [
      ['ausgestellt am', date(issued, 'd.m.y')],
      ['Fahrzeug', `${rng.pick(['Lancia Aurelia B20', 'Fiat 1100 TV', 'Alfa Romeo 1900'])}, Fahrgestell ${serial(rng, 8, VIN_CHARS)}`],
      ['Inhaber', rng.pick(PEOPLE.it)],
      ['Fahrt von / nach', `Bozen – ${rng.pick(['München', 'Innsbruck', 'Stuttgart'])}`],
    ];
    for (const [l, v] of rows) {
      p.text(54, l, { size: 9 });
      p.text(180, v, { size: 10 });
      p.down(16);
    }
    p.down(20).text(54, 'Gebühren bezahlt: € 9,00 + Stempelmarke € 14,62', { size: 8.5 });
  });
};

export const REGISTRATIONS: Family[] = [nswCertificate, nzCertificate, ontarioPermit, kentekenUebersetzung, belgienZulassung, bozenFoglioDiVia];
