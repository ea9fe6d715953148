/**
 * Titles out of a shoebox: a copied Fahrzeugbrief with its Halter list and stamps, a ZB II faxed to the
 * bank with a received stamp, a US duplicate title with a lien-release stamp, a faxed US title with the
 * odometer statement and sale date on its back printed below.
 */
import {
  addDays,
  addYears,
  DE_TOWNS,
  dePerson,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  note,
  page,
  phoneDe,
  phoneUs,
  stamp,
  US_PLACES,
  vin,
  type Family,
} from './kit';

/** A 1960s–70s Fahrzeugbrief, copied: Halter entries with their dates, "Ausgefertigt am" the issue date. */
export const copiedFahrzeugbrief: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const issued = rng.date(1965, 1979);
  const p = page();
  stamp(p, 430, 24, ['KOPIE'], 16);
  p.text(297, 'Fahrzeugbrief', { y: 70, size: 20, bold: true, serif: true, align: 'center' });
  p.text(297, `Nr. ${letters(rng, 1)} ${digits(rng, 7)}`, { y: 90, size: 10, align: 'center' });
  const fields: [string, string][] = [
    ['Hersteller', rng.pick(['Daimler-Benz AG', 'Volkswagenwerk AG', 'Porsche KG', 'Auto Union GmbH'])],
    ['Fahrgestell-Nr.', digits(rng, 10)],
    ['Tag der ersten Zulassung', fmt(addDays(issued, -rng.int(0, 30)), 'de2')],
    ['Ausgefertigt am', fmt(issued, 'de2')],
  ];
  fields.forEach(([k, v], i) => {
    p.text(60, k, { y: 130 + i * 20, size: 9 });
    p.text(250, v, { y: 130 + i * 20, size: 11, serif: true });
  });
  p.text(60, 'Halter', { y: 230, size: 10, bold: true });
  for (let i = 0; i < 3; i++) {
    const d = addYears(issued, i * rng.int(3, 7));
    p.box(60, 240 + i * 44, 475, 44);
    p.text(66, `${i + 1}.`, { y: 256 + i * 44, size: 9 });
    p.text(90, dePerson(rng), { y: 256 + i * 44, size: 10, serif: true });
    p.text(90, `${rng.pick(DE_TOWNS).name}`, { y: 272 + i * 44, size: 9, serif: true });
    p.text(380, `eingetragen ${fmt(d, 'de2')}`, { y: 264 + i * 44, size: 9, serif: true });
  }
  stamp(p, 320, 400, [`Zulassungsstelle ${town.name}`, `Abschrift gefertigt ${fmt(addYears(issued, rng.int(10, 40)), 'de')}`], 8);
  note(p, 60, 480, 'Brief liegt bei der Bank (Finanzierung)');
  return gen(p, 'de', { documentType: 'title', date: issued });
};

/** A ZB II faxed to the financing bank, with the bank's Eingangsstempel. */
export const faxedZb2: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const issued = rng.date(2005, 2025);
  const faxed = addDays(issued, rng.int(2, 200));
  const p = page();
  faxHeader(p, rng, faxed, dePerson(rng), phoneDe(rng, town), 'de');
  p.text(40, 'Zulassungsbescheinigung Teil II', { y: 66, size: 15, bold: true });
  p.text(40, '(Fahrzeugbrief)', { y: 80, size: 9 });
  p.text(555, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 66, size: 12, bold: true, align: 'right' });
  const rows: [string, string][] = [
    ['C.6.1', rng.pick(['Kessler', 'Roth', 'Hartmann'])],
    ['C.6.2', rng.pick(['Gabriele', 'Bernd', 'Rolf'])],
    ['C.6.3', `${town.zip} ${town.name}`],
    ['B', fmt(rng.date(1960, 1995), 'de')],
    ['E', vin(rng)],
    ['D.1', rng.pick(['PORSCHE', 'MERCEDES-BENZ', 'OPEL'])],
    ['Datum', fmt(issued, 'de')],
  ];
  rows.forEach(([k, v], i) => {
    p.text(40, k, { y: 116 + i * 18, size: 8, bold: true });
    p.text(110, v, { y: 116 + i * 18, size: 10 });
  });
  p.text(40, `Zulassungsbehörde ${town.name}`, { y: 260, size: 8 });
  stamp(p, 330, 300, [`${rng.pick(['Sparkasse', 'Volksbank'])} ${town.name}`, `Eingang ${fmt(addDays(faxed, 1), 'de')}`, 'Kreditabteilung'], 9);
  note(p, 60, 340, `Sicherungsübereignung Darlehen ${digits(rng, 9)}`);
  return gen(p, 'de', { documentType: 'title', date: issued });
};

