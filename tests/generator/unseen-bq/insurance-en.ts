/**
 * English-language insurance paper: a British classic-car schedule with its excesses, a broker's renewal letter, a US
 * collector-vehicle declarations page, an Irish cover note, an Ontario certificate with its pink card, and an
 * Australian agreed-value schedule with GST and stamp duty.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AMERICAN, AU_TOWNS, BRIT, CA_TOWNS, IE_TOWNS, UK_TOWNS, US_TOWNS, car, digits, field, letters, lv, personEN, plateUK, streetEN } from './kit';

const startIn = (rng: Random, from: number, to: number) => rng.date(from, to);
const yearLater = (iso: string, n = 1) => addDays(`${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`, -1);
/** UK insurance premium tax of the year (none before October 1994). */
function ipt(y: number) {
  if (y < 1995) return 0;
  if (y < 1998) return 2.5;
  if (y < 2000) return 4;
  if (y < 2011) return 5;
  if (y < 2016) return 6;
  if (y < 2017) return 10;
  return 12;
}
const money = (n: number) => num(n, 'en');

export function ukSchedule(rng: Random): Generated {
  const start = startIn(rng, 1996, 2025);
  const end = yearLater(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, BRIT);
  const [town, pc] = rng.pick(UK_TOWNS);
  const holder = personEN(rng);
  const broker = rng.pick(['Cotswold Classic Insurance Services Ltd', 'Marque & Vintage Brokers LLP', 'Pennine Heritage Motor Insurance']);
  const underwriter = rng.pick(['Albion Underwriting Agency Ltd on behalf of certain Lloyd’s syndicates', 'Caledonian General Insurance plc']);
  const policy = `${letters(rng, 3)}/${digits(rng, 6)}/${rng.int(1, 9)}`;
  const cover = rng.pick(['Comprehensive', 'Comprehensive (Agreed Value)']);
  const compulsory = rng.pick([100, 150, 250]);
  const voluntary = rng.pick([0, 100, 150, 250]);
  const ad = compulsory + voluntary;
  const value = rng.int(8, 90) * 500;
  const net = r2(rng.int(120, 480) + rng.int(0, 99) / 100);
  const tax = r2((net * ipt(y)) / 100);
  const total = r2(net + tax);
  const p = new PageBuilder();
  p.text(50, broker, { size: 12, bold: true });
  p.down(12).text(50, `Registered office: ${streetEN(rng)}, ${town} ${pc} · Authorised and regulated by the Financial Conduct Authority`, { size: 7 });
  p.down(34).text(50, 'MOTOR INSURANCE SCHEDULE', { size: 15, bold: true });
  p.text(545, `Issued ${fd(addDays(start, -rng.int(2, 20)), 'uk')}`, { size: 9, align: 'right' });
  p.down(8);
  hline(p, 50, 495);
  const rows: [string, string][] = [
    ['Policy number', policy],
    ['Policyholder', `${holder}, ${streetEN(rng)}, ${town}`],
    ['Insurer', underwriter],
    ['Period of insurance', `From ${fd(start, 'uk')} to ${fd(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration mark', plateUK(rng, c.year)],
    ['Cover', cover],
    ['Agreed value', `£${money(value)}`],
    ['Use', 'Social, domestic and pleasure only, including club events. Excluding commuting.'],
    ['Annual mileage limit', `${money(rng.pick([1500, 3000, 5000])).slice(0, -3)} miles`],
    ['Drivers', `${holder} and any named driver aged 25 or over`],
  ];
  for (const [a, b] of rows) {
    p.down(16);
    p.text(52, a, { size: 9.5, bold: true });
    p.text(200, b, { size: 9.5 });
  }
  p.down(26).text(52, 'EXCESSES', { size: 10, bold: true });
  const cols: Col[] = [{ x: 52 }, { x: 300, align: 'right' }, { x: 400, align: 'right' }, { x: 500, align: 'right' }];
  p.down(16);
  row(p, cols, ['Section', 'Compulsory', 'Voluntary', 'Total'], { bold: true });
  const exc: [string, number, number][] = [
    ['Accidental damage', compulsory, voluntary],
    ['Fire and theft', compulsory, 0],
    ['Windscreen (repair / replacement)', 0, 0],
  ];
  for (const [s, a, b] of exc) {
    p.down(14);
    row(p, cols, [s, `£${a}`, `£${b}`, s.startsWith('Wind') ? '£25 / £75' : `£${a + b}`]);
  }
  p.down(26).text(52, 'PREMIUM', { size: 10, bold: true });
  const pc2: Col[] = [{ x: 52 }, { x: 500, align: 'right' }];
  p.down(16);
  row(p, pc2, ['Annual premium', `£${money(net)}`]);
  if (tax) {
    p.down(14);
    row(p, pc2, [`Insurance Premium Tax at ${ipt(y)}%`, `£${money(tax)}`]);
  }
  p.down(6);
  hline(p, 380, 125);
  p.down(14);
  row(p, pc2, ['Total premium payable', `£${money(total)}`], { bold: true });
  p.down(30);
  para(
    p,
    50,
    'This schedule forms part of your policy and must be read together with the policy wording and your certificate of motor insurance. Please check it carefully and tell us at once if anything is wrong.',
    100,
    { size: 8.5 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: ad,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function ukRenewalBroker(rng: Random): Generated {
  const start = startIn(rng, 1986, 2025);
  const end = yearLater(start);
  const y = Number(start.slice(0, 4));
  const c = car(rng, BRIT);
  const [town, pc] = rng.pick(UK_TOWNS);
  const holder = personEN(rng);
  const broker = rng.pick(['R. J. Thwaites & Son, Insurance Brokers', 'Heritage Lane Insurance Consultants', 'The Old Mill Insurance Bureau']);
  const policy = `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 5)}`;
  const cover = rng.pick(['Third Party, Fire and Theft', 'Third Party Only', 'Comprehensive']);
  const excess = cover === 'Third Party Only' ? 0 : rng.pick([50, 100, 150]);
  const last = r2(rng.int(70, 260) + rng.int(0, 99) / 100);
  const now = r2(last * (1 + (rng.next() - 0.3) * 0.2));
  const plate = plateUK(rng, c.year);
  const p = new PageBuilder();
  p.text(297, broker, { size: 13, bold: true, serif: true, align: 'center' });
  p.down(13).text(297, `${streetEN(rng)} · ${town} · ${pc} · Telephone ${town} ${rng.int(20000, 89999)}`, { size: 8, align: 'center', serif: true });
  p.down(40).text(50, holder, { size: 10, serif: true });
  p.down(13).text(50, streetEN(rng), { size: 10, serif: true });
  p.down(13).text(50, `${town} ${pc}`, { size: 10, serif: true });
  p.text(545, fd(addDays(start, -rng.int(14, 28)), 'uklong'), { size: 10, serif: true, align: 'right' });
  p.down(30).text(50, `Our ref: ${letters(rng, 2)}/${policy}`, { size: 9, serif: true });
  p.down(24).text(50, `Dear ${holder.split(' ')[0]},`, { size: 10, serif: true });
  p.down(20).text(50, `Renewal of your classic car policy — ${c.make} ${c.model}, registration ${plate}`, { size: 10, bold: true, serif: true });
  p.down(20);
  para(
    p,
    50,
    `Your policy number ${policy} falls due for renewal on ${fd(start, 'uklong')}. We have approached the insurers on your behalf and are pleased to enclose their renewal terms, which we recommend you accept.`,
    90,
    { serif: true, size: 10, step: 13 },
  );
  p.down(8);
  const rows: [string, string][] = [
    ['Period of cover', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
    ['Cover', cover],
    ['Excess', excess ? `£${excess} ${cover === 'Comprehensive' ? 'each and every claim' : '(fire and theft claims)'}` : 'Nil'],
    ['Last year’s premium', `£${money(last)}`],
    [y >= 1995 ? 'Renewal premium (including IPT)' : 'Renewal premium', `£${money(now)}`],
  ];
  for (const [a, b] of rows) {
    p.down(15);
    p.text(70, a, { size: 10, serif: true });
    p.text(260, b, { size: 10, serif: true, bold: a.startsWith('Renewal') });
  }
  p.down(26);
  para(
    p,
    50,
    `To renew, please return the enclosed form with your cheque made payable to ourselves, or telephone us with your card details, before the renewal date. Your new certificate of insurance will then be sent by return. Please tell us if the car has been modified or if its value has changed.`,
    90,
    { serif: true, size: 10, step: 13 },
  );
  p.down(14).text(50, 'Yours sincerely,', { size: 10, serif: true });
  p.down(36).text(50, personEN(rng), { size: 10, serif: true });
  p.down(13).text(50, 'Account Executive', { size: 9, serif: true });
  const t: Generated['truth'] = {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: now,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (excess) t.deductible = excess;
  return doc(p, 'en', t);
}

export function usDeclarations(rng: Random): Generated {
  const start = startIn(rng, 1992, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const c = car(rng, AMERICAN);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const holder = personEN(rng);
  const insurer = rng.pick(['Great Lakes Collector Car Insurance Company', 'Heartland Mutual — Classic Division', 'Sunbelt Specialty Auto Insurance Co.']);
  const policy = `CV-${digits(rng, 3)}-${digits(rng, 5)}-${rng.int(0, 9)}${rng.int(0, 9)}`;
  const ded = rng.pick([100, 250, 250, 500]);
  const value = rng.int(15, 120) * 1000;
  const cover = 'Agreed Value Comprehensive & Collision';
  const lines: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 each person / $300,000 each accident', '—', r2(rng.int(40, 140))],
    ['Property Damage Liability', '$50,000 each accident', '—', r2(rng.int(15, 60))],
    ['Medical Payments', '$5,000 each person', '—', r2(rng.int(4, 18))],
    ['Uninsured/Underinsured Motorist', '$100,000 / $300,000', '—', r2(rng.int(10, 40))],
    ['Comprehensive', `Agreed Value $${money(value).slice(0, -3)}`, ded ? `$${ded}` : '$0', r2(rng.int(30, 220))],
    ['Collision', `Agreed Value $${money(value).slice(0, -3)}`, ded ? `$${ded}` : '$0', r2(rng.int(40, 260))],
    ['Roadside Assistance / Flatbed Towing', 'Included', '—', 0],
  ];
  const fee = rng.chance(0.5) ? 15 : 0;
  const total = sum([...lines.map((l) => l[3]), fee]);
  const p = new PageBuilder();
  p.text(50, insurer, { size: 12, bold: true });
  p.down(12).text(50, `Home Office: ${rng.int(100, 9999)} ${rng.pick(['Commerce Pkwy', 'Market St', 'Lakeshore Dr'])}, ${rng.pick(US_TOWNS)[0]}`, { size: 8 });
  p.down(30).text(297, 'COLLECTOR VEHICLE POLICY — DECLARATIONS PAGE', { size: 13, bold: true, align: 'center' });
  p.down(24);
  field(p, 50, p.y, 200, 'POLICY NUMBER', policy, { bold: true });
  field(p, 250, p.y, 295, 'POLICY PERIOD (12:01 A.M. standard time at the address of the named insured)', `${fd(start, 'us')} to ${fd(end, 'us')}`);
  p.down(26);
  field(p, 50, p.y, 495, 'NAMED INSURED AND ADDRESS', `${holder}, ${streetEN(rng).replace('Road', 'Rd')}, ${town}, ${st} ${zip}`);
  p.down(26);
  field(p, 50, p.y, 300, 'DESCRIBED VEHICLE', `${c.year} ${c.make} ${c.model}`);
  field(p, 350, p.y, 195, 'VIN', c.vin);
  p.down(40);
  lv(p, 50, 'Coverage Type:', cover, 130, { bold: true });
  p.down(22);
  const cols: Col[] = [{ x: 52 }, { x: 225 }, { x: 445, align: 'right' }, { x: 543, align: 'right' }];
  p.box(50, p.y - 11, 495, 15, true);
  row(p, cols, ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'], { bold: true, size: 8.5 });
  for (const l of lines) {
    p.down(15);
    row(p, cols, [l[0], l[1], l[2], l[3] ? `$${money(l[3])}` : 'Incl.'], { size: 8.5 });
  }
  if (fee) {
    p.down(15);
    row(p, cols, ['Policy Fee', '', '', `$${money(fee)}`], { size: 8.5 });
  }
  p.down(6);
  hline(p, 50, 495);
  p.down(15);
  row(p, cols, ['TOTAL ANNUAL PREMIUM', '', '', `$${money(total)}`], { bold: true, size: 9 });
  p.down(30);
  para(
    p,
    50,
    'Usage restrictions: the described vehicle is to be used for exhibitions, club activities, parades and occasional pleasure driving only, and stored in a locked, fully enclosed garage. The agreed value is the amount we will pay for a total loss, without deduction for depreciation.',
    105,
    { size: 8 },
  );
  p.down(10).text(50, `Countersigned ${fd(addDays(start, -rng.int(3, 25)), 'us')}  ·  Agent: ${personEN(rng)}, ${town}, ${st}`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: ded,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function irishCoverNote(rng: Random): Generated {
  const start = startIn(rng, 1974, 2012);
  const y = Number(start.slice(0, 4));
  const days = rng.pick([14, 30]);
  const end = addDays(start, days);
  const C = y < 2002 ? 'IR£' : '€';
  const c = car(rng, (x) => x.from < y);
  const holder = personEN(rng);
  const town = rng.pick(IE_TOWNS);
  const company = rng.pick(['Hibernian Vintage Motor Insurance', 'Leinster & General Assurance Co. Ltd', 'Shannonside Insurances Ltd']);
  const note = `${rng.int(10000, 99999)}`;
  const cover = rng.pick(['Third Party, Fire and Theft', 'Comprehensive']);
  const excess = rng.pick([50, 100, 150]);
  const prem = r2(rng.int(45, 260) + rng.pick([0, 0.5]));
  const levy = y >= 1983 ? r2(prem * 0.02) : 0;
  const total = r2(prem + levy);
  const reg =
    y < 1987 ? `${letters(rng, 2)}I ${rng.int(100, 9999)}` : `${String(c.year).slice(2)}-${rng.pick(['D', 'KK', 'C', 'G', 'MO'])}-${rng.int(1, 9999)}`;
  const p = new PageBuilder();
  p.box(40, 40, 515, 520);
  p.text(297, company, { y: 64, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, `Branch Office: ${town}`, { y: 78, size: 8.5, serif: true, align: 'center' });
  p.text(297, 'TEMPORARY COVER NOTE', { y: 104, size: 14, bold: true, align: 'center' });
  p.text(500, `No. ${note}`, { y: 104, size: 11, bold: true, align: 'right' });
  p.y = 130;
  const rows: [string, string][] = [
    ['Name of insured', holder],
    ['Address', `${streetEN(rng)}, ${town}`],
    ['Registration mark', reg],
    ['Make and model', `${c.make} ${c.model} (${c.year})`],
    ['Cover granted', cover],
    ['Excess', `${C}${excess} each and every ${cover === 'Comprehensive' ? 'own damage' : 'fire or theft'} claim`],
    ['Deposit premium received', `${C}${money(prem)}${levy ? `  +  Government levy ${C}${money(levy)}  =  ${C}${money(total)}` : ''}`],
  ];
  for (const [a, b] of rows) {
    p.down(20);
    p.text(60, a, { size: 9.5, serif: true });
    p.text(210, b, { size: 10, serif: true, bold: a === 'Cover granted' });
  }
  p.down(26);
  para(
    p,
    60,
    `The insured described above having proposed for insurance in respect of the motor vehicle described above, the risk is hereby held covered for a period of ${days} days from ${rng.pick(['10', '11', '2'])}.${rng.pick(['00', '30'])} ${rng.pick(['a.m.', 'p.m.'])} on ${fd(start, 'uk')} to ${fd(end, 'uk')} (unless the cover be terminated earlier by notice in writing), subject to the terms of the company’s usual form of policy for vintage motor cars.`,
    88,
    { serif: true, size: 9.5, step: 13 },
  );
  p.down(10);
  para(p, 60, 'Certificate of Insurance: we hereby certify that this cover note satisfies the requirements of the Road Traffic Acts 1961 to 1968.', 88, {
    serif: true,
    size: 9,
    step: 12,
  });
  p.down(28).text(60, `Issued at ${town.split(',')[0]} on ${fd(start, 'uk')}`, { size: 9.5, serif: true });
  p.text(500, 'for the Company', { size: 9, serif: true, align: 'right' });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: note,
    coverageType: cover,
    premium: total,
    deductible: excess,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function ontarioCertificate(rng: Random): Generated {
  const start = startIn(rng, 1996, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const c = car(rng, (x) => AMERICAN(x) || x.make === 'Datsun');
  const [town, pc] = rng.pick(CA_TOWNS);
  const holder = personEN(rng);
  const insurer = rng.pick(['Lakehead Mutual Insurance Company', 'Dominion Collector Vehicle Underwriters', 'Trillium General Insurance']);
  const policy = `${letters(rng, 2)}${digits(rng, 7)}`;
  const sp = rng.pick([250, 500, 1000]);
  const lines: [string, string, string, number][] = [
    ['Third Party Liability', '$2,000,000', '', r2(rng.int(150, 420))],
    ['Accident Benefits', 'Standard', '', r2(rng.int(40, 120))],
    ['Direct Compensation – Property Damage', '', '$0', r2(rng.int(20, 60))],
    ['Uninsured Automobile', 'Standard', '', r2(rng.int(5, 20))],
    ['Specified Perils', `Stated amount $${money(rng.int(20, 80) * 1000).slice(0, -3)}`, `$${money(sp)}`, r2(rng.int(30, 140))],
  ];
  const prem = sum(lines.map((l) => l[3]));
  const rst = r2(prem * 0.08);
  const total = r2(prem + rst);
  const cover = 'Collector Vehicle – Specified Perils';
  const p = new PageBuilder();
  p.text(50, insurer, { size: 12, bold: true });
  p.down(14).text(50, 'ONTARIO AUTOMOBILE POLICY (OAP 1) — CERTIFICATE OF AUTOMOBILE INSURANCE', { size: 10, bold: true });
  p.down(22);
  field(p, 50, p.y, 180, 'Policy Number', policy, { bold: true });
  field(p, 230, p.y, 155, 'Effective Date (12:01 a.m.)', fd(start, 'iso').replace(/-/g, '/'));
  field(p, 385, p.y, 160, 'Expiry Date (12:01 a.m.)', fd(end, 'iso').replace(/-/g, '/'));
  p.down(26);
  field(p, 50, p.y, 495, 'Named Insured and Address', `${holder}, ${streetEN(rng)}, ${town} ${pc}`);
  p.down(26);
  field(p, 50, p.y, 330, 'Described Automobile', `${c.year} ${c.make} ${c.model}`);
  field(p, 380, p.y, 165, 'Vehicle Identification Number', c.vin, { size: 9 });
  p.down(40);
  lv(p, 50, 'Type of coverage:', cover, 140, { bold: true });
  p.down(20);
  const cols: Col[] = [{ x: 52 }, { x: 265 }, { x: 440, align: 'right' }, { x: 543, align: 'right' }];
  row(p, cols, ['Coverages', 'Limit', 'Deductible', 'Premium'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  for (const l of lines) {
    p.down(14);
    row(p, cols, [l[0], l[1], l[2], `$${money(l[3])}`]);
  }
  p.down(14);
  row(p, cols, ['All Perils / Collision', 'Not purchased', '', '']);
  p.down(6);
  hline(p, 330, 215);
  p.down(14);
  row(p, cols, ['', 'Total Policy Premium', '', `$${money(prem)}`]);
  p.down(14);
  row(p, cols, ['', 'Retail Sales Tax 8%', '', `$${money(rst)}`]);
  p.down(14);
  row(p, cols, ['', 'Total Amount Due', '', `$${money(total)}`], { bold: true });
  p.down(26);
  para(
    p,
    50,
    'Rating: pleasure use only, not to exceed 5,000 km per year; vehicle stored indoors from November to April. Driver: the named insured only.',
    105,
    { size: 8 },
  );
  const cy = p.y + 20;
  p.text(297, '- - - - - - - - - - - - - - - - - cut here and keep in vehicle - - - - - - - - - - - - - - - - -', { y: cy, size: 7, align: 'center' });
  p.box(90, cy + 12, 415, 150);
  p.text(297, 'ONTARIO STANDARD LIABILITY INSURANCE CARD', { y: cy + 30, size: 10, bold: true, align: 'center' });
  p.text(100, `Insurer: ${insurer}`, { y: cy + 52, size: 9 });
  p.text(100, `Policy No.: ${policy}`, { y: cy + 68, size: 9 });
  p.text(100, `Effective: ${fd(start, 'iso').replace(/-/g, '/')}    Expiry: ${fd(end, 'iso').replace(/-/g, '/')}`, { y: cy + 84, size: 9 });
  p.text(100, `Owner: ${holder}`, { y: cy + 100, size: 9 });
  p.text(100, `Vehicle: ${c.year} ${c.make.toUpperCase()}  VIN ${c.vin}`, { y: cy + 116, size: 9 });
  p.text(100, 'This card must be carried in the vehicle and produced on demand of a police officer.', { y: cy + 146, size: 7.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: cover,
    premium: total,
    deductible: sp,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

export function australiaSchedule(rng: Random): Generated {
  const start = startIn(rng, 2001, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const c = car(rng, (x) => x.make === 'Holden' || BRIT(x) || AMERICAN(x) || x.make === 'Datsun');
  const [town, st, pcode] = rng.pick(AU_TOWNS);
  const holder = personEN(rng);
  const insurer = rng.pick(['Southern Cross Enthusiast Insurance Pty Ltd', 'Murray Valley Motor Club Insurance', 'Great Dividing Range Underwriting']);
  const policy = `ECV${digits(rng, 8)}`;
  const value = rng.int(15, 140) * 1000;
  const basic = rng.pick([300, 500, 750]);
  const base = r2(rng.int(220, 900) + rng.int(0, 99) / 100);
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * (st === 'NSW' ? 0.09 : st === 'VIC' ? 0.1 : 0.09));
  const total = sum([base, gst, duty]);
  const plate = rng.chance(0.6) ? `${rng.int(10000, 99999)}H` : `${letters(rng, 3)}-${digits(rng, 3)}`;
  const p = new PageBuilder();
  p.text(50, insurer, { size: 12, bold: true });
  p.down(12).text(50, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} · AFSL ${digits(rng, 6)}`, { size: 7.5 });
  p.down(30).text(50, 'Certificate of Insurance and Policy Schedule', { size: 14, bold: true });
  p.down(16).text(50, 'Enthusiast Vehicle — Agreed Value', { size: 10 });
  p.down(22);
  const rows: [string, string][] = [
    ['Policy number', policy],
    ['Insured', holder],
    ['Address', `${streetEN(rng)}, ${town} ${st} ${pcode}`],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} at 4.00 pm`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}`],
    ['Registration', `${plate} (${st}) ${plate.endsWith('H') ? '— historic / club permit' : ''}`],
    ['Cover type', 'Comprehensive'],
    ['Agreed value', `$${money(value)}`],
    ['Basic excess', `$${money(basic)}`],
    ['Additional excesses', 'Undeclared driver under 25: $800 · Theft within 30 days of inception: $500'],
  ];
  for (const [a, b] of rows) {
    p.down(16);
    p.text(52, a, { size: 9.5 });
    p.text(190, b, { size: 9.5, bold: a === 'Cover type' || a === 'Policy number' });
  }
  p.down(26).text(52, 'Premium', { size: 10.5, bold: true });
  const cols: Col[] = [{ x: 52 }, { x: 330, align: 'right' }];
  const pr: [string, number][] = [
    ['Base premium', base],
    ['GST', gst],
    [`Stamp duty (${st})`, duty],
  ];
  for (const [a, b] of pr) {
    p.down(14);
    row(p, cols, [a, `$${money(b)}`]);
  }
  p.down(6);
  hline(p, 200, 140);
  p.down(14);
  row(p, cols, ['Total amount payable', `$${money(total)}`], { bold: true });
  p.down(14);
  row(p, cols, ['GST credit claimable', '$0.00']);
  p.down(28);
  para(
    p,
    50,
    'Limited use: the vehicle may be driven only under the conditions of the club permit scheme and for club events, servicing and road testing. This schedule is your tax invoice.',
    105,
    { size: 8 },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium: total,
    deductible: basic,
    effectiveStart: start,
    effectiveEnd: end,
  });
}
