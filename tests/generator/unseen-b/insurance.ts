import { PAGE_WIDTH, PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, chassis, idDigits, idLetters, plateDe, plateUk } from './common';
import { addDays, date, money, num, r2, yearLater } from './format';
import { factGrid, footer, itemTable, letterhead, pairs, paragraph, RIGHT, totalCells, totalRows } from './sheet';

/** Insurance papers of the second unseen set: a US declarations page, a UK renewal, a German policy and premium notice. */

function insuranceTruth(policy: string, coverage: string, premium: number, start: string, end: string, deductible: number): Generated['truth'] {
  return { documentType: 'insurance', policyNumber: policy, coverageType: coverage, premium, effectiveStart: start, effectiveEnd: end, deductible };
}

/** A US collector-car declarations page: policy period from noon to noon, coverages in a table, fees added to the premium. */
export function usDeclarations(rng: Random): Generated {
  const b = new PageBuilder();
  const insurer = rng.pick(['Keepsake Collector Car Insurance Company', 'Bluestem Mutual Classic Auto', 'Heirloom Auto Insurance Exchange']);
  const policy = `${idLetters(rng, 2)} ${idDigits(rng, 4)}-${idDigits(rng, 5)}`;
  const start = rng.date(2012, 2024);
  const end = yearLater(start, false);
  const [year, model] = car(rng);
  const agreed = rng.int(18, 140) * 1000;
  const deductible = rng.pick([0, 100, 250, 500]);
  const liability = r2(rng.int(9000, 26000) / 100);
  const physical = r2(agreed * rng.pick([0.004, 0.0055, 0.007]));
  const um = r2(rng.int(1500, 6000) / 100);
  const fee = r2(rng.pick([5, 7.5, 12]));
  const premium = r2(liability + physical + um + fee);

  letterhead(
    b,
    'left',
    insurer,
    [`Administrative office: ${rng.int(10, 990)} Founders Way, Columbus, OH 43215`, 'Claims 24/7: 1-888-' + idDigits(rng, 3) + '-' + idDigits(rng, 4)],
    { size: 14 },
  );
  b.text(PAGE_WIDTH / 2, 'AUTO POLICY DECLARATIONS', { size: 13, bold: true, align: 'center' });
  b.down(24);
  factGrid(
    b,
    [
      ['Policy number', policy],
      ['Policy period from', `${date(start, 'us')} 12:01 a.m.`],
      ['Policy period to', `${date(end, 'us')} 12:01 a.m.`],
      ['Named insured', rng.pick(['Walter & June Prescott', 'Dr. Alan Whitcombe', 'Rosa Delgado-Hart'])],
      ['Agent', rng.pick(['Tri-State Insurance Group', 'Murphy Agency Inc.'])],
      ['Coverage form', 'Agreed Value'],
    ],
    3,
  );
  b.text(45, 'Scheduled vehicle', { size: 10, bold: true }).down(14);
  itemTable(
    b,
    [
      { head: 'Veh', x: 45, cell: () => '1' },
      { head: 'Year', x: 75, cell: () => String(year) },
      { head: 'Make / Model', x: 115, cell: () => model },
      { head: 'VIN', x: 280, cell: () => chassis(rng) },
      { head: 'Agreed value', x: RIGHT, align: 'right', cell: () => money(agreed, 'us') },
    ],
    [{ kind: 'other', desc: '', qty: 1, price: 0, amount: 0 }],
    { band: true },
  );
  b.text(45, 'Coverages', { size: 10, bold: true }).down(14);
  const covRows = [
    ['Bodily injury & property damage liability', '$100,000 / $300,000 / $50,000', '—', liability],
    ['Physical damage, agreed value', money(agreed, 'us'), deductible ? money(deductible, 'us') : 'None', physical],
    ['Uninsured motorists', '$100,000 / $300,000', '—', um],
  ] as const;
  b.box(40, b.y - 10, PAGE_WIDTH - 80, 14, true);
  b.text(45, 'Coverage', { bold: true, size: 8.5 })
    .text(280, 'Limits', { bold: true, size: 8.5 })
    .text(420, 'Deductible', { bold: true, size: 8.5 })
    .text(RIGHT, 'Premium', { bold: true, size: 8.5, align: 'right' });
  b.down(16);
  for (const [c, l, d, p] of covRows) {
    b.text(45, c, { size: 8.5 }).text(280, l, { size: 8.5 }).text(420, d, { size: 8.5 }).text(RIGHT, money(p, 'us'), { size: 8.5, align: 'right' });
    b.down(13);
  }
  b.down(8);
  totalRows(
    b,
    [
      ['Vehicle premium', money(r2(liability + physical + um), 'us')],
      ['Policy fee', money(fee, 'us')],
      ['Total annual policy premium', money(premium, 'us')],
    ],
    { x: 330, boxLast: true },
  );
  b.down(8);
  paragraph(
    b,
    45,
    `Usage: pleasure use only, maximum ${rng.pick([2500, 5000])} miles per year. Vehicle must be stored in a locked, enclosed garage. This declarations page, with the policy form and endorsements, completes your policy.`,
    105,
  );
  footer(b, [`Countersigned ${date(addDays(start, -rng.int(10, 30)), 'us')}  ·  Form DEC-CC 07/19`, `${insurer}  ·  NAIC #${idDigits(rng, 5)}`]);
  return { items: b.items, language: 'en', truth: insuranceTruth(policy, 'Agreed Value', premium, start, end, deductible) };
}

