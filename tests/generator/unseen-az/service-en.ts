/** English-language bills of the trades: trimmer, chrome plater, machinist, radiator shop, auto electrician, tire and muffler, body shop, Dutch glass fitter, driveline, wire wheels. */
import { addDays, doc, fd, hline, num, r2, row, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CARS_EN, PageBuilder, chars, enPerson, era, labour, lines, nlPlate, pct, qtyStr, total, ukPlate, ukStreet, usPlate, usStreet, vin17 } from './kit';

/** UK coach trimmer: small letterhead on the left, Job No. and date on the right, Labour / Materials / VAT stacked. */
export function ukCoachTrimmer(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1976, 2025);
  const sc = era(yearOf(date));
  const name = rng.pick(['Marsh & Daughter Coachtrimmers', 'Pemberton Classic Trim', 'The Hood & Trim Company']);
  p.text(60, name, { size: 15, bold: true, serif: true });
  p.down(13).text(60, ukStreet(rng), { size: 8.5 });
  p.down(11).text(60, `${rng.pick(['Kenilworth, Warwickshire CV8 1NP', 'Bicester, Oxon OX26 4LD', 'Malton, N. Yorks YO17 6BT'])}`, { size: 8.5 });
  p.down(11).text(60, `Tel: 01${rng.int(100, 999)} ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.text(535, 'INVOICE', { y: 62, size: 18, align: 'right', bold: true });
  p.text(400, 'Job No.', { y: 84, size: 9 }).text(535, String(rng.int(1000, 4999)), { y: 84, size: 9, align: 'right' });
  p.text(400, 'Date', { y: 96, size: 9 }).text(535, fd(date, 'uklong'), { y: 96, size: 9, align: 'right' });
  p.text(400, 'Account', { y: 108, size: 9 }).text(535, `${chars(rng, 'ABCDEFGHKLMNPRSTW', 3)}${rng.int(10, 99)}`, { y: 108, size: 9, align: 'right' });
  p.y = 150;
  p.text(60, `To: ${rng.pick(['Mr', 'Mrs', 'Dr'])} ${enPerson(rng)}`)
    .down(12)
    .text(78, `${rng.int(1, 99)} ${rng.pick(['Church Lane', 'The Green', 'Manor Road'])}`)
    .down(12)
    .text(78, rng.pick(['Leamington Spa', 'Banbury', 'Thirsk']));
  p.down(24).text(60, `Vehicle: ${rng.pick(CARS_EN)}   Reg. ${ukPlate(rng, rng.int(1962, 1990))}`, { size: 9.5 });
  p.down(24);
  const jobs = labour(
    rng,
    rng.some(
      [
        'Supply and fit new mohair hood',
        'Retrim front seats in Connolly hide',
        'Recover rear seat squab and cushion',
        'Make and fit new carpet set',
        'Retrim door cards',
        'Fit new headlining',
      ],
      rng.int(2, 4),
    ),
    r2(rng.pick([18, 22, 28, 34, 40]) * sc * 1.5),
  );
  const mats = lines(
    rng,
    [
      ['Mohair hood material', 140, 320],
      ['Connolly hide (2 hides)', 380, 720],
      ['Wilton carpet, 4 m', 90, 220],
      ['Horsehair & foam', 30, 90],
      ['Piping, thread & adhesive', 15, 45],
      ['Hood frame rubbers', 25, 60],
    ],
    rng.int(2, 4),
    sc,
  );
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, ['Description', 'Hours', 'Rate', '£'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  for (const l of jobs) {
    row(p, cols, [l.text, qtyStr(l.qty, 'en'), num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(13);
  }
  p.down(6);
  for (const l of mats) {
    row(p, cols, [l.text, '', '', num(l.amount, 'en')]);
    p.down(13);
  }
  const lab = total(jobs);
  const par = total(mats);
  const net = r2(lab + par);
  const rate = vatUK(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(14);
  for (const [k, v, b] of [
    ['Labour', lab, false],
    ['Materials', par, false],
    ['Sub-total', net, false],
    [`VAT @ ${rate}%`, vat, false],
    ['Total due', gross, true],
  ] as [string, number, boolean][]) {
    p.text(400, k, { bold: b }).text(535, `£${num(v, 'en')}`, { align: 'right', bold: b });
    p.down(13);
  }
  p.down(24).text(60, `VAT Reg. No. ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}   ·   Cheques payable to ${name}`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: mats.map((l) => l.text),
  });
}

/** US show-chrome plater: work order / invoice, QTY first, sales tax, deposit taken off, balance due. */
export function usChromePlating(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const sc = era(yearOf(date));
  const name = rng.pick(['Sullivan Show Chrome', 'Brite-Line Plating Co.', 'Triple Nickel Plating & Polishing']);
  p.text(297, name, { size: 18, bold: true, align: 'center' });
  p.down(14).text(
    297,
    `${usStreet(rng)} • ${rng.pick(['Tulsa, OK 74107', 'Dayton, OH 45404', 'Fresno, CA 93721'])} • (${rng.int(200, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
    { size: 8.5, align: 'center' },
  );
  p.down(11).text(297, 'Copper • Nickel • Chrome • Restoration Quality', { size: 8.5, align: 'center' });
  p.down(30);
  p.text(60, 'WORK ORDER / INVOICE', { bold: true, size: 11 });
  p.text(535, `No. ${rng.int(20000, 69999)}`, { align: 'right', bold: true });
  p.down(18)
    .text(60, `Customer: ${enPerson(rng)}`)
    .text(360, `Date: ${fd(date, 'us')}`);
  p.down(13)
    .text(60, `Phone: (${rng.int(200, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`)
    .text(360, `Promised: ${fd(addDays(date, rng.int(-40, -5)), 'usshort')}`);
  p.down(22);
  const cols: Col[] = [{ x: 75, align: 'center' }, { x: 100 }, { x: 450, align: 'right' }, { x: 535, align: 'right' }];
  p.box(60, p.y - 12, 475, 16, true);
  row(p, cols, ['QTY', 'DESCRIPTION', 'PRICE', 'AMOUNT'], { bold: true, size: 8.5 });
  p.down(18);
  const jobs = lines(
    rng,
    [
      ['Front bumper - strip, straighten, triple plate', 260, 520],
      ['Rear bumper - strip, straighten, triple plate', 260, 520],
      ['Bumper guards, rechrome', 60, 140],
      ['Grille surround, rechrome', 180, 380],
      ['Door handles, rechrome', 30, 70],
      ['Headlamp bezels, rechrome', 45, 110],
      ['Hubcaps, polish & rechrome', 55, 120],
      ['Pot metal emblems, repair & plate', 40, 95],
    ],
    rng.int(3, 6),
    sc,
    4,
  );
  for (const l of jobs) {
    row(p, cols, [String(l.qty), l.text, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(14);
  }
  const sub = total(jobs);
  const tr = rng.pick([4.5, 6, 7.25, 8.25]);
  const tax = pct(sub, tr);
  const tot = r2(sub + tax);
  const dep = r2(Math.round((tot * rng.int(20, 50)) / 100));
  p.down(10);
  for (const [k, v, b] of [
    ['SUBTOTAL', sub, false],
    [`SALES TAX ${tr}%`, tax, false],
    ['TOTAL', tot, true],
    ['LESS DEPOSIT', dep, false],
    ['BALANCE DUE', r2(tot - dep), false],
  ] as [string, number, boolean][]) {
    p.text(450, k, { align: 'right', bold: b, size: 9 }).text(535, num(v, 'en'), { align: 'right', bold: b });
    p.down(13);
  }
  p.down(20).text(60, 'Not responsible for pitted pot metal or parts left over 90 days.', { size: 8 });
  return doc(p, 'en', { documentType: 'service', shopName: name, serviceDate: date, totalCost: tot, workPerformed: jobs.map((l) => l.text) });
}

/** UK engine machinist: an operations list with charges, then parts supplied, each summed; engine number in the head. */
export function ukEngineMachinist(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 2024);
  const sc = era(yearOf(date));
  const name = rng.pick(['Hastings Reboring Ltd', 'Carver Engineering (Precision Machining)', 'Dunmore Cylinder Grinders']);
  p.text(60, name, { size: 14, bold: true });
  p.down(12).text(60, `Reboring · Crankshaft Grinding · Head Work · Line Boring`, { size: 8.5 });
  p.down(11).text(60, `${ukStreet(rng)}, ${rng.pick(['Coventry CV6 5RS', 'Redditch B98 0DR', 'Luton LU4 8EZ'])}`, { size: 8.5 });
  p.down(34).text(60, 'Customer', { size: 8 }).text(320, 'Invoice', { size: 8 });
  p.down(12)
    .text(60, enPerson(rng))
    .text(320, `No.  ${rng.int(10000, 49999)}`);
  p.down(12)
    .text(60, `${rng.int(1, 99)} ${rng.pick(['Albany Road', 'High Street', 'Park Avenue'])}`)
    .text(320, `Date  ${fd(date, 'ukdot')}`);
  p.down(12)
    .text(60, rng.pick(['Nuneaton', 'Rugby', 'Hinckley']))
    .text(320, `Engine No.  ${chars(rng, 'ABCDEFGHKLMNPRSTUVW', 2)}${rng.int(10000, 99999)}${rng.pick(['', 'E', 'HE'])}`);
  p.down(28).text(60, 'MACHINING', { bold: true });
  hline(p, 60, 475, p.y + 3);
  p.down(15);
  const jobs = lines(
    rng,
    [
      ['Rebore 6 cyl. +020 and hone', 120, 300],
      ['Rebore 4 cyl. +030 and hone', 90, 220],
      ['Regrind crankshaft -010/-010', 90, 200],
      ['Reface flywheel', 30, 70],
      ['Skim cylinder head', 40, 95],
      ['Convert head to unleaded (hardened seats)', 160, 380],
      ['Fit new valve guides', 60, 140],
      ['Balance crank, flywheel and clutch', 80, 180],
    ],
    rng.int(3, 5),
    sc,
  );
  for (const l of jobs) {
    p.text(70, l.text).text(535, num(l.amount, 'en'), { align: 'right' });
    p.down(13);
  }
  const lab = total(jobs);
  p.text(400, 'Machining total', { size: 9 }).text(535, num(lab, 'en'), { align: 'right', bold: true });
  p.down(24).text(60, 'PARTS SUPPLIED', { bold: true });
  hline(p, 60, 475, p.y + 3);
  p.down(15);
  const parts = lines(
    rng,
    [
      ['Pistons & rings +020 (set)', 180, 420],
      ['Big end shells -010', 30, 70],
      ['Main bearing shells -010', 40, 90],
      ['Exhaust valve seat inserts', 40, 110],
      ['Valve guides (set)', 30, 70],
      ['Gasket set, full', 60, 140],
    ],
    rng.int(2, 4),
    sc,
  );
  for (const l of parts) {
    p.text(70, l.text).text(535, num(l.amount, 'en'), { align: 'right' });
    p.down(13);
  }
  const par = total(parts);
  p.text(400, 'Parts total', { size: 9 }).text(535, num(par, 'en'), { align: 'right', bold: true });
  const net = r2(lab + par);
  const rate = vatUK(yearOf(date));
  const vat = pct(net, rate);
  const gross = r2(net + vat);
  p.down(26);
  p.box(330, p.y - 12, 205, 48);
  p.text(340, 'Nett').text(525, `£ ${num(net, 'en')}`, { align: 'right' });
  p.down(14)
    .text(340, `VAT ${rate}%`)
    .text(525, `£ ${num(vat, 'en')}`, { align: 'right' });
  p.down(14)
    .text(340, 'TOTAL', { bold: true })
    .text(525, `£ ${num(gross, 'en')}`, { align: 'right', bold: true });
  p.down(34).text(60, 'Terms strictly 30 days. Parts remain our property until paid for in full. E&OE.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** US radiator shop on a repair-order form: boxed head, parts left, labor right, the totals ladder at the bottom right. */
export function usRadiatorRepairOrder(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 2022);
  const sc = era(yearOf(date));
  const name = rng.pick(['Ellis Radiator & Gas Tank', "Cole's Radiator Service", 'Midtown Radiator Shop']);
  p.text(60, name, { size: 15, bold: true });
  p.down(12).text(60, `Radiators • Heaters • Gas Tanks • A/C  —  ${usStreet(rng)}, ${rng.pick(['Wichita, KS', 'Akron, OH', 'Mesa, AZ'])}`, { size: 8 });
  p.text(535, `Nº ${rng.int(10000, 99999)}`, { y: 60, size: 12, align: 'right', bold: true });
  p.down(20);
  const miles = rng.int(20000, 160000);
  const cells: [string, string, number][] = [
    ['NAME', enPerson(rng), 230],
    ['DATE', fd(date, 'usshort'), 90],
    ['PHONE', `${rng.int(200, 989)}-${rng.int(1000, 9999)}`, 155],
    ['YEAR / MAKE / MODEL', `${rng.int(1955, 1979)} ${rng.pick(['Chevrolet Bel Air', 'Ford F-100', 'Pontiac GTO', 'Buick Riviera', 'Dodge Dart'])}`, 230],
    ['MILEAGE', String(miles), 90],
    ['LICENSE', usPlate(rng), 155],
  ];
  let x = 60;
  cells.forEach(([k, v, w], i) => {
    if (i === 3) {
      x = 60;
      p.down(26);
    }
    p.box(x, p.y, w, 26);
    p.text(x + 3, k, { size: 6.5, y: p.y + 8 });
    p.text(x + 5, v, { size: 10, y: p.y + 21 });
    x += w;
  });
  p.down(40);
  p.box(60, p.y, 230, 16, true);
  p.box(290, p.y, 245, 16, true);
  p.text(64, 'QTY  PARTS & MATERIAL', { size: 8, bold: true, y: p.y + 11 }).text(286, 'AMOUNT', { size: 7, y: p.y + 11, align: 'right' });
  p.text(294, 'DESCRIPTION OF WORK', { size: 8, bold: true, y: p.y + 11 }).text(531, 'AMOUNT', { size: 7, y: p.y + 11, align: 'right' });
  const parts = lines(
    rng,
    [
      ['Radiator core 3-row', 110, 260],
      ['Upper hose', 8, 20],
      ['Lower hose', 9, 22],
      ['Thermostat 180°', 6, 15],
      ['Gas tank sending unit', 25, 70],
      ['Tank sealer kit', 30, 80],
      ['Radiator cap', 5, 14],
      ['Antifreeze 2 gal', 12, 30],
    ],
    rng.int(3, 5),
    sc * 2,
  );
  const jobs = lines(
    rng,
    [
      ['R&R radiator', 40, 90],
      ['Boil out & rod radiator', 35, 80],
      ['Recore radiator', 60, 140],
      ['Pressure test cooling system', 15, 35],
      ['Drop, clean & seal gas tank', 90, 220],
      ['Flush heater core', 20, 45],
    ],
    rng.int(2, 4),
    sc * 2,
  );
  let y = p.y + 30;
  for (const l of parts) {
    p.text(64, `1  ${l.text}`, { size: 9, y }).text(286, num(l.amount, 'en'), { size: 9, y, align: 'right' });
    y += 14;
  }
  let y2 = p.y + 30;
  for (const l of jobs) {
    p.text(294, l.text, { size: 9, y: y2 }).text(531, num(l.amount, 'en'), { size: 9, y: y2, align: 'right' });
    y2 += 14;
  }
  p.y = Math.max(y, y2) + 20;
  const lab = total(jobs);
  const par = total(parts);
  const tr = rng.pick([5, 6, 6.5, 7]);
  const tax = pct(par, tr);
  const tot = r2(lab + par + tax);
  const ladder: [string, number][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', par],
    ['GAS, OIL & GREASE', 0],
    ['SUBLET REPAIRS', 0],
    [`TAX ${tr}% ON PARTS`, tax],
    ['TOTAL', tot],
  ];
  for (const [k, v] of ladder) {
    p.box(360, p.y - 11, 175, 15, k === 'TOTAL');
    p.text(364, k, { size: 8, bold: k === 'TOTAL' }).text(531, v ? num(v, 'en') : '', { size: 9, align: 'right', bold: k === 'TOTAL' });
    p.down(15);
  }
  p.text(60, 'I hereby authorize the above repair work to be done along with the necessary material.', { size: 7, y: p.y - 60 });
  p.text(60, 'X ____________________________', { size: 9, y: p.y - 40 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** UK auto electrician: a 'Tax Invoice' with the work as a paragraph, one labour line in hours at a rate, parts, VAT. */
export function ukAutoElectrician(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1980, 2026);
  const sc = era(yearOf(date));
  const name = rng.pick(['Whitfield Auto Electrical', 'Lucas-Trained Auto Electrics (Novak)', 'Spark & Loom Auto Electricians']);
  p.text(535, name, { size: 14, bold: true, align: 'right' });
  p.down(12).text(535, ukStreet(rng), { size: 8, align: 'right' });
  p.down(10).text(535, rng.pick(['Swindon SN2 2PJ', 'Stroud GL5 3QF', 'Frome BA11 4AY']), { size: 8, align: 'right' });
  p.down(10).text(535, `Mobile 07${rng.int(700, 999)} ${rng.int(100000, 999999)}`, { size: 8, align: 'right' });
  p.down(30).text(60, 'TAX INVOICE', { size: 13, bold: true });
  const odo = rng.int(20000, 150000);
  const kv: [string, string][] = [
    ['Invoice no', `AE${rng.int(1000, 9999)}`],
    ['Date', fd(date, 'uk')],
    ['Customer', enPerson(rng)],
    ['Vehicle', `${rng.pick(CARS_EN)}, ${ukPlate(rng, rng.int(1960, 1995))}`],
    ['Odometer', `${num(odo, 'en').slice(0, -3)} miles`],
  ];
  p.down(16);
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(150, v, { size: 9 });
    p.down(12);
  }
  p.down(14).text(60, 'Work carried out', { bold: true });
  p.down(14);
  const jobs = rng.some(
    [
      'Traced intermittent charging fault',
      'Converted dynamo to alternator',
      'Rewired dashboard loom',
      'Fitted electronic ignition',
      'Overhauled starter motor',
      'Repaired headlamp circuit and earths',
    ],
    rng.int(2, 3),
  );
  for (const j of jobs) {
    p.text(70, `– ${j}`, { size: 9.5 });
    p.down(12);
  }
  const hrs = rng.int(4, 28) / 2;
  const rate = r2(rng.pick([28, 35, 42, 48, 55]) * sc * 1.3);
  const lab = r2(hrs * rate);
  p.down(12);
  const cols: Col[] = [{ x: 60 }, { x: 420, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, [`Labour ${qtyStr(hrs, 'en')} hrs @ £${num(rate, 'en')}`, '', `£${num(lab, 'en')}`], { size: 9.5 });
  p.down(18).text(60, 'Parts', { bold: true });
  p.down(14);
  const parts = lines(
    rng,
    [
      ['Alternator conversion kit', 90, 190],
      ['Electronic ignition module', 60, 140],
      ['Cable, connectors, heat-shrink', 15, 40],
      ['Starter brushes & bushes', 15, 40],
      ['Fuses & fuse box', 12, 30],
      ['Control box RB340', 40, 90],
    ],
    rng.int(2, 4),
    sc,
  );
  for (const l of parts) {
    row(p, cols, [l.text, '', `£${num(l.amount, 'en')}`], { size: 9.5 });
    p.down(12);
  }
  const par = total(parts);
  const net = r2(lab + par);
  const vr = vatUK(yearOf(date));
  const vat = pct(net, vr);
  const gross = r2(net + vat);
  p.down(12);
  hline(p, 360, 175);
  p.down(14)
    .text(420, 'Net', { align: 'right' })
    .text(535, `£${num(net, 'en')}`, { align: 'right' });
  p.down(13)
    .text(420, `VAT (${vr}%)`, { align: 'right' })
    .text(535, `£${num(vat, 'en')}`, { align: 'right' });
  p.down(14)
    .text(420, 'Amount due', { align: 'right', bold: true })
    .text(535, `£${num(gross, 'en')}`, { align: 'right', bold: true });
  p.down(30).text(60, `Sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}  Account ${rng.int(10000000, 99999999)}`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: odo,
    laborCost: lab,
    totalCost: gross,
    workPerformed: jobs,
    partsUsed: parts.map((l) => l.text),
  });
}

/** US tire & muffler chain printout: line numbers, item numbers, FET and disposal fees, miles in, invoice total. */
export function usTireMuffler(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const name = rng.pick(['Brandt Tire & Muffler', 'Hometown Tire Pros', 'Quik-Fit Tire & Exhaust Center']);
  p.text(60, name.toUpperCase(), { size: 13, bold: true });
  p.down(12).text(60, `STORE #${rng.int(10, 399)}  ${usStreet(rng).toUpperCase()}  ${rng.pick(['MADISON WI 53704', 'ROCHESTER NY 14623', 'BOISE ID 83704'])}`, {
    size: 8,
  });
  p.down(24)
    .text(60, 'INVOICE', { bold: true })
    .text(200, `INV# ${rng.int(100000, 999999)}`, { size: 9 })
    .text(535, `DATE ${fd(date, 'us')}`, { size: 9, align: 'right' });
  const miles = rng.int(10000, 190000);
  p.down(14)
    .text(60, `CUSTOMER: ${enPerson(rng).toUpperCase()}`, { size: 9 })
    .text(535, `MILES IN: ${miles}`, { size: 9, align: 'right' });
  p.down(12).text(
    60,
    `VEHICLE: ${rng.int(1964, 1999)} ${rng.pick(['CHEVROLET CAMARO', 'FORD MUSTANG', 'BUICK SKYLARK', 'JEEP CJ7', 'OLDS CUTLASS'])}  LIC: ${usPlate(rng)}`,
    { size: 9 },
  );
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 90 }, { x: 160 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, ['LN', 'ITEM#', 'DESCRIPTION', 'QTY', 'PRICE', 'EXT'], { bold: true, size: 8 });
  p.down(4).text(60, '-'.repeat(110), { size: 8 });
  p.down(12);
  const tire = `${rng.pick(['P215/70R15', 'P225/70R14', 'G60-15', 'P205/75R15'])} ${rng.pick(['BFG RADIAL T/A', 'COOPER COBRA', 'GOODYEAR EAGLE GT'])}`;
  const parts = lines(
    rng,
    [
      [tire, 70, 190],
      ['TURBO MUFFLER 2.25 IN', 45, 130],
      ['TAILPIPE BENT TO FIT', 30, 80],
      ['EXHAUST CLAMP 2 IN', 4, 10],
      ['VALVE STEM TR413', 2, 5],
    ],
    rng.int(2, 4),
    1,
    4,
  );
  const jobs = lines(
    rng,
    [
      ['MOUNT & BALANCE', 12, 25],
      ['EXHAUST INSTALL LABOR', 45, 110],
      ['4-WHEEL ALIGNMENT', 60, 110],
      ['TIRE ROTATION', 15, 30],
    ],
    rng.int(1, 3),
    1,
    4,
  );
  let ln = 1;
  for (const l of [...parts, ...jobs]) {
    row(p, cols, [String(ln++), String(rng.int(10000, 99999)), l.text, String(l.qty), num(l.unit, 'plain'), num(l.amount, 'plain')], { size: 8.5 });
    p.down(12);
  }
  const fee = r2(rng.int(150, 400) / 100);
  p.down(4).text(160, 'TIRE DISPOSAL FEE', { size: 8.5 }).text(535, num(fee, 'plain'), { size: 8.5, align: 'right' });
  const par = total(parts);
  const lab = total(jobs);
  const sub = r2(par + lab + fee);
  const tr = rng.pick([5, 5.5, 7, 8]);
  const tax = pct(sub, tr);
  const tot = r2(sub + tax);
  p.down(16).text(60, '-'.repeat(110), { size: 8 });
  p.down(12);
  for (const [k, v, b] of [
    ['PARTS', par, false],
    ['LABOR', lab, false],
    ['SUBTOTAL', sub, false],
    [`SALES TAX ${tr}%`, tax, false],
    ['INVOICE TOTAL', tot, true],
  ] as [string, number, boolean][]) {
    p.text(465, k, { size: 8.5, bold: b, align: 'right' }).text(535, num(v, 'plain'), { size: 8.5, bold: b, align: 'right' });
    p.down(12);
  }
  p.down(14).text(60, `PAID: ${rng.pick(['VISA', 'MC', 'CASH', 'CHECK'])}   RETORQUE LUG NUTS AT 50 MILES. THANK YOU!`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name.toUpperCase(),
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** UK paint and body shop: panel labour and paint labour in hours, paint and materials, parts; a summary grid. */
export function ukBodyShop(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1982, 2025);
  const sc = era(yearOf(date));
  const name = rng.pick(['Harrison Coachworks Ltd', 'Van Dyke Paint & Body', 'Okafor Accident Repair Centre']);
  p.box(60, 40, 475, 40, true);
  p.text(297, name, { size: 16, bold: true, align: 'center', y: 60 });
  p.text(
    297,
    `${ukStreet(rng)}, ${rng.pick(['Bristol BS3 2TL', 'Leeds LS11 5QE', 'Reading RG2 0JH'])} · VAT No ${rng.int(100, 999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`,
    { size: 8, align: 'center', y: 73 },
  );
  p.y = 110;
  p.text(60, 'INVOICE', { size: 12, bold: true });
  const miles = rng.int(15000, 140000);
  const left: [string, string][] = [
    ['Invoice Number', String(rng.int(100000, 199999))],
    ['Invoice Date', fd(date, 'uk')],
    ['Registration', ukPlate(rng, rng.int(1965, 2005))],
    ['Mileage', String(miles)],
  ];
  p.down(16);
  const y0 = p.y;
  for (const [k, v] of left) {
    p.text(60, `${k}:`, { size: 9 }).text(160, v, { size: 9, bold: true });
    p.down(12);
  }
  p.y = y0;
  p.text(330, 'Invoice to:', { size: 9 })
    .down(12)
    .text(330, enPerson(rng), { size: 9 })
    .down(12)
    .text(330, `${rng.int(1, 120)} ${rng.pick(['Queens Road', 'Mill Street', 'Elm Grove'])}`, { size: 9 });
  p.y = y0 + 60;
  const rate = r2(rng.pick([22, 28, 36, 44, 52]) * sc * 1.2);
  const panel = labour(
    rng,
    rng.some(['Repair o/s front wing', 'Replace n/s sill outer', 'Repair boot lid', 'Strip and prepare bonnet', 'Remove and refit bumpers'], rng.int(2, 3)),
    rate,
  );
  const paint = labour(
    rng,
    rng.some(['Paint o/s front wing and blend door', 'Paint n/s sill', 'Full respray, original colour', 'Paint boot lid'], rng.int(1, 2)),
    rate,
  );
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }, { x: 465, align: 'right' }, { x: 535, align: 'right' }];
  p.text(60, 'Panel labour', { bold: true, size: 9.5 });
  p.down(13);
  for (const l of panel) {
    row(p, cols, [l.text, `${qtyStr(l.qty, 'en')} hrs`, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(6).text(60, 'Paint labour', { bold: true, size: 9.5 });
  p.down(13);
  for (const l of paint) {
    row(p, cols, [l.text, `${qtyStr(l.qty, 'en')} hrs`, num(l.unit, 'en'), num(l.amount, 'en')]);
    p.down(12);
  }
  p.down(6).text(60, 'Parts', { bold: true, size: 9.5 });
  p.down(13);
  const parts = lines(
    rng,
    [
      ['Sill outer panel n/s', 35, 90],
      ['Front wing o/s (repro)', 120, 320],
      ['Wing beading', 8, 20],
      ['Boot seal', 25, 60],
      ['Badge set', 20, 60],
    ],
    rng.int(2, 3),
    sc,
  );
  for (const l of parts) {
    row(p, cols, [l.text, '', '', num(l.amount, 'en')]);
    p.down(12);
  }
  const pm = r2((rng.int(8000, 60000) / 100) * sc);
  const lab = r2(total(panel) + total(paint));
  const par = total(parts);
  const net = r2(lab + par + pm);
  const vr = vatUK(yearOf(date));
  const vat = pct(net, vr);
  const gross = r2(net + vat);
  p.down(14);
  const grid: [string, number][] = [
    ['Total labour', lab],
    ['Paint & materials', pm],
    ['Total parts', par],
    ['Net', net],
    [`VAT ${vr}%`, vat],
    ['TOTAL', gross],
  ];
  for (const [k, v] of grid) {
    p.box(330, p.y - 11, 120, 15);
    p.box(450, p.y - 11, 85, 15, k === 'TOTAL');
    p.text(334, k, { size: 9, bold: k === 'TOTAL' }).text(531, `£${num(v, 'en')}`, { size: 9, align: 'right', bold: k === 'TOTAL' });
    p.down(15);
  }
  p.down(20).text(60, 'All paintwork guaranteed for 3 years against defects in workmanship.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    serviceMileage: miles,
    laborCost: lab,
    partsCost: par,
    totalCost: gross,
    workPerformed: [...panel, ...paint].map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** Dutch glass fitter writing in English: invoice with 'Your reference', BTW/VAT 21 %, Dutch number style and dashed dates. */
export function nlGlassFitter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const name = rng.pick(['Autoruit Centrum De Vries B.V.', 'Glashandel Jansen & Zn.', 'Van Dijk Autoglas']);
  p.text(60, name, { size: 15, bold: true });
  p.down(12).text(
    60,
    `${rng.pick(['Industrieweg', 'Nijverheidsstraat', 'Transportweg'])} ${rng.int(1, 80)}, ${rng.pick(['3542 AD Utrecht', '5651 GH Eindhoven', '7521 PM Enschede'])}, The Netherlands`,
    { size: 8.5 },
  );
  p.down(11).text(60, `KvK ${rng.int(10000000, 99999999)}  ·  VAT NL${rng.int(100000000, 999999999)}B01`, { size: 8.5 });
  p.down(36).text(60, 'INVOICE', { size: 16 });
  p.down(20);
  const kv: [string, string][] = [
    ['Invoice date', fd(date, 'dedash')],
    ['Invoice number', `F${yearOf(date)}${rng.int(1000, 9999)}`],
    ['Your reference', `${rng.pick(['Windscreen', 'Rear window', 'Quarter light'])} ${chars(rng, 'ABCDEFGHJKLMNPRSTVXZ', 2)}`],
    ['Registration', nlPlate(rng)],
  ];
  for (const [k, v] of kv) {
    p.text(60, k, { size: 9 }).text(170, `: ${v}`, { size: 9 });
    p.down(12);
  }
  p.text(360, enPerson(rng), { y: 150, size: 9.5 })
    .text(360, `${rng.pick(['Kerkstraat', 'Dorpsweg'])} ${rng.int(1, 99)}`, { y: 162, size: 9.5 })
    .text(360, rng.pick(['Amersfoort', 'Zeist', 'Hengelo']), { y: 174, size: 9.5 });
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 330, align: 'right' }, { x: 420, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, ['Description', 'Qty', 'Price', 'Amount'], { bold: true });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  const parts = lines(
    rng,
    [
      ['Windscreen laminated, clear', 160, 480],
      ['Windscreen rubber seal', 40, 110],
      ['Chrome insert strip', 30, 80],
      ['Rear window, heated', 180, 420],
    ],
    rng.int(2, 3),
  );
  const jobs = lines(
    rng,
    [
      ['Removal and fitting', 80, 180],
      ['Cleaning of screen aperture, rust treatment', 35, 90],
    ],
    rng.int(1, 2),
  );
  for (const l of [...parts, ...jobs]) {
    row(p, cols, [l.text, '1', num(l.unit, 'de'), num(l.amount, 'de')]);
    p.down(13);
  }
  const net = r2(total(parts) + total(jobs));
  const vat = pct(net, 21);
  const gross = r2(net + vat);
  p.down(14)
    .text(420, 'Subtotal', { align: 'right' })
    .text(535, `€ ${num(net, 'de')}`, { align: 'right' });
  p.down(13)
    .text(420, 'VAT 21%', { align: 'right' })
    .text(535, `€ ${num(vat, 'de')}`, { align: 'right' });
  p.down(15)
    .text(420, 'Total', { align: 'right', bold: true })
    .text(535, `€ ${num(gross, 'de')}`, { align: 'right', bold: true });
  p.down(30).text(60, `Please pay within 14 days to NL${rng.int(10, 99)} RABO 0${rng.int(100000000, 999999999)} stating the invoice number.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** US driveline specialist: unit rebuilt in a heading, parts list with part numbers, flat-rate labor, shop supplies, tax on parts. */
export function usDriveline(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2026);
  const sc = era(yearOf(date));
  const name = rng.pick(['Novak Gear & Axle', 'Hastings Driveline & Differential', 'Four Speed Specialties Inc.']);
  p.text(60, name, { size: 16, bold: true, serif: true });
  p.text(535, 'INVOICE', { size: 11, bold: true, align: 'right' });
  p.down(13).text(
    60,
    `${usStreet(rng)} | ${rng.pick(['Lansing, MI 48906', 'Joliet, IL 60435', 'Macon, GA 31201'])} | Fed. Tax ID ${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`,
    { size: 8 },
  );
  p.text(535, `#${rng.int(5000, 9999)}`, { size: 9, align: 'right' });
  p.down(30);
  p.text(60, 'Sold to', { size: 8 }).text(330, 'Invoice date', { size: 8 }).text(450, 'Terms', { size: 8 });
  p.down(12)
    .text(60, enPerson(rng))
    .text(330, fd(date, 'uslong'))
    .text(450, rng.pick(['Net 10', 'COD', 'Due on receipt']));
  const vin = vin17(rng);
  p.down(12)
    .text(60, `${rng.pick(['Unit', 'Trans'])} from: ${rng.int(1964, 1972)} ${rng.pick(['Chevelle SS', 'GTO', 'Mustang Mach 1', 'Charger R/T'])}`, { size: 9 })
    .text(330, `VIN ${vin}`, { size: 8.5 });
  p.down(24).text(
    60,
    `Unit rebuilt: ${rng.pick(['Muncie M21 4-speed', 'Borg-Warner T-10', 'Dana 60 rear axle', 'Ford 9-inch differential', 'Chrysler A833'])}`,
    { bold: true },
  );
  p.down(20);
  const cols: Col[] = [{ x: 60 }, { x: 150 }, { x: 420, align: 'right' }, { x: 470, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, ['Part No.', 'Description', 'Qty', 'Each', 'Ext.'], { bold: true, size: 8.5 });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  const parts = lines(
    rng,
    [
      ['Bearing & seal kit', 90, 220],
      ['Synchro ring set', 60, 160],
      ['Cluster gear', 180, 420],
      ['Ring & pinion 3.73', 260, 520],
      ['Posi clutch pack', 80, 190],
      ['Gear oil 80W-90, qt', 6, 14],
      ['Input shaft', 150, 340],
    ],
    rng.int(3, 5),
    sc,
    3,
  );
  for (const l of parts) {
    row(p, cols, [`${chars(rng, 'ABCDEFGHJKMNPRST', 2)}-${rng.int(1000, 9999)}`, l.text, String(l.qty), num(l.unit, 'en'), num(l.amount, 'en')], { size: 9 });
    p.down(13);
  }
  p.down(8);
  const jobs = lines(
    rng,
    [
      ['Disassemble, clean and inspect', 90, 180],
      ['Rebuild unit, set backlash and preload', 250, 600],
      ['R&R unit in vehicle', 150, 380],
    ],
    rng.int(2, 3),
    sc,
  );
  p.text(60, 'Labor', { bold: true, size: 9 });
  p.down(13);
  for (const l of jobs) {
    row(p, cols, ['', l.text, '', 'flat', num(l.amount, 'en')], { size: 9 });
    p.down(13);
  }
  const par = total(parts);
  const lab = total(jobs);
  const sup = r2(rng.int(1000, 4500) / 100);
  const tr = rng.pick([6, 6.25, 7]);
  const tax = pct(par, tr);
  const tot = r2(par + lab + sup + tax);
  p.down(14);
  for (const [k, v, b] of [
    ['Parts', par, false],
    ['Labor', lab, false],
    ['Shop supplies', sup, false],
    [`Tax (${tr}% on parts)`, tax, false],
    ['Total', tot, true],
  ] as [string, number, boolean][]) {
    p.text(470, k, { align: 'right', bold: b, size: 9.5 }).text(535, `$${num(v, 'en')}`, { align: 'right', bold: b, size: 9.5 });
    p.down(13);
  }
  p.down(24).text(60, '12 months / 12,000 miles warranty on rebuilt units. Not valid for racing use.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    laborCost: lab,
    partsCost: par,
    totalCost: tot,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** UK wire-wheel builder: a statement-like sheet, dates as 3-Mar-98, carriage charged, VAT and total to pay. */
export function ukWireWheels(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1979, 2024);
  const sc = era(yearOf(date));
  const name = rng.pick(['Cole Wire Wheel Services', 'The Spoke Shop (Ellis & Marsh)', 'Midland Wheel Builders']);
  p.text(60, name, { size: 14, bold: true });
  p.down(12).text(60, `Wire wheel rebuilding, truing and re-chroming · ${ukStreet(rng)}`, { size: 8 });
  p.down(10).text(60, `${rng.pick(['Stourbridge DY8 4HJ', 'Abingdon OX14 1RL', 'Ledbury HR8 2AA'])} · ${`01${rng.int(100, 999)} ${rng.int(100000, 999999)}`}`, {
    size: 8,
  });
  p.down(30);
  p.box(360, p.y - 12, 175, 46);
  p.text(366, `Invoice No: ${rng.int(1000, 9999)}`, { size: 9 });
  p.down(14).text(366, `Tax point: ${fd(date, 'ukshort')}`, { size: 9 });
  p.down(14).text(366, `Your order: ${rng.pick(['tel.', 'letter', 'email'])}`, { size: 9 });
  p.text(60, enPerson(rng), { y: p.y - 28 }).text(60, `${rng.int(1, 99)} ${rng.pick(['Hill Rise', 'Orchard Close', 'Station Road'])}`, { y: p.y - 16 });
  p.down(30);
  const cols: Col[] = [{ x: 60 }, { x: 100 }, { x: 450, align: 'right' }, { x: 535, align: 'right' }];
  row(p, cols, ['No.', 'Particulars', 'Unit £', 'Total £'], { bold: true, size: 9 });
  hline(p, 60, 475, p.y + 4);
  p.down(16);
  const jobs = lines(
    rng,
    [
      ['Dismantle, rebuild and true 72-spoke wheel', 45, 110],
      ['Dismantle, rebuild and true 60-spoke wheel', 40, 95],
      ['Re-chrome rim', 60, 140],
      ['Balance wheel', 8, 20],
    ],
    rng.int(2, 3),
    sc,
    5,
  );
  const parts = lines(
    rng,
    [
      ['Stainless spoke set', 40, 110],
      ['New rim 15 x 5.5', 60, 150],
      ['Splined hub (rebuilt)', 70, 160],
      ['Knock-off spinner', 30, 80],
    ],
    rng.int(1, 3),
    sc,
    5,
  );
  for (const l of [...jobs, ...parts]) {
    row(p, cols, [String(l.qty), l.text, num(l.unit, 'en'), num(l.amount, 'en')], { size: 9.5 });
    p.down(13);
  }
  const carr = r2((rng.int(1200, 4500) / 100) * sc);
  row(p, cols, ['', 'Carriage', '', num(carr, 'en')], { size: 9.5 });
  const net = r2(total(jobs) + total(parts) + carr);
  const vr = vatUK(yearOf(date));
  const vat = pct(net, vr);
  const gross = r2(net + vat);
  p.down(24).text(450, 'Goods & services', { align: 'right', size: 9.5 }).text(535, num(net, 'en'), { align: 'right' });
  p.down(13).text(450, `VAT at ${vr}%`, { align: 'right', size: 9.5 }).text(535, num(vat, 'en'), { align: 'right' });
  p.down(15).text(450, 'TOTAL TO PAY', { align: 'right', bold: true }).text(535, num(gross, 'en'), { align: 'right', bold: true });
  p.down(30).text(60, 'Wheels must be re-tensioned after the first 500 miles. Splines to be greased before fitting.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: name,
    serviceDate: date,
    totalCost: gross,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
