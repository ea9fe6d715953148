import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, cents, date, dePlate, digits, eur, miles, num, page, person, DE_LAST, DE_MALE, sum, table } from './kit';

const vat = (net: number) => cents(net * 0.19);

/** A body shop: values over small captions in a header band, labour and material in two ruled blocks, the total in a shaded band with its label above. */
export function deKarosserie(rng: Random): Generated {
  const shop = rng.pick(['Karosseriebau Weinzierl', 'Karosserie & Lack Obermaier', 'Lackiererei Steinhoff & Sohn']);
  const invoice = rng.date(2017, 2025);
  const km = rng.int(30000, 160000);
  const side = rng.pick(['links', 'rechts']);
  const rate = rng.pick([64, 71, 78]);
  const labour = [
    { text: `Kotflügel vorn ${side} ausgebeult und verzinnt`, amount: cents(rng.int(6, 11) * rate) },
    { text: `Tür ${side} Unterkante neu aufgebaut`, amount: cents(rng.int(5, 9) * rate) },
    { text: 'Lackierung Kotflügel und Tür in Originalfarbe', amount: cents(rng.int(7, 12) * rate) },
  ];
  const parts = [
    { text: `Reparaturblech Türunterkante ${side}`, amount: price2(rng, 60, 140) },
    { text: 'Lackmaterial und Füller', amount: price2(rng, 180, 320) },
    { text: 'Hohlraumwachs, 1 l', amount: price2(rng, 25, 45) },
  ];
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const b = page();
  b.text(555, shop, { y: 60, size: 18, bold: true, align: 'right' });
  b.text(555, 'Unfallinstandsetzung · Oldtimer-Karosseriearbeiten · Lackierung', { y: 74, size: 8, align: 'right' });
  b.text(555, `Industriestraße ${rng.int(3, 40)} · 84028 Landshut · Tel. 0871 ${digits(rng, 5)}`, { y: 85, size: 8, align: 'right' });
  b.y = 130;
  b.text(40, 'Rechnung', { size: 15, bold: true });
  b.y = 165;
  const band: [string, string][] = [
    [digits(rng, 5), 'Rechnungsnummer'],
    [date(invoice, 'de-long'), 'Rechnungsdatum'],
    [dePlate(rng), 'Kennzeichen'],
    [`${miles(km, 'de')} km`, 'Kilometerstand'],
  ];
  band.forEach(([v, l], i) => {
    b.text(44 + i * 128, v, { size: 10.5 });
    b.text(44 + i * 128, l, { y: b.y + 10, size: 7 });
  });
  b.box(40, 150, 515, 30);
  b.y = 210;
  b.text(40, `Schadenbeseitigung nach Ihrem Auftrag, Fahrzeug: ${rng.pick(['Porsche 912', 'Mercedes-Benz 190 SL', 'Alfa Romeo Giulia 1600'])}`, { size: 9.5 });
  b.down(24);
  table(
    b,
    [
      { x: 44, head: 'Karosserie- und Lackierarbeiten' },
      { x: 551, head: 'Betrag', align: 'right' },
    ],
    labour.map((l) => [l.text, eur(l.amount)]),
  );
  b.text(44, 'Summe Arbeitslohn', { bold: true }).text(551, eur(lab), { align: 'right', bold: true });
  b.down(26);
  table(
    b,
    [
      { x: 44, head: 'Teile und Material' },
      { x: 551, head: 'Betrag', align: 'right' },
    ],
    parts.map((p) => [p.text, eur(p.amount)]),
  );
  b.text(44, 'Summe Teile/Material', { bold: true }).text(551, eur(par), { align: 'right', bold: true });
  b.down(26);
  b.text(330, 'Netto').text(551, eur(net), { align: 'right' });
  b.down(14);
  b.text(330, 'Umsatzsteuer 19 %').text(551, eur(vat(net)), { align: 'right' });
  b.down(14);
  b.box(325, b.y, 230, 40, true);
  b.text(333, 'Gesamtbetrag', { y: b.y + 13, size: 9, bold: true });
  b.text(549, eur(total), { y: b.y + 32, size: 14, bold: true, align: 'right' });
  b.down(64);
  b.text(40, `Bitte überweisen Sie den Betrag bis zum ${date(addDays(invoice, 10), 'de')}.`, { size: 9 });
  b.text(
    40,
    `Raiffeisenbank Landshut · IBAN DE${digits(rng, 2)} 7436 2663 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)} · St.-Nr. 132/${digits(rng, 3)}/${digits(rng, 5)}`,
    { y: 805, size: 7 },
  );
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

const price2 = (rng: Random, lo: number, hi: number) => cents(rng.int(lo * 100, hi * 100) / 100);

/** A restorer's invoice: letter form, a log of hours on several dates, material, a deposit taken off, the balance due. */
export function deRestaurator(rng: Random): Generated {
  const shop = rng.pick(['Oldtimer-Manufaktur Grasegger', 'Klassikwerkstatt Tannenhof', 'Restaurierungsbetrieb Hollerbach']);
  const invoice = rng.date(2018, 2025);
  const km = rng.int(20000, 99000);
  const rate = rng.pick([85, 92, 98]);
  const tasks = rng.some(
    [
      'Motor zerlegt und vermessen',
      'Zylinderkopf überholt, Ventile eingeschliffen',
      'Kurbelwelle geschliffen, Lager erneuert',
      'Motor montiert und eingestellt',
      'Getriebe abgedichtet',
      'Probefahrt und Nachkontrolle',
    ],
    4,
  );
  const labour = tasks.map((t, i) => {
    const h = rng.int(4, 22);
    return { text: t, date: addDays(invoice, -40 + i * 9), hours: h, amount: cents(h * rate) };
  });
  const parts = rng
    .some(
      [
        ['Motordichtsatz komplett', 389.0],
        ['Kolben mit Ringen, Übermaß 0,5 (Satz)', 764.0],
        ['Haupt- und Pleuellager (Satz)', 212.5],
        ['Ventile Auslass (4 Stück)', 156.0],
        ['Steuerkette mit Spanner', 184.9],
      ] as [string, number][],
      3,
    )
    .map(([text, amount]) => ({ text, amount }));
  const lab = sum(labour);
  const par = sum(parts);
  const net = cents(lab + par);
  const total = cents(net + vat(net));
  const deposit = rng.pick([1500, 2000, 2500]);
  const b = page();
  b.text(40, shop, { y: 66, size: 21, serif: true });
  b.text(40, `Meisterbetrieb für historische Fahrzeuge · Am Mühlbach ${rng.int(1, 12)} · 83624 Otterfing`, { y: 82, size: 8 });
  b.y = 125;
  const cust = person(rng, DE_MALE, DE_LAST);
  b.text(40, `Herrn ${cust}`);
  b.text(555, `Otterfing, den ${date(invoice, 'de-long')}`, { align: 'right' });
  b.down(13);
  b.text(40, `${rng.pick(['Bergstraße', 'Schlossallee'])} ${rng.int(1, 60)}, 81${digits(rng, 3)} München`);
  b.down(36);
  b.text(
    40,
    `Schlussrechnung Nr. ${invoice.slice(2, 4)}/${digits(rng, 3)} – Motorüberholung ${rng.pick(['Mercedes-Benz 220 S (W 111)', 'BMW 502', 'Borgward Isabella'])}, ${dePlate(rng)}`,
    { bold: true, size: 10 },
  );
  b.down(22);
  b.text(40, `Sehr geehrter Herr ${cust.split(' ')[1]},`, { serif: true });
  b.down(14);
  b.text(40, `für die Arbeiten an Ihrem Fahrzeug (Tachostand bei Übergabe ${miles(km, 'de')} km) berechnen wir Ihnen:`, { serif: true });
  b.down(24);
  table(
    b,
    [
      { x: 44, head: 'Datum' },
      { x: 110, head: 'Tätigkeit' },
      { x: 420, head: 'Std.', align: 'right' },
      { x: 551, head: 'Betrag', align: 'right' },
    ],
    labour.map((l) => [date(l.date, 'de'), l.text, num(l.hours, 'de', true), num(l.amount, 'de')]),
    { rules: 'none' },
  );
  b.text(110, `Arbeitslohn gesamt (Stundensatz ${num(rate, 'de')} €)`, { bold: true }).text(551, num(lab, 'de'), { align: 'right', bold: true });
  b.down(24);
  for (const p of parts) {
    b.text(110, p.text).text(551, num(p.amount, 'de'), { align: 'right' });
    b.down(14);
  }
  b.text(110, 'Teile gesamt', { bold: true }).text(551, num(par, 'de'), { align: 'right', bold: true });
  b.down(24);
  const rows: [string, string, boolean][] = [
    ['Zwischensumme netto', num(net, 'de'), false],
    ['19 % MwSt.', num(vat(net), 'de'), false],
    ['Rechnungsbetrag', `${num(total, 'de')} €`, true],
    [`abzüglich Anzahlung vom ${date(addDays(invoice, -60), 'de')}`, `- ${num(deposit, 'de')} €`, false],
    ['noch zu zahlen', `${num(cents(total - deposit), 'de')} €`, false],
  ];
  for (const [l, v, bold] of rows) {
    b.text(300, l, { bold, size: 9.5 }).text(551, v, { align: 'right', bold });
    b.down(14);
  }
  b.down(16);
  b.text(40, 'Mit freundlichen Grüßen', { serif: true });
  b.down(14);
  b.text(40, shop, { serif: true });
  b.text(
    40,
    `Kreissparkasse Miesbach-Tegernsee · IBAN DE${digits(rng, 2)} 7115 2570 00${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 2)} · USt-IdNr. DE${digits(rng, 9)}`,
    { y: 805, size: 7 },
  );
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}

/** A tyre shop's bill: till-like, narrow, articles with quantities, prices gross, VAT contained. */
export function deReifen(rng: Random): Generated {
  const shop = rng.pick(['Reifen Gaukel', 'Reifendienst Pfeiffer', 'Pneu-Center Albtal']);
  const invoice = rng.date(2018, 2025);
  const km = rng.int(50000, 180000);
  const tyre = rng.pick(['Michelin XZX 165 SR 15', 'Vredestein Sprint Classic 185/70 VR 14', 'Pirelli Cinturato CN36 185/70 VR 15']);
  const each = price2(rng, 139, 239);
  const parts = [
    { text: tyre, qty: 4, unit: each, amount: cents(4 * each) },
    { text: 'Gummiventil TR 13', qty: 4, unit: 3.5, amount: 14 },
  ];
  const labour = [
    { text: 'Reifenmontage inkl. Auswuchten', qty: 4, unit: 17.5, amount: 70 },
    { text: 'Achsvermessung', qty: 1, unit: 89, amount: 89 },
  ];
  // Prices on this bill are gross: the net figures are what the till would print as a split.
  const lab = sum(labour);
  const par = sum(parts);
  const total = cents(lab + par);
  const contained = cents(total - total / 1.19);
  const b = page();
  const x = 150;
  b.text(297, shop, { y: 60, size: 17, bold: true, align: 'center' });
  b.text(297, `Reifen · Felgen · Achsvermessung · Einlagerung`, { y: 74, size: 8, align: 'center' });
  b.text(297, `Pforzheimer Str. ${rng.int(5, 99)} · 76275 Ettlingen`, { y: 85, size: 8, align: 'center' });
  b.y = 120;
  b.text(x, `Beleg-Nr. ${digits(rng, 7)}`, { size: 9 }).text(445, date(invoice, 'de') + ' ' + `${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, {
    size: 9,
    align: 'right',
  });
  b.down(13);
  b.text(x, `Kennzeichen ${dePlate(rng)}`, { size: 9 });
  b.down(13);
  b.text(x, `km ${miles(km, 'de')}`, { size: 9 });
  b.down(18);
  b.box(x, b.y - 8, 295, 0.01);
  b.down(6);
  for (const l of [...parts, ...labour]) {
    b.text(x, l.text, { size: 9 });
    b.down(11);
    b.text(x + 10, `${l.qty} x ${num(l.unit, 'de')}`, { size: 9 }).text(445, num(l.amount, 'de'), { size: 9, align: 'right' });
    b.down(14);
  }
  b.box(x, b.y - 6, 295, 0.01);
  b.down(10);
  b.text(x, 'Summe Reifen/Teile', { size: 9 }).text(445, num(par, 'de'), { size: 9, align: 'right' });
  b.down(12);
  b.text(x, 'Summe Arbeitsleistung', { size: 9 }).text(445, num(lab, 'de'), { size: 9, align: 'right' });
  b.down(16);
  b.text(x, 'SUMME EUR', { size: 12, bold: true }).text(445, num(total, 'de'), { size: 12, bold: true, align: 'right' });
  b.down(16);
  b.text(x, `enth. MwSt. 19 %`, { size: 8.5 }).text(445, num(contained, 'de'), { size: 8.5, align: 'right' });
  b.down(12);
  b.text(x, `EC-Karte`, { size: 8.5 }).text(445, num(total, 'de'), { size: 8.5, align: 'right' });
  b.down(22);
  b.text(297, 'Radschrauben nach 50 km nachziehen!', { size: 9, bold: true, align: 'center' });
  b.down(12);
  b.text(297, `St.-Nr. 31/${digits(rng, 3)}/${digits(rng, 5)} · Vielen Dank für Ihren Besuch`, { size: 7.5, align: 'center' });
  return {
    items: b.items,
    language: 'de',
    truth: {
      documentType: 'service',
      serviceDate: invoice,
      shopName: shop,
      serviceMileage: km,
      laborCost: lab,
      partsCost: par,
      totalCost: total,
      workPerformed: labour.map((l) => l.text),
      partsUsed: parts.map((p) => p.text),
    },
  };
}
