/**
 * unseen-bm sales and valuations, each with more than one name on the page: a broker's contract naming the private
 * seller; a franchised dealer's vehicle invoice; a British broker selling on a client's behalf; an American dealer's
 * bill of sale with its salesman; an Australian dealer's contract with the financier; a sworn expert's office and the
 * expert who signed; a club's valuation signed by its valuer; an appraisal firm and its appraiser.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, vatDE, yearOf, type DateStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addressee, caps, FIRST_DE, FIRST_EN, LAST_DE, LAST_EN, letterhead, stamp, street, town, type Country } from './kit';
import { priceScale } from './jobs';

const kv = (p: PageBuilder, k: string, v: string, x = 48, vx = 210, size = 9.5) => {
  p.text(x, k, { size: size - 0.5 });
  p.text(vx, v, { size });
  p.down(size + 4);
};

const CARS_DE = [
  'Mercedes-Benz 250 SL (W 113)',
  'Porsche 911 2.4 E',
  'BMW 2002 Cabriolet',
  'VW Käfer 1302 LS Cabriolet',
  'Opel Admiral B',
  'Alfa Romeo Spider 1600',
];
const CARS_EN = ['1964 Jaguar E-Type 3.8 Roadster', '1967 MGB GT', '1970 Triumph TR6', '1958 Austin-Healey 100-6', '1973 Ford Capri 3000 GXL'];
const CARS_US = ['1965 Ford Mustang Fastback', '1957 Chevrolet Bel Air', '1969 Pontiac Firebird', '1963 Corvette Sting Ray'];
const CARS_AU = ['1971 Holden HQ Monaro GTS', '1969 Ford XW Falcon GT', '1965 Holden HD Premier', '1974 Valiant Charger'];
const price = (rng: Random, y: number, f: number, lo: number, hi: number) =>
  Math.round((rng.int(lo, hi) * 100 * Math.max(0.25, priceScale(y)) * f) / 100) * 100;
const signatureBlock = (p: PageBuilder, left: string, right: string, y = p.y) => {
  p.text(48, '______________________________', { y, size: 9 });
  p.text(320, '______________________________', { y, size: 9 });
  p.text(48, left, { y: y + 12, size: 8.5 });
  p.text(320, right, { y: y + 12, size: 8.5 });
};

/** 1. A broker's Kaufvertrag: the broker's letterhead, the private seller and buyer as the parties. */
export function kaufvertragVermittelt(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'CH']);
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const broker = rng.pick([
    `Classic Broker ${rng.pick(LAST_DE)} GmbH`,
    `${rng.pick(LAST_DE)} Oldtimer-Vermittlung`,
    `Fahrzeugvermittlung ${rng.pick(LAST_DE)} & ${rng.pick(LAST_DE)}`,
  ]);
  const seller = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const buyer = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: broker,
    style: rng.pick(['caps', 'plain', 'spaced']),
    x: 297,
    size: 16,
    align: 'center',
    below: ['Vermittlung klassischer Automobile', `${street(rng, c)} · ${town(rng, c)}`],
  });
  p.y = Math.max(p.y + 24, 140);
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(14);
  p.text(297, `— vermittelt durch ${broker} —`, { size: 9, align: 'center' });
  p.down(26);
  p.text(48, 'Verkäufer', { size: 10, bold: true });
  p.text(320, 'Käufer', { size: 10, bold: true });
  p.down(13);
  p.text(48, seller, { size: 9.5 });
  p.text(320, buyer, { size: 9.5 });
  p.down(12);
  p.text(48, street(rng, c), { size: 9.5 });
  p.text(320, street(rng, c), { size: 9.5 });
  p.down(12);
  p.text(48, town(rng, c), { size: 9.5 });
  p.text(320, town(rng, c), { size: 9.5 });
  p.down(24);
  const cur = c === 'CH' ? 'CHF' : y < 2002 ? 'DM' : 'EUR';
  const ns = c === 'CH' ? 'ch' : 'de';
  const amount = price(rng, y, c === 'CH' ? 1.45 : y < 2002 ? 1.85 : 1, 120, 900);
  kv(p, 'Fahrzeug', rng.pick(CARS_DE));
  kv(p, 'Fahrgestell-Nr.', `${rng.int(100, 999)}${rng.int(100000, 999999)}`);
  kv(p, 'km-Stand (abgelesen)', `${num(rng.int(30000, 190000), ns).slice(0, -3)}`);
  kv(p, 'Kaufpreis', `${cur} ${num(amount, ns)}`);
  kv(p, 'Übergabe am', fd(date, 'de'));
  p.down(8);
  p.text(48, 'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, wie besichtigt und probegefahren.', { size: 8.5 });
  p.down(11);
  p.text(48, `Die Vermittlungsprovision trägt der Verkäufer. ${broker} ist nicht Vertragspartei.`, { size: 8.5 });
  p.down(30);
  p.text(48, `${town(rng, c).replace(/^[A-Z]*-?\d+ /, '')}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(40);
  signatureBlock(p, 'Verkäufer', 'Käufer');
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: amount });
}

/** 2. A franchised dealer's vehicle invoice (Fahrzeugrechnung): the make's name, the dealer's name, VAT shown. */
export function fahrzeugRechnung(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'AT']);
  const date = rng.date(1968, 2026);
  const y = yearOf(date);
  const brand = rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'BMW', 'VOLKSWAGEN']);
  const fam = rng.pick(LAST_DE);
  const dealer = rng.pick([`Autohaus ${fam} GmbH`, `${fam} Automobile GmbH & Co. KG`, `Autohaus ${fam} KG`]);
  const p = new PageBuilder();
  p.text(545, brand, { y: 58, size: 18, bold: true, align: 'right' });
  p.text(545, rng.pick(['Vertragshändler', 'Classic Partner', 'Verkauf und Service']), { y: 72, size: 8.5, align: 'right' });
  p.y = 40;
  letterhead(p, { name: dealer, style: rng.pick(['plain', 'split']), x: 48, size: 16, splitAt: 1, below: [`${street(rng, c)} · ${town(rng, c)}`] });
  p.y = Math.max(p.y + 30, 150);
  p.text(48, addressee(rng, 'de').join(' '), { size: 9.5 });
  p.down(12);
  p.text(48, town(rng, c), { size: 9.5 });
  p.down(30);
  p.text(48, `Fahrzeugrechnung Nr. ${rng.int(10000, 99999)}`, { size: 14, bold: true });
  p.text(545, fd(date, 'de'), { size: 9.5, align: 'right' });
  p.down(24);
  const cur = c === 'AT' && y < 2002 ? 'S' : y < 2002 ? 'DM' : 'EUR';
  const f = c === 'AT' && y < 2002 ? 12.5 : y < 2002 ? 1.85 : 1;
  kv(p, 'Fahrzeug', rng.pick(CARS_DE));
  kv(p, 'Fahrgestell-Nr.', `${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(100000, 999999)}`);
  kv(p, 'Erstzulassung', fd(rng.date(1955, Math.min(y, 1990)), 'de'));
  p.down(8);
  const margin = rng.chance(0.5) && y >= 1990;
  const gross = price(rng, y, f, 150, 1200);
  let net = gross;
  const vat = c === 'AT' ? 20 : vatDE(y);
  if (!margin) net = r2(gross / (1 + vat / 100));
  if (margin) {
    kv(p, 'Kaufpreis', `${cur} ${num(gross, 'de')}`);
    p.text(48, 'Differenzbesteuerung gem. § 25a UStG — Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 });
    p.down(14);
  } else {
    kv(p, 'Kaufpreis netto', `${cur} ${num(net, 'de')}`);
    kv(p, `zzgl. ${vat} % MwSt.`, `${cur} ${num(r2(gross - net), 'de')}`);
    hline(p, 48, 300);
    p.down(13);
    kv(p, 'Gesamtbetrag', `${cur} ${num(gross, 'de')}`);
  }
  p.down(16);
  p.text(48, 'Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8.5 });
  p.down(40);
  p.text(48, dealer, { size: 9 });
  p.down(11);
  p.text(48, `Verkaufsberater: ${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: gross });
}

