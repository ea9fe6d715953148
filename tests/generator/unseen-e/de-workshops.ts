/** German workshop papers of the fifth honest set: Meisterbetrieb, body shop (DM), restorer, tyre shop, 1980s dealer. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cents, deDate, deInt, deMoney, deShortDate, outsideVatCut, price, sum } from './kit';

interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
const line = (text: string, qty: number, unit: number): Line => ({ text, qty, unit, amount: cents(qty * unit) });

/** A Meisterbetrieb's invoice: number block in a box on the right, Leistungsdatum apart from the invoice date. */
export function meisterbetrieb(rng: Random): Generated {
  const shop = rng.pick(['Kfz-Meisterbetrieb Hartmann GmbH', 'Kfz-Technik Brandl Meisterbetrieb', 'Autowerkstatt Jörg Semmler e.K.']);
  const done = outsideVatCut(rng.date(2008, 2024));
  const invoiced = addDays(done, rng.int(2, 9));
  const km = rng.int(90, 290) * 1000 + rng.int(0, 999);
  const rate = rng.pick([72, 84, 96.5, 108]);
  const labour = rng
    .some(
      [
        'Ventilspiel prüfen und einstellen',
        'Zündung einstellen, Schließwinkel prüfen',
        'Vergaser reinigen und synchronisieren',
        'Bremsflüssigkeit erneuern, Anlage entlüften',
        'Kupplungsnehmerzylinder ersetzen',
        'Ölwechsel mit Filter',
      ],
      3,
    )
    .map((t) => line(t, rng.pick([0.5, 1, 1.5, 2, 2.5]), rate));
  const stock = rng.some(
    [
      ['A 615 180 01 09', 'Ölfilter'],
      ['002 989 91 01', 'Motoröl 15W-40, 1 l'],
      ['000 158 00 35', 'Zündkerzensatz'],
      ['114 421 02 10', 'Bremsflüssigkeit DOT 4, 1 l'],
      ['123 290 04 12', 'Nehmerzylinder Kupplung'],
      ['115 150 03 02', 'Verteilerkappe'],
      ['116 158 02 90', 'Verteilerfinger'],
    ] as const,
    4,
  );
  const teile = stock.map(([nr, t]) => ({ nr, ...(t.includes('1 l') ? line(t, rng.int(2, 6), price(rng, 8, 19)) : line(t, 1, price(rng, 9, 120))) }));
  const lohn = sum(labour.map((l) => l.amount));
  const material = sum(teile.map((l) => l.amount));
  const net = cents(lohn + material);
  const tax = cents(net * 0.19);
  const total = cents(net + tax);

  const p = new PageBuilder();
  p.text(50, shop, { size: 16, bold: true, y: 58 });
  p.text(50, 'Meisterbetrieb der Kfz-Innung · Lindenstraße 14 · 73728 Esslingen · Tel. 0711 / 35 12 40', { size: 8, y: 72 });
  p.box(360, 95, 190, 70);
  p.text(368, `Rechnung Nr. ${rng.int(20, 24)}-${rng.int(1000, 4999)}`, { y: 110, bold: true });
  p.text(368, `Rechnungsdatum: ${deDate(invoiced)}`, { y: 126, size: 9 });
  p.text(368, `Leistungsdatum: ${deDate(done)}`, { y: 140, size: 9 });
  p.text(368, `Kunden-Nr.: ${rng.int(10000, 39999)}`, { y: 154, size: 9 });
  p.text(50, 'Herrn', { y: 110, size: 9 });
  p.text(50, rng.pick(['Dieter Ochs', 'Manfred Kiesel', 'Uwe Rössler']), { y: 124 });
  p.text(50, 'Am Kirchberg 7', { y: 138 });
  p.text(50, '73732 Esslingen', { y: 152 });
  p.text(
    50,
    `Fahrzeug: ${rng.pick(['Mercedes-Benz 230 E (W123)', 'Mercedes-Benz 280 SL (W113)', 'Mercedes-Benz 300 D (W123)'])}   Kennzeichen: ES-${rng.pick(['HD', 'KM', 'RS'])} ${rng.int(10, 99)}H   km-Stand: ${deInt(km)}`,
    {
      y: 195,
      size: 9,
    },
  );
  const cols = [50, 80, 170, 390, 460, 545];
  p.y = 225;
  p.box(45, 212, 505, 18, true);
  ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge', 'E-Preis €', 'Betrag €'].forEach((h, i) =>
    p.text(cols[i], h, { bold: true, size: 9, align: i >= 3 ? 'right' : 'left', y: 225 }),
  );
  let pos = 1;
  p.down(20);
  for (const l of labour) {
    p.text(cols[0], String(pos++), { size: 9 }).text(cols[1], 'AL', { size: 9 }).text(cols[2], l.text, { size: 9 });
    p.text(cols[3], `${deMoney(l.qty)} Std`, { size: 9, align: 'right' })
      .text(cols[4], deMoney(l.unit), { size: 9, align: 'right' })
      .text(cols[5], deMoney(l.amount), { size: 9, align: 'right' });
    p.down(14);
  }
  for (const l of teile) {
    p.text(cols[0], String(pos++), { size: 9 }).text(cols[1], l.nr, { size: 8 }).text(cols[2], l.text, { size: 9 });
    p.text(cols[3], String(l.qty), { size: 9, align: 'right' })
      .text(cols[4], deMoney(l.unit), { size: 9, align: 'right' })
      .text(cols[5], deMoney(l.amount), { size: 9, align: 'right' });
    p.down(14);
  }
  p.down(16);
  const totals: [string, number, boolean][] = [
    ['Summe Arbeitslohn', lohn, false],
    ['Summe Teile', material, false],
    ['Nettobetrag', net, false],
    ['zzgl. 19 % MwSt.', tax, false],
    ['Rechnungsbetrag EUR', total, true],
  ];
  for (const [label, v, strong] of totals) {
    if (strong) p.box(330, p.y - 12, 220, 17, true);
    p.text(340, label, { size: 9, bold: strong }).text(545, deMoney(v), { size: 9, bold: strong, align: 'right' });
    p.down(16);
  }
  p.down(20);
  p.text(50, 'Zahlbar innerhalb 14 Tagen ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
  p.text(50, 'Kreissparkasse Esslingen · IBAN DE12 6115 0020 0010 2345 67 · USt-IdNr. DE 812 345 678', { size: 8, y: 800 });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: material,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: teile.map((l) => l.text),
    },
  };
}

