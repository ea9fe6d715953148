/**
 * The unseen-ae author's kit: pre-printed pads and boxed forms. Cells with a small printed label (top left, bottom, a
 * code) and a typed or hand-filled value set a little off it; tick boxes; two boxed money columns; a totals band; and the
 * people, places, cars and jobs of the set's regions.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';

export { addDays, doc, fd, hline, num, para, r05, r2, row, sum, vatCH, vatDE, vatUK, wrap, yearOf } from '../paper-kit';

/** A boxed cell: (x, y) is its top-left corner. The label is printed small; the value is typed where it fell. */
export function cell(
  p: PageBuilder,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  o: {
    lab?: 'tl' | 'bl' | 'left' | 'tr';
    labSize?: number;
    size?: number;
    dx?: number;
    dy?: number;
    align?: 'left' | 'right';
    bold?: boolean;
    serif?: boolean;
    fill?: boolean;
  } = {},
) {
  p.box(x, y, w, h, o.fill ?? false);
  const ls = o.labSize ?? 6.5;
  const lab = o.lab ?? 'tl';
  if (label) {
    if (lab === 'tl') p.text(x + 2, label, { y: y + ls + 1, size: ls });
    else if (lab === 'bl') p.text(x + 2, label, { y: y + h - 2, size: ls });
    else if (lab === 'tr') p.text(x + w - 2, label, { y: y + ls + 1, size: ls, align: 'right' });
    else p.text(x + 2, label, { y: y + h / 2 + ls / 2 - 1, size: ls });
  }
  if (value) {
    const size = o.size ?? 10;
    const baseY = lab === 'bl' ? y + h - ls - 4 : y + h - 4;
    const vx = o.align === 'right' ? x + w - 4 : lab === 'left' ? x + 4 + label.length * ls * 0.5 + 6 : x + 6;
    p.text(vx + (o.dx ?? 0), value, { y: baseY + (o.dy ?? 0), size, align: o.align, bold: o.bold, serif: o.serif });
  }
}

/** A row of cells of the given widths, side by side at y. */
export function cellRow(p: PageBuilder, x: number, y: number, h: number, cells: [number, string, string][], o: Parameters<typeof cell>[7] = {}) {
  let cx = x;
  for (const [w, label, value] of cells) {
    cell(p, cx, y, w, h, label, value, o);
    cx += w;
  }
}

/** A tick box: drawn (a square with an X typed in) or typed ("[x] Lube"). */
export function tick(p: PageBuilder, x: number, y: number, on: boolean, label: string, style: 'box' | 'bracket' | 'paren' = 'box', size = 8.5) {
  if (style === 'box') {
    p.box(x, y - 7, 7.5, 7.5);
    if (on) p.text(x + 1.3, 'X', { y: y - 0.6, size: 7.5 });
    p.text(x + 11, label, { y, size });
  } else if (style === 'bracket') p.text(x, `[${on ? 'x' : ' '}] ${label}`, { y, size });
  else p.text(x, `(${on ? 'X' : '  '}) ${label}`, { y, size });
}

export const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

// ——— people and places ———

export type Region = 'ndb' | 'fra' | 'sax' | 'ooe' | 'wien' | 'zho' | 'sco' | 'wal' | 'yor' | 'mn' | 'wi' | 'pa' | 'nz' | 'za';

