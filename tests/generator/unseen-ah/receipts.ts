/** gen-unseen-ah: slips and receipts — a Raiffeisen counter, a motorcycle parts counter, an inspection fee, a farm co-op, an autojumble stall, a club permit fee. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, vatDE } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import * as k from './kit';

const at = (iso: string) => Number(iso.slice(0, 4));

/** A Raiffeisen Warengenossenschaft's till slip in the Emsland: oil and grease for the Schlepper, MwSt split at the foot. */
export function raiffeisenKassenbon(rng: Random): Generated {
  const date = rng.date(2002, 2024);
  const y = at(date);
  const vat = vatDE(y);
  const pool: k.Part[] = [
    ['HYDRAULIKOEL HLP46 20L', 55, 95],
    ['MOTOROEL SAE30 HD 5L', 22, 40],
    ['ABSCHMIERFETT 400G', 5, 9],
    ['KEILRIEMEN A 38', 9, 16],
    ['ARBEITSHANDSCHUHE', 3, 7],
    ['BINDEGARN 2KG', 8, 14],
    ['FROSTSCHUTZ 5L', 12, 22],
    ['GLUEHBIRNE 6V 25W', 2, 5],
  ];
  const items = k.parts(rng, pool, rng.int(2, 5), 1);
  const gross = k.total(items);
  const net = k.r2(gross / (1 + vat / 100));
  const tax = k.r2(gross - net);
  const shop = `Raiffeisen-Warengenossenschaft ${rng.pick(['Emsland-Süd', 'Hümmling', 'Niedergrafschaft'])} eG`;
  const p = new PageBuilder();
  p.y = 60;
  const x = 190;
  p.text(297, shop, { size: 9.5, bold: true, align: 'center' }).down(12);
  p.text(297, `Raiffeisen-Markt ${rng.pick(['Sögel', 'Lathen', 'Dörpen', 'Emsbüren'])}`, { size: 8.5, align: 'center' }).down(20);
  p.text(x, `${fd(date, 'de')}  ${k.pad(rng.int(7, 18), 2)}:${k.pad(rng.int(0, 59), 2)}   Bon ${rng.int(1000, 9999)}`, { size: 8 }).down(16);
  for (const it of items) {
    p.text(x, it.text, { size: 8 }).down(10);
    p.text(x + 10, `${it.qty} x ${num(it.unit, 'de')}`, { size: 8 })
      .text(405, `${num(it.amount, 'de')} A`, { size: 8, align: 'right' })
      .down(12);
  }
  hline(p, x, 215, p.y - 4);
  p.down(8);
  p.text(x, 'SUMME EUR', { size: 10, bold: true }).text(405, num(gross, 'de'), { size: 10, bold: true, align: 'right' }).down(14);
  p.text(x, 'EC-Karte', { size: 8 }).text(405, num(gross, 'de'), { size: 8, align: 'right' }).down(16);
  p.text(x, `A = ${vat}%  Netto ${num(net, 'de')}  MwSt ${num(tax, 'de')}`, { size: 7.5 }).down(16);
  p.text(297, 'Vielen Dank für Ihren Einkauf!', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A motorcycle parts counter's Barverkauf slip (DM or euro): Kolbenringe, Kette, Zündkerzen — paid in cash. */
export function teiletheke(rng: Random): Generated {
  const date = rng.date(1978, 2024);
  const y = at(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const vat = vatDE(y);
  const items = k.parts(rng, k.MOTO_PARTS_DE, rng.int(1, 4), k.eraFactor(y, cur) * (1 + vat / 100));
  const gross = k.total(items);
  const shop = `Zweirad-Teile ${rng.pick(['Waibel', 'Allgaier', 'Hörmann'])} GmbH`;
  const p = new PageBuilder();
  p.y = 70;
  p.box(120, 45, 355, 260);
  p.text(297, shop, { size: 11, bold: true, align: 'center' }).down(12);
  p.text(297, 'Ersatzteile für BMW · Zündapp · NSU · DKW', { size: 7.5, align: 'center' }).down(22);
  p.text(135, 'BARVERKAUF', { size: 10, bold: true })
    .text(460, `Nr. ${rng.int(10000, 99999)}`, { size: 8.5, align: 'right' })
    .down(14);
  p.text(135, `Datum: ${fd(date, 'de2')}`, { size: 8.5 }).down(18);
  for (const it of items) p.text(135, `${it.qty} ${it.text}`, { size: 8.5 }).text(460, num(it.amount, 'de'), { size: 8.5, align: 'right' }).down(13);
  hline(p, 360, 100, p.y - 4);
  p.down(10);
  p.text(135, `Gesamt ${cur}`, { size: 10, bold: true }).text(460, num(gross, 'de'), { size: 10, bold: true, align: 'right' }).down(14);
  p.text(135, `inkl. ${vat} % MwSt.  –  Betrag bar erhalten`, { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A testing station's fee receipt for the Hauptuntersuchung of a Zugmaschine or a motorcycle (Gebühr + MwSt). */
export function pruefstelleGebuehr(rng: Random): Generated {
  const date = rng.date(1990, 2024);
  const y = at(date);
  const cur = y < 2002 ? 'DM' : 'EUR';
  const vat = vatDE(y);
  const fee = k.r2(Math.round((y < 2002 ? rng.int(55, 95) : rng.int(45, 95)) * (y < 2002 ? 1 : 1) * 100) / 100 + rng.pick([0, 0.5, 0.9]));
  const extra = rng.chance(0.5) ? k.r2(rng.int(8, 25) + 0.5) : 0;
  const net = k.r2(fee + extra);
  const tax = k.r2((net * vat) / 100);
  const gross = k.r2(net + tax);
  const shop = `${rng.pick(['TÜV', 'DEKRA', 'GTÜ'])}-Prüfstelle ${rng.pick(['Crailsheim', 'Kempten', 'Meppen', 'Öhringen'])}`;
  const v = rng.pick([...k.TRACTORS_DE, ...k.MOTORCYCLES.slice(0, 6)]);
  const p = new PageBuilder();
  p.y = 65;
  p.text(50, shop, { size: 14, bold: true }).down(14);
  p.text(50, 'Quittung über Prüfgebühren', { size: 11 }).down(26);
  const rows: [string, string][] = [
    ['Prüfdatum', fd(date, 'de')],
    [
      'Fahrzeug',
      `${k.named(v)} ${v.make === 'Lanz' || v.make === 'Fendt' || v.make === 'Hanomag' || v.make === 'Deutz' || v.make === 'Eicher' || v.make === 'Porsche-Diesel' ? '(Zugmaschine, grünes Kennzeichen)' : '(Kraftrad)'}`,
    ],
    ['Prüfbericht-Nr.', `${rng.int(1000000, 9999999)}`],
  ];
  for (const [a, b] of rows) p.text(50, a, { size: 9 }).text(170, b, { size: 9 }).down(13);
  p.down(12);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }];
  k.line(p, cols, ['Hauptuntersuchung § 29 StVZO', num(fee, 'de')]);
  if (extra) k.line(p, cols, [rng.pick(['Nachprüfung', 'Abgasuntersuchung', 'Plakette und Bearbeitung']), num(extra, 'de')]);
  k.line(p, cols, [`MwSt. ${vat} %`, num(tax, 'de')]);
  hline(p, 300, 100, p.y - 6);
  p.down(6);
  k.line(p, cols, [`Bezahlt ${cur}`, num(gross, 'de')], { bold: true, size: 10 });
  p.down(14);
  p.text(50, `Nächste HU: ${fd(date, 'de').slice(3, 5)}/${y + 2}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A farmers' co-op counter ticket in Iowa or Wisconsin: fuel, oil and filters; ag-exempt items, tax on the rest. */
export function farmCoopTicket(rng: Random): Generated {
  const date = rng.date(1970, 2024);
  const y = at(date);
  const pool: k.Part[] = [
    ['15W-40 OIL 2.5 GAL', 25, 45],
    ['HY-GARD 5 GAL', 45, 85],
    ['GREASE TUBES 10PK', 18, 35],
    ['FUEL FILTER', 8, 22],
    ['BATTERY 6V', 70, 140],
    ['TWINE', 25, 45],
    ['SPARK PLUGS', 3, 7],
  ];
  const items = k.parts(rng, pool, rng.int(2, 5), k.eraFactor(y, 'USD'));
  const sub = k.total(items);
  const taxRate = y < 1992 ? 4 : 6;
  const tax = k.r2((sub * taxRate) / 100);
  const gross = k.r2(sub + tax);
  const shop = `${rng.pick(['Farmers Cooperative', 'Landus', 'Heartland Co-op', 'Farmers Union Co-op'])} ${rng.pick(['Elevator Co.', 'Supply', 'Oil Co.'])}`;
  const p = new PageBuilder();
  p.y = 60;
  p.text(60, shop, { size: 12, bold: true }).down(12);
  p.text(60, `${rng.pick(['Rock Valley, IA', 'Sheldon, IA', 'Marshfield, WI', 'Chilton, WI'])}`, { size: 8.5 }).down(20);
  p.text(60, `TICKET ${rng.int(100000, 999999)}`, { size: 9 })
    .text(330, fd(date, 'us'), { size: 9, align: 'right' })
    .down(12);
  p.text(60, `ACCT ${rng.int(1000, 9999)} ${k.enPerson(rng).toUpperCase()}`, { size: 9 }).down(18);
  for (const it of items) p.text(60, `${it.qty} ${it.text}`, { size: 9 }).text(330, num(it.amount, 'en'), { size: 9, align: 'right' }).down(12);
  p.down(6);
  p.text(60, 'SUBTOTAL', { size: 9 }).text(330, num(sub, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(60, `TAX ${taxRate}%`, { size: 9 }).text(330, num(tax, 'en'), { size: 9, align: 'right' }).down(12);
  p.text(60, 'TOTAL', { size: 10, bold: true }).text(330, num(gross, 'en'), { size: 10, bold: true, align: 'right' }).down(12);
  p.text(60, rng.pick(['CHARGE TO ACCOUNT', 'PAID CASH', 'PAID CHECK']), { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** An autojumble stall's receipt book page: received with thanks for spares for a British bike or a Fergie. */
export function autojumbleReceipt(rng: Random): Generated {
  const date = rng.date(1985, 2024);
  const y = at(date);
  const pool = rng.chance(0.5) ? k.MOTO_PARTS_EN : k.TRAC_PARTS_EN;
  const items = k.parts(rng, pool, rng.int(1, 3), k.eraFactor(y, 'GBP')).map((l) => ({ ...l, amount: Math.round(l.amount) }));
  const gross = items.reduce((a, l) => a + l.amount, 0);
  const shop = `${rng.pick(['A. & J. Burrows', 'Kirkby Spares', 'Tremlett Bros'])} (${rng.pick(['Classic Bike Spares', 'Vintage Tractor Parts'])})`;
  const p = new PageBuilder();
  p.y = 70;
  p.box(70, 40, 455, 250);
  p.text(85, shop, { size: 11, bold: true, serif: true }).down(12);
  p.text(85, `Stand ${rng.int(1, 300)}, ${rng.pick(['Shepton Mallet', 'Newark', 'Stafford', 'Lincoln'])} autojumble`, { size: 8.5, serif: true }).down(24);
  p.text(85, `No. ${k.pad(rng.int(1, 999), 4)}`, { size: 9, serif: true })
    .text(510, `Date ${fd(date, 'ukdot')}`, { size: 9, serif: true, align: 'right' })
    .down(20);
  p.text(85, `Received from ${k.enPerson(rng)} with thanks`, { size: 10, serif: true }).down(18);
  for (const it of items) p.text(95, it.text, { size: 10, serif: true }).text(510, `£${it.amount}.00`, { size: 10, serif: true, align: 'right' }).down(15);
  hline(p, 420, 90, p.y - 5);
  p.down(10);
  p.text(95, 'Total', { size: 10, bold: true, serif: true }).text(510, `£${gross}.00`, { size: 10, bold: true, serif: true, align: 'right' }).down(16);
  p.text(85, 'Cash.  Sold as seen, no refunds.', { size: 8.5, serif: true });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** A Victorian historic vehicle club's receipt for a club permit renewal (permit fee, log book, membership). */
export function clubPermitReceipt(rng: Random): Generated {
  const date = rng.date(2005, 2024);
  const club = `${rng.pick(['Wimmera', 'Gippsland', 'Goulburn Valley', 'Western District'])} ${rng.pick(['Vintage Machinery Club', 'Historic Motorcycle Club', 'Commercial Vehicle Preservation Society'])} Inc.`;
  const lines: [string, number][] = [
    ['Club permit renewal (90-day log book scheme)', rng.int(90, 160) + rng.pick([0, 0.5, 0.4])],
    ['Annual membership', rng.int(40, 90)],
  ];
  if (rng.chance(0.5)) lines.push(['Log book', rng.int(10, 20)]);
  const gross = k.r2(lines.reduce((a, l) => a + l[1], 0));
  const gst = k.r2(gross / 11);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, club, { size: 12, bold: true, align: 'center' }).down(12);
  p.text(297, `ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)} · Victoria`, { size: 8, align: 'center' }).down(26);
  p.text(50, 'RECEIPT', { size: 12, bold: true })
    .text(545, `Receipt no. ${rng.int(100, 3000)}`, { size: 9, align: 'right' })
    .down(14);
  p.text(545, `Date received: ${fd(date, 'uk')}`, { size: 9, align: 'right' }).down(18);
  p.text(50, `Member: ${k.enPerson(rng)} (No. ${rng.int(100, 999)})`, { size: 9.5 }).down(13);
  const v = rng.pick([...k.TRACTORS_UK, ...k.UK_COMMERCIAL, ...k.MOTORCYCLES]);
  p.text(50, `Vehicle: ${k.named(v)}   Club permit ${rng.int(10000, 99999)}H`, { size: 9.5 }).down(22);
  for (const [t, a] of lines) p.text(50, t, { size: 9.5 }).text(545, num(a, 'en'), { size: 9.5, align: 'right' }).down(14);
  hline(p, 420, 125, p.y - 5);
  p.down(8);
  p.text(330, 'Total received', { bold: true })
    .text(545, `$${num(gross, 'en')}`, { bold: true, align: 'right' })
    .down(13);
  p.text(330, 'includes GST', { size: 8 }).text(545, num(gst, 'en'), { size: 8, align: 'right' }).down(20);
  p.text(50, `Treasurer: ${k.enPerson(rng)}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: club, date, totalCost: gross });
}
