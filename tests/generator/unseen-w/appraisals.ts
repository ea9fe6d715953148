/** Valuations for probate and for insurance: German Wertgutachten, a British probate letter, American appraisals. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import { PageBuilder, footer, footer3, grid, letterhead, stamp, table } from './kit';
import { digits } from './pick';

/** 2021: a Wertgutachten for the Erbschaftsteuer, Verkehrswert boxed, the inspection on another day. */
export function gutachtenErbschaft(rng: Random): Generated {
  const date = rng.date(2020, 2023);
  const insp = addDays(date, -rng.int(4, 20));
  const value = rng.pick([38500, 52000, 67500, 84000]);
  const note = rng.pick(['2-', '2', '3+']);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'logoRight',
    'Sachverständigenbüro Vogelsang',
    ['Öffentlich bestellt und vereidigt', 'für Oldtimer-Bewertung (IHK Koblenz)', 'Koblenzer Straße 44, 56727 Mayen', 'Tel. 02651 / 7 03 18'],
    'SV VOGELSANG',
  );
  p.text(50, 'Wertgutachten', { size: 16, bold: true });
  p.text(545, `Gutachten-Nr. ${date.slice(0, 4)}-${digits(rng, 3)}`, { size: 9, align: 'right' }).down(14);
  p.text(50, 'zur Feststellung des gemeinen Werts für die Erbschaftsteuer (Nachlass Alfons Meurer)', { size: 9 }).down(22);
  grid(
    p,
    [
      ['Auftraggeber', 'Amtsgericht Mayen – Nachlassgericht / Erben Meurer'],
      ['Fahrzeug', 'Porsche 912 Coupé'],
      ['Besichtigt am', fd(insp, 'de')],
      ['Ort', 'Garage des Erblassers, Mendig'],
      ['Datum des Gutachtens', fd(date, 'de')],
      ['Erstzulassung', `1966`],
    ],
    2,
    'left',
  );
  p.down(6);
  para(
    p,
    50,
    'Lack mit Polierspuren und kleinen Steinschlägen; Unterboden trocken, Schweller ohne Durchrostung; Motor läuft rund, leichte Ölfeuchte am Stößelrohr; Innenraum original mit Patina.',
    100,
  );
  p.down(6);
  p.text(50, `Zustandsnote: ${note}`, { size: 10, bold: true }).down(22);
  p.box(50, p.y - 14, 495, 30, true);
  p.text(60, 'Verkehrswert (gemeiner Wert) zum Todestag', { size: 10, bold: true });
  p.text(535, `${num(value, 'de')} €`, { size: 12, bold: true, align: 'right' }).down(34);
  p.text(50, 'Mayen, den ' + fd(date, 'de'), { size: 9.5 }).down(36);
  hline(p, 50, 180);
  p.down(12);
  p.text(50, 'Dipl.-Ing. Hubertus Vogelsang', { size: 9.5 });
  footer3(p, [
    ['Sachverständigenbüro Vogelsang', 'Koblenzer Straße 44, 56727 Mayen'],
    ['Kreissparkasse Mayen', 'IBAN DE22 5765 0010 0098 1144 17'],
    ['St.-Nr. 08/211/3341/2', 'USt-IdNr. DE 148 903 224'],
  ]);
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: 'Dipl.-Ing. Hubertus Vogelsang',
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: note,
  });
}

/** 1999: a short valuation for an agreed-value policy in DM, one value, the grade in a box. */
export function kurzbewertung(rng: Random): Generated {
  const date = rng.date(1997, 2001);
  const value = rng.pick([42000, 58000, 76000, 95000]);
  const grade = rng.pick(['2', '2+', '3']);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'spaced', 'Classic-Taxe Franken', ['Kfz-Sachverständige', 'Fürther Straße 212', '90429 Nürnberg', 'Tel. 0911 / 26 14 80']);
  p.text(50, 'Kurzbewertung für die Versicherung', { size: 14, bold: true }).down(24);
  grid(
    p,
    [
      ['Fahrzeug', 'Alfa Romeo 2600 Spider Touring'],
      ['Halter', 'Werner Dotterweich, Forchheim'],
      ['Fahrgestell-Nr.', `AR19${digits(rng, 4)}`],
      ['Besichtigung', fd(addDays(date, -rng.int(1, 6)), 'de')],
    ],
    2,
    'above',
  );
  table(
    p,
    [{ x: 50 }, { x: 250 }],
    ['Baugruppe', 'Befund'],
    [
      ['Karosserie', 'gut, Türspalte gleichmäßig'],
      ['Motor / Getriebe', 'überholt, belegt'],
      ['Innenraum', 'Leder neu bezogen'],
      ['Chrom', 'teilweise erneuert'],
    ],
    { rules: true },
  );
  p.down(6);
  p.box(50, p.y - 12, 160, 36);
  p.text(58, 'Gesamtnote', { size: 7 });
  p.text(58, grade, { size: 14, bold: true, y: p.y + 16 });
  p.box(230, p.y - 12, 315, 36, true);
  p.text(238, 'Versicherungswert (Wiederbeschaffung im Inland)', { size: 7 });
  p.text(238, `DM ${num(value, 'de')}`, { size: 14, bold: true, y: p.y + 16 });
  p.down(50);
  p.text(50, `Nürnberg, ${fd(date, 'de')}`, { size: 9.5 }).down(36);
  p.text(50, 'Gerd Hümmer', { size: 11, serif: true }).down(12);
  p.text(50, 'Kfz-Sachverständiger', { size: 8 });
  stamp(p, 360, p.y - 20, ['CLASSIC-TAXE', 'FRANKEN']);
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Gerd Hümmer', appraisalDate: date, appraisedValue: value, conditionNotes: grade });
}

