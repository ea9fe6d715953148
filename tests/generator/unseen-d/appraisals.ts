import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addMonths,
  date,
  dePlate,
  digits,
  DE_FIRST,
  DE_LAST,
  eur,
  gbp,
  letters,
  miles,
  num,
  page,
  UK_FIRST,
  UK_LAST,
  ukPlate,
  US_FIRST,
  US_LAST,
  usd,
  vin,
  wrap,
} from './kit';

/** A German classic-car valuation: expert's office letterhead, vehicle data, condition grade, the market value in a box with its label above, the original list price and year as traps. */
export function deWertgutachten(rng: Random): Generated {
  const expert = `Dipl.-Ing. ${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
  const office = `Sachverständigenbüro ${expert.split(' ').pop()}`;
  const day = rng.date(2016, 2025);
  const year = rng.int(1955, 1979);
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const notes = rng.pick([
    `Zustandsnote ${grade}, ältere Restaurierung, Lack mit leichten Gebrauchsspuren`,
    `Zustandsnote ${grade}, matching numbers, Innenraum original erhalten`,
    `Zustandsnote ${grade}, Karosserie rostfrei, Motor überholt`,
  ]);
  const value = rng.int(12, 180) * 500;
  const b = page();
  b.text(40, office, { y: 60, size: 16, bold: true });
  b.text(
    40,
    `öffentlich bestellt und vereidigt für Oldtimerbewertung · ${rng.pick(['Kaiserstraße', 'Bismarckplatz'])} ${rng.int(1, 90)} · 6${digits(rng, 4)} ${rng.pick(['Kaiserslautern', 'Saarbrücken', 'Trier'])}`,
    { y: 73, size: 7.5 },
  );
  b.y = 115;
  b.text(40, 'Wertgutachten', { size: 18, bold: true }).text(555, `Gutachten-Nr. ${date(day, 'iso').slice(0, 4)}/${digits(rng, 4)}`, {
    size: 9,
    align: 'right',
  });
  b.down(16);
  b.text(40, 'zur Ermittlung des Marktwertes eines Oldtimers', { size: 9.5 });
  b.down(28);
  const facts: [string, string][] = [
    ['Auftraggeber', `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`],
    ['Fahrzeug', `${rng.pick(['Mercedes-Benz 190 SL', 'Porsche 912', 'BMW 3.0 CS', 'Citroën SM'])}, Baujahr ${year}`],
    ['Fahrgestell-Nr.', `${digits(rng, 3)}${digits(rng, 9)}`],
    ['Kennzeichen', dePlate(rng)],
    ['Tachostand', `${miles(rng.int(20000, 190000), 'de')} km`],
    ['Neupreis', `${num(rng.int(12, 40) * 1000 + 850, 'de', true)} DM (${year})`],
    ['Besichtigung und Bewertung', `${date(day, 'de')} in unserem Büro`],
  ];
  for (const [l, v] of facts) {
    b.text(40, l, { size: 9.5 }).text(200, v, { size: 9.5 });
    b.down(15);
  }
  b.down(16);
  b.text(40, 'Gesamtzustand', { bold: true });
  b.down(15);
  b.text(40, notes, { size: 10 });
  b.down(28);
  for (const line of wrap(
    'Die Bewertung erfolgt auf Grundlage der Besichtigung, einer Probefahrt und der vorgelegten Unterlagen. Marktbeobachtung vergleichbarer Fahrzeuge im Handel und auf Auktionen der letzten 24 Monate.',
    110,
  )) {
    b.text(40, line, { size: 8.5 });
    b.down(11);
  }
  b.down(16);
  b.box(300, b.y - 6, 255, 46, true);
  b.text(308, 'Marktwert (Händlerverkaufswert), inkl. MwSt.', { y: b.y + 6, size: 8 });
  b.text(547, eur(value, true), { y: b.y + 30, size: 16, bold: true, align: 'right' });
  b.down(70);
  b.text(40, `${rng.pick(['Kaiserslautern', 'Saarbrücken', 'Trier'])}, den ${date(day, 'de')}`, { size: 9.5 });
  b.down(34);
  b.text(40, expert, { size: 10 });
  b.down(12);
  b.text(40, 'Kfz-Sachverständiger', { size: 8 });
  b.down(30);
  b.text(40, `Empfehlung: Wertgutachten spätestens ${date(addMonths(day, 24), 'de')} erneuern lassen (Versicherung).`, { size: 8 });
  return {
    items: b.items,
    language: 'de',
    truth: { documentType: 'appraisal', appraiserName: expert, appraisalDate: day, appraisedValue: value, conditionNotes: notes },
  };
}

/** A UK valuation certificate for agreed-value cover: certificate frame, labels above values in a two-column grid, condition in a sentence, the valuer's name under a signature line. */
export function ukValuation(rng: Random): Generated {
  const valuer = `${rng.pick(UK_FIRST)} ${rng.pick(UK_LAST)}`;
  const firm = rng.pick(['Marches Classic Vehicle Valuations', 'Pennine Heritage Assessors']);
  const day = rng.date(2016, 2025);
  const value = rng.int(8, 120) * 500;
  const notes = rng.pick([
    'Very good overall; minor stone chips to front valance',
    'Good; sound body, older repaint, engine rebuilt 2011',
    'Excellent; concours-level restoration completed 2019',
  ]);
  const b = page();
  b.box(30, 30, 535, 600);
  b.text(297, firm, { y: 70, size: 15, serif: true, bold: true, align: 'center' });
  b.text(297, 'CERTIFICATE OF VALUATION', { y: 100, size: 17, bold: true, align: 'center' });
  b.text(297, 'for the purpose of agreed value insurance', { y: 115, size: 9, align: 'center' });
  b.y = 160;
  const grid: [string, string][][] = [
    [
      ['Registration', ukPlate(rng)],
      ['Chassis number', `${letters(rng, 3)}${digits(rng, 5)}`],
    ],
    [
      ['Make / model', rng.pick(['Daimler SP250', 'Jensen Interceptor III', 'Aston Martin DB6'])],
      ['Year of manufacture', String(rng.int(1955, 1976))],
    ],
    [
      ['Recorded mileage', `${miles(rng.int(15000, 120000), 'en')}`],
      ['Owner', `${rng.pick(UK_FIRST)} ${rng.pick(UK_LAST)}`],
    ],
    [
      ['Date of inspection', date(day, 'uk-dots')],
      ['Certificate no.', `V${digits(rng, 5)}`],
    ],
  ];
  for (const row of grid) {
    row.forEach(([l, v], i) => {
      b.text(60 + i * 250, l, { size: 7.5 });
      b.text(60 + i * 250, v, { y: b.y + 14, size: 11 });
    });
    b.down(36);
  }
  b.down(6);
  b.text(60, 'Condition', { size: 7.5 });
  b.text(60, notes, { y: b.y + 14, size: 11 });
  b.down(46);
  b.text(297, 'In our opinion the current value of the vehicle described is', { size: 10, align: 'center' });
  b.down(30);
  b.text(297, gbp(value, true), { size: 24, bold: true, align: 'center' });
  b.down(22);
  b.text(297, '(open market value, including VAT where applicable)', { size: 8, align: 'center' });
  b.down(40);
  b.text(60, '______________________________', { size: 10 });
  b.down(14);
  b.text(60, valuer, { size: 10 });
  b.down(12);
  b.text(60, 'Valuer', { size: 8 });
  b.down(30);
  b.text(60, 'This certificate is valid for two years from the date of inspection.', { size: 8 });
  return {
    items: b.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName: valuer, appraisalDate: day, appraisedValue: value, conditionNotes: notes },
  };
}

/** A US certified appraisal report: cover facts in a two-column list, a condition rating, comparable sales (amounts that are not the value), the appraised value stated in a sentence. */
export function usAppraisal(rng: Random): Generated {
  const appraiser = `${rng.pick(US_FIRST)} ${rng.pick(US_LAST)}`;
  const firm = rng.pick(['Lone Star Auto Appraisals', 'Heritage Vehicle Appraisal Group', 'Midwest Classic Car Appraisers']);
  const day = rng.date(2016, 2025);
  const value = rng.int(15, 150) * 1000 + rng.pick([0, 500]);
  const rating = rng.pick(['#2 Excellent', '#3 Good', '#2- Very good']);
  const notes = `${rating}, ${rng.pick(['frame-off restoration, numbers matching', 'original paint, minor pitting on chrome', 'driver quality with recent mechanical work'])}`;
  const b = page();
  b.text(40, firm, { y: 60, size: 17, bold: true });
  b.text(40, `Independent appraisals for insurance, estate, and litigation · (555) ${digits(rng, 3)}-${digits(rng, 4)}`, { y: 73, size: 8 });
  b.y = 110;
  b.text(40, 'CERTIFIED APPRAISAL REPORT', { size: 14, bold: true });
  b.down(26);
  const left: [string, string][] = [
    ['Client', `${rng.pick(US_FIRST)} ${rng.pick(US_LAST)}`],
    ['Vehicle', rng.pick(['1963 Chevrolet Corvette Split-Window', '1957 Ford Thunderbird', '1969 Pontiac GTO Judge'])],
    ['VIN', vin(rng).slice(0, 13)],
    ['Mileage', `${miles(rng.int(20000, 99999), 'en')} indicated`],
  ];
  const right: [string, string][] = [
    ['Report date', date(day, 'us-long')],
    ['Purpose', 'Agreed value insurance'],
    ['Report no.', `${letters(rng, 2)}-${digits(rng, 5)}`],
    ['Condition rating', rating],
  ];
  left.forEach(([l, v], i) => b.text(40, `${l}:`, { y: b.y + i * 14, size: 9, bold: true }).text(100, v, { y: b.y + i * 14, size: 9 }));
  right.forEach(([l, v], i) => b.text(330, `${l}:`, { y: b.y + i * 14, size: 9, bold: true }).text(430, v, { y: b.y + i * 14, size: 9 }));
  b.down(70);
  b.text(40, 'Condition notes', { bold: true });
  b.down(14);
  b.text(40, notes, { size: 9.5 });
  b.down(26);
  b.text(40, 'Comparable sales considered', { bold: true });
  b.down(16);
  for (let i = 0; i < 3; i++) {
    const comp = Math.round((value * (0.85 + rng.next() * 0.3)) / 100) * 100;
    b.text(52, `${rng.pick(['Auction', 'Dealer retail', 'Private sale'])}, ${date(rng.date(2014, Number(day.slice(0, 4))), 'us-short')}`, { size: 9 }).text(
      400,
      usd(comp, true),
      { size: 9, align: 'right' },
    );
    b.down(13);
  }
  b.down(20);
  for (const line of wrap(
    `Based on my inspection of the vehicle on ${date(day, 'us-long')} and current market data, it is my professional opinion that the value of the vehicle described is ${usd(value, true)} (the appraised value).`,
    105,
  )) {
    b.text(40, line, { size: 10, serif: true });
    b.down(14);
  }
  b.down(30);
  b.text(40, '______________________________');
  b.down(14);
  b.text(40, appraiser);
  b.down(12);
  b.text(40, 'Senior Appraiser · Member, International Automotive Appraisers Association', { size: 8 });
  b.down(26);
  b.text(40, 'The appraiser has no interest in the vehicle. Fee not contingent on the value reported.', { size: 7.5 });
  return {
    items: b.items,
    language: 'en',
    truth: { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: day, appraisedValue: value, conditionNotes: notes },
  };
}
