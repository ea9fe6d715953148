/**
 * Titles: the old German Kraftfahrzeugbrief (made out by the maker, holders entered later), an
 * Austrian Typenschein issued by the importer, a 1970s US certificate of title with a lien box,
 * and a recent US title with an odometer statement and a lien release.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, count, dateText, isoIn, rule } from './kit';
import { digits, letters, person, place, plateDE, street } from './people';

/** 1962–75: a Kraftfahrzeugbrief — the maker's "ausgefertigt" place and date, then two holders with their own dates. */
export const fahrzeugbriefDE1968: Family = (rng) => {
  const [make, type, works, from, to] = rng.pick([
    ['Volkswagenwerk AG', 'VW 1500 (Typ 3)', 'Wolfsburg', 1965, 1970],
    ['Adam Opel AG', 'Opel Rekord C 1700', 'Rüsselsheim', 1966, 1971],
    ['Daimler-Benz AG', 'Mercedes-Benz 200 D', 'Stuttgart-Untertürkheim', 1968, 1975],
    ['Bayerische Motoren Werke AG', 'BMW 1602', 'München', 1966, 1975],
  ] as [string, string, string, number, number][]);
  const year = rng.int(from, to);
  const issued = isoIn(rng, year);
  const first = addDays(issued, rng.int(10, 60));
  const second = addDays(first, rng.int(900, 3000));
  const office = place(rng, 'DE', year);
  const [h1, h2] = [person(rng, 'DE'), person(rng, 'DE')];
  const briefNr = `${letters(rng, 1)} ${digits(rng, 7)}`;

  const pb = new PageBuilder();
  pb.box(40, 36, 515, 770);
  pb.text(297, 'Kraftfahrzeugbrief', { y: 66, size: 20, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Dieser Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über das Eigentum.', { y: 80, size: 7.5, serif: true, align: 'center' });
  pb.text(530, `Nr. ${briefNr}`, { y: 100, size: 11, bold: true, align: 'right' });
  const fields: [string, string, string][] = [
    ['1', 'Fahrzeugart', 'Pkw, geschlossen'],
    ['2', 'Hersteller des Fahrzeugs', make],
    ['3', 'Typ und Ausführung', type],
    ['4', 'Fahrgestell-Nr.', `${digits(rng, 3)} ${digits(rng, 6)}`],
    ['5', 'Antrieb / Hubraum cm³', `Otto / ${rng.int(1490, 2200)}`],
    ['6', 'Leistung PS bei U/min', `${rng.int(45, 100)} / ${rng.int(4, 6)}${rng.int(0, 9)}00`],
    ['14', 'Zulässiges Gesamtgewicht kg', String(rng.int(1200, 1800))],
  ];
  let y = 118;
  for (const [n, l, v] of fields) {
    pb.box(60, y, 475, 24);
    pb.text(64, n, { y: y + 9, size: 7, serif: true });
    pb.text(80, l, { y: y + 9, size: 7, serif: true });
    pb.text(80, v, { y: y + 20, size: 10, serif: true });
    y += 24;
  }
  y += 14;
  pb.text(60, 'Der Hersteller bestätigt die Übereinstimmung mit dem genehmigten Typ.', { y, size: 8.5, serif: true });
  y += 18;
  pb.text(60, `Ausgefertigt: ${works}, den ${dateText(issued, 'dd.mm.yyyy')}`, { y, size: 10, serif: true });
  pb.text(530, make, { y, size: 9, serif: true, align: 'right' });
  pb.text(450, 'i. A.', { y: y + 20, size: 10, serif: true });
  y += 44;
  pb.text(60, 'Eintragungen der Zulassungsstelle', { y, size: 10, bold: true, serif: true });
  y += 8;
  const holders: [string, string, string][] = [
    [`${h1.full}, ${street(rng, 'DE')}, ${office.line}`, plateDE(rng, office.code), first],
    [`${h2.full}, ${street(rng, 'DE')}, ${office.line}`, plateDE(rng, office.code), second],
  ];
  holders.forEach(([who, plate, when], i) => {
    pb.box(60, y, 475, 58);
    pb.text(64, `${i + 1}. Halter`, { y: y + 11, size: 7.5, bold: true, serif: true });
    pb.text(64, who, { y: y + 26, size: 10, serif: true });
    pb.text(64, `Amtl. Kennzeichen: ${plate}`, { y: y + 41, size: 9.5, serif: true });
    pb.text(330, `Tag der Zuteilung: ${dateText(when, 'd.m.yyyy')}`, { y: y + 41, size: 9.5, serif: true });
    pb.text(64, `Zulassungsstelle ${office.town}`, { y: y + 53, size: 7, serif: true });
    y += 58;
  });
  pb.box(60, y, 475, 58);
  pb.text(64, '3. Halter', { y: y + 11, size: 7.5, bold: true, serif: true });
  return { items: pb.items, language: 'de', truth: { documentType: 'title', date: issued } };
};

/** 1970–88 Austria: a Typenschein made out by the importer — Genehmigung by number and date, "ausgestellt am", an Erstzulassung stamp. */
export const typenscheinAT1978: Family = (rng) => {
  const [make, type, importer, from, to] = rng.pick([
    ['Volkswagen', 'Golf GL (Typ 17)', 'Porsche Austria GmbH & Co.', 1975, 1983],
    ['Puch', '500 D', 'Steyr-Daimler-Puch AG', 1970, 1973],
    ['Mercedes-Benz', '230 E (W 123)', 'Wiesenthal & Co. AG', 1980, 1985],
    ['Alfa Romeo', 'Alfetta 1.8', 'Denzel AG', 1973, 1983],
    ['Volvo', '244 DL', 'Denzel AG', 1975, 1988],
  ] as [string, string, string, number, number][]);
  const year = rng.int(from, to);
  const issued = isoIn(rng, year);
  const approval = addDays(issued, -rng.int(200, 900));
  const registered = addDays(issued, rng.int(5, 40));
  const town = place(rng, 'AT', year);
  const number = `${letters(rng, 1)} ${digits(rng, 6)}`;

  const pb = new PageBuilder();
  pb.box(44, 40, 507, 600);
  pb.text(297, 'REPUBLIK ÖSTERREICH', { y: 64, size: 9, align: 'center' });
  pb.text(297, 'Typenschein', { y: 88, size: 22, bold: true, align: 'center' });
  pb.text(297, 'für Kraftfahrzeuge und Anhänger gemäß § 30 KFG 1967', { y: 102, size: 8.5, align: 'center' });
  pb.text(530, `Typenschein Nr. ${number}`, { y: 124, size: 10, bold: true, align: 'right' });
  const rows: [string, string][] = [
    [
      'Genehmigung (Zahl, Datum)',
      `Zl. ${rng.int(100, 999)}.${rng.int(100, 999)}/${rng.int(1, 9)}-IV/${rng.int(1, 5)}-${String(approval.slice(2, 4))} vom ${dateText(approval, 'dd.mm.yyyy')}`,
    ],
    ['Marke, Type', `${make} ${type}`],
    ['Fahrgestellnummer', `${letters(rng, 2)}${digits(rng, 8)}`],
    ['Motornummer', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Farbe', rng.pick(['weiß', 'rot', 'blau metallic', 'grün'])],
    ['Höchstes zulässiges Gesamtgewicht', `${rng.int(1150, 1750)} kg`],
    ['Erzeuger / Bevollmächtigter', importer],
  ];
  let y = 140;
  for (const [l, v] of rows) {
    pb.box(64, y, 200, 28);
    pb.box(264, y, 267, 28);
    pb.text(68, l, { y: y + 17, size: 8 });
    pb.text(268, v, { y: y + 17, size: 9 });
    y += 28;
  }
  y += 26;
  pb.text(64, 'Die Übereinstimmung des Fahrzeuges mit der genehmigten Type wird bestätigt.', { y, size: 9 });
  y += 26;
  pb.text(64, `Wien, am ${dateText(issued, 'at-long')}`, { y, size: 10 });
  pb.text(530, `für ${importer}`, { y, size: 9, align: 'right' });
  y += 40;
  pb.box(64, y, 220, 70);
  pb.text(70, 'ZUGELASSEN', { y: y + 16, size: 11, bold: true });
  pb.text(70, `am ${dateText(registered, 'd.m.yyyy')}`, { y: y + 32, size: 10 });
  pb.text(70, `BH ${town.town}`, { y: y + 48, size: 9 });
  pb.text(70, `Kennzeichen ${town.code} ${rng.int(10, 99)}.${rng.int(100, 999)}`, { y: y + 62, size: 9 });
  return { items: pb.items, language: 'de', truth: { documentType: 'title', date: issued } };
};

/** 1968–79 USA: a state certificate of title — title number, dates of sale and issue, a lien box, odometer "not required". */
export const stateTitleUS1974: Family = (rng) => {
  const year = rng.int(1968, 1979);
  const issued = isoIn(rng, year);
  const sold = addDays(issued, -rng.int(6, 30));
  const state = rng.pick(['COMMONWEALTH OF KENTUCKY', 'STATE OF WISCONSIN', 'STATE OF IOWA', 'STATE OF TENNESSEE']);
  const owner = person(rng, 'US');
  const lien = rng.chance(0.5);
  const pb = new PageBuilder();
  pb.box(40, 40, 515, 500);
  pb.box(46, 46, 503, 488);
  pb.text(297, state, { y: 76, size: 13, bold: true, serif: true, align: 'center' });
  pb.text(297, 'CERTIFICATE OF TITLE', { y: 100, size: 20, bold: true, serif: true, align: 'center' });
  pb.text(297, 'FOR A MOTOR VEHICLE', { y: 114, size: 9, serif: true, align: 'center' });
  const cells: [string, string, number, number, number][] = [
    ['TITLE NUMBER', `${digits(rng, 8)}`, 70, 136, 150],
    ['DATE ISSUED', dateText(issued, 'mm/dd/yy'), 220, 136, 110],
    ['DATE OF SALE', dateText(sold, 'mm/dd/yy'), 330, 136, 95],
    ['PREV. STATE', rng.pick(['OH', 'IN', 'IL', 'NONE']), 425, 136, 100],
    ['YEAR', String(year - rng.int(0, 4)), 70, 172, 60],
    ['MAKE', rng.pick(['CHEVROLET', 'FORD', 'BUICK', 'MERCURY']), 130, 172, 100],
    ['BODY', rng.pick(['2DR HT', '4DR SED', 'CONV', 'STA WGN']), 230, 172, 80],
    ['VEHICLE IDENTIFICATION NUMBER', `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 7)}`, 310, 172, 215],
  ];
  for (const [l, v, x, y, w] of cells) {
    pb.box(x, y, w, 36);
    pb.text(x + 4, l, { y: y + 10, size: 6.5, serif: true });
    pb.text(x + 6, v, { y: y + 28, size: 11, serif: true });
  }
  pb.text(74, 'OWNER', { y: 228, size: 7, serif: true });
  pb.text(74, owner.full.toUpperCase(), { y: 244, size: 12, serif: true });
  pb.text(74, street(rng, 'US').toUpperCase(), { y: 259, size: 12, serif: true });
  pb.box(70, 276, 455, 62);
  pb.text(74, 'FIRST LIEN', { y: 288, size: 7, bold: true, serif: true });
  if (lien) {
    pb.text(74, `${rng.pick(['FIRST NATIONAL BANK', 'FARMERS STATE BANK', 'CITIZENS TRUST CO.'])}   AMOUNT $${rng.int(8, 35)}00.00`, {
      y: 304,
      size: 10,
      serif: true,
    });
    pb.text(74, `RELEASED ${dateText(addDays(issued, rng.int(400, 900)), 'mm/dd/yy')}  BY`, { y: 326, size: 10, serif: true });
    pb.text(210, rng.pick(['R. T. Hollis, V.P.', 'M. Garrett, Cashier']), { y: 324, size: 12, serif: true });
  } else pb.text(74, 'NONE', { y: 304, size: 10, serif: true });
  pb.text(74, 'ODOMETER READING: NOT REQUIRED', { y: 358, size: 8, serif: true });
  pb.text(74, 'The above described vehicle is hereby registered and this certificate issued in the name of the owner shown.', {
    y: 380,
    size: 7.5,
    serif: true,
  });
  pb.text(520, 'COMMISSIONER', { y: 430, size: 8, serif: true, align: 'right' });
  rule(pb, 360, 418, 165);
  pb.text(74, `FEE $${rng.pick(['2.00', '3.00', '4.00'])}`, { y: 430, size: 8, serif: true });
  pb.text(297, 'ANY ALTERATION OR ERASURE VOIDS THIS TITLE', { y: 516, size: 7.5, bold: true, serif: true, align: 'center' });
  return { items: pb.items, language: 'en', truth: { documentType: 'title', date: issued } };
};

/** 2010–24 USA: a recent certificate of title — "Issue Date" among several dates, an odometer brand, a lienholder with its release. */
export const modernTitleUS2018: Family = (rng) => {
  const year = rng.int(2010, 2024);
  const issued = isoIn(rng, year);
  const purchase = addDays(issued, -rng.int(10, 45));
  const released = addDays(issued, rng.int(300, 1200));
  const [state, townLine] = rng.pick([
    ['ARIZONA', 'Tucson, AZ 85701'],
    ['OREGON', 'Eugene, OR 97401'],
    ['NORTH CAROLINA', 'Asheville, NC 28801'],
    ['COLORADO', 'Fort Collins, CO 80521'],
  ]);
  const owner = person(rng, 'US');
  const miles = rng.int(42000, 140000);
  const pb = new PageBuilder();
  pb.text(50, `STATE OF ${state}`, { y: 56, size: 12, bold: true });
  pb.text(50, 'Department of Transportation · Motor Vehicle Division', { y: 69, size: 8.5 });
  pb.text(545, 'CERTIFICATE OF TITLE', { y: 58, size: 15, bold: true, align: 'right' });
  pb.text(545, `Title No. ${letters(rng, 1)}${digits(rng, 9)}`, { y: 74, size: 10, align: 'right' });
  rule(pb, 50, 84, 495);
  const grid: [string, string][] = [
    ['VIN', `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 6)}`],
    ['Year / Make / Model', `${rng.int(1955, 1975)} ${rng.pick(['CHEVROLET CORVETTE', 'FORD THUNDERBIRD', 'PONTIAC FIREBIRD', 'DODGE CHARGER'])}`],
    ['Body / Color', `${rng.pick(['CV', '2D', 'HT'])} / ${rng.pick(['RED', 'BLK', 'WHI', 'BLU'])}`],
    ['Odometer', `${count(miles, ',')}  EXEMPT`],
    ['Purchase Date', dateText(purchase, 'mm/dd/yyyy')],
    ['Issue Date', dateText(issued, 'mm/dd/yyyy')],
    ['Title Type', 'ORIGINAL — CLASSIC'],
    ['Brands', 'NONE'],
  ];
  grid.forEach(([l, v], i) => {
    const x = 50 + (i % 2) * 250;
    const y = 100 + Math.floor(i / 2) * 34;
    pb.box(x, y, 245, 32);
    pb.text(x + 4, l.toUpperCase(), { y: y + 10, size: 6.5 });
    pb.text(x + 6, v, { y: y + 25, size: 10 });
  });
  pb.text(50, 'OWNER(S)', { y: 256, size: 7, bold: true });
  pb.text(50, owner.full.toUpperCase(), { y: 272, size: 11 });
  pb.text(50, `${street(rng, 'US').toUpperCase()}, ${townLine.toUpperCase()}`, { y: 286, size: 11 });
  pb.box(50, 304, 495, 80);
  pb.text(55, '1ST LIENHOLDER', { y: 316, size: 7, bold: true });
  pb.text(55, `${rng.pick(['DESERT FINANCIAL CU', 'SUMMIT CLASSIC LENDING LLC', 'ROCKY MTN BANK'])}  ·  LIEN DATE ${dateText(purchase, 'mm/dd/yyyy')}`, {
    y: 332,
    size: 10,
  });
  pb.text(55, 'RELEASE OF LIEN: The holder of the above lien releases all interest in the vehicle.', { y: 352, size: 7.5 });
  pb.text(55, `Date ${dateText(released, 'mm/dd/yyyy')}`, { y: 372, size: 10 });
  pb.text(250, rng.pick(['J. Tran, Loan Servicing', 'K. Olsen, Collateral Dept.']), { y: 372, size: 12, serif: true });
  pb.text(50, 'Odometer statement: Federal and state law require that you state the mileage upon transfer of ownership.', { y: 408, size: 7.5 });
  pb.box(50, 416, 495, 90);
  pb.text(55, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER', { y: 428, size: 7.5, bold: true });
  for (const [i, l] of ['Purchaser', 'Date of sale', 'Selling price', 'Odometer reading'].entries()) {
    pb.text(55 + (i % 2) * 245, l, { y: 450 + Math.floor(i / 2) * 26, size: 7.5 });
    rule(pb, 120 + (i % 2) * 245, 452 + Math.floor(i / 2) * 26, 170);
  }
  pb.text(297, 'VOID IF ALTERED', { y: 530, size: 8, bold: true, align: 'center' });
  return { items: pb.items, language: 'en', truth: { documentType: 'title', date: issued } };
};
