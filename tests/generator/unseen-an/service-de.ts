/** German-language workshop bills printed by dealer systems (DE, AT, CH), 1975–2005. */
import { doc, fd, r2, r05, sum, vatCH, vatDE, wrap } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { amt, DE_CARS, DE_FIRST, DE_JOBS, DE_LAST, DE_SHOPS, DE_STREETS, dePlate, digits, drawWork, letters, Lp, time, yr, zp } from './kit';

const mil = (n: number) => n.toLocaleString('de-DE');
function customer(rng: Random) {
  return {
    name: `${rng.pick(DE_LAST)}, ${rng.pick(DE_FIRST)}`,
    street: `${rng.pick(['AMSELWEG', 'GARTENSTR.', 'LINDENALLEE', 'SCHULSTR.', 'AM HANG'])} ${rng.int(1, 80)}`,
    city: `${zp(rng.int(10, 99), 2)}${zp(rng.int(0, 999), 3)} ${rng.pick(['WALDKIRCH', 'HOFHEIM', 'NEUSTADT', 'BAD SODEN', 'LANGEN', 'EBERSBERG'])}`,
  };
}
const fgnr = (rng: Random) => `${rng.pick(['WVWZZZ17Z', 'WDB12303', 'WBA4', '1142', 'W0L000', 'WAUZZZ81Z'])}${digits(rng, 7)}`;

