/**
 * gen-unseen-ah's shared pieces: the machines (motorcycles, tractors, commercial vehicles), the regions' firms and
 * people, the workshop lines of each kind of machine, and small page helpers. Each family still lays its page out
 * itself.
 */
import type { PageBuilder } from '../page';
import { r2, type Col, row } from '../paper-kit';
import type { Random } from '../random';

export { r2 };

export interface Machine {
  make: string;
  model: string;
  from: number;
  to: number;
}
const m = (make: string, model: string, from: number, to: number): Machine => ({ make, model, from, to });

export const MOTORCYCLES: Machine[] = [
  m('Zündapp', 'KS 601', 1951, 1958),
  m('Zündapp', 'Bella R 203', 1954, 1964),
  m('BMW', 'R 27', 1960, 1966),
  m('BMW', 'R 60/2', 1960, 1969),
  m('BMW', 'R 75/5', 1969, 1973),
  m('BMW', 'R 100 RS', 1976, 1984),
  m('Norton', 'Dominator 88', 1952, 1966),
  m('Norton', 'Commando 850', 1973, 1977),
  m('Triumph', 'Bonneville T120', 1959, 1975),
  m('Triumph', 'Tiger 100', 1955, 1970),
  m('Harley-Davidson', 'FLH Electra Glide', 1965, 1984),
  m('Harley-Davidson', 'Sportster XLH', 1957, 1985),
  m('BSA', 'A65 Lightning', 1964, 1972),
];
export const SCOOTERS: Machine[] = [
  m('Vespa', 'GS 150', 1955, 1961),
  m('Vespa', '125 VNB', 1960, 1966),
  m('Lambretta', 'Li 150 Series 2', 1959, 1961),
  m('Lambretta', 'TV 175', 1959, 1965),
];
export const TRACTORS_DE: Machine[] = [
  m('Lanz', 'Bulldog D 2816', 1952, 1955),
  m('Lanz', 'Bulldog D 1706', 1952, 1956),
  m('Hanomag', 'R 35', 1951, 1955),
  m('Hanomag', 'R 16', 1956, 1962),
  m('Porsche-Diesel', 'Junior 108', 1957, 1963),
  m('Porsche-Diesel', 'Standard 218', 1957, 1963),
  m('Fendt', 'Dieselross F 15', 1951, 1958),
  m('Fendt', 'Farmer 2', 1961, 1968),
  m('Deutz', 'D 40', 1959, 1965),
  m('Eicher', 'Königstiger', 1958, 1962),
];
export const TRACTORS_AT: Machine[] = [
  m('Steyr', '80', 1949, 1964),
  m('Steyr', '188', 1963, 1967),
  m('Porsche-Diesel', 'Junior 108', 1957, 1963),
  m('Lindner', 'BF 22', 1958, 1966),
];
export const TRACTORS_CH: Machine[] = [
  m('Hürlimann', 'D 100', 1955, 1965),
  m('Bührer', 'OK 15', 1955, 1963),
  m('Meili', 'DM 36', 1955, 1962),
  m('Vevey', '552', 1955, 1960),
];
export const TRACTORS_UK: Machine[] = [
  m('Ferguson', 'TE20', 1946, 1956),
  m('Ferguson', 'TEF20', 1951, 1956),
  m('Massey Ferguson', '35', 1957, 1964),
  m('Massey Ferguson', '135', 1964, 1975),
  m('Fordson', 'Major E1A', 1952, 1958),
  m('David Brown', '990', 1961, 1971),
  m('Nuffield', '10/60', 1957, 1961),
];
export const TRACTORS_US: Machine[] = [
  m('Farmall', 'H', 1939, 1953),
  m('Farmall', '560', 1958, 1963),
  m('John Deere', '4020', 1963, 1972),
  m('John Deere', 'Model A', 1934, 1952),
  m('Allis-Chalmers', 'WD45', 1953, 1957),
  m('Case', '830', 1957, 1965),
  m('Minneapolis-Moline', 'U', 1938, 1957),
  m('Massey Ferguson', '65', 1958, 1964),
];
export const COMMERCIAL: Machine[] = [
  m('Mercedes-Benz', 'Unimog 411', 1956, 1974),
  m('Mercedes-Benz', 'Unimog 406', 1963, 1989),
  m('Volkswagen', 'T1 Transporter', 1955, 1967),
  m('Volkswagen', 'T2 Bus', 1967, 1979),
  m('Hanomag', 'F 20', 1967, 1973),
  m('Citroën', 'Type H', 1950, 1981),
];
export const FIRE_ENGINES: Machine[] = [
  m('Magirus-Deutz', 'Mercur TLF 16', 1955, 1966),
  m('Magirus-Deutz', 'S 3500 LF 8', 1951, 1955),
  m('Opel', 'Blitz LF 8', 1952, 1960),
  m('Bedford', 'RL Green Goddess', 1953, 1956),
  m('Dennis', 'F8', 1950, 1959),
];
export const UK_COMMERCIAL: Machine[] = [
  m('Land Rover', 'Series I 86"', 1954, 1956),
  m('Land Rover', 'Series IIA 88"', 1961, 1971),
  m('Land Rover', 'Series III 109"', 1971, 1985),
  m('Bedford', 'OB coach', 1946, 1950),
  m('Bedford', 'J-type lorry', 1958, 1976),
  m('Citroën', 'H van', 1950, 1981),
  m('Volkswagen', 'T2 Camper', 1967, 1979),
];
export const US_TRUCKS: Machine[] = [
  m('Ford', 'Model TT truck', 1917, 1927),
  m('Ford', 'F-100', 1953, 1979),
  m('Chevrolet', '3100 pickup', 1947, 1955),
  m('International', 'KB-5 grain truck', 1947, 1949),
  m('Dodge', 'Power Wagon', 1946, 1968),
  m('GMC', '9300 grain truck', 1955, 1959),
];

