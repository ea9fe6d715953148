/**
 * English workshop bills from Australia, New Zealand, Canada and South Africa, and continental
 * specialists (NL, IT, SE) who invoice foreign customers in English with their own number and date
 * conventions.
 */
import type { Random } from '../random';
import { addDays, date, dayIn, hoursSum, money, page, pair, partsSum, PEOPLE, r2, serial, table, whole, work, type Family } from './kit';

/** Sydney, 2014: a Tax Invoice with ABN, GST at 10 % and a next-service sticker line. */
const sydneyTaxInvoice: Family = (rng: Random) => {
  const day = dayIn(rng, 2014);
  const shop = 'Heritage Motor Works Pty Ltd';
  const km = rng.int(60000, 190000);
  const rate = 135;
  const { jobs, parts } = work(rng, 'en', 3, 4);
  const labour = r2(hoursSum(jobs) * rate);
  const partsNet = partsSum(parts);
  const gst = r2((labour + partsNet) * 0.1);
  const total = r2(labour + partsNet + gst);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsNet,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((p) => p.text),
    },
    (p) => {
      p.text(50, shop, { size: 17, bold: true });
      p.down(14).text(50, '14 Sydenham Road, Marrickville NSW 2204  ·  (02) 9560 4418', { size: 8.5 });
      p.down(11).text(50, `ABN 53 612 448 910  ·  MVRL 30${serial(rng, 4)}`, { size: 8.5 });
      p.text(545, 'TAX INVOICE', { y: 62, size: 15, bold: true, align: 'right' });
      p.text(545, `No. ${serial(rng, 5)}`, { y: 78, size: 9, align: 'right' });
      p.down(30);
      const top = p.y;
      p.text(50, 'Bill to', { size: 8, bold: true });
      p.down(12).text(50, rng.pick(PEOPLE.au), { size: 9.5 });
      p.down(12).text(50, `${rng.int(2, 90)} Wattle Street, Leichhardt NSW 2040`, { size: 9.5 });
      p.y = top;
      pair(p, 330, 'Invoice date', 450, date(day, 'd/m/y'));
      p.down(12);
      pair(p, 330, 'Rego', 450, `${rng.pick(['CLB', 'BXT', 'AQZ'])}-${serial(rng, 2)}${rng.pick(['H', 'K', 'M'])}`);
      p.down(12);
      pair(p, 330, 'Vehicle', 450, rng.pick(['Holden HQ Monaro', 'Ford Falcon XY GT', 'Valiant Charger']));
      p.down(12);
      pair(p, 330, 'Odometer', 450, `${whole(km, ',')} km`);
      p.down(30);
      const rows = [
        ...jobs.map((j) => [j.text, j.hours.toFixed(2), money(rate, 'en'), money(r2(j.hours * rate), 'en')]),
        ...parts.map((x) => [x.text, String(x.qty), money(x.unit, 'en'), money(r2(x.qty * x.unit), 'en')]),
      ];
      table(
        p,
        [
          { head: 'Description', x: 50 },
          { head: 'Qty/Hrs', x: 360, right: true },
          { head: 'Unit ex GST', x: 440, right: true },
          { head: 'Amount ex GST', x: 545, right: true },
        ],
        rows,
        { box: [45, 550] },
      );
      p.down(10);
      for (const [l, v, b] of [
        ['Labour (ex GST)', labour, false],
        ['Parts (ex GST)', partsNet, false],
        ['GST', gst, false],
        ['Total inc GST', total, true],
      ] as const) {
        pair(p, 360, l, 545, `$${money(v, 'en')}`, { right: true, bold: b, size: 10 });
        p.down(15);
      }
      pair(p, 360, 'Paid EFTPOS', 545, `$${money(total, 'en')}`, { right: true });
      p.down(13);
      pair(p, 360, 'Balance', 545, '$0.00', { right: true });
      p.down(40);
      p.text(50, `Next service due: ${whole(km + 10000, ',')} km or ${date(addDays(day, 365), 'd/m/y')}, whichever comes first.`, { size: 8.5 });
      p.down(12).text(50, `Direct deposit: BSB 062-118  Acc 1044 ${serial(rng, 4)}  ·  Please quote invoice number.`, { size: 8.5 });
      p.down(12).text(50, 'Our goods come with guarantees that cannot be excluded under the Australian Consumer Law.', { size: 7.5 });
    },
  );
};

