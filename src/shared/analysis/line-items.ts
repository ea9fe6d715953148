import { findAmounts } from './amounts';
import { isLabelCell, umlautTolerant } from './labels';

/**
 * Work performed and parts used, from the sections of an invoice ("Work performed:",
 * "Leistungen:", "Parts & materials:", "Ersatzteile:") or, where there are none, from the rows of
 * an item table (a description followed by prices).
 */
export interface LineItem {
  text: string;
  amount: number | null;
}

export interface LineItems {
  work: LineItem[];
  parts: LineItem[];
}

const WORK_HEADING =
  /^[-•*\s]*(labou?r|arbeitslohn|lohnarbeiten|description\s+of\s+work|work\s+(performed|done|description|carried\s+out)|services?(\s+performed|\s+rendered)?|labou?r\s+(description|performed|details)|repairs?(\s+performed|\s+carried\s+out)?|jobs?(\s+done)?|operations|leistungen|leistungsbeschreibung|ausgeführte\s+arbeiten|durchgeführte\s+arbeiten|arbeiten|arbeitsleistungen|arbeitspositionen|tätigkeiten|reparaturumfang)\s*:?\s*$/i;
const PARTS_HEADING =
  /^[-•*\s]*(parts(\s*(&|and|\/)\s*materials?)?(\s+used)?|materials?(\s+used)?|parts\s+list|ersatzteile|teile|material(ien)?|verwendete\s+teile|ersatzteile\s+und\s+material|teile\s+und\s+material|materialpositionen)\s*:?\s*$/i;
// OCR gives umlauts back as "i", "il", "u" ("Ausgefilhrte Arbeiten").
const WORK_HEADER = new RegExp(umlautTolerant(WORK_HEADING.source), 'i');
const PARTS_HEADER = new RegExp(umlautTolerant(PARTS_HEADING.source), 'i');
/** Lines that end a section: totals, taxes and other labelled fields. */
const SECTION_END =
  /^[-•*\s]*((parts|materials?|teile|ersatzteile|material)\s+(sub-?total|total|gesamt)|summe\s+\w+|lohnkosten|materialkosten|teilekosten|arbeitskosten|net\s+amount|net\s+total|nettobetrag|deposit|anzahlung|next\s+service|nächste[rs]?\s+(service|inspektion|wartung)|sub-?total|total|grand\s+total|labou?r|arbeitslohn|arbeitswerte|lohn|summe|zwischensumme|gesamt|netto|brutto|tax|sales\s+tax|vat|gst|mwst|ust|rechnungsbetrag|gesamtbetrag|endbetrag|amount|balance|zahlbar|payment|thank|vielen\s+dank|danke|notes?|bemerkung|hinweis|mileage|odometer|km-?stand|kilometerstand|date|datum|customer|kunde|vehicle|fahrzeug|vin|signature|unterschrift)\b/i;
const WORK_WORDS =
  /\b(labou?r|replace[ds]?|install(ed)?|adjust(ed|ment)?|rebuil[dt]|overhaul(ed)?|inspect(ed|ion)?|check(ed)?|service[ds]?|repair(ed)?|align(ment|ed)?|diagnos(is|e|tic)|change|flush(ed)?|bleed|balanc(e|ing)|test(ed)?|removed?|refit|restor(e|ed|ation)|tune|erneuert|ersetzt|eingestellt|gewechselt|wechsel|geprüft|prüfen|instandgesetzt|überholt|montiert|demontiert|reparatur|einstellen|arbeitszeit|arbeitslohn|diagnose|inspektion|wartung)\b/i;
const BULLET = /^[-–—•*·>=~«»]\s*\S|^\d{1,3}[.)]\s+\S/;
const HOURS = /\b\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw)\b/i;

