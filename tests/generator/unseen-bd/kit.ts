/**
 * The unseen-bd author's own kit: people, places, cars, plates and chassis numbers of the tested-car paper (Germany,
 * Austria, Switzerland, the UK, Ireland, the US, Canada, Australia), and a few page pieces the families share.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';

export const FIRST_DE = [
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Helga',
  'Monika',
  'Peter',
  'Andreas',
  'Sabine',
  'Gerhard',
  'Ursula',
  'Thomas',
  'Brigitte',
  'Rainer',
  'Dieter',
  'Karin',
  'Manfred',
  'Stefan',
  'Heike',
  'Uwe',
  'Renate',
];
export const LAST_DE = [
  'Müller',
  'Schneider',
  'Hoffmann',
  'Becker',
  'Wagner',
  'Schulz',
  'Krüger',
  'Lehmann',
  'Baumann',
  'Frank',
  'Zimmermann',
  'Hartmann',
  'Vogel',
  'Brandt',
  'Kaiser',
  'Seidel',
  'Huber',
  'Gruber',
  'Steiner',
  'Meier',
  'Keller',
  'Brunner',
  'Moser',
  'Fischer',
];
export const FIRST_EN = [
  'David',
  'Susan',
  'Michael',
  'Janet',
  'Robert',
  'Linda',
  'Graham',
  'Patricia',
  'Ian',
  'Margaret',
  'Kevin',
  'Carol',
  'Stephen',
  'Deborah',
  'Neil',
  'Karen',
  'Gary',
  'Nancy',
  'Alan',
  'Sean',
];
export const LAST_EN = [
  'Thompson',
  'Walker',
  'Harris',
  'Clarke',
  'Lewis',
  'Robinson',
  'Wright',
  'Hughes',
  'Edwards',
  'Turner',
  'Collins',
  'Murphy',
  'Kowalski',
  'Bennett',
  'Fletcher',
  'Sullivan',
  'Parker',
  'Hayes',
  'Reilly',
  'Morgan',
];

export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

export const STREETS_DE = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gewerbering',
  'Lindenweg',
  'Am Sportplatz',
  'Mühlenweg',
  'Schillerstraße',
  'Dorfstraße',
  'Ringstraße',
];
export const STREETS_EN = [
  'High Street',
  'Station Road',
  'Mill Lane',
  'Church Road',
  'Victoria Street',
  'London Road',
  'Park Avenue',
  'Main Street',
  'Elm Street',
  'Commerce Drive',
];
export const streetDE = (rng: Random) => `${rng.pick(STREETS_DE)} ${rng.int(1, 140)}`;
export const streetEN = (rng: Random) => `${rng.int(1, 240)} ${rng.pick(STREETS_EN)}`;

export const TOWNS_DE: [string, string, string][] = [
  ['Bielefeld', '33602', 'BI'],
  ['Kassel', '34117', 'KS'],
  ['Würzburg', '97070', 'WÜ'],
  ['Osnabrück', '49074', 'OS'],
  ['Heilbronn', '74072', 'HN'],
  ['Rosenheim', '83022', 'RO'],
  ['Göttingen', '37073', 'GÖ'],
  ['Trier', '54290', 'TR'],
  ['Lüneburg', '21335', 'LG'],
  ['Ulm', '89073', 'UL'],
  ['Bamberg', '96047', 'BA'],
  ['Paderborn', '33098', 'PB'],
];
export const TOWNS_AT: [string, string, string][] = [
  ['Wien', '1100', 'W'],
  ['Graz', '8020', 'G'],
  ['Linz', '4020', 'L'],
  ['Salzburg', '5020', 'S'],
  ['Innsbruck', '6020', 'I'],
  ['Wels', '4600', 'WL'],
  ['St. Pölten', '3100', 'P'],
  ['Villach', '9500', 'VI'],
];
export const TOWNS_CH: [string, string, string][] = [
  ['Winterthur', '8400', 'ZH'],
  ['Bern', '3014', 'BE'],
  ['Luzern', '6003', 'LU'],
  ['St. Gallen', '9000', 'SG'],
  ['Aarau', '5000', 'AG'],
  ['Chur', '7000', 'GR'],
  ['Solothurn', '4500', 'SO'],
  ['Frauenfeld', '8500', 'TG'],
];
export const TOWNS_UK: [string, string][] = [
  ['Leamington Spa', 'CV32'],
  ['Harrogate', 'HG1'],
  ['Shrewsbury', 'SY1'],
  ['Maidstone', 'ME14'],
  ['Taunton', 'TA1'],
  ['Lincoln', 'LN2'],
  ['Stockport', 'SK4'],
  ['Chelmsford', 'CM2'],
  ['Kendal', 'LA9'],
  ['Swindon', 'SN1'],
];

export const plateDE = (rng: Random, code: string, historic = false) =>
  `${code}-${String.fromCharCode(65 + rng.int(0, 25))}${rng.chance(0.6) ? String.fromCharCode(65 + rng.int(0, 25)) : ''} ${rng.int(1, 999)}${historic ? 'H' : ''}`;
export const plateAT = (rng: Random, code: string) =>
  code === 'W'
    ? `W-${rng.int(10000, 99999)}${String.fromCharCode(65 + rng.int(0, 25))}`
    : `${code}-${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
export const plateCH = (rng: Random, canton: string) => `${canton} ${rng.int(1000, 499999)}`;

const L = 'ABCDEFGHJKLMNPRSTVWXY';
const letter = (rng: Random) => L[rng.int(0, L.length - 1)];
/** A British mark of the car's first registration year. */
export function plateUK(rng: Random, year: number): string {
  if (year < 1963) return `${letter(rng)}${letter(rng)}${letter(rng)} ${rng.int(1, 999)}`;
  if (year < 1983) {
    const suffix = 'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, Math.max(0, year - 1963))];
    return `${letter(rng)}${letter(rng)}${letter(rng)} ${rng.int(10, 999)}${suffix}`;
  }
  if (year < 2001) {
    const prefix = 'ABCDEFGHJKLMNPRSTVWXY'[Math.min(20, year - 1983)];
    return `${prefix}${rng.int(10, 999)} ${letter(rng)}${letter(rng)}${letter(rng)}`;
  }
  return `${letter(rng)}${letter(rng)}${String(year % 100).padStart(2, '0')} ${letter(rng)}${letter(rng)}${letter(rng)}`;
}
export const plateUS = (rng: Random) =>
  rng.pick([
    () => `${letter(rng)}${letter(rng)}${letter(rng)}-${rng.int(1000, 9999)}`,
    () => `${rng.int(1, 9)}${letter(rng)}${letter(rng)}${letter(rng)}${rng.int(100, 999)}`,
    () => `${letter(rng)}${letter(rng)} ${rng.int(10000, 99999)}`,
  ])();