/** A 1990s body shop bill in DM: the header as labelled boxes (label small above the value), work and material in sections. */
export function karosseriebau(rng: Random): Generated {
  const shop = rng.pick(['Karosseriebau Wendler', 'Karosserie + Lack Zielinski GmbH', 'Unfallinstandsetzung Paul Haag']);
  const date = rng.date(1993, 1997);
  const km = rng.int(60, 190) * 1000 + rng.int(0, 999);
  const rate = rng.pick([68, 74, 82]);
  const work = rng
    .some(
      [
        'Kotflügel vorne links instandsetzen',
        'Schweller rechts erneuern, Hohlraum versiegeln',
        'Türunterkante Fahrertür richten und schweißen',
        'Heckblech ausbeulen und spachteln',
        'Fahrzeug komplett lackieren (Vollackierung)',
      ],
      3,
    )
    .map((t) => line(t, rng.int(3, 22), rate));
  const material = rng
    .some(['Schwellerblech rechts (Nachfertigung)', 'Reparaturblech Kotflügel', 'Lackmaterial', 'Hohlraumkonservierung', 'Türdichtung Fahrerseite'], 3)
    .map((t) => line(t, 1, price(rng, 25, 480)));
  const lohn = sum(work.map((l) => l.amount));
  const mat = sum(material.map((l) => l.amount));
  const net = cents(lohn + mat);
  const tax = cents(net * 0.15);
  const total = cents(net + tax);

  const p = new PageBuilder();
  p.text(297, shop.toUpperCase(), { size: 15, bold: true, align: 'center', y: 55, serif: true });
  p.text(297, 'Karosseriebau · Unfallinstandsetzung · Lackiererei · Gewerbegebiet Nord 3 · 34123 Kassel', { size: 8, align: 'center', y: 70 });
  p.text(50, 'RECHNUNG', { size: 13, bold: true, y: 105 });
  const cells: [string, string][] = [
    ['Rechnungs-Nr.', String(rng.int(3000, 8999))],
    ['Datum', deDate(date)],
    ['Amtl. Kennzeichen', `KS-${rng.pick(['AB', 'TR', 'LW'])} ${rng.int(100, 999)}`],
    ['Kilometerstand', deInt(km)],
  ];
  cells.forEach(([label, value], i) => {
    const x = 50 + i * 125;
    p.box(x, 118, 120, 34);
    p.text(x + 5, label, { size: 7, y: 128 });
    p.text(x + 5, value, { size: 10, y: 146 });
  });
  p.text(50, `Fahrzeug: ${rng.pick(['Opel Rekord C', 'VW Käfer 1303', 'Ford Taunus 17M'])}`, { y: 172, size: 9 });
  p.y = 200;
  p.text(50, 'Karosseriearbeiten', { bold: true, size: 10 }).down(15);
  for (const l of work) {
    p.text(60, l.text, { size: 9 })
      .text(390, `${l.qty} Std. à ${deMoney(l.unit)}`, { size: 9, align: 'right' })
      .text(545, deMoney(l.amount), { size: 9, align: 'right' })
      .down(13);
  }
  p.text(390, 'Lohn gesamt', { size: 9, bold: true, align: 'right' }).text(545, deMoney(lohn), { size: 9, bold: true, align: 'right' }).down(22);
  p.text(50, 'Material / Ersatzteile', { bold: true, size: 10 }).down(15);
  for (const l of material) {
    p.text(60, l.text, { size: 9 }).text(545, deMoney(l.amount), { size: 9, align: 'right' }).down(13);
  }
  p.text(390, 'Material gesamt', { size: 9, bold: true, align: 'right' }).text(545, deMoney(mat), { size: 9, bold: true, align: 'right' }).down(26);
  p.text(390, 'Zwischensumme', { size: 9, align: 'right' }).text(545, deMoney(net), { size: 9, align: 'right' }).down(13);
  p.text(390, '+ 15 % MwSt.', { size: 9, align: 'right' }).text(545, deMoney(tax), { size: 9, align: 'right' }).down(16);
  p.box(400, p.y - 12, 150, 18);
  p.text(408, 'Endbetrag DM', { size: 10, bold: true }).text(545, deMoney(total), { size: 10, bold: true, align: 'right' }).down(40);
  p.text(50, 'Betrag dankend erhalten: ______________________', { size: 9 });
  p.text(297, 'Volksbank Kassel eG · Kto. 4 711 300 · BLZ 520 900 00 · St.-Nr. 26 813 0450', { size: 7, align: 'center', y: 805 });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: work.map((l) => l.text),
      partsUsed: material.map((l) => l.text),
    },
  };
}

