import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, currencyDe, date, doc, grouped, money, num, plateDe, priceScale, priced, round2, Sheet, sum, vatDe, vin } from './kit';
import { carOf, personDe, STREETS_DE, SURNAMES_DE, TOWNS_DE } from './people';

const JOBS_DE = [
  'Inspektion n. Herst.-Vorg.',
  'Ölwechsel inkl. Filter',
  'Bremsfl. erneuert',
  'Bremsbeläge VA ern.',
  'Zündung eingest.',
  'Vergaser gereinigt u. eingest.',
  'Kupplung ern.',
  'Auspuff-MSD ern.',
  'Zahnriemen ern.',
  'Kühlsyst. gespült',
  'Achsvermessung',
  'HU-Vorbereitung',
  'Unterbodenschutz ausgebessert',
  'Keilriemen ern.',
];
const PARTS_DE = [
  'Ölfilter',
  'Motoröl 15W-40',
  'Luftfilter',
  'Zündkerzen',
  'Bremsbeläge VA',
  'Bremsflüssigk. DOT 4',
  'Kupplungssatz',
  'MSD Auspuff',
  'Zahnriemensatz',
  'Frostschutz',
  'Keilriemen',
  'Unterbodenschutz',
  'Verteilerkappe',
  'Unterbrecherkontakt',
  'Dichtungssatz Ventildeckel',
];

interface Bill {
  jobs: [string, number][];
  parts: [string, number][];
  labor: number;
  partsNet: number;
  vatRate: number;
  vat: number;
  total: number;
}

/** A German bill's figures: labour and parts net, the VAT of the day on both, the gross total. */
function bill(rng: Random, iso: string, nJobs: number, nParts: number): Bill {
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_DE, nJobs, 28, 420, s);
  const parts = priced(rng, PARTS_DE, nParts, 6, 260, s);
  const labor = sum(jobs.map((j) => j[1]));
  const partsNet = sum(parts.map((p) => p[1]));
  const vatRate = vatDe(iso);
  const vat = round2(((labor + partsNet) * vatRate) / 100);
  return { jobs, parts, labor, partsNet, vatRate, vat, total: round2(labor + partsNet + vat) };
}

const truthOf = (b: Bill, serviceDate: string, shopName: string, mileage: number | undefined, split = true) => ({
  documentType: 'service',
  serviceDate,
  shopName,
  ...(mileage === undefined ? {} : { serviceMileage: mileage }),
  ...(split ? { laborCost: b.labor, partsCost: b.partsNet } : {}),
  totalCost: b.total,
  workPerformed: b.jobs.map((j) => j[0]),
  partsUsed: b.parts.map((p) => p[0]),
});

