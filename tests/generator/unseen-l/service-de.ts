/**
 * German workshop bills written by specialists outside Germany: the Netherlands, Belgium's German-
 * speaking east, Denmark, South Tyrol, Norway and Alsace — each with its own currency, VAT and habits.
 */
import type { Random } from '../random';
import { addDays, date, dayIn, hoursSum, money, page, pair, partsSum, PEOPLE, r2, serial, table, whole, work, type Family } from './kit';

/** Venlo, 2023: a Dutch specialist billing a German customer; Leistungsdatum apart, € 1.250,-, BTW 21 %. */
const venloRechnung: Family = (rng: Random) => {
  const billed = dayIn(rng, 2023);
  const done = addDays(billed, -rng.int(2, 9));
  const shop = 'Maas Oldtimer Service B.V.';
  const km = rng.int(40000, 190000);
  const rate = 82;
  const { jobs, parts } = work(rng, 'de', 3, 4);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const btw = r2(net * 0.21);
  const total = r2(net + btw);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(50, 'MAAS', { size: 26, bold: true });
      p.text(140, 'OLDTIMER SERVICE', { size: 11, y: p.y - 9 });
      p.text(140, 'Wartung · Restaurierung · Zulassung NL/DE', { size: 8, y: p.y + 1 });
      p.text(545, shop, { size: 9, bold: true, align: 'right' });
      p.text(545, 'Celsiusweg 6, 5928 PR Venlo (NL)', { y: p.y + 11, size: 8, align: 'right' });
      p.text(545, 'Tel. +31 77 382 1190', { y: p.y + 22, size: 8, align: 'right' });
      p.down(50);
      p.text(50, rng.pick(PEOPLE.de), { size: 10 });
      p.down(12).text(
        50,
        `${rng.pick(['Hochstraße', 'Kempener Str.', 'Ringstraße'])} ${rng.int(2, 80)}, ${rng.pick(['41747 Viersen', '47608 Geldern', '41334 Nettetal'])}`,
        { size: 10 },
      );
      p.down(34);
      p.text(50, `Rechnung Nr. ${billed.slice(0, 4)}${serial(rng, 4)}`, { size: 13, bold: true });
      p.down(20);
      const facts: [string, string][] = [
        ['Rechnungsdatum', date(billed, 'd-m-y')],
        ['Leistungsdatum', date(done, 'd-m-y')],
        ['Kfz-Kennzeichen', `${serial(rng, 2)}-${rng.pick(['XK', 'ZG', 'TR'])}-${serial(rng, 2)}`],
        ['km-Stand', whole(km, '.')],
      ];
      facts.forEach(([l, v], i) => {
        const x = 50 + i * 124;
        p.box(x, p.y - 10, 124, 30);
        p.text(x + 5, l, { size: 7 });
        p.text(x + 5, v, { y: p.y + 13, size: 10 });
      });
      p.down(44);
      table(
        p,
        [
          { head: 'Pos.', x: 50 },
          { head: 'Leistung / Material', x: 85 },
          { head: 'Menge', x: 380, right: true },
          { head: 'Preis', x: 455, right: true },
          { head: 'Betrag', x: 545, right: true },
        ],
        [
          ...jobs.map((j, i) => [
            String(i + 1),
            j.text,
            `${j.hours.toFixed(1).replace('.', ',')} Std.`,
            `€ ${money(rate, 'dash')}`,
            `€ ${money(r2(j.hours * rate), 'dash')}`,
          ]),
          ...parts.map((x, i) => [String(jobs.length + i + 1), x.text, `${x.qty} St.`, `€ ${money(x.unit, 'dash')}`, `€ ${money(r2(x.qty * x.unit), 'dash')}`]),
        ],
        { rule: true },
      );
      p.down(10);
      for (const [l, v, b] of [
        ['Summe Arbeit', labour, false],
        ['Summe Material', partsTotal, false],
        ['Netto', net, false],
        ['BTW (MwSt.) 21 %', btw, false],
        ['Rechnungsbetrag', total, true],
      ] as const) {
        pair(p, 350, l, 545, `€ ${money(v, 'dash')}`, { right: true, bold: b, size: 10 });
        p.down(14);
      }
      p.down(26);
      p.text(50, 'Zahlbar innerhalb 14 Tagen ohne Abzug. Die Leistung ist in den Niederlanden steuerbar.', { size: 8 });
      p.y = 800;
      p.text(297, `KvK 1205${serial(rng, 4)} · BTW-Nr. NL8567${serial(rng, 5)}B01 · IBAN NL18 INGB 0006 ${serial(rng, 4)} 11 · BIC INGBNL2A`, {
        size: 7,
        align: 'center',
      });
    },
  );
};

