/** Receipt families: fuel on the season's tours, parts counters, the registration office's fee receipt. */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, vatDE, vatUK, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { amt, digits, letters, lines, plateDE, scale, scaled, total } from './kit';

/** A narrow till slip centred on the page. */
const slip = (p: PageBuilder, t: string, opts: { bold?: boolean; size?: number } = {}) => {
  p.text(297, t, { size: opts.size ?? 8.5, bold: opts.bold, align: 'center' });
  p.down(11);
};
const pair = (p: PageBuilder, a: string, b: string, bold = false, size = 8.5) => {
  p.text(215, a, { size, bold });
  p.text(380, b, { size, bold, align: 'right' });
  p.down(11);
};

/** 1. A German filling station's slip from a summer tour, 1980s–90s: litres, price per litre, DM, MwSt included. */
export function tankquittungTour(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1982, 2001)}-${rng.pick(['05', '06', '07', '08', '09'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = `${rng.pick(['Aral', 'BP', 'Shell', 'Esso'])}-Station ${rng.pick(['Brandstätter', 'am Kreisel', 'Alpenblick', 'Schwarzwaldhochstraße'])}`;
  const litres = r2(rng.int(2200, 6400) / 100);
  const ppl = r2(y < 1990 ? amt(rng, 1.05, 1.45) : amt(rng, 1.45, 2.05));
  const fuel = r2(litres * ppl);
  const extra = rng.chance(0.5) ? r2(amt(rng, 8, 16)) : 0;
  const gross = r2(fuel + extra);
  const vat = vatDE(y);
  p.y = 80;
  slip(p, shop, { bold: true, size: 10 });
  slip(p, `${rng.pick(['Hauptstraße', 'B 500', 'Bundesstraße 31'])} · ${rng.pick(['Titisee', 'Baden-Baden', 'Garmisch'])}`);
  slip(p, `Tel. 0${digits(rng, 4)}/${digits(rng, 4)}`);
  p.down(8);
  pair(p, `Säule ${rng.int(1, 8)}  ${y < 1988 ? 'Super' : rng.pick(['Super bleifrei', 'Super Plus'])}`, '');
  pair(p, `${num(litres, 'de')} l x ${num(ppl, 'de')}`, num(fuel, 'de'));
  if (extra) pair(p, 'Motoröl 1 l 20W-50', num(extra, 'de'));
  hline(p, 215, 165, p.y - 6);
  p.down(4);
  pair(p, 'SUMME DM', num(gross, 'de'), true, 10);
  pair(p, `enth. MwSt ${vat} %`, num(r2(gross - gross / (1 + vat / 100)), 'de'));
  pair(p, 'BAR', num(gross, 'de'));
  p.down(8);
  slip(p, `${fd(date, 'de2')}  ${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${digits(rng, 4)}`);
  slip(p, 'Vielen Dank und gute Fahrt!');
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** 2. A classic-parts dealer's counter Kassenbon, euro years: article numbers, SUMME, cash and change. */
export function teileKassenbon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2004, 2026);
  const shop = rng.pick(['Oldtimer-Teile Gräber', 'Klassik-Ersatzteile Nord GmbH', 'Käfer-Teile Zentrale']);
  const items = scaled(
    lines(
      rng,
      [
        ['Zündkerze W7DC', 3, 6],
        ['Keilriemen 10x900', 8, 14],
        ['Ölfilter', 8, 16],
        ['Benzinschlauch 1m', 4, 8],
        ['Sicherungssatz', 3, 6],
        ['Glühlampe 6V 25W', 2, 4],
        ['Bremsflüssigkeit DOT4', 7, 12],
      ],
      2,
      5,
      (r) => r.pick([1, 1, 2, 4]),
    ),
    scale(yearOf(date), 'EUR'),
  );
  const gross = total(items);
  const given = Math.ceil(gross / 10) * 10;
  p.y = 70;
  slip(p, shop, { bold: true, size: 10.5 });
  slip(p, `Lagerverkauf · Gewerbegebiet ${rng.pick(['Süd', 'Ost', 'Am Hafen'])}`);
  slip(p, `St.-Nr. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`);
  p.down(8);
  for (const l of items) {
    pair(p, `${digits(rng, 6)} ${l.text}`, '');
    pair(p, `   ${l.qty} x ${num(l.unit, 'de')}`, `${num(l.amount, 'de')} A`);
  }
  hline(p, 215, 165, p.y - 6);
  p.down(4);
  pair(p, 'SUMME EUR', num(gross, 'de'), true, 10.5);
  pair(p, 'Gegeben BAR', num(given, 'de'));
  pair(p, 'Rückgeld', num(r2(given - gross), 'de'));
  p.down(6);
  pair(p, 'A = 19 % MwSt', num(r2(gross - gross / 1.19), 'de'));
  p.down(6);
  slip(p, `${fd(date, 'de')}  Kasse ${rng.int(1, 3)}  Bed. ${rng.int(1, 9)}  Beleg ${digits(rng, 5)}`);
  slip(p, 'Umtausch nur mit Kassenbon innerhalb 14 Tagen');
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** 3. The registration office's fee receipt for a season plate or H plate: Gebührenziffern and a Kassenbeleg number. */
export function zulassungsstelleQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2008, 2026);
  const town = rng.pick(['Rosenheim', 'Lüneburg', 'Tübingen']);
  const code = { Rosenheim: 'RO', Lüneburg: 'LG', Tübingen: 'TÜ' }[town] as string;
  const shop = `Landratsamt ${town} – Kfz-Zulassungsstelle`;
  const fees: [string, string, number][] = rng.some(
    [
      ['221.4', 'Zuteilung eines Saisonkennzeichens', 10.2],
      ['221.1', 'Zulassung eines Fahrzeugs (historisch)', 27],
      ['254', 'Begutachtung nach § 23 StVZO, Eintrag H', 12.8],
      ['224', 'Ausfertigung Zulassungsbescheinigung Teil I', 7.5],
      ['—', 'Plakettengebühr', 0.5],
      ['—', 'Wunschkennzeichen Reservierung', 12.8],
    ] as [string, string, number][],
    rng.int(2, 4),
  );
  const gross = r2(fees.reduce((a, f) => a + f[2], 0));
  p.text(50, shop, { y: 60, size: 12, bold: true });
  p.text(50, `Kasse · ${town} · Öffnungszeiten Mo–Fr 7:30–12:00`, { y: 74, size: 8.5 });
  p.text(50, 'Quittung / Kassenbeleg', { y: 120, size: 14, bold: true });
  p.text(50, `Beleg-Nr. ${digits(rng, 8)}`, { y: 138, size: 9.5 });
  p.text(300, `Datum: ${fd(date, 'de')}`, { y: 138, size: 9.5 });
  p.text(50, `Kennzeichen: ${plateDE(rng, code, rng.pick(['H', '']))}${rng.chance(0.5) ? ' (04–10)' : ''}`, { y: 156, size: 9.5 });
  p.y = 190;
  p.text(50, 'GebNr.', { size: 8.5, bold: true });
  p.text(110, 'Gebührentatbestand (GebOSt)', { size: 8.5, bold: true });
  p.text(545, 'Betrag', { size: 8.5, bold: true, align: 'right' });
  p.down(14);
  for (const [n, t, v] of fees) {
    p.text(50, n, { size: 9 });
    p.text(110, t, { size: 9 });
    p.text(545, `${num(v, 'de')} €`, { size: 9, align: 'right' });
    p.down(13);
  }
  hline(p, 380, 165, p.y - 4);
  p.down(10);
  p.text(380, 'Gesamt bezahlt', { size: 10, bold: true });
  p.text(545, `${num(gross, 'de')} €`, { size: 10, bold: true, align: 'right' });
  p.down(16);
  p.text(380, `Zahlart: ${rng.pick(['EC-Karte', 'bar'])}`, { size: 8.5 });
  p.down(40);
  p.text(50, 'Dieser Beleg gilt als Zahlungsnachweis. Gebühren nach der Gebührenordnung für Maßnahmen im Straßenverkehr.', { size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** 4. A British filling station's till receipt on a summer run: Super Unleaded, litres, VAT analysis. */
export function ukFuelReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(2001, 2025)}-${rng.pick(['05', '06', '07', '08'])}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = `${rng.pick(['Moorland', 'Wolds Way', 'Kirkstone Pass'])} ${rng.pick(['Service Station', 'Filling Station'])}`;
  const litres = r2(rng.int(2500, 5500) / 100);
  const ppl = r2(y < 2010 ? amt(rng, 0.85, 1.15) : amt(rng, 1.2, 1.75));
  const fuel = r2(litres * ppl);
  const extras: [string, number][] = rng.chance(0.6) ? [['Millers Classic 20w50 1L', amt(rng, 8, 13)]] : [];
  const gross = r2(fuel + extras.reduce((a, e) => a + e[1], 0));
  const vr = vatUK(y);
  p.y = 80;
  slip(p, shop.toUpperCase(), { bold: true, size: 10 });
  slip(p, rng.pick(['A66, Penrith', 'A170, Helmsley', 'A592, Troutbeck']));
  slip(p, `VAT No. GB ${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 2)}`);
  p.down(8);
  pair(p, `Pump ${rng.int(1, 6)} SUPER UNLEADED`, `£${num(fuel, 'en')}`);
  pair(p, `  ${num(litres, 'en')} L @ ${num(ppl * 100, 'en')}p/L`, '');
  for (const [t, v] of extras) pair(p, t, `£${num(v, 'en')}`);
  hline(p, 215, 165, p.y - 6);
  p.down(4);
  pair(p, 'TOTAL', `£${num(gross, 'en')}`, true, 10);
  pair(p, rng.pick(['VISA DEBIT', 'MASTERCARD', 'CASH']), `£${num(gross, 'en')}`);
  p.down(6);
  pair(p, `VAT ${vr}% incl.`, `£${num(r2(gross - gross / (1 + vr / 100)), 'en')}`);
  p.down(6);
  slip(
    p,
    `${fd(date, 'uk')} ${String(rng.int(7, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Till ${rng.int(1, 3)}  Trans ${digits(rng, 4)}`,
  );
  slip(p, 'THANK YOU FOR YOUR CUSTOM');
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** 5. A US auto-parts counter ticket: part numbers, core charge, sales tax, "TOTAL" and tender. */
export function usPartsCounter(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const y = yearOf(date);
  const shop = `${rng.pick(['Route 9', 'Lakeshore', 'Tri-County'])} Auto Parts`;
  const items = scaled(
    lines(
      rng,
      [
        ['Points & condenser kit', 12, 20],
        ['AC R45 spark plug', 3, 5],
        ['Fuel filter GF61', 6, 12],
        ['Upper radiator hose', 14, 25],
        ['Wiper refill 16"', 5, 9],
        ['Battery 24F', 110, 160],
      ],
      2,
      4,
      (r) => r.pick([1, 1, 2, 8]),
    ),
    scale(y, 'USD'),
  );
  const core = items.some((l) => l.text.startsWith('Battery')) ? 15 : 0;
  const sub = r2(total(items) + core);
  const rate = rng.pick([5, 6, 6.25, 7]);
  const tax = r2((sub * rate) / 100);
  const gross = r2(sub + tax);
  p.y = 70;
  p.text(60, shop.toUpperCase(), { size: 12, bold: true });
  p.down(13);
  p.text(
    60,
    `Store #${digits(rng, 3)}  ${rng.pick(['Springfield, MO', 'Albany, NY', 'Eau Claire, WI'])}  (${digits(rng, 3)}) ${digits(rng, 3)}-${digits(rng, 4)}`,
    { size: 8.5 },
  );
  p.down(20);
  p.text(60, `INVOICE ${digits(rng, 7)}    ${fd(date, 'usshort')}    CLERK ${letters(rng, 2)}`, { size: 9 });
  p.down(18);
  for (const l of items) {
    p.text(60, `${letters(rng, 2)}${digits(rng, 4)}`, { size: 9 });
    p.text(120, l.text, { size: 9 });
    p.text(330, `${l.qty} @ ${num(l.unit, 'en')}`, { size: 9, align: 'right' });
    p.text(400, num(l.amount, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  if (core) {
    p.text(120, 'CORE CHARGE', { size: 9 });
    p.text(400, num(core, 'en'), { size: 9, align: 'right' });
    p.down(12);
  }
  p.down(8);
  const s: [string, number][] = [
    ['SUBTOTAL', sub],
    [`TAX ${rate}%`, tax],
    ['TOTAL', gross],
  ];
  for (const [a, b] of s) {
    p.text(330, a, { size: 9.5, align: 'right', bold: a === 'TOTAL' });
    p.text(400, num(b, 'en'), { size: 9.5, align: 'right', bold: a === 'TOTAL' });
    p.down(12);
  }
  p.text(330, rng.pick(['CASH', 'VISA', 'CHECK']), { size: 9, align: 'right' });
  p.down(20);
  p.text(60, 'NO RETURNS ON ELECTRICAL PARTS. KEEP RECEIPT FOR WARRANTY.', { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}

/** 6. A New England pump receipt from a fall foliage tour: gallons, price per gallon, premium, card. */
export function foliageGasReceipt(rng: Random): Generated {
  const p = new PageBuilder();
  const date = `${rng.int(1996, 2025)}-10-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const y = yearOf(date);
  const shop = `${rng.pick(['Kancamagus', 'Mohawk Trail', 'Route 100'])} ${rng.pick(['Country Store & Gas', 'Fuel Stop'])}`;
  const gal = r2(rng.int(8000, 16000) / 1000);
  const ppg = Number((y < 2005 ? amt(rng, 1.3, 2.1) : amt(rng, 2.6, 4.4)).toFixed(3));
  const gross = r2(gal * ppg);
  p.y = 90;
  slip(p, shop, { bold: true, size: 10 });
  slip(p, rng.pick(['Lincoln, NH 03251', 'Charlemont, MA 01339', 'Waitsfield, VT 05673']));
  p.down(8);
  slip(p, `${fd(date, 'us')}   ${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`);
  slip(p, `PUMP # ${rng.int(1, 6)}`);
  pair(p, 'PREMIUM 93', '');
  pair(p, `${gal.toFixed(3)} G @ $${ppg.toFixed(3)}/G`, '');
  pair(p, 'FUEL SALE', `$${num(gross, 'en')}`, true, 10);
  p.down(4);
  pair(p, `${rng.pick(['VISA', 'AMEX', 'MC'])} ************${digits(rng, 4)}`, '');
  pair(p, `AUTH ${digits(rng, 6)}`, '');
  p.down(6);
  slip(p, 'THANK YOU - ENJOY THE LEAVES');
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: gross });
}
