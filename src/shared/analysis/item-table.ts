import { CURRENCY_MARK, findAmounts, type FoundAmount } from './amounts';
import { findDates } from './dates';
import { repeatedCountUnits, withoutCountUnit } from './count-units';
import { descriptionHeadingIndex } from './description-column';
import { TAX_NAMED } from './labels';
import { overlapsX, type Cell, type Row } from './layout';
import { CHARGE, cleanItemText, headingKind, multipliedQuantity, sectionHeading, SECTION_END, WORK_WORDS, underCaptions, type LineItems } from './line-items';
import { LABOUR_TYPE, PART_TYPE } from './type-codes';

/**
 * A bill's item table read as a table, from the cells' positions (a PDF's text items and OCR's
 * word boxes alike): a run of rows whose figures stand in shared right-aligned columns to the right
 * of a description. Each row is labour or a part by evidence of its own — a time in it or in a
 * column of time, the kind its amount's column is headed with, a count of pieces, a part number,
 * the hourly rate it shares with labour rows, the section it sits in — before its description's
 * words. The table ends where its rows are added up. Decision 039.
 */
export interface TableItems extends LineItems {
  /** What the labour rows and the part rows add up to (a labour charge "Labour 1.7 hrs @ 38.00" included). */
  labourSum: number | null;
  partsSum: number | null;
  /**
   * Every priced row's kind rests on the table's structure (a time, a column's kind, pieces, a part number, a section,
   * the labour rate) rather than its description's words alone, and the rows add up to a sum the page prints.
   */
  isSure: boolean;
}

type Kind = 'work' | 'parts';

interface Figure {
  cell: Cell;
  value: number;
  raw: string;
  money: boolean;
  isTime: boolean;
  isPieces: boolean;
}

interface Parsed {
  row: Row;
  description: Cell | null;
  /** Short text cells besides the description (a type column's "Rpr", a part number). */
  aux: Cell[];
  /** A unit in a column of its own ("hrs", "ea", "Std.", "Stk"). */
  unit: 'time' | 'pieces' | null;
  /** Figures right of the description, in their columns. */
  figures: Figure[];
  /** A count before the description ("2 x", "1   Exhaust silencer"). */
  leading: Figure[];
  isHeader: boolean;
}

// Any currency's sign or code the amounts know, before or after the figure ("210,00 DM", "Fr. 85.00", "NOK 1 200").
const CURRENCY = `(?:[$€£]|${CURRENCY_MARK})`;
const UNIT = String.raw`(?:h|hrs?\.?|hours?|std\.?|stunden|aw|pcs?\.?|ea\.?|stk\.?|st\.?|stück|x|l|ltr\.?|qts?\.?|units?)`;
/** A cell holding a figure alone: a currency, a sign, a unit at most. */
const FIGURE_CELL = new RegExp(String.raw`^${CURRENCY}?\s*[-+]?\d[\d.,'’ ]*(?:-{1,2})?\s*(?:${CURRENCY}|%|${UNIT})?$`, 'i');
const UNIT_CELL = /^(h|hrs?\.?|hours?|std\.?|stunden|aw|pcs?\.?|ea\.?|each|stk\.?|st\.?|stück|l|ltr\.?|qts?\.?)$/i;
const TIME_UNIT = /\d\s*(h|hrs?\.?|hours?|std\.?|stunden|aw)$/i;
// A measure of material (litres, quarts) counts a part as pieces do: "2,5 l" of oil is no time, whatever its decimals.
const PIECES_UNIT = /\d\s*(pcs?\.?|ea\.?|each|stk\.?|st\.?|stück|x|l|ltr\.?|qts?\.?)$/i;
/** A time in a description ("Labour 1.7 hrs @ 38.00", "Arbeitszeit 3,5 Std. à 52,-"). */
// A tyre's load index and speed rating after its rim size ("185/70 R14 88H") are no time.
export const TIME_IN_TEXT = /\b(?<!\bZ?R\s?\d{2}\s)\d+([.,]\d+)?\s*(h|hrs?|hours?|std|stunden|aw)\b\.?/i;
const COUNT_IN_TEXT = /^\d{1,3}\s*[x×]\s+\p{L}|\b\d+\s*(pcs?|stk|stück)\b/iu;
/** A part number: letters and digits in one code ("BSK-42R", "FB-1375", "0 986 452 041"). */
const PART_NUMBER = /^(?=.*\d)(?=.*[A-Z])[A-Z0-9][A-Z0-9\-./]{3,}$|^\d{3}[ .]\d{3}[ .]\d{2,3}$/;
const TIME_HEAD = /\b(hours?|hrs?|std|stunden|time|zeit|arbeitszeit|aw|units?)\b\.?/i;
const RATE_HEAD = /\b(je|per|pro|rate|satz|price|preis|unit|einzel\w*|e-preis)\b|[@à]/i;
const QTY_HEAD = /\b(qty|quantity|menge|anz(ahl)?|stk|pcs|count)\b\.?/i;
const WORK_HEAD = /\b(labou?r|lohn|arbeit\w*|work)\b/i;
const PARTS_HEAD = /\b(parts?|teile?|ersatzteile|material\w*)\b/i;

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
const height = (b: { y0: number; y1: number }) => Math.max(1, b.y1 - b.y0);

