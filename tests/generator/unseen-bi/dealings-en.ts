/**
 * English-language sales and valuations: an Australian private-sale receipt written on a plain page, a New Zealand
 * dealer's vehicle offer and sale agreement with GST included and a trade-in, a Canadian private bill of sale, an
 * Australian club valuer's agreed-value certificate, and a Canadian certified appraisal for insurance.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, gstCA, gstNZ, kv, person, place, plate, round, signature, stamp } from './kit';

/** An Australian private-sale receipt (1975–2026), typed on a plain page: seller, buyer, car, price, "sold as is". */
export function auPrivateSaleReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const y = Number(date.slice(0, 4));
  const area = rng.pick(['NSW', 'VIC', 'QLD', 'WA', 'SA']);
  const seller = person(rng, 'AU');
  const buyer = person(rng, 'AU');
  const sp = place(rng, 'AU', area);
  const c = car(rng, 'anz', y);
  const price = round(rng.int(1500, 120000), y < 1990 ? 50 : 500);
  const deposit = rng.chance(0.4) ? round(price * 0.1, 100) : 0;

  p.y = 80;
  p.text(297, 'RECEIPT FOR SALE OF MOTOR VEHICLE', { size: 14, bold: true, align: 'center' });
  p.down(40);
  para(
    p,
    60,
    `I, ${seller.name}, of ${sp.street}, ${sp.town} ${sp.area} ${sp.post}, acknowledge that on ${fd(date, 'uklong')} I sold the motor vehicle described below to ${buyer.name} of ${place(rng, 'AU', area).town} for the sum of $${num(price, 'en')} (the purchase price), ${deposit ? `of which a deposit of $${num(deposit, 'en')} was received earlier and the balance of $${num(price - deposit, 'en')} received today` : 'received in full today'}.`,
    88,
    { size: 11, serif: true, step: 16 },
  );
  p.down(14);
  for (const [a, b] of [
    ['Make / model', `${c.make} ${c.model}`],
    ['Year', String(c.year)],
    ['Chassis / VIN', c.vin],
    ['Engine no.', `${rng.int(100000, 9999999)}`],
    ['Registration', rng.chance(0.7) ? `${plate(rng, 'AU', y, area)} (${area}), expires ${fd(addDays(date, rng.int(20, 330)), 'uk')}` : 'Unregistered'],
    ['Odometer', `${rng.int(20000, 300000)} ${y < 1976 ? 'miles' : 'km'} (not guaranteed)`],
  ] as [string, string][]) {
    kv(p, 70, a, b, 190, { size: 10.5 });
    p.down(16);
  }
  p.down(10);
  para(
    p,
    60,
    'The vehicle is sold as is, where is, with no warranty given or implied. The seller declares the vehicle is free of any encumbrance or money owing. The buyer is responsible for the transfer of registration within 14 days.',
    90,
    { size: 10, serif: true, step: 14 },
  );
  p.down(30);
  signature(p, 60, 'Seller', 200, seller.name);
  signature(p, 320, 'Buyer', 200, buyer.name);
  p.down(40);
  p.text(60, `Witness: ${person(rng, 'AU').name}`, { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller.name, saleDate: date, purchasePrice: price });
}