/** A Kfz-Meister's bill: one header line of abbreviations, a Kz. column (A/M) explained under the table. */
export function deKzColumn(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `Kfz-Meisterbetrieb ${rng.pick(SURNAMES_DE)}`;
  const iso = rng.date(2003, 2024);
  const b = bill(rng, iso, rng.int(2, 4), rng.int(2, 5));
  const km = rng.int(40000, 240000);
  const cur = currencyDe(iso);
  const p = new Sheet();
  p.text(40, shop, { size: 15, bold: true }).down(13);
  p.text(
    40,
    `${rng.pick(STREETS_DE)} ${rng.int(2, 80)} · ${t.plz} ${t.town} · Tel. ${t.tel}/${num(rng, 5)} · St.-Nr. ${num(rng, 3)}/${num(rng, 3)}/${num(rng, 5)}`,
    { size: 7.5 },
  ).down(40);
  p.text(40, personDe(rng), { size: 9 })
    .down(11)
    .text(40, `${rng.pick(STREETS_DE)} ${rng.int(1, 40)}`, { size: 9 })
    .down(11)
    .text(40, `${t.plz.slice(0, 3)}${rng.int(10, 99)} ${t.town}`, { size: 9 })
    .down(40);
  p.text(40, 'RECHNUNG', { size: 12, bold: true }).down(16);
  p.box(40, p.y - 10, 515, 28);
  const head = [
    ['Rg.-Nr.', num(rng, 5)],
    ['Re.-Dat.', date(iso, 'de', 'short')],
    ['Kd.-Nr.', num(rng, 4)],
    ['Amtl. Kz.', plateDe(rng, t.kz)],
    ['Km-St.', grouped(km, 'de')],
  ];
  head.forEach(([l, v], i) => p.text(46 + i * 102, l, { size: 7 }).text(46 + i * 102, v, { size: 9, y: p.y + 11 }));
  p.down(40);
  p.row(
    [
      [40, 'Pos.'],
      [72, 'Kz.'],
      [100, 'Bez.'],
      [330, 'Anz.'],
      [365, 'ME'],
      [470, 'Einz.-Pr.', 'right'],
      [550, 'Ges.-Pr.', 'right'],
    ],
    8,
    true,
  )
    .down(4)
    .rule()
    .down(12);
  let pos = 1;
  const line = (kz: string, name: string, amount: number, unit: string) => {
    const qty = unit === 'AW' ? rng.int(2, 30) : rng.int(1, 4);
    p.row([
      [40, String(pos++)],
      [76, kz],
      [100, name],
      [350, String(qty), 'right'],
      [365, unit],
      [470, money(round2(amount / qty), 'de'), 'right'],
      [550, money(amount, 'de'), 'right'],
    ]).down(13);
  };
  // Unit prices are printed rounded; the line amount is what counts, as on the real thing.
  b.jobs.forEach(([n, a]) => line('A', n, a, 'AW'));
  b.parts.forEach(([n, a]) => line('M', n, a, 'St.'));
  p.rule().down(10).text(40, 'Kz.: A = Arbeit, M = Material · 1 AW = 5 Min.', { size: 7 }).down(22);
  const tot = [
    ['Lohn', b.labor],
    ['Mat.', b.partsNet],
    ['Netto', round2(b.labor + b.partsNet)],
    [`MwSt ${b.vatRate} %`, b.vat],
  ] as const;
  for (const [l, v] of tot)
    p.row([
      [400, l],
      [550, money(v, 'de'), 'right'],
    ]).down(13);
  p.row(
    [
      [400, `Ges.-Betr. ${cur}`],
      [550, money(b.total, 'de'), 'right'],
    ],
    10,
    true,
  ).down(40);
  p.text(
    40,
    `Zahlb. sof. o. Abzug · ${rng.pick(['Sparkasse', 'Volksbank', 'Raiffeisenbank'])} ${t.town} IBAN DE${num(rng, 2)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 2)}`,
    { size: 7 },
  );
  p.down(11).text(40, `Nä. Insp. b. Km-St. ${grouped(km + 15000, 'de')} od. ${date(addDays(iso, 365), 'de', 'short')}`, { size: 7 });
  return doc('de', truthOf(b, iso, shop, km), p);
}

