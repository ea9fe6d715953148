/**
 * Six insurance papers: a 1980s German Versicherungsschein with its premium lines and
 * Schadenfreiheitsrabatt, a classic-car policy in euros, a DM Beitragsrechnung, a US collector-car
 * declarations page, a 1970s British schedule (no-claim discount, no insurance tax yet) and a
 * British limited-mileage classic schedule with insurance premium tax.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  addDays,
  addMonths,
  deAddress,
  deName,
  dePlate,
  deCar,
  enName,
  fmtDate,
  fmtMoney,
  PageBuilder,
  r2,
  row,
  rule,
  ukCar,
  ukAddress,
  ukPlate,
  usCar,
  usAddress,
  usPhone,
  vin,
  yearOf,
} from './kit';

const insurance = (pb: PageBuilder, language: 'de' | 'en', truth: Record<string, unknown>): Generated => ({
  items: pb.items,
  language,
  truth: { documentType: 'insurance', ...truth },
});

/** Versicherungsschein (1978–1990): two coverages, SF-Klasse and percentage, Versicherungsteuer, Jahresbeitrag. */
export function deVersicherungsschein(rng: Random): Generated {
  const start = `${rng.int(1978, 1990)}-01-01`;
  const end = `${yearOf(start)}-12-31`;
  const insurer = rng.pick(['Rheinische Kraftfahrt-Versicherung a.G.', 'Allgemeine Kraftverkehrs-Versicherung AG', 'Hanseatische Autoversicherung VVaG']);
  const a = deAddress(rng, start);
  const pb = new PageBuilder();
  pb.text(40, insurer, { y: 56, size: 12, serif: true, bold: true });
  pb.text(40, `Direktion · ${a.town}`, { y: 70, size: 8, serif: true });
  pb.text(297, 'V E R S I C H E R U N G S S C H E I N', { y: 110, size: 13, serif: true, bold: true, align: 'center' });
  pb.text(297, 'für Kraftfahrtversicherung', { y: 124, size: 9, serif: true, align: 'center' });
  const pol = `${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
  const sb = rng.pick([300, 650, 1000]);
  const hp = r2(rng.int(38000, 92000) / 100);
  const vk = r2(rng.int(42000, 110000) / 100);
  const sf = rng.int(3, 16);
  const pct = Math.max(40, 100 - sf * 5);
  const hpNet = r2((hp * pct) / 100);
  const vkNet = r2((vk * pct) / 100);
  const net = r2(hpNet + vkNet);
  const taxRate = yearOf(start) < 1989 ? 5 : 7;
  const tax = r2((net * taxRate) / 100);
  const total = r2(net + tax);
  pb.y = 160;
  const kv: [string, string][] = [
    ['Versicherungsschein-Nr.', pol],
    ['Versicherungsnehmer', deName(rng)],
    ['Anschrift', `${deAddress(rng, start).street}, ${deAddress(rng, start).town}`],
    ['Fahrzeug', `${deCar(rng, rng.int(1962, yearOf(start) - 1))}, amtl. Kennz. ${dePlate(rng)}`],
    ['Versicherungsdauer', `vom ${fmtDate(start, 'de')} bis ${fmtDate(end, 'de')}, 0 Uhr`],
    ['Versicherungsumfang', 'Haftpflicht und Vollkasko'],
    ['Selbstbeteiligung Vollkasko', `DM ${fmtMoney(sb, 'de')}`],
    ['Schadenfreiheitsklasse', `SF ${sf} (${pct} %)`],
  ];
  for (const [k, v] of kv) {
    pb.text(50, `${k}:`, { size: 9.5, serif: true });
    pb.text(230, v, { size: 9.5, serif: true }).down(16);
  }
  pb.down(16);
  const cols = [{ x: 50 }, { x: 380, align: 'right' as const }, { x: 520, align: 'right' as const }];
  row(pb, cols, ['Beitragsberechnung', 'Grundbeitrag DM', 'Beitrag DM'], { size: 9, serif: true, bold: true, lineH: 6 });
  rule(pb, 50, 475);
  pb.down(12);
  row(pb, cols, ['Kraftfahrzeug-Haftpflichtversicherung', fmtMoney(hp, 'de'), fmtMoney(hpNet, 'de')], { size: 9.5, serif: true, lineH: 15 });
  row(pb, cols, [`Fahrzeugvollversicherung (${fmtMoney(sb, 'de')} DM SB)`, fmtMoney(vk, 'de'), fmtMoney(vkNet, 'de')], { size: 9.5, serif: true, lineH: 15 });
  rule(pb, 400, 120, pb.y - 9);
  row(pb, cols, ['Beitrag', '', fmtMoney(net, 'de')], { size: 9.5, serif: true, lineH: 15 });
  row(pb, cols, [`Versicherungsteuer ${taxRate} %`, '', fmtMoney(tax, 'de')], { size: 9.5, serif: true, lineH: 15 });
  row(pb, cols, ['Jahresbeitrag', '', fmtMoney(total, 'de')], { size: 10, serif: true, bold: true, lineH: 40 });
  pb.text(50, `Fällig am ${fmtDate(start, 'de')}. Der Versicherungsschutz beginnt mit der Zahlung des Erstbeitrags.`, { size: 8.5, serif: true }).down(40);
  pb.text(50, `${a.town.replace(/^W-|\d+ /g, '')}, den ${fmtDate(addDays(start, -rng.int(10, 40)), 'de')}`, { size: 9, serif: true });
  return insurance(pb, 'de', {
    policyNumber: pol,
    coverageType: 'Haftpflicht und Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: sb,
  });
}

/** Classic-car policy in euros (2002–2005): boxed header cells, Teilkasko with SB, Oldtimer tariff, monthly start. */
export function deOldtimerPolice(rng: Random): Generated {
  const start = `${rng.int(2002, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(addMonths(start, 12), -1);
  const insurer = rng.pick(['Classic Car Versicherungsdienst GmbH', 'Mannheimer Oldtimer-Assekuranz', 'Württembergische Liebhaberfahrzeug-Versicherung']);
  const pb = new PageBuilder();
  pb.text(40, insurer, { y: 60, size: 13, bold: true });
  pb.text(40, 'Spezialversicherung für historische Fahrzeuge', { y: 73, size: 8 });
  pb.text(555, 'Police / Nachtrag', { y: 60, size: 11, align: 'right' });
  const pol = `OT-${rng.int(100000, 999999)}/${rng.int(1, 9)}`;
  const y0 = 100;
  const box = (x: number, w: number, cap: string, val: string, y = y0) => {
    pb.box(x, y, w, 30);
    pb.text(x + 4, cap, { y: y + 9, size: 6.5 });
    pb.text(x + 4, val, { y: y + 24, size: 10 });
  };
  box(40, 150, 'Versicherungsnummer', pol);
  box(190, 120, 'Beginn', fmtDate(start, 'de'));
  box(310, 120, 'Ablauf', fmtDate(end, 'de'));
  box(430, 125, 'Zahlungsweise', 'jährlich');
  const year = rng.int(1955, 1978);
  box(40, 270, 'Fahrzeug', `${deCar(rng, year)}, Baujahr ${year}`, y0 + 30);
  box(310, 245, 'Kennzeichen / FIN', `${dePlate(rng)}H / ${vin(rng, year)}`, y0 + 30);
  pb.y = 200;
  const cover = rng.pick(['Oldtimer-Teilkasko', 'Oldtimer-Vollkasko']);
  const sb = rng.pick([150, 300, 500]);
  const value = rng.int(8, 45) * 1000;
  const hp = r2(rng.int(9000, 22000) / 100);
  const tk = r2(rng.int(6000, 30000) / 100);
  const net = r2(hp + tk);
  const tax = r2(net * 0.16);
  const total = r2(net + tax);
  const cols = [{ x: 45 }, { x: 330 }, { x: 550, align: 'right' as const }];
  pb.box(40, pb.y - 11, 515, 15, true);
  row(pb, cols, ['Sparte', 'Umfang', 'Nettobeitrag €'], { size: 8.5, bold: true, lineH: 16 });
  row(pb, cols, ['Kfz-Haftpflicht', '100 Mio. € pauschal', fmtMoney(hp, 'de')], { size: 9.5 });
  row(pb, cols, [cover, `SB ${sb} €`, fmtMoney(tk, 'de')], { size: 9.5, lineH: 24 });
  row(pb, cols, ['', 'Nettobeitrag', fmtMoney(net, 'de')], { size: 9.5 });
  row(pb, cols, ['', 'Versicherungsteuer 16 %', fmtMoney(tax, 'de')], { size: 9.5 });
  row(pb, cols, ['', 'Jahresbeitrag inkl. VersSt.', `${fmtMoney(total, 'de')} €`], { size: 10, bold: true, lineH: 30 });
  pb.text(45, `Vereinbarter Fahrzeugwert (Gutachten): ${fmtMoney(value, 'de')} €`, { size: 9 }).down(13);
  pb.text(45, `Selbstbeteiligung je Schadenfall: ${sb} €`, { size: 9 }).down(13);
  pb.text(45, 'Das Fahrzeug darf nicht als Alltagsfahrzeug genutzt werden; jährliche Fahrleistung bis 5.000 km.', { size: 9 }).down(30);
  pb.text(45, `Ausgefertigt am ${fmtDate(addDays(start, -rng.int(5, 30)), 'de')}`, { size: 8.5 });
  return insurance(pb, 'de', { policyNumber: pol, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end, deductible: sb });
}

/** A DM Beitragsrechnung (1993–2001) for the next year: the insurance period in words, the amount due as the total. */
export function deBeitragsrechnung(rng: Random): Generated {
  const y = rng.int(1993, 2001);
  const start = `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(addMonths(start, 12), -1);
  const insurer = rng.pick(['Kraftfahrtversicherung Süd VaG', 'Nordstern Allgemeine Versicherungs-AG', 'Provinzial Kfz-Versicherung']);
  const a = deAddress(rng, start);
  const pb = new PageBuilder();
  pb.text(555, insurer, { y: 56, size: 11, bold: true, align: 'right' });
  pb.text(555, `${a.street} · ${a.town}`, { y: 68, size: 7.5, align: 'right' });
  const cust = deName(rng);
  pb.y = 120;
  [cust, deAddress(rng, start).street, deAddress(rng, start).town].forEach((l) => pb.text(50, l, { size: 10 }).down(13));
  pb.y = 200;
  pb.text(50, 'Beitragsrechnung', { size: 14, bold: true }).down(20);
  const pol = `KR ${rng.int(1000000, 9999999)}`;
  pb.text(50, `Ihr Vertrag ${pol} · ${deCar(rng, rng.int(1965, y - 2))} · ${dePlate(rng)}`, { size: 9.5 }).down(18);
  pb.text(50, `Versicherungszeitraum ${fmtDate(start, 'de')} – ${fmtDate(end, 'de')}`, { size: 9.5 }).down(28);
  const sb = rng.pick([300, 500, 1000]);
  const lines: [string, number][] = [
    ['Haftpflicht (SF 12, 45 %)', r2(rng.int(24000, 61000) / 100)],
    [`Teilkasko mit ${sb} DM Selbstbeteiligung`, r2(rng.int(9000, 26000) / 100)],
  ];
  if (rng.chance(0.5)) lines.push(['Insassen-Unfallversicherung', r2(rng.int(3000, 6000) / 100)]);
  const net = r2(lines.reduce((s, [, v]) => s + v, 0));
  const tax = r2(net * (y < 2002 ? 0.15 : 0.16));
  const total = r2(net + tax);
  for (const [k, v] of lines) {
    pb.text(60, k, { size: 9.5 });
    pb.text(480, `${fmtMoney(v, 'de')} DM`, { size: 9.5, align: 'right' }).down(14);
  }
  rule(pb, 380, 100, pb.y - 8);
  pb.down(4);
  pb.text(60, 'Summe', { size: 9.5 });
  pb.text(480, `${fmtMoney(net, 'de')} DM`, { size: 9.5, align: 'right' }).down(14);
  pb.text(60, `Versicherungsteuer ${y < 2002 ? 15 : 16} %`, { size: 9.5 });
  pb.text(480, `${fmtMoney(tax, 'de')} DM`, { size: 9.5, align: 'right' }).down(20);
  pb.box(55, pb.y - 12, 430, 18, true);
  pb.text(60, 'Zu zahlender Beitrag', { size: 10, bold: true });
  pb.text(480, `${fmtMoney(total, 'de')} DM`, { size: 10, bold: true, align: 'right' }).down(30);
  pb.text(
    50,
    `Der Beitrag wird am ${fmtDate(start, 'de')} von Ihrem Konto ${rng.int(1000000, 9999999)} (BLZ ${rng.int(100, 899)} ${rng.int(100, 999)} ${rng.int(10, 99)}) abgebucht.`,
    { size: 8.5 },
  );
  return insurance(pb, 'de', { policyNumber: pol, coverageType: 'Teilkasko', premium: total, effectiveStart: start, effectiveEnd: end, deductible: sb });
}

/** A US collector-car declarations page: policy period with 12:01 A.M., coverage table with limits, agreed value, fees. */
export function usCollectorDeclarations(rng: Random): Generated {
  const start = rng.date(1986, 2004);
  const end = addMonths(start, 12);
  const insurer = rng.pick(['Heritage Collector Car Insurance Co.', 'Great Lakes Classic Auto Underwriters', 'American Antique Auto Mutual']);
  const a = usAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, insurer.toUpperCase(), { y: 56, size: 12, bold: true, align: 'center' });
  pb.text(297, `${a.street}, ${a.town} · ${usPhone(rng)}`, { y: 68, size: 7.5, align: 'center' });
  pb.text(297, 'COLLECTOR VEHICLE POLICY — DECLARATIONS', { y: 92, size: 10.5, bold: true, align: 'center' });
  const pol = `CV ${rng.int(100, 999)}-${rng.int(10000, 99999)}`;
  pb.y = 122;
  const named = enName(rng);
  const left: [string, string][] = [
    ['Named Insured', named],
    ['Address', usAddress(rng).town],
  ];
  const right: [string, string][] = [
    ['Policy Number', pol],
    ['Policy Period', `${fmtDate(start, 'us')} to ${fmtDate(end, 'us')}`],
  ];
  left.forEach(([k, v], i) => {
    pb.text(40, k.toUpperCase(), { y: 122 + i * 24, size: 6.5 });
    pb.text(40, v, { y: 133 + i * 24, size: 9.5 });
  });
  right.forEach(([k, v], i) => {
    pb.text(320, k.toUpperCase(), { y: 122 + i * 24, size: 6.5 });
    pb.text(320, v, { y: 133 + i * 24, size: 9.5 });
  });
  pb.text(320, '12:01 A.M. standard time at the address of the named insured', { y: 178, size: 6.5 });
  const year = rng.int(1929, 1972);
  const value = rng.int(6, 60) * 500;
  pb.y = 205;
  pb.box(40, pb.y - 11, 515, 15, true);
  const vc = [{ x: 44 }, { x: 80 }, { x: 250 }, { x: 550, align: 'right' as const }];
  row(pb, vc, ['VEH', 'YEAR / MAKE / MODEL', 'VIN / SERIAL NO.', 'AGREED VALUE'], { size: 7.5, bold: true, lineH: 16 });
  row(pb, vc, ['1', `${year} ${usCar(rng, year)}`, vin(rng, year), `$${fmtMoney(value, 'en')}`], { size: 9.5, lineH: 28 });
  const ded = rng.pick([0, 100, 250, 500]);
  const liab = r2(rng.int(4500, 14000) / 100);
  const comp = r2(rng.int(3000, 30000) / 100);
  const um = r2(rng.int(800, 3000) / 100);
  const fee = rng.pick([5, 10, 15]);
  const total = r2(liab + comp + um + fee);
  const cc = [{ x: 44 }, { x: 260 }, { x: 400 }, { x: 550, align: 'right' as const }];
  pb.box(40, pb.y - 11, 515, 15, true);
  row(pb, cc, ['COVERAGE', 'LIMITS', 'DEDUCTIBLE', 'PREMIUM'], { size: 7.5, bold: true, lineH: 16 });
  row(pb, cc, ['Liability (BI / PD)', '$100,000 / $300,000 / $50,000', '', fmtMoney(liab, 'en')], { size: 9 });
  row(pb, cc, ['Agreed Value Comprehensive', 'Agreed value', ded ? `$${ded}` : 'None', fmtMoney(comp, 'en')], { size: 9 });
  row(pb, cc, ['Uninsured Motorists', '$100,000 / $300,000', '', fmtMoney(um, 'en')], { size: 9 });
  row(pb, cc, ['Policy fee', '', '', fmtMoney(fee, 'en')], { size: 9, lineH: 6 });
  rule(pb, 40, 515);
  pb.down(14);
  row(pb, cc, ['TOTAL POLICY PREMIUM', '', '', `$${fmtMoney(total, 'en')}`], { size: 9.5, bold: true, lineH: 30 });
  pb.text(40, 'Use is limited to club activities, exhibitions, parades and occasional pleasure driving. Not for daily transportation.', { size: 7.5 }).down(11);
  pb.text(40, `Countersigned ${fmtDate(addDays(start, -rng.int(3, 20)), 'us-long')} by ${enName(rng)}, authorized representative.`, { size: 7.5 });
  const truth: Record<string, unknown> = {
    policyNumber: pol,
    coverageType: 'Agreed Value Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
  };
  if (ded) truth.deductible = ded;
  return insurance(pb, 'en', truth);
}

/** A 1970s British schedule: typewritten, annual premium less no-claim discount, excess; no insurance tax before 1994. */
export function ukSchedule1970s(rng: Random): Generated {
  const start = rng.date(1975, 1986);
  const end = addDays(addMonths(start, 12), -1);
  const insurer = rng.pick([
    'The Provincial Motor Insurance Society Ltd',
    'Northern Counties Insurance Company Limited',
    'The Wessex Motor Policies Association',
  ]);
  const a = ukAddress(rng);
  const pb = new PageBuilder();
  pb.text(297, insurer, { y: 60, size: 12, serif: true, bold: true, align: 'center' });
  pb.text(297, `Head Office: ${a.street}, ${a.town}`, { y: 74, size: 8, serif: true, align: 'center' });
  pb.text(297, 'THE SCHEDULE', { y: 104, size: 12, serif: true, bold: true, align: 'center' });
  const pol = `${rng.pick(['M', 'MP', 'P'])}/${rng.int(100000, 999999)}/${rng.int(10, 99)}`;
  const year = rng.int(1962, yearOf(start) - 1);
  const excess = rng.pick([10, 15, 25, 50]);
  const annual = r2(rng.int(6000, 28000) / 100);
  const ncd = rng.pick([0, 20, 30, 40, 50, 60]);
  const premium = r2((annual * (100 - ncd)) / 100);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft']);
  const items: [string, string][] = [
    ['Policy No.', pol],
    ['The Insured', `${rng.pick(['Mr', 'Mrs', 'Miss'])} ${enName(rng)}`],
    ['Period of Insurance', `From ${fmtDate(start, 'uk-long')} to ${fmtDate(end, 'uk-long')} (both dates inclusive)`],
    ['Vehicle', `${ukCar(rng, year)}  Registration Mark ${ukPlate(rng, year)}`],
    ['Cover', cover],
    ['Use', 'Social, domestic and pleasure purposes and by the Insured in person in connection with his business'],
    ['Excess', `The first £${excess} of each and every claim for loss of or damage to the vehicle`],
  ];
  pb.y = 140;
  for (const [k, v] of items) {
    pb.text(50, k, { size: 9.5, serif: true, bold: true });
    const words = v.split(' ');
    let line = '';
    for (const w of words) {
      if ((line + ' ' + w).length > 62) {
        pb.text(200, line.trim(), { size: 9.5, serif: true }).down(13);
        line = '';
      }
      line += ` ${w}`;
    }
    pb.text(200, line.trim(), { size: 9.5, serif: true }).down(20);
  }
  pb.down(10);
  pb.text(50, 'Premium', { size: 9.5, serif: true, bold: true }).down(16);
  const pc = [{ x: 200 }, { x: 480, align: 'right' as const }];
  row(pb, pc, ['Annual premium', `£${fmtMoney(annual, 'en')}`], { size: 9.5, serif: true, lineH: 14 });
  row(pb, pc, [`Less No Claim Discount ${ncd}%`, `£${fmtMoney(r2(annual - premium), 'en')}`], { size: 9.5, serif: true, lineH: 14 });
  rule(pb, 400, 80, pb.y - 12);
  row(pb, pc, ['Premium payable', `£${fmtMoney(premium, 'en')}`], { size: 10, serif: true, bold: true, lineH: 40 });
  pb.text(50, `Signed on behalf of the Company this ${fmtDate(addDays(start, -rng.int(1, 14)), 'uk-ord')}.`, { size: 9, serif: true });
  return insurance(pb, 'en', { policyNumber: pol, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible: excess });
}

/** A limited-mileage classic schedule (1995–2005): agreed value, premium + IPT = total, voluntary and compulsory excess. */
export function ukClassicSchedule(rng: Random): Generated {
  const start = rng.date(1995, 2005);
  const end = addDays(addMonths(start, 12), -1);
  const broker = rng.pick(['Cotswold Classic Insurance Services', 'Footman & Greaves Classic Cover', 'Marque Heritage Insurance Brokers Ltd']);
  const pb = new PageBuilder();
  pb.text(40, broker, { y: 58, size: 13, bold: true });
  pb.text(40, 'Authorised and regulated · Classic and vintage vehicle specialists', { y: 71, size: 7.5 });
  pb.text(40, 'Policy Schedule', { y: 104, size: 12, bold: true });
  const pol = `CLS${rng.int(1000000, 9999999)}`;
  const year = rng.int(1950, 1979);
  const value = rng.int(8, 60) * 250;
  const cover = rng.pick(['Limited Mileage Comprehensive', 'Agreed Value Comprehensive', 'Classic Comprehensive (3,000 miles)']);
  const excess = rng.pick([50, 100, 150, 250]);
  const prem = r2(rng.int(9000, 42000) / 100);
  const iptRate = start < '1997-04-01' ? 2.5 : start < '1999-07-01' ? 4 : 5;
  const ipt = r2((prem * iptRate) / 100);
  const total = r2(prem + ipt);
  const rows: [string, string][] = [
    ['Policy number', pol],
    ['Policyholder', enName(rng)],
    ['Period', `${fmtDate(start, 'uk')} – ${fmtDate(end, 'uk')}`],
    ['Vehicle', `${year} ${ukCar(rng, year)}, reg. ${ukPlate(rng, year)}`],
    ['Cover', cover],
    ['Agreed value', `£${fmtMoney(value, 'en')}`],
    ['Excess (all claims)', `£${excess}`],
    ['Annual mileage limit', `${rng.pick(['1,500', '3,000', '5,000'])} miles`],
  ];
  pb.y = 124;
  for (const [k, v] of rows) {
    pb.box(40, pb.y, 160, 18, true);
    pb.box(200, pb.y, 355, 18);
    pb.text(45, k, { y: pb.y + 12, size: 8.5 });
    pb.text(205, v, { y: pb.y + 12, size: 9.5 });
    pb.y += 18;
  }
  pb.y += 30;
  pb.text(40, 'Premium', { size: 10, bold: true }).down(16);
  const pc = [{ x: 50 }, { x: 300, align: 'right' as const }];
  row(pb, pc, ['Net premium', `£${fmtMoney(prem, 'en')}`], { size: 9.5, lineH: 14 });
  row(pb, pc, [`Insurance Premium Tax @ ${iptRate}%`, `£${fmtMoney(ipt, 'en')}`], { size: 9.5, lineH: 14 });
  rule(pb, 220, 80, pb.y - 9);
  row(pb, pc, ['Total payable', `£${fmtMoney(total, 'en')}`], { size: 10, bold: true, lineH: 34 });
  pb.text(40, `Renewal date: ${fmtDate(addDays(end, 1), 'uk-long')}. Please keep this schedule with your certificate of motor insurance.`, { size: 8 });
  return insurance(pb, 'en', { policyNumber: pol, coverageType: cover, premium: total, effectiveStart: start, effectiveEnd: end, deductible: excess });
}
