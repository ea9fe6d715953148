/**
 * German workshop bills out of a shoebox: faxed, photocopied, stamped, annotated, carbon forms, a
 * covering letter, a fuel slip stapled on, a dense dealer print with a goodwill credit, a corrected bill.
 */
import type { Random } from '../random';
import {
  addDays,
  CLASSICS_DE,
  cell,
  circleRight,
  DE_STREETS,
  DE_TOWNS,
  dePerson,
  dePlate,
  deVat,
  digits,
  faxHeader,
  fmt,
  gen,
  money,
  moneyDash,
  note,
  num,
  page,
  phoneDe,
  price,
  row,
  stamp,
  sumOf,
  tax,
  tick,
  vin,
  type Family,
} from './kit';

const JOBS = [
  'Vergaser zerlegt, gereinigt und eingestellt',
  'Zündung eingestellt, Schließwinkel geprüft',
  'Bremsanlage vorn überholt',
  'Ölwechsel mit Filter',
  'Kupplung aus- und eingebaut',
  'Auspuffanlage erneuert',
  'Achsmanschetten ersetzt',
  'Kühlsystem gespült und abgedrückt',
  'Ventilspiel eingestellt',
  'Hohlraumkonservierung Schweller',
  'Lichtmaschine instandgesetzt',
  'Bremsflüssigkeit gewechselt',
];
const PARTS = [
  'Zündkerzen Bosch W7DC',
  'Unterbrecherkontakt',
  'Bremsbeläge Satz VA',
  'Ölfilter Mann W 712',
  'Kupplungsscheibe Sachs',
  'Endschalldämpfer',
  'Achsmanschette innen',
  'Kühlerschlauch oben',
  'Ventildeckeldichtung',
  'Keilriemen 10x900',
  'Bremsflüssigkeit DOT 4, 1 l',
  'Motoröl 15W-40, 5 l',
];

interface Lines {
  jobs: string[];
  jobCents: number[];
  parts: string[];
  partCents: number[];
}
function lines(rng: Random, nJobs: number, nParts: number, scale = 1): Lines {
  const jobs = rng.some(JOBS, nJobs);
  const parts = rng.some(PARTS, nParts);
  return {
    jobs,
    jobCents: jobs.map(() => Math.round(price(rng, 2500, 24000, 10) * scale)),
    parts,
    partCents: parts.map(() => Math.round(price(rng, 450, 16000, 5) * scale)),
  };
}

function letterhead(p: ReturnType<typeof page>, name: string, sub: string, addr: string, y: number, centre = false) {
  const x = centre ? 297 : 40;
  const align = centre ? 'center' : 'left';
  p.text(x, name, { y, size: 17, bold: true, align });
  p.text(x, sub, { y: y + 14, size: 8.5, align });
  p.text(x, addr, { y: y + 26, size: 8, align });
}

