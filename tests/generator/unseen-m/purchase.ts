/**
 * Sales out of a shoebox: a copied private Kaufvertrag with hand notes of a deposit, a dealer's vehicle
 * invoice under its covering letter with the registration service's slip below, a faxed 1980s private
 * contract in DM, a faxed US bill of sale with an odometer statement, a British dealer invoice with a
 * part exchange credit and a PAID stamp.
 */
import {
  addDays,
  CLASSICS_DE,
  CLASSICS_EN,
  DE_STREETS,
  DE_TOWNS,
  dePerson,
  dePlate,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  moneyDash,
  note,
  num,
  page,
  phoneDe,
  phoneUk,
  phoneUs,
  price,
  stamp,
  tax,
  UK_PLACES,
  US_PLACES,
  vin,
  type Family,
} from './kit';

/** A private Kaufvertrag form, copied, buyer left and seller right, the deposit noted by hand. */
export const copiedPrivateContract: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const seller = dePerson(rng);
  const buyer = dePerson(rng);
  const sale = rng.date(1995, 2025);
  const priceC = rng.int(45, 480) * 10000;
  const p = page();
  stamp(p, 450, 24, ['KOPIE'], 14);
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { y: 60, size: 13, bold: true, align: 'center' });
  p.text(297, '– privat an privat –', { y: 74, size: 8, align: 'center' });
  p.box(40, 90, 255, 80);
  p.box(300, 90, 255, 80);
  p.text(46, 'Käufer', { y: 102, size: 8, bold: true });
  p.text(306, 'Verkäufer', { y: 102, size: 8, bold: true });
  p.text(52, buyer, { y: 122, size: 11, serif: true });
  p.text(312, seller, { y: 122, size: 11, serif: true });
  p.text(52, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}, ${rng.pick(DE_TOWNS).name}`, { y: 140, size: 9, serif: true });
  p.text(312, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}, ${town.name}`, { y: 140, size: 9, serif: true });
  p.text(52, `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { y: 158, size: 8 });
  p.text(312, `Tel. ${phoneDe(rng, town)}`, { y: 158, size: 8 });
  const veh: [string, string][] = [
    ['Fahrzeug', rng.pick(CLASSICS_DE)],
    ['Fahrgestell-Nr.', vin(rng)],
    ['Amtl. Kennzeichen', dePlate(rng, town, true)],
    ['Erstzulassung', fmt(rng.date(1962, 1990), 'de')],
    ['Gesamtlaufleistung lt. Tacho', `${rng.int(40, 280)}.${digits(rng, 3)} km`],
    ['Nächste HU', fmt(addDays(sale, rng.int(100, 600)), 'de').slice(3)],
  ];
  veh.forEach(([k, v], i) => {
    p.text(46, k, { y: 194 + i * 16, size: 8.5 });
    p.text(220, v, { y: 194 + i * 16, size: 10, serif: true });
  });
  p.text(46, 'Der Kaufpreis beträgt', { y: 306, size: 9 });
  p.box(200, 292, 150, 22);
  p.text(210 + rng.int(0, 14), `${moneyDash(priceC)} €`, { y: 308 + rng.int(-2, 3), size: 12, serif: true });
  p.text(46, 'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft (gekauft wie gesehen).', { y: 334, size: 8 });
  p.text(46, 'Ort, Datum', { y: 380, size: 7 });
  p.text(50, `${town.name}, ${fmt(sale, 'deShort')}`, { y: 372, size: 11, serif: true });
  p.text(300, 'Unterschrift Verkäufer', { y: 380, size: 7 });
  p.text(320, seller.split(' ')[1], { y: 372, size: 13, serif: true });
  const dep = rng.int(3, 20) * 10000;
  note(p, 60, 420, `Anzahlung ${moneyDash(dep)} € am ${fmt(addDays(sale, -rng.int(3, 14)), 'deShort')} erhalten`);
  note(p, 60, 442, `Rest ${moneyDash(priceC - dep)} € bar bei Übergabe`);
  return gen(p, 'de', { documentType: 'purchase', sellerName: seller, purchasePrice: num(priceC), saleDate: sale });
};

/** A dealer's vehicle invoice under its covering letter; the Zulassungsdienst's fee slip below it. */
export const dealerInvoiceWithSlip: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const dealer = `${rng.pick(['Klassikhandel', 'Oldtimer-Galerie', 'Sportwagen'])} ${rng.pick(['Baumgärtner', 'Wagenknecht', 'Pfeiffer'])} GmbH`;
  const sale = rng.date(2008, 2025);
  const letter = addDays(sale, rng.int(0, 3));
  const gross = rng.int(180, 1200) * 10000;
  const net = Math.round(gross / 1.19);
  const p = page();
  p.text(40, dealer, { y: 48, size: 15, bold: true });
  p.text(40, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)} · ${town.zip} ${town.name} · ${phoneDe(rng, town)}`, { y: 61, size: 8 });
  const cust = dePerson(rng);
  p.text(40, `Sehr geehrte/r ${cust}, anbei erhalten Sie die Rechnung zu Ihrem Fahrzeugkauf sowie den Beleg des Zulassungsdienstes.`, { y: 92, size: 8.5 });
  p.text(40, `Den Fahrzeugbrief senden wir nach Zahlungseingang. Mit freundlichen Grüßen, ${dePerson(rng)} (${fmt(letter, 'de')})`, { y: 105, size: 8.5 });
  p.box(30, 116, 535, 0.1);
  p.text(40, 'Fahrzeugrechnung', { y: 142, size: 13, bold: true });
  p.text(555, `Nr. FR-${digits(rng, 5)}  ·  Rechnungs- und Liefertag ${fmt(sale, 'de')}`, { y: 142, size: 9, align: 'right' });
  p.text(40, `Käufer: ${cust}`, { y: 162, size: 9 });
  p.text(40, `${rng.pick(CLASSICS_DE)}, FIN ${vin(rng)}, Erstzulassung ${fmt(rng.date(1965, 1992), 'de2')}`, { y: 178, size: 9 });
  const rows: [string, number][] = [
    ['Fahrzeugpreis netto', net],
    ['zzgl. 19 % USt.', gross - net],
  ];
  p.y = 206;
  for (const [k, v] of rows) {
    p.text(300, k, { y: p.y, size: 9.5 });
    p.text(555, money(v, 'de'), { y: p.y, size: 9.5, align: 'right' });
    p.down(14);
  }
  p.text(300, 'Kaufpreis brutto EUR', { y: p.y + 2, size: 10.5, bold: true });
  p.text(555, money(gross, 'de'), { y: p.y + 2, size: 10.5, bold: true, align: 'right' });
  p.text(40, `Geschäftsführer ${dePerson(rng)} · HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)}`, { y: p.y + 24, size: 7 });
  const sy = p.y + 60;
  p.box(40, sy, 260, 120);
  const fee = price(rng, 2610, 4500, 10);
  const svc = price(rng, 4900, 9900, 100);
  [
    `Zulassungsdienst ${rng.pick(['Schnell', 'Express'])} ${town.name}`,
    `Beleg ${digits(rng, 4)} vom ${fmt(addDays(sale, rng.int(1, 5)), 'de2')}`,
    `Zulassungsgebühr ${money(fee, 'de')} €`,
    `H-Kennzeichen Prägung ${money(price(rng, 2000, 4000, 100), 'de')} €`,
    `Dienstleistung ${money(svc, 'de')} € zzgl. USt ${money(tax(svc, 19), 'de')} €`,
  ].forEach((s, i) => p.text(48, s, { y: sy + 18 + i * 18, size: 8.5, bold: i === 0 }));
  note(p, 320, sy + 50, 'überwiesen Kaufpreis + Zulassung');
  return gen(p, 'de', { documentType: 'purchase', sellerName: dealer, purchasePrice: num(gross), saleDate: sale });
};

