/** German-language receipts, policies, registrations, a title, sales and valuations from South Tyrol, Luxembourg, Liechtenstein, East Belgium and Namibia. */
import { addDays, dateIn, doc, fd, hline, r2, sum } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { cash, head, pair, PageBuilder, prose, smallprint, stamp } from './kit';

const L = (c: number) => String.fromCharCode(65 + c);

/** A Differdange filling station and workshop, 1989: a receipt-book Quittung in Luxembourg francs, amount in words. */
export function differdangeQuittung1989(rng: Random): Generated {
  const d = dateIn(rng, 1989, 1989);
  const amt = rng.int(18, 95) * 50;
  const p = new PageBuilder();
  p.box(40, 40, 515, 300);
  p.text(56, 'QUITTUNG', { y: 70, size: 18, bold: true, serif: true });
  p.text(540, `Nr. ${rng.int(1000, 9999)}`, { y: 68, size: 11, align: 'right' });
  p.text(56, 'Station-Service & Garage Reuter-Kremer · 114, avenue de la Liberté · Differdange · Tel. 58 41 07', { y: 88, size: 7.5 });
  p.box(380, 100, 160, 30, true);
  p.text(388, 'Flux', { y: 120, size: 10 });
  p.text(532, cash(amt, { cur: '', style: 'de', pos: 'none', whole: true }) + ',-', { y: 120, size: 14, bold: true, align: 'right' });
  p.y = 160;
  pair(p, 56, p.y, 'Erhalten von', 'Herrn Fernand Schroeder, Oberkorn', 'beside', 110, 10);
  pair(p, 56, p.y + 24, 'die Summe von', `${amt} Franken`, 'beside', 110, 10);
  pair(
    p,
    56,
    p.y + 48,
    'für',
    rng.pick(['Reifen 2 Stück montiert, Auswuchten', 'Abschleppen und Starthilfe', 'Kundendienst mit Ölwechsel, Opel Kadett']),
    'beside',
    110,
    10,
  );
  p.text(56, `Differdingen, den ${fd(d, 'de')}`, { y: 262, size: 10, serif: true });
  p.text(380, 'Station-Service Reuter-Kremer', { y: 262, size: 9 });
  hline(p, 380, 150, 292);
  p.text(380, 'Unterschrift', { y: 302, size: 7 });
  p.text(56, 'Im Betrag ist die T.V.A. inbegriffen.', { y: 325, size: 7.5 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Station-Service & Garage Reuter-Kremer', date: d, totalCost: amt });
}

/** A Bozen parts counter, 2001: a till receipt in lire with cash tendered and change. */
export function bozenKassenbon2001(rng: Random): Generated {
  const d = dateIn(rng, 2001, 2001);
  const items: [string, number][] = rng.some(
    [
      ['Scheibenwischer / Tergicristallo', 24000],
      ['Glühlampe H4 / Lampada H4', 9500],
      ['Motoröl 1 l / Olio motore', 14500],
      ['Frostschutz / Antigelo', 12000],
      ['Sicherungen Satz / Fusibili', 6000],
    ],
    3,
  );
  const total = items.reduce((a, [, v]) => a + v, 0);
  const given = Math.ceil(total / 50000) * 50000 + (rng.chance(0.5) ? 50000 : 0);
  const p = new PageBuilder();
  const x = 200;
  const w = 195;
  const lire = (n: number) => cash(n, { cur: '', style: 'de', pos: 'none', whole: true });
  p.y = 64;
  p.text(x + w / 2, 'AUTOTEILE TSCHURTSCHENTHALER', { size: 9.5, bold: true, align: 'center' });
  p.down(12).text(x + w / 2, 'RICAMBI AUTO · Galvanistraße 40', { size: 7.5, align: 'center' });
  p.down(10).text(x + w / 2, '39100 BOZEN · P.IVA 01239870214', { size: 7.5, align: 'center' });
  p.down(16).text(x, `${fd(d, 'de')}   ${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}   KASSE 2`, { size: 8 });
  p.down(8).text(x, '-'.repeat(44), { size: 8 });
  for (const [t, v] of items) {
    p.down(12).text(x, t, { size: 8 });
    p.text(x + w, lire(v), { size: 8, align: 'right' });
  }
  p.down(8).text(x, '-'.repeat(44), { size: 8 });
  p.down(14).text(x, 'SUMME / TOTALE LIT.', { size: 10, bold: true });
  p.text(x + w, lire(total), { size: 10, bold: true, align: 'right' });
  p.down(14).text(x, 'BAR / CONTANTI', { size: 8 });
  p.text(x + w, lire(given), { size: 8, align: 'right' });
  p.down(12).text(x, 'RÜCKGELD / RESTO', { size: 8 });
  p.text(x + w, lire(given - total), { size: 8, align: 'right' });
  p.down(12).text(x, 'davon MwSt./IVA 20 % inbegriffen', { size: 7.5 });
  p.down(18).text(x + w / 2, 'SCONTRINO FISCALE', { size: 8, bold: true, align: 'center' });
  p.down(11).text(x + w / 2, `MF ${rng.int(10000000, 99999999)}`, { size: 7, align: 'center' });
  p.down(11).text(x + w / 2, `€ ${(total / 1936.27).toFixed(2).replace('.', ',')} (nur zur Information)`, { size: 7, align: 'center' });
  p.box(x - 10, 40, w + 20, p.y - 24);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Autoteile Tschurtschenthaler', date: d, totalCost: total });
}

/** A Windhoek spares shop, 2009: a cash sale slip in N$, VAT included. */
export function windhoekBarverkauf2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const stock: [string, number, number][] = [
    ['Keilriemen 13x950', 1, 112.5],
    ['Ölfilter Toyota', 2, 68.9],
    ['Luftfilter 4x4', 1, 245.0],
    ['Bremsflüssigkeit 500 ml', 1, 54.75],
    ['Scheinwerferbirne H4', 2, 39.5],
  ];
  const items = rng.some(stock, 3);
  const total = sum(items.map(([, q, u]) => r2(q * u)));
  const vat = r2((total * 15) / 115);
  const p = new PageBuilder();
  const n$ = (n: number) => cash(n, { cur: 'N$', style: 'en', pos: 'pre' });
  head(p, {
    kind: 'left',
    name: 'Kalahari Autoteile',
    sub: 'Ersatzteile für alle Marken · Spares',
    lines: ['Independence Avenue 212, Windhoek · Tel. 061 22 71 84', 'VAT Reg. No. 2381145-01-5'],
  });
  p.text(50, 'BARVERKAUF / CASH SALE', { size: 12, bold: true });
  p.text(545, `Nr. ${rng.int(50000, 59999)}`, { size: 10, align: 'right' });
  p.down(16).text(50, `Datum: ${fd(d, 'de')}`, { size: 9.5 });
  p.down(22);
  p.box(48, p.y - 11, 499, 15, true);
  p.text(52, 'Menge', { size: 8.5, bold: true });
  p.text(100, 'Artikel', { size: 8.5, bold: true });
  p.text(450, 'Preis', { size: 8.5, bold: true, align: 'right' });
  p.text(540, 'Betrag', { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  for (const [t, q, u] of items) {
    p.text(60, String(q), { size: 9 });
    p.text(100, t, { size: 9 });
    p.text(450, n$(u), { size: 9, align: 'right' });
    p.text(540, n$(r2(q * u)), { size: 9, align: 'right' });
    p.down(13);
  }
  hline(p, 350, 197, p.y - 6);
  p.down(8).text(360, 'Gesamt inkl. MwSt.', { size: 10, bold: true });
  p.text(540, n$(total), { size: 10, bold: true, align: 'right' });
  p.down(13).text(360, 'darin MwSt. 15 %', { size: 8.5 });
  p.text(540, n$(vat), { size: 8.5, align: 'right' });
  p.down(30);
  stamp(p, 60, p.y, ['BEZAHLT', 'bar'], 120);
  smallprint(p, ['Umtausch nur mit diesem Beleg innerhalb von 7 Tagen. Elektrische Teile vom Umtausch ausgeschlossen.']);
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Kalahari Autoteile', date: d, totalCost: total });
}

/** A Luxembourg insurer's Versicherungsschein, 2003: euro, Versicherungssteuer, cover table. */
export function luxVersicherungsschein2003(rng: Random): Generated {
  const start = `2003-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  const hp = r2(rng.int(280, 520) + rng.int(0, 99) / 100);
  const kasko = r2(rng.int(240, 690) + rng.int(0, 99) / 100);
  const net = r2(hp + kasko);
  const tax = r2(net * 0.04);
  const fee = 4.5;
  const premium = r2(net + tax + fee);
  const ded = rng.pick([250, 375, 500]);
  const pol = `${rng.int(10, 99)}.${rng.int(100000, 999999)}.${rng.int(10, 99)}`;
  const e = (n: number) => cash(n, { cur: 'EUR', style: 'de', pos: 'post' });
  const p = new PageBuilder();
  head(p, {
    kind: 'band',
    name: 'La Luxembourgeoise-Mosel Versicherungen',
    sub: 'Kraftfahrt',
    lines: ['10, rue Aldringen', 'L-1118 Luxembourg', 'Tél. 47 61 1'],
  });
  p.text(50, 'VERSICHERUNGSSCHEIN', { size: 14, bold: true });
  p.text(545, 'Ersatz für alle früheren Scheine', { size: 8, align: 'right' });
  p.down(26);
  pair(p, 50, p.y, 'Versicherungsnummer', pol, 'box', 160);
  pair(p, 215, p.y, 'Versicherungsbeginn', fd(start, 'de'), 'box', 110);
  pair(p, 330, p.y, 'Ablauf', fd(end, 'de'), 'box', 110);
  pair(p, 445, p.y, 'Zahlweise', 'jährlich', 'box', 100);
  p.down(40);
  p.text(50, 'Versicherungsnehmer: Herr Romain Kieffer, 27, rue de Mersch, L-7620 Larochette', { size: 9.5 });
  p.down(14).text(
    50,
    `Fahrzeug: Mercedes-Benz C 200 Kompressor · Kennzeichen ${L(rng.int(0, 25))}${L(rng.int(0, 25))} ${rng.int(1000, 9999)} · Erstzulassung 11.2001`,
    { size: 9.5 },
  );
  p.down(24);
  p.box(48, p.y - 11, 499, 15, true);
  p.text(52, 'Deckung', { size: 8.5, bold: true });
  p.text(260, 'Selbstbeteiligung', { size: 8.5, bold: true });
  p.text(540, 'Jahresprämie', { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  p.text(52, 'Haftpflicht (unbegrenzt, Personenschäden)', { size: 9 });
  p.text(260, '—', { size: 9 });
  p.text(540, e(hp), { size: 9, align: 'right' });
  p.down(13);
  p.text(52, 'Vollkasko', { size: 9 });
  p.text(260, e(ded), { size: 9 });
  p.text(540, e(kasko), { size: 9, align: 'right' });
  p.down(13);
  hline(p, 48, 499, p.y - 6);
  p.down(6);
  for (const [l, v] of [
    ['Nettoprämie', e(net)],
    ['Versicherungssteuer 4 %', e(tax)],
    ['Gebühren', e(fee)],
  ] as const) {
    p.text(340, l, { size: 9 });
    p.text(540, v, { size: 9, align: 'right' });
    p.down(13);
  }
  p.box(332, p.y - 11, 215, 16, true);
  p.text(340, 'Zu zahlender Jahresbeitrag', { size: 9.5, bold: true });
  p.text(540, e(premium), { size: 9.5, bold: true, align: 'right' });
  p.down(30);
  prose(
    p,
    50,
    'Der Vertrag verlängert sich um jeweils ein Jahr, wenn er nicht drei Monate vor Ablauf gekündigt wird. Es gelten die Allgemeinen Bedingungen Kraftfahrt, Fassung 2002.',
    110,
    8.5,
  );
  p.down(10).text(50, `Luxemburg, den ${fd(addDays(start, -12), 'de')}`, { size: 9 });
  smallprint(p, ['La Luxembourgeoise-Mosel Versicherungen S.A. · R.C.S. Luxembourg B 31035 · agréée par le Commissariat aux Assurances']);
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Vollkasko',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A South Tyrolean insurer's bilingual policy, 1990: lire, Haftpflicht and Teilkasko, tax included. */
export function suedtirolPolizze1990(rng: Random): Generated {
  const start = dateIn(rng, 1990, 1990);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  const rc = rng.int(420, 980) * 1000;
  const furto = rng.int(120, 340) * 1000;
  const tax = Math.round(((rc + furto) * 0.125) / 100) * 100;
  const premium = rc + furto + tax;
  const ded = rng.pick([200000, 300000, 500000]);
  const pol = `${rng.int(100, 999)}/${rng.int(1000000, 9999999)}`;
  const lire = (n: number) => `Lit. ${cash(n, { cur: '', style: 'de', pos: 'none', whole: true })}`;
  const p = new PageBuilder();
  head(p, {
    kind: 'centre',
    name: 'Etschländer Versicherungsverein a. G.',
    sub: 'Mutua Assicuratrice Atesina',
    lines: ['Sitz / Sede: Bozen-Bolzano, Dominikanerplatz 5'],
    serif: true,
  });
  p.text(297, 'POLIZZE · POLIZZA Kraftfahrzeug / Autoveicoli', { size: 12, bold: true, align: 'center' });
  p.down(24);
  const rows: [string, string][] = [
    ['Polizzen-Nr. / Polizza n.', pol],
    ['Versicherungsnehmer / Contraente', 'Anton Mayr, Vinschgauer Straße 12, 39020 Schlanders'],
    ['Fahrzeug / Veicolo', `Lancia Delta 1.6 GT · Kennz./Targa BZ ${L(rng.int(0, 25))}${rng.int(10000, 99999)}`],
    ['Wirksam ab / Decorrenza', `${fd(start, 'de')}, 24 Uhr`],
    ['Ablauf / Scadenza', `${fd(end, 'de')}, 24 Uhr`],
  ];
  for (const [l, v] of rows) {
    p.text(50, l, { size: 8 });
    p.text(230, v, { size: 9.5 });
    p.down(15);
  }
  p.down(8);
  p.box(48, p.y - 11, 499, 15, true);
  p.text(52, 'Garantie / Garanzia', { size: 8.5, bold: true });
  p.text(330, 'Selbstbehalt / Franchigia', { size: 8.5, bold: true });
  p.text(540, 'Prämie / Premio', { size: 8.5, bold: true, align: 'right' });
  p.down(16);
  p.text(52, 'Haftpflicht / R.C. Auto', { size: 9 });
  p.text(540, lire(rc), { size: 9, align: 'right' });
  p.down(13);
  p.text(52, 'Teilkasko Diebstahl-Brand / Furto-Incendio', { size: 9 });
  p.text(330, lire(ded), { size: 9 });
  p.text(540, lire(furto), { size: 9, align: 'right' });
  p.down(13);
  p.text(52, 'Steuern / Imposte 12,5 %', { size: 9 });
  p.text(540, lire(tax), { size: 9, align: 'right' });
  p.down(13);
  hline(p, 300, 247, p.y - 6);
  p.down(6).text(305, 'Jahresprämie / Premio annuo', { size: 9.5, bold: true });
  p.text(540, lire(premium), { size: 9.5, bold: true, align: 'right' });
  p.down(30);
  p.text(50, `Ausgestellt in Bozen am / Emessa a Bolzano il ${fd(addDays(start, -3), 'de')}`, { size: 8.5 });
  p.down(40).text(380, 'Die Direktion / La Direzione', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko Diebstahl-Brand / Furto-Incendio',
    premium,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

/** A bilingual South Tyrolean vehicle registration booklet, 1980: Fahrzeugschein / Carta di circolazione. */
export function suedtirolFahrzeugschein1980(rng: Random): Generated {
  const d = dateIn(rng, 1980, 1980);
  const plate = `BZ ${rng.int(300000, 399999)}`;
  const no = `${L(rng.int(0, 25))}${L(rng.int(0, 25))} ${rng.int(1000000, 9999999)}`;
  const p = new PageBuilder();
  p.box(60, 40, 475, 520);
  p.text(297, 'REPUBBLICA ITALIANA', { y: 64, size: 10, bold: true, align: 'center' });
  p.text(297, 'Ministero dei Trasporti – Direzione Generale M.C.T.C.', { y: 78, size: 8, align: 'center' });
  p.text(297, 'FAHRZEUGSCHEIN · CARTA DI CIRCOLAZIONE', { y: 100, size: 13, bold: true, align: 'center' });
  p.text(297, `N. ${no}`, { y: 118, size: 11, align: 'center' });
  p.y = 150;
  const f: [string, string][] = [
    ['Kennzeichen / Targa', plate],
    ['Eigentümer / Intestatario', 'Oberhofer Franz, Lana (BZ)'],
    ['Fabrikmarke / Fabbrica', 'FIAT'],
    ['Typ / Tipo', '127 L'],
    ['Fahrgestell Nr. / Telaio n.', `127A*${rng.int(1000000, 9999999)}`],
    ['Hubraum / Cilindrata', '903 cm³'],
    ['Leistung / Potenza', '33 kW'],
    ['Sitzplätze / Posti', '5'],
    ['Erstzulassung / Prima immatricolazione', fd(d, 'de')],
  ];
  f.forEach(([l, v], i) => pair(p, 80 + (i % 2) * 225, p.y + Math.floor(i / 2) * 34, l, v, 'above', 210));
  p.y += Math.ceil(f.length / 2) * 34 + 20;
  p.text(80, 'Revisionen / Revisioni', { size: 9, bold: true });
  for (let i = 0; i < 4; i++) p.box(80 + i * 110, p.y + 8, 100, 50);
  p.y += 90;
  p.text(80, `Bozen / Bolzano, ${fd(d, 'de')}`, { size: 9 });
  p.text(400, 'Der Leiter / Il Direttore', { size: 8.5 });
  stamp(p, 380, p.y + 12, ['UMC BOLZANO', 'M.C.T.C.'], 130);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A Liechtenstein Fahrzeugausweis, 2010: codes with a legend, FL plate. */
export function fahrzeugausweisFL2010(rng: Random): Generated {
  const d = dateIn(rng, 2010, 2010);
  const plate = `FL ${rng.int(1000, 39999)}`;
  const no = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.box(50, 36, 495, 440, false);
  p.text(66, 'Fürstentum Liechtenstein', { y: 60, size: 10, bold: true });
  p.text(66, 'Motorfahrzeugkontrolle · Amt für Strassenverkehr', { y: 73, size: 8 });
  p.text(529, 'FAHRZEUGAUSWEIS', { y: 62, size: 15, bold: true, align: 'right' });
  p.text(529, 'Permis de circulation', { y: 76, size: 8, align: 'right' });
  p.y = 110;
  const codes: [string, string][] = [
    ['15', plate],
    ['18', no],
    ['01', 'Kaiser Elisabeth, Zollstrasse 21, 9490 Vaduz'],
    ['21', 'Volvo V70 2.4 D5'],
    ['23', `YV1SW${rng.int(100000, 999999)}A${rng.int(100000, 999999)}`],
    ['36', fd(addDays(d, -rng.int(400, 2000)), 'de')],
    ['38', fd(d, 'de')],
    ['37', '2398 cm³'],
  ];
  codes.forEach(([c, v], i) => {
    pair(p, 66 + (i % 2) * 235, p.y + Math.floor(i / 2) * 28, c, v, 'code', 220);
  });
  p.y += Math.ceil(codes.length / 2) * 28 + 14;
  hline(p, 66, 463, p.y);
  p.down(14);
  prose(
    p,
    66,
    'Legende: 01 Halter · 15 Kontrollschild · 18 Ausweis-Nr. · 21 Marke und Typ · 23 Fahrgestell-Nr. · 36 1. Inverkehrsetzung · 37 Hubraum · 38 Ausgestellt am',
    105,
    7.5,
    false,
    10,
  );
  p.down(16).text(66, 'Vaduz, Amt für Strassenverkehr', { size: 8.5 });
  stamp(p, 380, p.y + 6, ['MFK LIECHTENSTEIN'], 140);
  return doc(p, 'de', { documentType: 'registration', registrationNumber: no, plateNumber: plate });
}

/** A bilingual certificate of ownership from the Bozen public car register (PRA), 1997. */
export function praEigentum1997(rng: Random): Generated {
  const issued = dateIn(rng, 1997, 1997);
  const sold = addDays(issued, -rng.int(8, 40));
  const first = dateIn(rng, 1986, 1992);
  const p = new PageBuilder();
  p.box(46, 34, 503, 560);
  p.text(297, "AUTOMOBILE CLUB D'ITALIA", { y: 60, size: 10, bold: true, align: 'center' });
  p.text(297, 'Öffentliches Kraftfahrzeugregister – Pubblico Registro Automobilistico', { y: 74, size: 8, align: 'center' });
  p.text(297, 'Geschäftsstelle Bozen · Ufficio Provinciale di Bolzano', { y: 86, size: 8, align: 'center' });
  p.text(297, 'EIGENTUMSBESCHEINIGUNG', { y: 114, size: 15, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATO DI PROPRIETÀ', { y: 130, size: 10, align: 'center' });
  p.y = 166;
  const rows: [string, string][] = [
    ["Reg.-Nr. / N. d'ordine", `BZ ${rng.int(100000, 999999)} ${L(rng.int(0, 25))}`],
    ['Kennzeichen / Targa', `BZ ${L(rng.int(0, 25))}${rng.int(10000, 99999)}`],
    ['Fahrzeug / Veicolo', 'Volkswagen Golf GTI 16V'],
    ['Erstzulassung / Prima immatricolazione', fd(first, 'de')],
    ['Eigentümer / Proprietario', 'Thaler Georg, geb. 14.03.1961, Sterzing'],
    ['Rechtstitel / Titolo', `Kaufvertrag / Compravendita vom ${fd(sold, 'de')}`],
    ['Eintragung / Formalità', `Nr. ${rng.int(10000, 99999)} vom ${fd(addDays(sold, 3), 'de')}`],
  ];
  for (const [l, v] of rows) {
    p.text(66, l, { size: 8.5 });
    p.text(280, v, { size: 10 });
    p.down(22);
  }
  p.down(16);
  p.box(64, p.y - 14, 240, 44);
  p.text(72, 'Ausgestellt am / Rilasciato il', { size: 7.5 });
  p.text(72, fd(issued, 'de'), { y: p.y + 18, size: 12, bold: true });
  p.text(360, 'Der Konservator / Il Conservatore', { size: 8 });
  stamp(p, 370, p.y + 30, ['P.R.A. BOLZANO'], 130);
  return doc(p, 'de', { documentType: 'title', date: issued });
}

/** An Eupen private sale, 2004: Kaufvertrag with parties in boxes, euro. */
export function eupenKaufvertrag2004(rng: Random): Generated {
  const d = dateIn(rng, 2004, 2004);
  const price = rng.int(12, 90) * 100;
  const p = new PageBuilder();
  p.y = 70;
  p.text(297, 'Kaufvertrag für ein gebrauchtes Kraftfahrzeug', { size: 15, bold: true, align: 'center', serif: true });
  p.down(14).text(297, '(privater Verkauf · unter Ausschluss jeder Gewährleistung)', { size: 8.5, align: 'center' });
  p.down(30);
  p.box(48, p.y - 12, 245, 76);
  p.box(302, p.y - 12, 245, 76);
  p.text(54, 'Verkäufer', { size: 8, bold: true });
  p.text(308, 'Käufer', { size: 8, bold: true });
  ['Bruno Heinen', 'Kettenis, Aachener Straße 212', '4701 Eupen'].forEach((l, i) => p.text(54, l, { y: p.y + 16 + i * 13, size: 10 }));
  ['Sabine Cremer', 'Raerener Straße 41', '4730 Raeren'].forEach((l, i) => p.text(308, l, { y: p.y + 16 + i * 13, size: 10 }));
  p.down(90);
  const f: [string, string][] = [
    ['Marke / Typ', 'Volkswagen Passat Variant 1.9 TDI'],
    ['Fahrgestellnummer', `WVWZZZ3BZ${rng.int(1000000, 9999999)}`],
    ['Kennzeichen', `${'ABCDEFG'[rng.int(0, 6)]}${'HJKLM'[rng.int(0, 4)]}${'NPRST'[rng.int(0, 4)]}-${rng.int(100, 999)}`],
    ['Km-Stand (abgelesen)', `${rng.int(120, 260)}.${rng.int(100, 999)}`],
  ];
  for (const [l, v] of f) {
    pair(p, 54, p.y, l, v, 'beside', 150, 10);
    p.down(18);
  }
  p.down(10);
  prose(
    p,
    54,
    'Das Fahrzeug wird verkauft wie besichtigt und probegefahren. Der Verkäufer versichert, dass das Fahrzeug sein Eigentum ist und keine Rechte Dritter bestehen. Das Kennzeichen wird vom Verkäufer bei der DIV zurückgegeben.',
    100,
    9.5,
    true,
  );
  p.down(10);
  p.box(48, p.y - 12, 499, 24, true);
  p.text(54, 'Kaufpreis', { size: 10, bold: true });
  p.text(540, `${cash(price, { cur: '€', style: 'de', pos: 'post' })}`, { size: 12, bold: true, align: 'right' });
  p.down(26);
  p.text(54, `(in Worten: siehe oben, bar erhalten bei Übergabe)`, { size: 8.5 });
  p.down(40);
  p.text(54, `Eupen, den ${fd(d, 'de')}`, { size: 10, serif: true });
  p.down(40);
  hline(p, 54, 200);
  hline(p, 330, 200);
  p.down(10).text(54, 'Unterschrift Verkäufer', { size: 7.5 });
  p.text(330, 'Unterschrift Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Bruno Heinen', saleDate: d, purchasePrice: price });
}

/** A Windhoek used-car dealer, 1999: Kaufrechnung in N$ with GST included and a trade-in taken off. */
export function windhoekKaufrechnung1999(rng: Random): Generated {
  const d = dateIn(rng, 1999, 1999);
  const price = rng.int(48, 160) * 500;
  const reg = 950;
  const total = price + reg;
  const trade = rng.int(8, 30) * 500;
  const n$ = (n: number) => cash(n, { cur: 'N$', style: 'en', pos: 'pre' });
  const p = new PageBuilder();
  head(p, {
    kind: 'frame',
    name: 'Südwest Motors (Pty) Ltd',
    sub: 'Gebrauchtwagen · Geländewagen',
    lines: ['Bahnhofstraße 7, Windhoek · Tel. (061) 23 40 55', 'GST Reg. No. 0481 227 01 5'],
  });
  p.text(545, 'KAUFRECHNUNG', { y: 60, size: 14, bold: true, align: 'right' });
  p.text(545, `Nr. ${rng.int(9000, 9999)}`, { y: 76, size: 9, align: 'right' });
  p.text(545, `Verkaufsdatum: ${fd(d, 'de')}`, { y: 90, size: 9, align: 'right' });
  p.y = 130;
  p.text(50, 'Käufer: Herrn Dieter Kock, Gobabis Farm Nr. 312, Gobabis', { size: 10 });
  p.down(24);
  pair(p, 50, p.y, 'Fahrzeug', 'Toyota Land Cruiser 4.2 D (1994)', 'above');
  pair(p, 300, p.y, 'Fahrgestell-Nr.', `HZJ75-${rng.int(1000000, 9999999)}`, 'above');
  p.down(30);
  pair(p, 50, p.y, 'Kilometerstand', `${rng.int(140, 290)} ${rng.int(100, 999)} km`, 'above');
  pair(p, 300, p.y, 'Kennzeichen', `N ${rng.int(10000, 99999)} W`, 'above');
  p.down(40);
  const rows: [string, string, boolean?][] = [
    ['Kaufpreis Fahrzeug (inkl. GST)', n$(price)],
    ['Ummeldung und Nummernschilder', n$(reg)],
    ['Gesamtpreis', n$(total), true],
    [`abzüglich Inzahlungnahme Isuzu KB 250 (1988)`, `-${n$(trade)}`],
    ['Restbetrag bei Übergabe zu zahlen', n$(total - trade), true],
  ];
  for (const [l, v, b] of rows) {
    p.text(60, l, { size: 10, bold: b });
    p.text(540, v, { size: 10, bold: b, align: 'right' });
    p.down(17);
  }
  p.down(20);
  prose(
    p,
    50,
    'Das Fahrzeug bleibt bis zur vollständigen Bezahlung Eigentum der Südwest Motors (Pty) Ltd. Gewährleistung: 3 Monate oder 5 000 km auf Motor und Getriebe.',
    105,
    9,
  );
  smallprint(p, ['Südwest Motors (Pty) Ltd · Reg. 87/112 · Direktoren: H. Böhme, R. Schlettwein']);
  return doc(p, 'de', { documentType: 'purchase', sellerName: 'Südwest Motors (Pty) Ltd', saleDate: d, purchasePrice: price });
}

/** A Luxembourg expert's Wertgutachten, 2020: euro, Zustandsnote, signed below. */
export function luxWertgutachten2020(rng: Random): Generated {
  const insp = dateIn(rng, 2020, 2020);
  const d = addDays(insp, rng.int(3, 12));
  const value = rng.int(28, 95) * 500;
  const repl = value + rng.int(4, 20) * 500;
  const grade = rng.pick(['2', '2-', '2+', '3+']);
  const e = (n: number) => cash(n, { cur: '€', style: 'de', pos: 'post' });
  const p = new PageBuilder();
  head(p, {
    kind: 'right',
    name: "Bureau d'Expertises Automobiles Hansen",
    sub: 'Sachverständigenbüro für Kraftfahrzeuge',
    lines: ['12, rue de la Gare · L-6440 Echternach', 'Tél. +352 72 04 18'],
  });
  p.text(50, 'WERTGUTACHTEN', { size: 15, bold: true });
  p.down(14).text(50, `Gutachten Nr. ${rng.int(2000, 2999)}/20 · Echternach, den ${fd(d, 'de')}`, { size: 9 });
  p.down(24);
  const f: [string, string][] = [
    ['Auftraggeber', 'Herr Claude Reding, Berdorf'],
    ['Fahrzeug', 'Porsche 911 Carrera 3.2 Coupé (1986)'],
    ['Fahrgestell-Nr.', `WP0ZZZ91ZGS${rng.int(100000, 999999)}`],
    ['Kennzeichen', `${L(rng.int(0, 25))}${L(rng.int(0, 25))} ${rng.int(1000, 9999)}`],
    ['Besichtigung', `${fd(insp, 'de')} in Echternach`],
    ['Tachostand', `${rng.int(110, 240)}.${rng.int(100, 999)} km`],
  ];
  for (const [l, v] of f) {
    pair(p, 50, p.y, l, v, 'beside', 130, 9.5);
    p.down(15);
  }
  p.down(10);
  p.text(50, 'Befund', { size: 10, bold: true });
  p.down(14);
  prose(
    p,
    50,
    'Karosserie ohne Durchrostungen, Spaltmaße gleichmäßig, Lack teilweise nachlackiert (Kotflügel vorn rechts). Motor und Getriebe ohne Auffälligkeiten, Innenraum altersgerecht mit leichten Gebrauchsspuren am Fahrersitz.',
    100,
    9.3,
  );
  p.down(6);
  pair(p, 50, p.y, 'Zustandsnote', grade, 'box', 110);
  p.down(36);
  p.box(48, p.y - 12, 499, 50);
  p.text(56, 'Wiederbeschaffungswert', { size: 9 });
  p.text(540, e(repl), { size: 9, align: 'right' });
  p.down(20).text(56, 'Marktwert (Händlerverkaufswert)', { size: 10.5, bold: true });
  p.text(540, e(value), { size: 10.5, bold: true, align: 'right' });
  p.down(40);
  prose(p, 50, 'Das Gutachten wurde nach bestem Wissen und Gewissen auf Grund der Besichtigung erstellt.', 100, 9);
  p.down(36);
  hline(p, 330, 200);
  p.down(12).text(330, 'Ing. Marc Hansen', { size: 9.5 });
  p.down(11).text(330, 'Expert agréé près les tribunaux', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Ing. Marc Hansen', appraisalDate: d, appraisedValue: value, conditionNotes: grade });
}

/** A Meran classic-car valuer's Bewertung, 2009: typed letter, euro, condition as words. */
export function meranBewertung2009(rng: Random): Generated {
  const d = dateIn(rng, 2009, 2009);
  const value = rng.int(14, 48) * 1000;
  const cond = rng.pick(['guter Originalzustand', 'sehr guter restaurierter Zustand', 'gebrauchter fahrbereiter Zustand']);
  const p = new PageBuilder();
  head(p, {
    kind: 'centre',
    name: 'Dr. Ing. Walter Gamper',
    sub: 'Sachverständiger für historische Fahrzeuge · ASI-Prüfer',
    lines: ['Freiheitsstraße 92 · 39012 Meran · Tel. 0473 23 18 40'],
    serif: true,
  });
  p.text(545, `Meran, ${fd(d, 'delong')}`, { size: 10, serif: true, align: 'right' });
  p.down(30);
  ['Herrn', 'Luis Pircher', 'Dorf 18', '39025 Naturns'].forEach((l) => {
    p.text(60, l, { size: 10, serif: true });
    p.down(13);
  });
  p.down(20).text(60, 'Betreff: Bewertung Ihres Fahrzeugs Alfa Romeo Spider 2000 Veloce (1978)', { size: 10, bold: true, serif: true });
  p.down(22);
  prose(
    p,
    60,
    `Sehr geehrter Herr Pircher, am ${fd(addDays(d, -rng.int(2, 9)), 'de')} habe ich Ihr Fahrzeug in meiner Prüfhalle besichtigt. Das Fahrzeug befindet sich in ${cond}. Die Karosserie wurde 2004 überholt, der Motor läuft ruhig, die Ausstattung ist vollständig.`,
    90,
    10,
    true,
    13.5,
  );
  p.down(8);
  prose(
    p,
    60,
    'Unter Berücksichtigung der aktuellen Marktlage in Italien und im deutschsprachigen Raum bewerte ich das Fahrzeug wie folgt:',
    90,
    10,
    true,
    13.5,
  );
  p.down(10);
  p.text(80, 'Zustand:', { size: 10, serif: true });
  p.text(200, cond, { size: 10, serif: true });
  p.down(15).text(80, 'Schätzwert:', { size: 10, serif: true, bold: true });
  p.text(200, cash(value, { cur: '€', style: 'de', pos: 'pre', dash: true }), { size: 10, serif: true, bold: true });
  p.down(15).text(80, 'Neuaufbau wäre:', { size: 10, serif: true });
  p.text(200, cash(value * 2 + 5000, { cur: '€', style: 'de', pos: 'pre', dash: true }), { size: 10, serif: true });
  p.down(30);
  p.text(60, 'Mit freundlichen Grüßen', { size: 10, serif: true });
  p.down(40).text(60, 'Dr. Ing. Walter Gamper', { size: 10, serif: true });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: 'Dr. Ing. Walter Gamper', appraisalDate: d, appraisedValue: value, conditionNotes: cond });
}
