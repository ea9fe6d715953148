/** Sales and valuations: typed contracts on printed forms, a private receipt, a bill of sale; valuers' reports. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { doc, fd, num, para } from '../paper-kit';
import type { Generated } from '../types';
import {
  chassis,
  dm,
  FIRST_DE,
  FIRST_EN,
  firm,
  MAKES_DE,
  MAKES_UK,
  MAKES_US,
  plateAT,
  plateCH,
  plateDE,
  plateUK,
  pr,
  price,
  rule,
  stamp,
  ty,
  vinUS,
} from './kit';

/** Ruhr: a printed "Kaufvertrag für ein gebrauchtes Kraftfahrzeug", seller and buyer boxes, price typed in. */
export function ruhrKaufvertrag(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1964, 1991);
  const y = Number(date.slice(0, 4));
  const seller = `${rng.pick(FIRST_DE)} ${rng.pick(['Szymczak', 'Brockhoff', 'Leineweber', 'Kuhlmann'])}`;
  const buyer = `${rng.pick(FIRST_DE)} ${rng.pick(['Heitkamp', 'Pawlak', 'Rademacher'])}`;
  const priceDM = Math.round(price(rng, 3000, y, 'DM') / 50) * 50;
  const f = firm(rng, 'ruhr');
  p.text(297, 'Kaufvertrag', { y: 54, size: 18, bold: true, align: 'center' });
  pr(p, 297, 68, 'für ein gebrauchtes Kraftfahrzeug — privat an privat', { size: 9, align: 'center' });
  const parties: [string, string, number][] = [
    ['Verkäufer', seller, 40],
    ['Käufer', buyer, 300],
  ];
  for (const [l, v, x] of parties) {
    p.box(x, 85, 255, 70);
    pr(p, x + 4, 95, l, { size: 8, bold: true });
    pr(p, x + 4, 110, 'Name, Vorname', { size: 6.5 });
    ty(p, rng, x + 80, 112, v);
    pr(p, x + 4, 130, 'Anschrift', { size: 6.5 });
    ty(p, rng, x + 80, 132, `${rng.pick(['Zechenstr.', 'Kray', 'Am Stadtgarten'])} ${rng.int(1, 99)}, ${f.town}`, { size: 9 });
  }
  const rows: [string, string][] = [
    ['Fabrikat / Typ', rng.pick(MAKES_DE)],
    ['Fahrgestell-Nr.', chassis(rng, 10, false)],
    ['Amtl. Kennzeichen', plateDE(rng, 'ruhr')],
    ['Kfz-Brief-Nr.', `${rng.pick(['B', 'C', 'E'])}${rng.pick(['A', 'K'])} ${rng.int(100000, 999999)}`],
    ['km-Stand lt. Tacho', String(rng.int(30000, 190000))],
  ];
  let yy = 180;
  for (const [l, v] of rows) {
    pr(p, 45, yy, l, { size: 8 });
    rule(p, 170, yy + 3, 380);
    ty(p, rng, 175, yy - 2, v);
    yy += 22;
  }
  p.y = yy + 10;
  para(
    p,
    45,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, wie besichtigt und Probe gefahren. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist.',
    110,
    { size: 8 },
  );
  p.y += 10;
  yy = p.y;
  pr(p, 45, yy, 'Kaufpreis DM', { size: 10, bold: true });
  p.box(170, yy - 14, 150, 20);
  ty(p, rng, 310, yy, dm(priceDM, true), { align: 'right', bold: true });
  pr(p, 340, yy, 'in Worten:', { size: 8 });
  ty(p, rng, 390, yy, '— siehe Zahl —', { size: 8.5 });
  yy += 26;
  pr(p, 45, yy, 'Der Kaufpreis wurde bar bezahlt.', { size: 8 });
  yy += 36;
  pr(p, 45, yy, 'Ort, Datum', { size: 7 });
  ty(p, rng, 45, yy - 12, `${f.town}, ${fd(date, 'de')}`);
  rule(p, 45, yy - 8, 200);
  rule(p, 300, yy - 8, 120);
  rule(p, 430, yy - 8, 120);
  pr(p, 300, yy, 'Unterschrift Verkäufer', { size: 7 });
  pr(p, 430, yy, 'Unterschrift Käufer', { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceDM });
}

