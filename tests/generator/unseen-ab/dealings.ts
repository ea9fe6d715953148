/**
 * Slips, cover, sales and valuations: an East Belgian fuel slip, a Carinthian tyre counter's Kassabon, a parts-market
 * stall's receipt; a Canadian hardware chain's till slip, a Queensland servo docket, a Midlands breaker's receipt; a
 * German and an Austrian classic policy, a Victorian agreed-value schedule and a Nova Scotia collector policy; a private
 * sale on a printed form with the parties side by side, a Munich auction's buyer's invoice, a British sale room's
 * invoice, an Alberta bill of sale and a Lyon dealer's export invoice; German and Austrian valuations, an Australian
 * and a Canadian appraisal.
 */
import { hline, num, r2, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { PageBuilder, addMonths, date, digits, hand, letterhead, letters, money, pairs, totals, type Money } from './kit';

const out = (p: PageBuilder, language: 'de' | 'en', truth: Generated['truth']): Generated => ({ items: p.items, language, truth });

/* ---------------- receipts ---------------- */

/** A fuel slip from Eynatten (East Belgium) in German: litres, price per litre, total; 2002–2026. */
export function eynattenTankbeleg(rng: Random): Generated {
  const d = rng.date(2002, 2026);
  const shop = 'Tankstelle Eynatten Grenzübergang';
  const litres = r2(20 + rng.next() * 40);
  const ppl = Math.round((1.05 + rng.next() * 0.8) * 1000) / 1000;
  const total = r2(litres * ppl);
  const p = new PageBuilder();
  p.y = 70;
  const x = 200;
  p.text(x + 97, shop, { size: 10, bold: true, align: 'center' }).down(12);
  p.text(x + 97, 'Aachener Straße 2 · 4731 Eynatten', { size: 8, align: 'center' }).down(10);
  p.text(x + 97, 'MwSt-Nr. BE 0' + digits(rng, 9), { size: 8, align: 'center' }).down(20);
  p.text(x, `${date(d, 'de')}   ${rng.int(6, 21)}:${rng.int(10, 59)}`, { size: 8.5 })
    .text(x + 195, `Bon ${digits(rng, 5)}`, { size: 8.5, align: 'right' })
    .down(16);
  p.text(x, `Säule ${rng.int(1, 8)}  ${rng.pick(['Super 98', 'Euro 95', 'Super Plus'])}`, { size: 9 }).down(12);
  p.text(x + 10, `${num(litres, 'de')} l x ${ppl.toFixed(3).replace('.', ',')} €/l`, { size: 9 });
  p.text(x + 195, num(total, 'de'), { size: 9, align: 'right' }).down(16);
  hline(p, x, 195, p.y - 6);
  p.text(x, 'TOTAL EUR', { size: 11, bold: true })
    .text(x + 195, num(total, 'de'), { size: 11, bold: true, align: 'right' })
    .down(14);
  const net = r2(total / 1.21);
  p.text(x, `inkl. 21 % MwSt  ${num(r2(total - net), 'de')}`, { size: 8 }).down(12);
  p.text(x, `Bancontact  ****${digits(rng, 4)}`, { size: 8 }).down(18);
  p.text(x + 97, 'Danke und gute Fahrt!', { size: 8.5, align: 'center' });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Carinthian tyre dealer's Kassabon for tyres over the counter; Schilling before 2002. */
export function villachKassabon(rng: Random): Generated {
  const d = rng.date(1992, 2020);
  const ats = yearOf(d) < 2002;
  const shop = 'Reifen Lackner Villach';
  const n = rng.pick([2, 4]);
  const each = r2((ats ? 1150 : 84) * (0.85 + rng.next() * 0.3));
  const fit = r2((ats ? 140 : 12) * n);
  const gross = r2(each * n + fit);
  const p = new PageBuilder();
  const x = 190;
  p.y = 66;
  p.text(x + 105, shop.toUpperCase(), { size: 11, bold: true, align: 'center' }).down(11);
  p.text(x + 105, 'Italiener Straße 61, 9500 Villach', { size: 8, align: 'center' }).down(10);
  p.text(x + 105, `UID ATU${digits(rng, 8)}`, { size: 8, align: 'center' }).down(18);
  p.text(x, 'KASSABON', { size: 10, bold: true })
    .text(x + 210, `#${digits(rng, 6)}`, { size: 8.5, align: 'right' })
    .down(13);
  p.text(x, `Datum: ${date(d, 'de2')}`, { size: 8.5 }).down(16);
  p.text(x, `${n} x ${rng.pick(['155/80 R13 Winter', '165 R15 Oldtimer', '185/70 R14'])}`, { size: 8.5 })
    .text(x + 210, num(r2(each * n), 'de'), { size: 8.5, align: 'right' })
    .down(12);
  p.text(x, `${n} x Montage/Wuchten`, { size: 8.5 })
    .text(x + 210, num(fit, 'de'), { size: 8.5, align: 'right' })
    .down(14);
  p.text(x, '-'.repeat(50), { size: 8 }).down(12);
  p.text(x, `SUMME ${ats ? 'ATS' : 'EUR'}`, { size: 11, bold: true })
    .text(x + 210, num(gross, 'de'), { size: 11, bold: true, align: 'right' })
    .down(13);
  p.text(x, `darin 20 % MwSt. ${num(r2(gross - gross / 1.2), 'de')}`, { size: 8 }).down(12);
  p.text(x, `Bar gegeben ${num(Math.ceil(gross / 100) * 100, 'de')}`, { size: 8 }).down(10);
  p.text(x, `Retour ${num(r2(Math.ceil(gross / 100) * 100 - gross), 'de')}`, { size: 8 }).down(16);
  p.text(x + 105, 'Vielen Dank für Ihren Einkauf', { size: 8, align: 'center' });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: gross });
}

