/**
 * OCR's word boxes made as regular as a PDF's text items (layout.ts builds the rows): a scan
 * lies a little askew, so a table row's cells drift up or down across the page; a digit alone
 * in a column of numbers is read as a letter. A PDF's items need none of this.
 */
import { parseNumber } from './amounts';
import type { Cell, Row, Word } from './layout';

/** Beyond this (~6°) a page is not "a little askew": its lines are left to Tesseract. */
const MAX_SLOPE = 0.1;
/** Under this (~0.1°) a row drifts by under a pixel per 1000: nothing to straighten. */
const MIN_SLOPE = 0.002;

const mid = (a: number, b: number) => (a + b) / 2;

/** Least-squares slope of the words' middles against their centres, left to right. */
function slopeOf(words: Word[]): number | null {
  const xs = words.map((w) => mid(w.x0, w.x1));
  const ys = words.map((w) => mid(w.y0, w.y1));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
  });
  return sxx > 0 ? sxy / sxx : null;
}

/**
 * The page's skew as a slope (dy/dx, y growing downwards): the median, weighted by length, of
 * the slopes of Tesseract's own lines — it follows a line across a skew, so the words of one
 * line lie along the page's tilt. Only lines of three words or more spanning at least ten
 * letter heights count (a short line's slope is mostly the noise of its boxes). 0 when unknown.
 */
export function skewOf(words: Word[]): number {
  const byLine = new Map<string, Word[]>();
  for (const w of words) if (w.line !== undefined && w.text.trim()) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const votes: { slope: number; weight: number }[] = [];
  for (const line of byLine.values()) {
    if (line.length < 3) continue;
    const heights = line.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    const h = heights[Math.floor(heights.length / 2)];
    const span = Math.max(...line.map((w) => w.x1)) - Math.min(...line.map((w) => w.x0));
    if (span < 10 * h) continue;
    const slope = slopeOf(line);
    if (slope !== null && Math.abs(slope) <= MAX_SLOPE) votes.push({ slope, weight: span });
  }
  if (!votes.length) return 0;
  votes.sort((a, b) => a.slope - b.slope);
  const half = votes.reduce((a, v) => a + v.weight, 0) / 2;
  let seen = 0;
  for (const v of votes) {
    seen += v.weight;
    if (seen >= half) return v.slope;
  }
  return 0;
}

/**
 * The words turned back by the page's skew (a small-angle rotation about the origin: each box
 * moves by its centre's offset), so that a row's cells share one height again and a column's
 * cells one left edge. Words from a PDF (no OCR line) or a page already straight come back as they were.
 */
export function straightenWords(words: Word[]): Word[] {
  if (!words.some((w) => w.line !== undefined && w.confidence !== undefined)) return words;
  const s = skewOf(words);
  if (Math.abs(s) < MIN_SLOPE) return words;
  return words.map((w) => {
    const dx = s * mid(w.y0, w.y1);
    const dy = -s * mid(w.x0, w.x1);
    return { ...w, x0: w.x0 + dx, x1: w.x1 + dx, y0: w.y0 + dy, y1: w.y1 + dy };
  });
}

/**
 * A form's box read as letters: Tesseract turns the corner or the upright of a ruled box into a
 * short "word" ("[a", "le", "Sel") several times the height of the page's text, and is unsure of
 * it. Such a glyph, taken for a cell, splits the label it stands beside ("[a   der Deckungszusage"
 * for a caption whose first word the corner swallowed) or adds a cell to a value's row: it is
 * dropped. Only OCR words of three characters at most, under 50 % confidence, three times the
 * median word's height or more: a logo's word is longer, or read surely. So is a word of four characters at most,
 * under 50 %, twice the median height, beside two lines of the page or more (a column of letters read downwards), and
 * an unsure word as flat as a dot leader.
 */
