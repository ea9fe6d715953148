/**
 * The unseen-aq author's kit: the regions' towns, streets, plates and VINs, dealer-software operation and parts
 * catalogues, and the money of the years (DM, BEF, LUF, euro, pound, dollar). Each family picks its own layout.
 */
import type { PageBuilder } from '../page';
import { r2, sum, vatDE, vatUK } from '../paper-kit';
import type { Random } from '../random';

export { r2, sum };

export type Region = 'ndb' | 'ofr' | 'bb' | 'ostbe' | 'lux' | 'ne' | 'oh' | 'in' | 'az';

export const TOWNS: Record<Region, [string, string][]> = {
  ndb: [
    ['84028', 'Landshut'],
    ['94032', 'Passau'],
    ['94315', 'Straubing'],
    ['94469', 'Deggendorf'],
    ['84307', 'Eggenfelden'],
    ['94209', 'Regen'],
    ['84130', 'Dingolfing'],
  ],
  ofr: [
    ['96047', 'Bamberg'],
    ['95444', 'Bayreuth'],
    ['95028', 'Hof'],
    ['96450', 'Coburg'],
    ['95326', 'Kulmbach'],
    ['96317', 'Kronach'],
    ['95100', 'Selb'],
  ],
  bb: [
    ['14467', 'Potsdam'],
    ['03046', 'Cottbus'],
    ['15230', 'Frankfurt (Oder)'],
    ['14770', 'Brandenburg an der Havel'],
    ['16225', 'Eberswalde'],
    ['16816', 'Neuruppin'],
    ['15517', 'Fürstenwalde'],
  ],
  ostbe: [
    ['4700', 'Eupen'],
    ['4780', 'St. Vith'],
    ['4720', 'Kelmis'],
    ['4750', 'Bütgenbach'],
    ['4760', 'Büllingen'],
    ['4730', 'Raeren'],
  ],
  lux: [
    ['L-1940', 'Luxembourg'],
    ['L-4002', 'Esch-sur-Alzette'],
    ['L-9010', 'Ettelbruck'],
    ['L-9201', 'Diekirch'],
    ['L-3401', 'Dudelange'],
    ['L-6401', 'Echternach'],
  ],
  ne: [
    ['NE1 4XF', 'Newcastle upon Tyne'],
    ['SR1 3JD', 'Sunderland'],
    ['NE8 1HE', 'Gateshead'],
    ['TS1 2NP', 'Middlesbrough'],
    ['DH1 3RY', 'Durham'],
    ['TS24 7AG', 'Hartlepool'],
    ['NE61 1QF', 'Morpeth'],
  ],
  oh: [
    ['43215', 'Columbus, OH'],
    ['44308', 'Akron, OH'],
    ['43604', 'Toledo, OH'],
    ['45402', 'Dayton, OH'],
    ['44702', 'Canton, OH'],
    ['45202', 'Cincinnati, OH'],
  ],
  in: [
    ['46802', 'Fort Wayne, IN'],
    ['46204', 'Indianapolis, IN'],
    ['47708', 'Evansville, IN'],
    ['46601', 'South Bend, IN'],
    ['47401', 'Bloomington, IN'],
    ['47904', 'Lafayette, IN'],
  ],
  az: [
    ['85004', 'Phoenix, AZ'],
    ['85701', 'Tucson, AZ'],
    ['85201', 'Mesa, AZ'],
    ['86001', 'Flagstaff, AZ'],
    ['85281', 'Tempe, AZ'],
    ['86301', 'Prescott, AZ'],
  ],
};

