/**
 * Whole amounts written out in words, as contracts and receipts repeat them ("in Worten:
 * viertausendzweihundert", "Three Thousand Five Hundred"), up to 999,999.
 */

const ONES_DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS_DE = ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const TENS_DE = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

function belowThousandDE(n: number): string {
  const h = Math.floor(n / 100);
  const k = n % 100;
  const rest = k < 10 ? ONES_DE[k] : k < 20 ? TEENS_DE[k - 10] : `${k % 10 ? `${ONES_DE[k % 10]}und` : ''}${TENS_DE[Math.floor(k / 10)]}`;
  return `${h ? `${ONES_DE[h]}hundert` : ''}${rest}`;
}

/** 4200 → "viertausendzweihundert", 1 → "eins", 101 → "einhunderteins". */
export function wordsDE(n: number): string {
  if (n === 0) return 'null';
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands ? `${belowThousandDE(thousands)}tausend` : '';
  const tail = rest % 100 === 1 ? `${belowThousandDE(rest - 1)}eins` : belowThousandDE(rest);
  return `${head}${tail}`;
}

const ONES_EN = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS_EN = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowThousandEN(n: number, and: boolean): string {
  const h = Math.floor(n / 100);
  const k = n % 100;
  const rest = k < 20 ? ONES_EN[k] : `${TENS_EN[Math.floor(k / 10)]}${k % 10 ? `-${ONES_EN[k % 10]}` : ''}`;
  return [h ? `${ONES_EN[h]} Hundred` : '', rest].filter(Boolean).join(h && rest && and ? ' and ' : ' ');
}

/** 3500 → "Three Thousand Five Hundred"; `and` gives the British "… Hundred and Twenty". */
export function wordsEN(n: number, and = false): string {
  if (n === 0) return 'Zero';
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands ? `${belowThousandEN(thousands, and)} Thousand` : '';
  const tail = rest ? belowThousandEN(rest, and) : '';
  return [head, tail].filter(Boolean).join(and && thousands && rest && rest < 100 ? ' and ' : ' ');
}
