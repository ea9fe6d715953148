/**
 * Private sales: a club-style pre-printed Kaufvertrag with tick boxes and a deposit, a typed 2015
 * contract in prose with the buyer named first, a 1972 note "verkaufe heute" with "DM 2.300,-", a US
 * bill-of-sale form with odometer disclosure and notary, a British private sale receipt.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  cap,
  date,
  full,
  num,
  personDe,
  personEn,
  plateDe,
  stamp,
  stateUs,
  streetDe,
  streetEn,
  tick,
  townDe,
  truthOf,
  typed,
  vin,
  wordsDe,
  wordsEn,
  herrnFrau,
} from './kit';

/** 1988: pre-printed private-sale form (club style): parties side by side, labels under the lines, ticks, Anzahlung. */
export function vereinsformular1988(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const d = rng.date(1985, 1991);
  const seller = personDe(rng);
  const buyer = personDe(rng);
  const price = rng.int(12, 180) * 100;
  const dep = rng.int(2, 10) * 100;
  p.text(40, 'Kaufvertrag', { y: 52, size: 20, bold: true });
  p.text(40, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeuges', { y: 66, size: 9 });
  p.text(555, 'Vordruck des Automobilclubs — nur für Mitglieder', { y: 52, size: 7, align: 'right' });
  const party = (x: number, title: string, n: typeof seller) => {
    p.text(x, title, { y: 96, size: 10, bold: true });
    const lines: [string, string][] = [
      [full(n), 'Name, Vorname'],
      [`${streetDe(rng)}, ${zip} ${town}`, 'Straße, PLZ, Wohnort'],
      [`Pers.-Ausw.-Nr. ${rng.int(1000000, 9999999)}`, 'Ausweis'],
    ];
    lines.forEach(([v, l], i) => {
      typed(p, rng, x + 4, 118 + i * 30, v);
      p.box(x, 122 + i * 30, 245, 0.4);
      p.text(x, l, { y: 130 + i * 30, size: 6.5 });
    });
  };
  party(40, 'Verkäufer', seller);
  party(310, 'Käufer', buyer);
  p.text(40, 'Kraftfahrzeug', { y: 226, size: 10, bold: true });
  const car: [string, string, number][] = [
    [rng.pick(['Opel Kadett E 1.3', 'VW Golf II GL', 'Ford Sierra 2.0', 'Mercedes 190 E']), 'Hersteller / Typ', 220],
    [plateDe(rng, code), 'amtl. Kennzeichen', 120],
    [`${rng.pick(['B', 'C', 'D'])} ${rng.int(100000, 999999)}`, 'Fahrzeugbrief-Nr.', 135],
    [vin(rng, 1984, 'W0L'), 'Fahrgestell-Nr.', 220],
    [num(rng.int(40000, 180000), 'de').slice(0, -3), 'km-Stand lt. Tacho', 120],
    [date(rng.date(1978, Number(d.slice(0, 4))), 'de2'), 'Erstzulassung', 135],
  ];
  car.forEach(([v, l, w], i) => {
    const x = 40 + [0, 230, 360][i % 3];
    const y = 248 + Math.floor(i / 3) * 30;
    typed(p, rng, x + 4, y, v);
    p.box(x, y + 4, w - 10, 0.4);
    p.text(x, l, { y: y + 12, size: 6.5 });
  });
  p.text(40, 'Der Verkäufer erklärt:', { y: 322, size: 9, bold: true });
  tick(p, 40, 340, 'Das Fahrzeug hat keine Unfallschäden.', rng.chance(0.5));
  tick(p, 40, 356, 'Das Fahrzeug hat folgende Unfallschäden / Mängel:', false);
  tick(p, 40, 372, 'Der km-Stand entspricht der Gesamtfahrleistung.', true);
  tick(p, 310, 340, 'Nächste TÜV-Untersuchung:', true);
  typed(p, rng, 440, 340, `${String(rng.int(1, 12)).padStart(2, '0')}/${String((Number(d.slice(2, 4)) + 1) % 100).padStart(2, '0')}`);
  tick(p, 310, 356, 'ASU-Plakette vorhanden', true);
  p.text(40, 'Das Fahrzeug wird unter Ausschluss jeder Gewährleistung verkauft, wie besichtigt und probegefahren.', { y: 398, size: 8 });
  p.box(40, 410, 515, 70);
  p.text(48, 'Kaufpreis DM', { y: 428, size: 9, bold: true });
  typed(p, rng, 140, 428, num(price, 'de'), 12);
  p.text(300, 'in Worten:', { y: 428, size: 7.5 });
  typed(p, rng, 340, 428, wordsDe(price), 9);
  p.text(48, 'Anzahlung DM', { y: 450, size: 8 });
  typed(p, rng, 140, 450, num(dep, 'de'));
  p.text(300, 'Restbetrag bei Übergabe DM', { y: 450, size: 8 });
  typed(p, rng, 420, 450, num(price - dep, 'de'));
  p.text(48, 'Übergabe von Fahrzeug, Brief, Schein und Schlüsseln am', { y: 470, size: 8 });
  typed(p, rng, 280, 470, `${date(d, 'de2')}, ${rng.int(9, 19)}.${rng.pick(['00', '30'])} Uhr`);
  p.text(40, `${town}, den`, { y: 520, size: 8 });
  typed(p, rng, 90, 520, date(d, 'de2'));
  p.box(40, 560, 230, 0.4);
  p.box(310, 560, 245, 0.4);
  p.text(40, 'Unterschrift Verkäufer', { y: 570, size: 7 });
  p.text(310, 'Unterschrift Käufer', { y: 570, size: 7 });
  p.text(60, seller.last, { y: 555, size: 14, serif: true });
  p.text(330, buyer.last, { y: 555, size: 14, serif: true });
  return { items: p.items, language: 'de', truth: truthOf('purchase', { sellerName: full(seller), purchasePrice: price, saleDate: d }) };
}

/** 2015: typed contract in prose, buyer named first, price in words, Übergabe the next day. */
export function prosaVertrag2015(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const d = rng.date(2013, 2019);
  const seller = personDe(rng);
  const buyer = personDe(rng);
  const price = rng.int(8, 300) * 50;
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { y: 70, size: 15, bold: true, align: 'center' });
  p.text(297, '— Privatverkauf —', { y: 86, size: 10, align: 'center' });
  const para = [
    `Zwischen ${full(buyer)}, ${streetDe(rng)}, ${zip} ${town}`,
    '– nachstehend „Käufer“ genannt –',
    `und ${full(seller)}, ${streetDe(rng)}, ${zip} ${town}`,
    '– nachstehend „Verkäufer“ genannt –',
    'wird folgender Vertrag geschlossen:',
    '',
    `§ 1 Der Verkäufer verkauft dem Käufer den Pkw ${rng.pick(['Renault Clio 1.2', 'Toyota Yaris', 'Mazda 3', 'Fiat Punto Evo'])},`,
    `     FIN ${vin(rng, 2010, 'VF1')}, amtl. Kennzeichen ${plateDe(rng, code)}, Erstzulassung ${date(rng.date(2004, 2012), 'de')},`,
    `     Kilometerstand ${num(rng.int(60000, 210000), 'de').slice(0, -3)} km, Nr. der ZB II ${rng.pick(['AB', 'CD', 'EF'])}${rng.int(100000, 999999)}.`,
    `§ 2 Der Kaufpreis beträgt ${num(price, 'de')} € (in Worten: ${wordsDe(price)} Euro).`,
    '     Er ist bei Übergabe in bar zu zahlen. Der Verkäufer bestätigt mit seiner Unterschrift den Erhalt.',
    `§ 3 Die Übergabe erfolgt am ${date(addDays(d, 1), 'de')}.`,
    '§ 4 Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft, soweit der Verkäufer nicht',
    '     arglistig einen Mangel verschwiegen hat. Der Verkäufer versichert, dass das Fahrzeug keine',
    '     Unfallschäden hat, die ihm bekannt sind.',
    '§ 5 Der Käufer meldet das Fahrzeug innerhalb einer Woche um.',
  ];
  para.forEach((t, i) => p.text(50, t, { y: 124 + i * 16, size: 10 }));
  const y = 124 + para.length * 16 + 40;
  p.text(50, `${town}, ${date(d, 'de')}`, { y, size: 10 });
  p.box(50, y + 40, 200, 0.4);
  p.box(320, y + 40, 220, 0.4);
  p.text(50, 'Käufer', { y: y + 52, size: 8 });
  p.text(320, 'Verkäufer', { y: y + 52, size: 8 });
  p.text(60, `${buyer.first[0]}. ${buyer.last}`, { y: y + 34, size: 13, serif: true });
  p.text(330, `${seller.first[0]}. ${seller.last}`, { y: y + 34, size: 13, serif: true });
  return { items: p.items, language: 'de', truth: truthOf('purchase', { sellerName: full(seller), purchasePrice: price, saleDate: d }) };
}

