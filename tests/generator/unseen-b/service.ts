import { PAGE_WIDTH, PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, chassis, idDigits, idLetters, jobRows, plateDe, plateUk, plateUs, sum } from './common';
import { addDays, bare, date, money, num, r2, type DateStyle, type MoneyStyle } from './format';
import { factGrid, footer, itemTable, letterhead, pairs, paragraph, RIGHT, totalCells, totalRows, type Row } from './sheet';

/** Workshop invoices of the second unseen set: each a layout of its own, as different firms print them. */

type Truth = Generated['truth'];

function serviceTruth(invoiceDate: string, shop: string, mileage: number, labour: Row[], parts: Row[], total: number, extra: Row[] = []): Truth {
  return {
    documentType: 'service',
    serviceDate: invoiceDate,
    shopName: shop,
    serviceMileage: mileage,
    laborCost: sum(labour),
    partsCost: r2(sum(parts) + sum(extra)),
    totalCost: total,
    workPerformed: labour.map((r) => r.desc),
    partsUsed: [...parts, ...extra].map((r) => r.desc),
  };
}

/** A US dealer's repair order: fact grid, job lines and a parts table, odometer in and out, sales tax on parts. */
export function usDealerRepairOrder(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Coastal Valley Motors, Inc.', 'Halloran Brothers Chevrolet', 'Prairie Wind Ford Lincoln']);
  const ds: DateStyle = rng.pick(['us', 'us-long']);
  const ms: MoneyStyle = rng.pick(['us', 'us-space']);
  const invoiceDate = rng.date(2012, 2024);
  const opened = addDays(invoiceDate, -rng.int(2, 6));
  const miles = rng.int(41000, 148000);
  const [year, model] = car(rng);
  const { labour, parts } = jobRows(rng, 'en', rng.int(2, 3), rng.int(2, 4), rng.pick([118, 135, 149.5]));
  const supplies = r2(rng.int(1500, 3500) / 100);
  const tax = r2((sum(parts) * rng.pick([6.25, 7, 8.25])) / 100);
  const total = r2(sum(labour) + sum(parts) + supplies + tax);

  b.text(45, shop, { size: 18, bold: true });
  b.text(RIGHT, `${rng.int(1200, 9800)} ${rng.pick(['Route 9 North', 'W. Commerce Blvd', 'Pacific Coast Hwy'])}`, { size: 8.5, align: 'right' });
  b.down(12).text(45, 'Service Department  ·  Parts  ·  Body Shop', { size: 8.5 });
  b.text(RIGHT, `Service (${rng.int(201, 989)}) ${rng.int(201, 989)}-${idDigits(rng, 4)}`, { size: 8.5, align: 'right' });
  b.down(30).text(RIGHT, 'SERVICE INVOICE', { size: 14, bold: true, align: 'right' });
  b.down(20);
  factGrid(
    b,
    [
      ['RO NUMBER', `${rng.int(410000, 489999)}`],
      ['INVOICE DATE', date(invoiceDate, ds)],
      ['RO OPENED', date(opened, ds)],
      ['ADVISOR', rng.pick(['T. MARSH #14', 'K. OYELARAN #09', 'D. REYES #22'])],
      ['YEAR / MAKE / MODEL', `${year} ${model}`],
      ['VIN', chassis(rng)],
      ['LICENSE', plateUs(rng)],
      ['MILEAGE IN / OUT', `${num(miles, ',', '.', 0)} / ${num(miles + rng.int(2, 9), ',', '.', 0)}`],
    ],
    4,
  );
  b.text(45, 'LABOR', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'LINE', x: 45, cell: (r) => String.fromCharCode(65 + labour.indexOf(r)) },
      { head: 'DESCRIPTION', x: 80, cell: (r) => r.desc.toUpperCase() },
      { head: 'HOURS', x: 420, align: 'right', cell: (r) => r.qty.toFixed(1) },
      { head: 'AMOUNT', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    labour,
    { band: true },
  );
  b.text(45, 'PARTS', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'QTY', x: 45, cell: (r) => String(r.qty) },
      { head: 'PART NUMBER', x: 80, cell: (r) => r.code ?? '' },
      { head: 'DESCRIPTION', x: 180, cell: (r) => r.desc.toUpperCase() },
      { head: 'UNIT', x: 440, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: 'EXTENDED', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    parts,
    { band: true },
  );
  b.down(8);
  const noteY = b.y;
  totalRows(
    b,
    [
      ['TOTAL LABOR', money(sum(labour), ms)],
      ['TOTAL PARTS', money(sum(parts), ms)],
      ['SHOP SUPPLIES', money(supplies, ms)],
      ['SALES TAX', money(tax, ms)],
      ['PLEASE PAY THIS AMOUNT', money(total, ms)],
    ],
    { x: 340, boxLast: true },
  );
  b.text(45, `NEXT OIL CHANGE DUE AT ${num(miles + 3000, ',', '.', 0)} MILES`, { y: noteY, size: 8.5 });
  b.text(45, 'OR 3 MONTHS, WHICHEVER COMES FIRST', { y: noteY + 11, size: 8.5 });
  footer(b, [`${shop}  ·  We appreciate your business`, 'All parts new unless otherwise specified. Warranty 12 months / 12,000 miles on parts and labor.']);
  return { items: b.items, language: 'en', truth: serviceTruth(invoiceDate, shop, miles, labour, parts, total) };
}

