/**
 * Insurers' schedules and certificates: a German classic-car Versicherungsschein with a cover table
 * (premium net, tax and gross per cover), an Austrian Polizze in Schilling with the engine-related
 * insurance tax, a Swiss Police with Selbstbehalt per cover, stamp duty and the guarantee fund, a
 * British classic-car broker's schedule with compulsory and voluntary excess, a US collector
 * declarations page and an Irish certificate and schedule with the government levy.
 */
import { PageBuilder } from '../page';
import {
  addDays,
  addYears,
  cell,
  cellRow,
  dateIn,
  digits,
  doc,
  dt,
  type Fam,
  letters,
  money,
  person,
  plate,
  round2,
  rule,
  salute,
  smallPrint,
  street,
  sum,
  town,
} from './kit';

/** A German insurer's classic-car policy (2014–19): reference numbers, the contract box, one row per cover with tax. */
export const germanClassicPolicy: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 2014, 2019).replace(/-\d\d$/, '-01');
  const end = addYears(start, 1);
  const issued = addDays(start, -r.int(5, 20));
  const insurer = 'Hanseatische Kraftfahrt-Versicherung AG';
  const policy = `KH ${digits(r, 3)}-${digits(r, 4)}-${digits(r, 1)}`;
  p.text(40, 'HANSEATISCHE', { y: 52, size: 17, bold: true });
  p.text(40, insurer, { y: 64, size: 8 });
  p.text(40, 'Ballindamm 17 · 20095 Hamburg · Service-Telefon 040 3096-0', { y: 74, size: 7 });
  const c = person(r, 'DE');
  [`${salute(c, 'de')} ${c}`, street(r, 'DE'), town(r, 'DE')].forEach((l, i) => p.text(40, l, { y: 128 + i * 12, size: 9.5 }));
  const refs: [string, string][] = [
    ['Versicherungsschein-Nr.', policy],
    ['Kundennummer', `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`],
    ['Vermittler', `${digits(r, 5)} · ${person(r, 'DE')}`],
    ['eVB-Nummer', `${letters(r, 3)}${digits(r, 4)}`],
    ['Datum', dt(issued, 'DD.MM.YYYY')],
  ];
  refs.forEach(([l, v], i) => {
    p.text(330, l, { y: 112 + i * 12, size: 7.5 });
    p.text(430, v, { y: 112 + i * 12, size: 7.5 });
  });
  p.text(40, 'Versicherungsschein', { y: 204, size: 14, bold: true });
  p.text(40, 'Oldtimer-Kfz-Versicherung nach Tarif KLASSIK PLUS', { y: 217, size: 9 });
  const model = r.pick(['Mercedes-Benz 280 SL (W 113)', 'Porsche 911 T (F-Modell)', 'BMW 2002 tii', 'VW Käfer 1303 Cabriolet']);
  const agreed = r.pick([18500, 28500, 42000, 67000, 89000]);
  cellRow(
    p,
    40,
    228,
    28,
    [
      [200, 'Fahrzeug', model],
      [90, 'Amtl. Kennzeichen', plate(r, 'DE', 2016) + 'H'],
      [130, 'FIN / Fahrgestell-Nr.', `${digits(r, 3)}.${digits(r, 3)}-${digits(r, 2)}-${digits(r, 6)}`],
      [95, 'Wertvereinbarung', `${money(agreed, 'de', { decimals: 0 })} €`],
    ],
    { size: 8.5 },
  );
  cellRow(
    p,
    40,
    256,
    28,
    [
      [130, 'Versicherungsbeginn', `${dt(start, 'DD.MM.YYYY')}, 0:00 Uhr`],
      [130, 'Ablauf', `${dt(end, 'DD.MM.YYYY')}, 0:00 Uhr`],
      [95, 'Hauptfälligkeit', dt(start, 'DD.MM.')],
      [160, 'Deckungsumfang', 'Haftpflicht + Teilkasko'],
    ],
    { size: 8.5 },
  );
  const vst = 19;
  const covers: [string, string, string, number][] = [
    ['Kfz-Haftpflicht', '100 Mio. € pauschal, max. 15 Mio. € je Person', '—', r.int(9000, 16000) / 100],
    ['Teilkasko', `Wertvereinbarung ${money(agreed, 'de', { decimals: 0 })} €`, '150 €', round2(agreed * r.pick([0.0028, 0.0035, 0.0041]))],
    ['Schutzbrief', 'Pannenhilfe und Abschleppen europaweit', '—', r.pick([9.8, 12.4])],
  ];
  const heads: [number, string, 'left' | 'right'][] = [
    [44, 'Sparte', 'left'],
    [130, 'Leistungsumfang', 'left'],
    [345, 'SB', 'left'],
    [440, 'Nettobeitrag', 'right'],
    [495, 'VersSt 19 %', 'right'],
    [552, 'Beitrag', 'right'],
  ];
  p.box(40, 300, 515, 14, true);
  for (const [x, h, a] of heads) p.text(x, h, { y: 310, size: 7.5, bold: true, align: a });
  let y = 310;
  const gross: number[] = [];
  const taxes: number[] = [];
  for (const [name, scope, sb, net] of covers) {
    y += 15;
    const t = round2((net * vst) / 100);
    taxes.push(t);
    gross.push(round2(net + t));
    p.text(44, name, { y, size: 8.5 });
    p.text(130, scope, { y, size: 7.5 });
    p.text(345, sb, { y, size: 8.5 });
    p.text(440, money(net, 'de'), { y, size: 8.5, align: 'right' });
    p.text(495, money(t, 'de'), { y, size: 8.5, align: 'right' });
    p.text(552, money(round2(net + t), 'de'), { y, size: 8.5, align: 'right' });
  }
  rule(p, 40, y + 6, 515);
  const total = sum(gross);
  y += 22;
  p.text(44, 'Jahresbeitrag gesamt (inkl. Versicherungsteuer)', { y, size: 9, bold: true });
  p.text(440, money(sum(covers.map((x) => x[3])), 'de'), { y, size: 9, align: 'right' });
  p.text(495, money(sum(taxes), 'de'), { y, size: 9, align: 'right' });
  p.text(552, `${money(total, 'de')} €`, { y, size: 9, bold: true, align: 'right' });
  p.text(44, `Zahlungsweise: jährlich · Lastschrift zum ${dt(start, 'DD.MM.')} · Mandatsreferenz ${letters(r, 2)}${digits(r, 8)}`, { y: y + 18, size: 7.5 });
  smallPrint(
    p,
    40,
    y + 46,
    [
      'Besondere Vereinbarungen:',
      '– Das Fahrzeug wird nicht als Alltagsfahrzeug genutzt; ein weiteres Fahrzeug für den täglichen Gebrauch ist vorhanden.',
      '– Jährliche Fahrleistung bis 6.000 km. Abstellort: verschlossene Einzelgarage.',
      '– Die Wertvereinbarung gilt auf Grundlage des Wertgutachtens vom Vorjahr.',
      '',
      'Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht spätestens einen Monat vor Ablauf gekündigt wird.',
      'Es gelten die Allgemeinen Bedingungen für die Kfz-Versicherung (AKB 2015) und die Sonderbedingungen Oldtimer.',
    ],
    7,
    10,
  );
  rule(p, 40, 780, 515);
  smallPrint(
    p,
    40,
    790,
    [
      `${insurer} · Sitz Hamburg · Amtsgericht Hamburg HRB 12 447 · Vorstand: Dr. H. Brodersen (Vors.), K. Lüders`,
      'Versicherungsteuer-Nr. 802/V90812/1 · Aufsichtsbehörde: BaFin, Graurheindorfer Str. 108, 53117 Bonn',
    ],
    6,
  );
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Haftpflicht + Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: 150,
  });
};

