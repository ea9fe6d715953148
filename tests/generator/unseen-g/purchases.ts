/**
 * Purchase papers: two German private contracts (seller left, then buyer left and seller right),
 * a German dealer's order confirmation under margin taxation with a deposit, a US bill of sale with
 * the parties one above the other, and a UK dealer's sales invoice with a part-exchange.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, fmtDate, grouped, money, rule, wrap } from './kit';
import { car, deName, dePhone, dePlace, dePlate, deSurname, enName, enSurname, ukPlace, ukPlate, ukVat, usPlace, usPlate, vin } from './people';

const purchase = (sellerName: string, saleDate: string, purchasePrice: number): Generated['truth'] => ({
  documentType: 'purchase',
  sellerName,
  saleDate,
  purchasePrice,
});

function party(pb: PageBuilder, x: number, y: number, head: string, name: string, street: string, town: string, extra: string) {
  pb.box(x, y, 250, 92);
  pb.text(x + 6, head, { y: y + 13, size: 9, bold: true });
  const rows: [string, string][] = [
    ['Name, Vorname', name],
    ['Straße, Nr.', street],
    ['PLZ, Ort', town],
    ['Ausweis-Nr. / Tel.', extra],
  ];
  rows.forEach(([l, v], i) => {
    pb.text(x + 6, l, { y: y + 30 + i * 17, size: 6.5 });
    pb.text(x + 80, v, { y: y + 30 + i * 17, size: 9 });
  });
}

function vehicleBlock(pb: PageBuilder, rng: Random, y: number, date: string) {
  const c = car(rng);
  const km = rng.int(20000, 240000);
  const rows: [string, string, string, string][] = [
    ['Hersteller / Typ', `${c.make} ${c.model}`, 'Amtl. Kennzeichen', dePlate(rng)],
    ['Fahrzeug-Ident.-Nr.', vin(rng, c), 'Erstzulassung', fmtDate(`${c.year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de.dot')],
    [
      'Nächste HU',
      `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + rng.int(1, 2)}`,
      'Kilometerstand (abgelesen)',
      `${grouped(km, '.')} km`,
    ],
  ];
  rows.forEach(([l1, v1, l2, v2], i) => {
    pb.text(46, l1, { y: y + i * 18, size: 7 });
    pb.text(130, v1, { y: y + i * 18, size: 9 });
    pb.text(310, l2, { y: y + i * 18, size: 7 });
    pb.text(410, v2, { y: y + i * 18, size: 9 });
  });
}

const WORDS: Record<number, string> = {
  1: 'ein',
  2: 'zwei',
  3: 'drei',
  4: 'vier',
  5: 'fünf',
  6: 'sechs',
  7: 'sieben',
  8: 'acht',
  9: 'neun',
  10: 'zehn',
  11: 'elf',
  12: 'zwölf',
  15: 'fünfzehn',
  18: 'achtzehn',
  20: 'zwanzig',
  25: 'fünfundzwanzig',
  30: 'dreißig',
  40: 'vierzig',
  45: 'fünfundvierzig',
};

export function dePrivatKaufvertrag(rng: Random): Generated {
  const pb = new PageBuilder();
  const date = rng.date(2008, 2025);
  const thousands = rng.pick(Object.keys(WORDS).map(Number));
  const price = thousands * 1000;
  const seller = deName(rng);
  const sp = dePlace(rng);
  const bp = dePlace(rng);
  pb.text(40, 'Kaufvertrag', { y: 55, size: 20, bold: true });
  pb.text(40, 'über ein gebrauchtes Kraftfahrzeug — privat an privat', { y: 70, size: 9 });
  party(pb, 40, 90, 'Verkäufer', seller, sp.street, sp.town, dePhone(rng));
  party(pb, 305, 90, 'Käufer', deName(rng), bp.street, bp.town, dePhone(rng));
  pb.text(40, 'Fahrzeug', { y: 205, size: 10, bold: true });
  vehicleBlock(pb, rng, 222, date);
  pb.y = 290;
  pb.text(40, 'Kaufpreis', { size: 10, bold: true });
  pb.down(16);
  pb.text(46, `${money(price, 'de')} Euro`, { size: 12, bold: true });
  pb.text(200, `(in Worten: ${WORDS[thousands]}tausend Euro)`, { size: 9 });
  pb.down(16);
  pb.text(
    46,
    `Der Kaufpreis wurde bei Übergabe ${rng.chance(0.5) ? 'bar bezahlt' : 'per Überweisung beglichen'}. Übergabe von Fahrzeug, Schlüsseln (${rng.int(1, 3)} Stück) und Papieren erfolgt sofort.`,
    { size: 8.5 },
  );
  pb.down(26);
  wrap(
    pb,
    40,
    'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird. Der Verkäufer garantiert, dass das Fahrzeug sein Eigentum ist, die Gesamtfahrleistung mit dem Tachostand übereinstimmt und das Fahrzeug keinen Unfallschaden hatte, außer: keine.',
    515,
    8,
    11,
  );
  pb.down(40);
  pb.text(40, `${sp.town.slice(6)}, ${fmtDate(date, 'de.dot')}`, { size: 10 });
  pb.text(305, `${sp.town.slice(6)}, ${fmtDate(date, 'de.dot')}`, { size: 10 });
  rule(pb, 40, pb.y + 40, 230);
  rule(pb, 305, pb.y + 40, 230);
  pb.text(40, 'Ort, Datum, Unterschrift Verkäufer', { y: pb.y + 50, size: 7 });
  pb.text(305, 'Ort, Datum, Unterschrift Käufer', { y: pb.y + 50, size: 7 });
  return { items: pb.items, language: 'de', truth: purchase(seller, date, price) };
}

export function deKaufvertragKaeuferLinks(rng: Random): Generated {
  const pb = new PageBuilder();
  const date = rng.date(2005, 2025);
  const price = rng.int(30, 900) * 100;
  const seller = deName(rng);
  const sp = dePlace(rng);
  const bp = dePlace(rng);
  pb.text(297, 'KFZ-KAUFVERTRAG', { y: 55, size: 16, bold: true, serif: true, align: 'center' });
  pb.text(297, `Vertrags-Nr. ${rng.int(1000, 9999)}/${date.slice(2, 4)}`, { y: 70, size: 8, align: 'center' });
  party(pb, 40, 90, 'Käufer', deName(rng), bp.street, bp.town, `${rng.pick(['L', 'T', 'C'])}${rng.int(10000000, 99999999)}`);
  party(pb, 305, 90, 'Verkäufer', seller, sp.street, sp.town, `${rng.pick(['L', 'T', 'C'])}${rng.int(10000000, 99999999)}`);
  pb.text(40, 'Kaufgegenstand', { y: 205, size: 10, bold: true, serif: true });
  vehicleBlock(pb, rng, 222, date);
  const deposit = rng.int(5, 20) * 100;
  pb.y = 295;
  const rows: [string, string][] = [
    ['Vereinbarter Kaufpreis', `${money(price, 'de')} €`],
    [`Anzahlung, geleistet am ${fmtDate(addDays(date, -rng.int(3, 20)), 'de.dot')}`, `${money(deposit, 'de')} €`],
    ['Restzahlung bei Übergabe', `${money(price - deposit, 'de')} €`],
  ];
  rows.forEach(([l, v], i) => {
    pb.box(40, pb.y - 12, 345, 18, i === 0);
    pb.box(385, pb.y - 12, 170, 18, i === 0);
    pb.text(46, l, { size: 9, bold: i === 0, serif: true });
    pb.text(549, v, { size: 9.5, bold: i === 0, align: 'right' });
    pb.down(18);
  });
  pb.down(20);
  pb.text(40, `Tag des Verkaufs: ${fmtDate(date, 'de.long')}   ·   Übergabe: ${fmtDate(date, 'de.long')}, ${rng.int(9, 18)}:00 Uhr`, { size: 9, serif: true });
  pb.down(20);
  wrap(
    pb,
    40,
    'Gekauft wie gesehen und Probe gefahren. Der Käufer verpflichtet sich, das Fahrzeug innerhalb von drei Tagen umzumelden. Mündliche Nebenabreden bestehen nicht.',
    515,
    8,
    11,
    true,
  );
  pb.down(40);
  rule(pb, 40, pb.y, 230);
  rule(pb, 305, pb.y, 230);
  pb.text(40, 'Käufer', { y: pb.y + 10, size: 7 });
  pb.text(305, 'Verkäufer', { y: pb.y + 10, size: 7 });
  return { items: pb.items, language: 'de', truth: purchase(seller, date, price) };
}

export function deHaendlerBestellung(rng: Random): Generated {
  const pb = new PageBuilder();
  const seller = `Classic Car Center ${deSurname(rng)} e.K.`;
  const p = dePlace(rng);
  const date = rng.date(2010, 2025);
  const price = rng.int(90, 980) * 100 - rng.pick([0, 10, 100]);
  const deposit = rng.int(5, 30) * 100;
  pb.text(40, seller, { y: 50, size: 16, bold: true });
  pb.text(40, `An- und Verkauf klassischer Automobile · ${p.street} · ${p.town} · ${dePhone(rng)}`, { y: 63, size: 7.5 });
  rule(pb, 40, 70, 515);
  const bp = dePlace(rng);
  [deName(rng), bp.street, bp.town].forEach((t, i) => pb.text(40, t, { y: 110 + i * 13, size: 10 }));
  const meta: [string, string][] = [
    ['Bestell-Nr.', `VB-${rng.int(1000, 9999)}`],
    ['Bestelldatum', fmtDate(addDays(date, -rng.int(3, 14)), 'de.dot')],
    ['Rechnungs-/Liefertag', fmtDate(date, 'de.dot')],
    ['Kunden-Nr.', String(rng.int(10000, 99999))],
  ];
  meta.forEach(([l, v], i) => {
    pb.text(350, l, { y: 110 + i * 13, size: 8.5 });
    pb.text(550, v, { y: 110 + i * 13, size: 8.5, align: 'right' });
  });
  pb.text(40, 'Rechnung zur verbindlichen Bestellung eines Gebrauchtfahrzeugs', { y: 185, size: 12, bold: true });
  const c = car(rng);
  const km = rng.int(10000, 200000);
  const desc = [
    `${c.make} ${c.model}`,
    `Fahrgestell-Nr. ${vin(rng, c)}`,
    `Erstzulassung ${c.year}, ${grouped(km, '.')} km lt. Tacho, ${rng.int(1, 6)} Vorbesitzer`,
    `Farbe ${rng.pick(['Silber', 'Rot', 'Dunkelblau', 'Weiß', 'Grün metallic'])}, H-Gutachten neu`,
  ];
  pb.y = 210;
  desc.forEach((t) => {
    pb.text(46, t, { size: 9 });
    pb.down(13);
  });
  pb.down(12);
  const rows: [string, string][] = [
    ['Verkaufspreis', `${money(price, 'de')} EUR`],
    [`abzüglich Anzahlung vom ${fmtDate(addDays(date, -rng.int(3, 14)), 'de.dot')}`, `-${money(deposit, 'de')} EUR`],
    ['Restbetrag bei Abholung', `${money(price - deposit, 'de')} EUR`],
  ];
  rows.forEach(([l, v], i) => {
    pb.text(46, l, { size: 9.5, bold: i === 0 });
    pb.text(550, v, { size: 9.5, bold: i === 0, align: 'right' });
    pb.down(15);
  });
  pb.down(8);
  pb.text(46, 'Differenzbesteuert gem. § 25a UStG — Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8 });
  pb.down(40);
  wrap(
    pb,
    40,
    'Es gelten unsere Allgemeinen Geschäftsbedingungen für den Verkauf gebrauchter Fahrzeuge. Sachmängelhaftung 12 Monate ab Übergabe. Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum.',
    515,
    7.5,
    10,
  );
  pb.text(
    40,
    `Inhaber ${deName(rng)} · HRA ${rng.int(1000, 9999)} · Sparkasse IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { y: 808, size: 6.5 },
  );
  return { items: pb.items, language: 'de', truth: purchase(seller, date, price) };
}

export function usBillOfSale(rng: Random): Generated {
  const pb = new PageBuilder();
  const date = rng.date(2006, 2025);
  const price = rng.int(40, 1200) * 100 + rng.pick([0, 0, 50]);
  const seller = enName(rng);
  const buyer = enName(rng);
  const sp = usPlace(rng);
  const bp = usPlace(rng);
  const c = car(rng);
  pb.text(297, 'MOTOR VEHICLE BILL OF SALE', { y: 60, size: 16, bold: true, align: 'center' });
  pb.y = 100;
  const section = (head: string, name: string, pl: { street: string; town: string }) => {
    pb.text(50, head, { size: 9, bold: true });
    pb.down(16);
    pb.text(50, name, { size: 10 });
    pb.text(320, `${pl.street}, ${pl.town}`, { size: 9 });
    rule(pb, 50, pb.y + 3, 255);
    rule(pb, 320, pb.y + 3, 230);
    pb.down(11);
    pb.text(50, 'Printed name', { size: 6 });
    pb.text(320, 'Address', { size: 6 });
    pb.down(22);
  };
  section('SELLER', seller, sp);
  section('BUYER', buyer, bp);
  const vrows: [string, string][] = [
    ['Year', String(c.year)],
    ['Make', c.make],
    ['Model', c.model],
    ['VIN', vin(rng, c)],
    ['Title number', String(rng.int(10000000, 99999999))],
    ['Plate', usPlate(rng, sp.state)],
    ['Odometer', `${grouped(rng.int(10000, 99999), ',')} miles`],
  ];
  pb.text(50, 'VEHICLE', { size: 9, bold: true });
  pb.down(16);
  vrows.forEach(([l, v], i) => {
    const x = 50 + (i % 3) * 170;
    pb.text(x, `${l}: ${v}`, { size: 8.5 });
    if (i % 3 === 2) pb.down(14);
  });
  pb.down(30);
  wrap(
    pb,
    50,
    `For and in consideration of the sum of $${money(price, 'en')} (U.S. dollars), receipt of which is hereby acknowledged, the Seller sells and transfers the vehicle described above to the Buyer on ${fmtDate(date, 'us.ord')}. The vehicle is sold AS IS, with no warranty, expressed or implied. The Seller certifies that the odometer reading is accurate to the best of their knowledge.`,
    495,
    9,
    12,
  );
  pb.down(30);
  const sig = (label: string) => {
    rule(pb, 50, pb.y, 250);
    rule(pb, 330, pb.y, 150);
    pb.text(50, `${label} signature`, { y: pb.y + 9, size: 6.5 });
    pb.text(330, 'Date', { y: pb.y + 9, size: 6.5 });
    pb.text(335, fmtDate(date, 'us.slash'), { y: pb.y - 3, size: 9 });
    pb.down(40);
  };
  sig('Seller');
  sig('Buyer');
  pb.text(50, `Notary: Subscribed and sworn before me this day. Commission expires ${fmtDate(addDays(date, rng.int(300, 1400)), 'us.slash')}.`, { size: 7 });
  return { items: pb.items, language: 'en', truth: purchase(seller, date, price) };
}

export function ukDealerSalesInvoice(rng: Random): Generated {
  const pb = new PageBuilder();
  const seller = `${enSurname(rng)} Classic Cars Ltd`;
  const p = ukPlace(rng);
  const date = rng.date(2009, 2025);
  const price = rng.int(60, 900) * 100 - 5;
  const px = rng.int(10, 60) * 100;
  const deposit = rng.int(5, 20) * 100;
  pb.text(555, seller, { y: 52, size: 16, bold: true, serif: true, align: 'right' });
  pb.text(555, `${p.street}, ${p.town}`, { y: 65, size: 8, align: 'right' });
  pb.text(555, `VAT No. ${ukVat(rng)}`, { y: 75, size: 8, align: 'right' });
  pb.text(40, 'SALES INVOICE', { y: 55, size: 14, bold: true });
  const bp = ukPlace(rng);
  [enName(rng), bp.street, bp.town].forEach((t, i) => pb.text(40, t, { y: 105 + i * 12, size: 9.5 }));
  pb.text(350, `Invoice no.  ${rng.int(1000, 9999)}`, { y: 105, size: 9 });
  pb.text(350, `Date  ${fmtDate(date, 'uk.long')}`, { y: 117, size: 9 });
  pb.text(350, `Stock no.  S${rng.int(100, 999)}`, { y: 129, size: 9 });
  const c = car(rng);
  pb.y = 175;
  const vr: [string, string][] = [
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Chassis no.', vin(rng, c)],
    ['Recorded mileage', `${grouped(rng.int(20000, 120000), ',')} (warranted)`],
    ['MOT expiry', fmtDate(addDays(date, rng.int(30, 360)), 'uk.slash')],
  ];
  vr.forEach(([l, v]) => {
    pb.text(40, l, { size: 9 });
    pb.text(160, v, { size: 9 });
    pb.down(13);
  });
  pb.down(14);
  const rows: [string, string, boolean][] = [
    ['Vehicle sale price', `£${money(price, 'en')}`, true],
    [`Less part-exchange (${ukPlate(rng, 2005)})`, `(£${money(px, 'en')})`, false],
    [`Less deposit paid ${fmtDate(addDays(date, -rng.int(5, 25)), 'uk.slash')}`, `(£${money(deposit, 'en')})`, false],
    ['Balance paid on collection', `£${money(price - px - deposit, 'en')}`, false],
  ];
  rows.forEach(([l, v, b]) => {
    pb.box(40, pb.y - 12, 515, 18, b);
    pb.text(46, l, { size: 9.5, bold: b });
    pb.text(549, v, { size: 9.5, bold: b, align: 'right' });
    pb.down(18);
  });
  pb.down(10);
  pb.text(40, 'Sold under the VAT Second-Hand Margin Scheme: no VAT is shown separately and none is reclaimable.', { size: 8 });
  pb.down(40);
  rule(pb, 40, pb.y, 200);
  pb.text(40, `Signed for ${seller}`, { y: pb.y + 10, size: 7 });
  return { items: pb.items, language: 'en', truth: purchase(seller, date, price) };
}
