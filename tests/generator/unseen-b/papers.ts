import { PAGE_WIDTH, PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, chassis, idDigits, idLetters, plateDe, plateUk, plateUs } from './common';
import { addDays, date, money, num, r2, type DateStyle } from './format';
import { factGrid, footer, letterhead, pairs, paragraph, RIGHT } from './sheet';

/** Registrations, a title, purchase contracts and valuations of the second unseen set. */

/** A Zulassungsbescheinigung Teil I: coded fields in two columns, document number top right. */
export function zbTeil1(rng: Random): Generated {
  const b = new PageBuilder();
  const docNo = `${idLetters(rng, 2)}${idDigits(rng, 7)}`;
  const plate = plateDe(rng);
  const [year, model] = car(rng);
  const first = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.int(10, 28)}`;
  const issued = rng.date(2008, 2024);
  b.y = 60;
  b.text(45, 'Bundesrepublik Deutschland', { size: 9 });
  b.text(RIGHT, docNo, { size: 12, bold: true, align: 'right' });
  b.down(16).text(45, 'Zulassungsbescheinigung Teil I', { size: 14, bold: true });
  b.down(12).text(45, '(Fahrzeugschein)', { size: 8.5 });
  b.down(26);
  const left: [string, string][] = [
    ['A', plate],
    ['B', date(first, 'de')],
    ['I', date(issued, 'de')],
    ['E', chassis(rng)],
    ['D.1', model.split(' ')[0].toUpperCase()],
    ['D.3', model.split(' ').slice(1).join(' ')],
    ['2.1', idDigits(rng, 4)],
    ['2.2', `${idLetters(rng, 3)}${idDigits(rng, 5)}`],
  ];
  const right: [string, string][] = [
    ['C.1.1', rng.pick(['Kessler', 'Baumgartner', 'Nowak'])],
    ['C.1.2', rng.pick(['Reinhold', 'Edith', 'Friedrich'])],
    ['C.1.3', `${rng.int(1, 99)}${idDigits(rng, 3)} ${rng.pick(['Würzburg', 'Göttingen', 'Bamberg'])}`],
    ['P.1', `${rng.int(1100, 3500)}`],
    ['P.2 / P.4', `${rng.int(40, 160)} / ${rng.int(4500, 6500)}`],
    ['F.1', `${rng.int(1200, 2200)}`],
    ['J', 'AA'],
    ['K', `${idDigits(rng, 4)}/${idDigits(rng, 3)}`],
  ];
  const top = b.y;
  for (const [code, value] of left) {
    b.box(45, b.y - 10, 250, 20);
    b.text(50, code, { size: 7, bold: true }).text(90, value, { size: 10 });
    b.down(20);
  }
  b.y = top;
  for (const [code, value] of right) {
    b.box(300, b.y - 10, 250, 20);
    b.text(305, code, { size: 7, bold: true }).text(350, value, { size: 10 });
    b.down(20);
  }
  b.down(20);
  b.text(45, 'Hinweis: Die Bedeutung der Feldcodes ist auf der Rückseite erläutert.', { size: 8 });
  b.down(14).text(45, `Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${Number(issued.slice(0, 4)) + 2}`, { size: 9 });
  b.down(40).text(45, `Zulassungsbehörde ${rng.pick(['Landratsamt Würzburg', 'Stadt Göttingen', 'Landkreis Bamberg'])}`, { size: 9 });
  b.text(RIGHT, '(Dienstsiegel)', { size: 8, align: 'right' });
  return { items: b.items, language: 'de', truth: { documentType: 'registration', registrationNumber: docNo, plateNumber: plate } };
}

/** A UK V5C registration certificate: numbered sections, the document reference number over its digits. */
export function ukV5c(rng: Random): Generated {
  const b = new PageBuilder();
  const ref = idDigits(rng, 11);
  const plate = plateUk(rng);
  const [year, model] = car(rng);
  b.y = 60;
  b.text(45, 'Vehicle Registration Certificate', { size: 15, bold: true });
  b.text(RIGHT, 'V5C', { size: 18, bold: true, align: 'right' });
  b.down(14).text(45, 'Keep this document safe. It is not proof of ownership.', { size: 8.5 });
  b.down(26);
  b.box(330, b.y - 12, 220, 34);
  b.text(336, 'Document reference number', { size: 7 });
  b.text(336, ref, { y: b.y + 14, size: 12, bold: true });
  b.text(45, 'Registration number', { size: 7 });
  b.text(45, plate, { y: b.y + 14, size: 14, bold: true });
  b.down(44);
  factGrid(
    b,
    [
      ['Date of first registration', date(`${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'uk')],
      ['Date of first registration in UK', date(`${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'uk')],
      ['Make', model.split(' ')[0].toUpperCase()],
      ['Model', model.split(' ').slice(1).join(' ').toUpperCase()],
      ['VIN/Chassis/Frame no.', chassis(rng)],
      ['Cylinder capacity (cc)', `${rng.int(1100, 4200)} CC`],
      ['Type of fuel', 'PETROL'],
      ['Tax class', 'HISTORIC VEHICLE'],
      ['Colour', rng.pick(['BLUE', 'GREEN', 'WHITE', 'RED'])],
    ],
    3,
  );
  b.text(45, 'Registered keeper', { size: 10, bold: true });
  b.down(14);
  for (const line of [
    rng.pick(['MR NIGEL FAIRWEATHER', 'MRS JOAN TREVELYAN', 'MR OWAIN PRYCE']),
    `${rng.int(1, 80)} ${rng.pick(['BEECH CLOSE', 'STATION ROAD', 'MILL LANE'])}`,
    rng.pick(['HEXHAM', 'LEWES', 'OSWESTRY']),
    `${idLetters(rng, 2)}${rng.int(1, 40)} ${rng.int(1, 9)}${idLetters(rng, 2)}`,
  ]) {
    b.text(45, line, { size: 10 });
    b.down(13);
  }
  b.down(10);
  b.text(45, `Date of acquisition (registered keeper): ${date(rng.date(2005, 2024), 'uk')}     Previous keepers: ${rng.int(2, 9)}`, { size: 9 });
  footer(b, ['DVLA, Swansea SA99 1BA', 'Issued by the Driver and Vehicle Licensing Agency']);
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: ref, plateNumber: plate } };
}

/** A US registration card as a strip of heading cells over values: plate, reg. number, expiry, fees. */
export function usRegistrationCard(rng: Random, variant: 'strip' | 'list'): Generated {
  const b = new PageBuilder();
  const state = rng.pick([
    ['STATE OF OREGON', 'DRIVER & MOTOR VEHICLE SERVICES'],
    ['COMMONWEALTH OF VIRGINIA', 'DEPARTMENT OF MOTOR VEHICLES'],
    ['STATE OF ARIZONA', 'MOTOR VEHICLE DIVISION'],
  ]);
  const plate = plateUs(rng);
  const reg = variant === 'strip' ? `${rng.int(10, 99)}${idLetters(rng, 1)}${idDigits(rng, 6)}` : `R${idDigits(rng, 8)}`;
  const issued = rng.date(2008, 2024);
  const expires = addDays(issued, rng.int(330, 730));
  const [year, model] = car(rng);
  const ds: DateStyle = variant === 'strip' ? 'us' : 'iso';
  b.y = 70;
  b.text(PAGE_WIDTH / 2, state[0], { size: 13, bold: true, align: 'center' });
  b.down(13).text(PAGE_WIDTH / 2, state[1], { size: 9, align: 'center' });
  b.down(20).text(PAGE_WIDTH / 2, variant === 'strip' ? 'VEHICLE REGISTRATION CARD' : 'REGISTRATION RECEIPT — KEEP IN VEHICLE', {
    size: 12,
    bold: true,
    align: 'center',
  });
  b.down(30);
  const fees = r2(rng.int(4000, 21000) / 100);
  if (variant === 'strip') {
    factGrid(
      b,
      [
        ['PLATE NO', plate],
        ['REG NO', reg],
        ['VALID FROM', date(issued, ds)],
        ['EXPIRES', date(expires, ds)],
        ['YEAR', String(year)],
        ['MAKE / MODEL', model.toUpperCase()],
        ['VIN', chassis(rng)],
        ['FEES PAID', money(fees, 'us')],
      ],
      4,
    );
  } else {
    pairs(
      b,
      [
        ['Registration no.', reg],
        ['License plate', `${plate}  (Historic Vehicle)`],
        ['Vehicle', `${year} ${model}`],
        ['Odometer at renewal', `${num(rng.int(30000, 150000), ',', '.', 0)} mi`],
        ['Date issued', date(issued, ds)],
        ['Valid through', date(expires, ds)],
        ['Total fees', money(fees, 'us-space')],
      ],
      60,
      140,
      { size: 10, step: 16 },
    );
  }
  b.down(16);
  b.text(45, 'OWNER', { size: 7 });
  b.down(12);
  for (const line of [
    rng.pick(['MCALLISTER, DONNA J', 'OKAFOR, SAMUEL T', 'BERGSTROM, ERIK L']),
    `${rng.int(100, 9999)} ${rng.pick(['ELM ST', 'COUNTY RD 12', 'RIVERVIEW DR'])}`,
  ]) {
    b.text(45, line, { size: 10 });
    b.down(13);
  }
  b.down(20);
  b.text(45, 'Sign on receipt. Carry this card in the vehicle at all times.', { size: 8.5 });
  return { items: b.items, language: 'en', truth: { documentType: 'registration', registrationNumber: reg, plateNumber: plate, expiryDate: expires } };
}

/** A US certificate of title: title number, issue date, first sold, odometer brand, lienholder. */
export function usTitle(rng: Random): Generated {
  const b = new PageBuilder();
  const issued = rng.date(1995, 2024);
  const [year, model] = car(rng);
  b.y = 70;
  b.box(40, 40, PAGE_WIDTH - 80, 500);
  b.text(PAGE_WIDTH / 2, rng.pick(['THE STATE OF KANSAS', 'STATE OF MONTANA', 'STATE OF NEBRASKA']), { size: 12, bold: true, align: 'center', serif: true });
  b.down(18).text(PAGE_WIDTH / 2, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 15, bold: true, align: 'center', serif: true });
  b.down(34);
  factGrid(
    b,
    [
      ['TITLE NUMBER', `${idDigits(rng, 9)}`],
      ['DATE ISSUED', date(issued, 'us')],
      ['YEAR', String(year)],
      ['MAKE', model.split(' ')[0].toUpperCase()],
      ['BODY', rng.pick(['2D', 'CV', '4D', 'CP'])],
      ['VEHICLE IDENTIFICATION NUMBER', chassis(rng)],
      ['ODOMETER', `${num(rng.int(20000, 99999), ',', '.', 0)}  ${rng.pick(['ACTUAL', 'EXEMPT', 'NOT ACTUAL'])}`],
      ['DATE FIRST SOLD', `${year}`],
    ],
    4,
    { x: 55, width: PAGE_WIDTH - 110 },
  );
  b.text(55, 'REGISTERED OWNER(S)', { size: 7 });
  b.down(13).text(55, rng.pick(['HOLLINGSWORTH, RAY E', 'VANDERMEER, PAULA', 'KOWALCZYK, JOHN P']), { size: 10 });
  b.down(24).text(55, 'FIRST LIENHOLDER', { size: 7 });
  b.down(13).text(55, rng.pick(['NONE', 'FIRST PLAINS CREDIT UNION']), { size: 10 });
  b.down(40);
  paragraph(
    b,
    55,
    'The Division of Vehicles certifies that the person named herein is the owner of the vehicle described, subject to the liens shown. Any alteration or erasure voids this title.',
    95,
    { size: 8 },
  );
  return { items: b.items, language: 'en', truth: { documentType: 'title', date: issued } };
}

/** A private sale: seller and buyer side by side (either order), price in words, deposit, date and place at the end. */
export function privateSale(rng: Random, lang: 'en' | 'de'): Generated {
  const b = new PageBuilder();
  const de = lang === 'de';
  const seller = de
    ? rng.pick(['Elfriede Kornmesser', 'Walter Obermüller', 'Dr. Sven Haberland'])
    : rng.pick(['Gordon T. Ashby', 'Marianne Folsom', 'Lucas Ferreira']);
  const buyer = de ? rng.pick(['Thomas Brückner', 'Anja Lehmkuhl']) : rng.pick(['Kevin Marchetti', 'Harriet Vale']);
  const sale = rng.date(2006, 2024);
  const price = rng.int(6, 85) * 500;
  const deposit = rng.pick([500, 1000, 2000]);
  const [year, model] = car(rng);
  const first = `${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`;
  const sideBySide = !de || rng.chance(0.5);
  const ds: DateStyle = de ? 'de-long' : rng.pick(['us-long', 'us']);
  const ms = de ? 'de' : 'us';
  b.y = 70;
  b.text(PAGE_WIDTH / 2, de ? 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug' : 'Bill of Sale — Motor Vehicle', { size: 15, bold: true, align: 'center' });
  b.down(14).text(PAGE_WIDTH / 2, de ? '(privat an privat, unter Ausschluss der Sachmängelhaftung)' : '(private party sale, sold as is)', {
    size: 8.5,
    align: 'center',
  });
  b.down(30);
  const party = (x: number, role: string, name: string) => {
    const y0 = b.y;
    b.text(x, role, { size: 8, bold: true });
    b.text(x, name, { y: y0 + 16, size: 11 });
    b.text(x, `${rng.int(1, 120)} ${de ? rng.pick(['Birkenweg', 'Am Anger', 'Schulstraße']) : rng.pick(['Maple Ct', 'Harbor View Rd', 'Sycamore Ln'])}`, {
      y: y0 + 30,
      size: 9.5,
    });
    b.text(
      x,
      de ? `${idDigits(rng, 5)} ${rng.pick(['Heilbronn', 'Lüneburg', 'Gera'])}` : rng.pick(['Boulder, CO 80302', 'Savannah, GA 31401', 'Eugene, OR 97401']),
      { y: y0 + 44, size: 9.5 },
    );
    b.text(x, de ? `Ausweis-Nr. ${idLetters(rng, 1)}${idDigits(rng, 8)}` : `Driver license # ${idLetters(rng, 1)}${idDigits(rng, 7)}`, {
      y: y0 + 58,
      size: 8.5,
    });
  };
  const roles = de ? ['Verkäufer', 'Käufer'] : ['SELLER', 'BUYER'];
  if (sideBySide) {
    const sellerLeft = rng.chance(0.5);
    const y0 = b.y;
    party(sellerLeft ? 45 : 310, roles[0], seller);
    b.y = y0;
    party(sellerLeft ? 310 : 45, roles[1], buyer);
    b.y = y0 + 80;
  } else {
    party(45, roles[0], seller);
    b.down(80);
    party(45, roles[1], buyer);
    b.down(80);
  }
  b.text(45, de ? 'Fahrzeug' : 'Vehicle', { size: 10.5, bold: true });
  b.down(16);
  factGrid(
    b,
    de
      ? [
          ['Hersteller / Typ', model],
          ['Erstzulassung', date(first, 'de')],
          ['FIN', chassis(rng)],
          ['Kennzeichen', plateDe(rng)],
          ['km-Stand lt. Tacho', num(rng.int(40000, 220000), '.', ',', 0)],
          ['Zulassungsbescheinigung II Nr.', `${idLetters(rng, 2)}${idDigits(rng, 6)}`],
        ]
      : [
          ['Year / make / model', `${year} ${model}`],
          ['VIN', chassis(rng)],
          ['Title no.', idDigits(rng, 9)],
          ['Plate', plateUs(rng)],
          ['Odometer reading', `${num(rng.int(30000, 140000), ',', '.', 0)} miles`],
          ['Color', rng.pick(['Wimbledon White', 'Candy Apple Red', 'British Racing Green'])],
        ],
    3,
  );
  if (de) {
    paragraph(
      b,
      45,
      `Der Kaufpreis beträgt ${money(price, ms)} (in Worten: ${rng.pick(['siehe oben', 'wie vereinbart'])}). Eine Anzahlung von ${money(deposit, ms)} wurde bereits geleistet; der Rest ist bei Übergabe in bar fällig.`,
      100,
      { size: 9.5, step: 13 },
    );
  } else {
    b.text(45, 'Purchase price:', { size: 10 }).text(160, money(price, ms), { size: 11, bold: true });
    b.down(16);
    b.text(45, `Deposit received ${money(deposit, ms)}; balance of ${money(price - deposit, ms)} paid on delivery by cashier's check.`, { size: 9.5 });
    b.down(16);
  }
  b.down(6);
  paragraph(
    b,
    45,
    de
      ? 'Das Fahrzeug wird verkauft wie besichtigt und Probe gefahren. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen.'
      : 'The seller warrants that he or she is the legal owner of the vehicle, that it is free of all liens and encumbrances, and that the odometer reading stated above is true to the best of his or her knowledge.',
    100,
    { size: 9 },
  );
  b.down(30);
  b.text(45, de ? `${rng.pick(['Heilbronn', 'Lüneburg', 'Gera'])}, den ${date(sale, ds)}` : `Date of sale: ${date(sale, ds)}`, { size: 10 });
  b.down(40);
  b.box(45, b.y, 200, 0.5).box(310, b.y, 200, 0.5);
  b.text(45, de ? 'Unterschrift Verkäufer' : 'Signature of seller', { y: b.y + 11, size: 7.5 }).text(310, de ? 'Unterschrift Käufer' : 'Signature of buyer', {
    y: b.y + 11,
    size: 7.5,
  });
  return { items: b.items, language: lang, truth: { documentType: 'purchase', sellerName: seller, saleDate: sale, purchasePrice: price } };
}