export const named = (v: Machine) => `${v.make} ${v.model}`;
/** The machine's build year, and a paper date after it within the set's era (1950–2025). */
export function buildYear(rng: Random, v: Machine) {
  return rng.int(v.from, v.to);
}
export function paperDate(rng: Random, built: number, from = 1955, to = 2024) {
  return rng.date(Math.max(from, built + 1), Math.max(to, built + 2));
}

export const DE_FIRST = [
  'Josef',
  'Heinrich',
  'Anton',
  'Franz',
  'Georg',
  'Bernhard',
  'Hubert',
  'Alois',
  'Gerhard',
  'Wilhelm',
  'Maria',
  'Theresia',
  'Hildegard',
  'Elisabeth',
  'Johann',
  'Markus',
  'Stefan',
  'Tobias',
  'Anja',
  'Martina',
];
export const DE_LAST = [
  'Schepers',
  'Brüggemann',
  'Hölscher',
  'Wessels',
  'Kemper',
  'Allgaier',
  'Waibel',
  'Rauch',
  'Hörmann',
  'Bühler',
  'Wieland',
  'Kraus',
  'Pichler',
  'Hofer',
  'Leitner',
  'Gerber',
  'Zürcher',
  'Aebi',
  'Egli',
  'Stucki',
  'Löffler',
  'Hägele',
  'Vogt',
];
export const EN_FIRST = [
  'Arthur',
  'Harold',
  'Dennis',
  'Brian',
  'Colin',
  'Margaret',
  'Edna',
  'Trevor',
  'Graham',
  'Wayne',
  'Dale',
  'Duane',
  'Lyle',
  'Marvin',
  'Gloria',
  'Darlene',
  'Ron',
  'Keith',
  'Bruce',
  'Shane',
];
export const EN_LAST = [
  'Pickering',
  'Dunmore',
  'Haddock',
  'Cropper',
  'Burrows',
  'Thistlethwaite',
  'Vandenberg',
  'Schroeder',
  'Kowalski',
  'Lindgren',
  'Halvorson',
  'Ostrander',
  'McAllister',
  'Penhaligon',
  'Tremlett',
  'Fairweather',
  'Kirkby',
  'Mellor',
  'Olsen',
];
export const dePerson = (rng: Random) => `${rng.pick(DE_FIRST)} ${rng.pick(DE_LAST)}`;
export const enPerson = (rng: Random) => `${rng.pick(EN_FIRST)} ${rng.pick(EN_LAST)}`;

