/**
 * Sales and valuations: the 190 SL bought from a stranger in Köln on a typed contract, the Käfer sold from brother to
 * brother on a printed form; the Land Rover's dealer invoice in pounds, shillings and pence, the Mustang's Ohio bill of
 * sale, the TR4's receipt from Peter to Rainer; a sworn expert's Wertgutachten, a short valuation on a form, a club
 * valuer's letter, an agreed-value certificate.
 */
import { doc, fd, MONTHS_EN, num, para } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { KAEFER, LANDY, lines, MK2, MUSTANG, PETER, PETER_LATE, PLATES, RAINER, RAINER_LATE, SL, TR4 } from './kit';

const ord = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** A typed private sale contract, price in figures and words, 1968. */
export function kaufvertrag1968(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1968-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const [price, words] = rng.pick([
    [6200, 'sechstausendzweihundert'],
    [6800, 'sechstausendachthundert'],
    [7400, 'siebentausendvierhundert'],
    [7900, 'siebentausendneunhundert'],
  ] as [number, string][]);
  const seller = 'Dr. Helmut Brückner';
  p.text(297, 'KAUFVERTRAG', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(30);
  lines(
    p,
    60,
    [
      'Zwischen',
      `    ${seller}, Köln-Marienburg, Parkstraße 31,`,
      '    - nachstehend Verkäufer genannt -',
      'und',
      `    Herrn ${RAINER.name}, Königswinter, Drachenfelsstraße 27,`,
      '    - nachstehend Käufer genannt -',
      'wird folgender Kaufvertrag geschlossen:',
    ],
    { serif: true, size: 10, step: 15 },
  );
  p.down(10);
  const paras = [
    `§ 1  Der Verkäufer verkauft dem Käufer den Personenkraftwagen Mercedes-Benz 190 SL, Baujahr 1959, Fahrgestell-Nr. ${SL.vin}, Motor-Nr. ${SL.engine}, Farbe weiß, mit Verdeck und Hardtop, amtl. Kennzeichen K-HB 190.`,
    `§ 2  Der Kaufpreis beträgt DM ${num(price, 'de').replace(',00', ',--')} (in Worten: Deutsche Mark ${words}). Er ist bei Übergabe des Fahrzeugs in bar zu zahlen.`,
    '§ 3  Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft. Der Verkäufer versichert, dass das Fahrzeug unfallfrei ist und der Tachometer 58.200 km anzeigt.',
    '§ 4  Mit der Zahlung gehen Eigentum, Fahrzeugbrief und -schein sowie zwei Schlüssel auf den Käufer über. Der Käufer meldet das Fahrzeug binnen einer Woche um.',
  ];
  for (const t of paras) {
    const words2 = t.split(' ');
    let line = '';
    for (const w of words2) {
      if ((line + ' ' + w).length > 92) {
        p.text(60, line, { serif: true, size: 10 });
        p.down(14);
        line = `      ${w}`;
      } else line = line ? `${line} ${w}` : w;
    }
    p.text(60, line, { serif: true, size: 10 });
    p.down(22);
  }
  p.down(10).text(60, `Köln, den ${fd(date, 'de')}`, { serif: true, size: 10 });
  p.down(40);
  p.text(60, '........................................', { serif: true });
  p.text(330, '........................................', { serif: true });
  p.down(13);
  p.text(60, '(Verkäufer)', { serif: true, size: 9 });
  p.text(330, '(Käufer)', { serif: true, size: 9 });
  p.down(30).text(60, `Betrag von DM ${num(price, 'de')} bar erhalten.   H. Brückner`, { serif: true, size: 9.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A printed private-sale form filled in by the brothers, the Käfer sold to Yorkshire, 1999. */
export function kaufvertragBrueder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1999-${String(rng.int(3, 9)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const price = rng.pick([6000, 7500, 8500, 9000]);
  p.text(50, 'Kaufvertrag', { size: 16, bold: true });
  p.text(180, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { size: 10, y: 60 });
  p.down(10).text(50, 'Vordruck Nr. 14 · Automobilclub-Service · Nachdruck verboten', { size: 7 });
  const box = (title: string, rows: [string, string][]) => {
    p.down(14);
    p.box(50, p.y - 10, 495, 14, true);
    p.text(54, title, { size: 9, bold: true });
    p.down(16);
    for (const [k, v] of rows) {
      p.text(56, k, { size: 7.5 });
      p.down(11);
      p.text(60, v, { size: 10 });
      p.down(14);
    }
  };
  box('Verkäufer', [
    ['Name, Vorname', RAINER.name],
    ['Anschrift', `${RAINER.street}, ${RAINER.town5}`],
  ]);
  box('Käufer', [
    ['Name, Vorname', 'Peter Oberhauser (Oberhäuser)'],
    ['Anschrift', `${PETER.street}, ${PETER.town} ${PETER.post}, Großbritannien`],
  ]);
  box('Fahrzeug', [
    ['Hersteller / Typ', 'VW 1302 LS Cabriolet'],
    ['Fahrzeug-Ident.-Nr. / amtl. Kennzeichen', `${KAEFER.vin} / ${PLATES.kaefer}`],
    ['Kilometerstand (abgelesen)', `${num(rng.int(112, 139) * 1000, 'de').slice(0, -3)} km`],
  ]);
  box('Kaufpreis', [['Kaufpreis in DM', `${num(price, 'de')}   (Der Kaufpreis wurde bar bezahlt.)`]]);
  p.down(8);
  lines(
    p,
    50,
    [
      'Das Fahrzeug wird unter Ausschluss der Sachmängelhaftung verkauft, soweit nicht nachfolgend eine Garantie übernommen wird.',
      'Besondere Vereinbarungen: Verkauf unter Brüdern. Überführung nach England mit Ausfuhrkennzeichen durch den Käufer.',
    ],
    { size: 8.5 },
  );
  p.down(16);
  p.text(56, 'Ort, Datum', { size: 7.5 });
  p.down(11).text(60, `Königswinter, ${fd(date, 'de')}`, { size: 10 });
  p.down(34);
  p.text(60, 'Rainer Oberhäuser', { size: 10 });
  p.text(330, 'Peter Oberhauser', { size: 10 });
  p.down(10);
  p.text(60, '_______________________ Unterschrift Verkäufer', { size: 7.5 });
  p.text(330, '_______________________ Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: RAINER.name, saleDate: date, purchasePrice: price });
}

/** The new Land Rover's dealer invoice in pounds, shillings and pence, 1968. */
export function landRoverNew(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `1968-${String(rng.int(2, 7)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const list = rng.pick([738, 762, 798]);
  const extras: [string, number][] = rng.some(
    [
      ['Heater', 14],
      ['Front safety belts (pair)', 9],
      ['Spare wheel carrier on bonnet', 4],
      ['Hood sticks and canvas tilt', 38],
    ] as [string, number][],
    rng.int(1, 3),
  );
  const plates = 3;
  const rfl = 25;
  const total = list + extras.reduce((a, [, v]) => a + v, 0) + plates + rfl;
  const lsd = (n: number, bold = false) => {
    p.text(470, String(n), { serif: true, size: 10, bold, align: 'right' });
    p.text(495, '0', { serif: true, size: 10, bold, align: 'right' });
    p.text(520, '0', { serif: true, size: 10, bold, align: 'right' });
  };
  p.text(297, 'CRAVEN MOTOR COMPANY LIMITED', { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, 'Land-Rover Distributors  ·  Rover  ·  Austin  ·  Keighley Road, Skipton. Tel. Skipton 2117', {
    size: 8.5,
    serif: true,
    align: 'center',
  });
  p.y = 130;
  lines(p, 60, [`Mr. P. Oberhauser,`, `${PETER.street},`, 'Ilkley.'], { serif: true });
  p.y = 130;
  lines(p, 380, [`INVOICE No. V ${rng.int(300, 999)}`, `Date: ${fd(date, 'uklong')}`], { serif: true });
  p.y = 200;
  p.text(60, 'To supplying NEW LAND-ROVER 88" STATION WAGON, petrol, colour Pastel Green', { serif: true, size: 10 });
  p.down(14).text(60, `Chassis No. ${LANDY.vin}     Engine No. ${LANDY.engine}     Reg. No. ${PLATES.landy}`, { serif: true, size: 9.5 });
  p.down(22);
  p.text(470, '£', { serif: true, size: 9.5, align: 'right' });
  p.text(495, 's.', { serif: true, size: 9.5, align: 'right' });
  p.text(520, 'd.', { serif: true, size: 9.5, align: 'right' });
  p.down(14);
  const rowsL: [string, number][] = [['List price, ex works', list], ...extras, ['Number plates and fitting', plates], ['Road Fund Licence, 12 months', rfl]];
  for (const [k, v] of rowsL) {
    p.text(60, k, { serif: true, size: 10 });
    lsd(v);
    p.down(15);
  }
  p.down(4).text(440, '-------------------', { serif: true });
  p.down(14);
  p.text(300, 'TOTAL', { serif: true, size: 10, bold: true });
  lsd(total, true);
  p.down(30);
  lines(p, 60, ['Delivery taken at our Skipton showroom. Cheque received with thanks.', 'Free first service at 1,000 miles. E. & O.E.'], {
    serif: true,
    size: 9,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'CRAVEN MOTOR COMPANY LIMITED', saleDate: date, purchasePrice: total });
}

/** The Mustang's Ohio bill of sale, the day written out, notarised, 1985. */
export function ohioBillOfSale(rng: Random): Generated {
  const p = new PageBuilder();
  const m = rng.int(4, 9);
  const d = rng.int(1, 28);
  const date = `1985-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const price = rng.pick([3850, 4250, 4600, 4975]);
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, serif: true, align: 'center' });
  p.down(16).text(297, 'MOTOR VEHICLE', { size: 10, serif: true, align: 'center' });
  p.down(36);
  para(
    p,
    60,
    `KNOW ALL MEN BY THESE PRESENTS, that I, Walter J. Krueger, of 1190 Oakhurst Drive, Kettering, Ohio, in consideration of the sum of $${num(price, 'en')} (${spell(price)} dollars), receipt of which is hereby acknowledged, do hereby sell, assign and transfer to Rainer Oberhauser, of Königswinter, West Germany, the following motor vehicle:`,
    82,
    { serif: true, size: 10, step: 16 },
  );
  p.down(8);
  lines(p, 90, [`Year: 1966    Make: Ford    Model: Mustang 2-door hardtop`, `Vehicle Identification No.: ${MUSTANG.vin}`, `Color: Wimbledon White`], {
    serif: true,
    size: 10,
    step: 15,
  });
  p.down(8);
  lines(
    p,
    60,
    [
      'I warrant that I am the lawful owner of said vehicle, that it is free of all liens and',
      'encumbrances, and that I have the right to sell it. The vehicle is sold AS IS.',
      '',
      `IN WITNESS WHEREOF I have set my hand this ${ord(d)} day of ${MONTHS_EN[m - 1]}, 1985.`,
    ],
    { serif: true, size: 10, step: 16 },
  );
  p.down(30);
  p.text(60, '______________________________', { serif: true });
  p.text(330, '______________________________', { serif: true });
  p.down(13);
  p.text(60, 'Walter J. Krueger, Seller', { serif: true, size: 9.5 });
  p.text(330, 'Rainer Oberhauser, Buyer', { serif: true, size: 9.5 });
  p.down(36);
  lines(p, 60, ['Sworn to and subscribed before me on the date above.', 'Notary Public, State of Ohio, Montgomery County.  My commission expires 11/30/87.'], {
    serif: true,
    size: 8.5,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Walter J. Krueger', saleDate: date, purchasePrice: price });
}

function spell(n: number): string {
  const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
  const th = Math.floor(n / 1000);
  const h = Math.floor((n % 1000) / 100);
  const r = n % 100;
  const parts = [`${ones[th]} thousand`];
  if (h) parts.push(`${ones[h]} hundred`);
  if (r) parts.push(r < 10 ? ones[r] : `${tens[Math.floor(r / 10)]}${r % 10 ? '-' + ones[r % 10] : ''}`);
  return parts.join(' ').replace(/^./, (c) => c.toUpperCase());
}

/** The TR4 sold from Peter to Rainer: a typed receipt on home paper, 2010. */
export function tr4BrothersReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `2010-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const price = rng.pick([12500, 14000, 15750]);
  p.text(545, PETER_LATE.street, { size: 10, align: 'right' });
  p.down(13).text(545, PETER_LATE.town, { size: 10, align: 'right' });
  p.down(13).text(545, PETER_LATE.post, { size: 10, align: 'right' });
  p.down(26).text(545, fd(date, 'uklong'), { size: 10, align: 'right' });
  p.down(30).text(60, 'RECEIPT — SALE OF MOTOR VEHICLE', { size: 12, bold: true });
  p.down(24);
  lines(
    p,
    60,
    [
      `Received from Rainer Oberhäuser, ${RAINER_LATE.street}, ${RAINER_LATE.town}, Germany,`,
      `the sum of £${num(price, 'en').slice(0, -3)} (paid by bank transfer) in full and final settlement for:`,
      '',
      `      Triumph TR4, first registered 2 September 1963, registration ${PLATES.tr4}`,
      `      Commission no. ${TR4.vin}, engine no. ${TR4.engine}, colour Signal Red`,
      '',
      'The car is sold as seen and tried, with its V5C, old MOT certificates and the history file.',
      'The seller confirms the car is his to sell and free of finance.',
      'The buyer will export the car to Germany; the seller will notify DVLA of the permanent export.',
    ],
    { size: 10, step: 15 },
  );
  p.down(30);
  p.text(60, 'Seller: Peter J. Oberhauser', { size: 10 });
  p.text(330, 'Buyer: Rainer Oberhäuser', { size: 10 });
  p.down(30).text(60, 'P.S. Look after her, Rainer — and the overdrive switch wants a firm hand. P.', { size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: 'Peter J. Oberhauser', saleDate: date, purchasePrice: price });
}

/** A sworn expert's typed Wertgutachten: sections, the grade, the replacement value, 1990–1998. */
export function wertgutachten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 1998);
  const value = rng.int(58, 96) * 1000;
  const note = rng.pick([
    'Note 2 (guter Zustand). Karosserie rostfrei, Lack mit leichten Gebrauchsspuren, Technik einwandfrei.',
    'Note 2- (guter Zustand mit geringen Mängeln). Verdeck verblichen, Chrom teilweise angelaufen.',
    'Note 3+ (gebrauchter Zustand). Unterboden mit Flugrost, Innenausstattung original, leicht abgenutzt.',
  ]);
  p.text(50, 'Dipl.-Ing. Werner Hoss', { size: 13, bold: true, serif: true });
  p.down(13).text(50, 'Von der IHK Bonn öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeugschäden und -bewertung', {
    size: 8,
    serif: true,
  });
  p.down(11).text(50, 'Poppelsdorfer Allee 60 · 5300 Bonn 1 · Telefon 0228 / 21 77 09', { size: 8, serif: true });
  p.y = 140;
  p.text(297, 'WERTGUTACHTEN', { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Nr. ${String(date.slice(2, 4))}/${rng.int(100, 999)}`, { size: 10, serif: true, align: 'center' });
  p.down(26);
  const kv: [string, string][] = [
    ['Auftraggeber', `${RAINER.name}, ${RAINER.street}, Königswinter`],
    ['Zweck', 'Feststellung des Wiederbeschaffungswertes für Versicherungszwecke'],
    ['Fahrzeug', `Mercedes-Benz 190 SL (W 121), Baujahr 1959, Fahrg.-Nr. ${SL.vin}`],
    ['Amtl. Kennzeichen', PLATES.sl],
    ['Besichtigung', `am ${fd(date, 'de')} in Königswinter`],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9, serif: true });
    p.text(180, v, { size: 9, serif: true });
    p.down(16);
  }
  p.down(10).text(60, 'Befund', { size: 10, bold: true, serif: true });
  p.down(15);
  lines(
    p,
    60,
    [
      'Das Fahrzeug befindet sich weitgehend im Originalzustand. Motor und Getriebe sind',
      'matching numbers. Eine Teilrestaurierung der Karosserie erfolgte nach Angaben des',
      'Eigentümers in den Jahren 1976/77.',
    ],
    { size: 9, serif: true, step: 13 },
  );
  p.down(6);
  p.text(60, 'Zustand:', { size: 9, serif: true, bold: true });
  para(p, 180, note, 62, { size: 9, serif: true, step: 13 });
  p.down(14);
  p.text(60, 'Wiederbeschaffungswert:', { size: 11, serif: true, bold: true });
  p.text(260, `DM ${num(value, 'de')}`, { size: 11, serif: true, bold: true });
  p.down(14).text(60, '(inkl. Mehrwertsteuer, differenzbesteuert)', { size: 8.5, serif: true });
  p.down(36).text(60, `Bonn, den ${fd(date, 'de')}`, { size: 9.5, serif: true });
  p.down(30).text(60, 'Dipl.-Ing. W. Hoss', { size: 9.5, serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Werner Hoss', appraisalDate: date, appraisedValue: value, conditionNotes: note });
}

/** A short valuation on a form: grades by assembly, the overall grade, the market value, 2019–2025. */
export function kurzbewertung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2019, 2025);
  const value = rng.int(26, 48) * 500;
  const grades: [string, string][] = [
    ['Karosserie', rng.pick(['2', '2-', '3+'])],
    ['Lack', rng.pick(['2-', '3+', '3'])],
    ['Chrom / Zierteile', rng.pick(['2', '3'])],
    ['Innenraum', rng.pick(['2', '2-'])],
    ['Motor / Antrieb', rng.pick(['2', '2+'])],
    ['Fahrwerk / Bremsen', rng.pick(['2', '2-'])],
  ];
  const overall = rng.pick(['2 (guter Zustand)', '2- (guter Zustand, geringe Gebrauchsspuren)', '3+ (gebrauchter, fahrbereiter Zustand)']);
  p.text(50, 'Kurzbewertung klassischer Fahrzeuge', { size: 13, bold: true });
  p.down(12).text(50, 'Sachverständigenbüro Pohl & Partner · Kfz-Gutachten · Oldtimerbewertung · Siegburg', { size: 8 });
  p.y = 110;
  const kv: [string, string][] = [
    ['Gutachter', 'Jan Pohl'],
    ['Datum der Bewertung', fd(date, 'de')],
    ['Eigentümer', `${RAINER_LATE.name}, ${RAINER_LATE.town}`],
    ['Fahrzeug', `Ford Mustang Hardtop 289, Bj. 1966, FIN ${MUSTANG.vin}`],
    ['Kennzeichen', `${PLATES.mustangDe}H`],
    ['Tachostand', `${num(rng.int(97, 99) * 1000 + rng.int(0, 999), 'de').slice(0, -3)} mls`],
  ];
  for (const [k, v] of kv) {
    p.box(50, p.y - 10, 160, 15);
    p.box(210, p.y - 10, 335, 15);
    p.text(54, k, { size: 8.5 });
    p.text(215, v, { size: 9 });
    p.down(15);
  }
  p.down(16).text(50, 'Zustandsnoten nach Baugruppen (1 = makellos … 5 = restaurierungsbedürftig)', { size: 9, bold: true });
  p.down(15);
  for (const [k, v] of grades) {
    p.text(60, k, { size: 9 });
    p.text(250, v, { size: 9 });
    p.down(13);
  }
  p.down(10);
  p.text(50, 'Gesamtzustand:', { size: 10, bold: true });
  p.text(160, `Note ${overall}`, { size: 10 });
  p.down(20);
  p.box(50, p.y - 12, 495, 20, true);
  p.text(56, 'Marktwert', { size: 11, bold: true });
  p.text(540, `${num(value, 'de')} €`, { size: 11, bold: true, align: 'right' });
  p.down(26);
  lines(
    p,
    50,
    [
      'Der Marktwert ist der Preis, der im Inland bei einem Verkauf zwischen Privatleuten zu erzielen wäre.',
      'Die Bewertung beruht auf Sichtprüfung ohne Demontage.',
    ],
    {
      size: 8,
    },
  );
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Jan Pohl', appraisalDate: date, appraisedValue: value, conditionNotes: `Note ${overall}` });
}

/** A club valuer's letter for insurance, value in figures and words, 1987–1995. */
export function clubValuation(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1987, 1995);
  const value = rng.pick([11500, 13000, 14500, 16000, 18500]);
  const cond = rng.pick([
    'Good. Bodywork sound with minor blemishes, interior leather original and serviceable, engine strong.',
    'Very good. Older restoration holding up well, chrome bright, no significant corrosion seen.',
    'Fair to good. Sills replaced, some bubbling at rear wheel arches, mechanically sound.',
  ]);
  p.text(297, 'THE MARK 2 REGISTER', { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, 'Northern Section  —  Valuations Officer: R. A. Mellor, 22 Kirkgate, Otley', { size: 8.5, serif: true, align: 'center' });
  p.y = 130;
  lines(p, 60, [PETER.name, PETER.street, PETER.town], { serif: true });
  p.down(10).text(60, fd(date, 'uklong'), { serif: true });
  p.down(24).text(60, `Dear Mr. Oberhauser,`, { serif: true });
  p.down(18);
  lines(
    p,
    60,
    [
      `Re: Jaguar Mk 2 3.8, registration ${PLATES.mk2}, chassis no. ${MK2.vin}`,
      '',
      'Further to my inspection of the above car at your home today, I am pleased to give you my valuation for',
      'insurance purposes.',
    ],
    { serif: true, step: 14 },
  );
  p.down(8);
  p.text(60, 'Condition:', { serif: true, bold: true });
  para(p, 140, cond, 70, { serif: true, size: 9.5, step: 13 });
  p.down(9);
  lines(
    p,
    60,
    [
      `In my opinion the present value of the car is £${num(value, 'en').slice(0, -3)}`,
      '',
      'This valuation is given in good faith for members only and the Register accepts no liability for it.',
      'Please forward a copy to your insurers with the renewal.',
      '',
      'Yours sincerely,',
      '',
      'R. A. Mellor',
      'Valuations Officer',
    ],
    { serif: true, step: 14 },
  );
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'R. A. Mellor', appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** An agreed-value certificate for the Land Rover, with photographs listed, 2019–2025. */
export function agreedValueCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2019, 2025);
  const value = rng.int(26, 42) * 1000;
  const cond = rng.pick([
    'Excellent. Restored on a new galvanised chassis in 2005, bulkhead sound, paint deep and even.',
    'Very good. Restored 2005, light patina to paint, galvanised chassis and outriggers sound.',
  ]);
  p.text(50, 'Agreed Value Valuation Certificate', { size: 15, bold: true });
  p.down(12).text(50, 'Northern Classic Valuations · independent engineers and valuers · Thirsk YO7 1PZ', { size: 8 });
  p.y = 115;
  const kv: [string, string][] = [
    ['Owner', `${PETER_LATE.name}, ${PETER_LATE.town}`],
    ['Vehicle', 'Land Rover Series IIa 88" Station Wagon, 1968'],
    ['Registration', PLATES.landy],
    ['Chassis number', LANDY.vin],
    ['Inspected at', 'owner’s address'],
    ['Date of inspection', fd(date, 'uk')],
    ['Valuer', 'Sarah Whitcombe'],
  ];
  for (const [k, v] of kv) {
    p.text(50, k, { size: 9 });
    p.text(200, v, { size: 9.5 });
    p.down(15);
  }
  p.down(10);
  p.text(50, 'Overall condition', { size: 9, bold: true });
  para(p, 200, cond, 68, { size: 9, step: 12 });
  p.down(8);
  p.text(50, 'Photographs', { size: 9, bold: true });
  para(p, 200, '12 attached: front, rear, both sides, engine bay, chassis, interior, odometer, VIN plate', 68, { size: 9, step: 12 });
  p.down(12);
  p.box(50, p.y - 14, 495, 24, true);
  p.text(56, 'Agreed value for insurance', { size: 11, bold: true });
  p.text(540, `£${num(value, 'en')}`, { size: 12, bold: true, align: 'right' });
  p.down(30);
  lines(
    p,
    50,
    [
      'This certificate is valid for two years from the date of inspection for the purpose of agreeing a value with insurers.',
      'The valuer has no financial interest in the vehicle.',
    ],
    { size: 8 },
  );
  p.down(20).text(50, 'Signed: S. Whitcombe', { size: 9.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Sarah Whitcombe', appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