/** Eupen, 2005: a garage in Belgium's German-speaking community; MwSt 21 %, the total in a band with its label above. */
const eupenGarage: Family = (rng) => {
  const day = dayIn(rng, 2005);
  const shop = 'Garage Kessler & Sohn PGmbH';
  const km = rng.int(50000, 230000);
  const rate = 44;
  const { jobs, parts } = work(rng, 'de', 2, 4, 0.9);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const vat = r2(net * 0.21);
  const total = r2(net + vat);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.box(50, 40, 495, 50, true);
      p.text(297, shop, { y: 62, size: 16, bold: true, align: 'center' });
      p.text(297, 'Herbesthaler Straße 118 · B-4700 Eupen · Tel. 087/55 21 40', { y: 78, size: 8.5, align: 'center' });
      p.y = 120;
      p.text(330, 'Herrn', { size: 10 });
      p.down(12).text(330, rng.pick(PEOPLE.be), { size: 10 });
      p.down(12).text(330, `${rng.pick(['Rotenberg', 'Aachener Straße', 'Kirchstraße'])} ${rng.int(2, 60)}`, { size: 10 });
      p.down(12).text(330, rng.pick(['B-4700 Eupen', 'B-4730 Raeren', 'B-4780 St. Vith']), { size: 10 });
      p.down(30);
      p.text(50, 'RECHNUNG', { size: 14, bold: true });
      p.text(545, `Eupen, den ${date(day, 'd.m.y')}`, { size: 10, align: 'right' });
      p.down(18);
      p.text(
        50,
        `Nr. ${serial(rng, 5)}  ·  Kennzeichen ${rng.pick(['1', '2'])}-${rng.pick(['ABC', 'KLM', 'FTX'])}-${serial(rng, 3)}  ·  Kilometerstand ${whole(km, '.')}  ·  Fahrgestell ${serial(rng, 10)}`,
        { size: 8.5 },
      );
      p.down(24);
      table(
        p,
        [
          { head: 'Menge', x: 50 },
          { head: 'Bezeichnung', x: 100 },
          { head: 'Einzelpreis', x: 450, right: true },
          { head: 'Betrag', x: 545, right: true },
        ],
        [
          ...jobs.map((j) => [`${j.hours.toFixed(1).replace('.', ',')} h`, j.text, money(rate, 'eu'), money(r2(j.hours * rate), 'eu')]),
          ...parts.map((x) => [String(x.qty), x.text, money(x.unit, 'eu'), money(r2(x.qty * x.unit), 'eu')]),
        ],
        { box: [45, 550] },
      );
      p.down(10);
      const cols: [string, number][] = [
        ['Arbeitslohn', labour],
        ['Ersatzteile', partsTotal],
        ['Nettobetrag', net],
        ['MwSt. 21 %', vat],
      ];
      cols.forEach(([l, v], i) => {
        const x = 50 + i * 100;
        p.text(x, l, { size: 8 });
        p.text(x + 92, money(v, 'eu'), { y: p.y + 14, size: 10, align: 'right' });
      });
      p.box(450, p.y - 12, 95, 34, true);
      p.text(455, 'Zu zahlen EUR', { size: 8, bold: true });
      p.text(540, money(total, 'eu'), { y: p.y + 14, size: 11, bold: true, align: 'right' });
      p.down(60);
      p.text(
        50,
        `Zahlbar bei Abholung. Bankverbindung: KBC Eupen, IBAN BE71 7340 ${serial(rng, 4)} ${serial(rng, 4)} · MwSt-Nr. BE 0412.${serial(rng, 3)}.${serial(rng, 3)}`,
        { size: 8 },
      );
      p.down(12).text(50, 'Gewährleistung auf Ersatzteile gemäß den gesetzlichen Bestimmungen. HR Eupen 61.204.', { size: 8 });
    },
  );
};

