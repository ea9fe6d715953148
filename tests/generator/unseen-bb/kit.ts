/**
 * unseen-bb's own kit: the everyday classic owner's world (names, towns, cars, plates, chassis numbers), prices of
 * the years in DM, EUR, £ and $, the VAT rates by date, and the jobs and parts an independent workshop bills, grouped
 * as they come together on a bill. Each family still lays out its own page and words.
 */
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export type Cur = 'DM' | 'EUR' | 'GBP' | 'USD';

/** A price index (2020 = 1) for a date. */
const IDX: [number, number][] = [
  [1978, 0.42],
  [1985, 0.55],
  [1990, 0.62],
  [1995, 0.72],
  [2000, 0.78],
  [2005, 0.85],
  [2010, 0.9],
  [2015, 0.96],
  [2020, 1.0],
  [2023, 1.17],
  [2026, 1.24],
];
export function index(year: number): number {
  for (let i = 1; i < IDX.length; i++) {
    const [y0, v0] = IDX[i - 1];
    const [y1, v1] = IDX[i];
    if (year <= y1) return v0 + ((v1 - v0) * (Math.max(year, y0) - y0)) / (y1 - y0);
  }
  return IDX[IDX.length - 1][1];
}
const RATE: Record<Cur, number> = { DM: 1.95583, EUR: 1, GBP: 0.86, USD: 1.12 };

/** A 2020-euro base price as printed in a year and currency, rounded as shops round. */
export function price(base: number, year: number, cur: Cur, rng: Random): number {
  const v = base * index(year) * RATE[cur] * (0.88 + rng.next() * 0.26);
  if (v > 50) return Math.round(v * 2) / 2;
  return r2(v);
}

/** German VAT by date (with the half year of 16 % in 2020). */
export function vatDe(iso: string): number {
  if (iso < '1979-07-01') return 12;
  if (iso < '1983-07-01') return 13;
  if (iso < '1993-01-01') return 14;
  if (iso < '1998-04-01') return 15;
  if (iso < '2007-01-01') return 16;
  if (iso >= '2020-07-01' && iso <= '2020-12-31') return 16;
  return 19;
}
/** UK VAT by date. */
export function vatUk(iso: string): number {
  if (iso < '1979-06-18') return 8;
  if (iso < '1991-04-01') return 15;
  if (iso >= '2008-12-01' && iso < '2010-01-01') return 15;
  if (iso < '2011-01-04') return 17.5;
  return 20;
}

export const money = (n: number, style: NumStyle) => num(n, style);
export const pct = (p: number, style: 'de' | 'en') => (style === 'de' ? String(p).replace('.', ',') : String(p));

export const DE_FIRST = [
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Peter',
  'Hans-Dieter',
  'Rainer',
  'Uwe',
  'Manfred',
  'Thomas',
  'Michael',
  'Gabriele',
  'Monika',
  'Sabine',
  'Andreas',
  'Bernd',
  'Heike',
  'Stefan',
  'Dieter',
  'Ute',
  'Frank',
];
export const DE_LAST = [
  'Schneider',
  'Hoffmann',
  'Becker',
  'Wagner',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Brandt',
  'Vogel',
  'Friedrich',
  'Keller',
  'Böhm',
];
export const EN_FIRST = [
  'David',
  'Peter',
  'Graham',
  'Susan',
  'Ian',
  'Colin',
  'Margaret',
  'Richard',
  'Alan',
  'Trevor',
  'Gary',
  'Linda',
  'Robert',
  'James',
  'Karen',
  'Mark',
  'Paul',
  'Nigel',
  'Steven',
  'Carol',
];
export const EN_LAST = [
  'Taylor',
  'Walker',
  'Hughes',
  'Turner',
  'Wright',
  'Cooper',
  'Harris',
  'Morgan',
  'Clarke',
  'Baker',
  'Fletcher',
  'Bennett',
  'Kowalski',
  'Miller',
  'Anderson',
  'Peterson',
  'Reynolds',
  'Dawson',
  'Holt',
  'Marsh',
  'Sullivan',
  'Barnes',
];