/** Christchurch, 1998: GST at 12.5 %, a WOF check among the jobs, completed before the invoice. */
const christchurchGarage: Family = (rng) => {
  const invoiced = dayIn(rng, 1998);
  const done = addDays(invoiced, -rng.int(2, 6));
  const shop = 'Riccarton Classic Garage Ltd';
  const km = rng.int(80000, 260000);
  const rate = 48;
  const { jobs, parts } = work(rng, 'en', 2, 3, 0.55);
  jobs.push({ text: 'Warrant of Fitness inspection', hours: 0.5 });
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const sub = r2(labour + partsTotal);
  const gst = r2(sub * 0.125);
  const total = r2(sub + gst);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(297, shop.toUpperCase(), { size: 15, bold: true, align: 'center', serif: true });
      p.down(14).text(297, 'Motor Engineers  ·  WOF Agents  ·  Est. 1961', { size: 9, align: 'center' });
      p.down(11).text(297, '211 Riccarton Road, Christchurch 4  ·  Ph (03) 348 2290  ·  GST No. 52-118-604', { size: 8, align: 'center' });
      p.down(22).box(50, p.y - 12, 495, 48);
      pair(p, 58, 'INVOICE', 130, `No. ${serial(rng, 4)}`, { bold: true });
      pair(p, 300, 'Date:', 380, date(invoiced, 'd/m/y'));
      p.down(14);
      pair(p, 58, 'Customer:', 130, rng.pick(PEOPLE.nz));
      pair(p, 300, 'Job completed:', 380, date(done, 'd/m/y'));
      p.down(14);
      pair(p, 58, 'Reg. No.:', 130, `${rng.pick(['HB', 'JK', 'DX'])}${serial(rng, 4)}`);
      pair(p, 300, 'ODO:', 380, `${whole(km, ',')} km`);
      p.down(30);
      p.text(50, 'WORK CARRIED OUT', { size: 9, bold: true });
      p.down(14);
      for (const j of jobs) {
        p.text(60, j.text, { size: 9.5, serif: true });
        p.text(545, `${j.hours.toFixed(1)} hrs`, { size: 9.5, align: 'right', serif: true });
        p.down(13);
      }
      p.down(4);
      pair(p, 60, `Labour ${hoursSum(jobs).toFixed(1)} hrs @ $${money(rate, 'en')}`, 545, money(labour, 'en'), { right: true, size: 9.5 });
      p.down(24);
      p.text(50, 'PARTS & MATERIALS', { size: 9, bold: true });
      p.down(14);
      for (const x of parts) {
        p.text(60, `${x.qty} x ${x.text}`, { size: 9.5, serif: true });
        p.text(545, money(r2(x.qty * x.unit), 'en'), { size: 9.5, align: 'right', serif: true });
        p.down(13);
      }
      p.down(16);
      for (const [l, v] of [
        ['Labour', labour],
        ['Parts', partsTotal],
        ['Sub-total', sub],
        ['GST @ 12.5%', gst],
        ['TOTAL (incl. GST)', total],
      ] as const) {
        pair(p, 370, l, 545, money(v, 'en'), { right: true, bold: l.startsWith('TOTAL'), size: 10 });
        p.down(14);
      }
      p.down(20);
      p.text(50, `WOF issued, label no. ${serial(rng, 7)}, next inspection due ${date(addDays(done, 182), 'd/m/y')}.`, { size: 8.5, serif: true });
      p.down(12).text(50, 'Terms: nett 20th of the month following. Thank you for your custom.', { size: 8 });
    },
  );
};

