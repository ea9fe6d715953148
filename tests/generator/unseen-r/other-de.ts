/**
 * German-language receipts, insurance, registrations, a title, purchases and an appraisal of everyday
 * ownership (unseen-r): a thermal fuel slip with small parts, a parts shop's slip at the euro changeover,
 * a Swiss filling station slip in francs, a Viennese accessories shop in schillings, a green card, an
 * Oldtimer renewal bill, a motorcycle's Fahrzeugschein, a red 07 plates' Fahrzeugscheinheft, a tractor's
 * Fahrzeugbrief, a private motorcycle sale written by hand, a Swiss sale of a tractor and a club expert's
 * point-scored appraisal.
 */
import { addDays, dashes, DM_PER_EUR, doc, type Family, fd, hline, num, PageBuilder, para, price, r05, r2, row, sum, yearOf } from './kit';

/** A thermal till slip from a filling station: fuel, a bulb and oil, MwSt breakdown, card payment. */
export const tankBon14: Family = (rng) => {
  const date = rng.date(2012, 2019);
  const p = new PageBuilder();
  const cx = 297;
  const L = 205;
  const R = 390;
  p.y = 60;
  const station = rng.pick(['Freie Tankstelle Hofmann', 'Tankstelle Brunnhuber', 'Tank & Wasch Schwaighofer']);
  p.text(cx, station, { align: 'center', size: 10, bold: true });
  p.down(11).text(cx, `${rng.pick(['Landshuter Str. 71', 'Gewerbepark 2', 'Bundesstraße 15'])}`, { align: 'center', size: 8 });
  p.down(10).text(cx, `${rng.pick(['84130 Dingolfing', '94405 Landau', '84061 Ergoldsbach'])}`, { align: 'center', size: 8 });
  p.down(10).text(cx, `St.-Nr. 132/${rng.int(100, 999)}/${rng.int(10000, 99999)}`, { align: 'center', size: 7.5 });
  p.down(16).text(L, dashes(42), { size: 8 });
  const liters = r2(rng.int(1800, 5200) / 100);
  const ppl = rng.pick([1.389, 1.459, 1.529, 1.619]);
  const fuel = r2(liters * ppl);
  const small = rng
    .some(
      [
        ['H4 Lampe 12V 60/55W', 6.99, 12.99],
        ['Motoröl 15W-40 1L', 9.99, 14.99],
        ['Scheibenreiniger Sommer 1L', 2.99, 4.49],
        ['Sicherungen Sortiment', 3.49, 5.99],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, a: r2(price(rng, lo, hi, 0.5) - 0.01) }));
  const pump = rng.int(1, 8);
  p.down(13).text(L, `Säule ${pump}  ${rng.pick(['Super E5', 'Super', 'Diesel'])}`, { size: 8.5 });
  p.down(10)
    .text(L + 10, `${num(liters, 'de')} l x ${ppl.toFixed(3).replace('.', ',')} EUR/l`, { size: 8 })
    .text(R, `${num(fuel, 'de')} A`, { align: 'right', size: 8.5 });
  for (const s of small) {
    p.down(12)
      .text(L, s.d, { size: 8.5 })
      .text(R, `${num(s.a, 'de')} A`, { align: 'right', size: 8.5 });
  }
  const total = sum([fuel, ...small.map((s) => s.a)]);
  const net = r2(total / 1.19);
  p.down(10).text(L, dashes(42), { size: 8 });
  p.down(14).text(L, 'SUMME EUR', { size: 11, bold: true }).text(R, num(total, 'de'), { align: 'right', size: 11, bold: true });
  p.down(16).text(L, 'girocard', { size: 8.5 }).text(R, num(total, 'de'), { align: 'right', size: 8.5 });
  p.down(16).text(L, 'MwSt      Netto     MwSt     Brutto', { size: 7.5 });
  p.down(10).text(L, `A 19 %  ${num(net, 'de')}   ${num(r2(total - net), 'de')}   ${num(total, 'de')}`, { size: 7.5 });
  p.down(16).text(
    L,
    `${fd(date, 'de')}  ${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}   Bon ${rng.int(1000, 9999)}  Kasse 1`,
    { size: 7.5 },
  );
  p.down(10).text(L, `TSE-Signatur ${rng.int(100000, 999999)}...`, { size: 7 });
  p.down(16).text(cx, 'Vielen Dank und gute Fahrt!', { align: 'center', size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: station, date, totalCost: total });
};