export const name = (rng: Random, lang: 'de' | 'en') =>
  lang === 'de' ? `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}` : `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;
export const surname = (rng: Random, lang: 'de' | 'en') => rng.pick(lang === 'de' ? DE_LAST : EN_LAST);

/** German towns with postcode and plate district. */
export const DE_TOWNS: [string, string, string][] = [
  ['Bielefeld', '33602', 'BI'],
  ['Kassel', '34117', 'KS'],
  ['Würzburg', '97070', 'WÜ'],
  ['Osnabrück', '49074', 'OS'],
  ['Heilbronn', '74072', 'HN'],
  ['Göttingen', '37073', 'GÖ'],
  ['Landshut', '84028', 'LA'],
  ['Paderborn', '33098', 'PB'],
  ['Fulda', '36037', 'FD'],
  ['Offenburg', '77652', 'OG'],
  ['Lüneburg', '21335', 'LG'],
  ['Siegen', '57072', 'SI'],
  ['Rosenheim', '83022', 'RO'],
  ['Koblenz', '56068', 'KO'],
];
export const DE_STREETS = [
  'Hauptstraße',
  'Industriestraße',
  'Bahnhofstraße',
  'Gartenweg',
  'Am Mühlbach',
  'Lindenallee',
  'Gewerbering',
  'Schillerstraße',
  'Im Kleefeld',
  'Dorfstraße',
  'Raiffeisenstraße',
  'Birkenweg',
];
export const UK_TOWNS: [string, string][] = [
  ['Reading', 'RG1'],
  ['Swindon', 'SN2'],
  ['Stockport', 'SK4'],
  ['Kettering', 'NN15'],
  ['Harrogate', 'HG1'],
  ['Shrewsbury', 'SY1'],
  ['Taunton', 'TA1'],
  ['Chelmsford', 'CM2'],
  ['Derby', 'DE22'],
  ['Maidstone', 'ME14'],
  ['Kendal', 'LA9'],
  ['Hereford', 'HR4'],
];
export const UK_STREETS = [
  'Station Road',
  'Mill Lane',
  'High Street',
  'Church Road',
  'Victoria Street',
  'Park Avenue',
  'Riverside Way',
  'The Green',
  'London Road',
  'Orchard Close',
];
export const US_TOWNS: [string, string, string][] = [
  ['Dayton', 'OH', '45402'],
  ['Fresno', 'CA', '93721'],
  ['Boise', 'ID', '83702'],
  ['Lansing', 'MI', '48933'],
  ['Spokane', 'WA', '99201'],
  ['Tulsa', 'OK', '74103'],
  ['Albany', 'NY', '12207'],
  ['Peoria', 'IL', '61602'],
  ['Allentown', 'PA', '18101'],
  ['Chattanooga', 'TN', '37402'],
  ['Madison', 'WI', '53703'],
  ['Eugene', 'OR', '97401'],
];
export const US_STREETS = [
  'Main St',
  'Oak Ave',
  'N 5th St',
  'Industrial Pkwy',
  'Maple Dr',
  'Route 9',
  'Elm St',
  'W Washington Blvd',
  'Commerce Dr',
  'Lincoln Hwy',
];

export const deAddress = (rng: Random) => {
  const t = rng.pick(DE_TOWNS);
  return { street: `${rng.pick(DE_STREETS)} ${rng.int(1, 140)}`, town: t[0], zip: t[1], district: t[2], line2: `${t[1]} ${t[0]}` };
};
export const ukAddress = (rng: Random) => {
  const t = rng.pick(UK_TOWNS);
  const L = 'ABDEFGHJLNPQRSTUWXYZ';
  const pc = `${t[1]} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${L[rng.int(0, L.length - 1)]}`;
  return { street: `${rng.int(1, 98)} ${rng.pick(UK_STREETS)}`, town: t[0], postcode: pc };
};
export const usAddress = (rng: Random) => {
  const t = rng.pick(US_TOWNS);
  return { street: `${rng.int(100, 9899)} ${rng.pick(US_STREETS)}`, town: t[0], state: t[1], zip: t[2], line2: `${t[0]}, ${t[1]} ${t[2]}` };
};

const LET = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (rng: Random, n: number) => Array.from({ length: n }, () => LET[rng.int(0, LET.length - 1)]).join('');
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
export { letters, digits };

/** A German plate for a district; `h` adds the H (historic) suffix. */
export function dePlate(rng: Random, district: string, h = false): string {
  return `${district}-${letters(rng, rng.int(1, 2))} ${rng.int(1, h ? 999 : 9999)}${h ? 'H' : ''}`;
}
/** A UK plate of the car's registration year. */
export function ukPlate(rng: Random, year: number): string {
  const suffix = 'ABCDEFGHJKLMNPRSTVWXY';
  if (year < 1983) return `${letters(rng, 3)} ${rng.int(10, 999)}${suffix[Math.min(year - 1963, 20) < 0 ? 0 : Math.min(year - 1963, 20)]}`;
  if (year < 2001) return `${suffix[Math.min(year - 1983, 20)]}${rng.int(10, 999)} ${letters(rng, 3)}`;
  return `${letters(rng, 2)}${String(year % 100).padStart(2, '0')} ${letters(rng, 3)}`;
}
export function usPlate(rng: Random): string {
  return rng.pick([
    () => `${letters(rng, 3)}-${digits(rng, 4)}`,
    () => `${rng.int(1, 9)}${letters(rng, 3)}${digits(rng, 3)}`,
    () => `${letters(rng, 3)} ${digits(rng, 3)}`,
  ])();
}

/** A 17-character VIN (1981 on) or an older maker's chassis number. */
export function vin17(rng: Random, wmi: string): string {
  const C = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = wmi;
  while (s.length < 17) s += s.length >= 11 ? String(rng.int(0, 9)) : C[rng.int(0, C.length - 1)];
  return s;
}

export interface Car {
  make: string;
  model: string;
  built: number;
  wmi: string;
  chassis: (rng: Random) => string;
}
const ch = (prefix: string, n: number) => (rng: Random) => `${prefix}${digits(rng, n)}`;
export const DE_CARS: Car[] = [
  { make: 'VW', model: 'Käfer 1303', built: 1973, wmi: 'WVW', chassis: ch('133', 7) },
  { make: 'Mercedes-Benz', model: '200 D (W 123)', built: 1979, wmi: 'WDB', chassis: ch('12312010', 6) },
  { make: 'Opel', model: 'Kadett C', built: 1977, wmi: 'W0L', chassis: ch('37', 8) },
  { make: 'BMW', model: '320 (E21)', built: 1980, wmi: 'WBA', chassis: ch('6', 6) },
  { make: 'Ford', model: 'Taunus 1.6 L', built: 1978, wmi: 'WF0', chassis: ch('GBBL', 6) },
  { make: 'Audi', model: '80 GLS', built: 1976, wmi: 'WAU', chassis: ch('80', 8) },
  { make: 'VW', model: 'Golf I GTI', built: 1982, wmi: 'WVW', chassis: (r) => vin17(r, 'WVWZZZ17ZC') },
  { make: 'Mercedes-Benz', model: '190 E', built: 1987, wmi: 'WDB', chassis: (r) => vin17(r, 'WDB2010241') },
  { make: 'Porsche', model: '911 SC', built: 1981, wmi: 'WP0', chassis: (r) => vin17(r, 'WP0ZZZ91ZB') },
  { make: 'Opel', model: 'Manta B', built: 1983, wmi: 'W0L', chassis: (r) => vin17(r, 'W0L000058D') },
  { make: 'VW', model: 'T3 Westfalia', built: 1985, wmi: 'WV2', chassis: (r) => vin17(r, 'WV2ZZZ25ZF') },
  { make: 'BMW', model: '325i (E30)', built: 1988, wmi: 'WBA', chassis: (r) => vin17(r, 'WBAAB310X0') },
];
export const UK_CARS: Car[] = [
  { make: 'MG', model: 'MGB GT', built: 1974, wmi: 'GHD', chassis: ch('GHD5-', 6) },
  { make: 'Triumph', model: 'Spitfire 1500', built: 1978, wmi: 'FH', chassis: ch('FH', 6) },
  { make: 'Ford', model: 'Escort Mk2 1300L', built: 1979, wmi: 'BBAT', chassis: ch('BBATWF', 5) },
  { make: 'Austin', model: 'Mini 1000', built: 1981, wmi: 'XE', chassis: ch('XE2S1N', 6) },
  { make: 'Land Rover', model: 'Series III 88', built: 1980, wmi: 'SAL', chassis: ch('2450', 5) },
  { make: 'Rover', model: 'P6 3500', built: 1975, wmi: 'R', chassis: ch('4250', 5) },
  { make: 'Jaguar', model: 'XJ6 Series 3', built: 1984, wmi: 'SAJ', chassis: (r) => vin17(r, 'SAJJNALD3B') },
  { make: 'Triumph', model: 'TR7', built: 1981, wmi: 'SAT', chassis: (r) => vin17(r, 'SATTSX2A1B') },
  { make: 'Ford', model: 'Capri 2.8i', built: 1985, wmi: 'SFA', chassis: (r) => vin17(r, 'WF0CXXGAEC') },
  { make: 'Volvo', model: '240 GL Estate', built: 1988, wmi: 'YV1', chassis: (r) => vin17(r, 'YV1245851J') },
];
export const US_CARS: Car[] = [
  { make: 'Chevrolet', model: 'C10 Pickup', built: 1978, wmi: 'CCL', chassis: ch('CCL148Z', 6) },
  { make: 'Ford', model: 'Mustang', built: 1968, wmi: '8F', chassis: ch('8F01C', 6) },
  { make: 'Pontiac', model: 'Firebird', built: 1979, wmi: '2S87', chassis: ch('2S87K9N', 6) },
  { make: 'Oldsmobile', model: 'Cutlass Supreme', built: 1984, wmi: '1G3', chassis: (r) => vin17(r, '1G3AM47Y0E') },
  { make: 'Jeep', model: 'CJ-7', built: 1983, wmi: '1JC', chassis: (r) => vin17(r, '1JCCM87E0D') },
  { make: 'Volkswagen', model: 'Westfalia Vanagon', built: 1986, wmi: 'WV2', chassis: (r) => vin17(r, 'WV2ZB0252G') },
  { make: 'Mercedes-Benz', model: '300D', built: 1982, wmi: 'WDB', chassis: (r) => vin17(r, 'WDBAB30A4C') },
  { make: 'Ford', model: 'F-150 Custom', built: 1979, wmi: 'F14', chassis: ch('F14HNFD', 5) },
  { make: 'Chevrolet', model: 'Corvette', built: 1986, wmi: '1G1', chassis: (r) => vin17(r, '1G1YY0788G') },
  { make: 'Datsun', model: '280ZX', built: 1981, wmi: 'JN1', chassis: (r) => vin17(r, 'JN1HZ04S4B') },
];

/** A bill's line: a job or a part, with what the page may print of it. */
export interface Line {
  kind: 'job' | 'part';
  text: string;
  qty: number;
  unit: number;
  amount: number;
  code?: string;
  unitWord?: string;
}
/** A package as it comes together on a bill: the job's words, its hours, its parts [words, qty, base price, unit]. */
export interface Pack {
  job: string;
  hours: number;
  parts: [string, number, number, string][];
}

export const PACKS_DE: Pack[] = [
  {
    job: 'Ölwechsel mit Filter',
    hours: 0.5,
    parts: [
      ['Motoröl 20W-50', 5, 11.9, 'Ltr'],
      ['Ölfilter', 1, 12.5, 'Stk'],
      ['Dichtring Ölablassschraube', 1, 0.9, 'Stk'],
    ],
  },
  {
    job: 'Zündung eingestellt, Kontakte erneuert',
    hours: 0.8,
    parts: [
      ['Unterbrecherkontakt', 1, 14.5, 'Stk'],
      ['Kondensator', 1, 9.8, 'Stk'],
      ['Zündkerze', 4, 6.9, 'Stk'],
    ],
  },
  { job: 'Vergaser zerlegt, gereinigt und eingestellt', hours: 1.6, parts: [['Vergaser-Dichtsatz', 1, 38.0, 'Satz']] },
  {
    job: 'Bremsbeläge vorne erneuert',
    hours: 1.0,
    parts: [
      ['Bremsbeläge Vorderachse', 1, 42.0, 'Satz'],
      ['Bremsenreiniger', 1, 6.5, 'Dose'],
    ],
  },
  { job: 'Bremsflüssigkeit gewechselt, Bremsanlage entlüftet', hours: 0.7, parts: [['Bremsflüssigkeit DOT 4', 1, 11.5, 'Ltr']] },
  {
    job: 'Nachschalldämpfer ersetzt',
    hours: 0.9,
    parts: [
      ['Nachschalldämpfer', 1, 139.0, 'Stk'],
      ['Auspuffschelle', 2, 6.4, 'Stk'],
      ['Gummihalter', 2, 3.9, 'Stk'],
    ],
  },
  { job: 'Keilriemen erneuert und gespannt', hours: 0.4, parts: [['Keilriemen', 1, 14.9, 'Stk']] },
  {
    job: 'Kühlsystem gespült, Frostschutz aufgefüllt',
    hours: 0.8,
    parts: [
      ['Kühlerfrostschutz', 2, 8.9, 'Ltr'],
      ['Kühlerschlauch oben', 1, 24.0, 'Stk'],
    ],
  },
  {
    job: 'Wasserpumpe aus- und eingebaut',
    hours: 2.4,
    parts: [
      ['Wasserpumpe', 1, 89.0, 'Stk'],
      ['Dichtung Wasserpumpe', 1, 4.5, 'Stk'],
    ],
  },
  { job: 'Stoßdämpfer hinten erneuert', hours: 1.2, parts: [['Stoßdämpfer hinten', 2, 65.0, 'Stk']] },
  { job: 'Radlager vorne links erneuert', hours: 1.5, parts: [['Radlagersatz', 1, 48.0, 'Satz']] },
  { job: 'Kupplungsseil erneuert und eingestellt', hours: 0.7, parts: [['Kupplungsseil', 1, 24.0, 'Stk']] },
  { job: 'Hohlraumkonservierung Schweller und Türen', hours: 3.0, parts: [['Hohlraumwachs', 2, 19.9, 'Dose']] },
  { job: 'Batterie erneuert, Pole gefettet', hours: 0.3, parts: [['Batterie 12 V 44 Ah', 1, 89.0, 'Stk']] },
  {
    job: 'Luftfilter und Kraftstofffilter erneuert',
    hours: 0.4,
    parts: [
      ['Luftfiltereinsatz', 1, 16.0, 'Stk'],
      ['Kraftstofffilter', 1, 9.5, 'Stk'],
    ],
  },
  { job: 'Ventilspiel eingestellt', hours: 1.2, parts: [['Ventildeckeldichtung', 1, 18.5, 'Stk']] },
  { job: 'Scheinwerfer eingestellt, Beleuchtung geprüft', hours: 0.3, parts: [] },
  { job: 'Spur vermessen und eingestellt', hours: 1.0, parts: [] },
  { job: 'Lichtmaschinenregler erneuert', hours: 0.6, parts: [['Spannungsregler', 1, 36.0, 'Stk']] },
  {
    job: 'Schwellerblech links eingeschweißt',
    hours: 4.5,
    parts: [
      ['Schwellerblech links', 1, 68.0, 'Stk'],
      ['Grundierung und Unterbodenschutz', 1, 22.0, 'Pausch.'],
    ],
  },
];

export const PACKS_UK: Pack[] = [
  {
    job: 'Change engine oil and filter',
    hours: 0.5,
    parts: [
      ['Engine oil 20W-50', 5, 9.5, 'ltr'],
      ['Oil filter', 1, 9.9, 'ea'],
      ['Sump plug washer', 1, 0.8, 'ea'],
    ],
  },
  {
    job: 'Replace points and condenser, set timing',
    hours: 0.8,
    parts: [
      ['Contact set', 1, 12.5, 'ea'],
      ['Condenser', 1, 8.5, 'ea'],
      ['Spark plug', 4, 5.9, 'ea'],
    ],
  },
  { job: 'Strip, clean and balance carburettors', hours: 2.0, parts: [['Carburettor gasket kit', 2, 18.0, 'ea']] },
  { job: 'Renew front brake pads', hours: 1.0, parts: [['Front brake pads (set)', 1, 34.0, 'set']] },
  { job: 'Renew brake fluid and bleed system', hours: 0.7, parts: [['Brake fluid DOT 4', 1, 9.5, 'ea']] },
  {
    job: 'Fit new rear silencer',
    hours: 0.9,
    parts: [
      ['Rear silencer', 1, 118.0, 'ea'],
      ['Exhaust clamp', 2, 5.5, 'ea'],
    ],
  },
  { job: 'Replace fan belt', hours: 0.4, parts: [['Fan belt', 1, 12.9, 'ea']] },
  {
    job: 'Flush cooling system and refill antifreeze',
    hours: 0.8,
    parts: [
      ['Antifreeze', 2, 8.0, 'ltr'],
      ['Top radiator hose', 1, 21.0, 'ea'],
    ],
  },
  {
    job: 'Replace water pump',
    hours: 2.2,
    parts: [
      ['Water pump', 1, 76.0, 'ea'],
      ['Water pump gasket', 1, 3.5, 'ea'],
    ],
  },
  { job: 'Fit rear shock absorbers', hours: 1.2, parts: [['Rear shock absorber', 2, 58.0, 'ea']] },
  { job: 'Replace front wheel bearings', hours: 1.6, parts: [['Wheel bearing kit', 2, 32.0, 'ea']] },
  { job: 'Renew clutch cable and adjust', hours: 0.6, parts: [['Clutch cable', 1, 19.5, 'ea']] },
  { job: 'Check and adjust tappets', hours: 1.0, parts: [['Rocker cover gasket', 1, 11.0, 'ea']] },
  { job: 'Fit new battery', hours: 0.3, parts: [['Battery 12V 063', 1, 82.0, 'ea']] },
  { job: 'Replace track rod end', hours: 0.8, parts: [['Track rod end', 1, 24.0, 'ea']] },
  {
    job: 'Weld offside sill and underseal',
    hours: 4.0,
    parts: [
      ['Outer sill panel', 1, 62.0, 'ea'],
      ['Underseal', 1, 14.0, 'tin'],
    ],
  },
  { job: 'Adjust headlamp aim', hours: 0.3, parts: [] },
  { job: 'Grease all points', hours: 0.3, parts: [['Grease', 1, 2.5, 'ea']] },
];

export const PACKS_US: Pack[] = [
  {
    job: 'Lube, oil and filter',
    hours: 0.5,
    parts: [
      ['Motor oil 10W-40', 5, 6.5, 'qt'],
      ['Oil filter', 1, 8.9, 'ea'],
    ],
  },
  {
    job: 'Tune-up: plugs, points, condenser, set timing',
    hours: 1.2,
    parts: [
      ['Spark plug', 8, 3.9, 'ea'],
      ['Points', 1, 11.5, 'ea'],
      ['Condenser', 1, 7.9, 'ea'],
      ['Distributor cap', 1, 18.5, 'ea'],
    ],
  },
  { job: 'Rebuild carburetor', hours: 2.2, parts: [['Carburetor rebuild kit', 1, 36.0, 'ea']] },
  {
    job: 'Replace front brake pads, resurface rotors',
    hours: 1.8,
    parts: [
      ['Front brake pads', 1, 39.0, 'set'],
      ['Brake fluid', 1, 7.5, 'ea'],
    ],
  },
  {
    job: 'Replace water pump',
    hours: 2.5,
    parts: [
      ['Water pump', 1, 72.0, 'ea'],
      ['Antifreeze', 2, 14.0, 'gal'],
    ],
  },
  { job: 'Replace fuel pump', hours: 1.3, parts: [['Fuel pump', 1, 58.0, 'ea']] },
  { job: 'Replace U-joints', hours: 1.5, parts: [['U-joint', 2, 24.0, 'ea']] },
  {
    job: 'Flush cooling system',
    hours: 0.8,
    parts: [
      ['Antifreeze', 2, 14.0, 'gal'],
      ['Radiator hose', 1, 19.0, 'ea'],
    ],
  },
  {
    job: 'Replace muffler and tailpipe',
    hours: 1.0,
    parts: [
      ['Muffler', 1, 89.0, 'ea'],
      ['Tailpipe', 1, 42.0, 'ea'],
      ['Clamp', 2, 5.0, 'ea'],
    ],
  },
  { job: 'Replace starter', hours: 1.1, parts: [['Starter, reman', 1, 115.0, 'ea']] },
  { job: 'Adjust drum brakes rear', hours: 0.6, parts: [] },
  { job: 'Replace alternator belt', hours: 0.4, parts: [['V-belt', 1, 14.0, 'ea']] },
  { job: 'Front end alignment', hours: 1.0, parts: [] },
  { job: 'Replace rear shocks', hours: 1.0, parts: [['Shock absorber', 2, 44.0, 'ea']] },
  { job: 'Replace valve cover gaskets', hours: 1.4, parts: [['Valve cover gasket set', 1, 21.0, 'ea']] },
];

/** One to `max` packages with at least one part somewhere. */
export function packs(rng: Random, list: Pack[], min: number, max: number): Pack[] {
  for (;;) {
    const got = rng.some(list, rng.int(min, max));
    if (got.some((p) => p.parts.length > 0)) return got;
  }
}

/** The packages' lines in a year and currency: labour at `rate` an hour (or none where `rate` is 0). */
export function lines(
  rng: Random,
  ps: Pack[],
  year: number,
  cur: Cur,
  rate: number,
): { jobs: Line[]; parts: Line[]; mixed: Line[]; groups: { job: Line; parts: Line[] }[] } {
  const jobs: Line[] = [];
  const parts: Line[] = [];
  const mixed: Line[] = [];
  const groups: { job: Line; parts: Line[] }[] = [];
  for (const p of ps) {
    const h = Math.max(0.2, Math.round(p.hours * (0.8 + rng.next() * 0.5) * 10) / 10);
    const job: Line = { kind: 'job', text: p.job, qty: h, unit: rate, amount: r2(h * rate) };
    jobs.push(job);
    mixed.push(job);
    const g = { job, parts: [] as Line[] };
    groups.push(g);
    for (const [text, qty, base, unitWord] of p.parts) {
      const unit = price(base, year, cur, rng);
      const l: Line = { kind: 'part', text, qty, unit, amount: r2(qty * unit), unitWord, code: `${rng.int(10, 99)}-${digits(rng, 5)}` };
      parts.push(l);
      mixed.push(l);
      g.parts.push(l);
    }
  }
  return { jobs, parts, mixed, groups };
}

/** An hourly labour rate of the year. */
export function hourly(year: number, cur: Cur, rng: Random): number {
  const base = { DM: 92 * 1.95583, EUR: 92, GBP: 70, USD: 105 }[cur];
  /* Workshop labour rose faster than prices in general. */
  const v = base * index(year) ** 1.8 * (0.85 + rng.next() * 0.3);
  return v > 30 ? Math.round(v) : Math.round(v * 2) / 2;
}

/** A mileage in km or miles, plausible for a car of `built` in `year`. */
export function mileage(rng: Random, built: number, year: number, miles: boolean): number {
  const age = Math.max(1, year - built);
  const perYear = miles ? rng.int(4000, 9000) : rng.int(7000, 14000);
  const later = miles ? rng.int(400, 2500) : rng.int(700, 4000);
  return Math.min(age, 18) * perYear + Math.max(0, age - 18) * later + rng.int(0, 999);
}
export const thousands = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** State sales tax as small shops charged it (parts, sometimes labour). */
export const US_TAX: Record<string, number> = { OH: 5.75, CA: 7.25, ID: 6, MI: 6, WA: 6.5, OK: 4.5, NY: 4, IL: 6.25, PA: 6, TN: 7, WI: 5, OR: 0 };

const DE_ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function deBelow1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  let s = h ? `${DE_ONES[h]}hundert` : '';
  if (r < 20) s += DE_ONES[r];
  else s += `${r % 10 ? `${DE_ONES[r % 10]}und` : ''}${DE_TENS[Math.floor(r / 10)]}`;
  return s;
}
/** A whole amount in German words, as written on a receipt ("zweitausendvierhundertfünfzig"). */
export function wordsDe(n: number): string {
  if (n === 0) return 'null';
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  const s = `${t ? `${t === 1 ? 'ein' : deBelow1000(t)}tausend` : ''}${deBelow1000(r)}`;
  return s.endsWith('ein') ? `${s}s` : s;
}
const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function enBelow1000(n: number, and: boolean): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_ONES[h]} hundred`);
  if (r) {
    const w = r < 20 ? EN_ONES[r] : `${EN_TENS[Math.floor(r / 10)]}${r % 10 ? `-${EN_ONES[r % 10]}` : ''}`;
    parts.push(h && and ? `and ${w}` : w);
  }
  return parts.join(' ');
}
/** A whole amount in English words; `and` for the British "one hundred and five". */
export function wordsEn(n: number, and = false): string {
  if (n === 0) return 'zero';
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  const parts: string[] = [];
  if (t) parts.push(`${enBelow1000(t, and)} thousand`);
  if (r) parts.push(r < 100 && t && and ? `and ${enBelow1000(r, and)}` : enBelow1000(r, and));
  return parts.join(' ');
}