/** A restorer's invoice: the work as a bulleted paragraph, one hours line, a parts list, "Leistungsdatum entspricht Rechnungsdatum". */
export function restaurierung(rng: Random): Generated {
  const shop = rng.pick(['Oldtimer-Restaurierung Falkenberg', 'Klassik-Werkstatt Ammersee GmbH', 'Restaurationsbetrieb Henning & Sohn']);
  const date = outsideVatCut(rng.date(2012, 2023));
  const km = rng.int(30, 150) * 1000 + rng.int(0, 999);
  const jobs = rng.some(
    [
      'Motor aus- und eingebaut, Zylinderkopf überholt',
      'Bodengruppe entrostet und neu versiegelt',
      'Vorderachse komplett überholt',
      'Kabelbaum neu verlegt',
      'Vergaser überholt und eingestellt',
      'Innenraum demontiert und neu ausgekleidet',
    ],
    3,
  );
  const hours = rng.int(30, 120) + rng.pick([0, 0.5]);
  const rate = rng.pick([65, 72, 79]);
  const lohn = cents(hours * rate);
  const teile = rng
    .some(
      [
        'Kopfdichtungssatz',
        'Ventilschaftdichtungen (Satz)',
        'Traggelenke vorn (Paar)',
        'Kabelbaum komplett',
        'Schwimmernadelventil',
        'Bodenblech links',
        'Dichtungssatz Vergaser',
      ],
      4,
    )
    .map((t) => line(t, 1, price(rng, 18, 620)));
  const mat = sum(teile.map((l) => l.amount));
  const net = cents(lohn + mat);
  const tax = cents(net * 0.19);
  const total = cents(net + tax);

  const p = new PageBuilder();
  p.text(545, shop, { size: 14, bold: true, serif: true, align: 'right', y: 60 });
  p.text(545, 'Seestraße 41 · 86919 Utting · www.restaurierung-beispiel.de', { size: 8, align: 'right', y: 74 });
  p.text(50, `${rng.pick(['Frau', 'Herrn'])} ${rng.pick(['Dr. Annette Stoll', 'Gerhard Brenninger', 'Ingrid Voss'])}`, { y: 120, size: 9 });
  p.text(50, 'Hauptplatz 2, 82211 Herrsching', { y: 133, size: 9 });
  p.text(50, `Rechnung ${rng.int(100, 399)}/${date.slice(0, 4)}`, { y: 180, size: 13, bold: true });
  p.text(545, `Utting, ${deDate(date)}`, { y: 180, size: 9, align: 'right' });
  p.text(50, `Ihr Fahrzeug: ${rng.pick(['Porsche 356 B', 'Alfa Romeo Giulia Sprint GT', 'Mercedes-Benz 190 SL'])}, Tachostand ${deInt(km)} km`, {
    y: 200,
    size: 9,
  });
  p.y = 228;
  p.text(50, 'Folgende Arbeiten wurden ausgeführt:', { size: 9 }).down(15);
  for (const j of jobs) p.text(62, `– ${j}`, { size: 9 }).down(13);
  p.down(8);
  p.text(50, `Arbeitszeit: ${deMoney(hours)} Std. zu je ${deMoney(rate)} €`, { size: 9 })
    .text(545, `${deMoney(lohn)} €`, { size: 9, align: 'right' })
    .down(24);
  p.text(50, 'Verbaute Teile', { size: 9, bold: true }).down(14);
  for (const l of teile)
    p.text(62, l.text, { size: 9 })
      .text(545, `${deMoney(l.amount)} €`, { size: 9, align: 'right' })
      .down(13);
  p.down(14);
  const rows: [string, number][] = [
    ['Arbeitsleistung netto', lohn],
    ['Material netto', mat],
    ['Summe netto', net],
    ['Umsatzsteuer 19 %', tax],
  ];
  for (const [label, v] of rows)
    p.text(360, label, { size: 9 })
      .text(545, `${deMoney(v)} €`, { size: 9, align: 'right' })
      .down(13);
  p.text(360, 'Gesamtbetrag', { size: 10, bold: true })
    .text(545, `${deMoney(total)} €`, { size: 10, bold: true, align: 'right' })
    .down(30);
  p.text(50, 'Leistungsdatum entspricht Rechnungsdatum.', { size: 8 }).down(12);
  p.text(50, 'Bitte überweisen Sie den Betrag bis zum Monatsende unter Angabe der Rechnungsnummer.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: jobs,
      partsUsed: teile.map((l) => l.text),
    },
  };
}