export interface Car {
  make: string;
  model: string;
  built: number;
  vin: string;
}
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vinChars = (rng: Random, n: number) => Array.from({ length: n }, () => VINCH[rng.int(0, VINCH.length - 1)]).join('');
const yearCode = (y: number) => 'ABCDEFGHJKLMNPRSTVWXY123456789ABCDEFGHJKLMNPRSTVWXY'[(y - 1980) % 30];

/** Cars a German, Austrian or Swiss owner takes to the test, with chassis numbers as their makers stamped them. */
export function carDE(rng: Random, maxYear: number): Car {
  const cars: [string, string, number, number, (y: number) => string][] = [
    ['Mercedes-Benz', '280 SE (W 116)', 1972, 1980, () => `116 020 12 ${digits(rng, 6)}`],
    ['Mercedes-Benz', '230 E (W 123)', 1977, 1985, () => `123 023 10 ${digits(rng, 6)}`],
    ['Mercedes-Benz', '190 E 2.3 (W 201)', 1985, 1993, (y) => `WDB201028${y >= 1986 ? '1' : '1'}F${digits(rng, 6)}`],
    ['VW', 'Käfer 1303', 1972, 1975, () => `13${digits(rng, 8)}`],
    ['VW', 'Golf I GTI', 1977, 1983, () => `17${rng.int(7, 9)}${digits(rng, 7)}`],
    ['Porsche', '911 SC', 1978, 1983, () => `911${rng.int(8, 9)}${rng.int(0, 2)}${digits(rng, 4)}`],
    ['BMW', '320 (E21)', 1976, 1982, () => `${digits(rng, 7)}`],
    ['BMW', '325i (E30)', 1986, 1991, (y) => `WBAAB${digits(rng, 4)}${yearCode(y)}${digits(rng, 7)}`.slice(0, 17)],
    ['Opel', 'Kadett C Coupé', 1973, 1979, () => `${rng.int(31, 37)}${digits(rng, 8)}`],
    ['Opel', 'Manta B', 1976, 1988, () => `${rng.int(58, 59)}${digits(rng, 8)}`],
    ['Ford', 'Capri II 2.3', 1974, 1978, () => `GAECRE${digits(rng, 5)}`],
    ['Audi', '80 GLS (B1)', 1973, 1978, () => `8${rng.int(2, 8)}2${digits(rng, 7)}`],
    ['Mercedes-Benz', 'SL 500 (R 129)', 1990, 2001, (y) => `WDB1290671F${digits(rng, 6)}`.slice(0, 17) + (y > 0 ? '' : '')],
    ['VW', 'Golf III Cabrio', 1994, 1998, (y) => `WVWZZZ1EZ${yearCode(y)}K${digits(rng, 6)}`],
    ['Porsche', '944 S2', 1989, 1991, (y) => `WP0ZZZ94Z${yearCode(y)}N${digits(rng, 6)}`],
  ];
  const ok = cars.filter((c) => c[2] <= maxYear);
  const [make, model, from, to, vin] = rng.pick(ok);
  const built = rng.int(from, Math.min(to, maxYear));
  return { make, model, built, vin: vin(built) };
}

