import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, date, doc, money, num, plateDe, plateUk, plateUs, round2, Sheet } from './kit';
import { carOf, personDe, personEn, SURNAMES_EN, TOWNS_DE, TOWNS_UK, TOWNS_US } from './people';

const yearLater = (iso: string) => addDays(`${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`, -1);

/** A Versicherungsschein in abbreviations: Vers.-Nr., Beitr., SB, Gült. ab/bis, coverage by code with a key. */
export function deCodedSchein(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const insurer = rng.pick([
    'Württembergische Gemeinde-Vers. a.G.',
    'Itzehoer Versicherungen',
    'VHV Allgemeine Versicherung AG',
    'Provinzial Nord Brandkasse AG',
  ]);
  const start = `${rng.int(2008, 2025)}-${rng.pick(['01', '03', '04'])}-01`;
  const end = yearLater(start);
  const vk = rng.chance(0.5);
  const sb = vk ? rng.pick([300, 500, 1000]) : rng.pick([150, 300]);
  const kh = round2(rng.int(9000, 32000) / 100);
  const kasko = round2(rng.int(6000, 28000) / 100);
  const net = round2(kh + kasko);
  const tax = round2(net * 0.19);
  const total = round2(net + tax);
  const nr = `${rng.int(10, 99)}-${num(rng, 7)}-${rng.int(1, 9)}`;
  const p = new Sheet();
  p.text(40, insurer, { size: 12, bold: true }).down(60);
  p.text(40, personDe(rng), { size: 9 }).down(11).text(40, `${t.plz} ${t.town}`, { size: 9 }).down(40);
  p.text(40, 'Vers.-Schein Kfz (Nachtrag)', { size: 12, bold: true })
    .text(555, `Dat. ${date(addDays(start, -rng.int(10, 40)), 'de', 'long')}`, { size: 8, align: 'right' })
    .down(22);
  const car = carOf(rng);
  const rows = [
    ['Vers.-Nr.', nr],
    ['Gült. ab', date(start, 'de', 'long')],
    ['Gült. bis', date(end, 'de', 'long')],
    ['Amtl. Kz.', plateDe(rng, t.kz)],
    ['Fzg.', `${car.make} ${car.model}, EZ ${car.year}`],
    ['SF-Kl. KH/VK', `${rng.int(5, 35)} / ${rng.int(5, 35)}`],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8 }).text(140, v, { size: 9.5 }).down(13);
  p.down(16)
    .row(
      [
        [40, 'Sp.'],
        [100, 'SB'],
        [555, 'Beitr. EUR', 'right'],
      ],
      8,
      true,
    )
    .down(12);
  p.row([
    [40, 'KH'],
    [100, '–'],
    [555, money(kh, 'de'), 'right'],
  ]).down(12);
  p.row([
    [40, vk ? 'VK' : 'TK'],
    [100, `${sb},-`],
    [555, money(kasko, 'de'), 'right'],
  ]).down(16);
  p.row([
    [380, 'netto'],
    [555, money(net, 'de'), 'right'],
  ]).down(12);
  p.row([
    [380, 'VersSt 19 %'],
    [555, money(tax, 'de'), 'right'],
  ]).down(12);
  p.row(
    [
      [380, 'Jahresbeitr.'],
      [555, money(total, 'de'), 'right'],
    ],
    10,
    true,
  ).down(24);
  p.text(40, 'Sp.: KH = Kfz-Haftpflicht · TK = Teilkasko · VK = Vollkasko · SB = Selbstbeteiligung je Schadenfall', { size: 7 }).down(10);
  p.text(40, `Abbuchung jährl. zum ${date(start, 'de', 'short')} · Gläubiger-ID DE${num(rng, 2)}ZZZ0000${num(rng, 7)}`, { size: 7 });
  const truth = {
    documentType: 'insurance',
    policyNumber: nr,
    premium: total,
    deductible: sb,
    coverageType: vk ? 'Vollkasko' : 'Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('de', truth, p);
}

