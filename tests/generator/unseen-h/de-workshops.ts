/**
 * German-language workshop invoices: Swiss garages and specialists (CHF printed the Swiss way, MwSt
 * of its year), Austrian Werkstätten (€ before the figure, USt 20 %, one in schillings' time), and
 * German houses of the DM and euro years. One layout per family.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  ats,
  chf,
  dDe,
  de,
  doc,
  eurAt,
  eurDe,
  JOBS_DE,
  labour,
  PageBuilder,
  PARTS_DE,
  pickParts,
  r2,
  rule,
  sum,
  table,
  vatCh,
  vatDe,
  vin,
} from './kit';

/** Zürich garage: customer left, info block right (invoice, order and work dates), ruled table with article numbers. */
export function swissGarageTwoColumn(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Garage Steiner AG', 'Auto Bachmann AG', 'Garage Zollikerberg GmbH']);
  const work = rng.date(2013, 2025);
  const order = addDays(work, -rng.int(2, 9));
  const inv = addDays(work, rng.int(1, 6));
  const year = Number(work.slice(0, 4));
  const vat = vatCh(year);
  const km = rng.int(42, 188) * 1000 + rng.int(0, 999);
  p.text(50, shop, { y: 58, size: 17, bold: true });
  p.text(50, 'Seestrasse 214 · 8703 Erlenbach ZH · Tel. 044 915 23 40', { y: 74, size: 8 });
  p.text(50, `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`, { y: 85, size: 8 });
  p.text(50, 'Herr', { y: 130, size: 10 });
  const cust = rng.pick(['Beat Keller', 'Reto Ammann', 'Urs Meier']);
  p.text(50, cust, { y: 143, size: 10 });
  p.text(50, 'Dorfstrasse 12', { y: 156, size: 10 });
  p.text(50, '8126 Zumikon', { y: 169, size: 10 });
  const info: [string, string][] = [
    ['Rechnung Nr.', String(rng.int(24000, 89999))],
    ['Rechnungsdatum', dDe(inv)],
    ['Auftrag Nr.', `A-${rng.int(1000, 9999)}`],
    ['Auftragsdatum', dDe(order)],
    ['Ausgeführt am', dDe(work)],
    ['Kunden-Nr.', String(rng.int(10000, 39999))],
    ['Kontrollschild', `ZH ${rng.int(100, 999)} ${rng.int(100, 999)}`],
    ['Stamm-Nr.', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['km-Stand', `${km.toLocaleString('de-CH').replace(/[’,]/g, "'")}`],
  ];
  info.forEach(([k, v], i) => {
    p.text(340, k, { y: 120 + i * 13, size: 8.5 });
    p.text(545, v, { y: 120 + i * 13, size: 8.5, align: 'right' });
  });
  const car = rng.pick(['Porsche 911 Carrera 3.2', 'Mercedes-Benz 230 CE', 'Volvo 240 GL Kombi', 'Saab 900 Turbo']);
  p.text(50, `Fahrzeug: ${car}   Fahrgestell-Nr. ${vin(rng, 'WP0ZZZ91Z')}`, { y: 250, size: 9 });
  p.text(50, 'Rechnung', { y: 280, size: 14, bold: true });
  const rate = rng.pick([128, 135, 142, 155, 164]);
  const lab = labour(rng, JOBS_DE, rng.int(2, 4), rate);
  const prt = pickParts(rng, PARTS_DE, rng.int(3, 5), 1.6);
  const rows = [
    ...lab.map((l, i) => [
      String(i + 1),
      `${rng.int(10, 99)}00${rng.int(10, 99)}`,
      l.text,
      `${l.qty.toFixed(2)} h`,
      chf(l.unit, 'bare'),
      chf(l.amount, 'bare'),
    ]),
    ...prt.map((l, i) => [String(lab.length + i + 1), l.partNo, l.text, `${l.qty} Stk`, chf(l.unit, 'bare'), chf(l.amount, 'bare')]),
  ];
  let y = table(
    p,
    [
      { x: 52, head: 'Pos' },
      { x: 80, head: 'Art.-Nr.' },
      { x: 160, head: 'Bezeichnung' },
      { x: 390, head: 'Menge', align: 'right' },
      { x: 460, head: 'Preis', align: 'right' },
      { x: 540, head: 'Betrag', align: 'right' },
    ],
    rows,
    { y: 305, ruled: 'grid' },
  );
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 12;
  const tot: [string, string, boolean?][] = [
    ['Total Arbeit', chf(labNet, 'bare')],
    ['Total Material', chf(prtNet, 'bare')],
    ['Total exkl. MWST', chf(net, 'bare')],
    [`MWST ${vat.toFixed(1)} %`, chf(tax, 'bare')],
    ['Total CHF', chf(total, 'bare'), true],
  ];
  for (const [k, v, b] of tot) {
    if (b) p.box(330, y - 12, 215, 17, true);
    p.text(340, k, { y, size: 9.5, bold: b });
    p.text(540, v, { y, size: 9.5, bold: b, align: 'right' });
    y += 17;
  }
  p.text(50, `Zahlbar innert 30 Tagen netto. Nächster Service: ${(km + 15000).toLocaleString('de-CH').replace(/[’,]/g, "'")} km`, { y: y + 30, size: 8.5 });
  p.text(50, `Bank: Zürcher Kantonalbank · IBAN CH${rng.int(10, 99)} 0070 0110 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1, 9)}`, {
    y: 800,
    size: 7.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Styrian Kfz-Werkstätte: letterhead right, AW units, separate parts section, deposit paid and a remainder. */
export function austrianDepositInvoice(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Kfz-Technik Pichler GmbH', 'Autohaus Gruber & Söhne KG', 'Kfz Reisinger e.U.']);
  const date = rng.date(2004, 2025);
  const perf = addDays(date, -rng.int(1, 4));
  p.text(545, shop, { y: 55, size: 14, bold: true, align: 'right' });
  p.text(545, 'Kärntner Straße 88 · 8020 Graz', { y: 69, size: 8.5, align: 'right' });
  p.text(545, `Tel. 0316/58 ${rng.int(10, 99)} ${rng.int(10, 99)} · UID ATU${rng.int(10000000, 99999999)}`, { y: 80, size: 8.5, align: 'right' });
  p.text(545, `FN ${rng.int(100000, 499999)}x LG f. ZRS Graz`, { y: 91, size: 8.5, align: 'right' });
  p.text(50, 'Frau', { y: 125 });
  p.text(50, rng.pick(['Gertrude Pichler', 'Maria Steiner', 'Elisabeth Wagner']), { y: 138 });
  p.text(50, 'Hauptplatz 3/2', { y: 151 });
  p.text(50, '8401 Kalsdorf', { y: 164 });
  p.text(50, `RECHNUNG Nr. ${date.slice(0, 4)}/${rng.int(1000, 4999)}`, { y: 205, size: 13, bold: true });
  p.text(50, `Rechnungsdatum: ${dDe(date)}     Leistungsdatum: ${dDe(perf)}`, { y: 222, size: 9 });
  const km = rng.int(60, 240) * 1000 + rng.int(0, 999);
  const plate = `G ${rng.int(100, 999)} ${rng.pick(['AB', 'KL', 'TX', 'RS'])}`;
  p.text(
    50,
    `Kennzeichen: ${plate}    Fahrzeug: ${rng.pick(['Puch G 230 GE', 'Steyr-Puch Haflinger', 'VW T3 Syncro', 'Audi 80 quattro'])}    km: ${de(km).slice(0, -3)}`,
    { y: 236, size: 9 },
  );
  const awRate = rng.pick([9.8, 11.5, 12.4, 13.9]);
  const lab = rng.some(JOBS_DE, rng.int(2, 4)).map((text) => {
    const aw = rng.int(4, 30);
    return { text, aw, amount: r2(aw * awRate) };
  });
  p.text(50, 'Arbeitsleistungen', { y: 266, size: 10, bold: true });
  let y = table(
    p,
    [
      { x: 52, head: 'Beschreibung' },
      { x: 400, head: 'AW', align: 'right' },
      { x: 470, head: '€/AW', align: 'right' },
      { x: 545, head: 'Betrag €', align: 'right' },
    ],
    lab.map((l) => [l.text, String(l.aw), de(awRate), de(l.amount)]),
    { y: 283, ruled: 'head' },
  );
  const labNet = sum(lab);
  p.text(400, 'Summe Arbeit', { y, size: 9, bold: true });
  p.text(545, de(labNet), { y, size: 9, bold: true, align: 'right' });
  y += 28;
  p.text(50, 'Ersatzteile und Material', { y, size: 10, bold: true });
  const prt = pickParts(rng, PARTS_DE, rng.int(2, 5), 1.1);
  y = table(
    p,
    [
      { x: 52, head: 'Teilenr.' },
      { x: 150, head: 'Bezeichnung' },
      { x: 400, head: 'Menge', align: 'right' },
      { x: 470, head: 'EP', align: 'right' },
      { x: 545, head: 'Betrag €', align: 'right' },
    ],
    prt.map((l) => [l.partNo, l.text, String(l.qty), de(l.unit), de(l.amount)]),
    { y: y + 17, ruled: 'head' },
  );
  const prtNet = sum(prt);
  p.text(400, 'Summe Teile', { y, size: 9, bold: true });
  p.text(545, de(prtNet), { y, size: 9, bold: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  const deposit = r2(Math.round((total * rng.pick([0.3, 0.4, 0.5])) / 10) * 10);
  y += 30;
  p.box(300, y - 14, 245, 96);
  const tl: [string, string][] = [
    ['Nettobetrag', eurAt(net)],
    ['+ 20 % USt', eurAt(tax)],
    ['Rechnungsbetrag', eurAt(total)],
    [`abzügl. Anzahlung vom ${dDe(addDays(perf, -rng.int(10, 30)))}`, `- ${eurAt(deposit)}`],
    ['Restbetrag', eurAt(r2(total - deposit))],
  ];
  tl.forEach(([k, v], i) => {
    p.text(308, k, { y: y + i * 18, size: 9, bold: i === 2 || i === 4 });
    p.text(538, v, { y: y + i * 18, size: 9, bold: i === 2 || i === 4, align: 'right' });
  });
  p.text(50, 'Zahlbar binnen 14 Tagen ohne Abzug. Eigentumsvorbehalt bis zur vollständigen Bezahlung.', { y: y + 120, size: 8 });
  p.text(50, `Steiermärkische Sparkasse · IBAN AT${rng.int(10, 99)} 2081 5000 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} · BIC STSPAT2GXXX`, {
    y: 805,
    size: 7.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: perf,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Swiss marque specialist's letter: no table rules, "Fr. 1'234.–", work as a list, labour and parts as sentences. */
export function swissSpecialistLetter(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Brändli Klassik AG', 'Scuderia Ticinese Sagl', 'Oldtimer-Werkstatt Huber & Frei GmbH']);
  const date = rng.date(2011, 2025);
  const work = addDays(date, -rng.int(3, 12));
  const vat = vatCh(Number(date.slice(0, 4)));
  p.text(50, shop.toUpperCase(), { y: 52, size: 12, bold: true, serif: true });
  p.text(50, 'Restaurationen · Service · Ersatzteile für Alfa Romeo, Lancia und Fiat', { y: 65, size: 8, serif: true });
  p.text(50, 'Bernstrasse 41, 3250 Lyss', { y: 76, size: 8, serif: true });
  p.text(350, `Lyss, ${dDe(date, 'long')}`, { y: 140, serif: true });
  p.text(50, 'Herrn', { y: 120, serif: true });
  p.text(50, 'Dr. Andreas Wyss', { y: 133, serif: true });
  p.text(50, 'Alpenweg 7, 3006 Bern', { y: 146, serif: true });
  const invNo = `${date.slice(2, 4)}-${rng.int(100, 899)}`;
  p.text(50, `Rechnung ${invNo}`, { y: 190, size: 12, bold: true, serif: true });
  const car = rng.pick(['Alfa Romeo Giulia 1600 Super', 'Lancia Fulvia Coupé 1.3 S', 'Fiat 124 Spider', 'Alfa Romeo Spider Duetto']);
  const km = rng.int(35, 160) * 1000 + rng.int(0, 999);
  p.text(50, `${car}, BE ${rng.int(10000, 99999)}, Tachostand ${chf(km, 'bare').slice(0, -3)} km`, { y: 208, serif: true });
  p.text(50, 'Sehr geehrter Herr Dr. Wyss', { y: 232, size: 9.5, serif: true });
  p.text(50, `Für die am ${dDe(work)} ausgeführten Arbeiten erlauben wir uns zu verrechnen:`, { y: 246, size: 9.5, serif: true });
  const jobs = rng.some(JOBS_DE, rng.int(3, 5));
  let y = 268;
  for (const j of jobs) {
    p.text(62, `–  ${j}`, { y, size: 9.5, serif: true });
    y += 14;
  }
  const hours = rng.pick([6.5, 8, 9.5, 11, 12.5, 14]);
  const rate = rng.pick([120, 135, 145, 160]);
  const labNet = r2(hours * rate);
  y += 10;
  p.text(50, `Arbeitszeit ${hours.toFixed(1)} Std. à ${chf(rate, 'Fr')}`, { y, serif: true });
  p.text(545, chf(labNet, 'Fr'), { y, serif: true, align: 'right' });
  y += 22;
  p.text(50, 'Material:', { y, serif: true, bold: true });
  y += 14;
  const prt = pickParts(rng, PARTS_DE, rng.int(3, 5), 1.7).map((l) => ({ ...l, amount: Math.round(l.amount) }));
  for (const l of prt) {
    p.text(62, `${l.qty > 1 ? `${l.qty} ` : ''}${l.text}`, { y, size: 9.5, serif: true });
    p.text(440, chf(l.amount, 'Fr'), { y, size: 9.5, serif: true, align: 'right' });
    y += 14;
  }
  const prtNet = sum(prt);
  p.text(62, 'Total Material', { y: y + 2, serif: true });
  p.text(545, chf(prtNet, 'Fr'), { y: y + 2, serif: true, align: 'right' });
  y += 26;
  const net = r2(labNet + prtNet);
  const tax = r2(Math.round((net * vat) / 100 / 0.05) * 0.05);
  const total = r2(net + tax);
  rule(p, 340, y - 10, 205);
  p.text(340, 'Zwischentotal', { y, serif: true });
  p.text(545, chf(net, 'Fr'), { y, serif: true, align: 'right' });
  p.text(340, `MWST ${vat} %`, { y: y + 15, serif: true });
  p.text(545, chf(tax, 'Fr'), { y: y + 15, serif: true, align: 'right' });
  rule(p, 340, y + 21, 205);
  p.text(340, 'Total inkl. MWST', { y: y + 35, serif: true, bold: true });
  p.text(545, chf(total, 'Fr'), { y: y + 35, serif: true, bold: true, align: 'right' });
  rule(p, 340, y + 40, 205);
  rule(p, 340, y + 42, 205);
  p.text(50, 'Wir danken für Ihren geschätzten Auftrag und bitten um Überweisung innert 20 Tagen.', { y: y + 80, serif: true, size: 9.5 });
  p.text(50, 'Mit freundlichen Grüssen', { y: y + 105, serif: true, size: 9.5 });
  p.text(50, shop, { y: y + 119, serif: true, size: 9.5 });
  p.text(
    50,
    `PC-Konto ${rng.int(10, 99)}-${rng.int(10000, 99999)}-${rng.int(1, 9)} · MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
    { y: 805, size: 7.5, serif: true },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: work,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: jobs,
    partsUsed: prt.map((l) => l.text),
  });
}

/** German workshop of the 1980s, typewriter face, DM, "Lohn" and "Teile" columns side by side, next inspection as a decoy. */
export function germanTypewriterDm(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Kfz-Meisterbetrieb Otto Brenner', 'Autoreparatur Lindner OHG', 'Werkstatt Schäfer & Co. KG']);
  const date = rng.date(1984, 1998);
  const vat = vatDe(date);
  p.text(297, shop, { y: 50, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, 'Reparaturen aller Fabrikate · Abgassonderuntersuchung · Abschleppdienst', { y: 64, size: 8, serif: true, align: 'center' });
  p.text(297, `Industriestr. 9 · 7000 Stuttgart 30 · Ruf (0711) ${rng.int(800000, 899999)}`, { y: 75, size: 8, serif: true, align: 'center' });
  rule(p, 50, 84, 495);
  p.text(50, `Herrn Klaus Becker, Gartenstr. 4, 7000 Stuttgart 1`, { y: 110, serif: true });
  p.text(50, `Rechnung Nr. ${rng.int(1000, 9999)}`, { y: 140, serif: true, bold: true });
  p.text(330, `Datum: ${dDe(date, 'short')}`, { y: 140, serif: true });
  const plate = `S-${rng.pick(['KB', 'AX', 'MT'])} ${rng.int(10, 9999)}`;
  const km = rng.int(40, 190) * 1000 + rng.int(0, 999);
  p.text(50, `Amtl. Kennz.: ${plate}   Typ: ${rng.pick(['Mercedes 200 D', 'VW Golf GTI', 'Opel Rekord E', 'BMW 320'])}   km-Stand: ${de(km).slice(0, -3)}`, {
    y: 158,
    serif: true,
    size: 9.5,
  });
  const lab = labour(rng, JOBS_DE, rng.int(2, 4), rng.pick([42, 48, 56, 64, 72]));
  const prt = pickParts(rng, PARTS_DE, rng.int(2, 4), 0.55);
  rule(p, 50, 180, 495);
  p.text(52, 'Arbeiten / Material', { y: 193, serif: true, bold: true });
  p.text(460, 'Lohn', { y: 193, serif: true, bold: true, align: 'right' });
  p.text(540, 'Teile', { y: 193, serif: true, bold: true, align: 'right' });
  rule(p, 50, 198, 495);
  let y = 213;
  for (const l of lab) {
    p.text(52, l.text, { y, serif: true, size: 9.5 });
    p.text(460, de(l.amount), { y, serif: true, size: 9.5, align: 'right' });
    y += 14;
  }
  for (const l of prt) {
    p.text(52, `${l.qty} x ${l.text}`, { y, serif: true, size: 9.5 });
    p.text(540, de(l.amount), { y, serif: true, size: 9.5, align: 'right' });
    y += 14;
  }
  rule(p, 380, y - 6, 165);
  const labNet = sum(lab);
  const prtNet = sum(prt);
  y += 8;
  p.text(52, 'Summen', { y, serif: true });
  p.text(460, de(labNet), { y, serif: true, align: 'right' });
  p.text(540, de(prtNet), { y, serif: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 30;
  p.text(330, 'Lohn + Teile netto', { y, serif: true });
  p.text(540, de(net), { y, serif: true, align: 'right' });
  p.text(330, `+ ${vat} % MwSt.`, { y: y + 14, serif: true });
  p.text(540, de(tax), { y: y + 14, serif: true, align: 'right' });
  p.text(330, 'Endbetrag DM', { y: y + 32, serif: true, bold: true });
  p.text(540, de(total), { y: y + 32, serif: true, bold: true, align: 'right' });
  p.text(50, `Nächste Inspektion bei km ${de(Math.ceil((km + 7500) / 7500) * 7500).slice(0, -3)}`, { y: y + 70, serif: true, size: 9 });
  p.text(50, 'Betrag dankend erhalten: ______________________', { y: y + 100, serif: true, size: 9 });
  p.text(
    297,
    `Kreissparkasse Stuttgart (BLZ 600 501 01) Kto. ${rng.int(1000000, 9999999)} · Steuer-Nr. ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)}`,
    { y: 800, size: 7.5, serif: true, align: 'center' },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Austrian §57a inspection with service: centred logo line, numbered unruled positions, next inspection month as a decoy. */
export function austrianPickerlService(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autowerkstatt Hofer GesmbH', 'Kfz-Service Mayrhofer', 'Autohaus Leitner GmbH & Co KG']);
  const date = rng.date(2003, 2025);
  p.box(283, 24, 28, 20);
  p.text(297, 'M', { y: 39, size: 13, bold: true, serif: true, align: 'center' });
  p.text(297, shop, { y: 64, size: 15, bold: true, align: 'center' });
  p.text(297, 'Ermächtigte Begutachtungsstelle gem. § 57a KFG · Linzer Straße 140 · 4600 Wels', { y: 78, size: 8, align: 'center' });
  rule(p, 50, 88, 495);
  rule(p, 50, 90, 495);
  p.text(50, 'Kunde', { y: 115, size: 7.5 });
  p.text(50, rng.pick(['Johann Gruber', 'Franz Huber', 'Anton Eder']), { y: 128, size: 10 });
  p.text(50, 'Bahnhofstraße 22, 4614 Marchtrenk', { y: 141, size: 10 });
  const km = rng.int(40, 230) * 1000 + rng.int(0, 999);
  const plate = `WL-${rng.int(100, 999)} ${rng.pick(['BC', 'HK', 'ZU'])}`;
  const grid: [string, string][] = [
    ['Rechnung', `RE-${rng.int(20000, 69999)}`],
    ['Datum', dDe(date)],
    ['Kennzeichen', plate],
    ['Kilometerstand', de(km).slice(0, -3)],
  ];
  grid.forEach(([k, v], i) => {
    p.text(300 + (i % 2) * 125, k, { y: 115 + Math.floor(i / 2) * 28, size: 7.5 });
    p.text(300 + (i % 2) * 125, v, { y: 128 + Math.floor(i / 2) * 28, size: 10 });
  });
  const rate = rng.pick([88, 96, 104, 112]);
  const lab = [
    { text: 'Wiederkehrende Begutachtung § 57a', qty: 1, unit: 0, amount: rng.pick([49.9, 56, 62.5, 69]), partNo: '' },
    ...labour(rng, JOBS_DE, rng.int(1, 3), rate),
  ];
  const prt = pickParts(rng, PARTS_DE, rng.int(2, 4), 1.05);
  const all = [...lab.map((l) => ({ ...l, kind: 'L' })), ...prt.map((l) => ({ ...l, kind: 'T' }))];
  let y = 200;
  p.text(50, 'Nr.', { y, size: 8.5, bold: true });
  p.text(80, 'Leistung / Teil', { y, size: 8.5, bold: true });
  p.text(370, 'Menge', { y, size: 8.5, bold: true, align: 'right' });
  p.text(545, 'Gesamt €', { y, size: 8.5, bold: true, align: 'right' });
  y += 18;
  all.forEach((l, i) => {
    p.text(50, `${String(i + 1).padStart(2, '0')}`, { y, size: 9 });
    p.text(80, l.text, { y, size: 9 });
    p.text(370, l.kind === 'L' ? (l.unit ? `${de(l.qty)} Std` : 'pauschal') : `${l.qty} St.`, { y, size: 9, align: 'right' });
    p.text(545, de(l.amount), { y, size: 9, align: 'right' });
    y += 15;
  });
  const labNet = sum(lab);
  const prtNet = sum(prt);
  const net = r2(labNet + prtNet);
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  y += 20;
  const band: [string, string][] = [
    ['Arbeit netto', de(labNet)],
    ['Teile netto', de(prtNet)],
    ['Netto', de(net)],
    ['USt 20 %', de(tax)],
    ['Gesamt', eurAt(total)],
  ];
  p.box(50, y - 13, 495, 36, true);
  band.forEach(([k, v], i) => {
    p.text(60 + i * 98, k, { y, size: 7.5 });
    p.text(60 + i * 98, v, { y: y + 14, size: 10, bold: i === 4 });
  });
  const next = addDays(date, 365);
  p.text(50, `Nächste Begutachtung fällig: ${next.slice(5, 7)}/${next.slice(0, 4)} (Toleranzfrist 4 Monate)`, { y: y + 60, size: 9 });
  p.text(50, 'Barzahlung / Bankomat dankend erhalten.', { y: y + 75, size: 9 });
  p.text(
    297,
    `UID ATU${rng.int(10000000, 99999999)} · Raiffeisenbank Wels · IBAN AT${rng.int(10, 99)} 3400 0000 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
    { y: 805, size: 7.5, align: 'center' },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Swiss Carrosserie: name only in the footer, large "RECHNUNG" left, previous balance carried forward below the total. */
export function swissCarrosserieFooter(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Carrosserie Gasser AG', 'Carrosserie & Spritzwerk Rüegg GmbH', 'Carrosserie Favre SA']);
  const date = rng.date(2009, 2025);
  const vat = vatCh(Number(date.slice(0, 4)));
  p.text(50, 'RECHNUNG', { y: 80, size: 26, bold: true });
  p.text(360, 'Frau Ursula Brunner', { y: 70 });
  p.text(360, 'Rebbergstrasse 5', { y: 83 });
  p.text(360, '8400 Winterthur', { y: 96 });
  const km = rng.int(20, 180) * 1000 + rng.int(0, 999);
  const rep = addDays(date, -rng.int(5, 15));
  p.text(50, `Nr. ${rng.int(5000, 9999)}/${date.slice(2, 4)}`, { y: 110, size: 9 });
  p.text(50, `Datum ${dDe(date)}`, { y: 123, size: 9 });
  p.text(50, `Reparatur vom ${dDe(rep)}`, { y: 136, size: 9 });
  p.text(
    50,
    `Objekt: ${rng.pick(['VW Golf Cabriolet', 'BMW 325i E30', 'Mercedes-Benz W123 230E'])} · ZH ${rng.int(10000, 99999)} · km ${chf(km, 'bare').slice(0, -3)}`,
    { y: 149, size: 9 },
  );
  p.text(50, `Schaden-Nr. Versicherung: ${rng.int(10, 99)}.${rng.int(100000, 999999)}`, { y: 162, size: 9 });
  const rate = rng.pick([118, 126, 138]);
  const labLines = [
    { text: 'Karosseriearbeiten', qty: rng.pick([4, 6.5, 8, 11]) },
    { text: 'Spritzarbeiten', qty: rng.pick([3, 5, 7.5]) },
    { text: 'Demontage / Montage', qty: rng.pick([1.5, 2, 3]) },
  ].map((l) => ({ ...l, unit: rate, amount: r2(l.qty * rate), partNo: '' }));
  const prt = [
    { text: 'Lackmaterial', amount: rng.pick([186.4, 244.9, 312.6]) },
    { text: 'Kotflügel vorne links', amount: rng.pick([389, 452.5, 518]) },
    { text: 'Kleinmaterial', amount: rng.pick([24.5, 38, 41.2]) },
  ];
  let y = 205;
  p.text(50, 'Stunden', { y, size: 8.5, bold: true });
  p.text(110, 'Arbeit', { y, size: 8.5, bold: true });
  p.text(430, 'Ansatz', { y, size: 8.5, bold: true, align: 'right' });
  p.text(540, 'CHF', { y, size: 8.5, bold: true, align: 'right' });
  y += 16;
  for (const l of labLines) {
    p.text(50, l.qty.toFixed(2), { y, size: 9.5 });
    p.text(110, l.text, { y, size: 9.5 });
    p.text(430, chf(rate, 'bare'), { y, size: 9.5, align: 'right' });
    p.text(540, chf(l.amount, 'bare'), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  const labNet = sum(labLines);
  p.text(110, 'Total Arbeit', { y, size: 9.5, bold: true });
  p.text(540, chf(labNet, 'bare'), { y, size: 9.5, bold: true, align: 'right' });
  y += 26;
  p.text(110, 'Material', { y, size: 8.5, bold: true });
  y += 16;
  for (const l of prt) {
    p.text(110, l.text, { y, size: 9.5 });
    p.text(540, chf(l.amount, 'bare'), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  const prtNet = sum(prt);
  p.text(110, 'Total Material', { y, size: 9.5, bold: true });
  p.text(540, chf(prtNet, 'bare'), { y, size: 9.5, bold: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2(Math.round((net * vat) / 100 / 0.05) * 0.05);
  const total = r2(net + tax);
  const prev = r2(rng.int(80, 900) + rng.pick([0, 0.5, 0.35]));
  y += 34;
  rule(p, 300, y - 12, 245);
  p.text(300, 'Zwischentotal', { y });
  p.text(540, chf(net, 'bare'), { y, align: 'right' });
  p.text(300, `MWST ${vat} % auf ${chf(net, 'bare')}`, { y: y + 15 });
  p.text(540, chf(tax, 'bare'), { y: y + 15, align: 'right' });
  p.text(300, 'Rechnungstotal', { y: y + 33, bold: true, size: 11 });
  p.text(540, chf(total), { y: y + 33, bold: true, size: 11, align: 'right' });
  p.text(300, `Saldo Vortrag (Rechnung ${dDe(addDays(date, -rng.int(60, 200)))})`, { y: y + 55, size: 9 });
  p.text(540, chf(prev, 'bare'), { y: y + 55, size: 9, align: 'right' });
  p.text(300, 'Zu überweisen', { y: y + 70, size: 9 });
  p.text(540, chf(r2(total + prev), 'bare'), { y: y + 70, size: 9, align: 'right' });
  rule(p, 50, 776, 495);
  p.text(
    297,
    `${shop} · Tössfeldstrasse 31 · 8406 Winterthur · 052 203 ${rng.int(10, 99)} ${rng.int(10, 99)} · CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`,
    { y: 790, size: 7.5, align: 'center' },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: rep,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: labLines.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** German Autohaus of the euro years: captions under their values in a header grid, net lines, 19 %. */
export function germanCaptionsBelow(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Autohaus Vogt GmbH & Co. KG', 'Autozentrum Bergmann GmbH', 'Auto-Kessler e.K.']);
  const done = rng.date(2008, 2025);
  const order = addDays(done, -rng.int(1, 5));
  const inv = addDays(done, rng.int(0, 3));
  p.text(50, shop, { y: 55, size: 16, bold: true });
  p.text(50, 'Vertragshändler und Service · Ringstraße 17 · 83022 Rosenheim', { y: 70, size: 8.5 });
  p.text(50, 'Herrn Michael Wimmer · Am Anger 3 · 83026 Rosenheim', { y: 115, size: 10 });
  p.text(50, 'Werkstattrechnung', { y: 160, size: 13, bold: true });
  const km = rng.int(10, 190) * 1000 + rng.int(0, 999);
  const plate = `RO-${rng.pick(['MW', 'AK', 'TS'])} ${rng.int(10, 999)}`;
  const cells: [string, string][] = [
    [String(rng.int(300000, 399999)), 'Rechnungs-Nr.'],
    [dDe(inv), 'Rechnungsdatum'],
    [dDe(order), 'Auftragsdatum'],
    [dDe(done), 'Leistungsdatum'],
    [plate, 'Kennzeichen'],
    [de(km).slice(0, -3), 'km-Stand'],
  ];
  cells.forEach(([v, k], i) => {
    const x = 50 + i * 83;
    p.box(x, 172, 81, 34);
    p.text(x + 4, v, { y: 188, size: 9.5 });
    p.text(x + 4, k, { y: 201, size: 6.5 });
  });
  const rate = rng.pick([98, 112, 124, 136]);
  const lab = labour(rng, JOBS_DE, rng.int(2, 4), rate);
  const prt = pickParts(rng, PARTS_DE, rng.int(3, 5), 1.2);
  let y = table(
    p,
    [
      { x: 52, head: 'Arbeitsposition' },
      { x: 360, head: 'Std.', align: 'right' },
      { x: 450, head: 'Satz', align: 'right' },
      { x: 545, head: 'netto €', align: 'right' },
    ],
    lab.map((l) => [l.text, de(l.qty), de(l.unit), de(l.amount)]),
    { y: 235, ruled: 'head' },
  );
  const labNet = sum(lab);
  p.text(545, `Lohn gesamt ${de(labNet)}`, { y, size: 9, bold: true, align: 'right' });
  y = table(
    p,
    [
      { x: 52, head: 'Teile-Nr.' },
      { x: 140, head: 'Ersatzteil' },
      { x: 360, head: 'Menge', align: 'right' },
      { x: 450, head: 'Einzel', align: 'right' },
      { x: 545, head: 'netto €', align: 'right' },
    ],
    prt.map((l) => [l.partNo, l.text, String(l.qty), de(l.unit), de(l.amount)]),
    { y: y + 30, ruled: 'head' },
  );
  const prtNet = sum(prt);
  p.text(545, `Teile gesamt ${de(prtNet)}`, { y, size: 9, bold: true, align: 'right' });
  const vat = vatDe(done);
  const net = r2(labNet + prtNet);
  const tax = r2((net * vat) / 100);
  const total = r2(net + tax);
  y += 40;
  p.text(300, 'Summe netto', { y });
  p.text(545, eurDe(net), { y, align: 'right' });
  p.text(300, `MwSt. ${vat} %`, { y: y + 15 });
  p.text(545, eurDe(tax), { y: y + 15, align: 'right' });
  p.box(295, y + 22, 250, 20, true);
  p.text(300, 'Rechnungsbetrag', { y: y + 36, bold: true });
  p.text(540, eurDe(total), { y: y + 36, bold: true, align: 'right' });
  p.text(50, `Fällig am ${dDe(addDays(inv, 14))} ohne Abzug. Nächster Ölservice: ${dDe(addDays(done, 365))} oder ${de(km + 15000).slice(0, -3)} km.`, {
    y: y + 80,
    size: 8.5,
  });
  p.text(
    50,
    `Sparkasse Rosenheim-Bad Aibling · IBAN DE${rng.int(10, 99)} 7115 0000 00${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(10, 99)} · USt-IdNr. DE${rng.int(100000000, 999999999)}`,
    { y: 805, size: 7.5 },
  );
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}

/** Tyrolean motorcycle specialist in schilling days: vertical info column at the right margin, labour and parts amount columns. */
export function austrianMotorradSchilling(rng: Random): Generated {
  const p = new PageBuilder();
  const shop = rng.pick(['Zweirad Obermoser', 'Motorrad-Technik Kofler OEG', 'Moto Tirol Haas KG']);
  const date = rng.date(1988, 2001);
  p.text(50, shop, { y: 58, size: 18, bold: true, serif: true });
  p.text(50, 'Puch · KTM · BMW Motorrad — Innsbrucker Straße 12, 6130 Schwaz', { y: 74, size: 8.5 });
  rule(p, 50, 82, 330);
  const km = rng.int(8, 90) * 1000 + rng.int(0, 999);
  const info: [string, string][] = [
    ['Rechnung', String(rng.int(1000, 3999))],
    ['Datum', dDe(date)],
    ['Kennzeichen', `SZ ${rng.int(100, 999)} ${rng.pick(['A', 'M', 'T'])}`],
    ['Modell', rng.pick(['BMW R 80 G/S', 'KTM 600 LC4', 'Puch Maxi S'])],
    ['km-Stand', de(km).slice(0, -3)],
    ['Kunde Nr.', String(rng.int(100, 999))],
  ];
  p.box(405, 40, 140, 170);
  info.forEach(([k, v], i) => {
    p.text(412, k, { y: 56 + i * 27, size: 7 });
    p.text(412, v, { y: 68 + i * 27, size: 9.5, bold: i === 0 });
  });
  p.text(50, 'Herrn Josef Brunner', { y: 130 });
  p.text(50, 'Dorf 45', { y: 143 });
  p.text(50, '6134 Vomp', { y: 156 });
  const rate = rng.pick([480, 520, 560, 640]);
  const lab = labour(rng, JOBS_DE, rng.int(2, 3), rate);
  const prt = pickParts(rng, PARTS_DE, rng.int(2, 4), 8.5).map((l) => ({ ...l, amount: Math.round(l.amount), unit: Math.round(l.unit) }));
  let y = 240;
  p.box(50, y - 12, 495, 16, true);
  p.text(54, 'Text', { y, size: 8.5, bold: true });
  p.text(330, 'Zeit', { y, size: 8.5, bold: true, align: 'right' });
  p.text(450, 'Arbeit S', { y, size: 8.5, bold: true, align: 'right' });
  p.text(541, 'Teile S', { y, size: 8.5, bold: true, align: 'right' });
  y += 18;
  for (const l of lab) {
    p.text(54, l.text, { y, size: 9.5 });
    p.text(330, `${de(l.qty)} Std.`, { y, size: 9.5, align: 'right' });
    p.text(450, de(l.amount), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  for (const l of prt) {
    p.text(54, l.text, { y, size: 9.5 });
    p.text(541, de(l.amount), { y, size: 9.5, align: 'right' });
    y += 15;
  }
  const labNet = sum(lab);
  const prtNet = sum(prt);
  rule(p, 50, y - 5, 495);
  y += 10;
  p.text(54, 'Zwischensummen', { y, size: 9.5, bold: true });
  p.text(450, de(labNet), { y, size: 9.5, bold: true, align: 'right' });
  p.text(541, de(prtNet), { y, size: 9.5, bold: true, align: 'right' });
  const net = r2(labNet + prtNet);
  const tax = r2(net * 0.2);
  const total = r2(net + tax);
  y += 36;
  p.text(330, 'Netto', { y });
  p.text(541, ats(net), { y, align: 'right' });
  p.text(330, '20 % MWSt.', { y: y + 15 });
  p.text(541, ats(tax), { y: y + 15, align: 'right' });
  p.box(325, y + 22, 220, 22);
  p.text(330, 'Zu bezahlen', { y: y + 37, bold: true, size: 11 });
  p.text(541, ats(total), { y: y + 37, bold: true, size: 11, align: 'right' });
  p.text(50, `Garantie auf Arbeit 6 Monate. Nächstes Service bei ${de(km + 5000).slice(0, -3)} km.`, { y: y + 80, size: 8.5 });
  p.text(50, `Sparkasse Schwaz BLZ 20510 Kto. ${rng.int(100000, 999999)}-${rng.int(1, 9)} · St.Nr. ${rng.int(100, 999)}/${rng.int(1000, 9999)}`, {
    y: 805,
    size: 7.5,
  });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    serviceMileage: km,
    laborCost: labNet,
    partsCost: prtNet,
    totalCost: total,
    workPerformed: lab.map((l) => l.text),
    partsUsed: prt.map((l) => l.text),
  });
}
