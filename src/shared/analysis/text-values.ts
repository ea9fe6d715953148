import { expandAbbreviatedLabels, expandLabelAbbreviations, pageKey } from './abbreviated-labels';
import { findAmounts, numberGrammarOf, parseNumber, type NumberGrammar } from './amounts';
import { findDates } from './dates';
import { idByShape } from './id-glyphs';
import { findLabelled, type LabelField } from './labels';
import { buildRows, rowsToLines, type Row, type Word } from './layout';
import { decodeLegendLines, decodeLegendRows } from './legend-codes';
import { joinMinorUnitColumns } from './minor-unit-columns';

/** A document's text prepared once for the field extractors. */
export interface DocText {
  text: string;
  lines: string[];
  dayFirst: boolean;
  /** Each line's row of positioned cells, when the words' positions are known (null: a blank line). */
  rows?: (Row | null)[];
  /** Read by OCR (a scan, a photo): its labels may stand one letter off. */
  ocr?: boolean;
  /** How the page writes its numbers (whole lire, forint, francs: `numberGrammarOf`); per number when absent. */
  numbers?: NumberGrammar;
  /** The text as given, before its dashes were folded to hyphens: what a field of free words quotes as printed. */
  printed?: string;
}

// A glyph the font maps to no character (a printed checkbox or bullet comes out of pdf.js as U+0000) is no text.
const NO_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g;
const normalise = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(NO_CHARACTER, '');

/** The lines to read: from the words' positions when known (rows of cells), else from the text. */
export function prepareText(text: string, dayFirst: boolean, words?: Word[] | null, ocr = false): DocText {
  if (words?.length) {
    // A dot leader between a label and its value ("Excess ........   £250", OCR's "   .   ") is no cell of its own.
    // Abbreviated labels ("Lab.", "Km-St.") are read as the label words they shorten (abbreviated-labels.ts); a keyed grid's
    // codes as their captions in the page's key (legend-codes.ts).
    const { lines, rowOf } = rowsToLines(
      expandAbbreviatedLabels(
        decodeLegendRows(
          joinMinorUnitColumns(
            buildRows(words.map((w) => ({ ...w, text: normalise(w.text) })).filter((w) => w.text.trim() && !/^[.…·]+$/.test(w.text.trim()))),
          ),
          ocr,
        ),
      ),
    );
    const joined = lines.join('\n');
    return { text: joined, lines, dayFirst, rows: rowOf, ocr, numbers: numberGrammarOf(joined, dayFirst), printed: text };
  }
  const key = pageKey(normalise(text));
  const lines = decodeLegendLines(normalise(text).split('\n')).map((l) => expandLabelAbbreviations(l.replace(/\s+$/, ''), key));
  const joined = lines.join('\n');
  return { text: joined, lines, dayFirst, ocr, numbers: numberGrammarOf(joined, dayFirst), printed: text };
}

/** The first column of a value: cut at a column gap, a pipe or a tab. */
export function firstColumn(value: string): string {
  return value.split(/\s{3,}|\t|\s\|\s/)[0].trim();
}

export function labelledDate(doc: DocText, field: LabelField | readonly RegExp[]): string | null {
  for (const hit of findLabelled(doc, field)) {
    for (const candidate of hit.candidates) {
      const date = findDates(candidate, doc.dayFirst)[0];
      if (date) return date.iso;
    }
  }
  return null;
}

/** One label's amount on the page, with where it was read: the text it was taken from, and whether that is the label's own line. */
export interface LabelledFigure {
  value: number;
  rank: number;
  lineIndex: number;
  /** The text the figure was read from (the rest of the label's line, or a cell near it), and the figure as printed there. */
  text: string;
  raw: string;
  index: number;
  moneyLike: boolean;
  /** Read on the label's own line, after it. */
  own: boolean;
}

