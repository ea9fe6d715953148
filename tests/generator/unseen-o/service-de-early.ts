/**
 * German-language workshop bills, 1968–1997: a one-man garage trading under its owner's name, an
 * Austrian Werkstätte with a monogram in Schilling, a Swiss garage grouping its work by job in
 * francs, and a mobile mechanic's pad filled in by hand under his rubber stamp.
 */
import { PageBuilder } from '../page';
import type { Family } from './family';
import {
  count,
  dateText,
  de,
  deBare,
  isoIn,
  pct,
  r2,
  rule,
  stamp,
  sum,
  table,
  vatAT,
  vatDE,
  width,
  workday,
  workdayBack,
  addDays,
  ch,
  chDash,
  dots,
  para,
} from './kit';
import { digits, person, phone, place, plateCH, plateDE, street } from './people';

interface Job {
  work: string;
  parts: [string, number][];
}

/** 1968–71: "KARL BRANDT, Kraftfahrzeug-Reparaturen": typewritten, work in sentences, parts in a comma list. */
export const ownerNamedGarage1969: Family = (rng) => {
  const year = rng.int(1968, 1971);
  const billIso = workday(isoIn(rng, year, year === 1968 ? 8 : 1, 12));
  const orderIso = addDays(billIso, -rng.int(3, 9));
  const shop = place(rng, 'DE', year);
  const owner = person(rng, 'DE', true);
  const customer = person(rng, 'DE');
  const home = { street: street(rng, 'DE'), line: shop.line };
  const car = rng.pick(['VW 1300', 'Opel Kadett B', 'Ford 17 M', 'Mercedes-Benz 200', 'BMW 1600', 'NSU Prinz 4', 'Opel Rekord C']);
  const km = rng.int(31000, 128000);
  const jobs: Job[] = rng.some(
    [
      { work: 'Vergaser ausgebaut, gereinigt und eingestellt', parts: [['Vergaserdichtsatz', 6.4]] },
      {
        work: 'Zündkerzen und Unterbrecherkontakte erneuert',
        parts: [
          ['Zündkerzensatz', 9.6],
          ['Unterbrecherkontakte', 4.85],
        ],
      },
      { work: 'Keilriemen erneuert und gespannt', parts: [['Keilriemen', 7.9]] },
      { work: 'Ventilspiel eingestellt', parts: [['Ventildeckeldichtung', 3.2]] },
      { work: 'Bremsen nachgestellt', parts: [] },
      {
        work: 'Auspufftopf erneuert',
        parts: [
          ['Auspufftopf', 48.5],
          ['Auspuffschellen', 3.6],
        ],
      },
    ],
    rng.int(3, 4),
  );
  if (jobs.every((j) => !j.parts.length)) jobs.push({ work: 'Keilriemen erneuert und gespannt', parts: [['Keilriemen', 7.9]] });
  const parts = jobs.flatMap((j) => j.parts);
  const hours = rng.int(4, 9) / 2;
  const rate = rng.pick([9.5, 9.8, 10.5, 11.2]);
  const labour = r2(hours * rate);
  const material = sum(parts.map((p) => p[1]));
  const net = r2(labour + material);
  const rate2 = vatDE(billIso);
  const tax = r2(net * rate2);
  const total = r2(net + tax);

  const pb = new PageBuilder();
  pb.y = 62;
  const name = `${owner.first} ${owner.last}`;
  pb.text(60, name.toUpperCase(), { size: 22, bold: true, serif: true });
  pb.down(16).text(60, 'Kraftfahrzeug-Reparaturen aller Art  ·  Abschleppdienst  ·  Tankstelle', { size: 9, serif: true });
  pb.down(12).text(60, `${shop.line}  ·  ${shop.street}  ·  Fernruf ${phone(rng, 'DE', year)}`, { size: 8.5, serif: true });
  rule(pb, 60, pb.y + 6, 475);
  pb.down(40);
  pb.text(60, customer.title, { size: 10, serif: true });
  pb.down(13).text(60, customer.full, { size: 10, serif: true });
  pb.down(13).text(60, home.street, { size: 10, serif: true });
  pb.down(13).text(60, home.line, { size: 10, serif: true });
  pb.text(535, `${shop.town}, den ${dateText(billIso, 'de-long')}`, { y: pb.y - 39, size: 10, serif: true, align: 'right' });
  pb.down(44).text(60, `R e c h n u n g   Nr. ${rng.int(120, 690)}`, { size: 12, bold: true, serif: true });
  pb.down(16).text(60, `Ihr Auftrag vom ${dateText(orderIso, 'd.m.yy')}`, { size: 9, serif: true });
  pb.down(22);
  para(
    pb,
    60,
    `Für die an Ihrem Pkw ${car}, amtl. Kennzeichen ${plateDE(rng, shop.code)}, bei einem km-Stand von ${count(km, '.')} ausgeführten Arbeiten erlaube ich mir zu berechnen:`,
    470,
    10,
    {
      serif: true,
    },
  );
  pb.down(8);
  para(pb, 80, jobs.map((j) => `${j.work}.`).join(' '), 440, 10, { serif: true, lead: 15 });
  pb.down(8);
  para(pb, 80, `Material: ${parts.map((p) => p[0]).join(', ')}.`, 440, 10, { serif: true, lead: 15 });
  pb.down(20);
  const row = (label: string, value: string, bold = false) => {
    pb.text(80, label, { size: 10, serif: true, bold });
    dots(pb, 86 + width(label, 10, { serif: true, bold }), 440, pb.y, 10);
    pb.text(450, 'DM', { size: 10, serif: true, bold });
    pb.text(535, value, { size: 10, serif: true, bold, align: 'right' });
    pb.down(16);
  };
  row(`Arbeitslohn ${String(hours).replace('.', ',')} Std. à DM ${deBare(rate)}`, deBare(labour));
  row('Material lt. obiger Aufstellung', deBare(material));
  rule(pb, 470, pb.y - 10, 65);
  pb.down(2);
  pb.text(535, deBare(net), { size: 10, serif: true, align: 'right' });
  pb.down(16);
  row(`zuzügl. ${pct(rate2, ',')} % Mehrwertsteuer`, deBare(tax));
  rule(pb, 470, pb.y - 10, 65);
  rule(pb, 470, pb.y - 8, 65);
  pb.down(4);
  row('Rechnungsbetrag', deBare(total), true);
  pb.down(18);
  pb.text(60, 'Zahlbar sofort nach Erhalt ohne Abzug.', { size: 9.5, serif: true });
  pb.down(30).text(60, 'Hochachtungsvoll', { size: 10, serif: true });
  pb.down(40).text(60, `(${name})`, { size: 10, serif: true });
  pb.text(60, `Bankverbindung: Kreissparkasse ${shop.town}, Kto.-Nr. ${digits(rng, 6)}  ·  Postscheckkonto ${digits(rng, 5)}-${digits(rng, 3)}`, {
    y: 800,
    size: 7.5,
    serif: true,
  });
  return {
    items: pb.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: billIso,
      shopName: name,
      serviceMileage: km,
      laborCost: labour,
      partsCost: material,
      totalCost: total,
      workPerformed: jobs.map((j) => j.work),
      partsUsed: parts.map((p) => p[0]),
    },
  };
};

