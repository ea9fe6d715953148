/**
 * The letter kit of the unseen-aj author: a business letter laid on A4 — letterhead (left, centred or right), the
 * sender's small line over the address window, reference lines (DIN 5008 row or English "Our ref / Your ref"),
 * subject, salutation, paragraphs with an occasional list or small table of charges, closing and signature,
 * enclosures and P.S., a footer with bank and register details. Each family fills it with its own wording.
 */
import { MONTHS_DE, MONTHS_EN, num, type NumStyle } from '../paper-kit';
import { PageBuilder } from '../page';
import type { Random } from '../random';

export type Block =
  | string
  | { list: string[]; bullet?: string; indent?: number }
  | { table: [string, string][]; boldLast?: boolean; ruleBeforeLast?: boolean; x2?: number }
  | { gap: number }
  | { bold: string };

export interface Letter {
  head: { align: 'left' | 'center' | 'right'; lines: string[]; big?: number; serif?: boolean; rule?: boolean };
  sender?: string;
  to: string[];
  toX?: number;
  refs?: { kind: 'din'; cells: [string, string][] } | { kind: 'lines'; lines: string[]; right?: boolean };
  date?: string;
  dateAlign?: 'left' | 'right';
  subject?: string[];
  salutation?: string;
  body: Block[];
  closing?: string[];
  signGap?: number;
  signer?: string[];
  after?: string[];
  footer?: string[];
  serif?: boolean;
  size?: number;
  left?: number;
}

export function letter(L: Letter): PageBuilder {
  const p = new PageBuilder();
  const serif = L.serif;
  const size = L.size ?? 10;
  const x = L.left ?? 62;
  const right = 538;
  const chars = Math.floor((right - x) / (size * (serif ? 0.56 : 0.5)));
  // letterhead
  p.y = 52;
  const hx = L.head.align === 'left' ? x : L.head.align === 'center' ? 297 : right;
  L.head.lines.forEach((l, i) => {
    p.text(hx, l, { size: i === 0 ? (L.head.big ?? 15) : 8.5, bold: i === 0, align: L.head.align, serif: L.head.serif ?? serif });
    p.down(i === 0 ? 15 : 10.5);
  });
  if (L.head.rule) p.box(x, p.y - 4, right - x, 0.01);
  // window
  p.y = Math.max(p.y + 16, 150);
  const tx = L.toX ?? x;
  if (L.sender) {
    p.text(tx, L.sender, { size: 6.5 });
    p.box(tx, p.y + 2.5, Math.min(230, L.sender.length * 3.3), 0.01);
    p.down(14);
  }
  for (const l of L.to) {
    p.text(tx, l, { size, serif });
    p.down(size + 3);
  }
  const afterWindow = p.y;
  // references
  if (L.refs?.kind === 'din') {
    p.y = Math.max(afterWindow + 22, 262);
    const w = (right - x) / L.refs.cells.length;
    L.refs.cells.forEach(([label, value], i) => {
      p.text(x + i * w, label, { size: 7 });
      p.text(x + i * w, value, { size: 9, y: p.y + 12, serif });
    });
    p.down(36);
  } else if (L.refs?.kind === 'lines') {
    if (L.refs.right) {
      let y = 160;
      for (const l of L.refs.lines) {
        p.text(right, l, { size: 8.5, align: 'right', y, serif });
        y += 11;
      }
      p.y = Math.max(afterWindow + 20, y + 10);
    } else {
      p.y = afterWindow + 18;
      for (const l of L.refs.lines) {
        p.text(x, l, { size: 9, serif });
        p.down(11.5);
      }
      p.down(6);
    }
  } else p.y = afterWindow + 20;
  if (L.date) {
    p.text(L.dateAlign === 'left' ? x : right, L.date, { size, align: L.dateAlign === 'left' ? 'left' : 'right', serif });
    p.down(22);
  }
  for (const s of L.subject ?? []) {
    p.text(x, s, { size, bold: true, serif });
    p.down(size + 3);
  }
  if (L.subject?.length) p.down(10);
  if (L.salutation) {
    p.text(x, L.salutation, { size, serif });
    p.down(size + 9);
  }
  const step = size * 1.32;
  for (const b of L.body) {
    if (typeof b === 'string') {
      for (const l of wrapTo(b, chars)) {
        p.text(x, l, { size, serif });
        p.down(step);
      }
      p.down(step * 0.55);
    } else if ('gap' in b) p.down(b.gap);
    else if ('bold' in b) {
      p.text(x, b.bold, { size, serif, bold: true });
      p.down(step * 1.4);
    } else if ('list' in b) {
      const ind = b.indent ?? 18;
      for (const item of b.list) {
        const lines = wrapTo(item, chars - Math.ceil(ind / (size * 0.5)));
        lines.forEach((l, i) => {
          if (i === 0 && b.bullet) p.text(x + ind - 10, b.bullet, { size, serif });
          p.text(x + ind, l, { size, serif });
          p.down(step);
        });
      }
      p.down(step * 0.55);
    } else {
      const x2 = b.x2 ?? 440;
      b.table.forEach(([label, value], i) => {
        const last = i === b.table.length - 1;
        if (last && b.ruleBeforeLast) p.box(x2 - 90, p.y - size + 1, 90, 0.01);
        p.text(x + 18, label, { size, serif, bold: last && b.boldLast });
        p.text(x2, value, { size, serif, align: 'right', bold: last && b.boldLast });
        p.down(step);
      });
      p.down(step * 0.55);
    }
  }
  for (const c of L.closing ?? []) {
    p.text(x, c, { size, serif });
    p.down(size + 3);
  }
  p.down(L.signGap ?? 30);
  (L.signer ?? []).forEach((s, i) => {
    p.text(x, s, { size: i === 0 ? size : size - 1, serif });
    p.down(size + 2);
  });
  if (L.after?.length) p.down(12);
  for (const a of L.after ?? []) {
    for (const l of wrapTo(a, chars + 4)) {
      p.text(x, l, { size: size - 1, serif });
      p.down(size + 2);
    }
  }
  if (p.y > 790) throw new Error(`letter runs off the page (${Math.round(p.y)}): ${L.head.lines[0]}`);
  if (L.footer?.length) {
    let y = 812 - 9 * (L.footer.length - 1);
    p.box(x, y - 11, right - x, 0.01);
    for (const f of L.footer) {
      p.text(297, f, { size: 6.5, align: 'center', y });
      y += 9;
    }
  }
  return p;
}

