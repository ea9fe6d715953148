/** Sales and valuations of a long life: trade-ins, private contracts side by side, an export sale, club valuations. */
import { addDays, fd, num, yearOf } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { parties } from './kit';

const NAMES_DE = ['Walter Brüggemann', 'Irmgard Sennholz', 'Konrad Pfisterer', 'Hanne Lorenzen', 'Otto Wiesinger', 'Rudolf Kestenholz'];
const NAMES_EN = ['George H. Pennington', 'Margaret Ashdown', 'Alan Whitcombe', 'Eileen Marchbank', 'David L. Treharne', 'Harold F. Bixby'];

function para(p: PageBuilder, lines: string[], serif = false) {
  lines.forEach((l) => {
    p.text(50, l, { size: 9.5, serif }).down(14);
  });
}

// ── Purchases ──

/** A dealer's Kaufvertrag with a trade-in: the new car's price, the Inzahlungnahme credited, the rest to pay. */
export function kaufvertragInzahlung(rng: Random): Generated {
  const date = rng.date(1966, 1985);
  const dealer = `Autohaus ${rng.pick(['Wilhelm Kortmann', 'Gebr. Sielaff', 'Ostendorf'])} GmbH`;
  const price = rng.int(60, 220) * 100;
  const trade = rng.int(8, 40) * 100;
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, 'Kaufvertrag über ein Kraftfahrzeug', { size: 14, bold: true, align: 'center' }).down(30);
  parties(
    p,
    ['Verkäufer', [dealer, `${rng.pick(['Osnabrück', 'Oldenburg', 'Lingen'])}`]],
    ['Käufer', [rng.pick(NAMES_DE), `${rng.pick(['Meppen', 'Vechta', 'Cloppenburg'])}`]],
  );
  para(p, [
    `Fahrzeug: ${rng.pick(['Opel Commodore GS', 'Ford Taunus 20M', 'BMW 1602'])}, Fahrgestell-Nr. ${rng.int(1000000, 9999999)}`,
    `Kaufpreis                                              DM ${num(price, 'de')}`,
    `abzüglich Inzahlungnahme ${rng.pick(['VW 1200', 'Opel Kadett A', 'Fiat 600'])}     DM ${num(trade, 'de')}`,
    `Restzahlung bei Übergabe                         DM ${num(price - trade, 'de')}`,
    'Das Fahrzeug wird wie besichtigt unter Ausschluss jeder Gewährleistung verkauft.',
  ]);
  p.down(20);
  p.text(50, `${rng.pick(['Osnabrück', 'Oldenburg', 'Lingen'])}, den ${fd(date, 'de')}`, { size: 10 }).down(30);
  p.text(50, 'Unterschrift Verkäufer', { size: 8 }).text(310, 'Unterschrift Käufer', { size: 8 });
  return { items: p.items, language: 'de', truth: { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price } };
}

