/**
 * Receipts (goods paid for, no work on the car): a German Quittung form with DM and Pf boxes and
 * the parts dealer's stamp, an Austrian till strip in Schilling with the euro shown for
 * information, a Swiss parts shop's cash sale naming itself only in its thank-you line, a US
 * parts counter ticket of the 1960s, a British autojumble receipt written by hand, and a US
 * restoration supplier's till slip.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { ch, dateText, de, deBare, en, isoIn, pct, r05, r2, rule, stamp, sum, vatAT, vatCH, vatDE, workday } from './kit';
import { digits, person, phone, place, street } from './people';
import { wordsDE } from './words';

/** 1976–81: a stationer's Quittung form — DM and Pf boxes, net + MwSt = gesamt, "in Worten"; the dealer's name only in the stamp. */
export const quittungFormDM1978: Family = (rng) => {
  const year = rng.int(1976, 1981);
  const iso = workday(isoIn(rng, year));
  const shop = place(rng, 'DE', year);
  const dealer = `Autoteile ${person(rng, 'DE', true).last}`;
  const buyer = person(rng, 'DE');
  const items = rng.some(
    [
      ['1 Satz Bremsbeläge', 38.6],
      ['1 Ölfilter', 9.8],
      ['5 l Motoröl', 24.5],
      ['2 Scheibenwischerblätter', 14.9],
      ['1 Zündverteilerkappe', 16.4],
      ['1 Autobatterie 12 V 44 Ah', 89],
    ] as [string, number][],
    3,
  );
  const net = sum(items.map(([, p]) => p));
  const vr = vatDE(iso);
  const tax = r2(net * vr);
  const total = r2(net + tax);
  const hand = { serif: true, size: 12 };
  const pf = String(Math.round((total % 1) * 100)).padStart(2, '0');

  const pb = new PageBuilder();
  pb.box(40, 40, 515, 330);
  pb.text(60, 'Quittung', { y: 80, size: 24, bold: true, serif: true });
  pb.text(60, 'Nr.', { y: 100, size: 9 });
  pb.text(80, String(rng.int(10, 99)), { y: 100, ...hand });
  const boxes: [string, string, number, number][] = [
    ['DM', String(Math.floor(total)), 330, 110],
    ['Pf', pf, 440, 50],
  ];
  for (const [l, v, x, w] of boxes) {
    pb.box(x, 56, w, 36);
    pb.text(x + 4, l, { y: 66, size: 7.5 });
    pb.text(x + w - 6, v, { y: 86, ...hand, size: 15, align: 'right' });
  }
  const line = (label: string, y: number, value: string, x = 60, w = 475) => {
    pb.text(x, label, { y, size: 8.5 });
    rule(pb, x, y + 16, w);
    pb.text(x + 6, value, { y: y + 12, ...hand });
  };
  const net3: [string, string][] = [
    ['Nettowert DM', deBare(net)],
    [`+ ${pct(vr)} % MwSt. DM`, deBare(tax)],
    ['Gesamt DM', deBare(total)],
  ];
  net3.forEach(([l, v], i) => {
    pb.text(330, l, { y: 112 + i * 16, size: 8 });
    pb.text(500, v, { y: 112 + i * 16, ...hand, size: 11, align: 'right' });
  });
  line('DM in Worten', 160, `${wordsDE(Math.floor(total))} ${pf}/100`);
  line('von', 196, `${buyer.title} ${buyer.full}, ${shop.town}`);
  line('für', 232, items.map(([t]) => t).join(', '));
  pb.text(60, 'richtig erhalten zu haben, bestätigt', { y: 280, size: 8.5 });
  line('Ort / Datum', 296, `${shop.town}, ${dateText(iso, 'd.m.yy')}`, 60, 200);
  pb.text(300, 'Stempel / Unterschrift des Empfängers', { y: 352, size: 7.5 });
  stamp(pb, 410, 262, [dealer, 'Kfz-Teile · Zubehör · Reifen', `${shop.street} · ${shop.line}`, `Ruf ${phone(rng, 'DE', year)}`], 7.5);
  pb.text(440, `${dealer.split(' ')[1][0]}. ${dealer.split(' ')[1]}`, { y: 340, serif: true, size: 12 });
  pb.text(60, 'Buchungsvermerke', { y: 352, size: 7.5 });
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName: dealer, date: iso, totalCost: total } };
};

