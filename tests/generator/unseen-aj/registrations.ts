/** Registry letters: the registration told in the covering letter (plate, document number, an expiry where it has one). */
import { addDays, doc, fd, num } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { deLong, deName, deStreet, digits, enName, enStreet, letter, letters, ordUk, theOf } from './kit';

/** A Landratsamt's letter on an H-Kennzeichen (2008–2024): plate and the ZB I number in the text. */
export function hKennzeichenSchreiben(rng: Random): Generated {
  const date = rng.date(2008, 2024);
  const c = deName(rng);
  const [kreis, code] = rng.pick([
    ['Landkreis Rosenheim', 'RO'],
    ['Landkreis Esslingen', 'ES'],
    ['Kreis Lippe', 'LIP'],
    ['Landkreis Harburg', 'WL'],
  ]);
  const plate = `${code}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}H`;
  const zb = `${letters(rng, 2)}${digits(rng, 7)}`;
  const fee = rng.pick([26.3, 30.2, 34.4]);
  const p = letter({
    head: { align: 'left', lines: [kreis, 'Landratsamt · Sachgebiet Zulassung und Fahrerlaubnis'], big: 13 },
    sender: `${kreis} · Zulassungsstelle · ${deStreet(rng)}`,
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${rng.pick(['Prien', 'Nürtingen', 'Detmold', 'Buchholz'])}`],
    refs: {
      kind: 'din',
      cells: [
        ['Ihr Zeichen', '—'],
        ['Unser Zeichen', `32-${digits(rng, 3)}/${digits(rng, 2)}`],
        ['Bearbeiter/in', deName(rng).last],
        ['Datum', fd(date, 'de')],
      ],
    },
    subject: ['Zulassung eines Oldtimers mit historischem Kennzeichen (§ 9 Abs. 1 FZV)'],
    salutation: `${c.greet},`,
    body: [
      `Ihr Fahrzeug ${rng.pick(['Mercedes-Benz 230 SL', 'VW Typ 2 T1', 'NSU Prinz 4', 'BMW 1602', 'Ford 17 M P3'])} wurde am ${deLong(date)} auf Grundlage des Gutachtens nach § 23 StVZO unter dem amtlichen Kennzeichen ${plate} als Oldtimer zugelassen.`,
      `Die Zulassungsbescheinigung Teil I mit der Nummer ${zb} liegt diesem Schreiben bei; bitte führen Sie sie bei jeder Fahrt mit. Die Zulassungsbescheinigung Teil II erhalten Sie mit gesonderter Post zurück.`,
      `Die Gebühr von ${num(fee, 'de')} EUR haben Sie bereits bei Antragstellung entrichtet.`,
    ],
    closing: ['Mit freundlichen Grüßen'],
    signer: [`i. A. ${deName(rng).full}`],
    after: ['Anlage: Zulassungsbescheinigung Teil I'],
    footer: ['Öffnungszeiten: Mo–Fr 7.30–12.00 Uhr, Do 14.00–17.30 Uhr · Terminvereinbarung online'],
  });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: zb, plateNumber: plate });
}

/** A Swiss Strassenverkehrsamt's letter (1972–2002): Fahrzeugausweis number and Kontrollschild in the text. */
export function strassenverkehrsamtBrief(rng: Random): Generated {
  const date = rng.date(1972, 2002);
  const c = deName(rng);
  const [canton, code] = rng.pick([
    ['Kanton Zürich', 'ZH'],
    ['Kanton Bern', 'BE'],
    ['Kanton Aargau', 'AG'],
    ['Kanton St. Gallen', 'SG'],
  ]);
  const plate = `${code} ${String(rng.int(1000, 499999)).replace(/\B(?=(\d{3})+$)/g, ' ')}`;
  const ausweis = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const p = letter({
    head: { align: 'center', lines: [`Strassenverkehrsamt ${canton}`, 'Abteilung Fahrzeugzulassung'], big: 13, serif: true },
    to: [
      c.anrede === 'Frau' ? 'Frau' : 'Herrn',
      c.full,
      deStreet(rng).replace('ß', 'ss'),
      `${digits(rng, 4)} ${rng.pick(['Uster', 'Thun', 'Wohlen', 'Rapperswil'])}`,
    ],
    date: deLong(date),
    serif: true,
    subject: ['Immatrikulation Ihres Motorfahrzeuges'],
    salutation: `${c.greet.replace('ß', 'ss')}`,
    body: [
      `Wir teilen Ihnen mit, dass Ihr ${rng.pick(['Personenwagen Austin-Healey Sprite', 'Personenwagen Citroën ID 19', 'Personenwagen Saab 96', 'Motorrad BMW R 60/2'])} auf Ihren Namen eingelöst worden ist. Es wurde Ihnen das Kontrollschild ${plate} zugeteilt.`,
      `Beiliegend erhalten Sie den Fahrzeugausweis Nr. ${ausweis}. Der Ausweis ist stets im Fahrzeug mitzuführen; Änderungen von Wohnort oder Halter sind dem Amt innert 14 Tagen zu melden.`,
      'Die Verkehrssteuer wird Ihnen mit separater Rechnung zugestellt.',
    ],
    closing: ['Hochachtungsvoll', `Strassenverkehrsamt ${canton}`],
    signer: ['Der Sachbearbeiter'],
    after: ['Beilage erwähnt'],
  });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: ausweis, plateNumber: plate });
}

/** A German Zulassungsstelle's letter on Ausfuhrkennzeichen (1996–2020): plate, Fahrzeugschein number, valid until. */
export function ausfuhrKennzeichenBrief(rng: Random): Generated {
  const date = rng.date(1996, 2020);
  const until = addDays(date, rng.pick([15, 30, 60, 90]) - 1);
  const c = deName(rng);
  const [stadt, code] = rng.pick([
    ['Stadt Hamburg', 'HH'],
    ['Stadt Bremen', 'HB'],
    ['Stadt Köln', 'K'],
    ['Stadt Frankfurt am Main', 'F'],
  ]);
  const plate = `${code} ${rng.int(1000, 9999)} ${letters(rng, 1)}`;
  const m = Number(until.slice(5, 7));
  const schein = `${letters(rng, 1)} ${digits(rng, 6)}`;
  const p = letter({
    head: { align: 'right', lines: [stadt, 'Straßenverkehrsbehörde — Kfz-Zulassung', `${deStreet(rng)}`], big: 13 },
    to: [c.anrede, c.full, deStreet(rng), `${digits(rng, 5)} ${stadt.replace('Stadt ', '')}`],
    refs: { kind: 'lines', lines: [`Aktenzeichen: AK-${digits(rng, 5)}`, `${stadt.replace('Stadt ', '')}, ${fd(date, 'de')}`] },
    subject: ['Zuteilung eines Ausfuhrkennzeichens'],
    salutation: `${c.greet},`,
    body: [
      `für die Ausfuhr Ihres Fahrzeugs ${rng.pick(['Porsche 911 Targa', 'Mercedes-Benz 600', 'BMW 507', 'Jaguar XK 140'])} in das Ausland wurde Ihnen heute das Ausfuhrkennzeichen ${plate} zugeteilt. Das rote Feld des Kennzeichens weist den Ablauf im Monat ${String(m).padStart(2, '0')}/${until.slice(2, 4)} aus.`,
      `Der Fahrzeugschein für Fahrzeuge mit Ausfuhrkennzeichen trägt die Nummer ${schein}. Die Zulassung ist gültig bis zum ${deLong(until)}; danach darf das Fahrzeug im Inland nicht mehr bewegt werden. Der Versicherungsschutz ist durch die vorgelegte Versicherungsbestätigung für denselben Zeitraum nachgewiesen.`,
    ],
    closing: ['Mit freundlichen Grüßen', 'Im Auftrag'],
    signGap: 22,
    signer: [deName(rng).full],
  });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: schein, plateNumber: plate, expiryDate: until });
}

/** A DVLA covering letter (1998–2024): the V5C's document reference and the registration mark in the text. */
export function dvlaCoveringLetter(rng: Random): Generated {
  const date = rng.date(1998, 2024);
  const c = enName(rng);
  const mark = rng.pick([
    `${letters(rng, 3)} ${rng.int(1, 999)}${letters(rng, 1)}`,
    `${letters(rng, 3)} ${rng.int(10, 999)}`,
    `${letters(rng, 2)} ${rng.int(1000, 9999)}`,
  ]);
  const ref = digits(rng, 11);
  const p = letter({
    head: { align: 'right', lines: ['DVLA', 'Driver and Vehicle Licensing Agency', 'Swansea SA99 1BA'], big: 18 },
    to: [
      `${c.title} ${c.full.toUpperCase()}`,
      enStreet(rng).toUpperCase(),
      rng.pick(['NORWICH', 'CHESTER', 'TRURO', 'CARLISLE']),
      `${letters(rng, 2)}${rng.int(1, 20)} ${digits(rng, 1)}${letters(rng, 2)}`,
    ],
    refs: { kind: 'lines', right: true, lines: [`Date: ${fd(date, 'uklong')}`, `Our reference: V${digits(rng, 6)}`] },
    subject: ['Your vehicle registration certificate (V5C)'],
    salutation: `Dear ${c.title} ${c.last}`,
    body: [
      `Thank you for your application. We have now registered your vehicle, a ${rng.pick(['1961 Austin-Healey Sprite', '1958 Land Rover Series II', '1964 Ford Cortina GT', '1936 Austin Seven Ruby'])}, and assigned it the registration number ${mark}. As the vehicle was built more than 40 years ago it has been placed in the historic vehicle tax class.`,
      `Your new registration certificate is enclosed. Its document reference number is ${ref}; you will need this number to tax the vehicle or tell us about a change.`,
      'Please check the details on the certificate carefully. If anything is wrong, tell us straight away using section 1 of the certificate.',
    ],
    closing: ['Yours sincerely'],
    signGap: 20,
    signer: ['Vehicles Customer Services'],
    after: ['Enc: V5C registration certificate'],
  });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: ref, plateNumber: mark });
}

/** A New South Wales letter on conditional (club) registration (2002–2024): the plate and the date it expires. */
export function nswHistoricRegoLetter(rng: Random): Generated {
  const date = rng.date(2002, 2024);
  const expiry = addDays(`${Number(date.slice(0, 4)) + 1}${date.slice(4)}`, -1);
  const c = enName(rng);
  const plate = `${rng.int(10000, 99999)}H`;
  const p = letter({
    head: {
      align: 'left',
      lines: ['Roads and Maritime Services', 'Vehicle Registration · Conditional Registration Unit', `Locked Bag ${rng.int(900, 999)}, Parramatta NSW 2124`],
      big: 13,
      rule: true,
    },
    to: [c.full.toUpperCase(), enStreet(rng).toUpperCase(), rng.pick(['WAGGA WAGGA NSW 2650', 'BATHURST NSW 2795', 'TAMWORTH NSW 2340'])],
    date: theOf(date)
      .replace(/^the /, '')
      .replace(/^./, (s) => s.toUpperCase()),
    subject: ['Historic vehicle registration confirmation'],
    salutation: `Dear ${c.first} ${c.last},`,
    body: [
      `Your ${rng.pick(['1966 Ford Falcon XR', '1953 Holden FJ', '1971 Valiant Charger', '1962 Austin Lancer'])} has been registered under the Historic Vehicle Scheme, supported by your club's declaration. The number plate allocated to the vehicle is ${plate}.`,
      `This registration expires on ${theOf(expiry)}. It allows the vehicle to be used for club events and for servicing and testing only; please carry your club logbook whenever the vehicle is driven.`,
      `Your Compulsory Third Party insurance runs for the same period. We will send a renewal notice about six weeks before ${ordUk(expiry)}.`,
    ],
    closing: ['Yours sincerely,'],
    signGap: 18,
    signer: ['Conditional Registration Unit'],
  });
  return doc(p, 'en', { documentType: 'registration', plateNumber: plate, expiryDate: expiry });
}
