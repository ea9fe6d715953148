/**
 * Registrations and titles from abroad with German or English labels beside the local ones: a Danish
 * registreringsattest, a Dutch kentekenbewijs, an Italian carta di circolazione (libretto), a Swedish
 * registreringsbevis, a Spanish permiso de circulación; a Czech technický průkaz, an Italian certificato di proprietà,
 * a Hungarian törzskönyv, a Portuguese título de registo de propriedade.
 */
import type { Random } from '../random';
import type { Generated } from '../types';
import { addDays, car, digits, doc, dt, hline, letters, owner, page, stacked, vin, year } from './kit';

/** Boxed cells: a code, a local label with the translation under it, the value. */
function cell(p: ReturnType<typeof page>, x: number, w: number, code: string, local: string, trans: string, value: string) {
  p.box(x, p.y - 10, w, 36);
  p.text(x + 4, code ? `(${code}) ${local}` : local, { size: 6.5 });
  p.text(x + 4, trans, { size: 6, y: p.y + 8 });
  p.text(x + 4, value, { size: 10, y: p.y + 20 });
}

export function dkRegistreringsattest(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(1990, 2024);
  const c = car(rng, year(issued));
  const first = `${c.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const plate = `${letters(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`;
  const docNo = digits(rng, 9);
  const [name] = owner(rng, 'de');
  p.text(40, 'Færdselsstyrelsen · Centralregistret for Motorkøretøjer', { size: 8.5 });
  p.down(22);
  stacked(p, 40, 'REGISTRERINGSATTEST', 'Zulassungsbescheinigung (mit deutscher Übersetzung der Feldbezeichnungen)', { size: 15, bold: true });
  p.down(40);
  cell(p, 40, 255, '', 'Registreringsnummer', 'Kennzeichen', plate);
  cell(p, 300, 255, '', 'Attestnummer', 'Bescheinigungs-Nr.', docNo);
  p.down(42);
  cell(p, 40, 255, '', 'Stelnummer', 'Fahrgestellnummer', vin(rng, c.make));
  cell(p, 300, 255, '', 'Første registreringsdato', 'Erstzulassung', dt(first, 'dash'));
  p.down(42);
  cell(p, 40, 255, '', 'Mærke, model', 'Marke, Typ', c.name);
  cell(p, 300, 255, '', 'Art / anvendelse', 'Fahrzeugart / Verwendung', 'Personbil / Pkw, privat');
  p.down(42);
  cell(p, 40, 255, '', 'Totalvægt', 'zul. Gesamtgewicht', `${rng.int(11, 19) * 100} kg`);
  cell(p, 300, 255, '', 'Drivkraft', 'Kraftstoff', 'Benzin');
  p.down(42);
  cell(p, 40, 515, '', 'Ejer / bruger', 'Eigentümer / Halter', `${name}, ${rng.pick(['Padborg', 'Kruså', 'Tønder', 'Aabenraa'])}`);
  p.down(50);
  p.text(40, `Udstedt / Ausgestellt: ${dt(issued, 'dash')}`, { size: 9 });
  p.text(555, `Veteranbil – ${rng.pick(['synsfri', 'syn hvert 8. år'])}`, { size: 8.5, align: 'right' });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

export function nlKentekenbewijs(rng: Random): Generated {
  const p = page(48);
  const issued = rng.date(2004, 2024);
  const c = car(rng, year(issued));
  const first = `${c.built}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const plate = `${rng.pick(['AM', 'DH', 'DR', 'ED', 'HB', '45'])}-${digits(rng, 2)}-${letters(rng, 2, 'BDFGHJKLNPRSTVXZ')}`;
  const docNo = digits(rng, 10);
  const [name] = owner(rng, 'de');
  p.text(40, 'Koninkrijk der Nederlanden – Dienst Wegverkeer (RDW)', { size: 9, bold: true });
  p.down(22).text(40, 'KENTEKENBEWIJS DEEL I', { size: 14, bold: true });
  p.down(14).text(40, 'Zulassungsbescheinigung Teil I – beglaubigte Übersetzung der Feldbezeichnungen', { size: 8.5 });
  p.down(30);
  cell(p, 40, 170, 'A', 'Kenteken', 'Kennzeichen', plate);
  cell(p, 213, 170, 'B', 'Datum eerste toelating', 'Datum der Erstzulassung', dt(first, 'dash'));
  cell(p, 386, 169, 'I', 'Datum tenaamstelling', 'Datum der Zulassung auf Halter', dt(addDays(issued, -rng.int(0, 5)), 'dash'));
  p.down(42);
  cell(p, 40, 170, 'D.1', 'Merk', 'Marke', c.make);
  cell(p, 213, 170, 'D.3', 'Handelsbenaming', 'Handelsbezeichnung', c.model);
  cell(p, 386, 169, 'E', 'Voertuigidentificatienummer', 'Fahrzeug-Identifizierungsnr.', vin(rng, c.make));
  p.down(42);
  cell(p, 40, 170, 'J', 'Voertuigcategorie', 'Fahrzeugklasse', 'M1');
  cell(p, 213, 170, 'P.3', 'Brandstof', 'Kraftstoff', 'Benzine / Benzin');
  cell(p, 386, 169, 'G', 'Massa rijklaar', 'Masse fahrbereit', `${rng.int(8, 16) * 100 + rng.int(0, 99)} kg`);
  p.down(42);
  cell(p, 40, 515, 'C.1', 'Houder', 'Halter', `${name}, ${rng.pick(['Vaals', 'Venlo', 'Oldenzaal', 'Winschoten'])}`);
  p.down(52);
  p.text(40, `Documentnummer / Dokumentnummer: ${docNo}`, { size: 10, bold: true });
  p.down(16).text(40, `Datum afgifte / Ausstellungsdatum: ${dt(issued, 'dash')}`, { size: 9 });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

export function itLibretto(rng: Random): Generated {
  const p = page(52);
  const issued = rng.date(1972, 2008);
  const y = year(issued);
  const c = car(rng, y);
  const prov = rng.pick(['VR', 'BZ', 'TN', 'MI', 'BS', 'CO']);
  const plate =
    y < 1985
      ? `${prov} ${digits(rng, 6)}`
      : y < 1994
        ? `${prov} ${letters(rng, 1)}${digits(rng, 5)}`
        : `${letters(rng, 2)} ${digits(rng, 3)} ${letters(rng, 2)}`;
  const docNo = `${letters(rng, 2)} ${digits(rng, 7)}`;
  p.text(297, 'REPUBBLICA ITALIANA', { size: 9, align: 'center' });
  p.down(12).text(297, 'Ministero dei Trasporti – Direzione Generale della M.C.T.C.', { size: 8.5, align: 'center' });
  p.down(24).text(297, 'CARTA DI CIRCOLAZIONE', { size: 15, bold: true, align: 'center', serif: true });
  p.down(14).text(297, 'Zulassungsschein (Fahrzeugschein) – Übersetzung der Rubriken', { size: 8.5, align: 'center' });
  p.down(30);
  const rows: [string, string, string][] = [
    ['N. / Nr.', '', docNo],
    ['Targa', 'Kennzeichen', plate],
    ['Fabbrica e tipo', 'Hersteller und Typ', c.name.toUpperCase()],
    ['Numero di telaio', 'Fahrgestell-Nr.', vin(rng, c.make)],
    ['Data di prima immatricolazione', 'Erstzulassung', dt(`${c.built}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'slash')],
    ['Cilindrata', 'Hubraum', `${rng.int(11, 28) * 100 - rng.int(0, 40)} cm³`],
    ['Posti', 'Sitzplätze', String(rng.pick([2, 4, 5]))],
  ];
  for (const [l, tr, v] of rows) {
    p.text(60, l, { size: 9, serif: true });
    if (tr) p.text(60, tr, { size: 7, y: p.y + 9 });
    p.text(290, v, { size: 10.5, bold: l.startsWith('N.') || l === 'Targa', serif: true });
    p.down(24);
    hline(p, 60, 480, p.y - 10);
  }
  p.down(14);
  p.text(60, `${rng.pick(['Verona', 'Bolzano', 'Trento', 'Milano'])}, ${dt(issued, 'slash')}`, { size: 9.5, serif: true });
  p.down(12).text(60, 'Luogo e data di rilascio / Ort und Datum der Ausstellung', { size: 7 });
  p.text(500, 'Il Direttore / Der Leiter', { size: 8, align: 'right' });
  return doc(p, 'de', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

export function seRegistreringsbevis(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(1995, 2024);
  const c = car(rng, year(issued));
  const plate = `${letters(rng, 3, 'ABCDEFGHJKLMNOPRSTUWXYZ')} ${digits(rng, 3)}`;
  const docNo = digits(rng, 11);
  const [name] = owner(rng, 'en');
  p.text(40, 'Transportstyrelsen · Vägtrafikregistret', { size: 9 });
  p.down(24);
  stacked(p, 40, 'REGISTRERINGSBEVIS Del 1', 'Registration certificate Part 1', { size: 15, bold: true });
  p.down(36);
  const rows: [string, string, string][] = [
    ['Registreringsnummer', 'Registration number', plate],
    ['Fabrikat / Modell', 'Make / Model', c.name],
    ['Chassinummer', 'Chassis number', vin(rng, c.make)],
    ['Fordonsår / Modellår', 'Year of manufacture', String(c.built)],
    [
      'Första registrering i Sverige',
      'First registered in Sweden',
      dt(`${Math.max(c.built, year(issued) - rng.int(0, 30))}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'iso'),
    ],
    ['Ägare', 'Owner', `${name} (c/o ${rng.pick(['Skåne', 'Halland', 'Gotland'])})`],
    ['Status', 'Status', rng.pick(['I trafik / in traffic', 'Avställd / laid up'])],
  ];
  for (const [l, tr, v] of rows) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(250, v, { size: 10 });
    p.down(26);
  }
  p.down(8);
  p.text(40, `Utfärdat / Issued: ${dt(issued, 'iso')}`, { size: 9 });
  p.text(555, `Nr / No. ${docNo}`, { size: 9, bold: true, align: 'right' });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

export function esPermiso(rng: Random): Generated {
  const p = page(54);
  const issued = rng.date(1992, 2024);
  const y = year(issued);
  const c = car(rng, y);
  const plate = y < 2000 ? `A-${digits(rng, 4)}-${letters(rng, 2)}` : `${digits(rng, 4)} ${letters(rng, 3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
  const docNo = `${letters(rng, 1)}${digits(rng, 7)}`;
  const [name] = owner(rng, 'en');
  p.text(297, 'REINO DE ESPAÑA – Dirección General de Tráfico', { size: 9, bold: true, align: 'center' });
  p.down(24).text(297, 'PERMISO DE CIRCULACIÓN', { size: 15, bold: true, align: 'center' });
  p.down(14).text(297, 'Vehicle registration certificate (English captions added)', { size: 8.5, align: 'center' });
  p.down(30);
  cell(p, 40, 255, 'A', 'Matrícula', 'Registration no.', plate);
  cell(p, 300, 255, '', 'Nº de permiso', 'Certificate no.', docNo);
  p.down(42);
  cell(p, 40, 255, 'B', 'Fecha primera matriculación', 'Date of first registration', dt(`${c.built}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'slash'));
  cell(p, 300, 255, 'I', 'Fecha de matriculación en España', 'Registered in Spain on', dt(addDays(issued, -rng.int(0, 3)), 'slash'));
  p.down(42);
  cell(p, 40, 255, 'D.1', 'Marca', 'Make', c.make);
  cell(p, 300, 255, 'D.3', 'Modelo', 'Model', c.model);
  p.down(42);
  cell(p, 40, 255, 'E', 'Nº de bastidor', 'VIN / chassis no.', vin(rng, c.make));
  cell(p, 300, 255, 'C.1', 'Titular', 'Holder', `${name}, ${rng.pick(['Torrevieja', 'Marbella', 'Nerja', 'Mijas'])}`);
  p.down(52);
  p.text(40, `Fecha de expedición / Date of issue: ${dt(issued, 'slash')}`, { size: 9 });
  p.down(13).text(40, 'Vehículo histórico / historic vehicle – Real Decreto 1247/1995', { size: 8.5 });
  return doc(p, 'en', { documentType: 'registration', registrationNumber: docNo, plateNumber: plate });
}

export function czTechnickyPrukaz(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(1993, 2024);
  const c = car(rng, year(issued));
  const first = `${c.built}-0${rng.int(1, 9)}-${rng.int(10, 28)}`;
  const entered = addDays(issued, rng.int(30, 2000));
  const [name] = owner(rng, 'de');
  p.text(297, 'ČESKÁ REPUBLIKA', { size: 9, align: 'center' });
  p.down(20).text(297, 'TECHNICKÝ PRŮKAZ MOTOROVÉHO VOZIDLA', { size: 14, bold: true, align: 'center' });
  p.down(14).text(297, 'Fahrzeugbrief – Bezeichnungen übersetzt', { size: 9, align: 'center' });
  p.down(14).text(297, `Série / Serie ${letters(rng, 2)} č. / Nr. ${digits(rng, 6)}`, { size: 9, align: 'center' });
  p.down(28);
  const rows: [string, string][] = [
    ['Tovární značka / Fabrikmarke', c.make],
    ['Obchodní označení / Handelsbezeichnung', c.model],
    ['Výrobní číslo karoserie / Fahrgestell-Nr.', vin(rng, c.make)],
    ['Rok výroby / Baujahr', String(c.built)],
    ['Datum první registrace / Erstzulassung', dt(first, 'cs')],
    ['Vydáno dne / Ausgestellt am', dt(issued, 'cs')],
  ];
  for (const [l, v] of rows) {
    p.text(40, l, { size: 9 });
    p.text(300, v, { size: 10, bold: l.startsWith('Vydáno') });
    p.down(16);
  }
  p.down(12);
  p.text(40, 'Záznamy o vlastníkovi / Eintragungen der Eigentümer', { size: 9.5, bold: true });
  p.down(16);
  p.box(40, p.y - 10, 515, 46);
  p.text(46, `Vlastník / Eigentümer: ${name}, ${rng.pick(['Selb', 'Waldsassen', 'Furth im Wald'])} (SRN)`, { size: 9 });
  p.text(46, `Zapsáno dne / eingetragen am: ${dt(entered, 'cs')}   Razítko / Stempel: MěÚ ${rng.pick(['Cheb', 'Aš', 'Domažlice'])}`, { size: 9, y: p.y + 14 });
  p.down(56);
  p.text(40, 'Historické vozidlo / historisches Fahrzeug – Průkaz historického vozidla vydán / ausgestellt', { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issued });
}

export function itCertificatoProprieta(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(1994, 2024);
  const c = car(rng, year(issued));
  const formality = addDays(issued, -rng.int(2, 20));
  const [name] = owner(rng, 'de');
  const plate = `${letters(rng, 2)} ${digits(rng, 3)} ${letters(rng, 2)}`;
  p.text(40, 'AUTOMOBILE CLUB D’ITALIA – Pubblico Registro Automobilistico', { size: 9, bold: true });
  p.down(12).text(40, `Ufficio Provinciale di ${rng.pick(['Bolzano', 'Verona', 'Como', 'Varese'])}`, { size: 8.5 });
  p.down(26).text(40, 'CERTIFICATO DI PROPRIETÀ', { size: 15, bold: true, serif: true });
  p.down(14).text(40, 'Eigentumsbescheinigung (Kfz-Brief) – Feldbezeichnungen deutsch', { size: 8.5 });
  p.down(26);
  const rows: [string, string, string][] = [
    ['Numero certificato', 'Bescheinigungs-Nr.', `${letters(rng, 2)}${digits(rng, 8)}${letters(rng, 1)}`],
    ['Targa', 'Kennzeichen', plate],
    ['Telaio', 'Fahrgestell', vin(rng, c.make)],
    ['Fabbrica / Tipo', 'Hersteller / Typ', c.name],
    ['Data prima immatricolazione', 'Erstzulassung', dt(`${c.built}-0${rng.int(1, 9)}-${rng.int(10, 28)}`, 'slash')],
    ['Intestatario', 'Eigentümer', `${name}, ${rng.pick(['Meran', 'Brixen', 'Innsbruck', 'Garmisch'])}`],
    ['Data formalità', 'Datum der Eintragung', dt(formality, 'slash')],
    ['Data emissione', 'Ausstellungsdatum', dt(issued, 'slash')],
  ];
  for (const [l, tr, v] of rows) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(250, v, { size: 10, serif: true });
    p.down(24);
  }
  p.down(10);
  p.text(
    40,
    `Formalità / Vorgang: ${rng.pick(['Passaggio di proprietà / Eigentumsübertragung', 'Prima iscrizione / Ersteintragung', 'Reiscrizione / Wiedereintragung'])}`,
    { size: 9 },
  );
  return doc(p, 'de', { documentType: 'title', date: issued });
}