/** 1979–83 Austria: monogram over "Kfz-Werkstätte Josef Huber, Inh. Maria Huber", Schilling, numbered lines of hours and pieces. */
export const monogramWerkstaette1980: Family = (rng) => {
  const year = rng.int(1979, 1983);
  const billIso = workday(isoIn(rng, year));
  const workIso = workdayBack(addDays(billIso, -rng.int(2, 6)));
  const shop = place(rng, 'AT', year);
  const founder = person(rng, 'AT', true);
  const holder = `${rng.pick(['Maria', 'Theresia', 'Johann', 'Franz'])} ${founder.last}`;
  const customer = person(rng, 'AT');
  const shopName = `Kfz-Werkstätte ${founder.first} ${founder.last}`;
  const car = rng.pick(['Puch 500', 'Steyr-Fiat 126', 'VW Käfer 1303', 'Opel Ascona A', 'Ford Taunus', 'Mercedes 230 (W123)', 'Peugeot 504']);
  const km = rng.int(40000, 160000);
  const rate = rng.pick([240, 260, 280, 310]);
  type Row = { text: string; qty: number; unit: string; price: number; labour: boolean };
  const pick = rng.some(
    [
      [
        { text: 'Service lt. Wartungsplan', qty: 2, unit: 'Std.', price: rate, labour: true },
        { text: 'Motoröl SAE 20W-50', qty: 4, unit: 'l', price: 46, labour: false },
        { text: 'Ölfilter', qty: 1, unit: 'Stk.', price: 128, labour: false },
      ],
      [
        { text: 'Bremsbeläge vorne erneuert', qty: 1.5, unit: 'Std.', price: rate, labour: true },
        { text: 'Bremsbeläge vorne (Satz)', qty: 1, unit: 'Satz', price: 420, labour: false },
      ],
      [
        { text: 'Kupplungsseil erneuert', qty: 1, unit: 'Std.', price: rate, labour: true },
        { text: 'Kupplungsseil', qty: 1, unit: 'Stk.', price: 186, labour: false },
      ],
      [{ text: 'Zündung eingestellt', qty: 0.5, unit: 'Std.', price: rate, labour: true }],
      [
        { text: 'Auspuff hinten erneuert', qty: 1, unit: 'Std.', price: rate, labour: true },
        { text: 'Endschalldämpfer', qty: 1, unit: 'Stk.', price: 890, labour: false },
        { text: 'Schelle', qty: 2, unit: 'Stk.', price: 38, labour: false },
      ],
    ] as Row[][],
    3,
  );
  if (!pick.flat().some((r) => !r.labour)) pick.push([{ text: 'Scheibenwischerblätter', qty: 2, unit: 'Stk.', price: 95, labour: false }]);
  const rows = pick.flat();
  const amountOf = (r: Row) => r2(r.qty * r.price);
  const labour = sum(rows.filter((r) => r.labour).map(amountOf));
  const parts = sum(rows.filter((r) => !r.labour).map(amountOf));
  const net = r2(labour + parts);
  const rate2 = vatAT(billIso);
  const tax = r2(net * rate2);
  const total = r2(net + tax);

  const pb = new PageBuilder();
  const initials = `${founder.first[0]}${founder.last[0]}`;
  pb.box(50, 40, 46, 46);
  pb.text(73, initials, { y: 73, size: 24, bold: true, serif: true, align: 'center' });
  pb.text(108, shopName, { y: 58, size: 15, bold: true });
  pb.text(108, `Inh. ${holder}  ·  Meisterbetrieb  ·  Reparatur aller Marken`, { y: 72, size: 8.5 });
  pb.text(108, `${shop.street}, ${shop.line}  ·  Tel. ${phone(rng, 'AT', year)}`, { y: 84, size: 8.5 });
  rule(pb, 50, 96, 495);
  pb.y = 130;
  for (const l of [customer.title, customer.full, street(rng, 'AT'), shop.line]) pb.text(60, l, { size: 10 }).down(13);
  const infoX = 360;
  pb.y = 130;
  const info: [string, string][] = [
    ['Rechnung Nr.', `${year % 100}/${String(rng.int(10, 999)).padStart(4, '0')}`],
    ['Datum', dateText(billIso, 'at-long')],
    ['Reparatur am', dateText(workIso, 'at-long')],
    ['Kennzeichen', `${shop.code} ${rng.int(10, 99)}.${rng.int(100, 999)}`],
    ['Fahrzeug', car],
    ['Tachostand', `${count(km, ' ')} km`],
  ];
  for (const [l, v] of info) {
    pb.text(infoX, `${l}:`, { size: 9 });
    pb.text(infoX + 72, v, { size: 9 });
    pb.down(12.5);
  }
  pb.y = 230;
  pb.text(60, 'RECHNUNG', { size: 14, bold: true });
  pb.down(14);
  const cols = [
    { x: 55, w: 30, head: 'Pos.', align: 'center' as const },
    { x: 85, w: 220, head: 'Bezeichnung' },
    { x: 305, w: 50, head: 'Menge', align: 'right' as const },
    { x: 355, w: 40, head: 'Einh.' },
    { x: 395, w: 70, head: 'Preis S', align: 'right' as const },
    { x: 465, w: 80, head: 'Betrag S', align: 'right' as const },
  ];
  table(
    pb,
    cols,
    rows.map((r, i) => [String(i + 1), r.text, String(r.qty).replace('.', ','), r.unit, de(r.price), de(amountOf(r))]),
    { size: 9, row: 17, ruled: true },
  );
  pb.down(22);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(380, l, { size: 9.5, bold });
    pb.text(540, v, { size: 9.5, bold, align: 'right' });
    pb.down(14);
  };
  tot('Summe Arbeitszeit', `S ${de(labour)}`);
  tot('Summe Material', `S ${de(parts)}`);
  rule(pb, 380, pb.y - 10, 165);
  tot('Nettobetrag', `S ${de(net)}`);
  tot(`+ ${pct(rate2, ',')} % USt.`, `S ${de(tax)}`);
  pb.box(375, pb.y - 11, 170, 17, true);
  tot('Gesamtbetrag', `S ${de(total)}`, true);
  pb.down(26);
  pb.text(
    60,
    `Nächstes Service bei ${count(Math.ceil((km + 7500) / 5000) * 5000, '.')} km  ·  Nächste Überprüfung gem. § 57a KFG: ${String(rng.int(1, 12)).padStart(2, '0')}/${year + 1}`,
    { size: 8.5 },
  );
  pb.down(14).text(60, 'Zahlbar binnen 14 Tagen netto Kassa. Eigentumsvorbehalt bis zur vollständigen Bezahlung.', { size: 8.5 });
  pb.text(297, `Bankverbindung: Sparkasse ${shop.town}, Kto. ${digits(rng, 3)}-${digits(rng, 6)}`, { y: 805, size: 7, align: 'center' });
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