const STREETS_DE = [
  'Industriestraße',
  'Gewerbering',
  'Landshuter Straße',
  'Bahnhofstraße',
  'Am Gewerbepark',
  'Hauptstraße',
  'Ringstraße',
  'Siemensstraße',
  'Berliner Allee',
  'Kasernenstraße',
  'Aachener Straße',
  'Malmedyer Straße',
  "Route d'Arlon",
  'Zone Industrielle',
  'Rue de Luxembourg',
];
const STREETS_UK = [
  'Scotswood Road',
  'Team Valley Trading Estate',
  'Hylton Road',
  'North Ormesby Road',
  'Front Street',
  'Coast Road',
  'Durham Road',
  'Station Road',
];
const STREETS_US = [
  'W Broad St',
  'S Arlington St',
  'Central Ave',
  'E Washington Blvd',
  'N Meridian St',
  'E Camelback Rd',
  'W Main St',
  'S Alma School Rd',
  'Dixie Hwy',
  'E Speedway Blvd',
];

export function place(rng: Random, region: Region) {
  const [zip, town] = rng.pick(TOWNS[region]);
  const n = rng.int(1, 240);
  let street: string;
  if (region === 'ne') street = `${n} ${rng.pick(STREETS_UK)}`;
  else if (region === 'oh' || region === 'in' || region === 'az') street = `${rng.int(100, 9800)} ${rng.pick(STREETS_US)}`;
  else if (region === 'lux') street = `${n}, ${rng.pick(["Route d'Arlon", 'Rue de Luxembourg', 'Zone Industrielle Um Monkeler', 'Route de Thionville'])}`;
  else if (region === 'ostbe') street = `${rng.pick(['Aachener Straße', 'Malmedyer Straße', 'Herbesthaler Straße', 'Industriestraße', 'Klosterstraße'])} ${n}`;
  else street = `${rng.pick(STREETS_DE.slice(0, 10))} ${n}`;
  const line2 = region === 'oh' || region === 'in' || region === 'az' ? `${town} ${zip}` : region === 'ne' ? `${town} ${zip}` : `${zip} ${town}`;
  return { zip, town, street, line2, short: town.replace(/, [A-Z]{2}$/, '') };
}

export const FIRST_DE = [
  'Josef',
  'Franz',
  'Andreas',
  'Stefan',
  'Michael',
  'Thomas',
  'Sabine',
  'Monika',
  'Karl-Heinz',
  'Werner',
  'Uwe',
  'Petra',
  'Jürgen',
  'Manfred',
  'Gabi',
  'Luc',
  'Jean',
  'Marc',
  'Anja',
  'Heike',
];
export const LAST_DE = [
  'Huber',
  'Wimmer',
  'Bauer',
  'Eder',
  'Gruber',
  'Schraml',
  'Dippold',
  'Hofmann',
  'Schmidt',
  'Krüger',
  'Lehmann',
  'Kowalski',
  'Schröder',
  'Margraff',
  'Heinen',
  'Kessler',
  'Weber',
  'Thill',
  'Schmit',
  'Hoffmann',
  'Pankow',
  'Zitzmann',
  'Fiedler',
];
export const FIRST_EN = [
  'Gary',
  'Alan',
  'Steven',
  'Karen',
  'Paul',
  'Lesley',
  'Mark',
  'Darren',
  'Brian',
  'Linda',
  'Dwayne',
  'Tyler',
  'Cheryl',
  'Randy',
  'Debbie',
  'Kevin',
  'Ramon',
  'Maria',
  'Jason',
  'Kim',
];
export const LAST_EN = [
  'Robson',
  'Charlton',
  'Milburn',
  'Armstrong',
  'Dodds',
  'Hetherington',
  'Stokoe',
  'Miller',
  'Johnson',
  'Hoffmann',
  'Schultz',
  'Yoder',
  'Kowalczyk',
  'Garcia',
  'Martinez',
  'Begay',
  'Turner',
  'Whitaker',
  'Lindqvist',
];
export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI = [
  'WVW',
  'WBA',
  'WDB',
  'WDD',
  'WAU',
  'WF0',
  'W0L',
  'VF1',
  'VF3',
  'TMB',
  'ZFA',
  'JMZ',
  'SAL',
  'SAJ',
  '1G1',
  '1FT',
  '1FA',
  '2T1',
  '1HG',
  '1C4',
  '5YJ',
  '3VW',
  'JTD',
  'KMH',
  'SCC',
];
export function vin(rng: Random, wmi?: string): string {
  let s = wmi ?? rng.pick(WMI);
  while (s.length < 17) s += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return s;
}