/** Ontario, 2019: a repair order with date in and date completed, op codes, HST at 13 %. */
const ontarioRepairOrder: Family = (rng) => {
  const done = dayIn(rng, 2019);
  const dateIn = addDays(done, -rng.int(1, 8));
  const shop = 'Muskoka Vintage Autoworks Inc.';
  const km = rng.int(40000, 210000);
  const rate = 118;
  const { jobs, parts } = work(rng, 'en', 3, 4, 1.1);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const supplies = 24.95;
  const hst = r2((labour + partsTotal + supplies) * 0.13);
  const total = r2(labour + partsTotal + supplies + hst);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text.toUpperCase()),
      partsUsed: parts.map((x) => x.text.toUpperCase()),
    },
    (p) => {
      p.text(50, shop, { size: 14, bold: true });
      p.text(545, 'REPAIR ORDER / INVOICE', { size: 11, bold: true, align: 'right' });
      p.down(13).text(50, '1180 Muskoka Rd 118 W, Bracebridge ON  P1L 1W9  ·  705-645-2271', { size: 8 });
      p.text(545, `RO# ${serial(rng, 6)}`, { size: 9, align: 'right' });
      p.down(20);
      const cells: [string, string][] = [
        ['DATE IN', date(dateIn, 'ymd')],
        ['DATE COMPLETED', date(done, 'ymd')],
        ['ODOMETER IN', `${whole(km, ' ')} km`],
        ['ODOMETER OUT', `${whole(km + rng.int(4, 30), ' ')} km`],
        ['PLATE', `${rng.pick(['BKRT', 'CAXM', 'AHWP'])} ${serial(rng, 3)}`],
      ];
      cells.forEach(([l, v], i) => {
        const x = 50 + i * 99;
        p.box(x, p.y - 8, 99, 30);
        p.text(x + 4, l, { y: p.y, size: 6.5 });
        p.text(x + 4, v, { y: p.y + 15, size: 9.5 });
      });
      p.down(40);
      p.text(50, `CUSTOMER: ${rng.pick(PEOPLE.ca).toUpperCase()}   ·   VIN ${serial(rng, 17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`, { size: 8.5 });
      p.down(22);
      table(
        p,
        [
          { head: 'LINE', x: 50 },
          { head: 'OP CODE', x: 80 },
          { head: 'DESCRIPTION', x: 140 },
          { head: 'TECH', x: 400 },
          { head: 'HRS', x: 470, right: true },
          { head: 'AMOUNT', x: 545, right: true },
        ],
        jobs.map((j, i) => [
          String.fromCharCode(65 + i),
          `${serial(rng, 2)}${rng.pick(['BR', 'EN', 'CL', 'SU'])}`,
          j.text.toUpperCase(),
          String(rng.int(11, 48)),
          j.hours.toFixed(1),
          money(r2(j.hours * rate), 'en'),
        ]),
        { rule: true, size: 8.5 },
      );
      p.down(8);
      table(
        p,
        [
          { head: 'PART NO.', x: 50 },
          { head: 'DESCRIPTION', x: 140 },
          { head: 'QTY', x: 400 },
          { head: 'UNIT', x: 470, right: true },
          { head: 'EXT.', x: 545, right: true },
        ],
        parts.map((x) => [`${serial(rng, 3)}-${serial(rng, 4)}`, x.text.toUpperCase(), String(x.qty), money(x.unit, 'en'), money(r2(x.qty * x.unit), 'en')]),
        { rule: true, size: 8.5 },
      );
      p.down(10);
      for (const [l, v] of [
        ['TOTAL LABOUR', labour],
        ['TOTAL PARTS', partsTotal],
        ['SHOP SUPPLIES', supplies],
        ['HST 13%', hst],
        ['TOTAL INVOICE', total],
      ] as const) {
        pair(p, 380, l, 545, money(v, 'en'), { right: true, bold: l === 'TOTAL INVOICE' });
        p.down(13);
      }
      p.down(18);
      p.text(50, `HST Reg. No. 81234 ${serial(rng, 4)} RT0001  ·  OMVIC-registered  ·  All parts warranted 12 months / 20 000 km.`, { size: 7.5 });
      p.down(11).text(50, 'I hereby authorize the above repair work to be done along with the necessary material.   Signature ____________________', {
        size: 7.5,
      });
    },
  );
};

