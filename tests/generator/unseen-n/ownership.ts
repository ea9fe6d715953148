import type { Random } from '../random';
import type { Generated } from '../types';
import { date, doc, grouped, money, num, plateDe, plateUs, round2, Sheet, vin } from './kit';
import { carOf, personDe, personEn, STREETS_DE, SURNAMES_DE, SURNAMES_EN, TOWNS_DE, TOWNS_UK, TOWNS_US } from './people';

const L2 = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');

/** A ZB II in abbreviations: Ausg. am next to the EZ, the Halter line with its own date. */
export function deZbTwo(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const iso = rng.date(2006, 2025);
  const p = new Sheet();
  p.text(40, 'Zulassungsbescheinigung Teil II (Fzg.-Brief)', { size: 12, bold: true })
    .text(555, `${rng.pick(L2)}${rng.pick(L2)}${num(rng, 6)}`, { size: 10, align: 'right' })
    .down(40);
  const rows = [
    ['E', vin(rng, car.year, car.wmi)],
    ['B (EZ)', date(`${car.year}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'de', 'long')],
    ['D.1/D.3', `${car.make} / ${car.model}`],
    ['C.4c', `${personDe(rng)}, ${t.town}`],
    ['Ausg. am', date(iso, 'de', 'long')],
    ['Beh.', `Kreis ${t.town}, Zul.-Stelle`],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8, bold: true }).text(130, v, { size: 10 }).down(18);
  p.down(20).text(40, 'Den Fzg.-Brief nie im Fzg. aufbewahren.', { size: 7 });
  return doc('de', { documentType: 'title', date: iso }, p);
}

/** An old Fahrzeugbrief's last page: one typed line with the place and date, the stamp's words. */
export function deOldBrief(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const iso = rng.date(1970, 1990);
  const p = new Sheet();
  p.text(297, 'Kraftfahrzeugbrief', { size: 16, bold: true, serif: true, align: 'center' })
    .down(14)
    .text(297, `Nr. ${rng.pick(L2)} ${num(rng, 7)}`, { size: 10, serif: true, align: 'center' })
    .down(40);
  const rows = [
    ['Hersteller', car.make],
    ['Typ', car.model],
    ['Fg.-Nr.', vin(rng, car.year, car.wmi)],
    ['Amtl. Kz.', plateDe(rng, t.kz)],
    ['Halter', `${personDe(rng)}, ${rng.pick(STREETS_DE)} ${rng.int(1, 40)}, ${t.town}`],
  ];
  for (const [l, v] of rows) p.text(60, l, { size: 8, serif: true }).text(180, v, { size: 10, serif: true }).down(18);
  p.down(30)
    .text(60, `${t.town}, d. ${date(iso, 'de', 'long')}`, { size: 10, serif: true })
    .down(14)
    .text(60, `Der Oberkreisdirektor – Str.-Verk.-Amt – i. A. ${rng.pick(SURNAMES_DE)}`, { size: 8, serif: true });
  return doc('de', { documentType: 'title', date: iso }, p);
}

/** A US certificate of title with terse cells: Title#, Iss. Dt, Odo, Lien: none. */
export function usTitleCells(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const car = carOf(rng);
  const iso = rng.date(1985, 2024);
  const p = new Sheet();
  p.text(297, `${rng.pick(['COMMONWEALTH OF PENNSYLVANIA', 'STATE OF WASHINGTON', 'STATE OF ILLINOIS'])}`, { size: 11, bold: true, align: 'center' })
    .down(14)
    .text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { size: 10, align: 'center' })
    .down(30);
  const cells = [
    ['Title#', num(rng, 8)],
    ['Iss. Dt', date(iso, 'us', 'long')],
    ['Yr', String(car.year)],
    ['Mk', car.make.toUpperCase()],
    ['VIN', vin(rng, car.year, car.wmi)],
    ['Odo', `${grouped(rng.int(10000, 99999), 'us')} EXEMPT`],
    ['Prev. St.', rng.pick(['OH', 'CA', 'NY'])],
    ['Lien', 'NONE'],
  ];
  cells.forEach(([l, v], i) => {
    const x = 40 + (i % 4) * 129;
    const y = p.y + Math.floor(i / 4) * 32;
    p.box(x, y, 127, 28)
      .text(x + 3, l, { size: 6.5, y: y + 8 })
      .text(x + 3, v, { size: 9, bold: true, y: y + 22 });
  });
  p.down(80)
    .text(40, `Owner: ${personEn(rng).toUpperCase()}, ${t.town.toUpperCase()} ${t.st}`, { size: 9 })
    .down(30);
  p.text(40, 'Assignment of title by seller on reverse. Any alteration voids this title.', { size: 7 });
  return doc('en', { documentType: 'title', date: iso }, p);
}

/** A 1970s state title, sparse: the date only after "Issued" in the footnote line. */
export function usTitleFootnote(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const car = carOf(rng);
  const iso = rng.date(1968, 1984);
  const p = new Sheet();
  p.text(297, `${t.st} Certificate of Title`, { size: 14, bold: true, serif: true, align: 'center' }).down(50);
  p.text(60, `${car.year}  ${car.make.toUpperCase()}  ${vin(rng, car.year, car.wmi)}`, { size: 11, serif: true }).down(20);
  p.text(60, `${personEn(rng).toUpperCase()}`, { size: 11, serif: true })
    .down(14)
    .text(60, `${rng.int(100, 9999)} ${rng.pick(['ELM ST', 'OAK AVE', 'RR 2'])}, ${t.town.toUpperCase()}`, { size: 11, serif: true })
    .down(80);
  p.text(60, `No. ${num(rng, 7)} · Issued ${date(iso, 'us', 'abbr')} · Fee $${money(round2(rng.int(200, 1500) / 100), 'us')} · Reg. ${plateUs(rng)}`, {
    size: 7,
    serif: true,
  });
  return doc('en', { documentType: 'title', date: iso }, p);
}

/** A Kaufvertrag in two columns (Verk. | Käuf.), the price and date in terse rows under them. */
export function deKvTwoColumn(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const iso = rng.date(2003, 2025);
  const seller = personDe(rng);
  const price = rng.int(45, 900) * 100;
  const left = rng.chance(0.5);
  const p = new Sheet();
  p.text(297, 'Kaufvertrag (priv.) gebr. Kfz', { size: 13, bold: true, align: 'center' }).down(36);
  const sx = left ? 40 : 310;
  const bx = left ? 310 : 40;
  const block = (x: number, role: string, name: string) => {
    p.text(x, role, { size: 8, bold: true, y: p.y })
      .text(x, name, { size: 10, y: p.y + 14 })
      .text(x, `${rng.pick(STREETS_DE)} ${rng.int(1, 90)}, ${rng.pick(TOWNS_DE).town}`, { size: 9, y: p.y + 27 })
      .text(x, `Tel. 01${rng.int(51, 79)} ${num(rng, 7)}`, { size: 8, y: p.y + 39 });
  };
  block(sx, 'Verk.', seller);
  block(bx, 'Käuf.', personDe(rng));
  p.down(70);
  const rows = [
    ['Fzg.', `${car.make} ${car.model}`],
    ['FIN', vin(rng, car.year, car.wmi)],
    ['EZ', date(`${car.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de', 'long')],
    ['Km-St.', `${grouped(rng.int(40000, 240000), 'de')} (abgelesen)`],
    ['Kz.', plateDe(rng, t.kz)],
    ['Kaufpr.', `${money(price, 'de')} EUR (i. W. ${wordsDe(price)})`],
    ['Anz.', rng.chance(0.5) ? `${money(Math.round(price / 10 / 100) * 100, 'de')} EUR erhalten` : 'keine'],
    ['Überg.', date(iso, 'de', 'long')],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8, bold: true }).text(110, v, { size: 10 }).down(16);
  p.down(20).text(40, 'Verkauf unter Ausschluss jeder Gewährleistung. Das Fzg. ist unfallfrei lt. Verk.', { size: 8 }).down(40);
  p.text(40, `${t.town}, ${date(iso, 'de', 'short')}`, { size: 9 })
    .text(310, '______________  ______________', { size: 9 })
    .down(12)
    .text(310, 'Verk.              Käuf.', { size: 7 });
  return doc('de', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: iso }, p);
}

/** A number in German words, as contracts spell a price out (whole hundreds). */
function wordsDe(n: number): string {
  const ones = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  const tens = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
  const teens: Record<number, string> = {
    11: 'elf',
    12: 'zwölf',
    13: 'dreizehn',
    14: 'vierzehn',
    15: 'fünfzehn',
    16: 'sechzehn',
    17: 'siebzehn',
    18: 'achtzehn',
    19: 'neunzehn',
  };
  const below100 = (k: number) =>
    k === 0 ? '' : (teens[k] ?? (k % 10 === 0 ? tens[k / 10] : k < 10 ? ones[k] : `${ones[k % 10]}und${tens[Math.floor(k / 10)]}`));
  const th = Math.floor(n / 1000);
  const h = Math.floor((n % 1000) / 100);
  return `${th ? `${below100(th)}tausend` : ''}${h ? `${ones[h]}hundert` : ''}`;
}

/** A dealer's sales invoice for a car: Fzg.-Verk., Kaufpr. net and gross, Inz. (trade-in) as a distractor. */
export function deDealerSale(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const dealer = `${rng.pick(SURNAMES_DE)} Classic Cars GmbH`;
  const car = carOf(rng);
  const iso = rng.date(2008, 2025);
  const gross = rng.int(120, 1400) * 100;
  const margin = rng.chance(0.5);
  const net = round2(gross / 1.19);
  const p = new Sheet();
  p.text(40, dealer, { size: 14, bold: true })
    .down(11)
    .text(40, `${rng.pick(STREETS_DE)} ${rng.int(1, 60)} · ${t.plz} ${t.town} · USt-IdNr. DE${num(rng, 9)}`, { size: 7.5 })
    .down(50);
  p.row(
    [
      [40, `Rg.-Nr. FV-${num(rng, 5)}`],
      [300, `Re.-Dat. ${date(iso, 'de', 'long')}`],
      [555, `Kd.-Nr. ${num(rng, 5)}`, 'right'],
    ],
    9,
    true,
  ).down(30);
  p.text(40, `Fzg.-Verk.: ${car.make} ${car.model} · FIN ${vin(rng, car.year, car.wmi)} · EZ ${car.year}`, { size: 9 }).down(30);
  if (margin) {
    p.row(
      [
        [40, 'Kaufpr. (Diff.-Best. § 25a UStG)'],
        [555, money(gross, 'de'), 'right'],
      ],
      10,
      true,
    ).down(16);
  } else {
    p.row([
      [40, 'Kaufpr. netto'],
      [555, money(net, 'de'), 'right'],
    ]).down(13);
    p.row([
      [40, 'MwSt 19 %'],
      [555, money(round2(gross - net), 'de'), 'right'],
    ]).down(13);
    p.row(
      [
        [40, 'Kaufpr. brutto'],
        [555, money(gross, 'de'), 'right'],
      ],
      10,
      true,
    ).down(16);
  }
  const inz = rng.int(20, 90) * 100;
  p.row([
    [40, 'abzgl. Inz.-Fzg. (VW Golf)'],
    [555, `- ${money(inz, 'de')}`, 'right'],
  ]).down(13);
  p.row(
    [
      [40, 'Restzahlung EUR'],
      [555, money(gross - inz, 'de'), 'right'],
    ],
    9,
  ).down(50);
  p.text(40, `Sparkasse ${t.town} · IBAN DE${num(rng, 2)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 2)} · GF ${personDe(rng)}`, {
    size: 7,
  });
  return doc('de', { documentType: 'purchase', sellerName: dealer, purchasePrice: gross, saleDate: iso }, p);
}

/** A 1979 handwritten-style private sale: few words, no labels, the price in DM, the date at the foot. */
export function dePrivateSparse(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const car = carOf(rng);
  const iso = rng.date(1972, 1995);
  const seller = personDe(rng);
  const buyer = personDe(rng);
  const price = rng.int(8, 120) * 100;
  const p = new Sheet();
  p.y = 120;
  const T = (s: string, size = 11) => p.text(60, s, { serif: true, size }).down(22);
  T(`Ich, ${seller}, verkaufe an ${buyer}`);
  T(`den ${car.make} ${car.model}, Fg.-Nr. ${vin(rng, car.year, car.wmi)},`);
  T(`für ${money(price, 'de')} DM. Betrag bar erhalten.`);
  T('Wie besichtigt und probegefahren, ohne Garantie.');
  p.down(40);
  T(`${t.town}, ${date(iso, 'de', 'dash')}`, 10);
  p.down(20);
  p.text(60, seller, { serif: true, size: 9 }).text(330, buyer, { serif: true, size: 9 });
  return doc('de', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: iso }, p);
}

