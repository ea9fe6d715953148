/**
 * German-language workshop bills, 2002–2026: a restorer whose name stands only in the footer and
 * the stamp, an Austrian one-man firm under a trade word with a type column (A/T), a Swiss garage
 * passing on a subcontractor's overhaul, and a small-business mechanic without VAT whose work is
 * numbered apart from his parts table.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import { addDays, ch, count, dateText, de, isoIn, pct, r05, r2, rule, stamp, sum, table, vatAT, vatCH, vatDE, width, workday, workdayBack } from './kit';
import { digits, letters, person, phone, place, plateAT, plateCH, plateDE, street } from './people';

/** 2002–06: a restorer's bill with no name at the top — only a trade line; the name is in the footer and the stamp. */
export const footerNamedRestorer2004: Family = (rng) => {
  const year = rng.int(2002, 2006);
  const billIso = workday(isoIn(rng, year));
  const workIso = workdayBack(addDays(billIso, -rng.int(2, 10)));
  const dueIso = addDays(billIso, 14);
  const shop = place(rng, 'DE', year);
  const owner = person(rng, 'DE', true);
  const shopName = `Oldtimer-Technik ${owner.last}`;
  const customer = person(rng, 'DE');
  const home = place(rng, 'DE', year);
  const car = rng.pick(['Porsche 356 B', 'Mercedes-Benz 190 SL', 'BMW 2002 tii', 'Alfa Romeo Spider 1600', 'VW Karmann Ghia', 'Jaguar XK 150']);
  const km = rng.int(24000, 98000);
  const rate = rng.pick([52, 55, 58, 62]);
  type Row = { text: string; no: string; qty: number; unit: string; price: number; labour: boolean };
  const jobs: Row[][] = rng.some(
    [
      [
        { text: 'Bremsanlage vorn überholt', no: '', qty: 6, unit: 'Std.', price: rate, labour: true },
        { text: 'Bremssattel-Reparatursatz', no: `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, qty: 2, unit: 'Stk.', price: 38.9, labour: false },
        { text: 'Bremsschlauch vorn', no: `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, qty: 2, unit: 'Stk.', price: 21.4, labour: false },
        { text: 'Bremsflüssigkeit DOT 4', no: 'BF-4', qty: 1, unit: 'l', price: 9.8, labour: false },
      ],
      [
        { text: 'Vergaser zerlegt, gereinigt und synchronisiert', no: '', qty: 4.5, unit: 'Std.', price: rate, labour: true },
        { text: 'Vergaser-Dichtsatz', no: `V${digits(rng, 5)}`, qty: 2, unit: 'Satz', price: 27.5, labour: false },
      ],
      [
        { text: 'Motoröl und Filter gewechselt', no: '', qty: 1, unit: 'Std.', price: rate, labour: true },
        { text: 'Motoröl 20W-50 mineralisch', no: `OEL-2050`, qty: 5, unit: 'l', price: 8.9, labour: false },
        { text: 'Ölfilter', no: `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, qty: 1, unit: 'Stk.', price: 14.6, labour: false },
      ],
      [
        { text: 'Schweller links erneuert und konserviert', no: '', qty: 14, unit: 'Std.', price: rate, labour: true },
        { text: 'Schwellerblech links', no: `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 2)}`, qty: 1, unit: 'Stk.', price: 168, labour: false },
        { text: 'Hohlraumkonservierung', no: 'HK-500', qty: 1, unit: 'Dose', price: 18.5, labour: false },
      ],
    ],
    2,
  );
  const rows = jobs.flat();
  const amt = (r: Row) => r2(r.qty * r.price);
  const labour = sum(rows.filter((r) => r.labour).map(amt));
  const parts = sum(rows.filter((r) => !r.labour).map(amt));
  const net = r2(labour + parts);
  const vr = vatDE(billIso);
  const tax = r2(net * vr);
  const total = r2(net + tax);

  const pb = new PageBuilder();
  pb.text(545, 'Restaurierung  ·  Instandsetzung  ·  Wartung', { y: 48, size: 9, align: 'right' });
  pb.text(545, 'klassischer Automobile seit 1984', { y: 60, size: 9, align: 'right' });
  pb.text(50, 'R E C H N U N G', { y: 62, size: 20, bold: true });
  rule(pb, 50, 72, 495);
  pb.y = 130;
  for (const l of [customer.title, customer.full, home.street, home.line]) pb.text(55, l, { size: 10 }).down(13.5);
  pb.y = 124;
  const info: [string, string][] = [
    ['Rechnungs-Nr.', `${year}-${String(rng.int(11, 480)).padStart(4, '0')}`],
    ['Rechnungsdatum', dateText(billIso, 'dd.mm.yyyy')],
    ['Leistungsdatum', dateText(workIso, 'dd.mm.yyyy')],
    ['Kunden-Nr.', String(rng.int(1000, 4999))],
    ['Fahrzeug', car],
    ['Kennzeichen', plateDE(rng, home.code, true)],
    ['Kilometerstand', `${count(km, '.')} (abgelesen)`],
  ];
  for (const [l, v] of info) {
    pb.text(340, l, { size: 8.5 });
    pb.text(425, v, { size: 8.5 });
    pb.down(12);
  }
  pb.y = 238;
  pb.text(55, `Sehr geehrte${customer.female ? ' Frau' : 'r Herr'} ${customer.last},`, { size: 10 });
  pb.down(14).text(55, 'für die an Ihrem Fahrzeug ausgeführten Arbeiten berechnen wir Ihnen:', { size: 10 });
  pb.down(14);
  const cols = [
    { x: 50, w: 26, head: 'Pos', align: 'center' as const },
    { x: 76, w: 70, head: 'Art.-Nr.' },
    { x: 146, w: 196, head: 'Bezeichnung' },
    { x: 342, w: 42, head: 'Menge', align: 'right' as const },
    { x: 384, w: 36, head: 'Einh.' },
    { x: 420, w: 60, head: 'E-Preis €', align: 'right' as const },
    { x: 480, w: 65, head: 'Gesamt €', align: 'right' as const },
  ];
  table(
    pb,
    cols,
    rows.map((r, i) => [String(i + 1), r.no, r.text, String(r.qty).replace('.', ','), r.unit, de(r.price), de(amt(r))]),
    { size: 8.5, row: 15, grid: true, fillHead: true },
  );
  pb.down(18);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(360, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Summe Lohn netto', de(labour));
  tot('Summe Teile netto', de(parts));
  tot('Nettobetrag', de(net));
  tot(`zzgl. ${pct(vr, ',')} % MwSt.`, de(tax));
  rule(pb, 360, pb.y - 10, 185);
  tot('Rechnungsbetrag EUR', de(total), true);
  pb.down(12);
  pb.text(55, `Zahlbar bis ${dateText(dueIso, 'dd.mm.yyyy')} ohne Abzug. Die Teile bleiben bis zur vollständigen Bezahlung unser Eigentum.`, { size: 8.5 });
  pb.down(40);
  stamp(pb, 150, pb.y, [shopName, 'Kfz-Meisterbetrieb', `${shop.street} · ${shop.line}`], 8);
  pb.text(300, `${owner.first[0]}. ${owner.last}`, { y: pb.y + 26, serif: true, size: 12 });
  rule(pb, 50, 770, 495);
  const foot = [
    [shopName, `Inh. ${owner.full}`, shop.street, shop.line],
    [
      `Tel. ${phone(rng, 'DE', year)}`,
      `Fax ${phone(rng, 'DE', year)}`,
      `werkstatt@${owner.last.toLowerCase().replace('ü', 'ue').replace('ö', 'oe')}-oldtimer.de`,
    ],
    [`Kreissparkasse ${shop.town}`, `Kto. ${digits(rng, 7)}  BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}`, `USt-IdNr. DE${digits(rng, 9)}`],
  ];
  foot.forEach((col, i) => col.forEach((l, j) => pb.text(50 + i * 170, l, { y: 782 + j * 9, size: 7 })));
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: workIso,
      shopName,
      serviceMileage: km,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: rows.filter((r) => r.labour).map((r) => r.text),
      partsUsed: rows.filter((r) => !r.labour).map((r) => r.text),
    },
  };
};

/** 2010–15 Austria: a trade word (logo) over the owner's firm "Gerhard Pichler e.U.", lines typed A (Arbeit) or T (Teile). */
export const tradeWordTypeColumn2012: Family = (rng) => {
  const year = rng.int(2010, 2015);
  const billIso = workday(isoIn(rng, year));
  const doneIso = workdayBack(addDays(billIso, -rng.int(1, 5)));
  const orderIso = workdayBack(addDays(doneIso, -rng.int(2, 6)));
  const shop = place(rng, 'AT', year);
  const owner = person(rng, 'AT', true);
  const shopName = `${owner.first} ${owner.last} e.U.`;
  const customer = person(rng, 'AT');
  const car = rng.pick(['Mercedes-Benz 300 SL (R107)', 'VW Golf I Cabrio', 'Puch G 230', 'Fiat 124 Spider', 'Opel Manta B', 'BMW 635 CSi']);
  const km = rng.int(60000, 240000);
  const rate = rng.pick([78, 84, 89, 96]);
  type Row = { type: 'A' | 'T'; text: string; qty: number; unit: string; price: number };
  const rows: Row[] = [
    { type: 'A', text: 'Wiederkehrende Begutachtung § 57a KFG', qty: 1, unit: 'Pausch.', price: rng.pick([59, 64, 69]) },
    ...rng.pick<Row[]>([
      [
        { type: 'A', text: 'Kupplung aus- und eingebaut', qty: 4.5, unit: 'Std.', price: rate },
        { type: 'T', text: 'Kupplungssatz', qty: 1, unit: 'Stk.', price: 312.4 },
        { type: 'T', text: 'Ausrücklager', qty: 1, unit: 'Stk.', price: 64.9 },
      ],
      [
        { type: 'A', text: 'Stoßdämpfer hinten erneuert', qty: 2, unit: 'Std.', price: rate },
        { type: 'T', text: 'Stoßdämpfer hinten', qty: 2, unit: 'Stk.', price: 96.5 },
        { type: 'T', text: 'Anschlagpuffer', qty: 2, unit: 'Stk.', price: 14.2 },
      ],
      [
        { type: 'A', text: 'Kühler aus- und eingebaut, Kühlsystem entlüftet', qty: 2.5, unit: 'Std.', price: rate },
        { type: 'T', text: 'Kühler (Austausch)', qty: 1, unit: 'Stk.', price: 389 },
        { type: 'T', text: 'Kühlerfrostschutz', qty: 4, unit: 'l', price: 7.8 },
      ],
    ]),
    { type: 'A', text: 'Scheinwerfer eingestellt', qty: 0.5, unit: 'Std.', price: rate },
  ];
  const amt = (r: Row) => r2(r.qty * r.price);
  const labour = sum(rows.filter((r) => r.type === 'A').map(amt));
  const parts = sum(rows.filter((r) => r.type === 'T').map(amt));
  const net = r2(labour + parts);
  const vr = vatAT(billIso);
  const tax = r2(net * vr);
  const total = r2(net + tax);

  const pb = new PageBuilder();
  pb.text(50, 'KFZ-TECHNIK', { y: 70, size: 30, bold: true });
  pb.text(52 + width('KFZ-TECHNIK', 30, { bold: true }), 'seit 1991', { y: 70, size: 9 });
  pb.text(50, shopName, { y: 88, size: 11, bold: true });
  pb.text(50, 'Kfz-Meisterbetrieb  ·  § 57a-Prüfstelle  ·  Oldtimer-Betreuung', { y: 100, size: 8.5 });
  pb.text(545, shop.street, { y: 60, size: 8.5, align: 'right' });
  pb.text(545, `A-${shop.line}`, { y: 71, size: 8.5, align: 'right' });
  pb.text(545, `Tel. ${phone(rng, 'AT', year)}`, { y: 82, size: 8.5, align: 'right' });
  pb.text(545, `UID ATU${digits(rng, 8)}`, { y: 93, size: 8.5, align: 'right' });
  pb.y = 140;
  for (const l of [customer.title, customer.full, street(rng, 'AT'), shop.line]) pb.text(55, l, { size: 10 }).down(13);
  pb.y = 220;
  pb.text(50, `Rechnung ${year}/${rng.int(100, 999)}`, { size: 14, bold: true });
  pb.down(20);
  // Four dates in a row of cells: order, completion, invoice, next inspection.
  const cells: [string, string][] = [
    ['Auftragsdatum', dateText(orderIso, 'dd.mm.yyyy')],
    ['Fertigstellung', dateText(doneIso, 'dd.mm.yyyy')],
    ['Rechnungsdatum', dateText(billIso, 'dd.mm.yyyy')],
    ['Km-Stand', `${count(km, '.')} km`],
    ['Kennzeichen', plateAT(rng, shop.code)],
  ];
  cells.forEach(([l, v], i) => {
    const x = 50 + i * 99;
    pb.box(x, pb.y, 99, 30);
    pb.text(x + 4, l, { y: pb.y + 10, size: 7 });
    pb.text(x + 4, v, { y: pb.y + 24, size: 9.5, bold: true });
  });
  pb.down(44);
  pb.text(50, `Fahrzeug: ${car}`, { size: 9.5 });
  pb.down(12);
  const cols = [
    { x: 50, w: 24, head: 'Art', align: 'center' as const },
    { x: 74, w: 250, head: 'Leistung / Teil' },
    { x: 324, w: 46, head: 'Menge', align: 'right' as const },
    { x: 370, w: 50, head: 'Einheit' },
    { x: 420, w: 60, head: 'Preis', align: 'right' as const },
    { x: 480, w: 65, head: 'Betrag', align: 'right' as const },
  ];
  table(
    pb,
    cols,
    rows.map((r) => [r.type, r.text, String(r.qty).replace('.', ','), r.unit, de(r.price), de(amt(r))]),
    { size: 9, row: 16, ruled: true },
  );
  pb.down(12);
  pb.text(50, 'A = Arbeitsleistung, T = Teile / Material', { size: 7.5 });
  pb.down(16);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(372, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Summe Arbeit (A)', `€ ${de(labour)}`);
  tot('Summe Teile (T)', `€ ${de(parts)}`);
  tot('Nettobetrag', `€ ${de(net)}`);
  tot(`${pct(vr)} % USt.`, `€ ${de(tax)}`);
  pb.box(368, pb.y - 11, 177, 17);
  tot('Rechnungsbetrag', `€ ${de(total)}`, true);
  pb.down(16);
  const next = `${String(Number(doneIso.slice(5, 7))).padStart(2, '0')}/${year + 1}`;
  pb.text(50, `Begutachtungsplakette (§ 57a) erteilt. Nächste Begutachtung: ${next}`, { size: 8.5 });
  pb.down(12).text(50, 'Zahlbar innerhalb von 14 Tagen ohne Abzug. Wir danken für Ihren Auftrag!', { size: 8.5 });
  pb.text(
    297,
    `Raiffeisenbank ${shop.town}  ·  IBAN AT${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}  ·  BIC RZ${letters(rng, 2)}AT2K${digits(rng, 3)}`,
    {
      y: 805,
      size: 7,
      align: 'center',
    },
  );
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: doneIso,
      shopName,
      serviceMileage: km,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: rows.filter((r) => r.type === 'A').map((r) => r.text),
      partsUsed: rows.filter((r) => r.type === 'T').map((r) => r.text),
    },
  };
};

/** 2017–23 Switzerland: a garage's bill passing on a subcontractor's overhaul at cost, in three sections with MWST and rounding. */
export const swissSubcontract2019: Family = (rng) => {
  const year = rng.int(2017, 2023);
  const billIso = workday(isoIn(rng, year));
  const doneIso = workdayBack(addDays(billIso, -rng.int(2, 7)));
  const orderIso = workdayBack(addDays(doneIso, -rng.int(10, 20)));
  const shop = place(rng, 'CH', year);
  const owner = person(rng, 'CH', true);
  const shopName = `Garage ${owner.last} AG`;
  const sub = `Motorenrevision ${rng.pick(['Baumann', 'Widmer', 'Suter', 'Lüthi'])} GmbH`;
  const subTown = rng.pick(['Schaffhausen', 'Wil SG', 'Olten', 'Burgdorf']);
  const customer = person(rng, 'CH');
  const home = place(rng, 'CH', year);
  const car = rng.pick(['Mercedes-Benz 230 SL Pagode', 'Volvo P1800 S', 'Triumph TR6', 'Lancia Fulvia Coupé', 'Peugeot 504 Cabriolet']);
  const km = rng.int(70000, 190000);
  const rate = rng.pick([128, 135, 142, 150]);
  const work: [string, number][] = [
    ['Zylinderkopf aus- und eingebaut', rng.pick([6, 6.5, 7])],
    ['Ventilspiel eingestellt, Zündung eingestellt', 1],
    ['Probefahrt und Nachkontrolle', 0.5],
  ];
  const material: [string, number][] = [
    ['Zylinderkopfdichtung', rng.pick([84.5, 96.2, 112])],
    ['Zylinderkopfschrauben (Satz)', rng.pick([58, 64.8])],
    ['Kühlflüssigkeit 5 l', 32.5],
    ['Motorenöl 20W-50, 5 l', 62],
  ];
  const sublet: [string, number] = ['Zylinderkopf überholt, Ventilsitze bearbeitet', rng.pick([980, 1140, 1265, 1390])];
  const labour = sum(work.map(([, h]) => r2(h * rate)));
  const parts = sum(material.map(([, p]) => p));
  const net = r2(labour + parts + sublet[1]);
  const vr = vatCH(billIso);
  const tax = r2(net * vr);
  const gross = r2(net + tax);
  const total = r05(gross);
  const rounding = r2(total - gross);

  const pb = new PageBuilder();
  pb.text(545, shopName, { y: 56, size: 17, bold: true, align: 'right' });
  pb.text(545, 'Ihr Partner für Oldtimer und Youngtimer', { y: 70, size: 9, align: 'right' });
  pb.text(545, `${shop.street}  ·  ${shop.line}  ·  ${phone(rng, 'CH', year)}`, { y: 82, size: 8.5, align: 'right' });
  pb.text(545, `MWST-Nr. CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} MWST`, { y: 93, size: 8, align: 'right' });
  pb.y = 140;
  pb.text(320, `${shopName}, ${shop.street}, ${shop.line}`, { size: 6.5 });
  rule(pb, 320, pb.y + 2, 220);
  pb.down(16);
  for (const l of [customer.title, customer.full, home.street, home.line]) pb.text(320, l, { size: 10 }).down(13);
  pb.y = 150;
  const info: [string, string][] = [
    ['Datum', dateText(billIso, 'dd.mm.yyyy')],
    ['Rechnung', `R-${rng.int(20000, 39999)}`],
    ['Auftrag vom', dateText(orderIso, 'dd.mm.yyyy')],
    ['Arbeit ausgeführt', dateText(doneIso, 'dd.mm.yyyy')],
  ];
  for (const [l, v] of info) {
    pb.text(55, l, { size: 9 });
    pb.text(150, v, { size: 9 });
    pb.down(12.5);
  }
  pb.y = 250;
  pb.text(55, `Rechnung — ${car}, ${plateCH(rng, home.code)}, km-Stand ${count(km, "'")}`, { size: 11, bold: true });
  pb.down(20);
  const section = (title: string, rows: [string, string, string, string][], subtotalLabel: string, subtotal: number) => {
    pb.text(55, title, { size: 9.5, bold: true });
    pb.down(4);
    table(
      pb,
      [
        { x: 55, w: 270 },
        { x: 325, w: 60, align: 'right' },
        { x: 385, w: 75, align: 'right' },
        { x: 460, w: 85, align: 'right' },
      ],
      rows,
      { size: 9, row: 14 },
    );
    rule(pb, 460, pb.y + 2, 85);
    pb.down(13);
    pb.text(460, subtotalLabel, { size: 9, align: 'right' });
    pb.text(542, ch(subtotal), { size: 9, bold: true, align: 'right' });
    pb.down(18);
  };
  pb.text(325 + 57, 'Menge', { size: 8, align: 'right' });
  pb.text(385 + 72, 'Ansatz', { size: 8, align: 'right' });
  pb.text(460 + 82, 'Betrag CHF', { size: 8, align: 'right' });
  pb.down(6);
  section(
    'Arbeit',
    work.map(([t, h]) => [t, `${h} Std.`, ch(rate), ch(r2(h * rate))]),
    'Total Arbeit',
    labour,
  );
  section(
    'Material',
    material.map(([t, p]) => [t, '1', ch(p), ch(p)]),
    'Total Material',
    parts,
  );
  section('Fremdarbeiten', [[sublet[0], '1', ch(sublet[1]), ch(sublet[1])]], 'Total Fremdarbeiten', sublet[1]);
  pb.text(55, `Die Revision des Zylinderkopfs wurde durch unseren Partnerbetrieb ${sub}, ${subTown}, ausgeführt`, { size: 8 });
  pb.down(10).text(55, 'und wird Ihnen zum Selbstkostenpreis weiterverrechnet (Beleg liegt bei).', { size: 8 });
  pb.down(20);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(350, l, { size: 9.5, bold });
    pb.text(542, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Total exkl. MWST', ch(net));
  tot(`MWST ${pct(vr)} %`, ch(tax));
  tot('Rundung', ch(rounding));
  rule(pb, 350, pb.y - 10, 195);
  rule(pb, 350, pb.y - 8, 195);
  tot('Total CHF', ch(total), true);
  pb.down(14);
  pb.text(55, `Zahlbar innert 30 Tagen. Nächste MFK: ${year + rng.int(2, 3)}. Wir danken für Ihr Vertrauen.`, { size: 8.5 });
  pb.text(
    297,
    `${shopName}  ·  Zürcher Kantonalbank  ·  IBAN CH${digits(rng, 2)} 0070 0${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`,
    { y: 806, size: 7, align: 'center' },
  );
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: doneIso,
      shopName,
      serviceMileage: km,
      laborCost: labour,
      partsCost: parts,
      totalCost: total,
      workPerformed: [...work.map(([t]) => t), sublet[0]],
      partsUsed: material.map(([t]) => t),
    },
  };
};

/** 2023–26: a Kleinunternehmer's bill (§ 19 UStG): a trade slogan on top, numbered work lines with hours, a separate parts table. */
export const smallBusinessNoVat2024: Family = (rng) => {
  const year = rng.int(2023, 2026);
  const billIso = workday(isoIn(rng, year, 1, year === 2026 ? 3 : 12));
  const workIso = workdayBack(addDays(billIso, -rng.int(1, 6)));
  const shop = place(rng, 'DE', year);
  const first = rng.pick(['Kemal', 'Murat', 'Sven', 'Dennis', 'Tobias']);
  const last = rng.pick(['Yilmaz', 'Kaya', 'Neumann', 'Reinholz', 'Dietrich']);
  const shopName = `Kfz-Service ${first[0]}. ${last}`;
  const customer = person(rng, 'DE');
  const car = rng.pick(['VW T3 Multivan', 'Mercedes-Benz 300 TE (S124)', 'BMW 320i (E21)', 'Opel GT 1900', 'Ford Capri 2.8i', 'Audi 100 C3']);
  const km = rng.int(110000, 320000);
  const rate = rng.pick([58, 62, 65, 69]);
  const work: [string, number][] = rng.some(
    [
      ['Zahnriemen mit Wasserpumpe erneuert', 3.5],
      ['Ölwechsel mit Filter', 0.5],
      ['Bremsscheiben und Beläge vorne erneuert', 1.5],
      ['Zündkerzen erneuert', 0.5],
      ['Klimaanlage geprüft und befüllt', 1],
      ['Auspuffanlage geschweißt', 1],
    ] as [string, number][],
    3,
  );
  const partsFor: Record<string, [string, number, number][]> = {
    'Zahnriemen mit Wasserpumpe erneuert': [
      ['Zahnriemensatz mit Wasserpumpe', 1, 189.9],
      ['Kühlmittel G12', 3, 6.5],
    ],
    'Ölwechsel mit Filter': [
      ['Motoröl 10W-40', 5, 7.9],
      ['Ölfilter', 1, 11.4],
    ],
    'Bremsscheiben und Beläge vorne erneuert': [
      ['Bremsscheibe vorne', 2, 48.6],
      ['Bremsbelagsatz vorne', 1, 42.3],
    ],
    'Zündkerzen erneuert': [['Zündkerze', 4, 7.2]],
    'Klimaanlage geprüft und befüllt': [['Kältemittel R134a (g)', 600, 0.09]],
    'Auspuffanlage geschweißt': [['Schweißmaterial / Kleinteile', 1, 12]],
  };
  const parts = work.flatMap(([w]) => partsFor[w]);
  const labourOf = (h: number) => r2(h * rate);
  const labour = sum(work.map(([, h]) => labourOf(h)));
  const partsSum = sum(parts.map(([, q, p]) => r2(q * p)));
  const total = r2(labour + partsSum);

  const pb = new PageBuilder();
  pb.text(297, `Ihre freie Werkstatt in ${shop.town} — alle Marken, Oldtimer & Youngtimer`, { y: 52, size: 13, bold: true, align: 'center' });
  pb.text(297, `${shopName}  ·  Inh. ${first} ${last}  ·  ${shop.street}  ·  ${shop.line}  ·  Tel. ${phone(rng, 'DE', year)}`, {
    y: 68,
    size: 8.5,
    align: 'center',
  });
  rule(pb, 50, 76, 495);
  pb.y = 120;
  for (const l of [customer.title, customer.full, street(rng, 'DE'), shop.line]) pb.text(55, l, { size: 10 }).down(13);
  pb.y = 116;
  const info: [string, string][] = [
    ['Rechnung Nr.', `${year}-${String(rng.int(10, 299)).padStart(3, '0')}`],
    ['Rechnungsdatum', dateText(billIso, 'dd.mm.yyyy')],
    ['Leistungsdatum', dateText(workIso, 'dd.mm.yyyy')],
    ['Zahlbar bis', dateText(addDays(billIso, 14), 'dd.mm.yyyy')],
  ];
  for (const [l, v] of info) {
    pb.text(360, `${l}:`, { size: 9 });
    pb.text(545, v, { size: 9, align: 'right' });
    pb.down(13);
  }
  pb.y = 200;
  pb.text(55, `Fahrzeug: ${car}  ·  ${plateDE(rng, shop.code)}  ·  Km-Stand bei Annahme: ${count(km, '.')}`, { size: 9.5 });
  pb.down(26);
  pb.text(55, 'Ausgeführte Arbeiten', { size: 11, bold: true });
  pb.down(16);
  work.forEach(([w, h], i) => {
    pb.text(60, `${i + 1})  ${w}`, { size: 9.5 });
    pb.text(430, `${String(h).replace('.', ',')} Std. × ${de(rate)} €`, { size: 9.5, align: 'right' });
    pb.text(542, `${de(labourOf(h))} €`, { size: 9.5, align: 'right' });
    pb.down(14);
  });
  pb.text(430, 'Arbeitslohn gesamt', { size: 9.5, bold: true, align: 'right' });
  pb.text(542, `${de(labour)} €`, { size: 9.5, bold: true, align: 'right' });
  pb.down(28);
  pb.text(55, 'Ersatzteile', { size: 11, bold: true });
  pb.down(6);
  table(
    pb,
    [
      { x: 55, w: 50, head: 'Menge', align: 'right' },
      { x: 105, w: 80, head: 'Teile-Nr.' },
      { x: 185, w: 205, head: 'Bezeichnung' },
      { x: 390, w: 70, head: 'Einzelpreis', align: 'right' },
      { x: 460, w: 85, head: 'Gesamt', align: 'right' },
    ],
    parts.map(([t, q, p]) => [String(q), `${letters(rng, 2)}${digits(rng, 5)}`, t, `${de(p)} €`, `${de(r2(q * p))} €`]),
    { size: 9, row: 15, ruled: true },
  );
  pb.down(14);
  pb.text(430, 'Ersatzteile gesamt', { size: 9.5, bold: true, align: 'right' });
  pb.text(542, `${de(partsSum)} €`, { size: 9.5, bold: true, align: 'right' });
  pb.down(26);
  pb.box(300, pb.y - 13, 245, 20, true);
  pb.text(308, 'Gesamtbetrag', { size: 11, bold: true });
  pb.text(540, `${de(total)} €`, { size: 11, bold: true, align: 'right' });
  pb.down(24);
  pb.text(55, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).', { size: 8.5 });
  pb.down(12).text(
    55,
    `Nächste HU: ${String(rng.int(1, 12)).padStart(2, '0')}/${year + 1}  ·  Nächster Ölwechsel bei ${count(Math.ceil((km + 10000) / 1000) * 1000, '.')} km`,
    { size: 8.5 },
  );
  pb.down(12).text(55, 'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer. Vielen Dank für Ihr Vertrauen!', { size: 8.5 });
  pb.text(
    297,
    `Sparkasse ${shop.town}  ·  IBAN DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}  ·  Steuernr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`,
    {
      y: 806,
      size: 7,
      align: 'center',
    },
  );
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: workIso,
      shopName,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsSum,
      totalCost: total,
      workPerformed: work.map(([w]) => w),
      partsUsed: parts.map(([t]) => t),
    },
  };
};