/** Padborg, 2011: a Danish specialist near the border invoicing in German and kroner, moms 25 %. */
const padborgVaerksted: Family = (rng) => {
  const day = dayIn(rng, 2011);
  const shop = 'Grænsens Klassiker Værksted ApS';
  const km = rng.int(30000, 160000);
  const rate = 560;
  const { jobs, parts } = work(rng, 'de', 3, 3, 7.4);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const moms = r2(net * 0.25);
  const total = r2(net + moms);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(50, shop, { size: 15, bold: true, serif: true });
      p.down(13).text(50, 'Industrivej 22 · DK-6330 Padborg · +45 74 67 33 09 · www.klassiker-vaerksted.dk', { size: 8 });
      p.down(36);
      p.text(50, `Faktura / Rechnung ${serial(rng, 5)}`, { size: 12, bold: true });
      p.text(545, `Padborg, ${date(day, 'd.m.y')}`, { size: 10, align: 'right' });
      p.down(18);
      p.text(50, `Kunde: ${rng.pick(PEOPLE.de)}, ${rng.pick(['24937 Flensburg', '24939 Flensburg', '24955 Harrislee'])}`, { size: 9.5 });
      p.down(13);
      p.text(
        50,
        `Fahrzeug: ${rng.pick(['Volvo Amazon 122 S', 'Saab 96 V4', 'Mercedes-Benz 230 (W114)'])}, amtl. Kennz. FL-${rng.pick(['KS', 'HM', 'AR'])} ${serial(rng, 3)}H, km-Stand ${whole(km, '.')}`,
        { size: 9.5 },
      );
      p.down(26);
      table(
        p,
        [
          { head: 'Ausgeführte Arbeiten', x: 50 },
          { head: 'Std.', x: 420, right: true },
          { head: 'DKK', x: 545, right: true },
        ],
        jobs.map((j) => [j.text, j.hours.toFixed(1).replace('.', ','), money(r2(j.hours * rate), 'eu')]),
        { rule: true },
      );
      pair(p, 330, 'Arbeitszeit gesamt', 545, `kr. ${money(labour, 'eu')}`, { right: true, bold: true });
      p.down(24);
      table(
        p,
        [
          { head: 'Verwendete Teile', x: 50 },
          { head: 'Anz.', x: 420, right: true },
          { head: 'DKK', x: 545, right: true },
        ],
        parts.map((x) => [x.text, String(x.qty), money(r2(x.qty * x.unit), 'eu')]),
        { rule: true },
      );
      pair(p, 330, 'Teile gesamt', 545, `kr. ${money(partsTotal, 'eu')}`, { right: true, bold: true });
      p.down(28);
      pair(p, 330, 'Zwischensumme', 545, `kr. ${money(net, 'eu')}`, { right: true });
      p.down(14);
      pair(p, 330, 'Moms (MwSt.) 25 %', 545, `kr. ${money(moms, 'eu')}`, { right: true });
      p.down(6);
      p.box(330, p.y, 215, 0.1);
      p.down(14);
      pair(p, 330, 'Endbetrag inkl. Moms', 545, `kr. ${money(total, 'eu')}`, { right: true, bold: true, size: 10.5 });
      p.down(14);
      p.text(545, `(zur Information: ca. € ${money(r2(total / 7.45), 'eu')})`, { size: 8, align: 'right' });
      p.down(36);
      p.text(50, `CVR-nr. 3012${serial(rng, 4)} · Danske Bank Reg. 1551 Konto ${serial(rng, 10)} · IBAN DK50 0040 0440 ${serial(rng, 6)}`, { size: 7.5 });
    },
  );
};

