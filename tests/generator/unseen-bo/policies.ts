/**
 * Policies and renewals: the Rhineland mutual's typed Versicherungsschein for the 190 SL, a classic-car Nachtrag
 * with an agreed value, an e-mailed Beitragsrechnung; a Yorkshire broker's cover note, a dot-matrix renewal notice,
 * a classic policy schedule.
 */
import { doc, fd, num, r2, sum } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { dashes, KAEFER, LANDY, lines, MK2, MUSTANG, PETER, PETER_LATE, PLATES, RAINER, RAINER_LATE, SL, totals, TR4 } from './kit';

function plusYear(iso: string, years = 1): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}
function firstOf(rng: Random, from: number, to: number): string {
  return `${rng.int(from, to)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
}

/** Typed Versicherungsschein, Haftpflicht with Teilkasko, premium by part and the year's total, 1968–1972. */
export function versicherungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const start = firstOf(rng, 1968, 1972);
  const end = plusYear(start);
  const kh = r2(rng.int(280, 420) + rng.pick([0, 0.4, 0.8]));
  const tk = r2(rng.int(60, 120) + rng.pick([0, 0.2, 0.6]));
  const tax = r2((kh + tk) * 0.05);
  const total = sum([kh, tk, tax]);
  const sb = rng.pick([150, 300]);
  const pol = `${rng.int(10, 99)}-${rng.int(100, 999)}.${rng.int(100, 999)}`;
  p.text(297, 'Rheinische Kraftverkehrs-Versicherung a.G.', { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, 'Köln 1 · Hohenstaufenring 57 · Fernsprecher 21 04 91', { size: 8.5, serif: true, align: 'center' });
  p.down(30).text(297, 'VERSICHERUNGSSCHEIN', { size: 14, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'für die Kraftfahrtversicherung', { size: 10, serif: true, align: 'center' });
  p.y = 170;
  const kv: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Versicherungsnehmer', `${RAINER.name}, ${RAINER.street}, ${RAINER.town}`],
    ['Fahrzeug', `Mercedes-Benz 190 SL, Fahrgestell-Nr. ${SL.vin}`],
    ['Amtl. Kennzeichen', PLATES.sl],
    ['Versicherungsumfang', 'Kraftfahrzeug-Haftpflicht mit Teilkasko'],
    ['Deckungssumme Haftpflicht', 'DM 250.000,– pauschal'],
    ['Selbstbeteiligung Teilkasko', `DM ${num(sb, 'de').replace(',00', ',–')}`],
    ['Versicherungsbeginn', `${fd(start, 'de')}, 0 Uhr`],
    ['Ablauf', `${fd(end, 'de')}, 0 Uhr`],
    ['', '(verlängert sich um je ein Jahr, wenn nicht gekündigt)'],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9.5, serif: true });
    p.text(230, v, { size: 9.5, serif: true });
    p.down(16);
  }
  p.down(14).text(60, 'Beitragsberechnung (jährlich)', { size: 10, bold: true, serif: true });
  p.down(16);
  totals(
    p,
    80,
    420,
    [
      ['Haftpflicht (Beitragsklasse 100 %)', num(kh, 'de')],
      ['Teilkasko', num(tk, 'de')],
      ['Versicherungsteuer 5 %', num(tax, 'de')],
      ['', dashes(12)],
      ['Jahresbeitrag DM', num(total, 'de'), true],
    ],
    { serif: true, step: 14 },
  );
  p.down(20);
  lines(p, 60, ['Es gelten die Allgemeinen Bedingungen für die Kraftverkehrsversicherung (AKB).', `Köln, den ${fd(addDays(start, -rng.int(3, 12)), 'de')}`], {
    serif: true,
    size: 9,
  });
  p.down(20).text(360, 'Der Vorstand', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Kraftfahrzeug-Haftpflicht mit Teilkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A classic-car Nachtrag: the agreed value raised, the year's premium anew, 2004–2009. */
export function oldtimerNachtrag(rng: Random): Generated {
  const p = new PageBuilder();
  const start = firstOf(rng, 2004, 2009);
  const end = plusYear(start);
  const pol = `OC-${rng.int(100, 999)}-${rng.int(10000, 99999)}`;
  const value = rng.int(40, 75) * 1000;
  const premium = r2(value * 0.0062 + rng.int(0, 40) + 0.5);
  const sb = rng.pick([250, 500]);
  const car = rng.pick([
    { name: 'Mercedes-Benz 190 SL', vin: SL.vin, plate: PLATES.slH },
    { name: 'Ford Mustang Hardtop', vin: MUSTANG.vin, plate: `${PLATES.mustangDe}H` },
  ]);
  p.text(50, 'Hanseatische Oldtimer-Assekuranz', { size: 14, bold: true });
  p.down(12).text(50, 'Spezialversicherung für klassische Fahrzeuge · Ballindamm 8 · 20095 Hamburg', { size: 8 });
  p.y = 120;
  lines(p, 50, ['Herrn', RAINER.name, RAINER.street, RAINER.town5], { size: 9.5 });
  p.y = 120;
  lines(p, 360, [`Hamburg, ${fd(addDays(start, -rng.int(5, 20)), 'de')}`, `Vertrag ${pol}`], { size: 9 });
  p.y = 210;
  p.text(50, `Nachtrag Nr. ${rng.int(2, 6)} zum Versicherungsschein`, { size: 12, bold: true });
  p.down(20);
  lines(
    p,
    50,
    ['Sehr geehrter Herr Oberhäuser,', 'auf Ihren Wunsch haben wir die Wertvereinbarung für Ihr Fahrzeug angepasst. Ihr Vertrag lautet ab sofort wie folgt:'],
    { size: 9.5 },
  );
  p.down(10);
  const kv: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Fahrzeug', `${car.name}, FIN ${car.vin}, Kennzeichen ${car.plate}`],
    ['Versicherungsschutz', 'Oldtimer-Vollkasko mit Wertvereinbarung'],
    ['Vereinbarter Wert', `${num(value, 'de')} €`],
    ['Selbstbeteiligung je Schadenfall', `${num(sb, 'de')} €`],
    ['Versicherungszeitraum', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Jahresbeitrag inkl. 19 % VersSt.', `${num(premium, 'de')} €`],
  ];
  for (const [k, v] of kv) {
    p.box(50, p.y - 10, 180, 15);
    p.box(230, p.y - 10, 315, 15);
    p.text(54, k, { size: 8.5 });
    p.text(235, v, { size: 8.5 });
    p.down(15);
  }
  p.down(14);
  lines(
    p,
    50,
    [
      'Jährliche Fahrleistung bis 5.000 km. Der Beitrag wird am Fälligkeitstag von Ihrem Konto abgebucht.',
      'Alle übrigen Vereinbarungen bleiben unverändert.',
      '',
      'Mit freundlichen Grüßen',
      'Hanseatische Oldtimer-Assekuranz',
    ],
    { size: 9.5 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Oldtimer-Vollkasko mit Wertvereinbarung',
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** An insurer's Beitragsrechnung printed from the customer portal, calendar year, 2023–2026. */
export function beitragsrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const year = rng.int(2023, 2026);
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const pol = `KR ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
  const kh = r2(rng.int(90, 160) + 0.45);
  const tk = r2(rng.int(40, 90) + 0.3);
  const premium = sum([kh, tk]);
  const sb = rng.pick([150, 300]);
  const car = rng.pick([
    { name: 'Triumph TR4', plate: PLATES.tr4De, vin: TR4.vin },
    { name: 'Mercedes-Benz 190 SL', plate: PLATES.slH, vin: SL.vin },
  ]);
  p.text(50, 'Siebengebirgs-Versicherung VVaG', { size: 13, bold: true });
  p.text(545, `Kundenportal · Ausdruck vom ${fd(addDays(start, -rng.int(10, 40)), 'de')}`, { size: 7.5, align: 'right', y: 60 });
  p.down(12).text(50, 'Postfach 12 04 · 53602 Bad Honnef · service@siebengebirgs-vers.de', { size: 7.5 });
  p.y = 115;
  lines(p, 50, [RAINER_LATE.name, RAINER_LATE.street, RAINER_LATE.town], { size: 9.5 });
  p.y = 190;
  p.text(50, `Beitragsrechnung ${year}`, { size: 13, bold: true });
  p.down(16).text(50, `Versicherungsnummer ${pol} · ${car.name} · ${car.plate} · H-Kennzeichen`, { size: 9 });
  p.down(20);
  lines(
    p,
    50,
    [`Versicherungsumfang: Kfz-Haftpflicht, Teilkasko`, `Versicherungszeitraum: ${fd(start, 'de')} – ${fd(end, 'de')}`, `Selbstbeteiligung Teilkasko: ${sb} €`],
    {
      size: 9.5,
      step: 14,
    },
  );
  p.down(10);
  totals(p, 60, 420, [
    ['Kfz-Haftpflicht (Deckungssumme 100 Mio. € pauschal)', `${num(kh, 'de')} €`],
    ['Teilkasko', `${num(tk, 'de')} €`],
    ['Jahresbeitrag (inkl. Versicherungsteuer)', `${num(premium, 'de')} €`, true],
  ]);
  p.down(12);
  lines(
    p,
    50,
    [`Der Beitrag wird zum ${fd(start, 'de')} per SEPA-Lastschrift eingezogen. Mandatsreferenz ${rng.int(1000000, 9999999)}.`, `Fahrgestellnummer: ${car.vin}`],
    {
      size: 8.5,
    },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Kfz-Haftpflicht, Teilkasko',
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Yorkshire broker's motor cover note, thirty days from noon, 1971–1979. */
export function coverNote(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1971, 1979);
  const end = addDays(start, 30);
  const pol = `M/${start.slice(2, 4)}/${rng.int(100000, 499999)}`;
  const premium = r2(rng.int(24, 68) + rng.pick([0, 0.5, 0.4, 0.75]));
  const excess = rng.pick([10, 15, 25]);
  const car = rng.pick([
    { name: 'Triumph TR4 sports', reg: PLATES.tr4, ch: TR4.vin },
    { name: 'Jaguar Mk. 2 3.8 saloon', reg: PLATES.mk2, ch: MK2.vin },
    { name: 'Land Rover 88" station wagon', reg: PLATES.landy, ch: LANDY.vin },
  ]);
  p.text(297, 'PENNINE & PROVINCIAL INSURANCE COMPANY LIMITED', { size: 11, bold: true, serif: true, align: 'center' });
  p.down(12).text(297, 'Head Office: Park Row, Leeds 1', { size: 8.5, serif: true, align: 'center' });
  p.down(26).text(297, 'MOTOR INSURANCE — TEMPORARY COVER NOTE', { size: 12, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Cover Note No. ${rng.int(200000, 699999)}`, { size: 9.5, serif: true, align: 'center' });
  p.y = 190;
  const kv: [string, string][] = [
    ['Name of Insured', `${PETER.name}, ${PETER.street}, ${PETER.town}`],
    ['Policy No.', pol],
    ['Vehicle', `${car.name}, Registration Mark ${car.reg}, Chassis ${car.ch}`],
    ['Cover', 'Comprehensive'],
    ['Excess', `£${excess} each and every claim for accidental damage`],
    ['Annual premium', `£${num(premium, 'en')}  (received by the agent)`],
    ['Effective from', `12 noon on ${fd(start, 'uklong')}`],
    ['Expiring', `12 noon on ${fd(end, 'uklong')}`],
    ['Limitations as to use', 'Social, domestic and pleasure purposes and by the Insured in'],
    ['', 'person in connection with his business.'],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9.5, serif: true });
    p.text(200, v, { size: 9.5, serif: true });
    p.down(17);
  }
  p.down(10);
  lines(
    p,
    60,
    [
      'We hereby certify that this Cover Note satisfies the requirements of the relevant law applicable in Great',
      'Britain, Northern Ireland, the Isle of Man, the Island of Guernsey, the Island of Jersey and the Island of Alderney.',
    ],
    { size: 8.5, serif: true },
  );
  p.down(20).text(60, `Issued at Ilkley on ${fd(start, 'uklong')} by W. Dobson & Co., Insurance Brokers (Agent 4417)`, { size: 9, serif: true });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A broker's dot-matrix renewal notice, agreed value, 1990–1999. */
export function renewalNotice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = firstOf(rng, 1990, 1999);
  const end = addDays(plusYear(start), -1);
  const pol = `HMP/${rng.int(1000, 9999)}/${rng.pick(['JAG', 'TR', 'LR'])}`;
  const premium = r2(rng.int(90, 260) + rng.pick([0.2, 0.5, 0.8, 0]));
  const excess = rng.pick([50, 75, 100]);
  const value = rng.int(8, 24) * 1000;
  const s = 8.5;
  p.text(50, 'HERITAGE MOTOR POLICIES', { size: 11, bold: true });
  p.down(11).text(50, 'CLASSIC VEHICLE INSURANCE CONSULTANTS - 3 ALBERT STREET HARROGATE HG1 1JX', { size: s });
  p.y = 110;
  lines(p, 50, ['MR P OBERHAUSER', PETER.street.toUpperCase(), 'ILKLEY', `WEST YORKSHIRE ${PETER.post}`], { size: s, step: 11 });
  p.y = 190;
  p.text(50, 'RENEWAL NOTICE', { size: 12, bold: true });
  p.down(18);
  const kv: [string, string][] = [
    ['POLICY NUMBER', pol],
    ['PERIOD OF INSURANCE', `${fd(start, 'uk')} TO ${fd(end, 'uk')}`],
    ['VEHICLE', `JAGUAR MK2 3.8  REG ${PLATES.mk2}`],
    ['COVER', 'COMPREHENSIVE - AGREED VALUE'],
    ['AGREED VALUE', num(value, 'en').slice(0, -3)],
    ['MILEAGE LIMIT', '3,000 MILES PER ANNUM'],
    ['POLICY EXCESS', num(excess, 'en')],
    ['RENEWAL PREMIUM', num(premium, 'en')],
  ];
  for (const [k, v] of kv) {
    p.text(50, `${k}`, { size: s });
    p.text(220, `: ${v}`, { size: s });
    p.down(13);
  }
  p.down(10);
  lines(
    p,
    50,
    [
      'TO RENEW YOUR POLICY PLEASE RETURN THE PAYMENT SLIP BELOW WITH YOUR CHEQUE BEFORE THE RENEWAL DATE.',
      'IF THERE HAS BEEN ANY CHANGE IN THE INFORMATION YOU GAVE US PLEASE TELL US AT ONCE.',
      'ALL AMOUNTS IN POUNDS STERLING. INSURANCE PREMIUM TAX INCLUDED WHERE APPLICABLE.',
    ],
    { size: 7.5, step: 10 },
  );
  p.down(20).text(50, dashes(110), { size: 7 });
  p.down(14).text(50, `PAYMENT SLIP   ${pol}   AMOUNT DUE ${num(premium, 'en')}   DUE BY ${fd(start, 'uk')}`, { size: s });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'COMPREHENSIVE - AGREED VALUE',
    premium,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A classic insurer's policy schedule in sections, excesses added, IPT shown, 2018–2025. */
export function classicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2018, 2025);
  const end = addDays(plusYear(start), -1);
  const pol = `CLX${rng.int(1000000, 9999999)}`;
  const net = r2(rng.int(140, 320) + rng.pick([0.12, 0.48, 0.9]));
  const ipt = r2(net * 0.12);
  const premium = r2(net + ipt);
  const vol = rng.pick([0, 100, 150]);
  const comp = 100;
  const value = rng.int(22, 38) * 1000;
  const car = rng.pick([
    { name: 'Land Rover Series IIa 88" Station Wagon (1968)', reg: PLATES.landy, vin: LANDY.vin },
    { name: 'Volkswagen 1302 LS Cabriolet (1971)', reg: PLATES.kaeferUk, vin: KAEFER.vin },
  ]);
  p.text(50, 'Dalesway Classic Insurance', { size: 15, bold: true });
  p.down(12).text(50, 'Dalesway Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.', { size: 7 });
  p.y = 110;
  p.text(50, 'Motor Policy Schedule', { size: 12, bold: true });
  p.text(545, `Issued ${fd(addDays(start, -rng.int(5, 20)), 'uk')}`, { size: 8.5, align: 'right' });
  p.down(20);
  const sections: [string, [string, string][]][] = [
    [
      'The Policyholder',
      [
        ['Name', PETER_LATE.name],
        ['Address', `${PETER_LATE.street}, ${PETER_LATE.town} ${PETER_LATE.post}`],
      ],
    ],
    [
      'Your Policy',
      [
        ['Policy number', pol],
        ['Period of insurance', `From 00:01 on ${fd(start, 'uk')} to 23:59 on ${fd(end, 'uk')}`],
        ['Cover', 'Comprehensive (agreed value, limited mileage)'],
      ],
    ],
    [
      'The Vehicle',
      [
        ['Vehicle', car.name],
        ['Registration', car.reg],
        ['Agreed value', `£${num(value, 'en')}`],
        ['Annual mileage', '3,000'],
      ],
    ],
    [
      'Excesses',
      [
        ['Compulsory excess', `£${comp}`],
        ['Voluntary excess', `£${vol}`],
        ['Total excess', `£${comp + vol}`],
      ],
    ],
    [
      'Premium',
      [
        ['Premium', `£${num(net, 'en')}`],
        ['Insurance Premium Tax at 12%', `£${num(ipt, 'en')}`],
        ['Total premium payable', `£${num(premium, 'en')}`],
      ],
    ],
  ];
  for (const [h, kv] of sections) {
    p.box(50, p.y - 10, 495, 14, true);
    p.text(54, h, { size: 9, bold: true });
    p.down(17);
    for (const [k, v] of kv) {
      p.text(60, k, { size: 8.5 });
      p.text(230, v, { size: 8.5 });
      p.down(12);
    }
    p.down(6);
  }
  p.text(50, `Chassis number ${car.vin}. Endorsements applying: 004 Club membership, 017 Garaged overnight.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive (agreed value, limited mileage)',
    premium,
    deductible: comp + vol,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

function addDays(iso: string, n: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
