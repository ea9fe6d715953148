/** Valuations with the value where the eye lands first: a big box at the top, a band, two columns. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, para, row, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, person, plateDE, plateUK, vin } from './kit';

const appr = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes: string) => ({
  documentType: 'appraisal',
  appraiserName,
  appraisalDate,
  appraisedValue,
  conditionNotes,
});

/** 47: a Kurzgutachten with the Marktwert in a big box at the top, the details under it. */
export function deWertOben(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const value = rng.int(40, 900) * 100;
  const note = rng.pick(['Zustand 2', 'Zustand 2-', 'Zustand 3+', 'Zustand 3', 'Zustand 1-']);
  const name = `Dipl.-Ing. ${person(rng, 'de')}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 80, true);
  p.text(297, 'Marktwert', { y: 60, size: 10, align: 'center' });
  p.text(297, `${num(value, 'de')} ${cur}`, { y: 92, size: 24, bold: true, align: 'center' });
  p.text(297, `Zustandsnote: ${note}`, { y: 112, size: 9, align: 'center' });
  p.y = 150;
  p.text(40, 'Kurzgutachten zur Wertermittlung eines Oldtimers', { size: 12, bold: true }).down(24);
  const cols = [{ x: 40 }, { x: 210 }];
  for (const [l, v] of [
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Fahrgestell-Nr.', vin(rng, 12)],
    ['Kennzeichen', `${plateDE(rng)}H`],
    ['Auftraggeber', person(rng, 'de')],
    ['Besichtigung', fd(addDays(date, -rng.int(2, 12)), 'de')],
    ['Wiederbeschaffungswert', `${num(Math.round((value * 1.15) / 100) * 100, 'de')} ${cur}`],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 9.5 });
    p.down(15);
  }
  p.down(12);
  para(
    p,
    40,
    'Befund: Karosserie gerade, Spaltmaße gleichmäßig, Unterboden teilweise erneuert. Lack mit leichten Gebrauchsspuren. Motor läuft ruhig, Öldruck im Sollbereich. Innenraum original, Sitze mit geringen Falten. Fahrzeug in überwiegend originalem Zustand.',
    100,
    { size: 9 },
  );
  p.down(20);
  p.text(40, `${rng.pick(['Regensburg', 'Heilbronn', 'Oldenburg'])}, den ${fd(date, 'de')}`, { size: 10 }).down(30);
  p.text(40, name, { size: 10, bold: true }).down(12);
  p.text(40, 'öffentlich bestellter und vereidigter Sachverständiger für Oldtimer', { size: 8 });
  return doc(p, 'de', appr(name, date, value, note));
}

/** 48: a Swiss valuation with a band: Datum | Fahrzeug | Zustand | Schätzwert. */
export function chBand(rng: Random): Generated {
  const date = rng.date(1995, 2025);
  const value = rng.int(100, 1500) * 100;
  const note = rng.pick(['sehr gut', 'gut', 'gepflegt, gut', 'befriedigend']);
  const name = person(rng, 'de');
  const firm = rng.pick(['Fahrzeugexpertisen Keller', 'Expertenbüro Odermatt', 'Classic Expert Bärtschi']);
  const p = new PageBuilder();
  p.text(40, firm, { size: 13, bold: true }).down(12);
  p.text(40, rng.pick(['Winterthur', 'Sursee', 'Solothurn']), { size: 8.5 }).down(30);
  p.text(40, 'Schätzungsbericht', { size: 15, bold: true }).down(14);
  const cells: [string, string][] = [
    ['Datum', fd(date, 'de')],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Zustand', note],
    ['Schätzwert CHF', num(value, 'ch')],
  ];
  cells.forEach(([h, v], i) => {
    const x = 40 + i * 129;
    p.box(x, p.y, 128, 34, i === 3);
    p.text(x + 5, h, { y: p.y + 10, size: 7 });
    p.text(x + 5, v, { y: p.y + 27, size: i === 1 ? 8.5 : 11, bold: true });
  });
  p.down(60);
  para(
    p,
    40,
    `Das Fahrzeug wurde am Standort des Eigentümers besichtigt und probegefahren. Die Karosserie ist rostfrei, der Lack neuwertig. Die Mechanik wurde revidiert (Belege vorhanden). Der Schätzwert entspricht dem Verkehrswert in der Schweiz am Tag der Besichtigung.`,
    100,
    { size: 9 },
  );
  p.down(30);
  p.text(40, `Der Experte: ${name}, eidg. dipl. Automobildiagnostiker`, { size: 10 });
  return doc(p, 'de', appr(name, date, value, note));
}

/** 49: a British club valuation with the agreed value in a big box at the top. */
export function ukValueBoxTop(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const value = rng.int(30, 1200) * 250;
  const note = rng.pick(['Excellent', 'Very good', 'Good', 'Fair']);
  const name = person(rng, 'en');
  const p = new PageBuilder();
  p.box(140, 40, 315, 70, true);
  p.text(297, 'VALUATION FOR INSURANCE PURPOSES', { y: 58, size: 9, align: 'center' });
  p.text(297, `£${num(value, 'en').replace('.00', '')}`, { y: 92, size: 24, bold: true, align: 'center' });
  p.y = 140;
  p.text(297, rng.pick(['The Jaguar Enthusiasts’ Club', 'Triumph Sports Six Club', 'MG Owners’ Club']), { size: 12, bold: true, align: 'center' }).down(12);
  p.text(297, 'Valuation Certificate', { size: 10, align: 'center' }).down(30);
  const cols = [{ x: 40 }, { x: 220 }];
  for (const [l, v] of [
    ['Owner', person(rng, 'en')],
    ['Vehicle', rng.pick(CARS_EN)],
    ['Registration', plateUK(rng, rng.int(1960, 1984))],
    ['Chassis number', vin(rng, 9)],
    ['Overall condition', note],
    ['Date of valuation', fd(date, 'uklong')],
  ] as [string, string][]) {
    row(p, cols, [l, v], { size: 10 });
    p.down(16);
  }
  p.down(16);
  para(
    p,
    40,
    'The value stated is the club valuer’s opinion of the replacement value of the vehicle in its present condition, based on an inspection and the photographs supplied. It is valid for insurance purposes for two years.',
    100,
    { size: 8.5 },
  );
  p.down(24);
  p.text(40, `${name}, Club Valuer`, { size: 10, bold: true });
  return doc(p, 'en', appr(name, date, value, note));
}

/** 50: a US appraisal in two columns: the particulars left, the value and condition right. */
export function usAppraisalTwoCol(rng: Random): Generated {
  const date = rng.date(1980, 2025);
  const value = rng.int(50, 2500) * 100;
  const note = rng.pick(['Excellent', 'Very Good', 'Good', 'Driver quality']);
  const name = `${person(rng, 'en')}, ${rng.pick(['ASA', 'AAA', 'IAAA'])}`;
  const p = new PageBuilder();
  p.text(40, rng.pick(['Midwest Classic Appraisals', 'Coastal Collector Car Appraisal LLC', 'Lone Star Auto Appraisers']), { size: 14, bold: true }).down(14);
  p.text(40, 'CERTIFIED APPRAISAL REPORT', { size: 10, bold: true }).down(34);
  let fy = p.y;
  for (const [l, v] of [
    ['CLIENT', person(rng, 'en')],
    ['VEHICLE', `${rng.int(1950, 1985)} ${rng.pick(CARS_EN)}`],
    ['VIN', vin(rng, rng.pick([11, 13, 17]))],
    ['ODOMETER', `${rng.int(10000, 99999)} miles`],
    ['REPORT DATE', fd(date, 'uslong')],
    ['PURPOSE', 'Agreed value insurance'],
  ] as [string, string][]) {
    p.text(40, l, { y: fy, size: 7, bold: true });
    p.text(40, v, { y: fy + 12, size: 9.5 });
    fy += 32;
  }
  p.box(300, p.y - 14, 255, 110, true);
  p.text(310, 'APPRAISED VALUE', { size: 8, bold: true });
  p.text(545, `$${num(value, 'en')}`, { y: p.y + 28, size: 20, bold: true, align: 'right' });
  p.text(310, 'CONDITION', { y: p.y + 58, size: 8, bold: true });
  p.text(310, note, { y: p.y + 76, size: 12 });
  p.y = fy + 20;
  para(
    p,
    40,
    'The vehicle was personally inspected by the undersigned. Body panels align well; paint shows minor chips at the front valance. Chrome bright. Engine started easily and ran smoothly; no leaks noted. Interior upholstery shows light wear consistent with age.',
    100,
    { size: 9 },
  );
  p.down(30);
  p.text(40, name, { size: 10, bold: true }).down(12);
  p.text(40, 'Appraiser', { size: 8 });
  return doc(p, 'en', appr(name, date, value, note));
}