/** A UK renewal invitation: last year's premium beside this year's, limited mileage, excess in a box. */
export function ukRenewal(rng: Random): Generated {
  const b = new PageBuilder();
  const insurer = rng.pick(['Wickham Classic Insurance Services', 'Old Vicarage Underwriting Ltd', 'Farthing & Gale Insurance Brokers']);
  const policy = `${idLetters(rng, 3)}/${idDigits(rng, 6)}/${rng.int(10, 99)}`;
  const start = rng.date(2011, 2024);
  const end = yearLater(start, true);
  const [year, model] = car(rng);
  const premium = r2(rng.int(14000, 52000) / 100);
  const last = r2(premium - rng.int(800, 4000) / 100);
  const excess = rng.pick([100, 150, 250]);
  const coverage = rng.pick(['Comprehensive', 'Third Party, Fire and Theft']);

  letterhead(b, 'right', insurer, ['Tithe Barn, Market Place', 'Cirencester GL7 2NW', '0345 ' + idDigits(rng, 3) + ' ' + idDigits(rng, 4)]);
  b.text(45, rng.pick(['Mr G. Ashdown', 'Mrs P. Winterbourne', 'Mr D. Llewellyn']), { size: 10 });
  b.down(13).text(45, `${rng.int(1, 90)} Orchard Rise`, { size: 10 });
  b.down(13).text(45, rng.pick(['Malvern WR14 3HD', 'Kendal LA9 4QP', 'Truro TR1 2SN']), { size: 10 });
  b.down(30);
  b.text(45, `Your renewal invitation`, { size: 15, bold: true });
  b.down(22);
  paragraph(
    b,
    45,
    `Your classic car policy is due for renewal on ${date(start, 'uk-long')}. We are pleased to invite you to renew on the terms below. If you pay by Direct Debit you need do nothing; your cover will continue automatically.`,
    100,
    { size: 9.5, step: 13 },
  );
  b.down(8);
  pairs(
    b,
    [
      ['Policy number', policy],
      ['Car', `${year} ${model}, ${plateUk(rng)}`],
      ['Cover', coverage],
      ['Agreed value', money(rng.int(9, 60) * 1000, 'uk')],
      ['Mileage limit', `${num(rng.pick([1500, 3000, 5000]), ',', '.', 0)} miles a year`],
      ['Period of cover', `${date(start, 'uk')} to ${date(end, 'uk')}`],
      ['Policy excess', money(excess, 'uk')],
    ],
    45,
    130,
    { size: 9.5, step: 15 },
  );
  b.down(10);
  totalCells(b, [
    ["Last year's premium", money(last, 'uk')],
    ['Insurance Premium Tax (included)', money(r2((premium * 0.12) / 1.12), 'uk')],
    ['Your renewal premium', money(premium, 'uk')],
  ]);
  paragraph(
    b,
    45,
    'Please check the details carefully. Tell us straight away if anything is wrong or has changed, including modifications to the car or where it is kept overnight.',
    100,
    { size: 9 },
  );
  footer(b, [
    `${insurer} is authorised and regulated by the Financial Conduct Authority, FRN ${idDigits(rng, 6)}.`,
    `Registered in England and Wales no. ${idDigits(rng, 8)}`,
  ]);
  return { items: b.items, language: 'en', truth: insuranceTruth(policy, coverage, premium, start, end, excess) };
}

