/**
 * Service bills in English from firms whose own language is another: a Leiden restorer, a Liège garage in francs or
 * euros, an Algarve oficina in escudos or euros, a Corfu garage, a Modena restorer, a Bergen verksted in kroner, a
 * Helsinki korjaamo in markka or euros, a Lugano officina in francs, a Prague restorer's stage bill, a Luxembourg garage.
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

const ukPlate = (rng: Random) => `${letters(rng, 2)}${rng.int(51, 73)} ${letters(rng, 3)}`;

export function leidenRestauratie(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2002, 2024);
  const y = year(date);
  const shop = `${rng.pick(['Klassieke Auto Restauratie', 'Oldtimergarage', 'Restauratiebedrijf'])} ${rng.pick(['De Vries', 'Bakker', 'Van Dijk', 'Visser'])}`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'EUR', y, { work: [2, 4], parts: [2, 5], step: 0.01 });
  const rate = vat('nl', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(30, 200) * 1000 + rng.int(0, 999);
  p.text(555, shop, { size: 14, bold: true, align: 'right' });
  p.down(13).text(555, `${rng.pick(['Haagweg', 'Rijnsburgerweg', 'Oude Vest'])} ${rng.int(2, 200)}, ${rng.int(2300, 2334)} ${letters(rng, 2)} Leiden`, {
    size: 8.5,
    align: 'right',
  });
  p.down(11).text(555, `BTW NL${digits(rng, 9)}B01 · KvK ${digits(rng, 8)}`, { size: 8.5, align: 'right' });
  p.y = 130;
  p.text(40, name).down(12).text(40, street).down(12).text(40, `${city}, United Kingdom`);
  p.down(30);
  p.text(40, 'FACTUUR / INVOICE', { size: 14, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    190,
    [
      ['Factuurnummer / Invoice no.', `F${y}-${digits(rng, 3)}`],
      ['Datum / Date', dt(date, 'long-nl')],
      ['Voertuig / Vehicle', `${c.name}, ${c.built}`],
      ['Kenteken / Registration', ukPlate(rng)],
      ['Kilometerstand / Odometer', `${odo(mileage, '.')} km`],
    ],
    { size: 9, step: 12.5 },
  );
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  p.text(40, 'Werkzaamheden / Labour', { size: 10, bold: true }).down(14);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'dot')} u`, `€ ${n(w.rate, 'dot')}`, `€ ${n(w.amount, 'dot')}`]);
    p.down(12.5);
  }
  row(p, cols, ['', '', 'Subtotal', `€ ${n(j.labour, 'dot')}`], { bold: true });
  p.down(20);
  p.text(40, 'Onderdelen / Parts', { size: 10, bold: true }).down(14);
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty}x`, `€ ${n(x.unit, 'dot')}`, `€ ${n(x.amount, 'dot')}`]);
    p.down(12.5);
  }
  row(p, cols, ['', '', 'Subtotal', `€ ${n(j.material, 'dot')}`], { bold: true });
  p.down(24);
  p.box(330, p.y - 12, 225, 48, false);
  totals(
    p,
    338,
    548,
    [
      ['Totaal excl. BTW / Net', `€ ${n(t.net, 'dot')}`],
      [`BTW / VAT ${pct(rate)}%`, `€ ${n(t.vat, 'dot')}`],
      ['Totaal / Total due', `€ ${n(t.gross, 'dot')}`, true],
    ],
    14,
  );
  p.down(16).text(40, 'Payment by bank transfer within 14 days. Prices in euro.', { size: 8 });
  return doc(p, 'en', {
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

export function liegeGarage(rng: Random): Generated {
  const p = page(54);
  const date = rng.date(1985, 2020);
  const y = year(date);
  const bef = y < 2002;
  const shop = `Garage ${rng.pick(['Lambert', 'Dubois Frères', 'Renard', 'Mathieu & Fils'])} SPRL`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', bef ? 'BEF' : 'EUR', y, { work: [2, 4], parts: [2, 4], step: bef ? 1 : 0.01 });
  const rate = vat('be', y);
  const t = tax(j.labour + j.material, rate, bef);
  const mileage = rng.int(30, 220) * 1000 + rng.int(0, 999);
  const m = (v: number) => (bef ? `${n(v, 'lit')} FB` : `${n(v, 'dot')} EUR`);
  p.text(40, shop, { size: 15, bold: true, serif: true });
  p.down(13).text(
    40,
    `${rng.pick(['Rue de Herve', 'Quai de Rome', 'Boulevard de la Sauvenière'])} ${rng.int(2, 300)} – B-40${rng.int(0, 99).toString().padStart(2, '0')} Liège – TVA BE 0${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`,
    { size: 8.5 },
  );
  p.y = 120;
  p.text(330, 'Client / Customer', { size: 7.5 }).down(12);
  p.text(330, name).down(12).text(330, street).down(12).text(330, city);
  p.y = 120;
  p.text(40, 'FACTURE / INVOICE', { size: 13, bold: true }).down(16);
  p.text(40, `N° ${y}/${rng.int(100, 999)}`, { size: 9 }).down(12);
  p.text(40, `Liège, le ${dt(date, 'slash')}`, { size: 9 });
  p.y = 200;
  p.box(40, p.y - 12, 515, 30);
  const cells: [string, string][] = [
    ['Véhicule / Vehicle', c.name],
    ['Immatriculation / Reg. no.', ukPlate(rng)],
    ['Kilométrage / Mileage', `${odo(mileage, '.')} km`],
  ];
  cells.forEach(([l, v], i) => {
    p.text(46 + i * 172, l, { size: 7 });
    p.text(46 + i * 172, v, { size: 9.5, y: p.y + 12 });
  });
  p.down(40);
  const cols: Col[] = [{ x: 40 }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Description', 'Qté / Qty', 'Montant / Amount'], { bold: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} h`, m(w.amount)]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), m(x.amount)]);
    p.down(12.5);
  }
  p.down(12);
  hline(p, 300, 255, p.y - 10);
  totals(p, 300, 550, [
    ['Total HTVA / Net total', m(t.net)],
    [`TVA / VAT ${rate} %`, m(t.vat)],
    ['Total TVAC / Total incl. VAT', m(t.gross), true],
  ]);
  p.down(14).text(40, 'Conditions: payable au comptant / payable in cash on collection.', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function algarveOficina(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1988, 2018);
  const y = year(date);
  const esc = y < 2002;
  const shop = `Oficina ${rng.pick(['Auto Sol', 'Mecânica Algarvia', 'Silva & Filhos', 'Auto Portimão'])}, Lda.`;
  const [name] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', esc ? 'ESC' : 'EUR', y, { work: [2, 3], parts: [2, 4], step: esc ? 50 : 0.01 });
  const rate = vat('pt', y);
  const t = tax(j.labour + j.material, rate, esc);
  const mileage = rng.int(30, 210) * 1000 + rng.int(0, 999);
  const m = (v: number) => (esc ? `${n(v, 'esc')}` : `${n(v, 'dot')} €`);
  const done = addDays(date, -rng.int(1, 4));
  p.text(297, shop, { size: 15, bold: true, align: 'center' });
  p.down(13).text(
    297,
    `${rng.pick(['Estrada Nacional 125', 'Rua do Comércio', 'Zona Industrial'])}, ${rng.pick(['8400 Lagoa', '8500 Portimão', '8200 Albufeira', '8135 Almancil'])} – Contribuinte n.º 50${digits(rng, 7)}`,
    { size: 8.5, align: 'center' },
  );
  p.down(11).text(297, 'English spoken – We look after your car while you are away', { size: 8.5, align: 'center' });
  p.down(34);
  p.text(40, `FACTURA / INVOICE  N.º ${rng.int(1, 999)}/${y}`, { size: 12, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    200,
    [
      ['Data / Date', dt(date, 'dash')],
      ['Cliente / Customer', `${name}, ${rng.pick(['Carvoeiro', 'Vale do Lobo', 'Praia da Luz', 'Tavira'])}`],
      ['Viatura / Vehicle', `${c.name} – ${digits(rng, 2)}-${letters(rng, 2)}-${digits(rng, 2)}`],
      ['Quilómetros / Kilometres', odo(mileage, '.')],
      ['Trabalho concluído / Work completed', dt(done, 'dash')],
    ],
    { size: 9, step: 12.5 },
  );
  p.down(14);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Designação / Description', 'Qtd. / Qty', 'Preço / Price', 'Valor / Amount'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} h`, m(w.rate), m(w.amount)]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), m(x.unit), m(x.amount)]);
    p.down(12.5);
  }
  p.down(14);
  totals(p, 320, 550, [
    [`Total ilíquido / Net${esc ? ' (Esc.)' : ''}`, m(t.net)],
    [`IVA ${rate}% / VAT`, m(t.vat)],
    [`Total a pagar / Total${esc ? ' (Esc.)' : ''}`, m(t.gross), true],
  ]);
  p.down(14).text(40, 'Processado por computador – Obrigado / Thank you', { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: done,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function corfuGarage(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(2003, 2024);
  const y = year(date);
  const owner1 = rng.pick(['Spyros Kourkoulos', 'Nikos Vlachos', 'Giorgos Theotokis', 'Andreas Metaxas']);
  const shop = `${owner1} – Car Service`;
  const [name] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'EUR', y, { work: [2, 4], parts: [2, 4], step: 0.01, rateBase: 45 });
  const rate = vat('gr', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(30, 200) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 14, bold: true });
  p.down(13).text(
    40,
    `${rng.pick(['Ethniki Odos Kerkyras-Paleokastritsas', 'Leoforos Alexandras', 'Odos Lefkimmis'])} ${rng.int(2, 90)}, 491 00 Kerkyra · ΑΦΜ / VAT no. ${digits(rng, 9)} · ΔΟΥ Κέρκυρας`,
    { size: 8 },
  );
  p.down(30);
  stacked(p, 40, 'ΤΙΜΟΛΟΓΙΟ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ', 'SERVICE INVOICE', { size: 13, bold: true });
  p.text(555, `Αρ. / No. ${rng.int(100, 2999)}`, { size: 10, align: 'right' });
  p.down(32);
  pairs(
    p,
    40,
    200,
    [
      ['Ημερομηνία / Date', dt(date, 'de')],
      ['Πελάτης / Customer', `${name}, ${rng.pick(['Kassiopi', 'Agios Stefanos', 'Paleokastritsa'])}`],
      ['Όχημα / Vehicle', c.name],
      ['Αρ. κυκλοφορίας / Reg. no.', `${letters(rng, 3, 'ABEZHIKMNOPTYX')}-${digits(rng, 4)}`],
      ['Χιλιόμετρα / Km', odo(mileage, '.')],
    ],
    { size: 9, step: 12.5 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Περιγραφή / Description', 'Ποσ. / Qty', 'Αξία / Value €'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} h`, n(w.amount, 'dot')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), n(x.amount, 'dot')]);
    p.down(12.5);
  }
  p.down(14);
  totals(p, 300, 550, [
    ['Εργασία / Labour', n(j.labour, 'dot')],
    ['Ανταλλακτικά / Parts', n(j.material, 'dot')],
    ['Καθαρή αξία / Net value', n(t.net, 'dot')],
    [`ΦΠΑ / VAT ${rate}%`, n(t.vat, 'dot')],
    ['Σύνολο / Total €', n(t.gross, 'dot'), true],
  ]);
  p.down(10).text(40, 'Τρόπος πληρωμής / Payment: Μετρητά / Cash', { size: 8.5 });
  return doc(p, 'en', {
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

export function modenaRestauro(rng: Random): Generated {
  const p = page(56);
  const date = rng.date(2004, 2024);
  const y = year(date);
  const shop = `${rng.pick(['Carrozzeria', 'Officina Restauri', 'Autofficina Storica'])} ${rng.pick(['Bonacini', 'Grandi', 'Montorsi', 'Ferretti'])} S.r.l.`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'EUR', y, { work: [3, 5], parts: [3, 6], step: 0.01, rateBase: 62 });
  const rate = vat('it', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(20, 140) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 16, bold: true, serif: true });
  p.down(13).text(
    40,
    `Via ${rng.pick(['Emilia Est', 'Giardini', 'Vignolese'])} ${rng.int(10, 999)} – 41${rng.int(100, 126)} ${rng.pick(['Modena', 'Maranello', 'Formigine', 'Sassuolo'])} (MO) – Italia`,
    { size: 8.5, serif: true },
  );
  p.down(11).text(40, `P.IVA / VAT IT${digits(rng, 11)} – REA MO-${digits(rng, 6)}`, { size: 8.5, serif: true });
  p.y = 125;
  p.text(340, 'Spett.le / To:', { size: 8, serif: true }).down(12);
  p.text(340, name, { serif: true }).down(12).text(340, street, { serif: true }).down(12).text(340, `${city} – Regno Unito`, { serif: true });
  p.y = 125;
  p.text(40, 'FATTURA / INVOICE', { size: 13, bold: true, serif: true }).down(16);
  pairs(
    p,
    40,
    140,
    [
      ['Numero / No.', `${rng.int(1, 300)}/${y}`],
      ['Data / Date', dt(date, 'long-it')],
      ['Telaio / Chassis', `${digits(rng, 5)}`],
    ],
    { size: 9, step: 12 },
  );
  p.y = 200;
  p.text(40, `Vettura / Car: ${c.name} (${c.built}) – Targa / Reg.: ${ukPlate(rng)} – km ${odo(mileage, '.')}`, { size: 9, serif: true });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 370, align: 'right' }, { x: 445, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Descrizione / Description', 'Q.tà / Qty', 'Prezzo / Unit', 'Importo / Amount'], { bold: true, size: 8, serif: true });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} ore`, n(w.rate, 'dot'), n(w.amount, 'dot')], { serif: true });
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, String(x.qty), n(x.unit, 'dot'), n(x.amount, 'dot')], { serif: true });
    p.down(12.5);
  }
  p.down(14);
  totals(p, 320, 550, [
    ['Imponibile / Taxable amount', `€ ${n(t.net, 'dot')}`],
    [`IVA / VAT ${rate}%`, `€ ${n(t.vat, 'dot')}`],
    ['Totale documento / Invoice total', `€ ${n(t.gross, 'dot')}`, true],
  ]);
  p.down(14).text(
    40,
    `Pagamento / Payment: bonifico bancario / bank transfer – IBAN IT${rng.int(10, 99)} X ${digits(rng, 5)} ${digits(rng, 5)} ${digits(rng, 12)}`,
    { size: 8, serif: true },
  );
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function bergenVerksted(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1994, 2024);
  const y = year(date);
  const shop = `${rng.pick(['Bergen Veteranbilverksted', 'Fana Bilservice', 'Åsane Klassiske Biler', 'Vestlandet Motor'])} AS`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'NOK', y, { work: [2, 4], parts: [2, 5], step: 0.5, rateBase: 95 });
  const rate = vat('no', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(40, 300) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 15, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Kanalveien', 'Sandviksveien', 'Fjøsangerveien'])} ${rng.int(2, 120)}, ${rng.int(5003, 5099)} Bergen · Org.nr. ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)} MVA`,
    { size: 8.5 },
  );
  p.y = 110;
  stacked(p, 40, 'FAKTURA', 'INVOICE', { size: 14, bold: true });
  p.y = 110;
  const meta: [string, string, string][] = [
    ['Fakturadato', 'Invoice date', dt(date, 'de')],
    ['Fakturanr.', 'Invoice no.', String(rng.int(10000, 99999))],
    ['Forfallsdato', 'Due date', dt(addDays(date, 14), 'de')],
  ];
  meta.forEach(([l, tr, v]) => {
    stacked(p, 320, l, tr, { size: 8 });
    p.text(555, v, { size: 9, align: 'right' });
    p.down(20);
  });
  p.down(6).text(40, `${name}, ${street}, ${city}, UK`, { size: 9 });
  p.down(14).text(40, `Kjøretøy / Vehicle: ${c.name} · Reg.nr. ${letters(rng, 2)} ${digits(rng, 5)} · Km-stand / Odometer ${odo(mileage, ' ')}`, { size: 9 });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 380, align: 'right' }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  stacked(p, 40, 'Beskrivelse', 'Description', { size: 8.5, bold: true });
  stacked(p, 380, 'Antall', 'Qty', { size: 8.5, bold: true, align: 'right' });
  stacked(p, 460, 'Pris', 'Price', { size: 8.5, bold: true, align: 'right' });
  stacked(p, 550, 'Beløp', 'Amount', { size: 8.5, bold: true, align: 'right' });
  hline(p, 40, 515, p.y + 12);
  p.down(26);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} t`, n(w.rate, 'space'), n(w.amount, 'space')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty} stk`, n(x.unit, 'space'), n(x.amount, 'space')]);
    p.down(12.5);
  }
  p.down(14);
  const rows: [string, string, string, boolean?][] = [
    ['Sum eks. mva', 'Total excl. VAT', n(t.net, 'space')],
    [`Mva ${rate} %`, `VAT ${rate} %`, n(t.vat, 'space')],
    ['Å betale NOK', 'Amount due NOK', n(t.gross, 'space'), true],
  ];
  for (const [l, tr, v, b] of rows) {
    stacked(p, 330, l, tr, { size: 9, bold: b });
    p.text(550, `kr ${v}`, { size: 9, bold: b, align: 'right' });
    p.down(22);
  }
  p.text(40, `Kontonr. / Account ${digits(rng, 4)}.${digits(rng, 2)}.${digits(rng, 5)} · KID ${digits(rng, 10)}`, { size: 8 });
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function helsinkiKorjaamo(rng: Random): Generated {
  const p = page(50);
  const date = rng.date(1990, 2023);
  const y = year(date);
  const mk = y < 2002;
  const shop = `${rng.pick(['Autokorjaamo Virtanen', 'Helsingin Museoautohuolto', 'Korjaamo Nieminen', 'Espoon Klassikkotalli'])} Oy`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', mk ? 'FIM' : 'EUR', y, { work: [2, 4], parts: [2, 4], step: 0.01 });
  const rate = vat('fi', y);
  const t = tax(r2(j.labour + j.material), rate);
  const cur = mk ? 'mk' : '€';
  const mileage = rng.int(40, 300) * 1000 + rng.int(0, 999);
  p.text(40, shop, { size: 14, bold: true });
  p.down(12).text(
    40,
    `${rng.pick(['Mannerheimintie', 'Sörnäisten rantatie', 'Kauppakartanonkatu'])} ${rng.int(2, 60)}, 00${rng.int(100, 990)} Helsinki · Y-tunnus ${digits(rng, 7)}-${digits(rng, 1)}`,
    { size: 8.5 },
  );
  p.y = 100;
  p.text(555, 'LASKU / INVOICE', { size: 13, bold: true, align: 'right' });
  p.y = 130;
  const top = p.y;
  p.text(40, name).down(12).text(40, street).down(12).text(40, city);
  p.y = top;
  pairs(
    p,
    330,
    460,
    [
      ['Päiväys / Date', dt(date, 'de').replace(/^0/, '').replace(/\.0/, '.')],
      ['Laskun nro / Invoice no.', String(rng.int(1000, 9999))],
      ['Eräpäivä / Due', dt(addDays(date, 14), 'de')],
      ['Viitenumero / Reference', digits(rng, 8)],
    ],
    { size: 8.5, step: 12 },
  );
  p.down(16);
  p.text(40, `Ajoneuvo / Vehicle: ${c.name}   Rek.nro / Reg.: ${letters(rng, 3)}-${rng.int(1, 999)}   Mittarilukema / Odometer: ${odo(mileage, ' ')} km`, {
    size: 8.5,
  });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 460, align: 'right' }, { x: 550, align: 'right' }];
  p.text(40, 'Työt / Labour', { bold: true, size: 9 }).down(13);
  for (const w of j.work) {
    row(p, cols, [w.desc, `${n(w.hours, 'comma')} h`, `${n(w.amount, 'space')} ${cur}`]);
    p.down(12.5);
  }
  p.down(4).text(40, 'Varaosat / Parts', { bold: true, size: 9 }).down(13);
  for (const x of j.parts) {
    row(p, cols, [x.desc, `${x.qty} kpl`, `${n(x.amount, 'space')} ${cur}`]);
    p.down(12.5);
  }
  p.down(14);
  hline(p, 300, 255, p.y - 10);
  totals(p, 300, 550, [
    ['Veroton / Net', `${n(t.net, 'space')} ${cur}`],
    [`ALV / VAT ${rate} %`, `${n(t.vat, 'space')} ${cur}`],
    ['Yhteensä / Total', `${n(t.gross, 'space')} ${cur}`, true],
  ]);
  return doc(p, 'en', {
    documentType: 'service',
    serviceDate: date,
    shopName: shop,
    totalCost: t.gross,
    workPerformed: j.work.map((w) => w.desc),
    partsUsed: j.parts.map((x) => x.desc),
    serviceMileage: mileage,
  });
}

export function luganoOfficina(rng: Random): Generated {
  const p = page(54);
  const date = rng.date(1996, 2024);
  const y = year(date);
  const shop = `Garage ${rng.pick(['Ceresio', 'Cattaneo & Figli', 'Malcantone', 'Bernasconi'])} SA`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'CHF', y, { work: [2, 4], parts: [2, 5], rateBase: 98 });
  const rate = vat('ch', y);
  const net = r2(j.labour + j.material);
  const v = r2((net * rate) / 100);
  const gross = Math.round((net + v) * 20) / 20;
  const mileage = rng.int(20, 200) * 1000 + rng.int(0, 999);
  const done = addDays(date, -rng.int(1, 7));
  p.text(40, shop, { size: 15, bold: true });
  p.down(13).text(
    40,
    `Via ${rng.pick(['Cantonale', 'San Gottardo', 'Besso'])} ${rng.int(2, 80)} · CH-69${rng.int(0, 99).toString().padStart(2, '0')} ${rng.pick(['Lugano', 'Agno', 'Mendrisio', 'Bioggio'])} · IVA CHE-${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`,
    { size: 8.5 },
  );
  p.y = 120;
  p.text(40, name).down(12).text(40, street).down(12).text(40, `${city}, Gran Bretagna`);
  p.y = 120;
  p.box(330, 106, 225, 62);
  pairs(
    p,
    338,
    450,
    [
      ['Fattura / Invoice', String(rng.int(20000, 49999))],
      ['Data / Date', dt(date, 'de')],
      ['Lavoro eseguito / Work done', dt(done, 'de')],
      ['Cliente / Account', String(rng.int(100, 999))],
    ],
    { size: 8.5, step: 13 },
  );
  p.y = 200;
  p.text(40, `Veicolo / Vehicle: ${c.name} · Targa / Plate: TI ${rng.int(1000, 299999)} · km ${odo(mileage, "'")}`, { size: 9 });
  p.down(22);
  const cols: Col[] = [{ x: 40 }, { x: 370, align: 'right' }, { x: 445, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Descrizione / Description', 'Qtà / Qty', 'Prezzo / Price', 'Totale / Total'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [w.desc, n(w.hours, 'ch'), n(w.rate, 'ch'), n(w.amount, 'ch')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [x.desc, n(x.qty, 'ch'), n(x.unit, 'ch'), n(x.amount, 'ch')]);
    p.down(12.5);
  }
  p.down(14);
  totals(p, 320, 550, [
    ['Manodopera / Labour', n(j.labour, 'ch')],
    ['Materiale / Parts', n(j.material, 'ch')],
    [`IVA / VAT ${rate} % su / on ${n(net, 'ch')}`, n(v, 'ch')],
    ['Totale CHF / Total CHF', n(gross, 'ch'), true],
  ]);
  p.down(12).text(40, 'Pagabile entro 30 giorni / payable within 30 days. Totale arrotondato / total rounded to 5 cts.', { size: 8 });
  return doc(p, 'en', {
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

const STAGE_EN = [
  'Body stripped to bare metal',
  'Sills renewed both sides',
  'Floor pans replaced',
  'Boot floor repaired',
  'Primer and filler applied',
  'Paint, body and shuts',
  'Cavity wax treatment',
  'Doors and bonnet gapped',
  'Brightwork refitted',
  'Wiring loom renewed',
];
const STAGE_PARTS_EN = [
  'Outer sill panels (pair)',
  'Floor pan set',
  'Boot floor section',
  'Epoxy primer',
  '2K filler',
  'Base coat',
  'Clear coat',
  'Cavity wax',
  'Welding wire',
  'Abrasives',
  'Seam sealer',
  'Door seals',
  'Wiring loom',
];

export function pragueRestorer(rng: Random): Generated {
  const p = page(48);
  const issued = rng.date(2006, 2024);
  const y = year(issued);
  const done = addDays(issued, -rng.int(1, 10));
  const shop = `${rng.pick(['Veteran Car Restaurace', 'Oldtimer Dílna', 'Klasik Auto Renovace'])} ${rng.pick(['Beneš', 'Pokorný', 'Marek', 'Kratochvíl'])} s.r.o.`;
  const [name, street, city] = owner(rng, 'en');
  const c = car(rng, y);
  const rateH = rng.pick([24, 26, 28, 30, 32]);
  const work = rng.some(STAGE_EN, rng.int(4, 6)).map((desc) => {
    const h = rng.int(8, 70);
    return { desc, h, amount: h * rateH };
  });
  const parts = rng.some(STAGE_PARTS_EN, rng.int(6, 10)).map((desc) => ({ desc, amount: r2(rng.int(1200, 38000) / 100) }));
  const labour = sum(work.map((w) => w.amount));
  const material = sum(parts.map((x) => x.amount));
  const rate = vat('cz', y);
  const t = tax(r2(labour + material), rate);
  const stage = rng.int(1, 4);
  p.text(40, shop, { size: 14, bold: true });
  p.down(13).text(
    40,
    `${rng.pick(['Na Pankráci', 'Kolbenova', 'Průmyslová'])} ${rng.int(2, 120)}, ${rng.int(100, 199)} 00 Praha ${rng.int(1, 10)} · IČ ${digits(rng, 8)} · DIČ CZ${digits(rng, 8)}`,
    { size: 8.5 },
  );
  p.down(32);
  p.text(40, 'FAKTURA – DAŇOVÝ DOKLAD / TAX INVOICE', { size: 12, bold: true });
  p.down(18);
  pairs(
    p,
    40,
    230,
    [
      ['Číslo / Number', `${y}0${digits(rng, 3)}`],
      ['Datum vystavení / Date of issue', dt(issued, 'cs')],
      ['DUZP / Date of supply', dt(done, 'cs')],
      ['Odběratel / Customer', `${name}, ${street}, ${city}, UK`],
      ['Předmět / Subject', `Restaurování ${c.name}, etapa ${stage} / restoration, stage ${stage}`],
    ],
    { size: 8.5, step: 12.5 },
  );
  p.down(12);
  const cols: Col[] = [{ x: 40 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Práce / Labour', 'hod. / hrs', 'EUR/h', 'EUR'], { bold: true, size: 8.5 });
  p.down(14);
  for (const w of work) {
    row(p, cols, [w.desc, String(w.h), n(rateH, 'space'), n(w.amount, 'space')]);
    p.down(12);
  }
  row(p, cols, ['Práce celkem / Labour total', '', '', n(labour, 'space')], { bold: true });
  p.down(20);
  row(p, cols, ['Materiál / Materials', '', '', 'EUR'], { bold: true, size: 8.5 });
  p.down(14);
  for (const x of parts) {
    row(p, cols, [x.desc, '', '', n(x.amount, 'space')]);
    p.down(12);
  }
  row(p, cols, ['Materiál celkem / Materials total', '', '', n(material, 'space')], { bold: true });
  p.down(22);
  totals(p, 300, 550, [
    [`Základ daně / Tax base`, `${n(t.net, 'space')} EUR`],
    [`DPH / VAT ${rate} %`, `${n(t.vat, 'space')} EUR`],
    ['Celkem k úhradě / Total due', `${n(t.gross, 'space')} EUR`, true],
  ]);
  p.down(8).text(40, `Kurz ČNB / CNB rate: 1 EUR = ${n(rng.int(2380, 2760) / 100, 'space')} Kč`, { size: 8 });
  return doc(p, 'en', {
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

export function luxembourgGarage(rng: Random): Generated {
  const p = page(52);
  const date = rng.date(2003, 2024);
  const y = year(date);
  const shop = `Garage ${rng.pick(['Weber', 'Schmit', 'Hoffmann', 'Reuter'])} S.à r.l.`;
  const [name, street] = owner(rng, 'en');
  const c = car(rng, y);
  const j = job(rng, 'en', 'EUR', y, { work: [2, 4], parts: [2, 4], step: 0.01, rateBase: 85 });
  const rate = vat('lu', y);
  const t = tax(r2(j.labour + j.material), rate);
  const mileage = rng.int(30, 200) * 1000 + rng.int(0, 999);
  p.text(297, shop, { size: 16, bold: true, align: 'center' });
  p.down(13).text(
    297,
    `${rng.pick(['Route d’Arlon', 'Rue de Luxembourg', 'Zone Industrielle'])} ${rng.int(2, 300)} · L-${rng.int(1000, 9999)} ${rng.pick(['Strassen', 'Bertrange', 'Mersch', 'Ettelbruck'])} · TVA LU${digits(rng, 8)}`,
    { size: 8.5, align: 'center' },
  );
  p.down(34);
  const top = p.y;
  p.text(40, name)
    .down(12)
    .text(40, street)
    .down(12)
    .text(40, `L-${rng.int(1000, 9999)} ${rng.pick(['Kirchberg', 'Luxembourg', 'Howald'])}`);
  p.y = top;
  p.text(330, 'Facture / Invoice', { size: 12, bold: true }).down(16);
  pairs(
    p,
    330,
    440,
    [
      ['No', `${y}-${digits(rng, 4)}`],
      ['Date', dt(date, 'de')],
      ['Client / Customer', String(rng.int(1000, 9999))],
    ],
    { size: 9, step: 12 },
  );
  p.down(14);
  p.text(40, `Véhicule / Vehicle: ${c.name} · Immatriculation / Plate: ${letters(rng, 2)} ${digits(rng, 4)} · Kilométrage / Mileage: ${odo(mileage, '.')} km`, {
    size: 8.5,
  });
  p.down(24);
  const cols: Col[] = [{ x: 40 }, { x: 90 }, { x: 400, align: 'right' }, { x: 470, align: 'right' }, { x: 550, align: 'right' }];
  row(p, cols, ['Code', 'Désignation / Description', 'Qté / Qty', 'P.U. / Unit', 'Total'], { bold: true, size: 8.5 });
  hline(p, 40, 515, p.y + 4);
  p.down(16);
  for (const w of j.work) {
    row(p, cols, [`MO${digits(rng, 3)}`, w.desc, n(w.hours, 'dot'), n(w.rate, 'dot'), n(w.amount, 'dot')]);
    p.down(12.5);
  }
  for (const x of j.parts) {
    row(p, cols, [`P${digits(rng, 5)}`, x.desc, n(x.qty, 'dot'), n(x.unit, 'dot'), n(x.amount, 'dot')]);
    p.down(12.5);
  }
  p.down(14);
  totals(p, 320, 550, [
    ['Main d’œuvre / Labour', n(j.labour, 'dot')],
    ['Pièces / Parts', n(j.material, 'dot')],
    ['Total HTVA / Net', n(t.net, 'dot')],
    [`TVA / VAT ${rate}%`, n(t.vat, 'dot')],
    ['Total TTC EUR / Total due EUR', n(t.gross, 'dot'), true],
  ]);
  return doc(p, 'en', {
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
