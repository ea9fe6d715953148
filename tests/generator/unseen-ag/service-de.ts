/**
 * Service bills in German from firms whose own language is another: a Danish garage, a Dutch border garage, a Romand
 * garage, a Verona officina in lire, a Cheb autoservis in Kč, a Szczecin warsztat in złoty, a Sopron workshop in
 * forint, a Maribor restorer's stage bill, a Malmö veteran-car service in kronor, a Mallorca taller in pesetas or euros.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import {
  addDays,
  car,
  digits,
  doc,
  dt,
  hline,
  job,
  letters,
  n,
  odo,
  owner,
  page,
  pairs,
  pct,
  r2,
  row,
  stacked,
  sum,
  tax,
  totals,
  vat,
  year,
  type Col,
} from './kit';

export function dkFaktura(rng: Random): Generated {
  const p = page(52);
  const date = rng.date(1993, 2022);
  const y = year(date);
  const shop = rng.pick(['Jensens Autoværksted ApS', 'Søndergaard Motor A/S', 'Klassisk Bilværksted Aarhus ApS', 'Vejle Veteranbil Service I/S']);
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'DKK', y, { work: [2, 4], parts: [3, 5] });
  const t = tax(r2(j.labour + j.material), vat('dk', y));
  const mileage = rng.int(40, 240) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 15, bold: true });
  p.down(14).text(
    40,
    `${rng.pick(['Industrivej', 'Randersvej', 'Gl. Kongevej'])} ${rng.int(2, 90)} · DK-${rng.int(6000, 8999)} ${rng.pick(['Aarhus N', 'Vejle', 'Kolding', 'Horsens'])}`,
    { size: 8.5 },
  );
  p.down(11).text(40, `Tlf. ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} · CVR-nr. ${digits(rng, 8)}`, { size: 8.5 });
  p.y = 140;
  p.text(40, name).down(12).text(40, street).down(12).text(40, city).down(12).text(40, 'Tyskland / Deutschland');
  p.y = 130;
  p.box(330, 116, 225, 78);
  p.text(340, 'FAKTURA / RECHNUNG', { size: 12, bold: true }).down(16);
  pairs(
    p,
    340,
    450,
    [
      ['Fakturanr. / Rechnungs-Nr.', String(rng.int(20000, 49999))],
      ['Dato / Datum', dt(date, 'dash')],
      ['Kundenr. / Kunden-Nr.', String(rng.int(1000, 9999))],
    ],
    { size: 8.5, step: 12 },
  );
  p.y = 220;
  p.text(40, `Køretøj / Fahrzeug: ${c.name}, årg. / Baujahr ${c.built}`, { size: 9 });
  p.down(13).text(
    40,
    `Reg.nr. / Kennzeichen: ${rng.pick(['FL', 'SL', 'NF', 'HH'])}-${letters(rng, 2)} ${rng.int(10, 999)}H   Km-stand / Kilometerstand: ${odo(mileage, '.')}`,
    { size: 9 },
  );
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Tekst / Text', 'Antal / Menge', 'à pris / Einzelpreis', 'Beløb / Betrag'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'dot')} t.`, n(w.rate, 'dot'), n(w.amount, 'dot')]);
    p.down(13);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty} stk.`, n(x.unit, 'dot'), n(x.amount, 'dot')]);
    p.down(13);
  }
  hline(p, 330, 225);
  p.down(14);
  totals(p, 330, 550, [
    ['I alt ekskl. moms / Netto', n(t.net, 'dot')],
    [`Moms ${pct(vat('dk', y))} % / MwSt.`, n(t.vat, 'dot')],
    ['I alt DKK / Gesamtbetrag DKK', n(t.gross, 'dot'), true],
  ]);
  p.down(20).text(40, `Betalingsbetingelser / Zahlungsbedingungen: netto 8 dage / 8 Tage. Bank: Reg. ${digits(rng, 4)} Konto ${digits(rng, 10)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function nlGrensgarage(rng: Random): Generated {
  const p = page(48);
  const date = rng.date(2002, 2024);
  const y = year(date);
  const town = rng.pick(['Enschede', 'Venlo', 'Kerkrade', 'Winterswijk', 'Nieuweschans']);
  const shop = `Autobedrijf ${rng.pick(['Van der Meulen', 'Hendriks & Zn.', 'Oude Luttikhuis', 'Kuipers'])} B.V.`;
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'EUR', y, { work: [2, 4], parts: [2, 5] });
  const rate = vat('nl', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(30, 260) * 1000 + rng.int(0, 999);
  p.text(297, shop, { size: 14, bold: true, align: 'center' });
  p.down(13).text(
    297,
    `${rng.pick(['Gronausestraat', 'Industrieweg', 'Kerkstraat'])} ${rng.int(3, 180)}, ${rng.int(7000, 7599)} ${letters(rng, 2)} ${town} (NL)`,
    { size: 8.5, align: 'center' },
  );
  p.down(11).text(297, `KvK ${digits(rng, 8)} · BTW-nr. NL${digits(rng, 9)}B01 · Wir sprechen Deutsch!`, { size: 8.5, align: 'center' });
  p.down(30).text(297, 'FACTUUR / RECHNUNG', { size: 13, bold: true, align: 'center' });
  p.down(26);
  const top = p.y;
  p.text(40, name).down(12).text(40, street).down(12).text(40, `${city} (Duitsland)`);
  p.y = top;
  pairs(
    p,
    330,
    460,
    [
      ['Factuurnummer / Rechnungsnr.', `${y}${digits(rng, 4)}`],
      ['Factuurdatum / Datum', dt(date, 'dash')],
      ['Kenteken / Kennzeichen', `${rng.pick(['BOR', 'KLE', 'AC', 'NOH'])}-${letters(rng, 2)} ${rng.int(10, 99)}H`],
      ['Merk/type / Fahrzeug', c.name],
      ['Km-stand / km-Stand', odo(mileage, '.')],
    ],
    { size: 8.5, step: 12 },
  );
  p.down(18);
  const cols: Col[] = [{ x: 40 }, { x: 420, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Arbeidsloon / Arbeitslohn', 'Uren / Std.', 'Bedrag / Betrag'], { bold: true });
  p.down(14);
  for (const w of j.work) {
    row(p, cols, [w.desc, n(w.hours, 'dot'), `€ ${n(w.amount, 'dot')}`]);
    p.down(12.5);
  }
  row(p, cols, ['Totaal arbeidsloon / Summe Arbeitslohn', '', `€ ${n(j.labour, 'dot')}`], { bold: true });
  p.down(22);
  row(p, cols, ['Onderdelen / Ersatzteile', 'Aantal / Anz.', 'Bedrag / Betrag'], { bold: true });
  p.down(14);
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), `€ ${n(x.amount, 'dot')}`]);
    p.down(12.5);
  }
  row(p, cols, ['Totaal onderdelen / Summe Ersatzteile', '', `€ ${n(j.material, 'dot')}`], { bold: true });
  p.down(24);
  hline(p, 300, 255, p.y - 10);
  totals(p, 300, 550, [
    ['Subtotaal excl. BTW / Netto', `€ ${n(t.net, 'dot')}`],
    [`BTW ${pct(rate)}% / MwSt. ${pct(rate)}%`, `€ ${n(t.vat, 'dot')}`],
    ['Te betalen / Zu zahlen', `€ ${n(t.gross, 'dot')}`, true],
  ]);
  p.down(16).text(40, `Gelieve binnen 14 dagen te betalen op IBAN NL${rng.int(10, 99)} RABO 0${digits(rng, 9)} / Zahlbar innerhalb 14 Tagen.`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    laborCost: j.labour,
    partsCost: j.material,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function romandGarage(rng: Random): Generated {
  const p = page(56);
  const date = rng.date(1996, 2024);
  const y = year(date);
  const done = addDays(date, -rng.int(1, 6));
  const town = rng.pick(['Nyon', 'Morges', 'Vevey', 'Yverdon-les-Bains', 'Neuchâtel', 'Sion']);
  const shop = `Garage ${rng.pick(['du Léman', 'des Alpes', 'de la Gare', 'Bovard & Fils'])} SA`;
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'CHF', y, { work: [2, 4], parts: [2, 5], rateBase: 95 });
  const rate = vat('ch', y);
  const net = r2(j.labour + j.material);
  const v = r2((net * rate) / 100);
  const gross = Math.round((net + v) * 20) / 20;
  const rnd = r2(gross - net - v);
  const mileage = rng.int(20, 200) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 16, bold: true, serif: true });
  p.down(14).text(40, `Route ${rng.pick(['de Lausanne', 'du Lac', 'Cantonale'])} ${rng.int(2, 140)} · CH-${rng.int(1000, 1999)} ${town}`, { size: 8.5 });
  p.down(11).text(
    40,
    `Tél. 0${rng.int(21, 27)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)} · N° TVA CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} TVA`,
    { size: 8.5 },
  );
  p.text(555, `${town}, le ${dt(date, 'long-fr')}`, { y: 80, align: 'right', size: 9 });
  p.y = 130;
  p.text(330, name).down(12).text(330, street).down(12).text(330, city);
  p.y = 190;
  p.text(40, `Facture / Rechnung N° ${rng.int(10000, 89999)}`, { size: 12, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    200,
    [
      ['Véhicule / Fahrzeug', `${c.name} (${c.built})`],
      ['Plaques / Kontrollschild', `${rng.pick(['VD', 'GE', 'BE', 'ZH'])} ${rng.int(1000, 499999)}`],
      ['Kilométrage / Kilometerstand', `${odo(mileage, "'")} km`],
      ['Date des travaux / Arbeitsdatum', dt(done, 'de')],
    ],
    { size: 9, step: 12.5 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 70 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['', 'Désignation / Bezeichnung', 'Qté / Menge', 'Prix / Preis', 'Montant / Betrag'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, ['MO', w.desc, n(w.hours, 'ch'), n(w.rate, 'ch'), n(w.amount, 'ch')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, ['P', x.desc, n(x.qty, 'ch'), n(x.unit, 'ch'), n(x.amount, 'ch')]);
    p.down(12.5);
  }
  p.down(6).text(40, 'MO = main-d’œuvre / Arbeit   P = pièces / Teile', { size: 7.5 });
  p.down(18);
  totals(p, 320, 550, [
    ['Main-d’œuvre / Arbeit', n(j.labour, 'ch')],
    ['Pièces / Teile', n(j.material, 'ch')],
    ['Total hors TVA / Total exkl. MWST', n(net, 'ch')],
    [`TVA / MWST ${n(rate, 'ch').replace(/0$/, '').replace(/\.0$/, '')} %`, n(v, 'ch')],
    ['Arrondi / Rundung', n(rnd, 'ch')],
    ['Total CHF', n(gross, 'ch'), true],
  ]);
  p.down(14).text(40, 'Payable à 30 jours net / zahlbar 30 Tage netto. Merci de votre confiance!', { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    laborCost: j.labour,
    partsCost: j.material,
    totalCost: gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function veronaOfficina(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1975, 2001);
  const y = year(date);
  const shop = `Officina Meccanica ${rng.pick(['F.lli Zanetti', 'Bertoldi Renzo', 'Tosi & Ferrari', 'Lonardi'])} s.n.c.`;
  const town = rng.pick(['Verona', 'Peschiera del Garda', 'Bardolino', 'Riva del Garda']);
  const [name, , city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'LIT', y, { work: [1, 3], parts: [2, 4], step: 500 });
  const rate = vat('it', y);
  const t = tax(j.labour + j.material, rate, true);
  const mileage = rng.int(30, 180) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 13, bold: true, serif: true });
  p.down(13).text(40, `Via ${rng.pick(['dell’Industria', 'Gardesana', 'Mantovana'])}, ${rng.int(2, 90)} – ${rng.int(37010, 37139)} ${town} (VR)`, {
    size: 8.5,
    serif: true,
  });
  p.down(11).text(40, `P.IVA ${digits(rng, 11)} – Tel. 045/${digits(rng, 6)}`, { size: 8.5, serif: true });
  p.down(30).text(40, `FATTURA / RECHNUNG n. ${rng.int(12, 480)}/${y}`, { size: 12, bold: true, serif: true });
  p.text(555, `Data / Datum: ${dt(date, 'slash')}`, { align: 'right', size: 9.5, serif: true });
  p.down(22);
  p.text(40, `Spett.le / An: Sig. ${name}, ${city} (Germania)`, { size: 9.5, serif: true });
  p.down(13).text(
    40,
    `Vettura / Fahrzeug: ${c.name} – Targa / Kennzeichen: ${rng.pick(['M', 'RO', 'GAP', 'TS', 'KE'])}-${letters(rng, 2)} ${rng.int(10, 999)} – Km / km-Stand: ${odo(mileage, '.')}`,
    { size: 9.5, serif: true },
  );
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 550, align: 'right' }];
  p.box(36, p.y - 11, 520, 16, true);
  row(p, cols, ['Descrizione / Beschreibung', 'Q.tà / Menge', 'Prezzo / Preis', 'Importo / Betrag'], { bold: true, serif: true });
  p.down(18);
  p.text(40, 'Manodopera / Arbeitslohn', { size: 8.5, bold: true, serif: true }).down(13);
  for (const w of j.work) {
    row(p, cols, [w.desc, `ore ${n(w.hours, 'comma').replace(',00', '')}`, n(w.rate, 'lit'), n(w.amount, 'lit')], { serif: true });
    p.down(13);
  }
  p.text(40, 'Ricambi / Ersatzteile', { size: 8.5, bold: true, serif: true }).down(13);
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), n(x.unit, 'lit'), n(x.amount, 'lit')], { serif: true });
    p.down(13);
  }
  p.down(10);
  hline(p, 300, 255, p.y - 10);
  totals(p, 300, 550, [
    ['Imponibile / Nettobetrag', `Lit. ${n(t.net, 'lit')}`],
    [`I.V.A. ${rate}% / MwSt. ${rate}%`, `Lit. ${n(t.vat, 'lit')}`],
    ['Totale fattura / Rechnungsbetrag', `Lit. ${n(t.gross, 'lit')}`, true],
  ]);
  p.down(14).text(40, 'Pagato in contanti – bar bezahlt. Grazie / Danke!', { size: 9, serif: true });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function chebAutoservis(rng: Random): Generated {
  const p = page(46);
  const issued = rng.date(2005, 2024);
  const y = year(issued);
  const done = addDays(issued, -rng.int(1, 5));
  const shop = `AUTOSERVIS ${rng.pick(['Novák', 'Dvořák', 'Procházka', 'Černý'])} s.r.o.`;
  const town = rng.pick(['Cheb', 'Aš', 'Domažlice', 'Železná Ruda', 'České Budějovice']);
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'CZK', y, { work: [2, 4], parts: [2, 5], step: 1, rateBase: 40 });
  const rate = vat('cz', y);
  const t = tax(j.labour + j.material, rate);
  const mileage = rng.int(40, 250) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 14, bold: true });
  p.down(13).text(40, `${rng.pick(['Pražská', 'Chebská', 'Nádražní'])} ${rng.int(2, 120)}, ${rng.int(300, 399)} ${digits(rng, 2)} ${town}`, { size: 8.5 });
  p.down(11).text(40, `IČ: ${digits(rng, 8)}   DIČ: CZ${digits(rng, 8)}   Zapsáno v OR u KS v Plzni`, { size: 8.5 });
  p.text(555, 'FAKTURA – DAŇOVÝ DOKLAD', { y: 60, size: 12, bold: true, align: 'right' });
  p.text(555, `RECHNUNG Nr. / č. ${y}${digits(rng, 4)}`, { y: 75, size: 10, align: 'right' });
  p.y = 120;
  p.text(40, 'Odběratel / Kunde:', { size: 8 }).down(12);
  p.text(40, name).down(12).text(40, street).down(12).text(40, `${city}, SRN / Deutschland`);
  p.y = 120;
  pairs(
    p,
    320,
    480,
    [
      ['Datum vystavení / Ausstellungsdatum', dt(issued, 'cs')],
      ['Datum zdan. plnění / Leistungsdatum', dt(done, 'cs')],
      ['Datum splatnosti / Fällig am', dt(addDays(issued, 14), 'cs')],
      ['Forma úhrady / Zahlungsart', rng.pick(['hotově / bar', 'převodem / Überweisung', 'kartou / Karte'])],
    ],
    { size: 8, step: 12 },
  );
  p.y = 190;
  p.text(
    40,
    `Vozidlo / Fahrzeug: ${c.name}   SPZ / Kennzeichen: ${rng.pick(['WUN', 'TIR', 'CHA', 'REG'])}-${letters(rng, 2)} ${rng.int(10, 999)}   Stav tachometru / km-Stand: ${odo(mileage, ' ')} km`,
    { size: 8.5 },
  );
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 350, align: 'right' }, { x: 450, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Položka / Position', 'Množství / Menge', 'Cena/MJ / Einzelpreis', 'Celkem / Gesamt'], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  p.text(40, 'Práce / Arbeit', { size: 8.5, bold: true }).down(13);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'space')} h`, n(w.rate, 'space'), n(w.amount, 'space')]);
    p.down(12.5);
  }
  p.text(40, 'Materiál / Material', { size: 8.5, bold: true }).down(13);
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty} ks`, n(x.unit, 'space'), n(x.amount, 'space')]);
    p.down(12.5);
  }
  p.down(10);
  p.box(300, p.y - 12, 255, 58);
  totals(
    p,
    308,
    548,
    [
      [`Základ DPH ${rate} % / Nettobetrag`, `${n(t.net, 'space')} Kč`],
      [`DPH ${rate} % / MwSt.`, `${n(t.vat, 'space')} Kč`],
      ['Celkem k úhradě / Gesamtbetrag', `${n(t.gross, 'space')} Kč`, true],
    ],
    15,
  );
  p.down(20).text(40, `Vystavil / Ausgestellt von: ${rng.pick(['Jana Horáková', 'Petr Kučera', 'Martin Veselý'])}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function szczecinWarsztat(rng: Random): Generated {
  const p = page(48);
  const issued = rng.date(2005, 2024);
  const y = year(issued);
  const sold = addDays(issued, -rng.int(0, 3));
  const owner1 = rng.pick(['Marek Kowalski', 'Tomasz Wiśniewski', 'Andrzej Zieliński', 'Piotr Wójcik']);
  const shop = `Warsztat Samochodowy „Klasyk” ${owner1}`;
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'PLN', y, { work: [2, 3], parts: [2, 4], step: 0.01, rateBase: 45 });
  const rate = vat('pl', y);
  const mileage = rng.int(50, 260) * 1000 + rng.int(0, 999);
  const lines = [
    ...j.work.map((w) => ({ desc: w.desc, qty: `${n(w.hours, 'comma')} rbh`, unit: w.rate, net: w.amount })),
    ...j.parts.map((x) => ({ desc: x.desc, qty: `${x.qty} szt.`, unit: x.unit, net: x.amount })),
  ];
  const withVat = lines.map((l) => ({ ...l, vat: r2((l.net * rate) / 100) }));
  const net = sum(withVat.map((l) => l.net));
  const tv = sum(withVat.map((l) => l.vat));
  const gross = r2(net + tv);
  p.text(40, shop, { size: 12, bold: true });
  p.down(13).text(
    40,
    `ul. ${rng.pick(['Mickiewicza', 'Gdańska', 'Struga', 'Pomorska'])} ${rng.int(2, 140)}, ${rng.int(70, 71)}-${digits(rng, 3)} ${rng.pick(['Szczecin', 'Słubice', 'Zgorzelec', 'Kołbaskowo'])}   NIP ${digits(rng, 3)}-${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 2)}`,
    { size: 8.5 },
  );
  p.down(30).text(297, `FAKTURA VAT nr FV/${rng.int(1, 300)}/${String(issued.slice(5, 7))}/${y}`, { size: 13, bold: true, align: 'center' });
  p.down(13).text(297, 'Rechnung', { size: 10, align: 'center' });
  p.down(22);
  const top = p.y;
  pairs(
    p,
    40,
    200,
    [
      ['Data wystawienia / Ausstellungsdatum:', dt(issued, 'iso')],
      ['Data sprzedaży / Leistungsdatum:', dt(sold, 'iso')],
      ['Sposób zapłaty / Zahlungsart:', rng.pick(['gotówka / bar', 'przelew / Überweisung'])],
    ],
    { size: 8.5, step: 12 },
  );
  p.y = top;
  p.text(330, 'Nabywca / Käufer:', { size: 8, bold: true }).down(12);
  p.text(330, name, { size: 9 }).down(11).text(330, street, { size: 9 }).down(11).text(330, `${city}, Niemcy / Deutschland`, { size: 9 });
  p.y = top + 52;
  p.text(
    40,
    `Pojazd / Fahrzeug: ${c.name}, nr rej. / Kennz. ${rng.pick(['UM', 'VG', 'FF', 'B'])}-${letters(rng, 2)} ${rng.int(100, 999)}H, przebieg / km-Stand ${odo(mileage, ' ')} km`,
    { size: 8.5 },
  );
  p.down(20);
  const cols: Col[] = [
    { x: 40 },
    { x: 58 },
    { x: 300, align: 'right' },
    { x: 370, align: 'right' },
    { x: 440, align: 'right' },
    { x: 475, align: 'right' },
    { x: 550, align: 'right' },
  ];
  row(p, cols, ['Lp.', 'Nazwa / Bezeichnung', 'Ilość / Menge', 'Cena netto', 'Wart. netto', 'VAT', 'Wart. brutto'], { bold: true, size: 7.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(15);
  withVat.forEach((l, i) => {
    row(p, cols, [`${i + 1}.`, l.desc, l.qty, n(l.unit, 'space'), n(l.net, 'space'), `${rate}%`, n(r2(l.net + l.vat), 'space')], { size: 8 });
    p.down(12.5);
  });
  hline(p, 300, 255, p.y - 6);
  p.down(8);
  row(p, cols, ['', 'Razem / Summe', '', '', n(net, 'space'), n(tv, 'space'), n(gross, 'space')], { size: 8, bold: true });
  p.down(28);
  p.text(40, `Do zapłaty / Zu zahlen: ${n(gross, 'space')} zł`, { size: 12, bold: true });
  p.down(16).text(40, 'Słownie / in Worten: ' + `${Math.floor(gross)} zł ${String(Math.round((gross % 1) * 100)).padStart(2, '0')}/100`, { size: 8.5 });
  p.down(40).text(40, '.................................', { size: 8 }).text(330, '.................................', { size: 8 });
  p.down(11).text(40, 'Wystawił / Ausgestellt', { size: 7 }).text(330, 'Odebrał / Empfangen', { size: 7 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: sold,
    shopName: shop,
    totalCost: gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function sopronSzerviz(rng: Random): Generated {
  const p = page(54);
  const issued = rng.date(1996, 2024);
  const y = year(issued);
  const done = addDays(issued, -rng.int(0, 4));
  const shop = `${rng.pick(['Horváth', 'Nagy', 'Kiss és Társa', 'Tóth'])} Autójavító Kft.`;
  const town = rng.pick(['Sopron', 'Mosonmagyaróvár', 'Győr', 'Szombathely']);
  const [name, street] = owner(rng, 'de');
  const city = rng.pick(['A-7000 Eisenstadt', 'A-1100 Wien', 'A-2700 Wiener Neustadt', 'A-7400 Oberwart']);
  const c = car(rng, y);
  const j = job(rng, 'de', 'HUF', y, { work: [2, 4], parts: [2, 4], step: 10, rateBase: 35 });
  const rate = vat('hu', y);
  const t = tax(j.labour + j.material, rate, true);
  const mileage = rng.int(40, 220) * 1000 + rng.int(0, 999);
  p.text(297, 'SZÁMLA / RECHNUNG', { size: 15, bold: true, align: 'center' });
  p.down(14).text(297, `Sorszám / Nummer: ${letters(rng, 2)} ${digits(rng, 7)}`, { size: 9, align: 'center' });
  p.down(26);
  const top = p.y;
  p.text(40, 'Eladó / Verkäufer', { size: 7.5, bold: true }).down(12);
  p.text(40, shop, { bold: true })
    .down(12)
    .text(40, `${rng.int(9000, 9999)} ${town}, ${rng.pick(['Lackner K. u.', 'Győri út', 'Pozsonyi út'])} ${rng.int(2, 80)}.`, { size: 8.5 });
  p.down(11).text(40, `Adószám / Steuernr.: ${digits(rng, 8)}-2-08`, { size: 8.5 });
  p.y = top;
  p.text(320, 'Vevő / Käufer', { size: 7.5, bold: true }).down(12);
  p.text(320, name).down(12).text(320, street, { size: 8.5 }).down(11).text(320, `${city}, Ausztria`, { size: 8.5 });
  p.y = top + 60;
  p.box(40, p.y - 10, 515, 30);
  const cell = 515 / 4;
  [
    ['Kelt / Ausgestellt', dt(issued, 'hu')],
    ['Teljesítés / Leistung', dt(done, 'hu')],
    ['Fizetési határidő / Fällig', dt(addDays(issued, 8), 'hu')],
    ['Fizetés módja / Zahlung', rng.pick(['készpénz / bar', 'átutalás / Überweisung'])],
  ].forEach(([l, v], i) => {
    p.text(45 + i * cell, l, { size: 6.5 });
    p.text(45 + i * cell, v, { size: 9, y: p.y + 12 });
  });
  p.down(34);
  p.text(
    40,
    `Gépjármű / Fahrzeug: ${c.name}   Rendszám / Kennzeichen: ${rng.pick(['E', 'W', 'OW', 'MD'])}-${rng.int(100, 999)} ${letters(rng, 2)}   Km-állás / km-Stand: ${odo(mileage, '.')}`,
    { size: 8.5 },
  );
  p.down(20);
  const cols: Col[] = [{ x: 40 }, { x: 360, align: 'right' }, { x: 450, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Megnevezés / Bezeichnung', 'Menny. / Menge', 'Egységár / Einzelpreis', 'Nettó / Netto'], { bold: true, size: 8 });
  hline(p, 40, 515, p.y + 4);
  p.down(15);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} óra`, n(w.rate, 'ft'), n(w.amount, 'ft')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty} db`, n(x.unit, 'ft'), n(x.amount, 'ft')]);
    p.down(12.5);
  }
  p.down(10);
  totals(p, 300, 550, [
    ['Munkadíj összesen / Arbeitslohn gesamt', `${n(j.labour, 'ft')} Ft`],
    ['Alkatrész összesen / Teile gesamt', `${n(j.material, 'ft')} Ft`],
    ['Nettó összesen / Netto gesamt', `${n(t.net, 'ft')} Ft`],
    [`ÁFA ${rate} % / MwSt. ${rate} %`, `${n(t.vat, 'ft')} Ft`],
    ['Bruttó végösszeg / Gesamtbetrag', `${n(t.gross, 'ft')} Ft`, true],
  ]);
  p.down(10).text(40, `(ca. € ${n(Math.round(t.gross / 360), 'dot')} – tájékoztató jellegű / nur zur Information)`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    laborCost: j.labour,
    partsCost: j.material,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

const STAGE_WORK_DE = [
  'Karosserie entlackt (Sandstrahlen)',
  'Schweller links und rechts erneuert',
  'Bodenblech vorne eingeschweißt',
  'Radläufe hinten instandgesetzt',
  'Grundierung und Füller',
  'Lackierung Außen und Innen',
  'Hohlraumkonservierung',
  'Türen eingepasst, Spaltmaße',
  'Chromteile demontiert und montiert',
];
const STAGE_PARTS_DE = [
  'Schwellerbleche (Paar)',
  'Bodenblechsatz',
  'Reparaturblech Radlauf',
  'Grundierung 2K',
  'Füller 2K',
  'Basislack',
  'Klarlack',
  'Hohlraumwachs',
  'Schweißdraht',
  'Schleifmittel',
  'Dichtmasse',
  'Türdichtungen',
];

export function mariborRestavracija(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(2008, 2024);
  const y = year(issued);
  const done = addDays(issued, -rng.int(2, 12));
  const shop = `Restavracija Oldtimer ${rng.pick(['Kovač', 'Horvat', 'Krajnc', 'Zupan'])} d.o.o.`;
  const [name, street] = owner(rng, 'de');
  const city = rng.pick(['A-8010 Graz', 'A-9020 Klagenfurt', 'D-80331 München', 'A-8430 Leibnitz']);
  const c = car(rng, y);
  const stage = rng.int(2, 5);
  const rateH = rng.pick([32, 35, 38, 42]);
  const work = rng.some(STAGE_WORK_DE, rng.int(3, 5)).map((desc) => {
    const h = rng.int(6, 60);
    return { desc, h, amount: h * rateH };
  });
  const parts = rng.some(STAGE_PARTS_DE, rng.int(5, 9)).map((desc) => ({ desc, amount: r2(rng.int(1500, 42000) / 100) }));
  const labour = sum(work.map((w) => w.amount));
  const material = sum(parts.map((x) => x.amount));
  const rate = vat('si', y);
  const t = tax(r2(labour + material), rate);
  p.text(40, shop, { size: 14, bold: true });
  p.down(13).text(
    40,
    `${rng.pick(['Tržaška cesta', 'Ptujska cesta', 'Cesta XIV. divizije'])} ${rng.int(2, 90)}, SI-2000 Maribor · ID za DDV: SI${digits(rng, 8)}`,
    { size: 8.5 },
  );
  p.down(34);
  p.text(40, `RAČUN / RECHNUNG št. / Nr. ${rng.int(100, 999)}-${y}`, { size: 13, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    210,
    [
      ['Kupec / Kunde', `${name}, ${street}, ${city}`],
      ['Vozilo / Fahrzeug', `${c.name}, letnik / Baujahr ${c.built}`],
      ['Datum izdaje / Rechnungsdatum', dt(issued, 'cs')],
      ['Datum opravljene storitve / Leistungsdatum', dt(done, 'cs')],
      ['Predmet / Betreff', `Obnova, faza ${stage} / Restaurierung, Etappe ${stage}`],
    ],
    { size: 8.5, step: 12.5 },
  );
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 450, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Delo / Arbeit', 'ur / Std.', 'EUR/h', 'Znesek / Betrag'], { bold: true, size: 8.5 });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.desc, String(w.h), n(rateH, 'dot'), n(w.amount, 'dot')]);
    p.down(12);
  }
  row(p, cols, ['Delo skupaj / Arbeit gesamt', '', '', n(labour, 'dot')], { bold: true });
  p.down(20);
  row(p, cols, ['Material / Material', '', '', 'Znesek / Betrag'], { bold: true, size: 8.5 });
  p.down(14);
  for (const x of parts) {
    row(p, cols, [x.desc, '', '', n(x.amount, 'dot')]);
    p.down(12);
  }
  row(p, cols, ['Material skupaj / Material gesamt', '', '', n(material, 'dot')], { bold: true });
  p.down(24);
  totals(p, 320, 550, [
    ['Osnova za DDV / Nettobetrag', `${n(t.net, 'dot')} EUR`],
    [`DDV ${rate} % / MwSt. ${rate} %`, `${n(t.vat, 'dot')} EUR`],
    ['Za plačilo / Zu zahlen', `${n(t.gross, 'dot')} EUR`, true],
  ]);
  p.down(10).text(40, `Plačilo na TRR / Zahlung auf IBAN SI56 ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)}`, { size: 8 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    laborCost: labour,
    partsCost: material,
    totalCost: t.gross,
    workPerformed: work.map((w) => w.desc),
    partsUsed: parts.map((x) => x.desc),
  });
}

export function malmoVeteran(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1992, 2024);
  const y = year(date);
  const shop = `${rng.pick(['Malmö Veteranbilsservice', 'Skånes Klassiska Bilar', 'Helsingborgs Motorverkstad', 'Trelleborg Bilteknik'])} AB`;
  const [name, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', 'SEK', y, { work: [2, 4], parts: [2, 5], step: 0.5, rateBase: 82 });
  const rate = vat('se', y);
  const net = r2(j.labour + j.material);
  const v = r2((net * rate) / 100);
  const gross = Math.round(net + v);
  const rnd = r2(gross - net - v);
  const mileage = rng.int(40, 300) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Industrigatan', 'Bronsgatan', 'Stenåldersgatan'])} ${rng.int(2, 40)} · ${rng.int(200, 299)} ${digits(rng, 2)} ${rng.pick(['Malmö', 'Helsingborg', 'Trelleborg'])}`,
    { size: 8.5 },
  );
  p.y = 54;
  stacked(p, 555, 'Faktura', 'Rechnung', { size: 16, bold: true, align: 'right' });
  p.y = 110;
  const grid: [string, string, string][] = [
    ['Fakturadatum', 'Rechnungsdatum', dt(date, 'iso')],
    ['Fakturanummer', 'Rechnungsnummer', String(rng.int(30000, 69999))],
    ['Förfallodatum', 'Fällig am', dt(addDays(date, 20), 'iso')],
    ['Er referens', 'Ihr Zeichen', name.split(' ')[1]],
  ];
  grid.forEach(([l, tr, v], i) => {
    const x = 40 + i * 130;
    p.box(x, p.y - 10, 128, 40);
    stacked(p, x + 4, l, tr, { size: 7.5 });
    p.text(x + 4, v, { y: p.y + 24, size: 9.5 });
  });
  p.down(50);
  p.text(40, name).down(12).text(40, street).down(12).text(40, `${city}, Tyskland`);
  p.down(22);
  stacked(
    p,
    40,
    `Fordon: ${c.name}, reg.nr ${letters(rng, 3)} ${digits(rng, 3)}, mätarställning ${odo(mileage, ' ')} km`,
    `Fahrzeug, Kennzeichen, Kilometerstand`,
    { size: 8.5 },
  );
  p.down(28);
  const cols: Col[] = [{ x: 40 }, { x: 110 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  stacked(p, 40, 'Art.nr', 'Art.-Nr.', { size: 8, bold: true });
  stacked(p, 110, 'Benämning', 'Bezeichnung', { size: 8, bold: true });
  stacked(p, 380, 'Antal', 'Menge', { size: 8, bold: true, align: 'right' });
  stacked(p, 460, 'À-pris', 'Einzelpreis', { size: 8, bold: true, align: 'right' });
  stacked(p, 550, 'Belopp', 'Betrag', { size: 8, bold: true, align: 'right' });
  hline(p, 40, 515, p.y + 12);
  p.down(26);
  for (const w of j.work) {
    row(p, cols, ['ARB', w.desc, `${n(w.hours, 'comma')} tim`, n(w.rate, 'space'), n(w.amount, 'space')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [`${digits(rng, 3)}-${digits(rng, 4)}`, x.desc, `${x.qty} st`, n(x.unit, 'space'), n(x.amount, 'space')]);
    p.down(12.5);
  }
  p.down(14);
  const rows: [string, string, string, boolean?][] = [
    ['Netto', 'Netto', n(net, 'space')],
    [`Moms ${rate} %`, `MwSt. ${rate} %`, n(v, 'space')],
    ['Öresavrundning', 'Rundung', n(rnd, 'space')],
    ['Att betala SEK', 'Zu zahlen SEK', n(gross, 'space'), true],
  ];
  for (const [l, tr, v, b] of rows) {
    stacked(p, 340, l, tr, { size: 9, bold: b });
    p.text(550, v, { size: 9, bold: b, align: 'right' });
    p.down(22);
  }
  p.down(6).text(40, `Bankgiro ${digits(rng, 3)}-${digits(rng, 4)} · Org.nr ${digits(rng, 6)}-${digits(rng, 4)} · Innehar F-skattsedel`, { size: 7.5 });
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function mallorcaTaller(rng: Random): Generated {
  const p = page(52);
  const date = rng.date(1987, 2016);
  const y = year(date);
  const ptas = y < 2002;
  const shop = `Taller Mecánico ${rng.pick(['Ferrer', 'Vidal', 'Can Pujol', 'Garau'])} S.L.`;
  const [name] = owner(rng, 'de');
  const c = car(rng, y);
  const j = job(rng, 'de', ptas ? 'PTAS' : 'EUR', y, { work: [2, 4], parts: [2, 4], step: ptas ? 5 : 0.01 });
  const rate = vat('es', y);
  const t = tax(j.labour + j.material, rate, ptas);
  const mileage = rng.int(30, 190) * 1000 + rng.int(0, 999);
  const m = (v: number) => (ptas ? `${n(v, 'lit')} Ptas.` : `${n(v, 'dot')} €`);
  p.box(40, 40, 515, 62);
  p.text(52, shop, { y: 62, size: 14, bold: true });
  p.text(
    52,
    `C/ ${rng.pick(['Son Fuster', 'Gremi Fusters', 'Can Valero'])}, ${rng.int(2, 60)} · 070${rng.int(10, 99)} ${rng.pick(['Palma de Mallorca', 'Inca', 'Manacor', 'Santanyí'])} · CIF B-07${digits(rng, 6)}`,
    { y: 78, size: 8.5 },
  );
  p.text(52, 'Se habla alemán – Wir sprechen Deutsch', { y: 92, size: 8.5 });
  p.y = 130;
  p.text(40, 'FACTURA / RECHNUNG', { size: 13, bold: true });
  p.text(555, `Nº ${rng.int(100, 2999)}`, { size: 11, align: 'right' });
  p.down(20);
  pairs(
    p,
    40,
    180,
    [
      ['Fecha / Datum', dt(date, 'long-es')],
      ['Cliente / Kunde', `${name}, ${rng.pick(['Santa Ponça', 'Port d’Andratx', 'Cala Ratjada', 'Alcúdia'])}`],
      ['Vehículo / Fahrzeug', c.name],
      [
        'Matrícula / Kennzeichen',
        ptas && y < 2000 ? `PM-${digits(rng, 4)}-${letters(rng, 2)}` : `${digits(rng, 4)} ${letters(rng, 3, 'BCDFGHJKLMNPRSTVWXYZ')}`,
      ],
      ['Km / Kilometerstand', odo(mileage, '.')],
    ],
    { size: 9, step: 12.5 },
  );
  p.down(14);
  p.box(40, p.y - 11, 515, 15, true);
  p.text(45, 'Concepto / Leistung', { size: 9, bold: true });
  p.text(550, 'Importe / Betrag', { size: 9, bold: true, align: 'right' });
  p.down(18);
  p.text(45, 'Mano de obra / Arbeitslohn', { size: 8.5, bold: true }).down(12.5);
  for (const w of j.work) {
    p.text(55, w.desc, { size: 9 });
    p.text(420, `${n(w.hours, 'comma')} h`, { size: 9, align: 'right' });
    p.text(550, m(w.amount), { size: 9, align: 'right' });
    p.down(12.5);
  }
  p.text(45, 'Recambios / Ersatzteile', { size: 8.5, bold: true }).down(12.5);
  for (const x of j.parts) {
    p.text(55, x.qty > 1 ? `${x.qty} x ${x.desc}` : x.desc, { size: 9 });
    p.text(550, m(x.amount), { size: 9, align: 'right' });
    p.down(12.5);
  }
  p.down(12);
  hline(p, 330, 225, p.y - 10);
  totals(p, 330, 550, [
    ['Base imponible / Netto', m(t.net)],
    [`IVA ${rate} % / MwSt.`, m(t.vat)],
    ['TOTAL / GESAMT', m(t.gross), true],
  ]);
  return doc(p, 'de', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}
