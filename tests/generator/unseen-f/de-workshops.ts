/**
 * Eight German workshop invoices, 1975–2005: the typewritten bill of a one-man Meisterbetrieb,
 * the dot-matrix Autohaus invoice with its boxed header, a pre-printed form filled in by hand-typing,
 * a Euro invoice with a right-hand letterhead, a carbon copy of the Kundendienst, the logo-line
 * filling-station workshop, the body shop's dual DM/EUR bill of 2001 and a restorer's invoice.
 */
import type { Generated } from '../types';
import type { Random } from '../random';
import {
  cell,
  deAddress,
  deCurrency,
  deName,
  dePhone,
  dePlate,
  deCar,
  deVat,
  fmtDate,
  fmtInt,
  fmtMoney,
  mileage,
  PageBuilder,
  r2,
  row,
  rule,
  vin,
  yearOf,
} from './kit';
import { labour, labourTotal, parts, partsTotal } from './work-items';

const service = (items: PageBuilder, truth: Record<string, unknown>): Generated => ({
  items: items.items,
  language: 'de',
  truth: { documentType: 'service', ...truth },
});

/** Typewritten bill of a small master workshop: centred letterhead, labour and material blocks with their own sums. */
export function deTypewriterBill(rng: Random): Generated {
  const date = rng.date(1976, 1984);
  const shop = rng.pick(['Kfz-Meisterbetrieb Horst Wendler', 'Reparaturwerkstatt Emil Brückner', 'Kfz-Werkstatt Gebr. Ostermann']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.y = 58;
  pb.text(297, shop, { size: 16, serif: true, bold: true, align: 'center' }).down(16);
  pb.text(297, 'Meisterbetrieb des Kfz-Handwerks · Reparaturen aller Fabrikate', { size: 8.5, serif: true, align: 'center' }).down(12);
  pb.text(297, `${a.street} · ${a.town} · Telefon ${dePhone(rng)}`, { size: 8.5, serif: true, align: 'center' }).down(8);
  rule(pb, 60, 475);
  pb.down(30);
  const cust = deName(rng);
  const ca = deAddress(rng, date);
  for (const l of [rng.pick(['Herrn', 'Frau']), cust, ca.street, '', ca.town]) pb.text(70, l, { size: 10, serif: true }).down(13);
  pb.y = 150;
  const no = rng.int(100, 2999);
  pb.text(360, `Rechnung Nr. ${no}`, { size: 10, serif: true }).down(13);
  pb.text(360, `${a.town.replace(/^W-|\d+ /g, '').trim()}, den ${fmtDate(date, 'de-short')}`, { size: 10, serif: true }).down(13);
  pb.text(360, `Auftrag vom ${fmtDate(addDaysLocal(date, -rng.int(2, 9)), 'de-short')}`, { size: 10, serif: true });
  pb.y = 240;
  const year = rng.int(1962, yearOf(date) - 2);
  const km = mileage(rng, year, yearOf(date));
  pb.text(70, `Betr.: ${deCar(rng, year)}, amtl. Kennz. ${dePlate(rng)}, km-Stand ${fmtInt(km, '.')}`, { size: 10, serif: true }).down(26);
  const rate = rng.int(28, 52);
  const ls = labour(rng, 'de', rng.int(2, 4), rate);
  const ps = parts(rng, 'de', rng.int(2, 5), 0.8);
  const money = (n: number) => fmtMoney(n, 'de');
  pb.text(70, 'Arbeitslohn:', { size: 10, serif: true, bold: true }).down(15);
  for (const l of ls) {
    pb.text(80, l.desc, { size: 10, serif: true });
    pb.text(380, `${fmtMoney(l.hours, 'de')} Std.`, { size: 10, serif: true, align: 'right' });
    pb.text(520, money(l.amount), { size: 10, serif: true, align: 'right' }).down(14);
  }
  const lt = labourTotal(ls);
  pb.text(300, 'Summe Lohn', { size: 10, serif: true });
  pb.text(520, money(lt), { size: 10, serif: true, align: 'right' }).down(24);
  pb.text(70, 'Material:', { size: 10, serif: true, bold: true }).down(15);
  for (const p of ps) {
    pb.text(80, `${p.qty} St. ${p.desc}`, { size: 10, serif: true });
    pb.text(380, `à ${money(p.unit)}`, { size: 10, serif: true, align: 'right' });
    pb.text(520, money(p.amount), { size: 10, serif: true, align: 'right' }).down(14);
  }
  const pt = partsTotal(ps);
  pb.text(300, 'Summe Material', { size: 10, serif: true });
  pb.text(520, money(pt), { size: 10, serif: true, align: 'right' }).down(22);
  const net = r2(lt + pt);
  const rateVat = deVat(date);
  const vat = r2((net * rateVat) / 100);
  const total = r2(net + vat);
  rule(pb, 380, 145, pb.y - 10);
  pb.text(300, 'Zwischensumme', { size: 10, serif: true });
  pb.text(520, money(net), { size: 10, serif: true, align: 'right' }).down(14);
  pb.text(300, `+ ${rateVat} % MwSt.`, { size: 10, serif: true });
  pb.text(520, money(vat), { size: 10, serif: true, align: 'right' }).down(16);
  pb.text(300, 'Endbetrag DM', { size: 10, serif: true, bold: true });
  pb.text(520, money(total), { size: 10, serif: true, bold: true, align: 'right' }).down(40);
  pb.text(70, 'Betrag dankend erhalten:', { size: 10, serif: true }).down(30);
  pb.text(70, '_______________________', { size: 10, serif: true });
  pb.y = 790;
  pb.text(297, `Bankverbindung: Kreissparkasse, Kto. ${rng.int(100000, 9999999)}, BLZ ${rng.int(600, 799)} ${rng.int(500, 599)} ${rng.int(10, 99)}`, {
    size: 7.5,
    serif: true,
    align: 'center',
  });
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => `${p.qty} St. ${p.desc}`),
  });
}

