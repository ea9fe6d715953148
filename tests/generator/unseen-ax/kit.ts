/**
 * The unseen-ax author's kit: what office templates print around the figures — letterheads with a logo line and a
 * slogan, the address window with its sender line, reference blocks in several arrangements, bank footers in three
 * columns — and the firms, people, cars and jobs of small businesses in six countries.
 */
import type { PageBuilder } from '../page';
import { hline, num, type NumStyle } from '../paper-kit';
import type { Random } from '../random';

export type Country = 'DE' | 'AT' | 'CH' | 'UK' | 'IE' | 'US';

export interface Firm {
  name: string;
  slogan: string;
  street: string;
  city: string;
  phone: string;
  fax?: string;
  email: string;
  web: string;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export const letters = (rng: Random, n: number) => Array.from({ length: n }, () => rng.pick(LETTERS.split(''))).join('');

export function vin(rng: Random): string {
  const wmi = rng.pick(['WDB', 'WVW', 'WBA', 'WP0', 'ZFF', 'SAJ', 'SCC', 'VF1', 'YV1', '1G1', '1FA', 'JN1', 'SAL', 'WAU', 'ZAR']);
  const ch = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return wmi + Array.from({ length: 14 }, (_, i) => (i >= 8 ? String(rng.int(0, 9)) : rng.pick(ch.split('')))).join('');
}

export function plate(rng: Random, c: Country): string {
  switch (c) {
    case 'DE':
      return `${rng.pick(['M', 'S', 'HH', 'K', 'F', 'B', 'HD', 'KA', 'N', 'WÜ', 'OS', 'BI'])}-${letters(rng, rng.int(1, 2))} ${rng.int(1, 9999)}${rng.chance(0.2) ? 'H' : ''}`;
    case 'AT':
      return `${rng.pick(['W', 'G', 'L', 'S', 'I', 'K', 'BN', 'GU'])}-${rng.int(100, 99999)} ${letters(rng, rng.int(1, 2))}`;
    case 'CH':
      return `${rng.pick(['ZH', 'BE', 'LU', 'SG', 'AG', 'TG', 'GR', 'BL'])} ${rng.int(1000, 999999)}`;
    case 'UK':
      return rng.chance(0.5) ? `${letters(rng, 2)}${pad(rng.int(2, 75), 2)} ${letters(rng, 3)}` : `${letters(rng, 1)}${rng.int(1, 999)} ${letters(rng, 3)}`;
    case 'IE':
      return `${rng.int(95, 225)}-${rng.pick(['D', 'C', 'G', 'KY', 'WX', 'L', 'MO'])}-${rng.int(1, 29999)}`;
    case 'US':
      return `${rng.int(1, 9)}${letters(rng, 3)}${rng.int(100, 999)}`;
  }
}

export const CARS = [
  'Mercedes-Benz 280 SL',
  'Porsche 911 Carrera 3.2',
  'BMW 2002 tii',
  'VW Käfer 1303',
  'Jaguar E-Type 4.2',
  'MGB GT',
  'Alfa Romeo Spider 2000',
  'Volvo P1800 ES',
  'Triumph TR6',
  'Citroën DS 23',
  'Mercedes-Benz W123 230E',
  'Ford Mustang 289',
  'Chevrolet Corvette C3',
  'Land Rover Series IIA',
  'Austin-Healey 3000',
  'BMW E30 M3',
  'Porsche 356 B',
  'Lancia Fulvia Coupé',
  'Saab 900 Turbo',
  'Datsun 240Z',
];

const SUR_DE = [
  'Huber',
  'Maier',
  'Schröder',
  'Kellner',
  'Brandt',
  'Wagner',
  'Lorenz',
  'Pfister',
  'Gruber',
  'Steiner',
  'Vogt',
  'Reinhardt',
  'Kessler',
  'Baumann',
  'Zimmermann',
];
const FIRST_DE = ['Thomas', 'Andreas', 'Claudia', 'Michael', 'Sabine', 'Jürgen', 'Petra', 'Stefan', 'Monika', 'Klaus', 'Ursula', 'Markus'];
const SUR_EN = [
  'Whitfield',
  'Harrison',
  'Doyle',
  'Prescott',
  'Murphy',
  'Callaghan',
  'Bennett',
  'Hargreaves',
  'Kowalski',
  'Sullivan',
  'Fletcher',
  'Ramsey',
  'Okafor',
  'Lindqvist',
];
const FIRST_EN = ['James', 'Sarah', 'Robert', 'Fiona', 'David', 'Emma', 'Patrick', 'Helen', 'Gary', 'Karen', 'Declan', 'Linda', 'Mark', 'Susan'];
export const personDE = (rng: Random) => `${rng.pick(FIRST_DE)} ${rng.pick(SUR_DE)}`;
export const personEN = (rng: Random) => `${rng.pick(FIRST_EN)} ${rng.pick(SUR_EN)}`;
export const surnameDE = (rng: Random) => rng.pick(SUR_DE);
export const surnameEN = (rng: Random) => rng.pick(SUR_EN);

const PLACES: Record<Country, [string, string][]> = {
  DE: [
    ['80339', 'München'],
    ['70469', 'Stuttgart'],
    ['22769', 'Hamburg'],
    ['50825', 'Köln'],
    ['90431', 'Nürnberg'],
    ['33602', 'Bielefeld'],
    ['76185', 'Karlsruhe'],
    ['97080', 'Würzburg'],
  ],
  AT: [
    ['1100', 'Wien'],
    ['8020', 'Graz'],
    ['4020', 'Linz'],
    ['5020', 'Salzburg'],
    ['6020', 'Innsbruck'],
  ],
  CH: [
    ['8048', 'Zürich'],
    ['3014', 'Bern'],
    ['6005', 'Luzern'],
    ['9000', 'St. Gallen'],
    ['5430', 'Wettingen'],
  ],
  UK: [
    ['CV6 5PQ', 'Coventry'],
    ['BS3 4HT', 'Bristol'],
    ['LS11 8DP', 'Leeds'],
    ['GU9 7RT', 'Farnham'],
    ['OX26 4UL', 'Bicester'],
    ['EH7 4NJ', 'Edinburgh'],
  ],
  IE: [
    ['D12 K7X2', 'Dublin 12'],
    ['T12 RF60', 'Cork'],
    ['H91 W2C5', 'Galway'],
    ['V94 E8N4', 'Limerick'],
  ],
  US: [
    ['OH 43215', 'Columbus'],
    ['TX 78704', 'Austin'],
    ['CA 92614', 'Irvine'],
    ['MI 48207', 'Detroit'],
    ['PA 19103', 'Philadelphia'],
    ['GA 30318', 'Atlanta'],
  ],
};
const STREETS_DE = ['Industriestraße', 'Gewerbering', 'Hauptstraße', 'Werkstattweg', 'Am Bahnhof', 'Lindenstraße', 'Zeppelinstraße', 'Robert-Bosch-Str.'];
const STREETS_EN = [
  'Station Road',
  'Mill Lane',
  'Unit 4, Riverside Ind. Est.',
  'High Street',
  'Oak Avenue',
  'Commerce Drive',
  'Bridge Street',
  'Enterprise Way',
];

export function place(rng: Random, c: Country, near?: string): { street: string; city: string } {
  const pool = PLACES[c].filter(([, t]) => !near || t.startsWith(near));
  const [zip, town] = rng.pick(pool.length ? pool : PLACES[c]);
  const de = c === 'DE' || c === 'AT' || c === 'CH';
  const street = de
    ? `${rng.pick(STREETS_DE)} ${rng.int(1, 120)}`
    : c === 'US'
      ? `${rng.int(100, 9800)} ${rng.pick(STREETS_EN)}`
      : `${rng.int(1, 90)} ${rng.pick(STREETS_EN)}`;
  const city = c === 'US' ? `${town}, ${zip}` : c === 'UK' || c === 'IE' ? `${town} ${zip}` : `${c === 'DE' ? '' : c === 'AT' ? 'A-' : 'CH-'}${zip} ${town}`;
  return { street, city };
}

export function phone(rng: Random, c: Country): string {
  switch (c) {
    case 'DE':
      return `0${rng.int(30, 999)} ${rng.int(10000, 9999999)}`;
    case 'AT':
      return `+43 ${rng.int(1, 699)} ${rng.int(100000, 9999999)}`;
    case 'CH':
      return `0${rng.int(31, 81)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
    case 'UK':
      return `0${rng.int(1200, 1999)} ${rng.int(100000, 999999)}`;
    case 'IE':
      return `(0${rng.int(1, 99)}) ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
    case 'US':
      return `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
  }
}

/** A firm: its name, a slogan and the contact lines a template fills in. */
export function firm(rng: Random, c: Country, name: string, slogan: string, town?: string): Firm {
  const { street, city } = place(rng, c, town);
  const dom = name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]+/g, '')
    .slice(0, 16);
  const tld = { DE: 'de', AT: 'at', CH: 'ch', UK: 'co.uk', IE: 'ie', US: 'com' }[c];
  return {
    name,
    slogan,
    street,
    city,
    phone: phone(rng, c),
    fax: rng.chance(0.6) ? phone(rng, c) : undefined,
    email: `${rng.pick(['info', 'office', 'service', 'mail', 'accounts'])}@${dom}.${tld}`,
    web: `www.${dom}.${tld}`,
  };
}

/** A customer's address window lines. */
export function customer(rng: Random, c: Country, near?: string): { name: string; lines: string[] } {
  const de = c === 'DE' || c === 'AT' || c === 'CH';
  const name = de ? personDE(rng) : personEN(rng);
  const { street, city } = place(rng, c, near);
  const title = de ? rng.pick(['Herrn', 'Frau', '']) : rng.pick(['Mr', 'Mrs', 'Ms', '']);
  return { name, lines: [...(title ? [title] : []), name, street, city] };
}

export type HeadStyle = 'logoLine' | 'centered' | 'rightBlock' | 'band' | 'split';

/** The letterhead: a logo line with the firm in large type and the slogan, contact lines where the template puts them. */
export function letterhead(p: PageBuilder, f: Firm, style: HeadStyle, lang: 'de' | 'en'): void {
  const tel = lang === 'de' ? 'Tel.' : 'Tel:';
  const fax = f.fax ? (lang === 'de' ? ` · Fax ${f.fax}` : ` · Fax: ${f.fax}`) : '';
  switch (style) {
    case 'logoLine':
      p.text(40, f.name, { y: 52, size: 20, bold: true });
      p.text(40, f.slogan, { y: 68, size: 9.5 });
      hline(p, 40, 515, 76);
      p.text(555, `${f.street} · ${f.city} · ${tel} ${f.phone}`, { y: 88, size: 7.5, align: 'right' });
      break;
    case 'centered':
      p.text(297, f.name.toUpperCase(), { y: 50, size: 17, bold: true, serif: true, align: 'center' });
      p.text(297, f.slogan, { y: 64, size: 9, serif: true, align: 'center' });
      p.text(297, `${f.street}  |  ${f.city}  |  ${tel} ${f.phone}${fax}`, { y: 78, size: 7.5, align: 'center' });
      hline(p, 40, 515, 84);
      break;
    case 'rightBlock':
      p.text(40, f.name, { y: 56, size: 18, bold: true });
      p.text(40, f.slogan, { y: 71, size: 9 });
      [f.street, f.city, `${tel} ${f.phone}`, ...(f.fax ? [`Fax ${f.fax}`] : []), f.email, f.web].forEach((l, i) =>
        p.text(555, l, { y: 44 + i * 10, size: 7.5, align: 'right' }),
      );
      break;
    case 'band':
      p.box(0, 30, 595, 42, true);
      p.text(40, f.name, { y: 57, size: 18, bold: true });
      p.text(555, f.slogan, { y: 55, size: 9, align: 'right' });
      p.text(40, `${f.street}, ${f.city}   ${tel} ${f.phone}   ${f.email}`, { y: 86, size: 7.5 });
      break;
    case 'split':
      p.text(40, f.slogan, { y: 40, size: 8 });
      p.text(555, f.name, { y: 60, size: 19, bold: true, serif: true, align: 'right' });
      hline(p, 300, 255, 66);
      p.text(555, `${f.street} – ${f.city}`, { y: 78, size: 8, align: 'right' });
      break;
  }
}

/** Address window (DIN 5008 style at 45 mm) with the small sender line above it. */
export function addressWindow(p: PageBuilder, f: Firm, lines: string[], x = 50, y = 138): void {
  p.text(x, `${f.name} · ${f.street} · ${f.city}`, { y, size: 6.5 });
  hline(p, x, 230, y + 3);
  lines.forEach((l, i) => p.text(x, l, { y: y + 18 + i * 12.5, size: 10 }));
}

export type RefStyle = 'colon' | 'tab' | 'rightTab' | 'above' | 'grid';

/** The reference block: label–value pairs in one of the template arrangements. Returns the y below it. */
export function refBlock(p: PageBuilder, pairs: [string, string][], style: RefStyle, x: number, y: number, w = 200): number {
  switch (style) {
    case 'colon':
      pairs.forEach(([l, v], i) => p.text(x, `${l}: ${v}`, { y: y + i * 12.5, size: 9 }));
      return y + pairs.length * 12.5;
    case 'tab':
      pairs.forEach(([l, v], i) => {
        p.text(x, l, { y: y + i * 12.5, size: 9 });
        p.text(x + w * 0.48, v, { y: y + i * 12.5, size: 9 });
      });
      return y + pairs.length * 12.5;
    case 'rightTab':
      pairs.forEach(([l, v], i) => {
        p.text(x, l, { y: y + i * 12.5, size: 8.5 });
        p.text(x + w, v, { y: y + i * 12.5, size: 9, align: 'right' });
      });
      return y + pairs.length * 12.5;
    case 'above': {
      const cw = w / pairs.length;
      pairs.forEach(([l, v], i) => {
        p.text(x + i * cw, l, { y, size: 7 });
        p.text(x + i * cw, v, { y: y + 12, size: 9.5 });
      });
      hline(p, x, w, y + 16);
      return y + 24;
    }
    case 'grid': {
      const cw = w / pairs.length;
      pairs.forEach(([l, v], i) => {
        p.box(x + i * cw, y - 10, cw, 28);
        p.text(x + i * cw + 4, l, { y: y - 1, size: 6.5 });
        p.text(x + i * cw + 4, v, { y: y + 13, size: 9 });
      });
      return y + 26;
    }
  }
}

/** Three-column footer: bank, register, contact — what every office template carries at the bottom. */
export function footer3(p: PageBuilder, cols: string[][], y = 776): void {
  hline(p, 40, 515, y - 10);
  cols.forEach((lines, i) => lines.forEach((l, j) => p.text(40 + i * 175, l, { y: y + j * 9, size: 6.8 })));
}

export function ibanDE(rng: Random): string {
  return `DE${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
}
export function ibanOf(rng: Random, c: Country): string {
  switch (c) {
    case 'AT':
      return `AT${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`;
    case 'CH':
      return `CH${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 1)}`;
    case 'IE':
      return `IE${digits(rng, 2)} ${rng.pick(['AIBK', 'BOFI', 'IPBS'])} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
    default:
      return ibanDE(rng);
  }
}

/** Amounts with a currency mark before or after. */
export function money(n: number, style: NumStyle, cur: string, after = false): string {
  return after ? `${num(n, style)} ${cur}` : `${cur}${cur.length > 1 ? ' ' : ''}${num(n, style)}`;
}

/** Thousands for mileage as the page prints it. */
export function km(n: number, style: NumStyle): string {
  const sep = { de: '.', en: ',', ch: "'", plain: '', deplain: '' }[style];
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}
