/**
 * The unseen-ba author's kit: people, places, cars, plates and identifiers of the six markets (DE, AT, CH, NL, UK, US),
 * money with its currency as each market prints it, and the jobs and parts a workshop writes around a sale.
 */
import { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export type Market = 'DE' | 'AT' | 'CH' | 'NL' | 'UK' | 'US';

export const page = (y = 56) => {
  const p = new PageBuilder();
  p.y = y;
  return p;
};

const FIRST_DE = [
  'Klaus',
  'Jürgen',
  'Monika',
  'Stefan',
  'Andrea',
  'Wolfgang',
  'Sabine',
  'Thomas',
  'Petra',
  'Markus',
  'Ursula',
  'Dieter',
  'Heike',
  'Reto',
  'Urs',
  'Franz',
  'Johanna',
  'Lukas',
];
const LAST_DE = [
  'Hoffmann',
  'Brandstätter',
  'Keller',
  'Wagner',
  'Schäfer',
  'Zimmermann',
  'Huber',
  'Gruber',
  'Meier',
  'Baumann',
  'Lehmann',
  'Krüger',
  'Steiner',
  'Vogt',
  'Aebischer',
  'Pichler',
  'Janssen',
  'de Vries',
];
const FIRST_EN = [
  'Robert',
  'Susan',
  'David',
  'Margaret',
  'James',
  'Linda',
  'Graham',
  'Patricia',
  'Nigel',
  'Karen',
  'Michael',
  'Janet',
  'Alan',
  'Gary',
  'Deborah',
  'Peter',
  'Hannah',
  'Tyler',
];
const LAST_EN = [
  'Whitfield',
  'Carter',
  'Holloway',
  'Brennan',
  'Sutcliffe',
  'Morgan',
  'Delaney',
  'Pritchard',
  'Hughes',
  'Okafor',
  'Kowalski',
  'Fairbairn',
  'Abernathy',
  'Lindqvist',
  'Garrett',
  'Reyes',
];

export const personDe = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEn = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;
export const person = (rng: Random, m: Market) => (m === 'UK' || m === 'US' ? personEn(rng) : personDe(rng));

const PLACES: Record<Market, [string, string][]> = {
  DE: [
    ['80331', 'München'],
    ['70173', 'Stuttgart'],
    ['50667', 'Köln'],
    ['22089', 'Hamburg'],
    ['90402', 'Nürnberg'],
    ['33602', 'Bielefeld'],
    ['79098', 'Freiburg i. Br.'],
    ['65183', 'Wiesbaden'],
  ],
  AT: [
    ['1100', 'Wien'],
    ['5020', 'Salzburg'],
    ['8010', 'Graz'],
    ['4020', 'Linz'],
    ['6020', 'Innsbruck'],
  ],
  CH: [
    ['8004', 'Zürich'],
    ['3011', 'Bern'],
    ['4051', 'Basel'],
    ['6003', 'Luzern'],
    ['9000', 'St. Gallen'],
  ],
  NL: [
    ['1017 CE', 'Amsterdam'],
    ['3511 LX', 'Utrecht'],
    ['5611 AZ', 'Eindhoven'],
    ['2513 AA', 'Den Haag'],
  ],
  UK: [
    ['GL7 1QA', 'Cirencester'],
    ['HG1 2RE', 'Harrogate'],
    ['CV1 3HB', 'Coventry'],
    ['RG14 5AA', 'Newbury'],
    ['EH3 9QJ', 'Edinburgh'],
  ],
  US: [
    ['CA 93101', 'Santa Barbara'],
    ['AZ 85251', 'Scottsdale'],
    ['FL 33139', 'Miami Beach'],
    ['CT 06830', 'Greenwich'],
    ['TX 78701', 'Austin'],
    ['OR 97204', 'Portland'],
  ],
};
const STREETS: Record<Market, string[]> = {
  DE: ['Industriestraße', 'Landsberger Str.', 'Am Gewerbepark', 'Bahnhofstraße', 'Hauptstr.', 'Lindenallee'],
  AT: ['Triester Straße', 'Gewerbestraße', 'Linzer Gasse', 'Hauptplatz'],
  CH: ['Badenerstrasse', 'Industriestrasse', 'Seestrasse', 'Bahnhofplatz'],
  NL: ['Industrieweg', 'Kanaalstraat', 'Marktplein', 'Stationsweg'],
  UK: ['Station Road', 'Mill Lane', 'High Street', 'Unit 4, Brookside Estate', 'London Road'],
  US: ['Ocean Avenue', 'W. Industrial Pkwy', 'Main Street', 'Commerce Drive', 'Old Post Road'],
};

export function address(rng: Random, m: Market): [string, string] {
  const [zip, city] = rng.pick(PLACES[m]);
  const no = rng.int(2, 140);
  const street = rng.pick(STREETS[m]);
  if (m === 'UK') return [`${no} ${street}`, `${city} ${zip}`];
  if (m === 'US') {
    const [st, z] = zip.split(' ');
    return [`${no * 10 + rng.int(0, 9)} ${street}`, `${city}, ${st} ${z}`];
  }
  const prefix = m === 'AT' ? 'A-' : m === 'CH' ? 'CH-' : m === 'NL' ? 'NL-' : '';
  return [`${street} ${no}`, `${rng.chance(0.4) && m !== 'NL' ? prefix : ''}${zip} ${city}`];
}
export const cityOf = (addr: [string, string]) =>
  addr[1]
    .replace(/^[A-Z]{1,2}-/, '')
    .replace(/^[\d]{4,5}( [A-Z]{2})? /, '')
    .replace(/,.*$/, '')
    .replace(/ [A-Z0-9]{2,4} [A-Z0-9]{3}$/, '');

export function phone(rng: Random, m: Market): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  switch (m) {
    case 'DE':
      return `0${rng.int(30, 9999)} / ${d(3)} ${d(2)}-${d(2)}`;
    case 'AT':
      return `0${rng.int(1, 732)} ${d(3)} ${d(2)}`;
    case 'CH':
      return `0${rng.int(21, 91)} ${d(3)} ${d(2)} ${d(2)}`;
    case 'NL':
      return `+31 (0)${rng.int(10, 79)} ${d(3)} ${d(4)}`;
    case 'UK':
      return `0${rng.int(1200, 1999)} ${d(6)}`;
    case 'US':
      return `(${rng.int(201, 989)}) ${d(3)}-${d(4)}`;
  }
}