/** A German dealer's invoice: address window, info block on the right, one position table, boxed total with the label above. */
export function deAutohausRechnung(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Autohaus Grünwald GmbH & Co. KG', 'Autohaus Eberle GmbH', 'Autohaus am Stadtpark Rausch GmbH']);
  const ds: DateStyle = rng.pick(['de-long', 'de']);
  const ms: MoneyStyle = rng.pick(['de', 'de-bare']);
  const invoiceDate = rng.date(2010, 2024);
  const workDate = addDays(invoiceDate, -rng.int(1, 8));
  const km = rng.int(60000, 240000);
  const [year, model] = car(rng);
  const { labour, parts } = jobRows(rng, 'de', rng.int(2, 4), rng.int(2, 4), rng.pick([96, 112, 128.5]));
  const net = r2(sum(labour) + sum(parts));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);

  letterhead(b, 'right', shop, ['Ingolstädter Straße 118', '85055 Ingolstadt', `Telefon 0841 ${idDigits(rng, 5)}-0`]);
  b.text(45, `${shop} · Ingolstädter Straße 118 · 85055 Ingolstadt`, { size: 6.5, y: 150 });
  b.y = 168;
  for (const line of [rng.pick(['Herrn', 'Frau']), rng.pick(['Dr. Ulrich Wendt', 'Gisela Hartung', 'Bernd Schaller']), 'Am Mühlbach 3', '85049 Ingolstadt']) {
    b.text(45, line, { size: 10 });
    b.down(13);
  }
  b.y = 168;
  pairs(
    b,
    [
      ['Rechnungs-Nr.', `RE ${rng.int(24000, 99999)}`],
      ['Rechnungsdatum', date(invoiceDate, ds)],
      ['Leistungsdatum', date(workDate, ds)],
      ['Kunden-Nr.', `${rng.int(10000, 99999)}`],
      ['Amtl. Kennzeichen', plateDe(rng)],
      ['Fahrzeug', `${model}`],
      ['Erstzulassung', date(`${year}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'de')],
      ['km-Stand', num(km, '.', ',', 0)],
    ],
    340,
    90,
  );
  b.down(10).text(45, 'Rechnung', { size: 15, bold: true });
  b.down(22);
  let pos = 0;
  itemTable(
    b,
    [
      { head: 'Pos.', x: 45, cell: () => String(++pos) },
      { head: 'Art.-Nr.', x: 72, cell: (r) => (r.kind === 'labour' ? `AW ${rng.int(1000, 9999)}` : (r.code ?? '')) },
      { head: 'Bezeichnung', x: 160, cell: (r) => r.desc },
      { head: 'Menge', x: 395, align: 'right', cell: (r) => `${num(r.qty, '.', ',', r.kind === 'labour' ? 2 : 0)} ${r.kind === 'labour' ? 'Std.' : 'St.'}` },
      { head: 'Einzelpreis', x: 465, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: 'Betrag', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    [...labour, ...parts],
    { band: true },
  );
  b.down(6);
  totalRows(
    b,
    [
      ['Summe Lohn', money(sum(labour), ms)],
      ['Summe Teile', money(sum(parts), ms)],
      ['Nettobetrag', money(net, ms)],
      ['zzgl. 19 % USt.', money(vat, ms)],
    ],
    { x: 360, boldLast: false },
  );
  b.down(6);
  totalCells(b, [['Gesamtbetrag', money(total, 'de')]], { x: 355, width: RIGHT - 355 });
  paragraph(
    b,
    45,
    `Zahlbar ohne Abzug bis ${date(addDays(invoiceDate, 14), 'de')}. Nächste Inspektion bei ${num(km + 15000, '.', ',', 0)} km oder in 12 Monaten.`,
    105,
  );
  footer(b, [
    `${shop} · Sitz Ingolstadt · Amtsgericht Ingolstadt HRB ${rng.int(1000, 9999)} · USt-IdNr. DE${idDigits(rng, 9)}`,
    `Sparkasse Ingolstadt Eichstätt · IBAN DE${idDigits(rng, 2)} 7215 0000 ${idDigits(rng, 4)} ${idDigits(rng, 4)} ${idDigits(rng, 2)} · BIC BYLADEM1ING`,
  ]);
  return { items: b.items, language: 'de', truth: serviceTruth(invoiceDate, shop, km, labour, parts, total) };
}

/** Jitter for a hand-filled form: the writing never sits exactly on the line. */
const hand = (rng: Random, x: number) => x + rng.int(-4, 4);

/** A one-man British garage's bill pad, filled in by hand: plate and miles on one line, no VAT. */
export function ukGarageBillPad(rng: Random): Generated {
  const b = new PageBuilder();
  const owner = rng.pick(['D. Pritchett', 'Stan Oakley', 'R. J. Hollis']);
  const shop = `${owner} Motor Repairs`;
  const invoiceDate = rng.date(2005, 2024);
  const miles = rng.int(30000, 120000);
  const [, model] = car(rng);
  const { labour: jobs, parts } = jobRows(rng, 'en', rng.int(1, 2), rng.int(2, 3), 38);
  const hours = r2(jobs.reduce((s, r) => s + r.qty, 0));
  const labourTotal = r2(hours * 38);
  const total = r2(labourTotal + sum(parts));
  const [y, m, d] = invoiceDate.split('-');

  b.y = 70;
  b.text(PAGE_WIDTH / 2, shop.toUpperCase(), { size: 16, bold: true, serif: true, align: 'center' });
  b.down(14).text(PAGE_WIDTH / 2, `Servicing · Welding · MOT prep  —  Yard 3, Tanner's Lane  —  Tel. 07${idDigits(rng, 3)} ${idDigits(rng, 6)}`, {
    size: 8,
    align: 'center',
  });
  b.down(34);
  b.text(45, 'No.', { size: 9 }).text(hand(rng, 70), `${rng.int(100, 999)}`, { size: 12, serif: true });
  b.text(380, 'Date', { size: 9 }).text(hand(rng, 410), `${d}/${m}/${y.slice(2)}`, { size: 12, serif: true });
  b.down(24);
  b.text(45, 'Name', { size: 9 }).text(hand(rng, 85), rng.pick(['Mr Fenwick', 'Mrs A. Lowe', 'J. Carrick']), { size: 12, serif: true });
  b.down(22);
  b.text(45, 'Car', { size: 9 }).text(hand(rng, 85), model, { size: 12, serif: true });
  b.text(300, 'Reg', { size: 9 }).text(hand(rng, 325), plateUk(rng), { size: 12, serif: true });
  b.text(420, 'Miles', { size: 9 }).text(hand(rng, 455), num(miles, ',', '.', 0), { size: 12, serif: true });
  b.down(30);
  b.box(45, b.y - 12, PAGE_WIDTH - 90, 0.5);
  b.text(RIGHT, '£', { size: 9, align: 'right' });
  b.down(20);
  for (const j of jobs) {
    b.text(hand(rng, 55), j.desc, { size: 12, serif: true });
    b.down(22);
  }
  b.text(hand(rng, 55), `Labour ${num(hours, ',', '.', 1)} hrs @ 38.00`, { size: 12, serif: true }).text(RIGHT, num(labourTotal, ',', '.'), {
    size: 12,
    serif: true,
    align: 'right',
  });
  b.down(26);
  for (const p of parts) {
    b.text(hand(rng, 55), p.qty > 1 ? `${p.qty} x ${p.desc}` : p.desc, { size: 12, serif: true }).text(RIGHT, num(p.amount, ',', '.'), {
      size: 12,
      serif: true,
      align: 'right',
    });
    b.down(22);
  }
  b.down(10);
  b.box(380, b.y - 14, RIGHT - 375, 22);
  b.text(390, 'Total', { size: 10, bold: true }).text(RIGHT - 6, `£${num(total, ',', '.')}`, { size: 13, serif: true, align: 'right' });
  b.down(40);
  b.text(hand(rng, 60), rng.pick(['Paid cash with thanks', 'Paid — cheque no. ' + idDigits(rng, 6), "Rec'd with thanks"]), { size: 12, serif: true });
  b.down(40);
  b.text(45, 'Not registered for VAT. Parts guaranteed 3 months.', { size: 7.5 });
  const labour: Row[] = [{ kind: 'labour', desc: '', qty: hours, price: 38, amount: labourTotal }];
  return {
    items: b.items,
    language: 'en',
    truth: { ...serviceTruth(invoiceDate, shop, miles, labour, parts, total), workPerformed: jobs.map((j) => j.desc) },
  };
}

/** A German one-man garage's hand-written invoice: plate and km on one line, labour as one line, VAT added. */
export function deKleinbetriebHandschrift(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Kfz-Meisterbetrieb Alois Huber', 'Kfz-Reparaturen Jürgen Stanek', 'Autowerkstatt Heinz Pohl']);
  const invoiceDate = rng.date(2003, 2024);
  const km = rng.int(80000, 260000);
  const [, model] = car(rng);
  const { labour: jobs, parts } = jobRows(rng, 'de', rng.int(1, 3), rng.int(1, 3), 52);
  const hours = r2(jobs.reduce((s, r) => s + r.qty, 0));
  const labourTotal = r2(hours * 52);
  const net = r2(labourTotal + sum(parts));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);

  b.y = 64;
  b.text(45, shop, { size: 15, bold: true, serif: true });
  b.down(13).text(45, `Dorfstraße ${rng.int(2, 60)} · 83${idDigits(rng, 3)} ${rng.pick(['Aschau', 'Prien', 'Frasdorf'])} · Tel. 08052 / ${idDigits(rng, 4)}`, {
    size: 8,
  });
  b.down(40);
  b.text(45, 'Rechnung Nr.', { size: 9 }).text(hand(rng, 110), `${rng.int(12, 480)}/${invoiceDate.slice(2, 4)}`, { size: 12, serif: true });
  b.text(360, 'Datum', { size: 9 }).text(hand(rng, 395), date(invoiceDate, 'de-short'), { size: 12, serif: true });
  b.down(24);
  b.text(45, 'Kunde', { size: 9 }).text(hand(rng, 90), rng.pick(['Fr. Obermaier', 'Hr. Lechner', 'Sepp Gruber']), { size: 12, serif: true });
  b.down(22);
  b.text(45, 'Fahrzeug', { size: 9 }).text(hand(rng, 95), model, { size: 12, serif: true });
  b.text(290, 'Kennz.', { size: 9 }).text(hand(rng, 325), plateDe(rng), { size: 12, serif: true });
  b.text(430, 'km', { size: 9 }).text(hand(rng, 448), num(km, '.', ',', 0), { size: 12, serif: true });
  b.down(28);
  b.box(45, b.y - 12, PAGE_WIDTH - 90, 0.5);
  b.down(14);
  for (const p of parts) {
    b.text(hand(rng, 55), p.qty > 1 ? `${p.qty} x ${p.desc}` : p.desc, { size: 12, serif: true }).text(RIGHT, `${num(p.amount, '.', ',')} €`, {
      size: 12,
      serif: true,
      align: 'right',
    });
    b.down(22);
  }
  for (const j of jobs) {
    b.text(hand(rng, 55), j.desc, { size: 12, serif: true });
    b.down(22);
  }
  b.text(hand(rng, 55), `Arbeitszeit ${num(hours, '.', ',', 1)} Std. à 52,-`, { size: 12, serif: true }).text(RIGHT, `${num(labourTotal, '.', ',')} €`, {
    size: 12,
    serif: true,
    align: 'right',
  });
  b.down(30);
  b.text(330, 'Summe', { size: 10 }).text(RIGHT, `${num(net, '.', ',')} €`, { size: 12, serif: true, align: 'right' });
  b.down(20)
    .text(330, '+ 19 % MwSt.', { size: 10 })
    .text(RIGHT, `${num(vat, '.', ',')} €`, { size: 12, serif: true, align: 'right' });
  b.down(24).box(325, b.y - 15, RIGHT - 318, 22);
  b.text(330, 'Endbetrag', { size: 10, bold: true }).text(RIGHT - 4, `${num(total, '.', ',')} €`, { size: 13, serif: true, bold: true, align: 'right' });
  b.down(44);
  b.text(hand(rng, 60), rng.pick(['Betrag bar erhalten', 'Dankend erhalten', 'bezahlt']), { size: 12, serif: true });
  b.down(40).text(
    45,
    `St.-Nr. 156/${idDigits(rng, 3)}/${idDigits(rng, 5)} · Raiffeisenbank Chiemgau · IBAN DE${idDigits(rng, 2)} 7116 0000 0${idDigits(rng, 3)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`,
    { size: 7 },
  );
  const labour: Row[] = [{ kind: 'labour', desc: '', qty: hours, price: 52, amount: labourTotal }];
  return {
    items: b.items,
    language: 'de',
    truth: { ...serviceTruth(invoiceDate, shop, km, labour, parts, total), workPerformed: jobs.map((j) => j.desc) },
  };
}