/** A tyre shop's bill: gross prices per line, VAT only "enthalten", short dates, km with a space. */
export function reifendienst(rng: Random): Generated {
  const shop = rng.pick(['Reifen-Center Kühn', 'Reifendienst Beck & Partner', 'Pneu-Service Ostertag']);
  const date = outsideVatCut(rng.date(2015, 2025));
  const km = rng.int(40, 180) * 1000 + rng.int(0, 999);
  const size = rng.pick(['165 SR 15', '185/70 R14 88H', '205/70 VR15']);
  const tyre = `Reifen ${size} ${rng.pick(['Vredestein Sprint Classic', 'Michelin XZX', 'Pirelli Cinturato CN36'])}`;
  const tyrePrice = price(rng, 110, 260);
  const lines = [
    { text: tyre, qty: 4, unit: tyrePrice, amount: cents(4 * tyrePrice), part: true },
    { text: 'Gummiventil', qty: 4, unit: 3.5, amount: 14, part: true },
    { text: 'Montage und Auswuchten', qty: 4, unit: 16.9, amount: 67.6, part: false },
    { text: 'Altreifenentsorgung', qty: 4, unit: 3.8, amount: 15.2, part: false },
  ];
  const total = sum(lines.map((l) => l.amount));
  const tax = cents(total - total / 1.19);
  const p = new PageBuilder();
  p.text(50, shop, { size: 18, bold: true, y: 62 });
  p.text(50, 'Reifen · Felgen · Achsvermessung — Industriestr. 9, 49074 Osnabrück', { size: 8, y: 76 });
  p.text(50, `Rechnung/Lieferschein ${rng.int(500000, 599999)}`, { size: 11, bold: true, y: 120 });
  p.text(380, 'Datum:', { size: 9, y: 120 }).text(545, deShortDate(date), { size: 9, y: 120, align: 'right' });
  p.text(380, 'Kennz.:', { size: 9, y: 133 }).text(545, `OS-${rng.pick(['JK', 'WE'])} ${rng.int(10, 99)}H`, { size: 9, y: 133, align: 'right' });
  p.text(380, 'km:', { size: 9, y: 146 }).text(545, String(km).replace(/(\d+)(\d{3})$/, '$1 $2'), { size: 9, y: 146, align: 'right' });
  p.y = 180;
  p.box(45, 168, 505, 17);
  p.text(50, 'Menge', { size: 9, bold: true })
    .text(95, 'Artikel', { size: 9, bold: true })
    .text(470, 'Preis', { size: 9, bold: true, align: 'right' })
    .text(545, 'Summe', { size: 9, bold: true, align: 'right' });
  p.down(20);
  for (const l of lines) {
    p.text(50, `${l.qty} St.`, { size: 9 })
      .text(95, l.text, { size: 9 })
      .text(470, deMoney(l.unit), { size: 9, align: 'right' })
      .text(545, deMoney(l.amount), { size: 9, align: 'right' });
    p.down(14);
  }
  p.down(10);
  p.box(350, p.y - 12, 200, 18, true);
  p.text(358, 'Zu zahlen EUR', { size: 10, bold: true }).text(545, deMoney(total), { size: 10, bold: true, align: 'right' }).down(18);
  p.text(358, `enthaltene MwSt. 19 %: ${deMoney(tax)}`, { size: 8 }).down(30);
  p.text(50, 'Radschrauben nach 50 km nachziehen! Bezahlt per EC-Karte.', { size: 9 });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: date,
      shopName: shop,
      serviceMileage: km,
      totalCost: total,
      workPerformed: lines.filter((l) => !l.part).map((l) => l.text),
      partsUsed: lines.filter((l) => l.part).map((l) => l.text),
    },
  };
}