export function huTorzskonyv(rng: Random): Generated {
  const p = page(50);
  const issued = rng.date(1998, 2024);
  const c = car(rng, year(issued));
  const acquired = addDays(issued, -rng.int(5, 40));
  const [name] = owner(rng, 'en');
  p.text(297, 'MAGYARORSZÁG – HUNGARY', { size: 9, align: 'center' });
  p.down(22).text(297, 'TÖRZSKÖNYV', { size: 16, bold: true, align: 'center' });
  p.down(14).text(297, 'Vehicle title certificate', { size: 10, align: 'center' });
  p.down(14).text(297, `${letters(rng, 2)} ${digits(rng, 6)}`, { size: 10, bold: true, align: 'center' });
  p.down(28);
  const rows: [string, string, string][] = [
    ['Rendszám', 'Registration no.', `${letters(rng, 3)}-${digits(rng, 3)}`],
    ['Gyártmány, típus', 'Make, model', c.name],
    ['Alvázszám', 'Chassis no.', vin(rng, c.make)],
    ['Gyártási év', 'Year of manufacture', String(c.built)],
    ['Tulajdonos', 'Owner', name],
    ['Tulajdonszerzés dátuma', 'Date of acquisition', dt(acquired, 'hu')],
    ['Kiállítás dátuma', 'Date of issue', dt(issued, 'hu')],
  ];
  for (const [l, tr, v] of rows) {
    stacked(p, 40, l, tr, { size: 8.5 });
    p.text(240, v, { size: 10, bold: l.startsWith('Kiállítás') });
    p.down(24);
  }
  p.down(12).text(40, 'Okmányiroda / Issuing office: ' + rng.pick(['Budapest XIII.', 'Sopron', 'Győr', 'Pécs']), { size: 9 });
  p.down(12).text(40, 'Veterán jármű / veteran vehicle – OT igazolvány alapján / on the strength of the OT card', { size: 8 });
  return doc(p, 'en', { documentType: 'title', date: issued });
}

