/**
 * Appraisals: a 1998 Kfz-Sachverständiger's Wertgutachten in DM with Zustandsnote, a Swiss club's
 * Fahrzeugbewertung in CHF, a 1985 US club valuation committee letter, a 2022 independent US
 * appraiser with comparable sales, a 2003 British club valuer's letter. The signer is the appraiser.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, date, full, num, personDe, personEn, plateDe, stamp, stateUs, streetDe, townDe, truthOf, vin, phoneUs } from './kit';

/** 1998: individual expert's Wertgutachten — sections, Zustandsnote, Wiederbeschaffungswert vs Marktwert, DM. */
export function sachverstaendiger1998(rng: Random): Generated {
  const p = new PageBuilder();
  const [town, code, zip] = townDe(rng);
  const d = rng.date(1996, 2001);
  const expert = personDe(rng);
  const name = `Dipl.-Ing. ${full(expert)}`;
  const market = rng.int(60, 700) * 100;
  const replacement = market + rng.int(10, 60) * 100;
  const grade = rng.pick(['2', '2-', '2+', '3+', '3']);
  const gradeText = {
    '2': 'guter Zustand',
    '2-': 'guter Zustand mit leichten Gebrauchsspuren',
    '2+': 'sehr guter Zustand',
    '3+': 'gebrauchter Zustand, gepflegt',
    '3': 'gebrauchter Zustand',
  }[grade] as string;
  p.text(40, name, { y: 50, size: 13, bold: true, serif: true });
  p.text(40, 'Öffentlich bestellter und vereidigter Sachverständiger für Kraftfahrzeugschäden und -bewertung', { y: 63, size: 8 });
  p.text(40, `${streetDe(rng)} · ${zip} ${town} · Telefon ${rng.int(1000, 9999)}-${rng.int(10, 99)}`, { y: 74, size: 8 });
  p.text(297, 'WERTGUTACHTEN', { y: 120, size: 18, bold: true, align: 'center', serif: true });
  p.text(297, `Gutachten-Nr. ${rng.int(100, 999)}/${d.slice(2, 4)} · Auftraggeber: ${full(personDe(rng))}`, { y: 136, size: 9, align: 'center' });
  const sec = (y: number, t: string) => {
    p.text(40, t, { y, size: 10.5, bold: true, serif: true });
    p.box(40, y + 4, 515, 0.4);
  };
  sec(170, '1. Fahrzeugdaten');
  const rows: [string, string][] = [
    ['Hersteller / Typ', rng.pick(['Mercedes-Benz 280 SL (R 107)', 'Porsche 911 SC', 'BMW 635 CSi', 'VW Golf I GTI'])],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 1982, 'WDB')],
    ['Amtl. Kennzeichen', plateDe(rng, code)],
    ['Erstzulassung', date(rng.date(1974, 1989), 'de')],
    ['Abgelesener km-Stand', `${num(rng.int(60000, 260000), 'de').slice(0, -3)} km`],
    ['Besichtigung am', `${date(addDays(d, -rng.int(2, 10)), 'de')} in ${town}`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(50, l, { y: 192 + i * 14, size: 9.5 });
    p.text(220, v, { y: 192 + i * 14, size: 9.5 });
  });
  sec(292, '2. Zustand');
  p.text(50, 'Karosserie und Lack: altersgemäß, kleinere Steinschläge an der Front.', { y: 314, size: 9.5 });
  p.text(50, 'Technik: Motor und Getriebe ohne Befund, Bremsen in Ordnung.', { y: 328, size: 9.5 });
  p.text(50, 'Zustandsnote (1 = makellos bis 5 = restaurierungsbedürftig):', { y: 348, size: 9.5 });
  p.text(70, `${grade} (${gradeText})`, { y: 362, size: 9.5, bold: true });
  sec(382, '3. Bewertung');
  p.text(50, 'Wiederbeschaffungswert (inkl. MwSt.)', { y: 404, size: 9.5 });
  p.text(555, `DM ${num(replacement, 'de')}`, { y: 404, size: 9.5, align: 'right' });
  p.text(50, 'Marktwert (Händlerverkaufspreis) — ermittelter Fahrzeugwert', { y: 420, size: 10, bold: true });
  p.text(555, `DM ${num(market, 'de')}`, { y: 420, size: 10, bold: true, align: 'right' });
  p.text(50, 'Der Marktwert ist der Wert, den ich als Sachverständiger für dieses Fahrzeug feststelle.', { y: 440, size: 8.5 });
  p.text(40, `${town}, ${date(d, 'de')}`, { y: 500, size: 10 });
  p.text(40, `${expert.last}`, { y: 530, size: 15, serif: true });
  p.text(40, name, { y: 546, size: 9 });
  stamp(p, 320, 500, ['Sachverständiger', `IHK ${town}`], 9);
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('appraisal', { appraiserName: name, appraisedValue: market, appraisalDate: d, conditionNotes: `${grade} (${gradeText})` }),
  };
}

