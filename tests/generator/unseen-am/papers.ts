/** Insurance paper that went through hands: faxed policies, filed premium notices, copies, e-mails, renewal notices. */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  clean,
  copyMark,
  digits,
  faxHeader,
  hand,
  initials,
  letters,
  pageNo,
  personDE,
  personEN,
  plateDE,
  plateUK,
  scanImprint,
  stamp,
  stampDate,
  struck,
  webChrome,
} from './hands';

const ins = (policyNumber: string, coverageType: string, premium: number, effectiveStart: string, effectiveEnd: string, deductible?: number) =>
  clean({ documentType: 'insurance', policyNumber, coverageType, premium, effectiveStart, effectiveEnd, deductible });

const yearOn = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** A 1990s Kfz-Versicherungsschein faxed by the agent: fax line, Eingegangen stamp, the agent's pen note. */
export function versicherungsscheinFax(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(1988, 2001)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearOn(start);
  const insurer = rng.pick(['Westfälische Provinzial', 'HUK-Coburg', 'Gothaer Versicherungen', 'Badische Versicherung']);
  const agent = `Agentur ${personDE(rng)}`;
  faxHeader(p, rng, addDays(start, -rng.int(3, 20)), agent, `0${rng.int(200, 999)} ${digits(rng, 5)}`, 'de');
  p.y = 60;
  p.text(55, insurer, { size: 16, bold: true });
  p.down(24);
  p.text(55, 'Versicherungsschein', { size: 13, bold: true });
  p.text(55, 'für die Kraftfahrtversicherung', { size: 9, y: p.y + 12 });
  p.down(36);
  const pol = `${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${letters(rng, 1)}`;
  const full = rng.chance(0.5);
  const sb = full ? rng.pick([650, 1000, 2000]) : rng.pick([300, 300, 500]);
  const liab = r2(rng.int(300, 1200));
  const kasko = r2(rng.int(120, full ? 900 : 300));
  const net = r2(liab + kasko);
  const taxRate = yearOf(start) < 1993 ? 10 : yearOf(start) < 2002 ? 15 : 16;
  const tax = r2((net * taxRate) / 100);
  const total = r2(net + tax);
  const info: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Versicherungsnehmer', personDE(rng)],
    [
      'Fahrzeug',
      `${rng.pick(['Mercedes-Benz 190 E', 'VW Golf Cabrio', 'Porsche 944', 'BMW 325i'])}, amtl. Kennz. ${plateDE(rng, rng.pick(['MS', 'BI', 'HA']))}`,
    ],
    ['Versicherungsbeginn', fd(start, 'de')],
    ['Ablauf', `${fd(end, 'de')}, verlängert sich jeweils um ein Jahr`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 55 }, { x: 200 }], [k, v], { size: 9 });
    p.down(13);
  }
  p.down(14);
  const cols = [{ x: 55 }, { x: 330 }, { x: 540, align: 'right' as const }];
  row(p, cols, ['Sparte', 'Umfang', 'Jahresbeitrag DM'], { bold: true });
  p.down(4);
  hline(p, 55, 485);
  p.down(12);
  row(p, cols, ['Kfz-Haftpflicht', 'Deckungssumme 2 Mio. DM pauschal', num(liab, 'de')]);
  p.down(13);
  row(p, cols, [
    full ? 'Fahrzeugvollversicherung (Vollkasko)' : 'Fahrzeugteilversicherung (Teilkasko)',
    `Selbstbeteiligung ${num(sb, 'de')} DM`,
    num(kasko, 'de'),
  ]);
  p.down(16);
  row(p, [{ x: 330 }, cols[2]], ['Summe', num(net, 'de')]);
  p.down(13);
  row(p, [{ x: 330 }, cols[2]], [`Versicherungsteuer ${taxRate} %`, num(tax, 'de')]);
  p.down(14);
  row(p, [{ x: 330 }, cols[2]], ['zu zahlender Jahresbeitrag', num(total, 'de')], { bold: true });
  p.down(30);
  p.text(55, 'Es gelten die Allgemeinen Bedingungen für die Kraftfahrtversicherung (AKB).', { size: 8 });
  stamp(p, 360, 110, ['EINGEGANGEN', stampDate(addDays(start, -rng.int(0, 10)), 'de')], 10);
  hand(p, 60, p.y + 40, `Doppelkarte liegt bei – ${initials(rng)}`, { size: 12 });
  return doc(p, 'de', ins(pol, full ? 'Vollkasko' : 'Teilkasko', total, start, end, sb));
}

