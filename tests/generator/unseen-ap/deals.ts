/** Titles and sales in terse form (unseen-ap). */
import type { Random } from '../random';
import type { Generated } from '../types';
import { D, era, kvPaper, L, m, sd, vin17, yearOf } from './kit';

const out = (p: { items: Generated['items'] }, lang: 'de' | 'en', t: Record<string, unknown>): Generated => ({
  items: p.items,
  language: lang,
  truth: t as Generated['truth'],
});

export function kfzBriefKurz(rng: Random): Generated {
  const date = rng.date(1962, 2004);
  const vin = `${D(rng, 3)} ${D(rng, 3)} ${D(rng, 2)} ${D(rng, 6)}`;
  const rows: [string, string][] = [
    ['Brief-Nr.', `${L(rng, 1)} ${D(rng, 7)}`],
    ['Fz.-Ident.-Nr.', vin],
    ['Herst.', rng.pick(['Daimler-Benz AG', 'Bayer. Motorenw.', 'Volkswagenw. AG'])],
    ['Erstzul.', sd(rng.date(1955, 1975), 'dot2')],
    ['Halter', rng.pick(['Stadler, Erwin', 'Hufnagel, Renate', 'Wirth, Otto'])],
    ['Ausgest. am', sd(date, 'dot2')],
    ['Zul.-St.', rng.pick(['Kreis Wesel', 'LRA Tuttlingen', 'Stadt Bamberg'])],
  ];
  const p = kvPaper('de', 'boxes', { title: 'Kraftfahrzeugbrief', lines: ['(Kurzauszug / Abschr.)'] }, rows, ['Bei Veräuß. dem Erwerber aushänd.']);
  return out(p, 'de', { documentType: 'title', date, vin });
}

export function typenscheinAT(rng: Random): Generated {
  const date = rng.date(1964, 1999);
  const vin = `${D(rng, 7)}`;
  const rows: [string, string][] = [
    ['Typ.-Sch.-Nr.', `${L(rng, 1)}-${D(rng, 6)}`],
    ['Fgst.-Nr.', vin],
    ['Mot.-Nr.', D(rng, 7)],
    ['Mke.', rng.pick(['Steyr-Daimler-Puch', 'Austro-Fiat', 'VW'])],
    ['Ausst.-Dat.', sd(date, 'dot1')],
  ];
  const p = kvPaper('de', 'card', { title: 'Einzel-Typenschein', lines: ['Amt d. Ldsreg.'] }, rows, ['Eigentümerwechsel umseitig'], true);
  return out(p, 'de', { documentType: 'title', date, vin });
}

export function usTitleTerse(rng: Random): Generated {
  const date = rng.date(1978, 2025);
  const vin = yearOf(date) >= 1981 && rng.chance(0.7) ? vin17(rng) : `${D(rng, 1)}${L(rng, 1)}${D(rng, 2)}${L(rng, 1)}${D(rng, 6)}`;
  const rows: [string, string][] = [
    ['Title No.', D(rng, 8)],
    ['VIN', vin],
    ['Yr/Mk/Body', rng.pick(['1969 CHEV 2D HT', '1965 FORD CV', '1972 DODG 2D', '1956 PONT 4D'])],
    ['Odo', `${D(rng, 5)} ACT`],
    ['Lienhldr', 'NONE'],
    ['Iss. Dt', sd(date, 'us4')],
  ];
  const p = kvPaper('en', 'boxes', { title: 'CERTIFICATE OF TITLE', lines: ['State of Ohio · Clerk of Courts'] }, rows, ['Assignment on reverse.']);
  return out(p, 'en', { documentType: 'title', date, vin });
}

