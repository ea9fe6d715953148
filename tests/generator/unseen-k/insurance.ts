/** Insurers' portal PDFs: policy schedules with many sections, premium notices, classic-car policies (de, US, UK). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dePlate, digits, fmt, letters, money, r2, Sheet, ukOldPlate, ukPlate, usPlate, vin, yearEnd } from './kit';

const ins = (s: Sheet, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: s.items,
  language,
  truth: { documentType: 'insurance', ...truth },
});

/** A German Versicherungsschein from a portal: numbered sections, Haftpflicht + Teilkasko, tax shown, footer with page numbers. */
export function deVersicherungsschein(rng: Random): Generated {
  const s = new Sheet();
  const insurer = rng.pick(['Elbufer Versicherung AG', 'Rheinstrom Direkt Versicherung AG', 'Alpenland Kfz-Versicherung VVaG']);
  const start = `${rng.int(2008, 2025)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const pol = `KF-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const hp = r2(rng.int(180, 520) + rng.next());
  const tk = r2(rng.int(40, 160) + rng.next());
  const net = r2(hp + tk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 300]);
  s.text(40, insurer, { y: 44, size: 12, bold: true }).text(555, `Seite 1 von 1 · Druck ${fmt(addDays(start, -rng.int(20, 40)), 'de')}`, {
    y: 44,
    size: 6.5,
    align: 'right',
  });
  s.text(40, 'Versicherungsschein – Kraftfahrtversicherung', { y: 96, size: 14, bold: true });
  s.text(40, `Versicherungsschein-Nr. ${pol}   ·   Ersetzt Nachtrag vom ${fmt(addDays(start, -400), 'de')}`, { y: 112, size: 8.5 });
  let y = 140;
  const section = (title: string, rows: [string, string][]) => {
    s.box(40, y - 11, 515, 15, true).text(44, title, { y, size: 8.5, bold: true });
    y += 16;
    for (const [l, v] of rows) {
      s.text(48, l, { y, size: 8 }).text(260, v, { y, size: 8 });
      y += 11;
    }
    y += 8;
  };
  section('1  Versicherungsnehmer', [
    ['Name', `${rng.pick(['Sabine', 'Thomas', 'Claudia'])} ${rng.pick(['Wendt', 'Schäfer', 'Ludwig'])}`],
    ['Kundennummer', digits(rng, 10)],
  ]);
  section('2  Fahrzeug', [
    ['Amtl. Kennzeichen', dePlate(rng, rng.pick(['KI', 'HL', 'NMS']))],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 'WBA')],
    ['HSN / TSN', `${digits(rng, 4)} / ${letters(rng, 3)}`],
    ['Jährliche Fahrleistung', `bis ${rng.pick(['9.000', '12.000', '15.000'])} km`],
  ]);
  section('3  Versicherungsdauer', [
    ['Beginn', `${fmt(start, 'de')}, 0:00 Uhr`],
    ['Ablauf', `${fmt(end, 'de')}, 24:00 Uhr`],
    ['Verlängerung', 'um jeweils ein Jahr, sofern nicht gekündigt'],
  ]);
  section('4  Versicherungsumfang', [
    ['Kfz-Haftpflicht', 'pauschal 100 Mio. EUR, je Person max. 15 Mio. EUR'],
    ['Teilkasko', `Selbstbeteiligung ${money(sb, 'eur')}`],
    ['Schadenfreiheitsklasse', `SF ${rng.int(3, 30)} (${rng.int(20, 60)} %)`],
  ]);
  section('5  Beitrag (jährlich)', [
    ['Kfz-Haftpflicht', money(hp, 'eur')],
    ['Teilkasko', money(tk, 'eur')],
    ['Nettobeitrag', money(net, 'eur')],
    ['Versicherungsteuer 19 %', money(tax, 'eur')],
  ]);
  s.box(40, y - 11, 515, 18)
    .text(48, 'Jahresbeitrag inkl. Versicherungsteuer', { y: y + 1, size: 9.5, bold: true })
    .text(549, money(total, 'eur'), { y: y + 1, size: 9.5, bold: true, align: 'right' });
  y += 26;
  s.text(40, `Der Beitrag wird am ${fmt(start, 'de')} per SEPA-Lastschrift eingezogen (Mandatsreferenz ${letters(rng, 2)}${digits(rng, 10)}).`, {
    y,
    size: 7.5,
  });
  s.text(40, 'Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB) in der Fassung 01/2008.', { y: y + 10, size: 7.5 });
  s.rule(40, 515, 790);
  s.text(
    40,
    `${insurer} · Vorstand: ${rng.pick(['Dr. K. Unger (Vors.)', 'M. Held (Vors.)'])} · Sitz Hamburg · HRB ${digits(rng, 5)} · Vers.-St.-Nr. ${digits(rng, 3)}/${digits(rng, 5)}`,
    { y: 800, size: 5.5 },
  );
  return ins(s, 'de', { policyNumber: pol, premium: total, deductible: sb, coverageType: 'Teilkasko', effectiveStart: start, effectiveEnd: end });
}

