/** Short valuation notes (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { era, kvPaper, m, sd, yearOf } from './kit';

const appr = (p: { items: Generated['items'] }, lang: 'de' | 'en', name: string, date: string, value: number, cond: string): Generated => ({
  items: p.items,
  language: lang,
  truth: { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: cond },
});

export function kurzgutachten(rng: Random): Generated {
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : '€';
  const value = Math.round((rng.int(60, 900) * 100 * era(y) * (y < 2002 ? 2 : 1)) / 500) * 500;
  const name = rng.pick(['Dipl.-Ing. R. Hebel', 'Kfz-Sachv. M. Ortlieb', 'Dipl.-Ing. (FH) S. Kern']);
  const [note, word] = rng.pick([
    ['2', 'gut'],
    ['2-', 'gut'],
    ['3+', 'befriedigend'],
    ['1-', 'sehr gut'],
  ]);
  const rows: [string, string][] = [
    ['Gutacht.', name],
    ['Fzg.', rng.pick(['MB 280 SE 3.5 Cabr.', 'Porsche 911 S 2.4', 'BMW 3.0 CSi', 'VW T1 Samba'])],
    ['Amtl. Kz.', `${rng.pick(['RT', 'ES', 'LB'])}-${rng.pick(['K', 'AB', 'OT'])} ${rng.int(10, 99)}H`],
    ['Zust.-Note', `${note} (${word})`],
    ['Marktw.', `${m(value, 'dedash')} ${cur}`],
    ['Wiederbeschaffungsw.', `${m(Math.round((value * 1.15) / 500) * 500, 'dedash')} ${cur}`],
    ['Dat.', sd(date, 'dot2')],
  ];
  const p = kvPaper('de', 'sheet', { title: 'Kurzgutachten / Wertermittl.', lines: ['Ingenieurbüro f. Kfz-Technik, Reutlingen'] }, rows, [
    'Besicht. ohne Demontage; Lack-Schichtd. stichprob.',
  ]);
  return appr(p, 'de', name, date, value, word);
}

export function wertkarteClub(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const value = Math.round((rng.int(8, 120) * 1000 * (y < 2002 ? 2 : 1)) / 100) * 100;
  const name = rng.pick(['Hans-J. Brösel', 'Wolfg. Tanner', 'Ing. Kurt Hallas']);
  const word = rng.pick(['sehr gut', 'gut', 'restaurierungsbed.', 'befriedigend']);
  const rows: [string, string][] = [
    ['Fzg.', rng.pick(['NSU TT', 'Glas 1700 GT', 'Borgward Isabella', 'DKW F 12'])],
    ['Fgst.-Nr.', String(rng.int(100000, 9999999))],
    ['Zust.', word],
    ['Bew.-Dat.', sd(date, 'dot1')],
    ['Wert', `${y < 2002 ? 'DM' : 'EUR'} ${m(value, 'de')}`],
    ['Bewerter', name],
  ];
  const p = kvPaper('de', 'card', { title: 'Clubwertbesch.', lines: ['Oldt.-Club Schwaben e.V. · Techn. Ref.'] }, rows, ['Nur f. Vers.-Zwecke'], true);
  return appr(p, 'de', name, date, value, word);
}

export function ukValNote(rng: Random): Generated {
  const date = rng.date(1980, 2026);
  const value = Math.round((rng.int(3, 80) * 1000 * Math.max(0.5, era(yearOf(date)))) / 250) * 250;
  const name = rng.pick(['P. J. Norbury MIMI', 'C. Ashdown (Club Valuer)', 'R. F. Oddie AMIMI']);
  const word = rng.pick(['V. good', 'Good', 'Fair', 'Excellent']);
  const rows: [string, string][] = [
    ['Veh.', rng.pick(['Jaguar E-Type S1 FHC', 'Lotus Elan S4', 'Triumph Stag', 'Rover P5B'])],
    [
      'Reg. Mk',
      `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.int(10, 999)}${String.fromCharCode(65 + rng.int(0, 25))}`,
    ],
    ['Cond.', word],
    ['Appr. Val.', `£${m(value, 'en')}`],
    ["Appr'r", name],
    ['Dt', sd(date, 'mon')],
  ];
  const p = kvPaper('en', 'slip', { title: 'Valuation Note', lines: ['for agreed-val. ins. purposes'] }, rows, ['Inspected in situ.'], true);
  return appr(p, 'en', name, date, value, word);
}

export function usApprCard(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const value = Math.round((rng.int(5, 150) * 1000 * era(yearOf(date))) / 100) * 100;
  const name = rng.pick(['Ron K. Stellman, ASA', 'Debra Vaughn, IAAA', 'Lee Whitcomb, Cert. Appr.']);
  const word = rng.pick(['Excellent', 'Very good', 'Good', 'Driver']);
  const rows: [string, string][] = [
    ['Veh.', rng.pick(['1957 Chevrolet Bel Air 2D HT', '1969 Dodge Charger R/T', '1965 Shelby GT350 (tribute)', '1948 Ford F-1'])],
    ['Odo', `${rng.int(10, 99)},${String(rng.int(0, 999)).padStart(3, '0')}`],
    ['Cond.', word],
    ['FMV', `$${m(value, 'en')}`],
    ["Appr'r", name],
    ['Eff. Dt', sd(date, 'us4')],
    ['Fee', `$${rng.int(150, 450)}.00`],
  ];
  const p = kvPaper('en', 'boxes', { title: 'Appraisal — Short Form', lines: ['Collector Veh. Appraisals LLC · Tulsa OK'] }, rows, [
    'Value = FMV as of Eff. Dt.',
  ]);
  return appr(p, 'en', name, date, value, word);
}
