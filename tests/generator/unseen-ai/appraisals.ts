/** Appraisal reports of the unseen-ai author: 8–12 sections, comparable sales, the value and the condition as printed. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, fd, letters, num, pad, personDe, personEn, plateDe, plateUk } from './kit';
import { renderSheet, type Block } from './sheet';

interface Comp {
  what: string;
  where: string;
  when: string;
  price: string;
}

/** A German Wertgutachten in ten sections: history, body, paint, interior, engine, chassis, papers, market, value. */
export function wertgutachtenZehn(rng: Random): Generated {
  const date = rng.date(2004, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y - 30);
  const [owner, ost, otown] = personDe(rng);
  const value = rng.int(15, 180) * 500;
  const note = rng.pick([
    ['2', 'gut'],
    ['2-', 'gut'],
    ['2+', 'sehr gut'],
    ['1-', 'sehr gut'],
    ['3', 'gebraucht'],
  ]);
  const appraiser = rng.pick(['Dipl.-Ing. (FH) Markus Wendel', 'Kfz-Sachverständiger Bernd Ollig', 'Dipl.-Ing. Petra Lohmeyer']);
  const comps: Comp[] = Array.from({ length: rng.int(4, 6) }, () => ({
    what: `${c.name}, Bj. ${c.built + rng.int(-2, 2)}, Note ${rng.pick(['2', '2-', '3+', '2+'])}`,
    where: rng.pick(['Auktion Dorotheum', 'Auktion Bonhams Zoute', 'Händlerangebot', 'Privatverkauf Clubmarkt', 'Auktion RM Sotheby’s Essen']),
    when: fd(addDays(date, -rng.int(30, 700)), 'de'),
    price: `${num(Math.round((value * (0.75 + rng.next() * 0.5)) / 100) * 100, 'de')} €`,
  }));
  const repl = Math.round((value * 1.15) / 100) * 100;
  const bought = y - rng.int(3, 20);
  const sec = (t: string, x: string): Block[] => [
    { t: 'h', text: t, size: 8 },
    { t: 'para', text: x, size: 6.9 },
  ];
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'Wertgutachten für ein klassisches Fahrzeug',
      sub: [
        `Sachverständigenbüro ${appraiser.split(' ').slice(-1)[0]} · öffentlich bestellt und vereidigt für Kfz-Schäden und -Bewertung`,
        `Gutachten-Nr. WG-${y}-${rng.int(100, 999)} · Besichtigung am ${fd(addDays(date, -rng.int(2, 14)), 'de')} · Auftraggeber: ${owner}, ${ost}, ${otown}`,
      ],
      size: 12,
    },
    {
      t: 'pairs',
      pairs: [
        ['Fahrzeug', c.name],
        ['Fahrgestell-Nr.', c.chassis],
        ['Erstzulassung', `${pad(rng.int(1, 12), 2)}/${c.built}`],
        ['Kennzeichen', plateDe(rng)],
        ['km-Stand', num(rng.int(20000, 200000), 'de').slice(0, -3)],
        ['Farbe', rng.pick(['Silbergrau metallic', 'Signalrot', 'Dunkelblau'])],
      ],
      cols: 3,
      boxed: true,
    },
    ...sec(
      '1. Fahrzeughistorie',
      `Das Fahrzeug wurde am ${fd(`${c.built}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')} an den Erstbesitzer ausgeliefert. Laut vorliegender Unterlagen ${rng.int(2, 6)} Vorbesitzer; der jetzige Eigentümer erwarb das Fahrzeug ${bought} zum Preis von ${num(rng.int(5, 40) * 1000, 'de')} ${bought < 2002 ? 'DM' : 'EUR'} (Kaufvertrag liegt vor). Eine Teilrestaurierung erfolgte zwischen ${y - rng.int(8, 15)} und ${y - rng.int(2, 7)}.`,
    ),
    ...sec(
      '2. Karosserie',
      `Spaltmaße gleichmäßig, Türen schließen sauber. Schweller, Wagenheberaufnahmen und Radläufe ohne Durchrostung; leichte Unterwanderung am Falz des Kofferraumdeckels. Keine Hinweise auf schwere Unfallschäden; Schichtdickenmessung siehe Abschnitt 3.`,
    ),
    ...sec(
      '3. Lackierung',
      `Neulackierung im Originalfarbton. Schichtdicken 140–220 µm (Kotflügel vorne rechts 380 µm, Hinweis auf Spachtelarbeiten). Vereinzelte Steinschläge an der Front, Politurkratzer im Bereich der Motorhaube.`,
    ),
    ...sec(
      '4. Innenraum',
      `Leder der Sitze mit altersgerechter Patina, Fahrersitz Wange leicht eingerissen. Armaturenbrett rissfrei, Instrumente funktionsfähig, Uhr ohne Funktion. Teppiche erneuert, Himmel original.`,
    ),
    ...sec(
      '5. Motor und Antrieb',
      `Motor springt kalt und warm sofort an, läuft rund. Öldruck warm im Leerlauf ${rng.int(1, 3)},${rng.int(0, 9)} bar. Leichte Ölfeuchtigkeit am Ventildeckel. Getriebe schaltet sauber, Kupplung trennt einwandfrei. Probefahrt über ${rng.int(8, 30)} km ohne Beanstandung.`,
    ),
    ...sec(
      '6. Fahrwerk und Bremsen',
      `Achsen und Lenkung spielfrei, Stoßdämpfer neuwertig. Bremsanlage überholt, Bremsleitungen neu, Verzögerung gleichmäßig. Reifen ${rng.pick(['Michelin XWX', 'Pirelli Cinturato', 'Vredestein Sprint Classic'])}, DOT ${pad(rng.int(1, 52), 2)}${String(y - rng.int(1, 6)).slice(2)}.`,
    ),
    ...sec(
      '7. Unterlagen und Originalität',
      `Vorhanden: Zulassungsbescheinigung Teil I und II, Scheckheft, Rechnungen ab ${c.built + rng.int(5, 20)}, Datenkarte. Matching numbers (Motor- und Getriebenummer entsprechen der Datenkarte).`,
    ),
    { t: 'h', text: '8. Marktbeobachtung / Vergleichsfahrzeuge', size: 8 },
    {
      t: 'table',
      widths: [200, 140, 80, 103],
      heads: ['Fahrzeug', 'Quelle', 'Datum', 'Preis'],
      rows: comps.map((x) => [x.what, x.where, x.when, x.price]),
      right: [3],
      size: 6.8,
    },
    ...sec(
      '9. Zustandsbewertung',
      `Gesamtzustand: ${note[1]} (Zustandsnote ${note[0]}). Das Fahrzeug befindet sich in einem dem Alter entsprechend gepflegten Zustand mit geringen Gebrauchsspuren.`,
    ),
    { t: 'h', text: '10. Wertermittlung', size: 8 },
    {
      t: 'para',
      text: `Unter Berücksichtigung der Marktbeobachtung, des Zustands und der Dokumentation wird der Marktwert (Händlerverkaufswert) zum Besichtigungstag ermittelt mit:`,
      size: 6.9,
    },
    { t: 'line', text: 'Marktwert', value: `${num(value, 'de')} €`, bold: true, size: 10 },
    {
      t: 'para',
      text: `Der Wiederbeschaffungswert einschließlich Händleraufschlag für die Versicherung beträgt ${num(repl, 'de')} €. Die Werte verstehen sich differenzbesteuert. Das Gutachten ist ${rng.pick([2, 3])} Jahre gültig.`,
      size: 6.9,
    },
    { t: 'line', text: `${otown.split(' ').slice(1).join(' ')}, den ${fd(date, 'de')}` },
    { t: 'sig', items: [appraiser, 'Stempel'] },
  ];
  return doc(renderSheet(blocks), 'de', {
    documentType: 'appraisal',
    appraiserName: appraiser,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: note[1],
  });
}

