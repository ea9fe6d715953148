/**
 * English-language service bills of everyday ownership (unseen-r): a British village garage with labour
 * and materials columns, a fast-fit exhaust and tyre centre, an MOT station's bill with a retest, a
 * recovery call-out, a motorcycle dealer's carbon book in £/p, an Irish agricultural engineer, a caravan
 * habitation check, a Dutch and a Finnish garage writing English with their own number formats, a US
 * service station's order form, a US motorcycle shop's repair order and an Irish station at the euro
 * changeover.
 */
import { addDays, doc, type Family, fd, hline, num, PageBuilder, price, r2, row, sum, vatUK, yearOf } from './kit';

/** A British village garage, 1970s: every line has its amount in a Labour or a Materials column. */
export const villageGarage76: Family = (rng) => {
  const date = rng.date(1975, 1978);
  const vat = vatUK(yearOf(date));
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'CORNER GARAGE (HADLEIGH) LTD', { size: 15, bold: true, serif: true });
  p.down(13).text(40, 'Shell Agents · Petrol · Oils · Repairs · Tyres · Batteries', { size: 8.5, serif: true });
  p.down(11).text(40, 'High Street, Hadleigh, Suffolk   Tel. Hadleigh 2281', { size: 8.5, serif: true });
  p.text(555, 'INVOICE', { y: 50, align: 'right', size: 14, bold: true, serif: true });
  p.text(555, `No. ${rng.int(4000, 9999)}`, { y: 66, align: 'right', size: 10, serif: true });
  p.y = 120;
  p.text(40, rng.pick(['Mr. R. Mayhew', 'Mrs. E. Tricker', 'Lavenham Builders']), { serif: true })
    .down(13)
    .text(40, rng.pick(['The Old Forge, Kersey', '3 Angel Street', 'Brett Farm, Layham']), { serif: true });
  p.text(400, `Date  ${fd(date, 'uk')}`, { y: 120, serif: true });
  const miles = rng.int(30000, 110000);
  const veh = rng.pick(['Bedford CA van', 'Ford Anglia 105E', 'Morris 1100', 'Austin A40 Farina']);
  const reg = `${rng.pick(['RBJ', 'GPV', 'WRT'])} ${rng.int(100, 999)}${rng.pick(['D', 'E', 'F'])}`;
  p.text(400, `Reg. No. ${reg}`, { y: 134, serif: true });
  p.text(400, `Make  ${veh}`, { y: 148, serif: true });
  p.text(400, `Mileage  ${num(miles, 'en').slice(0, -3)}`, { y: 162, serif: true });
  p.y = 200;
  const cols = [{ x: 40 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 12, 515, 330);
  p.box(400, p.y - 12, 0.01, 330);
  p.box(480, p.y - 12, 0.01, 330);
  row(p, cols, ['Particulars', 'Labour', 'Materials'], { bold: true, serif: true, size: 9.5 });
  hline(p, 40, 515, p.y + 5);
  p.down(22);
  const work = rng
    .some(['Service to maker’s schedule', 'Adjust brakes all round', 'Tune engine and set timing', 'Repair exhaust and refit', 'Grease all points'], 3)
    .map((d) => ({ d, a: price(rng, 2.5, 14) }));
  const mat = rng
    .some(['Engine oil 5 pts', 'Oil filter', 'Contact set', 'Spark plugs (4)', 'Exhaust clamp', 'Wiper blades (pr)'], 3)
    .map((d) => ({ d, a: price(rng, 0.6, 6.5, 0.05) }));
  for (const l of work) {
    row(p, cols, [l.d, num(l.a, 'en'), ''], { serif: true, size: 10 });
    p.down(16);
  }
  for (const l of mat) {
    row(p, cols, [l.d, '', num(l.a, 'en')], { serif: true, size: 10 });
    p.down(16);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.y = 480;
  hline(p, 40, 515, p.y - 12);
  row(p, cols, ['Totals carried', num(labor, 'en'), num(parts, 'en')], { serif: true, size: 10 });
  p.y = 550;
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Labour and materials', num(net, 'en')], { serif: true });
  p.down(14);
  row(p, tc, [`V.A.T. @ ${vat}%`, num(tax, 'en')], { serif: true });
  p.down(16);
  row(p, tc, ['Total due  £', num(total, 'en')], { serif: true, bold: true, size: 11 });
  p.down(40);
  p.text(40, 'V.A.T. Reg. No. 218 4471 20.   Accounts due monthly.   E. & O. E.', { serif: true, size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Corner Garage (Hadleigh) Ltd',
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A fast-fit exhaust and tyre branch, 1980s: coded lines, fitting included, goods and VAT only. */
export const fastFit89: Family = (rng) => {
  const date = rng.date(1987, 1990);
  const vat = vatUK(yearOf(date));
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, 'TYREWAY', { size: 24, bold: true });
  p.text(170, 'EXHAUSTS · TYRES · BATTERIES · SHOCKS', { y: 46, size: 9, bold: true });
  p.text(170, 'Free fitting while you wait', { y: 58, size: 8 });
  const branch = rng.pick(['112 Chelmsford, Springfield Rd', '047 Colchester, Magdalen St', '205 Ipswich, Norwich Rd']);
  p.down(24).text(40, `Branch ${branch}   Tel. ${rng.int(200000, 699999)}`, { size: 8.5 });
  p.down(30);
  const nr = `${rng.int(100, 299)}/${rng.int(10000, 99999)}`;
  p.text(40, 'SALES INVOICE', { size: 12, bold: true });
  p.text(555, `Inv. ${nr}`, { y: p.y, align: 'right', size: 9 });
  p.text(555, `Tax point ${fd(date, 'ukdot')}`, { y: p.y + 12, align: 'right', size: 9 });
  const miles = rng.int(40000, 140000);
  p.down(24).text(
    40,
    `Vehicle: ${rng.pick(['Mini 1000', 'Morris Marina 1.3', 'Ford Escort Mk2 1300', 'Vauxhall Viva HC'])}   Reg: ${rng.pick(['ANO', 'KVX', 'HJN'])} ${rng.int(100, 999)}${rng.pick(['P', 'R', 'S', 'T'])}   Odo: ${miles}`,
    { size: 9 },
  );
  p.down(24);
  const cols = [{ x: 40 }, { x: 110 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['CODE', 'DESCRIPTION', 'QTY', 'EACH', 'GOODS'], { bold: true, size: 8.5 });
  p.down(4);
  p.text(40, '-'.repeat(112), { size: 8 });
  p.down(14);
  const parts = rng
    .some(
      [
        ['EXH', 'Rear box', 1, 24, 48],
        ['EXH', 'Centre pipe and box', 1, 22, 40],
        ['TYR', '145 SR 10 Dunlop SP68', 2, 19, 28],
        ['TYR', '155 SR 13 Pirelli P3', 2, 24, 34],
        ['BAT', 'Battery 063 heavy duty', 1, 32, 45],
        ['EXH', 'Exhaust fitting kit', 1, 4, 9],
      ] as [string, string, number, number, number][],
      3,
    )
    .map(([c, d, q, lo, hi]) => {
      const ep = price(rng, lo, hi, 0.01);
      return { c: `${c}${rng.int(100, 999)}`, d, q, ep, a: r2(q * ep) };
    });
  const svc = rng
    .some(
      [
        ['BAL', 'Wheel balance', 2, 3, 4.5],
        ['PUN', 'Puncture repair', 1, 6, 9],
      ] as [string, string, number, number, number][],
      1,
    )
    .map(([c, d, q, lo, hi]) => {
      const ep = price(rng, lo, hi, 0.05);
      return { c, d, q, ep, a: r2(q * ep) };
    });
  for (const l of [...parts, ...svc]) {
    row(p, cols, [l.c, l.d, String(l.q), num(l.ep, 'en'), num(l.a, 'en')], { size: 9 });
    p.down(14);
  }
  const net = sum([...parts, ...svc].map((l) => l.a));
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.text(40, '-'.repeat(112), { size: 8 });
  p.down(16);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['GOODS', num(net, 'en')], { size: 9 });
  p.down(13);
  row(p, tc, [`VAT ${vat}%`, num(tax, 'en')], { size: 9 });
  p.down(15);
  row(p, tc, ['TOTAL £', num(total, 'en')], { bold: true, size: 11 });
  p.down(30);
  p.text(40, `Paid: ${rng.pick(['Access', 'Cash', 'Cheque (card 1047)'])}   Fitter: ${rng.pick(['Dave', 'Gary', 'Lee'])}`, { size: 8.5 });
  p.down(12).text(40, 'Exhausts guaranteed for as long as you own the car. Keep this invoice.', { size: 8 });
  p.text(297, 'Tyreway Ltd, Reg. Office: Unit 4, Riverside Ind. Est., Maldon. VAT Reg. 391 2277 05', { y: 800, align: 'center', size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Tyreway',
    serviceDate: date,
    serviceMileage: miles,
    totalCost: total,
    workPerformed: svc.map((l) => l.d),
    partsUsed: parts.map((l) => l.d),
  });
};

/** An MOT testing station's bill: test fee outside VAT, repairs after a failure, a free partial retest. */
export const motStation94: Family = (rng) => {
  const test = rng.date(1992, 1996);
  const retest = addDays(test, rng.int(2, 8));
  const vat = vatUK(yearOf(retest));
  const p = new PageBuilder();
  p.y = 50;
  p.text(297, 'Brookside MOT Centre', { align: 'center', size: 17, bold: true });
  p.down(14).text(297, 'Class IV & VII Testing Station No. ' + rng.int(10000, 99999) + '  ·  Servicing  ·  Welding', { align: 'center', size: 8.5 });
  p.down(11).text(297, `Unit ${rng.int(1, 9)}, Brookside Road, Leominster HR6 8LT  ·  01568 61${rng.int(1000, 9999)}`, { align: 'center', size: 8.5 });
  p.y = 120;
  p.text(40, 'Invoice to', { size: 7.5 })
    .down(12)
    .text(40, rng.pick(['Mr T. Pugh', 'Mrs J. Bevan', 'Arrow Valley Farms']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['Kingsland', 'Eardisland', 'Pembridge']));
  const info: [string, string][] = [
    ['Invoice no.', String(rng.int(20000, 39999))],
    ['Invoice date', fd(retest, 'uk')],
    ['Vehicle', rng.pick(['Morris Minor 1000 van', 'Austin A35 van', 'Land Rover Series IIA 109', 'Ford Transit Mk1'])],
    ['Reg.', `${rng.pick(['LVJ', 'CCJ', 'EVJ'])} ${rng.int(100, 999)}${rng.pick(['C', 'D', 'E'])}`],
  ];
  let yy = 120;
  for (const [l, v] of info) {
    p.text(360, l, { y: yy, size: 8.5 }).text(440, v, { y: yy, size: 9.5 });
    yy += 13;
  }
  const miles = rng.int(60000, 190000);
  p.text(360, 'Odometer', { y: yy, size: 8.5 }).text(440, `${num(miles, 'en').slice(0, -3)} miles`, { y: yy, size: 9.5 });
  p.y = 200;
  p.text(
    40,
    `MOT test ${fd(test, 'uk')}: refusal (VT30) — ${rng.pick(['headlamp aim, wiper blades, handbrake', 'nearside brake imbalance, exhaust leak', 'rear lamp, windscreen washer'])}.`,
    { size: 9 },
  );
  p.down(13).text(40, `Partial retest ${fd(retest, 'uk')}: pass, certificate issued (VT20).`, { size: 9 });
  p.down(26);
  const cols = [{ x: 40 }, { x: 90 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 11, 515, 16, true);
  row(p, cols, ['Type', 'Description', 'Qty/Hrs', '£'], { bold: true, size: 8.5 });
  p.down(19);
  const rate = rng.pick([18, 21, 24]);
  const work = rng.some(['Adjust headlamp aim', 'Adjust handbrake', 'Repair exhaust joint', 'Renew wiper blades', 'Renew rear lamp lens'], 2).map((d) => {
    const h = rng.pick([0.3, 0.5, 0.8, 1]);
    return { d, h, a: r2(h * rate) };
  });
  const mat = rng
    .some(
      [
        ['Wiper blade', 3, 6, 2],
        ['Exhaust clamp', 2, 5, 1],
        ['Rear lamp lens', 4, 9, 1],
        ['Handbrake cable', 8, 14, 1],
      ] as [string, number, number, number][],
      2,
    )
    .map(([d, lo, hi, q]) => ({ d, q, a: r2(q * price(rng, lo, hi, 0.05)) }));
  const fee = rng.pick([25.1, 26.5, 27.5, 29.8]);
  row(p, cols, ['MOT', 'MOT test fee Class IV (outside the scope of VAT)', '1', num(fee, 'en')], { size: 9 });
  p.down(14);
  for (const l of work) {
    row(p, cols, ['Lab', l.d, num(l.h, 'en').replace(/0$/, ''), num(l.a, 'en')], { size: 9 });
    p.down(14);
  }
  for (const l of mat) {
    row(p, cols, ['Part', l.d, String(l.q), num(l.a, 'en')], { size: 9 });
    p.down(14);
  }
  row(p, cols, ['MOT', 'Partial retest within 10 working days', '1', '0.00'], { size: 9 });
  p.down(24);
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const tax = r2(((labor + parts) * vat) / 100);
  const total = sum([labor, parts, tax, fee]);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Labour', labor],
    ['Parts', parts],
    [`VAT @ ${vat}% on labour and parts`, tax],
    ['MOT fee', fee],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9 });
    p.down(13);
  }
  p.box(336, p.y - 2, 219, 18);
  p.down(12);
  row(p, tc, ['Amount due £', num(total, 'en')], { bold: true, size: 10 });
  p.down(40);
  p.text(40, `Next MOT due ${fd(addDays(test, 365), 'uklong')}. We will send a reminder.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Brookside MOT Centre',
    serviceDate: retest,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: ['MOT test fee Class IV', ...work.map((l) => l.d), 'Partial retest within 10 working days'],
    partsUsed: mat.map((l) => l.d),
  });
};

/** A recovery operator's call-out sheet and invoice: time of call, miles towed, member number. */
export const recovery82: Family = (rng) => {
  const call = rng.date(1980, 1984);
  const billed = addDays(call, rng.int(3, 12));
  const vat = vatUK(yearOf(billed));
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, 'MOTORWAY RESCUE (STAFFORD) LTD', { size: 14, bold: true });
  p.down(13).text(40, '24-hour breakdown and recovery · Appointed agents to the motoring organisations', { size: 8.5 });
  p.down(11).text(40, 'Lichfield Road Depot, Stafford ST17 4LH · Stafford 5 6 2 1 2', { size: 8.5 });
  p.y = 110;
  const cells: [string, string][] = [
    ['Job no.', `R${rng.int(1000, 9999)}`],
    ['Date of call', fd(call, 'uk')],
    ['Time of call', `${rng.int(0, 23)}.${rng.pick(['05', '15', '35', '50'])}`],
    ['Member no.', `${rng.int(1000000, 9999999)}`],
  ];
  cells.forEach(([l, v], i) => {
    p.box(40 + i * 128, p.y - 10, 128, 30);
    p.text(44 + i * 128, l, { size: 7 }).text(44 + i * 128, v, { y: p.y + 12, size: 10 });
  });
  p.down(42);
  const veh = rng.pick(['Jaguar XJ6 Series 2', 'Rover P6 3500', 'Triumph Dolomite Sprint', 'Bedford HA van']);
  p.text(40, `Vehicle: ${veh}, ${rng.pick(['SRF', 'NBF', 'JRE'])} ${rng.int(100, 999)}${rng.pick(['M', 'N', 'P'])}`, { size: 9.5 });
  p.down(13).text(40, `Location: ${rng.pick(['M6 northbound, hard shoulder near J14', 'A34 lay-by, Cannock Chase', 'A518 at Haughton'])}`, { size: 9.5 });
  p.down(13).text(40, `Fault: ${rng.pick(['fan belt broken, overheated', 'fuel pump failure', 'dynamo not charging'])}`, { size: 9.5 });
  p.down(13).text(40, `Taken to: ${rng.pick(['our depot', "member's home address", 'Stafford Motor Co.'])}`, { size: 9.5 });
  p.down(28);
  p.text(40, `INVOICE   dated ${fd(billed, 'uklong')}`, { size: 11, bold: true });
  p.text(555, rng.pick(['Mr K. Bratt', 'Dr S. Wain', 'Mr H. Oakden']), { y: p.y, align: 'right', size: 10 });
  p.down(22);
  const towMiles = rng.int(12, 48);
  const mileRate = rng.pick([0.75, 0.85, 0.95]);
  const callOut = rng.pick([14, 16.5, 18]);
  const rate = rng.pick([9, 10.5, 12]);
  const hrs = rng.pick([0.5, 0.75, 1]);
  const part = price(rng, 3, 9, 0.05);
  const lines: { d: string; a: number; k: 'R' | 'L' | 'P' }[] = [
    { d: 'Call-out charge', a: callOut, k: 'R' },
    { d: `Towing ${towMiles} miles @ ${Math.round(mileRate * 100)}p`, a: r2(towMiles * mileRate), k: 'R' },
    { d: 'Roadside attendance', a: r2(hrs * rate), k: 'L' },
    { d: 'Fan belt', a: part, k: 'P' },
  ];
  for (const l of lines) {
    p.text(60, l.d, { size: 9.5 }).text(470, num(l.a, 'en'), { align: 'right', size: 9.5 });
    p.down(14);
  }
  const recovery = sum(lines.filter((l) => l.k === 'R').map((l) => l.a));
  const labor = r2(hrs * rate);
  const net = sum([recovery, labor, part]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(12);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Recovery', recovery],
    ['Labour', labor],
    ['Parts', part],
    [`VAT ${vat}%`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9.5 });
    p.down(13);
  }
  row(p, tc, ['Total payable', `£${num(total, 'en')}`], { bold: true, size: 10.5 });
  p.down(40);
  p.text(40, 'Recovery beyond the first 10 miles is not covered by the basic membership and is charged to the member.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Motorway Rescue (Stafford) Ltd',
    serviceDate: call,
    laborCost: labor,
    partsCost: part,
    totalCost: total,
    workPerformed: ['Call-out charge', `Towing ${towMiles} miles @ ${Math.round(mileRate * 100)}p`, 'Roadside attendance'],
    partsUsed: ['Fan belt'],
  });
};

/** A motorcycle dealer's carbon duplicate book, 1970s: a narrow slip, £ and p columns, handwritten-ish. */
export const motorcycleBook78: Family = (rng) => {
  const date = rng.date(1976, 1978);
  const vat = 8;
  const p = new PageBuilder();
  const x0 = 130;
  const w = 335;
  p.box(x0, 36, w, 620);
  p.y = 58;
  p.text(x0 + w / 2, 'STAN HOLLIS MOTORCYCLES', { align: 'center', size: 12, bold: true });
  p.down(12).text(x0 + w / 2, 'Triumph · BSA · Norton · Spares & Repairs', { align: 'center', size: 7.5 });
  p.down(10).text(x0 + w / 2, '41 Wellington Rd, Dudley, W. Mids  Tel. 53471', { align: 'center', size: 7.5 });
  p.down(18)
    .text(x0 + 8, `No. ${rng.int(2000, 2999)}`, { size: 10, bold: true })
    .text(x0 + w - 8, fd(date, 'ukdot'), { align: 'right', size: 11, serif: true });
  p.down(18)
    .text(x0 + 8, 'Name', { size: 7 })
    .text(x0 + 45, rng.pick(['Mr. Bayliss', 'Keith Rowley', 'J. Guest']), { size: 11, serif: true });
  const miles = rng.int(9000, 48000);
  const bike = rng.pick(['Triumph T120 Bonneville', 'BSA A65 Lightning', 'Norton Commando 850', 'Triumph T100 Daytona']);
  p.down(16)
    .text(x0 + 8, 'Machine', { size: 7 })
    .text(x0 + 45, bike, { size: 11, serif: true });
  p.down(16)
    .text(x0 + 8, 'Reg.', { size: 7 })
    .text(x0 + 45, `${rng.pick(['JOP', 'UDA', 'NHA'])} ${rng.int(100, 999)}${rng.pick(['G', 'H', 'J', 'K'])}`, { size: 11, serif: true });
  p.text(x0 + 170, 'Miles', { size: 7 }).text(x0 + 200, String(miles), { size: 11, serif: true });
  p.down(16);
  const cols = [{ x: x0 + 8 }, { x: x0 + w - 44, align: 'right' as const }, { x: x0 + w - 8, align: 'right' as const }];
  p.box(x0, p.y - 4, w, 0.01);
  p.down(10);
  row(p, cols, ['', '£', 'p'], { bold: true, size: 8 });
  p.box(x0 + w - 70, p.y - 10, 0.01, 420);
  p.box(x0 + w - 36, p.y - 10, 0.01, 420);
  p.down(18);
  const put = (d: string, a: number, bold = false) => {
    const [l, pp] = num(a, 'plain').split('.');
    row(p, cols, [d, l, pp], { size: 10.5, serif: true, bold });
    p.box(x0, p.y + 5, w, 0.01);
    p.down(19);
  };
  const work = rng
    .some(['Decoke and valve grind', 'Adjust primary chain', 'Set tappets and timing', 'Balance carbs', 'Strip and clean front forks'], 2)
    .map((d) => ({ d, a: price(rng, 4, 28) }));
  const mat = rng
    .some(['Exhaust valves (pr)', 'Head gasket', 'Plugs N3', 'Primary chain', 'Fork seals (pr)', 'Points set'], 3)
    .map((d) => ({ d, a: price(rng, 0.8, 9, 0.05) }));
  for (const l of work) put(l.d, l.a);
  for (const l of mat) put(l.d, l.a);
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const tax = r2(((labor + parts) * vat) / 100);
  const total = sum([labor, parts, tax]);
  p.y = 520;
  put('Labour', labor);
  put('Parts', parts);
  put(`V.A.T. ${vat}%`, tax);
  put('Total', total, true);
  p.y = 640;
  p.text(x0 + 8, 'Customer copy — thank you', { size: 7 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Stan Hollis Motorcycles',
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** An Irish agricultural engineer's bill for a vintage tractor, IR£, hours meter and van mileage. */
export const irishTractor84: Family = (rng) => {
  const date = rng.date(1983, 1990);
  const vat = 23;
  const p = new PageBuilder();
  p.y = 56;
  p.text(40, 'Mulcahy Agricultural Engineering', { size: 15, bold: true, serif: true });
  p.down(13).text(40, 'Tractor & Machinery Repairs · Welding · Spare Parts', { size: 9, serif: true });
  p.down(11).text(40, 'Ballyporeen Road, Mitchelstown, Co. Cork · Tel. (025) 2 44 19', { size: 9, serif: true });
  p.y = 130;
  p.text(40, `To: ${rng.pick(['Mr Michael Condon', 'Mr J. J. Fitzgerald', 'Mrs Nora Hyland'])}`, { serif: true })
    .down(13)
    .text(60, rng.pick(['Kilbehenny', 'Ballyarthur', 'Killeenleigh']), { serif: true });
  p.text(400, `Invoice No. ${rng.int(800, 3200)}`, { y: 130, serif: true });
  p.text(400, `Date: ${fd(date, 'uklong')}`, { y: 143, serif: true });
  p.y = 180;
  p.text(40, `Re: ${rng.pick(['Massey Ferguson 135', 'Ferguson TE20 (grey)', 'David Brown 990', 'Ford 3000'])} — hour meter ${rng.int(2100, 9800)}`, {
    serif: true,
    bold: true,
  });
  p.down(26);
  const rate = rng.pick([7.5, 8.5, 9.5, 11]);
  const work = rng
    .some(
      [
        'Replaced clutch and pressure plate',
        'Overhauled hydraulic lift pump',
        'Reground valves and reset tappets',
        'Welded cracked front axle support',
        'Serviced injectors',
      ],
      2,
    )
    .map((d) => {
      const h = rng.pick([2, 3, 4.5, 6, 8]);
      return { d, h, a: r2(h * rate) };
    });
  p.text(40, 'Labour', { serif: true, bold: true, size: 10 });
  p.down(15);
  for (const l of work) {
    p.text(60, `${l.d}, ${num(l.h, 'en').replace('.00', '').replace(/0$/, '')} hrs @ ${num(rate, 'en')}`, { serif: true, size: 10 }).text(555, num(l.a, 'en'), {
      align: 'right',
      serif: true,
      size: 10,
    });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  p.text(400, 'Labour total', { serif: true, size: 10 }).text(555, num(labor, 'en'), { align: 'right', serif: true, size: 10 });
  p.down(22);
  p.text(40, 'Parts', { serif: true, bold: true, size: 10 });
  p.down(15);
  const mat = rng
    .some(['Clutch plate', 'Pressure plate', 'Lift pump seal kit', 'Valve grinding paste', 'Hydraulic oil (5 gal)', 'Injector nozzles (4)'], 3)
    .map((d) => ({ d, a: price(rng, 3, 60, 0.05) }));
  for (const l of mat) {
    p.text(60, l.d, { serif: true, size: 10 }).text(555, num(l.a, 'en'), { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  const parts = sum(mat.map((l) => l.a));
  p.text(400, 'Parts total', { serif: true, size: 10 }).text(555, num(parts, 'en'), { align: 'right', serif: true, size: 10 });
  p.down(22);
  const miles = rng.int(10, 30) * 2;
  const travel = r2(miles * 0.35);
  p.text(60, `Van to farm, ${miles} miles @ 35p`, { serif: true, size: 10 }).text(555, num(travel, 'en'), { align: 'right', serif: true, size: 10 });
  const net = sum([labor, parts, travel]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(26);
  p.text(400, 'Nett', { serif: true }).text(555, num(net, 'en'), { align: 'right', serif: true });
  p.down(14).text(400, `V.A.T. @ ${vat}%`, { serif: true }).text(555, num(tax, 'en'), { align: 'right', serif: true });
  p.down(16).text(400, 'Total IR£', { serif: true, bold: true }).text(555, num(total, 'en'), { align: 'right', serif: true, bold: true });
  p.down(40);
  p.text(40, 'VAT No. IE 4 771 203 K. Terms: 30 days. Cheques payable to D. Mulcahy.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Mulcahy Agricultural Engineering',
    serviceDate: date,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A caravan workshop's habitation check: a checklist with readings, then the invoice below it. */
export const habitationCheck07: Family = (rng) => {
  const date = rng.date(2004, 2007);
  const vat = 17.5;
  const p = new PageBuilder();
  p.y = 48;
  p.text(40, 'Meadowbank Caravan Services', { size: 15, bold: true });
  p.text(555, 'Approved Workshop Scheme member', { y: 46, align: 'right', size: 8 });
  p.down(12).text(40, 'Mobile & workshop servicing of touring caravans · Damp repairs · Motor movers', { size: 8.5 });
  p.down(11).text(40, 'Meadowbank Farm, Garstang PR3 1ZA · 01995 60' + rng.int(1000, 9999) + ' · www.meadowbankcaravans.co.uk', { size: 8.5 });
  p.y = 112;
  const van = rng.pick(['Eccles Topaz (1978)', 'Sprite Alpine 400 (1982)', 'Cheltenham Sandringham (1969)', 'Elddis Wispa (1985)']);
  p.text(40, `HABITATION CHECK  —  ${van}`, { bold: true, size: 11 });
  p.down(14).text(
    40,
    `CRiS / chassis: ${rng.pick(['not registered', 'pre-CRiS'])}   Owner: ${rng.pick(['Mr & Mrs Dewhurst', 'Mr P. Cowell', 'Ms L. Parkinson'])}`,
    { size: 9 },
  );
  p.down(20);
  const checks = [
    'Gas system soundness test',
    'Electrical 230V RCD trip test',
    '12V road lights',
    'Water system',
    'Ventilation',
    'Chassis, hitch and brakes',
    'Tyres (date codes)',
  ];
  checks.forEach((c, i) => {
    const x = 40 + (i % 2) * 258;
    const yy = p.y + Math.floor(i / 2) * 14;
    p.text(x, `[x] ${c}`, { y: yy, size: 8.5 });
    p.text(x + 240, rng.pick(['OK', 'OK', 'Adv.']), { y: yy, align: 'right', size: 8.5 });
  });
  p.down(64);
  const readings = Array.from({ length: 6 }, () => rng.int(8, 24));
  p.text(40, `Damp readings (%): ${readings.join(' · ')}  — ${rng.pick(['all within normal range', 'front nearside corner to be monitored'])}`, { size: 8.5 });
  p.down(30);
  const nr = `MCS${rng.int(10000, 49999)}`;
  p.text(40, 'INVOICE', { size: 13, bold: true });
  p.text(300, `No. ${nr}`, { y: p.y, size: 9.5 }).text(555, `Date ${fd(date, 'uk')}`, { y: p.y, align: 'right', size: 9.5 });
  p.down(20);
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Description', 'Qty', 'Unit', 'Net'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const svc = price(rng, 85, 135, 5);
  const extra = rng
    .some(['Adjust brakes and lubricate hitch', 'Reseal front window', 'Replace gas hose and regulator'], 1)
    .map((d) => ({ d, a: price(rng, 25, 65, 0.5) }));
  const mat = rng
    .some(
      [
        ['Gas hose (EN 1763)', 6, 12],
        ['Regulator 30 mbar', 18, 30],
        ['Mastic sealant', 4, 9],
        ['Road light bulbs', 2, 5],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, q: rng.int(1, 2), ep: price(rng, lo, hi, 0.01) }));
  row(p, cols, ['Annual habitation service', '1', num(svc, 'en'), num(svc, 'en')], { size: 9 });
  p.down(14);
  for (const l of extra) {
    row(p, cols, [l.d, '1', num(l.a, 'en'), num(l.a, 'en')], { size: 9 });
    p.down(14);
  }
  for (const l of mat) {
    row(p, cols, [l.d, String(l.q), num(l.ep, 'en'), num(r2(l.q * l.ep), 'en')], { size: 9 });
    p.down(14);
  }
  const labor = sum([svc, ...extra.map((l) => l.a)]);
  const parts = sum(mat.map((l) => r2(l.q * l.ep)));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(10);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Labour', labor],
    ['Parts & materials', parts],
    ['VAT @ 17.5%', tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9 });
    p.down(13);
  }
  p.box(356, p.y - 2, 199, 18, true);
  p.down(12);
  row(p, tc, ['Total inc. VAT', `£${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(36);
  p.text(40, `Next habitation check due ${fd(addDays(date, 365), 'uklong')}. Payment by card on collection, thank you.`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Meadowbank Caravan Services',
    serviceDate: date,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: ['Annual habitation service', ...extra.map((l) => l.d)],
    partsUsed: mat.map((l) => l.d),
  });
};

/** A Dutch garage writing English with Dutch number formats (€ 1.234,56) and BTW. */
export const dutchGarage16: Family = (rng) => {
  const date = rng.date(2014, 2018);
  const vat = 21;
  const p = new PageBuilder();
  p.y = 50;
  p.text(40, 'Autobedrijf', { size: 9 });
  p.down(18).text(40, 'VAN DER MEULEN', { size: 20, bold: true });
  p.down(13).text(40, 'Klassieke Citroën & DAF specialist sinds 1971', { size: 8.5 });
  p.text(555, 'Industrieweg 18', { y: 50, align: 'right', size: 8.5 });
  p.text(555, '8011 ZZ Zwolle, Netherlands', { y: 61, align: 'right', size: 8.5 });
  p.text(555, 'info@vdmeulen-klassiek.nl', { y: 72, align: 'right', size: 8.5 });
  p.text(555, 'KvK 05 1347 22 · VAT NL8013 47 221 B01', { y: 83, align: 'right', size: 8.5 });
  p.y = 130;
  p.text(40, rng.pick(['Mr. Jonathan Price', 'Mrs. Helen Whitaker', 'Mr. Sven Olsen']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['14 Lammas Road, Norwich NR2 1XX, UK', 'Bredgade 4, 1260 København K, Denmark', '7 Quay Street, Galway, Ireland']), { size: 10 });
  p.y = 185;
  const km = rng.int(60000, 230000);
  const info: [string, string][] = [
    ['Invoice', `${yearOf(date)}${rng.int(1000, 1999)}`],
    ['Invoice date', fd(date, 'dedash')],
    ['Vehicle', rng.pick(['Citroën DS 21 Pallas', 'DAF 33 Variomatic', 'Citroën 2CV6 Special', 'DAF 55 Coupé'])],
    ['Licence plate', `${rng.pick(['AM', 'DL', 'GX'])}-${rng.int(10, 99)}-${rng.pick(['BT', 'KR', 'PZ'])}`],
    ['Odometer', `${num(km, 'de').slice(0, -3)} km`],
  ];
  info.forEach(([l, v], i) => {
    p.box(40 + i * 103, p.y - 10, 103, 30);
    p.text(44 + i * 103, l, { size: 7 }).text(44 + i * 103, v, { y: p.y + 12, size: 8.5 });
  });
  p.down(44);
  const cols = [{ x: 40 }, { x: 90 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Code', 'Description', 'Qty', 'Price', 'Amount'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const rate = rng.pick([62.5, 68, 72.5]);
  const work = rng
    .some(
      [
        'Hydraulic system flushed (LHM)',
        'Height correctors adjusted',
        'Variomatic belts adjusted',
        'Ignition points and timing set',
        'Front brake calipers overhauled',
      ],
      2,
    )
    .map((d) => {
      const h = rng.pick([1, 1.5, 2, 2.5, 3.5]);
      return { c: 'ARB', d, q: num(h, 'de'), ep: rate, a: r2(h * rate) };
    });
  const mat = rng
    .some(
      [
        ['LHM fluid 1 l', 8, 12, 4],
        ['Suspension sphere front', 85, 130, 2],
        ['Variomatic drive belt', 45, 75, 2],
        ['Brake caliper seal kit', 18, 30, 2],
        ['Contact breaker set', 9, 15, 1],
      ] as [string, number, number, number][],
      3,
    )
    .map(([d, lo, hi, q]) => {
      const ep = price(rng, lo, hi, 0.05);
      return { c: String(rng.int(10000, 99999)), d, q: String(q), ep, a: r2(q * ep) };
    });
  for (const l of [...work, ...mat]) {
    row(p, cols, [l.c, l.d, l.q, `€ ${num(l.ep, 'de')}`, `€ ${num(l.a, 'de')}`], { size: 9 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(16);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Labour', labor],
    ['Parts', parts],
    ['Subtotal excl. VAT', net],
    ['VAT 21%', tax],
  ] as [string, number][]) {
    row(p, tc, [l, `€ ${num(v, 'de')}`], { size: 9 });
    p.down(13);
  }
  p.down(4);
  row(p, tc, ['Total', `€ ${num(total, 'de')}`], { bold: true, size: 11 });
  p.down(36);
  p.text(40, 'Payment within 14 days to IBAN NL91 RABO 0317 4471 20, stating the invoice number.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Autobedrijf Van der Meulen',
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A Finnish garage writing English: space thousands, comma decimals, d.m.yyyy dates, ALV 24 %. */
export const finnishGarage22: Family = (rng) => {
  const date = rng.date(2020, 2024);
  const done = addDays(date, -rng.int(1, 6));
  const vat = date >= '2024-09-01' ? 25.5 : 24;
  const fi = (n: number) => num(n, 'de').replace(/\./g, ' ');
  const fdate = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return `${d}.${m}.${y}`;
  };
  const p = new PageBuilder();
  p.y = 54;
  p.text(40, 'Korjaamo Virtanen Oy', { size: 15, bold: true });
  p.down(13).text(40, 'Classic car workshop · Hämeenpuisto 41, 33200 Tampere, Finland', { size: 8.5 });
  p.down(11).text(40, 'Business ID 2447120-3 · +358 40 771 2044 · huolto@virtanenkorjaamo.fi', { size: 8.5 });
  p.y = 115;
  p.text(360, 'INVOICE', { size: 13, bold: true });
  const lines: [string, string][] = [
    ['Invoice number', String(rng.int(3000, 6999))],
    ['Invoice date', fdate(date)],
    ['Work completed', fdate(done)],
    ['Due date', fdate(addDays(date, 14))],
    ['Reference', `${rng.int(10000, 99999)}${rng.int(1, 9)}`],
  ];
  let yy = 132;
  for (const [l, v] of lines) {
    p.text(360, l, { y: yy, size: 8.5 }).text(555, v, { y: yy, align: 'right', size: 9 });
    yy += 12;
  }
  p.text(40, rng.pick(['Mikko Lehtinen', 'Anna-Liisa Korhonen', 'Jari Nieminen']), { y: 132, size: 10 });
  p.text(40, rng.pick(['Satakunnankatu 12 B 7', 'Pyynikintie 3']), { y: 144, size: 10 });
  p.text(40, '33100 Tampere', { y: 156, size: 10 });
  p.y = 210;
  const km = rng.int(80000, 260000);
  p.text(
    40,
    `Vehicle: ${rng.pick(['Saab 96 V4', 'Volvo PV544', 'Volvo Amazon 121', 'Saab 99 GL'])}, reg. ${rng.pick(['ABC', 'MUS', 'KTX'])}-${rng.int(10, 999)}, odometer ${fi(km).slice(0, -3)} km`,
    { size: 9 },
  );
  p.down(22);
  const cols = [{ x: 40 }, { x: 340, align: 'right' as const }, { x: 380 }, { x: 470, align: 'right' as const }, { x: 555, align: 'right' as const }];
  p.box(40, p.y - 11, 515, 16, true);
  row(p, cols, ['Product / work', 'Qty', 'Unit', 'Unit price', 'Total'], { bold: true, size: 8.5 });
  p.down(19);
  const rate = rng.pick([78, 84, 92]);
  const work = rng
    .some(
      [
        'Freewheel and gearbox oil changed',
        'Carburettor adjusted',
        'Front wheel bearings repacked',
        'Brake master cylinder replaced',
        'Inspection for periodic MOT (katsastus)',
      ],
      3,
    )
    .map((d) => {
      const h = rng.pick([0.5, 1, 1.5, 2, 3]);
      return { d, q: fi(h), u: 'h', ep: rate, a: r2(h * rate) };
    });
  const mat = rng
    .some(
      [
        ['Gearbox oil 80W-90', 12, 18, 2, 'l'],
        ['Brake master cylinder', 95, 160, 1, 'pcs'],
        ['Wheel bearing grease', 8, 14, 1, 'pcs'],
        ['Carburettor gasket set', 14, 26, 1, 'pcs'],
      ] as [string, number, number, number, string][],
      2,
    )
    .map(([d, lo, hi, q, u]) => {
      const ep = price(rng, lo, hi, 0.1);
      return { d, q: String(q), u, ep, a: r2(q * ep) };
    });
  for (const l of [...work, ...mat]) {
    row(p, cols, [l.d, l.q, l.u, fi(l.ep), fi(l.a)], { size: 9 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(14);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Work total excl. VAT', labor],
    ['Parts total excl. VAT', parts],
    [`VAT ${String(vat).replace('.', ',')} %`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, `${fi(v)} EUR`], { size: 9 });
    p.down(13);
  }
  hline(p, 340, 215, p.y - 3);
  p.down(8);
  row(p, tc, ['Amount due', `${fi(total)} EUR`], { bold: true, size: 10.5 });
  p.down(36);
  p.text(40, 'Pay to FI21 1234 5600 0007 85 (OP Tampere), using the reference number above. Interest on late payment 8 %.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Korjaamo Virtanen Oy',
    serviceDate: done,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A US service station's preprinted service order, 1970s: check boxes, gas sold on the same ticket. */
export const usServiceStation74: Family = (rng) => {
  const date = rng.date(1972, 1977);
  const p = new PageBuilder();
  p.box(40, 30, 515, 640);
  p.y = 56;
  p.text(297, "HANK'S TEXACO SERVICE", { align: 'center', size: 16, bold: true });
  p.down(13).text(297, '1402 Route 9W · Kingston, N.Y. 12401 · FE 8-4410', { align: 'center', size: 8.5 });
  p.down(10).text(297, 'Tune-ups · Brakes · Mufflers · Road Service', { align: 'center', size: 8.5 });
  p.y = 110;
  const cells: [string, string, number][] = [
    ['NAME', rng.pick(['Walt Kowalski', 'Mrs. Ruth DeGroat', 'Ray Van Wagenen']), 200],
    ['DATE', fd(date, 'usshort'), 90],
    ['LICENSE', `${rng.pick(['NY', 'NY'])} ${rng.pick(['4KL', '287', 'BTW'])}-${rng.int(100, 999)}`, 110],
    ['MILEAGE', String(rng.int(30000, 99999)), 115],
  ];
  let bx = 40;
  for (const [l, v, w] of cells) {
    p.box(bx, p.y - 10, w, 30);
    p.text(bx + 4, l, { size: 6.5 }).text(bx + 4, v, { y: p.y + 12, size: 10 });
    bx += w;
  }
  const miles = Number(cells[3][1]);
  p.down(30);
  const veh = rng.pick(['1966 Ford F-100 pickup', '1968 Chevrolet C10', '1963 Dodge D100 Sweptside', '1970 International Scout']);
  p.text(46, `YEAR / MAKE / MODEL   ${veh}`, { size: 9 });
  p.down(20);
  const checks = ['LUBE', 'OIL CHANGE', 'FILTER', 'WASH', 'TIRE ROTATION', 'BATTERY CHECK'];
  checks.forEach((c, i) => p.text(46 + i * 85, `${rng.chance(0.5) ? '[X]' : '[ ]'} ${c}`, { size: 7.5 }));
  p.down(24);
  const cols = [{ x: 46 }, { x: 400, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.box(40, p.y - 11, 515, 16, true);
  row(p, cols, ['DESCRIPTION OF WORK / PARTS', 'QTY', 'AMOUNT'], { bold: true, size: 8 });
  p.down(20);
  const work = rng
    .some(['Tune-up, 8 cyl.', 'Lube and oil change', 'Reline rear brakes', 'Install muffler and tail pipe', 'Pack front wheel bearings'], 2)
    .map((d) => ({ d, a: price(rng, 6, 28) }));
  const mat = rng
    .some(
      [
        ['Spark plugs', 0.89, 1.25, 8],
        ['Points & condenser', 3.5, 6, 1],
        ['Oil filter', 2.5, 4.5, 1],
        ['Motor oil qt.', 0.6, 0.95, 5],
        ['Muffler', 14, 24, 1],
        ['Brake shoes (exch.)', 9, 16, 1],
      ] as [string, number, number, number][],
      3,
    )
    .map(([d, lo, hi, q]) => ({ d, q, a: r2(q * price(rng, lo, hi, 0.01)) }));
  for (const l of work) {
    row(p, cols, [l.d, '', num(l.a, 'en')], { size: 9.5 });
    p.box(40, p.y + 5, 515, 0.01);
    p.down(17);
  }
  for (const l of mat) {
    row(p, cols, [l.d, String(l.q), num(l.a, 'en')], { size: 9.5 });
    p.box(40, p.y + 5, 515, 0.01);
    p.down(17);
  }
  const gal = r2(rng.int(80, 200) / 10);
  const ppg = rng.pick([0.379, 0.459, 0.539, 0.619]);
  const gas = r2(gal * ppg);
  row(p, cols, [`Gas, regular, ${gal} gal. @ ${ppg}`, '', num(gas, 'en')], { size: 9.5 });
  p.y = 520;
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const tax = r2(parts * 0.07);
  const total = sum([labor, parts, gas, tax]);
  const tc = [{ x: 380 }, { x: 545, align: 'right' as const }];
  for (const [l, v] of [
    ['LABOR', labor],
    ['PARTS & ACC.', parts],
    ['GAS & OIL', gas],
    ['SALES TAX', tax],
  ] as [string, number][]) {
    p.box(376, p.y - 11, 175, 16);
    row(p, tc, [l, num(v, 'en')], { size: 9 });
    p.down(16);
  }
  p.box(376, p.y - 11, 175, 18, true);
  row(p, tc, ['TOTAL', num(total, 'en')], { bold: true, size: 10 });
  p.text(46, 'Customer signature  ______________________', { y: 560, size: 8 });
  p.text(46, 'Texaco credit card honored', { y: 600, size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: "Hank's Texaco Service",
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** A US motorcycle shop's repair order, 2000s: date in / completed, part numbers, shop supplies fee. */
export const usMotorcycle05: Family = (rng) => {
  const dateIn = rng.date(2003, 2009);
  const done = addDays(dateIn, rng.int(2, 12));
  const p = new PageBuilder();
  p.y = 46;
  p.text(40, 'IRON HORSE CYCLE WORKS', { size: 16, bold: true });
  p.down(12).text(40, 'Vintage Japanese & British motorcycles — service, parts, restoration', { size: 8.5 });
  p.down(11).text(40, `2217 N. Broadway · Knoxville, TN 37917 · (865) 52${rng.int(0, 9)}-${rng.int(1000, 9999)} · ironhorsecycleworks.com`, { size: 8.5 });
  p.y = 100;
  p.box(360, p.y - 12, 195, 70);
  const ro = String(rng.int(10000, 29999));
  const rr: [string, string][] = [
    ['Repair Order', ro],
    ['Date In', fd(dateIn, 'us')],
    ['Completed', fd(done, 'us')],
    ['Technician', rng.pick(['#4 Dwayne', '#7 Carla', '#2 Mike'])],
  ];
  rr.forEach(([l, v], i) => p.text(366, l, { y: p.y + i * 15, size: 8.5 }).text(549, v, { y: p.y + i * 15, align: 'right', size: 9 }));
  p.text(40, rng.pick(['Gary Lynn Bowers', 'Tammy Ashe', 'Curtis Hale']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['509 Oak Hill Dr', '14 Clinch Ave']), { size: 10 })
    .down(12)
    .text(40, rng.pick(['Maryville, TN 37801', 'Knoxville, TN 37920']));
  p.y = 190;
  const miles = rng.int(6000, 52000);
  p.text(
    40,
    `Unit: ${rng.pick(['1970 Honda CB750 Four K0', '1974 Kawasaki Z1 900', '1972 Yamaha XS650', '1969 BSA Lightning'])}   VIN: ${rng.pick(['CB750E', 'Z1F', 'XS1'])}-${rng.int(100000, 999999)}   Mileage in: ${num(miles, 'en').slice(0, -3)}`,
    { size: 9 },
  );
  p.down(14).text(40, `Customer concern: ${rng.pick(['runs rough above 4000 rpm', 'hard starting, leaking oil at head', 'front brake spongy'])}`, { size: 9 });
  p.down(24);
  p.text(40, 'LABOR', { bold: true, size: 9 });
  p.down(14);
  const rate = rng.pick([65, 72, 85]);
  const work = rng
    .some(['Synchronize carburetors', 'Adjust valve clearance', 'Rebuild front brake caliper', 'Replace cam chain tensioner', 'Clean and adjust points'], 3)
    .map((d) => {
      const h = rng.pick([0.5, 1, 1.5, 2, 2.5]);
      return { d, op: `OP${rng.int(100, 999)}`, h, a: r2(h * rate) };
    });
  for (const l of work) {
    p.text(40, l.op, { size: 8.5 })
      .text(95, l.d, { size: 9 })
      .text(440, `${l.h} hrs`, { align: 'right', size: 9 })
      .text(555, num(l.a, 'en'), { align: 'right', size: 9 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  p.text(440, 'Total labor', { align: 'right', size: 9, bold: true }).text(555, num(labor, 'en'), { align: 'right', size: 9, bold: true });
  p.down(24);
  p.text(40, 'PARTS', { bold: true, size: 9 });
  p.down(14);
  const mat = rng
    .some(
      [
        ['Carburetor rebuild kit', 22, 40, 4],
        ['Valve cover gasket', 14, 28, 1],
        ['Caliper piston seal kit', 18, 32, 1],
        ['Cam chain tensioner', 45, 80, 1],
        ['Spark plug NGK D8EA', 2.5, 4, 4],
      ] as [string, number, number, number][],
      3,
    )
    .map(([d, lo, hi, q]) => {
      const ep = price(rng, lo, hi, 0.01);
      return { n: `${rng.int(10000, 99999)}-${rng.pick(['300', '341', 'MA0'])}-000`, d, q, ep, a: r2(q * ep) };
    });
  for (const l of mat) {
    p.text(40, l.n, { size: 8 })
      .text(150, l.d, { size: 9 })
      .text(360, `${l.q} @ ${num(l.ep, 'en')}`, { align: 'right', size: 9 })
      .text(555, num(l.a, 'en'), { align: 'right', size: 9 });
    p.down(14);
  }
  const parts = sum(mat.map((l) => l.a));
  p.text(440, 'Total parts', { align: 'right', size: 9, bold: true }).text(555, num(parts, 'en'), { align: 'right', size: 9, bold: true });
  p.down(28);
  const supplies = r2(Math.min(25, labor * 0.05));
  const tax = r2(parts * 0.0925);
  const total = sum([labor, parts, supplies, tax]);
  const tc = [{ x: 360 }, { x: 555, align: 'right' as const }];
  for (const [l, v] of [
    ['Shop supplies', supplies],
    ['Sales tax 9.25% (parts)', tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en')], { size: 9 });
    p.down(13);
  }
  p.down(3);
  row(p, tc, ['PLEASE PAY THIS AMOUNT', `$${num(total, 'en')}`], { bold: true, size: 10 });
  p.down(40);
  p.text(40, 'Not responsible for loss or damage to vehicles left 30 days after completion. Warranty 90 days parts and labor.', { size: 7.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Iron Horse Cycle Works',
    serviceDate: done,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};

/** An Irish filling station's service bill in 2001: IR£ invoice with the euro equivalent for information. */
export const irishStation01: Family = (rng) => {
  const date = rng.date(2001, 2001);
  const vat = 20;
  const rate = 0.787564;
  const p = new PageBuilder();
  p.y = 54;
  p.text(297, 'KILBRIDE SERVICE STATION', { align: 'center', size: 15, bold: true, serif: true });
  p.down(13).text(297, 'Fuels · Servicing · Tyres · NCT Preparation', { align: 'center', size: 9, serif: true });
  p.down(11).text(297, 'Dublin Road, Naas, Co. Kildare · Tel. 045 87 ' + rng.int(1000, 9999), { align: 'center', size: 9, serif: true });
  p.y = 120;
  p.text(40, rng.pick(['Mr Declan Farrell', 'Mrs Breda Nolan', 'Mr Tom Kinsella']), { serif: true })
    .down(13)
    .text(40, rng.pick(['Sallins Road, Naas', 'Kill, Co. Kildare', 'Johnstown, Naas']), { serif: true });
  p.text(555, `Invoice ${rng.int(10000, 19999)}`, { y: 120, align: 'right', serif: true });
  p.text(555, fd(date, 'uklong'), { y: 133, align: 'right', serif: true });
  const miles = rng.int(50000, 140000);
  p.y = 170;
  p.text(
    40,
    `${rng.pick(['Ford Cortina Mk III 1.6 L', 'Toyota Corolla KE70', 'Morris Minor 1000', 'Volkswagen Beetle 1300'])}  —  ${rng.pick(['ZKE', 'NIK', 'KIR', 'HZD'])} ${rng.int(100, 9999)}  —  ${num(miles, 'en').slice(0, -3)} miles`,
    { serif: true, size: 10 },
  );
  p.down(26);
  const work = rng
    .some(['Full service', 'Replace front brake pads', 'Adjust rear brakes', 'Replace timing belt', 'Wheel alignment'], 2)
    .map((d) => ({ d, a: price(rng, 12, 55) }));
  const mat = rng
    .some(['Oil filter', 'Engine oil 4 litre', 'Brake pads (set)', 'Timing belt', 'Air filter', 'Spark plugs (4)'], 3)
    .map((d) => ({ d, a: price(rng, 3, 38, 0.05) }));
  p.text(40, 'Work done', { serif: true, bold: true });
  p.down(15);
  for (const l of work) {
    p.text(60, l.d, { serif: true, size: 10 }).text(555, num(l.a, 'en'), { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  p.down(6).text(40, 'Parts supplied', { serif: true, bold: true });
  p.down(15);
  for (const l of mat) {
    p.text(60, l.d, { serif: true, size: 10 }).text(555, num(l.a, 'en'), { align: 'right', serif: true, size: 10 });
    p.down(14);
  }
  const labor = sum(work.map((l) => l.a));
  const parts = sum(mat.map((l) => l.a));
  const net = sum([labor, parts]);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  p.down(16);
  const tc = [{ x: 300 }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(p, tc, ['', 'IR£', '€'], { serif: true, bold: true, size: 9.5 });
  p.down(15);
  for (const [l, v] of [
    ['Labour', labor],
    ['Parts', parts],
    [`VAT @ ${vat}%`, tax],
  ] as [string, number][]) {
    row(p, tc, [l, num(v, 'en'), num(r2(v / rate), 'en')], { serif: true, size: 9.5 });
    p.down(14);
  }
  row(p, tc, ['Total', num(total, 'en'), num(r2(total / rate), 'en')], { serif: true, bold: true, size: 10.5 });
  p.down(16);
  p.text(300, 'Amount payable in Irish pounds. Euro shown for information', { serif: true, size: 7.5 });
  p.down(10).text(300, 'at the fixed rate IR£0.787564 = €1.', { serif: true, size: 7.5 });
  p.down(36);
  p.text(40, 'VAT Reg. IE 6 354 718 V. Thank you for your custom.', { serif: true, size: 8.5 });
  return doc(p, 'en', {
    documentType: 'service',
    shopName: 'Kilbride Service Station',
    serviceDate: date,
    serviceMileage: miles,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: work.map((l) => l.d),
    partsUsed: mat.map((l) => l.d),
  });
};