/** 1994, faxed: a Meisterbetrieb in DM at 15 %, Rechnungsdatum and Leistungsdatum, BEZAHLT stamp, "bar". */
export const faxedMeisterbetrieb: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `Kfz-Meisterbetrieb ${rng.pick(['Brenner', 'Seidel', 'Ziegler'])} GmbH`;
  const work = rng.date(1994, 1997);
  const billed = addDays(work, rng.int(2, 9));
  const faxed = addDays(billed, rng.int(10, 40));
  const vat = deVat(billed);
  const l = lines(rng, 3, 4, 0.7);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const km = rng.int(41000, 198000);
  const p = page();
  faxHeader(p, rng, faxed, shop, `+49 ${phoneDe(rng, town).slice(1)}`, 'de');
  letterhead(
    p,
    shop,
    'Meisterbetrieb der Kfz-Innung · Oldtimer-Service',
    `${rng.pick(DE_STREETS)} ${rng.int(2, 80)} · ${town.zip} ${town.name} · Tel. ${phoneDe(rng, town)}`,
    52,
  );
  p.text(40, `Herrn ${dePerson(rng)}`, { y: 120 });
  p.text(40, `${rng.pick(DE_STREETS)} ${rng.int(1, 40)}, ${rng.pick(DE_TOWNS).name}`, { y: 133 });
  const info: [string, string][] = [
    ['Rechnung Nr.', `${digits(rng, 2)}/${digits(rng, 4)}`],
    ['Rechnungsdatum', fmt(billed, 'de')],
    ['Leistungsdatum', fmt(work, 'de')],
    ['Kennzeichen', dePlate(rng, town)],
    ['km-Stand', money(km * 100, 'de').slice(0, -3)],
    ['Fahrzeug', rng.pick(CLASSICS_DE)],
  ];
  info.forEach(([k, v], i) => {
    p.text(360, k, { y: 120 + i * 12, size: 8.5 });
    p.text(450, v, { y: 120 + i * 12, size: 8.5 });
  });
  p.text(40, 'RECHNUNG', { y: 210, size: 14, bold: true });
  p.y = 235;
  row(p, [
    { x: 40, text: 'Pos.' },
    { x: 70, text: 'Arbeiten / Material', bold: true },
    { x: 555, text: 'DM', right: true },
  ]);
  p.down(4);
  p.box(40, p.y, 515, 0.1);
  let pos = 1;
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 44, text: String(pos++) },
      { x: 70, text: j },
      { x: 555, text: money(l.jobCents[i], 'de'), right: true },
    ]);
  }
  p.down(16);
  row(p, [
    { x: 70, text: 'Summe Arbeitslohn', bold: true },
    { x: 555, text: money(labour, 'de'), right: true, bold: true },
  ]);
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 44, text: String(pos++) },
      { x: 70, text: t },
      { x: 555, text: money(l.partCents[i], 'de'), right: true },
    ]);
  }
  p.down(16);
  row(p, [
    { x: 70, text: 'Summe Ersatzteile', bold: true },
    { x: 555, text: money(parts, 'de'), right: true, bold: true },
  ]);
  p.down(24);
  row(p, [
    { x: 350, text: 'Nettobetrag' },
    { x: 555, text: money(net, 'de'), right: true },
  ]);
  p.down(13);
  row(p, [
    { x: 350, text: `+ ${vat} % MwSt.` },
    { x: 555, text: money(tax(net, vat), 'de'), right: true },
  ]);
  p.down(15);
  row(
    p,
    [
      { x: 350, text: 'Rechnungsbetrag DM', bold: true },
      { x: 555, text: money(total, 'de'), right: true, bold: true },
    ],
    10.5,
  );
  const paid = addDays(billed, rng.int(0, 12));
  stamp(p, 70, p.y + 30, ['BEZAHLT', fmt(paid, 'de2')], 12);
  note(p, 220, p.y + 52, `bar ${fmt(paid, 'deShort')} – ${rng.pick(['Fr. Kessler', 'KB', 'dankend'])}`);
  p.text(
    40,
    `Zahlbar sofort ohne Abzug. Kreissparkasse ${town.name}, Kto. ${digits(rng, 8)}, BLZ ${digits(rng, 8)} · St.-Nr. ${digits(rng, 3)}/${digits(rng, 4)}/${digits(rng, 4)}`,
    { y: 800, size: 7 },
  );
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2009: a covering letter above the bill it sends ("anbei erhalten Sie …"), Auftragsdatum in the letter. */
export const coveringLetterBill: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const owner = rng.pick(['Lindemann', 'Hofmeister', 'Albrecht']);
  const shop = `Autohaus ${owner} & Söhne`;
  const ordered = rng.date(2008, 2019);
  const work = addDays(ordered, rng.int(3, 12));
  const billed = addDays(work, rng.int(1, 5));
  const letter = addDays(billed, rng.int(0, 3));
  const vat = deVat(billed);
  const l = lines(rng, 3, 3);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const car = rng.pick(CLASSICS_DE);
  const customer = rng.pick(['Klaus', 'Heinz', 'Dieter']) + ' ' + rng.pick(['Vogt', 'Roth', 'Franke']);
  const p = page();
  p.text(555, shop, { y: 48, size: 15, bold: true, align: 'right' });
  p.text(555, `${rng.pick(DE_STREETS)} ${rng.int(1, 90)} · ${town.zip} ${town.name}`, { y: 62, size: 8, align: 'right' });
  p.text(40, `Herrn ${customer}`, { y: 100 });
  p.text(555, `${town.name}, ${fmt(letter, 'deLong')}`, { y: 100, align: 'right' });
  p.text(40, `Ihr ${car} – Ihr Auftrag vom ${fmt(ordered, 'de')}`, { y: 128, bold: true });
  const body = [
    `Sehr geehrter Herr ${customer.split(' ')[1]},`,
    `anbei erhalten Sie unsere Rechnung für die an Ihrem Fahrzeug ausgeführten Arbeiten. Wir danken für`,
    `Ihren Auftrag und bitten um Überweisung innerhalb von 14 Tagen. Mit freundlichen Grüßen – ${rng.pick(['i. A. M. Seidel', 'Ihr Serviceteam'])}`,
  ];
  body.forEach((b, i) => p.text(40, b, { y: 146 + i * 13, size: 9 }));
  p.box(30, 196, 535, 0.1);
  p.text(40, 'Rechnung', { y: 222, size: 13, bold: true });
  const no = `R-${digits(rng, 6)}`;
  const cells: [string, string][] = [
    ['Rechnungs-Nr.', no],
    ['Rechnungsdatum', fmt(billed, 'de')],
    ['Ausführungsdatum', fmt(work, 'de')],
    ['Kunden-Nr.', digits(rng, 5)],
  ];
  cells.forEach(([k, v], i) => {
    p.box(40 + i * 128, 232, 124, 28);
    p.text(44 + i * 128, k, { y: 242, size: 7 });
    p.text(44 + i * 128, v, { y: 255, size: 9.5 });
  });
  const km = rng.int(60000, 240000);
  p.text(40, `Fahrzeug: ${car} · FIN ${vin(rng)} · Kennzeichen ${dePlate(rng, town, true)} · Laufleistung ${money(km * 100, 'de').slice(0, -3)} km`, {
    y: 276,
    size: 8,
  });
  p.y = 300;
  row(p, [
    { x: 40, text: 'Leistung', bold: true },
    { x: 380, text: 'Art', bold: true },
    { x: 555, text: 'Betrag €', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 380, text: 'Lohn' },
      { x: 555, text: money(l.jobCents[i], 'de'), right: true },
    ]);
  }
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 380, text: 'Teil' },
      { x: 555, text: money(l.partCents[i], 'de'), right: true },
    ]);
  }
  p.down(22);
  const tot: [string, number, boolean][] = [
    ['Lohn gesamt', labour, false],
    ['Teile gesamt', parts, false],
    ['Summe netto', net, false],
    [`USt ${vat} %`, tax(net, vat), false],
    ['Gesamtbetrag', total, true],
  ];
  for (const [k, v, b] of tot) {
    row(p, [
      { x: 380, text: k, bold: b },
      { x: 555, text: money(v, 'de'), right: true, bold: b },
    ]);
    p.down(13);
  }
  p.text(
    40,
    `Bankverbindung: Volksbank ${town.name} · IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · USt-IdNr. DE${digits(rng, 9)}`,
    { y: 805, size: 7 },
  );
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 1972: a pre-printed Werkstatt-Rechnung carbon copy, typed values off their boxes, DURCHSCHLAG stamp. */
export const carbonWerkstattForm: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Auto-Roth', 'Kfz-Werkstatt Pfeiffer', 'Autoreparatur Krüger'])}`;
  const billed = rng.date(1969, 1977);
  const vat = deVat(billed);
  const l = lines(rng, 2, 3, 0.25);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const mwst = tax(net, vat);
  const total = net + mwst;
  const km = rng.int(23000, 140000);
  const p = page();
  p.text(297, shop, { y: 50, size: 18, bold: true, serif: true, align: 'center' });
  p.text(297, `Reparaturen aller Fabrikate · ${town.zip.slice(0, 2)}00 ${town.name} · Fernruf ${phoneDe(rng, town)}`, { y: 65, size: 8, align: 'center' });
  stamp(p, 430, 80, ['DURCHSCHLAG'], 11);
  p.text(40, 'Werkstatt-Rechnung', { y: 100, size: 12, bold: true });
  const plate = dePlate(rng, town);
  cell(p, rng, 40, 110, 170, 26, 'Name des Auftraggebers', dePerson(rng));
  cell(p, rng, 215, 110, 110, 26, 'Amtl. Kennzeichen', plate);
  cell(p, rng, 330, 110, 110, 26, 'Datum', fmt(billed, 'deShort'));
  cell(p, rng, 445, 110, 110, 26, 'Rechnung Nr.', digits(rng, 4));
  cell(p, rng, 40, 140, 170, 26, 'Fahrzeugtyp', rng.pick(CLASSICS_DE.slice(0, 7)));
  cell(p, rng, 215, 140, 110, 26, 'km-Stand', money(km * 100, 'de').slice(0, -3));
  cell(p, rng, 330, 140, 225, 26, 'Fahrgestell-Nr.', digits(rng, 10));
  // Two amount columns, DM and Pf, as the old forms had them.
  const top = 180;
  p.box(40, top, 515, 300);
  p.box(40, top, 515, 16);
  p.text(44, 'Ausgeführte Arbeiten und verwendetes Material', { y: top + 11, size: 7.5, bold: true });
  p.text(505, 'DM', { y: top + 11, size: 7.5, bold: true, align: 'right' });
  p.text(545, 'Pf', { y: top + 11, size: 7.5, bold: true, align: 'right' });
  p.box(470, top, 45, 300);
  p.box(515, top, 40, 300);
  let y = top + 32;
  const put = (text: string, cents: number, serifBold = false) => {
    const dy = rng.int(-2, 3);
    p.text(48 + rng.int(0, 6), text, { y: y + dy, size: 9.5, serif: true, bold: serifBold });
    p.text(508 + rng.int(0, 4), String(Math.floor(cents / 100)), { y: y + dy, size: 9.5, serif: true, align: 'right' });
    p.text(548 + rng.int(0, 4), String(cents % 100).padStart(2, '0'), { y: y + dy, size: 9.5, serif: true, align: 'right' });
    y += 16;
  };
  l.jobs.forEach((j, i) => put(j, l.jobCents[i]));
  put('Arbeitslohn zusammen', labour, true);
  y += 6;
  l.parts.forEach((t, i) => put(t, l.partCents[i]));
  put('Material zusammen', parts, true);
  p.box(40, top + 300, 430, 18);
  p.text(44, 'Summe', { y: top + 312, size: 8 });
  p.box(40, top + 318, 430, 18);
  p.text(44, `+ ${vat} % Mehrwertsteuer`, { y: top + 330, size: 8 });
  p.box(40, top + 336, 430, 20);
  p.text(44, 'Endbetrag', { y: top + 350, size: 9, bold: true });
  p.box(470, top + 300, 85, 56);
  p.text(550 + rng.int(-3, 4), money(net, 'de'), { y: top + 313, size: 9.5, serif: true, align: 'right' });
  p.text(550 + rng.int(-3, 4), money(mwst, 'de'), { y: top + 331, size: 9.5, serif: true, align: 'right' });
  p.text(550 + rng.int(-3, 4), money(total, 'de'), { y: top + 351, size: 10, serif: true, bold: true, align: 'right' });
  const got = addDays(billed, rng.int(0, 6));
  stamp(p, 60, top + 380, ['Betrag dankend erhalten', `${town.name}, den ${fmt(got, 'de2')}`], 9);
  note(p, 330, top + 410, `Anzahlung ${moneyDash(price(rng, 5, 20) * 1000)} verrechnet? – nein`);
  p.text(40, `Bankkonto: Stadtsparkasse ${town.name} Nr. ${digits(rng, 6)} · Postscheckkonto Ludwigshafen ${digits(rng, 6)}`, { y: 810, size: 7 });
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2016: an Autohaus bill with a fuel receipt stapled on at the lower right (its own date and amount). */
export const billWithFuelSlip: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Autohaus', 'Auto-Center'])} ${rng.pick(['Kessler', 'Wagenknecht', 'Baumgärtner'])}`;
  const work = rng.date(2012, 2019);
  const billed = work;
  const vat = deVat(billed);
  const l = lines(rng, 2, 3);
  const aw = l.jobs.map(() => rng.int(3, 24));
  const awRate = price(rng, 780, 1150, 5);
  l.jobCents = aw.map((a) => a * awRate);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const km = rng.int(80000, 310000);
  const p = page();
  p.text(40, shop.toUpperCase(), { y: 50, size: 20, bold: true });
  p.text(40, `Service · Teile · Classic Cars   |   ${town.zip} ${town.name}, ${rng.pick(DE_STREETS)} ${rng.int(1, 60)}`, { y: 64, size: 8 });
  p.text(40, `Rechnung ${digits(rng, 7)} vom ${fmt(billed, 'de')}`, { y: 100, size: 12, bold: true });
  p.text(40, `Kennzeichen ${dePlate(rng, town)}   Erstzulassung ${fmt(rng.date(1970, 1992), 'de')}   km ${km}`, { y: 116, size: 8.5 });
  p.y = 146;
  row(p, [
    { x: 40, text: 'Bezeichnung', bold: true },
    { x: 330, text: 'AW/Menge', bold: true, right: true },
    { x: 420, text: 'Einzelpreis', bold: true, right: true },
    { x: 520, text: 'Gesamt', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 330, text: String(aw[i]), right: true },
      { x: 420, text: money(awRate, 'de'), right: true },
      { x: 520, text: money(l.jobCents[i], 'de'), right: true },
    ]);
  }
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 330, text: '1', right: true },
      { x: 420, text: money(l.partCents[i], 'de'), right: true },
      { x: 520, text: money(l.partCents[i], 'de'), right: true },
    ]);
  }
  p.down(24);
  const t: [string, number][] = [
    ['Arbeit', labour],
    ['Teile', parts],
    ['Nettosumme', net],
    [`MwSt. ${vat} %`, tax(net, vat)],
  ];
  for (const [k, v] of t) {
    row(p, [
      { x: 330, text: k },
      { x: 520, text: money(v, 'de'), right: true },
    ]);
    p.down(13);
  }
  p.box(325, p.y - 9, 205, 18, true);
  row(
    p,
    [
      { x: 330, text: 'Zu zahlen EUR', bold: true },
      { x: 520, text: money(total, 'de'), right: true, bold: true },
    ],
    10,
  );
  // The stapled fuel slip: narrow, its own station, date, litres and amount.
  const slipDate = addDays(work, rng.int(-20, 20));
  const litres = rng.int(2800, 6400) / 100;
  const perL = rng.int(1289, 1789) / 1000;
  const fuel = Math.round(litres * perL * 100);
  const sx = 60;
  const sy = p.y + 50;
  p.box(sx, sy, 170, 150);
  const station = rng.pick(['ARAL Tankstelle', 'Shell Station', 'JET Tankstelle']);
  const slip = [
    station,
    `${town.name} ${rng.pick(['Süd', 'Nord', 'Ring'])}`,
    `${fmt(slipDate, 'de2')} ${rng.int(7, 21)}:${String(rng.int(10, 59))}`,
    `Säule ${rng.int(1, 8)} Super Plus`,
    `${money(litres * 100, 'de')} l x ${perL.toFixed(3).replace('.', ',')}`,
    `SUMME EUR ${money(fuel, 'de')}`,
    `darin MwSt 19% ${money(fuel - Math.round(fuel / 1.19), 'de')}`,
    'EC-Karte  Beleg-Nr. ' + digits(rng, 4),
  ];
  slip.forEach((s, i) => p.text(sx + 8, s, { y: sy + 16 + i * 16, size: 8, bold: i === 0 || i === 5 }));
  note(p, sx + 190, sy + 30, 'Tankquittung Überführung');
  p.text(40, `Sparkasse ${town.name} IBAN DE${digits(rng, 20)} · HRB ${digits(rng, 4)} · Geschäftsführer ${dePerson(rng)}`, { y: 812, size: 7 });
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop.toUpperCase(),
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** A dense dealer print (2020, 16 %): a header grid of eight cells, AW positions, a Kulanz credit line. */
export const denseDealerPrint: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Mercedes-Benz', 'BMW', 'Porsche Classic'])} Partner ${rng.pick(['Hartmann', 'Schröder', 'Ziegler'])} GmbH`;
  const work = rng.date(2020, 2020).replace(/^2020-0[1-6]/, `2020-0${rng.int(7, 9)}`);
  const billed = addDays(work, rng.int(1, 6));
  const received = addDays(work, -rng.int(1, 5));
  const vat = deVat(billed);
  const l = lines(rng, 4, 4);
  const credit = -price(rng, 3000, 12000, 500);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts + credit;
  const total = net + tax(net, vat);
  const km = rng.int(90000, 260000);
  const p = page();
  p.text(40, shop, { y: 42, size: 13, bold: true });
  p.text(555, `${town.zip} ${town.name} · ${rng.pick(DE_STREETS)} ${rng.int(1, 40)} · Tel ${phoneDe(rng, town)}`, { y: 42, size: 7.5, align: 'right' });
  p.text(40, `Rechnung  ${digits(rng, 8)}     Seite 1 von 1`, { y: 68, size: 11, bold: true });
  const grid: [string, string][] = [
    ['Kunden-Nr.', digits(rng, 6)],
    ['Auftrags-Nr.', digits(rng, 6)],
    ['Annahme', fmt(received, 'de')],
    ['Fertigstellung', fmt(work, 'de')],
    ['Rechnungsdatum', fmt(billed, 'de')],
    ['Kennzeichen', dePlate(rng, town, true)],
    ['Erstzul.', fmt(rng.date(1968, 1989), 'de')],
    ['km-Stand', String(km)],
  ];
  grid.forEach(([k, v], i) => {
    const x = 40 + (i % 4) * 129;
    const y = 78 + Math.floor(i / 4) * 26;
    p.box(x, y, 129, 26);
    p.text(x + 3, k, { y: y + 8, size: 6.5 });
    p.text(x + 3, v, { y: y + 21, size: 9 });
  });
  p.text(40, `FIN ${vin(rng)}   Serviceberater ${dePerson(rng)}   Nächste HU ${fmt(addYears2(work), 'de').slice(3)}`, { y: 146, size: 7.5 });
  p.y = 170;
  const hdr = [
    { x: 40, text: 'Arb.-Pos./Teile-Nr.' },
    { x: 130, text: 'Bezeichnung' },
    { x: 395, text: 'AW/Mge', right: true },
    { x: 460, text: 'Preis', right: true },
    { x: 555, text: 'Betrag', right: true },
  ];
  row(
    p,
    hdr.map((h) => ({ ...h, bold: true })),
    7.5,
  );
  for (const [i, j] of l.jobs.entries()) {
    p.down(12);
    const aw = rng.int(2, 30);
    row(
      p,
      [
        { x: 40, text: `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}` },
        { x: 130, text: j },
        { x: 395, text: String(aw), right: true },
        { x: 460, text: '', right: true },
        { x: 555, text: money(l.jobCents[i], 'de'), right: true },
      ],
      8,
    );
  }
  for (const [i, t] of l.parts.entries()) {
    p.down(12);
    row(
      p,
      [
        { x: 40, text: `A ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}` },
        { x: 130, text: t },
        { x: 395, text: '1', right: true },
        { x: 460, text: money(l.partCents[i], 'de'), right: true },
        { x: 555, text: money(l.partCents[i], 'de'), right: true },
      ],
      8,
    );
  }
  p.down(12);
  row(
    p,
    [
      { x: 130, text: 'Gutschrift Kulanz lt. Absprache' },
      { x: 555, text: money(credit, 'de'), right: true },
    ],
    8,
  );
  p.down(22);
  // Totals in two columns: subtotals left, tax and total right.
  row(
    p,
    [
      { x: 40, text: 'Lohn' },
      { x: 180, text: money(labour, 'de'), right: true },
      { x: 330, text: 'Nettobetrag' },
      { x: 555, text: money(net, 'de'), right: true },
    ],
    8.5,
  );
  p.down(12);
  row(
    p,
    [
      { x: 40, text: 'Teile' },
      { x: 180, text: money(parts, 'de'), right: true },
      { x: 330, text: `MwSt ${vat},00 %` },
      { x: 555, text: money(tax(net, vat), 'de'), right: true },
    ],
    8.5,
  );
  p.down(12);
  row(
    p,
    [
      { x: 40, text: 'Gutschrift' },
      { x: 180, text: money(credit, 'de'), right: true },
      { x: 330, text: 'Rechnungsbetrag EUR', bold: true },
      { x: 555, text: money(total, 'de'), right: true, bold: true },
    ],
    8.5,
  );
  p.down(40);
  stamp(p, 360, p.y, ['KOPIE'], 16);
  p.text(
    40,
    `Commerzbank ${town.name} IBAN DE${digits(rng, 20)} BIC COBADEFFXXX · Amtsgericht ${town.name} HRB ${digits(rng, 5)} · USt-IdNr. DE${digits(rng, 9)}`,
    { y: 815, size: 6.5 },
  );
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};
const addYears2 = (iso: string) => `${+iso.slice(0, 4) + 2}${iso.slice(4)}`;