/** Paarl, 2008: a close corporation whose name is only in the footer, rand with spaces, VAT 14 %, labels after the values. */
const paarlRestorer: Family = (rng) => {
  const day = dayIn(rng, 2008);
  const shop = 'Karoo Classic Restorations cc';
  const km = rng.int(50000, 240000);
  const rate = 320;
  const { jobs, parts } = work(rng, 'en', 3, 3, 7.5);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const vat = r2((labour + partsTotal) * 0.14);
  const total = r2(labour + partsTotal + vat);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.y = 70;
      p.text(50, 'TAX INVOICE', { size: 20, bold: true });
      p.text(545, `${serial(rng, 4)}/${String(day).slice(2, 4)}`, { size: 12, align: 'right' });
      p.down(30);
      p.text(50, `${date(day, 'long-en')}`, { size: 10 });
      p.down(24);
      p.text(50, 'To:', { size: 9 });
      p.text(80, rng.pick(PEOPLE.za), { size: 9 });
      p.down(12).text(80, `${rng.int(3, 60)} Main Street, Franschhoek 7690`, { size: 9 });
      p.down(12).text(
        80,
        `Vehicle: ${rng.pick(['Mercedes-Benz 280 SL', 'Alfa Romeo GTV 2000', 'Ford Cortina Mk II'])}  ·  Reg. ${rng.pick(['CJ', 'CL', 'CA'])} ${serial(rng, 3)}-${serial(rng, 3)}`,
        { size: 9 },
      );
      p.down(12).text(80, `km reading ${whole(km, ' ')}`, { size: 9 });
      p.down(28);
      table(
        p,
        [
          { head: 'Hours', x: 50 },
          { head: 'Work done', x: 95 },
          { head: 'R', x: 545, right: true },
        ],
        jobs.map((j) => [j.hours.toFixed(1), j.text, money(r2(j.hours * rate), 'za')]),
        { rule: true },
      );
      p.down(6);
      table(
        p,
        [
          { head: 'Qty', x: 50 },
          { head: 'Parts supplied', x: 95 },
          { head: 'R', x: 545, right: true },
        ],
        parts.map((x) => [String(x.qty), x.text, money(r2(x.qty * x.unit), 'za')]),
        { rule: true },
      );
      p.down(14);
      for (const [v, l, b] of [
        [labour, 'Labour', false],
        [partsTotal, 'Parts', false],
        [vat, 'VAT @ 14%', false],
        [total, 'Amount due', true],
      ] as const) {
        p.text(430, `R ${money(v, 'za')}`, { size: 10, bold: b, align: 'right' });
        p.text(440, l, { size: 10, bold: b });
        p.down(15);
      }
      p.down(20);
      p.text(50, `Banking details: FNB Paarl, branch 200110, cheque acc. 62${serial(rng, 9)}. Ref: your registration number.`, { size: 8 });
      p.y = 790;
      p.box(50, 772, 495, 0.1);
      p.text(297, shop, { size: 11, bold: true, align: 'center' });
      p.down(12).text(297, `CK 1996/0${serial(rng, 5)}/23  ·  VAT Reg. No. 41201${serial(rng, 5)}  ·  17 Lady Grey Street, Paarl 7646  ·  021 872 4410`, {
        size: 7.5,
        align: 'center',
      });
    },
  );
};

