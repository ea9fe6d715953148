/** Valuations written as letters: the expert's opinion of value and the condition in sentences. */
import { addDays, doc, fd, num } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { deLong, wordsDe, deName, deStreet, digits, enName, enStreet, letter, letters, ordUk, theOf } from './kit';

/** A German Sachverständiger's Kurzgutachten in letter form (1988–2024): Zustandsnote with its word, Marktwert. */
export function kurzgutachtenBrief(rng: Random): Generated {
  const date = rng.date(1988, 2024);
  const seen = addDays(date, -rng.int(2, 12));
  const c = deName(rng);
  const euro = date >= '2002';
  const cur = euro ? 'EUR' : 'DM';
  const [note, word] = rng.pick([
    ['2', 'gut'],
    ['2-', 'gut'],
    ['3', 'gebraucht'],
    ['1-', 'sehr gut'],
    ['2+', 'sehr gut'],
  ] as const);
  const value = rng.int(8, 120) * (euro ? 500 : 1000);
  const expert = `Dipl.-Ing. ${deName(rng).full}`;
  const p = letter({
    head: {
      align: 'right',
      lines: [
        expert,
        'Öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeugschäden und -bewertung',
        `${deStreet(rng)} · ${digits(rng, 5)} ${rng.pick(['Karlsruhe', 'Mannheim', 'Heidelberg', 'Pforzheim'])}`,
      ],
      big: 12,
    },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['Bruchsal', 'Weinheim', 'Speyer', 'Rastatt'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Gutachten-Nr.', `${date.slice(0, 4)}/${digits(rng, 3)}`],
        ['Besichtigung', fd(seen, 'de')],
        ['Datum', fd(date, 'de')],
      ],
    },
    subject: [
      `Kurzgutachten zur Wertermittlung — ${rng.pick(['Mercedes-Benz 220 SEb Coupé', 'BMW 2000 CS', 'Porsche 356 C', 'VW Typ 3 Variant', 'Opel Rekord C Coupé'])}`,
    ],
    salutation: `${c.greet},`,
    size: 9.5,
    body: [
      `in Ihrem Auftrag habe ich das oben genannte Fahrzeug am ${deLong(seen)} in ${rng.pick(['Ihrer Garage', 'meinem Büro', 'der Werkstatt Ihres Vertrauens'])} besichtigt und probegefahren. Der Tachostand betrug ${num(rng.int(20, 190) * 1000 + rng.int(0, 999), 'de').slice(0, -3)} km.`,
      'Die Karosserie ist weitgehend rostfrei, die Spaltmaße sind gleichmäßig, der Lack zeigt an einigen Stellen leichte Polierspuren. Der Innenraum ist original und gepflegt, Motor und Getriebe arbeiten unauffällig, die Bremsen ziehen gleichmäßig. Fahrzeugbrief und eine lückenlose Rechnungshistorie lagen vor.',
      `Den Gesamtzustand bewerte ich mit der Note ${note} (${word}). Unter Berücksichtigung der aktuellen Marktlage ermittle ich einen Marktwert von ${num(value, 'de')} ${cur} (in Worten: ${wordsDe(value)} ${euro ? 'Euro' : 'Deutsche Mark'}).`,
      'Dieses Kurzgutachten ersetzt kein vollständiges Wertgutachten; es ist zur Vorlage bei Ihrer Versicherung bestimmt.',
    ],
    closing: ['Mit freundlichen Grüßen'],
    signer: [expert, 'Sachverständiger'],
    footer: [
      `Bestellt durch die IHK ${rng.pick(['Karlsruhe', 'Rhein-Neckar'])} · Steuer-Nr. ${digits(rng, 5)}/${digits(rng, 5)} · Volksbank Kto. ${digits(rng, 8)}`,
    ],
  });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** A Swiss Veteranen-Experte's letter (1992–2024): condition in a word, the Verkehrswert in CHF in a sentence. */