function figureOf(cell: Cell): Figure | null {
  const text = cell.text.trim();
  if (!FIGURE_CELL.test(text)) return null;
  const found: FoundAmount | undefined = findAmounts(text)[0];
  if (!found) return null;
  return { cell, value: found.value, raw: found.raw, money: found.isMoneyLike, isTime: TIME_UNIT.test(text), isPieces: PIECES_UNIT.test(text) };
}

/** The row's cell of words under the description column's heading ("Bezeichnung", "Work"), when a heading row names it. */
function underDescriptionHeading(texts: Cell[], headers: Cell[]): Cell | null {
  const head = headers[descriptionHeadingIndex(headers.map((h) => h.text))];
  if (!head) return null;
  const under = texts.filter((c) => letters(c.text) >= 3 && overlapsX(c, head));
  return under.sort((a, b) => Math.abs(a.x0 - head.x0) - Math.abs(b.x0 - head.x0))[0] ?? null;
}

function parse(row: Row, headers: Cell[] = []): Parsed {
  const texts = row.cells.filter((c) => !figureOf(c));
  // The description is the cell under its column's heading, else the wordiest: a department's or a type's word written out
  // ("Material   Motoröl 15W-40") may hold as many letters as the description beside it.
  const description =
    underDescriptionHeading(texts, headers) ?? [...texts].filter((c) => letters(c.text) >= 3).sort((a, b) => letters(b.text) - letters(a.text))[0] ?? null;
  const figures: Figure[] = [];
  const leading: Figure[] = [];
  for (const c of row.cells) {
    const f = figureOf(c);
    if (f) (description && c.x0 < description.x0 ? leading : figures).push(f);
  }
  const isHeader = !/\d/.test(row.text) && row.cells.length >= 2 && row.cells.every((c) => c.text.split(/\s+/).length <= 3);
  const aux = texts.filter((c) => c !== description);
  const unitCell = aux.map((c) => c.text.trim()).find((t) => UNIT_CELL.test(t));
  const unit = unitCell === undefined ? null : TIME_UNIT.test(`1${unitCell}`) ? 'time' : PIECES_UNIT.test(`1${unitCell}`) ? 'pieces' : null;
  return { row, description, aux, unit, figures, leading, isHeader };
}

interface Run {
  /** Each row with its section and the column headings over it (the last heading row above). */
  rows: { p: Parsed; section: Kind | null; sectionId: number; headers: Cell[] }[];
}

/** Any text cell of the row names a sum ("TOTAL LABOR", "MwSt."), whatever stands beside it. */
const namesSum = (p: Parsed) => [p.description, ...p.aux].some((c) => c !== null && SECTION_END.test(c.text.trim()));

/** A row a table may not hold: a labelled field, a date, an address line ("Tel.", "IBAN"). */
const isForeign = (p: Parsed) =>
  p.description !== null &&
  (/:\s*\S/.test(p.description.text) ||
    (/:\s*$/.test(p.description.text) && p.row.cells.length > 1) ||
    findDates(p.row.text).length > 0 ||
    /^(tel|fax|phone|iban|bic|www|http)/i.test(p.description.text));