/** A row's description without bullets, position numbers and trailing quantities and prices. */
export function cleanItemText(line: string, opts: { ownCell?: boolean } = {}): string {
  let s = line.replace(/^[\s\-–—•*·>=~«»_]+/, '').replace(/^(pos\.?\s*)?\d{1,3}[.)]?\s+(?=\D)/i, '');
  const amounts = findAmounts(s).filter((a) => a.isMoneyLike);
  const first = amounts[0];
  // Everything from the first price on is the price columns.
  if (first && first.index > 0) s = s.slice(0, first.index);
  // A quantity printed right after the description (not in a column of its own: "DOT 4" is a name).
  if (!opts.ownCell)
    s = s.replace(/\s+\d+([.,]\d+)?\s*(x|×|stk\.?|stück|pcs?\.?|ea\.?|qty|h|hrs?|std\.?|aw|l|ltr)?\s*$/i, (m) =>
      /[a-z]/i.test(m) && !/\b(x|×|stk\.?|pcs?\.?|ea\.?|qty)\s*$/i.test(m) ? m : '',
    );
  s = s
    .replace(/\s*[|:@]\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return s;
}

/** A type column's word: the row is labour or a part whatever its description says. */
const LABOUR_TYPE = /^(labou?r|work|service|lohn|arbeit(slohn)?|aw)$/i;
const PART_TYPE = /^(parts?|material|teile?|ersatzteil|mat\.?)$/i;
/** Column headings of an item table ("Qty", "Unit price", "Betrag"). */
const COLUMN_HEADING =
  /^(pos\.?|no\.?|nr\.?|item(\s+no\.?)?|qty|quantity|menge|anz(ahl)?\.?|hours|hrs|std\.?|unit(\s+price)?|me|einheit|rate|einzelpreis|e-?preis|preis|price|amount|betrag|total|gesamt|summe|netto|brutto|description|bezeichnung|beschreibung|type|art|(part|art(ikel)?|teile)\.?\s*-?\s*(no|nr|nummer)\.?|code|ref\.?)$/i;
/** The heading of an item table's description column. */
const DESCRIPTION_HEADING = /^(description|bezeichnung|beschreibung|text|leistung|artikel|item)$/i;
/** A quantity in pieces (a part) rather than hours (labour). */
const PIECES = /\b\d+([.,]\d+)?\s*(pcs?|ea|each|stk|st|stück|x)\b\.?/i;
/** An article or operation number before a row's description ("LAB-894", "822 276 48", "AW-148"). */
const CODE_CELL = /^(?=.*\d)[A-Z0-9][A-Z0-9\-./ ]*$/;

/**
 * A row's cells (three spaces or more apart): position numbers before the description dropped,
 * the description the first cell with words, a type column's word kept apart.
 */
function cellsOf(line: string): { text: string; kind: 'work' | 'parts' | null; columns: number } {
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim())
    .filter(Boolean);
  // Position numbers, and what OCR makes of them ("%", "A", "©"): no letters and at most three marks, or two characters before more cells.
  while (
    cells.length > 1 &&
    (/^(pos\.?\s*)?\d{1,3}[.)]?$/i.test(cells[0]) || /^[^\p{L}]{1,3}$/u.test(cells[0]) || (cells.length > 2 && /^\S{1,2}$/.test(cells[0])))
  )
    cells.shift();
  // An article number before a description with words of its own.
  while (cells.length > 2 && CODE_CELL.test(cells[0]) && /[a-zäöüß]{3}/.test(cells[1])) cells.shift();
  const kindCell = cells.slice(1).find((c) => LABOUR_TYPE.test(c) || PART_TYPE.test(c));
  return { text: cells[0] ?? '', kind: kindCell ? (LABOUR_TYPE.test(kindCell) ? 'work' : 'parts') : null, columns: cells.length };
}

function itemOf(line: string): (LineItem & { kind: 'work' | 'parts' | null }) | null {
  const { text: first, kind, columns } = cellsOf(line);
  const text = cleanItemText(first, { ownCell: columns > 1 })
    .replace(/\s+\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw)\s*$/i, '')
    .trim();
  if (text.length < 2 || !/[A-Za-zÄÖÜäöüß]{2}/.test(text)) return null;
  // A quantity alone ("4,0 Std.", "2 pcs") is a column OCR put on a line of its own, not an item.
  if (/^\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw|pcs?\.?|stk\.?|x)$/i.test(text)) return null;
  const money = findAmounts(line).filter((a) => a.isMoneyLike);
  return { text, amount: money.at(-1)?.value ?? null, kind };
}

