/**
 * Insurance papers where the premium competes with other sums: net premium and insurance tax, DM beside euro, instalments
 * with a surcharge, Austria's engine-related tax collected with the premium, policy and instalment fees, agreed values and
 * excesses. premium is the total payable for the policy period the page names, insurance tax and the policy's fees and
 * instalment surcharges included, in the currency the page says is payable; never the instalment, never the agreed value.
 */
import { addDays, doc, fd, num, r2, sum, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  AT_TOWNS,
  DEM,
  DE_PLATE,
  DE_TOWNS,
  IEP,
  IE_TOWNS,
  UK_TOWNS,
  US_TOWNS,
  digits,
  letters,
  lv,
  newPage,
  personDE,
  personEN,
  sum2,
  sumLine,
  thou,
} from './kit';

const yearEnd = (iso: string) => addDays(`${yearOf(iso) + 1}${iso.slice(4)}`, -1);

/** German motor insurer 1999–2001: annual bill, DM payable with euro beside, tax 16 %. */
export function kfzBeitragDm(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const ins = rng.pick(['Westfälische Provinzial', 'HUK-Coburg', 'Gothaer', 'VHV']);
  const start = `${rng.int(1999, 2001)}-01-01`;
  const end = `${yearOf(start)}-12-31`;
  const issued = addDays(start, -rng.int(20, 50));
  p.text(40, ins, { size: 15, bold: true });
  p.down(12);
  p.text(40, 'Kraftfahrtversicherung', { size: 9 });
  p.down(44);
  p.text(40, `${personDE(rng)}`, { size: 10 });
  p.down(12);
  p.text(40, `${zip} ${town}`, { size: 10 });
  p.text(555, `${town}, ${fd(issued, 'de')}`, { size: 9, align: 'right' });
  p.down(30);
  p.text(40, `Beitragsrechnung für ${yearOf(start)}`, { size: 12, bold: true });
  p.down(18);
  const pol = `${digits(rng, 3)}-${digits(rng, 7)}`;
  lv(p, 40, 'Versicherungsschein-Nr.', pol, 180);
  p.down(12);
  lv(p, 40, 'Amtl. Kennzeichen', DE_PLATE(rng, code), 180);
  p.down(12);
  lv(p, 40, 'Versicherungszeitraum', `${fd(start, 'de')} bis ${fd(end, 'de')}`, 180);
  p.down(12);
  const cov = rng.pick(['Haftpflicht und Vollkasko', 'Haftpflicht und Teilkasko', 'Kfz-Haftpflicht']);
  lv(p, 40, 'Versicherungsumfang', cov, 180);
  p.down(24);
  const hp = r2(rng.int(350, 1300) + rng.pick([0, 0.4, 0.8]));
  const kasko = cov === 'Kfz-Haftpflicht' ? 0 : r2(rng.int(120, 900) + rng.pick([0, 0.2, 0.6]));
  const sb = cov === 'Haftpflicht und Vollkasko' ? rng.pick([650, 1000, 2000]) : cov === 'Haftpflicht und Teilkasko' ? rng.pick([300, 300, 600]) : 0;
  const e = (n: number) => num(r2(n / DEM), 'de');
  p.text(470, 'DM', { size: 9, bold: true, align: 'right' });
  p.text(555, 'EUR', { size: 9, bold: true, align: 'right' });
  p.down(13);
  sum2(p, 40, `Haftpflicht (SF ${rng.int(3, 20)}, ${rng.int(30, 85)} %)`, num(hp, 'de'), 470, e(hp), 555);
  if (kasko) sum2(p, 40, `${cov.endsWith('Vollkasko') ? 'Vollkasko' : 'Teilkasko'} (SB DM ${num(sb, 'de')})`, num(kasko, 'de'), 470, e(kasko), 555);
  const net = r2(hp + kasko);
  const tax = r2(net * 0.16);
  const total = r2(net + tax);
  sum2(p, 40, 'Beitrag netto', num(net, 'de'), 470, e(net), 555);
  sum2(p, 40, '16 % Versicherungsteuer', num(tax, 'de'), 470, e(tax), 555);
  sum2(p, 40, 'Zu zahlender Jahresbeitrag', num(total, 'de'), 470, e(total), 555, { bold: true });
  p.down(14);
  p.text(40, `Fällig am ${fd(start, 'de')}. Der Beitrag wird in DM von Ihrem Konto abgebucht; Euro-Beträge zur Information.`, { size: 8 });
  const t: Generated['truth'] = { documentType: 'insurance', policyNumber: pol, coverageType: cov, premium: total, effectiveStart: start, effectiveEnd: end };
  if (sb) t.deductible = sb;
  return doc(p, 'de', t);
}

