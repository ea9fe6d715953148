/** Cover and registration paper of a long life: cover notes, policies, logbooks, grey cards, Fahrzeugscheine, titles. */
import { addDays, fd, num, r2, yearOf } from '../paper-kit';
import type { Random } from '../random';
import type { Generated } from '../types';
import { formPage } from './kit';

const NAMES_DE = ['Walter Brüggemann', 'Irmgard Sennholz', 'Konrad Pfisterer', 'Hanne Lorenzen', 'Otto Wiesinger'];
const NAMES_EN = ['George H. Pennington', 'Margaret Ashdown', 'Alan Whitcombe', 'Eileen Marchbank', 'David L. Treharne'];
const addYear = (iso: string, n = 1) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;
const first = (iso: string) => `${iso.slice(0, 8)}01`;

// ── Insurance ──

/** A hand-filled British cover note: 30 days' temporary cover, the premium paid, the excess in a sentence. */
export function ukCoverNote(rng: Random): Generated {
  const start = rng.date(1958, 1972);
  const end = addDays(start, 29);
  const no = `${rng.pick(['CN', 'B'])} ${rng.int(100000, 999999)}`;
  const premium = r2(rng.int(300, 1400) / 100);
  const excess = rng.pick([10, 15, 25]);
  const cover = rng.pick(['Comprehensive', 'Third Party, Fire and Theft']);
  const p = formPage({
    serif: true,
    head: [`${rng.pick(['The Royal Exchange Assurance', 'Eagle Star Insurance Co. Ltd.', 'The Northern Assurance Co. Ltd.'])}`, 'Motor Department'],
    title: 'TEMPORARY COVER NOTE',
    rows: [
      ['Cover Note No.', no],
      ['Name of insured', rng.pick(NAMES_EN)],
      ['Vehicle', `${rng.pick(['Morris Minor 1000', 'Hillman Minx', 'Ford Anglia'])}, Reg. ${rng.pick(['TRV', 'LHK', 'OWD'])} ${rng.int(100, 999)}`],
      ['Cover', cover],
      ['Effective from', `${fd(start, 'uklong')}, noon`],
      ['Expiring', `${fd(end, 'uklong')}, noon`],
      ['Premium paid', `£ ${num(premium, 'en')}`],
    ],
    cols: 1,
    lines: [
      `The insured bears the first £${excess} of each claim for damage to the vehicle (excess).`,
      'This cover note is issued subject to the terms of the Company’s usual form of policy.',
      'Signed for the Company ........................ (agent)',
    ],
  });
  return {
    items: p.items,
    language: 'en',
    truth: { documentType: 'insurance', policyNumber: no, coverageType: cover, premium, effectiveStart: start, effectiveEnd: end, deductible: excess },
  };
}

/** A 1970s US declarations page: coverages in lines, a collision deductible, the term's premium. */
export function usDeclarations(rng: Random): Generated {
  const start = first(rng.date(1969, 1984));
  const end = addDays(addYear(start), 0);
  const no = `${rng.pick(['AP', 'PA'])} ${rng.int(1000000, 9999999)}`;
  const liab = rng.int(40, 110);
  const coll = rng.int(30, 90);
  const comp = rng.int(10, 40);
  const ded = rng.pick([100, 250]);
  const p = formPage({
    head: [`${rng.pick(['Cotton States Mutual Insurance Co.', 'Southern Farm Bureau Casualty', 'Peachtree Mutual Insurance'])}`, 'Family Automobile Policy'],
    title: 'DECLARATIONS',
    rows: [
      ['Policy Number', no],
      ['Named Insured', rng.pick(NAMES_EN)],
      ['Policy Period from', fd(start, 'us')],
      ['to', fd(end, 'us')],
      ['Auto', `${rng.int(1955, 1970)} ${rng.pick(['Ford Thunderbird', 'Buick Riviera', 'Chevrolet Bel Air'])}`],
      ['Collision deductible', `$${ded}`],
    ],
    lines: [
      `A  Bodily Injury & Property Damage Liability     $ ${num(liab, 'en')}`,
      `D  Comprehensive                                  $ ${num(comp, 'en')}`,
      `E  Collision, $${ded} deductible                  $ ${num(coll, 'en')}`,
    ],
    after: [['TOTAL PREMIUM', `$ ${num(liab + coll + comp, 'en')}`]],
  });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Collision',
      premium: liab + coll + comp,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: ded,
    },
  };
}

