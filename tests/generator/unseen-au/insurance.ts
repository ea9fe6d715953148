/** Insurers' portal documents: Beitragsrechnungen, policy schedules, declarations pages, 2008–2026 (unseen-au). */
import { addDays, doc, fd, num, r2, row, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  cityAT,
  cityDE,
  digits,
  ibanDE,
  kv,
  letters,
  PageBuilder,
  personDE,
  personEN,
  plateAT,
  plateDE,
  plateIE,
  plateUK,
  stacked,
  streetDE,
  streetEN,
  vin,
  upToNow,
} from './kit';

const yearEnd = (start: string) => addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);

/** Classic-car Beitragsrechnung from the customer portal: period, cover lines, Versicherungsteuer, SEPA debit date. */
export function beitragsrechnungOldtimer(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['OCC Assekuradeur', 'Classic Schutz Versicherung AG', 'Hanseatische Oldtimer-Versicherung']);
  const start = rng.date(2012, 2025);
  const end = yearEnd(start);
  const policy = `${digits(rng, 3)}.${digits(rng, 6)}.${digits(rng, 2)}`;
  const hp = r2(rng.int(60, 180) + rng.int(0, 99) / 100);
  const tk = r2(rng.int(40, 220) + rng.int(0, 99) / 100);
  const net = r2(hp + tk);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const sb = rng.pick([150, 300, 500]);
  const coverage = `Haftpflicht + Teilkasko (SB ${sb} €)`;
  p.text(50, insurer, { size: 15, bold: true });
  p.text(545, 'Kundenportal · Dokument', { size: 7.5, align: 'right', y: 60 });
  p.y = 120;
  p.text(50, personDE(rng), { size: 10 }).down(12).text(50, streetDE(rng), { size: 10 }).down(12).text(50, cityDE(rng), { size: 10 });
  p.y = 120;
  for (const [l, v] of [
    ['Versicherungsschein-Nr.', policy],
    ['Rechnungsdatum', fd(addDays(start, -rng.int(20, 40)), 'de')],
    ['Kennzeichen', plateDE(rng, true)],
  ] as [string, string][]) {
    kv(p, 330, l, v, { gap: 110, size: 8.5 });
    p.down(12);
  }
  p.y = 200;
  p.text(50, 'Beitragsrechnung', { size: 14, bold: true });
  p.down(18);
  p.text(50, `Versicherungszeitraum: ${fd(start, 'de')} bis ${fd(end, 'de')}`, { size: 9.5 });
  p.down(12);
  p.text(50, `Versicherungsumfang: ${coverage}`, { size: 9.5 });
  p.down(22);
  const cols: Col[] = [{ x: 50 }, { x: 545, align: 'right' }];
  row(p, cols, ['Kfz-Haftpflicht (Deckungssumme 100 Mio. € pauschal)', `${num(hp, 'de')} €`]);
  p.down(13);
  row(p, cols, [`Teilkasko, Selbstbeteiligung ${sb} €`, `${num(tk, 'de')} €`]);
  p.down(13);
  row(p, cols, ['Nettobeitrag', `${num(net, 'de')} €`]);
  p.down(13);
  row(p, cols, ['Versicherungsteuer 19 %', `${num(tax, 'de')} €`]);
  p.down(15);
  row(p, cols, ['Zu zahlender Jahresbeitrag', `${num(total, 'de')} €`], { bold: true, size: 10 });
  p.down(30);
  p.text(50, `Wir buchen den Betrag am ${fd(start, 'de')} per SEPA-Lastschrift von ${ibanDE(rng).slice(0, 7)}… ab.`, { size: 8.5 });
  p.down(12);
  p.text(50, `Mandatsreferenz ${letters(rng, 2)}${digits(rng, 10)} · Gläubiger-ID DE${digits(rng, 2)}ZZZ${digits(rng, 11)}`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: coverage,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Policy from the portal with quarterly instalments and the yearly total; Vollkasko and Teilkasko deductibles. */
export function versicherungsscheinRaten(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Direkt24 Kfz-Versicherung', 'Süddeutsche Autoversicherung VVaG', 'Mobil-Schutz Versicherung AG']);
  const start = upToNow(rng, 2014);
  const end = yearEnd(start);
  const policy = `KF-${digits(rng, 9)}`;
  const rate = r2(rng.int(60, 260) + rng.int(0, 99) / 100);
  const total = r2(rate * 4);
  const vk = rng.pick([300, 500, 1000]);
  const tk = rng.pick([150, 150, 300]);
  p.text(50, insurer, { size: 14, bold: true });
  p.text(50, 'Versicherungsschein (Nachtrag) – bitte aufbewahren', { size: 9, y: 80 });
  p.y = 120;
  stacked(p, 50, 'Versicherungsnummer', policy);
  stacked(p, 200, 'Ausgestellt am', fd(addDays(start, -rng.int(5, 30)), 'delong'));
  stacked(p, 370, 'Fahrzeug', `${plateDE(rng)} · FIN ${vin(rng).slice(-8)}`);
  p.y = 165;
  p.text(50, `Vertragsbeginn ${fd(start, 'de')}, Ablauf ${fd(end, 'de')}, verlängert sich stillschweigend um ein Jahr.`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 50 }, { x: 300 }, { x: 545, align: 'right' }];
  row(p, cols, ['Sparte', 'Selbstbeteiligung', 'SF-Klasse'], { bold: true, size: 8.5 });
  p.down(13);
  row(p, cols, ['Kfz-Haftpflicht', '–', `SF ${rng.int(5, 35)}`]);
  p.down(12);
  row(p, cols, ['Vollkasko', `${vk} €`, `SF ${rng.int(5, 35)}`]);
  p.down(12);
  row(p, cols, ['inkl. Teilkasko', `${tk} €`, '']);
  p.down(26);
  p.text(50, 'Ihr Beitrag', { size: 11, bold: true });
  p.down(16);
  kv(p, 50, 'Zahlweise', 'vierteljährlich', { gap: 160 });
  p.down(12);
  kv(p, 50, 'Rate (inkl. 19 % VersSt.)', `${num(rate, 'de')} €`, { gap: 160 });
  p.down(12);
  kv(p, 50, 'Fälligkeiten', [0, 3, 6, 9].map((m) => fd(addDays(start, m * 30 + Math.floor(m / 3)), 'de').slice(0, 6)).join(' · '), { gap: 160 });
  p.down(12);
  kv(p, 50, 'Jahresbeitrag gesamt', `${num(total, 'de')} €`, { gap: 160, bold: true });
  p.down(30);
  p.text(50, 'Es gelten die AKB in der Fassung 01/2024. Dieses Dokument wurde elektronisch erstellt.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Vollkasko',
    premium: total,
    deductible: vk,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Austrian Polizze: Prämie with motorbezogene Versicherungssteuer, Selbstbehalt, Hauptfälligkeit. */
export function oesterreichPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Alpenländische Versicherung AG', 'Donau Kfz-Versicherung', 'Tiroler Oldtimer-Assekuranz']);
  const start = rng.date(2012, 2025);
  const end = yearEnd(start);
  const policy = `${digits(rng, 2)}-${digits(rng, 7)}-${rng.int(1, 9)}`;
  const hp = r2(rng.int(150, 480) + rng.int(0, 99) / 100);
  const kasko = r2(rng.int(80, 300) + rng.int(0, 99) / 100);
  const vst = r2((hp + kasko) * 0.11);
  const mvst = r2(rng.int(60, 900) + rng.int(0, 99) / 100);
  const total = r2(hp + kasko + vst + mvst);
  const sb = rng.pick([200, 350, 500]);
  p.text(50, insurer, { size: 14, bold: true });
  p.text(545, 'POLIZZE', { size: 18, bold: true, align: 'right', y: 60 });
  p.y = 110;
  p.text(50, `Versicherungsnehmer: ${personDE(rng)}, ${cityAT(rng)}`, { size: 9.5 });
  p.down(14);
  p.text(50, `Polizzennummer ${policy}`, { size: 9.5, bold: true });
  p.down(14);
  p.text(50, `Versicherungsbeginn ${fd(start, 'de')}  ·  Hauptfälligkeit ${fd(start, 'de').slice(0, 6)}  ·  Ablauf ${fd(end, 'de')}`, { size: 9 });
  p.down(14);
  p.text(50, `Fahrzeug ${plateAT(rng)}  FIN ${vin(rng)}`, { size: 9 });
  p.down(26);
  const cols: Col[] = [{ x: 50 }, { x: 330 }, { x: 545, align: 'right' }];
  row(p, cols, ['Deckung', 'Selbstbehalt', 'Jahresprämie EUR'], { bold: true, size: 8.5 });
  p.down(13);
  row(p, cols, ['Kfz-Haftpflicht', '—', num(hp, 'de')]);
  p.down(12);
  row(p, cols, ['Teilkasko', `EUR ${sb},–`, num(kasko, 'de')]);
  p.down(12);
  row(p, cols, ['Versicherungssteuer 11 %', '', num(vst, 'de')]);
  p.down(12);
  row(p, cols, ['motorbezogene Versicherungssteuer', '', num(mvst, 'de')]);
  p.down(15);
  row(p, cols, ['Gesamtprämie jährlich inkl. Steuern', '', num(total, 'de')], { bold: true });
  p.down(30);
  p.text(50, 'Die Prämie ist jährlich im Voraus fällig. Grüne Karte liegt als PDF im Kundenbereich bereit.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Teilkasko',
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** UK classic policy schedule: agreed value, excess, period, IPT included, ten monthly instalments and the yearly total. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Heritage Motor Insurance Services', 'Vintage Cover Direct', 'Marque Classic Insurance']);
  const start = upToNow(rng, 2011);
  const end = yearEnd(start);
  const policy = `${letters(rng, 3)}/${digits(rng, 7)}/${rng.int(1, 9)}`;
  const premium = r2(rng.int(140, 900) + rng.int(0, 99) / 100);
  const excess = rng.pick([100, 150, 250, 350]);
  const inst = r2(premium / 10);
  const total = r2(inst * 10);
  p.text(50, insurer, { size: 15, bold: true });
  p.text(50, `Authorised and regulated by the Financial Conduct Authority. FRN ${digits(rng, 6)}`, { size: 7, y: 76 });
  p.y = 115;
  p.text(50, 'Policy Schedule', { size: 14, bold: true });
  p.down(22);
  const pairs: [string, string][] = [
    ['Policy number', policy],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `${rng.pick(['1967 Jaguar E-Type', '1972 MGB Roadster', '1989 Porsche 911 Carrera', '1965 Mini Cooper S'])}, ${plateUK(rng)}`],
    ['Cover', 'Comprehensive'],
    ['Agreed value', `£${num(rng.int(12, 120) * 1000, 'en')}`],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles per year`],
    ['Accidental damage excess', `£${excess}`],
  ];
  for (const [l, v] of pairs) {
    p.box(50, p.y - 11, 495, 16);
    p.text(56, l, { size: 8.5 });
    p.text(220, v, { size: 9 });
    p.down(16);
  }
  p.down(16);
  p.text(50, 'Your premium', { size: 11, bold: true });
  p.down(16);
  p.text(50, `Annual premium including Insurance Premium Tax at the current rate: £${num(total, 'en')}`, { size: 9 });
  p.down(12);
  p.text(50, `Paid by 10 monthly instalments of £${num(inst, 'en')} by Direct Debit (0% APR).`, { size: 9 });
  p.down(30);
  p.text(50, 'This schedule forms part of your policy. Please read it with the policy wording and your certificate of motor insurance.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** US auto declarations page: six-month term, coverage/limit/deductible/premium table, total six-month premium. */
export function usDeclarationsPage(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Keystone Mutual Auto', 'Liberty Plains Insurance Co.', 'Sunbelt Direct Insurance']);
  const start = upToNow(rng, 2010);
  const end = addDays(start, rng.pick([181, 182, 183, 184]));
  const policy = `${digits(rng, 3)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const lines: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 / $300,000', '', r2(rng.int(120, 320) + 0.5)],
    ['Property Damage Liability', '$100,000', '', r2(rng.int(80, 200) + 0.2)],
    ['Uninsured Motorist', '$100,000 / $300,000', '', r2(rng.int(20, 70) + 0.8)],
  ];
  const ded = rng.pick([250, 500, 1000]);
  lines.push(['Collision', 'Actual Cash Value', `$${num(ded, 'en')}`, r2(rng.int(120, 400) + 0.4)]);
  lines.push(['Comprehensive', 'Actual Cash Value', `$${num(ded, 'en')}`, r2(rng.int(40, 140) + 0.6)]);
  const fee = 3;
  const total = r2(lines.reduce((a, l) => a + l[3], 0) + fee);
  p.text(50, insurer, { size: 14, bold: true });
  p.text(545, 'AUTO POLICY DECLARATIONS', { size: 10, bold: true, align: 'right', y: 60 });
  p.y = 100;
  stacked(p, 50, 'POLICY NUMBER', policy, 100);
  stacked(p, 180, 'POLICY PERIOD', `${fd(start, 'us')} - ${fd(end, 'us')}`, 100);
  stacked(p, 380, 'NAMED INSURED', personEN(rng), 100);
  p.y = 140;
  p.text(
    50,
    `12:01 a.m. standard time at the address of the named insured · Vehicle 1: ${rng.int(1995, 2022)} ${rng.pick(['FORD MUSTANG', 'CHEVROLET CORVETTE', 'JEEP WRANGLER'])} VIN ${vin(rng, '1FA')}`,
    { size: 7.5 },
  );
  p.down(14);
  p.text(50, 'Coverage package: Full Coverage', { size: 9, bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 230 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Coverage', 'Limits', 'Deductible', 'Premium'], { bold: true, size: 8.5 });
  p.down(13);
  for (const [c, l, d, a] of lines) {
    row(p, cols, [c, l, d, `$${num(a, 'en')}`]);
    p.down(12);
  }
  row(p, cols, ['Policy fee', '', '', `$${num(fee, 'en')}`]);
  p.down(16);
  row(p, cols, ['TOTAL 6 MONTH POLICY PREMIUM', '', '', `$${num(total, 'en')}`], { bold: true });
  p.down(30);
  p.text(50, 'Discounts applied: multi-policy, paperless, paid in full. Download your ID cards in the app.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Full Coverage',
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Irish renewal notice: Government Levy, no-claims bonus, "Total Premium Payable", excess. */
export function irishRenewalNotice(rng: Random): Generated {
  const p = new PageBuilder();
  const insurer = rng.pick(['Emerald Motor Insurance DAC', 'Liffey Insurance Ltd.', 'Atlantic Vintage Cover']);
  const start = upToNow(rng, 2012);
  const end = yearEnd(start);
  const policy = `P${digits(rng, 8)}`;
  const base = r2(rng.int(250, 900) + rng.int(0, 99) / 100);
  const levy = r2(base * 0.03);
  const total = r2(base + levy);
  const excess = rng.pick([250, 300, 500]);
  p.text(50, insurer, { size: 15, bold: true });
  p.text(50, `${streetEN(rng)}, Dublin · Regulated by the Central Bank of Ireland`, { size: 7.5, y: 75 });
  p.y = 115;
  p.text(50, 'Renewal Notice', { size: 14, bold: true });
  p.text(545, fd(addDays(start, -21), 'uklong'), { size: 9, align: 'right' });
  p.down(22);
  p.text(50, `Dear ${personEN(rng)}, your policy ${policy} is due for renewal. Your new period of cover runs`, { size: 9.5 });
  p.down(12);
  p.text(50, `from ${fd(start, 'uklong')} to ${fd(end, 'uklong')}.`, { size: 9.5 });
  p.down(24);
  const cols: Col[] = [{ x: 60 }, { x: 535, align: 'right' }];
  p.box(50, p.y - 14, 495, 96);
  for (const [l, v, b] of [
    ['Vehicle', plateIE(rng), false],
    ['Cover type', 'Third Party, Fire & Theft', false],
    ['Excess', `€${excess}`, false],
    ['Premium', `€${num(base, 'en')}`, false],
    ['Government Levy (3%)', `€${num(levy, 'en')}`, false],
    ['Total Premium Payable', `€${num(total, 'en')}`, true],
  ] as [string, string, boolean][]) {
    row(p, cols, [l, v], { bold: b });
    p.down(15);
  }
  p.down(20);
  p.text(50, 'No action is needed if you pay by Direct Debit. Your Motor Insurance Disc will be posted.', { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Third Party, Fire & Theft',
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
