import type { Random } from '../random';
import type { Generated } from '../types';
import { date, digits, DE_FIRST, DE_LAST, letters, miles, num, page, person, US_FIRST, US_LAST, vin } from './kit';

/** Zulassungsbescheinigung Teil II (the ownership paper): field codes, first registration and date of issue apart, a document number. */
export function deZb2(rng: Random): Generated {
  const issued = rng.date(2008, 2025);
  const first = rng.date(1958, 1982);
  const b = page();
  b.text(40, 'Bundesrepublik Deutschland', { y: 50, size: 8 });
  b.text(40, 'Zulassungsbescheinigung Teil II', { y: 66, size: 14, bold: true });
  b.text(40, '(Fahrzeugbrief)', { y: 78, size: 9 });
  b.text(555, `Nr. ${letters(rng, 2)}${digits(rng, 7)}`, { y: 66, size: 11, bold: true, align: 'right' });
  b.y = 120;
  const rows: [string, string, string][] = [
    ['B', 'Datum der Erstzulassung', date(first, 'de')],
    ['C.4c', 'Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer ausgewiesen.', ''],
    ['C.2.1', 'Name', rng.pick(DE_LAST)],
    ['C.2.2', 'Vorname(n)', rng.pick(DE_FIRST)],
    ['D.1', 'Marke', rng.pick(['DAIMLER-BENZ', 'AUTO UNION', 'OPEL', 'FORD-WERKE'])],
    ['E', 'Fahrzeug-Identifizierungsnummer', `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, 6)}`],
    ['', 'Anzahl der Vorbesitzer', String(rng.int(2, 7))],
  ];
  for (const [code, label, value] of rows) {
    b.text(40, code, { size: 7.5, bold: true }).text(80, label, { size: 8 });
    if (value) b.text(330, value, { size: 10 });
    b.box(40, b.y + 5, 515, 0.01);
    b.down(19);
  }
  b.down(26);
  b.text(40, `Ausstellende Behörde: ${rng.pick(['Landeshauptstadt Stuttgart', 'Landkreis Esslingen', 'Stadt Ulm'])}, Kfz-Zulassungsbehörde`, { size: 9 });
  b.down(16);
  b.text(40, 'Datum', { size: 7.5 }).text(80, date(issued, 'de'), { size: 10 });
  b.text(330, '(Siegel)', { size: 8 });
  b.down(30);
  b.text(40, 'Bewahren Sie dieses Dokument sicher und nicht im Fahrzeug auf.', { size: 8 });
  return { items: b.items, language: 'de', truth: { documentType: 'title', date: issued } };
}

/** The old Fahrzeugbrief (before 2005): serif typewriter feel, numbered lines, "ausgefertigt am" under the authority, owner entries with their own dates. */
export function deFahrzeugbrief(rng: Random): Generated {
  const issued = rng.date(1962, 1990);
  const owner2 = rng.date(Number(issued.slice(0, 4)) + 3, 2004);
  const b = page();
  b.text(297, 'Fahrzeugbrief', { y: 64, size: 22, serif: true, bold: true, align: 'center' });
  b.text(297, `Nr. ${letters(rng, 1)} ${digits(rng, 6)}`, { y: 84, size: 10, serif: true, align: 'center' });
  b.y = 120;
  const lines: [string, string][] = [
    ['1', `Fahrzeug- und Aufbauart: Pkw geschlossen`],
    ['2', `Hersteller: ${rng.pick(['Daimler-Benz AG, Stuttgart', 'Adam Opel AG, Rüsselsheim', 'NSU Motorenwerke AG, Neckarsulm'])}`],
    ['4', `Fahrgestell-Nr.: ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 5)}`],
    ['7', `Leistung: ${rng.int(40, 120)} PS bei ${num(rng.int(45, 60) * 100, 'de', true)} U/min`],
    ['8', `Hubraum: ${num(rng.int(1000, 2800), 'de', true)} ccm`],
    ['32', `Tag der ersten Zulassung: ${date(issued, 'de-short')}`],
  ];
  for (const [n, t] of lines) {
    b.text(50, n, { serif: true, size: 9 }).text(80, t, { serif: true, size: 10.5 });
    b.down(18);
  }
  b.down(14);
  b.text(80, `Ausgefertigt: ${rng.pick(['Landratsamt Göppingen', 'Stadt Heilbronn', 'Kreis Böblingen'])}`, { serif: true, size: 10.5 });
  b.down(16);
  b.text(80, `am ${date(issued, 'de')}`, { serif: true, size: 10.5 });
  b.down(40);
  b.text(50, 'Eintragungen über den Halter', { bold: true, size: 10 });
  b.down(18);
  b.text(80, `1. ${person(rng, DE_FIRST, DE_LAST)}, zugeteilt am ${date(issued, 'de-short')}`, { serif: true });
  b.down(16);
  b.text(80, `2. ${person(rng, DE_FIRST, DE_LAST)}, zugeteilt am ${date(owner2, 'de-short')}`, { serif: true });
  b.down(30);
  b.text(50, 'Der Fahrzeugbrief ist sorgfältig aufzubewahren. Er ist nicht im Fahrzeug mitzuführen.', { size: 8 });
  return { items: b.items, language: 'de', truth: { documentType: 'title', date: issued } };
}

