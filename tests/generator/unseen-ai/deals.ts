/** Titles and purchase contracts of the unseen-ai author: many sections, clauses with their own dates and sums. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, fd, letters, num, pad, personDe, personEn, plateDe, plateUk, plateUs } from './kit';
import { renderSheet, type Block } from './sheet';

const regDate = (rng: Random, y: number) => `${y}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;

/** A Fahrzeugbrief with its technical lines and a full page of keepers entered over the years. */
export function fahrzeugbriefHalter(rng: Random): Generated {
  const date = rng.date(1972, 2004);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y - 6);
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const keepers: string[][] = [];
  let d = regDate(rng, c.built);
  const nk = rng.int(3, 6);
  for (let i = 0; i < nk; i++) {
    const [n, st, town] = personDe(rng);
    keepers.push([String(i + 1), n, `${st}, ${town}`, fd(d, 'de'), plateDe(rng, false)]);
    d = addDays(d, rng.int(400, 2500));
    if (d > date) d = addDays(date, -rng.int(1, 30));
  }
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Fahrzeugbrief',
      sub: [`Nr. ${no}`, 'Der Brief ist sorgfältig aufzubewahren. Er ist kein Ausweis über das Eigentum.'],
      align: 'center',
      size: 16,
    },
    {
      t: 'pairs',
      pairs: [
        ['1 Fahrzeug- und Aufbauart', 'Pkw Kombilimousine'.slice(0, rng.chance(0.5) ? 3 : 17)],
        ['2 Hersteller des Fahrzeugs', c.name.split(' ')[0]],
        ['3 Typ und Ausführung', c.name.split(' ').slice(1).join(' ')],
        ['4 Fahrzeug-Ident.-Nr.', c.chassis],
        ['6 Höchstgeschwindigkeit km/h', String(rng.int(130, 230))],
        ['7 Leistung kW bei min⁻¹', `${rng.int(40, 160)} / ${rng.int(4500, 6500)}`],
        ['8 Hubraum cm³', String(rng.int(1100, 4500))],
        ['15 Zulässiges Gesamtgewicht kg', String(rng.int(1100, 2100))],
        ['21 Leergewicht kg', String(rng.int(800, 1650))],
        ['32 Tag der ersten Zulassung', fd(regDate(rng, c.built), 'de')],
      ],
      cols: 2,
      boxed: true,
    },
    { t: 'h', text: 'Eintragungen über den Halter / die Halter', band: true },
    { t: 'table', widths: [20, 140, 190, 80, 93], heads: ['Lfd.', 'Name, Vorname', 'Anschrift', 'Zugelassen am', 'Kennzeichen'], rows: keepers, size: 7 },
    { t: 'h', text: 'Vermerke der Zulassungsstelle', size: 8 },
    {
      t: 'para',
      text: `Fahrzeug vorübergehend stillgelegt am ${fd(addDays(date, -rng.int(500, 2000)), 'de')}; Wiederzulassung nach Vorführung beim TÜV am ${fd(addDays(date, -rng.int(30, 300)), 'de')}. Ersatzbrief ausgefertigt, da der ursprüngliche Brief Nr. ${letters(rng, 1)} ${digits(rng, 7)} in Verlust geraten ist (Versicherung an Eides statt vom ${fd(addDays(date, -rng.int(5, 20)), 'de')}). Gebühr DM ${num(rng.int(20, 60), 'de')}.`,
      size: 7,
    },
    {
      t: 'small',
      paras: [
        `Hinweise: Der Fahrzeugbrief dient der Sicherung des Eigentums oder anderer Rechte am Fahrzeug. Bei jeder Befassung mit dem Fahrzeug, besonders bei Veräußerung, ist der Brief vorzulegen. Wer ein Fahrzeug erwirbt, soll sich den Brief aushändigen lassen. Der Verlust ist der Zulassungsstelle unverzüglich anzuzeigen. Die Eintragungen in Ziffer 1 bis 33 sind vom Hersteller bzw. vom amtlich anerkannten Sachverständigen vorgenommen.`,
      ],
      columns: 1,
      size: 6,
    },
    {
      t: 'sig',
      items: [
        `Ausgefertigt ${rng.pick(['Kassel', 'Osnabrück', 'Würzburg', 'Kiel'])}, den ${fd(date, 'de')}`,
        'Straßenverkehrsamt — Zulassungsstelle (Dienstsiegel)',
      ],
    },
  ];
  return doc(renderSheet(blocks, { serif: true, frame: true }), 'de', { documentType: 'title', date });
}

