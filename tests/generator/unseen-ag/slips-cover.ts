/**
 * Receipts and insurance from abroad: a Danish parts shop's Kvittering / Quittung, a Romand parts counter's Quittance /
 * Quittung, a Polish border station's Paragon fiskalny / Kassenbon, a Dutch parts shop's Kassabon / Receipt, an Italian
 * ricambi scontrino, a Swedish parts seller's Kvitto / Receipt; a Dutch Polisblad / Versicherungsschein, a Romand
 * Police / Versicherungspolice, a Danish Forsikringspolice / Versicherungsschein, a Spanish Póliza / Policy, a Swedish
 * Försäkringsbrev / Insurance certificate, a Portuguese Apólice / Policy.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  addYear,
  car,
  digits,
  doc,
  dt,
  FX,
  era,
  hline,
  letters,
  n,
  owner,
  page,
  pairs,
  r2,
  row,
  some,
  stacked,
  sum,
  totals,
  vat,
  year,
  type Col,
} from './kit';

type Item = [string, number];
const PARTS_DE: Item[] = [
  ['Zündkerzen Bosch W7DC', 4.2],
  ['Keilriemen', 9.5],
  ['Ölfilter', 7.8],
  ['Scheibenwischerblätter', 14],
  ['Motoröl 20W-50 5 l', 34],
  ['Glühlampe H4', 4.5],
  ['Kühlerschelle', 1.9],
  ['Benzinschlauch (1 m)', 6.5],
];
const PARTS_EN: Item[] = [
  ['Spark plugs NGK BP6ES', 4.2],
  ['Fan belt', 9.5],
  ['Oil filter', 7.8],
  ['Wiper blades', 14],
  ['Engine oil 20W-50 5 l', 34],
  ['Bulb H4', 4.5],
  ['Hose clip', 1.9],
  ['Fuel hose (1 m)', 6.5],
];
/** Slip lines in a currency: quantity, unit, amount (the amount includes tax, as counters price). */
function slipLines(rng: Random, items: Item[], cur: keyof typeof FX, y: number, step: number) {
  return some(rng, items, 2, 5).map(([desc, base]) => {
    const qty = rng.chance(0.3) ? 2 : 1;
    const raw = base * FX[cur] * era(y) * (0.9 + rng.next() * 0.3);
    const unit = step >= 1 ? Math.max(step, Math.round(raw / step) * step) : r2(Math.max(step, Math.round(raw / step) * step));
    return { desc, qty, unit, amount: step >= 1 ? qty * unit : r2(qty * unit) };
  });
}

