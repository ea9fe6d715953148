/** Purchase paper: a private sale on a portal's template, a dealer's DMS order, marketplace escrow statements (de, US, UK). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dePlate, digits, fmt, letters, money, r2, Sheet, ukOldPlate, vin } from './kit';

const buy = (s: Sheet, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: s.items,
  language,
  truth: { documentType: 'purchase', ...truth },
});

/** A private sale contract downloaded from a classifieds portal (de): seller and buyer boxes, deposit, tick boxes. */
export function dePrivatKauf(rng: Random): Generated {
  const s = new Sheet();
  const seller = `${rng.pick(['Jürgen', 'Melanie', 'Dirk'])} ${rng.pick(['Pfeiffer', 'Hansen', 'Böhm'])}`;
  const date = rng.date(2011, 2026);
  const price = rng.int(15, 220) * 100;
  const dep = rng.pick([200, 500, 1000]);
  s.text(40, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { y: 52, size: 14, bold: true }).text(40, 'von privat an privat', { y: 66, size: 9 });
  s.text(555, 'Vorlage bereitgestellt von kleinanzeigen-portal.example', { y: 30, size: 6, align: 'right' });
  const party = (x: number, t: string, n: string) => {
    s.box(x, 82, 250, 70).text(x + 6, t, { y: 94, size: 8, bold: true });
    s.text(x + 6, n, { y: 110, size: 9.5 }).text(
      x + 6,
      `${rng.pick(['Kirchgasse', 'Ahornweg', 'Marktplatz'])} ${rng.int(1, 60)}, ${rng.int(10000, 99999)} ${rng.pick(['Fulda', 'Hof', 'Gera'])}`,
      { y: 124, size: 8.5 },
    );
    s.text(x + 6, `Ausweis-Nr. ${letters(rng, 1)}${digits(rng, 8)}`, { y: 138, size: 8 });
  };
  party(40, 'Verkäufer', seller);
  party(305, 'Käufer', `${rng.pick(['Tobias', 'Svenja', 'Ali'])} ${rng.pick(['Krüger', 'Engel', 'Şahin'])}`);
  const rows: [string, string][] = [
    ['Hersteller / Typ', rng.pick(['VW Polo 1.2', 'Opel Corsa D', 'Ford Focus Turnier'])],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 'WVW')],
    ['Amtl. Kennzeichen', dePlate(rng, rng.pick(['FD', 'HO', 'G']))],
    ['Kilometerstand lt. Tacho', `${rng.int(40000, 220000)} km`],
    ['Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + 1}`],
  ];
  let y = 180;
  for (const [l, v] of rows) {
    s.text(40, l, { y, size: 9 }).text(220, v, { y, size: 9 });
    s.rule(220, 335, y + 4);
    y += 18;
  }
  y += 10;
  s.text(40, '[x] Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft.', { y, size: 8.5 });
  s.text(40, '[x] Der Verkäufer versichert, dass das Fahrzeug unfallfrei ist, soweit ihm bekannt.', { y: y + 13, size: 8.5 });
  s.text(40, '[  ] Das Fahrzeug hat einen Unfallschaden (siehe Anlage).', { y: y + 26, size: 8.5 });
  y += 56;
  s.box(40, y - 14, 515, 62);
  s.text(48, 'Kaufpreis', { y, size: 10, bold: true }).text(547, money(price, 'eur'), { y, size: 10, bold: true, align: 'right' });
  s.text(48, 'davon bereits angezahlt', { y: y + 16, size: 9 }).text(547, money(dep, 'eur'), { y: y + 16, size: 9, align: 'right' });
  s.text(48, 'Restbetrag bei Übergabe in bar', { y: y + 32, size: 9 }).text(547, money(price - dep, 'eur'), { y: y + 32, size: 9, align: 'right' });
  y += 80;
  s.text(40, `Übergabe am ${fmt(addDays(date, rng.int(1, 5)), 'de')} mit 2 Schlüsseln, ZB I und ZB II.`, { y, size: 9 });
  y += 40;
  s.text(40, `${rng.pick(['Fulda', 'Hof', 'Gera'])}, ${fmt(date, 'de')}`, { y, size: 9.5 }).text(
    320,
    `${rng.pick(['Fulda', 'Hof', 'Gera'])}, ${fmt(date, 'de')}`,
    { y, size: 9.5 },
  );
  s.rule(40, 200, y + 30).rule(320, 200, y + 30);
  s.text(40, 'Unterschrift Verkäufer', { y: y + 40, size: 7 }).text(320, 'Unterschrift Käufer', { y: y + 40, size: 7 });
  s.text(298, 'Seite 1 von 1 · Muster ohne Gewähr', { y: 816, size: 6, align: 'center' });
  return buy(s, 'de', { sellerName: seller, purchasePrice: price, saleDate: date });
}