/** Every label's amount of `field` on the page, in the order `findLabelled` finds them (rank by rank). */
export function labelledFigures(doc: DocText, field: LabelField): LabelledFigure[] {
  const values: LabelledFigure[] = [];
  for (const hit of findLabelled(doc, field)) {
    for (const candidate of hit.candidates) {
      // A value ends where the next column's label begins ("535,50   Netto   770,74": labour's is the first).
      const cut = /^(.*?\d.*?)\s{3,}[+\-–]?\s?\p{L}{3,}.*?\d/u.exec(candidate);
      const value = cut && findAmounts(cut[1], doc.numbers).some((a) => a.isMoneyLike) ? cut[1] : candidate;
      const amounts = findAmounts(value, doc.numbers).filter((a) => !isPercent(value, a.index, a.raw));
      // A sum's equivalent in another currency, in brackets after it ("L. 48.000.000   (€ 24.789,93)"), is not the sum.
      const money = amounts.filter((a) => a.isMoneyLike);
      const outside = money.filter((a) => !inBrackets(value, a.index));
      const pick = (outside.length ? outside : money).at(-1) ?? amounts.at(-1);
      if (pick) {
        values.push({
          value: pick.value,
          rank: hit.rank,
          lineIndex: hit.lineIndex,
          text: value,
          raw: pick.raw,
          index: pick.index,
          moneyLike: pick.isMoneyLike,
          own: candidate === hit.value,
        });
        break;
      }
    }
  }
  return values;
}

/** The amount a label names: the last money-like amount after it (a rate "@ $95.00/h" comes first). */
export function labelledAmount(doc: DocText, field: LabelField, opts: { pick?: 'first' | 'max' } = {}): number | null {
  const values = labelledFigures(doc, field);
  if (!values.length) return null;
  const bestRank = Math.min(...values.map((v) => v.rank));
  const best = values.filter((v) => v.rank === bestRank);
  if (opts.pick === 'max') return Math.max(...best.map((v) => v.value));
  return best[0].value;
}

