/** US and UK workshop bills of the family's cars, 1973–2022. */
import { en, dUs, dUsShort, dUk, dUkLong, dEnLong, dMon, addDays, doc, page, r2, rule, service, spaced, sum, digits, whole, type Family } from './kit';

/** 1973 US dealer repair order: LINE / OPERATION / LABOR / PARTS columns, totals in the corner grid. */
const repairOrder73: Family = (rng) => {
  const p = page();
  const shop = 'HOLLISTER FORD SALES, INC.';
  const inDate = `1973-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(10, 25))}`;
  const done = addDays(inDate, 1);
  const miles = rng.int(38, 92) * 1000 + rng.int(0, 999);
  p.text(50, shop, { y: 55, size: 15, bold: true });
  p.text(50, '1400 W. Main St. · Marshalltown, Iowa 50158 · Phone 753-4411', { y: 70, size: 9 });
  p.text(545, 'CUSTOMER REPAIR ORDER', { y: 55, size: 10, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(40000, 49999)}`, { y: 70, size: 12, bold: true, align: 'right' });
  const grid: [string, string][] = [
    ['NAME', 'Robert Brenneke'],
    ['YEAR-MAKE-MODEL', '1966 Ford Mustang'],
    ['LICENSE', `IA ${rng.int(10, 99)}-${rng.int(1000, 9999)}`],
    ['MILEAGE', whole(miles, ',')],
    ['DATE IN', dUsShort(inDate)],
    ['DATE COMPLETED', dUsShort(done)],
  ];
  grid.forEach(([k, v], i) => {
    const x = 50 + (i % 3) * 165;
    const y = 90 + Math.floor(i / 3) * 32;
    p.box(x, y, 165, 32);
    p.text(x + 4, k, { y: y + 10, size: 7 });
    p.text(x + 4, v, { y: y + 25, size: 10 });
  });
  let y = 175;
  p.box(50, y, 495, 16, true);
  ['LINE', 'OPERATION', 'LABOR', 'PARTS'].forEach((h, i) =>
    p.text([54, 90, 470, 540][i], h, { y: y + 12, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }),
  );
  y += 30;
  const work = rng.some(
    ['Tune-up, set points and timing', 'Replace front brake shoes', 'Repack front wheel bearings', 'Replace water pump', 'Adjust carburetor'],
    3,
  );
  const parts = rng.some(['Spark plugs', 'Points and condenser', 'Brake shoes', 'Wheel bearing grease', 'Water pump', 'Fan belt'], 3);
  const labor = work.map((w) => ({ name: w, amount: r2(rng.int(6, 28) + rng.pick([0, 0.5])) }));
  const prt = parts.map((w) => ({ name: w, amount: r2(rng.int(2, 24) + rng.int(0, 99) / 100) }));
  let line = 1;
  for (const l of labor) {
    p.text(58, String(line++), { y, size: 9 });
    p.text(90, l.name, { y, size: 10 });
    p.text(470, en(l.amount), { y, size: 10, align: 'right' });
    y += 15;
  }
  for (const l of prt) {
    p.text(58, String(line++), { y, size: 9 });
    p.text(90, l.name, { y, size: 10 });
    p.text(540, en(l.amount), { y, size: 10, align: 'right' });
    y += 15;
  }
  p.box(50, 175, 495, y - 175);
  const lab = sum(labor);
  const pa = sum(prt);
  const tax = r2(pa * 0.03);
  const total = r2(lab + pa + tax);
  y += 20;
  const box: [string, number][] = [
    ['TOTAL LABOR', lab],
    ['TOTAL PARTS', pa],
    ['GAS, OIL, GREASE', 0],
    ['SALES TAX', tax],
    ['PAY THIS AMOUNT', total],
  ];
  box.forEach(([k, v], i) => {
    p.box(345, y + i * 18, 200, 18, i === 4);
    p.text(350, k, { y: y + 13 + i * 18, size: 8, bold: i === 4 });
    p.text(540, v === 0 ? '—' : en(v), { y: y + 13 + i * 18, size: 10, bold: i === 4, align: 'right' });
  });
  p.text(50, 'I hereby authorize the above repair work.', { y: y + 20, size: 8 });
  p.text(50, 'Signed  R. Brenneke', { y: y + 40, size: 11, serif: true });
  return doc(
    p,
    'en',
    service({
      serviceDate: done,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 1985 UK garage: VAT 15 %, "Labour", "Parts", "Oil & sundries", a settled stamp with a cheque number. */
const ukGarage85: Family = (rng) => {
  const p = page();
  const shop = 'Tanner & Fox (Motor Engineers) Ltd';
  const date = `1985-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const miles = rng.int(50, 110) * 1000 + rng.int(0, 999);
  p.text(297, shop, { y: 58, size: 15, bold: true, serif: true, align: 'center' });
  p.text(297, 'The Old Forge, Station Road, Much Hadham, Herts. SG10 6AA   Tel. Much Hadham 2871', { y: 73, size: 8, serif: true, align: 'center' });
  p.text(297, `V.A.T. Reg. No. 218 ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 84, size: 8, serif: true, align: 'center' });
  p.text(50, 'Mr. P. Brenneke', { y: 120, size: 10, serif: true });
  p.text(50, '14 Warren Close, Bishop’s Stortford', { y: 133, size: 10, serif: true });
  p.text(400, 'INVOICE', { y: 120, size: 14, bold: true, serif: true });
  p.text(400, `No. ${rng.int(7000, 7999)}`, { y: 136, size: 10, serif: true });
  p.text(400, `Date  ${dUk(date)}`, { y: 150, size: 10, serif: true });
  p.text(50, `Triumph TR6   Reg. ${rng.pick(['NVW', 'PEV', 'TAR'])} ${rng.int(100, 999)}M   Speedo ${whole(miles, ',')}`, { y: 175, size: 10, serif: true });
  const work = rng.some(
    [
      'Renew rear wheel cylinders and bleed brakes',
      'Adjust tappets',
      'Renew exhaust front pipe',
      'Service to manufacturer’s schedule',
      'Balance and fit two tyres',
    ],
    3,
  );
  const parts = rng.some(['Wheel cylinders', 'Brake fluid', 'Front pipe', 'Exhaust clamps', 'Oil filter', 'Rocker cover gasket'], 3);
  let y = 210;
  p.text(50, 'To work carried out:', { y, size: 10, serif: true });
  y += 16;
  for (const w of work) {
    p.text(62, w, { y, size: 10, serif: true });
    y += 14;
  }
  const hrs = rng.int(3, 9);
  const lab = r2(hrs * 14.5);
  y += 8;
  p.text(62, `Labour  ${hrs} hrs @ £14.50`, { y, size: 10, serif: true });
  p.text(540, en(lab), { y, size: 10, serif: true, align: 'right' });
  y += 24;
  p.text(50, 'Parts supplied:', { y, size: 10, serif: true });
  y += 16;
  const pr = parts.map((n) => ({ name: n, amount: r2(rng.int(2, 38) + rng.int(0, 99) / 100) }));
  for (const l of pr) {
    p.text(62, l.name, { y, size: 10, serif: true });
    p.text(440, en(l.amount), { y, size: 10, serif: true, align: 'right' });
    y += 14;
  }
  const pa = sum(pr);
  p.text(62, 'Parts', { y, size: 10, serif: true });
  p.text(540, en(pa), { y, size: 10, serif: true, align: 'right' });
  y += 16;
  const oil = r2(rng.int(2, 6) + 0.5);
  p.text(62, 'Oil & sundries', { y, size: 10, serif: true });
  p.text(540, en(oil), { y, size: 10, serif: true, align: 'right' });
  y += 10;
  rule(p, 440, y, 105);
  const net = r2(lab + pa + oil);
  const vat = r2(net * 0.15);
  const total = r2(net + vat);
  y += 14;
  p.text(400, 'Goods & labour', { y, size: 10, serif: true });
  p.text(540, en(net), { y, size: 10, serif: true, align: 'right' });
  p.text(400, 'V.A.T. @ 15%', { y: y + 14, size: 10, serif: true });
  p.text(540, en(vat), { y: y + 14, size: 10, serif: true, align: 'right' });
  p.text(400, 'TOTAL £', { y: y + 32, size: 11, bold: true, serif: true });
  p.text(540, en(total), { y: y + 32, size: 11, bold: true, serif: true, align: 'right' });
  p.box(70, y + 60, 170, 44);
  p.text(155, 'SETTLED', { y: y + 80, size: 14, bold: true, align: 'center' });
  p.text(155, `Chq. No. 100${digits(rng, 3)}  ${dUk(addDays(date, 6))}`, { y: y + 96, size: 8, align: 'center' });
  return doc(
    p,
    'en',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 1988 US Corvette specialist: labour left and parts right in two panels, odometer in/out, date promised. */
const twoPanels88: Family = (rng) => {
  const p = page();
  const shop = 'Bill’s Corvette Clinic';
  const inD = `1988-${String(rng.int(3, 10)).padStart(2, '0')}-${String(rng.int(3, 18)).padStart(2, '0')}`;
  const done = addDays(inD, rng.int(2, 6));
  const milesIn = rng.int(40, 99) * 1000 + rng.int(0, 999);
  p.text(50, shop, { y: 55, size: 18, bold: true, serif: true });
  p.text(50, 'Sales · Service · Restoration   ·   2250 Route 46, Fort Wayne, IN 46808   ·   (219) 483-2090', { y: 70, size: 8 });
  p.text(545, `R.O. # ${rng.int(8800, 8999)}`, { y: 55, size: 11, bold: true, align: 'right' });
  const hd: [string, string][] = [
    ['Date In', dUs(inD)],
    ['Promised', dUs(addDays(inD, 2))],
    ['Completed', dUs(done)],
    ['Odometer In', whole(milesIn, ',')],
    ['Odometer Out', whole(milesIn + rng.int(3, 12), ',')],
    ['Vehicle', '1972 Chevrolet Corvette'],
  ];
  hd.forEach(([k, v], i) => {
    p.text(50 + (i % 3) * 170, k, { y: 100 + Math.floor(i / 3) * 28, size: 7, bold: true });
    p.text(50 + (i % 3) * 170, v, { y: 112 + Math.floor(i / 3) * 28, size: 10 });
  });
  p.text(50, `Customer: R. Brenneke, 11 Lakeview Dr.   VIN 1Z37K2S5${digits(rng, 5)}`, { y: 170, size: 9 });
  const top = 190;
  p.box(50, top, 245, 300);
  p.box(300, top, 245, 300);
  p.text(56, 'LABOR', { y: top + 14, size: 9, bold: true });
  p.text(306, 'PARTS', { y: top + 14, size: 9, bold: true });
  const work = rng.some(['Rebuild front calipers', 'Flush brake system', 'Replace rear spring', 'Adjust headlight vacuum actuators', 'Tune 350 engine'], 3);
  const parts = rng.some(['Caliper seal kit', 'Brake pads', 'Rear leaf spring', 'Vacuum hose', 'Distributor cap', 'Rotor'], 4);
  let y = top + 32;
  let lab = 0;
  for (const w of work) {
    const a = r2(rng.int(3, 20) * 32);
    lab = r2(lab + a);
    p.text(56, w, { y, size: 9 });
    p.text(290, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  y = top + 32;
  let pa = 0;
  for (const n of parts) {
    const q = rng.int(1, 4);
    const a = r2(q * (rng.int(3, 60) + rng.int(0, 99) / 100));
    pa = r2(pa + a);
    p.text(306, `${q}`, { y, size: 9 });
    p.text(322, n, { y, size: 9 });
    p.text(540, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  p.text(56, 'Total labor', { y: top + 290, size: 9, bold: true });
  p.text(290, en(lab), { y: top + 290, size: 9, bold: true, align: 'right' });
  p.text(306, 'Total parts', { y: top + 290, size: 9, bold: true });
  p.text(540, en(pa), { y: top + 290, size: 9, bold: true, align: 'right' });
  const supplies = 6.5;
  const tax = r2(pa * 0.05);
  const total = r2(lab + pa + supplies + tax);
  let ty = top + 320;
  const rows: [string, number][] = [
    ['Labor', lab],
    ['Parts', pa],
    ['Shop supplies', supplies],
    ['Sales tax 5% (parts)', tax],
  ];
  for (const [k, v] of rows) {
    p.text(360, k, { y: ty, size: 9 });
    p.text(540, en(v), { y: ty, size: 9, align: 'right' });
    ty += 14;
  }
  p.box(355, ty - 6, 190, 22, true);
  p.text(360, 'TOTAL', { y: ty + 9, size: 11, bold: true });
  p.text(540, `$${en(total)}`, { y: ty + 9, size: 11, bold: true, align: 'right' });
  p.text(60, 'Fronts still pull slightly left —', { y: top + 340, size: 11, serif: true });
  p.text(60, 'recheck at 500 mi.  — Bill', { y: top + 356, size: 11, serif: true });
  return doc(
    p,
    'en',
    service({
      serviceDate: done,
      shopName: shop,
      serviceMileage: milesIn,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 1996 UK Jaguar specialist: right-hand letterhead, tax point apart from date of work, VAT 17.5 %. */
const jaguar96: Family = (rng) => {
  const p = page();
  const shop = 'Coventry Cat Restorations';
  const work = `1996-${String(rng.int(2, 11)).padStart(2, '0')}-${String(rng.int(5, 20)).padStart(2, '0')}`;
  const tax = addDays(work, rng.int(3, 8));
  const miles = rng.int(40, 99) * 1000 + rng.int(0, 999);
  p.text(545, shop, { y: 55, size: 14, bold: true, align: 'right' });
  p.text(545, 'Unit 7, Foleshill Trading Estate', { y: 68, size: 8, align: 'right' });
  p.text(545, 'Coventry CV6 5AQ · 01203 66 41 90', { y: 78, size: 8, align: 'right' });
  p.text(50, 'TAX INVOICE', { y: 120, size: 13, bold: true });
  const kv: [string, string][] = [
    ['Invoice no.', `CCR/${rng.int(1000, 1999)}`],
    ['Tax point', dUk(tax)],
    ['Date of work', dUk(work)],
    ['Vehicle', 'Jaguar E-Type S2 4.2 FHC'],
    ['Registration', `${rng.pick(['KHP', 'RWK', 'GVC'])} ${rng.int(100, 999)}G`],
    ['Recorded mileage', `${whole(miles, ',')} miles`],
  ];
  kv.forEach(([k, v], i) => {
    p.text(50, k, { y: 140 + i * 13, size: 9, bold: true });
    p.text(150, v, { y: 140 + i * 13, size: 9 });
  });
  p.text(360, 'Mr P. Brenneke', { y: 140, size: 9 });
  p.text(360, 'Ashdown House, Kenilworth', { y: 153, size: 9 });
  let y = 240;
  ['Description', 'Hours', 'Parts £', 'Labour £'].forEach((h, i) => p.text([50, 350, 450, 545][i], h, { y, size: 9, bold: true, align: i ? 'right' : 'left' }));
  rule(p, 50, y + 5, 495);
  y += 20;
  const jobs = rng.some(['Remove and overhaul rear IRS cage', 'Replace inboard discs and pads', 'Renew rear wheel bearings', 'Set triple SU carburettors'], 3);
  const parts = rng.some(['Inboard brake discs', 'Rear pads', 'Wheel bearing kit', 'Mounting rubbers', 'Handbrake pads'], 3);
  let lab = 0;
  for (const j of jobs) {
    const h = rng.int(2, 12);
    const a = r2(h * 32);
    lab = r2(lab + a);
    p.text(50, j, { y, size: 9 });
    p.text(350, `${h}.0`, { y, size: 9, align: 'right' });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  let pa = 0;
  for (const n of parts) {
    const a = r2(rng.int(8, 150) + rng.int(0, 99) / 100);
    pa = r2(pa + a);
    p.text(50, n, { y, size: 9 });
    p.text(450, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  rule(p, 50, y - 6, 495);
  p.text(50, 'Sub-totals', { y: y + 8, size: 9, bold: true });
  p.text(450, en(pa), { y: y + 8, size: 9, bold: true, align: 'right' });
  p.text(545, en(lab), { y: y + 8, size: 9, bold: true, align: 'right' });
  const net = r2(lab + pa);
  const vat = r2(net * 0.175);
  const total = r2(net + vat);
  y += 36;
  p.text(380, 'Net', { y, size: 9 });
  p.text(545, en(net), { y, size: 9, align: 'right' });
  p.text(380, 'VAT @ 17.5%', { y: y + 14, size: 9 });
  p.text(545, en(vat), { y: y + 14, size: 9, align: 'right' });
  p.text(380, 'Invoice total', { y: y + 32, size: 11, bold: true });
  p.text(545, `£${en(total)}`, { y: y + 32, size: 11, bold: true, align: 'right' });
  p.text(50, 'Terms: strictly 30 days net. Title in goods passes on payment in full.', { y: y + 70, size: 8 });
  p.text(50, `VAT Reg. 541 ${digits(rng, 4)} ${digits(rng, 2)} · Proprietor A. J. Hollis`, { y: 800, size: 7 });
  return doc(
    p,
    'en',
    service({
      serviceDate: work,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: parts,
    }),
  );
};

/** 2005 US Porsche specialist: two header blocks, parts table with list and net price, tech numbers on labor lines. */
const porsche05: Family = (rng) => {
  const p = page();
  const shop = 'Apex Autowerks LLC';
  const date = `2005-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const miles = rng.int(70, 140) * 1000 + rng.int(0, 999);
  p.text(50, spaced('APEX'), { y: 58, size: 22, bold: true });
  p.text(50, 'AUTOWERKS', { y: 72, size: 9, bold: true });
  p.text(200, 'Air-cooled Porsche service and restoration', { y: 58, size: 9 });
  p.text(200, '8214 Burnet Rd, Austin, TX 78757 · 512-458-1190', { y: 70, size: 9 });
  p.box(50, 95, 240, 70);
  p.text(56, 'Bill to', { y: 107, size: 7, bold: true });
  p.text(56, 'Robert Brenneke Jr.', { y: 121, size: 9 });
  p.text(56, '4410 Shoal Creek Blvd', { y: 133, size: 9 });
  p.text(56, 'Austin, TX 78756', { y: 145, size: 9 });
  p.box(305, 95, 240, 70);
  const kv: [string, string][] = [
    ['Invoice', `${rng.int(15000, 15999)}`],
    ['Date', dUs(date)],
    ['Vehicle', '1983 Porsche 911 SC'],
    ['Mileage', whole(miles, ',')],
  ];
  kv.forEach(([k, v], i) => {
    p.text(311, k, { y: 109 + i * 14, size: 8, bold: true });
    p.text(370, v, { y: 109 + i * 14, size: 9 });
  });
  let y = 190;
  ['Tech', 'Labor description', 'Hrs', 'Amount'].forEach((h, i) =>
    p.text([50, 90, 460, 545][i], h, { y, size: 8, bold: true, align: i >= 2 ? 'right' : 'left' }),
  );
  y += 14;
  const work = rng.some(['Major service', 'Valve adjustment', 'Replace chain tensioners', 'Replace clutch cable', 'Check and adjust CIS'], 3);
  let lab = 0;
  for (const w of work) {
    const h = rng.int(1, 8) + rng.pick([0, 0.5]);
    const a = r2(h * 95);
    lab = r2(lab + a);
    p.text(50, `#${rng.int(11, 19)}`, { y, size: 9 });
    p.text(90, w, { y, size: 9 });
    p.text(460, en(h), { y, size: 9, align: 'right' });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  y += 16;
  ['Qty', 'Part #', 'Description', 'List', 'Net'].forEach((h, i) =>
    p.text([50, 80, 200, 470, 545][i], h, { y, size: 8, bold: true, align: i >= 3 ? 'right' : 'left' }),
  );
  y += 14;
  const parts = rng.some(['Valve cover gaskets', 'Chain tensioner', 'Oil filter', 'Clutch cable', 'Spark plugs', 'Oil, 20W-50'], 4);
  let pa = 0;
  for (const n of parts) {
    const q = rng.int(1, 4);
    const list = r2(rng.int(6, 190) + rng.int(0, 99) / 100);
    const net = r2(q * list * 0.85);
    pa = r2(pa + net);
    p.text(50, String(q), { y, size: 9 });
    p.text(80, `930.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, { y, size: 8 });
    p.text(200, n, { y, size: 9 });
    p.text(470, en(list), { y, size: 9, align: 'right' });
    p.text(545, en(net), { y, size: 9, align: 'right' });
    y += 14;
  }
  const tax = r2(pa * 0.0825);
  const total = r2(lab + pa + tax);
  y += 24;
  const rows: [string, string][] = [
    ['Labor total', en(lab)],
    ['Parts total', en(pa)],
    ['Sales tax 8.25% on parts', en(tax)],
    ['Invoice total', `$${en(total)}`],
  ];
  rows.forEach(([k, v], i) => {
    p.text(350, k, { y: y + i * 15, size: 10, bold: i === 3 });
    p.text(545, v, { y: y + i * 15, size: 10, bold: i === 3, align: 'right' });
  });
  p.text(50, `Next oil change due at ${whole(miles + 3000, ',')} mi. · Texas inspection due ${String(rng.int(1, 12)).padStart(2, '0')}/06`, {
    y: y + 90,
    size: 8,
  });
  p.text(50, 'Paid: Visa ****4821', { y: y + 104, size: 8 });
  p.text(297, `${shop} · TX Tax ID 3-20${digits(rng, 8)}-0 · Thank you for your business`, { y: 800, size: 7, align: 'center' });
  return doc(
    p,
    'en',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

/** 2011 UK MG specialist: numbered job sheet, labour and parts per item, VAT 20 %, company details in the footer. */
const mgJobSheet: Family = (rng) => {
  const p = page();
  const shop = 'Abingdon Classic Motors Ltd';
  const date = `2011-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const done = addDays(date, -rng.int(1, 4));
  const miles = rng.int(60, 130) * 1000 + rng.int(0, 999);
  p.text(50, 'A B I N G D O N', { y: 55, size: 18, bold: true });
  p.text(50, 'classic motors', { y: 70, size: 11 });
  p.text(545, 'Job sheet / Invoice', { y: 55, size: 12, bold: true, align: 'right' });
  p.text(545, `J${rng.int(2000, 2999)}`, { y: 70, size: 10, align: 'right' });
  p.text(
    50,
    `Customer  P. Brenneke   ·   MGB GT 1974   ·   Reg. ${rng.pick(['SFC', 'OBL', 'HJO'])} ${rng.int(100, 999)}M   ·   Odometer ${whole(miles, ',')}`,
    { y: 110, size: 9 },
  );
  p.text(50, `Booked in ${dUk(addDays(done, -2))}   ·   Work completed ${dUk(done)}   ·   Invoiced ${dUk(date)}`, { y: 124, size: 9 });
  let y = 160;
  p.box(50, y - 12, 495, 16, true);
  ['#', 'Job', 'Labour', 'Parts'].forEach((h, i) => p.text([55, 75, 460, 540][i], h, { y, size: 9, bold: true, align: i >= 2 ? 'right' : 'left' }));
  y += 20;
  const jobs = rng.some(['Replace front wheel bearings', 'Overhaul SU fuel pump', 'Renew heater valve', 'Replace rear spring hangers', 'Annual service'], 4);
  const partNames = ['Wheel bearing set', 'Fuel pump points', 'Heater valve', 'Spring bushes', 'Service kit'];
  const used: string[] = [];
  let lab = 0;
  let pa = 0;
  jobs.forEach((j, i) => {
    const a = r2(rng.int(1, 6) * 54);
    const pn =
      partNames[['Replace front wheel bearings', 'Overhaul SU fuel pump', 'Renew heater valve', 'Replace rear spring hangers', 'Annual service'].indexOf(j)];
    const pp = r2(rng.int(8, 90) + rng.int(0, 99) / 100);
    lab = r2(lab + a);
    pa = r2(pa + pp);
    used.push(pn);
    p.text(55, String(i + 1), { y, size: 9 });
    p.text(75, j, { y, size: 9 });
    p.text(460, en(a), { y, size: 9, align: 'right' });
    p.text(540, en(pp), { y, size: 9, align: 'right' });
    p.text(85, `parts: ${pn}`, { y: y + 11, size: 7 });
    y += 28;
  });
  rule(p, 50, y - 10, 495);
  p.text(75, 'Totals', { y: y + 4, size: 9, bold: true });
  p.text(460, en(lab), { y: y + 4, size: 9, bold: true, align: 'right' });
  p.text(540, en(pa), { y: y + 4, size: 9, bold: true, align: 'right' });
  const net = r2(lab + pa);
  const vat = r2(net * 0.2);
  const total = r2(net + vat);
  y += 34;
  p.box(330, y, 215, 60);
  p.text(338, 'Net', { y: y + 15, size: 9 });
  p.text(538, en(net), { y: y + 15, size: 9, align: 'right' });
  p.text(338, 'VAT 20%', { y: y + 30, size: 9 });
  p.text(538, en(vat), { y: y + 30, size: 9, align: 'right' });
  p.text(338, 'Total due', { y: y + 50, size: 11, bold: true });
  p.text(538, `£${en(total)}`, { y: y + 50, size: 11, bold: true, align: 'right' });
  p.text(50, 'Advisory: front tyres 2011 date code, replace within 12 months.', { y: y + 90, size: 8 });
  p.text(50, `${shop} · Registered in England No. 0${digits(rng, 7)} · VAT GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)} · Sort code 30-94-12`, {
    y: 800,
    size: 7,
  });
  return doc(
    p,
    'en',
    service({
      serviceDate: done,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: used,
    }),
  );
};

/** 2019 UK specialist: estimate column beside the actual column; the actual figures are billed. */
const estimateActual: Family = (rng) => {
  const p = page();
  const shop = 'Solihull 4x4 Heritage Ltd';
  const date = `2019-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const miles = rng.int(90, 190) * 1000 + rng.int(0, 999);
  p.text(50, shop, { y: 58, size: 15, bold: true });
  p.text(50, 'Series Land Rover specialists · Lode Lane, Solihull B92 8NW', { y: 72, size: 8 });
  p.text(545, `Invoice ${dMon(date)}`, { y: 58, size: 10, align: 'right' });
  p.text(545, `No. SH${rng.int(10000, 19999)}`, { y: 72, size: 10, align: 'right' });
  p.text(50, `Land Rover Series IIA 88" · Reg. ${rng.int(100, 999)} ${rng.pick(['XUE', 'BNX', 'GRK'])} · ${whole(miles, ',')} miles`, { y: 105, size: 9 });
  let y = 140;
  ['Item', 'Estimate', 'Actual'].forEach((h, i) => p.text([50, 450, 545][i], h, { y, size: 9, bold: true, align: i ? 'right' : 'left' }));
  rule(p, 50, y + 5, 495);
  y += 20;
  const jobs = rng.some(['Replace chassis outrigger', 'Rebuild swivel housings', 'Renew brake wheel cylinders', 'Service and MOT preparation'], 3);
  const parts = rng.some(['Outrigger', 'Swivel housing kit', 'Wheel cylinders', 'EP90 oil'], 3);
  let lab = 0;
  let estL = 0;
  for (const j of jobs) {
    const a = r2(rng.int(2, 10) * 60);
    const e = r2(a + rng.pick([-60, 0, 60, 120]));
    lab = r2(lab + a);
    estL = r2(estL + e);
    p.text(50, j, { y, size: 9 });
    p.text(450, en(e), { y, size: 9, align: 'right' });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  p.text(60, 'Labour', { y, size: 9, bold: true });
  p.text(450, en(estL), { y, size: 9, align: 'right' });
  p.text(545, en(lab), { y, size: 9, bold: true, align: 'right' });
  y += 22;
  let pa = 0;
  let estP = 0;
  for (const n of parts) {
    const a = r2(rng.int(15, 220) + rng.int(0, 99) / 100);
    const e = r2(Math.round(a / 10) * 10);
    pa = r2(pa + a);
    estP = r2(estP + e);
    p.text(50, n, { y, size: 9 });
    p.text(450, en(e), { y, size: 9, align: 'right' });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 14;
  }
  p.text(60, 'Parts', { y, size: 9, bold: true });
  p.text(450, en(estP), { y, size: 9, align: 'right' });
  p.text(545, en(pa), { y, size: 9, bold: true, align: 'right' });
  const vat = r2((lab + pa) * 0.2);
  const total = r2(lab + pa + vat);
  const estT = r2((estL + estP) * 1.2);
  y += 22;
  p.text(60, 'VAT @ 20%', { y, size: 9 });
  p.text(450, en(r2(estT - estL - estP)), { y, size: 9, align: 'right' });
  p.text(545, en(vat), { y, size: 9, align: 'right' });
  y += 18;
  p.box(50, y - 12, 495, 18, true);
  p.text(60, 'Total', { y, size: 10, bold: true });
  p.text(450, en(estT), { y, size: 10, align: 'right' });
  p.text(545, `£${en(total)}`, { y, size: 10, bold: true, align: 'right' });
  p.text(50, 'Estimate given at booking for guidance only; the actual column is payable.', { y: y + 30, size: 8 });
  p.text(50, `Payment by BACS to 40-11-62 ${digits(rng, 8)} within 14 days please.`, { y: y + 42, size: 8 });
  return doc(
    p,
    'en',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: parts,
    }),
  );
};

/** 2022 US restoration shop: deposit and balance due, due date, long-form date. */
const resto22: Family = (rng) => {
  const p = page();
  const shop = 'Red Barn Restorations, Inc.';
  const date = `2022-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(10, 28))}`;
  const miles = rng.int(10, 60) * 1000 + rng.int(0, 999);
  p.text(297, shop, { y: 55, size: 16, bold: true, serif: true, align: 'center' });
  p.text(297, '3190 County Road 12 · Hudson, Wisconsin 54016 · redbarnresto.com', { y: 70, size: 8, align: 'center' });
  rule(p, 50, 80, 495);
  p.text(50, `INVOICE  #RB-${rng.int(2200, 2299)}`, { y: 108, size: 11, bold: true });
  p.text(50, `Issued ${dEnLong(date)}   ·   Due ${dEnLong(addDays(date, 15))}`, { y: 122, size: 9 });
  p.text(545, 'Customer: Anna Brenneke', { y: 108, size: 9, align: 'right' });
  p.text(545, `1966 Ford Mustang GT · ${whole(miles, ',')} mi`, { y: 122, size: 9, align: 'right' });
  const work = rng.some(['Replace floor pans', 'Rebuild front suspension', 'Install new wiring harness', 'Align doors and hood', 'Rebuild 289 carburetor'], 3);
  const parts = rng.some(['Floor pan set', 'Control arm bushings', 'Wiring harness', 'Door shims', 'Carburetor kit', 'Seam sealer'], 4);
  let y = 155;
  p.text(50, 'Labor', { y, size: 10, bold: true });
  y += 14;
  let lab = 0;
  for (const w of work) {
    const h = rng.int(4, 30);
    const a = r2(h * 110);
    lab = r2(lab + a);
    p.text(60, w, { y, size: 9 });
    p.text(400, `${h} hr × $110.00`, { y, size: 9, align: 'right' });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 13;
  }
  y += 14;
  p.text(50, 'Parts & materials', { y, size: 10, bold: true });
  y += 14;
  let pa = 0;
  for (const n of parts) {
    const a = r2(rng.int(20, 480) + rng.int(0, 99) / 100);
    pa = r2(pa + a);
    p.text(60, n, { y, size: 9 });
    p.text(545, en(a), { y, size: 9, align: 'right' });
    y += 13;
  }
  const tax = r2(pa * 0.055);
  const total = r2(lab + pa + tax);
  const dep = r2(rng.int(10, 30) * 100);
  y += 20;
  const rows: [string, string, boolean][] = [
    ['Labor subtotal', en(lab), false],
    ['Parts subtotal', en(pa), false],
    ['WI sales tax 5.5% (parts)', en(tax), false],
    ['Invoice total', `$${en(total)}`, true],
    [`Deposit received ${dUs(addDays(date, -60))}`, `(${en(dep)})`, false],
    ['Balance due', `$${en(r2(total - dep))}`, true],
  ];
  rows.forEach(([k, v, b], i) => {
    p.text(330, k, { y: y + i * 15, size: 9, bold: b });
    p.text(545, v, { y: y + i * 15, size: 9, bold: b, align: 'right' });
  });
  p.text(50, 'Thank you — it’s been a pleasure working on your car.', { y: y + 120, size: 9, serif: true });
  return doc(
    p,
    'en',
    service({
      serviceDate: date,
      shopName: shop,
      serviceMileage: miles,
      laborCost: lab,
      partsCost: pa,
      totalCost: total,
      workPerformed: work,
      partsUsed: parts,
    }),
  );
};

export const enWorkshops: Family[] = [repairOrder73, ukGarage85, twoPanels88, jaguar96, porsche05, mgJobSheet, estimateActual, resto22];
void dUkLong;