/** VW/Audi dealer's KD-Rechnung: AW table, Teile table, totals block. */
export function vagKdRechnung(rng: Random): Generated {
  const [a, b, city] = rng.pick(DE_SHOPS);
  const shop = `${a} ${b}`;
  const date = rng.date(1980, 1992);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(3, 5), y, 'DM', (r, p) =>
    `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${p === '0' ? '' : letters(r, 1)}`.trim(),
  );
  const awp = r2(6 + (y - 1980) * 0.45 + rng.int(0, 10) / 10);
  const jobs = w.jobs.map((j) => ({ ...j, aw: Math.round(j.hours * 10), amount: r2(Math.round(j.hours * 10) * awp) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const net = r2(labor + parts);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(18000, 190000);
  const L = new Lp(32, 5.0, 8, 10.5, 46);
  L.ln([0, shop], [70, 'KD-RECHNUNG'], [100, `SEITE 1`, 'r']);
  L.ln([0, `${rng.pick(DE_STREETS)} ${rng.int(2, 90)}`], [70, `NR. ${zp(rng.int(1, 99), 2)}/${digits(rng, 5)}`]);
  L.ln([0, `${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${city}`], [70, `DATUM ${fd(date, 'de2')}`]);
  L.ln([0, `TEL. ${zp(rng.int(100, 9999), 4)}/${digits(rng, 5)}`], [70, `DRUCK ${fd(date, 'de2')} ${time(rng)}`]);
  L.skip();
  const c = customer(rng);
  L.ln([4, c.name]).ln([4, c.street]).ln([4, c.city]).skip();
  L.rule('-', 0, 100);
  L.ln([0, `AMTL.KZ: ${dePlate(rng)}`], [30, `FG-NR: ${fgnr(rng)}`], [68, `KM-STAND: ${mil(km)}`]);
  L.ln([0, `TYP: ${rng.pick(DE_CARS)}`], [30, `ERSTZUL.: ${zp(rng.int(1, 12), 2)}/${String(y - rng.int(2, 9)).slice(2)}`], [68, `AUFTR.: ${digits(rng, 6)}`]);
  L.rule('-', 0, 100);
  L.ln([0, 'POS'], [5, 'ARB.-NR'], [16, 'BEZEICHNUNG'], [70, 'AW', 'r'], [84, 'AW-PREIS', 'r'], [100, 'BETRAG DM', 'r']);
  L.rule('-', 0, 100);
  jobs.forEach((j, i) =>
    L.ln(
      [0, zp(i + 1, 3)],
      [5, `${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`],
      [16, j.text],
      [70, String(j.aw), 'r'],
      [84, amt(awp, 'de'), 'r'],
      [100, amt(j.amount, 'de'), 'r'],
    ),
  );
  L.skip();
  L.ln([0, 'TEILE-NR'], [22, 'BEZEICHNUNG'], [66, 'MENGE', 'r'], [84, 'EP', 'r'], [100, 'GP', 'r']);
  L.rule('-', 0, 100);
  for (const p of w.parts) L.ln([0, p.no], [22, p.text], [66, `${p.qty},00`, 'r'], [84, amt(p.unit, 'de'), 'r'], [100, amt(p.total, 'de'), 'r']);
  L.rule('=', 0, 100);
  L.ln([56, 'LOHN'], [100, amt(labor, 'de'), 'r']);
  L.ln([56, 'TEILE'], [100, amt(parts, 'de'), 'r']);
  L.ln([56, 'NETTO'], [100, amt(net, 'de'), 'r']);
  L.ln([56, `MWST ${v},00 %`], [100, amt(tax, 'de'), 'r']);
  L.rule('-', 56, 100);
  L.bl([56, 'ENDBETRAG DM'], [100, amt(total, 'de'), 'r']);
  L.skip(2).ln([0, 'ZAHLBAR SOFORT OHNE ABZUG. DIE WARE BLEIBT BIS ZUR VOLLST. BEZAHLUNG UNSER EIGENTUM.']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** Mercedes-type Werkstattrechnung: one mixed table with an ART column, parts discount with a trailing minus, Fremdleistung. */
export function mbWerkstatt(rng: Random): Generated {
  const shop = `${rng.pick(['MERCEDES-BENZ', 'DAIMLER-BENZ VERTRETUNG'])} ${rng.pick(['AUTOHAUS SCHOELLER', 'GEBR. RIEDMUELLER', 'AUTOHAUS VOGELSANG'])}`;
  const date = rng.date(1986, 1998);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(3, 5), y, 'DM', (r) => `A ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`);
  const rate = r2(95 + (y - 1986) * 5 + rng.int(0, 20));
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const list = sum(w.parts.map((p) => p.total));
  const rab = rng.pick([5, 8, 10]);
  const disc = r2((list * rab) / 100);
  const parts = r2(list - disc);
  const fremd = rng.chance(0.6) ? r2(rng.pick([48.5, 62, 75.4, 88])) : 0;
  const net = r2(labor + parts + fremd);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(40000, 320000);
  const L = new Lp(30, 5.0, 7.8, 10.2, 44);
  L.bl([0, shop]);
  L.ln([
    0,
    `${rng.pick(DE_STREETS)} ${rng.int(2, 90)} * ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['WUERZBURG', 'DARMSTADT', 'KOBLENZ', 'LUENEBURG'])}`,
  ]);
  L.rule('=', 0, 102);
  L.ln([0, 'WERKSTATTRECHNUNG'], [40, `RE-NR. ${digits(rng, 7)}`], [70, `RE-DATUM ${fd(date, 'de')}`], [102, 'SEITE 1', 'r']);
  L.rule('=', 0, 102);
  const c = customer(rng);
  L.ln([0, `KUNDE ${digits(rng, 6)}`], [50, `FG-NR:    ${fgnr(rng)}`]);
  L.ln([0, c.name], [50, `AMTL.KZ:  ${dePlate(rng)}`]);
  L.ln([0, c.street], [50, `KM-STAND: ${mil(km)}`]);
  L.ln([0, c.city], [50, `AUFTRAG:  ${digits(rng, 6)} VOM ${fd(date, 'de2')}`]);
  L.skip();
  L.ln([0, 'ART'], [5, 'NUMMER'], [26, 'BEZEICHNUNG'], [72, 'MENGE', 'r'], [84, 'EINZEL', 'r'], [96, 'GESAMT', 'r'], [98, 'KZ']);
  L.rule('-', 0, 102);
  jobs.forEach((j) =>
    L.ln(
      [0, 'L'],
      [5, digits(rng, 8)],
      [26, j.text],
      [72, `${amt(j.hours, 'de')} STD`, 'r'],
      [84, amt(rate, 'de'), 'r'],
      [96, amt(j.amount, 'de'), 'r'],
      [99, '1'],
    ),
  );
  for (const p of w.parts)
    L.ln([0, 'T'], [5, p.no], [26, p.text], [72, `${p.qty} ST`, 'r'], [84, amt(p.unit, 'de'), 'r'], [96, amt(p.total, 'de'), 'r'], [99, '1']);
  if (fremd)
    L.ln([0, 'F'], [5, ''], [26, rng.pick(['TUEV-ABNAHME FREMD', 'ACHSVERMESSUNG FREMD', 'AU-PRUEFUNG FREMD'])], [96, amt(fremd, 'de'), 'r'], [99, '1']);
  L.rule('-', 0, 102);
  L.ln([44, 'LOHN'], [96, amt(labor, 'de'), 'r']);
  L.ln([44, 'TEILE LT. LISTE'], [78, amt(list, 'de'), 'r']);
  L.ln([44, `RABATT ${rab} %`], [78, amt(-disc, 'de'), 'r']);
  L.ln([44, 'SUMME TEILE'], [96, amt(parts, 'de'), 'r']);
  if (fremd) L.ln([44, 'FREMDLEISTUNG'], [96, amt(fremd, 'de'), 'r']);
  L.rule('-', 44, 102);
  L.ln([44, 'NETTO'], [96, amt(net, 'de'), 'r']);
  L.ln([44, `MWST-KZ 1  ${v} %`], [96, amt(tax, 'de'), 'r']);
  L.rule('=', 44, 102);
  L.bl([44, 'BRUTTO DM'], [96, amt(total, 'de'), 'r']);
  L.skip(2).ln([0, `DRUCKDATUM ${fd(date, 'de')} ${time(rng)}  BEDIENER ${letters(rng, 3)}`]);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** Austrian garage's EDV bill in Schilling: ARBEITEN and ERSATZTEILE blocks, Schmiermittel, 20 % USt. */
export function steyrAtsRechnung(rng: Random): Generated {
  const shop = rng.pick(['AUTOHAUS PICHLER GES.M.B.H.', 'KFZ-WERKSTAETTE HOLZINGER', 'AUTO-GRUBER OHG', 'AUTOHAUS WIMMER & CO']);
  const town = rng.pick(['STEYR', 'WELS', 'VILLACH', 'AMSTETTEN', 'LEOBEN']);
  const date = rng.date(1982, 2001);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(2, 5), y, 'ATS', (r) => `${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}`);
  const rate = Math.round(480 + (y - 1982) * 28 + rng.int(0, 60));
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const schm = r2(rng.int(40, 180));
  const net = r2(labor + parts + schm);
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  const km = rng.int(20000, 240000);
  const L = new Lp(40, 5.1, 8, 10.8, 50);
  L.ln([0, shop], [76, `SEITE:  1`]);
  L.ln([0, `A-${rng.int(1000, 9999)} ${town}`], [76, `DATUM:  ${fd(date, 'de')}`]);
  L.ln([0, `UID/DVR ${digits(rng, 7)}`], [76, `RECHNUNG ${digits(rng, 6)}`]);
  L.rule('=', 0, 96);
  const c = customer(rng);
  L.ln([0, 'HERRN/FRAU/FA.'])
    .ln([0, c.name])
    .ln([0, c.street])
    .ln([0, `A-${rng.int(1000, 9999)} ${rng.pick(['GARSTEN', 'SIERNING', 'ENNS', 'KREMS'])}`]);
  L.skip();
  L.ln(
    [0, `KENNZ.: ${rng.pick(['SE', 'WE', 'VI', 'AM', 'LE'])} ${rng.int(100, 999)}.${letters(rng, 1)}`],
    [34, `FAHRG.NR.: ${fgnr(rng)}`],
    [70, `KM: ${mil(km)}`],
  );
  L.rule('=', 0, 96);
  L.bl([0, 'ARBEITEN'], [60, 'STD', 'r'], [74, 'SATZ', 'r'], [96, 'ATS', 'r']);
  L.rule('-', 0, 96);
  jobs.forEach((j) => L.ln([2, j.text], [60, amt(j.hours, 'de'), 'r'], [74, amt(rate, 'de'), 'r'], [96, amt(j.amount, 'de'), 'r']));
  L.ln([40, 'SUMME ARBEIT'], [96, amt(labor, 'de'), 'r']);
  L.skip();
  L.bl([0, 'ERSATZTEILE'], [60, 'MENGE', 'r'], [74, 'EINZELPR.', 'r'], [96, 'ATS', 'r']);
  L.rule('-', 0, 96);
  for (const p of w.parts) L.ln([2, `${p.no}  ${p.text}`], [60, String(p.qty), 'r'], [74, amt(p.unit, 'de'), 'r'], [96, amt(p.total, 'de'), 'r']);
  L.ln([40, 'SUMME ERSATZTEILE'], [96, amt(parts, 'de'), 'r']);
  L.skip();
  L.ln([2, 'SCHMIER- U. REINIGUNGSMITTEL'], [96, amt(schm, 'de'), 'r']);
  L.rule('=', 0, 96);
  L.ln([40, 'SUMME NETTO'], [96, amt(net, 'de'), 'r']);
  L.ln([40, '20 % UST'], [96, amt(tax, 'de'), 'r']);
  L.bl([40, 'RECHNUNGSBETRAG ATS'], [96, amt(total, 'de'), 'r']);
  L.rule('=', 40, 96);
  L.skip().ln([0, 'ZAHLBAR BEI ABHOLUNG DES FAHRZEUGES.  DANKE FUER IHREN AUFTRAG!']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** Swiss garage's Faktura in CHF: ARBEIT and MATERIAL, MWST, Rundung to 5 Rappen with a trailing minus. */
export function zugFaktura(rng: Random): Generated {
  const shop = rng.pick(['GARAGE BUEHLMANN AG', 'AUTO KUENZLI AG', 'GARAGE DU LAC SA', 'CENTRAL-GARAGE STAEUBLI']);
  const date = rng.date(1995, 2005);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(2, 5), y, 'CHF', (r) => `${digits(r, 6)}`);
  const rate = r2(98 + (y - 1995) * 4 + rng.int(0, 12));
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const net = r2(labor + parts);
  const v = vatCH(y);
  const tax = r2((net * v) / 100);
  const gross = r2(net + tax);
  const total = r05(gross);
  const rnd = r2(total - gross);
  const km = rng.int(30000, 260000);
  const L = new Lp(36, 5.0, 8, 10.6, 52);
  L.bl([0, shop]);
  L.ln([
    0,
    `${rng.pick(['BAARERSTRASSE', 'SEESTRASSE', 'ZUERCHERSTRASSE'])} ${rng.int(2, 120)}, ${rng.int(1000, 9999)} ${rng.pick(['ZUG', 'BAAR', 'CHAM', 'HORGEN'])}`,
  ]);
  L.ln([0, `MWST-NR. ${digits(rng, 6)}`]);
  L.skip();
  const c = customer(rng);
  L.ln([56, c.name])
    .ln([56, c.street])
    .ln([56, `${rng.int(1000, 9999)} ${rng.pick(['STEINHAUSEN', 'HUENENBERG', 'RISCH'])}`])
    .skip();
  L.ln([0, `FAKTURA NR. ${digits(rng, 6)}`], [40, `DATUM ${fd(date, 'de')}`], [70, `KUNDEN-NR. ${digits(rng, 5)}`]);
  L.ln([0, `KONTROLLSCHILD ZG ${rng.int(1000, 99999)}`], [40, `STAMMNR. ${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`], [70, `KM ${num0(km)}`]);
  L.rule('-', 0, 98);
  L.ln([0, 'POS'], [5, 'ART.-NR.'], [18, 'BEZEICHNUNG'], [66, 'MENGE', 'r'], [80, 'PREIS', 'r'], [98, 'BETRAG', 'r']);
  L.rule('-', 0, 98);
  let k = 1;
  L.ln([5, '*** ARBEIT ***']);
  jobs.forEach((j) =>
    L.ln([0, zp(k++, 3)], [5, 'ARB'], [18, j.text], [66, `${j.hours.toFixed(2)} H`, 'r'], [80, rate.toFixed(2), 'r'], [98, j.amount.toFixed(2), 'r']),
  );
  L.ln([5, '*** MATERIAL ***']);
  for (const p of w.parts)
    L.ln([0, zp(k++, 3)], [5, p.no], [18, p.text], [66, `${p.qty} STK`, 'r'], [80, p.unit.toFixed(2), 'r'], [98, p.total.toFixed(2), 'r']);
  L.rule('-', 0, 98);
  L.ln([50, 'TOTAL ARBEIT'], [98, labor.toFixed(2), 'r']);
  L.ln([50, 'TOTAL MATERIAL'], [98, parts.toFixed(2), 'r']);
  L.ln([50, 'TOTAL EXKL. MWST'], [98, net.toFixed(2), 'r']);
  L.ln([50, `MWST ${v.toFixed(1)} %`], [98, tax.toFixed(2), 'r']);
  if (rnd) L.ln([50, 'RUNDUNG'], [98, amt(rnd, 'plain'), 'r']);
  L.rule('=', 50, 98);
  L.bl([50, 'TOTAL CHF'], [98, total.toFixed(2), 'r']);
  L.skip().ln([0, 'ZAHLBAR INNERT 30 TAGEN NETTO.']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}
const num0 = (n: number) => n.toLocaleString('de-CH').replace(/’/g, "'");

/** Bosch-Dienst line-printer bill on green-bar paper, 1976–1988: LFD, KZ (AW/ET), one table, SEITE 001. */
export function boschDienst(rng: Random): Generated {
  const shop = `BOSCH-DIENST ${rng.pick(['ELEKTRO-HAAS', 'AUTOELEKTRIK MAURER', 'W. KOESTER KG', 'FRITZ OBERLE'])}`;
  const date = rng.date(1976, 1988);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(3, 5), y, 'DM', (r) => `0 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`);
  const awp = r2(4.5 + (y - 1976) * 0.4);
  const jobs = w.jobs.map((j) => ({ ...j, aw: Math.round(j.hours * 12), amount: r2(Math.round(j.hours * 12) * awp) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const net = r2(labor + parts);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(15000, 180000);
  const L = new Lp(30, 5.1, 7.8, 11, 46);
  L.ln([0, `${fd(date, 'de2')}  ${time(rng)}`], [40, shop], [104, 'SEITE 001', 'r']);
  L.ln([40, `${rng.pick(DE_STREETS)} ${rng.int(1, 60)}  ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['SIEGEN', 'HAGEN', 'UNNA', 'SOEST'])}`]);
  L.rule('*', 0, 104);
  const c = customer(rng);
  L.ln([0, 'RECHNUNG'], [14, `NR ${digits(rng, 6)}`], [40, c.name], [76, `KD-NR ${digits(rng, 5)}`]);
  L.ln([40, c.street], [76, `KZ ${dePlate(rng)}`]);
  L.ln([40, c.city], [76, `KM-STAND ${km}`]);
  L.ln([76, `FZG ${rng.pick(DE_CARS)}`]);
  L.rule('*', 0, 104);
  L.ln([0, 'LFD'], [5, 'KZ'], [9, 'NUMMER'], [28, 'TEXT'], [74, 'MENGE/AW', 'r'], [88, 'PREIS', 'r'], [104, 'BETRAG', 'r']);
  const n = jobs.length + w.parts.length;
  L.greenBar(n, 2, 0, 104);
  let k = 1;
  jobs.forEach((j) =>
    L.ln([0, zp(k++, 2)], [5, 'AW'], [9, digits(rng, 4)], [28, j.text], [74, String(j.aw), 'r'], [88, amt(awp, 'de'), 'r'], [104, amt(j.amount, 'de'), 'r']),
  );
  for (const p of w.parts)
    L.ln([0, zp(k++, 2)], [5, 'ET'], [9, p.no], [28, p.text], [74, String(p.qty), 'r'], [88, amt(p.unit, 'de'), 'r'], [104, amt(p.total, 'de'), 'r']);
  L.rule('*', 0, 104);
  L.ln([60, 'SUMME LOHN'], [104, amt(labor, 'de'), 'r']);
  L.ln([60, 'SUMME ET'], [104, amt(parts, 'de'), 'r']);
  L.ln([60, 'WARENWERT NETTO'], [104, amt(net, 'de'), 'r']);
  L.ln([60, `+ ${v},00% MWST`], [104, amt(tax, 'de'), 'r']);
  L.bl([60, 'RECHNUNGSBETRAG DM'], [104, amt(total, 'de'), 'r']);
  L.rule('*', 0, 104);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** 1999–2001 bill in DM with the euro amount shown for information; mixed case, Altoelentsorgung apart. */
export function euroUebergang(rng: Random): Generated {
  const shop = rng.pick(['Autohaus Degenhardt GmbH', 'Autohaus Lohmeier & Co. KG', 'Autozentrum Breuning GmbH', 'Kfz-Technik Sauerwein']);
  const date = rng.date(1999, 2001);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(2, 5), y, 'DM', (r) => `${digits(r, 4)}-${digits(r, 5)}`);
  const rate = r2(110 + rng.int(0, 40));
  const mc = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
  const jobs = w.jobs.map((j) => ({ text: mc(j.text), hours: j.hours, amount: r2(j.hours * rate) }));
  const pts = w.parts.map((p) => ({ ...p, text: mc(p.text) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(pts.map((p) => p.total));
  const entsorg = r2(rng.pick([8.5, 12, 14.9]));
  const net = r2(labor + parts + entsorg);
  const tax = r2(net * 0.16);
  const total = r2(net + tax);
  const eur = r2(total / 1.95583);
  const km = rng.int(40000, 220000);
  const L = new Lp(40, 4.9, 8, 10.8, 54);
  L.bl([0, shop]);
  L.ln([
    0,
    `${rng.pick(['Robert-Bosch-Str.', 'Daimlerstr.', 'Im Gewerbegebiet'])} ${rng.int(1, 40)}, ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['Fulda', 'Gießen', 'Marburg', 'Wetzlar'])}`,
  ]);
  L.skip();
  const c = customer(rng);
  L.ln([0, c.name]).ln([0, c.street]).ln([0, c.city]).skip();
  L.ln([0, `Rechnung Nr.: ${digits(rng, 7)}`], [40, `Rechnungsdatum: ${fd(date, 'de')}`], [78, 'Blatt: 1']);
  L.ln([0, `Kennzeichen:  ${dePlate(rng)}`], [40, `Fahrgestell:    ${fgnr(rng)}`]);
  L.ln([0, `km-Stand:     ${mil(km)}`], [40, `Annahme:        ${letters(rng, 2)}`]);
  L.rule('-', 0, 100);
  L.ln([0, 'Arbeitsleistung'], [68, 'Std.', 'r'], [82, 'DM/Std.', 'r'], [100, 'DM', 'r']);
  L.rule('-', 0, 100);
  jobs.forEach((j) => L.ln([0, j.text], [68, amt(j.hours, 'de'), 'r'], [82, amt(rate, 'de'), 'r'], [100, amt(j.amount, 'de'), 'r']));
  L.skip();
  L.ln([0, 'Ersatzteile'], [17, 'Teile-Nr.'], [68, 'Menge', 'r'], [82, 'Einzel', 'r'], [100, 'DM', 'r']);
  L.rule('-', 0, 100);
  pts.forEach((p) => L.ln([0, p.text], [17, ''], [44, p.no], [68, String(p.qty), 'r'], [82, amt(p.unit, 'de'), 'r'], [100, amt(p.total, 'de'), 'r']));
  L.rule('=', 0, 100);
  L.ln([50, 'Lohn'], [100, amt(labor, 'de'), 'r']);
  L.ln([50, 'Teile'], [100, amt(parts, 'de'), 'r']);
  L.ln([50, 'Altöl-/Altteileentsorgung'], [100, amt(entsorg, 'de'), 'r']);
  L.ln([50, 'Nettobetrag'], [100, amt(net, 'de'), 'r']);
  L.ln([50, 'MwSt. 16 %'], [100, amt(tax, 'de'), 'r']);
  L.bl([50, 'Endbetrag DM'], [100, amt(total, 'de'), 'r']);
  L.ln([50, 'entspricht EUR (nachrichtlich)'], [100, amt(eur, 'de'), 'r']);
  L.ln([50, 'Umrechnungskurs 1 EUR = 1,95583 DM']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: pts.map((p) => p.text),
  });
}

/** Opel dealer's line-printer bill of the later 1970s: STD, ERSATZTEILE, ZU ZAHLEN, 11/12 % MWST. */
export function opelSiebziger(rng: Random): Generated {
  const shop = `OPEL-HAENDLER ${rng.pick(['AUTO-BECKER', 'K. SCHWEIGHOFER', 'AUTOHAUS MEYERHOFF', 'GEBR. STRATMANN'])}`;
  const date = rng.date(1975, 1979);
  const y = yr(date);
  const w = drawWork(
    rng,
    DE_JOBS.filter((j) => !j.text.includes('ZAHNRIEMEN') && !j.text.includes('KAT')),
    rng.int(2, 4),
    y,
    'DM',
    (r) => `${digits(r, 2)} ${digits(r, 2)} ${digits(r, 3)}`,
  );
  const rate = r2(28 + (y - 1975) * 3 + rng.int(0, 6));
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const net = r2(labor + parts);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(12000, 140000);
  const L = new Lp(44, 5.2, 8.2, 11.5, 60);
  L.ln([0, shop]);
  L.ln([0, `${zp(rng.int(10, 99), 2)}${digits(rng, 2)} ${rng.pick(['RHEINE', 'LIPPSTADT', 'HAMELN', 'DETMOLD'])}`], [64, `RECHNUNG ${digits(rng, 5)}`]);
  L.ln([64, `VOM ${fd(date, 'de2')}`]);
  L.skip();
  const c = customer(rng);
  L.ln([0, c.name]).ln([0, c.city]).skip();
  L.ln([0, `AMTL. KENNZ. ${dePlate(rng)}`], [40, `KM ${km}`], [64, `TYP ${rng.pick(['KADETT C', 'ASCONA B', 'REKORD D', 'MANTA A', 'COMMODORE B'])}`]);
  L.rule('=', 0, 92);
  L.ln([0, 'AUSGEFUEHRTE ARBEITEN'], [62, 'STD', 'r'], [74, 'DM/STD', 'r'], [92, 'DM', 'r']);
  jobs.forEach((j) => L.ln([2, j.text], [62, amt(j.hours, 'de'), 'r'], [74, amt(rate, 'de'), 'r'], [92, amt(j.amount, 'de'), 'r']));
  L.rule('-', 0, 92);
  L.ln([0, 'ERSATZTEILE'], [62, 'ST', 'r'], [74, 'EP', 'r'], [92, 'DM', 'r']);
  for (const p of w.parts) L.ln([2, p.no], [16, p.text], [62, String(p.qty), 'r'], [74, amt(p.unit, 'de'), 'r'], [92, amt(p.total, 'de'), 'r']);
  L.rule('=', 0, 92);
  L.ln([46, 'LOHN'], [92, amt(labor, 'de'), 'r']);
  L.ln([46, 'ERSATZTEILE'], [92, amt(parts, 'de'), 'r']);
  L.ln([46, 'SUMME'], [92, amt(net, 'de'), 'r']);
  L.ln([46, `${v} % MWST`], [92, amt(tax, 'de'), 'r']);
  L.rule('-', 46, 92);
  L.bl([46, 'ZU ZAHLEN'], [92, amt(total, 'de'), 'r']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

/** 2002–2005 EUR workshop bill in ZE (Zeiteinheiten), Nebenkosten block, 16 % MWST. */
export function zeRechnungEuro(rng: Random): Generated {
  const shop = rng.pick(['AUTOHAUS KOERNER GMBH', 'SERVICEPARTNER RIEGER', 'AUTOHAUS HANSELMANN', 'KFZ-SERVICE DORNBUSCH']);
  const date = rng.date(2002, 2005);
  const y = yr(date);
  const w = drawWork(rng, DE_JOBS, rng.int(3, 5), y, 'EUR', (r) => `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}.${letters(r, 1)}`);
  const zep = r2(0.85 + rng.int(0, 35) / 100);
  const jobs = w.jobs.map((j) => ({ ...j, ze: Math.round(j.hours * 100), amount: r2(Math.round(j.hours * 100) * zep) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const klein = r2(rng.pick([4.9, 6.5, 8.75]));
  const entsorg = r2(rng.pick([3.5, 5, 7.2]));
  const net = r2(labor + parts + klein + entsorg);
  const tax = r2(net * 0.16);
  const total = r2(net + tax);
  const km = rng.int(60000, 280000);
  const L = new Lp(34, 5.0, 7.8, 10.4, 44);
  L.ln([0, shop], [70, 'RECHNUNG'], [100, `SEITE 1/1`, 'r']);
  L.ln(
    [0, `${rng.pick(DE_STREETS)} ${rng.int(2, 90)}, ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['GERA', 'ZWICKAU', 'PLAUEN', 'HALLE'])}`],
    [70, `RG-NR.   ${digits(rng, 8)}`],
  );
  L.ln([0, `STEUER-NR. ${digits(rng, 3)}/${digits(rng, 3)}/${digits(rng, 5)}`], [70, `RG-DATUM ${fd(date, 'de')}`]);
  L.ln([70, `AUFTRAG  ${digits(rng, 6)}`]);
  const c = customer(rng);
  L.ln([0, c.name]).ln([0, c.street]).ln([0, c.city]).skip();
  L.rule('=', 0, 100);
  L.ln([0, 'FG-NR:'], [10, fgnr(rng)], [40, 'AMTL.KZ:'], [50, dePlate(rng)], [72, 'KM-STAND:'], [86, mil(km)]);
  L.ln([0, 'TYP:'], [10, rng.pick(DE_CARS)], [40, 'ANNAHME:'], [50, fd(date, 'de2')], [72, 'FERTIG:'], [86, fd(date, 'de2')]);
  L.rule('=', 0, 100);
  L.ln([0, 'OP-CODE'], [12, 'ARBEITSTEXT'], [70, 'ZE', 'r'], [84, 'EUR/ZE', 'r'], [100, 'BETRAG', 'r']);
  jobs.forEach((j) =>
    L.ln([0, `${digits(rng, 4)}${letters(rng, 2)}`], [12, j.text], [70, String(j.ze), 'r'], [84, amt(zep, 'de'), 'r'], [100, amt(j.amount, 'de'), 'r']),
  );
  L.rule('-', 0, 100);
  L.ln([0, 'TEILE-NR'], [22, 'BEZEICHNUNG'], [66, 'MENGE', 'r'], [72, 'ME'], [84, 'EP', 'r'], [100, 'GP', 'r']);
  for (const p of w.parts) L.ln([0, p.no], [22, p.text], [66, amt(p.qty, 'de'), 'r'], [72, 'ST'], [84, amt(p.unit, 'de'), 'r'], [100, amt(p.total, 'de'), 'r']);
  L.rule('-', 0, 100);
  L.ln([0, 'NEBENKOSTEN']);
  L.ln([2, 'KLEINMATERIAL PAUSCHAL'], [100, amt(klein, 'de'), 'r']);
  L.ln([2, 'ALTTEILE-/ALTOELENTSORGUNG'], [100, amt(entsorg, 'de'), 'r']);
  L.rule('=', 0, 100);
  L.ln([52, 'ARBEITSLOHN'], [100, amt(labor, 'de'), 'r']);
  L.ln([52, 'ERSATZTEILE'], [100, amt(parts, 'de'), 'r']);
  L.ln([52, 'NEBENKOSTEN'], [100, amt(r2(klein + entsorg), 'de'), 'r']);
  L.ln([52, 'NETTOBETRAG'], [100, amt(net, 'de'), 'r']);
  L.ln([52, 'MWST 16 %'], [100, amt(tax, 'de'), 'r']);
  L.bl([52, 'RECHNUNGSBETRAG EUR'], [100, amt(total, 'de'), 'r']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}

const LONG_DE = [
  'MOTOR AUS- UND EINGEBAUT, ZYLINDERKOPF ZERLEGT, VENTILE EINGESCHLIFFEN, KOPF PLANGESCHLIFFEN U. NEU ABGEDICHTET',
  'GETRIEBE AUSGEBAUT, ZERLEGT, SYNCHRONRINGE 2. U. 3. GANG ERNEUERT, GETRIEBE EINGEBAUT U. OEL AUFGEFUELLT',
  'HINTERACHSE: RADLAGER LINKS U. RECHTS ERNEUERT, BREMSTROMMELN AUSGEDREHT, BREMSEN EINGESTELLT',
  'VORDERACHSE: TRAGGELENKE, SPURSTANGENKOEPFE U. STABILAGER ERNEUERT, SPUR VERMESSEN U. EINGESTELLT',
  'KUEHLSYSTEM: KUEHLER AUS- U. EINGEBAUT, SCHLAEUCHE ERNEUERT, SYSTEM GESPUELT, ABGEDRUECKT U. ENTLUEFTET',
  'ELEKTRIK: MASSEBAENDER ERNEUERT, SCHEINWERFER EINGESTELLT, LADESPANNUNG GEPRUEFT, KABELBAUM INSTANDGESETZT',
];
const LONG_PARTS: [string, number, number][] = [
  ['DICHTUNGSSATZ ZYLINDERKOPF', 60, 120],
  ['VENTIL AUSLASS', 18, 35],
  ['SYNCHRONRING', 30, 60],
  ['RADLAGER HA', 35, 70],
  ['TRAGGELENK', 40, 80],
  ['SPURSTANGENKOPF', 25, 50],
  ['KUEHLERSCHLAUCH OBEN', 15, 30],
  ['KUEHLERSCHLAUCH UNTEN', 15, 30],
  ['MASSEBAND', 6, 12],
  ['GETRIEBEOEL SAE 80 LTR', 6, 10],
  ['WELLENDICHTRING', 5, 11],
];
/** Long job texts wrapped onto indented continuation lines; an Altteilgutschrift with a trailing minus in the totals. */
export function fortsetzungszeilen(rng: Random): Generated {
  const shop = rng.pick(['KFZ-WERKSTATT E. BRUNNHUBER', 'AUTOREPARATUR GEBR. KIESEL', 'MEISTERBETRIEB R. DUSCHEK', 'AUTOHAUS SCHAEFER & KUHN']);
  const date = rng.date(1984, 1997);
  const y = yr(date);
  const texts = rng.some(LONG_DE, rng.int(2, 3));
  const rate = r2(62 + (y - 1984) * 4 + rng.int(0, 10));
  const jobs = texts.map((t) => {
    const h = r2(rng.int(20, 120) / 10);
    return { text: t, hours: h, amount: r2(h * rate) };
  });
  const parts = rng.some(LONG_PARTS, rng.int(3, 6)).map(([t, lo, hi]) => {
    const q = hi < 15 ? rng.int(2, 6) : rng.int(1, 2);
    const u = r2(Math.round((lo + rng.next() * (hi - lo)) * Math.pow(1.03, y - 1985) * 20) / 20);
    return { no: `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`, text: t, qty: q, unit: u, total: r2(q * u) };
  });
  const labor = sum(jobs.map((j) => j.amount));
  const partsSum = sum(parts.map((p) => p.total));
  const credit = r2(rng.pick([35, 45, 60, 80]));
  const net = r2(labor + partsSum - credit);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(50000, 260000);
  const L = new Lp(38, 5.0, 8, 10.6, 50);
  L.bl([0, shop]);
  L.ln([
    0,
    `${rng.pick(DE_STREETS)} ${rng.int(2, 90)}, ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['DEGGENDORF', 'LANDSHUT', 'STRAUBING', 'FREISING'])}`,
  ]);
  L.rule('-', 0, 98);
  const c = customer(rng);
  L.ln([0, 'RECHNUNG'], [20, `NR.: ${digits(rng, 5)}`], [50, `DATUM: ${fd(date, 'de')}`], [80, 'SEITE: 1']);
  L.ln([0, 'KUNDE:'], [10, c.name], [50, `KZ: ${dePlate(rng)}`]);
  L.ln([10, c.street], [50, `KM-STAND: ${mil(km)}`]);
  L.ln([10, c.city], [50, `FG-NR: ${fgnr(rng)}`]);
  L.rule('-', 0, 98);
  L.ln([0, 'NR'], [4, 'ARBEITEN'], [68, 'STD', 'r'], [80, 'SATZ', 'r'], [98, 'DM', 'r']);
  L.rule('-', 0, 98);
  jobs.forEach((j, i) => {
    const lines = wrap(j.text, 52);
    L.ln([0, String(i + 1)], [4, lines[0]], [68, amt(j.hours, 'de'), 'r'], [80, amt(rate, 'de'), 'r'], [98, amt(j.amount, 'de'), 'r']);
    for (const l of lines.slice(1)) L.ln([7, l]);
  });
  L.skip();
  L.ln([0, 'NR'], [4, 'TEILE-NR'], [20, 'BEZEICHNUNG'], [68, 'MENGE', 'r'], [80, 'EP', 'r'], [98, 'GP', 'r']);
  L.rule('-', 0, 98);
  parts.forEach((p, i) =>
    L.ln([0, String(i + 1)], [4, p.no], [20, p.text], [68, String(p.qty), 'r'], [80, amt(p.unit, 'de'), 'r'], [98, amt(p.total, 'de'), 'r']),
  );
  L.rule('=', 0, 98);
  L.ln([50, 'LOHN'], [98, amt(labor, 'de'), 'r']);
  L.ln([50, 'TEILE'], [98, amt(partsSum, 'de'), 'r']);
  L.ln([50, 'ALTTEILGUTSCHRIFT'], [98, amt(-credit, 'de'), 'r']);
  L.ln([50, 'NETTO'], [98, amt(net, 'de'), 'r']);
  L.ln([50, `MWST ${v} %`], [98, amt(tax, 'de'), 'r']);
  L.bl([50, 'ENDBETRAG DM'], [98, amt(total, 'de'), 'r']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: partsSum,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: parts.map((p) => p.text),
  });
}

/** Porsche/BMW-type 1995–2005 bill: numbered lines 001…, OP-CODE column, MWST-KZ, Fremdleistung, LOHN/TEILE/FREMDLEISTUNG/NETTO/MWST/BRUTTO. */
export function opCodeRechnung(rng: Random): Generated {
  const shop = rng.pick(['PORSCHE ZENTRUM HOHENLOHE', 'BMW AUTOHAUS FEICHTMAYR', 'AUTOHAUS AM RING GMBH', 'SPORTWAGEN SERVICE WELLER']);
  const date = rng.date(1995, 2005);
  const y = yr(date);
  const cur = y >= 2002 ? 'EUR' : 'DM';
  const w = drawWork(rng, DE_JOBS, rng.int(3, 5), y, cur, (r) => `${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}.${digits(r, 2)}`);
  const rate = cur === 'EUR' ? r2(78 + rng.int(0, 30)) : r2(140 + rng.int(0, 50));
  const jobs = w.jobs.map((j) => ({ ...j, amount: r2(j.hours * rate) }));
  const labor = sum(jobs.map((j) => j.amount));
  const parts = sum(w.parts.map((p) => p.total));
  const fremd = r2(cur === 'EUR' ? rng.int(40, 160) : rng.int(80, 300));
  const net = r2(labor + parts + fremd);
  const v = vatDE(y);
  const tax = r2((net * v) / 100);
  const total = r2(net + tax);
  const km = rng.int(30000, 220000);
  const L = new Lp(32, 5.0, 7.8, 10.4, 46);
  L.bl([0, shop]);
  L.ln([
    0,
    `${rng.pick(DE_STREETS)} ${rng.int(2, 90)}  ${zp(rng.int(10, 99), 2)}${digits(rng, 3)} ${rng.pick(['OEHRINGEN', 'SCHWAEB. HALL', 'CRAILSHEIM', 'AALEN'])}`,
  ]);
  L.skip();
  L.ln([0, `RECHNUNG ${digits(rng, 8)}`], [36, `DATUM ${fd(date, 'de')}`], [66, `DRUCK ${fd(date, 'de2')} ${time(rng)}`], [102, 'SEITE 1', 'r']);
  L.rule('=', 0, 102);
  const c = customer(rng);
  L.ln([0, 'KUNDE      :'], [13, c.name], [54, 'FG-NR      :'], [67, fgnr(rng)]);
  L.ln([0, 'ANSCHRIFT  :'], [13, c.street], [54, 'AMTL.KZ    :'], [67, dePlate(rng)]);
  L.ln([13, c.city], [54, 'KM-STAND   :'], [67, mil(km)]);
  L.ln([0, 'SERV.BER.  :'], [13, `${rng.pick(DE_LAST)}`], [54, 'ERSTZUL.   :'], [67, `${zp(rng.int(1, 12), 2)}.${y - rng.int(3, 15)}`]);
  L.rule('=', 0, 102);
  L.ln([0, 'ZEILE'], [6, 'OP-CODE/TEILE-NR'], [26, 'BEZEICHNUNG'], [70, 'MENGE', 'r'], [82, 'EP', 'r'], [96, cur, 'r'], [98, 'KZ']);
  L.rule('-', 0, 102);
  let k = 1;
  jobs.forEach((j) =>
    L.ln(
      [0, zp(k++, 3)],
      [6, `${digits(rng, 2)}${digits(rng, 2)}${digits(rng, 2)}${digits(rng, 2)}`],
      [26, j.text],
      [70, amt(j.hours, 'de'), 'r'],
      [82, amt(rate, 'de'), 'r'],
      [96, amt(j.amount, 'de'), 'r'],
      [99, '2'],
    ),
  );
  for (const p of w.parts)
    L.ln([0, zp(k++, 3)], [6, p.no], [26, p.text], [70, amt(p.qty, 'de'), 'r'], [82, amt(p.unit, 'de'), 'r'], [96, amt(p.total, 'de'), 'r'], [99, '2']);
  L.ln(
    [0, zp(k++, 3)],
    [6, 'FREMD'],
    [26, rng.pick(['LACKIERARBEITEN FREMD', 'KLIMA-SERVICE FREMD', 'HAUPTUNTERS. §29 STVZO'])],
    [96, amt(fremd, 'de'), 'r'],
    [99, '2'],
  );
  L.rule('-', 0, 102);
  L.ln([0, 'MWST-KZ 2 = 16 %'.replace('16', String(v))], [56, 'LOHN'], [96, amt(labor, 'de'), 'r']);
  L.ln([56, 'TEILE'], [96, amt(parts, 'de'), 'r']);
  L.ln([56, 'FREMDLEISTUNG'], [96, amt(fremd, 'de'), 'r']);
  L.ln([56, 'NETTO'], [96, amt(net, 'de'), 'r']);
  L.ln([56, `MWST ${v} %`], [96, amt(tax, 'de'), 'r']);
  L.rule('=', 56, 102);
  L.bl([56, `BRUTTO ${cur}`], [96, amt(total, 'de'), 'r']);
  return doc(L.p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: labor,
    partsCost: parts,
    totalCost: total,
    workPerformed: jobs.map((j) => j.text),
    partsUsed: w.parts.map((p) => p.text),
  });
}