/** A German policy document (Versicherungsschein): contributions per line, insurance tax, annual total, SB only on the damage cover. */
export function deVersicherungsschein(rng: Random): Generated {
  const b = new PageBuilder();
  const insurer = rng.pick(['Hanseatische Oldtimer-Versicherung AG', 'Süddeutsche Kraftfahrt VVaG', 'Mitteldeutsche Klassik Assekuranz']);
  const policy = `${rng.int(10, 99)}.${idDigits(rng, 3)}.${idDigits(rng, 6)}`;
  const start = rng.date(2010, 2024);
  const end = yearLater(start, false);
  const [year, model] = car(rng);
  const coverage = rng.pick(['Teilkasko', 'Vollkasko']);
  const deductible = coverage === 'Teilkasko' ? rng.pick([150, 300]) : rng.pick([300, 500, 1000]);
  const hp = r2(rng.int(6000, 18000) / 100);
  const kasko = r2(rng.int(4000, 30000) / 100);
  const net = r2(hp + kasko);
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);

  letterhead(
    b,
    'center',
    insurer,
    [
      'Kundenservice 0800 ' + idDigits(rng, 7),
      'www.' +
        insurer
          .split(' ')[0]
          .toLowerCase()
          .replace(/[^a-z]/g, '') +
        '.de',
    ],
    { serif: true, size: 15 },
  );
  b.text(45, 'Versicherungsschein', { size: 15, bold: true });
  b.text(RIGHT, `Hamburg, ${date(addDays(start, -rng.int(5, 20)), 'de-long')}`, { size: 9, align: 'right' });
  b.down(14).text(45, 'Kraftfahrtversicherung für Oldtimer (H-Kennzeichen)', { size: 9.5 });
  b.down(22);
  factGrid(
    b,
    [
      ['Versicherungsnummer', policy],
      ['Versicherungsnehmer', rng.pick(['Hartmut Voigt', 'Ilse Brandstetter', 'Dr. Konrad Weigl'])],
      ['Vertragsbeginn', `${date(start, 'de')}, 0:00 Uhr`],
      ['Ablauf', `${date(end, 'de')}, 0:00 Uhr`],
      ['Kennzeichen', plateDe(rng)],
      ['Fahrzeug', `${model} (Bj. ${year})`],
      ['Fahrzeug-Ident.-Nr.', chassis(rng)],
      ['Versicherungswert', money(rng.int(15, 90) * 1000, 'de')],
    ],
    2,
  );
  b.text(45, 'Versicherungsumfang und Beitrag', { size: 10.5, bold: true }).down(16);
  b.box(40, b.y - 10, PAGE_WIDTH - 80, 14, true);
  b.text(45, 'Sparte', { size: 8.5, bold: true })
    .text(230, 'Deckung', { size: 8.5, bold: true })
    .text(400, 'SB', { size: 8.5, bold: true })
    .text(RIGHT, 'Beitrag', { size: 8.5, bold: true, align: 'right' });
  b.down(16);
  b.text(45, 'Kfz-Haftpflicht', { size: 9 })
    .text(230, '100 Mio. € pauschal', { size: 9 })
    .text(400, '—', { size: 9 })
    .text(RIGHT, money(hp, 'de'), { size: 9, align: 'right' });
  b.down(13);
  b.text(45, coverage, { size: 9 })
    .text(230, 'Wiederbeschaffung zum Wert', { size: 9 })
    .text(400, money(deductible, 'de'), { size: 9 })
    .text(RIGHT, money(kasko, 'de'), { size: 9, align: 'right' });
  b.down(20);
  totalRows(
    b,
    [
      ['Beitrag ohne Steuer', money(net, 'de')],
      ['Versicherungsteuer 19 %', money(tax, 'de')],
      ['Jahresbeitrag', money(premium, 'de')],
    ],
    { x: 330, boxLast: true },
  );
  b.down(8);
  paragraph(
    b,
    45,
    `Der Beitrag wird jährlich im Voraus per SEPA-Lastschrift eingezogen (Mandatsreferenz ${idLetters(rng, 3)}${idDigits(rng, 8)}). Es gelten die AKB ${start.slice(0, 4)} sowie die Besonderen Bedingungen für Oldtimer.`,
    105,
  );
  footer(b, [
    `${insurer} · Vorstand: Dr. E. Hollmann (Vors.), K. Sievers · Sitz Hamburg · HRB ${rng.int(10000, 99999)}`,
    'Versicherungsteuer-Nr. 802/V90802' + idDigits(rng, 5),
  ]);
  return { items: b.items, language: 'de', truth: insuranceTruth(policy, coverage, premium, start, end, deductible) };
}

