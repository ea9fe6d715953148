/** Titles and sales in letters: a registry's or bank's letter about the title, dealers' and private sellers' letters. */
import { addDays, doc, fd, num, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { atLong, deLong, deName, deStreet, digits, dm, enName, enStreet, letter, letters, ordUk, ordUs, theOf, wordsEn } from './kit';

// ---- titles ----

/** A Zulassungsstelle sends an Ersatz-Fahrzeugbrief (1968–2004): its number, issue date and the Fahrgestellnummer. */
export function ersatzbriefSchreiben(rng: Random): Generated {
  const issued = rng.date(1968, 2004);
  const date = addDays(issued, rng.int(0, 3));
  const c = deName(rng);
  const vin = rng
    .pick([
      `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
      `${digits(rng, 3)}${digits(rng, 2)}${digits(rng, 2)}${digits(rng, 6)}`,
      `WBA${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 7)}`,
    ])
    .replace(/ /g, '');
  const brief = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [`Der Oberkreisdirektor des Kreises ${rng.pick(['Steinfurt', 'Warendorf', 'Soest', 'Coesfeld'])}`, 'Straßenverkehrsamt — Zulassungsstelle'],
      big: 12,
      serif: true,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Rheine', 'Ahlen', 'Lippstadt', 'Dülmen'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Ihr Schreiben vom', fd(addDays(issued, -rng.int(10, 30)), 'de')],
        ['Aktenzeichen', `36.2-${digits(rng, 4)}`],
        ['Auskunft erteilt', deName(rng).last],
        ['Datum', fd(date, 'de')],
      ],
    },
    serif: true,
    subject: ['Ausstellung eines Ersatz-Fahrzeugbriefes'],
    salutation: `${c.greet}!`,
    body: [
      `Nachdem der ursprüngliche Fahrzeugbrief für Ihr Fahrzeug im Bundesverkehrsblatt für ungültig erklärt worden ist, wurde am ${deLong(issued)} ein Ersatz-Fahrzeugbrief mit der Nummer ${brief} ausgestellt.`,
      `Der Brief ist für das Fahrzeug mit der Fahrgestellnummer ${vin} ausgefertigt und auf Ihren Namen als Halter eingetragen. Er liegt diesem Schreiben bei. Bitte bewahren Sie ihn sorgfältig und nicht im Fahrzeug auf.`,
    ],
    closing: ['Hochachtungsvoll', 'Im Auftrag'],
    signGap: 22,
    signer: [deName(rng).full],
    after: ['Anlage: 1 Fahrzeugbrief'],
  });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** A bank returns the Kfz-Brief after the loan is repaid (1962–1999): the brief's issue date and the chassis number. */
export function bankBriefFreigabe(rng: Random): Generated {
  const issued = rng.date(1962, 1994);
  const date = addDays(issued, rng.int(400, 1600));
  const c = deName(rng);
  const vin = `${digits(rng, 3)}${digits(rng, 3)}${digits(rng, rng.int(4, 7))}`;
  const bank = `${rng.pick(['Kreissparkasse', 'Volksbank', 'Raiffeisenbank'])} ${rng.pick(['Biberach', 'Göppingen', 'Reutlingen', 'Tübingen'])}`;
  const p = letter({
    head: { align: 'right', lines: [bank, 'Kreditabteilung', `${deStreet(rng)}`], big: 14 },
    sender: `${bank} · ${deStreet(rng)}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Riedlingen', 'Geislingen', 'Metzingen', 'Rottenburg'])}`],
    refs: { kind: 'lines', right: false, lines: [`Kredit-Nr. ${digits(rng, 8)}          ${fd(date, 'de')}`] },
    subject: ['Rückgabe des Kraftfahrzeugbriefes'],
    salutation: `${c.greet},`,
    body: [
      `Ihr Anschaffungsdarlehen ist mit der letzten Rate vollständig zurückgezahlt. Wir geben Ihnen daher den zur Sicherheit übereigneten Kraftfahrzeugbrief zurück.`,
      `Es handelt sich um den am ${deLong(issued)} ausgefertigten Brief für Ihren ${rng.pick(['Mercedes-Benz 200', 'Opel Commodore A', 'Ford Granada', 'VW 411 LE'])}, Fahrgestell-Nr. ${vin}. Die Sicherungsübereignung ist damit erloschen; weitere Rechte an dem Fahrzeug machen wir nicht geltend.`,
      'Wir danken Ihnen für die stets pünktliche Zahlung und stehen Ihnen auch künftig gerne zur Verfügung.',
    ],
    closing: ['Mit freundlichen Grüßen', bank],
    signer: [`${deName(rng).last}          ${deName(rng).last}`],
    after: ['Anlage: Kraftfahrzeugbrief (per Einschreiben)'],
  });
  return doc(p, 'de', { documentType: 'title', date: issued, vin });
}

