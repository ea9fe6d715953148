/**
 * The unseen-as author's kit: typewriter entries that miss their printed boxes and lines, rubber stamps, dot leaders,
 * the firms and places of the Ruhr, Swabia, Tyrol, Lucerne, Lancashire, the Scottish Borders, Pennsylvania and
 * Wisconsin, and the jobs and parts of 1960–1992 priced for the year and the currency.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';
import { r2 } from '../paper-kit';

/** Typed text: the typewriter face (serif), nudged a little off where the form wanted it. */
export function ty(
  p: PageBuilder,
  rng: Random,
  x: number,
  y: number,
  text: string,
  opts: { size?: number; align?: 'left' | 'right' | 'center'; bold?: boolean } = {},
) {
  const dx = rng.next() * 7 - 1.5;
  const dy = rng.next() * 6 - 3;
  p.text(x + dx, text, { y: y + dy, size: opts.size ?? 10, serif: true, align: opts.align, bold: opts.bold });
}

/** Printed form text (sans), exactly where the printer put it. */
export function pr(p: PageBuilder, x: number, y: number, text: string, opts: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center' } = {}) {
  p.text(x, text, { y, size: opts.size ?? 7, bold: opts.bold, align: opts.align });
}

/** A rubber stamp: lines in a frame. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], size = 11) {
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.62 + 14;
  const h = lines.length * (size + 3) + 8;
  p.box(x, y, w, h);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + 4 + (i + 1) * (size + 3) - 3, size: i === 0 ? size : size - 2, bold: i === 0, align: 'center' }));
}

/** "Label ........ " out to a right-aligned amount at xr. */
export function leader(p: PageBuilder, rng: Random, x: number, xr: number, y: number, label: string, amount: string, size = 10) {
  const room = xr - x - (label.length + amount.length + 2) * size * 0.6;
  const dots = Math.max(3, Math.floor(room / (size * 0.6)));
  const dy = rng.next() * 2 - 1;
  p.text(x, `${label} ${'.'.repeat(dots)}`, { y: y + dy, size, serif: true });
  p.text(xr, amount, { y: y + dy, size, serif: true, align: 'right' });
}

/** A printed horizontal rule. */
export const rule = (p: PageBuilder, x: number, y: number, w: number) => p.box(x, y, w, 0.01);

/** German money on a typewriter: 45,-- for whole amounts when the typist liked. */
export function dm(n: number, dash: boolean, thousands = true): string {
  const [i, d] = Math.abs(n).toFixed(2).split('.');
  const whole = thousands ? i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : i;
  return `${n < 0 ? '-' : ''}${whole},${dash && d === '00' ? '--' : d}`;
}

export type Region = 'ruhr' | 'swabia' | 'tyrol' | 'lucerne' | 'lancs' | 'borders' | 'penn' | 'wisc';

export const PLACES: Record<Region, [string, string][]> = {
  ruhr: [
    ['4300', 'Essen'],
    ['4630', 'Bochum'],
    ['4650', 'Gelsenkirchen'],
    ['4600', 'Dortmund'],
    ['4200', 'Oberhausen'],
    ['4330', 'Mülheim a. d. Ruhr'],
    ['4100', 'Duisburg'],
    ['4690', 'Herne'],
  ],
  swabia: [
    ['7410', 'Reutlingen'],
    ['7900', 'Ulm'],
    ['7300', 'Esslingen a. N.'],
    ['7320', 'Göppingen'],
    ['7400', 'Tübingen'],
    ['7080', 'Aalen'],
    ['7060', 'Schorndorf'],
  ],
  tyrol: [
    ['6020', 'Innsbruck'],
    ['6130', 'Schwaz'],
    ['6330', 'Kufstein'],
    ['6460', 'Imst'],
    ['9900', 'Lienz'],
    ['6300', 'Wörgl'],
    ['6060', 'Hall in Tirol'],
  ],
  lucerne: [
    ['6000', 'Luzern'],
    ['6020', 'Emmenbrücke'],
    ['6010', 'Kriens'],
    ['6210', 'Sursee'],
    ['6280', 'Hochdorf'],
    ['6130', 'Willisau'],
  ],
  lancs: [
    ['PR1', 'Preston'],
    ['BB2', 'Blackburn'],
    ['BB11', 'Burnley'],
    ['LA1', 'Lancaster'],
    ['PR7', 'Chorley'],
    ['BB5', 'Accrington'],
    ['FY1', 'Blackpool'],
  ],
  borders: [
    ['TD9', 'Hawick'],
    ['TD1', 'Galashiels'],
    ['TD5', 'Kelso'],
    ['TD8', 'Jedburgh'],
    ['EH45', 'Peebles'],
    ['TD7', 'Selkirk'],
    ['TD11', 'Duns'],
  ],
  penn: [
    ['17602', 'Lancaster'],
    ['17401', 'York'],
    ['19601', 'Reading'],
    ['16601', 'Altoona'],
    ['17101', 'Harrisburg'],
    ['18101', 'Allentown'],
    ['17522', 'Ephrata'],
  ],
  wisc: [
    ['54701', 'Eau Claire'],
    ['54401', 'Wausau'],
    ['54901', 'Oshkosh'],
    ['54301', 'Green Bay'],
    ['54601', 'La Crosse'],
    ['53081', 'Sheboygan'],
    ['54911', 'Appleton'],
  ],
};

