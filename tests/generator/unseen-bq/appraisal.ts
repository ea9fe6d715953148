/**
 * Valuations: a German Wertgutachten with a note per assembly, a sworn expert's Kurzgutachten, an Austrian club
 * valuer's Bewertung, a Swiss Fahrzeugschätzung; a British club valuer's letter, an insurer's surveyor's report, a US
 * certified appraisal with comparable sales, and an Australian valuation certificate.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AMERICAN,
  AT_TOWNS,
  AU_TOWNS,
  BRIT,
  CH_TOWNS,
  DE_TOWNS,
  UK_TOWNS,
  US_TOWNS,
  car,
  digits,
  letters,
  lv,
  personDE,
  personEN,
  plateDE,
  plateUK,
  streetDE,
  streetEN,
} from './kit';

const NOTE_DE: Record<number, string> = { 1: 'makellos', 2: 'gut', 3: 'gebraucht', 4: 'verbraucht' };

export function wertgutachten(rng: Random): Generated {
  const date = rng.date(1998, 2026);
  const C = date < '2002' ? 'DM' : '€';
  const c = car(rng, (x) => x.to < 1995);
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const expert = `Dipl.-Ing. ${personDE(rng)}`;
  const note = rng.pick([2, 2, 3, 2, 1, 3]);
  const plus = rng.chance(0.4) && note > 1 ? '+' : rng.chance(0.3) && note < 4 ? '-' : '';
  const grade = `${note}${plus}`;
  const value = rng.int(8, 140) * 500;
  const repl = value + rng.int(1, 10) * 500;
  const no = `WG-${date.slice(0, 4)}-${digits(rng, 4)}`;
  const p = new PageBuilder();
  p.text(50, `Ingenieurbüro ${expert.split(' ').slice(-1)[0]} — Kfz-Sachverständige für Oldtimer`, { size: 11, bold: true });
  p.down(12).text(50, `${streetDE(rng)} · ${plz} ${town}`, { size: 8 });
  p.down(30).text(50, 'Wertgutachten', { size: 18, bold: true });
  p.text(545, `Gutachten-Nr. ${no}`, { size: 9, align: 'right' });
  p.down(16).text(50, 'über ein historisches Kraftfahrzeug zur Vorlage bei der Versicherung', { size: 10 });
  p.down(22);
  lv(p, 50, 'Auftraggeber:', personDE(rng), 180);
  p.down(14);
  lv(p, 50, 'Fahrzeug:', `${c.make} ${c.model}, Baujahr ${c.year}`, 180);
  p.down(14);
  lv(p, 50, 'FIN:', c.vin, 180);
  p.down(14);
  lv(p, 50, 'Kennzeichen:', plateDE(rng, dist, true), 180);
  p.down(14);
  lv(p, 50, 'Besichtigung:', `${fd(addDays(date, -rng.int(1, 10)), 'de')} in ${town}, bei Tageslicht, Hebebühne`, 180);
  p.down(24).text(50, 'Zustandsbewertung nach Baugruppen (Note 1 bis 5)', { size: 10, bold: true });
  const cols: Col[] = [{ x: 60 }, { x: 250 }, { x: 290 }];
  const groups = [
    'Karosserie',
    'Lack',
    'Unterboden / Rahmen',
    'Motor',
    'Getriebe / Antrieb',
    'Fahrwerk / Bremsen',
    'Elektrik',
    'Innenraum',
    'Chrom / Zierteile',
  ];
  for (const g of groups) {
    p.down(14);
    const n = Math.max(1, Math.min(5, note + rng.pick([-1, 0, 0, 0, 1])));
    row(p, cols, [g, String(n), rng.pick(['ohne Beanstandung', 'leichte Gebrauchsspuren', 'altersgerecht', 'kleine Mängel', 'überholt'])]);
  }
  p.down(22);
  const cond = `Zustandsnote ${grade} (${NOTE_DE[note]}er Zustand)`;
  lv(p, 50, 'Gesamteindruck:', cond, 180, { bold: true });
  p.down(16);
  para(
    p,
    50,
    rng.pick([
      `Das Fahrzeug befindet sich in einem weitgehend originalen Zustand; die Karosserie wurde ${c.year + rng.int(15, 35)} teilrestauriert.`,
      'Älteres Restaurierungsobjekt mit nachvollziehbarer Historie; Motor revidiert, Innenraum original mit Patina.',
      'Fahrzeug in sehr gepflegtem Originalzustand, dokumentierte Laufleistung, Lack teilweise nachlackiert.',
    ]),
    100,
    { size: 9 },
  );
  p.down(12);
  lv(p, 50, 'Marktwert (Händlerverkaufswert):', `${num(value, 'de')} ${C}`, 300, { size: 10 });
  p.down(18);
  lv(p, 50, 'Versicherungswert (Wiederbeschaffungswert):', `${num(repl, 'de')} ${C}`, 300, { bold: true, size: 11 });
  p.down(16);
  p.text(50, 'Der Wiederbeschaffungswert ist der Betrag, der aufzuwenden ist, um ein gleichwertiges Fahrzeug am Markt zu erwerben.', { size: 8 });
  p.down(28).text(50, `${town}, den ${fd(date, 'de')}`, { size: 10 });
  p.down(30).text(50, expert, { size: 10 });
  p.down(12).text(50, 'Sachverständiger für Oldtimerbewertung', { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: repl, conditionNotes: cond });
}

export function kurzgutachten(rng: Random): Generated {
  const date = rng.date(1988, 2026);
  const C = date < '2002' ? 'DM' : 'Euro';
  const c = car(rng);
  const [, town] = rng.pick(DE_TOWNS);
  const expert = personDE(rng);
  const value = rng.int(6, 90) * 500;
  const note = rng.pick([2, 3, 3, 4]);
  const cond = `Zustand ${note}: ${NOTE_DE[note]}`;
  const p = new PageBuilder();
  p.text(297, `${expert}`, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Sachverständigenbüro für Kraftfahrzeugschäden und -bewertung · öffentlich bestellt und vereidigt durch die IHK ${town}`, {
    size: 8,
    serif: true,
    align: 'center',
  });
  p.down(36).text(50, 'KURZGUTACHTEN', { size: 15, bold: true, serif: true });
  p.text(545, `${town}, ${fd(date, 'de')}`, { size: 10, serif: true, align: 'right' });
  p.down(14).text(50, `zur Feststellung des Zeitwertes — Akt.-Z. ${digits(rng, 3)}/${date.slice(2, 4)}`, { size: 9.5, serif: true });
  p.down(26);
  const rows: [string, string][] = [
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Fahrgestell-Nr.', c.vin],
    ['Baujahr / Erstzulassung', String(c.year)],
    ['Abgelesener km-Stand', `${num(rng.int(20000, 250000), 'de').slice(0, -3)} km`],
    ['Zustand', cond],
    ['Vorschäden', rng.pick(['keine erkennbar', 'instandgesetzter Frontschaden', 'Schweißarbeiten an den Schwellern'])],
  ];
  for (const [a, b] of rows) {
    p.down(16);
    p.text(60, a, { size: 10, serif: true });
    p.text(240, b, { size: 10, serif: true });
  }
  p.down(26);
  para(
    p,
    50,
    `Nach eingehender Besichtigung und unter Berücksichtigung der derzeitigen Marktlage schätze ich den Zeitwert (Händlerverkaufswert) des oben genannten Fahrzeugs auf`,
    90,
    { serif: true, size: 10.5, step: 14 },
  );
  p.down(6).text(297, `${num(value, 'de')} ${C}`, { size: 15, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `(Neupreis ${c.year}: ca. ${num(rng.int(8, 40) * 1000, 'de').slice(0, -3)} DM)`, { size: 8.5, serif: true, align: 'center' });
  p.down(26);
  para(
    p,
    50,
    'Dieses Kurzgutachten ersetzt kein vollständiges Wertgutachten. Es wurde nach bestem Wissen und Gewissen erstellt; für verdeckte Mängel wird nicht gehaftet.',
    95,
    { serif: true, size: 9 },
  );
  p.down(30).text(50, expert, { size: 10.5, serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}

export function oesterreichBewertung(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const ats = date < '2002';
  const c = car(rng, (x) => x.to < 1990);
  const [plz, town] = rng.pick(AT_TOWNS);
  const club = rng.pick(['Österreichischer Motor-Veteranen-Club', 'Steirischer Oldtimerclub', 'Alpenländischer Veteranenfahrzeug-Verband']);
  const expert = `${rng.pick(['Ing.', 'KR', 'Ing.'])} ${personDE(rng)}`;
  const value = ats ? rng.int(40, 900) * 1000 : rng.int(6, 80) * 500;
  const cls = rng.pick(['Klasse II — gut erhaltenes Fahrzeug', 'Klasse III — gebrauchter Zustand, fahrbereit', 'Klasse I — Spitzenzustand']);
  const p = new PageBuilder();
  p.text(50, club, { size: 12, bold: true });
  p.down(12).text(50, `Technisches Referat · ${plz} ${town}`, { size: 8 });
  p.down(34).text(50, 'Bewertung eines historischen Fahrzeugs', { size: 14, bold: true });
  p.down(20);
  lv(p, 50, 'Eigentümer:', `${personDE(rng)}, ${town}`, 170);
  p.down(14);
  lv(p, 50, 'Fahrzeug:', `${c.make} ${c.model}`, 170);
  p.down(14);
  lv(p, 50, 'Baujahr:', String(c.year), 170);
  p.down(14);
  lv(p, 50, 'Fahrgestell-Nr.:', c.vin, 170);
  p.down(14);
  lv(p, 50, 'Originalität:', rng.pick(['weitgehend original', 'Motor nicht Matching Numbers', 'original, Erstlack']), 170);
  p.down(24);
  lv(p, 50, 'Zustandsklasse:', cls, 170, { bold: true });
  p.down(16);
  para(
    p,
    50,
    rng.pick([
      'Karosserie rostfrei, Spaltmaße gleichmäßig. Lack mit kleinen Steinschlägen. Innenausstattung Leder, Sitze leicht rissig.',
      'Unterboden konserviert, Bremsanlage neu. Chrom teilweise blind, Verdeck erneuert.',
      'Technik durchgesehen, Motor läuft ruhig. Geringe Oxidation an den Türunterkanten.',
    ]),
    100,
    { size: 9 },
  );
  p.down(14);
  lv(p, 50, 'Schätzwert (Versicherungswert):', `${ats ? 'ATS' : 'EUR'} ${num(value, 'de')}`, 220, { bold: true, size: 11 });
  p.down(30).text(50, `${town}, am ${fd(date, 'de')}`, { size: 10 });
  p.down(30).text(50, `Der Bewerter: ${expert}`, { size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: cls });
}

export function schweizSchaetzung(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const c = car(rng);
  const [plz, town, kt] = rng.pick(CH_TOWNS);
  const expert = personDE(rng);
  const firm = `${expert.split(' ')[1]} Fahrzeugexpertisen GmbH`;
  const value = rng.int(10, 200) * 500;
  const grade = rng.pick(['2', '2-', '2+', '3', '1-']);
  const cond = `Note ${grade}`;
  const p = new PageBuilder();
  p.text(50, firm, { size: 12, bold: true });
  p.down(12).text(50, `${streetDE(rng).replace('straße', 'strasse')} · ${plz} ${town} · Mitglied im Schweizerischen Verband der Fahrzeugexperten`, { size: 8 });
  p.down(32).text(50, 'Fahrzeugschätzung / Expertise', { size: 15, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 52 }, { x: 210 }];
  const rows: [string, string][] = [
    ['Marke und Typ', `${c.make} ${c.model}`],
    ['Fahrgestell-Nr.', c.vin],
    ['Jahrgang', String(c.year)],
    ['Kontrollschild', `${kt} ${rng.int(1000, 99999)}`],
    ['Veteranenstatus', rng.chance(0.6) ? 'ja (Code 180 im Fahrzeugausweis)' : 'nein'],
    ['Schätzungsdatum', fd(date, 'de')],
  ];
  for (const r of rows) {
    p.down(15);
    row(p, cols, r, { size: 10 });
  }
  p.down(24).text(50, 'Befund', { size: 10, bold: true });
  p.down(15);
  para(
    p,
    52,
    rng.pick([
      'Karosserie und Lack in gutem Zustand, keine Durchrostungen. Motor und Getriebe ohne Befund, Ölverlust gering.',
      'Fahrzeug wurde vollständig restauriert, Fotodokumentation liegt vor. Innenraum neu bezogen.',
      'Altlack mit Patina, Technik gewartet, Reifen älter als acht Jahre.',
    ]),
    100,
    { size: 9.5 },
  );
  p.down(6);
  lv(p, 52, 'Gesamtbeurteilung:', `${cond} (Skala 1–5)`, 210, { bold: true });
  p.down(24);
  lv(p, 52, 'Verkehrswert:', `CHF ${num(value, 'ch')}`, 210, { bold: true, size: 12 });
  p.down(16);
  p.text(52, `Die Schätzung ist ${rng.pick(['zwei Jahre', 'drei Jahre'])} gültig und dient als Grundlage für die Festlegung der Versicherungssumme.`, {
    size: 8.5,
  });
  p.down(30).text(52, `${town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(26).text(52, `${expert}, eidg. dipl. Automobildiagnostiker`, { size: 10 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: `${cond} (Skala 1–5)` });
}

export function clubValuerLetter(rng: Random): Generated {
  const date = rng.date(1978, 2026);
  const c = car(rng, BRIT);
  const [town, pc] = rng.pick(UK_TOWNS);
  const valuer = personEN(rng);
  const owner = personEN(rng);
  const clubs: Record<string, string> = {
    MG: 'MG Car Club',
    Triumph: 'Triumph Sports Six Club',
    Jaguar: 'Jaguar Enthusiasts’ Club',
    Austin: 'Mini Cooper Register',
    'Land Rover': 'Land Rover Series Two Club',
  };
  const club = clubs[c.make] ?? 'Historic Vehicle Club';
  const value = rng.int(4, 120) * 250;
  const cond = rng.pick([
    'very good condition overall, with a sound and rust-free body',
    'good condition, with sound bodywork and some wear to the interior',
    'excellent condition, following a full nut-and-bolt restoration',
  ]);
  const p = new PageBuilder();
  p.text(297, club, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Valuation Officer · ${streetEN(rng)}, ${town} ${pc}`, { size: 8.5, serif: true, align: 'center' });
  p.down(40).text(545, fd(date, 'uklong'), { size: 10.5, serif: true, align: 'right' });
  p.down(20).text(50, 'TO WHOM IT MAY CONCERN', { size: 10.5, bold: true, serif: true });
  p.down(26);
  para(
    p,
    50,
    `I have today inspected the ${c.year} ${c.make} ${c.model}, registration ${plateUK(rng, c.year)}, chassis number ${c.vin}, owned by ${owner}, a member of the Club.`,
    85,
    { serif: true, size: 11, step: 15 },
  );
  p.down(6);
  para(
    p,
    50,
    `The car is in ${cond}. The engine ${rng.pick(['starts readily and pulls well', 'has been rebuilt and runs smoothly', 'is original to the car'])}, and the history file ${rng.pick(['is extensive', 'contains bills back to 1979', 'is limited'])}.`,
    85,
    { serif: true, size: 11, step: 15 },
  );
  p.down(6);
  para(
    p,
    50,
    `Having regard to recent sales of comparable cars, I value the vehicle for insurance purposes at £${money(value)} (${rng.pick(['agreed value', 'replacement value'])}).`,
    85,
    { serif: true, size: 11, step: 15 },
  );
  p.down(6);
  para(p, 50, 'This valuation is given in good faith for the purpose of agreed-value insurance only and is valid for two years from the date above.', 85, {
    serif: true,
    size: 11,
    step: 15,
  });
  p.down(24).text(50, 'Yours faithfully,', { size: 11, serif: true });
  p.down(36).text(50, valuer, { size: 11, serif: true });
  p.down(14).text(50, 'Club Valuer', { size: 9.5, serif: true });
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: valuer,
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: `The car is in ${cond}.`,
  });
}
const money = (n: number) => num(n, 'en');

export function surveyorReport(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const c = car(rng, (x) => BRIT(x) || x.make === 'Porsche' || x.make === 'Mercedes-Benz');
  const [town] = rng.pick(UK_TOWNS);
  const surveyor = `${personEN(rng)} ${rng.pick(['MIMI', 'AMIMI', 'IEng MIRTE'])}`;
  const insurer = rng.pick(['Thames Valley Classic Underwriters', 'Northern Counties Motor Insurance']);
  const claimRef = `${letters(rng, 2)}${digits(rng, 6)}`;
  const value = rng.int(8, 160) * 500;
  const overall = rng.pick(['Good', 'Very good', 'Fair', 'Excellent']);
  const p = new PageBuilder();
  p.text(50, `${rng.pick(['Pinnacle', 'Keystone', 'Oakfield'])} Engineering Assessors Ltd`, { size: 12, bold: true });
  p.down(12).text(50, `Independent motor engineers and surveyors · ${town}`, { size: 8.5 });
  p.down(30).text(50, 'VEHICLE INSPECTION AND VALUATION REPORT', { size: 13, bold: true });
  p.down(16).text(50, `Instructed by: ${insurer} — agreed value proposal, ref. ${claimRef}`, { size: 9 });
  p.down(22);
  lv(p, 50, 'Vehicle:', `${c.year} ${c.make} ${c.model}`, 170);
  p.down(14);
  lv(p, 50, 'Registration:', plateUK(rng, c.year), 170);
  p.down(14);
  lv(p, 50, 'Chassis / VIN:', c.vin, 170);
  p.down(14);
  lv(p, 50, 'Recorded mileage:', `${money(rng.int(10000, 140000)).slice(0, -3)} (not warranted)`, 170);
  p.down(14);
  lv(p, 50, 'Date of inspection:', fd(date, 'uk'), 170);
  p.down(24).text(50, 'CONDITION', { size: 10, bold: true });
  const cols: Col[] = [{ x: 60 }, { x: 230 }];
  const parts = ['Bodywork', 'Paintwork', 'Chassis / underside', 'Engine', 'Transmission', 'Suspension and brakes', 'Interior trim', 'Tyres'];
  for (const g of parts) {
    p.down(14);
    row(p, cols, [g, rng.pick(['Good', 'Good', 'Very good', 'Fair — minor blemishes', 'Excellent', 'Serviceable'])]);
  }
  p.down(18);
  lv(p, 50, 'Overall condition:', overall, 170, { bold: true });
  p.down(22);
  const market = value - rng.int(1, 8) * 250;
  lv(p, 50, 'Current market value (retail):', `£${money(market)}`, 250);
  p.down(14);
  lv(p, 50, 'Recommended agreed value:', `£${money(value)}`, 250, { bold: true });
  p.down(26);
  para(
    p,
    50,
    'The valuation reflects the condition found at the date of inspection and current auction and dealer prices for comparable vehicles. Photographs of the vehicle are attached to the original of this report.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `Surveyor: ${surveyor}`, { size: 10 });
  p.down(14).text(50, `Report date: ${fd(addDays(date, rng.int(1, 6)), 'uk')}`, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: surveyor, appraisalDate: date, appraisedValue: value, conditionNotes: overall });
}

export function usCertifiedAppraisal(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const c = car(rng, AMERICAN);
  const [town, st] = rng.pick(US_TOWNS);
  const appraiser = personEN(rng);
  const value = rng.int(15, 200) * 500;
  const cls = rng.pick(['#2 Excellent', '#3 Good', '#2 Excellent', '#3+ Good']);
  const p = new PageBuilder();
  p.text(50, `${appraiser.split(' ')[1]} Classic Auto Appraisals`, { size: 13, bold: true });
  p.down(12).text(50, `${town}, ${st} · Certified Appraiser, ${rng.pick(['IAAA', 'ASA', 'ICAA'])} member no. ${digits(rng, 4)}`, { size: 8.5 });
  p.down(30).text(50, 'CERTIFIED APPRAISAL REPORT', { size: 14, bold: true });
  p.down(20);
  lv(p, 50, 'Client:', personEN(rng), 180);
  p.down(14);
  lv(p, 50, 'Purpose:', rng.pick(['Agreed value insurance', 'Estate settlement', 'Pre-purchase']), 180);
  p.down(14);
  lv(p, 50, 'Subject vehicle:', `${c.year} ${c.make} ${c.model}`, 180);
  p.down(14);
  lv(p, 50, 'VIN:', c.vin, 180);
  p.down(14);
  lv(p, 50, 'Date of inspection:', fd(date, 'uslong'), 180);
  p.down(24);
  lv(p, 50, 'Condition class:', cls, 180, { bold: true });
  p.down(16);
  para(
    p,
    50,
    rng.pick([
      'Older restoration holding up well; numbers-matching drivetrain; minor paint chips at door edges.',
      'Original survivor with documented history; interior shows light wear; undercarriage clean.',
      'Frame-off restoration completed four years ago; show-quality paint; engine bay detailed.',
    ]),
    100,
    { size: 9 },
  );
  p.down(14).text(50, 'Comparable sales considered', { size: 10, bold: true });
  const cols: Col[] = [{ x: 60 }, { x: 330 }, { x: 540, align: 'right' }];
  for (let i = 0; i < 3; i++) {
    p.down(14);
    row(p, cols, [
      `${c.year + rng.int(-1, 1)} ${c.make} ${c.model}`,
      `${rng.pick(['Auction', 'Dealer', 'Private'])}, ${fd(addDays(date, -rng.int(30, 400)), 'usshort')}`,
      `$${money(value + rng.int(-12, 12) * 500)}`,
    ]);
  }
  p.down(26);
  lv(p, 50, 'APPRAISED VALUE:', `$${money(value)}`, 180, { bold: true, size: 12 });
  p.down(26);
  para(
    p,
    50,
    'I certify that I have personally inspected the subject vehicle, that I have no present or prospective interest in it, and that my fee is not contingent on the value reported.',
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `${appraiser}, Appraiser`, { size: 10 });
  p.down(14).text(50, `Signed ${fd(addDays(date, rng.int(0, 5)), 'us')}`, { size: 9 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: date, appraisedValue: value, conditionNotes: cls });
}

export function australiaValuation(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const c = car(rng, (x) => x.make === 'Holden' || AMERICAN(x) || BRIT(x) || x.make === 'Datsun');
  const [town, st] = rng.pick(AU_TOWNS);
  const valuer = personEN(rng);
  const value = rng.int(12, 160) * 500;
  const score = rng.int(62, 96);
  const cond = `${score}/100 — ${score >= 85 ? 'concours' : score >= 72 ? 'very good' : 'good driver'}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 560);
  p.text(297, 'VALUATION CERTIFICATE', { y: 76, size: 17, bold: true, align: 'center' });
  p.text(297, `${rng.pick(['Council of Historic Motoring Clubs', 'Vintage Sports Car Club', 'Holden Heritage Register'])} — accredited valuer`, {
    y: 94,
    size: 9,
    align: 'center',
  });
  p.y = 120;
  const rows: [string, string][] = [
    ['Owner', `${personEN(rng)}, ${town} ${st}`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Chassis / VIN', c.vin],
    ['Engine no.', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Inspected at', `${streetEN(rng)}, ${town}`],
    ['Date of valuation', fd(date, 'uk')],
    ['Condition score', cond],
    ['Valuation (AUD)', `$${money(value)}`],
    ['Valuer', valuer],
  ];
  for (const [a, b] of rows) {
    p.down(26);
    p.text(70, a, { size: 10 });
    p.text(220, b, { size: 11, bold: a.startsWith('Valuation') });
    hline(p, 70, 455, p.y + 7);
  }
  p.down(34);
  para(
    p,
    70,
    'This certificate states the valuer’s opinion of the market value of the vehicle on the date shown, for agreed-value insurance. It is not a roadworthiness certificate.',
    85,
    { size: 9 },
  );
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: cond });
}
