/**
 * gen-unseen-af papers: insurance schedules listing several coverages with their own premiums, taxes and a total (and
 * instalment plans beside it); registrations and titles with the office's fee lines printed beside the vehicle's data.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { address, addDays, car, digits, doc, fd, hline, letters, money, person, plate, r2, row, surname, vin, US_CARS, UK_CARS, AU_CARS } from './kit';

const R = 'right' as const;
const nextYear = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;

/** Köln, 2007–2026: an Oldtimer insurer's Beitragsrechnung — Haftpflicht, Teilkasko, Schutzbrief, Versicherungsteuer, Raten. */
export function koelnBeitragsrechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2007, 2026).slice(0, 8) + '01';
  const end = nextYear(start);
  const ins = `${rng.pick(['Rheinische', 'Colonia', 'Domstadt'])} Oldtimer-Versicherung AG`;
  const c = car(rng, 'de', Number(start.slice(0, 4)));
  const pol = `OT-${digits(rng, 3)}.${digits(rng, 6)}`;
  const sb = rng.pick([150, 300, 500]);
  p.y = 50;
  p.text(40, ins, { size: 13, bold: true });
  p.down(12).text(40, `${address(rng, 'rheinland').join(', ')}`, { size: 8 });
  p.y = 110;
  p.text(40, 'Beitragsrechnung und Versicherungsbestätigung', { size: 13, bold: true });
  p.down(20);
  const info: [string, string][] = [
    ['Versicherungsnehmer', person(rng, 'rheinland')],
    ['Versicherungsschein-Nr.', pol],
    ['Fahrzeug', `${c.make} ${c.model}, Erstzulassung ${c.year}, Kennz. ${plate(rng, 'rheinland')}`],
    ['Deckungsumfang', 'Haftpflicht und Teilkasko'],
    ['Versicherungsdauer', `${fd(start, 'de')} bis ${fd(end, 'de')}`],
    ['Selbstbeteiligung Teilkasko', `${sb},00 EUR`],
  ];
  for (const [k, v] of info) {
    p.text(40, k, { size: 9 }).text(190, v, { size: 9 });
    p.down(13);
  }
  const rows: [string, number][] = [
    ['Kfz-Haftpflicht (100 Mio. EUR pauschal)', r2(rng.int(6000, 16000) / 100)],
    [`Teilkasko mit ${sb} EUR SB`, r2(rng.int(3000, 14000) / 100)],
    ['Schutzbrief', r2(rng.int(900, 2400) / 100)],
  ];
  const net = r2(rows.reduce((s, r) => s + r[1], 0));
  const tax = r2(net * 0.19);
  const gross = r2(net + tax);
  const cols = [{ x: 40 }, { x: 400, align: R }, { x: 480, align: R }, { x: 555, align: R }];
  p.down(16);
  row(p, cols, ['Sparte', 'Nettobeitrag', 'VersSt 19 %', 'Beitrag'], { bold: true });
  for (const [k, v] of rows) {
    p.down(13);
    row(p, cols, [k, money(v, 'EUR', 'de', 'bare'), money(r2(v * 0.19), 'EUR', 'de', 'bare'), money(r2(v * 1.19), 'EUR', 'de', 'bare')]);
  }
  p.down(15);
  hline(p, 330, 225, p.y - 10);
  row(p, cols, ['Jahresbeitrag', money(net, 'EUR', 'de', 'bare'), money(tax, 'EUR', 'de', 'bare'), money(gross, 'EUR', 'de', 'bare')], { bold: true });
  const n = rng.pick([2, 4]);
  p.down(24).text(
    40,
    `Zahlweise: ${n === 2 ? 'halbjährlich' : 'vierteljährlich'} — ${n} Raten zu je ${money(r2(gross / n), 'EUR', 'de', 'post')}, fällig ab ${fd(start, 'de')}.`,
    {
      size: 9,
    },
  );
  p.down(13).text(40, 'Der Beitrag wird per SEPA-Lastschrift eingezogen.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Haftpflicht und Teilkasko',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** Innsbruck, 2002–2026: a Prämienvorschreibung with Haftpflicht, Kasko, Insassenunfall, Versicherungssteuer and mot. VSt. */
export function innsbruckPraemie(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2002, 2026).slice(0, 8) + '01';
  const end = addDays(nextYear(start), -1);
  const ins = `${rng.pick(['Tiroler', 'Alpenländische', 'Inntaler'])} Versicherung AG`;
  const pol = `${digits(rng, 2)}-${digits(rng, 7)}-${rng.int(1, 9)}`;
  const c = car(rng, 'de', Number(start.slice(0, 4)));
  const sb = rng.pick([200, 350, 500]);
  p.y = 46;
  p.text(40, ins, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'tirol').join(' · '), { size: 8 });
  p.y = 110;
  p.text(40, 'Prämienvorschreibung', { size: 14, bold: true });
  p.down(16).text(40, `Polizze Nr. ${pol}   ·   ${person(rng, 'tirol')}   ·   ${c.make} ${c.model}, ${plate(rng, 'tirol')}`, { size: 9 });
  p.down(13).text(40, `Versicherungsperiode ${fd(start, 'de')} – ${fd(end, 'de')}`, { size: 9 });
  p.down(13).text(40, `Deckung: Haftpflicht und Teilkasko, Selbstbehalt Kasko € ${sb},–`, { size: 9 });
  const rows: [string, number][] = [
    ['Haftpflichtversicherung', r2(rng.int(12000, 32000) / 100)],
    ['Teilkasko', r2(rng.int(6000, 19000) / 100)],
    ['Insassenunfallversicherung', r2(rng.int(1500, 4000) / 100)],
  ];
  const net = r2(rows.reduce((s, r) => s + r[1], 0));
  const vst = r2(net * 0.11);
  const mot = r2(rng.int(12, 60) * 6.84);
  const gross = r2(net + vst + mot);
  const cols = [{ x: 40 }, { x: 555, align: R }];
  p.down(20);
  for (const [k, v] of rows) {
    row(p, cols, [k, `€ ${money(v, 'EUR', 'de', 'bare')}`]);
    p.down(13);
  }
  hline(p, 350, 205, p.y - 9);
  row(p, cols, ['Nettoprämie', `€ ${money(net, 'EUR', 'de', 'bare')}`]);
  p.down(13);
  row(p, cols, ['Versicherungssteuer 11 %', `€ ${money(vst, 'EUR', 'de', 'bare')}`]);
  p.down(13);
  row(p, cols, ['motorbezogene Versicherungssteuer', `€ ${money(mot, 'EUR', 'de', 'bare')}`]);
  p.down(15);
  row(p, cols, ['Jahresprämie gesamt', `€ ${money(gross, 'EUR', 'de', 'bare')}`], { bold: true });
  p.down(20).text(40, `Bei monatlicher Zahlung: 12 × € ${money(r2(gross / 12), 'EUR', 'de', 'bare')} (ohne Unterjährigkeitszuschlag).`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Haftpflicht und Teilkasko',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** Luzern, 1996–2026: a Police with Haftpflicht, Teilkasko and Parkschaden, each premium, Stempelabgabe, the total. */
export function luzernPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1996, 2026).slice(0, 8) + '01';
  const end = addDays(nextYear(start), -1);
  const ins = `${rng.pick(['Innerschweizer', 'Pilatus', 'Vierwaldstätter'])} Versicherungen`;
  const pol = `${digits(rng, 2)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  const c = car(rng, 'de', Number(start.slice(0, 4)));
  const sb = rng.pick([200, 300, 500, 1000]);
  p.y = 50;
  p.text(40, ins, { size: 14, bold: true });
  p.y = 100;
  p.text(40, `Police Nr. ${pol}`, { size: 13, bold: true });
  p.down(18);
  const info: [string, string][] = [
    ['Versicherungsnehmer', person(rng, 'luzern')],
    ['Fahrzeug', `${c.make} ${c.model} (Veteranenfahrzeug), ${plate(rng, 'luzern')}`],
    ['Vertragsbeginn', fd(start, 'de')],
    ['Vertragsablauf', fd(end, 'de')],
    ['Versicherte Deckungen', 'Haftpflicht, Teilkasko, Parkschaden'],
    ['Selbstbehalt Teilkasko', `CHF ${sb}.–`],
  ];
  for (const [k, v] of info) {
    p.text(40, k, { size: 9 }).text(200, v, { size: 9 });
    p.down(13);
  }
  const rows: [string, number][] = [
    ['Haftpflicht (Deckung CHF 100 Mio.)', r2(rng.int(18000, 52000) / 100)],
    ['Teilkasko (Zeitwert vereinbart)', r2(rng.int(9000, 30000) / 100)],
    ['Parkschaden', r2(rng.int(4000, 9000) / 100)],
  ];
  const net = r2(rows.reduce((s, r) => s + r[1], 0));
  const st = r2(net * 0.05);
  const gross = r2(net + st);
  const cols = [{ x: 40 }, { x: 555, align: R }];
  p.down(16);
  row(p, cols, ['Prämien (jährlich)', 'CHF'], { bold: true });
  for (const [k, v] of rows) {
    p.down(13);
    row(p, cols, [k, money(v, 'CHF', 'ch', 'bare')]);
  }
  p.down(13);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', money(st, 'CHF', 'ch', 'bare')]);
  p.down(15);
  row(p, cols, ['Total Jahresprämie', money(gross, 'CHF', 'ch', 'bare')], { bold: true });
  p.down(24).text(40, `Halbjährliche Zahlung möglich gegen Zuschlag von 2 %. Prämie fällig am ${fd(start, 'de')}.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Haftpflicht, Teilkasko, Parkschaden',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

