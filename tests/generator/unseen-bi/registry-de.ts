/**
 * German-language registry papers of the Alps: the Austrian Zulassungsschein, the Swiss and the Liechtenstein
 * Fahrzeugausweis (numbered fields), the Austrian Typenschein and the South Tyrolean Eigentumsbescheinigung of the
 * public motor register (PRA), bilingual.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { car, kv, person, place, plate, signature, stamp } from './kit';

/** The Austrian Zulassungsschein (1975–2003): the authority, its number, the plate, holder, vehicle; no expiry. */
export function atZulassungsschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1975, 2003);
  const y = Number(date.slice(0, 4));
  const where = place(rng, 'AT');
  const c = car(rng, 'eu', y);
  const holder = person(rng, 'AT');
  const pl = plate(rng, 'AT', y, where.area);
  const no = `${String.fromCharCode(65 + rng.int(0, 7))} ${rng.int(100000, 999999)}`;
  const authority = where.area === 'W' ? 'Bundespolizeidirektion Wien, Verkehrsamt' : `Bezirkshauptmannschaft ${where.town}`;

  p.box(60, 40, 475, 560);
  p.text(297, 'REPUBLIK ÖSTERREICH', { size: 9, align: 'center', y: 62 });
  p.text(297, 'ZULASSUNGSSCHEIN', { size: 17, bold: true, align: 'center', y: 84 });
  p.text(297, `Nr. ${no}`, { size: 11, align: 'center', y: 102 });
  hline(p, 60, 475, 112);
  p.y = 134;
  const lx = 75;
  const vx = 250;
  const fields: [string, string][] = [
    ['Behörde', authority],
    ['Kennzeichen', pl],
    ['Zulassungsbesitzer', holder.name],
    ['Anschrift', `${where.street}, ${where.post} ${where.town}`],
    ['Fahrzeugart', 'Personenkraftwagen M1'],
    ['Marke', c.make],
    ['Type', c.model],
    ['Fahrgestellnummer', c.vin],
    ['Farbe', c.colour ?? ''],
    ['Erstzulassung', `${rng.int(1, 12)}/${c.year}`],
    ['Höchstzulässiges Gesamtgewicht', `${rng.int(900, 1800)} kg`],
    ['Leistung', `${rng.int(25, 150)} kW`],
    ['Hubraum', `${rng.int(500, 4200)} cm³`],
    ['Sitzplätze', String(rng.int(2, 5))],
  ];
  for (const [a, b] of fields) {
    kv(p, lx, a, b, vx, { size: 9.5 });
    p.down(17);
  }
  p.down(8);
  p.text(lx, `Zugelassen am ${fd(date, 'de')}`, { size: 9.5 });
  p.down(14).text(lx, 'Dieser Schein ist bei jeder Fahrt mitzuführen und den Organen der Straßenaufsicht auf Verlangen auszuhändigen.', { size: 7.5 });
  stamp(p, 90, p.y + 20, 150, [authority.split(',')[0].slice(0, 30), 'Amtssiegel']);
  p.y += 70;
  signature(p, 330, 'Für den Behördenleiter', 180);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: no });
}