export const TOWNS: Record<Region, [string, string][]> = {
  ndb: [
    ['8300', 'Landshut'],
    ['8360', 'Deggendorf'],
    ['8440', 'Straubing'],
    ['8390', 'Passau'],
    ['8380', 'Landau a. d. Isar'],
    ['8332', 'Dingolfing'],
    ['8330', 'Eggenfelden'],
  ],
  fra: [
    ['8600', 'Bamberg'],
    ['8520', 'Erlangen'],
    ['8510', 'Fürth'],
    ['8720', 'Schweinfurt'],
    ['8800', 'Ansbach'],
    ['8630', 'Coburg'],
    ['8700', 'Würzburg'],
  ],
  sax: [
    ['09111', 'Chemnitz'],
    ['08056', 'Zwickau'],
    ['08523', 'Plauen'],
    ['09599', 'Freiberg'],
    ['02625', 'Bautzen'],
    ['01662', 'Meißen'],
    ['04720', 'Döbeln'],
  ],
  ooe: [
    ['4020', 'Linz'],
    ['4600', 'Wels'],
    ['4400', 'Steyr'],
    ['4840', 'Vöcklabruck'],
    ['4910', 'Ried im Innkreis'],
    ['4810', 'Gmunden'],
    ['4780', 'Schärding'],
  ],
  wien: [
    ['1210', 'Wien-Floridsdorf'],
    ['1100', 'Wien-Favoriten'],
    ['1160', 'Wien-Ottakring'],
    ['1220', 'Wien-Donaustadt'],
    ['1140', 'Wien-Penzing'],
    ['1230', 'Wien-Liesing'],
  ],
  zho: [
    ['8620', 'Wetzikon ZH'],
    ['8610', 'Uster'],
    ['8340', 'Hinwil'],
    ['8630', 'Rüti ZH'],
    ['8494', 'Bauma'],
    ['8330', 'Pfäffikon ZH'],
    ['8636', 'Wald ZH'],
  ],
  sco: [
    ['PH1', 'Perth'],
    ['IV2', 'Inverness'],
    ['FK8', 'Stirling'],
    ['DG1', 'Dumfries'],
    ['KA7', 'Ayr'],
    ['AB51', 'Inverurie'],
    ['TD6', 'Melrose'],
  ],
  wal: [
    ['SY23', 'Aberystwyth'],
    ['SA31', 'Carmarthen'],
    ['LL11', 'Wrexham'],
    ['LL57', 'Bangor'],
    ['LD3', 'Brecon'],
    ['SA61', 'Haverfordwest'],
    ['LL40', 'Dolgellau'],
  ],
  yor: [
    ['HG1', 'Harrogate'],
    ['BD23', 'Skipton'],
    ['HX1', 'Halifax'],
    ['YO17', 'Malton'],
    ['HG4', 'Ripon'],
    ['DL8', 'Leyburn'],
    ['YO21', 'Whitby'],
  ],
  mn: [
    ['56001', 'Mankato'],
    ['56301', 'St. Cloud'],
    ['56401', 'Brainerd'],
    ['55060', 'Owatonna'],
    ['55901', 'Rochester'],
    ['56560', 'Moorhead'],
    ['55744', 'Grand Rapids'],
  ],
  wi: [
    ['54701', 'Eau Claire'],
    ['54901', 'Oshkosh'],
    ['54401', 'Wausau'],
    ['53081', 'Sheboygan'],
    ['54601', 'La Crosse'],
    ['53545', 'Janesville'],
    ['54935', 'Fond du Lac'],
  ],
  pa: [
    ['17602', 'Lancaster'],
    ['17401', 'York'],
    ['16601', 'Altoona'],
    ['17701', 'Williamsport'],
    ['19601', 'Reading'],
    ['17201', 'Chambersburg'],
    ['16801', 'State College'],
  ],
  nz: [
    ['7910', 'Timaru'],
    ['4500', 'Whanganui'],
    ['5810', 'Masterton'],
    ['7010', 'Nelson'],
    ['9810', 'Invercargill'],
    ['4110', 'Hastings'],
    ['3110', 'Tauranga'],
  ],
  za: [
    ['3201', 'Pietermaritzburg'],
    ['9301', 'Bloemfontein'],
    ['6530', 'George'],
    ['7600', 'Stellenbosch'],
    ['6001', 'Port Elizabeth'],
    ['1200', 'Nelspruit'],
    ['5201', 'East London'],
  ],
};