/** An Austrian liability Polizze of 1993–98 in Schilling: Bonus-Malus grade, 11 % tax and the engine-related tax per year. */
export const austrianPolizze: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 1993, 1998);
  const end = addYears(start, 1);
  const insurer = 'Donau-Alpenländische Versicherung AG';
  const policy = `${r.int(10, 99)}-${digits(r, 3)}.${digits(r, 3)}-${digits(r, 1)}`;
  const S = { serif: true } as const;
  p.text(297, 'DONAU-ALPENLÄNDISCHE', { y: 52, size: 15, bold: true, align: 'center', ...S });
  p.text(297, `${insurer} · Schottenring 15 · 1010 Wien`, { y: 65, size: 8, align: 'center', ...S });
  rule(p, 40, 74, 515);
  p.text(297, 'P O L I Z Z E', { y: 104, size: 15, bold: true, align: 'center', ...S });
  p.text(297, 'Kraftfahrzeug-Haftpflichtversicherung', { y: 118, size: 9.5, align: 'center', ...S });
  p.text(40, `Polizzen-Nr. ${policy}`, { y: 146, size: 10, bold: true, ...S });
  p.text(555, `Wien, am ${dt(addDays(start, -r.int(3, 12)), 'D. MMAT YYYY')}`, { y: 146, size: 9, align: 'right', ...S });
  const c = person(r, 'AT');
  const kw = r.int(25, 95);
  const rows: [string, string][] = [
    ['Versicherungsnehmer', `${c}, ${street(r, 'AT')}, ${town(r, 'AT')}`],
    ['Fahrzeug', r.pick(['Steyr-Puch 500 D', 'Mercedes-Benz 250 SE (W 108)', 'Jaguar E-Type 4.2 Roadster', 'Alfa Romeo Giulia Super'])],
    ['Behördl. Kennzeichen', plate(r, 'AT', 1995, 'W')],
    ['Motorleistung', `${kw} kW`],
    ['Versicherungsbeginn', `${dt(start, 'DD.MM.YYYY')}, 0.00 Uhr`],
    ['Versicherungsende', `${dt(end, 'DD.MM.YYYY')}, 0.00 Uhr, mit Verlängerungsklausel`],
    ['Deckung', 'Kfz-Haftpflicht'],
    ['Versicherungssumme', 'S 20.000.000,-- pauschal'],
    ['Bonus-Malus-Stufe', String(r.int(0, 9))],
    ['Vermittler-Nr.', `${digits(r, 4)}/${digits(r, 2)}`],
  ];
  rows.forEach(([l, v], i) => {
    p.text(40, `${l}:`, { y: 176 + i * 15, size: 9.5, ...S });
    p.text(185, v, { y: 176 + i * 15, size: 9.5, ...S });
  });
  const base = r.int(380000, 900000) / 100;
  const tax = round2(base * 0.11);
  // The engine-related tax is charged per kW and month with the premium.
  const engine = round2(kw * 7.5 * 12);
  const total = round2(base + tax + engine);
  let y = 176 + rows.length * 15 + 26;
  p.text(40, 'Prämienberechnung (jährlich)', { y, size: 10, bold: true, ...S });
  const lines: [string, number][] = [
    ['Nettoprämie Haftpflicht', base],
    ['Versicherungssteuer 11 %', tax],
    ['motorbezogene Versicherungssteuer', engine],
  ];
  for (const [l, v] of lines) {
    y += 16;
    p.text(60, l, { y, size: 9.5, ...S });
    p.text(420, 'S', { y, size: 9.5, ...S });
    p.text(520, money(v, 'de'), { y, size: 9.5, align: 'right', ...S });
  }
  rule(p, 300, y + 6, 230);
  y += 20;
  p.text(60, 'Gesamtprämie jährlich', { y, size: 10, bold: true, ...S });
  p.text(420, 'S', { y, size: 10, bold: true, ...S });
  p.text(520, money(total, 'de'), { y, size: 10, bold: true, align: 'right', ...S });
  p.text(60, `zahlbar halbjährlich zu je S ${money(round2(total / 2), 'de')}`, { y: y + 16, size: 8.5, ...S });
  smallPrint(
    p,
    40,
    y + 50,
    [
      'Dieser Polizze liegen die Allgemeinen Bedingungen für die Kraftfahrzeug-Haftpflichtversicherung (AKHB 1988) zugrunde.',
      'Die Versicherungsbestätigung für die Zulassungsstelle wurde elektronisch übermittelt.',
      'Prämienzahlungen sind an die Donau-Alpenländische, PSK-Konto 7.412.880, zu leisten.',
    ],
    7,
    10,
    true,
  );
  p.text(400, 'Für die Versicherung:', { y: 720, size: 9, ...S });
  p.text(400, '______________________', { y: 750, size: 9, ...S });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Kfz-Haftpflicht',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** A Swiss motor Police (2008–14): cover table with Selbstbehalt per cover, stamp duty, guarantee fund, total premium. */