/** A dealer's binding order out of the DMS (de): price list, extras, discount, trade-in and finance, order date vs delivery. */
export function deAutohausBestellung(rng: Random): Generated {
  const s = new Sheet();
  const seller = rng.pick(['Autohaus Sonnleitner GmbH', 'Autocenter Ruhrtal GmbH & Co. KG', 'Autohaus Meiners GmbH']);
  const date = rng.date(2008, 2025);
  const list = rng.int(180, 520) * 100;
  const extras = rng.int(8, 40) * 100;
  const disc = rng.int(10, 60) * 100;
  const price = list + extras - disc;
  const trade = rng.int(20, 120) * 100;
  s.text(40, seller, { y: 44, size: 12, bold: true }).text(555, `Verkäufer-Nr. ${rng.int(10, 99)} · Kom.-Nr. ${digits(rng, 6)}`, {
    y: 44,
    size: 7,
    align: 'right',
  });
  s.text(40, 'Verbindliche Bestellung eines Gebrauchtfahrzeugs / Kaufvertrag', { y: 86, size: 13, bold: true });
  s.text(40, `Bestelldatum ${fmt(date, 'de')} · voraussichtl. Auslieferung ${fmt(addDays(date, rng.int(7, 30)), 'de')}`, { y: 100, size: 8.5 });
  s.box(40, 112, 515, 40);
  s.stacked(46, 'Fahrzeug', rng.pick(['Audi A4 Avant 2.0 TDI', 'BMW 320d Touring', 'Škoda Superb Combi']), 124);
  s.stacked(230, 'FIN', vin(rng, 'WAU'), 124);
  s.stacked(
    420,
    'Erstzulassung / km',
    `${fmt(rng.date(Number(date.slice(0, 4)) - 6, Number(date.slice(0, 4)) - 1), 'de')} / ${rng.int(12, 90)}.${digits(rng, 3)}`,
    124,
  );
  let y = 180;
  const rows: [string, number, boolean][] = [
    ['Listenpreis Fahrzeug', list, false],
    ['Sonderausstattung lt. Anlage', extras, false],
    ['Nachlass', -disc, false],
    ['Kaufpreis inkl. 19 % MwSt.', price, true],
    ['abzgl. Inzahlungnahme Altfahrzeug', -trade, false],
    ['Restkaufpreis', price - trade, false],
  ];
  for (const [l, v, b] of rows) {
    if (b) s.box(300, y - 12, 255, 17, true);
    s.text(306, l, { y, size: 9, bold: b }).text(549, money(v, 'eur'), { y, size: 9, bold: b, align: 'right' });
    y += 17;
  }
  s.text(
    40,
    `Finanzierung über ${rng.pick(['Hausbank Autokredit', 'Herstellerbank'])}: Anzahlung ${money(rng.int(1, 5) * 1000, 'eur')}, 48 Monatsraten, effektiver Jahreszins ${rng.int(2, 6)},${rng.int(1, 9)}9 %.`,
    { y: y + 10, size: 7.5 },
  );
  s.text(40, 'Altfahrzeug: ' + `${dePlate(rng, rng.pick(['HA', 'EN', 'BO']))}, FIN ${vin(rng, 'WF0')}`, { y: y + 22, size: 7.5 });
  s.text(40, 'Der Käufer ist an die Bestellung 10 Tage gebunden. Es gelten die umseitigen Gebrauchtwagen-Verkaufsbedingungen.', { y: y + 40, size: 7 });
  s.rule(40, 180, y + 90).rule(330, 180, y + 90);
  s.text(40, 'Käufer', { y: y + 100, size: 7 }).text(330, `Verkäufer (${seller})`, { y: y + 100, size: 7 });
  s.text(40, `${seller} · HRA ${digits(rng, 4)} · USt-IdNr. DE${digits(rng, 9)} · Seite 1 von 3`, { y: 812, size: 5.5 });
  return buy(s, 'de', { sellerName: seller, purchasePrice: price, saleDate: date });
}