/** A PennDOT letter (1985–2020): the certificate of title number, the date it was issued and the VIN in prose. */
export function pennDotTitleLetter(rng: Random): Generated {
  const issued = rng.date(1985, 2020);
  const c = enName(rng);
  const year = rng.int(1955, 1979);
  const vin = rng.pick([
    `${rng.int(1, 9)}${letters(rng, 1)}${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 6)}`,
    `${letters(rng, 1)}${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 6)}`,
  ]);
  const titleNo = `${digits(rng, 8)}${digits(rng, 1)}-${digits(rng, 2)}`;
  const p = letter({
    head: {
      align: 'center',
      lines: ['Commonwealth of Pennsylvania', 'Department of Transportation · Bureau of Motor Vehicles', 'P.O. Box 68597, Harrisburg, PA 17106'],
      big: 13,
    },
    to: [c.full.toUpperCase(), enStreet(rng).toUpperCase(), rng.pick(['HERSHEY PA 17033', 'LANCASTER PA 17603', 'STATE COLLEGE PA 16801'])],
    date: fd(addDays(issued, rng.int(2, 9)), 'uslong'),
    dateAlign: 'left',
    subject: [`RE: ${year} ${rng.pick(['CHEVROLET', 'FORD', 'PLYMOUTH', 'STUDEBAKER'])} — TITLE APPLICATION`],
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `Your application for a Pennsylvania Certificate of Title has been processed. Certificate of Title number ${titleNo} was issued in your name on ${fd(issued, 'uslong')} for the vehicle bearing Vehicle Identification Number ${vin}.`,
      'The certificate is being mailed separately. Because the vehicle was previously titled in another state, the out-of-state title you surrendered has been retained by this Department.',
      'If any information on the certificate is incorrect, please return it with a written explanation within 30 days.',
    ],
    closing: ['Sincerely,'],
    signGap: 18,
    signer: ['Title Section', 'Bureau of Motor Vehicles'],
  });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