export function expertenBriefCH(rng: Random): Generated {
  const date = rng.date(1992, 2024);
  const c = deName(rng);
  const word = rng.pick(['sehr gut', 'gut', 'befriedigend', 'ausgezeichnet']);
  const value = rng.int(15, 180) * 1000;
  const expert = `${rng.pick(['Hansruedi', 'Peter', 'Marcel'])} ${rng.pick(['Zürcher', 'Gisler', 'Bachmann'])}`;
  const p = letter({
    head: {
      align: 'left',
      lines: [
        `${expert} · Fahrzeugexperte`,
        `Expertisen für Veteranenfahrzeuge · Mitglied ${rng.pick(['SHVF', 'FIVA-Kommission'])}`,
        `${deStreet(rng).replace('ß', 'ss')}, ${rng.pick(['6300 Zug', '3600 Thun', '9000 St. Gallen'])}`,
      ],
      big: 13,
      rule: true,
    },
    to: [c.anrede === 'Frau' ? 'Frau' : 'Herr', c.full, deStreet(rng).replace('ß', 'ss'), `${digits(rng, 4)} ${rng.pick(['Cham', 'Spiez', 'Wil'])}`],
    toX: 320,
    date: `${rng.pick(['Zug', 'Thun', 'St. Gallen'])}, ${deLong(date)}`,
    subject: ['Bewertung Ihres Fahrzeugs'],
    salutation: `${c.greet.replace('ß', 'ss')}`,
    body: [
      `Besten Dank für Ihren Auftrag. Ich habe Ihren ${rng.pick(['Lancia Aurelia B20 GT', 'Mercedes-Benz 300 SL Roadster', 'Austin-Healey 100/4', 'Porsche 911 Carrera RS 2.7'])} (Stamm-Nr. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}) eingehend geprüft. Das Fahrzeug ist in einem ${word}en Gesamtzustand; die Restaurierung ist fachgerecht ausgeführt und dokumentiert.`,
      `Der Zustand wird von mir als «${word}» eingestuft. Den Verkehrswert des Fahrzeugs schätze ich per ${deLong(date)} auf CHF ${num(value, 'ch').slice(0, -3)}.–. Dieser Wert kann Ihrer Versicherung als vereinbarter Wert dienen.`,
      'Die Rechnung für meine Bemühungen liegt bei.',
    ],
    closing: ['Freundliche Grüsse'],
    signer: [expert],
    after: ['Beilage: Rechnung, Fotodokumentation (12 Bilder)'],
  });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** An American appraiser's letter (1978–2020): "In my opinion the fair market value … is $42,500". */
export function usAppraiserLetter(rng: Random): Generated {
  const date = rng.date(1978, 2020);
  const c = enName(rng);
  const word = rng.pick(['Excellent', 'Very Good', 'Good', 'Fair']);
  const value = rng.int(8, 160) * 500;
  const appraiser = `${enName(rng).full}, ${rng.pick(['ASA', 'AAA', 'Senior Appraiser'])}`;
  const car = rng.pick([
    '1957 Ford Thunderbird',
    '1932 Ford Model B Roadster',
    '1967 Chevrolet Corvette 427',
    '1940 Packard 180 Darrin',
    '1970 Plymouth Barracuda',
  ]);
  const p = letter({
    head: {
      align: 'center',
      lines: [
        `${rng.pick(['Keystone', 'Lone Star', 'Great Lakes', 'Pacific Coast'])} Auto Appraisals`,
        `Classic, Antique & Special Interest Vehicles · ${enStreet(rng)}, ${rng.pick(['Allentown, PA', 'Austin, TX', 'Grand Rapids, MI', 'Sacramento, CA'])}`,
      ],
      big: 15,
    },
    to: [`${c.title}. ${c.full}`, enStreet(rng), rng.pick(['Bethlehem, PA 18015', 'Round Rock, TX 78664', 'Holland, MI 49423', 'Davis, CA 95616'])],
    date: fd(date, 'uslong'),
    subject: [`Appraisal of ${car}, VIN ${letters(rng, 1)}${digits(rng, 1)}${letters(rng, 2)}${digits(rng, 6)}`],
    salutation: `Dear ${c.title}. ${c.last}:`,
    body: [
      `At your request I inspected the above vehicle at your residence on ${fd(addDays(date, -rng.int(1, 9)), 'uslong')}. The car was examined inside and out, on a lift, and was driven approximately ${rng.int(3, 15)} miles.`,
      `The body and paint are straight with no visible filler; chrome and trim are show quality with minor pitting on the rear bumper. The interior is correct in material and pattern. The engine starts readily, holds oil pressure and runs at normal temperature. Overall I grade the vehicle's condition as ${word}.`,
      `In my opinion the fair market value of this vehicle as of ${fd(date, 'uslong')} is $${num(value, 'en')}. This figure is based on recent sales of comparable vehicles and on my experience, and is intended for insurance purposes.`,
      'I have no present or prospective interest in the vehicle, and my fee is not contingent upon the value reported.',
    ],
    closing: ['Respectfully submitted,'],
    signer: [appraiser],
    after: ['Enclosures: 24 photographs'],
  });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: word });
}

/** A UK club valuation officer's letter (1985–2024) for agreed-value insurance. */
export function ukClubValuationLetter(rng: Random): Generated {
  const date = rng.date(1985, 2024);
  const c = enName(rng);
  const word = rng.pick(['Very good', 'Good', 'Excellent', 'Concours']);
  const value = rng.int(6, 90) * 500;
  const club = `The ${rng.pick(['Riley Register', 'Alvis Owner Club', 'Sunbeam Talbot Darracq Register', 'Rover P4 Drivers Guild', 'Triumph Razoredge Owners Club'])}`;
  const officer = enName(rng);
  const p = letter({
    head: {
      align: 'left',
      lines: [club, `Valuation Officer: ${officer.full}, ${enStreet(rng)}, ${rng.pick(['Kenilworth', 'Ashby-de-la-Zouch', 'Tewkesbury'])}`],
      big: 14,
      serif: true,
      rule: true,
    },
    to: [c.formal, enStreet(rng), rng.pick(['Stratford-upon-Avon', 'Melton Mowbray', 'Evesham'])],
    refs: { kind: 'lines', lines: [`Membership no. ${digits(rng, 4)}`, `Date: ${ordUk(date)}`] },
    serif: true,
    salutation: `${c.greet},`,
    body: [
      `Thank you for the photographs and the description of your ${rng.pick(['1934 Riley Nine Lynx', '1950 Alvis TA 14', '1953 Sunbeam-Talbot 90', '1956 Rover 90', '1949 Triumph 2000 Renown'])}, registration ${letters(rng, 3)} ${rng.int(1, 999)}, which I have studied together with the notes of my visit on ${theOf(addDays(date, -rng.int(5, 30)))}.`,
      `I would describe the car's overall condition as ${word.toLowerCase()}, with sound bodywork, a tidy interior and a well-maintained engine. On that basis the Club is happy to support an agreed value of £${num(value, 'en')}, and you may quote this letter to your insurers.`,
      'The valuation is valid for three years from the date of this letter, provided the car remains in its present condition.',
    ],
    closing: ['With best wishes,', 'Yours sincerely,'],
    signer: [officer.full, 'Valuation Officer'],
    after: ["P.S. Do remember the Club's annual rally in June — entry forms are in the current magazine."],
  });
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: officer.full,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: word.toLowerCase(),
  });
}