/** A US body shop's estimate of record turned final bill: operations, hours by trade, the insurer's deductible. */
export function usBodyShopFinalBill(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Ironbridge Collision & Paint', 'Lone Oak Auto Body LLC', 'Seaside Coachwork & Collision']);
  const ds: DateStyle = rng.pick(['us', 'us-long']);
  const ms: MoneyStyle = 'us';
  const invoiceDate = rng.date(2011, 2024);
  const lossDate = addDays(invoiceDate, -rng.int(20, 60));
  const miles = rng.int(20000, 95000);
  const [year, model] = car(rng);
  const rate = rng.pick([58, 62, 66]);
  const ops: Row[] = rng
    .some(
      [
        'Repair LT quarter panel',
        'R&I rear bumper assembly',
        'Refinish LT quarter panel',
        'Blend LT door outer',
        'Repair trunk lid edge',
        'Refinish trunk lid',
        'R&I tail lamp LT',
      ],
      rng.int(3, 4),
    )
    .map((desc) => {
      const qty = rng.pick([0.8, 1.2, 2, 2.5, 3.4, 4]);
      return { kind: 'labour', desc, qty, price: rate, amount: r2(qty * rate) };
    });
  const parts: Row[] = rng
    .some(['Tail lamp lens LT', 'Bumper bracket RT', 'Trunk weatherstrip', 'Quarter panel moulding', 'Emblem, rear'], rng.int(2, 3))
    .map((desc) => {
      const price = r2(rng.int(2500, 24000) / 100);
      return { kind: 'part', desc, qty: 1, price, amount: price };
    });
  const materials: Row = { kind: 'part', desc: 'Paint & materials', qty: 1, price: 0, amount: r2(rng.int(18000, 42000) / 100) };
  const tax = r2(((sum(parts) + materials.amount) * 7.25) / 100);
  const total = r2(sum(ops) + sum(parts) + materials.amount + tax);
  const deductible = rng.pick([250, 500, 1000]);

  letterhead(b, 'center', shop, [
    `${rng.int(100, 990)} Industrial Pkwy, Unit C  ·  ${rng.pick(['Tulsa, OK 74107', 'Fresno, CA 93725', 'Tacoma, WA 98421'])}`,
    `Phone (${rng.int(201, 989)}) ${rng.int(201, 989)}-${idDigits(rng, 4)}  ·  I-CAR Gold Class`,
  ]);
  b.text(45, 'ESTIMATE OF RECORD', { size: 13, bold: true });
  b.box(390, b.y - 16, 160, 24);
  b.text(470, 'FINAL BILL — REPAIRS COMPLETE', { size: 9, bold: true, align: 'center' });
  b.down(24);
  pairs(
    b,
    [
      ['Bill date:', date(invoiceDate, ds)],
      ['Date of loss:', date(lossDate, ds)],
      ['Insurance co.:', rng.pick(['Grange Mutual', 'Heritage Auto Insurance Co.', 'Keystone Casualty'])],
      ['Claim #:', `${idLetters(rng, 2)}-${idDigits(rng, 7)}`],
    ],
    45,
    85,
  );
  b.y -= 52;
  pairs(
    b,
    [
      ['Vehicle:', `${year} ${model}`],
      ['VIN:', chassis(rng)],
      ['Lic.:', plateUs(rng)],
      ['Odometer:', `${num(miles, ',', '.', 0)} mi`],
    ],
    310,
    60,
  );
  b.down(12);
  let line = 0;
  itemTable(
    b,
    [
      { head: 'Line', x: 45, cell: () => String(++line) },
      {
        head: 'Oper',
        x: 75,
        cell: (r) =>
          r.kind === 'labour' ? (r.desc.startsWith('Refinish') || r.desc.startsWith('Blend') ? 'Rfn' : r.desc.startsWith('R&I') ? 'R&I' : 'Rpr') : 'Repl',
      },
      { head: 'Description', x: 110, cell: (r) => r.desc },
      { head: 'Part price', x: 420, align: 'right', cell: (r) => (r.kind === 'part' ? bare(r.amount, ms) : '') },
      { head: 'Labor hrs', x: RIGHT, align: 'right', cell: (r) => (r.kind === 'labour' ? r.qty.toFixed(1) : '') },
    ],
    [...ops, ...parts],
    { ruled: true, step: 15 },
  );
  b.down(10);
  const hours = r2(ops.reduce((s, r) => s + r.qty, 0));
  totalRows(
    b,
    [
      [`Labor ${hours.toFixed(1)} hrs @ $${rate.toFixed(2)}`, money(sum(ops), ms)],
      ['Parts', money(sum(parts), ms)],
      ['Paint & materials', money(materials.amount, ms)],
      ['Sales tax 7.25%', money(tax, ms)],
      ['GRAND TOTAL', money(total, ms)],
    ],
    { x: 300 },
  );
  b.down(8);
  totalRows(
    b,
    [
      ['Customer pays (deductible)', money(deductible, ms)],
      ['Insurance pays', money(r2(total - deductible), ms)],
    ],
    { x: 300, boldLast: false },
  );
  footer(b, [
    'Lifetime warranty on workmanship and paint for as long as you own the vehicle.',
    `${shop}  ·  Registered repair facility no. ${rng.int(10000, 99999)}`,
  ]);
  return { items: b.items, language: 'en', truth: serviceTruth(invoiceDate, shop, miles, ops, parts, total, [materials]) };
}

