import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cents, date, digits, dePlate, letters, num, page, person, table, US_FIRST, US_LAST, usd } from './kit';

/** A parts counter's till slip (DE): centred name, article lines with numbers, gross total, VAT split, card payment, a customer number. */
export function deTeileTheke(rng: Random): Generated {
  const shop = rng.pick(['Teile-Center Rauscher', 'Kfz-Teile Brückner', 'Autoteile Vogelsang']);
  const day = rng.date(2017, 2025);
  const items = rng
    .some(
      [
        ['Zündkerze Bosch W7DC', 4, 6.95],
        ['Keilriemen 10x900', 1, 14.4],
        ['Kühlerfrostschutz 1,5 l', 1, 11.99],
        ['Glühlampe H4 12V 60/55W', 2, 7.5],
        ['Wischerblatt 15"', 2, 12.9],
        ['Luftfilter LX 123', 1, 19.8],
      ] as [string, number, number][],
      4,
    )
    .map(([t, q, u]) => ({ t, q, u, a: cents(q * u) }));
  const total = cents(items.reduce((s, i) => s + i.a, 0));
  const b = page();
  const l = 170;
  const r = 425;
  b.text(297, shop, { y: 60, size: 15, bold: true, align: 'center' });
  b.text(297, 'Ersatzteile · Zubehör · Werkstattbedarf', { y: 73, size: 8, align: 'center' });
  b.text(297, `Bahnhofstr. ${rng.int(1, 60)} · 35390 Gießen · Tel. 0641 ${digits(rng, 6)}`, { y: 84, size: 8, align: 'center' });
  b.y = 115;
  b.text(l, `Kunden-Nr. ${digits(rng, 5)}`, { size: 8.5 }).text(r, `Bon ${digits(rng, 6)}`, { size: 8.5, align: 'right' });
  b.down(12);
  b.text(l, `${date(day, 'de')}  ${rng.int(7, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 }).text(r, `Kasse ${rng.int(1, 4)}`, {
    size: 8.5,
    align: 'right',
  });
  b.down(18);
  for (const i of items) {
    b.text(l, `${digits(rng, 7)}  ${i.t}`, { size: 8.5 });
    b.down(11);
    b.text(l + 12, `${i.q} St x ${num(i.u, 'de')}`, { size: 8.5 }).text(r, `${num(i.a, 'de')} A`, { size: 8.5, align: 'right' });
    b.down(13);
  }
  b.text(l, '-'.repeat(52), { size: 8.5 });
  b.down(14);
  b.text(l, 'Gesamt EUR', { size: 12, bold: true }).text(r, num(total, 'de'), { size: 12, bold: true, align: 'right' });
  b.down(18);
  b.text(l, 'girocard', { size: 8.5 }).text(r, num(total, 'de'), { size: 8.5, align: 'right' });
  b.down(16);
  b.text(l, 'MwSt    Netto    Steuer    Brutto', { size: 8 });
  b.down(11);
  const net = cents(total / 1.19);
  b.text(l, `A 19%   ${num(net, 'de')}   ${num(cents(total - net), 'de')}   ${num(total, 'de')}`, { size: 8 });
  b.down(20);
  b.text(297, 'Umtausch nur mit Kassenbon innerhalb 14 Tagen', { size: 8, align: 'center' });
  b.down(11);
  b.text(297, `USt-IdNr. DE${digits(rng, 9)}`, { size: 8, align: 'center' });
  return { items: b.items, language: 'de', truth: { documentType: 'receipt', date: day, shopName: shop, totalCost: total } };
}

/** A hand-car-wash / valeting slip (DE): small card, programme chosen, paid. */
export function deWaschanlage(rng: Random): Generated {
  const shop = rng.pick(['Waschpark Sonnenhof', 'Autopflege Marquardt', 'Glanzwerk Autowäsche']);
  const day = rng.date(2019, 2025);
  const prog = rng.pick([
    ['Handwäsche Premium', 39.0],
    ['Innen- und Außenreinigung', 69.0],
    ['Lackpflege mit Hartwachs', 119.0],
  ] as [string, number][]);
  const extra = rng.pick([
    ['Felgenreinigung', 8.0],
    ['Motorwäsche', 25.0],
  ] as [string, number][]);
  const total = cents(prog[1] + extra[1]);
  const b = page();
  b.box(120, 40, 355, 330);
  b.text(297, shop, { y: 72, size: 18, bold: true, align: 'center' });
  b.text(297, `Öffnungszeiten Mo–Sa 8–19 Uhr · ${rng.pick(['Mannheimer Str.', 'Industriering'])} ${rng.int(2, 90)}, 68${digits(rng, 3)} Viernheim`, {
    y: 86,
    size: 7.5,
    align: 'center',
  });
  b.y = 120;
  b.text(135, 'Quittung', { size: 12, bold: true });
  b.down(20);
  b.text(135, 'Datum').text(250, date(day, 'de-short'));
  b.down(14);
  b.text(135, 'Kennzeichen').text(250, dePlate(rng, false));
  b.down(22);
  b.text(135, prog[0]).text(460, `${num(prog[1], 'de')} €`, { align: 'right' });
  b.down(14);
  b.text(135, extra[0]).text(460, `${num(extra[1], 'de')} €`, { align: 'right' });
  b.down(10);
  b.box(135, b.y, 325, 0.01);
  b.down(16);
  b.text(135, 'Betrag erhalten', { bold: true }).text(460, `${num(total, 'de')} €`, { align: 'right', bold: true });
  b.down(14);
  b.text(135, 'inkl. 19 % MwSt.', { size: 8 });
  b.down(30);
  b.text(135, `Nächste Wäsche 10 % günstiger – gültig bis ${date(addDays(day, 30), 'de')}`, { size: 8 });
  b.down(14);
  b.text(135, `St.-Nr. 38/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 7.5 });
  return { items: b.items, language: 'de', truth: { documentType: 'receipt', date: day, shopName: shop, totalCost: total } };
}

