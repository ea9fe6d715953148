import { fieldBlock } from '../fields';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_JOBS, pickJobs } from './jobs';
import { addDays, cents, date, dePlate, digits, eur, letters, miles, num, page, person, DE_FIRST, DE_LAST, DE_MALE, sum, table } from './kit';

const vat = (net: number) => cents(net * 0.19);

/** A franchised dealer's invoice: big logo, info block with order, work and invoice dates, vehicle cells, one item table, VAT. */
export function deAutohaus(rng: Random): Generated {
  const shop = rng.pick(['Autohaus Kessler GmbH', 'Autohaus Brenninger GmbH', 'Autohaus am Ring Lenz KG']);
  const invoice = rng.date(2019, 2025);
  const work = addDays(invoice, -rng.int(2, 6));
  const order = addDays(work, -rng.int(1, 9));
  const km = rng.int(61000, 189000);
  const { labour, parts } = pickJobs(rng, DE_JOBS.slice(0, 7), 3, rng.pick([132, 148, 156]));
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const next = Math.ceil((km + 15000) / 1000) * 1000;
  const b = page();
  b.text(40, shop, { y: 72, size: 24, bold: true });
  b.text(40, 'Service · Teile · Classic Center', { y: 88, size: 9 });
  b.text(40, `${shop} · Durlacher Allee 112 · 76131 Karlsruhe`, { y: 125, size: 6.5 });
  const cust = person(rng, DE_MALE, DE_LAST);
  ['Herrn', cust, `${rng.pick(['Lindenweg', 'Am Kirchberg', 'Hauptstraße'])} ${rng.int(2, 80)}`, `${rng.int(70000, 79999)} Bruchsal`].forEach((l, i) =>
    b.text(40, l, { y: 140 + i * 13 }),
  );
  const info: [string, string][] = [
    ['Rechnungs-Nr.', `${invoice.slice(0, 4)}-${digits(rng, 5)}`],
    ['Rechnungsdatum', date(invoice, 'de')],
    ['Kunden-Nr.', digits(rng, 6)],
    ['Auftrag vom', date(order, 'de')],
    ['Leistungsdatum', date(work, 'de')],
  ];
  info.forEach(([l, v], i) => b.text(360, l, { y: 140 + i * 13, size: 9 }).text(555, v, { y: 140 + i * 13, size: 9, align: 'right' }));
  b.y = 240;
  b.text(40, 'Rechnung', { size: 16, bold: true });
  b.down(26);
  fieldBlock(
    b,
    'above',
    40,
    [
      ['Amtl. Kennzeichen', dePlate(rng)],
      ['Fahrzeug', rng.pick(['Mercedes-Benz 280 SE', 'Mercedes-Benz 230 SL', 'Mercedes-Benz 200 D'])],
      ['Fahrgestell-Nr.', `${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 6)}`],
      ['km-Stand', miles(km, 'de')],
    ],
    { grid: true, cell: 128.75 },
  );
  b.down(8);
  const rows: string[][] = [];
  let pos = 1;
  rows.push(['', 'Arbeitslohn', '', '', '']);
  for (const l of labour) rows.push([String(pos++), l.text, `${num(l.qty * 10, 'de', true)} AW`, num(l.unit / 10, 'de'), num(l.amount, 'de')]);
  rows.push(['', 'Ersatzteile', '', '', '']);
  for (const p of parts) rows.push([String(pos++), p.text, '1 St.', num(p.unit, 'de'), num(p.amount, 'de')]);
  table(
    b,
    [
      { x: 42, head: 'Pos.' },
      { x: 72, head: 'Bezeichnung' },
      { x: 380, head: 'Menge', align: 'right' },
      { x: 460, head: 'Einzelpreis', align: 'right' },
      { x: 552, head: 'Betrag EUR', align: 'right' },
    ],
    rows,
    { rules: 'header' },
  );
  b.down(10);
  const totals: [string, string, boolean][] = [
    ['Summe Arbeitslohn', num(lab, 'de'), false],
    ['Summe Ersatzteile', num(par, 'de'), false],
    ['Nettobetrag', num(net, 'de'), false],
    ['zzgl. 19 % MwSt.', num(vat(net), 'de'), false],
    ['Rechnungsbetrag EUR', num(total, 'de'), true],
  ];
  for (const [l, v, bold] of totals) {
    b.text(360, l, { bold }).text(552, v, { align: 'right', bold });
    b.down(14);
  }
  b.down(12);
  b.text(40, `Nächste Inspektion fällig bei ${miles(next, 'de')} km oder spätestens in 12 Monaten.`, { size: 9 });
  b.down(13);
  b.text(40, `Zahlbar bis ${date(addDays(invoice, 14), 'de')} ohne Abzug. Es gelten unsere Reparaturbedingungen.`, { size: 9 });
  const footer = [
    `${shop} · Sitz Karlsruhe · Amtsgericht Mannheim HRB ${digits(rng, 6)} · Geschäftsführer: ${person(rng, DE_FIRST, DE_LAST)}`,
    `Sparkasse Karlsruhe · IBAN DE${digits(rng, 2)} 6605 0101 00${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 2)} · BIC KARSDE66XXX · USt-IdNr. DE${digits(rng, 9)}`,
  ];
  footer.forEach((l, i) => b.text(40, l, { y: 790 + i * 10, size: 6.5 }));
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: work, // the date of work printed apart from the invoice date (issue 11)
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
      nextServiceMileage: next,
    },
  };
}