/** A German body and paint shop's invoice from a cost estimate: work units (AW), parts and paint material, insurer named. */
export function deKarosserieRechnung(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Karosserie- und Lackierzentrum Pfeiffer', 'Karosseriebau Wendler GmbH', 'Lackiererei & Karosserie Demir']);
  const invoiceDate = rng.date(2012, 2024);
  const km = rng.int(40000, 190000);
  const [year, model] = car(rng);
  const awRate = rng.pick([8.9, 9.6, 10.4]);
  const ops: Row[] = rng
    .some(
      [
        'Kotflügel vorn links instand gesetzt',
        'Stoßfänger hinten aus- und eingebaut',
        'Tür links lackiert',
        'Schweller rechts geschweißt',
        'Motorhaube beilackiert',
        'Scheinwerfer eingestellt',
      ],
      rng.int(3, 4),
    )
    .map((desc) => {
      const aw = rng.pick([8, 12, 18, 24, 30, 36]);
      return { kind: 'labour', desc, qty: aw, price: awRate, amount: r2(aw * awRate) };
    });
  const parts: Row[] = rng.some(['Schwellerblech rechts', 'Stoßfängerhalter', 'Zierleiste Tür links', 'Clipsatz Verkleidung'], rng.int(1, 3)).map((desc) => {
    const price = r2(rng.int(900, 21000) / 100);
    return { kind: 'part', desc, qty: 1, price, amount: price };
  });
  parts.push({ kind: 'part', desc: 'Lackmaterial', qty: 1, price: 0, amount: r2(rng.int(12000, 38000) / 100) });
  const net = r2(sum(ops) + sum(parts));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);

  letterhead(b, 'left', shop, [
    `Gewerbering ${rng.int(3, 40)} · 9${idDigits(rng, 4)} ${rng.pick(['Schweinfurt', 'Ansbach', 'Amberg'])}`,
    'Unfallinstandsetzung · Lackierung · Oldtimer',
  ]);
  b.text(RIGHT, `Schweinfurt, ${date(invoiceDate, 'de-long')}`, { size: 9.5, align: 'right' });
  b.down(26).text(45, `Rechnung Nr. ${invoiceDate.slice(0, 4)}-${rng.int(100, 999)}`, { size: 14, bold: true });
  b.down(14).text(45, `gemäß Kostenvoranschlag KV-${rng.int(1000, 9999)} vom ${date(addDays(invoiceDate, -rng.int(20, 50)), 'de')}`, { size: 9 });
  b.down(22);
  factGrid(
    b,
    [
      ['Kennzeichen', plateDe(rng)],
      ['Fahrzeug / Baujahr', `${model} / ${year}`],
      ['Laufleistung', `${num(km, '.', ',', 0)} km`],
      ['Schaden-Nr. Versicherer', `${rng.int(10, 99)}-${idDigits(rng, 6)}-${rng.int(1, 9)}`],
    ],
    4,
  );
  b.text(45, 'Arbeitslohn (10 AW = 1 Stunde)', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'Arbeit', x: 45, cell: (r) => r.desc },
      { head: 'AW', x: 380, align: 'right', cell: (r) => String(r.qty) },
      { head: 'je AW', x: 450, align: 'right', cell: (r) => num(r.price, '.', ',') },
      { head: 'Euro', x: RIGHT, align: 'right', cell: (r) => num(r.amount, '.', ',') },
    ],
    ops,
  );
  b.text(45, 'Ersatzteile und Material', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'Teil', x: 45, cell: (r) => r.desc },
      { head: 'Menge', x: 380, align: 'right', cell: (r) => String(r.qty) },
      { head: 'Euro', x: RIGHT, align: 'right', cell: (r) => num(r.amount, '.', ',') },
    ],
    parts,
  );
  b.down(8);
  totalCells(b, [
    ['Lohn', num(sum(ops), '.', ',')],
    ['Teile und Material', num(sum(parts), '.', ',')],
    ['netto', num(net, '.', ',')],
    ['MwSt. 19 %', num(vat, '.', ',')],
    ['Rechnungsbetrag EUR', num(total, '.', ',')],
  ]);
  paragraph(
    b,
    45,
    `Die Selbstbeteiligung von ${rng.pick([300, 500])},00 € ist vom Kunden zu tragen. Der Restbetrag wird direkt mit der Versicherung abgerechnet.`,
    105,
  );
  footer(b, [
    `${shop} · USt-IdNr. DE${idDigits(rng, 9)} · Tel. 09721 ${idDigits(rng, 5)}`,
    `VR-Bank · IBAN DE${idDigits(rng, 2)} 7906 9165 ${idDigits(rng, 4)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`,
  ]);
  return { items: b.items, language: 'de', truth: serviceTruth(invoiceDate, shop, km, ops, parts, total) };
}

