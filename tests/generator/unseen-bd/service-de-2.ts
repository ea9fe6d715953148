/**
 * More German-language test bills: a classic workshop's HU and §23 preparation with GTÜ fees, a Bosch-Dienst AU bill
 * with the measured values, Austrian §57a ("Pickerl") bills in Euro and in Schilling, Swiss MFK preparation with the
 * Strassenverkehrsamt's fee outside the MWST, and a 1980s Swiss "Expertise" bill before there was a MWST.
 */
import { PageBuilder } from '../page';
import { addDays, dateIn, doc, fd, hline, num, r05, r2, row, sum, vatCH, vatDE, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { carDE, head, odo, personDE, plateAT, plateCH, plateDE, streetDE, thousands, TOWNS_AT, TOWNS_CH, TOWNS_DE } from './kit';

/** An Oldtimer workshop: HU and the §23 appraisal prepared, GTÜ fees billed as Fremdleistung with VAT. */
export function gtueOldtimer(rng: Random): Generated {
  const date = dateIn(rng, 2012, 2025);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 31);
  const firm = rng.pick(['Klassik-Werkstatt', 'Oldtimer-Service', 'Youngtimer Garage']) + ' ' + rng.pick(['Hartmann', 'Kaiser', 'Seidel', 'Brandt']);
  const km = odo(rng, year - car.built);
  const wage = rng.pick([78, 85, 92, 98]);
  const work = rng
    .some(
      [
        'Fahrzeug für HU und Oldtimerbegutachtung vorbereitet',
        'Bremsanlage entlüftet, Handbremse eingestellt',
        'Vergaser synchronisiert, Abgaswerte eingestellt',
        'Blinkerrelais ersetzt, Beleuchtung geprüft',
        'Hohlraumkonservierung Schweller',
        'Fahrzeug zur GTÜ-Prüfstelle überführt',
      ],
      rng.int(3, 5),
    )
    .map((t) => ({ t, h: r2(rng.int(2, 14) / 2) }));
  const parts = rng
    .some(
      ['Bremsflüssigkeit DOT 4, 1 l', 'Blinkerrelais 12 V', 'Zündkerzen Bosch W7DC', 'Keilriemen', 'Hohlraumwachs 1 l', 'Wischerblätter (Paar)'],
      rng.int(2, 4),
    )
    .map((t) => ({ t, a: r2(rng.int(800, 6500) / 100) }));
  const fees: [string, number][] = [
    ['GTÜ Hauptuntersuchung', r2(rng.int(9800, 12500) / 100)],
    ['GTÜ Begutachtung §23 StVZO (H-Kennzeichen)', r2(rng.int(8500, 14000) / 100)],
  ];
  const lab = sum(work.map((w) => r2(w.h * wage)));
  const par = sum(parts.map((x) => x.a));
  const fl = sum(fees.map((f) => f[1]));
  const net = r2(lab + par + fl);
  const v = vatDE(year);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 56;
  head(p, [firm, `${streetDE(rng)}, ${zip} ${town} · info@${firm.split(' ')[1].toLowerCase()}-klassik.de`, 'Restaurierung · Wartung · Begutachtungsservice'], {
    align: 'center',
  });
  p.down(10);
  hline(p, 50, 495);
  p.down(26);
  p.text(50, `${personDE(rng)}, ${streetDE(rng)}, ${zip} ${town}`, { size: 9 }).down(22);
  p.text(50, `Rechnung ${rng.int(2000, 2999)}-${year}`, { size: 12, bold: true });
  p.text(545, `${town}, ${fd(date, 'delong')}`, { size: 9, align: 'right' }).down(16);
  p.text(50, `${car.make} ${car.model}, Bj. ${car.built}, Fahrgestell-Nr. ${car.vin}, Kennz. ${plateDE(rng, code)}, Tacho ${thousands(km)} km`, {
    size: 8.5,
  }).down(20);
  const cols = [{ x: 50 }, { x: 420, align: 'right' as const }, { x: 545, align: 'right' as const }];
  p.text(50, '1. Arbeiten', { size: 9.5, bold: true }).down(13);
  for (const w of work) {
    row(p, cols, [w.t, `${num(w.h, 'de')} h à ${num(wage, 'de')}`, num(r2(w.h * wage), 'de')]);
    p.down(12);
  }
  p.text(420, 'Zwischensumme Arbeiten', { size: 9, align: 'right' }).text(545, num(lab, 'de'), { size: 9, align: 'right' }).down(18);
  p.text(50, '2. Material', { size: 9.5, bold: true }).down(13);
  for (const x of parts) {
    row(p, cols, [x.t, '', num(x.a, 'de')]);
    p.down(12);
  }
  p.text(420, 'Zwischensumme Material', { size: 9, align: 'right' }).text(545, num(par, 'de'), { size: 9, align: 'right' }).down(18);
  p.text(50, '3. Fremdleistungen', { size: 9.5, bold: true }).down(13);
  for (const [t, a] of fees) {
    row(p, cols, [t, '', num(a, 'de')]);
    p.down(12);
  }
  p.text(420, 'Zwischensumme Fremdleistungen', { size: 9, align: 'right' }).text(545, num(fl, 'de'), { size: 9, align: 'right' }).down(20);
  hline(p, 300, 245);
  p.down(13);
  p.text(420, 'Netto', { size: 9.5, align: 'right' }).text(545, num(net, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(420, `MwSt ${v} %`, { size: 9.5, align: 'right' }).text(545, num(vat, 'de'), { size: 9.5, align: 'right' }).down(13);
  p.text(420, 'Brutto EUR', { size: 10.5, bold: true, align: 'right' }).text(545, num(total, 'de'), { size: 10.5, bold: true, align: 'right' }).down(26);
  p.text(50, 'Das Gutachten nach §23 StVZO liegt bei; die Zulassung mit H-Kennzeichen erfolgt durch den Halter.', { size: 8.5 }).down(11);
  p.text(50, 'Zahlbar innerhalb 10 Tagen. Vielen Dank für Ihren Auftrag!', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: [...work.map((w) => w.t), ...fees.map((f) => f[0])],
    partsUsed: parts.map((x) => x.t),
  });
}

/** A Bosch-Dienst bill of the 1990s: AU with CO, Drehzahl and Lambda printed, lines marked L (Lohn) or T (Teil). */
export function boschDienstAu(rng: Random): Generated {
  const date = dateIn(rng, 1994, 2006);
  const year = yearOf(date);
  const euro = year >= 2002;
  const cur = euro ? 'EUR' : 'DM';
  const [town, zip, code] = rng.pick(TOWNS_DE);
  const car = carDE(rng, year - 5);
  const firm = `Bosch-Dienst ${rng.pick(['Wolfgang Keller', 'Gebr. Moser', 'Rainer Fischer'])}`;
  const km = odo(rng, year - car.built);
  const f = euro ? 1 : 1.9;
  const lines: { k: 'L' | 'T'; t: string; a: number }[] = [
    { k: 'L', t: 'Abgasuntersuchung (AU) Otto ohne Kat', a: r2((rng.int(3200, 4200) / 100) * f) },
    ...rng.some(
      [
        { k: 'L' as const, t: 'Zündung eingestellt, Schließwinkel geprüft', a: r2((rng.int(1800, 3200) / 100) * f) },
        { k: 'L' as const, t: 'Leerlauf-CO eingestellt', a: r2((rng.int(1500, 2800) / 100) * f) },
        { k: 'L' as const, t: 'Scheinwerfer eingestellt', a: r2((rng.int(900, 1600) / 100) * f) },
        { k: 'L' as const, t: 'Batterie geprüft und geladen', a: r2((rng.int(900, 1800) / 100) * f) },
      ],
      2,
    ),
    ...rng.some(
      [
        { k: 'T' as const, t: 'Zündkerzensatz', a: r2((rng.int(1600, 2800) / 100) * f) },
        { k: 'T' as const, t: 'Zündverteilerfinger', a: r2((rng.int(600, 1400) / 100) * f) },
        { k: 'T' as const, t: 'Luftfiltereinsatz', a: r2((rng.int(1100, 2200) / 100) * f) },
        { k: 'T' as const, t: 'AU-Plakette', a: r2((rng.int(150, 300) / 100) * f) },
      ],
      rng.int(2, 3),
    ),
  ];
  const lab = sum(lines.filter((l) => l.k === 'L').map((l) => l.a));
  const par = sum(lines.filter((l) => l.k === 'T').map((l) => l.a));
  const net = r2(lab + par);
  const v = vatDE(year);
  const vat = r2((net * v) / 100);
  const total = r2(net + vat);
  const p = new PageBuilder();
  p.y = 54;
  p.text(50, 'BOSCH', { size: 18, bold: true })
    .text(120, 'Service', { size: 12, y: p.y - 1 })
    .down(16);
  p.text(50, `${firm} · ${streetDE(rng)} · ${zip} ${town}`, { size: 8.5 }).down(26);
  p.box(50, p.y, 495, 52);
  p.text(56, `Kunde: ${personDE(rng)}`, { size: 9, y: p.y + 14 });
  p.text(56, `Fahrzeug: ${car.make} ${car.model}`, { size: 9, y: p.y + 28 });
  p.text(56, `Kennz.: ${plateDE(rng, code)}   km: ${thousands(km)}`, { size: 9, y: p.y + 42 });
  p.text(330, `Rechnung ${rng.int(10000, 99999)}`, { size: 9, y: p.y + 14 });
  p.text(330, `Datum ${fd(date, 'de2')}`, { size: 9, y: p.y + 28 });
  p.text(330, `Auftrag ${rng.int(100, 999)}`, { size: 9, y: p.y + 42 });
  p.down(70);
  const cols = [{ x: 56 }, { x: 80 }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Art', 'Text', `Betrag ${cur}`], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const l of lines) {
    row(p, cols, [l.k, l.t, num(l.a, 'de')]);
    p.down(12);
  }
  p.down(8);
  p.text(56, 'Messwerte AU:', { size: 8.5, bold: true }).down(11);
  p.text(
    56,
    `Leerlaufdrehzahl ${rng.int(800, 950)} 1/min   CO ${num(rng.int(50, 300) / 100, 'de')} Vol.-%   HC ${rng.int(80, 400)} ppm   Öltemp. ${rng.int(70, 95)} °C   Ergebnis: bestanden`,
    { size: 8.5 },
  ).down(11);
  p.text(56, `Nächste AU: ${String(rng.int(1, 12)).padStart(2, '0')}/${String(year + 2).slice(2)}`, { size: 8.5 }).down(20);
  const tl: [string, number][] = [
    ['Lohn (L)', lab],
    ['Teile (T)', par],
    ['Netto', net],
    [`MwSt ${v}%`, vat],
  ];
  for (const [a, b] of tl) p.text(440, a, { size: 9, align: 'right' }).text(545, num(b, 'de'), { size: 9, align: 'right' }).down(12);
  p.text(440, `Endbetrag ${cur}`, { size: 10, bold: true, align: 'right' }).text(545, num(total, 'de'), { size: 10, bold: true, align: 'right' }).down(30);
  p.text(50, rng.pick(['Bar bezahlt.', 'Betrag per EC-Karte erhalten.', 'Zahlbar sofort netto Kasse.']), { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: lines.filter((l) => l.k === 'L').map((l) => l.t),
    partsUsed: lines.filter((l) => l.k === 'T').map((l) => l.t),
  });
}

/** A Viennese workshop does the §57a inspection itself: one table, Plakette and Begutachtung as lines, 20 % USt. */
export function pickerlWerkstattWien(rng: Random): Generated {
  const date = dateIn(rng, 2004, 2024);
  const [town, zip, code] = rng.pick(TOWNS_AT);
  const car = carDE(rng, 1996);
  const firm = `${rng.pick(['Autowerkstätte', 'KFZ-Technik', 'Autohaus'])} ${rng.pick(['Gruber', 'Huber', 'Steiner', 'Moser'])} GmbH`;
  const km = odo(rng, yearOf(date) - car.built);
  const items = [
    { t: 'Wiederkehrende Begutachtung gem. §57a KFG', q: 1, e: r2(rng.int(5500, 7900) / 100), k: 'A' },
    { t: 'Begutachtungsplakette', q: 1, e: r2(rng.pick([2.5, 3.2, 3.8])), k: 'T' },
    ...rng.some(
      [
        { t: 'Bremsbeläge hinten wechseln', q: 1, e: r2(rng.int(6000, 9000) / 100), k: 'A' },
        { t: 'Bremsbeläge hinten', q: 1, e: r2(rng.int(3500, 6500) / 100), k: 'T' },
        { t: 'Abgasmessung (Benzin)', q: 1, e: r2(rng.int(1800, 2900) / 100), k: 'A' },
        { t: 'Stoßdämpfer vorne erneuern', q: 2, e: r2(rng.int(4000, 6000) / 100), k: 'A' },
        { t: 'Stoßdämpfer vorne', q: 2, e: r2(rng.int(5500, 9000) / 100), k: 'T' },
        { t: 'Glühbirne Bremslicht', q: 2, e: r2(rng.int(180, 450) / 100), k: 'T' },
      ],
      rng.int(2, 4),
    ),
  ];
  const net = sum(items.map((i) => r2(i.q * i.e)));
  const ust = r2(net * 0.2);
  const total = r2(net + ust);
  const p = new PageBuilder();
  p.y = 50;
  head(p, [
    firm,
    `${streetDE(rng).replace('straße', 'gasse')}, ${zip} ${town}`,
    `UID ATU${rng.int(10000000, 99999999)} · FN ${rng.int(100000, 999999)}${rng.pick(['a', 'b', 'k'])} · §57a-ermächtigte Werkstätte`,
  ]);
  p.down(18);
  p.text(50, `${rng.pick(['Herr', 'Frau'])} ${personDE(rng)}`, { size: 9.5 })
    .down(12)
    .text(50, `${zip} ${town}`, { size: 9.5 })
    .down(24);
  p.text(50, `Rechnung Nr. ${rng.int(20000, 89999)}`, { size: 12, bold: true })
    .text(545, `Datum: ${fd(date, 'de')}`, { size: 9, align: 'right' })
    .down(16);
  p.text(50, `Kennzeichen ${plateAT(rng, code)} · ${car.make} ${car.model} · FIN ${car.vin} · km ${thousands(km)}`, { size: 8.5 }).down(18);
  const cols = [{ x: 50 }, { x: 370, align: 'right' as const }, { x: 450, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'], { bold: true });
  p.down(4);
  hline(p, 50, 495);
  p.down(13);
  for (const i of items) {
    row(p, cols, [i.t, num(i.q, 'de'), num(i.e, 'de'), num(r2(i.q * i.e), 'de')]);
    p.down(12);
  }
  p.down(4);
  hline(p, 330, 215);
  p.down(13);
  p.text(450, 'Summe netto', { size: 9, align: 'right' }).text(545, num(net, 'de'), { size: 9, align: 'right' }).down(12);
  p.text(450, '20 % USt', { size: 9, align: 'right' }).text(545, num(ust, 'de'), { size: 9, align: 'right' }).down(12);
  p.text(450, 'Gesamtbetrag EUR', { size: 10, bold: true, align: 'right' }).text(545, num(total, 'de'), { size: 10, bold: true, align: 'right' }).down(26);
  const month = String(Number(date.slice(5, 7))).padStart(2, '0');
  p.text(50, `Gutachten gem. §57a Abs. 4 KFG ausgestellt, Lochung Plakette ${month}/${yearOf(date) + 1}. Ohne Mängel / mit leichten Mängeln.`, {
    size: 8.5,
  }).down(11);
  p.text(50, 'Zahlungskonditionen: prompt netto. Es gelten unsere AGB.', { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: items.filter((i) => i.k === 'A').map((i) => i.t),
    partsUsed: items.filter((i) => i.k === 'T').map((i) => i.t),
  });
}

/** An Austrian bill in Schilling: Arbeitszeit and Ersatzteile summed, the §57a Überprüfung among the work. */
export function pickerlSchilling(rng: Random): Generated {
  const date = dateIn(rng, 1986, 2001);
  const year = yearOf(date);
  const [town, zip, code] = rng.pick(TOWNS_AT.filter((t) => t[2] !== 'W'));
  const car = carDE(rng, year - 6);
  const firm = `KFZ-Werkstätte ${rng.pick(['Johann', 'Franz', 'Alois', 'Josef'])} ${rng.pick(['Gruber', 'Huber', 'Pichler', 'Moser'])}`;
  const km = odo(rng, year - car.built);
  const work = rng.some(
    [
      'Überprüfung gem. § 57a KFG',
      'Abgasmessung',
      'Vorderachse zerlegt, Traggelenke erneuert',
      'Auspuff hinten getauscht',
      'Bremse hinten nachgestellt',
      'Kupplungsseil eingestellt',
      'Unterboden gereinigt und konserviert',
    ],
    rng.int(3, 5),
  );
  if (!work.includes('Überprüfung gem. § 57a KFG')) work[0] = 'Überprüfung gem. § 57a KFG';
  const wl = work.map((t) => ({ t, a: Math.round(rng.int(18, 140) * 10) }));
  const pl = rng
    .some(['Traggelenk (2 Stk.)', 'Endschalldämpfer', 'Begutachtungsplakette', 'Motoröl 15W40, 4 l', 'Unterbodenschutz', 'Schellen, Gummilager'], rng.int(2, 4))
    .map((t) => ({ t, a: Math.round(rng.int(4, 180) * 10) }));
  const lab = sum(wl.map((w) => w.a));
  const par = sum(pl.map((w) => w.a));
  const net = r2(lab + par);
  const ust = r2(net * 0.2);
  const total = r2(net + ust);
  const p = new PageBuilder();
  p.y = 62;
  p.text(297, firm, { size: 14, bold: true, serif: true, align: 'center' }).down(13);
  p.text(297, `${streetDE(rng)}  ·  A-${zip} ${town}  ·  Tel. 0${rng.int(3000, 7999)}/${rng.int(1000, 9999)}`, {
    size: 8.5,
    serif: true,
    align: 'center',
  }).down(30);
  p.text(60, 'RECHNUNG', { size: 12, bold: true, serif: true })
    .text(535, `Nr. ${rng.int(100, 999)}/${String(year).slice(2)}`, { size: 10, serif: true, align: 'right' })
    .down(18);
  p.text(60, `Kunde: ${personDE(rng)}, ${town}`, { serif: true, size: 9.5 }).down(13);
  p.text(60, `Fahrzeug: ${car.make} ${car.model}   Kz.: ${plateAT(rng, code)}   km-Stand: ${thousands(km)}`, { serif: true, size: 9.5 }).down(13);
  p.text(60, `Datum: ${fd(date, 'de')}`, { serif: true, size: 9.5 }).down(24);
  p.text(60, 'Arbeitszeit:', { serif: true, size: 9.5, bold: true }).down(14);
  for (const w of wl) p.text(75, w.t, { serif: true, size: 9.5 }).text(535, num(w.a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(360, 'Summe Arbeit öS', { serif: true, size: 9.5 }).text(535, num(lab, 'de'), { serif: true, size: 9.5, align: 'right' }).down(20);
  p.text(60, 'Ersatzteile und Material:', { serif: true, size: 9.5, bold: true }).down(14);
  for (const w of pl) p.text(75, w.t, { serif: true, size: 9.5 }).text(535, num(w.a, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(360, 'Summe Teile öS', { serif: true, size: 9.5 }).text(535, num(par, 'de'), { serif: true, size: 9.5, align: 'right' }).down(20);
  hline(p, 355, 185);
  p.down(13);
  p.text(360, 'Zwischensumme', { serif: true, size: 9.5 }).text(535, num(net, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(360, '+ 20 % MWSt.', { serif: true, size: 9.5 }).text(535, num(ust, 'de'), { serif: true, size: 9.5, align: 'right' }).down(13);
  p.text(360, 'Endsumme öS', { serif: true, size: 10.5, bold: true })
    .text(535, num(total, 'de'), { serif: true, size: 10.5, bold: true, align: 'right' })
    .down(30);
  p.text(
    60,
    `Das Fahrzeug entspricht den Erfordernissen der Verkehrs- und Betriebssicherheit. Nächste Begutachtung ${fd(addDays(date, 365), 'de').slice(3)}.`,
    { serif: true, size: 8.5 },
  ).down(12);
  p.text(60, 'Betrag bar erhalten — Danke!', { serif: true, size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: wl.map((w) => w.t),
    partsUsed: pl.map((w) => w.t),
  });
}

/** A Swiss garage prepares and presents the car for the MFK; the Strassenverkehrsamt's fee is passed on without MWST. */
export function mfkVorbereitung(rng: Random): Generated {
  const date = dateIn(rng, 2001, 2025);
  const year = yearOf(date);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const car = carDE(rng, 1998);
  const firm = `Garage ${rng.pick(['Brunner', 'Keller', 'Meier', 'Steiner'])} AG`;
  const km = odo(rng, year - car.built);
  const rate = rng.pick([118, 128, 135, 145, 155]);
  const work = [
    { t: 'MFK-Vorbereitung gemäss Aufgebot', h: r2(rng.int(4, 10) / 2) },
    ...rng.some(
      [
        { t: 'Ölverlust Getriebe behoben', h: r2(rng.int(2, 8) / 2) },
        { t: 'Bremsleitungen hinten ersetzt', h: r2(rng.int(3, 8) / 2) },
        { t: 'Scheinwerfer eingestellt', h: 0.5 },
        { t: 'Abgastest mit Eintrag im Wartungsdokument', h: 1 },
        { t: 'Fahrzeug unten gewaschen', h: 0.5 },
      ],
      rng.int(2, 3),
    ),
    { t: 'Vorführung beim Strassenverkehrsamt', h: r2(rng.int(2, 4) / 2) },
  ];
  const parts = rng
    .some(['Bremsleitung 4.75 mm', 'Getriebe-Dichtsatz', 'Bremsflüssigkeit', 'Glühbirne H4', 'Kleinmaterial'], rng.int(2, 3))
    .map((t) => ({ t, a: r2(rng.int(600, 9500) / 100) }));
  const fee = r2(rng.pick([52, 55, 60, 65, 70]));
  const lab = sum(work.map((w) => r2(w.h * rate)));
  const par = sum(parts.map((x) => x.a));
  const net = r2(lab + par);
  const v = vatCH(year);
  const mwst = r2((net * v) / 100);
  const total = r05(net + mwst + fee);
  const round = r2(total - (net + mwst + fee));
  const p = new PageBuilder();
  p.y = 52;
  head(p, [firm, `${streetDE(rng)}, ${zip} ${town}`, `MWST-Nr. CHE-${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)} MWST`], { align: 'right' });
  p.down(16);
  p.text(50, `${rng.pick(['Herr', 'Frau'])} ${personDE(rng)}`, { size: 9.5 })
    .down(12)
    .text(50, streetDE(rng), { size: 9.5 })
    .down(12)
    .text(50, `${zip} ${town}`, { size: 9.5 })
    .down(26);
  p.text(50, `Rechnung ${rng.int(40000, 79999)}`, { size: 12, bold: true }).down(14);
  p.text(50, `${town}, ${fd(date, 'de')}   ·   Kontrollschild ${plateCH(rng, canton)}   ·   ${car.make} ${car.model}   ·   km ${thousands(km, "'")}`, {
    size: 8.5,
  }).down(20);
  const cols = [{ x: 50 }, { x: 400, align: 'right' as const }, { x: 470, align: 'right' as const }, { x: 545, align: 'right' as const }];
  row(p, cols, ['Arbeit', 'Std.', 'Ansatz', 'CHF'], { bold: true });
  p.down(13);
  for (const w of work) {
    row(p, cols, [w.t, num(w.h, 'plain'), num(rate, 'plain'), num(r2(w.h * rate), 'ch')]);
    p.down(12);
  }
  p.down(6);
  row(p, cols, ['Material', '', '', ''], { bold: true });
  p.down(13);
  for (const x of parts) {
    row(p, cols, [x.t, '', '', num(x.a, 'ch')]);
    p.down(12);
  }
  p.down(10);
  const tl: [string, string][] = [
    ['Total Arbeit', num(lab, 'ch')],
    ['Total Material', num(par, 'ch')],
    ['Total exkl. MWST', num(net, 'ch')],
    [`MWST ${v} %`, num(mwst, 'ch')],
    ['Gebühr Strassenverkehrsamt (MWST-frei)', num(fee, 'ch')],
  ];
  if (round !== 0) tl.push(['Rundung', num(round, 'ch')]);
  for (const [a, b] of tl) p.text(470, a, { size: 9, align: 'right' }).text(545, b, { size: 9, align: 'right' }).down(12);
  p.box(330, p.y - 9, 220, 17, true);
  p.text(470, 'Total CHF', { size: 10, bold: true, align: 'right', y: p.y + 3 }).text(545, num(total, 'ch'), {
    size: 10,
    bold: true,
    align: 'right',
    y: p.y + 3,
  });
  p.down(32);
  p.text(50, `Fahrzeug an der MFK vom ${fd(date, 'de')} ohne Beanstandung geprüft. Zahlbar innert 30 Tagen.`, { size: 8.5 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    laborCost: lab,
    partsCost: par,
    totalCost: total,
    workPerformed: work.map((w) => w.t),
    partsUsed: parts.map((x) => x.t),
  });
}

/** 1980s Switzerland: "Bereitstellung zur Expertise", Abgas-Wartung; no tax on the bill, total rounded to 5 Rappen. */
export function expertiseAchtziger(rng: Random): Generated {
  const date = dateIn(rng, 1979, 1994);
  const year = yearOf(date);
  const [town, zip, canton] = rng.pick(TOWNS_CH);
  const car = carDE(rng, year - 6);
  const firm = `Garage ${rng.pick(['Walter', 'Ernst', 'Hans'])} ${rng.pick(['Brunner', 'Keller', 'Meier'])}`;
  const km = odo(rng, year - car.built);
  const lines = [
    ['Bereitstellung zur Expertise (Motorfahrzeugkontrolle)', r2(rng.int(60, 140))],
    ...rng.some(
      [
        ['Abgaswartung, Eintrag Wartungsdokument', r2(rng.int(45, 80))],
        ['Radlager hinten rechts ersetzt', r2(rng.int(70, 160))],
        ['Auspuff abgedichtet', r2(rng.int(25, 60))],
        ['Bremsen vorn revidiert', r2(rng.int(120, 260))],
        ['Rost an Türschwellern behandelt', r2(rng.int(80, 240))],
      ] as [string, number][],
      rng.int(2, 3),
    ),
  ] as [string, number][];
  const mat = rng
    .some(['Radlager', 'Bremsbeläge', 'Auspuffkitt', 'Rostschutzfarbe', 'Zündkerzen'], rng.int(2, 3))
    .map((t) => [t, r2(rng.int(8, 90) + rng.pick([0, 0.5]))] as [string, number]);
  const exp = r2(rng.pick([35, 40, 45, 50]));
  const raw = sum([...lines.map((l) => l[1]), ...mat.map((m) => m[1]), exp]);
  const total = r05(raw);
  const p = new PageBuilder();
  p.y = 60;
  p.text(50, firm, { size: 15, bold: true, serif: true }).down(13);
  p.text(50, `Reparaturen · Benzin · Occasionen   —   ${zip} ${town}`, { size: 8.5, serif: true }).down(30);
  p.text(330, `${town}, ${fd(date, 'de')}`, { serif: true, size: 9.5 }).down(14);
  p.text(330, personDE(rng), { serif: true, size: 9.5 }).down(13).text(330, `${zip} ${town}`, { serif: true, size: 9.5 }).down(30);
  p.text(50, 'Rechnung', { serif: true, size: 12, bold: true }).down(16);
  p.text(50, `für ${car.make} ${car.model}, Kontrollschild ${plateCH(rng, canton)}, km ${thousands(km, "'")}`, { serif: true, size: 9.5 }).down(20);
  for (const [t, a] of lines)
    p.text(60, t, { serif: true, size: 9.5 })
      .text(535, `Fr. ${num(a, 'plain')}`, { serif: true, size: 9.5, align: 'right' })
      .down(13);
  p.down(4);
  for (const [t, a] of mat)
    p.text(60, t, { serif: true, size: 9.5 })
      .text(535, `Fr. ${num(a, 'plain')}`, { serif: true, size: 9.5, align: 'right' })
      .down(13);
  p.down(4);
  p.text(60, `Expertisengebühr Strassenverkehrsamt ${canton}`, { serif: true, size: 9.5 })
    .text(535, `Fr. ${num(exp, 'plain')}`, { serif: true, size: 9.5, align: 'right' })
    .down(16);
  hline(p, 400, 140);
  p.down(14);
  p.text(400, 'Total', { serif: true, size: 10.5, bold: true })
    .text(535, `Fr. ${num(total, 'plain')}`, { serif: true, size: 10.5, bold: true, align: 'right' })
    .down(30);
  p.text(50, 'Fahrzeug an der Expertise ohne Beanstandung. Betrag erhalten, besten Dank.', { serif: true, size: 9 });
  return doc(p, 'de', {
    documentType: 'service',
    shopName: firm,
    serviceDate: date,
    serviceMileage: km,
    totalCost: total,
    workPerformed: [...lines.map((l) => l[0]), `Expertisengebühr Strassenverkehrsamt ${canton}`],
    partsUsed: mat.map((m) => m[0]),
  });
}