/** Amersfoort, 2019: a Dutch specialist invoicing in English with Dutch numbers (€ 1.250,-) and dates 12-03-2019. */
const amersfoortSpecialist: Family = (rng) => {
  const day = dayIn(rng, 2019);
  const shop = 'Van Dijk Klassiekers B.V.';
  const km = rng.int(30000, 180000);
  const rate = 78;
  const { jobs, parts } = work(rng, 'en', 3, 4);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const btw = r2(net * 0.21);
  const total = r2(net + btw);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(545, shop, { size: 16, bold: true, align: 'right' });
      p.down(13).text(545, 'Restoration  ·  Maintenance  ·  Sales of classic cars', { size: 8.5, align: 'right' });
      p.down(11).text(545, 'Nijverheidsweg 14, 3812 PJ Amersfoort, NL  ·  +31 33 465 2210', { size: 8.5, align: 'right' });
      p.down(40);
      p.text(50, rng.pick(PEOPLE.de), { size: 10 });
      p.down(12).text(50, `${rng.pick(['Lindenstraße', 'Am Markt', 'Bahnhofstraße'])} ${rng.int(2, 40)}`, { size: 10 });
      p.down(12).text(50, `${rng.pick(['47533 Kleve', '46446 Emmerich', '48529 Nordhorn'])}, Germany`, { size: 10 });
      p.down(34);
      p.text(50, 'INVOICE', { size: 14, bold: true });
      p.down(18);
      pair(p, 50, 'Invoice number', 140, `2019-${serial(rng, 4)}`);
      pair(p, 300, 'Licence plate', 390, `${rng.pick(['DK', 'AH', 'RZ'])}-${serial(rng, 2)}-${rng.pick(['HX', 'PL', 'NB'])}`);
      p.down(12);
      pair(p, 50, 'Date', 140, date(day, 'd-m-y'));
      pair(p, 300, 'Odometer', 390, `${whole(km, '.')} km`);
      p.down(12);
      pair(p, 50, 'Your VAT no.', 140, `DE${serial(rng, 9)}`);
      p.down(26);
      table(
        p,
        [
          { head: 'Labour', x: 50 },
          { head: 'Hours', x: 400, right: true },
          { head: 'Amount', x: 545, right: true },
        ],
        jobs.map((j) => [j.text, j.hours.toFixed(2).replace('.', ','), `€ ${money(r2(j.hours * rate), 'dash')}`]),
        { rule: true },
      );
      pair(p, 300, 'Subtotal labour', 545, `€ ${money(labour, 'dash')}`, { right: true, bold: true });
      p.down(22);
      table(
        p,
        [
          { head: 'Parts', x: 50 },
          { head: 'Qty', x: 400, right: true },
          { head: 'Amount', x: 545, right: true },
        ],
        parts.map((x) => [x.text, String(x.qty), `€ ${money(r2(x.qty * x.unit), 'dash')}`]),
        { rule: true },
      );
      pair(p, 300, 'Subtotal parts', 545, `€ ${money(partsTotal, 'dash')}`, { right: true, bold: true });
      p.down(26);
      p.box(300, p.y - 12, 250, 50);
      pair(p, 308, 'Total excl. VAT', 540, `€ ${money(net, 'dash')}`, { right: true });
      p.down(14);
      pair(p, 308, 'VAT (BTW) 21%', 540, `€ ${money(btw, 'dash')}`, { right: true });
      p.down(14);
      pair(p, 308, 'Total incl. VAT', 540, `€ ${money(total, 'dash')}`, { right: true, bold: true });
      p.down(40);
      p.text(50, 'Payment within 14 days to IBAN NL42 RABO 0312 8876 54, BIC RABONL2U, stating the invoice number.', { size: 8 });
      p.y = 805;
      p.text(297, `KvK 3018${serial(rng, 4)}  ·  BTW NL8123${serial(rng, 5)}B01  ·  Delivery and payment conditions of BOVAG apply`, {
        size: 7,
        align: 'center',
      });
    },
  );
};

/** Modena, 2012: an Italian coachbuilder in English with Roman-numeral months and the work finished before the bill. */
const modenaCarrozzeria: Family = (rng) => {
  const invoiced = dayIn(rng, 2012);
  const done = addDays(invoiced, -rng.int(3, 12));
  const shop = 'Carrozzeria Ferraro & Figli s.n.c.';
  const km = rng.int(20000, 140000);
  const rate = 52;
  const { jobs, parts } = work(rng, 'en', 4, 3, 0.95);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const taxable = r2(labour + partsTotal);
  const iva = r2(taxable * 0.21);
  const total = r2(taxable + iva);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(297, shop, { size: 18, serif: true, align: 'center' });
      p.down(14).text(297, 'Restauri auto d’epoca  ·  Classic car restoration since 1958', { size: 9, serif: true, align: 'center' });
      p.down(11).text(297, `Via Emilia Est 1021, 41122 Modena (MO)  ·  P.IVA 0234${serial(rng, 7)}`, { size: 8, align: 'center' });
      p.down(30);
      p.text(50, `Modena, ${date(invoiced, 'roman')}`, { size: 10, serif: true });
      p.text(545, `Fattura / Invoice n. ${rng.int(11, 240)}/${invoiced.slice(0, 4)}`, { size: 10, bold: true, align: 'right' });
      p.down(20);
      p.text(50, `Messrs ${rng.pick(PEOPLE.nl)}, ${rng.pick(['Utrecht', 'Haarlem', 'Leiden'])} (NL)`, { size: 9.5 });
      p.down(14);
      p.text(
        50,
        `Car: ${rng.pick(['Lancia Fulvia Coupé 1.3 S', 'Fiat Dino Spider 2400', 'Alfa Romeo Giulia Sprint GT'])} · targa ${rng.pick(['MO', 'BO'])} ${serial(rng, 6)} · km ${whole(km, '.')}`,
        { size: 9.5 },
      );
      p.down(14);
      p.text(50, `Work completed on ${date(done, 'roman')}`, { size: 9.5 });
      p.down(26);
      table(
        p,
        [
          { head: 'Manodopera / Labour', x: 50 },
          { head: 'ore', x: 420, right: true },
          { head: '€', x: 545, right: true },
        ],
        jobs.map((j) => [j.text, j.hours.toFixed(1).replace('.', ','), money(r2(j.hours * rate), 'eu')]),
        { serif: true, rule: true },
      );
      pair(p, 300, 'Total labour', 545, money(labour, 'eu'), { right: true, serif: true });
      p.down(22);
      table(
        p,
        [
          { head: 'Ricambi / Parts', x: 50 },
          { head: 'q.tà', x: 420, right: true },
          { head: '€', x: 545, right: true },
        ],
        parts.map((x) => [x.text, String(x.qty), money(r2(x.qty * x.unit), 'eu')]),
        { serif: true, rule: true },
      );
      pair(p, 300, 'Total parts', 545, money(partsTotal, 'eu'), { right: true, serif: true });
      p.down(28);
      for (const [l, v] of [
        ['Imponibile / Taxable amount', taxable],
        ['IVA / VAT 21%', iva],
        ['Totale fattura / Total due €', total],
      ] as const) {
        pair(p, 300, l, 545, money(v, 'eu'), { right: true, bold: l.startsWith('Totale'), serif: true, size: 10 });
        p.down(15);
      }
      p.down(24);
      p.text(50, `Bonifico bancario: BPER Banca, IBAN IT60 X054 2811 1010 0000 0${serial(rng, 5)}`, { size: 8 });
      p.down(11).text(50, 'Cod. fiscale e iscr. Reg. Imprese di Modena 01987650365 · REA MO-2480', { size: 7.5 });
    },
  );
};