export function plate(rng: Random, region: Region, year = 2010): string {
  const L = () => 'ABCDEFGHJKLMNPRSTUVWXZ'[rng.int(0, 21)];
  const D = (n: number) =>
    Array.from({ length: n }, () => rng.int(0, 9))
      .join('')
      .replace(/^0/, String(rng.int(1, 9)));
  switch (region) {
    case 'ndb':
      return `${rng.pick(['LA', 'PA', 'SR', 'DEG', 'DGF', 'PAN', 'REG', 'FRG'])}-${L()}${rng.chance(0.5) ? L() : ''} ${D(rng.int(2, 4))}`;
    case 'ofr':
      return `${rng.pick(['BA', 'BT', 'HO', 'CO', 'KU', 'KC', 'WUN', 'LIF'])}-${L()}${rng.chance(0.5) ? L() : ''} ${D(rng.int(2, 4))}`;
    case 'bb':
      return `${rng.pick(['P', 'CB', 'FF', 'BRB', 'BAR', 'OPR', 'LOS', 'PM', 'OHV'])}-${L()}${L()} ${D(rng.int(2, 4))}`;
    case 'ostbe':
      return year >= 2010 ? `${rng.int(1, 2)}-${L()}${L()}${L()}-${D(3)}` : `${L()}${L()}${L()}-${D(3)}`;
    case 'lux':
      return rng.chance(0.6) ? `${L()}${L()} ${D(4)}` : `${D(rng.int(4, 6))}`;
    case 'ne':
      if (year >= 2001) return `${rng.pick(['NA', 'NB', 'NC', 'ND', 'NE', 'NG', 'NJ', 'NK', 'NL'])}${String(year % 100).padStart(2, '0')} ${L()}${L()}${L()}`;
      return `${L()}${D(3)} ${L()}${rng.pick(['BB', 'CN', 'NL', 'TN', 'VK', 'PT'])}`;
    case 'oh':
      return `${L()}${L()}${L()} ${D(4)}`;
    case 'in':
      return rng.chance(0.5) ? `${D(3)}${L()}${L()}${L()}` : `${rng.int(10, 99)}${L()}${D(3)}`;
    case 'az':
      return `${L()}${L()}${L()}${D(4)}`;
  }
}

export const CARS_DE = [
  'VW Golf III 1.8',
  'VW Passat Variant 1.9 TDI',
  'BMW 320i (E46)',
  'BMW 525d Touring',
  'Mercedes-Benz C 200 CDI',
  'Mercedes-Benz E 220',
  'Audi A4 Avant 2.0 TDI',
  'Opel Astra G 1.6',
  'Ford Focus 1.6',
  'Skoda Octavia Combi',
  'Renault Clio 1.2',
  'Peugeot 306 1.4',
  'Audi 80 B4',
  'Opel Vectra B',
  'VW Touran 1.4 TSI',
  'BMW X3 xDrive20d',
  'Trabant 601 S',
  'Wartburg 353 W',
  'Porsche 911 Carrera (964)',
];
export const CARS_EN = [
  'Ford Focus 1.6 Zetec',
  'Vauxhall Astra 1.4',
  'Nissan Micra 1.2',
  'Nissan Qashqai 1.5 dCi',
  'Rover 214 Si',
  'Honda Civic 1.4',
  'Chevrolet Silverado 1500',
  'Ford F-150 XLT',
  'Jeep Grand Cherokee Laredo',
  'Toyota Camry LE',
  'Honda Accord EX',
  'Chevrolet Malibu LT',
  'Dodge Ram 1500',
  'Buick LeSabre Custom',
  'Pontiac Grand Am SE',
  'Ford Mustang GT',
  'Jeep Wrangler Sahara',
  'Toyota Tacoma SR5',
  'Land Rover Discovery 3',
];