/** Tyrol: a Kaufvertrag typed as a letter in Schilling, the dealer as seller, "Betrag dankend erhalten". */
export function tirolHaendlerKauf(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'tyrol');
  const seller = `Autohaus ${f.sur} Ges.m.b.H.`;
  const total = Math.round(price(rng, 4000, y, 'ATS') / 100) * 100;
  p.text(40, seller, { y: 52, size: 15, bold: true });
  pr(p, 40, 64, `${f.street} · A-${f.zip} ${f.town} · Neu- und Gebrauchtwagen`, { size: 8 });
  ty(p, rng, 380, 100, `${f.town}, ${fd(date, 'delong')}`);
  ty(p, rng, 60, 130, 'K A U F V E R T R A G', { bold: true });
  ty(p, rng, 60, 156, `Die Firma ${seller} verkauft an`);
  ty(p, rng, 60, 170, `Herrn ${rng.pick(['Alois', 'Peter', 'Georg'])} ${rng.pick(['Schett', 'Walch', 'Zangerl'])}, ${rng.pick(['Telfs', 'Zirl', 'Landeck'])}`);
  ty(
    p,
    rng,
    60,
    184,
    `den gebrauchten Pkw ${rng.pick(['Opel Kadett 1.2 S', 'Ford Taunus 1600', 'VW Käfer 1303', 'Fiat 131'])}, Fahrgestell-Nr. ${chassis(rng, 9)},`,
  );
  ty(p, rng, 60, 198, `Kennzeichen ${plateAT(rng)}, km-Stand ${rng.int(20000, 150000)}, wie besichtigt.`);
  ty(p, rng, 60, 226, 'Kaufpreis inkl. MwSt.');
  ty(p, rng, 330, 226, `S ${dm(total, true)}`, { bold: true });
  ty(p, rng, 60, 250, 'Zahlung: bar bei Übergabe.');
  stamp(p, 300, 290, ['Betrag dankend erhalten', fd(date, 'de')], 10);
  pr(p, 60, 330, 'Der Verkäufer', { size: 8 });
  pr(p, 60, 360, 'Gerichtsstand Innsbruck. DVR ' + rng.int(100000, 999999), { size: 7 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
}

/** Lucerne: "Kaufvertrag für ein Occasionsfahrzeug", the garage's form with Franken and the handover date. */
export function luzernOccasion(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1966, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lucerne');
  const seller = `Garage ${f.sur}`;
  const total = Math.round(price(rng, 3500, y, 'CHF') / 100) * 100;
  p.text(40, seller, { y: 50, size: 16, bold: true });
  pr(p, 40, 62, `${f.street}, ${f.zip} ${f.town} · Occasionen mit Garantie`, { size: 8 });
  p.text(40, 'Kaufvertrag für ein Occasionsfahrzeug', { y: 95, size: 13, bold: true });
  const rows: [string, string][] = [
    ['Käufer', `${rng.pick(FIRST_DE)} ${rng.pick(['Rölli', 'Amrein', 'Estermann'])}, ${rng.pick(['Sursee', 'Buttisholz', 'Nottwil'])}`],
    ['Marke / Modell', rng.pick(['Alfa Romeo Giulia', 'Mercedes 220', 'BMW 2002', 'Volvo Amazon'])],
    ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['Kontrollschild', plateCH(rng)],
    ['Kilometerstand', num(rng.int(20000, 180000), 'ch').slice(0, -3)],
    ['Übergabe', fd(date, 'de')],
  ];
  let yy = 130;
  for (const [l, v] of rows) {
    p.box(40, yy - 13, 150, 20);
    p.box(190, yy - 13, 365, 20);
    pr(p, 45, yy, l, { size: 8 });
    ty(p, rng, 198, yy + 1, v);
    yy += 20;
  }
  yy += 20;
  pr(p, 45, yy, 'Verkaufspreis', { size: 10, bold: true });
  ty(p, rng, 300, yy, `Fr. ${num(total, 'ch')}`, { align: 'right', bold: true });
  pr(p, 45, yy + 18, 'Garantie: 3 Monate oder 3000 km auf Motor und Getriebe.', { size: 8 });
  pr(p, 45, yy + 60, 'Der Verkäufer:', { size: 8 });
  pr(p, 300, yy + 60, 'Der Käufer:', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
}

/** Lancashire private sale: a typed receipt-letter, "Received from … the sum of £ … in full payment". */
export function lancsPrivateSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1992);
  const y = Number(date.slice(0, 4));
  const seller = `${rng.pick(FIRST_EN)} ${rng.pick(['Ainsworth', 'Haworth', 'Rawcliffe', 'Tattersall'])}`;
  const total = Math.round(price(rng, 2500, y, 'GBP') / 25) * 25;
  const addr = `${rng.int(1, 120)} ${rng.pick(['Whalley Road', 'Lytham Road', 'Garstang Road'])}, ${rng.pick(['Clitheroe', 'Preston', 'Blackburn'])}`;
  ty(p, rng, 360, 70, addr.split(', ')[0]);
  ty(p, rng, 360, 83, addr.split(', ')[1]);
  ty(p, rng, 360, 110, fd(date, 'uklong'));
  ty(p, rng, 60, 150, 'RECEIPT', { bold: true });
  const buyer = `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(FIRST_EN)} ${rng.pick(['Dewhurst', 'Marsden', 'Slater'])}`;
  ty(p, rng, 60, 180, `Received from ${buyer} the sum of £${num(total, 'en')}`);
  ty(p, rng, 60, 194, `in full payment for the ${rng.pick(MAKES_UK)}, registration ${plateUK(rng, y - rng.int(3, 12))},`);
  ty(p, rng, 60, 208, `chassis number ${chassis(rng, 9)}, sold as seen, tried and approved.`);
  ty(p, rng, 60, 240, 'Signed');
  rule(p, 100, 244, 160);
  ty(p, rng, 60, 260, `(${seller})`);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
}