/** Bruneck, 2016: a South Tyrolean restorer; finished before the bill, MwSt 22 %, tax number and Steuernummer as distractors. */
const bruneckRestaurator: Family = (rng) => {
  const billed = dayIn(rng, 2016);
  const done = addDays(billed, -rng.int(4, 15));
  const shop = 'Oldtimerwerkstatt Pichler KG';
  const km = rng.int(15000, 120000);
  const rate = 58;
  const { jobs, parts } = work(rng, 'de', 4, 3);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const vat = r2(net * 0.22);
  const total = r2(net + vat);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: done,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(545, shop, { size: 14, bold: true, align: 'right' });
      p.down(13).text(545, 'des Alois Pichler & Co. · Restaurierung · Motorinstandsetzung', { size: 8, align: 'right' });
      p.down(11).text(545, 'Industriezone Nord 7 · I-39031 Bruneck (BZ) · Tel. 0474 55 12 80', { size: 8, align: 'right' });
      p.down(36);
      p.text(50, `${rng.pick(PEOPLE.de)} · ${rng.pick(['80331 München', '83022 Rosenheim', '94032 Passau'])} · Deutschland`, { size: 9.5 });
      p.down(30);
      p.text(50, `Rechnung – fattura Nr. ${rng.int(10, 300)}/${billed.slice(0, 4)} vom ${date(billed, 'd.m.y')}`, { size: 12, bold: true });
      p.down(20);
      p.text(50, 'Fahrzeug', { size: 8 });
      p.text(150, 'Kennzeichen', { size: 8 });
      p.text(260, 'Kilometerstand', { size: 8 });
      p.text(370, 'Arbeiten abgeschlossen am', { size: 8 });
      p.down(13);
      p.text(50, rng.pick(['Lancia Fulvia', 'Fiat 2300 S', 'Alfa 2000 GTV']), { size: 10 });
      p.text(150, `${rng.pick(['RO', 'M', 'PA'])}-${rng.pick(['LF', 'AP', 'OT'])} ${serial(rng, 3)}H`, { size: 10 });
      p.text(260, whole(km, '.'), { size: 10 });
      p.text(370, date(done, 'd.m.y'), { size: 10 });
      p.down(30);
      table(
        p,
        [
          { head: 'Arbeitsleistung', x: 50 },
          { head: 'Stunden', x: 400, right: true },
          { head: 'Satz', x: 460, right: true },
          { head: 'Euro', x: 545, right: true },
        ],
        jobs.map((j) => [j.text, j.hours.toFixed(1).replace('.', ','), money(rate, 'eu'), money(r2(j.hours * rate), 'eu')]),
        { rule: true },
      );
      p.down(4);
      table(
        p,
        [
          { head: 'Material', x: 50 },
          { head: 'Menge', x: 400, right: true },
          { head: 'Einzel', x: 460, right: true },
          { head: 'Euro', x: 545, right: true },
        ],
        parts.map((x) => [x.text, String(x.qty), money(x.unit, 'eu'), money(r2(x.qty * x.unit), 'eu')]),
        { rule: true },
      );
      p.down(10);
      for (const [l, v, b] of [
        ['Arbeitsleistung', labour, false],
        ['Material', partsTotal, false],
        ['Steuerpflichtiger Betrag', net, false],
        ['MwSt. 22 %', vat, false],
        ['Gesamtbetrag Euro', total, true],
      ] as const) {
        pair(p, 320, l, 545, money(v, 'eu'), { right: true, bold: b, size: 10 });
        p.down(14);
      }
      p.down(30);
      p.text(50, `MwSt.-Nr./P.IVA IT0281${serial(rng, 5)}21 · Steuernr. 0281${serial(rng, 5)}21 · Handelsregister Bozen BZ-2104${serial(rng, 2)}`, {
        size: 7.5,
      });
      p.down(11).text(50, `Raiffeisenkasse Bruneck · IBAN IT19 R080 3558 2400 0030 ${serial(rng, 7)} · Zahlung: Überweisung 30 Tage`, { size: 7.5 });
    },
  );
};