/** A club-scheme classic policy schedule of the 1990s: agreed value, limited mileage, IPT, the excess. */
export function ukClubSchedule(rng: Random): Generated {
  const start = rng.date(1995, 2004);
  const end = addDays(addYear(start), -1);
  const no = `${rng.pick(['HCC', 'VCS', 'CLS'])}/${rng.int(10000, 99999)}/${rng.int(1, 9)}`;
  const net = r2(rng.int(9000, 26000) / 100);
  const ipt = r2(net * (yearOf(start) < 1997 ? 0.025 : yearOf(start) < 1999 ? 0.04 : 0.05));
  const premium = r2(net + ipt);
  const excess = rng.pick([50, 75, 100]);
  const p = formPage({
    head: [`${rng.pick(['Footman James & Co.', 'Heritage Classic Underwriting', 'Clubline Motor Policies'])}`, 'Classic vehicle scheme for club members'],
    title: 'POLICY SCHEDULE',
    rows: [
      ['Policy number', no],
      ['Insured', rng.pick(NAMES_EN)],
      ['Period of insurance', `${fd(start, 'uk')} to ${fd(end, 'uk')}`],
      ['Cover', 'Comprehensive'],
      ['Agreed value', `£${num(rng.int(40, 180) * 100, 'en')}`],
      ['Mileage limit', `${rng.pick([1500, 3000, 5000])} miles`],
      ['Policy excess', `£${excess}`],
      ['Net premium', `£${num(net, 'en')}`],
      ['Insurance premium tax', `£${num(ipt, 'en')}`],
      ['Total premium', `£${num(premium, 'en')}`],
    ],
    cols: 1,
    boxed: true,
  });
  return {
    items: p.items,
    language: 'en',
    truth: {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Comprehensive',
      premium,
      effectiveStart: start,
      effectiveEnd: end,
      deductible: excess,
    },
  };
}

/** An Austrian Prämienvorschreibung: Haftpflicht and Teilkasko, Versicherungssteuer, the Selbstbehalt. */
export function oesterreichPraemie(rng: Random): Generated {
  const start = first(rng.date(1978, 1998));
  const end = addYear(start);
  const no = `${rng.int(10, 99)}.${rng.int(100000, 999999)}-${rng.int(1, 9)}`;
  const h = rng.int(30, 90) * 100;
  const k = rng.int(12, 40) * 100;
  const tax = r2((h + k) * 0.1);
  const sb = rng.pick([3000, 5000, 7000]);
  const p = formPage({
    head: [`${rng.pick(['Wiener Städtische Versicherung', 'Erste Allgemeine Versicherung', 'Grazer Wechselseitige'])}`, 'Kraftfahrzeugversicherung'],
    title: 'Prämienvorschreibung',
    rows: [
      ['Polizze Nr.', no],
      ['Versicherungsnehmer', rng.pick(NAMES_DE)],
      ['Kennzeichen', `${rng.pick(['W', 'G', 'L'])} ${rng.int(100, 999)}.${rng.int(100, 999)}`],
      ['Versicherungsperiode', `${fd(start, 'de')} – ${fd(end, 'de')}`],
      ['Haftpflicht', `S ${num(h, 'de')}`],
      ['Teilkasko', `S ${num(k, 'de')}`],
      ['Versicherungssteuer', `S ${num(tax, 'de')}`],
      ['Zu zahlen', `S ${num(h + k + tax, 'de')}`],
    ],
    lines: [`Teilkasko mit Selbstbehalt S ${num(sb, 'de')} je Schadensfall.`, 'Zahlbar mit beiliegendem Erlagschein.'],
  });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Teilkasko',
      premium: r2(h + k + tax),
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  };
}

/** A German Oldtimer policy of the 1990s: Haftpflicht and Teilkasko in a table, Versicherungsteuer on top. */
export function oldtimerVersicherungsschein(rng: Random): Generated {
  const start = first(rng.date(1992, 2001));
  const end = addYear(start);
  const no = `OT ${rng.int(1000, 9999)} ${rng.int(100000, 999999)}`;
  const h = r2(rng.int(8000, 19000) / 100);
  const k = r2(rng.int(4000, 16000) / 100);
  const rate = yearOf(start) < 1993 ? 10 : yearOf(start) < 2002 ? 15 : 16;
  const tax = r2(((h + k) * rate) / 100);
  const sb = rng.pick([150, 300, 500]);
  const p = formPage({
    head: [
      `${rng.pick(['Mannheimer Versicherung AG', 'Württembergische Versicherung AG', 'Nürnberger Versicherung'])}`,
      'Oldtimer-Tarif · Saisonkennzeichen 04–10',
    ],
    title: 'Versicherungsschein',
    rows: [
      ['Versicherungsschein-Nr.', no],
      ['Versicherungsnehmer', rng.pick(NAMES_DE)],
      ['Beginn', fd(start, 'de')],
      ['Ablauf', fd(end, 'de')],
      ['Fahrzeug', rng.pick(['Mercedes-Benz 280 SL', 'Porsche 912', 'VW Käfer Cabriolet'])],
      ['Selbstbeteiligung Teilkasko', `${sb} DM`],
    ],
    boxed: true,
    lines: [
      `Kfz-Haftpflicht                    ${num(h, 'de')} DM`,
      `Teilkasko                          ${num(k, 'de')} DM`,
      `Versicherungsteuer ${rate} %          ${num(tax, 'de')} DM`,
    ],
    after: [['Jahresbeitrag', `${num(r2(h + k + tax), 'de')} DM`]],
  });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Teilkasko',
      premium: r2(h + k + tax),
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  };
}