/** Operations: [text, labour units/hours]. German: AW (10 per hour). */
export const OPS_DE: [string, number][] = [
  ['Inspektion mit Ölwechsel nach Herstellervorgabe', 1.8],
  ['Bremsbeläge vorn erneuern', 1.0],
  ['Bremsscheiben und -beläge hinten erneuern', 1.6],
  ['Zahnriemen mit Wasserpumpe ersetzen', 3.4],
  ['Hauptuntersuchung §29 StVZO vorführen', 0.5],
  ['Klimaanlage Service, Kältemittel befüllt', 0.8],
  ['Stoßdämpfer vorn beidseitig ersetzen', 2.2],
  ['Kupplung komplett ersetzen', 5.0],
  ['Abgasanlage Mittelschalldämpfer ersetzen', 1.2],
  ['Fehlerspeicher auslesen und löschen', 0.3],
  ['Räder umstecken und auswuchten', 0.6],
  ['Zündkerzen ersetzen', 0.6],
  ['Achsvermessung durchgeführt', 1.0],
  ['Glühkerzen ersetzen', 1.4],
  ['Keilrippenriemen ersetzen', 0.7],
  ['Luftmassenmesser ersetzen', 0.5],
];
export const OPS_EN: [string, number][] = [
  ['Full service per manufacturer schedule', 1.8],
  ['Replace front brake pads', 1.0],
  ['Replace rear discs and pads', 1.6],
  ['Replace timing belt and water pump', 3.4],
  ['MOT test preparation', 0.5],
  ['Air conditioning recharge', 0.8],
  ['Replace front shock absorbers', 2.2],
  ['Replace clutch assembly', 5.0],
  ['Replace exhaust centre section', 1.2],
  ['Diagnose check engine light', 0.5],
  ['Rotate and balance tires', 0.6],
  ['Replace spark plugs', 0.6],
  ['Four wheel alignment', 1.0],
  ['Replace serpentine belt', 0.7],
  ['Replace battery and test charging system', 0.4],
  ['Lube, oil and filter change', 0.5],
  ['Replace front wheel bearing', 1.5],
];
/** Parts: [text, unit price base in euro/dollar, unit]. */
export const PARTS_DE: [string, number, string][] = [
  ['Ölfilter', 11.9, 'St'],
  ['Motoröl 5W-30', 12.4, 'l'],
  ['Luftfilter', 18.5, 'St'],
  ['Pollenfilter', 21.3, 'St'],
  ['Bremsbelagsatz vorn', 64.8, 'Satz'],
  ['Bremsscheibe hinten', 38.9, 'St'],
  ['Zahnriemensatz', 129.0, 'Satz'],
  ['Wasserpumpe', 84.5, 'St'],
  ['Kühlmittel G12', 6.9, 'l'],
  ['Stoßdämpfer vorn', 79.0, 'St'],
  ['Zündkerze', 9.8, 'St'],
  ['Keilrippenriemen', 27.4, 'St'],
  ['Dichtring Ölablassschraube', 1.2, 'St'],
  ['Bremsflüssigkeit DOT 4', 9.9, 'l'],
  ['Glühkerze', 19.6, 'St'],
  ['Scheibenwischerblatt', 14.9, 'St'],
];
export const PARTS_EN: [string, number, string][] = [
  ['Oil filter', 8.9, 'EA'],
  ['Engine oil 5W-30', 6.5, 'QT'],
  ['Air filter', 16.5, 'EA'],
  ['Cabin air filter', 19.0, 'EA'],
  ['Front brake pad set', 54.0, 'EA'],
  ['Rear brake rotor', 48.0, 'EA'],
  ['Timing belt kit', 119.0, 'EA'],
  ['Water pump', 79.0, 'EA'],
  ['Coolant 50/50', 12.0, 'GAL'],
  ['Front strut assembly', 96.0, 'EA'],
  ['Spark plug', 7.5, 'EA'],
  ['Serpentine belt', 29.0, 'EA'],
  ['Drain plug washer', 0.9, 'EA'],
  ['Brake fluid DOT 3', 8.0, 'EA'],
  ['Battery 48-600', 139.0, 'EA'],
  ['Wiper blade', 12.5, 'EA'],
  ['Wheel bearing hub assembly', 118.0, 'EA'],
];