export function ptTituloRegisto(rng: Random): Generated {
  const p = page(52);
  const issued = rng.date(1985, 2005);
  const c = car(rng, year(issued));
  const reg = addDays(issued, -rng.int(3, 30));
  const [name] = owner(rng, 'en');
  p.text(297, 'REPÚBLICA PORTUGUESA – Conservatória do Registo Automóvel', { size: 9, bold: true, align: 'center' });
  p.down(24).text(297, 'TÍTULO DE REGISTO DE PROPRIEDADE', { size: 14, bold: true, align: 'center', serif: true });
  p.down(14).text(297, 'Certificate of title (translation of captions)', { size: 8.5, align: 'center' });
  p.down(30);
  const rows: [string, string][] = [
    ['Matrícula / Registration', `${letters(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`],
    ['Marca e modelo / Make and model', c.name],
    ['N.º de quadro / Chassis no.', vin(rng, c.make)],
    ['Proprietário / Owner', `${name}, ${rng.pick(['Lagos', 'Loulé', 'Cascais', 'Sintra'])}`],
    ['Data do registo / Date registered', dt(reg, 'dash')],
    ['Apresentação n.º / Entry no.', `${rng.int(1, 999)} de / of ${dt(reg, 'dash')}`],
  ];
  for (const [l, v] of rows) {
    p.text(60, l, { size: 9, serif: true });
    p.text(290, v, { size: 10, serif: true });
    p.down(18);
  }
  p.down(24);
  p.text(60, `${rng.pick(['Faro', 'Lisboa', 'Porto'])}, ${dt(issued, 'long-pt')}`, { size: 10, serif: true });
  p.down(12).text(60, 'Local e data de emissão / Place and date of issue', { size: 7.5 });
  p.text(500, 'O Conservador', { size: 9, align: 'right', serif: true });
  return doc(p, 'en', { documentType: 'title', date: issued });
}