/** A parts-market stall's hand-written receipt (Quittung) on a printed block, 1978–2019. */
export function teilemarktQuittung(rng: Random): Generated {
  const d = rng.date(1978, 2019);
  const shop = rng.pick(['Teile-Stand Hoffmann, Veterama', 'Oldtimer-Ersatzteile K. Brune', 'Käferteile Weidenhof']);
  const amountPaid = rng.int(3, 48) * 5;
  const cur = yearOf(d) < 2002 ? 'DM' : '€';
  const p = new PageBuilder();
  p.box(60, 50, 475, 230);
  p.y = 82;
  p.text(80, 'Quittung', { size: 18, bold: true });
  p.text(400, `${cur}`, { size: 11 });
  hand(p, rng, 430, `${amountPaid},—`, 14);
  p.y = 116;
  p.text(80, 'Betrag in Worten', { size: 7 });
  hand(p, rng, 170, rng.pick(['dankend erhalten', 'bar erhalten']) + ` – ${amountPaid} –`, 12);
  p.down(26);
  p.text(80, 'von', { size: 7 });
  hand(p, rng, 170, rng.pick(['Herrn Krüger', 'Fa. Oldies Nord', 'Herrn B. Schaper']), 12);
  p.down(26);
  p.text(80, 'für', { size: 7 });
  hand(p, rng, 170, rng.pick(['2 Stoßstangenhörner + 1 Rücklicht', 'Vergaser Solex 30 PICT, gebraucht', 'Sitzbank hinten, Originalstoff']), 12);
  p.down(34);
  p.text(80, 'Ort/Datum', { size: 7 });
  hand(p, rng, 170, `Mannheim, ${date(d, 'de')}`, 12);
  p.down(26);
  p.text(80, 'Stempel/Unterschrift', { size: 7 });
  hand(p, rng, 200, shop, 12);
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date: d, totalCost: amountPaid });
}