export function partNo(rng: Random, style: 'vw' | 'bmw' | 'mb' | 'ford' | 'gm' | 'generic'): string {
  const d = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  switch (style) {
    case 'vw':
      return `${d(3)} ${d(3)} ${d(3)} ${rng.pick(['', 'A', 'B', 'C', 'D'])}`.trim();
    case 'bmw':
      return `${d(2)} ${d(2)} ${d(1)} ${d(3)} ${d(3)}`;
    case 'mb':
      return `A ${d(3)} ${d(3)} ${d(2)} ${d(2)}`;
    case 'ford':
      return `${d(7)}`;
    case 'gm':
      return `${d(8)}`;
    default:
      return `${rng.pick(['BO', 'MA', 'FE', 'AT', 'HE'])}${d(6)}`;
  }
}

export interface Line {
  text: string;
  qty: number;
  unit: string;
  price: number;
  amount: number;
  no: string;
  disc: number;
}

/** Labour lines: `scale` turns hours into a price per hour or unit. */
export function pickOps(rng: Random, ops: [string, number][], n: number, rate: number): Line[] {
  return rng.some(ops, n).map(([text, h]) => {
    const qty = r2(h * (0.8 + rng.next() * 0.5));
    const hours = Math.round(qty * 10) / 10;
    return { text, qty: hours, unit: 'h', price: rate, amount: r2(hours * rate), no: '', disc: 0 };
  });
}

export function pickParts(rng: Random, parts: [string, number, string][], n: number, factor: number, pn: () => string, discChance = 0): Line[] {
  return rng.some(parts, n).map(([text, p, unit]) => {
    const qty = unit === 'l' || unit === 'QT' ? rng.int(4, 6) : rng.pick([1, 1, 1, 2, 4]);
    const price = r2(p * factor * (0.9 + rng.next() * 0.3));
    const disc = rng.chance(discChance) ? rng.pick([5, 10, 15]) : 0;
    const amount = r2(qty * price * (1 - disc / 100));
    return { text, qty, unit, price, amount, no: pn(), disc };
  });
}

/** Currency factor against the euro price list of the catalogue. */
export function money(region: Region, year: number): { cur: string; f: number; vat: number } {
  switch (region) {
    case 'ndb':
    case 'ofr':
    case 'bb':
      return year < 2002 ? { cur: 'DM', f: 1.6, vat: vatDE(year) } : { cur: 'EUR', f: 1 + (year - 2002) * 0.025, vat: vatDE(year) };
    case 'ostbe':
      return year < 2002 ? { cur: 'BEF', f: 33, vat: 21 } : { cur: 'EUR', f: 1 + (year - 2002) * 0.025, vat: 21 };
    case 'lux': {
      const vat = year < 1992 ? 12 : year < 2015 ? 15 : year === 2023 ? 16 : 17;
      return year < 2002 ? { cur: 'LUF', f: 33, vat } : { cur: 'EUR', f: 1 + (year - 2002) * 0.025, vat };
    }
    case 'ne':
      return { cur: 'GBP', f: 0.55 + (year - 1990) * 0.015, vat: year === 2009 ? 15 : vatUK(year) };
    default:
      return { cur: 'USD', f: 0.7 + (year - 1990) * 0.025, vat: 0 };
  }
}

export const SALES_TAX: Record<'oh' | 'in' | 'az', number> = { oh: 7.25, in: 7, az: 8.6 };

/** A rule across the page at y. */
export function rule(p: PageBuilder, x: number, w: number, y = p.y, thick = false) {
  p.box(x, y, w, thick ? 0.8 : 0.01);
}

export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

export function ibanDE(rng: Random) {
  return `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
}
export function ibanBE(rng: Random) {
  return `BE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
}
export function ibanLU(rng: Random) {
  return `LU${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
}