/** A Beitragsrechnung in two columns: the contract on the left, the sums on the right edge. */
export function deTwoColumnBill(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const insurer = rng.pick(['OCC Assekuradeur GmbH', 'Classic-Car-Versicherungsdienst Süd', 'Helvetia Versicherungen']);
  const start = `${rng.int(2012, 2026)}-${rng.pick(['01', '04', '05', '06'])}-01`;
  const end = yearLater(start);
  const base = round2(rng.int(9000, 42000) / 100);
  const tax = round2(base * 0.19);
  const total = round2(base + tax);
  const sb = rng.pick([150, 250, 500]);
  const nr = `OT ${num(rng, 6)}/${rng.int(1, 9)}`;
  const p = new Sheet();
  p.text(555, insurer, { size: 11, bold: true, align: 'right' }).down(80);
  p.text(40, 'Beitragsrechnung', { size: 13, bold: true }).down(24);
  p.box(297, p.y - 8, 0.01, 220);
  const top = p.y;
  const L = (l: string, v: string) => p.text(40, l, { size: 7.5 }).text(120, v, { size: 9 }).down(14);
  L('Vers.-Nr.', nr);
  L('VN', personDe(rng));
  L('Kz.', plateDe(rng, t.kz).replace(/H?$/, 'H'));
  L('Tarif', 'Oldtimer-Kasko');
  L('Zeitr.', `${date(start, 'de', 'short')} – ${date(end, 'de', 'short')}`);
  L('SB', `${sb} EUR`);
  p.y = top;
  p.row([
    [310, 'Beitr. netto'],
    [555, money(base, 'de'), 'right'],
  ]).down(14);
  p.row([
    [310, 'VersSt 19 %'],
    [555, money(tax, 'de'), 'right'],
  ]).down(18);
  p.row(
    [
      [310, 'Fällig'],
      [555, money(total, 'de'), 'right'],
    ],
    11,
    true,
  ).down(14);
  p.text(310, `Einzug am ${date(addDays(start, 14), 'de', 'long')}`, { size: 7.5 }).down(160);
  p.text(40, `${insurer} · Sitz ${t.town} · HRB ${num(rng, 5)} · Vers.-St.-Nr. ${num(rng, 3)}/${num(rng, 3)}/${num(rng, 5)}`, { size: 6.5 });
  const truth = {
    documentType: 'insurance',
    policyNumber: nr,
    premium: total,
    deductible: sb,
    coverageType: 'Oldtimer-Kasko',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('de', truth, p);
}

/** A 1980s typed Versicherungsbestätigung: few words, DM, Vers.-Beginn and Abl. */
export function deTyped80s(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const insurer = rng.pick(['Colonia Versicherung AG', 'Gothaer Allgemeine', 'DBV Deutsche Beamtenvers.']);
  const start = `${rng.int(1980, 1994)}-${rng.pick(['01', '07', '10'])}-01`;
  const end = yearLater(start);
  const kh = round2(rng.int(28000, 90000) / 100);
  const tk = round2(rng.int(4000, 15000) / 100);
  const taxRate = start < '1989-01-01' ? 7 : 10;
  const tax = round2(((kh + tk) * taxRate) / 100);
  const total = round2(kh + tk + tax);
  const nr = `${num(rng, 3)} ${num(rng, 3)} ${num(rng, 3)}`;
  const sb = rng.pick([300, 650]);
  const p = new Sheet();
  const T = (x: number, s: string, bold = false, align: 'left' | 'right' = 'left') => p.text(x, s, { serif: true, size: 10, bold, align });
  p.text(40, insurer, { size: 14, bold: true, serif: true }).down(12).text(40, `Bezirksdirektion ${t.town}`, { size: 8, serif: true }).down(80);
  T(40, `Vers.-Nr. ${nr}`, true);
  T(555, `${t.town}, ${date(addDays(start, -20), 'de', 'dash')}`, false, 'right').down(30);
  T(40, `Kfz-Vers. für ${plateDe(rng, t.kz)} (${carOf(rng).make})`).down(24);
  T(40, `Vers.-Beginn ${date(start, 'de', 'long')}, Abl. ${date(end, 'de', 'long')}, jährl. Zahlung.`).down(30);
  T(60, 'Haftpfl. unbegr.');
  T(480, money(kh, 'de'), false, 'right').down(16);
  T(60, `Teilk. m. ${sb} DM SB`);
  T(480, money(tk, 'de'), false, 'right').down(16);
  T(60, `VersSt ${taxRate} %`);
  T(480, money(tax, 'de'), false, 'right').down(16);
  T(400, '--------').down(14);
  T(60, 'zu zahlen DM', true);
  T(480, money(total, 'de'), true, 'right').down(60);
  T(40, 'Mit freundlichen Grüßen');
  const truth = {
    documentType: 'insurance',
    policyNumber: nr,
    premium: total,
    deductible: sb,
    coverageType: 'Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('de', truth, p);
}

/** A US declarations page in abbreviations: Pol#, Eff., Exp., Prem., Ded., coverages by code. */
export function usCodedDec(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const insurer = rng.pick(['Grange Mutual Casualty Co.', 'Erie Insurance Exchange', 'Auto-Owners Insurance', 'Cincinnati Ins. Co.']);
  const start = rng.date(2001, 2025);
  const months = rng.pick([6, 12]);
  // US policies run to the same day six or twelve months on.
  const m = Number(start.slice(5, 7)) + months;
  const end = `${Number(start.slice(0, 4)) + (m > 12 ? 1 : 0)}-${String(((m - 1) % 12) + 1).padStart(2, '0')}${start.slice(7)}`;
  const bi = round2(rng.int(9000, 40000) / 100);
  const comp = round2(rng.int(3000, 15000) / 100);
  const fee = rng.pick([0, 3, 5]);
  const total = round2(bi + comp + fee);
  const dComp = rng.pick([100, 250, 500]);
  const pol = `${rng.pick(['PA', 'AU', 'HX'])}${num(rng, 7)}`;
  const p = new Sheet();
  p.text(40, insurer, { size: 12, bold: true }).text(555, 'DECLARATIONS', { size: 10, bold: true, align: 'right' }).down(50);
  p.text(40, `Pol# ${pol}   Eff. ${date(start, 'us', 'long')}   Exp. ${date(end, 'us', 'long')}   (${months} mo.)`, { size: 9.5, bold: true }).down(16);
  p.text(40, `Named ins. ${personEn(rng)} · ${t.town}, ${t.st} · Agt# ${num(rng, 5)} · Ph ${t.tel} ${num(rng, 3)}-${num(rng, 4)}`, { size: 8 }).down(30);
  const car = carOf(rng);
  p.text(40, `Veh 1 · ${car.year} ${car.make} ${car.model} · Lic# ${plateUs(rng)}`, { size: 8.5 }).down(22);
  p.row(
    [
      [40, 'Cov.'],
      [120, 'Limits'],
      [330, 'Ded.', 'right'],
      [470, 'Prem.', 'right'],
    ],
    8,
    true,
  ).down(12);
  p.row([
    [40, 'A/B'],
    [120, '100/300/50'],
    [330, ''],
    [470, money(bi, 'us'), 'right'],
  ]).down(12);
  p.row([
    [40, 'D'],
    [120, 'ACV'],
    [330, money(dComp, 'us').replace('.00', ''), 'right'],
    [470, money(comp, 'us'), 'right'],
  ]).down(12);
  if (fee)
    p.row([
      [40, 'Fee'],
      [120, 'Policy fee'],
      [470, money(fee, 'us'), 'right'],
    ]).down(12);
  p.down(6)
    .row(
      [
        [330, 'Tot. Prem.'],
        [470, money(total, 'us'), 'right'],
      ],
      10,
      true,
    )
    .down(20);
  p.text(40, 'A/B = Bodily inj./Prop. damage liab.  D = Comprehensive  E = Collision (not carried)  ACV = actual cash value', { size: 7 }).down(10);
  p.text(40, `Loss payee: none · Garaging ZIP ${t.zip} · Discounts: multi-pol., good driver`, { size: 7 });
  const truth = {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: dComp,
    coverageType: 'Comprehensive',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('en', truth, p);
}

/** A UK classic schedule: Pol No., Agreed val., XS, Prem. inc IPT, period in one line. */
export function ukSchedule(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const insurer = rng.pick(['Heritage Motor Underwriting Ltd', 'Classicline Insurance Services', 'Peter James Insurance']);
  const start = rng.date(2008, 2025);
  const end = yearLater(start);
  const net = round2(rng.int(9000, 38000) / 100);
  const iptRate = start < '2011-01-04' ? 5 : start < '2015-11-01' ? 6 : start < '2016-10-01' ? 9.5 : start < '2017-06-01' ? 10 : 12;
  const ipt = round2((net * iptRate) / 100);
  const total = round2(net + ipt);
  const xs = rng.pick([100, 150, 250]);
  const pol = `${rng.pick(['HMU', 'CCL', 'PJ'])}/${num(rng, 6)}/${rng.int(1, 9)}`;
  const car = carOf(rng);
  const p = new Sheet();
  p.text(40, insurer, { size: 12, bold: true })
    .down(11)
    .text(40, `${t.town} · ${t.tel} ${num(rng, 6)} · Authorised and regulated by the FCA, FRN ${num(rng, 6)}`, { size: 7 })
    .down(40);
  p.text(40, 'SCHEDULE', { size: 12, bold: true }).down(18);
  p.text(40, `Pol No. ${pol} · Period ${date(start, 'uk', 'long')} to ${date(end, 'uk', 'long')} (both dates incl.)`, { size: 9 }).down(14);
  p.text(40, `Insd ${personEn(rng)} · Reg. ${plateUk(rng, car.year)} · ${car.year} ${car.make} ${car.model}`, { size: 9 }).down(28);
  p.row(
    [
      [40, 'Cover'],
      [180, 'Use'],
      [300, 'Agreed val.'],
      [420, 'Ltd mi.'],
    ],
    8,
    true,
  ).down(12);
  p.row([
    [40, 'Comp.'],
    [180, 'SDP'],
    [300, `£${money(rng.int(80, 600) * 100, 'uk')}`],
    [420, grouped3(rng.pick([1500, 3000, 5000]))],
  ]).down(24);
  p.row([
    [40, 'XS'],
    [180, `£${xs} own damage · £${xs + 100} theft`],
  ]).down(24);
  p.row([
    [360, 'Net'],
    [555, money(net, 'uk'), 'right'],
  ]).down(12);
  p.row([
    [360, `IPT ${iptRate}%`],
    [555, money(ipt, 'uk'), 'right'],
  ]).down(12);
  p.row(
    [
      [360, 'Prem. inc IPT'],
      [555, `£${money(total, 'uk')}`, 'right'],
    ],
    10,
    true,
  ).down(30);
  p.text(40, 'SDP = social, domestic & pleasure · Comp. = comprehensive · XS = excess', { size: 7 });
  const truth = {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: xs,
    coverageType: 'Comprehensive',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('en', truth, p);
}

const grouped3 = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A US collector policy card: the figures in a footnote under a sparse panel. */
export function usFootnoteCard(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const insurer = `${rng.pick(SURNAMES_EN)} Collector Vehicle Program`;
  const start = rng.date(1996, 2024);
  const end = yearLater(start);
  const total = round2(rng.int(14000, 95000) / 100);
  const ded = rng.pick([0, 250, 500]);
  const pol = `CV-${num(rng, 8)}`;
  const car = carOf(rng);
  const p = new Sheet();
  p.box(40, 50, 515, 250);
  p.y = 80;
  p.text(60, insurer, { size: 13, bold: true }).down(30);
  p.text(60, `${car.year} ${car.make} ${car.model}¹`, { size: 11 }).down(16);
  p.text(60, `${personEn(rng)}, ${t.town} ${t.st}`, { size: 9 }).down(16);
  p.text(60, pol, { size: 11, bold: true }).down(16);
  p.text(60, `${date(start, 'us', 'long')} – ${date(end, 'us', 'long')}²`, { size: 10 }).down(60);
  p.text(
    60,
    `¹ Agreed value $${grouped3(rng.int(15, 90) * 1000)}; Agreed Value physical damage, Ded. $${ded}. ² Eff./Exp. 12:01 a.m. std. time. Annual Prem. $${money(total, 'us')} incl. state fees.`,
    { size: 6.5 },
  ).down(9);
  p.text(60, `Claims 1-800-${num(rng, 3)}-${num(rng, 4)} · NAIC ${num(rng, 5)}`, { size: 6.5 });
  const truth = {
    documentType: 'insurance',
    policyNumber: pol,
    premium: total,
    deductible: ded,
    coverageType: 'Agreed Value',
    effectiveStart: start,
    effectiveEnd: end,
  };
  return doc('en', truth, p);
}