/** 2025: an Italian car's valuation for a collector's estate planning, Marktwert beside a restoration estimate. */
export function bewertungDino(rng: Random): Generated {
  const date = rng.date(2024, 2026);
  const value = rng.pick([285000, 320000, 365000]);
  const resto = rng.pick([95000, 120000]);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'rightBlock', 'Berliner Klassik-Gutachten', [
    'Dipl.-Kfm. Jana Wiesenthal',
    'Sachverständige für italienische Sportwagen',
    'Kurfürstenstraße 14 · 10785 Berlin',
  ]);
  p.text(50, 'Fahrzeugbewertung', { size: 15, bold: true }).down(22);
  grid(
    p,
    [
      ['Objekt', 'Ferrari Dino 246 GT, Serie E'],
      ['Zweck', 'Vermögensaufstellung / Nachlassplanung'],
      ['Auftraggeber', 'Familie von Eickstedt'],
      ['Stichtag und Datum', fd(date, 'delong')],
    ],
    1,
    'left',
    50,
    495,
  );
  p.down(6);
  table(
    p,
    [{ x: 50 }, { x: 545, align: 'right' }],
    null,
    [
      ['Marktwert', `${num(value, 'de')} €`],
      ['Geschätzte Kosten einer Vollrestaurierung (nicht wertbestimmend)', `${num(resto, 'de')} €`],
    ],
    { rules: true },
  );
  p.text(50, 'Gesamteindruck: sehr guter, originaler Zustand (Note 2+)', { size: 10 }).down(14);
  p.text(50, 'Matching numbers bestätigt durch Classiche-Dokumentation.', { size: 9 }).down(40);
  p.text(50, 'Jana Wiesenthal', { size: 12, serif: true }).down(12);
  hline(p, 50, 160);
  p.down(10);
  p.text(50, 'Sachverständige', { size: 8 });
  footer(p, ['Berliner Klassik-Gutachten · USt-IdNr. DE 347 112 068 · Deutsche Bank IBAN DE89 1007 0000 0112 4470 00']);
  return doc(p, 'de', {
    documentType: 'appraisal',
    appraiserName: 'Jana Wiesenthal',
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: 'sehr guter, originaler Zustand (Note 2+)',
  });
}

/** 2011: a British valuation letter for probate, the value in a sentence, post-nominals after the signature. */
export function ukProbateLetter(rng: Random): Generated {
  const date = rng.date(2010, 2013);
  const death = addDays(date, -rng.int(60, 200));
  const value = rng.pick([42000, 58500, 73000]);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'centre', 'Munro Motor Valuations', [
    'Independent valuers of historic and competition cars',
    'Ardross Street, Inverness IV3 5NN · 01463 712 904',
  ]);
  p.text(50, fd(date, 'uklong'), { size: 10, serif: true }).down(22);
  p.text(50, 'Messrs Macleod & MacCallum, Solicitors', { size: 10, serif: true }).down(12);
  p.text(50, '28 Queensgate, Inverness IV1 1YN', { size: 10, serif: true }).down(22);
  p.text(50, 'Re: Estate of the late Hamish D. Fraser — 1964 Lotus Elan S1', { size: 10, bold: true, serif: true }).down(20);
  para(
    p,
    50,
    `Following my inspection of the above vehicle at Kiltarlity, I value it for probate purposes, as at the date of death (${fd(death, 'uklong')}), at £${num(value, 'en')}. The car is in good condition overall, with an older restoration, sound chassis and a period competition history at Ingliston documented by the late owner.`,
    92,
    { size: 10, serif: true, step: 13.5 },
  );
  p.down(8);
  p.text(50, 'Condition: Good', { size: 10, serif: true, bold: true }).down(22);
  para(p, 50, 'This valuation is for probate only and should not be relied upon for insurance or sale.', 92, { size: 9.5, serif: true });
  p.down(20);
  p.text(50, 'Yours faithfully,', { size: 10, serif: true }).down(36);
  p.text(50, 'Alasdair Munro, FIMI', { size: 10, serif: true });
  footer(p, ['Munro Motor Valuations · Alasdair Munro FIMI MSOE · VAT Reg. 884 2210 73']);
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: 'Alasdair Munro', appraisalDate: date, appraisedValue: value, conditionNotes: 'Good' });
}