export function withoutRulingGlyphs(words: Word[]): Word[] {
  const heights = words.filter((w) => w.confidence !== undefined).map((w) => w.y1 - w.y0);
  if (!heights.length) return words;
  const median = [...heights].sort((a, b) => a - b)[Math.floor(heights.length / 2)];
  return words.filter(
    (w) =>
      w.confidence === undefined ||
      w.confidence >= 50 ||
      (!isLeader(w, median) &&
        (w.text.trim().length > 4 || ((w.text.trim().length > 3 || w.y1 - w.y0 < 3 * median) && !(w.y1 - w.y0 >= 2 * median && besideLines(words, w) >= 2)))),
  );
}

/**
 * A dot leader between a label and its value read as letters or figures ("Condition   mii sats   Very good (2)",
 * "Purchase price   ..........044.000044000   $ 1,800.00"): an unsure word of letters or digits a third of a letter's
 * height or less and three times as wide, where a word's box is as high as its letters — no letter or digit is that flat
 * (a dash, a nil value's mark, stays). A PDF's leader is dots, which the reader already passes over.
 */
const isLeader = (w: Word, median: number) => /[\p{L}\p{N}]/u.test(w.text) && w.y1 - w.y0 <= median / 3 && w.x1 - w.x0 >= 3 * (w.y1 - w.y0);

/**
 * How many other OCR lines have a word whose middle lies within `w`'s height: a column of one-letter cells (a table's
 * "L" and "P" of labour and parts) Tesseract read down the rows as one tall, unsure word ("irir", "vo") stands beside
 * the rows it spans; that word, taken for a line of its own, split the table.
 */
function besideLines(words: Word[], w: Word): number {
  const lines = new Set<string>();
  for (const o of words) {
    const mid = (o.y0 + o.y1) / 2;
    if (o !== w && o.line !== w.line && o.line !== undefined && mid > w.y0 && mid < w.y1 && o.y1 - o.y0 < w.y1 - w.y0) lines.add(o.line);
  }
  return lines.size;
}

/** Letters OCR reads for a lone digit: "1" as I, l, i, !, "0" as O, o. */
const DIGIT_FOR: Record<string, string> = { I: '1', l: '1', i: '1', '!': '1', O: '0', o: '0' };
const NUMBER = /^\d+([.,]\d+)?$/;

const overlapX = (a: Cell, b: Cell) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;

/**
 * A cell of one letter that OCR reads for a digit ("Teil   I   Bremsschlauch") is that digit when
 * its column says so: at least two cells of the rows near it, under or over it, are numbers (a
 * quantity column). A word in a column of words, or a letter alone, stays as read. Same length,
 * so the rows' cell offsets hold.
 */
export function digitsByColumn(rows: Row[]): Row[] {
  return rows.map((row, i) => {
    let text = row.text;
    const cells = row.cells.map((cell) => {
      const digit = DIGIT_FOR[cell.text];
      if (!digit) return cell;
      if (!inNumberColumn(rows, i, cell)) return cell;
      text = text.slice(0, cell.start) + digit + text.slice(cell.start + 1);
      return { ...cell, text: digit };
    });
    return text === row.text ? row : { ...row, text, cells };
  });
}

const MONEY = /^\d{1,3}([.,]?\d{3})*[.,]\d{2}$/;
/** A quantity of one as a row prints it: alone or with its unit ("1 Stk.", "1 St", "1 Satz", "1x"). */
const ONE_OF_A_UNIT = /^1(?:[.,]0{1,2})?(?:\s?[x×]|\s\p{L}{1,6}\.?)?$/u;

/** Whether at least two cells of the rows near row `i` lie under or over `cell` and are numbers. */
function inNumberColumn(rows: Row[], i: number, cell: Cell): boolean {
  let numbers = 0;
  for (let j = Math.max(0, i - 6); j < Math.min(rows.length, i + 7); j++) {
    if (j !== i && rows[j].cells.some((c) => overlapX(c, cell) && NUMBER.test(c.text))) numbers++;
  }
  return numbers >= 2;
}

/**
 * An item row whose amount is its unit price ("Teil   4.   Bremsschlauch   18,50   18,50") has a
 * quantity of 1, whatever OCR made of the digit (">", "4.", "l"): the short cell in the row's
 * column of numbers becomes "1". Only one such cell, and only when the two amounts are alike.
 */