/** Pennsylvania bill of sale on a stationer's form, notarised. */
export function pennBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1960, 1992);
  const y = Number(date.slice(0, 4));
  const seller = `${rng.pick(FIRST_EN)} ${rng.pick(['K.', 'J.', 'W.'])} ${rng.pick(['Stauffer', 'Weidman', 'Kreider', 'Fisher'])}`;
  const total = Math.round(price(rng, 2800, y, 'USD') / 25) * 25;
  const f = firm(rng, 'penn');
  p.text(297, 'BILL OF SALE', { y: 60, size: 16, bold: true, serif: true, align: 'center' });
  pr(p, 297, 72, '(Motor Vehicle)', { size: 8, align: 'center' });
  pr(p, 50, 110, 'KNOW ALL MEN BY THESE PRESENTS, that I,', { size: 9 });
  rule(p, 250, 112, 300);
  ty(p, rng, 255, 108, seller);
  pr(p, 50, 132, 'of', { size: 9 });
  rule(p, 65, 134, 200);
  ty(p, rng, 70, 130, `${f.town}, Pennsylvania`);
  pr(p, 270, 132, ', in consideration of the sum of', { size: 9 });
  rule(p, 400, 134, 150);
  ty(p, rng, 405, 130, `$${num(total, 'en')}`);
  pr(p, 50, 154, 'paid to me by', { size: 9 });
  rule(p, 115, 156, 220);
  ty(p, rng, 120, 152, `${rng.pick(FIRST_EN)} ${rng.pick(['Groff', 'Burkhart', 'Denlinger'])}`);
  pr(p, 340, 154, ', the receipt whereof is hereby', { size: 9 });
  pr(p, 50, 172, 'acknowledged, do hereby sell and transfer the following motor vehicle:', { size: 9 });
  const rows: [string, string][] = [
    ['Year', String(y - rng.int(1, 12))],
    ['Make', rng.pick(MAKES_US)],
    ['Serial No.', vinUS(rng, y - 3)],
    ['Title No.', String(rng.int(10000000, 39999999))],
  ];
  let yy = 200;
  for (const [l, v] of rows) {
    pr(p, 70, yy, l, { size: 9 });
    rule(p, 140, yy + 3, 250);
    ty(p, rng, 145, yy - 1, v);
    yy += 20;
  }
  pr(p, 50, yy + 20, 'Witness my hand this date:', { size: 9 });
  rule(p, 180, yy + 22, 150);
  ty(p, rng, 185, yy + 18, fd(date, 'uslong'));
  pr(p, 350, yy + 60, 'Seller', { size: 8 });
  rule(p, 350, yy + 50, 200);
  stamp(p, 60, yy + 50, ['NOTARIAL SEAL', `${rng.pick(FIRST_EN)} ${f.sur}, Notary Public`, `${f.town}, Lancaster Co.`], 8);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
}

