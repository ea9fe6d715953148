/**
 * Receipts: an American parts store's register receipt, a gas station's pump receipt, a swap meet vendor's receipt-
 * book page; a German motorway filling station's receipt, a parts dealer's till receipt and a parts-market Quittung.
 */
import { PageBuilder } from '../page';
import { fd, hline, num, r2, sum, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { infl } from './jobs';
import { dateAfter, deName, deStreet, field, m, phone, pickState, price, street, sumLine, usName, usd } from './kit';

const truth = (shopName: string, date: string, totalCost: number): Generated['truth'] => ({ documentType: 'receipt', shopName, date, totalCost });
const d = (n: number) => num(n, 'de');
const time = (rng: Random) => `${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** An auto parts store's register receipt (1985–2026), narrow, part numbers, tax, tender and change. */
export function partsStoreReceipt(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1985, 2026);
  const year = Number(date.slice(0, 4));
  const shop = rng.pick([
    `${rng.pick(['Hollister', 'Valley', 'Tri-County', 'Westside'])} Auto Parts`,
    `${st.cities[1]} Auto Supply`,
    'Parts Plus of ' + rng.pick(st.cities),
  ]);
  const k = infl(year);
  const items = rng
    .some<[string, number, number]>(
      [
        ['SPARK PLUG R45TS', 2, 4],
        ['OIL FILTER PF25', 4, 9],
        ['10W30 MOTOR OIL QT', 2, 5],
        ['POINTS SET', 8, 16],
        ['CONDENSER', 4, 9],
        ['DIST CAP', 12, 28],
        ['FUEL FILTER', 4, 11],
        ['RADIATOR CAP 16LB', 7, 14],
        ['BRAKE FLUID 12OZ', 4, 8],
        ['CARB CLEANER 13OZ', 4, 8],
        ['HEADLAMP 6014', 9, 18],
      ],
      rng.int(2, 5),
    )
    .map(([t, lo, hi]) => {
      const q = t.includes('PLUG') ? 8 : t.includes('QT') ? 5 : 1;
      const u = price(rng, Math.max(1, Math.round(lo * k)), Math.max(2, Math.round(hi * k)), [99, 49, 29, 79]);
      return { t, q, u, a: r2(q * u), no: `${rng.pick(['BK', 'WIX', 'FRA', 'ECH', 'STD'])} ${rng.int(1000, 99999)}` };
    });
  const sub = sum(items.map((x) => x.a));
  const tax = r2((sub * st.tax) / 100);
  const total = sum([sub, tax]);
  const cash = rng.chance(0.5);
  const tendered = cash ? Math.ceil(total / 20) * 20 : total;
  const x0 = 190;
  const x1 = 405;
  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { y: 60, size: 11, bold: true, align: 'center' });
  p.text(297, `${street(rng).toUpperCase()}`, { y: 73, size: 8, align: 'center' });
  p.text(297, `${rng.pick(st.cities).toUpperCase()}, ${st.code}  ${phone(rng)}`, { y: 84, size: 8, align: 'center' });
  p.y = 104;
  sumLine(p, x0, x1, fd(date, 'us'), time(rng), { size: 8 });
  sumLine(p, x0, x1, `STORE ${rng.int(10, 999)}  REG ${rng.int(1, 6)}`, `CLERK ${rng.pick(['DJ', 'TOM', 'MARCY', '017'])}`, { size: 8 });
  sumLine(p, x0, x1, 'SALE', `TRANS ${rng.int(10000, 99999)}`, { size: 8 });
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(6);
  for (const x of items) {
    p.text(x0, x.no, { size: 8 });
    p.down(10);
    sumLine(p, x0 + 6, x1, `${x.t}  ${x.q} @ ${m(x.u)}`, m(x.a), { size: 8 });
  }
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(6);
  sumLine(p, x0, x1, 'SUBTOTAL', m(sub), { size: 8.5 });
  sumLine(p, x0, x1, `TAX ${st.tax}%`, m(tax), { size: 8.5 });
  sumLine(p, x0, x1, 'TOTAL', m(total), { size: 10, bold: true });
  if (cash) {
    sumLine(p, x0, x1, 'CASH', m(tendered), { size: 8.5 });
    sumLine(p, x0, x1, 'CHANGE', m(r2(tendered - total)), { size: 8.5 });
  } else sumLine(p, x0, x1, `${rng.pick(['VISA', 'MC', 'DISCOVER'])} XXXX${rng.int(1000, 9999)}`, m(total), { size: 8.5 });
  p.down(10);
  p.text(297, 'CORE RETURNS & EXCHANGES WITH RECEIPT', { size: 7, align: 'center' });
  p.down(10);
  p.text(297, 'WITHIN 30 DAYS. ELECTRICAL PARTS NOT RETURNABLE.', { size: 7, align: 'center' });
  p.down(14);
  p.text(297, 'THANK YOU!', { size: 8.5, bold: true, align: 'center' });
  p.box(x0 - 14, 40, x1 - x0 + 28, p.y - 26);
  return { items: p.items, language: 'en', truth: truth(shop.toUpperCase(), date, total) };
}

/** A gas station's pump receipt (1994–2026): gallons, price per gallon, an inside sale of oil, total. */
export function gasStationReceipt(rng: Random): Generated {
  const st = pickState(rng);
  const date = dateAfter(rng, 1994, 2026);
  const year = Number(date.slice(0, 4));
  const brand = rng.pick(['SHELL', 'SUNOCO', 'CONOCO', 'CITGO', 'SINCLAIR', 'MOBIL']);
  const station = `${brand} ${rng.pick(['FOOD MART', 'EXPRESS', 'STATION', 'TRAVEL CENTER'])} #${rng.int(100, 9999)}`;
  const ppg = r2((1.05 + (year - 1994) * 0.095) * (0.85 + rng.int(0, 30) / 100)) + 0.009;
  const gal = rng.int(8000, 19000) / 1000;
  const fuel = r2(gal * ppg);
  const oil = rng.chance(0.5) ? price(rng, Math.round(4 * infl(year)) + 1, Math.round(8 * infl(year)) + 2, [49, 99, 29]) : 0;
  const oilTax = r2((oil * st.tax) / 100);
  const total = sum([fuel, oil, oilTax]);
  const x0 = 200;
  const x1 = 395;
  const p = new PageBuilder();
  p.text(297, station, { y: 60, size: 9.5, bold: true, align: 'center' });
  p.text(297, `${street(rng).toUpperCase()}`, { y: 72, size: 8, align: 'center' });
  p.text(297, `${rng.pick(st.cities).toUpperCase()} ${st.code} ${st.zip()}`, { y: 83, size: 8, align: 'center' });
  p.y = 102;
  sumLine(p, x0, x1, fd(date, rng.pick(['us', 'usshort'])), time(rng), { size: 8 });
  sumLine(p, x0, x1, `PUMP # ${String(rng.int(1, 12)).padStart(2, '0')}`, rng.pick(['PREMIUM', 'SUPER', 'PLUS', 'ETHANOL-FREE']), { size: 8 });
  sumLine(p, x0, x1, 'GALLONS', gal.toFixed(3), { size: 8 });
  sumLine(p, x0, x1, 'PRICE/GAL', `$${ppg.toFixed(3)}`, { size: 8 });
  sumLine(p, x0, x1, 'FUEL SALE', usd(fuel), { size: 8.5 });
  if (oil) {
    sumLine(p, x0, x1, rng.pick(['MOTOR OIL 20W50 QT', 'VALVOLINE VR1 QT', 'OCTANE BOOST']), usd(oil), { size: 8 });
    sumLine(p, x0, x1, 'TAX', usd(oilTax), { size: 8 });
  }
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(6);
  sumLine(p, x0, x1, 'TOTAL', usd(total), { size: 10, bold: true });
  sumLine(p, x0, x1, rng.pick(['CREDIT', 'DEBIT', 'CASH']), usd(total), { size: 8 });
  p.down(6);
  p.text(297, rng.pick(['THANK YOU - COME AGAIN', 'HAVE A NICE DAY']), { size: 7.5, align: 'center' });
  p.down(10);
  p.text(297, `AUTH ${rng.int(100000, 999999)}`, { size: 7, align: 'center' });
  p.box(x0 - 14, 44, x1 - x0 + 28, p.y - 30);
  return { items: p.items, language: 'en', truth: truth(station, date, total) };
}