export function wrapTo(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && (line + ' ' + w).length > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

// ---- money and dates in prose ----

export const money = (n: number, style: NumStyle) => num(n, style);
/** German whole amounts as "18.500,–", others as "1.234,50". */
export function dm(n: number): string {
  return Number.isInteger(n) ? `${num(n, 'de').slice(0, -3)},–` : num(n, 'de');
}
export function ordinal(d: number): string {
  const s = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${s}`;
}
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
/** "the 14th of March 1978" */
export const theOf = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `the ${ordinal(d)} of ${MONTHS_EN[m - 1]} ${y}`;
};
/** "14th March 1978" */
export const ordUk = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${ordinal(d)} ${MONTHS_EN[m - 1]} ${y}`;
};
/** "March 14th, 1978" */
export const ordUs = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${MONTHS_EN[m - 1]} ${ordinal(d)}, ${y}`;
};
/** "3. Mai 1984" */
export const deLong = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
};
/** Austrian "3. Jänner 1984" */
export const atLong = (iso: string) => deLong(iso).replace('Januar', 'Jänner');

const ONES = [
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
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** English words for a whole number below a million ("two thousand four hundred and fifty"). */
export function wordsEn(n: number, and = true): string {
  if (n === 0) return 'nil';
  const under100 = (k: number) => (k < 20 ? ONES[k] : TENS[Math.floor(k / 10)] + (k % 10 ? '-' + ONES[k % 10] : ''));
  const under1000 = (k: number) => {
    const h = Math.floor(k / 100);
    const r = k % 100;
    return [h ? `${ONES[h]} hundred` : '', r ? (h && and ? 'and ' : '') + under100(r) : ''].filter(Boolean).join(' ');
  };
  const th = Math.floor(n / 1000);
  const r = n % 1000;
  return [th ? `${under1000(th)} thousand` : '', r ? (th && r < 100 && and ? 'and ' : '') + under1000(r) : ''].filter(Boolean).join(' ');
}
const EINS = [
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
const ZIG = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** German words for a whole number below a million ("zweitausendfünfhundert"). */
export function wordsDe(n: number): string {
  const u100 = (k: number) => (k < 20 ? EINS[k] : (k % 10 ? EINS[k % 10] + 'und' : '') + ZIG[Math.floor(k / 10)]);
  const u1000 = (k: number) => (Math.floor(k / 100) ? EINS[Math.floor(k / 100)] + 'hundert' : '') + u100(k % 100);
  const th = Math.floor(n / 1000);
  const s = (th ? u1000(th) + 'tausend' : '') + u1000(n % 1000);
  return s.endsWith('ein') ? s + 's' : s;
}
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---- people, places, cars ----

export const DE_FIRST = [
  'Hans',
  'Klaus',
  'Jürgen',
  'Wolfgang',
  'Helmut',
  'Gerhard',
  'Dieter',
  'Ursula',
  'Renate',
  'Monika',
  'Peter',
  'Manfred',
  'Brigitte',
  'Karl-Heinz',
  'Sabine',
  'Thomas',
  'Andreas',
  'Friedrich',
  'Elke',
  'Walter',
];
export const DE_LAST = [
  'Bauer',
  'Hoffmann',
  'Schäfer',
  'Wagner',
  'Lehmann',
  'Kühn',
  'Brandt',
  'Vogel',
  'Seidel',
  'Lorenz',
  'Krämer',
  'Haas',
  'Winkler',
  'Pfeiffer',
  'Roth',
  'Ebert',
  'Dietrich',
  'Kessler',
  'Fuchs',
  'Hartmann',
  'Reichert',
  'Scholz',
];
export const EN_FIRST = [
  'David',
  'Margaret',
  'John',
  'Richard',
  'Susan',
  'Peter',
  'Graham',
  'Eileen',
  'Michael',
  'Robert',
  'Patricia',
  'Colin',
  'Brian',
  'Helen',
  'Alan',
  'James',
  'Dorothy',
  'Keith',
  'Ann',
  'William',
];
export const EN_LAST = [
  'Thompson',
  'Fletcher',
  'Bradshaw',
  'Whitaker',
  'Pearson',
  'Kendall',
  'Marsh',
  'Holloway',
  'Sutcliffe',
  'Doyle',
  'Gallagher',
  'Brennan',
  'Ashworth',
  'Carver',
  'Lindqvist',
  'McAllister',
  'Harrington',
  'Baxter',
  'Pritchard',
  'Morrison',
];

export function deName(rng: Random) {
  const first = rng.pick(DE_FIRST);
  const last = rng.pick(DE_LAST);
  const female = ['Ursula', 'Renate', 'Monika', 'Brigitte', 'Sabine', 'Elke'].includes(first);
  return {
    first,
    last,
    full: `${first} ${last}`,
    anrede: female ? 'Frau' : 'Herrn',
    greet: female ? `Sehr geehrte Frau ${last}` : `Sehr geehrter Herr ${last}`,
  };
}
export function enName(rng: Random) {
  const first = rng.pick(EN_FIRST);
  const last = rng.pick(EN_LAST);
  const female = ['Margaret', 'Susan', 'Eileen', 'Patricia', 'Helen', 'Dorothy', 'Ann'].includes(first);
  const title = female ? rng.pick(['Mrs', 'Miss', 'Ms']) : 'Mr';
  return { first, last, full: `${first} ${last}`, title, formal: `${title} ${first.charAt(0)}. ${last}`, greet: `Dear ${title} ${last}` };
}
export function deStreet(rng: Random) {
  return `${rng.pick(['Lindenstraße', 'Hauptstraße', 'Am Mühlbach', 'Goethestraße', 'Bergstraße', 'Kirchweg', 'Schillerstraße', 'Ahornweg', 'Bahnhofstraße', 'Rosenstraße'])} ${rng.int(1, 88)}`;
}
export function enStreet(rng: Random) {
  return `${rng.int(2, 140)} ${rng.pick(['Church Lane', 'Station Road', 'The Crescent', 'Mill Street', 'Victoria Road', 'Orchard Close', 'High Street', 'Park Avenue', 'Elm Grove', 'Kings Road'])}`;
}

export const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
export const letters = (rng: Random, n: number, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => set[rng.int(0, set.length - 1)]).join('');
/** A 17-character VIN with a maker's prefix. */
export function vin17(rng: Random, prefix: string, year: number): string {
  const yc = 'ABCDEFGHJKLMNPRSTVWXY123456789'[(year - 1980) % 30];
  const mid = letters(rng, 8 - Math.max(0, prefix.length - 3), '0123456789ABCDEFGHJKLMNPRSTUVWXYZ');
  return (prefix + mid).slice(0, 9) + yc + letters(rng, 1, 'ABCDEFGH0123456789') + digits(rng, 6);
}