/** A New Zealand motor vehicle dealer's offer and sale agreement (1995–2026): cash price incl. GST, trade-in, balance. */
export function nzDealerAgreement(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const where = place(rng, 'NZ');
  const firm = `${rng.pick(['Classic', 'Heritage', 'Southern', 'Mainland'])} ${rng.pick(['Car Sales Ltd', 'Cars 2000 Ltd', 'Motor Co. Ltd'])}`;
  const buyer = person(rng, 'NZ');
  const c = car(rng, 'anz');
  const price = round(rng.int(6000, 150000), 500);
  const g = gstNZ(date);
  const gst = r2((price * g) / (100 + g));
  const onroad = rng.pick([0, 250, 395, 495]);
  const trade = rng.chance(0.5) ? round(rng.int(1000, 15000), 250) : 0;
  const balance = price + onroad - trade;

  p.text(50, firm, { size: 15, bold: true });
  p.down(12).text(
    50,
    `${where.street}, ${where.town} · Registered Motor Vehicle Trader M${rng.int(100000, 999999)} · GST ${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(100, 999)}`,
    { size: 8.5 },
  );
  p.y = 100;
  p.text(50, 'VEHICLE OFFER AND SALE AGREEMENT', { size: 13, bold: true });
  p.text(545, `No. ${rng.int(1000, 9999)}`, { size: 10, align: 'right' });
  p.down(22);
  kv(p, 50, 'Date', fd(date, 'uk'), 150);
  p.down(13);
  kv(p, 50, 'Purchaser', `${buyer.name}, ${place(rng, 'NZ').town}`, 150);
  p.down(13);
  kv(p, 50, 'Vehicle', `${c.year} ${c.make} ${c.model}, ${c.colour}`, 150);
  p.down(13);
  kv(p, 50, 'Chassis / VIN', c.vin, 150);
  p.down(13);
  kv(p, 50, 'Plate', plate(rng, 'NZ', 2005), 150);
  p.down(13);
  kv(p, 50, 'Odometer', `${rng.int(30000, 250000)} km`, 150);
  p.down(24);
  const cols: Col[] = [{ x: 60 }, { x: 470, align: 'right' }];
  row(p, cols, ['Cash price of vehicle (incl. GST)', `$${num(price, 'en')}`], { bold: true, size: 10 });
  p.down(13);
  if (g) {
    row(p, cols, [`   GST content (${g}%)`, `$${num(gst, 'en')}`], { size: 8.5 });
    p.down(13);
  }
  if (onroad) {
    row(p, cols, ['On-road costs (WOF, registration, grooming)', `$${num(onroad, 'en')}`], { size: 10 });
    p.down(13);
  }
  if (trade) {
    row(p, cols, [`Less trade-in (${rng.pick(['Toyota Corolla', 'Holden Commodore', 'Nissan Bluebird', 'Mazda Familia'])})`, `-$${num(trade, 'en')}`], {
      size: 10,
    });
    p.down(13);
  }
  hline(p, 350, 130, p.y - 3);
  p.down(10);
  row(p, cols, ['Balance payable on delivery', `$${num(balance, 'en')}`], { bold: true, size: 10 });
  p.down(26);
  para(
    p,
    50,
    'The purchaser acknowledges having seen the Consumer Information Notice for this vehicle. This agreement is subject to the Consumer Guarantees Act 1993 where the vehicle is acquired for personal use. Title passes on payment in full.',
    100,
    { size: 8.5 },
  );
  p.down(24);
  signature(p, 50, `For ${firm}`, 200, `${person(rng, 'NZ').name}`);
  signature(p, 320, 'Purchaser', 200, buyer.name);
  return doc(p, 'en', { documentType: 'purchase', sellerName: firm, saleDate: date, purchasePrice: price });
}

/** A Canadian private bill of sale (1975–2026), a stationery-store form filled in: price, GST/PST note by era. */
export function caBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const prov = rng.pick(['ON', 'AB', 'BC', 'MB', 'SK']);
  const seller = person(rng, 'CA');
  const buyer = person(rng, 'CA');
  const sp = place(rng, 'CA', prov);
  const bp = place(rng, 'CA', prov);
  const c = car(rng, 'anz', Number(date.slice(0, 4)));
  const price = round(rng.int(1500, 95000), 100);

  p.box(40, 40, 515, 600);
  p.text(297, 'BILL OF SALE', { size: 20, bold: true, align: 'center', y: 75 });
  p.text(297, '(Motor Vehicle)', { size: 10, align: 'center', y: 91 });
  p.y = 125;
  const line = (label: string, value: string, x = 60, w = 470) => {
    p.text(x, label, { size: 8.5 });
    p.text(x + 120, value, { size: 11, serif: true });
    p.box(x + 115, p.y + 3, w - 115, 0.01);
    p.down(22);
  };
  line('SELLER (print)', seller.name);
  line('Address', `${sp.street}, ${sp.town}, ${prov} ${sp.post}`);
  line('BUYER (print)', buyer.name);
  line('Address', `${bp.street}, ${bp.town}, ${prov} ${bp.post}`);
  p.down(8);
  line('Year / Make / Model', `${c.year} ${c.make} ${c.model}`);
  line('V.I.N. / Serial No.', c.vin);
  line('Colour', c.colour ?? '');
  line('Odometer', `${rng.int(20000, 300000)} ${Number(date.slice(0, 4)) < 1978 ? 'miles' : 'km'}`);
  p.down(8);
  line('Date of sale', fd(date, rng.pick(['uslong', 'iso'])));
  line('Purchase price', `$${num(price, 'en')} (${rng.pick(['cash', 'certified cheque', 'e-transfer', 'bank draft'])})`);
  p.down(10);
  para(
    p,
    60,
    `The seller certifies that they are the lawful owner of the vehicle, that it is free of all liens and encumbrances, and sell it "as is". ${gstCA(date) ? 'Tax on a private sale is payable by the buyer at registration.' : 'Retail sales tax is payable by the buyer at registration.'}`,
    95,
    { size: 9 },
  );
  p.down(30);
  signature(p, 60, 'Signature of seller', 200, seller.name);
  signature(p, 320, 'Signature of buyer', 200, buyer.name);
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller.name, saleDate: date, purchasePrice: price });
}

