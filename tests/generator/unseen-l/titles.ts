/**
 * Ownership papers: an English translation of an Italian certificato di proprietà, a South African
 * eNaTIS certificate naming the title holder; a bilingual South Tyrolean Eigentumsbescheinigung and
 * a German translation of a Dutch kentekenbewijs deel II. The truth is the date of issue only.
 */
import { addDays, date, dayIn, page, PEOPLE, serial, VIN_CHARS, type Family } from './kit';

/** Italy, 2014: certificate of ownership from the PRA in a sworn English translation; the registration and translation dates are distractors. */
const italianCdp: Family = (rng) => {
  const issued = dayIn(rng, 2014);
  return page('en', { documentType: 'title', date: issued }, (p) => {
    p.text(50, 'TRANSLATION FROM ITALIAN', { size: 8.5, bold: true });
    p.down(24).text(297, 'AUTOMOBILE CLUB D’ITALIA — PUBBLICO REGISTRO AUTOMOBILISTICO', { size: 10, align: 'center' });
    p.down(20).text(297, 'CERTIFICATE OF OWNERSHIP', { size: 16, bold: true, align: 'center' });
    p.down(13).text(297, '(Certificato di Proprietà)', { size: 9, align: 'center' });
    p.down(30);
    const rows: [string, string][] = [
      ['Registration number (targa)', `${rng.pick(['MI', 'TO', 'FI'])} ${serial(rng, 6)}`],
      ['Date of first registration', date(`${rng.int(1960, 1978)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'roman')],
      ['Chassis number', serial(rng, 9, VIN_CHARS)],
      ['Make and model', rng.pick(['ALFA ROMEO GIULIA 1600 SUPER', 'FIAT 850 SPIDER', 'LANCIA FLAVIA 1.8'])],
      ['Owner', rng.pick(PEOPLE.it)],
      ['Formality', `Transfer of ownership no. ${serial(rng, 7)} of ${date(addDays(issued, -rng.int(3, 20)), 'd/m/y')}`],
      ['Certificate serial', `${rng.pick(['AB', 'CK'])}${serial(rng, 7)}`],
      ['Issued at', `${rng.pick(['Milan', 'Turin', 'Florence'])} PRA office on ${date(issued, 'd/m/y')}`],
    ];
    for (const [l, v] of rows) {
      p.text(60, l, { size: 9 });
      p.text(240, v, { size: 10 });
      p.down(17);
    }
    p.down(30);
    p.text(
      50,
      `I, the undersigned sworn translator, certify that the above is a true translation. Rotterdam, ${date(addDays(issued, rng.int(200, 900)), 'd-m-y')}`,
      { size: 8.5 },
    );
  });
};

/** South Africa, 2007: an eNaTIS certificate of registration naming title holder and owner; liability date as a distractor. */
const eNatis: Family = (rng) => {
  const issued = dayIn(rng, 2007);
  return page('en', { documentType: 'title', date: issued }, (p) => {
    p.text(50, 'REPUBLIC OF SOUTH AFRICA', { size: 9 });
    p.text(545, 'RC1', { size: 14, bold: true, align: 'right' });
    p.down(18).text(50, 'CERTIFICATE OF REGISTRATION IN RESPECT OF MOTOR VEHICLE', { size: 12, bold: true });
    p.down(12).text(50, 'This document is proof of title — keep in a safe place, not in the vehicle', { size: 8 });
    p.down(30);
    const rows: [string, string][] = [
      ['Vehicle register number', `${rng.pick(['BCD', 'FGH', 'KLM'])}${serial(rng, 3)}${rng.pick(['X', 'Y', 'Z'])}`],
      ['VIN', serial(rng, 17, VIN_CHARS)],
      ['Engine number', serial(rng, 9, VIN_CHARS)],
      ['Make', rng.pick(['MERCEDES-BENZ', 'JAGUAR', 'ALFA ROMEO'])],
      ['Model name', rng.pick(['280SL', 'E TYPE', 'GIULIA SPRINT'])],
      ['Date liable for registration', date(addDays(issued, -rng.int(5, 40)), 'y/m/d')],
      ['Title holder', rng.pick(PEOPLE.za).toUpperCase()],
      ['Owner', rng.pick(PEOPLE.za).toUpperCase()],
      ['Control number', serial(rng, 12)],
      ['Date of issue', date(issued, 'y/m/d')],
    ];
    for (const [l, v] of rows) {
      p.box(50, p.y - 11, 495, 18);
      p.text(56, l, { size: 8.5 });
      p.text(260, v, { size: 10 });
      p.down(18);
    }
  });
};

/** South Tyrol, 2006: a bilingual certificate of ownership; registration date and the date of the transfer deed apart. */
const eigentumsbescheinigung: Family = (rng) => {
  const issued = dayIn(rng, 2006);
  return page('de', { documentType: 'title', date: issued }, (p) => {
    p.text(297, 'ACI – Öffentliches Kraftfahrzeugregister Bozen', { size: 10, align: 'center' });
    p.down(12).text(297, 'Pubblico Registro Automobilistico di Bolzano', { size: 8.5, align: 'center' });
    p.down(28).text(297, 'EIGENTUMSBESCHEINIGUNG', { size: 16, bold: true, align: 'center' });
    p.down(13).text(297, 'Certificato di proprietà', { size: 9, align: 'center' });
    p.down(34);
    const cells: [string, string][] = [
      ['Kennzeichen / Targa', `BZ ${serial(rng, 6)}`],
      ['Erstzulassung / Prima immatr.', date(`${rng.int(1962, 1980)}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'd.m.y')],
      ['Ausstellungsdatum / Data rilascio', date(issued, 'd.m.y')],
    ];
    cells.forEach(([l, v], i) => {
      const x = 50 + i * 165;
      p.box(x, p.y - 12, 165, 34);
      p.text(x + 5, l, { size: 7 });
      p.text(x + 5, v, { y: p.y + 14, size: 11 });
    });
    p.down(50);
    const rows: [string, string][] = [
      ['Eigentümer / Proprietario', rng.pick(PEOPLE.it)],
      ['Fahrgestellnummer / Telaio', serial(rng, 10, VIN_CHARS)],
      ['Fahrzeug / Veicolo', rng.pick(['FIAT 500 L', 'LANCIA FULVIA COUPÉ', 'ALFA ROMEO 2000 SPIDER'])],
      ['Eintragung / Formalità', `Kaufvertrag vom ${date(addDays(issued, -rng.int(5, 30)), 'd.m.y')}, Reg.-Nr. ${serial(rng, 6)}`],
    ];
    for (const [l, v] of rows) {
      p.text(56, l, { size: 9 });
      p.text(250, v, { size: 10 });
      p.down(17);
    }
    p.down(24).text(56, `Seriennummer ${rng.pick(['BZ', 'IT'])}${serial(rng, 8)}`, { size: 8 });
  });
};