/** A Zulassungsbescheinigung Teil II with coded fields, the keeper box and the printed notes. */
export function zulassungTeil2(rng: Random): Generated {
  const date = rng.date(2005, 2026);
  const c = car(rng, Number(date.slice(0, 4)) - 30);
  const [n, st, town] = personDe(rng);
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Zulassungsbescheinigung Teil II',
      sub: ['(Fahrzeugbrief) · Bundesrepublik Deutschland', 'Die Zulassungsbescheinigung Teil II ist kein Eigentumsnachweis.'],
      right: [`Nr. ${no}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['B  Datum der Erstzulassung', fd(regDate(rng, c.built), 'de')],
        ['D.1  Marke', c.name.split(' ')[0].toUpperCase()],
        ['D.2  Typ', `${digits(rng, 3)}`],
        ['D.3  Handelsbezeichnung(en)', c.name.split(' ').slice(1).join(' ')],
        ['E  Fahrzeug-Identifizierungsnummer', c.chassis],
        ['J  Fahrzeugklasse', 'M1'],
        ['2.1  Code zu 2', `${digits(rng, 4)}`],
        ['2.2  Code zu D.2', `${digits(rng, 3)}`],
        ['P.1  Hubraum in cm³', String(rng.int(1100, 4500))],
        ['P.3  Kraftstoffart', 'BENZIN'],
        ['R  Farbe', rng.pick(['ROT', 'SILBER', 'GRÜN', 'WEISS'])],
        ['S.1  Sitzplätze', String(rng.int(2, 5))],
        ['A  Amtliches Kennzeichen', plateDe(rng)],
        ['I  Datum der Zulassung', fd(addDays(date, -rng.int(0, 3)), 'de')],
        ['C.6.1  Name / Firmenname', n.split(' ').slice(-1)[0]],
        ['C.6.2  Vorname(n)', n.split(' ').slice(0, -1).join(' ')],
        ['C.6.3  Anschrift', `${st}, ${town}`],
        ['Anzahl der Vorbesitzer', String(rng.int(2, 9))],
      ],
      cols: 2,
      boxed: true,
      size: 7.6,
    },
    { t: 'h', text: 'Vermerke', size: 7.5 },
    {
      t: 'table',
      widths: [90, 333, 100],
      heads: ['Datum', 'Vermerk', 'Behörde'],
      rows: [
        [
          fd(addDays(date, -rng.int(4000, 8000)), 'de'),
          'Ausfertigung nach Umstellung vom Fahrzeugbrief (Nr. ' + `${letters(rng, 1)} ${digits(rng, 7)})`,
          'Zul.-Behörde',
        ],
        [fd(addDays(date, -rng.int(30, 300)), 'de'), 'Vollabnahme nach § 21 StVZO, historisches Fahrzeug (§ 23 StVZO)', 'TÜV SÜD'],
        [fd(date, 'de'), 'Halterwechsel', 'Zul.-Behörde'],
      ],
      size: 6.8,
    },
    { t: 'h', text: 'Hinweise', size: 7.5 },
    {
      t: 'small',
      paras: [
        `1. Bewahren Sie die Zulassungsbescheinigung Teil II sicher auf und führen Sie sie nicht im Fahrzeug mit. 2. Bei Veräußerung des Fahrzeugs ist sie dem Erwerber auszuhändigen. Der Erwerber hat die Umschreibung unverzüglich bei der zuständigen Zulassungsbehörde zu beantragen. 3. Der Verlust ist der Zulassungsbehörde anzuzeigen; die Bescheinigung wird dann im Verkehrsblatt für ungültig erklärt.`,
        `4. Hinweis zum Datenschutz: Die Daten werden im Zentralen Fahrzeugregister beim Kraftfahrt-Bundesamt gespeichert. 5. Gebühren nach GebOSt: Ausfertigung ${num(rng.pick([10.2, 11.6, 12.8]), 'de')} EUR, Ersatz bei Verlust zuzüglich Versicherung an Eides statt ${num(30.7, 'de')} EUR.`,
        `Frühere Zulassungsbescheinigung Teil II Nr. ${letters(rng, 2)}${digits(rng, 7)} (ausgestellt ${fd(addDays(date, -rng.int(900, 4000)), 'de')}) ist durch diese Ausfertigung ersetzt worden.`,
      ],
      columns: 2,
      size: 6,
    },
    { t: 'sig', items: [`Ausgestellt am ${fd(date, 'de')}`, `Zulassungsbehörde ${rng.pick(['Stadt Freiburg', 'Landkreis Kiel', 'Stadt Würzburg'])} (Siegel)`] },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'de', { documentType: 'title', date });
}

/** A Texas-style certificate of title: the face, the lien and its release, the assignment with odometer disclosure. */
export function texasTitleFull(rng: Random): Generated {
  const date = rng.date(1988, 2026);
  const c = car(rng, 1980);
  const [n, st, town] = personEn(rng);
  const lienDate = addDays(date, -rng.int(300, 3000));
  const blocks: Block[] = [
    { t: 'head', title: 'THE STATE OF TEXAS', sub: ['CERTIFICATE OF TITLE', 'Texas Department of Motor Vehicles'], align: 'center', size: 13 },
    {
      t: 'pairs',
      pairs: [
        ['VEHICLE IDENTIFICATION NUMBER', c.chassis],
        ['YEAR MODEL', String(c.built)],
        ['MAKE OF VEHICLE', c.name.split(' ')[0].toUpperCase()],
        ['BODY STYLE', rng.pick(['2D', 'CV', 'CP'])],
        ['MODEL', c.name.split(' ').slice(1, 3).join(' ').toUpperCase()],
        ['TITLE/DOCUMENT NUMBER', digits(rng, 17)],
        ['DATE TITLE ISSUED', fd(date, 'us')],
        ['LICENSE NUMBER', plateUs(rng)],
        ['PREVIOUS OWNER', rng.pick(['ARTHUR D MILLS', 'BETTY J HOWELL', 'LONE STAR CLASSICS LLC'])],
        ['ODOMETER READING', 'EXEMPT'],
        ['WEIGHT', String(rng.int(2400, 3900))],
        ['REMARKS', rng.pick(['ANTIQUE', 'ORIGINAL', 'NONE'])],
      ],
      cols: 3,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['OWNER', n],
        ['ADDRESS', `${st}, ${town}`],
      ],
      cols: 1,
    },
    { t: 'h', text: 'LIENS', band: true },
    {
      t: 'pairs',
      pairs: [
        ['DATE OF LIEN', fd(lienDate, 'us')],
        ['1ST LIENHOLDER', rng.pick(['FIRST TEXAS CREDIT UNION', 'AMARILLO NATIONAL BANK', 'COLLECTOR CAR LENDING INC'])],
        ['ADDRESS', rng.pick(['PO BOX 2188, AUSTIN TX 78768', '410 S TAYLOR, AMARILLO TX 79101'])],
      ],
      cols: 1,
    },
    {
      t: 'para',
      text: `RELEASE OF LIEN: The holder of the first lien described above hereby releases its interest in the vehicle described. Lien released ${fd(addDays(date, -rng.int(1, 60)), 'us')} by ${rng.pick(['M. ORTEGA', 'J. PRUITT', 'K. LAMB'])}, authorized agent. Loan amount at origination: $${num(rng.int(8, 60) * 1000, 'en').slice(0, -3)}.`,
      size: 6.8,
    },
    {
      t: 'pairs',
      pairs: [
        ['2ND LIENHOLDER', 'NONE'],
        ['TITLE BRANDS', 'NONE'],
        ['PREVIOUS TITLE STATE', rng.pick(['OK', 'LA', 'NM', 'TX'])],
        ['TAX PAID', `$${num(rng.int(3, 60) * 50, 'en')}`],
      ],
      cols: 2,
    },
    { t: 'h', text: 'ASSIGNMENT OF TITLE', band: true },
    {
      t: 'para',
      text: 'FEDERAL AND STATE LAW REQUIRE THAT YOU STATE THE MILEAGE IN CONNECTION WITH THE TRANSFER OF OWNERSHIP.',
      size: 6.4,
    },
    {
      t: 'para',
      text: `Failure to complete or providing a false statement may result in fines and/or imprisonment. The undersigned hereby certifies that the vehicle described in this title has been transferred to the following printed name and address, and that to the best of my knowledge the odometer reading is the actual mileage of the vehicle unless one of the following statements is checked: [ ] 1. The mileage stated is in excess of its mechanical limits. [ ] 2. The odometer reading is not the actual mileage. WARNING — ODOMETER DISCREPANCY. Vehicles of model year 2010 or older are exempt from odometer disclosure.`,
      size: 6.4,
    },
    {
      t: 'pairs',
      pairs: [
        ['Odometer (no tenths)', '__________'],
        ['Date of sale', '____/____/______'],
        ['Printed name of buyer', '______________________'],
        ['Seller signature', '________________'],
        ['Printed name of seller', '______________________'],
        ['Sales price', '$__________'],
      ],
      cols: 2,
    },
    { t: 'h', text: 'FIRST REASSIGNMENT BY LICENSED DEALER', size: 7.5 },
    {
      t: 'para',
      text: 'Dealer GDN ________  Date of sale ________  Odometer reading ________  Buyer ______________________  Signature of dealer/agent ______________________',
      size: 6.4,
    },
    { t: 'h', text: 'SECOND REASSIGNMENT BY LICENSED DEALER', size: 7.5 },
    {
      t: 'para',
      text: 'Dealer GDN ________  Date of sale ________  Odometer reading ________  Buyer ______________________  Signature of dealer/agent ______________________',
      size: 6.4,
    },
    {
      t: 'small',
      paras: [
        `Any alteration or erasure voids this title. It is unlawful to sell a motor vehicle without a title. The buyer must apply for a new title within 30 days of the date of sale; a delinquent transfer penalty of $25 applies after 30 days and up to $250 thereafter. Sales tax of 6.25% of the purchase price or of the standard presumptive value is due on transfer.`,
      ],
      columns: 1,
      size: 6,
    },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'en', { documentType: 'title', date });
}

/** An Ohio-style certificate of title of the 1970s–90s: the lien notation, the assignment and the notary's jurat. */
export function ohioTitleNotary(rng: Random): Generated {
  const date = rng.date(1970, 1999);
  const c = car(rng, Number(date.slice(0, 4)));
  const [n, st, town] = personEn(rng);
  const no = digits(rng, 10);
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE',
      sub: ['State of Ohio · Clerk of Courts, ' + rng.pick(['Franklin', 'Summit', 'Lucas', 'Hamilton']) + ' County'],
      align: 'center',
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['TITLE NUMBER', no],
        ['ISSUE DATE', fd(date, 'us')],
        ['VEHICLE ID NO.', c.chassis],
        ['YEAR', String(c.built)],
        ['MAKE', c.name.split(' ')[0].toUpperCase()],
        ['BODY', rng.pick(['2DR HT', 'CONV', 'CPE', '4DR SDN'])],
        ['MODEL', c.name.split(' ').slice(1, 3).join(' ').toUpperCase()],
        ['ODOMETER', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} ACTUAL`],
        ['PURCHASE PRICE', `$${num(rng.int(2, 30) * 500, 'en').slice(0, -3)}`],
        ['PRIOR TITLE STATE', rng.pick(['OH', 'PA', 'MI', 'IN'])],
        ['PRIOR TITLE NO.', digits(rng, 10)],
        ['DATE OF PURCHASE', fd(addDays(date, -rng.int(3, 25)), 'us')],
      ],
      cols: 3,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['OWNER(S)', n],
        ['ADDRESS', `${st}, ${town}`],
      ],
      cols: 1,
    },
    { t: 'h', text: 'NOTATION OF LIENS', band: true },
    {
      t: 'table',
      widths: [200, 140, 183],
      heads: ['LIENHOLDER', 'AMOUNT', 'CANCELLED BY / DATE'],
      rows: [
        [
          rng.pick(['HUNTINGTON NATIONAL BANK', 'BANC ONE OF COLUMBUS', 'FIFTH THIRD BANK']),
          `$${num(rng.int(2, 12) * 500, 'en')}`,
          `${rng.pick(['R.K.', 'L.M.', 'D.S.'])} ${fd(addDays(date, rng.int(200, 900)), 'us')}`,
        ],
        ['NONE', '', ''],
      ],
      size: 7,
    },
    { t: 'h', text: 'ASSIGNMENT OF OWNERSHIP', band: true },
    {
      t: 'para',
      text: `For value received the undersigned hereby assigns the motor vehicle described in this certificate to the purchaser named below, and warrants the title to said motor vehicle, and certifies that it is free from all liens and encumbrances except as noted. ODOMETER CERTIFICATION: I state that the odometer now reads ________ miles and to the best of my knowledge it reflects the actual mileage of the vehicle described herein, unless one of the following statements is checked: ( ) the mileage stated is in excess of 99,999 miles; ( ) the odometer reading is not the actual mileage — WARNING, ODOMETER DISCREPANCY.`,
      size: 6.5,
    },
    {
      t: 'pairs',
      pairs: [
        ['Purchaser', '______________________'],
        ['Address', '______________________'],
        ['Purchase price', '$__________'],
        ['Signature of seller', '______________________'],
      ],
      cols: 2,
    },
    {
      t: 'para',
      text: `Sworn to before me and subscribed in my presence this ____ day of ____________, 19___. Notary Public, State of Ohio. My commission expires ____________. (Seal)`,
      size: 6.5,
    },
    { t: 'h', text: 'DEALER REASSIGNMENT', size: 7.5 },
    {
      t: 'para',
      text: `Dealer’s permit no. ________. The dealer named hereby reassigns the vehicle to the purchaser named and certifies the odometer reading of ________ miles on ____/____/______. Signature of dealer ______________________  Notary ______________________`,
      size: 6.4,
    },
    {
      t: 'small',
      paras: [
        `Warning: Ohio law requires a new certificate of title within 30 days after assignment or delivery of the vehicle; a late fee of $5 is charged. Any person who falsifies this certificate is guilty of a felony. This certificate was printed on security paper; any alteration voids it.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: [`Issued ${fd(date, 'uslong')}`, 'Clerk of Courts — by Deputy'] },
  ];
  return doc(renderSheet(blocks, { frame: true }), 'en', { documentType: 'title', date });
}

/** A private sale contract of many paragraphs: price, deposit, handover date, warranty exclusion, assurances. */
export function kaufvertragParagraphen(rng: Random): Generated {
  const date = rng.date(2003, 2026);
  const c = car(rng, Number(date.slice(0, 4)) - 25);
  const [seller, sst, stown] = personDe(rng);
  let [buyer, bst, btown] = personDe(rng);
  if (buyer === seller) [buyer, bst, btown] = ['Torsten Meißner', 'Uhlandstraße 5', '10623 Berlin'];
  const price = rng.int(12, 160) * 500;
  const dep = Math.round((price * rng.pick([0.1, 0.2])) / 100) * 100;
  const handover = addDays(date, rng.int(3, 21));
  const km = rng.int(20000, 190000);
  const blocks: Block[] = [
    { t: 'head', title: 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', sub: ['— von privat an privat —'], align: 'center', size: 13 },
    {
      t: 'pairs',
      pairs: [
        ['Verkäufer', seller],
        ['Anschrift', `${sst}, ${stown}`],
        ['Käufer', buyer],
        ['Anschrift', `${bst}, ${btown}`],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['Fahrzeug', c.name],
        ['Baujahr', String(c.built)],
        ['Fahrgestell-Nr.', c.chassis],
        ['Amtl. Kennzeichen', plateDe(rng)],
        ['ZB II-Nr.', `${letters(rng, 2)}${digits(rng, 7)}`],
        ['Gesamtfahrleistung lt. Tacho', `${num(km, 'de').slice(0, -3)} km`],
        ['Nächste HU', `${pad(rng.int(1, 12), 2)}/${Number(date.slice(0, 4)) + rng.int(1, 2)}`],
        ['Schlüssel', String(rng.int(1, 3))],
      ],
      cols: 2,
    },
    { t: 'h', text: '§ 1 Kaufgegenstand und Kaufpreis', size: 8 },
    {
      t: 'para',
      text: `Der Verkäufer verkauft dem Käufer das oben bezeichnete Fahrzeug nebst Zubehör (Hardtop, Tonneau, Werkzeugsatz, Bordmappe) zum Kaufpreis von ${num(price, 'de')} EUR (in Worten: siehe Zahl). Der Kaufpreis ist ein Festpreis; Umsatzsteuer fällt nicht an.`,
    },
    { t: 'h', text: '§ 2 Anzahlung und Zahlung', size: 8 },
    {
      t: 'para',
      text: `Der Käufer leistet bei Unterzeichnung eine Anzahlung von ${num(dep, 'de')} EUR in bar, deren Empfang der Verkäufer mit seiner Unterschrift bestätigt. Der Restbetrag von ${num(price - dep, 'de')} EUR ist bei Übergabe durch Überweisung mit Gutschrift vor Übergabe oder in bar zu zahlen.`,
    },
    { t: 'h', text: '§ 3 Übergabe', size: 8 },
    {
      t: 'para',
      text: `Die Übergabe erfolgt am ${fd(handover, 'de')} am Wohnort des Verkäufers. Mit der Übergabe gehen Besitz, Gefahr und Nutzen auf den Käufer über. Das Eigentum geht erst mit vollständiger Zahlung des Kaufpreises über. Der Verkäufer übergibt die Zulassungsbescheinigungen Teil I und II, die Wertgutachten vom ${fd(addDays(date, -rng.int(100, 900)), 'de')} und alle vorhandenen Rechnungen.`,
    },
    { t: 'h', text: '§ 4 Gewährleistung', size: 8 },
    {
      t: 'para',
      text: `Das Fahrzeug wird unter Ausschluss jeglicher Sachmängelhaftung verkauft, wie besichtigt und Probe gefahren. Der Ausschluss gilt nicht für Schadensersatzansprüche aus Verletzung von Leben, Körper oder Gesundheit und nicht bei Vorsatz oder grober Fahrlässigkeit.`,
    },
    { t: 'h', text: '§ 5 Zusicherungen des Verkäufers', size: 8 },
    {
      t: 'para',
      text: `Der Verkäufer sichert zu, dass das Fahrzeug sein Eigentum ist und frei von Rechten Dritter; dass es in seiner Besitzzeit keinen Unfallschaden erlitten hat; dass die Gesamtfahrleistung nach seiner Kenntnis ${num(km, 'de').slice(0, -3)} km beträgt; dass der Motor die Nummer ${digits(rng, 6)} trägt und ${rng.pick(['der originale', 'ein werksseitiger Austauschmotor'])} ist.`,
    },
    { t: 'h', text: '§ 6 Ab- und Ummeldung', size: 8 },
    {
      t: 'para',
      text: `Der Käufer verpflichtet sich, das Fahrzeug binnen 14 Tagen nach Übergabe umzumelden. Bis dahin trägt er Steuer und Versicherung anteilig; die Kfz-Steuer für das H-Kennzeichen beträgt derzeit 191,73 EUR jährlich.`,
    },
    { t: 'h', text: '§ 7 Rücktritt', size: 8 },
    {
      t: 'para',
      text: `Zahlt der Käufer den Restbetrag nicht bis zum ${fd(addDays(handover, 7), 'de')}, kann der Verkäufer vom Vertrag zurücktreten und die Anzahlung als pauschalen Schadensersatz einbehalten, sofern der Käufer keinen geringeren Schaden nachweist.`,
    },
    { t: 'h', text: '§ 8 Schlussbestimmungen', size: 8 },
    {
      t: 'para',
      text: `Änderungen und Ergänzungen bedürfen der Schriftform. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam. Jede Partei erhält eine Ausfertigung.`,
    },
    { t: 'line', text: `${stown.split(' ').slice(1).join(' ')}, den ${fd(date, 'de')}` },
    { t: 'sig', items: ['Unterschrift Verkäufer', 'Unterschrift Käufer', `Anzahlung ${num(dep, 'de')} EUR erhalten`] },
  ];
  return doc(renderSheet(blocks), 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A dealer's binding order for a classic car with the conditions of sale printed in two columns beneath. */
export function verbindlicheBestellung(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y - 20);
  const [buyer, bst, btown] = personDe(rng);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const price = rng.int(20, 200) * (cur === 'DM' ? 1000 : 500);
  const dep = Math.round((price * 0.1) / 100) * 100;
  const deliv = addDays(date, rng.int(10, 45));
  const fees = rng.int(150, 450);
  const seller = rng.pick(['Classic Center Bergisch Land GmbH', 'Oldtimer-Handel Mainfranken GmbH', 'Sportwagen Klassik Rhein-Main KG']);
  const blocks: Block[] = [
    {
      t: 'head',
      title: seller,
      sub: ['An- und Verkauf klassischer Automobile', `Gewerbestraße ${rng.int(1, 80)} · Tel. 0${digits(rng, 4)} ${digits(rng, 6)}`],
      right: ['VERBINDLICHE BESTELLUNG', 'eines gebrauchten Kraftfahrzeugs', `Nr. ${rng.int(1000, 9999)}/${String(y).slice(2)}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Käufer', buyer],
        ['Anschrift', `${bst}, ${btown}`],
        ['Telefon', `0${digits(rng, 3)} ${digits(rng, 6)}`],
        ['Verkäufer (Sachbearbeiter)', rng.pick(['Hr. Lorenz', 'Fr. Albers', 'Hr. Yilmaz'])],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['Fahrzeug', c.name],
        ['Erstzulassung', `${pad(rng.int(1, 12), 2)}/${c.built}`],
        ['Fahrgestell-Nr.', c.chassis],
        ['km-Stand (abgelesen)', num(rng.int(20000, 200000), 'de').slice(0, -3)],
        ['Farbe außen / innen', `${rng.pick(['Rot', 'Silber', 'Dunkelblau'])} / ${rng.pick(['Leder schwarz', 'Stoff beige', 'Leder cognac'])}`],
        ['Unfallfrei', rng.pick(['lt. Vorbesitzer ja', 'nein, reparierter Frontschaden'])],
      ],
      cols: 2,
    },
    {
      t: 'table',
      widths: [330, 193],
      heads: ['Preis', cur],
      rows: [
        ['Kaufpreis des Fahrzeugs (differenzbesteuert nach § 25a UStG)', num(price, 'de')],
        ['Überführung und Zulassung (separat, nach Aufwand)', num(fees, 'de')],
        ['Anzahlung bei Bestellung', num(dep, 'de')],
      ],
      right: [1],
    },
    {
      t: 'para',
      text: `Vereinbarter Liefertermin: ${fd(deliv, 'de')} (verbindlich). Sachmängelhaftung: 12 Monate ab Übergabe gemäß Abschnitt VII der umstehenden Bedingungen; ausgenommen sind Verschleißteile sowie Schäden aus Standzeiten. Der Käufer ist an diese Bestellung 10 Tage gebunden; der Kaufvertrag ist abgeschlossen, wenn der Verkäufer die Annahme innerhalb dieser Frist schriftlich bestätigt.`,
    },
    { t: 'h', text: 'Verkaufsbedingungen (Auszug)', size: 7.5 },
    {
      t: 'small',
      paras: [
        `I. Vertragsabschluss. Der Käufer ist an die Bestellung höchstens bis 10 Tage gebunden. Der Kaufvertrag ist abgeschlossen, wenn der Verkäufer die Annahme der Bestellung schriftlich bestätigt oder die Lieferung ausführt.`,
        `II. Zahlung. Der Kaufpreis und Preise für Nebenleistungen sind bei Übergabe des Kaufgegenstandes und Aushändigung oder Übersendung der Rechnung zur Zahlung fällig. Gegen Ansprüche des Verkäufers kann der Käufer nur dann aufrechnen, wenn die Gegenforderung unbestritten ist.`,
        `III. Lieferung und Lieferverzug. Liefertermine und Lieferfristen sind schriftlich anzugeben. Der Käufer kann sechs Wochen nach Überschreiten eines unverbindlichen Liefertermins den Verkäufer auffordern, zu liefern.`,
        `IV. Abnahme. Der Käufer hat das Recht, den Kaufgegenstand innerhalb von acht Tagen ab Zugang der Bereitstellungsanzeige zu prüfen. Bleibt der Käufer mit der Abnahme länger als 14 Tage vorsätzlich in Rückstand, kann der Verkäufer 10 % des Kaufpreises als Schadensersatz fordern.`,
        `V. Eigentumsvorbehalt. Der Kaufgegenstand bleibt bis zum Ausgleich der dem Verkäufer aufgrund des Kaufvertrages zustehenden Forderungen Eigentum des Verkäufers. Während der Dauer des Eigentumsvorbehalts steht das Recht zum Besitz der Zulassungsbescheinigung Teil II dem Verkäufer zu.`,
        `VI. Haftung. Hat der Verkäufer aufgrund gesetzlicher Bestimmungen für einen Schaden aufzukommen, der leicht fahrlässig verursacht wurde, so haftet er beschränkt: die Haftung besteht nur bei Verletzung vertragswesentlicher Pflichten.`,
        `VII. Sachmangel. Ansprüche des Käufers wegen Sachmängeln verjähren in einem Jahr ab Ablieferung des Kaufgegenstandes an den Kunden. Für Fahrzeuge mit einem Alter von mehr als 30 Jahren wird abweichend keine Haftung für die Originalität einzelner Bauteile übernommen.`,
        `VIII. Gerichtsstand. Für sämtliche gegenwärtigen und zukünftigen Ansprüche aus der Geschäftsverbindung mit Kaufleuten ist ausschließlicher Gerichtsstand der Sitz des Verkäufers.`,
      ],
      columns: 2,
      size: 5.8,
    },
    { t: 'line', text: `Ort, Datum: ${rng.pick(['Wuppertal', 'Würzburg', 'Offenbach'])}, ${fd(date, 'de')}` },
    { t: 'sig', items: ['Unterschrift Käufer', 'Annahme bestätigt — Verkäufer'] },
  ];
  return doc(renderSheet(blocks), 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A typed 1970s sale contract between private persons, clause after clause, in Deutsche Mark. */
export function kaufvertragSiebziger(rng: Random): Generated {
  const date = rng.date(1968, 1989);
  const c = car(rng, Number(date.slice(0, 4)));
  const [seller, sst, stown] = personDe(rng);
  const [buyer0, bst, btown] = personDe(rng);
  const buyer = buyer0 === seller ? 'Egon Fröhlich' : buyer0;
  const price = rng.int(6, 90) * 250;
  const dep = rng.int(2, 10) * 100;
  const blocks: Block[] = [
    { t: 'head', title: 'K a u f v e r t r a g', align: 'center', size: 15 },
    {
      t: 'para',
      text: `Zwischen ${seller}, ${sst}, ${stown} — nachstehend „Verkäufer" genannt — und ${buyer}, ${bst}, ${btown} — nachstehend „Käufer" genannt — wird heute folgender Vertrag geschlossen:`,
      size: 8,
    },
    {
      t: 'para',
      text: `1. Der Verkäufer verkauft an den Käufer den Personenkraftwagen ${c.name}, Fahrgestell-Nr. ${c.chassis}, Baujahr ${c.built}, amtliches Kennzeichen ${plateDe(rng, false)}, Kfz-Brief Nr. ${letters(rng, 1)} ${digits(rng, 6)}, mit einem Tachometerstand von ${num(rng.int(30000, 180000), 'de').slice(0, -3)} km.`,
      size: 8,
    },
    {
      t: 'para',
      text: `2. Der Kaufpreis beträgt DM ${num(price, 'de')}. Hierauf hat der Käufer heute eine Anzahlung von DM ${num(dep, 'de')} geleistet, deren Empfang hiermit quittiert wird. Der Rest von DM ${num(price - dep, 'de')} ist bei Abholung des Fahrzeugs in bar zu zahlen.`,
      size: 8,
    },
    {
      t: 'para',
      text: `3. Die Abholung erfolgt spätestens am ${fd(addDays(date, rng.int(3, 14)), 'de')}. Bis dahin verbleibt das Fahrzeug auf Gefahr des Verkäufers in dessen Garage. Wird das Fahrzeug nicht bis zum ${fd(addDays(date, 21), 'de')} abgeholt, so kann der Verkäufer zurücktreten; die Anzahlung verfällt dann.`,
      size: 8,
    },
    {
      t: 'para',
      text: `4. Das Fahrzeug wird verkauft wie besichtigt und Probe gefahren, unter Ausschluß jeder Gewährleistung. Der Verkäufer versichert, daß ihm keine verborgenen Mängel bekannt sind, daß das Fahrzeug nicht in einen Unfall verwickelt war, soweit ihm bekannt, und daß es sein unbeschränktes Eigentum ist.`,
      size: 8,
    },
    {
      t: 'para',
      text: `5. Mitverkauft werden: ein Satz Winterreifen auf Felgen, Werkzeug, Wagenheber, Betriebsanleitung sowie das Scheckheft mit ${rng.int(4, 20)} Eintragungen. Die letzte Inspektion erfolgte am ${fd(addDays(date, -rng.int(60, 400)), 'de')} (Rechnung über DM ${num(rng.int(80, 400), 'de')} liegt bei).`,
      size: 8,
    },
    {
      t: 'para',
      text: `6. Der Käufer verpflichtet sich, das Fahrzeug unverzüglich auf sich umschreiben zu lassen. Kraftfahrzeugsteuer und Haftpflichtversicherung gehen ab dem Tag der Abholung zu seinen Lasten; der Versicherer (Nr. ${digits(rng, 8)}) wird vom Verkäufer benachrichtigt.`,
      size: 8,
    },
    {
      t: 'para',
      text: `7. Der Tachometer ist nach Angabe des Verkäufers ${rng.pick(['original und nie getauscht', 'im Jahre ' + (c.built + rng.int(2, 8)) + ' gegen ein Austauschgerät ersetzt worden'])}.`,
      size: 8,
    },
    {
      t: 'para',
      text: `8. Mündliche Nebenabreden bestehen nicht. Änderungen dieses Vertrages bedürfen der Schriftform. Jede Partei erhält eine Ausfertigung dieses Vertrages.`,
      size: 8,
    },
    { t: 'line', text: `${stown.split(' ').slice(1).join(' ')}, den ${fd(date, 'de')}` },
    { t: 'sig', items: ['(Verkäufer)', '(Käufer)'] },
    { t: 'para', text: `Restbetrag von DM ${num(price - dep, 'de')} bei Übergabe erhalten: ____________ (Datum, Unterschrift Verkäufer)`, size: 7.5 },
  ];
  return doc(renderSheet(blocks, { serif: true }), 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A British sale agreement with numbered clauses: deposit, completion date, no warranty, HPI, the parties. */
export function ukSaleAgreement(rng: Random): Generated {
  const date = rng.date(1994, 2026);
  const c = car(rng, Number(date.slice(0, 4)) - 25);
  const [seller, sst, stown] = personEn(rng);
  const [b0, bst, btown] = personEn(rng);
  const buyer = b0 === seller ? 'Alistair Munro' : b0;
  const price = rng.int(8, 140) * 500;
  const dep = Math.round((price * 0.1) / 50) * 50;
  const completion = addDays(date, rng.int(5, 28));
  const blocks: Block[] = [
    { t: 'head', title: 'AGREEMENT FOR THE SALE OF A MOTOR VEHICLE', sub: ['Private sale — both parties to retain a signed copy'], align: 'center', size: 13 },
    {
      t: 'para',
      text: `THIS AGREEMENT is made on ${fd(date, 'uklong')} BETWEEN ${seller} of ${sst}, ${stown} (“the Seller”) AND ${buyer} of ${bst}, ${btown} (“the Buyer”).`,
    },
    {
      t: 'pairs',
      pairs: [
        ['Vehicle', `${c.built} ${c.name}`],
        ['Registration', plateUk(rng, c.built)],
        ['Chassis No.', c.chassis],
        ['Engine No.', `${letters(rng, 2)}${digits(rng, 5)}`],
        ['V5C reference', digits(rng, 11)],
        ['Recorded mileage', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} (not warranted)`],
      ],
      cols: 2,
      boxed: true,
    },
    { t: 'para', text: `1. Price. The Seller agrees to sell and the Buyer agrees to buy the Vehicle for the sum of £${num(price, 'en')} (“the Price”).` },
    {
      t: 'para',
      text: `2. Deposit. On signing this agreement the Buyer shall pay a deposit of £${num(dep, 'en')}, which shall be non-refundable save where the Seller fails to complete. The balance of £${num(price - dep, 'en')} shall be paid by bank transfer in cleared funds before collection.`,
    },
    {
      t: 'para',
      text: `3. Completion. Completion shall take place on or before ${fd(completion, 'uklong')} at the Seller’s address, when the Vehicle, both keys, the V5C (with the new keeper section completed), the current MOT certificate expiring ${fd(addDays(date, rng.int(60, 330)), 'uk')} and the history file shall be handed to the Buyer. Risk passes to the Buyer on completion.`,
    },
    {
      t: 'para',
      text: `4. Condition. The Buyer acknowledges that the Vehicle is ${Number(date.slice(0, 4)) - c.built} years old, that he has inspected it and had the opportunity to have it inspected by an engineer of his choice, and that it is sold as seen. No warranty is given as to condition, originality or mileage save as set out in clause 5.`,
    },
    {
      t: 'para',
      text: `5. Seller’s statements. The Seller confirms that he is the registered keeper and legal owner; that the Vehicle is not subject to any finance agreement (HPI check no. ${digits(rng, 8)} of ${fd(addDays(date, -rng.int(1, 10)), 'uk')}); and that to his knowledge it has not been recorded as an insurance write-off.`,
    },
    {
      t: 'para',
      text: `6. Storage. If the Buyer fails to collect by the completion date the Seller may charge storage at £10 per day, and after 21 days may treat the agreement as repudiated and retain the deposit.`,
    },
    {
      t: 'para',
      text: `7. Included items. The sale includes the tonneau cover, hood, side screens, workshop manual and the spares listed in the schedule attached. Items not listed are excluded.`,
    },
    { t: 'para', text: `8. Entire agreement. This document records the whole agreement between the parties. It is governed by the law of England and Wales.` },
    { t: 'sig', items: ['Signed by the Seller', 'Signed by the Buyer', 'Witness'] },
    { t: 'para', text: `Deposit of £${num(dep, 'en')} received on ${fd(date, 'uk')}: ______________ (Seller)`, size: 7.2 },
  ];
  return doc(renderSheet(blocks, { serif: true }), 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A US dealer's purchase agreement: price, fees, taxes and deposit, the delivery date, the limited warranty and clauses. */
export function usPurchaseAgreement(rng: Random): Generated {
  const date = rng.date(1998, 2026);
  const c = car(rng, 1975);
  const [buyer, bst, btown] = personEn(rng);
  const price = rng.int(15, 180) * 500;
  const doc$ = rng.pick([150, 299, 499]);
  const title = rng.pick([33, 60, 75]);
  const tr = rng.pick([6, 6.25, 7]);
  const tax = Math.round(price * tr) / 100;
  const total = price + doc$ + title + tax;
  const dep = rng.pick([500, 1000, 2500]);
  const seller = rng.pick(['Heartland Classic Motorcars, LLC', 'Gateway Vintage Auto Sales', 'Rocky Mountain Collector Cars Inc.']);
  const f = (x: number) => num(x, 'en');
  const blocks: Block[] = [
    {
      t: 'head',
      title: seller,
      sub: [`Dealer License No. ${digits(rng, 6)} · ${rng.pick(['1800 Industrial Blvd, O’Fallon, MO 63366', '610 W Colfax Ave, Denver, CO 80204'])}`],
      right: ['VEHICLE PURCHASE AGREEMENT', `Deal # ${rng.int(1000, 9999)}`, `Date ${fd(date, 'us')}`],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Purchaser', buyer],
        ['Address', `${bst}, ${btown}`],
        ['Phone', `(${rng.int(200, 989)}) 555-0${rng.int(100, 199)}`],
        ['Salesperson', rng.pick(['Greg W.', 'Monica F.', 'Tyler S.'])],
      ],
      cols: 2,
      boxed: true,
    },
    {
      t: 'pairs',
      pairs: [
        ['Year', String(c.built)],
        ['Make/Model', c.name],
        ['VIN', c.chassis],
        ['Odometer', `${f(rng.int(10000, 99999)).slice(0, -3)} (exempt)`],
        ['Stock #', `${letters(rng, 1)}${digits(rng, 4)}`],
        ['Color', rng.pick(['Raven Black', 'Candy Apple Red', 'Wimbledon White'])],
      ],
      cols: 3,
    },
    {
      t: 'table',
      widths: [330, 193],
      heads: ['', 'Amount'],
      rows: [
        ['Cash price of vehicle', f(price)],
        ['Documentary fee', f(doc$)],
        ['Title and registration fees', f(title)],
        [`Sales tax ${tr}%`, f(tax)],
        ['Total purchase price', f(total)],
        ['Less deposit received', f(dep)],
        ['Balance due on delivery', f(total - dep)],
      ],
      right: [1],
      bold: [4, 6],
    },
    { t: 'h', text: 'TERMS', size: 8 },
    {
      t: 'small',
      paras: [
        `1. DELIVERY. Dealer shall deliver the vehicle on or about ${fd(addDays(date, rng.int(5, 30)), 'us')}. Enclosed transport to purchaser’s address is quoted separately ($${f(rng.int(8, 20) * 100)}) and is not part of this agreement unless initialed here: ____.`,
        `2. DEPOSIT. The deposit of $${f(dep)} is non-refundable if purchaser fails to complete the purchase within 10 days of the date of this agreement, except where the vehicle is not delivered as described.`,
        `3. WARRANTY. The vehicle is sold AS IS with no warranty, express or implied, except a limited powertrain warranty of 30 days or 1,000 miles, whichever comes first, covering internal lubricated parts of the engine and transmission. THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED.`,
        `4. TITLE. Dealer warrants that it holds good title free of liens and will deliver the title within 30 days of payment in full. Purchaser is responsible for registration in purchaser’s home state.`,
        `5. ODOMETER. Purchaser acknowledges that vehicles of this age are exempt from federal odometer disclosure and that the mileage shown is not warranted as actual.`,
        `6. INSPECTION. Purchaser has been offered an independent pre-purchase inspection and has either inspected the vehicle or waived inspection. Any description in advertising is superseded by this agreement.`,
        `7. DISPUTES. Any dispute shall be resolved by binding arbitration in the county of dealer’s place of business. This agreement constitutes the entire agreement and may be modified only in writing signed by both parties.`,
        `8. FORM. The information you see on the window form for this vehicle is part of this contract. Information on the window form overrides any contrary provisions in the contract of sale.`,
      ],
      columns: 2,
      size: 6,
    },
    { t: 'sig', items: ['Purchaser signature / date', 'Accepted by dealer — authorized signature'] },
  ];
  return doc(renderSheet(blocks), 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}