export const swissPolice: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 2008, 2014).replace(/-\d\d-\d\d$/, '-01-01');
  const end = `${start.slice(0, 4)}-12-31`;
  const insurer = 'Helvetische Motorfahrzeug-Versicherung';
  const policy = `${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}`;
  p.text(40, 'helvetische', { y: 56, size: 20, bold: true });
  p.text(40, insurer, { y: 68, size: 8 });
  p.text(555, 'Generalagentur Winterthur', { y: 52, size: 7.5, align: 'right' });
  p.text(555, 'Stadthausstrasse 14 · 8400 Winterthur', { y: 62, size: 7.5, align: 'right' });
  p.text(555, 'Telefon 052 260 11 11', { y: 72, size: 7.5, align: 'right' });
  const c = person(r, 'CH');
  [`${salute(c, 'de')} ${c}`, street(r, 'CH'), town(r, 'CH')].forEach((l, i) => p.text(330, l, { y: 122 + i * 12, size: 9.5 }));
  p.text(40, 'Police', { y: 126, size: 16, bold: true });
  p.text(40, 'Motorfahrzeugversicherung', { y: 140, size: 9 });
  cellRow(
    p,
    40,
    180,
    26,
    [
      [105, 'Police-Nr.', policy],
      [105, 'Kunden-Nr.', digits(r, 7)],
      [95, 'Ausgestellt am', dt(addDays(start, -r.int(10, 30)), 'DD.MM.YYYY')],
      [210, 'Versicherungsdauer', `${dt(start, 'DD.MM.YYYY')} bis ${dt(end, 'DD.MM.YYYY')}`],
    ],
    { size: 8.5 },
  );
  cellRow(
    p,
    40,
    206,
    26,
    [
      [165, 'Fahrzeug', r.pick(['Porsche 356 B Coupé', 'Jaguar XK 150', 'Mercedes-Benz 190 SL', 'Lancia Fulvia Coupé'])],
      [80, 'Kontrollschild', plate(r, 'CH', 2010)],
      [110, 'Stammnummer', `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`],
      [160, 'Deckung', 'Vollkasko'],
    ],
    { size: 8.5 },
  );
  const covers: [string, string, string, number][] = [
    ['Haftpflicht', 'CHF 100 Mio.', '—', r.int(32000, 52000) / 100],
    ['Teilkasko', 'Zeitwert / vereinbarter Wert', 'CHF 200', r.int(18000, 34000) / 100],
    ['Kollisionskasko', 'vereinbarter Wert', "CHF 1'000", r.int(42000, 88000) / 100],
    ['Insassenunfall', "Tod / Invalidität CHF 50'000", '—', r.int(3500, 6500) / 100],
  ];
  const heads: [number, string, 'left' | 'right'][] = [
    [44, 'Deckung', 'left'],
    [150, 'Versicherungssumme / Basis', 'left'],
    [360, 'Selbstbehalt', 'left'],
    [552, 'Jahresprämie CHF', 'right'],
  ];
  p.box(40, 248, 515, 14, true);
  for (const [x, h, a] of heads) p.text(x, h, { y: 258, size: 8, bold: true, align: a });
  let y = 258;
  for (const [n, base, sb, prem] of covers) {
    y += 15;
    p.text(44, n, { y, size: 8.5 });
    p.text(150, base, { y, size: 8.5 });
    p.text(360, sb, { y, size: 8.5 });
    p.text(552, money(prem, 'ch'), { y, size: 8.5, align: 'right' });
  }
  rule(p, 40, y + 6, 515);
  const net = sum(covers.map((x) => x[3]));
  const stamp = round2(net * 0.05);
  const ngf = r.pick([1.6, 2.2, 2.4]);
  const total = round2(net + stamp + ngf);
  y += 22;
  for (const [l, v, b] of [
    ['Total Nettoprämie', net, false],
    ['Eidg. Stempelabgabe 5 %', stamp, false],
    ['Beitrag Nationaler Garantiefonds', ngf, false],
    ['Total Jahresprämie', total, true],
  ] as [string, number, boolean][]) {
    p.text(300, l, { y, size: 9, bold: b });
    p.text(552, money(v, 'ch'), { y, size: 9, bold: b, align: 'right' });
    y += 14;
  }
  smallPrint(
    p,
    40,
    y + 20,
    [
      "Bonus-Stufe Haftpflicht: 6 (45 %). Fahrleistung: bis 5'000 km pro Jahr.",
      'Der Vertrag erneuert sich stillschweigend um jeweils ein weiteres Jahr, sofern er nicht drei Monate vor Ablauf gekündigt wird.',
      'Es gelten die Allgemeinen Versicherungsbedingungen (AVB) Ausgabe 2007.',
      'Schadenmeldungen: 0800 80 80 80 (24 h) · Bitte Police-Nr. angeben.',
    ],
    7,
    10,
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: policy, coverageType: 'Vollkasko', premium: total, effectiveStart: start, effectiveEnd: end });
};

