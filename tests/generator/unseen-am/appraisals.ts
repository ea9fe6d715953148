/** Valuations that went through hands: e-mailed reports printed, stamped short valuations, received letters, scans. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, row } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { clean, digits, hand, initials, letters, pageNo, personDE, personEN, plateDE, plateUK, scanImprint, stamp, stampDate, webChrome } from './hands';

const appr = (appraiserName: string, appraisalDate: string, appraisedValue: number, conditionNotes: string) =>
  clean({ documentType: 'appraisal', appraiserName, appraisalDate, appraisedValue, conditionNotes });

/** A Kfz-Sachverständiger's short Wertgutachten sent as e-mail and printed (mail header, print line, page footer). */
export function wertgutachtenEmail(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(2008, 2026);
  const expert = `Dipl.-Ing. ${personDE(rng)}`;
  const printed = addDays(iso, rng.int(1, 30));
  webChrome(
    p,
    `${fd(printed, 'de2')} ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    'Gutachten als PDF – Druckansicht',
    `https://webmail.${rng.pick(['gmx.net', 'web.de', 't-online.de'])}/mail/read`,
    'Seite 1 von 1',
  );
  p.y = 42;
  row(p, [{ x: 40 }, { x: 100 }], ['Von:', `Sachverständigenbüro ${expert.split(' ').pop()} <gutachten@sv-${expert.split(' ').pop()!.toLowerCase()}.de>`], {
    size: 8.5,
  });
  p.down(11);
  row(p, [{ x: 40 }, { x: 100 }], ['Betreff:', `Wertgutachten ${letters(rng, 2)}-${digits(rng, 5)}`], { size: 8.5 });
  p.down(6);
  hline(p, 40, 515);
  p.down(30);
  p.text(40, 'Kurzgutachten zur Wertermittlung (Oldtimer)', { size: 14, bold: true });
  p.down(24);
  const grade = rng.pick([
    ['2', 'gut'],
    ['2-', 'gut'],
    ['2+', 'sehr gut'],
    ['3', 'befriedigend'],
    ['1-', 'sehr gut'],
  ]);
  const value = rng.int(8, 120) * 500;
  const fields: [string, string][] = [
    ['Fahrzeug', `${rng.pick(['Mercedes-Benz 250 SE Coupé', 'Porsche 912', 'BMW 3.0 CS', 'Alfa Romeo Spider 2000'])}`],
    ['Kennzeichen', `${plateDE(rng, rng.pick(['WI', 'MZ', 'DA']))}H`],
    ['Besichtigung', fd(addDays(iso, -rng.int(1, 10)), 'de')],
    ['Zustandsnote', `${grade[0]} (${grade[1]})`],
    ['Marktwert', `${num(value, 'de')} EUR`],
    ['Wiederbeschaffungswert', `${num(Math.round((value * 1.15) / 100) * 100, 'de')} EUR`],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 40 }, { x: 210 }], [k, v], { size: 10, bold: k === 'Marktwert' });
    p.down(15);
  }
  p.down(12);
  para(
    p,
    40,
    'Die Bewertung erfolgte nach Sichtprüfung ohne Demontage. Der Marktwert ist der Preis, der bei einem Verkauf an einen Privatkäufer zu erzielen wäre.',
    105,
    { size: 9 },
  );
  p.down(14);
  p.text(40, `${rng.pick(['Wiesbaden', 'Mainz', 'Darmstadt'])}, ${fd(iso, 'de')}`, { size: 10 });
  p.down(16);
  p.text(40, expert, { size: 10 });
  p.down(12);
  p.text(40, 'öffentlich bestellter und vereidigter Sachverständiger', { size: 8 });
  hand(p, 340, p.y + 30, 'an Versicherung geschickt', { size: 12 });
  return doc(p, 'de', appr(expert, iso, value, grade[1]));
}

/** A club valuer's Kurzbewertung on a form, his office stamp with address overlapping the captions, the owner's note. */
export function kurzbewertungStempel(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1982, 2024);
  const cur = Number(iso.slice(0, 4)) < 2002 ? 'DM' : 'EUR';
  const expert = personDE(rng);
  p.y = 60;
  p.text(55, `${rng.pick(['Allgemeiner Schnauferl-Club', 'Veteranen-Fahrzeug-Verband', 'Mercedes-Benz Veteranen Club'])}`, { size: 9 });
  p.down(20);
  p.text(55, 'Kurzbewertung', { size: 17, bold: true });
  p.down(30);
  const value = rng.int(6, 90) * (cur === 'DM' ? 1000 : 500);
  const cond = rng.pick(['sehr gut', 'gut', 'gepflegt', 'befriedigend']);
  const blank = (label: string, v: string) => {
    p.text(55, label, { size: 8 });
    hand(p, 200, p.y, v, { size: 12 });
    hline(p, 195, 345, p.y + 3);
    p.down(24);
  };
  blank('Fahrzeug', rng.pick(['Opel Admiral B', 'Borgward Isabella', 'DKW Munga', 'VW 1500 Variant']));
  blank('Amtl. Kennzeichen', plateDE(rng, rng.pick(['HN', 'SHA', 'KÜN'])));
  blank('Gesamtzustand', cond);
  blank(`Wert (${cur})`, num(value, 'de').replace(/,00$/, ',–'));
  blank('Ort, Datum', `${rng.pick(['Heilbronn', 'Schwäbisch Hall', 'Öhringen'])}, ${fd(iso, 'de')}`);
  blank('Bewerter', expert);
  stamp(
    p,
    330,
    p.y - 18,
    [
      `KFZ-SACHVERSTÄNDIGER ${expert.toUpperCase()}`,
      `${rng.pick(['Weinsberger Str.', 'Haller Str.'])} ${rng.int(1, 90)} · ${rng.int(74000, 74999)} ${rng.pick(['Heilbronn', 'Neckarsulm'])}`,
    ],
    8.5,
  );
  hand(p, 55, p.y + 30, `für Versicherung eingereicht ${fd(addDays(iso, rng.int(3, 30)), 'de2')}`, { size: 12 });
  hand(p, 55, p.y + 50, 'Ordner 3', { size: 12 });
  return doc(p, 'de', appr(expert, iso, value, cond));
}