/** A classic-car insurer's annual premium notice, filed: paid-on note, Ordner note, page numbering. */
export function oldtimerBeitragsrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(2004, 2026)}-${String(rng.pick([1, 1, 4, 7])).padStart(2, '0')}-01`;
  const end = yearOn(start);
  const insurer = rng.pick(['OCC Assekuradeur', 'Classic Assekuranz Kuhn', 'Mannheimer Oldtimer', 'Allianz Oldtimer-Tarif']);
  hand(p, 430, 32, 'Ordner Versicherung', { size: 12 });
  p.y = 70;
  p.text(55, insurer, { size: 15, bold: true });
  p.down(34);
  p.text(55, personDE(rng), { size: 10 });
  p.down(40);
  p.text(55, `Beitragsrechnung ${yearOf(start)}`, { size: 13, bold: true });
  p.text(540, `Datum ${fd(addDays(start, -rng.int(20, 40)), 'de')}`, { size: 9, align: 'right' });
  p.down(20);
  const pol = `OT-${digits(rng, 7)}`;
  const sb = rng.pick([150, 250, 300, 500]);
  const cover = rng.pick(['Vollkasko', 'Teilkasko']);
  row(p, [{ x: 55 }, { x: 200 }], ['Vertragsnummer', pol], { size: 9 });
  p.down(13);
  row(p, [{ x: 55 }, { x: 200 }], ['Versicherungszeitraum', `${fd(start, 'de')} bis ${fd(end, 'de')}`], { size: 9 });
  p.down(13);
  row(
    p,
    [{ x: 55 }, { x: 200 }],
    ['Fahrzeug', `${rng.pick(['Mercedes-Benz 280 SL', 'VW T1 Samba', 'Opel GT', 'BMW 2002 tii'])}, ${plateDE(rng, rng.pick(['F', 'OF', 'DA']))}H`],
    { size: 9 },
  );
  p.down(13);
  row(p, [{ x: 55 }, { x: 200 }], ['Versicherungswert', `${num(rng.int(12, 90) * 1000, 'de')} EUR`], { size: 9 });
  p.down(24);
  const items = [
    ['Haftpflicht', r2(rng.int(6000, 15000) / 100)],
    [`${cover} mit ${sb} EUR Selbstbeteiligung`, r2(rng.int(8000, 40000) / 100)],
  ] as [string, number][];
  if (rng.chance(0.5)) items.push(['Schutzbrief', r2(rng.int(900, 2500) / 100)]);
  const net = sum(items.map((i) => i[1]));
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  for (const [k, v] of items) {
    row(p, cols, [k, `${num(v, 'de')} EUR`]);
    p.down(13);
  }
  p.down(4);
  row(p, cols, ['Nettobeitrag', `${num(net, 'de')} EUR`]);
  p.down(13);
  row(p, cols, ['Versicherungsteuer 19 %', `${num(tax, 'de')} EUR`]);
  p.down(14);
  row(p, cols, ['Gesamtbeitrag für den Zeitraum', `${num(total, 'de')} EUR`], { bold: true, size: 10 });
  p.down(26);
  p.text(55, `Bitte überweisen Sie den Betrag bis zum ${fd(addDays(start, 14), 'de')} unter Angabe der Vertragsnummer.`, { size: 8.5 });
  hand(p, 300, p.y + 40, `überwiesen ${fd(addDays(start, -rng.int(1, 15)), 'de2')}`, { size: 13 });
  hand(p, 310, p.y + 58, initials(rng), { size: 11 });
  pageNo(p, 'Seite 1 von 2', 812, 'right');
  return doc(p, 'de', ins(pol, cover, total, start, end, sb));
}

/** A Swiss Police for a collector's car, the client's KOPIE with a scanner's imprint and the broker's note. */
export function schweizPoliceKopie(rng: Random): Generated {
  const p = new PageBuilder();
  const start = `${rng.int(1995, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearOn(start);
  const insurer = rng.pick(['Zürich Versicherungs-Gesellschaft AG', 'Mobiliar', 'Helvetia Versicherungen', 'Basler Versicherungen']);
  copyMark(p, 500, 38, 'KOPIE', 18);
  p.y = 70;
  p.text(55, insurer, { size: 14, bold: true });
  p.down(30);
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  p.text(55, `Police Nr. ${pol}`, { size: 13, bold: true });
  p.down(16);
  p.text(55, `Motorfahrzeugversicherung · Sammlerfahrzeug · Versicherungsnehmer ${personDE(rng)}`, { size: 9 });
  p.down(20);
  row(p, [{ x: 55 }, { x: 200 }], ['Vertragsdauer', `${fd(start, 'de')} – ${fd(end, 'de')}`], { size: 9 });
  p.down(13);
  row(p, [{ x: 55 }, { x: 200 }], ['Kontrollschild', `${rng.pick(['ZH', 'BE', 'LU', 'SG'])} ${rng.int(1000, 99999)} (Veteran)`], { size: 9 });
  p.down(22);
  const sb = rng.pick([500, 1000, 1500]);
  const items = [
    ['Haftpflicht, Garantiesumme CHF 100 Mio.', r2(rng.int(18000, 45000) / 100)],
    [`Vollkasko, Selbstbehalt CHF ${num(sb, 'ch').slice(0, -3)}`, r2(rng.int(25000, 90000) / 100)],
    ['Parkschaden', r2(rng.int(3000, 9000) / 100)],
  ] as [string, number][];
  const net = sum(items.map((i) => i[1]));
  const duty = r2(net * 0.05);
  const total = r2(net + duty);
  const cols = [{ x: 55 }, { x: 540, align: 'right' as const }];
  for (const [k, v] of items) {
    row(p, cols, [k, num(v, 'ch')]);
    p.down(13);
  }
  row(p, cols, ['Eidg. Stempelabgabe 5 %', num(duty, 'ch')]);
  p.down(14);
  row(p, cols, ['Total Jahresprämie CHF', num(total, 'ch')], { bold: true });
  p.down(30);
  hand(p, 60, p.y, 'Original an Bank – Kopie für Akten', { size: 12 });
  scanImprint(p, `Scan ${fd(addDays(start, rng.int(5, 120)), 'de')} · ${letters(rng, 3)}-${digits(rng, 5)}`, 832);
  return doc(p, 'de', ins(pol, 'Vollkasko', total, start, end, sb));
}

/** A British classic-car policy schedule sent by e-mail and printed: mail header, browser footer, a pen tick. */
export function ukScheduleEmail(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2006, 2026);
  const end = addDays(yearOn(start), -1);
  const broker = rng.pick(['Footman James', 'Hagerty UK', 'Peter James Insurance', 'Lancaster Classic']);
  const printed = addDays(start, -rng.int(1, 20));
  webChrome(
    p,
    `${fd(printed, 'uk')} ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    'Mail – Your policy documents',
    `https://outlook.live.com/mail/0/inbox/id/AQMk${letters(rng, 12)}`,
    '1/2',
  );
  p.y = 42;
  const hdr: [string, string][] = [
    ['From', `${broker} <documents@${broker.split(' ')[0].toLowerCase()}.co.uk>`],
    ['Date', fd(printed, 'uklong')],
    ['Subject', 'Your classic car policy schedule'],
  ];
  for (const [k, v] of hdr) {
    row(p, [{ x: 40 }, { x: 95 }], [k, v], { size: 8.5 });
    p.down(11);
  }
  hline(p, 40, 515);
  p.down(26);
  p.text(40, `${broker}`, { size: 14, bold: true });
  p.down(18);
  p.text(40, 'Policy Schedule — Classic Car', { size: 12, bold: true });
  p.down(22);
  const pol = `${letters(rng, 3)}/${digits(rng, 7)}`;
  const excess = rng.pick([100, 150, 250]);
  const prem = r2(rng.int(12000, 60000) / 100);
  const ipt = r2(prem * (yearOf(start) < 2011 ? 0.05 : yearOf(start) < 2016 ? 0.06 : yearOf(start) < 2017 ? 0.095 : 0.12));
  const fee = rng.pick([0, 15, 25]);
  const total = r2(prem + ipt + fee);
  const info: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both days inclusive)`],
    [
      'Vehicle',
      `${rng.pick(['1966 Austin-Healey 3000 Mk III', '1972 Triumph Stag', '1969 Jaguar E-Type S2', '1958 Morris Minor Traveller'])} ${plateUK(rng, 1965)}`,
    ],
    ['Cover', 'Comprehensive'],
    ['Agreed value', `£${num(rng.int(8, 95) * 1000, 'en').slice(0, -3)}`],
    ['Limited mileage', `${num(rng.pick([1500, 3000, 5000]), 'en').slice(0, -3)} miles per year`],
    ['Accidental damage excess', `£${excess}`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 40 }, { x: 200 }], [k, v], { size: 9 });
    p.down(13);
  }
  p.down(12);
  const cols = [{ x: 40 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Premium', `£${num(prem, 'en')}`]);
  p.down(13);
  row(p, cols, ['Insurance Premium Tax', `£${num(ipt, 'en')}`]);
  p.down(13);
  if (fee) {
    row(p, cols, ['Administration fee', `£${num(fee, 'en')}`]);
    p.down(13);
  }
  row(p, cols, ['Total payable', `£${num(total, 'en')}`], { bold: true });
  p.down(24);
  p.text(40, 'Windscreen excess £25. Theft of spare parts subject to an excess of £50.', { size: 8 });
  hand(p, 330, p.y + 36, `renewed — paid by card ${fd(printed, 'ukdot')}`, { size: 12 });
  return doc(p, 'en', ins(pol, 'Comprehensive', total, start, end, excess));
}

/** A US collector-car declarations page printed from the insurer's web portal. */
export function usDeclarationsWeb(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2010, 2026);
  const end = yearOn(start);
  const insurer = rng.pick(['Grundy Insurance', 'American Collectors Insurance', 'Condon Skelly', 'Heacock Classic']);
  const printed = addDays(start, -rng.int(1, 30));
  webChrome(
    p,
    `${fd(printed, 'usshort')}, ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} PM`,
    'Policy Documents',
    `https://my.${insurer.split(' ')[0].toLowerCase()}.com/policies/documents/dec`,
    '1/3',
  );
  p.y = 50;
  p.text(55, insurer, { size: 15, bold: true });
  p.text(540, 'DECLARATIONS PAGE', { size: 11, bold: true, align: 'right' });
  p.down(26);
  const pol = `${letters(rng, 2)}${digits(rng, 8)}`;
  const ded = rng.pick([0, 100, 250, 500]);
  const info: [string, string][] = [
    ['Policy Number', pol],
    ['Named Insured', personEN(rng)],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 A.M. standard time`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 55 }, { x: 180 }], [k, v], { size: 9 });
    p.down(13);
  }
  p.down(12);
  const cols = [{ x: 55 }, { x: 250 }, { x: 420 }, { x: 540, align: 'right' as const }];
  row(p, cols, ['Coverage', 'Limit', 'Deductible', 'Premium'], { bold: true, size: 8.5 });
  p.down(4);
  hline(p, 55, 485);
  p.down(12);
  const lines: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 / $300,000', '—', r2(rng.int(4000, 12000) / 100)],
    ['Property Damage Liability', '$100,000', '—', r2(rng.int(2000, 6000) / 100)],
    ['Uninsured Motorists', '$100,000 / $300,000', '—', r2(rng.int(800, 3000) / 100)],
    ['Agreed Value Physical Damage', `$${num(rng.int(15, 120) * 1000, 'en').slice(0, -3)}`, ded ? `$${ded}` : 'None', r2(rng.int(6000, 30000) / 100)],
  ];
  for (const [a, b, c, d] of lines) {
    row(p, cols, [a, b, c, `$${num(d, 'en')}`], { size: 8.5 });
    p.down(13);
  }
  const fee = r2(rng.pick([0, 5, 10, 12.5]));
  const total = r2(sum(lines.map((l) => l[3])) + fee);
  p.down(6);
  if (fee) {
    row(p, [{ x: 330 }, cols[3]], ['Policy Fee', `$${num(fee, 'en')}`], { size: 8.5 });
    p.down(13);
  }
  row(p, [{ x: 330 }, cols[3]], ['Total Policy Premium', `$${num(total, 'en')}`], { bold: true });
  p.down(28);
  p.text(55, `Vehicle: ${rng.pick(['1957 Chevrolet Bel Air', '1966 Ford Mustang GT', '1970 Dodge Challenger', '1963 Studebaker Avanti'])}`, { size: 9 });
  hand(p, 330, p.y + 40, 'copy in glovebox', { size: 13 });
  return doc(p, 'en', ins(pol, 'Agreed Value', total, start, end, ded || undefined));
}

/** An Irish broker's renewal notice: the premium amended in pen after the no-claims bonus, then PAID stamped. */
export function ieRenewalAmended(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1982, 2024);
  const y = yearOf(start);
  const end = addDays(yearOn(start), -1);
  const cur = y < 2002 ? 'IR£' : '€';
  const broker = `${rng.pick(['Mulcahy', 'Quinlan', 'Carroll', 'Heffernan'])} Insurances Ltd`;
  p.y = 64;
  p.text(55, broker, { size: 16, bold: true });
  p.down(13);
  p.text(55, `${rng.pick(['Kilkenny', 'Sligo', 'Wexford', 'Thurles'])} · Tel. 0${rng.int(50, 99)} ${digits(rng, 5)}`, { size: 8.5 });
  p.down(36);
  p.text(55, 'RENEWAL NOTICE — PRIVATE MOTOR', { size: 12, bold: true });
  p.down(20);
  const pol = `${letters(rng, 1)}M ${digits(rng, 6)}`;
  const excess = rng.pick([100, 150, 200, 250]);
  const info: [string, string][] = [
    ['Policy No.', pol],
    ['Insured', personEN(rng)],
    ['Renewal date', fd(start, 'uk')],
    ['Period', `${fd(start, 'uk')} – ${fd(end, 'uk')}`],
    ['Cover', 'Comprehensive'],
    ['Excess (own damage)', `${cur}${excess}`],
  ];
  for (const [k, v] of info) {
    row(p, [{ x: 55 }, { x: 200 }], [k, v], { size: 9 });
    p.down(13);
  }
  p.down(12);
  const right = r2(rng.int(18000, 90000) / 100);
  const wrong = r2(right + rng.int(20, 120));
  p.text(55, 'Renewal premium (incl. levy)', { size: 10, bold: true });
  struck(p, 400, p.y, `${cur}${num(wrong, 'en')}`, 10);
  hand(p, 415, p.y + 2, `${cur}${num(right, 'en')}`, { size: 14, bold: true });
  p.down(18);
  hand(p, 300, p.y, `NCB 50% applied — amended ${initials(rng)}`, { size: 12 });
  p.down(30);
  p.text(55, 'Please pay by the renewal date to keep your cover in force.', { size: 8.5 });
  p.down(40);
  stamp(p, 70, p.y, ['PAID', stampDate(addDays(start, -rng.int(1, 10)), 'uk')], 14);
  hand(p, 250, p.y + 4, `chq no. ${digits(rng, 6)}`, { size: 13 });
  return doc(p, 'en', ins(pol, 'Comprehensive', right, start, end, excess));
}