const FIRST_DE = [
  'Josef',
  'Franz',
  'Alois',
  'Georg',
  'Xaver',
  'Hans',
  'Manfred',
  'Wolfgang',
  'Gerhard',
  'Günter',
  'Rudolf',
  'Helmut',
  'Erwin',
  'Brigitte',
  'Monika',
  'Anneliese',
  'Heike',
  'Rosemarie',
  'Uwe',
  'Frank',
  'Jürgen',
  'Sieglinde',
  'Ludwig',
  'Konrad',
];
const LAST: Partial<Record<Region, string[]>> & { de: string[]; en: string[]; us: string[] } = {
  ndb: ['Huber', 'Gruber', 'Wimmer', 'Aigner', 'Brandl', 'Stadler', 'Eder', 'Hofbauer', 'Kerscher', 'Schwarzfischer', 'Attenberger', 'Haslinger'],
  fra: ['Schmitt', 'Dippold', 'Pfister', 'Löffler', 'Hofmann', 'Kraus', 'Dorsch', 'Bauer', 'Zeh', 'Amon', 'Kestel', 'Seuß'],
  sax: ['Richter', 'Uhlig', 'Lorenz', 'Pfeifer', 'Kretzschmar', 'Seidel', 'Ullrich', 'Hänel', 'Bräuer', 'Günther', 'Kunze', 'Böhme'],
  ooe: ['Leitner', 'Pichler', 'Mayrhofer', 'Hinterleitner', 'Kastner', 'Ortner', 'Hochreiter', 'Pühringer', 'Stöger', 'Wiesinger'],
  wien: ['Novak', 'Dvořak', 'Hofer', 'Swoboda', 'Horvath', 'Wagner', 'Prohaska', 'Kral', 'Pokorny', 'Schwarz'],
  zho: ['Brunner', 'Hess', 'Bosshard', 'Spörri', 'Kägi', 'Egli', 'Weber', 'Frei', 'Zollinger', 'Hotz', 'Honegger', 'Keller'],
  de: ['Müller', 'Schmid', 'Wagner', 'Bauer', 'Maier'],
  en: [
    'Baird',
    'MacLeod',
    'Drummond',
    'Lindsay',
    'Fraser',
    'Pritchard',
    'Jenkins',
    'Morgan',
    'Rees',
    'Price',
    'Ackroyd',
    'Hirst',
    'Sugden',
    'Holroyd',
    'Metcalfe',
    'Thwaite',
  ],
  us: [
    'Lindqvist',
    'Halvorson',
    'Kowalski',
    'Schroeder',
    'Brandt',
    'Yoder',
    'Stoltzfus',
    'Kreider',
    'Olson',
    'Nygaard',
    'Zimmerman',
    'Gustafson',
    'Mueller',
    'Hertzler',
  ],
  nz: ['McKenzie', 'Tane', 'Hollis', 'Paterson', 'Ngata', 'Brownlee', 'Sinclair', 'Duthie'],
  za: ['van der Merwe', 'Botha', 'Naidoo', 'Pretorius', 'Mokoena', 'du Plessis', 'Ferreira', 'Dlamini', 'Venter'],
};
const FIRST_EN = [
  'Alistair',
  'Hamish',
  'Morag',
  'Fiona',
  'Gareth',
  'Rhys',
  'Gwen',
  'Dafydd',
  'Harold',
  'Norman',
  'Brian',
  'Keith',
  'Maureen',
  'Pauline',
  'Derek',
  'Trevor',
];
const FIRST_US = [
  'Arnold',
  'Dale',
  'Duane',
  'LaVerne',
  'Gordon',
  'Marlys',
  'Orville',
  'Delores',
  'Roger',
  'Kenneth',
  'Elmer',
  'Bonnie',
  'Gary',
  'Wayne',
  'Darlene',
  'Lyle',
];
const FIRST_NZ = ['Graeme', 'Murray', 'Robyn', 'Bruce', 'Lynette', 'Trevor', 'Hemi', 'Colleen'];
const FIRST_ZA = ['Johan', 'Pieter', 'Thabo', 'Riaan', 'Anneke', 'Sipho', 'Deon', 'Marietjie', 'Pravin'];

export function person(rng: Random, r: Region): string {
  if (r === 'sco' || r === 'wal' || r === 'yor') return `${rng.pick(FIRST_EN)} ${rng.pick(LAST.en)}`;
  if (r === 'mn' || r === 'wi' || r === 'pa') return `${rng.pick(FIRST_US)} ${rng.pick(LAST.us)}`;
  if (r === 'nz') return `${rng.pick(FIRST_NZ)} ${rng.pick(LAST.nz!)}`;
  if (r === 'za') return `${rng.pick(FIRST_ZA)} ${rng.pick(LAST.za!)}`;
  return `${rng.pick(FIRST_DE)} ${rng.pick(LAST[r] ?? LAST.de)}`;
}
export const surname = (rng: Random, r: Region) => person(rng, r).split(' ').slice(1).join(' ');
export const town = (rng: Random, r: Region) => rng.pick(TOWNS[r]);
export const STREETS_DE = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gewerbering',
  'Landshuter Straße',
  'Ringstraße',
  'Am Anger',
  'Werkstraße',
  'Mühlweg',
];
export const STREETS_EN = ['High Street', 'Station Road', 'Mill Lane', 'Bridge Street', 'Main Street', 'Church Road', 'Market Place'];
export const STREETS_US = ['Main St.', 'Highway 14 West', 'N. Broad St.', 'County Road 9', 'Lincoln Way E.', 'Water St.', 'Market St.'];
export const street = (rng: Random, list: string[]) => `${rng.pick(list)} ${rng.int(1, 140)}`;
export const streetEn = (rng: Random, list: string[]) => `${rng.int(1, 240)} ${rng.pick(list)}`;