/** Enschede, 1995: a typed Dutch bill in German and guilders (f 1.234,56), BTW 17,5 %. */
const enschedeGulden: Family = (rng) => {
  const day = dayIn(rng, 1995);
  const shop = 'Autobedrijf Ten Brinke';
  const km = rng.int(60000, 240000);
  const rate = 72.5;
  const { jobs, parts } = work(rng, 'de', 3, 3, 1.6);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const btw = r2(net * 0.175);
  const total = r2(net + btw);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.y = 66;
      p.text(50, shop, { size: 18, serif: true, bold: true });
      p.down(14).text(50, 'Oldtimer-Reparaturen · APK-Keuring · Haaksbergerstraat 301 · 7545 GJ Enschede · 053-430 21 77', { size: 8 });
      p.down(34);
      p.text(50, 'R E C H N U N G', { size: 12, serif: true });
      p.down(20);
      p.text(50, `Datum:       ${date(day, 'd-m-y')}`, { size: 10, serif: true });
      p.down(14).text(50, `Rechnung:    ${serial(rng, 4)}`, { size: 10, serif: true });
      p.down(14).text(50, `Kunde:       ${rng.pick(PEOPLE.de)}, ${rng.pick(['Gronau', 'Bad Bentheim', 'Ahaus'])}`, { size: 10, serif: true });
      p.down(14).text(
        50,
        `Wagen:       ${rng.pick(['DAF 55 Coupé', 'Volvo 343', 'Mercedes 200 D'])}   Kz. ${serial(rng, 2)}-${rng.pick(['ZB', 'KL', 'PT'])}-${serial(rng, 2)}   km ${whole(km, '.')}`,
        { size: 10, serif: true },
      );
      p.down(30);
      for (const j of jobs) {
        p.text(60, j.text, { size: 10, serif: true });
        p.text(420, `${j.hours.toFixed(1).replace('.', ',')} Std`, { size: 10, serif: true, align: 'right' });
        p.text(545, `f ${money(r2(j.hours * rate), 'eu')}`, { size: 10, serif: true, align: 'right' });
        p.down(14);
      }
      p.down(2);
      pair(p, 300, 'Lohn', 545, `f ${money(labour, 'eu')}`, { right: true, serif: true, size: 10 });
      p.down(24);
      for (const x of parts) {
        p.text(60, `${x.qty} x ${x.text}`, { size: 10, serif: true });
        p.text(545, `f ${money(r2(x.qty * x.unit), 'eu')}`, { size: 10, serif: true, align: 'right' });
        p.down(14);
      }
      p.down(2);
      pair(p, 300, 'Teile', 545, `f ${money(partsTotal, 'eu')}`, { right: true, serif: true, size: 10 });
      p.down(26);
      pair(p, 300, 'Summe', 545, `f ${money(net, 'eu')}`, { right: true, serif: true, size: 10 });
      p.down(14);
      pair(p, 300, 'BTW 17,5 %', 545, `f ${money(btw, 'eu')}`, { right: true, serif: true, size: 10 });
      p.down(14);
      pair(p, 300, 'Zu bezahlen', 545, `f ${money(total, 'eu')}`, { right: true, serif: true, size: 11, bold: true });
      p.down(40);
      p.text(60, 'Betrag bar erhalten.', { size: 10, serif: true });
      p.down(40);
      p.text(
        50,
        `Rabobank Enschede 31.24.${serial(rng, 2)}.${serial(rng, 3)} · Postbank ${serial(rng, 7)} · BTW-nr. NL0051.${serial(rng, 2)}.${serial(rng, 3)}.B01 · K.v.K. Enschede ${serial(rng, 5)}`,
        { size: 7.5 },
      );
    },
  );
};