/** Cars in British, Irish, American, Canadian and Australian hands. */
export function carEN(rng: Random, maxYear: number, where: 'uk' | 'us' | 'au' = 'uk'): Car {
  const uk: [string, string, number, number, () => string][] = [
    ['MG', 'MGB GT', 1966, 1980, () => `GHD5${digits(rng, 6)}G`],
    ['Triumph', 'Spitfire 1500', 1975, 1980, () => `FH${digits(rng, 5)}U`],
    ['Austin', 'Mini 1000', 1970, 1988, () => `XAD2S${digits(rng, 7)}A`],
    ['Jaguar', 'XJ6 Series III', 1979, 1986, () => `SAJJNALC3BA${digits(rng, 6)}`],
    ['Ford', 'Escort Mk2 RS2000', 1976, 1980, () => `BFATTU${digits(rng, 5)}`],
    ['Rover', 'P6 3500', 1968, 1976, () => `${rng.int(4, 4)}${rng.int(4, 5)}${digits(rng, 6)}D`],
    ['Land Rover', 'Series III 88', 1972, 1984, () => `${digits(rng, 3)}${digits(rng, 5)}C`],
    ['Triumph', 'TR7', 1976, 1981, () => `ACG${digits(rng, 5)}UF`],
    ['Volvo', '240 GL Estate', 1982, 1993, () => `YV1245${digits(rng, 11)}`.slice(0, 17)],
    ['Mazda', 'MX-5 Mk1', 1990, 1997, () => `JMZNA18B2${digits(rng, 8)}`],
  ];
  const us: [string, string, number, number, () => string][] = [
    ['Chevrolet', 'Camaro Z28', 1973, 1981, () => `1Q87L${digits(rng, 1)}N${digits(rng, 6)}`],
    ['Ford', 'Mustang GT', 1983, 1993, () => `1FABP42E${digits(rng, 1)}JF${digits(rng, 6)}`],
    ['Pontiac', 'Firebird Trans Am', 1974, 1981, () => `2W87Z${digits(rng, 1)}N${digits(rng, 6)}`],
    ['Chevrolet', 'C10 Pickup', 1973, 1986, () => `CCL14${digits(rng, 1)}A${digits(rng, 6)}`],
    ['Jeep', 'CJ-7', 1976, 1986, () => `1JCCM87E${vinChars(rng, 1)}T${digits(rng, 6)}`],
    ['Oldsmobile', 'Cutlass Supreme', 1973, 1987, () => `3J57R${digits(rng, 1)}M${digits(rng, 6)}`],
    ['Chevrolet', 'Corvette', 1984, 1996, () => `1G1YY${digits(rng, 2)}8${vinChars(rng, 1)}5${digits(rng, 6)}`],
    ['Cadillac', 'Eldorado', 1972, 1985, () => `6L47S${digits(rng, 1)}Q${digits(rng, 6)}`],
    ['Datsun', '280ZX', 1979, 1983, () => `JN1HZ04S${digits(rng, 1)}X${digits(rng, 6)}`],
  ];
  const au: [string, string, number, number, () => string][] = [
    ['Holden', 'HQ Kingswood', 1971, 1974, () => `8${rng.int(0, 9)}${rng.int(0, 9)}${digits(rng, 2)}J${digits(rng, 6)}`],
    ['Ford', 'XB Falcon GT', 1973, 1976, () => `JG33${rng.pick(['R', 'S'])}${digits(rng, 5)}K`],
    ['Holden', 'VL Commodore', 1986, 1988, () => `6H8VLK${digits(rng, 2)}L${digits(rng, 6)}`],
    ['Toyota', 'Celica RA40', 1978, 1981, () => `RA40-${digits(rng, 6)}`],
  ];
  const list = where === 'us' ? us : where === 'au' ? au : uk;
  const ok = list.filter((c) => c[2] <= maxYear);
  const [make, model, from, to, vin] = rng.pick(ok);
  const built = rng.int(from, Math.min(to, maxYear));
  return { make, model, built, vin: vin() };
}