/** Swabian expert: a typed Wertgutachten with numbered sections, Zustandsnote and Wiederbeschaffungswert. */
export function schwabenWertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'swabia');
  const name = `Dipl.-Ing. ${rng.pick(FIRST_DE)} ${f.sur}`;
  const value = Math.round(price(rng, 9000, y, 'DM') / 100) * 100;
  const note = rng.pick(['2 (gut)', '2- (gut)', '3 (gebraucht)', '1- (sehr gut)']);
  p.text(40, name, { y: 50, size: 13, bold: true });
  pr(p, 40, 62, `Öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeuge · ${f.street}, ${f.zip} ${f.town} · ${f.phone}`, { size: 7.5 });
  ty(p, rng, 380, 100, `${f.town}, ${fd(date, 'de')}`);
  ty(p, rng, 60, 130, `W E R T G U T A C H T E N   Nr. ${rng.int(100, 999)}/${String(y).slice(2)}`, { bold: true });
  const secs: [string, string][] = [
    [
      '1. Fahrzeug',
      `${rng.pick(['Mercedes-Benz 190 SL', 'Porsche 356 B', 'BMW 502', 'Mercedes-Benz 220 SE Coupé', 'VW Karmann-Ghia'])}, Fahrgestell-Nr. ${chassis(rng, 10, false)}`,
    ],
    ['2. Besichtigung', `am ${fd(date, 'de2')} in der Halle des Auftraggebers`],
    ['3. Zustand', 'Karosserie und Unterboden ohne Durchrostungen, Lack teilweise erneuert, Innenraum original'],
    ['4. Zustandsnote', note],
    ['5. Wiederbeschaffungswert', `DM ${dm(value, true)}`],
  ];
  let yy = 160;
  for (const [l, v] of secs) {
    ty(p, rng, 60, yy, l, { bold: true });
    p.y = yy + 14;
    para(p, 80, v, 80, { size: 10, serif: true, step: 13 });
    yy = p.y + 8;
  }
  ty(p, rng, 60, yy + 20, 'Der Sachverständige');
  ty(p, rng, 60, yy + 50, name);
  stamp(p, 330, yy + 20, ['Sachverständiger', 'IHK Reutlingen'], 9);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** Tyrolean valuer: a Schätzungsgutachten on a form, value in Schilling, condition ticked in words. */
export function tirolSchaetzung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'tyrol');
  const name = `Ing. ${rng.pick(['Hubert', 'Walter', 'Siegfried'])} ${f.sur}`;
  const value = Math.round(price(rng, 6000, y, 'ATS') / 1000) * 1000;
  const cond = rng.pick(['sehr gut', 'gut', 'befriedigend']);
  p.text(40, 'SCHÄTZUNGSGUTACHTEN', { y: 54, size: 15, bold: true });
  pr(p, 40, 68, `${name} · allgemein beeideter gerichtlicher Sachverständiger · ${f.street}, ${f.zip} ${f.town}`, { size: 8 });
  const rows: [string, string][] = [
    ['Datum der Schätzung', fd(date, 'de')],
    ['Fahrzeug', rng.pick(['Steyr-Puch 650 T', 'Puch Haflinger 700 AP', 'Mercedes 300 SE', 'Austin-Healey 3000'])],
    ['Kennzeichen', plateAT(rng)],
    ['Allgemeinzustand', cond],
    ['Zeitwert', `S ${dm(value, true)}`],
  ];
  let yy = 110;
  for (const [l, v] of rows) {
    p.box(40, yy - 14, 170, 24);
    p.box(210, yy - 14, 345, 24);
    pr(p, 45, yy + 2, l, { size: 8.5 });
    ty(p, rng, 218, yy + 3, v);
    yy += 24;
  }
  pr(p, 40, yy + 30, 'Die Schätzung erfolgte nach bestem Wissen und Gewissen auf Grund einer Besichtigung.', { size: 8 });
  ty(p, rng, 300, yy + 70, name);
  rule(p, 300, yy + 74, 200);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** Borders valuer for insurance: a letter, "I would value the vehicle at £… Condition: …". */
