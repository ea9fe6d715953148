/**
 * Receipts: narrow till slips centred on the page (a German fuel station, a UK forecourt, a car
 * wash), a parts counter's cash sale, a US parts store with SKU lines and sales tax, a UK tyre shop.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, fmtDate, money, round2, rule, sum, vat19Date } from './kit';
import { dePlace, dePhone, deSurname, ukPlace, ukPhone, ukPlate, ukVat, usPlace, usPhone, ustId } from './people';

/** A till slip: centred lines and two-column lines in a narrow band. */
class Slip {
  constructor(
    readonly pb: PageBuilder,
    readonly cx: number,
    readonly half: number,
  ) {}
  c(t: string, size = 8, bold = false) {
    this.pb.text(this.cx, t, { size, bold, align: 'center' });
    this.pb.down(size + 3);
  }
  lr(l: string, r: string, size = 8, bold = false) {
    this.pb.text(this.cx - this.half, l, { size, bold });
    this.pb.text(this.cx + this.half, r, { size, bold, align: 'right' });
    this.pb.down(size + 3);
  }
  dash() {
    this.c('- - - - - - - - - - - - - - - - - - - - - - - - - - - -', 7);
  }
}

const time = (rng: Random) => `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

export function deFuelSlip(rng: Random): Generated {
  const pb = new PageBuilder();
  const cx = rng.int(250, 340);
  const s = new Slip(pb, cx, 90);
  const brand = rng.pick(['ARAL', 'Shell', 'TotalEnergies', 'JET', 'Star']);
  const name = `${brand} Station ${deSurname(rng)}`;
  const date = vat19Date(rng, 2015, 2025);
  const place = dePlace(rng);
  pb.y = 70;
  s.c(brand.toUpperCase(), 16, true);
  s.c(name, 9);
  s.c(place.street);
  s.c(place.town);
  s.c(`Tel. ${dePhone(rng)}`);
  pb.down(6);
  const litres = round2(rng.int(2000, 7000) / 100);
  const price = rng.int(1459, 2199) / 1000;
  const fuel = round2(litres * price);
  const extras = rng.chance(0.6) ? [['Scheibenreiniger 3l', 6.99] as [string, number]] : [];
  s.lr(`Säule ${rng.int(1, 12)}`, '');
  s.lr(`${rng.pick(['Super E10', 'Super Plus 98', 'Super E5'])}`, `${money(fuel, 'de')} A`);
  s.lr(`  ${money(litres, 'de')} l x ${price.toFixed(3).replace('.', ',')} EUR/l`, '', 7.5);
  for (const [t, v] of extras) s.lr(t, `${money(v, 'de')} A`);
  const total = sum([fuel, ...extras.map((e) => e[1])]);
  s.dash();
  s.lr('Gesamtbetrag EUR', money(total, 'de'), 10, true);
  s.dash();
  s.lr('Gegeben girocard', money(total, 'de'));
  pb.down(4);
  s.lr('MwSt  Netto   Steuer', 'Brutto', 7);
  const net = round2(total / 1.19);
  s.lr(`A 19%  ${money(net, 'de')}   ${money(round2(total - net), 'de')}`, money(total, 'de'), 7);
  pb.down(6);
  s.lr(fmtDate(date, 'de.dot2'), time(rng), 8);
  s.lr(`Bon-Nr. ${rng.int(1000, 9999)}`, `Kasse ${rng.int(1, 4)}`, 7);
  s.lr(`TA-Nr. ${rng.int(100000, 999999)}`, `Terminal ${rng.int(10000000, 99999999)}`, 7);
  s.c(`St.-Nr. ${ustId(rng)}`, 7);
  pb.down(6);
  s.c('Vielen Dank und gute Fahrt!', 8);
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}

export function deTeileBarverkauf(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `Kfz-Teile ${deSurname(rng)} GmbH`;
  const place = dePlace(rng);
  const date = vat19Date(rng, 2009, 2025);
  pb.text(40, name, { y: 55, size: 15, bold: true });
  pb.text(40, `Großhandel für Autoteile · ${place.street} · ${place.town}`, { y: 68, size: 8 });
  pb.text(555, 'Barverkauf', { y: 55, size: 13, bold: true, align: 'right' });
  pb.text(555, `Beleg ${rng.int(100000, 999999)} · Theke ${rng.int(1, 3)}`, { y: 68, size: 8, align: 'right' });
  pb.text(40, `Verkaufsdatum: ${fmtDate(date, 'de.long')}      Verkäufer: ${rng.int(10, 99)}      Kunde: Barverkauf`, { y: 100, size: 9 });
  const items = Array.from({ length: rng.int(2, 5) }, () => {
    const qty = rng.int(1, 4);
    const unit = round2(rng.int(199, 8999) / 100);
    return {
      t: rng.pick([
        'Bremsbeläge',
        'Zündkerze',
        'Scheibenwischer',
        'Motoröl 5l',
        'Ölfilter',
        'Luftfilter',
        'Glühbirne H7',
        'Kühlerfrostschutz',
        'Sicherungssatz',
        'Polierpaste',
      ]),
      no: `${rng.int(100000, 999999)}`,
      qty,
      unit,
      amt: round2(qty * unit),
    };
  });
  pb.y = 130;
  pb.text(40, 'Art.-Nr.', { size: 8, bold: true });
  pb.text(110, 'Bezeichnung', { size: 8, bold: true });
  pb.text(380, 'Menge', { size: 8, bold: true, align: 'right' });
  pb.text(460, 'Einzelpreis', { size: 8, bold: true, align: 'right' });
  pb.text(555, 'Gesamt', { size: 8, bold: true, align: 'right' });
  rule(pb, 40, 134, 515);
  pb.down(16);
  for (const i of items) {
    pb.text(40, i.no, { size: 8.5 });
    pb.text(110, i.t, { size: 8.5 });
    pb.text(380, String(i.qty), { size: 8.5, align: 'right' });
    pb.text(460, money(i.unit, 'de'), { size: 8.5, align: 'right' });
    pb.text(555, money(i.amt, 'de'), { size: 8.5, align: 'right' });
    pb.down(13);
  }
  const total = sum(items.map((i) => i.amt));
  rule(pb, 360, pb.y - 6, 195);
  pb.down(6);
  pb.text(360, 'Summe (inkl. 19 % MwSt.)', { size: 9.5, bold: true });
  pb.text(555, `€ ${money(total, 'de.plain')}`, { size: 9.5, bold: true, align: 'right' });
  pb.down(13);
  pb.text(360, `darin MwSt.: € ${money(round2(total - total / 1.19), 'de.plain')}`, { size: 8 });
  pb.down(13);
  pb.text(360, 'Bar erhalten', { size: 8 });
  pb.text(555, `€ ${money(Math.ceil(total / 10) * 10, 'de.plain')}`, { size: 8, align: 'right' });
  pb.down(11);
  pb.text(360, 'Rückgeld', { size: 8 });
  pb.text(555, `€ ${money(round2(Math.ceil(total / 10) * 10 - total), 'de.plain')}`, { size: 8, align: 'right' });
  pb.text(40, 'Umtausch nur mit Beleg innerhalb von 14 Tagen. Elektroteile sind vom Umtausch ausgeschlossen.', { y: 330, size: 7 });
  rule(pb, 30, 360, 535);
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}

export function deCarWash(rng: Random): Generated {
  const pb = new PageBuilder();
  const cx = rng.int(200, 400);
  const s = new Slip(pb, cx, 75);
  const name = `Waschpark ${deSurname(rng)}`;
  const date = vat19Date(rng, 2012, 2025);
  pb.y = 90;
  s.c('*** KUNDENBELEG ***', 8);
  pb.down(4);
  s.c(name, 12, true);
  s.c(dePlace(rng).town, 8);
  pb.down(6);
  const prog = rng.pick<[string, number]>([
    ['Programm Basis', 7.9],
    ['Programm Glanz', 11.9],
    ['Programm Premium + Unterboden', 16.9],
  ]);
  s.lr(prog[0], money(prog[1], 'de'));
  const vac = rng.chance(0.5) ? 2 : 0;
  if (vac) s.lr('Staubsauger 2 x 1,00', money(vac, 'de'));
  const total = round2(prog[1] + vac);
  s.dash();
  s.lr('SUMME EUR', money(total, 'de'), 10, true);
  s.lr('Bar', money(total, 'de'), 8);
  pb.down(6);
  s.lr('Datum', fmtDate(date, 'iso'), 8);
  s.lr('Uhrzeit', time(rng), 8);
  s.lr('Waschcode', String(rng.int(100000, 999999)), 8);
  pb.down(6);
  s.c('Beleg gilt als Rechnung bis 250 EUR', 7);
  s.c('inkl. 19% MwSt.', 7);
  return { items: pb.items, language: 'de', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}

export function ukFuelSlip(rng: Random): Generated {
  const pb = new PageBuilder();
  const cx = rng.int(240, 350);
  const s = new Slip(pb, cx, 85);
  const place = ukPlace(rng);
  const name = `${rng.pick(['Esso', 'BP', 'Texaco', 'Gulf'])} ${place.town.split(' ')[0]} Service Station`;
  const date = rng.date(2012, 2025);
  pb.y = 80;
  s.c(name, 11, true);
  s.c(place.street);
  s.c(`Tel: ${ukPhone(rng)}`);
  s.c(`VAT No: ${ukVat(rng)}`, 7);
  pb.down(6);
  const litres = round2(rng.int(1800, 6500) / 100);
  const ppl = rng.int(1289, 1899) / 10;
  const fuel = round2((litres * ppl) / 100);
  const shop = rng.chance(0.5) ? 3.49 : 0;
  s.lr(`Pump ${rng.int(1, 10)} Unleaded`, `£${money(fuel, 'en')}`);
  s.lr(`  ${litres.toFixed(2)} L @ ${ppl.toFixed(1)}p/L`, '', 7.5);
  if (shop) s.lr('Screenwash 5L', `£${money(shop, 'en')}`);
  const total = round2(fuel + shop);
  s.dash();
  s.lr('TOTAL', `£${money(total, 'en')}`, 11, true);
  s.lr('CONTACTLESS DEBIT', `£${money(total, 'en')}`);
  s.lr(`Card ************${rng.int(1000, 9999)}`, '', 7);
  pb.down(4);
  s.lr('VAT @ 20.0% incl.', `£${money(round2(total - total / 1.2), 'en')}`, 7.5);
  pb.down(4);
  s.lr(fmtDate(date, 'uk.short'), time(rng));
  s.lr(`Till ${rng.int(1, 4)}  Trans ${rng.int(1000, 9999)}`, `Op ${rng.int(10, 99)}`, 7);
  pb.down(6);
  s.c('PLEASE RETAIN FOR YOUR RECORDS', 7);
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}

export function usPartsStore(rng: Random): Generated {
  const pb = new PageBuilder();
  const cx = rng.int(260, 330);
  const s = new Slip(pb, cx, 105);
  const name = rng.pick(['Parts Depot', 'AutoMax Parts', 'NAPA-Line Auto Supply']);
  const place = usPlace(rng);
  const date = rng.date(2010, 2025);
  pb.y = 60;
  s.c(name.toUpperCase(), 15, true);
  s.c(`STORE #${rng.int(1000, 9999)}`, 8);
  s.c(place.street);
  s.c(place.town);
  s.c(usPhone(rng));
  pb.down(6);
  s.lr(`${fmtDate(date, 'us.short')}  ${time(rng)}`, `REG ${rng.int(1, 6)}  TRN ${rng.int(1000, 9999)}`, 7.5);
  pb.down(4);
  const items = Array.from({ length: rng.int(2, 5) }, () => {
    const qty = rng.int(1, 3);
    const unit = round2(rng.int(299, 7999) / 100);
    return {
      t: rng.pick([
        'DURALAST BRAKE PADS',
        'MOTOR OIL 10W30 5QT',
        'OIL FILTER',
        'WIPER BLADE 20IN',
        'SPARK PLUG COPPER',
        'COOLANT 50/50 1GAL',
        'FUSE ASSORTMENT',
        'CARB CLEANER 13OZ',
      ]),
      sku: String(rng.int(100000, 999999)),
      qty,
      unit,
      amt: round2(qty * unit),
    };
  });
  for (const i of items) {
    s.lr(`${i.t}`, `${money(i.amt, 'en')}`);
    s.lr(`  SKU ${i.sku}  ${i.qty} @ ${money(i.unit, 'en')}`, '', 7);
  }
  const sub = sum(items.map((i) => i.amt));
  const rate = rng.pick([0.06, 0.07, 0.0825, 0.0925]);
  const tax = round2(sub * rate);
  const total = round2(sub + tax);
  s.dash();
  s.lr('SUBTOTAL', money(sub, 'en'));
  s.lr(`SALES TAX ${(rate * 100).toFixed(2)}%`, money(tax, 'en'));
  s.lr('TOTAL', `$${money(total, 'en')}`, 11, true);
  s.lr(`VISA ************${rng.int(1000, 9999)}`, money(total, 'en'));
  s.lr(`AUTH ${rng.int(100000, 999999)}`, '', 7);
  pb.down(6);
  s.c(`REWARDS ACCT ***${rng.int(100, 999)}  POINTS ${rng.int(10, 600)}`, 7);
  s.c(`RETURNS ACCEPTED UNTIL ${fmtDate(addDays(date, 90), 'us.slash')}`, 7);
  s.c('THANK YOU FOR SHOPPING WITH US', 7);
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}