/** A British classic-car broker's schedule (2010–13): agreed value, limited mileage, compulsory + voluntary = total excess, IPT. */
export const ukClassicSchedule: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 2010, 2013);
  const end = addDays(addYears(start, 1), -1);
  const broker = 'Stanton Classic Insurance Services';
  const policy = `SCV/${digits(r, 6)}/${start.slice(2, 4)}`;
  p.text(40, 'STANTON', { y: 56, size: 20, bold: true, serif: true });
  p.text(40, broker, { y: 68, size: 8.5, serif: true });
  p.text(555, 'Stanton House, 41 Castle Street', { y: 50, size: 7.5, align: 'right' });
  p.text(555, 'Shrewsbury SY1 2BW · 0845 270 4411', { y: 60, size: 7.5, align: 'right' });
  p.text(555, 'Authorised and regulated by the FSA (No. 311842)', { y: 70, size: 7, align: 'right' });
  p.text(40, 'MOTOR POLICY SCHEDULE', { y: 108, size: 13, bold: true });
  p.text(40, `This schedule forms part of your policy and replaces any previous schedule.`, { y: 120, size: 7.5 });
  const c = person(r, 'UK');
  const agreed = r.pick([12500, 18000, 26500, 38000, 55000]);
  const refs: [number, string, string][] = [
    [130, 'Policy Number', policy],
    [130, 'Your Reference', `${letters(r, 4)}${digits(r, 2)}`],
    [125, 'Certificate Number', `${digits(r, 8)}`],
    [130, 'Date of Issue', dt(addDays(start, -r.int(3, 14)), 'DD/MM/YYYY')],
  ];
  let x = 40;
  for (const [w, cap, v] of refs) {
    cell(p, x, 130, w, 26, cap, v, { size: 9 });
    x += w;
  }
  const facts: [string, string][] = [
    ['The Insured', `${salute(c, 'en')} ${c}, ${street(r, 'UK')}, ${town(r, 'UK')}`],
    ['Period of Insurance', `From 00:01 hours on ${dt(start, 'DD/MM/YYYY')} to midnight on ${dt(end, 'DD/MM/YYYY')} (both dates inclusive)`],
    [
      'Vehicle',
      `${r.pick(['1965 Jaguar E-Type 4.2 FHC', '1972 MGB Roadster', '1968 Triumph TR5', '1963 Austin-Healey 3000 Mk II'])}, registration ${plate(r, 'UK', 1968)}`,
    ],
    ['Cover', 'Comprehensive'],
    ['Agreed Value', `£${money(agreed, 'en', { decimals: 0 })}`],
    ['Use', 'Social, domestic and pleasure use only, excluding commuting'],
    ['Limited Mileage', '3,000 miles per period of insurance'],
    ['Drivers', 'The Insured and spouse/partner only'],
  ];
  let y = 180;
  for (const [l, v] of facts) {
    p.text(40, l, { y, size: 8.5, bold: true });
    p.text(170, v, { y, size: 8.5 });
    y += 16;
  }
  y += 8;
  p.text(40, 'Excesses', { y, size: 9.5, bold: true });
  const comp = 100;
  const vol = r.pick([100, 150, 250]);
  const rows: [string, string][] = [
    ['Compulsory excess', `£${comp}`],
    ['Voluntary excess', `£${vol}`],
    ['Total own damage excess', `£${comp + vol}`],
    ['Windscreen (replacement)', '£75'],
  ];
  for (const [l, v] of rows) {
    y += 14;
    p.text(60, l, { y, size: 8.5, bold: l.startsWith('Total') });
    p.text(300, v, { y, size: 8.5, align: 'right', bold: l.startsWith('Total') });
  }
  y += 28;
  p.text(40, 'Premium', { y, size: 9.5, bold: true });
  const prem = r.int(14000, 42000) / 100;
  const iptRate = start < '2011-01-04' ? 5 : 6;
  const ipt = round2((prem * iptRate) / 100);
  const total = round2(prem + ipt);
  for (const [l, v, b] of [
    ['Annual premium', prem, false],
    [`Insurance Premium Tax @ ${iptRate}%`, ipt, false],
    ['Total premium payable', total, true],
  ] as [string, number, boolean][]) {
    y += 14;
    p.text(60, l, { y, size: 8.5, bold: b });
    p.text(300, `£${money(v, 'en')}`, { y, size: 8.5, align: 'right', bold: b });
  }
  p.box(340, 374, 215, 120);
  smallPrint(
    p,
    348,
    388,
    [
      'ENDORSEMENTS APPLYING',
      '',
      '001  Agreed value',
      '014  Limited mileage',
      '022  Club membership required',
      '031  Garaging overnight',
      '',
      'Underwriters: Lloyd’s Syndicate 2121',
    ],
    7.5,
    11,
  );
  smallPrint(
    p,
    40,
    640,
    [
      'IMPORTANT: Please check this schedule carefully. If any details are incorrect, contact us immediately.',
      'Failure to disclose material facts may invalidate your insurance.',
      'This schedule must be read together with the policy wording and the current Certificate of Motor Insurance.',
    ],
    7,
    10,
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: comp + vol,
  });
};

