/** Valuations: a Classic-Data-style Wertgutachten with Zustandsnote, a §23 Oldtimergutachten with Kurzbewertung, club and US appraisals. */
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { BRITISH, deName, enName, MERCEDES, MUSCLE, PORSCHE, tidy, vehicle, VW, ALFA, plateDE } from './kit';

const NOTEN: [number, string][] = [
  [1, 'makelloser Zustand'],
  [2, 'guter Zustand'],
  [3, 'gebrauchter Zustand'],
  [4, 'verbrauchter Zustand'],
];

/** A Wertgutachten in the Classic-Data manner: grades per assembly, Zustandsnote overall, Marktwert and Wiederbeschaffungswert. */
export function wertgutachtenNote(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...PORSCHE, ...MERCEDES, ...VW, ...ALFA]);
  const date = rng.date(2005, 2025);
  const [note, word] = rng.pick(NOTEN.slice(0, 3));
  const sub = rng.pick(['', '+', '-']);
  const mw = tidy(rng, 15000, 220000, 500);
  const wbw = Math.round((mw * (1.12 + rng.next() * 0.15)) / 500) * 500;
  const name = `Dipl.-Ing. ${deName(rng)}`;
  p.text(40, rng.pick(['Sachverständigenbüro für Oldtimer', 'Ingenieurbüro Klassikbewertung', 'Kfz-Sachverständigenbüro']), { size: 12, bold: true });
  p.down(12).text(40, `${name} · öffentlich bestellter und vereidigter Sachverständiger für Oldtimerbewertung`, { size: 8.5 });
  p.down(34).text(297, 'WERTGUTACHTEN', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, `Nr. ${date.slice(2, 4)}-${rng.int(100, 999)} · Ermittlung des Marktwertes nach Classic-Data-Zustandsnoten`, {
    size: 9,
    align: 'center',
  });
  p.down(26);
  [
    ['Auftraggeber', deName(rng)],
    ['Fahrzeug', `${v.label}, Baujahr ${v.year}`],
    ['FIN', v.vin],
    ['Kennzeichen', plateDE(rng, rng.pick(['D', 'K', 'BN', 'NE']), 'H')],
    ['Besichtigung', fd(addDays(date, -rng.int(2, 20)), 'de')],
    ['Tachostand', `${num(rng.int(10000, 190000), 'de').slice(0, -3)} km`],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(160, val, { size: 9 });
    p.down(12.5);
  });
  p.down(14).text(40, 'Zustand der Baugruppen', { size: 10, bold: true });
  p.down(14);
  for (const g of ['Karosserie', 'Lack', 'Chrom / Zierteile', 'Innenraum', 'Motor', 'Fahrwerk / Bremsen', 'Elektrik']) {
    const n = Math.max(1, Math.min(5, note + rng.pick([-1, 0, 0, 0, 1])));
    p.text(50, g, { size: 9 }).text(250, `Note ${n}`, { size: 9 });
    p.down(12);
  }
  p.down(10);
  para(
    p,
    40,
    `Das Fahrzeug befindet sich in ${rng.pick(['weitgehend originalem', 'restauriertem', 'teilrestauriertem'])} Zustand; Motor und Getriebe sind die originalen Aggregate (matching numbers). ${rng.pick(['Leichte Gebrauchsspuren im Innenraum.', 'Lackierung in der Originalfarbe erneuert.', 'Unterboden konserviert, keine Durchrostungen.'])}`,
    110,
    { size: 8.5 },
  );
  p.down(14);
  p.box(40, p.y - 12, 515, 62, true);
  p.text(50, `Gesamtzustandsnote: ${note}${sub} (${word})`, { size: 10.5, bold: true });
  p.down(16).text(50, `Marktwert: ${num(mw, 'de')} EUR`, { size: 11, bold: true });
  p.down(15).text(50, `Wiederbeschaffungswert (für die Versicherung): ${num(wbw, 'de')} EUR`, { size: 9.5 });
  p.down(36).text(40, `${rng.pick(['Düsseldorf', 'Köln', 'Bonn'])}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(30).text(40, name, { size: 9.5 });
  p.down(12).text(40, 'Sachverständiger', { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: mw, conditionNotes: word });
}

/** An Oldtimergutachten nach § 23 StVZO with a Kurzbewertung on its second half: Händlereinkaufs- and Marktwert. */
export function paragraph23MitWert(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...MUSCLE, ...BRITISH, ...MERCEDES]);
  const date = rng.date(1998, 2025);
  const org = rng.pick(['TÜV SÜD Auto Service GmbH', 'DEKRA Automobil GmbH', 'GTÜ Prüfstelle (Partner Ing.-Büro Kessler)', 'TÜV Rheinland Kraftfahrt GmbH']);
  const name = `${rng.pick(['Dipl.-Ing. (FH)', 'Ing.', ''])} ${deName(rng)}`.trim();
  const [note, word] = rng.pick(NOTEN);
  const mw = tidy(rng, 8000, 120000, 100);
  p.text(40, org, { size: 12, bold: true });
  p.down(28).text(40, 'Gutachten zur Einstufung eines Fahrzeugs als Oldtimer gemäß § 23 StVZO', { size: 12, bold: true });
  p.down(14).text(40, `mit Kurzbewertung · Gutachten-Nr. ${rng.int(1000000, 9999999)} · Datum ${fd(date, 'de')}`, { size: 9 });
  p.down(24);
  [
    ['Hersteller / Typ', `${v.label}`],
    ['FIN', v.vin],
    ['Erstzulassung', `${v.year}`],
    ['Abgelesener km-Stand', `${num(rng.int(10000, 150000), 'de').slice(0, -3)}`],
  ].forEach(([k, val]) => {
    p.text(40, k, { size: 9 }).text(190, val, { size: 9 });
    p.down(12.5);
  });
  p.down(12).text(40, 'Prüfpunkte (Anlage zur Richtlinie § 23)', { size: 10, bold: true });
  p.down(14);
  for (const k of [
    'Originalität / zeitgenössische Änderungen',
    'Erhaltungszustand Karosserie, Rahmen',
    'Technischer Zustand, Verkehrssicherheit',
    'Pflegezustand, Gesamteindruck',
  ]) {
    p.text(50, k, { size: 9 }).text(400, 'erfüllt', { size: 9 });
    p.down(12);
  }
  p.down(10);
  para(
    p,
    40,
    'Ergebnis: Das Fahrzeug ist älter als 30 Jahre, weitestgehend dem Originalzustand entsprechend, in gutem Erhaltungszustand und dient vorrangig der Pflege des kraftfahrzeugtechnischen Kulturgutes. Gegen die Zuteilung eines Oldtimerkennzeichens bestehen keine Bedenken.',
    110,
    { size: 8.5 },
  );
  p.down(16);
  hline(p, 40, 515);
  p.down(16).text(40, 'Kurzbewertung', { size: 10.5, bold: true });
  p.down(15).text(40, `Zustandsnote ${note} – ${word}`, { size: 10 });
  p.down(14).text(40, `Marktwert (Stichtag ${fd(date, 'de')}): ${num(mw, 'de')} €`, { size: 10, bold: true });
  p.down(14).text(40, `Kein Händlereinkaufswert ermittelt. Bewertung ohne Demontage.`, { size: 8.5 });
  p.down(40).text(40, `Prüfingenieur: ${name}`, { size: 9.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: mw, conditionNotes: word });
}

/** A UK owners' club valuation certificate for agreed-value insurance. */
export function ukClubValuationCert(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, BRITISH);
  const date = rng.date(1990, 2025);
  const club = rng.pick(['MG Car Club', 'Jaguar Drivers’ Club', 'TR Register', 'Austin-Healey Club (Valuations Officer)']);
  const name = enName(rng);
  const val = tidy(rng, 5000, 150000, 250);
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Fair']);
  p.box(40, 40, 515, 480);
  p.y = 76;
  p.text(297, club.toUpperCase(), { size: 14, bold: true, align: 'center', serif: true });
  p.down(22).text(297, 'Valuation Certificate for Insurance Purposes', { size: 12, serif: true, align: 'center' });
  p.down(40);
  [
    ['Owner / member', `${enName(rng)} (membership no. ${rng.int(1000, 99999)})`],
    ['Car', `${v.year} ${v.label}`],
    ['Chassis number', v.vin],
    [
      'Registration',
      `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(100, 999)}`,
    ],
    ['Photographs seen', `${rng.int(4, 12)}, dated ${fd(addDays(date, -rng.int(3, 40)), 'uk')}`],
    ['Overall condition', cond],
  ].forEach(([k, val2]) => {
    p.text(70, k, { size: 10, serif: true }).text(230, val2, { size: 10, serif: true });
    p.down(18);
  });
  p.down(20);
  para(
    p,
    70,
    `Having examined the photographs and the information supplied by the member, the Club considers that a fair agreed value for insurance purposes for this vehicle is £${num(val, 'en')}. This valuation is valid for two years from the date below and is given in good faith without liability.`,
    80,
    { serif: true, size: 10, step: 14 },
  );
  p.down(30).text(70, `Date: ${fd(date, 'uklong')}`, { size: 10, serif: true });
  p.down(24).text(70, `Signed: ${name}, Club Valuer`, { size: 10, serif: true });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: val, conditionNotes: cond });
}

/** A US collector-car appraisal letter: 1–6 condition scale, fair market value. */
export function usCollectorAppraisal(rng: Random) {
  const p = new PageBuilder();
  const v = vehicle(rng, [...MUSCLE, ...PORSCHE, ...MERCEDES]);
  const date = rng.date(1995, 2025);
  const name = `${enName(rng)}, ${rng.pick(['ASA', 'AAA accredited appraiser', 'IAAA Certified'])}`;
  const scale: [number, string][] = [
    [1, 'Concours'],
    [2, 'Excellent'],
    [3, 'Good'],
    [4, 'Fair'],
  ];
  const [grade, word] = rng.pick(scale);
  const val = tidy(rng, 15000, 250000, 500);
  p.text(40, rng.pick(['Classic Valuations of New England', 'Lone Star Collector Car Appraisals', 'Pacific Northwest Auto Appraisers LLC']), {
    size: 13,
    bold: true,
  });
  p.down(30).text(40, fd(date, 'uslong'), { size: 10 });
  p.down(20).text(40, `Re: Appraisal of ${v.year} ${v.label}, VIN ${v.vin}`, { size: 10, bold: true });
  p.down(20);
  para(
    p,
    40,
    `At the request of the owner, ${enName(rng)}, I inspected the above vehicle on ${fd(addDays(date, -rng.int(1, 14)), 'uslong')}. The car retains its ${rng.pick(['numbers-matching engine and transmission', 'original drivetrain per the Marti report', 'factory-original engine per the build sheet'])}. Paint, chrome and interior were examined in daylight; the undercarriage was inspected on a lift.`,
    105,
    { size: 9.5, step: 13 },
  );
  p.down(10);
  p.text(40, 'Condition rating (1 = Concours … 6 = Parts car):', { size: 9.5 }).text(330, `${grade} – ${word}`, { size: 9.5, bold: true });
  p.down(22);
  p.text(40, 'FAIR MARKET VALUE:', { size: 11, bold: true }).text(200, `$${num(val, 'en')}`, { size: 11, bold: true });
  p.down(22);
  para(
    p,
    40,
    'Value is based on recent auction results for comparable vehicles and the appraiser’s experience; it is not an offer to purchase. The appraiser has no financial interest in the vehicle.',
    105,
    { size: 8.5 },
  );
  p.down(30).text(40, name, { size: 10 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: val, conditionNotes: word });
}