/** The Swiss Fahrzeugausweis (1990–2026): numbered fields, Stammnummer, Veteran entry, place and date; no expiry. */
export function chFahrzeugausweis(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1990, 2026);
  const where = place(rng, 'CH');
  const c = car(rng, 'eu');
  const holder = person(rng, 'CH');
  const pl = plate(rng, 'CH', 2000, where.area);
  const stamm = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;

  p.box(45, 40, 505, 440);
  p.text(60, 'Schweizerische Eidgenossenschaft · Confédération suisse · Confederazione Svizzera', { size: 7.5, y: 56 });
  p.text(60, 'Fahrzeugausweis', { size: 16, bold: true, y: 78 });
  p.text(200, 'Permis de circulation · Licenza di circolazione', { size: 9, y: 78 });
  p.text(535, `Kanton ${where.area}`, { size: 10, bold: true, align: 'right', y: 78 });
  hline(p, 45, 505, 88);
  const fields: [string, string, string][] = [
    ['01', 'Name, Vornamen', `${holder.last} ${holder.first}`],
    ['02', 'Adresse', `${where.street}, ${where.post} ${where.town}`],
    ['15', 'Kontrollschild', pl],
    ['18', 'Stammnummer', stamm],
    ['19', 'Fahrzeugart', 'Personenwagen'],
    ['21', 'Marke und Typ', `${c.make} ${c.model}`],
    ['23', 'Fahrgestell-Nr.', c.vin],
    ['25', 'Farbe', c.colour ?? ''],
    ['36', '1. Inverkehrsetzung', `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${c.year}`],
    ['37', 'Hubraum ccm', String(rng.int(600, 4200))],
    ['38', 'Leergewicht kg', String(rng.int(650, 1600))],
    ['72', 'Bemerkungen', rng.pick(['Veteranenfahrzeug', 'Veteran, Fahrten nur gemäss Art. 80 VTS', 'Zustand: Veteranenfahrzeug'])],
  ];
  p.y = 108;
  for (const [n, a, b] of fields) {
    p.text(60, n, { size: 7.5, bold: true });
    kv(p, 80, a, b, 220, { size: 9.5 });
    p.down(17);
  }
  p.down(6);
  p.text(60, `Ort und Datum: ${where.town}, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(14).text(60, `Letzte Prüfung (MFK): ${fd(addDays(date, -rng.int(0, 30)), 'de')}`, { size: 9.5 });
  stamp(p, 360, p.y - 30, 170, [`Strassenverkehrsamt`, `Kanton ${where.area}`]);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl });
}

/** Liechtenstein's Fahrzeugausweis (1985–2026): the Motorfahrzeugkontrolle, FL plate, document number, a tear-off. */
export function liFahrzeugausweis(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1985, 2026);
  const where = place(rng, 'LI');
  const c = car(rng, 'eu');
  const holder = person(rng, 'LI');
  const pl = plate(rng, 'LI', 2000);
  const no = `FL ${rng.int(100000, 999999)}`;

  p.y = 60;
  p.text(297, 'FÜRSTENTUM LIECHTENSTEIN', { size: 11, bold: true, align: 'center' });
  p.down(14).text(297, 'Motorfahrzeugkontrolle · Vaduz', { size: 9, align: 'center' });
  p.down(26).text(297, 'FAHRZEUGAUSWEIS', { size: 18, bold: true, align: 'center' });
  p.down(16).text(297, `Ausweis-Nr. ${no}`, { size: 10, align: 'center' });
  p.y = 165;
  p.box(50, 150, 495, 300);
  const left: [string, string][] = [
    ['Halter', holder.name],
    ['Wohnort', `${where.post} ${where.town}`],
    ['Kontrollschild', pl],
    ['Fahrzeugart', 'Personenwagen'],
    ['Marke / Typ', `${c.make} ${c.model}`],
    ['Chassis-Nr.', c.vin],
    ['Jahrgang', String(c.year)],
    ['Farbe', c.colour ?? ''],
    ['Plätze', String(rng.int(2, 5))],
    ['Gesamtgewicht', `${rng.int(900, 1900)} kg`],
  ];
  for (const [a, b] of left) {
    kv(p, 65, a, b, 200, { size: 10 });
    p.down(18);
  }
  p.down(6);
  p.text(65, `Ausgestellt: Vaduz, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(13).text(65, rng.pick(['Veteranenfahrzeug — beschränkte Fahrleistung', 'Fahrzeug mit Veteranenstatus', 'Keine Auflagen']), { size: 9.5 });
  p.y = 500;
  p.text(50, 'Bei Halterwechsel, Wohnsitzwechsel oder Abmeldung ist der Ausweis der Motorfahrzeugkontrolle abzugeben.', { size: 7.5 });
  p.y = 560;
  signature(p, 330, 'Motorfahrzeugkontrolle', 200);
  return doc(p, 'de', { documentType: 'registration', plateNumber: pl, registrationNumber: no });
}