/** A swap meet vendor's receipt-book page (Hershey, Carlisle, Pomona …), written out, with the vendor's stamp. */
export function swapMeetReceipt(rng: Random): Generated {
  const date = dateAfter(rng, 1975, 2026);
  const meet = rng.pick([
    ['Hershey, PA', 'AACA Eastern Fall Meet'],
    ['Carlisle, PA', 'Fall Carlisle'],
    ['Pomona, CA', 'Pomona Swap Meet'],
    ['Iola, WI', 'Iola Car Show'],
    ['Charlotte, NC', 'AutoFair'],
  ]);
  const vendor = rng.pick([
    `${rng.pick(['Bob', 'Walt', 'Ed', 'Dennis'])}’s ${rng.pick(['Mopar', 'GM', 'Ford', 'Mustang', 'Chevelle'])} Parts`,
    `${rng.pick(['Kowalski', 'Brewer', 'Yoder'])} NOS Parts`,
    'Vintage Tin Salvage',
  ]);
  const items = rng
    .some<[string, number, number]>(
      [
        ['NOS grille', 150, 450],
        ['Pair of used chrome bumper guards', 40, 120],
        ['Original radio, tested', 90, 260],
        ['Shop manual, original', 25, 60],
        ['Set of 4 hubcaps', 80, 240],
        ['Tail light lenses (pair), NOS', 60, 180],
        ['Dash bezel', 45, 140],
      ],
      rng.int(1, 3),
    )
    .map(([t, lo, hi]) => [t, rng.int(lo, hi) - (rng.int(lo, hi) % 5)] as [string, number]);
  const total = sum(items.map((x) => x[1]));
  const words = (n: number) => {
    const ones = [
      '',
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
      'Six',
      'Seven',
      'Eight',
      'Nine',
      'Ten',
      'Eleven',
      'Twelve',
      'Thirteen',
      'Fourteen',
      'Fifteen',
      'Sixteen',
      'Seventeen',
      'Eighteen',
      'Nineteen',
    ];
    const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
    const under100 = (x: number) => (x < 20 ? ones[x] : `${tens[Math.floor(x / 10)]}${x % 10 ? '-' + ones[x % 10] : ''}`);
    const h = Math.floor(n / 100);
    const r = n % 100;
    return `${h ? ones[h] + ' Hundred' : ''}${h && r ? ' ' : ''}${r ? under100(r) : ''}`;
  };
  const p = new PageBuilder();
  p.box(60, 60, 475, 300);
  p.text(80, 'RECEIPT', { y: 88, size: 16, bold: true, serif: true });
  p.text(515, `No. ${String(rng.int(1, 999)).padStart(6, '0')}`, { y: 88, size: 10, align: 'right' });
  p.text(80, 'Date', { y: 116, size: 8 });
  p.text(110, fd(date, rng.pick(['usshort', 'us'])), { y: 116, size: 11, serif: true });
  p.text(80, 'Received From', { y: 142, size: 8 });
  p.text(150, usName(rng), { y: 142, size: 11, serif: true });
  hline(p, 148, 370, 145);
  p.text(80, `${words(Math.round(total))} and 00/100`, { y: 168, size: 11, serif: true });
  hline(p, 78, 340, 171);
  p.text(425, 'Dollars', { y: 168, size: 8 });
  p.text(80, 'For', { y: 194, size: 8 });
  p.text(100, items.length > 1 ? 'Parts as listed below' : items[0][0], { y: 194, size: 10, serif: true });
  hline(p, 98, 420, 197);
  let y = 222;
  if (items.length > 1)
    for (const [t, v] of items) {
      p.text(100, `${t}`, { y, size: 9, serif: true });
      p.text(300, `$${v}`, { y, size: 9, serif: true, align: 'right' });
      y += 13;
    }
  field(p, 380, 250, 135, 30, 'AMOUNT', usd(total), { serif: true, bold: true, size: 11 });
  p.text(80, rng.pick(['CASH', 'CHECK']), { y: 300, size: 9, bold: true });
  p.text(80, `${meet[1]} · ${meet[0]} · Space ${rng.pick(['OE', 'CR', 'BF', 'J'])}${rng.int(1, 99)}`, { y: 318, size: 8 });
  p.box(300, 300, 215, 44);
  p.text(407, vendor.toUpperCase(), { y: 318, size: 10, bold: true, align: 'center' });
  p.text(407, `${rng.pick(['Hanover', 'Sandusky', 'Tulare', 'Elkhart'])} · ${phone(rng)}`, { y: 332, size: 7.5, align: 'center' });
  p.text(80, 'All sales final. Parts sold as is.', { y: 342, size: 7 });
  return { items: p.items, language: 'en', truth: truth(vendor.toUpperCase(), date, total) };
}