/** Gothenburg, 2021: a Swedish Volvo specialist in English, kronor with spaces, a discount column, Swedish miles and öre rounding. */
const gothenburgVolvo: Family = (rng) => {
  const day = dayIn(rng, 2021);
  const shop = 'Hisingens Veteranbilsverkstad AB';
  const mil = rng.int(9000, 38000);
  const rate = 895;
  const { jobs, parts } = work(rng, 'en', 3, 4, 10.5);
  const disc = 10;
  const labour = r2(hoursSum(jobs) * rate);
  const partLines = parts.map((x) => r2(x.qty * x.unit * (1 - disc / 100)));
  const partsTotal = r2(partLines.reduce((a, b) => a + b, 0));
  const net = r2(labour + partsTotal);
  const moms = r2(net * 0.25);
  const exact = r2(net + moms);
  const toPay = Math.round(exact);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: mil,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: toPay,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(50, 'HISINGENS', { size: 22, bold: true });
      p.down(16).text(50, shop, { size: 9 });
      p.text(545, 'Invoice', { y: 62, size: 16, align: 'right' });
      p.down(28);
      const info: [string, string][] = [
        ['Invoice no', `${serial(rng, 5)}`],
        ['Invoice date', date(day, 'ymd')],
        ['Due date', date(addDays(day, 30), 'ymd')],
        ['Reg. no', `${rng.pick(['ABC', 'GHT', 'KLM'])} ${serial(rng, 3)}`],
        ['Odometer', `${whole(mil, ' ')} mil`],
        ['Customer no', serial(rng, 4)],
      ];
      info.forEach(([l, v], i) => {
        const x = i < 3 ? 50 : 300;
        const y = p.y + (i % 3) * 13;
        p.text(x, l, { y, size: 8.5 });
        p.text(x + 80, v, { y, size: 8.5 });
      });
      p.down(50);
      table(
        p,
        [
          { head: 'Art.no', x: 50 },
          { head: 'Description', x: 110 },
          { head: 'Qty', x: 350, right: true },
          { head: 'Price', x: 410, right: true },
          { head: 'Disc %', x: 455, right: true },
          { head: 'Amount', x: 545, right: true },
        ],
        [
          ...jobs.map((j) => ['ARB', j.text, j.hours.toFixed(2).replace('.', ','), money(rate, 'fr'), '', money(r2(j.hours * rate), 'fr')]),
          ...parts.map((x, i) => [`${serial(rng, 6)}`, x.text, String(x.qty), money(x.unit, 'fr'), String(disc), money(partLines[i], 'fr')]),
        ],
        { box: [45, 550], size: 8.5 },
      );
      p.down(12);
      for (const [l, v] of [
        ['Labour', labour],
        ['Parts', partsTotal],
        ['Net amount', net],
        ['VAT (moms) 25%', moms],
        ['Rounding', r2(toPay - exact)],
      ] as const) {
        pair(p, 360, l, 545, money(v, 'fr'), { right: true });
        p.down(13);
      }
      p.box(355, p.y - 10, 195, 18, true);
      pair(p, 360, 'To pay SEK', 545, money(toPay, 'fr'), { right: true, bold: true, size: 10 });
      p.down(40);
      p.text(50, 'Odometer in Swedish mil (1 mil = 10 km).  Late payment interest 8 % above reference rate.', { size: 7.5 });
      p.y = 800;
      p.text(
        50,
        `${shop}  ·  Exportgatan 31, 422 46 Hisings Backa  ·  Org.nr 556${serial(rng, 3)}-${serial(rng, 4)}  ·  VAT SE556${serial(rng, 7)}01  ·  Bankgiro 5412-${serial(rng, 4)}`,
        { size: 6.5 },
      );
    },
  );
};