/** A German premium notice at the annual due date: period, contribution table, due date and bank details. */
export function deBeitragsrechnung(rng: Random): Generated {
  const b = new PageBuilder();
  const insurer = rng.pick(['Westfälische Provinzial Kraft', 'Alte Leipziger Klassik-Kasko', 'Bayerische Beamten Kfz']);
  const policy = `KF-${idDigits(rng, 8)}`;
  const start = rng.date(2010, 2024);
  const end = yearLater(start, true);
  const coverage = rng.pick(['Vollkasko', 'Teilkasko']);
  const deductible = rng.pick([150, 300, 500]);
  const premium = r2(rng.int(9000, 48000) / 100);
  const [year, model] = car(rng);

  letterhead(b, 'left', insurer, ['Postfach ' + rng.int(1000, 9999), '4' + idDigits(rng, 4) + ' Münster'], { size: 14 });
  b.text(45, rng.pick(['Herrn Wolfgang Riedel', 'Frau Monika Sauer']), { size: 10 });
  b.down(13).text(45, `Kirchweg ${rng.int(1, 40)}`, { size: 10 });
  b.down(13).text(45, `4${idDigits(rng, 4)} ${rng.pick(['Coesfeld', 'Warendorf', 'Ahlen'])}`, { size: 10 });
  b.y = 180;
  b.text(RIGHT, date(addDays(start, -rng.int(20, 40)), 'de-long'), { size: 9.5, align: 'right' });
  b.down(30);
  b.text(45, 'Beitragsrechnung zur Hauptfälligkeit', { size: 14, bold: true });
  b.down(22);
  pairs(
    b,
    [
      ['Vertrag', policy],
      ['Fahrzeug', `${model}, EZ ${year}, ${plateDe(rng)}`],
      ['Versicherungszeitraum', `${date(start, 'de')} bis ${date(end, 'de')}`],
      ['Kaskoart', coverage],
      ['Selbstbeteiligung', `${deductible} €`],
      ['Schadenfreiheitsklasse', `SF ${rng.int(5, 35)}`],
    ],
    45,
    150,
    { size: 9.5, step: 15 },
  );
  b.down(12);
  const parts = [r2(premium * 0.45), r2((premium * 0.55) / 1.19)];
  const tax = r2(premium - parts[0] - parts[1]);
  b.text(45, 'Haftpflicht (inkl. VersSt.)', { size: 9.5 }).text(RIGHT, money(parts[0], 'de-code'), { size: 9.5, align: 'right' });
  b.down(14).text(45, `${coverage} netto`, { size: 9.5 }).text(RIGHT, money(parts[1], 'de-code'), { size: 9.5, align: 'right' });
  b.down(14).text(45, 'Versicherungsteuer Kasko', { size: 9.5 }).text(RIGHT, money(tax, 'de-code'), { size: 9.5, align: 'right' });
  b.down(20);
  totalCells(b, [['Zu zahlender Jahresbeitrag', money(premium, 'de-code')]], { x: 300, width: RIGHT - 300 });
  paragraph(
    b,
    45,
    `Fällig am ${date(start, 'de')}. Wir buchen den Betrag von Ihrem Konto IBAN DE${idDigits(rng, 2)} **** **** **** ${idDigits(rng, 2)} ab. Bitte sorgen Sie für Deckung.`,
    105,
    { size: 9 },
  );
  footer(b, [`${insurer} · Aufsichtsbehörde: BaFin · Registergericht Münster HRB ${rng.int(1000, 9999)}`]);
  return { items: b.items, language: 'de', truth: insuranceTruth(policy, coverage, premium, start, end, deductible) };
}
