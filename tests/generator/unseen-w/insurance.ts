/** Cover for rallies, track days and agreed values: event confirmations, policies with cover tables, a US declarations page. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, doc, fd, hline, num, r2 } from '../paper-kit';
import { PageBuilder, field, footer, footer3, grid, letterhead, table } from './kit';
import { digits } from './pick';

const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** 1988: cover for a historic regularity rally in the Eifel, three event days, the excess in a sentence. */
export function rallyEventCover(rng: Random): Generated {
  const start = rng.date(1986, 1990);
  const end = addDays(start, 2);
  const sb = rng.pick([1000, 2000, 2500]);
  const net = rng.pick([185, 220, 260]);
  // Versicherungsteuer: 5 % until 1988, 7 % from 1989.
  const rate = Number(start.slice(0, 4)) < 1989 ? 5 : 7;
  const tax = r2((net * rate) / 100);
  const total = r2(net + tax);
  const pol = `VR ${rng.int(10, 99)}/${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'centre', 'Rheinische Motorsport-Versicherung a.G.', ['Hohenzollernring 72 · 5000 Köln 1 · Telefon 0221 / 57 14-0']);
  p.text(50, 'Versicherungsbestätigung für eine Veranstaltung', { size: 13, bold: true }).down(22);
  grid(
    p,
    [
      ['Bestätigung Nr.', pol],
      ['Teilnehmer', 'Heinz-Georg Münstermann, Mayen'],
      ['Veranstaltung', '3. Eifel-Klassik für historische Fahrzeuge'],
      ['Fahrzeug', 'Mercedes-Benz 300 SL Roadster, Baujahr 1958'],
    ],
    1,
    'left',
    50,
    495,
  );
  p.down(6);
  p.text(50, `Versicherungsschutz besteht vom ${fd(start, 'de')}, 0 Uhr, bis ${fd(end, 'de')}, 24 Uhr.`, { size: 9.5 }).down(18);
  table(
    p,
    [{ x: 50 }, { x: 330 }, { x: 545, align: 'right' }],
    ['Deckung', 'Umfang', 'Beitrag DM'],
    [
      ['Rallye-Kasko Gleichmäßigkeitsprüfung', 'bis zum vereinbarten Wert', num(net, 'de')],
      [`Versicherungsteuer ${rate} %`, '', num(tax, 'de')],
      ['Zu zahlender Beitrag', '', num(total, 'de')],
    ],
    { rules: true },
  );
  p.text(50, `Der Versicherungsnehmer trägt je Schadenfall einen Selbstbehalt von DM ${num(sb, 'de')}.`, { size: 9.5 }).down(13);
  p.text(50, 'Schäden auf Wertungsprüfungen mit Zeitnahme auf Hundertstelsekunden sind ausgeschlossen.', { size: 9 }).down(30);
  p.text(50, `Köln, den ${fd(addDays(start, -rng.int(10, 30)), 'de')}`, { size: 9.5 });
  footer(p, ['Vorstand: Dr. A. Gierlich, H. Pütz · Sitz Köln · Registergericht Köln VR 6 612']);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Rallye-Kasko Gleichmäßigkeitsprüfung',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** 2013: an agreed-value classic policy (vereinbarter Wert from an appraisal), cover table with one excess. */
export function agreedValuePolice(rng: Random): Generated {
  const start = `${rng.int(2012, 2015)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = nextYear(start);
  const value = rng.pick([48000, 72000, 95000, 138000]);
  const sb = rng.pick([300, 500, 1000]);
  const h = rng.pick([98.4, 112.6, 131.2]);
  const vk = r2(value * rng.pick([0.0042, 0.0051, 0.0058]));
  const net = r2(h + vk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const pol = `OT-${digits(rng, 3)}.${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'logoRight',
    'Franken Classic Assekuranz AG',
    ['Hallplatz 11', '90402 Nürnberg', 'Service 0911 / 20 55 60', 'www.franken-classic.de'],
    'FRANKEN CLASSIC',
  );
  p.text(50, 'Versicherungsschein', { size: 15, bold: true });
  p.text(545, `Nachtrag 0 · ausgefertigt ${fd(addDays(start, -rng.int(5, 20)), 'de')}`, { size: 8, align: 'right' }).down(22);
  grid(
    p,
    [
      ['Versicherungsschein-Nr.', pol],
      ['Versicherungsnehmer', 'Dr. Cornelia Hagendorn'],
      ['Beginn', fd(start, 'de')],
      ['Ablauf', fd(end, 'de')],
      ['Fahrzeug', 'Jaguar E-Type 4.2 Roadster'],
      ['Kennzeichen', `FÜ-CH ${rng.int(10, 99)}H`],
    ],
    2,
    'above',
  );
  p.text(50, `Vereinbarter Wert laut Wertgutachten vom ${fd(addDays(start, -rng.int(30, 90)), 'de')}: ${num(value, 'de')} €`, { size: 9.5 }).down(20);
  table(
    p,
    [{ x: 50 }, { x: 300 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }],
    ['Sparte', 'Deckungssumme / Wert', 'Selbstbeteiligung', 'Jahresbeitrag €'],
    [
      ['Kfz-Haftpflicht', '100 Mio. € pauschal', '—', num(h, 'de')],
      ['Oldtimer-Vollkasko', `${num(value, 'de')} €`, `${num(sb, 'de')} €`, num(vk, 'de')],
    ],
    { rules: true },
  );
  for (const [l, v] of [
    ['Nettobeitrag', num(net, 'de')],
    ['Versicherungsteuer 19 %', num(tax, 'de')],
    ['Jahresbeitrag einschl. Steuer', num(total, 'de')],
  ]) {
    p.text(420, l, { align: 'right', size: 9.5, bold: l.startsWith('Jahres') });
    p.text(545, v, { align: 'right', size: 9.5, bold: l.startsWith('Jahres') }).down(13);
  }
  p.down(10);
  p.text(50, 'Fahrleistung bis 6.000 km jährlich; Nutzung auf Rennstrecken und bei Zeitfahrten ist nicht versichert.', { size: 8.5 });
  footer3(p, [
    ['Franken Classic Assekuranz AG', 'Sitz Nürnberg · HRB 29 117', 'Vorstand: M. Wiedemann'],
    ['Beitragskonto: HypoVereinsbank', 'IBAN DE58 7602 0070 0018 4427 13'],
    ['Versicherungsteuer-Nr.', '9116 802 14407'],
  ]);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Oldtimer-Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** 2023: a single Nordschleife track day's damage cover, labels under their values. */
export function trackdayKasko(rng: Random): Generated {
  const day = rng.date(2022, 2025);
  const sb = rng.pick([2500, 5000, 7500]);
  const prem = rng.pick([289, 349, 419]);
  const tax = r2(prem * 0.19);
  const total = r2(prem + tax);
  const pol = `TD${day.slice(2, 4)}-${digits(rng, 5)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'spaced', 'Grüne Hölle Trackday Cover', ['Ein Angebot der Ahr Versicherungsmakler GmbH', 'Nürburgring Boulevard 1', '53520 Nürburg']);
  p.text(50, 'Deckungsbestätigung Trackday', { size: 14, bold: true }).down(26);
  grid(
    p,
    [
      [pol, 'Vertragsnummer'],
      [fd(day, 'de'), 'Versicherter Tag (Beginn 0:00 Uhr)'],
      [fd(day, 'de'), 'Ende 24:00 Uhr'],
      ['Nürburgring Nordschleife, Touristenfahrt-Trackday', 'Strecke'],
    ].map(([v, l]) => [l, v] as [string, string]),
    2,
    'below',
  );
  p.down(4);
  grid(
    p,
    [
      ['Porsche 964 Carrera RS', 'Fahrzeug'],
      ['Trackday-Kasko', 'Deckung'],
      [`${num(sb, 'de')} €`, 'Selbstbeteiligung je Schaden'],
      [`${num(total, 'de')} €`, 'Prämie inkl. 19 % VSt.'],
    ].map(([v, l]) => [l, v] as [string, string]),
    2,
    'below',
  );
  p.text(50, `(Nettoprämie ${num(prem, 'de')} €, Versicherungsteuer ${num(tax, 'de')} €)`, { size: 8.5 }).down(18);
  p.text(50, 'Keine Deckung für Zeitmessung, Rennen oder Fahrten mit abgelaufener HU.', { size: 8.5 });
  footer(p, ['Ahr Versicherungsmakler GmbH · Registernummer D-L1ZK-7H81W-24 · AG Koblenz HRB 26 118']);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Trackday-Kasko',
    premium: total,
    effectiveStart: day,
    effectiveEnd: day,
    deductible: sb,
  });
}

