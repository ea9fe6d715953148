/**
 * German-language workshop invoices as dealer-management and workshop programs print them: Lower Bavaria, Upper
 * Franconia, Brandenburg, East Belgium and Luxembourg, 1990–2026.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, num, wrap, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  CARS_DE,
  LAST_DE,
  OPS_DE,
  PARTS_DE,
  digits,
  ibanBE,
  ibanDE,
  ibanLU,
  money,
  partNo,
  personDE,
  pickOps,
  pickParts,
  place,
  plate,
  r2,
  rule,
  sum,
  vin,
} from './kit';

const de = (n: number) => num(n, 'de');

/** 1. Lower Bavaria, VW/Audi franchised dealer, DMS print with AW and a crowded vehicle block. */
export function landshutAutohausAW(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ndb');
  const shop = `Autohaus ${rng.pick(LAST_DE)} GmbH & Co. KG`;
  const date = rng.date(2008, 2026);
  const y = yearOf(date);
  const mo = money('ndb', y);
  const awRate = r2((rng.int(95, 140) / 10) * mo.f);
  const ops = rng.some(OPS_DE, rng.int(2, 4)).map(([t, h]) => {
    const aw = Math.round(h * 10 * (0.9 + rng.next() * 0.3));
    return { text: t, code: `${digits(rng, 4)} ${digits(rng, 2)} 00`, aw, amount: r2(aw * awRate) };
  });
  const parts = pickParts(rng, PARTS_DE, rng.int(3, 6), mo.f, () => partNo(rng, 'vw'), 0.5);
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(18000, 240000);
  const dateIn = addDays(date, -rng.int(0, 2));

  p.text(40, shop, { size: 14, bold: true });
  p.text(40, `${a.street} · ${a.line2} · Tel. 0${digits(rng, 3)} ${digits(rng, 5)}-0 · service@${shop.split(' ')[1].toLowerCase()}-autohaus.de`, {
    y: 74,
    size: 7,
  });
  p.text(40, `${shop} · ${a.street} · ${a.line2}`, { y: 110, size: 6 });
  const cust = personDE(rng);
  const ca = place(rng, 'ndb');
  p.text(40, 'Herrn', { y: 124, size: 9 });
  p.text(40, cust, { y: 136, size: 9 });
  p.text(40, ca.street, { y: 148, size: 9 });
  p.text(40, ca.line2, { y: 160, size: 9 });
  p.text(340, 'RECHNUNG', { y: 112, size: 13, bold: true });
  const right: [string, string][] = [
    ['Rechnungs-Nr.', `${digits(rng, 1)}${digits(rng, 6)}`],
    ['Rechnungsdatum', fd(date, 'de')],
    ['Auftrags-Nr.', digits(rng, 6)],
    ['Kunden-Nr.', digits(rng, 5)],
    ['Seite', '1 von 1'],
  ];
  right.forEach(([l, v], i) => {
    p.text(340, l, { y: 128 + i * 11, size: 8 });
    p.text(555, v, { y: 128 + i * 11, size: 8, align: 'right' });
  });
  // vehicle block
  p.box(40, 190, 515, 44);
  const vb: [string, string][] = [
    ['Amtl. Kennzeichen', plate(rng, 'ndb')],
    ['FIN', vin(rng, rng.pick(['WVW', 'WAU', 'WVG']))],
    ['Erstzulassung', fd(rng.date(y - 12, y - 1), 'de')],
    ['km-Stand', num(km, 'de').slice(0, -3)],
    ['Annahme', fd(dateIn, 'de')],
    ['Fertigstellung', fd(date, 'de')],
    ['Serviceberater', `${rng.pick(['Hr.', 'Fr.'])} ${rng.pick(LAST_DE)}`],
    ['Typ', rng.pick(CARS_DE.filter((c) => c.startsWith('VW') || c.startsWith('Audi')))],
  ];
  vb.forEach(([l, v], i) => {
    const x = 46 + (i % 4) * 128;
    const yy = 200 + Math.floor(i / 4) * 20;
    p.text(x, l, { y: yy, size: 6 });
    p.text(x, v, { y: yy + 9, size: 8, bold: i === 0 });
  });
  p.y = 256;
  p.text(40, 'Pos.', { size: 7, bold: true }).text(66, 'Arbeitspos./Teile-Nr.', { size: 7, bold: true }).text(160, 'Bezeichnung', { size: 7, bold: true });
  p.text(380, 'Menge/AW', { size: 7, bold: true, align: 'right' })
    .text(430, 'Preis', { size: 7, bold: true, align: 'right' })
    .text(470, 'Rab. %', { size: 7, bold: true, align: 'right' })
    .text(555, `Betrag ${mo.cur}`, { size: 7, bold: true, align: 'right' });
  rule(p, 40, 515, p.y + 3);
  p.down(14);
  let pos = 1;
  p.text(66, 'Arbeitslohn', { size: 8, bold: true });
  p.down(12);
  for (const o of ops) {
    p.text(40, String(pos++).padStart(3, '0'), { size: 8 }).text(66, o.code, { size: 8 }).text(160, o.text, { size: 8 });
    p.text(380, String(o.aw), { size: 8, align: 'right' })
      .text(430, de(awRate), { size: 8, align: 'right' })
      .text(555, de(o.amount), { size: 8, align: 'right' });
    p.down(12);
  }
  p.down(4);
  p.text(66, 'Teile und Zubehör', { size: 8, bold: true });
  p.down(12);
  for (const x of parts) {
    p.text(40, String(pos++).padStart(3, '0'), { size: 8 }).text(66, x.no, { size: 8 }).text(160, x.text, { size: 8 });
    p.text(380, `${x.qty} ${x.unit}`, { size: 8, align: 'right' }).text(430, de(x.price), { size: 8, align: 'right' });
    if (x.disc) p.text(470, String(x.disc), { size: 8, align: 'right' });
    p.text(555, de(x.amount), { size: 8, align: 'right' });
    p.down(12);
  }
  rule(p, 40, 515, p.y);
  p.down(16);
  const tot: [string, string][] = [
    ['Summe Arbeitslohn', de(lab)],
    ['Summe Teile', de(prt)],
    ['Nettobetrag', de(net)],
    [`MwSt. ${mo.vat} %`, de(vat)],
  ];
  for (const [l, v] of tot) {
    p.text(360, l, { size: 8.5 }).text(555, v, { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.box(355, p.y - 8, 200, 16, true);
  p.text(360, `Rechnungsbetrag ${mo.cur}`, { size: 9, bold: true, y: p.y + 3 }).text(552, de(gross), { size: 9, bold: true, align: 'right', y: p.y + 3 });
  p.down(30);
  p.text(40, `Zahlbar sofort ohne Abzug. Leistungsdatum entspricht Rechnungsdatum.`, { size: 7.5 });
  p.text(40, `Nächster Service: ${fd(addDays(date, 365), 'de')} bzw. bei ${num(km + 15000, 'de').slice(0, -3)} km`, { size: 7.5, y: p.y + 11 });
  p.text(
    40,
    `Sitz ${a.short} · Amtsgericht Landshut HRA ${digits(rng, 4)} · USt-IdNr. DE${digits(rng, 9)} · ${rng.pick(['Sparkasse Landshut', 'VR-Bank Landshut', 'Sparkasse Passau'])} IBAN ${ibanDE(rng)}`,
    { size: 6, y: 800 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 2. Upper Franconia, BMW dealer, 1990s needle-printer invoice in DM: one column, ZE and "Pos." lines. */
export function bambergNadeldruckerDM(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ofr');
  const shop = `${rng.pick(LAST_DE)} & ${rng.pick(LAST_DE)} Automobile GmbH`;
  const date = rng.date(1990, 2001);
  const y = yearOf(date);
  const mo = money('ofr', y);
  const zeRate = r2(rng.int(11, 16) * 0.6);
  const ops = rng.some(OPS_DE, rng.int(2, 4)).map(([t, h]) => {
    const ze = Math.round(h * 12 * (0.9 + rng.next() * 0.3));
    return { text: wrap(t.toUpperCase(), 30)[0], code: `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`, ze, amount: r2(ze * zeRate) };
  });
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 5), mo.f, () => partNo(rng, 'bmw'));
  parts.forEach((x) => (x.text = x.text.toUpperCase()));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(20000, 260000);
  const S = 8.5;
  p.y = 50;
  p.text(40, shop.toUpperCase(), { size: 10, bold: true });
  p.text(40, `BMW VERTRAGSHAENDLER  ${a.street.toUpperCase()}  ${a.line2.toUpperCase()}`, { size: 7.5, y: 62 });
  p.text(40, `TELEFON 0${digits(rng, 3)}/${digits(rng, 5)}  TELEFAX 0${digits(rng, 3)}/${digits(rng, 5)}`, { size: 7.5, y: 72 });
  const cust = personDE(rng);
  const ca = place(rng, 'ofr');
  p.text(40, cust.toUpperCase(), { y: 120, size: S });
  p.text(40, ca.street.toUpperCase(), { y: 131, size: S });
  p.text(40, ca.line2.toUpperCase(), { y: 142, size: S });
  p.y = 180;
  p.text(40, `R E C H N U N G   NR. ${digits(rng, 6)}        DATUM ${fd(date, 'de2')}        BLATT 1`, { size: S, bold: true });
  p.down(18);
  const kz = plate(rng, 'ofr');
  p.text(40, `KD-NR. ${digits(rng, 5)}   AUFTR-NR. ${digits(rng, 5)}   KENNZ. ${kz}   TYP ${rng.pick(['316I', '318IS', '520I', '525TDS', '730I'])}`, {
    size: S,
  });
  p.down(11);
  p.text(40, `FG-NR. ${vin(rng, 'WBA')}   ZUL. ${fd(rng.date(y - 9, y - 1), 'de2')}   KM-STAND ${km}   ANN. ${fd(addDays(date, -1), 'de2')}`, { size: S });
  p.down(8);
  p.text(40, '-'.repeat(118), { size: 7 });
  p.down(11);
  p.text(40, 'POS  ARB.-POS./TEILE-NR.   BEZEICHNUNG', { size: S });
  p.text(420, 'ZE/MENGE', { size: S, align: 'right' }).text(480, 'E-PREIS', { size: S, align: 'right' }).text(555, 'BETRAG', { size: S, align: 'right' });
  p.down(8);
  p.text(40, '-'.repeat(118), { size: 7 });
  p.down(12);
  let i = 10;
  for (const o of ops) {
    p.text(40, String(i), { size: S }).text(70, o.code, { size: S }).text(175, o.text, { size: S });
    p.text(420, String(o.ze), { size: S, align: 'right' })
      .text(480, de(zeRate), { size: S, align: 'right' })
      .text(555, de(o.amount), { size: S, align: 'right' });
    p.down(11);
    i += 10;
  }
  for (const x of parts) {
    p.text(40, String(i), { size: S }).text(70, x.no, { size: S }).text(175, x.text, { size: S });
    p.text(420, String(x.qty), { size: S, align: 'right' })
      .text(480, de(x.price), { size: S, align: 'right' })
      .text(555, de(x.amount), { size: S, align: 'right' });
    p.down(11);
    i += 10;
  }
  p.text(40, '-'.repeat(118), { size: 7 });
  p.down(13);
  const tl: [string, number][] = [
    ['ARBEITSLOHN', lab],
    ['MATERIAL', prt],
    ['NETTO', net],
    [`+ ${mo.vat},0 % MWST`, vat],
  ];
  for (const [l, v] of tl) {
    p.text(330, l, { size: S }).text(470, 'DM', { size: S }).text(555, de(v), { size: S, align: 'right' });
    p.down(11);
  }
  p.text(330, '='.repeat(38), { size: 7 });
  p.down(11);
  p.text(330, 'ENDBETRAG', { size: S, bold: true }).text(470, 'DM', { size: S, bold: true }).text(555, de(gross), { size: S, bold: true, align: 'right' });
  p.down(30);
  p.text(40, 'BETRAG DANKEND ERHALTEN / ZAHLBAR SOFORT NETTO KASSE', { size: 7.5 });
  p.text(
    40,
    `AMTSGERICHT BAMBERG HRB ${digits(rng, 4)}  ST.-NR. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}  BLZ 770 ${digits(rng, 3)} ${digits(rng, 2)} KTO ${digits(rng, 8)}`,
    { size: 6.5, y: 805 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop.toUpperCase(),
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 3. Brandenburg, independent workshop with a workshop program: one mixed table with a type column, VAT table by rate. */
export function cottbusFreieWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'bb');
  const owner = personDE(rng);
  const shop = `Kfz-Meisterbetrieb ${owner.split(' ')[1]}`;
  const date = rng.date(2012, 2026);
  const y = yearOf(date);
  const mo = money('bb', y);
  const rate = r2(rng.int(62, 98) * (1 + (y - 2012) * 0.02));
  const ops = pickOps(rng, OPS_DE, rng.int(2, 3), rate);
  const parts = pickParts(rng, PARTS_DE, rng.int(3, 5), mo.f, () => partNo(rng, 'generic'));
  const pfand = rng.chance(0.5) ? r2(rng.int(10, 40)) : 0; // Altteilpfand is VAT-free
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net19 = r2(lab + prt);
  const vat = r2((net19 * mo.vat) / 100);
  const gross = r2(net19 + vat + pfand);
  const kmIn = rng.int(40000, 290000);
  const kmOut = kmIn + rng.int(2, 18);
  p.text(555, shop, { size: 15, bold: true, align: 'right' });
  p.text(555, `Inh. ${owner} · ${a.street} · ${a.line2}`, { size: 8, align: 'right', y: 76 });
  p.text(555, `Tel. 0${digits(rng, 3)} ${digits(rng, 6)} · Mobil 01${digits(rng, 2)} ${digits(rng, 7)}`, { size: 8, align: 'right', y: 87 });
  const cust = personDE(rng);
  const ca = place(rng, 'bb');
  p.text(40, cust, { y: 135, size: 10 }).text(40, ca.street, { y: 148, size: 10 }).text(40, ca.line2, { y: 161, size: 10 });
  p.text(40, `Rechnung ${y}-${digits(rng, 4)}`, { y: 205, size: 13, bold: true });
  const hdr: [string, string][] = [
    ['Datum:', fd(date, 'de')],
    ['Kunde:', digits(rng, 4)],
    ['Kennzeichen:', plate(rng, 'bb')],
    ['Fahrzeug:', rng.pick(CARS_DE)],
    ['FIN:', vin(rng)],
    ['km Eingang:', String(kmIn)],
    ['km Ausgang:', String(kmOut)],
    ['HU fällig:', `${String(rng.int(1, 12)).padStart(2, '0')}/${y + rng.int(1, 2)}`],
  ];
  hdr.forEach(([l, v], i) => {
    const x = i < 4 ? 40 : 300;
    const yy = 225 + (i % 4) * 12;
    p.text(x, l, { size: 8.5, y: yy }).text(x + 72, v, { size: 8.5, y: yy });
  });
  p.y = 290;
  p.box(40, p.y - 10, 515, 14, true);
  const cols = [44, 64, 300, 350, 420, 470, 552];
  p.text(cols[0], 'Art', { size: 8, bold: true })
    .text(cols[1], 'Bezeichnung', { size: 8, bold: true })
    .text(cols[2], 'Menge', { size: 8, bold: true, align: 'right' })
    .text(cols[3], 'Einh.', { size: 8, bold: true });
  p.text(cols[4], 'E-Preis', { size: 8, bold: true, align: 'right' })
    .text(cols[5], 'USt', { size: 8, bold: true })
    .text(cols[6], 'Gesamt', { size: 8, bold: true, align: 'right' });
  p.down(16);
  const line = (k: string, l: { text: string; qty: number; unit: string; price: number; amount: number }, tax: string) => {
    p.text(cols[0], k, { size: 8.5 })
      .text(cols[1], l.text, { size: 8.5 })
      .text(cols[2], de(l.qty).replace(/,00$/, ''), { size: 8.5, align: 'right' })
      .text(cols[3], l.unit === 'h' ? 'Std.' : l.unit, { size: 8.5 });
    p.text(cols[4], de(l.price), { size: 8.5, align: 'right' }).text(cols[5], tax, { size: 8.5 }).text(cols[6], de(l.amount), { size: 8.5, align: 'right' });
    p.down(13);
  };
  ops.forEach((o) => line('A', o, '1'));
  parts.forEach((x) => line('T', x, '1'));
  if (pfand) line('P', { text: 'Altteilpfand', qty: 1, unit: 'St', price: pfand, amount: pfand }, '0');
  rule(p, 40, 515, p.y - 4);
  p.down(10);
  p.text(300, 'Arbeit', { size: 8.5 }).text(552, de(lab), { size: 8.5, align: 'right' });
  p.down(12);
  p.text(300, 'Teile', { size: 8.5 }).text(552, de(prt), { size: 8.5, align: 'right' });
  p.down(20);
  // VAT table
  p.text(40, 'USt-Kz', { size: 7.5, bold: true })
    .text(100, 'Satz', { size: 7.5, bold: true })
    .text(200, 'Netto', { size: 7.5, bold: true, align: 'right' })
    .text(270, 'USt', { size: 7.5, bold: true, align: 'right' })
    .text(340, 'Brutto', { size: 7.5, bold: true, align: 'right' });
  p.down(11);
  p.text(40, '1', { size: 7.5 })
    .text(100, `${mo.vat} %`, { size: 7.5 })
    .text(200, de(net19), { size: 7.5, align: 'right' })
    .text(270, de(vat), { size: 7.5, align: 'right' })
    .text(340, de(r2(net19 + vat)), { size: 7.5, align: 'right' });
  p.down(11);
  if (pfand) {
    p.text(40, '0', { size: 7.5 })
      .text(100, '0 %', { size: 7.5 })
      .text(200, de(pfand), { size: 7.5, align: 'right' })
      .text(270, de(0), { size: 7.5, align: 'right' })
      .text(340, de(pfand), { size: 7.5, align: 'right' });
    p.down(11);
  }
  p.box(380, p.y - 22, 175, 22);
  p.text(386, 'Zu zahlen', { size: 10, bold: true, y: p.y - 7 }).text(550, `${de(gross)} €`, { size: 10, bold: true, align: 'right', y: p.y - 7 });
  p.down(24);
  p.text(40, `Bitte überweisen Sie den Betrag bis zum ${fd(addDays(date, 14), 'de')} unter Angabe der Rechnungsnummer.`, { size: 8 });
  p.text(
    40,
    `Steuernr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)} · ${rng.pick(['Sparkasse Spree-Neiße', 'Mittelbrandenburgische Sparkasse', 'VR Bank Lausitz'])} · IBAN ${ibanDE(rng)}`,
    { size: 6.5, y: 806 },
  );
  p.text(40, `Erstellt mit WerkstattPlus ${rng.int(3, 9)}.${rng.int(0, 9)}`, { size: 5.5, y: 818 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: kmIn,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 4. East Belgium: a German-speaking garage in Eupen or St. Vith, 21 % MwSt, BEF or euro, Belgian ids. */
export function eupenGarageMwSt(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ostbe');
  const shop = `Garage ${rng.pick(['Heinen', 'Margraff', 'Kessler', 'Schröder', 'Mreyen', 'Cremer'])} ${rng.pick(['PGmbH', 'AG', '& Söhne'])}`;
  const date = rng.date(1995, 2026);
  const y = yearOf(date);
  const mo = money('ostbe', y);
  const rate = mo.cur === 'BEF' ? rng.int(12, 18) * 100 : r2(rng.int(42, 75) * (1 + (y - 2002) * 0.02));
  const ops = pickOps(rng, OPS_DE, rng.int(2, 3), rate);
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 5), mo.f, () => partNo(rng, 'generic'));
  if (mo.cur === 'BEF') {
    ops.forEach((o) => (o.amount = Math.round(o.amount)));
    parts.forEach((x) => ((x.price = Math.round(x.price)), (x.amount = Math.round(x.qty * x.price))));
  }
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = mo.cur === 'BEF' ? Math.round((net * 21) / 100) : r2((net * 21) / 100);
  const gross = r2(net + vat);
  const km = rng.int(15000, 250000);
  const m = (n: number) => (mo.cur === 'BEF' ? num(n, 'de').slice(0, -3) : de(n));
  p.text(40, shop, { size: 16, bold: true, serif: true });
  p.text(40, `${a.street} – B-${a.zip} ${a.town} – Tel. 087/${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, { size: 8, y: 78 });
  p.text(40, `MwSt. BE 0${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} – HR Eupen ${digits(rng, 5)}`, { size: 8, y: 89 });
  const cust = personDE(rng);
  const ca = place(rng, 'ostbe');
  p.box(320, 110, 235, 60);
  p.text(330, cust, { y: 128, size: 10 }).text(330, ca.street, { y: 141, size: 10 }).text(330, `B-${ca.zip} ${ca.town}`, { y: 154, size: 10 });
  p.text(40, 'RECHNUNG', { y: 200, size: 14, bold: true });
  p.text(40, `Nummer: ${y}/${digits(rng, 4)}`, { y: 216, size: 9 });
  p.text(40, `Datum: ${fd(date, 'uk')}`, { y: 228, size: 9 });
  p.text(200, `Kundennr.: ${digits(rng, 5)}`, { y: 216, size: 9 });
  p.text(200, `Fälligkeit: ${fd(addDays(date, 30), 'uk')}`, { y: 228, size: 9 });
  p.box(40, 240, 515, 32);
  const vcells: [string, string][] = [
    ['Kennzeichen', plate(rng, 'ostbe', y)],
    ['Marke/Modell', rng.pick(CARS_DE)],
    ['Fahrgestellnr.', vin(rng)],
    ['Kilometerstand', `${num(km, 'de').slice(0, -3)} km`],
  ];
  vcells.forEach(([l, v], i) => {
    const x = 46 + i * 128;
    p.text(x, l, { y: 251, size: 6.5 }).text(x, v, { y: 264, size: 8 });
  });
  p.y = 296;
  p.text(40, 'Beschreibung', { size: 8.5, bold: true })
    .text(330, 'Anzahl', { size: 8.5, bold: true, align: 'right' })
    .text(420, 'Einheitspreis', { size: 8.5, bold: true, align: 'right' })
    .text(555, 'Betrag HT', { size: 8.5, bold: true, align: 'right' });
  rule(p, 40, 515, p.y + 4);
  p.down(18);
  p.text(40, 'Arbeitsleistungen', { size: 8.5, bold: true });
  p.down(13);
  for (const o of ops) {
    p.text(50, o.text, { size: 8.5 })
      .text(330, `${de(o.qty)} Std`, { size: 8.5, align: 'right' })
      .text(420, m(o.price), { size: 8.5, align: 'right' })
      .text(555, m(o.amount), { size: 8.5, align: 'right' });
    p.down(13);
  }
  p.text(40, 'Ersatzteile', { size: 8.5, bold: true });
  p.down(13);
  for (const x of parts) {
    p.text(50, x.text, { size: 8.5 })
      .text(330, String(x.qty), { size: 8.5, align: 'right' })
      .text(420, m(x.price), { size: 8.5, align: 'right' })
      .text(555, m(x.amount), { size: 8.5, align: 'right' });
    p.down(13);
  }
  rule(p, 40, 515, p.y);
  p.down(16);
  const grid: [string, string][] = [
    ['Total Arbeit', m(lab)],
    ['Total Teile', m(prt)],
    ['Total HT', m(net)],
    ['MwSt. 21 %', m(vat)],
    [`Total MwSt. inkl. (${mo.cur})`, m(gross)],
  ];
  grid.forEach(([l, v], i) => {
    p.text(350, l, { size: 9, bold: i === 4 }).text(555, v, { size: 9, bold: i === 4, align: 'right' });
    p.down(13);
  });
  p.down(20);
  p.text(
    40,
    `Zahlung auf Konto ${mo.cur === 'BEF' ? `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 2)}` : ibanBE(rng)} bei ${rng.pick(['Belfius', 'KBC', 'BNP Paribas Fortis', 'ING'])}. Mitteilung: Rechnung ${y}`,
    { size: 8 },
  );
  p.text(40, 'Bei Zahlungsverzug wird ein Pauschalbetrag von 10 % berechnet. Gerichtsstand Eupen.', { size: 7, y: 800 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 5. Luxembourg: a garage printing in German, labels right of the values in a boxed strip, RCS and LU VAT number. */
export function luxGarageFacture(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'lux');
  const shop = `Garage ${rng.pick(['Thill', 'Schmit', 'Wagner', 'Reuter', 'Kremer', 'Weis'])} S.à r.l.`;
  const date = rng.date(1996, 2026);
  const y = yearOf(date);
  const mo = money('lux', y);
  const isLuf = mo.cur === 'LUF';
  const rate = isLuf ? rng.int(14, 20) * 100 : r2(rng.int(68, 110) * (1 + (y - 2002) * 0.015));
  const ops = pickOps(rng, OPS_DE, rng.int(2, 4), rate);
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 5), mo.f, () => partNo(rng, rng.pick(['vw', 'mb', 'bmw'] as const)));
  if (isLuf) {
    ops.forEach((o) => (o.amount = Math.round(o.amount)));
    parts.forEach((x) => ((x.price = Math.round(x.price)), (x.amount = Math.round(x.qty * x.price))));
  }
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = isLuf ? Math.round((net * mo.vat) / 100) : r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(10000, 230000);
  const m = (n: number) => (isLuf ? num(n, 'de').slice(0, -3) + ',-' : de(n));
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.text(297, `${a.street} · ${a.zip} ${a.town} · Tél. +352 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, { size: 8, align: 'center', y: 76 });
  p.text(297, 'Mechanik · Karosserie · Reifen · Klimaservice', { size: 8, align: 'center', y: 88 });
  const cust = personDE(rng);
  const ca = place(rng, 'lux');
  p.text(40, cust, { y: 130, size: 10 }).text(40, ca.street, { y: 143, size: 10 }).text(40, `${ca.zip} ${ca.town}`, { y: 156, size: 10 });
  p.text(360, `${a.short}, den ${fd(date, 'de')}`, { y: 130, size: 9 });
  p.text(40, `Rechnung Nr. F${digits(rng, 6)}`, { y: 195, size: 12, bold: true });
  p.box(40, 205, 515, 40);
  const strip: [string, string][] = [
    [plate(rng, 'lux'), 'Immatrikulation'],
    [vin(rng), 'Fahrgestell'],
    [`${km} km`, 'Kilometerstand'],
    [fd(addDays(date, -rng.int(0, 3)), 'de'), 'Eingang'],
  ];
  strip.forEach(([v, l], i) => {
    const x = 48 + i * 128;
    p.text(x, v, { y: 222, size: 8.5, bold: true }).text(x, l, { y: 236, size: 6.5 });
  });
  p.y = 270;
  const c = [40, 95, 360, 410, 470, 555];
  p.text(c[0], 'Code', { size: 8, bold: true })
    .text(c[1], 'Text', { size: 8, bold: true })
    .text(c[2], 'Menge', { size: 8, bold: true, align: 'right' })
    .text(c[3], 'Preis', { size: 8, bold: true, align: 'right' })
    .text(c[5], `Netto ${mo.cur}`, { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(12);
  for (const o of ops) {
    p.text(c[0], `MO${digits(rng, 3)}`, { size: 8.5 })
      .text(c[1], o.text, { size: 8.5 })
      .text(c[2], de(o.qty), { size: 8.5, align: 'right' })
      .text(c[3] + 10, m(o.price), { size: 8.5, align: 'right' })
      .text(c[5], m(o.amount), { size: 8.5, align: 'right' });
    p.down(12);
  }
  for (const x of parts) {
    p.text(c[0], x.no.slice(0, 10), { size: 7.5 })
      .text(c[1], x.text, { size: 8.5 })
      .text(c[2], String(x.qty), { size: 8.5, align: 'right' })
      .text(c[3] + 10, m(x.price), { size: 8.5, align: 'right' })
      .text(c[5], m(x.amount), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(6);
  rule(p, 40, 515);
  p.down(14);
  // totals side by side, labels above values
  const cells: [string, string][] = [
    ['Arbeitslohn', m(lab)],
    ['Ersatzteile', m(prt)],
    ['Total HTVA', m(net)],
    [`MwSt. ${mo.vat}%`, m(vat)],
    [`Total TTC ${mo.cur}`, m(gross)],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + i * 103;
    p.box(x, p.y, 103, 30, i === 4);
    p.text(x + 5, l, { y: p.y + 11, size: 7 }).text(x + 98, v, { y: p.y + 25, size: 9, bold: i === 4, align: 'right' });
  });
  p.down(60);
  p.text(
    40,
    `Zahlbar innerhalb von 15 Tagen auf ${rng.pick(['BCEE', 'BGL BNP Paribas', 'BIL', 'Raiffeisen'])} ${isLuf ? `LUF ${digits(rng, 4)}/${digits(rng, 4)}-${digits(rng, 1)}` : ibanLU(rng)}`,
    { size: 8 },
  );
  p.text(40, `RCS Luxembourg B ${digits(rng, 5)} · Matricule TVA LU${digits(rng, 8)} · Autorisation d'établissement ${digits(rng, 6)}`, { size: 6.5, y: 806 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 6. Lower Bavaria, tyre and fast-fit chain branch: tyres, Einlagerung, a till-like totals column. */
export function passauReifenFiliale(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ndb');
  const chain = rng.pick(['ReifenDirekt Bayern', 'Reifen-Wimmer', 'Pneu-Schraml', 'AutoFit Niederbayern']);
  const shop = `${chain} Filiale ${a.short}`;
  const date = rng.date(2003, 2026);
  const y = yearOf(date);
  const mo = money('ndb', y);
  const size = rng.pick(['195/65 R15 91H', '205/55 R16 91V', '225/45 R17 94W', '175/65 R14 82T']);
  const tyrePrice = r2(rng.int(55, 140) * mo.f);
  const workList: [string, number][] = [
    ['Reifenmontage inkl. Wuchten', r2(rng.int(10, 16) * mo.f)],
    ['Altreifenentsorgung', r2(rng.int(2, 4) * mo.f)],
    ['Räderwechsel Sommer/Winter', r2(rng.int(18, 30) * mo.f)],
    ['Einlagerung 1 Saison', r2(rng.int(20, 35) * mo.f)],
    ['Achsvermessung', r2(rng.int(59, 89) * mo.f)],
  ];
  const works = rng.some(workList, rng.int(2, 4)).map(([t, pr]) => {
    const q = t.startsWith('Reifenmontage') || t.startsWith('Altreifen') ? 4 : 1;
    return { text: t, qty: q, price: pr, amount: r2(q * pr) };
  });
  const tyreBrand = rng.pick(['Continental WinterContact TS 870', 'Michelin Primacy 4', 'Semperit Speed-Grip 5', 'Barum Polaris 5', 'Pirelli Cinturato P7']);
  const partsL = [
    { text: `${tyreBrand} ${size}`, qty: 4, price: tyrePrice, amount: r2(4 * tyrePrice) },
    { text: 'Ventil Gummi TR 414', qty: 4, price: r2(2.5 * mo.f), amount: r2(10 * mo.f) },
  ];
  const lab = sum(works.map((o) => o.amount));
  const prt = sum(partsL.map((x) => x.amount));
  const gross = r2(lab + prt);
  const net = r2(gross / (1 + mo.vat / 100));
  const vat = r2(gross - net);
  const km = rng.int(5000, 180000);
  p.text(40, chain, { size: 18, bold: true });
  p.text(40, `Filiale ${a.short} · ${a.street} · ${a.line2}`, { size: 8.5, y: 78 });
  p.text(40, `Öffnungszeiten Mo–Fr 7:30–18:00, Sa 8:00–13:00 · Tel. 0${digits(rng, 3)} ${digits(rng, 6)}`, { size: 7.5, y: 89 });
  p.y = 130;
  p.text(40, 'Kundenrechnung / Lieferschein', { size: 12, bold: true });
  p.down(20);
  const kv: [string, string][] = [
    ['Beleg', `${digits(rng, 3)}-${digits(rng, 7)}`],
    ['Datum/Uhrzeit', `${fd(date, 'de')} ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
    ['Kunde', `${personDE(rng)} (Barverkauf)`],
    ['Kennzeichen', plate(rng, 'ndb')],
    ['Fahrzeug', rng.pick(CARS_DE)],
    ['km-Stand', `${km}`],
    ['Monteur', `${rng.int(10, 99)} ${rng.pick(LAST_DE)}`],
  ];
  kv.forEach(([l, v]) => {
    p.text(40, `${l}:`, { size: 9 }).text(130, v, { size: 9 });
    p.down(12);
  });
  p.down(12);
  p.text(40, 'Art.-Nr.', { size: 8, bold: true })
    .text(110, 'Artikel / Leistung', { size: 8, bold: true })
    .text(390, 'Anz.', { size: 8, bold: true, align: 'right' })
    .text(460, 'Einzel', { size: 8, bold: true, align: 'right' })
    .text(555, 'Summe', { size: 8, bold: true, align: 'right' });
  p.down(4);
  rule(p, 40, 515);
  p.down(13);
  for (const x of partsL) {
    p.text(40, digits(rng, 7), { size: 8.5 })
      .text(110, x.text, { size: 8.5 })
      .text(390, String(x.qty), { size: 8.5, align: 'right' })
      .text(460, de(x.price), { size: 8.5, align: 'right' })
      .text(555, de(x.amount), { size: 8.5, align: 'right' });
    p.down(13);
  }
  for (const x of works) {
    p.text(40, `DL${digits(rng, 4)}`, { size: 8.5 })
      .text(110, x.text, { size: 8.5 })
      .text(390, String(x.qty), { size: 8.5, align: 'right' })
      .text(460, de(x.price), { size: 8.5, align: 'right' })
      .text(555, de(x.amount), { size: 8.5, align: 'right' });
    p.down(13);
  }
  rule(p, 300, 255);
  p.down(14);
  p.text(330, 'Summe Waren', { size: 9 }).text(555, de(prt), { size: 9, align: 'right' });
  p.down(12);
  p.text(330, 'Summe Dienstleistung', { size: 9 }).text(555, de(lab), { size: 9, align: 'right' });
  p.down(14);
  p.text(330, `Gesamt ${mo.cur}`, { size: 11, bold: true }).text(555, de(gross), { size: 11, bold: true, align: 'right' });
  p.down(13);
  p.text(330, `enth. MwSt. ${mo.vat} % auf ${de(net)}`, { size: 8 }).text(555, de(vat), { size: 8, align: 'right' });
  p.down(13);
  p.text(330, rng.pick(['Bezahlt EC-Karte', 'Bezahlt bar', 'Bezahlt girocard']), { size: 8 });
  p.down(28);
  p.text(40, `Radschrauben nach 50 km nachziehen lassen! Einlagerungsnummer: ${rng.pick(['A', 'B', 'C'])}-${digits(rng, 4)}`, { size: 8.5, bold: true });
  p.text(40, `${chain} GmbH · Sitz Deggendorf · AG Deggendorf HRB ${digits(rng, 4)} · USt-IdNr. DE${digits(rng, 9)}`, { size: 6.5, y: 806 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: works.map((o) => o.text),
    partsUsed: partsL.map((x) => x.text),
  });
}

/** 7. Upper Franconia, Opel dealer 2000s: one table with labour and parts sections each with its own subtotal. */
export function hofOpelAbschnitte(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ofr');
  const shop = `Autohaus ${rng.pick(LAST_DE)} e.K.`;
  const date = rng.date(2002, 2019);
  const y = yearOf(date);
  const mo = money('ofr', y);
  const rate = r2(rng.int(60, 95) * (1 + (y - 2002) * 0.02));
  const ops = pickOps(rng, OPS_DE, rng.int(2, 4), rate);
  const parts = pickParts(rng, PARTS_DE, rng.int(3, 6), mo.f, () => digits(rng, 7), 0.3);
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(8000, 220000);
  p.text(40, 'Opel Service', { size: 9, bold: true });
  p.text(40, shop, { size: 14, bold: true, y: 76 });
  p.text(360, a.street, { y: 60, size: 8 })
    .text(360, a.line2, { y: 70, size: 8 })
    .text(360, `Telefon 0${digits(rng, 4)} ${digits(rng, 5)}`, { y: 80, size: 8 });
  const cust = personDE(rng);
  const ca = place(rng, 'ofr');
  p.text(40, cust, { y: 135, size: 10 }).text(40, ca.street, { y: 148, size: 10 }).text(40, ca.line2, { y: 161, size: 10 });
  // header as a two-row table with labels above
  const heads = ['Rechnung', 'Datum', 'Kunde', 'Auftrag', 'Berater'];
  const vals = [digits(rng, 7), fd(date, 'de'), digits(rng, 6), digits(rng, 6), rng.pick(LAST_DE)];
  heads.forEach((h, i) => {
    p.box(40 + i * 103, 190, 103, 28);
    p.text(44 + i * 103, h, { y: 199, size: 6.5 }).text(44 + i * 103, vals[i], { y: 213, size: 9 });
  });
  const h2 = ['Kennzeichen', 'Fahrzeug-Ident-Nr.', 'Erstzulassung', 'Laufleistung', 'Modell'];
  const v2 = [
    plate(rng, 'ofr'),
    vin(rng, 'W0L'),
    fd(rng.date(y - 10, y - 1), 'de'),
    `${num(km, 'de').slice(0, -3)} km`,
    rng.pick(['Astra G Caravan', 'Corsa C 1.2', 'Vectra C 1.8', 'Zafira B', 'Meriva A']),
  ];
  h2.forEach((h, i) => {
    p.box(40 + i * 103, 218, 103, 28);
    p.text(44 + i * 103, h, { y: 227, size: 6.5 }).text(44 + i * 103, v2[i], { y: 241, size: i === 1 ? 7 : 9 });
  });
  p.y = 272;
  const c = [40, 110, 360, 400, 460, 500, 555];
  const hd = ['AP-/Teile-Nr.', 'Bezeichnung', 'Menge', 'ME', 'Preis/ME', 'Rabatt', 'Betrag'];
  hd.forEach((h, i) => p.text(c[i], h, { size: 7.5, bold: true, align: i === 2 || i === 4 || i === 6 ? 'right' : 'left' }));
  rule(p, 40, 515, p.y + 4);
  p.down(17);
  p.text(40, 'Lohn', { size: 9, bold: true, serif: true });
  p.down(13);
  for (const o of ops) {
    const cells = [digits(rng, 4) + ' ' + digits(rng, 3), o.text, de(o.qty), 'Std', de(o.price), '', de(o.amount)];
    cells.forEach((t, i) => t && p.text(c[i], t, { size: 8.5, align: i === 2 || i === 4 || i === 6 ? 'right' : 'left' }));
    p.down(12);
  }
  p.text(460, 'Summe Lohn', { size: 8.5, align: 'right' }).text(555, de(lab), { size: 8.5, bold: true, align: 'right' });
  p.down(18);
  p.text(40, 'Material', { size: 9, bold: true, serif: true });
  p.down(13);
  for (const x of parts) {
    const cells = [x.no, x.text, String(x.qty), x.unit, de(x.price), x.disc ? `${x.disc} %` : '', de(x.amount)];
    cells.forEach((t, i) => t && p.text(c[i], t, { size: 8.5, align: i === 2 || i === 4 || i === 6 ? 'right' : 'left' }));
    p.down(12);
  }
  p.text(460, 'Summe Material', { size: 8.5, align: 'right' }).text(555, de(prt), { size: 8.5, bold: true, align: 'right' });
  p.down(24);
  p.box(300, p.y - 10, 255, 48);
  p.text(306, 'Gesamt netto', { size: 9 }).text(550, de(net), { size: 9, align: 'right' });
  p.down(13);
  p.text(306, `zzgl. ${mo.vat} % MwSt.`, { size: 9 }).text(550, de(vat), { size: 9, align: 'right' });
  p.down(15);
  p.text(306, 'Endbetrag EUR', { size: 10, bold: true }).text(550, de(gross), { size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(40, 'Für die ausgeführten Arbeiten gewähren wir 12 Monate Gewährleistung gemäß unseren Reparaturbedingungen.', { size: 7.5 });
  p.text(
    40,
    `${shop} · Inhaber ${personDE(rng)} · HRA ${digits(rng, 4)} Amtsgericht Hof · St.-Nr. 223/${digits(rng, 3)}/${digits(rng, 5)} · Sparkasse Hochfranken IBAN ${ibanDE(rng)}`,
    { size: 6, y: 806 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 8. Brandenburg just after the Wende: an early PC program's invoice in DM, VAT summary table below. */
export function potsdamNachwendePC(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'bb');
  const shop = `Autoservice ${rng.pick(['Havelland', 'Potsdam-West', 'Lausitz', 'Oderland', 'Uckermark'])} GmbH`;
  const date = rng.date(1991, 1997);
  const y = yearOf(date);
  const mo = money('bb', y);
  const rate = rng.int(48, 72);
  const ops = pickOps(
    rng,
    OPS_DE.filter((o) => !o[0].includes('Klima') && !o[0].includes('Fehlerspeicher') && !o[0].includes('Luftmassen')),
    rng.int(2, 4),
    rate,
  );
  const parts = pickParts(rng, PARTS_DE, rng.int(2, 5), 1.6, () => digits(rng, 6));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(30000, 190000);
  p.text(40, shop, { size: 12, bold: true, serif: true });
  p.text(40, `${a.street}, O-${a.zip.slice(0, 4)} ${a.town}`, { size: 9, serif: true, y: 74 });
  p.text(40, `Telefon ${a.town.slice(0, 3)} ${digits(rng, 4)}`, { size: 9, serif: true, y: 86 });
  p.text(40, personDE(rng), { y: 128, serif: true }).text(40, place(rng, 'bb').street, { y: 140, serif: true });
  p.y = 180;
  p.text(40, `Rechnung-Nr.: ${digits(rng, 4)}`, { size: 10, serif: true }).text(300, `Datum: ${fd(date, 'de')}`, { size: 10, serif: true });
  p.down(14);
  p.text(40, `Fahrzeug: ${rng.pick(['Trabant 601 S', 'Wartburg 1.3', 'VW Golf II', 'Opel Kadett E', 'Lada 2107', 'Skoda Favorit'])}`, {
    size: 10,
    serif: true,
  }).text(300, `Pol. Kennz.: ${plate(rng, 'bb')}`, { size: 10, serif: true });
  p.down(14);
  p.text(40, `km-Stand: ${km}`, { size: 10, serif: true }).text(300, `Auftrag vom: ${fd(addDays(date, -rng.int(1, 5)), 'de')}`, { size: 10, serif: true });
  p.down(24);
  p.text(40, 'Ausgeführte Arbeiten', { size: 10, bold: true, serif: true })
    .text(420, 'Std.', { size: 10, serif: true, align: 'right' })
    .text(555, 'DM', { size: 10, serif: true, align: 'right' });
  p.down(14);
  for (const o of ops) {
    p.text(40, o.text, { size: 10, serif: true })
      .text(420, de(o.qty), { size: 10, serif: true, align: 'right' })
      .text(555, de(o.amount), { size: 10, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(300, `Lohn (Std.-Satz ${de(rate)})`, { size: 10, serif: true }).text(555, de(lab), { size: 10, serif: true, align: 'right' });
  p.down(22);
  p.text(40, 'Verwendetes Material', { size: 10, bold: true, serif: true })
    .text(420, 'Menge', { size: 10, serif: true, align: 'right' })
    .text(555, 'DM', { size: 10, serif: true, align: 'right' });
  p.down(14);
  for (const x of parts) {
    p.text(40, x.text, { size: 10, serif: true })
      .text(420, String(x.qty), { size: 10, serif: true, align: 'right' })
      .text(555, de(x.amount), { size: 10, serif: true, align: 'right' });
    p.down(13);
  }
  p.text(300, 'Material', { size: 10, serif: true }).text(555, de(prt), { size: 10, serif: true, align: 'right' });
  p.down(24);
  p.box(40, p.y - 11, 515, 44);
  p.text(46, 'Steuersatz', { size: 9, serif: true })
    .text(200, 'Nettoentgelt', { size: 9, serif: true, align: 'right' })
    .text(320, 'MwSt.', { size: 9, serif: true, align: 'right' })
    .text(450, 'Bruttobetrag', { size: 9, serif: true, align: 'right' });
  p.down(13);
  p.text(46, `${mo.vat} %`, { size: 9, serif: true })
    .text(200, de(net), { size: 9, serif: true, align: 'right' })
    .text(320, de(vat), { size: 9, serif: true, align: 'right' })
    .text(450, de(gross), { size: 9, serif: true, align: 'right' });
  p.down(13);
  p.text(46, 'Rechnungsbetrag DM', { size: 10, bold: true, serif: true }).text(550, de(gross), { size: 10, bold: true, serif: true, align: 'right' });
  p.down(40);
  p.text(40, 'Der Rechnungsbetrag ist bei Abholung des Fahrzeuges bar zu zahlen.', { size: 9, serif: true });
  p.text(
    40,
    `Bankverbindung: ${rng.pick(['Deutsche Kreditbank', 'Sparkasse Potsdam', 'Raiffeisenbank Cottbus'])} BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} Kto. ${digits(rng, 7)}`,
    { size: 8, serif: true, y: 800 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 9. Lower Bavaria, Audi partner 2020s: invoice date and a separate Leistungsdatum, km at acceptance and return, QR line. */
export function straubingLeistungsdatum(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ndb');
  const shop = `${rng.pick(LAST_DE)} Automobile GmbH`;
  const work = rng.date(2020, 2026);
  const inv = addDays(work, rng.int(1, 6));
  const y = yearOf(work);
  const mo = money('ndb', y);
  const awRate = r2(rng.int(17, 24) * 0.99);
  const ops = rng.some(OPS_DE, rng.int(2, 3)).map(([t, h]) => {
    const aw = Math.round(h * 10 * (0.9 + rng.next() * 0.3));
    return { text: t, aw, amount: r2(aw * awRate) };
  });
  const parts = pickParts(rng, PARTS_DE, rng.int(3, 5), mo.f, () => partNo(rng, 'vw'));
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * 19) / 100);
  const gross = r2(net + vat);
  const kmIn = rng.int(3000, 160000);
  p.text(555, shop, { size: 13, bold: true, align: 'right' });
  p.text(555, `Audi Service Partner · ${a.short}`, { size: 8, align: 'right', y: 73 });
  p.text(40, `${shop} | ${a.street} | ${a.line2}`, { size: 6, y: 112 });
  p.text(40, `${rng.pick(['Frau', 'Herrn'])} ${personDE(rng)}`, { y: 128, size: 9.5 }).text(40, place(rng, 'ndb').street, { y: 140, size: 9.5 });
  const info: [string, string][] = [
    ['Rechnungsdatum', fd(inv, 'de')],
    ['Leistungsdatum', fd(work, 'de')],
    ['Rechnungsnummer', `RE-${digits(rng, 8)}`],
    ['Auftragsnummer', `A${digits(rng, 6)}`],
    ['Kundennummer', digits(rng, 7)],
    ['Ihr Serviceberater', personDE(rng)],
  ];
  info.forEach(([l, v], i) => p.text(350, l, { y: 120 + i * 11, size: 7.5 }).text(555, v, { y: 120 + i * 11, size: 7.5, align: 'right' }));
  p.text(40, 'Rechnung', { y: 210, size: 16 });
  p.y = 232;
  const vv: [string, string][] = [
    ['Fahrzeug', rng.pick(['Audi A3 Sportback 35 TFSI', 'Audi A4 Avant 40 TDI', 'Audi Q5 45 TFSI quattro', 'Audi e-tron 55'])],
    ['Kennzeichen', plate(rng, 'ndb')],
    ['FIN', vin(rng, 'WAU')],
    ['km bei Annahme', num(kmIn, 'de').slice(0, -3)],
    ['km bei Rückgabe', num(kmIn + rng.int(1, 12), 'de').slice(0, -3)],
  ];
  vv.forEach(([l, v], i) => {
    const x = i < 3 ? 40 : 320;
    const yy = p.y + (i % 3) * 11;
    p.text(x, `${l}:`, { y: yy, size: 8 }).text(x + 85, v, { y: yy, size: 8 });
  });
  p.y = 282;
  p.box(40, p.y - 10, 515, 14, true);
  p.text(44, 'Leistung', { size: 8, bold: true })
    .text(420, 'AW', { size: 8, bold: true, align: 'right' })
    .text(555, 'Netto €', { size: 8, bold: true, align: 'right' });
  p.down(15);
  for (const o of ops) {
    p.text(44, o.text, { size: 8.5 }).text(420, String(o.aw), { size: 8.5, align: 'right' }).text(552, de(o.amount), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.text(44, `1 AW = 6 Minuten · AW-Preis ${de(awRate)} €`, { size: 7 });
  p.down(18);
  p.box(40, p.y - 10, 515, 14, true);
  p.text(44, 'Teile-Nr.', { size: 8, bold: true })
    .text(140, 'Teil', { size: 8, bold: true })
    .text(420, 'Menge', { size: 8, bold: true, align: 'right' })
    .text(480, 'Einzel €', { size: 8, bold: true, align: 'right' })
    .text(555, 'Netto €', { size: 8, bold: true, align: 'right' });
  p.down(15);
  for (const x of parts) {
    p.text(44, x.no, { size: 8.5 })
      .text(140, x.text, { size: 8.5 })
      .text(420, String(x.qty), { size: 8.5, align: 'right' })
      .text(480, de(x.price), { size: 8.5, align: 'right' })
      .text(552, de(x.amount), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(14);
  const tt: [string, string][] = [
    ['Arbeitsleistungen netto', de(lab)],
    ['Teile netto', de(prt)],
    ['Summe netto', de(net)],
    ['Umsatzsteuer 19 %', de(vat)],
  ];
  tt.forEach(([l, v]) => {
    p.text(340, l, { size: 8.5 }).text(552, v, { size: 8.5, align: 'right' });
    p.down(12);
  });
  rule(p, 340, 215, p.y - 8, true);
  p.down(4);
  p.text(340, 'Gesamtbetrag', { size: 10.5, bold: true }).text(552, `${de(gross)} €`, { size: 10.5, bold: true, align: 'right' });
  p.down(28);
  p.text(40, 'Zahlen Sie bequem per Banking-App: QR-Code (GiroCode) oben rechts auf der Rückseite scannen.', { size: 7.5 });
  p.text(
    40,
    `Sitz: ${a.short} · Registergericht: Amtsgericht Straubing HRB ${digits(rng, 4)} · Geschäftsführer: ${personDE(rng)} · USt-IdNr.: DE${digits(rng, 9)}`,
    { size: 6, y: 798 },
  );
  p.text(40, `Bankverbindung: Sparkasse Niederbayern-Mitte · IBAN ${ibanDE(rng)} · BIC BYLADEM1SRG`, { size: 6, y: 807 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: work,
    serviceMileage: kmIn,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}

/** 10. Upper Franconia, a classic-car workshop 2010s: long job texts, hours per job, parts table, VAT box. */
export function kulmbachKlassikWerkstatt(rng: Random): Generated {
  const p = new PageBuilder();
  const a = place(rng, 'ofr');
  const shop = `Klassik-Werkstatt ${rng.pick(LAST_DE)}`;
  const date = rng.date(2010, 2026);
  const y = yearOf(date);
  const mo = money('ofr', y);
  const rate = rng.int(75, 115);
  const jobsAll = [
    'Vergaser zerlegt, gereinigt, Schwimmerstand eingestellt',
    'Zündung eingestellt, Unterbrecherkontakte ersetzt',
    'Bremsanlage überholt, Radbremszylinder erneuert',
    'Ventilspiel eingestellt, Ventildeckeldichtung erneuert',
    'Kühlsystem gespült, Thermostat ersetzt',
    'Unterboden konserviert (Hohlraumversiegelung)',
    'Oldtimer-Vollabnahme §23 StVZO vorbereitet',
  ];
  const ops = rng.some(jobsAll, rng.int(2, 4)).map((t) => {
    const h = rng.int(2, 16) / 2;
    return { text: t, h, amount: r2(h * rate) };
  });
  const partsAll: [string, number][] = [
    ['Vergaser-Dichtsatz', 38],
    ['Unterbrecherkontakt', 14],
    ['Kondensator', 9.5],
    ['Radbremszylinder', 46],
    ['Ventildeckeldichtung', 22],
    ['Thermostat 80 °C', 29],
    ['Hohlraumkonservierung 1 l', 24],
    ['Bremsschlauch', 18],
  ];
  const parts = rng.some(partsAll, rng.int(2, 5)).map(([t, pr]) => {
    const q = rng.pick([1, 1, 2, 4]);
    const price = r2(pr * (1 + (y - 2010) * 0.03));
    return { text: t, q, price, amount: r2(q * price) };
  });
  const lab = sum(ops.map((o) => o.amount));
  const prt = sum(parts.map((x) => x.amount));
  const net = r2(lab + prt);
  const vat = r2((net * mo.vat) / 100);
  const gross = r2(net + vat);
  const km = rng.int(40000, 190000);
  p.text(40, shop, { size: 20, serif: true, bold: true });
  p.text(40, `Restaurierung · Wartung · Gutachtenvorbereitung — ${a.street}, ${a.line2}`, { size: 8, serif: true, y: 76 });
  rule(p, 40, 515, 84, true);
  p.text(40, `${personDE(rng)}, ${place(rng, 'ofr').line2}`, { y: 120, size: 9 });
  p.text(555, `${a.short}, ${fd(date, 'delong')}`, { y: 120, size: 9, align: 'right' });
  p.text(40, `Rechnung Nr. ${y}${digits(rng, 3)}`, { y: 156, size: 12, bold: true });
  p.text(
    40,
    `für Ihr Fahrzeug ${rng.pick(['Porsche 911 Carrera (964)', 'Mercedes-Benz 280 SE (W116)', 'BMW 2002 tii', 'VW Käfer 1303', 'Opel GT 1900'])}, amtl. Kennzeichen ${plate(rng, 'ofr')}H, Tachostand ${num(km, 'de').slice(0, -3)} km`,
    { y: 172, size: 9 },
  );
  p.text(40, `Fahrgestell-Nr. ${vin(rng).slice(0, rng.int(10, 13))}`, { y: 184, size: 9 });
  p.y = 214;
  p.text(40, 'Arbeiten', { size: 10, bold: true }).text(470, 'Stunden', { size: 8, align: 'right' }).text(555, 'Euro', { size: 8, align: 'right' });
  p.down(14);
  ops.forEach((o, i) => {
    p.text(40, `${i + 1}.`, { size: 9 })
      .text(56, o.text, { size: 9 })
      .text(470, de(o.h), { size: 9, align: 'right' })
      .text(555, de(o.amount), { size: 9, align: 'right' });
    p.down(13);
  });
  p.text(56, `Stundenverrechnungssatz ${de(rate)} €, Summe Arbeitslohn`, { size: 8.5 }).text(555, de(lab), { size: 9, bold: true, align: 'right' });
  p.down(22);
  p.text(40, 'Ersatzteile', { size: 10, bold: true })
    .text(400, 'Stk.', { size: 8, align: 'right' })
    .text(470, 'à', { size: 8, align: 'right' })
    .text(555, 'Euro', { size: 8, align: 'right' });
  p.down(14);
  for (const x of parts) {
    p.text(56, x.text, { size: 9 })
      .text(400, String(x.q), { size: 9, align: 'right' })
      .text(470, de(x.price), { size: 9, align: 'right' })
      .text(555, de(x.amount), { size: 9, align: 'right' });
    p.down(13);
  }
  p.text(56, 'Summe Ersatzteile', { size: 8.5 }).text(555, de(prt), { size: 9, bold: true, align: 'right' });
  p.down(26);
  p.box(330, p.y - 12, 225, 50);
  p.text(336, 'Nettobetrag', { size: 9 }).text(550, de(net), { size: 9, align: 'right' });
  p.down(13);
  p.text(336, `${mo.vat} % Umsatzsteuer`, { size: 9 }).text(550, de(vat), { size: 9, align: 'right' });
  p.down(15);
  p.text(336, 'Rechnungsbetrag', { size: 10, bold: true }).text(550, `${de(gross)} €`, { size: 10, bold: true, align: 'right' });
  p.down(40);
  p.text(40, 'Mit freundlichen Grüßen und allzeit gute Fahrt!', { size: 9, serif: true });
  p.text(40, `${a.short} · USt-IdNr. DE${digits(rng, 9)} · VR Bank Oberfranken Mitte eG · IBAN ${ibanDE(rng)}`, { size: 6.5, y: 806 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: prt,
    totalCost: gross,
    workPerformed: ops.map((o) => o.text),
    partsUsed: parts.map((x) => x.text),
  });
}