/** A long restoration invoice in sections, hours and parts per section, stage payments less, balance due. */
export function restorationInvoice(rng: Random, lang: 'en' | 'de'): Generated {
  const b = new PageBuilder();
  const de = lang === 'de';
  const shop = de
    ? rng.pick(['Oldtimer-Manufaktur Seidel GmbH', 'Restaurierungswerkstatt Kellermann'])
    : rng.pick(['Ashcombe Heritage Restorations Ltd', 'Fenland Classic Coachworks Ltd']);
  const ms: MoneyStyle = de ? 'de-space' : rng.pick(['uk', 'uk-code']);
  const ds: DateStyle = de ? 'de' : rng.pick(['uk-long', 'uk-abbr']);
  const invoiceDate = rng.date(2008, 2024);
  const from = addDays(invoiceDate, -rng.int(60, 200));
  const mileage = rng.int(25000, 140000);
  const [year, model] = car(rng);
  const rate = de ? 78 : 62;
  const sections = de
    ? [
        [
          'Baugruppe Motor',
          ['Motor aus- und eingebaut', 'Zylinderkopf planen lassen', 'Ventilsitze nachgearbeitet'],
          ['Kopfdichtungssatz', 'Auslassventil (Satz)'],
        ],
        ['Baugruppe Fahrwerk', ['Achsschenkel neu gelagert', 'Stoßdämpfer rundum ersetzt'], ['Stoßdämpfer Satz', 'Achsschenkelbolzen']],
        ['Baugruppe Karosserie', ['Bodenblech links eingeschweißt', 'Hohlraumkonservierung'], ['Reparaturblech Boden', 'Hohlraumwachs 1 l']],
        ['Baugruppe Innenraum', ['Sitze neu bezogen', 'Himmel eingezogen'], ['Lederbezug Vordersitze']],
      ]
    : [
        ['Engine', ['Remove and refit engine', 'Skim cylinder head (sublet)', 'Recut valve seats'], ['Head gasket set', 'Exhaust valves (set of 6)']],
        ['Brakes & suspension', ['Rebush wishbones', 'Renew dampers all round'], ['Damper set', 'Wishbone bush kit']],
        ['Bodywork & paint', ['Let in new floor section LH', 'Cavity wax treatment'], ['Floor repair panel', 'Cavity wax 1 L']],
        ['Trim', ['Retrim front seats', 'Fit new headlining'], ['Leather hide, front seats']],
      ];
  const used = rng.some(sections, 3) as [string, string[], string[]][];
  const rows: (Row | string)[] = [];
  const labour: Row[] = [];
  const parts: Row[] = [];
  for (const [title, jobs, items] of used) {
    rows.push(title);
    for (const desc of jobs) {
      const qty = rng.pick([2, 3.5, 5, 6, 8, 12, 14]);
      const row: Row = { kind: 'labour', desc, qty, price: rate, amount: r2(qty * rate) };
      labour.push(row);
      rows.push(row);
    }
    for (const desc of items) {
      const price = r2(rng.int(3000, 52000) / 100);
      const row: Row = { kind: 'part', desc, qty: 1, price, amount: price };
      parts.push(row);
      rows.push(row);
    }
  }
  const net = r2(sum(labour) + sum(parts));
  const vat = r2(net * (de ? 0.19 : 0.2));
  const total = r2(net + vat);
  const stage = r2(Math.floor(total / 3000) * 1000);

  letterhead(
    b,
    'banner',
    shop,
    de
      ? ['Hofgut Lindenau 2', '01445 Radebeul', 'Tel. 0351 ' + idDigits(rng, 6)]
      : ['The Coach House, Ashcombe', 'Somerset TA4 2JP', 'Tel. 01823 ' + idDigits(rng, 6)],
    { serif: true, size: 16 },
  );
  b.text(45, de ? 'RECHNUNG' : 'INVOICE', { size: 14, bold: true, serif: true });
  b.text(RIGHT, de ? 'Seite 1 von 1' : 'Page 1 of 1', { size: 8, align: 'right' });
  b.down(20);
  pairs(
    b,
    de
      ? [
          ['Rechnungsnummer', `R-${rng.int(1000, 9999)}`],
          ['Rechnungsdatum', date(invoiceDate, ds)],
          ['Leistungszeitraum', `${date(from, ds)} – ${date(addDays(invoiceDate, -3), ds)}`],
        ]
      : [
          ['Invoice no.', `${rng.int(1000, 9999)}`],
          ['Tax point', date(invoiceDate, ds)],
          ['Work period', `${date(from, ds)} to ${date(addDays(invoiceDate, -3), ds)}`],
        ],
    45,
    105,
  );
  b.y -= 39;
  pairs(
    b,
    de
      ? [
          ['Fahrzeug', `${model}, Bj. ${year}`],
          ['Fahrgestell-Nr.', chassis(rng)],
          ['Kennzeichen', plateDe(rng)],
          ['Tachostand', `${num(mileage, '.', ',', 0)} km`],
        ]
      : [
          ['Vehicle', `${year} ${model}`],
          ['Chassis no.', chassis(rng)],
          ['Registration', plateUk(rng)],
          ['Recorded mileage', `${num(mileage, ',', '.', 0)} miles`],
        ],
    320,
    85,
  );
  b.down(8);
  itemTable(
    b,
    [
      { head: de ? 'Leistung / Material' : 'Work / materials', x: 55, cell: (r) => r.desc },
      { head: de ? 'Std.' : 'Hours', x: 390, align: 'right', cell: (r) => (r.kind === 'labour' ? num(r.qty, de ? '.' : ',', de ? ',' : '.', 1) : '') },
      { head: de ? 'Teile' : 'Parts', x: 465, align: 'right', cell: (r) => (r.kind === 'part' ? bare(r.amount, ms) : '') },
      { head: de ? 'Lohn' : 'Labour', x: RIGHT, align: 'right', cell: (r) => (r.kind === 'labour' ? bare(r.amount, ms) : '') },
    ],
    rows,
    { band: true, size: 8.5, step: 12 },
  );
  b.down(6);
  const hours = r2(labour.reduce((s, r) => s + r.qty, 0));
  totalRows(
    b,
    de
      ? [
          [`Arbeitslohn ${num(hours, '.', ',', 1)} Std. à ${rate},00`, money(sum(labour), ms)],
          ['Ersatzteile und Material', money(sum(parts), ms)],
          ['Zwischensumme netto', money(net, ms)],
          ['Umsatzsteuer 19 %', money(vat, ms)],
          ['Rechnungsbetrag', money(total, ms)],
        ]
      : [
          [`Labour ${num(hours, ',', '.', 1)} hrs at £${rate}.00`, money(sum(labour), ms)],
          ['Parts & materials', money(sum(parts), ms)],
          ['Subtotal', money(net, ms)],
          ['VAT at 20%', money(vat, ms)],
          ['Invoice total', money(total, ms)],
        ],
    { x: 300, boxLast: true },
  );
  b.down(4);
  totalRows(
    b,
    de
      ? [
          [`abzgl. Abschlagszahlungen`, money(stage, ms)],
          ['Noch zu zahlen', money(r2(total - stage), ms)],
        ]
      : [
          ['Less stage payments received', money(stage, ms)],
          ['Balance now due', money(r2(total - stage), ms)],
        ],
    { x: 300, boldLast: false },
  );
  footer(
    b,
    de
      ? [
          `${shop} · Geschäftsführer: T. Seidel · HRB ${rng.int(10000, 39999)} Amtsgericht Dresden`,
          `USt-IdNr. DE${idDigits(rng, 9)} · Ostsächsische Sparkasse · IBAN DE${idDigits(rng, 2)} 8505 0300 ${idDigits(rng, 4)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`,
        ]
      : [
          `${shop}  ·  Registered in England no. ${idDigits(rng, 8)}  ·  VAT reg. GB ${idDigits(rng, 3)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`,
          `Bank: sort code 30-${idDigits(rng, 2)}-${idDigits(rng, 2)}, account ${idDigits(rng, 8)}`,
        ],
  );
  return { items: b.items, language: lang, truth: serviceTruth(invoiceDate, shop, mileage, labour, parts, total) };
}