/** A US collector-vehicle declarations page (2017–22): coverage rows with limits and premiums, agreed value and one deductible. */
export const usCollectorDeclarations: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 2017, 2022);
  const end = addYears(start, 1);
  const insurer = 'Heritage Mutual Collector Insurance Company';
  const policy = `HMC ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`;
  p.text(40, insurer, { y: 52, size: 11, bold: true });
  p.text(40, 'P.O. Box 4410 · Traverse City, MI 49685 · 1-800-555-0144', { y: 63, size: 7.5 });
  p.text(555, 'COLLECTOR VEHICLE POLICY', { y: 52, size: 9, bold: true, align: 'right' });
  p.text(555, 'DECLARATIONS', { y: 63, size: 9, bold: true, align: 'right' });
  const c = person(r, 'US');
  const heads: [number, string, string][] = [
    [130, 'POLICY NUMBER', policy],
    [130, 'AGENT / PRODUCER', `${digits(r, 6)}`],
    [255, 'POLICY PERIOD (12:01 A.M. standard time)', `${dt(start, 'MM/DD/YYYY')} to ${dt(end, 'MM/DD/YYYY')}`],
  ];
  let x = 40;
  for (const [w, cap, v] of heads) {
    cell(p, x, 80, w, 26, cap, v, { size: 9, cap: 5.5 });
    x += w;
  }
  cell(p, 40, 106, 260, 46, 'NAMED INSURED AND ADDRESS', '', { cap: 5.5 });
  [c.toUpperCase(), street(r, 'US').toUpperCase(), town(r, 'US').toUpperCase()].forEach((l, i) => p.text(46, l, { y: 124 + i * 10, size: 8 }));
  cell(p, 300, 106, 255, 46, 'TRANSACTION', `RENEWAL DECLARATIONS — ${dt(addDays(start, -r.int(20, 40)), 'MM/DD/YYYY')}`, { size: 8, cap: 5.5 });
  const year = r.int(1955, 1973);
  const agreed = r.pick([28500, 48500, 62000, 94000]);
  const ded = r.pick([100, 250, 500]);
  p.text(40, 'SCHEDULE OF VEHICLES', { y: 172, size: 8.5, bold: true });
  const vh: [number, string, 'left' | 'right'][] = [
    [44, 'VEH', 'left'],
    [70, 'YEAR / MAKE / MODEL', 'left'],
    [240, 'VIN', 'left'],
    [400, 'COVERAGE BASIS', 'left'],
    [552, 'AGREED VALUE', 'right'],
  ];
  p.box(40, 176, 515, 30);
  for (const [hx, h, a] of vh) p.text(hx, h, { y: 185, size: 6, bold: true, align: a });
  p.text(44, '1', { y: 199, size: 8 });
  p.text(70, `${year} ${r.pick(['CHEVROLET CORVETTE', 'FORD MUSTANG FASTBACK', 'PONTIAC GTO', 'FORD THUNDERBIRD'])}`, { y: 199, size: 8 });
  p.text(240, `${digits(r, 2)}${letters(r, 1)}${digits(r, 2)}${letters(r, 1)}${digits(r, 6)}`, { y: 199, size: 8 });
  p.text(400, 'AGREED VALUE', { y: 199, size: 8 });
  p.text(552, `$${money(agreed, 'en', { decimals: 0 })}`, { y: 199, size: 8, align: 'right' });
  p.text(40, 'COVERAGES AND PREMIUMS — VEHICLE 1', { y: 228, size: 8.5, bold: true });
  const covs: [string, string, string, number][] = [
    ['A', 'Bodily Injury Liability', '$250,000 each person / $500,000 each accident', r.int(4000, 9000) / 100],
    ['B', 'Property Damage Liability', '$100,000 each accident', r.int(2000, 5000) / 100],
    ['C', 'Medical Payments', '$5,000 each person', r.int(500, 1500) / 100],
    ['D', 'Uninsured/Underinsured Motorists', '$250,000 / $500,000', r.int(1500, 4000) / 100],
    ['E', 'Physical Damage (Comprehensive and Collision)', `Agreed value — $${ded} deductible`, round2(agreed * r.pick([0.0042, 0.0055, 0.0061]))],
  ];
  const ch: [number, string, 'left' | 'right'][] = [
    [44, 'COV.', 'left'],
    [74, 'DESCRIPTION', 'left'],
    [290, 'LIMITS / DEDUCTIBLE', 'left'],
    [552, '12-MONTH PREMIUM', 'right'],
  ];
  p.box(40, 232, 515, 12, true);
  for (const [hx, h, a] of ch) p.text(hx, h, { y: 241, size: 6.5, bold: true, align: a });
  let y = 241;
  for (const [k, d, lim, prem] of covs) {
    y += 14;
    p.text(44, k, { y, size: 8 });
    p.text(74, d, { y, size: 8 });
    p.text(290, lim, { y, size: 8 });
    p.text(552, `$${money(prem, 'en')}`, { y, size: 8, align: 'right' });
  }
  rule(p, 40, y + 6, 515);
  const total = sum(covs.map((cv) => cv[3]));
  y += 22;
  p.text(300, 'TOTAL 12-MONTH POLICY PREMIUM', { y, size: 9, bold: true });
  p.text(552, `$${money(total, 'en')}`, { y, size: 9, bold: true, align: 'right' });
  p.text(300, 'Paid in full — no installment fees apply', { y: y + 12, size: 7 });
  smallPrint(
    p,
    40,
    y + 40,
    [
      'FORMS AND ENDORSEMENTS: CV 00 01 (07/16) Collector Vehicle Policy · CV 04 12 Agreed Value Endorsement · CV 05 03 Spare Parts $1,000',
      'CONDITIONS: Vehicle is used for exhibitions, club activities, parades and occasional pleasure use, not for regular transportation.',
      'The vehicle is kept in a locked, fully enclosed garage. A regular-use vehicle is available to every licensed driver in the household.',
      '',
      'To report a claim call 1-800-555-0145, 24 hours a day. Please have your policy number ready.',
    ],
    6.5,
    9.5,
  );
  p.text(40, `Countersigned: ${person(r, 'US')}, Authorized Representative`, { y: 760, size: 8 });
  p.text(555, 'HMC-DEC 03 (01/17)', { y: 820, size: 6, align: 'right' });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Agreed Value',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
};