/** 2016: Swiss club's Fahrzeugbewertung — boxes, Zustandsnote, Versicherungswert in CHF with apostrophes; Obmann signs. */
export function schweizerClub2016(rng: Random): Generated {
  const p = new PageBuilder();
  const d = rng.date(2014, 2019);
  const ob = personDe(rng);
  const club = `${rng.pick(['Veteranen-Fahrzeug-Club', 'Oldtimer-Club', 'Club der Klassiker'])} ${rng.pick(['Ostschweiz', 'Bern', 'Zentralschweiz'])}`;
  const value = rng.int(8, 150) * 1000;
  const grade = rng.pick(['2', '2-3', '3']);
  p.text(297, club, { y: 52, size: 15, bold: true, align: 'center' });
  p.text(297, 'Technische Kommission · Fahrzeugbewertung', { y: 67, size: 9, align: 'center' });
  p.box(40, 84, 515, 0.8);
  p.text(40, 'FAHRZEUGBEWERTUNG', { y: 112, size: 13, bold: true });
  p.text(555, `Bewertung Nr. ${d.slice(0, 4)}-${rng.int(10, 99)}`, { y: 112, size: 9, align: 'right' });
  const boxes: [string, string][] = [
    ['Halter / Mitglied', `${full(personDe(rng))}, ${rng.pick(['St. Gallen', 'Thun', 'Luzern', 'Frauenfeld'])}`],
    ['Marke / Modell', rng.pick(['Alfa Romeo Giulia Sprint GT', 'Lancia Fulvia Coupé', 'Triumph Spitfire Mk III', 'Citroën DS 21'])],
    ['Jahrgang', String(rng.int(1955, 1979))],
    ['Kontrollschild', `${rng.pick(['SG', 'BE', 'LU', 'TG'])} ${rng.int(1000, 99999)}`],
    ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['Km-Stand', `${num(rng.int(20000, 190000), 'ch').slice(0, -3)}`],
    ['Veteranenabnahme', date(rng.date(2000, Number(d.slice(0, 4))), 'de')],
    ['Besichtigt am', date(addDays(d, -rng.int(1, 6)), 'de')],
  ];
  boxes.forEach(([l, v], i) => {
    const x = 40 + (i % 2) * 257.5;
    const y = 126 + Math.floor(i / 2) * 32;
    p.box(x, y, 257.5, 32);
    p.text(x + 4, l, { y: y + 9, size: 6.5 });
    p.text(x + 6, v, { y: y + 25, size: 10 });
  });
  const parts: [string, string][] = [
    ['Karosserie', rng.pick(['2', '2-', '3'])],
    ['Lack', rng.pick(['2', '3', '2-'])],
    ['Innenraum', rng.pick(['2', '2+', '3'])],
    ['Motor / Antrieb', rng.pick(['2', '2-'])],
    ['Fahrwerk / Bremsen', rng.pick(['2', '3'])],
  ];
  let y = 276;
  p.text(40, 'Teilbewertungen', { y, size: 9.5, bold: true });
  y += 16;
  parts.forEach(([l, v]) => {
    p.text(50, l, { y, size: 9 });
    p.text(230, v, { y, size: 9 });
    y += 13;
  });
  y += 10;
  p.text(40, 'Gesamtzustand (Note)', { y, size: 10, bold: true });
  p.text(230, grade, { y, size: 10, bold: true });
  y += 24;
  p.box(40, y - 14, 515, 26, true);
  p.text(48, 'Versicherungswert (Marktwert) CHF', { y: y + 3, size: 11, bold: true });
  p.text(547, num(value, 'ch'), { y: y + 3, size: 11, bold: true, align: 'right' });
  y += 30;
  p.text(40, `Neupreis ${rng.int(1960, 1979)}: CHF ${num(rng.int(12, 40) * 1000, 'ch')}. Die Bewertung ist zwei Jahre gültig.`, { y, size: 8.5 });
  p.text(40, `${rng.pick(['Wil', 'Burgdorf', 'Sursee'])}, ${date(d, 'de')}`, { y: y + 40, size: 10 });
  p.text(40, full(ob), { y: y + 70, size: 14, serif: true });
  p.text(40, `${full(ob)}, Obmann Technische Kommission`, { y: y + 84, size: 8.5 });
  return {
    items: p.items,
    language: 'de',
    truth: truthOf('appraisal', { appraiserName: full(ob), appraisedValue: value, appraisalDate: d, conditionNotes: grade }),
  };
}