/** A German motorway filling station's receipt (2002–2026): litres, €/l, an oil bottle, MwSt. included. */
export function tankstellenBeleg(rng: Random): Generated {
  const date = dateAfter(rng, 2002, 2026);
  const year = Number(date.slice(0, 4));
  const station = rng.pick([
    `Autobahn-Tankstelle ${rng.pick(['Irschenberg', 'Gruibingen', 'Frankenwald', 'Hockenheim'])}`,
    `Tankstelle ${rng.pick(['Lehmann', 'Zimmermann'])} e.K.`,
    `Raststätte ${rng.pick(['Baden-Baden', 'Kassel Ost', 'Holledau'])}`,
  ]);
  const ppl = r2(1.05 + (year - 2002) * 0.04 + rng.int(0, 25) / 100) + 0.009;
  const l = rng.int(25000, 70000) / 1000;
  const fuel = r2(l * ppl);
  const extra = rng.chance(0.6) ? price(rng, 12, 24, [99, 49, 90]) : 0;
  const total = sum([fuel, extra]);
  const vr = vatDE(year);
  const vat = r2((total * vr) / (100 + vr));
  const x0 = 200;
  const x1 = 395;
  const p = new PageBuilder();
  p.text(297, station, { y: 60, size: 9.5, bold: true, align: 'center' });
  p.text(297, `${deStreet(rng)}, ${rng.int(10000, 99999)} ${rng.pick(['Weyarn', 'Gruibingen', 'Bad Hersfeld'])}`, { y: 72, size: 8, align: 'center' });
  p.text(297, `St.-Nr. ${rng.int(100, 999)}/${rng.int(1000, 9999)}/${rng.int(1000, 9999)}`, { y: 83, size: 7.5, align: 'center' });
  p.y = 104;
  sumLine(p, x0, x1, `Beleg-Nr. ${rng.int(1000, 9999)}`, `${fd(date, 'de')} ${time(rng)}`, { size: 8 });
  p.down(4);
  sumLine(p, x0, x1, `Säule ${rng.int(1, 10)} ${rng.pick(['Super Plus', 'Super 95', 'Super E5'])}`, `${d(fuel)} A`, { size: 8.5 });
  p.text(x0 + 8, `${l.toFixed(2).replace('.', ',')} l x ${ppl.toFixed(3).replace('.', ',')} EUR/l`, { size: 7.5 });
  p.down(12);
  if (extra) sumLine(p, x0, x1, rng.pick(['Motoröl 20W-50 1 l', 'Scheibenreiniger 1 l', 'Kühlmittel 1,5 l']), `${d(extra)} A`, { size: 8.5 });
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(6);
  sumLine(p, x0, x1, 'SUMME EUR', d(total), { size: 10, bold: true });
  sumLine(p, x0, x1, rng.pick(['Kreditkarte', 'girocard', 'Bar']), d(total), { size: 8 });
  p.down(4);
  sumLine(p, x0, x1, `A = ${vr} % MwSt.`, d(vat), { size: 7.5 });
  sumLine(p, x0, x1, 'Netto', d(r2(total - vat)), { size: 7.5 });
  p.down(6);
  p.text(297, 'Vielen Dank und gute Fahrt!', { size: 8, align: 'center' });
  p.box(x0 - 14, 44, x1 - x0 + 28, p.y - 30);
  return { items: p.items, language: 'de', truth: truth(station, date, total) };
}

