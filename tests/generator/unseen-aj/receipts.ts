/** Receipts in prose: "Erhalten von … den Betrag von …", "Received from … the sum of …", acknowledgement letters. */
import { addDays, doc, fd, num, r2 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { atLong, cap, deLong, deName, deStreet, digits, dm, enName, enStreet, letter, ordUk, theOf, wordsDe, wordsEn } from './kit';

/** A private seller's handwritten-style Quittung (1958–1998), DM with the amount in words. */
export function privatQuittung(rng: Random): Generated {
  const date = rng.date(1958, 1998);
  const seller = deName(rng);
  const buyer = deName(rng);
  const amount = rng.int(3, 90) * 10;
  const item = rng.pick([
    'einen gebrauchten Zylinderkopf für VW Käfer 1200',
    'vier Stahlfelgen 4½ J x 15 mit Radkappen',
    'ein Hardtop für Mercedes 190 SL, unlackiert',
    'einen Satz Werkstatthandbücher Opel Kapitän',
    'zwei Solex-Vergaser 32 PDSIT, überholt',
  ]);
  const town = rng.pick(['Bamberg', 'Schweinfurt', 'Coburg', 'Hof']);
  const p = letter({
    head: { align: 'left', lines: [seller.full, `${deStreet(rng)}, ${town}`], big: 12, serif: true },
    to: [],
    serif: true,
    size: 11,
    subject: ['Quittung'],
    body: [
      `Erhalten von ${buyer.anrede === 'Frau' ? 'Frau' : 'Herrn'} ${buyer.full} für ${item} den Betrag von DM ${dm(amount)} (in Worten: ${wordsDe(amount)} Deutsche Mark) in bar.`,
      'Verkauft wie besichtigt unter Ausschluss jeder Gewährleistung.',
      { gap: 10 },
      `${town}, den ${deLong(date)}`,
    ],
    signGap: 26,
    signer: [`(${seller.full})`],
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: seller.full, date, totalCost: amount });
}

/** An Austrian parts dealer's Zahlungsbestätigung (2003–2022), euro with 20 % USt contained. */
export function teilehandelBestaetigung(rng: Random): Generated {
  const date = rng.date(2003, 2022);
  const c = deName(rng);
  const total = r2(rng.int(60, 1400) + rng.pick([0, 0.5, 0.9]));
  const vat = r2((total / 1.2) * 0.2);
  const shop = `Oldtimerteile ${rng.pick(['Haselbauer', 'Wimmer', 'Leitner'])} e.U.`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        shop,
        `${deStreet(rng)}, ${rng.pick(['4020 Linz', '5020 Salzburg', '3100 St. Pölten'])}`,
        `Tel. +43 ${digits(rng, 3)} ${digits(rng, 6)} · UID ATU${digits(rng, 8)}`,
      ],
      big: 13,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Wels', 'Hallein', 'Melk', 'Steyr'])}`],
    date: `${rng.pick(['Linz', 'Salzburg', 'St. Pölten'])}, ${atLong(date)}`,
    subject: ['Zahlungsbestätigung'],
    salutation: `${c.greet},`,
    body: [
      `hiermit bestätigen wir, am ${atLong(date)} von Ihnen den Betrag von EUR ${num(total, 'de')} in bar erhalten zu haben. Die Zahlung betrifft ${rng.pick(['eine Hinterachse Puch 500, überholt', 'einen Satz Chromstoßstangen für Steyr-Fiat 1100', 'Dichtungen und Gummiteile für Mercedes W 110 laut Liste', 'eine Lichtmaschine Bosch 6 V, instand gesetzt'])}.`,
      `Im Betrag sind 20 % Umsatzsteuer (EUR ${num(vat, 'de')}) enthalten. Die Ware wurde bei Zahlung übergeben.`,
      'Wir danken für Ihren Einkauf.',
    ],
    closing: ['Mit freundlichen Grüßen'],
    signer: [`${rng.pick(['Gerhard', 'Andrea', 'Markus'])} ${shop.split(' ')[1]}`],
    footer: [
      `Raiffeisenbank · IBAN AT${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} · Firmenbuch FN ${digits(rng, 6)}${'abcdx'[rng.int(0, 4)]}`,
    ],
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A towing firm's Empfangsbestätigung (1982–2001): towing and storage told in a sentence, the sum paid with VAT. */
export function abschleppEmpfang(rng: Random): Generated {
  const date = rng.date(1982, 2001);
  const c = deName(rng);
  const tow = rng.int(9, 30) * 10;
  const store = rng.int(1, 5) * 15;
  const net = tow + store;
  const rate = date < '1983' ? 13 : date < '1993' ? 14 : date < '1998' ? 15 : 16;
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  const shop = `Abschleppdienst ${rng.pick(['Kaiser', 'Strobel', 'Nagel'])} GmbH`;
  const p = letter({
    head: {
      align: 'center',
      lines: [
        shop,
        '24-Stunden-Bergung · Pannenhilfe · Verwahrplatz',
        `${deStreet(rng)} · ${digits(rng, 4)} ${rng.pick(['Kassel', 'Fulda', 'Marburg'])} · Tel. ${digits(rng, 4)}/${digits(rng, 5)}`,
      ],
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 4)} ${rng.pick(['Bad Hersfeld', 'Alsfeld', 'Eschwege'])}`],
    date: fd(date, 'de'),
    subject: ['Empfangsbestätigung'],
    salutation: `${c.greet},`,
    body: [
      `für das Abschleppen Ihres Fahrzeugs ${rng.pick(['Opel Manta B', 'Citroën 2 CV', 'BMW 1602', 'Audi 100 C1'])} von der ${rng.pick(['A 7', 'B 27', 'A 4', 'B 83'])} zu unserem Betriebshof berechnen wir DM ${dm(tow)}, für ${store / 15} Tag(e) Standgeld DM ${dm(store)}.`,
      `Zuzüglich ${rate} % MwSt. (DM ${num(vat, 'de')}) haben wir heute den Gesamtbetrag von DM ${num(total, 'de')} von Ihnen in bar erhalten. Das Fahrzeug wurde Ihnen am selben Tag ausgehändigt.`,
    ],
    closing: ['Mit freundlichen Grüßen', shop],
    signer: [`i. A. ${rng.pick(['Braun', 'Seitz', 'Heller'])}`],
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A British private receipt (1972–2005): "Received from Mr … the sum of … pounds (£…) for …". */
export function receivedFromUk(rng: Random): Generated {
  const date = rng.date(1972, 2005);
  const seller = enName(rng);
  const buyer = enName(rng);
  const amount = rng.int(4, 120) * 5;
  const item = rng.pick([
    'a set of five 60-spoke wire wheels',
    'one MGB gearbox with overdrive, ex-running car',
    'a Jaguar XK 120 hood frame',
    'two SU HS6 carburettors, reconditioned',
    'a Triumph TR3 hardtop',
  ]);
  const p = letter({
    head: { align: 'right', lines: [seller.full, enStreet(rng), rng.pick(['Malvern', 'Shrewsbury', 'Taunton', 'Kettering'])], big: 11, serif: true },
    to: [],
    serif: true,
    size: 11,
    date: ordUk(date),
    dateAlign: 'left',
    subject: ['RECEIPT'],
    body: [
      `Received from ${buyer.title} ${buyer.full} the sum of ${cap(wordsEn(amount))} pounds (£${num(amount, 'en')}) in cash, being full payment for ${item}.`,
      'Sold as seen, tried and approved, without warranty.',
    ],
    signGap: 28,
    signer: [`Signed: ${seller.full}`],
  });
  return doc(p, 'en', { documentType: 'receipt', shopName: seller.full, date, totalCost: amount });
}

/** A US storage barn's letter acknowledging payment (1990–2022). */
export function usStorageAcknowledgement(rng: Random): Generated {
  const date = rng.date(1990, 2022);
  const c = enName(rng);
  const months = rng.int(4, 7);
  const rate = rng.pick([75, 95, 125, 150]);
  const storage = months * rate;
  const charger = rng.chance(0.5) ? 40 : 0;
  const total = storage + charger;
  const shop = `${rng.pick(['Red Barn', 'Heritage', 'Prairie Wind', 'Stonewall'])} Classic Car Storage, LLC`;
  const p = letter({
    head: {
      align: 'left',
      lines: [shop, `${rng.int(100, 9999)} County Road ${rng.int(2, 60)} · ${rng.pick(['Elkhorn, WI 53121', 'Lebanon, OH 45036', 'Boone, IA 50036'])}`],
      big: 14,
      rule: true,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['Lake Geneva, WI 53147', 'Mason, OH 45040', 'Ames, IA 50010'])],
    date: fd(date, 'uslong'),
    subject: ['Re: Payment received — winter storage'],
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `This letter acknowledges receipt of your check no. ${digits(rng, 4)} in the amount of $${num(total, 'en')}, received ${fd(date, 'uslong')}. The payment covers indoor heated storage of your ${rng.pick(['1966 Lincoln Continental convertible', '1972 Chevrolet Chevelle SS', '1948 Packard Super Eight', '1959 Cadillac Eldorado Biarritz'])} for ${months} months at $${rate} per month${charger ? ', plus $40.00 for battery maintenance' : ''}.`,
      'Your account is paid in full. We will have the car washed and ready for pick-up on the date you gave us; please call a day ahead.',
    ],
    closing: ['Sincerely,'],
    signer: [`${rng.pick(['Barb', 'Linda', 'Tom'])} ${rng.pick(['Haugen', 'Schultz', 'Pruitt'])}`, 'Office Manager'],
  });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** An Australian car club's spares officer acknowledges a cheque (1985–2012). */
export function clubSparesReceipt(rng: Random): Generated {
  const date = rng.date(1985, 2012);
  const c = enName(rng);
  const goods = r2(rng.int(20, 240) + rng.pick([0, 0.5, 0.95]));
  const post = r2(rng.pick([6.5, 8.4, 11, 12.75]));
  const total = r2(goods + post);
  const club = `${rng.pick(['Austin Healey', 'MG Car', 'Morris Minor', 'Jaguar Drivers'])} Club of ${rng.pick(['Victoria', 'NSW', 'South Australia', 'Queensland'])}`;
  const officer = enName(rng);
  const p = letter({
    head: {
      align: 'center',
      lines: [
        club,
        `Spares Officer: ${officer.full} · PO Box ${rng.int(10, 999)}, ${rng.pick(['Ringwood VIC 3134', 'Parramatta NSW 2150', 'Unley SA 5061', 'Toowong QLD 4066'])}`,
      ],
      big: 14,
    },
    to: [c.full, enStreet(rng), rng.pick(['Ballarat VIC 3350', 'Orange NSW 2800', 'Mount Gambier SA 5290', 'Cairns QLD 4870'])],
    date: theOf(date).replace(/^the /, 'The '),
    dateAlign: 'left',
    salutation: `Dear ${c.first},`,
    body: [
      `Received with thanks your cheque for $${num(total, 'en')}, being $${num(goods, 'en')} for the parts on your order of ${ordUk(addDays(date, -rng.int(8, 20)))} and $${num(post, 'en')} for postage. The parcel went off by Australia Post today.`,
      'Please keep this letter as your receipt. Members are reminded that the club is not registered for GST.',
    ],
    closing: ['Yours in motoring,'],
    signer: [officer.full, 'Spares Officer'],
  });
  return doc(p, 'en', { documentType: 'receipt', shopName: club, date, totalCost: total });
}