/** A 1980s private contract in DM, faxed: "verkauft an", a handshake sentence, the price in words. */
export const faxedDmContract: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const seller = dePerson(rng);
  const buyer = dePerson(rng);
  const sale = rng.date(1979, 1998);
  const faxed = addDays(sale, rng.int(1, 10));
  const priceC = rng.int(15, 380) * 10000;
  const p = page();
  faxHeader(p, rng, faxed, seller, phoneDe(rng, town), 'de');
  p.text(40, 'Kaufvertrag', { y: 70, size: 16, bold: true, serif: true });
  const lines = [
    `Herr/Frau ${seller}, ${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${town.zip.slice(0, 2)}00 ${town.name}`,
    `– nachstehend Verkäufer – verkauft an`,
    `Herrn/Frau ${buyer}, ${rng.pick(DE_TOWNS).name} – nachstehend Käufer –`,
    `den Pkw ${rng.pick(CLASSICS_DE)}, Fahrgestell-Nr. ${digits(rng, 10)}, amtl. Kennzeichen ${dePlate(rng, town)},`,
    `Erstzulassung ${fmt(rng.date(1960, 1978), 'de2')}, km-Stand ${rng.int(40000, 190000)},`,
    `zum vereinbarten Preis von DM ${moneyDash(priceC)}.`,
    `Der Kaufpreis wurde bar bezahlt; das Fahrzeug wurde am ${fmt(addDays(sale, rng.int(1, 5)), 'de2')} übergeben.`,
    `Unfallfrei lt. Verkäufer. Die Kfz-Steuer trägt der Verkäufer bis zur Ummeldung.`,
  ];
  lines.forEach((t, i) => p.text(40, t, { y: 104 + i * 17, size: 10, serif: true }));
  p.text(40, `${town.name}, den ${fmt(sale, 'de')}`, { y: 270, size: 10, serif: true });
  p.text(40, '__________________ Verkäufer', { y: 310, size: 9 });
  p.text(300, '__________________ Käufer', { y: 310, size: 9 });
  note(p, 60, 300, seller, 12);
  note(p, 320, 300, buyer, 12);
  note(p, 60, 360, `Schlüssel 2x + Brief übergeben`);
  return gen(p, 'de', { documentType: 'purchase', sellerName: seller, purchasePrice: num(priceC), saleDate: sale });
};