/** A German parts dealer's till receipt (1990–2026): article lines, total, paid, change, VAT statement. */
export function teileKassenbon(rng: Random): Generated {
  const date = dateAfter(rng, 1990, 2026);
  const year = Number(date.slice(0, 4));
  const dm = year < 2002;
  const sc = dm ? 1.95583 : 1;
  const shop = rng.pick([
    `Kfz-Teile ${rng.pick(['Huber', 'Schwarz', 'Meier'])}`,
    `Autoteile-Center ${rng.pick(['Nord', 'Süd', 'am Ring'])}`,
    'Oldtimer-Teile Depot',
  ]);
  const k = infl(year) * sc;
  const items = rng
    .some<[string, number, number]>(
      [
        ['Zündkerze W7DC', 3, 6],
        ['Ölfilter', 7, 14],
        ['Motoröl 20W-50 5 l', 25, 45],
        ['Luftfilter', 9, 20],
        ['Keilriemen', 9, 18],
        ['Unterbrecherkontakt', 9, 18],
        ['Glühlampe 45/40 W', 3, 7],
      ],
      rng.int(2, 4),
    )
    .map(([t, lo, hi]) => {
      const q = t.startsWith('Zündkerze') ? rng.pick([4, 6]) : 1;
      const u = price(rng, Math.max(1, Math.round(lo * k)), Math.max(2, Math.round(hi * k)), [95, 49, 90]);
      return { t, q, u, a: r2(q * u) };
    });
  const total = sum(items.map((x) => x.a));
  const vr = vatDE(year);
  const vat = r2((total * vr) / (100 + vr));
  const given = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 10 : 0);
  const x0 = 195;
  const x1 = 400;
  const p = new PageBuilder();
  p.text(297, shop, { y: 60, size: 11, bold: true, align: 'center' });
  p.text(297, `${deStreet(rng)} · ${rng.int(10000, 99999)} ${rng.pick(['Gütersloh', 'Fulda', 'Kempten', 'Celle'])}`, { y: 73, size: 8, align: 'center' });
  p.y = 96;
  for (const x of items) {
    sumLine(p, x0, x1, x.t, d(x.a), { size: 8.5 });
    if (x.q > 1) {
      p.text(x0 + 8, `${x.q} x ${d(x.u)}`, { y: p.y - 4, size: 7.5 });
      p.down(8);
    }
  }
  hline(p, x0, x1 - x0, p.y - 4);
  p.down(6);
  sumLine(p, x0, x1, `SUMME ${dm ? 'DM' : 'EUR'}`, d(total), { size: 10, bold: true });
  sumLine(p, x0, x1, 'BAR', d(given), { size: 8.5 });
  sumLine(p, x0, x1, 'RÜCKGELD', d(r2(given - total)), { size: 8.5 });
  p.down(4);
  sumLine(p, x0, x1, `enth. MwSt. ${vr} %`, d(vat), { size: 7.5 });
  p.down(4);
  sumLine(p, x0, x1, fd(date, rng.pick(['de', 'de2'])), `${time(rng)}  Kasse ${rng.int(1, 3)}  Bon ${rng.int(1000, 9999)}`, { size: 7.5 });
  p.down(4);
  p.text(297, 'Umtausch nur mit Kassenbon innerhalb 14 Tagen', { size: 7, align: 'center' });
  p.box(x0 - 14, 42, x1 - x0 + 28, p.y - 22);
  return { items: p.items, language: 'de', truth: truth(shop, date, total) };
}