/** Ballarat, 1986: a typed invoice before GST, date as dd/mm/yy, paid by cheque. */
const ballaratTyped: Family = (rng) => {
  const day = dayIn(rng, 1986);
  const shop = 'Kevin Hartley Motors';
  const km = rng.int(60000, 220000);
  const rate = 28;
  const { jobs, parts } = work(rng, 'en', 3, 3, 0.32);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const total = r2(labour + partsTotal);
  return page(
    'en',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text.toUpperCase()),
      partsUsed: parts.map((x) => x.text.toUpperCase()),
    },
    (p) => {
      p.y = 70;
      p.text(50, shop.toUpperCase(), { size: 16, bold: true, serif: true });
      p.down(14).text(50, 'MECHANICAL REPAIRS  -  TUNE-UPS  -  BRAKES', { size: 8.5 });
      p.down(11).text(50, '402 Sturt Street, Ballarat, Vic. 3350   Tel. (053) 31 2684', { size: 8.5 });
      p.text(545, 'INVOICE', { y: 70, size: 12, bold: true, align: 'right' });
      p.text(545, `No. ${serial(rng, 4)}`, { y: 86, size: 10, align: 'right' });
      p.down(30);
      p.text(50, `DATE  ${date(day, 'd/m/yy')}`, { size: 10, serif: true });
      p.down(16).text(50, `NAME  ${rng.pick(PEOPLE.au).toUpperCase()}`, { size: 10, serif: true });
      p.down(16).text(
        50,
        `MAKE  ${rng.pick(['HOLDEN HZ KINGSWOOD', 'FORD XD FALCON', 'VALIANT CL'])}   REG. ${rng.pick(['BKM', 'CJX', 'DPT'])}-${serial(rng, 3)}   SPEEDO ${km}`,
        { size: 10, serif: true },
      );
      p.down(28);
      p.box(50, p.y - 12, 495, 0.1);
      for (const j of jobs) {
        p.text(60, j.text.toUpperCase(), { size: 10, serif: true });
        p.down(15);
      }
      p.text(300, `LABOUR  ${hoursSum(jobs).toFixed(1)} HRS`, { size: 10, serif: true });
      p.text(545, money(labour, 'en'), { size: 10, serif: true, align: 'right' });
      p.down(24);
      for (const x of parts) {
        p.text(60, `${x.qty}  ${x.text.toUpperCase()}`, { size: 10, serif: true });
        p.text(545, money(r2(x.qty * x.unit), 'en'), { size: 10, serif: true, align: 'right' });
        p.down(15);
      }
      p.text(300, 'PARTS', { size: 10, serif: true });
      p.text(545, money(partsTotal, 'en'), { size: 10, serif: true, align: 'right' });
      p.down(10);
      p.box(440, p.y, 105, 0.1);
      p.down(16);
      p.text(300, 'TOTAL', { size: 11, bold: true, serif: true });
      p.text(545, `$${money(total, 'en')}`, { size: 11, bold: true, serif: true, align: 'right' });
      p.down(36);
      p.text(60, `PAID CHQ ${serial(rng, 6)}  WITH THANKS`, { size: 11, serif: true });
      p.down(20).text(60, `NEXT SERVICE DUE ${whole(km + 5000, '')} KM`, { size: 9, serif: true });
    },
  );
};

export const SERVICE_EN: Family[] = [
  sydneyTaxInvoice,
  christchurchGarage,
  ontarioRepairOrder,
  paarlRestorer,
  amersfoortSpecialist,
  modenaCarrozzeria,
  gothenburgVolvo,
  ballaratTyped,
];