/** A Canadian hardware chain's till slip: oil, filters and polish, HST, the store number. */
export function barrieTillSlip(rng: Random): Generated {
  const d = rng.date(2011, 2026);
  const shop = 'Northway Auto & Home #214';
  const items: [string, number][] = rng.some(
    [
      ['MOTOR OIL 10W30 4.4L', 32.99],
      ['OIL FILTER PH8A', 9.49],
      ['CAR WAX PASTE', 18.99],
      ['WIPER BLADE 18IN', 14.99],
      ['BRAKE FLUID DOT3', 8.79],
      ['SHOP TOWELS 6PK', 11.49],
      ['SPARK PLUG 4PK', 17.99],
    ] as [string, number][],
    rng.int(3, 5),
  );
  const sub = r2(items.reduce((a, [, v]) => a + v, 0));
  const hst = r2(sub * 0.13);
  const total = r2(sub + hst);
  const p = new PageBuilder();
  const x = 200;
  p.y = 66;
  p.text(x + 95, shop, { size: 10.5, bold: true, align: 'center' }).down(12);
  p.text(x + 95, '55 Mapleview Dr W, Barrie ON', { size: 8, align: 'center' }).down(18);
  for (const [t, v] of items)
    p.text(x, t, { size: 8.5 })
      .text(x + 190, num(v, 'en'), { size: 8.5, align: 'right' })
      .down(11);
  p.down(6);
  p.text(x, 'SUBTOTAL', { size: 8.5 })
    .text(x + 190, num(sub, 'en'), { size: 8.5, align: 'right' })
    .down(11);
  p.text(x, 'HST 13%', { size: 8.5 })
    .text(x + 190, num(hst, 'en'), { size: 8.5, align: 'right' })
    .down(13);
  p.text(x, 'TOTAL', { size: 11, bold: true })
    .text(x + 190, num(total, 'en'), { size: 11, bold: true, align: 'right' })
    .down(14);
  p.text(x, `DEBIT ${num(total, 'en')}   AUTH ${digits(rng, 6)}`, { size: 8 }).down(14);
  p.text(x, `${date(d, 'us')} ${rng.int(8, 20)}:${rng.int(10, 59)}  TRN ${digits(rng, 4)}  REG 3`, { size: 8 }).down(16);
  p.text(x + 95, 'RETURNS WITHIN 90 DAYS WITH RECEIPT', { size: 7, align: 'center' });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Queensland servo's fuel docket, 2001–2026: pump, litres, price, GST included. */
export function toowoombaServo(rng: Random): Generated {
  const d = rng.date(2001, 2026);
  const shop = 'Harristown Service Station';
  const litres = r2(25 + rng.next() * 45);
  const cpl = r2(0.85 + rng.next() * 1.2);
  const total = r2(litres * cpl);
  const p = new PageBuilder();
  const x = 205;
  p.y = 70;
  p.text(x + 92, shop, { size: 10.5, bold: true, align: 'center' }).down(11);
  p.text(x + 92, '322 Anzac Ave, Toowoomba QLD · ABN ' + digits(rng, 11), { size: 7.5, align: 'center' }).down(16);
  p.text(x + 92, 'TAX INVOICE', { size: 9, bold: true, align: 'center' }).down(16);
  p.text(x, `Pump ${rng.int(1, 10)}  ${rng.pick(['ULP 91', 'PULP 98', 'E10'])}`, { size: 8.5 }).down(11);
  p.text(x, `${num(litres, 'en')} L @ ${(cpl * 100).toFixed(1)} c/L`, { size: 8.5 })
    .text(x + 185, num(total, 'en'), { size: 8.5, align: 'right' })
    .down(16);
  p.text(x, 'TOTAL', { size: 11, bold: true })
    .text(x + 185, `$${num(total, 'en')}`, { size: 11, bold: true, align: 'right' })
    .down(13);
  p.text(x, `GST incl. $${num(r2(total / 11), 'en')}`, { size: 8 }).down(11);
  p.text(x, `${date(d, 'uk')}  ${rng.int(6, 21)}:${rng.int(10, 59)}   EFTPOS`, { size: 8 });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/** A Midlands breaker's yard receipt, hand-written on a duplicate book, 1975–2005. */
export function breakersReceipt(rng: Random): Generated {
  const d = rng.date(1975, 2005);
  const shop = 'Tipton Motor Spares & Salvage';
  const items: [string, number][] = rng.some(
    [
      ['Dynamo (Lucas C40)', 12],
      ['Pair of door handles', 6],
      ['Rear axle complete', 45],
      ['Bonnet, good', 25],
      ['Heater box', 8],
      ['Steering wheel', 10],
    ] as [string, number][],
    rng.int(2, 3),
  );
  const total = items.reduce((a, [, v]) => a + v, 0);
  const p = new PageBuilder();
  p.text(50, shop, { size: 14, bold: true }).down(12);
  p.text(50, 'Dudley Port, Tipton, Staffs · Tel. 021-557 3310 · Cash only', { size: 8 }).down(18);
  p.text(50, 'No.', { size: 9 }).text(76, digits(rng, 4), { size: 11, bold: true });
  p.text(380, 'Date', { size: 9 });
  hand(p, rng, 412, date(d, 'ukdot'), 12);
  p.down(26);
  for (const [t, v] of items) {
    hand(p, rng, 60, t);
    p.text(470, `£${v}.00`, { size: 11.5, serif: true, align: 'right' }).down(22);
  }
  hline(p, 380, 100, p.y - 8);
  hand(p, rng, 330, 'Total');
  p.text(470, `£${total}.00`, { size: 12.5, serif: true, bold: true, align: 'right' }).down(26);
  hand(p, rng, 60, 'Paid with thanks — R.B.');
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date: d, totalCost: total });
}

/* ---------------- insurance ---------------- */

/** A German classic-car policy's Versicherungsschein: Teilkasko with a deductible, the annual premium incl. tax. */
export function oldtimerPoliceHannover(rng: Random): Generated {
  const start = rng.date(2006, 2025);
  const end = addMonths(start, 12);
  const nr = `OK-${digits(rng, 3)}.${digits(rng, 6)}`;
  const deductible = rng.pick([150, 300, 500]);
  const net = r2(90 + rng.int(0, 260) + rng.next());
  const tax = r2(net * 0.19);
  const premium = r2(net + tax);
  const p = new PageBuilder();
  letterhead(p, 'left', 'Calenberger Versicherungsverein a. G.', ['Sparte Liebhaberfahrzeuge · Berliner Allee 8 · 30175 Hannover']);
  p.text(50, 'Versicherungsschein', { size: 15, bold: true }).down(14);
  p.text(50, `Nr. ${nr}`, { size: 10 }).down(22);
  pairs(
    p,
    50,
    [
      ['Versicherungsnehmer', rng.pick(['Günter Rehbock, Celle', 'Ursula Hanke, Peine', 'Jörn Matthies, Nienburg'])],
      ['Fahrzeug', rng.pick(['VW 1500 Variant, Bj. 1965', 'Opel GT 1900, Bj. 1971', 'BMW 1502, Bj. 1976'])],
      ['Versicherungsbeginn', date(start, 'de')],
      ['Ablauf', date(end, 'de')],
      ['Umfang', 'Haftpflicht und Teilkasko'],
      ['Selbstbeteiligung Teilkasko', `${deductible} €`],
    ],
    160,
    9.5,
    16,
  );
  p.down(14);
  totals(
    p,
    [
      ['Nettobeitrag', net],
      ['Versicherungsteuer 19 %', tax],
      ['Jahresbeitrag', premium],
    ],
    { style: 'de', post: ' €' },
    { x: 400 },
  );
  p.text(50, 'Fahrleistung bis 5.000 km jährlich; ein Alltagsfahrzeug ist vorhanden.', { size: 8.5 });
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: 'Haftpflicht und Teilkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
}

