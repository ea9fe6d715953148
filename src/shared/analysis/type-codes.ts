import { pageKey } from './abbreviated-labels';
import { findAmounts } from './amounts';
import { pageLegend } from './legend-codes';

/**
 * A column of type codes printed before each row's text of an item table ("LAB Strip block", "A Bremsanlage entlüftet",
 * "P Kingpin set"): the row's kind — labour, parts, sundries — and no word of the job or the part. A table that mixes
 * jobs and parts tells its rows apart so, as a parts-counter or workshop system prints them.
 */

/** A type column's word: the row is labour or a part whatever its description says. */
// Also the abbreviations of a code column ("LAB", "LBR", "PRT", "PTS") and a code written out by the page's key
// ("L = Arbeitsleistung").
// German codes too: "Arb." (Arbeit), "AW" (Arbeitswert); "Tl." (Teil). Two letters a worker's initials may be ("AL",
// "ET") are known by the other code of their column (kindsOfTypeWords).
export const LABOUR_TYPE = /^(labou?r|lab\.?|lbr\.?|work|service|lohn|arbeit(slohn|sleistung(en)?)?|arb\.?|aw)$/i;
export const PART_TYPE = /^(parts?|prt\.?|pts\.?|material|teile?|tl\.?|ersatzteile?|mat\.?)$/i;

type Kind = 'work' | 'parts' | 'other';

/**
 * The kinds one capital stands for when the page prints no key: the initial of the kind's word in either language —
 * A(rbeit), L(abour, Lohn), W(ork) for labour; M(aterial), T(eile), E(rsatzteile), P(arts) for parts; S(onstiges, undries)
 * for neither list's own.
 */
const INITIALS: Record<string, Kind> = { A: 'work', L: 'work', W: 'work', M: 'parts', T: 'parts', E: 'parts', P: 'parts', S: 'other' };

const kindOfWord = (word: string): Kind => (LABOUR_TYPE.test(word) ? 'work' : PART_TYPE.test(word) ? 'parts' : 'other');

/**
 * The page's own key to its codes: "A = Arbeit" and "L: Labour, P: Parts" (the page's key, `pageKey`), a legend line of
 * codes and captions ("A Arbeit · T Teile · S Sonstiges", as a grid's legend prints them: `pageLegend`), or a kind's sum
 * labelled with its code in brackets ("Arbeit (A)   812,00", "Parts (P)"). Each code and the kind it stands for.
 */
export function codeKey(lines: string[]): Map<string, Kind> {
  const key = new Map<string, Kind>();
  for (const [code, word] of pageKey(lines.join('\n'))) key.set(code, kindOfWord(word));
  for (const [code, caption] of pageLegend(lines)?.captions ?? [])
    if (/^[A-Z]$/.test(code) && !key.has(code)) key.set(code, kindOfWord(caption.split(/\s+/)[0]));
  // A word in brackets after another names many things ("Kennzeichen (A)", a country): only a kind's word makes it a key.
  for (const line of lines)
    for (const m of line.matchAll(/(?<![\p{L}])(\p{L}[\p{L}.-]+)\s*\(([A-Z]{1,3})\)/gu)) {
      const kind = kindOfWord(m[1]);
      if (kind !== 'other' && !key.has(m[2])) key.set(m[2], kind);
    }
  return key;
}

/** A code run into the row's text by one space or none ("LAB Strip block", "PRTValve set", "AW Fahrwerk", "M Schaltgabel"). */
const RUN_IN_CODE = /^(\s*)([A-Za-z]{2,3}\.?|[A-Z]{1,4}\.?)(?: (?=\S)|(?<=[A-Z]{2})(?=\p{Lu}\p{Ll}))/u;

/** The kind the page's key, or a type column's word, gives a code; null for a code nothing names. */
function kindOfCode(code: string, key: Map<string, Kind>): Kind | null {
  const own = key.get(code.toUpperCase().replace(/\.$/, ''));
  if (own) return own;
  if (LABOUR_TYPE.test(code)) return 'work';
  if (PART_TYPE.test(code)) return 'parts';
  return code.length === 1 ? (INITIALS[code] ?? null) : null;
}

/**
 * A type column printed without a column's gap: codes beginning two priced rows or more, run into the description by one
 * space or none. Set apart as a column, each is the row's kind and no word of the job or part.
 * - Codes of two or three letters are the column's when the lists know them ("LAB", "PRT", "Arb", "AW"), or when one known
 *   code stands beside one other that also begins rows ("AW" and "ET": the other kind's code).
 * - One capital is a code when the page's key names it ("A = Arbeit", "Material (M)") or it is the initial of a kind's
 *   word, and the column repeats it: a list's position letters ("A", "B", "C") each stand once, and a row beginning with
 *   the English article reads on in lower case ("A new battery fitted"). It is written out as its kind's word, which the
 *   row readers know as a type column's ("Labour", "Parts").
 * A code heading one row only may be the description's own word ("ATE Hauptbremszylinder"), and stays. Once the column is
 * known, a row whose text begins with a figure ("PRT 23k gold leaf book") has its code too.
 */
