/**
 * Receipts on printed pads: the German Quittung with net, MwSt and the sum in words; an Austrian Empfangsbestätigung
 * from a towing firm; a Swiss parts counter's Barverkauf; a British receipt book in pounds and pence; the American
 * "Received from … Dollars" receipt with account, paid and balance; an Australian spares shop's cash-sale docket.
 */
import { doc, fd, num, r05, r2, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { centsOf, curDe, DE_FIRST, DE_LAST, digits, EN_FIRST, EN_LAST, Form, person, phone, place, plate, price, wordsDe, wordsEn } from './kit';

const rec = (shopName: string, date: string, totalCost: number) => ({ documentType: 'receipt', shopName, date, totalCost });

/** The stationer's Quittung pad: amount boxes, net + MwSt = gross, the sum in words, "für", the firm's stamp. */
export function quittungZweckform(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 11, drift: 2.6 });
  const date = rng.date(1968, 2026);
  const year = yearOf(date);
  const cur = curDe('DE', year);
  const pl = place(rng, 'DE');
  const shop = rng.pick([
    `Autoteile ${rng.pick(DE_LAST)}`,
    `Abschleppdienst ${rng.pick(DE_LAST)}`,
    `Kfz-Sattlerei ${rng.pick(DE_LAST)}`,
    `Autolackiererei ${rng.pick(DE_LAST)}`,
  ]);
  const what = shop.startsWith('Abschlepp')
    ? `Abschleppen ${plate(rng, 'DE', year)} von ${place(rng, 'DE').town} nach ${pl.town}`
    : shop.startsWith('Autoteile')
      ? `Ersatzteile lt. Lieferschein Nr. ${digits(rng, 4)}`
      : shop.startsWith('Kfz-Sattlerei')
        ? 'Verdeck neu bezogen, Sitzbezüge genäht'
        : 'Kotflügel vorn li. lackiert';
  const gross0 = price(rng, shop.startsWith('Kfz-Sattlerei') ? 600 : 140, cur, year, 1);
  const rate = vatDE(year);
  const net = r2(gross0 / (1 + rate / 100));
  const vat = r2((net * rate) / 100);
  const gross = r2(net + vat);
  const sym = cur === 'EUR' ? 'EUR' : 'DM';
  const sub = cur === 'EUR' ? 'Cent' : 'Pf';
  const x0 = 50;
  const top = 50;
  f.frame(x0 - 10, top - 14, 515, 310);
  f.cap(x0, top + 16, 'Quittung', 22, { bold: true, serif: true });
  f.cap(x0 + 150, top + 14, 'Nr.', 8);
  f.rule(x0 + 165, top + 15.5, 50);
  f.ent(x0 + 172, top + 12, String(rng.int(1, 50)));
  f.cell(x0 + 260, top, 150, 28, sym, num(Math.floor(gross), 'de').slice(0, -3), { align: 'right', size: 13 });
  f.cell(x0 + 410, top, 85, 28, sub, centsOf(gross), { size: 13 });
  let y = top + 46;
  for (const [capt, v] of [
    [`Netto ${sym}`, net],
    [`+ ${rate} % MwSt. ${sym}`, vat],
    [`Gesamt ${sym}`, gross],
  ] as [string, number][]) {
    f.frame(x0 + 345, y - 11, 150, 15);
    f.cap(x0 + 340, y, capt, 7.5, { align: 'right' });
    f.ent(x0 + 489, y, num(v, 'de'), { align: 'right', size: 9.5 });
    y += 15;
  }
  y += 18;
  f.field(x0, y, 495, `${sym} in Worten`, `${wordsDe(gross)} ${sym === 'EUR' ? 'Euro' : ''} ${centsOf(gross)}/100`.replace('  ', ' '));
  y += 26;
  f.field(x0, y, 495, 'von', person(rng, 'de'));
  y += 26;
  f.field(x0, y, 495, 'für', what);
  y += 24;
  f.cap(x0, y, 'richtig erhalten zu haben, bestätigt', 7.5);
  y += 30;
  f.field(x0, y, 200, 'Ort/Datum', `${pl.town}, ${fd(date, rng.pick(['de', 'de2'] as const))}`);
  f.cap(x0, y + 24, 'Buchungsvermerke', 6);
  f.stamp(x0 + 270, y - 30, [shop, pl.street, pl.line, `Tel. ${phone(rng, 'DE', year)}`], { size: 7.5 });
  f.rule(x0 + 260, y + 40, 235);
  f.cap(x0 + 260, y + 48, 'Stempel/Unterschrift des Empfängers', 6);
  return doc(f.p, 'de', rec(shop, date, gross));
}