const sectionKindOf = (p: Parsed): Kind | null => {
  const text = p.row.text.replace(/\s*\([^)]*\)\s*$/, '');
  const own = sectionHeading(text);
  if (own) return own;
  // A heading row names its section over the description's column ("Labour   Hours   Amount"); the names over
  // columns of figures ("Parts", "Labour") are those columns' kinds.
  if (p.isHeader) return headingKind(p.row.cells[0].text);
  return null;
};

/** Runs of rows sharing the columns of their figures, split where a blank line, a foreign row or a new left edge ends them. */
function runsOf(rows: (Row | null)[]): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  let columns: number[] = [];
  let left = 0;
  let lead: Parsed[] = [];
  let section: Kind | null = null;
  let sectionId = 0;
  let rebase = false;
  let headers: Cell[] = [];
  const close = () => {
    if (run) runs.push(run);
    run = null;
  };
  for (const [at, row] of rows.entries()) {
    // A form's values under their captions (the vehicle's make, mileage and plate over the table) are no row of it.
    if (!row || underCaptions(rows[at - 1]?.text ?? '', row.text)) {
      close();
      lead = [];
      continue;
    }
    let p = parse(row, headers);
    const tol = height(row) * 1.2;
    const priced = p.description !== null && p.figures.some((f) => f.cell.x0 > p.description!.x1) && !isForeign(p);
    if (!run) {
      if (priced) {
        run = { rows: [] };
        section = null;
        headers = [];
        sectionId++;
        columns = [];
        left = p.description!.x0;
        // The lines above the first priced row: its column headings, a section's heading, jobs listed without a price.
        for (const l of lead) {
          const kind = sectionKindOf(l);
          // A line over a section's heading (the page's title "Invoice", "Rechnung") is no job of the section.
          if (kind) [section, sectionId, run.rows] = [kind, sectionId + 1, []];
          if (l.isHeader) headers = l.row.cells;
          else if (!kind && l.description && Math.abs(l.description.x0 - left) <= height(l.row) * 2.4) run.rows.push({ p: l, section, sectionId, headers });
        }
        // The first row read again under the headings just found (those above were another table's): they may name its
        // description's column.
        const under = parse(row, headers);
        if (under.description && under.description !== p.description && under.figures.some((f) => f.cell.x0 > under.description!.x1)) {
          p = under;
          left = p.description!.x0;
        }
      } else {
        lead = p.isHeader || (p.description && p.figures.length === 0 && !isForeign(p) && row.cells.length <= 2) ? [...lead.slice(-5), p] : [];
        continue;
      }
    }
    const current: Run = run!;
    if (priced) {
      const fits = p.figures.every((f) => columns.some((x) => Math.abs(x - f.cell.x1) <= tol)) || columns.length === 0;
      const aligned = Math.abs(p.description!.x0 - left) <= tol * 2 || rebase;
      if (!aligned && !(fits && p.description!.x0 < left + tol * 4)) {
        close();
        lead = [];
        continue;
      }
      if (rebase) left = p.description!.x0;
      rebase = false;
      for (const f of p.figures) if (!columns.some((x) => Math.abs(x - f.cell.x1) <= tol)) columns.push(f.cell.x1);
      current.rows.push({ p, section, sectionId, headers });
      continue;
    }
    if (p.isHeader) {
      headers = row.cells;
      const kind = sectionKindOf(p);
      if (kind) [section, sectionId] = [kind, sectionId + 1];
      rebase = true;
      continue;
    }
    // A line of words alone: a section's heading, or a job listed without a price.
    if (p.description && p.figures.length === 0 && !isForeign(p) && row.cells.length <= 2 && Math.abs(row.cells[0].x0 - left) <= tol * 2) {
      const kind = sectionKindOf(p);
      // A heading no list knows after priced rows ("Spares fitted:") begins a section of its own kind, not the one above.
      if (kind || current.rows.at(-1)?.p.figures.length) [section, sectionId] = [kind, sectionId + 1];
      current.rows.push({ p, section, sectionId, headers });
      rebase = kind !== null;
      continue;
    }
    close();
    lead = [];
  }
  close();
  return runs;
}

type Role = 'time' | 'qty' | 'rate' | 'money';

