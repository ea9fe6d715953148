/**
 * Six receipts: till slips (narrow, centred), a parts counter's Kassenbon, a car-wash ticket,
 * a 1970s gas-station ticket, a tyre fitter's receipt and a parts store's register tape.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import { deAddress, dePhone, dePlate, deVat, fmtDate, fmtMoney, PageBuilder, r2, rule, ukAddress, ukPhone, ukPlate, usAddress, usPhone } from './kit';

const receipt = (pb: PageBuilder, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language,
  truth: { documentType: 'receipt', ...truth },
});

/** A narrow slip: the paper strip drawn as a box in the middle of the page. */
function slip(pb: PageBuilder, x: number, w: number, h: number) {
  pb.box(x, 40, w, h);
}

/** A filling-station till slip (DM, 1990s): litres × price, cash given and change (not the amount). */
export function deFuelSlip(rng: Random): Generated {
  const date = rng.date(1989, 2001);
  const shop = rng.pick(['Tankstelle Hofmann', 'Freie Tankstelle Kühn', 'Autohof Lindenbühl']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  const cx = 297;
  slip(pb, 207, 180, 380);
  pb.y = 66;
  for (const [t, s, b] of [
    [shop, 11, true],
    [a.street, 8, false],
    [a.town, 8, false],
    [`Tel. ${dePhone(rng)}`, 8, false],
  ] as [string, number, boolean][])
    pb.text(cx, t, { size: s, bold: b, align: 'center' }).down(s + 4);
  pb.down(10);
  const litres = r2(rng.int(1500, 6000) / 100);
  const price = rng.int(990, 1990) / 1000;
  const fuel = r2(litres * price);
  const extra = rng.chance(0.5) ? { name: 'Scheibenklar 1L', p: r2(rng.int(290, 690) / 100) } : null;
  const total = r2(fuel + (extra?.p ?? 0));
  const L = 217;
  const R = 377;
  pb.text(L, `Säule ${rng.int(1, 8)}  ${rng.pick(['Super bleifrei', 'Normal bleifrei', 'Super Plus', 'Diesel'])}`, { size: 8 }).down(11);
  pb.text(L, `${fmtMoney(litres, 'de')} l x ${price.toFixed(3).replace('.', ',')} DM/l`, { size: 8 });
  pb.text(R, fmtMoney(fuel, 'de'), { size: 8, align: 'right' }).down(11);
  if (extra) {
    pb.text(L, extra.name, { size: 8 });
    pb.text(R, fmtMoney(extra.p, 'de'), { size: 8, align: 'right' }).down(11);
  }
  rule(pb, L, 160, pb.y - 4);
  pb.down(8);
  pb.text(L, 'SUMME DM', { size: 10, bold: true });
  pb.text(R, fmtMoney(total, 'de'), { size: 10, bold: true, align: 'right' }).down(14);
  const given = Math.ceil(total / 10) * 10 + rng.pick([0, 10, 50]);
  pb.text(L, 'BAR', { size: 8 });
  pb.text(R, fmtMoney(given, 'de'), { size: 8, align: 'right' }).down(11);
  pb.text(L, 'RÜCKGELD', { size: 8 });
  pb.text(R, fmtMoney(r2(given - total), 'de'), { size: 8, align: 'right' }).down(16);
  const v = deVat(date);
  pb.text(L, `MwSt ${v}% enth.`, { size: 7.5 });
  pb.text(R, fmtMoney(r2(total - total / (1 + v / 100)), 'de'), { size: 7.5, align: 'right' }).down(16);
  pb.text(cx, `${fmtDate(date, 'de-short')}  ${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${rng.int(1000, 9999)}`, {
    size: 7.5,
    align: 'center',
  }).down(11);
  pb.text(cx, 'Vielen Dank und gute Fahrt', { size: 7.5, align: 'center' });
  return receipt(pb, 'de', { shopName: shop, date, totalCost: total });
}

/** A parts counter's Kassenbon: article numbers, quantities, VAT included, name in capitals. */
export function dePartsCounter(rng: Random): Generated {
  const date = rng.date(1982, 1998);
  const shop = rng.pick(['AUTOTEILE STRAUB', 'KFZ-TEILE-DIENST OBERLE', 'ERSATZTEIL-CENTER ROTH']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  slip(pb, 197, 200, 420);
  const cx = 297;
  pb.y = 66;
  pb.text(cx, shop, { size: 10.5, bold: true, align: 'center' }).down(12);
  pb.text(cx, 'Großhandel · Einzelhandel', { size: 7.5, align: 'center' }).down(10);
  pb.text(cx, `${a.street}, ${a.town}`, { size: 7.5, align: 'center' }).down(20);
  pb.text(207, `KASSENBON  ${fmtDate(date, 'de')}`, { size: 8 }).down(16);
  const items = rng.some(
    [
      ['Zündkerze W7DC', 3.2, 6.8],
      ['Ölfilter', 7, 16],
      ['H4 Lampe 60/55W', 6, 14],
      ['Scheibenwischer 450', 8, 19],
      ['Motoröl 20W-50 5l', 19, 39],
      ['Sicherungssortiment', 3, 7],
      ['Frostschutz 1,5l', 7, 13],
      ['Kontaktspray', 5, 9],
    ] as [string, number, number][],
    rng.int(2, 5),
  );
  let total = 0;
  for (const [name, lo, hi] of items) {
    const q = rng.chance(0.3) ? rng.int(2, 4) : 1;
    const p = r2(lo + rng.next() * (hi - lo));
    const line = r2(q * p);
    total = r2(total + line);
    pb.text(207, `${rng.int(10000, 99999)} ${name}`, { size: 8 }).down(10);
    pb.text(217, `${q} x ${fmtMoney(p, 'de')}`, { size: 8 });
    pb.text(387, `${fmtMoney(line, 'de')} A`, { size: 8, align: 'right' }).down(12);
  }
  rule(pb, 207, 180, pb.y - 4);
  pb.down(8);
  pb.text(207, 'TOTAL', { size: 11, bold: true });
  pb.text(387, fmtMoney(total, 'de'), { size: 11, bold: true, align: 'right' }).down(16);
  const v = deVat(date);
  pb.text(207, `A = ${v} % MWST`, { size: 7.5 });
  pb.text(387, fmtMoney(r2(total - total / (1 + v / 100)), 'de'), { size: 7.5, align: 'right' }).down(11);
  pb.text(207, `NETTO`, { size: 7.5 });
  pb.text(387, fmtMoney(r2(total / (1 + v / 100)), 'de'), { size: 7.5, align: 'right' }).down(18);
  pb.text(cx, `KASSE ${rng.int(1, 4)}  BED. ${rng.int(10, 40)}  ${rng.int(7, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, {
    size: 7.5,
    align: 'center',
  }).down(11);
  pb.text(cx, 'Umtausch nur mit Bon', { size: 7.5, align: 'center' });
  return receipt(pb, 'de', { shopName: shop, date, totalCost: total });
}

/** A car-wash ticket in euros: a program, a voucher subtracted, the date in long form. */
export function deCarWash(rng: Random): Generated {
  const date = rng.date(2002, 2005);
  const shop = rng.pick(['Waschpark Sonnenhof', 'Autowaschstraße Brill', 'Glanz & Co. Waschcenter']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.box(170, 60, 255, 270);
  pb.text(297, shop, { y: 88, size: 13, bold: true, align: 'center' });
  pb.text(297, `${a.street} · ${a.town}`, { y: 102, size: 7.5, align: 'center' });
  pb.text(297, fmtDate(date, 'de-long'), { y: 124, size: 9, align: 'center' });
  const prog = rng.pick<[string, number]>([
    ['Programm 2 Glanzwäsche', 8.9],
    ['Programm 3 Wachs + Unterboden', 11.5],
    ['Programm 4 Premium', 14.9],
  ]);
  const extra = rng.chance(0.5) ? r2(rng.pick([2, 3, 4.5])) : 0;
  const gross = r2(prog[1] + extra);
  const voucher = rng.chance(0.5) ? 1.5 : 0;
  const total = r2(gross - voucher);
  pb.y = 152;
  const row = (k: string, v: string, bold = false) => {
    pb.text(185, k, { size: 9, bold });
    pb.text(410, v, { size: 9, bold, align: 'right' }).down(14);
  };
  row(prog[0], `${fmtMoney(prog[1], 'de')} €`);
  if (extra) row('Innenraumsauger', `${fmtMoney(extra, 'de')} €`);
  if (voucher) row('Gutschein Treuekarte', `-${fmtMoney(voucher, 'de')} €`);
  rule(pb, 185, 225, pb.y - 6);
  pb.down(6);
  row('Zu zahlen', `${fmtMoney(total, 'de')} €`, true);
  row('Gegeben EC-Karte', `${fmtMoney(total, 'de')} €`);
  pb.down(8);
  pb.text(185, `inkl. 16 % MwSt.  ${fmtMoney(r2(total - total / 1.16), 'de')} €`, { size: 7.5 }).down(11);
  pb.text(185, `Kennzeichen: ${dePlate(rng)}`, { size: 7.5 }).down(11);
  pb.text(185, `Beleg-Nr. ${rng.int(100000, 999999)}`, { size: 7.5 });
  return receipt(pb, 'de', { shopName: shop, date, totalCost: total });
}

/** A 1970s gas-station ticket: gallons at a price with the tenth of a cent, the sales slip number, a "credit card" imprint. */
export function usGasTicket(rng: Random): Generated {
  const date = rng.date(1975, 1986);
  const shop = rng.pick(["Hank's Service Station", 'Crossroads Gulf Service', 'Bill & Son Texaco']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.box(150, 50, 295, 330);
  pb.text(160, 'SALES SLIP', { y: 68, size: 8, bold: true });
  pb.text(435, `No. ${rng.int(100000, 999999)}`, { y: 68, size: 8, align: 'right' });
  pb.text(297, shop, { y: 92, size: 13, bold: true, serif: true, align: 'center' });
  pb.text(297, `${a.street} · ${a.town}`, { y: 105, size: 7.5, align: 'center' });
  pb.text(297, usPhone(rng), { y: 115, size: 7.5, align: 'center' });
  pb.text(160, 'DATE', { y: 140, size: 7 });
  pb.text(200, fmtDate(date, 'us-short'), { y: 140, size: 10, serif: true });
  pb.text(300, 'LIC.', { y: 140, size: 7 });
  pb.text(325, `${a.state} ${rng.int(100, 999)}-${'ABCDEFGHJK'[rng.int(0, 9)]}${'LMNPRSTUVW'[rng.int(0, 9)]}${'XYZABCD'[rng.int(0, 6)]}`, {
    y: 140,
    size: 10,
    serif: true,
  });
  const gal = r2(rng.int(60, 220) / 10);
  const ppg = (rng.int(55, 135) * 10 + 9) / 1000;
  const gas = r2(gal * ppg);
  const oil = rng.chance(0.5) ? r2(rng.int(85, 160) / 100) : 0;
  const tax = oil ? r2(oil * 0.05) : 0;
  const total = r2(gas + oil + tax);
  const cols: [string, string, string][] = [[`${gal} GAL. REG.`, `@ ${ppg.toFixed(3)}`, gas.toFixed(2)]];
  if (oil) cols.push(['1 QT. MOTOR OIL', '', oil.toFixed(2)], ['TAX', '', tax.toFixed(2)]);
  let y = 172;
  pb.box(160, 155, 275, 110);
  for (const [d, u, v] of cols) {
    pb.text(166, d, { y, size: 10, serif: true });
    pb.text(330, u, { y, size: 10, serif: true });
    pb.text(428, v, { y, size: 10, serif: true, align: 'right' });
    y += 16;
  }
  pb.text(330, 'TOTAL', { y: 255, size: 8, bold: true });
  pb.text(428, total.toFixed(2), { y: 255, size: 11, serif: true, bold: true, align: 'right' });
  pb.text(160, 'CUSTOMER SIGNATURE', { y: 300, size: 6.5 });
  rule(pb, 240, 190, 300);
  pb.text(160, 'CUSTOMER COPY — RETAIN FOR YOUR RECORDS', { y: 330, size: 6.5 });
  return receipt(pb, 'en', { shopName: shop, date, totalCost: total });
}

/** A tyre and exhaust fitter's receipt (UK): VAT shown, totals left-labelled, paid by card. */
export function ukTyreReceipt(rng: Random): Generated {
  const date = rng.date(1992, 2005);
  const shop = rng.pick(['Hallam Tyre & Exhaust', 'Northgate Tyres Ltd', 'Pro-Fit Tyre Centre']);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(40, shop, { y: 60, size: 16, bold: true });
  pb.text(40, `${a.street}, ${a.town} · ${ukPhone(rng)}`, { y: 74, size: 8 });
  pb.text(555, 'RECEIPT', { y: 60, size: 12, bold: true, align: 'right' });
  pb.y = 105;
  pb.text(40, `Date: ${fmtDate(date, rng.pick(['uk', 'uk-short', 'uk-mon'] as const))}`, { size: 9 });
  pb.text(300, `Reg: ${ukPlate(rng, date < '2001-09-01' ? rng.int(1984, 2000) : 2002)}`, { size: 9 }).down(24);
  const size = rng.pick(['155/80 R13', '165/70 R14', '185/70 R14', '175 R14']);
  const n = rng.pick([2, 4]);
  const each = r2(rng.int(2800, 6900) / 100);
  const lines: [string, number, number][] = [
    [`Tyre ${size} ${rng.pick(['Pirelli P3000', 'Michelin MXT', 'Avon Turbospeed', 'Firestone F560'])}`, n, each],
    ['Fitting & balancing', n, rng.pick([4.5, 6, 7.5])],
    ['New valve', n, 1.5],
  ];
  if (rng.chance(0.5)) lines.push(['Old tyre disposal', n, 1]);
  const cols = [40, 330, 430, 555];
  pb.text(cols[0], 'Item', { size: 8, bold: true });
  pb.text(cols[1], 'Qty', { size: 8, bold: true, align: 'right' });
  pb.text(cols[2], 'Each', { size: 8, bold: true, align: 'right' });
  pb.text(cols[3], 'Net', { size: 8, bold: true, align: 'right' }).down(14);
  let net = 0;
  for (const [d, q, e] of lines) {
    const v = r2(q * e);
    net = r2(net + v);
    pb.text(cols[0], d, { size: 9 });
    pb.text(cols[1], String(q), { size: 9, align: 'right' });
    pb.text(cols[2], fmtMoney(e, 'en'), { size: 9, align: 'right' });
    pb.text(cols[3], fmtMoney(v, 'en'), { size: 9, align: 'right' }).down(13);
  }
  const vat = r2(net * 0.175);
  const total = r2(net + vat);
  pb.down(10);
  for (const [k, v, b] of [
    ['Net', fmtMoney(net, 'en'), false],
    ['VAT 17.5%', fmtMoney(vat, 'en'), false],
    ['Total paid', `£${fmtMoney(total, 'en')}`, true],
  ] as [string, string, boolean][]) {
    pb.text(360, k, { size: 9.5, bold: b });
    pb.text(555, v, { size: 9.5, bold: b, align: 'right' }).down(14);
  }
  pb.down(10);
  pb.text(40, `Paid by ${rng.pick(['Switch', 'Visa', 'Access', 'cash'])}. Please check tyre pressures after 50 miles.`, { size: 8 });
  return receipt(pb, 'en', { shopName: shop, date, totalCost: total });
}

/** A parts store's register tape (US): upper case, item codes, subtotal, tax, total, tendered and change. */
export function usPartsTape(rng: Random): Generated {
  const date = rng.date(1984, 1999);
  const shop = rng.pick(['WESTSIDE AUTO PARTS', 'MIDTOWN AUTO SUPPLY', 'BIG VALLEY PARTS & ACCESSORIES']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  slip(pb, 212, 170, 420);
  const cx = 297;
  pb.y = 64;
  pb.text(cx, shop, { size: 9, bold: true, align: 'center' }).down(11);
  pb.text(cx, `STORE #${rng.int(10, 999)}`, { size: 7.5, align: 'center' }).down(10);
  pb.text(cx, a.street.toUpperCase(), { size: 7.5, align: 'center' }).down(10);
  pb.text(cx, a.town.toUpperCase(), { size: 7.5, align: 'center' }).down(10);
  pb.text(cx, usPhone(rng), { size: 7.5, align: 'center' }).down(18);
  const L = 220;
  const R = 374;
  const items = rng.some(
    [
      'MOTOR OIL 10W30 QT',
      'OIL FILTER PH8A',
      'SPARK PLUG R45TS',
      'WIPER BLADE 18"',
      'FUSE ASST',
      'BRAKE FLUID 12OZ',
      'HEADLAMP 6014',
      'RADIATOR CAP',
      'PCV VALVE',
      'FAN BELT 15400',
    ],
    rng.int(3, 6),
  );
  let sub = 0;
  for (const it of items) {
    const q = /OIL 10|PLUG/.test(it) ? rng.int(4, 8) : 1;
    const p = r2(rng.int(89, 1899) / 100);
    const v = r2(q * p);
    sub = r2(sub + v);
    pb.text(L, it, { size: 7.5 }).down(9);
    pb.text(L + 8, `${q} @ ${p.toFixed(2)}`, { size: 7.5 });
    pb.text(R, v.toFixed(2), { size: 7.5, align: 'right' }).down(11);
  }
  const rate = rng.pick([5, 6, 7.25, 8]);
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);
  const tend = Math.ceil(total / 20) * 20;
  pb.down(6);
  for (const [k, v, b] of [
    ['SUBTOTAL', sub.toFixed(2), false],
    [`TAX ${rate}%`, tax.toFixed(2), false],
    ['TOTAL', total.toFixed(2), true],
    ['CASH TEND', tend.toFixed(2), false],
    ['CHANGE DUE', r2(tend - total).toFixed(2), false],
  ] as [string, string, boolean][]) {
    pb.text(L, k, { size: b ? 9 : 7.5, bold: b });
    pb.text(R, v, { size: b ? 9 : 7.5, bold: b, align: 'right' }).down(12);
  }
  pb.down(8);
  pb.text(cx, `${fmtDate(date, 'us-short')} ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')} REG ${rng.int(1, 5)} TRN ${rng.int(1000, 9999)}`, {
    size: 7,
    align: 'center',
  }).down(10);
  pb.text(cx, 'NO RETURNS ON ELECTRICAL PARTS', { size: 7, align: 'center' });
  return receipt(pb, 'en', { shopName: shop, date, totalCost: total });
}