export function typeCodesAsColumn(lines: string[]): string[] {
  return kindWordsApart(codesAsColumn(lines));
}

function codesAsColumn(lines: string[]): string[] {
  const key = codeKey(lines);
  // A code as the column's rows print it: a priced row, the description going on in a word; after one capital, a word with
  // its own capital.
  const codeOf = (line: string, loose = false) => {
    const m = RUN_IN_CODE.exec(line);
    if (!m || !findAmounts(line).some((a) => a.isMoneyLike)) return null;
    const next = line.slice(m[0].length);
    if (!loose && !(m[2].length === 1 ? /^\p{Lu}/u : /^\p{L}/u).test(next)) return null;
    return m;
  };
  const counts = new Map<string, number>();
  for (const line of lines) {
    const code = codeOf(line)?.[2];
    const k = code && (code.length === 1 ? code : code.toLowerCase());
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  // The column's capitals that stand in a cell of their own ("L   Service lt. Plan") beside ones the print ran in ("M
  // Bremsbeläge"): one column printed with and without its gap, so they count to its kinds too.
  const ownLetters = new Map<string, number>();
  for (const line of lines) {
    const m = codeOfOwnCell(line);
    if (m) ownLetters.set(m[2], (ownLetters.get(m[2]) ?? 0) + 1);
  }
  const runInCodes = [...counts].length > 0;
  const words = [...counts].filter(([c]) => c.length > 1);
  const repeated = words.filter(([, n]) => n >= 2).map(([code]) => code);
  const known = repeated.filter((c) => LABOUR_TYPE.test(c) || PART_TYPE.test(c));
  // One known code beside one other that also begins rows ("AW" and "ET"): the other kind's code.
  const codes = new Set(known.length === 1 && repeated.length === 2 ? repeated : known);
  const letterCounts = new Map([...counts].filter(([c]) => c.length === 1));
  if (runInCodes) for (const [c, n] of ownLetters) letterCounts.set(c, (letterCounts.get(c) ?? 0) + n);
  const kindWord = letterWords(letterCounts, key);
  // One code of letters no list knows beside a column of one kind's capitals ("MO" for main d'oeuvre beside "P"): the
  // other kind's code, as with two codes of letters.
  const pairedWord = !codes.size && !kindWord.size && repeated.length === 1 && !known.length ? otherKindsWord(letterCounts, key) : null;
  if (pairedWord) {
    kindWord.set(repeated[0], pairedWord.other);
    for (const c of letterCounts.keys()) kindWord.set(c, pairedWord.own);
  }
  if (!codes.size && !kindWord.size) return letterCells(lines, key);
  const runIn = lines.map((line) => {
    const own = codeOfOwnCell(line);
    if (own && kindWord.has(own[2])) return `${own[1]}${kindWord.get(own[2])}${line.slice(own[1].length + 1)}`;
    const m = codeOf(line, true);
    if (!m) return line;
    const rest = line.slice(m[0].length);
    const word = kindWord.get(m[2].length > 1 ? m[2].toLowerCase() : m[2]);
    if (word && m[2].length > 1) return `${m[1]}${word}   ${rest}`;
    if (codes.has(m[2].toLowerCase()) && m[2].length > 1) return `${m[1]}${m[2]}   ${rest}`;
    // One capital before a word in lower case is the article of a sentence, no code.
    return word && /^\p{Lu}|^\d/u.test(rest) ? `${m[1]}${word}   ${rest}` : line;
  });
  return letterCells(runIn, key);
}

/** A capital in a cell of its own before a priced row's description ("P   Bougies / plugs   305,58"). */
function codeOfOwnCell(line: string): RegExpExecArray | null {
  const m = /^(\s*)([A-Z])(?:\s{3,}|\t)(?=\p{Lu})/u.exec(line);
  return m && findAmounts(line).some((a) => a.isMoneyLike) ? m : null;
}

/** The kinds' words when every capital of a column stands for one kind and one repeats: its own word and the other's. */
function otherKindsWord(letters: Map<string, number>, key: Map<string, Kind>): { own: string; other: string } | null {
  const kinds = new Set([...letters.keys()].map((c) => kindOfCode(c, key)));
  if (kinds.size !== 1 || ![...letters.values()].some((n) => n >= 2)) return null;
  const [kind] = kinds;
  if (kind === 'work') return { own: 'Labour', other: 'Parts' };
  if (kind === 'parts') return { own: 'Parts', other: 'Labour' };
  return null;
}

/**
 * The words one capital codes stand for, from how often each begins a row: a column of codes when every letter is one the
 * page's key or a kind's initial names, labour's and parts' both stand in it, and one of them repeats (a list's position
 * letters each stand once). A kind's
 * code is written as the word a type column's cell holds ("Labour", "Parts"); a code of neither list's stays as printed.
 */
function letterWords(counts: Map<string, number>, key: Map<string, Kind>): Map<string, string> {
  const words = new Map<string, string>();
  const letters = [...counts];
  const kinds = new Set(letters.map(([c]) => kindOfCode(c, key)));
  // A column of one kind's letter may be a unit's ("L" for litres) or an article: only a column that mixes labour and
  // parts is the rows' kinds.
  if (!letters.some(([, n]) => n >= 2) || kinds.has(null) || !kinds.has('work') || !kinds.has('parts')) return words;
  for (const [c] of letters) {
    const kind = kindOfCode(c, key);
    words.set(c, kind === 'work' ? 'Labour' : kind === 'parts' ? 'Parts' : c);
  }
  return words;
}

/**
 * A type column printed after the row's text, each code a capital in a cell of its own ("Kühlmittel G13   M   7 600",
 * "Reseal windscreen   L   7   110.00   770.00"): the cell of the same place in two priced rows or more, read as above.
 */
function letterCells(lines: string[], key: Map<string, Kind>): string[] {
  // Cells with the gaps between them, so that a row is written back as printed.
  const split = (line: string) => line.split(/(\s{3,}|\t)/);
  const priced = (line: string) => findAmounts(line).some((a) => a.isMoneyLike);
  const counts = new Map<number, Map<string, number>>();
  for (const line of lines) {
    const cells = split(line.trim());
    if (!priced(line) || !/\p{L}{3}/u.test(cells[0])) continue;
    for (let k = 2; k < cells.length - 1; k += 2)
      if (/^[A-Z]$/.test(cells[k])) {
        const column = counts.get(k) ?? new Map<string, number>();
        column.set(cells[k], (column.get(cells[k]) ?? 0) + 1);
        counts.set(k, column);
      }
  }
  const columns = [...counts].map(([k, column]) => [k, letterWords(column, key)] as const).filter(([, words]) => words.size);
  if (columns.length !== 1) return lines;
  const [[at, words]] = columns;
  return lines.map((line) => {
    const lead = /^\s*/.exec(line)![0];
    const cells = split(line.trim());
    const word = priced(line) && /\p{L}{3}/u.test(cells[0]) ? words.get(cells[at]) : undefined;
    if (!word) return line;
    cells[at] = word;
    return lead + cells.join('');
  });
}

/**
 * A type column of words ("Lohn" / "Teil", "Labour" / "Parts") whose word the print ran into the description's cell in some
 * rows ("1   Lohn Sturz und Spur vermessen   2,0 h   85,00" beside "4   Teil   Ölkühler   1   439,14"): the word is the
 * row's kind, set apart as the column's cell. The column shows itself by the words that begin the rows' cells, after a
 * position's cell at most, in their own cell or run in: two rows or more, labour's word and the parts' both among them (a
 * column of one kind's word may be the descriptions' own first word: "Service brakes", "Parts washer hire").
 */
const letterCount = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

function kindWordsApart(lines: string[]): string[] {
  const split = (line: string) => line.split(/(\s{3,}|\t)/);
  /** The index of the row's first cell after a position's, and that cell's kind word: its own cell or run in by one space. */
  const lead = (line: string) => {
    if (!findAmounts(line).some((a) => a.isMoneyLike)) return null;
    const cells = split(line.trim());
    const at = cells.length > 2 && /^\d{1,3}[.)]?$/.test(cells[0]) ? 2 : 0;
    // A table's row: the description and two columns of figures at least after it (a sum's row, "Labour total   120.00",
    // has its label and its figure only).
    if (cells.length - at < 5) return null;
    const cell = cells[at];
    const own = kindOfWord(cell);
    if (own !== 'other' && /\p{L}{3}/u.test(cells[at + 2] ?? '')) return { at, kind: own, runIn: null, length: 0 };
    // With a colon too ("2   Parts: Clutch kit"), as a list that names each row's kind writes it.
    const m = /^(\p{L}+\.?):? (?=\p{L}{3})/u.exec(cell);
    const kind = m ? kindOfWord(m[1]) : 'other';
    // The description after the word is the wordier part of the cell.
    const wordier = m && letterCount(cell.slice(m[0].length)) > letterCount(m[1]);
    return m && wordier && kind !== 'other' ? { at, kind, runIn: m[1], length: m[0].length } : null;
  };
  const leads = lines.map(lead);
  const found = leads.filter((l) => l !== null);
  const kinds = new Set(found.map((l) => l.kind));
  if (found.length < 2 || !found.some((l) => l.runIn) || !kinds.has('work') || !kinds.has('parts')) return lines;
  return lines.map((line, i) => {
    const l = leads[i];
    if (!l?.runIn) return line;
    const indent = /^\s*/.exec(line)![0];
    const cells = split(line.trim());
    cells[l.at] = `${l.runIn}   ${cells[l.at].slice(l.length)}`;
    return indent + cells.join('');
  });
}