// ——— cars ———

export interface Car {
  make: string;
  model: string;
  from: number;
  to: number;
}
export const CARS_DE: Car[] = [
  { make: 'VW', model: 'Käfer 1200', from: 1960, to: 1978 },
  { make: 'VW', model: '1600 Variant', from: 1966, to: 1973 },
  { make: 'Opel', model: 'Rekord C', from: 1967, to: 1971 },
  { make: 'Opel', model: 'Kadett B', from: 1965, to: 1973 },
  { make: 'Mercedes-Benz', model: '220 D /8', from: 1968, to: 1976 },
  { make: 'Mercedes-Benz', model: '240 D (W 123)', from: 1976, to: 1985 },
  { make: 'BMW', model: '1602', from: 1967, to: 1975 },
  { make: 'BMW', model: '318i (E 30)', from: 1983, to: 1994 },
  { make: 'Ford', model: 'Taunus 17M', from: 1964, to: 1971 },
  { make: 'Audi', model: '80 GL', from: 1973, to: 1979 },
  { make: 'VW', model: 'Golf GTI', from: 1977, to: 1984 },
  { make: 'Porsche', model: '911 SC', from: 1978, to: 1983 },
  { make: 'NSU', model: 'Prinz 4', from: 1961, to: 1973 },
  { make: 'Steyr-Puch', model: '500', from: 1960, to: 1973 },
  { make: 'Mercedes-Benz', model: '190 E', from: 1983, to: 1993 },
  { make: 'VW', model: 'T2 Bus', from: 1968, to: 1979 },
  { make: 'Opel', model: 'Manta A', from: 1970, to: 1975 },
  { make: 'Saab', model: '96', from: 1963, to: 1980 },
];
export const CARS_UK: Car[] = [
  { make: 'Ford', model: 'Cortina Mk II', from: 1966, to: 1970 },
  { make: 'Austin', model: 'Mini 850', from: 1960, to: 1975 },
  { make: 'Morris', model: 'Minor 1000', from: 1960, to: 1971 },
  { make: 'Land Rover', model: 'Series IIA 88', from: 1961, to: 1971 },
  { make: 'Triumph', model: 'Herald 13/60', from: 1967, to: 1971 },
  { make: 'MG', model: 'MGB GT', from: 1966, to: 1980 },
  { make: 'Rover', model: 'P6 2000', from: 1964, to: 1977 },
  { make: 'Hillman', model: 'Imp', from: 1963, to: 1976 },
  { make: 'Vauxhall', model: 'Viva HB', from: 1966, to: 1970 },
  { make: 'Jaguar', model: 'XJ6 Series 2', from: 1973, to: 1979 },
  { make: 'Volvo', model: 'Amazon 122S', from: 1961, to: 1970 },
  { make: 'Triumph', model: 'Spitfire 1500', from: 1974, to: 1980 },
];
export const CARS_US: Car[] = [
  { make: 'Chevrolet', model: 'Impala', from: 1960, to: 1975 },
  { make: 'Ford', model: 'Mustang', from: 1965, to: 1973 },
  { make: 'Plymouth', model: 'Fury III', from: 1965, to: 1974 },
  { make: 'Jeep', model: 'CJ-5', from: 1960, to: 1983 },
  { make: 'Ford', model: 'F-100', from: 1961, to: 1979 },
  { make: 'Pontiac', model: 'Bonneville', from: 1960, to: 1975 },
  { make: 'Oldsmobile', model: 'Cutlass Supreme', from: 1968, to: 1981 },
  { make: 'Chevrolet', model: 'C10 pickup', from: 1967, to: 1987 },
  { make: 'Buick', model: 'Skylark', from: 1964, to: 1972 },
  { make: 'Volkswagen', model: 'Beetle', from: 1960, to: 1977 },
  { make: 'Dodge', model: 'Dart', from: 1963, to: 1976 },
];
export const CARS_SH: Car[] = [
  { make: 'Holden', model: 'HQ Kingswood', from: 1971, to: 1974 },
  { make: 'Ford', model: 'Cortina 2.0 L', from: 1972, to: 1982 },
  { make: 'Toyota', model: 'Corolla KE20', from: 1970, to: 1974 },
  { make: 'Datsun', model: '1200', from: 1970, to: 1973 },
  { make: 'Volkswagen', model: 'Beetle 1600', from: 1966, to: 1979 },
  { make: 'Mercedes-Benz', model: '230 (W 123)', from: 1976, to: 1985 },
  { make: 'Land Rover', model: 'Series III 109', from: 1971, to: 1985 },
  { make: 'Triumph', model: '2500 PI', from: 1968, to: 1975 },
];