/** The Austrian Typenschein (1965–1992): the type certificate that travels with the car, issued by the importer. */
export function atTypenschein(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1965, 1992);
  const c = car(rng, 'eu', Number(date.slice(0, 4)));
  const importer = `${rng.pick(['Generalimporteur', 'Importeur'])} ${person(rng, 'AT').last} ${rng.pick(['& Co.', 'Ges.m.b.H.', 'KG'])}`;
  const tno = `${rng.int(1000, 99999)}`;
  const genNo = `${rng.int(10, 99)}.${rng.int(100, 999)}/${rng.int(1, 9)}-${rng.pick(['IV', 'V'])}/${rng.int(60, 92)}`;

  p.box(55, 45, 485, 700);
  p.text(297, 'TYPENSCHEIN', { size: 20, bold: true, serif: true, align: 'center', y: 80 });
  p.text(297, 'gemäß § 30 des Kraftfahrgesetzes 1967', { size: 9, serif: true, align: 'center', y: 96 });
  p.text(520, `Nr. ${tno}`, { size: 11, serif: true, align: 'right', y: 118 });
  p.y = 140;
  p.text(75, `Genehmigungsbescheid des Bundesministeriums für Handel, Gewerbe und Industrie, Zl. ${genNo}`, { size: 8.5, serif: true });
  p.down(24);
  const fields: [string, string][] = [
    ['1. Fahrzeugart', 'Personenkraftwagen'],
    ['2. Marke', c.make],
    ['3. Type', c.model],
    ['4. Fahrgestellnummer', c.vin],
    ['5. Motornummer', `${rng.int(100000, 9999999)}`],
    ['6. Baujahr', String(c.year)],
    ['7. Hubraum', `${rng.int(500, 4200)} cm³`],
    ['8. Höchste Leistung', `${rng.int(18, 200)} PS`],
    ['9. Eigengewicht', `${rng.int(500, 1600)} kg`],
    ['10. Höchstzulässiges Gesamtgewicht', `${rng.int(900, 2000)} kg`],
    ['11. Sitzplätze', String(rng.int(2, 5))],
    ['12. Farbe', c.colour ?? ''],
  ];
  for (const [a, b] of fields) {
    kv(p, 75, a, b, 280, { size: 10 });
    p.down(18);
  }
  p.down(16);
  p.text(75, 'Es wird bestätigt, dass das oben bezeichnete Fahrzeug mit der genehmigten Type übereinstimmt.', { size: 9, serif: true });
  p.down(30);
  p.text(75, `Wien, am ${fd(date, 'de')}`, { size: 10, serif: true });
  p.down(30);
  signature(p, 320, importer, 190);
  stamp(p, 90, p.y + 24, 150, [importer.slice(0, 30), 'WIEN']);
  p.y = 690;
  p.text(75, 'Eintragungen der Zulassungsbehörde umseitig.', { size: 8, serif: true });
  return doc(p, 'de', { documentType: 'title', date, vin: c.vin });
}

/** South Tyrol's Eigentumsbescheinigung / Certificato di proprietà (1994–2026), bilingual, PRA office Bozen. */
export function stEigentumsbescheinigung(rng: Random): Generated {
  const p = new PageBuilder();
  const date = rng.date(1994, 2026);
  const c = car(rng, 'eu');
  const owner = person(rng, 'ST');
  const where = place(rng, 'ST');
  const pl = plate(rng, 'ST', Number(date.slice(0, 4)));
  const no = `${rng.pick(['AA', 'AB', 'BZ'])}${rng.int(1000000, 9999999)}${String.fromCharCode(65 + rng.int(0, 25))}`;

  p.text(297, 'AUTOMOBILE CLUB D’ITALIA — Öffentliches Kraftfahrzeugregister / Pubblico Registro Automobilistico', { size: 8.5, align: 'center', y: 60 });
  p.text(297, 'Amt Bozen / Ufficio di Bolzano', { size: 9, align: 'center', y: 74 });
  p.text(297, 'EIGENTUMSBESCHEINIGUNG', { size: 16, bold: true, align: 'center', y: 104 });
  p.text(297, 'CERTIFICATO DI PROPRIETÀ', { size: 12, align: 'center', y: 120 });
  p.text(297, `Nr. / N. ${no}`, { size: 10, align: 'center', y: 138 });
  p.y = 170;
  p.box(50, 155, 495, 290);
  const fields: [string, string][] = [
    ['Kennzeichen / Targa', pl],
    ['Fahrgestellnummer / Telaio', c.vin],
    ['Fabrikat und Typ / Fabbrica e tipo', `${c.make} ${c.model}`],
    ['Erste Zulassung / Prima immatricolazione', `${String(rng.int(1, 12)).padStart(2, '0')}/${c.year}`],
    ['Eigentümer / Proprietario', `${owner.last} ${owner.first}`],
    ['Wohnsitz / Residenza', `${where.street}, ${where.post} ${where.town} (BZ)`],
    ['Eintragungsgrund / Titolo', rng.pick(['Kaufvertrag / Atto di vendita', 'Erbschaft / Successione', 'Erstzulassung / Prima iscrizione'])],
    ['Belastungen / Gravami', 'keine / nessuno'],
  ];
  for (const [a, b] of fields) {
    kv(p, 65, a, b, 290, { size: 9.5 });
    p.down(20);
  }
  p.down(14);
  p.text(65, `Bozen / Bolzano, ${fd(date, 'de')}`, { size: 9.5 });
  p.down(10);
  stamp(p, 330, p.y + 10, 190, ['P.R.A. BOLZANO', 'Der Amtsleiter / Il dirigente']);
  p.y = 490;
  p.text(50, 'Diese Bescheinigung ist bei jeder Eigentumsübertragung vorzulegen. / Da esibire in caso di trasferimento di proprietà.', { size: 7.5 });
  return doc(p, 'de', { documentType: 'title', date, vin: c.vin });
}