/** A UK fuel receipt: forecourt brand over the site name, litres and price per litre, VAT split, card slip. */
export function ukFuel(rng: Random): Generated {
  const site = rng.pick(['Ambleside Road Service Station', 'Hartley Cross Filling Station', 'Marsh Lane Garage']);
  const day = rng.date(2019, 2025);
  const litres = cents(rng.int(2200, 5800) / 100);
  const ppl = rng.int(1399, 1899) / 1000;
  const total = cents(litres * ppl);
  const b = page();
  const l = 190;
  const r = 405;
  b.text(297, site, { y: 62, size: 12, bold: true, align: 'center' });
  b.text(297, `${rng.int(1, 200)} ${rng.pick(['High Street', 'Bridge Road'])}, ${rng.pick(['Windermere', 'Thirsk', 'Ledbury'])}`, {
    y: 75,
    size: 8,
    align: 'center',
  });
  b.text(297, `VAT No. ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, { y: 86, size: 8, align: 'center' });
  b.y = 115;
  b.text(l, date(day, 'uk'), { size: 9 }).text(r, `${rng.int(6, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 9, align: 'right' });
  b.down(12);
  b.text(l, `Pump ${rng.int(1, 8)}   Trans ${digits(rng, 5)}`, { size: 9 });
  b.down(20);
  b.text(l, rng.pick(['Super Unleaded 97', 'Unleaded E5', 'Super Unleaded']), { size: 9.5 });
  b.down(12);
  b.text(l + 10, `${num(litres, 'en')} L @ ${ppl.toFixed(3)} £/L`, { size: 9 }).text(r, `£${num(total, 'en')}`, { size: 9, align: 'right' });
  b.down(20);
  b.text(l, 'TOTAL', { size: 12, bold: true }).text(r, `£${num(total, 'en')}`, { size: 12, bold: true, align: 'right' });
  b.down(16);
  const net = cents(total / 1.2);
  b.text(l, 'VAT 20.00%', { size: 8.5 }).text(r, `£${num(cents(total - net), 'en')}`, { size: 8.5, align: 'right' });
  b.down(11);
  b.text(l, 'Net', { size: 8.5 }).text(r, `£${num(net, 'en')}`, { size: 8.5, align: 'right' });
  b.down(18);
  b.text(l, `VISA DEBIT  ************${digits(rng, 4)}`, { size: 8.5 });
  b.down(11);
  b.text(l, `AUTH CODE ${digits(rng, 6)}   CONTACTLESS`, { size: 8.5 });
  b.down(20);
  b.text(297, 'THANK YOU FOR YOUR CUSTOM', { size: 8.5, align: 'center' });
  return { items: b.items, language: 'en', truth: { documentType: 'receipt', date: day, shopName: site, totalCost: total } };
}

/** A US vehicle transport receipt: carrier's name, pickup and delivery dates apart from the receipt date, charges, deposit paid to the broker, balance paid to the driver. */
export function usShipping(rng: Random): Generated {
  const carrier = rng.pick(['Great Plains Auto Transport', 'Cobalt Enclosed Carriers', 'Two Rivers Car Shipping']);
  const day = rng.date(2018, 2025);
  const pickup = addDays(day, -rng.int(4, 9));
  const freight = rng.pick([1150, 1475, 1890, 2240]);
  const insurance = rng.pick([75, 95]);
  const total = cents(freight + insurance);
  const deposit = 250;
  const b = page();
  b.text(40, carrier, { y: 60, size: 18, bold: true });
  b.text(40, `USDOT ${digits(rng, 7)} · MC-${digits(rng, 6)} · Enclosed & open transport nationwide`, { y: 74, size: 8 });
  b.y = 110;
  b.text(40, 'PAYMENT RECEIPT / DELIVERY CONFIRMATION', { size: 12, bold: true });
  b.down(22);
  const pairs: [string, string][] = [
    ['Receipt date', date(day, 'us')],
    ['Order no.', `${letters(rng, 2)}${digits(rng, 6)}`],
    ['Picked up', `${date(pickup, 'us')}, ${rng.pick(['Scottsdale, AZ', 'Dayton, NV', 'Paso Robles, CA'])}`],
    ['Delivered', `${date(day, 'us')}, ${rng.pick(['Naples, FL', 'Hershey, PA', 'Greenwich, CT'])}`],
    ['Vehicle', `${rng.pick(['1963 Studebaker Avanti', '1958 Cadillac Eldorado', '1931 Ford Model A'])}, inoperable: no`],
    ['Customer', person(rng, US_FIRST, US_LAST)],
  ];
  for (const [l, v] of pairs) {
    b.text(40, l, { size: 9 }).text(150, v, { size: 9 });
    b.down(14);
  }
  b.down(14);
  table(
    b,
    [
      { x: 44, head: 'Charge' },
      { x: 551, head: 'Amount', align: 'right' },
    ],
    [
      ['Enclosed transport, door to door', usd(freight)],
      ['Additional cargo insurance', usd(insurance)],
    ],
    { rules: 'grid' },
  );
  b.down(4);
  b.text(420, 'Total charges', { bold: true, align: 'right' }).text(551, usd(total), { bold: true, align: 'right' });
  b.down(15);
  b.text(420, `Deposit paid ${date(addDays(pickup, -14), 'us')}`, { size: 9, align: 'right' }).text(551, usd(deposit), { size: 9, align: 'right' });
  b.down(15);
  b.text(420, "Paid to driver on delivery (cashier's check)", { size: 9, align: 'right' }).text(551, usd(cents(total - deposit)), { size: 9, align: 'right' });
  b.down(30);
  b.text(40, 'Vehicle received in the same condition as noted on the bill of lading. No damage noted.', { size: 8.5 });
  b.down(24);
  b.text(40, 'Driver signature ____________________      Customer signature ____________________', { size: 8.5 });
  return { items: b.items, language: 'en', truth: { documentType: 'receipt', date: day, shopName: carrier, totalCost: total } };
}
