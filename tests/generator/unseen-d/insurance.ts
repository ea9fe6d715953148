import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  cents,
  date,
  digits,
  dePlate,
  DE_FIRST,
  DE_LAST,
  gbp,
  letters,
  num,
  page,
  person,
  policyEnd,
  UK_FIRST,
  UK_LAST,
  UK_MALE,
  ukPlate,
  US_FIRST,
  US_LAST,
  usd,
  vin,
  wrap,
} from './kit';

/** A German policy document for a classic: insurer's block letterhead, labels left in a ruled table, premium as parts and a total incl. insurance tax. */
export function deVersicherungsschein(rng: Random): Generated {
  const insurer = rng.pick(['Rheinische Oldtimer Versicherung AG', 'Hanseatische Kfz-Versicherung a.G.']);
  const start = `${rng.int(2018, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = policyEnd(start);
  const issued = addDays(start, -rng.int(5, 25));
  const policy = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const kind = rng.pick(['Haftpflicht und Teilkasko', 'Haftpflicht und Vollkasko']);
  const sb = rng.pick([150, 300, 500]);
  const hp = price(rng, 60, 140);
  const kasko = price(rng, 40, 220);
  const net = cents(hp + kasko);
  const tax = cents(net * 0.19);
  const premium = cents(net + tax);
  const b = page();
  b.text(40, insurer, { y: 60, size: 16, bold: true });
  b.text(40, `Postfach ${digits(rng, 4)} · 50${digits(rng, 3)} Köln`, { y: 73, size: 8 });
  b.y = 110;
  b.text(40, `${person(rng, DE_FIRST, DE_LAST)}`).text(555, `Köln, ${date(issued, 'de')}`, { align: 'right' });
  b.down(40);
  b.text(40, 'Versicherungsschein', { size: 16, bold: true });
  b.down(16);
  b.text(40, 'Kraftfahrtversicherung für Fahrzeuge mit H-Kennzeichen', { size: 9.5 });
  b.down(26);
  const rows: [string, string][] = [
    ['Versicherungsschein-Nr.', policy],
    ['Versicherungsumfang', kind],
    ['Versicherungsbeginn', `${date(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${date(end, 'de')}, 24:00 Uhr`],
    ['Fahrzeug', `${rng.pick(['Porsche 356 B', 'Mercedes-Benz 300 SE', 'NSU Ro 80'])}, amtl. Kennz. ${dePlate(rng)}`],
    [kind.includes('Voll') ? 'Selbstbeteiligung Vollkasko' : 'Selbstbeteiligung Teilkasko', `${num(sb, 'de', true)} €`],
    ['Versicherungswert (vereinbart)', `${num(rng.int(25, 140) * 1000, 'de', true)} €`],
  ];
  for (const [l, v] of rows) {
    b.text(40, l, { size: 9.5 }).text(220, v, { size: 9.5 });
    b.box(40, b.y + 5, 515, 0.01);
    b.down(18);
  }
  b.down(18);
  b.text(40, 'Ihr Beitrag für das Versicherungsjahr', { bold: true });
  b.down(16);
  for (const [l, v] of [
    ['Kfz-Haftpflicht', hp],
    [kind.includes('Voll') ? 'Vollkasko' : 'Teilkasko', kasko],
    ['Versicherungsteuer 19 %', tax],
  ] as [string, number][]) {
    b.text(40, l).text(400, `${num(v, 'de')} €`, { align: 'right' });
    b.down(14);
  }
  b.box(40, b.y - 6, 360, 0.01);
  b.down(8);
  b.text(40, 'Jahresbeitrag', { bold: true }).text(400, `${num(premium, 'de')} €`, { bold: true, align: 'right' });
  b.down(14);
  b.text(40, `fällig am ${date(start, 'de')}, Einzug per SEPA-Lastschrift`, { size: 8.5 });
  b.down(36);
  for (const line of wrap(
    'Die Versicherung gilt nur für die Nutzung als Oldtimer zu Liebhaberzwecken. Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB) in der beiliegenden Fassung.',
    110,
  )) {
    b.text(40, line, { size: 8 });
    b.down(10);
  }
  b.text(40, `${insurer} · Vorstand: ${person(rng, DE_FIRST, DE_LAST)} (Vors.) · Amtsgericht Köln HRB ${digits(rng, 5)}`, { y: 805, size: 7 });
  return {
    items: b.items,
    language: 'de',
    truth: { documentType: 'insurance', policyNumber: policy, coverageType: kind, premium, effectiveStart: start, effectiveEnd: end, deductible: sb },
  };
}

const price = (rng: Random, lo: number, hi: number) => cents(rng.int(lo * 100, hi * 100) / 100);

/** The international motor insurance card (green card), German issue: numbered boxes, codes, validity from/to. */
export function deGrueneKarte(rng: Random): Generated {
  const insurer = rng.pick(['Süddeutsche Kraftfahrt-Versicherung AG', 'Westfälische Provinzial-Kfz AG']);
  const start = `${rng.int(2019, 2025)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const policy = `KF-${digits(rng, 8)}`;
  const b = page();
  b.text(297, 'Internationale Kraftfahrzeug-Versicherungskarte', { y: 58, size: 14, bold: true, align: 'center' });
  b.text(297, 'International Motor Insurance Card', { y: 72, size: 10, align: 'center' });
  b.y = 100;
  const boxes: [string, string][] = [
    ['1. Gültig vom / Valid from', date(start, 'de')],
    ['   bis / to', date(end, 'de')],
    ['2. Land / Code des Versicherers / Nr.', `D / ${digits(rng, 3)} / ${digits(rng, 8)}`],
    ['3. Kennzeichen / Registration No.', dePlate(rng)],
    ['4. Fahrzeugart / Category', 'A (Pkw)'],
    ['5. Marke / Make', rng.pick(['MERCEDES-BENZ', 'PORSCHE', 'OPEL', 'VW'])],
    ['6. Versicherungsschein-Nr. / Policy No.', policy],
  ];
  for (const [l, v] of boxes) {
    b.box(40, b.y - 11, 515, 30);
    b.text(46, l, { size: 7.5 });
    b.text(46, v, { y: b.y + 13, size: 11 });
    b.down(30);
  }
  b.down(10);
  b.text(46, 'Gültigkeitsbereich: A B BG CY CZ D DK E EST F FIN GB GR H HR I IRL IS L LT LV M N NL P PL RO S SK SLO CH', { size: 8 });
  b.down(30);
  b.text(46, '8. Versicherungsnehmer / Policyholder', { size: 7.5 });
  b.down(13);
  b.text(46, person(rng, DE_FIRST, DE_LAST), { size: 10.5 });
  b.down(13);
  b.text(46, `${rng.pick(['Gartenstraße', 'Eichenweg'])} ${rng.int(1, 50)}, 7${digits(rng, 4)} ${rng.pick(['Reutlingen', 'Tübingen'])}`, { size: 10.5 });
  b.down(28);
  b.text(46, '9. Ausgestellt durch / Issued by', { size: 7.5 });
  b.down(13);
  b.text(46, insurer, { size: 10.5 });
  b.down(40);
  b.text(46, 'Im Fall eines Unfalls im Ausland wenden Sie sich an das Büro des besuchten Landes.', { size: 8 });
  return { items: b.items, language: 'de', truth: { documentType: 'insurance', policyNumber: policy, effectiveStart: start, effectiveEnd: end } };
}

/** A UK classic policy schedule: broker letterhead, sections with labels left, period as a sentence, agreed value and mileage limit, IPT and the total premium. */
export function ukSchedule(rng: Random): Generated {
  const broker = rng.pick(['Thistledown Classic Insurance Services', 'Redgate Heritage Motor Insurance']);
  const start = rng.date(2018, 2025);
  const end = policyEnd(start);
  const policy = `${letters(rng, 3)}/${digits(rng, 6)}/${digits(rng, 2)}`;
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft']);
  const excess = rng.pick([100, 150, 250]);
  const net = price(rng, 140, 420);
  const ipt = cents(net * 0.12);
  const premium = cents(net + ipt);
  const b = page();
  b.text(40, broker, { y: 60, size: 15, bold: true, serif: true });
  b.text(40, `Authorised and regulated by the Financial Conduct Authority, FRN ${digits(rng, 6)}`, { y: 73, size: 7.5 });
  b.y = 110;
  b.text(40, 'Motor Insurance Schedule', { size: 15, bold: true });
  b.text(555, `Date of issue ${date(addDays(start, -rng.int(3, 20)), 'uk')}`, { size: 9, align: 'right' });
  b.down(26);
  const section = (title: string, pairs: [string, string][]) => {
    b.text(40, title, { bold: true, size: 10.5 });
    b.box(40, b.y + 4, 515, 0.01);
    b.down(18);
    for (const [l, v] of pairs) {
      b.text(50, l, { size: 9.5 }).text(230, v, { size: 9.5 });
      b.down(14);
    }
    b.down(10);
  };
  section('The Policyholder', [
    ['Name', `${rng.pick(['Mr', 'Mrs', 'Dr'])} ${person(rng, UK_FIRST, UK_LAST)}`],
    ['Policy number', policy],
  ]);
  section('Period of Insurance', [['From', `00:01 hours on ${date(start, 'uk-long')} to midnight on ${date(end, 'uk-long')}`]]);
  section('The Vehicle', [
    ['Registration', ukPlate(rng)],
    ['Make and model', rng.pick(['Jaguar Mk2 3.8', 'Lotus Elan S3', 'Rover P5B Coupé'])],
    ['Agreed value', gbp(rng.int(12, 60) * 500, true)],
    ['Annual mileage limit', `${num(rng.pick([1500, 3000, 5000]), 'en', true)} miles`],
  ]);
  section('Cover', [
    ['Type of cover', cover],
    ['Excess', `${gbp(excess, true)} all claims`],
    ['Use', 'Social, domestic and pleasure'],
  ]);
  section('Premium', [
    ['Annual premium', gbp(net)],
    ['Insurance Premium Tax', gbp(ipt)],
    ['Total payable', gbp(premium)],
  ]);
  b.text(40, 'This schedule forms part of your policy and should be read with the policy wording and certificate.', { size: 8 });
  return {
    items: b.items,
    language: 'en',
    truth: { documentType: 'insurance', policyNumber: policy, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible: excess },
  };
}

/** A UK renewal invitation as a letter: letter date, last year's premium beside this year's, renewal date in a sentence. */
export function ukRenewalLetter(rng: Random): Generated {
  const insurer = rng.pick(['Lynx Vintage Motor Insurance', 'Highfield Classic Car Cover']);
  const start = rng.date(2019, 2025);
  const end = policyEnd(start);
  const letter = addDays(start, -rng.int(21, 30));
  const policy = `${letters(rng, 2)}${digits(rng, 7)}`;
  const premium = price(rng, 160, 460);
  const last = price(rng, 150, 440);
  const excess = rng.pick([100, 200]);
  const name = person(rng, UK_MALE, UK_LAST);
  const b = page();
  b.text(555, insurer, { y: 60, size: 16, bold: true, align: 'right' });
  b.text(555, `PO Box ${rng.int(100, 999)}, Peterborough PE1 ${rng.int(1, 9)}${letters(rng, 2)}`, { y: 73, size: 8, align: 'right' });
  b.y = 120;
  b.text(40, `Mr ${name}`);
  b.down(13);
  b.text(40, `${rng.int(1, 90)} ${rng.pick(['Abbey Road', 'Priory Walk'])}, ${rng.pick(['Shrewsbury', 'Malvern'])}`);
  b.down(30);
  b.text(40, date(letter, 'uk-long'));
  b.down(13);
  b.text(40, `Policy number: ${policy}`);
  b.down(30);
  b.text(40, 'Your renewal is on its way', { size: 14, bold: true });
  b.down(24);
  const car = rng.pick(['Triumph Stag', 'MG TD', 'Sunbeam Alpine']);
  const body = `Thank you for insuring your ${car} with us. Your policy is due for renewal on ${date(start, 'uk-long')} and will run until ${date(end, 'uk-long')}. If you are happy with the details below you need do nothing: we will renew automatically and collect the premium from your card on file.`;
  b.text(40, `Dear Mr ${name.split(' ')[1]},`, { size: 9.5, serif: true });
  b.down(21);
  for (const line of wrap(body, 95)) {
    b.text(40, line, { size: 9.5, serif: true });
    b.down(13);
  }
  b.down(14);
  b.box(40, b.y - 12, 515, 92);
  const facts: [string, string][] = [
    ['Cover', 'Comprehensive, agreed value'],
    ['Excess', gbp(excess, true)],
    ["Last year's premium", gbp(last)],
    ["This year's premium (incl. IPT)", gbp(premium)],
  ];
  for (const [l, v] of facts) {
    b.text(50, l, { size: 10 }).text(545, v, { size: 10, align: 'right', bold: l.startsWith('This') });
    b.down(20);
  }
  b.down(20);
  b.text(40, 'Yours sincerely,', { size: 9.5, serif: true });
  b.down(30);
  b.text(40, `${person(rng, UK_FIRST, UK_LAST)}, Customer Services Manager`, { size: 9.5, serif: true });
  b.text(40, `${insurer} is a trading name of Highfield Underwriting Ltd, registered in England No. ${digits(rng, 7)}.`, { y: 805, size: 7 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Comprehensive, agreed value',
      premium,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
}

/** A US collector-car declarations page: policy period with times, a coverage table with limits and premiums, one deductible, total premium then fees. */
export function usDeclarations(rng: Random): Generated {
  const insurer = rng.pick(['Cardinal Collector Car Insurance Co.', 'Vintage Mutual Insurance Company']);
  const start = rng.date(2018, 2025);
  const end = policyEnd(start);
  const policy = `${letters(rng, 2)} ${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 2)}`;
  const ded = rng.pick([100, 250, 500]);
  const lines = [
    ['Bodily Injury Liability', '$100,000 / $300,000', price(rng, 40, 120)],
    ['Property Damage Liability', '$100,000', price(rng, 20, 60)],
    ['Uninsured Motorist', '$100,000 / $300,000', price(rng, 10, 30)],
    ['Agreed Value Physical Damage', usd(rng.int(20, 150) * 1000, true), price(rng, 90, 420)],
  ] as [string, string, number][];
  const premium = cents(lines.reduce((s, l) => s + l[2], 0));
  const b = page();
  b.text(40, insurer, { y: 60, size: 16, bold: true });
  b.text(40, `Home office: ${rng.int(100, 999)} Commerce Dr, ${rng.pick(['Traverse City, MI', 'Des Moines, IA'])}`, { y: 73, size: 8 });
  b.y = 105;
  b.text(40, 'COLLECTOR VEHICLE POLICY DECLARATIONS', { size: 13, bold: true });
  b.down(24);
  const pairs: [string, string][] = [
    ['Named insured', person(rng, US_FIRST, US_LAST)],
    ['Policy number', policy],
    ['Policy period', `${date(start, 'us')} to ${date(end, 'us')}, 12:01 A.M. standard time`],
    ['Coverage form', 'Agreed Value'],
    ['Date issued', date(addDays(start, -rng.int(2, 15)), 'us')],
  ];
  for (const [l, v] of pairs) {
    b.text(40, `${l}:`, { size: 9.5, bold: true }).text(160, v, { size: 9.5 });
    b.down(14);
  }
  b.down(10);
  b.text(
    40,
    `Vehicle 1: ${rng.pick(['1966 Shelby GT350', '1955 Ford Thunderbird', '1970 Plymouth Road Runner'])}  VIN ${vin(rng).slice(0, rng.pick([11, 13]))}`,
    { size: 9.5 },
  );
  b.down(22);
  b.box(40, b.y - 12, 515, 18, true);
  b.text(44, 'Coverage', { bold: true, size: 9 })
    .text(280, 'Limits', { bold: true, size: 9 })
    .text(420, 'Deductible', { bold: true, size: 9 })
    .text(551, 'Premium', { bold: true, size: 9, align: 'right' });
  b.down(20);
  for (const [c, lim, p] of lines) {
    b.text(44, c, { size: 9 })
      .text(280, lim, { size: 9 })
      .text(420, c.startsWith('Agreed') ? usd(ded, true) : 'None', { size: 9 })
      .text(551, usd(p), { size: 9, align: 'right' });
    b.down(15);
  }
  b.box(40, b.y - 8, 515, 0.01);
  b.down(8);
  b.text(44, 'Total Policy Premium', { bold: true }).text(551, usd(premium), { bold: true, align: 'right' });
  b.down(15);
  b.text(44, 'State fees and surcharges', { size: 9 }).text(551, usd(rng.pick([4, 6.5, 12])), { size: 9, align: 'right' });
  b.down(30);
  b.text(40, 'Usage: limited pleasure use; vehicle stored in a locked, fully enclosed garage.', { size: 8.5 });
  b.down(12);
  b.text(40, 'This declarations page with the policy jacket and endorsements completes your policy.', { size: 8.5 });
  return {
    items: b.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: policy,
      coverageType: 'Agreed Value',
      premium,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  };
}