/** A figure's column heading: the heading cell over it (right-aligned figures under left- or right-aligned headings). */
function roleOf(f: Figure, headers: Cell[]): { role: Role; kind: Kind | null } {
  const tol = height(f.cell) * 1.2;
  const head = headers
    .filter((h) => Math.min(h.x1, f.cell.x1 + tol) - Math.max(h.x0, f.cell.x0 - tol) > 0)
    .sort((a, b) => Math.abs(a.x1 - f.cell.x1) - Math.abs(b.x1 - f.cell.x1))[0]
    ?.text.trim();
  if (f.isTime) return { role: 'time', kind: null };
  if (!head) return { role: f.isPieces ? 'qty' : 'money', kind: null };
  if (RATE_HEAD.test(head) && !/total|amount|betrag|summe|gesamt|extended/i.test(head)) return { role: 'rate', kind: null };
  if (TIME_HEAD.test(head)) return { role: 'time', kind: null };
  if (QTY_HEAD.test(head) || f.isPieces) return { role: 'qty', kind: null };
  const kind = WORK_HEAD.test(head) && !PARTS_HEAD.test(head) ? 'work' : PARTS_HEAD.test(head) && !WORK_HEAD.test(head) ? 'parts' : null;
  return { role: 'money', kind };
}

interface Item {
  text: string;
  amount: number | null;
  score: number;
  sectionId: number;
  rate: number | null;
  isCharge: boolean;
  /** Charged by time: a time in the row or in its column of time. */
  isTimed: boolean;
  priced: boolean;
  isHeading: boolean;
}

/** The rows of one run, each scored: above zero labour, below a part. */
function itemsOfRun(run: Run): Item[] {
  const items: Item[] = [];
  // A count in the unit the rows repeat, run into the description ("14 off Solid lifters"): the row's quantity, no name.
  const units = repeatedCountUnits(run.rows.filter((r) => r.p.figures.length).map((r) => r.p.description!.text.trim()));
  for (const [i, { p, section, sectionId, headers }] of run.rows.entries()) {
    const columnOf = (f: Figure) => roleOf(f, headers);
    // Figures in their own cells that multiply out (quantity × price = amount): the description's figures are its own.
    const ownFigures = multipliedQuantity(p.figures.map((f) => f.cell.text).join('   ')) !== null;
    const text = cleanItemText(withoutCountUnit(p.description!.text.trim(), units), { ownCell: true, ownFigures });
    if (!p.figures.length) {
      // A line of words followed by a priced row of its section heads it; else it is a job listed without a price.
      const next = run.rows[i + 1];
      const isHeading = sectionKindOf(p) !== null || (next !== undefined && next.p.figures.length > 0 && !CHARGE.test(next.p.description!.text));
      items.push({ text, amount: null, score: 0, sectionId, rate: null, isCharge: false, isTimed: false, priced: false, isHeading });
      continue;
    }
    let score = 0;
    const money = p.figures.filter((f) => {
      const c = columnOf(f);
      return f.money && c.role === 'money';
    });
    const amountFigure = money.at(-1) ?? null;
    const amountColumn = amountFigure ? columnOf(amountFigure) : null;
    const isTimed = p.figures.some((f) => f.isTime || columnOf(f).role === 'time') || TIME_IN_TEXT.test(p.description!.text) || p.unit === 'time';
    if (isTimed) score += 3;
    if (amountColumn?.kind && !p.figures.some((f) => columnOf(f).role === 'time')) score += amountColumn.kind === 'work' ? 3 : -3;
    const typed = p.aux.map((c) => c.text.trim()).find((t) => LABOUR_TYPE.test(t) || PART_TYPE.test(t));
    if (typed) score += LABOUR_TYPE.test(typed) ? 3 : -3;
    if (p.figures.some((f) => f.isPieces) || p.leading.some((f) => f.isPieces) || COUNT_IN_TEXT.test(p.description!.text) || p.unit === 'pieces') score -= 2;
    if (p.aux.some((c) => PART_NUMBER.test(c.text.trim()))) score -= 1;
    const qty = multipliedQuantity(p.row.text);
    if (qty) score += /[.,]\d{1,2}$/.test(qty.raw) ? 1 : -0.5;
    else if (p.figures.some((f) => columnOf(f).role === 'qty') || p.leading.length) score -= 0.5;
    if (section) score += section === 'work' ? 2 : -2;
    score += WORK_WORDS.test(text) ? 0.5 : -0.25;
    const amount = amountFigure?.value ?? null;
    const rate = qty && amount !== null && qty.value > 0 ? Math.round((amount / qty.value) * 100) / 100 : null;
    items.push({ text, amount, score, sectionId, rate, isCharge: CHARGE.test(p.description!.text), isTimed, priced: true, isHeading: false });
  }
  return items;
}