/** 1972: a short note on plain paper — "verkaufe heute", price as "DM 2.300,-", date as "den 12.5.72". */
export function notiz1972(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code] = townDe(rng);
  const d = rng.date(1969, 1975);
  const seller = personDe(rng);
  const buyer = personDe(rng);
  const price = rng.int(4, 60) * 100;
  const [y, m, dd] = d.split('-').map(Number);
  const S = (yy: number, t: string, size = 11) => p.text(60, t, { y: yy, size, serif: true });
  p.text(297, 'Kaufvertrag', { y: 90, size: 16, serif: true, bold: true, align: 'center' });
  S(140, `Ich, ${full(seller)}, wohnhaft in ${town}, ${streetDe(rng)},`);
  S(158, `verkaufe heute meinen PKW ${rng.pick(['VW 1300', 'Opel Kadett B', 'Ford 12 M', 'Fiat 124'])}, Kennzeichen ${plateDe(rng, code)},`);
  S(176, `Fahrgestell-Nr. ${vin(rng, 1968)}, an ${herrnFrau(buyer)} ${full(buyer)}`);
  S(194, `zum Preise von DM ${num(price, 'de').replace(',00', ',-')} (i. W. ${wordsDe(price)} Deutsche Mark).`);
  S(224, 'Das Fahrzeug wird wie besichtigt unter Ausschluß jeder Gewährleistung verkauft.');
  S(242, 'Der Kaufpreis wurde bar bezahlt; den Empfang bestätige ich hiermit.');
  S(260, 'Der Käufer übernimmt Steuer und Versicherung ab sofort.');
  S(300, `${town}, den ${dd}.${m}.${String(y).slice(2)}`);
  S(350, `${full(seller)}`, 14);
  S(364, '(Verkäufer)', 9);
  p.text(360, full(buyer), { y: 350, size: 14, serif: true });
  p.text(360, '(Käufer)', { y: 364, size: 9, serif: true });
  return { items: p.items, language: 'de', truth: truthOf('purchase', { sellerName: full(seller), purchasePrice: price, saleDate: d }) };
}

