/**
 * Insurance papers of the third honest set: a US collector-car declarations page, a British
 * renewal letter with agreed value and excess, a German classic policy (Versicherungsschein) and
 * a German provisional cover note.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYears, amount, cents, day, digits, letters, money, PageBuilder, paper, pct, rows, rule, sum, wrap } from './paper';

export function usDeclarations(rng: Random): Generated {
  const insurer = rng.pick(['Heritage Mutual Collector Vehicle Program', 'Old Line Classic Auto Insurance Co.']);
  const start = rng.date(2016, 2024);
  const end = addYears(start, 1);
  const policy = `CV ${digits(rng, 3)}-${digits(rng, 5)}-${rng.int(1, 9)}`;
  const agreed = cents(rng, 3500000, 14000000, 50000);
  const deductible = rng.pick([250, 500, 1000]);
  const lines: [string, string, number][] = [
    ['Bodily Injury Liability', '$250,000 / $500,000', cents(rng, 9000, 19000)],
    ['Property Damage Liability', '$100,000', cents(rng, 4000, 9000)],
    ['Uninsured Motorist', '$250,000 / $500,000', cents(rng, 2000, 5000)],
    ['Agreed Value Physical Damage', `$${amount(agreed, 'en', true)}`, cents(rng, 18000, 62000)],
  ];
  const fee = 1500;
  const total = sum(lines.map((l) => l[2])) + fee;

  const p = new PageBuilder();
  p.text(45, insurer, { size: 14, bold: true, y: 52 });
  p.text(45, 'PO Box 1190, Traverse City, MI 49685  ·  Claims 1-800-555-0177', { size: 8, y: 65 });
  p.text(550, 'DECLARATIONS', { size: 13, bold: true, align: 'right', y: 52 });
  p.text(550, 'Renewal', { size: 9, align: 'right', y: 65 });
  p.box(45, 82, 505, 58);
  rows(
    Object.assign(p, { y: 97 }),
    [{ x: 52 }, { x: 155 }, { x: 320 }, { x: 420 }],
    [
      ['Policy Number', policy, 'Date Issued', day(addDays(start, -rng.int(12, 30)), 'us')],
      ['Policy Period', `From ${day(start, 'us')} to ${day(end, 'us')}`, '', ''],
      ['', '12:01 A.M. standard time at the address of the named insured', '', ''],
    ],
    { size: 8.5, step: 15 },
  );
  p.y = 165;
  p.text(45, 'Named Insured', { size: 8, bold: true });
  p.text(300, 'Agent', { size: 8, bold: true });
  p.down(13);
  rows(
    p,
    [{ x: 45 }, { x: 300 }],
    [
      ['Thomas & Carol Brandt', 'Petoskey Insurance Agency'],
      ['8821 Lakeview Rd', `Agent No. ${digits(rng, 6)}`],
      ['Harbor Springs, MI 49740', ''],
    ],
    { size: 9.5 },
  );
  p.down(10);
  p.text(45, `Described Vehicle:  ${rng.int(1955, 1973)} Chevrolet Corvette Convertible   VIN ${digits(rng, 5)}S${digits(rng, 6)}`, { size: 9.5 });
  p.down(14);
  p.text(45, 'Coverage Form:  Agreed Value', { size: 9.5, bold: true });
  p.down(22);
  const c = [{ x: 45 }, { x: 300 }, { x: 550, align: 'right' as const }];
  p.box(40, p.y - 12, 515, 17, true);
  rows(p, c, [['Coverage', 'Limits', 'Premium']], { size: 8.5, bold: true, step: 19 });
  rows(
    p,
    c,
    lines.map(([a, b, x]) => [a, b, amount(x, 'en')]),
    { size: 9.5, step: 15 },
  );
  rows(p, c, [['Policy fee', '', amount(fee, 'en')]], { size: 9.5, step: 15 });
  rule(p, 40, p.y - 8, 515);
  p.down(6);
  rows(p, c, [['TOTAL POLICY PREMIUM', '', `$${amount(total, 'en')}`]], { size: 10.5, bold: true, step: 26 });
  p.text(45, `Physical damage deductible: $${deductible} per occurrence. Agreed value is paid in full for a total loss, less deductible.`, { size: 8.5 });
  p.down(13);
  p.text(45, 'Mileage limit: 2,500 miles per policy period. Vehicle must be garaged when not in use.', { size: 8.5 });
  p.y = 760;
  p.text(45, `Forms and endorsements: CV-100 (07/19), CV-214 (01/21). Countersigned ${day(start, 'us')}.`, { size: 7.5 });

  return paper(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Agreed Value',
    premium: money(total),
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
}

export function ukRenewal(rng: Random): Generated {
  const insurer = rng.pick(['Wolds Classic Insurance Services', 'Penhallow Historic Vehicle Insurance']);
  const start = rng.date(2016, 2024);
  const end = addYears(start, 1, true);
  const policy = `${letters(rng, 3)}/${digits(rng, 7)}`;
  const agreed = cents(rng, 1200000, 6500000, 50000);
  const excess = rng.pick([100, 150, 250]);
  const net = cents(rng, 14000, 46000);
  const ipt = pct(net, 12);
  const total = net + ipt;
  const reg = `${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1, 'DEFGH')}`;

  const p = new PageBuilder();
  p.text(550, insurer, { size: 14, bold: true, serif: true, align: 'right', y: 55 });
  p.text(550, 'Hambleton House · Malton · North Yorkshire YO17 7LP', { size: 8, align: 'right', y: 68 });
  p.y = 120;
  rows(p, [{ x: 60 }], [['Mr G. Featherstone'], ['2 Church Row'], ['Pickering'], ['YO18 7AS']], { size: 10 });
  p.text(535, day(addDays(start, -rng.int(21, 35)), 'uk-long'), { size: 10, align: 'right', y: 120 });
  p.y = 210;
  p.text(60, 'Your classic car insurance renewal', { size: 13, bold: true, serif: true });
  p.down(20);
  for (const line of wrap(
    `Dear Mr Featherstone, thank you for insuring your ${rng.pick(['Austin-Healey 3000', 'Jaguar XK150', 'Triumph Stag'])} (${reg}) with us. Your policy renews automatically on the date shown below unless you tell us otherwise. Please check the details carefully.`,
    475,
    10,
  )) {
    p.text(60, line, { size: 10 });
    p.down(14);
  }
  p.down(10);
  const box: [string, string][] = [
    ['Policy number', policy],
    ['Cover', 'Comprehensive'],
    ['Renewal date', day(start, 'uk')],
    ['Cover ends', day(end, 'uk')],
    ['Agreed value', `£${amount(agreed, 'en', true)}`],
    ['Excess', `£${excess}`],
    ['Annual mileage limit', '3,000 miles'],
    ['Club discount', 'Yes – 10% applied'],
  ];
  p.box(60, p.y - 6, 475, box.length * 16 + 10);
  p.down(8);
  rows(p, [{ x: 70 }, { x: 250 }], box, { size: 9.5, step: 16 });
  p.down(18);
  p.text(60, 'Your premium', { size: 11, bold: true });
  p.down(16);
  rows(
    p,
    [{ x: 70 }, { x: 535, align: 'right' }],
    [
      ['Premium', `£${amount(net, 'en')}`],
      ['Insurance Premium Tax at 12%', `£${amount(ipt, 'en')}`],
    ],
    { size: 10, step: 15 },
  );
  rows(p, [{ x: 70 }, { x: 535, align: 'right' }], [['Total annual premium', `£${amount(total, 'en')}`]], { size: 10.5, bold: true, step: 24 });
  for (const line of wrap(
    `We will collect this by Direct Debit from the account ending ${digits(rng, 4)} on or after ${day(addDays(start, 3), 'uk-long')}. If anything has changed, please call us on 01653 555 420.`,
    475,
    9.5,
  )) {
    p.text(60, line, { size: 9.5 });
    p.down(13);
  }
  p.down(20);
  p.text(60, 'Yours sincerely,', { size: 10 });
  p.down(30);
  p.text(60, 'Customer Services Team', { size: 10 });
  p.y = 790;
  p.text(297, `Authorised and regulated by the Financial Conduct Authority, FRN ${digits(rng, 6)}.`, { size: 7, align: 'center' });

  return paper(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium: money(total),
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

export function deVersicherungsschein(rng: Random): Generated {
  const insurer = rng.pick(['Norddeutsche Oldtimer-Assekuranz AG', 'Klassik Versicherungsdienst Rhein-Main AG']);
  const start = rng.date(2016, 2024);
  const end = addYears(start, 1);
  const policy = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 4)}`;
  const sb = rng.pick([150, 300, 500]);
  const parts: [string, number][] = [
    ['Kfz-Haftpflicht (100 Mio. € pauschal)', cents(rng, 6000, 14000)],
    [`Vollkasko, Selbstbeteiligung ${sb} €`, cents(rng, 9000, 32000)],
    ['Schutzbrief Oldtimer', 2490],
  ];
  const net = sum(parts.map((x) => x[1]));
  const tax = pct(net, 19);
  const total = net + tax;
  const value = cents(rng, 2500000, 9000000, 50000);

  const p = new PageBuilder();
  p.text(45, insurer, { size: 13, bold: true, y: 50 });
  p.text(45, 'Ballindamm 8 · 20095 Hamburg', { size: 8, y: 62 });
  p.y = 110;
  rows(p, [{ x: 57 }], [['Herrn'], ['Ulrich Degenhardt'], ['Kastanienweg 19'], ['31134 Hildesheim']], { size: 10 });
  p.y = 110;
  rows(
    p,
    [{ x: 370 }, { x: 550, align: 'right' }],
    [
      ['Versicherungsschein-Nr.', policy],
      ['Ausfertigung vom', day(addDays(start, -rng.int(5, 20)), 'de')],
      ['Vermittler', `${digits(rng, 5)}`],
    ],
    { size: 9, step: 14 },
  );
  p.y = 215;
  p.text(57, 'Versicherungsschein für Ihr Oldtimer-Fahrzeug', { size: 13, bold: true });
  p.down(22);
  const f: [string, string][] = [
    ['Fahrzeug', `${rng.pick(['BMW 2002 tii', 'VW Käfer 1303 Cabriolet', 'Mercedes-Benz 190 SL'])}, Kennzeichen HI-${letters(rng, 2)} ${rng.int(10, 99)}H`],
    ['Versicherungsdauer', `vom ${day(start, 'de')} bis ${day(end, 'de')}, 0 Uhr`],
    ['Versicherungsumfang', 'Haftpflicht + Vollkasko'],
    ['Versicherungswert', `${amount(value, 'de', true)} € (Wertgutachten)`],
    ['Selbstbeteiligung', `${sb} € je Schadenfall (Vollkasko)`],
    ['Zahlweise', 'jährlich'],
  ];
  rows(p, [{ x: 57 }, { x: 210 }], f, { size: 9.5, step: 16 });
  p.down(14);
  p.text(57, 'Beitragsberechnung', { size: 10.5, bold: true });
  p.down(6);
  rule(p, 57, p.y, 493);
  p.down(14);
  const c = [{ x: 57 }, { x: 550, align: 'right' as const }];
  rows(
    p,
    c,
    parts.map(([a, b]) => [a, `${amount(b, 'de')} €`]),
    { size: 9.5, step: 15 },
  );
  rows(
    p,
    c,
    [
      ['Beitrag netto', `${amount(net, 'de')} €`],
      ['Versicherungsteuer 19 %', `${amount(tax, 'de')} €`],
    ],
    { size: 9.5, step: 15 },
  );
  rule(p, 350, p.y - 10, 200);
  rows(p, c, [['Jahresbeitrag', `${amount(total, 'de')} €`]], { size: 10.5, bold: true, step: 26 });
  for (const line of wrap(
    'Der Beitrag wird zum Beginn des Versicherungsjahres fällig. Es gelten die beigefügten Allgemeinen Bedingungen für die Oldtimer-Versicherung (AKB-O 2016) und die Sonderbedingung Saisonkennzeichen.',
    493,
    8.5,
  )) {
    p.text(57, line, { size: 8.5 });
    p.down(12);
  }
  p.y = 790;
  p.text(297, `Sitz Hamburg · Registergericht Hamburg HRB ${digits(rng, 5)} · Vorstand: Dr. K. Lindemann`, { size: 7, align: 'center' });

  return paper(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Haftpflicht + Vollkasko',
    premium: money(total),
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

export function deDeckungszusage(rng: Random): Generated {
  const insurer = rng.pick(['Süddeutsche Classic Car Versicherung a.G.', 'Alpenland Oldtimerversicherung AG']);
  const start = rng.date(2016, 2024);
  const end = addDays(start, rng.pick([30, 60, 90]));
  const policy = `DZ-${digits(rng, 8)}`;
  const sb = rng.pick([150, 250, 300]);

  const p = new PageBuilder();
  p.box(45, 40, 505, 50, true);
  p.text(297, insurer, { size: 13, bold: true, align: 'center', y: 62 });
  p.text(297, 'Leopoldstraße 144 · 80804 München', { size: 8, align: 'center', y: 78 });
  p.y = 130;
  p.text(297, 'Vorläufige Deckungszusage', { size: 16, bold: true, align: 'center' });
  p.down(16);
  p.text(297, 'zur Vorlage bei der Zulassungsbehörde und beim Versicherungsnehmer', { size: 8.5, align: 'center' });
  p.y = 190;
  const cells: [string, string][] = [
    ['Nummer der Deckungszusage', policy],
    ['eVB-Nummer', `${letters(rng, 2)}${digits(rng, 1)}${letters(rng, 4)}`],
    ['Versicherungsnehmer', 'Franziska Obermaier, Hohenzollernstr. 5, 80801 München'],
    ['Fahrzeug', `Alfa Romeo Giulia Sprint GT, FIN AR${digits(rng, 6)}`],
    ['Vorläufiger Versicherungsschutz ab', day(start, 'de')],
    ['Vorläufiger Versicherungsschutz bis', day(end, 'de')],
    ['Umfang', 'Haftpflicht und Teilkasko'],
    ['Selbstbeteiligung Teilkasko', `${sb} €`],
  ];
  cells.forEach(([label, value], i) => {
    const y = 190 + i * 34;
    p.box(45, y, 505, 34);
    p.text(51, label, { size: 7.5, y: y + 11 });
    p.text(51, value, { size: 10.5, bold: i < 2 || i > 3, y: y + 27 });
  });
  p.y = 190 + cells.length * 34 + 26;
  for (const line of wrap(
    'Der vorläufige Versicherungsschutz endet mit der Einlösung des Versicherungsscheins, spätestens jedoch an dem oben genannten Tag. Er tritt rückwirkend außer Kraft, wenn der Erstbeitrag nicht unverzüglich gezahlt wird. Der Beitrag wird mit dem Versicherungsschein gesondert berechnet.',
    505,
    9,
  )) {
    p.text(45, line, { size: 9 });
    p.down(13);
  }
  p.down(30);
  p.text(45, `München, ${day(start, 'de')}`, { size: 9.5 });
  p.text(550, `${insurer} – Antragsabteilung`, { size: 8.5, align: 'right' });

  return paper(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Haftpflicht und Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}
