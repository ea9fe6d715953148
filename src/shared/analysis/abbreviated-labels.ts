import { EVERY_LABEL, LABELS, OTHER_LABELS } from './labels';
import { CELL_GAP, type Row } from './layout';
import { spelledWords } from './pattern-spellings';

/**
 * Terse paper abbreviates its labels ("Lab.", "Pts", "Tot.", "Km-St.", "Ges.-Pr.", "Prem.", "Ded.", "EZ", "SB"). Rather
 * than one more label pattern per abbreviation, an abbreviated label is read as the label word it shortens, by the ways
 * people shorten words: its first letters ("Tot." total, "Prem." premium), its consonants in order ("Pts" parts, "Dt"
 * date, "Fzg." Fahrzeug), a compound piece by piece ("Km-St." Km-Stand, "Einz.-Pr." Einzelpreis) or by its pieces'
 * initials ("EZ" Erstzulassung, "SB" Selbstbeteiligung). Only the words labels are made of are known, and only where a
 * label stands (a cell's start, after a comma), so that an item's "Adj." or a street's "St." stays as printed.
 */

/** A label word as the labels spell it, the pieces of a compound (which may be shortened one by one), its fields. */
interface LabelWord {
  full: string;
  pieces: string[];
  /** The labels that spell it, each a field and its label group ("premium:1"; "other": a label of what no field takes). */
  labels: Set<string>;
  /** Whether it is a label by itself ("miles"), not only a word of a longer one ("verkauft" of "verkauft am"). */
  alone: boolean;
  /** An abbreviation the labels spell ("amtl.", "dat."): a label word as printed, never one another is written out as. */
  short: boolean;
}

/**
 * The initials paper prints as labels ("EZ" Erstzulassung, "Kz." Kennzeichen, "KS" Km-Stand): a convention of the
 * trade, not a way of shortening any word — a word's initials tell too little ("VA" is vorne, "RT" right, "BN" a
 * plate's district, none of them a label's initials). Each names a word of the labels (a unit test checks it).
 */
export const LABEL_INITIALS: Record<string, string> = {
  ez: 'erstzulassung',
  kz: 'kennzeichen',
  ks: 'km-stand',
  mw: 'marktwert',
  sv: 'sachverständiger',
  ep: 'einzelpreis',
  rn: 'rechnungs-nummer',
};

let vocabulary: LabelWord[] | null = null;
/** Two words one after the other in a label ("gültig ab", "work completed"). */
let pairs: Set<string> | null = null;

/**
 * The words of the fields' labels (labels.ts), as their patterns spell them: the one list of labels is the one list of
 * label words. A compound splits where its end is a label word of its own ("kaufpreis" kauf-preis, "kilometerstand"
 * kilometer-stand), so that its pieces may be shortened one by one ("Kaufpr.", "Km-St.").
 */
function labelVocabulary(): LabelWord[] {
  if (vocabulary) return vocabulary;
  const byWord = new Map<string, Set<string>>();
  const alone = new Set<string>();
  const short = new Set<string>();
  pairs = new Set<string>();
  const add = (source: string, label: string) => {
    const { words, whole, pairs: twos, dotted } = spelledWords(source);
    for (const w of whole) alone.add(w);
    for (const w of dotted) short.add(w);
    for (const p of twos) pairs!.add(p);
    for (const w of words) byWord.set(w, (byWord.get(w) ?? new Set<string>()).add(label));
  };
  for (const [field, groups] of Object.entries(LABELS)) groups.forEach((group, rank) => add(group.source, `${field}:${rank}`));
  for (const group of OTHER_LABELS) add(group.source, 'other');
  const single = [...byWord.keys()].filter((w) => !w.includes('-') && w.length >= 4);
  const split = (word: string): string[] => {
    // The longest label word that ends it, after a head of three letters or more.
    const tail = single.filter((t) => t !== word && word.endsWith(t) && word.length - t.length >= 3).sort((a, b) => b.length - a.length)[0];
    return tail ? [...split(word.slice(0, -tail.length)), ...split(tail)] : [word];
  };
  vocabulary = [...byWord].map(([full, labels]) => ({
    full,
    pieces: full.includes('-') ? full.split('-') : split(full),
    labels,
    alone: alone.has(full),
    short: short.has(full),
  }));
  return vocabulary;
}

const VOWELS = /[aeiouäöü]/;

// The abbreviations of names and addresses ("POPULAR BOOK CO.", "St. Albans", "Dr. Weber"): never a label's.
// Nor a title's, a customer's, "circa", nor a make's initials ("VW" is no Verkehrswert).
// Nor a unit of measure, which an item prints after its name ("Babbitt metal, lb", "Fett, kg"): no "Labour" there.
const NAME_ABBREVIATION = /^(?:co|corp|st|str|rd|ave|dr|mr|mrs|ms|jr|sr|inc|ltd|tel|fax|inh|ing|dipl|kd|ca|vw|bmw|mb|gm|lbs?|kg|oz|ft|yds?|gal|ltr)$/;

