/**
 * gen-unseen-af's own kit: the regions' people, towns, cars and money, the jobs a workshop bills (labour lines and the
 * parts they took), and a few table helpers for bills whose arithmetic is the point (sections, subtotals, discounts,
 * deposits, split VAT). Each family still chooses its own wording and layout.
 */
import type { PageBuilder } from '../page';
import { num, r2, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export { r2, sum, r05, num, fd, addDays, vatDE, vatCH, vatUK, row, para, hline, doc, wrap } from '../paper-kit';

export type Region =
  | 'rheinland'
  | 'baden'
  | 'hessen'
  | 'tirol'
  | 'steiermark'
  | 'bern'
  | 'luzern'
  | 'eastanglia'
  | 'nireland'
  | 'cornwall'
  | 'ohio'
  | 'texas'
  | 'oregon'
  | 'quebec'
  | 'wa';

const FIRST: Record<string, string[]> = {
  de: ['Klaus', 'Jürgen', 'Ursula', 'Wolfgang', 'Monika', 'Dieter', 'Petra', 'Heinz', 'Renate', 'Stefan', 'Birgit', 'Rainer', 'Gabriele', 'Helmut', 'Anja'],
  at: ['Johann', 'Franz', 'Maria', 'Josef', 'Christine', 'Alois', 'Theresia', 'Markus', 'Elisabeth', 'Herbert', 'Gerhard', 'Sonja'],
  ch: ['Beat', 'Urs', 'Ruedi', 'Vreni', 'Hansjörg', 'Marianne', 'Reto', 'Esther', 'Kurt', 'Daniela', 'Peter', 'Silvia'],
  uk: ['Colin', 'Nigel', 'Margaret', 'Trevor', 'Gillian', 'Derek', 'Susan', 'Alan', 'Wendy', 'Keith', 'Patricia', 'Martin', 'Siobhan', 'Declan', 'Morwenna'],
  us: ['Dale', 'Randy', 'Brenda', 'Gary', 'Donna', 'Wayne', 'Cheryl', 'Rusty', 'Tammy', 'Curtis', 'Lorraine', 'Duane', 'Kyle', 'Shirley'],
  qc: ['Jean-Guy', 'Sylvie', 'Réjean', 'Manon', 'Gilles', 'Chantal', 'Normand', 'Johanne', 'Luc', 'Francine'],
  au: ['Bruce', 'Sheila', 'Darren', 'Kylie', 'Wayne', 'Leanne', 'Craig', 'Narelle', 'Shane', 'Tracey'],
};
const LAST: Record<string, string[]> = {
  de: ['Schmitz', 'Müller', 'Becker', 'Hoffmann', 'Kaiser', 'Wagner', 'Jung', 'Schäfer', 'Keller', 'Weber', 'Fuchs', 'Brandt', 'Lang', 'Zimmer'],
  at: ['Gruber', 'Huber', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Mayr', 'Reiter', 'Schwarz', 'Lechner', 'Egger'],
  ch: ['Bühler', 'Schürch', 'Aebi', 'Wyss', 'Stucki', 'Zbinden', 'Bucher', 'Imhof', 'Wicki', 'Felder', 'Kälin', 'Gisler'],
  uk: ['Pearce', 'Thurston', 'Gedge', 'Nankervis', 'Trevithick', 'McAllister', 'Doherty', 'Spurgeon', 'Kerridge', 'Pascoe', 'Hamill', 'Rudd', 'Catchpole'],
  us: ['Kowalski', 'Hendricks', 'Ramirez', 'Swanson', 'McCoy', 'Pruitt', 'Lindgren', 'Baumgartner', 'Tate', 'Overholt', 'Garza', 'Nyberg'],
  qc: ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Lavoie', 'Pelletier', 'Bélanger', 'Lévesque', 'Gauthier', 'Ouellet'],
  au: ['Fitzgerald', 'Kennedy', 'Walsh', 'Pattinson', 'Hardie', 'Morrison', 'Cartwright', 'Doyle', 'Fairweather', 'Hooper'],
};
const FOLK: Record<Region, string> = {
  rheinland: 'de',
  baden: 'de',
  hessen: 'de',
  tirol: 'at',
  steiermark: 'at',
  bern: 'ch',
  luzern: 'ch',
  eastanglia: 'uk',
  nireland: 'uk',
  cornwall: 'uk',
  ohio: 'us',
  texas: 'us',
  oregon: 'us',
  quebec: 'qc',
  wa: 'au',
};
export const person = (rng: Random, region: Region) => `${rng.pick(FIRST[FOLK[region]])} ${rng.pick(LAST[FOLK[region]])}`;
export const surname = (rng: Random, region: Region) => rng.pick(LAST[FOLK[region]]);

const TOWNS: Record<Region, [string, string][]> = {
  rheinland: [
    ['50667', 'Köln'],
    ['53111', 'Bonn'],
    ['56068', 'Koblenz'],
    ['54290', 'Trier'],
    ['41460', 'Neuss'],
    ['53474', 'Bad Neuenahr-Ahrweiler'],
  ],
  baden: [
    ['76133', 'Karlsruhe'],
    ['79098', 'Freiburg im Breisgau'],
    ['76530', 'Baden-Baden'],
    ['77652', 'Offenburg'],
    ['78462', 'Konstanz'],
    ['75172', 'Pforzheim'],
  ],
  hessen: [
    ['60311', 'Frankfurt am Main'],
    ['65183', 'Wiesbaden'],
    ['64283', 'Darmstadt'],
    ['34117', 'Kassel'],
    ['35037', 'Marburg'],
    ['36037', 'Fulda'],
  ],
  tirol: [
    ['6020', 'Innsbruck'],
    ['6330', 'Kufstein'],
    ['6370', 'Kitzbühel'],
    ['6460', 'Imst'],
    ['6130', 'Schwaz'],
  ],
  steiermark: [
    ['8010', 'Graz'],
    ['8700', 'Leoben'],
    ['8605', 'Kapfenberg'],
    ['8430', 'Leibnitz'],
    ['8280', 'Fürstenfeld'],
  ],
  bern: [
    ['3011', 'Bern'],
    ['3600', 'Thun'],
    ['3400', 'Burgdorf'],
    ['3800', 'Interlaken'],
    ['2502', 'Biel/Bienne'],
  ],
  luzern: [
    ['6003', 'Luzern'],
    ['6210', 'Sursee'],
    ['6280', 'Hochdorf'],
    ['6130', 'Willisau'],
    ['6020', 'Emmenbrücke'],
  ],
  eastanglia: [
    ['NR2 4LP', 'Norwich'],
    ['IP1 3QR', 'Ipswich'],
    ['CB4 1HF', 'Cambridge'],
    ['PE30 1EX', "King's Lynn"],
    ['IP33 3AA', 'Bury St Edmunds'],
  ],
  nireland: [
    ['BT7 1NN', 'Belfast'],
    ['BT60 4AB', 'Armagh'],
    ['BT74 6BU', 'Enniskillen'],
    ['BT51 3AG', 'Coleraine'],
    ['BT35 8DT', 'Newry'],
  ],
  cornwall: [
    ['TR1 2SJ', 'Truro'],
    ['TR18 4AE', 'Penzance'],
    ['PL31 2DQ', 'Bodmin'],
    ['TR7 1DU', 'Newquay'],
    ['TR11 3HX', 'Falmouth'],
  ],
  ohio: [
    ['OH 43215', 'Columbus'],
    ['OH 44113', 'Cleveland'],
    ['OH 45202', 'Cincinnati'],
    ['OH 43604', 'Toledo'],
    ['OH 44308', 'Akron'],
  ],
  texas: [
    ['TX 78701', 'Austin'],
    ['TX 76102', 'Fort Worth'],
    ['TX 79401', 'Lubbock'],
    ['TX 78205', 'San Antonio'],
    ['TX 77701', 'Beaumont'],
  ],
  oregon: [
    ['OR 97301', 'Salem'],
    ['OR 97401', 'Eugene'],
    ['OR 97701', 'Bend'],
    ['OR 97501', 'Medford'],
    ['OR 97330', 'Corvallis'],
  ],
  quebec: [
    ['QC H2X 1Y4', 'Montreal'],
    ['QC G1R 4P3', 'Quebec City'],
    ['QC J1H 1Z8', 'Sherbrooke'],
    ['QC G8T 2A4', 'Trois-Rivières'],
    ['QC J8X 3Y7', 'Gatineau'],
  ],
  wa: [
    ['WA 6000', 'Perth'],
    ['WA 6160', 'Fremantle'],
    ['WA 6230', 'Bunbury'],
    ['WA 6430', 'Kalgoorlie'],
    ['WA 6530', 'Geraldton'],
  ],
};
const STREETS: Record<string, string[]> = {
  de: ['Industriestraße', 'Gewerbepark', 'Bahnhofstraße', 'Mühlenweg', 'Raiffeisenstraße', 'Am Autohof', 'Lindenallee', 'Kirchgasse'],
  at: ['Gewerbestraße', 'Bundesstraße', 'Hauptplatz', 'Werkstättenweg', 'Salzburger Straße', 'Grazer Straße'],
  ch: ['Industriestrasse', 'Bahnhofstrasse', 'Gewerbering', 'Dorfstrasse', 'Kantonsstrasse', 'Seestrasse'],
  uk: ['Station Road', 'Mill Lane', 'Church Street', 'Harbour Road', 'Main Street', 'Trading Estate', 'Quay Street'],
  us: ['Main St', 'Route 9', 'Industrial Pkwy', 'Elm St', 'Highway 20', 'Commerce Dr', 'Ranch Rd'],
  qc: ['rue Principale', 'boul. Saint-Laurent', 'rue King Ouest', 'chemin du Lac', 'rue Notre-Dame'],
  au: ['Great Eastern Hwy', 'Canning Hwy', 'Albany Hwy', 'Stirling St', 'Marine Tce'],
};
export function address(rng: Random, region: Region): [string, string] {
  const f = FOLK[region];
  const [zip, town] = rng.pick(TOWNS[region]);
  const st = rng.pick(STREETS[f]);
  const no = rng.int(1, 180);
  const line1 = f === 'us' || f === 'au' || f === 'uk' ? `${no} ${st}` : f === 'qc' ? `${no * 10}, ${st}` : `${st} ${no}`;
  const line2 =
    f === 'us' || f === 'qc' || f === 'au' ? `${town}, ${zip}` : f === 'uk' ? `${town} ${zip}` : `${f === 'at' ? 'A-' : f === 'ch' ? 'CH-' : ''}${zip} ${town}`;
  return [line1, line2];
}
export const town = (rng: Random, region: Region) => rng.pick(TOWNS[region])[1];

export interface Car {
  make: string;
  model: string;
  year: number;
}
const CARS: Record<string, [string, string, number, number][]> = {
  de: [
    ['Mercedes-Benz', '280 SE (W116)', 1972, 1980],
    ['Mercedes-Benz', '230 E (W123)', 1977, 1985],
    ['Mercedes-Benz', '190 E 2.3-16', 1984, 1993],
    ['BMW', '2002 tii', 1971, 1975],
    ['BMW', '323i (E21)', 1978, 1982],
    ['BMW', '635 CSi', 1978, 1989],
    ['Porsche', '911 SC', 1978, 1983],
    ['Porsche', '944', 1982, 1991],
    ['Opel', 'Manta B GT/E', 1975, 1988],
    ['Opel', 'Kadett C Coupé', 1973, 1979],
    ['VW', 'Käfer 1303 S', 1972, 1975],
    ['VW', 'Golf I GTI', 1976, 1983],
    ['VW', 'T2 Westfalia', 1972, 1979],
    ['Audi', '100 Coupé S', 1970, 1976],
    ['Audi', 'quattro', 1980, 1991],
    ['Ford', 'Capri II 2.3 S', 1974, 1977],
  ],
  en: [
    ['Triumph', 'TR6', 1969, 1976],
    ['MG', 'MGB GT', 1965, 1980],
    ['Jaguar', 'XJ6 Series II', 1973, 1979],
    ['Jaguar', 'XJS V12', 1976, 1991],
    ['Land Rover', 'Series III 88', 1971, 1985],
    ['Austin', 'Mini Cooper', 1990, 2000],
    ['Ford', 'Cortina Mk IV', 1976, 1979],
    ['Rover', 'P6 3500', 1968, 1977],
    ['Ford', 'Mustang Fastback', 1965, 1970],
    ['Chevrolet', 'Camaro Z28', 1977, 1981],
    ['Pontiac', 'Firebird Trans Am', 1976, 1981],
    ['Chevrolet', 'C10 Pickup', 1973, 1987],
    ['Dodge', 'Charger R/T', 1968, 1970],
    ['Holden', 'HQ Kingswood', 1971, 1974],
    ['Ford', 'Falcon XB GT', 1973, 1976],
    ['Toyota', 'Land Cruiser FJ40', 1975, 1984],
  ],
};
export const US_CARS = ['Ford Mustang', 'Chevrolet', 'Pontiac', 'Dodge'];
export const UK_CARS = ['Triumph', 'MG', 'Jaguar', 'Land Rover', 'Austin', 'Ford Cortina', 'Rover'];
export const AU_CARS = ['Holden', 'Ford Falcon', 'Toyota', 'Jaguar', 'MG'];
/** A car built in its own years and no later than `docYear`. */
export function car(rng: Random, lang: 'de' | 'en', docYear: number, pool?: string[]): Car {
  const fits = CARS[lang].filter(([mk, md, from]) => from <= docYear && (!pool || pool.some((x) => `${mk} ${md}`.startsWith(x))));
  const [make, model, from, to] = rng.pick(fits.length ? fits : CARS[lang]);
  return { make, model, year: rng.int(from, Math.min(to, docYear)) };
}

export function vin(rng: Random, len = 17): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return Array.from({ length: len }, () => rng.pick([...chars])).join('');
}
export const digits = (rng: Random, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');

export function plate(rng: Random, region: Region): string {
  switch (region) {
    case 'rheinland':
      return `${rng.pick(['K', 'BN', 'KO', 'TR', 'NE', 'AW'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${rng.chance(0.4) ? 'H' : ''}`;
    case 'baden':
      return `${rng.pick(['KA', 'FR', 'BAD', 'OG', 'KN', 'PF'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${rng.chance(0.4) ? 'H' : ''}`;
    case 'hessen':
      return `${rng.pick(['F', 'WI', 'DA', 'KS', 'MR', 'FD'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${rng.chance(0.4) ? 'H' : ''}`;
    case 'tirol':
      return `${rng.pick(['I', 'IL', 'KU', 'KB', 'IM', 'SZ'])} ${rng.int(100, 999)} ${letters(rng, 2)}`;
    case 'steiermark':
      return `${rng.pick(['G', 'GU', 'LE', 'BM', 'LB', 'HF'])} ${rng.int(10, 999)} ${letters(rng, 2)}`;
    case 'bern':
      return `BE ${rng.int(1000, 499999)}`;
    case 'luzern':
      return `LU ${rng.int(1000, 199999)}`;
    case 'eastanglia':
    case 'cornwall':
      return `${letters(rng, 3)} ${rng.int(100, 999)}${letters(rng, 1)}`;
    case 'nireland':
      return `${rng.pick(['DIA', 'OIL', 'BIL', 'AXI', 'UJI', 'RIA'])} ${rng.int(100, 9999)}`;
    case 'ohio':
    case 'texas':
    case 'oregon':
      return `${letters(rng, 3)} ${rng.int(1000, 9999)}`;
    case 'quebec':
      return `${letters(rng, 3)} ${rng.int(100, 999)}`;
    case 'wa':
      return `1${letters(rng, 3)} ${rng.int(100, 999)}`;
  }
}

/** Money as printed: the currency in the family's own style. */
export type Cur = 'DM' | 'EUR' | 'ATS' | 'CHF' | 'GBP' | 'USD' | 'CAD' | 'AUD';
export function money(n: number, cur: Cur, style: NumStyle, form: 'pre' | 'post' | 'bare' = 'pre'): string {
  const v = num(n, style);
  if (form === 'bare') return v;
  const sym = { DM: 'DM', EUR: '€', ATS: 'S', CHF: 'Fr.', GBP: '£', USD: '$', CAD: '$', AUD: '$' }[cur];
  if (form === 'post') return `${v} ${sym}`;
  return ['GBP', 'USD', 'CAD', 'AUD'].includes(cur) ? `${n < 0 ? '-' : ''}${sym}${num(Math.abs(n), style)}` : `${sym} ${v}`;
}
export const deCur = (year: number): Cur => (year < 2002 ? 'DM' : 'EUR');
export const atCur = (year: number): Cur => (year < 2002 ? 'ATS' : 'EUR');
/** Austrian USt (20 % since 1984, 18 % before). */
export const vatAT = (year: number) => (year < 1984 ? 18 : 20);

/** A job a workshop does: its heading, labour lines (description, hours) and parts (description, qty, price range). */
export interface Job {
  title: string;
  work: [string, number][];
  parts: [string, number, number, number][];
}
export const JOBS_DE: Job[] = [
  {
    title: 'Bremsanlage vorn',
    work: [
      ['Bremsscheiben und Beläge vorn erneuert', 1.8],
      ['Bremssattel vorn gängig gemacht', 0.9],
    ],
    parts: [
      ['Bremsscheibe vorn', 2, 38, 95],
      ['Bremsbelagsatz vorn', 1, 32, 78],
      ['Bremsflüssigkeit DOT 4, 1 l', 1, 9, 18],
    ],
  },
  {
    title: 'Inspektion',
    work: [
      ['Große Inspektion lt. Wartungsplan', 2.5],
      ['Ventilspiel geprüft und eingestellt', 1.2],
    ],
    parts: [
      ['Ölfilter', 1, 9, 22],
      ['Motoröl 15W-40', 5, 6, 14],
      ['Zündkerzen', 4, 3, 9],
      ['Luftfiltereinsatz', 1, 12, 30],
    ],
  },
  {
    title: 'Kupplung',
    work: [
      ['Getriebe aus- und eingebaut', 4.5],
      ['Kupplung komplett erneuert', 1.5],
    ],
    parts: [
      ['Kupplungsscheibe', 1, 90, 210],
      ['Druckplatte', 1, 110, 260],
      ['Ausrücklager', 1, 35, 80],
    ],
  },
  {
    title: 'Zündanlage',
    work: [
      ['Zündung und Schließwinkel eingestellt', 0.8],
      ['Verteiler zerlegt und gereinigt', 1.0],
    ],
    parts: [
      ['Unterbrecherkontakt', 1, 9, 24],
      ['Verteilerkappe', 1, 18, 45],
      ['Verteilerfinger', 1, 6, 16],
      ['Zündkabelsatz', 1, 35, 90],
    ],
  },
  {
    title: 'Kühlsystem',
    work: [
      ['Wasserpumpe aus- und eingebaut', 2.4],
      ['Kühlsystem gespült und entlüftet', 0.8],
    ],
    parts: [
      ['Wasserpumpe', 1, 70, 190],
      ['Thermostat mit Dichtung', 1, 18, 42],
      ['Kühlerschlauch oben', 1, 14, 36],
      ['Kühlmittel G11, 5 l', 1, 15, 32],
    ],
  },
  {
    title: 'Auspuffanlage',
    work: [
      ['Auspuffanlage ab Krümmer erneuert', 2.0],
      ['Abgaswerte geprüft und eingestellt', 0.5],
    ],
    parts: [
      ['Vorschalldämpfer', 1, 85, 190],
      ['Endschalldämpfer', 1, 110, 260],
      ['Montagesatz Auspuff', 1, 18, 40],
    ],
  },
  {
    title: 'Vorderachse',
    work: [
      ['Traggelenke beidseitig erneuert', 2.2],
      ['Spur vermessen und eingestellt', 1.0],
    ],
    parts: [
      ['Traggelenk', 2, 28, 70],
      ['Spurstangenkopf', 2, 19, 48],
      ['Stabilisatorgummi', 2, 6, 15],
    ],
  },
  {
    title: 'Vergaser',
    work: [
      ['Vergaser zerlegt, gereinigt und überholt', 3.5],
      ['Leerlauf und CO eingestellt', 0.6],
    ],
    parts: [
      ['Vergaser-Reparatursatz', 1, 45, 120],
      ['Schwimmernadelventil', 1, 12, 30],
      ['Kraftstofffilter', 1, 6, 16],
    ],
  },
  {
    title: 'Elektrik',
    work: [
      ['Lichtmaschine instandgesetzt', 2.0],
      ['Batterie geprüft und geladen', 0.4],
    ],
    parts: [
      ['Kohlebürsten Lichtmaschine', 1, 12, 28],
      ['Regler', 1, 38, 95],
      ['Batterie 12 V 55 Ah', 1, 75, 160],
    ],
  },
  {
    title: 'Hauptuntersuchung vorbereitet',
    work: [
      ['Fahrzeug zur HU vorbereitet, Mängel geprüft', 1.2],
      ['Scheinwerfer eingestellt', 0.4],
    ],
    parts: [
      ['Glühlampe H4', 2, 6, 14],
      ['Wischerblatt', 2, 8, 18],
    ],
  },
];
export const JOBS_EN: Job[] = [
  {
    title: 'Front brakes',
    work: [
      ['Renew front discs and pads', 1.8],
      ['Free off front calipers', 0.9],
    ],
    parts: [
      ['Front brake disc', 2, 35, 90],
      ['Front pad set', 1, 28, 70],
      ['Brake fluid DOT 4 1L', 1, 8, 16],
    ],
  },
  {
    title: 'Annual service',
    work: [
      ['Major service to schedule', 2.5],
      ['Check and adjust valve clearances', 1.2],
    ],
    parts: [
      ['Oil filter', 1, 7, 20],
      ['Engine oil 20W-50', 5, 5, 12],
      ['Spark plugs', 4, 3, 8],
      ['Air filter element', 1, 10, 28],
    ],
  },
  {
    title: 'Clutch',
    work: [
      ['Remove and refit gearbox', 4.5],
      ['Fit new clutch assembly', 1.5],
    ],
    parts: [
      ['Clutch plate', 1, 80, 190],
      ['Clutch cover', 1, 95, 230],
      ['Release bearing', 1, 30, 70],
    ],
  },
  {
    title: 'Ignition',
    work: [
      ['Set ignition timing and dwell', 0.8],
      ['Strip and clean distributor', 1.0],
    ],
    parts: [
      ['Contact set', 1, 8, 22],
      ['Distributor cap', 1, 16, 40],
      ['Rotor arm', 1, 5, 14],
      ['HT lead set', 1, 30, 80],
    ],
  },
  {
    title: 'Cooling system',
    work: [
      ['Replace water pump', 2.4],
      ['Flush and refill cooling system', 0.8],
    ],
    parts: [
      ['Water pump', 1, 60, 170],
      ['Thermostat and gasket', 1, 15, 38],
      ['Top radiator hose', 1, 12, 32],
      ['Antifreeze 5L', 1, 14, 30],
    ],
  },
  {
    title: 'Exhaust',
    work: [
      ['Renew exhaust system from manifold back', 2.0],
      ['Check emissions and adjust', 0.5],
    ],
    parts: [
      ['Front pipe', 1, 70, 170],
      ['Rear silencer', 1, 90, 230],
      ['Exhaust fitting kit', 1, 15, 35],
    ],
  },
  {
    title: 'Front suspension',
    work: [
      ['Replace lower ball joints both sides', 2.2],
      ['Four-wheel alignment', 1.0],
    ],
    parts: [
      ['Ball joint', 2, 25, 65],
      ['Track rod end', 2, 17, 45],
      ['Anti-roll bar bush', 2, 5, 14],
    ],
  },
  {
    title: 'Carburettors',
    work: [
      ['Strip, clean and rebuild carburettors', 3.5],
      ['Balance and set mixture', 0.6],
    ],
    parts: [
      ['Carburettor rebuild kit', 2, 40, 110],
      ['Float needle valve', 2, 10, 28],
      ['Inline fuel filter', 1, 5, 14],
    ],
  },
  {
    title: 'Charging circuit',
    work: [
      ['Overhaul alternator', 2.0],
      ['Test and charge battery', 0.4],
    ],
    parts: [
      ['Alternator brush set', 1, 10, 26],
      ['Voltage regulator', 1, 35, 90],
      ['Battery 12V 063', 1, 70, 150],
    ],
  },
  {
    title: 'Pre-inspection',
    work: [
      ['Pre-inspection check and report', 1.2],
      ['Aim headlamps', 0.4],
    ],
    parts: [
      ['Headlamp bulb H4', 2, 5, 13],
      ['Wiper blade', 2, 7, 16],
    ],
  },
];

export interface Line {
  desc: string;
  qty: number;
  unit: number;
  amount: number;
}
/** A job's lines at a rate and a price scale (the era's money): labour as hours × rate, parts as qty × unit. */
export function jobLines(rng: Random, job: Job, rate: number, scale: number, opts: { parts?: number; work?: number } = {}) {
  const work: Line[] = job.work.slice(0, opts.work ?? job.work.length).map(([desc, h]) => {
    const hours = r2(Math.max(0.3, h + rng.int(-2, 4) / 10));
    return { desc, qty: hours, unit: rate, amount: r2(hours * rate) };
  });
  const parts: Line[] = rng.some(job.parts, opts.parts ?? rng.int(2, job.parts.length)).map(([desc, q, lo, hi]) => {
    const unit = r2((rng.int(lo * 100, hi * 100) / 100) * scale);
    return { desc, qty: q, unit, amount: r2(q * unit) };
  });
  return { work, parts };
}
export const total = (ls: Line[]) => r2(ls.reduce((a, l) => a + l.amount, 0));
export const hrs = (n: number, style: NumStyle) => (style === 'de' || style === 'deplain' ? n.toFixed(2).replace('.', ',') : n.toFixed(2));

/** A stamp-like box with a few lines in it. */
export function stamp(p: PageBuilder, x: number, y: number, lines: string[], w = 150) {
  p.box(x, y - 12, w, lines.length * 11 + 8);
  lines.forEach((l, i) => p.text(x + w / 2, l, { y: y + i * 11, size: 8, bold: i === 0, align: 'center' }));
}