/** A parts-market Quittung (Veterama, Techno-Classica …): amount in figures and words, purpose, the seller's stamp. */
export function teilemarktQuittung(rng: Random): Generated {
  const date = dateAfter(rng, 1985, 2026);
  const year = Number(date.slice(0, 4));
  const cur = year < 2002 ? 'DM' : 'EUR';
  const market = rng.pick(['Veterama Mannheim', 'Teilemarkt Hockenheim', 'Techno-Classica Essen', 'Oldtimer-Teilemarkt Friedrichshafen']);
  const seller = rng.pick([
    `Oldtimerteile ${rng.pick(['Kaltenbrunner', 'Wörle', 'Egger'])}`,
    `${rng.pick(['Porsche', 'Mercedes', 'VW-Käfer', 'BMW'])}-Teile ${rng.pick(['Hofmann', 'Gruber'])}`,
    `Klassik-Ersatzteile ${rng.pick(['Moser', 'Steiner'])} GbR`,
  ]);
  const what = rng.pick([
    'Stoßstange vorn, rechromt',
    'Fuchsfelgen 6J x 15 (Satz, 4 Stück)',
    'Original-Radio Becker Mexico',
    'Hardtop, unrestauriert',
    'Werkstatthandbuch und Ersatzteilkatalog',
    'Rückleuchten (Paar), neu/alt',
  ]);
  const amt = rng.int(8, 140) * 10 * (cur === 'DM' ? 2 : 1);
  const netto = r2(amt / 1.19);
  const withVat = seller.includes('GbR') && year >= 2007;
  const p = new PageBuilder();
  p.box(50, 60, 495, 290);
  p.text(70, 'Quittung', { y: 92, size: 20, bold: true, serif: true });
  field(p, 350, 72, 175, 30, `${cur}`, `${d(amt)}`, { serif: true, bold: true, size: 12 });
  if (withVat) {
    p.text(350, `Netto ${d(netto)}  + 19 % MwSt. ${d(r2(amt - netto))}`, { y: 115, size: 7.5 });
  }
  p.text(70, `Nr. ${rng.int(1, 400)}`, { y: 112, size: 8 });
  p.text(70, `${cur} in Worten`, { y: 140, size: 8 });
  const thousands = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const wordsDe = `${Math.floor(amt / 1000) ? thousands[Math.floor(amt / 1000)] + 'tausend' : ''}${Math.floor((amt % 1000) / 100) ? thousands[Math.floor((amt % 1000) / 100)] + 'hundert' : ''}${amt % 100 ? (['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'][(amt % 100) / 10] ?? '') : ''}`;
  p.text(150, `— ${wordsDe} —`, { y: 140, size: 11, serif: true });
  hline(p, 148, 377, 143);
  p.text(70, 'von', { y: 168, size: 8 });
  p.text(150, `${rng.pick(['Mr. ', ''])}${rng.chance(0.5) ? usName(rng) + ' (USA)' : deName(rng)}`, { y: 168, size: 11, serif: true });
  hline(p, 148, 377, 171);
  p.text(70, 'für', { y: 196, size: 8 });
  p.text(150, what, { y: 196, size: 11, serif: true });
  hline(p, 148, 377, 199);
  p.text(70, 'richtig erhalten zu haben, bestätigt', { y: 224, size: 8 });
  p.text(70, 'Ort / Datum', { y: 262, size: 8 });
  p.text(150, `${market.split(' ').slice(-1)[0]}, ${fd(date, 'de')}`, { y: 262, size: 11, serif: true });
  hline(p, 148, 180, 265);
  p.box(340, 240, 185, 52);
  p.text(432, seller, { y: 258, size: 9.5, bold: true, align: 'center' });
  p.text(432, `Stand ${rng.pick(['F', 'G', 'K', 'M'])} ${rng.int(1, 120)} · ${market}`.slice(0, 44), { y: 272, size: 7, align: 'center' });
  p.text(432, `Tel. 0${rng.int(150, 179)} ${rng.int(1000000, 9999999)}`, { y: 284, size: 7, align: 'center' });
  p.text(432, 'Stempel / Unterschrift des Empfängers', { y: 306, size: 7, align: 'center' });
  return { items: p.items, language: 'de', truth: truth(seller, date, amt) };
}