/** An Austrian towing firm's Empfangsbestätigung: the sum in figures and in letters, "erhalten von", "für", "am". */
export function empfangsbestaetigungAT(rng: Random): Generated {
  const f = new Form(rng, { entSerif: true, entSize: 10.5, drift: 2 });
  const date = rng.date(1975, 2026);
  const year = yearOf(date);
  const cur = curDe('AT', year);
  const pl = place(rng, 'AT');
  const shop = `${rng.pick(['Abschleppdienst', 'Pannenhilfe', 'Bergedienst'])} ${rng.pick(DE_LAST)}`;
  const amount = price(rng, 120, cur, year, cur === 'ATS' ? 10 : 1);
  const sym = cur === 'ATS' ? 'S' : '€';
  f.cap(297, 60, shop, 16, { bold: true, align: 'center' });
  f.cap(297, 74, `${pl.street} · ${pl.line} · Tel. ${phone(rng, 'AT', year)} · Tag und Nacht`, 8, { align: 'center' });
  f.frame(42, 92, 511, 250);
  f.cap(60, 120, 'EMPFANGSBESTÄTIGUNG', 14, { bold: true });
  f.cell(400, 104, 140, 26, sym, num(amount, 'de'), { align: 'right', size: 12 });
  let y = 158;
  f.field(
    60,
    y,
    480,
    'Betrag in Buchstaben:',
    `${cur === 'ATS' ? 'Schilling' : 'Euro'} ${wordsDe(amount).toLowerCase()}${centsOf(amount) !== '00' ? ` ${centsOf(amount)}/100` : ''}`,
  );
  y += 26;
  f.field(60, y, 480, 'erhalten von:', `${person(rng, 'de')}, ${place(rng, 'AT').town}`);
  y += 26;
  f.field(
    60,
    y,
    480,
    'für:',
    `Abschleppung ${rng.pick(['Steyr-Puch 500', 'Mercedes 280 SE', 'VW Käfer', 'Opel GT'])} ${plate(rng, 'AT', year)}, ${rng.int(8, 60)} km`,
  );
  y += 26;
  f.field(60, y, 220, 'Ort:', pl.town);
  f.field(300, y, 240, 'am:', fd(date, rng.pick(['de', 'delong'] as const)));
  y += 40;
  f.cap(60, y, cur === 'ATS' ? 'Im Betrag sind 20 % USt. enthalten.' : 'Betrag inkl. 20 % USt.', 7.5);
  f.rule(320, y + 2, 220);
  f.ent(340, y - 2, rng.pick(DE_FIRST));
  f.cap(320, y + 10, 'Unterschrift', 6);
  return doc(f.p, 'de', rec(shop, date, amount));
}

/** A Swiss parts counter's "Barverkauf" docket: article numbers, MWST included, rounded to five Rappen. */
export function barverkaufCH(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 9.5, drift: 2 });
  const date = rng.date(1995, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'CH');
  const shop = `${rng.pick(['Autoteile', 'Ersatzteile'])} ${rng.pick(DE_LAST)} AG`;
  const pool = [
    'Zündkerzen',
    'Keilriemen',
    'Scheibenwischer',
    'Ölfilter',
    'Luftfilter',
    'Glühbirne H4',
    'Motorenöl 20W-50 1 l',
    'Bremsflüssigkeit',
    'Kontaktsatz',
    'Polierpaste',
  ];
  const items = rng.some(pool, rng.int(2, 5)).map((t) => {
    const q = rng.int(1, 4);
    const up = price(rng, 8, 'CHF', year, 0.05);
    return { t, q, up, a: r2(q * up) };
  });
  const exact = r2(items.reduce((s, i) => s + i.a, 0));
  const gross = r05(exact);
  const rate = vatCH(year);
  const x0 = 140;
  f.frame(x0 - 14, 40, 330, 470);
  f.cap(x0 + 151, 64, shop, 13, { bold: true, align: 'center' });
  f.cap(x0 + 151, 76, `${pl.street}, ${pl.line}`, 7.5, { align: 'center' });
  f.cap(x0 + 151, 100, 'BARVERKAUF', 12, { bold: true, align: 'center' });
  let y = 124;
  f.field(x0, y, 150, 'Datum', fd(date, 'de'));
  f.field(x0 + 160, y, 142, 'Nr.', digits(rng, 5));
  y += 12;
  const g = f.grid(x0, y, [32, 170, 50, 50], ['Anz.', 'Artikel', 'Preis', 'Fr.'], 10);
  items.forEach((it, i) => {
    f.ent(g.left[0] + 16, g.rowY(i), String(it.q), { align: 'center' });
    f.ent(g.left[1] + 4, g.rowY(i), it.t);
    f.ent(g.right[2] - 4, g.rowY(i), num(it.up, 'ch'), { align: 'right', size: 8.5 });
    f.ent(g.right[3] - 4, g.rowY(i), num(it.a, 'ch'), { align: 'right' });
  });
  y = g.bottom;
  const rows: [string, number, boolean][] = [['Total', exact, false]];
  if (gross !== exact) rows.push(['Rundung', r2(gross - exact), false]);
  rows.push(['Bar bezahlt Fr.', gross, true]);
  for (const [capt, v, b] of rows) {
    f.frame(g.left[3], y, 50, 16, b);
    f.cap(g.left[3] - 4, y + 11.5, capt, 8, { align: 'right', bold: b });
    f.ent(g.right[3] - 4, y + 11.5, num(v, 'ch'), { align: 'right' });
    y += 16;
  }
  y += 20;
  f.cap(x0, y, `inkl. ${String(rate).replace('.', ',')} % MWST`, 7.5);
  f.cap(x0, y + 12, 'Umtausch nur mit diesem Beleg innert 8 Tagen.', 7);
  return doc(f.p, 'de', rec(shop, date, gross));
}