/** A dealer's print in small type: ten columns, a tax-code column, Leist.-Dat. apart from Re.-Dat. */
export function deTenColumns(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `Autohaus ${rng.pick(SURNAMES_DE)} GmbH & Co. KG`;
  const iso = rng.date(2008, 2025);
  const work = addDays(iso, -rng.int(1, 9));
  const s = priceScale(Number(iso.slice(0, 4)));
  const jobs = priced(rng, JOBS_DE, rng.int(2, 4), 40, 380, s);
  const rawParts = priced(rng, PARTS_DE, rng.int(3, 6), 8, 240, s);
  const disc = rng.pick([0, 5, 10]);
  const parts = rawParts.map(([n, a]) => [n, a, round2((a * (100 - disc)) / 100)] as const);
  const labor = sum(jobs.map((j) => j[1]));
  const partsNet = sum(parts.map((x) => x[2]));
  const rate = vatDe(work);
  const vat = round2(((labor + partsNet) * rate) / 100);
  const total = round2(labor + partsNet + vat);
  const km = rng.int(20000, 190000);
  const car = carOf(rng);
  const p = new Sheet();
  p.text(555, shop, { size: 13, bold: true, align: 'right' }).down(11);
  p.text(555, `${rng.pick(STREETS_DE)} ${rng.int(1, 99)}, ${t.plz} ${t.town} · Tel. ${t.tel} ${num(rng, 4)}-0 · USt-IdNr. DE${num(rng, 9)}`, {
    size: 7,
    align: 'right',
  }).down(50);
  p.text(40, `Re. ${num(rng, 8)}`, { size: 11, bold: true }).down(14);
  const info = [
    ['Re.-Dat.', date(iso, 'de', 'long')],
    ['Leist.-Dat.', date(work, 'de', 'long')],
    ['Auftr.-Nr.', num(rng, 6)],
    ['Kd.-Nr.', num(rng, 6)],
    ['Fzg.', `${car.make} ${car.model}`],
    ['FIN', vin(rng, car.year, car.wmi)],
    ['Kz.', plateDe(rng, t.kz)],
    ['Km-St.', grouped(km, 'de')],
    ['EZ', date(`${car.year}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'de', 'long').slice(3)],
  ];
  info.forEach(([l, v], i) => p.text(40 + (i % 3) * 175, `${l} ${v}`, { size: 7.5, y: p.y + Math.floor(i / 3) * 10 }));
  p.down(44);
  const X = [40, 58, 70, 130, 300, 330, 350, 400, 430, 490, 550];
  const head = ['Pos', 'T', 'Art.-Nr.', 'Bez.', 'Menge', 'ME', 'E.-Pr.', 'Rab.%', 'Betrag', 'St.'];
  head.forEach((h, i) =>
    p.text(i >= 4 && i !== 5 && i !== 9 ? X[i + 1] - 4 : X[i], h, { size: 6.5, bold: true, align: i >= 4 && i !== 5 && i !== 9 ? 'right' : 'left' }),
  );
  p.down(3).rule().down(9);
  let pos = 10;
  for (const [n, a] of jobs) {
    const hrs = rng.pick([0.5, 1, 1.2, 1.5, 2, 2.4, 3]);
    p.row(
      [
        [40, String(pos)],
        [58, 'L'],
        [70, `${rng.int(10, 99)}${num(rng, 4)}`],
        [130, n],
        [326, hrs.toFixed(2).replace('.', ','), 'right'],
        [330, 'Std'],
        [396, money(round2(a / hrs), 'de'), 'right'],
        [426, '', 'right'],
        [486, money(a, 'de'), 'right'],
        [494, '1'],
      ],
      6.5,
    ).down(9);
    pos += 10;
  }
  for (const [n, a, net] of parts) {
    p.row(
      [
        [40, String(pos)],
        [58, 'T'],
        [70, `${rng.pick(['A', 'N', '0'])}${num(rng, 3)} ${num(rng, 3)} ${num(rng, 2)}`],
        [130, n],
        [326, '1,00', 'right'],
        [330, 'St'],
        [396, money(a, 'de'), 'right'],
        [426, disc ? String(disc) : '', 'right'],
        [486, money(net, 'de'), 'right'],
        [494, '1'],
      ],
      6.5,
    ).down(9);
    pos += 10;
  }
  p.down(4).text(40, 'T: L = Lohn, T = Teile · St.: 1 = MwSt-pflichtig', { size: 6 }).down(18);
  for (const [l, v] of [
    ['Summe Lohn', labor],
    ['Summe Teile', partsNet],
    [`MwSt (St. 1) ${rate} %`, vat],
  ] as const)
    p.row(
      [
        [380, l],
        [486, money(v, 'de'), 'right'],
      ],
      7.5,
    ).down(10);
  p.row(
    [
      [380, 'Rechnungsbetrag EUR'],
      [486, money(total, 'de'), 'right'],
    ],
    8.5,
    true,
  ).down(50);
  p.text(40, `Geschäftsf.: ${personDe(rng)} · AG ${t.town} HRA ${num(rng, 4)} · Zahlbar innerh. 8 Tg. netto`, { size: 6 });
  const truth = {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labor,
    partsCost: partsNet,
    totalCost: total,
    workPerformed: jobs.map((j) => j[0]),
    partsUsed: parts.map((x) => x[0]),
  };
  return doc('de', truth, p);
}

/** Two columns: the car and the customer on the left, the work and material on the right. */
export function deTwoColumn(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(SURNAMES_DE)} & ${rng.pick(SURNAMES_DE)} Kfz-Technik`;
  const iso = rng.date(1995, 2019);
  const b = bill(rng, iso, rng.int(2, 3), rng.int(2, 4));
  const km = rng.int(50000, 260000);
  const cur = currencyDe(iso);
  const car = carOf(rng);
  const p = new Sheet();
  p.text(40, shop, { size: 14, bold: true, serif: true })
    .down(12)
    .text(40, `${t.plz} ${t.town} · ${rng.pick(STREETS_DE)} ${rng.int(1, 60)} · Tel. ${t.tel}-${num(rng, 5)}`, { size: 8 })
    .down(30);
  p.box(290, 120, 0.01, 560);
  const L = (l: string, v: string) => p.text(40, l, { size: 7 }).text(110, v, { size: 9 }).down(14);
  p.text(40, 'Rechnung', { size: 12, bold: true }).down(20);
  L('Rg.-Nr.', `${iso.slice(2, 4)}/${num(rng, 4)}`);
  L('Dat.', date(iso, 'de', rng.pick(['short', 'long'] as const)));
  L('Kd.-Nr.', num(rng, 5));
  p.down(8);
  L('Kd.', personDe(rng));
  L('', `${rng.pick(STREETS_DE)} ${rng.int(1, 40)}, ${t.town}`);
  p.down(8);
  L('Fzg.', `${car.make} ${car.model}`);
  L('Amtl. Kz.', plateDe(rng, t.kz));
  L('FIN', vin(rng, car.year, car.wmi));
  L('EZ', `${String(rng.int(1, 12)).padStart(2, '0')}/${car.year}`);
  L('Km-St.', grouped(km, 'de'));
  L('Nä. HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(iso.slice(0, 4)) + 2}`);
  const right = new Sheet();
  right.y = 150;
  right.text(305, 'Arbeiten', { size: 9, bold: true }).down(14);
  for (const [n, a] of b.jobs)
    right
      .row([
        [305, n],
        [555, money(a, 'de'), 'right'],
      ])
      .down(12);
  right
    .row(
      [
        [305, 'Lohn'],
        [555, money(b.labor, 'de'), 'right'],
      ],
      9,
      true,
    )
    .down(22);
  right.text(305, 'Material', { size: 9, bold: true }).down(14);
  for (const [n, a] of b.parts)
    right
      .row([
        [305, n],
        [555, money(a, 'de'), 'right'],
      ])
      .down(12);
  right
    .row(
      [
        [305, 'Mat.'],
        [555, money(b.partsNet, 'de'), 'right'],
      ],
      9,
      true,
    )
    .down(26);
  right
    .row([
      [305, 'Netto'],
      [555, money(round2(b.labor + b.partsNet), 'de'), 'right'],
    ])
    .down(12);
  right
    .row([
      [305, `+ ${b.vatRate} % MwSt`],
      [555, money(b.vat, 'de'), 'right'],
    ])
    .down(16);
  right.box(300, right.y - 11, 260, 16, true).row(
    [
      [305, `Zu zahlen ${cur}`],
      [555, money(b.total, 'de'), 'right'],
    ],
    10,
    true,
  );
  p.items.push(...right.items);
  p.text(40, `Bankverb.: Kreissparkasse ${t.town}, Kto. ${num(rng, 7)}, BLZ ${num(rng, 3)} ${num(rng, 3)} ${num(rng, 2)}`, { size: 7, y: 790 });
  return doc('de', truthOf(b, iso, shop, km), p);
}

/** Job codes with their legend at the foot; the item rows carry only the code, hours and amount. */
export function deJobCodes(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(['Bosch-Dienst', 'Auto-Service', 'Kfz-Werkstatt'])} ${rng.pick(SURNAMES_DE)}`;
  const iso = rng.date(1986, 2012);
  const s = priceScale(Number(iso.slice(0, 4)));
  const legend = rng.some(JOBS_DE, 7).map((name, i) => [String(10 * (i + 1)).padStart(3, '0'), name] as const);
  const used = rng.some(legend, rng.int(2, 3)).map(([c, n]) => [c, n, rng.pick([0.5, 1, 1.5, 2, 2.5, 3.5])] as const);
  const rateH = round2(rng.int(38, 95) * s * 1.6);
  const jobs = used.map(([c, n, h]) => [c, n, h, round2(h * rateH)] as const);
  const parts = priced(rng, PARTS_DE, rng.int(2, 4), 5, 180, s);
  const labor = sum(jobs.map((j) => j[3]));
  const partsNet = sum(parts.map((x) => x[1]));
  const rate = vatDe(iso);
  const vat = round2(((labor + partsNet) * rate) / 100);
  const total = round2(labor + partsNet + vat);
  const km = rng.int(30000, 220000);
  const cur = currencyDe(iso);
  const p = new Sheet();
  p.text(40, shop.toUpperCase(), { size: 13, bold: true })
    .text(555, `${t.town}, ${date(iso, 'de', 'long')}`, { size: 9, align: 'right' })
    .down(11);
  p.text(40, `${rng.pick(STREETS_DE)} ${rng.int(1, 99)} · ${t.plz} ${t.town} · Tel. ${t.tel}/${num(rng, 4)}`, { size: 7.5 }).down(50);
  p.text(40, `Rechnung Nr. ${num(rng, 5)}   Kz. ${plateDe(rng, t.kz)}   Km ${grouped(km, 'de')}   Auftr. ${num(rng, 4)}`, { size: 9, bold: true }).down(26);
  p.row(
    [
      [40, 'Code'],
      [90, 'Std.'],
      [140, 'Std.-Satz', 'left'],
      [300, `Betrag ${cur}`, 'right'],
    ],
    8,
    true,
  ).down(14);
  for (const [c, , h, a] of jobs)
    p.row([
      [40, c],
      [90, h.toFixed(1).replace('.', ',')],
      [140, money(rateH, 'de')],
      [300, money(a, 'de'), 'right'],
    ]).down(12);
  p.down(10)
    .row(
      [
        [40, 'Mat.'],
        [300, '', 'right'],
      ],
      8,
      true,
    )
    .down(14);
  for (const [n, a] of parts)
    p.row([
      [40, n],
      [300, money(a, 'de'), 'right'],
    ]).down(12);
  p.down(16);
  const totals = [
    ['Lohn', labor],
    ['Mat.', partsNet],
    [`MwSt ${rate}%`, vat],
  ] as const;
  for (const [l, v] of totals)
    p.row([
      [400, l],
      [555, money(v, 'de'), 'right'],
    ]).down(13);
  p.row(
    [
      [400, `Summe ${cur}`],
      [555, money(total, 'de'), 'right'],
    ],
    10,
    true,
  ).down(50);
  p.text(40, 'Arb.-Codes:', { size: 7, bold: true }).down(10);
  legend.forEach(([c, n], i) => p.text(40 + (i % 2) * 250, `${c} ${n}`, { size: 7, y: p.y + Math.floor(i / 2) * 9 }));
  const truth = {
    documentType: 'service',
    serviceDate: iso,
    shopName: shop.toUpperCase(),
    serviceMileage: km,
    laborCost: labor,
    partsCost: partsNet,
    totalCost: total,
    workPerformed: jobs.map((j) => j[1]),
    partsUsed: parts.map((x) => x[0]),
  };
  return doc('de', truth, p);
}

/** A 1970s bill off a typewriter: no ruling, DM, Std. and Lohn, material lines, the MwSt of the day. */
export function deTyped70s(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const owner = rng.pick(SURNAMES_DE);
  const shop = `Reparaturwerkstätte ${owner}`;
  const iso = rng.date(1970, 1979);
  const b = bill(rng, iso, rng.int(2, 3), rng.int(2, 4));
  const km = rng.int(20000, 140000);
  const p = new Sheet();
  const T = (x: number, s: string, o: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {}) =>
    p.text(x, s, { serif: true, size: o.size ?? 10, bold: o.bold, align: o.align });
  p.text(297, shop, { size: 14, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `Inh. ${rng.pick(['Karl', 'Otto', 'Willi', 'Heinz'])} ${owner} · Kfz.-Meister · ${t.town} · Fernruf ${rng.int(2000, 9999)}`, {
    size: 8,
    serif: true,
    align: 'center',
  }).down(60);
  T(40, `Herrn ${personDe(rng)}`).down(12);
  T(40, t.town).down(40);
  T(40, `Rechnung Nr. ${rng.int(100, 999)}`, { bold: true });
  T(555, `${t.town}, den ${date(iso, 'de', 'dash')}`, { align: 'right' }).down(24);
  T(40, `Betr. Ihr Fzg. ${plateDe(rng, t.kz)}, Km-St. ${grouped(km, 'de')}`).down(30);
  for (const [n, a] of b.jobs) {
    T(40, `${rng.pick([1, 2, 3, 4])},${rng.pick(['0', '5'])} Std. ${n}`);
    T(480, money(a, 'de'), { align: 'right' }).down(14);
  }
  T(380, 'Lohn');
  T(555, money(b.labor, 'de'), { align: 'right' }).down(22);
  for (const [n, a] of b.parts) {
    T(40, `1 ${n}`);
    T(480, money(a, 'de'), { align: 'right' }).down(14);
  }
  T(380, 'Mat.');
  T(555, money(b.partsNet, 'de'), { align: 'right' }).down(22);
  T(380, 'zus.');
  T(555, money(round2(b.labor + b.partsNet), 'de'), { align: 'right' }).down(14);
  T(380, `${b.vatRate} % MwSt.`);
  T(555, money(b.vat, 'de'), { align: 'right' }).down(14);
  T(480, '==========').down(14);
  T(380, 'DM', { bold: true });
  T(555, money(b.total, 'de'), { align: 'right', bold: true }).down(60);
  T(40, 'Betrag dankend erhalten', { size: 9 }).down(12);
  T(40, `Postscheckkonto ${rng.pick(['Köln', 'Frankfurt', 'München', 'Hannover'])} ${num(rng, 6)}-${num(rng, 3)}`, { size: 8 });
  return doc('de', truthOf(b, iso, shop, km), p);
}

/** The date of work and the odometer only in a footnote under the table, marked with *). */
export function deFootnote(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(['Oldtimerwerkstatt', 'Klassik-Service', 'Youngtimer-Garage'])} ${t.town}`;
  const iso = rng.date(2010, 2026);
  const work = addDays(iso, -rng.int(2, 14));
  const b = bill(rng, work, rng.int(2, 4), rng.int(2, 4));
  const km = rng.int(60000, 310000);
  const p = new Sheet();
  p.text(40, shop, { size: 16, bold: true })
    .down(12)
    .text(40, `Inh. ${personDe(rng)} · ${rng.pick(STREETS_DE)} ${rng.int(3, 50)} · ${t.plz} ${t.town}`, { size: 8 })
    .down(60);
  p.row(
    [
      [40, `Rg. ${iso.slice(0, 4)}-${num(rng, 3)}`, 'left'],
      [555, date(iso, 'de', 'long'), 'right'],
    ],
    10,
    true,
  ).down(12);
  p.text(40, `Kd.-Nr. ${num(rng, 4)} · Amtl. Kz. ${plateDe(rng, t.kz)}*`, { size: 8 }).down(30);
  p.row(
    [
      [40, 'Bez.'],
      [420, 'Lohn', 'right'],
      [500, 'Mat.', 'right'],
    ],
    8,
    true,
  ).down(14);
  for (const [n, a] of b.jobs)
    p.row([
      [40, n],
      [420, money(a, 'de'), 'right'],
    ]).down(12);
  for (const [n, a] of b.parts)
    p.row([
      [40, n],
      [500, money(a, 'de'), 'right'],
    ]).down(12);
  p.down(4).rule(300, 255).down(12);
  p.row(
    [
      [300, 'Summen'],
      [420, money(b.labor, 'de'), 'right'],
      [500, money(b.partsNet, 'de'), 'right'],
    ],
    9,
    true,
  ).down(14);
  p.row([
    [300, `netto`],
    [555, money(round2(b.labor + b.partsNet), 'de'), 'right'],
  ]).down(12);
  p.row([
    [300, `MwSt ${b.vatRate} %`],
    [555, money(b.vat, 'de'), 'right'],
  ]).down(14);
  p.row(
    [
      [300, 'Gesamt EUR'],
      [555, money(b.total, 'de'), 'right'],
    ],
    10,
    true,
  ).down(60);
  p.text(40, `*) Leistung erbracht am ${date(work, 'de', 'long')} bei Km-St. ${grouped(km, 'de')}; Nä. Ölwechsel bei ${grouped(km + 5000, 'de')} km.`, {
    size: 7,
  }).down(10);
  p.text(40, `USt-IdNr. DE${num(rng, 9)} · GLS Bank IBAN DE${num(rng, 2)} 4306 0967 ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 2)}`, { size: 7 });
  return doc('de', truthOf(b, work, shop, km), p);
}

/** A very sparse page: a stamp-like name, a date, three lines and a figure at the right edge, no labels. */
export function deSparse(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `${rng.pick(['Hans', 'Erich', 'Bernd'])} ${rng.pick(SURNAMES_DE)} Kfz-Reparaturen`;
  const iso = rng.date(1981, 2001);
  const b = bill(rng, iso, rng.int(2, 3), 0);
  const total = round2(b.labor * (1 + b.vatRate / 100));
  const km = rng.int(50000, 190000);
  const p = new Sheet();
  p.text(40, shop, { size: 11, bold: true })
    .down(11)
    .text(40, `${t.plz} ${t.town} · ${t.tel}/${num(rng, 4)}`, { size: 8 })
    .down(80);
  p.text(555, date(iso, 'de', 'short'), { size: 10, align: 'right' }).down(40);
  p.text(40, `${plateDe(rng, t.kz)} · ${grouped(km, 'de')} km`, { size: 10 }).down(40);
  for (const [n, a] of b.jobs)
    p.row(
      [
        [60, n, 'left'],
        [555, money(a, 'de'), 'right'],
      ],
      10,
    ).down(18);
  p.down(10)
    .row([[555, `+ ${b.vatRate} % ${money(round2(total - b.labor), 'de')}`, 'right']], 9)
    .down(18);
  p.box(470, p.y - 12, 90, 17).row([[555, `${money(total, 'de')} DM`, 'right']], 11, true);
  const truth = { documentType: 'service', serviceDate: iso, shopName: shop, serviceMileage: km, totalCost: total, workPerformed: b.jobs.map((j) => j[0]) };
  return doc('de', truth, p);
}

/** A grid of boxed cells named by one letter each, the letters explained in a key under the grid. */
export function deLetterGrid(rng: Random): Generated {
  const t = rng.pick(TOWNS_DE);
  const shop = `Autoservice ${rng.pick(SURNAMES_DE)} e.K.`;
  const iso = rng.date(2002, 2025);
  const b = bill(rng, iso, rng.int(2, 3), rng.int(2, 4));
  const km = rng.int(30000, 250000);
  const p = new Sheet();
  p.text(297, shop, { size: 15, bold: true, align: 'center' })
    .down(12)
    .text(297, `${rng.pick(STREETS_DE)} ${rng.int(1, 90)} · ${t.plz} ${t.town} · Tel. ${t.tel} ${num(rng, 5)} · Fax ${t.tel} ${num(rng, 5)}`, {
      size: 7.5,
      align: 'center',
    })
    .down(40);
  p.text(40, `Rechnung ${num(rng, 6)} · Kd. ${num(rng, 5)} · ${plateDe(rng, t.kz)}`, { size: 10, bold: true }).down(24);
  for (const [n, a] of [...b.jobs, ...b.parts])
    p.row([
      [40, n],
      [400, money(a, 'de'), 'right'],
    ]).down(12);
  p.down(20);
  const cells = [
    ['D', date(iso, 'de', 'long')],
    ['K', grouped(km, 'de')],
    ['L', money(b.labor, 'de')],
    ['M', money(b.partsNet, 'de')],
    ['N', money(round2(b.labor + b.partsNet), 'de')],
    ['S', money(b.vat, 'de')],
    ['G', money(b.total, 'de')],
  ];
  const w = 73;
  cells.forEach(([k, v], i) => {
    p.box(40 + i * w, p.y, w, 30, k === 'G');
    p.text(43 + i * w, k, { size: 7, bold: true, y: p.y + 9 }).text(40 + i * w + w - 4, v, { size: 9, y: p.y + 24, align: 'right' });
  });
  p.down(44).text(40, `D = Datum   K = Km-Stand   L = Lohn   M = Material   N = Netto   S = MwSt ${b.vatRate} %   G = Gesamt (EUR)`, { size: 7 }).down(40);
  p.text(
    40,
    `Zahlbar ohne Abzug. ${rng.pick(['Commerzbank', 'Deutsche Bank', 'Postbank'])} IBAN DE${num(rng, 2)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 4)} ${num(rng, 2)}`,
    { size: 7 },
  );
  return doc('de', truthOf(b, iso, shop, km), p);
}