/** 1999–2001 Austria: a till strip in Schilling — trade word over the firm's name, the euro value for information, cash and change. */
export const tillStripSchilling2000: Family = (rng) => {
  const year = rng.int(1999, 2001);
  const iso = workday(isoIn(rng, year));
  const shop = place(rng, 'AT', year);
  const owner = person(rng, 'AT', true);
  const firm = `Ersatzteile ${owner.last} GesmbH`;
  const items = rng.some(
    [
      ['ZUENDKERZE W7DC', 4, 48.9],
      ['LUFTFILTER LX 114', 1, 189],
      ['MOTOROEL 15W40 4L', 1, 329],
      ['KEILRIEMEN 10X900', 1, 142.5],
      ['FROSTSCHUTZ 1L', 2, 89.9],
      ['GLUEHBIRNE H4 12V', 2, 64],
      ['SICHERUNGEN SORT.', 1, 39.9],
    ] as [string, number, number][],
    4,
  );
  const total = sum(items.map(([, q, p]) => r2(q * p)));
  const vr = vatAT(iso);
  const taxIn = r2(total - total / (1 + vr));
  const euro = r2(total / 13.7603);
  const cash = Math.ceil(total / 100) * 100;
  const x0 = 200;
  const x1 = 395;
  const pb = new PageBuilder();
  pb.text(297, 'TEILE-PROFI', { y: 62, size: 18, bold: true, align: 'center' });
  pb.text(297, firm, { y: 78, size: 9, align: 'center' });
  pb.text(297, shop.street, { y: 90, size: 8, align: 'center' });
  pb.text(297, `A-${shop.line}`, { y: 100, size: 8, align: 'center' });
  pb.text(297, `Tel. ${phone(rng, 'AT', year)}`, { y: 110, size: 8, align: 'center' });
  pb.text(297, `UID: ATU${digits(rng, 8)}`, { y: 120, size: 8, align: 'center' });
  pb.text(x0, `${dateText(iso, 'dd.mm.yyyy')}  ${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, { y: 142, size: 8.5 });
  pb.text(x1, `KASSA ${rng.int(1, 3)}  BON ${rng.int(1000, 9999)}`, { y: 142, size: 8.5, align: 'right' });
  pb.text(x0, '- - - - - - - - - - - - - - - - - - - - - - - - - - -', { y: 152, size: 8 });
  let y = 168;
  for (const [t, q, p] of items) {
    pb.text(x0, t, { y, size: 8.5 });
    y += 11;
    pb.text(x0 + 10, `${q} x ${de(p)}`, { y, size: 8.5 });
    pb.text(x1, de(r2(q * p)), { y, size: 8.5, align: 'right' });
    y += 14;
  }
  pb.text(x0, '- - - - - - - - - - - - - - - - - - - - - - - - - - -', { y, size: 8 });
  y += 16;
  pb.text(x0, 'SUMME ATS', { y, size: 11, bold: true });
  pb.text(x1, de(total), { y, size: 11, bold: true, align: 'right' });
  y += 14;
  pb.text(x0, 'Gegenwert EUR (zur Info)', { y, size: 8 });
  pb.text(x1, de(euro), { y, size: 8, align: 'right' });
  y += 16;
  pb.text(x0, 'BAR', { y, size: 8.5 });
  pb.text(x1, de(cash), { y, size: 8.5, align: 'right' });
  y += 11;
  pb.text(x0, 'RUECKGELD', { y, size: 8.5 });
  pb.text(x1, de(r2(cash - total)), { y, size: 8.5, align: 'right' });
  y += 18;
  pb.text(x0, `inkl. ${pct(vr)}% MwSt.`, { y, size: 8 });
  pb.text(x1, de(taxIn), { y, size: 8, align: 'right' });
  y += 11;
  pb.text(x0, `1 EUR = 13,7603 ATS`, { y, size: 8 });
  y += 22;
  pb.text(297, 'Umtausch nur mit Kassenbon', { y, size: 8, align: 'center' });
  pb.text(297, 'DANKE FUER IHREN EINKAUF', { y: y + 11, size: 8, align: 'center' });
  pb.box(185, 30, 225, y + 36 - 30);
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName: firm, date: iso, totalCost: total } };
};

/** 2019–23 Switzerland: a cash sale on A5 — only a trade line on top; the shop's name in the closing thank-you sentence and the MWST line. */
export const thankYouCashSaleCH2021: Family = (rng) => {
  const year = rng.int(2019, 2023);
  const iso = workday(isoIn(rng, year));
  const shop = place(rng, 'CH', year);
  const owner = person(rng, 'CH', true);
  const shopName = `${owner.last} Oldtimerteile GmbH`;
  const buyer = person(rng, 'CH');
  const items = rng.some(
    [
      ['Bosch-Zündspule 6 V, Nachbau', 1, 64.5],
      ['Radlagersatz vorne', 1, 89],
      ['Chromzierleiste Kotflügel', 2, 42.8],
      ['Reparaturanleitung (Buch)', 1, 38],
      ['Türdichtung links', 1, 76.4],
      ['Kugelkopf-Satz Lenkung', 1, 118],
    ] as [string, number, number][],
    3,
  );
  const gross = sum(items.map(([, q, p]) => r2(q * p)));
  const total = r05(gross);
  const vr = vatCH(iso);
  const taxIn = r2(total - total / (1 + vr));

  const pb = new PageBuilder();
  pb.text(50, 'Ersatzteile für Oldtimer  —  Mercedes  ·  Porsche  ·  VW  ·  Volvo', { y: 56, size: 12, bold: true });
  pb.text(50, `${shop.street}  ·  ${shop.line}  ·  ${phone(rng, 'CH', year)}  ·  Laden Di–Sa`, { y: 70, size: 8.5 });
  rule(pb, 50, 78, 495);
  pb.text(50, 'Quittung / Barverkauf', { y: 112, size: 15, bold: true });
  pb.text(545, `Beleg ${rng.int(10000, 99999)}`, { y: 100, size: 9, align: 'right' });
  pb.text(545, `Datum: ${dateText(iso, 'dd.mm.yyyy')}`, { y: 112, size: 9, align: 'right' });
  pb.text(50, `Kunde: ${buyer.full}, ${place(rng, 'CH', year).town}`, { y: 132, size: 9.5 });
  pb.y = 156;
  pb.box(50, pb.y - 12, 495, 17, true);
  const heads: [string, number, 'left' | 'right'][] = [
    ['Anz.', 54, 'left'],
    ['Artikel', 90, 'left'],
    ['Preis', 470, 'right'],
    ['Total CHF', 540, 'right'],
  ];
  for (const [h, x, a] of heads) pb.text(x, h, { size: 9, bold: true, align: a });
  pb.down(18);
  for (const [t, q, p] of items) {
    pb.text(62, String(q), { size: 9.5 });
    pb.text(90, t, { size: 9.5 });
    pb.text(470, ch(p), { size: 9.5, align: 'right' });
    pb.text(540, ch(r2(q * p)), { size: 9.5, align: 'right' });
    pb.down(15);
  }
  rule(pb, 330, pb.y - 6, 215);
  pb.down(8);
  if (total !== gross) {
    pb.text(340, 'Rundung', { size: 9 });
    pb.text(540, ch(r2(total - gross)), { size: 9, align: 'right' });
    pb.down(15);
  }
  pb.text(340, 'Total CHF', { size: 11, bold: true });
  pb.text(540, ch(total), { size: 11, bold: true, align: 'right' });
  pb.down(15);
  pb.text(340, `inkl. MWST ${pct(vr)} %`, { size: 8.5 });
  pb.text(540, ch(taxIn), { size: 8.5, align: 'right' });
  pb.down(13);
  pb.text(340, `Bezahlt: ${rng.pick(['bar', 'TWINT', 'Maestro'])}`, { size: 8.5 });
  pb.down(40);
  pb.text(50, `Vielen Dank für Ihren Einkauf bei ${shopName}!`, { size: 11, bold: true });
  pb.down(14).text(50, 'Umtausch innert 14 Tagen nur mit dieser Quittung. Elektroteile sind vom Umtausch ausgeschlossen.', { size: 8.5 });
  pb.down(12).text(50, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST  ·  ${shopName}`, { size: 8 });
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName, date: iso, totalCost: total } };
};