export function caTitleSlip(rng: Random): Generated {
  const date = rng.date(1966, 1995);
  const rows: [string, string][] = [
    ['Cert. No.', `${L(rng, 1)}${D(rng, 7)}`],
    ['Lic.', `${D(rng, 1)}${L(rng, 3)}${D(rng, 3)}`],
    ['Yr Mk', rng.pick(['1955 CHEV', '1962 CORV', '1967 PLYM'])],
    ['Reg. Own.', rng.pick(['GOMEZ, R', 'OKADA, T', 'BARNES, L'])],
    ['Date Iss.', sd(date, 'mdy')],
  ];
  const p = kvPaper('en', 'slip', { title: 'CALIF. DMV', lines: ['Cert. of Ownership'] }, rows, ['Ident. no. on reg. card']);
  return out(p, 'en', { documentType: 'title', date });
}

const sale = (p: { items: Generated['items'] }, lang: 'de' | 'en', seller: string, date: string, price: number): Generated =>
  out(p, lang, { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });

export function kaufvertragKurz(rng: Random): Generated {
  const date = rng.date(1968, 2001);
  const price = Math.round((rng.int(15, 180) * 100 * era(yearOf(date))) / 50) * 50;
  const seller = rng.pick(['Gerhard Wöhrle', 'Inge Maurer', 'Helmut Stangl']);
  const rows: [string, string][] = [
    ['Verk.', `${seller}, ${rng.pick(['Friedhofstr. 8, Aalen', 'Am Anger 3, Erding', 'Lindenallee 19, Celle'])}`],
    ['Käuf.', rng.pick(['Peter Ohlsen, Kiel', 'Fa. Auto-Roth, Fulda', 'Manfred Kurz, Hof'])],
    ['Fzg.', rng.pick(['VW Käfer 1303 S', 'Opel GT 1900', 'MB 230.6', 'BMW 1802'])],
    ['Fgst.-Nr.', D(rng, 10)],
    ['Km-St. lt. Tacho', `${rng.int(40, 190)}.${D(rng, 3)}`],
    ['Kfp.', `DM ${m(price, 'dedash')}`],
    ['i. W.', rng.pick(['bar', 'Scheck', 'Überw.'])],
    ['Ort, Dat.', `${rng.pick(['Aalen', 'Erding', 'Celle'])}, ${sd(date, 'dot1')}`],
  ];
  const p = kvPaper('de', 'sheet', { title: 'Kaufvertr. (Gebrauchtw.)' }, rows, [
    'Wie bes. u. Probegef., unt. Ausschl. jegl. Gewährl.',
    '',
    'Unterschr. Verk. ______________   Käuf. ______________',
  ]);
  return sale(p, 'de', seller, date, price);
}

export function haendlerQuittung(rng: Random): Generated {
  const date = rng.date(2002, 2026);
  const price = rng.int(40, 700) * 100;
  const seller = rng.pick(['Classic Cars Vogt e.K.', 'Oldtimerhandel Brückl', 'Youngtimer-Markt Lühr GmbH']);
  const net = price;
  const rows: [string, string][] = [
    ['Verk.', seller],
    ['Käuf.', rng.pick(['Hr. T. Anselm', 'Fr. B. Kramer', 'Hr. O. Duda'])],
    ['Fzg.', rng.pick(['Porsche 912', 'Alfa Giulia 1300', 'MB W113 280 SL', 'Citroën DS 21'])],
    ['FIN', vin17(rng)],
    ['Kfp. (diff.-best. § 25a UStG)', `${m(net, 'de')} €`],
    ['Anz. erh.', `${m(Math.round(price * 0.1), 'de')} €`],
    ['Rest b. Überg.', `${m(price - Math.round(price * 0.1), 'de')} €`],
    ['Dat.', sd(date, 'dot4')],
  ];
  const p = kvPaper('de', 'card', { title: 'Kaufvertr./Quitt.', lines: [seller] }, rows, ['Kein MwSt.-Ausweis lt. § 25a UStG']);
  return sale(p, 'de', seller, date, price);
}