/** A small master workshop: name centred in a serif, labels above values in boxes, two lists (work, parts) without rules, gross total in a box. */
export function deMeisterbetrieb(rng: Random): Generated {
  const owner = rng.pick(DE_LAST);
  const shop = `Kfz-Meisterbetrieb ${owner}`;
  const invoice = rng.date(2016, 2024);
  const km = rng.int(40000, 240000);
  const { labour, parts } = pickJobs(rng, [DE_JOBS[1], DE_JOBS[3], DE_JOBS[4], DE_JOBS[5], DE_JOBS[8], DE_JOBS[9]], 2, rng.pick([68, 72, 79.5]));
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const b = page();
  b.text(297, shop, { y: 64, size: 20, serif: true, align: 'center' });
  b.text(
    297,
    `Inh. ${rng.pick(DE_FIRST)} ${owner} · Kfz-Technikermeister · Gewerbestraße ${rng.int(2, 30)} · 69123 Heidelberg · Tel. 06221 ${digits(rng, 6)}`,
    { y: 80, size: 7.5, align: 'center' },
  );
  b.box(40, 92, 515, 0.01);
  b.y = 125;
  b.text(40, `RECHNUNG Nr. ${digits(rng, 4)}`, { size: 13, bold: true });
  b.down(24);
  fieldBlock(
    b,
    'above',
    40,
    [
      ['Datum der Rechnung', date(invoice, 'de-short')],
      ['Kennzeichen', dePlate(rng, rng.chance(0.5))],
      ['Typ', rng.pick(['VW 1302 S', 'Opel Rekord C', 'BMW 2002 tii', 'Ford Taunus 17M'])],
    ],
    { grid: true, cell: 171.6 },
  );
  fieldBlock(
    b,
    'above',
    40,
    [
      ['Tachostand bei Annahme', `${miles(km, 'de')} km`],
      ['Erstzulassung', date(rng.date(1968, 1978), 'de')],
      ['Kunde', person(rng, DE_FIRST, DE_LAST)],
    ],
    { grid: true, cell: 171.6 },
  );
  b.down(10);
  b.text(40, 'Ausgeführte Arbeiten', { bold: true, size: 10.5 });
  b.down(16);
  for (const l of labour) {
    b.text(40, l.text)
      .text(400, `${num(l.qty, 'de')} Std.`, { align: 'right' })
      .text(552, eur(l.amount), { align: 'right' });
    b.down(14);
  }
  b.down(10);
  b.text(40, 'Verwendetes Material', { bold: true, size: 10.5 });
  b.down(16);
  for (const p of parts) {
    b.text(40, p.text).text(552, eur(p.amount), { align: 'right' });
    b.down(14);
  }
  b.down(14);
  b.text(300, 'Lohn').text(552, eur(lab), { align: 'right' });
  b.down(14);
  b.text(300, 'Material').text(552, eur(par), { align: 'right' });
  b.down(14);
  b.text(300, 'Summe netto').text(552, eur(net), { align: 'right' });
  b.down(14);
  b.text(300, '+ 19 % Umsatzsteuer').text(552, eur(vat(net)), { align: 'right' });
  b.down(12);
  b.box(295, b.y, 260, 36, true);
  b.text(302, 'Endbetrag', { y: b.y + 12, size: 8 });
  b.text(548, eur(total), { y: b.y + 29, size: 13, bold: true, align: 'right' });
  b.down(60);
  b.text(40, 'Betrag dankend bar erhalten.', { size: 9, serif: true });
  b.text(
    40,
    `Steuernummer ${digits(rng, 5)}/${digits(rng, 5)} · Volksbank Kurpfalz IBAN DE${digits(rng, 2)} 6729 0100 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    { y: 800, size: 7 },
  );
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

/** An auto-electrics workshop: logo as spaced capitals, a two-column head (customer left, facts right, labels right of a colon), one table with a type column. */
export function deAutoElektrik(rng: Random): Generated {
  const shop = rng.pick(['Elektro-Dienst Hofacker', 'Autoelektrik Sailer', 'Bosch-Dienst Reuther']);
  const invoice = rng.date(2018, 2025);
  const work = addDays(invoice, -rng.int(1, 12));
  const km = rng.int(70000, 210000);
  const rate = rng.pick([84, 91.5]);
  const labour = [
    { text: 'Fehlersuche Ladestromkreis', amount: cents(1.5 * rate) },
    { text: rng.pick(['Lichtmaschine aus- und eingebaut', 'Kabelbaum Motorraum instand gesetzt']), amount: cents(2.3 * rate) },
  ];
  const parts = [
    { text: rng.pick(['Lichtmaschine AT Bosch 0120489', 'Regler Bosch 0190601']), amount: rng.pick([189.0, 74.3]) },
    { text: 'Kabelschuhe und Schrumpfschlauch', amount: 8.4 },
  ];
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const b = page();
  b.text(
    40,
    shop
      .toUpperCase()
      .split(' ')
      .map((w) => w.split('').join(' '))
      .join('   '),
    { y: 62, size: 15, bold: true },
  );
  b.text(40, 'Lichtmaschinen · Anlasser · Zündanlagen · Kabelbäume für Oldtimer', { y: 78, size: 8.5 });
  b.y = 120;
  const cust = person(rng, DE_FIRST, DE_LAST);
  b.text(40, cust).text(330, `Rechnung: ${letters(rng, 1)}-${digits(rng, 5)}`);
  b.down(14);
  b.text(40, `${rng.pick(['Weinbergstraße', 'Talstraße'])} ${rng.int(1, 40)}`).text(330, `Rechnungsdatum: ${date(invoice, 'de')}`);
  b.down(14);
  b.text(40, `${rng.int(60000, 69999)} Darmstadt`).text(330, `Ausführungsdatum: ${date(work, 'de')}`);
  b.down(14);
  b.text(330, `Kennz.: ${dePlate(rng)}`);
  b.down(14);
  b.text(330, `Laufleistung: ${miles(km, 'de')} km`);
  b.down(30);
  const rows: string[][] = [];
  for (const l of labour) rows.push(['Lohn', l.text, num(l.amount, 'de')]);
  for (const p of parts) rows.push(['Teil', p.text, num(p.amount, 'de')]);
  table(
    b,
    [
      { x: 44, head: 'Art' },
      { x: 90, head: 'Leistung / Artikel' },
      { x: 551, head: 'Netto €', align: 'right' },
    ],
    rows,
    { rules: 'grid' },
  );
  b.down(12);
  const t: [string, number][] = [
    ['Lohnkosten netto', lab],
    ['Teilekosten netto', par],
    ['MwSt. 19 % auf ' + num(net, 'de'), vat(net)],
  ];
  for (const [l, v] of t) {
    b.text(551, `${l}   ${num(v, 'de')}`, { align: 'right' });
    b.down(14);
  }
  b.text(551, `Gesamt brutto   ${num(total, 'de')} €`, { align: 'right', bold: true, size: 11 });
  b.down(30);
  b.text(40, 'Auf die eingebaute Lichtmaschine gewähren wir 24 Monate Gewährleistung.', { size: 8.5 });
  b.text(40, `USt-IdNr. DE${digits(rng, 9)}   ·   Commerzbank Darmstadt, IBAN DE${digits(rng, 2)} 5084 0005 ${digits(rng, 4)} ${digits(rng, 4)} 00`, {
    y: 805,
    size: 7,
  });
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: work, // the date of work printed apart from the invoice date (issue 11)
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}