/** A US bank's lien release letter (1958–1990) returning the title: the title's issue date and serial number. */
export function lienReleaseLetter(rng: Random): Generated {
  const issued = rng.date(1958, 1986);
  const date = addDays(issued, rng.int(300, 1400));
  const c = enName(rng);
  const vin = `${letters(rng, 1)}${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 6)}`;
  const bank = `${rng.pick(['First National Bank', 'Farmers & Merchants Bank', 'Citizens Savings Bank'])} of ${rng.pick(['Columbus', 'Springfield', 'Mansfield'])}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [bank, 'Installment Loan Department', `${enStreet(rng)} · ${rng.pick(['Columbus 15, Ohio', 'Springfield, Illinois', 'Mansfield, Ohio'])}`],
      big: 14,
      serif: true,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['Worthington, Ohio', 'Decatur, Illinois', 'Ashland, Ohio'])],
    date: ordUs(date),
    serif: true,
    subject: [`Loan No. ${digits(rng, 5)}-${digits(rng, 2)}`],
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `We are pleased to inform you that your automobile loan has been paid in full. Enclosed is the Certificate of Title for your ${rng.pick(['Chevrolet Impala', 'Ford Galaxie 500', 'Pontiac Bonneville', 'Dodge Coronet'])}, serial number ${vin}, issued on ${fd(issued, 'uslong')}, with our lien released on its face.`,
      'Please keep the title in a safe place. Should you sell the car, the title will be needed to transfer ownership.',
      'Thank you for letting us be of service.',
    ],
    closing: ['Very truly yours,'],
    signer: [enName(rng).full, 'Assistant Cashier'],
    after: ['Enc.'],
  });
  return doc(p, 'en', { documentType: 'title', date: issued, vin });
}

// ---- purchases ----

/** A dealer's Verkaufsbestätigung (1974–2001): "Hiermit bestätigen wir den Verkauf … zum Preis von DM …". */
export function verkaufsBestaetigung(rng: Random): Generated {
  const date = rng.date(1974, 2001);
  const c = deName(rng);
  const car = rng.pick(['Mercedes-Benz 280 SL (W 113)', 'Porsche 911 S 2.4', 'BMW 3.0 CSi', 'Jaguar E-Type V12 Roadster', 'Alfa Romeo Montreal']);
  const price = rng.int(12, 95) * 500;
  const deposit = rng.int(1, 4) * 1000;
  const shop = `${rng.pick(['Sportwagen', 'Automobile', 'Klassik-Automobile'])} ${rng.pick(['Brenner', 'von Hagen', 'Lindner'])} GmbH`;
  const p = letter({
    head: {
      align: 'left',
      lines: [shop, 'An- und Verkauf klassischer Automobile', `${deStreet(rng)} · ${digits(rng, 4)} ${rng.pick(['Düsseldorf', 'Hamburg', 'München'])}`],
      big: 14,
      rule: true,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Essen', 'Lübeck', 'Freising'])}`],
    refs: { kind: 'lines', right: true, lines: [`${rng.pick(['Düsseldorf', 'Hamburg', 'München'])}, ${fd(addDays(date, rng.int(0, 2)), 'de')}`] },
    subject: [`Verkaufsbestätigung ${car}`],
    salutation: `${c.greet},`,
    body: [
      `hiermit bestätigen wir den Verkauf des ${car}, Fahrgestell-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}.${digits(rng, 6)}, an Sie zum Preis von DM ${dm(price)} am ${deLong(date)}.`,
      `Auf den Kaufpreis haben Sie eine Anzahlung von DM ${dm(deposit)} geleistet. Der Restbetrag von DM ${dm(price - deposit)} ist bei Übergabe des Fahrzeugs fällig. Das Fahrzeug wird wie besichtigt und probegefahren unter Ausschluss jeder Gewährleistung verkauft; der Kilometerstand ist nicht garantiert.`,
      'Fahrzeugbrief und Schlüssel erhalten Sie nach Eingang des vollständigen Kaufpreises.',
    ],
    closing: ['Mit freundlichen Grüßen', shop],
    signer: [deName(rng).full, 'Geschäftsführer'],
    footer: [`Deutsche Bank AG · Kto. ${digits(rng, 7)} · BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} · HRB ${digits(rng, 5)}`],
  });
  return doc(p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** A private seller's Kaufbestätigung in letter form, Austria (1986–2020), Schilling or euro in words and figures. */
export function kaufbestaetigungPrivatAT(rng: Random): Generated {
  const date = rng.date(1986, 2020);
  const euro = date >= '2002';
  const seller = deName(rng);
  const buyer = deName(rng);
  const price = euro ? rng.int(3, 60) * 500 : rng.int(30, 400) * 1000;
  const cur = euro ? 'EUR' : 'S';
  const town = rng.pick(['Krems an der Donau', 'Wiener Neustadt', 'Bad Ischl', 'Feldkirch']);
  const p = letter({
    head: { align: 'left', lines: [seller.full, `${deStreet(rng)}, ${town}`], big: 12 },
    to: [buyer.anrede, buyer.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Tulln', 'Gmunden', 'Dornbirn', 'Eisenstadt'])}`],
    date: `${town}, am ${atLong(date)}`,
    subject: ['Bestätigung über den Verkauf meines Fahrzeugs'],
    salutation: `${buyer.greet},`,
    body: [
      `wie heute vereinbart, bestätige ich Ihnen, dass ich Ihnen meinen ${rng.pick(['Puch 500 D', 'VW Käfer 1303 Cabrio', 'Mercedes 200 D (W 115)', 'Fiat 850 Spider'])}, Fahrgestellnummer ${digits(rng, 7)}, am ${atLong(date)} verkauft habe. Der Kaufpreis beträgt ${cur} ${num(price, 'de')} und wurde heute in bar bezahlt.`,
      'Das Fahrzeug wird wie besichtigt und probegefahren verkauft. Ich versichere, dass es unfallfrei ist, soweit mir bekannt, und dass es mein Eigentum ist. Typenschein, Serviceheft und zwei Schlüssel habe ich Ihnen übergeben.',
    ],
    closing: ['Mit freundlichen Grüßen'],
    signer: [seller.full],
  });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller.full, saleDate: date, purchasePrice: price });
}

