/**
 * Titles: the Kraftfahrzeugbrief with its owners' entries, the Zulassungsbescheinigung Teil II, the Austrian
 * Typenschein; a modern US certificate of title, a 1960s–70s typed one, and one whose back has been filled in for a sale.
 */
import { PageBuilder } from '../page';
import { addDays, doc, fd, hline, num, para } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { AMERICAN, AT_TOWNS, DE_TOWNS, US_TOWNS, car, digits, field, letters, personDE, personEN, plateDE, streetDE, streetEN } from './kit';

export function kfzBrief(rng: Random): Generated {
  const c = car(rng, (x) => x.to < 2000 && x.from < 1990);
  const issued = `${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const no = `${letters(rng, 1)} ${digits(rng, 7)}`;
  const p = new PageBuilder();
  p.text(297, 'Kraftfahrzeugbrief', { size: 18, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, 'Bundesrepublik Deutschland', { size: 9, serif: true, align: 'center' });
  p.text(545, `Nr. ${no}`, { size: 11, bold: true, align: 'right' });
  p.down(22);
  const rows: [string, string][] = [
    ['1  Fahrzeug- und Aufbauart', 'Personenkraftwagen, ' + rng.pick(['Limousine', 'Coupé', 'Cabriolet'])],
    ['2  Hersteller des Fahrzeugs', c.make],
    ['3  Typ und Ausführung', c.model],
    ['4  Fahrzeug-Identifizierungsnummer', c.vin],
    ['5  Leistung kW bei min-1', `${c.kw}/${rng.int(48, 65) * 100}`],
    ['6  Hubraum cm³', String(c.ccm)],
    ['33  Bemerkungen', 'Allgemeine Betriebserlaubnis Nr. ' + `${rng.int(1000, 9999)}`],
  ];
  for (const [a, b] of rows) {
    p.down(17);
    p.text(50, a, { size: 8.5, serif: true });
    p.text(250, b, { size: 10, serif: true });
  }
  p.down(20).text(
    50,
    `Ausgefertigt am ${fd(issued, 'de')} vom Hersteller / Importeur: ${c.make === 'Volkswagen' ? 'Volkswagenwerk AG, Wolfsburg' : `${c.make} Deutschland`}`,
    { size: 9.5, serif: true, bold: true },
  );
  p.down(28).text(50, 'Eintragungen der Zulassungsstelle', { size: 10, bold: true, serif: true });
  p.down(6);
  hline(p, 50, 495);
  p.down(13);
  p.text(52, 'Name und Anschrift des Halters', { size: 7.5 });
  p.text(300, 'Amtl. Kennzeichen', { size: 7.5 });
  p.text(420, 'Tag der Zuteilung', { size: 7.5 });
  let d = addDays(issued, rng.int(3, 40));
  const owners = rng.int(2, 4);
  for (let i = 0; i < owners; i++) {
    const [, town, dist] = rng.pick(DE_TOWNS.filter((t) => d >= '1991' || t[1] !== 'Dresden'));
    p.down(22);
    p.text(52, `${personDE(rng)}, ${town}`, { size: 9.5, serif: true });
    p.text(300, plateDE(rng, dist, Number(d.slice(0, 4)) >= 1997 && rng.chance(0.5)), { size: 9.5, serif: true });
    p.text(420, fd(d, 'de'), { size: 9.5, serif: true });
    hline(p, 50, 495, p.y + 6);
    d = addDays(d, rng.int(700, 4500));
    if (Number(d.slice(0, 4)) > 2004) break;
  }
  p.down(30);
  para(
    p,
    50,
    'Der Brief ist sorgfältig aufzubewahren. Er ist kein Nachweis des Eigentums, sein Besitz aber Voraussetzung für die Zulassung des Fahrzeugs. Bei Veräußerung ist er dem Erwerber auszuhändigen.',
    100,
    { size: 8, serif: true },
  );
  return doc(p, 'de', { documentType: 'title', date: issued, vin: c.vin });
}

export function zb2(rng: Random): Generated {
  const issued = rng.date(2005, 2026);
  const c = car(rng);
  const no = `${letters(rng, 2)}${digits(rng, 7)}`;
  const [plz, town, dist] = rng.pick(DE_TOWNS);
  const first = `${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const p = new PageBuilder();
  p.text(50, 'Bundesrepublik Deutschland', { size: 8 });
  p.text(545, no, { size: 12, bold: true, align: 'right' });
  p.down(18).text(50, 'Zulassungsbescheinigung Teil II', { size: 14, bold: true });
  p.down(13).text(50, '(Fahrzeugbrief)', { size: 9 });
  p.down(16);
  const top = p.y;
  field(p, 50, top, 300, 'C.4c  Der Inhaber der Zulassungsbescheinigung wird nicht als Eigentümer ausgewiesen.', '', { h: 18 });
  field(p, 50, top + 18, 250, 'A  Amtliches Kennzeichen', plateDE(rng, dist, true));
  field(p, 300, top + 18, 245, 'B  Datum der Erstzulassung', fd(first, 'de'));
  field(p, 50, top + 44, 495, 'C.6.1 / C.6.2  Name, Vorname(n)', personDE(rng).split(' ').reverse().join(', '));
  field(p, 50, top + 70, 495, 'C.6.3  Anschrift', `${streetDE(rng)}, ${plz} ${town}`);
  field(p, 50, top + 96, 250, 'D.1  Marke', c.make.toUpperCase());
  field(p, 300, top + 96, 245, 'D.2  Typ / Variante / Version', `${digits(rng, 3)} / ${letters(rng, 2)} / ${letters(rng, 1)}${digits(rng, 2)}`);
  field(p, 50, top + 122, 495, 'E  Fahrzeug-Identifizierungsnummer', c.vin, { bold: true });
  field(p, 50, top + 148, 165, 'P.1  Hubraum in cm³', String(c.ccm));
  field(p, 215, top + 148, 165, 'P.2  Nennleistung in kW', String(c.kw));
  field(p, 380, top + 148, 165, 'R  Farbe', rng.pick(['ROT', 'WEISS', 'BLAU', 'GRÜN', 'SILBER']));
  field(p, 50, top + 174, 495, 'Bemerkungen', `ERSETZT FAHRZEUGBRIEF NR. ${letters(rng, 1)} ${digits(rng, 7)} *`, { size: 9 });
  p.y = top + 224;
  p.text(50, `Ausgestellt durch: Zulassungsbehörde ${town}`, { size: 9.5 });
  p.down(14).text(50, `Datum: ${fd(issued, 'de')}`, { size: 9.5, bold: true });
  p.down(28);
  para(p, 50, 'Bewahren Sie die Zulassungsbescheinigung Teil II sorgfältig auf. Führen Sie sie nicht im Fahrzeug mit.', 100, { size: 8 });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: c.vin });
}