/** 1985: US club valuation committee letter — three members listed, the chairman signs, value in a sentence. */
export function clubCommittee1985(rng: Random): Generated {
  const p = new PageBuilder();
  const [state, st, city] = stateUs(rng);
  const d = rng.date(1983, 1988);
  const chair = personEn(rng);
  const value = rng.int(30, 400) * 100;
  const club = `${rng.pick(['Buckeye', 'Lone Star', 'Central Valley', 'Keystone'])} Region, ${rng.pick(['Antique Automobile Club', 'Classic Car Club', 'Vintage Auto Club'])}`;
  p.text(297, club, { y: 50, size: 14, bold: true, serif: true, align: 'center' });
  p.text(297, `Valuation Committee · P.O. Box ${rng.int(100, 9999)} · ${city}, ${st}`, { y: 64, size: 8.5, align: 'center' });
  p.text(40, date(d, 'longEn'), { y: 106, size: 10.5, serif: true });
  p.text(40, 'TO WHOM IT MAY CONCERN:', { y: 136, size: 10.5, serif: true });
  const model = rng.pick([
    ['Ford Model A Tudor', 1928, 1931],
    ['Chevrolet Bel Air hardtop', 1950, 1957],
    ['Packard One-Twenty', 1935, 1941],
    ['Buick Roadmaster', 1946, 1958],
  ] as [string, number, number][]);
  const car = `${rng.int(model[1], model[2])} ${model[0]}`;
  const owner = personEn(rng);
  const lines = [
    `At the request of the owner, ${full(owner)}, members of our Valuation Committee inspected the`,
    `${car}, serial no. ${vin(rng, 1950)}, ${state} historic plate ${rng.int(100, 9999)}, on`,
    `${date(addDays(d, -rng.int(3, 14)), 'longEn')}.`,
    '',
    "The car was restored in the owner's shop. Body, paint and chrome are in excellent condition; the",
    'interior is correct and shows minor wear. The engine starts readily and runs quietly.',
    '',
    `Condition: #2 — Excellent (club judging points ${rng.int(88, 96)} of 100).`,
    '',
    `In the opinion of the committee, the fair market value of this automobile is $${num(value, 'en').replace('.00', '')}.`,
    `For comparison, the owner paid $${num(Math.round(value * 0.35), 'en').replace('.00', '')} for the car in ${rng.int(1965, 1978)}.`,
  ];
  lines.forEach((t, i) => p.text(40, t, { y: 162 + i * 15, size: 10.5, serif: true }));
  const y = 162 + lines.length * 15 + 30;
  p.text(40, 'Committee members: ', { y, size: 9, serif: true });
  const m2 = personEn(rng);
  const m3 = personEn(rng);
  p.text(60, `${full(chair)} (Chairman), ${full(m2)}, ${full(m3)}`, { y: y + 14, size: 9, serif: true });
  p.text(40, 'Respectfully,', { y: y + 50, size: 10.5, serif: true });
  p.text(40, `${chair.first} ${chair.last}`, { y: y + 80, size: 15, serif: true });
  p.text(40, `${full(chair)}, Chairman, Valuation Committee`, { y: y + 96, size: 9.5, serif: true });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('appraisal', { appraiserName: full(chair), appraisedValue: value, appraisalDate: d, conditionNotes: '#2 — Excellent' }),
  };
}

