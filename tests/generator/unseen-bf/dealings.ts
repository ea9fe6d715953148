/**
 * Sales and valuations: a state's bill-of-sale form (Florida HSMV 82050, California REG 135, New York MV-912 in their
 * own wording), a classic-car dealer's bill of sale with fees, tax and trade-in; a German private sale contract, a
 * German dealer's invoice under § 25a UStG and a Swiss Kaufvertrag with deposit. An American appraiser's stated-value
 * letter, an agreed-value appraisal form with condition grades, a German Wertgutachten and a Swiss valuation.
 */
import { PageBuilder } from '../page';
import { addDays, fd, hline, num, para, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl } from './jobs';
import { chPlate, dateAfter, deName, dePlate, deStreet, euCar, field, phone, pickState, street, sumLine, usCar, usName, usd } from './kit';

const purchase = (sellerName: string, saleDate: string, purchasePrice: number): Generated['truth'] => ({
  documentType: 'purchase',
  sellerName,
  saleDate,
  purchasePrice,
});
const appraisal = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes: string): Generated['truth'] => ({
  documentType: 'appraisal',
  appraiserName,
  appraisalDate,
  appraisedValue,
  conditionNotes,
});
const d = (n: number) => num(n, 'de');
const whole = (n: number) => n.toLocaleString('en-US');
const deWhole = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** A collector car's price in a year, rounded like asking prices. */
const carPrice = (rng: Random, year: number, lo = 6, hi = 90) => Math.round((rng.int(lo, hi) * 1000 * infl(year)) / 250) * 250;

