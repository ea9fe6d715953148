/**
 * Computer-printed insurance schedules and renewal notices, registration print-outs and title copies.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_DE, CARS_EN, digits, ibanDE, personDE, personEN, place, plate, r2, rule, vin } from './kit';

const de = (n: number) => num(n, 'de');
const en = (n: number) => num(n, 'en');

function kv(p: PageBuilder, x: number, w: number, pairs: [string, string][], size = 8.5, step = 12) {
  for (const [l, v] of pairs) {
    p.text(x, l, { size }).text(x + w, v, { size });
    p.down(step);
  }
}

/** 27. Lower Bavaria: Kfz-Versicherungsschein from an insurer's batch print, Haftpflicht + Vollkasko with SF classes. */
export function versicherungsscheinKfz(rng: Random): Generated {
  const p = new PageBuilder();
  const ins = rng.pick(['Bayerische Landes-Versicherung VVaG', 'Niederbayerische Kraftfahrt-Versicherung AG', 'Donau-Inn Versicherung a.G.']);
  const start = `${rng.int(2003, 2026)}-01-01`;
  const end = `${yearOf(start)}-12-31`;
  const hp = r2(rng.int(180, 520) + rng.int(0, 99) / 100);
  const vk = r2(rng.int(200, 800) + rng.int(0, 99) / 100);
  const net = r2(hp + vk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([300, 500, 1000]);
  const pol = `${digits(rng, 2)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  p.text(40, ins, { size: 12, bold: true });
  p.text(40, `${place(rng, 'ndb').line2} · Kundenservice 0800 ${digits(rng, 7)}`, { size: 7.5, y: 72 });
  p.text(40, personDE(rng), { y: 125, size: 10 })
    .text(40, place(rng, 'ndb').street, { y: 138, size: 10 })
    .text(40, place(rng, 'ndb').line2, { y: 151, size: 10 });
  p.text(340, `Versicherungsschein-Nr. ${pol}`, { y: 125, size: 8.5, bold: true })
    .text(340, `Ausfertigung vom ${fd(addDays(start, -rng.int(20, 50)), 'de')}`, { y: 137, size: 8.5 })
    .text(340, `Vermittler ${digits(rng, 6)}`, { y: 149, size: 8.5 });
  p.y = 200;
  p.text(40, 'Versicherungsschein', { size: 15 }).down(14);
  p.text(40, 'Kraftfahrtversicherung nach AKB', { size: 9 }).down(24);
  kv(p, 40, 150, [
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Hauptfälligkeit', '01.01. jeden Jahres'],
    ['Versicherungsperiode', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Zahlungsweise', 'jährlich'],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['Amtl. Kennzeichen', plate(rng, 'ndb')],
    ['FIN', vin(rng)],
    ['Typklasse KH/VK', `${rng.int(12, 22)} / ${rng.int(15, 28)}`],
    ['Regionalklasse KH/VK', `${rng.int(2, 6)} / ${rng.int(2, 6)}`],
  ]);
  p.down(12);
  p.box(40, p.y - 10, 515, 14, true);
  p.text(44, 'Sparte', { size: 8, bold: true })
    .text(200, 'SF-Klasse', { size: 8, bold: true })
    .text(280, 'Beitragssatz', { size: 8, bold: true })
    .text(400, 'Selbstbeteiligung', { size: 8, bold: true })
    .text(552, 'Beitrag €', { size: 8, bold: true, align: 'right' });
  p.down(16);
  p.text(44, 'Kfz-Haftpflicht', { size: 8.5 })
    .text(200, `SF ${rng.int(5, 30)}`, { size: 8.5 })
    .text(280, `${rng.int(25, 60)} %`, { size: 8.5 })
    .text(400, '—', { size: 8.5 })
    .text(552, de(hp), { size: 8.5, align: 'right' });
  p.down(12);
  p.text(44, 'Vollkasko', { size: 8.5 })
    .text(200, `SF ${rng.int(5, 30)}`, { size: 8.5 })
    .text(280, `${rng.int(25, 60)} %`, { size: 8.5 })
    .text(400, `${de(sb)} € (TK ${de(150)} €)`, { size: 8.5 })
    .text(552, de(vk), { size: 8.5, align: 'right' });
  p.down(14);
  rule(p, 300, 255);
  p.down(12);
  p.text(300, 'Nettobeitrag', { size: 8.5 }).text(552, de(net), { size: 8.5, align: 'right' }).down(12);
  p.text(300, 'Versicherungsteuer 19 %', { size: 8.5 }).text(552, de(tax), { size: 8.5, align: 'right' }).down(13);
  p.text(300, 'Jahresbeitrag', { size: 9.5, bold: true }).text(552, de(total), { size: 9.5, bold: true, align: 'right' }).down(26);
  p.text(40, `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto ${ibanDE(rng).slice(0, 9)}… abgebucht (SEPA-Lastschrift).`, { size: 8 });
  p.text(40, 'Es gelten die beigefügten Allgemeinen Bedingungen für die Kfz-Versicherung (AKB) Stand 01.2008.', { size: 7, y: 806 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 28. Upper Franconia: Beitragsrechnung (renewal notice) from a mutual, labels above values in a box grid. */
export function beitragsrechnungOberfranken(rng: Random): Generated {
  const p = new PageBuilder();
  const ins = rng.pick(['Frankenland Kraftfahrt VVaG', 'Oberfränkische Versicherungskasse', 'HUK-Partner Bamberg']);
  const y = rng.int(1995, 2026);
  const start = `${y}-${rng.pick(['01', '04', '07', '10'])}-01`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const dm = y < 2002;
  const cur = dm ? 'DM' : 'EUR';
  const net = r2((rng.int(300, 900) + rng.int(0, 99) / 100) * (dm ? 1.9 : 1));
  const rate = y < 2002 ? (y < 1993 ? 10 : y < 2002 ? 15 : 16) : y < 2007 ? 16 : 19;
  const tax = r2((net * rate) / 100);
  const total = r2(net + tax);
  const cov = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht', 'Haftpflicht + Vollkasko']);
  const sb = cov === 'Haftpflicht' ? 0 : rng.pick([150, 300, 500]);
  const pol = `KR ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  p.text(555, ins, { size: 12, bold: true, align: 'right' });
  p.text(555, place(rng, 'ofr').line2, { size: 8, align: 'right', y: 72 });
  p.text(40, personDE(rng), { y: 130, size: 10 }).text(40, place(rng, 'ofr').street, { y: 143, size: 10 });
  p.text(40, `Beitragsrechnung ${y}`, { y: 195, size: 14, bold: true });
  p.text(40, 'Sehr geehrte Kundin, sehr geehrter Kunde, für das neue Versicherungsjahr berechnen wir Ihnen:', { y: 215, size: 9 });
  const cells: [string, string][] = [
    ['Vertragsnummer', pol],
    ['Kennzeichen', plate(rng, 'ofr')],
    ['Versicherungsumfang', cov],
    ['Selbstbeteiligung', sb ? `${de(sb)} ${cur}` : 'keine'],
    ['gültig ab', fd(start, 'de')],
    ['gültig bis', fd(end, 'de')],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const yy = 232 + Math.floor(i / 3) * 30;
    p.box(x, yy, 172, 30);
    p.text(x + 4, l, { y: yy + 10, size: 6.5 }).text(x + 4, v, { y: yy + 24, size: 9 });
  });
  p.y = 320;
  kv(p, 300, 180, [
    [`Beitrag netto`, `${de(net)} ${cur}`],
    [`Versicherungsteuer ${rate} %`, `${de(tax)} ${cur}`],
  ]);
  p.text(300, 'zu zahlender Betrag', { size: 9.5, bold: true })
    .text(480, `${de(total)} ${cur}`, { size: 9.5, bold: true })
    .down(30);
  p.text(
    40,
    `Bitte überweisen Sie den Betrag bis ${fd(addDays(start, 14), 'de')}. Bei nicht rechtzeitiger Zahlung entfällt der Versicherungsschutz (§ 38 VVG).`,
    { size: 8 },
  );
  p.text(40, `Ihr Schadenfreiheitsrabatt: SF ${rng.int(3, 25)}. Nächste Hauptfälligkeit: ${fd(addDays(end, 1), 'de')}.`, { size: 8, y: p.y + 12 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    ...(sb ? { deductible: sb } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 29. East Belgium: Prämienfälligkeit / Versicherungsbescheinigung from a Belgian broker's software, in German. */
export function ostbelgienPraemienaufruf(rng: Random): Generated {
  const p = new PageBuilder();
  const broker = `Versicherungsbüro ${rng.pick(['Cremer', 'Jost', 'Hilgers', 'Mathieu'])} PGmbH`;
  const ins = rng.pick(['Ethias', 'AG Insurance', 'P&V Versicherungen', 'Baloise Belgium']);
  const y = rng.int(2003, 2026);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const net = r2(rng.int(350, 1100) + rng.int(0, 99) / 100);
  const taxes = r2(net * 0.2775 + 0);
  const total = r2(net + taxes);
  const pol = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const fr = rng.pick([0, 250, 400, 620]);
  const a = place(rng, 'ostbe');
  p.text(40, broker, { size: 12, bold: true });
  p.text(40, `${a.street} · B-${a.zip} ${a.town} · FSMA ${digits(rng, 6)}`, { size: 7.5, y: 72 });
  p.text(330, personDE(rng), { y: 125, size: 10 }).text(330, place(rng, 'ostbe').street, { y: 138, size: 10 });
  p.text(40, 'Prämienfälligkeit – Kraftfahrzeugversicherung', { y: 190, size: 12, bold: true });
  p.text(40, `Gesellschaft: ${ins}`, { y: 206, size: 9 });
  p.y = 232;
  const rows: [string, string, string][] = [
    ['Polizze Nr.', pol, ''],
    ['Zeitraum', `${fd(start, 'uk')} – ${fd(end, 'uk')}`, ''],
    ['Kennzeichen', plate(rng, 'ostbe', y), ''],
    ['Deckung', rng.pick(['Haftpflicht + Omnium', 'Haftpflicht + Mini-Omnium', 'Haftpflicht']), ''],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { size: 9 }).text(150, v, { size: 9 });
    p.down(13);
  }
  const cov = rows[3][1];
  p.down(10);
  p.text(40, 'Nettoprämie', { size: 9 })
    .text(300, `${de(net)} EUR`, { size: 9, align: 'right' })
    .down(12);
  p.text(40, 'Steuern und Abgaben', { size: 9 })
    .text(300, `${de(taxes)} EUR`, { size: 9, align: 'right' })
    .down(14);
  p.text(40, 'Zu zahlen', { size: 10, bold: true })
    .text(300, `${de(total)} EUR`, { size: 10, bold: true, align: 'right' })
    .down(18);
  if (cov !== 'Haftpflicht') p.text(40, `Franchise in der Omnium: ${de(fr || 250)} EUR`, { size: 9 }).down(20);
  p.text(
    40,
    `Überweisung auf BE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} mit strukturierter Mitteilung +++${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 5)}+++`,
    { size: 8 },
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    ...(cov !== 'Haftpflicht' ? { deductible: fr || 250 } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 30. North-East England motor insurance schedule (computer-printed, broker's software). */
export function ukMotorSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const ins = rng.pick(['Northumbria Insurance Brokers', 'Tees Valley Motor Insurance Services', 'Castle Cover (Durham)']);
  const start = rng.date(1996, 2026);
  const end = addDays(addDays(start, 365), -1);
  const prem = r2(rng.int(220, 980) + rng.int(0, 99) / 100);
  const ipt = r2(prem * (yearOf(start) < 2011 ? 0.05 : 0.12));
  const total = r2(prem + ipt);
  const xs = rng.pick([100, 150, 250, 350]);
  const pol = `${rng.pick(['MTR', 'PCM', 'NMC'])}/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Third Party Only']);
  p.text(40, ins, { size: 12, bold: true });
  p.text(40, `Authorised and regulated by the ${yearOf(start) < 2013 ? 'Financial Services Authority' : 'Financial Conduct Authority'}`, { size: 7, y: 72 });
  p.text(297, 'MOTOR INSURANCE SCHEDULE', { size: 13, bold: true, align: 'center', y: 110 });
  p.y = 140;
  kv(p, 40, 160, [
    ['Policy number', pol],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Cover', cov],
    ['Vehicle', `${rng.pick(CARS_EN.slice(0, 6))}  Reg ${plate(rng, 'ne', yearOf(start) - 3)}`],
    ['Use', 'Social, domestic and pleasure including commuting'],
    ['Drivers', 'Policyholder and named drivers only'],
    ['No claims discount', `${rng.int(1, 9)} years`],
  ]);
  p.down(10);
  p.text(40, 'EXCESSES', { size: 9, bold: true }).down(13);
  kv(
    p,
    40,
    160,
    cov === 'Third Party Only'
      ? [['Compulsory excess', 'Not applicable']]
      : [
          ['Compulsory excess', `£${en(xs)}`],
          ['Windscreen excess', '£75.00'],
        ],
  );
  p.down(10);
  p.text(40, 'PREMIUM', { size: 9, bold: true }).down(13);
  kv(p, 40, 160, [
    ['Annual premium', `£${en(prem)}`],
    ['Insurance Premium Tax', `£${en(ipt)}`],
    ['Total payable', `£${en(total)}`],
  ]);
  p.down(20);
  p.text(40, 'This schedule must be read together with the policy wording and the current certificate of motor insurance.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    ...(cov === 'Third Party Only' ? {} : { deductible: xs }),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 31. Ohio auto policy renewal declarations: coverage table with limits, deductibles and six-month premiums. */
export function ohioRenewalDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const ins = rng.pick(['Buckeye Mutual Insurance Co.', 'Western Reserve Auto Insurance', 'Grange-Valley Casualty']);
  const start = rng.date(1998, 2026);
  const end = addDays(start, 182);
  const ded = rng.pick([250, 500, 1000]);
  const lines: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$50,000 / $100,000', '', r2(rng.int(90, 220))],
    ['Property Damage Liability', '$50,000', '', r2(rng.int(60, 150))],
    ['Uninsured Motorist', '$50,000 / $100,000', '', r2(rng.int(15, 40))],
    ['Comprehensive', 'ACV', `$${en(ded)}`.replace('.00', ''), r2(rng.int(40, 120))],
    ['Collision', 'ACV', `$${en(ded)}`.replace('.00', ''), r2(rng.int(110, 260))],
  ];
  const fee = rng.chance(0.5) ? 3 : 0;
  const total = r2(lines.reduce((s, l) => s + l[3], 0) + fee);
  const pol = `${rng.pick(['PA', 'AU'])}${digits(rng, 8)}`;
  p.text(40, ins, { size: 12, bold: true });
  p.text(40, `${place(rng, 'oh').line2} · 1-800-${digits(rng, 3)}-${digits(rng, 4)}`, { size: 7.5, y: 72 });
  p.text(555, 'RENEWAL DECLARATIONS', { size: 11, bold: true, align: 'right' });
  p.y = 110;
  kv(p, 40, 110, [
    ['Named Insured', personEN(rng).toUpperCase()],
    ['Policy Number', pol],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
    ['Vehicle 1', `${yearOf(start) - rng.int(1, 10)} ${rng.pick(CARS_EN.slice(6)).toUpperCase()}  VIN ${vin(rng, '1G1')}`],
  ]);
  p.down(14);
  p.box(40, p.y - 10, 515, 14, true);
  p.text(44, 'COVERAGE', { size: 8, bold: true })
    .text(250, 'LIMITS', { size: 8, bold: true })
    .text(390, 'DEDUCTIBLE', { size: 8, bold: true })
    .text(552, '6-MO PREMIUM', { size: 8, bold: true, align: 'right' });
  p.down(16);
  for (const [c, l, d, pr] of lines) {
    p.text(44, c, { size: 8.5 })
      .text(250, l, { size: 8.5 })
      .text(390, d, { size: 8.5 })
      .text(552, `$${en(pr)}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  if (fee)
    p.text(44, 'Policy fee', { size: 8.5 })
      .text(552, `$${en(fee)}`, { size: 8.5, align: 'right' })
      .down(12);
  rule(p, 300, 255);
  p.down(13);
  p.text(300, 'TOTAL 6-MONTH PREMIUM', { size: 9, bold: true }).text(552, `$${en(total)}`, { size: 9, bold: true, align: 'right' });
  p.down(26);
  p.text(40, 'Your policy will renew automatically if the premium is paid by the due date shown on your billing statement.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Collision',
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 32. Indiana/Arizona agency-system policy summary: premium summary sentence and a coverage code list. */
export function agencyPolicySummary(rng: Random): Generated {
  const p = new PageBuilder();
  const region = rng.pick(['in', 'az'] as const);
  const agency = `${rng.pick(['Hoosier Heartland', 'Grand Canyon State', 'Sonoran Shield', 'Crossroads'])} Insurance Agency`;
  const start = rng.date(2005, 2026);
  const end = addDays(addDays(start, 365), -1);
  const prem = r2(rng.int(600, 2400) + rng.int(0, 99) / 100);
  const ded = rng.pick([500, 1000]);
  const pol = `${region.toUpperCase()}-${digits(rng, 3)}-${digits(rng, 6)}`;
  p.text(40, agency, { size: 13, bold: true });
  p.text(40, `${place(rng, region).street}, ${place(rng, region).line2}`, { size: 8, y: 73 });
  p.text(40, 'POLICY SUMMARY — PERSONAL AUTO', { size: 10.5, bold: true, y: 110 });
  p.y = 132;
  kv(p, 40, 110, [
    ['Insured', personEN(rng)],
    ['Carrier', rng.pick(['Indiana Farmers Mutual', 'Pekin Insurance', 'Arizona Auto Casualty', 'Mercury Insurance'])],
    ['Policy #', pol],
    ['Term', `12 months`],
    ['Effective', fd(start, 'uslong')],
    ['Expiration', fd(end, 'uslong')],
  ]);
  p.down(10);
  const cov = rng.pick(['Full Coverage', 'Liability Only']);
  p.text(40, `Coverage package: ${cov}`, { size: 9, bold: true }).down(14);
  const codes =
    cov === 'Full Coverage'
      ? ['BI 25/50', 'PD 25', 'UM/UIM 25/50', `COMP $${ded} DED`, `COLL $${ded} DED`, 'RENTAL $30/DAY']
      : ['BI 25/50', 'PD 25', 'UM/UIM 25/50'];
  codes.forEach((c) => {
    p.text(60, `• ${c}`, { size: 8.5 });
    p.down(11);
  });
  p.down(12);
  p.text(40, `Your total annual premium for this term is $${en(prem)}, payable in full or in monthly installments (installment fee $5.00 each).`, {
    size: 8.5,
  });
  p.down(30);
  p.text(
    40,
    `Licensed in ${region === 'in' ? 'Indiana' : 'Arizona'} · License #${digits(rng, 7)} · This summary is not a contract; see the policy for full terms.`,
    { size: 7 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: prem,
    ...(cov === 'Full Coverage' ? { deductible: ded } : {}),
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** 33. Brandenburg: Zulassungsbescheinigung Teil I print-out (office print), registration-number field. */
export function zb1Brandenburg(rng: Random): Generated {
  const p = new PageBuilder();
  const kz = plate(rng, 'bb');
  const no = `${rng.pick(['AB', 'AF', 'BK', 'CH'])}${digits(rng, 7)}`;
  const date = rng.date(2006, 2026);
  p.text(297, 'Zulassungsbescheinigung Teil I', { size: 13, bold: true, align: 'center' });
  p.text(297, '(Fahrzeugschein)', { size: 9, align: 'center', y: 74 });
  p.text(40, 'Bundesrepublik Deutschland', { size: 8, y: 96 }).text(555, `Nr. ${no}`, { size: 10, bold: true, align: 'right', y: 96 });
  p.y = 130;
  const fields: [string, string, string][] = [
    ['A', 'Amtliches Kennzeichen', kz],
    ['B', 'Datum der Erstzulassung', fd(rng.date(1995, yearOf(date)), 'de')],
    ['I', 'Datum dieser Zulassung', fd(date, 'de')],
    ['C.1.1', 'Name oder Firmenname', personDE(rng).split(' ')[1]],
    ['C.1.3', 'Anschrift', place(rng, 'bb').line2],
    ['D.1', 'Marke', rng.pick(['VOLKSWAGEN', 'OPEL', 'BMW', 'SKODA', 'FORD'])],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng)],
    ['P.1', 'Hubraum in cm³', String(rng.int(999, 2998))],
    ['P.2', 'Nennleistung in kW', String(rng.int(44, 190))],
    ['Spalte', 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${yearOf(date) + 2}`],
  ];
  for (const [c, l, v] of fields) {
    p.box(40, p.y - 10, 515, 16);
    p.text(44, c, { size: 7, bold: true }).text(90, l, { size: 7 }).text(300, v, { size: 9.5 });
    p.down(16);
  }
  p.down(20);
  p.text(
    40,
    `Zulassungsbehörde: Landkreis ${rng.pick(['Potsdam-Mittelmark', 'Oberhavel', 'Barnim', 'Spree-Neiße', 'Märkisch-Oderland'])} – Straßenverkehrsamt`,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'registration', plateNumber: kz, registrationNumber: no });
}

/** 34. East Belgium: DIV Zulassungsbescheinigung (German version) print with valid-until for a temporary plate. */
export function divZulassungOstbelgien(rng: Random): Generated {
  const p = new PageBuilder();
  const y = rng.int(2010, 2026);
  const temp = rng.chance(0.5);
  const kz = plate(rng, 'ostbe', y);
  const no = `${digits(rng, 10)}`;
  const date = rng.date(y, y);
  const exp = addDays(date, temp ? 90 : 0);
  p.text(40, 'KÖNIGREICH BELGIEN – FÖDERALER ÖFFENTLICHER DIENST MOBILITÄT UND TRANSPORTWESEN', { size: 7.5, bold: true });
  p.text(40, 'Direktion für Fahrzeugzulassungen (DIV)', { size: 7.5, y: 72 });
  p.text(40, temp ? 'ZULASSUNGSBESCHEINIGUNG – TRANSITKENNZEICHEN' : 'ZULASSUNGSBESCHEINIGUNG', { size: 12, bold: true, y: 100 });
  p.y = 128;
  kv(p, 40, 190, [
    ['Dokumentnummer', no],
    ['(A) Kennzeichen', kz],
    ['(B) Datum der ersten Zulassung', fd(rng.date(y - 12, y), 'uk')],
    ['Datum der Zulassung', fd(date, 'uk')],
    ['(C.1) Inhaber', `${personDE(rng).split(' ')[1].toUpperCase()} ${rng.pick(['Josef', 'Anja', 'Luc'])}`],
    ['(E) Fahrgestellnummer', vin(rng)],
    ['(D.1) Marke', rng.pick(['VOLKSWAGEN', 'PEUGEOT', 'RENAULT', 'AUDI', 'TOYOTA'])],
    ...(temp ? ([['Gültig bis', fd(exp, 'uk')]] as [string, string][]) : []),
  ]);
  p.down(16);
  p.text(40, 'Diese Bescheinigung ist ständig im Fahrzeug mitzuführen.', { size: 8 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: kz, registrationNumber: no, ...(temp ? { expiryDate: exp } : {}) });
}

/** 35. Lower Bavaria, 1990s Fahrzeugschein re-print from the Zulassungsstelle computer (old format) with HU/AU dates. */
export function fahrzeugscheinNiederbayern(rng: Random): Generated {
  const p = new PageBuilder();
  const kz = plate(rng, 'ndb');
  const no = `${rng.pick(['A', 'B', 'C'])} ${digits(rng, 7)}`;
  const date = rng.date(1990, 2005);
  const S = 8.5;
  p.y = 60;
  p.text(40, 'FAHRZEUGSCHEIN', { size: 13, bold: true }).text(555, `Nr. ${no}`, { size: 10, align: 'right' });
  p.down(16);
  p.text(40, `Landratsamt ${rng.pick(['Landshut', 'Passau', 'Straubing-Bogen', 'Deggendorf', 'Rottal-Inn'])} – Zulassungsstelle`, { size: 8 });
  p.down(26);
  const rows: [string, string][] = [
    ['Amtliches Kennzeichen', kz],
    ['Name, Vorname', personDE(rng).split(' ').reverse().join(', ')],
    ['Wohnort', place(rng, 'ndb').line2],
    ['Fahrzeug- und Aufbauart', 'PKW GESCHLOSSEN'],
    ['Hersteller', rng.pick(['VOLKSWAGEN', 'BMW', 'AUDI', 'MERCEDES-BENZ', 'OPEL'])],
    ['Fahrzeug-Ident.-Nr.', vin(rng)],
    ['Tag der ersten Zulassung', fd(rng.date(1980, yearOf(date)), 'de2')],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${String(yearOf(date) + 2).slice(2)}`],
    ['Ausgestellt am', fd(date, 'de2')],
  ];
  rows.forEach(([l, v], i) => {
    p.text(40, `${i + 1}`.padStart(2, '0'), { size: S })
      .text(60, l, { size: S })
      .text(260, v, { size: S, bold: i === 0 });
    p.down(13);
  });
  p.down(20);
  p.text(40, 'Änderungen sind unverzüglich der Zulassungsstelle anzuzeigen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'registration', plateNumber: kz, registrationNumber: no });
}

/** 36. Ohio BMV registration card (receipt-style print). */
export function ohioBmvRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const kz = plate(rng, 'oh');
  const y = rng.int(1995, 2026);
  const issue = rng.date(y, y);
  const exp = `${y + 1}-${issue.slice(5, 7)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const no = digits(rng, 9);
  p.text(40, 'OHIO BUREAU OF MOTOR VEHICLES', { size: 11, bold: true });
  p.text(40, 'REGISTRATION CARD / TAX RECEIPT', { size: 9, y: 74 });
  p.y = 104;
  const grid: [string, string][] = [
    ['PLATE', kz],
    ['REG NO', no],
    ['EXPIRES', fd(exp, 'us')],
    ['ISSUED', fd(issue, 'us')],
    ['YEAR/MAKE', `${y - rng.int(1, 10)} ${rng.pick(['FORD', 'CHEV', 'HOND', 'TOYT', 'JEEP'])}`],
    ['VIN', vin(rng)],
    ['COUNTY', rng.pick(['FRANKLIN', 'SUMMIT', 'LUCAS', 'MONTGOMERY', 'STARK'])],
    ['FEES PAID', `$${en(r2(rng.int(31, 80) + 0.5))}`],
  ];
  grid.forEach(([l, v], i) => {
    const x = 40 + (i % 4) * 129;
    const yy = p.y + Math.floor(i / 4) * 30;
    p.box(x, yy, 129, 30);
    p.text(x + 4, l, { y: yy + 10, size: 6.5 }).text(x + 4, v, { y: yy + 23, size: i === 5 ? 7 : 9.5, bold: i === 0 });
  });
  p.text(40, `${personEN(rng).toUpperCase()}   ${place(rng, 'oh').line2.toUpperCase()}`, { y: 190, size: 9 });
  p.text(40, 'KEEP THIS CARD IN YOUR VEHICLE. SIGN BELOW: ______________________', { y: 215, size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: kz, registrationNumber: no, expiryDate: exp });
}

/** 37. Arizona MVD registration, labels left in a long list with the expiration in a band. */
export function arizonaMvdRegistration(rng: Random): Generated {
  const p = new PageBuilder();
  const kz = plate(rng, 'az');
  const y = rng.int(2000, 2026);
  const exp = `${y + rng.pick([1, 2, 5])}-${String(rng.int(1, 12)).padStart(2, '0')}-${rng.pick(['28', '30', '15'])}`.replace(/-02-30/, '-02-28');
  const no = `${rng.pick(['R', 'T'])}${digits(rng, 8)}`;
  p.text(297, 'ARIZONA DEPARTMENT OF TRANSPORTATION', { size: 10, bold: true, align: 'center' });
  p.text(297, 'Motor Vehicle Division — Vehicle Registration', { size: 9, align: 'center', y: 74 });
  p.box(40, 92, 515, 20, true);
  p.text(297, `REGISTRATION EXPIRES ${fd(exp, 'us')}`, { size: 11, bold: true, align: 'center', y: 106 });
  p.y = 135;
  kv(p, 40, 160, [
    ['Plate Number', kz],
    ['Registration Number', no],
    ['Owner', personEN(rng).toUpperCase()],
    ['Vehicle', `${y - rng.int(0, 8)} ${rng.pick(CARS_EN.slice(6))}`],
    ['VIN', vin(rng)],
    ['Vehicle License Tax', `$${en(r2(rng.int(60, 400) + 0.35))}`],
    ['Registration Fee', '$8.00'],
    ['Air Quality Fee', '$1.50'],
  ]);
  p.down(20);
  p.text(40, 'Emissions compliance required in Phoenix and Tucson areas. Retain in vehicle.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'registration', plateNumber: kz, registrationNumber: no, expiryDate: exp });
}

/** 38. Upper Franconia: Zulassungsbescheinigung Teil II copy (Kopie für die Akten), date of issue, FIN. */
export function zb2KopieOberfranken(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(2005, 2026);
  const v = vin(rng);
  p.text(40, 'KOPIE', { size: 18, bold: true });
  p.text(297, 'Zulassungsbescheinigung Teil II', { size: 13, bold: true, align: 'center', y: 90 });
  p.text(297, '(Fahrzeugbrief)', { size: 9, align: 'center', y: 103 });
  p.text(555, `Nr. ${rng.pick(['EA', 'FD', 'HB'])}${digits(rng, 6)}`, { size: 10, align: 'right', y: 120 });
  p.y = 145;
  const rows: [string, string][] = [
    ['(E) Fahrzeug-Identifizierungsnummer', v],
    ['(D.1) Marke', rng.pick(['BMW', 'AUDI', 'MERCEDES-BENZ', 'VOLKSWAGEN'])],
    ['(D.3) Handelsbezeichnung', rng.pick(['320D', 'A4 AVANT', 'E 220 CDI', 'GOLF'])],
    ['(B) Datum der Erstzulassung', fd(rng.date(1998, yearOf(issue)), 'de')],
    ['(C.2) Halter', personDE(rng)],
    ['Ausstellungsdatum', fd(issue, 'de')],
    ['Ausstellende Behörde', `Stadt ${rng.pick(['Bamberg', 'Bayreuth', 'Hof', 'Coburg'])} – Zulassungsstelle`],
  ];
  rows.forEach(([l, val]) => {
    p.text(40, l, { size: 8 }).text(250, val, { size: 9.5 });
    p.down(15);
  });
  p.down(30);
  p.text(40, 'Das Original befindet sich bei der finanzierenden Bank. Kopie ohne Rechtswirkung.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date: issue, vin: v });
}

/** 39. Lower Bavaria, Kraftfahrzeugbrief (1990s) as printed by the office system. */
export function kfzBriefNiederbayern(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1990, 2004);
  const v = vin(rng, rng.pick(['WVW', 'WBA', 'WDB', 'WAU']));
  p.text(297, 'KRAFTFAHRZEUGBRIEF', { size: 14, bold: true, align: 'center', serif: true });
  p.text(555, `Nr. ${rng.pick(['XA', 'YB', 'ZC'])} ${digits(rng, 6)}`, { size: 10, align: 'right', y: 84, serif: true });
  p.y = 120;
  const rows: [string, string][] = [
    ['Fahrzeug-Ident.-Nr.', v],
    ['Hersteller', rng.pick(['VOLKSWAGEN AG', 'BMW AG', 'DAIMLER-BENZ AG', 'AUDI AG'])],
    ['Tag der Erstzulassung', fd(rng.date(1985, yearOf(issue)), 'de2')],
    ['Eingetragener Halter', personDE(rng)],
    ['Wohnort', place(rng, 'ndb').line2],
    ['Amtl. Kennzeichen', plate(rng, 'ndb')],
  ];
  rows.forEach(([l, val], i) => {
    p.text(40, `${i + 1}.`, { size: 9, serif: true })
      .text(60, l, { size: 9, serif: true })
      .text(260, val, { size: 9.5, serif: true });
    p.down(15);
  });
  p.down(24);
  p.text(40, `${place(rng, 'ndb').short}, den ${fd(issue, 'de')}`, { size: 9, serif: true });
  p.down(12);
  p.text(40, 'Die Zulassungsstelle (Siegel)', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date: issue, vin: v });
}

/** 40. Ohio certificate of title (clerk of courts print). */
export function ohioCertificateOfTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1992, 2026);
  const v = vin(rng);
  p.text(297, 'STATE OF OHIO', { size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 10, bold: true, align: 'center', y: 76 });
  p.y = 110;
  const cells: [string, string][] = [
    ['TITLE NUMBER', `${digits(rng, 4)}${digits(rng, 6)}`],
    ['ISSUE DATE', fd(issue, 'us')],
    ['COUNTY', rng.pick(['FRANKLIN', 'SUMMIT', 'LUCAS', 'HAMILTON'])],
    ['VEHICLE ID NUMBER', v],
    ['YEAR', String(yearOf(issue) - rng.int(0, 6))],
    ['MAKE', rng.pick(['CHEV', 'FORD', 'JEEP', 'HOND'])],
    ['ODOMETER', `${rng.int(10, 150000)} ACTUAL`],
    ['PRICE', `$${en(r2(rng.int(3000, 40000)))}`],
  ];
  cells.forEach(([l, v2], i) => {
    const x = 40 + (i % 4) * 129;
    const yy = p.y + Math.floor(i / 4) * 30;
    p.box(x, yy, 129, 30);
    p.text(x + 4, l, { y: yy + 10, size: 6.5 }).text(x + 4, v2, { y: yy + 23, size: i === 3 ? 7 : 9 });
  });
  p.text(40, `OWNER: ${personEN(rng).toUpperCase()}, ${place(rng, 'oh').line2.toUpperCase()}`, { y: 190, size: 9 });
  p.text(40, `LIENHOLDER: ${rng.pick(['NONE', 'FIFTH THIRD BANK', 'HUNTINGTON NATIONAL BANK'])}`, { y: 204, size: 9 });
  p.text(40, `CLERK OF COURTS ________________  BY ________________ DEPUTY`, { y: 240, size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}

/** 41. Indiana BMV certificate of title, labels left with a "Date Issued" line at the bottom. */
export function indianaCertificateOfTitle(rng: Random): Generated {
  const p = new PageBuilder();
  const issue = rng.date(1995, 2026);
  const v = vin(rng);
  p.text(40, 'STATE OF INDIANA · BUREAU OF MOTOR VEHICLES', { size: 10, bold: true });
  p.text(40, 'CERTIFICATE OF TITLE', { size: 14, bold: true, y: 82 });
  p.y = 115;
  kv(p, 40, 150, [
    ['Title No.', digits(rng, 10)],
    ['Vehicle Identification No.', v],
    ['Year / Make / Model', `${yearOf(issue) - rng.int(0, 8)} ${rng.pick(['FORD F150', 'CHEVROLET SILVERADO', 'DODGE RAM', 'BUICK LESABRE'])}`],
    ['Body', rng.pick(['PK', '4D', '2D', 'UT'])],
    ['Odometer', `${num(rng.int(10, 160000), 'en').slice(0, -3)} miles  (A) Actual`],
    ['Owner(s)', `${personEN(rng).toUpperCase()} AND/OR ${personEN(rng).toUpperCase()}`],
    ['First Lienholder', rng.pick(['NONE', 'LAKE CITY BANK', 'TEACHERS CREDIT UNION'])],
  ]);
  p.down(30);
  p.text(40, `Date Issued: ${fd(issue, 'uslong')}`, { size: 9.5, bold: true });
  p.text(320, 'Commissioner', { size: 8, y: p.y });
  return doc(p, 'en', { documentType: 'title', date: issue, vin: v });
}