/** 3. A British broker's sale note: sold on behalf of a private client (the vendor) by the brokerage. */
export function ukBrokerSale(rng: Random): Generated {
  const date = rng.date(1978, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const broker = rng.pick([`${fam} Classic Car Brokerage`, `${fam} & Co. (Motor Brokers) Ltd`, `The ${fam} Collection`]);
  const vendor = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: broker,
    style: rng.pick(['caps', 'plain', 'split']),
    x: 48,
    size: 18,
    serif: true,
    splitAt: 1,
    below: ['Sales on commission · Valuations · Storage', `${street(rng, 'UK')}, ${town(rng, 'UK')}`],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(48, 'SALE NOTE', { size: 14, bold: true });
  p.down(14);
  p.text(48, 'Sale of a motor vehicle on behalf of a private client', { size: 9.5 });
  p.down(24);
  const amount = price(rng, y, 0.85, 80, 900);
  const ds: DateStyle = rng.pick(['uk', 'uklong']);
  kv(p, 'Vendor', vendor);
  kv(p, 'Purchaser', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Vehicle', rng.pick(CARS_EN));
  kv(p, 'Chassis No.', `${rng.pick(['HE', 'GHD', 'CP', 'L'])}${rng.int(10000, 99999)}`);
  kv(p, 'Date of sale', fd(date, ds));
  kv(p, 'Agreed price', `£${num(amount, 'en')}`);
  p.down(10);
  p.text(48, `${broker} acts as agent for the vendor only and is not a party to this sale.`, { size: 8.5 });
  p.down(11);
  p.text(48, 'Funds to be cleared before release of the vehicle and its documents.', { size: 8.5 });
  p.down(40);
  signatureBlock(p, 'Vendor', `for ${broker}`);
  return doc(p, 'en', { documentType: 'purchase', sellerName: vendor, saleDate: date, purchasePrice: amount });
}

/** 4. An American dealer's bill of sale: the dealer's name, a franchise line, the salesman. */
export function usDealerBillOfSale(rng: Random): Generated {
  const date = rng.date(1960, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const dealer = rng.pick([`${fam} Motors, Inc.`, `${fam} Classic Cars LLC`, `${rng.pick(['Dale', 'Bud', 'Hank'])} ${fam} Auto Sales`]);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: dealer,
    style: rng.pick(['caps', 'plain']),
    x: 297,
    size: 18,
    align: 'center',
    above: [rng.pick(['Quality Pre-Owned Automobiles', 'Collector Cars Bought & Sold', 'Since 1946'])],
    below: [`${street(rng, 'US')} · ${town(rng, 'US')}`, `Dealer License No. ${rng.int(10000, 99999)}`],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(297, 'BILL OF SALE', { size: 15, bold: true, align: 'center' });
  p.down(28);
  const amount = price(rng, y, 1.1, 60, 800);
  const fee = r2(rng.int(25, 150) * Math.max(0.3, priceScale(y)));
  const ds: DateStyle = rng.pick(['us', 'uslong']);
  kv(p, 'Date', fd(date, ds));
  kv(p, 'Purchaser', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Year / Make / Model', rng.pick(CARS_US));
  kv(p, 'Serial / VIN', `${rng.pick(['5F09C', 'VC57S', '223379U', '30837S'])}${rng.int(100000, 999999)}`);
  kv(p, 'Cash price of vehicle', `$${num(amount, 'en')}`);
  kv(p, 'Doc. & title fee', `$${num(fee, 'en')}`);
  hline(p, 48, 300);
  p.down(13);
  kv(p, 'Total', `$${num(r2(amount + fee), 'en')}`);
  p.down(8);
  p.text(48, 'Vehicle sold AS IS — no warranty expressed or implied.', { size: 8.5 });
  p.down(36);
  signatureBlock(p, 'Purchaser', `Salesman: ${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}, for the dealer`);
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: amount });
}

/** 5. An Australian dealer's contract of sale with the financier named ("Finance arranged through …"). */
export function auDealerContract(rng: Random): Generated {
  const date = rng.date(1975, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const dealer = rng.pick([`${fam} Classic Cars Pty Ltd`, `${rng.pick(['Ringwood', 'Gosford', 'Fullarton'])} Prestige & Classic`, `${fam} Motor Co. Pty Ltd`]);
  const financier = rng.pick(['Southern Cross Finance Ltd', 'Commonwealth Motor Credit', 'Pacific Consumer Finance Pty Ltd']);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: dealer,
    style: 'split',
    x: 48,
    size: 20,
    splitAt: 1,
    below: [`${street(rng, 'AU')}, ${town(rng, 'AU')}`, `LMCT ${rng.int(1000, 99999)}`],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(48, 'CONTRACT OF SALE — MOTOR VEHICLE', { size: 13, bold: true });
  p.down(24);
  const amount = price(rng, y, 1.6, 70, 700);
  const deposit = Math.round((amount * 0.2) / 100) * 100;
  kv(p, 'Vendor (dealer)', dealer);
  kv(p, 'Purchaser', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Vehicle', rng.pick(CARS_AU));
  kv(p, 'Date of contract', fd(date, 'uk'));
  kv(p, 'Price of vehicle', `$${num(amount, 'en')}`);
  kv(p, 'Less deposit', `$${num(deposit, 'en')}`);
  kv(p, 'Balance payable', `$${num(amount - deposit, 'en')}`);
  p.down(10);
  p.text(48, `Balance to be financed through ${financier}; this contract is subject to finance approval.`, { size: 8.5 });
  p.down(40);
  signatureBlock(p, 'Purchaser', 'For and on behalf of the dealer');
  return doc(p, 'en', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: amount });
}

/** 6. A sworn expert's office (Sachverständigenbüro): the office's name at the top, the expert's name under the signature. */
export function wertgutachten(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'AT']);
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const expert = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = expert.split(' ')[1];
  const office = rng.pick([`Sachverständigenbüro ${fam} & Partner`, `Ingenieurbüro ${fam} GmbH`, `Kfz-Sachverständige ${fam} & ${rng.pick(LAST_DE)}`]);
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: office,
    style: rng.pick(['plain', 'caps', 'split']),
    x: 48,
    size: 17,
    splitAt: 1,
    below: [
      c === 'AT' ? 'Allgemein beeideter und gerichtlich zertifizierter Sachverständiger' : 'Öffentlich bestellte und vereidigte Sachverständige für Oldtimer',
      `${street(rng, c)} · ${town(rng, c)}`,
    ],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(48, rng.pick(['Wertgutachten', 'Kurzgutachten zur Wertermittlung', 'Oldtimer-Wertgutachten']), { size: 15, bold: true });
  p.text(545, `Gutachten-Nr. ${y}/${rng.int(100, 999)}`, { size: 9, align: 'right' });
  p.down(24);
  const cur = c === 'AT' && y < 2002 ? 'S' : y < 2002 ? 'DM' : 'EUR';
  const f = c === 'AT' && y < 2002 ? 12.5 : y < 2002 ? 1.85 : 1;
  const value = price(rng, y, f, 100, 1200);
  const note = rng.pick([
    'Zustandsnote 2: guter Zustand, Karosserie ohne Durchrostung, Lack mit leichten Gebrauchsspuren',
    'Zustandsnote 3+: gebrauchter Zustand, Unterboden konserviert, Innenraum original mit Patina',
    'Zustandsnote 2-: restauriert, Motor überholt, kleinere Lackschäden am Heck',
  ]);
  kv(p, 'Auftraggeber', `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`);
  kv(p, 'Fahrzeug', rng.pick(CARS_DE));
  kv(p, 'Besichtigung am', fd(date, 'de'));
  kv(p, 'km-Stand', `${num(rng.int(20000, 200000), 'de').slice(0, -3)}`);
  p.down(6);
  p.text(48, 'Zustand', { size: 10, bold: true });
  p.down(13);
  p.text(48, note, { size: 9 });
  p.down(20);
  p.box(44, p.y - 12, 320, 20, true);
  p.text(48, `Marktwert: ${cur} ${num(value, 'de')}`, { size: 11, bold: true });
  p.down(30);
  p.text(48, `${town(rng, c).replace(/^[A-Z]*-?\d+ /, '')}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(40);
  p.text(48, '______________________________', { size: 9 });
  p.down(12);
  p.text(48, expert, { size: 9.5 });
  p.down(11);
  p.text(48, `für ${office}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** 7. A club's valuation certificate, the club's name large, its valuer signing (German-speaking club). */
export function clubBewertung(rng: Random): Generated {
  const c: Country = rng.pick(['CH', 'AT', 'DE']);
  const date = rng.date(1975, 2026);
  const y = yearOf(date);
  const club = rng.pick(['Veteranen-Fahrzeug-Club Ostschweiz', 'Allgemeiner Schnauferl-Club', 'Oldtimer-Club Donau-Alpen', 'Mercedes-Veteranen-Freunde Süd']);
  const valuer = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: club,
    style: rng.pick(['caps', 'spaced', 'plain']),
    x: 297,
    size: 16,
    align: 'center',
    below: [`gegründet ${rng.int(1950, 1975)} · Technische Kommission`],
  });
  p.y = Math.max(p.y + 24, 140);
  p.text(297, 'Bewertung eines Veteranenfahrzeugs', { size: 14, bold: true, align: 'center' });
  p.down(26);
  const cur = c === 'CH' ? 'CHF' : c === 'AT' && y < 2002 ? 'S' : y < 2002 ? 'DM' : 'EUR';
  const ns = c === 'CH' ? 'ch' : 'de';
  const f = c === 'CH' ? 1.45 : c === 'AT' && y < 2002 ? 12.5 : y < 2002 ? 1.85 : 1;
  const value = price(rng, y, f, 80, 900);
  const note = rng.pick([
    'Originalzustand, fahrbereit, Chrom teilweise erneuert',
    'vollständig restauriert, Note 1-',
    'guter Gebrauchszustand, Verdeck neu, Innenraum original',
  ]);
  kv(p, 'Mitglied', `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}, Mitglied Nr. ${rng.int(100, 4999)}`);
  kv(p, 'Fahrzeug', rng.pick(CARS_DE));
  kv(p, 'Datum der Besichtigung', fd(date, 'de'));
  kv(p, 'Zustand', note);
  kv(p, 'Schätzwert', `${cur} ${num(value, ns)}`);
  p.down(16);
  p.text(48, 'Die Bewertung dient der Versicherung zum vereinbarten Wert. Gültig zwei Jahre.', { size: 8.5 });
  p.down(40);
  signatureBlock(p, `${valuer}, Experte der Technischen Kommission`, 'Stempel des Clubs');
  stamp(p, 330, p.y + 24, [caps(club.split(' ').slice(0, 2).join(' ')), 'Technische Kommission']);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** 8. A British owners' club's agreed-value form: the club, its registrar, and the valuer who signed. */
export function clubValuation(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const y = yearOf(date);
  const club = rng.pick(['The Healey Owners’ Register', 'Midland Vintage Sports Car Club', 'The Jowett & Standard Register', 'Triumph Sports Six Register']);
  const valuer = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const registrar = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: club,
    style: rng.pick(['caps', 'plain', 'spaced']),
    x: 297,
    size: 17,
    align: 'center',
    serif: true,
    below: [`Registrar: ${registrar}`, 'Founded 1962 · Affiliated to the Federation of British Historic Vehicle Clubs'],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(297, 'VALUATION FOR INSURANCE PURPOSES', { size: 13, bold: true, align: 'center' });
  p.down(26);
  const value = price(rng, y, 0.85, 60, 800);
  const note = rng.pick([
    'Sound body, older restoration, engine rebuilt 1998; paint fair with minor chips',
    'Excellent concours condition throughout',
    'Good driver: some rust bubbling at sills, interior original and worn',
  ]);
  kv(p, 'Owner', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)} (membership ${rng.int(100, 9999)})`);
  kv(p, 'Vehicle', rng.pick(CARS_EN));
  kv(p, 'Date inspected', fd(date, rng.pick(['uk', 'uklong'])));
  kv(p, 'Condition', note);
  kv(p, 'Valuation', `£${num(value, 'en')}`);
  p.down(16);
  p.text(48, 'I certify that I have inspected the above vehicle and that the value stated is in my opinion fair.', { size: 8.5 });
  p.down(40);
  signatureBlock(p, `Signed: ${valuer}, Club Valuer`, `Countersigned: ${registrar}, Registrar`);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** 9. An American or Australian appraisal firm's report: the firm in the letterhead, its appraiser signing. */
export function appraisalFirm(rng: Random): Generated {
  const c: Country = rng.pick(['US', 'AU']);
  const date = rng.date(1990, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const firm =
    c === 'US'
      ? rng.pick([`${fam} Classic Appraisals LLC`, `${fam} & Associates Auto Appraisers`])
      : rng.pick([`${fam} Vehicle Valuations Pty Ltd`, 'Heritage Motor Assessors']);
  const appraiser = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const p = new PageBuilder();
  p.y = 44;
  letterhead(p, {
    name: firm,
    style: rng.pick(['caps', 'plain']),
    x: 48,
    size: 18,
    below: [rng.pick(['Certified Collector Vehicle Appraisals', 'Insurance · Estate · Diminished Value']), `${street(rng, c)}, ${town(rng, c)}`],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(48, 'APPRAISAL REPORT', { size: 14, bold: true });
  p.text(545, `File ${rng.int(1000, 9999)}`, { size: 9, align: 'right' });
  p.down(24);
  const value = price(rng, y, c === 'US' ? 1.1 : 1.6, 60, 900);
  const note = rng.pick([
    'Very good #2 condition; frame-off restoration, numbers-matching engine',
    'Fair #3 condition; original paint with patina, minor rust in floor pans',
    'Excellent; rotisserie restoration, concours-level detailing',
  ]);
  kv(p, 'Client', `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`);
  kv(p, 'Vehicle', c === 'US' ? rng.pick(CARS_US) : rng.pick(CARS_AU));
  kv(p, 'Date of inspection', fd(date, c === 'US' ? 'us' : 'uk'));
  kv(p, 'Condition', note);
  p.down(8);
  p.box(44, p.y - 12, 330, 20, true);
  p.text(48, `Appraised value: $${num(value, 'en')}`, { size: 11, bold: true });
  p.down(34);
  p.text(48, 'This appraisal reflects fair market value on the date of inspection.', { size: 8.5 });
  p.down(40);
  p.text(48, '______________________________', { size: 9 });
  p.down(12);
  p.text(48, `${appraiser}, ${rng.pick(['Senior Appraiser', 'Accredited Appraiser', 'Principal'])}`, { size: 9.5 });
  p.down(11);
  p.text(48, firm, { size: 8.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}