/** A Swiss Vollkasko police: the premium with the federal stamp duty, the Selbstbehalt, CHF. */
export function schweizPolice(rng: Random): Generated {
  const start = first(rng.date(1985, 2000));
  const end = addDays(addYear(start), -1);
  const no = `${rng.int(10, 99)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const net = r2(rng.int(40000, 140000) / 100);
  const stamp = r2(net * 0.05);
  const sb = rng.pick([500, 1000, 1500]);
  const p = formPage({
    head: [`${rng.pick(['Zürich Versicherungs-Gesellschaft', 'Winterthur-Versicherungen', 'Basler Versicherungen'])}`, 'Motorfahrzeug-Versicherung'],
    title: 'Police',
    rows: [
      ['Police-Nr.', no],
      ['Versicherungsnehmer', rng.pick(NAMES_DE)],
      ['Vertragsbeginn', fd(start, 'de')],
      ['Vertragsablauf', fd(end, 'de')],
      ['Deckung', 'Vollkasko'],
      ['Selbstbehalt', `Fr. ${num(sb, 'ch')}`],
      ['Nettoprämie', `Fr. ${num(net, 'ch')}`],
      ['Eidg. Stempelabgabe 5 %', `Fr. ${num(stamp, 'ch')}`],
    ],
    after: [['Jahresprämie total', `Fr. ${num(r2(net + stamp), 'ch')}`]],
  });
  return {
    items: p.items,
    language: 'de',
    truth: {
      documentType: 'insurance',
      policyNumber: no,
      coverageType: 'Vollkasko',
      premium: r2(net + stamp),
      effectiveStart: start,
      effectiveEnd: end,
      deductible: sb,
    },
  };
}

// ── Registrations ──

/** A British logbook (RF 60): the book's serial, the registration mark, owners' entries, no expiry. */
export function rf60Logbook(rng: Random): Generated {
  const serial = `${rng.pick(['A', 'B', 'C'])} ${rng.int(100000, 999999)}`;
  const mark = `${rng.pick(['VKX', 'MPJ', 'DGU', 'RYA'])} ${rng.int(100, 999)}`;
  const p = formPage({
    serif: true,
    head: ['R.F. 60', `${rng.pick(['Surrey', 'Worcestershire', 'Lancashire'])} County Council`],
    title: 'REGISTRATION BOOK',
    rows: [
      ['Serial No. of this book', serial],
      ['Registration Mark', mark],
      ['Make', rng.pick(['Rover', 'Riley', 'Austin', 'Wolseley'])],
      ['Type of body', rng.pick(['Saloon', 'Tourer', 'Estate car'])],
      ['Chassis No.', String(rng.int(100000, 999999))],
      ['Date of first registration', fd(rng.date(1950, 1965), 'uklong')],
    ],
    cols: 1,
    lines: [
      'Change of ownership: the new owner must at once notify the Council.',
      `Owner: ${rng.pick(NAMES_EN)}   Date of acquisition: ${fd(rng.date(1960, 1973), 'uk')}`,
    ],
  });
  return { items: p.items, language: 'en', truth: { documentType: 'registration', registrationNumber: serial, plateNumber: mark } };
}

/** A Florida registration certificate of the 1970s: the certificate number, plate, the expiry. */
export function floridaRegistration(rng: Random): Generated {
  const exp = rng.date(1971, 1985);
  const no = String(rng.int(10000000, 99999999));
  const plate = `${rng.int(1, 67)}W-${rng.int(1000, 9999)}`;
  const p = formPage({
    head: ['STATE OF FLORIDA', 'Department of Highway Safety and Motor Vehicles'],
    title: 'REGISTRATION CERTIFICATE',
    rows: [
      ['CERTIFICATE NO.', no],
      ['PLATE NO.', plate],
      ['YEAR / MAKE', `${rng.int(1956, 1972)} ${rng.pick(['CADI', 'PONT', 'MERC'])}`],
      ['EXPIRES', fd(exp, 'us')],
      ['OWNER', rng.pick(NAMES_EN).toUpperCase()],
      ['FEE', `$${rng.int(12, 48)}.00`],
    ],
    boxed: true,
    cols: 2,
  });
  return { items: p.items, language: 'en', truth: { documentType: 'registration', registrationNumber: no, plateNumber: plate, expiryDate: exp } };
}

/** The Swiss grey card (Fahrzeugausweis): numbered boxes, the card's own number, the canton's plate. */
export function grauerAusweis(rng: Random): Generated {
  const no = `${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const plate = `${rng.pick(['ZH', 'BE', 'SG', 'GR'])} ${rng.int(1000, 299999)}`;
  const p = formPage({
    head: ['Schweizerische Eidgenossenschaft', 'Strassenverkehrsamt'],
    title: 'Fahrzeugausweis',
    rows: [
      ['Ausweis-Nr.', no],
      ['15 Kontrollschild', plate],
      ['01 Halter', rng.pick(NAMES_DE)],
      ['21 Marke und Typ', rng.pick(['Mercedes-Benz 230', 'Volvo 122 S', 'Peugeot 404'])],
      ['23 Fahrgestell-Nr.', String(rng.int(1000000, 9999999))],
      ['36 1. Inverkehrsetzung', fd(rng.date(1958, 1975), 'de')],
    ],
    boxed: true,
    cols: 2,
    lines: [`Ausgestellt am ${fd(rng.date(1976, 1995), 'de')}`],
  });
  return { items: p.items, language: 'de', truth: { documentType: 'registration', registrationNumber: no, plateNumber: plate } };
}

/** A West German Fahrzeugschein of the 1960s–80s: its number top right, the amtliches Kennzeichen. */
export function fahrzeugscheinAlt(rng: Random): Generated {
  const no = `${rng.pick(['C', 'D', 'E'])} ${rng.int(1000000, 9999999)}`;
  const plate = `${rng.pick(['BI', 'HF', 'MI', 'PB'])}-${rng.pick(['A', 'K', 'TR'])} ${rng.int(1, 999)}`;
  const p = formPage({
    head: ['Bundesrepublik Deutschland', `Straßenverkehrsamt ${rng.pick(['Bielefeld', 'Herford', 'Minden', 'Paderborn'])}`],
    title: 'Fahrzeugschein',
    rows: [
      ['Nr.', no],
      ['Amtliches Kennzeichen', plate],
      ['Hersteller', rng.pick(['Adam Opel AG', 'Ford-Werke AG', 'Auto Union GmbH'])],
      ['Fahrzeug-Ident.-Nr.', String(rng.int(10000000, 99999999))],
      ['Tag der ersten Zulassung', fd(rng.date(1960, 1980), 'de')],
      ['Nächste Hauptuntersuchung', `${rng.int(1, 12)}/${rng.int(1982, 1990)}`],
    ],
    cols: 1,
  });
  return { items: p.items, language: 'de', truth: { documentType: 'registration', registrationNumber: no, plateNumber: plate } };
}

/** An Austrian Zulassungsschein: the Schein's number, the Kennzeichen, the Behörde. */
export function zulassungsscheinAT(rng: Random): Generated {
  const no = `${rng.pick(['A', 'B'])}${rng.int(100000, 999999)}`;
  const plate = `${rng.pick(['S', 'T', 'K'])} ${rng.int(100, 999)}.${rng.int(100, 999)}`;
  const p = formPage({
    serif: true,
    head: ['Republik Österreich', `Bezirkshauptmannschaft ${rng.pick(['Zell am See', 'Kufstein', 'Villach-Land'])}`],
    title: 'Zulassungsschein',
    rows: [
      ['Zulassungsschein Nr.', no],
      ['Kennzeichen', plate],
      ['Zulassungsbesitzer', rng.pick(NAMES_DE)],
      ['Marke, Type', rng.pick(['Puch 500 D', 'Opel Kadett B', 'Fiat 128'])],
      ['Fahrgestellnummer', String(rng.int(1000000, 9999999))],
      ['Datum der Zulassung', fd(rng.date(1970, 1992), 'de')],
    ],
    cols: 1,
    boxed: true,
  });
  return { items: p.items, language: 'de', truth: { documentType: 'registration', registrationNumber: no, plateNumber: plate } };
}

// ── Titles ──

/** A Kraftfahrzeugbrief of the 1950s–70s: first registration and the owners' entries, the Brief's issue date. */
export function kraftfahrzeugbrief(rng: Random): Generated {
  const firstReg = rng.date(1954, 1972);
  const issued = firstReg;
  const later = addDays(firstReg, rng.int(700, 3000));
  const p = formPage({
    serif: true,
    head: ['Bundesrepublik Deutschland', 'Kraftfahrt-Bundesamt'],
    title: 'Kraftfahrzeugbrief',
    rows: [
      ['Brief-Nr.', `${rng.pick(['A', 'B'])} ${rng.int(1000000, 9999999)}`],
      ['Hersteller', rng.pick(['Borgward', 'NSU Motorenwerke', 'Daimler-Benz AG'])],
      ['Fahrgestell-Nr.', String(rng.int(100000, 999999))],
      ['Tag der ersten Zulassung', fd(firstReg, 'de')],
    ],
    cols: 1,
    lines: [`1. Halter: ${rng.pick(NAMES_DE)}`, `2. Halter: ${rng.pick(NAMES_DE)}, eingetragen ${fd(later, 'de')}`],
    after: [['Ausgefertigt am', fd(issued, 'de')]],
  });
  return { items: p.items, language: 'de', truth: { documentType: 'title', date: issued } };
}

/** An Austrian Typenschein for a single vehicle: the Landesregierung's approval date. */
export function typenschein(rng: Random): Generated {
  const issued = rng.date(1960, 1980);
  const p = formPage({
    head: [`Amt der ${rng.pick(['Salzburger', 'Tiroler', 'Kärntner'])} Landesregierung`, 'Kraftfahrwesen'],
    title: 'Typenschein (Einzelgenehmigung)',
    rows: [
      ['Nr.', String(rng.int(10000, 99999))],
      ['Fahrzeugart', 'Personenkraftwagen'],
      ['Marke', rng.pick(['Steyr-Puch', 'Austro-Fiat', 'Volkswagen'])],
      ['Fahrgestellnummer', String(rng.int(1000000, 9999999))],
      ['Baujahr', String(yearOf(issued) - rng.int(0, 1))],
    ],
    cols: 1,
    after: [['Genehmigt am', fd(issued, 'delong')]],
  });
  return { items: p.items, language: 'de', truth: { documentType: 'title', date: issued } };
}

/** A Georgia certificate of title of the 1970s: issue date apart from the purchase and first sale. */
export function georgiaTitle(rng: Random): Generated {
  const issued = rng.date(1970, 1989);
  const bought = addDays(issued, -rng.int(10, 40));
  const p = formPage({
    head: ['STATE OF GEORGIA', 'Department of Revenue · Motor Vehicle Division'],
    title: 'CERTIFICATE OF TITLE',
    rows: [
      ['TITLE NO.', String(rng.int(100000000, 999999999))],
      ['YEAR', String(rng.int(1955, 1975))],
      ['MAKE', rng.pick(['OLDS', 'DODGE', 'FORD'])],
      ['VEHICLE ID NO.', `${rng.int(1, 9)}${rng.pick(['H', 'K', 'L'])}${rng.int(10000000, 99999999)}`],
      ['DATE PURCHASED', fd(bought, 'us')],
      ['DATE ISSUED', fd(issued, 'us')],
      ['OWNER', rng.pick(NAMES_EN).toUpperCase()],
      ['FIRST LIEN', 'NONE'],
    ],
    boxed: true,
  });
  return { items: p.items, language: 'en', truth: { documentType: 'title', date: issued } };
}

/** A Michigan title of the 1960s: the Secretary of State's issue date, owner, a released lien. */
export function michiganTitle(rng: Random): Generated {
  const issued = rng.date(1958, 1969);
  const release = addDays(issued, rng.int(300, 900));
  const p = formPage({
    serif: true,
    head: ['STATE OF MICHIGAN', 'Secretary of State'],
    title: 'CERTIFICATE OF TITLE TO A MOTOR VEHICLE',
    rows: [
      ['Title No.', `${rng.pick(['C', 'D'])}-${rng.int(1000000, 9999999)}`],
      ['Make and Model', rng.pick(['Studebaker Lark', 'Rambler Classic', 'Ford Falcon'])],
      ['Serial No.', String(rng.int(10000000, 99999999))],
      ['Date of Issue', fd(issued, 'uslong')],
      ['Owner', rng.pick(NAMES_EN)],
    ],
    cols: 1,
    lines: [`Lien released ${fd(release, 'us')} by ${rng.pick(['Detroit Bank & Trust', 'Michigan National Bank'])}`],
  });
  return { items: p.items, language: 'en', truth: { documentType: 'title', date: issued } };
}