/** A parts shop's till slip in January/February 2002: euro total, the DM amount for comparison. */
export const teileBonEuro02: Family = (rng) => {
  const date = `2002-0${rng.int(1, 2)}-${String(rng.int(2, 27)).padStart(2, '0')}`;
  const p = new PageBuilder();
  const L = 190;
  const R = 405;
  p.y = 56;
  p.text(297, 'AUTOTEILE', { align: 'center', size: 8 });
  p.down(18).text(297, 'KFZ-TEILE KRAMER', { align: 'center', size: 14, bold: true });
  p.down(12).text(297, 'Zubehör · Werkzeug · Oldtimerteile', { align: 'center', size: 8 });
  p.down(10).text(297, `Mannheimer Str. ${rng.int(10, 200)} · 67547 Worms`, { align: 'center', size: 8 });
  p.down(18)
    .text(L, `Beleg ${rng.int(10000, 99999)}`, { size: 8.5 })
    .text(R, fd(date, 'de2'), { align: 'right', size: 8.5 });
  p.down(8).text(L, dashes(46), { size: 8 });
  const items = rng
    .some(
      [
        ['Zündkerze Bosch W7DC', 2.1, 3.2, 4],
        ['Luftfilter LX 117', 8, 14, 1],
        ['Keilriemen 10x800', 6, 11, 1],
        ['Bremsflüssigkeit DOT4 0,5l', 4, 7, 1],
        ['Unterbrecher Kontaktsatz', 7, 12, 1],
        ['Kondensator', 4, 8, 1],
      ] as [string, number, number, number][],
      4,
    )
    .map(([d, lo, hi, q]) => {
      const ep = price(rng, lo, hi, 0.05);
      return { d, q, ep, a: r2(q * ep) };
    });
  for (const i of items) {
    p.down(12).text(L, i.d, { size: 8.5 });
    if (i.q > 1) p.down(10).text(L + 12, `${i.q} x ${num(i.ep, 'de')}`, { size: 8 });
    p.text(R, num(i.a, 'de'), { align: 'right', size: 8.5 });
  }
  const total = sum(items.map((i) => i.a));
  p.down(8).text(L, dashes(46), { size: 8 });
  p.down(14).text(L, 'Summe EUR', { size: 11, bold: true }).text(R, num(total, 'de'), { align: 'right', size: 11, bold: true });
  p.down(13)
    .text(L, 'entspricht DM', { size: 8.5 })
    .text(R, num(r2(total * DM_PER_EUR), 'de'), { align: 'right', size: 8.5 });
  const given = Math.ceil(total / 10) * 10;
  p.down(13).text(L, 'Bar EUR', { size: 8.5 }).text(R, num(given, 'de'), { align: 'right', size: 8.5 });
  p.down(11)
    .text(L, 'Rückgeld EUR', { size: 8.5 })
    .text(R, num(r2(given - total), 'de'), { align: 'right', size: 8.5 });
  p.down(14).text(L, `enth. 16 % MwSt ${num(r2(total - total / 1.16), 'de')} EUR`, { size: 7.5 });
  p.down(10).text(L, '1 EUR = 1,95583 DM', { size: 7.5 });
  p.down(16).text(297, 'Umtausch nur mit Beleg', { align: 'center', size: 8 });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'Kfz-Teile Kramer', date, totalCost: total });
};

/** A Swiss filling station's slip, 1980s, francs with "Fr." and a Total sFr line. */
export const tankstelleCH88: Family = (rng) => {
  const date = rng.date(1985, 1993);
  const p = new PageBuilder();
  const L = 200;
  const R = 395;
  p.box(185, 36, 225, 320);
  p.y = 62;
  const shop = rng.pick(['Garage-Tankstelle Aebi AG', 'Tankstelle Gwerder', 'Autocenter Rüegg']);
  p.text(297, shop, { align: 'center', size: 10.5, bold: true });
  p.down(12).text(297, rng.pick(['Bernstrasse 88, 3400 Burgdorf', 'Hauptstrasse 3, 6430 Schwyz', 'Zürcherstrasse 12, 8630 Rüti']), {
    align: 'center',
    size: 8,
  });
  p.down(20).text(L, 'Quittung', { size: 10, bold: true }).text(R, fd(date, 'de'), { align: 'right', size: 9 });
  p.down(16);
  const liters = r2(rng.int(2000, 5500) / 100);
  const ppl = rng.pick([0.97, 1.02, 1.09, 1.14]);
  const fuel = r05(liters * ppl);
  p.text(L, `${num(liters, 'ch')} l Super bleifrei`, { size: 9 });
  p.down(11)
    .text(L + 10, `à Fr. ${num(ppl, 'ch')}`, { size: 8 })
    .text(R, num(fuel, 'ch'), { align: 'right', size: 9 });
  const extras = rng
    .some(
      [
        ['Motorenöl 1 l', 8, 12],
        ['Scheibenwischer', 14, 22],
        ['Autobahnvignette', 30, 30],
        ['Frostschutz 1 l', 6, 9],
      ] as [string, number, number][],
      2,
    )
    .map(([d, lo, hi]) => ({ d, a: price(rng, lo, hi, 0.05) }));
  for (const e of extras) {
    p.down(13).text(L, e.d, { size: 9 }).text(R, num(e.a, 'ch'), { align: 'right', size: 9 });
  }
  const total = r05(sum([fuel, ...extras.map((e) => e.a)]));
  p.down(10);
  hline(p, L, R - L);
  p.down(15).text(L, 'Total sFr.', { size: 10.5, bold: true }).text(R, num(total, 'ch'), { align: 'right', size: 10.5, bold: true });
  p.down(14)
    .text(L, 'Bar erhalten', { size: 8.5 })
    .text(R, num(Math.ceil(total / 50) * 50, 'ch'), { align: 'right', size: 8.5 });
  p.down(22).text(297, 'Besten Dank — Gute Fahrt', { align: 'center', size: 8 });
  p.down(12).text(297, `Kasse ${rng.int(1, 3)} · ${String(rng.int(7, 19)).padStart(2, '0')}.${String(rng.int(0, 59)).padStart(2, '0')} h`, {
    align: 'center',
    size: 7.5,
  });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
};

