/**
 * Till slips of the youngtimer's everyday: a supermarket's fuel station, a motor factor's counter, a test centre's
 * fee receipt (German); a British motor factor, an American auto-parts store and an Australian servo (English).
 */
import { dateIn, doc, fd, hline, num, r2, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carOf, cardMask, digits, letters, near, newPage, plateAU, plateDE, TOWNS_DE, TOWNS_AT, addrDE } from './kit';
import { infl } from './service-de';

const hhmm = (rng: Random) => `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

/** A narrow slip drawn in the middle of the page. */
function slip(x0: number, w: number) {
  return { x0, right: x0 + w };
}

/** A supermarket's fuel station slip: litres at the pump price, perhaps a wash, VAT included, card. */
export function marktTankstelle(rng: Random): Generated {
  const date = dateIn(rng, 1996, 2026);
  const y = yearOf(date);
  const dm = y < 2002;
  const vat = vatDE(y);
  const perL = dm ? r2(near(rng, 1.72, 0.12, 0.01)) - 0.001 : r2(near(rng, 1.05 + ((y - 2002) / 24) * 0.8, 0.1, 0.01)) - 0.001;
  const litres = r2(rng.int(2400, 6200) / 100);
  const fuel = r2(litres * perL);
  const items: [string, number][] = [[`Zapfs. ${rng.int(1, 8)} ${rng.pick(['Super Plus 98', 'Super 95 E5', 'Super bleifrei', 'Diesel'])}`, fuel]];
  if (rng.chance(0.5))
    items.push([
      rng.pick(['Waschstraße Programm Gold', 'Waschanlage Basis', 'Scheibenreiniger Sommer 3 l', 'Motoröl 10W-40 1 l']),
      r2(near(rng, dm ? 14 : 7.99, 0.2, 0.1) - 0.01),
    ]);
  const total = r2(items.reduce((a, [, v]) => a + v, 0));
  const cur = dm ? 'DM' : 'EUR';
  const name = rng.pick(['FrischeMarkt Tankstelle', 'Kaufhof-Markt Tankstelle', 'Globalmarkt SB-Tankstelle', 'Sparhandel Tankstelle']);
  const town = rng.pick(TOWNS_DE);
  const { x0, right } = slip(190, 215);
  const p = newPage(70);
  p.text(297, name, { size: 12, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `${addrDE(rng)}, ${town}`, { size: 8, align: 'center' });
  p.down(11);
  p.text(297, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`, { size: 8, align: 'center' });
  p.down(20);
  for (const [d, v] of items) {
    p.text(x0, d, { size: 8.5 });
    p.text(right, `${num(v, 'de')} ${vat === 19 ? 'A' : 'B'}`, { size: 8.5, align: 'right' });
    p.down(11);
    if (d.startsWith('Zapfs.')) {
      p.text(x0 + 10, `${num(litres, 'de')} l x ${perL.toFixed(3).replace('.', ',')} ${cur}/l`, { size: 8.5 });
      p.down(11);
    }
  }
  hline(p, x0, right - x0);
  p.down(14);
  p.text(x0, `SUMME ${cur}`, { size: 11, bold: true });
  p.text(right, num(total, 'de'), { size: 11, bold: true, align: 'right' });
  p.down(14);
  const tax = r2((total * vat) / (100 + vat));
  p.text(x0, `${vat === 19 ? 'A' : 'B'} = MwSt ${vat} %`, { size: 8 });
  p.text(x0 + 95, `Netto ${num(r2(total - tax), 'de')}`, { size: 8 });
  p.text(right, `MwSt ${num(tax, 'de')}`, { size: 8, align: 'right' });
  p.down(16);
  p.text(x0, `${y < 2008 ? 'EC-Cash' : 'girocard'} ${cardMask(rng)}`, { size: 8.5 });
  p.down(11);
  p.text(x0, `Betrag ${num(total, 'de')} ${cur}  Genehmigung ${digits(rng, 6)}`, { size: 8.5 });
  p.down(16);
  p.text(x0, `${fd(date, 'de')} ${hhmm(rng)}  Bon ${digits(rng, 4)}  Kasse ${rng.int(1, 3)}`, { size: 8.5 });
  p.down(14);
  p.text(297, 'Vielen Dank für Ihren Einkauf!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

const COUNTER_DE: [string, number][] = [
  ['Zündkerze NGK BP6ES', 3.2],
  ['Ölfilter Mann W 712/75', 7.9],
  ['Luftfilter Mann C 2256', 14.5],
  ['Bremsflüssigkeit DOT 4 0,5 l', 6.9],
  ['Wischerblatt Bosch Twin 500', 11.9],
  ['Keilriemen 10x925', 8.4],
  ['Glühlampe H4 Philips', 6.5],
  ['Verteilerkappe Bosch', 19.9],
  ['Verteilerfinger Bosch', 7.5],
  ['Kühlerschlauch oben', 16.8],
  ['Motoröl 15W-40 5 l', 24.9],
  ['Unterbodenschutz Spray', 9.9],
];

/** A motor factor's counter slip: article numbers, quantities, VAT included, cash or card (Germany or Austria). */
export function teileTheke(rng: Random): Generated {
  const at = rng.chance(0.4);
  const date = dateIn(rng, 1994, 2026);
  const y = yearOf(date);
  const old = y < 2002;
  const vat = at ? 20 : vatDE(y);
  const f = infl(y) * (old ? (at ? 13.76 : 1.95) : 1);
  const cur = old ? (at ? 'ATS' : 'DM') : 'EUR';
  const items = rng
    .some(COUNTER_DE, rng.int(2, 5))
    .map(([d, pr]) => ({ no: `${digits(rng, 3)} ${digits(rng, 3)}`, d, q: d.startsWith('Zündkerze') ? rng.pick([4, 6]) : 1, pr: r2(near(rng, pr, 0.1) * f) }));
  const total = r2(items.reduce((a, i) => a + r2(i.q * i.pr), 0));
  const name = at
    ? `Autoteile ${rng.pick(['Gruber', 'Wimmer', 'Eder', 'Pichler'])} KG`
    : `Kfz-Teile ${rng.pick(['Hoffmann', 'Becker', 'Richter', 'Wolf'])} ${rng.pick(['GmbH', 'OHG', 'e.K.'])}`;
  const p = newPage(64);
  const { x0, right } = slip(150, 300);
  p.text(x0, name, { size: 13, bold: true });
  p.down(12);
  p.text(
    x0,
    `${at ? `${rng.pick(['Gewerbestraße', 'Bundesstraße'])} ${rng.int(1, 40)}, ${rng.pick(TOWNS_AT)}` : `${addrDE(rng)}, ${rng.pick(TOWNS_DE)}`} · Thekenverkauf`,
    { size: 8 },
  );
  p.down(20);
  p.text(x0, `Barverkauf Nr. ${digits(rng, 6)}`, { size: 9, bold: true });
  p.text(right, fd(date, 'de'), { size: 9, align: 'right' });
  p.down(12);
  p.text(x0, `Verkäufer: ${rng.pick(['HS', 'MK', 'TW', 'RB'])}   Fzg.: ${carOf(rng).model}`, { size: 8.5 });
  p.down(8);
  hline(p, x0, right - x0);
  p.down(12);
  for (const i of items) {
    p.text(x0, i.no, { size: 8.5 });
    p.text(x0 + 55, i.d, { size: 8.5 });
    p.text(right - 70, `${i.q} x ${num(i.pr, 'de')}`, { size: 8.5, align: 'right' });
    p.text(right, num(r2(i.q * i.pr), 'de'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, x0, right - x0);
  p.down(14);
  p.text(x0, `Gesamt ${cur} inkl. ${vat} % ${at ? 'USt' : 'MwSt'}`, { size: 10, bold: true });
  p.text(right, num(total, 'de'), { size: 10, bold: true, align: 'right' });
  p.down(12);
  p.text(x0, `enthaltene Steuer`, { size: 8.5 });
  p.text(right, num(r2((total * vat) / (100 + vat)), 'de'), { size: 8.5, align: 'right' });
  p.down(14);
  const cash = rng.chance(0.5);
  const given = cash ? Math.ceil(total / 10) * 10 : total;
  p.text(x0, cash ? 'Bar' : 'Karte', { size: 8.5 });
  p.text(right, num(given, 'de'), { size: 8.5, align: 'right' });
  p.down(11);
  if (cash) {
    p.text(x0, 'Rückgeld', { size: 8.5 });
    p.text(right, num(r2(given - total), 'de'), { size: 8.5, align: 'right' });
    p.down(11);
  }
  p.down(10);
  p.text(x0, 'Umtausch nur mit Beleg und in Originalverpackung. Elektroteile vom Umtausch ausgeschlossen.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** A test centre's receipt for the HU fee: the fee, its VAT, paid at the counter. */
export function pruefstelleQuittung(rng: Random): Generated {
  const date = dateIn(rng, 2000, 2026);
  const y = yearOf(date);
  const vat = vatDE(y);
  const gross = r2(near(rng, 88 + (y - 2000) * 2.2, 0.06, 0.1));
  const au = rng.chance(0.6);
  const auFee = au ? r2(near(rng, 38 + (y - 2000) * 0.8, 0.06, 0.1)) : 0;
  const h = rng.chance(0.3);
  const hFee = h ? r2(near(rng, 55, 0.1, 0.5)) : 0;
  const total = r2(gross + auFee + hFee);
  const name = rng.pick(['FPZ Fahrzeug-Prüfzentrum', 'Prüfstelle Technik-Service Süd', 'Kfz-Prüfdienst Nord', 'Ingenieurbüro Kfz-Sachverständige Hartung']);
  const car = carOf(rng);
  const p = newPage(70);
  p.text(60, name, { size: 14, bold: true });
  p.down(13);
  p.text(60, `Prüfstelle ${rng.pick(TOWNS_DE)} · ${addrDE(rng)} · amtlich anerkannte Überwachungsorganisation`, { size: 8 });
  p.down(34);
  p.text(60, 'QUITTUNG', { size: 15, bold: true });
  p.text(535, `Nr. ${letters(rng, 2)} ${digits(rng, 7)}`, { size: 9, align: 'right' });
  p.down(22);
  p.text(60, `Fahrzeug: ${car.make} ${car.model} · Kennzeichen ${plateDE(rng, h)}`, { size: 9.5 });
  p.down(20);
  const rows: [string, number][] = [['Hauptuntersuchung § 29 StVZO', gross]];
  if (au) rows.push(['Untersuchung der Abgase (AU)', auFee]);
  if (h) rows.push(['Gutachten § 23 StVZO (Oldtimer)', hFee]);
  for (const [d, v] of rows) {
    p.text(60, d, { size: 9.5 });
    p.text(535, `${num(v, 'de')} €`, { size: 9.5, align: 'right' });
    p.down(14);
  }
  hline(p, 60, 475);
  p.down(16);
  p.text(400, 'Gesamtbetrag', { size: 10.5, bold: true, align: 'right' });
  p.text(535, `${num(total, 'de')} €`, { size: 10.5, bold: true, align: 'right' });
  p.down(13);
  p.text(400, `darin ${vat} % MwSt`, { size: 9, align: 'right' });
  p.text(535, `${num(r2((total * vat) / (100 + vat)), 'de')} €`, { size: 9, align: 'right' });
  p.down(26);
  p.text(60, `Betrag ${rng.pick(['bar', 'per EC-Karte', 'per Karte'])} erhalten am ${fd(date, 'de')}.`, { size: 9.5 });
  p.down(30);
  p.text(60, `Prüfingenieur: Dipl.-Ing. ${rng.pick(['R. Lindemann', 'K. Vogel', 'S. Albrecht', 'M. Franke'])}`, { size: 9 });
  return doc(p, 'de', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** A British motor factor's counter receipt: part numbers, VAT at the year's rate, trade or cash. */
export function ukMotorFactor(rng: Random): Generated {
  const date = dateIn(rng, 1991, 2026);
  const y = yearOf(date);
  const vat = vatUK(y);
  const f = infl(y) * 0.85;
  const cat: [string, number][] = [
    ['Spark plug NGK BPR6ES', 2.6],
    ['Oil filter Crosland', 5.9],
    ['Air filter Unipart GFE', 9.5],
    ['Fan belt 10x950', 6.8],
    ['Comma 10W-40 4.5L', 18.9],
    ['Brake pads front (set)', 24.5],
    ['Wiper blade 18in', 7.2],
    ['Radiator hose top', 12.4],
    ['Distributor cap', 11.8],
    ['Rotor arm', 4.2],
    ['Exhaust paste', 4.5],
    ['Holts Radweld', 6.5],
  ];
  const items = rng
    .some(cat, rng.int(2, 5))
    .map(([d, pr]) => ({ no: `${letters(rng, 3)}${digits(rng, 4)}`, d, q: d.startsWith('Spark') ? 4 : 1, pr: r2(near(rng, pr, 0.1) * f) }));
  const net = r2(items.reduce((a, i) => a + r2(i.q * i.pr), 0));
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  const name = rng.pick([
    'Motor Parts Direct',
    'County Motor Factors',
    'Autoparts & Accessories (Midlands) Ltd',
    'Northgate Car Spares',
    'Andrews Motor Factors',
  ]);
  const p = newPage(64);
  const { x0, right } = slip(160, 280);
  p.text(297, name, { size: 12.5, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `Branch ${digits(rng, 3)} · Tel ${digits(rng, 5)} ${digits(rng, 6)} · VAT No ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`, {
    size: 8,
    align: 'center',
  });
  p.down(20);
  p.text(x0, `COUNTER SALE  ${digits(rng, 6)}`, { size: 9, bold: true });
  p.text(right, `${fd(date, 'uk')} ${hhmm(rng)}`, { size: 9, align: 'right' });
  p.down(8);
  hline(p, x0, right - x0);
  p.down(12);
  for (const i of items) {
    p.text(x0, `${i.no} ${i.d}`, { size: 8.5 });
    p.down(11);
    p.text(x0 + 20, `${i.q} @ ${num(i.pr, 'en')}`, { size: 8.5 });
    p.text(right, num(r2(i.q * i.pr), 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, x0, right - x0);
  p.down(13);
  for (const [k, v, b] of [
    ['Goods', net, false],
    [`VAT ${vat}%`, tax, false],
    ['TOTAL £', total, true],
  ] as const) {
    p.text(x0, k, { size: b ? 10.5 : 9, bold: b });
    p.text(right, num(v, 'en'), { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(4);
  p.text(x0, `${rng.pick(['CASH', 'DEBIT CARD', 'ACCOUNT'])} ${num(total, 'en')}`, { size: 9 });
  p.down(16);
  p.text(x0, 'Electrical parts cannot be returned once fitted.', { size: 7.5 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** An American auto-parts store's receipt: SKUs, a core charge, sales tax, the card. */
export function usAutoParts(rng: Random): Generated {
  const date = dateIn(rng, 1995, 2026);
  const y = yearOf(date);
  const f = infl(y);
  const cat: [string, number][] = [
    ['NGK SPARK PLUG BKR6E', 3.49],
    ['WIX OIL FILTER 51515', 7.99],
    ['CASTROL GTX 10W-30 5QT', 24.99],
    ['BOSCH O2 SENSOR 13474', 59.99],
    ['GATES BELT K060882', 29.99],
    ['PRESTONE ANTIFREEZE 1GAL', 15.99],
    ['CERAMIC BRAKE PADS FRT', 44.99],
    ['RAIN-X WIPER 20IN', 18.99],
    ['STANT THERMOSTAT 180F', 12.99],
    ['FUEL FILTER G481', 14.99],
  ];
  const items = rng
    .some(cat, rng.int(2, 4))
    .map(([d, pr]) => ({ sku: digits(rng, 6), d, q: d.includes('SPARK') ? 6 : 1, pr: r2(near(rng, pr * f, 0.08, 1) - 0.01) }));
  const core = rng.chance(0.4) ? { d: 'CORE CHARGE - BATTERY', pr: 18 } : null;
  const taxRate = rng.pick([6.25, 7, 7.25, 8.25, 8.875]);
  const sub = r2(items.reduce((a, i) => a + r2(i.q * i.pr), 0) + (core ? core.pr : 0));
  const tax = r2((sub * taxRate) / 100);
  const total = r2(sub + tax);
  const name = rng.pick(['PartsMart Auto Parts', 'Advance Motor Supply', 'O.K. Auto Parts', 'Westside Auto Parts']).toUpperCase();
  const p = newPage(64);
  const { x0, right } = slip(170, 255);
  p.text(297, name, { size: 12.5, bold: true, align: 'center' });
  p.down(12);
  p.text(
    297,
    `STORE ${digits(rng, 4)} · ${rng.pick(['SAN ANTONIO TX', 'COLUMBUS OH', 'FRESNO CA', 'TAMPA FL', 'BOISE ID'])} · (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { size: 8, align: 'center' },
  );
  p.down(20);
  for (const i of items) {
    p.text(x0, `${i.sku} ${i.d}`, { size: 8.5 });
    p.down(11);
    p.text(x0 + 20, `${i.q} @ ${num(i.pr, 'en')}`, { size: 8.5 });
    p.text(right, num(r2(i.q * i.pr), 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  if (core) {
    p.text(x0, core.d, { size: 8.5 });
    p.text(right, num(core.pr, 'en'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  p.down(4);
  for (const [k, v, b] of [
    ['SUBTOTAL', sub, false],
    [`TAX ${taxRate}%`, tax, false],
    ['TOTAL', total, true],
  ] as const) {
    p.text(right - 80, k, { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.text(right, num(v, 'en'), { size: b ? 10.5 : 9, bold: b, align: 'right' });
    p.down(13);
  }
  p.down(4);
  p.text(x0, `${rng.pick(['VISA', 'MC', 'DEBIT'])} ${cardMask(rng)}  ${num(total, 'en')}`, { size: 8.5 });
  p.down(11);
  p.text(x0, `${fd(date, 'us')} ${hhmm(rng)}  REG ${rng.int(1, 4)} TRN ${digits(rng, 4)}`, { size: 8.5 });
  p.down(16);
  p.text(x0, 'RETURNS WITHIN 90 DAYS WITH RECEIPT', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** An Australian servo's docket: litres at cents a litre, GST included, EFTPOS. */
export function auServo(rng: Random): Generated {
  const date = dateIn(rng, 2001, 2026);
  const y = yearOf(date);
  const cpl = Math.round(near(rng, 92 + ((y - 2001) / 25) * 100, 0.08, 0.1) * 10) / 1000;
  const litres = r2(rng.int(2500, 7500) / 100);
  const fuel = r2(litres * cpl);
  const extras: [string, number][] = rng.chance(0.5)
    ? [[rng.pick(['Penrite 20W-50 1L', 'Coolant top-up 1L', 'Ice 5kg', 'Windscreen wash 2L']), r2(near(rng, 9.95, 0.2, 0.05))]]
    : [];
  const total = r2(fuel + extras.reduce((a, [, v]) => a + v, 0));
  const name = rng.pick(['Outback Fuel Stop', 'Bayside Service Station', 'Highway 1 Roadhouse', 'Southern Petroleum']);
  const p = newPage(70);
  const { x0, right } = slip(190, 215);
  p.text(297, name, { size: 12, bold: true, align: 'center' });
  p.down(12);
  p.text(297, `ABN ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, { size: 8, align: 'center' });
  p.down(12);
  p.text(297, 'TAX INVOICE', { size: 9, bold: true, align: 'center' });
  p.down(18);
  p.text(x0, `Pump ${rng.int(1, 12)} ${rng.pick(['Unleaded 91', 'Premium 98', 'Diesel'])}`, { size: 8.5 });
  p.text(right, `$${num(fuel, 'en')}`, { size: 8.5, align: 'right' });
  p.down(11);
  p.text(x0 + 10, `${num(litres, 'en')} L @ ${(cpl * 100).toFixed(1)} c/L`, { size: 8.5 });
  p.down(12);
  for (const [d, v] of extras) {
    p.text(x0, d, { size: 8.5 });
    p.text(right, `$${num(v, 'en')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, x0, right - x0);
  p.down(14);
  p.text(x0, 'TOTAL', { size: 11, bold: true });
  p.text(right, `$${num(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  p.down(12);
  p.text(x0, 'Includes GST', { size: 8.5 });
  p.text(right, `$${num(r2(total / 11), 'en')}`, { size: 8.5, align: 'right' });
  p.down(16);
  p.text(x0, `EFTPOS SAV ${cardMask(rng)}`, { size: 8.5 });
  p.down(11);
  p.text(x0, `${fd(date, 'uk')} ${hhmm(rng)}  Rego ${plateAU(rng)}`, { size: 8.5 });
  p.down(16);
  p.text(297, 'Thanks for stopping in!', { size: 8.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}