/** An Austrian Oldtimer policy: Haftpflicht with motorbezogene Versicherungssteuer, Vollkasko deductible; Schilling before 2002. */
export function oldtimerPolizzeLinz(rng: Random): Generated {
  const start = rng.date(1996, 2024);
  const end = addMonths(start, 12);
  const ats = yearOf(start) < 2002;
  const m: Money = ats ? { style: 'de', pre: 'S ' } : { style: 'de', pre: '€ ' };
  const nr = `${digits(rng, 2)}-${digits(rng, 7)}-${rng.int(1, 9)}`;
  const deductible = ats ? rng.pick([5000, 10000]) : rng.pick([350, 700]);
  const p1 = r2((ats ? 2400 : 180) * (0.8 + rng.next() * 0.4));
  const p2 = r2((ats ? 1800 : 140) * (0.8 + rng.next() * 0.4));
  const tax = r2((p1 + p2) * 0.11);
  const premium = r2(p1 + p2 + tax);
  const p = new PageBuilder();
  letterhead(p, 'centre', 'Oberösterreichische Landes-Versicherung', ['Gruberstraße 32, 4020 Linz · Oldtimer-Service']);
  p.text(50, `Polizze Nr. ${nr}`, { size: 13, bold: true }).down(20);
  pairs(
    p,
    50,
    [
      ['Versicherungsnehmer', rng.pick(['Ing. Alfred Wimmer, Wels', 'Christa Hofinger, Steyr'])],
      ['Fahrzeug', rng.pick(['Steyr-Puch Haflinger', 'Porsche 912', 'Austin-Healey Sprite'])],
      ['Versicherungsdauer', `${date(start, 'de')} bis ${date(end, 'de')}`],
      ['Sparten', 'Oldtimer-Haftpflicht, Oldtimer-Kasko (Vollkasko)'],
      ['Selbstbehalt Kasko', money(deductible, m)],
    ],
    140,
    9.5,
    16,
  );
  p.down(14);
  totals(
    p,
    [
      ['Haftpflicht', p1],
      ['Kasko', p2],
      ['Versicherungssteuer', tax],
      ['Jahresprämie', premium],
    ],
    m,
    { x: 400, band: true },
  );
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: 'Oldtimer-Haftpflicht, Oldtimer-Kasko (Vollkasko)',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
}

/** A Victorian agreed-value schedule: the agreed value, the basic excess, the premium with stamp duty and GST. */
export function victoriaSchedule(rng: Random): Generated {
  const start = rng.date(2003, 2025);
  const end = addMonths(start, 12);
  const nr = `CVI${digits(rng, 7)}`;
  const excess = rng.pick([250, 400, 500]);
  const base = r2(280 + rng.int(0, 500));
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * 0.1);
  const premium = r2(base + gst + duty);
  const p = new PageBuilder();
  letterhead(p, 'banner', 'Bayside Classic Motor Insurance', ['AFSL ' + digits(rng, 6), 'Level 3, 200 Bay Street, Brighton VIC 3186']);
  p.text(50, 'Policy Schedule — Agreed Value Comprehensive', { size: 13, bold: true }).down(20);
  pairs(
    p,
    50,
    [
      ['Policy number', nr],
      ['Period of insurance', `${date(start, 'uk')} to ${date(end, 'uk')} (4pm)`],
      ['Insured', rng.pick(['Graeme and Lorraine Pettigrew', 'Stavros Kalogeropoulos'])],
      ['Vehicle', rng.pick(['1968 Holden HK Monaro', '1973 Ford XA Falcon GT', '1962 Morris Minor 1000'])],
      ['Agreed value', `$${num(rng.int(25, 95) * 1000, 'en')}`],
      ['Basic excess', `$${excess}`],
      ['Usage', 'Club plates / limited use'],
    ],
    140,
    9.5,
    16,
  );
  p.down(14);
  totals(
    p,
    [
      ['Base premium', base],
      ['GST', gst],
      ['Stamp duty', duty],
      ['Total premium payable', premium],
    ],
    { style: 'en', pre: '$' },
    { x: 420 },
  );
  return out(p, 'en', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: 'Agreed Value Comprehensive',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
}