/** A marketplace escrow statement (de): seller, price, escrow fee, payout after the fee, several dates. */
export function deTreuhand(rng: Random): Generated {
  const s = new Sheet();
  const seller = `${rng.pick(['Ralf', 'Birgit', 'Oliver'])} ${rng.pick(['Kunze', 'Lehmann', 'Franke'])}`;
  const date = rng.date(2017, 2026);
  const price = rng.int(40, 400) * 100;
  const fee = r2(Math.min(300, price * 0.015));
  s.text(40, 'TreuhandDirekt', { y: 48, size: 15, bold: true }).text(40, 'Sicher bezahlen beim Fahrzeugkauf', { y: 60, size: 7.5 });
  s.text(555, `Vorgang ${letters(rng, 2)}-${digits(rng, 8)}`, { y: 48, size: 9, align: 'right' });
  s.text(40, 'Treuhandabrechnung', { y: 110, size: 14, bold: true });
  const rows: [string, string][] = [
    ['Verkäufer', seller],
    ['Käufer', `${rng.pick(['Jan', 'Marie', 'Can'])} ${rng.pick(['Vogel', 'Neumann', 'Arslan'])}`],
    ['Fahrzeug', `${rng.pick(['Porsche Boxster 986', 'VW T5 Multivan', 'Mazda MX-5 NB'])}, FIN ${vin(rng, 'WP0')}`],
    ['Vertragsdatum (Kaufvertrag)', fmt(date, 'de')],
    ['Zahlungseingang Käufer', fmt(addDays(date, rng.int(1, 3)), 'de')],
    ['Übergabe bestätigt', fmt(addDays(date, rng.int(4, 8)), 'de')],
    ['Auszahlung an Verkäufer', fmt(addDays(date, rng.int(9, 12)), 'de')],
  ];
  let y = 140;
  for (const [l, v] of rows) {
    s.text(40, l, { y, size: 9 }).text(250, v, { y, size: 9 });
    y += 15;
  }
  y += 16;
  s.box(40, y - 12, 515, 70);
  s.text(48, 'Vereinbarter Kaufpreis', { y: y + 2, size: 9.5, bold: true }).text(547, money(price, 'eur'), { y: y + 2, size: 9.5, bold: true, align: 'right' });
  s.text(48, 'Treuhandgebühr (Anteil Verkäufer, inkl. MwSt.)', { y: y + 18, size: 9 }).text(547, `- ${money(fee, 'eur')}`, {
    y: y + 18,
    size: 9,
    align: 'right',
  });
  s.text(48, 'Auszahlungsbetrag', { y: y + 40, size: 9.5 }).text(547, money(r2(price - fee), 'eur'), { y: y + 40, size: 9.5, align: 'right' });
  s.text(40, `Auszahlung auf IBAN DE** **** **** **** **${digits(rng, 2)} ${digits(rng, 2)}`, { y: y + 84, size: 8 });
  s.text(40, `TreuhandDirekt GmbH · Zahlungsinstitut, beaufsichtigt durch die BaFin (ID ${digits(rng, 6)}) · HRB ${digits(rng, 6)} · Seite 1/1`, {
    y: 812,
    size: 5.5,
  });
  return buy(s, 'de', { sellerName: seller, purchasePrice: price, saleDate: date });
}

/** A US dealer's retail purchase agreement: many boxes — cash price, doc fee, tax, trade-in, amount financed. */
export function usRetailAgreement(rng: Random): Generated {
  const s = new Sheet();
  const seller = rng.pick(['Crossroads Auto Sales, LLC', 'Blue Mesa Motors Inc.', 'Hilltop Pre-Owned Superstore']);
  const date = rng.date(2006, 2025);
  const price = rng.int(60, 450) * 100 + rng.pick([0, 95, 500]);
  const doc = rng.pick([199, 399, 699]);
  const tax = r2((price + doc) * 0.06);
  const trade = rng.int(0, 80) * 100;
  s.text(40, 'RETAIL PURCHASE AGREEMENT', { y: 40, size: 13, bold: true }).text(555, `Deal # ${digits(rng, 6)}   Stock # ${letters(rng, 1)}${digits(rng, 5)}`, {
    y: 40,
    size: 8,
    align: 'right',
  });
  s.text(40, `Dealer: ${seller} · ${rng.int(100, 9000)} Motor Pkwy · Dealer License ${letters(rng, 1)}${digits(rng, 6)}`, { y: 54, size: 7.5 });
  const g: [string, string, number, number, number][] = [
    ['DATE', fmt(date, 'us'), 40, 66, 100],
    ['BUYER', `${rng.pick(['KEVIN', 'LATOYA', 'SEAN'])} ${rng.pick(['MARSH', 'WILLIAMS', 'O’NEIL'])}`, 140, 66, 215],
    ['SALESPERSON', rng.pick(['R. DIAZ', 'T. WONG']), 355, 66, 200],
    ['YEAR / MAKE / MODEL', `${rng.int(2012, 2023)} ${rng.pick(['HONDA CIVIC EX', 'FORD EXPLORER XLT', 'KIA TELLURIDE'])}`, 40, 92, 215],
    ['VIN', vin(rng, '2HG'), 255, 92, 180],
    ['ODOMETER', String(rng.int(8000, 120000)), 435, 92, 120],
  ];
  for (const [l, v, x, y, w] of g)
    s.box(x, y, w, 26)
      .text(x + 3, l, { y: y + 8, size: 5.5 })
      .text(x + 3, v, { y: y + 20, size: 8.5 });
  let y = 140;
  const rows: [string, number][] = [
    ['1. CASH PRICE OF VEHICLE', price],
    ['2. DOCUMENTARY SERVICE FEE', doc],
    ['3. SALES TAX', tax],
    ['4. TITLE / REGISTRATION FEES', 85.5],
    ['5. TOTAL CASH PRICE (1–4)', r2(price + doc + tax + 85.5)],
    ['6. TRADE-IN ALLOWANCE', trade],
    ['7. CASH DOWN PAYMENT', 1000],
    ['8. UNPAID BALANCE (5 − 6 − 7)', r2(price + doc + tax + 85.5 - trade - 1000)],
  ];
  for (const [l, v] of rows) {
    s.box(300, y, 255, 16)
      .text(304, l, { y: y + 11, size: 7.5 })
      .text(551, money(v, 'usd'), { y: y + 11, size: 8, align: 'right' });
    y += 16;
  }
  s.text(40, 'TRADE-IN', { y: 152, size: 7.5, bold: true })
    .text(40, `${rng.int(2004, 2015)} ${rng.pick(['NISSAN ALTIMA', 'CHEVY IMPALA'])}`, { y: 164, size: 8 })
    .text(40, `PAYOFF ${money(rng.int(0, 40) * 100, 'usd')}`, { y: 176, size: 8 });
  s.text(40, 'BUYERS GUIDE: The information on the window form is part of this contract.', { y: 300, size: 6.5 });
  s.text(40, 'THIS VEHICLE IS SOLD AS IS — NO DEALER WARRANTY.', { y: 310, size: 7, bold: true });
  s.rule(40, 200, 360).rule(330, 200, 360);
  s.text(40, 'BUYER SIGNATURE', { y: 370, size: 6.5 }).text(330, 'DEALER / AUTHORIZED SIGNATURE', { y: 370, size: 6.5 });
  s.text(40, `Form RPA-${digits(rng, 3)} · ORIGINAL – DEAL FILE`, { y: 816, size: 6 }).text(555, 'Page 1 of 2', { y: 816, size: 6, align: 'right' });
  return buy(s, 'en', { sellerName: seller, purchasePrice: price, saleDate: date });
}