export const SURNAMES: Record<Region, string[]> = {
  ruhr: ['Kowalski', 'Brinkmann', 'Schulte', 'Wiesemann', 'Hagedorn', 'Szymanski', 'Overbeck', 'Terhorst'],
  swabia: ['Häberle', 'Rapp', 'Bühler', 'Kächele', 'Hägele', 'Schwenk', 'Widmaier', 'Götz'],
  tyrol: ['Hofer', 'Pfurtscheller', 'Gasser', 'Haselwanter', 'Strolz', 'Rainer', 'Auer', 'Kirchmair'],
  lucerne: ['Bucher', 'Portmann', 'Felder', 'Zemp', 'Ineichen', 'Achermann', 'Stocker', 'Wicki'],
  lancs: ['Ashworth', 'Hargreaves', 'Pilling', 'Whittle', 'Entwistle', 'Halliwell', 'Duckworth', 'Crook'],
  borders: ['Elliot', 'Armstrong', 'Turnbull', 'Hogg', 'Laidlaw', 'Riddell', 'Douglas', 'Rutherford'],
  penn: ['Stoltzfus', 'Hershey', 'Zook', 'Kauffman', 'Brubaker', 'Yoder', 'Landis', 'Musser'],
  wisc: ['Kowalczyk', 'Schultz', 'Olson', 'Lindquist', 'Nelson', 'Kuehn', 'Vandenberg', 'Brueggeman'],
};

export const FIRST_DE = ['Heinz', 'Günter', 'Karl-Heinz', 'Werner', 'Manfred', 'Gerhard', 'Dieter', 'Helmut', 'Klaus', 'Rolf'];
export const FIRST_EN = ['Harold', 'Kenneth', 'Donald', 'Raymond', 'Walter', 'Gordon', 'Norman', 'Clifford', 'Dale', 'Eugene'];

export const STREETS_DE = ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Kirchgasse', 'Gewerbestraße', 'Ringstraße', 'Schulstraße'];
export const STREETS_EN = ['Market Street', 'Bridge Street', 'High Street', 'Station Road', 'Mill Lane', 'King Street', 'Church Street'];
export const STREETS_US = ['Main St.', 'Route 30', 'N. Queen St.', 'State Hwy 29', 'Oak Ave.', 'E. Market St.', 'Water St.'];

export interface Firm {
  sur: string;
  street: string;
  zip: string;
  town: string;
  phone: string;
}

export function firm(rng: Random, region: Region): Firm {
  const [zip, town] = rng.pick(PLACES[region]);
  const en = region === 'lancs' || region === 'borders';
  const us = region === 'penn' || region === 'wisc';
  const street = `${us ? rng.int(100, 4999) : rng.int(1, 140)} ${rng.pick(us ? STREETS_US : en ? STREETS_EN : STREETS_DE)}`;
  const deStreet = `${rng.pick(STREETS_DE)} ${rng.int(1, 140)}`;
  const phone = us
    ? `(${region === 'penn' ? rng.pick(['717', '215', '814']) : rng.pick(['715', '414', '608'])}) ${rng.int(200, 899)}-${rng.int(1000, 9999)}`
    : en
      ? `${town} ${rng.int(2000, 69999)}`
      : `(0${rng.int(200, 999)}) ${rng.int(10000, 899999)}`;
  return {
    sur: rng.pick(SURNAMES[region]),
    street: us || en ? street : deStreet,
    zip: en && !us ? `${zip} ${rng.int(1, 9)}${rng.pick(['AB', 'DE', 'HJ', 'NP', 'QT', 'XY'])}` : zip,
    town,
    phone,
  };
}

/** How far prices have come: 1.0 in 1975, less before, more after. */
export const era = (year: number) => 0.45 + (year - 1960) * 0.036 + Math.max(0, year - 1975) * 0.02;

