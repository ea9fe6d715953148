/**
 * English-language purchase paper: a private bill of sale written as a receipt, an auction house's buyer's invoice
 * (hammer price, premium and VAT on the premium), a US dealer's bill of sale with a trade-in, an Ontario private bill of
 * sale with a deposit, and an Australian dealer's tax invoice with stamp duty and transfer fee.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, vatUK, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AMERICAN, AU_TOWNS, BRIT, CA_TOWNS, UK_TOWNS, US_TOWNS, car, digits, field, letters, lv, personEN, plateUK, streetEN, twoPeople } from './kit';

const money = (n: number) => num(n, 'en');

export function ukBillOfSale(rng: Random): Generated {
  const date = rng.date(1962, 2025);
  const c = car(rng, BRIT, Number(date.slice(0, 4)));
  const [seller, buyer] = twoPeople(rng, 'en');
  const [town, pc] = rng.pick(UK_TOWNS);
  const price = rng.int(2, 120) * 250;
  const plate = plateUK(rng, c.year);
  const p = new PageBuilder();
  p.text(545, `${streetEN(rng)}`, { size: 11, serif: true, align: 'right' });
  p.down(15).text(545, `${town} ${pc}`, { size: 11, serif: true, align: 'right' });
  p.down(15).text(545, fd(date, rng.pick(['uklong', 'uk', 'ukdot'] as const)), { size: 11, serif: true, align: 'right' });
  p.down(40).text(60, 'RECEIPT AND BILL OF SALE', { size: 14, bold: true, serif: true });
  p.down(30);
  para(
    p,
    60,
    `Received from ${buyer} the sum of £${money(price)} (${rng.pick(['in cash', 'by banker’s draft', 'by bank transfer'])}) in full and final payment for the ${c.make} ${c.model}, registration ${plate}, chassis number ${c.vin}, together with its registration document, ${rng.pick(['MOT certificate', 'history file', 'spare wheel and tools', 'hood and tonneau'])}.`,
    70,
    { serif: true, size: 12, step: 20 },
  );
  p.down(10);
  para(
    p,
    60,
    'The car is sold as seen, tried and approved, with no warranty given or implied. I confirm that I am the owner of the car, that it is free from any finance, and that the mileage shown is not guaranteed.',
    70,
    { serif: true, size: 12, step: 20 },
  );
  p.down(40).text(60, `Signed: ${seller}`, { size: 12, serif: true });
  p.down(18).text(60, '(Seller)', { size: 10, serif: true });
  p.down(40).text(60, `Signed: ${buyer}`, { size: 12, serif: true });
  p.down(18).text(60, '(Buyer)', { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function auctionBuyersInvoice(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng);
  const house = rng.pick(['Cheltenham Motor Auctions Ltd', 'Brooklands Collectors’ Sales', 'Harrogate Classic Car Auctioneers']);
  const [town, pc] = rng.pick(UK_TOWNS);
  const buyer = personEN(rng);
  const lot = rng.int(101, 399);
  const hammer = rng.int(10, 200) * 500;
  const premRate = rng.pick([10, 12.5, 15]);
  const prem = r2((hammer * premRate) / 100);
  const vat = r2((prem * vatUK(y)) / 100);
  const fee = rng.chance(0.5) ? 25 : 0;
  const total = r2(hammer + prem + vat + fee);
  const p = new PageBuilder();
  p.text(50, house, { size: 14, bold: true });
  p.down(12).text(50, `${streetEN(rng)}, ${town} ${pc} · VAT Reg. No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8 });
  p.down(30).text(50, 'BUYER’S INVOICE', { size: 14, bold: true });
  p.down(20);
  lv(p, 50, 'Sale:', `${rng.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} Sale of Collectors’ Motor Cars, ${fd(date, 'uklong')}`, 130);
  p.down(14);
  lv(p, 50, 'Invoice No.:', `${letters(rng, 1)}${y}/${digits(rng, 4)}`, 130);
  p.down(14);
  lv(p, 50, 'Buyer:', `${buyer} (paddle ${rng.int(10, 499)})`, 130);
  p.down(14);
  lv(p, 50, 'Invoice date:', fd(addDays(date, rng.int(0, 2)), 'uk'), 130);
  p.down(26);
  const cols: Col[] = [{ x: 52 }, { x: 100 }, { x: 540, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['Lot', 'Description', 'Amount £'], { bold: true });
  p.down(16);
  row(p, cols, [String(lot), `${c.year} ${c.make} ${c.model}, chassis no. ${c.vin}`, '']);
  p.down(13);
  row(p, cols, ['', `Registration ${plateUK(rng, c.year)} — sold with ${y < 2004 ? 'V5' : 'V5C'}, MOT and history file`, ''], { size: 8.5 });
  p.down(18);
  row(p, cols, ['', 'Hammer price', money(hammer)]);
  p.down(14);
  row(p, cols, ['', `Buyer’s premium ${premRate}%`, money(prem)]);
  p.down(14);
  row(p, cols, ['', `VAT at ${vatUK(y)}% on premium`, money(vat)]);
  if (fee) {
    p.down(14);
    row(p, cols, ['', 'DVLA / administration fee', money(fee)]);
  }
  p.down(6);
  hline(p, 330, 215);
  p.down(15);
  row(p, cols, ['', 'TOTAL DUE', `£${money(total)}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    'Lots sold under the margin scheme: no VAT is charged on the hammer price. Payment in full is due within two working days; the lot may not be removed until cleared funds are received. Storage is charged at £25 per day after seven days.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: house, saleDate: date, purchasePrice: hammer });
}

export function usDealerBillOfSale(rng: Random): Generated {
  const date = rng.date(1986, 2026);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const c = car(rng, AMERICAN);
  const dealer = rng.pick(['Route 66 Classic Motors, Inc.', 'Heritage Muscle Cars LLC', 'Blue Ribbon Vintage Autos']);
  const buyer = personEN(rng);
  const price = rng.int(12, 150) * 500;
  const doc_ = rng.pick([75, 149, 199]);
  const taxRate = { AZ: 5.6, CA: 7.25, OH: 5.75, PA: 6, TX: 6.25, MI: 6, CT: 6.35 }[st] ?? 6;
  const trade = rng.chance(0.55) ? rng.int(3, 25) * 500 : 0;
  const taxable = price - trade + doc_;
  const tax = r2((taxable * taxRate) / 100);
  const title = rng.pick([33, 48, 65]);
  const total = r2(price + doc_ + tax + title - trade);
  const p = new PageBuilder();
  p.text(50, dealer, { size: 13, bold: true });
  p.down(12).text(
    50,
    `${rng.int(100, 9999)} ${rng.pick(['Highway 9', 'Commerce Blvd', 'Main St'])}, ${town}, ${st} ${zip} · Dealer License ${letters(rng, 1)}${digits(rng, 5)}`,
    { size: 8 },
  );
  p.down(28).text(297, 'VEHICLE BILL OF SALE / BUYER’S ORDER', { size: 13, bold: true, align: 'center' });
  p.down(18);
  field(p, 50, p.y, 330, 'PURCHASER', `${buyer}, ${streetEN(rng)}, ${rng.pick(US_TOWNS)[0]}`);
  field(p, 380, p.y, 165, 'DATE', fd(date, 'us'), { bold: true });
  p.down(26);
  field(p, 50, p.y, 90, 'YEAR', String(c.year));
  field(p, 140, p.y, 240, 'MAKE / MODEL', `${c.make} ${c.model}`);
  field(p, 380, p.y, 165, 'STOCK NO.', `C${digits(rng, 4)}`);
  p.down(26);
  field(p, 50, p.y, 330, 'VIN', c.vin);
  field(p, 380, p.y, 165, 'MILEAGE', `${money(rng.int(1000, 99999)).slice(0, -3)} (exempt)`);
  p.down(42);
  const cols: Col[] = [{ x: 300 }, { x: 540, align: 'right' }];
  const lines: [string, number][] = [
    ['Cash price of vehicle', price],
    ['Documentary fee', doc_],
  ];
  if (trade) lines.push(['Less trade-in allowance', -trade]);
  lines.push([`Sales tax ${taxRate}%`, tax], ['Title & registration fees', title]);
  const startY = p.y;
  for (const [a, b] of lines) {
    row(p, cols, [a, `${b < 0 ? '(' : ''}$${money(Math.abs(b))}${b < 0 ? ')' : ''}`], { bold: a.startsWith('Cash') });
    p.down(15);
  }
  hline(p, 300, 245, p.y - 8);
  p.down(4);
  row(p, cols, ['TOTAL AMOUNT DUE', `$${money(total)}`], { bold: true });
  if (trade) {
    const tc = car(rng);
    p.text(50, 'TRADE-IN', { y: startY, size: 9, bold: true });
    p.text(50, `${tc.year} ${tc.make}`, { y: startY + 14, size: 9 });
    p.text(50, `VIN ${tc.vin}`, { y: startY + 28, size: 8 });
  }
  p.down(30);
  para(
    p,
    50,
    'This vehicle is sold AS IS — NO DEALER WARRANTY. The purchaser acknowledges having inspected the vehicle and received the Buyers Guide. Title will be delivered upon payment in full.',
    105,
    { size: 8 },
  );
  p.down(26).text(50, 'Purchaser: ____________________________', { size: 9 });
  p.text(320, `Dealer: ${personEN(rng)}, Sales Manager`, { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

export function ontarioPrivateSale(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const c = car(rng);
  const [seller, buyer] = twoPeople(rng, 'en');
  const [town, pc] = rng.pick(CA_TOWNS);
  const [townB, pcB] = rng.pick(CA_TOWNS);
  const price = rng.int(6, 80) * 500;
  const deposit = rng.chance(0.7) ? rng.int(2, 10) * 100 : 0;
  const p = new PageBuilder();
  p.text(297, 'BILL OF SALE — PRIVATE SALE OF A USED MOTOR VEHICLE', { size: 12.5, bold: true, align: 'center' });
  p.down(14).text(297, 'Province of Ontario', { size: 9, align: 'center' });
  p.down(20);
  const top = p.y;
  field(p, 50, top, 495, 'SELLER (full legal name)', seller, { bold: true });
  field(p, 50, top + 26, 495, 'SELLER’S ADDRESS', `${streetEN(rng)}, ${town} ${pc}`);
  field(p, 50, top + 52, 495, 'BUYER (full legal name)', buyer);
  field(p, 50, top + 78, 495, 'BUYER’S ADDRESS', `${streetEN(rng)}, ${townB} ${pcB}`);
  field(p, 50, top + 110, 100, 'YEAR', String(c.year));
  field(p, 150, top + 110, 200, 'MAKE / MODEL', `${c.make} ${c.model}`, { size: 9 });
  field(p, 350, top + 110, 195, 'COLOUR', rng.pick(['Red', 'White', 'Green', 'Silver', 'Black']));
  field(p, 50, top + 136, 300, 'VIN', c.vin);
  field(p, 350, top + 136, 195, 'ODOMETER (km)', money(rng.int(20000, 220000)).slice(0, -3));
  field(p, 50, top + 168, 250, 'DATE OF SALE', fd(date, rng.pick(['uslong', 'iso'] as const)), { bold: true });
  field(p, 300, top + 168, 245, 'PURCHASE PRICE (CAD)', `$${money(price)}`, { bold: true });
  if (deposit) {
    field(p, 50, top + 194, 250, 'DEPOSIT RECEIVED', `$${money(deposit)} on ${fd(addDays(date, -rng.int(2, 14)), 'uslong')}`, { size: 9 });
    field(p, 300, top + 194, 245, 'BALANCE PAID ON DELIVERY', `$${money(price - deposit)}`);
  }
  p.y = top + 250;
  para(
    p,
    50,
    `The seller declares that the vehicle is free of all liens and encumbrances and that the seller has the right to sell it. The vehicle is sold "as is"; the buyer is responsible for obtaining a safety standards certificate and for paying retail sales tax ${date < '2006' ? 'at the licence issuing office' : 'at ServiceOntario'} on the greater of the purchase price and the wholesale value.`,
    100,
    { size: 8.5 },
  );
  p.down(30);
  hline(p, 50, 200);
  hline(p, 320, 200);
  p.down(12).text(50, 'Signature of seller', { size: 8 });
  p.text(320, 'Signature of buyer', { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function australiaDealerInvoice(rng: Random): Generated {
  const date = rng.date(2001, 2026);
  const [town, st, pcode] = rng.pick(AU_TOWNS);
  const c = car(rng, (x) => x.make === 'Holden' || AMERICAN(x) || BRIT(x) || x.make === 'Datsun');
  const dealer = rng.pick(['Southern Cross Classic Cars Pty Ltd', 'Bathurst Vintage Motor Co.', 'Greenhide Collector Vehicles']);
  const buyer = personEN(rng);
  const price = rng.int(15, 160) * 500;
  const gst = r2(price / 11);
  const duty = r2(Math.ceil(price / 100) * 3);
  const transfer = rng.pick([34, 36, 40]);
  const total = r2(price + duty + transfer);
  const p = new PageBuilder();
  p.text(50, dealer, { size: 13, bold: true });
  p.down(12).text(50, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · LMD ${digits(rng, 6)} · ${town} ${st} ${pcode}`, {
    size: 8,
  });
  p.down(30).text(50, 'TAX INVOICE — MOTOR VEHICLE', { size: 14, bold: true });
  p.text(545, `Invoice ${digits(rng, 5)}`, { size: 10, align: 'right' });
  p.down(20);
  lv(p, 50, 'Date:', fd(date, 'uk'), 140, { bold: true });
  p.down(14);
  lv(p, 50, 'Customer:', `${buyer}, ${streetEN(rng)}, ${rng.pick(AU_TOWNS)[0]}`, 140);
  p.down(14);
  lv(p, 50, 'Vehicle:', `${c.year} ${c.make} ${c.model}`, 140);
  p.down(14);
  lv(p, 50, 'VIN / chassis:', c.vin, 140);
  p.down(14);
  lv(p, 50, 'Compliance:', rng.pick(['Pre-ADR, club permit', `Registered ${st}, rego ${letters(rng, 3)}${digits(rng, 3)}`]), 140);
  p.down(26);
  const cols: Col[] = [{ x: 60 }, { x: 540, align: 'right' }];
  row(p, cols, ['Vehicle price (incl. GST)', `$${money(price)}`], { bold: true });
  p.down(14);
  row(p, cols, [`   GST included in vehicle price`, `$${money(gst)}`], { size: 8.5 });
  p.down(16);
  row(p, cols, [`Stamp duty (${st}) — government charge`, `$${money(duty)}`]);
  p.down(14);
  row(p, cols, ['Transfer fee — government charge', `$${money(transfer)}`]);
  p.down(6);
  hline(p, 330, 215);
  p.down(15);
  row(p, cols, ['Total payable (drive-away)', `$${money(total)}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    `Statutory warranty does not apply to vehicles more than ten years old or driven more than 160,000 km. Cooling-off period waived by the purchaser on ${fd(date, 'uk')}.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}