/** Whether the text at `index` stands inside brackets. */
function inBrackets(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

function isPercent(text: string, index: number, raw: string): boolean {
  return /^\s*%/.test(text.slice(index + raw.length));
}

/** A name or short phrase after a label, without trailing punctuation or a following column. */
export function labelledName(doc: DocText, field: LabelField, opts: { reject?: RegExp } = {}): string | null {
  for (const hit of findLabelled(doc, field)) {
    for (const candidate of hit.candidates) {
      const value = cleanName(firstColumn(candidate));
      if (value && !opts.reject?.test(value)) return value;
    }
  }
  return null;
}

export function cleanName(value: string): string | null {
  const v = value
    // An e-mail's sender writes its address after the name ("WrenchBuddy Ltd <receipts@wrenchbuddy.co.uk>"): no part of it.
    .replace(/\s*<[^<>\s@]+@[^<>\s]+>/g, '')
    // A firm's agent after its name ("… GmbH, vertreten durch Werner Lindemann", "… Ltd, represented by J. Smith"): the
    // party is the firm.
    .replace(/,?\s+(?:vertreten\s+durch|vertr\.\s*d(?:urch|\.)|represented\s+by|acting\s+through)\s.*$/iu, '')
    // A line left to sign on after the name ("Seller: Sharon Ashworth ____________"): no part of it.
    .replace(/\s*(?:_{3,}|\.{4,})[\s_.]*$/, '')
    .replace(/^[\s:;,.\-–|]+/, '')
    .replace(/[\s:;,|\-–]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (v.length < 2 || !/[A-Za-zÄÖÜäöüß]{2}/.test(v)) return null;
  return v.slice(0, 200);
}

/** An identifier after a label: letters, digits and the usual joiners, up to a column gap. */
export function labelledId(
  doc: DocText,
  field: LabelField | readonly RegExp[],
  opts: { spaces?: boolean; digitGroups?: boolean; codeGroups?: boolean } = {},
): string | null {
  for (const hit of findLabelled(doc, field)) {
    for (const candidate of hit.candidates) {
      const id = idIn(firstColumn(candidate), opts);
      // A scan's O/0 and I/1 by where they stand in the identifier.
      if (id) return doc.ocr ? idByShape(id) : id;
    }
  }
  return null;
}

function idIn(text: string, opts: { spaces?: boolean; digitGroups?: boolean; codeGroups?: boolean }): string | null {
  // A neighbour column's date run into the value's cell ("06/12/1988 78051638" under "DATE ISSUED   DOC NO."): no identifier.
  const lead = findDates(text)[0];
  const value =
    lead && lead.index === text.search(/\S/) && /^\s+\S/.test(text.slice(lead.index + lead.raw.length)) ? text.slice(lead.index + lead.raw.length) : text;
  // A number printed in groups of digits ("5776 3188 332", "1 046 560"): one number, kept as printed (the owner finds it so).
  const grouped = opts.digitGroups ? /^(\d+(?: \d+)+)(?!\S)/.exec(value.trim()) : null;
  if (grouped) return grouped[1];
  // The number fills its segment where facts run on a line after a middle dot ("KR 3011767 · VW Käfer 1200 · LB-N 2718").
  const coded = opts.codeGroups ? numberInGroups(value.split(/\s+[·•|]\s+/)[0]) : null;
  if (coded) return coded;
  const token = /[A-Z0-9ÄÖÜ][A-Z0-9ÄÖÜ\-/.]*/gi;
  const tokens: string[] = [];
  for (const m of value.matchAll(token)) {
    // Tokens must follow each other with one space, and a "Word:" is the next label, not the value.
    if (tokens.length && (!opts.spaces || value.slice(m.index - 1, m.index) !== ' ' || /^\s*:/.test(value.slice(m.index + m[0].length)))) break;
    if (tokens.length && /^[a-z]/.test(m[0])) break;
    tokens.push(m[0]);
    if (value.slice(m.index + m[0].length).match(/^\S/)) break;
  }
  const id = tokens.join(' ').replace(/[.\-/]+$/, '');
  return /\d/.test(id) ? id : null;
}

/**
 * A number printed in groups filling the value: a short code of letters, digits or both, then groups of digits ("OT 42 625514",
 * "13 618 361134", "2X 5606596", "1 046 560", "TM 245 458-2"); a check letter may close it ("39 238 524 K"). One number, kept
 * as printed: the owner finds it so on the paper.
 */
export function numberInGroups(value: string): string | null {
  return /^[A-Z0-9]{1,4}(?: \d[\d\-/.]*){1,3}(?: [A-Z])?$/.exec(value.trim())?.[0] ?? null;
}

// A reading in thousands, as a speedometer's round figure is said: "84 Tkm", "84tkm", "84 Tsd. km", "84k miles", "Mileage: 84K".
const THOUSANDS = /^(\d{1,4}(?:[.,]\d{1,2})?)\s?(?:t(?:sd\.?)?\s?(km)\b|k(?![a-z])\.?(?:\s*(km|mi\b|miles?))?)/i;

/** A distance as printed ("56,359 mi", "138.586 km"): the integer and its unit. */
export function parseDistance(value: string): { value: number; unit: string | null } | null {
  // A group of three digits is one only where no digit follows: "45,297 1976" is 45,297 and a year, not 45,297,197….
  const m = value.match(/(\d{1,3}(?:[.,' ]\d{3})+(?!\d)|\d+)(?:[.,]\d{1,2})?\s*(km|kilometers?|kilometres?|mi\b|miles?|meilen)?/i);
  if (!m) return null;
  const thousands = THOUSANDS.exec(value.slice(m.index));
  if (thousands) {
    const n = parseNumber(thousands[1]);
    const unit = thousands[2] ?? thousands[3];
    return n === null ? null : { value: Math.round(n * 1000), unit: unit ? (/^k/i.test(unit) ? 'km' : 'mi') : null };
  }
  const n = parseNumber(m[1].replace(/ /g, ''));
  if (n === null) return null;
  const unit = m[2] ? (/^k/i.test(m[2]) ? 'km' : 'mi') : null;
  return { value: Math.round(n), unit };
}

/**
 * A quoted text (a condition note, a firm's or a person's name) with the dashes the page prints ("Note 2 – guter Zustand",
 * "Spyros Kourkoulos – Car Service"): the lines are read with every dash folded to a hyphen, but such a text is quoted,
 * not read for figures. Where the page's text holds it once, or always with the same dashes, its own characters.
 */
export function withPrintedDashes(doc: DocText, text: string): string {
  if (!doc.printed || !text.includes('-')) return text;
  const pattern = text
    .split(/(-|\s+)/)
    .map((part) => (part === '-' ? DASH.source : /^\s+$/.test(part) ? '[ \\t]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // The dashes of each place the text stands, in order; one reading of them, or the text as read.
  const found = [...doc.printed.matchAll(new RegExp(pattern, 'g'))].map((m) => m[0].match(new RegExp(DASH.source, 'g'))!.join(''));
  if (!found.length || found.some((f) => f !== found[0])) return text;
  let k = 0;
  return text.replace(/-/g, () => found[0][k++]);
}

/** A hyphen or a dash the reading folds to one (U+2010–U+2013). */
const DASH = /[-\u2010-\u2013]/;