/** An Austrian-style Fahrzeugbewertung with grades per assembly, comparable sales and the result. */
export function fahrzeugbewertungNoten(rng: Random): Generated {
  const date = rng.date(1996, 2026);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const c = car(rng, y - 25);
  const value = rng.int(10, 150) * (cur === 'DM' ? 1000 : 500);
  const word = rng.pick(['gut', 'sehr gut', 'befriedigend']);
  const appraiser = rng.pick(['Ing. Walter Rauchenberger', 'Dipl.-Ing. Sabine Haider', 'Ing. Franz Aigner']);
  const grades: [string, string, string][] = [
    ['Karosserie', rng.pick(['2', '2-', '3+']), 'kleine Dellen im Dachbereich, Schweller neu'],
    ['Lack', rng.pick(['2', '2+', '3']), 'Nachlackierung ca. 15 Jahre alt, Glanzgrad gut'],
    ['Chrom / Zierteile', rng.pick(['2', '3']), 'Stoßstangen neu verchromt, Zierleisten mit Kratzern'],
    ['Glas / Dichtungen', rng.pick(['2', '2-']), 'Frontscheibe mit Wischerspuren'],
    ['Innenraum', rng.pick(['2', '3+']), 'Sitze neu bezogen, Teppich original'],
    ['Motor', rng.pick(['2', '2+']), 'revidiert, Rechnungen vorhanden'],
    ['Getriebe / Antrieb', rng.pick(['2', '2-']), 'schaltet sauber'],
    ['Fahrwerk / Bremsen', rng.pick(['2', '1-']), 'Bremsanlage neu'],
    ['Elektrik', rng.pick(['2', '3']), 'Uhr defekt'],
    ['Unterlagen', rng.pick(['1', '2']), 'lückenlos ab Erstauslieferung'],
  ];
  const comps = Array.from({ length: rng.int(3, 5) }, () => [
    `${c.name} (${c.built + rng.int(-2, 2)})`,
    rng.pick(['Classic Expo Salzburg', 'Dorotheum Wien', 'Händlerinserat', 'Privatverkauf']),
    fd(addDays(date, -rng.int(30, 600)), 'de'),
    `${cur} ${num(Math.round((value * (0.7 + rng.next() * 0.6)) / 100) * 100, 'de')}`,
  ]);
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'FAHRZEUGBEWERTUNG',
      sub: [
        `${appraiser} · allgemein beeideter und gerichtlich zertifizierter Sachverständiger`,
        `Bewertung Nr. ${rng.int(100, 999)}/${String(y).slice(2)} · ${fd(date, 'de')}`,
      ],
      align: 'center',
      size: 13,
    },
    {
      t: 'pairs',
      pairs: [
        ['Fabrikat / Type', c.name],
        ['Fahrgestellnummer', c.chassis],
        ['Baujahr', String(c.built)],
        ['Tachostand', num(rng.int(20000, 190000), 'de').slice(0, -3)],
        ['Besichtigungsort', rng.pick(['Garage des Eigentümers', 'Werkstatt Fa. Gruber', 'Büro des SV'])],
        ['Zweck', 'Versicherung (Höherversicherung)'],
      ],
      cols: 2,
      boxed: true,
    },
    { t: 'h', text: 'A. Befund nach Baugruppen (Noten 1 bis 5)', band: true },
    { t: 'table', widths: [130, 50, 343], heads: ['Baugruppe', 'Note', 'Bemerkung'], rows: grades.map(([a, b, x]) => [a, b, x]), size: 7 },
    { t: 'h', text: 'B. Vorgeschichte', band: true },
    {
      t: 'para',
      text: `Laut Typenschein und Unterlagen ${rng.int(2, 5)} Vorbesitzer. Letzte Eintragung einer Änderung (Felgen) am ${fd(addDays(date, -rng.int(900, 5000)), 'de')}. Ankauf durch den jetzigen Eigentümer ${y - rng.int(2, 15)} um ${cur} ${num(rng.int(5, 50) * 1000, 'de')} laut Kaufvertrag.`,
    },
    { t: 'h', text: 'C. Vergleichswerte', band: true },
    { t: 'table', widths: [180, 140, 90, 113], heads: ['Fahrzeug', 'Quelle', 'Datum', 'Preis'], rows: comps, right: [3], size: 7 },
    { t: 'h', text: 'D. Ergebnis', band: true },
    {
      t: 'para',
      text: `Gesamtzustand: ${word}. Unter Berücksichtigung der Vergleichswerte und des Befundes ermittle ich den Verkehrswert des Fahrzeuges zum Stichtag mit`,
    },
    { t: 'line', text: 'Verkehrswert', value: `${cur} ${num(value, 'de')}`, bold: true, size: 10.5 },
    {
      t: 'small',
      paras: [
        `Diese Bewertung gilt nur für das beschriebene Fahrzeug im besichtigten Zustand. Verborgene Mängel, die ohne Demontage nicht erkennbar waren, sind nicht berücksichtigt. Das Honorar (${cur} ${num(rng.int(250, 600), 'de')} zzgl. USt.) ist nicht Bestandteil des Wertes. Weitergabe an Dritte nur mit Zustimmung des Auftraggebers.`,
      ],
      columns: 1,
      size: 6.2,
    },
    { t: 'sig', items: [appraiser, 'Rundsiegel'] },
  ];
  return doc(renderSheet(blocks), 'de', {
    documentType: 'appraisal',
    appraiserName: appraiser,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: word,
  });
}