/** A table's heading row: a section word followed only by column headings ("Labour   Qty   Amount"). */
function tableHeading(line: string): 'work' | 'parts' | null {
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim());
  if (cells.length < 2 || !cells.slice(1).every((c) => COLUMN_HEADING.test(c))) return null;
  if (WORK_HEADER.test(cells[0])) return 'work';
  if (PARTS_HEADER.test(cells[0])) return 'parts';
  return null;
}

export function extractLineItems(lines: string[]): LineItems {
  const work: LineItem[] = [];
  const parts: LineItem[] = [];
  let section: 'work' | 'parts' | null = null;
  let sawSection = false;
  let afterGap = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      afterGap = true;
      continue;
    }
    // OCR puts blank lines inside lists: after one, only another bullet or priced row continues the list.
    if (afterGap && section && !BULLET.test(line) && !findAmounts(line).some((a) => a.isMoneyLike)) section = null;
    afterGap = false;
    const heading = WORK_HEADER.test(line) ? 'work' : PARTS_HEADER.test(line) ? 'parts' : tableHeading(line);
    if (heading) {
      section = heading;
      sawSection = true;
      continue;
    }
    if (!section) continue;
    if (SECTION_END.test(line) || (/^[^:]{1,30}:\s*\S/.test(line) && !/^[-•*]/.test(line))) {
      section = null;
      continue;
    }
    const item = itemOf(line);
    if (item) ((item.kind ?? section) === 'work' ? work : parts).push({ text: item.text, amount: item.amount });
  }
  if (sawSection) return { work, parts };
  return itemsFromTable(tableBody(lines) ?? lines);
}

/** A row of column headings naming a description column and at least two others ("Pos   Description   Qty   Price   Amount"). */
function isItemTableHeading(line: string): boolean {
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim());
  return cells.length >= 3 && cells.some((c) => DESCRIPTION_HEADING.test(c)) && cells.filter((c) => COLUMN_HEADING.test(c)).length >= 2;
}

/**
 * The rows of an item table under its heading row, up to the first line that is neither a priced
 * row nor the continuation of one (the totals, a blank line before them): the address, the
 * vehicle band and the totals around the table are no items.
 */
function tableBody(lines: string[]): string[] | null {
  const head = lines.findIndex(isItemTableHeading);
  if (head < 0) return null;
  const body: string[] = [];
  for (const raw of lines.slice(head + 1)) {
    const line = raw.trim();
    if (!line) {
      if (body.length) break;
      continue;
    }
    if (SECTION_END.test(line) && !findAmounts(line).some((a) => a.isMoneyLike && a.index > 20)) break;
    if (!findAmounts(line).some((a) => a.isMoneyLike)) {
      if (body.length) break;
      continue;
    }
    body.push(line);
  }
  return body.length ? body : null;
}

/** Rows of an item table: a description then one or more prices; hours or work words mean labour. */
function itemsFromTable(lines: string[]): LineItems {
  const work: LineItem[] = [];
  const parts: LineItem[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (SECTION_END.test(line) || /:\s*\S*\s*$/.test(line.split(/\s{2,}/)[0] ?? '')) continue;
    const money = findAmounts(line).filter((a) => a.isMoneyLike);
    if (!money.length || money[0].index < 3) continue;
    const item = itemOf(line);
    if (!item || item.text.length > 80) continue;
    if (/^(tel|fax|phone|iban|bic|ust|vat|steuer|www|http)/i.test(item.text)) continue;
    // A labelled field's row ("Invoice date   3 March 2024") is no item.
    if (isLabelCell(item.text) || /:\s*$/.test(item.text)) continue;
    // The row's own unit decides first: hours are labour, pieces a part; else the description's words.
    const kind = item.kind ?? (HOURS.test(line) ? 'work' : PIECES.test(line) ? 'parts' : WORK_WORDS.test(item.text) ? 'work' : 'parts');
    (kind === 'work' ? work : parts).push({ text: item.text, amount: item.amount });
  }
  return { work, parts };
}