export function ukTyreShop(rng: Random): Generated {
  const pb = new PageBuilder();
  const place = ukPlace(rng);
  const name = `${place.town.split(' ')[0]} Tyre Centre`;
  const date = rng.date(2011, 2025);
  pb.box(60, 40, 475, 330);
  pb.text(297, name, { y: 70, size: 16, bold: true, align: 'center' });
  pb.text(297, `${place.street}, ${place.town}  ·  ${ukPhone(rng)}`, { y: 84, size: 8, align: 'center' });
  pb.text(297, 'RECEIPT', { y: 110, size: 11, bold: true, align: 'center' });
  pb.text(80, `No. ${rng.int(10000, 99999)}`, { y: 135, size: 9 });
  pb.text(515, `Date  ${fmtDate(date, 'uk.long')}`, { y: 135, size: 9, align: 'right' });
  const size = rng.pick(['165/80 R15', '185/70 R14', '205/60 R15', '225/70 R15']);
  const n = rng.pick([2, 4]);
  const unit = round2(rng.int(5500, 14900) / 100);
  const lines: [string, number][] = [
    [`${n} x ${rng.pick(['Michelin XZX', 'Vredestein Sprint Classic', 'Avon CR6ZZ', 'Pirelli Cinturato'])} ${size} @ £${money(unit, 'en')}`, round2(n * unit)],
    [`Fitting, valves and balancing x ${n}`, round2(n * 12.5)],
    ['Tyre disposal (environmental)', round2(n * 2.5)],
  ];
  pb.y = 165;
  for (const [t, v] of lines) {
    pb.text(80, t, { size: 9 });
    pb.text(515, `£${money(v, 'en')}`, { size: 9, align: 'right' });
    pb.down(15);
  }
  const total = sum(lines.map((l) => l[1]));
  rule(pb, 380, pb.y - 8, 135);
  pb.down(6);
  pb.text(380, 'Paid', { size: 11, bold: true });
  pb.text(515, `£${money(total, 'en')}`, { size: 11, bold: true, align: 'right' });
  pb.down(14);
  pb.text(380, `incl. VAT £${money(round2(total - total / 1.2), 'en')}`, { size: 8 });
  pb.down(30);
  pb.text(80, `Re-torque wheel nuts after 50 miles. Tyre pressures set to ${rng.int(24, 32)} psi.`, { size: 8 });
  pb.down(12);
  pb.text(80, `Vehicle reg. noted: ${ukPlate(rng, rng.int(1965, 2012))}`, { size: 8 });
  return { items: pb.items, language: 'en', truth: { documentType: 'receipt', shopName: name, date, totalCost: total } };
}
