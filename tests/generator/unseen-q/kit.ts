/**
 * Small shared pieces of the unseen-q families (restoration projects and the parts trade): money and
 * dates in the ways the paper prints them, a column helper, wrapping and the vehicles under restoration.
 * Every family picks its own style explicitly; only the pieces live here.
 */
import { PageBuilder } from '../page';
import type { Random } from '../random';
import type { Generated } from '../types';
import { r2 } from '../paper-kit';

export type Family = (rng: Random) => Generated;

export * from '../paper-kit';

export const VEH_DE = [
  { m: 'Mercedes-Benz 280 SE Coupé (W111)', y: 1969 },
  { m: 'Porsche 356 B T5', y: 1960 },
  { m: 'BMW 2002 tii', y: 1973 },
  { m: 'VW Käfer 1303 Cabriolet', y: 1975 },
  { m: 'Opel GT 1900', y: 1971 },
  { m: 'Mercedes-Benz 190 SL', y: 1958 },
  { m: 'NSU Prinz 4', y: 1966 },
  { m: 'Steyr-Puch 650 TR', y: 1967 },
  { m: 'Borgward Isabella TS', y: 1959 },
  { m: 'Ford Taunus 17M P3', y: 1962 },
  { m: 'Alfa Romeo Giulia Sprint GT', y: 1966 },
  { m: 'DKW F 12', y: 1964 },
];
export const VEH_EN = [
  { m: 'MGB Roadster', y: 1967 },
  { m: 'Triumph TR6', y: 1973 },
  { m: 'Jaguar E-Type Series 1 FHC', y: 1963 },
  { m: 'Austin-Healey 3000 Mk III', y: 1966 },
  { m: '1965 Ford Mustang Fastback', y: 1965 },
  { m: '1957 Chevrolet Bel Air', y: 1957 },
  { m: 'Land Rover Series IIA 88', y: 1968 },
  { m: 'Morris Minor 1000 Traveller', y: 1964 },
  { m: '1969 Dodge Charger', y: 1969 },
  { m: 'Jensen Interceptor III', y: 1974 },
  { m: 'Ford Escort Mk1 Mexico', y: 1971 },
  { m: '1955 Ford Thunderbird', y: 1955 },
];

/** A year after the car was built, within the family's range. */
export function vehicleFor(rng: Random, list: { m: string; y: number }[], before: number) {
  const v = rng.pick(list.filter((x) => x.y < before - 3));
  return v;
}

export const PERSON_DE = [
  'Herrn Klaus Reinhardt',
  'Frau Ingrid Sommer',
  'Herrn Dr. Peter Vogl',
  'Herrn Walter Huber',
  'Frau Monika Gassner',
  'Herrn Jürgen Albrecht',
];
export const PERSON_EN = ['Mr D. Whitfield', 'Mrs A. Carrington', 'Robert J. Kaminski', 'Ms Fiona Doyle', 'Mr G. Ashworth', 'Dale Henderson'];
export const STREET_DE = ['Lindenstraße 14', 'Am Mühlbach 3', 'Gartenweg 27', 'Hauptstraße 112', 'Bahnhofstr. 9', 'Ringstraße 41a'];
export const STREET_EN = ['12 Church Lane', '4 Mill Road', '221 Maple Ave', 'Rose Cottage, Station Rd', '88 Harbour View', '1407 Elm Street'];

/** Keeps the page honest: a price that is a plausible multiple of 0.5 or a whole amount. */
export const price = (rng: Random, lo: number, hi: number, step = 0.5) => r2(Math.round((lo + rng.next() * (hi - lo)) / step) * step);

export { PageBuilder };