/** The Netherlands, 1989: a German translation of a kentekenbewijs deel II (transfer certificate). */
const deelTwee: Family = (rng) => {
  const issued = dayIn(rng, 1989);
  return page('de', { documentType: 'title', date: issued }, (p) => {
    p.text(50, 'Übersetzung', { size: 9, bold: true });
    p.down(22).text(50, 'KRAFTFAHRZEUGSCHEIN TEIL II (Kentekenbewijs deel II)', { size: 13, bold: true });
    p.down(13).text(50, 'Rijksdienst voor het Wegverkeer, Veendam — Nachweis der Eintragung auf den Namen des Halters', { size: 8 });
    p.down(30);
    const rows: [string, string][] = [
      ['Kennzeichen', `${serial(rng, 2)}-${rng.pick(['HB', 'KL', 'SD'])}-${serial(rng, 2)}`],
      ['Marke', rng.pick(['DAF', 'VOLVO', 'CITROËN'])],
      ['Typ', rng.pick(['55 Coupé', '66 Marathon', 'DS 21'])],
      ['Fahrgestellnummer', serial(rng, 9, VIN_CHARS)],
      ['Datum erste Zulassung', date(`${rng.int(1966, 1976)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`, 'd-m-y')],
      ['Name des Halters', rng.pick(PEOPLE.nl)],
      ['Datum der Ausstellung', date(issued, 'd-m-y')],
      ['Nummer', `${serial(rng, 3)}${serial(rng, 7)}`],
    ];
    for (const [l, v] of rows) {
      p.text(60, `${l}:`, { size: 9.5, serif: true });
      p.text(240, v, { size: 10, serif: true });
      p.down(16);
    }
    p.down(24);
    p.text(50, `Übersetzt von Dipl.-Übers. ${rng.pick(['Gerda Hollander', 'Wim Brouwer'])}, Kleve, am ${date(addDays(issued, rng.int(30, 400)), 'd.m.y')}`, {
      size: 8.5,
    });
  });
};

export const TITLES: Family[] = [italianCdp, eNatis, eigentumsbescheinigung, deelTwee];
