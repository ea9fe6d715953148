/**
 * German-language purchase paper: a club-style printed Kaufvertrag with seller and buyer side by side and a deposit,
 * a private contract written out as prose, a dealer's invoice for a car with a part exchange, an Austrian contract in
 * Schilling or Euro with parties stacked, and a Swiss contract in francs.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para, r2, row, vatDE, type Col } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AT_TOWNS, CH_TOWNS, DE_TOWNS, car, digits, field, letters, lv, personDE, plateDE, streetDE, twoPeople } from './kit';

const cur = (iso: string) => (iso < '2002-01-01' ? 'DM' : 'EUR');

export function clubKaufvertrag(rng: Random): Generated {
  const date = rng.date(1992, 2026);
  const c = car(rng, (x) => x.to < 1995);
  const [seller, buyer] = twoPeople(rng, 'de');
  const [plzA, townA, distA] = rng.pick(DE_TOWNS);
  const [plzB, townB] = rng.pick(DE_TOWNS);
  const C = cur(date);
  const price = rng.int(6, 90) * 500;
  const deposit = rng.chance(0.6) ? rng.int(1, 5) * 500 : 0;
  const p = new PageBuilder();
  p.text(50, 'Kaufvertrag', { size: 18, bold: true });
  p.text(180, 'für den privaten Verkauf eines gebrauchten Kraftfahrzeugs', { size: 10 });
  p.down(12).text(
    50,
    rng.pick(['Vordruck des Allgemeinen Schnauferl-Clubs', 'Mustervertrag — Automobilclub von Deutschland', 'Formular Oldtimer-IG Süd e.V.']),
    { size: 7.5 },
  );
  p.down(16);
  const top = p.y;
  p.box(50, top, 245, 96);
  p.box(300, top, 245, 96);
  p.text(55, 'Verkäufer', { y: top + 12, size: 9, bold: true });
  p.text(305, 'Käufer', { y: top + 12, size: 9, bold: true });
  const side = (x: number, name: string, street: string, place: string) => {
    p.text(x, `Name: ${name}`, { y: top + 32, size: 9.5 });
    p.text(x, `Straße: ${street}`, { y: top + 50, size: 9.5 });
    p.text(x, `PLZ, Ort: ${place}`, { y: top + 68, size: 9.5 });
    p.text(x, `Ausweis-Nr.: ${letters(rng, 1)}${digits(rng, 8)}`, { y: top + 86, size: 9.5 });
  };
  side(55, seller, streetDE(rng), `${plzA} ${townA}`);
  side(305, buyer, streetDE(rng), `${plzB} ${townB}`);
  p.y = top + 112;
  p.text(50, 'Fahrzeug', { size: 10, bold: true });
  p.down(8);
  const f = p.y;
  field(p, 50, f, 245, 'Hersteller / Typ', `${c.make} ${c.model}`);
  field(p, 295, f, 250, 'Fahrzeug-Ident.-Nr.', c.vin);
  field(p, 50, f + 26, 160, 'Amtl. Kennzeichen', plateDE(rng, distA, date >= '1997' && rng.chance(0.6)));
  field(p, 210, f + 26, 170, 'Erstzulassung', String(c.year));
  field(p, 380, f + 26, 165, 'Km-Stand (abgelesen)', num(rng.int(20000, 240000), 'de').slice(0, -3));
  field(p, 50, f + 52, 245, date < '2005' ? 'Fahrzeugbrief-Nr.' : 'ZB II-Nr.', `${letters(rng, date < '2005' ? 1 : 2)}${digits(rng, 7)}`);
  field(p, 295, f + 52, 250, 'Nächste HU', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + rng.int(0, 2)}`);
  p.y = f + 96;
  p.text(50, 'Kaufpreis und Zahlung', { size: 10, bold: true });
  p.down(18);
  lv(p, 55, 'Kaufpreis:', `${num(price, 'de')} ${C}`, 200, { bold: true });
  p.down(14);
  p.text(200, `in Worten: ${rng.pick(['siehe oben', 'wie vereinbart'])}`, { size: 8.5 });
  if (deposit) {
    p.down(16);
    lv(p, 55, 'Anzahlung erhalten:', `${num(deposit, 'de')} ${C} am ${fd(addDays(date, -rng.int(3, 20)), 'de')}`, 200);
    p.down(14);
    lv(p, 55, 'Restbetrag bar bei Übergabe:', `${num(price - deposit, 'de')} ${C}`, 200);
  }
  p.down(24);
  para(
    p,
    50,
    'Das Kraftfahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft, soweit nicht nachstehend eine Garantie übernommen wird. Der Verkäufer sichert zu, dass das Fahrzeug sein Eigentum ist und, soweit ihm bekannt, keine Unfallschäden hat außer: ' +
      rng.pick(['keine', 'Blechschaden vorne links, fachgerecht behoben', 'Bagatellschaden Heck']) +
      '.',
    100,
    { size: 8.5 },
  );
  p.down(8);
  lv(
    p,
    50,
    'Übergabe:',
    `${fd(date, 'de')}, ${rng.pick(['14:30', '10:00', '17:15'])} Uhr, mit 2 Schlüsseln und ${rng.pick(['Serviceheft', 'Betriebsanleitung', 'Wertgutachten'])}`,
    120,
  );
  p.down(36);
  p.text(50, `${townA}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(30);
  hline(p, 50, 200);
  hline(p, 330, 200);
  p.down(12).text(50, 'Unterschrift Verkäufer', { size: 8 });
  p.text(330, 'Unterschrift Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function privatvertragProsa(rng: Random): Generated {
  const date = rng.date(1965, 2024);
  const c = car(rng, () => true, Number(date.slice(0, 4)));
  const [seller, buyer] = twoPeople(rng, 'de');
  const [, town] = rng.pick(DE_TOWNS);
  const C = cur(date) === 'DM' ? 'DM' : 'Euro';
  const price = rng.int(4, 60) * 250;
  const p = new PageBuilder();
  p.text(297, 'Kaufvertrag', { size: 16, serif: true, align: 'center' });
  p.down(40);
  para(
    p,
    60,
    `Herr/Frau ${seller}, wohnhaft ${streetDE(rng)} in ${town}, verkauft heute an Herrn/Frau ${buyer} den Personenwagen ${c.make} ${c.model}, Baujahr ${c.year}, Fahrgestellnummer ${c.vin}, wie besichtigt und probegefahren.`,
    78,
    { serif: true, size: 11.5, step: 19 },
  );
  p.down(8);
  para(
    p,
    60,
    `Der Kaufpreis beträgt ${num(price, 'de')} ${C} (in Worten: ${rng.pick(['wie nebenstehend', 'siehe Zahl'])}) und wurde heute in bar bezahlt. Der Empfang des Geldes wird hiermit bestätigt.`,
    78,
    { serif: true, size: 11.5, step: 19 },
  );
  p.down(8);
  para(
    p,
    60,
    'Der Wagen wird verkauft wie er steht und liegt, unter Ausschluss jeder Gewährleistung. Fahrzeugbrief, Fahrzeugschein und ' +
      rng.pick(['zwei Schlüssel', 'ein Satz Winterreifen', 'die Rechnungsmappe']) +
      ' wurden übergeben.',
    78,
    { serif: true, size: 11.5, step: 19 },
  );
  p.down(30).text(60, `${town}, den ${fd(date, rng.pick(['de', 'delong', 'de2'] as const))}`, { size: 11.5, serif: true });
  p.down(50).text(60, seller, { size: 11, serif: true });
  p.text(330, buyer, { size: 11, serif: true });
  p.down(14).text(60, '(Verkäufer)', { size: 9, serif: true });
  p.text(330, '(Käufer)', { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function haendlerRechnungFahrzeug(rng: Random): Generated {
  const date = rng.date(1988, 2026);
  const y = Number(date.slice(0, 4));
  const C = cur(date) === 'DM' ? 'DM' : '€';
  const c = car(rng, (x) => x.to < 1995);
  const [plz, town] = rng.pick(DE_TOWNS);
  const dealer = rng.pick(['Klassik-Automobile Brenner GmbH', 'Sternzeit Oldtimerhandel e.K.', 'Autohaus am Schlossberg — Young- und Oldtimer']);
  const buyer = personDE(rng);
  const margin = rng.chance(0.6);
  const price = rng.int(10, 120) * 500;
  const trade = rng.chance(0.6) ? rng.int(2, 20) * 250 : 0;
  const reg = rng.chance(0.5) ? rng.pick([150, 189, 249]) : 0;
  const no = `${y}-${rng.int(100, 999)}`;
  const p = new PageBuilder();
  p.text(50, dealer, { size: 13, bold: true });
  p.down(12).text(50, `${streetDE(rng)} · ${plz} ${town} · USt-IdNr. DE${digits(rng, 9)}`, { size: 8 });
  p.down(34).text(50, buyer, { size: 10 });
  p.down(13).text(50, streetDE(rng), { size: 10 });
  p.down(13).text(50, rng.pick(DE_TOWNS).slice(0, 2).join(' '), { size: 10 });
  p.down(36).text(50, `Rechnung Nr. ${no}`, { size: 14, bold: true });
  p.text(545, `${town}, ${fd(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(14).text(50, `Lieferdatum = Rechnungsdatum · Kunden-Nr. ${digits(rng, 5)}`, { size: 8.5 });
  p.down(24);
  para(p, 50, `Wir lieferten Ihnen gemäß verbindlicher Bestellung vom ${fd(addDays(date, -rng.int(3, 30)), 'de')} das folgende Gebrauchtfahrzeug:`, 100);
  p.down(4);
  lv(p, 60, 'Fahrzeug:', `${c.make} ${c.model}, EZ ${c.year}`, 160);
  p.down(14);
  lv(p, 60, 'FIN:', c.vin, 160);
  p.down(14);
  lv(p, 60, 'Laufleistung:', `${num(rng.int(30000, 190000), 'de').slice(0, -3)} km (lt. Tacho, nicht garantiert)`, 160);
  p.down(24);
  const cols: Col[] = [{ x: 60 }, { x: 540, align: 'right' }];
  const vat = vatDE(y);
  if (margin) {
    row(p, cols, ['Kaufpreis Fahrzeug', `${num(price, 'de')} ${C}`], { size: 10, bold: true });
    p.down(14);
    p.text(60, 'Differenzbesteuerung gem. § 25a UStG — die Umsatzsteuer wird nicht gesondert ausgewiesen.', { size: 8.5 });
  } else {
    const net = r2(price / (1 + vat / 100));
    row(p, cols, ['Fahrzeugpreis netto', `${num(net, 'de')} ${C}`], { size: 10 });
    p.down(14);
    row(p, cols, [`zzgl. ${vat} % MwSt.`, `${num(r2(price - net), 'de')} ${C}`], { size: 10 });
    p.down(14);
    row(p, cols, ['Kaufpreis Fahrzeug brutto', `${num(price, 'de')} ${C}`], { size: 10, bold: true });
  }
  let due = price;
  if (reg) {
    p.down(16);
    row(p, cols, ['Zulassungsservice inkl. H-Kennzeichen (Auslage)', `${num(reg, 'de')} ${C}`], { size: 10 });
    due += reg;
  }
  if (trade) {
    p.down(16);
    const tc = car(rng);
    row(p, cols, [`abzüglich Inzahlungnahme ${tc.make} ${tc.model.split(' ')[0]}, FIN …${tc.vin.slice(-6)}`, `- ${num(trade, 'de')} ${C}`], { size: 10 });
    due -= trade;
  }
  p.down(8);
  hline(p, 330, 215);
  p.down(15);
  row(p, cols, ['Zahlbetrag', `${num(due, 'de')} ${C}`], { size: 11, bold: true });
  p.down(30);
  para(
    p,
    50,
    `Der Betrag ist bei Übergabe ohne Abzug fällig. Das Fahrzeug bleibt bis zur vollständigen Bezahlung unser Eigentum. Gewährleistung: ${rng.pick(['12 Monate gemäß unseren Verkaufsbedingungen', 'gemäß beiliegender Gebrauchtwagen-Garantie', 'gesetzlich, ein Jahr'])}.`,
    100,
    { size: 8.5 },
  );
  return doc(p, 'de', { documentType: 'purchase', sellerName: dealer, saleDate: date, purchasePrice: price });
}

export function oesterreichKaufvertrag(rng: Random): Generated {
  const date = rng.date(1985, 2025);
  const ats = date < '2002-01-01';
  const C = ats ? 'ATS' : 'EUR';
  const c = car(rng, (x) => x.to < 1995);
  const [seller, buyer] = twoPeople(rng, 'de');
  const [plz, town, dist] = rng.pick(AT_TOWNS);
  const price = ats ? rng.int(20, 600) * 1000 : rng.int(5, 60) * 500;
  const p = new PageBuilder();
  p.text(50, 'KAUFVERTRAG über ein gebrauchtes Kraftfahrzeug', { size: 14, bold: true });
  p.down(12).text(50, 'Privatverkauf — nach dem Muster des Österreichischen Motor-Veteranen-Clubs', { size: 8 });
  p.down(26).text(50, 'Verkäufer', { size: 10, bold: true });
  p.down(15);
  lv(p, 60, 'Vor- und Zuname:', seller, 190);
  p.down(14);
  lv(p, 60, 'Anschrift:', `${streetDE(rng).replace('straße', 'gasse')}, ${plz} ${town}`, 190);
  p.down(22).text(50, 'Käufer', { size: 10, bold: true });
  p.down(15);
  lv(p, 60, 'Vor- und Zuname:', buyer, 190);
  p.down(14);
  lv(p, 60, 'Anschrift:', `${streetDE(rng)}, ${rng.pick(AT_TOWNS).slice(0, 2).join(' ')}`, 190);
  p.down(22).text(50, 'Kaufgegenstand', { size: 10, bold: true });
  p.down(15);
  lv(p, 60, 'Marke / Type:', `${c.make} ${c.model}`, 190);
  p.down(14);
  lv(p, 60, 'Fahrgestellnummer:', c.vin, 190);
  p.down(14);
  lv(p, 60, 'Kennzeichen:', `${dist}-${rng.int(100, 99999)} ${letters(rng, 1)} (wird vom Verkäufer abgemeldet)`, 190);
  p.down(14);
  lv(p, 60, 'Typenschein / Einzelgenehmigung:', 'wird übergeben', 230);
  p.down(14);
  lv(p, 60, '§ 57a-Begutachtung gültig bis:', `${String(rng.int(1, 12)).padStart(2, '0')}/${Number(date.slice(0, 4)) + 1}`, 230);
  p.down(24);
  lv(p, 50, 'Kaufpreis:', `${C} ${num(price, 'de')}`, 190, { bold: true, size: 11 });
  p.down(16);
  para(
    p,
    60,
    `Der Kaufpreis wird ${rng.pick(['bei Übergabe bar bezahlt', 'auf das Konto des Verkäufers überwiesen; die Übergabe erfolgt nach Zahlungseingang'])}. Verkauf unter Ausschluss der Gewährleistung, wie besichtigt und probegefahren.`,
    95,
    { size: 9 },
  );
  p.down(26).text(50, `${town}, am ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  hline(p, 50, 180);
  hline(p, 320, 180);
  p.down(12).text(50, 'Verkäufer', { size: 8 });
  p.text(320, 'Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function schweizKaufvertrag(rng: Random): Generated {
  const date = rng.date(1990, 2026);
  const c = car(rng);
  const [seller, buyer] = twoPeople(rng, 'de');
  const [plz, town, kt] = rng.pick(CH_TOWNS);
  const price = rng.int(8, 150) * 500;
  const deposit = rng.chance(0.5) ? rng.int(1, 4) * 1000 : 0;
  const p = new PageBuilder();
  p.text(50, 'Kaufvertrag für ein Occasionsfahrzeug', { size: 15, bold: true });
  p.down(24);
  const cols: Col[] = [{ x: 52 }, { x: 200 }, { x: 370 }];
  row(p, cols, ['', 'Verkäufer', 'Käufer'], { bold: true, size: 10 });
  p.down(4);
  hline(p, 50, 495);
  const sa = `${streetDE(rng).replace('straße', 'strasse')}`;
  const ba = `${streetDE(rng).replace('straße', 'strasse')}`;
  const [plzB, townB] = rng.pick(CH_TOWNS);
  const r: [string, string, string][] = [
    ['Name, Vorname', seller, buyer],
    ['Adresse', sa, ba],
    ['PLZ, Ort', `${plz} ${town}`, `${plzB} ${townB}`],
    [
      'Telefon',
      `0${rng.int(21, 79)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
      `07${rng.int(6, 9)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    ],
  ];
  for (const x of r) {
    p.down(15);
    row(p, cols, x, { size: 9.5 });
  }
  p.down(24).text(50, 'Fahrzeug', { size: 10, bold: true });
  p.down(15);
  lv(p, 52, 'Marke, Typ:', `${c.make} ${c.model}`, 200);
  p.down(14);
  lv(p, 52, 'Fahrgestell-Nr.:', c.vin, 200);
  p.down(14);
  lv(p, 52, 'Stammnummer:', `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`, 200);
  p.down(14);
  lv(p, 52, '1. Inverkehrsetzung:', String(c.year), 200);
  p.down(14);
  lv(p, 52, 'Letzte MFK:', fd(addDays(date, -rng.int(30, 1500)), 'de'), 200);
  p.down(24);
  lv(p, 52, 'Kaufpreis:', `CHF ${num(price, 'ch')}`, 200, { bold: true, size: 11 });
  if (deposit) {
    p.down(15);
    lv(p, 52, 'Anzahlung:', `CHF ${num(deposit, 'ch')} (bei Vertragsunterzeichnung)`, 200);
    p.down(14);
    lv(p, 52, 'Restzahlung:', `CHF ${num(price - deposit, 'ch')} bei Übergabe`, 200);
  }
  p.down(24);
  para(
    p,
    50,
    `Das Fahrzeug wird unter Ausschluss jeglicher Gewährleistung verkauft (Art. 199 OR). Die Kontrollschilder ${kt} ${rng.int(1000, 99999)} bleiben beim Verkäufer. Nutzen und Gefahr gehen mit der Übergabe auf den Käufer über.`,
    100,
    { size: 8.5 },
  );
  p.down(20).text(50, `Ort, Datum: ${town}, ${fd(date, 'de')}`, { size: 10 });
  p.down(40);
  hline(p, 50, 180);
  hline(p, 320, 180);
  p.down(12).text(50, 'Der Verkäufer', { size: 8 });
  p.text(320, 'Der Käufer', { size: 8 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}
