/**
 * The unseen-ad author's small kit: the pieces today's digital paper shares — a QR square drawn as modules, a bank
 * block, an e-mail's header lines, a photo placeholder with its caption, and names, plates and VINs of the 2005–2026
 * years. Money, dates and VAT come from the shared paper kit.
 */
import type { PageBuilder } from '../page';
import type { Random } from '../random';

/** A QR square: modules drawn as small filled boxes (a scanner sees a pattern, the text layer nothing). */
export function qr(p: PageBuilder, rng: Random, x: number, y: number, size = 64) {
  const n = 17;
  const m = size / n;
  p.box(x, y, size, size);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const finder = (i < 5 && j < 5) || (i < 5 && j > 11) || (i > 11 && j < 5);
      if (finder ? i % 4 === 0 || j % 4 === 0 || j === 16 || i === 16 : rng.chance(0.45)) p.box(x + j * m, y + i * m, m, m, true);
    }
}

/** A photo placeholder: a framed box with a caption under it (digital reports print their pictures in a grid). */
export function photo(p: PageBuilder, x: number, y: number, w: number, h: number, caption: string) {
  p.box(x, y, w, h, true);
  p.text(x + w / 2, '[Foto]', { y: y + h / 2, size: 7, align: 'center' });
  p.text(x, caption, { y: y + h + 10, size: 7.5 });
}

/** The header lines of a printed e-mail. */
export function mailHead(p: PageBuilder, lines: [string, string][], size = 8.5) {
  for (const [k, v] of lines) {
    p.text(40, k, { size, bold: true }).text(110, v, { size });
    p.down(11);
  }
  p.box(40, p.y - 4, 515, 0.01);
  p.down(14);
}

export const IBAN_DE = (rng: Random) =>
  `DE${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}`;
export const IBAN_CH = (rng: Random) => `CH${rng.int(10, 99)} 3000 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(0, 9)}`;
export const IBAN_NL = (rng: Random) => `NL${rng.int(10, 99)} INGB 000${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
export const IBAN_AT = (rng: Random) => `AT${rng.int(10, 99)} ${rng.int(10000, 99999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** A 17-character VIN (the cars are classics; late ones carry a 17-character number, old ones shorter chassis numbers). */
export function vin(rng: Random, len = 17): string {
  let s = '';
  for (let i = 0; i < len; i++) s += rng.pick([...VIN_CHARS]);
  return s;
}

export function digits(rng: Random, n: number): string {
  let s = String(rng.int(1, 9));
  for (let i = 1; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');

/** German plate: district, letters, number, an H for a historic car now and then. */
export function plateDE(rng: Random, district: string, h = true): string {
  return `${district}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 999)}${h && rng.chance(0.6) ? 'H' : ''}`;
}
/** UK current-style mark (2001 on) or an old dateless one. */
export function plateUK(rng: Random): string {
  return rng.chance(0.5)
    ? `${letters(rng, 2)}${rng.int(51, 74)} ${letters(rng, 3)}`
    : `${letters(rng, 3)} ${rng.int(10, 999)}${rng.pick(['', 'A', 'B', 'C'])}`.trim();
}

export const FIRST_DE = [
  'Jonas',
  'Katrin',
  'Matthias',
  'Sabine',
  'Florian',
  'Anja',
  'Tobias',
  'Melanie',
  'Dirk',
  'Claudia',
  'Sven',
  'Ines',
  'Marco',
  'Bettina',
];
export const LAST_DE = [
  'Brandt',
  'Kessler',
  'Hoffmann',
  'Wiegand',
  'Lorenz',
  'Seidl',
  'Kröger',
  'Ulrich',
  'Hartung',
  'Pohl',
  'Baumgärtner',
  'Reuter',
  'Scholz',
  'Vogler',
];
export const FIRST_EN = ['Ryan', 'Megan', 'Travis', 'Ashley', 'Connor', 'Holly', 'Dale', 'Brianna', 'Gareth', 'Siobhan', 'Wyatt', 'Kirsty', 'Darnell', 'Paige'];
export const LAST_EN = [
  'Whitfield',
  'Mahoney',
  'Crenshaw',
  'Pritchard',
  'Delgado',
  'Ashworth',
  'Boudreaux',
  'Llewellyn',
  'Hutchins',
  'Okafor',
  'Sizemore',
  'Tremblay',
  'Kowalski',
  'Faircloth',
];
export const nameDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(LAST_DE)}`;
export const nameEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`;

export const CARS = [
  'Porsche 911 Carrera 3.2',
  'Mercedes-Benz 280 SL (W113)',
  'BMW E30 M3',
  'VW Golf I GTI',
  'Mercedes-Benz 190 E 2.3-16',
  'Audi Quattro 20V',
  'Alfa Romeo Spider 2000',
  'Jaguar XJ-S V12',
  'Triumph TR6',
  'Volvo 240 GL',
  'Saab 900 Turbo',
  'Mazda MX-5 (NA)',
  'Ford Mustang GT 1967',
  'Chevrolet C10 1972',
  'Land Rover Defender 110',
  'Toyota Land Cruiser FJ40',
  'VW T3 Westfalia',
  'Opel Manta B GT/E',
  'Lancia Delta HF Integrale',
  'Citroën DS 21',
];
