/**
 * A till prints its name more than once: in its head, and again in its web or e-mail address
 * ("www.kings.com.my", "YONGTAT99@YAHOO.COM.MY") or its closing thanks ("Thank you for shopping at
 * FUYI MINI MARKET"). The repeat is other print, read by OCR apart from the head, so it seldom shares
 * the head's misreadings. Where the name's first words, their letters run together, are the
 * repeat's letters but for one letter of a word OCR was unsure of in the head ("RING'S" under
 * "kings.com.my"), or but for one or two letters the repeat has before them (the head's first
 * letters lost at the slip's left edge: "HREE STOOGES" and "threestooges.com"), the repeat says
 * what was printed. Only letters are compared (a mail's "99", a name's points aside), and at least
 * five of them: a short word matches too much by chance.
 */
import type { Word } from './layout';
import { unsureWordsOf } from './name-readings';
import { isTradeWord } from './name-words';

/** Letters alone, in capitals: what a name and its repeat are compared by. */
const lettersOf = (s: string) => s.toUpperCase().replace(/[^\p{L}]/gu, '');
/** The fewest letters of the name a repeat must match. */
const MIN_LETTERS = 5;

/**
 * The places a slip repeats its name: the words of a web address before its domain's end, of an
 * e-mail address, and what the closing thanks names ("shopping at …", "dining with …").
 */
export function nameEchoes(text: string): string[] {
  const echoes: string[] = [];
  for (const line of text.split('\n')) {
    // An e-mail's local part and its host, which is the shop's own domain at times ("info@kings.com.my"; OCR may space
    // the points: "YONGTAT99@YAHOO. COM.MY").
    for (const m of line.matchAll(/([\p{L}\d._-]{3,})\s?@\s?([\p{L}\d-]{3,})/gu)) echoes.push(m[1], m[2]);
    // A web address's labels ("www.kings.com.my", "WWW. popular.com.my", "wew.kings.com.my").
    for (const m of line.matchAll(/\b([\p{L}\d-]{3,})\s?\.\s?(?:com|net|org|biz|info)\b/giu)) echoes.push(m[1]);
    const thanks = /\b(?:shopping|dining|visiting)\s+(?:at|with)\s+(.{3,60})$/i.exec(line);
    if (thanks) echoes.push(thanks[1]);
  }
  return [...new Set(echoes.map((e) => e.replace(/^(?:w{2,3}|wew|vvw)\./i, '')))].filter((e) => lettersOf(e).length >= MIN_LETTERS);
}

/** The index in `token` of its `n`th letter. */
function letterIndex(token: string, n: number): number {
  let seen = -1;
  for (let i = 0; i < token.length; i++) if (/\p{L}/u.test(token[i]) && ++seen === n) return i;
  return -1;
}

/** `letter` in the case of `like` (a capital for a capital). */
const inCaseOf = (letter: string, like: string) => (like === like.toLowerCase() ? letter.toLowerCase() : letter.toUpperCase());

/**
 * `name` mended from its repeat on the slip (see above), or unchanged. `words`: the reading's words
 * with their confidences, which say which of the name's words OCR was unsure of.
 */
export function nameFromItsEcho(name: string, text: string, words: Word[] | null | undefined): string {
  const tokens = name.split(' ');
  const unsure = unsureWordsOf(name, words);
  for (const echo of nameEchoes(text)) {
    const e = lettersOf(echo);
    // The name's first words, fewest first: the repeat holds the shop's own words, seldom its trade or legal form.
    for (let k = 1; k <= tokens.length; k++) {
      const c = lettersOf(tokens.slice(0, k).join(''));
      if (c.length < MIN_LETTERS) continue;
      if (e.startsWith(c)) return name;
      // Letters lost before the name: the repeat holds it whole after one or two letters. Only the shop's own word
      // loses them so, and only with six letters matched: "mystore.com" holds "STORE" after letters of its own.
      for (const lost of [1, 2]) {
        if (c.length < 6 || !lettersOf(tokens[0]) || isTradeWord(tokens[0]) || e.slice(lost, lost + c.length) !== c) continue;
        const first = letterIndex(tokens[0], 0);
        const restored = [...e.slice(0, lost)].map((l) => inCaseOf(l, tokens[0][first])).join('');
        return [tokens[0].slice(0, first) + restored + tokens[0].slice(first), ...tokens.slice(1)].join(' ');
      }
      // One letter apart, in a word OCR was unsure of.
      if (e.length < c.length) continue;
      const differ = [...c].flatMap((l, i) => (l === e[i] ? [] : [i]));
      if (differ.length !== 1) continue;
      let at = differ[0];
      const word = tokens.findIndex((t) => {
        const n = lettersOf(t).length;
        if (at < n) return true;
        at -= n;
        return false;
      });
      if (!unsure.has(tokens[word])) continue;
      const i = letterIndex(tokens[word], at);
      const mended = [...tokens];
      mended[word] = tokens[word].slice(0, i) + inCaseOf(e[differ[0]], tokens[word][i]) + tokens[word].slice(i + 1);
      return mended.join(' ');
    }
  }
  return name;
}