/** An Australian car club's valuer's agreed-value certificate (1998–2026): a condition word, a value, the valuer. */
export function auClubValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const area = rng.pick(['NSW', 'VIC', 'QLD', 'SA', 'WA']);
  const club = `${rng.pick(['Holden', 'Ford', 'Datsun Sports', 'MG', 'Historic Vehicle'])} ${rng.pick(['Car Club of', 'Owners Club of', 'Club of'])} ${area === 'NSW' ? 'New South Wales' : area === 'VIC' ? 'Victoria' : area === 'QLD' ? 'Queensland' : area === 'SA' ? 'South Australia' : 'Western Australia'} Inc.`;
  const valuer = person(rng, 'AU');
  const c = car(rng, 'anz');
  const owner = person(rng, 'AU');
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Fair', 'Concours']);
  const value = round(rng.int(9000, 160000), 500);

  p.text(297, club, { size: 13, bold: true, align: 'center', y: 60 });
  p.text(297, 'Vehicle Valuation Certificate — for agreed-value insurance', { size: 10, align: 'center', y: 76 });
  p.y = 110;
  for (const [a, b] of [
    ['Owner', `${owner.name}, member no. ${rng.int(100, 4999)}`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Chassis / VIN', c.vin],
    ['Registration', `${plate(rng, 'AU', 2010, area)} (${area})`],
    ['Colour / trim', `${c.colour} / ${rng.pick(['black vinyl', 'tan leather', 'houndstooth cloth', 'red vinyl'])}`],
    ['Inspected at', `${place(rng, 'AU', area).town}, ${fd(addDays(date, -rng.int(0, 7)), 'uk')}`],
  ] as [string, string][]) {
    kv(p, 60, a, b, 190, { size: 10 });
    p.down(15);
  }
  p.down(12);
  p.text(60, 'Condition assessment', { size: 10.5, bold: true });
  p.down(16);
  const cols: Col[] = [{ x: 70 }, { x: 260 }];
  for (const k of ['Body and paint', 'Interior', 'Engine and driveline', 'Chassis and underbody', 'Originality']) {
    row(p, cols, [k, rng.pick(['Excellent', 'Very good', 'Good', 'Fair', 'Original, correct', 'Period-correct replacement'])], { size: 9.5 });
    p.down(13);
  }
  p.down(8);
  p.text(60, `Overall condition: ${cond}`, { size: 11, bold: true });
  p.down(24);
  p.box(60, p.y - 14, 470, 26, true);
  p.text(70, 'Recommended agreed value', { size: 11, bold: true });
  p.text(520, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(30);
  para(
    p,
    60,
    'This valuation reflects the condition of the vehicle on the day of inspection and current market prices for comparable vehicles. It is valid for 12 months and is given without liability on the part of the club or the valuer.',
    95,
    { size: 8.5 },
  );
  p.down(24);
  p.text(60, `Dated ${fd(date, 'uklong')}`, { size: 10 });
  p.down(36);
  signature(p, 60, 'Club valuer', 200, valuer.name);
  stamp(p, 350, p.y - 30, 170, [club.split(' ').slice(0, 3).join(' ').toUpperCase(), 'VALUATION OFFICER']);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer.name, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A Canadian certified appraisal for insurance (2000–2026): a numbered condition class, comparables, the value. */
export function caCertifiedAppraisal(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2000, 2026);
  const prov = rng.pick(['ON', 'AB', 'BC']);
  const where = place(rng, 'CA', prov);
  const appraiser = person(rng, 'CA');
  const firm = `${appraiser.last} ${rng.pick(['Vehicle Appraisals', 'Classic Appraisal Services', 'Collector Car Appraisals'])}`;
  const sig = appraiser.name;
  const c = car(rng, 'anz');
  const cls: [string, string] = rng.pick([
    ['#1', 'Concours'],
    ['#2', 'Excellent'],
    ['#3', 'Good'],
    ['#2-', 'Excellent minus'],
    ['#3+', 'Good plus'],
  ]);
  const value = round(rng.int(12000, 250000), 500);
  const comps = [0, 1, 2].map(() => round(value * (0.85 + rng.next() * 0.3), 500));

  p.text(50, firm, { size: 14, bold: true });
  p.down(12).text(
    50,
    `${where.street}, ${where.town}, ${prov} ${where.post} · Accredited appraiser, member of the ${rng.pick(['Canadian', 'National'])} Association of Auto Appraisers`,
    { size: 8 },
  );
  p.y = 100;
  p.text(50, 'CERTIFIED APPRAISAL REPORT', { size: 15, bold: true });
  p.down(14).text(50, `Report no. ${date.slice(0, 4)}-${rng.int(100, 999)} · Prepared for insurance (stated amount) purposes`, { size: 9 });
  p.down(22);
  for (const [a, b] of [
    ['Client', person(rng, 'CA').name],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['VIN', c.vin],
    ['Odometer', `${rng.int(10000, 200000)} ${rng.pick(['mi', 'km'])} (indicated)`],
    ['Inspection date', fd(addDays(date, -rng.int(1, 12)), 'uslong')],
  ] as [string, string][]) {
    kv(p, 50, a, b, 170);
    p.down(13);
  }
  p.down(10);
  p.text(50, 'Condition', { size: 10.5, bold: true });
  p.down(14);
  para(
    p,
    50,
    `Exterior: ${rng.pick(['older quality repaint, minor chips at door edges', 'excellent paint, panel gaps even', 'original paint with patina'])}. Interior: ${rng.pick(['reupholstered to factory pattern', 'original, light wear on driver seat', 'excellent'])}. Mechanical: ${rng.pick(['starts and runs well, no smoke', 'recently rebuilt engine, receipts sighted', 'minor oil seepage at rear main'])}. Undercarriage: ${rng.pick(['clean, no structural rust', 'surface rust on floor, solid', 'restored and painted'])}.`,
    100,
    { size: 9 },
  );
  p.down(6);
  p.text(50, `Condition class: ${cls[0]} (${cls[1]})`, { size: 10.5, bold: true });
  p.down(22);
  p.text(50, 'Comparable sales considered', { size: 10.5, bold: true });
  p.down(14);
  const cols: Col[] = [{ x: 60 }, { x: 470, align: 'right' }];
  comps.forEach((v, i) => {
    row(
      p,
      cols,
      [
        `${i + 1}. ${rng.pick(['Auction', 'Private sale', 'Dealer listing'])}, ${rng.pick(['Toronto', 'Calgary', 'Vancouver', 'Scottsdale (USD conv.)', 'Montreal'])}, ${c.year} ${c.make} ${c.model}`,
        `$${num(v, 'en')}`,
      ],
      { size: 9 },
    );
    p.down(12);
  });
  p.down(14);
  p.box(50, p.y - 14, 495, 26, true);
  p.text(60, 'Appraised value (CAD)', { size: 11, bold: true });
  p.text(535, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `I certify that I have personally inspected the vehicle and have no interest in it. ${where.town}, ${fd(date, 'uslong')}.`, { size: 8.5 });
  p.down(40);
  signature(p, 50, 'Appraiser', 220, sig);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: sig, appraisalDate: date, appraisedValue: value, conditionNotes: `${cls[0]} (${cls[1]})` });
}