/** A British dealer's vehicle sales invoice: the dealer sells, a part-exchange and deposit come off the price. */
export function ukDealerSale(rng: Random): Generated {
  const b = new PageBuilder();
  const dealer = rng.pick(['Hartwell Classic Cars Ltd', 'Rowan & Pike Sports Cars', 'Castlegate Motor Company Ltd']);
  const sale = rng.date(2008, 2024);
  const price = rng.int(12, 95) * 500 - 50;
  const partEx = rng.int(2, 8) * 500;
  const deposit = rng.pick([500, 1000]);
  const [year, model] = car(rng);
  letterhead(b, 'banner', dealer, [
    `Unit ${rng.int(1, 12)}, Brook Farm Estate`,
    'Oxfordshire OX29 ' + rng.int(1, 9) + idLetters(rng, 2),
    'www.' + dealer.split(' ')[0].toLowerCase() + 'classics.co.uk',
  ]);
  b.text(45, 'Vehicle sales invoice', { size: 14, bold: true });
  b.text(RIGHT, `Invoice ${rng.int(1000, 4999)}`, { size: 10, align: 'right' });
  b.down(16).text(RIGHT, `Date ${date(sale, 'uk-abbr')}`, { size: 10, align: 'right' });
  b.down(22);
  b.text(45, 'Sold to', { size: 8 });
  b.down(13).text(45, rng.pick(['Mr Adrian Quayle', 'Ms Fiona Strachan', 'Dr Imran Siddiqui']), { size: 10.5 });
  b.down(13).text(45, `${rng.int(1, 60)} ${rng.pick(['The Paddocks', 'Church Walk', 'Holloway Lane'])}, ${rng.pick(['Witney', 'Thame', 'Bicester'])}`, {
    size: 9.5,
  });
  b.down(26);
  factGrid(
    b,
    [
      ['Vehicle', `${year} ${model}`],
      ['Registration', plateUk(rng)],
      ['Chassis number', chassis(rng)],
      ['Indicated mileage', `${num(rng.int(20000, 99000), ',', '.', 0)} (not warranted)`],
      ['First registered', String(year)],
      ['MOT expiry', date(addDays(sale, rng.int(30, 330)), 'uk')],
    ],
    3,
  );
  const rows: [string, string][] = [
    ['Vehicle price', money(price, 'uk')],
    [`Less part exchange (${rng.pick(['2004 Volvo V70', '2011 Skoda Octavia', '1999 Land Rover Discovery'])})`, `-${money(partEx, 'uk')}`],
    ['Less deposit paid', `-${money(deposit, 'uk')}`],
    ['Balance paid by bank transfer', money(price - partEx - deposit, 'uk')],
  ];
  for (const [l, v] of rows) {
    b.text(45, l, { size: 10 }).text(RIGHT, v, { size: 10, align: 'right' });
    b.down(15);
  }
  b.down(10);
  b.text(45, 'Sold under the VAT margin scheme: no VAT is shown separately and none is reclaimable.', { size: 8.5 });
  b.down(12).text(45, "Three months' parts-only warranty. Buyer inspected and test drove the vehicle before purchase.", { size: 8.5 });
  footer(b, [`${dealer}  ·  Company reg. ${idDigits(rng, 8)}  ·  Barclays, sort code 20-${idDigits(rng, 2)}-${idDigits(rng, 2)}`]);
  return { items: b.items, language: 'en', truth: { documentType: 'purchase', sellerName: dealer, saleDate: sale, purchasePrice: price } };
}