const iptUK = (y: number) => (y < 1997 ? 2.5 : y < 1999 ? 4 : y < 2011 ? 5 : y < 2016 ? 6 : y < 2017 ? 9.5 : 12);

/** Ipswich, 1995–2026: a classic-car insurance schedule — premium breakdown, IPT, total, ten monthly instalments. */
export function ipswichSchedule(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1995, 2026);
  const y = Number(start.slice(0, 4));
  const end = addDays(nextYear(start), -1);
  const ins = `${surname(rng, 'eastanglia')} Classic Insurance Services`;
  const pol = `CV/${digits(rng, 6)}/${String(y).slice(2)}`;
  const c = car(rng, 'en', y, UK_CARS);
  const xs = rng.pick([100, 150, 250]);
  p.y = 50;
  p.text(40, ins, { size: 13, bold: true });
  p.down(12).text(40, address(rng, 'eastanglia').join(', '), { size: 8 });
  p.y = 110;
  p.text(40, 'MOTOR INSURANCE SCHEDULE', { size: 14, bold: true });
  p.down(20);
  const info: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', person(rng, 'eastanglia')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, reg. ${plate(rng, 'eastanglia')}`],
    ['Cover', 'Comprehensive (agreed value)'],
    ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')} (both days inclusive)`],
    ['Excess', `£${xs} accidental damage`],
    ['Limited mileage', `${rng.pick([1500, 3000, 5000])} miles a year`],
  ];
  for (const [k, v] of info) {
    p.text(40, k, { size: 9 }).text(180, v, { size: 9 });
    p.down(13);
  }
  const base = r2(rng.int(9000, 32000) / 100);
  const club = r2(Math.round(base * 0.1 * 100) / 100);
  const breakdown = r2(rng.int(1800, 3500) / 100);
  const net = r2(base - club + breakdown);
  const ipt = iptUK(y);
  const tax = r2((net * ipt) / 100);
  const gross = r2(net + tax);
  const cols = [{ x: 40 }, { x: 400, align: R }];
  p.down(16).text(40, 'Premium', { bold: true, size: 10 });
  for (const [k, v, b] of [
    ['Basic premium', base],
    ['Owners club discount 10%', -club],
    ['Breakdown and recovery', breakdown],
    ['Net premium', net],
    [`Insurance Premium Tax ${ipt}%`, tax],
    ['Total annual premium', gross, true],
  ] as [string, number, boolean?][]) {
    p.down(13);
    row(p, cols, [k, money(v, 'GBP', 'en')], { bold: b });
  }
  const charge = r2(gross * 0.08);
  const inst = r2((gross + charge) / 10);
  p.down(22).text(
    40,
    `Instalment option: deposit nil, 10 monthly instalments of ${money(inst, 'GBP', 'en')} (credit charge ${money(charge, 'GBP', 'en')}, APR 14.9%).`,
    {
      size: 8.5,
    },
  );
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive (agreed value)',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** Toledo, 1990–2026: a collector-vehicle declarations page, each coverage with its limit and premium, fees, total. */
export function toledoDeclarations(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1990, 2026);
  const end = nextYear(start);
  const ins = `${rng.pick(['Buckeye', 'Great Lakes', 'Heartland'])} Collector Car Insurance Co.`;
  const pol = `CC${digits(rng, 8)}`;
  const c = car(rng, 'en', Number(start.slice(0, 4)), US_CARS);
  const ded = rng.pick([100, 250, 500]);
  const agreed = rng.int(12, 90) * 1000;
  p.y = 48;
  p.text(40, ins, { size: 13, bold: true });
  p.y = 96;
  p.text(40, 'DECLARATIONS PAGE', { size: 14, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Policy Number', pol],
    ['Named Insured', person(rng, 'ohio')],
    ['Policy Period', `${fd(start, 'us')} to ${fd(end, 'us')} 12:01 a.m.`],
    ['Vehicle', `${c.year} ${c.make} ${c.model}  VIN ${vin(rng)}`],
    ['Coverage Type', 'Agreed Value'],
    ['Agreed Value', money(agreed, 'USD', 'en')],
  ] as [string, string][]) {
    p.text(40, k, { size: 9, bold: true }).text(170, v, { size: 9 });
    p.down(13);
  }
  const covs: [string, string, number][] = [
    ['Bodily Injury', '$100,000 / $300,000', r2(rng.int(40, 110))],
    ['Property Damage', '$50,000', r2(rng.int(20, 60))],
    ['Uninsured Motorists', '$100,000 / $300,000', r2(rng.int(8, 25))],
    ['Medical Payments', '$5,000', r2(rng.int(4, 12))],
    ['Comprehensive', `Agreed value less $${ded}`, r2(rng.int(25, 120))],
    ['Collision', `Agreed value less $${ded}`, r2(rng.int(40, 180))],
  ];
  const cols = [{ x: 40 }, { x: 220 }, { x: 555, align: R }];
  p.down(14);
  row(p, cols, ['COVERAGE', 'LIMITS / DEDUCTIBLE', 'PREMIUM'], { bold: true });
  for (const [a, b, v] of covs) {
    p.down(13);
    row(p, cols, [a, b, money(v, 'USD', 'en')]);
  }
  const sub = r2(covs.reduce((s, c2) => s + c2[2], 0));
  const fee = r2(rng.pick([10, 15, 25]));
  const gross = r2(sub + fee);
  p.down(15);
  row(p, cols, ['', 'Total coverage premium', money(sub, 'USD', 'en')]);
  p.down(13);
  row(p, cols, ['', 'Policy fee', money(fee, 'USD', 'en')]);
  p.down(15);
  row(p, cols, ['', 'TOTAL POLICY PREMIUM', money(gross, 'USD', 'en')], { bold: true });
  p.down(22).text(40, `Pay-plan: 2 payments of ${money(r2(gross / 2), 'USD', 'en')}; installment fee $3.00 per payment if elected.`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Agreed Value',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** Bunbury, 2001–2026: a certificate of insurance and tax invoice — base premium, GST, stamp duty, total. */
export function bunburyCertificate(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2001, 2026);
  const end = nextYear(start);
  const ins = `${rng.pick(['Swan River', 'Indian Ocean', 'Westside'])} Club Car Insurance`;
  const pol = `WA${digits(rng, 7)}`;
  const c = car(rng, 'en', Number(start.slice(0, 4)), AU_CARS);
  const xs = rng.pick([300, 500, 750]);
  p.y = 50;
  p.text(40, ins, { size: 13, bold: true });
  p.down(12).text(40, `ABN ${digits(rng, 11)}`, { size: 8 });
  p.y = 100;
  p.text(40, 'CERTIFICATE OF INSURANCE / TAX INVOICE', { size: 12, bold: true });
  p.down(18);
  for (const [k, v] of [
    ['Policy no.', pol],
    ['Insured', person(rng, 'wa')],
    ['Vehicle', `${c.year} ${c.make} ${c.model}, rego ${plate(rng, 'wa')}`],
    ['Cover', 'Comprehensive — club permit vehicle'],
    ['Period', `${fd(start, 'uk')} – ${fd(end, 'uk')}`],
    ['Basic excess', money(xs, 'AUD', 'en')],
  ] as [string, string][]) {
    p.text(40, k, { size: 9 }).text(150, v, { size: 9 });
    p.down(13);
  }
  const base = r2(rng.int(18000, 60000) / 100);
  const gst = r2(base * 0.1);
  const duty = r2((base + gst) * 0.1);
  const gross = r2(base + gst + duty);
  const cols = [{ x: 40 }, { x: 380, align: R }];
  p.down(14);
  for (const [k, v, b] of [
    ['Base premium', base],
    ['GST', gst],
    ['Stamp duty (WA)', duty],
    ['Total amount payable', gross, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [k, money(v, 'AUD', 'en')], { bold: b });
    p.down(13);
  }
  p.down(10).text(40, `Or by monthly instalments: 12 × ${money(r2((gross * 1.05) / 12), 'AUD', 'en')} (includes 5% instalment loading).`, { size: 8.5 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive — club permit vehicle',
    premium: gross,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: xs,
  });
}

/** Neuss, 1975–2004: a Fahrzeugschein with the Zulassungsstelle's Gebühren beside the data. */
export function neussFahrzeugschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2004);
  const y = Number(date.slice(0, 4));
  const cur = y < 2002 ? 'DM' : 'EUR';
  const c = car(rng, 'de', y);
  const nr = `${letters(rng, 1)}${digits(rng, 6)}`;
  const pl = plate(rng, 'rheinland');
  p.y = 46;
  p.text(40, 'Fahrzeugschein', { size: 16, bold: true, serif: true });
  p.text(555, `Nr. ${nr}`, { size: 11, align: R, serif: true });
  p.box(40, 70, 330, 300);
  p.y = 88;
  for (const [k, v] of [
    ['Amtliches Kennzeichen', pl],
    ['Fahrzeug- und Aufbauart', 'Pkw geschlossen'],
    ['Hersteller', c.make],
    ['Typ / Ausführung', c.model],
    ['Fahrzeug-Ident.-Nr.', vin(rng, 11)],
    ['Tag der ersten Zulassung', fd(`${c.year}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'de')],
    ['Hubraum cm³', String(rng.int(1200, 3500))],
    ['Halter', person(rng, 'rheinland')],
    ['Anschrift', address(rng, 'rheinland').join(', ')],
    ['Zugeteilt am', fd(date, 'de')],
  ] as [string, string][]) {
    p.text(48, k, { size: 7 }).text(48, v, { size: 9.5, y: p.y + 11 });
    p.down(28);
  }
  p.box(385, 70, 170, 160);
  p.y = 88;
  p.text(395, 'Gebühren', { size: 9, bold: true });
  const fees: [string, number][] = [
    ['Zulassung', r2(rng.int(1500, 3000) / 100)],
    ['Kennzeichenzuteilung', r2(rng.int(300, 900) / 100)],
    ['Plakette', r2(rng.int(50, 300) / 100)],
  ];
  for (const [k, v] of fees) {
    p.down(14)
      .text(395, k, { size: 8.5 })
      .text(545, money(v, cur, 'de', 'bare'), { size: 8.5, align: R });
  }
  p.down(16)
    .text(395, `Summe ${cur}`, { size: 9, bold: true })
    .text(545, money(r2(fees.reduce((s, f) => s + f[1], 0)), cur, 'de', 'bare'), { size: 9, bold: true, align: R });
  p.down(40).text(470, `Straßenverkehrsamt ${rng.pick(['Neuss', 'Köln', 'Bonn'])}`, { size: 7.5, align: 'center' });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: pl });
}