export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => LET[rng.int(0, LET.length - 1)]).join('');

/** Cars of the classic market with their build years. */
const CARS: [string, string, number, number, string][] = [
  ['Porsche', '911 2.7', 1973, 1977, 'WP0ZZZ91Z'],
  ['Porsche', '911 Carrera 3.2', 1984, 1989, 'WP0ZZZ91Z'],
  ['Mercedes-Benz', '280 SL (W 113)', 1968, 1971, 'WDB'],
  ['Mercedes-Benz', '450 SLC', 1973, 1980, 'WDB'],
  ['Mercedes-Benz', '190 E 2.3-16', 1984, 1988, 'WDB2010341'],
  ['BMW', '2002 tii', 1971, 1975, 'WBA'],
  ['BMW', 'M3 (E30)', 1986, 1991, 'WBSAK0'],
  ['Volkswagen', 'Käfer 1303 Cabriolet', 1973, 1979, 'WVWZZZ15Z'],
  ['Volkswagen', 'Golf GTI (Mk1)', 1977, 1983, 'WVWZZZ17Z'],
  ['Jaguar', 'E-Type Series 3 V12', 1971, 1974, 'SAJ'],
  ['Jaguar', 'XJ-S 5.3', 1976, 1990, 'SAJJNAEW3'],
  ['Triumph', 'TR6', 1970, 1976, 'CP'],
  ['MG', 'MGB GT', 1970, 1980, 'GHD5'],
  ['Land Rover', 'Series III 88', 1972, 1984, 'SALLBCAG1'],
  ['Alfa Romeo', 'Spider 2000 Veloce', 1971, 1985, 'ZAR'],
  ['Lancia', 'Fulvia Coupé', 1970, 1976, 'ZLA'],
  ['Ford', 'Mustang Fastback', 1970, 1973, '1F'],
  ['Chevrolet', 'Corvette Stingray', 1970, 1982, '1Z37'],
  ['Volvo', 'P1800 ES', 1971, 1973, 'YV1'],
  ['Saab', '900 Turbo', 1979, 1993, 'YS3AT'],
  ['Audi', 'quattro', 1980, 1991, 'WAUZZZ85Z'],
  ['Toyota', 'Land Cruiser FJ40', 1970, 1984, 'FJ40'],
  ['Datsun', '240Z', 1970, 1973, 'HLS30'],
  ['Ferrari', '308 GTS', 1977, 1985, 'ZFFHA02A'],
];
export interface Car {
  make: string;
  model: string;
  year: number;
  vin: string;
  km: number;
  colour: string;
}
const VCHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export function car(rng: Random, before: number, lang: 'de' | 'en' = 'en'): Car {
  const fit = CARS.filter((c) => c[2] <= before);
  const [make, model, y0, y1, pre] = rng.pick(fit.length ? fit : CARS);
  const year = rng.int(y0, Math.min(y1, before));
  let vin: string;
  if (year >= 1981) {
    vin = pre;
    while (vin.length < 11) vin += VCHARS[rng.int(0, VCHARS.length - 1)];
    vin += digits(rng, 17 - vin.length);
    vin = vin.slice(0, 17);
  } else vin = `${pre}${digits(rng, rng.int(6, 8))}`;
  const colours =
    lang === 'de'
      ? ['silbermetallic', 'signalgelb', 'dunkelblau', 'weiß', 'rot', 'moosgrün metallic', 'anthrazit']
      : ['British Racing Green', 'Old English White', 'Signal Red', 'Silver', 'Black', 'Royal Blue', 'Primrose'];
  return { make, model, year, vin, km: rng.int(18, 240) * 1000 + rng.int(0, 999), colour: rng.pick(colours) };
}

