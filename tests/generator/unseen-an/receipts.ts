/** Till and counter printouts: filling stations, parts counters, inspection fees (DE, AT, UK, US), 1980–2005. */
import { doc, fd, r2, sum, vatDE, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { amt, digits, EN_LAST, letters, Lp, time, UK_PLACES, US_PLACES, yr, zp } from './kit';

/** German filling station's POS slip in DM: pump, litres × price, oil, SUMME, BAR, RUECKGELD, MWST contained. */
export function tankstellenBon(rng: Random): Generated {
  const shop = `TANKSTELLE ${rng.pick(['H. MERTENS', 'A. KOCHENDOERFER', 'R. SPIELVOGEL', 'G. HAMACHER'])}`;
  const date = rng.date(1986, 2001);
  const y = yr(date);
  const ppl = r2(Math.round((1.05 + (y - 1986) * 0.035 + rng.next() * 0.1) * 1000) / 1000);
  const litres = r2(rng.int(2500, 6200) / 100);
  const fuel = r2(litres * ppl);
  const extras = rng.some(
    [
      ['MOTOROEL 15W40 1L', 12.9],
      ['SCHEIBENKLAR 1L', 4.5],
      ['WASCHANLAGE PROGR. 2', 12],
      ['STRASSENKARTE', 9.8],
    ] as [string, number][],
    rng.int(0, 2),
  );
  const total = r2(fuel + sum(extras.map((e) => e[1])));
  const v = vatDE(y);
  const contained = r2((total * v) / (100 + v));
  const given = Math.ceil(total / 10) * 10 + (rng.chance(0.5) ? 0 : 10);
  const L = new Lp(190, 4.8, 7.6, 10, 80);
  L.ln([0, shop])
    .ln([0, `${rng.pick(['B 27', 'BUNDESSTR. 3', 'AM AUTOBAHNZUBRINGER'])}`])
    .ln([0, `${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['ALSFELD', 'BIBERACH', 'HOLZMINDEN'])}`]);
  L.rule('-', 0, 44);
  L.ln([0, `ZAPFS. ${zp(rng.int(1, 8), 2)}`], [14, rng.pick(['SUPER BLEIFREI', 'NORMAL BLEIFREI', 'DIESEL', 'SUPER VERBLEIT'])]);
  L.ln([2, `${amt(litres, 'de')} L X ${ppl.toFixed(3).replace('.', ',')} DM/L`], [44, amt(fuel, 'de'), 'r']);
  for (const [t, p] of extras) L.ln([0, t], [44, amt(p, 'de'), 'r']);
  L.rule('=', 0, 44);
  L.bl([0, 'SUMME DM'], [44, amt(total, 'de'), 'r']);
  L.ln([0, 'BAR'], [44, amt(given, 'de'), 'r']);
  L.ln([0, 'RUECKGELD'], [44, amt(r2(given - total), 'de'), 'r']);
  L.skip(0.5).ln([0, `MWST ${v}% ENTH.`], [44, amt(contained, 'de'), 'r']);
  L.ln([0, `${fd(date, 'de2')} ${time(rng)}  KASSE 1  BON ${digits(rng, 4)}`]);
  L.ln([0, 'VIELEN DANK - GUTE FAHRT']);
  return doc(L.p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Austrian dealer's parts-counter BARVERKAUF in Schilling: TEILE-NR, MENGE, EP, GP, 20 % USt. */
export function barverkaufTeile(rng: Random): Generated {
  const shop = rng.pick(['AUTOHAUS LEITNER GES.M.B.H.', 'KFZ-TEILE HUEMER', 'AUTO-EDER KG', 'AUTOHAUS REISINGER']);
  const date = rng.date(1984, 2001);
  const y = yr(date);
  const pool: [string, number, number][] = [
    ['OELFILTER', 90, 180],
    ['ZUENDKERZE', 30, 70],
    ['KEILRIEMEN', 90, 190],
    ['WISCHERBLATT', 70, 140],
    ['GLUEHLAMPE H4', 40, 90],
    ['BREMSBELAEGE VA', 350, 700],
    ['LUFTFILTER', 120, 260],
    ['FROSTSCHUTZ 1L', 60, 110],
  ];
  const items = rng.some(pool, rng.int(2, 5)).map(([t, lo, hi]) => {
    const q = hi < 150 ? rng.int(1, 4) : 1;
    const u = r2(Math.round((lo + rng.next() * (hi - lo)) * Math.pow(1.025, y - 1985)));
    return { no: `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`, t, q, u, g: r2(q * u) };
  });
  const net = sum(items.map((i) => i.g));
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  const L = new Lp(60, 5.0, 8, 10.8, 70);
  L.bl([0, shop]);
  L.ln([0, `TEILEVERKAUF - ${rng.pick(['LINZ', 'GRAZ', 'SALZBURG', 'ST. POELTEN'])}`], [60, 'BARVERKAUF']);
  L.ln([0, `BELEG ${digits(rng, 6)}`], [30, `DATUM ${fd(date, 'de')}`], [60, `VERK. ${letters(rng, 2)}`]);
  L.rule('-', 0, 86);
  L.ln([0, 'TEILE-NR'], [16, 'BEZEICHNUNG'], [54, 'MENGE', 'r'], [68, 'EP', 'r'], [86, 'GP', 'r']);
  L.rule('-', 0, 86);
  items.forEach((i) => L.ln([0, i.no], [16, i.t], [54, String(i.q), 'r'], [68, amt(i.u, 'de'), 'r'], [86, amt(i.g, 'de'), 'r']));
  L.rule('-', 0, 86);
  L.ln([40, 'SUMME NETTO'], [86, amt(net, 'de'), 'r']);
  L.ln([40, '20 % UST'], [86, amt(tax, 'de'), 'r']);
  L.bl([40, 'GESAMT ATS'], [86, amt(total, 'de'), 'r']);
  L.skip().ln([0, 'BETRAG BAR ERHALTEN. UMTAUSCH NUR MIT BELEG.']);
  return doc(L.p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** Inspection station's fee receipt (HU/AU) printed at the counter. */
export function pruefstelleQuittung(rng: Random): Generated {
  const shop = rng.pick([
    'TUEV RHEINLAND PRUEFSTELLE KOELN-POLL',
    'TUEV SUEDDEUTSCHLAND PRUEFSTELLE INGOLSTADT',
    'DEKRA PRUEFSTELLE BIELEFELD',
    'TUEV HANNOVER PRUEFSTELLE CELLE',
  ]);
  const date = rng.date(1986, 2005);
  const y = yr(date);
  const eur = y >= 2002;
  const hu = eur ? r2(rng.int(3800, 4900) / 100) : r2(rng.int(4500, 7800) / 100);
  const au = y >= 1993 && rng.chance(0.7) ? (eur ? r2(rng.int(2000, 3200) / 100) : r2(rng.int(3500, 5500) / 100)) : 0;
  const net = r2(hu + au);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const L = new Lp(70, 5.0, 8, 11, 90);
  L.bl([0, shop]);
  L.ln([0, 'QUITTUNG / RECHNUNG'], [56, `NR. ${digits(rng, 7)}`]);
  L.ln([0, `DATUM ${fd(date, 'de')}  ${time(rng)}`], [56, `PLATZ ${rng.int(1, 4)}`]);
  L.rule('=', 0, 80);
  L.ln([0, `KENNZ.   ${rng.pick(['K', 'IN', 'BI', 'CE'])}-${letters(rng, 2)} ${rng.int(1, 999)}`]);
  L.ln([0, `FZ-IDENT ${letters(rng, 3)}${digits(rng, 11)}`]);
  L.rule('-', 0, 80);
  L.ln([0, 'HAUPTUNTERSUCHUNG § 29 STVZO'], [80, amt(hu, 'de'), 'r']);
  if (au) L.ln([0, 'ABGASUNTERSUCHUNG § 47A STVZO'], [80, amt(au, 'de'), 'r']);
  L.rule('-', 0, 80);
  L.ln([40, 'NETTO'], [80, amt(net, 'de'), 'r']);
  L.ln([40, `MWST ${v} %`], [80, amt(tax, 'de'), 'r']);
  L.bl([40, `GESAMT ${eur ? 'EUR' : 'DM'}`], [80, amt(total, 'de'), 'r']);
  L.skip().ln([0, 'BETRAG BAR ERHALTEN  -  PLAKETTE ZUGETEILT']);
  return doc(L.p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** US parts store counter ticket: line items, core charge, tax, TOTAL, tender. */
export function counterTicket(rng: Random): Generated {
  const [city, st] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['TRI-STATE', 'BIG VALLEY', 'CROSSTOWN', 'HI-WAY'])} AUTO PARTS`;
  const date = rng.date(1984, 2005);
  const y = yr(date);
  const f = Math.pow(1.03, y - 1990);
  const pool: [string, number, boolean][] = [
    ['ALTERNATOR REMAN', 89, true],
    ['STARTER REMAN', 79, true],
    ['OIL FILTER', 4.5, false],
    ['MOTOR OIL 10W30 QT', 1.6, false],
    ['SPARK PLUG', 2.2, false],
    ['BRAKE PADS FRONT', 24, false],
    ['WIPER BLADE 18IN', 6.5, false],
    ['BATTERY 24F', 62, true],
    ['RADIATOR HOSE UPPER', 11, false],
  ];
  const items = rng.some(pool, rng.int(2, 5)).map(([t, p, core]) => {
    const q = p < 5 ? rng.int(2, 6) : 1;
    const u = r2(p * f);
    return { no: `${letters(rng, 2)}${digits(rng, 5)}`, t, q, u, g: r2(q * u), core: core ? r2(rng.pick([10, 15, 20])) : 0 };
  });
  const goods = sum(items.map((i) => i.g));
  const cores = sum(items.map((i) => i.core));
  const taxRate = rng.pick([5, 6, 7, 8.25]);
  const tax = r2((goods * taxRate) / 100);
  const total = r2(goods + cores + tax);
  const L = new Lp(80, 4.9, 7.8, 10.4, 70);
  L.bl([0, shop]);
  L.ln([0, `${city}, ${st}`], [60, 'COUNTER TICKET']);
  L.ln([0, `${fd(date, 'us')} ${time(rng)}`], [60, `INV ${digits(rng, 6)}`]);
  L.ln([0, `CUSTOMER: CASH`], [60, `CLERK ${digits(rng, 3)}`]);
  L.rule('-', 0, 86);
  L.ln([0, 'QTY'], [5, 'PART #'], [17, 'DESCRIPTION'], [66, 'EACH', 'r'], [86, 'EXT', 'r']);
  items.forEach((i) => {
    L.ln([0, String(i.q)], [5, i.no], [17, i.t], [66, i.u.toFixed(2), 'r'], [86, i.g.toFixed(2), 'r']);
    if (i.core) L.ln([5, ''], [17, '  CORE CHARGE'], [86, i.core.toFixed(2), 'r']);
  });
  L.rule('-', 0, 86);
  L.ln([44, 'MERCHANDISE'], [86, goods.toFixed(2), 'r']);
  if (cores) L.ln([44, 'CORE CHARGES'], [86, cores.toFixed(2), 'r']);
  L.ln([44, `TAX ${taxRate}%`], [86, tax.toFixed(2), 'r']);
  L.bl([44, 'TOTAL'], [86, total.toFixed(2), 'r']);
  L.ln([44, rng.pick(['CASH', 'VISA', 'CHECK'])], [86, total.toFixed(2), 'r']);
  L.skip().ln([0, 'RETURN CORE WITH RECEIPT FOR REFUND. NO RETURNS ON ELECTRICAL PARTS.']);
  return doc(L.p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

/** UK dealer's parts department CASH SALE printout with VAT. */
export function ukCashSale(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['BRITISH LEYLAND', 'FORD MAIN DEALER', 'VAUXHALL DEALER'])} - ${rng.pick(['HAMPSONS', 'SYMONDS', 'ELLIS & SONS', 'CAFFYNS'])} LTD`;
  const name = shop.split(' - ')[1];
  const date = rng.date(1981, 2000);
  const y = yr(date);
  const f = 0.3 * Math.pow(1.04, y - 1985);
  const pool: [string, number][] = [
    ['OIL FILTER', 14],
    ['AIR FILTER', 22],
    ['SPARK PLUG', 5],
    ['WIPER BLADE', 12],
    ['BULB 12V 21W', 2],
    ['FAN BELT', 15],
    ['THERMOSTAT', 18],
    ['BRAKE SHOES REAR SET', 60],
  ];
  const items = rng.some(pool, rng.int(2, 5)).map(([t, p]) => {
    const q = p < 10 ? rng.int(2, 4) : 1;
    const u = r2(p * f);
    return { no: `${letters(rng, 3)}${digits(rng, 4)}`, t, q, u, g: r2(q * u) };
  });
  const net = sum(items.map((i) => i.g));
  const v = vatUK(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const L = new Lp(56, 5.0, 8, 10.8, 66);
  L.bl([0, name]);
  L.ln([0, `PARTS DEPARTMENT - ${town}`], [62, 'CASH SALE']);
  L.ln([0, `VAT REG ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`], [62, `NO ${digits(rng, 6)}`]);
  L.ln([62, `DATE ${fd(date, 'uk')}`]);
  L.rule('=', 0, 92);
  L.ln([0, 'PART NUMBER'], [16, 'DESCRIPTION'], [56, 'QTY', 'r'], [72, 'PRICE', 'r'], [92, 'VALUE', 'r']);
  items.forEach((i) => L.ln([0, i.no], [16, i.t], [56, String(i.q), 'r'], [72, i.u.toFixed(2), 'r'], [92, i.g.toFixed(2), 'r']));
  L.rule('-', 0, 92);
  L.ln([50, 'GOODS'], [92, net.toFixed(2), 'r']);
  L.ln([50, `VAT ${v}%`], [92, tax.toFixed(2), 'r']);
  L.bl([50, 'TOTAL £'], [92, total.toFixed(2), 'r']);
  L.skip().ln([0, `SERVED BY ${rng.pick(EN_LAST)}   PAID CASH   THANK YOU`]);
  return doc(L.p, 'en', { documentType: 'receipt', shopName: name, date, totalCost: total });
}

/** US service station's dot-matrix fuel receipt with a card imprint line. */
export function stationSlip(rng: Random): Generated {
  const [city, st] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['HILLTOP', 'FOUR CORNERS', 'DEPOT STREET', 'JUNCTION'])} SERVICE STATION`;
  const date = rng.date(1982, 2004);
  const y = yr(date);
  const ppg = r2(Math.round((0.95 + (y - 1982) * 0.03 + rng.next() * 0.15) * 1000) / 1000);
  const gal = r2(rng.int(800, 1900) / 100);
  const fuel = r2(gal * ppg);
  const extra = rng.chance(0.5) ? r2(rng.pick([1.29, 2.49, 3.99])) : 0;
  const total = r2(fuel + extra);
  const L = new Lp(200, 4.8, 7.6, 10, 90);
  L.bl([0, shop])
    .ln([0, `${city}, ${st}`])
    .ln([0, `${fd(date, 'usshort')}  ${time(rng)}  PUMP ${rng.int(1, 8)}`]);
  L.rule('-', 0, 40);
  L.ln([0, rng.pick(['UNLEADED', 'REGULAR', 'PREMIUM UNLD'])]);
  L.ln([2, `${gal.toFixed(3)} GAL @ ${ppg.toFixed(3)}`], [40, fuel.toFixed(2), 'r']);
  if (extra) L.ln([0, rng.pick(['WINDSHIELD FLUID', 'OIL 1 QT', 'AIR FRESHENER'])], [40, extra.toFixed(2), 'r']);
  L.rule('-', 0, 40);
  L.bl([0, 'TOTAL SALE'], [40, `$${total.toFixed(2)}`, 'r']);
  L.ln([0, `CARD ****${digits(rng, 4)}  AUTH ${digits(rng, 6)}`]);
  L.ln([0, 'THANK YOU - COME AGAIN']);
  return doc(L.p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}