/** A Viennese accessories shop's handwritten-style Paragon in schillings, 1970s. */
export const zubehoerWien79: Family = (rng) => {
  const date = rng.date(1974, 1982);
  const p = new PageBuilder();
  p.box(120, 40, 355, 430);
  p.y = 66;
  p.text(297, 'AUTOZUBEHÖR', { align: 'center', size: 9 });
  p.down(17).text(297, 'J. Novotny & Sohn', { align: 'center', size: 15, bold: true, serif: true });
  p.down(12).text(297, 'Wien 15, Mariahilfer Gürtel 31 · Tel. 83 44 17', { align: 'center', size: 8 });
  p.down(22)
    .text(134, `Paragon Nr. ${rng.int(100, 999)}`, { size: 9 })
    .text(461, `Wien, ${fd(date, 'de2')}`, { align: 'right', size: 10, serif: true });
  p.down(14).text(134, `Für: ${rng.pick(['Hr. Dvořák', 'Hr. Ing. Steindl', 'Fr. Pokorny'])}`, { size: 10, serif: true });
  p.down(20);
  const cols = [{ x: 134 }, { x: 160 }, { x: 461, align: 'right' as const }];
  row(p, cols, ['Stk.', 'Gegenstand', 'S'], { bold: true, size: 8.5 });
  hline(p, 120, 355, p.y + 4);
  p.down(20);
  const items = rng
    .some(
      [
        ['Nebelscheinwerfer Hella', 280, 480],
        ['Sitzbezug Kunstfell', 190, 340],
        ['Batterie 12V 44Ah', 520, 780],
        ['Schneeketten', 390, 650],
        ['Außenspiegel chrom', 120, 210],
        ['Abschleppseil', 80, 140],
      ] as [string, number, number][],
      3,
    )
    .map(([d, lo, hi]) => ({ q: 1, d, a: rng.int(lo / 10, hi / 10) * 10 }));
  for (const i of items) {
    row(p, cols, [String(i.q), i.d, `${num(i.a, 'de').slice(0, -3)},--`], { size: 10.5, serif: true });
    p.down(18);
  }
  const total = sum(items.map((i) => i.a));
  p.down(6);
  hline(p, 330, 131);
  p.down(16);
  row(p, [{ x: 330 }, { x: 461, align: 'right' as const }], ['Summe S', `${num(total, 'de').slice(0, -3)},--`], { size: 11, serif: true, bold: true });
  p.down(20).text(134, 'inkl. 18 % MWSt.', { size: 8 });
  p.down(30).text(134, 'Betrag erhalten', { size: 8 }).text(300, 'Novotny', { size: 12, serif: true });
  return doc(p, 'de', { documentType: 'receipt', shopName: 'J. Novotny & Sohn', date, totalCost: total });
};

/** An international motor insurance card (green card), 1970s, numbered fields. */
export const grueneKarte74: Family = (rng) => {
  const start = rng.date(1972, 1978);
  const end = addDays(addDays(start, 365), -1);
  const p = new PageBuilder();
  p.box(40, 40, 515, 520);
  p.y = 66;
  p.text(297, 'INTERNATIONALE VERSICHERUNGSKARTE FÜR KRAFTVERKEHR', { align: 'center', size: 11.5, bold: true });
  p.down(13).text(297, 'International Motor Insurance Card · Carte Internationale d’Assurance Automobile', { align: 'center', size: 7.5 });
  p.down(11).text(297, 'Ausgestellt mit Genehmigung des HUK-Verbandes (Büro Deutschland)', { align: 'center', size: 7.5 });
  p.down(24);
  const nr = `${rng.int(10, 99)} ${rng.int(100000, 999999)}`;
  const cells: [string, string, number, number][] = [
    ['1. Gültigkeitsdauer  vom', fd(start, 'de'), 40, 160],
    ['bis', fd(end, 'de'), 200, 120],
    ['2. Büro / Versicherer-Code', `D / ${rng.int(100, 999)}`, 320, 110],
    ['3. Versicherungsschein-Nr.', nr, 430, 125],
  ];
  for (const [l, v, x, w] of cells) {
    p.box(x, p.y - 10, w, 32);
    p.text(x + 4, l, { size: 6.5 }).text(x + 4, v, { y: p.y + 14, size: 10 });
  }
  p.down(40);
  const veh = rng.pick(['Kraftrad BMW R 75/6', 'Pkw Opel Kadett B', 'Pkw Mercedes 200 D', 'Wohnwagenanhänger Knaus']);
  const plateNr = `${rng.pick(['RO', 'TS', 'BGL'])}-${rng.pick(['AX', 'H', 'MK'])} ${rng.int(10, 999)}`;
  const cells2: [string, string][] = [
    ['4. Kennzeichen (oder Fahrgestell-Nr.)', plateNr],
    ['5. Fahrzeugart', veh],
    ['6. Geltungsbereich', 'A B CH DK E F GB GR I L N NL P S SF YU'],
  ];
  for (const [l, v] of cells2) {
    p.box(40, p.y - 10, 515, 30);
    p.text(44, l, { size: 6.5 }).text(44, v, { y: p.y + 12, size: 10 });
    p.down(30);
  }
  p.down(4);
  p.box(40, p.y - 10, 257, 90);
  p.box(297, p.y - 10, 258, 90);
  p.text(44, '7. Name und Anschrift des Versicherungsnehmers', { size: 6.5 });
  p.text(301, '8. Stempel des Versicherers', { size: 6.5 });
  p.text(44, rng.pick(['Hubert Fellner', 'Anna Stadler', 'Georg Pfaffinger']), { y: p.y + 16, size: 10 });
  p.text(44, `${rng.pick(['Kufsteiner Str. 8', 'Innstraße 40'])}, 8200 Rosenheim`, { y: p.y + 29, size: 10 });
  p.text(305, 'Bayerische Kraftfahrt-Versicherung a.G.', { y: p.y + 18, size: 9, bold: true });
  p.text(305, 'Bezirksdirektion Rosenheim', { y: p.y + 30, size: 8.5 });
  p.text(305, 'Kfz-Haftpflichtversicherung', { y: p.y + 42, size: 8.5 });
  p.down(100);
  para(
    p,
    44,
    'Diese Karte ist in den oben genannten Ländern gültig. Der Versicherer deckt die Haftpflicht nach den Gesetzen über die Pflichtversicherung des besuchten Landes. Die Karte ist bei Grenzübertritt vorzuzeigen.',
    100,
    { size: 7.5, step: 10 },
  );
  return doc(p, 'de', { documentType: 'insurance', policyNumber: nr, effectiveStart: start, effectiveEnd: end, coverageType: 'Kfz-Haftpflichtversicherung' });
};

