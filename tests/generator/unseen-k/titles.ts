/** Titles: the ZB II and the old Fahrzeugbrief (de), US e-title paper prints and duplicates. */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, dePlate, digits, fmt, letters, money, Sheet, usPlate, vin } from './kit';

const title = (s: Sheet, language: 'de' | 'en', date: string): Generated => ({ items: s.items, language, truth: { documentType: 'title', date } });

/** A ZB II printed by the office's system: document number, first registration and this issue date apart. */
export function deZb2(rng: Random): Generated {
  const s = new Sheet();
  const first = rng.date(2006, 2018);
  const issued = rng.date(Number(first.slice(0, 4)) + 1, 2025);
  s.text(40, 'Zulassungsbescheinigung Teil II (Fahrzeugbrief)', { y: 56, size: 13, bold: true });
  s.text(555, `${letters(rng, 2)}${digits(rng, 6)}`, { y: 56, size: 12, bold: true, align: 'right' });
  const f: [string, string][] = [
    ['A  Amtliches Kennzeichen', dePlate(rng, rng.pick(['LG', 'CE', 'UE']))],
    ['B  Datum der Erstzulassung', fmt(first, 'de')],
    ['E  Fahrzeug-Identifizierungsnummer', vin(rng, 'WDD')],
    ['C.6  Halter', `${rng.pick(['Reinhardt', 'Sommer', 'Aydin'])}, ${rng.pick(['Peter', 'Anja', 'Murat'])}`],
    ['D.1  Marke', rng.pick(['MERCEDES-BENZ', 'FORD', 'PEUGEOT'])],
    ['Anzahl der Vorbesitzer', String(rng.int(0, 4))],
    ['Ausstellungsdatum', fmt(issued, 'de')],
  ];
  let y = 96;
  for (const [l, v] of f) {
    s.text(40, l, { y, size: 7 }).text(40, v, { y: y + 12, size: 10 });
    y += 28;
  }
  s.text(40, `Zulassungsbehörde ${rng.pick(['Lüneburg', 'Celle', 'Uelzen'])} · Siegel`, { y: y + 16, size: 8 });
  s.text(40, 'Bei jeder Befassung der Zulassungsbehörde mit dem Fahrzeug ist diese Bescheinigung vorzulegen. Sie ist kein Eigentumsnachweis.', {
    y: 800,
    size: 6,
  });
  return title(s, 'de', issued);
}

/** A Fahrzeugbrief of the early 2000s (de): Brief-Nr., entries in numbered boxes, "ausgefertigt am" with a place. */
export function deAltbrief(rng: Random): Generated {
  const s = new Sheet();
  const first = rng.date(1992, 2001);
  const issued = rng.date(2002, 2004);
  s.text(298, 'Fahrzeugbrief', { y: 60, size: 20, serif: true, bold: true, align: 'center' });
  s.text(298, `Nr. ${letters(rng, 1)} ${digits(rng, 7)}`, { y: 80, size: 11, serif: true, align: 'center' });
  const boxes: [string, string][] = [
    ['1  Fahrzeug- und Aufbauart', 'Pkw geschl.'],
    ['2  Hersteller', rng.pick(['Volkswagen', 'Opel', 'Mercedes-Benz'])],
    ['4  Fahrzeug-Ident.-Nr.', vin(rng, 'WVW')],
    ['32  Tag der ersten Zulassung', fmt(first, 'de')],
    ['33  Amtliches Kennzeichen', dePlate(rng, rng.pick(['HN', 'KÜN', 'SHA']))],
    ['Name des Halters', `${rng.pick(['Eberhard', 'Renate', 'Walter'])} ${rng.pick(['Mack', 'Grün', 'Seitz'])}`],
  ];
  let y = 110;
  boxes.forEach(([l, v], i) => {
    const x = i % 2 === 0 ? 60 : 305;
    s.box(x, y, 235, 36)
      .text(x + 4, l, { y: y + 10, size: 6.5, serif: true })
      .text(x + 8, v, { y: y + 28, size: 10, serif: true });
    if (i % 2 === 1) y += 40;
  });
  y += 20;
  s.text(60, `${rng.pick(['Heilbronn', 'Künzelsau', 'Schwäbisch Hall'])}, den ${fmt(issued, 'de')}`, { y, size: 10, serif: true }).text(
    330,
    'Landratsamt – Zulassungsstelle',
    { y, size: 10, serif: true },
  );
  s.text(60, 'ausgefertigt (Ort, Datum)', { y: y + 12, size: 6.5, serif: true });
  s.text(60, `Vorheriger Brief Nr. ${letters(rng, 1)} ${digits(rng, 7)} eingezogen am ${fmt(addDays(issued, -1), 'de')}.`, { y: y + 40, size: 8, serif: true });
  return title(s, 'de', issued);
}