/** A workshop line: description and hours. */
export type Work = [string, number];
/** A part: description, price range. */
export type Part = [string, number, number];

export const MOTO_WORK_DE: Work[] = [
  ['Vergaser zerlegt, gereinigt, Schwimmerstand eingestellt', 2.5],
  ['Kette und Ritzel erneuert', 1.5],
  ['Zylinder gehont, neuen Kolben montiert', 6],
  ['Zündung eingestellt, Unterbrecher erneuert', 0.8],
  ['Ventilspiel eingestellt', 1],
  ['Ölwechsel Motor und Getriebe', 0.8],
  ['Bremsen vorn und hinten nachgestellt', 0.7],
  ['Kupplung eingestellt', 0.5],
  ['Speichen nachgezogen, Hinterrad zentriert', 1.5],
  ['Lichtmaschine und Regler geprüft', 0.6],
  ['Gabelöl gewechselt, Simmerringe erneuert', 2],
];
export const MOTO_PARTS_DE: Part[] = [
  ['Kolben mit Ringen 1. Übermaß', 80, 220],
  ['Rollenkette 5/8 x 3/8, 98 Glieder', 35, 90],
  ['Ritzel 17 Z.', 15, 40],
  ['Kettenrad 43 Z.', 30, 80],
  ['Zündkerze Bosch W 175 T1', 3, 9],
  ['Unterbrecherkontakt', 6, 18],
  ['Vergaser-Dichtsatz Bing', 8, 25],
  ['Motoröl SAE 40', 10, 24],
  ['Bremsbacken hinten (Paar)', 18, 45],
  ['Kupplungszug', 7, 19],
  ['Zylinderfußdichtung', 3, 12],
  ['Simmerring Gabel', 5, 14],
];
export const TRAC_WORK_DE: Work[] = [
  ['Motoröl gewechselt, Ölbadluftfilter gereinigt', 1.5],
  ['Hydraulik: Pumpe abgedichtet, Öl erneuert', 4],
  ['Zapfwelle: Wellendichtring erneuert', 3],
  ['Einspritzdüsen abgedrückt und eingestellt', 2],
  ['Kupplung nachgestellt', 1],
  ['Vorderachse abgeschmiert, Achsschenkel nachgestellt', 1.5],
  ['Glühkerzen geprüft, eine erneuert', 0.8],
  ['Bremsen hinten eingestellt', 1],
  ['Kühler gespült, Thermostat erneuert', 2],
  ['Lichtanlage instandgesetzt', 1.5],
  ['Lenkung spielfrei eingestellt', 1.2],
  ['Kraftstoffanlage entlüftet, Filter erneuert', 1],
];
export const TRAC_PARTS_DE: Part[] = [
  ['Motoröl HD SAE 30', 35, 70],
  ['Hydrauliköl HLP 46', 60, 110],
  ['Wellendichtring Zapfwelle', 9, 28],
  ['Dichtsatz Hydraulikpumpe', 45, 120],
  ['Kraftstofffilter', 8, 22],
  ['Thermostat', 18, 45],
  ['Kühlerschlauch oben', 12, 30],
  ['Keilriemen', 14, 35],
  ['Glühkerze', 9, 24],
  ['Bremsbeläge hinten (Satz)', 40, 95],
  ['Einspritzdüse', 60, 160],
  ['Abschmierfett', 6, 15],
];
export const TRUCK_WORK_DE: Work[] = [
  ['Motoröl und Filter gewechselt', 1],
  ['Bremsanlage entlüftet, Radbremszylinder erneuert', 3],
  ['Portalachsen: Öl gewechselt', 1.5],
  ['Kupplung erneuert', 6],
  ['Vergaser synchronisiert', 1.5],
  ['Auspuff erneuert', 2],
  ['Lenkgetriebe nachgestellt', 1.2],
  ['Zündung eingestellt, Kerzen erneuert', 0.8],
  ['Blattfedern neu gelagert', 4],
  ['Pumpenanlage durchgesehen', 2.5],
  ['Heizbirne / Standheizung instandgesetzt', 2],
];
export const TRUCK_PARTS_DE: Part[] = [
  ['Ölfilter', 9, 25],
  ['Motoröl 15W-40', 30, 65],
  ['Radbremszylinder', 25, 70],
  ['Kupplungsscheibe', 90, 240],
  ['Auspufftopf', 80, 210],
  ['Zündkerzen (Satz)', 12, 30],
  ['Federbuchsen (Satz)', 20, 55],
  ['Getriebeöl SAE 90', 14, 32],
  ['Bremsschlauch', 12, 28],
  ['Keilriemen Lichtmaschine', 10, 25],
];
export const MOTO_WORK_EN: Work[] = [
  ['Strip and clean carburettors, set float heights', 2.5],
  ['Renew chain and sprockets', 1.5],
  ['Rebore barrels, fit new pistons', 6],
  ['Set ignition timing, new points', 0.8],
  ['Adjust tappets', 1],
  ['Change engine, gearbox and primary oil', 1],
  ['Adjust brakes front and rear', 0.7],
  ['Rebuild clutch', 2],
  ['Re-spoke and true rear wheel', 2.5],
  ['Check charging system, new rectifier', 1],
  ['Renew fork seals and oil', 2],
];
export const MOTO_PARTS_EN: Part[] = [
  ['Pistons and rings +.020"', 90, 240],
  ['Rear chain 530 x 104', 25, 70],
  ['Gearbox sprocket 19T', 14, 35],
  ['Rear sprocket 47T', 25, 60],
  ['Spark plugs N4 (pair)', 5, 14],
  ['Contact breaker set', 8, 22],
  ['Carburettor gasket kit', 8, 24],
  ['Engine oil 20W-50', 12, 30],
  ['Brake shoes (pair)', 18, 45],
  ['Clutch plates', 30, 75],
  ['Fork seals (pair)', 8, 20],
  ['Rectifier', 20, 55],
];
export const TRAC_WORK_EN: Work[] = [
  ['Change engine oil, clean oil bath air cleaner', 1.5],
  ['Hydraulic pump reseal, new hydraulic oil', 4],
  ['Renew PTO shaft seal', 3],
  ['Test and set injectors', 2],
  ['Adjust clutch', 1],
  ['Grease front axle, adjust king pins', 1.5],
  ['Adjust brakes', 1],
  ['Flush radiator, new thermostat', 2],
  ['Rewire lights', 2],
  ['Reset steering box', 1.2],
  ['Bleed fuel system, new filters', 1],
  ['Replace magneto points, time magneto', 1.2],
];
export const TRAC_PARTS_EN: Part[] = [
  ['Engine oil SAE 30', 25, 55],
  ['Hydraulic oil', 40, 95],
  ['PTO seal', 8, 25],
  ['Hydraulic pump seal kit', 40, 110],
  ['Fuel filter element', 6, 18],
  ['Thermostat', 15, 40],
  ['Top radiator hose', 10, 28],
  ['Fan belt', 12, 30],
  ['Brake shoes (pair)', 35, 85],
  ['Injector nozzle', 45, 130],
  ['Grease cartridges', 5, 14],
  ['Magneto points', 10, 28],
];
export const TRUCK_WORK_EN: Work[] = [
  ['Oil and filter change', 1],
  ['Bleed brakes, new wheel cylinders', 3],
  ['Replace clutch', 6],
  ['Tune carburettor', 1.5],
  ['Fit new exhaust', 2],
  ['Adjust steering box', 1.2],
  ['Ignition service, new plugs', 0.8],
  ['Rebush leaf springs', 4],
  ['Service swivel housings', 2.5],
  ['Repair wiring loom', 2],
  ['Renew king pins', 3.5],
];
export const TRUCK_PARTS_EN: Part[] = [
  ['Oil filter', 8, 22],
  ['Engine oil 20W-50', 25, 55],
  ['Wheel cylinders', 20, 60],
  ['Clutch kit', 120, 320],
  ['Exhaust system', 90, 240],
  ['Spark plugs (set)', 10, 26],
  ['Spring bushes (set)', 18, 48],
  ['Gear oil EP90', 12, 30],
  ['Swivel seal kit', 25, 70],
  ['King pin kit', 45, 120],
];