function addDaysLocal(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Dot-matrix Autohaus invoice: boxed header cells, capitals, labour in AW mixed with parts, Leistungsdatum apart. */
export function deDotMatrixAutohaus(rng: Random): Generated {
  const date = rng.date(1987, 1997);
  const work = addDaysLocal(date, -rng.int(1, 6));
  const shop = rng.pick(['Autohaus Kiefer GmbH', 'Autohaus Sonnleitner KG', 'Auto Fessler OHG']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.y = 50;
  pb.text(40, shop.toUpperCase(), { size: 13, bold: true }).down(12);
  pb.text(40, `${a.street.toUpperCase()}  ${a.town.toUpperCase()}  TEL. ${dePhone(rng)}`, { size: 7.5 }).down(10);
  pb.text(40, 'VERTRAGSHÄNDLER · KUNDENDIENST · ERSATZTEILE', { size: 7.5 });
  const cust = deName(rng);
  const ca = deAddress(rng, date);
  pb.y = 120;
  for (const l of [cust.toUpperCase(), ca.street.toUpperCase(), ca.town.toUpperCase()]) pb.text(50, l, { size: 9 }).down(12);
  pb.text(360, 'R E C H N U N G', { y: 115, size: 12, bold: true });
  const y0 = 170;
  const kd = String(rng.int(10000, 99999));
  cell(pb, 40, y0, 130, 24, 'RECHNUNGS-NR.', `${rng.int(10, 99)}/${rng.int(10000, 99999)}`);
  cell(pb, 170, y0, 110, 24, 'RECHNUNGSDATUM', fmtDate(date, 'de'));
  cell(pb, 280, y0, 110, 24, 'LEISTUNGSDATUM', fmtDate(work, 'de'));
  cell(pb, 390, y0, 80, 24, 'KUNDEN-NR.', kd);
  cell(pb, 470, y0, 85, 24, 'AUFTRAGS-NR.', String(rng.int(1000, 9999)));
  const year = rng.int(1970, yearOf(date) - 1);
  const km = mileage(rng, year, yearOf(date));
  const reg = `${fmtDate(`${year}-${String(rng.int(1, 12)).padStart(2, '0')}-01`, 'de').slice(3)}`;
  cell(pb, 40, y0 + 24, 130, 24, 'AMTL. KENNZEICHEN', dePlate(rng));
  cell(pb, 170, y0 + 24, 160, 24, 'FAHRGESTELL-NR.', vin(rng, year));
  cell(pb, 330, y0 + 24, 70, 24, 'ERSTZUL.', reg);
  cell(pb, 400, y0 + 24, 70, 24, 'KM-STAND', fmtInt(km, '.'));
  cell(pb, 470, y0 + 24, 85, 24, 'TYP', deCar(rng, year).split(' ').slice(0, 2).join(' ').toUpperCase());
  const cols = [
    { x: 44 },
    { x: 80 },
    { x: 150 },
    { x: 400, align: 'right' as const },
    { x: 470, align: 'right' as const },
    { x: 550, align: 'right' as const },
  ];
  pb.y = y0 + 70;
  row(pb, cols, ['POS', 'ART.-NR.', 'BEZEICHNUNG', 'MENGE', 'EINZELPREIS', 'BETRAG'], { size: 7.5, bold: true });
  rule(pb, 40, 515, pb.y - 9);
  const awPrice = r2(rng.int(80, 140) / 10);
  const ls = labour(rng, 'de', rng.int(2, 4), awPrice * 12).map((l) => ({ ...l, aw: Math.round(l.hours * 12) }));
  for (const l of ls) l.amount = r2(l.aw * awPrice);
  const ps = parts(rng, 'de', rng.int(2, 5), 1);
  let pos = 1;
  // Workshops print each job with its parts after it: interleave, labour first.
  const lines: ({ l: (typeof ls)[number] } | { p: (typeof ps)[number] })[] = [];
  const pq = [...ps];
  for (const l of ls) {
    lines.push({ l });
    if (pq.length) lines.push({ p: pq.shift()! });
  }
  for (const p of pq) lines.push({ p });
  for (const line of lines) {
    if ('l' in line)
      row(
        pb,
        cols,
        [
          String(pos++),
          `${rng.int(10, 99)}${rng.int(100, 999)}00`,
          line.l.desc.toUpperCase(),
          `${line.l.aw} AW`,
          fmtMoney(awPrice, 'de'),
          fmtMoney(line.l.amount, 'de'),
        ],
        { size: 8 },
      );
    else
      row(pb, cols, [String(pos++), line.p.partNo, line.p.desc.toUpperCase(), `${line.p.qty} ST`, fmtMoney(line.p.unit, 'de'), fmtMoney(line.p.amount, 'de')], {
        size: 8,
      });
  }
  rule(pb, 40, 515, pb.y - 6);
  pb.down(10);
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = deVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc = [{ x: 330 }, { x: 470, align: 'right' as const }, { x: 550, align: 'right' as const }];
  row(pb, tc, ['SUMME LOHN', '', fmtMoney(lt, 'de')], { size: 8 });
  row(pb, tc, ['SUMME TEILE', '', fmtMoney(pt, 'de')], { size: 8 });
  row(pb, tc, ['NETTOBETRAG', '', fmtMoney(net, 'de')], { size: 8 });
  row(pb, tc, [`MWST ${v},00 %`, fmtMoney(net, 'de'), fmtMoney(vat, 'de')], { size: 8 });
  pb.down(6);
  pb.box(400, pb.y - 4, 155, 34, true);
  pb.text(405, 'GESAMTBETRAG DM', { y: pb.y + 6, size: 7 });
  pb.text(550, fmtMoney(total, 'de'), { y: pb.y + 24, size: 11, bold: true, align: 'right' });
  pb.y += 60;
  pb.text(40, 'ZAHLBAR SOFORT OHNE ABZUG. DIE WARE BLEIBT BIS ZUR VOLLSTÄNDIGEN BEZAHLUNG UNSER EIGENTUM.', { size: 7 }).down(10);
  pb.text(40, `NÄCHSTE INSPEKTION BEI KM ${fmtInt(Math.ceil((km + 15000) / 5000) * 5000, '.')} ODER ${fmtDate(addDaysLocal(date, 365), 'de-short')}`, {
    size: 7,
  });
  pb.y = 800;
  pb.text(40, `${shop.toUpperCase()} · HRA ${rng.int(100, 9999)} · AMTSGERICHT · STEUER-NR. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, {
    size: 6.5,
  });
  return service(pb, {
    serviceDate: work,
    shopName: shop.toUpperCase(),
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc.toUpperCase()),
    partsUsed: ps.map((p) => p.desc.toUpperCase()),
  });
}

/** A pre-printed invoice form from the stationer's, typed into: the firm's stamp on top, ruled lines, km right of the value. */
export function dePrintedForm(rng: Random): Generated {
  const date = rng.date(1979, 1992);
  const shop = rng.pick(['Werkstatt Josef Hainz', 'Auto-Service Lindenau', 'Kfz-Reparaturen Alois Mayrhofer']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  // The rubber stamp in the corner.
  pb.box(40, 40, 220, 58);
  pb.text(150, shop, { y: 58, size: 11, bold: true, align: 'center' });
  pb.text(150, a.street, { y: 72, size: 8.5, align: 'center' });
  pb.text(150, `${a.town} · Tel. ${dePhone(rng)}`, { y: 86, size: 8.5, align: 'center' });
  pb.text(555, 'RECHNUNG', { y: 62, size: 18, bold: true, align: 'right' });
  pb.text(555, 'Nr.  ' + String(rng.int(1000, 9999)), { y: 82, size: 10, serif: true, align: 'right' });
  pb.y = 128;
  pb.text(40, 'Für', { size: 7 });
  const cust = deName(rng);
  pb.text(70, `${cust}, ${deAddress(rng, date).town}`, { size: 10, serif: true });
  rule(pb, 65, 250, 131);
  pb.text(330, 'Datum', { size: 7 });
  pb.text(360, fmtDate(date, 'de-loose'), { size: 10, serif: true });
  rule(pb, 355, 200, 131);
  pb.y = 156;
  const year = rng.int(1965, yearOf(date) - 1);
  const km = mileage(rng, year, yearOf(date));
  pb.text(40, 'Fahrzeug', { size: 7 });
  pb.text(80, deCar(rng, year), { size: 10, serif: true });
  rule(pb, 75, 180, 159);
  pb.text(265, 'Kennz.', { size: 7 });
  pb.text(292, dePlate(rng), { size: 10, serif: true });
  rule(pb, 288, 110, 159);
  pb.text(470, 'km', { size: 7 });
  pb.text(465, fmtInt(km, '.'), { size: 10, serif: true, align: 'right' });
  rule(pb, 405, 80, 159);
  const top = 180;
  const cx = [40, 80, 380, 470, 555];
  pb.box(40, top, 515, 18, true);
  pb.text(60, 'Menge', { y: top + 12, size: 7.5, align: 'center' });
  pb.text(230, 'Gegenstand / Arbeitsleistung', { y: top + 12, size: 7.5, align: 'center' });
  pb.text(425, 'Einzelpreis', { y: top + 12, size: 7.5, align: 'center' });
  pb.text(512, 'DM', { y: top + 12, size: 7.5, align: 'center' });
  const rate = rng.int(38, 78);
  const ls = labour(rng, 'de', rng.int(1, 3), rate);
  const ps = parts(rng, 'de', rng.int(2, 5), 1);
  const rowsN = 18;
  pb.box(40, top + 18, 515, rowsN * 17);
  for (const x of cx.slice(1, 4)) pb.box(x, top + 18, 0.3, rowsN * 17);
  let y = top + 30;
  for (let i = 1; i < rowsN; i++) pb.box(40, top + 18 + i * 17, 515, 0.2);
  for (const p of ps) {
    pb.text(60, String(p.qty), { y, size: 10, serif: true, align: 'center' });
    pb.text(85, p.desc, { y, size: 10, serif: true });
    pb.text(465, fmtMoney(p.unit, 'de'), { y, size: 10, serif: true, align: 'right' });
    pb.text(550, fmtMoney(p.amount, 'de'), { y, size: 10, serif: true, align: 'right' });
    y += 17;
  }
  for (const l of ls) {
    pb.text(60, fmtMoney(l.hours, 'de'), { y, size: 10, serif: true, align: 'center' });
    pb.text(85, `Lohn: ${l.desc}`, { y, size: 10, serif: true });
    pb.text(465, fmtMoney(rate, 'de'), { y, size: 10, serif: true, align: 'right' });
    pb.text(550, fmtMoney(l.amount, 'de'), { y, size: 10, serif: true, align: 'right' });
    y += 17;
  }
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = deVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  y = top + 18 + rowsN * 17;
  const sums: [string, number][] = [
    ['Summe', net],
    [`+ ${v} % MwSt.`, vat],
  ];
  for (const [label, val] of sums) {
    pb.box(380, y, 175, 17);
    pb.text(385, label, { y: y + 12, size: 8 });
    pb.text(550, fmtMoney(val, 'de'), { y: y + 12, size: 10, serif: true, align: 'right' });
    y += 17;
  }
  pb.box(380, y, 175, 20, true);
  pb.text(385, 'Gesamtbetrag DM', { y: y + 14, size: 8, bold: true });
  pb.text(550, fmtMoney(total, 'de'), { y: y + 14, size: 10, serif: true, bold: true, align: 'right' });
  pb.text(40, 'Zahlbar innerhalb 8 Tagen ohne Abzug.', { y: y + 50, size: 8 });
  pb.text(40, 'Unterschrift', { y: y + 100, size: 7 });
  rule(pb, 90, 160, y + 100);
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => `Lohn: ${l.desc}`),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** Euro invoice of an independent garage: letterhead on the right with a tagline below, hours × rate, a deposit deducted. */
export function deEuroRightHead(rng: Random): Generated {
  const date = rng.date(2002, 2005);
  const done = addDaysLocal(date, -rng.int(1, 12));
  const shop = rng.pick(['Fahrzeugtechnik Rademacher', 'Autoservice Thomas Kreuzer e.K.', 'Kfz-Technik Wollny']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(555, shop, { y: 60, size: 14, bold: true, align: 'right' });
  pb.text(555, rng.pick(['Ihr Partner rund ums Auto', 'Reparatur · Wartung · Reifen', 'Qualität aus Meisterhand']), { y: 74, size: 8.5, align: 'right' });
  pb.text(555, a.street, { y: 92, size: 8.5, align: 'right' });
  pb.text(555, a.town, { y: 103, size: 8.5, align: 'right' });
  pb.text(555, `Tel. ${dePhone(rng)}`, { y: 114, size: 8.5, align: 'right' });
  const cust = deName(rng);
  const ca = deAddress(rng, date);
  pb.text(60, `${shop} · ${a.street} · ${a.town}`, { y: 140, size: 6 });
  rule(pb, 60, 220, 143);
  pb.y = 158;
  for (const l of [rng.pick(['Herrn', 'Frau']), cust, ca.street, ca.town]) pb.text(60, l, { size: 10 }).down(13);
  const no = `${yearOf(date)}-${rng.int(100, 999)}`;
  pb.y = 245;
  pb.text(60, `Rechnung ${no}`, { size: 13, bold: true });
  pb.text(555, `${a.town.split(' ').slice(1).join(' ')}, ${fmtDate(date, 'de-long')}`, { size: 9.5, align: 'right' });
  pb.y = 268;
  const year = rng.int(1968, 1995);
  const km = mileage(rng, year, yearOf(date));
  pb.text(60, `Fahrzeug: ${deCar(rng, year)}  ·  Kennzeichen: ${dePlate(rng)}  ·  Kilometerstand: ${fmtInt(km, '.')} km`, { size: 9 }).down(13);
  pb.text(60, `Ausführungsdatum: ${fmtDate(done, 'de')}`, { size: 9 }).down(24);
  const cols = [{ x: 60 }, { x: 390, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 545, align: 'right' as const }];
  pb.box(55, pb.y - 11, 495, 16, true);
  row(pb, cols, ['Arbeitsleistung', 'Std.', 'Satz €', 'Betrag €'], { size: 8.5, bold: true, lineH: 17 });
  const rate = rng.int(42, 68);
  const ls = labour(rng, 'de', rng.int(2, 4), rate);
  for (const l of ls) row(pb, cols, [l.desc, fmtMoney(l.hours, 'de'), fmtMoney(rate, 'de'), fmtMoney(l.amount, 'de')], { size: 9 });
  const lt = labourTotal(ls);
  rule(pb, 55, 495, pb.y - 9);
  row(pb, cols, ['Arbeitslohn netto', '', '', fmtMoney(lt, 'de')], { size: 9, bold: true, lineH: 24 });
  pb.box(55, pb.y - 11, 495, 16, true);
  row(pb, cols, ['Ersatzteile', 'Menge', 'Preis €', 'Betrag €'], { size: 8.5, bold: true, lineH: 17 });
  const ps = parts(rng, 'de', rng.int(2, 5), 0.55);
  for (const p of ps) row(pb, cols, [`${p.desc} (${p.partNo})`, String(p.qty), fmtMoney(p.unit, 'de'), fmtMoney(p.amount, 'de')], { size: 9 });
  const pt = partsTotal(ps);
  rule(pb, 55, 495, pb.y - 9);
  row(pb, cols, ['Ersatzteile netto', '', '', fmtMoney(pt, 'de')], { size: 9, bold: true, lineH: 30 });
  const net = r2(lt + pt);
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  const dep = Math.round((total * 0.3) / 50) * 50;
  const tc = [{ x: 330 }, { x: 545, align: 'right' as const }];
  row(pb, tc, ['Nettobetrag', `EUR ${fmtMoney(net, 'de-space')}`], { size: 9.5 });
  row(pb, tc, ['zzgl. 16 % USt.', `EUR ${fmtMoney(vat, 'de-space')}`], { size: 9.5 });
  row(pb, tc, ['Rechnungsbetrag', `EUR ${fmtMoney(total, 'de-space')}`], { size: 10, bold: true });
  row(pb, tc, [`abzgl. Anzahlung vom ${fmtDate(addDaysLocal(done, -14), 'de')}`, `EUR ${fmtMoney(dep, 'de-space')}`], { size: 9.5 });
  rule(pb, 330, 220, pb.y - 9);
  row(pb, tc, ['Noch zu zahlen', `EUR ${fmtMoney(r2(total - dep), 'de-space')}`], { size: 10, bold: true, lineH: 30 });
  pb.text(60, `Bitte überweisen Sie den Restbetrag bis zum ${fmtDate(addDaysLocal(date, 14), 'de')}.`, { size: 9 });
  pb.y = 790;
  pb.text(
    297,
    `Volksbank · IBAN DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · BIC GENODE${rng.int(10, 99)}XXX · USt-IdNr. DE${rng.int(100000000, 999999999)}`,
    { size: 6.5, align: 'center' },
  );
  return service(pb, {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => `${p.desc} (${p.partNo})`),
  });
}

/** Carbon copy of a 1970s Kundendienst bill: no sums per block (the reader adds), a next-service mileage that is not the mileage. */
export function deCarbonKundendienst(rng: Random): Generated {
  const date = rng.date(1975, 1981);
  const shop = rng.pick(['Bosch-Dienst Friedrich Lerch', 'Auto-Elektrik Hubert Sauter', 'Kundendienst Willi Petersen']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(40, '— DURCHSCHRIFT —', { y: 36, size: 8, serif: true });
  pb.text(40, shop, { y: 62, size: 12, serif: true, bold: true });
  pb.text(40, `${a.street}, ${a.town}`, { y: 76, size: 9, serif: true });
  pb.text(555, 'Kundendienst-Rechnung', { y: 62, size: 12, serif: true, align: 'right' });
  pb.text(555, `Datum: ${fmtDate(date, 'de')}`, { y: 78, size: 9.5, serif: true, align: 'right' });
  const year = rng.int(1962, yearOf(date) - 1);
  const km = mileage(rng, year, yearOf(date));
  pb.y = 115;
  pb.text(40, `Kunde: ${deName(rng)}`, { size: 10, serif: true }).down(14);
  pb.text(40, `Wagen: ${deCar(rng, year)}   Pol. Kennz.: ${dePlate(rng)}   Laufleistung: ${fmtInt(km, ' ')} km`, { size: 10, serif: true }).down(28);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 520, align: 'right' as const }];
  row(pb, cols, ['Ausgeführte Arbeiten', 'AW', 'DM'], { size: 9.5, serif: true, bold: true, lineH: 16 });
  const aw = r2(rng.int(35, 70) / 10);
  const ls = labour(rng, 'de', rng.int(2, 4), aw * 10);
  for (const l of ls) {
    const n = Math.round(l.hours * 10);
    l.amount = r2(n * aw);
    row(pb, cols, [l.desc, String(n), fmtMoney(l.amount, 'de')], { size: 10, serif: true, lineH: 15 });
  }
  pb.down(12);
  row(pb, cols, ['Ersatzteile und Material', '', ''], { size: 9.5, serif: true, bold: true, lineH: 16 });
  const ps = parts(rng, 'de', rng.int(2, 4), 0.6);
  for (const p of ps) row(pb, cols, [p.qty > 1 ? `${p.qty} x ${p.desc}` : p.desc, '', fmtMoney(p.amount, 'de')], { size: 10, serif: true, lineH: 15 });
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = deVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  pb.down(10);
  rule(pb, 420, 110, pb.y - 10);
  row(pb, cols, ['', 'zusammen', fmtMoney(net, 'de')], { size: 10, serif: true, lineH: 15 });
  row(pb, cols, ['', `MwSt. ${v} %`, fmtMoney(vat, 'de')], { size: 10, serif: true, lineH: 15 });
  row(pb, cols, ['', 'zu zahlen DM', fmtMoney(total, 'de')], { size: 10.5, serif: true, bold: true, lineH: 36 });
  pb.text(50, `Nächster Kundendienst bei ${fmtInt(Math.ceil((km + 7500) / 2500) * 2500, '.')} km fällig.`, { size: 9.5, serif: true }).down(14);
  pb.text(50, 'Betrag bar erhalten.  Mit freundlichem Gruß', { size: 9.5, serif: true });
  return service(pb, {
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => (p.qty > 1 ? `${p.qty} x ${p.desc}` : p.desc)),
  });
}

/** Filling station with a workshop: a logo line in capitals, the owner under it, a single mixed list, sums below values. */
export function deStationWorkshop(rng: Random): Generated {
  const date = rng.date(1985, 1999);
  const logo = rng.pick(['AUTO-BERGMANN', 'TANKHOF ZIEGLER', 'AUTO-KRAUS']);
  const owner = deName(rng);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(40, logo, { y: 70, size: 24, bold: true });
  pb.text(40, `Inh. ${owner} · Kfz-Meisterbetrieb · Tankstelle · Waschanlage`, { y: 86, size: 8 });
  pb.text(555, a.street, { y: 60, size: 8, align: 'right' });
  pb.text(555, a.town, { y: 71, size: 8, align: 'right' });
  pb.text(555, dePhone(rng), { y: 82, size: 8, align: 'right' });
  rule(pb, 40, 515, 94);
  const cust = deName(rng);
  pb.y = 125;
  pb.text(40, cust, { size: 10 }).down(13);
  pb.text(40, deAddress(rng, date).town, { size: 10 });
  pb.y = 125;
  pb.text(380, 'Rechnung-Nr.', { size: 8 });
  pb.text(555, String(rng.int(10000, 99999)), { size: 9, align: 'right' }).down(12);
  pb.text(380, 'Datum', { size: 8 });
  pb.text(555, fmtDate(date, 'de-short'), { size: 9, align: 'right' }).down(12);
  const year = rng.int(1965, yearOf(date) - 2);
  const km = mileage(rng, year, yearOf(date));
  pb.text(380, 'Kennzeichen', { size: 8 });
  pb.text(555, dePlate(rng), { size: 9, align: 'right' }).down(12);
  pb.text(380, 'km', { size: 8 });
  pb.text(555, fmtInt(km, '.'), { size: 9, align: 'right' });
  pb.y = 210;
  const cols = [{ x: 40 }, { x: 340, align: 'right' as const }, { x: 440, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(pb, cols, ['Text', 'Menge', 'Preis', 'Summe'], { size: 8.5, bold: true, lineH: 6 });
  rule(pb, 40, 515);
  pb.down(12);
  const rate = rng.int(45, 85);
  const ls = labour(rng, 'de', rng.int(1, 3), rate);
  const ps = parts(rng, 'de', rng.int(1, 4), 1);
  for (const l of ls) row(pb, cols, [`Arbeitszeit ${l.desc}`, `${fmtMoney(l.hours, 'de')} h`, fmtMoney(rate, 'de'), fmtMoney(l.amount, 'de')], { size: 9 });
  for (const p of ps) row(pb, cols, [p.desc, fmtMoney(p.qty, 'de'), fmtMoney(p.unit, 'de'), fmtMoney(p.amount, 'de')], { size: 9 });
  rule(pb, 40, 515, pb.y - 6);
  pb.down(20);
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = deVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  // Value over label, in a band of four cells.
  const band: [string, string][] = [
    [fmtMoney(lt, 'de'), 'Lohn netto'],
    [fmtMoney(pt, 'de'), 'Teile netto'],
    [fmtMoney(vat, 'de'), `MwSt ${v}%`],
    [fmtMoney(total, 'de'), 'Endsumme DM'],
  ];
  band.forEach(([val, label], i) => {
    const x = 175 + i * 95;
    pb.box(x, pb.y, 95, 34, i === 3);
    pb.text(x + 90, val, { y: pb.y + 16, size: 10, bold: i === 3, align: 'right' });
    pb.text(x + 4, label, { y: pb.y + 29, size: 6.5 });
  });
  pb.y += 70;
  pb.text(40, 'Vielen Dank für Ihren Auftrag. Gute Fahrt!', { size: 9 });
  return service(pb, {
    serviceDate: date,
    shopName: logo,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => `Arbeitszeit ${l.desc}`),
    partsUsed: ps.map((p) => p.desc),
  });
}

/** Body shop 2001: amounts in DM with the euro equivalent beside them, the total in a band with its label above. */
export function deBodyShopDual(rng: Random): Generated {
  const date = rng.date(2001, 2001);
  const shop = rng.pick(['Karosseriebau Pfeiffer GmbH', 'Lackier- und Karosseriezentrum Eder', 'Karosserie Nikolaidis']);
  const a = deAddress(rng, date);
  const pb = new PageBuilder();
  pb.text(297, shop, { y: 56, size: 15, bold: true, align: 'center' });
  pb.text(297, 'Unfallinstandsetzung · Lackierung · Oldtimer-Restaurierung', { y: 70, size: 8, align: 'center' });
  pb.text(297, `${a.street} · ${a.town}`, { y: 81, size: 8, align: 'center' });
  pb.y = 120;
  const cust = deName(rng);
  pb.text(50, cust, { size: 10 }).down(13);
  pb.text(50, deAddress(rng, date).street, { size: 10 }).down(13);
  pb.text(50, deAddress(rng, date).town, { size: 10 });
  pb.y = 120;
  const done = addDaysLocal(date, -rng.int(1, 5));
  const pairs: [string, string][] = [
    ['Rechnung', `R-${rng.int(1000, 9999)}`],
    ['Datum', fmtDate(date, 'de')],
    ['Fertigstellung', fmtDate(done, 'de')],
    ['Schaden-Nr.', `${rng.int(10, 99)}-${rng.int(100000, 999999)}`],
  ];
  for (const [k, v] of pairs) {
    pb.text(360, k, { size: 8.5 });
    pb.text(450, v, { size: 9 }).down(12);
  }
  const year = rng.int(1965, 1990);
  const km = mileage(rng, year, 2001);
  pb.y = 200;
  pb.text(50, `${deCar(rng, year)}, Baujahr ${year}, Kennz. ${dePlate(rng)}, Tachostand ${fmtInt(km, '.')}`, { size: 9 }).down(24);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(pb, cols, ['Lohnarbeiten', '', 'DM'], { size: 9, bold: true });
  rule(pb, 50, 495, pb.y - 9);
  const rate = rng.int(85, 130);
  const ls = labour(rng, 'de', rng.int(2, 3), rate);
  const body = [
    'Kotflügel vorne rechts instandgesetzt',
    'Schweller links geschweißt',
    'Tür lackiert',
    'Stoßfänger aus- und eingebaut',
    'Rostschaden Radlauf beseitigt',
  ];
  const bl = rng.some(body, 2).map((desc) => {
    const hours = rng.int(4, 24) / 2;
    return { desc, hours, rate, amount: r2(hours * rate) };
  });
  const labourLines = [...bl, ...ls];
  for (const l of labourLines) row(pb, cols, [l.desc, `${fmtMoney(l.hours, 'de')} Std. à ${fmtMoney(rate, 'de')}`, fmtMoney(l.amount, 'de')], { size: 9 });
  const lt = labourTotal(labourLines);
  row(pb, cols, ['', 'Lohn gesamt', fmtMoney(lt, 'de')], { size: 9, bold: true, lineH: 24 });
  row(pb, cols, ['Material / Ersatzteile', '', 'DM'], { size: 9, bold: true });
  rule(pb, 50, 495, pb.y - 9);
  const ps = parts(rng, 'de', rng.int(1, 3), 1.1);
  const lack = { desc: 'Lackmaterial', qty: 1, unit: r2(rng.int(18000, 52000) / 100), amount: 0, partNo: '' };
  lack.amount = lack.unit;
  const allParts = [lack, ...ps];
  for (const p of allParts) row(pb, cols, [p.desc, p.qty > 1 ? `${p.qty} x ${fmtMoney(p.unit, 'de')}` : '', fmtMoney(p.amount, 'de')], { size: 9 });
  const pt = partsTotal(allParts);
  row(pb, cols, ['', 'Material gesamt', fmtMoney(pt, 'de')], { size: 9, bold: true, lineH: 28 });
  const net = r2(lt + pt);
  const vat = r2(net * 0.16);
  const total = r2(net + vat);
  row(pb, cols, ['', 'Nettobetrag', fmtMoney(net, 'de')], { size: 9 });
  row(pb, cols, ['', '16 % Mehrwertsteuer', fmtMoney(vat, 'de')], { size: 9, lineH: 20 });
  pb.box(330, pb.y, 220, 40, true);
  pb.text(336, 'Gesamtbetrag', { y: pb.y + 12, size: 8 });
  pb.text(545, `DM ${fmtMoney(total, 'de')}`, { y: pb.y + 30, size: 12, bold: true, align: 'right' });
  pb.y += 56;
  pb.text(545, `entspricht EUR ${fmtMoney(r2(total / 1.95583), 'de')} (1 EUR = 1,95583 DM)`, { size: 7.5, align: 'right' });
  pb.y = 790;
  pb.text(
    297,
    `Sparkasse Kto. ${rng.int(1000000, 9999999)} · BLZ ${rng.int(600, 799)} ${rng.int(500, 599)} ${rng.int(10, 99)} · Steuer-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`,
    { size: 7, align: 'center' },
  );
  return service(pb, {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: labourLines.map((l) => l.desc),
    partsUsed: allParts.map((p) => p.desc),
  });
}

/** A restorer's invoice: "gegründet 1962" under the name, positions numbered, labels in small capitals left of boxed values. */
export function deRestorer(rng: Random): Generated {
  const date = rng.date(1996, 2005);
  const done = addDaysLocal(date, -rng.int(2, 20));
  const shop = rng.pick(['Klassik-Werkstatt Hammerschmidt', 'Oldtimer-Service Brenninger', 'Werkstatt für klassische Automobile Lüders']);
  const a = deAddress(rng, date);
  const cur = deCurrency(date);
  const pb = new PageBuilder();
  pb.text(40, shop, { y: 58, size: 13, serif: true, bold: true });
  pb.text(40, `gegründet ${rng.int(1952, 1975)} · ${a.street} · ${a.town}`, { y: 72, size: 8, serif: true });
  pb.text(555, `Rechnungsdatum  ${fmtDate(date, 'de')}`, { y: 110, size: 9, align: 'right' });
  pb.text(555, `Rechnungs-Nr.  ${rng.int(100, 999)}/${String(yearOf(date)).slice(2)}`, { y: 122, size: 9, align: 'right' });
  pb.text(40, deName(rng), { y: 110, size: 10 });
  pb.text(40, deAddress(rng, date).town, { y: 123, size: 10 });
  const year = rng.int(1955, 1975);
  const km = mileage(rng, year, year + rng.int(8, 20));
  const labels: [string, string][] = [
    ['FAHRZEUG', `${deCar(rng, year)} (Bj. ${year})`],
    ['KENNZEICHEN', `${dePlate(rng)}${rng.chance(0.5) ? 'H' : ''}`],
    ['KILOMETERSTAND', `${fmtInt(km, '.')} km`],
    ['FERTIGGESTELLT AM', fmtDate(done, 'de')],
  ];
  pb.y = 160;
  for (const [k, v] of labels) {
    pb.text(40, k, { size: 6.5 });
    pb.box(150, pb.y - 10, 220, 14);
    pb.text(155, v, { size: 9 }).down(17);
  }
  pb.down(14);
  const cols = [{ x: 40 }, { x: 62 }, { x: 380, align: 'right' as const }, { x: 460, align: 'right' as const }, { x: 555, align: 'right' as const }];
  row(pb, cols, ['Pos.', 'Leistung / Teil', 'Menge', 'Einzelpreis', `Gesamt ${cur}`], { size: 8, bold: true, lineH: 6 });
  rule(pb, 40, 515);
  pb.down(12);
  const rate = cur === 'DM' ? rng.int(70, 110) : rng.int(38, 62);
  const ls = labour(rng, 'de', rng.int(2, 4), rate);
  const ps = parts(rng, 'de', rng.int(2, 4), cur === 'DM' ? 1.3 : 0.7);
  let pos = 1;
  for (const l of ls) row(pb, cols, [String(pos++), l.desc, `${fmtMoney(l.hours, 'de')} h`, fmtMoney(rate, 'de'), fmtMoney(l.amount, 'de')], { size: 9 });
  for (const p of ps) row(pb, cols, [String(pos++), p.desc, `${p.qty} Stk.`, fmtMoney(p.unit, 'de'), fmtMoney(p.amount, 'de')], { size: 9 });
  rule(pb, 40, 515, pb.y - 6);
  pb.down(14);
  const lt = labourTotal(ls);
  const pt = partsTotal(ps);
  const net = r2(lt + pt);
  const v = deVat(date);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const tc = [{ x: 340 }, { x: 555, align: 'right' as const }];
  row(pb, tc, ['Summe Arbeitslohn', fmtMoney(lt, 'de')], { size: 9 });
  row(pb, tc, ['Summe Teile', fmtMoney(pt, 'de')], { size: 9 });
  row(pb, tc, [`Umsatzsteuer ${v} %`, fmtMoney(vat, 'de')], { size: 9 });
  row(pb, tc, [`Rechnungsbetrag ${cur}`, fmtMoney(total, 'de')], { size: 10, bold: true, lineH: 40 });
  pb.text(40, 'Die Arbeiten wurden nach bestem Wissen und mit Originalteilen ausgeführt.', { size: 8.5, serif: true });
  return service(pb, {
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: lt,
    partsCost: pt,
    totalCost: total,
    workPerformed: ls.map((l) => l.desc),
    partsUsed: ps.map((p) => p.desc),
  });
}
