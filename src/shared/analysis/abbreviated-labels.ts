import { CELL_GAP, type Row } from './layout';

/**
 * Terse paper abbreviates its labels ("Lab.", "Pts", "Tot.", "Km-St.", "Ges.-Pr.", "Prem.", "Ded.", "EZ", "SB"). Rather
 * than one more label pattern per abbreviation, an abbreviated label is read as the label word it shortens, by the ways
 * people shorten words: its first letters ("Tot." total, "Prem." premium), its consonants in order ("Pts" parts, "Dt"
 * date, "Fzg." Fahrzeug), a compound piece by piece ("Km-St." Km-Stand, "Einz.-Pr." Einzelpreis) or by its pieces'
 * initials ("EZ" Erstzulassung, "SB" Selbstbeteiligung). Only the words labels are made of are known, and only where a
 * label stands (a cell's start, after a comma), so that an item's "Adj." or a street's "St." stays as printed.
 */

/** A label word as printed in full, and the pieces of a compound (which may be shortened one by one). */
interface LabelWord {
  full: string;
  pieces: string[];
}

const word = (full: string, ...pieces: string[]): LabelWord => ({ full, pieces: pieces.length ? pieces : [full.toLowerCase()] });

// The words of the fields' labels (labels.ts) that paper shortens, English and German; a shorter word first, where two
// would fit ("Mi." miles before mileage, "Exp." expiry before expires).
const LABEL_WORDS: LabelWord[] = [
  word('Date'),
  word('Datum'),
  word('Invoice'),
  word('Miles'),
  word('Mileage'),
  word('Odometer'),
  word('Labour'),
  word('Parts'),
  word('Material'),
  word('Total'),
  word('Subtotal'),
  word('Amount'),
  word('Balance'),
  word('Quantity'),
  word('Each'),
  word('Extended'),
  word('Policy'),
  word('Premium'),
  word('Deductible'),
  word('Effective'),
  word('Expiry'),
  word('Work'),
  word('Completed'),
  word('Chassis'),
  word('Condition'),
  word('Value'),
  word('Seller'),
  word('Buyer'),
  word('Km-Stand', 'km', 'stand'),
  word('Kilometerstand', 'kilometer', 'stand'),
  word('Rechnungsnummer', 'rechnungs', 'nummer'),
  word('Auftragsnummer', 'auftrags', 'nummer'),
  word('Einzelpreis', 'einzel', 'preis'),
  word('Gesamtpreis', 'gesamt', 'preis'),
  word('Gesamt'),
  word('Fahrzeug'),
  word('Kennzeichen', 'kenn', 'zeichen'),
  word('Erstzulassung', 'erst', 'zulassung'),
  word('Beitrag'),
  word('Selbstbeteiligung', 'selbst', 'beteiligung'),
  word('Gültig'),
  word('Zustand'),
  word('Marktwert', 'markt', 'wert'),
  word('Kaufpreis', 'kauf', 'preis'),
  word('Sachverständiger', 'sach', 'verständiger'),
  word('Verkäufer'),
  word('Käufer'),
];

const VOWELS = /[aeiouäöü]/;

// The abbreviations of names and addresses ("POPULAR BOOK CO.", "St. Albans", "Dr. Weber"): never a label's.
const NAME_ABBREVIATION = /^(?:co|corp|st|str|rd|ave|dr|mr|mrs|ms|jr|sr|inc|ltd|tel|fax|inh)$/;

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
  if (short.length >= 3 && short.at(-1) !== full.at(-1)) return false;
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
 * A compound is shortened piece by piece ("Einz.-Pr."), by its initials or past its first piece ("Marktw."), never
 * as one word otherwise ("Reg." is no Rechnungsnummer).
 */
export function fullLabelWord(token: string, beforeHash = false): string | null {
  const dotted = /\.$/.test(token);
  const pieces = token
    .replace(/\.$/, '')
    .split(/\.?-/)
    .map((p) => p.toLowerCase());
  if (pieces.some((p) => !/^[a-zäöüß]+$/.test(p))) return null;
  const letters = pieces.join('');
  const initials = /^[A-ZÄÖÜ]{2,3}$/.test(token);
  // Without a dot, only consonants: a word that begins with a vowel ("End", "Amt") may be a word of its own.
  if (!dotted && !beforeHash && !initials && (pieces.length > 1 || VOWELS.test(letters))) return null;
  if (letters.length < 2 || NAME_ABBREVIATION.test(letters)) return null;
  for (const w of LABEL_WORDS) {
    const whole = w.pieces.join('');
    if (letters === whole) return null;
    const byPieces = pieces.length === w.pieces.length && pieces.every((p, k) => shortens(p, w.pieces[k], pieces.length > 1) || p === w.pieces[k]);
    const byInitials = (initials || dotted) && w.pieces.length === letters.length && w.pieces.every((p, k) => p[0] === letters[k]);
    // A compound's first letters run on into its second piece ("Marktw." Marktwert, "Sachverst.").
    const byStart = pieces.length === 1 && w.pieces.length > 1 && letters.length > w.pieces[0].length && whole.startsWith(letters);
    if ((byPieces && !initials) || byInitials || byStart) return w.full;
  }
  return null;
}

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
 * A text with its abbreviated labels written out ("Lab.   117.17" → "Labour   117.17"), and a label's further words
 * after its first ("Amt Due" → "Amount due", "Wk compl." → "Work completed").
 */
export function expandLabelAbbreviations(text: string, key: Map<string, string> = new Map()): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    LABEL_START.lastIndex = i;
    const lead = LABEL_START.exec(text);
    if (lead && (lead[0] || i === 0)) {
      let at = i + lead[0].length;
      let written = text.slice(i, at);
      let first = true;
      for (;;) {
        TOKEN.lastIndex = at;
        const m = TOKEN.exec(text);
        // A code of the page's key, where it stands for its word: not in the key itself ("L = Labor").
        const code = first && m && key.get(m[1]) && !/^\s*[=:]/.test(text.slice(at + m[0].length)) ? key.get(m[1])! : null;
        const full = m ? (code ? code[0].toUpperCase() + code.slice(1) : fullLabelWord(m[1], text[at + m[0].length] === '#')) : null;
        if (!m || !full) break;
        written += first ? full : full.toLowerCase();
        at += m[0].length;
        first = false;
        // One space between a label's words, no more.
        if (text[at] === ' ' && text[at + 1] !== ' ' && /[A-Za-zÄÖÜäöüß]/.test(text[at + 1] ?? '')) {
          written += ' ';
          at++;
        } else break;
      }
      if (!first) {
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

/** The rows with each cell's abbreviated labels written out, the cells' places in the row's text kept right. */
export function expandAbbreviatedLabels(rows: Row[]): Row[] {
  const key = pageKey(rows.map((r) => r.text).join('\n'));
  return rows.map((row) => {
    // A key's code in a cell of its own before its "=" stays as printed.
    const texts = row.cells.map((c, k) => (/^[=:]/.test(row.cells[k + 1]?.text ?? '') ? c.text : expandLabelAbbreviations(c.text, key)));
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
