/** Title paper: a Fahrzeugbrief (1980), a ZB II (2011), a Michigan title (1977), an Arizona title (2016). */
import { dDe, dUs, dEnLong, addDays, doc, page, digits, letters, rule, type Family } from './kit';

const title = (date: string) => ({ documentType: 'title', date });

/** 1980 Fahrzeugbrief: first registration and Halter entries carry their own dates; the Brief's issue date is its own line. */
const brief80: Family = (rng) => {
  const p = page();
  const issued = `1980-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, 'Fahrzeugbrief', { y: 60, size: 20, bold: true, serif: true });
  p.text(545, `Nr. ${letters(rng, 1)} ${digits(rng, 6)}`, { y: 60, size: 12, bold: true, align: 'right' });
  p.text(50, 'Der Brief ist bei jeder Befassung der Zulassungsstelle vorzulegen.', { y: 78, size: 8 });
  const rows: [string, string][] = [
    ['Hersteller', 'Volkswagenwerk AG, Wolfsburg'],
    ['Fahrzeugart / Typ', 'Pkw Limousine / 1302'],
    ['Fahrgestell-Nr.', `11${digits(rng, 8)}`],
    ['Tag der ersten Zulassung', dDe('1971-06-02')],
    ['Ausgefertigt am', dDe(issued)],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 115 + i * 18, size: 9 });
    p.text(230, v, { y: 115 + i * 18, size: 11, serif: true });
  });
  let y = 230;
  p.text(50, 'Halter', { y, size: 11, bold: true });
  y += 16;
  ['Lfd.', 'Name, Anschrift', 'Kennzeichen', 'Zugelassen am'].forEach((h, i) => p.text([50, 90, 350, 450][i], h, { y, size: 8, bold: true }));
  rule(p, 50, y + 4, 495);
  y += 18;
  const h: [string, string, string][] = [
    ['Helmut Sauer, Kassel', 'KS-HS 71', dDe('1971-06-02')],
    ['Klaus Brenneke, Duisburg', `DU-KB ${rng.int(100, 999)}`, dDe(addDays(issued, rng.int(0, 4)))],
  ];
  h.forEach(([n, k, d], i) => {
    p.text(50, String(i + 1), { y, size: 9 });
    p.text(90, n, { y, size: 10, serif: true });
    p.text(350, k, { y, size: 10, serif: true });
    p.text(450, d, { y, size: 10, serif: true });
    y += 16;
  });
  p.text(50, 'Zweitschrift – Erstausfertigung als verloren gemeldet', { y: y + 20, size: 9, bold: true });
  p.text(50, 'Stadt Duisburg – Der Oberstadtdirektor – Straßenverkehrsamt', { y: y + 50, size: 9 });
  return doc(p, 'de', title(issued));
};

/** 2011 ZB II: codes down the page, the issuing authority's date at the foot next to the seal. */
const zb2_11: Family = (rng) => {
  const p = page();
  const issued = `2011-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(297, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 60, size: 14, bold: true, align: 'center' });
  p.text(545, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 80, size: 11, bold: true, align: 'right' });
  const rows: [string, string][] = [
    ['B', dDe('1968-09-12')],
    ['D.1', 'MERCEDES-BENZ'],
    ['D.2', '113'],
    ['E', `113044${digits(rng, 8)}`],
    ['C.6.1', 'Brenneke'],
    ['C.6.2', 'Familie'],
    ['Bemerkungen', 'Zulassung als Oldtimer (§ 23 StVZO-Gutachten liegt vor)'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 115 + i * 20, size: 9, bold: true });
    p.text(140, v, { y: 115 + i * 20, size: 10 });
  });
  p.box(370, 290, 110, 70);
  p.text(425, 'Siegel', { y: 330, size: 8, align: 'center' });
  p.text(50, `Böblingen, ${dDe(issued)}`, { y: 320, size: 10 });
  p.text(50, 'Landratsamt Böblingen – Zulassungsbehörde', { y: 334, size: 8 });
  return doc(p, 'de', title(issued));
};

/** 1977 Michigan title: date of sale, date issued and lien release each on their own lines. */
const michigan77: Family = (rng) => {
  const p = page();
  const issued = `1977-${String(rng.int(2, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.box(40, 40, 515, 330);
  p.text(297, 'STATE OF MICHIGAN', { y: 66, size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 82, size: 10, align: 'center' });
  p.text(60, `TITLE NO. ${letters(rng, 1)} ${digits(rng, 6)}`, { y: 110, size: 10, bold: true });
  p.text(535, `DATE ISSUED  ${dUs(issued)}`, { y: 110, size: 10, bold: true, align: 'right' });
  const rows: [string, string][] = [
    ['YEAR / MAKE / BODY', '1966 FORD MUSTANG 2DR HT'],
    ['VEHICLE ID NO.', `6F07C${digits(rng, 6)}`],
    ['DATE OF SALE', dUs(addDays(issued, -rng.int(8, 20)))],
    ['ODOMETER', `${digits(rng, 5)}  (not actual mileage)`],
    ['OWNER', 'ROBERT BRENNEKE, 2200 S. STATE ST, ANN ARBOR MI'],
    ['FIRST LIEN', 'HURON VALLEY STATE BANK'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(60, k, { y: 140 + i * 20, size: 8 });
    p.text(200, v, { y: 140 + i * 20, size: 10 });
  });
  p.text(60, 'LIEN RELEASED BY ________________________  DATE ____________', { y: 290, size: 8 });
  p.text(60, 'SECRETARY OF STATE', { y: 340, size: 9, bold: true });
  return doc(p, 'en', title(issued));
};

/** 2016 Arizona title: long-form issue date in a corner box; a lien release stamp with a later date. */
const arizona16: Family = (rng) => {
  const p = page();
  const issued = `2016-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  p.text(50, 'ARIZONA DEPARTMENT OF TRANSPORTATION · MOTOR VEHICLE DIVISION', { y: 55, size: 9, bold: true });
  p.text(50, 'Certificate of Title', { y: 78, size: 18, bold: true, serif: true });
  p.box(380, 90, 165, 40);
  p.text(386, 'Issue date', { y: 102, size: 7 });
  p.text(386, dEnLong(issued), { y: 122, size: 12, bold: true });
  p.text(50, `Title number  ${letters(rng, 1)}${digits(rng, 9)}`, { y: 110, size: 10 });
  const rows: [string, string][] = [
    ['VIN', `WP0EA091${digits(rng, 9)}`],
    ['Year / Make', '1983 PORSCHE'],
    ['Odometer', `${digits(rng, 6)} EXEMPT`],
    ['Owner', 'ROBERT BRENNEKE JR, SCOTTSDALE AZ'],
    ['Brand', 'NONE'],
  ];
  rows.forEach(([k, v], i) => {
    p.text(50, k, { y: 160 + i * 18, size: 8 });
    p.text(160, v, { y: 160 + i * 18, size: 10 });
  });
  p.box(330, 270, 215, 60);
  p.text(437, 'LIEN RELEASED', { y: 292, size: 11, bold: true, align: 'center' });
  p.text(437, `Desert Schools FCU  ${dUs(addDays(issued, rng.int(200, 500)))}`, { y: 310, size: 8, align: 'center' });
  return doc(p, 'en', title(issued));
};

export const deTitles: Family[] = [brief80, zb2_11];
export const enTitles: Family[] = [michigan77, arizona16];