export function plate(rng: Random, m: Market, year = 2000, hist = false): string {
  switch (m) {
    case 'DE': {
      const k = rng.pick(['M', 'S', 'K', 'HH', 'N', 'BI', 'FR', 'WI', 'LB', 'ES']);
      return `${k}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${hist ? 'H' : ''}`;
    }
    case 'AT':
      return `${rng.pick(['W', 'S', 'G', 'L', 'I', 'MD', 'BN'])}-${rng.int(100, 99999)}${letters(rng, 1)}`;
    case 'CH':
      return `${rng.pick(['ZH', 'BE', 'BS', 'LU', 'SG', 'AG'])} ${rng.int(1000, 599999)}`;
    case 'NL':
      return `${letters(rng, 2)}-${digits(rng, 2)}-${letters(rng, 2)}`;
    case 'UK':
      if (year < 2001) return `${letters(rng, 3)} ${rng.int(10, 999)}${letters(rng, 1)}`;
      return `${letters(rng, 2)}${digits(rng, 2)} ${letters(rng, 3)}`;
    case 'US':
      return `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`;
  }
}

/** Money in a market's usual print, with or without the currency sign. */
export function money(n: number, style: NumStyle, cur = '', after = false): string {
  const s = num(n, style);
  if (!cur) return s;
  return after ? `${s} ${cur}` : cur.length === 1 ? `${cur}${s}` : `${cur} ${s}`;
}