export function unitQuantities(rows: Row[]): Row[] {
  return rows.map((row, i) => {
    const n = row.cells.length;
    if (n < 4 || !MONEY.test(row.cells[n - 1].text) || row.cells[n - 1].text !== row.cells[n - 2].text) return row;
    const short = row.cells.slice(0, n - 2).filter((c) => c.text.length <= 2 && c.text !== '1' && inNumberColumn(rows, i, c));
    // A position number read well stands beside the misread quantity ("4   A   Kurbelwelle …   x   275,00   275,00"): the
    // one short cell that is no number is the quantity.
    const misread = short.filter((c) => !/^\d+$/.test(c.text));
    const [cell] = short.length === 1 ? short : misread.length === 1 ? misread : [];
    if (!cell) return row;
    // A quantity of one read right further along the row, with or without its unit ("1 Stk.", "1 St"), leaves nothing to
    // mend: the short cell before it is the row's position number ("2   633.993.80   Schwellerblech links   1 Stk.   168,00").
    if (row.cells.slice(0, n - 2).some((c) => c.start > cell.start && ONE_OF_A_UNIT.test(c.text))) return row;
    const shift = 1 - cell.text.length;
    const text = row.text.slice(0, cell.start) + '1' + row.text.slice(cell.start + cell.text.length);
    const cells = row.cells.map((c) => (c === cell ? { ...c, text: '1' } : c.start > cell.start ? { ...c, start: c.start + shift } : c));
    return { ...row, text, cells };
  });
}

/** A currency written after an amount ("265,22 €", "16,90 EUR"), as German and Swiss bills print it. */
const CURRENCY_AFTER = String.raw`(?:\s?(?:€|EUR|CHF|Fr\.|\$|£))?`;
/**
 * A cell ending in an amount with two decimals ("182,39", "EUR 60,33", "1,313.73", "16,90 €", a speck read as a point
 * after it: "68.00,"); its separator is group 1.
 */
const ENDS_IN_MONEY = new RegExp(String.raw`\d([.,])\d{2}${CURRENCY_AFTER}[.,]?$`);
/** A cell ending in a date ("26.07.98", "Datum: 07.01.1992"). */
const DATE_END = /(?<![\d.,])\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})$/;
/**
 * A cell that is a bare number of 3 to 7 digits, perhaps after or before a currency: an amount whose separator OCR lost
 * ("2717", "EUR 3186", "131373", "26522 €"); not a date's year ("12 Jan 1994"). The digits are group 2.
 */
const ENDS_IN_DIGITS = new RegExp(String.raw`^((?:EUR|USD|GBP|[$€£])\s?)?(\d{3,7})${CURRENCY_AFTER}$`);

/** A cell of a whole number and two digits a word's gap apart ("14 00"): an amount whose point OCR read as the gap. */
const SPLIT_AT_POINT = /^\d{1,5} \d{2}$/;

/**
 * A blurred scan's decimal point is a dot OCR easily loses ("27,17" read "2717", "1,313.73" read
 * "131373"), which turns an amount into a hundred times itself. A bare number is put back as an
 * amount when the page says it is one: it ends where at least two amounts with two decimals end in
 * the rows near it (a right-aligned column of amounts), and more than twice as many as bare numbers
 * do there — a scan that blurs one point blurs others in the same column ("25500" and "72250" among
 * "170,00", "127,50", …), while a column of ids or counts is mostly bare. Its separator is the one
 * most of them show; a thousands separator OCR kept stays. So is a point OCR read as a gap between two words ("14 00"). Only
 * OCR's rows (the caller's choice).
 */