/** A British dealer's letter confirming a sale with a part exchange (1972–2005). */
export function ukDealerSaleLetter(rng: Random): Generated {
  const date = rng.date(1974, 2005);
  const c = enName(rng);
  const car = rng.pick(['Jaguar XK 150 Drophead Coupé', 'Aston Martin DB4', 'Bristol 403', 'Frazer Nash Le Mans Replica', 'AC Aceca']);
  const price = rng.int(8, 120) * 250;
  const px = rng.int(1, 20) * 250;
  const shop = `${rng.pick(['Hexagon', 'Coys', 'Chequered Flag', 'Cheyne Walk'])} ${rng.pick(['of Highgate', 'of Kensington', 'Motors'])} Ltd`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        'Specialists in Thoroughbred Cars',
        `${enStreet(rng)}, London ${letters(rng, 1)}${rng.int(1, 20)} · Telephone 01-${digits(rng, 3)} ${digits(rng, 4)}`,
      ],
      serif: true,
      big: 17,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Sevenoaks', 'Henley-on-Thames', 'Marlow', 'Beaconsfield'])],
    date: ordUk(date),
    serif: true,
    salutation: `${c.greet},`,
    subject: [car],
    body: [
      `Further to our meeting on ${theOf(date)}, we write to confirm your purchase of the above car, chassis number ${letters(rng, 1)}${digits(rng, 5)}, at the agreed price of £${num(price, 'en')}.`,
      `Against this price we have agreed to take your ${rng.pick(['Rover 3500', 'Volvo 240 estate', 'Daimler Sovereign', 'Ford Granada Ghia'])} in part exchange at an allowance of £${num(px, 'en')}, leaving a balance of £${num(price - px, 'en')} to be paid by banker's draft on collection.`,
      'The car will be serviced and presented with a fresh MOT certificate. We look forward to seeing you on the day of collection.',
    ],
    closing: ['Yours sincerely,'],
    signer: [enName(rng).full, 'Sales Director'],
    footer: [`Registered Office as above · Registered in England No. ${digits(rng, 6)} · VAT Reg. No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`],
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** An American private seller's letter to the buyer (1962–2012), the price in words and figures. */
export function usPrivateSaleLetter(rng: Random): Generated {
  const date = rng.date(1962, 2012);
  const seller = enName(rng);
  const buyer = enName(rng);
  const price = rng.int(6, 120) * 250;
  const year = Number(date.slice(0, 4)) - rng.int(15, 40);
  const p = letter({
    head: { align: 'right', lines: [seller.full, enStreet(rng), rng.pick(['Boise, Idaho 83702', 'Bend, Oregon 97701', 'Missoula, Montana 59801'])], big: 11 },
    to: [buyer.full, enStreet(rng), rng.pick(['Spokane, Washington 99201', 'Eugene, Oregon 97401', 'Billings, Montana 59101'])],
    date: ordUs(date),
    dateAlign: 'left',
    salutation: `Dear ${buyer.first},`,
    body: [
      `As promised, here is a letter for your records. On ${fd(date, 'uslong')} I sold you my ${year} ${rng.pick(['Chevrolet pickup', 'Ford Thunderbird', 'Studebaker Hawk', 'Buick Riviera'])}, VIN ${letters(rng, 1)}${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 6)}, for ${wordsEn(price, false)} dollars ($${num(price, 'en')}), paid in full by cashier's check.`,
      'It is sold as is, with no warranty expressed or implied. I have signed the title over to you and enclosed the old registration and the service receipts I had.',
      'I hope it gives you as many good years as it gave me.',
    ],
    closing: ['Best regards,'],
    signGap: 22,
    signer: [seller.full],
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller.full, saleDate: date, purchasePrice: price });
}

/** An Australian classic dealer's letter confirming a sale (1995–2024), stamp duty named apart from the price. */
export function auDealerSaleLetter(rng: Random): Generated {
  const date = rng.date(1995, 2024);
  const c = enName(rng);
  const price = rng.int(20, 240) * 500;
  const duty = r2(price * 0.03);
  const shop = `${rng.pick(['Shannons', 'Southern Classics', 'Heritage Motor', 'Eastern Creek'])} Classic Cars`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        shop,
        `Dealer Licence MD${digits(rng, 5)} · ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
        `${enStreet(rng)}, ${rng.pick(['Moorabbin VIC 3189', 'Brookvale NSW 2100', 'Osborne Park WA 6017'])}`,
      ],
      big: 14,
    },
    to: [`${c.title} ${c.full}`, enStreet(rng), rng.pick(['Frankston VIC 3199', 'Gosford NSW 2250', 'Mandurah WA 6210'])],
    refs: { kind: 'lines', right: true, lines: [fd(date, 'uk'), `Stock no. ${digits(rng, 4)}`] },
    subject: ['Confirmation of sale'],
    salutation: `${c.greet},`,
    body: [
      `Thank you for your purchase. This letter confirms that on ${ordUk(date)} you bought from us the ${rng.pick(['1970 Ford XW Falcon GT', '1964 Jaguar S-Type', '1977 Holden HX Sandman', '1959 Chevrolet Impala (RHD conversion)'])} for a purchase price of $${num(price, 'en')}, inclusive of GST.`,
      `Transfer of registration and stamp duty (about $${num(duty, 'en')}) are your responsibility and are not included in the price. A 14-day cooling-off period does not apply to this sale as the vehicle is more than 25 years old.`,
    ],
    closing: ['Kind regards,'],
    signer: [enName(rng).full, 'Licensed Motor Car Trader'],
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}
