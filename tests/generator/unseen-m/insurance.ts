/**
 * Insurance papers out of a shoebox: a Beitragsrechnung faxed by the agent, a Nachtrag under its
 * covering letter, a 1985 DM bill with a BEZAHLT stamp, a faxed US declarations page, a British broker's
 * renewal letter above its schedule, a collector policy with a PAID stamp and a hand note.
 */
import {
  addDays,
  addYears,
  CLASSICS_DE,
  CLASSICS_EN,
  DE_TOWNS,
  dePerson,
  dePlate,
  digits,
  enPerson,
  faxHeader,
  fmt,
  gen,
  letters,
  money,
  note,
  num,
  page,
  phoneDe,
  phoneUk,
  phoneUs,
  price,
  stamp,
  tax,
  UK_PLACES,
  US_PLACES,
  vin,
  type Family,
} from './kit';

type Row = [string, string];
function twoCols(p: ReturnType<typeof page>, rows: Row[], x: number, y: number, gap: number, size = 9) {
  rows.forEach(([k, v], i) => {
    p.text(x, k, { y: y + i * 14, size });
    p.text(x + gap, v, { y: y + i * 14, size });
  });
}

/** A Beitragsrechnung the agent faxed: Haftpflicht and Teilkasko with SB, Versicherungsteuer, total. */
export const faxedBeitragsrechnung: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const insurer = rng.pick(['Rheinland Versicherung AG', 'Württembergische Kfz', 'Hanse Merkur Kraftfahrt']);
  const start = rng.date(2005, 2025).slice(0, 8) + '01';
  const end = addDays(addYears(start, 1), -1);
  const faxed = addDays(start, -rng.int(5, 30));
  const hp = price(rng, 9000, 32000, 1);
  const tk = price(rng, 3000, 12000, 1);
  const vst = tax(hp + tk, 19);
  const total = hp + tk + vst;
  const sb = rng.pick([150, 300]);
  const policy = `${digits(rng, 2)}-${digits(rng, 6)}-${digits(rng, 2)}`;
  const p = page();
  faxHeader(p, rng, faxed, `Agentur ${dePerson(rng)}`, phoneDe(rng, town), 'de');
  p.text(40, insurer, { y: 56, size: 15, bold: true });
  p.text(40, `Generalagentur ${town.name} · Tel. ${phoneDe(rng, town)}`, { y: 69, size: 8 });
  p.text(40, `Herrn ${dePerson(rng)}`, { y: 108 });
  p.text(40, 'Beitragsrechnung Kraftfahrtversicherung', { y: 150, size: 13, bold: true });
  twoCols(
    p,
    [
      ['Versicherungsschein-Nr.', policy],
      ['Kunden-Nr.', digits(rng, 8)],
      ['Versicherungsdauer', `vom ${fmt(start, 'de')} bis ${fmt(end, 'de')}`],
      ['Fahrzeug', `${rng.pick(CLASSICS_DE)}, ${dePlate(rng, town, true)}`],
      ['Hauptfälligkeit', fmt(start, 'de').slice(0, 6)],
      ['SF-Klasse Haftpflicht', `SF ${rng.int(3, 35)} (${rng.int(20, 45)} %)`],
    ],
    40,
    174,
    150,
  );
  p.y = 280;
  const lines: [string, string, number][] = [
    ['Kfz-Haftpflicht', 'Deckungssumme 100 Mio. € pauschal', hp],
    ['Teilkasko', `Selbstbeteiligung ${sb} €`, tk],
    ['Versicherungsteuer 19 %', '', vst],
  ];
  for (const [k, d, v] of lines) {
    p.text(40, k, { y: p.y, size: 9.5 });
    p.text(180, d, { y: p.y, size: 8.5 });
    p.text(555, `${money(v, 'de')} €`, { y: p.y, size: 9.5, align: 'right' });
    p.down(16);
  }
  p.box(40, p.y - 8, 515, 20, true);
  p.text(46, 'Jahresbeitrag einschl. Versicherungsteuer', { y: p.y + 6, size: 10, bold: true });
  p.text(550, `${money(total, 'de')} €`, { y: p.y + 6, size: 10, bold: true, align: 'right' });
  p.down(36);
  p.text(40, `Der Beitrag wird am ${fmt(start, 'de')} von Ihrem Konto IBAN DE** **** **** **** ${digits(rng, 4)} abgebucht.`, { y: p.y, size: 8.5 });
  note(p, 60, p.y + 40, `Hr. ${rng.pick(['Kessler', 'Vogt'])}: wie besprochen, SB ${sb} € bleibt`);
  return gen(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: sb,
    coverageType: 'Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** The insurer's covering letter above a Nachtrag: Vollkasko with its Selbstbeteiligung, the old premium. */
export const nachtragWithLetter: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const insurer = rng.pick(['Oldtimer-Versicherungsdienst Süd', 'Klassik Assekuranz GmbH', 'Nordstern Kraftfahrt VVaG']);
  const letter = rng.date(2010, 2025);
  const start = addDays(letter, rng.int(3, 20));
  const end = `${start.slice(0, 4)}-12-31`;
  const hp = price(rng, 6000, 18000, 1);
  const vk = price(rng, 15000, 60000, 1);
  const vst = tax(hp + vk, 19);
  const total = hp + vk + vst;
  const oldTotal = total - price(rng, 2000, 9000, 1);
  const sb = rng.pick([300, 500, 1000]);
  const policy = `KV ${digits(rng, 7)}`;
  const customer = dePerson(rng);
  const p = page();
  p.text(555, insurer, { y: 46, size: 13, bold: true, align: 'right' });
  p.text(555, `Postfach ${digits(rng, 4)} · ${town.zip} ${town.name}`, { y: 58, size: 7.5, align: 'right' });
  p.text(40, `Herrn ${customer}`, { y: 96 });
  p.text(555, fmt(letter, 'deLong'), { y: 96, align: 'right' });
  [
    `Sehr geehrter Herr ${customer.split(' ')[1]},`,
    `anbei erhalten Sie den Nachtrag zu Ihrem Versicherungsschein: Ihr Fahrzeug ist ab sofort vollkaskoversichert.`,
    `Ihr bisheriger Beitrag betrug ${money(oldTotal, 'de')} €. Bitte prüfen Sie die Angaben. Mit freundlichen Grüßen, Ihr Kundenservice`,
  ].forEach((t, i) => p.text(40, t, { y: 120 + i * 13, size: 8.5 }));
  p.box(30, 170, 535, 0.1);
  p.text(40, 'Nachtrag Nr. 2 zum Versicherungsschein', { y: 196, size: 12, bold: true });
  p.text(40, policy, { y: 212, size: 12, bold: true });
  const cells: [string, string][] = [
    ['Gültig ab', fmt(start, 'de')],
    ['Ablauf', fmt(end, 'de')],
    ['Kennzeichen', dePlate(rng, town, true)],
    ['FIN', vin(rng)],
  ];
  cells.forEach(([k, v], i) => {
    p.box(40 + i * 129, 226, 129, 30);
    p.text(44 + i * 129, v, { y: 241, size: 9 });
    p.text(44 + i * 129, k, { y: 252, size: 6.5 });
  });
  p.y = 286;
  const rows: [string, string, number][] = [
    ['Haftpflicht', 'unverändert', hp],
    ['Vollkasko (einschl. Teilkasko)', `Selbstbeteiligung je Schaden ${sb} €`, vk],
    ['Versicherungsteuer', '19 %', vst],
  ];
  for (const [k, d, v] of rows) {
    p.text(40, k, { y: p.y, size: 9 });
    p.text(230, d, { y: p.y, size: 8.5 });
    p.text(555, money(v, 'de'), { y: p.y, size: 9, align: 'right' });
    p.down(15);
  }
  p.down(6);
  p.text(555, money(total, 'de'), { y: p.y, size: 11, bold: true, align: 'right' });
  p.text(555, 'neuer Gesamtbeitrag für die Laufzeit in €', { y: p.y + 11, size: 7, align: 'right' });
  p.text(40, `Vermittler ${dePerson(rng)}, Vermittler-Nr. ${digits(rng, 6)} · Sitz ${town.name} · Registergericht HRB ${digits(rng, 5)}`, { y: 805, size: 7 });
  return gen(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: sb,
    coverageType: 'Vollkasko',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** 1985 in DM: a Beitragsrechnung photocopied, a BEZAHLT stamp with its date, Versicherungsteuer 7 %. */
export const copiedDmBill: Family = (rng) => {
  const town = rng.pick(DE_TOWNS);
  const insurer = rng.pick(['Allgemeine Kraftfahrt-Versicherung a.G.', 'Westfälische Provinzial', 'Badische Versicherungsanstalt']);
  const start = `${rng.int(1981, 1989)}-${rng.pick(['01', '04', '07', '10'])}-01`;
  const end = addDays(addYears(start, 1), -1);
  const hp = price(rng, 30000, 90000, 10);
  const tk = price(rng, 8000, 25000, 10);
  const vst = tax(hp + tk, 7);
  const total = hp + tk + vst;
  const policy = `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`;
  const p = page();
  stamp(p, 420, 28, ['KOPIE'], 16);
  p.text(40, insurer, { y: 60, size: 13, bold: true, serif: true });
  p.text(40, `Bezirksdirektion ${town.name}`, { y: 73, size: 8 });
  p.text(40, 'BEITRAGSRECHNUNG', { y: 120, size: 12, bold: true });
  p.text(330, `Vers.-Schein-Nr.  ${policy}`, { y: 120, size: 9 });
  p.text(330, `Datum  ${fmt(addDays(start, -rng.int(20, 40)), 'de2')}`, { y: 133, size: 9 });
  p.text(40, `Versicherungsnehmer: ${dePerson(rng)}    Amtl. Kennz.: ${dePlate(rng, town)}`, { y: 150, size: 9 });
  p.text(40, `Versicherungszeitraum ${fmt(start, 'de2')} – ${fmt(end, 'de2')}`, { y: 166, size: 9 });
  p.y = 200;
  const rows: [string, number][] = [
    ['Haftpflicht (Beitragsklasse ' + rng.int(3, 10) + ', ' + rng.int(40, 100) + ' %)', hp],
    ['Teilkasko mit DM 300,- Selbstbeteiligung', tk],
    ['Versicherungsteuer 7 %', vst],
  ];
  for (const [k, v] of rows) {
    p.text(40, k, { y: p.y, size: 9.5, serif: true });
    p.text(500, money(v, 'de'), { y: p.y, size: 9.5, serif: true, align: 'right' });
    p.down(15);
  }
  p.text(40, 'zu zahlender Betrag DM', { y: p.y + 4, size: 10, bold: true, serif: true });
  p.text(500, money(total, 'de'), { y: p.y + 4, size: 10, bold: true, serif: true, align: 'right' });
  p.down(30);
  p.text(40, `Zahlbar bis ${fmt(start, 'de2')}. Mahngebühr bei Verzug DM 5,-. Postgiro ${town.name} ${digits(rng, 6)}-${digits(rng, 3)}`, { y: p.y, size: 8 });
  const paid = addDays(start, -rng.int(1, 15));
  stamp(p, 320, p.y + 30, ['BEZAHLT', fmt(paid, 'de2')], 13);
  note(p, 60, p.y + 50, 'per Überweisung');
  return gen(p, 'de', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: 300,
    coverageType: 'Teilkasko',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** A US declarations page faxed by the agent: liability limits, comprehensive with a deductible. */
export const usFaxedDeclarations: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const insurer = rng.pick(['Heartland Mutual Insurance Co.', 'Pioneer State Casualty', 'Great Lakes Indemnity']);
  const start = rng.date(1994, 2020);
  const end = addDays(start, rng.pick([182, 365]));
  const faxed = addDays(start, rng.int(1, 30));
  const bi = price(rng, 12000, 40000, 1);
  const pd = price(rng, 5000, 15000, 1);
  const comp = price(rng, 4000, 14000, 1);
  const fee = price(rng, 300, 1500, 1);
  const total = bi + pd + comp + fee;
  const ded = rng.pick([100, 250, 500]);
  const policy = `${letters(rng, 2)}${digits(rng, 7)}`;
  const p = page();
  faxHeader(p, rng, faxed, `${enPerson(rng)} Insurance Agency`, phoneUs(rng, place), 'en');
  p.text(40, insurer, { y: 56, size: 14, bold: true });
  p.text(40, 'AUTOMOBILE POLICY DECLARATIONS', { y: 74, size: 11, bold: true });
  twoCols(
    p,
    [
      ['Policy Number', policy],
      ['Policy Period', `${fmt(start, 'us')} to ${fmt(end, 'us')} 12:01 A.M. standard time`],
      ['Named Insured', enPerson(rng)],
      ['Vehicle', `${rng.pick(CLASSICS_EN)} VIN ${vin(rng)}`],
      ['Agent Code', digits(rng, 5)],
    ],
    40,
    100,
    120,
    8.5,
  );
  p.y = 190;
  const head = ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'];
  const xs = [40, 210, 380, 555];
  head.forEach((h, i) => p.text(xs[i], h, { y: p.y, size: 7.5, bold: true, align: i === 3 ? 'right' : 'left' }));
  const rows: [string, string, string, number][] = [
    ['Bodily Injury Liability', '$100,000 / $300,000', '—', bi],
    ['Property Damage Liability', '$50,000', '—', pd],
    ['Comprehensive', 'Actual Cash Value', `$${ded}`, comp],
    ['Collision', 'NOT COVERED', '', 0],
    ['Policy Fee', '', '', fee],
  ];
  for (const r of rows) {
    p.down(14);
    p.text(xs[0], r[0], { y: p.y, size: 8.5 });
    p.text(xs[1], r[1], { y: p.y, size: 8.5 });
    p.text(xs[2], r[2], { y: p.y, size: 8.5 });
    p.text(xs[3], r[3] ? money(r[3], 'en') : '', { y: p.y, size: 8.5, align: 'right' });
  }
  p.down(20);
  p.text(380, 'TOTAL POLICY PREMIUM', { y: p.y, size: 9, bold: true });
  p.text(555, `$${money(total, 'en')}`, { y: p.y, size: 9, bold: true, align: 'right' });
  p.down(16);
  p.text(380, `Paid in full ${fmt(start, 'us2')}`, { y: p.y, size: 8 });
  note(p, 60, p.y + 40, `Faxed for DMV — call if questions, ${enPerson(rng).split(' ')[0]}`);
  return gen(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: ded,
    coverageType: 'Comprehensive',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** A British broker's renewal letter above the schedule: last year's premium in the letter, IPT in the schedule. */
export const ukBrokerRenewal: Family = (rng) => {
  const place = rng.pick(UK_PLACES);
  const broker = `${rng.pick(['Thornbury', 'Ashworth', 'Pemberton'])} Classic Insurance Services`;
  const start = rng.date(1998, 2025);
  const end = addDays(addYears(start, 1), -1);
  const letter = addDays(start, -rng.int(14, 30));
  const net = price(rng, 12000, 60000, 1);
  const ipt = tax(net, start < '2011-01-04' ? 5 : start < '2015-11-01' ? 6 : start < '2016-10-01' ? 9.5 : start < '2017-06-01' ? 10 : 12);
  const total = net + ipt;
  const last = total - price(rng, 500, 4000, 1);
  const excess = rng.pick([100, 150, 250]);
  const policy = `CL/${digits(rng, 6)}/${letters(rng, 2)}`;
  const client = enPerson(rng);
  const p = page();
  p.text(40, broker, { y: 48, size: 14, bold: true });
  p.text(40, `${place.town} · ${place.zip} · ${phoneUk(rng, place)} · Authorised and regulated by the FCA`, { y: 60, size: 7.5 });
  p.text(40, `Mr ${client}`, { y: 94 });
  p.text(555, fmt(letter, 'ukLong'), { y: 94, align: 'right' });
  [
    `Dear Mr ${client.split(' ')[1]},`,
    `Your classic car policy is due for renewal. Please find enclosed your renewal schedule. Last year you paid`,
    `£${money(last, 'en')}; the renewal premium is shown below. If we do not hear from you, cover will renew automatically.`,
  ].forEach((t, i) => p.text(40, t, { y: 118 + i * 13, size: 8.5 }));
  p.box(30, 166, 535, 0.1);
  p.text(297, 'RENEWAL SCHEDULE', { y: 192, size: 12, bold: true, align: 'center' });
  const rows: Row[] = [
    ['Policy number', policy],
    ['Period of insurance', `${fmt(start, 'uk')} to ${fmt(end, 'uk')} (both dates inclusive)`],
    ['Vehicle', `${rng.pick(CLASSICS_EN)}, registration ${letters(rng, 3)} ${digits(rng, 3)}${letters(rng, 1)}`],
    ['Agreed value', `£${money(price(rng, 1500000, 9000000, 50000), 'en')}`],
    ['Cover', 'Comprehensive'],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles per year`],
    ['Excess', `£${excess} (accidental damage)`],
  ];
  twoCols(p, rows, 40, 216, 140, 9);
  p.y = 330;
  [
    ['Premium', net],
    [`Insurance Premium Tax`, ipt],
    ['Total premium payable', total],
  ].forEach(([k, v], i) => {
    p.text(300, k as string, { y: p.y, size: 9.5, bold: i === 2 });
    p.text(555, `£${money(v as number, 'en')}`, { y: p.y, size: 9.5, bold: i === 2, align: 'right' });
    p.down(15);
  });
  p.text(40, `Or 10 monthly instalments of £${money(Math.round((total * 1.08) / 10), 'en')} (APR 15.9%).`, { y: p.y + 6, size: 8 });
  note(p, 60, p.y + 50, `renewed by phone ${fmt(addDays(letter, rng.int(3, 10)), 'ukDots')}`);
  return gen(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: excess,
    coverageType: 'Comprehensive',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

/** A US collector policy's declarations with a PAID stamp and the check number written by hand. */
export const usCollectorPaid: Family = (rng) => {
  const place = rng.pick(US_PLACES);
  const insurer = rng.pick(['Concours Collector Insurance', 'Vintage Auto Underwriters', 'Roadster Specialty Ins. Co.']);
  const start = rng.date(2008, 2025);
  const end = addYears(start, 1);
  const liab = price(rng, 8000, 20000, 1);
  const coll = price(rng, 5000, 30000, 1);
  const fees = price(rng, 200, 900, 1);
  const total = liab + coll + fees;
  const ded = rng.pick([250, 500, 1000]);
  const policy = `${digits(rng, 3)}-${digits(rng, 4)}-${digits(rng, 3)}`;
  const p = page();
  p.text(297, insurer.toUpperCase(), { y: 52, size: 13, bold: true, align: 'center' });
  p.text(297, `Declarations · Agreed Value Program · ${place.town}, ${place.region}`, { y: 66, size: 8, align: 'center' });
  const cells: Row[] = [
    ['POLICY NO.', policy],
    ['EFFECTIVE', fmt(start, 'usLong')],
    ['EXPIRES', fmt(end, 'usLong')],
    ['ISSUED', fmt(addDays(start, -rng.int(10, 30)), 'usLong')],
  ];
  cells.forEach(([k, v], i) => {
    p.box(40 + i * 129, 86, 129, 30);
    p.text(44 + i * 129, k, { y: 95, size: 6.5 });
    p.text(44 + i * 129, v, { y: 110, size: 9 });
  });
  p.text(40, `Insured vehicle: ${rng.pick(CLASSICS_EN)}   Agreed value $${money(price(rng, 2000000, 12000000, 50000), 'en')}   Garaged ZIP ${place.zip}`, {
    y: 136,
    size: 8.5,
  });
  p.y = 166;
  const rows: [string, string, number][] = [
    ['Liability (combined single limit $500,000)', 'No deductible', liab],
    ['Collision', `Deductible $${money(ded * 100, 'en')}`, coll],
    ['Policy & state fees', '', fees],
  ];
  for (const [k, d, v] of rows) {
    p.text(40, k, { y: p.y, size: 9 });
    p.text(320, d, { y: p.y, size: 9 });
    p.text(555, money(v, 'en'), { y: p.y, size: 9, align: 'right' });
    p.down(15);
  }
  p.text(320, 'Annual premium', { y: p.y + 4, size: 10, bold: true });
  p.text(555, `$${money(total, 'en')}`, { y: p.y + 4, size: 10, bold: true, align: 'right' });
  const paid = addDays(start, -rng.int(1, 9));
  stamp(p, 60, p.y + 30, ['PAID', fmt(paid, 'us')], 13);
  note(p, 220, p.y + 52, `ck #${digits(rng, 4)} mailed ${fmt(addDays(paid, -2), 'us2')}`);
  p.text(40, `Claims: 1-800-${digits(rng, 3)}-${digits(rng, 4)} · Roadside: 1-888-${digits(rng, 3)}-${digits(rng, 4)}`, { y: 805, size: 7 });
  return gen(p, 'en', {
    documentType: 'insurance',
    policyNumber: policy,
    premium: num(total),
    deductible: ded,
    coverageType: 'Collision',
    effectiveStart: start,
    effectiveEnd: end,
  });
};

export const INSURANCE_DE: Family[] = [faxedBeitragsrechnung, nachtragWithLetter, copiedDmBill];
export const INSURANCE_EN: Family[] = [usFaxedDeclarations, ukBrokerRenewal, usCollectorPaid];