export function separatorsByColumn(rows: Row[]): Row[] {
  return rows.map((row, i) => {
    let { text } = row;
    let shift = 0;
    let mended = false;
    const cells = row.cells.map((cell) => {
      const moved = shift ? { ...cell, start: cell.start + shift } : cell;
      // The point read as a gap between two words ("14 00" among "4.60" and "11.90"): the gap becomes the separator, the
      // text keeps its length.
      if (SPLIT_AT_POINT.test(cell.text)) {
        const separator = columnSeparator(rows, i, cell);
        if (!separator) return moved;
        const fixed = cell.text.replace(' ', separator);
        const at = moved.start + cell.text.indexOf(' ');
        text = text.slice(0, at) + separator + text.slice(at + 1);
        mended = true;
        return { ...moved, text: fixed };
      }
      const m = ENDS_IN_DIGITS.exec(cell.text);
      if (!m) return moved;
      const separator = columnSeparator(rows, i, cell);
      if (!separator) return moved;
      // The separator goes before the digits' last two (a currency after them stays after them).
      const cut = (m[1]?.length ?? 0) + m[2].length - 2;
      const fixed = cell.text.slice(0, cut) + separator + cell.text.slice(cut);
      const at = moved.start + cut;
      text = text.slice(0, at) + separator + text.slice(at);
      shift++;
      return { ...moved, text: fixed };
    });
    return shift || mended ? { ...row, text, cells } : row;
  });
}

/** A plain figure: whole, with one or two decimals, or grouped with another mark than its decimal's ("1.313,73"). */
const PLAIN_FIGURE = /^(?:\d+|\d+[.,]\d{1,2}|\d{1,3}(?:([.,])\d{3})+(?!\1)[.,]\d{2})$/;

/** A plain figure as a number ("2", "2,5", "18.50", "1.313,73"), or null: what a quantity, a price and an amount are read as. */
function figureOf(text: string): number | null {
  return PLAIN_FIGURE.test(text) ? parseNumber(text) : null;
}

const BARE = /^\d+$/;

/**
 * An item row's quantity, unit price and amount check each other (quantity × price = amount): where one of them is bare
 * digits and reads right only with a decimal point put back, OCR lost that point — an amount or a price read a hundred
 * times itself ("2   7.00   1400"), a quantity of hours ten times itself ("25   88,00   220,00" for 2,5 h). The point goes
 * where the arithmetic says, with the separator the row's other figures use. A row that already adds up, or that no
 * point makes add up, stays as read. For a lone row what a column (separatorsByColumn) cannot vouch for. Only OCR's rows.
 */
export function separatorsByArithmetic(rows: Row[]): Row[] {
  return rows.map((row) => {
    const numeric = row.cells.flatMap((c, k) => (figureOf(c.text) === null ? [] : [k]));
    if (numeric.length < 3) return row;
    const [iq, iu, ia] = numeric.slice(-3);
    if (iu !== iq + 1 || ia !== iu + 1) return row;
    const [q, u, a] = [iq, iu, ia].map((k) => row.cells[k].text);
    const [vq, vu, va] = [q, u, a].map((t) => figureOf(t)!);
    if (!vq || !vu || !va || Math.abs(vq * vu - va) < 0.005) return row;
    const separator = /\d,\d{2}$/.test(a) || /\d,\d{2}$/.test(u) ? ',' : '.';
    const same = (x: number, y: number) => Math.abs(x - y) < 0.005;
    // Which cell lost its point, and where it goes (digits kept after it).
    let fix: { k: number; keep: number } | null = null;
    if (BARE.test(a) && a.length >= 3 && same(vq * vu, va / 100)) fix = { k: ia, keep: 2 };
    else if (BARE.test(u) && u.length >= 3 && same((vq * vu) / 100, va)) fix = { k: iu, keep: 2 };
    else if (BARE.test(q) && q.length >= 2 && q.length <= 3 && same((vq / 10) * vu, va)) fix = { k: iq, keep: 1 };
    if (!fix) return row;
    const cell = row.cells[fix.k];
    const cut = cell.text.length - fix.keep;
    const at = cell.start + cut;
    const text = row.text.slice(0, at) + separator + row.text.slice(at);
    const cells = row.cells.map((c, k) =>
      k === fix.k ? { ...c, text: c.text.slice(0, cut) + separator + c.text.slice(cut) } : k > fix.k ? { ...c, start: c.start + 1 } : c,
    );
    return { ...row, text, cells };
  });
}