/** A Nova Scotia collector-car policy declarations page: coverage list, deductible, premium with provincial tax. */
export function novaScotiaDeclarations(rng: Random): Generated {
  const start = rng.date(2000, 2025);
  const end = addMonths(start, 12);
  const nr = `NS-${digits(rng, 6)}-${rng.int(10, 99)}`;
  const deductible = rng.pick([250, 500, 1000]);
  const premium = r2(rng.int(180, 640) + rng.int(0, 99) / 100);
  const p = new PageBuilder();
  letterhead(p, 'right', 'Fundy Mutual Insurance Company', ['Collector Vehicle Program', '1745 Barrington St., Halifax NS', '1-800-555-0142']);
  p.text(50, 'DECLARATIONS', { size: 14, bold: true }).down(20);
  pairs(
    p,
    50,
    [
      ['Policy No.', nr],
      ['Named insured', rng.pick(['Murdoch MacKinnon', 'Yvette Comeau', 'Alastair Boudreau'])],
      ['Policy period', `${date(start, 'uslong')} – ${date(end, 'uslong')}, 12:01 a.m.`],
      ['Described automobile', rng.pick(['1955 Chevrolet 210', '1963 Studebaker Lark', '1970 AMC Javelin'])],
      ['Coverage', 'Collector Comprehensive & Collision'],
      ['Deductible', `$${num(deductible, 'en')}`],
    ],
    140,
    9.5,
    16,
  );
  p.down(10);
  totals(p, [['Total annual premium (incl. 15% premium tax)', premium]], { style: 'en', pre: '$' }, { x: 440, band: true });
  p.text(50, 'Coverage applies to occasional pleasure use; the vehicle must be stored in a locked garage.', { size: 8.5 });
  return out(p, 'en', {
    documentType: 'insurance',
    policyNumber: nr,
    coverageType: 'Collector Comprehensive & Collision',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
}

/* ---------------- sales ---------------- */

/** A private sale on a printed Kaufvertrag form, seller and buyer in two columns, the price in figures and words. */
export function kaufvertragFormular(rng: Random): Generated {
  const d = rng.date(1982, 2024);
  const cur = yearOf(d) < 2002 ? 'DM' : 'EUR';
  const seller = rng.pick(['Walter Jankowski', 'Renate Bohlmann', 'Klaus-Dieter Freese']);
  const price = rng.int(18, 160) * 100;
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true, align: 'center' }).down(12);
  p.text(297, '– privat an privat – unter Ausschluss der Sachmängelhaftung –', { size: 8, align: 'center' }).down(26);
  p.box(50, p.y - 12, 240, 82);
  p.box(305, p.y - 12, 240, 82);
  p.text(56, 'Verkäufer', { size: 7.5, bold: true }).text(311, 'Käufer', { size: 7.5, bold: true }).down(14);
  hand(p, rng, 60, seller);
  hand(p, rng, 315, rng.pick(['Stefan Ahlers', 'Monika Vöge', 'Jens Brüning']));
  p.down(18);
  hand(p, rng, 60, rng.pick(['Lindenweg 4, Verden', 'Am Markt 19, Achim']), 10);
  hand(p, rng, 315, rng.pick(['Kirchstr. 2, Rotenburg', 'Mühlenweg 7, Syke']), 10);
  p.down(60);
  pairs(
    p,
    50,
    [
      ['Hersteller / Typ', rng.pick(['Ford Granada 2.3 L', 'Opel Manta A', 'VW Golf I GTI', 'Audi 100 C1'])],
      ['Fahrzeug-Ident.-Nr.', `${letters(rng, 3)}${digits(rng, 8)}`],
      ['Kfz-Brief Nr.', `${letters(rng, 2)} ${digits(rng, 6)}`],
    ],
    130,
    9.5,
    16,
  );
  p.down(8);
  p.text(50, `Kaufpreis ${cur}`, { size: 10, bold: true });
  hand(p, rng, 160, `${num(price, 'de')}`, 13);
  p.text(270, 'in Worten', { size: 7.5 });
  hand(p, rng, 320, rng.pick(['siehe Ziffern', 'wie oben']), 11);
  p.down(30);
  p.text(50, 'Der Käufer hat das Fahrzeug besichtigt und Probe gefahren. Der Kaufpreis wurde bar bezahlt.', { size: 8.5 }).down(30);
  p.text(50, 'Ort, Datum', { size: 7.5 });
  hand(p, rng, 110, `Verden, ${date(d, 'de')}`, 12);
  p.down(36);
  hline(p, 50, 200, p.y);
  hline(p, 330, 200, p.y);
  p.text(50, 'Unterschrift Verkäufer', { size: 7, y: p.y + 10 }).text(330, 'Unterschrift Käufer', { size: 7, y: p.y + 10 });
  return out(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Munich auction house's buyer's invoice: hammer price, buyer's premium with VAT, the sum to pay. */
export function auktionMuenchen(rng: Random): Generated {
  const d = rng.date(2005, 2025);
  const shop = 'Isartal Fahrzeugauktionen GmbH';
  const hammer = rng.int(8, 90) * 500;
  const rate = rng.pick([12, 15]);
  const premium = r2((hammer * rate) / 100);
  const vat = vatDE(yearOf(d));
  const pvat = r2((premium * vat) / 100);
  const total = r2(hammer + premium + pvat);
  const p = new PageBuilder();
  letterhead(p, 'centre', shop, ['Oldtimer- und Youngtimer-Versteigerungen · Frankfurter Ring 150 · 80807 München']);
  p.text(50, 'Käuferrechnung', { size: 14, bold: true });
  p.text(545, `München, ${date(d, 'de')}`, { size: 9, align: 'right' }).down(18);
  pairs(
    p,
    50,
    [
      ['Auktion', `${rng.pick(['Frühjahrsauktion', 'Herbstauktion'])} ${yearOf(d)}`],
      ['Los-Nr.', `${rng.int(100, 399)}`],
      ['Bieter-Nr.', `${rng.int(1000, 4999)}`],
      ['Objekt', rng.pick(['Mercedes-Benz 230 SL „Pagode“', 'Fiat 500 L', 'BMW Isetta 300', 'NSU Ro 80'])],
    ],
    100,
    9.5,
    15,
  );
  p.down(14);
  totals(
    p,
    [
      ['Zuschlag (differenzbesteuert)', hammer],
      [`Aufgeld ${rate} %`, premium],
      [`MwSt. ${vat} % auf Aufgeld`, pvat],
      ['Rechnungsbetrag', total],
    ],
    { style: 'de', post: ' €' },
    { x: 420, band: true },
  );
  p.text(50, 'Zahlbar binnen 7 Tagen. Das Fahrzeug wird erst nach Zahlungseingang ausgehändigt.', { size: 8.5 });
  return out(p, 'de', { documentType: 'purchase', sellerName: shop, saleDate: d, purchasePrice: total });
}

/** A British sale room's buyer's invoice for a lot bought by telephone; premium plus VAT on the premium. */
export function shropshireSaleRoom(rng: Random): Generated {
  const d = rng.date(1998, 2025);
  const shop = 'Severn Vale Auctioneers';
  const hammer = rng.int(4, 60) * 250;
  const rate = rng.pick([10, 12.5, 15]);
  const premium = r2((hammer * rate) / 100);
  const vat = d < '2011-01-04' ? (d >= '2008-12-01' && d < '2010-01-01' ? 15 : 17.5) : 20;
  const pvat = r2((premium * vat) / 100);
  const total = r2(hammer + premium + pvat);
  const p = new PageBuilder();
  letterhead(p, 'serif', shop, ['The Sale Rooms, Bridgnorth Road, Much Wenlock, Shropshire TF13 6AW']);
  p.text(50, "BUYER'S INVOICE", { size: 13, bold: true });
  p.text(545, `Sale date ${date(d, 'uklong')}`, { size: 9, align: 'right' }).down(18);
  pairs(
    p,
    50,
    [
      ['Buyer', rng.pick(['Mr N. Featherstone (telephone bidder)', 'Mrs C. Oakley', 'Mr A. Brindley'])],
      [
        'Lot',
        `${rng.int(20, 240)}  ${rng.pick(['1959 Austin A35 saloon', '1967 Hillman Imp Californian', '1972 Reliant Scimitar GTE', '1964 Ford Anglia 105E'])}`,
      ],
    ],
    60,
    9.5,
    16,
  );
  p.down(14);
  totals(
    p,
    [
      ['Hammer price', hammer],
      [`Buyer's premium ${rate}%`, premium],
      [`VAT on premium @ ${vat}%`, pvat],
      ['Amount due', total],
    ],
    { style: 'en', pre: '£' },
    { x: 420 },
  );
  p.text(50, 'Lots must be collected within five working days of the sale. Storage is charged thereafter.', { size: 8.5 });
  return out(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: d, purchasePrice: total });
}

/** An Alberta bill of sale on a registry form, seller and buyer side by side, price in dollars. */
export function albertaBillOfSale(rng: Random): Generated {
  const d = rng.date(1988, 2025);
  const seller = rng.pick(['Lorne Gustafson', 'Darlene Hryniuk', 'Mitch Van Dusen']);
  const price = rng.int(25, 300) * 100;
  const p = new PageBuilder();
  p.text(297, 'BILL OF SALE', { size: 16, bold: true, align: 'center' }).down(12);
  p.text(297, 'Motor vehicle — Province of Alberta', { size: 8.5, align: 'center' }).down(26);
  p.box(50, p.y - 12, 240, 76);
  p.box(305, p.y - 12, 240, 76);
  p.text(56, 'SELLER', { size: 7.5, bold: true }).text(311, 'BUYER', { size: 7.5, bold: true }).down(16);
  p.text(60, seller, { size: 10 })
    .text(315, rng.pick(['Corey Lindqvist', 'Amanda Sayers', 'Rick Fortier']), { size: 10 })
    .down(14);
  p.text(60, rng.pick(['Box 44, Ponoka AB', '5102 50 Ave, Wetaskiwin AB']), { size: 9 })
    .text(315, rng.pick(['11 Elm Cres, Red Deer AB', '302 3 St SW, Calgary AB']), { size: 9 })
    .down(60);
  pairs(
    p,
    50,
    [
      ['Year / Make / Model', rng.pick(['1976 GMC Sierra Grande', '1969 Plymouth Fury III', '1981 Chevrolet Camaro Z28'])],
      ['VIN', `${rng.int(1, 9)}${letters(rng, 4)}${digits(rng, 7)}`],
      ['Odometer', `${num(rng.int(80, 300) * 1000, 'en').slice(0, -3)} km (not actual)`],
      ['Date of sale', date(d, 'uslong')],
      ['Purchase price', `$${num(price, 'en')} CAD`],
    ],
    140,
    9.5,
    17,
  );
  p.down(10);
  p.text(50, 'The vehicle is sold as is, where is. The seller declares it free of all liens and encumbrances.', { size: 8.5 }).down(40);
  hline(p, 50, 200, p.y);
  hline(p, 330, 200, p.y);
  p.text(50, 'Seller', { size: 7, y: p.y + 10 }).text(330, 'Buyer', { size: 7, y: p.y + 10 });
  return out(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: d, purchasePrice: price });
}