/** 1966–72 USA: a parts counter ticket — list and net columns, cash/charge boxes, sales tax. */
export const counterTicketUS1968: Family = (rng) => {
  const year = rng.int(1966, 1972);
  const iso = workday(isoIn(rng, year));
  const shop = place(rng, 'US', year);
  const shopName = `${rng.pick(['Valley', 'Tri-County', 'Main Street', 'Riverside'])} Auto Parts`;
  const buyer = person(rng, 'US');
  const items = rng.some(
    [
      ['Spark plug', 'AC 44', 8, 1.15, 0.86],
      ['Distributor cap', 'D-306', 1, 4.2, 3.15],
      ['Fan belt', '7410', 1, 3.85, 2.89],
      ['Oil filter', 'PF-25', 1, 3.3, 2.48],
      ['Motor oil 10W-30 qt.', '', 5, 0.75, 0.59],
      ['Headlamp, sealed beam', '6014', 2, 3.95, 2.96],
      ['Wiper blades (pr.)', '', 1, 3.6, 2.7],
    ] as [string, string, number, number, number][],
    4,
  );
  const sub = sum(items.map(([, , q, , n]) => r2(q * n)));
  const taxRate = rng.pick([0.03, 0.04, 0.05]);
  const tax = r2(sub * taxRate);
  const total = r2(sub + tax);

  const pb = new PageBuilder();
  pb.box(60, 40, 475, 460);
  pb.text(297, shopName.toUpperCase(), { y: 70, size: 20, bold: true, align: 'center' });
  pb.text(297, 'Wholesale & Retail  ·  Machine Shop Service  ·  Speed Equipment', { y: 85, size: 8.5, align: 'center' });
  pb.text(297, `${shop.street}  ·  ${shop.line}  ·  Phone ${phone(rng, 'US', year)}`, { y: 97, size: 8.5, align: 'center' });
  pb.text(75, 'SOLD TO', { y: 122, size: 7 });
  pb.text(75, buyer.full, { y: 136, size: 10.5, serif: true });
  pb.text(75, `${street(rng, 'US')}`, { y: 150, size: 10.5, serif: true });
  pb.text(380, 'DATE', { y: 122, size: 7 });
  pb.text(380, dateText(iso, 'm/d/yy').replace(/\//g, '-'), { y: 136, size: 10.5, serif: true });
  pb.text(460, 'No.', { y: 122, size: 7 });
  pb.text(460, String(rng.int(40000, 89999)), { y: 136, size: 10.5, bold: true });
  const checks = ['CASH', 'CHARGE', 'C.O.D.', 'PAID OUT'];
  checks.forEach((c, i) => {
    pb.box(372 + i * 40, 146, 8, 8);
    pb.text(382 + i * 40, c, { y: 153, size: 6 });
  });
  pb.text(373, 'X', { y: 153, size: 8, bold: true });
  const top = 168;
  const cols: [string, number, number][] = [
    ['QTY', 60, 35],
    ['PART NO.', 95, 70],
    ['DESCRIPTION', 165, 190],
    ['LIST', 355, 55],
    ['NET', 410, 55],
    ['AMOUNT', 465, 70],
  ];
  for (const [h, x, w] of cols) {
    pb.box(x, top, w, 16, true);
    pb.text(x + w / 2, h, { y: top + 11, size: 7.5, bold: true, align: 'center' });
    pb.box(x, top + 16, w, 220);
  }
  items.forEach(([d, no, q, l, n], i) => {
    const y = top + 34 + i * 18;
    pb.text(77, String(q), { y, size: 10, serif: true, align: 'center' });
    pb.text(99, no, { y, size: 10, serif: true });
    pb.text(169, d, { y, size: 10, serif: true });
    pb.text(406, en(l), { y, size: 10, serif: true, align: 'right' });
    pb.text(461, en(n), { y, size: 10, serif: true, align: 'right' });
    pb.text(531, en(r2(q * n)), { y, size: 10, serif: true, align: 'right' });
  });
  const tot: [string, string][] = [
    ['SUB-TOTAL', en(sub)],
    [`SALES TAX ${pct(taxRate)}%`, en(tax)],
    ['TOTAL', en(total)],
  ];
  tot.forEach(([l, v], i) => {
    const y = 404 + i * 18;
    pb.box(410, y, 125, 18);
    pb.text(414, l, { y: y + 12, size: 7.5, bold: i === 2 });
    pb.text(531, v, { y: y + 13, size: 10.5, serif: true, bold: i === 2, align: 'right' });
  });
  pb.text(75, 'All returns must be accompanied by this ticket.', { y: 416, size: 7.5 });
  pb.text(75, 'No returns on electrical parts.', { y: 426, size: 7.5 });
  pb.text(75, 'Rec’d by', { y: 470, size: 7.5 });
  rule(pb, 110, 472, 150);
  pb.text(115, buyer.last, { y: 468, serif: true, size: 11 });
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName, date: iso, totalCost: total } };
};