export function ukSoldNote(rng: Random): Generated {
  const date = rng.date(1963, 2005);
  const price = Math.round((rng.int(3, 90) * 100 * Math.max(0.5, era(yearOf(date)))) / 25) * 25;
  const seller = rng.pick(['D. Fairbrother', 'Mrs J. Pengelly', 'A. Quayle']);
  const rows: [string, string][] = [
    ['Sld by', seller],
    ['To', rng.pick(['M. Haddon', 'R. Kettle', 'S. Brannigan'])],
    ['Veh.', rng.pick(['1959 Riley 1.5', 'Triumph Herald 13/60', 'Austin-Healey Sprite', 'Ford Anglia 105E'])],
    ['Reg. Mk', `${L(rng, 3)} ${rng.int(10, 999)}${L(rng, 1)}`],
    ['Purch. Pr.', `£${m(price, 'en')}`],
    ['Dt', sd(date, 'dmy')],
  ];
  const p = kvPaper('en', 'slip', { title: 'Receipt for sale of vehicle' }, rows, ['Sold as seen, no warranty', 'Recd in full. Sgd ____________'], true);
  return sale(p, 'en', seller, date, price);
}

export function usBillOfSaleTerse(rng: Random): Generated {
  const date = rng.date(1970, 2024);
  const price = Math.round((rng.int(8, 150) * 100 * era(yearOf(date))) / 50) * 50;
  const seller = rng.pick(['Wayne T. Hollis', 'Carla M. Ruiz', 'Dennis O. Ferrell']);
  const rows: [string, string][] = [
    ['Seller', seller],
    ['Buyer', rng.pick(['Gary Lutz', 'Anne Beck', 'Jim Orr'])],
    ['Yr/Mk/Mdl', rng.pick(['1970 Olds 442', '1964 Ford T-Bird', '1977 Chevy C10', '1967 Pontiac GTO'])],
    ['VIN', `${D(rng, 6)}${L(rng, 1)}${D(rng, 6)}`],
    ['Odo', `${D(rng, 5)} (not actual)`],
    ['Purch. Pr.', `$${m(price, 'en')}`],
    ['Pd by', rng.pick(['cash', 'cert. chk', 'money order'])],
    ['Dt of sale', sd(date, 'usdash')],
  ];
  const p = kvPaper('en', 'sheet', { title: 'BILL OF SALE', lines: ['(Motor Veh.)'] }, rows, [
    'AS IS — no warr. expr. or impl.',
    '',
    'Sgnd: ____________ (Seller)   ____________ (Buyer)',
  ]);
  return sale(p, 'en', seller, date, price);
}

export function auDealerContract(rng: Random): Generated {
  const date = rng.date(2001, 2026);
  const price = rng.int(120, 990) * 100;
  const stamp = Math.round(price * 0.03);
  const transfer = 38;
  const seller = 'Heritage Motors Pty Ltd';
  const rows: [string, string][] = [
    ['Dlr', `${seller} · LMCT 9981`],
    ['Purch.', rng.pick(['K. Anagnostou', 'L. Brennan', 'P. Tran'])],
    ['Veh.', rng.pick(['1971 HQ Monaro GTS', '1970 XW Falcon GT', '1974 LH Torana SL/R'])],
    ['VIN/Ch. No.', `${L(rng, 2)}${D(rng, 6)}${L(rng, 1)}`],
    ['Cash Pr. (veh.)', m(price, 'en')],
    ['Stamp duty', m(stamp, 'en')],
    ['Transfer fee', m(transfer, 'en')],
    ['Tot. payable', m(price + stamp + transfer, 'en')],
    ['Contr. Dt', sd(date, 'dmy')],
  ];
  const p = kvPaper('en', 'boxes', { title: 'Vehicle Sale Contract', lines: ['Motor Dealers & Repairers Act · short form'] }, rows, [
    'Cooling-off: 1 bus. day',
  ]);
  return sale(p, 'en', seller, date, price);
}
