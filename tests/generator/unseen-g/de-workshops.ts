/**
 * German workshop invoices, 2005–2026: a dealer system printout, a Meisterbetrieb, a service
 * partner with a next-inspection note, a restorer billing hours with a deposit, a tyre centre with
 * gross lines, an old serif invoice with the name in the footer only, a chain's e-mailed PDF with
 * boxed cells, and a 2020 invoice at the reduced 16 % VAT with a pass-through inspection fee.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cell, vat19Date, fit, fmtDate, grouped, money, round2, rule, table, width } from './kit';
import { car, deName, dePhone, dePlace, dePlate, deSurname, iban, steuerNr, ustId, vin } from './people';
import { labourLines, labourSum, partLines, partSum, type Labour, type Part } from './service-lines';

const eur = (n: number) => money(n, 'de');

function truth(
  shopName: string,
  serviceDate: string,
  mileage: number,
  labour: Labour[],
  parts: Part[],
  laborCost: number,
  partsCost: number,
  totalCost: number,
): Generated['truth'] {
  return {
    documentType: 'service',
    serviceDate,
    shopName,
    serviceMileage: mileage,
    laborCost,
    partsCost,
    totalCost,
    workPerformed: labour.map((l) => l.desc),
    partsUsed: parts.map((p) => p.desc),
  };
}

function recipient(pb: PageBuilder, rng: Random, x: number, y: number, sender: string) {
  const p = dePlace(rng);
  pb.text(x, sender, { y, size: 6 });
  rule(pb, x, y + 2, width(sender, 6));
  pb.text(x, rng.pick(['Herrn', 'Frau', 'Firma']), { y: y + 16, size: 10 });
  pb.text(x, deName(rng), { y: y + 29, size: 10 });
  pb.text(x, p.street, { y: y + 42, size: 10 });
  pb.text(x, p.town, { y: y + 55, size: 10 });
}

/** A brand dealer's DMS printout: header grid of numbers, AW-priced operations mixed with parts. */
export function deDmsAutohaus(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `Autohaus ${deSurname(rng)} GmbH`;
  const place = dePlace(rng);
  const c = car(rng);
  const invDate = vat19Date(rng, 2012, 2025);
  const workDate = addDays(invDate, -rng.int(1, 6));
  const km = rng.int(40000, 240000);
  pb.text(40, name.toUpperCase(), { y: 52, size: 19, bold: true });
  pb.text(40, rng.pick(['Service · Teile · Zubehör', 'Ihr Partner für Klassiker und Junge Sterne', 'Vertragswerkstatt seit 1971']), { y: 66, size: 8.5 });
  [place.street, place.town, `Tel. ${dePhone(rng)}`, `Fax ${dePhone(rng)}`, `service@${name.split(' ')[1].toLowerCase()}-autohaus.de`].forEach((t, i) =>
    pb.text(555, t, { y: 44 + i * 10, size: 7.5, align: 'right' }),
  );
  recipient(pb, rng, 48, 120, `${name} · ${place.street} · ${place.town}`);
  const rate = rng.pick([118, 126, 134, 142, 156]);
  const labour = labourLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 5));
  const heads = ['Rechnungs-Nr.', 'Kunden-Nr.', 'Auftrags-Nr.', 'Datum', 'Seite'];
  const vals = [
    `${rng.int(2, 9)}${rng.int(100000, 999999)}`,
    String(rng.int(10000, 99999)),
    `A${rng.int(100000, 999999)}`,
    fmtDate(invDate, 'de.dot'),
    '1 / 1',
  ];
  heads.forEach((h, i) => cell(pb, 320 + (i < 3 ? i * 78 : (i - 3) * 117), 118 + (i < 3 ? 0 : 30), i < 3 ? 78 : 117, 28, h, vals[i], { vsize: 9 }));
  pb.text(48, 'RECHNUNG', { y: 230, size: 14, bold: true });
  const vh = ['Amtl. Kennz.', 'Fahrzeug', 'Fahrgestell-Nr.', 'Erstzul.', 'km-Stand', 'Leistungsdatum'];
  const vv = [
    dePlate(rng),
    `${c.make} ${c.model}`,
    vin(rng, c),
    fmtDate(`${c.year}-0${rng.int(1, 9)}-01`, 'de.dot'),
    grouped(km, '.'),
    fmtDate(workDate, 'de.dot'),
  ];
  const vw = [70, 128, 105, 62, 60, 90];
  let x = 40;
  vh.forEach((h, i) => {
    cell(pb, x, 240, vw[i], 28, h, vv[i], { vsize: 8.5 });
    x += vw[i];
  });
  pb.y = 292;
  const rows: string[][] = [];
  let pos = 1;
  const ps = [...parts];
  for (const l of labour) {
    rows.push([String(pos++), l.op, l.desc, `${Math.round(l.hours * 10)} AW`, money(l.rate / 10, 'de'), eur(l.amount)]);
    const p = ps.shift();
    if (p) rows.push([String(pos++), p.no, p.desc, `${p.qty} St`, eur(p.unit), eur(p.amount)]);
  }
  for (const p of ps) rows.push([String(pos++), p.no, p.desc, `${p.qty} St`, eur(p.unit), eur(p.amount)]);
  table(
    pb,
    40,
    [
      { title: 'Pos', w: 28 },
      { title: 'Arb.-Pos./Teile-Nr.', w: 92 },
      { title: 'Bezeichnung', w: 195 },
      { title: 'Menge', w: 55, align: 'right' },
      { title: 'E-Preis', w: 65, align: 'right' },
      { title: 'Betrag EUR', w: 80, align: 'right' },
    ],
    rows,
    { rules: 'header', size: 8 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  pb.down(10);
  const tot: [string, string, boolean][] = [
    ['Summe Lohn', eur(lab), false],
    ['Summe Teile', eur(par), false],
    ['Nettobetrag', eur(net), false],
    [`MwSt. 19 % von ${eur(net)}`, eur(vat), false],
    ['Rechnungsbetrag EUR', eur(gross), true],
  ];
  for (const [l, v, b] of tot) {
    if (b) pb.box(330, pb.y - 11, 225, 16, true);
    pb.text(335, l, { size: 9, bold: b });
    pb.text(550, v, { size: 9, bold: b, align: 'right' });
    pb.down(16);
  }
  pb.down(14);
  pb.text(40, `Zahlbar sofort ohne Abzug. Nächste Inspektion in 12 Monaten oder bei ${grouped(km + 15000, '.')} km.`, { size: 8 });
  rule(pb, 40, 782, 515);
  pb.text(40, `${name} · Sitz ${place.town.slice(6)} · HRB ${rng.int(1000, 99999)} · GF: ${deName(rng)} · USt-IdNr. ${ustId(rng)}`, { y: 794, size: 6.5 });
  pb.text(40, `Bank: Sparkasse · IBAN ${iban(rng)} · BIC ${rng.pick(['SOLADES1', 'COBADEFF', 'GENODEF1'])}XXX`, { y: 804, size: 6.5 });
  return { items: pb.items, language: 'de', truth: truth(name, workDate, km, labour, parts, lab, par, gross) };
}

/** A small Meisterbetrieb: centred name with tagline, separate wage and material lists, boxed total with its label above. */
export function deMeisterbetrieb(rng: Random): Generated {
  const pb = new PageBuilder();
  const owner = deSurname(rng);
  const name = `Kfz-Werkstatt ${owner}`;
  const place = dePlace(rng);
  const date = vat19Date(rng, 2006, 2024);
  const km = rng.int(20000, 190000);
  pb.text(297, name, { y: 58, size: 22, bold: true, serif: true, align: 'center' });
  pb.text(297, 'Meisterbetrieb der Kfz-Innung · Oldtimer-Restaurierung · Hauptuntersuchung im Haus', { y: 74, size: 8, align: 'center' });
  pb.text(297, `${place.street} · ${place.town} · Telefon ${dePhone(rng)}`, { y: 86, size: 8, align: 'center' });
  rule(pb, 40, 94, 515);
  recipient(pb, rng, 48, 125, `${name} · ${place.street} · ${place.town}`);
  const c = car(rng);
  const labels: [string, string][] = [
    ['Rechnung Nr.', `${new Date(date).getFullYear()}-${rng.int(100, 999)}`],
    ['Datum', fmtDate(date, 'de.long')],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Kennzeichen', dePlate(rng)],
    ['Kilometerstand', `${grouped(km, '.')} km`],
  ];
  labels.forEach(([l, v], i) => {
    pb.text(340, `${l}:`, { y: 135 + i * 13, size: 8.5 });
    pb.text(420, v, { y: 135 + i * 13, size: fit(v, 8.5, 135) });
  });
  pb.text(48, 'Rechnung', { y: 225, size: 15, bold: true, serif: true });
  pb.text(48, 'Für die an Ihrem Fahrzeug ausgeführten Arbeiten berechnen wir Ihnen:', { y: 242, size: 9 });
  const rate = rng.pick([62, 68, 74, 79, 85]);
  const labour = labourLines(rng, 'de', rng.int(2, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 4));
  pb.y = 268;
  pb.text(48, 'Arbeitslohn', { size: 10, bold: true });
  pb.down(14);
  table(
    pb,
    48,
    [
      { title: 'Tätigkeit', w: 270 },
      { title: 'Std.', w: 50, align: 'right' },
      { title: 'Satz', w: 70, align: 'right' },
      { title: 'Betrag', w: 110, align: 'right' },
    ],
    labour.map((l) => [l.desc, money(l.hours, 'de').replace(/0$/, ''), `${eur(l.rate)} €`, `${eur(l.amount)} €`]),
    { rules: 'none', size: 8.5 },
  );
  const lab = labourSum(labour);
  pb.text(48, 'Summe Arbeitslohn', { size: 8.5, bold: true });
  pb.text(545, `${eur(lab)} €`, { size: 8.5, bold: true, align: 'right' });
  pb.down(24);
  pb.text(48, 'Material', { size: 10, bold: true });
  pb.down(14);
  table(
    pb,
    48,
    [
      { title: 'Artikel', w: 270 },
      { title: 'Menge', w: 50, align: 'right' },
      { title: 'Einzelpreis', w: 70, align: 'right' },
      { title: 'Betrag', w: 110, align: 'right' },
    ],
    parts.map((p) => [p.desc, String(p.qty), `${eur(p.unit)} €`, `${eur(p.amount)} €`]),
    { rules: 'none', size: 8.5 },
  );
  const par = partSum(parts);
  pb.text(48, 'Summe Material', { size: 8.5, bold: true });
  pb.text(545, `${eur(par)} €`, { size: 8.5, bold: true, align: 'right' });
  pb.down(30);
  const net = round2(lab + par);
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  const y0 = pb.y;
  const band: [string, string][] = [
    ['Netto', `${eur(net)} €`],
    ['+ 19 % MwSt.', `${eur(vat)} €`],
    ['Gesamtbetrag', `${eur(gross)} €`],
  ];
  band.forEach(([l, v], i) => {
    pb.box(235 + i * 105, y0 - 12, 105, 36, i === 2);
    pb.text(240 + i * 105, l, { y: y0, size: 7.5 });
    pb.text(335 + i * 105, v, { y: y0 + 17, size: 10, bold: i === 2, align: 'right' });
  });
  pb.y = y0 + 60;
  pb.text(48, 'Der Rechnungsbetrag ist innerhalb von 14 Tagen ohne Abzug zu überweisen. Leistungsdatum entspricht Rechnungsdatum.', { size: 7.5 });
  pb.text(297, `Steuer-Nr. ${steuerNr(rng)} · Volksbank · IBAN ${iban(rng)}`, { y: 805, size: 7, align: 'center' });
  return { items: pb.items, language: 'de', truth: truth(name, date, km, labour, parts, lab, par, gross) };
}

/** A service partner: inline "km-Stand", gridded table, EUR before the amount, a next-inspection mileage. */
export function deServicePartner(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `Kfz-Technik ${deSurname(rng)}`;
  const place = dePlace(rng);
  const date = vat19Date(rng, 2010, 2026);
  const km = rng.int(60000, 260000);
  pb.box(40, 34, 150, 44, true);
  pb.text(115, 'KFZ', { y: 62, size: 20, bold: true, align: 'center' });
  pb.text(200, name, { y: 56, size: 17, bold: true });
  pb.text(200, 'Ihr freier Partner für alle Marken', { y: 70, size: 8.5 });
  pb.text(555, place.street, { y: 50, size: 8, align: 'right' });
  pb.text(555, place.town, { y: 60, size: 8, align: 'right' });
  pb.text(555, dePhone(rng), { y: 70, size: 8, align: 'right' });
  recipient(pb, rng, 48, 120, `${name}, ${place.street}, ${place.town}`);
  const c = car(rng);
  const plate = dePlate(rng);
  pb.text(48, `Rechnung ${rng.int(20000, 89999)} vom ${fmtDate(date, 'de.dot2')}`, { y: 218, size: 12, bold: true });
  pb.text(48, `${c.make} ${c.model} · ${plate} · km-Stand ${grouped(km, '.')} · FIN ${vin(rng, c)}`, { y: 234, size: 8.5 });
  const rate = rng.pick([89, 96, 104, 112]);
  const labour = labourLines(rng, 'de', rng.int(2, 3), rate);
  const parts = partLines(rng, 'de', rng.int(3, 5));
  pb.y = 262;
  const rows = [
    ...labour.map((l) => ['L', l.desc, `${money(l.hours, 'de')} h`, `EUR ${money(l.rate, 'de.space')}`, `EUR ${money(l.amount, 'de.space')}`]),
    ...parts.map((p) => ['T', p.desc, `${p.qty} Stk.`, `EUR ${money(p.unit, 'de.space')}`, `EUR ${money(p.amount, 'de.space')}`]),
  ];
  table(
    pb,
    40,
    [
      { title: 'Art', w: 30, align: 'center' },
      { title: 'Leistung / Material', w: 245 },
      { title: 'Menge', w: 60, align: 'right' },
      { title: 'Preis', w: 85, align: 'right' },
      { title: 'Gesamt', w: 95, align: 'right' },
    ],
    rows,
    { rules: 'grid', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  pb.down(8);
  pb.text(48, 'L = Lohn, T = Teile', { size: 7 });
  const lines: [string, number][] = [
    ['Lohn netto', lab],
    ['Teile netto', par],
    ['Summe netto', net],
    ['zzgl. 19 % USt.', vat],
    ['Endbetrag', gross],
  ];
  lines.forEach(([l, v], i) => {
    pb.text(360, l, { size: 9, bold: i === 4 });
    pb.text(550, `EUR ${money(v, 'de.space')}`, { size: 9, bold: i === 4, align: 'right' });
    if (i === 3) rule(pb, 360, pb.y + 4, 195);
    pb.down(14);
  });
  pb.down(16);
  pb.box(40, pb.y - 10, 250, 42);
  pb.text(46, 'Nächste Inspektion fällig:', { y: pb.y + 2, size: 8, bold: true });
  pb.text(46, `bei ${grouped(km + rng.pick([10000, 15000, 20000]), '.')} km oder ${fmtDate(addDays(date, 365), 'de.dot')}`, { y: pb.y + 16, size: 8 });
  pb.text(297, `${name} · ${ustId(rng)} · ${iban(rng)}`, { y: 808, size: 7, align: 'center' });
  return { items: pb.items, language: 'de', truth: truth(name, date, km, labour, parts, lab, par, gross) };
}

/** A restorer's invoice: hours and rate, a parts discount, a deposit taken off, the remainder payable. */
export function deRestorer(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `${deSurname(rng)} Classic Cars GmbH & Co. KG`;
  const place = dePlace(rng);
  const invDate = vat19Date(rng, 2014, 2025);
  const doneDate = addDays(invDate, -rng.int(2, 12));
  const km = rng.int(8000, 140000);
  pb.text(555, name, { y: 50, size: 15, bold: true, serif: true, align: 'right' });
  pb.text(555, 'Restaurierung · Wartung · Wertgutachten', { y: 64, size: 8, align: 'right' });
  pb.text(555, `${place.street} | ${place.town}`, { y: 74, size: 8, align: 'right' });
  recipient(pb, rng, 48, 110, `${name} | ${place.street} | ${place.town}`);
  const c = car(rng);
  pb.text(48, 'Rechnung', { y: 205, size: 16, bold: true });
  const info: [string, string][] = [
    ['Rechnungsdatum', fmtDate(invDate, 'de.dot')],
    ['Auftrag vom', fmtDate(addDays(doneDate, -rng.int(20, 60)), 'de.dot')],
    ['Fertigstellung', fmtDate(doneDate, 'de.dot')],
    ['Fahrzeug', `${c.make} ${c.model}, Bj. ${c.year}`],
    ['Laufleistung', `${grouped(km, '.')} km (abgelesen)`],
  ];
  info.forEach(([l, v], i) => {
    pb.text(48, l, { y: 225 + i * 12, size: 8.5, bold: true });
    pb.text(150, v, { y: 225 + i * 12, size: 8.5 });
  });
  const rate = rng.pick([78, 85, 92, 98]);
  const labour = labourLines(rng, 'de', rng.int(3, 4), rate);
  const parts = partLines(rng, 'de', rng.int(2, 4));
  pb.y = 300;
  table(
    pb,
    48,
    [
      { title: 'Arbeiten', w: 300 },
      { title: 'Stunden', w: 60, align: 'right' },
      { title: 'à', w: 60, align: 'right' },
      { title: '€', w: 85, align: 'right' },
    ],
    labour.map((l) => [l.desc, money(l.hours, 'de'), money(l.rate, 'de'), eur(l.amount)]),
    { rules: 'header', size: 8.5 },
  );
  const lab = labourSum(labour);
  pb.text(48, 'Zwischensumme Arbeiten', { size: 8.5, bold: true });
  pb.text(550, eur(lab), { size: 8.5, bold: true, align: 'right' });
  pb.down(22);
  table(
    pb,
    48,
    [
      { title: 'Ersatzteile', w: 300 },
      { title: 'Anzahl', w: 60, align: 'right' },
      { title: 'à', w: 60, align: 'right' },
      { title: '€', w: 85, align: 'right' },
    ],
    parts.map((p) => [p.desc, String(p.qty), eur(p.unit), eur(p.amount)]),
    { rules: 'header', size: 8.5 },
  );
  const listed = partSum(parts);
  const disc = round2(listed * 0.1);
  const par = round2(listed - disc);
  pb.text(48, 'abzgl. 10 % Kundenrabatt auf Teile', { size: 8.5 });
  pb.text(550, `-${eur(disc)}`, { size: 8.5, align: 'right' });
  pb.down(13);
  pb.text(48, 'Zwischensumme Ersatzteile', { size: 8.5, bold: true });
  pb.text(550, eur(par), { size: 8.5, bold: true, align: 'right' });
  pb.down(24);
  const net = round2(lab + par);
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  const deposit = round2(Math.min(gross * 0.5, rng.int(3, 12) * 100));
  const rows: [string, string, boolean][] = [
    ['Nettobetrag', eur(net), false],
    ['Umsatzsteuer 19 %', eur(vat), false],
    ['Rechnungsbetrag', eur(gross), true],
    [`abzgl. Anzahlung vom ${fmtDate(addDays(doneDate, -rng.int(15, 40)), 'de.dot')}`, `-${eur(deposit)}`, false],
    ['Noch zu zahlen', eur(round2(gross - deposit)), false],
  ];
  for (const [l, v, b] of rows) {
    pb.text(300, l, { size: 9, bold: b });
    pb.text(550, `${v} €`, { size: 9, bold: b, align: 'right' });
    pb.down(14);
  }
  pb.text(48, `Geschäftsführer: ${deName(rng)} · Amtsgericht ${place.town.slice(6)} · USt-IdNr. ${ustId(rng)}`, { y: 800, size: 6.5 });
  return { items: pb.items, language: 'de', truth: truth(name, doneDate, km, labour, parts, lab, par, gross) };
}

/** A tyre and brake centre: gross line prices, no subtotals, VAT only shown as contained. */
export function deReifenCenter(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `Reifen-Center ${deSurname(rng)}`;
  const place = dePlace(rng);
  const date = vat19Date(rng, 2008, 2025);
  const km = rng.int(30000, 210000);
  pb.text(40, name, { y: 56, size: 20, bold: true });
  pb.text(40, 'Reifen · Felgen · Bremsen · Achsvermessung', { y: 34, size: 8 });
  pb.text(40, `${place.street}, ${place.town}`, { y: 70, size: 8 });
  recipient(pb, rng, 48, 115, name);
  const c = car(rng);
  const plate = dePlate(rng);
  pb.text(360, `Beleg-Nr.  ${rng.int(1000000, 9999999)}`, { y: 130, size: 8.5 });
  pb.text(360, `Datum  ${fmtDate(date, 'de.long')}`, { y: 143, size: 8.5 });
  pb.text(360, `Kennzeichen  ${plate}`, { y: 156, size: 8.5 });
  pb.text(360, `Kilometerstand  ${grouped(km, '')}`, { y: 169, size: 8.5 });
  pb.text(48, 'Rechnung / Lieferschein', { y: 215, size: 13, bold: true });
  pb.text(48, `${c.make} ${c.model}`, { y: 229, size: 8.5 });
  const labour = labourLines(rng, 'de', 2, rng.pick([95, 105])).map((l) => ({ ...l, amount: round2(l.amount * 1.19) }));
  const parts = partLines(rng, 'de', rng.int(2, 3)).map((p) => {
    const unit = round2(p.unit * 1.19);
    return { ...p, unit, amount: round2(unit * p.qty) };
  });
  pb.y = 258;
  const rows = [
    ...parts.map((p) => [p.no, p.desc, String(p.qty), eur(p.unit), eur(p.amount)]),
    ...labour.map((l) => ['', l.desc, '1', eur(l.amount), eur(l.amount)]),
  ];
  table(
    pb,
    48,
    [
      { title: 'Art.-Nr.', w: 80 },
      { title: 'Bezeichnung', w: 230 },
      { title: 'Anz.', w: 40, align: 'right' },
      { title: 'Preis inkl. MwSt.', w: 80, align: 'right' },
      { title: 'Summe', w: 75, align: 'right' },
    ],
    rows,
    { rules: 'zebra', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const gross = round2(lab + par);
  pb.down(10);
  pb.text(300, 'Zu zahlen', { size: 11, bold: true });
  pb.text(550, `${eur(gross)} EUR`, { size: 11, bold: true, align: 'right' });
  pb.down(14);
  pb.text(300, `enthaltene MwSt. 19 %: ${eur(round2(gross - gross / 1.19))} EUR`, { size: 8 });
  pb.down(30);
  pb.text(48, 'Bitte Radschrauben nach 50 km nachziehen lassen! Reifendruck vorne 2,2 bar / hinten 2,4 bar.', { size: 8 });
  pb.text(48, `Bezahlt: EC-Karte · Es bediente Sie: ${deName(rng)}`, { y: pb.y + 14, size: 8 });
  return { items: pb.items, language: 'de', truth: truth(name, date, km, labour, parts, lab, par, gross) };
}

/** An old serif invoice from a village workshop: no letterhead, the name only in the footer. */
export function deFooterOnly(rng: Random): Generated {
  const pb = new PageBuilder();
  const owner = deName(rng);
  const name = `Autoreparatur ${owner.split(' ')[1]}`;
  const place = dePlace(rng);
  const date = rng.date(2005, 2012);
  const workDate = addDays(date, -rng.int(1, 3));
  const km = rng.int(50000, 180000);
  recipient(pb, rng, 60, 110, '');
  pb.text(540, `${place.town.slice(6)}, den ${fmtDate(date, 'de.dot')}`, { y: 110, size: 10, serif: true, align: 'right' });
  pb.text(60, `R E C H N U N G   Nr. ${rng.int(100, 999)}/${String(new Date(date).getFullYear()).slice(2)}`, { y: 215, size: 12, bold: true, serif: true });
  const c = car(rng);
  pb.text(60, `für Ihren ${c.make} ${c.model}, amtl. Kennzeichen ${dePlate(rng)}, km-Stand: ${grouped(km, '.')}`, { y: 236, size: 9.5, serif: true });
  pb.text(60, `Ausführungsdatum: ${fmtDate(workDate, 'de.dot')}`, { y: 250, size: 9.5, serif: true });
  const labour = labourLines(rng, 'de', rng.int(2, 3), rng.pick([42, 48, 55]));
  const parts = partLines(rng, 'de', rng.int(2, 4));
  pb.y = 280;
  for (const l of labour) {
    pb.text(60, l.desc, { size: 9.5, serif: true });
    pb.text(530, eur(l.amount), { size: 9.5, serif: true, align: 'right' });
    pb.down(14);
  }
  const lab = labourSum(labour);
  pb.text(330, 'Lohn', { size: 9.5, serif: true });
  pb.text(530, eur(lab), { size: 9.5, serif: true, align: 'right' });
  rule(pb, 440, pb.y - 11, 90);
  pb.down(22);
  for (const p of parts) {
    pb.text(60, `${p.qty} x ${p.desc}`, { size: 9.5, serif: true });
    pb.text(530, eur(p.amount), { size: 9.5, serif: true, align: 'right' });
    pb.down(14);
  }
  const par = partSum(parts);
  pb.text(330, 'Material', { size: 9.5, serif: true });
  pb.text(530, eur(par), { size: 9.5, serif: true, align: 'right' });
  rule(pb, 440, pb.y - 11, 90);
  pb.down(24);
  const rate = new Date(date) < new Date('2007-01-01') ? 0.16 : 0.19;
  const net = round2(lab + par);
  const vat = round2(net * rate);
  const gross = round2(net + vat);
  pb.text(330, 'Summe', { size: 9.5, serif: true });
  pb.text(530, eur(net), { size: 9.5, serif: true, align: 'right' });
  pb.down(14);
  pb.text(330, `${Math.round(rate * 100)} % MwSt.`, { size: 9.5, serif: true });
  pb.text(530, eur(vat), { size: 9.5, serif: true, align: 'right' });
  pb.down(16);
  pb.text(330, 'Endsumme EUR', { size: 10, bold: true, serif: true });
  pb.text(530, eur(gross), { size: 10, bold: true, serif: true, align: 'right' });
  pb.box(440, pb.y - 13, 92, 18);
  pb.down(40);
  pb.text(60, 'Betrag bar erhalten', { size: 9.5, serif: true });
  rule(pb, 60, pb.y + 26, 150);
  pb.text(60, 'Unterschrift', { y: pb.y + 36, size: 7 });
  rule(pb, 60, 770, 475);
  pb.text(297, `${name} · Inh. ${owner} · ${place.street} · ${place.town} · Tel. ${dePhone(rng)}`, { y: 782, size: 8, serif: true, align: 'center' });
  pb.text(
    297,
    `Steuernummer ${steuerNr(rng)} · Raiffeisenbank Kto. ${rng.int(1000000, 9999999)} BLZ ${rng.int(100, 899)} ${rng.int(100, 999)} ${rng.int(10, 99)}`,
    { y: 793, size: 8, serif: true, align: 'center' },
  );
  return { items: pb.items, language: 'de', truth: truth(name, workDate, km, labour, parts, lab, par, gross) };
}

/** A chain's e-mailed PDF: branch and till numbers, boxed header cells with labels above, a VAT table. */
export function deChainEmail(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = rng.pick(['A.T.S. Autoteile & Service', 'Car-Fit Werkstattkette', 'Motorwelt Autoservice']);
  const date = vat19Date(rng, 2016, 2026);
  const km = rng.int(45000, 230000);
  pb.text(40, name, { y: 50, size: 16, bold: true });
  pb.text(555, `Filiale ${rng.int(100, 899)} · ${dePlace(rng).town}`, { y: 50, size: 8, align: 'right' });
  pb.text(40, 'Diese Rechnung wurde elektronisch erstellt und ist ohne Unterschrift gültig.', { y: 64, size: 7 });
  const c = car(rng);
  const plate = dePlate(rng);
  const cells: [string, string][] = [
    ['Rechnungsnummer', `R-${rng.int(10, 99)}-${rng.int(1000000, 9999999)}`],
    ['Rechnungsdatum', fmtDate(date, 'iso')],
    ['Kassen-Nr. / Bon', `${rng.int(1, 9)} / ${rng.int(1000, 9999)}`],
    ['Kunden-Nr.', String(rng.int(100000000, 999999999))],
    ['Kennzeichen', plate],
    ['Kilometerstand', grouped(km, '.')],
    ['Fahrzeug', `${c.make} ${c.model}`],
    ['Erstzulassung', fmtDate(`${c.year}-0${rng.int(1, 9)}-15`, 'de.dot')],
  ];
  cells.forEach(([l, v], i) => cell(pb, 40 + (i % 4) * 128.75, 80 + Math.floor(i / 4) * 30, 128.75, 30, l, v, { vsize: 9 }));
  recipient(pb, rng, 48, 165, name);
  const labour = labourLines(rng, 'de', rng.int(1, 3), rng.pick([99, 109, 119]));
  const parts = partLines(rng, 'de', rng.int(3, 5));
  pb.y = 265;
  const rows = [
    ...parts.map((p) => [p.no.replace(/ /g, ''), p.desc, String(p.qty), eur(p.unit), 'A', eur(p.amount)]),
    ...labour.map((l) => [`AW${l.op.slice(0, 4)}`, l.desc, money(l.hours, 'de'), eur(l.rate), 'A', eur(l.amount)]),
  ];
  table(
    pb,
    40,
    [
      { title: 'Artikel', w: 75 },
      { title: 'Beschreibung', w: 230 },
      { title: 'Menge', w: 45, align: 'right' },
      { title: 'Einzelpreis', w: 70, align: 'right' },
      { title: 'St', w: 20, align: 'center' },
      { title: 'Netto', w: 75, align: 'right' },
    ],
    rows,
    { rules: 'zebra', size: 8 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.19);
  const gross = round2(net + vat);
  pb.down(10);
  const sums: [string, number][] = [
    ['Warenwert netto', par],
    ['Dienstleistung netto', lab],
  ];
  for (const [l, v] of sums) {
    pb.text(330, l, { size: 8.5 });
    pb.text(550, eur(v), { size: 8.5, align: 'right' });
    pb.down(13);
  }
  pb.down(8);
  table(
    pb,
    240,
    [
      { title: 'St', w: 30 },
      { title: 'Satz', w: 50, align: 'right' },
      { title: 'Netto', w: 75, align: 'right' },
      { title: 'MwSt.', w: 65, align: 'right' },
      { title: 'Brutto', w: 95, align: 'right' },
    ],
    [['A', '19 %', eur(net), eur(vat), eur(gross)]],
    { rules: 'grid', size: 8 },
  );
  pb.down(8);
  pb.box(330, pb.y - 12, 225, 18, true);
  pb.text(335, 'Gesamtbetrag EUR', { size: 10, bold: true });
  pb.text(550, eur(gross), { size: 10, bold: true, align: 'right' });
  pb.down(30);
  pb.text(40, `Bezahlt per Girocard am ${fmtDate(date, 'de.dot')} · Terminal-ID ${rng.int(10000000, 99999999)} · Beleg ${rng.int(1000, 9999)}`, { size: 7.5 });
  pb.text(40, `${name} GmbH · Sitz ${dePlace(rng).town} · ${ustId(rng)} · Hotline 0800 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`, { y: 810, size: 6.5 });
  return { items: pb.items, language: 'de', truth: truth(name, date, km, labour, parts, lab, par, gross) };
}

/** A second-half-2020 invoice at 16 % VAT with a pass-through HU fee outside VAT. */
export function deHuVorbereitung(rng: Random): Generated {
  const pb = new PageBuilder();
  const name = `${deSurname(rng)} & ${deSurname(rng)} Fahrzeugtechnik OHG`;
  const place = dePlace(rng);
  const date = `2020-${String(rng.int(7, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const workDate = addDays(date, -rng.int(1, 4));
  const km = rng.int(70000, 199000);
  pb.text(40, 'Meisterbetrieb seit 1962', { y: 44, size: 8 });
  pb.text(40, name, { y: 62, size: 17, bold: true });
  rule(pb, 40, 70, 515);
  pb.text(40, `${place.street} · ${place.town} · ${dePhone(rng)}`, { y: 80, size: 7.5 });
  recipient(pb, rng, 48, 118, `${name} · ${place.town}`);
  const c = car(rng);
  const kv: [string, string][] = [
    ['Rechnung', `${rng.int(20200, 20209)}${rng.int(100, 999)}`],
    ['Datum', fmtDate(date, 'de.dot')],
    ['Leistungsdatum', fmtDate(workDate, 'de.dot')],
    ['Kennzeichen', dePlate(rng)],
    ['Fahrzeug-Ident.-Nr.', vin(rng, c)],
    ['km-Stand', grouped(km, '.')],
  ];
  kv.forEach(([l, v], i) => {
    pb.text(548, v, { y: 128 + i * 12, size: 8.5, align: 'right' });
    pb.text(345, l, { y: 128 + i * 12, size: 8.5 });
  });
  pb.text(48, 'HU-Vorbereitung und Wartung', { y: 222, size: 12, bold: true });
  const labour = labourLines(rng, 'de', rng.int(2, 3), rng.pick([72, 84, 91]));
  const parts = partLines(rng, 'de', rng.int(2, 3));
  const hu = rng.pick([119.5, 126.9, 135.4]);
  pb.y = 250;
  table(
    pb,
    48,
    [
      { title: 'Pos.', w: 30 },
      { title: 'Bezeichnung', w: 270 },
      { title: 'Menge', w: 55, align: 'right' },
      { title: 'Einzelpreis', w: 70, align: 'right' },
      { title: 'Gesamt', w: 80, align: 'right' },
    ],
    [
      ...labour.map((l, i) => [String(i + 1), l.desc, `${money(l.hours, 'de')} Std`, eur(l.rate), eur(l.amount)]),
      ...parts.map((p, i) => [String(labour.length + i + 1), p.desc, `${p.qty} Stk`, eur(p.unit), eur(p.amount)]),
      [String(labour.length + parts.length + 1), 'Gebühr Hauptuntersuchung (durchlaufender Posten)', '1', eur(hu), eur(hu)],
    ],
    { rules: 'header', size: 8.5 },
  );
  const lab = labourSum(labour);
  const par = partSum(parts);
  const net = round2(lab + par);
  const vat = round2(net * 0.16);
  const gross = round2(net + vat + hu);
  pb.down(6);
  const t: [string, number][] = [
    ['Lohn', lab],
    ['Teile', par],
    ['Summe netto (steuerpflichtig)', net],
    ['MwSt. 16 %', vat],
    ['HU-Gebühr (nicht steuerbar)', hu],
    ['Rechnungsbetrag', gross],
  ];
  t.forEach(([l, v], i) => {
    pb.text(300, l, { size: 9, bold: i === 5 });
    pb.text(553, `${eur(v)} €`, { size: 9, bold: i === 5, align: 'right' });
    pb.down(13);
  });
  pb.down(16);
  pb.text(48, 'Gemäß Zweitem Corona-Steuerhilfegesetz gilt vom 01.07. bis 31.12.2020 der Steuersatz von 16 %.', { size: 7.5 });
  pb.text(48, `Zahlbar bis ${fmtDate(addDays(date, 10), 'de.dot')} ohne Abzug.`, { y: pb.y + 11, size: 7.5 });
  pb.text(297, `${name} · ${ustId(rng)} · IBAN ${iban(rng)}`, { y: 812, size: 6.5, align: 'center' });
  return { items: pb.items, language: 'de', truth: truth(name, workDate, km, labour, parts, lab, par, gross) };
}
