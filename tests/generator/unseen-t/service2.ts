/** unseen-t's second service families: a GDR truck bill, a Simson specialist, Polish and Slovenian firms writing German, the US South, New Brunswick, Malta and Cyprus. */
import { fd, money, price, r2, serviceBill, serviceTruth, sum, tot, type Item } from './kit';
import type { Random } from '../random';
import type { Generated } from '../types';

type Fam = (rng: Random) => Generated;
const L = (text: string, amount: number, qty?: string): Item => ({ text, amount, qty, kind: 'L' });
const P = (text: string, amount: number, qty?: string, code?: string): Item => ({ text, amount, qty, kind: 'P', code });
const before = (iso: string, n: number) => iso.slice(0, 8) + String(Math.max(1, Number(iso.slice(8)) - n)).padStart(2, '0');

/** 1975 VEB workshop repairing an IFA W50 truck for an LPG: boxed table, Mark, labels above. */
const vebRostockW50: Fam = (rng) => {
  const date = rng.date(1974, 1976);
  const items = [
    L('Einspritzpumpe aus- und eingebaut', price(rng, 40, 70)),
    L('Lichtmaschine instand gesetzt', price(rng, 20, 35)),
    L('Bremsluftanlage geprüft', price(rng, 10, 18)),
    P('Düsenhalter', price(rng, 30, 48), '4'),
    P('Kohlebürsten', price(rng, 4, 8), '1 Satz'),
    P('Dieselfilter', price(rng, 6, 11), '2'),
  ];
  const total = sum(items.map((i) => i.amount));
  const km = rng.int(120000, 290000);
  const shop = 'VEB Kfz-Instandsetzung Rostock';
  return serviceBill(
    rng,
    {
      lang: 'de',
      serif: true,
      head: { name: shop, lines: ['Werk II Nutzfahrzeuge · Am Schwarzen Weg 4 · Rostock 2500'], style: 'band', serif: true },
      title: 'Rechnung über Instandsetzungsleistungen',
      fields: [
        { label: 'Auftraggeber', value: 'LPG (P) „Ostseeküste“ Kröpelin' },
        { label: 'Fahrzeug', value: 'IFA W 50 L/K' },
        { label: 'km-Stand', value: money(km, 'de', 0) },
        { label: 'Rechnungsdatum', value: fd(date, 'de') },
      ],
      fieldStyle: 'above',
      tableStyle: 'kind',
      cols: { pos: 'Pos.', text: 'Leistung', qty: 'Menge', kind: 'L/M', amount: 'Mark' },
      rules: 'boxed',
      items,
      fmt: (n) => money(n, 'de'),
      totals: [
        { label: 'Lohnkosten', value: money(tot(items, 'L'), 'de') },
        { label: 'Materialkosten', value: money(tot(items, 'P'), 'de') },
      ],
      grand: { label: 'Rechnungsbetrag M', value: money(total, 'de') },
      totalStyle: 'band',
      small: ['Zahlung durch Überweisung auf das Konto bei der Staatsbank der DDR innerhalb von 14 Tagen. L = Lohn, M = Material.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 2013 Simson specialist in Thuringia, €, 19 %, Leistungsdatum, work and parts side by side in the two tables. */
const simsonSpezialist: Fam = (rng) => {
  const date = rng.date(2012, 2015);
  const work = before(date, rng.int(2, 6));
  const items = [
    L('Motor S51 regeneriert', price(rng, 140, 210)),
    L('Zündung auf Elektronik umgebaut', price(rng, 40, 70)),
    P('Kurbelwelle regeneriert', price(rng, 70, 110)),
    P('Zylinder mit Kolben 2. Übermaß', price(rng, 60, 95)),
    P('Vape-Zündanlage', price(rng, 130, 170)),
  ];
  const net = sum(items.map((i) => i.amount));
  const vat = r2(net * 0.19);
  const total = r2(net + vat);
  const km = rng.int(8000, 40000);
  const shop = 'Zweirad Ehrhardt';
  const f = (n: number) => `${money(n, 'de')} €`;
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'Simson & MZ — Ersatzteile, Reparatur, Restaurierung',
        lines: ['Talstraße 31', '98544 Zella-Mehlis', 'Tel. 03682 46 20 17'],
        style: 'band',
      },
      title: `Rechnung Nr. ${date.slice(0, 4)}-${rng.int(100, 899)}`,
      fields: [
        { label: 'Rechnungsdatum:', value: fd(date, 'de') },
        { label: 'Leistungsdatum:', value: fd(work, 'de') },
        { label: 'Fahrzeug:', value: 'Simson S51 B1-4' },
        { label: 'km-Stand:', value: money(km, 'de', 0) },
      ],
      fieldStyle: 'left',
      tableStyle: 'split',
      workHeading: 'Werkstattleistungen',
      partsHeading: 'Teile und Material',
      cols: { text: 'Beschreibung', amount: 'Netto' },
      rules: 'dotted',
      items,
      fmt: (n) => money(n, 'de'),
      totals: [
        { label: 'Werkstattleistungen netto', value: f(tot(items, 'L')) },
        { label: 'Teile netto', value: f(tot(items, 'P')) },
        { label: 'USt. 19 %', value: f(vat) },
      ],
      grand: { label: 'Rechnungsbetrag', value: f(total) },
      totalStyle: 'boxed',
      small: ['Zahlbar innerhalb 8 Tagen ohne Abzug. USt-IdNr. DE 262 118 405. Es gilt die gesetzliche Gewährleistung.'],
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

/** 1998 Szczecin firm writing German for Berlin customers, zł, VAT 22 %, two-column header. */
const szczecinWarsztat: Fam = (rng) => {
  const date = rng.date(1997, 1999);
  const items = [
    L('Schweißarbeiten Schweller links und rechts', price(rng, 300, 480, 10)),
    L('Unterbodenschutz aufgebracht', price(rng, 120, 200, 10)),
    P('Schwellerbleche', price(rng, 120, 190, 10), '2'),
    P('Unterbodenschutz', price(rng, 60, 100, 10), '3 Dosen'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.22);
  const total = r2(labour + parts + vat);
  const km = rng.int(140000, 230000);
  const shop = 'Blacharstwo Pojazdowe Zieliński';
  const f = (n: number) => `${money(n, 'sp')} zł`;
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'Karosseriearbeiten · Lackierung — Deutsch gesprochen',
        lines: ['ul. Gdańska 12', '70-660 Szczecin', 'tel. (091) 462 18 40'],
        style: 'right',
      },
      title: 'RECHNUNG Nr. ' + `${rng.int(10, 99)}/${date.slice(0, 4)}`,
      fields: [
        { label: 'Datum', value: fd(date, 'de') },
        { label: 'Zahlung', value: 'bar' },
        { label: 'Fahrzeug', value: 'Mercedes-Benz 200 D (W123)' },
        { label: 'km-Stand', value: money(km, 'sp', 0) },
        { label: 'Kunde', value: rng.pick(['H.-J. Petersen, Berlin', 'U. Krause, Schwedt']) },
        { label: 'Pol. Kennz.', value: `B-${rng.pick(['KT', 'HM'])} ${rng.int(100, 9999)}` },
      ],
      fieldStyle: 'twocol',
      tableStyle: 'kind',
      cols: { pos: 'Lp.', text: 'Bezeichnung', qty: 'Menge', kind: 'Art', amount: 'Netto zł' },
      rules: 'ruled',
      items,
      fmt: (n) => money(n, 'sp'),
      totals: [
        { label: 'Arbeit', value: f(labour) },
        { label: 'Material', value: f(parts) },
        { label: 'VAT 22 %', value: f(vat) },
      ],
      grand: { label: 'Zu zahlen', value: f(total) },
      totalStyle: 'right',
      stamp: 'ZAPŁACONO / BEZAHLT',
      small: ['Art: A = Arbeit, M = Material.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 2010 Maribor garage writing German for Styrian customers, €, DDV 20 %, labels below, Ausführungsdatum. */
const mariborServis: Fam = (rng) => {
  const date = rng.date(2009, 2012);
  const work = before(date, rng.int(1, 3));
  const items = [
    L('Kundendienst mit Ölwechsel', price(rng, 45, 70)),
    L('Bremsflüssigkeit gewechselt', price(rng, 25, 40)),
    P('Motoröl 10W-40', price(rng, 30, 45), '4 l'),
    P('Ölfilter', price(rng, 8, 14), '1'),
    P('Bremsflüssigkeit', price(rng, 8, 14), '1 l'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.2);
  const total = r2(labour + parts + vat);
  const km = rng.int(60000, 180000);
  const shop = 'Avtoservis Horvat s.p.';
  const f = (n: number) => money(n, 'de');
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: { name: shop, lines: ['Tržaška cesta 41, 2000 Maribor', 'ID za DDV SI 61 482 117'], style: 'center' },
      title: 'Rechnung / Račun',
      fields: [
        { label: 'Račun št. / Rechnung Nr.', value: `${rng.int(100, 999)}-${date.slice(0, 4)}` },
        { label: 'Datum', value: fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(0, 4)}`) },
        { label: 'Ausführungsdatum', value: fd(work, 'ukdot').replace(/\.(\d\d)$/, `.${work.slice(0, 4)}`) },
        { label: 'Kilometerstand', value: money(km, 'de', 0) },
      ],
      fieldStyle: 'below',
      tableStyle: 'split',
      workHeading: 'Arbeitsleistungen',
      partsHeading: 'Ersatzteile',
      cols: { text: 'Bezeichnung', qty: 'Menge', amount: 'Netto €' },
      rules: 'boxed',
      items,
      fmt: f,
      totals: [
        { label: 'Arbeit netto', value: f(labour) },
        { label: 'Teile netto', value: f(parts) },
        { label: 'DDV 20 %', value: f(vat) },
      ],
      grand: { label: 'Gesamtbetrag €', value: f(total) },
      totalStyle: 'band',
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

/** 1972 Arkansas service station, one list without a split, 3 % sales tax on the whole. */
const searcyStation: Fam = (rng) => {
  const date = rng.date(1971, 1973);
  const items = [L('Grease job and oil change', price(rng, 4, 7)), L('Fix flat, rotate tires', price(rng, 2, 4)), L('Replace fuel pump', price(rng, 12, 20))];
  const sub = sum(items.map((i) => i.amount));
  const tax = r2(sub * 0.03);
  const total = r2(sub + tax);
  const shop = 'Kimbrough Texaco';
  return serviceBill(
    rng,
    {
      lang: 'en',
      serif: true,
      head: { name: shop, tagline: 'Sky Chief · Havoline · Road Service', lines: ['Race Ave & Main, Searcy, Ark.', 'CH 8-3316'], style: 'left', serif: true },
      title: 'SALES SLIP',
      fields: [
        { label: 'Date', value: fd(date, 'usshort') },
        { label: 'Name', value: rng.pick(['Otis Cravens', 'Mrs. J. B. Pruitt']) },
        { label: 'Car', value: "'64 Pontiac Catalina" },
      ],
      fieldStyle: 'below',
      tableStyle: 'single',
      cols: { text: 'Work done & material', amount: 'Amount' },
      rules: 'dotted',
      items,
      fmt: (n) => money(n, 'en'),
      totals: [
        { label: 'Sub total', value: money(sub, 'en') },
        { label: 'Tax', value: money(tax, 'en') },
      ],
      grand: { label: 'Total', value: money(total, 'en') },
      totalStyle: 'right',
      stamp: 'PAID',
    },
    serviceTruth({ date, shop, items, total, split: false }),
  );
};

/** 2002 New Brunswick village garage, HST 15 %, km, labels above, Date completed. */
const sussexGarage: Fam = (rng) => {
  const date = rng.date(2001, 2004);
  const done = before(date, rng.int(1, 2));
  const items = [
    L('Replace exhaust system', price(rng, 70, 110)),
    L('Safety inspection', price(rng, 25, 35)),
    P('Muffler', price(rng, 60, 95), '1'),
    P('Tail pipe', price(rng, 30, 50), '1'),
    P('Clamps and hangers', price(rng, 10, 20), '1 kit'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const hst = r2((labour + parts) * 0.15);
  const total = r2(labour + parts + hst);
  const km = rng.int(140000, 290000);
  const shop = "Fenwick's Garage Ltd.";
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: {
        name: shop,
        tagline: 'Licensed Motor Vehicle Inspection Station',
        lines: ['4410 Route 111, Sussex Corner, NB E4E 2X3', '(506) 433-1982'],
        style: 'center',
      },
      title: 'INVOICE',
      fields: [
        { label: 'Invoice', value: String(rng.int(20000, 29999)) },
        { label: 'Date', value: fd(date, 'iso') },
        { label: 'Date completed', value: fd(done, 'iso') },
        { label: 'Kilometres', value: money(km, 'en', 0) },
      ],
      fieldStyle: 'above',
      tableStyle: 'kind',
      cols: { text: 'Description', qty: 'Qty', kind: 'L/P', amount: 'Amount' },
      rules: 'ruled',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'HST 15%', value: f(hst) },
      ],
      grand: { label: 'TOTAL', value: f(total) },
      totalStyle: 'boxed',
      small: ['Vehicle: 1994 Dodge Ram 1500. HST Reg. 89320 1744. Thank you for your business.'],
    },
    serviceTruth({ date: done, shop, km, items, total, split: true }),
  );
};

/** 2011 Malta workshop, €, VAT 18 %, labels left, tables split. */
const maltaGarage: Fam = (rng) => {
  const date = rng.date(2010, 2013);
  const items = [
    L('Timing belt and water pump replaced', price(rng, 120, 180)),
    L('Air-conditioning regas', price(rng, 30, 50)),
    P('Timing belt kit', price(rng, 70, 110)),
    P('Water pump', price(rng, 40, 70)),
    P('Refrigerant R134a', price(rng, 25, 40)),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.18);
  const total = r2(labour + parts + vat);
  const km = rng.int(70000, 190000);
  const shop = 'Borg Auto Repairs';
  const f = (n: number) => `€${money(n, 'en')}`;
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, lines: ['Triq Hal Qormi, Marsa MRS 1502, Malta', 'Tel 2122 4471 · VAT MT 1492-6630'], style: 'logo' },
      title: 'FISCAL INVOICE',
      fields: [
        { label: 'Invoice No:', value: String(rng.int(4000, 9999)) },
        { label: 'Date:', value: fd(date, 'uk') },
        { label: 'Reg. No:', value: `${rng.pick(['HAB', 'KBZ', 'GCL'])} ${rng.int(100, 999)}` },
        { label: 'Mileage:', value: `${money(km, 'en', 0)} km` },
        { label: 'Vehicle:', value: 'Toyota Vitz' },
      ],
      fieldStyle: 'left',
      tableStyle: 'split',
      workHeading: 'LABOUR',
      partsHeading: 'PARTS',
      cols: { text: 'Description', amount: 'Amount' },
      rules: 'plain',
      items,
      fmt: (n) => money(n, 'en'),
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'VAT 18%', value: f(vat) },
      ],
      grand: { label: 'Total', value: f(total) },
      totalStyle: 'right',
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1995 Limassol garage, Cyprus pounds, VAT 8 %, boxed cells, Date of work. */
const limassolGarage: Fam = (rng) => {
  const date = rng.date(1994, 1996);
  const work = before(date, rng.int(2, 5));
  const items = [
    L('Cylinder head overhaul', price(rng, 60, 95)),
    L('Radiator recore', price(rng, 20, 35)),
    P('Head gasket set', price(rng, 18, 30)),
    P('Radiator core', price(rng, 30, 48)),
    P('Thermostat', price(rng, 4, 8)),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.08);
  const total = r2(labour + parts + vat);
  const km = rng.int(90000, 260000);
  const shop = 'A. Georgiou & Sons Garage';
  const f = (n: number) => `£${money(n, 'en')}`;
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, tagline: 'Mechanical repairs · Radiators · Welding', lines: ['Gladstonos 88, Limassol', 'Tel 05-36 21 47'], style: 'right' },
      title: 'INVOICE',
      fields: [
        { label: 'No.', value: String(rng.int(1000, 4999)) },
        { label: 'Date', value: fd(date, 'ukdot').replace(/\.(\d\d)$/, `.${date.slice(2, 4)}`) },
        { label: 'Date of work', value: fd(work, 'ukdot').replace(/\.(\d\d)$/, `.${work.slice(2, 4)}`) },
        { label: 'Kilometres', value: money(km, 'en', 0) },
      ],
      fieldStyle: 'boxed',
      tableStyle: 'kind',
      cols: { text: 'Particulars', kind: 'L/P', amount: 'C£' },
      rules: 'plain',
      items,
      fmt: (n) => money(n, 'en'),
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'V.A.T. 8%', value: f(vat) },
      ],
      grand: { label: 'TOTAL C£', value: money(total, 'en') },
      totalStyle: 'band',
      small: ['Vehicle: Nissan Sunny B12. VAT Reg. No. 10 0447 21 K.'],
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

export const SERVICE_FAMILIES_2: Fam[] = [
  vebRostockW50,
  simsonSpezialist,
  szczecinWarsztat,
  mariborServis,
  searcyStation,
  sussexGarage,
  maltaGarage,
  limassolGarage,
];
