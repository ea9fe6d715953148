/**
 * unseen-ax: insurance paper from small brokers' office templates and agency systems — a German broker's
 * Beitragsrechnung for a classic policy, an Austrian Prämienvorschreibung, a Swiss Policenübersicht; a British
 * broker's schedule, an Irish renewal notice, an American agency's declarations letter.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, r05 } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { isoPlus } from './invoice';
import { addressWindow, CARS, customer, digits, firm, footer3, ibanOf, letterhead, letters, money, plate, refBlock, vin } from './kit';

const yearOn = (iso: string) => isoPlus(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** German broker's Beitragsrechnung: net premium + 19 % Versicherungsteuer, SB in the cover table. */
export const maklerBeitragsrechnung = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(
    rng,
    'DE',
    rng.pick(['Versicherungsmakler Kessler', 'Assekuranzkontor Brandt']),
    'Ihr unabhängiger Makler für Oldtimer und Liebhaberfahrzeuge',
  );
  const c = customer(rng, 'DE');
  const start = `${rng.int(2010, 2026)}-${rng.pick(['01', '03', '04', '07'])}-01`;
  const end = yearOn(start);
  const pol = `${rng.pick(['OT', 'KH', 'KR'])}-${digits(rng, 7)}`;
  const cov = rng.pick(['Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko', 'Oldtimer-Allgefahrendeckung']);
  const sb = rng.pick([150, 300, 500, 1000]);
  const kh = r2(rng.int(9000, 26000) / 100);
  const ka = r2(rng.int(6000, 42000) / 100);
  const net = r2(kh + ka);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  letterhead(p, f, 'logoLine', 'de');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Versicherungsschein-Nr.', pol],
      ['Unser Zeichen', letters(rng, 2)],
      ['Datum', fd(isoPlus(start, -rng.int(14, 40)), 'de')],
    ],
    'tab',
    350,
    150,
    210,
  );
  p.text(40, 'Beitragsrechnung', { y: 262, size: 14, bold: true });
  p.text(40, `Fahrzeug: ${rng.pick(CARS)}, amtl. Kennzeichen ${plate(rng, 'DE')}`, { y: 282, size: 9 });
  p.text(40, `Versicherungszeitraum: ${fd(start, 'de')} – ${fd(end, 'de')}`, { y: 296, size: 9 });
  p.text(40, `Deckungsumfang: ${cov}`, { y: 310, size: 9 });
  let y = 336;
  p.box(40, y - 10, 515, 14, true);
  ['Sparte', 'Selbstbeteiligung', 'Beitrag netto'].forEach((h, i) =>
    p.text([44, 260, 551][i], h, { y, size: 8, bold: true, align: i === 2 ? 'right' : 'left' }),
  );
  y += 16;
  for (const [s, sbx, v] of [
    ['Kfz-Haftpflicht', '—', kh],
    [cov.includes('Voll') ? 'Vollkasko' : cov.includes('Allgefahr') ? 'Allgefahren' : 'Teilkasko', `${num(sb, 'de')} €`, ka],
  ] as [string, string, number][]) {
    p.text(44, s, { y, size: 9 });
    p.text(260, sbx, { y, size: 9 });
    p.text(551, num(v, 'de'), { y, size: 9, align: 'right' });
    y += 13;
  }
  hline(p, 330, 225, y - 6);
  y += 8;
  const tl = (l: string, v: number, b = false) => {
    p.text(340, l, { y, size: 9, bold: b });
    p.text(551, `${num(v, 'de')} €`, { y, size: 9, bold: b, align: 'right' });
    y += 13;
  };
  tl('Summe netto', net);
  tl('Versicherungsteuer 19 %', tax);
  tl('Jahresbeitrag', total, true);
  y += 16;
  p.text(40, `Der Beitrag wird zum ${fd(start, 'de')} von Ihrem Konto abgebucht (SEPA-Lastschrift).`, { y, size: 9 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Tel. ${f.phone}`, f.email],
    [`Vermittlerregister D-${letters(rng, 4)}-${digits(rng, 5)}-${digits(rng, 2)}`, 'IHK-Registrierung §34d GewO'],
  ]);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** Austrian agency's Prämienvorschreibung: Haftpflicht incl. motorbezogener Versicherungssteuer. */
export const praemienvorschreibungAT = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'AT', rng.pick(['Versicherungsagentur Gruber', 'Huber Versicherungsservice']), 'Agentur der Alpenländischen Versicherung');
  const c = customer(rng, 'AT');
  const start = `${rng.int(2012, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = yearOn(start);
  const pol = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const cov = rng.pick(['Kfz-Haftpflicht', 'Haftpflicht und Teilkasko', 'Oldtimer-Kasko']);
  const sb = rng.pick([200, 350, 500]);
  const prem = r2(rng.int(18000, 72000) / 100);
  const vst = r2(prem * 0.11);
  const mvst = r2(rng.int(4000, 30000) / 100);
  const total = r2(prem + vst + mvst);
  letterhead(p, f, 'centered', 'de');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Polizzennummer', pol],
      ['Kennzeichen', plate(rng, 'AT')],
      ['Datum', fd(isoPlus(start, -20), 'delong')],
    ],
    'colon',
    350,
    160,
  );
  p.text(40, 'Prämienvorschreibung', { y: 262, size: 14, bold: true });
  p.text(40, `Sparte: ${cov}`, { y: 282, size: 9.5 });
  p.text(40, `Vorschreibungszeitraum von ${fd(start, 'de')} bis ${fd(end, 'de')}`, { y: 296, size: 9.5 });
  p.text(40, `Selbstbehalt: EUR ${num(sb, 'de')}`, { y: 310, size: 9.5 });
  let y = 340;
  const tl = (l: string, v: number, b = false) => {
    p.text(60, l, { y, size: 9.5, bold: b });
    p.text(400, `EUR ${num(v, 'de')}`, { y, size: 9.5, bold: b, align: 'right' });
    y += 14;
  };
  tl('Nettoprämie', prem);
  tl('Versicherungssteuer 11 %', vst);
  tl('motorbezogene Versicherungssteuer', mvst);
  hline(p, 60, 340, y - 8);
  tl('Zahlbetrag jährlich', total, true);
  y += 20;
  p.text(40, `Bitte überweisen Sie den Betrag bis ${fd(isoPlus(start, 14), 'de')} mit Zahlschein oder per Einziehungsauftrag.`, { y, size: 9 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Tel. ${f.phone}`, f.email],
    [`IBAN ${ibanOf(rng, 'AT')}`, `GISA-Zahl ${digits(rng, 8)}`],
  ]);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** Swiss broker's Policenübersicht (Excel export): one row per contract with Laufzeit, Franchise, Prämie inkl. Stempel. */
export const policenuebersichtCH = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'CH', rng.pick(['Pfister Versicherungsberatung GmbH', 'Brokerbüro Steiner']), 'Unabhängige Versicherungsberatung');
  const c = customer(rng, 'CH');
  const start = `${rng.int(2012, 2026)}-01-01`;
  const end = `${start.slice(0, 4)}-12-31`;
  const pol = `${rng.int(10, 99)}.${digits(rng, 6)}`;
  const cov = rng.pick(['Haftpflicht / Teilkasko', 'Haftpflicht / Vollkasko', 'Veteranen-Kasko']);
  const sb = rng.pick([500, 1000, 2000]);
  const net = r05(rng.int(30000, 120000) / 100);
  const stamp = r05(net * 0.05);
  const total = r2(net + stamp);
  letterhead(p, f, 'split', 'de');
  addressWindow(p, f, c.lines);
  p.text(40, `Policenübersicht Motorfahrzeug ${start.slice(0, 4)}`, { y: 262, size: 13, bold: true });
  p.text(40, `Stand: ${fd(isoPlus(start, -rng.int(10, 40)), 'de')}`, { y: 278, size: 8.5 });
  let y = 304;
  const xs = [40, 100, 190, 300, 420, 490, 555];
  const right = (i: number) => i >= 4;
  const hd = ['Police', 'Fahrzeug', 'Deckung', 'Laufzeit', 'Franchise', 'Prämie netto', 'inkl. Stempel'];
  p.box(40, y - 10, 515, 14, true);
  hd.forEach((h, i) => p.text(right(i) ? xs[i] - 2 : xs[i], h, { y, size: 7, bold: true, align: right(i) ? 'right' : 'left' }));
  y += 16;
  const cells = [pol, rng.pick(CARS).split(' ').slice(0, 2).join(' '), cov, `${fd(start, 'de')} –`, num(sb, 'ch'), num(net, 'ch'), num(total, 'ch')];
  cells.forEach((v, i) => p.text(right(i) ? xs[i] - 2 : xs[i], v, { y, size: 7.5, align: right(i) ? 'right' : 'left' }));
  p.text(xs[3], fd(end, 'de'), { y: y + 10, size: 7.5 });
  y += 30;
  p.text(40, `Eidg. Stempelabgabe 5 %: CHF ${num(stamp, 'ch')}. Jahresprämie total CHF ${num(total, 'ch')}.`, { y, size: 8.5 });
  y += 12;
  p.text(40, 'Die Prämienrechnung erhalten Sie direkt von der Gesellschaft. Massgebend ist die Police.', { y, size: 8.5 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Tel. ${f.phone}`, f.email],
    [`FINMA-Reg.-Nr. ${digits(rng, 5)}`, f.web],
  ]);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** British classic-car broker's schedule (Word template): agreed value, limited mileage, IPT included. */
export const ukBrokerSchedule = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(
    rng,
    'UK',
    rng.pick(['Whitfield Classic Insurance Services', 'Hargreaves & Doyle Brokers']),
    'Specialist cover for classic and collectors’ vehicles',
  );
  const c = customer(rng, 'UK');
  const start = rng.date(2008, 2026);
  const end = yearOn(start);
  const pol = `${letters(rng, 3)}/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire & Theft', 'Comprehensive – Agreed Value']);
  const xs = rng.pick([100, 150, 250, 500]);
  const prem = r2(rng.int(12000, 68000) / 100);
  const ipt = r2(prem * rng.pick([0.06, 0.095, 0.12]));
  const fee = rng.pick([0, 15, 25]);
  const total = r2(prem + ipt + fee);
  letterhead(p, f, 'rightBlock', 'en');
  addressWindow(p, f, c.lines);
  p.text(40, 'MOTOR INSURANCE SCHEDULE', { y: 262, size: 13, bold: true });
  let y = 286;
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', c.name],
    ['Period of insurance', `${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both dates inclusive)`],
    ['Vehicle', `${rng.pick(CARS)}  ${plate(rng, 'UK')}`],
    ['Cover', cov],
    ['Agreed value', `£${num(rng.int(8, 95) * 1000, 'en')}`],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles per annum`],
    ['Excess', `£${xs} accidental damage`],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { y, size: 9, bold: true });
    p.text(190, v, { y, size: 9 });
    y += 15;
  }
  y += 10;
  p.box(40, y - 12, 300, 16 * (fee ? 4 : 3) + 6);
  const tl = (l: string, v: number, b = false) => {
    p.text(48, l, { y, size: 9, bold: b });
    p.text(330, `£${num(v, 'en')}`, { y, size: 9, bold: b, align: 'right' });
    y += 16;
  };
  tl('Premium', prem);
  tl('Insurance Premium Tax', ipt);
  if (fee) tl('Broker arrangement fee', fee);
  tl('Total payable', total, true);
  y += 16;
  p.text(40, 'This schedule forms part of your policy and should be read together with the policy wording.', { y, size: 8.5 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`T ${f.phone}`, f.email],
    ['Authorised and regulated by the', 'Financial Conduct Authority', `FRN ${digits(rng, 6)}`],
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: xs,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** Irish broker's renewal notice: levy and government stamp in the total, euro, "Renewal date". */
export const irishRenewalNotice = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'IE', rng.pick(['Callaghan Insurances Ltd', 'Sullivan & Murphy Brokers']), 'Vintage & classic vehicle insurance');
  const c = customer(rng, 'IE');
  const start = rng.date(2010, 2026);
  const end = yearOn(start);
  const pol = `CV${digits(rng, 8)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party Fire & Theft']);
  const xs = rng.pick([150, 250, 300]);
  const prem = r2(rng.int(15000, 55000) / 100);
  const levy = r2(prem * 0.05);
  const total = r2(prem + levy);
  letterhead(p, f, 'band', 'en');
  addressWindow(p, f, c.lines);
  refBlock(
    p,
    [
      ['Policy No', pol],
      ['Client Ref', `${letters(rng, 3)}${digits(rng, 3)}`],
      ['Date', fd(isoPlus(start, -21), 'uk')],
    ],
    'rightTab',
    350,
    150,
    205,
  );
  p.text(40, 'RENEWAL NOTICE', { y: 262, size: 14, bold: true });
  p.text(40, `Dear ${c.name.split(' ')[0]},`, { y: 286, size: 9.5 });
  p.text(40, `Your ${cov} policy falls due for renewal on ${fd(start, 'uk')}. Your renewal terms are set out below.`, { y: 302, size: 9 });
  let y = 330;
  const grid: [string, string][] = [
    ['Renewal date', fd(start, 'uk')],
    ['Expiry date', fd(end, 'uk')],
    ['Vehicle reg.', plate(rng, 'IE')],
    ['Cover', cov],
    ['Excess', `€${xs}`],
    ['Net premium', `€${num(prem, 'en')}`],
    ['Government levy (5%)', `€${num(levy, 'en')}`],
    ['Total premium', `€${num(total, 'en')}`],
  ];
  grid.forEach(([l, v], i) => {
    p.box(40, y - 11, 180, 16);
    p.box(220, y - 11, 200, 16);
    p.text(45, l, { y, size: 9, bold: i === 7 });
    p.text(225, v, { y, size: 9, bold: i === 7 });
    y += 16;
  });
  y += 16;
  p.text(40, 'If your details have changed please contact us before the renewal date.', { y, size: 9 });
  footer3(p, [
    [f.name, f.city],
    [`Tel ${f.phone}`, f.email],
    ['Regulated by the Central Bank of Ireland', `CRO ${digits(rng, 6)}`],
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: xs,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** US independent agency's declarations letter (agency system template), six-month term. */
export const usAgencyDeclarations = (rng: Random): Generated => {
  const p = new PageBuilder();
  const f = firm(rng, 'US', rng.pick(['Prescott Insurance Agency', 'Heritage Auto Insurance Group']), 'Independent agents · Collector vehicle programs');
  const c = customer(rng, 'US');
  const start = rng.date(2005, 2026);
  const end = isoPlus(`${start.slice(0, 5)}${String(((Number(start.slice(5, 7)) + 5) % 12) + 1).padStart(2, '0')}${start.slice(7)}`, 0);
  const endFix = end < start ? `${Number(end.slice(0, 4)) + 1}${end.slice(4)}` : end;
  const pol = `${letters(rng, 2)}${digits(rng, 7)}`;
  const cov = rng.pick(['Agreed Value Physical Damage', 'Liability and Comprehensive', 'Full Coverage']);
  const ded = rng.pick([0, 250, 500, 1000]);
  const parts = [r2(rng.int(4000, 22000) / 100), r2(rng.int(2000, 16000) / 100), r2(rng.int(500, 3000) / 100)];
  const fee = rng.pick([0, 10, 25]);
  const total = r2(parts[0] + parts[1] + parts[2] + fee);
  letterhead(p, f, 'logoLine', 'en');
  addressWindow(p, f, c.lines);
  p.text(350, fd(isoPlus(start, -25), 'uslong'), { y: 160, size: 9.5 });
  p.text(40, 'Policy Declarations', { y: 262, size: 14, bold: true });
  const y0 = refBlock(
    p,
    [
      ['Policy', pol],
      ['Effective', fd(start, 'us')],
      ['Expiration', fd(endFix, 'us')],
      ['Term', '6 months'],
    ],
    'grid',
    40,
    290,
    515,
  );
  let y = y0 + 18;
  p.text(40, `Vehicle: ${rng.pick(CARS)}   VIN ${vin(rng)}`, { y, size: 9 });
  y += 14;
  p.text(40, `Coverage: ${cov}   Deductible: ${money(ded, 'en', '$')}`, { y, size: 9 });
  y += 22;
  const tl = (l: string, v: number, b = false) => {
    p.text(60, l, { y, size: 9, bold: b });
    p.text(380, money(v, 'en', '$'), { y, size: 9, bold: b, align: 'right' });
    y += 13;
  };
  tl('Bodily injury / property damage liability', parts[0]);
  tl('Comprehensive / collision', parts[1]);
  tl('Uninsured motorist', parts[2]);
  if (fee) tl('Policy fee', fee);
  hline(p, 60, 320, y - 8);
  tl('Total 6-month premium', total, true);
  y += 20;
  p.text(40, 'Please review this declaration carefully and call our office with any questions.', { y, size: 9 });
  footer3(p, [
    [f.name, f.street, f.city],
    [`Phone ${f.phone}`, f.email],
    [`License #${digits(rng, 7)}`, f.web],
  ]);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: endFix,
  });
};