export function odenseKvittering(rng: Random): Generated {
  const p = page(60);
  const date = rng.date(1994, 2024);
  const y = year(date);
  const shop = rng.pick(['Classic Car Parts Odense ApS', 'Veteranbil Reservedele Fyn', 'Reservedelscentret Esbjerg A/S']);
  const lines = slipLines(rng, PARTS_DE, 'DKK', y, 0.25);
  const total = sum(lines.map((l) => l.amount));
  const rate = vat('dk', y);
  const inner = r2(total - total / (1 + rate / 100));
  p.text(200, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(200, `${rng.pick(['Vesterbro', 'Rugårdsvej', 'Kongensgade'])} ${rng.int(2, 90)}, DK-5000 Odense C`, { size: 8, align: 'center' });
  p.down(10).text(200, `CVR ${digits(rng, 8)}`, { size: 8, align: 'center' });
  p.down(22).text(200, 'KVITTERING / QUITTUNG', { size: 10, bold: true, align: 'center' });
  p.down(16).text(80, `${dt(date, 'dash')}  kl. ${rng.int(9, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8.5 });
  p.text(320, `Bon nr. ${rng.int(1000, 99999)}`, { size: 8.5, align: 'right' });
  p.down(14);
  hline(p, 80, 240);
  p.down(14);
  for (const l of lines) {
    p.text(80, l.qty > 1 ? `${l.qty} x ${l.desc}` : l.desc, { size: 8.5 });
    p.text(320, n(l.amount, 'dot'), { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, 80, 240, p.y - 4);
  p.down(10);
  p.text(80, 'I ALT DKK / SUMME DKK', { size: 10, bold: true }).text(320, n(total, 'dot'), { size: 10, bold: true, align: 'right' });
  p.down(14).text(80, `Heraf moms ${rate} % / darin MwSt.`, { size: 8 }).text(320, n(inner, 'dot'), { size: 8, align: 'right' });
  p.down(12).text(80, rng.pick(['Dankort', 'Kontant / Bar', 'VISA']), { size: 8 });
  p.down(18).text(200, 'Tak for besøget – Danke für Ihren Besuch', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function genevePieces(rng: Random): Generated {
  const p = page(56);
  const date = rng.date(1996, 2024);
  const y = year(date);
  const shop = rng.pick(['Pièces Auto Anciennes Genève SA', 'Lausanne Classic Parts Sàrl', 'Fribourg Pièces Détachées SA']);
  const lines = slipLines(rng, PARTS_DE, 'CHF', y, 0.05);
  const total = sum(lines.map((l) => l.amount));
  const rate = vat('ch', y);
  p.text(40, shop, { size: 13, bold: true });
  p.down(12).text(40, `${rng.pick(['Rue de Lyon', 'Avenue de Morges', 'Route des Arsenaux'])} ${rng.int(2, 120)} · CH-${rng.int(1200, 1799)}`, { size: 8.5 });
  p.down(30).text(40, `QUITTANCE / QUITTUNG  N° ${rng.int(100, 9999)}`, { size: 12, bold: true });
  p.down(16).text(40, `Date / Datum: ${dt(date, 'de')}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 540, align: 'right' }];
  row(p, cols, ['Article / Artikel', 'Qté / Menge', 'Prix / Preis', 'Total'], { bold: true });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.desc, String(l.qty), n(l.unit, 'ch'), n(l.amount, 'ch')]);
    p.down(12.5);
  }
  p.down(6);
  hline(p, 320, 220, p.y - 8);
  p.text(320, 'Total CHF (TVA incl. / inkl. MWST)', { size: 9, bold: true }).text(540, n(total, 'ch'), { size: 9, bold: true, align: 'right' });
  p.down(14)
    .text(320, `dont TVA / davon MWST ${rate} %`, { size: 8 })
    .text(540, n(r2(total - total / (1 + rate / 100)), 'ch'), { size: 8, align: 'right' });
  p.down(30).text(40, 'Payé comptant / Bar bezahlt — merci / danke', { size: 9 });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function paragonStacja(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2005, 2024);
  const y = year(date);
  const shop = rng.pick(['Stacja Paliw ORLEN nr 4312', 'Stacja Paliw Lotos Kołbaskowo', 'Stacja Paliw „Graniczna” s.c.']);
  const litres = r2(rng.int(2500, 6000) / 100);
  const ppl = r2((y < 2010 ? 3.9 : y < 2020 ? 4.9 : 6.4) + rng.int(0, 60) / 100);
  const fuel = r2(litres * ppl);
  const extra = rng.chance(0.5) ? { desc: 'Olej silnikowy 1 l / Motoröl', amount: r2(rng.int(2500, 4500) / 100) } : null;
  const total = r2(fuel + (extra?.amount ?? 0));
  const rate = vat('pl', y);
  p.text(200, shop, { size: 10, bold: true, align: 'center' });
  p.down(11).text(
    200,
    `${rng.pick(['ul. Szczecińska', 'Przejście graniczne', 'ul. Transportowa'])} ${rng.int(1, 40)}, ${rng.pick(['72-001 Kołbaskowo', '69-100 Słubice', '59-900 Zgorzelec'])}`,
    { size: 8, align: 'center' },
  );
  p.down(10).text(200, `NIP ${digits(rng, 10)}`, { size: 8, align: 'center' });
  p.down(16)
    .text(80, dt(date, 'iso'), { size: 8.5 })
    .text(320, `nr wydr. ${digits(rng, 6)}`, { size: 8.5, align: 'right' });
  p.down(16).text(200, 'PARAGON FISKALNY', { size: 11, bold: true, align: 'center' });
  p.down(11).text(200, 'Kassenbon', { size: 8, align: 'center' });
  p.down(16);
  p.text(80, `${rng.pick(['Pb95', 'Pb98', 'ON'])} Dystr. ${rng.int(1, 8)}`, { size: 8.5 }).down(11);
  p.text(90, `${n(litres, 'comma')} l x ${n(ppl, 'comma')}`, { size: 8.5 }).text(320, `${n(fuel, 'comma')} A`, { size: 8.5, align: 'right' });
  p.down(12);
  if (extra) {
    p.text(80, extra.desc, { size: 8.5 }).text(320, `${n(extra.amount, 'comma')} A`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, 80, 240, p.y - 4);
  p.down(8);
  p.text(80, `Sprzed. opod. PTU A`, { size: 8 }).text(320, n(total, 'comma'), { size: 8, align: 'right' }).down(11);
  p.text(80, `Kwota PTU A ${rate}%`, { size: 8 })
    .text(320, n(r2(total - total / (1 + rate / 100)), 'comma'), { size: 8, align: 'right' })
    .down(14);
  p.text(80, 'SUMA PLN / Summe', { size: 11, bold: true }).text(320, n(total, 'comma'), { size: 11, bold: true, align: 'right' });
  p.down(14)
    .text(80, `Karta / Karte ${rng.pick(['VISA', 'Mastercard', 'Maestro'])}`, { size: 8 })
    .text(320, n(total, 'comma'), { size: 8, align: 'right' });
  p.down(18).text(200, 'Dziękujemy – Vielen Dank – Gute Fahrt!', { size: 8, align: 'center' });
  return doc(p, 'de', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function utrechtKassabon(rng: Random): Generated {
  const p = page(58);
  const date = rng.date(2002, 2024);
  const y = year(date);
  const shop = rng.pick(['Oldtimer Onderdelen Utrecht B.V.', 'Klassiek Auto Onderdelen Zwolle', 'Eindhoven Classic Parts']);
  const lines = slipLines(rng, PARTS_EN, 'EUR', y, 0.01);
  const total = sum(lines.map((l) => l.amount));
  const rate = vat('nl', y);
  p.text(200, shop, { size: 11, bold: true, align: 'center' });
  p.down(12).text(200, `BTW NL${digits(rng, 9)}B01`, { size: 8, align: 'center' });
  p.down(20).text(200, 'KASSABON / RECEIPT', { size: 10, bold: true, align: 'center' });
  p.down(14)
    .text(80, `Datum / Date ${dt(date, 'dash')}`, { size: 8.5 })
    .text(320, `Kassa ${rng.int(1, 4)}`, { size: 8.5, align: 'right' });
  p.down(16);
  for (const l of lines) {
    p.text(80, l.desc, { size: 8.5 }).down(11);
    p.text(95, `${l.qty} x € ${n(l.unit, 'dot')}`, { size: 8 }).text(320, `€ ${n(l.amount, 'dot')}`, { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, 80, 240, p.y - 4);
  p.down(10);
  p.text(80, 'Totaal / Total', { size: 10, bold: true }).text(320, `€ ${n(total, 'dot')}`, { size: 10, bold: true, align: 'right' });
  p.down(14)
    .text(80, `BTW / VAT ${rate}% incl.`, { size: 8 })
    .text(320, `€ ${n(r2(total - total / (1 + rate / 100)), 'dot')}`, { size: 8, align: 'right' });
  p.down(12).text(80, rng.pick(['PIN', 'Contant / Cash', 'Creditcard']), { size: 8 });
  p.down(18).text(200, 'Bedankt! – Thank you!', { size: 8, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function ricambiScontrino(rng: Random): Generated {
  const p = page(60);
  const date = rng.date(1985, 2015);
  const y = year(date);
  const lit = y < 2002;
  const shop = `Autoricambi ${rng.pick(['Rossi', 'Bianchi & C.', 'Colombo', 'Marchetti'])} s.a.s.`;
  const lines = slipLines(rng, PARTS_EN, lit ? 'LIT' : 'EUR', y, lit ? 100 : 0.01);
  const total = lit ? lines.reduce((a, l) => a + l.amount, 0) : sum(lines.map((l) => l.amount));
  const m = (v: number) => (lit ? `L. ${n(v, 'lit')}` : `€ ${n(v, 'dot')}`);
  p.text(200, shop, { size: 10.5, bold: true, align: 'center' });
  p.down(11).text(200, `Via ${rng.pick(['Garibaldi', 'Roma', 'Aurelia'])} ${rng.int(1, 200)} – ${rng.pick(['Sanremo', 'Como', 'Bolzano', 'Rimini'])}`, {
    size: 8,
    align: 'center',
  });
  p.down(10).text(200, `P.IVA ${digits(rng, 11)}`, { size: 8, align: 'center' });
  p.down(18).text(200, lit ? 'SCONTRINO FISCALE / RECEIPT' : 'DOCUMENTO COMMERCIALE / RECEIPT', { size: 9.5, bold: true, align: 'center' });
  p.down(16);
  for (const l of lines) {
    p.text(80, l.qty > 1 ? `${l.qty} x ${l.desc}` : l.desc, { size: 8.5 }).text(320, m(l.amount), { size: 8.5, align: 'right' });
    p.down(12);
  }
  hline(p, 80, 240, p.y - 4);
  p.down(10);
  p.text(80, 'TOTALE / TOTAL', { size: 10.5, bold: true }).text(320, m(total), { size: 10.5, bold: true, align: 'right' });
  p.down(13).text(80, 'CONTANTE / CASH', { size: 8 });
  p.down(16)
    .text(80, `${dt(date, 'de2').replace(/\./g, '-')}   ${rng.int(8, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { size: 8 })
    .text(320, `N. ${rng.int(1, 400)}`, { size: 8, align: 'right' });
  p.down(12).text(200, `MF ${letters(rng, 2)} ${digits(rng, 8)}`, { size: 7.5, align: 'center' });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function kvittoTraff(rng: Random): Generated {
  const p = page(60);
  const date = rng.date(1995, 2024);
  const y = year(date);
  const shop = rng.pick(['Volvo Amazon Delar i Göteborg AB', 'Saab Veteranservice Trollhättan', 'Klassiska Bildelar Örebro AB']);
  const lines = slipLines(rng, PARTS_EN, 'SEK', y, 1);
  const total = lines.reduce((a, l) => a + l.amount, 0);
  const rate = vat('se', y);
  p.text(40, shop, { size: 12, bold: true });
  p.down(12).text(40, `Org.nr ${digits(rng, 6)}-${digits(rng, 4)} · Swish ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, {
    size: 8,
  });
  p.down(26);
  stacked(p, 40, 'KVITTO', 'RECEIPT', { size: 12, bold: true });
  p.text(400, `Datum / Date: ${dt(date, 'iso')}`, { size: 9 });
  p.down(14).text(400, `Kvittonr / No. ${rng.int(100, 9999)}`, { size: 9 });
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 340, align: 'right' }, { x: 420, align: 'right' }, { x: 500, align: 'right' }];
  row(p, cols, ['Vara / Item', 'Antal / Qty', 'À-pris / Each', 'Summa / Sum'], { bold: true, size: 8.5 });
  p.down(14);
  for (const l of lines) {
    row(p, cols, [l.desc, String(l.qty), `${n(l.unit, 'space')}`, `${n(l.amount, 'space')}`]);
    p.down(12.5);
  }
  hline(p, 300, 200, p.y - 6);
  p.down(8);
  p.text(300, 'Totalt / Total', { size: 10, bold: true }).text(500, `${n(total, 'space')} kr`, { size: 10, bold: true, align: 'right' });
  p.down(13)
    .text(300, `varav moms ${rate} % / incl. VAT`, { size: 8 })
    .text(500, `${n(r2(total - total / (1 + rate / 100)), 'space')} kr`, { size: 8, align: 'right' });
  p.down(13).text(300, rng.pick(['Kontant / Cash', 'Swish', 'Kort / Card']), { size: 8 });
  p.down(24).text(40, 'Köpt på / bought at: Veteranbilsträffen, ' + rng.pick(['Skokloster', 'Elmia Jönköping', 'Eskilstuna']), { size: 8 });
  return doc(p, 'en', { documentType: 'receipt', shopName: shop, date, totalCost: total });
}

export function nlPolisblad(rng: Random): Generated {
  const p = page(50);
  const start = `${rng.int(2003, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addYear(start);
  const insurer = rng.pick(['Klassiekerverzekering Nederland N.V.', 'Oldtimer Assuradeuren Groningen B.V.', 'Twentse Klassieker Polis B.V.']);
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, year(start));
  const value = rng.int(8, 90) * 1000;
  const wa = r2(rng.int(6000, 16000) / 100);
  const casco = r2((value * rng.int(60, 120)) / 10000);
  const costs = r2(rng.pick([2.5, 3.5, 4.95]));
  const tax21 = r2(((wa + casco + costs) * 21) / 100);
  const total = r2(wa + casco + costs + tax21);
  const own = rng.pick([150, 250, 500]);
  const polnr = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12).text(
    40,
    `Postbus ${rng.int(100, 9999)}, ${rng.int(7000, 9999)} ${letters(rng, 2)} ${rng.pick(['Groningen', 'Enschede', 'Zwolle'])} · AFM ${digits(rng, 8)}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'POLISBLAD / VERSICHERUNGSSCHEIN', { size: 14, bold: true });
  p.down(22);
  pairs(
    p,
    40,
    230,
    [
      ['Polisnummer / Versicherungsnummer', polnr],
      ['Verzekeringnemer / Versicherungsnehmer', `${name}, ${street}, ${city}`],
      ['Object / Fahrzeug', `${c.name}, bouwjaar / Baujahr ${c.built}`],
      ['Kenteken / Kennzeichen', `${rng.pick(['BOR', 'EMS', 'LER', 'COE'])}-${letters(rng, 2)} ${rng.int(10, 99)}H`],
      ['Ingangsdatum / Beginn', dt(start, 'dash')],
      ['Contractvervaldatum / Ablauf', dt(end, 'dash')],
      ['Getaxeerde waarde / Taxierter Wert', `€ ${n(value, 'dot')}`],
    ],
    { size: 9, step: 13 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 330 }, { x: 550, align: 'right' }];
  row(p, cols, ['Dekking / Deckung', 'Eigen risico / Selbstbeteiligung', 'Premie / Prämie'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['WA / Haftpflicht', '–', `€ ${n(wa, 'dot')}`]);
  p.down(13);
  row(p, cols, ['Volledig Casco / Vollkasko', `€ ${n(own, 'dot')}`, `€ ${n(casco, 'dot')}`]);
  p.down(13);
  row(p, cols, ['Poliskosten / Policenkosten', '', `€ ${n(costs, 'dot')}`]);
  p.down(13);
  row(p, cols, ['Assurantiebelasting 21% / Versicherungsteuer', '', `€ ${n(tax21, 'dot')}`]);
  p.down(16);
  hline(p, 330, 225, p.y - 8);
  row(p, cols, ['', 'Totaal per jaar / Jahresbeitrag', `€ ${n(total, 'dot')}`], { bold: true });
  p.down(30);
  p.text(40, 'Maximaal 5.000 km per jaar / höchstens 5.000 km jährlich. Nederlandse tekst is bindend / der niederländische Text ist maßgebend.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: polnr,
    coverageType: 'Vollkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: own,
  });
}

export function romandPolice(rng: Random): Generated {
  const p = page(54);
  const start = `${rng.int(1996, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addDays(addYear(start), -1);
  const insurer = rng.pick(['La Romande Assurances SA', 'Helvetia Léman Assurances', 'Mutuelle Vaudoise Véhicules']);
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, year(start));
  const rc = r2(rng.int(18000, 42000) / 100);
  const casco = r2(rng.int(9000, 26000) / 100);
  const stamp = r2(((rc + casco) * 5) / 100);
  const total = Math.round((rc + casco + stamp) * 20) / 20;
  const ded = rng.pick([200, 300, 500]);
  const pol = `${rng.int(10, 99)}.${digits(rng, 3)}.${digits(rng, 3)}`;
  p.text(40, insurer, { size: 14, bold: true, serif: true });
  p.down(12).text(40, `Avenue ${rng.pick(['de la Gare', 'de Rumine', 'du Théâtre'])} ${rng.int(1, 50)}, CH-1003 Lausanne`, { size: 8.5 });
  p.y = 110;
  p.text(330, name).down(12).text(330, street).down(12).text(330, city);
  p.y = 170;
  p.text(40, 'Police d’assurance / Versicherungspolice', { size: 13, bold: true, serif: true });
  p.down(14).text(40, 'Véhicule de collection / Veteranenfahrzeug', { size: 9 });
  p.down(20);
  pairs(
    p,
    40,
    240,
    [
      ['N° de police / Policen-Nr.', pol],
      ['Durée / Dauer', `${dt(start, 'de')} – ${dt(end, 'de')}`],
      ['Véhicule / Fahrzeug', `${c.name} (${c.built})`],
      ['Plaques / Kontrollschild', `VD ${rng.int(1000, 99999)} U`],
    ],
    { size: 9, step: 13 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 330 }, { x: 550, align: 'right' }];
  row(p, cols, ['Couverture / Deckung', 'Franchise / Selbstbehalt', 'Prime / Prämie CHF'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['Responsabilité civile / Haftpflicht', '–', n(rc, 'ch')]);
  p.down(13);
  row(p, cols, ['Casco partielle / Teilkasko', `CHF ${n(ded, 'ch')}`, n(casco, 'ch')]);
  p.down(13);
  row(p, cols, ['Droit de timbre fédéral 5 % / Eidg. Stempelabgabe', '', n(stamp, 'ch')]);
  p.down(16);
  hline(p, 330, 225, p.y - 8);
  row(p, cols, ['', 'Prime annuelle / Jahresprämie', n(total, 'ch')], { bold: true });
  p.down(30);
  p.text(40, `Lausanne, le ${dt(addDays(start, -rng.int(10, 30)), 'long-fr')}`, { size: 9 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Teilkasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

export function dkForsikring(rng: Random): Generated {
  const p = page(50);
  const start = `${rng.int(1995, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  const end = addYear(start);
  const insurer = rng.pick(['Veteranbilforsikring Danmark A/S', 'Nordisk Klassiker Forsikring', 'Fynske Motorforsikring G/S']);
  const [name, street] = owner(rng, 'de');
  const c = car(rng, year(start));
  const ans = r2(rng.int(60000, 140000) / 100);
  const kasko = r2(rng.int(40000, 120000) / 100);
  const afgift = r2((rng.pick([0.8, 1.1]) * (ans + kasko)) / 100);
  const total = r2(ans + kasko + afgift);
  const ded = rng.pick([1000, 2500, 5000]);
  const pol = `${digits(rng, 2)}-${digits(rng, 6)}`;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Strandvejen', 'Vesterbrogade', 'Nørregade'])} ${rng.int(2, 200)}, DK-${rng.int(1000, 9990)} ${rng.pick(['København', 'Hellerup', 'Odense'])} · CVR ${digits(rng, 8)}`,
    { size: 8.5 },
  );
  p.down(30);
  stacked(p, 40, 'FORSIKRINGSPOLICE', 'Versicherungsschein', { size: 15, bold: true });
  p.down(34);
  const grid: [string, string, string][] = [
    ['Policenr.', 'Versicherungs-Nr.', pol],
    ['Forsikringstager', 'Versicherungsnehmer', `${name}, ${street}, ${rng.pick(['DK-6300 Gråsten', 'DK-6200 Aabenraa', 'DK-6400 Sønderborg'])}`],
    ['Køretøj', 'Fahrzeug', `${c.name}, ${c.built}, reg.nr. ${letters(rng, 2)} ${digits(rng, 5)}`],
    ['Ikrafttræden', 'Beginn', dt(start, 'dash')],
    ['Hovedforfald', 'Hauptfälligkeit', dt(end, 'dash')],
  ];
  for (const [l, tr, v] of grid) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(200, v, { size: 9.5 });
    p.down(24);
  }
  p.down(6);
  const cols: Col[] = [{ x: 40 }, { x: 330 }, { x: 550, align: 'right' }];
  row(p, cols, ['Dækning / Deckung', 'Selvrisiko / Selbstbeteiligung', 'Præmie / Prämie'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['Ansvar / Haftpflicht', '–', `kr. ${n(ans, 'dot')}`]);
  p.down(13);
  row(p, cols, ['Kasko / Kasko', `kr. ${n(ded, 'dot')}`, `kr. ${n(kasko, 'dot')}`]);
  p.down(13);
  row(p, cols, ['Skadesforsikringsafgift / Abgabe', '', `kr. ${n(afgift, 'dot')}`]);
  p.down(16);
  hline(p, 330, 225, p.y - 8);
  row(p, cols, ['', 'Årlig præmie i alt / Jahresprämie', `kr. ${n(total, 'dot')}`], { bold: true });
  p.down(26).text(40, 'Kørsel max. 3.000 km årligt / höchstens 3.000 km im Jahr. Beløb i DKK / Beträge in DKK.', { size: 8 });
  return doc(p, 'de', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Kasko',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

export function esPoliza(rng: Random): Generated {
  const p = page(50);
  const start = rng.date(2003, 2024);
  const end = addYear(start);
  const insurer = rng.pick(['Mutua Clásicos Seguros S.A.', 'Aseguradora Costa Vehículos Históricos', 'Seguros Alicante Auto S.A.']);
  const [name] = owner(rng, 'en');
  const c = car(rng, year(start));
  const net = r2(rng.int(18000, 52000) / 100);
  const taxes = r2(net * 0.0815);
  const total = r2(net + taxes);
  const ded = rng.pick([150, 300, 600]);
  const pol = `${letters(rng, 2)}-${digits(rng, 8)}`;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12).text(
    40,
    `Avda. ${rng.pick(['de la Estación', 'Maisonnave', 'del Mediterráneo'])} ${rng.int(1, 80)}, 03${rng.int(100, 999)} ${rng.pick(['Alicante', 'Jávea', 'Denia', 'Benidorm'])} · CIF A-${digits(rng, 8)}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'PÓLIZA DE SEGURO / INSURANCE POLICY', { size: 14, bold: true });
  p.down(14).text(40, 'Condiciones particulares / Schedule', { size: 9 });
  p.down(20);
  pairs(
    p,
    40,
    240,
    [
      ['Nº de póliza / Policy no.', pol],
      ['Tomador / Policyholder', `${name}, ${rng.pick(['Jávea', 'Moraira', 'Altea', 'Calpe'])}`],
      ['Vehículo / Vehicle', `${c.name} (${c.built})`],
      ['Matrícula / Registration', `${digits(rng, 4)} ${letters(rng, 3, 'BCDFGHJKLMNPRSTVWXYZ')}`],
      ['Efecto / Inception', `${dt(start, 'slash')} 00:00 h`],
      ['Vencimiento / Expiry', `${dt(end, 'slash')} 24:00 h`],
    ],
    { size: 9, step: 13 },
  );
  p.down(12);
  p.text(40, 'Modalidad / Cover:', { size: 9, bold: true });
  p.text(240, 'Todo riesgo con franquicia / Comprehensive with excess', { size: 9 });
  p.down(13)
    .text(40, 'Franquicia / Excess:', { size: 9, bold: true })
    .text(240, `${n(ded, 'dot')} €`, { size: 9 });
  p.down(24);
  totals(p, 300, 550, [
    ['Prima neta / Net premium', `${n(net, 'dot')} €`],
    ['Impuestos y recargos / Taxes and surcharges', `${n(taxes, 'dot')} €`],
    ['Prima total / Total premium', `${n(total, 'dot')} €`, true],
  ]);
  p.down(20).text(40, 'The Spanish text prevails. Recibo domiciliado / paid by direct debit.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

export function seForsakringsbrev(rng: Random): Generated {
  const p = page(54);
  const start = rng.date(1998, 2024);
  const end = addDays(addYear(start), -1);
  const insurer = rng.pick(['Veteranbilsförsäkring Sverige AB', 'Klassikerförsäkringar Norden', 'Motorhistoriska Försäkring AB']);
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, year(start));
  const total = rng.int(6, 40) * 50;
  const ded = rng.pick([1000, 1500, 3000]);
  const pol = `${digits(rng, 4)}-${digits(rng, 6)}`;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(30);
  stacked(p, 40, 'Försäkringsbrev', 'Insurance certificate', { size: 15, bold: true });
  p.down(34);
  const list: [string, string, string][] = [
    ['Försäkringsnummer', 'Policy number', pol],
    ['Försäkringstagare', 'Policyholder', `${name}, ${street}, ${city}`],
    ['Fordon', 'Vehicle', `${c.name}, ${c.built}, reg.nr ${letters(rng, 3)} ${digits(rng, 3)}`],
    ['Försäkringsperiod', 'Period of insurance', `${dt(start, 'iso')} – ${dt(end, 'iso')}`],
    ['Omfattning', 'Cover', 'Helförsäkring / Comprehensive'],
    ['Självrisk vagnskada', 'Excess, own damage', `${n(ded, 'space').replace(',00', '')} kr`],
    ['Årspremie', 'Annual premium', `${n(total, 'space')} kr`],
  ];
  for (const [l, tr, v] of list) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(210, v, { size: 9.5, bold: l === 'Årspremie' });
    p.down(24);
  }
  p.down(8);
  p.text(40, 'Premien inkluderar ingen skatt / no premium tax applies in Sweden. Medlemskap i klubb krävs / club membership required.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Comprehensive',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}

export function ptApolice(rng: Random): Generated {
  const p = page(50);
  const start = rng.date(2004, 2024);
  const end = addDays(addYear(start), -1);
  const insurer = rng.pick(['Seguradora Lusitana Clássicos S.A.', 'Mútua do Algarve Seguros', 'Tranquilidade Histórica S.A.']);
  const [name] = owner(rng, 'en');
  const c = car(rng, year(start));
  const rc = r2(rng.int(9000, 24000) / 100);
  const dp = r2(rng.int(8000, 30000) / 100);
  const charges = r2((rc + dp) * 0.13);
  const total = r2(rc + dp + charges);
  const ded = rng.pick([250, 500, 750]);
  const pol = `${digits(rng, 10)}`;
  p.text(40, insurer, { size: 13, bold: true });
  p.down(12).text(
    40,
    `Av. ${rng.pick(['da Liberdade', '5 de Outubro', 'da República'])} ${rng.int(1, 200)}, ${rng.int(1000, 8999)}-${digits(rng, 3)} ${rng.pick(['Lisboa', 'Faro', 'Porto'])}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'APÓLICE / POLICY – Condições Particulares / Schedule', { size: 13, bold: true });
  p.down(22);
  pairs(
    p,
    40,
    230,
    [
      ['Apólice n.º / Policy no.', pol],
      ['Tomador / Policyholder', name],
      ['Veículo / Vehicle', `${c.name}, matrícula / reg. ${digits(rng, 2)}-${digits(rng, 2)}-${letters(rng, 2)}`],
      ['Início / Start', dt(start, 'dash')],
      ['Termo / End', dt(end, 'dash')],
    ],
    { size: 9, step: 13 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 330 }, { x: 550, align: 'right' }];
  row(p, cols, ['Coberturas / Cover', 'Franquia / Excess', 'Prémio / Premium'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  row(p, cols, ['Responsabilidade Civil / Third party', '–', `${n(rc, 'dot')} €`]);
  p.down(13);
  row(p, cols, ['Danos Próprios / Own damage', `${n(ded, 'dot')} €`, `${n(dp, 'dot')} €`]);
  p.down(13);
  row(p, cols, ['Encargos e impostos / Charges and taxes', '', `${n(charges, 'dot')} €`]);
  p.down(16);
  hline(p, 330, 225, p.y - 8);
  row(p, cols, ['', 'Prémio total / Total premium', `${n(total, 'dot')} €`], { bold: true });
  p.down(26).text(40, 'Em caso de divergência prevalece o texto português / the Portuguese text prevails.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'insurance',
    policyNumber: pol,
    coverageType: 'Own damage',
    premium: total,
    effectiveStart: start,
    effectiveEnd: end,
    deductible: ded,
  });
}