/** An article's or operation's number in a row's first cell ("31 33 000", "64 11 520", "H2150"): digits, capitals and joiners. */
const ROW_NUMBER = /^(?=.*\d)[A-Z0-9][A-Z0-9\-./ ]*$/;

/**
 * A row led by its number in the column where the rows above print theirs ("31 33 000   Stoßdämpfer vorn ersetzt   26
 * 296,40" under "64 11 520 …" and "11 31 500 …"): a row of the table, though its figures may happen to add up what stands
 * above it. A sum prints its label there, never a number of its own.
 */
function numberedLike(p: Parsed, above: Parsed[]): boolean {
  const first = (q: Parsed) => q.row.cells[0];
  const isNumber = (q: Parsed) => first(q) !== q.description && ROW_NUMBER.test(first(q).text.trim());
  const priced = above.filter((q) => q.figures.length);
  if (priced.length < 2 || !isNumber(p)) return false;
  const tol = height(p.row) * 1.2;
  return priced.every((q) => isNumber(q) && Math.abs(first(q).x0 - first(p).x0) <= tol);
}

/** A row of the bill's sums rather than an item: its amount is what the rows above add up to, or a totals word begins it. */
function endOfTable(items: Item[], run: Run): Item[] {
  const kept: Item[] = [];
  let all = 0;
  let count = 0;
  let section = 0;
  let sectionCount = 0;
  let lastSection = -1;
  // What each column of money adds up to so far, by the column's right edge.
  const columns: { x1: number; sum: number; count: number }[] = [];
  const columnOf = (f: Figure) => columns.find((c) => Math.abs(c.x1 - f.cell.x1) <= height(f.cell) * 1.2);
  for (const [i, item] of items.entries()) {
    if (item.sectionId !== lastSection) [section, sectionCount, lastSection] = [0, 0, item.sectionId];
    const near = (sum: number, n: number) => item.amount !== null && n >= 2 && Math.abs(item.amount - sum) < 0.011;
    const p = run.rows[i].p;
    const multiplies = multipliedQuantity(p.row.text) !== null;
    const totalsWord = namesSum(p) && !item.isCharge && !multiplies;
    const numbered = numberedLike(
      p,
      run.rows.slice(0, i).map((r) => r.p),
    );
    if (item.priced && (near(all, count) || near(section, sectionCount)) && !multiplies && !numbered) break;
    if (totalsWord && item.priced) break;
    // A tax charged at its rate ("+ USt. 20%   664,57") stands among the sums: no row of the table from it on.
    if (item.priced && TAX_NAMED.test(item.text) && /\d\s?%/.test(item.text)) break;
    // A row whose figures are each its column's sum ("Labour £ 280.50   Parts £ 464.85" under the rows they add up) is the
    // table's totals row, whatever word begins it.
    const money = p.figures.filter((f) => f.money);
    const sums = money.map(columnOf);
    if (
      !numbered &&
      money.length &&
      sums.every((c) => c !== undefined) &&
      sums.some((c) => c!.count >= 2) &&
      money.every((f, k) => Math.abs(f.value - sums[k]!.sum) < 0.011)
    )
      break;
    kept.push(item);
    if (item.amount !== null) {
      all += item.amount;
      count++;
      section += item.amount;
      sectionCount++;
    }
    for (const f of money) {
      const c = columnOf(f);
      if (c) [c.sum, c.count] = [c.sum + f.value, c.count + 1];
      else columns.push({ x1: f.cell.x1, sum: f.value, count: 1 });
    }
  }
  return kept;
}

