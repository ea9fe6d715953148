/**
 * Four title papers: two German Fahrzeugbriefe (the 1970s booklet page with its keeper entries,
 * a 1990s one with the issuing office's line at the foot) and two US certificates of title (a
 * typewritten 1980s one with lien and odometer, a printed 1990s one with purchase and issue dates).
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import { addDays, deAddress, deName, deCar, enName, fmtDate, fmtInt, PageBuilder, usCar, usAddress, vin, yearOf } from './kit';

const title = (pb: PageBuilder, language: 'de' | 'en', date: string): Generated => ({ items: pb.items, language, truth: { documentType: 'title', date } });

/** The Fahrzeugbrief of the 1970s–80s: "ausgestellt am" beside the Brief-Nr., first registration and keeper dates elsewhere. */
export function deFahrzeugbrief70er(rng: Random): Generated {
  const year = rng.int(1960, 1984);
  const issued = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const firstReg = addDays(issued, rng.int(3, 40));
  const car = deCar(rng, year);
  const pb = new PageBuilder();
  pb.text(297, 'Fahrzeugbrief', { y: 70, size: 20, serif: true, bold: true, align: 'center' });
  pb.text(297, '(Kraftfahrzeugbrief)', { y: 86, size: 9, serif: true, align: 'center' });
  const brief = `${rng.pick(['A', 'B', 'C', 'E'])}${rng.pick(['A', 'B', 'C', 'E'])} ${rng.int(100000, 999999)}`;
  pb.text(40, `Brief-Nr. ${brief}`, { y: 115, size: 10, serif: true });
  pb.text(555, `ausgestellt am ${fmtDate(issued, 'de')}`, { y: 115, size: 10, serif: true, align: 'right' });
  pb.text(555, `vom Hersteller ${car.split(' ')[0]}`, { y: 128, size: 8, serif: true, align: 'right' });
  const rows: [string, string][] = [
    ['Fahrzeugart', 'Personenkraftwagen'],
    ['Hersteller / Typ', car],
    ['Fahrgestell-Nr.', vin(rng, year)],
    ['Hubraum', `${fmtInt(rng.pick([1192, 1584, 1990, 2307, 2746]), '.')} ccm`],
    ['Leergewicht', `${rng.int(780, 1480)} kg`],
    ['Tag der ersten Zulassung', fmtDate(firstReg, 'de')],
  ];
  let y = 160;
  for (const [k, v] of rows) {
    pb.text(50, k, { y, size: 9, serif: true });
    pb.text(220, v, { y, size: 10.5, serif: true });
    pb.box(215, y + 4, 330, 0.3);
    y += 20;
  }
  y += 20;
  pb.text(50, 'Eintragungen der Halter', { y, size: 9.5, serif: true, bold: true });
  y += 8;
  pb.box(40, y, 515, 18, true);
  pb.text(45, 'Lfd. Nr.', { y: y + 12, size: 7.5 });
  pb.text(95, 'Name, Anschrift', { y: y + 12, size: 7.5 });
  pb.text(400, 'zugelassen am', { y: y + 12, size: 7.5 });
  pb.text(480, 'Kennzeichen', { y: y + 12, size: 7.5 });
  y += 18;
  let d = firstReg;
  const n = rng.int(1, 3);
  for (let i = 1; i <= n; i++) {
    pb.box(40, y, 515, 24);
    pb.text(55, `${i}.`, { y: y + 16, size: 10, serif: true });
    pb.text(95, `${deName(rng)}, ${deAddress(rng, d).town}`, { y: y + 16, size: 10, serif: true });
    pb.text(400, fmtDate(d, 'de-short'), { y: y + 16, size: 10, serif: true });
    pb.text(480, `${rng.pick(['HN', 'BO', 'KS', 'N'])}-${'ABCDEFGHKL'[rng.int(0, 9)]} ${rng.int(1, 999)}`, { y: y + 16, size: 10, serif: true });
    y += 24;
    d = addDays(d, rng.int(400, 2500));
  }
  pb.text(40, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über das Eigentum am Fahrzeug.', { y: y + 40, size: 7.5, serif: true });
  return title(pb, 'de', issued);
}

/** A 1990s Fahrzeugbrief (re-issued after loss): the issue line "Ort, Tag" at the foot, an earlier brief number. */
export function deFahrzeugbrief90er(rng: Random): Generated {
  const issued = rng.date(1991, 2004);
  const year = rng.int(1958, 1985);
  const car = deCar(rng, year);
  const pb = new PageBuilder();
  pb.box(36, 36, 523, 560);
  pb.text(50, 'FAHRZEUGBRIEF', { y: 66, size: 16, bold: true });
  const brief = `${rng.pick(['FM', 'GK', 'HB'])} ${rng.int(1000000, 9999999)}`;
  pb.text(545, `Nr. ${brief}`, { y: 66, size: 11, bold: true, align: 'right' });
  pb.text(50, `Ersatzbrief für abhanden gekommenen Brief Nr. ${rng.pick(['AD', 'BC'])} ${rng.int(100000, 999999)}`, { y: 84, size: 8 });
  const kv: [string, string][] = [
    ['Hersteller', car.split(' ')[0]],
    ['Typ', car.split(' ').slice(1).join(' ')],
    ['Fahrzeug-Ident.-Nr.', vin(rng, year)],
    ['Baujahr', String(year)],
    ['Erstzulassung', fmtDate(`${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'de')],
    ['Farbe', rng.pick(['rot', 'weiß', 'silber', 'dunkelblau', 'beige'])],
  ];
  let y = 120;
  kv.forEach(([k, v], i) => {
    const x = i % 2 === 0 ? 50 : 300;
    pb.text(x, k, { y, size: 7 });
    pb.text(x, v, { y: y + 14, size: 11 });
    if (i % 2 === 1) y += 36;
  });
  y += 10;
  const owner = deName(rng);
  const a = deAddress(rng, issued);
  pb.text(50, 'Halter', { y, size: 7 });
  pb.text(50, `${owner}, ${a.street}, ${a.town}`, { y: y + 14, size: 11 });
  pb.text(50, `zugelassen seit ${fmtDate(addDays(issued, -rng.int(200, 3000)), 'de')}`, { y: y + 28, size: 9 });
  y += 80;
  pb.text(50, 'Ort und Tag der Ausfertigung', { y, size: 7 });
  pb.text(50, `${a.town.replace(/^\d+ /, '')}, ${fmtDate(issued, 'de-long')}`, { y: y + 16, size: 11 });
  pb.text(350, 'Zulassungsstelle', { y, size: 7 });
  pb.text(350, `Landratsamt ${a.town.replace(/^\d+ /, '')}`, { y: y + 16, size: 10 });
  pb.text(350, 'Im Auftrag', { y: y + 50, size: 9 });
  return title(pb, 'de', issued);
}

/** A typewritten 1980s US certificate of title: title number, date issued, odometer, lienholder and lien date. */
export function usTitle80s(rng: Random): Generated {
  const issued = rng.date(1978, 1992);
  const year = rng.int(1950, yearOf(issued));
  const state = rng.pick(['OKLAHOMA', 'GEORGIA', 'WASHINGTON', 'OHIO']);
  const pb = new PageBuilder();
  pb.box(40, 40, 515, 520);
  pb.box(46, 46, 503, 508);
  pb.text(297, `THE STATE OF ${state}`, { y: 80, size: 11, serif: true, bold: true, align: 'center' });
  pb.text(297, 'CERTIFICATE OF TITLE', { y: 102, size: 18, serif: true, bold: true, align: 'center' });
  pb.text(297, 'FOR A MOTOR VEHICLE', { y: 116, size: 8, serif: true, align: 'center' });
  const tno = `${rng.int(10, 99)}${rng.int(1000000, 9999999)}`;
  const lien = addDays(issued, -rng.int(1, 20));
  const rows: [string, string, string, string][] = [
    ['TITLE NUMBER', tno, 'DATE ISSUED', fmtDate(issued, 'us')],
    ['YEAR', String(year), 'MAKE', usCar(rng, year).split(' ')[0].toUpperCase()],
    ['VEHICLE IDENTIFICATION NO.', vin(rng, year), 'BODY', rng.pick(['2DR HT', 'CONV', 'SEDAN', 'COUPE'])],
    ['ODOMETER', `${fmtInt(rng.int(12000, 99999), ',')} ACTUAL`, 'PREV. STATE', rng.pick(['TX', 'CA', 'KS', 'NONE'])],
  ];
  let y = 150;
  for (const [k1, v1, k2, v2] of rows) {
    pb.text(70, k1, { y, size: 6.5 });
    pb.text(70, v1, { y: y + 14, size: 11, serif: true });
    pb.text(340, k2, { y, size: 6.5 });
    pb.text(340, v2, { y: y + 14, size: 11, serif: true });
    y += 34;
  }
  const a = usAddress(rng);
  pb.text(70, 'OWNER(S)', { y, size: 6.5 });
  pb.text(70, enName(rng).toUpperCase(), { y: y + 14, size: 11, serif: true });
  pb.text(70, `${a.street.toUpperCase()}, ${a.town.toUpperCase()}`, { y: y + 28, size: 11, serif: true });
  y += 56;
  pb.text(70, 'FIRST LIENHOLDER', { y, size: 6.5 });
  pb.text(70, rng.pick(['FIRST NATIONAL BANK', 'CITIZENS SAVINGS & LOAN', 'GMAC', 'NONE']), { y: y + 14, size: 11, serif: true });
  pb.text(340, 'DATE OF LIEN', { y, size: 6.5 });
  pb.text(340, fmtDate(lien, 'us'), { y: y + 14, size: 11, serif: true });
  y += 60;
  pb.text(70, 'I certify that the records of this department show the person named herein as owner of the vehicle described.', { y, size: 7.5, serif: true });
  pb.text(340, 'COMMISSIONER', { y: y + 60, size: 7.5, serif: true });
  return title(pb, 'en', issued);
}

/** A printed 1990s title: issue date written out, purchase date and first-sold date beside it, odometer brand. */
export function usTitle90s(rng: Random): Generated {
  const issued = rng.date(1993, 2005);
  const bought = addDays(issued, -rng.int(5, 45));
  const year = rng.int(1955, 1990);
  const pb = new PageBuilder();
  pb.box(30, 30, 535, 400, true);
  pb.box(40, 40, 515, 380);
  pb.text(60, 'CERTIFICATE OF TITLE', { y: 72, size: 16, bold: true });
  const state = rng.pick(['Texas', 'Wisconsin', 'Pennsylvania', 'Oregon']);
  pb.text(535, `State of ${state}`, { y: 72, size: 10, align: 'right' });
  const docNo = `${rng.int(10000000, 99999999)}${rng.pick(['A', 'C', 'K'])}`;
  const cols: [string, string][][] = [
    [
      ['Title / Document No.', docNo],
      ['Vehicle Identification No.', vin(rng, year)],
      ['Year / Make / Model', `${year} ${usCar(rng, year)}`],
      ['Odometer Reading', `${fmtInt(rng.int(20000, 180000), ',')} — Not actual mileage`],
    ],
    [
      ['Issue Date', fmtDate(issued, 'us-long')],
      ['Purchase Date', fmtDate(bought, 'us')],
      ['Previous Owner', enName(rng)],
      ['Title Type', rng.pick(['ORIGINAL', 'DUPLICATE', 'CLASSIC'])],
    ],
  ];
  cols.forEach((col, ci) => {
    col.forEach(([k, v], i) => {
      const x = 60 + ci * 250;
      const y = 110 + i * 38;
      pb.text(x, k, { y, size: 7 });
      pb.text(x, v, { y: y + 14, size: 10.5, bold: true });
    });
  });
  const a = usAddress(rng);
  pb.text(60, 'Owner', { y: 280, size: 7 });
  pb.text(60, enName(rng), { y: 294, size: 10.5, bold: true });
  pb.text(60, `${a.street}, ${a.town}`, { y: 307, size: 10.5 });
  pb.text(60, 'Lienholder: None', { y: 340, size: 9 });
  pb.text(60, 'Any alteration or erasure voids this title.', { y: 400, size: 7 });
  return title(pb, 'en', issued);
}