/** 1984–92 Britain: an autojumble stand's handwritten receipt under the trader's rubber stamp, the sum in words and figures. */
export const autojumbleReceiptUK1988: Family = (rng) => {
  const year = rng.int(1984, 1992);
  const iso = isoIn(rng, year, 4, 9);
  const trader = person(rng, 'UK', true);
  const shopName = `${trader.last} Classic Spares`;
  const buyer = person(rng, 'UK');
  const [what, price, wordsText] = rng.pick([
    ['1 pr. rear wings (used), Triumph Herald', 45, 'forty-five pounds'],
    ['Chrome front bumper, MGB (rechromed)', 85, 'eighty-five pounds'],
    ['SU carburettor HS4, overhauled', 60, 'sixty pounds'],
    ['Set of 4 Minilite-type wheels', 120, 'one hundred and twenty pounds'],
    ['Workshop manual & parts list, Spitfire', 18, 'eighteen pounds'],
  ] as [string, number, string][]);
  const hand = { serif: true, size: 13 };
  const pb = new PageBuilder();
  pb.box(45, 40, 505, 300);
  pb.text(65, 'RECEIPT', { y: 76, size: 22, bold: true, serif: true });
  pb.text(65, 'No.', { y: 96, size: 9 });
  pb.text(88, String(rng.int(1, 99)).padStart(3, '0'), { y: 96, ...hand, size: 11 });
  stamp(
    pb,
    420,
    52,
    [shopName.toUpperCase(), 'Triumph · MG · BMC spares bought & sold', `Autojumble stand ${rng.int(10, 240)}`, `Tel. ${phone(rng, 'UK', year)}`],
    8,
  );
  const line = (label: string, y: number, value: string, w = 475) => {
    pb.text(65, label, { y, size: 9, serif: true });
    rule(pb, 150, y + 2, w - 85);
    pb.text(156, value, { y: y - 1, ...hand });
  };
  const month = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'][Number(iso.slice(5, 7)) - 1];
  const day = Number(iso.slice(8, 10));
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  line('Date', 130, `${month} ${day}${suffix} ${year}`, 300);
  line('Received from', 164, `${buyer.title} ${buyer.first[0]}. ${buyer.last}`);
  line('the sum of', 198, `${wordsText} only`);
  line('for', 232, what);
  pb.box(65, 258, 120, 34);
  pb.text(72, '£', { y: 282, size: 16, serif: true, bold: true });
  pb.text(175, `${price}.00`, { y: 282, ...hand, size: 16, align: 'right' });
  pb.text(300, 'with thanks', { y: 282, size: 9, serif: true });
  pb.text(380, `${trader.first[0]}. ${trader.last}`, { y: 280, ...hand, size: 15 });
  rule(pb, 370, 286, 160);
  pb.text(65, 'Sold as seen. No refunds.', { y: 322, size: 8.5, serif: true });
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName, date: iso, totalCost: price } };
};