export type Cur = 'DM' | 'ATS' | 'CHF' | 'GBP' | 'USD';
const CUR_FACTOR: Record<Cur, number> = { DM: 1, ATS: 7, CHF: 0.9, GBP: 0.22, USD: 0.45 };

export function price(rng: Random, base: number, year: number, cur: Cur, whole = false): number {
  const v = base * era(year) * CUR_FACTOR[cur] * (0.8 + rng.next() * 0.45);
  return whole ? Math.max(1, Math.round(v)) : r2(v);
}

/** [job, base labour in DM of 1975] */
export const JOBS_DE: [string, number][] = [
  ['Inspektion nach Plan durchgeführt', 48],
  ['Motoröl gewechselt', 9],
  ['Zündung eingestellt', 14],
  ['Vergaser gereinigt und eingestellt', 26],
  ['Bremsbeläge vorne erneuert', 32],
  ['Auspuffanlage erneuert', 38],
  ['Kupplung aus- und eingebaut', 95],
  ['Ventilspiel eingestellt', 22],
  ['Stoßdämpfer hinten ersetzt', 30],
  ['Keilriemen erneuert', 11],
  ['Wasserpumpe gewechselt', 44],
  ['Scheinwerfer eingestellt', 8],
  ['Unterboden konserviert', 55],
  ['Bremsflüssigkeit erneuert, Anlage entlüftet', 24],
  ['Radlager vorne links erneuert', 36],
  ['Fahrzeug zur TÜV-Abnahme vorgeführt', 18],
];
export const PARTS_DE: [string, number][] = [
  ['Ölfilter', 9],
  ['Motoröl HD 20W-50', 6],
  ['Zündkerzen Bosch W 175', 3.5],
  ['Unterbrecherkontakt', 6.5],
  ['Kondensator', 4],
  ['Luftfiltereinsatz', 11],
  ['Bremsbeläge Satz', 29],
  ['Keilriemen', 12],
  ['Nachschalldämpfer', 78],
  ['Kupplungsscheibe', 64],
  ['Verteilerkappe', 14],
  ['Frostschutz 1 l', 6],
  ['Wasserpumpe AT', 82],
  ['Stoßdämpfer Boge', 58],
  ['Bremsflüssigkeit ATE 0,5 l', 7],
  ['Radlager', 33],
];
export const JOBS_EN: [string, number][] = [
  ['Carry out 6,000 mile service', 46],
  ['Change engine oil', 9],
  ['Adjust tappets', 22],
  ['Renew front brake pads', 32],
  ['Fit new exhaust system', 38],
  ['Tune engine, set timing', 18],
  ['Renew clutch', 95],
  ['Renew rear shock absorbers', 30],
  ['Overhaul carburettor', 28],
  ['Renew fan belt', 11],
  ['Replace water pump', 44],
  ['Check and top up battery', 5],
  ['Undersealing', 55],
  ['Reline rear brake shoes', 34],
  ['M.O.T. test preparation', 16],
  ['Grease all points', 8],
];
export const PARTS_EN: [string, number][] = [
  ['Oil filter', 9],
  ['Engine oil (1 gal)', 18],
  ['Spark plugs', 3.5],
  ['Contact set', 6.5],
  ['Condenser', 4],
  ['Air filter element', 11],
  ['Brake pads (set)', 29],
  ['Fan belt', 12],
  ['Exhaust silencer', 78],
  ['Clutch plate', 64],
  ['Distributor cap', 14],
  ['Antifreeze', 8],
  ['Water pump (exch.)', 82],
  ['Shock absorbers (pair)', 105],
  ['Brake shoes (set)', 31],
  ['Rotor arm', 3],
];
export const JOBS_US: [string, number][] = [
  ['Lube, oil & filter', 12],
  ['Tune-up, set points & timing', 30],
  ['Replace front disc pads', 32],
  ['Install muffler & tail pipe', 30],
  ['Replace water pump', 44],
  ['Rebuild carburetor', 40],
  ['Replace U-joints', 28],
  ['Align front end', 26],
  ['Flush cooling system', 18],
  ['Replace shocks, rear', 24],
  ['Adjust brakes', 10],
  ['Rotate & balance tires', 14],
  ['Replace fuel pump', 22],
  ['State inspection', 12],
];
export const PARTS_US: [string, number][] = [
  ['Oil filter', 8],
  ['Motor oil 5 qts', 10],
  ['Spark plugs (8)', 16],
  ['Points & condenser', 9],
  ['Air filter', 9],
  ['Disc pads', 26],
  ['Muffler', 48],
  ['Tail pipe', 18],
  ['Water pump', 58],
  ['Carb kit', 22],
  ['U-joint', 14],
  ['Fuel pump', 34],
  ['Anti-freeze 2 gal', 16],
  ['Shock absorber', 21],
  ['Wiper blades', 7],
];