/** 1997: a British historic-rally schedule, the premium broken down with insurance premium tax. */
export function ukRallySchedule(rng: Random): Generated {
  const start = rng.date(1997, 1999);
  const end = addDays(nextYear(start), -1);
  const xs = rng.pick([500, 750, 1000]);
  const base = rng.pick([412, 486, 538]);
  const fee = 15;
  const ipt = r2(base * 0.04);
  const total = r2(base + ipt + fee);
  const pol = `HRS/${digits(rng, 6)}/${start.slice(2, 4)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'serifLeft',
    'Kenmore Historic Motorsport Insurance',
    ['Lloyd’s coverholder · 14 Atholl Crescent, Edinburgh EH3 8HA · 0131 228 4410'],
    'Underwritten at Lloyd’s',
  );
  p.text(50, 'SCHEDULE', { size: 14, bold: true, serif: true }).down(22);
  grid(
    p,
    [
      ['Policy number', pol],
      ['Insured', 'Mr D. G. Farquharson'],
      ['Period from', fd(start, 'uklong')],
      ['Period to', fd(end, 'uklong')],
      ['Vehicle', 'Triumph TR4A, reg. HSG 217D'],
      ['Use', 'Historic road rallies (regularity) and social'],
      ['Cover', 'Rally Damage (Regularity Events)'],
      ['Excess each claim', `£${num(xs, 'en')}`],
    ],
    1,
    'left',
    50,
    495,
  );
  p.down(6);
  for (const [l, v] of [
    ['Annual premium', num(base, 'en')],
    ['Insurance Premium Tax at 4%', num(ipt, 'en')],
    ['Policy fee', num(fee, 'en')],
    ['Total amount payable', num(total, 'en')],
  ]) {
    p.text(50, l, { size: 9.5, serif: true, bold: l.startsWith('Total') });
    p.text(330, `£${v}`, { size: 9.5, serif: true, align: 'right', bold: l.startsWith('Total') }).down(13);
  }
  p.down(10);
  p.text(50, 'Speed tests, special stages on closed roads and track use are excluded.', { size: 8.5, serif: true });
  footer(p, ['Kenmore Historic Motorsport Insurance is a trading name of Kenmore Underwriting Agencies Ltd, registered in Scotland SC 141 772.']);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Rally Damage (Regularity Events)',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** 2016, Texas: an agreed-value declarations page with a coverage table and a state fee. */
export function texasDeclarations(rng: Random): Generated {
  const start = rng.date(2015, 2018);
  const end = nextYear(start);
  const value = rng.pick([65000, 88000, 124000]);
  const ded = rng.pick([250, 500, 1000]);
  const liab = rng.pick([142, 168, 196]);
  const pd = r2(value * rng.pick([0.0031, 0.0036]));
  const fee = 3.5;
  const total = r2(liab + pd + fee);
  const pol = `CVT ${digits(rng, 4)} ${digits(rng, 4)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'boxed', 'Lone Star Collector Car Insurance Co.', ['P.O. Box 20417 · San Antonio, TX 78220 · 1-800-555-0143']);
  p.text(50, 'DECLARATIONS', { size: 14, bold: true });
  p.text(545, 'Collector Vehicle Policy', { size: 9, align: 'right' }).down(22);
  grid(
    p,
    [
      ['POLICY NO.', pol],
      ['NAMED INSURED', 'Ruth Ann Castleberry'],
      ['POLICY PERIOD FROM', fd(start, 'us')],
      ['TO', `${fd(end, 'us')} 12:01 A.M.`],
    ],
    2,
    'boxed',
  );
  p.text(50, `1970 Plymouth Hemi ’Cuda  ·  VIN BS23R0B${digits(rng, 6)}  ·  Agreed Value $${num(value, 'en')}`, { size: 9 }).down(20);
  table(
    p,
    [{ x: 50 }, { x: 260 }, { x: 420, align: 'right' }, { x: 545, align: 'right' }],
    ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'],
    [
      ['Liability', '$100,000/$300,000/$100,000', '', num(liab, 'en')],
      ['Agreed Value Physical Damage', `$${num(value, 'en')}`, `$${num(ded, 'en')}`, num(pd, 'en')],
      ['Roadside assistance', 'Included', '', '0.00'],
    ],
    { rules: true, box: true },
  );
  for (const [l, v] of [
    ['TX Motor Vehicle Crime Prevention fee', num(fee, 'en')],
    ['TOTAL POLICY PREMIUM', `$${num(total, 'en')}`],
  ]) {
    p.text(420, l, { size: 9, align: 'right', bold: l.startsWith('TOTAL') });
    p.text(545, v, { size: 9, align: 'right', bold: l.startsWith('TOTAL') }).down(13);
  }
  p.down(10);
  p.text(50, 'Use restricted to club events, parades and occasional pleasure driving. Not for daily transportation.', { size: 8 });
  footer(p, ['Countersigned by authorized representative · TDI Company No. 41 773']);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value Physical Damage',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** 2025, UK: a track-day cover certificate for a single day, the excess fixed. */
export function ukTrackCertificate(rng: Random): Generated {
  const day = rng.date(2024, 2026);
  const xs = rng.pick([2500, 3500, 5000]);
  const base = rng.pick([199, 245, 289]);
  const ipt = r2(base * 0.12);
  const total = r2(base + ipt);
  const pol = `TDC-${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'rightBlock', 'Chicane Cover', ['Track day insurance for road cars', 'Brooklands House, Weybridge KT13 0QN', '0333 014 2276']);
  p.text(50, 'Certificate of Cover', { size: 16, bold: true }).down(24);
  const y = p.y;
  field(p, 50, y, 'Certificate', pol, 'boxed', 140);
  field(p, 230, y, 'Event date', fd(day, 'uklong'), 'boxed', 140);
  field(p, 410, y, 'Circuit', 'Goodwood Motor Circuit', 'boxed', 115);
  p.y = y + 40;
  field(p, 50, p.y, 'Cover', 'Track Day Accidental Damage', 'boxed', 140);
  field(p, 230, p.y, 'Excess', `£${num(xs, 'en')}`, 'boxed', 140);
  field(p, 410, p.y, 'Car', 'Lotus Elise S1 1998', 'boxed', 115);
  p.y += 44;
  p.text(50, `Cover applies from 00:01 on ${fd(day, 'uk')} to 23:59 on ${fd(day, 'uk')} while the car is on track or in the paddock.`, { size: 9 }).down(20);
  hline(p, 50, 495);
  p.down(14);
  for (const [l, v] of [
    ['Premium', num(base, 'en')],
    ['IPT @ 12%', num(ipt, 'en')],
    ['Total paid', num(total, 'en')],
  ]) {
    p.text(50, l, { size: 10, bold: l === 'Total paid' });
    p.text(250, `£${v}`, { size: 10, align: 'right', bold: l === 'Total paid' }).down(14);
  }
  p.down(10);
  p.text(50, 'Timed sessions, racing and driver tuition by unaccredited instructors are not covered.', { size: 8 });
  footer(p, ['Chicane Cover is a trading name of Weybridge Specialist Risks Ltd, authorised and regulated by the Financial Conduct Authority (FRN 774 219).']);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Track Day Accidental Damage',
    premium: total,
    effectiveStart: day,
    effectiveEnd: day,
    deductible: xs,
  });
}