/** A state's bill-of-sale form, filled in: seller, buyer, vehicle, price, date of sale, odometer statement. */
export function stateBillOfSaleForm(rng: Random): Generated {
  const st = pickState(rng, ['FL', 'CA', 'NY']);
  const form = {
    FL: ['FLORIDA DEPARTMENT OF HIGHWAY SAFETY AND MOTOR VEHICLES', 'NOTICE OF SALE AND/OR BILL OF SALE FOR A MOTOR VEHICLE', 'HSMV 82050'],
    CA: ['STATE OF CALIFORNIA · DEPARTMENT OF MOTOR VEHICLES', 'BILL OF SALE', 'REG 135'],
    NY: ['NEW YORK STATE DEPARTMENT OF MOTOR VEHICLES', 'BILL OF SALE', 'MV-912'],
  }[st.code as 'FL' | 'CA' | 'NY'];
  const date = dateAfter(rng, 1995, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const seller = usName(rng);
  const buyer = usName(rng);
  const price = carPrice(rng, year);
  const p = new PageBuilder();
  p.text(40, form[0], { y: 50, size: 8.5, bold: true });
  p.text(40, form[1], { y: 68, size: 13, bold: true });
  p.text(555, form[2], { y: 50, size: 9, bold: true, align: 'right' });
  p.text(555, `(REV. ${rng.pick(['01/12', '10/15', '8/2019', '3/21'])})`, { y: 62, size: 7, align: 'right' });
  let y = 84;
  p.text(40, 'PART 1 — VEHICLE DESCRIPTION', { y: y + 10, size: 8, bold: true });
  y += 16;
  field(p, 40, y, 260, 30, 'VEHICLE / VESSEL IDENTIFICATION NUMBER', car.vin);
  field(p, 300, y, 70, 30, 'YEAR', String(car.year));
  field(p, 370, y, 100, 30, 'MAKE', car.make);
  field(p, 470, y, 85, 30, 'BODY', car.body);
  y += 30;
  field(p, 40, y, 130, 30, 'LICENSE PLATE NO.', rng.chance(0.5) ? 'NONE' : `${st.code} — on file`);
  field(p, 170, y, 200, 30, 'TITLE NUMBER', String(rng.int(10000000, 99999999)));
  field(p, 370, y, 185, 30, 'COLOR', car.color);
  y += 44;
  p.text(40, 'PART 2 — BILL OF SALE', { y, size: 8, bold: true });
  y += 10;
  p.y = y + 12;
  para(
    p,
    40,
    `I/We, the seller(s), for and in consideration of the sum of $${whole(price)} (U.S. dollars), received from the buyer(s), do hereby sell, transfer and deliver the vehicle described above, which I/we warrant to be free of all liens and encumbrances, on the date of sale shown below.`,
    118,
    { size: 8.5, step: 11 },
  );
  y = p.y + 4;
  field(p, 40, y, 170, 30, 'SELLING PRICE', `$${whole(price)}.00`, { bold: true });
  field(p, 210, y, 170, 30, 'DATE OF SALE', fd(date, 'us'), { bold: true });
  field(p, 380, y, 175, 30, 'ODOMETER (NO TENTHS)', car.year < year - 20 ? `${rng.int(10000, 99999)} — EXEMPT` : String(rng.int(10000, 99999)));
  y += 30;
  field(p, 40, y, 257, 30, "SELLER'S PRINTED NAME", seller.toUpperCase());
  field(p, 297, y, 258, 30, "SELLER'S SIGNATURE", '');
  y += 30;
  field(p, 40, y, 515, 30, "SELLER'S ADDRESS", `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} ${st.zip()}`);
  y += 30;
  field(p, 40, y, 257, 30, "BUYER'S PRINTED NAME", buyer.toUpperCase());
  field(p, 297, y, 258, 30, "BUYER'S SIGNATURE", '');
  y += 30;
  field(p, 40, y, 515, 30, "BUYER'S ADDRESS", `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} ${st.zip()}`);
  y += 46;
  p.text(
    40,
    st.code === 'FL'
      ? 'The seller must file this notice within 30 days of the sale with the county tax collector.'
      : 'Keep this form with the title. It is required to transfer ownership when the title is not signed in the price space.',
    { y, size: 7.5 },
  );
  return { items: p.items, language: 'en', truth: purchase(seller, date, price) };
}

/** A classic-car dealer's bill of sale: cash price, doc fee, title and registration, sales tax, trade-in, balance. */
export function dealerBillOfSale(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1990, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const dealer = rng.pick([
    'Gateway Classic Motors',
    `${rng.pick(['Sorensen', 'Whitaker', 'Castellano'])} Classic Cars, LLC`,
    'Streetside Collector Cars Inc.',
    'Muscle Car Barn Sales',
  ]);
  const price = carPrice(rng, year, 12, 110);
  const doc = rng.pick([149, 199, 299, 399]);
  const titleFee = rng.int(60, 180);
  const trade = rng.chance(0.35) ? carPrice(rng, year, 4, 20) : 0;
  const taxable = price + doc - trade;
  const tax = r2((taxable * st.tax) / 100);
  const total = sum([price, doc, titleFee, tax]);
  const due = r2(total - trade);
  const p = new PageBuilder();
  p.text(40, dealer, { y: 54, size: 16, bold: true });
  p.text(40, `${street(rng)} · ${rng.pick(st.cities)}, ${st.code} ${st.zip()} · ${phone(rng)} · Dealer Lic. ${st.code}-${rng.int(10000, 99999)}`, {
    y: 68,
    size: 8,
  });
  p.text(555, 'BILL OF SALE', { y: 54, size: 13, bold: true, align: 'right' });
  p.text(555, `Stock # ${rng.int(1000, 9999)}`, { y: 68, size: 8.5, align: 'right' });
  hline(p, 40, 515, 78);
  p.y = 98;
  sumLine(p, 40, 300, 'Purchaser', usName(rng), { size: 9 });
  sumLine(p, 40, 300, 'Address', `${street(rng)}, ${rng.pick(st.cities)}, ${st.code}`, { size: 9 });
  p.y = 98;
  sumLine(p, 330, 555, 'Date', fd(date, rng.pick(['us', 'uslong'])), { size: 9 });
  sumLine(p, 330, 555, 'Salesperson', rng.pick(['Mike D.', 'Rick', 'Sandra K.', 'Tony']), { size: 9 });
  p.down(14);
  field(
    p,
    40,
    p.y,
    515,
    34,
    'VEHICLE PURCHASED',
    `${car.year} ${car.make} ${car.model} ${car.body}, ${car.color} · VIN ${car.vin} · Miles ${whole(rng.int(1000, 99999))} (${rng.pick(['actual', 'TMU', 'exempt'])})`,
    { size: 8.5 },
  );
  p.y += 56;
  const L = 300;
  const R = 550;
  sumLine(p, L, R, 'Cash price of vehicle', usd(price));
  sumLine(p, L, R, 'Documentary fee', usd(doc));
  if (trade) sumLine(p, L, R, 'Less trade-in allowance', `-${usd(trade)}`);
  sumLine(p, L, R, `Sales tax ${st.tax}%`, usd(tax));
  sumLine(p, L, R, 'Title & registration fees', usd(titleFee));
  p.box(290, p.y - 11, 265, 18, true);
  sumLine(p, L, R, 'BALANCE DUE ON DELIVERY', usd(due), { bold: true });
  if (trade) {
    p.text(40, `Trade-in: ${usCar(rng).year} ${rng.pick(['Ford F-150', 'Chevrolet Silverado', 'Toyota Camry'])}`, { y: p.y - 62, size: 8.5 });
  }
  p.down(18);
  p.box(40, p.y - 12, 515, 46);
  p.text(48, 'AS IS — NO DEALER WARRANTY. The purchaser has inspected the vehicle and accepts it in its present condition. This', { size: 7.5 });
  p.text(48, 'collector vehicle is sold as is; the dealer makes no representation as to originality, matching numbers or mileage.', { y: p.y + 11, size: 7.5 });
  p.text(48, 'Buyers Guide (FTC) provided and acknowledged.', { y: p.y + 22, size: 7.5 });
  p.down(70);
  p.text(40, 'Purchaser ______________________________', { size: 9 });
  p.text(320, `For ${dealer} ____________________`, { size: 9 });
  return { items: p.items, language: 'en', truth: purchase(dealer, date, price) };
}

/** A German private sale contract (Privatverkauf): parties side by side, price in figures and words, warranty excluded. */
export function privatKaufvertrag(rng: Random): Generated {
  const date = dateAfter(rng, 1985, 2026);
  const year = Number(date.slice(0, 4));
  const cur = year < 2002 ? 'DM' : 'EUR';
  const car = euCar(rng, year);
  const seller = deName(rng);
  const buyer = rng.chance(0.6) ? usName(rng) : deName(rng);
  const price = carPrice(rng, year, 5, 70) * (cur === 'DM' ? 2 : 1);
  const town = rng.pick(['Ludwigsburg', 'Bad Tölz', 'Speyer', 'Landstuhl', 'Bamberg']);
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { y: 58, size: 18, bold: true, align: 'center' });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug — Privatverkauf', { y: 74, size: 10, align: 'center' });
  const y0 = 92;
  field(p, 40, y0, 257, 62, 'Verkäufer', seller);
  p.text(46, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${town}`, { y: y0 + 40, size: 9 });
  p.text(46, `Ausweis-Nr. ${rng.pick(['L', 'T', 'C'])}${rng.int(10000000, 99999999)}`, { y: y0 + 54, size: 8 });
  field(p, 297, y0, 258, 62, 'Käufer', buyer);
  p.text(303, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Kaiserslautern', 'Ramstein', 'Stuttgart'])}`, { y: y0 + 40, size: 9 });
  p.text(303, rng.chance(0.5) ? 'Reisepass USA' : `Tel. 0${rng.int(150, 179)} ${rng.int(1000000, 9999999)}`, { y: y0 + 54, size: 8 });
  const y1 = y0 + 74;
  field(p, 40, y1, 257, 30, 'Hersteller / Typ', `${car.make} ${car.model}`);
  field(p, 297, y1, 258, 30, 'Fahrzeug-Ident.-Nr.', car.vin);
  field(p, 40, y1 + 30, 170, 30, 'Amtl. Kennzeichen', dePlate(rng, car.year + 30 <= year));
  field(p, 210, y1 + 30, 170, 30, 'Erstzulassung', String(car.year));
  field(p, 380, y1 + 30, 175, 30, 'Gesamtfahrleistung lt. Tacho', `${deWhole(rng.int(40000, 230000))} km`);
  field(p, 40, y1 + 60, 257, 30, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${year + rng.int(0, 2)}`);
  field(p, 297, y1 + 60, 258, 30, 'Fahrzeugbrief / ZB II Nr.', `${rng.pick(['AB', 'EF', 'HK'])}${rng.int(100000, 999999)}`);
  p.y = y1 + 110;
  p.text(40, 'Kaufpreis', { size: 10, bold: true });
  p.down(16);
  p.text(40, `Der Kaufpreis beträgt ${deWhole(price)},– ${cur}`, { size: 11, bold: true });
  p.down(14);
  p.text(
    40,
    `(in Worten: ${rng.pick(['siehe Ziffern', deWhole(price) + ' ' + (cur === 'DM' ? 'Deutsche Mark' : 'Euro')])}), ${rng.pick(['bar bei Übergabe', 'per Überweisung vor Übergabe'])}.`,
    { size: 9 },
  );
  p.down(22);
  para(
    p,
    40,
    'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer erklärt, dass das Fahrzeug sein Eigentum ist, keine Unfallschäden hat außer: keine bekannt, und der Tachostand nach seiner Kenntnis der Gesamtfahrleistung entspricht.',
    110,
    { size: 8.5, step: 11 },
  );
  p.down(6);
  p.text(40, `Übergabe des Fahrzeugs mit zwei Schlüsseln, Brief und Schein: ${rng.pick(['sofort', 'am Tag des Vertragsschlusses'])}.`, { size: 8.5 });
  p.down(40);
  p.text(40, `${town}, den ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  hline(p, 40, 200);
  hline(p, 320, 200);
  p.down(12);
  p.text(40, 'Unterschrift Verkäufer', { size: 8 });
  p.text(320, 'Unterschrift Käufer', { size: 8 });
  return { items: p.items, language: 'de', truth: purchase(seller, date, price) };
}

/** A German classic dealer's sales invoice under § 25a UStG (margin scheme): no VAT shown, registration fee beside. */
export function haendlerRechnung25a(rng: Random): Generated {
  const date = dateAfter(rng, 2002, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const dealer = rng.pick([
    `Klassik-Automobile ${rng.pick(['Zimmermann', 'Hofmann'])} GmbH`,
    'Oldtimer-Handel am Neckar',
    `Sportwagen ${rng.pick(['Köhler', 'Wagner'])} e.K.`,
  ]);
  const price = carPrice(rng, year, 10, 130);
  const extras: [string, number][] = [];
  if (rng.chance(0.6)) extras.push(['Zulassung und Kennzeichen (Auslagen)', rng.pick([95, 120, 149])]);
  if (rng.chance(0.5)) extras.push(['Neue HU mit H-Gutachten', rng.pick([190, 240, 280])]);
  const total = sum([price, ...extras.map((e) => e[1])]);
  const p = new PageBuilder();
  p.text(40, dealer, { y: 54, size: 16, bold: true, serif: true });
  p.text(40, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Heilbronn', 'Esslingen', 'Mosbach'])} · Ankauf · Verkauf · Kommission`, {
    y: 68,
    size: 8,
  });
  p.text(40, `${rng.chance(0.5) ? 'Mr. ' + usName(rng) : 'Herrn ' + deName(rng)}`, { y: 112, size: 10 });
  p.text(40, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Vaihingen', 'Stuttgart', 'Grafenwöhr'])}`, { y: 125, size: 10 });
  p.y = 170;
  p.text(40, `Rechnung / Kaufvertrag Nr. ${year}-${rng.int(100, 999)}`, { size: 12, bold: true });
  p.text(555, `${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(24);
  p.text(40, `Wir verkaufen Ihnen das folgende Fahrzeug: ${car.make} ${car.model} ${car.body}, ${car.color}`, { size: 9.5 });
  p.down(14);
  p.text(40, `FIN ${car.vin} · Erstzulassung ${car.year} · km-Stand ${deWhole(rng.int(30000, 200000))} (abgelesen)`, { size: 9 });
  p.down(26);
  sumLine(p, 60, 550, 'Kaufpreis Fahrzeug', `${d(price)} €`);
  for (const [t, v] of extras) sumLine(p, 60, 550, t, `${d(v)} €`);
  p.box(50, p.y - 11, 505, 18, true);
  sumLine(p, 60, 550, 'Gesamtbetrag', `${d(total)} €`, { bold: true });
  p.down(12);
  p.text(40, 'Differenzbesteuerung nach § 25a UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 });
  p.down(12);
  p.text(40, 'Gebrauchtfahrzeug, Verkauf unter Ausschluss der Sachmängelhaftung gegenüber Unternehmern; gegenüber Verbrauchern 1 Jahr.', { size: 8 });
  p.down(12);
  p.text(40, `Der Kaufpreis ist bei Übergabe fällig. Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum von ${dealer}.`, { size: 8 });
  return { items: p.items, language: 'de', truth: purchase(dealer, date, price) };
}

/** A Swiss sale contract for an Occasion: price in CHF, deposit paid and balance on delivery add up to the price. */
export function schweizerKaufvertrag(rng: Random): Generated {
  const date = dateAfter(rng, 1995, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const garage = rng.chance(0.5);
  const seller = garage ? `Garage ${rng.pick(['Frei', 'Aebischer', 'Pfister'])} AG` : deName(rng);
  const price = Math.round((carPrice(rng, year, 8, 110) * 1.2) / 500) * 500;
  const dep = Math.round((price * rng.pick([10, 20, 25])) / 100 / 100) * 100;
  const ch = (n: number) => num(n, 'ch');
  const p = new PageBuilder();
  p.text(40, 'Kaufvertrag für ein Occasionsfahrzeug', { y: 58, size: 15, bold: true });
  p.text(
    40,
    garage
      ? `${seller}, ${deStreet(rng).replace('straße', 'strasse')}, ${rng.int(1000, 9699)} ${rng.pick(['Dietikon', 'Sursee', 'Wil'])}`
      : 'zwischen Privatpersonen',
    { y: 73, size: 9 },
  );
  const y0 = 90;
  field(p, 40, y0, 257, 46, 'Verkäufer/in', seller);
  field(p, 297, y0, 258, 46, 'Käufer/in', rng.chance(0.5) ? `${usName(rng)} (USA)` : deName(rng));
  field(p, 40, y0 + 46, 257, 30, 'Marke / Typ', `${car.make} ${car.model}`);
  field(p, 297, y0 + 46, 258, 30, 'Fahrgestell-Nr.', car.vin);
  field(p, 40, y0 + 76, 170, 30, '1. Inverkehrsetzung', String(car.year));
  field(p, 210, y0 + 76, 170, 30, 'Kontrollschild', chPlate(rng));
  field(p, 380, y0 + 76, 175, 30, 'km-Stand', `${num(rng.int(30000, 190000), 'ch').split('.')[0]}`);
  p.y = y0 + 130;
  sumLine(p, 60, 550, 'Kaufpreis', `CHF ${ch(price)}`, { bold: true, size: 10 });
  sumLine(p, 60, 550, `Anzahlung, bezahlt am ${fd(addDays(date, -rng.int(0, 3)), 'de')}`, `CHF ${ch(dep)}`);
  sumLine(p, 60, 550, 'Restzahlung bei Übergabe', `CHF ${ch(price - dep)}`);
  p.down(10);
  para(
    p,
    40,
    'Das Fahrzeug wird wie besichtigt und probegefahren verkauft, unter Ausschluss jeglicher Gewährleistung. Der Verkäufer bestätigt, dass ihm keine verdeckten Mängel bekannt sind. Letzte MFK: ' +
      String(year - rng.int(0, 3)) +
      '.',
    110,
    { size: 8.5, step: 11 },
  );
  p.down(24);
  p.text(40, `Ort und Datum: ${rng.pick(['Winterthur', 'Aarau', 'Chur'])}, ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  hline(p, 40, 200);
  hline(p, 320, 200);
  p.down(12);
  p.text(40, 'Verkäufer/in', { size: 8 });
  p.text(320, 'Käufer/in', { size: 8 });
  return { items: p.items, language: 'de', truth: purchase(seller, date, price) };
}

/** An independent appraiser's stated-value letter for insurance, with condition class and signature. */
export function statedValueLetter(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1995, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const appraiser = `${usName(rng)}${rng.pick([', ASA', ', AMA', '', ', IAAA'])}`;
  const firm = rng.pick([
    'Classic Car Appraisals of ' + st.name,
    `${appraiser.split(',')[0].split(' ').slice(-1)[0]} Auto Appraisal Services`,
    'Certified Collector Car Appraisers',
  ]);
  const cond = rng.pick(['#2 Excellent', '#3 Good', '#2- Excellent minus', '#3+ Good plus', '#1 Concours']);
  const value = carPrice(rng, year, 10, 120);
  const p = new PageBuilder();
  p.text(297, firm, { y: 56, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, `${street(rng)} · ${rng.pick(st.cities)}, ${st.code} ${st.zip()} · ${phone(rng)}`, { y: 70, size: 8, align: 'center' });
  hline(p, 40, 515, 80);
  p.y = 108;
  p.text(40, fd(date, 'uslong'), { size: 10, serif: true });
  p.down(26);
  p.text(40, rng.pick(['To Whom It May Concern:', 'To the insurer of record:', `Dear ${usName(rng).split(' ')[0]},`]), { size: 10, serif: true });
  p.down(22);
  p.text(40, `RE: Stated value appraisal — ${car.year} ${car.make} ${car.model}, VIN ${car.vin}`, { size: 10, bold: true, serif: true });
  p.down(22);
  para(
    p,
    40,
    `At the request of the owner I personally inspected the above vehicle on ${fd(addDays(date, -rng.int(1, 10)), 'uslong')} at the owner's garage. The inspection covered body, paint, chrome, interior, engine compartment, undercarriage and a short road test. Numbers were verified against the data plate and the title.`,
    100,
    { serif: true, size: 10, step: 14 },
  );
  p.down(8);
  para(
    p,
    40,
    `The car presents as a ${rng.pick(['well-restored driver', 'high-quality older restoration', 'largely original, well-kept car', 'recent frame-off restoration'])}. ${rng.pick(['Minor stone chips on the front valance.', 'Light wear to the driver seat bolster.', 'Some patina on the chrome bumpers.', 'No rust found in the usual areas.'])}`,
    100,
    { serif: true, size: 10, step: 14 },
  );
  p.down(14);
  p.text(60, 'Condition class:', { size: 10, serif: true });
  p.text(200, cond, { size: 10, serif: true, bold: true });
  p.down(16);
  p.text(60, 'Stated value:', { size: 10, serif: true });
  p.text(200, `${usd(value)} (${whole(value)} U.S. dollars)`, { size: 10, serif: true, bold: true });
  p.down(22);
  para(
    p,
    40,
    'This value reflects the replacement cost of a comparable vehicle in the present market, based on recent auction results and private sales. This appraisal is for insurance purposes only.',
    100,
    { serif: true, size: 9.5, step: 13 },
  );
  p.down(30);
  p.text(40, 'Respectfully submitted,', { size: 10, serif: true });
  p.down(40);
  p.text(40, appraiser, { size: 10, serif: true, bold: true });
  p.down(13);
  p.text(40, `Independent appraiser · ${firm}`, { size: 9, serif: true });
  return { items: p.items, language: 'en', truth: appraisal(appraiser, date, value, cond) };
}

/** An agreed-value appraisal form: grades by area on a 1–6 scale, photos enclosed, overall condition and value. */
export function agreedValueAppraisalForm(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 2000, 2026);
  const year = Number(date.slice(0, 4));
  const car = usCar(rng);
  const appraiser = usName(rng);
  const firm = rng.pick(['Midwest Collector Vehicle Appraisals', `${st.name} Antique Auto Appraisers`, 'Keystone Valuation Group LLC']);
  const overall = rng.pick(['2 — Excellent', '3 — Good', '3 — Good (driver quality)', '4 — Fair']);
  const value = carPrice(rng, year, 8, 90);
  const areas = ['Body & panel fit', 'Paint', 'Chrome & trim', 'Glass', 'Interior', 'Engine & compartment', 'Undercarriage & frame', 'Drivetrain (road test)'];
  const p = new PageBuilder();
  p.box(40, 36, 515, 54, true);
  p.text(52, firm, { y: 58, size: 14, bold: true });
  p.text(52, `${street(rng)}, ${rng.pick(st.cities)}, ${st.code} · ${phone(rng)}`, { y: 74, size: 8 });
  p.text(545, 'VEHICLE APPRAISAL REPORT', { y: 58, size: 10, bold: true, align: 'right' });
  p.text(545, `Report date ${fd(date, 'us')}`, { y: 74, size: 8.5, align: 'right' });
  const y0 = 100;
  field(p, 40, y0, 257, 30, 'OWNER', usName(rng));
  field(p, 297, y0, 258, 30, 'PURPOSE', rng.pick(['Agreed value insurance', 'Insurance — agreed value', 'Insurance and estate']));
  field(p, 40, y0 + 30, 257, 30, 'YEAR / MAKE / MODEL', `${car.year} ${car.make} ${car.model}`);
  field(p, 297, y0 + 30, 258, 30, 'VIN / SERIAL', car.vin);
  field(p, 40, y0 + 60, 170, 30, 'ODOMETER', `${whole(rng.int(1000, 99999))} ${rng.pick(['(believed actual)', '(TMU)', 'since restoration'])}`);
  field(p, 210, y0 + 60, 170, 30, 'INSPECTION DATE', fd(addDays(date, -rng.int(2, 14)), 'us'));
  field(p, 380, y0 + 60, 175, 30, 'COLOR (EXT / INT)', `${car.color} / ${rng.pick(['Black', 'Parchment', 'Red', 'Tan'])}`);
  p.y = y0 + 112;
  p.text(40, 'CONDITION BY AREA (1 = concours … 6 = parts car)', { size: 8.5, bold: true });
  p.down(16);
  for (const a of areas) {
    const g = rng.pick(['2', '2', '3', '3', '2+', '3-', '4']);
    p.text(52, a, { size: 9 });
    p.text(300, g, { size: 9, align: 'right' });
    p.text(320, rng.pick(['', 'minor chips', 'correct finish', 'light wear', 'reproduction', 'clean, dry', 'small dent', '']), { size: 8 });
    p.down(14);
  }
  p.down(8);
  field(p, 40, p.y, 257, 34, 'OVERALL CONDITION', overall, { bold: true });
  field(p, 297, p.y, 258, 34, 'APPRAISED VALUE (AGREED VALUE)', usd(value), { bold: true, size: 11 });
  p.y += 52;
  para(
    p,
    40,
    `Comparables: ${rng.int(3, 6)} auction results and dealer listings for the same model year within the last 12 months, adjusted for options, documentation and condition. ${rng.int(24, 60)} photographs enclosed.`,
    110,
    { size: 8.5, step: 11 },
  );
  p.down(24);
  p.text(40, `Appraiser: ${appraiser}`, { size: 9.5, bold: true });
  p.text(340, 'Signature ____________________', { size: 9 });
  p.down(12);
  p.text(
    40,
    `Member, ${rng.pick(['International Automotive Appraisers Association', 'American Society of Appraisers', 'Independent Auto Appraisers Network'])}`,
    { size: 8 },
  );
  return { items: p.items, language: 'en', truth: appraisal(appraiser, date, value, overall) };
}

/** A German Wertgutachten by a publicly appointed expert: Zustandsnote, Wiederbeschaffungswert, signature. */
export function wertgutachten(rng: Random): Generated {
  const date = dateAfter(rng, 1998, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const expert = `Dipl.-Ing. ${deName(rng)}`;
  const office =
    rng.pick(['Sachverständigenbüro für Oldtimer', 'Ingenieurbüro für Kfz-Bewertung', 'Kfz-Sachverständigenbüro']) + ` ${expert.split(' ').slice(-1)[0]}`;
  const note = rng.pick(['2', '2-', '2+', '3', '3+', '1-']);
  const words: Record<string, string> = {
    '1-': 'makelloser Zustand',
    '2+': 'guter Zustand',
    '2': 'guter Zustand',
    '2-': 'guter Zustand',
    '3+': 'gebrauchter Zustand',
    '3': 'gebrauchter Zustand',
  };
  const dm = year < 2002;
  const value = Math.round((carPrice(rng, year, 8, 110) * (dm ? 2 : 1)) / 500) * 500;
  const cond = `Zustandsnote ${note} (${words[note]})`;
  const p = new PageBuilder();
  p.text(40, office, { y: 52, size: 14, bold: true });
  p.text(
    40,
    `von der IHK ${rng.pick(['Pfalz', 'München und Oberbayern', 'Region Stuttgart'])} öffentlich bestellter und vereidigter Sachverständiger für Kfz-Schäden und -Bewertung`,
    { y: 66, size: 7.5 },
  );
  p.text(40, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Neustadt', 'Freising', 'Waiblingen'])}`, { y: 77, size: 7.5 });
  p.y = 116;
  p.text(297, 'WERTGUTACHTEN', { size: 18, bold: true, align: 'center' });
  p.down(16);
  p.text(297, `Gutachten-Nr. ${year}/${rng.int(100, 999)} vom ${fd(date, 'de')}`, { size: 9.5, align: 'center' });
  p.down(26);
  const info: [string, string][] = [
    ['Auftraggeber', rng.chance(0.5) ? usName(rng) : deName(rng)],
    ['Zweck', rng.pick(['Versicherungseinstufung', 'Wertermittlung für Versicherung und H-Kennzeichen', 'Kaufberatung'])],
    ['Fahrzeug', `${car.make} ${car.model} ${car.body}, Baujahr ${car.year}`],
    ['FIN', car.vin],
    ['Kennzeichen', dePlate(rng, car.year + 30 <= year)],
    ['Besichtigung', `${fd(addDays(date, -rng.int(1, 9)), 'de')} in ${rng.pick(['der Halle des Auftraggebers', 'unserem Büro', 'der Werkstatt'])}`],
    ['Abgelesener km-Stand', `${deWhole(rng.int(20000, 200000))}`],
  ];
  for (const [k, v] of info) {
    p.text(44, k, { size: 9, bold: true });
    p.text(190, v, { size: 9 });
    p.down(14);
  }
  p.down(12);
  p.text(40, 'Befund', { size: 10, bold: true });
  p.down(14);
  para(
    p,
    40,
    `Karosserie: ${rng.pick(['fachgerecht restauriert, Spaltmaße gleichmäßig', 'Originalsubstanz, kleine Durchrostung am Schweller links', 'gut erhalten, Unterboden konserviert'])}. Lack: ${rng.pick(['Neulackierung in Originalfarbe, Schichtdicke 140–180 µm', 'Originallack mit Patina', 'Teillackierungen erkennbar'])}. Innenraum: ${rng.pick(['Leder neu bezogen', 'Originalpolster mit leichten Gebrauchsspuren', 'Teppiche erneuert'])}. Technik: ${rng.pick(['Motor überholt, Probefahrt ohne Befund', 'Motor läuft rund, leichter Ölverlust', 'Bremsen und Fahrwerk überholt'])}.`,
    105,
    { size: 9, step: 12 },
  );
  p.down(10);
  p.box(40, p.y - 4, 515, 60);
  p.text(52, 'Ergebnis', { y: p.y + 10, size: 10, bold: true });
  p.text(52, cond, { y: p.y + 26, size: 10 });
  p.text(52, `Wiederbeschaffungswert: ${d(value)} ${dm ? 'DM' : '€'}`, { y: p.y + 44, size: 11, bold: true });
  p.y += 86;
  p.text(40, 'Die Zustandsnoten folgen der üblichen Skala von 1 (makellos) bis 5 (restaurierungsbedürftig).', { size: 7.5 });
  p.down(40);
  p.text(40, `${rng.pick(['Neustadt', 'Freising', 'Waiblingen'])}, ${fd(date, 'de')}`, { size: 9.5 });
  p.text(340, expert, { size: 10, bold: true });
  p.down(12);
  p.text(340, '(Unterschrift und Rundstempel)', { size: 7.5 });
  return { items: p.items, language: 'de', truth: appraisal(expert, date, value, cond) };
}

/** A Swiss valuation (Fahrzeugbewertung) by a veteran-car expert: Zustand in words, Versicherungswert in CHF. */
export function schweizerBewertung(rng: Random): Generated {
  const date = dateAfter(rng, 1998, 2026);
  const year = Number(date.slice(0, 4));
  const car = euCar(rng);
  const expert = deName(rng);
  const firm = rng.pick([`Veteranen-Expertisen ${expert.split(' ')[1]}`, 'Fahrzeugexpertisen Ostschweiz GmbH', 'Oldtimer-Schätzungen Zentralschweiz']);
  const cond = rng.pick(['sehr gut', 'gut bis sehr gut', 'gut', 'befriedigend']);
  const value = Math.round((carPrice(rng, year, 10, 120) * 1.3) / 1000) * 1000;
  const ch = (n: number) => num(n, 'ch');
  const p = new PageBuilder();
  p.text(40, firm, { y: 54, size: 14, bold: true });
  p.text(40, `${deStreet(rng).replace('straße', 'strasse').replace('Straße', 'Strasse')}, ${rng.int(1000, 9699)} ${rng.pick(['Rapperswil', 'Zug', 'Arbon'])}`, {
    y: 68,
    size: 8,
  });
  p.y = 106;
  p.text(40, 'Fahrzeugbewertung (Expertise)', { size: 15, bold: true });
  p.text(555, fd(date, 'de'), { size: 10, align: 'right' });
  p.down(24);
  const rows: [string, string][] = [
    ['Eigentümer', rng.chance(0.5) ? `${usName(rng)}, Boston (USA)` : deName(rng)],
    ['Fahrzeug', `${car.make} ${car.model}, Jahrgang ${car.year}`],
    ['Fahrgestell-Nr.', car.vin],
    ['Kontrollschild', chPlate(rng)],
    ['Km-Stand', num(rng.int(20000, 190000), 'ch').split('.')[0]],
  ];
  for (const [k, v] of rows) {
    p.text(44, k, { size: 9, bold: true });
    p.text(180, v, { size: 9 });
    p.down(14);
  }
  p.down(10);
  const parts = ['Karosserie', 'Lack', 'Chrom', 'Innenraum', 'Motor', 'Fahrwerk'];
  for (const x of parts) {
    p.text(44, x, { size: 9 });
    p.text(180, rng.pick(['sehr gut', 'gut', 'gut', 'befriedigend', 'original, gepflegt']), { size: 9 });
    p.down(13);
  }
  p.down(14);
  p.box(40, p.y - 12, 515, 48, true);
  p.text(52, `Gesamtzustand: ${cond}`, { y: p.y + 4, size: 10.5, bold: true });
  p.text(52, `Versicherungswert (vereinbarter Wert): CHF ${ch(value)}`, { y: p.y + 22, size: 10.5, bold: true });
  p.y += 60;
  para(
    p,
    40,
    'Die Bewertung stützt sich auf die Besichtigung, die vorgelegten Unterlagen und die aktuellen Marktpreise vergleichbarer Fahrzeuge. Gültigkeit für Versicherungszwecke: drei Jahre.',
    105,
    { size: 9, step: 12 },
  );
  p.down(34);
  p.text(340, expert, { size: 10, bold: true });
  p.down(12);
  p.text(340, 'Experte, Mitglied Schweizer Veteranen-Experten', { size: 7.5 });
  return { items: p.items, language: 'de', truth: appraisal(expert, date, value, cond) };
}
