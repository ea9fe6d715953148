/**
 * German independent workshops' bills, 1978–2001, in DM: the Pos./Menge table with jobs and parts in one list, the
 * Lohn/Material blocks, the printed pad with the odometer in a sentence, the dot-matrix printout in Arbeitswerte and the
 * bill of the changeover years with its euro column.
 */
import { PageBuilder } from '../page';
import { doc, fd, hline, num, r2, row, sum, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { DE_CARS, PACKS_DE, dePlate, deAddress, digits, hourly, lines, mileage, name, packs, surname, thousands, vatDe } from './kit';

const dn = (n: number) => num(n, 'de');
const q = (n: number) => (Number.isInteger(n) ? String(n) : String(n).replace('.', ','));

/** 1979–1990: Pos. / Menge / Bezeichnung / Einzelpreis / Betrag, jobs and their parts mixed, a vehicle band, totals in the right column. */
export function posTabelleDm(rng: Random): Generated {
  const date = rng.date(1979, 1990);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Autowerkstatt ${owner}`, `Kfz-Werkstatt ${owner}`, `Auto-${owner}`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year));
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'DM', rng);
  const { mixed, jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'DM', rate);
  const net = sum(mixed.map((l) => l.amount));
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(50, shop, { size: 17, bold: true, y: 58 });
  p.text(50, `Inh. ${rng.pick(['Uwe', 'Bernd', 'Horst', 'Karl-Heinz'])} ${owner} · Kfz-Meister`, { size: 9, y: 74 });
  p.text(50, `${a.street} · ${a.line2} · Telefon (0${rng.int(2, 9)}${digits(rng, 2)}) ${digits(rng, 5)}`, { size: 9, y: 86 });
  p.text(545, 'Reparaturen aller Fabrikate', { size: 9, align: 'right', y: 58 });
  p.text(545, 'Reifendienst · ASU', { size: 9, align: 'right', y: 70 });
  p.text(50, `${shop} · ${a.street} · ${a.line2}`, { size: 6.5, y: 128 });
  hline(p, 50, 230, 131);
  const cn = name(rng, 'de');
  p.y = 146;
  for (const l of [rng.pick(['Herrn', 'Frau']), cn, cust.street, '', cust.line2]) {
    if (l) p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(360, 'RECHNUNG', { size: 14, bold: true, y: 150 });
  p.text(360, `Rechnung Nr. ${rng.int(1000, 9999)}`, { size: 9.5, y: 170 });
  p.text(360, `Datum: ${fd(date, rng.pick(['de', 'de2']))}`, { size: 9.5, y: 184 });
  p.text(360, `Kunden-Nr. ${rng.int(100, 999)}`, { size: 9.5, y: 198 });
  const by = 240;
  p.box(50, by, 495, 30);
  const vc = [54, 150, 290, 450];
  ['Amtl. Kennzeichen', 'Fahrzeug', 'Fahrgestell-Nr.', 'km-Stand'].forEach((t, i) => p.text(vc[i], t, { size: 7, y: by + 9 }));
  [dePlate(rng, cust.district), `${car.make} ${car.model}`, car.chassis(rng), thousands(km, '.')].forEach((t, i) =>
    p.text(vc[i], t, { size: 9.5, y: by + 24 }),
  );
  [146, 286, 446].forEach((x) => p.box(x, by, 0.01, 30));
  const cols: Col[] = [{ x: 66, align: 'right' }, { x: 118, align: 'right' }, { x: 128 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 296;
  row(p, cols, ['Pos.', 'Menge', 'Bezeichnung', 'Einzelpreis', 'Betrag DM'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(18);
  mixed.forEach((l, i) => {
    row(p, cols, [String(i + 1), l.kind === 'job' ? `${q(l.qty)} Std` : q(l.qty), l.text, dn(l.unit), dn(l.amount)]);
    p.down(14);
  });
  hline(p, 350, 195, p.y - 6);
  p.down(6);
  const tc: Col[] = [{ x: 360 }, { x: 545, align: 'right' }];
  row(p, tc, ['Summe netto', dn(net)]);
  p.down(14);
  row(p, tc, [`+ ${v} % MwSt.`, dn(vat)]);
  p.down(6);
  hline(p, 350, 195);
  p.down(14);
  row(p, tc, ['Rechnungsbetrag DM', dn(total)], { bold: true, size: 10 });
  p.y = 770;
  p.text(50, 'Zahlbar sofort nach Erhalt ohne Abzug. Altteile wurden, soweit nicht anders vereinbart, entsorgt.', { size: 7.5 });
  p.text(50, `Bankverbindung: Sparkasse ${a.town} · Kto. ${digits(rng, 7)} · BLZ ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)}`, { size: 7.5, y: 782 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1990–2001: a centred serif letterhead, the customer's address at the right, the car in a sentence, Arbeitslohn and Material as two blocks with their own sums. */
export function lohnMaterialBloecke(rng: Random): Generated {
  const date = rng.date(1990, 2001);
  const year = Number(date.slice(0, 4));
  const a = deAddress(rng);
  const owner = surname(rng, 'de');
  const shop = rng.pick([`${owner} & ${surname(rng, 'de')} Kfz-Reparaturen`, `Kfz-Service ${owner}`, `Reparaturwerkstatt ${owner} GmbH`]);
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year - 8));
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'DM', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'DM', rate);
  const lohn = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(lohn + mat);
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(297, shop, { size: 16, serif: true, bold: true, align: 'center', y: 56 });
  p.text(297, `${a.street} · ${a.line2} · Tel. 0${rng.int(2, 9)}${digits(rng, 3)}/${digits(rng, 4)} · Fax ${digits(rng, 4)}`, {
    size: 8.5,
    serif: true,
    align: 'center',
    y: 72,
  });
  hline(p, 50, 495, 80);
  p.y = 120;
  for (const l of ['Herrn', name(rng, 'de'), cust.street, cust.line2]) {
    p.text(340, l, { size: 10, serif: true });
    p.down(13);
  }
  p.text(50, `${a.town}, den ${fd(date, 'de')}`, { size: 10, serif: true, y: 200 });
  p.text(50, `Rechnung Nr. ${year % 100}/${rng.int(100, 999)}`, { size: 12, bold: true, serif: true, y: 226 });
  p.y = 248;
  const plate = dePlate(rng, cust.district, rng.chance(0.5) && year - car.built >= 30);
  for (const l of [
    `Für Arbeiten an Ihrem Fahrzeug ${car.make} ${car.model}, amtl. Kennzeichen ${plate},`,
    `km-Stand bei Auftragsannahme ${thousands(km, '.')}, berechnen wir wie folgt:`,
  ]) {
    p.text(50, l, { size: 10, serif: true });
    p.down(14);
  }
  p.down(10);
  const ac: Col[] = [{ x: 50 }, { x: 400, align: 'right' }, { x: 545, align: 'right' }];
  p.text(50, 'Arbeitslohn', { size: 10, bold: true, serif: true });
  p.down(15);
  for (const l of jobs) {
    row(p, ac, [l.text, `${q(l.qty)} Std.`, dn(l.amount)], { serif: true, size: 9.5 });
    p.down(13);
  }
  hline(p, 460, 85, p.y - 7);
  p.down(3);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Summe Arbeitslohn', dn(lohn)], { serif: true, size: 9.5, bold: true });
  p.down(24);
  p.text(50, 'Material', { size: 10, bold: true, serif: true });
  p.down(15);
  const mc: Col[] = [{ x: 62, align: 'right' }, { x: 72 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  for (const l of parts) {
    row(p, mc, [q(l.qty), l.text, dn(l.unit), dn(l.amount)], { serif: true, size: 9.5 });
    p.down(13);
  }
  hline(p, 460, 85, p.y - 7);
  p.down(3);
  row(p, [{ x: 300 }, { x: 545, align: 'right' }], ['Summe Material', dn(mat)], { serif: true, size: 9.5, bold: true });
  p.down(26);
  const tc: Col[] = [{ x: 300 }, { x: 545, align: 'right' }];
  row(p, tc, ['Nettobetrag', dn(net)], { serif: true, size: 10 });
  p.down(14);
  row(p, tc, [`zzgl. ${v} % Mehrwertsteuer`, dn(vat)], { serif: true, size: 10 });
  p.down(16);
  p.box(295, p.y - 12, 250, 17);
  row(p, tc, ['Gesamtbetrag DM', dn(total)], { serif: true, size: 10.5, bold: true });
  p.down(40);
  p.text(50, 'Der Rechnungsbetrag ist innerhalb von 8 Tagen ohne Abzug fällig.', { size: 9.5, serif: true });
  p.text(50, 'Mit freundlichen Grüßen', { size: 9.5, serif: true, y: p.y + 26 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1978–1986: a printed carbon pad; jobs written without prices, the odometer in the line above them, Lohn and Material boxed at the foot. */
export function durchschreibeblock(rng: Random): Generated {
  const date = rng.date(1978, 1986);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = `Kfz-Reparaturwerkstatt ${rng.pick(['Willi', 'Erich', 'Heinz', 'Günter'])} ${owner}`;
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year));
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'DM', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 1, 3), year, 'DM', rate);
  const lohn = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(lohn + mat);
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.box(40, 36, 515, 770);
  p.text(56, shop, { size: 13, bold: true, serif: true, y: 62 });
  p.text(56, `${a.street}, ${a.line2}`, { size: 9, serif: true, y: 76 });
  p.text(540, 'Reparatur-Rechnung', { size: 15, bold: true, serif: true, align: 'right', y: 62 });
  p.text(540, `Nr. ${String(rng.int(1, 9999)).padStart(4, '0')}`, { size: 11, serif: true, align: 'right', y: 78 });
  p.y = 112;
  const f = (label: string, val: string, x: number, w: number) => {
    p.text(x, label, { size: 8, serif: true });
    p.text(x + label.length * 4.9 + 6, val, { size: 10.5 });
    hline(p, x + label.length * 4.9 + 2, w - label.length * 4.9 - 4, p.y + 2);
  };
  f('Name:', name(rng, 'de'), 56, 300);
  f('Datum:', fd(date, 'de2'), 380, 160);
  p.down(22);
  const cust = deAddress(rng);
  f('Wohnort:', `${cust.town}, ${cust.street}`, 56, 484);
  p.down(22);
  f('Fahrzeug:', `${car.make} ${car.model}`, 56, 300);
  f('Pol. Kennz.:', dePlate(rng, cust.district), 380, 160);
  p.down(30);
  p.text(56, `Bei km-Stand ${thousands(km, '.')} wurden folgende Arbeiten ausgeführt:`, { size: 9, serif: true });
  p.down(20);
  for (const l of jobs) {
    p.text(64, l.text, { size: 10.5 });
    hline(p, 56, 484, p.y + 3);
    p.down(19);
  }
  p.down(12);
  p.text(56, 'Verwendetes Material:', { size: 9, serif: true });
  p.down(20);
  const mc: Col[] = [{ x: 76, align: 'right' }, { x: 90 }, { x: 536, align: 'right' }];
  for (const l of parts) {
    row(p, mc, [q(l.qty), l.text, dn(l.amount)], { size: 10.5 });
    hline(p, 56, 484, p.y + 3);
    p.down(19);
  }
  const y0 = 640;
  const labels = ['Arbeitslohn', 'Material', 'Summe', `${v} % MwSt.`, 'Gesamt DM'];
  const vals = [lohn, mat, net, vat, total];
  labels.forEach((t, i) => {
    p.box(360, y0 + i * 20, 180, 20, i === 4);
    p.text(366, t, { size: 9, serif: true, bold: i === 4, y: y0 + i * 20 + 14 });
    p.text(534, dn(vals[i]), { size: 10.5, align: 'right', bold: i === 4, y: y0 + i * 20 + 14 });
  });
  p.box(470, y0, 0.01, 100);
  p.text(56, `Betrag erhalten: ${fd(date, 'de2')}`, { size: 9, serif: true, y: 700 });
  p.text(56, `i. A. ${owner}`, { size: 11, y: 730 });
  hline(p, 56, 180, 734);
  p.text(56, 'Unterschrift', { size: 7, serif: true, y: 744 });
  p.text(297, 'Gerichtsstand ist der Sitz des Betriebes. Eigentumsvorbehalt bis zur vollständigen Bezahlung.', {
    size: 6.5,
    serif: true,
    align: 'center',
    y: 795,
  });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1988–2001: a dot-matrix printout in capitals, labour in Arbeitswerte with operation numbers, parts with part numbers, LOHN and TEILE summed. */
export function edvNadeldrucker(rng: Random): Generated {
  const date = rng.date(1988, 2001);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de').toUpperCase();
  const shop = rng.pick([`AUTOHAUS ${owner} GMBH`, `KFZ-TECHNIK ${owner}`, `${owner} AUTOSERVICE`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS.filter((c) => c.built <= year));
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'DM', rng);
  const aw = r2(rate / 12);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 2, 4), year, 'DM', rate);
  for (const j of jobs) {
    j.qty = Math.max(2, Math.round(j.qty * 12));
    j.unit = aw;
    j.amount = r2(j.qty * aw);
    j.text = j.text.toUpperCase();
    j.code = `${rng.int(10, 99)}${digits(rng, 4)}`;
  }
  for (const l of parts) l.text = l.text.toUpperCase();
  const lohn = sum(jobs.map((l) => l.amount));
  const mat = sum(parts.map((l) => l.amount));
  const net = r2(lohn + mat);
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const cust = deAddress(rng);
  const s = 8.5;
  const p = new PageBuilder();
  p.text(50, shop, { size: 12, bold: true, y: 50 });
  p.text(50, `${a.street.toUpperCase()}   ${a.zip} ${a.town.toUpperCase()}   TEL ${digits(rng, 4)}-${digits(rng, 5)}`, { size: s, y: 62 });
  p.y = 110;
  for (const l of [name(rng, 'de').toUpperCase(), cust.street.toUpperCase(), `${cust.zip} ${cust.town.toUpperCase()}`]) {
    p.text(60, l, { size: 9.5 });
    p.down(12);
  }
  const rc: Col[] = [{ x: 370 }, { x: 545, align: 'right' }];
  p.y = 110;
  for (const [k, val] of [
    ['RECHNUNG NR.', `${rng.int(100000, 999999)}`],
    ['RECHN.-DATUM', fd(date, 'de')],
    ['AUFTRAG NR.', `${rng.int(10000, 99999)}`],
    ['KUNDEN-NR.', `${rng.int(10000, 99999)}`],
  ]) {
    row(p, rc, [k, val], { size: s });
    p.down(11);
  }
  p.y = 186;
  hline(p, 50, 495);
  p.down(12);
  const plate = dePlate(rng, cust.district);
  row(p, [{ x: 50 }, { x: 150 }, { x: 300 }, { x: 440 }], ['AMTL.KENNZ.', 'TYP', 'FAHRGESTELL-NR.', 'KM-STAND'], { size: s });
  p.down(11);
  row(p, [{ x: 50 }, { x: 150 }, { x: 300 }, { x: 440 }], [plate, `${car.make} ${car.model}`.toUpperCase(), car.chassis(rng), String(km)], { size: s });
  p.down(6);
  hline(p, 50, 495);
  p.down(18);
  const cols: Col[] = [{ x: 50 }, { x: 110 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['ARB.-NR.', 'BEZEICHNUNG', 'AW/MENGE', 'PREIS', 'BETRAG'], { size: s });
  p.down(5);
  hline(p, 50, 495);
  p.down(13);
  for (const l of jobs) {
    row(p, cols, [l.code ?? '', l.text, String(l.qty), dn(l.unit), dn(l.amount)], { size: s });
    p.down(11);
  }
  p.down(6);
  row(p, cols, ['TEILE-NR.', '', '', '', ''], { size: s });
  p.down(13);
  for (const l of parts) {
    row(p, cols, [l.code ?? '', l.text, `${l.qty},00`, dn(l.unit), dn(l.amount)], { size: s });
    p.down(11);
  }
  p.down(4);
  hline(p, 50, 495);
  p.down(16);
  const tc: Col[] = [{ x: 330 }, { x: 545, align: 'right' }];
  for (const [k, val] of [
    ['SUMME LOHN', lohn],
    ['SUMME TEILE', mat],
    ['NETTOBETRAG', net],
    [`MWST ${dn(v)} %`, vat],
  ] as [string, number][]) {
    row(p, tc, [k, dn(val)], { size: s });
    p.down(11);
  }
  p.down(4);
  row(p, tc, ['ENDBETRAG DM', dn(total)], { size: 10, bold: true });
  p.down(3);
  hline(p, 330, 215);
  hline(p, 330, 215, p.y + 2);
  p.y = 760;
  p.text(50, 'BEI ZAHLUNG BITTE RECHNUNGS-NR. ANGEBEN. ZAHLBAR SOFORT NETTO KASSE.', { size: 7.5 });
  p.text(50, `VOLKSBANK ${a.town.toUpperCase()} EG  KTO ${digits(rng, 8)}  BLZ ${digits(rng, 8)}`, { size: 7.5, y: 771 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}

/** 1999–2001: the changeover years; a DM bill with the euro amounts in a second column and the conversion rate. */
export function dmEuroDoppel(rng: Random): Generated {
  const date = rng.date(1999, 2001);
  const year = Number(date.slice(0, 4));
  const owner = surname(rng, 'de');
  const shop = rng.pick([`Autoservice ${owner}`, `${owner} Kraftfahrzeuge`, `Meisterwerkstatt ${owner}`]);
  const a = deAddress(rng);
  const car = rng.pick(DE_CARS);
  const km = mileage(rng, car.built, year, false);
  const rate = hourly(year, 'DM', rng);
  const { jobs, parts } = lines(rng, packs(rng, PACKS_DE, 1, 3), year, 'DM', rate);
  const net = sum([...jobs, ...parts].map((l) => l.amount));
  const v = vatDe(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const eur = (n: number) => dn(r2(n / 1.95583));
  const cust = deAddress(rng);
  const p = new PageBuilder();
  p.text(545, shop, { size: 15, bold: true, align: 'right', y: 54 });
  p.text(545, `${a.street} · ${a.line2}`, { size: 8.5, align: 'right', y: 68 });
  p.text(545, `Tel. ${digits(rng, 5)} / ${digits(rng, 5)}`, { size: 8.5, align: 'right', y: 80 });
  p.y = 130;
  for (const l of [name(rng, 'de'), cust.street, cust.line2]) {
    p.text(50, l, { size: 10 });
    p.down(13);
  }
  p.text(50, 'Rechnung', { size: 14, bold: true, y: 210 });
  p.text(545, `${a.town}, ${fd(date, 'de')}`, { size: 9.5, align: 'right', y: 210 });
  p.text(50, `Rechnungs-Nr.: ${rng.int(2000, 8999)}`, { size: 9, y: 226 });
  p.text(50, `Fahrzeug: ${car.make} ${car.model}   Kennzeichen: ${dePlate(rng, cust.district)}   km: ${thousands(km, '.')}`, { size: 9, y: 240 });
  const cols: Col[] = [{ x: 62, align: 'right' }, { x: 74 }, { x: 395, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  p.y = 272;
  row(p, cols, ['Anz.', 'Bezeichnung', 'Einzel DM', 'Gesamt DM', 'Gesamt EUR'], { bold: true, size: 8.5 });
  hline(p, 50, 495, p.y + 4);
  p.down(18);
  p.text(74, 'Lohn:', { size: 9, bold: true });
  p.down(13);
  for (const l of jobs) {
    row(p, cols, [q(l.qty), l.text, dn(l.unit), dn(l.amount), eur(l.amount)], { size: 9 });
    p.down(13);
  }
  p.down(5);
  p.text(74, 'Teile:', { size: 9, bold: true });
  p.down(13);
  for (const l of parts) {
    row(p, cols, [q(l.qty), l.text, dn(l.unit), dn(l.amount), eur(l.amount)], { size: 9 });
    p.down(13);
  }
  hline(p, 300, 245, p.y - 5);
  p.down(10);
  const tc: Col[] = [{ x: 300 }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, tc, ['Netto', dn(net), eur(net)], { size: 9.5 });
  p.down(14);
  row(p, tc, [`MwSt. ${v} %`, dn(vat), eur(vat)], { size: 9.5 });
  p.down(16);
  row(p, tc, ['Rechnungsbetrag', `DM ${dn(total)}`, `EUR ${eur(total)}`], { size: 10, bold: true });
  p.down(5);
  hline(p, 300, 245);
  p.down(30);
  p.text(50, 'Umrechnungskurs: 1 EUR = 1,95583 DM. Der Euro-Betrag dient nur zur Information; zu zahlen ist der DM-Betrag.', { size: 8 });
  p.text(50, 'Zahlbar innerhalb 14 Tagen ohne Abzug.', { size: 8, y: p.y + 12 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: jobs.map((l) => l.text),
    partsUsed: parts.map((l) => l.text),
  });
}