export function typenschein(rng: Random): Generated {
  const c = car(rng, (x) => x.to < 2000);
  const issued = `${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const [, town] = rng.pick(AT_TOWNS);
  const importer = `${c.make} ${rng.pick(['Austria Ges.m.b.H.', 'Generalvertretung für Österreich', 'Importgesellschaft m.b.H.'])}`;
  const ts = `${digits(rng, 5)}`;
  const p = new PageBuilder();
  p.box(45, 40, 505, 640);
  p.text(297, 'TYPENSCHEIN', { y: 78, size: 20, bold: true, serif: true, align: 'center' });
  p.text(297, `für ein Kraftfahrzeug der genehmigten Type ${c.model}`, { y: 96, size: 9.5, serif: true, align: 'center' });
  p.text(530, `Nr. ${ts}`, { y: 118, size: 10, serif: true, align: 'right' });
  p.y = 130;
  const rows: [string, string][] = [
    ['Erzeuger', c.make],
    ['Type', c.model],
    ['Fahrgestellnummer', c.vin],
    ['Motornummer', `${digits(rng, 7)}`],
    ['Art des Aufbaues', rng.pick(['Kombinationskraftwagen', 'Personenkraftwagen geschlossen', 'Personenkraftwagen offen'])],
    ['Hubraum', `${c.ccm} cm³`],
    ['Höchste Dauerleistung', `${c.kw} kW`],
    ['Höchstes zulässiges Gesamtgewicht', `${num(rng.int(11, 19) * 100, 'de').slice(0, -3)} kg`],
    ['Genehmigungsbescheid', `Zl. ${rng.int(10, 99)}.${rng.int(100, 999)}/${rng.int(1, 9)}-IV/${String(c.year).slice(2)}`],
  ];
  for (const [a, b] of rows) {
    p.down(24);
    p.text(70, a, { size: 9.5, serif: true });
    p.text(280, b, { size: 10.5, serif: true });
    hline(p, 70, 455, p.y + 5);
  }
  p.down(36);
  para(
    p,
    70,
    'Es wird bestätigt, dass das oben beschriebene Fahrzeug mit der genehmigten Type übereinstimmt. Dieser Typenschein ist bei der Zulassung vorzulegen und vom Zulassungsbesitzer aufzubewahren.',
    85,
    { serif: true, size: 9.5 },
  );
  p.down(20).text(70, `${town}, am ${fd(issued, 'delong')}`, { size: 10, serif: true, bold: true });
  p.down(16).text(70, importer, { size: 10, serif: true });
  p.down(50).text(70, 'Zulassungsvermerke:', { size: 9, serif: true });
  p.down(16).text(90, `zugelassen ${fd(addDays(issued, rng.int(5, 60)), 'de')} — ${rng.pick(AT_TOWNS)[2]}-${rng.int(1000, 99999)}`, { size: 9, serif: true });
  return doc(p, 'de', { documentType: 'title', date: issued, vin: c.vin });
}

const STATES: Record<string, string> = { AZ: 'Arizona', CA: 'California', OH: 'Ohio', PA: 'Pennsylvania', TX: 'Texas', MI: 'Michigan', CT: 'Connecticut' };

export function usTitleModern(rng: Random): Generated {
  const issued = rng.date(1990, 2026);
  const [town, st, zip] = rng.pick(US_TOWNS);
  const c = car(rng, AMERICAN);
  const no = `${digits(rng, 8)}`;
  const owner = personEN(rng);
  const p = new PageBuilder();
  p.box(40, 40, 515, 470);
  p.text(297, `STATE OF ${STATES[st].toUpperCase()}`, { y: 66, size: 12, bold: true, align: 'center' });
  p.text(297, 'CERTIFICATE OF TITLE FOR A VEHICLE', { y: 84, size: 14, bold: true, align: 'center' });
  field(p, 50, 100, 250, 'VEHICLE IDENTIFICATION NUMBER', c.vin, { bold: true });
  field(p, 300, 100, 80, 'YEAR', String(c.year));
  field(p, 380, 100, 165, 'MAKE / BODY', `${c.make.toUpperCase().slice(0, 5)} / ${rng.pick(['CP', '2D', 'CV'])}`);
  field(p, 50, 126, 165, 'TITLE NUMBER', no);
  field(p, 215, 126, 165, 'DATE ISSUED', fd(issued, 'us'), { bold: true });
  field(p, 380, 126, 165, 'ODOMETER', `${num(rng.int(10000, 99999), 'en').slice(0, -3)} ${rng.pick(['EXEMPT', 'NOT ACTUAL', 'ACTUAL'])}`, { size: 9 });
  field(p, 50, 152, 250, 'PREVIOUS TITLE STATE / NO.', `${rng.pick(Object.keys(STATES))} ${digits(rng, 7)}`);
  field(p, 300, 152, 245, 'TITLE BRANDS', rng.pick(['NONE', 'NONE', 'HORSELESS CARRIAGE', 'ANTIQUE']));
  field(p, 50, 178, 495, 'REGISTERED OWNER(S)', `${owner.toUpperCase()}\u2002${streetEN(rng).toUpperCase()}, ${town.toUpperCase()} ${st} ${zip}`);
  field(
    p,
    50,
    204,
    495,
    'FIRST LIENHOLDER',
    rng.pick(['NONE', `${rng.pick(['FIRST FEDERAL CREDIT UNION', 'J. J. BEST BANC & CO.'])} — LIEN RELEASED ${fd(addDays(issued, rng.int(200, 900)), 'us')}`]),
    { size: 9 },
  );
  p.y = 260;
  para(
    p,
    50,
    `The Department of Motor Vehicles of the State of ${STATES[st]} hereby certifies that its records show the person named above as the owner of the vehicle described, subject to the liens shown.`,
    100,
    { size: 8.5 },
  );
  p.down(30).text(50, `Director, ${STATES[st]} Department of Motor Vehicles`, { size: 8.5 });
  p.text(545, `Control No. ${letters(rng, 1)}${digits(rng, 7)}`, { size: 8, align: 'right' });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: c.vin });
}

export function usTitleTyped(rng: Random): Generated {
  const c = car(rng, (x) => AMERICAN(x) || x.make === 'Volkswagen' || x.make === 'Jaguar' || x.make === 'MG', 1978);
  const issued = addDays(`${c.year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, rng.int(10, 2500));
  const [town, st] = rng.pick(US_TOWNS);
  const owner = personEN(rng);
  const no = `${letters(rng, 1)}-${digits(rng, 6)}`;
  const p = new PageBuilder();
  p.text(297, STATES[st].toUpperCase(), { size: 12, bold: true, serif: true, align: 'center' });
  p.down(18).text(297, 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE', { size: 13, bold: true, serif: true, align: 'center' });
  p.down(14).text(297, `Bureau of Motor Vehicles — ${town}`, { size: 9, serif: true, align: 'center' });
  p.down(30);
  const rows: [string, string][] = [
    ['Title No.', no],
    ['Make', c.make.toUpperCase()],
    ['Year Model', String(c.year)],
    ['Body Type', rng.pick(['CONV', 'HT CPE', '2DR SED', 'SPT CPE'])],
    ['Serial No.', c.vin],
    ['Motor No.', rng.chance(0.5) ? 'SAME' : `${letters(rng, 1)}${digits(rng, 6)}`],
    ['Owner', owner.toUpperCase()],
    ['Address', `${streetEN(rng).toUpperCase()}, ${town.toUpperCase()}`],
    ['Liens', 'NONE'],
    ['Date of Issue', fd(issued, 'uslong')],
  ];
  for (const [a, b] of rows) {
    p.down(20);
    p.text(70, a, { size: 10, serif: true });
    p.text(220, b, { size: 11, serif: true });
  }
  p.down(34);
  para(
    p,
    70,
    'The Registrar certifies that an application for certificate of title has been made and that the applicant named above is the owner of the motor vehicle described, which is subject to no liens except as noted.',
    85,
    { serif: true, size: 9.5 },
  );
  p.down(24).text(330, 'Registrar of Motor Vehicles', { size: 10, serif: true });
  p.down(40).text(70, 'ASSIGNMENT BY OWNER (reverse side) — not completed', { size: 8.5, serif: true });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: c.vin });
}