/** Malmedy, 1987: a Belgian workshop in Belgian francs (whole francs), MwSt 19 %, in a hand-set letterpress style. */
const malmedyFranken: Family = (rng) => {
  const day = dayIn(rng, 1987);
  const shop = 'Garage Lambert Frères';
  const km = rng.int(40000, 200000);
  const rate = 720;
  const { jobs, parts } = work(rng, 'de', 3, 3, 18);
  const labour = Math.round(hoursSum(jobs) * rate);
  const partLines = parts.map((x) => Math.round(x.qty * x.unit));
  const partsTotal = partLines.reduce((a, b) => a + b, 0);
  const net = labour + partsTotal;
  const vat = Math.round(net * 0.19);
  const total = net + vat;
  const bf = (n: number) => whole(n, '.');
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(297, shop, { size: 20, serif: true, align: 'center' });
      p.down(16).text(297, 'Reparaturen aller Marken — Abschleppdienst Tag und Nacht', { size: 9, serif: true, align: 'center' });
      p.down(12).text(297, 'Route de Falize 12 · 4960 Malmedy · Tel. 080/33 71 05 · H.R. Verviers 41.877', { size: 8, align: 'center' });
      p.down(34);
      p.text(50, `Malmedy, den ${date(day, 'long-de')}`, { size: 10, serif: true });
      p.text(545, `Rechnung Nr. ${serial(rng, 4)}`, { size: 10, serif: true, align: 'right' });
      p.down(20);
      p.text(50, `für Herrn ${rng.pick(PEOPLE.be)} in ${rng.pick(['Bütgenbach', 'Büllingen', 'Amel'])}`, { size: 10, serif: true });
      p.down(14);
      p.text(
        50,
        `Wagen ${rng.pick(['Mercedes 220 /8', 'Opel Rekord C', 'Peugeot 504'])}, Kennzeichen ${rng.pick(['ABC', 'FZK', 'GDM'])}-${serial(rng, 3)}, gefahrene km ${whole(km, '.')}`,
        { size: 10, serif: true },
      );
      p.down(28);
      table(
        p,
        [
          { head: 'Arbeiten', x: 50 },
          { head: 'Std.', x: 400, right: true },
          { head: 'BF', x: 545, right: true },
        ],
        jobs.map((j) => [j.text, j.hours.toFixed(1).replace('.', ','), bf(Math.round(j.hours * rate))]),
        { serif: true, rule: true },
      );
      table(
        p,
        [
          { head: 'Lieferungen', x: 50 },
          { head: 'Stck.', x: 400, right: true },
          { head: 'BF', x: 545, right: true },
        ],
        parts.map((x, i) => [x.text, String(x.qty), bf(partLines[i])]),
        { serif: true, rule: true },
      );
      p.down(10);
      for (const [l, v, b] of [
        ['Arbeitslohn', labour, false],
        ['Ersatzteile', partsTotal, false],
        ['Zusammen', net, false],
        ['MwSt. 19 %', vat, false],
        ['Zu zahlen BF', total, true],
      ] as const) {
        pair(p, 330, l, 545, bf(v), { right: true, bold: b, serif: true, size: 10 });
        p.down(15);
      }
      p.down(30);
      p.text(50, `Postscheckkonto 000-${serial(rng, 7)}-${serial(rng, 2)} · MwSt. Nr. 428.${serial(rng, 3)}.${serial(rng, 3)}`, { size: 8, serif: true });
    },
  );
};

