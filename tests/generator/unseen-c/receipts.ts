/**
 * Receipts of the third honest set: a German parts counter's till slip, a US fuel slip, a British
 * hand car wash's VAT receipt and a German mail-order parts invoice (no work on a vehicle).
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, amount, cents, day, digits, money, PageBuilder, paper, rows, rule, sum } from './paper';

export function deTeileTheke(rng: Random): Generated {
  const shop = rng.pick(['Teile-Center Ostermann OHG', 'Kfz-Teile Rudolph KG']);
  const date = rng.date(2016, 2025);
  const items = rng
    .some(['Motoröl 20W-50 5L', 'Zündkerzen W7DC', 'Keilriemen 10x900', 'Bremsenreiniger 500ml', 'Glühlampe H4 12V', 'Frostschutz 1,5L'], 4)
    .map((text) => ({ text, cents: cents(rng, 299, 4990) }));
  const total = sum(items.map((x) => x.cents));
  const net = Math.round(total / 1.19);
  const given = Math.ceil(total / 5000) * 5000;

  const p = new PageBuilder();
  const x0 = 200;
  const x1 = 395;
  p.text(297, shop, { size: 10.5, bold: true, align: 'center', y: 60 });
  p.text(297, 'Auto- und Oldtimerteile', { size: 8, align: 'center', y: 73 });
  p.text(297, 'Mühlenweg 4 · 49074 Osnabrück', { size: 8, align: 'center', y: 84 });
  p.text(297, 'Tel. 0541 55 61 30', { size: 8, align: 'center', y: 95 });
  p.y = 118;
  p.text(x0, `Bon ${digits(rng, 4)}  Kasse 2  Bed. 07`, { size: 8 });
  p.down(16);
  const c = [{ x: x0 }, { x: x1, align: 'right' as const }];
  rows(
    p,
    c,
    items.map((x) => [x.text, `${amount(x.cents, 'de')} A`]),
    { size: 9, step: 13 },
  );
  rule(p, x0, p.y - 6, x1 - x0);
  p.down(6);
  rows(p, c, [['SUMME EUR', amount(total, 'de')]], { size: 11, bold: true, step: 16 });
  rows(
    p,
    c,
    [
      ['Bar', amount(given, 'de')],
      ['Rückgeld', amount(given - total, 'de')],
    ],
    { size: 9, step: 13 },
  );
  p.down(8);
  rows(
    p,
    [{ x: x0 }, { x: 260, align: 'right' }, { x: 325, align: 'right' }, { x: x1, align: 'right' }],
    [
      ['MwSt', 'Netto', 'Steuer', 'Brutto'],
      ['A 19%', amount(net, 'de'), amount(total - net, 'de'), amount(total, 'de')],
    ],
    { size: 8, step: 11 },
  );
  p.down(10);
  p.text(297, `${day(date, 'de')}  ${String(rng.int(8, 17)).padStart(2, '0')}:${digits(rng, 2).replace(/^[6-9]/, '4')}`, { size: 9, align: 'center' });
  p.down(12);
  p.text(297, `St.-Nr. 66/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 7.5, align: 'center' });
  p.down(12);
  p.text(297, 'Umtausch nur mit Bon innerhalb 14 Tagen', { size: 7.5, align: 'center' });
  p.down(12);
  p.text(297, 'Vielen Dank für Ihren Einkauf!', { size: 8, align: 'center' });

  return paper(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: money(total) });
}

export function usFuel(rng: Random): Generated {
  const shop = rng.pick(['Millbrook Fuel & Service', 'Red Oak Travel Plaza']);
  const date = rng.date(2016, 2025);
  const price = rng.int(2899, 4499);
  const gallons = rng.int(8000, 16500);
  const totalCents = Math.round((price / 1000) * (gallons / 1000) * 100);

  const p = new PageBuilder();
  const x0 = 210;
  const x1 = 385;
  p.text(297, shop.toUpperCase(), { size: 10, bold: true, align: 'center', y: 70 });
  p.text(297, '4410 STATE RTE 82', { size: 8.5, align: 'center', y: 82 });
  p.text(297, 'MILLBROOK NY 12545', { size: 8.5, align: 'center', y: 93 });
  p.text(297, `STORE #${digits(rng, 5)}`, { size: 8.5, align: 'center', y: 104 });
  p.y = 126;
  const c = [{ x: x0 }, { x: x1, align: 'right' as const }];
  rows(
    p,
    c,
    [
      [day(date, 'us'), `${String(rng.int(6, 20)).padStart(2, '0')}:${rng.int(10, 59)}`],
      ['PUMP # 04', 'SALE'],
      ['', ''],
      ['UNLEADED PLUS', ''],
      [`${(gallons / 1000).toFixed(3)} GAL @ $${(price / 1000).toFixed(3)}/GAL`, ''],
      ['FUEL TOTAL', `$${amount(totalCents, 'en')}`],
      ['', ''],
      ['TOTAL', `$${amount(totalCents, 'en')}`],
      ['', ''],
      ['VISA', `XXXXXXXXXXXX${digits(rng, 4)}`],
      ['AUTH #', digits(rng, 6)],
      ['INVOICE', digits(rng, 7)],
    ],
    { size: 8.5, step: 12 },
  );
  p.down(10);
  p.text(297, 'THANK YOU - PLEASE COME AGAIN', { size: 8, align: 'center' });

  return paper(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: money(totalCents) });
}

export function ukCarWash(rng: Random): Generated {
  const shop = rng.pick(['Brightside Hand Car Wash & Valeting', 'Gleam Team Valeting Centre']);
  const date = rng.date(2017, 2025);
  const items = [
    { text: rng.pick(['Full valet (large car)', 'Mini valet', 'Hand wash & wax']), cents: cents(rng, 2500, 9500, 500) },
    { text: rng.pick(['Engine bay clean', 'Leather feed', 'Clay bar treatment']), cents: cents(rng, 1000, 3000, 500) },
  ];
  const total = sum(items.map((x) => x.cents));
  const vat = Math.round(total / 6);

  const p = new PageBuilder();
  p.box(180, 40, 235, 300);
  p.text(297, shop, { size: 10.5, bold: true, align: 'center', y: 64 });
  p.text(297, 'Tesco Extra car park, Cheltenham GL51', { size: 8, align: 'center', y: 77 });
  p.text(297, `VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { size: 8, align: 'center', y: 88 });
  p.y = 112;
  p.text(297, 'VAT RECEIPT', { size: 10, bold: true, align: 'center' });
  p.down(20);
  const c = [{ x: 192 }, { x: 403, align: 'right' as const }];
  rows(
    p,
    c,
    items.map((x) => [x.text, `£${amount(x.cents, 'en')}`]),
    { size: 9.5, step: 15 },
  );
  rule(p, 192, p.y - 8, 211);
  p.down(4);
  rows(p, c, [['Total', `£${amount(total, 'en')}`]], { size: 11, bold: true, step: 16 });
  rows(
    p,
    c,
    [
      ['Card (contactless)', `£${amount(total, 'en')}`],
      ['incl. VAT @ 20%', `£${amount(vat, 'en')}`],
    ],
    { size: 9, step: 14 },
  );
  p.down(12);
  rows(
    p,
    c,
    [
      [day(date, 'uk-short'), `${String(rng.int(9, 17)).padStart(2, '0')}:${rng.int(10, 59)}`],
      [`Receipt ${digits(rng, 5)}`, 'Till 1'],
    ],
    { size: 8.5, step: 12 },
  );
  p.down(12);
  p.text(297, 'Thank you – see you next time!', { size: 8.5, align: 'center' });

  return paper(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: money(total) });
}

export function deVersand(rng: Random): Generated {
  const shop = rng.pick(['Klassikteile Versand Nord GmbH', 'Oldie-Teile-Direkt Weber GmbH']);
  const date = rng.date(2017, 2025);
  const ordered = addDays(date, -rng.int(1, 4));
  const items = rng
    .some(
      [
        ['100-2231', 'Türdichtung links'],
        ['100-2232', 'Türdichtung rechts'],
        ['311-0040', 'Chromzierleiste Motorhaube'],
        ['550-1188', 'Rücklichtglas'],
        ['720-0015', 'Tankdeckel abschließbar'],
        ['902-3310', 'Teppichsatz Velours'],
      ] as const,
      3,
    )
    .map(([no, text]) => ({ no, text, qty: rng.int(1, 2), each: cents(rng, 1490, 18900) }));
  const goods = sum(items.map((x) => x.qty * x.each));
  const shipping = 690;
  const gross = goods + shipping;
  const net = Math.round(gross / 1.19);

  const p = new PageBuilder();
  p.text(45, shop, { size: 14, bold: true, y: 52 });
  p.text(45, 'Ersatzteile für klassische Fahrzeuge · Versand weltweit', { size: 8.5, y: 65 });
  p.text(550, 'www.klassikteile-nord.example', { size: 8, align: 'right', y: 52 });
  p.text(550, 'Hafenstraße 31 · 24937 Flensburg', { size: 8, align: 'right', y: 63 });
  p.y = 115;
  rows(p, [{ x: 45 }], [['Lieferanschrift:'], ['Kai Vollmer'], ['Gartenweg 12'], ['35037 Marburg']], { size: 9.5 });
  p.y = 115;
  rows(
    p,
    [{ x: 350 }, { x: 550, align: 'right' }],
    [
      ['Rechnung', `RN ${digits(rng, 7)}`],
      ['Rechnungsdatum', day(date, 'de')],
      ['Bestellung vom', day(ordered, 'de')],
      ['Bestellnummer', `W-${digits(rng, 6)}`],
      ['Zahlart', 'PayPal'],
    ],
    { size: 9, step: 13 },
  );
  p.y = 215;
  const c = [{ x: 45 }, { x: 105 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 550, align: 'right' as const }];
  rows(p, c, [['Art.-Nr.', 'Artikel', 'Anzahl', 'Einzelpreis', 'Gesamt']], { size: 8.5, bold: true, step: 5 });
  rule(p, 45, p.y, 505);
  p.down(14);
  rows(
    p,
    c,
    items.map((x) => [x.no, x.text, String(x.qty), `${amount(x.each, 'de')} €`, `${amount(x.qty * x.each, 'de')} €`]),
    { size: 9.5, step: 15 },
  );
  rows(p, c, [['', 'Versandkosten DHL', '1', `${amount(shipping, 'de')} €`, `${amount(shipping, 'de')} €`]], { size: 9.5, step: 15 });
  rule(p, 45, p.y - 6, 505);
  p.down(12);
  rows(
    p,
    [{ x: 340 }, { x: 550, align: 'right' }],
    [
      ['Summe netto', `${amount(net, 'de')} €`],
      ['enthaltene MwSt. 19 %', `${amount(gross - net, 'de')} €`],
    ],
    { size: 9, step: 14 },
  );
  rows(p, [{ x: 340 }, { x: 550, align: 'right' }], [['Rechnungsbetrag', `${amount(gross, 'de')} €`]], { size: 10.5, bold: true, step: 22 });
  p.text(45, 'Der Rechnungsbetrag wurde bereits per PayPal beglichen. Lieferdatum = Rechnungsdatum.', { size: 8.5 });
  p.y = 790;
  p.text(297, `Geschäftsführer: Ole Hansen · Amtsgericht Flensburg HRB ${digits(rng, 4)} FL · USt-IdNr. DE${digits(rng, 9)}`, { size: 7, align: 'center' });

  return paper(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: money(gross) });
}