/** Workshop jobs and parts of a pre-purchase check or a first service after a sale. */
export const JOBS_DE = [
  'Ankaufsuntersuchung mit Probefahrt',
  'Kompressionsdruck aller Zylinder prüfen',
  'Fahrzeug auf Hebebühne, Unterboden/Hohlräume prüfen',
  'Motoröl und Ölfilter wechseln',
  'Zündung einstellen, Schließwinkel messen',
  'Vergaser synchronisieren, CO einstellen',
  'Bremsflüssigkeit erneuern',
  'Bremsen vorn überholen',
  'Ventilspiel einstellen',
  'Kühlsystem abdrücken, Frostschutz prüfen',
  'Achsvermessung',
  'Batterie prüfen und laden',
  'Hauptuntersuchung vorführen (§ 29 StVZO)',
  'Fahrzeug für Übergabe aufbereiten',
  'Zahnriemen und Spannrolle erneuern',
];
export const PARTS_DE: [string, number, number][] = [
  ['Ölfilter', 8, 28],
  ['Motoröl 20W-50 (Liter)', 6, 16],
  ['Zündkerzen (Satz)', 14, 48],
  ['Unterbrecherkontakt', 9, 26],
  ['Verteilerfinger', 6, 22],
  ['Luftfilterelement', 12, 38],
  ['Bremsbeläge vorn (Satz)', 38, 120],
  ['Bremsflüssigkeit DOT 4', 9, 22],
  ['Keilriemen', 11, 34],
  ['Kühlerschlauch oben', 18, 64],
  ['Zahnriemensatz', 90, 240],
  ['Kraftstofffilter', 9, 30],
  ['Wischerblätter (Paar)', 12, 36],
  ['Batterie 12 V 44 Ah', 70, 160],
];
export const JOBS_EN = [
  'Pre-purchase inspection incl. road test',
  'Compression and leak-down test',
  'Lift inspection: floors, sills, chassis rails',
  'Engine oil and filter change',
  'Set ignition timing and dwell',
  'Balance carburettors, set mixture',
  'Brake fluid flush',
  'Overhaul front brake calipers',
  'Adjust valve clearances',
  'Pressure test cooling system',
  'Four-wheel alignment',
  'Replace timing belt and tensioner',
  'Road test and report',
  'MOT test',
  'Coolant flush and refill',
];
export const PARTS_EN: [string, number, number][] = [
  ['Oil filter', 6, 24],
  ['Engine oil 20W-50 (5 L)', 22, 60],
  ['Spark plugs (set)', 12, 44],
  ['Contact breaker points', 7, 22],
  ['Distributor cap', 14, 40],
  ['Rotor arm', 5, 18],
  ['Air filter element', 9, 32],
  ['Front brake pads', 28, 95],
  ['Brake fluid DOT 4', 8, 20],
  ['Fan belt', 9, 28],
  ['Top radiator hose', 16, 55],
  ['Fuel filter', 7, 26],
  ['Wiper blades (pair)', 10, 30],
  ['Coolant (5 L)', 14, 35],
];

/** Price level of a year relative to 2020 (rough, enough for believable amounts). */
export const level = (year: number) => (year < 1980 ? 0.35 : year < 1990 ? 0.5 : year < 2000 ? 0.65 : year < 2010 ? 0.8 : year < 2020 ? 0.92 : 1.05);

export interface Line {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
export function pickParts(rng: Random, cat: [string, number, number][], n: number, f: number): Line[] {
  return rng.some(cat, n).map(([text, lo, hi]) => {
    const qty = text.includes('Liter') ? rng.int(4, 8) : rng.chance(0.2) ? 2 : 1;
    const unit = r2((lo + rng.next() * (hi - lo)) * f);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}
export function pickJobs(rng: Random, cat: string[], n: number, rate: number): Line[] {
  return rng.some(cat, n).map((text) => {
    const qty = rng.int(2, 16) / 4;
    return { text, qty, unit: rate, amount: r2(qty * rate) };
  });
}
/** A whole-number amount in steps. */
export const round = (rng: Random, lo: number, hi: number, step: number) => Math.round((lo + rng.next() * (hi - lo)) / step) * step;