/** A US bill of sale in abbreviations: Slr., Byr., Amt, Dt; odometer disclosure. */
export function usBillOfSaleAbbr(rng: Random): Generated {
  const t = rng.pick(TOWNS_US);
  const car = carOf(rng);
  const iso = rng.date(1985, 2025);
  const seller = personEn(rng);
  const price = rng.int(30, 900) * 100 + rng.pick([0, 0, 50]);
  const p = new Sheet();
  p.text(40, 'BILL OF SALE — MOTOR VEHICLE', { size: 13, bold: true }).down(34);
  const rows = [
    ['Slr.', `${seller}, ${rng.int(100, 9999)} ${rng.pick(['Maple Dr', 'Cedar Ln'])}, ${t.town} ${t.st}`],
    ['Byr.', `${personEn(rng)}, ${rng.pick(TOWNS_US).town}`],
    ['Veh.', `${car.year} ${car.make} ${car.model}`],
    ['VIN', vin(rng, car.year, car.wmi)],
    ['Odo', `${grouped(rng.int(20000, 99999), 'us')} (not actual mi.)`],
    ['Amt', `$${money(price, 'us')}`],
    ['Dt', date(iso, 'us', 'short')],
  ];
  for (const [l, v] of rows) p.text(40, l, { size: 8, bold: true }).text(90, v, { size: 10 }).down(17);
  p.down(20).text(40, 'Sold as is, where is. Slr. warrants clear title, free of all liens.', { size: 8 }).down(40);
  p.text(40, '____________________ Slr.     ____________________ Byr.', { size: 9 }).down(14);
  p.text(40, `Notary: ${rng.pick(SURNAMES_EN)}, comm. exp. ${Number(iso.slice(0, 4)) + 3}`, { size: 7 });
  return doc('en', { documentType: 'purchase', sellerName: seller, purchasePrice: price, saleDate: iso }, p);
}