/** A UK online auction's completion statement: hammer price, buyer's premium with VAT, the seller by name. */
export function ukAuctionStatement(rng: Random): Generated {
  const s = new Sheet();
  const seller = `${rng.pick(['Mr', 'Mrs'])} ${rng.pick(['G.', 'H.', 'F.'])} ${rng.pick(['Ashworth', 'Lindqvist', 'Bannerman'])}`;
  const date = rng.date(2016, 2026);
  const hammer = rng.int(30, 600) * 100;
  const prem = r2(Math.max(hammer * 0.05, 300));
  const vat = r2(prem * 0.2);
  s.text(40, 'Classic Gavel Online', { y: 48, size: 15, bold: true }).text(555, `Lot ${rng.int(1, 400)} · Sale ${letters(rng, 2)}${digits(rng, 3)}`, {
    y: 48,
    size: 8,
    align: 'right',
  });
  s.text(40, 'Completion statement — Buyer copy', { y: 92, size: 12, bold: true });
  const rows: [string, string][] = [
    ['Auction closed', `${fmt(date, 'uk-long')} at 19:${rng.int(10, 59)}`],
    ['Vendor', seller],
    ['Vehicle', `${rng.pick(['1989 Porsche 944 S2', '1996 Land Rover Defender 110', '1971 MGB Roadster'])} · ${ukOldPlate(rng)}`],
    ['Payment due by', fmt(addDays(date, 3), 'uk')],
    ['Collection after', fmt(addDays(date, 5), 'uk')],
  ];
  let y = 118;
  for (const [l, v] of rows) {
    s.text(40, l, { y, size: 9 }).text(200, v, { y, size: 9 });
    y += 14;
  }
  y += 20;
  const t: [string, number, boolean][] = [
    ['Hammer price (no VAT)', hammer, true],
    ["Buyer's premium 5% (min £300)", prem, false],
    ['VAT on premium @ 20%', vat, false],
    ['Total payable by buyer', r2(hammer + prem + vat), false],
  ];
  for (const [l, v, b] of t) {
    s.text(200, l, { y, size: 9.5, bold: b }).text(555, money(v, 'gbp'), { y, size: 9.5, bold: b, align: 'right' });
    s.rule(200, 355, y + 4);
    y += 18;
  }
  s.text(40, 'Funds are held in our client account until the buyer confirms collection.', { y: y + 20, size: 8 });
  s.text(40, `Classic Gavel Online Ltd · Company No. ${digits(rng, 8)} · VAT GB ${digits(rng, 9)} · Page 1 of 1`, { y: 812, size: 6 });
  return buy(s, 'en', { sellerName: seller, purchasePrice: hammer, saleDate: date });
}