/** An Oldtimer policy's renewal bill (Beitragsrechnung zur Hauptfälligkeit) with last year's premium. */
export const oldtimerBeitrag09: Family = (rng) => {
  const y = rng.int(2007, 2013);
  const start = `${y}-${rng.pick(['01', '03', '04'])}-01`;
  const end = addDays(`${y + 1}${start.slice(4)}`, -1);
  const billed = addDays(start, -rng.int(25, 45));
  const p = new PageBuilder();
  p.y = 52;
  p.text(40, 'Mercator Versicherung AG', { size: 15, bold: true });
  p.down(12).text(40, 'Spezialtarife für Old- und Youngtimer · Postfach 10 22 40 · 50462 Köln', { size: 8 });
  p.y = 120;
  p.text(40, rng.pick(['Herrn Norbert Kessler', 'Frau Gudrun Lohmann', 'Herrn Dr. Axel Voss']), { size: 10 })
    .down(12)
    .text(40, `${rng.pick(['Am Weiher', 'Buchenallee', 'Hohe Straße'])} ${rng.int(2, 50)}`)
    .down(12)
    .text(40, rng.pick(['51465 Bergisch Gladbach', '53721 Siegburg', '42853 Remscheid']));
  p.text(555, `Köln, ${fd(billed, 'de')}`, { y: 120, align: 'right', size: 9.5 });
  const nr = `KF-${rng.int(100, 999)}.${rng.int(100000, 999999)}`;
  p.text(555, `Versicherungsschein-Nr. ${nr}`, { y: 134, align: 'right', size: 9.5 });
  p.y = 200;
  p.text(40, `Beitragsrechnung zur Hauptfälligkeit ${fd(start, 'de')}`, { size: 12, bold: true });
  p.down(22);
  const veh = rng.pick(['Mercedes-Benz 230 SL (W113)', 'Porsche 912', 'Triumph Spitfire Mk IV', 'Hanomag R 35 Schlepper']);
  const plate = `${rng.pick(['GL', 'SU', 'RS'])}-${rng.pick(['MK', 'TB', 'V'])} ${rng.int(10, 999)}H`;
  para(
    p,
    40,
    `Sehr geehrte Kundin, sehr geehrter Kunde, für Ihr Fahrzeug ${veh}, amtliches Kennzeichen ${plate} (H-Kennzeichen), berechnen wir den Beitrag für das neue Versicherungsjahr wie folgt:`,
    100,
  );
  p.down(10);
  const cols = [{ x: 40 }, { x: 300 }, { x: 555, align: 'right' as const }];
  row(p, cols, ['Sparte', 'Selbstbeteiligung', 'Beitrag netto'], { bold: true, size: 9 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const hp = price(rng, 48, 95, 0.01);
  const tk = price(rng, 30, 70, 0.01);
  const sb = rng.pick([150, 300]);
  row(p, cols, ['Kfz-Haftpflicht (Oldtimer-Tarif)', '—', num(hp, 'de')], { size: 9.5 });
  p.down(14);
  row(p, cols, ['Teilkasko', `${sb} €`, num(tk, 'de')], { size: 9.5 });
  p.down(18);
  const net = sum([hp, tk]);
  const tax = r2(net * 0.19);
  const total = r2(net + tax);
  const tc = [{ x: 300 }, { x: 555, align: 'right' as const }];
  row(p, tc, ['Nettobeitrag', num(net, 'de')], { size: 9.5 });
  p.down(13);
  row(p, tc, ['Versicherungsteuer 19 %', num(tax, 'de')], { size: 9.5 });
  p.down(16);
  row(p, tc, [`Zu zahlen für ${fd(start, 'de')} – ${fd(end, 'de')}`, `${num(total, 'de')} €`], { bold: true, size: 10 });
  p.down(16);
  row(p, tc, ['zum Vergleich Vorjahr', `${num(r2(total - price(rng, 2, 9, 0.01)), 'de')} €`], { size: 8 });
  p.down(30);
  para(
    p,
    40,
    `Der Beitrag wird am ${fd(start, 'de')} von Ihrem Konto abgebucht. Versicherungsumfang: Haftpflicht und Teilkasko nach den AKB, Selbstbeteiligung in der Teilkasko ${sb} € je Schadenfall. Jährliche Fahrleistung bis 6.000 km.`,
    100,
  );
  p.down(20).text(40, 'Mit freundlichen Grüßen', { size: 9.5 });
  p.down(14).text(40, 'Ihre Mercator Versicherung', { size: 9.5 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: nr,
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    coverageType: 'Haftpflicht und Teilkasko',
    deductible: sb,
  });
};

/** A motorcycle's Fahrzeugschein, 1970s: numbered boxes, Kraftrad, HU stamp. */
export const kraftradSchein77: Family = (rng) => {
  const first = rng.date(1974, 1979);
  const p = new PageBuilder();
  p.box(60, 40, 475, 560);
  p.y = 64;
  p.text(297, 'Bundesrepublik Deutschland', { align: 'center', size: 8.5 });
  p.down(18).text(297, 'Fahrzeugschein', { align: 'center', size: 18, bold: true, serif: true });
  const nr = `${rng.pick(['AK', 'BN', 'CR'])} ${rng.int(100000, 999999)}`;
  p.down(14).text(297, `Nr. ${nr}`, { align: 'center', size: 10 });
  p.down(24);
  const plate = `${rng.pick(['WÜ', 'KT', 'SW'])}-${rng.pick(['K', 'AR', 'M'])} ${rng.int(10, 99)}`;
  const bike = rng.pick([
    ['Bayerische Motoren Werke', 'R 60/6'],
    ['Zündapp', 'KS 175'],
    ['Honda', 'CB 400 F'],
    ['Kawasaki', 'Z 650'],
  ]);
  const fields: [string, string][] = [
    ['1  Amtl. Kennzeichen', plate],
    ['2  Fahrzeug- und Aufbauart', 'Kraftrad'],
    ['3  Hersteller', bike[0]],
    ['4  Typ und Ausführung', bike[1]],
    ['5  Fahrzeug-Identifizierungsnummer', `${rng.int(1000000, 9999999)}`],
    ['6  Hubraum cm³', String(rng.pick([173, 399, 599, 652]))],
    ['7  Leistung kW', String(rng.int(13, 45))],
    ['32  Tag der ersten Zulassung', fd(first, 'de')],
  ];
  for (const [l, v] of fields) {
    p.box(70, p.y - 10, 455, 26);
    p.text(74, l, { size: 7 }).text(300, v, { y: p.y + 6, size: 10.5, serif: true });
    p.down(26);
  }
  p.down(10);
  p.text(74, 'Halter', { size: 7 });
  p.down(13).text(74, rng.pick(['Reinhold Dürr', 'Günter Amrhein', 'Wolfgang Seubert']), { size: 10.5, serif: true });
  p.down(13).text(74, `${rng.pick(['Mainstraße 6', 'Am Schenkenturm 2'])}, 87${rng.int(0, 9)}0 ${rng.pick(['Würzburg', 'Kitzingen'])}`, {
    size: 10.5,
    serif: true,
  });
  p.down(30);
  p.box(70, p.y - 10, 220, 60);
  p.text(74, 'Nächste Hauptuntersuchung', { size: 7 });
  p.text(74, fd(addDays(first, 730), 'de').slice(3), { y: p.y + 24, size: 14, bold: true });
  p.box(305, p.y - 10, 220, 60);
  p.text(309, 'Zulassungsstelle', { size: 7 });
  p.text(309, `Landratsamt ${rng.pick(['Würzburg', 'Kitzingen'])}`, { y: p.y + 12, size: 9 });
  p.text(309, `${rng.pick(['Würzburg', 'Kitzingen'])}, den ${fd(first, 'de')}`, { y: p.y + 26, size: 9 });
  p.text(309, '(Dienstsiegel)', { y: p.y + 42, size: 7 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: nr, plateNumber: plate });
};

/** The Fahrzeugscheinheft for red Oldtimer plates (07): the booklet's number, the plate and listed vehicles. */
export const roteNummer11: Family = (rng) => {
  const issued = rng.date(2008, 2016);
  const p = new PageBuilder();
  p.y = 60;
  p.text(297, 'Fahrzeugscheinheft', { align: 'center', size: 17, bold: true });
  p.down(14).text(297, 'für Oldtimerfahrzeuge mit rotem Kennzeichen (§ 17 FZV)', { align: 'center', size: 9.5 });
  p.down(30);
  const heft = `${rng.pick(['M', 'R', 'K'])}${rng.int(100000, 999999)}`;
  const city = rng.pick([
    ['MÜ', 'Landratsamt Mühldorf a. Inn'],
    ['AÖ', 'Landratsamt Altötting'],
    ['PAN', 'Landratsamt Rottal-Inn'],
  ]);
  const plate = `${city[0]}-07${rng.int(100, 999)}`;
  const cells: [string, string][] = [
    ['Heft-Nr.', heft],
    ['Rotes Kennzeichen', plate],
    ['Ausgestellt am', fd(issued, 'de')],
  ];
  cells.forEach(([l, v], i) => {
    p.box(40 + i * 172, p.y - 10, 171, 34);
    p.text(44 + i * 172, l, { size: 7 }).text(44 + i * 172, v, { y: p.y + 15, size: 12, bold: i === 1 });
  });
  p.down(44);
  p.text(40, `Inhaber: ${rng.pick(['Alois Kirchberger', 'Michaela Ertl', 'Josef Unterholzner'])}, ${rng.pick(['Kraiburg', 'Waldkraiburg', 'Neuötting'])}`, {
    size: 10,
  });
  p.down(14).text(40, `Zuteilende Behörde: ${city[1]}`, { size: 10 });
  p.down(26);
  p.text(40, 'Eingetragene Fahrzeuge', { size: 10.5, bold: true });
  p.down(16);
  const cols = [{ x: 40 }, { x: 70 }, { x: 250 }, { x: 420 }];
  row(p, cols, ['Lfd.', 'Hersteller / Typ', 'Fahrzeug-Ident.-Nr.', 'Eingetragen am'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(18);
  const vs = rng.some(['Fendt Dieselross F 15', 'NSU Lambretta 150', 'Mercedes-Benz 170 V', 'Lanz Bulldog D 2806', 'Zündapp Bella R 204'], 3);
  let d = issued;
  vs.forEach((v, i) => {
    row(p, cols, [String(i + 1), v, `${rng.int(100000, 999999)}${rng.int(10, 99)}`, fd(d, 'de')], { size: 9.5 });
    p.box(40, p.y + 5, 515, 0.01);
    p.down(20);
    d = addDays(d, rng.int(60, 700));
  });
  p.down(20);
  para(
    p,
    40,
    'Das rote Kennzeichen darf nur für Fahrten zu Veranstaltungen, Probe- und Überführungsfahrten sowie Wartungs- und Reparaturfahrten verwendet werden. Jede Fahrt ist in das Fahrtenheft einzutragen.',
    105,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'registration', registrationNumber: heft, plateNumber: plate });
};

/** A tractor's Fahrzeugbrief, early 1960s, with later owner entries. */
export const briefZugmaschine62: Family = (rng) => {
  const issued = rng.date(1959, 1965);
  const p = new PageBuilder();
  p.box(50, 36, 495, 620);
  p.y = 62;
  p.text(297, 'Kraftfahrzeugbrief', { align: 'center', size: 19, bold: true, serif: true });
  const nr = `${rng.pick(['A', 'B', 'C'])} ${rng.int(1000000, 9999999)}`;
  p.down(16).text(297, `Nr. ${nr}`, { align: 'center', size: 11 });
  p.down(26);
  const veh = rng.pick([
    ['Heinrich Lanz AG, Mannheim', 'Bulldog D 1706'],
    ['Porsche-Diesel Motorenbau GmbH', 'Junior K'],
    ['Xaver Fendt & Co., Marktoberdorf', 'Dieselross F 24'],
    ['Klöckner-Humboldt-Deutz AG', 'D 30'],
  ]);
  const fields: [string, string][] = [
    ['Fahrzeugart', 'Zugmaschine (Ackerschlepper)'],
    ['Hersteller', veh[0]],
    ['Typ', veh[1]],
    ['Fahrgestell-Nr.', String(rng.int(10000, 99999))],
    ['Zulässiges Gesamtgewicht kg', String(rng.int(18, 36) * 100)],
    ['Höchstgeschwindigkeit km/h', String(rng.pick([16, 20, 25]))],
  ];
  for (const [l, v] of fields) {
    p.text(64, l, { size: 8.5 }).text(270, v, { size: 10.5, serif: true });
    p.box(60, p.y + 5, 475, 0.01);
    p.down(20);
  }
  p.down(16);
  p.text(64, 'Zulassungsstelle', { size: 8 });
  p.down(13).text(64, `Landratsamt ${rng.pick(['Schwäbisch Hall', 'Crailsheim', 'Öhringen'])}`, { size: 10.5, serif: true });
  p.down(14).text(64, `Ausgefertigt am ${fd(issued, 'de')}`, { size: 10.5, serif: true });
  p.down(30);
  p.text(64, 'Eintragungen über den Halter', { size: 10, bold: true });
  p.down(16);
  let d = issued;
  const owners = [
    rng.pick(['Landwirt Karl Bauer, Ilshofen', 'Gottlob Weidner, Vellberg']),
    'Erich Blumenstock, Kirchberg/Jagst',
    rng.pick(['Oldtimerfreunde Hohenlohe e.V.', 'Reinhold Kübler, Gerabronn']),
  ];
  owners.forEach((o, i) => {
    p.text(64, `${i + 1}.`, { size: 9.5 })
      .text(84, o, { size: 10, serif: true })
      .text(530, `eingetragen ${fd(d, 'de')}`, { align: 'right', size: 8.5 });
    p.down(18);
    d = addDays(d, rng.int(2000, 7000));
  });
  p.down(14);
  para(p, 64, 'Der Brief ist sorgfältig aufzubewahren. Er dient zur Sicherung des Eigentums und ist bei jeder Veräußerung dem Erwerber auszuhändigen.', 90, {
    size: 8,
    serif: true,
  });
  return doc(p, 'de', { documentType: 'title', date: issued });
};

/** A private motorcycle sale written out by hand as running text, DM, 1980s. */
export const motorradKauf83: Family = (rng) => {
  const date = rng.date(1981, 1988);
  const priceDM = rng.int(18, 95) * 100;
  const seller = rng.pick(['Herbert Mayr', 'Rudolf Lindner', 'Siegfried Kern']);
  const buyer = rng.pick(['Thomas Greiner', 'Peter Haas', 'Andreas Wolf']);
  const bike = rng.pick(['BMW R 80/7', 'Honda CB 750 Four', 'Yamaha XS 650', 'Moto Guzzi V 50']);
  const town = rng.pick(['Ingolstadt', 'Pfaffenhofen', 'Eichstätt']);
  const p = new PageBuilder();
  p.y = 90;
  p.text(297, 'Kaufvertrag', { align: 'center', size: 20, serif: true, bold: true });
  p.down(40);
  const s = { size: 12, serif: true, step: 19 };
  para(
    p,
    60,
    `Ich, ${seller}, wohnhaft in ${town}, ${rng.pick(['Donaustr. 14', 'Am Graben 3', 'Lindenweg 22'])}, verkaufe heute an Herrn ${buyer} mein Motorrad ${bike}, Fahrgestell-Nr. ${rng.int(6000000, 6999999)}, amtl. Kennz. ${rng.pick(['IN', 'PAF', 'EI'])}-${rng.pick(['R', 'CK', 'H'])} ${rng.int(10, 999)}, mit Fahrzeugbrief und Fahrzeugschein.`,
    72,
    s,
  );
  p.down(8);
  const km = rng.int(12000, 70000);
  para(
    p,
    60,
    `Der Tachostand beträgt ${num(km, 'de').slice(0, -3)} km. Das Motorrad wird wie besichtigt und probegefahren verkauft, unter Ausschluss jeder Gewährleistung. Unfallfrei nach Angabe des Verkäufers.`,
    72,
    s,
  );
  p.down(8);
  para(
    p,
    60,
    `Der Kaufpreis beträgt DM ${num(priceDM, 'de').slice(0, -3)},– und wurde heute bar bezahlt. Den Empfang bestätigt der Verkäufer mit seiner Unterschrift.`,
    72,
    s,
  );
  p.down(40);
  p.text(60, `${town}, den ${fd(date, 'de')}`, { size: 12, serif: true });
  p.down(60);
  p.text(60, seller, { size: 13, serif: true });
  p.text(340, buyer, { size: 13, serif: true });
  p.down(6);
  hline(p, 60, 200);
  hline(p, 340, 200);
  p.down(12).text(60, 'Verkäufer', { size: 8 }).text(340, 'Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: priceDM });
};

/** A Swiss sale of a vintage tractor on a preprinted form: parties in boxes, Anzahlung and Restbetrag. */
export const traktorKaufCH15: Family = (rng) => {
  const date = rng.date(2013, 2019);
  const total = rng.int(45, 190) * 100;
  const deposit = rng.int(5, 20) * 100;
  const p = new PageBuilder();
  p.y = 54;
  p.text(40, 'Kaufvertrag für ein Motorfahrzeug', { size: 15, bold: true });
  p.down(13).text(40, 'Formular des Schweizer Veteranentraktoren-Clubs · gebraucht, ohne Garantie', { size: 8 });
  p.down(24);
  const seller = rng.pick(['Hansruedi Zaugg', 'Fritz Wüthrich', 'Erwin Stucki']);
  const buyer = rng.pick(['Martin Aeschlimann', 'Daniel Ryser', 'Käthi Hofer']);
  const parties: [string, string, string][] = [
    ['Verkäufer', seller, rng.pick(['Hofstatt 4, 3452 Grünenmatt', 'Dorfstrasse 21, 3550 Langnau i.E.'])],
    ['Käufer', buyer, rng.pick(['Oberdorf 7, 4950 Huttwil', 'Moosweg 12, 3415 Hasle b.B.'])],
  ];
  parties.forEach(([l, n, a], i) => {
    const x = 40 + i * 258;
    p.box(x, p.y - 10, 257, 52);
    p.text(x + 4, l, { size: 7 })
      .text(x + 4, n, { y: p.y + 12, size: 10.5 })
      .text(x + 4, a, { y: p.y + 26, size: 9 });
  });
  p.down(60);
  const veh = rng.pick(['Hürlimann D-100', 'Bührer 6 D', 'Meili DM 36', 'Vevey 561']);
  const fields: [string, string][] = [
    ['Marke / Typ', veh],
    ['Fahrgestell-Nr.', String(rng.int(10000, 99999))],
    ['Stammnummer', `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`],
    ['1. Inverkehrsetzung', fd(rng.date(1952, 1968), 'de')],
    ['Letzte MFK', fd(addDays(date, -rng.int(200, 900)), 'de')],
    ['Betriebsstunden', String(rng.int(1500, 9000))],
  ];
  fields.forEach(([l, v], i) => {
    const x = 40 + (i % 3) * 172;
    const yy = p.y + Math.floor(i / 3) * 30;
    p.box(x, yy - 10, 171, 30);
    p.text(x + 4, l, { y: yy - 1, size: 7 }).text(x + 4, v, { y: yy + 13, size: 10 });
  });
  p.down(76);
  const cols = [{ x: 40 }, { x: 300, align: 'right' as const }];
  row(p, cols, ['Kaufpreis', `Fr. ${num(total, 'ch').slice(0, -3)}.–`], { size: 11, bold: true });
  p.down(16);
  row(p, cols, ['Anzahlung (bar erhalten)', `Fr. ${num(deposit, 'ch').slice(0, -3)}.–`], { size: 10 });
  p.down(16);
  row(p, cols, ['Restbetrag bei Übergabe', `Fr. ${num(total - deposit, 'ch').slice(0, -3)}.–`], { size: 10 });
  p.down(30);
  para(
    p,
    40,
    'Der Traktor wird in besichtigtem Zustand übernommen. Nutzen und Gefahr gehen mit der Übergabe auf den Käufer über. Die Kontrollschilder bleiben beim Verkäufer.',
    105,
    { size: 9 },
  );
  p.down(24);
  p.text(40, `Ort und Datum: ${rng.pick(['Grünenmatt', 'Langnau i.E.'])}, ${fd(date, 'de')}`, { size: 10 });
  p.down(50);
  hline(p, 40, 200);
  hline(p, 300, 200);
  p.down(12).text(40, 'Der Verkäufer', { size: 8 }).text(300, 'Der Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: total });
};

/** A marque club's expert appraisal with a points table and a grade, the inspection before the report. */
export const clubGutachten20: Family = (rng) => {
  const seen = rng.date(2017, 2024);
  const report = addDays(seen, rng.int(4, 20));
  const p = new PageBuilder();
  p.y = 52;
  p.text(297, 'Zündapp-Veteranen-Club e.V.', { align: 'center', size: 14, bold: true });
  p.down(13).text(297, 'Technisches Referat · Fahrzeugbewertung durch Vertrauensleute des Clubs', { align: 'center', size: 8.5 });
  p.down(30);
  p.text(40, 'Zustands- und Wertbericht', { size: 13, bold: true });
  p.text(555, `Bericht Nr. ZVC-${yearOf(report)}-${rng.int(10, 99)}`, { y: p.y, align: 'right', size: 9 });
  p.down(22);
  const [veh, built] = rng.pick([
    ['Zündapp KS 601 „Grüner Elefant“ mit Steib-Seitenwagen', 1951],
    ['Zündapp Bella R 204', 1955],
    ['Zündapp DB 201', 1951],
    ['Zündapp KS 750 Gespann', 1941],
  ] as [string, number][]);
  const info: [string, string][] = [
    ['Fahrzeug', veh],
    ['Baujahr', String(built + rng.int(0, 3))],
    ['Eigentümer', rng.pick(['Wilhelm Brückner, Nürnberg', 'Ursula Frey, Ansbach', 'Jens Oberle, Fürth'])],
    ['Besichtigt am', fd(seen, 'de')],
  ];
  for (const [l, v] of info) {
    p.text(40, l, { size: 9 }).text(160, v, { size: 10 });
    p.down(14);
  }
  p.down(12);
  const cats: [string, number][] = [
    ['Rahmen und Fahrwerk', 20],
    ['Motor und Getriebe', 25],
    ['Lack und Chrom', 20],
    ['Elektrik und Beleuchtung', 10],
    ['Sattel, Gummiteile, Zubehör', 10],
    ['Originalität', 15],
  ];
  const cols = [{ x: 40 }, { x: 400, align: 'right' as const }, { x: 480, align: 'right' as const }];
  row(p, cols, ['Baugruppe', 'erreicht', 'max.'], { bold: true, size: 9 });
  hline(p, 40, 460, p.y + 4);
  p.down(18);
  const got = cats.map(([, m]) => Math.max(Math.round(m * 0.55), m - rng.int(1, Math.round(m * 0.35))));
  cats.forEach(([c, m], i) => {
    row(p, cols, [c, String(got[i]), String(m)], { size: 9.5 });
    p.down(14);
  });
  const pts = got.reduce((a, b) => a + b, 0);
  hline(p, 40, 460, p.y - 6);
  p.down(4);
  row(p, cols, ['Gesamtpunktzahl', String(pts), '100'], { bold: true, size: 10 });
  p.down(26);
  const grade = pts >= 90 ? '1-' : pts >= 85 ? '2+' : pts >= 78 ? '2' : pts >= 70 ? '2-' : pts >= 62 ? '3+' : '3';
  const cond = `Zustand ${grade} (${pts} von 100 Punkten)`;
  p.text(40, 'Gesamturteil:', { size: 10, bold: true }).text(130, cond, { size: 10 });
  p.down(22);
  const value = rng.int(45, 260) * 100;
  const repl = r2(value * 1.25);
  p.text(40, 'Marktwert (Händlerverkaufswert) zum Besichtigungstag', { size: 9.5 }).text(555, `${num(value, 'de')} €`, {
    align: 'right',
    size: 10.5,
    bold: true,
  });
  p.down(14);
  p.text(40, 'Wiederbeschaffungswert', { size: 9.5 }).text(555, `${num(repl, 'de')} €`, { align: 'right', size: 9.5 });
  p.down(28);
  para(
    p,
    40,
    'Die Bewertung beruht auf einer Sichtprüfung und einer kurzen Probefahrt. Verdeckte Mängel sind nicht erfasst. Der Bericht dient der Vorlage beim Versicherer.',
    105,
    { size: 8.5 },
  );
  p.down(20);
  const appraiser = rng.pick(['Dipl.-Ing. (FH) Rolf Seidel', 'Karl-Heinz Pröll', 'Dr. Ing. Bernd Wieland']);
  p.text(40, `Fürth, ${fd(report, 'de')}`, { size: 10 });
  p.down(30).text(40, appraiser, { size: 10 });
  p.down(12).text(40, 'Vertrauensmann Technik des Clubs', { size: 8 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: appraiser, appraisalDate: report, appraisedValue: value, conditionNotes: cond });
};