/** A car and the year of the paper (at least its first year, at most `until`). */
export function carIn(rng: Random, cars: Car[], paperFrom: number, paperTo: number): { car: Car; year: number; paperYear: number } {
  const fit = cars.filter((c) => c.from <= paperTo);
  const car = rng.pick(fit.length ? fit : cars);
  const year = rng.int(car.from, Math.min(car.to, paperTo));
  const paperYear = rng.int(Math.max(year, paperFrom), paperTo);
  return { car, year, paperYear };
}

/** A date inside a given year, ISO. */
export function dayIn(rng: Random, year: number): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

// ——— jobs ———

/** Work as the trade writes it: description, hours range. */
export const WORK_DE: [string, number, number][] = [
  ['Motoröl und Ölfilter gewechselt', 0.5, 0.8],
  ['Bremsen vorn überholt, Beläge erneuert', 1.5, 2.5],
  ['Zündung eingestellt, Unterbrecherkontakte erneuert', 0.6, 1.2],
  ['Vergaser gereinigt und eingestellt', 1, 2],
  ['Kupplungsseil erneuert', 0.5, 1],
  ['Auspuff-Mittelschalldämpfer ersetzt', 0.8, 1.5],
  ['Abschmierdienst nach Plan', 0.5, 1],
  ['Stoßdämpfer hinten ersetzt', 1, 1.8],
  ['Wasserpumpe erneuert, Kühlsystem entlüftet', 1.5, 2.5],
  ['Ventile eingestellt', 0.8, 1.5],
  ['Lichtmaschine überholt', 1.5, 2.5],
  ['Radlager vorn links erneuert', 1, 2],
  ['Unterbodenschutz ausgebessert', 1, 3],
  ['Scheinwerfer eingestellt', 0.3, 0.5],
  ['Keilriemen gewechselt', 0.3, 0.6],
  ['Spur vermessen und eingestellt', 0.8, 1.2],
  ['Schweißarbeiten am Schweller rechts', 3, 6],
  ['Kühler ausgebaut, gespült, eingebaut', 1.5, 2.5],
];
export const PARTS_DE: [string, number, number][] = [
  ['Ölfilter', 8, 22],
  ['Bremsbeläge Satz vorn', 28, 85],
  ['Unterbrecherkontakt', 6, 18],
  ['Kondensator', 4, 12],
  ['Zündkerzen Satz', 12, 36],
  ['Luftfilterelement', 9, 28],
  ['Keilriemen', 9, 24],
  ['Stoßdämpfer hinten (Paar)', 90, 240],
  ['Wasserpumpe', 70, 190],
  ['Kupplungsseil', 14, 38],
  ['Mittelschalldämpfer', 60, 180],
  ['Radlager-Satz', 35, 95],
  ['Kühlerschlauch oben', 11, 29],
  ['Zylinderkopfdichtung', 28, 75],
  ['Scheibenwischerblätter (Paar)', 9, 26],
  ['Bremsflüssigkeit DOT 4, 1 l', 9, 19],
];
export const WORK_EN: [string, number, number][] = [
  ['Engine oil and filter changed', 0.5, 0.8],
  ['Front brakes relined', 1.5, 2.5],
  ['Ignition timing set, points renewed', 0.6, 1.2],
  ['Carburettor cleaned and tuned', 1, 2],
  ['Clutch cable replaced', 0.5, 1],
  ['Exhaust centre box replaced', 0.8, 1.5],
  ['Chassis lubricated', 0.5, 1],
  ['Rear shock absorbers replaced', 1, 1.8],
  ['Water pump replaced, cooling system bled', 1.5, 2.5],
  ['Valve clearances adjusted', 0.8, 1.5],
  ['Dynamo overhauled', 1.5, 2.5],
  ['Front wheel bearing renewed', 1, 2],
  ['Sill welded nearside', 3, 6],
  ['Headlamps aligned', 0.3, 0.5],
  ['Fan belt replaced', 0.3, 0.6],
  ['Front wheel alignment', 0.8, 1.2],
  ['Radiator removed, flushed and refitted', 1.5, 2.5],
];
export const WORK_US: [string, number, number][] = [
  ['Lube, oil and filter', 0.5, 0.8],
  ['Replace front brake shoes, turn drums', 1.5, 2.5],
  ['Tune-up: points, plugs, condenser', 1, 1.8],
  ['Rebuild carburetor', 1.5, 2.5],
  ['Replace muffler and tailpipe', 0.8, 1.5],
  ['Replace rear shocks', 0.8, 1.4],
  ['Replace water pump', 1.5, 2.2],
  ['Adjust valves', 0.8, 1.5],
  ['Replace generator brushes', 1, 1.8],
  ['Repack front wheel bearings', 1, 1.6],
  ['Front end alignment', 0.8, 1.2],
  ['Replace fan belt', 0.3, 0.6],
  ['Flush radiator, new hoses', 1, 1.8],
  ['Replace U-joints', 1, 1.6],
];
export const PARTS_EN: [string, number, number][] = [
  ['Oil filter', 2, 9],
  ['Brake shoes, pair', 8, 30],
  ['Contact set', 2, 7],
  ['Condenser', 1, 4],
  ['Spark plugs (4)', 3, 12],
  ['Air filter element', 3, 11],
  ['Fan belt', 2, 8],
  ['Rear dampers, pair', 25, 80],
  ['Water pump', 18, 60],
  ['Clutch cable', 4, 14],
  ['Exhaust centre box', 15, 55],
  ['Wheel bearing kit', 10, 35],
  ['Top hose', 3, 10],
  ['Head gasket set', 9, 30],
  ['Wiper blades, pair', 3, 9],
];
export const PARTS_US: [string, number, number][] = [
  ['Oil filter', 2, 8],
  ['Brake shoe set', 9, 32],
  ['Points & condenser', 3, 9],
  ['Spark plugs (8)', 6, 18],
  ['Carburetor kit', 9, 28],
  ['Muffler', 18, 55],
  ['Tailpipe', 8, 22],
  ['Shocks (2)', 22, 70],
  ['Water pump', 20, 65],
  ['Fan belt', 3, 9],
  ['Radiator hoses', 6, 18],
  ['U-joint', 6, 16],
  ['Wheel bearing seal', 2, 6],
  ['Oil, 5 qts', 4, 14],
];