/** 1987, Texas: an estate-tax appraisal, the fair market value as of the date of death, the report dated later. */
export function texasEstateAppraisal(rng: Random): Generated {
  const date = rng.date(1985, 1989);
  const death = addDays(date, -rng.int(40, 150));
  const value = rng.pick([14500, 22000, 31500]);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(p, 'boxed', 'Brazos Valley Auto Appraisals', ['1207 Texas Ave. S., College Station, TX 77840 · (409) 693-4412']);
  p.text(50, 'APPRAISAL REPORT — ESTATE', { size: 13, bold: true }).down(22);
  grid(
    p,
    [
      ['Report date', fd(date, 'us')],
      ['Estate of', 'Clyde E. Hargrove, deceased'],
      ['Date of death', fd(death, 'us')],
      ['Requested by', 'Hargrove, Nunley & Pate, Attorneys'],
      ['Vehicle', '1953 Jaguar XK120 Roadster'],
      ['Serial', `S67${digits(rng, 4)}`],
    ],
    2,
    'left',
  );
  p.down(4);
  table(
    p,
    [{ x: 50 }, { x: 300 }],
    ['ITEM', 'OBSERVED'],
    [
      ['Body & paint', 'older repaint, some checking'],
      ['Chrome', 'fair'],
      ['Interior', 'original, worn'],
      ['Engine', 'runs, smokes on start'],
    ],
    { rules: true },
  );
  p.text(50, 'Overall condition: Fair (#3)', { size: 10, bold: true }).down(20);
  p.text(50, `Fair Market Value as of date of death:   $${num(value, 'en')}`, { size: 11, bold: true }).down(30);
  p.text(50, 'I have no interest in the vehicle or the estate. Fee not contingent on value.', { size: 8.5 }).down(36);
  p.text(50, 'Leon W. Pate Jr.', { size: 11, serif: true }).down(12);
  p.text(50, 'Appraiser', { size: 8 });
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: 'Leon W. Pate Jr.',
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: 'Fair (#3)',
  });
}

/** 2018, Massachusetts: an agreed-value appraisal for a collector-car insurer, the value in a shaded band, a grade. */
export function newEnglandAgreedValue(rng: Random): Generated {
  const date = rng.date(2017, 2020);
  const value = rng.pick([48000, 62000, 79500]);
  const p = new PageBuilder();
  p.y = 60;
  letterhead(
    p,
    'logoRight',
    'Cape Ann Classic Appraisal',
    ['Certified appraiser — IAAA member', '9 Rocky Neck Ave', 'Gloucester, MA 01930', '(978) 281-7730'],
    'CAPE ANN',
  );
  p.text(50, 'Vehicle Appraisal for Agreed-Value Insurance', { size: 13, bold: true }).down(24);
  grid(
    p,
    [
      ['Owner', 'Peter H. Lindqvist'],
      ['Vehicle', '1958 MG A 1500 Roadster'],
      ['Inspection', fd(addDays(date, -rng.int(1, 10)), 'uslong')],
      ['Date of report', fd(date, 'uslong')],
      ['Condition grade', '#2 Excellent'],
      ['Odometer', `${num(rng.int(30000, 90000), 'en').replace('.00', '')} (not actual)`],
    ],
    2,
    'above',
  );
  para(
    p,
    50,
    'Frame-off restoration completed 2009, paint and chrome show light use; engine rebuilt with receipts; inherited by the present owner from his mother’s estate.',
    100,
  );
  p.down(10);
  p.box(50, p.y - 14, 495, 28, true);
  p.text(60, 'Appraised value', { size: 10, bold: true });
  p.text(535, `$${num(value, 'en')}`, { size: 12, bold: true, align: 'right' }).down(40);
  p.text(50, 'Signed: Diane K. Moriarty', { size: 10, serif: true }).down(12);
  p.text(50, 'IAAA #4471', { size: 8 });
  footer(p, ['Cape Ann Classic Appraisal · This appraisal is valid for insurance purposes for 24 months from the date of report.']);
  return doc(p, 'en', {
    documentType: 'appraisal',
    appraiserName: 'Diane K. Moriarty',
    appraisalDate: date,
    appraisedValue: value,
    conditionNotes: '#2 Excellent',
  });
}