/** 2022: independent US appraiser — comparable sales table (three prices), agreed value in a box, condition 3+. */
export function independentAppraiser2022(rng: Random): Generated {
  const p = new PageBuilder();
  const [, st, city] = stateUs(rng);
  const d = rng.date(2020, 2025);
  const a = personEn(rng);
  const name = full(a);
  const value = rng.int(80, 900) * 100;
  p.text(40, `${name.toUpperCase()} APPRAISALS`, { y: 48, size: 14, bold: true });
  p.text(40, `Classic, Antique & Custom Vehicle Appraisal · ${city}, ${st} · ${phoneUs(rng)}`, { y: 61, size: 8 });
  p.text(555, 'VEHICLE APPRAISAL REPORT', { y: 48, size: 11, bold: true, align: 'right' });
  p.text(555, `Report # ${d.slice(0, 4)}-${rng.int(100, 999)}`, { y: 61, size: 8.5, align: 'right' });
  p.box(40, 70, 515, 0.8);
  const owner = personEn(rng);
  const facts: [string, string][] = [
    ['Client', full(owner)],
    ['Purpose', 'Agreed value insurance'],
    ['Inspection date', date(addDays(d, -rng.int(2, 9)), 'us')],
    ['Report date', date(d, 'us')],
    ['Vehicle', `${rng.int(1955, 1972)} ${rng.pick(['Chevrolet Corvette', 'Ford Mustang Fastback', 'Pontiac GTO', 'Dodge Charger R/T'])}`],
    ['VIN', vin(rng, 1965)],
    ['Odometer', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} (believed original)`],
  ];
  facts.forEach(([l, v], i) => {
    p.text(40, l, { y: 92 + i * 14, size: 9, bold: true });
    p.text(150, v, { y: 92 + i * 14, size: 9 });
  });
  let y = 210;
  p.text(40, 'Comparable Sales', { y, size: 10, bold: true });
  y += 16;
  ['Source', 'Date', 'Condition', 'Price'].forEach((h, i) =>
    p.text([40, 250, 340, 555][i], h, { y, size: 8.5, bold: true, align: i === 3 ? 'right' : undefined }),
  );
  p.box(40, y + 4, 515, 0.4);
  y += 18;
  for (let i = 0; i < 3; i++) {
    const price = Math.round((value * (0.85 + rng.next() * 0.3)) / 100) * 100;
    p.text(40, rng.pick(['Mecum auction', 'Barrett-Jackson', 'Hemmings classified', 'Bring a Trailer']), { y, size: 9 });
    p.text(250, date(addDays(d, -rng.int(30, 400)), 'us'), { y, size: 9 });
    p.text(340, rng.pick(['#2', '#3+', '#3', '#2-']), { y, size: 9 });
    p.text(555, `$${num(price, 'en').replace('.00', '')}`, { y, size: 9, align: 'right' });
    y += 14;
  }
  y += 20;
  p.text(40, 'Condition Rating:', { y, size: 10, bold: true });
  p.text(150, '3+ (Good) — driver quality, older restoration, minor paint chips', { y, size: 10 });
  y += 36;
  p.box(300, y - 18, 255, 40, true);
  p.text(310, 'APPRAISED VALUE', { y: y - 4, size: 8.5, bold: true });
  p.text(545, `$${num(value, 'en')}`, { y: y + 12, size: 15, bold: true, align: 'right' });
  y += 70;
  p.text(40, 'I certify that I have no interest in this vehicle and that my fee is not contingent on the value reported.', { y, size: 8.5 });
  p.text(40, `${a.first} ${a.last}`, { y: y + 36, size: 15, serif: true });
  p.text(40, `${name}, Accredited Senior Appraiser`, { y: y + 52, size: 9 });
  return {
    items: p.items,
    language: 'en',
    truth: truthOf('appraisal', {
      appraiserName: name,
      appraisedValue: value,
      appraisalDate: d,
      conditionNotes: '3+ (Good) — driver quality, older restoration, minor paint chips',
    }),
  };
}

/** 2003: British club valuer's letter for insurance — £ value in bold inside a sentence, no grade (no conditionNotes). */
export function ukClubValuer2003(rng: Random): Generated {
  const p = new PageBuilder();
  const d = rng.date(2001, 2006);
  const v = personEn(rng);
  const value = rng.int(20, 300) * 100;
  const club = rng.pick(['Triumph Sports Six Club', 'MG Owners\u2019 Club', 'Jaguar Enthusiasts\u2019 Club', 'Rover P5 Club']);
  p.text(555, club, { y: 50, size: 12, bold: true, align: 'right', serif: true });
  p.text(555, 'Approved Valuer', { y: 63, size: 9, align: 'right', serif: true });
  p.text(555, `${rng.int(2, 90)} ${rng.pick(['Chapel Row', 'Manor Drive', 'Brook Lane'])}, ${rng.pick(['Ledbury', 'Malton', 'Holt'])}`, {
    y: 75,
    size: 9,
    align: 'right',
    serif: true,
  });
  const owner = personEn(rng);
  p.text(40, `${date(d, 'longUk')}`, { y: 116, size: 10.5, serif: true });
  p.text(40, `Dear ${owner.first},`, { y: 146, size: 10.5, serif: true });
  const reg = `${rng.pick(['ABC', 'KPT', 'RJW', 'HNV'])} ${rng.int(100, 999)}${rng.pick(['E', 'F', 'G', 'H', 'J'])}`;
  const car = rng.pick(['Triumph GT6 Mk2', 'MGB Roadster', 'Jaguar XJ6 Series 1', 'Rover P5B Coupé']);
  const lines = [
    `Re: ${car}, registration ${reg}, chassis ${vin(rng, 1968)}`,
    '',
    `Thank you for bringing the car to our area meeting on ${date(addDays(d, -rng.int(3, 20)), 'longUk')}. I have inspected it`,
    'and the photographs you sent, and I am happy to value it for insurance purposes at',
  ];
  lines.forEach((t, i) => p.text(40, t, { y: 176 + i * 15, size: 10.5, serif: true, bold: i === 0 }));
  p.text(297, `£${num(value, 'en').replace('.00', '')}`, { y: 176 + lines.length * 15 + 14, size: 14, serif: true, bold: true, align: 'center' });
  const more = [
    `You mention having spent £${num(rng.int(10, 60) * 100, 'en').replace('.00', '')} on the restoration; that sum is not the value. The bodywork`,
    'has been well restored, the hood is new and the engine pulls well.',
    'This valuation is valid for two years for an agreed value policy under the club scheme.',
    '',
    'Kind regards,',
  ];
  const y0 = 176 + lines.length * 15 + 40;
  more.forEach((t, i) => p.text(40, t, { y: y0 + i * 15, size: 10.5, serif: true }));
  p.text(40, `${v.first} ${v.last}`, { y: y0 + more.length * 15 + 30, size: 15, serif: true });
  p.text(40, `${full(v)}, Club Valuer`, { y: y0 + more.length * 15 + 46, size: 9.5, serif: true });
  return { items: p.items, language: 'en', truth: truthOf('appraisal', { appraiserName: full(v), appraisedValue: value, appraisalDate: d }) };
}

export const APPRAISALS_DE = [sachverstaendiger1998, schweizerClub2016];
export const APPRAISALS_EN = [clubCommittee1985, independentAppraiser2022, ukClubValuer2003];
