/**
 * Sales and valuations on printed forms: a motoring club's Kaufvertrag pad (Lower Bavaria) with Verkäufer and Käufer
 * boxes side by side and tick boxes, an Upper Austrian Kaufvertrag with numbered paragraphs and the price in a box, a
 * Zurich Oberland Kaufvertrag; a Scottish private-sale form and a Pennsylvania bill of sale with numbered blocks.
 * Appraisals with grade boxes: a Franconian Bewertungsbogen (Zustandsnote 1–5), a Viennese Schätzgutachten, a New
 * Zealand club valuation form and a Minnesota appraisal form (condition 1–6).
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  CARS_SH,
  CARS_UK,
  CARS_US,
  carIn,
  cell,
  cellRow,
  chassis,
  dayIn,
  doc,
  fd,
  num,
  para,
  person,
  plateDE,
  street,
  streetEn,
  STREETS_DE,
  STREETS_EN,
  STREETS_US,
  tick,
  town,
} from './kit';

// ——— purchases ———

/** Lower Bavaria, 1975–2015: a motoring club's Kaufvertrag pad — Verkäufer and Käufer side by side, tick boxes, the price in a box. */
export function kaufvertragBlockNdb(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1975, 2015);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const seller = person(rng, 'ndb');
  const buyer = person(rng, rng.pick(['ndb', 'fra'] as const));
  const price = euro ? rng.int(30, 450) * 100 : rng.int(20, 600) * 100;
  p.text(40, 'Kaufvertrag', { y: 50, size: 18, bold: true });
  p.text(40, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { y: 64, size: 9 });
  p.text(555, 'Vordruck des Automobilclubs', { y: 50, size: 7, align: 'right' });
  const [plz1, ort1] = town(rng, 'ndb');
  const [plz2, ort2] = town(rng, 'ndb');
  p.box(40, 76, 250, 70).box(290, 76, 250, 70);
  p.text(44, 'Verkäufer', { y: 86, size: 7, bold: true }).text(294, 'Käufer', { y: 86, size: 7, bold: true });
  p.text(50, seller, { y: 104, size: 10.5 }).text(50, street(rng, STREETS_DE), { y: 118, size: 10 }).text(50, `${plz1} ${ort1}`, { y: 132, size: 10 });
  p.text(300, buyer, { y: 104, size: 10.5 }).text(300, street(rng, STREETS_DE), { y: 118, size: 10 }).text(300, `${plz2} ${ort2}`, { y: 132, size: 10 });
  cellRow(p, 40, 156, 28, [
    [160, 'Hersteller / Typ', `${car.make} ${car.model}`],
    [100, 'Erstzulassung', String(year)],
    [120, 'Amtl. Kennzeichen', plateDE(rng, rng.pick(['LA', 'DEG', 'SR', 'PA']))],
    [120, 'km-Stand (abgelesen)', String(rng.int(40, 240) * 1000)],
  ]);
  cell(p, 40, 184, 500, 28, 'Fahrzeug-Identnummer', chassis(rng, year < 1981 ? 10 : 17), { dx: 80 });
  p.text(40, 'Der Verkäufer sichert zu:', { y: 232, size: 9, bold: true });
  tick(p, 40, 248, true, 'dass das Fahrzeug sein Eigentum ist', 'box', 8.5);
  tick(p, 40, 262, rng.chance(0.6), 'dass das Fahrzeug unfallfrei ist', 'box', 8.5);
  tick(p, 40, 276, rng.chance(0.5), 'dass der Motor nicht getauscht wurde', 'box', 8.5);
  tick(p, 300, 248, true, 'Gekauft wie besichtigt unter Ausschluss', 'box', 8.5);
  p.text(311, 'jeder Gewährleistung', { y: 260, size: 8.5 });
  const cur = euro ? 'EUR' : 'DM';
  cell(p, 300, 290, 240, 34, `Kaufpreis ${cur}`, num(price, 'de'), { size: 13, bold: true, align: 'right', fill: true });
  cell(p, 40, 290, 250, 34, 'in Worten', `— ${rng.pick(['siehe Ziffern', 'wie nebenstehend'])} —`, { size: 9, dx: 20 });
  p.text(40, `${ort1}, den ${fd(date, 'de')}`, { y: 350, size: 10.5 });
  p.text(40, '____________________', { y: 390, size: 10 }).text(40, 'Unterschrift Verkäufer', { y: 400, size: 7 });
  p.text(300, '____________________', { y: 390, size: 10 }).text(300, 'Unterschrift Käufer', { y: 400, size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Upper Austria, 1978–2015: a Kaufvertrag with numbered paragraphs (§ 1 …), the price in a framed box, ATS or EUR. */
export function kaufvertragOoe(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1978, 2015);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const seller = person(rng, 'ooe');
  const buyer = person(rng, 'ooe');
  const price = euro ? rng.int(25, 380) * 100 : rng.int(20, 450) * 1000;
  const [, ort] = town(rng, 'ooe');
  p.text(297, 'KAUFVERTRAG', { y: 54, size: 16, bold: true, align: 'center', serif: true });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug', { y: 68, size: 9, align: 'center' });
  cellRow(
    p,
    40,
    82,
    36,
    [
      [250, '(1) Verkäufer', seller],
      [250, '(2) Käufer', buyer],
    ],
    { size: 11 },
  );
  p.text(40, '§ 1 Kaufgegenstand', { y: 140, size: 9.5, bold: true });
  p.y = 154;
  para(
    p,
    40,
    `Der Verkäufer verkauft dem Käufer das Kraftfahrzeug Marke ${car.make}, Type ${car.model}, Baujahr ${year}, Fahrgestellnummer ${chassis(rng, 10)}, mit dem Zulassungsschein und ${rng.int(1, 3)} Schlüsseln.`,
    95,
  );
  const y = p.y + 6;
  p.y = y;
  p.text(40, '§ 2 Kaufpreis', { y, size: 9.5, bold: true });
  cell(p, 330, y - 12, 210, 32, euro ? 'Kaufpreis EUR' : 'Kaufpreis ATS (Schilling)', num(price, 'de'), { size: 13, bold: true, align: 'right' });
  p.y = y + 30;
  para(p, 40, 'Der Kaufpreis wurde bei Übergabe bar bezahlt; der Verkäufer bestätigt den Erhalt mit seiner Unterschrift.', 95);
  p.text(40, '§ 3 Gewährleistung', { y: p.y + 6, size: 9.5, bold: true });
  p.y += 20;
  para(p, 40, 'Das Fahrzeug wird wie besichtigt und probegefahren verkauft; die Gewährleistung ist ausgeschlossen.', 95);
  p.text(40, `${ort}, am ${fd(date, 'de')}`, { y: p.y + 20, size: 10.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Zurich Oberland, 1975–2020: a Kaufvertrag form — boxes numbered 1–9, Übergabe date apart from the signing date. */
export function kaufvertragZh(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1975, 2020);
  const date = dayIn(rng, paperYear);
  const seller = person(rng, 'zho');
  const buyer = person(rng, 'zho');
  const price = rng.int(30, 900) * 100;
  const [, ort] = town(rng, 'zho');
  p.text(40, 'Kaufvertrag für ein Occasionsfahrzeug', { y: 52, size: 14, bold: true });
  const b: [string, string, string, number][] = [
    ['1', 'Verkäufer/in', seller, 250],
    ['2', 'Käufer/in', buyer, 250],
    ['3', 'Marke, Typ', `${car.make} ${car.model}`, 200],
    ['4', '1. Inverkehrsetzung', String(year), 120],
    ['5', 'Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, 180],
    ['6', 'Kilometerstand', `${num(rng.int(40, 240) * 1000, 'ch').slice(0, -3)}`, 150],
    ['7', 'Kaufpreis Fr.', num(price, 'ch'), 200],
    ['8', 'Datum des Vertrags', fd(date, 'de'), 150],
  ];
  let x = 40;
  let y = 66;
  for (const [n, l, v, w] of b) {
    if (x + w > 541) {
      x = 40;
      y += 34;
    }
    cell(p, x, y, w, 34, `${n}  ${l}`, v, { dx: 8, size: n === '7' ? 12 : 10.5, bold: n === '7' });
    x += w;
  }
  y += 54;
  p.text(40, '9  Besondere Vereinbarungen', { y, size: 6.5 });
  p.box(40, y - 10, 500, 60);
  p.text(48, rng.pick(['Ab MFK, ohne Garantie.', 'Verkauf ohne Gewährleistung. Sommerräder inbegriffen.', 'Wie besichtigt; Veteranenprüfung vorhanden.']), {
    y: y + 14,
    size: 10,
  });
  p.text(40, `${ort}, ${fd(date, 'de')}`, { y: y + 80, size: 10 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Scotland, 1970–2010: a stationer's private-sale form — seller and buyer blocks one under the other, the price in a box at the right. */
export function privateSaleScotland(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_UK, 1970, 2010);
  const date = dayIn(rng, paperYear);
  const seller = person(rng, 'sco');
  const buyer = person(rng, rng.pick(['sco', 'yor'] as const));
  const price = rng.int(3, 180) * 50;
  p.text(40, 'VEHICLE SALE AGREEMENT', { y: 52, size: 14, bold: true });
  p.text(40, '(private sale — sold as seen)', { y: 65, size: 8.5 });
  cell(p, 40, 76, 500, 40, 'SELLER — full name and address', `${seller}, ${streetEn(rng, STREETS_EN)}, ${town(rng, 'sco')[1]}`, { dx: 4 });
  cell(p, 40, 116, 500, 40, 'BUYER — full name and address', `${buyer}, ${streetEn(rng, STREETS_EN)}, ${town(rng, 'sco')[1]}`, { dx: 4 });
  cellRow(p, 40, 166, 30, [
    [180, 'Make and model', `${car.make} ${car.model}`],
    [100, 'Year', String(year)],
    [120, 'Registration no.', `${rng.pick(['SG', 'SS', 'GB', 'MS'])}${rng.pick(['D', 'E', 'F'])} ${rng.int(10, 999)}${rng.pick(['G', 'H', 'J', 'K'])}`],
    [100, 'Mileage', `${num(rng.int(20, 150) * 1000, 'en')}`],
  ]);
  p.text(40, 'The seller confirms that the vehicle is his/her property and free of any finance.', { y: 222, size: 9 });
  cell(p, 380, 236, 160, 36, 'PRICE AGREED', `£${num(price, 'en')}`, { size: 13, bold: true, align: 'right', fill: true });
  cell(p, 40, 236, 200, 36, 'Date of sale', fd(date, 'uklong'), { size: 11 });
  p.text(40, 'Signed (seller) ______________________', { y: 310, size: 9.5 }).text(300, 'Signed (buyer) ______________________', { y: 310, size: 9.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** Pennsylvania, 1975–2020: a bill of sale with numbered blocks; seller's name in block 4, the price in block 7. */
export function billOfSalePa(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1975, 2020);
  const date = dayIn(rng, paperYear);
  const seller = person(rng, 'pa');
  const buyer = person(rng, rng.pick(['pa', 'mn'] as const));
  const price = rng.int(8, 400) * 100;
  p.text(297, 'BILL OF SALE — MOTOR VEHICLE', { y: 52, size: 14, bold: true, align: 'center' });
  const b: [string, string, string, number][] = [
    ['1', 'YEAR', String(year), 80],
    ['2', 'MAKE / MODEL', `${car.make} ${car.model}`, 200],
    ['3', 'VIN', chassis(rng, year < 1981 ? 13 : 17), 220],
    ['4', 'SELLER (PRINT NAME)', seller, 250],
    ['5', 'BUYER (PRINT NAME)', buyer, 250],
    ['6', 'DATE OF SALE', fd(date, 'us'), 150],
    ['7', 'PURCHASE PRICE', `$${num(price, 'en')}`, 150],
    ['8', 'ODOMETER READING', `${rng.int(20, 190)},${String(rng.int(0, 999)).padStart(3, '0')}`, 200],
  ];
  let x = 40;
  let y = 66;
  for (const [n, l, v, w] of b) {
    if (x + w > 541) {
      x = 40;
      y += 34;
    }
    cell(p, x, y, w, 34, `${n}. ${l}`, v, { labSize: 6, dx: 4 });
    x += w;
  }
  p.y = y + 60;
  para(
    p,
    40,
    `For the sum stated in block 7, receipt of which is acknowledged, the seller transfers to the buyer all rights in the vehicle described, free of liens, ${streetEn(rng, STREETS_US)}, ${town(rng, 'pa')[1]}, Pennsylvania.`,
    100,
    { size: 9 },
  );
  tick(p, 40, p.y + 10, true, 'Odometer reading is the actual mileage', 'box', 8.5);
  tick(p, 280, p.y + 10, false, 'Exceeds mechanical limits', 'box', 8.5);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

// ——— appraisals ———

const NOTEN = ['1 – makellos', '2 – gut', '3 – gebraucht', '4 – verbraucht', '5 – restaurierungsbedürftig'];

/** Franconia, 1985–2022: a club's Bewertungsbogen — grade boxes 1–5 per section and overall, the overall ticked, the value boxed. */
export function bewertungsbogenFranken(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1985, 2022);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const name = `${rng.pick(['Dipl.-Ing. ', 'Kfz-Meister ', ''])}${person(rng, 'fra')}`;
  p.text(40, 'Fahrzeugbewertung', { y: 50, size: 15, bold: true }).text(40, `Oldtimer-Club ${town(rng, 'fra')[1]} e.V. · Bewertungsbogen`, {
    y: 63,
    size: 8.5,
  });
  cellRow(p, 40, 74, 28, [
    [200, 'Fahrzeug', `${car.make} ${car.model}`],
    [90, 'Baujahr', String(year)],
    [210, 'FIN', chassis(rng, year < 1981 ? 10 : 17)],
  ]);
  cellRow(p, 40, 102, 28, [
    [250, 'Eigentümer', person(rng, 'fra')],
    [250, 'Datum der Besichtigung', fd(date, 'de')],
  ]);
  const overall = rng.int(1, 4);
  const sects = ['Karosserie', 'Lack', 'Technik', 'Innenraum', 'Gesamtzustand'];
  let y = 150;
  p.text(250, '1', { y: y - 4, size: 7 })
    .text(280, '2', { y: y - 4, size: 7 })
    .text(310, '3', { y: y - 4, size: 7 })
    .text(340, '4', { y: y - 4, size: 7 })
    .text(370, '5', { y: y - 4, size: 7 });
  for (const s of sects) {
    y += 16;
    const g = s === 'Gesamtzustand' ? overall : Math.max(1, Math.min(5, overall + rng.int(-1, 1)));
    p.text(40, s, { y, size: 9.5, bold: s === 'Gesamtzustand' });
    for (let k = 1; k <= 5; k++) {
      p.box(248 + (k - 1) * 30, y - 8, 9, 9);
      if (k === g) p.text(249.8 + (k - 1) * 30, 'X', { y: y - 0.5, size: 8 });
    }
  }
  p.text(400, 'Noten:', { y: 166, size: 7 });
  NOTEN.forEach((n, i) => p.text(400, n, { y: 178 + i * 10, size: 7 }));
  const value = euro ? rng.int(40, 900) * 100 : rng.int(60, 1200) * 100;
  y += 30;
  cell(p, 300, y, 240, 34, `Marktwert ${euro ? 'EUR' : 'DM'}`, num(value, 'de'), { size: 13, bold: true, align: 'right', fill: true });
  cell(p, 40, y, 250, 34, 'Bewerter', name, { size: 10.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: NOTEN[overall - 1] });
}

/** Vienna, 1980–2020: a sworn expert's Schätzgutachten form — boxed findings, a grade row ticked, the Schätzwert at the foot. */
export function schaetzgutachtenWien(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_DE, 1980, 2020);
  const date = dayIn(rng, paperYear);
  const euro = paperYear >= 2002;
  const name = `${rng.pick(['Ing.', 'DI', 'KommR Ing.'])} ${person(rng, 'wien')}`;
  p.text(40, name, { y: 46, size: 11, bold: true }).text(40, 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger', { y: 58, size: 8 });
  p.text(555, 'SCHÄTZGUTACHTEN', { y: 46, size: 12, bold: true, align: 'right' });
  cellRow(
    p,
    40,
    70,
    30,
    [
      [200, 'Auftraggeber', person(rng, 'wien')],
      [160, 'Fahrzeug', `${car.make} ${car.model}`],
      [140, 'Baujahr', String(year)],
    ],
    { lab: 'bl', labSize: 6 },
  );
  cellRow(
    p,
    40,
    100,
    30,
    [
      [200, 'Kennzeichen', `W-${rng.int(100, 9999)}${rng.pick(['H', 'X', 'AB'])}`],
      [160, 'Besichtigt am', fd(date, 'de')],
      [140, 'Ort', rng.pick(['Werkstätte', 'Garage des AG', 'Halle'])],
    ],
    { lab: 'bl', labSize: 6 },
  );
  p.y = 152;
  para(
    p,
    40,
    rng.pick([
      'Fahrzeug in originalem Zustand, Lack teilweise nachlackiert, Chrom gut, Innenraum mit leichten Gebrauchsspuren.',
      'Fahrzeug vor einigen Jahren restauriert, Unterboden konserviert, Motor läuft ruhig, Papiere vollständig.',
      'Karosserie mit kleinen Roststellen an den Radläufen, Technik überholt, Innenausstattung erneuert.',
    ]),
    95,
  );
  const grades = ['sehr gut', 'gut', 'befriedigend', 'ausreichend', 'mangelhaft'];
  const g = rng.int(0, 3);
  p.text(40, 'Gesamtzustand:', { y: p.y + 8, size: 9, bold: true });
  grades.forEach((gr, i) => tick(p, 130 + i * 82, p.y + 8, i === g, gr, 'box', 8.5));
  const value = euro ? rng.int(50, 800) * 100 : rng.int(60, 1100) * 1000;
  cell(p, 300, p.y + 30, 240, 34, euro ? 'Schätzwert EUR' : 'Schätzwert S', num(value, 'de'), { size: 13, bold: true, align: 'right' });
  p.text(40, `Wien, am ${fd(date, 'de')}`, { y: p.y + 56, size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: grades[g] });
}

/** New Zealand, 1990–2022: a vintage car club's valuation form — grade boxes A–D, the valuer and the value in boxes. */
export function valuationFormNz(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_SH, 1990, 2022);
  const date = dayIn(rng, paperYear);
  const name = person(rng, 'nz');
  p.text(40, `Vintage Car Club of New Zealand · ${town(rng, 'nz')[1]} Branch`, { y: 48, size: 11, bold: true });
  p.text(40, 'VEHICLE VALUATION FOR INSURANCE', { y: 64, size: 12 });
  cellRow(p, 40, 76, 28, [
    [250, 'Owner', person(rng, 'nz')],
    [150, 'Vehicle', `${year} ${car.make}`],
    [100, 'Model', car.model],
  ]);
  cellRow(p, 40, 104, 28, [
    [250, 'Registration', `${rng.pick(['AB', 'CD', 'EF'])}${rng.int(100, 9999)}`],
    [250, 'Date inspected', fd(date, 'uk')],
  ]);
  const grades = ['A — concours', 'B — very good', 'C — good, usable', 'D — needs work'];
  const g = rng.int(0, 3);
  p.text(40, 'Condition (tick one):', { y: 154, size: 9, bold: true });
  grades.forEach((gr, i) => tick(p, 40 + i * 125, 172, i === g, gr, 'box', 8.5));
  const value = rng.int(5, 90) * 500;
  cell(p, 300, 196, 240, 34, 'Recommended agreed value NZ$', num(value, 'en'), { size: 13, bold: true, align: 'right', fill: true });
  cell(p, 40, 196, 250, 34, 'Club valuer', name, { size: 10.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: grades[g] });
}

/** Minnesota, 1985–2022: an appraisal form — condition 1–6 ticked in a row of boxes, the appraiser with credentials, the value boxed. */
export function appraisalFormMn(rng: Random): Generated {
  const p = new PageBuilder();
  const { car, year, paperYear } = carIn(rng, CARS_US, 1985, 2022);
  const date = dayIn(rng, paperYear);
  const name = `${person(rng, 'mn')}, ${rng.pick(['ASA', 'AAA', 'ISA CAPP', 'IAAA'])}`;
  p.text(40, 'COLLECTOR VEHICLE APPRAISAL', { y: 48, size: 13, bold: true }).text(555, `${streetEn(rng, STREETS_US)}, ${town(rng, 'mn')[1]}, MN`, {
    y: 48,
    size: 8,
    align: 'right',
  });
  cellRow(p, 40, 62, 28, [
    [80, 'YEAR', String(year)],
    [200, 'MAKE / MODEL', `${car.make} ${car.model}`],
    [220, 'VIN', chassis(rng, year < 1981 ? 12 : 17)],
  ]);
  cellRow(p, 40, 90, 28, [
    [250, 'CLIENT', person(rng, rng.pick(['mn', 'wi'] as const))],
    [250, 'DATE OF INSPECTION', fd(date, 'us')],
  ]);
  const cond = ['1 Concours', '2 Excellent', '3 Good', '4 Fair', '5 Poor', '6 Parts car'];
  const g = rng.int(1, 4);
  p.text(40, 'CONDITION', { y: 140, size: 8, bold: true });
  cond.forEach((c, i) => tick(p, 40 + i * 84, 156, i === g, c, 'box', 8.5));
  p.y = 184;
  para(
    p,
    40,
    rng.pick([
      'Older restoration holding up well; minor chips to paint; interior original and clean; runs and drives as it should.',
      'Straight, rust-free body; engine rebuilt with receipts; chrome pitted in places; correct wheels.',
      'Solid driver; paint faded; new brakes and tires; some surface rust underneath.',
    ]),
    100,
    { size: 9 },
  );
  const value = rng.int(30, 900) * 100;
  cell(p, 300, p.y + 10, 240, 34, 'FAIR MARKET VALUE', `$${num(value, 'en')}`, { size: 13, bold: true, align: 'right', fill: true });
  cell(p, 40, p.y + 10, 250, 34, 'APPRAISER', name, { size: 10.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond[g] });
}