/** An Irish certificate of insurance with its schedule (2003–08): disc number, Third Party Fire & Theft, one excess, government levy. */
export const irishCertificateSchedule: Fam = (r) => {
  const p = new PageBuilder();
  const start = dateIn(r, 2003, 2008);
  const end = addDays(addYears(start, 1), -1);
  const insurer = 'Celtic Shield Insurance plc';
  const policy = `CSM/${digits(r, 7)}`;
  p.text(40, insurer, { y: 52, size: 14, bold: true });
  p.text(40, 'Celtic House, Merrion Road, Dublin 4 · Tel (01) 614 0000', { y: 64, size: 7.5 });
  p.text(555, 'Regulated by the Financial Regulator', { y: 52, size: 7, align: 'right' });
  p.box(40, 80, 515, 190);
  p.text(297, 'CERTIFICATE OF INSURANCE', { y: 98, size: 12, bold: true, align: 'center' });
  p.text(297, 'Road Traffic Acts, 1961 to 2002', { y: 109, size: 7.5, align: 'center' });
  const c = person(r, 'IE');
  const reg = plate(r, 'IE', Number(start.slice(0, 4)) - r.int(5, 15));
  const cert: [string, string][] = [
    ['1. Certificate No. / Disc No.', `${digits(r, 8)} / ${letters(r, 1)}${digits(r, 6)}`],
    ['2. Registration mark of vehicle', reg],
    ['3. Name of policyholder', c],
    ['4. Effective date of commencement of insurance', `${dt(start, 'DD MONTH YYYY')}`],
    ['5. Date of expiry of insurance', `${dt(end, 'DD MONTH YYYY')}`],
    ['6. Persons or classes of persons entitled to drive', 'The policyholder only'],
    ['7. Limitations as to use', 'Social, domestic and pleasure purposes'],
  ];
  cert.forEach(([l, v], i) => {
    p.text(50, l, { y: 130 + i * 18, size: 8 });
    p.text(300, v, { y: 130 + i * 18, size: 9 });
  });
  p.text(50, 'I hereby certify that the policy to which this certificate relates is issued in accordance with the Road Traffic Acts.', { y: 262, size: 6.5 });
  p.text(40, 'SCHEDULE', { y: 300, size: 12, bold: true });
  const sched: [string, string][] = [
    ['Policy Number', policy],
    ['Broker', `${r.pick(['Doyle', 'Lynch', 'Moran'])} Insurances Ltd, ${r.pick(['Naas', 'Sligo', 'Tralee'])}`],
    ['Vehicle', `${r.pick(['1971 VW Beetle 1300', '1967 Morris Minor 1000', '1974 Ford Escort Mexico', '1979 Mercedes-Benz 280E'])} (${reg})`],
    ['Cover', 'Third Party, Fire & Theft'],
    ['Period', `${dt(start, 'DD/MM/YYYY')} to ${dt(end, 'DD/MM/YYYY')}`],
    ['No Claims Discount', `${r.int(3, 9)} years`],
  ];
  sched.forEach(([l, v], i) => {
    p.text(40, l, { y: 322 + i * 15, size: 8.5, bold: true });
    p.text(160, v, { y: 322 + i * 15, size: 8.5 });
  });
  const excess = r.pick([150, 200, 250]);
  let y = 322 + sched.length * 15 + 16;
  p.box(40, y - 12, 250, 34);
  p.text(46, 'Section', { y, size: 7.5, bold: true });
  p.text(200, 'Excess', { y, size: 7.5, bold: true });
  p.text(46, 'Fire and Theft', { y: y + 14, size: 8.5 });
  p.text(200, `€${excess}`, { y: y + 14, size: 8.5 });
  y += 48;
  const prem = r.int(22000, 58000) / 100;
  const levy = round2(prem * 0.02);
  const total = round2(prem + levy);
  for (const [l, v, b] of [
    ['Premium', prem, false],
    ['Government Levy 2%', levy, false],
    ['Total Premium', total, true],
  ] as [string, number, boolean][]) {
    p.text(46, l, { y, size: 9, bold: b });
    p.text(280, `€${money(v, 'en')}`, { y, size: 9, bold: b, align: 'right' });
    y += 14;
  }
  smallPrint(
    p,
    330,
    334,
    [
      'Please display the insurance disc on the',
      'windscreen of the vehicle at all times.',
      '',
      'Claims Line: 1850 20 30 40',
      'Quote your policy number in all correspondence.',
    ],
    7.5,
    10,
  );
  smallPrint(p, 40, 790, [`${insurer} · Registered in Ireland No. 144 512 · Registered Office: Celtic House, Merrion Road, Dublin 4`], 6);
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    coverageType: 'Third Party, Fire & Theft',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: excess,
  });
};