/** Drammen, 2022: a Norwegian specialist in German and kroner (12 345,00), mva 25 %, the total under its label in a shaded band. */
const drammenSpesialist: Family = (rng) => {
  const day = dayIn(rng, 2022);
  const shop = 'Veteranbil-Spesialisten Drammen AS';
  const km = rng.int(20000, 170000);
  const rate = 1150;
  const { jobs, parts } = work(rng, 'de', 3, 4, 11);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const mva = r2(net * 0.25);
  const total = r2(net + mva);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(50, shop, { size: 14, bold: true });
      p.down(12).text(50, 'Tordenskiolds gate 40, N-3044 Drammen', { size: 8.5 });
      p.down(11).text(50, `Foretaksregisteret NO 91${serial(rng, 7)} MVA`, { size: 8.5 });
      p.text(545, 'RECHNUNG', { y: 60, size: 16, bold: true, align: 'right' });
      p.y = 90;
      const right: [string, string][] = [
        ['Rechnungsnr.', serial(rng, 6)],
        ['Datum', date(day, 'd.m.y')],
        ['Fällig', date(addDays(day, 14), 'd.m.y')],
        ['KID', serial(rng, 12)],
      ];
      for (const [l, v] of right) {
        pair(p, 380, l, 545, v, { right: true });
        p.down(12);
      }
      p.down(16);
      p.text(50, `Kunde: ${rng.pick(PEOPLE.de)}, ${rng.pick(['Kiel', 'Lübeck', 'Rostock'])}`, { size: 9.5 });
      p.down(13);
      p.text(
        50,
        `${rng.pick(['Volvo P1800 E', 'Saab 99 Turbo', 'Mercedes 280 SE'])} · Reg.-Nr. ${rng.pick(['DA', 'EL', 'BR'])} ${serial(rng, 5)} · km-Stand: ${whole(km, ' ')}`,
        { size: 9.5 },
      );
      p.down(24);
      table(
        p,
        [
          { head: 'Betrag NOK', x: 125, right: true },
          { head: 'Beschreibung', x: 145 },
          { head: 'Menge', x: 440, right: true },
          { head: 'Einheit', x: 455 },
        ],
        [
          ...jobs.map((j) => [money(r2(j.hours * rate), 'fr'), j.text, j.hours.toFixed(1).replace('.', ','), 'Std.']),
          ...parts.map((x) => [money(r2(x.qty * x.unit), 'fr'), x.text, String(x.qty), 'Stk.']),
        ],
        { box: [45, 550] },
      );
      p.down(10);
      pair(p, 145, 'Arbeit', 125, money(labour, 'fr'), { right: true });
      p.down(13);
      pair(p, 145, 'Teile', 125, money(partsTotal, 'fr'), { right: true });
      p.down(13);
      pair(p, 145, 'Grundlage MwSt.', 125, money(net, 'fr'), { right: true });
      p.down(13);
      pair(p, 145, 'MwSt. (mva) 25 %', 125, money(mva, 'fr'), { right: true });
      p.down(22);
      p.box(340, p.y - 12, 205, 40, true);
      p.text(350, 'Gesamtbetrag NOK', { size: 8.5, bold: true });
      p.text(535, money(total, 'fr'), { y: p.y + 18, size: 13, bold: true, align: 'right' });
      p.down(60);
      p.text(50, `Kontonummer 2220.${serial(rng, 2)}.${serial(rng, 5)} · IBAN NO93 8601 ${serial(rng, 7)} · Bitte KID angeben.`, { size: 8 });
    },
  );
};

