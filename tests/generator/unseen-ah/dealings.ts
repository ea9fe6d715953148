/** gen-unseen-ah: sales (private contracts, a fire-brigade auction, farm sales) and valuations of tractors, bikes and trucks. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import * as k from './kit';

/** A private Kaufvertrag for a Schlepper in the Allgäu: parties one under the other, Betriebsstunden, Kaufpreis in words. */
export function kaufvertragSchlepper(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE);
  const built = k.buildYear(rng, v);
  const date = rng.date(2003, 2024);
  const price = rng.int(25, 180) * 100;
  const seller = k.dePerson(rng);
  const buyer = k.dePerson(rng);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Kaufvertrag über einen gebrauchten Schlepper', { size: 14, bold: true, align: 'center' }).down(14);
  p.text(297, '(privat an privat, unter Ausschluss der Sachmängelhaftung)', { size: 8.5, align: 'center' }).down(30);
  p.text(50, 'Verkäufer:', { bold: true })
    .text(150, `${seller}, ${rng.pick(['Wertach', 'Nesselwang', 'Oy-Mittelberg', 'Obergünzburg'])}`)
    .down(16);
  p.text(50, 'Käufer:', { bold: true })
    .text(150, `${buyer}, ${rng.pick(['Marktoberdorf', 'Füssen', 'Sonthofen', 'Kaufbeuren'])}`)
    .down(26);
  const rows: [string, string][] = [
    ['Schlepper', `${k.named(v)}`],
    ['Baujahr', String(built)],
    ['Fahrgestell-Nr.', String(rng.int(10000, 299999))],
    ['Betriebsstunden (abgelesen)', `${num(rng.int(1500, 9000), 'de').slice(0, -3)} h – Zähler nicht original`],
    ['Papiere', rng.pick(['Fahrzeugbrief vorhanden', 'Zulassungsbescheinigung Teil II', 'Betriebserlaubnis (Kopie)'])],
    ['Zubehör', rng.pick(['Mähwerk, Riemenscheibe', 'Frontgewichte, Anhängekupplung', 'Verdeck, Zapfwellenschutz'])],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(220, b, { size: 9.5 }).down(15);
  p.down(14);
  p.text(50, `Kaufpreis: ${num(price, 'de')} €`, { size: 12, bold: true }).down(15);
  p.text(50, `(in Worten: ${rng.pick(['siehe oben', 'Euro wie oben'])}) – Betrag bar bei Übergabe erhalten.`, { size: 9 }).down(24);
  para(
    p,
    50,
    'Der Schlepper wird wie besichtigt und probegefahren verkauft. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und frei von Rechten Dritter. Die Abmeldung bzw. Ummeldung erfolgt durch den Käufer binnen 14 Tagen.',
    95,
    { size: 9 },
  );
  p.down(20);
  p.text(50, `${rng.pick(['Kempten', 'Marktoberdorf', 'Pfronten'])}, den ${fd(date, 'de')}`).down(40);
  hline(p, 50, 180, p.y);
  hline(p, 330, 180, p.y);
  p.down(12);
  p.text(50, 'Unterschrift Verkäufer', { size: 8 }).text(330, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A municipality's Zuschlagsbestätigung after selling its old fire engine at auction: Zuschlag, fee apart. */
export function feuerwehrVersteigerung(rng: Random): Generated {
  const v = rng.pick(k.FIRE_ENGINES.filter((x) => x.make !== 'Bedford' && x.make !== 'Dennis'));
  const built = k.buildYear(rng, v);
  const date = rng.date(1998, 2024);
  const hammer = rng.int(30, 220) * 100;
  const town = rng.pick(['Markt Ottobeuren', 'Gemeinde Wildpoldsried', 'Stadt Künzelsau', 'Gemeinde Haren (Ems)', 'Gemeinde Kreßberg']);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, town, { size: 14, bold: true }).down(12).text(50, 'Ordnungsamt – Freiwillige Feuerwehr', { size: 8.5 });
  p.y = 125;
  p.text(50, 'Zuschlagsbestätigung und Rechnung', { size: 13, bold: true }).down(18);
  p.text(50, `Öffentliche Versteigerung des Löschfahrzeugs vom ${fd(date, 'de')}`, { size: 9.5 }).down(24);
  const rows: [string, string][] = [
    ['Fahrzeug', `${k.named(v)}, Baujahr ${built}, außer Dienst gestellt ${rng.int(Math.max(built + 20, 1985), 2022)}`],
    ['Ausstattung', rng.pick(['ohne feuerwehrtechnische Beladung', 'mit Tragkraftspritze und Saugschläuchen', 'ohne Funk, Blaulicht abgebaut'])],
    ['Meistbietender', k.dePerson(rng)],
    ['Zuschlag erteilt am', fd(date, 'de')],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(180, b, { size: 9.5 }).down(15);
  p.down(12);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  k.line(p, cols, ['Zuschlagspreis (Höchstgebot)', `${num(hammer, 'de')} €`], { bold: true });
  k.line(p, cols, ['Zu zahlen (ohne Aufgeld, keine MwSt.)', `${num(hammer, 'de')} €`]);
  p.down(14);
  para(
    p,
    50,
    `Der Betrag ist binnen 10 Tagen an die Gemeindekasse zu überweisen (Verwendungszweck: Versteigerung LF ${built}). Das Fahrzeug wird wie besichtigt unter Ausschluss jeder Gewährleistung veräußert; Abholung nach Zahlungseingang.`,
    95,
    { size: 9 },
  );
  p.down(16);
  p.text(50, `${k.dePerson(rng)}, Bürgermeister`, { size: 9 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: town, saleDate: date, purchasePrice: hammer });
}

/** A Somerset auctioneer's buyer's statement after a farm dispersal sale: lot, vendor, hammer, buyer's premium and VAT. */
export function farmDispersalStatement(rng: Random): Generated {
  const v = rng.pick([...k.TRACTORS_UK, ...k.UK_COMMERCIAL.filter((x) => x.make === 'Land Rover')]);
  const built = k.buildYear(rng, v);
  const date = rng.date(2000, 2024);
  const hammer = rng.int(15, 160) * 100;
  const bp = k.r2(hammer * 0.05);
  const vat = k.r2(bp * (Number(date.slice(0, 4)) < 2011 ? 0.175 : 0.2));
  const vendor = `${k.enPerson(rng)}`;
  const firm = `${rng.pick(['Greenslade', 'Cooper & Tanner', 'Bishop & Dunn'])} ${rng.pick(['Agricultural Auctioneers', 'Rural & Machinery Sales'])}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, firm, { size: 14, bold: true })
    .down(12)
    .text(50, `${rng.pick(['Sedgemoor', 'Exeter Road', 'Cattle Market'])}, ${rng.pick(['Bridgwater', 'Frome', 'Taunton'])}, Somerset`, { size: 8.5 });
  p.y = 120;
  p.text(50, "Buyer's statement", { size: 13, bold: true }).down(18);
  p.text(50, `Sale: Dispersal sale of farm machinery on behalf of ${vendor}, ${rng.pick(['Withy Farm', 'Moor End Farm', 'Hill Barton'])}`, { size: 9 }).down(
    13,
  );
  p.text(50, `Date of sale: ${fd(date, 'uklong')}`, { size: 9 }).down(13);
  p.text(50, `Buyer: ${k.enPerson(rng)} (bidder no. ${rng.int(10, 450)})`, { size: 9 }).down(24);
  const cols = [{ x: 50 }, { x: 100 }, { x: 545, align: 'right' as const }];
  k.line(p, cols, ['Lot', 'Description', '£'], { bold: true });
  k.line(p, cols, [
    String(rng.int(100, 600)),
    `${built} ${k.named(v)}, ${rng.pick(['runs and drives', 'restored, new tyres', 'barn find, not running', 'original condition'])}`,
    num(hammer, 'en'),
  ]);
  k.line(p, cols, ['', "Buyer's premium 5%", num(bp, 'en')]);
  k.line(p, cols, ['', 'VAT on premium', num(vat, 'en')]);
  hline(p, 420, 125, p.y - 6);
  p.down(6);
  k.line(p, cols, ['', 'Total due from buyer', `£${num(k.r2(hammer + bp + vat), 'en')}`], { bold: true });
  p.down(14);
  para(p, 50, 'No VAT is charged on the hammer price (private vendor). Lots may not be removed until paid for in full.', 100, { size: 8 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: vendor, saleDate: date, purchasePrice: hammer });
}

/** An Iowa bill of sale for a tractor between neighbours, one paragraph, a notary's date apart. */
export function iowaTractorBillOfSale(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_US);
  const built = k.buildYear(rng, v);
  const date = rng.date(1985, 2024);
  const price = rng.int(15, 250) * 100;
  const seller = k.enPerson(rng);
  const buyer = k.enPerson(rng);
  const county = rng.pick(['Sioux', 'Winneshiek', 'Plymouth', 'Marion', 'Carroll']);
  const p = new PageBuilder();
  p.y = 80;
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, serif: true, align: 'center' }).down(34);
  para(
    p,
    60,
    `Know all persons by these presents that I, ${seller}, of ${county} County, Iowa, for and in consideration of the sum of $${num(price, 'en')} paid to me by ${buyer}, the receipt whereof is hereby acknowledged, do hereby sell and deliver unto said buyer one (1) ${built} ${k.named(v)} tractor, serial no. ${rng.int(10000, 299999)}, with ${rng.pick(['wide front', 'narrow front', 'three-point hitch', 'loader'])}, tach reading ${num(rng.int(1000, 9000), 'en').slice(0, -3)} hours, sold as is, where is.`,
    88,
    { serif: true, size: 10.5, step: 15 },
  );
  p.down(16);
  p.text(60, `Dated: ${fd(date, 'uslong')}`, { serif: true }).down(40);
  hline(p, 60, 200, p.y);
  p.down(12);
  p.text(60, `${seller}, Seller`, { serif: true, size: 9 }).down(34);
  p.text(60, `Subscribed and sworn before me on ${fd(addDays(date, rng.int(1, 9)), 'uslong')}.`, { serif: true, size: 9 }).down(14);
  p.text(60, `Notary Public, ${county} County, Iowa`, { serif: true, size: 9 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A Victorian private sale receipt and agreement for a Land Rover or a bike: a two-column form, price with no GST. */
export function victoriaPrivateSale(rng: Random): Generated {
  const v = rng.pick([...k.UK_COMMERCIAL.filter((x) => x.make === 'Land Rover'), ...k.MOTORCYCLES.slice(6)]);
  const built = k.buildYear(rng, v);
  const date = rng.date(2002, 2024);
  const price = rng.int(40, 400) * 100;
  const seller = k.enPerson(rng);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, 'Private Vehicle Sale Agreement', { size: 15, bold: true }).down(14);
  p.text(50, 'Victoria — to accompany the transfer of registration application', { size: 8.5 }).down(28);
  const top = p.y;
  const left: [string, string][] = [
    ['Seller', seller],
    ['Address', `${rng.int(1, 99)} ${rng.pick(['High St', 'Station Rd', 'Racecourse Rd'])}, ${rng.pick(['Kyneton', 'Castlemaine', 'Benalla'])} VIC`],
    ['Licence no.', String(rng.int(10000000, 99999999))],
  ];
  const right: [string, string][] = [
    ['Buyer', k.enPerson(rng)],
    ['Address', `${rng.pick(['Ballarat', 'Bendigo', 'Geelong'])} VIC`],
    ['Licence no.', String(rng.int(10000000, 99999999))],
  ];
  left.forEach(([a, b], i) => p.text(50, a, { size: 7.5, y: top + i * 26 }).text(50, b, { size: 10, y: top + i * 26 + 11 }));
  right.forEach(([a, b], i) => p.text(310, a, { size: 7.5, y: top + i * 26 }).text(310, b, { size: 10, y: top + i * 26 + 11 }));
  p.y = top + 90;
  const rows: [string, string][] = [
    ['Vehicle', `${built} ${k.named(v)}`],
    ['Registration / club permit', `${rng.int(10000, 99999)}H`],
    ['Odometer', `${num(rng.int(20000, 300000), 'en').slice(0, -3)} ${rng.pick(['miles (imperial gauge)', 'km'])}`],
    ['Date of sale', fd(date, 'uk')],
    ['Sale price', `$${num(price, 'en')} (private sale, no GST)`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(220, b, { size: 9.5 }).down(15);
  p.down(14);
  para(
    p,
    50,
    'The seller declares that the vehicle is free of encumbrances and that the odometer reading is, to the best of their knowledge, correct. Sold without roadworthy certificate on a club permit.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

/** A vintage tractor club's Wertgutachten: the appraiser with his club title, Zustandsnote, Marktwert and Wiederbeschaffungswert. */
export function traktorclubWertgutachten(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_DE);
  const built = k.buildYear(rng, v);
  const date = rng.date(2005, 2024);
  const grade = rng.pick(['2', '2-', '2+', '3', '3+']);
  const value = rng.int(40, 300) * 100;
  const appraiser = `${k.dePerson(rng)}, ${rng.pick(['Landmaschinenmechanikermeister', 'Kfz-Meister', 'Sachverständiger für historische Landtechnik'])}`;
  const club = `${rng.pick(['Bulldog-', 'Schlepper-', 'Traktoren-'])}Freunde ${rng.pick(['Hohenlohe', 'Allgäu', 'Emsland'])} e.V.`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, club, { size: 12, bold: true, align: 'center' }).down(14);
  p.text(297, 'Wertgutachten für einen historischen Schlepper', { size: 14, bold: true, align: 'center' }).down(30);
  const rows: [string, string][] = [
    ['Eigentümer', k.dePerson(rng)],
    ['Schlepper', `${k.named(v)}, Baujahr ${built}`],
    ['Betriebsstunden', `${num(rng.int(800, 9000), 'de').slice(0, -3)} (nicht nachprüfbar)`],
    ['Besichtigt am', fd(addDays(date, -rng.int(3, 30)), 'de')],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(180, b, { size: 9.5 }).down(15);
  p.down(10);
  p.text(50, 'Befund', { bold: true }).down(14);
  para(
    p,
    50,
    rng.pick([
      'Motor läuft ruhig, springt kalt gut an, Hydraulik hebt einwandfrei, Zapfwelle ohne Befund. Lack nachlackiert, Bereifung hinten neu.',
      'Glühkopf vorgewärmt gut startend, Kupplung trennt sauber, Blechteile mit leichten Dellen, Sitz neu gepolstert.',
      'Motor überholt laut Rechnung, Lenkung spielfrei, Reifen rissig, Kotflügel links geschweißt.',
    ]),
    95,
    { size: 9 },
  );
  p.down(10);
  p.box(50, p.y - 12, 240, 40);
  p.text(58, 'Zustandsnote', { size: 7.5 }).text(58, grade, { size: 14, bold: true, y: p.y + 16 });
  p.box(305, p.y - 12, 240, 40);
  p.text(313, 'Marktwert', { size: 7.5 }).text(313, `${num(value, 'de')} €`, { size: 14, bold: true, y: p.y + 16 });
  p.down(50);
  p.text(50, `${rng.pick(['Crailsheim', 'Kempten', 'Meppen'])}, ${fd(date, 'de')}`).down(30);
  p.text(50, appraiser, { size: 9.5 }).down(12).text(50, `Gutachter des ${club}`, { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** A sworn expert's Kurzgutachten for a classic motorcycle: Dipl.-Ing. (FH), Wiederbeschaffungswert, Zustand in words. */
export function motorradKurzgutachten(rng: Random): Generated {
  const v = rng.pick(k.MOTORCYCLES);
  const built = k.buildYear(rng, v);
  const date = rng.date(1995, 2024);
  const cond = rng.pick(['gut', 'sehr gut', 'befriedigend', 'restauriert, sehr gut']);
  const value = rng.int(25, 240) * 100;
  const cur = Number(date.slice(0, 4)) < 2002 ? 'DM' : '€';
  const appraiser = `Dipl.-Ing. (FH) ${k.dePerson(rng)}`;
  const p = new PageBuilder();
  p.y = 55;
  p.text(545, `Ingenieurbüro ${appraiser.split(' ').pop()}`, { size: 12, bold: true, align: 'right' }).down(12);
  p.text(545, 'Öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeuge', { size: 7.5, align: 'right' });
  p.y = 120;
  p.text(50, `Kurzgutachten Nr. ${rng.int(100, 999)}/${date.slice(2, 4)}`, { size: 13, bold: true }).down(16);
  p.text(50, `zur Wertermittlung eines Kraftrads – ${fd(date, 'delong')}`, { size: 9.5 }).down(24);
  const rows: [string, string][] = [
    ['Auftraggeber', k.dePerson(rng)],
    ['Fabrikat / Typ', k.named(v)],
    ['Baujahr', String(built)],
    ['Laufleistung (abgelesen)', `${num(rng.int(5000, 90000), 'de').slice(0, -3)} km`],
    ['Gesamtzustand', cond],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9.5 }).text(200, b, { size: 9.5 }).down(15);
  p.down(10);
  para(
    p,
    50,
    'Das Kraftrad wurde in trockenem Zustand bei Tageslicht besichtigt und probegefahren. Rahmen, Gabel und Schwinge ohne Verzug; Motor und Getriebe ohne Ölverlust; Vergaser, Kette und Ritzel in gutem Zustand.',
    95,
    { size: 9 },
  );
  p.down(10);
  p.text(50, `Wiederbeschaffungswert: ${num(value, 'de')} ${cur}`, { size: 12, bold: true }).down(30);
  p.text(50, appraiser, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

/** A British vintage tractor club's valuation certificate for insurance: the club valuer, condition, agreed value. */
export function tractorClubValuation(rng: Random): Generated {
  const v = rng.pick(k.TRACTORS_UK);
  const built = k.buildYear(rng, v);
  const date = rng.date(2003, 2024);
  const cond = rng.pick(['Good', 'Very good', 'Fair', 'Excellent (restored)']);
  const value = rng.int(20, 160) * 100;
  const valuer = `${k.enPerson(rng)}, Club Valuation Officer`;
  const club = `${rng.pick(['Lincolnshire', 'Wessex', 'Fenland'])} Vintage Tractor Club`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, club, { size: 14, bold: true, serif: true, align: 'center' }).down(14);
  p.text(297, 'VALUATION CERTIFICATE', { size: 11, serif: true, align: 'center' }).down(34);
  const rows: [string, string][] = [
    ['Member', `${k.enPerson(rng)} (no. ${rng.int(100, 2999)})`],
    ['Tractor', `${built} ${k.named(v)}`],
    ['Registration', `${letters3(rng)} ${rng.int(100, 999)}`],
    ['Serial number', String(rng.int(10000, 499999))],
    ['Condition', cond],
    ['Valuation for agreed value insurance', `£${num(value, 'en')}`],
    ['Date', fd(date, 'uk')],
  ];
  for (const [a, b] of rows) p.text(60, a, { size: 10, serif: true }).text(290, b, { size: 10, serif: true }).down(17);
  p.down(14);
  para(
    p,
    60,
    'This valuation is given in good faith on the basis of an inspection of the tractor and photographs supplied. It is valid for twelve months for insurance purposes only.',
    90,
    { serif: true, size: 9 },
  );
  p.down(18);
  p.text(60, valuer, { serif: true, size: 10 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
const letters3 = (rng: Random) => Array.from({ length: 3 }, () => rng.pick([...'ABCDEFGHJKLMNPRSTUVWXY'])).join('');

/** A Wisconsin appraiser's letter for a Model T truck or a Harley: fair market value, grade, an inspection date apart. */
export function usAppraisalLetter(rng: Random): Generated {
  const v = rng.pick([...k.US_TRUCKS, ...k.MOTORCYCLES.filter((x) => x.make === 'Harley-Davidson')]);
  const built = k.buildYear(rng, v);
  const date = rng.date(2000, 2024);
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#3+ Good', '#4 Fair']);
  const value = rng.int(60, 600) * 50;
  const appraiser = `${k.enPerson(rng)}, ${rng.pick(['ASA', 'AAA', 'ISA CAPP'])}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, `${appraiser.split(',')[0].split(' ').pop()} Vehicle Appraisals`, { size: 14, bold: true }).down(12);
  p.text(50, `${rng.pick(['Madison', 'Oshkosh', 'Stevens Point'])}, Wisconsin`, { size: 8.5 });
  p.y = 120;
  p.text(50, fd(date, 'uslong')).down(24);
  p.text(50, `To: ${k.enPerson(rng)}`)
    .down(13)
    .text(50, `Re: ${built} ${k.named(v)}`)
    .down(24);
  para(
    p,
    50,
    `At your request I inspected the above vehicle on ${fd(addDays(date, -rng.int(2, 20)), 'uslong')}. The vehicle is ${rng.pick(['an older restoration, well kept', 'a largely original survivor', 'a recent frame-off restoration'])}; ${rng.pick(['the engine starts readily and runs smoothly', 'the drivetrain is sound', 'paint shows minor chips'])}. I grade it ${grade} on the usual six-point scale.`,
    95,
    { size: 10 },
  );
  p.down(10);
  p.text(50, `In my opinion its fair market value is $${num(value, 'en')}.`, { size: 11, bold: true }).down(30);
  p.text(50, 'Respectfully submitted,').down(30);
  p.text(50, appraiser);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}
