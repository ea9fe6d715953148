/** unseen-t service families: GDR and Wende-era German workshops, Central European firms writing German, rural North America and Commonwealth workshops. */
import { fd, money, price, r2, serviceBill, serviceTruth, sum, tot, type Item } from './kit';
import type { Random } from '../random';
import type { Generated } from '../types';

type Fam = (rng: Random) => Generated;
const L = (text: string, amount: number, qty?: string): Item => ({ text, amount, qty, kind: 'L' });
const P = (text: string, amount: number, qty?: string, code?: string): Item => ({ text, amount, qty, kind: 'P', code });
const kmOf = (rng: Random, lo: number, hi: number) => rng.int(lo, hi);

/** 1978 VEB Kfz-Instandsetzung, typed carbon form, Mark der DDR, no VAT, Fertigstellung apart from the bill date. */
const vebKarlMarxStadt: Fam = (rng) => {
  const date = `1978-0${rng.int(3, 9)}-${String(rng.int(10, 27))}`;
  const work = `1978-${date.slice(5, 7)}-${String(Number(date.slice(8)) - 2).padStart(2, '0')}`;
  const items = [
    L('Zündanlage eingestellt', price(rng, 8, 14)),
    L('Vergaser gereinigt u. eingestellt', price(rng, 12, 20)),
    L('Bremsen nachgestellt', price(rng, 6, 11)),
    P('Zündkerzen Isolator M14', price(rng, 4, 6), '2'),
    P('Unterbrecherkontakt', price(rng, 2, 4), '1'),
    P('Zweitaktöl', price(rng, 3, 6), '1 l'),
  ];
  const total = sum(items.map((i) => i.amount));
  const km = kmOf(rng, 38000, 96000);
  const shop = 'VEB Kraftfahrzeuginstandsetzung Karl-Marx-Stadt';
  const f = (n: number) => `${money(n, 'de')} M`;
  return serviceBill(
    rng,
    {
      lang: 'de',
      serif: true,
      head: {
        name: shop,
        lines: ['Betriebsteil Werkstatt Hilbersdorf', 'Frankenberger Straße 112 · Karl-Marx-Stadt 9030 · Ruf 5 21 44'],
        style: 'left',
        serif: true,
      },
      title: `Reparaturrechnung Nr. ${rng.int(1200, 4800)}/78`,
      fields: [
        { label: 'Auftraggeber:', value: rng.pick(['Bürger Manfred Lorenz', 'Kollege Heinz Seifert', 'Frau Ursula Brandt']) },
        { label: 'Fahrzeug:', value: 'Trabant 601 S Limousine' },
        { label: 'Pol. Kennzeichen:', value: `T${rng.pick(['A', 'C', 'M'])} ${rng.int(10, 99)}-${rng.int(10, 99)}` },
        { label: 'km-Stand:', value: String(km) },
        { label: 'Fertigstellung:', value: fd(work, 'de') },
        { label: 'Datum:', value: fd(date, 'de') },
      ],
      fieldStyle: 'left',
      tableStyle: 'kind',
      cols: { pos: 'Pos.', text: 'Leistung / Material', qty: 'Menge', kind: 'L/M', amount: 'Betrag M' },
      rules: 'dotted',
      items: items.map((i) => (i.kind === 'L' ? i : { ...i })),
      fmt: (n) => money(n, 'de'),
      totals: [
        { label: 'Summe Lohn', value: f(tot(items, 'L')) },
        { label: 'Summe Material', value: f(tot(items, 'P')) },
      ],
      grand: { label: 'Rechnungsbetrag', value: f(total) },
      totalStyle: 'leftlabel',
      stamp: 'BEZAHLT',
      small: ['Durchschrift für den Auftraggeber. Zahlbar bar an der Kasse. Garantie gemäß Garantieordnung.'],
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

/** 1986 PGH, boxed header cells, Mark der DDR, work and material in two tables. */
const pghFortschritt: Fam = (rng) => {
  const date = rng.date(1985, 1987);
  const items = [
    L('Kupplung erneuert', price(rng, 38, 60)),
    L('Auspuffanlage gewechselt', price(rng, 14, 24)),
    L('Abschmierdienst', price(rng, 6, 10)),
    P('Kupplungsscheibe', price(rng, 42, 58), '1'),
    P('Auspufftopf vorn', price(rng, 31, 45), '1'),
    P('Dichtungssatz', price(rng, 3, 7), '1'),
  ];
  const total = sum(items.map((i) => i.amount));
  const km = kmOf(rng, 60000, 140000);
  const shop = 'PGH Kfz-Handwerk „Fortschritt“ Zwickau';
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'Vertragswerkstatt für Wartburg und Barkas',
        lines: ['Crimmitschauer Str. 40, Zwickau 9580', 'Fernruf 2 73 19'],
        style: 'center',
      },
      title: 'Rechnung',
      fields: [
        { label: 'Rechnungs-Nr.', value: `${rng.int(300, 900)}/${date.slice(2, 4)}` },
        { label: 'Datum', value: fd(date, 'de') },
        { label: 'Fahrzeugtyp', value: 'Wartburg 353 W' },
        { label: 'Kilometerstand', value: money(km, 'de', 0) },
      ],
      fieldStyle: 'boxed',
      tableStyle: 'split',
      workHeading: 'Ausgeführte Arbeiten',
      partsHeading: 'Verbrauchtes Material',
      cols: { pos: 'Pos.', text: 'Bezeichnung', qty: 'Anz.', amount: 'M' },
      rules: 'ruled',
      items,
      fmt: (n) => money(n, 'de'),
      totals: [
        { label: 'Arbeitslohn', value: money(tot(items, 'L'), 'de') },
        { label: 'Material', value: money(tot(items, 'P'), 'de') },
      ],
      grand: { label: 'Gesamt Mark', value: money(total, 'de') },
      totalStyle: 'boxed',
      small: ['Preise nach gültiger Preisanordnung. Bei Reklamation Rechnung vorlegen.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1989 PGH two-wheeler shop, MZ, one list without a split. */
const pghZweirad: Fam = (rng) => {
  const date = rng.date(1988, 1989);
  const items = [
    L('Motor überholt, Kolben und Zylinder geschliffen', price(rng, 60, 95)),
    L('Kette und Ritzel gewechselt', price(rng, 25, 40)),
    L('Vergaser BVF eingestellt', price(rng, 6, 12)),
  ];
  const total = sum(items.map((i) => i.amount));
  const shop = 'PGH Zweiradwerkstatt Suhl';
  return serviceBill(
    rng,
    {
      lang: 'de',
      serif: true,
      head: { name: shop, lines: ['Simson · MZ · Instandsetzung', 'Suhl 6000, Friedrich-König-Str. 7'], style: 'right', serif: true },
      title: 'Quittung / Reparaturbeleg',
      fields: [
        { label: 'Datum', value: fd(date, 'de2') },
        { label: 'Fahrzeug', value: 'MZ ETZ 250' },
        { label: 'Kunde', value: rng.pick(['R. Hoffmann', 'K.-H. Wagner', 'B. Schmidt']) },
      ],
      fieldStyle: 'below',
      tableStyle: 'single',
      cols: { text: 'Leistung mit Material', amount: 'Mark' },
      rules: 'plain',
      items,
      fmt: (n) => money(n, 'de'),
      totals: [],
      grand: { label: 'Summe', value: `${money(total, 'de')} M` },
      totalStyle: 'right',
      stamp: 'Betrag erhalten',
    },
    serviceTruth({ date, shop, items, total, split: false }),
  );
};

/** 1991 Leipzig, after the Wende: new GmbH, DM, 14 % MwSt., Western car, labels below values, Leistungsdatum. */
const leipzigAutohaus: Fam = (rng) => {
  const date = rng.date(1991, 1992);
  const work = date.slice(0, 8) + String(Math.max(1, Number(date.slice(8)) - rng.int(1, 4))).padStart(2, '0');
  const items = [
    L('Inspektion 30.000 km', price(rng, 120, 170)),
    L('Zahnriemen erneuert', price(rng, 90, 140)),
    P('Zahnriemen', price(rng, 45, 70), '1', '026 109 119'),
    P('Ölfilter', price(rng, 9, 14), '1', '056 115 561'),
    P('Motoröl 15W-40', price(rng, 28, 40), '4 l'),
  ];
  const net = sum(items.map((i) => i.amount));
  const vat = r2(net * 0.14);
  const total = r2(net + vat);
  const km = kmOf(rng, 28000, 34000);
  const shop = 'Autohaus Sachsenring GmbH';
  const f = (n: number) => money(n, 'de');
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'VW · Audi — Ihr Partner in Leipzig seit 1990',
        lines: ['Torgauer Straße 230', 'O-7024 Leipzig', 'Tel. 2 31 56 80'],
        style: 'band',
      },
      title: `Rechnung ${rng.int(10000, 19999)}`,
      fields: [
        { label: 'Rechnungsdatum', value: fd(date, 'de') },
        { label: 'Leistungsdatum', value: fd(work, 'de') },
        { label: 'Fahrzeug', value: 'VW Golf II GL' },
        { label: 'km-Stand', value: money(km, 'de', 0) },
      ],
      fieldStyle: 'below',
      tableStyle: 'kind',
      cols: { text: 'Text', qty: 'Menge', kind: 'Art', amount: 'DM' },
      rules: 'ruled',
      items,
      fmt: f,
      totals: [
        { label: 'Lohn', value: f(tot(items, 'L')) },
        { label: 'Teile', value: f(tot(items, 'P')) },
        { label: 'Nettobetrag', value: f(net) },
        { label: '14 % MwSt.', value: f(vat) },
      ],
      grand: { label: 'Endbetrag DM', value: f(total) },
      totalStyle: 'band',
      small: ['Bankverbindung: Deutsche Bank Leipzig. Zahlbar sofort ohne Abzug. Art: A = Arbeit, M = Material.'],
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

/** 1994 Dresden Meisterbetrieb (a former PGH), two-column header, 15 %. */
const dresdenMeister: Fam = (rng) => {
  const date = rng.date(1994, 1996);
  const items = [
    L('Bremsanlage vorn überholt', price(rng, 80, 130)),
    L('Hauptuntersuchung vorbereitet', price(rng, 40, 60)),
    P('Bremsscheiben (Satz)', price(rng, 90, 140)),
    P('Bremsbeläge', price(rng, 40, 70)),
    P('Bremsflüssigkeit DOT 4', price(rng, 12, 18)),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.15);
  const total = r2(labour + parts + vat);
  const km = kmOf(rng, 70000, 160000);
  const shop = 'Kfz-Meisterbetrieb Lothar Gräfe';
  const f = (n: number) => money(n, 'de');
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'vormals PGH „Elbtal“ · alle Fabrikate',
        lines: ['Pirnaer Landstraße 17 · 01257 Dresden', 'Telefon (0351) 2 03 44 91'],
        style: 'left',
      },
      title: 'RECHNUNG',
      fields: [
        { label: 'Rechnung Nr.', value: `94-${rng.int(100, 999)}` },
        { label: 'Datum', value: fd(date, 'de') },
        { label: 'Fahrzeug', value: rng.pick(['Opel Vectra 1.8', 'Ford Escort', 'Wartburg 1.3']) },
        { label: 'Kennzeichen', value: `DD-${rng.pick(['AK', 'LG', 'RS'])} ${rng.int(100, 999)}` },
        { label: 'Tacho', value: `${money(km, 'de', 0)} km` },
        { label: 'Kunde Nr.', value: String(rng.int(1000, 3999)) },
      ],
      fieldStyle: 'twocol',
      tableStyle: 'split',
      workHeading: 'Arbeitsleistungen',
      partsHeading: 'Ersatzteile',
      cols: { text: 'Bezeichnung', amount: 'Betrag DM' },
      rules: 'plain',
      items,
      fmt: f,
      totals: [
        { label: 'Arbeitsleistungen', value: f(labour) },
        { label: 'Ersatzteile', value: f(parts) },
        { label: 'zzgl. 15 % MwSt.', value: f(vat) },
      ],
      grand: { label: 'Rechnungsbetrag', value: `${f(total)} DM` },
      totalStyle: 'right',
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 2003 Brno firm writing German, Kč, DPH 22 %, boxed table, dates with spaces. */
const brnoAutoservis: Fam = (rng) => {
  const date = rng.date(2001, 2003);
  const items = [
    L('Service nach Herstellervorgabe', price(rng, 1200, 1900, 10)),
    L('Klimaanlage geprüft und befüllt', price(rng, 800, 1300, 10)),
    P('Ölfilter', price(rng, 180, 320, 10)),
    P('Luftfilter', price(rng, 250, 420, 10)),
    P('Motoröl 5W-30', price(rng, 900, 1400, 10), '4,5 l'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.22);
  const total = r2(labour + parts + vat);
  const km = kmOf(rng, 40000, 120000);
  const shop = 'Autoservis Novák s.r.o.';
  const f = (n: number) => `${money(n, 'sp')} Kč`;
  const [y, m, d] = date.split('-').map(Number);
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'Škoda-Servicepartner · Wir sprechen Deutsch',
        lines: ['Vídeňská 88, 639 00 Brno', 'IČ 25 47 11 90 · DIČ CZ25471190'],
        style: 'logo',
      },
      title: 'Rechnung – Steuerbeleg / Faktura',
      fields: [
        { label: 'Beleg-Nr.', value: `FV${date.slice(0, 4)}${rng.int(1000, 9999)}` },
        { label: 'Ausstellungsdatum', value: `${d}. ${m}. ${y}` },
        { label: 'Fahrzeug', value: 'Škoda Octavia Combi' },
        { label: 'Tachostand', value: `${money(km, 'sp', 0)} km` },
      ],
      fieldStyle: 'boxed',
      tableStyle: 'kind',
      cols: { pos: 'Pos.', text: 'Leistung / Material', qty: 'Menge', kind: 'A/M', amount: 'Preis Kč' },
      rules: 'boxed',
      items,
      fmt: (n) => money(n, 'sp'),
      totals: [
        { label: 'Arbeit gesamt', value: f(labour) },
        { label: 'Material gesamt', value: f(parts) },
        { label: 'Steuergrundlage', value: f(labour + parts) },
        { label: 'DPH 22 %', value: f(vat) },
      ],
      grand: { label: 'Zu zahlen', value: f(total) },
      totalStyle: 'boxed',
      small: ['Zahlbar bar oder per Überweisung an Komerční banka. A = Arbeit, M = Material.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 2014 Kraków garage writing German for a German customer, zł, VAT 23 %, labels above. */
const krakowSerwis: Fam = (rng) => {
  const date = rng.date(2013, 2016);
  const work = date.slice(0, 8) + String(Math.max(1, Number(date.slice(8)) - 1)).padStart(2, '0');
  const items = [
    L('Stoßdämpfer hinten ersetzt', price(rng, 180, 260, 10)),
    L('Achsvermessung', price(rng, 120, 180, 10)),
    P('Stoßdämpfer hinten', price(rng, 380, 560, 10), '2'),
    P('Domlager', price(rng, 60, 110, 10), '2'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.23);
  const total = r2(labour + parts + vat);
  const km = kmOf(rng, 90000, 210000);
  const shop = 'Auto-Serwis Wiśniewski';
  const f = (n: number) => `${money(n, 'sp')} zł`;
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: { name: shop, lines: ['ul. Zakopiańska 141, 30-435 Kraków', 'NIP 679-112-45-08 · tel. +48 12 266 40 18'], style: 'center' },
      title: 'Rechnung (Faktura VAT)',
      fields: [
        { label: 'Nummer', value: `FV/${rng.int(100, 999)}/${date.slice(0, 4)}` },
        { label: 'Ausstellung', value: fd(date, 'dedash') },
        { label: 'Ausführung der Leistung', value: fd(work, 'dedash') },
        { label: 'Kilometerstand', value: `${money(km, 'sp', 0)}` },
      ],
      fieldStyle: 'above',
      tableStyle: 'split',
      workHeading: 'Dienstleistungen',
      partsHeading: 'Teile',
      cols: { pos: 'Lp.', text: 'Bezeichnung', qty: 'Menge', amount: 'Netto zł' },
      rules: 'ruled',
      items,
      fmt: (n) => money(n, 'sp'),
      totals: [
        { label: 'Dienstleistungen netto', value: f(labour) },
        { label: 'Teile netto', value: f(parts) },
        { label: 'VAT 23 %', value: f(vat) },
      ],
      grand: { label: 'Brutto', value: f(total) },
      totalStyle: 'band',
      small: ['Zahlungsart: bar. Betrag in Worten siehe Original. Fahrzeug: VW Passat B6, Kennzeichen des Kunden: B-ZK 4471.'],
    },
    serviceTruth({ date: work, shop, km, items, total, split: true }),
  );
};

/** 2019 Sopron garage writing German for Austrian customers, Ft, ÁFA 27 %, whole forints. */
const sopronSzerviz: Fam = (rng) => {
  const date = rng.date(2018, 2021);
  const items = [
    L('Zahnriemen- und Wasserpumpenwechsel', price(rng, 38000, 52000, 500)),
    L('Fehlerspeicher ausgelesen', price(rng, 6000, 9000, 500)),
    P('Zahnriemensatz mit Wasserpumpe', price(rng, 62000, 88000, 100)),
    P('Kühlmittel G13', price(rng, 5000, 8000, 100), '3 l'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = Math.round((labour + parts) * 0.27);
  const total = labour + parts + vat;
  const km = kmOf(rng, 110000, 190000);
  const shop = 'Kovács Autószerviz Kft.';
  const f = (n: number) => `${money(n, 'sp', 0)} Ft`;
  return serviceBill(
    rng,
    {
      lang: 'de',
      head: {
        name: shop,
        tagline: 'Kfz-Werkstatt an der Grenze – österreichische Kunden willkommen',
        lines: ['Soproni út 52, 9400 Sopron', 'Tel. +36 99 312 880'],
        style: 'right',
      },
      title: 'Rechnung / Számla',
      fields: [
        { label: 'Rechnungsnr.', value: `SZ-${date.slice(0, 4)}/${rng.int(100, 999)}` },
        { label: 'Datum', value: date.replace(/-/g, '.') + '.' },
        { label: 'Fahrzeug', value: 'Audi A4 Avant 2.0 TDI' },
        { label: 'km', value: money(km, 'sp', 0) },
      ],
      fieldStyle: 'left',
      tableStyle: 'kind',
      cols: { text: 'Leistung', kind: 'A/T', amount: 'Netto Ft' },
      rules: 'plain',
      items: items.map((i) => i),
      fmt: (n) => money(n, 'sp', 0),
      totals: [
        { label: 'Arbeit netto', value: f(labour) },
        { label: 'Teile netto', value: f(parts) },
        { label: 'ÁFA 27 %', value: f(vat) },
      ],
      grand: { label: 'Gesamt brutto', value: f(total) },
      totalStyle: 'right',
      small: ['Zahlung in bar (Forint). Euro zum Tageskurs möglich.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1968 Saskatchewan farm-town garage, typed, E&H tax on parts, Date completed. */
const kindersleyGarage: Fam = (rng) => {
  const date = rng.date(1967, 1969);
  const done = date.slice(0, 8) + String(Math.max(1, Number(date.slice(8)) - rng.int(1, 3))).padStart(2, '0');
  const items = [
    L('Tune-up, set points and timing', price(rng, 6, 9)),
    L('Repack front wheel bearings', price(rng, 4, 7)),
    L('Weld muffler bracket', price(rng, 2, 4)),
    P('Spark plugs', price(rng, 4, 6), '8'),
    P('Points and condenser', price(rng, 3, 5), '1'),
    P('Wheel bearing grease', price(rng, 1, 2), '1 lb'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const tax = r2(parts * 0.05);
  const total = r2(labour + parts + tax);
  const km = kmOf(rng, 40000, 90000);
  const shop = 'Prairie Motors';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      serif: true,
      head: { name: shop, lines: ['Main Street, Kindersley, Sask.', 'Phone 463-2210 · Imperial Esso Products'], style: 'center', serif: true },
      title: 'SHOP ORDER',
      fields: [
        { label: 'Order No.', value: String(rng.int(2000, 7999)) },
        { label: 'Date', value: fd(date, 'uslong') },
        { label: 'Date completed', value: fd(done, 'uslong') },
        { label: 'Truck', value: '1962 Chevrolet C10 ½-ton' },
        { label: 'Mileage', value: money(km, 'en', 0) },
      ],
      fieldStyle: 'left',
      tableStyle: 'split',
      workHeading: 'LABOR',
      partsHeading: 'PARTS',
      cols: { text: 'Description', qty: 'Qty', amount: 'Amount' },
      rules: 'dotted',
      items,
      fmt: f,
      totals: [
        { label: 'Total labor', value: f(labour) },
        { label: 'Total parts', value: f(parts) },
        { label: 'E. & H. Tax 5% on parts', value: f(tax) },
      ],
      grand: { label: 'TOTAL', value: `$${f(total)}` },
      totalStyle: 'right',
      stamp: 'PAID — THANK YOU',
    },
    serviceTruth({ date: done, shop, km, items, total, split: true }),
  );
};

/** 1979 Iowa farm-town garage, carbon form with a L/P column, 3 % sales tax on parts, labels above. */
const sacCityGarage: Fam = (rng) => {
  const date = rng.date(1978, 1980);
  const items = [
    L('Replace water pump', price(rng, 18, 28)),
    L('Flush cooling system', price(rng, 8, 12)),
    P('Water pump', price(rng, 24, 36), '1'),
    P('Thermostat', price(rng, 3, 6), '1'),
    P('Anti-freeze', price(rng, 8, 14), '2 gal'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const tax = r2(parts * 0.03);
  const total = r2(labour + parts + tax);
  const km = kmOf(rng, 50000, 110000);
  const shop = "Hausman's Garage & Implement";
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, tagline: 'John Deere · Chevrolet · Welding', lines: ['214 Audubon St., Sac City, Iowa 50583', 'Ph. 662-4187'], style: 'left' },
      title: 'REPAIR ORDER',
      fields: [
        { label: 'DATE', value: fd(date, 'usshort') },
        { label: 'MAKE', value: 'Ford F-250' },
        { label: 'MILES', value: money(km, 'en', 0) },
        { label: 'R.O. NO.', value: String(rng.int(10000, 39999)) },
      ],
      fieldStyle: 'above',
      tableStyle: 'kind',
      cols: { text: 'DESCRIPTION', qty: 'QTY', kind: 'L/P', amount: 'AMOUNT' },
      rules: 'boxed',
      items,
      fmt: f,
      totals: [
        { label: 'LABOR', value: f(labour) },
        { label: 'PARTS', value: f(parts) },
        { label: 'SALES TAX 3%', value: f(tax) },
      ],
      grand: { label: 'TOTAL DUE', value: f(total) },
      totalStyle: 'boxed',
      small: ['Customer copy. Not responsible for loss or damage to cars in case of fire or theft. Charge accounts due 10th of month.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1996 Mississippi Delta garage, 7 % sales tax on parts, labels below, Date out. */
const yazooGarage: Fam = (rng) => {
  const date = rng.date(1995, 1997);
  const out = date.slice(0, 8) + String(Math.min(28, Number(date.slice(8)) + rng.int(1, 3))).padStart(2, '0');
  const items = [
    L('Replace A/C compressor and recharge', price(rng, 110, 160)),
    L('Replace serpentine belt', price(rng, 18, 30)),
    P('A/C compressor (reman)', price(rng, 180, 260), '1'),
    P('R-134a refrigerant', price(rng, 24, 40), '3 cans'),
    P('Serpentine belt', price(rng, 18, 30), '1'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const tax = r2(parts * 0.07);
  const total = r2(labour + parts + tax);
  const km = kmOf(rng, 90000, 180000);
  const shop = 'Delta Auto & Truck Repair';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, tagline: 'Honest work since 1971', lines: ['1408 Jerry Clower Blvd · Yazoo City, MS 39194', '(601) 746-2290'], style: 'band' },
      title: 'INVOICE',
      fields: [
        { label: 'Invoice #', value: String(rng.int(4000, 9000)) },
        { label: 'Date in', value: fd(date, 'us') },
        { label: 'Date out', value: fd(out, 'us') },
        { label: 'Odometer', value: money(km, 'en', 0) },
      ],
      fieldStyle: 'below',
      tableStyle: 'split',
      workHeading: 'Labor',
      partsHeading: 'Parts',
      cols: { text: 'Description', qty: 'Qty', amount: 'Ext.' },
      rules: 'ruled',
      items,
      fmt: f,
      totals: [
        { label: 'Labor', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'MS sales tax 7% (parts)', value: f(tax) },
      ],
      grand: { label: 'Pay this amount', value: `$${f(total)}` },
      totalStyle: 'band',
      small: ['Vehicle: 1989 Chevrolet Silverado. All parts new unless noted. 90 day / 4,000 mile warranty on labor.'],
    },
    serviceTruth({ date: out, shop, km, items, total, split: true }),
  );
};

/** 2009 Manitoba (Dauphin) shop, GST 5 % and PST 7 %, two-column header, km. */
const dauphinService: Fam = (rng) => {
  const date = rng.date(2008, 2010);
  const items = [
    L('Replace front brake pads and rotors', price(rng, 140, 190)),
    L('Block heater cord replaced', price(rng, 30, 50)),
    P('Brake rotors', price(rng, 120, 180), '2'),
    P('Brake pads', price(rng, 60, 95), '1 set'),
    P('Block heater cord', price(rng, 22, 35), '1'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const gst = r2((labour + parts) * 0.05);
  const pst = r2((labour + parts) * 0.07);
  const total = r2(labour + parts + gst + pst);
  const km = kmOf(rng, 120000, 260000);
  const shop = 'Parkland Auto Service';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, lines: ['301 Main St S, Dauphin MB R7N 1L1', '204-638-5512 · GST# 87412 5590 RT0001'], style: 'logo' },
      title: 'Work Order / Invoice',
      fields: [
        { label: 'W/O #', value: String(rng.int(30000, 59999)) },
        { label: 'Date', value: fd(date, 'iso') },
        { label: 'Vehicle', value: '2003 GMC Sierra 1500' },
        { label: 'Odometer (km)', value: money(km, 'en', 0) },
        { label: 'Plate', value: `${rng.pick(['DEF', 'BKS', 'GTR'])} ${rng.int(100, 999)}` },
        { label: 'Tech', value: rng.pick(['DW', 'RK', 'LM']) },
      ],
      fieldStyle: 'twocol',
      tableStyle: 'kind',
      cols: { text: 'Description', qty: 'Qty', kind: 'Type', amount: 'Total' },
      rules: 'plain',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'GST 5%', value: f(gst) },
        { label: 'PST 7%', value: f(pst) },
      ],
      grand: { label: 'Invoice Total', value: f(total) },
      totalStyle: 'right',
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1987 Bombay workshop, rupees with lakh grouping, sales tax on spares, Ambassador. */
const bombayWorkshop: Fam = (rng) => {
  const date = rng.date(1986, 1988);
  const items = [
    L('Engine decarbonising and valve grinding', price(rng, 380, 520, 5)),
    L('Clutch plate replaced', price(rng, 120, 180, 5)),
    P('Decarbonising gasket set', price(rng, 140, 220, 5)),
    P('Clutch plate', price(rng, 450, 650, 5)),
    P('Engine oil', price(rng, 110, 160, 5), '4 ltrs'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const tax = r2(parts * 0.08);
  const total = r2(labour + parts + tax);
  const km = kmOf(rng, 60000, 140000);
  const shop = 'Jehangir Motor Works';
  const f = (n: number) => money(n, 'in');
  return serviceBill(
    rng,
    {
      lang: 'en',
      serif: true,
      head: {
        name: shop,
        tagline: 'Authorised Service — Hindustan Ambassador & Premier',
        lines: ['14, Lamington Road, Bombay 400 007', 'Phone: 38 72 19'],
        style: 'center',
        serif: true,
      },
      title: 'CASH MEMO / BILL',
      fields: [
        { label: 'Bill No.', value: `JMW/${rng.int(100, 999)}` },
        { label: 'Date', value: fd(date, 'ukdot') },
        { label: 'Vehicle No.', value: `MRK ${rng.int(1000, 9999)}` },
        { label: 'Kms. run', value: money(km, 'in', 0) },
      ],
      fieldStyle: 'left',
      tableStyle: 'split',
      workHeading: 'Labour Charges',
      partsHeading: 'Spare Parts',
      cols: { pos: 'S.No.', text: 'Particulars', qty: 'Qty', amount: 'Rs.' },
      rules: 'ruled',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Spares', value: f(parts) },
        { label: 'Sales Tax @ 8% on spares', value: f(tax) },
      ],
      grand: { label: 'Grand Total Rs.', value: f(total) },
      totalStyle: 'boxed',
      small: ['E. & O.E. Subject to Bombay jurisdiction. Goods once sold will not be taken back.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 2016 Singapore workshop, S$, GST 7 %, boxed cells. */
const singaporeWorkshop: Fam = (rng) => {
  const date = rng.date(2015, 2017);
  const items = [
    L('Servicing labour', price(rng, 80, 120)),
    L('Replace aircon filter', price(rng, 20, 40)),
    P('Engine oil 5W-40 fully synthetic', price(rng, 70, 110), '4 L'),
    P('Oil filter', price(rng, 12, 20), '1'),
    P('Aircon filter', price(rng, 25, 45), '1'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const gst = r2((labour + parts) * 0.07);
  const total = r2(labour + parts + gst);
  const km = kmOf(rng, 40000, 160000);
  const shop = 'Kian Seng Motor Pte Ltd';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: { name: shop, lines: ['Blk 5022 Ang Mo Kio Ind Park 2, #01-18, Singapore 569525', 'Tel 6481 2270 · GST Reg No. M2-0087412-3'], style: 'left' },
      title: 'TAX INVOICE',
      fields: [
        { label: 'Invoice No', value: `KS${rng.int(10000, 99999)}` },
        { label: 'Date', value: fd(date, 'uk') },
        { label: 'Vehicle No', value: `S${rng.pick(['GA', 'KD', 'JH'])}${rng.int(1000, 9999)}${rng.pick(['A', 'K', 'T'])}` },
        { label: 'Mileage', value: `${money(km, 'en', 0)} km` },
      ],
      fieldStyle: 'boxed',
      tableStyle: 'kind',
      cols: { pos: 'No', text: 'Description', qty: 'Qty', kind: 'L/P', amount: 'Amount (S$)' },
      rules: 'ruled',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'GST 7%', value: f(gst) },
      ],
      grand: { label: 'Total S$', value: f(total) },
      totalStyle: 'band',
      small: ['Cheques crossed and made payable to Kian Seng Motor Pte Ltd. Goods sold are not returnable.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

/** 1998 Hong Kong, HK$ (no tax), labels above, Job completed. */
const hongKongGarage: Fam = (rng) => {
  const date = rng.date(1997, 1999);
  const done = date.slice(0, 8) + String(Math.max(1, Number(date.slice(8)) - 1)).padStart(2, '0');
  const items = [
    L('Overhaul automatic gearbox', price(rng, 3800, 5200, 50)),
    L('Road test', price(rng, 150, 250, 50)),
    P('Gearbox overhaul kit', price(rng, 2800, 3900, 10)),
    P('ATF', price(rng, 420, 620, 10), '8 L'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const total = r2(labour + parts);
  const km = kmOf(rng, 60000, 150000);
  const shop = 'Wing Fat Motor Engineering Co.';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: {
        name: shop,
        tagline: 'European car specialists',
        lines: ['G/F, 22 Tai Yip Street, Kowloon Bay, Kowloon', 'Tel: 2757 3318  Fax: 2757 3319'],
        style: 'right',
      },
      title: 'INVOICE',
      fields: [
        { label: 'Invoice No.', value: `WF-${rng.int(1000, 9999)}` },
        { label: 'Date', value: fd(date, 'uk') },
        { label: 'Job completed', value: fd(done, 'uk') },
        { label: 'Reg. No.', value: `${rng.pick(['DK', 'FP', 'HN'])} ${rng.int(100, 9999)}` },
        { label: 'Make / Model', value: 'Mercedes-Benz E230' },
        { label: 'Mileage', value: `${money(km, 'en', 0)} km` },
      ],
      fieldStyle: 'above',
      tableStyle: 'split',
      workHeading: 'Labour',
      partsHeading: 'Materials',
      cols: { text: 'Item', qty: 'Qty', amount: 'HK$' },
      rules: 'plain',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Materials', value: f(parts) },
      ],
      grand: { label: 'TOTAL HK$', value: f(total) },
      totalStyle: 'right',
      stamp: 'PAID',
    },
    serviceTruth({ date: done, shop, km, items, total, split: true }),
  );
};

/** 2021 Nairobi workshop, KSh, VAT 16 %, boxed table. */
const nairobiWorkshop: Fam = (rng) => {
  const date = rng.date(2020, 2023);
  const items = [
    L('Replace front suspension bushes', price(rng, 6000, 9000, 100)),
    L('Wheel alignment', price(rng, 1500, 2500, 100)),
    P('Lower arm bushes', price(rng, 9000, 14000, 100), '4'),
    P('Stabiliser link', price(rng, 4000, 6500, 100), '2'),
  ];
  const labour = tot(items, 'L');
  const parts = tot(items, 'P');
  const vat = r2((labour + parts) * 0.16);
  const total = r2(labour + parts + vat);
  const km = kmOf(rng, 150000, 320000);
  const shop = 'Industrial Area Motors Ltd';
  const f = (n: number) => money(n, 'en');
  return serviceBill(
    rng,
    {
      lang: 'en',
      head: {
        name: shop,
        tagline: 'Toyota & 4x4 specialists',
        lines: ['Lunga Lunga Road, P.O. Box 18842-00500, Nairobi', 'Tel 0722 418 090 · PIN P051274419K'],
        style: 'band',
      },
      title: 'TAX INVOICE',
      fields: [
        { label: 'Invoice No', value: `IAM/${rng.int(1000, 9999)}` },
        { label: 'Date', value: fd(date, 'uk') },
        { label: 'Reg No', value: `K${rng.pick(['CA', 'CF', 'DA'])} ${rng.int(100, 999)}${rng.pick(['A', 'M', 'X'])}` },
        { label: 'Odometer', value: `${money(km, 'en', 0)} km` },
      ],
      fieldStyle: 'boxed',
      tableStyle: 'kind',
      cols: { text: 'Description', qty: 'Qty', kind: 'L/P', amount: 'KSh' },
      rules: 'boxed',
      items,
      fmt: f,
      totals: [
        { label: 'Labour', value: f(labour) },
        { label: 'Parts', value: f(parts) },
        { label: 'VAT 16%', value: f(vat) },
      ],
      grand: { label: 'Total KSh', value: f(total) },
      totalStyle: 'boxed',
      small: ['M-Pesa Paybill 522522. Vehicle: Toyota Land Cruiser Prado. Parts remain property of the company until paid in full.'],
    },
    serviceTruth({ date, shop, km, items, total, split: true }),
  );
};

export const SERVICE_FAMILIES: Fam[] = [
  vebKarlMarxStadt,
  pghFortschritt,
  pghZweirad,
  leipzigAutohaus,
  dresdenMeister,
  brnoAutoservis,
  krakowSerwis,
  sopronSzerviz,
  kindersleyGarage,
  sacCityGarage,
  yazooGarage,
  dauphinService,
  bombayWorkshop,
  singaporeWorkshop,
  hongKongGarage,
  nairobiWorkshop,
];