/** Mileage of an old car: kilometres or miles, as an odometer shows them. */
export const odo = (rng: Random, age: number) =>
  Math.min(260000 + rng.int(0, 40000), Math.max(1200, Math.round(rng.int(4000, 14000) * Math.max(1, age) * rng.next() + rng.int(1000, 9000))));
export const thousands = (n: number, sep = '.') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

/** A centred letterhead of two to four lines. */
export function head(p: PageBuilder, lines: string[], opts: { x?: number; align?: 'left' | 'center' | 'right'; size?: number; serif?: boolean } = {}) {
  const x = opts.x ?? (opts.align === 'center' ? 297 : opts.align === 'right' ? 545 : 50);
  lines.forEach((l, i) => {
    p.text(x, l, { size: i === 0 ? (opts.size ?? 15) : 8.5, bold: i === 0, align: opts.align, serif: opts.serif });
    p.down(i === 0 ? 15 : 11);
  });
}

/** A label above a value, as forms print them. */
export function field(p: PageBuilder, x: number, y: number, label: string, value: string, opts: { w?: number; h?: number; size?: number; box?: boolean } = {}) {
  const w = opts.w ?? 160;
  const h = opts.h ?? 26;
  if (opts.box !== false) p.box(x, y, w, h);
  p.text(x + 3, label, { y: y + 8, size: 6 });
  p.text(x + 4, value, { y: y + h - 6, size: opts.size ?? 9.5 });
}

/** A month and year as German test stickers and records print them. */
export const monthYear = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