/** A US certificate of title printed from an e-title record: title number, issue date, first-sale date and lien lines. */
export function usEtitle(rng: Random): Generated {
  const s = new Sheet();
  const issued = rng.date(2008, 2025);
  const sale = addDays(issued, -rng.int(300, 3000));
  s.text(298, rng.pick(['STATE OF FLORIDA', 'STATE OF OHIO', 'STATE OF WASHINGTON']), { y: 50, size: 11, bold: true, align: 'center' });
  s.text(298, 'CERTIFICATE OF TITLE — PAPER PRINT OF ELECTRONIC RECORD', { y: 66, size: 12, bold: true, align: 'center' });
  s.box(40, 84, 515, 150);
  const f: [string, string, number, number][] = [
    ['TITLE NUMBER', digits(rng, 9), 50, 100],
    ['DATE ISSUED', fmt(issued, 'us'), 220, 100],
    ['ODOMETER', `${rng.int(10000, 180000)} ACTUAL`, 380, 100],
    ['VIN', vin(rng, '3VW'), 50, 136],
    ['YEAR MAKE BODY', `${rng.int(2003, 2021)} ${rng.pick(['VOLK', 'HYUN', 'GMC'])} 4D`, 220, 136],
    ['PLATE', usPlate(rng), 380, 136],
    ['DATE OF FIRST SALE', fmt(sale, 'us'), 50, 172],
    ['PREVIOUS STATE', rng.pick(['GA', 'TX', 'NY']), 220, 172],
    ['FEES', money(75.25, 'usd'), 380, 172],
    ['OWNER(S)', `${rng.pick(['PATEL', 'MORGAN', 'SCHULTZ'])} ${rng.pick(['ANIL', 'KAREN', 'ERIC'])}`, 50, 208],
  ];
  for (const [l, v, x, y] of f) s.stacked(x, l, v, y, 9.5);
  s.text(40, `1ST LIENHOLDER: ${rng.pick(['NONE', 'CREDIT UNION OF THE NORTHWEST'])}`, { y: 256, size: 8.5 });
  s.text(40, 'LIEN RELEASED: ____________________  BY: ____________________', { y: 272, size: 8.5 });
  s.text(40, 'ASSIGNMENT OF TITLE BY SELLER (reverse side)', { y: 300, size: 8, bold: true });
  s.text(40, `Control No. ${digits(rng, 8)} · Printed ${fmt(addDays(issued, rng.int(0, 600)), 'us')}`, { y: 812, size: 6 });
  return title(s, 'en', issued);
}

/** A US duplicate title: application date, issue date and the original title's date on one page. */
export function usDuplicateTitle(rng: Random): Generated {
  const s = new Sheet();
  const orig = rng.date(2001, 2015);
  const applied = rng.date(Number(orig.slice(0, 4)) + 2, 2025);
  const issued = addDays(applied, rng.int(5, 30));
  s.box(40, 36, 515, 770);
  s.text(298, 'DUPLICATE', { y: 70, size: 24, bold: true, align: 'center' });
  s.text(298, `CERTIFICATE OF TITLE FOR A MOTOR VEHICLE · ${rng.pick(['MICHIGAN', 'MISSOURI', 'TENNESSEE'])}`, { y: 90, size: 10, align: 'center' });
  const rows: [string, string][] = [
    ['Title No.', `${letters(rng, 1)}${digits(rng, 8)}`],
    ['Issue Date', fmt(issued, 'us-long')],
    ['Application received', fmt(applied, 'us')],
    ['Original title issued', fmt(orig, 'us')],
    ['Vehicle', `${rng.int(1995, 2014)} ${rng.pick(['CHEVROLET SILVERADO', 'BUICK LACROSSE', 'DODGE CARAVAN'])}`],
    ['VIN', vin(rng, '1GC')],
    ['Owner', `${rng.pick(['HOLLOWAY', 'DIAZ', 'BECKER'])}, ${rng.pick(['TERRY', 'ANA', 'LUKE'])}`],
  ];
  let y = 140;
  for (const [l, v] of rows) {
    s.text(220, l, { y, size: 9.5, align: 'right' }).text(232, v, { y, size: 10, bold: l === 'Issue Date' });
    y += 20;
  }
  s.text(298, 'Any previously issued title for this vehicle is void.', { y: y + 20, size: 8.5, align: 'center' });
  s.text(298, `Secretary of State · Form TR-${digits(rng, 3)} (rev. ${rng.int(1, 12)}/${rng.int(10, 24)})`, { y: 790, size: 6.5, align: 'center' });
  return title(s, 'en', issued);
}