export function bordersValuationLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'borders');
  const name = `${rng.pick(FIRST_EN)} ${f.sur}, M.I.M.I.`;
  const value = Math.round(price(rng, 5000, y, 'GBP') / 50) * 50;
  const cond = rng.pick(['Very good', 'Good', 'Excellent, concours standard', 'Fair, in daily use']);
  p.text(297, name, { y: 50, size: 13, bold: true, align: 'center' });
  pr(p, 297, 62, `Motor Engineer and Assessor · ${f.street}, ${f.town} ${f.zip} · Tel. ${f.phone}`, { size: 8, align: 'center' });
  ty(p, rng, 400, 100, fd(date, 'uk'));
  ty(p, rng, 60, 130, `The Manager, ${rng.pick(['General Accident', 'Norwich Union', 'Scottish Provident'])}, ${f.town}`);
  ty(p, rng, 60, 160, `Re: ${rng.pick(['Jaguar XK 150', 'Triumph TR3A', 'Austin-Healey 100/6', 'Bentley S1'])}  ${plateUK(rng, 1960)}`, { bold: true });
  p.y = 185;
  para(
    p,
    60,
    `At your request I inspected the above vehicle on ${fd(date, 'uklong')} at the owner's premises. The bodywork, chassis, engine and trim were examined and the car was road tested.`,
    85,
    { size: 10, serif: true, step: 14 },
  );
  p.down(10);
  ty(p, rng, 60, p.y, `Condition: ${cond}`);
  p.down(20);
  ty(p, rng, 60, p.y, `Agreed value for insurance purposes: £${num(value, 'en')}`, { bold: true });
  p.down(40);
  ty(p, rng, 60, p.y, 'Yours faithfully,');
  ty(p, rng, 60, p.y + 40, name);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** Wisconsin collector-car appraisal form: condition class 1–6, the appraiser's block, value boxed. */
export function wiscCollectorAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1978, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'wisc');
  const name = `${rng.pick(FIRST_EN)} ${f.sur}`;
  const value = Math.round(price(rng, 7000, y, 'USD') / 100) * 100;
  const cond = rng.pick(['#1 Excellent', '#2 Fine', '#3 Very Good', '#4 Good']);
  p.text(40, 'APPRAISAL OF COLLECTOR VEHICLE', { y: 54, size: 13, bold: true });
  pr(p, 40, 66, `${f.town} Classic Car Appraisers · ${f.street}, ${f.town}, Wisconsin ${f.zip} · ${f.phone}`, { size: 8 });
  const rows: [string, string][] = [
    ['Owner', `${rng.pick(FIRST_EN)} ${rng.pick(['Bauer', 'Lund', 'Hanson'])}`],
    ['Vehicle', `${rng.int(1930, 1970)} ${rng.pick(['Ford Model A', 'Chevrolet Bel Air', 'Packard Clipper', 'Studebaker Hawk', 'Nash Metropolitan'])}`],
    ['Serial No.', vinUS(rng, 1960)],
    ['Date of inspection', fd(date, 'us')],
    ['Condition class', cond],
  ];
  let yy = 100;
  for (const [l, v] of rows) {
    pr(p, 40, yy, l, { size: 8.5 });
    rule(p, 150, yy + 3, 400);
    ty(p, rng, 155, yy - 1, v);
    yy += 24;
  }
  pr(p, 40, yy + 10, 'Class 1 Excellent · 2 Fine · 3 Very Good · 4 Good · 5 Restorable · 6 Parts car', { size: 7 });
  p.box(300, yy + 30, 255, 40);
  pr(p, 305, yy + 42, 'APPRAISED VALUE', { size: 7, bold: true });
  ty(p, rng, 545, yy + 62, `$${num(value, 'en')}`, { align: 'right', bold: true, size: 13 });
  pr(p, 40, yy + 110, 'Appraiser', { size: 7 });
  ty(p, rng, 40, yy + 96, name);
  rule(p, 40, yy + 100, 200);
  pr(p, 40, yy + 130, `Member, ${rng.pick(['Antique Automobile Club of America', 'Wisconsin Automotive Historical Society'])}`, { size: 7 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