export interface Item {
  text: string;
  amount: number;
}

/** `n` jobs priced as labour; `m` parts with a quantity. */
export function jobs(rng: Random, pool: [string, number][], n: number, year: number, cur: Cur, whole = false): Item[] {
  return rng.some(pool, n).map(([text, b]) => ({ text, amount: price(rng, b, year, cur, whole) }));
}
export interface Part extends Item {
  qty: number;
  unit: number;
}
export function parts(rng: Random, pool: [string, number][], n: number, year: number, cur: Cur): Part[] {
  return rng.some(pool, n).map(([text, b]) => {
    const qty = rng.pick([1, 1, 1, 2, 4]);
    const unit = price(rng, b, year, cur);
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}

export const MAKES_DE = [
  'VW Käfer 1200',
  'VW 1302 S',
  'Opel Rekord',
  'Opel Kadett B',
  'Mercedes-Benz 200 D',
  'Ford Taunus 17M',
  'BMW 1602',
  'Audi 80 L',
  'NSU Prinz 4',
  'Porsche 911 T',
  'Mercedes-Benz 280 SE',
  'Opel Commodore',
];
export const MAKES_UK = [
  'Ford Cortina Mk III',
  'Austin Maxi',
  'Morris Marina',
  'Triumph Dolomite',
  'Rover 2000',
  'Hillman Avenger',
  'Vauxhall Viva',
  'MGB GT',
  'Jaguar XJ6',
  'Land-Rover 88',
];
export const MAKES_US = [
  'Chevrolet Impala',
  'Ford Galaxie 500',
  'Plymouth Fury III',
  'Buick LeSabre',
  'Oldsmobile Cutlass',
  'Ford F-100',
  'Pontiac Catalina',
  'Dodge Dart',
  'Chevrolet C10',
  'Mercury Cougar',
];

export function plateDE(rng: Random, region: Region): string {
  const city = region === 'ruhr' ? rng.pick(['E', 'BO', 'GE', 'DO', 'OB', 'MH', 'DU', 'HER']) : rng.pick(['RT', 'UL', 'ES', 'GP', 'TÜ', 'AA', 'WN']);
  const letters = rng.pick(['A', 'K', 'AB', 'MX', 'T', 'HK', 'CZ', 'R']);
  return `${city}-${letters} ${rng.int(1, 999)}`;
}
export const plateAT = (rng: Random) => `${rng.pick(['T', 'I', 'KU', 'SZ', 'IL', 'LZ'])} ${rng.int(10, 99)}.${rng.int(100, 999)}`;
export const plateCH = (rng: Random) => `LU ${rng.int(1000, 99999)}`;
export function plateUK(rng: Random, year: number): string {
  const L = 'ABCDEFGHJKLMNPRSTVWXY';
  const l = () => L[rng.int(0, L.length - 1)];
  const suffix = 'KLMNPRSTVWXY'[Math.max(0, Math.min(11, year - 1972))];
  if (year >= 1983) return `${'ABCDEFGHJ'[Math.min(8, year - 1983)]}${rng.int(1, 999)} ${l()}${l()}${l()}`;
  return `${l()}${l()}${l()} ${rng.int(1, 999)}${year >= 1972 ? suffix : l()}`;
}
export const plateUS = (rng: Random) => `${rng.pick(['ABC', 'HJK', 'RTV', 'MPX', 'ZDE'])}-${rng.int(100, 999)}`;

export function chassis(rng: Random, len: number, alpha = true): string {
  const A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < len; i++) s += alpha && i < 3 ? A[rng.int(0, 22)] : String(rng.int(0, 9));
  return s;
}
/** A US serial of the years: 13 characters before 1981, 17 after. */
export function vinUS(rng: Random, year: number): string {
  const A = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  if (year < 1981) {
    let s = `${rng.int(1, 9)}${rng.pick(['F', 'C', 'P', 'B', 'D'])}${rng.pick(['62', '37', '47', '65', '69'])}${rng.pick(['H', 'K', 'R', 'L'])}${String(year).slice(3)}`;
    while (s.length < 13) s += String(rng.int(0, 9));
    return s;
  }
  let s = rng.pick(['1G1', '1FA', '1B3', '2G4', '1FT']);
  while (s.length < 17) s += A[rng.int(0, A.length - 1)];
  return s;
}