/** A British receipt book: "Received from … the sum of … pounds … pence", the £ box, "with thanks", a garage's stamp. */
export function ukReceiptBook(rng: Random): Generated {
  const f = new Form(rng, { capSerif: true, entSerif: false, entSize: 11, drift: 2.8 });
  const date = rng.date(1971, 2001);
  const year = yearOf(date);
  const pl = place(rng, 'UK');
  const shop = `${rng.pick(EN_LAST)} ${rng.pick(['Motor Spares', 'Recovery', 'Autos', 'Trimmers'])}`;
  const amount = price(rng, 90, 'GBP', year, rng.chance(0.5) ? 1 : 0.05);
  const pounds = Math.floor(amount);
  const pence = centsOf(amount);
  const x0 = 60;
  f.frame(x0 - 14, 60, 490, 260);
  f.cap(x0, 92, 'RECEIPT', 18, { bold: true });
  f.cap(x0 + 330, 90, 'No.', 8);
  f.cap(x0 + 350, 90, digits(rng, 4), 11);
  let y = 126;
  f.field(x0, y, 460, 'Received from', person(rng, 'en'));
  y += 26;
  f.field(x0, y, 320, 'the sum of', `${wordsEn(pounds)} pounds`);
  f.field(x0 + 330, y, 130, 'pence', pence);
  y += 26;
  f.field(
    x0,
    y,
    460,
    'for',
    rng.pick(['Recovery of MGB from Exeter', 'Retrim of front seats', 'Second-hand gearbox, fitted', 'Exhaust manifold (used)', 'Towing and storage, 3 days']),
  );
  y += 34;
  f.cell(x0, y - 16, 120, 30, '£', `${pounds}.${pence}`, { align: 'right', size: 13 });
  f.cap(x0 + 140, y, 'with thanks', 9, { serif: true });
  f.field(x0 + 250, y, 210, 'Date', fd(date, rng.pick(['uk', 'ukdot', 'uklong'] as const)));
  y += 34;
  f.stamp(x0 + 250, y - 10, [shop, `${pl.street}, ${pl.town}`], { size: 7.5 });
  return doc(f.p, 'en', rec(shop, date, amount));
}