export function usTitleAssigned(rng: Random): Generated {
  const issued = rng.date(1982, 2018);
  const sale = addDays(issued, rng.int(400, 2800));
  const [town, st, zip] = rng.pick(US_TOWNS);
  const c = car(rng);
  const seller = personEN(rng);
  const buyer = personEN(rng);
  const no = `${digits(rng, 3)}${letters(rng, 1)}${digits(rng, 5)}`;
  const price = rng.int(8, 80) * 500;
  const p = new PageBuilder();
  p.text(50, `${STATES[st]} Certificate of Title`, { size: 14, bold: true });
  p.text(545, `No. ${no}`, { size: 11, align: 'right' });
  p.down(20);
  const top = p.y;
  field(p, 50, top, 280, 'Vehicle Identification No.', c.vin, { bold: true });
  field(p, 330, top, 70, 'Year', String(c.year));
  field(p, 400, top, 145, 'Make', c.make);
  field(p, 50, top + 26, 280, 'Owner', `${seller}, ${streetEN(rng)}, ${town}, ${st} ${zip}`, { size: 9 });
  field(p, 330, top + 26, 215, 'Issue Date', fd(issued, 'us'), { bold: true });
  field(p, 50, top + 52, 495, 'Lienholder', 'None', { size: 9 });
  p.y = top + 100;
  hline(p, 50, 495);
  p.down(18).text(50, 'ASSIGNMENT OF TITLE BY REGISTERED OWNER', { size: 10, bold: true });
  p.down(16);
  para(
    p,
    50,
    `For value received, I/we transfer, sell and assign the vehicle described on this certificate to the buyer named below and certify that the vehicle is free of all liens except as noted.`,
    100,
    { size: 8.5 },
  );
  p.down(4);
  field(p, 50, p.y, 330, 'Buyer’s printed name', buyer);
  field(p, 380, p.y, 165, 'Date of sale', fd(sale, 'us'));
  p.down(26);
  field(p, 50, p.y, 165, 'Sales price', `$${num(price, 'en')}`);
  field(p, 215, p.y, 165, 'Odometer reading (no tenths)', `${rng.int(10000, 99999)}`);
  field(p, 380, p.y, 165, 'Odometer brand', 'Exempt — model year over 10 years', { size: 7.5 });
  p.down(26);
  field(p, 50, p.y, 330, 'Seller’s signature', seller, { size: 11 });
  field(p, 380, p.y, 165, 'Notary stamp', rng.chance(0.5) ? `Commission exp. ${fd(addDays(sale, 900), 'us')}` : '', { size: 7.5 });
  return doc(p, 'en', { documentType: 'title', date: issued, vin: c.vin });
}