/** A German Beitragsrechnung for a renewal (de): period, Vollkasko with SB, the quarterly instalment beside the yearly total. */
export function deBeitragsrechnung(rng: Random): Generated {
  const s = new Sheet();
  const insurer = rng.pick(['Nordlicht Versicherungsverein a.G.', 'Saale-Unstrut Versicherung AG', 'FairDrive Versicherung AG']);
  const start = rng.date(2010, 2025);
  const end = yearEnd(start);
  const pol = `${digits(rng, 2)}-${digits(rng, 7)}-${digits(rng, 2)}`;
  const total = r2(rng.int(420, 1400) + rng.next());
  const sb = rng.pick([300, 500, 1000]);
  s.box(40, 40, 40, 40).text(60, letters(rng, 1), { y: 68, size: 20, bold: true, serif: true, align: 'center' });
  s.text(92, insurer, { y: 58, size: 11, bold: true }).text(92, 'Kundenservice 0800 ' + digits(rng, 7), { y: 70, size: 7.5 });
  s.text(40, `Beitragsrechnung ${start.slice(0, 4)}/${end.slice(0, 4)}`, { y: 130, size: 15, bold: true });
  s.text(555, `${rng.pick(['Kassel', 'Halle (Saale)'])}, ${fmt(addDays(start, -35), 'de')}`, { y: 130, size: 8.5, align: 'right' });
  s.text(40, 'Vertrag', { y: 160, size: 7 }).text(40, pol, { y: 172, size: 10 });
  s.text(200, 'Kennzeichen', { y: 160, size: 7 }).text(200, dePlate(rng, rng.pick(['KS', 'HAL', 'ABG'])), { y: 172, size: 10 });
  s.text(360, 'Versicherungszeitraum', { y: 160, size: 7 }).text(360, `${fmt(start, 'de')} bis ${fmt(end, 'de')}`, { y: 172, size: 10 });
  let y = 206;
  s.text(40, 'Ihr Versicherungsschutz', { y, size: 10, bold: true });
  y += 16;
  s.text(40, '• Kfz-Haftpflichtversicherung', { y, size: 9 });
  s.text(40, `• Vollkasko, Selbstbeteiligung ${money(sb, 'eur')} (Teilkasko-Schäden ohne Selbstbeteiligung)`, { y: y + 13, size: 9 });
  s.text(40, '• Schutzbrief', { y: y + 26, size: 9 });
  y += 56;
  s.box(40, y - 12, 515, 54);
  s.text(48, 'Jahresbeitrag einschließlich 19 % Versicherungsteuer', { y: y + 2, size: 9 }).text(547, money(total, 'eur'), {
    y: y + 2,
    size: 9,
    align: 'right',
  });
  s.text(48, 'Zahlweise vierteljährlich, je Rate', { y: y + 16, size: 9 }).text(547, money(r2(total / 4), 'eur'), { y: y + 16, size: 9, align: 'right' });
  s.text(48, `Erste Rate fällig am ${fmt(start, 'de')}`, { y: y + 30, size: 9 });
  s.text(40, 'Bei Fragen erreichen Sie uns im Kundenportal unter „Meine Verträge“.', { y: y + 70, size: 8 });
  s.qr(500, 740, 46, 'Portal');
  s.text(40, `${insurer} · Aufsichtsbehörde: BaFin · Registergericht ${rng.pick(['Kassel', 'Stendal'])} HRB ${digits(rng, 5)}`, { y: 812, size: 5.5 });
  s.text(555, 'Seite 1 / 1', { y: 824, size: 5.5, align: 'right' });
  return ins(s, 'de', { policyNumber: pol, premium: total, deductible: sb, coverageType: 'Vollkasko', effectiveStart: start, effectiveEnd: end });
}