/** 1999: a corrected bill (Rechnungskorrektur) replacing an earlier one, in DM with a euro line. */
export const correctedBill: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `Karosserie- und Lackierbetrieb ${rng.pick(['Franke', 'Seidel', 'Vogt'])}`;
  const work = rng.date(1999, 2001);
  const first = addDays(work, rng.int(2, 6));
  const billed = addDays(first, rng.int(8, 20));
  const vat = deVat(billed);
  const l = lines(rng, 3, 2, 1.6);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const oldTotal = total + price(rng, 8000, 30000, 100);
  const km = rng.int(70000, 190000);
  const p = page();
  p.text(297, shop, { y: 46, size: 14, bold: true, align: 'center' });
  p.text(297, `${rng.pick(DE_STREETS)} ${rng.int(1, 50)} · ${town.zip} ${town.name} · Telefon ${phoneDe(rng, town)} · Telefax ${phoneDe(rng, town)}`, {
    y: 60,
    size: 8,
    align: 'center',
  });
  p.text(40, 'RECHNUNGSKORREKTUR', { y: 110, size: 15, bold: true });
  const oldNo = digits(rng, 5);
  p.text(40, `Diese Rechnung ersetzt unsere Rechnung Nr. ${oldNo} vom ${fmt(first, 'de')} über DM ${money(oldTotal, 'de')}, die hiermit storniert wird.`, {
    y: 128,
    size: 8.5,
  });
  p.text(40, 'Grund: Teilepreis Stoßstange irrtümlich doppelt berechnet.', { y: 140, size: 8.5 });
  const info: [string, string][] = [
    ['Neue Rechnungs-Nr.', String(+oldNo + rng.int(30, 300))],
    ['Datum', fmt(billed, 'de')],
    ['Leistungsdatum', fmt(work, 'de')],
    ['Kilometerstand', String(km)],
  ];
  info.forEach(([k, v], i) => {
    p.text(40 + i * 130, k, { y: 166, size: 7 });
    p.text(40 + i * 130, v, { y: 179, size: 10 });
  });
  p.y = 210;
  row(p, [
    { x: 40, text: 'Text', bold: true },
    { x: 555, text: 'DM', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: j },
      { x: 555, text: money(l.jobCents[i], 'de'), right: true },
    ]);
  }
  for (const [i, t] of l.parts.entries()) {
    p.down(14);
    row(p, [
      { x: 40, text: t },
      { x: 555, text: money(l.partCents[i], 'de'), right: true },
    ]);
  }
  p.down(14);
  row(p, [
    { x: 40, text: 'abzgl. Korrektur Stoßstange (bereits berechnet)' },
    { x: 555, text: '0,00', right: true },
  ]);
  p.down(24);
  const t: [string, number, boolean][] = [
    ['Summe Lohn', labour, false],
    ['Summe Teile', parts, false],
    ['Summe netto', net, false],
    [`zzgl. ${vat} % MwSt.`, tax(net, vat), false],
    ['Endbetrag DM', total, true],
  ];
  for (const [k, v, b] of t) {
    row(p, [
      { x: 360, text: k, bold: b },
      { x: 555, text: money(v, 'de'), right: true, bold: b },
    ]);
    p.down(13);
  }
  row(
    p,
    [
      { x: 360, text: `entspricht EUR (1 EUR = 1,95583 DM)` },
      { x: 555, text: money(Math.round(total / 1.95583), 'de'), right: true },
    ],
    8,
  );
  note(p, 60, p.y + 40, `alte Rechnung vernichtet – ${rng.pick(['M.', 'H.K.', 'Sch.'])}`);
  p.text(40, `Deutsche Bank ${town.name} Kto. ${digits(rng, 7)} BLZ ${digits(rng, 8)} · Steuer-Nr. ${digits(rng, 2)}/${digits(rng, 3)}/${digits(rng, 5)}`, {
    y: 812,
    size: 7,
  });
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 2024: a restorer's bill with an Eingangsstempel, ticked lines, a circled total and "überwiesen". */
export const annotatedRestorer: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `${rng.pick(['Klassik-Werkstatt', 'Oldtimer-Manufaktur', 'Restaurierung'])} ${rng.pick(['Albrecht', 'Krüger', 'Hofmeister'])}`;
  const work = rng.date(2022, 2026);
  const billed = addDays(work, rng.int(3, 14));
  const vat = deVat(billed);
  const l = lines(rng, 4, 3, 2);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const net = labour + parts;
  const total = net + tax(net, vat);
  const km = rng.int(20000, 150000);
  const p = page();
  p.text(555, shop, { y: 50, size: 16, bold: true, serif: true, align: 'right' });
  p.text(555, `${town.zip} ${town.name}`, { y: 64, size: 8, align: 'right' });
  const inDate = addDays(billed, rng.int(2, 6));
  stamp(p, 40, 40, ['EINGEGANGEN', fmt(inDate, 'deLong')], 9);
  p.text(40, 'Rechnung', { y: 120, size: 13, bold: true });
  p.text(40, `Nr. ${work.slice(0, 4)}-${digits(rng, 3)}   ·   Datum ${fmt(billed, 'de')}   ·   Leistungsdatum ${fmt(work, 'de')}`, { y: 136, size: 9 });
  p.text(40, `${rng.pick(CLASSICS_DE)}, ${dePlate(rng, town, true)}, Tachostand ${money(km * 100, 'de').slice(0, -3)} km`, { y: 150, size: 9 });
  p.y = 180;
  row(p, [
    { x: 60, text: 'Arbeiten', bold: true },
    { x: 540, text: 'netto €', bold: true, right: true },
  ]);
  for (const [i, j] of l.jobs.entries()) {
    p.down(15);
    row(p, [
      { x: 60, text: j },
      { x: 540, text: money(l.jobCents[i], 'de'), right: true },
    ]);
    if (rng.chance(0.7)) tick(p, 42, p.y);
  }
  p.down(15);
  row(p, [
    { x: 60, text: 'Zwischensumme Arbeiten' },
    { x: 540, text: money(labour, 'de'), right: true, bold: true },
  ]);
  p.down(22);
  row(p, [{ x: 60, text: 'Material', bold: true }]);
  for (const [i, t] of l.parts.entries()) {
    p.down(15);
    row(p, [
      { x: 60, text: t },
      { x: 540, text: money(l.partCents[i], 'de'), right: true },
    ]);
    tick(p, 42, p.y);
  }
  p.down(15);
  row(p, [
    { x: 60, text: 'Zwischensumme Material' },
    { x: 540, text: money(parts, 'de'), right: true, bold: true },
  ]);
  p.down(26);
  row(p, [
    { x: 330, text: 'Summe netto' },
    { x: 540, text: money(net, 'de'), right: true },
  ]);
  p.down(14);
  row(p, [
    { x: 330, text: `${vat} % USt.` },
    { x: 540, text: money(tax(net, vat), 'de'), right: true },
  ]);
  p.down(16);
  row(
    p,
    [
      { x: 330, text: 'Rechnungsbetrag', bold: true },
      { x: 540, text: money(total, 'de'), right: true, bold: true },
    ],
    10,
  );
  circleRight(p, 540, p.y, 60);
  const paid = addDays(inDate, rng.int(1, 10));
  note(p, 300, p.y + 30, `überwiesen ${fmt(paid, 'deShort')}`, 12);
  note(p, 60, p.y + 60, `Rest Schweller nächstes Jahr – ca. ${moneyDash(price(rng, 8, 30) * 10000)} €`);
  p.text(297, `${shop} · GLS Bank IBAN DE${digits(rng, 20)} · USt-IdNr. DE${digits(rng, 9)}`, { y: 815, size: 7, align: 'center' });
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

