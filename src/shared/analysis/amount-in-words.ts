/**
 * A sum written out in words, as cheques, receipts and old bills print it beside or under the figures
 * ("One hundred fifty-six and 00/100 DOLLARS", "zweihundertvierundzwanzig 16/100 Deutsche Mark", "vierhundertfünfundvierzig
 * Euro 63 Cent"). English and German; the hundredths as a fraction of 100 or in cents.
 */
const EN_UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DE_UNITS: Record<string, number> = { ein: 1, eins: 1, eine: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 };
const DE_WORDS: Record<string, number> = {
  ...DE_UNITS,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  sechzehn: 16,
  siebzehn: 17,
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

function english(words: string): number | null {
  let total = 0;
  let current = 0;
  let any = false;
  // Within a group each word adds less than the one before ("fifty-six"); "nineteen fifty" is a year, no sum.
  let last = Infinity;
  for (const w of words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)) {
    if (w === 'and') continue;
    if (w in EN_UNITS) {
      if (EN_UNITS[w] >= last || (last < 20 && last !== Infinity)) return null;
      current += EN_UNITS[w];
      last = EN_UNITS[w];
    } else if (w === 'hundred') [current, last] = [(current || 1) * 100, Infinity];
    else if (w === 'thousand') [total, current, last] = [total + (current || 1) * 1000, 0, Infinity];
    else return null;
    any = true;
  }
  return any ? total + current : null;
}

/** A German number word below a hundred: "vierundzwanzig", "dreizehn", "neunzig", "eins". */
function germanBelowHundred(w: string): number | null {
  if (!w) return 0;
  if (w in DE_WORDS) return DE_WORDS[w];
  const teen = /^(drei|vier|fünf|acht|neun)zehn$/.exec(w);
  if (teen) return 10 + DE_UNITS[teen[1]];
  const m = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(\p{L}+)$/u.exec(w);
  if (m && m[2] in DE_WORDS && DE_WORDS[m[2]] >= 20) return DE_UNITS[m[1]] + DE_WORDS[m[2]];
  return null;
}

export function german(word: string): number | null {
  const w = word.toLowerCase().replace(/ss/g, 'ß').replace(/ue/g, 'ü');
  const t = w.indexOf('tausend');
  if (t >= 0) {
    const left = t ? german(w.slice(0, t)) : 1;
    const right = german(w.slice(t + 7) || 'null');
    return left === null || right === null ? null : left * 1000 + right;
  }
  if (w === 'null') return 0;
  const h = w.indexOf('hundert');
  if (h >= 0) {
    const left = h ? germanBelowHundred(w.slice(0, h)) : 1;
    const right = germanBelowHundred(w.slice(h + 7));
    return left === null || right === null ? null : left * 100 + right;
  }
  const v = germanBelowHundred(w);
  return v ? v : null;
}

const EN_RUN = new RegExp(
  String.raw`\b(?:${[...Object.keys(EN_UNITS), 'hundred', 'thousand'].join('|')})(?:[\s-]+(?:and\s+)?(?:${[...Object.keys(EN_UNITS), 'hundred', 'thousand'].join('|')}))*\b`,
  'gi',
);
const DE_RUN = /(?<![\p{L}])\p{L}*(?:hundert|tausend|zig|ßig|zehn|elf|zwölf)\p{L}*(?![\p{L}])/giu;
/** The hundredths after the words: "and 00/100", "16/100", "Euro 63 Cent", "und 50 Pfennig". */
const CENTS =
  /^\s*(?:and\s+|und\s+)?(?:(?:dollars?|euros?|deutsche\s+mark|mark|dm|pounds?)\s+)?(?:and\s+|und\s+)?(\d{1,2})\s*(?:\/\s*100|cents?|pf(?:ennig|g)?\.?|ct\.?)/i;

/** Every sum written in words on a line, with its hundredths when printed. */
export function amountsInWords(line: string): number[] {
  return writtenSums(line).map((s) => s.value);
}

/** The sums written in words on a line, each with whether its hundredths are written too ("… 16/100", "… 63 Cent"). */
function writtenSums(line: string): { value: number; withCents: boolean }[] {
  const out: { value: number; withCents: boolean }[] = [];
  for (const [re, parse] of [
    [EN_RUN, english],
    [DE_RUN, german],
  ] as const) {
    for (const m of line.matchAll(re)) {
      const whole = parse(m[0]);
      if (whole === null || whole === 0) continue;
      const cents = CENTS.exec(line.slice(m.index + m[0].length));
      out.push({ value: cents ? Math.round((whole + Number(cents[1]) / 100) * 100) / 100 : whole, withCents: !!cents });
    }
  }
  return out;
}

/**
 * The sum a page certifies by writing it out: a sum in words that the page also prints in figures ("$ 2,800.00" and
 * "Two thousand eight hundred and 00/100 DOLLARS"; "DM 5.800,- (i. W. fünftausendachthundert Deutsche Mark)"). Cheques,
 * receipts and contracts do so for the one sum that matters: the price, the amount received. Null when no sum in
 * words matches a figure.
 */
export function sumInWordsAndFigures(lines: string[], figures: number[]): number | null {
  for (const line of lines) for (const value of amountsInWords(line)) if (figures.some((f) => Math.abs(f - value) < 0.005)) return value;
  return null;
}

/**
 * A sum written out with its hundredths ("Einhundertvierundneunzig 26/100"), even where its figures are unread: the form
 * of a sum certified on a receipt or a cheque, never words in passing ("two thousand miles"). The first on the page.
 */
export function writtenSum(lines: string[]): number | null {
  for (const line of lines) for (const s of writtenSums(line)) if (s.withCents) return s.value;
  return null;
}