/** A British club valuer's letter, RECEIVED-stamped by the insurer, with a pen note of the agreed value accepted. */
export function ukValuationLetterReceived(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1975, 2025);
  const valuer = personEN(rng);
  const value = rng.int(4, 150) * 500;
  const cond = rng.pick(['Excellent', 'Very good', 'Good', 'Fair']);
  p.y = 64;
  p.text(540, valuer, { size: 12, bold: true, serif: true, align: 'right' });
  p.down(13);
  p.text(540, `${rng.pick(['The Old Forge', 'Rose Cottage', 'Mill House'])}, ${rng.pick(['Malvern', 'Ledbury', 'Stow-on-the-Wold'])}`, {
    size: 9,
    serif: true,
    align: 'right',
  });
  p.down(12);
  p.text(540, fd(iso, 'uklong'), { size: 9, serif: true, align: 'right' });
  p.down(30);
  p.text(60, 'To whom it may concern', { size: 10.5, serif: true });
  p.down(24);
  const car = `${rng.pick(['1961 Jaguar Mk 2 3.4', '1967 MGB Roadster', '1959 Austin-Healey Sprite', '1972 Triumph TR6', '1955 Land Rover Series I'])}`;
  const reg = plateUK(rng, 1960);
  para(p, 60, `Re: ${car}, registration ${reg}`, 90, { size: 10.5, serif: true, step: 15 });
  p.down(6);
  para(
    p,
    60,
    `I inspected the above vehicle at the owner's premises and found it to be in ${cond.toLowerCase()} overall condition, the bodywork sound and the engine running well. In my opinion as the club's appointed valuer, a fair agreed value for insurance purposes is £${num(value, 'en')}.`,
    90,
    { size: 10.5, serif: true, step: 15 },
  );
  p.down(10);
  p.text(60, `Overall condition: ${cond}`, { size: 10.5, serif: true });
  p.down(30);
  p.text(60, 'Yours faithfully,', { size: 10.5, serif: true });
  p.down(26);
  hand(p, 60, p.y, valuer, { size: 14 });
  p.down(16);
  p.text(60, `${valuer}, Valuer, ${rng.pick(['Jaguar Drivers Club', 'MG Car Club', 'Austin-Healey Club', 'TR Register'])}`, { size: 9.5, serif: true });
  p.down(50);
  stamp(p, 320, p.y, ['RECEIVED', stampDate(addDays(iso, rng.int(3, 15)), 'uk')], 11);
  hand(p, 60, p.y + 6, `agreed value accepted — ${initials(rng)}`, { size: 12 });
  return doc(p, 'en', appr(valuer, iso, value, cond));
}

/** A US certified appraisal, page 1 of 3 as scanned: scanner imprint, Bates-like number, a pen note. */
export function usAppraisalScanned(rng: Random): Generated {
  const p = new PageBuilder();
  const iso = rng.date(1990, 2026);
  const name = personEN(rng);
  const appraiser = `${name}, ${rng.pick(['ASA', 'IAAA Certified Appraiser', 'AMA Senior Appraiser'])}`;
  const value = rng.int(10, 250) * 500;
  const cond = rng.pick(['Excellent', 'Very Good', 'Good', 'Driver']);
  scanImprint(p, `SCANNED ${fd(addDays(iso, rng.int(5, 200)), 'us')}  ${letters(rng, 3)}${digits(rng, 6)}`, 16);
  p.y = 56;
  p.text(55, `${rng.pick(['Lone Star', 'Great Lakes', 'Blue Ridge', 'Rocky Mountain'])} Auto Appraisals`, { size: 15, bold: true });
  p.down(14);
  p.text(55, 'Certified Vehicle Appraisal Report', { size: 10 });
  p.down(30);
  const fields: [string, string][] = [
    ['Vehicle', `${rng.int(1948, 1975)} ${rng.pick(['Chevrolet Corvette', 'Ford Thunderbird', 'Jaguar XK150', 'Porsche 356C'])}`],
    ['VIN / Serial', `${letters(rng, 1)}${digits(rng, 8)}`],
    ['Inspection Date', fd(addDays(iso, -rng.int(1, 14)), 'us')],
    ['Report Date', fd(iso, 'us')],
    ['Overall Condition', cond],
    ['Stated Value (Agreed Value)', `$${num(value, 'en')}`],
  ];
  for (const [k, v] of fields) {
    row(p, [{ x: 55 }, { x: 250 }], [k, v], { size: 10, bold: k.startsWith('Stated') });
    p.down(16);
  }
  p.down(12);
  para(
    p,
    55,
    'The value stated is the appraiser\u2019s opinion of the amount for which the vehicle could be replaced with one of like kind and quality, based on the inspection and current market data. Details of the inspection follow on pages 2 and 3.',
    100,
    { size: 9 },
  );
  p.down(20);
  p.text(55, 'Appraiser:', { size: 10 });
  hand(p, 130, p.y, name, { size: 14 });
  p.down(14);
  p.text(55, appraiser, { size: 9.5 });
  hand(p, 330, p.y + 50, 'sent to insurer', { size: 12 });
  pageNo(p, 'Page 1 of 3', 815, 'center');
  return doc(p, 'en', appr(appraiser, iso, value, cond));
}