/** The decimal separator of the amounts ending where `cell` ends in the rows near row `i`, if they are amounts. */
function columnSeparator(rows: Row[], i: number, cell: Cell): string | null {
  const h = Math.max(1, cell.y1 - cell.y0);
  const seps: string[] = [];
  let bare = 0;
  // The column runs on from the cell, up and down, while each row has a figure in it: a row with no figure there (a
  // heading, a caption, a blank) ends it, so that a labelled figure over a table ("km-Stand: 177387" above a heading and
  // a table's prices) is no amount of the table's column. A row right under the one before it with nothing at all in the
  // column is an item's description wrapped to a second line (a till's "RICE WITH PEANUT" under "BRAISED PORK   14.00"):
  // the column goes on past two such rows.
  const mid = (r: Row) => (r.y0 + r.y1) / 2;
  for (const step of [-1, 1]) {
    let wrapped = 0;
    for (let j = i + step; j >= Math.max(0, i - 8) && j < Math.min(rows.length, i + 9); j += step) {
      const there = rows[j].cells.filter((c) => overlapX(c, cell) || Math.abs(c.x1 - cell.x1) <= 0.6 * h);
      if (!there.length && wrapped < 2 && Math.abs(mid(rows[j]) - mid(rows[j - step])) <= 2.5 * h) {
        wrapped++;
        continue;
      }
      if (!there.some((c) => /\d/.test(c.text))) break;
      wrapped = 0;
      for (const c of rows[j].cells) {
        // Ending where the cell ends; a cell over or under it may end a little further off (a scan's boxes are ragged: "3185"
        // a few pixels right of the "35.00" under it), not a neighbour column's.
        const end = Math.abs(c.x1 - cell.x1);
        if (end > 0.6 * h && !(overlapX(c, cell) && end <= h)) continue;
        if (ENDS_IN_DIGITS.test(c.text)) bare++;
        else {
          // A date's last two groups look like an amount ("26.07.98"): a column of dates vouches for no amount.
          const money = DATE_END.test(c.text) ? null : ENDS_IN_MONEY.exec(c.text);
          if (money) seps.push(money[1]);
        }
      }
    }
  }
  if (bare && seps.length <= 2 * bare) return null;
  // The column's own separator: the one most of its amounts show (OCR reads a comma as a point now and then).
  const comma = seps.filter((s) => s === ',').length;
  const separator = comma * 2 > seps.length ? ',' : '.';
  return seps.filter((s) => s === separator).length >= 2 ? separator : null;
}

/**
 * OCR reads the litre's "l" after a quantity ("Coolant 5 l", "Motoröl 20W-50, 5 l") as a stroke,
 * "|", which the rows then drop as a form's ruling, as a capital "I", or as a digit "1" ("6 1", "(1,5 1)"). A lone stroke of one
 * OCR line, a word's gap after a number and no taller than its digits, is that letter: a ruling stands a cell's padding
 * away and spans the cell's height. A "1" is that letter only after a measure (a number of two digits at most) and
 * when its box is a stroke's, not a digit's: a third of its height wide at most (with a closing bracket, three quarters).
 */
export function unitStrokes(words: Word[]): Word[] {
  return words.map((w, i) => {
    const prev = words[i - 1];
    if (w.confidence === undefined || !prev || prev.line !== w.line || !/\d$/.test(prev.text)) return w;
    const h = prev.y1 - prev.y0;
    const gap = w.x0 - prev.x1;
    if (gap < 0 || gap > 0.8 * h || w.y1 - w.y0 > 1.3 * h) return w;
    if (w.text === '|' || w.text === 'I') return { ...w, text: 'l' };
    const one = /^1([),]?)$/.exec(w.text);
    const thin = w.x1 - w.x0 <= (one?.[1] === ')' ? 0.75 : 0.3) * (w.y1 - w.y0);
    return one && thin && /^\(?\d{1,2}([.,]\d{1,2})?$/.test(prev.text) ? { ...w, text: `l${one[1]}` } : w;
  });
}

/**
 * The litre's "l" OCR read as a capital I or an i, in the units a parts list prints after a quantity or a grade: "(I)" and
 * "It" ("Öl 10W-40 (I)", "Engine oil 4 It") after a word ending in a figure — "It" elsewhere is a word — and a spelt-out
 * "litre" or "liter" whose first letter OCR doubled into an i ("(iitre)", "Iiter") anywhere: no such word is a word.
 */