/** The American receipt form: Received From, the dollars written, For, ACCT / PAID / BAL DUE, the way it was paid. */
export function usCashReceipt(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10.5, drift: 2.6 });
  const date = rng.date(1962, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'US');
  const shop = `${rng.pick(EN_LAST)} ${rng.pick(['Body Shop', 'Upholstery', 'Towing', 'Machine Shop', 'Chrome Plating'])}`;
  const acct = price(rng, 400, 'USD', year, 5);
  const paid = rng.chance(0.5) ? acct : r2(Math.round((acct * (0.3 + rng.next() * 0.5)) / 5) * 5);
  const bal = r2(acct - paid);
  const x0 = 50;
  f.frame(x0 - 10, 50, 515, 250);
  f.stamp(x0, 60, [shop, `${pl.street}, ${pl.line}`], { size: 7.5 });
  f.cap(x0 + 300, 78, 'RECEIPT', 16, { bold: true });
  f.field(x0 + 300, 98, 195, 'DATE', fd(date, rng.pick(['us', 'usshort', 'uslong'] as const)));
  f.cap(x0 + 495, 66, `No ${digits(rng, 6)}`, 9, { align: 'right' });
  let y = 126;
  f.field(x0, y, 495, 'RECEIVED FROM', person(rng, 'en'));
  y += 24;
  const cents = centsOf(paid);
  f.field(x0, y, 420, '', `${wordsEn(Math.floor(paid), false)} and ${cents}/100`);
  f.cap(x0 + 425, y, 'DOLLARS', 7.5, { bold: true });
  y += 24;
  f.field(
    x0,
    y,
    495,
    'FOR',
    rng.pick(['Interior, seats & door panels', 'Rebore and hone block', 'Chrome bumpers (2)', 'Paint & body per estimate', 'Tow to shop']),
  );
  y += 18;
  const box = (capt: string, v: string) => {
    f.frame(x0, y, 70, 16);
    f.frame(x0 + 70, y, 90, 16);
    f.cap(x0 + 4, y + 11, capt, 7.5, { bold: true });
    f.ent(x0 + 154, y + 11.5, v, { align: 'right', size: 10 });
    y += 16;
  };
  const top = y;
  box('ACCT', num(acct, 'en'));
  box('PAID', num(paid, 'en'));
  box('BAL DUE', num(bal, 'en'));
  const how = rng.int(0, 2);
  let x = x0 + 190;
  ['CASH', 'CHECK', 'MONEY ORDER'].forEach((t, i) => {
    x = f.tick(x, top + 14, t, i === how, 7.5);
  });
  f.field(x0 + 190, top + 42, 305, 'BY', rng.pick(EN_FIRST));
  return doc(f.p, 'en', rec(shop, date, paid));
}

/** An Australian spares shop's "Cash Sale" docket, GST included after 2000. */
export function auCashSaleDocket(rng: Random): Generated {
  const f = new Form(rng, { entSerif: false, entSize: 10, drift: 2.2 });
  const date = rng.date(1976, 2026);
  const year = yearOf(date);
  const pl = place(rng, 'AU');
  const shop = `${rng.pick(['Bayside', 'Southern', 'Westside', 'Valley'])} Auto Spares`.toUpperCase();
  const pool = [
    'Spark plugs',
    'Fan belt',
    'Radiator hose',
    'Wiper blades',
    'Oil filter',
    'Points set',
    'Globes H4',
    'Engine oil 5L',
    'Brake shoes (set)',
    'Tail light lens',
  ];
  const items = rng.some(pool, rng.int(2, 5)).map((t) => {
    const q = rng.int(1, 3);
    const up = price(rng, 12, 'AUD', year, 0.05);
    return { t, q, up, a: r2(q * up) };
  });
  const gross = r2(items.reduce((s, i) => s + i.a, 0));
  const x0 = 150;
  f.frame(x0 - 14, 40, 310, 460);
  f.cap(x0 + 141, 64, shop, 12, { bold: true, align: 'center' });
  f.cap(x0 + 141, 76, `${pl.street}, ${pl.line} · ${phone(rng, 'AU', year)}`, 7, { align: 'center' });
  f.cap(x0 + 141, 98, year >= 2000 ? 'CASH SALE — TAX INVOICE' : 'CASH SALE', 11, { bold: true, align: 'center' });
  let y = 120;
  f.field(x0, y, 150, 'Date', fd(date, 'ukdot'));
  f.field(x0 + 160, y, 122, 'No.', digits(rng, 5));
  y += 18;
  f.field(x0, y, 282, 'Name', rng.chance(0.5) ? person(rng, 'en') : '');
  y += 12;
  const g = f.grid(x0, y, [30, 160, 46, 46], ['Qty', 'Description', 'Each', '$'], 10);
  items.forEach((it, i) => {
    f.ent(g.left[0] + 15, g.rowY(i), String(it.q), { align: 'center' });
    f.ent(g.left[1] + 4, g.rowY(i), it.t);
    f.ent(g.right[2] - 4, g.rowY(i), num(it.up, 'en'), { align: 'right', size: 8.5 });
    f.ent(g.right[3] - 4, g.rowY(i), num(it.a, 'en'), { align: 'right', size: 9 });
  });
  y = g.bottom;
  f.frame(g.left[3], y, 46, 17, true);
  f.cap(g.left[3] - 4, y + 12, 'TOTAL', 8.5, { align: 'right', bold: true });
  f.ent(g.right[3] - 4, y + 12, num(gross, 'en'), { align: 'right', size: 9.5 });
  y += 34;
  if (year >= 2000) f.cap(x0, y, `Total includes GST of $${num(r2(gross / 11), 'en')}`, 7.5);
  f.cap(x0, y + 14, 'No refund on electrical parts.', 7);
  return doc(f.p, 'en', rec(shop, date, gross));
}
