/**
 * Receipts: a German Tankstellen-Kassenbon, a Teilehandel's Barverkauf slip, a Baumarkt till roll; a UK forecourt
 * receipt, a US parts store's register receipt, and a UK classic spares firm's mail-order invoice marked paid.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, vatDE, vatUK, yearOf, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { CITIES_UK, CITIES_US, digits, LAST_EN, NACHNAMEN, ORTE, postcodeUK, price, priceEN, streetDE, streetEN } from './kit';

const hhmm = (rng: Random) => `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** Fuel price per litre in Germany (DM or EUR). */
function fuelDE(rng: Random, y: number): number {
  const base = y < 2002 ? 0.95 + (y - 1975) * 0.035 : 1.05 + (y - 2002) * 0.035;
  return Math.round((base + rng.next() * 0.12) * 1000) / 1000 - 0.001;
}

/** A German filling station's till receipt, narrow and centred. */
export function tankstelle(rng: Random): Generated {
  const date = rng.date(1978, 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const [ort, plz] = rng.pick(ORTE);
  const shop = rng.pick([
    `Tankstelle ${rng.pick(NACHNAMEN)}`,
    `Autohof ${ort}`,
    `Raiffeisen-Tankstelle ${ort}`,
    `Freie Tankstelle ${rng.pick(NACHNAMEN)} GmbH`,
  ]);
  const fuel =
    y < 1986
      ? rng.pick(['Super verbleit', 'Normal verbleit'])
      : y < 1996
        ? rng.pick(['Super bleifrei', 'Super Plus bleifrei'])
        : rng.pick(['Super Plus', 'Super E5', 'Super 95']);
  const ppl = fuelDE(rng, y);
  const litres = rng.int(2000, 6500) / 100;
  const fuelAmt = r2(ppl * litres);
  const extras: [string, number][] = [];
  if (rng.chance(0.35)) extras.push([rng.pick(['Motoröl 15W-40 1l', 'Scheibenfrostschutz 1l', 'Zweitaktöl 0,5l']), price(rng, y, 8, 16, 0.05)]);
  if (rng.chance(0.3)) extras.push(['Autowäsche Programm 3', price(rng, y, 9, 14, 0.5)]);
  const total = r2(fuelAmt + sum(extras.map((e) => e[1])));
  const v = vatDE(y);
  const vat = r2((total * v) / (100 + v));
  const p = new PageBuilder();
  const cx = 297;
  p.y = 70;
  p.text(cx, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(cx, streetDE(rng), { size: 9, align: 'center' });
  p.down(11).text(cx, `${plz} ${ort}`, { size: 9, align: 'center' });
  p.down(11).text(cx, `Tel. 0${rng.int(200, 999)}/${rng.int(10000, 99999)}`, { size: 9, align: 'center' });
  const cols: Col[] = [{ x: 205 }, { x: 390, align: 'right' }];
  p.down(24);
  row(p, cols, [`Säule ${rng.int(1, 8)}`, ''], { size: 9 });
  p.down(12);
  row(p, cols, [fuel, `${num(fuelAmt, 'de')} A`], { size: 9 });
  p.down(11);
  row(p, cols, [`  ${num(litres, 'de')} l x ${ppl.toFixed(3).replace('.', ',')} ${cur}/l`, ''], { size: 8.5 });
  for (const [t, a] of extras) {
    p.down(12);
    row(p, cols, [t, `${num(a, 'de')} A`], { size: 9 });
  }
  p.down(6).text(205, '--------------------------------------------', { size: 8 });
  p.down(12);
  row(p, cols, [`SUMME ${cur}`, num(total, 'de')], { size: 10, bold: true });
  const pay = rng.pick(['BAR', 'EC-Karte', 'Tankkarte', 'Kreditkarte']);
  p.down(14);
  if (pay === 'BAR') {
    const given = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 10 : 0);
    row(p, cols, ['Gegeben BAR', num(given, 'de')], { size: 9 });
    p.down(11);
    row(p, cols, ['Rückgeld', num(r2(given - total), 'de')], { size: 9 });
  } else row(p, cols, [pay, num(total, 'de')], { size: 9 });
  p.down(18);
  row(p, cols, [`A = ${v} % MwSt.`, num(vat, 'de')], { size: 8.5 });
  p.down(11);
  row(p, cols, ['Netto', num(r2(total - vat), 'de')], { size: 8.5 });
  p.down(20).text(cx, `${fd(date, rng.pick(['de', 'de2']))}  ${hhmm(rng)}  Bon ${rng.int(1000, 9999)}  Kasse ${rng.int(1, 3)}`, { size: 8.5, align: 'center' });
  p.down(14).text(cx, 'Vielen Dank und gute Fahrt!', { size: 9, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A Kfz-Teilehandel's Barverkauf slip: article numbers, gross prices, paid cash. */
export function teilehandel(rng: Random): Generated {
  const date = rng.date(1982, 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const [ort, plz] = rng.pick(ORTE);
  const shop = rng.pick([
    `Kfz-Teile ${rng.pick(NACHNAMEN)} GmbH`,
    `Autoteile-Großhandel ${rng.pick(NACHNAMEN)} & Co.`,
    `${rng.pick(NACHNAMEN)} Autoteile + Zubehör`,
  ]);
  const pool: [string, number, number][] = [
    ['Zündkerze Bosch W7DC', 4, 7],
    ['Ölfilter Mann W 940/25', 10, 18],
    ['Luftfilter Mann C 2585', 14, 26],
    ['Bremsbeläge Textar VA', 40, 80],
    ['Keilriemen 10x950', 10, 20],
    ['Scheibenwischer 18"', 8, 14],
    ['Glühlampe Bilux 45/40W', 4, 8],
    ['Unterbrecherkontakt Bosch', 12, 20],
    ['Frostschutz 1,5 l', 9, 15],
    ['Thermostat 80°', 18, 32],
  ];
  const items = rng
    .some(pool, rng.int(2, 6))
    .map(([n, lo, hi]) => ({ n, q: n.startsWith('Zündkerze') ? rng.pick([4, 6]) : rng.int(1, 2), e: price(rng, y, lo, hi, 0.05) }));
  const amounts = items.map((i) => r2(i.q * i.e));
  const total = sum(amounts);
  const v = vatDE(y);
  const p = new PageBuilder();
  p.y = 60;
  p.text(60, shop, { size: 13, bold: true });
  p.down(13).text(60, `${streetDE(rng)} · ${plz} ${ort} · Ruf ${rng.int(200, 999)} ${digits(rng, 5)}`, { size: 8.5 });
  p.down(30)
    .text(60, 'BARVERKAUF', { size: 12, bold: true })
    .text(535, `Beleg-Nr. ${digits(rng, 6)}`, { size: 9, align: 'right' });
  p.down(14).text(535, `${fd(date, 'de')} ${hhmm(rng)}`, { size: 9, align: 'right' });
  const cols: Col[] = [{ x: 60 }, { x: 140 }, { x: 390, align: 'right' }, { x: 460, align: 'right' }, { x: 535, align: 'right' }];
  p.down(20);
  row(p, cols, ['Art.-Nr.', 'Bezeichnung', 'Menge', 'E-Preis', 'Betrag'], { bold: true, size: 9 });
  hline(p, 60, 475, p.y + 4);
  items.forEach((it, i) => {
    p.down(14);
    row(p, cols, [`${rng.int(10, 99)}.${digits(rng, 4)}`, it.n, String(it.q), num(it.e, 'de'), num(amounts[i], 'de')], { size: 9 });
  });
  hline(p, 330, 205, p.y + 8);
  p.down(22);
  row(p, [{ x: 330 }, { x: 535, align: 'right' }], [`Gesamt ${cur} inkl. ${v} % MwSt.`, num(total, 'de')], { bold: true, size: 10 });
  p.down(14);
  row(p, [{ x: 330 }, { x: 535, align: 'right' }], ['MwSt.-Anteil', num(r2((total * v) / (100 + v)), 'de')], { size: 8.5 });
  p.down(30).text(60, 'Betrag bar erhalten. Umtausch nur mit Beleg und in Originalverpackung. Elektroteile sind vom Umtausch ausgeschlossen.', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A Baumarkt till roll: EAN codes, tax letters, EC-Cash. */
export function baumarkt(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const y = yearOf(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const [ort, plz] = rng.pick(ORTE);
  const shop = `${rng.pick(['Heimwerker-Markt', 'BauFuchs Baumarkt', 'Bau- und Gartencenter'])} ${rng.pick([ort, rng.pick(NACHNAMEN)])}`;
  const pool: [string, number, number][] = [
    ['Unterbodenschutz Bitumen 1l', 8, 14],
    ['Rostumwandler 250ml', 6, 11],
    ['Schleifpapier K120 5St', 3, 6],
    ['Abdeckband 30mm', 2, 5],
    ['Drahtbürste Messing', 3, 7],
    ['Hohlraumversiegelung Spray', 9, 15],
    ['Kabelbinder 100St', 3, 6],
    ['Bremsenreiniger 500ml', 3, 6],
    ['Arbeitshandschuhe Nitril', 3, 7],
    ['Spachtelmasse 2K 1kg', 9, 16],
  ];
  const items = rng.some(pool, rng.int(3, 7)).map(([n, lo, hi]) => ({ n, q: rng.int(1, 3), e: r2(Math.floor(price(rng, y, lo, hi)) + 0.99) }));
  const amounts = items.map((i) => r2(i.q * i.e));
  const total = sum(amounts);
  const v = vatDE(y);
  const p = new PageBuilder();
  const cx = 297;
  p.y = 64;
  p.text(cx, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(cx, `${streetDE(rng)}, ${plz} ${ort}`, { size: 8.5, align: 'center' });
  p.down(11).text(cx, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`, { size: 8.5, align: 'center' });
  const cols: Col[] = [{ x: 200 }, { x: 395, align: 'right' }];
  p.down(20);
  items.forEach((it, i) => {
    p.down(12);
    row(p, cols, [it.n, `${num(amounts[i], 'de')} A`], { size: 8.5 });
    if (it.q > 1) {
      p.down(10);
      row(p, cols, [`   ${it.q} x ${num(it.e, 'de')}   ${digits(rng, 13)}`, ''], { size: 7.5 });
    }
  });
  p.down(6).text(200, '==========================================', { size: 8 });
  p.down(12);
  row(p, cols, [`SUMME ${cur}`, num(total, 'de')], { size: 10.5, bold: true });
  p.down(14);
  row(p, cols, [y < 2002 ? 'EC-Lastschrift' : 'EC-Cash / girocard', num(total, 'de')], { size: 8.5 });
  p.down(16);
  row(p, cols, [`A ${v}%  Netto ${num(r2(total - (total * v) / (100 + v)), 'de')}`, `MwSt ${num(r2((total * v) / (100 + v)), 'de')}`], { size: 7.5 });
  p.down(16).text(cx, `${fd(date, 'de')}  ${hhmm(rng)}  Filiale ${rng.int(100, 999)}  Kasse ${rng.int(1, 12)}  Bon ${digits(rng, 4)}`, {
    size: 7.5,
    align: 'center',
  });
  p.down(12).text(cx, 'Umtausch innerhalb von 4 Wochen nur mit Kassenbon', { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** A UK forecourt receipt: litres (gallons before 1990), VAT included. */
export function ukFuel(rng: Random): Generated {
  const date = rng.date(1984, 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const shop = `${rng.pick(LAST_EN)}'s ${rng.pick(['Service Station', 'Garage & Filling Station', 'Forecourt'])}`;
  const gallons = y < 1990;
  const unit = gallons ? priceEN(rng, y, 3.8, 4.4, 0.001) : priceEN(rng, y, 1.05, 1.3, 0.001);
  const qty = gallons ? rng.int(500, 1200) / 100 : rng.int(2000, 5500) / 100;
  const fuelAmt = r2(unit * qty);
  const extra = rng.chance(0.4) ? ([rng.pick(['Screenwash 5L', 'Engine oil 1L', 'Car wash']), priceEN(rng, y, 4, 9, 0.01)] as [string, number]) : null;
  const total = r2(fuelAmt + (extra ? extra[1] : 0));
  const v = vatUK(y);
  const vat = r2((total * v) / (100 + v));
  const p = new PageBuilder();
  const cx = 297;
  p.y = 80;
  p.text(cx, shop.toUpperCase(), { size: 10.5, bold: true, align: 'center' });
  p.down(12).text(cx, `${streetEN(rng).toUpperCase()}, ${town.toUpperCase()} ${postcodeUK(rng, area)}`, { size: 8.5, align: 'center' });
  if (y >= 1990) p.down(11).text(cx, `VAT NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8.5, align: 'center' });
  const cols: Col[] = [{ x: 215 }, { x: 380, align: 'right' }];
  p.down(24);
  row(p, cols, [`PUMP ${rng.int(1, 10)} ${rng.pick(y < 1990 ? ['4 STAR', '2 STAR'] : ['UNLEADED', 'SUPER UNL'])}`, `£${num(fuelAmt, 'en')}`], { size: 9 });
  p.down(11);
  row(p, cols, [`  ${num(qty, 'en')} ${gallons ? 'GAL' : 'L'} @ ${gallons ? `£${unit.toFixed(3)}` : `${(unit * 100).toFixed(1)}p`}`, ''], { size: 8.5 });
  if (extra) {
    p.down(12);
    row(p, cols, [extra[0].toUpperCase(), `£${num(extra[1], 'en')}`], { size: 9 });
  }
  p.down(16);
  row(p, cols, ['TOTAL', `£${num(total, 'en')}`], { size: 11, bold: true });
  p.down(14);
  row(p, cols, [rng.pick(['CASH', 'VISA DEBIT', 'ACCESS', 'SWITCH']), `£${num(total, 'en')}`], { size: 9 });
  p.down(14);
  row(p, cols, [`VAT @ ${v}% INCL`, `£${num(vat, 'en')}`], { size: 8.5 });
  p.down(18).text(cx, `${fd(date, 'uk')} ${hhmm(rng)}   TILL ${rng.int(1, 4)}   TRANS ${digits(rng, 5)}`, { size: 8, align: 'center' });
  p.down(12).text(cx, 'THANK YOU - PLEASE CALL AGAIN', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop.toUpperCase(), date, totalCost: total });
}

/** A US auto parts store's register receipt with sales tax and a core charge. */
export function usPartsStore(rng: Random): Generated {
  const date = rng.date(1988, 2026);
  const y = yearOf(date);
  const [city, st, zip] = rng.pick(CITIES_US);
  const chain = rng.pick(['Parts Depot', 'AutoPro Parts', 'Northside Auto Supply']);
  const store = `${chain} #${rng.int(100, 4999)}`;
  const pool: [string, number, number][] = [
    ['OIL FILTER PH2870A', 5, 9],
    ['MOTOR OIL 20W50 QT', 5, 8],
    ['SPARK PLUG BOSCH W8DC', 3, 6],
    ['WIPER BLADE 18IN', 10, 18],
    ['BRAKE FLUID DOT4 12OZ', 6, 10],
    ['FUEL FILTER G7214', 14, 26],
    ['HEADLAMP H6024', 12, 22],
    ['ALTERNATOR REMAN', 120, 190],
  ];
  const items = rng
    .some(pool, rng.int(2, 5))
    .map(([n, lo, hi]) => ({ n, q: n.includes('QT') ? rng.int(5, 7) : n.includes('PLUG') ? rng.pick([4, 6]) : 1, e: priceEN(rng, y, lo, hi) }));
  const amounts = items.map((i) => r2(i.q * i.e));
  const core = items.some((i) => i.n.includes('REMAN')) ? priceEN(rng, y, 30, 50, 1) : 0;
  const sub = r2(sum(amounts) + core);
  const tax = rng.pick([6.5, 7.0, 8.25, 5.6]);
  const stax = r2((sub * tax) / 100);
  const total = r2(sub + stax);
  const p = new PageBuilder();
  const cx = 297;
  p.y = 70;
  p.text(cx, chain.toUpperCase(), { size: 12, bold: true, align: 'center' });
  p.down(12).text(cx, `STORE #${store.split('#')[1]}`, { size: 9, align: 'center' });
  p.down(11).text(cx, `${streetEN(rng).toUpperCase()}`, { size: 9, align: 'center' });
  p.down(11).text(cx, `${city.toUpperCase()}, ${st} ${zip}`, { size: 9, align: 'center' });
  const cols: Col[] = [{ x: 200 }, { x: 395, align: 'right' }];
  p.down(22);
  items.forEach((it, i) => {
    p.down(12);
    row(p, cols, [`${it.n}`, num(amounts[i], 'en')], { size: 9 });
    if (it.q > 1) {
      p.down(10);
      row(p, cols, [`  ${it.q} @ ${num(it.e, 'en')}`, ''], { size: 8 });
    }
  });
  if (core) {
    p.down(12);
    row(p, cols, ['CORE CHARGE', num(core, 'en')], { size: 9 });
  }
  p.down(16);
  row(p, cols, ['SUBTOTAL', num(sub, 'en')], { size: 9 });
  p.down(12);
  row(p, cols, [`TAX ${tax}%`, num(stax, 'en')], { size: 9 });
  p.down(14);
  row(p, cols, ['TOTAL', num(total, 'en')], { size: 11, bold: true });
  p.down(13);
  row(p, cols, [rng.pick(['VISA ****', 'MC ****', 'AMEX ****']) + digits(rng, 4), num(total, 'en')], { size: 9 });
  p.down(18).text(cx, `${fd(date, 'usshort')} ${hhmm(rng)}  REG ${rng.int(1, 6)}  TRN ${digits(rng, 4)}`, { size: 8.5, align: 'center' });
  p.down(12).text(cx, 'RETURNS WITHIN 90 DAYS WITH RECEIPT', { size: 8.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: chain.toUpperCase(), date, totalCost: total });
}

/** A UK classic spares firm's mail-order invoice, stamped paid. */
export function ukSparesOrder(rng: Random): Generated {
  const date = rng.date(1992, 2026);
  const y = yearOf(date);
  const [town, area] = rng.pick(CITIES_UK);
  const shop = `${rng.pick(['Autobahn', 'Rheinland', 'Stern', 'Classic Teutonic'])} Spares Ltd`;
  const pool: [string, number, number][] = [
    ['Door seal, front left', 45, 80],
    ['Bonnet badge', 25, 45],
    ['Rear light lens, right', 35, 65],
    ['Wiper arm set', 40, 70],
    ['Window winder handle', 15, 30],
    ['Gear knob (correct pattern)', 30, 55],
    ['Boot seal', 35, 60],
    ['Carpet clip kit', 10, 20],
  ];
  const items = rng.some(pool, rng.int(2, 5)).map(([n, lo, hi]) => ({ n, q: rng.int(1, 2), e: priceEN(rng, y, lo, hi) }));
  const amounts = items.map((i) => r2(i.q * i.e));
  const goods = sum(amounts);
  const carriage = priceEN(rng, y, 8, 14, 0.5);
  const net = r2(goods + carriage);
  const v = vatUK(y);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 58;
  p.text(50, shop, { size: 15, bold: true, serif: true });
  p.down(13).text(50, `${streetEN(rng)}, ${town} ${postcodeUK(rng, area)} · Mail order: 0${rng.int(1200, 1999)} ${digits(rng, 6)}`, { size: 8.5 });
  p.down(32).text(50, 'SALES INVOICE', { size: 12, bold: true });
  p.text(545, `Invoice ${rng.int(40000, 99999)}`, { align: 'right', size: 9.5 });
  p.down(14).text(545, `Tax point: ${fd(date, 'uk')}`, { align: 'right', size: 9.5 });
  p.down(0).text(50, `Deliver to: Mr ${rng.pick(LAST_EN)}, ${streetEN(rng)}`, { size: 9.5 });
  const cols: Col[] = [{ x: 50 }, { x: 130 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.down(26);
  row(p, cols, ['Part no.', 'Description', 'Qty', 'Unit', 'Net'], { bold: true, size: 9 });
  hline(p, 50, 495, p.y + 4);
  items.forEach((it, i) => {
    p.down(14);
    row(p, cols, [`${rng.int(100, 129)}-${digits(rng, 3)}-${digits(rng, 2)}`, it.n, String(it.q), num(it.e, 'en'), num(amounts[i], 'en')], { size: 9 });
  });
  p.down(14);
  row(p, cols, ['', 'Carriage (next day)', '', '', num(carriage, 'en')], { size: 9 });
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  hline(p, 355, 190, p.y + 8);
  p.down(22);
  row(p, tc, ['Goods & carriage', num(net, 'en')]);
  p.down(13);
  row(p, tc, [`VAT ${v}%`, num(vat, 'en')]);
  p.down(15);
  row(p, tc, ['Invoice total £', num(total, 'en')], { bold: true });
  p.down(30);
  p.box(60, p.y - 14, 170, 34);
  p.text(145, 'PAID WITH THANKS', { size: 12, bold: true, align: 'center' });
  p.down(14).text(145, `by card · ${fd(date, 'ukdot')}`, { size: 9, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