/**
 * Whether `short` shortens `full`: its first letters ("Tot." total); or, written without vowels, its first letter and
 * then some of its consonants in order, a contraction of three letters or more keeping the word's last letter too, as
 * contractions do ("Pts" parts, "Fzg" Fahrzeug; not "Std" for Sachverständiger), one of two letters keeping the word's
 * first two consonants ("Dt" date).
 */
function shortens(short: string, full: string, piece = false): boolean {
  if (!short || short[0] !== full[0] || short.length >= full.length) return false;
  if (full.startsWith(short)) return true;
  if (VOWELS.test(short.slice(1))) return false;
  // The last letter kept is the word's own: not a silent final e ("Svc" service) nor a compound's linking s ("Lstg.-Dat."
  // Leistungsdatum).
  const last = full.endsWith('e') || (piece && full.endsWith('s')) ? [full.at(-1), full.at(-2)] : [full.at(-1)];
  if (short.length >= 3 && !last.includes(short.at(-1))) return false;
  // Two letters are the word's first two consonants ("Dt" date): "Mg." (Menge) is no mileage. A compound's pieces are
  // shortened together ("Rg.-Nr."), which is safe enough.
  if (short.length === 2 && !piece && full.slice(1).replace(/[aeiouäöüy]/g, '')[0] !== short[1]) return false;
  let at = 1;
  for (const ch of short.slice(1)) {
    at = full.indexOf(ch, at) + 1;
    if (!at) return false;
  }
  return true;
}

/**
 * The full label word of an abbreviated one ("Lab." → "Labour", "Km-St." → "Km-Stand"), null when it abbreviates none.
 * A word counts as shortened when it ends in a dot, stands before a "#" ("Pol#"), has no vowel after its first letter
 * ("Pts", "Dt", "Qty") or is a compound's initials in capitals ("EZ"): a whole word ("Part") is never taken for another.
 * A compound is shortened piece by piece ("Einz.-Pr."), by its known initials or past its first piece ("Marktw."),
 * never as one word otherwise ("Reg." is no Rechnungsnummer). `next`: the word after it, one space on, which may make a
 * label with one of the words it may shorten ("Gült. ab").
 */
export function fullLabelWord(token: string, beforeHash = false, next = ''): string | null {
  // A compound shortened in its first piece and written out in its last ("Zust.-Note", "Rechn.-Datum") is shortened too.
  const dotted = /\.$|\.-\p{L}/u.test(token);
  const pieces = token
    .replace(/\.$/, '')
    .split(/\.?-/)
    .map((p) => p.toLowerCase());
  if (pieces.some((p) => !/^[a-zäöüß]+$/.test(p))) return null;
  const letters = pieces.join('');
  const initials = /^[A-ZÄÖÜ]{2,3}$/.test(token);
  // Without a dot, only consonants: a word that begins with a vowel ("End", "Amt") may be a word of its own — unless the
  // word after it makes a label with the word it shortens ("Amt Due", "Amt paid": amount; the office "Amt" is no label).
  const pairOnly = !dotted && !beforeHash && !initials && pieces.length === 1 && VOWELS.test(letters[0]) && !VOWELS.test(letters.slice(1)) && !!next;
  if (!dotted && !beforeHash && !initials && (pieces.length > 1 || VOWELS.test(letters)) && !pairOnly) return null;
  if (letters.length < 2 || NAME_ABBREVIATION.test(letters)) return null;
  // A "y" is the vowel of a word that has no other ("Dry sump", "Fly wheel", "Gym"): such a word run on into another word
  // ("Dry Stone Classic Storage") is the text's own, no label shortened, unless the two make a label ("Qty" heads its
  // column alone).
  const yWord = !dotted && !beforeHash && !initials && pieces.length === 1 && letters.includes('y') && /^\p{L}/u.test(next);
  const vocabulary = labelVocabulary();
  // Initials the trade prints ("EZ", "Kz."): their word.
  const known = (initials || dotted) && LABEL_INITIALS[letters];
  if (known) return capital(known);
  const found: LabelWord[] = [];
  const byFirstLetters = new Set<LabelWord>();
  let printed: LabelWord | null = null;
  for (const w of vocabulary) {
    const whole = w.pieces.join('');
    // A label word as printed: a whole word or compound is no other's ("Part", "Total", "Schein-Nr."); a dotted word
    // ("Inv.", "Dat.") may shorten a longer one of its labels, never another's ("No." number, not notes).
    if (letters === whole) {
      if (!dotted || pieces.length > 1) return null;
      printed = w;
      continue;
    }
    if (w.short || initials) continue;
    const byPieces = pieces.length === w.pieces.length && pieces.every((p, k) => shortens(p, w.pieces[k], pieces.length > 1) || p === w.pieces[k]);
    // A compound's first letters run on into its second piece ("Marktw." Marktwert, "Sachverst.").
    const byStart = pieces.length === 1 && w.pieces.length > 1 && letters.length > w.pieces[0].length && whole.startsWith(letters);
    if (byPieces || byStart) {
      found.push(w);
      if (byStart || pieces.every((p, k) => w.pieces[k].startsWith(p))) byFirstLetters.add(w);
    }
  }
  // The word the label's next word makes a label with ("Gült. ab" gültig ab, not Gültigkeit).
  const then = next.toLowerCase();
  const phrase = then ? found.filter((w) => pairs!.has(`${w.full} ${then}`)) : [];
  if (phrase.length) return capital(shortest(phrase).full);
  if (pairOnly || yWord) return null;
  // A word's first letters before a contraction of another's ("Inv." invoice, not inclusive).
  if (byFirstLetters.size && byFirstLetters.size < found.length) found.splice(0, found.length, ...found.filter((w) => byFirstLetters.has(w)));
  // A word of a field's label before a word of another's phrase ("Mi." miles, not "middle name"); a word's forms are one
  // ("dates", "dated" are date's).
  const ofFields = found.filter((w) => w.alone || [...w.labels].some((l) => l !== 'other'));
  const pool = (ofFields.length ? ofFields : found).filter(
    (w, _, all) => !all.some((o) => o !== w && w.full.startsWith(o.full) && w.full.length - o.full.length <= 2),
  );
  if (!pool.length) return null;
  // Words of different labels ("Val." value or valid, "Appr." appraiser or appraisal, "Re.-Dat." Reparaturdatum or
  // Rechnungsdatum): no guessing between them; nor between the word as printed and another's ("No." number or notes).
  const all = printed ? [printed, ...pool] : pool;
  if (![...all[0].labels].some((l) => all.every((w) => w.labels.has(l)))) return null;
  // A label by itself before a word of a longer one ("Verk." Verkäufer, not "verkauft am"), then the shortest ("Mi." miles).
  const alone = pool.filter((w) => w.alone);
  return capital(shortest(alone.length ? alone : pool).full);
}

