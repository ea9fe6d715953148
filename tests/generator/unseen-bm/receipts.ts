/**
 * unseen-bm receipts: a parts counter's till slip under the trader's name and owner's line; a towing firm's receipt
 * under a motoring club's brand; a stationer's "Quittung" pad with a paint shop's stamp; an American parts store's
 * counter ticket; a British MOT station's fee receipt; an Australian tester's receipt for a safety check.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, sum, vatDE, yearOf, type DateStyle } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addressee, caps, FIRST_DE, FIRST_EN, initialOf, LAST_DE, LAST_EN, letterhead, stamp, street, town, type Country } from './kit';
import { priceScale } from './jobs';

function till(p: PageBuilder, items: [string, number][], cur: string, ns: 'de' | 'en'): number {
  const total = sum(items.map((i) => i[1]));
  for (const [d, a] of items) {
    p.text(210, d, { size: 9 });
    p.text(390, num(a, ns), { size: 9, align: 'right' });
    p.down(12);
  }
  hline(p, 205, 190);
  p.down(14);
  p.text(210, ns === 'de' ? 'SUMME' : 'TOTAL', { size: 11, bold: true });
  p.text(390, `${cur} ${num(total, ns)}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  return total;
}

/** 1. A parts counter's till slip: the trader's name in capitals, the owner's line, a buying group's name. */
export function teileTheke(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'AT']);
  const date = rng.date(1988, 2026);
  const y = yearOf(date);
  const owner = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = owner.split(' ')[1];
  const name = rng.pick([`Autoteile ${fam}`, `${fam} Kfz-Teile`, `Autozubehör ${fam}`]);
  const p = new PageBuilder();
  p.box(200, 40, 200, 470);
  p.y = 56;
  letterhead(p, {
    name,
    style: 'caps',
    x: 300,
    size: 13,
    align: 'center',
    below: [
      `Inh. ${initialOf(owner)}`,
      street(rng, c),
      town(rng, c),
      rng.pick(['Partner im Teile-Verbund Süd', 'Mitglied der Kfz-Teile-Einkaufsgemeinschaft', '']),
    ].filter(Boolean),
  });
  p.down(10);
  const ds: DateStyle = 'de';
  p.text(210, `${fd(date, ds)}  ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 9 });
  p.text(390, `Bon ${rng.int(1000, 9999)}`, { size: 9, align: 'right' });
  p.down(18);
  const cur = y < 2002 ? (c === 'AT' ? 'S' : 'DM') : 'EUR';
  const f = priceScale(y) * (y < 2002 ? (c === 'AT' ? 12.5 : 1.85) : 1);
  const items: [string, number][] = rng
    .some<[string, number]>(
      [
        ['Zündkerzen 4x', 23.6],
        ['Ölfilter', 12.9],
        ['Motoröl 20W-50 5l', 39.9],
        ['Wischerblätter Paar', 18.5],
        ['Glühlampe H4', 8.9],
        ['Keilriemen', 15.4],
        ['Bremsflüssigkeit', 11.2],
        ['Kontaktspray', 7.5],
      ],
      rng.int(2, 4),
    )
    .map(([d, a]) => [d, r2(a * f)]);
  const total = till(p, items, cur, 'de');
  const rate = c === 'AT' ? 20 : vatDE(y);
  p.text(210, `enth. MwSt ${rate} %`, { size: 8.5 });
  p.text(390, num(r2((total * rate) / (100 + rate)), 'de'), { size: 8.5, align: 'right' });
  p.down(12);
  p.text(210, 'BAR', { size: 9 });
  p.text(390, num(total, 'de'), { size: 9, align: 'right' });
  p.down(20);
  p.text(300, 'Vielen Dank für Ihren Einkauf!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** 2. A towing firm's receipt under a motoring club's brand ("Vertragspartner"). */
export function abschleppQuittung(rng: Random): Generated {
  const c: Country = 'DE';
  const date = rng.date(1975, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_DE);
  const name = rng.pick([`Abschleppdienst ${fam} GmbH`, `Autohilfe ${fam}`, `${fam} Bergungs- und Abschleppdienst`]);
  const p = new PageBuilder();
  p.text(48, rng.pick(['Straßendienst-Partner des Automobilclubs', 'Vertragspartner im Pannen- und Abschleppdienst', 'Club-Vertragspartner · Pannenhilfe']), {
    y: 50,
    size: 8.5,
  });
  p.y = 54;
  letterhead(p, {
    name,
    style: rng.pick(['plain', 'caps', 'split']),
    x: 48,
    size: 20,
    splitAt: 1,
    below: [`${street(rng, c)} · ${town(rng, c)} · Tag und Nacht: ${rng.int(1000, 9999)} ${rng.int(100, 999)}`],
  });
  p.y = Math.max(p.y + 24, 150);
  p.text(48, 'QUITTUNG', { size: 16, bold: true });
  p.text(545, `Nr. ${rng.int(1000, 9999)}`, { size: 10, align: 'right' });
  p.down(26);
  const cur = y < 2002 ? 'DM' : '€';
  const f = priceScale(y) * (y < 2002 ? 1.85 : 1);
  const km = rng.int(5, 60);
  const items: [string, number][] = [
    ['Anfahrt / Grundgebühr', r2(rng.int(60, 95) * f)],
    [`Abschleppen ${km} km à ${num(r2(2.4 * f), 'de')}`, r2(km * 2.4 * f)],
  ];
  if (rng.chance(0.5)) items.push(['Standgebühr 1 Tag', r2(15 * f)]);
  const net = sum(items.map((i) => i[1]));
  const rate = vatDE(y);
  const tax = r2((net * rate) / 100);
  const total = r2(net + tax);
  p.text(
    48,
    `Fahrzeug: ${rng.pick(['Mercedes-Benz /8 220D', 'VW Bus T2', 'Opel Rekord C', 'BMW 2002'])}, ${rng.pick(['liegengeblieben auf der B 27', 'Motorschaden', 'Kupplung defekt'])}`,
    { size: 9.5 },
  );
  p.down(13);
  p.text(48, `von ${rng.pick(['Parkplatz', 'Bundesstraße', 'Wohnort'])} nach Werkstatt ${rng.pick(LAST_DE)}`, { size: 9.5 });
  p.down(22);
  for (const [d, a] of items) {
    p.text(48, d, { size: 9.5 });
    p.text(545, num(a, 'de'), { size: 9.5, align: 'right' });
    p.down(13);
  }
  hline(p, 330, 225);
  p.down(13);
  p.text(450, 'netto', { size: 9.5, align: 'right' });
  p.text(545, num(net, 'de'), { size: 9.5, align: 'right' });
  p.down(13);
  p.text(450, `MwSt. ${rate} %`, { size: 9.5, align: 'right' });
  p.text(545, num(tax, 'de'), { size: 9.5, align: 'right' });
  p.down(15);
  p.text(450, `Gesamt ${cur}`, { size: 11, bold: true, align: 'right' });
  p.text(545, num(total, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(28);
  p.text(48, `Betrag bar erhalten, ${town(rng, c).replace(/^\d+ /, '')}, den ${fd(date, 'de')}`, { size: 9.5 });
  p.down(36);
  p.text(48, '...............................................', { size: 9 });
  p.down(11);
  p.text(48, 'Unterschrift Fahrer', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** 3. A stationer's "Quittung" pad, filled in, the paint shop's stamp in the signature field. */
export function quittungsblock(rng: Random): Generated {
  const c: Country = rng.pick(['DE', 'AT', 'CH']);
  const date = rng.date(1965, 2015);
  const y = yearOf(date);
  const owner = `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
  const fam = owner.split(' ')[1];
  const [name, job] = rng.pick<[string, string]>([
    [`Lackiererei ${fam}`, 'Ausbessern Lack Heckklappe'],
    [`Autosattlerei ${fam}`, 'Sitzbezüge Fahrer und Beifahrer erneuert'],
    [`Karosseriebau ${fam}`, 'Schweißarbeiten Schweller links'],
    [`Autoelektrik ${fam}`, 'Kabelbaum Armaturenbrett instand gesetzt'],
  ]);
  const cur = c === 'CH' ? 'Fr.' : y < 2002 ? (c === 'AT' ? 'S' : 'DM') : 'EUR';
  const f = priceScale(y) * (c === 'CH' ? 1.45 : y < 2002 ? (c === 'AT' ? 12.5 : 1.85) : 1);
  const total = r2(rng.int(80, 900) * f);
  const ns = c === 'CH' ? 'ch' : 'de';
  const p = new PageBuilder();
  p.box(40, 40, 515, 300);
  p.text(60, 'Quittung', { y: 72, size: 22, bold: true, serif: true });
  p.text(360, cur, { y: 72, size: 10, serif: true });
  p.box(390, 58, 150, 20);
  p.text(530, num(total, ns), { y: 72, size: 12, bold: true, align: 'right' });
  p.text(60, 'in Worten', { y: 102, size: 8, serif: true });
  p.text(130, `— ${rng.pick(['siehe oben', 'wie oben'])} —`, { y: 102, size: 10 });
  p.text(60, 'von', { y: 128, size: 8, serif: true });
  p.text(130, addressee(rng, 'de').join(' '), { y: 128, size: 10 });
  p.text(60, 'für', { y: 154, size: 8, serif: true });
  p.text(130, job, { y: 154, size: 10 });
  p.text(60, 'richtig erhalten zu haben, bestätigt', { y: 184, size: 8, serif: true });
  p.text(60, 'Ort / Datum', { y: 214, size: 8, serif: true });
  p.text(130, `${town(rng, c).replace(/^[A-Z-]*\d+ /, '')}, ${fd(date, rng.pick(['de', 'de2']))}`, { y: 214, size: 10 });
  p.text(330, 'Stempel / Unterschrift des Empfängers', { y: 214, size: 8, serif: true });
  stamp(p, 320, 236, [caps(name), `Inh. ${owner}`, street(rng, c), town(rng, c)]);
  p.text(60, 'Zweckform 1734', { y: 332, size: 6, serif: true });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** 4. An American parts store's counter ticket: the store's name, a network's name, the clerk. */
export function partsCounterUS(rng: Random): Generated {
  const c: Country = 'US';
  const date = rng.date(1968, 2024);
  const y = yearOf(date);
  const name = rng.pick([
    `${rng.pick(['Hillcrest', 'Valley', 'Eastside', 'Tri-County'])} Auto Supply`,
    `${rng.pick(LAST_EN)} Auto Parts`,
    `${rng.pick(LAST_EN)} Speed & Custom`,
  ]);
  const p = new PageBuilder();
  p.box(190, 36, 215, 460);
  p.y = 52;
  letterhead(p, {
    name,
    style: 'caps',
    x: 297,
    size: 13,
    align: 'center',
    above: [rng.pick(['Member — Parts Plus Network', 'An Independent Auto Parts Store', 'Machine Shop Service'])],
    below: [street(rng, c), town(rng, c)],
  });
  p.down(8);
  p.text(200, `${fd(date, 'us')}   CLERK ${rng.pick(FIRST_EN).toUpperCase()}`, { size: 8.5 });
  p.down(12);
  p.text(200, `TICKET ${rng.int(100000, 999999)}`, { size: 8.5 });
  p.down(18);
  const f = priceScale(y) * 1.1;
  const items: [string, number][] = rng
    .some<[string, number]>(
      [
        ['POINTS SET', 8.5],
        ['CONDENSER', 4.9],
        ['AIR FILTER', 12.9],
        ['OIL 10W30 QT X5', 22.5],
        ['FAN BELT', 11.4],
        ['RADIATOR HOSE', 17.9],
        ['WAX PINT', 9.9],
      ],
      rng.int(2, 4),
    )
    .map(([d, a]) => [d, r2(a * f)]);
  const sub = sum(items.map((i) => i[1]));
  for (const [d, a] of items) {
    p.text(200, d, { size: 9 });
    p.text(395, num(a, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  const rate = rng.pick([4, 5, 6, 7]);
  const tax = r2((sub * rate) / 100);
  const total = r2(sub + tax);
  hline(p, 195, 205);
  p.down(13);
  p.text(200, 'SUBTOTAL', { size: 9 });
  p.text(395, num(sub, 'en'), { size: 9, align: 'right' });
  p.down(12);
  p.text(200, `TAX ${rate}%`, { size: 9 });
  p.text(395, num(tax, 'en'), { size: 9, align: 'right' });
  p.down(14);
  p.text(200, 'TOTAL', { size: 11, bold: true });
  p.text(395, `$${num(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(14);
  p.text(200, rng.pick(['CASH', 'CHECK', 'CHARGE ACCT']), { size: 9 });
  p.down(20);
  p.text(297, 'NO RETURNS ON ELECTRICAL PARTS', { size: 7.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** 5. A British MOT station's fee receipt: the garage's name, its proprietor and the testing station's number. */
export function motReceipt(rng: Random): Generated {
  const c: Country = 'UK';
  const date = rng.date(1978, 2026);
  const y = yearOf(date);
  const prop = `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
  const fam = prop.split(' ')[1];
  const name = rng.pick([`${fam}'s Garage`, `${fam} Motors`, `Old Forge Garage`, `${fam} & Daughters Ltd`]);
  const p = new PageBuilder();
  p.y = 46;
  letterhead(p, {
    name,
    style: rng.pick(['caps', 'spaced', 'plain']),
    x: 297,
    size: 20,
    align: 'center',
    serif: true,
    below: [
      `${name.endsWith('Ltd') ? 'Director' : 'Proprietor'}: ${prop}`,
      `${street(rng, c)}, ${town(rng, c)}`,
      `Authorised MOT Testing Station No. ${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(10000, 99999)}`,
    ],
  });
  p.y = Math.max(p.y + 30, 170);
  p.text(48, 'RECEIPT', { size: 15, bold: true });
  p.down(24);
  const fee = y < 1990 ? r2(8 + (y - 1978) * 0.9) : y < 2010 ? r2(25 + (y - 1990) * 1.5) : 54.85;
  const extra = rng.chance(0.5) ? r2(rng.int(8, 45) * priceScale(y) * 0.85) : 0;
  const ds: DateStyle = rng.pick(['uk', 'uklong']);
  p.text(48, `Date: ${fd(date, ds)}`, { size: 10 });
  p.down(14);
  p.text(
    48,
    `Vehicle: ${rng.pick(['Triumph Herald 13/60', 'Morris Minor Traveller', 'MG Midget', 'Austin 1100', 'Land Rover Series IIA'])}   Reg. ${rng.pick(['VRX', 'KJH', 'DFG'])} ${rng.int(10, 999)}${String.fromCharCode(65 + rng.int(0, 25))}`,
    { size: 10 },
  );
  p.down(22);
  p.text(48, 'MOT test fee', { size: 10 });
  p.text(545, `£${num(fee, 'en')}`, { size: 10, align: 'right' });
  p.down(13);
  if (extra) {
    p.text(48, rng.pick(['Headlamp aim adjusted', 'Wiper blades supplied and fitted', 'Brake adjustment']), { size: 10 });
    p.text(545, `£${num(extra, 'en')}`, { size: 10, align: 'right' });
    p.down(13);
  }
  const total = r2(fee + extra);
  hline(p, 400, 155);
  p.down(14);
  p.text(470, 'Total paid', { size: 10.5, bold: true, align: 'right' });
  p.text(545, `£${num(total, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(24);
  p.text(48, 'The MOT test fee is outside the scope of VAT.', { size: 8.5 });
  p.down(12);
  p.text(48, 'Received with thanks.', { size: 8.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** 6. An Australian licensed tester's receipt for a safety (pink slip / roadworthy) inspection. */
export function roadworthyReceipt(rng: Random): Generated {
  const c: Country = 'AU';
  const date = rng.date(1985, 2026);
  const y = yearOf(date);
  const fam = rng.pick(LAST_EN);
  const name = rng.pick([`${fam} Mechanical Pty Ltd`, `${fam}'s Service Centre`, `Coastside Tyre & Tune`]);
  const p = new PageBuilder();
  p.y = 46;
  letterhead(p, {
    name,
    style: 'split',
    x: 48,
    size: 20,
    splitAt: 1,
    below: [`${street(rng, c)}, ${town(rng, c)}`, `Licensed Vehicle Tester — Station ${rng.int(1000, 9999)}`],
  });
  p.text(545, y > 2000 ? 'TAX INVOICE / RECEIPT' : 'RECEIPT', { y: 60, size: 13, bold: true, align: 'right' });
  p.text(545, `No. ${rng.int(10000, 99999)}`, { y: 76, size: 9.5, align: 'right' });
  p.y = Math.max(p.y + 30, 160);
  p.text(48, `Date: ${fd(date, 'uk')}`, { size: 10 });
  p.down(14);
  p.text(
    48,
    `Vehicle: ${rng.pick(['Holden FJ', 'Ford XW Falcon', 'Mini Cooper S', 'Volkswagen Beetle'])}   Rego ${rng.pick(['CLUB', 'HIST'])} ${rng.int(10000, 99999)}`,
    { size: 10 },
  );
  p.down(22);
  const fee = r2(rng.int(40, 160) * Math.max(0.4, priceScale(y)));
  p.text(48, rng.pick(['Safety inspection (pink slip)', 'Roadworthy certificate inspection', 'Historic vehicle inspection report']), { size: 10 });
  p.text(545, `$${num(fee, 'en')}`, { size: 10, align: 'right' });
  p.down(16);
  hline(p, 400, 155);
  p.down(14);
  p.text(470, 'Total', { size: 10.5, bold: true, align: 'right' });
  p.text(545, `$${num(fee, 'en')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(13);
  if (y > 2000) {
    p.text(470, 'includes GST', { size: 9, align: 'right' });
    p.text(545, `$${num(r2(fee / 11), 'en')}`, { size: 9, align: 'right' });
    p.down(13);
  }
  p.down(14);
  p.text(48, `Paid ${rng.pick(['cash', 'EFTPOS', 'cheque'])}. Thank you.`, { size: 9 });
  if (y > 2000) p.text(48, `ABN ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, { y: 800, size: 7 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: fee });
}
