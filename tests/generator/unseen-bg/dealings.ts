/**
 * Sales and valuations of British classics: a private-sale receipt ("sold as seen"), a UK classic dealer's invoice
 * under the VAT margin scheme; a German private Kaufvertrag, a Swiss Kaufvertrag for an Occasion, an Austrian dealer's
 * invoice under Differenzbesteuerung. Valuations: a UK owners' club valuation certificate for agreed-value insurance,
 * an Irish assessor's valuation report, a German Wertgutachten with Zustandsnote and a Swiss Fahrzeugbewertung.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AT_PLACES,
  CH_PLACES,
  DE_PLACES,
  IE_PLACES,
  UK_PLACES,
  atPlate,
  car,
  chPlate,
  dePlate,
  deStreet,
  iePlate,
  person,
  ukPlate,
  ukPostcode,
  ukStreet,
} from './kit';

/** 1. A private-sale receipt, 1975–2026, written out on plain paper: received from, the sum, sold as seen, two signatures. */
export function privateSaleReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { maxYear: y });
  const seller = person(rng, 'uk');
  const buyer = person(rng, 'uk');
  const [town, county, pc] = rng.pick(UK_PLACES);
  const price = y < 1990 ? rng.int(8, 90) * 50 : rng.int(20, 600) * 50;
  const words = rng.chance(0.5);
  p.y = 80;
  p.text(545, `${ukStreet(rng)}`, { size: 11, serif: true, align: 'right' });
  p.down(14).text(545, `${town}, ${county}`, { size: 11, serif: true, align: 'right' });
  if (y >= 1980) p.down(14).text(545, ukPostcode(rng, pc), { size: 11, serif: true, align: 'right' });
  p.down(14).text(545, fd(date, rng.pick(['uklong', 'uk'] as const)), { size: 11, serif: true, align: 'right' });
  p.down(40);
  p.text(297, 'RECEIPT', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(34);
  const amount = `£${num(price, 'en')}`;
  para(
    p,
    60,
    `Received from ${buyer} the sum of ${amount}${words ? ` (${spell(price)} pounds)` : ''} in full and final payment for the ${c.year} ${c.make} ${c.model}, registration ${ukPlate(rng, c.year)}, chassis number ${c.chassis}, colour ${c.colour.toLowerCase()}.`,
    80,
    { size: 12, serif: true, step: 17 },
  );
  p.down(10);
  para(
    p,
    60,
    `The car is sold as seen, tried and approved, with no warranty given or implied. Mileage shown ${rng.int(10000, 99999)}, not guaranteed. Sold with ${rng.pick(['V5C, MOT certificate and history file', 'the logbook, two keys and a box of spares', 'V5, old MOTs and a workshop manual'])}.`,
    80,
    { size: 12, serif: true, step: 17 },
  );
  p.down(30);
  p.text(60, 'Seller:', { size: 11, serif: true });
  p.text(130, seller, { size: 12, serif: true });
  p.down(14).text(130, 'Signed: ______________________', { size: 11, serif: true });
  p.down(34);
  p.text(60, 'Buyer:', { size: 11, serif: true });
  p.text(130, buyer, { size: 12, serif: true });
  p.down(14).text(130, 'Signed: ______________________', { size: 11, serif: true });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

function spell(n: number): string {
  const ones = [
    '',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ];
  const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const under1000 = (x: number): string => {
    const h = Math.floor(x / 100);
    const r = x % 100;
    const rest = r < 20 ? ones[r] : `${tens[Math.floor(r / 10)]}${r % 10 ? '-' + ones[r % 10] : ''}`;
    return [h ? `${ones[h]} hundred` : '', rest].filter(Boolean).join(h && rest ? ' and ' : '');
  };
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  const s = [th ? `${under1000(th)} thousand` : '', r ? under1000(r) : ''].filter(Boolean).join(r && r < 100 ? ' and ' : ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** 2. A UK classic dealer's sales invoice, 1998–2026, under the VAT margin scheme (no VAT shown), with a deposit. */
export function dealerMarginInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const c = car(rng);
  const [town, county, pc] = rng.pick(UK_PLACES);
  const seller = `${rng.pick(['Thornton', 'Rowntree', 'Caldwell', 'Ashby'])} ${rng.pick(['Classic Cars', 'Sports & Classic', 'Motor Company'])} Ltd`;
  p.text(50, seller, { size: 17, bold: true });
  p.down(13).text(50, `${rng.pick(['The Old Forge', 'Manor Farm Barns', 'Unit 4, Mill Yard'])}, ${town}, ${county} ${ukPostcode(rng, pc)}`, { size: 9 });
  p.down(11).text(50, `Registered in England No. ${rng.int(1000000, 9999999)} · VAT No. GB ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`, {
    size: 8,
  });
  p.down(34);
  p.text(50, 'SALES INVOICE', { size: 14, bold: true });
  p.text(545, `No. S${rng.int(1000, 9999)}`, { size: 11, align: 'right' });
  p.down(16).text(545, `Date: ${fd(date, 'uklong')}`, { size: 10, align: 'right' });
  p.down(6);
  const buyer = person(rng, 'uk');
  p.text(50, 'Sold to:', { size: 9, bold: true, y: p.y - 6 });
  p.down(8).text(50, buyer, { size: 10 });
  p.down(12).text(50, ukStreet(rng), { size: 10 });
  p.down(12).text(50, rng.pick(['Bath', 'Harrogate', 'Shrewsbury', 'Winchester']), { size: 10 });
  p.down(28);
  const price = rng.int(60, 900) * 100 + rng.pick([0, 0, 50, 95]) * 10;
  const rows: [string, string][] = [
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Chassis no.', c.chassis],
    ['Engine no.', c.engine],
    ['Colour', c.colour],
    ['Recorded mileage', `${rng.int(10000, 99999)} (not warranted)`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5 });
    p.text(200, v, { size: 10 });
    p.down(15);
  }
  p.down(14);
  hline(p, 50, 495, p.y - 10);
  const deposit = rng.chance(0.6) ? rng.pick([500, 1000, 2000]) : 0;
  const put = (k: string, v: string, bold = false) => {
    p.text(300, k, { size: 10, bold });
    p.text(545, v, { size: 10, bold, align: 'right' });
    p.down(15);
  };
  put('Agreed sale price', `£${num(price, 'en')}`, true);
  if (deposit) {
    put(`Less deposit paid ${fd(addDays(date, -rng.int(3, 21)), 'uk')}`, `-£${num(deposit, 'en')}`);
    put('Balance paid', `£${num(price - deposit, 'en')}`);
  }
  p.down(14);
  para(
    p,
    50,
    'Second-hand margin scheme: input tax deduction has not been and will not be claimed by the seller in respect of the goods sold on this invoice. No VAT is shown separately. Sold with 3 months’ parts-only warranty. Title passes on receipt of cleared funds.',
    105,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 3. A German private Kaufvertrag, 1995–2026: Verkäufer and Käufer side by side, Kaufpreis, gekauft wie besichtigt. */
export function kaufvertragPrivat(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const cur = y < 2002 ? 'DM' : 'EUR';
  const price = rng.int(40, 900) * 100;
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' });
  p.down(14).text(297, 'privat an privat — unter Ausschluss der Sachmängelhaftung', { size: 9, align: 'center' });
  p.down(30);
  const [sp, so] = rng.pick(DE_PLACES);
  const [bp, bo] = rng.pick(DE_PLACES);
  p.box(50, p.y - 12, 240, 64);
  p.box(305, p.y - 12, 240, 64);
  p.text(56, 'Verkäufer', { size: 8, bold: true });
  p.text(311, 'Käufer', { size: 8, bold: true });
  p.down(14);
  p.text(56, seller, { size: 10 });
  p.text(311, buyer, { size: 10 });
  p.down(13);
  p.text(56, deStreet(rng), { size: 10 });
  p.text(311, deStreet(rng), { size: 10 });
  p.down(13);
  p.text(56, `${sp} ${so}`, { size: 10 });
  p.text(311, `${bp} ${bo}`, { size: 10 });
  p.down(36);
  const rows: [string, string][] = [
    ['Hersteller / Typ', `${c.make} ${c.model}`],
    ['Fahrzeug-Ident.-Nr.', c.chassis],
    ['Amtl. Kennzeichen', dePlate(rng, rng.chance(0.7))],
    ['Erstzulassung', `${String(rng.int(1, 12)).padStart(2, '0')}/${c.year}`],
    ['Gesamtfahrleistung lt. Tacho', `${rng.int(10000, 99999)} ${rng.pick(['km', 'Meilen'])}`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + rng.int(0, 2)}`],
  ];
  for (const [k, v] of rows) {
    p.text(56, k, { size: 9.5 });
    p.text(230, v, { size: 10 });
    p.down(15);
  }
  p.down(12);
  p.text(56, 'Kaufpreis:', { size: 11, bold: true });
  p.text(230, `${num(price, 'de')} ${cur}`, { size: 11, bold: true });
  p.down(14);
  p.text(230, `in Worten: ${rng.pick(['siehe oben', 'dankend erhalten'])}`, { size: 9 });
  p.down(22);
  para(
    p,
    56,
    'Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und ihm kein Unfallschaden bekannt ist, außer: keine.',
    95,
    { size: 9, step: 11.5 },
  );
  p.down(10);
  para(p, 56, `Übergeben wurden: Zulassungsbescheinigung Teil I und II, ${rng.int(1, 3)} Schlüssel, Wertgutachten, Rechnungsordner.`, 95, {
    size: 9,
    step: 11.5,
  });
  p.down(24);
  p.text(56, `${so}, den ${fd(date, 'de')}`, { size: 10 });
  p.down(30);
  p.text(56, '_________________________', { size: 10 });
  p.text(311, '_________________________', { size: 10 });
  p.down(12);
  p.text(56, 'Unterschrift Verkäufer', { size: 8 });
  p.text(311, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 4. A Swiss Kaufvertrag for an Occasion (a veteran car), 1996–2026: CHF, Anzahlung and Restzahlung, ab MFK or not. */
export function kaufvertragCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const c = car(rng, { lang: 'de' });
  const seller = person(rng, 'de');
  const buyer = person(rng, 'de');
  const price = rng.int(90, 1200) * 100;
  const anz = rng.pick([1000, 2000, 5000]);
  p.text(50, 'Kaufvertrag', { size: 18, bold: true });
  p.down(14).text(50, 'über ein Motorfahrzeug (Occasion)', { size: 10 });
  p.down(30);
  p.text(50, 'Der Verkäufer', { size: 9, bold: true });
  p.down(13).text(60, `${seller}, ${deStreet(rng).replace('straße', 'strasse')}, ${rng.pick(CH_PLACES).join(' ')}`, { size: 10 });
  p.down(18).text(50, 'verkauft dem Käufer', { size: 9, bold: true });
  p.down(13).text(60, `${buyer}, ${deStreet(rng).replace('straße', 'strasse')}, ${rng.pick(CH_PLACES).join(' ')}`, { size: 10 });
  p.down(18).text(50, 'das folgende Fahrzeug:', { size: 9, bold: true });
  p.down(16);
  const rows: [string, string][] = [
    ['Marke / Typ', `${c.make} ${c.model}`],
    ['Fahrgestell-Nr.', c.chassis],
    ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['1. Inverkehrsetzung', `${String(rng.int(1, 12)).padStart(2, '0')}.${c.year}`],
    ['km-Stand', `${rng.int(10000, 160000)}`],
    ['Letzte MFK', fd(addDays(date, -rng.int(30, 900)), 'de')],
    ['Kontrollschild', `${chPlate(rng)} (verbleibt beim Verkäufer)`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5 });
    p.text(200, v, { size: 10 });
    p.down(15);
  }
  p.down(14);
  p.text(60, 'Kaufpreis', { size: 11, bold: true });
  p.text(400, `CHF ${num(price, 'ch')}`, { size: 11, bold: true, align: 'right' });
  p.down(15);
  p.text(60, 'Anzahlung bei Vertragsabschluss', { size: 10 });
  p.text(400, `CHF ${num(anz, 'ch')}`, { size: 10, align: 'right' });
  p.down(15);
  p.text(60, 'Restzahlung bei Übergabe', { size: 10 });
  p.text(400, `CHF ${num(price - anz, 'ch')}`, { size: 10, align: 'right' });
  p.down(24);
  para(
    p,
    50,
    `Das Fahrzeug wird ${rng.pick(['ab Platz, wie gesehen und probegefahren', 'frisch ab MFK (Veteranenprüfung)'])} verkauft. Jede Gewährleistung wird wegbedungen (Art. 199 OR). Nutzen und Gefahr gehen mit der Übergabe auf den Käufer über.`,
    95,
    { size: 9, step: 11.5 },
  );
  p.down(22);
  const ort = rng.pick(CH_PLACES)[1];
  p.text(50, `${ort}, ${fd(date, 'de')}`, { size: 10 });
  p.down(34);
  p.text(50, 'Der Verkäufer: _______________', { size: 10 });
  p.text(320, 'Der Käufer: _______________', { size: 10 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 5. An Austrian dealer's invoice for a British classic, 2002–2026, under Differenzbesteuerung (§ 24 UStG). */
export function haendlerRechnungAT(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(AT_PLACES);
  const seller = `${rng.pick(['Classic Cars', 'Oldtimerhandel', 'British Sportscars'])} ${person(rng, 'de').split(' ')[1]} GmbH`;
  p.text(50, seller, { size: 16, bold: true });
  p.down(13).text(
    50,
    `${deStreet(rng).replace('straße', 'gasse')} · A-${plz} ${ort} · FN ${rng.int(100000, 599999)}${rng.pick(['a', 'k', 't'])} · UID ATU${rng.int(10000000, 79999999)}`,
    { size: 8.5 },
  );
  p.down(34);
  const buyer = person(rng, 'de');
  p.text(50, buyer, { size: 10 });
  p.down(12.5).text(50, deStreet(rng), { size: 10 });
  p.down(12.5).text(50, rng.pick(AT_PLACES).join(' '), { size: 10 });
  p.down(30);
  p.text(50, `Rechnung Nr. ${rng.int(100, 999)}/${date.slice(0, 4)}`, { size: 13, bold: true });
  p.text(545, `${ort}, ${fd(date, 'de')}`, { size: 10, align: 'right' });
  p.down(24);
  p.text(50, 'Wir verkaufen Ihnen das nachstehende Fahrzeug:', { size: 10 });
  p.down(18);
  const rows: [string, string][] = [
    ['Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`],
    ['Fahrgestellnummer', c.chassis],
    ['Farbe', c.colour],
    ['Kennzeichen', `${atPlate(rng)} (Überstellungskennzeichen)`],
    ['Tachostand', `${rng.int(10000, 99999)} ${rng.pick(['km', 'Meilen'])}`],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 9.5 });
    p.text(200, v, { size: 10 });
    p.down(15);
  }
  p.down(16);
  const price = rng.int(150, 1200) * 100;
  const ank = rng.chance(0.4) ? rng.int(20, 90) * 100 : 0;
  const put = (k: string, v: string, bold = false) => {
    p.text(280, k, { size: 10, bold });
    p.text(545, v, { size: 10, bold, align: 'right' });
    p.down(15);
  };
  put('Verkaufspreis', `€ ${num(price, 'de')}`, true);
  if (ank) {
    put('abzügl. Inzahlungnahme Fahrzeug', `€ -${num(ank, 'de')}`);
    hline(p, 280, 265, p.y - 10);
    put('Zu zahlen', `€ ${num(price - ank, 'de')}`, true);
  }
  p.down(14);
  para(
    p,
    50,
    'Differenzbesteuerung gem. § 24 UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen. Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum des Verkäufers. Gewährleistung: 12 Monate lt. Vereinbarung.',
    100,
    { size: 8.5, step: 11 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** 6. A UK owners' club valuation certificate for agreed-value insurance, 1995–2026: the valuer's signature, condition. */
export function clubValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const c = car(rng);
  const club = `The ${c.make} ${rng.pick(['Owners’ Club', 'Enthusiasts’ Register', 'Drivers’ Club', 'Heritage Register'])}`;
  const valuer = person(rng, 'uk');
  p.text(297, club, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Founded 19' + rng.int(55, 85) + ' · Registered charity and members’ club', { size: 8, serif: true, align: 'center' });
  p.down(30);
  p.text(297, 'VALUATION CERTIFICATE', { size: 13, bold: true, align: 'center' });
  p.down(12).text(297, 'for agreed value insurance purposes', { size: 9, align: 'center' });
  p.down(28);
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Fair', 'Concours']);
  const value = rng.int(60, 900) * 100;
  const rows: [string, string][] = [
    ['Member', `${person(rng, 'uk')} (membership no. ${rng.int(1000, 29999)})`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', ukPlate(rng, c.year)],
    ['Chassis number', c.chassis],
    ['Engine number', c.engine],
    ['Colour / trim', `${c.colour} / ${rng.pick(['black leather', 'tan vinyl', 'red leather', 'grey cloth'])}`],
    ['Photographs supplied', `${rng.int(4, 12)}, dated within 30 days`],
    ['Overall condition', cond],
  ];
  for (const [k, v] of rows) {
    p.text(60, k, { size: 10, serif: true });
    p.text(220, v, { size: 10.5, serif: true });
    p.down(17);
  }
  p.down(8);
  p.box(55, p.y - 16, 485, 26, true);
  p.text(60, 'Valuation', { size: 11, bold: true, serif: true });
  p.text(220, `£${num(value, 'en')}`, { size: 12, bold: true, serif: true });
  p.down(30);
  para(
    p,
    60,
    `This valuation is based on the photographs and information supplied by the member and on the valuer’s knowledge of the market for ${c.make} ${c.model} cars at the date below. It is valid for insurance purposes for ${rng.pick([2, 3])} years. The club accepts no liability for its use for any other purpose.`,
    90,
    { size: 9, serif: true, step: 12 },
  );
  p.down(24);
  p.text(60, 'Signed', { size: 10, serif: true });
  p.text(130, valuer, { size: 12, serif: true });
  p.down(14).text(130, `Club Valuer, ${rng.pick(['North West', 'Southern', 'Midlands', 'Scotland'])} region`, { size: 9, serif: true });
  p.down(20).text(60, `Date  ${fd(date, 'uklong')}`, { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** 7. An Irish independent assessor's valuation report, 2003–2026: inspection, a condition note, market value in euro. */
export function irishAssessorReport(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2003, 2026);
  const c = car(rng);
  const [town, co] = rng.pick(IE_PLACES);
  const assessor = person(rng, 'ie');
  const firm = `${assessor.split(' ').slice(-1)[0]} Motor Assessors`;
  p.text(50, firm, { size: 16, bold: true });
  p.down(13).text(50, `${ieStreet2(rng)}, ${town}, ${co} · Independent engineers & loss assessors`, { size: 8.5 });
  p.down(34);
  p.text(50, 'Valuation Report', { size: 14, bold: true });
  p.text(545, `Our ref: VR/${rng.int(1000, 9999)}`, { size: 9, align: 'right' });
  p.down(14).text(545, `Report date: ${fd(date, 'uk')}`, { size: 9, align: 'right' });
  p.down(20);
  const inspected = addDays(date, -rng.int(1, 12));
  const rows: [string, string][] = [
    ['Client', person(rng, 'ie')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', iePlate(rng, c.year, { import: rng.chance(0.5) })],
    ['VIN / chassis', c.chassis],
    ['Odometer', `${rng.int(10000, 99999)} miles (unverified)`],
    ['Inspected', `${fd(inspected, 'uk')} at the client’s premises`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5, bold: true });
    p.text(170, v, { size: 10 });
    p.down(15);
  }
  p.down(12);
  p.text(50, 'Condition', { size: 11, bold: true });
  p.down(15);
  const cond = rng.pick([
    'Good original condition throughout',
    'Restored to a high standard, minor stone chips to front valance',
    'Sound, usable classic with some patina to paint and trim',
    'Fair; sills and floors need attention',
  ]);
  p.text(50, `Overall: ${cond}.`, { size: 10 });
  p.down(16);
  for (const [a, b] of [
    ['Bodywork', rng.pick(['Straight, good panel gaps', 'Minor bubbling at rear arches', 'Professionally restored'])],
    ['Paintwork', rng.pick(['Good gloss, older respray', 'Original paint, faded in places', 'Excellent'])],
    ['Interior', rng.pick(['Leather lightly worn', 'Retrimmed, excellent', 'Carpets worn, seats good'])],
    ['Mechanical', rng.pick(['Started and ran well on test', 'Engine rebuilt per invoices seen', 'Slight oil leak at rear main seal'])],
  ]) {
    p.text(60, `${a}:`, { size: 9.5 });
    p.text(150, b, { size: 9.5 });
    p.down(13);
  }
  p.down(16);
  const value = rng.int(80, 900) * 100;
  p.text(50, 'Opinion of value', { size: 11, bold: true });
  p.down(15);
  para(
    p,
    50,
    `Having regard to the condition noted above and to recent sales of comparable vehicles in Ireland and the UK, we are of the opinion that the current market value of the vehicle is €${num(value, 'en')} (${rng.pick(['agreed value recommended for insurance', 'retail replacement value'])}).`,
    100,
    { size: 10, step: 13 },
  );
  p.down(24);
  p.text(50, 'Yours faithfully,', { size: 10 });
  p.down(26).text(50, assessor, { size: 11 });
  p.down(13).text(50, rng.pick(['MIMI, Assessor', 'Eng. Tech., IAEA', 'Motor Assessor']), { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: assessor, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
const ieStreet2 = (rng: Random) => rng.pick(['Unit 3, Kilbride Business Park', 'Main Street', 'The Mall', 'Dublin Road']);

/** 8. A German Wertgutachten, 1998–2026: Zustandsnote 1–5, Marktwert and Wiederbeschaffungswert; the market value concluded. */
export function wertgutachtenDE(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1998, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(DE_PLACES);
  const sv = `Dipl.-Ing. (FH) ${person(rng, 'de')}`;
  p.text(50, `Kfz-Sachverständigenbüro ${sv.split(' ').slice(-1)[0]}`, { size: 14, bold: true });
  p.down(12).text(50, `${sv} · öffentlich bestellter und vereidigter Sachverständiger für Oldtimer · ${plz} ${ort}`, { size: 8 });
  p.down(36);
  p.text(297, 'WERTGUTACHTEN', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `Gutachten-Nr. ${rng.int(1000, 9999)}/${String(y).slice(2)} vom ${fd(date, 'de')}`, { size: 9.5, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Auftraggeber', person(rng, 'de')],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['FIN', c.chassis],
    ['Baujahr / EZ', String(c.year)],
    ['Kennzeichen', dePlate(rng, true)],
    ['Besichtigung', `${fd(addDays(date, -rng.int(0, 10)), 'de')} in ${ort}`],
    ['Tachostand', `${rng.int(10000, 99999)} ${rng.pick(['km', 'Meilen'])}`],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5 });
    p.text(190, v, { size: 10 });
    p.down(14.5);
  }
  p.down(12);
  p.text(50, 'Zustandsbewertung (Noten 1 bis 5)', { size: 10.5, bold: true });
  p.down(16);
  const grades = ['1', '1-', '2+', '2', '2-', '3+', '3', '3-', '4'];
  const note = rng.pick(grades.slice(1, 8));
  const parts = ['Karosserie', 'Lack', 'Chrom / Zierteile', 'Innenraum', 'Motor / Antrieb', 'Fahrwerk / Bremsen', 'Elektrik'];
  for (const part of parts) {
    p.text(60, part, { size: 9.5 });
    p.text(260, rng.pick(grades.slice(1, 8)), { size: 9.5 });
    p.down(13);
  }
  p.down(6);
  p.text(60, 'Gesamtzustandsnote', { size: 10, bold: true });
  p.text(260, note, { size: 10, bold: true });
  p.down(24);
  const cur = y < 2002 ? 'DM' : '€';
  const value = rng.int(80, 900) * 100;
  const wbw = Math.round((value * (1.1 + rng.next() * 0.15)) / 100) * 100;
  p.box(50, p.y - 14, 495, 40, true);
  p.text(60, 'Marktwert (Handelswert)', { size: 10.5, bold: true });
  p.text(535, `${num(value, 'de')} ${cur}`, { size: 11, bold: true, align: 'right' });
  p.down(16);
  p.text(60, 'Wiederbeschaffungswert (Versicherungswert)', { size: 10 });
  p.text(535, `${num(wbw, 'de')} ${cur}`, { size: 10, align: 'right' });
  p.down(32);
  para(
    p,
    50,
    'Das Fahrzeug erfüllt die Voraussetzungen für die Einstufung als kraftfahrzeugtechnisches Kulturgut. Die Bewertung erfolgt auf Grundlage der Besichtigung, der vorgelegten Unterlagen und der aktuellen Marktbeobachtung.',
    100,
    { size: 8.5, step: 11 },
  );
  p.down(20);
  p.text(50, `${ort}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(26).text(50, sv, { size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: sv, appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** 9. A Swiss Fahrzeugbewertung by a marque club's expert, 1996–2026: Zustand in words, Verkehrswert in CHF. */
export function bewertungCH(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1996, 2026);
  const c = car(rng, { lang: 'de' });
  const [plz, ort] = rng.pick(CH_PLACES);
  const expert = person(rng, 'de');
  const club = `${c.make}-Club Schweiz`;
  p.text(50, club, { size: 15, bold: true });
  p.down(12).text(50, `Technische Kommission · Experte ${expert} · ${plz} ${ort}`, { size: 8.5 });
  p.down(34);
  p.text(50, 'Fahrzeugbewertung', { size: 14, bold: true });
  p.down(22);
  const rows: [string, string][] = [
    ['Eigentümer', person(rng, 'de')],
    ['Fahrzeug', `${c.make} ${c.model}, ${c.year}`],
    ['Fahrgestell-Nr.', c.chassis],
    ['Kontrollschild', chPlate(rng)],
    ['Originalität', rng.pick(['matching numbers', 'Motor nicht original', 'weitgehend original'])],
    ['Datum der Besichtigung', fd(addDays(date, -rng.int(0, 14)), 'de')],
  ];
  for (const [k, v] of rows) {
    p.text(50, k, { size: 9.5 });
    p.text(200, v, { size: 10 });
    p.down(15);
  }
  p.down(12);
  const zustand = rng.pick(['sehr gut', 'gut', 'gepflegt, fahrbereit', 'restauriert, neuwertig', 'befriedigend']);
  p.text(50, 'Zustand:', { size: 10.5, bold: true });
  p.text(200, zustand, { size: 10.5, bold: true });
  p.down(18);
  para(
    p,
    50,
    `${rng.pick(['Karosserie rostfrei, Spaltmasse gut.', 'Unterboden konserviert, kleine Lackschäden an den Türkanten.', 'Frische Restauration mit Fotodokumentation.'])} ${rng.pick(['Motor läuft ruhig, Öldruck gut.', 'Getriebe mit Overdrive, schaltet einwandfrei.', 'Verdeck neu, Innenausstattung gepflegt.'])}`,
    100,
    { size: 9.5, step: 12 },
  );
  p.down(14);
  const value = rng.int(100, 1200) * 100;
  p.text(50, 'Verkehrswert per Datum der Bewertung:', { size: 10.5, bold: true });
  p.text(545, `CHF ${num(value, 'ch')}`, { size: 11.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `${ort}, ${fd(date, 'delong')}`, { size: 10 });
  p.down(30);
  p.text(50, expert, { size: 10 });
  p.down(12).text(50, 'Experte Technische Kommission', { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: zustand });
}