/** Two words one after the other in a label ("work completed"). */
const labelPair = (first: string, second: string) => (labelVocabulary(), pairs!.has(`${first} ${second}`.toLowerCase()));

/** A word as a label prints it: each piece of a compound with its capital ("Km-Stand"). */
const capital = (word: string) => word.replace(/(^|-)(\p{L})/gu, (_, dash: string, c: string) => dash + c.toUpperCase());
const shortest = (words: LabelWord[]) => words.reduce((a, b) => (b.full.length < a.full.length ? b : a));

/**
 * The page's own key to its one-letter codes ("L = Labor  P = Parts", "A = Arbeit, M = Material", "T: L labor, P parts"):
 * each code and the word it stands for. A column of such codes, or a total labelled by one, is then read as the word.
 */
export function pageKey(text: string): Map<string, string> {
  const key = new Map<string, string>();
  const WORD = String.raw`([A-Za-zÄÖÜäöüß][\p{L}.-]*)`;
  // "L = Labor", "A = Arbeit": a capital alone (not one of "A/B"), an equals sign, a word.
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}\d/])([A-Z])\s*=\s*${WORD}`, 'gu'))) key.set(m[1], m[2].replace(/\.$/, ''));
  // "T: L labor, P parts", "Kind: W work, G goods": after a column's name and a colon, codes and their words by commas.
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}])\p{L}[\p{L}.]{0,11}:\s*([A-Z]\s+\p{L}[\p{L}.-]*(?:,\s*[A-Z]\s+\p{L}[\p{L}.-]*)+)`, 'gu')))
    for (const pair of m[1].split(/,\s*/)) {
      const [code, word] = pair.split(/\s+/);
      if (!key.has(code)) key.set(code, word.replace(/\.$/, ''));
    }
  return key;
}