/** A UK dealer's sales invoice: Inv#, P/X allowance, Bal. due; the car's price at the right edge. */
export function ukDealerPx(rng: Random): Generated {
  const t = rng.pick(TOWNS_UK);
  const dealer = `${rng.pick(SURNAMES_EN)} ${rng.pick(['Classics', 'Sports Cars', 'Prestige'])} Ltd`;
  const car = carOf(rng);
  const iso = rng.date(1995, 2025);
  const price = rng.int(60, 950) * 100;
  const px = rng.int(10, 40) * 100;
  const dep = rng.pick([500, 1000]);
  const p = new Sheet();
  p.text(555, dealer, { size: 14, bold: true, align: 'right' })
    .down(11)
    .text(555, `${t.town}, ${t.county} · ${t.tel} ${num(rng, 6)} · Co. No. ${num(rng, 8)}`, { size: 7.5, align: 'right' })
    .down(50);
  p.text(40, `SALES INV# ${num(rng, 4)}   Dt ${date(iso, 'uk', 'short')}`, { size: 10, bold: true }).down(30);
  p.row([
    [40, `${car.year} ${car.make} ${car.model} · Reg. ${num(rng, 3)} ${rng.pick(['XKL', 'BRT'])} · Chas. ${vin(rng, car.year, car.wmi)}`],
    [555, money(price, 'uk'), 'right'],
  ]).down(14);
  p.row(
    [
      [40, 'Margin scheme — no VAT shown'],
      [555, '', 'right'],
    ],
    7,
  ).down(24);
  p.row([
    [40, 'Less P/X'],
    [555, `(${money(px, 'uk')})`, 'right'],
  ]).down(13);
  p.row([
    [40, 'Less dep. pd'],
    [555, `(${money(dep, 'uk')})`, 'right'],
  ]).down(13);
  p.row(
    [
      [40, 'Bal. due £'],
      [555, money(price - px - dep, 'uk'), 'right'],
    ],
    10,
    true,
  ).down(50);
  p.text(40, 'Sold as seen. Title passes on receipt of cleared funds.', { size: 7 });
  return doc('en', { documentType: 'purchase', sellerName: dealer, purchasePrice: price, saleDate: iso }, p);
}