/** 2012–16 USA: a restoration supplier's till slip — SKUs, member discount, tax, card, "Thank you for shopping at …". */
export const supplyTillSlipUS2014: Family = (rng) => {
  const year = rng.int(2012, 2016);
  const iso = isoIn(rng, year);
  const shop = place(rng, 'US', year);
  const shopName = `${rng.pick(['Keystone', 'Heartland', 'Blue Ridge', 'Great Lakes'])} Restoration Supply`;
  const items = rng.some(
    [
      ['ROTISSERIE CASTER 5IN', 2, 24.99],
      ['SEAM SEALER 10.5OZ', 1, 14.49],
      ['WELD-THRU PRIMER', 1, 17.99],
      ['FLAP DISC 40G 4.5IN', 3, 6.49],
      ['DOOR WEATHERSTRIP KIT', 1, 89.95],
      ['POR-TYPE RUST PAINT QT', 1, 42.5],
      ['MASKING TAPE 2IN', 2, 7.25],
    ] as [string, number, number][],
    4,
  );
  const sub = sum(items.map(([, q, p]) => r2(q * p)));
  const discount = r2(sub * 0.1);
  const net = r2(sub - discount);
  const taxRate = rng.pick([0.06, 0.07, 0.0625]);
  const tax = r2(net * taxRate);
  const total = r2(net + tax);
  const x0 = 205;
  const x1 = 390;
  const pb = new PageBuilder();
  pb.text(297, shopName.toUpperCase(), { y: 60, size: 10.5, bold: true, align: 'center' });
  pb.text(297, shop.street, { y: 74, size: 8, align: 'center' });
  pb.text(297, shop.line, { y: 84, size: 8, align: 'center' });
  pb.text(297, phone(rng, 'US', year), { y: 94, size: 8, align: 'center' });
  pb.text(x0, `${dateText(iso, 'mm/dd/yyyy')}  ${rng.int(8, 11)}:${String(rng.int(10, 59))} AM`, { y: 116, size: 8 });
  pb.text(x1, `REG 02  TRN ${rng.int(1000, 9999)}`, { y: 116, size: 8, align: 'right' });
  pb.text(x0, `CASHIER: ${rng.pick(['DEB', 'TOM', 'JEN', 'RAY'])}`, { y: 127, size: 8 });
  let y = 146;
  for (const [t, q, p] of items) {
    pb.text(x0, `${digits(rng, 6)} ${t}`, { y, size: 7.5 });
    y += 10;
    pb.text(x0 + 12, `${q} @ ${en(p)}`, { y, size: 7.5 });
    pb.text(x1, en(r2(q * p)), { y, size: 7.5, align: 'right' });
    y += 13;
  }
  y += 4;
  const row = (l: string, v: string, bold = false, size = 8) => {
    pb.text(x0, l, { y, size, bold });
    pb.text(x1, v, { y, size, bold, align: 'right' });
    y += size + 4;
  };
  row('SUBTOTAL', en(sub));
  row('CLUB MEMBER 10% OFF', `-${en(discount)}`);
  row(`SALES TAX ${Math.round(taxRate * 10000) / 100}%`, en(tax));
  y += 2;
  row('TOTAL', `$${en(total)}`, true, 10.5);
  y += 4;
  row(`VISA ************${digits(rng, 4)}`, en(total));
  row(`AUTH ${digits(rng, 6)}  CHIP`, '');
  y += 14;
  pb.text(297, `ITEMS SOLD ${items.reduce((a, [, q]) => a + q, 0)}`, { y, size: 8, align: 'center' });
  y += 22;
  pb.text(297, 'Thank you for shopping at', { y, size: 8.5, align: 'center' });
  pb.text(297, `${shopName}!`, { y: y + 11, size: 8.5, align: 'center' });
  pb.text(297, 'Returns within 30 days with receipt.', { y: y + 28, size: 7.5, align: 'center' });
  pb.box(192, 30, 211, y + 50 - 30);
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName, date: iso, totalCost: total } };
};