/** A Lyon dealer's export invoice in English: the car's price, then transport and customs clearance billed with it. */
export function lyonExportInvoice(rng: Random): Generated {
  const d = rng.date(2004, 2025);
  const shop = 'Automobiles Anciennes du Rhône SARL';
  const price = rng.int(9, 70) * 500;
  const transport = r2(650 + rng.int(0, 700));
  const customs = r2(180 + rng.int(0, 150));
  const total = r2(price + transport + customs);
  const p = new PageBuilder();
  letterhead(p, 'left', shop, ['12 quai Rambaud, 69002 Lyon, France · TVA FR' + digits(rng, 11) + ' · +33 4 78 37 20 61']);
  p.text(50, 'EXPORT INVOICE', { size: 14, bold: true });
  p.text(545, `No. E-${digits(rng, 4)} — ${date(d, 'uk')}`, { size: 9, align: 'right' }).down(18);
  pairs(
    p,
    50,
    [
      ['Buyer', rng.pick(['Mr Douglas Harcourt, Guildford, United Kingdom', 'Mr Callum Reid, Perth, Scotland'])],
      ['Vehicle', rng.pick(['Citroën DS 23 Pallas 1973', 'Renault Alpine A310 1976', 'Peugeot 403 Cabriolet 1958'])],
      ['Chassis no.', digits(rng, 8)],
    ],
    80,
    9.5,
    16,
  );
  p.down(12);
  totals(
    p,
    [
      ['Vehicle price (margin scheme, VAT not shown)', price],
      ['Transport Lyon – UK (enclosed)', transport],
      ['Export declaration and customs clearance', customs],
      ['Total to pay', total],
    ],
    { style: 'de', post: ' €' },
    { x: 420, band: true },
  );
  p.text(50, 'Intra-community / export documents enclosed: certificate of conformity, French carte grise barrée.', { size: 8.5 });
  return out(p, 'en', { documentType: 'purchase', sellerName: shop, saleDate: d, purchasePrice: price });
}