/** A US duplicate certificate of title with a lien-release stamp of its own date. */
export const usDuplicateTitle: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const issued = rng.date(1980, 2025);
  const p = page();
  p.box(40, 50, 515, 380);
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 80, size: 13, bold: true, align: 'center' });
  p.text(297, '*** DUPLICATE ***', { y: 98, size: 11, bold: true, align: 'center' });
  const grid: [string, string][] = [
    ['TITLE NUMBER', digits(rng, 8)],
    ['DATE ISSUED', fmt(issued, 'us')],
    ['ORIGINAL ISSUE DATE', fmt(addYears(issued, -rng.int(3, 20)), 'us')],
    ['VIN', vin(rng)],
    ['YEAR / MAKE', `${rng.int(1955, 1979)} ${rng.pick(['CHEVROLET', 'FORD', 'PLYMOUTH'])}`],
    ['ODOMETER', `${rng.int(20000, 99999)} ACTUAL`],
  ];
  grid.forEach(([k, v], i) => {
    const x = 56 + (i % 3) * 165;
    const y = 120 + Math.floor(i / 3) * 40;
    p.text(x, k, { y, size: 6.5, bold: true });
    p.text(x, v, { y: y + 14, size: 9.5 });
  });
  p.text(56, `OWNER: ${enPerson(rng).toUpperCase()}, ${place.town.toUpperCase()} ${place.region}`, { y: 222, size: 9 });
  p.text(56, `FIRST LIENHOLDER: ${rng.pick(['FIRST NATIONAL BANK', 'CREDIT UNION OF AMERICA', 'VALLEY SAVINGS'])}`, { y: 242, size: 9 });
  stamp(p, 300, 262, ['LIEN RELEASED', fmt(addDays(issued, rng.int(200, 1500)), 'us'), 'BY: ' + enPerson(rng).toUpperCase()], 9);
  p.text(56, 'Any alteration or erasure voids this title.', { y: 410, size: 7 });
  note(p, 60, 480, `dup. ordered after move — fee $${rng.int(15, 85)}`);
  return gen(p, 'en', { documentType: 'title', date: issued });
};

/** A faxed US title: front and back on one page, the assignment with its own sale date and odometer. */
export const usFaxedTitle: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const issued = rng.date(1975, 2010);
  const sale = addYears(issued, rng.int(2, 12));
  const faxed = addDays(sale, rng.int(1, 20));
  const p = page();
  faxHeader(p, rng, faxed, `${rng.pick(['Dunbar', 'Hollis'])} Classic Cars`, phoneUs(rng, place), 'en');
  p.text(297, `${place.region} CERTIFICATE OF TITLE`, { y: 60, size: 13, bold: true, align: 'center' });
  p.text(60, `Title No. ${letters(rng, 1)}${digits(rng, 7)}`, { y: 90, size: 9.5 });
  p.text(330, `Issue Date ${fmt(issued, 'us2')}`, { y: 90, size: 9.5 });
  p.text(60, `VIN ${vin(rng)}   ${rng.int(1960, 1979)} ${rng.pick(['PONTIAC', 'DODGE', 'BUICK'])}`, { y: 106, size: 9.5 });
  p.text(60, `Owner ${enPerson(rng)}`, { y: 122, size: 9.5 });
  p.box(40, 150, 515, 0.1);
  p.text(60, 'ASSIGNMENT OF TITLE BY SELLER (reverse)', { y: 172, size: 10, bold: true });
  p.text(60, `Date of sale ${fmt(sale, 'us2')}   Purchaser ${enPerson(rng)}   Price $${rng.int(20, 150) * 100}`, { y: 190, size: 9, serif: true });
  p.text(60, `Odometer reading ${rng.int(30000, 99999)}  [X] actual mileage   Seller's signature ________`, { y: 206, size: 9 });
  note(p, 60, 260, 'orig. to follow by mail');
  return gen(p, 'en', { documentType: 'title', date: issued });
};

export const TITLE_DE: Family[] = [copiedFahrzeugbrief, faxedZb2];
export const TITLE_EN: Family[] = [usDuplicateTitle, usFaxedTitle];