/** 1985–1993 Switzerland: recipient on the right, the work grouped by job with its own hours and parts, francs without MWST. */
export const swissJobGroups1987: Family = (rng) => {
  const year = rng.int(1985, 1993);
  const billIso = workday(isoIn(rng, year));
  const workIso = workdayBack(addDays(billIso, -rng.int(3, 8)));
  const shop = place(rng, 'CH', year);
  const owner = person(rng, 'CH', true);
  const shopName = `Garage ${owner.first[0]}. ${owner.last}`;
  const customer = person(rng, 'CH');
  const home = place(rng, 'CH', year);
  const car = rng.pick([
    'Mercedes-Benz 280 SE',
    'Volvo 244 GL',
    'Alfa Romeo Giulia 1600',
    'Saab 900 Turbo',
    'Citroën CX 2400',
    'Porsche 924',
    'Opel Commodore B',
  ]);
  const km = rng.int(52000, 210000);
  const rate = rng.pick([68, 72, 78, 85]);
  const service = Math.ceil(km / 10000) * 10000;
  type G = { title: string; hours: number; parts: [string, number][] };
  const groups: G[] = [
    {
      title: `Service ${count(service, "'")} km`,
      hours: 2.5,
      parts: [
        ['Motorenöl 15W-40, 6 l', 54],
        ['Ölfilter', 18.5],
        ['Luftfiltereinsatz', 27.8],
      ],
    },
    ...rng.some<G>(
      [
        {
          title: 'Bremsbeläge vorne ersetzt',
          hours: 1.5,
          parts: [
            ['Bremsbeläge vorne (Satz)', 86.4],
            ['Bremsflüssigkeit DOT 4', 12.5],
          ],
        },
        {
          title: 'Nachschalldämpfer ersetzt',
          hours: 1,
          parts: [
            ['Nachschalldämpfer', 218],
            ['Montagesatz Auspuff', 24.6],
          ],
        },
        {
          title: 'Wasserpumpe ersetzt',
          hours: 3,
          parts: [
            ['Wasserpumpe', 184.5],
            ['Kühlerfrostschutz 3 l', 21],
          ],
        },
        {
          title: 'Zündverteiler revidiert',
          hours: 2,
          parts: [
            ['Verteilerkappe', 32.4],
            ['Verteilerfinger', 11.2],
            ['Unterbrecher', 15.8],
          ],
        },
      ],
      rng.int(1, 2),
    ),
  ];
  const labourOf = (g: G) => r2(g.hours * rate);
  const labour = sum(groups.map(labourOf));
  const parts = sum(groups.flatMap((g) => g.parts.map((p) => p[1])));
  const total = r2(labour + parts);

  const pb = new PageBuilder();
  pb.text(55, shopName, { y: 60, size: 19, bold: true });
  pb.text(55, 'Reparaturen aller Marken  ·  Oldtimer-Service  ·  Benzin', { y: 76, size: 9 });
  pb.text(55, `${shop.street}  ·  ${shop.line}  ·  Telefon ${phone(rng, 'CH', year)}`, { y: 88, size: 9 });
  pb.y = 140;
  for (const l of [customer.title, customer.full, home.street, home.line]) pb.text(340, l, { size: 10.5 }).down(14);
  pb.y = 226;
  pb.text(55, `${shop.town}, ${dateText(billIso, 'de-long')}`, { size: 10 });
  pb.down(26).text(55, `Rechnung Nr. ${rng.int(2100, 8900)}`, { size: 13, bold: true });
  pb.down(18).text(55, `Fahrzeug: ${car}   Kontrollschild ${plateCH(rng, shop.code)}   km-Stand ${count(km, "'")}`, { size: 9.5 });
  pb.down(13).text(55, `Arbeiten ausgeführt am ${dateText(workIso, 'd.m.yyyy')}`, { size: 9.5 });
  pb.down(22);
  groups.forEach((g, i) => {
    pb.text(55, `${i + 1}.  ${g.title}`, { size: 10, bold: true });
    pb.down(14);
    pb.text(80, `Arbeit ${String(g.hours)} Std. à Fr. ${chDash(rate)}`, { size: 9.5 });
    pb.text(535, ch(labourOf(g)), { size: 9.5, align: 'right' });
    pb.down(13);
    for (const [t, p] of g.parts) {
      pb.text(80, t, { size: 9.5 });
      pb.text(535, ch(p), { size: 9.5, align: 'right' });
      pb.down(13);
    }
    pb.down(8);
  });
  rule(pb, 330, pb.y, 210);
  pb.down(16);
  const tot = (l: string, v: string, bold = false) => {
    pb.text(330, l, { size: 10, bold });
    pb.text(535, v, { size: 10, bold, align: 'right' });
    pb.down(15);
  };
  tot('Total Arbeit', `Fr. ${ch(labour)}`);
  tot('Total Material', `Fr. ${ch(parts)}`);
  rule(pb, 330, pb.y - 11, 210);
  rule(pb, 330, pb.y - 9, 210);
  tot('Total', `Fr. ${ch(total)}`, true);
  pb.down(24);
  pb.text(55, 'Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.', { size: 9.5 });
  pb.down(14).text(55, `Nächste MFK gemäss Aufgebot des Strassenverkehrsamtes (voraussichtlich ${year + 2}).`, { size: 9 });
  pb.text(55, `Postcheckkonto ${rng.int(30, 90)}-${rng.int(1000, 99999)}-${rng.int(0, 9)}`, { y: 800, size: 8 });
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
      workPerformed: groups.map((g) => g.title),
      partsUsed: groups.flatMap((g) => g.parts.map((p) => p[0])),
    },
  };
};