/** Some distinct jobs with hours (rounded to a tenth or a quarter) — the list as printed. */
export function jobs(rng: Random, pool: [string, number, number][], n: number, step = 0.1): { desc: string; hours: number }[] {
  return rng.some(pool, n).map(([desc, lo, hi]) => ({ desc, hours: Math.round((lo + rng.next() * (hi - lo)) / step) * step }));
}

/** Some distinct parts with a quantity and a unit price scaled to the paper's money and year. */
export function parts(rng: Random, pool: [string, number, number][], n: number, scale: number): { desc: string; qty: number; unit: number; amount: number }[] {
  return rng.some(pool, n).map(([desc, lo, hi]) => {
    const qty = rng.chance(0.25) ? rng.int(2, 4) : 1;
    const unit = Math.round((lo + rng.next() * (hi - lo)) * scale * 100) / 100;
    return { desc, qty, unit, amount: Math.round(qty * unit * 100) / 100 };
  });
}

/** A form number, a plate, a chassis number. */
export const formNo = (rng: Random, digits = 5) => String(rng.int(10 ** (digits - 1), 10 ** digits - 1));
export function plateDE(rng: Random, sign: string): string {
  const L = 'ABCDEFGHKLMNPRSTUVWXZ';
  const letters = Array.from({ length: rng.int(1, 2) }, () => rng.pick([...L])).join('');
  return `${sign}-${letters} ${rng.int(1, 999)}`;
}
export function chassis(rng: Random, len = 10): string {
  const A = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
  return Array.from({ length: len }, () => rng.pick([...A])).join('');
}
