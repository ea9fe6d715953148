/** German-language workshop bills of 1960–1992: Ruhr, Swabia, Tyrol (Schilling) and Lucerne (Franken). */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import { doc, fd, MONTHS_DE, num, r05, r2, sum, vatDE } from '../paper-kit';
import type { Generated } from '../types';
import { chassis, dm, FIRST_DE, firm, JOBS_DE, jobs, leader, MAKES_DE, PARTS_DE, parts, plateAT, plateCH, plateDE, pr, price, rule, stamp, ty } from './kit';

const ustAT = (y: number) => (y < 1976 ? 16 : y < 1984 ? 18 : 20);

/** Ruhr master workshop: a printed "Reparatur-Rechnung" form, typed on the carbon copy; boxes the typist missed. */
export function ruhrFormularDurchschrift(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1969, 1991);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'ruhr');
  const shop = `Kfz-Meisterbetrieb ${f.sur}`;
  const km = rng.int(18000, 160000);
  const work = jobs(rng, JOBS_DE, rng.int(2, 4), y, 'DM');
  const pts = parts(rng, PARTS_DE, rng.int(2, 5), y, 'DM');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const rate = vatDE(y);
  const net = r2(lohn + mat);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(40, shop, { y: 50, size: 16, bold: true });
  pr(p, 40, 64, `Reparaturen aller Fabrikate · Abschleppdienst · ${f.street} · ${f.zip} ${f.town} · Ruf ${f.phone}`, { size: 8 });
  pr(p, 555, 50, 'DURCHSCHRIFT', { size: 9, bold: true, align: 'right' });
  p.text(40, 'Reparatur-Rechnung', { y: 100, size: 13, bold: true });
  const boxes: [string, string, number, number][] = [
    ['Kunde', `${rng.pick(FIRST_DE)} ${rng.pick(['Nowak', 'Kemper', 'Pieper', 'Lange'])}`, 40, 180],
    ['Amtl. Kennzeichen', plateDE(rng, 'ruhr'), 220, 110],
    ['Fahrzeug', rng.pick(MAKES_DE), 330, 120],
    ['km-Stand', String(km), 450, 105],
  ];
  for (const [l, v, x, w] of boxes) {
    p.box(x, 112, w, 30);
    pr(p, x + 3, 120, l);
    ty(p, rng, x + 6, 136, v);
  }
  p.box(40, 146, 180, 26);
  pr(p, 43, 154, 'Rechnungs-Nr.');
  ty(p, rng, 46, 167, `${rng.int(100, 999)}/${String(y).slice(2)}`);
  p.box(220, 146, 110, 26);
  pr(p, 223, 154, 'Datum');
  ty(p, rng, 226, 167, fd(date, 'de2'));
  p.box(40, 185, 515, 16, true);
  pr(p, 45, 196, 'Ausgeführte Arbeiten', { size: 8, bold: true });
  pr(p, 550, 196, 'Lohn DM', { size: 8, bold: true, align: 'right' });
  let yy = 216;
  for (const w of work) {
    ty(p, rng, 46, yy, w.text);
    ty(p, rng, 548, yy, dm(w.amount, false), { align: 'right' });
    rule(p, 40, yy + 5, 515);
    yy += 18;
  }
  yy += 8;
  p.box(40, yy, 515, 16, true);
  pr(p, 45, yy + 11, 'Ersatzteile / Material', { size: 8, bold: true });
  pr(p, 400, yy + 11, 'Menge', { size: 8, bold: true });
  pr(p, 550, yy + 11, 'DM', { size: 8, bold: true, align: 'right' });
  yy += 31;
  for (const x of pts) {
    ty(p, rng, 46, yy, x.text);
    ty(p, rng, 405, yy, String(x.qty));
    ty(p, rng, 548, yy, dm(x.amount, false), { align: 'right' });
    rule(p, 40, yy + 5, 515);
    yy += 18;
  }
  yy += 14;
  const tot: [string, string][] = [
    ['Summe Lohn', dm(lohn, false)],
    ['Summe Material', dm(mat, false)],
    [`+ ${rate} % MwSt.`, dm(vat, false)],
    ['Endbetrag DM', dm(total, false)],
  ];
  for (const [l, v] of tot) {
    pr(p, 360, yy, l, { size: 9, bold: l.startsWith('End') });
    p.box(455, yy - 11, 100, 15);
    ty(p, rng, 548, yy, v, { align: 'right', bold: l.startsWith('End') });
    yy += 17;
  }
  if (rng.chance(0.8)) stamp(p, 80, yy - 50, ['BEZAHLT', fd(date, 'de')]);
  pr(p, 40, 790, `Bankverbindung: Sparkasse ${f.town} (BLZ ${rng.int(360, 440)} 500 ${rng.int(10, 99)}) Kto. ${rng.int(100000, 999999)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Swabian VW dealer: Arbeitswerte and Teile-Nr., totals on the right, "Reutlingen, den …". */
export function schwabenArbeitswerte(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1972, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'swabia');
  const shop = `Autohaus ${f.sur} GmbH & Co. KG`;
  const km = rng.int(9000, 140000);
  const awPreis = r2(price(rng, 6, y, 'DM'));
  const work = rng.some(JOBS_DE, rng.int(3, 5)).map(([t]) => {
    const aw = rng.int(2, 30);
    return { text: t, aw, amount: r2(aw * awPreis) };
  });
  const pts = parts(rng, PARTS_DE, rng.int(2, 5), y, 'DM');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const rate = vatDE(y);
  const net = r2(lohn + mat);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(297, shop, { y: 46, size: 15, bold: true, align: 'center' });
  pr(p, 297, 60, `VW · Audi · Verkauf und Kundendienst — ${f.street}, ${f.zip} ${f.town}, Telefon ${f.phone}`, { size: 8, align: 'center' });
  rule(p, 40, 68, 515);
  ty(p, rng, 60, 110, `Herrn ${rng.pick(FIRST_DE)} ${rng.pick(['Single', 'Köhler', 'Eberhardt', 'Walz'])}`);
  ty(p, rng, 60, 123, `${rng.pick(['Uhlandstr.', 'Mörikeweg', 'Im Gässle'])} ${rng.int(1, 40)}`);
  ty(p, rng, 60, 136, `${f.zip} ${f.town}`);
  ty(p, rng, 340, 110, `${f.town}, den ${Number(date.slice(8))}. ${MONTHS_DE[Number(date.slice(5, 7)) - 1]} ${y}`);
  pr(p, 340, 130, 'Kunden-Nr.', { size: 8 });
  ty(p, rng, 420, 130, String(rng.int(10000, 69999)));
  pr(p, 340, 143, 'Auftrag', { size: 8 });
  ty(p, rng, 420, 143, String(rng.int(1000, 9999)));
  p.text(60, 'R E C H N U N G', { y: 172, size: 12, bold: true, serif: true });
  ty(
    p,
    rng,
    60,
    192,
    `Fahrzeug: ${rng.pick(['VW Golf GL', 'VW Passat LS', 'Audi 100 GL', 'VW Polo'])}   Kennz.: ${plateDE(rng, 'swabia')}   km-Stand: ${num(km, 'de').slice(0, -3)}`,
  );
  ty(p, rng, 60, 205, `Fahrgestell-Nr. ${chassis(rng, 10, false)}`);
  rule(p, 55, 214, 490);
  const hdr = [
    [60, 'Pos.'],
    [95, 'AW'],
    [130, 'Arbeiten'],
    [540, 'Betrag DM'],
  ] as const;
  for (const [x, t] of hdr) pr(p, x, 226, t, { size: 8, bold: true, align: x === 540 ? 'right' : 'left' });
  let yy = 242;
  work.forEach((w, i) => {
    ty(p, rng, 62, yy, String(i + 1).padStart(2, '0'));
    ty(p, rng, 95, yy, String(w.aw));
    ty(p, rng, 130, yy, w.text);
    ty(p, rng, 540, yy, num(w.amount, 'de'), { align: 'right' });
    yy += 14;
  });
  ty(p, rng, 130, yy, `(1 AW = DM ${num(awPreis, 'de')})`, { size: 8 });
  yy += 20;
  const h2 = [
    [60, 'Teile-Nr.'],
    [150, 'Bezeichnung'],
    [330, 'Menge'],
    [440, 'Einzelpreis'],
    [540, 'Betrag DM'],
  ] as const;
  for (const [x, t] of h2) pr(p, x, yy, t, { size: 8, bold: true, align: x >= 440 ? 'right' : 'left' });
  yy += 16;
  for (const x of pts) {
    ty(p, rng, 60, yy, `${rng.int(100, 899)} ${rng.int(100, 999)} ${rng.int(100, 999)}`);
    ty(p, rng, 150, yy, x.text);
    ty(p, rng, 335, yy, String(x.qty));
    ty(p, rng, 440, yy, num(x.unit, 'de'), { align: 'right' });
    ty(p, rng, 540, yy, num(x.amount, 'de'), { align: 'right' });
    yy += 14;
  }
  yy += 16;
  const tot: [string, number][] = [
    ['Summe Arbeitslohn', lohn],
    ['Summe Ersatzteile', mat],
    ['Nettobetrag', net],
    [`MwSt. ${rate} %`, vat],
    ['Rechnungsbetrag DM', total],
  ];
  for (const [l, v] of tot) {
    ty(p, rng, 330, yy, l);
    ty(p, rng, 540, yy, num(v, 'de'), { align: 'right', bold: l.startsWith('Rech') });
    yy += 14;
  }
  pr(p, 60, yy + 30, 'Zahlbar sofort ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.', { size: 8 });
  pr(p, 60, 800, `Kreissparkasse ${f.town} Kto. ${rng.int(10000, 99999)} · Volksbank Kto. ${rng.int(100000, 999999)} · HRA ${rng.int(100, 999)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Tyrolean workshop, Schilling: typed list with dot leaders, hours at a rate, "Betrag dankend erhalten". */
export function tirolPunktleisten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1974, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'tyrol');
  const shop = `Autowerkstätte ${f.sur}`;
  const km = rng.int(20000, 180000);
  const hrs = rng.pick([1.5, 2, 2.5, 3, 3.5, 4, 5.5, 6]);
  const rateH = price(rng, 24, y, 'ATS', true);
  const lohn = r2(hrs * rateH);
  const work = rng.some(JOBS_DE, rng.int(2, 4)).map(([t]) => t);
  const pts = parts(rng, PARTS_DE, rng.int(2, 5), y, 'ATS');
  const mat = sum(pts.map((x) => x.amount));
  const net = r2(lohn + mat);
  const rate = ustAT(y);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(40, shop, { y: 52, size: 17, bold: true, serif: true });
  pr(
    p,
    40,
    66,
    `Inh. ${rng.pick(['Josef', 'Alois', 'Johann', 'Franz'])} ${f.sur} · ${f.street} · A-${f.zip} ${f.town} · Tel. 0 52 ${rng.int(20, 99)}/${rng.int(1000, 9999)}`,
    { size: 8 },
  );
  pr(p, 40, 76, 'Reparatur · Service · Reifen · Abschleppdienst Tag und Nacht', { size: 8 });
  ty(p, rng, 380, 112, `${f.town}, am ${fd(date, 'de')}`);
  ty(p, rng, 60, 140, `Rechnung Nr. ${rng.int(1, 900)}`, { bold: true });
  ty(p, rng, 60, 160, `für Ihren ${rng.pick(['Puch 500', 'Steyr-Fiat 1100', 'VW 1300', 'Opel Ascona', 'Mercedes 230'])}, Kennz. ${plateAT(rng)}, km ${km}`);
  let yy = 190;
  ty(p, rng, 60, yy, 'Ausgeführte Arbeiten:');
  yy += 16;
  for (const w of work) {
    ty(p, rng, 75, yy, w);
    yy += 14;
  }
  yy += 4;
  leader(p, rng, 75, 520, yy, `Arbeitszeit ${num(hrs, 'de').replace(',00', '').replace(',50', ',5')} Std. à S ${dm(rateH, true)}`, `S ${dm(lohn, true)}`);
  yy += 24;
  ty(p, rng, 60, yy, 'Material:');
  yy += 16;
  for (const x of pts) {
    leader(p, rng, 75, 520, yy, x.qty > 1 ? `${x.qty} x ${x.text}` : x.text, `S ${dm(x.amount, true)}`);
    yy += 14;
  }
  yy += 6;
  leader(p, rng, 75, 520, yy, 'Summe Material', `S ${dm(mat, true)}`);
  yy += 8;
  rule(p, 420, yy, 100);
  yy += 14;
  leader(p, rng, 75, 520, yy, 'Summe netto', `S ${dm(net, true)}`);
  yy += 14;
  leader(p, rng, 75, 520, yy, `+ ${rate} % Mehrwertsteuer`, `S ${dm(vat, true)}`);
  yy += 8;
  rule(p, 420, yy, 100);
  rule(p, 420, yy + 2, 100);
  yy += 16;
  leader(p, rng, 75, 520, yy, 'Zu bezahlen', `S ${dm(total, true)}`);
  stamp(p, 300, yy + 30, ['Betrag dankend erhalten', `${f.town}, ${fd(date, 'de2')}`], 10);
  pr(p, 40, 800, `Raiffeisenkasse ${f.town} Kto. ${rng.int(10000, 99999)} · UID-Nr. ATU ${rng.int(1000000, 9999999)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: pts.map((x) => x.text),
  });
}

/** Lucerne garage, Franken: one table with an Arbeit column and a Material column, summed at the foot. */
export function luzernZweiSpalten(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1965, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lucerne');
  const shop = `Garage ${f.sur} AG`;
  const km = rng.int(15000, 150000);
  const work = jobs(rng, JOBS_DE, rng.int(2, 4), y, 'CHF');
  const pts = parts(rng, PARTS_DE, rng.int(2, 4), y, 'CHF');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const total = r05(lohn + mat);
  p.text(40, shop, { y: 50, size: 18, bold: true });
  pr(
    p,
    40,
    64,
    `${rng.pick(['Opel-Vertretung', 'Ford-Vertretung', 'Peugeot-Vertretung'])} · ${f.street} · ${f.zip} ${f.town} · Telefon 041 ${rng.int(20, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    { size: 8 },
  );
  p.text(400, 'Rechnung', { y: 100, size: 14, bold: true });
  pr(p, 400, 116, 'Datum:', { size: 8 });
  ty(p, rng, 440, 116, fd(date, 'de'));
  pr(p, 400, 129, 'Nr.:', { size: 8 });
  ty(p, rng, 440, 129, String(rng.int(10000, 99999)));
  ty(p, rng, 50, 110, `Herr ${rng.pick(['Josef', 'Anton', 'Walter'])} ${rng.pick(['Schmid', 'Koch', 'Huber'])}`);
  ty(p, rng, 50, 123, `${rng.pick(['Seestrasse', 'Pilatusstrasse', 'Dorfstrasse'])} ${rng.int(1, 60)}`);
  ty(p, rng, 50, 136, `${rng.pick(['6004 Luzern', '6030 Ebikon', '6048 Horw'])}`);
  pr(p, 50, 160, 'Fahrzeug', { size: 8 });
  ty(p, rng, 100, 160, rng.pick(['Opel Rekord D', 'Ford Escort', 'Peugeot 504', 'Opel Kadett C']));
  pr(p, 240, 160, 'Kontrollschild', { size: 8 });
  ty(p, rng, 300, 160, plateCH(rng));
  pr(p, 400, 160, 'km', { size: 8 });
  ty(p, rng, 420, 160, num(km, 'ch').slice(0, -3));
  p.box(40, 172, 515, 18, true);
  pr(p, 45, 184, 'Bezeichnung', { size: 8, bold: true });
  pr(p, 470, 184, 'Arbeit Fr.', { size: 8, bold: true, align: 'right' });
  pr(p, 550, 184, 'Material Fr.', { size: 8, bold: true, align: 'right' });
  p.box(400, 190, 0.01, 260);
  p.box(480, 190, 0.01, 260);
  let yy = 206;
  const lines = [
    ...work.map((w) => ({ ...w, col: 0 })),
    ...pts.map((x) => ({ text: x.qty > 1 ? `${x.qty} St. ${x.text}` : x.text, amount: x.amount, col: 1 })),
  ];
  for (const l of lines) {
    ty(p, rng, 46, yy, l.text);
    ty(p, rng, l.col === 0 ? 470 : 550, yy, num(l.amount, 'ch'), { align: 'right' });
    yy += 15;
  }
  rule(p, 40, 450, 515);
  ty(p, rng, 470, 465, num(lohn, 'ch'), { align: 'right' });
  ty(p, rng, 550, 465, num(mat, 'ch'), { align: 'right' });
  pr(p, 46, 465, 'Übertrag', { size: 9 });
  p.box(400, 478, 155, 20, true);
  pr(p, 405, 492, 'Total Fr.', { size: 10, bold: true });
  ty(p, rng, 550, 492, num(total, 'ch'), { align: 'right', bold: true });
  pr(p, 46, 530, 'Zahlbar innert 30 Tagen netto. Postcheck-Konto 60-' + rng.int(1000, 99999), { size: 8 });
  if (rng.chance(0.6)) stamp(p, 60, 560, ['BEZAHLT', `Luzern, ${fd(date, 'de2')}`]);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Ruhr petrol station with a service bay, 1960s: a small pad slip, no tax, the sum added by hand at the foot. */
export function ruhrTankstellenZettel(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1960, 1967);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'ruhr');
  const brand = rng.pick(['ARAL', 'Shell', 'ESSO', 'BP']);
  const shop = `${brand}-Station ${f.sur}`;
  const km = rng.int(20000, 120000);
  const work = jobs(
    rng,
    [
      ['Abschmieren', 10],
      ['Ölwechsel', 7],
      ['Wagenwäsche', 12],
      ['Zündkerzen gewechselt', 6],
      ['Reifen montiert', 9],
      ['Batterie geladen', 7],
    ],
    rng.int(2, 3),
    y,
    'DM',
    false,
  );
  const pts = parts(
    rng,
    [
      ['Markenöl 4 Ltr.', 18],
      ['Ölfilter', 12],
      ['Zündkerzen', 4],
      ['Keilriemen', 14],
      ['Scheibenwischer', 9],
    ],
    rng.int(1, 3),
    y,
    'DM',
  );
  const total = sum([...work, ...pts].map((x) => x.amount));
  p.box(60, 40, 300, 420);
  p.text(210, shop, { y: 64, size: 13, bold: true, align: 'center' });
  pr(p, 210, 76, `${f.street} · ${f.town} · Fernruf ${f.phone}`, { size: 7, align: 'center' });
  pr(p, 210, 86, 'Pflegedienst · Reifendienst · Batteriedienst', { size: 7, align: 'center' });
  pr(p, 70, 110, 'Wagen-Nr.', { size: 8 });
  rule(p, 115, 112, 95);
  ty(p, rng, 118, 108, plateDE(rng, 'ruhr'));
  pr(p, 220, 110, 'km', { size: 8 });
  rule(p, 235, 112, 115);
  ty(p, rng, 240, 106, String(km));
  pr(p, 70, 128, 'Datum', { size: 8 });
  rule(p, 100, 130, 110);
  ty(p, rng, 104, 125, fd(date, 'de2'));
  let yy = 150;
  rule(p, 70, yy, 280);
  p.box(300, 150, 0.01, 240);
  yy += 18;
  for (const x of [...work, ...pts]) {
    ty(p, rng, 72, yy, x.text, { size: 9 });
    ty(p, rng, 348, yy, dm(x.amount, true), { align: 'right', size: 9 });
    rule(p, 70, yy + 4, 280);
    yy += 18;
  }
  rule(p, 70, 390, 280);
  pr(p, 72, 405, 'Summe DM', { size: 9, bold: true });
  p.text(348, dm(total, true), { y: 407 + rng.next() * 4, size: 13, serif: true, bold: true, align: 'right' });
  pr(p, 210, 445, 'Vielen Dank für Ihren Besuch!', { size: 8, align: 'center' });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Swabian Bosch-Dienst: quantity first, then the item, the price; a boxed totals block at the right. */
export function schwabenBoschDienst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1970, 1990);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'swabia');
  const shop = `${rng.pick(['Karl', 'Eugen', 'Otto'])} ${f.sur} · Bosch-Dienst`;
  const km = rng.int(10000, 130000);
  const JOBS: [string, number][] = [
    ['Lichtmaschine überholt', 48],
    ['Anlasser instandgesetzt', 52],
    ['Zündanlage geprüft und eingestellt', 18],
    ['Motortest mit Bosch-Motortester', 22],
    ['Scheinwerfer eingestellt', 8],
    ['Batterie geprüft und geladen', 9],
    ['Kabelbaum teilweise erneuert', 40],
  ];
  const PARTS: [string, number][] = [
    ['Kohlebürsten-Satz', 9],
    ['Regler', 38],
    ['Zündspule', 42],
    ['Batterie 12 V 44 Ah', 89],
    ['Zündkerzen W 200 T 30', 3.8],
    ['Glühlampe H4', 11],
    ['Verteilerfinger', 5],
  ];
  const work = jobs(rng, JOBS, rng.int(2, 4), y, 'DM');
  const pts = parts(rng, PARTS, rng.int(2, 4), y, 'DM');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const rate = vatDE(y);
  const zw = r2(lohn + mat);
  const vat = r2((zw * rate) / 100);
  const total = r2(zw + vat);
  p.text(40, shop, { y: 48, size: 14, bold: true });
  pr(p, 40, 61, `Auto-Elektrik · Einspritzung · Vergaser — ${f.street}, ${f.zip} ${f.town}, Telefon ${f.phone}`, { size: 8 });
  p.box(40, 80, 250, 70);
  pr(p, 45, 89, 'Anschrift', { size: 6 });
  ty(p, rng, 50, 104, `Fa. ${rng.pick(['Gebr. Maier', 'Holzbau Kurz', 'Fritz Ott KG'])}`);
  ty(p, rng, 50, 117, `${rng.pick(['Lindenstr.', 'Steige', 'Am Bach'])} ${rng.int(1, 50)}`);
  ty(p, rng, 50, 130, `${f.zip} ${f.town}`);
  p.text(330, 'Rechnung', { y: 92, size: 14, bold: true });
  const meta: [string, string][] = [
    ['Datum', fd(date, 'dedash')],
    ['Rechn.-Nr.', `B ${rng.int(1000, 9999)}`],
    ['Kennzeichen', plateDE(rng, 'swabia')],
    ['Tachostand', `${km} km`],
  ];
  meta.forEach(([l, v], i) => {
    pr(p, 330, 110 + i * 13, l, { size: 8 });
    ty(p, rng, 400, 110 + i * 13, v, { size: 9.5 });
  });
  let yy = 180;
  pr(p, 45, yy, 'Menge', { size: 8, bold: true });
  pr(p, 90, yy, 'Gegenstand', { size: 8, bold: true });
  pr(p, 550, yy, 'Preis DM', { size: 8, bold: true, align: 'right' });
  rule(p, 40, yy + 4, 515);
  yy += 20;
  for (const w of work) {
    ty(p, rng, 45, yy, '—');
    ty(p, rng, 90, yy, w.text);
    ty(p, rng, 550, yy, dm(w.amount, false), { align: 'right' });
    yy += 14;
  }
  for (const x of pts) {
    ty(p, rng, 48, yy, String(x.qty));
    ty(p, rng, 90, yy, x.text);
    ty(p, rng, 550, yy, dm(x.amount, false), { align: 'right' });
    yy += 14;
  }
  yy += 20;
  p.box(350, yy, 205, 88);
  const tot: [string, number][] = [
    ['Lohn', lohn],
    ['Teile', mat],
    ['Zwischensumme', zw],
    [`MwSt ${rate} %`, vat],
    ['Gesamt DM', total],
  ];
  tot.forEach(([l, v], i) => {
    pr(p, 356, yy + 14 + i * 16, l, { size: 9, bold: i === 4 });
    ty(p, rng, 548, yy + 14 + i * 16, dm(v, false), { align: 'right', bold: i === 4 });
  });
  pr(p, 40, 800, `Steuer-Nr. ${rng.int(10000, 99999)}/${rng.int(100, 999)} · Girokasse ${f.town} Kto. ${rng.int(1000000, 9999999)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Tyrolean Steyr-Puch dealer: a grid of boxes with the label above, typed values sitting low. */
export function tirolPuchKundendienst(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 1991);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'tyrol');
  const shop = `${f.sur} KG — Steyr-Daimler-Puch Vertragswerkstätte`;
  const km = rng.int(5000, 150000);
  const work = jobs(rng, JOBS_DE, rng.int(2, 4), y, 'ATS', true);
  const pts = parts(rng, PARTS_DE, rng.int(1, 4), y, 'ATS');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const rate = ustAT(y);
  const net = r2(lohn + mat);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(40, shop, { y: 46, size: 12, bold: true });
  pr(p, 40, 58, `${f.street}, A-${f.zip} ${f.town} · Telefon (0 53 ${rng.int(10, 99)}) ${rng.int(1000, 9999)} · Telex ${rng.int(53000, 53999)}`, { size: 8 });
  p.text(40, 'KUNDENDIENST-RECHNUNG', { y: 88, size: 12, bold: true });
  const grid: [string, string][] = [
    ['Rechnungsdatum', fd(date, 'de')],
    ['Rechnung Nr.', `${y}/${rng.int(100, 999)}`],
    ['Kennzeichen', plateAT(rng)],
    ['Type', rng.pick(['Puch G 230 GE', 'Steyr-Puch Haflinger', 'Puch 650 TR', 'Puch G 300 GD'])],
    ['Fahrgestell-Nr.', chassis(rng, 11)],
    ['km-Stand', num(km, 'de').slice(0, -3)],
  ];
  grid.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const top = 100 + Math.floor(i / 3) * 34;
    p.box(x, top, 172, 34);
    pr(p, x + 3, top + 8, l, { size: 6.5 });
    ty(p, rng, x + 8, top + 27, v);
  });
  let yy = 190;
  pr(p, 45, yy, 'Arbeitsleistung', { size: 8, bold: true });
  pr(p, 550, yy, 'S', { size: 8, bold: true, align: 'right' });
  yy += 16;
  for (const w of work) {
    ty(p, rng, 50, yy, w.text);
    ty(p, rng, 548, yy, dm(w.amount, true), { align: 'right' });
    yy += 14;
  }
  rule(p, 400, yy - 6, 155);
  pr(p, 300, yy + 6, 'Summe Arbeit', { size: 9 });
  ty(p, rng, 548, yy + 6, dm(lohn, true), { align: 'right' });
  yy += 30;
  pr(p, 45, yy, 'Ersatzteile', { size: 8, bold: true });
  yy += 16;
  for (const x of pts) {
    ty(p, rng, 50, yy, `${x.qty}`);
    ty(p, rng, 75, yy, x.text);
    ty(p, rng, 548, yy, dm(x.amount, true), { align: 'right' });
    yy += 14;
  }
  rule(p, 400, yy - 6, 155);
  pr(p, 300, yy + 6, 'Summe Teile', { size: 9 });
  ty(p, rng, 548, yy + 6, dm(mat, true), { align: 'right' });
  yy += 30;
  pr(p, 300, yy, 'Nettobetrag', { size: 9 });
  ty(p, rng, 548, yy, dm(net, true), { align: 'right' });
  pr(p, 300, yy + 15, `${rate} % USt.`, { size: 9 });
  ty(p, rng, 548, yy + 15, dm(vat, true), { align: 'right' });
  p.box(295, yy + 20, 260, 20, true);
  pr(p, 300, yy + 34, 'Gesamtbetrag S', { size: 10, bold: true });
  ty(p, rng, 548, yy + 34, dm(total, true), { align: 'right', bold: true });
  if (rng.chance(0.7)) stamp(p, 60, yy + 10, ['BEZAHLT', fd(date, 'de')]);
  pr(p, 40, 805, 'Gerichtsstand Innsbruck. Reklamationen nur binnen 8 Tagen.', { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Ruhr Mercedes-Benz branch: numbered operation positions, Lohnkosten/Materialkosten, the carbon "Kopie". */
export function ruhrNiederlassung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1968, 1988);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'ruhr');
  const shop = `Mercedes-Benz Vertretung ${f.sur} & Söhne`;
  const km = rng.int(30000, 300000);
  const work = jobs(rng, JOBS_DE, rng.int(3, 5), y, 'DM');
  const pts = parts(rng, PARTS_DE, rng.int(2, 5), y, 'DM');
  const lohn = sum(work.map((w) => w.amount));
  const mat = sum(pts.map((x) => x.amount));
  const rate = vatDE(y);
  const net = r2(lohn + mat);
  const vat = r2((net * rate) / 100);
  const total = r2(net + vat);
  p.text(555, shop, { y: 44, size: 12, bold: true, align: 'right' });
  pr(p, 555, 56, `${f.street} · ${f.zip} ${f.town} · Telefon ${f.phone}`, { size: 8, align: 'right' });
  pr(p, 40, 44, '— Kopie —', { size: 9 });
  ty(p, rng, 40, 100, `Werkstatt-Rechnung ${rng.int(10000, 99999)}`, { bold: true });
  ty(p, rng, 40, 116, `vom ${fd(date, 'de')}`);
  ty(p, rng, 320, 100, `Fahrzeugtyp   ${rng.pick(['200 D', '230.4', '280 S', '240 D', '250 /8'])}`);
  ty(p, rng, 320, 113, `Amtl. Kennz.  ${plateDE(rng, 'ruhr')}`);
  ty(p, rng, 320, 126, `Fahrgest.-Nr. 115.${rng.int(100, 199)}-${rng.int(10, 12)}-${rng.int(100000, 999999)}`);
  ty(p, rng, 320, 139, `Gelaufen km   ${km}`);
  let yy = 170;
  pr(p, 40, yy, 'Arb.-Pos.', { size: 8, bold: true });
  pr(p, 100, yy, 'Arbeitsbeschreibung', { size: 8, bold: true });
  pr(p, 550, yy, 'DM', { size: 8, bold: true, align: 'right' });
  yy += 16;
  for (const w of work) {
    ty(p, rng, 40, yy, `${rng.int(10, 99)}-${rng.int(100, 999)}`);
    ty(p, rng, 100, yy, w.text);
    ty(p, rng, 548, yy, num(w.amount, 'de'), { align: 'right' });
    yy += 14;
  }
  yy += 4;
  ty(p, rng, 330, yy, 'Lohnkosten');
  ty(p, rng, 548, yy, num(lohn, 'de'), { align: 'right' });
  yy += 24;
  pr(p, 40, yy, 'Teile-Nr.', { size: 8, bold: true });
  pr(p, 150, yy, 'Benennung', { size: 8, bold: true });
  pr(p, 340, yy, 'St.', { size: 8, bold: true });
  pr(p, 550, yy, 'DM', { size: 8, bold: true, align: 'right' });
  yy += 16;
  for (const x of pts) {
    ty(p, rng, 40, yy, `A ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`);
    ty(p, rng, 150, yy, x.text);
    ty(p, rng, 342, yy, String(x.qty));
    ty(p, rng, 548, yy, num(x.amount, 'de'), { align: 'right' });
    yy += 14;
  }
  yy += 4;
  ty(p, rng, 330, yy, 'Materialkosten');
  ty(p, rng, 548, yy, num(mat, 'de'), { align: 'right' });
  yy += 22;
  rule(p, 320, yy - 10, 235);
  ty(p, rng, 330, yy, 'zusammen');
  ty(p, rng, 548, yy, num(net, 'de'), { align: 'right' });
  ty(p, rng, 330, yy + 14, `${rate} % Mehrwertsteuer`);
  ty(p, rng, 548, yy + 14, num(vat, 'de'), { align: 'right' });
  ty(p, rng, 330, yy + 32, 'Zu zahlen DM', { bold: true });
  ty(p, rng, 548, yy + 32, num(total, 'de'), { align: 'right', bold: true });
  if (rng.chance(0.7)) stamp(p, 60, yy, ['Betrag erhalten', fd(date, 'de'), `i. A. ${rng.pick(['Kr.', 'Sch.', 'W.'])}`], 10);
  pr(p, 40, 800, `Deutsche Bank ${f.town} Kto. ${rng.int(1000000, 9999999)} · Dresdner Bank Kto. ${rng.int(1000000, 9999999)}`, { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work.map((w) => w.text),
    partsUsed: pts.map((x) => x.text),
  });
}

/** Lucerne Carrosserie: the work told in a paragraph, hours at a rate, material listed, rounded Franken. */
export function luzernCarrosserie(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1966, 1992);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'lucerne');
  const shop = `Carrosserie ${f.sur}`;
  const hrs = rng.int(6, 28);
  const rateH = price(rng, 30, y, 'CHF', true);
  const lohn = r2(hrs * rateH);
  const work = rng.some(
    [
      'Kotflügel vorne links ausgebeult und gerichtet',
      'Türe rechts ersetzt und angepasst',
      'Schweller beidseitig erneuert',
      'Rostschäden an Radläufen behoben',
      'Fahrzeug teilweise neu lackiert',
      'Stossstange ersetzt',
    ],
    rng.int(2, 3),
  );
  const pts = parts(
    rng,
    [
      ['Grundierung und Spachtel', 20],
      ['Lack 2-K, Farbton nach Muster', 45],
      ['Schwellerblech', 38],
      ['Abdeckmaterial', 8],
      ['Zierleiste', 24],
    ],
    rng.int(2, 4),
    y,
    'CHF',
  );
  const mat = sum(pts.map((x) => x.amount));
  const total = r05(lohn + mat);
  p.text(40, shop, { y: 54, size: 20, bold: true, serif: true });
  pr(p, 40, 68, `Spenglerei · Malerei · Unfallreparaturen — ${f.street}, ${f.zip} ${f.town}`, { size: 8 });
  ty(p, rng, 360, 110, `${f.town}, ${fd(date, 'de')}`);
  ty(p, rng, 60, 140, `RECHNUNG für ${rng.pick(['VW Käfer', 'Opel Manta', 'Fiat 124', 'Volvo 144'])} ${plateCH(rng)}`, { bold: true });
  let yy = 170;
  for (const w of work) {
    ty(p, rng, 60, yy, `- ${w}`);
    yy += 14;
  }
  yy += 10;
  ty(p, rng, 60, yy, `Arbeit: ${hrs} Std. à Fr. ${num(rateH, 'ch').replace('.00', '.—')}`);
  ty(p, rng, 520, yy, `Fr. ${num(lohn, 'ch')}`, { align: 'right' });
  yy += 24;
  ty(p, rng, 60, yy, 'Material:');
  yy += 14;
  for (const x of pts) {
    ty(p, rng, 75, yy, x.text);
    ty(p, rng, 440, yy, num(x.amount, 'ch'), { align: 'right' });
    yy += 14;
  }
  ty(p, rng, 75, yy + 4, 'Total Material');
  ty(p, rng, 520, yy + 4, `Fr. ${num(mat, 'ch')}`, { align: 'right' });
  yy += 28;
  rule(p, 400, yy - 10, 130);
  ty(p, rng, 60, yy, 'Rechnungsbetrag', { bold: true });
  ty(p, rng, 520, yy, `Fr. ${num(total, 'ch')}`, { align: 'right', bold: true });
  ty(p, rng, 60, yy + 40, 'Mit freundlichen Grüssen');
  ty(p, rng, 60, yy + 54, shop);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: work,
    partsUsed: pts.map((x) => x.text),
  });
}

/** Swabian village smithy-garage of the 1960s: a typed letter bill, Lohn and Material in one line, summed by hand. */
export function schwabenDorfRechnung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1960, 1967);
  const y = Number(date.slice(0, 4));
  const f = firm(rng, 'swabia');
  const shop = `${rng.pick(['Gottlob', 'Christian', 'Jakob'])} ${f.sur}, Schmiede und Autoreparatur`;
  const km = rng.int(30000, 110000);
  const items = jobs(rng, JOBS_DE, rng.int(2, 4), y, 'DM').map((w) => {
    const mat = rng.chance(0.6) ? price(rng, 12, y, 'DM') : 0;
    return { text: w.text, lohn: w.amount, mat };
  });
  const lohn = sum(items.map((i) => i.lohn));
  const mat = sum(items.map((i) => i.mat));
  const total = r2(lohn + mat);
  p.text(297, shop, { y: 52, size: 13, bold: true, serif: true, align: 'center' });
  pr(p, 297, 65, `${f.zip} ${rng.pick(['Dettingen', 'Gomaringen', 'Pfullingen', 'Eningen'])} bei ${f.town} · Fernsprecher ${rng.int(200, 899)}`, {
    size: 8,
    align: 'center',
  });
  ty(p, rng, 380, 100, `den ${fd(date, 'de2')}`);
  ty(p, rng, 60, 120, `Rechnung für Herrn ${rng.pick(['Bürgermeister', 'Landwirt', 'Kaufmann'])} ${rng.pick(['Fischer', 'Bauer', 'Wagner'])}`);
  ty(p, rng, 60, 134, `über Arbeiten an Ihrem ${rng.pick(['Opel Olympia', 'Lloyd Alexander', 'Borgward Isabella', 'VW Käfer'])}, km-Stand ${km}`);
  pr(p, 330, 165, 'Lohn DM', { size: 8, bold: true });
  pr(p, 430, 165, 'Material DM', { size: 8, bold: true });
  let yy = 182;
  items.forEach((i, k) => {
    ty(p, rng, 60, yy, `${k + 1}) ${i.text}`);
    ty(p, rng, 380, yy, dm(i.lohn, true), { align: 'right' });
    ty(p, rng, 490, yy, i.mat ? dm(i.mat, true) : '—', { align: 'right' });
    yy += 15;
  });
  rule(p, 320, yy - 6, 180);
  ty(p, rng, 380, yy + 8, dm(lohn, true), { align: 'right' });
  ty(p, rng, 490, yy + 8, dm(mat, true), { align: 'right' });
  p.text(300, 'Summa', { y: yy + 34, size: 12, serif: true, bold: true });
  p.text(490, `DM ${dm(total, true)}`, { y: yy + 36 + rng.next() * 3, size: 14, serif: true, bold: true, align: 'right' });
  ty(p, rng, 60, yy + 80, 'Betrag dankend erhalten');
  ty(p, rng, 60, yy + 94, f.sur);
  return doc(p, 'de', {
    documentType: 'service',
    shopName: shop,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lohn,
    partsCost: mat,
    totalCost: total,
    workPerformed: items.map((i) => `${i.text}`),
  });
}
