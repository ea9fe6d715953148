/** German papers of the fifth honest set other than workshop bills: two receipts, a Versicherungsschein, ZB I, ZB II, a private Kaufvertrag, a Wertgutachten. */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, addYears, cents, deDate, deInt, deLongDate, deMoney, deShortDate, outsideVatCut, price, sum, vin } from './kit';

/** A filling station's till slip: narrow, monospaced feel, litres × price per litre. */
export function tankbeleg(rng: Random): Generated {
  const shop = rng.pick(['Tankstelle Ludwig Sauer', 'Freie Tankstelle Am Ring', 'Autohof Weidenthal']);
  const date = outsideVatCut(rng.date(2007, 2022));
  const litres = cents(rng.int(2500, 6500) / 100);
  const perLitre = rng.int(1199, 1899) / 1000;
  const total = cents(litres * perLitre);
  const tax = cents(total - total / 1.19);
  const p = new PageBuilder();
  const x = 200;
  p.text(297, shop, { size: 11, bold: true, align: 'center', y: 70 });
  p.text(297, 'Mainzer Str. 118', { size: 9, align: 'center', y: 84 });
  p.text(297, '55411 Bingen', { size: 9, align: 'center', y: 96 });
  p.text(297, `St.-Nr. 08/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { size: 8, align: 'center', y: 108 });
  p.y = 140;
  p.text(x, `Säule ${rng.int(1, 8)}`, { size: 9 }).down(13);
  p.text(x, rng.pick(['Super Plus 98', 'Super E5', 'Super Bleifrei']), { size: 9 }).down(13);
  p.text(x, `${deMoney(litres)} l x ${perLitre.toFixed(3).replace('.', ',')} EUR/l`, { size: 9 })
    .text(395, deMoney(total), { size: 9, align: 'right' })
    .down(18);
  p.text(x, '----------------------------------------', { size: 9 }).down(13);
  p.text(x, 'SUMME EUR', { size: 11, bold: true }).text(395, deMoney(total), { size: 11, bold: true, align: 'right' }).down(16);
  p.text(x, 'Girocard', { size: 9 }).text(395, deMoney(total), { size: 9, align: 'right' }).down(16);
  p.text(x, 'MwSt 19 %   Netto', { size: 8 })
    .text(395, deMoney(cents(total - tax)), { size: 8, align: 'right' })
    .down(11);
  p.text(x, '             Steuer', { size: 8 }).text(395, deMoney(tax), { size: 8, align: 'right' }).down(20);
  p.text(x, `${deDate(date)}  ${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${rng.int(1000, 9999)}`, {
    size: 8,
  }).down(20);
  p.text(297, 'Vielen Dank und gute Fahrt!', { size: 9, align: 'center' });
  return { items: p.items, language: 'de', truth: { documentType: 'receipt', serviceDate: date, shopName: shop, totalCost: total } };
}

/** A parts counter's cash sale: article numbers, quantities, given and change. */
export function teileverkauf(rng: Random): Generated {
  const shop = rng.pick(['Oldtimer-Teile Brenner', 'Classic-Parts Depot Wuppertal', 'Ersatzteilhandel Rolf Mertens']);
  const date = outsideVatCut(rng.date(2007, 2021));
  const items = rng
    .some(
      [
        'Keilriemen 10x900',
        'Scheibenwischerblatt 12 Zoll',
        'Kraftstofffilter',
        'Unterbrecherkontakt',
        'Kondensator',
        'Glühlampe 12V 45/40W',
        'Radlager hinten',
      ],
      4,
    )
    .map((t) => {
      const qty = rng.pick([1, 1, 2]);
      const unit = price(rng, 3, 29);
      return { text: t, nr: `${rng.int(10, 99)}-${rng.int(1000, 9999)}`, qty, unit, amount: cents(qty * unit) };
    });
  const total = sum(items.map((i) => i.amount));
  const given = Math.ceil(total / 10) * 10 + (total % 10 > 5 ? 0 : 10);
  const p = new PageBuilder();
  p.text(50, shop, { size: 13, bold: true, y: 60 });
  p.text(50, 'Barverkauf / Kassenbeleg', { size: 10, y: 80 });
  p.text(400, `Beleg-Nr. ${rng.int(20000, 89999)}`, { size: 9, y: 60 });
  p.text(400, `Datum ${deShortDate(date)}`, { size: 9, y: 73 });
  p.y = 110;
  p.text(50, 'Art.-Nr.', { size: 8, bold: true })
    .text(120, 'Bezeichnung', { size: 8, bold: true })
    .text(330, 'Anz.', { size: 8, bold: true, align: 'right' })
    .text(410, 'Einzel', { size: 8, bold: true, align: 'right' })
    .text(490, 'Gesamt', { size: 8, bold: true, align: 'right' })
    .down(14);
  for (const i of items) {
    p.text(50, i.nr, { size: 9 })
      .text(120, i.text, { size: 9 })
      .text(330, String(i.qty), { size: 9, align: 'right' })
      .text(410, deMoney(i.unit), { size: 9, align: 'right' })
      .text(490, deMoney(i.amount), { size: 9, align: 'right' })
      .down(13);
  }
  p.down(8);
  p.text(330, 'Gesamt brutto', { size: 10, bold: true }).text(490, deMoney(total), { size: 10, bold: true, align: 'right' }).down(13);
  p.text(330, 'gegeben', { size: 9 }).text(490, deMoney(given), { size: 9, align: 'right' }).down(13);
  p.text(330, 'zurück', { size: 9 })
    .text(490, deMoney(cents(given - total)), { size: 9, align: 'right' })
    .down(13);
  p.text(330, `darin 19 % USt ${deMoney(cents(total - total / 1.19))}`, { size: 8 }).down(30);
  p.text(50, 'Umtausch nur mit Beleg innerhalb von 14 Tagen. Elektroteile sind vom Umtausch ausgeschlossen.', { size: 8 });
  return {
    items: p.items,
    language: 'de',
    truth: { documentType: 'receipt', serviceDate: date, shopName: shop, totalCost: total, partsUsed: items.map((i) => i.text) },
  };
}

/** An insurer's Versicherungsschein for a classic: premium broken into cover lines plus insurance tax. */
export function versicherungsschein(rng: Random): Generated {
  const start = `${rng.int(2009, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addYears(start, 1);
  const number = `OT-${rng.int(1000, 9999)}-${rng.int(1000, 9999)}-${rng.int(1, 9)}`;
  const liability = price(rng, 60, 160);
  const partial = price(rng, 30, 120);
  const net = cents(liability + partial);
  const vst = cents(net * 0.19);
  const premium = cents(net + vst);
  const sb = rng.pick([150, 300, 500]);
  const p = new PageBuilder();
  p.text(50, rng.pick(['Hanseatische Oldtimer-Versicherung AG', 'Süddeutsche Klassik Assekuranz VVaG']), { size: 13, bold: true, y: 58 });
  p.text(50, 'Postfach 10 22 40 · 20015 Hamburg', { size: 8, y: 72 });
  p.text(50, 'Versicherungsschein', { size: 16, bold: true, y: 125 });
  p.text(50, 'Kraftfahrtversicherung für Oldtimer mit H-Kennzeichen', { size: 10, y: 142 });
  const rows: [string, string][] = [
    ['Versicherungsschein-Nr.', number],
    ['Versicherungsnehmer', rng.pick(['Heinz-Werner Kolb', 'Sabine Reuter', 'Klaus Ehrlich'])],
    ['Fahrzeug', rng.pick(['Mercedes-Benz 200 D (W115)', 'Opel GT 1900', 'NSU Prinz 4'])],
    ['Amtl. Kennzeichen', `HH-${rng.pick(['OK', 'ZT'])} ${rng.int(10, 999)}H`],
    ['Versicherungsbeginn', `${deDate(start)}, 0:00 Uhr`],
    ['Ablauf', `${deDate(end)}, 0:00 Uhr`],
    ['Zahlungsweise', 'jährlich'],
  ];
  p.y = 175;
  for (const [l, v] of rows) p.text(50, l, { size: 9 }).text(200, v, { size: 10 }).down(15);
  p.down(14);
  p.box(45, p.y - 12, 505, 17, true);
  p.text(50, 'Versicherte Gefahren und Beitrag', { size: 9, bold: true }).text(545, 'Jahresbeitrag', { size: 9, bold: true, align: 'right' }).down(20);
  p.text(50, 'Kfz-Haftpflicht, Deckungssumme pauschal 100 Mio. EUR', { size: 9 })
    .text(545, `${deMoney(liability)} EUR`, { size: 9, align: 'right' })
    .down(14);
  p.text(50, `Teilkasko mit ${sb} EUR Selbstbeteiligung`, { size: 9 })
    .text(545, `${deMoney(partial)} EUR`, { size: 9, align: 'right' })
    .down(14);
  p.text(50, 'Beitrag ohne Versicherungsteuer', { size: 9 })
    .text(545, `${deMoney(net)} EUR`, { size: 9, align: 'right' })
    .down(14);
  p.text(50, 'Versicherungsteuer 19 %', { size: 9 })
    .text(545, `${deMoney(vst)} EUR`, { size: 9, align: 'right' })
    .down(16);
  p.text(50, 'Zu zahlender Jahresbeitrag', { size: 10, bold: true })
    .text(545, `${deMoney(premium)} EUR`, { size: 10, bold: true, align: 'right' })
    .down(30);
  p.text(50, 'Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens drei Monate vor Ablauf gekündigt wird.', { size: 8 }).down(11);
  p.text(50, 'Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB), Stand 01.01.2008.', { size: 8 });
  p.text(50, `Hamburg, ${deDate(addDays(start, -rng.int(5, 20)))}`, { size: 9, y: 760 });
  return {
    items: p.items,
    language: 'de',
    truth: { documentType: 'insurance', policyNumber: number, premium, effectiveStart: start, effectiveEnd: end, deductible: sb },
  };
}

const cityCodes = [
  ['M', 'München'],
  ['S', 'Stuttgart'],
  ['K', 'Köln'],
  ['HB', 'Bremen'],
  ['DA', 'Darmstadt'],
] as const;

/** Zulassungsbescheinigung Teil I: the EU field codes left of each value, two columns. */
export function zbTeil1(rng: Random): Generated {
  const [code, city] = rng.pick(cityCodes);
  const plate = `${code}-${rng.pick(['AK', 'JW', 'RT', 'E'])} ${rng.int(10, 999)}H`;
  const first = rng.date(1962, 1989);
  const issued = rng.date(2006, 2025);
  const [make, model] = rng.pick([
    ['DAIMLER-BENZ', '280 SE'],
    ['VOLKSWAGEN', 'KAEFER'],
    ['BMW', '1602'],
  ] as const);
  const p = new PageBuilder();
  p.box(40, 40, 515, 420);
  p.text(50, 'Europäische Gemeinschaft · Bundesrepublik Deutschland', { size: 8, y: 56 });
  p.text(50, 'Zulassungsbescheinigung Teil I (Fahrzeugschein)', { size: 12, bold: true, y: 72 });
  p.text(545, `Nr. ${['A', 'B', 'D'][rng.int(0, 2)]}${rng.pick(['E', 'K'])}${rng.int(1000000, 9999999)}`, { size: 9, align: 'right', y: 72 });
  const left: [string, string][] = [
    ['A', plate],
    ['B', deDate(first)],
    ['I', deDate(issued)],
    ['E', vin(rng, rng.pick([10, 11, 13]))],
    ['2.1', rng.pick(['0710', '0600', '0005'])],
    ['D.1', make],
    ['D.3', model],
  ];
  const right: [string, string][] = [
    ['C.1.1', rng.pick(['Weidlich', 'Brandauer', 'Tessmann'])],
    ['C.1.2', rng.pick(['Georg', 'Ulrike', 'Friedhelm'])],
    ['C.1.3', `${city}`],
    ['P.1', `${rng.int(1100, 2800)}`],
    ['P.3', 'BENZIN'],
    ['J', '98'],
    ['Bemerkungen', 'Oldtimer gem. § 23 StVZO'],
  ];
  p.y = 105;
  left.forEach(([c, v], i) => {
    p.text(55, c, { size: 8, bold: true, y: 105 + i * 26 });
    p.text(85, v, { size: 10, y: 105 + i * 26 });
  });
  right.forEach(([c, v], i) => {
    p.text(310, c, { size: 8, bold: true, y: 105 + i * 26 });
    p.text(370, v, { size: 10, y: 105 + i * 26 });
  });
  p.text(55, 'Erläuterungen: A Amtl. Kennzeichen · B Datum der Erstzulassung · I Datum dieser Zulassung · E Fahrzeug-Ident.-Nr.', { size: 7, y: 310 });
  p.text(55, `Zulassungsbehörde: Landeshauptstadt ${city}, Kfz-Zulassungsstelle`, { size: 8, y: 430 });
  return { items: p.items, language: 'de', truth: { documentType: 'registration', plateNumber: plate } };
}

/** Zulassungsbescheinigung Teil II (Fahrzeugbrief): issued on one date, first registration on another. */
export function zbTeil2(rng: Random): Generated {
  const issued = rng.date(2005, 2025);
  const first = rng.date(1958, 1984);
  const [address, authority] = rng.pick([
    ['Gartenweg 3, 01189 Dresden', 'Landeshauptstadt Dresden'],
    ['Mühlgasse 12, 97070 Würzburg', 'Stadt Würzburg'],
  ] as const);
  const p = new PageBuilder();
  p.text(297, 'BUNDESREPUBLIK DEUTSCHLAND', { size: 10, align: 'center', y: 55 });
  p.text(297, 'Zulassungsbescheinigung Teil II', { size: 15, bold: true, align: 'center', y: 76 });
  p.text(297, '(Fahrzeugbrief)', { size: 10, align: 'center', y: 92 });
  p.text(545, `${rng.pick(['AA', 'EF', 'HK'])}${rng.int(100000, 999999)}`, { size: 11, bold: true, align: 'right', y: 118 });
  const fields: [string, string, string][] = [
    ['C.2.1', 'Name oder Firmenname', rng.pick(['Rauschenbach', 'Oberhauser', 'Lindqvist'])],
    ['C.2.2', 'Vorname(n)', rng.pick(['Horst', 'Elke', 'Bernd'])],
    ['C.2.3', 'Anschrift', address],
    ['B', 'Datum der Erstzulassung', deDate(first)],
    ['D.1', 'Marke', rng.pick(['PORSCHE', 'MERCEDES-BENZ', 'TRIUMPH'])],
    ['E', 'Fahrzeug-Identifizierungsnummer', vin(rng, rng.pick([8, 9, 14]))],
    ['K', 'Nummer der EG-Typgenehmigung', '—'],
  ];
  p.y = 150;
  for (const [code, label, value] of fields) {
    p.box(50, p.y - 11, 495, 30);
    p.text(56, code, { size: 8, bold: true }).text(100, label, { size: 7 });
    p.text(100, value, { size: 10, y: p.y + 13 });
    p.down(34);
  }
  p.down(20);
  p.text(50, 'Zulassungsbehörde', { size: 8 }).text(330, 'Datum', { size: 8 }).down(14);
  p.text(50, authority).text(330, deDate(issued)).down(40);
  p.text(50, 'Diese Bescheinigung ist kein Eigentumsnachweis. Sie ist sorgfältig aufzubewahren.', { size: 8 });
  return { items: p.items, language: 'de', truth: { documentType: 'title', date: issued } };
}

/** A private Kaufvertrag: seller and buyer side by side, price in figures and words, place and date at the foot. */
export function privatKaufvertrag(rng: Random): Generated {
  const date = rng.date(1996, 2025);
  const seller = rng.pick(['Wolfgang Riedl', 'Martina Schubert', 'Erich Pfannenstiel']);
  const buyer = rng.pick(['Thomas Gerber', 'Julia Anker', 'Stefan Dorn']);
  const thousands = rng.int(4, 45);
  const price = thousands * 1000 + rng.pick([0, 500]);
  const words: Record<number, string> = { 0: '', 500: 'fünfhundert' };
  const units = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const tens = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig'];
  const teens: Record<number, string> = {
    11: 'elf',
    12: 'zwölf',
    13: 'dreizehn',
    14: 'vierzehn',
    15: 'fünfzehn',
    16: 'sechzehn',
    17: 'siebzehn',
    18: 'achtzehn',
    19: 'neunzehn',
  };
  const t = thousands;
  const tWord = teens[t] ?? (t % 10 === 0 ? tens[t / 10] : t < 10 ? units[t] : `${units[t % 10]}und${tens[Math.floor(t / 10)]}`);
  const inWords = `${tWord}tausend${words[price % 1000]} Euro`;
  const eur = date >= '2002-01-01';
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { size: 18, bold: true, align: 'center', y: 60 });
  p.text(297, 'über ein gebrauchtes Kraftfahrzeug – privater Verkauf –', { size: 10, align: 'center', y: 78 });
  p.box(45, 95, 250, 100).box(300, 95, 250, 100);
  p.text(52, 'Verkäufer', { size: 9, bold: true, y: 110 }).text(307, 'Käufer', { size: 9, bold: true, y: 110 });
  const sides = [
    [seller, 'Lerchenweg 8', '90419 Nürnberg', `Tel. 0911 ${rng.int(300000, 999999)}`],
    [buyer, 'Goethestraße 51', '60313 Frankfurt am Main', `Tel. 069 ${rng.int(300000, 999999)}`],
  ];
  sides.forEach((s, i) => s.forEach((v, j) => p.text(52 + i * 255, v, { size: 10, y: 130 + j * 15 })));
  p.y = 225;
  p.text(50, 'Fahrzeug', { size: 10, bold: true }).down(16);
  const veh: [string, string][] = [
    ['Hersteller / Typ', rng.pick(['Mercedes-Benz 250 SE Coupé', 'BMW 3.0 CS', 'Volvo P1800 S'])],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 14)],
    ['Erstzulassung', deDate(rng.date(1962, 1975))],
    ['Kilometerstand lt. Tacho', `${deInt(rng.int(40, 240) * 1000 + rng.int(0, 999))} km`],
  ];
  for (const [l, v] of veh) p.text(50, l, { size: 9 }).text(200, v, { size: 10 }).down(15);
  p.down(12);
  const figure = eur ? `${deMoney(price)} €` : `${deMoney(price)} DM`;
  const spelled = eur ? inWords : inWords.replace('Euro', 'Deutsche Mark');
  p.text(50, `Kaufpreis: ${figure}   (in Worten: ${spelled})`, { size: 10, bold: true }).down(22);
  const clauses = [
    'Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird.',
    'Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und frei von Rechten Dritter ist.',
    'Der Kaufpreis wurde bei Übergabe in bar bezahlt. Fahrzeug, Schlüssel (2) und Papiere wurden übergeben.',
  ];
  for (const c of clauses) p.text(50, c, { size: 8 }).down(12);
  p.down(30);
  p.text(50, `Nürnberg, den ${deDate(date)}`, { size: 10 }).down(50);
  p.box(50, p.y - 12, 200, 0.5).box(320, p.y - 12, 200, 0.5);
  p.text(50, 'Unterschrift Verkäufer', { size: 8 }).text(320, 'Unterschrift Käufer', { size: 8 });
  return { items: p.items, language: 'de', truth: { documentType: 'purchase', purchasePrice: price, sellerName: seller, saleDate: date } };
}

/** A classic-car valuation report's first page: condition grade, a market-reference table, the Marktwert in a box. */
export function wertgutachten(rng: Random): Generated {
  const date = rng.date(2008, 2025);
  const appraiser = rng.pick(['Klaus Berger', 'Dipl.-Ing. Monika Haferkamp', 'Jens-Uwe Pohl']);
  const grade = rng.pick([2, 3]);
  const base = rng.int(8, 20) * 1000;
  // Reference values fall with the grade, as the market guides print them.
  const ref = [2.2, 1.6, 1.15, 0.75].map((f) => Math.round((base * f) / 500) * 500);
  const value = ref[grade - 1] + rng.pick([-1500, -500, 0, 1000]);
  const p = new PageBuilder();
  p.text(50, `Kfz-Sachverständigenbüro ${appraiser.split(' ').slice(-1)[0]}`, { size: 13, bold: true, y: 58 });
  p.text(50, 'Öffentlich bestellt und vereidigt · Bewertung klassischer Fahrzeuge', { size: 8, y: 72 });
  p.text(50, 'Wertgutachten', { size: 18, bold: true, y: 120 });
  p.text(50, `Gutachten-Nr. WG-${date.slice(0, 4)}-${rng.int(100, 999)}`, { size: 9, y: 138 });
  const rows: [string, string][] = [
    ['Auftraggeber', rng.pick(['Rüdiger Anselm', 'Petra Kowalczyk'])],
    ['Fahrzeug', rng.pick(['Jaguar E-Type 4.2 Roadster', 'Citroën DS 21 Pallas', 'Porsche 911 T 2.2'])],
    ['Baujahr', String(rng.int(1962, 1974))],
    ['Kennzeichen', `${rng.pick(['B', 'F', 'WI'])}-${rng.pick(['CL', 'OT'])} ${rng.int(10, 99)}H`],
    ['Datum der Besichtigung', deDate(date)],
    ['Sachverständiger', appraiser],
  ];
  p.y = 170;
  for (const [l, v] of rows) p.text(50, `${l}:`, { size: 9 }).text(210, v, { size: 10 }).down(15);
  p.down(12);
  p.text(50, `Zustandsnote (1–5): ${grade}`, { size: 10, bold: true }).down(20);
  p.text(50, 'Marktübersicht für dieses Modell (Referenzwerte nach Zustandsnote):', { size: 9 }).down(15);
  ref.forEach((r, i) => {
    p.box(50 + i * 120, p.y - 11, 115, 32);
    p.text(56 + i * 120, `Zustand ${i + 1}`, { size: 8, y: p.y });
    p.text(56 + i * 120, `${deInt(r)} €`, { size: 10, y: p.y + 15 });
  });
  p.down(50);
  p.box(45, p.y - 16, 300, 26, true);
  p.text(52, `Marktwert: ${deInt(value)},00 €`, { size: 13, bold: true }).down(36);
  p.text(50, 'Der Marktwert ist der Preis, der bei einem Verkauf im Inland zum Bewertungsstichtag erzielt werden kann.', { size: 8 }).down(12);
  p.text(50, 'Grundlage sind die Besichtigung, eine Probefahrt und die Sichtung der vorgelegten Unterlagen.', { size: 8 }).down(40);
  p.text(50, `Wiesbaden, ${deLongDate(date)}`, { size: 9 }).down(30);
  p.text(50, appraiser, { size: 9, serif: true });
  return { items: p.items, language: 'de', truth: { documentType: 'appraisal', appraisedValue: value, appraiserName: appraiser, appraisalDate: date } };
}