/** 1966: a typed bill before Mehrwertsteuer, photocopied with KOPIE, a Quittung line at the foot. */
export const typedBill1966: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const shop = `Kraftfahrzeug-Reparaturwerkstätte ${rng.pick(['Otto', 'Wilhelm', 'Ernst'])} ${rng.pick(['Brenner', 'Roth', 'Lindemann'])}`;
  const billed = rng.date(1965, 1967);
  const l = lines(rng, 2, 3, 0.15);
  const labour = sumOf(l.jobCents);
  const parts = sumOf(l.partCents);
  const total = labour + parts;
  const km = rng.int(15000, 99000);
  const p = page();
  p.text(40, shop, { y: 60, size: 12, bold: true, serif: true });
  p.text(40, `${town.name}, ${rng.pick(DE_STREETS)} ${rng.int(1, 30)} — Fernsprecher ${digits(rng, 4)}`, { y: 74, size: 9, serif: true });
  stamp(p, 440, 40, ['KOPIE'], 18);
  p.text(40, `Herrn ${dePerson(rng)}, ${rng.pick(DE_TOWNS).name}`, { y: 120, serif: true });
  p.text(555, `${town.name}, den ${fmt(billed, 'deLong')}`, { y: 120, serif: true, align: 'right' });
  p.text(40, `R e c h n u n g   Nr. ${digits(rng, 3)}`, { y: 160, size: 12, serif: true, bold: true });
  p.text(
    40,
    `Für Ihren Wagen ${rng.pick(['Opel Rekord', 'VW 1200', 'Ford 12M', 'Mercedes 190 Dc'])}, pol. Kennz. ${dePlate(rng, town)}, km-Stand ${km}, berechnen wir:`,
    { y: 180, size: 9.5, serif: true },
  );
  p.y = 210;
  for (const [i, j] of l.jobs.entries()) {
    row(
      p,
      [
        { x: 60, text: j, serif: true },
        { x: 520, text: `DM ${money(l.jobCents[i], 'de')}`, right: true, serif: true },
      ],
      10,
    );
    p.down(15);
  }
  row(
    p,
    [
      { x: 60, text: 'Lohn', serif: true, bold: true },
      { x: 520, text: `DM ${money(labour, 'de')}`, right: true, serif: true, bold: true },
    ],
    10,
  );
  p.down(22);
  for (const [i, t] of l.parts.entries()) {
    row(
      p,
      [
        { x: 60, text: t, serif: true },
        { x: 520, text: `DM ${money(l.partCents[i], 'de')}`, right: true, serif: true },
      ],
      10,
    );
    p.down(15);
  }
  row(
    p,
    [
      { x: 60, text: 'Material', serif: true, bold: true },
      { x: 520, text: `DM ${money(parts, 'de')}`, right: true, serif: true, bold: true },
    ],
    10,
  );
  p.down(8);
  p.text(440, '______________', { size: 10, serif: true });
  p.down(16);
  row(
    p,
    [
      { x: 60, text: 'Zu zahlender Betrag', serif: true, bold: true },
      { x: 520, text: `DM ${money(total, 'de')}`, right: true, serif: true, bold: true },
    ],
    10.5,
  );
  const paid = addDays(billed, rng.int(0, 20));
  p.down(50);
  p.text(60, `Betrag erhalten ${town.name}, den ${fmt(paid, 'deShort')}`, { size: 9.5, serif: true });
  note(p, 330, p.y, rng.pick(['O. Brenner', 'W. Roth', 'E. Lindemann']), 13);
  note(p, 60, p.y + 40, `nächste Inspektion bei ${km + 5000} km`);
  return gen(p, 'de', {
    documentType: 'service',
    serviceDate: billed,
    shopName: shop,
    serviceMileage: km,
    laborCost: num(labour),
    partsCost: num(parts),
    totalCost: num(total),
    workPerformed: l.jobs,
    partsUsed: l.parts,
  });
};

export const SERVICE_DE: Family[] = [
  faxedMeisterbetrieb,
  coveringLetterBill,
  carbonWerkstattForm,
  billWithFuelSlip,
  denseDealerPrint,
  correctedBill,
  annotatedRestorer,
  typedBill1966,
];