/** Classic-car policy 2012–2026: annual premium incl. 19 % tax, monthly payment with a surcharge, total for the year. */
export function oldtimerRaten(rng: Random): Generated {
  const p = newPage(54);
  const [town, zip, code] = rng.pick(DE_TOWNS);
  const ins = rng.pick(['OCC Assekuradeur', 'Classic Line Versicherungsdienst', 'Helvetia Oldtimer']);
  const start = rng.date(2012, 2025);
  const end = yearEnd(start);
  p.text(555, ins, { size: 13, bold: true, align: 'right' });
  p.down(12);
  p.text(555, `im Auftrag der ${rng.pick(['Allianz Versicherungs-AG', 'Württembergische Versicherung AG', 'Mannheimer Versicherung AG'])}`, {
    size: 7.5,
    align: 'right',
  });
  p.down(50);
  p.text(40, 'Versicherungsschein – Oldtimer-Versicherung', { size: 12, bold: true });
  p.down(20);
  const pol = `OT ${digits(rng, 6)}-${rng.int(1, 9)}`;
  const rows: [string, string][] = [
    ['Versicherungsnehmer', `${personDE(rng)}, ${zip} ${town}`],
    ['Vertragsnummer', pol],
    ['Fahrzeug', `${rng.pick(['Mercedes-Benz 230 SL', 'Porsche 356 B', 'VW T1 Samba', 'BMW 3.0 CS'])}, ${DE_PLATE(rng, code)}H`],
    ['Vertragsbeginn', fd(start, 'de')],
    ['Ablauf', fd(end, 'de')],
    ['Deckung', rng.pick(['Haftpflicht + Vollkasko mit Allgefahrendeckung', 'Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko'])],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 190, { size: 9 });
    p.down(13);
  }
  const cov = rows[5][1];
  const agreed = rng.int(20, 140) * 1000;
  const sb = rng.pick([150, 250, 500, 1000]);
  lv(p, 40, 'Vereinbarter Wert', `${num(agreed, 'de')} €`, 190, { size: 9 });
  p.down(13);
  lv(p, 40, 'Selbstbeteiligung', `${num(sb, 'de')} € je Schadenfall`, 190, { size: 9 });
  p.down(26);
  const net = r2(rng.int(120, 780) + rng.pick([0, 0.5]));
  const tax = r2(net * 0.19);
  const annual = r2(net + tax);
  const surcharge = rng.pick([3, 5]);
  const rate = r2((annual * (1 + surcharge / 100)) / 12);
  const total = r2(rate * 12);
  sumLine(p, 40, 'Jahresnettobeitrag', `${num(net, 'de')} €`, 330);
  sumLine(p, 40, 'Versicherungsteuer 19 %', `${num(tax, 'de')} €`, 330);
  sumLine(p, 40, 'Jahresbeitrag bei jährlicher Zahlung', `${num(annual, 'de')} €`, 330);
  sumLine(p, 40, `Ratenzuschlag monatliche Zahlung ${surcharge} %`, 'enthalten', 330);
  sumLine(p, 40, 'Monatsrate', `${num(rate, 'de')} €`, 330, { bold: true });
  sumLine(p, 40, 'Gesamtbeitrag Versicherungsjahr (12 Raten)', `${num(total, 'de')} €`, 330, { bold: true });
  p.down(14);
  p.text(40, 'Zahlweise: monatlich per SEPA-Lastschrift. Der vereinbarte Wert gilt als Versicherungssumme ohne Abzug.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Austrian motor policy: premium, 11 % insurance tax and the engine-related tax collected with it; half-yearly bills. */
export function atPraemie(rng: Random): Generated {
  const p = newPage(50);
  const [town, zip, code] = rng.pick(AT_TOWNS);
  const ins = rng.pick(['Oberösterreichische Versicherung AG', 'Grazer Wechselseitige', 'Wiener Städtische', 'UNIQA']);
  const start = rng.date(2005, 2024);
  const end = yearEnd(start);
  p.text(40, ins, { size: 13, bold: true });
  p.down(50);
  p.text(40, 'Polizze / Prämienvorschreibung', { size: 12, bold: true });
  p.down(18);
  const pol = `${digits(rng, 2)}/${digits(rng, 7)}-${rng.int(1, 9)}`;
  const kw = rng.int(40, 140);
  const cov = rng.pick(['Kfz-Haftpflicht', 'Kfz-Haftpflicht und Kasko', 'Haftpflicht, Teilkasko']);
  const boxRows: [string, string][] = [
    ['Polizzennummer', pol],
    ['Versicherungsnehmer', `${personDE(rng)}, ${zip} ${town}`],
    ['Kennzeichen', `${code}-${rng.int(100, 9999)}${letters(rng, 2)}`],
    ['Leistung', `${kw} kW`],
    ['Sparte', cov],
    ['Laufzeit', `${fd(start, 'de')} – ${fd(end, 'de')}`],
  ];
  p.box(40, p.y - 4, 515, boxRows.length * 14 + 6);
  p.down(8);
  for (const [l, v] of boxRows) {
    lv(p, 48, `${l}:`, v, 180);
    p.down(14);
  }
  p.down(16);
  const hp = r2(rng.int(250, 900));
  const kasko = cov === 'Kfz-Haftpflicht' ? 0 : r2(rng.int(150, 700));
  const vst = r2((hp + kasko) * 0.11);
  const mot = r2(Math.max(6, kw - 24) * 0.682 * 12);
  const total = r2(hp + kasko + vst + mot);
  sumLine(p, 40, 'Haftpflichtprämie', `EUR ${num(hp, 'de')}`, 400);
  if (kasko) sumLine(p, 40, 'Kaskoprämie', `EUR ${num(kasko, 'de')}`, 400);
  sumLine(p, 40, 'Versicherungssteuer 11 %', `EUR ${num(vst, 'de')}`, 400);
  sumLine(p, 40, 'motorbezogene Versicherungssteuer', `EUR ${num(mot, 'de')}`, 400);
  sumLine(p, 40, 'Jahresprämie gesamt', `EUR ${num(total, 'de')}`, 400, { bold: true });
  p.down(8);
  sumLine(p, 40, 'Vorschreibung halbjährlich, je', `EUR ${num(r2(total / 2), 'de')}`, 400);
  let sb = 0;
  if (kasko) {
    sb = rng.pick([300, 350, 500]);
    sumLine(p, 40, 'Selbstbehalt Kasko', `EUR ${num(sb, 'de')}`, 400);
  }
  p.down(14);
  p.text(40, 'Die motorbezogene Versicherungssteuer wird vom Versicherer für das Finanzamt eingehoben.', { size: 8 });
  const t: Generated['truth'] = { documentType: 'insurance', policyNumber: pol, coverageType: cov, premium: total, effectiveStart: start, effectiveEnd: end };
  if (sb) t.deductible = sb;
  return doc(p, 'de', t);
}

/** UK classic-car schedule: agreed value, premium, IPT and an admin fee; total payable. */
export function ukClassicSchedule(rng: Random): Generated {
  const p = newPage(50);
  const town = rng.pick(UK_TOWNS);
  const broker = rng.pick(['Heritage Classic Cover', 'Marque & Model Insurance Services', 'Brooklands Classic Policies']);
  const start = rng.date(2003, 2026);
  const end = yearEnd(start);
  const y = yearOf(start);
  const iptRate = y < 2011 ? 5 : y < 2016 ? 6 : y < 2017 ? 9.5 : y < 2018 ? 10 : 12;
  p.text(40, broker, { size: 14, bold: true });
  p.down(12);
  p.text(40, `Authorised and regulated by the Financial Conduct Authority · ${town}`, { size: 7.5 });
  p.down(40);
  p.text(40, 'SCHEDULE', { size: 13, bold: true });
  p.down(20);
  const pol = `${letters(rng, 3)}/${digits(rng, 6)}/${digits(rng, 2)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party, Fire and Theft', 'Comprehensive – Agreed Value']);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', personEN(rng)],
    ['Period of insurance', `${fd(start, 'uklong')} to ${fd(end, 'uklong')} (both days inclusive)`],
    ['Cover', cov],
    ['Vehicle', `${rng.pick(['1967 Jaguar E-Type 4.2', '1972 MGB GT', '1965 Austin-Healey 3000', '1989 Ford Sierra RS Cosworth'])}`],
    ['Limited mileage', `${thou(rng.pick([1500, 3000, 5000]), ',')} miles per year`],
  ];
  for (const [l, v] of rows) {
    lv(p, 40, l, v, 170);
    p.down(13);
  }
  const agreed = rng.int(8, 95) * 1000;
  const xs = rng.pick([100, 150, 250, 500]);
  lv(p, 40, 'Agreed value', `£${num(agreed, 'en')}`, 170);
  p.down(13);
  lv(p, 40, 'Excess', `£${num(xs, 'en')} accidental damage`, 170);
  p.down(26);
  const prem = r2(rng.int(90, 650) + rng.pick([0, 0.5]));
  const ipt = r2((prem * iptRate) / 100);
  const fee = rng.pick([15, 20, 25, 30]);
  const total = r2(prem + ipt + fee);
  sumLine(p, 40, 'Annual premium', num(prem, 'en'), 330);
  sumLine(p, 40, `Insurance Premium Tax @ ${iptRate}%`, num(ipt, 'en'), 330);
  sumLine(p, 40, 'Arrangement fee', num(fee, 'en'), 330);
  sumLine(p, 40, 'Total payable', `£${num(total, 'en')}`, 330, { bold: true });
  p.down(16);
  p.text(40, 'The agreed value is the sum payable in the event of a total loss; it is not the premium.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: cov,
    premium: total,
    deductible: xs,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** US declarations page: per-coverage premiums for six months, policy fee and instalment fees, total for the term. */
export function usDeclarations(rng: Random): Generated {
  const p = newPage(46);
  const [town, st] = rng.pick(US_TOWNS);
  const ins = rng.pick(['Heartland Mutual Insurance Co.', 'Great Lakes Casualty Company', 'Prairie State Auto Insurance']);
  const start = rng.date(1995, 2025);
  const end = addDays(start, 182 + rng.int(0, 1));
  p.text(40, ins, { size: 14, bold: true });
  p.down(12);
  p.text(40, 'PERSONAL AUTO POLICY — DECLARATIONS', { size: 10, bold: true });
  p.down(30);
  const pol = `${st}${digits(rng, 8)}`;
  lv(p, 40, 'POLICY NUMBER', pol, 150, { size: 9 });
  lv(p, 320, 'NAMED INSURED', personEN(rng).toUpperCase(), 420, { size: 9 });
  p.down(12);
  lv(p, 40, 'POLICY PERIOD', `${fd(start, 'us')} to ${fd(end, 'us')}`, 150, { size: 9 });
  lv(p, 320, 'GARAGING', `${town.toUpperCase()}, ${st}`, 420, { size: 9 });
  p.down(12);
  const plan = rng.pick(['Full Coverage', 'Liability Plus Physical Damage']);
  lv(p, 40, 'COVERAGE PLAN', plan, 150, { size: 9 });
  p.down(12);
  p.text(40, '12:01 A.M. standard time at the address of the named insured', { size: 7.5 });
  p.down(24);
  const cols = [40, 280, 440, 555];
  p.text(cols[0], 'COVERAGE', { size: 8.5, bold: true });
  p.text(cols[1], 'LIMITS', { size: 8.5, bold: true });
  p.text(cols[3], '6-MONTH PREMIUM', { size: 8.5, bold: true, align: 'right' });
  p.down(13);
  const ded = rng.pick([250, 500, 1000]);
  const lines: [string, string, number][] = [
    ['Bodily Injury Liability', `$${rng.pick(['50,000/100,000', '100,000/300,000', '250,000/500,000'])}`, r2(rng.int(80, 260))],
    ['Property Damage Liability', `$${rng.pick(['50,000', '100,000'])}`, r2(rng.int(40, 140))],
    ['Uninsured Motorists', `$${rng.pick(['50,000/100,000', '100,000/300,000'])}`, r2(rng.int(12, 60))],
    ['Collision', `$${ded} deductible`, r2(rng.int(90, 380))],
    ['Comprehensive', `$${ded} deductible`, r2(rng.int(30, 160))],
  ];
  for (const [c, l, v] of lines) {
    p.text(cols[0], c, { size: 8.5 });
    p.text(cols[1], l, { size: 8.5 });
    p.text(cols[3], num(v, 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(6);
  const prem = sum(lines.map((l) => l[2]));
  const fee = rng.pick([10, 15, 25]);
  const inst = rng.pick([0, 3, 5]);
  const n = inst ? 5 : 0;
  const total = r2(prem + fee + inst * n);
  sumLine(p, 280, 'Total coverage premium', num(prem, 'en'), 555);
  sumLine(p, 280, 'Policy fee', num(fee, 'en'), 555);
  if (inst) sumLine(p, 280, `Installment fees (${n} x $${inst}.00)`, num(inst * n, 'en'), 555);
  sumLine(p, 280, 'TOTAL POLICY PREMIUM AND FEES', `$${num(total, 'en')}`, 555, { bold: true });
  p.down(10);
  if (inst)
    p.text(40, `Payment plan: down payment $${num(r2(total / 6), 'en')} then 5 installments. Each installment bill shows only the amount then due.`, {
      size: 8,
    });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: plan,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** Irish motor renewal 1999–2001: IR£ payable, euro beside, the government levy on top. */
export function irishRenewal(rng: Random): Generated {
  const p = newPage(50);
  const [town] = rng.pick(IE_TOWNS);
  const ins = rng.pick(['Hibernian General', 'FBD Insurance', 'Guardian PMPA', 'Irish National Insurance']);
  const start = rng.date(1999, 2001);
  const end = yearEnd(start);
  p.text(40, ins, { size: 14, bold: true });
  p.down(12);
  p.text(40, `${town} Branch`, { size: 9 });
  p.down(40);
  p.text(40, 'MOTOR RENEWAL NOTICE', { size: 12, bold: true });
  p.down(18);
  const pol = `${letters(rng, 1)}${digits(rng, 7)}`;
  const cov = rng.pick(['Comprehensive', 'Third Party Fire & Theft', 'Third Party Only']);
  lv(p, 40, 'Policy No:', pol, 140);
  p.down(12);
  lv(p, 40, 'Insured:', personEN(rng), 140);
  p.down(12);
  lv(p, 40, 'Renewal date:', fd(start, 'uk'), 140);
  lv(p, 300, 'Expiry:', fd(end, 'uk'), 370);
  p.down(12);
  lv(p, 40, 'Cover:', cov, 140);
  p.down(12);
  lv(
    p,
    40,
    'Vehicle:',
    `${rng.pick(['Toyota Carina', 'Opel Astra', 'Ford Escort', 'Nissan Sunny'])} ${String(rng.int(88, 99))}-${rng.pick(['G', 'C', 'KK', 'L'])}-${rng.int(100, 9999)}`,
    140,
  );
  p.down(26);
  const e = (n: number) => num(r2(n / IEP), 'en');
  p.text(470, 'IR£', { size: 9, bold: true, align: 'right' });
  p.text(555, 'EURO', { size: 9, bold: true, align: 'right' });
  p.down(13);
  const prem = r2(rng.int(220, 900));
  const ncd = r2(prem * rng.pick([0.3, 0.4, 0.5]));
  const net = r2(prem - ncd);
  const levy = r2(net * 0.02);
  const total = r2(net + levy);
  sum2(p, 40, 'Premium before No Claims Discount', num(prem, 'en'), 470, e(prem), 555);
  sum2(p, 40, 'Less No Claims Discount', `-${num(ncd, 'en')}`, 470, `-${e(ncd)}`, 555);
  sum2(p, 40, 'Government levy 2%', num(levy, 'en'), 470, e(levy), 555);
  sum2(p, 40, 'Renewal premium payable', num(total, 'en'), 470, e(total), 555, { bold: true });
  p.down(10);
  let xs = 0;
  if (cov === 'Comprehensive') {
    xs = rng.pick([100, 150, 200]);
    p.text(40, `Excess: IR£${xs} each and every claim (own damage).`, { size: 8.5 });
    p.down(12);
  }
  p.text(40, 'Please pay in Irish pounds. Euro figures are shown for information only.', { size: 8 });
  const t: Generated['truth'] = { documentType: 'insurance', policyNumber: pol, coverageType: cov, premium: total, effectiveStart: start, effectiveEnd: end };
  if (xs) t.deductible = xs;
  return doc(p, 'en', t);
}
