/**
 * German-language receipts and policies of the Alps: an Austrian filling station's till slip in Schilling, a Swiss
 * parts counter's cash receipt, a South Tyrolean accessory shop's Kassenbeleg; an Austrian Oldtimer policy (Polizze),
 * a Swiss Veteranen-Police with the federal stamp duty, a South Tyrolean RC-Auto policy with the Italian taxes.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r05, r2, row, sum, vatCH, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, kv, lines, person, place, plate, signature, surname, vatIT } from './kit';

/** An Austrian filling station's till slip (1988–2001): fuel in litres, Schilling, USt included, a narrow column. */
export function atTankstellenBon(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1988, 2001);
  const where = place(rng, 'AT');
  const firm = `${rng.pick(['Tankstelle', 'Autobahn-Tankstelle', 'Service-Station'])} ${surname(rng, 'AT')}`;
  const litres = r2(20 + rng.next() * 45);
  const price = r2(9.2 + rng.next() * 2.8);
  const fuel = r2(litres * price);
  const extra = rng.chance(0.5)
    ? { text: rng.pick(['Motoröl 1 l', 'Scheibenklar', 'Vignette', 'Autowäsche']), amount: r2(rng.int(45, 560) + rng.pick([0, 0.5, 0.9])) }
    : null;
  const total = r2(fuel + (extra?.amount ?? 0));
  const vat = r2(total - total / 1.2);
  const x = 297;
  p.y = 70;
  p.text(x, firm.toUpperCase(), { size: 10.5, bold: true, align: 'center' });
  p.down(12).text(x, where.street, { size: 8.5, align: 'center' });
  p.down(11).text(x, `${where.post} ${where.town}`, { size: 8.5, align: 'center' });
  p.down(11).text(x, `UID ATU${rng.int(10000000, 99999999)}`, { size: 8, align: 'center' });
  p.down(16);
  const cols: Col[] = [{ x: 215 }, { x: 380, align: 'right' }];
  row(p, cols, [`Säule ${rng.int(1, 8)}  ${rng.pick(['Super', 'Normal', 'Super Plus', 'Diesel'])}`, ''], { size: 9 });
  p.down(11);
  row(p, cols, [`${num(litres, 'de')} l x ${num(price, 'de')}`, num(fuel, 'de')], { size: 9 });
  p.down(11);
  if (extra) {
    row(p, cols, [extra.text, num(extra.amount, 'de')], { size: 9 });
    p.down(11);
  }
  p.text(215, '-'.repeat(42), { size: 9 });
  p.down(12);
  row(p, cols, ['SUMME ÖS', num(total, 'de')], { size: 10.5, bold: true });
  p.down(13);
  row(p, cols, [rng.pick(['BAR', 'BANKOMAT', 'KREDITKARTE']), num(total, 'de')], { size: 9 });
  p.down(13);
  row(p, cols, ['enth. 20% USt.', num(vat, 'de')], { size: 8.5 });
  p.down(16);
  p.text(x, `${fd(date, 'de')}  ${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  Bon ${rng.int(1000, 9999)}`, {
    size: 8.5,
    align: 'center',
  });
  p.down(12).text(x, 'Danke und gute Fahrt!', { size: 8.5, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A Swiss parts counter's cash receipt (1995–2026): Barverkauf, MWST included, five-Rappen total. */
export function chErsatzteilQuittung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1995, 2026);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'CH');
  const firm = `${surname(rng, 'CH')} ${rng.pick(['Autoteile AG', 'Auto-Ersatzteile GmbH', 'Autozubehör'])}`;
  const items = lines(
    rng,
    [
      ['Zündkerzen', 6, 12, 4],
      ['Unterbrecherkontakt', 12, 24],
      ['Bremsflüssigkeit DOT 4, 0.5 l', 9, 15],
      ['Motorenöl 20W-50, 1 l', 11, 18, 5],
      ['Ölfilter', 14, 26],
      ['Keilriemen', 18, 32],
      ['Glühbirne 12 V 45/40 W', 5, 9, 2],
      ['Polierpaste', 12, 22],
      ['Kühlerschlauch', 18, 38],
    ],
    rng.int(2, 5),
  );
  const raw = sum(items.map((i) => i.amount));
  const total = r05(raw);
  const rv = vatCH(y);
  const vat = r2(total - total / (1 + rv / 100));
  p.text(50, firm, { size: 14, bold: true });
  p.down(12).text(50, `${where.street}, ${where.post} ${where.town}`, { size: 9 });
  p.down(24).text(50, 'Quittung / Barverkauf', { size: 12, bold: true });
  p.text(545, `Nr. ${rng.int(100000, 999999)}   ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(20);
  const cols: Col[] = [{ x: 50 }, { x: 140 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 545, align: 'right' }];
  row(p, cols, ['Artikel', 'Bezeichnung', 'Anz.', 'Preis', 'CHF'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  for (const l of items) {
    row(p, cols, [`${rng.int(10, 99)}.${rng.int(1000, 9999)}`, l.text, String(l.qty), num(l.unit, 'ch'), num(l.amount, 'ch')]);
    p.down(12);
  }
  hline(p, 350, 195, p.y - 2);
  p.down(13);
  row(p, cols, ['', '', '', 'Total', num(total, 'ch')], { bold: true, size: 10 });
  p.down(13);
  row(p, cols, ['', '', '', `inkl. ${rv} % MWST`, num(vat, 'ch')], { size: 8.5 });
  p.down(24);
  p.text(50, `Betrag bar erhalten. ${rng.pick(['Umtausch nur mit Quittung.', 'Elektroteile sind vom Umtausch ausgeschlossen.'])}`, { size: 8.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** A South Tyrolean accessory shop's Kassenbeleg / scontrino (2002–2026): items with IVA included, bilingual. */
export function stKassenbeleg(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(2002, 2026);
  const where = place(rng, 'ST');
  const firm = `${rng.pick(['Autozubehör', 'Auto-Center', 'Reifen'])} ${surname(rng, 'ST')}`;
  const items = lines(
    rng,
    [
      ['Motoröl 15W-40 4 l', 25, 45],
      ['Scheibenwischer', 9, 22, 2],
      ['Frostschutz 1 l', 6, 11, 2],
      ['Batterieladegerät', 35, 80],
      ['Schneeketten', 45, 120],
      ['Lampenset H4', 8, 16],
      ['Autopolitur', 9, 18],
      ['Warnweste', 3, 6, 2],
    ],
    rng.int(1, 4),
  );
  const total = sum(items.map((i) => i.amount));
  const iv = vatIT(Number(date.slice(0, 4)));
  const x = 297;
  p.y = 80;
  p.text(x, firm, { size: 11, bold: true, align: 'center' });
  p.down(12).text(x, `${where.street} - ${where.post} ${where.town}`, { size: 8.5, align: 'center' });
  p.down(11).text(x, `P.IVA ${rng.int(10000000000, 99999999999)}`, { size: 8.5, align: 'center' });
  p.down(16).text(x, 'KASSENBELEG / DOCUMENTO COMMERCIALE', { size: 8.5, bold: true, align: 'center' });
  p.down(16);
  const cols: Col[] = [{ x: 205 }, { x: 345, align: 'right' }, { x: 390, align: 'right' }];
  row(p, cols, ['Beschreibung', 'IVA', 'Preis (€)'], { size: 8.5, bold: true });
  p.down(12);
  for (const l of items) {
    row(p, cols, [`${l.qty > 1 ? `${l.qty} x ` : ''}${l.text}`, `${iv}%`, num(l.amount, 'de')], { size: 9 });
    p.down(11);
  }
  p.down(4);
  row(p, cols, ['GESAMT / TOTALE EUR', '', num(total, 'de')], { size: 10.5, bold: true });
  p.down(13);
  row(p, cols, ['davon MwSt. / di cui IVA', '', num(r2(total - total / (1 + iv / 100)), 'de')], { size: 8.5 });
  p.down(13);
  row(p, cols, [rng.pick(['Bargeld / Contanti', 'Karte / Pagamento elettronico']), '', num(total, 'de')], { size: 8.5 });
  p.down(16);
  p.text(
    x,
    `${fd(date, 'de')} ${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}  DOC. N. ${String(rng.int(1, 9999)).padStart(4, '0')}-${String(rng.int(1, 999)).padStart(4, '0')}`,
    { size: 8, align: 'center' },
  );
  return doc(p, 'de', { documentType: 'receipt', shopName: firm, date, totalCost: total });
}

/** An Austrian Oldtimer policy (Polizze), 2002–2026: Haftpflicht and Teilkasko, insurance tax, the year's premium. */
export function atOldtimerPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2002, 2025);
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const insurer = `${rng.pick(['Alpenländische', 'Donau-Tauern', 'Tiroler Land', 'Steirische'])} Versicherung AG`;
  const c = car(rng, 'eu');
  const holder = person(rng, 'AT');
  const where = place(rng, 'AT');
  const liab = r2(rng.int(90, 260) + rng.next());
  const kasko = r2(rng.int(60, 380) + rng.next());
  const net = r2(liab + kasko);
  const tax = r2(net * 0.11);
  const mvst = r2(rng.int(3, 12) * 12 * 0.5);
  const premium = r2(net + tax + mvst);
  const sb = rng.pick([200, 300, 350, 500]);
  const polNo = `${rng.int(10, 99)}-${rng.int(1000000, 9999999)}-${rng.int(1, 9)}`;
  const coverage = 'Kfz-Haftpflicht und Teilkasko (Oldtimer-Tarif)';

  p.text(50, insurer, { size: 14, bold: true });
  p.down(12).text(50, `Landesdirektion ${where.town} · ${where.street} · ${where.post} ${where.town}`, { size: 8.5 });
  p.y = 130;
  p.text(50, holder.name, { size: 10 });
  p.down(12).text(50, place(rng, 'AT').town, { size: 10 });
  p.y = 130;
  p.text(545, `${where.town}, ${fd(addDays(start, -rng.int(3, 20)), 'de')}`, { size: 9.5, align: 'right' });
  p.y = 190;
  p.text(50, 'POLIZZE', { size: 16, bold: true });
  p.text(160, `Nr. ${polNo}`, { size: 12 });
  p.down(22);
  kv(p, 50, 'Sparte', coverage, 200);
  p.down(13);
  kv(p, 50, 'Versicherungsbeginn', `${fd(start, 'de')}, 0 Uhr`, 200);
  p.down(13);
  kv(p, 50, 'Versicherungsende', `${fd(end, 'de')}, 24 Uhr (verlängert sich um jeweils ein Jahr)`, 200);
  p.down(13);
  kv(p, 50, 'Fahrzeug', `${c.make} ${c.model}, Baujahr ${c.year}`, 200);
  p.down(13);
  kv(p, 50, 'Fahrgestellnummer', c.vin, 200);
  p.down(13);
  kv(p, 50, 'Kennzeichen', plate(rng, 'AT', 2010, where.area), 200);
  p.down(13);
  kv(p, 50, 'Verwendung', 'Privat, max. 3.000 km jährlich, Garagierung', 200);
  p.down(22);
  p.text(50, 'Deckung', { size: 10, bold: true });
  p.down(13);
  para(
    p,
    50,
    `Haftpflicht: Pauschalversicherungssumme EUR ${num(rng.pick([7500000, 10000000, 15000000]), 'de').slice(0, -3)}. Teilkasko: Brand, Blitz, Sturm, Hagel, Hochwasser, Diebstahl, Glasbruch, Zusammenstoß mit Haarwild. Selbstbehalt Teilkasko je Schadenfall EUR ${sb},–. Vereinbarter Wert lt. Bewertungsgutachten.`,
    100,
    { size: 9 },
  );
  p.down(10);
  p.text(50, 'Jahresprämie', { size: 10, bold: true });
  p.down(13);
  const cols: Col[] = [{ x: 60 }, { x: 400, align: 'right' }];
  for (const [a, b, bold] of [
    ['Kfz-Haftpflicht netto', liab],
    ['Teilkasko netto', kasko],
    ['Versicherungssteuer 11 %', tax],
    ['motorbezogene Versicherungssteuer (12 Monate)', mvst],
    ['Jahresprämie gesamt EUR', premium, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, num(b, 'de')], { size: 9.5, bold });
    p.down(13);
  }
  p.down(12);
  para(
    p,
    50,
    'Die Prämie ist jährlich im Voraus fällig. Es gelten die Allgemeinen Bedingungen für die Kfz-Haftpflichtversicherung (AKHB) und die Kaskoversicherung (AKKB) in der Fassung der Beilage.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  signature(p, 320, `${insurer}`, 220);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: end,
  });
}

/** A Swiss Veteranen-Police (1995–2026): Haftpflicht and Teilkasko, Stempelabgabe 5 %, Selbstbehalt. */
export function chVeteranenPolice(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(1995, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}-${rng.pick(['01-01', start.slice(5)])}`;
  const realEnd = end.endsWith('01-01') ? `${Number(start.slice(0, 4))}-12-31` : addDays(end, -1);
  const insurer = `${rng.pick(['Helvetia-Alpina', 'Berner Mobiliar-Veteranen', 'Zürichsee', 'Schweizerische Oldtimer'])} Versicherungen`;
  const c = car(rng, 'eu');
  const holder = person(rng, 'CH');
  const where = place(rng, 'CH');
  const months = realEnd.slice(0, 4) === start.slice(0, 4) ? 13 - Number(start.slice(5, 7)) : 12;
  const liab = r2(((rng.int(120, 340) + rng.next()) * months) / 12);
  const tk = r2(((rng.int(80, 420) + rng.next()) * months) / 12);
  const net = r2(liab + tk);
  const stamp = r2(net * 0.05);
  const premium = r05(net + stamp);
  const sb = rng.pick([200, 300, 500, 1000]);
  const polNo = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const coverage = 'Motorfahrzeug-Haftpflicht und Teilkasko für Veteranenfahrzeuge';

  p.text(545, insurer, { size: 13, bold: true, align: 'right' });
  p.down(12).text(545, `Generalagentur ${where.town}, ${where.street}`, { size: 8.5, align: 'right' });
  p.y = 120;
  p.text(50, 'Police', { size: 20 });
  p.down(16).text(50, `Police-Nr. ${polNo}`, { size: 11, bold: true });
  p.down(22);
  kv(p, 50, 'Versicherungsnehmer', `${holder.name}, ${place(rng, 'CH').town}`, 190);
  p.down(13);
  kv(p, 50, 'Versicherung', coverage, 190);
  p.down(13);
  kv(p, 50, 'Vertragsdauer', `vom ${fd(start, 'de')} bis ${fd(realEnd, 'de')}`, 190);
  p.down(13);
  kv(p, 50, 'Fahrzeug', `${c.make} ${c.model}, 1. Inv. ${c.year}`, 190);
  p.down(13);
  kv(p, 50, 'Kontrollschild', `${plate(rng, 'CH', 2000, where.area)} (Veteranen-Eintrag im Fahrzeugausweis)`, 190);
  p.down(22);
  const cols: Col[] = [{ x: 50 }, { x: 330 }, { x: 545, align: 'right' }];
  row(p, cols, ['Deckung', 'Versicherungssumme / Selbstbehalt', 'Prämie CHF'], { bold: true });
  hline(p, 50, 495, p.y + 4);
  p.down(16);
  row(p, cols, ['Haftpflicht', 'CHF 100 Mio.', num(liab, 'ch')]);
  p.down(13);
  row(p, cols, ['Teilkasko', `Zeitwert, Selbstbehalt CHF ${sb}`, num(tk, 'ch')]);
  p.down(13);
  hline(p, 50, 495, p.y - 3);
  p.down(10);
  row(p, cols, ['Nettoprämie', '', num(net, 'ch')]);
  p.down(13);
  row(p, cols, ['Eidg. Stempelabgabe 5 %', '', num(stamp, 'ch')]);
  p.down(13);
  row(p, cols, [`Total Prämie ${months < 12 ? `(${months} Monate)` : 'pro Jahr'}`, '', num(premium, 'ch')], { bold: true });
  p.down(24);
  para(
    p,
    50,
    'Voraussetzungen: Fahrzeug älter als 30 Jahre, gepflegter Originalzustand, jährliche Fahrleistung höchstens 3000 km, Einstellplatz in geschlossener Garage. Der Vertrag erneuert sich stillschweigend um ein Jahr, sofern er nicht drei Monate vor Ablauf gekündigt wird.',
    100,
    { size: 8.5 },
  );
  p.down(14);
  p.text(50, `${where.town}, ${fd(addDays(start, -rng.int(2, 15)), 'de')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polNo,
    coverageType: coverage,
    premium,
    deductible: sb,
    effectiveStart: start,
    effectiveEnd: realEnd,
  });
}

/** A South Tyrolean RC-Auto policy for a historic vehicle (2003–2026), bilingual, Italian taxes on the premium. */
export function stRcAutoPolizze(rng: Random): Generated {
  const p = new PageBuilder();
  const start = rng.date(2003, 2025);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const insurer = `${rng.pick(['Dolomiten', 'Etsch', 'Alpe Adria'])} Versicherung / Assicurazioni`;
  const agency = `Agentur ${surname(rng, 'ST')}`;
  const c = car(rng, 'eu');
  const holder = person(rng, 'ST');
  const net = r2(rng.int(90, 320) + rng.next());
  const tax = r2(net * 0.125);
  const ssn = r2(net * 0.105);
  const premium = r2(net + tax + ssn);
  const polNo = `${rng.int(100, 999)}/${rng.int(1000000, 9999999)}`;
  const coverage = 'Kfz-Haftpflicht (RC Auto) – Oldtimer / veicolo d’epoca';

  p.text(50, insurer, { size: 13, bold: true });
  p.down(12).text(50, `${agency} · ${place(rng, 'ST').town}`, { size: 9 });
  p.y = 110;
  p.box(50, p.y, 495, 26, true);
  p.text(297, `POLIZZE / POLIZZA Nr. ${polNo}`, { size: 12, bold: true, align: 'center', y: p.y + 17 });
  p.y = 160;
  const fields: [string, string][] = [
    ['Versicherungsnehmer / Contraente', `${holder.name}, ${place(rng, 'ST').town}`],
    ['Deckung / Garanzia', coverage],
    ['Beginn / Decorrenza', `${fd(start, 'de')} ore 24`],
    ['Ablauf / Scadenza', `${fd(end, 'de')} ore 24`],
    ['Fahrzeug / Veicolo', `${c.make} ${c.model} (${c.year})`],
    ['Kennzeichen / Targa', plate(rng, 'ST', 2010)],
    ['Formel / Formula', rng.pick(['Bonus/Malus', 'Franchigia fissa – Selbstbehalt'])],
  ];
  for (const [a, b] of fields) {
    kv(p, 50, a, b, 240);
    p.down(14);
  }
  p.down(10);
  const cols: Col[] = [{ x: 50 }, { x: 400, align: 'right' }];
  for (const [a, b, bold] of [
    ['Nettoprämie / Premio netto', net],
    ['Versicherungssteuer / Imposte 12,5 %', tax],
    ['Beitrag Gesundheitsdienst / Contributo SSN 10,5 %', ssn],
    ['Jahresprämie / Premio annuo lordo EUR', premium, true],
  ] as [string, number, boolean?][]) {
    row(p, cols, [a, num(b, 'de')], { size: 9.5, bold });
    p.down(13);
  }
  p.down(16);
  para(
    p,
    50,
    'Versichert sind nur Fahrten zu Veranstaltungen, Ausfahrten und Überstellungen; Mitgliedschaft in einem anerkannten Oldtimerclub erforderlich. / Circolazione limitata a raduni e manifestazioni.',
    100,
    { size: 8.5 },
  );
  p.down(18);
  signature(p, 50, 'Der Versicherungsnehmer / Il contraente', 180);
  signature(p, 330, 'Die Agentur / L’agenzia', 180);
  return doc(p, 'de', { documentType: 'insurance', policyNumber: polNo, coverageType: coverage, premium, effectiveStart: start, effectiveEnd: end });
}
