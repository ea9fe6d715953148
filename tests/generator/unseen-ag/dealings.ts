/**
 * Sales and valuations across borders: a Danish dealer's Slutseddel / Kaufvertrag for export, a Romand private Contrat
 * de vente / Kaufvertrag side by side, a Belgian dealer's Facture d'exportation / Export invoice, an Italian Atto di
 * vendita / Deed of sale with a notary's authentication apart, a Norwegian Kjøpekontrakt / Purchase agreement; a Romand
 * Rapport d'expertise / Bewertungsgutachten, a Czech Znalecký posudek / Gutachten, a Dutch Taxatierapport / Valuation
 * report, a Danish Vurderingsrapport / Valuation report.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, dt, hline, letters, n, owner, page, pairs, para, stacked, totals, vin, year } from './kit';

export function dkSlutseddel(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1996, 2024);
  const y = year(date);
  const seller = `${rng.pick(['Veteranbiler Vejle', 'Classic Cars Silkeborg', 'Jydsk Klassikerhandel', 'Nordsjællands Veteranbiler'])} ApS`;
  const [buyer, street, city] = owner(rng, 'de');
  const c = car(rng, y);
  const price = rng.int(8, 90) * 5000;
  const reg = rng.int(0, 1) ? rng.int(2, 8) * 500 : 0;
  p.text(40, seller, { size: 14, bold: true });
  p.down(12).text(40, `${rng.pick(['Horsensvej', 'Vestergade', 'Hobrovej'])} ${rng.int(2, 200)}, DK-${rng.int(6000, 9990)} · CVR ${digits(rng, 8)}`, {
    size: 8.5,
  });
  p.down(30);
  stacked(p, 40, 'SLUTSEDDEL', 'Kaufvertrag', { size: 15, bold: true });
  p.text(555, `Nr. ${rng.int(100, 999)} · ${dt(date, 'de')}`, { size: 9.5, align: 'right' });
  p.down(34);
  pairs(
    p,
    40,
    210,
    [
      ['Sælger / Verkäufer', seller],
      ['Køber / Käufer', `${buyer}, ${street}, ${city}`],
      ['Køretøj / Fahrzeug', `${c.name}, årgang / Baujahr ${c.built}`],
      ['Stelnummer / Fahrgestell-Nr.', vin(rng, c.make)],
      ['Km-stand / Kilometerstand', `${rng.int(20, 250)}.${digits(rng, 3)} (ikke garanteret / ohne Gewähr)`],
    ],
    { size: 9, step: 14 },
  );
  p.down(14);
  totals(
    p,
    40,
    400,
    [
      ['Kontantpris / Barpreis', `kr. ${n(price, 'dot')}`, true],
      ...(reg ? ([['Eksportplader og papirer / Ausfuhrkennzeichen und Papiere', `kr. ${n(reg, 'dot')}`]] as [string, string][]) : []),
      ['I alt / Gesamt', `kr. ${n(price + reg, 'dot')}`],
    ],
    15,
  );
  p.down(10);
  para(
    p,
    40,
    'Bilen sælges som beset, brugtmomsordning – ingen moms fradrag. / Das Fahrzeug wird wie besichtigt verkauft; differenzbesteuert nach § 25a UStG entsprechend, keine ausweisbare MwSt. Ausfuhr nach Deutschland durch den Käufer.',
    95,
    { size: 8.5 },
  );
  p.down(30);
  p.text(40, '..............................', { size: 9 }).text(330, '..............................', { size: 9 });
  p.down(11).text(40, 'Sælger / Verkäufer', { size: 7.5 }).text(330, 'Køber / Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function romandVente(rng: Random): Generated {
  const p = page(56);
  const date = rng.date(1998, 2024);
  const c = car(rng, year(date));
  const seller = rng.pick(['Jean-Pierre Rochat', 'Marie-Claude Dubuis', 'Olivier Perrenoud', 'Sylvie Chappuis', 'Bernard Jaquier']);
  const [buyer, street, city] = owner(rng, 'de');
  const price = rng.int(6, 80) * 1000 + rng.pick([0, 500]);
  const town = rng.pick(['Vevey', 'Montreux', 'Fribourg', 'Bulle', 'La Chaux-de-Fonds']);
  p.text(297, 'CONTRAT DE VENTE / KAUFVERTRAG', { size: 15, bold: true, align: 'center' });
  p.down(14).text(297, 'Véhicule d’occasion / Occasionsfahrzeug', { size: 9, align: 'center' });
  p.down(30);
  const top = p.y;
  p.text(40, 'Vendeur / Verkäufer', { size: 9, bold: true }).down(14);
  p.text(40, seller)
    .down(12)
    .text(40, `${rng.pick(['Chemin des Vignes', 'Rue du Lac', 'Route de Blonay'])} ${rng.int(1, 40)}`)
    .down(12)
    .text(40, `${rng.int(1000, 2999)} ${town}`);
  p.y = top;
  p.text(320, 'Acheteur / Käufer', { size: 9, bold: true }).down(14);
  p.text(320, buyer).down(12).text(320, street).down(12).text(320, city);
  p.down(30);
  pairs(
    p,
    40,
    230,
    [
      ['Marque et type / Marke und Typ', c.name],
      ['Année / Jahrgang', String(c.built)],
      ['N° de châssis / Fahrgestell-Nr.', vin(rng, c.make)],
      ['Kilométrage / Kilometerstand', `${rng.int(20, 220)}'${digits(rng, 3)} km`],
      ['Expertisé le / Letzte Prüfung', dt(addDays(date, -rng.int(30, 700)), 'de')],
    ],
    { size: 9, step: 14 },
  );
  p.down(12);
  p.box(40, p.y - 12, 515, 22, true);
  p.text(46, 'Prix de vente / Kaufpreis', { size: 10, bold: true });
  p.text(548, `CHF ${n(price, 'ch')}`, { size: 10, bold: true, align: 'right' });
  p.down(26);
  para(
    p,
    40,
    'Le véhicule est vendu dans l’état où il se trouve, sans garantie. / Das Fahrzeug wird im heutigen Zustand verkauft, unter Ausschluss jeglicher Gewährleistung. Paiement comptant à la remise du véhicule / Barzahlung bei Übergabe.',
    100,
    { size: 8.5 },
  );
  p.down(20);
  p.text(40, `Lieu et date / Ort und Datum: ${town}, le ${dt(date, 'de')}`, { size: 9 });
  p.down(36);
  p.text(40, '..............................', { size: 9 }).text(320, '..............................', { size: 9 });
  p.down(11).text(40, 'Le vendeur / Der Verkäufer', { size: 7.5 }).text(320, 'L’acheteur / Der Käufer', { size: 7.5 });
  return doc(p, 'de', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function beExportInvoice(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2003, 2024);
  const c = car(rng, year(date));
  const seller = `${rng.pick(['Antwerp Classic Cars', 'Brussels Oldtimer Center', 'Garage Van Hool Klassiekers', 'Ghent Heritage Motors'])} BV`;
  const [buyer, street, city] = owner(rng, 'en');
  const price = rng.int(10, 120) * 500;
  const transport = rng.int(6, 16) * 50;
  const docs = rng.pick([150, 195, 250]);
  p.text(40, seller, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Noorderlaan', 'Chaussée de Louvain', 'Kortrijksesteenweg'])} ${rng.int(2, 400)}, B-${rng.int(1000, 9990)} · BTW/TVA BE 0${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'FACTURE D’EXPORTATION / EXPORT INVOICE', { size: 13, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    200,
    [
      ['N° / No.', `EX-${year(date)}-${digits(rng, 3)}`],
      ['Date', dt(date, 'slash')],
      ['Acheteur / Buyer', `${buyer}, ${street}, ${city}, United Kingdom`],
    ],
    { size: 9, step: 13 },
  );
  p.down(14);
  p.text(40, 'Description', { size: 9, bold: true }).text(550, 'EUR', { size: 9, bold: true, align: 'right' });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  p.text(40, `${c.name}, ${c.built}, chassis ${vin(rng, c.make)}`, { size: 9 }).text(550, n(price, 'dot'), { size: 9, align: 'right' });
  p.down(13).text(50, 'Vehicle price / Prix du véhicule', { size: 8 });
  p.down(16).text(40, 'Transport to Zeebrugge and loading / Transport et chargement', { size: 9 }).text(550, n(transport, 'dot'), { size: 9, align: 'right' });
  p.down(13)
    .text(40, 'Export documents, transit plates / Documents d’exportation, plaques', { size: 9 })
    .text(550, n(docs, 'dot'), { size: 9, align: 'right' });
  p.down(18);
  hline(p, 330, 225, p.y - 8);
  totals(p, 330, 550, [
    ['Total HTVA / Net', n(price + transport + docs, 'dot')],
    ['TVA / VAT 0 %', n(0, 'dot')],
    ['Total EUR', n(price + transport + docs, 'dot'), true],
  ]);
  p.down(10);
  para(
    p,
    40,
    'Exonération de TVA – livraison hors UE, art. 39 § 1 du Code TVA / VAT exempt: export outside the EU. The car is sold as seen; export declaration (EX-A) to be presented at the port.',
    100,
    { size: 8 },
  );
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function itAttoVendita(rng: Random): Generated {
  const p = page(56);
  const date = rng.date(1982, 2015);
  const y = year(date);
  const lit = y < 2002;
  const c = car(rng, y);
  const seller = rng.pick(['Giuseppe Marchesini', 'Luciana Ferraro', 'Alberto Colombo', 'Franco Bellini']);
  const [buyer] = owner(rng, 'en');
  const price = lit ? rng.int(4, 60) * 1_000_000 : rng.int(5, 70) * 1000;
  const notary = addDays(date, rng.int(1, 10));
  const m = lit ? `Lit. ${n(price, 'lit')}` : `€ ${n(price, 'dot')}`;
  p.text(297, 'ATTO DI VENDITA / DEED OF SALE', { size: 15, bold: true, align: 'center', serif: true });
  p.down(14).text(297, 'Dichiarazione di vendita di autoveicolo / Declaration of sale of a motor vehicle', { size: 8.5, align: 'center', serif: true });
  p.down(30);
  para(
    p,
    50,
    `Il sottoscritto / The undersigned ${seller}, nato a / born in ${rng.pick(['Torino', 'Bologna', 'Brescia', 'Firenze'])}, residente in / resident at Via ${rng.pick(['Mazzini', 'Cavour', 'Verdi'])} ${rng.int(1, 90)}, ${rng.pick(['Torino', 'Bologna', 'Brescia', 'Firenze'])},`,
    90,
    { size: 9.5, serif: true, step: 13 },
  );
  p.down(4);
  para(p, 50, `dichiara di aver venduto / declares that he has sold to ${buyer}, residente nel Regno Unito / resident in the United Kingdom,`, 90, {
    size: 9.5,
    serif: true,
    step: 13,
  });
  p.down(4);
  para(
    p,
    50,
    `l’autoveicolo / the motor vehicle ${c.name}, telaio / chassis ${vin(rng, c.make)}, targa / registration ${rng.pick(['TO', 'BO', 'BS', 'FI'])} ${digits(rng, 6)},`,
    90,
    { size: 9.5, serif: true, step: 13 },
  );
  p.down(10);
  p.text(50, 'per il prezzo di / for the price of', { size: 9.5, serif: true });
  p.text(500, m, { size: 11, bold: true, serif: true, align: 'right' });
  p.down(16).text(50, 'interamente pagato / paid in full.', { size: 9.5, serif: true });
  p.down(26);
  p.text(50, `${rng.pick(['Torino', 'Bologna', 'Brescia', 'Firenze'])}, lì / on ${dt(date, 'slash')}`, { size: 9.5, serif: true });
  p.down(30).text(50, '..............................', { size: 9 });
  p.down(11).text(50, 'Il venditore / The seller', { size: 7.5 });
  p.down(36);
  p.box(50, p.y - 12, 495, 64);
  p.text(58, 'AUTENTICA DI FIRMA / AUTHENTICATION OF SIGNATURE', { size: 8.5, bold: true });
  p.down(14).text(58, `Rep. n. ${rng.int(1000, 40000)} – Vera e autentica la firma / the signature is true and authentic.`, { size: 8.5, serif: true });
  p.down(13).text(58, `Notaio / Notary Dott. ${rng.pick(['Carlo Rinaldi', 'Paola Santoro', 'Enrico Valli'])}, ${dt(notary, 'long-it')}`, {
    size: 8.5,
    serif: true,
  });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function noKjopekontrakt(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1995, 2024);
  const c = car(rng, year(date));
  const seller = rng.pick(['Ole Kristian Haugen', 'Ingrid Solberg', 'Terje Bakken', 'Kari Lunde', 'Arne Fjeld']);
  const [buyer, street, city] = owner(rng, 'en');
  const price = rng.int(4, 60) * 5000;
  p.text(40, 'KJØPEKONTRAKT FOR BRUKT MOTORVOGN', { size: 14, bold: true });
  p.down(14).text(40, 'Purchase agreement for a used motor vehicle (between private persons)', { size: 9 });
  p.down(28);
  const top = p.y;
  stacked(p, 40, 'Selger', 'Seller', { size: 9, bold: true });
  p.down(20)
    .text(40, seller)
    .down(12)
    .text(
      40,
      `${rng.pick(['Storgata', 'Bygdøy allé', 'Kongens gate'])} ${rng.int(1, 80)}, ${digits(rng, 4)} ${rng.pick(['Oslo', 'Drammen', 'Stavanger', 'Trondheim'])}`,
    );
  p.y = top;
  stacked(p, 320, 'Kjøper', 'Buyer', { size: 9, bold: true });
  p.down(20).text(320, buyer).down(12).text(320, street).down(12).text(320, city);
  p.y = top + 70;
  const rows: [string, string, string][] = [
    ['Merke / modell', 'Make / model', c.name],
    ['Reg.nr.', 'Reg. no.', `${letters(rng, 2)} ${digits(rng, 5)}`],
    ['Understellsnr.', 'Chassis no.', vin(rng, c.make)],
    ['Km-stand', 'Odometer', `${rng.int(20, 300)} ${digits(rng, 3)} km`],
  ];
  for (const [l, tr, v] of rows) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(200, v, { size: 9.5 });
    p.down(22);
  }
  p.down(6);
  p.box(40, p.y - 12, 515, 30, true);
  stacked(p, 46, 'Kjøpesum', 'Purchase price', { size: 10, bold: true });
  p.text(548, `kr ${n(price, 'space').replace(',00', ',-')}`, { size: 11, bold: true, align: 'right' });
  p.down(34);
  para(
    p,
    40,
    'Motorvognen selges som den er, jf. kjøpsloven § 19. / The vehicle is sold as is. Omregistreringsavgift betales av kjøper / re-registration fee paid by the buyer.',
    100,
    { size: 8.5 },
  );
  p.down(16);
  stacked(p, 40, `Sted og dato: ${rng.pick(['Oslo', 'Drammen', 'Stavanger'])}, ${dt(date, 'de')}`, 'Place and date', { size: 9 });
  p.down(40);
  p.text(40, '..............................', { size: 9 }).text(320, '..............................', { size: 9 });
  p.down(11).text(40, 'Selger / Seller', { size: 7.5 }).text(320, 'Kjøper / Buyer', { size: 7.5 });
  return doc(p, 'en', { documentType: 'purchase', sellerName: seller, saleDate: date, purchasePrice: price });
}

export function romandExpertise(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2000, 2024);
  const seen = addDays(date, -rng.int(2, 14));
  const c = car(rng, year(date));
  const expert = rng.pick(['Jean-Marc Favre', 'Philippe Cuendet', 'Laurent Bovet', 'Christine Morand']);
  const creds = rng.pick(['expert automobile diplômé', 'expert en véhicules de collection, membre ASEA']);
  const value = rng.int(12, 180) * 1000;
  const [stateFr, stateDe] = rng.pick([
    ['très bon', 'sehr gut'],
    ['bon', 'gut'],
    ['excellent', 'ausgezeichnet'],
    ['satisfaisant', 'befriedigend'],
  ] as const);
  const [owner1] = owner(rng, 'de');
  p.text(40, `Bureau d’expertises ${expert.split(' ')[1]}`, { size: 13, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Rue de la Gare', 'Avenue de la Harpe', 'Grand-Rue'])} ${rng.int(1, 40)}, CH-${rng.int(1000, 2999)} ${rng.pick(['Lausanne', 'Sion', 'Neuchâtel', 'Fribourg'])}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'RAPPORT D’EXPERTISE / BEWERTUNGSGUTACHTEN', { size: 14, bold: true });
  p.down(16).text(40, `N° ${rng.int(100, 999)}/${year(date)} – ${dt(date, 'de')}`, { size: 9.5 });
  p.down(24);
  pairs(
    p,
    40,
    240,
    [
      ['Mandant / Auftraggeber', owner1],
      ['Véhicule / Fahrzeug', `${c.name} (${c.built})`],
      ['N° de châssis / Fahrgestell-Nr.', vin(rng, c.make)],
      ['Examiné le / Besichtigt am', dt(seen, 'de')],
      ['Lieu / Ort', rng.pick(['garage du mandant / Garage des Auftraggebers', 'nos locaux / unsere Räume'])],
    ],
    { size: 9, step: 14 },
  );
  p.down(10);
  p.text(40, 'Constatations / Befund', { size: 10, bold: true }).down(14);
  para(
    p,
    40,
    'Carrosserie et peinture soignées, soubassement sain, moteur et boîte conformes à l’origine. / Karosserie und Lack gepflegt, Unterboden gesund, Motor und Getriebe original.',
    100,
    { size: 8.5 },
  );
  p.down(6);
  pairs(p, 40, 240, [[`État général / Allgemeinzustand`, `${stateFr} / ${stateDe}`]], { size: 9.5, bold: true });
  p.down(6);
  p.box(40, p.y - 12, 515, 24, true);
  p.text(46, 'Valeur vénale / Verkehrswert', { size: 10.5, bold: true });
  p.text(548, `CHF ${n(value, 'ch')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(40);
  p.text(40, expert, { size: 10 }).down(12).text(40, creds, { size: 8.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: stateDe });
}

export function czZnaleckyPosudek(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2004, 2024);
  const seen = addDays(date, -rng.int(3, 20));
  const c = car(rng, year(date));
  const expert = `Ing. ${rng.pick(['Pavel Dvořák', 'Jiří Svoboda', 'Miroslav Král', 'Tomáš Urban'])}`;
  const value = rng.int(8, 200) * 10000;
  const eur = Math.round(value / 25 / 100) * 100;
  const [cs, de] = rng.pick([
    ['velmi dobrý', 'sehr gut'],
    ['dobrý', 'gut'],
    ['původní, zachovalý', 'original, gut erhalten'],
  ] as const);
  const [owner1] = owner(rng, 'de');
  p.text(40, expert, { size: 12, bold: true });
  p.down(12).text(40, 'soudní znalec v oboru ekonomika – oceňování motorových vozidel / gerichtlich bestellter Sachverständiger für Kfz-Bewertung', {
    size: 8,
  });
  p.down(11).text(40, `${rng.pick(['Karlovy Vary', 'Plzeň', 'Liberec', 'Brno'])}, IČ ${digits(rng, 8)}`, { size: 8 });
  p.down(30).text(40, `ZNALECKÝ POSUDEK č. ${rng.int(10, 300)}/${year(date)}`, { size: 14, bold: true });
  p.down(14).text(40, 'Gutachten über den Wert eines Kraftfahrzeugs', { size: 10 });
  p.down(24);
  pairs(
    p,
    40,
    250,
    [
      ['Objednatel / Auftraggeber', owner1],
      ['Vozidlo / Fahrzeug', `${c.name}, r. v. / Baujahr ${c.built}`],
      ['VIN / Fahrgestell-Nr.', vin(rng, c.make)],
      ['Datum prohlídky / Besichtigung', dt(seen, 'cs')],
      ['Celkový stav / Gesamtzustand', `${cs} / ${de}`],
    ],
    { size: 9, step: 14 },
  );
  p.down(14);
  p.text(40, 'Závěr / Ergebnis', { size: 10, bold: true }).down(16);
  p.text(40, 'Obvyklá cena vozidla / Marktwert des Fahrzeugs:', { size: 10 });
  p.text(555, `${n(value, 'space').replace(',00', ',-')} Kč`, { size: 11, bold: true, align: 'right' });
  p.down(14).text(555, `(ca. ${n(eur, 'dot').replace(',00', '')} EUR, nur zur Information)`, { size: 8, align: 'right' });
  p.down(30);
  p.text(40, `V / In ${rng.pick(['Karlových Varech', 'Plzni', 'Brně'])} dne / am ${dt(date, 'cs')}`, { size: 9 });
  p.down(30).text(40, expert, { size: 9.5 });
  p.down(12).text(40, 'Znalecká doložka / Sachverständigenklausel: zapsán v seznamu znalců / eingetragen im Verzeichnis.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'appraisal', appraiserName: expert, appraisalDate: date, appraisedValue: value, conditionNotes: de });
}

export function nlTaxatierapport(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2002, 2024);
  const c = car(rng, year(date));
  const taxateur = rng.pick(['R.J. de Groot', 'M. van Leeuwen', 'H.A. Jansen', 'P. Smit']);
  const title = rng.pick(['register-taxateur', 'gecertificeerd taxateur VRT']);
  const value = rng.int(6, 150) * 500;
  const [grade, nl, en] = rng.pick([
    ['1-', 'uitstekend', 'excellent'],
    ['2+', 'zeer goed', 'very good'],
    ['2', 'goed', 'good'],
    ['3', 'redelijk', 'fair'],
  ] as const);
  const [owner1, street, city] = owner(rng, 'en');
  p.text(40, `Taxatiebureau ${taxateur.split(' ').pop()}`, { size: 13, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Dorpsstraat', 'Molenweg', 'Stationsplein'])} ${rng.int(1, 80)}, ${rng.int(1000, 9999)} ${letters(rng, 2)} ${rng.pick(['Amersfoort', 'Apeldoorn', 'Haarlem'])}`,
    { size: 8.5 },
  );
  p.down(30).text(40, 'TAXATIERAPPORT / VALUATION REPORT', { size: 14, bold: true });
  p.down(22);
  pairs(
    p,
    40,
    230,
    [
      ['Opdrachtgever / Client', `${owner1}, ${street}, ${city}`],
      ['Voertuig / Vehicle', `${c.name}, ${c.built}`],
      ['Chassisnummer / Chassis no.', vin(rng, c.make)],
      ['Datum taxatie / Date of valuation', dt(date, 'dash')],
      ['Geldig tot / Valid until', dt(addDays(date, 365 * 3), 'dash')],
    ],
    { size: 9, step: 14 },
  );
  p.down(10);
  const parts: [string, string][] = [
    ['Carrosserie / Body', `${rng.int(7, 9)}/10`],
    ['Lak / Paint', `${rng.int(6, 9)}/10`],
    ['Interieur / Interior', `${rng.int(6, 9)}/10`],
    ['Techniek / Mechanics', `${rng.int(7, 9)}/10`],
  ];
  parts.forEach(([l, v], i) => {
    p.box(40 + i * 129, p.y - 10, 127, 30);
    p.text(44 + i * 129, l, { size: 7 });
    p.text(44 + i * 129, v, { size: 10, y: p.y + 13 });
  });
  p.down(40);
  p.text(40, `Conditie / Condition: ${grade} (${nl} / ${en})`, { size: 10, bold: true });
  p.down(24);
  p.box(40, p.y - 12, 515, 24, true);
  p.text(46, 'Taxatiewaarde / Agreed valuation', { size: 10.5, bold: true });
  p.text(548, `€ ${n(value, 'dot')}`, { size: 10.5, bold: true, align: 'right' });
  p.down(30);
  para(
    p,
    40,
    'Deze taxatie is opgesteld conform artikel 7:960 BW / This valuation is made for insurance purposes under art. 7:960 of the Dutch Civil Code.',
    100,
    { size: 8 },
  );
  p.down(20).text(40, `${taxateur}, ${title}`, { size: 9.5 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: `${taxateur}, ${title}`, appraisalDate: date, appraisedValue: value, conditionNotes: en });
}

export function dkVurdering(rng: Random): Generated {
  const p = page(52);
  const date = rng.date(1998, 2024);
  const c = car(rng, year(date));
  const valuer = rng.pick(['Henrik Mølgaard', 'Søren Kjær', 'Lars Thygesen', 'Bente Holm']);
  const value = rng.int(6, 90) * 5000;
  const [da, en] = rng.pick([
    ['meget god', 'very good'],
    ['god', 'good'],
    ['middel', 'average'],
  ] as const);
  const [owner1] = owner(rng, 'en');
  p.text(40, 'Dansk Veteranbil Klub – Vurderingsudvalget', { size: 12, bold: true });
  p.down(26);
  stacked(p, 40, 'VURDERINGSRAPPORT', 'Valuation report', { size: 15, bold: true });
  p.text(555, `Rapport nr. ${rng.int(1000, 9999)}`, { size: 9, align: 'right' });
  p.down(36);
  const rows: [string, string, string][] = [
    ['Ejer', 'Owner', owner1],
    ['Køretøj', 'Vehicle', `${c.name}, ${c.built}`],
    ['Stelnummer', 'Chassis no.', vin(rng, c.make)],
    ['Stand', 'Condition', `${da} / ${en}`],
    ['Dato', 'Date', dt(date, 'long-da')],
  ];
  for (const [l, tr, v] of rows) {
    stacked(p, 40, l, tr, { size: 9 });
    p.text(200, v, { size: 10 });
    p.down(24);
  }
  p.down(10);
  p.box(40, p.y - 12, 515, 30, true);
  stacked(p, 46, 'Handelsværdi', 'Market value', { size: 10.5, bold: true });
  p.text(548, `kr. ${n(value, 'dot')}`, { size: 11, bold: true, align: 'right' });
  p.down(40);
  para(
    p,
    40,
    'Vurderingen er foretaget ved besigtigelse og prøvekørsel. / The valuation was made on inspection and a test drive; amounts in Danish kroner (DKK).',
    100,
    { size: 8.5 },
  );
  p.down(24).text(40, valuer, { size: 10 });
  p.down(12).text(40, 'Vurderingsmand / Valuer, DVK', { size: 8 });
  return doc(p, 'en', { documentType: 'appraisal', appraiserName: valuer, appraisalDate: date, appraisedValue: value, conditionNotes: en });
}