// A label's place: a text's start, a column gap, a tab or pipe, after a comma or semicolon; then a word, shortened or not.
const LABEL_START = /(^|\s{2,}|\t|\|\s*|[;,]\s+)/y;
const TOKEN = /((?:[A-Za-zÄÖÜäöüß]+\.?-)*[A-Za-zÄÖÜäöüß]+\.?)(?=[\s#:]|$)/y;
/**
 * A unit of measure after a comma that closes a row's words ("Motor oil, qt", "Brake fluid, pt", "Kupferpaste, kg"): the
 * unit the item is sold by, no label shortened ("qt" is no "Qty").
 */
const UNIT_AFTER_COMMA = /^[;,]\s+(?:qts?|pts?|gal|gals|ltrs?|kg|lbs?|oz|prs?|pcs|pc|ea|ft|yds?|stk|ml)\.?(?=\s{2,}|\t|$)/i;

/**
 * A text with its abbreviated labels written out ("Lab.   117.17" → "Labour   117.17"), and a label's further words
 * after its first ("Amt Due" → "Amount due", "Wk compl." → "Work completed").
 */
export function expandLabelAbbreviations(text: string, key: Map<string, string> = new Map()): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    LABEL_START.lastIndex = i;
    const lead = LABEL_START.exec(text);
    if (lead && (lead[0] || i === 0) && !UNIT_AFTER_COMMA.test(text.slice(i))) {
      let at = i + lead[0].length;
      let written = text.slice(i, at);
      let first = true;
      let previous = '';
      let words = 0;
      for (;;) {
        TOKEN.lastIndex = at;
        const m = TOKEN.exec(text);
        // A code of the page's key, where it stands for its word: not in the key itself ("L = Labor").
        const code = first && m && key.get(m[1]) && !/^\s*[=:]/.test(text.slice(at + m[0].length)) ? key.get(m[1])! : null;
        const full = m
          ? code
            ? code[0].toUpperCase() + code.slice(1)
            : fullLabelWord(m[1], text[at + m[0].length] === '#', nextWord(text, at + m[0].length))
          : null;
        // A label's further word only where the two make a label ("Bal. due"; not "Schein-Nr. KZ", a number's letters).
        if (!m || !full || (!first && !labelPair(previous, full))) break;
        written += first ? full : full.toLowerCase();
        previous = full;
        words++;
        at += m[0].length;
        first = false;
        // One space between a label's words, no more.
        if (text[at] === ' ' && text[at + 1] !== ' ' && /[A-Za-zÄÖÜäöüß]/.test(text[at + 1] ?? '')) {
          written += ' ';
          at++;
        } else break;
      }
      // One shortened word that an item's words in small letters go on from ("repl. t-stat", "chg oil/flt") is the item's
      // own shorthand, no label.
      // A dotted one letter after it ("Teilk. m. 300 DM SB": mit) is shorthand of the same phrase, not an item's word.
      const goesOnInWords =
        words === 1 && /^\p{Ll}[\p{L}\-/]+(?=[\s,]|$)/u.test(text.slice(at)) && written.endsWith(' ') && !STARTS_A_LABEL.test(written + text.slice(at));
      if (!first && !goesOnInWords) {
        out += written;
        i = at;
        continue;
      }
    }
    out += text[i];
    i++;
  }
  return out;
}

/** A text that begins with a label of any field ("Sold by A. Quayle", "Premium incl. tax"). */
const STARTS_A_LABEL = new RegExp(String.raw`^(?:${EVERY_LABEL.map((r) => r.source).join('|')})(?![A-Za-zÄÖÜäöüß])`, 'i');

/** The word after a label's word, one space on ("Gült. ab"): it may tell which word the label shortens. */
function nextWord(text: string, at: number): string {
  return /^ (\p{L}+)/u.exec(text.slice(at))?.[1] ?? '';
}

/** A cell of single letters a space apart (two between its words): words printed letter-spaced. */
const SPACED_LETTERS = /^\S(?: {1,2}\S){3,}$/u;

/** The rows with each cell's abbreviated labels written out, the cells' places in the row's text kept right. */
export function expandAbbreviatedLabels(rows: Row[]): Row[] {
  const key = pageKey(rows.map((r) => r.text).join('\n'));
  return rows.map((row) => {
    // A key's code in a cell of its own before its "=" stays as printed; so do letters spaced out one by one for a
    // letterhead or a title ("A U T O S E R V I S", "R E C H N U N G"): a word, its first letter no code or label.
    const texts = row.cells.map((c, k) =>
      /^[=:]/.test(row.cells[k + 1]?.text ?? '') || SPACED_LETTERS.test(c.text.trim()) ? c.text : expandLabelAbbreviations(c.text, key),
    );
    // A row never heads two columns with one caption: a shortened one beside the word it would shorten, printed in full,
    // is another column's ("COV." over a column of codes beside "COVERAGE" over their names).
    texts.forEach((t, k) => {
      const stem = /^\p{L}{2,}/u.exec(row.cells[k].text.trim())?.[0].toLowerCase();
      if (t !== row.cells[k].text && stem && row.cells.some((c, j) => j !== k && c.text.trim().toLowerCase().startsWith(stem))) texts[k] = row.cells[k].text;
    });
    if (texts.every((t, k) => t === row.cells[k].text)) return row;
    let text = '';
    const cells = row.cells.map((c, k) => {
      if (k) text += CELL_GAP;
      const cell = { ...c, text: texts[k], start: text.length };
      text += texts[k];
      return cell;
    });
    return { ...row, text, cells };
  });
}