/** A Pennsylvania certificate of title: title number, date PA titled and date issued apart, odometer brand, lienholder box. */
export function usPennsylvaniaTitle(rng: Random): Generated {
  const issued = rng.date(1995, 2025);
  const titled = rng.date(1975, Number(issued.slice(0, 4)) - 1);
  const b = page();
  b.text(297, 'COMMONWEALTH OF PENNSYLVANIA', { y: 56, size: 13, bold: true, align: 'center' });
  b.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 72, size: 11, align: 'center' });
  b.y = 105;
  const grid: [string, string][][] = [
    [
      ['TITLE NUMBER', digits(rng, 8) + letters(rng, 2)],
      ['DATE PA TITLED', date(titled, 'us')],
      ['DATE ISSUED', date(issued, 'us')],
    ],
    [
      ['VEHICLE IDENTIFICATION NUMBER', vin(rng).slice(0, 13)],
      ['YEAR', String(rng.int(1950, 1975))],
      ['MAKE', rng.pick(['CHEVROLET', 'STUDEBAKER', 'PACKARD', 'FORD'])],
    ],
    [
      ['BODY TYPE', rng.pick(['2D HT', 'CONV', '4D SED'])],
      ['ODOMETER', `${miles(rng.int(10000, 99999), 'en')}`],
      ['ODOMETER STATUS', 'EXEMPT'],
    ],
  ];
  for (const row of grid) {
    row.forEach(([l, v], i) => {
      b.box(40 + i * 171.6, b.y - 10, 171.6, 32);
      b.text(44 + i * 171.6, l, { size: 6.5 });
      b.text(44 + i * 171.6, v, { y: b.y + 14, size: 10.5 });
    });
    b.down(32);
  }
  b.down(16);
  b.text(40, 'REGISTERED OWNER(S)', { size: 6.5 });
  b.down(13);
  b.text(40, person(rng, US_FIRST, US_LAST).toUpperCase());
  b.down(13);
  b.text(40, `${rng.int(10, 999)} ${rng.pick(['CHESTNUT ST', 'MILL RD'])}, ${rng.pick(['LANCASTER PA 17601', 'ALTOONA PA 16601'])}`);
  b.down(30);
  b.text(40, 'FIRST LIEN', { size: 6.5 });
  b.down(13);
  b.text(40, 'NONE');
  b.down(30);
  b.text(40, 'The Department of Transportation certifies that the person named above is the owner of the vehicle described.', { size: 8 });
  b.down(12);
  b.text(40, 'ANTIQUE VEHICLE', { size: 8, bold: true });
  return { items: b.items, language: 'en', truth: { documentType: 'title', date: issued } };
}