export function litreSigns(words: Word[]): Word[] {
  return words.map((w, i) => {
    if (w.confidence === undefined) return w;
    const spelt = /^(\(?)[iI|](it(?:re|er)s?)(\)?[.,]?)$/.exec(w.text);
    if (spelt) return { ...w, text: `${spelt[1]}l${spelt[2]}${spelt[3]}` };
    const prev = words[i - 1];
    const sign = /^(\(?)I(t|tr|trs)?(\.?\)?[.,]?)$/.exec(w.text);
    if (!sign || !prev || prev.line !== w.line || !/\d$/.test(prev.text)) return w;
    // A bare "I" is the litre only in brackets ("(I)"): alone it is a stroke unitStrokes reads.
    if (!sign[2] && !(sign[1] && sign[3].startsWith(')'))) return w;
    return { ...w, text: `${sign[1]}l${sign[2] ?? ''}${sign[3]}` };
  });
}

/**
 * A figure and its unit OCR read as one word ("2,50h", "3Std."), where the page prints a space between them
 * ("2,50 h"): the space is put back, so that the figure and its unit read as the PDF's. Only the units in small
 * letters: a capital after digits is a code's ("88H" of a tyre, "658H" of a historic plate, "1ST").
 */
export function unitsApart(words: Word[]): Word[] {
  return words.map((w) => {
    const m = w.confidence === undefined ? null : /^(\d{1,3}(?:[.,]\d{1,2})?)(h|[Ss]td\.?|[Ss]tk\.?|[Ss]t\.)$/.exec(w.text);
    return m ? { ...w, text: `${m[1]} ${m[2]}` } : w;
  });
}

/**
 * A word's capital OCR read twice, once as its small letter before it ("oOldtimerfreunde", "kKfz-Meister"): a blur or a
 * letterhead's ornament at the capital's left edge read as a letter of its shape. No word is spelt with a small letter
 * followed by the same letter as a capital, so the small one is dropped; another pair stays ("eBay", "iPhone"). Every
 * word of a reading, in its text and its words alike (see `withoutDoubledCapitals`).
 */
export function withoutDoubledCapital(token: string): string {
  const m = /^([^\p{L}]*)(\p{Ll})(\p{Lu})(?=\p{L}{2})/u.exec(token);
  return m && m[2].toUpperCase() === m[3] ? m[1] + token.slice(m[0].length - 1) : token;
}

/** OCR's reading with every word's doubled capital read once, in its text and its words alike. */
export function withoutDoubledCapitals<T extends { text: string; words: Word[] }>(read: T): T {
  const mend = (s: string) => s.replace(/\S+/g, withoutDoubledCapital);
  const text = mend(read.text);
  return text === read.text ? read : { ...read, text, words: read.words.map((w) => ({ ...w, text: mend(w.text) })) };
}

/** Letters OCR reads for a digit of the same shape. */
const DIGIT_SHAPE: Record<string, string> = { O: '0', o: '0', D: '0', S: '5', s: '5', I: '1', l: '1', B: '8', Z: '2', G: '6' };
/** An engine oil's viscosity grade: a winter grade (0, 5, 10, 15, 20, 25), "W", the summer grade ("0W-30", "10W40"). */
const GRADE = /^(\(?)([0-9ODSsIlBZG]{1,2})(W-?\d{2}\b.*)$/;
const WINTER_GRADES = new Set(['0', '5', '10', '15', '20', '25']);

/**
 * An oil's viscosity grade whose winter figure OCR read as a letter of its shape ("OW-30", "SW-30", "1OW-40"): the
 * figure is a digit by the grade's format, when with the digits it is one of the winter grades.
 */
export function gradeDigits(words: Word[]): Word[] {
  return words.map((w) => {
    const m = w.confidence === undefined ? null : GRADE.exec(w.text);
    if (!m || /^\d+$/.test(m[2])) return w;
    const winter = [...m[2]].map((c) => DIGIT_SHAPE[c] ?? c).join('');
    return WINTER_GRADES.has(winter) ? { ...w, text: m[1] + winter + m[3] } : w;
  });
}

/**
 * A dollar's sign after its country's letters read as an S ("HKS 9,220.00", "NZS"): no word is spelt so. Mended alike in
 * OCR's running text, which the page's currency (and so its order of day and month) is judged by before the words are
 * read, and in its words: "TOTAL HKS 9,220.00" is in Hong Kong dollars.
 */
export function currencySignsInText(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(HK|NZ)S(?=\d|[^\S\n]|$)/gmu, '$1$$');
}