/** A British franchised dealer's service invoice: centred crest, separate labour and parts tables, totals as cells, name in the footer. */
export function ukDealerService(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Marlow & Finch (Hereford) Ltd', 'Brackenbury Motors Ltd', 'Tollgate Garage (Stamford) Ltd']);
  const ds: DateStyle = rng.pick(['uk-long', 'uk']);
  const ms: MoneyStyle = 'uk';
  const invoiceDate = rng.date(2009, 2024);
  const miles = rng.int(18000, 110000);
  const [year, model] = car(rng);
  const { labour, parts } = jobRows(rng, 'en', rng.int(2, 3), rng.int(2, 4), rng.pick([84, 96, 105]));
  const net = r2(sum(labour) + sum(parts));
  const vat = r2(net * 0.2);
  const total = r2(net + vat);

  b.y = 70;
  b.text(PAGE_WIDTH / 2, shop.split(' ')[0].toUpperCase(), { size: 24, bold: true, serif: true, align: 'center' });
  b.down(16).text(PAGE_WIDTH / 2, 'Sales  ·  Service  ·  Parts  ·  Est. 1952', { size: 8.5, align: 'center' });
  b.down(34);
  b.text(45, 'SERVICE INVOICE', { size: 12, bold: true });
  b.down(18);
  factGrid(
    b,
    [
      ['Invoice number', `SI/${rng.int(20000, 89999)}`],
      ['Invoice date', date(invoiceDate, ds)],
      ['Account', `C${idDigits(rng, 5)}`],
      ['Registration', plateUk(rng)],
      ['Model', `${model} (${year})`],
      ['Odometer', `${num(miles, ',', '.', 0)} mls`],
    ],
    3,
  );
  b.text(45, 'Labour', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'Operation', x: 45, cell: (r) => r.desc },
      { head: 'Time', x: 420, align: 'right', cell: (r) => `${r.qty.toFixed(2)} h` },
      { head: 'Net', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    labour,
    { ruled: true, step: 15 },
  );
  b.text(45, 'Parts', { bold: true, size: 10 }).down(14);
  itemTable(
    b,
    [
      { head: 'Part no.', x: 45, cell: (r) => r.code ?? '' },
      { head: 'Description', x: 130, cell: (r) => r.desc },
      { head: 'Qty', x: 380, align: 'right', cell: (r) => String(r.qty) },
      { head: 'Each', x: 450, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: 'Net', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    parts,
    { ruled: true, step: 15 },
  );
  b.down(10);
  totalCells(b, [
    ['Labour (net)', money(sum(labour), ms)],
    ['Parts (net)', money(sum(parts), ms)],
    ['VAT @ 20%', money(vat, ms)],
    ['Invoice total', money(total, ms)],
  ]);
  b.text(
    45,
    `Your next service is due in 12 months or at ${num(miles + 6000, ',', '.', 0)} miles. MOT due ${date(addDays(invoiceDate, rng.int(40, 300)), ds)}.`,
    { size: 8.5 },
  );
  footer(b, [shop, `Company no. ${idDigits(rng, 8)}  ·  VAT no. GB ${idDigits(rng, 9)}  ·  Tel. 01432 ${idDigits(rng, 6)}`]);
  return { items: b.items, language: 'en', truth: serviceTruth(invoiceDate, shop, miles, labour, parts, total) };
}

/** A US independent shop's invoice printed as a form: values over small captions, hours in a column. */
export function usIndependentForm(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Gearhead Garage of Boise', 'Dutch Hollow Auto & Machine', 'Sunset Strip Import Repair']);
  const ds: DateStyle = rng.pick(['us-long', 'iso']);
  const ms: MoneyStyle = 'us-space';
  const invoiceDate = rng.date(2014, 2024);
  const miles = rng.int(45000, 175000);
  const [year, model] = car(rng);
  const { labour, parts } = jobRows(rng, 'en', rng.int(2, 3), rng.int(1, 3), rng.pick([95, 110, 125]));
  const tax = r2(sum(parts) * 0.06);
  const total = r2(sum(labour) + sum(parts) + tax);

  letterhead(b, 'right', shop, [
    `${rng.int(100, 9999)} ${rng.pick(['Fairview Ave', 'Old Mill Rd', 'Sepulveda Blvd'])}`,
    `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${idDigits(rng, 4)}`,
    `EPA ID ${idLetters(rng, 2)}${idDigits(rng, 6)}`,
  ]);
  b.text(45, 'Customer Invoice', { size: 14, bold: true });
  b.down(26);
  const caption = (x: number, value: string, label: string) => {
    b.text(x, value, { size: 10 });
    b.box(x, b.y + 3, 120, 0.5);
    b.text(x, label, { y: b.y + 12, size: 6.5 });
  };
  caption(45, `#${rng.int(10000, 99999)}`, 'INVOICE NO.');
  caption(180, date(invoiceDate, ds), 'DATE');
  caption(315, rng.pick(['Hank Voss', 'Priya Natarajan', 'Gus Lindqvist']), 'CUSTOMER');
  b.down(34);
  caption(45, `${year} ${model}`, 'VEHICLE');
  caption(180, plateUs(rng), 'PLATE');
  caption(315, num(miles, ',', '.', 0), 'ODOMETER');
  b.down(40);
  itemTable(
    b,
    [
      { head: 'Description', x: 45, cell: (r) => r.desc },
      { head: 'Hrs', x: 380, align: 'right', cell: (r) => (r.kind === 'labour' ? r.qty.toFixed(1) : '') },
      { head: 'Qty', x: 420, align: 'right', cell: (r) => (r.kind === 'part' ? String(r.qty) : '') },
      { head: 'Price', x: 480, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: 'Total', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    ['Labor', ...labour, 'Parts', ...parts],
    { band: true },
  );
  b.down(6);
  totalRows(
    b,
    [
      ['Labor', money(sum(labour), ms)],
      ['Parts', money(sum(parts), ms)],
      ['Tax on parts (6%)', money(tax, ms)],
      ['Amount due', money(total, ms)],
    ],
    { x: 360, boxLast: true },
  );
  b.down(10);
  paragraph(
    b,
    45,
    "I hereby authorize the above repair work to be done along with the necessary material. An express mechanic's lien is acknowledged on above vehicle to secure the amount of repairs thereto.",
    110,
    { size: 7.5, step: 9 },
  );
  footer(b, [`Thank you for choosing ${shop}!`]);
  return { items: b.items, language: 'en', truth: serviceTruth(invoiceDate, shop, miles, labour, parts, total) };
}

/** A German specialist's invoice with ISO dates, the vehicle in one line, amounts as "EUR 1 234,56", totals in cells with captions under. */
export function deSpezialistIso(rng: Random): Generated {
  const b = new PageBuilder();
  const shop = rng.pick(['Boxer-Service Franken OHG', 'Stern-Klassik Werkstatt Adomeit', 'Youngtimer-Garage Kaya & Brandt']);
  const ms: MoneyStyle = 'de-space';
  const invoiceDate = rng.date(2015, 2024);
  const km = rng.int(90000, 290000);
  const [year, model] = car(rng);
  const { labour, parts } = jobRows(rng, 'de', rng.int(2, 4), rng.int(2, 3), rng.pick([89, 104]));
  const net = r2(sum(labour) + sum(parts));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);

  b.y = 64;
  b.box(45, 42, 34, 34);
  b.text(62, shop.slice(0, 1), { y: 66, size: 20, bold: true, align: 'center' });
  b.text(90, shop, { y: 58, size: 13, bold: true });
  b.text(
    90,
    `Lange Zeile ${rng.int(1, 99)} · 91054 Erlangen · info@${shop
      .split(' ')[0]
      .toLowerCase()
      .replace(/[^a-z]/g, '')}.de`,
    { y: 71, size: 8 },
  );
  b.y = 120;
  b.text(45, 'RECHNUNG', { size: 13, bold: true });
  b.text(RIGHT, invoiceDate, { size: 10, align: 'right' });
  b.down(12).text(RIGHT, 'Datum', { size: 6.5, align: 'right' });
  b.down(22);
  b.text(45, `Fahrzeug: ${model}, Bj. ${year}, ${plateDe(rng)}, km ${num(km, '.', ',', 0)}`, { size: 9.5 });
  b.down(14).text(
    45,
    `Auftrag ${rng.int(3000, 8999)} vom ${addDays(invoiceDate, -rng.int(3, 12))}, Fahrzeugannahme durch ${rng.pick(['Hr. Kaya', 'Fr. Adomeit', 'Hr. Brandt'])}`,
    { size: 9.5 },
  );
  b.down(24);
  itemTable(
    b,
    [
      { head: 'Text', x: 45, cell: (r) => r.desc },
      { head: 'Menge', x: 370, align: 'right', cell: (r) => (r.kind === 'labour' ? `${num(r.qty, '.', ',', 1)} h` : `${r.qty} Stk`) },
      { head: 'EUR/Einheit', x: 460, align: 'right', cell: (r) => bare(r.price, ms) },
      { head: 'EUR', x: RIGHT, align: 'right', cell: (r) => bare(r.amount, ms) },
    ],
    ['Arbeiten', ...labour, 'Material', ...parts],
    { ruled: true, step: 15 },
  );
  b.down(10);
  totalCells(
    b,
    [
      ['Arbeiten netto', money(sum(labour), ms)],
      ['Material netto', money(sum(parts), ms)],
      ['USt 19 %', money(vat, ms)],
      ['zu zahlen', money(total, ms)],
    ],
    { labelBelow: true },
  );
  b.text(45, `Bitte überweisen Sie den Betrag innerhalb von 10 Tagen. Garantie auf Teile 24 Monate.`, { size: 8.5 });
  footer(b, [
    `${shop} · Inhaber M. Kaya, S. Brandt · St.-Nr. 216/${idDigits(rng, 3)}/${idDigits(rng, 5)}`,
    `Stadtsparkasse Erlangen · IBAN DE${idDigits(rng, 2)} 7635 0000 ${idDigits(rng, 4)} ${idDigits(rng, 4)} ${idDigits(rng, 2)}`,
  ]);
  return { items: b.items, language: 'de', truth: serviceTruth(invoiceDate, shop, km, labour, parts, total) };
}