export interface LabourLine {
  text: string;
  hours: number;
  rate: number;
  amount: number;
}
export interface PartLine {
  text: string;
  qty: number;
  unit: number;
  amount: number;
}
/** Labour lines from a pool: hours varied a little, at one rate. */
export function labour(rng: Random, pool: Work[], n: number, rate: number): LabourLine[] {
  return rng.some(pool, n).map(([text, h]) => {
    const hours = Math.max(0.5, Math.round(h * (0.7 + rng.next() * 0.7) * 2) / 2);
    return { text, hours, rate, amount: r2(hours * rate) };
  });
}
/** Part lines from a pool, prices scaled by the era's factor (1 = prices of today in the currency's units). */
export function parts(rng: Random, pool: Part[], n: number, factor = 1): PartLine[] {
  return rng.some(pool, n).map(([text, lo, hi]) => {
    const qty = rng.chance(0.75) ? 1 : rng.int(2, 4);
    const unit = r2(Math.max(0.5, Math.round((lo + rng.next() * (hi - lo)) * factor * 10) / 10));
    return { text, qty, unit, amount: r2(qty * unit) };
  });
}
export const total = (xs: { amount: number }[]) => r2(xs.reduce((a, x) => a + x.amount, 0));

/** A price factor for the year and currency: older years cheaper (DM ~ 2 x €, Schilling ~ 14 x €). */
export function eraFactor(year: number, currency: 'EUR' | 'DM' | 'ATS' | 'CHF' | 'GBP' | 'USD' | 'CAD' | 'AUD'): number {
  const age = Math.max(0, 2024 - year);
  const infl = Math.pow(0.965, age);
  const unit = { EUR: 1, DM: 1.96, ATS: 13.76, CHF: 1.3, GBP: 0.85, USD: 1.08, CAD: 1.45, AUD: 1.6 }[currency];
  return Math.max(0.08, infl) * unit;
}

/** A rate per hour for the year. */
export function hourly(rng: Random, year: number, currency: Parameters<typeof eraFactor>[1]): number {
  return Math.round((55 + rng.int(0, 30)) * eraFactor(year, currency));
}

/** Fills columns of a table row at the builder's y and moves down. */
export function line(p: PageBuilder, cols: Col[], cells: string[], opts: { size?: number; bold?: boolean; serif?: boolean; step?: number } = {}) {
  row(p, cols, cells, opts);
  p.down(opts.step ?? 13);
}

export function invNo(rng: Random, prefix = '') {
  return `${prefix}${rng.int(1000, 99999)}`;
}
export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const hoursFmt = (h: number, de: boolean) => (de ? h.toFixed(1).replace('.', ',') : h.toFixed(1));