/** A Swiss private Kaufvertrag: the buyer on the left, the seller on the right, francs, paid in cash. */
export function kaufvertragSchweiz(rng: Random): Generated {
  const date = rng.date(1978, 1999);
  const seller = rng.pick(NAMES_DE);
  const price = rng.int(40, 350) * 100;
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, 'Kaufvertrag für ein Occasionsfahrzeug', { size: 14, bold: true }).down(30);
  parties(
    p,
    ['Käufer', [rng.pick(['Beat Kündig', 'Ursula Zwahlen', 'Peter Gloor']), `${rng.int(3000, 9000)} ${rng.pick(['Thun', 'Wil SG', 'Chur'])}`]],
    ['Verkäufer', [seller, `${rng.int(3000, 9000)} ${rng.pick(['Burgdorf', 'Frauenfeld', 'Davos'])}`]],
  );
  para(p, [
    `Marke/Typ: ${rng.pick(['Volvo Amazon', 'Alfa Romeo GTV', 'Saab 96'])}   Stammnummer ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    `Kaufpreis: Fr. ${num(price, 'ch')} (in Worten: siehe Beilage), bar bezahlt bei Übergabe.`,
    'Das Fahrzeug wird in gefahrenem Zustand und unter Ausschluss jeglicher Gewährleistung verkauft.',
  ]);
  p.down(20);
  p.text(50, `Ort und Datum: ${rng.pick(['Thun', 'Chur', 'Wil'])}, ${fd(date, 'de')}`, { size: 10 });
  return { items: p.items, language: 'de', truth: { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price } };
}

/** A British dealer's sales invoice of the 1960s–80s with a part-exchange allowance below the price. */
export function ukPartExchange(rng: Random): Generated {
  const date = rng.date(1962, 1988);
  const dealer = `${rng.pick(['Lex Garages', 'Stormont Engineering', 'Appleyard of Leeds'])} Ltd`;
  const price = rng.int(40, 180) * 10 + (yearOf(date) > 1975 ? rng.int(100, 500) * 10 : 0);
  const px = rng.int(8, 40) * 10;
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, dealer, { size: 14, bold: true }).down(13);
  p.text(50, 'Used car sales · Part exchange welcome', { size: 8 }).down(30);
  p.text(50, 'SALES INVOICE', { size: 12, bold: true })
    .text(545, `No. ${rng.int(1000, 9999)}   Date ${fd(date, 'uk')}`, { size: 9, align: 'right' })
    .down(24);
  p.text(50, `Sold to: ${rng.pick(NAMES_EN)}`, { size: 10 }).down(20);
  para(p, [
    `Vehicle: ${rng.pick(['Rover 3 Litre', 'Humber Super Snipe', 'Ford Zephyr 6'])}, Reg. ${rng.pick(['SLW', 'BHP', 'NUG'])} ${rng.int(100, 999)}`,
    `Cash price                                          £${num(price, 'en')}`,
    `Less part exchange: ${rng.pick(['Austin A40', 'Standard 8', 'Morris Oxford'])}            £${num(px, 'en')}`,
    `Balance paid                                        £${num(price - px, 'en')}`,
  ]);
  return { items: p.items, language: 'en', truth: { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price } };
}

/** A US bill of sale of the 1950s–60s: one paragraph, the price in words and figures, a notary's date apart. */
export function usBillOfSale(rng: Random): Generated {
  const date = rng.date(1952, 1969);
  const seller = rng.pick(NAMES_EN);
  const price = rng.int(15, 190) * 10;
  const p = new PageBuilder();
  p.y = 80;
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, align: 'center', serif: true }).down(34);
  para(
    p,
    [
      `Know all men by these presents, that I, ${seller}, of ${rng.pick(['Macon', 'Albany', 'Rome'])}, Georgia, for and in`,
      `consideration of the sum of $${num(price, 'en')} paid to me by ${rng.pick(NAMES_EN.filter((n) => n !== seller))},`,
      `do hereby sell and deliver one ${rng.int(1946, 1962)} ${rng.pick(['Packard Clipper', 'Hudson Hornet', 'DeSoto Firedome'])}, motor no. ${rng.int(100000, 999999)}.`,
      `Witness my hand this day, ${fd(date, 'uslong')}.`,
    ],
    true,
  );
  p.down(30);
  p.text(300, '______________________ Seller', { size: 10, serif: true }).down(30);
  p.text(50, `Sworn to before me ${fd(addDays(date, rng.int(1, 5)), 'us')}, Notary Public`, { size: 8.5, serif: true });
  return { items: p.items, language: 'en', truth: { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price } };
}

/** A Modena dealer's export invoice in English, in lire: the car's price, then transport and documents apart. */
export function modenaExport(rng: Random): Generated {
  const date = rng.date(1963, 1972);
  const dealer = `${rng.pick(['Autosalone Ferretti', 'Concessionaria Montanari', 'Garage Estense'])} S.p.A.`;
  const price = rng.int(150, 900) * 10000;
  const transport = rng.int(8, 30) * 10000;
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, dealer, { size: 14, bold: true, serif: true }).down(13);
  p.text(50, 'Via Emilia Est · Modena · Italia', { size: 8, serif: true }).down(30);
  p.text(50, 'EXPORT INVOICE', { size: 12, bold: true, serif: true })
    .text(545, `Modena, ${fd(date, 'uklong')}`, { size: 9.5, align: 'right', serif: true })
    .down(22);
  p.text(50, `Messrs. ${rng.pick(NAMES_EN)}, London`, { size: 10, serif: true }).down(22);
  para(
    p,
    [
      `One motor car ${rng.pick(['Maserati 3500 GT', 'Lancia Flaminia Sport', 'Fiat 2300 S Coupé'])}, chassis ${rng.int(100, 9999)}`,
      `Price of the car ex works                        Lire ${num(price, 'plain').slice(0, -3)}`,
      `Transport to Dover and export documents          Lire ${num(transport, 'plain').slice(0, -3)}`,
      `Total                                            Lire ${num(price + transport, 'plain').slice(0, -3)}`,
      'Exempt from I.G.E. (export). British import duty to be paid by the buyer on arrival.',
    ],
    true,
  );
  return { items: p.items, language: 'en', truth: { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price } };
}

// ── Appraisals ──

/** An Austrian Schätzgutachten by a sworn expert: Zeitwert, condition in words, inspection date apart. */
export function schaetzgutachten(rng: Random): Generated {
  const date = rng.date(1975, 1998);
  const seen = addDays(date, -rng.int(2, 12));
  const name = `Ing. ${rng.pick(['Helmut Rabitsch', 'Gernot Lechner', 'Franz Zottl'])}`;
  const value = rng.int(20, 180) * 1000;
  const cond = rng.pick(['gut erhalten', 'sehr gut', 'gepflegt, altersgemäß']);
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, name, { size: 12, bold: true }).down(13);
  p.text(50, 'allgemein beeideter und gerichtlich zertifizierter Sachverständiger für Kfz-Wesen', { size: 8 }).down(30);
  p.text(50, 'SCHÄTZGUTACHTEN', { size: 14, bold: true }).text(545, fd(date, 'de'), { size: 10, align: 'right' }).down(24);
  para(p, [
    `Fahrzeug: ${rng.pick(['Mercedes-Benz 190 SL', 'Steyr-Puch 700 C', 'Jaguar XK 150'])}`,
    `Besichtigung am ${fd(seen, 'de')} in ${rng.pick(['Salzburg', 'Innsbruck', 'Linz'])}`,
    `Gesamtzustand: ${cond}`,
    'Unter Berücksichtigung der Marktlage wird der Zeitwert ermittelt mit',
  ]);
  p.box(45, p.y - 12, 250, 20, true);
  p.text(50, `Zeitwert:  S ${num(value, 'de')}`, { size: 11, bold: true }).down(36);
  p.text(50, name, { size: 10 });
  return {
    items: p.items,
    language: 'de',
    truth: { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
  };
}

/** A veteran club's Wertbestätigung: the Zustandsnote in a box, the club examiner's name, a valid-until apart. */
export function clubWertbestaetigung(rng: Random): Generated {
  const date = rng.date(1988, 2003);
  const name = rng.pick(['Heinz-Dieter Obermüller', 'Gisela Raabe', 'Klaus Vennekamp']);
  const note = rng.pick(['2', '2-', '3+', '2+']);
  const value = rng.int(80, 600) * 100;
  const p = new PageBuilder();
  p.y = 64;
  p.text(297, `${rng.pick(['Allgemeiner Schnauferl-Club', 'Veteranen-Fahrzeug-Verband', 'Deutscher Automobil-Veteranen-Club'])} e.V.`, {
    size: 12,
    bold: true,
    align: 'center',
  }).down(14);
  p.text(297, 'Technische Kommission', { size: 8, align: 'center' }).down(30);
  p.text(297, 'Wertbestätigung', { size: 15, bold: true, align: 'center' }).down(30);
  para(p, [
    `Fahrzeug: ${rng.pick(['Borgward Isabella Coupé', 'DKW F 93', 'Opel Olympia Rekord'])}, Baujahr ${rng.int(1950, 1965)}`,
    `Geprüft und bewertet am ${fd(date, 'de')}`,
    `Gültig bis ${fd(addDays(date, 730), 'de')}`,
  ]);
  p.box(45, p.y - 12, 160, 40);
  p.text(55, 'Zustandsnote', { size: 8 }).text(55, note, { size: 14, bold: true, y: p.y + 18 });
  p.box(215, p.y - 12, 200, 40);
  p.text(225, 'Wiederbeschaffungswert', { size: 8 }).text(225, `DM ${num(value, 'de')}`, { size: 12, bold: true, y: p.y + 18 });
  p.down(60);
  p.text(50, `Der Prüfer: ${name}`, { size: 10 });
  return {
    items: p.items,
    language: 'de',
    truth: { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: note },
  };
}

/** A British owners' club valuation certificate: the agreed value for insurance, condition as a word. */
export function ukClubValuation(rng: Random): Generated {
  const date = rng.date(1985, 2004);
  const name = rng.pick(['Roger M. Hatherley', 'Brian Cudworth', 'Pauline Stanier']);
  const cond = rng.pick(['Excellent', 'Very good', 'Good']);
  const value = rng.int(30, 400) * 100;
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, `${rng.pick(['The Riley Register', 'Alvis Owner Club', 'Rover P4 Drivers Guild'])}`, { size: 13, bold: true, align: 'center', serif: true }).down(
    30,
  );
  p.text(297, 'VALUATION CERTIFICATE', { size: 14, bold: true, align: 'center', serif: true }).down(30);
  para(
    p,
    [
      `This is to certify that the vehicle registration ${rng.pick(['DPX', 'KLO', 'HWD'])} ${rng.int(10, 999)} was inspected by the undersigned`,
      `and in the opinion of the Club is in ${cond.toLowerCase()} condition (Condition: ${cond}).`,
      `Valuation for agreed-value insurance: £${num(value, 'en')}`,
      `Date: ${fd(date, 'uklong')}`,
    ],
    true,
  );
  p.down(30);
  p.text(50, name, { size: 10.5, serif: true }).down(12);
  p.text(50, 'Club Valuer', { size: 8, serif: true });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
  };
}

/** A US appraiser's letter: fair market value as of a date, condition grade 1–5, the appraiser's signature block. */
export function usAppraisalLetter(rng: Random): Generated {
  const date = rng.date(1983, 2002);
  const name = rng.pick(['Wendell T. Harbin', 'Carol Ann Stubbs', 'James R. Overstreet']);
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#2+']);
  const value = rng.int(60, 600) * 100;
  const p = new PageBuilder();
  p.y = 64;
  p.text(50, `${name}`, { size: 13, bold: true }).down(13);
  p.text(50, `Collector Car Appraisals · ${rng.pick(['Birmingham, Alabama', 'Knoxville, Tennessee', 'Savannah, Georgia'])}`, { size: 8 }).down(30);
  p.text(545, fd(date, 'uslong'), { size: 10, align: 'right' }).down(24);
  p.text(50, `RE: Appraisal of ${rng.int(1955, 1972)} ${rng.pick(['Chevrolet Corvette', 'Ford Thunderbird', 'Pontiac GTO'])}`, { size: 10, bold: true }).down(
    20,
  );
  para(p, [
    `At the request of ${rng.pick(NAMES_EN)} I have examined the above vehicle. Condition: ${grade}.`,
    `In my opinion the fair market value of the vehicle as of this date is $${num(value, 'en')}.`,
    'This appraisal is made for insurance purposes only.',
  ]);
  p.down(30);
  p.text(50, 'Respectfully,', { size: 10 }).down(28);
  p.text(50, name, { size: 10 });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: grade },
  };
}