/** 1993: US bill-of-sale form — seller and buyer blocks, price with dollars in words, odometer disclosure, notary with its own dates. */
export function billOfSale1993(rng: Random): Generated {
  const p = new PageBuilder();
  const [state, st] = stateUs(rng);
  const d = rng.date(1990, 1997);
  const seller = personEn(rng);
  const buyer = personEn(rng);
  const price = rng.int(6, 140) * 50;
  p.text(297, `STATE OF ${state.toUpperCase()}`, { y: 48, size: 9, align: 'center' });
  p.text(297, 'BILL OF SALE', { y: 70, size: 20, bold: true, align: 'center' });
  p.text(555, `Form MV-${rng.int(10, 99)} (Rev. ${rng.int(1, 12)}/${rng.int(85, 92)})`, { y: 48, size: 6.5, align: 'right' });
  const L = (x: number, y: number, w: number, label: string, value: string) => {
    typed(p, rng, x + 3, y, value);
    p.box(x, y + 4, w, 0.4);
    p.text(x, label, { y: y + 12, size: 6.5 });
  };
  p.text(40, 'VEHICLE DESCRIPTION', { y: 100, size: 8, bold: true });
  L(40, 120, 90, 'YEAR', String(rng.int(1978, Number(d.slice(0, 4)))));
  L(140, 120, 120, 'MAKE', rng.pick(['BUICK', 'MERCURY', 'GMC', 'NISSAN']));
  L(270, 120, 120, 'BODY STYLE', rng.pick(['4DR', 'PICKUP', 'VAN']));
  L(400, 120, 155, 'TITLE NUMBER', String(rng.int(10000000, 99999999)));
  L(40, 150, 250, 'VEHICLE IDENTIFICATION NUMBER', vin(rng, 1988, '1GT'));
  L(300, 150, 255, 'LICENSE PLATE NO.', `${st}-${rng.int(100, 999)}${['KPT', 'ZRB', 'MMA'][rng.int(0, 2)]}`);
  const t = `I (We), the undersigned seller(s), for and in consideration of the sum of`;
  p.text(40, t, { y: 190, size: 9 });
  typed(p, rng, 42, 210, `${cap(wordsEn(price))} and 00/100`);
  p.box(40, 214, 380, 0.4);
  p.text(430, 'DOLLARS ($', { y: 210, size: 9 });
  typed(p, rng, 490, 210, num(price, 'en'));
  p.text(556, ')', { y: 210, size: 9 });
  p.text(40, 'paid by the buyer named below, do hereby sell, transfer and deliver the vehicle described above on', { y: 232, size: 9 });
  L(40, 254, 140, 'DATE OF SALE', date(d, 'us'));
  p.text(40, 'SELLER', { y: 290, size: 8, bold: true });
  L(40, 310, 250, 'PRINTED NAME OF SELLER', full(seller).toUpperCase());
  L(300, 310, 255, 'SIGNATURE OF SELLER', `${seller.first} ${seller.last}`);
  L(40, 340, 515, 'ADDRESS', streetEn(rng).toUpperCase());
  p.text(40, 'BUYER', { y: 376, size: 8, bold: true });
  L(40, 396, 250, 'PRINTED NAME OF BUYER', full(buyer).toUpperCase());
  L(300, 396, 255, 'ADDRESS', streetEn(rng).toUpperCase());
  p.box(40, 430, 515, 96);
  p.text(48, 'ODOMETER DISCLOSURE STATEMENT', { y: 446, size: 8, bold: true });
  p.text(48, 'Federal law requires that you state the mileage in connection with the transfer of ownership.', { y: 458, size: 7 });
  typed(p, rng, 50, 478, String(rng.int(30000, 99999)));
  p.box(48, 482, 100, 0.4);
  p.text(48, 'ODOMETER READING (NO TENTHS)', { y: 490, size: 6 });
  tick(p, 180, 478, 'reflects actual mileage', rng.chance(0.7), 7);
  tick(p, 300, 478, 'in excess of mechanical limits', false, 7);
  tick(p, 430, 478, 'NOT the actual mileage', false, 7);
  p.text(48, 'Date of statement', { y: 512, size: 6.5 });
  typed(p, rng, 120, 512, date(d, 'us2'), 9);
  p.text(40, 'NOTARY (if required):', { y: 548, size: 8, bold: true });
  p.text(40, `Subscribed and sworn to before me this ${rng.int(1, 28)}th day of ____________, 19__`, { y: 564, size: 8 });
  stamp(p, 340, 540, [`NOTARY PUBLIC - ${st}`, `My commission expires ${date(addDays(d, rng.int(300, 1400)), 'us2')}`], 8);
  return { items: p.items, language: 'en', truth: truthOf('purchase', { sellerName: full(seller).toUpperCase(), purchasePrice: price, saleDate: d }) };
}