/** A 1980s dealer's workshop bill in DM: labour in Arbeitswerte (AW), order taken one day, finished and billed another. */
export function autohaus1980(rng: Random): Generated {
  const shop = rng.pick(['Autohaus Gebr. Lindner', 'Autohaus Schäfer KG', 'Auto-Kraus Vertragshändler']);
  const taken = rng.date(1985, 1991);
  const done = addDays(taken, rng.int(1, 4));
  const km = rng.int(40, 160) * 1000 + rng.int(0, 999);
  const awPrice = rng.pick([8.4, 9.2, 10.6]);
  // Each job with the part it uses, so the bill reads like one visit's work.
  const visit = rng.some(
    [
      ['Inspektion 60000 km', '056 115 561 G', 'Ölfilter', 1, 9, 16],
      ['Zahnriemen erneuern', '026 109 119 A', 'Zahnriemen', 1, 38, 65],
      ['Auspuffanlage hinten ersetzen', '171 253 609 D', 'Endschalldämpfer', 1, 120, 190],
      ['Bremsbeläge vorne erneuern', '171 698 151 A', 'Bremsbelagsatz vorn', 1, 55, 85],
      ['Zündanlage prüfen, Kerzen erneuern', 'N 017 716 0', 'Zündkerze', 4, 4, 7],
    ] as const,
    3,
  );
  const jobs = visit.map(([t]) => {
    const aw = rng.int(4, 30);
    return { text: t, aw, amount: cents(aw * awPrice) };
  });
  const teile = visit.map(([, nr, t, qty, lo, hi]) => ({ nr, ...line(t, qty, price(rng, lo, hi)) }));
  const lohn = sum(jobs.map((j) => j.amount));
  const mat = sum(teile.map((l) => l.amount));
  const net = cents(lohn + mat);
  const tax = cents(net * 0.14);
  const total = cents(net + tax);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true, y: 55 });
  p.text(50, 'VW · Audi · Kundendienst · Ersatzteile   Bahnhofstraße 22   6450 Hanau 1   Tel. (06181) 2 40 11', { size: 8, y: 68 });
  p.text(50, 'WERKSTATT-RECHNUNG', { size: 12, bold: true, y: 100 });
  const meta: [string, string][] = [
    ['Auftrags-Nr.', String(rng.int(10000, 59999))],
    ['Annahme', deShortDate(taken)],
    ['Fertigstellung', deShortDate(done)],
    ['Rechnungsdatum', deShortDate(done)],
    ['km-Stand', String(km)],
    ['Pol. Kennz.', `HU-${rng.pick(['AX', 'LM', 'P'])} ${rng.int(100, 999)}`],
  ];
  meta.forEach(([label, value], i) => {
    const x = 50 + (i % 3) * 170;
    const y = 122 + Math.floor(i / 3) * 14;
    p.text(x, `${label}:`, { size: 8, y }).text(x + 75, value, { size: 9, y });
  });
  p.y = 175;
  p.text(50, 'Arbeiten', { size: 9, bold: true })
    .text(440, 'AW', { size: 9, bold: true, align: 'right' })
    .text(545, 'DM', { size: 9, bold: true, align: 'right' })
    .down(4);
  p.box(50, p.y, 495, 0.5);
  p.down(12);
  for (const j of jobs)
    p.text(50, j.text, { size: 9 }).text(440, String(j.aw), { size: 9, align: 'right' }).text(545, deMoney(j.amount), { size: 9, align: 'right' }).down(13);
  p.text(440, 'Summe Lohn', { size: 9, align: 'right' }).text(545, deMoney(lohn), { size: 9, align: 'right' }).down(22);
  p.text(50, 'Teile-Nr.', { size: 9, bold: true })
    .text(150, 'Bezeichnung', { size: 9, bold: true })
    .text(380, 'Menge', { size: 9, bold: true, align: 'right' })
    .text(545, 'DM', { size: 9, bold: true, align: 'right' })
    .down(4);
  p.box(50, p.y, 495, 0.5);
  p.down(12);
  for (const l of teile) {
    p.text(50, l.nr, { size: 8 })
      .text(150, l.text, { size: 9 })
      .text(380, String(l.qty), { size: 9, align: 'right' })
      .text(545, deMoney(l.amount), { size: 9, align: 'right' })
      .down(13);
  }
  p.text(440, 'Summe Teile', { size: 9, align: 'right' }).text(545, deMoney(mat), { size: 9, align: 'right' }).down(24);
  p.text(440, 'Netto', { size: 9, align: 'right' }).text(545, deMoney(net), { size: 9, align: 'right' }).down(13);
  p.text(440, '14 % MwSt', { size: 9, align: 'right' }).text(545, deMoney(tax), { size: 9, align: 'right' }).down(15);
  p.text(440, 'Gesamtbetrag DM', { size: 10, bold: true, align: 'right' }).text(545, deMoney(total), { size: 10, bold: true, align: 'right' }).down(30);
  p.text(50, '10 AW = 1 Stunde. Reparaturen werden nur gegen Barzahlung ausgehändigt.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: lohn,
      partsCost: mat,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: teile.map((l) => l.text),
    },
  };
}