/** An online classic-car insurer's policy (de): H-plate, agreed value (Wertgutachten), Oldtimer-Vollkasko with SB. */
export function deOldtimerPolice(rng: Random): Generated {
  const s = new Sheet();
  const insurer = rng.pick(['Klassikschutz Versicherungsdienst GmbH', 'Chromwerk Oldtimerversicherung']);
  const start = rng.date(2012, 2025);
  const end = yearEnd(start);
  const pol = `OT${digits(rng, 8)}`;
  const value = rng.int(18, 95) * 1000;
  const total = r2(rng.int(160, 620) + rng.next());
  const sb = rng.pick([250, 500]);
  s.text(298, insurer, { y: 50, size: 14, serif: true, bold: true, align: 'center' });
  s.text(298, `Versicherungsmakler · Risikoträger: ${rng.pick(['Hanse Assekuranz AG', 'Mitteldeutsche Sach AG'])}`, { y: 63, size: 7.5, align: 'center' });
  s.text(298, 'POLICE', { y: 110, size: 16, serif: true, bold: true, align: 'center' });
  s.text(298, `Nr. ${pol}`, { y: 126, size: 9, align: 'center' });
  const rows: [string, string][] = [
    ['Fahrzeug', rng.pick(['Porsche 911 SC, Bj. 1981', 'Mercedes-Benz 280 SL, Bj. 1969', 'BMW 2002 tii, Bj. 1973'])],
    ['Kennzeichen', `${dePlate(rng, rng.pick(['S', 'WN', 'LB']))}H`],
    ['Versicherungsform', 'Oldtimer-Vollkasko'],
    ['Selbstbehalt je Schadenfall', money(sb, 'eur')],
    ['Vereinbarter Wert lt. Wertgutachten', money(value, 'eur')],
    ['Versicherungsbeginn', fmt(start, 'de')],
    ['Versicherungsende', fmt(end, 'de')],
    ['Jahresprämie inkl. 19 % VersSt', money(total, 'eur')],
  ];
  let y = 160;
  for (const [l, v] of rows) {
    s.text(100, l, { y, size: 9.5, serif: true }).text(495, v, { y, size: 9.5, serif: true, align: 'right' });
    s.rule(100, 395, y + 5);
    y += 20;
  }
  s.text(100, 'Mindestalter Fahrer 25 Jahre · Alltagsnutzung ausgeschlossen · Zweitfahrzeug vorhanden.', { y: y + 14, size: 8 });
  s.text(100, `Ausgestellt am ${fmt(addDays(start, -rng.int(3, 20)), 'de')}`, { y: y + 40, size: 9, serif: true });
  s.text(298, `${insurer} · IHK-Registernr. D-${letters(rng, 4)}-${letters(rng, 5)}-${digits(rng, 2)} · Seite 1/1`, { y: 812, size: 6, align: 'center' });
  return ins(s, 'de', { policyNumber: pol, premium: total, deductible: sb, coverageType: 'Oldtimer-Vollkasko', effectiveStart: start, effectiveEnd: end });
}