/**
 * The Irish pound's sign, "IR£", as OCR reads it: its "£" taken for an "E" ("IRE", "IRE0.787564"), which left a bill in
 * pounds and euros side by side (the changeover's years) without the pound's column heading: the reader then took the
 * euro figures for the bill's. A word "IRE" alone or before a figure is the sign; "IRELAND", "IRENE" stay. So are the
 * Czech koruna's "Kč" read "K&" or "Ké" after a figure, and the Hong Kong and New Zealand dollars' "HK$" and "NZ$" read "HKS", "NZS".
 */
export function currencySigns(words: Word[]): Word[] {
  return words.map((w, i) => {
    if (w.confidence === undefined) return w;
    if (/^IRE(?=$|\d)/.test(w.text)) return { ...w, text: `IR£${w.text.slice(3)}` };
    const dollars = currencySignsInText(w.text);
    if (dollars !== w.text) return { ...w, text: dollars };
    // The koruna's "Kč" after an amount, its háček'd c read as an ampersand or an accented e ("140 000,00 K&"): no word.
    const prev = words[i - 1];
    return /^K[&éè]([.,]?)$/.test(w.text) && prev?.line === w.line && /\d$/.test(prev.text) ? { ...w, text: `Kč${w.text.slice(2)}` } : w;
  });
}

/** A word that names a date, as a date's label ends ("Date:", "Datum", "Rechnungsdatum:", "Invoice date"). */
const DATE_LABEL = /(?:date|datum|dated)[:.]?$/i;

/** The one way `digits` (a separator already after `at` of them) splits into day, month and a year of two or four digits. */
function dateSplit(digits: string, at: number, separator: string): string | null {
  const found = new Set<string>();
  for (let other = 1; other < digits.length; other++) {
    if (other === at) continue;
    const [p, q] = [Math.min(at, other), Math.max(at, other)];
    const [a, b, y] = [digits.slice(0, p), digits.slice(p, q), digits.slice(q)];
    if (a.length > 2 || b.length > 2 || (y.length !== 2 && y.length !== 4)) continue;
    const [x, z] = [Number(a), Number(b)];
    const dayMonth = x >= 1 && x <= 31 && z >= 1 && z <= 12;
    const monthDay = x >= 1 && x <= 12 && z >= 1 && z <= 31;
    if (dayMonth || monthDay) found.add([a, b, y].join(separator));
  }
  return found.size === 1 ? [...found][0] : null;
}

/**
 * A date one of whose two points OCR lost ("14.5.91" read "145.91", "31.12.2004" read "31.122004"): the figure after a
 * date's label on its line ("Date:   145.91") is that date when its digits make a day, a month and a year in exactly one
 * way with the point it kept where it stands — never where two dates are possible ("111.91": 1.11.91 or 11.1.91), and
 * never a figure after another label (an amount "145.91").
 */
export function datePoints(words: Word[]): Word[] {
  return words.map((w) => {
    const m = w.confidence === undefined ? null : /^(\d+)([./])(\d+)$/.exec(w.text);
    if (!m || m[1].length + m[3].length < 5) return w;
    const h = w.y1 - w.y0;
    const label = words
      .filter((o) => o !== w && o.x1 <= w.x0 && (o.line === w.line || Math.abs(mid(o.y0, o.y1) - mid(w.y0, w.y1)) < h / 2))
      .sort((a, b) => b.x1 - a.x1)[0];
    if (!label || !DATE_LABEL.test(label.text)) return w;
    const date = dateSplit(m[1] + m[3], m[1].length, m[2]);
    return date ? { ...w, text: date } : w;
  });
}