/** Rows told only weakly take their section's kind, and labour's hourly rate makes a row labour. */
function settle(items: Item[]): { kinds: Kind[]; isSure: boolean } {
  const kinds: Kind[] = items.map((i) => (i.score > 0 ? 'work' : 'parts'));
  let isSure = true;
  const timed = items.some((i) => i.isTimed);
  const labourRates = new Set(items.filter((i) => i.score >= 3 && i.rate !== null).map((i) => i.rate));
  items.forEach((item, n) => {
    if (!item.priced || Math.abs(item.score) >= 1.5) return;
    if (item.rate !== null && labourRates.has(item.rate)) {
      kinds[n] = 'work';
      return;
    }
    // A bill that charges its labour by time: a row charged otherwise is a part.
    if (timed) {
      kinds[n] = 'parts';
      return;
    }
    isSure = false;
  });
  return { kinds, isSure };
}

/** A sum the page prints more often than the table's rows do: a subtotal of its own, not a row's amount. */
function printedApart(value: number | null, items: LineItems, printed: number[]): boolean {
  if (value === null) return false;
  const near = (a: number | null) => a !== null && Math.abs(a - value) < 0.011;
  return printed.filter(near).length > [...items.work, ...items.parts].filter((i) => near(i.amount)).length;
}

/**
 * The bill's items from its table, or null when no table of two figured rows or more stands on
 * the page (the line readers then read it). A run whose rows are mostly sums ("Labour", "VAT",
 * "Total") is the totals block, no table.
 */
export function readItemTable(rows: (Row | null)[] | undefined, printed: number[] = []): TableItems | null {
  if (!rows?.length) return null;
  const out: TableItems = { work: [], parts: [], labourSum: null, partsSum: null, isSure: true };
  let found = false;
  for (const run of runsOf(rows)) {
    const priced = run.rows.filter((r) => r.p.figures.length);
    if (priced.length < 2) continue;
    // A labour charge ("Labour 1.7 hrs @ 38.00") names a sum and is a row of the table all the same.
    if (priced.filter((r) => namesSum(r.p) && !CHARGE.test(r.p.description!.text)).length * 2 >= priced.length) continue;
    // A credit ("GOODWILL CREDIT   -135.00", "Gutschrift Kulanz   -90,00") corrects the bill: neither labour nor a part.
    const items = endOfTable(itemsOfRun(run), run).filter((i) => i.amount === null || i.amount >= 0);
    const pricedItems = items.filter((i) => i.priced);
    if (pricedItems.length < 2 || !pricedItems.some((i) => i.amount !== null)) continue;
    found = true;
    const { kinds, isSure } = settle(items);
    out.isSure &&= isSure;
    const charged = items.some((i, n) => i.isCharge && kinds[n] === 'work');
    items.forEach((item, n) => {
      if (!item.priced) {
        // Jobs listed without prices, above the labour charge that covers them.
        if (charged && !item.isHeading && letters(item.text) >= 3) out.work.push({ text: item.text, amount: null });
        return;
      }
      const kind = kinds[n];
      if (item.amount !== null) {
        const key = kind === 'work' ? 'labourSum' : 'partsSum';
        out[key] = Math.round(((out[key] ?? 0) + item.amount) * 100) / 100;
      }
      if (kind === 'work' && item.isCharge) return;
      out[kind].push({ text: item.text, amount: item.amount });
    });
  }
  if (!found) return null;
  // The rows' sums are backed when the page prints them: labour and parts each (their subtotals), or together (the net, the total).
  const isPrinted = (v: number | null) => v === null || printed.some((a) => Math.abs(a - v) < 0.011);
  const both = (out.labourSum ?? 0) + (out.partsSum ?? 0);
  out.isSure &&= (isPrinted(out.labourSum) && isPrinted(out.partsSum)) || isPrinted(both);
  // Rows whose words alone left their kind open are sure all the same when the page prints both lists' sums apart from
  // the rows ("AW-Summe 221,35", "ET-Summe 495,50" under jobs and parts in abbreviations): the page's arithmetic splits them.
  // Every row priced: a row without its amount (a reading under its label, "Km-Stand run   92,808") is no row the sums back.
  out.isSure ||=
    out.work.length >= 2 &&
    out.parts.length >= 2 &&
    [...out.work, ...out.parts].every((i) => i.amount !== null) &&
    printedApart(out.labourSum, out, printed) &&
    printedApart(out.partsSum, out, printed);
  return out;
}