/** Strasbourg, 2016: an Alsatian specialist in German with French habits (1 234,56 €, 12/03/2016, SIRET), TVA 20 %. */
const strasbourgAtelier: Family = (rng) => {
  const day = dayIn(rng, 2016);
  const shop = 'Atelier Keller Automobiles Anciennes SARL';
  const km = rng.int(30000, 150000);
  const rate = 64;
  const { jobs, parts } = work(rng, 'de', 3, 3);
  const labour = r2(hoursSum(jobs) * rate);
  const partsTotal = partsSum(parts);
  const net = r2(labour + partsTotal);
  const tva = r2(net * 0.2);
  const total = r2(net + tva);
  return page(
    'de',
    {
      documentType: 'service',
      serviceDate: day,
      shopName: shop,
      serviceMileage: km,
      laborCost: labour,
      partsCost: partsTotal,
      totalCost: total,
      workPerformed: jobs.map((j) => j.text),
      partsUsed: parts.map((x) => x.text),
    },
    (p) => {
      p.text(50, 'KELLER', { size: 24, bold: true, serif: true });
      p.down(16).text(50, shop, { size: 9.5 });
      p.down(11).text(50, '14 rue du Havre · F-67100 Strasbourg-Neudorf · 03 88 34 12 77', { size: 8 });
      p.down(40);
      p.text(50, 'Rechnung', { size: 14 });
      p.text(200, `N° F${day.slice(2, 4)}-${serial(rng, 4)}`, { size: 10 });
      p.text(545, `Straßburg, ${date(day, 'd/m/y')}`, { size: 10, align: 'right' });
      p.down(22);
      p.text(50, `Kunde: ${rng.pick(PEOPLE.de)} · ${rng.pick(['77694 Kehl', '76829 Landau', '79098 Freiburg'])}`, { size: 9 });
      p.down(12);
      p.text(
        50,
        `Fahrzeug: ${rng.pick(['Citroën DS 21', 'Peugeot 404 Cabriolet', 'Renault Alpine A110'])} · Kennzeichen ${rng.pick(['OG', 'KA', 'FR'])}-${rng.pick(['CD', 'AK', 'DS'])} ${serial(rng, 3)}H · Kilometerstand ${whole(km, ' ')} km`,
        { size: 9 },
      );
      p.down(26);
      table(
        p,
        [
          { head: 'Bezeichnung', x: 50 },
          { head: 'Menge', x: 380, right: true },
          { head: 'Preis HT', x: 460, right: true },
          { head: 'Summe HT', x: 545, right: true },
        ],
        [
          ...jobs.map((j) => [j.text, `${j.hours.toFixed(2).replace('.', ',')} h`, `${money(rate, 'fr')} €`, `${money(r2(j.hours * rate), 'fr')} €`]),
          ...parts.map((x) => [x.text, String(x.qty), `${money(x.unit, 'fr')} €`, `${money(r2(x.qty * x.unit), 'fr')} €`]),
        ],
        { rule: true },
      );
      p.down(12);
      const rows: [string, string, boolean][] = [
        ['Arbeitslohn HT', `${money(labour, 'fr')} €`, false],
        ['Ersatzteile HT', `${money(partsTotal, 'fr')} €`, false],
        ['Summe HT', `${money(net, 'fr')} €`, false],
        ['TVA (MwSt.) 20 %', `${money(tva, 'fr')} €`, false],
        ['Summe TTC', `${money(total, 'fr')} €`, true],
      ];
      for (const [l, v, b] of rows) {
        p.box(330, p.y - 11, 215, 16, b);
        pair(p, 335, l, 540, v, { right: true, bold: b });
        p.down(16);
      }
      p.down(30);
      p.text(50, 'Zahlung bei Abholung per Scheck oder Überweisung. Keine Skontogewährung.', { size: 8 });
      p.y = 805;
      p.text(297, `SARL au capital de 15 000 € · SIRET 412 ${serial(rng, 3)} ${serial(rng, 3)} 00027 · APE 4520A · TVA intracom. FR 27 412${serial(rng, 6)}`, {
        size: 7,
        align: 'center',
      });
    },
  );
};

export const SERVICE_DE: Family[] = [
  venloRechnung,
  eupenGarage,
  padborgVaerksted,
  bruneckRestaurator,
  enschedeGulden,
  malmedyFranken,
  drammenSpesialist,
  strasbourgAtelier,
];