/** A US declarations page from the insurer's portal: coverage table with limits, six-month term, collision deductible only. */
export function usDeclarations(rng: Random): Generated {
  const s = new Sheet();
  const insurer = rng.pick(['Keystone Mutual Auto Insurance Co.', 'Prairie State Casualty Company', 'Harborview Indemnity Insurance']);
  const start = rng.date(2009, 2025);
  const end = addDays(start, 182);
  const pol = `${letters(rng, 3)}${digits(rng, 7)}-${rng.int(1, 9)}`;
  const liab = r2(rng.int(180, 520) + rng.next());
  const coll = r2(rng.int(90, 340) + rng.next());
  const um = r2(rng.int(20, 60) + rng.next());
  const fee = 6;
  const total = r2(liab + coll + um + fee);
  const ded = rng.pick([250, 500, 1000]);
  s.text(40, insurer, { y: 40, size: 12, bold: true }).text(555, `Page 1 of 1 · Printed ${fmt(addDays(start, -20), 'us')}`, {
    y: 40,
    size: 6.5,
    align: 'right',
  });
  s.text(40, 'AUTO POLICY DECLARATIONS', { y: 78, size: 14, bold: true });
  s.stacked(40, 'POLICY NUMBER', pol, 96);
  s.stacked(200, 'POLICY PERIOD', `${fmt(start, 'us')} to ${fmt(end, 'us')}`, 96);
  s.stacked(400, '12:01 A.M. STANDARD TIME', 'at the address of the named insured', 96, 7);
  s.stacked(40, 'NAMED INSURED', `${rng.pick(['DANIEL', 'MARIA', 'ROBERT'])} ${rng.pick(['OKAFOR', 'HALVERSON', 'PRICE'])}`, 130);
  s.stacked(200, 'AGENT', `${rng.pick(['Lee Insurance Agency', 'Direct – online'])} · ${digits(rng, 5)}`, 130);
  s.stacked(40, 'VEHICLE 1', `${rng.pick(['2018 HONDA ACCORD', '2015 RAM 1500', '2020 SUBARU FORESTER'])}  VIN ${vin(rng, '1HG')}  PLATE ${usPlate(rng)}`, 164);
  let y = 210;
  s.box(40, y - 11, 515, 15, true);
  s.text(44, 'COVERAGE', { y, size: 7.5, bold: true })
    .text(280, 'LIMITS / DEDUCTIBLE', { y, size: 7.5, bold: true })
    .text(551, '6-MONTH PREMIUM', { y, size: 7.5, bold: true, align: 'right' });
  y += 16;
  const rows: [string, string, string][] = [
    ['Bodily Injury Liability', '$100,000 each person / $300,000 each accident', money(r2(liab * 0.6), 'usd')],
    ['Property Damage Liability', '$100,000 each accident', money(r2(liab - r2(liab * 0.6)), 'usd')],
    ['Uninsured Motorists', '$100,000 / $300,000', money(um, 'usd')],
    ['Comprehensive', 'NOT COVERED', '—'],
    ['Collision', `$${ded.toLocaleString('en-US')} deductible`, money(coll, 'usd')],
    ['Rental Reimbursement', 'NOT COVERED', '—'],
  ];
  for (const [a, b, c] of rows) {
    s.text(44, a, { y, size: 8.5 }).text(280, b, { y, size: 8.5 }).text(551, c, { y, size: 8.5, align: 'right' });
    s.rule(40, 515, y + 4);
    y += 15;
  }
  s.text(280, 'Policy fee', { y, size: 8.5 }).text(551, money(fee, 'usd'), { y, size: 8.5, align: 'right' });
  y += 18;
  s.box(276, y - 11, 279, 17, true)
    .text(280, 'TOTAL 6-MONTH POLICY PREMIUM', { y: y + 1, size: 8.5, bold: true })
    .text(551, money(total, 'usd'), { y: y + 1, size: 9, bold: true, align: 'right' });
  y += 30;
  s.text(40, 'DISCOUNTS APPLIED: Multi-policy, Paperless, Safe driver', { y, size: 7.5 });
  s.text(40, `Lienholder: ${rng.pick(['Ally Bank', 'Capital Auto Finance'])}, P.O. Box ${digits(rng, 4)}`, { y: y + 11, size: 7.5 });
  s.text(40, 'This declarations page is part of your policy. Please read your policy carefully. Forms: PP 00 01 01 05, A-1042 (07/19).', { y: 800, size: 5.5 });
  s.text(40, `Underwritten by ${insurer}, NAIC #${digits(rng, 5)}.`, { y: 808, size: 5.5 });
  return ins(s, 'en', { policyNumber: pol, premium: total, deductible: ded, coverageType: 'Collision', effectiveStart: start, effectiveEnd: end });
}

