/** Dealers' sales printouts: used-car invoices and buyer's orders (DE, AT, CH, UK, US), 1978–2005. */
import { doc, fd, r2, vatUK } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  amt,
  DE_CARS,
  DE_FIRST,
  DE_LAST,
  dePlate,
  digits,
  EN_FIRST,
  EN_LAST,
  letters,
  Lp,
  UK_CARS,
  UK_PLACES,
  ukReg,
  US_CARS,
  US_PLACES,
  usPlate,
  vin17,
  yr,
  zp,
} from './kit';

/** German dealer's Gebrauchtwagen-Rechnung from the DMS, margin scheme (§ 25a UStG), DM or EUR. */
export function gwRechnung(rng: Random): Generated {
  const shop = rng.pick(['AUTOHAUS RAUSCHER GMBH', 'AUTOHAUS MOLLENHAUER', 'AUTO-STERNBERG KG', 'AUTOHAUS PETERSEN & SOHN']);
  const date = rng.date(1990, 2005);
  const eur = yr(date) >= 2002;
  const price = rng.int(eur ? 30 : 60, eur ? 240 : 450) * 100 - (rng.chance(0.5) ? 10 : 0);
  const fees = eur ? 79 : 150;
  const total = price + fees;
  const L = new Lp(38, 5.0, 8, 10.8, 54);
  L.bl([0, shop], [66, 'GW-RECHNUNG']);
  L.ln(
    [
      0,
      `${rng.pick(['HAUPTSTR.', 'INDUSTRIESTR.'])} ${rng.int(1, 90)}, ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['SIEGBURG', 'NEUSS', 'DUEREN', 'EUSKIRCHEN'])}`,
    ],
    [66, `NR. ${digits(rng, 6)}`],
  );
  L.ln([66, `DATUM ${fd(date, 'de')}`]);
  L.skip();
  L.ln([0, `KAEUFER: ${rng.pick(DE_LAST)}, ${rng.pick(DE_FIRST)}`]);
  L.ln([9, `${rng.pick(['WIESENWEG', 'LERCHENSTR.'])} ${rng.int(1, 40)}`]).skip();
  L.rule('=', 0, 96);
  L.ln([0, 'FAHRZEUG'], [16, rng.pick(DE_CARS)], [52, 'FG-NR'], [62, `${rng.pick(['WDB', 'WVW', 'WBA'])}${digits(rng, 11)}`]);
  L.ln([0, 'ERSTZUL.'], [16, fd(rng.date(1965, 1990), 'de')], [52, 'KM-STAND'], [62, (rng.int(30, 250) * 1000 + rng.int(0, 999)).toLocaleString('de-DE')]);
  L.ln([0, 'KZ'], [16, dePlate(rng)], [52, 'BRIEF-NR'], [62, `${letters(rng, 2)} ${digits(rng, 6)}`]);
  L.rule('=', 0, 96);
  L.ln([0, 'POS'], [6, 'BEZEICHNUNG'], [96, eur ? 'EUR' : 'DM', 'r']);
  L.ln([0, '001'], [6, 'VERKAUFSPREIS FAHRZEUG WIE BESICHTIGT'], [96, amt(price, 'de'), 'r']);
  L.ln([0, '002'], [6, 'UEBERFUEHRUNG / ZULASSUNGSKOSTEN'], [96, amt(fees, 'de'), 'r']);
  L.rule('-', 0, 96);
  L.bl([50, 'RECHNUNGSBETRAG'], [96, amt(total, 'de'), 'r']);
  L.skip().ln([0, 'DIFFERENZBESTEUERUNG NACH § 25A USTG - MWST WIRD NICHT GESONDERT AUSGEWIESEN.']);
  L.ln([0, 'GEBRAUCHTWAGEN UNTER AUSSCHLUSS JEDER GEWAEHRLEISTUNG.']);
  return doc(L.p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** Austrian dealer's KAUFVERTRAG/RECHNUNG in Schilling: Kaufpreis incl. NoVA, Anzahlung, Restbetrag. */
export function kaufvertragRechnungAT(rng: Random): Generated {
  const shop = rng.pick(['AUTOHAUS KOENIGSWIESER', 'AUTO-STADLER GES.M.B.H.', 'AUTOHAUS LASSNIG', 'FRUEHAUF AUTOMOBILE']);
  const date = rng.date(1986, 2001);
  const price = rng.int(40, 300) * 1000;
  const dep = rng.int(1, 5) * 5000;
  const L = new Lp(44, 5.0, 8, 11, 58);
  L.bl([0, shop]).ln([0, `${rng.pick(['KLAGENFURT', 'WOLFSBERG', 'SPITTAL/DRAU', 'FELDKIRCHEN'])}`]);
  L.rule('=', 0, 92);
  L.bl([0, 'KAUFVERTRAG / RECHNUNG'], [56, `NR. ${digits(rng, 5)}  VOM ${fd(date, 'de')}`]);
  L.rule('=', 0, 92);
  L.ln([0, 'KAEUFER'], [18, `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`]);
  L.ln([0, 'FAHRZEUG'], [18, `${rng.pick(DE_CARS)} (GEBRAUCHT)`]);
  L.ln([0, 'FAHRGESTELL'], [18, `${rng.pick(['WDB', 'WVW', 'WBA', 'VF3'])}${digits(rng, 11)}`]);
  L.ln([0, 'KM-STAND'], [18, (rng.int(20, 220) * 1000).toLocaleString('de-DE')]);
  L.rule('-', 0, 92);
  L.ln([0, 'KAUFPREIS INKL. NOVA UND 20 % UST'], [92, amt(price, 'de'), 'r']);
  L.ln([0, 'ABZUEGLICH ANZAHLUNG'], [92, amt(-dep, 'de'), 'r']);
  L.rule('-', 50, 92);
  L.bl([0, 'RESTBETRAG ATS BEI UEBERGABE'], [92, amt(price - dep, 'de'), 'r']);
  L.skip().ln([0, 'DAS FAHRZEUG BLEIBT BIS ZUR VOLLSTAENDIGEN BEZAHLUNG EIGENTUM DES VERKAEUFERS.']);
  L.skip(2).ln([0, 'UNTERSCHRIFT KAEUFER ____________'], [50, 'UNTERSCHRIFT VERKAEUFER ____________']);
  return doc(L.p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** Swiss Occasion-Verkaufsrechnung in CHF with the Eintausch printed as a credit (trailing minus). */
export function occasionRechnungCH(rng: Random): Generated {
  const shop = rng.pick(['GARAGE HOLLENSTEIN AG', 'AUTO GISLER AG', 'GARAGE ZIMMERLI', 'AUTOCENTER WYSS AG']);
  const date = rng.date(1990, 2005);
  const price = rng.int(60, 400) * 100;
  const trade = rng.int(5, 40) * 100;
  const L = new Lp(40, 5.0, 8, 10.8, 56);
  L.bl([0, shop])
    .ln([0, `${rng.int(1000, 9999)} ${rng.pick(['FRAUENFELD', 'WIL', 'SURSEE', 'OLTEN'])}`])
    .skip();
  L.ln([0, 'VERKAUFSRECHNUNG OCCASION'], [56, `NR. ${digits(rng, 6)}`]);
  L.ln([0, `KAEUFER ${rng.pick(DE_LAST)} ${rng.pick(DE_FIRST)}`], [56, `DATUM ${fd(date, 'de')}`]);
  L.rule('-', 0, 94);
  L.ln([0, 'FAHRZEUG'], [16, rng.pick(DE_CARS)], [56, `STAMMNR. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`]);
  L.ln([0, 'KM'], [16, (rng.int(30, 200) * 1000).toLocaleString('de-CH').replace(/’/g, "'")], [56, `1. INV. ${zp(rng.int(1, 12), 2)}.${rng.int(1965, 1995)}`]);
  L.rule('-', 0, 94);
  L.ln([0, 'VERKAUFSPREIS GEMAESS VERTRAG'], [94, price.toFixed(2), 'r']);
  L.ln(
    [0, `EINTAUSCH ${rng.pick(['OPEL ASTRA', 'VW POLO', 'FIAT UNO', 'TOYOTA COROLLA'])} ${rng.pick(['AG', 'TG', 'LU', 'SO'])} ${rng.int(1000, 99999)}`],
    [94, amt(-trade, 'plain'), 'r'],
  );
  L.rule('=', 56, 94);
  L.bl([0, 'RESTBETRAG CHF'], [94, (price - trade).toFixed(2), 'r']);
  L.skip().ln([0, 'MWST INBEGRIFFEN. OCCASION AB PLATZ, FRISCH AB MFK, 3 MONATE GARANTIE AUF MOTOR UND GETRIEBE.']);
  return doc(L.p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** US dealer's buyer's order from the DMS: CASH PRICE, DOC FEE, TAX, TITLE/LIC, TRADE ALLOWANCE, BALANCE DUE. */
export function buyersOrder(rng: Random): Generated {
  const [city, st, zip] = rng.pick(US_PLACES);
  const shop = `${rng.pick(['SUNSET', 'MIDWAY', 'GOLDEN EAGLE', 'STATELINE'])} ${rng.pick(['MOTORS', 'AUTO SALES', 'CHRYSLER-PLYMOUTH'])}`;
  const date = rng.date(1980, 2005);
  const y = yr(date);
  const price = rng.int(20, 180) * 100 - (rng.chance(0.5) ? 5 : 0);
  const doc_ = rng.pick([25, 49, 75, 125]);
  const trade = rng.chance(0.6) ? rng.int(5, 40) * 100 : 0;
  const taxRate = rng.pick([4, 5, 6, 6.25]);
  const tax = r2(((price - trade) * taxRate) / 100);
  const title = r2(rng.int(3000, 9000) / 100);
  const bal = r2(price + doc_ + tax + title - trade);
  const L = new Lp(34, 5.0, 7.8, 10.6, 50);
  L.bl([0, shop], [64, "BUYER'S ORDER"]);
  L.ln([0, `${city}, ${st} ${zip}`], [64, `DEAL NO ${digits(rng, 5)}`]);
  L.ln([64, `DATE ${fd(date, 'us')}`]);
  L.rule('=', 0, 100);
  L.ln([0, 'PURCHASER'], [16, `${rng.pick(EN_LAST)}, ${rng.pick(EN_FIRST)}`], [56, 'SALESPERSON'], [72, rng.pick(EN_LAST)]);
  L.ln([0, 'VEHICLE'], [16, `${y - rng.int(2, 20)} ${rng.pick(US_CARS)} USED`], [56, 'STOCK NO'], [72, `${letters(rng, 1)}${digits(rng, 4)}`]);
  L.ln(
    [0, 'VIN'],
    [16, y >= 1981 ? vin17(rng, rng.pick(['1G1', '1FA', '1B3'])) : `${digits(rng, 1)}${letters(rng, 1)}${digits(rng, 9)}`],
    [56, 'MILEAGE'],
    [72, String(rng.int(20000, 140000))],
  );
  if (trade) L.ln([0, 'TRADE-IN'], [16, `${y - rng.int(8, 18)} ${rng.pick(US_CARS)}`], [56, 'PLATE'], [72, usPlate(rng)]);
  L.rule('-', 0, 100);
  const T: [string, number][] = [
    ['CASH PRICE OF VEHICLE', price],
    ['DOCUMENTARY FEE', doc_],
  ];
  if (trade) T.push(['LESS TRADE ALLOWANCE', -trade]);
  T.push([`SALES TAX ${taxRate}%`, tax], ['TITLE / LICENSE / REGISTRATION', title]);
  for (const [k, v] of T) L.ln([30, k], [80, amt(v, 'en'), 'r']);
  L.rule('=', 30, 80);
  L.bl([30, 'BALANCE DUE ON DELIVERY'], [80, amt(bal, 'en'), 'r']);
  L.skip().ln([0, 'THIS VEHICLE IS SOLD AS IS - NO WARRANTY. SEE BUYERS GUIDE ON WINDOW.']);
  L.skip().ln([0, 'PURCHASER ____________________'], [50, 'APPROVED BY ____________________']);
  return doc(L.p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}

/** UK dealer's vehicle sales invoice (Kerridge-like): SALE PRICE, ROAD FUND LICENCE, PART EXCHANGE, BALANCE. */
export function ukVehicleSalesInvoice(rng: Random): Generated {
  const town = rng.pick(UK_PLACES);
  const shop = `${rng.pick(['WADHAM STRINGER', 'MANOR GARAGE', 'HADLEY GREEN', 'PARKWAY'])} (${town}) LTD`;
  const date = rng.date(1984, 2003);
  const y = yr(date);
  const price = rng.int(12, 120) * 100 - (rng.chance(0.6) ? 5 : 0);
  const rfl = r2(y < 1991 ? 100 : y < 1996 ? 125 : 150) / (rng.chance(0.5) ? 2 : 1);
  const px = rng.chance(0.6) ? rng.int(3, 30) * 100 : 0;
  const bal = r2(price + rfl - px);
  const L = new Lp(38, 5.0, 8, 10.8, 54);
  L.bl([0, shop], [60, 'VEHICLE SALES INVOICE']);
  L.ln([0, town], [60, `INVOICE NO ${digits(rng, 6)}`]);
  L.ln([0, `VAT REG NO ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`], [60, `DATE ${fd(date, 'uk')}`]);
  L.rule('-', 0, 96);
  L.ln([0, 'SOLD TO'], [14, `${rng.pick(['MR', 'MRS', 'DR'])} ${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`]);
  L.ln([0, 'VEHICLE'], [14, rng.pick(UK_CARS)], [52, 'REG NO'], [64, ukReg(rng, y - rng.int(3, 15))]);
  L.ln([0, 'CHASSIS'], [14, `${letters(rng, 3)}${digits(rng, 7)}`], [52, 'MILEAGE'], [64, `${rng.int(20000, 110000)} (NOT WARRANTED)`]);
  L.rule('-', 0, 96);
  L.ln([0, 'SALE PRICE'], [96, price.toFixed(2), 'r']);
  L.ln([0, `ROAD FUND LICENCE ${rfl === 150 || rfl === 125 || rfl === 100 ? '12' : '6'} MONTHS`], [96, rfl.toFixed(2), 'r']);
  L.ln([0, 'TOTAL'], [96, r2(price + rfl).toFixed(2), 'r']);
  if (px) L.ln([0, `LESS PART EXCHANGE ${ukReg(rng, y - 12)}`], [96, amt(-px, 'plain'), 'r']);
  L.rule('=', 50, 96);
  L.bl([0, 'BALANCE DUE £'], [96, bal.toFixed(2), 'r']);
  L.skip().ln([0, 'SECOND-HAND MARGIN SCHEME: INPUT TAX DEDUCTION HAS NOT BEEN AND WILL NOT BE CLAIMED.']);
  void vatUK;
  return doc(L.p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: date, purchasePrice: price });
}