/* ---------------- appraisals ---------------- */

/** A German short valuation (Kurzgutachten): market and replacement value, the condition grade by the usual scale. */
export function kurzgutachtenBremen(rng: Random): Generated {
  const d = rng.date(1995, 2025);
  const appraiser = rng.pick(['Dipl.-Ing. (FH) Uwe Brakhage', 'Heiko Claußen', 'Gerrit Oltmanns']);
  const grade = rng.pick(['2', '2-', '3+', '3', '2+']);
  const value = rng.int(6, 95) * 500;
  const cur = yearOf(d) < 2002 ? 'DM' : '€';
  const p = new PageBuilder();
  letterhead(p, 'right', 'Sachverständigenbüro Weserland', [appraiser, 'Öffentlich bestellt und vereidigt', 'Am Wall 120 · 28195 Bremen']);
  p.text(50, 'Kurzgutachten – Wertermittlung', { size: 14, bold: true }).down(20);
  pairs(
    p,
    50,
    [
      ['Fahrzeug', rng.pick(['Mercedes-Benz 250 CE (W 114)', 'Opel Kadett B Coupé', 'Porsche 924', 'VW T2 Westfalia'])],
      ['Besichtigung am', date(d, 'de')],
      ['Zustandsnote', grade],
      ['Marktwert', `${num(value, 'de')} ${cur}`],
      ['Wiederbeschaffungswert', `${num(r2(value * 1.15), 'de')} ${cur}`],
    ],
    150,
    10,
    18,
  );
  p.down(12);
  p.text(50, 'Zustandsnoten: 1 makellos · 2 gut · 3 gebraucht · 4 verbraucht · 5 restaurierungsbedürftig.', { size: 8 }).down(30);
  p.text(50, `Bremen, ${date(d, 'de')}`, { size: 9.5 }).down(14);
  p.text(50, appraiser, { size: 9.5 });
  return out(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}

/** An Austrian Bewertung for an Oldtimer policy, written as a letter; the value once in the running text. */
export function bewertungKlagenfurt(rng: Random): Generated {
  const d = rng.date(1990, 2024);
  const ats = yearOf(d) < 2002;
  const appraiser = rng.pick(['Ing. Reinhold Moser', 'Kommerzialrat Erwin Gasser', 'Mag. Sieglinde Hartl']);
  const value = ats ? rng.int(8, 60) * 10000 : rng.int(8, 80) * 1000;
  const grade = rng.pick(['2', '3', '2-3']);
  const p = new PageBuilder();
  letterhead(p, 'serif', 'Allgemein beeideter und gerichtlich zertifizierter Sachverständiger', [appraiser, 'Villacher Ring 9 · 9020 Klagenfurt']);
  p.text(545, `Klagenfurt, am ${date(d, 'delong')}`, { size: 10, serif: true, align: 'right' }).down(26);
  p.text(50, 'Bewertung', { size: 14, serif: true, bold: true }).down(22);
  const car = rng.pick(['Puch 500', 'Volvo PV 544', 'Mercedes-Benz 190 Db', 'Citroën ID 19']);
  const lines = [
    `Am oben genannten Tag wurde der ${car} in der Garage des Eigentümers besichtigt.`,
    'Karosserie, Unterboden und Technik wurden geprüft, eine Probefahrt fand statt.',
    `Der Gesamtzustand wird mit Note ${grade} bewertet.`,
    `Den Wiederbeschaffungswert setze ich mit ${ats ? 'S' : '€'} ${num(value, 'de')} fest.`,
  ];
  for (const l of lines) p.text(50, l, { size: 10.5, serif: true }).down(17);
  p.down(30);
  p.text(50, appraiser, { size: 10.5, serif: true });
  return out(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}

/** A South Australian valuation certificate for agreed-value cover: condition in words with a number. */
export function adelaideValuation(rng: Random): Generated {
  const d = rng.date(2000, 2025);
  const appraiser = rng.pick(['Neville R. Tonkin', 'Sharon M. Ellery', 'Des Kovacevic']);
  const value = rng.int(12, 120) * 1000;
  const grade = rng.pick(['Good (3)', 'Very good (2)', 'Fair (4)']);
  const p = new PageBuilder();
  letterhead(p, 'banner', 'Tonkin Vehicle Valuations', ['Member, Classic Valuers Assoc.', 'PO Box 318, Norwood SA 5067']);
  p.text(50, 'VALUATION CERTIFICATE', { size: 14, bold: true }).down(22);
  pairs(
    p,
    50,
    [
      ['Vehicle', rng.pick(['1965 Ford Mustang (RHD conversion)', '1970 Holden HG Premier', '1958 FC Holden Special'])],
      ['Inspected', date(d, 'uk')],
      ['Overall condition', grade],
      ['Valuation for insurance', `AUD ${num(value, 'en')}`],
      ['Valuer', appraiser],
    ],
    150,
    10,
    18,
  );
  p.down(14);
  p.text(50, 'Condition scale: 1 concours, 2 very good, 3 good, 4 fair, 5 project.', { size: 8 });
  return out(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}

/** A Quebec appraiser writing English for an Ontario insurer: a short report with the value in the conclusion. */
export function montrealAppraisal(rng: Random): Generated {
  const d = rng.date(1992, 2025);
  const appraiser = rng.pick(['Jean-Guy Lapointe, CPA-A', 'Marc-André Ouellet', 'Sylvie Gagnon']);
  const value = rng.int(10, 110) * 500;
  const grade = rng.pick(['#2 Excellent', '#3 Good', '#2-']);
  const p = new PageBuilder();
  letterhead(p, 'left', 'Évaluations Automobiles Laurentides', ['Appraisals for insurance, estates and sales · 3400 boul. Le Carrefour, Laval QC']);
  p.text(50, 'APPRAISAL REPORT', { size: 14, bold: true });
  p.text(545, date(d, 'uslong'), { size: 9.5, align: 'right' }).down(22);
  pairs(
    p,
    50,
    [
      ['Owner', rng.pick(['Mr. Robert Tessier', 'Ms. Janet Dunphy'])],
      ['Vehicle', rng.pick(['1967 Pontiac Beaumont SD 396', '1957 Ford Fairlane 500', '1974 Datsun 260Z'])],
      ['Condition rating', grade],
    ],
    120,
    10,
    18,
  );
  p.down(10);
  p.text(50, 'Conclusion', { size: 10.5, bold: true }).down(15);
  p.text(50, `In my opinion the fair market value of the vehicle described is $${num(value, 'en')} (Canadian dollars).`, { size: 9.5 }).down(40);
  p.text(50, appraiser, { size: 10 }).down(12);
  p.text(50, 'Certified appraiser', { size: 8 });
  return out(p, 'en', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}