/** A US bill of sale faxed, with an odometer disclosure and a notary's date below. */
export const usFaxedBillOfSale: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const seller = enPerson(rng);
  const buyer = enPerson(rng);
  const sale = rng.date(1988, 2025);
  const notarised = addDays(sale, rng.int(1, 6));
  const faxed = addDays(notarised, rng.int(0, 4));
  const priceC = rng.int(40, 900) * 10000;
  const p = page();
  faxHeader(p, rng, faxed, buyer, phoneUs(rng, place), 'en');
  p.text(297, 'BILL OF SALE — MOTOR VEHICLE', { y: 64, size: 14, bold: true, align: 'center' });
  const rows: [string, string][] = [
    ['Seller', seller],
    ['Buyer', buyer],
    ['Date of Sale', fmt(sale, 'usLong')],
    ['Sale Price', `$${money(priceC, 'en')}`],
    ['Vehicle', `${rng.int(1955, 1985)} ${rng.pick(CLASSICS_EN)}`],
    ['VIN', vin(rng)],
  ];
  rows.forEach(([k, v], i) => {
    p.box(40, 84 + i * 28, 515, 28);
    p.text(46, k, { y: 102 + i * 28, size: 8.5, bold: true });
    p.text(180, v, { y: 102 + i * 28, size: 10.5, serif: true });
  });
  p.text(40, 'ODOMETER DISCLOSURE STATEMENT', { y: 280, size: 10, bold: true });
  p.text(40, `I state that the odometer now reads ${rng.int(30000, 99999)} miles and to the best of my knowledge reflects the actual mileage.`, {
    y: 296,
    size: 8.5,
  });
  p.text(
    40,
    `Subscribed and sworn before me on ${fmt(notarised, 'us')}. Notary Public, ${place.region}. Commission expires ${fmt(addDays(notarised, 900), 'us')}.`,
    { y: 320, size: 8.5 },
  );
  note(p, 60, 370, `deposit $${money(rng.int(5, 30) * 10000, 'en')} paid earlier — balance by cashier's check`);
  return gen(p, 'en', { documentType: 'purchase', sellerName: seller, purchasePrice: num(priceC), saleDate: sale });
};

/** A British dealer's sales invoice with a part exchange credit, balance to pay and a PAID stamp. */
export const ukDealerPartEx: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const dealer = `${rng.pick(['Harrington', 'Lyle', 'Banfield'])} Classic Cars Ltd`;
  const sale = rng.date(1995, 2025);
  const priceC = rng.int(60, 700) * 10000;
  const px = rng.int(10, 50) * 10000;
  const p = page();
  p.text(555, dealer, { y: 48, size: 15, bold: true, align: 'right' });
  p.text(555, `${place.town} · ${place.zip} · ${phoneUk(rng, place)}`, { y: 60, size: 8, align: 'right' });
  p.text(40, 'SALES INVOICE', { y: 100, size: 13, bold: true });
  p.text(40, `Invoice ${digits(rng, 5)}    Date ${fmt(sale, 'uk')}    Customer ${enPerson(rng)}`, { y: 118, size: 9 });
  p.text(40, `${rng.pick(CLASSICS_EN)} · Reg ${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)} · Chassis ${vin(rng)}`, { y: 134, size: 9 });
  p.text(40, 'Sold under the VAT margin scheme — no VAT is shown separately.', { y: 150, size: 8 });
  p.y = 180;
  const rows: [string, number, boolean][] = [
    ['Vehicle price', priceC, true],
    [`Less part exchange (${rng.pick(['Volvo 240 estate', 'Rover 75', 'Ford Sierra'])})`, -px, false],
    ['Balance to pay', priceC - px, false],
  ];
  for (const [k, v, b] of rows) {
    p.text(300, k, { y: p.y, size: 9.5, bold: b });
    p.text(555, `£${money(v, 'en')}`, { y: p.y, size: 9.5, bold: b, align: 'right' });
    p.down(16);
  }
  stamp(p, 60, p.y + 20, ['PAID', fmt(addDays(sale, rng.int(0, 5)), 'ukDots')], 13);
  note(p, 220, p.y + 44, `bank transfer — keys collected ${fmt(addDays(sale, rng.int(1, 7)), 'ukDots')}`);
  p.text(40, `Company reg. ${digits(rng, 8)} · VAT ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 812, size: 7 });
  return gen(p, 'en', { documentType: 'purchase', sellerName: dealer, purchasePrice: num(priceC), saleDate: sale });
};

export const PURCHASE_DE: Family[] = [copiedPrivateContract, dealerInvoiceWithSlip, faxedDmContract];
export const PURCHASE_EN: Family[] = [usFaxedBillOfSale, ukDealerPartEx];
