/**
 * Receipts for the paper around a car rather than work on it: the registration office's cash slip, the plate maker's
 * till receipt, a US DMV fee receipt and an Irish motor tax office receipt.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, r2, row, sum, vatDE, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_TOWNS, US_TOWNS, car, digits, letters, personDE, personEN, plateDE } from './kit';

export function zulassungsKasse(rng: Random): Generated {
  const date = rng.date(2002, 2026);
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const office = rng.pick([`Landratsamt ${town}`, `Stadt ${town} — Bürgeramt`, `Kreisverwaltung ${town}`]);
  const items: [string, number][] = [
    [date < '2007-03' ? 'Zulassung Fahrzeug (Oldtimer, § 21c StVZO)' : 'Zulassung Fahrzeug (Oldtimer, § 9 FZV)', rng.pick([26.3, 27.9, 30.6])],
    ['Begutachtung H-Kennzeichen — Eintragung', rng.pick([10.2, 11.7])],
    ['Stempelplaketten (2 Stück)', rng.pick([3.6, 4.2])],
  ];
  if (rng.chance(0.6)) items.push(['Wunschkennzeichen Reservierung', 12.8]);
  if (rng.chance(0.4)) items.push(['Ausfertigung Zulassungsbescheinigung Teil II', 12.9]);
  const total = sum(items.map((i) => i[1]));
  const p = new PageBuilder();
  p.text(297, office, { size: 12, bold: true, align: 'center' });
  p.down(14).text(297, `Kfz-Zulassungsstelle · ${plz} ${town}`, { size: 9, align: 'center' });
  p.down(28).text(297, 'Quittung / Gebührenbescheid', { size: 13, bold: true, align: 'center' });
  p.down(22);
  p.text(100, `Vorgangs-Nr. ${digits(rng, 8)}`, { size: 9 });
  p.text(495, `Kasse ${rng.int(1, 6)}`, { size: 9, align: 'right' });
  p.down(14).text(100, `Datum: ${fd(date, 'de')}  ${rng.int(8, 15)}:${String(rng.int(0, 59)).padStart(2, '0')} Uhr`, { size: 9 });
  p.down(14).text(100, `Kennzeichen: ${plateDE(rng, dist, true)}`, { size: 9 });
  p.down(14).text(100, `Gebührenschuldner: ${personDE(rng)}`, { size: 9 });
  p.down(10);
  hline(p, 100, 395);
  const cols: Col[] = [{ x: 100 }, { x: 495, align: 'right' }];
  for (const [a, b] of items) {
    p.down(15);
    row(p, cols, [a, `${num(b, 'de')} €`]);
  }
  p.down(8);
  hline(p, 100, 395);
  p.down(16);
  row(p, cols, ['Summe', `${num(total, 'de')} €`], { bold: true, size: 10.5 });
  p.down(15);
  row(p, cols, [`Bezahlt ${rng.pick(['EC-Karte', 'bar', 'girocard'])}`, `${num(total, 'de')} €`]);
  p.down(24);
  p.text(100, 'Gebühren nach der Gebührenordnung für Maßnahmen im Straßenverkehr (GebOSt).', { size: 7.5 });
  p.down(11).text(100, 'Gebühren sind nicht umsatzsteuerpflichtig.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: office, date, totalCost: total });
}

export function schilderBon(rng: Random): Generated {
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const C = y < 2002 ? 'DM' : 'EUR';
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const shop = rng.pick([
    `Schilder-Express ${town}`,
    `Schilderprägerei ${rng.pick(['Wöhrle', 'Kaiser', 'Nowak'])}`,
    'Kennzeichen-Center am Straßenverkehrsamt',
  ]);
  const f = y < 2002 ? 1.9 : 1;
  const plate = plateDE(rng, dist, true);
  const items: [string, number][] = [[`2 Kfz-Kennzeichen ${plate} (${rng.pick(['520x110', '340x110', '460x110'])})`, r2(rng.pick([24, 27.9, 29.9, 32]) * f)]];
  if (rng.chance(0.6)) items.push(['Kennzeichenhalter chrom', r2(rng.pick([4.9, 6.5, 7.9]) * f)]);
  if (rng.chance(0.4)) items.push(['Feinstaubplakette', r2(5 * f)]);
  const total = sum(items.map((i) => i[1]));
  const vat = vatDE(y);
  const net = r2(total / (1 + vat / 100));
  const p = new PageBuilder();
  const x = 200;
  p.text(297, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(297, `${plz} ${town}`, { size: 8.5, align: 'center' });
  p.down(12).text(297, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 8, align: 'center' });
  p.down(22).text(x, `Bon ${digits(rng, 4)}   ${fd(date, 'de')}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 });
  p.down(6);
  hline(p, x, 195);
  const cols: Col[] = [{ x }, { x: 395, align: 'right' }];
  for (const [a, b] of items) {
    p.down(13);
    row(p, cols, [a, num(b, 'de')], { size: 8.5 });
  }
  p.down(6);
  hline(p, x, 195);
  p.down(14);
  row(p, cols, [`SUMME ${C}`, num(total, 'de')], { size: 10, bold: true });
  p.down(13);
  row(p, cols, [rng.pick(['BAR', 'EC-CASH']), num(total, 'de')], { size: 8.5 });
  p.down(16);
  row(p, cols, [`MwSt ${vat}%  Netto ${num(net, 'de')}`, num(r2(total - net), 'de')], { size: 8 });
  p.down(20).text(297, 'Vielen Dank und gute Fahrt!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function dmvFeeReceipt(rng: Random): Generated {
  const date = rng.date(1988, 2026);
  const [town, st] = rng.pick(US_TOWNS);
  const agency =
    st === 'MI'
      ? 'Secretary of State — Branch Office'
      : st === 'OH'
        ? 'Bureau of Motor Vehicles'
        : st === 'TX'
          ? 'County Tax Assessor-Collector'
          : st === 'PA'
            ? 'PennDOT Driver & Vehicle Services'
            : 'Department of Motor Vehicles';
  const office = `${agency}, ${town}`.toUpperCase();
  const c = car(rng);
  const items: [string, number][] = [
    ['Certificate of title fee', rng.pick([15, 18, 33, 55])],
    [rng.pick(['Historic vehicle plate fee', 'Antique registration (permanent)', 'Collector plate fee']), rng.pick([25, 35, 50, 75])],
    ['County / local fee', rng.pick([5, 10, 12.5])],
  ];
  if (rng.chance(0.5)) items.push(['Use tax on private sale', r2(rng.int(300, 2400) + rng.pick([0, 0.5, 0.25]))]);
  if (rng.chance(0.5)) items.push(['VIN verification', 15]);
  const total = sum(items.map((i) => i[1]));
  const p = new PageBuilder();
  p.text(50, office, { size: 10.5, bold: true });
  p.down(13).text(50, `STATE OF ${st}`, { size: 8.5 });
  p.down(24).text(50, 'FEE RECEIPT', { size: 13, bold: true });
  p.text(545, `Transaction ${digits(rng, 10)}`, { size: 8.5, align: 'right' });
  p.down(18).text(50, `Date: ${fd(date, 'us')}   Clerk: ${letters(rng, 2)}${rng.int(10, 99)}   Window ${rng.int(1, 12)}`, { size: 9 });
  p.down(14).text(50, `Customer: ${personEN(rng).toUpperCase()}`, { size: 9 });
  p.down(14).text(50, `Vehicle: ${c.year} ${c.make.toUpperCase()}  VIN ${c.vin}`, { size: 9 });
  p.down(12);
  hline(p, 50, 495);
  const cols: Col[] = [{ x: 52 }, { x: 543, align: 'right' }];
  for (const [a, b] of items) {
    p.down(15);
    row(p, cols, [a.toUpperCase(), `$${num(b, 'en')}`]);
  }
  p.down(8);
  hline(p, 350, 195);
  p.down(15);
  row(p, cols, ['TOTAL FEES PAID', `$${num(total, 'en')}`], { bold: true });
  p.down(15);
  row(p, cols, [rng.pick(['PAID BY CHECK NO. ' + rng.int(1000, 9999), 'PAID CASH', 'PAID BY CARD']), '']);
  p.down(24).text(50, 'Retain this receipt as proof of payment. Fees are not refundable.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: office, date, totalCost: total });
}

export function irishMotorTaxReceipt(rng: Random): Generated {
  const date = rng.date(1994, 2026);
  const y = Number(date.slice(0, 4));
  const C = y < 2002 ? 'IR£' : '€';
  const [council, seat, code] = rng.pick([
    ['Kilkenny County Council', 'County Hall, Kilkenny', 'KK'],
    ['Kildare County Council', 'Áras Chill Dara, Naas', 'KE'],
    ['Clare County Council', 'New Road, Ennis', 'CE'],
    ['Cork County Council', 'Model Farm Road, Cork', 'C'],
    ['Mayo County Council', 'The Mall, Castlebar', 'MO'],
  ] as const);
  const office = `${council} — Motor Tax Office`;
  const rate = y < 2002 ? rng.pick([36, 40, 45]) : rng.pick([56, 56, 60]);
  const months = rng.pick([12, 6]);
  const tax = months === 12 ? rate : r2(rate * 0.55);
  const arrears = rng.chance(0.3) ? r2(rate / 12) : 0;
  const total = sum([tax, arrears]);
  const c = car(rng, (x) => x.to < y - 30 || x.from < 1980);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const p = new PageBuilder();
  p.text(297, office, { size: 11.5, bold: true, align: 'center' });
  p.down(12).text(297, seat, { size: 8.5, align: 'center' });
  p.down(26).text(297, 'OFFICIAL RECEIPT', { size: 13, bold: true, align: 'center' });
  p.down(22);
  p.text(110, `Receipt No. ${digits(rng, 7)}`, { size: 9 });
  p.text(485, `Date ${fd(date, 'uk')}`, { size: 9, align: 'right' });
  p.down(14).text(110, `Registration: ${String(c.year).slice(2)}-${code}-${rng.int(1, 999)}   (${c.make} ${c.model})`, { size: 9 });
  p.down(14).text(110, `Tax class: Vintage vehicle (over 30 years old), flat rate`, { size: 9 });
  p.down(14).text(110, `Period: ${months} months from ${fd(start, 'uk')}`, { size: 9 });
  p.down(10);
  hline(p, 110, 375);
  const cols: Col[] = [{ x: 112 }, { x: 483, align: 'right' }];
  p.down(15);
  row(p, cols, [`Motor tax, ${months} months`, `${C}${num(tax, 'en')}`]);
  if (arrears) {
    p.down(14);
    row(p, cols, ['Arrears (1 month)', `${C}${num(arrears, 'en')}`]);
  }
  p.down(8);
  hline(p, 300, 185);
  p.down(15);
  row(p, cols, ['Total received', `${C}${num(total, 'en')}`], { bold: true });
  p.down(24).text(110, `Received with thanks from ${personEN(rng)}. Your tax disc is enclosed.`, { size: 8.5 });
  const m0 = Number(start.slice(5, 7)) - 1 + months;
  const next = `${y + Math.floor(m0 / 12)}-${String((m0 % 12) + 1).padStart(2, '0')}-01`;
  p.down(12).text(110, `Disc valid to ${fd(addDays(next, -1), 'uk')}`, { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: office, date, totalCost: total });
}