/** A British agreed-value valuation report: twelve short sections, auction comparables, the recommended value. */
export function ukValuationTwelve(rng: Random): Generated {
  const date = rng.date(1998, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, y - 25);
  const value = rng.int(10, 200) * 500;
  const cond = rng.pick(['Very good', 'Good', 'Excellent', 'Fair']);
  const appraiser = rng.pick(['Martin Ashby, FIMI', 'Dr. Helen Crossley, MIMI', 'Peter J. Lamb, AMIMI']);
  const comps = Array.from({ length: rng.int(4, 6) }, () => [
    `${c.built + rng.int(-2, 2)} ${c.name}`,
    rng.pick(['H&H, Buxton', 'Bonhams, Goodwood', 'Silverstone Auctions', 'Brightwells, Leominster', 'Dealer retail']),
    fd(addDays(date, -rng.int(30, 720)), 'uk'),
    `£${num(Math.round((value * (0.7 + rng.next() * 0.6)) / 50) * 50, 'en')}`,
  ]);
  const sec = (t: string, x: string): Block[] => [
    { t: 'h', text: t, size: 8 },
    { t: 'para', text: x, size: 6.8 },
  ];
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'VALUATION REPORT',
      sub: [`${appraiser} · Independent classic vehicle engineer and valuer`, `Ref. VR/${y}/${rng.int(100, 999)} · Inspected at the owner’s premises`],
      right: [`Date of report`, fd(date, 'uklong')],
      size: 13,
    },
    {
      t: 'pairs',
      pairs: [
        ['Vehicle', `${c.built} ${c.name}`],
        ['Registration', plateUk(rng, c.built)],
        ['Chassis No.', c.chassis],
        ['Engine No.', `${letters(rng, 2)}${digits(rng, 5)}`],
        ['Odometer', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} miles`],
        ['Owner', personEn(rng)[0]],
      ],
      cols: 3,
      boxed: true,
    },
    ...sec('1. Purpose', `This report is prepared for insurance purposes to establish an agreed value. It is not a pre-purchase inspection.`),
    ...sec(
      '2. History',
      `Supplied new in ${c.built} by ${rng.pick(['Henlys, London', 'Appleyard of Leeds', 'University Motors'])}. ${rng.int(2, 7)} former keepers. Restored ${y - rng.int(5, 20)} at a documented cost of £${num(rng.int(15, 90) * 1000, 'en')}; bills on file.`,
    ),
    ...sec(
      '3. Bodywork',
      `Panel fit good, shut lines even. Sills and floors sound on inspection from beneath. Minor bubbling at the base of the LH door skin.`,
    ),
    ...sec('4. Paintwork', `Older repaint in original colour, good depth of shine; light micro-scratching and two stone chips to the bonnet leading edge.`),
    ...sec('5. Brightwork and glass', `Bumpers re-chromed, light pitting to door handles. Glass clear, screen with light wiper marks.`),
    ...sec('6. Interior', `Leather seats in good order with patina appropriate to age; carpets replaced; dashboard veneer lightly crazed.`),
    ...sec(
      '7. Engine bay and engine',
      `Clean and correctly detailed. Engine started readily and ran smoothly; oil pressure ${rng.int(30, 60)} psi hot at 3,000 rpm. No smoke on the overrun.`,
    ),
    ...sec(
      '8. Transmission, suspension and brakes',
      `Gearbox and overdrive engage cleanly; no transmission whine. Suspension and steering free of play. Brakes pull up straight.`,
    ),
    ...sec('9. Documents', `V5C, MOT history, restoration invoices, heritage certificate dated ${fd(addDays(date, -rng.int(300, 3000)), 'uk')}.`),
    { t: 'h', text: '10. Market comparison', size: 8 },
    { t: 'table', widths: [190, 150, 80, 103], heads: ['Vehicle', 'Venue', 'Date', 'Hammer / asking'], rows: comps, right: [3], size: 6.8 },
    ...sec('11. Overall condition', `${cond}.`),
    { t: 'h', text: '12. Valuation', size: 8 },
    { t: 'para', text: `Having regard to the condition, history and current market I recommend an agreed value for insurance purposes of:`, size: 6.8 },
    { t: 'line', text: 'Agreed value recommended', value: `£${num(value, 'en')}`, bold: true, size: 10.5 },
    {
      t: 'small',
      paras: [
        `This valuation is valid for three years from the date of report subject to no material change in the vehicle’s condition. The valuer has no financial interest in the vehicle. Fee £${num(rng.int(95, 250), 'en')} plus VAT.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: [appraiser] },
  ];
  return doc(renderSheet(blocks), 'en', {
    documentType: 'appraisal',
    appraiserName: appraiser,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: cond,
  });
}