/** Valuations: a US certificate, a German short appraisal, a UK agreed-value report. */
export function valuation(rng: Random, kind: 'us' | 'de' | 'uk'): Generated {
  const b = new PageBuilder();
  const [year, model] = car(rng);
  const iso = rng.date(2009, 2024);
  const value = rng.int(12, 180) * 500;
  let appraiser: string;
  let notes: string;
  if (kind === 'us') {
    appraiser = rng.pick(['Curtis L. Mayhew, ASA', 'Denise Okonkwo, AAA', 'Raymond Stiles']);
    notes = rng.pick([
      '#2 Excellent, sympathetic restoration, light wear to seats',
      '#3 Good, original paint with touch-ups',
      '#2 Excellent, frame-off restoration 2015',
    ]);
    letterhead(
      b,
      'center',
      rng.pick(['Blue Ridge Vehicle Appraisals', 'Midwest Collector Car Valuations']),
      ['Certified appraisals for insurance, estate and lending', `Tel. (${rng.int(201, 989)}) ${rng.int(201, 989)}-${idDigits(rng, 4)}`],
      { serif: true },
    );
    b.text(PAGE_WIDTH / 2, 'CERTIFICATE OF APPRAISED VALUE', { size: 14, bold: true, align: 'center' });
    b.down(30);
    factGrid(
      b,
      [
        ['Year', String(year)],
        ['Make & model', model],
        ['VIN', chassis(rng)],
        ['Odometer', `${num(rng.int(10000, 99000), ',', '.', 0)} mi`],
      ],
      4,
    );
    pairs(
      b,
      [
        ['Date of inspection', date(iso, rng.pick(['us-long', 'us']))],
        ['Condition rating', notes],
        ['Original MSRP', money(rng.int(25, 60) * 100, 'us')],
        ['Fair market value', money(value, 'us')],
        ['Appraised by', appraiser],
      ],
      45,
      140,
      { size: 10, step: 17 },
    );
    b.down(10);
    paragraph(
      b,
      45,
      "The value stated is the appraiser's opinion of what the vehicle would bring between a willing buyer and a willing seller, neither being under compulsion, as of the date of inspection.",
      100,
    );
  } else if (kind === 'de') {
    appraiser = rng.pick(['Dipl.-Ing. (FH) Matthias Rehbein', 'Kfz-Sachverständiger Uwe Fröhlich', 'Dr.-Ing. Petra Lanz']);
    notes = rng.pick([
      'Zustandsnote 2-, gepflegter Originalzustand',
      'Zustandsnote 3+, ältere Restaurierung mit Gebrauchsspuren',
      'Zustandsnote 2, sehr guter Zustand',
    ]);
    letterhead(b, 'right', 'Sachverständigenbüro ' + appraiser.split(' ').slice(-1)[0], [
      'Öffentlich bestellt und vereidigt',
      'Kfz-Bewertung · Oldtimer-Gutachten',
      `Tel. 0911 ${idDigits(rng, 6)}`,
    ]);
    b.text(45, 'Kurzgutachten zur Wertermittlung', { size: 14, bold: true });
    b.down(14).text(45, `Gutachten-Nr. ${iso.slice(0, 4)}-${idDigits(rng, 4)}`, { size: 9 });
    b.down(24);
    factGrid(
      b,
      [
        ['Fahrzeug', model],
        ['Baujahr', String(year)],
        ['Kennzeichen', plateDe(rng)],
        ['Tachostand', `${num(rng.int(40000, 240000), '.', ',', 0)} km`],
        ['Besichtigung am', date(iso, 'de-long')],
        ['Sachverständiger', appraiser],
      ],
      3,
    );
    b.text(45, 'Zustand', { size: 10, bold: true });
    b.down(14).text(45, notes, { size: 10 });
    b.down(24);
    totalCellsLike(b, 'Marktwert', money(value, rng.pick(['de', 'de-code'])));
    paragraph(
      b,
      45,
      `Der Marktwert ist der Preis, der für ein Fahrzeug dieses Zustands am Bewertungsstichtag auf dem Markt erzielbar ist. Neupreis ${year}: ca. ${num(rng.int(12, 40) * 1000, '.', ',', 0)} DM.`,
      105,
    );
  } else {
    appraiser = rng.pick(['Nigel Ashworth, IMI', 'Philippa Crane', 'Duncan McVey, FIMI']);
    notes = rng.pick([
      'Very good, older restoration, minor stone chips to front valance',
      'Good, largely original, some patina to leather',
      'Excellent, concours preparation 2019',
    ]);
    letterhead(b, 'left', rng.pick(['Classic Valuations UK', 'Heritage Vehicle Assessors']), [
      'Independent valuations for agreed value insurance',
      `Tel. 01789 ${idDigits(rng, 6)}`,
    ]);
    b.text(45, 'Valuation Report', { size: 15, bold: true });
    b.down(26);
    pairs(
      b,
      [
        ['Vehicle', `${model}, ${year}`],
        ['Registration', plateUk(rng)],
        ['Mileage (indicated)', `${num(rng.int(20000, 120000), ',', '.', 0)} miles`],
        ['Inspected on', date(iso, rng.pick(['uk-long', 'uk']))],
        ['Overall condition', notes],
        ['Recommended agreed value', money(value, 'uk')],
        ['Valued by', appraiser],
      ],
      45,
      150,
      { size: 10, step: 17 },
    );
    b.down(10);
    paragraph(
      b,
      45,
      `This valuation is valid for insurance purposes for two years from the date of inspection. Photographs (${rng.int(12, 40)}) are held on file.`,
      100,
    );
  }
  footer(b, [
    kind === 'de' ? 'Dieses Gutachten ist nur mit Originalunterschrift gültig.' : "This document is valid only with the valuer's original signature.",
  ]);
  return {
    items: b.items,
    language: kind === 'de' ? 'de' : 'en',
    truth: { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: iso, appraisedValue: value, conditionNotes: notes },
  };
}

/** The value in a shaded box with its label above (German appraisals set the result apart). */
function totalCellsLike(b: PageBuilder, label: string, value: string) {
  b.box(300, b.y - 12, RIGHT - 300, 36, true);
  b.text(308, label, { size: 8 });
  b.text(308, value, { y: b.y + 16, size: 13, bold: true });
  b.down(46);
}
