/** unseen-t's second round of other paper: receipts from Lake Balaton, Nakuru and Delhi, a DDR Kfz-Brief, a Polish policy written in German, a Hong Kong vehicle licence, an Indian sale letter, a Czech valuation written in German. */
import type { PageBuilder } from '../page';
import { addDays } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import type { Lang } from '../vocabulary';
import { fd, fields, money, page, price, r2, sum } from './kit';

type Fam = (rng: Random) => Generated;
const out = (p: PageBuilder, language: Lang, truth: Generated['truth']): Generated => ({ items: p.items, language, truth });

/** 1996 Balaton filling station slip written in German for tourists: Ft, ÁFA 25 % included. */
const balatonTankstelle: Fam = (rng) => {
  const date = `${rng.int(1995, 1997)}-0${rng.int(6, 8)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const shop = 'MOL Tankstelle Siófok-Süd';
  const p = page(rng);
  p.text(297, shop, { align: 'center', size: 12, bold: true }).down(13);
  p.text(297, 'Fő utca 210 · 8600 Siófok', { align: 'center', size: 8.5 }).down(22);
  p.text(297, 'KASSENBON / NYUGTA', { align: 'center', size: 11, bold: true }).down(20);
  const litres = price(rng, 30, 52, 0.01);
  const fuel = Math.round(litres * 112);
  const wash = rng.pick([0, 350, 450]);
  const total = fuel + wash;
  p.text(170, `Super 95  ${money(litres, 'de')} l x 112 Ft`, { size: 10 })
    .text(425, `${money(fuel, 'sp', 0)} Ft`, { size: 10, align: 'right' })
    .down(14);
  if (wash)
    p.text(170, 'Scheibenreiniger', { size: 10 })
      .text(425, `${money(wash, 'sp', 0)} Ft`, { size: 10, align: 'right' })
      .down(14);
  p.text(170, '='.repeat(44), { size: 9 }).down(14);
  p.text(170, 'GESAMT', { size: 12, bold: true })
    .text(425, `${money(total, 'sp', 0)} Ft`, { size: 12, bold: true, align: 'right' })
    .down(14);
  p.text(170, `davon ÁFA 25 %: ${money(Math.round((total * 25) / 125), 'sp', 0)} Ft`, { size: 8.5 }).down(18);
  p.text(170, `${fd(date, 'iso').replace(/-/g, '.')}.  ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 9 })
    .text(425, `Bon ${rng.int(1000, 9999)}`, { size: 9, align: 'right' })
    .down(14);
  p.text(297, 'Gute Fahrt! Jó utat!', { align: 'center', size: 9 });
  return out(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 1985 Nakuru service station cash sale, KSh, handwritten-looking serif. */
const nakuruStation: Fam = (rng) => {
  const date = rng.date(1984, 1986);
  const shop = 'Rift Valley Service Station';
  const p = page(rng, { name: shop, tagline: 'Agip dealer', lines: ['Kenyatta Avenue, P.O. Box 412, Nakuru'], style: 'left', serif: true });
  p.text(50, 'CASH SALE', { size: 13, bold: true, serif: true })
    .text(545, `No. ${rng.int(1000, 9999)}`, { size: 11, serif: true, align: 'right' })
    .down(22);
  fields(
    p,
    [
      { label: 'Date', value: fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(2, 4)}`) },
      { label: 'M/s', value: rng.pick(['Mr. J. Kamau', 'Kipkorir & Sons', 'Mrs. A. Wanjiru']) },
      { label: 'Vehicle', value: `K${rng.pick(['AB', 'TU', 'YP'])} ${rng.int(100, 999)}` },
    ],
    'twocol',
    true,
  );
  const lines: [string, number][] = [
    ['Super petrol', price(rng, 250, 420, 0.05)],
    ['Engine oil 1 litre', price(rng, 30, 45, 0.05)],
    ['Puncture repair', price(rng, 15, 25, 0.05)],
  ];
  p.text(60, 'Particulars', { size: 9, bold: true, serif: true }).text(480, 'Shs.  cts.', { size: 9, bold: true, serif: true, align: 'right' }).down(16);
  for (const [t, a] of lines) {
    const [s, c] = money(a, 'en').split('.');
    p.text(60, t, { size: 11, serif: true })
      .text(440, s, { size: 11, serif: true, align: 'right' })
      .text(475, c, { size: 11, serif: true, align: 'right' })
      .down(16);
  }
  const total = sum(lines.map((l) => l[1]));
  const [ts, tc] = money(total, 'en').split('.');
  p.box(380, p.y - 6, 110, 0.01).down(10);
  p.text(300, 'Total Shs.', { size: 11, bold: true, serif: true })
    .text(440, ts, { size: 11, bold: true, serif: true, align: 'right' })
    .text(475, tc, { size: 11, bold: true, serif: true, align: 'right' })
    .down(40);
  p.text(60, 'Goods received in good order ________________', { size: 9, serif: true });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 2019 Delhi accessories and spares shop, GST 18 % split into CGST and SGST, Indian grouping. */
const delhiSpares: Fam = (rng) => {
  const date = rng.date(2018, 2021);
  const shop = 'Kashmere Gate Auto Spares';
  const p = page(rng, {
    name: shop,
    lines: ['Shop No. 2371, Lothian Road, Kashmere Gate, Delhi 110006', 'GSTIN 07AAKPK4412M1Z3 · Ph. 011-2396 1184'],
    style: 'band',
  });
  p.text(297, 'TAX INVOICE', { align: 'center', size: 12, bold: true }).down(20);
  fields(
    p,
    [
      { label: 'Invoice No.', value: `KGAS/${date.slice(2, 4)}-${Number(date.slice(2, 4)) + 1}/${rng.int(100, 999)}` },
      { label: 'Date', value: fd(date, 'dedash') },
      { label: 'Place of supply', value: 'Delhi (07)' },
    ],
    'above',
  );
  const lines: [string, string, number][] = [
    ['Headlamp assembly, Maruti 800', '8512', price(rng, 1800, 2600, 10)],
    ['Wiper blade set', '8512', price(rng, 300, 500, 10)],
    ['Horn, 12 V', '8512', price(rng, 350, 600, 10)],
  ];
  p.text(54, 'Description', { size: 9, bold: true })
    .text(330, 'HSN', { size: 9, bold: true })
    .text(540, 'Taxable value', { size: 9, bold: true, align: 'right' })
    .down(14);
  for (const [t, h, a] of lines) p.text(54, t, { size: 9.5 }).text(330, h, { size: 9.5 }).text(540, money(a, 'in'), { size: 9.5, align: 'right' }).down(13);
  const net = sum(lines.map((l) => l[2]));
  const cgst = r2(net * 0.09);
  const total = r2(net + 2 * cgst);
  p.down(8);
  for (const [l, v] of [
    ['Taxable amount', net],
    ['CGST @ 9%', cgst],
    ['SGST @ 9%', cgst],
  ] as [string, number][])
    p.text(430, l, { align: 'right' }).text(540, money(v, 'in'), { align: 'right' }).down(13);
  p.box(330, p.y - 9, 215, 20, true);
  p.text(340, 'Invoice Total (Rs.)', { y: p.y + 5, bold: true }).text(540, money(total, 'in'), { y: p.y + 5, bold: true, align: 'right' });
  return out(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** 1976 DDR Kraftfahrzeugbrief: the issue date apart from the day of first registration. */
const ddrKfzBrief: Fam = (rng) => {
  const issued = rng.date(1975, 1977);
  const p = page(rng);
  p.text(297, 'Deutsche Demokratische Republik', { align: 'center', size: 10, serif: true }).down(18);
  p.text(297, 'Kraftfahrzeugbrief', { align: 'center', size: 18, bold: true, serif: true }).down(14);
  p.text(297, `Nr. ${rng.pick(['A', 'B'])} ${rng.int(1000000, 9999999)}`, { align: 'center', size: 10, serif: true }).down(28);
  const rows: [string, string][] = [
    ['Fahrzeugart und Aufbau', 'Pkw Kombi'],
    ['Hersteller', 'VEB Automobilwerk Eisenach'],
    ['Typ', 'Wartburg 353 Tourist'],
    ['Fahrgestell-Nr.', String(rng.int(100000, 999999))],
    ['Motor-Nr.', String(rng.int(1000000, 9999999))],
    ['Tag der ersten Zulassung', fd(addDays(issued, rng.int(2, 10)), 'de')],
    ['Halter', rng.pick(['Gerhard Zschiesche, Freiberg', 'Annelore Fritzsche, Meißen'])],
  ];
  for (const [l, v] of rows) {
    p.text(80, l, { size: 8, serif: true }).down(11);
    p.text(80, v, { size: 11, serif: true });
    p.box(80, p.y + 4, 430, 0.01).down(20);
  }
  p.down(10);
  p.text(80, `Ausgestellt am ${fd(issued, 'de')}`, { size: 10, serif: true }).down(14);
  p.text(80, 'VPKA Freiberg, Abteilung Verkehrspolizei', { size: 9, serif: true });
  p.box(380, p.y - 40, 90, 50);
  p.text(425, 'Siegel', { y: p.y - 12, size: 8, serif: true, align: 'center' });
  return out(p, 'de', { documentType: 'title', date: issued });
};

/** 2016 Polish insurer's policy written in German for a cross-border commuter: OC/AC, zł, labels left. */
const pzuPolice: Fam = (rng) => {
  const start = rng.date(2015, 2017);
  const end = addDays(addDays(start, 365), -1);
  const policy = `${rng.int(100000000, 999999999)}`;
  const oc = price(rng, 600, 1100, 1);
  const ac = price(rng, 900, 1700, 1);
  const premium = oc + ac;
  const deductible = rng.pick([500, 1000]);
  const p = page(rng, {
    name: 'Powszechny Zakład Ubezpieczeń',
    tagline: 'Filiale Słubice · Kundenbetreuung auf Deutsch',
    lines: ['ul. Jedności Robotniczej 9, 69-100 Słubice'],
    style: 'logo',
  });
  p.text(50, 'Versicherungspolice Kfz (OC / AC)', { size: 13, bold: true }).down(22);
  fields(
    p,
    [
      { label: 'Police Nr.', value: policy },
      { label: 'Versicherungszeitraum', value: `${fd(start, 'de')} – ${fd(end, 'de')}` },
      { label: 'Fahrzeug', value: 'Opel Zafira, FSL 4J17' },
      { label: 'Versicherungsnehmer', value: rng.pick(['Tomasz Nowicki', 'Sylvia Brandenburg']) },
    ],
    'left',
  );
  p.text(50, 'Deckung', { size: 9, bold: true })
    .text(380, 'Selbstbehalt', { size: 9, bold: true, align: 'right' })
    .text(540, 'Prämie', { size: 9, bold: true, align: 'right' })
    .down(14);
  p.text(50, 'OC Haftpflicht', { size: 9.5 })
    .text(380, '—', { size: 9.5, align: 'right' })
    .text(540, `${money(oc, 'sp')} zł`, { size: 9.5, align: 'right' })
    .down(13);
  p.text(50, 'AC Vollkasko', { size: 9.5 })
    .text(380, `${money(deductible, 'sp', 0)} zł`, { size: 9.5, align: 'right' })
    .text(540, `${money(ac, 'sp')} zł`, { size: 9.5, align: 'right' })
    .down(18);
  p.box(50, p.y - 12, 495, 20, true);
  p.text(56, 'Gesamtprämie für 12 Monate', { bold: true }).text(540, `${money(premium, 'sp')} zł`, { bold: true, align: 'right' });
  return out(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'AC Vollkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible,
  });
};

/** 1996 Hong Kong vehicle licence: licence number, registration mark, expiry. */
const hkLicence: Fam = (rng) => {
  const start = rng.date(1995, 1997);
  const exp = addDays(addDays(start, 365), -1);
  const nr = `${rng.int(1000000, 9999999)}`;
  const plate = `${rng.pick(['EF', 'GK', 'HA'])} ${rng.int(100, 9999)}`;
  const p = page(rng);
  p.text(297, 'TRANSPORT DEPARTMENT · HONG KONG', { align: 'center', size: 10, bold: true }).down(16);
  p.text(297, 'VEHICLE LICENCE', { align: 'center', size: 16, bold: true }).down(30);
  p.box(100, p.y - 14, 395, 150);
  const rows: [string, string][] = [
    ['Licence No.', nr],
    ['Registration Mark', plate],
    ['Class', 'Private Car'],
    ['Make', 'Toyota Crown'],
    ['Date of Expiry', fd(exp, 'uk')],
    ['Fee Paid', `HK$${money(rng.pick([3929, 5794]), 'en')}`],
  ];
  for (const [l, v] of rows) {
    p.text(115, l, { size: 9 }).text(470, v, { size: 11, bold: true, align: 'right' });
    p.down(22);
  }
  p.down(20);
  p.text(100, 'To be displayed on the windscreen. Not transferable.', { size: 7.5 });
  return out(p, 'en', { documentType: 'registration', registrationNumber: nr, plateNumber: plate, expiryDate: exp });
};

/** 1983 Indian sale letter for an Ambassador, typed on plain paper, rupees. */
const saleLetter: Fam = (rng) => {
  const date = rng.date(1982, 1984);
  const seller = rng.pick(['Shri Ramesh Chandra Gupta', 'Smt. Kamala Iyer', 'Shri Harbans Singh Bedi']);
  const priceV = rng.int(30, 70) * 1000;
  const p = page(rng);
  p.text(545, `Dated: ${fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(0, 4)}`)}`, { size: 10, serif: true, align: 'right' }).down(30);
  p.text(297, 'SALE LETTER', { align: 'center', size: 14, bold: true, serif: true }).down(30);
  const text = [
    `I, ${seller}, resident of 14/3 Kalkaji, New Delhi, do hereby`,
    `state that I have sold my car Hindustan Ambassador Mark II, Regn. No. DHD ${rng.int(1000, 9999)},`,
    `Engine No. ${rng.int(100000, 999999)}, Chassis No. ${rng.int(100000, 999999)}, to Shri ${rng.pick(['Vinod Malhotra', 'Anil Kapoor'])}`,
    `for a sum of Rs. ${money(priceV, 'in')} (Rupees ${priceV / 1000} thousand only), received in full.`,
    'Possession of the car has been handed over today along with the R.C. book and keys.',
    'I shall be responsible for all challans and claims up to this date and time.',
  ];
  for (const l of text) p.text(50, l, { size: 10.5, serif: true }).down(17);
  p.down(50);
  p.text(50, 'Witness: ______________________', { size: 10, serif: true }).text(545, '(SELLER)', { size: 10, serif: true, align: 'right' }).down(14);
  p.text(545, seller, { size: 9.5, serif: true, align: 'right' });
  return out(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceV });
};

/** 2008 Brno expert's valuation written in German for a German buyer of a Škoda 110 R: Kč, labels above. */
const brnoGutachten: Fam = (rng) => {
  const date = rng.date(2007, 2009);
  const name = rng.pick(['Ing. Pavel Dvořáček', 'Ing. Jana Procházková']);
  const value = rng.int(9, 24) * 10000;
  const note = rng.pick(['Zustand 2 (gut), restauriert 2004', 'Zustand 3 (gebraucht), Originalzustand, Rost an Türunterkanten']);
  const p = page(rng, {
    name: 'Znalecká kancelář Brno',
    tagline: 'Gerichtlich bestellter Sachverständiger für Kraftfahrzeuge',
    lines: ['Kounicova 12, 602 00 Brno'],
    style: 'center',
  });
  p.text(297, 'GUTACHTEN / ZNALECKÝ POSUDEK', { align: 'center', size: 13, bold: true }).down(24);
  fields(
    p,
    [
      { label: 'Nr.', value: `${rng.int(10, 99)}/${date.slice(0, 4)}` },
      { label: 'Fahrzeug', value: 'Škoda 110 R Coupé' },
      { label: 'Datum', value: fd(date, 'de') },
      { label: 'Baujahr', value: String(rng.int(1972, 1980)) },
    ],
    'above',
  );
  p.text(50, `Zustand: ${note}`, { size: 10 }).down(22);
  p.text(50, 'Ermittelter Zeitwert (Marktwert):', { size: 10.5, bold: true })
    .text(540, `${money(value, 'sp')} Kč`, { size: 10.5, bold: true, align: 'right' })
    .down(14);
  p.text(50, `entspricht ca. ${money(Math.round(value / 25), 'de', 0)} € (Kurs 25,0)`, { size: 8.5 }).down(60);
  p.box(330, p.y, 200, 0.01).down(12);
  p.text(330, name, { size: 9.5 }).down(11);
  p.text(330, 'Sachverständiger', { size: 8 });
  return out(p, 'de', { documentType: 'appraisal', appraiserName: name, appraisalDate: date, appraisedValue: value, conditionNotes: note });
};

export const OTHER_FAMILIES_2: Fam[] = [balatonTankstelle, nakuruStation, delhiSpares, ddrKfzBrief, pzuPolice, hkLicence, saleLetter, brnoGutachten];