/** 2008: British private-sale receipt — "received from … the sum of £…", sold as seen, V5C reference beside. */
export function ukSaleReceipt2008(rng: Random): Generated {
  const p = new PageBuilder();
  const d = rng.date(2006, 2011);
  const seller = personEn(rng);
  const buyer = personEn(rng);
  const price = rng.int(5, 120) * 50;
  const dep = rng.pick([100, 200, 250]);
  p.text(40, 'Vehicle Sale Receipt', { y: 70, size: 18, bold: true });
  const rows: [string, string][] = [
    ['Date', date(d, 'uk')],
    ['Seller', `${full(seller)}, ${rng.int(1, 99)} ${rng.pick(['Greenfield Road', 'Victoria Street', 'Elm Grove'])}`],
    ['Buyer', `${full(buyer)}`],
    ['Make / model', rng.pick(['Vauxhall Corsa 1.2 SXi', 'Ford Fiesta Zetec', 'Peugeot 206 LX', 'Nissan Micra'])],
    ['Registration', `${['AB', 'KV', 'YR', 'LN'][rng.int(0, 3)]}${String(rng.int(2, 8)).padStart(2, '0')} ${['FKT', 'HWS', 'ZPL'][rng.int(0, 2)]}`],
    ['V5C document ref.', String(rng.int(10000000000, 99999999999))],
    ['Mileage', num(rng.int(40000, 140000), 'en').slice(0, -3)],
  ];
  rows.forEach(([l, v], i) => {
    p.text(40, l, { y: 110 + i * 18, size: 9.5, bold: true });
    p.text(170, v, { y: 110 + i * 18, size: 10 });
  });
  const y = 110 + rows.length * 18 + 24;
  p.text(40, `Received from the buyer the sum of £${num(price, 'en')} (${wordsEn(price)} pounds) in full and final payment`, { y, size: 10 });
  p.text(40, `for the above vehicle, of which a deposit of £${dep} was paid on ${date(addDays(d, -rng.int(2, 6)), 'uk')} and the balance today in cash.`, {
    y: y + 15,
    size: 10,
  });
  p.text(40, 'The vehicle is sold as seen, tried and approved, without warranty. The seller confirms he is the', { y: y + 40, size: 10 });
  p.text(40, 'legal owner and that there is no outstanding finance on the vehicle.', { y: y + 55, size: 10 });
  p.text(40, 'Signed (seller)', { y: y + 100, size: 9 });
  p.text(140, `${seller.first[0]} ${seller.last}`, { y: y + 98, size: 13, serif: true });
  p.text(330, 'Signed (buyer)', { y: y + 100, size: 9 });
  p.text(420, `${buyer.first[0]} ${buyer.last}`, { y: y + 98, size: 13, serif: true });
  return { items: p.items, language: 'en', truth: truthOf('purchase', { sellerName: full(seller), purchasePrice: price, saleDate: d }) };
}

export const PURCHASES_DE = [vereinsformular1988, prosaVertrag2015, notiz1972];
export const PURCHASES_EN = [billOfSale1993, ukSaleReceipt2008];