/** An American certified appraisal report: eleven sections, a grading scale, comparables and the fair market value. */
export function usAppraisalReport(rng: Random): Generated {
  const date = rng.date(2000, 2026);
  const y = Number(date.slice(0, 4));
  const c = car(rng, 1975);
  const value = rng.int(15, 250) * 500;
  const cond = rng.pick(['Excellent', 'Very Good', 'Good', 'Fair']);
  const grade = { Excellent: '2+', 'Very Good': '2', Good: '3', Fair: '4' }[cond] ?? '3';
  const appraiser = rng.pick(['Richard A. Voss, ISCA Senior Appraiser', 'Linda K. Marsh, ASA', 'Dale R. Hutchins, IAAA']);
  const [owner, ost, otown] = personEn(rng);
  const comps = Array.from({ length: rng.int(4, 6) }, () => [
    `${c.built + rng.int(-2, 2)} ${c.name}`,
    rng.pick(['Mecum Kissimmee', 'Barrett-Jackson Scottsdale', 'Bring a Trailer', 'RM Sotheby’s Monterey', 'Hemmings dealer ad']),
    fd(addDays(date, -rng.int(30, 600)), 'us'),
    `#${rng.pick(['2', '3', '2-', '3+'])}`,
    `$${num(Math.round((value * (0.7 + rng.next() * 0.6)) / 100) * 100, 'en').slice(0, -3)}`,
  ]);
  const sec = (t: string, x: string): Block[] => [
    { t: 'h', text: t, size: 8 },
    { t: 'para', text: x, size: 6.8 },
  ];
  const blocks: Block[] = [
    {
      t: 'head',
      title: 'CERTIFIED APPRAISAL REPORT',
      sub: [appraiser, `${rng.pick(['Prairie Classic Appraisals', 'Tidewater Vehicle Appraisal Services'])} · Report No. ${y}-${rng.int(100, 999)}`],
      right: ['Effective date of value', fd(date, 'uslong')],
      size: 13,
    },
    {
      t: 'pairs',
      pairs: [
        ['Client', owner],
        ['Address', `${ost}, ${otown}`],
        ['Vehicle', `${c.built} ${c.name}`],
        ['VIN', c.chassis],
        ['Odometer', `${num(rng.int(1000, 99999), 'en').slice(0, -3)} (TMU)`],
        ['Inspection date', fd(addDays(date, -rng.int(1, 10)), 'us')],
      ],
      cols: 2,
      boxed: true,
    },
    ...sec(
      '1. Purpose and scope',
      `Fair market value for insurance (agreed value) purposes. Visual inspection without disassembly; road test of ${rng.int(3, 15)} miles.`,
    ),
    ...sec(
      '2. Provenance',
      `Dealer invoice, build sheet and ${rng.int(2, 6)} prior titles reviewed. Frame-off restoration completed ${y - rng.int(3, 18)}; receipts of $${num(rng.int(40, 160) * 1000, 'en').slice(0, -3)} reviewed but restoration cost is not indicative of value.`,
    ),
    ...sec('3. Exterior', `Body panels straight, gaps consistent. Paint deep with minor orange peel on the lower rockers. Chrome bright with slight hazing.`),
    ...sec('4. Interior', `Correct pattern upholstery, new carpet, dash pad uncracked, gauges operational, clock inoperative.`),
    ...sec('5. Engine compartment', `Numbers-matching engine (stamp pad reviewed), detailed to factory appearance; minor oil seep at the rear main seal.`),
    ...sec('6. Undercarriage', `Frame and floors solid and painted; new exhaust system; no evidence of collision repair.`),
    ...sec('7. Mechanical operation', `Started easily, idles smoothly, transmission shifts firmly; brakes straight; no warning lights.`),
    ...sec(
      '8. Condition rating',
      `Overall condition: ${cond} (#${grade} on the 1–6 scale). Scale: #1 Concours, #2 Excellent, #3 Good, #4 Fair, #5 Restorable, #6 Parts car.`,
    ),
    { t: 'h', text: '9. Comparable sales', size: 8 },
    { t: 'table', widths: [180, 140, 70, 40, 93], heads: ['Vehicle', 'Venue', 'Date', 'Cond.', 'Sold'], rows: comps, right: [4], size: 6.8 },
    ...sec(
      '10. Market analysis',
      `Values for this model rose roughly ${rng.int(2, 12)}% over the past 24 months. The subject car compares favorably with the comparables given its documentation.`,
    ),
    { t: 'h', text: '11. Conclusion of value', size: 8 },
    { t: 'line', text: 'Fair Market Value', value: `$${num(value, 'en')}`, bold: true, size: 10.5 },
    {
      t: 'small',
      paras: [
        `I certify that I have no present or prospective interest in the vehicle, that my compensation ($${num(rng.int(250, 700), 'en')}) is not contingent upon the value reported, and that this appraisal was prepared in conformity with USPAP. Limiting conditions: no title search was performed; hidden defects are excluded.`,
      ],
      columns: 1,
      size: 6,
    },
    { t: 'sig', items: [appraiser, 'Date signed'] },
  ];
  return doc(renderSheet(blocks), 'en', {
    documentType: 'appraisal',
    appraiserName: appraiser,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: cond,
  });
}