/** A UK motor schedule from a broker portal: cover, excess table (compulsory + voluntary = total), IPT-inclusive premium. */
export function ukSchedule(rng: Random): Generated {
  const s = new Sheet();
  const broker = rng.pick(['Marlow & Finch Insurance Services Ltd', 'Quayside Motor Insurance Ltd']);
  const start = rng.date(2008, 2025);
  const end = yearEnd(start);
  const pol = `${letters(rng, 2)}/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const comp = rng.pick([150, 250, 350]);
  const vol = rng.pick([0, 100, 250]);
  const net = r2(rng.int(280, 1100) + rng.next());
  const ipt = r2(net * (start < '2011-01-04' ? 0.05 : start < '2015-11-01' ? 0.06 : start < '2017-06-01' ? 0.095 : 0.12));
  const total = r2(net + ipt);
  s.text(40, broker, { y: 44, size: 11, bold: true }).text(555, `Ref ${letters(rng, 4)}${digits(rng, 4)}`, { y: 44, size: 7.5, align: 'right' });
  s.text(40, 'Motor Insurance — Schedule', { y: 86, size: 14, bold: true });
  let y = 112;
  const sec = (t: string) => {
    s.text(40, t, { y, size: 9, bold: true });
    s.rule(40, 515, y + 4);
    y += 16;
  };
  const row = (l: string, v: string) => {
    s.text(48, l, { y, size: 8.5 }).text(240, v, { y, size: 8.5 });
    y += 12;
  };
  sec('The Policyholder');
  row('Name', `${rng.pick(['Mr', 'Mrs', 'Ms'])} ${rng.pick(['A', 'L', 'R'])} ${rng.pick(['Whitfield', 'Osei', 'Gallagher'])}`);
  row('Policy number', pol);
  y += 6;
  sec('Period of Insurance');
  row('From', `${fmt(start, 'uk-long')} at 00:01`);
  row('To', `${fmt(end, 'uk-long')} at 23:59`);
  y += 6;
  sec('The Vehicle');
  row('Registration mark', ukPlate(rng));
  row('Make and model', rng.pick(['Ford Focus 1.0 EcoBoost', 'Skoda Octavia 2.0 TDI', 'Mini Cooper S']));
  row('Use', 'Social, domestic and pleasure including commuting');
  y += 6;
  sec('Cover');
  row('Type of cover', 'Comprehensive');
  row('Windscreen', 'Included (£75 excess)');
  y += 6;
  sec('Excesses (accidental damage, fire and theft)');
  row('Compulsory excess', money(comp, 'gbp'));
  row('Voluntary excess', money(vol, 'gbp'));
  s.text(48, 'Total excess', { y, size: 8.5, bold: true }).text(240, money(comp + vol, 'gbp'), { y, size: 8.5, bold: true });
  y += 18;
  sec('Premium');
  row('Annual premium', money(net, 'gbp'));
  row('Insurance Premium Tax', money(ipt, 'gbp'));
  s.text(48, 'Total payable', { y, size: 9, bold: true }).text(240, money(total, 'gbp'), { y, size: 9, bold: true });
  y += 14;
  row('Instalments', `10 × ${money(r2(total / 10), 'gbp')} by Direct Debit`);
  s.text(40, `${broker} is authorised and regulated by the Financial Conduct Authority. FRN ${digits(rng, 6)}. Registered in England ${digits(rng, 8)}.`, {
    y: 804,
    size: 5.5,
  });
  s.text(555, 'Page 1 of 1', { y: 816, size: 6, align: 'right' });
  return ins(s, 'en', { policyNumber: pol, premium: total, deductible: comp + vol, coverageType: 'Comprehensive', effectiveStart: start, effectiveEnd: end });
}

/** A UK classic-car agreed-value certificate e-mailed as PDF: agreed value beside a small premium, limited mileage. */
export function ukClassicAgreed(rng: Random): Generated {
  const s = new Sheet();
  const insurer = rng.pick(['Heritage Wheels Insurance', 'Cambridge Classic Cover']);
  const start = rng.date(2010, 2026);
  const end = yearEnd(start);
  const pol = `HW-${digits(rng, 7)}`;
  const total = r2(rng.int(120, 480) + rng.next());
  const ex = rng.pick([100, 150, 250]);
  const agreed = rng.int(12, 80) * 1000;
  s.box(40, 30, 515, 60)
    .text(298, insurer, { y: 58, size: 16, serif: true, bold: true, align: 'center' })
    .text(298, 'Certificate and Schedule', { y: 76, size: 9, serif: true, align: 'center' });
  const pairs: [string, string][] = [
    ['Policy No.', pol],
    ['Effective date', fmt(start, 'uk')],
    ['Expiry date', fmt(end, 'uk')],
    ['Vehicle', `${rng.pick(['1972 Triumph Stag', '1967 Austin-Healey 3000', '1985 Land Rover 90'])}  ${ukOldPlate(rng)}`],
    ['Cover', 'Comprehensive (Agreed Value)'],
    ['Agreed value', money(agreed, 'gbp')],
    ['Mileage limit', `${rng.pick(['1,500', '3,000', '5,000'])} miles p.a.`],
    ['Excess', `${money(ex, 'gbp')} each and every claim`],
    ['Premium incl. IPT', money(total, 'gbp')],
  ];
  let y = 120;
  for (const [l, v] of pairs) {
    s.text(200, l, { y, size: 9.5, serif: true, align: 'right' }).text(212, v, { y, size: 9.5, serif: true, bold: l === 'Premium incl. IPT' });
    y += 17;
  }
  s.text(60, 'Certificate of Motor Insurance: Road Traffic Act 1988. Persons entitled to drive: the policyholder and named drivers.', { y: y + 20, size: 7 });
  s.qr(480, 700, 50, 'Verify');
  s.text(
    60,
    `Policy issued ${fmt(addDays(start, -rng.int(1, 14)), 'uk')} · ${insurer} is a trading name of ${rng.pick(['Oakfield Underwriting Ltd', 'Ferndale Brokers Ltd'])} · FRN ${digits(rng, 6)}`,
    { y: 812, size: 5.5 },
  );
  return ins(s, 'en', {
    policyNumber: pol,
    premium: total,
    deductible: ex,
    coverageType: 'Comprehensive (Agreed Value)',
    effectiveStart: start,
    effectiveEnd: end,
  });
}