/** 1993–97: a mobile mechanic's printed pad, filled in by hand, his name only in the rubber stamp at the top. */
export const mobileMechanicPad1995: Family = (rng) => {
  const year = rng.int(1993, 1997);
  const workIso = isoIn(rng, year);
  const billIso = addDays(workIso, rng.int(1, 4));
  const base = place(rng, 'DE', year);
  const mech = person(rng, 'DE', true);
  const shopName = `Kfz-Service ${mech.full}`;
  const customer = person(rng, 'DE');
  const car = rng.pick(['Golf II GTI', 'Opel Kadett E', 'Mercedes 190 E', 'BMW 318i (E30)', 'Audi 80 B3', 'VW Passat 35i', 'Ford Sierra 2.0']);
  const km = rng.int(90000, 240000);
  const jobs = rng.pick([
    {
      work: ['Anlasser aus- u. eingebaut', 'Ladestrom geprüft'],
      hours: 1.5,
      parts: [
        ['Anlasser (AT)', 189],
        ['Batteriepolklemme', 8.5],
      ] as [string, number][],
    },
    {
      work: ['Lichtmaschine gewechselt', 'Keilriemen gespannt'],
      hours: 2,
      parts: [
        ['Lichtmaschine (AT)', 245],
        ['Keilriemen', 18.9],
      ] as [string, number][],
    },
    {
      work: ['Benzinpumpe erneuert', 'Kraftstofffilter erneuert'],
      hours: 1.5,
      parts: [
        ['Benzinpumpe', 168.4],
        ['Kraftstofffilter', 24.6],
      ] as [string, number][],
    },
  ]);
  const rate = rng.pick([62, 65, 68]);
  const labour = r2(jobs.hours * rate);
  const parts = sum(jobs.parts.map((p) => p[1]));
  const callOut = rng.pick([25, 30, 35]);
  const net = r2(labour + parts + callOut);
  const rate2 = vatDE(billIso);
  const tax = r2(net * rate2);
  const total = r2(net + tax);
  const hand = { serif: true, size: 11 };

  const pb = new PageBuilder();
  // The pad's own print: a form from the stationer's, no name.
  pb.text(545, 'Rechnung / Quittung', { y: 50, size: 15, bold: true, align: 'right' });
  pb.text(545, `Nr. ${digits(rng, 6)}`, { y: 66, size: 9, align: 'right' });
  stamp(
    pb,
    170,
    40,
    [shopName, 'Reparaturen vor Ort · Pannenhilfe', `${base.street} · ${base.line}`, `Tel. ${phone(rng, 'DE', year)} · Funk 0171 ${digits(rng, 7)}`],
    8.5,
  );
  const field = (label: string, x: number, y: number, w: number, value: string) => {
    pb.text(x, label, { y, size: 7.5 });
    rule(pb, x, y + 14, w);
    pb.text(x + 4, value, { y: y + 11, ...hand });
  };
  field('Kunde', 50, 120, 300, `${customer.full}, ${street(rng, 'DE')}`);
  field('Einsatztag', 370, 120, 80, dateText(workIso, 'd.m.yy'));
  field('Rechnungsdatum', 460, 120, 85, dateText(billIso, 'd.m.yy'));
  field('Fahrzeug / Kennz.', 50, 150, 300, `${car}   ${plateDE(rng, base.code)}`);
  field('km-Stand', 370, 150, 175, `Tacho ${count(km, ' ')}`);
  pb.y = 190;
  const cols = [
    { x: 50, w: 40, head: 'Menge', align: 'center' as const },
    { x: 90, w: 330, head: 'Gegenstand / Arbeit' },
    { x: 420, w: 125, head: 'Betrag DM', align: 'right' as const },
  ];
  pb.box(50, pb.y, 495, 16, true);
  for (const c of cols) pb.text(c.x + 3, c.head, { y: pb.y + 11, size: 8, bold: true });
  pb.y += 16;
  const lines: [string, string, string][] = [
    ...jobs.parts.map(([t, p]) => ['1', t, deBare(p)] as [string, string, string]),
    ['', `Arbeit: ${jobs.work.join(', ')}`, ''],
    ['', `${String(jobs.hours).replace('.', ',')} Std.`, deBare(labour)],
    ['', 'Anfahrt', deBare(callOut)],
  ];
  for (let i = 0; i < 12; i++) {
    const top = pb.y;
    pb.box(50, top, 495, 20);
    pb.box(90, top, 0.01, 20);
    pb.box(420, top, 0.01, 20);
    const l = lines[i];
    if (l) {
      pb.text(70, l[0], { y: top + 15, ...hand, align: 'center' });
      pb.text(96, l[1], { y: top + 15, ...hand });
      pb.text(538, l[2], { y: top + 15, ...hand, align: 'right' });
    }
    pb.y += 20;
  }
  pb.down(22);
  const foot: [string, string][] = [
    ['Lohn', deBare(labour)],
    ['Teile', deBare(parts)],
    ['Anfahrt', deBare(callOut)],
    ['netto', deBare(net)],
    [`MwSt ${pct(rate2)}%`, deBare(tax)],
    ['Gesamt DM', deBare(total)],
  ];
  for (const [l, v] of foot) {
    pb.text(380, l, { ...hand, bold: l.startsWith('Gesamt') });
    pb.text(538, v, { ...hand, bold: l.startsWith('Gesamt'), align: 'right' });
    pb.down(16);
  }
  rule(pb, 470, pb.y - 27, 72);
  pb.down(10);
  pb.text(50, 'Betrag bar erhalten', { size: 8 });
  rule(pb, 50, pb.y + 26, 160);
  pb.text(60, `${mech.first[0]}. ${mech.last}`, { y: pb.y + 22, serif: true, size: 12 });
  pb.text(50, 'Unterschrift', { y: pb.y + 36, size: 7 });
  pb.text(50, 'Vielen Dank für Ihren Auftrag! Es gelten die Bedingungen für die Ausführung von Arbeiten an Kraftfahrzeugen.', { y: 800, size: 7 });
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
      workPerformed: jobs.work,
      partsUsed: jobs.parts.map((p) => p[0]),
    },
  };
};
