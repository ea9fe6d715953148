import { findAmounts, type FoundAmount } from './amounts';
import { findDates } from './dates';
import { isLabelCell, isWordsOnly, LABELS, LATIN_WORD, umlautTolerant } from './labels';
import { descriptionFirst } from './description-column';
import { CELL_GAP } from './layout';
import { countUnitsApart, isCountCell } from './count-units';
import { isHoursTimesRate } from './hours-sum';
import { LABOUR_TYPE, PART_TYPE, typeCodesAsColumn } from './type-codes';

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
  /** Rows of a section summed apart from labour and parts ("Fremdarbeiten", its own total): listed, not in their sums. */
  besides?: LineItem[];
}

// A job card heads its jobs by what is to be done ("Work to be done", "Auszuführende Arbeiten"), a bill by what was.
// The bare word too ("Work", "Arbeit"): a table's description column headed so holds the jobs, though counted in pieces.
// "Labour Charges" alone over rows heads the jobs; with a colon it is the labour's label ("Labour charges:   120.00").
const WORK_HEADING =
  /^[-•*\s]*(labou?r|work|arbeit|arbeitslohn|lohnarbeiten|description\s+of\s+work|work\s+(performed|done|description|carried\s+out|to\s+be\s+(done|carried\s+out)|required|requested)|labou?r\s+charges(?=\s*$)|services?(\s+performed|\s+rendered)?|labou?r\s+(description|performed|details)|repairs?(\s+performed|\s+carried\s+out)?|jobs?(\s+done)?|operations|leistungen|leistungsbeschreibung|(aus|durch)geführte\s+arbeiten|((zu\s+)?erledigende|auszuführende|durchzuführende|erledigte|vorgenommene|erbrachte)\s+arbeiten|arbeiten|[a-z\u00df\u00e4\u00f6\u00fc]{3,}arbeiten|arbeitsleistung(en)?|[a-z\u00df\u00e4\u00f6\u00fc]{3,}leistungen|arbeitspositionen|tätigkeiten|reparaturumfang)\s*:?\s*$/i;
const PARTS_HEADING =
  /^[-•*\s]*(parts(\s*(&|and|\/)\s*materials?)?(\s+(used|supplied|fitted))?|materials?(\s+(used|supplied|list))?|parts\s+list|bill\s+of\s+materials|materialaufstellung|materialliste|(ersatz)?teile?liste|st(ü|ue)ckliste|ersatzteile|teile|material(ien)?|verwendete\s+teile|(verbraucht|verwendet|eingebaut)(e|es|er)?\s+(material(ien)?|(ersatz)?teile)|spare\s+parts|spares(\s+(used|fitted|supplied))?|ersatzteile\s+und\s+material|teile\s+und\s+material|materialpositionen|lieferungen)\s*:?\s*$/i;
// OCR gives umlauts back as "i", "il", "u" ("Ausgefilhrte Arbeiten").
const WORK_HEADER = new RegExp(umlautTolerant(WORK_HEADING.source), 'i');
const PARTS_HEADER = new RegExp(umlautTolerant(PARTS_HEADING.source), 'i');
/** Lines that end a section: totals, taxes and other labelled fields. */
// A bilingual page's sum may lead with its own language ("Totaal onderdelen / Summe Ersatzteile", "Base imponible / Netto"):
// the label in ours after the slash ends the section as well.
export const SECTION_END = new RegExp(
  String.raw`^[-•*\s]*(?:${LATIN_WORD}(?:\s${LATIN_WORD}){0,2}\s\/\s)?` +
    String.raw`((parts|materials?|teile|ersatzteile|material)\s+(sub-?total|total|gesamt)|summe\s+\w+|lohnkosten|materialkosten|teilekosten|arbeitskosten|net(?:\s+amount|\s+total)?(?=\s*(?:$|:|\s{2}|[\d$€£]))|nettobetrag|deposit|anzahlung|next\s+service|nächste[rs]?\s+(service|inspektion|wartung)|sub-?total|totals?|grand\s+total|labou?r|arbeitslohn|arbeitsleistung(en)?|arbeitswerte|lohn|summe|zwischensumme|gesamt|netto|brutto|tax|sales\s+tax|vat|gst|mwst|ust|rechnungsbetrag|gesamtbetrag|end(?:betrag|summe)|amount|balance(?=\s*(?:$|:|\s{2}|[\d$€£(-])|\s+(?:due|owing|owed|forward|brought|b\/f|payable|outstanding|of|to|remaining|now|carried)\b)|zahlbar|payment|thank|vielen\s+dank|danke|notes?|bemerkung|hinweis|` +
    // A field's word ends the lists as a label, never as the first word of a job ("Fahrzeug für MFK vorbereitet").
    String.raw`(?:mileage|odometer|km-?stand|kilometerstand|date|datum|customer|kunde|vehicle|fahrzeug|vin|signature|unterschrift)(?=\s*(?:$|[:#.(]|\s{2}|\d))` +
    String.raw`)\b`,
  'i',
);
export const WORK_WORDS =
  /\b(labou?r|replace[ds]?|renew(ed|s)?|install(ed)?|adjust(ed|ment)?|rebuil[dt]|overhaul(ed)?|inspect(ed|ion)?|check(ed)?|service[ds]?|repair(ed)?|align(ment|ed)?|diagnos(is|e|tic)|change|flush(ed)?|bleed|balanc(e|ing)|test(ed)?|removed?|refit|restor(e|ed|ation)|tune|erneuert|ersetzt|eingestellt|gewechselt|wechsel|geprüft|prüfen|instandgesetzt|überholt|montiert|demontiert|reparatur|einstellen|arbeitszeit|arbeitslohn|diagnose|inspektion|wartung)\b/i;
/** A labour cost's label on a line of its own ("Arbeitszeit", "Labour charges:"). */
const LABOUR_LABEL_ALONE = new RegExp(String.raw`^(?:${LABELS.laborCost.map((r) => r.source).join('|')})\s*:?$`, 'i');
/** A description that prints its own time and rate: the charge for the jobs listed, not a job. */
// The rate may print its currency before it ("43 AW à DM 3,10", "2.0 hrs @ £ 40.00").
export const CHARGE = /\b\d+([.,]\d+)?\s*(h|hrs?|hours?|std|stunden|aw)\b\.?\s*(@|à|a|at|x|×|zu|je)\s*(?:(?:[$€£]|[a-z]{1,3}\.?)\s?)?\S*\d/i;
/**
 * A line stating the labour's rate ("Stundensatz S 660,--", "Labour at £4.20 per hour", "Verrechnungssatz: 1 AW = DM 11,40"):
 * the price of an hour is no item of the bill.
 */
// A unit of time at its price ("(1 AW = DM 8,35)", "1 Std. = 62,00 €") defines the rate too.
export const RATE_LINE =
  /\b(stundensatz|stundenlohn|std\.?-?satz|verrechnungssatz|lohnsatz|aw-?satz|(hourly|labou?r)\s+rate|rate\s+per\s+hour)\b|\b(per|an|a)\s+(hour|hr)\b|\b(pro|je)\s+(stunde|std\b|aw\b)|^\(?\s*1\s*(?:aw|ze|std\.?|stunde|h|hr|hour)\s*=/i;
/** A line of marks only, ruled between a table's rows ("· · · ·", "----", "____"). */
const RULING = /^[\s·.\-–—_=*•]{3,}$/;
/** A list's position number before a row's words ("3) ", "12. "). */
const POSITION = /^\d{1,3}[.)]\s+\p{L}/u;
const BULLET = /^[-–—•*·>=~«»]\s*\S|^\d{1,3}[.)]\s+\S/;
// A tyre's load index and speed rating after its rim size ("185/70 R14 88H") are no hours.
// "ZE": a dealer system's time units (Zeiteinheiten), as "AW" another's.
const HOURS = /\b(?<!\bZ?R\s?\d{2}\s)\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw|ze)\b/i;

/** The words price columns print beside their figures: units, currencies, a rate's "per", a net or flat price's word. */
const PRICE_WORD =
  /^(each|ea|per|je|pro|at|hrs?|hours?|std|stunden|aw|pcs|stk|stück|ltr|qts?|units?|net|netto|brutto|gross|incl|inkl|excl|exkl|zzgl|eur|usd|gbp|chf|sfr|ats|pauschal|flat|rate|min|tax|mwst|vat|ust)$/i;
/** Whether a description's words go on after a figure: a word of three letters or more no price column prints. */
const wordsAfter = (rest: string) => (rest.match(/\p{L}{3,}/gu) ?? []).some((w) => !PRICE_WORD.test(w));

/** A row's description without bullets, position numbers and trailing quantities and prices. */
export function cleanItemText(line: string, opts: { ownCell?: boolean; ownFigures?: boolean } = {}): string {
  let s = line
    .replace(/^[\s\-–—•*·>=~«»_]+/, '')
    // A job's designation before its words ("Job 1: Replace front brake pads", "Op 2: …", "Line A: …"): the row's number, no name.
    .replace(/^(?:job|op(?:eration)?|line)\s*#?[A-Z0-9]{1,3}\s*:\s+(?=\p{L})/iu, '')
    // A count of sets or pairs ("1 Satz Bremsbel.-Satz v.", "2 Paar Wischerblätter"): the count's unit, where a count goes first.
    .replace(/^\d{1,3}\s*(?:satz|sätze|paar|sets?|pairs?)\s+(?=\p{L}{3})/iu, '')
    // …but not a tyre's width before its speed mark and rim ("155 SR 13", "165 R 15"): the size is the part's name.
    .replace(/^(pos\.?\s*)?\d{1,3}[.)]?\s+(?=\D)(?![HSTVWYZ]?R\s?\d{2}\b)/i, '')
    // A count before the description ("2 x Oil filter"): its number went with the position's, its sign stays.
    .replace(/^(?:\d{1,3}\s*)?[x×]\s+(?=\p{L})/iu, '')
    // A count's unit before the description ("3 St. Unterbrecherkontakt", "1 kg Abschmierfett", "5 qt. Motor oil"): a
    // measure, not the part's name.
    .replace(/^(?:\d{1,3}(?:[.,]\d+)?\s*)?(?:st\.|stk\.?|stck\.?|ltr\.?|kg|pcs\.?|qts?\.|gal\.)\s+(?=\p{L}{3})/iu, '')
    // The time charged before the job ("4,5 Std. Keilriemen ern.", "1.5 hrs Adjust brakes"): the labour's measure, not its name.
    .replace(/^\d{1,2}(?:[.,]\d{1,2})?\s*(?:std\.?|stunden|hrs?\.?|hours?|aw)\s+(?=\p{L}{3})/iu, '')
    // …or its bare figure, run into the description's cell ("2.25 Replace U-joints", "1,5 Zündung einstellen").
    .replace(/^\d{1,2}[.,]\d{1,2}\s+(?=\p{Lu}\p{Ll}{2})(?!(?:[Ss]td|[Ss]tunden|[Ss]tk|[Ss]tück|[Hh]rs?|[Hh]ours?|[Ll]iter|[Ll]tr)\b)/u, '')
    // A count and a part number run into the description's cell ("4 904-67641 SPARK PLUG"), or the part number alone once
    // the count went as a position ("CX92996-E BRAKE FLUID"): a number of five digits or more is no name.
    // Four digits do when two letters and a dash make the token a code ("NAG5004-W", OCR having lost one digit; "10W-40" is a name).
    // A tyre's size is its name, no code ("P195/75R14 GOODYEAR INVICTA").
    .replace(
      /^(?:\d{1,3}\s+)?(?![A-Z]?\d{3}\/\d{2}\s?[A-Z]{0,2}R\s?\d{2})(?=\S*(?:\d\S*){5}|(?=(?:\S*[A-Z]){2})(?=\S*-)\S*(?:\d\S*){4})[A-Z0-9][A-Z0-9./-]*\s+(?=\p{L}{2})/u,
      '',
    )
    // A litre in brackets after its quantity, as OCR reads the small l ("(1 I)", "(5 I)"): no one packs by the capital I.
    .replace(/\((\d+(?:[.,]\d+)?)\s?I\)/g, '($1 l)')
    // A catalogue number of capitals run into its digits before the description ("GHF123 Brake hose front"): a code by its
    // shape, as no word of a name is written in capitals and three digits without a space.
    .replace(/^[A-Z]{2,4}\d{3,}[A-Z]?\s+(?=\p{L}{2})/u, '')
    // The time charged in brackets after the job ("Replace alternator (1.5 hrs)", "Vergaser eingestellt (0,50 Std.)   36,89"):
    // the labour's measure, not its name (and its figure no price to cut the row at).
    .replace(/\s*\(\s*\d{1,2}(?:[.,]\d{1,2})?\s*(?:std\.?|stunden|hrs?\.?|hours?|h|aw)\s*\)(?=\s*$|\s{3,}|\t)/iu, '')
    // So are the workings in brackets, a count or a time at its rate ("Exhaust system (1 @ 100.90)", "Lenkung eingestellt
    // (1,5 Std. à 272,00)"): the row's arithmetic, not its name.
    .replace(/\s*\(\s*\d+(?:[.,]\d+)?\s*(?:[\p{L}.]+\s*)?(?:@|à|x|×|je|zu)\s*[^()]*\d[^()]*\)(?=\s*$|\s{3,}|\t)/iu, '')
    // A part number printed in groups of digits before the name ("A 274 446 46 80 Zündkerzen"): a code by its eight digits
    // or more, no word of the part.
    .replace(/^(?:[A-Z]\s)?(?=(?:\D*\d){8})\d{2,4}(?:\s\d{2,4}){2,}\s+(?=\p{L}{3})/u, '');
  // Everything from the first price on is the price columns — a price, not a figure of the description's own that words
  // follow ("Coker Classic 6.70-15 wide whitewall", "Lagersatz Haupt/Pleuel -0,25 (Glyco)"): price columns hold figures,
  // units and currencies only.
  // A row whose prices stand in their own cells and multiply out (opts.ownFigures) keeps its description's figures
  // ("Schwimmernadelventil 1.75   3   20.55   61.65"): a size or a jet's number, no price.
  const first = opts.ownFigures ? undefined : findAmounts(s).find((a) => a.isMoneyLike && !wordsAfter(s.slice(a.index + a.raw.length)));
  if (first && first.index > 0) s = s.slice(0, first.index);
  // A count written after the description with its sign before the figure ("Brake hose front x2", "King pin set, qty 2",
  // "Spiegel Stk. 2"): the sign makes it a count even in the description's own cell.
  // A figure before a spaced sign makes it a size ("Keilriemen 10 x 950"), no count ("DOT 4 x1" is one).
  s = s.replace(/(?:,\s*|(?<!\d)\s+|\s+(?=[x×]\d))(?:x|×|qty\.?|stk\.?|pcs\.?)\s?\d{1,3}\s*$/i, '');
  // A quantity printed right after the description (not in a column of its own: "DOT 4" is a name).
  if (!opts.ownCell)
    s = s.replace(/\s+\d+([.,]\d+)?\s*(x|×|stk\.?|stück|pcs?\.?|ea\.?|qty|h|hrs?|std\.?|aw|l|ltr)?\s*$/i, (m) =>
      /[a-z]/i.test(m) && !/\b(x|×|stk\.?|pcs?\.?|ea\.?|qty)\s*$/i.test(m) ? m : '',
    );
  s = s
    // A dot leader run from the name to its price's column ("Spark plugs ..........", "Oil filter . . . . ."): no part of the name.
    .replace(/\s*(?:[.·…]\s?){3,}\s*$/, '')
    // A list's joiner left at the end ("Replaced clutch and pressure plate,").
    .replace(/\s*[|:@,;]\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return s;
}

/** Column headings of an item table ("Qty", "Unit price", "Betrag"). */
const COLUMN_HEADING =
  /^(pos\.?|no\.?|nr\.?|item(\s+no\.?)?|qty|quantity|menge|anz(ahl)?\.?|hours|hrs|std\.?|unit(\s+price)?|me|einheit|rate|einzelpreis|e-?preis|preis|price|amount|betrag|total|gesamt|summe|netto|brutto|description|bezeichnung|beschreibung|type|art|(part|art(ikel)?|teile)\.?\s*-?\s*(no|nr|nummer)\.?|code|ref\.?|dm|eur|€|£|\$|sfr\.?|chf|ats|ir£)$/i;
/** The heading of an item table's description column. */
// Old German forms head it "Gegenstand", British ones "Particulars"; a position's heading may share its cell ("Pos. Gegenstand").
const DESCRIPTION_HEADING =
  /^(?:(?:pos\.?|nr\.?|no\.?)\s+)?(description|bezeichnung|beschreibung|text|leistungen|leistung|artikel|item|gegenstand|particulars)$/i;
/** A quantity in pieces (a part) rather than hours (labour). */
const PIECES = /\b\d+([.,]\d+)?\s*(pcs?|ea|each|stk|st|stück|x)\b\.?/i;
/** A quantity and its unit alone in a cell ("1 St", "11 AW", "2,5 Std."). */
const QTY_CELL = /^\d+([.,]\d+)?\s*(pcs?|ea|stk|st|stück|x|h|hrs?|std|aw|l|ltr|units?)\.?$/i;
/** A count and the word of what it counts in, a cell of its own ("1 Satz", "2 Paar", "3 sets", "4 Stück"). */
const COUNT_WITH_UNIT = /^\d+([.,]\d+)?\s+\p{L}+\.?$/u;
/** An article or operation number before a row's description ("LAB-894", "822 276 48", "AW-148"). */
const CODE_CELL = /^(?=.*\d)[A-Z0-9][A-Z0-9\-./ ]*$/;

/**
 * A row's cells (three spaces or more apart): position numbers before the description dropped,
 * the description the first cell with words, a type column's word kept apart.
 */
function cellsOf(line: string): { text: string; kind: 'work' | 'parts' | null; typeCell: string | null; columns: number } {
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
  // A line's designation before its description ("LINE A", "Job 2", "Pos. 3"): a short word and a letter or number, no name.
  while (cells.length > 2 && /^\p{L}{2,6}\.?\s+[A-Z0-9]{1,3}$/u.test(cells[0]) && letters(cells[1]) > 2 * letters(cells[0])) cells.shift();
  // The day of the work in a column before the description (a time sheet's "8/24/01   MK   Media blast frame   3.50"): the row's date, not its name.
  while (cells.length > 2 && /\p{L}{3}/u.test(cells.slice(1).join(' ')) && isDateCell(cells[0])) cells.shift();
  // A quantity with its unit in a column before the description ("1 St", "11 AW", "2 pcs"): the row's count, not its name.
  // So is a count in the unit a column of them repeats ("14 off", "1 Stck.": `countUnitsApart`).
  while (cells.length > 2 && (QTY_CELL.test(cells[0]) || isCountCell(cells[0])) && /\p{L}{3}/u.test(cells[1])) cells.shift();
  // An article number before a description with words of its own.
  // Capitals are words too ("BSK-42R   CALIPER SEAL KIT"): the next cell has letters and is no code itself.
  // A name in capitals with a figure of its own ("EXHAUST CLAMP 2 IN") is a description, though a code's characters spell it.
  const codeOnly = (cell: string) => CODE_CELL.test(cell) && !/\p{L}{3,}\s+\p{L}{3,}/u.test(cell);
  while (cells.length > 2 && CODE_CELL.test(cells[0]) && /\p{L}{3}/u.test(cells[1]) && !codeOnly(cells[1])) cells.shift();
  // A code of capitals in parts joined by dashes or slashes ("G-OIL", "KIT-A") before a description in lower case: an
  // article number without a digit, as the parts trade prints for its bulk goods.
  while (cells.length > 2 && /^[A-Z0-9]+(?:[-/][A-Z0-9]+)+$/.test(cells[0]) && /\p{Ll}{3}/u.test(cells[1])) cells.shift();
  // A quantity's bare figure before the type column ("1.00   Labour   Replace exhaust system   27.00"): the row's count.
  while (cells.length > 2 && /^\d+(?:[.,]\d+)?$/.test(cells[0]) && (LABOUR_TYPE.test(cells[1]) || PART_TYPE.test(cells[1]))) cells.shift();
  // A type column before the description ("Labour   Renew timing chain   5.0   95.00   475.00"): one
  // word followed by a wordier cell is the row's kind, the wordier cell its description.
  let typeCell: string | null = null;
  // The type may stand before an article number (a code column written out by the page's key: "Lohn   146624   Bremsfl. erneuert").
  const kindBeforeCode = cells.length > 3 && (LABOUR_TYPE.test(cells[0]) || PART_TYPE.test(cells[0])) && CODE_CELL.test(cells[1]) && /\p{L}{3}/u.test(cells[2]);
  if (kindBeforeCode) [typeCell] = cells.splice(0, 2);
  // A count with its unit after the description ("Kohlebürsten   1 Satz   M   4,50", "Gaskets   2 pairs") is no wordier cell.
  else if (
    cells.length > 2 &&
    TYPE_WORD.test(cells[0]) &&
    !COUNT_WITH_UNIT.test(cells[1]) &&
    (letters(cells[1]) > letters(cells[0]) || (/\s/.test(cells[1]) && letters(cells[1]) >= 4))
  )
    typeCell = cells.shift()!;
  const kindCell = [typeCell ?? '', ...cells.slice(1)].find((c) => LABOUR_TYPE.test(c) || PART_TYPE.test(c));
  return {
    text: cells[0] ?? '',
    kind: kindCell ? (LABOUR_TYPE.test(kindCell) ? 'work' : 'parts') : null,
    typeCell: typeCell?.toLowerCase() ?? null,
    columns: cells.length,
  };
}

/**
 * A row's kind written before its description with a colon ("Labour: Adjust tappets   0.50 hr   37.00", "Teile: Zündkerzen
 * 4 Stk.   24,00"), in a list that mixes labour and parts: the type column's word run into the description's cell. Set
 * apart by a column gap it is read as that column, the row's kind; only a priced row, so that a sum's label stays one.
 */
export function kindWordAsColumn(line: string): string {
  return (
    line
      // A quantity's column may stand before it ("1.00   Labour: Replace exhaust system   27.00").
      .replace(/^(\s*(?:\d+(?:[.,]\d+)?\s{3,})?)(labou?r|parts?|lohn|arbeit|material|teile?)\s*(?::|\s[-–—])\s*(?=\p{L}[^\d]*\p{L}.*\s{3,}.*\d)/iu, '$1$2   ')
      // Without the colon, the part's word before a name of two words or more in capitals' case ("Part Front brake pad set   6.85").
      .replace(/^(\s*)([Pp]art|[Tt]eil)\s+(?=\p{Lu}\p{L}*\s+\p{L}.*\s{3,}.*\d)/u, '$1$2   ')
  );
}

/** A cell holding a date and nothing else ("8/24/01", "03.05.1979"). */
const isDateCell = (cell: string) => findDates(cell).some((d) => d.raw.trim().length >= cell.trim().length - 1);

/**
 * Two bulleted lists side by side under their two headings ("Durchgeführte Arbeiten   Verwendete Teile", then
 * "• Getriebe zerlegt   • Dichtungssatz Getriebe"), no price in them: each row's left cell is the heading's kind on
 * the left, its right cell the other; a row with one bullet belongs to the list whose column it starts in (the left,
 * unless the line is set in). The lists end at the first line that is not such a row.
 */
function bulletedSideBySide(heads: string[], after: string[]): LineItems | null {
  if (heads.length !== 2) return null;
  const [left, right]: ('work' | 'parts' | null)[] = heads.map((c) => headingKind(c));
  if (!left || !right || left === right) return null;
  const out: LineItems = { work: [], parts: [] };
  for (const row of after) {
    const cells = cellsOfRow(row);
    if (!cells.length || cells.length > 2 || !cells.every((c) => /^[-–•*·]\s*\p{L}/u.test(c))) break;
    const kinds = cells.length === 2 ? [left, right] : [/^\s{8,}/.test(row) ? right : left];
    for (const [i, cell] of cells.entries()) out[kinds[i]].push({ text: cleanItemText(cell, { ownCell: true }), amount: null });
  }
  return out.work.length >= 2 && out.parts.length >= 2 ? out : null;
}

/**
 * A cell holding an amount and its currency only ("1,365.00", "$ 86.39", a dollar of its country "BD$ 87.00", "N$ 810.00",
 * which a scan reads "NS 810.00").
 */
const amountCell = (cell: string) =>
  /^(?:[A-Z]{1,3}\$|[A-Z]{2,3}|[$€£]|Fr\.|kr\.)?\s*-?[\d.,']*\d[.,-]*\s*(?:[A-Z]{3}|[$€£])?$/.test(cell) && findAmounts(cell).some((a) => a.isMoneyLike);

/**
 * Two priced lists side by side under their two headings ("Labour   Materials", "Arbeitsleistung   Material"), each row a
 * description and its amount per list ("Door cards made and fitted   897.00   Everflex, per metre   86.39"); a row of one
 * pair, where the shorter list has ended, belongs to the left one. The lists end at the first line of another shape or a
 * sum's label ("Labour total   $ 3,822.00   Materials total   $ 161.19").
 */
/**
 * A cell that multiplies out its item's charge: a time or a count at a price, after the part's number at most ("1.5 hrs à
 * BD$ 58.00", "2,75 Std. à N$ 540.00", "RH-210 · 1 pc à BD$ 38.50") — the workings of the amount on the row above, no item.
 * A scan reads the "à" as "a", "ä" or "&", and may lose the dot after the part's number (its cell then stands apart:
 * `workingsCells`) or put a speck before the count ("+1 pc").
 */
export const RATE_CELL =
  /^(?:[A-Z0-9][A-Z0-9\-./]*\s*[·•|]\s*)?[+*'"]?\d+(?:[.,]\d+)?\s*\p{L}{0,6}\.?\s*(?:@|à|a|ä|&|x|×|at|je)\s*(?:[A-Z]{0,3}[$€£]|[A-Za-z]{1,3}\.?)?\s?-?[\d.,']*\d[.,\-–]*$/u;

/** A part's number alone in a cell ("RI-1", "A2128300318"): capitals and digits, a digit among them. */
const PART_NUMBER_CELL = /^(?=.*\d)[A-Z0-9][A-Z0-9\-./]*$/;

/** A row's cells as workings: a part's number standing apart from its count and price joined to it ("RI-1   1 pc à …"). */
export function workingsCells(cells: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < cells.length; i++)
    out.push(PART_NUMBER_CELL.test(cells[i]) && i + 1 < cells.length && RATE_CELL.test(cells[i + 1]) ? `${cells[i]} · ${cells[++i]}` : cells[i]);
  return out;
}

function pricedSideBySide(heads: string[], after: string[]): LineItems | null {
  if (heads.length !== 2) return null;
  const [left, right]: ('work' | 'parts' | null)[] = heads.map((c) => headingKind(c));
  if (!left || !right || left === right) return null;
  const out: LineItems = { work: [], parts: [] };
  let both = 0;
  const add = (kind: 'work' | 'parts', text: string, amount: string) =>
    out[kind].push({
      text: cleanItemText(text, { ownCell: true }),
      amount:
        findAmounts(amount)
          .filter((a) => a.isMoneyLike)
          .at(-1)?.value ?? null,
    });
  for (const row of after) {
    const cells = cellsOfRow(row);
    // Each list's row printed over its workings ("Replace wheel bearing   BD$ 87.00", then "1.5 hrs à BD$ 58.00"): the line
    // of workings belongs to the rows above and the lists go on.
    const workings = workingsCells(cells);
    if (workings.length && workings.length <= 2 && out.work.length + out.parts.length && workings.every((c) => RATE_CELL.test(c))) continue;
    const pairs = cells.length === 4 || cells.length === 2;
    const shaped = pairs && cells.every((c, i) => (i % 2 ? amountCell(c) : /\p{L}{3}/u.test(c) && !amountCell(c) && !SECTION_END.test(c)));
    if (!shaped) break;
    // A pair whose amount is what the list's rows above add up to ("Arbeit netto   280,00"): its sum, the lists have ended.
    const listSum = out[left].reduce((s, i) => s + (i.amount ?? 0), 0);
    const amount = findAmounts(cells[1])
      .filter((a) => a.isMoneyLike)
      .at(-1)?.value;
    if (out[left].length >= 2 && amount !== undefined && Math.abs(amount - listSum) < 0.011) break;
    add(left, cells[0], cells[1]);
    if (cells.length === 4) {
      add(right, cells[2], cells[3]);
      both++;
    }
  }
  return both && out.work.length && out.parts.length ? out : null;
}

/** An article number in a row's first cell ("91 415 386 A", "20170740D"): four digits or more, no word. */
const ARTICLE_NUMBER = /^(?=(?:\D*\d){4})[A-Z0-9][A-Z0-9\-./ ]*$/;

/** A type column's cell: one word of letters (and a dot, or an operation's "&" or "/": "R&I", "R/R"), as short as such columns print them. */
const TYPE_WORD = /^\p{L}[\p{L}.&/]{1,11}$/u;

/**
 * The kinds of a type column's words: a word the lists know gives its rows' kind, and when the
 * column holds just two words and only one is known, the other is the other kind ("Work"/"Goods").
 */
export function kindsOfTypeWords(rows: { typeCell: string | null; kind: 'work' | 'parts' | null }[]): Map<string, 'work' | 'parts'> {
  const types = [...new Set(rows.map((r) => r.typeCell).filter((t): t is string => t !== null))];
  const kindOfType = new Map<string, 'work' | 'parts'>();
  for (const r of rows) if (r.typeCell && r.kind) kindOfType.set(r.typeCell, r.kind);
  if (types.length === 2 && kindOfType.size === 1) {
    const [known, kind] = [...kindOfType][0];
    kindOfType.set(
      types.find((t) => t !== known)!,
      kind === 'work' ? 'parts' : 'work',
    );
  }
  return kindOfType;
}

/** One row as an item: its description (without position, article number, type word and quantities) and its amount, or null. */
export function itemOf(line: string): (LineItem & { kind: 'work' | 'parts' | null; typeCell: string | null }) | null {
  const { text: first, kind, typeCell, columns } = cellsOf(line);
  // The row's quantity times its price makes its amount, all of them after the description's cell: the figures in that
  // cell are the description's own.
  const qty = columns > 1 ? multipliedQuantity(line) : null;
  const ownFigures = qty !== null && /\d/.test(first) && qty.index >= line.indexOf(first) + first.length;
  const text = cleanItemText(first, { ownCell: columns > 1, ownFigures })
    // The hours after the description, with the list's comma before them ("Replaced clutch and pressure plate, 2 hrs").
    .replace(/(?<!\bZ?R\s?\d{2})\s*[,;]?\s+\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw)\s*$/i, '')
    // The dash that set the hours apart ("Fuel pump replaced — 1.30 hrs") goes with them.
    .replace(/\s+[-–—]+$/, '')
    .trim();
  if (text.length < 2 || !/[A-Za-zÄÖÜäöüß]{2}/.test(text)) return null;
  // A quantity alone ("4,0 Std.", "2 pcs") is a column OCR put on a line of its own, not an item.
  // So is a charge of time whose rate went with the price columns ("3,5 Std. à", "2.0 hrs at").
  if (/^\d+([.,]\d+)?\s*(h|hrs?|hours?|std\.?|stunden|aw|pcs?\.?|stk\.?|x)(\s*(@|à|a|at|x|×|zu|je))?$/i.test(text)) return null;
  const money = findAmounts(line).filter((a) => a.isMoneyLike);
  return { text, amount: money.at(-1)?.value ?? null, kind, typeCell };
}

export const headingKind = (text: string) => (WORK_HEADER.test(text) ? 'work' : PARTS_HEADER.test(text) ? 'parts' : null);

/** A section's mark in a bill's outline: a capital, a Roman or an Arabic number and its point or bracket ("A.", "IV.", "2)"). */
/** Where a heading joins two names ("Material / Ersatzteile", "Parts & Labour", "Arbeiten und Material"). */
export const HEADING_HALVES = /\s*(?:\/|&|\+)\s*|\s+(?:and|und)\s+/i;
const OUTLINE_MARK = /^\s*(?:[A-H]|[IVX]{1,4}|\d{1,2})[.)]\s+(?=\p{L})/u;

/** A thing worked on, as a description column names it beside the work ("Item", "Teil", "Gegenstand"). */
const THING = /^(items?|parts?|pieces?|objects?|articles?|teile?|gegenst(a|ä|ae)nde?|artikel|st(ü|ue)cke?|objekte?)$/i;
/** The work done to a thing, as a description column names it ("Process", "Ausführung", "Bearbeitung"). */
const PROCESS =
  /^(process(es|ing)?|operations?|treatment|finish|work(\s+done)?|repairs?|ausf(ü|ue)hrung|bearbeitung|arbeitsgang|behandlung|arbeit(en)?|leistung(en)?)$/i;

/**
 * A section's heading line: a heading word ("Labour", "Ersatzteile"); two names of one list joined
 * ("Service / Labor", "Material / Ersatzteile", "Tires & Parts": every named half of one kind, the
 * other half a word or two); or a sentence announcing the list ("To carrying out the following
 * work:", "Folgende Arbeiten wurden ausgeführt:" — no figure, a colon at its end, one kind named).
 */
export function sectionHeading(text: string): 'work' | 'parts' | null {
  // A section numbered in the bill's outline ("A. Lohnleistungen", "B. Material", "II. Parts", "2) Labour") is headed by its words.
  const own = headingKind(text) ?? headingKind(text.replace(OUTLINE_MARK, ''));
  if (own) return own;
  // A heading with the trade or assembly it covers after a dash ("LABOR — BODY & METAL", "Teile – Motor und Getriebe"): one
  // table of several of its kind, headed by its kind's word.
  const qualified = /^(.{3,30}?)\s+[-–—]\s+\p{L}/u.exec(text.trim());
  const kind = qualified && !/\d/.test(text) ? headingKind(qualified[1]) : null;
  if (kind) return kind;
  // A heading may say when the work was done ("Work carried out 5th May 1984:"): its date makes it no row.
  const line = /:\s*$/.test(text) ? findDates(text).reduce((t, d) => t.replace(d.raw, ''), text) : text;
  if (/\d/.test(line)) return null;
  const halves = line
    .replace(/:\s*$/, '')
    .split(HEADING_HALVES)
    .map((h) => h.trim())
    .filter(Boolean);
  // A thing joined to what was done to it ("Item / Process", "Teil / Ausführung", "Part / Operation"): a plater's or
  // polisher's rows are jobs on the customer's own pieces, no parts sold.
  if (halves.length === 2 && THING.test(halves[0]) && PROCESS.test(halves[1])) return 'work';
  if (halves.length >= 2 && halves.every((h) => h.split(/\s+/).length <= 2)) {
    const kinds = new Set(halves.map(headingKind).filter((k) => k !== null));
    if (kinds.size === 1) return [...kinds][0];
  }
  // A sentence ending in a colon that names one list ("the following work:", "folgende Ersatzteile:"), or the old bill's
  // lead-in of what it charges for ("To labor:", "For labour:", "Für Arbeitslohn:", "To parts and material:").
  if (/:\s*$/.test(line) && line.split(/\s+/).length <= 8) {
    const work = /\b(work|repairs|arbeiten|leistungen|labou?r|arbeitslohn|lohn|arbeit)\b/i.test(line);
    const parts = /\b(parts|spares|materials?|ersatzteile|teile|material(ien)?)\b/i.test(line);
    if (work !== parts) return work ? 'work' : 'parts';
  }
  return null;
}

/**
 * A band of the bill's fields under a heading row ("Invoice No.   Invoice date   Date out   Job", then "6667   10/14/2011
 * 10/13/2011   1957 Cadillac …"): the next line prints a date and no price, so the row heads the order's particulars, no
 * list of work or parts, though one of its cells says "Job" or "Auftrag".
 */
function fieldsBand(after: string[]): boolean {
  const next = after.find((l) => l.trim());
  return next !== undefined && findDates(next).length > 0 && !findAmounts(next).some((a) => a.isMoneyLike);
}

/** A table's heading row: a section word followed only by column headings ("Labour   Qty   Amount"). */
function tableHeading(line: string): 'work' | 'parts' | null {
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim());
  // A heading given in two languages ("Aantal / Anz.", "Bedrag / Betrag") is a column's heading in either.
  const columnHeading = (c: string) => COLUMN_HEADING.test(c) || c.split(/\s+\/\s+/).some((h) => COLUMN_HEADING.test(h));
  if (cells.length >= 2 && cells.slice(1).every(columnHeading)) {
    // Its section's word may be given in two languages ("Ricambi / Parts").
    const kind = sectionHeading(cells[0]);
    if (kind) return kind;
  }
  // A heading row whose description column is titled by the section ("Line   Code   Work carried out   Qty   Price"):
  // one cell names the section, the others are short headings without figures.
  if (cells.length < 3 || /\d/.test(line)) return null;
  // OCR may join the position's heading to the description's ("Pos. Arbeitsleistungen"): a column heading before it is dropped.
  const bare = (c: string) => {
    const [first, ...rest] = c.split(/\s+/);
    return rest.length && COLUMN_HEADING.test(first) ? rest.join(' ') : c;
  };
  // A section named in two languages ("Ricambi / Parts   q.tà   €") opens its row; two names joined further on title a
  // mixed table's description column ("Kind   Qty   Job / item   Each"), no section.
  const joined = (c: string) => c === cells[0] && /\//.test(c) && sectionHeading(c);
  const isWork = (c: string) => WORK_HEADER.test(c) || WORK_HEADER.test(bare(c)) || joined(c) === 'work';
  const isParts = (c: string) => PARTS_HEADER.test(c) || PARTS_HEADER.test(bare(c)) || joined(c) === 'parts';
  const named = cells.filter((c) => isWork(c) || isParts(c));
  // Short headings: two words at most, a number sign ("Qty Part #") being no word.
  const words = (c: string) => c.split(/\s+/).filter((w) => !/^[#№]$/.test(w)).length;
  if (named.length !== 1 || !cells.every((c) => c === named[0] || words(c) <= 2)) return null;
  return isWork(named[0]) ? 'work' : 'parts';
}

const MONTH = String.raw`(?:jan|feb|m(?:a|ä)r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz]|jän)\p{L}*\.?`;
/** A cell that is a day alone: "12.03.", "03.05.1990", "5/14", "1987-03-03", "March 6th", "6 May", "3. März 1987". */
const DAY_CELL = new RegExp(
  String.raw`^(?:\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})?|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\.?\s+${MONTH}(?:\s+\d{4})?|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?)$`,
  'iu',
);

/**
 * A dated log's row ("March 6th   Carburetor rebuilt and adjusted   255.20", "12.03.   Vergaser überholt   85,00"): the day
 * is the row's date, its description the cell after it.
 */
export function withoutDayCell(line: string): string {
  const cells = line.trim().split(/\s{3,}|\t/);
  return cells.length >= 3 && DAY_CELL.test(cells[0]) && /\p{L}{3}/u.test(cells[1]) ? cells.slice(1).join('   ') : line;
}

export function extractLineItems(pageLines: string[]): LineItems {
  const lines = descriptionFirst(typeCodesAsColumn(countUnitsApart(pageLines.map(withoutDayCell))), (line) => cellsOf(line).text).map(kindWordAsColumn);
  const sideBySide = sideBySideLists(lines);
  if (sideBySide) return sideBySide;
  const work: LineItem[] = [];
  const parts: LineItem[] = [];
  let section: 'work' | 'parts' | null = null;
  let sawSection = false;
  const begun = new Set<'work' | 'parts'>();
  let afterGap = false;
  let unheaded: UnheadedRow[] = [];
  let itemCells = 0;
  let underHeadings = false;
  // What the lists' priced rows add up to: a row of that amount is their subtotal, not one more item.
  let listed: Listed = { sum: 0, count: 0, sectionSum: 0, sectionCount: 0, lastPriced: false, earlier: [] };
  for (const [at, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) {
      afterGap = true;
      continue;
    }
    // A ruling between rows (a line of dots or dashes, "· · · ·", "-----"): no line of the bill, the list goes on.
    if (RULING.test(line)) continue;
    // A remark in brackets after a heading ("Labour (10 units = 1 hour)") does not make it a row.
    const bare = line.replace(/\s*\([^)]*\)\s*$/, '');
    // A form's checklist under its heading ("Auszuführende Arbeiten (bitte ankreuzen)", "Work required (tick)"): its ticked
    // boxes are the jobs (tickedJobs), no list of rows.
    const checklist = /\([^)]*\b(?:ankreuzen|angekreuzt|zutreffendes|tick|check|mark)/i.test(line);
    const headed = checklist ? null : (sectionHeading(bare) ?? (fieldsBand(lines.slice(at + 1)) ? null : tableHeading(line)));
    // Under the jobs, a label of labour over a time at a rate ("Labour charges", then "Senior technician, 3.0 hrs @ 70.00")
    // is the charge of those jobs, no second list of them.
    const next = lines.slice(at + 1).find((l) => l.trim());
    const chargeLabel = headed === 'work' && section === 'work' && LABOUR_LABEL_ALONE.test(line) && !!next && CHARGE.test(next);
    const heading = chargeLabel ? null : headed;
    // A heading no list knows between priced lists ("Spares fitted", a second table's heading row): the bill's other list begins.
    if (!heading && section && listed.lastPriced && isUnknownHeading(line, lines.slice(at + 1))) {
      const other: 'work' | 'parts' = section === 'work' ? 'parts' : 'work';
      // When both lists were begun already, a third heading ("Fees", "Sublet") begins no list of work or parts.
      section = begun.has(other) ? null : other;
      if (section) begun.add(section);
      listed = { ...listed, ...closed(listed) };
      afterGap = false;
      continue;
    }
    // OCR puts blank lines inside lists: after one, only another bullet or priced row continues the list.
    if (afterGap && section && !BULLET.test(line) && !findAmounts(line).some((a) => a.isMoneyLike)) section = null;
    afterGap = false;
    if (heading) {
      // Priced rows under no heading right before this list's heading are the bill's other list, printed without a
      // heading or under words no list knows ("Für die ausgeführten Arbeiten berechnen wir:" over the jobs, then "Material:").
      const other: 'work' | 'parts' = heading === 'work' ? 'parts' : 'work';
      if (!sawSection && unheaded.length && !begun.has(other)) {
        for (const { kind, text, amount } of unheaded) ((kind ?? other) === 'work' ? work : parts).push({ text, amount });
        begun.add(other);
      }
      unheaded = [];
      section = heading;
      begun.add(heading);
      sawSection = true;
      listed = { ...listed, ...closed(listed) };
      continue;
    }
    if (!section) {
      // A form's values under their captions ("MAKE & MODEL   MILEAGE   LICENSE NO." over "Chevrolet Impala   50365   BP-5746")
      // are no row of the bill.
      if (!sawSection) unheaded = underCaptions(lines[at - 1] ?? '', line) ? [] : unheadedRows(unheaded, line);
      continue;
    }
    // The labour's charge under its own label ("Arbeitszeit", then "Meister, 8,0 Std. à 98,00"): the lists of jobs have ended.
    if (LABOUR_LABEL_ALONE.test(line)) {
      section = null;
      continue;
    }
    // The time of the jobs above at the shop's rate ("Arbeitsstunden 9,5 × 6,80   Arbeitslohn   64,60"): their sum, no job.
    if (isHoursTimesRate(line)) continue;
    if (workingsOnly(line)) continue;
    // The list's column headings ("Line   Description   Hours   Amount") stand over its rows: no item, the list goes on.
    if (isColumnHeadingRow(line, lines.slice(at + 1))) {
      underHeadings = true;
      continue;
    }
    // The first row under a list's column headings is its row, though an earlier list's rows happen to add up to its amount
    // (a second table's "Stoßdämpfer hinten   2   410,00" under jobs of 250,00 and 160,00): headings stand over rows, not sums.
    const firstRow = underHeadings;
    underHeadings = false;
    // A bulleted job of words alone ("- Fahrzeug für Export vorbereitet") is the list's row, though a field's label begins it.
    const bulletedWords = /^[-–—•*·]\s*\p{L}/u.test(line) && !/:/.test(line) && !findAmounts(line).some((a) => a.isMoneyLike);
    // A job named by its subject before a colon ("4. Frontantrieb: Gleichlaufgelenke erneuert   2,5", "Service: oils,
    // filters   4   2 600.00") is the list's row, not a field's label, when numbered as a position or printed in the
    // columns of the rows above it.
    const rowCells = line.split(/\s{3,}|\t/).length;
    // So is the list's first row that prints its time and its price ("Lift inspection: floors, sills   2.50 h   372.50"),
    // unless its subject is a field's label or the row a charge of time at a rate.
    const priced = findAmounts(line).some((a) => a.isMoneyLike);
    const timedJob = priced && HOURS.test(line) && !CHARGE.test(line) && !isLabelCell(line.split(':')[0]);
    const listRow = POSITION.test(line) || (itemCells >= 2 && rowCells === itemCells && priced) || timedJob;
    const fieldLabel = /^[^:]{1,30}:\s*\S/.test(line) && !/^[-•*]/.test(line) && !listRow;
    // A row in the list's own columns that multiplies out, its description a phrase of four words or more ("Fahrzeug nach
    // Rennen zerlegt und rissgeprüft   8,5   88,00   748,00"), is the list's row though a field's or a sum's word begins it.
    const phrase = (line.split(/\s{3,}|\t/).find((c) => /\p{L}/u.test(c)) ?? '').split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= 4;
    const columnsRow = itemCells >= 3 && rowCells === itemCells && phrase && multipliedQuantity(line) !== null && !fieldLabel;
    if (!bulletedWords && !columnsRow && (SECTION_END.test(line) || SECTION_END.test(labelAfterFigure(line)) || fieldLabel)) {
      section = null;
      continue;
    }
    // A band of sums (amounts only, their labels on the next row): the lists have ended.
    if (isAmountsOnly(line)) {
      section = null;
      continue;
    }
    const last = findAmounts(line)
      .filter((a) => a.isMoneyLike)
      .at(-1);
    // A row whose quantity times its price makes its amount is an item, even when earlier rows happen to add up to it; so
    // is one of the list's own columns, its hours or quantity beside its amount ("Tune carburettors   1,5   78,00" after
    // rows of 52,00 and 26,00): a sum's row has its label and its figure only.
    const cells = line.split(/\s{3,}|\t/).length;
    // A charge of time at a rate that comes to what the jobs above add up to ("43 AW à DM 3,10   Lohn zus.   133,30") is
    // their subtotal, though its time times its rate multiplies out.
    const charge = CHARGE.test(line);
    // A row numbered as a list's position ("3) Bremsscheiben erneuert   1,5 Std. × 62,00 €   93,00 €") is the list's next
    // item, though the rows above happen to add up to it: a sum carries no position.
    if (
      last &&
      !firstRow &&
      isSubtotal(last.value, listed) &&
      !POSITION.test(line) &&
      (charge || (!multipliedQuantity(line) && !(cells >= 3 && cells === itemCells)))
    ) {
      section = null;
      continue;
    }
    // The labour's rate under the jobs ("Stundensatz S 660,--"): a price of one hour, no item.
    if (RATE_LINE.test(line) && !charge && findAmounts(line).filter((a) => a.isMoneyLike).length <= 1) continue;
    const item = itemOf(line);
    if (!item) continue;
    itemCells = cells;
    ((item.kind ?? section) === 'work' ? work : parts).push({ text: item.text, amount: item.amount });
    const amount = item.amount ?? 0;
    listed = {
      sum: listed.sum + amount,
      count: listed.count + 1,
      sectionSum: listed.sectionSum + amount,
      sectionCount: listed.sectionCount + 1,
      lastPriced: item.amount !== null,
      earlier: listed.earlier,
    };
  }
  if (sawSection) return { work, parts };
  const body = tableBody(lines);
  if (body) return itemsFromTable(body);
  return arithmeticTable(lines) ?? itemsFromTable(lines);
}

/**
 * Parts named under their job, each on a line of its own after the parts' word ("Part: Air filter", "Teil: Ölfilter"),
 * where a work order prints the parts' amounts only in a column of its job rows.
 */
export function partsNamedUnderJobs(lines: string[]): string[] {
  return lines
    .map((l) => /^\s*(?:parts?|teile?|ersatzteile?|material)\s*:\s*(\p{L}[^\d:]*?)\s*$/iu.exec(l)?.[1] ?? null)
    .filter((p): p is string => p !== null && !SECTION_END.test(p));
}

/**
 * A bill whose rows nothing tells apart as labour or parts: no list's heading, no item table's heading row, no row priced by
 * time or by the piece, no type word, no quantity that multiplies out — a ticket of priced lines ("Full Synthetic Oil
 * Service   44.99", "Cabin Air Filter   29.99"). Its rows are what the shop did; only their words would split them.
 */
export function unsortedBill(lines: string[]): boolean {
  const priced = lines.filter((l) => findAmounts(l).some((a) => a.isMoneyLike));
  if (lines.some((l) => sectionHeading(l.trim().replace(/\s*\([^)]*\)\s*$/, '')) || tableHeading(l) || isItemTableHeading(l) || isTimeHeadingRow(l)))
    return false;
  return !priced.some((l) => HOURS.test(l) || PIECES.test(l) || multipliedQuantity(l) || itemOf(l)?.kind);
}

/**
 * Two lists side by side under one heading row ("QTY   PARTS / MATERIAL   PRICE   AMOUNT   LABOR   AMOUNT"): the
 * heading names both lists, the second from its cell on. A row with as many cells as the heading splits there; a
 * row too short to reach the second list belongs to the first. The rows run to the first line that prints no price.
 */
export function sideBySideLists(lines: string[]): LineItems | null {
  for (const [at, line] of lines.entries()) {
    if (/\d/.test(line)) continue;
    const heads = cellsOfRow(line);
    const bulleted = bulletedSideBySide(heads, lines.slice(at + 1)) ?? pricedSideBySide(heads, lines.slice(at + 1));
    if (bulleted) return bulleted;
    if (heads.length < 4) continue;
    const kinds = heads.map((c) => headingKind(c));
    const w = kinds.indexOf('work');
    const p = kinds.indexOf('parts');
    // A list's own amount column may be titled by its kind too ("DESCRIPTION OF WORK   LABOR   QTY   PARTS   AMOUNT"):
    // each kind's headings stand together, so the row still names two lists.
    const named = kinds.filter((k) => k !== null);
    const runs = named.filter((k, i) => i === 0 || k !== named[i - 1]).length;
    if (w < 0 || p < 0 || runs !== 2) continue;
    const split = Math.max(w, p);
    // Each list has columns of its own after its name (a price, an amount); two names side by side at the row's end
    // ("DESCRIPTION   PARTS   LABOR") are one list's columns of amounts.
    if (split - Math.min(w, p) < 2 || split === heads.length - 1) continue;
    const first: 'work' | 'parts' = w < p ? 'work' : 'parts';
    const out: LineItems = { work: [], parts: [] };
    const add = (kind: 'work' | 'parts', cells: string[]) => {
      if (!cells.some((c) => findAmounts(c).some((a) => a.isMoneyLike))) return;
      const item = itemOf(cells.join('   '));
      if (item) out[kind].push({ text: item.text, amount: item.amount });
    };
    for (const row of lines.slice(at + 1)) {
      const cells = cellsOfRow(row);
      if (!cells.length || !findAmounts(row).some((a) => a.isMoneyLike)) break;
      if (cells.length === heads.length) {
        add(first, cells.slice(0, split));
        add(first === 'work' ? 'parts' : 'work', cells.slice(split));
      } else if (cells.length <= split) add(first, cells);
      else break;
    }
    if (out.work.length + out.parts.length) return out;
  }
  return null;
}

const CHARGE_LABEL = new RegExp(String.raw`^(?:${[...LABELS.laborCost, ...LABELS.partsCost].map((r) => r.source).join('|')})(?![\p{L}-])`, 'iu');

type UnheadedRow = LineItem & { kind: 'work' | 'parts' | null; remarked?: boolean };

/**
 * Whether a line holds a form's values, one under each caption of the line above (as many cells, one of them a field's label,
 * none an item table's column heading, the last no price in cents).
 */
export function underCaptions(above: string, line: string): boolean {
  const captions = cellsOfRow(above);
  const values = cellsOfRow(line);
  return (
    captions.length >= 2 &&
    captions.length === values.length &&
    // A row priced in cents is a bill's ("Diag. charging sys.   134.00" under "Labor   Amt").
    !/[.,]\d{2}$/.test(values.at(-1) ?? '') &&
    captions.every((c) => isWordsOnly(c) && !COLUMN_HEADING.test(c) && !DESCRIPTION_HEADING.test(c)) &&
    captions.some((c) => isLabelCell(c))
  );
}

/** A remark under a job's row, labelled by its own word or a technician's number ("CAUSE: WORN TO SPEC", "TECH 8944: VERIFIED CONCERN"). */
const ROW_REMARK = /^(?:\p{L}+(?:\s\d{1,5})?):\s+\p{L}[\p{L}\s,.'/-]*$/u;

/**
 * The run of priced rows under no heading that ends at `line`: a priced row of words joins it, their subtotal or a
 * sum's label keeps it (the run's own sum under it: "Arbeitslohn   287,00"), any other line of text ends it.
 */
function unheadedRows(run: UnheadedRow[], line: string): UnheadedRow[] {
  const money = findAmounts(line).filter((a) => a.isMoneyLike);
  // One remark under a row ("CAUSE: PER MAINTENANCE SCHEDULE") belongs to that row: the run goes on over it.
  const last = run.at(-1);
  if (!money.length && last && !last.remarked && ROW_REMARK.test(line.trim())) return [...run.slice(0, -1), { ...last, remarked: true }];
  if (money.length && (SECTION_END.test(line) || SECTION_END.test(labelAfterFigure(line)) || isAmountsOnly(line))) return run;
  if (!money.length || money[0].index < 3 || findDates(line).length || /:\s*\S*\s*$/.test(line.split(/\s{2,}/)[0] ?? '')) return [];
  const item = itemOf(line);
  // The labour's or the parts' charge under its label ("Arbeitszeit 8.0 Std. à Fr. 160.-   Fr. 1'280.-") is a sum, no row.
  if (item && CHARGE_LABEL.test(item.text)) return run;
  if (!item || item.amount === null || isLabelCell(item.text)) return [];
  // A row of what the run's rows add up to ("Werkstattleistung gesamt   1.260,00 €" under four jobs): their sum, no row.
  const runSum = run.reduce((s, r) => s + (r.amount ?? 0), 0);
  if (run.length >= 2 && Math.abs(runSum - item.amount) < 0.011 && !multipliedQuantity(line)) return run;
  return [...run, { text: item.text, amount: item.amount, kind: item.kind }];
}

/** A row's text after a figure that begins it ("444,14 €   Arbeitslohn netto": a sum printed before its label). */
export function labelAfterFigure(line: string): string {
  const first = findAmounts(line)[0];
  if (!first || first.index > 4 || !first.isMoneyLike || !/[.,]\d{2}\D*$/.test(first.raw)) return '';
  return line.slice(first.index + first.raw.length).replace(/^\s*(?:[A-Z]{3}|[$€£]|DM)?\s+/, '');
}

interface Listed {
  sum: number;
  count: number;
  sectionSum: number;
  sectionCount: number;
  lastPriced: boolean;
  /** The sums of the earlier lists of two rows or more. */
  earlier: number[];
}

/** A new list begins: the one before keeps its sum (its subtotal may stand under the last list). */
const closed = (listed: Listed) => ({
  sectionSum: 0,
  sectionCount: 0,
  lastPriced: false,
  earlier: listed.sectionCount >= 2 ? [...listed.earlier, listed.sectionSum] : listed.earlier,
});

/** A row whose amount is what two or more listed rows above add up to (a list's, or all of them): their subtotal. */
function isSubtotal(amount: number, listed: Listed): boolean {
  const near = (sum: number) => Math.abs(amount - sum) < 0.011;
  return (listed.count >= 2 && near(listed.sum)) || (listed.sectionCount >= 2 && near(listed.sectionSum)) || listed.earlier.some(near);
}

/** A row of amounts and currencies only ("EUR 936,00   EUR 146,82"): a band of sums, no item. */
export function isAmountsOnly(line: string): boolean {
  const cells = cellsOfRow(line);
  return cells.length >= 2 && cells.every((c) => /^(?:[A-Z]{3}|[$€£])?\s*-?[\d.,' ]*\d\s*(?:[A-Z]{3}|[$€£])?$/.test(c));
}

/**
 * A row of column headings over a list's priced rows, whatever words the headings use ("Operation   Time   Net",
 * "QTY   PART NUMBER   DESCRIPTION   UNIT"): three cells or more of at most three words each, no figure, no
 * bullet, and the next line a priced row.
 */
export function isColumnHeadingRow(line: string, after: string[]): boolean {
  if (/\d/.test(line) || BULLET.test(line)) return false;
  const cells = cellsOfRow(line);
  // Two cells are a heading row too when both are a table's headings ("Beschreibung   Netto", "Description   Amount").
  const headings = cells.length === 2 && cells.every((c) => COLUMN_HEADING.test(c) || DESCRIPTION_HEADING.test(c));
  if ((cells.length < 3 && !headings) || !cells.every((c) => c.split(/\s+/).length <= 3)) return false;
  // A ruling under the headings ("·····", "-----") stands between them and the first row.
  const next = after.find((l) => l.trim() && !RULING.test(l.trim()));
  return next !== undefined && findAmounts(next).some((a) => a.isMoneyLike);
}

/**
 * A list's heading in words no list holds: a short line of words (at most four, no figure, no
 * bullet) followed by a priced row — what stands between a bill's list of work and its parts.
 */
function isUnknownHeading(line: string, after: string[]): boolean {
  if (/\d/.test(line) || BULLET.test(line) || !/^\p{Lu}/u.test(line)) return false;
  // A line of a few words, or a table's heading row (three cells or more of a few words each).
  const cells = cellsOfRow(line);
  const fewWords = (t: string, n: number) => t.replace(/:$/, '').split(/\s+/).length <= n;
  if (!(fewWords(line, 4) || (cells.length >= 3 && cells.every((c) => fewWords(c, 3))))) return false;
  // …over a row of the list: a description with its price, not a lone amount (a total under its label).
  const next = after.find((l) => l.trim());
  const item = next === undefined ? null : itemOf(next);
  return item !== null && item.amount !== null;
}

/**
 * The quantity of a row whose numbers multiply out: a quantity times a unit price is the row's
 * last amount ("3.4   Re-bush front suspension   58.00   197.20"). Such a row is an item whatever
 * its table's headings say; a total, a tax or an address line never multiplies out.
 */
export function multipliedQuantity(line: string): FoundAmount | null {
  const numbers = findAmounts(line);
  const last = numbers.at(-1);
  if (!last || !last.isMoneyLike || last.value <= 0 || numbers.length < 3) return null;
  // A discount column ("10 %") takes its share off the row: quantity × price × (1 − discount).
  const isPercent = (a: FoundAmount) => /^\s*%/.test(line.slice(a.index + a.raw.length));
  const factors = [1, ...numbers.filter((a) => isPercent(a) && a.value > 0 && a.value < 100).map((a) => 1 - a.value / 100)];
  const before = numbers.slice(0, -1).filter((a) => !isPercent(a));
  for (const [i, qty] of before.entries()) {
    if (qty.value <= 0 || qty.value > 999) continue;
    for (const price of before.slice(i + 1)) {
      if (!price.isMoneyLike) continue;
      if (factors.some((f) => Math.abs(qty.value * price.value * f - last.value) < 0.011)) return qty;
      // OCR drops a quantity's decimal point ("1.6" read "16"): the row still multiplies out by a tenth of it.
      if (/^\d{2}$/.test(qty.raw) && Math.abs((qty.value / 10) * price.value - last.value) < 0.011)
        return { ...qty, value: qty.value / 10, raw: `${qty.raw[0]}.${qty.raw[1]}` };
    }
  }
  return null;
}

const cellsOfRow = (line: string) =>
  line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim())
    .filter(Boolean);
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/**
 * An item table known by its arithmetic alone (its headings in words no list holds): two rows or
 * more that multiply out. The description is the row's wordiest cell (a type column's "Time" or
 * "Part" before it is not); labour is told from parts by the row's own type word or unit, then by
 * its type column (the rows sharing a type word with a known labour or part row are of that kind,
 * and a column of two words splits the rows into the two kinds), then by a quantity printed with
 * decimals (hours), then by the description's words.
 */
export function arithmeticTable(lines: string[]): LineItems | null {
  const rows = lines
    .map((line) => ({ line: line.trim(), qty: multipliedQuantity(line) }))
    .filter((r): r is { line: string; qty: FoundAmount } => r.qty !== null)
    .map(({ line, qty }) => {
      const cells = cellsOfRow(line);
      const description = [...cells].sort((a, b) => letters(b) - letters(a))[0] ?? '';
      const typeCell = cells.find((c) => c !== description && /^\p{L}[\p{L}.]{1,11}$/u.test(c)) ?? null;
      const own = LABOUR_TYPE.test(typeCell ?? '')
        ? 'work'
        : PART_TYPE.test(typeCell ?? '')
          ? 'parts'
          : HOURS.test(line)
            ? 'work'
            : PIECES.test(line)
              ? 'parts'
              : null;
      const amount = findAmounts(line).at(-1)?.value ?? null;
      return {
        text: cleanItemText(description, { ownCell: true }),
        typeCell: typeCell?.toLowerCase() ?? null,
        kind: own as 'work' | 'parts' | null,
        qty,
        amount,
      };
    })
    .filter((r) => letters(r.text) >= 2);
  if (rows.length < 2) return null;
  const kindOfType = kindsOfTypeWords(rows);
  const settled = rows.map((r) => {
    const known = r.kind ?? (r.typeCell ? kindOfType.get(r.typeCell) : undefined) ?? (/[.,]\d$/.test(r.qty.raw) ? 'work' : undefined);
    const rate = r.amount !== null && r.qty.value > 0 ? Math.round((r.amount / r.qty.value) * 100) / 100 : null;
    return { ...r, kind: known ?? (WORK_WORDS.test(r.text) ? 'work' : 'parts'), byWords: known === undefined, rate };
  });
  chargedAtLabourRate(settled);
  const work: LineItem[] = [];
  const parts: LineItem[] = [];
  for (const r of settled) (r.kind === 'work' ? work : parts).push({ text: r.text, amount: r.amount });
  return { work, parts };
}

/**
 * Labour is charged at the workshop's hourly rate: a row told only by its description's words
 * that shares a labour row's unit price is labour too ("Fit new heater matrix   3.00   124.49").
 */
function chargedAtLabourRate(rows: { kind: 'work' | 'parts'; rate: number | null; byWords: boolean }[]) {
  const labourRates = new Set(rows.filter((r) => r.kind === 'work' && r.rate !== null).map((r) => r.rate));
  for (const r of rows) if (r.byWords && r.rate !== null && labourRates.has(r.rate)) r.kind = 'work';
}

/** A row of column headings naming a description column and at least two others ("Pos   Description   Qty   Price   Amount"). */
function isItemTableHeading(line: string): boolean {
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim());
  return (
    cells.length >= 3 && cells.some((c) => DESCRIPTION_HEADING.test(c)) && (cells.filter((c) => COLUMN_HEADING.test(c)).length >= 2 || isTimeHeadingRow(line))
  );
}

/**
 * A row of a table with a time column whose first figure is a time, a number with one decimal up to 200 that is no
 * price ("Rpr   Left door skin   6.0   2.5"): it may print no price, the hours charged below.
 */
const timedRow = (line: string) => {
  const first = findAmounts(line)[0];
  return first !== undefined && first.index >= 3 && !first.isMoneyLike && /^\d{1,3}[.,]\d$/.test(first.raw) && first.value > 0 && first.value <= 200;
};

/**
 * A row whose first cell is a type column's word of labour or parts, before a wordier description and more cells
 * ("Labor   Replace starter motor   3   110.00   $330.00"), or before its article number: an item of that kind, never a
 * sum's label ("Labor   495.00").
 */
const typeRow = (line: string) => {
  const cells = cellsOfRow(line);
  if (cells.length < 3 || !(LABOUR_TYPE.test(cells[0]) || PART_TYPE.test(cells[0]))) return false;
  // …or before an article number and then the description ("Lohn   146624   Bremsfl. erneuert   271,50").
  return (letters(cells[1]) > letters(cells[0]) && /\s/.test(cells[1])) || (cells.length >= 4 && CODE_CELL.test(cells[1]) && /\p{L}{3}/u.test(cells[2]));
};

/** A row led by an operation's type word before its description ("R&I   Front bumper assembly"). */
const opRow = (line: string) => {
  const cells = cellsOfRow(line);
  return cells.length >= 2 && TYPE_WORD.test(cells[0]) && letters(cells[1]) >= 6;
};

/**
 * The rows of an item table under its heading row, up to the first line that is neither a priced
 * row nor the continuation of one (the totals, a blank line before them): the address, the
 * vehicle band and the totals around the table are no items.
 */
function tableBody(lines: string[]): string[] | null {
  const head = lines.findIndex(isItemTableHeading);
  if (head < 0) return null;
  const timeColumn = isTimeHeadingRow(lines[head]);
  const body: string[] = [];
  const rows = lines.slice(head + 1);
  const isRow = (line: string) => findAmounts(line).some((a) => a.isMoneyLike) || (timeColumn && timedRow(line));
  for (const [i, raw] of rows.entries()) {
    const line = raw.trim();
    if (!line) {
      if (body.length) break;
      continue;
    }
    if (SECTION_END.test(line) && !findAmounts(line).some((a) => a.isMoneyLike && a.index > 20)) break;
    // A time table's operation whose hours OCR misread ("R&I   Front bumper assembly   is") between two of its rows.
    const misread = timeColumn && body.length > 0 && opRow(line) && opRow(body.at(-1)!) && isRow(rows[i + 1]?.trim() ?? '');
    // Rows that all began with an operation's word: a row without one is the charges under the table ("Body labor   13.0 hrs @ 62.00").
    if (timeColumn && body.length >= 2 && body.every(opRow) && !opRow(line)) break;
    // A repair order's remark under its line ("CAUSE: CUSTOMER REQUEST", "Note: …") between two priced rows: the table goes on.
    const remark = body.length > 0 && /^[^:\d]{2,24}:\s*\S/.test(line) && !findAmounts(line).some((a) => a.isMoneyLike) && isRow(rows[i + 1]?.trim() ?? '');
    if (remark) continue;
    // An operation's heading over its rows, which repeat its words ("20   VERGASER GEREINIGT UND EINGESTELLT" over
    // "555172   Vergaser gereinigt und eingestellt   120 ZE   1,04   124,80" and the part fitted): the table goes on.
    if (body.length > 0 && !isRow(line) && headsItsRow(line, rows[i + 1]?.trim() ?? '') && isRow(rows[i + 1]?.trim() ?? '')) continue;
    if (!isRow(line) && !misread) {
      if (body.length) break;
      continue;
    }
    body.push(line);
  }
  // The heading row goes with the rows: it tells whether the table has a column of time.
  if (!body.length) return null;
  // A table whose amount column comes first ("Betrag NOK   Beschreibung   Menge   Einheit", a Norwegian shop's): its
  // rows read as the others do, the amount last.
  const amountFirst = AMOUNT_FIRST.test(lines[head].trim().split(/\s{3,}|\t/)[0] ?? '');
  const lastFirst = (line: string) => {
    const [first, ...rest] = line.trim().split(/\s{3,}|\t/);
    return findAmounts(first).some((a) => a.isMoneyLike && a.raw.length >= first.trim().length - 4) ? [...rest, first].join(CELL_GAP) : line;
  };
  return [lines[head], ...(amountFirst ? body.map(lastFirst) : body)];
}

/** A time at its rate and nothing after it ("Tech #32 3.75 hrs @ 137.00" under its job's priced line): the job's workings, no row. */
// What stands before the time is at most who worked ("Tech #32", "Mechaniker 2"): a job's words before it make a job.
const workingsOnly = (line: string) => {
  const charge = CHARGE.exec(line);
  return (
    !!charge &&
    /(?:@|à)\s*(?:[$€£]\s?)?[\d.,']+\s*$/.test(line) &&
    /^\s*(?:(?:tech(?:nician)?|mech(?:anic)?|mechaniker|monteur|labou?r|arbeit\w*|lohn)\b\.?)?\s*#?\s*\d{0,4}\s*$/i.test(line.slice(0, charge.index))
  );
};

/** Whether an unpriced line (a position's number, then words) names the row after it, that row repeating its words in any case. */
function headsItsRow(line: string, next: string): boolean {
  const words = (t: string) => t.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
  const own = words(line.replace(/^\d{1,4}\s+/, ''));
  const after = new Set(words(next));
  return own.length >= 2 && own.every((w) => after.has(w));
}

/** An amount's column heading, its currency perhaps after it ("Betrag NOK", "Amount"). */
const AMOUNT_FIRST = /^(betrag|amount|summe|total|beløp)(\s+\S{1,4})?$/i;

/** The heading of a column of time ("Hours", "Std.", "AW"). */
// A trade may qualify its hours ("Body hrs", "Paint hrs", "Mech. hours").
const TIME_HEADING = /^(([a-z]+\.?\s+)?(hours|hrs\.?)|std\.?|stunden|time|zeit|arbeitszeit|aw)$/i;

/** A table's heading row (three cells or more, no figure) with a column of time. */
export function isTimeHeadingRow(line: string): boolean {
  const cells = cellsOfRow(line);
  return cells.length >= 3 && !/\d/.test(line) && cells.some((c) => TIME_HEADING.test(c));
}

/**
 * A row charged by time: a quantity with decimals ("2.0", "3,5") before its amount, alone with it or multiplying
 * out with a rate. A count of pieces prints no decimals ("1   Exhaust silencer   80.00").
 */
export function hasTime(line: string, qty: FoundAmount | null): boolean {
  const decimal = (a: FoundAmount) => /^\d{1,3}[.,]\d{1,2}$/.test(a.raw) && a.value > 0 && a.value <= 200;
  if (qty) return decimal(qty);
  const numbers = findAmounts(line);
  return numbers.length === 2 && decimal(numbers[0]) && numbers[1].isMoneyLike;
}

/** The heading of a table's first column that dates its rows. */
const DATE_HEADING = /^(date|datum|tag|day)$/i;

/** Rows of an item table: a description then one or more prices; hours or work words mean labour. */
function itemsFromTable(lines: string[]): LineItems {
  const rows: {
    text: string;
    amount: number | null;
    kind: 'work' | 'parts';
    typeCell: string | null;
    typed: boolean;
    rate: number | null;
    byWords: boolean;
    numbered: boolean;
  }[] = [];
  // A table with a column of time charges labour by the hour: its rows with a time are labour, the others parts.
  const timeColumn = lines.some(isTimeHeadingRow);
  const datedRows = lines.some((l) => (isItemTableHeading(l) || isTimeHeadingRow(l)) && DATE_HEADING.test(cellsOfRow(l)[0] ?? ''));
  const sums = { all: 0, timed: 0, untimed: 0, count: 0, timedCount: 0, untimedCount: 0, covered: 0 };
  const qtyFirst = lines.some((l) => isItemTableHeading(l) && /^(qty|quantity|menge|anz(ahl)?\.?)$/i.test(cellsOfRow(l)[0] ?? ''));
  for (const raw of lines) {
    const line = raw.trim();
    // The sums under the table: a row adding up the timed rows (without a time column, the labour rows), the others
    // or all of them is a subtotal; once the subtotals account for every row, the table has ended (what follows is
    // tax, payments, the balance). Without a time column, a row that multiplies out is an item, whatever earlier rows
    // add up to, unless a total's label begins it ("Labour 49.0 hrs at 62.00   3,038.00").
    const last = findAmounts(line)
      .filter((a) => a.isMoneyLike)
      .at(-1);
    const sumRow = timeColumn || (SECTION_END.test(line) && !typeRow(line)) || !multipliedQuantity(line);
    const near = (v: number, n: number) => last !== undefined && n >= 2 && Math.abs(last.value - v) < 0.011 && sumRow;
    if (near(sums.all, sums.count) || near(sums.timed, sums.timedCount) || near(sums.untimed, sums.untimedCount)) {
      sums.covered += last!.value;
      if (Math.abs(sums.covered - sums.all) < 0.011) break;
      continue;
    }
    if ((SECTION_END.test(line) && !typeRow(line)) || /:\s*\S*\s*$/.test(line.split(/\s{2,}/)[0] ?? '') || workingsOnly(line)) continue;
    // A quantity or a time in the row's first cell ("2,00 h   Wasserpumpe erneuert   36,00   72,00", a bare "1.00" under a
    // quantity's heading) is no sum before a label.
    const firstCell = cellsOfRow(line)[0] ?? '';
    const countFirst = QTY_CELL.test(firstCell) || (qtyFirst && /^\d+(?:[.,]\d+)?$/.test(firstCell));
    const money = findAmounts(line).filter((a) => a.isMoneyLike && !(countFirst && a.index < firstCell.length));
    // A time table's operation may print no figure OCR could read ("R&l   Rear bumper cover   lo"); its heading row is none.
    const unpriced = timeColumn && (timedRow(line) || (opRow(line) && !findAmounts(line).length && !isItemTableHeading(line)));
    if ((!money.length || money[0].index < 3) && !unpriced) continue;
    const item = itemOf(line);
    if (!item || item.text.length > 80) continue;
    // Contact and bank lines ("Tel.", "Steuer-Nr."), never a part whose name begins alike ("Steuerkettensatz").
    if (/^(tel(efon)?|fax|phone|iban|bic|ust|vat|steuer|www|http)\b/i.test(item.text)) continue;
    // A labelled field's row ("Invoice date   3 March 2024", "Bill no. 12/24   Date 04.03.24") is no item: an item prints no date.
    // A table whose first column is the day of the work (a time sheet's "Date   Tech   Description   Hours") dates every row.
    const dated = findDates(line).length && !(datedRows && findDates(cellsOfRow(line)[0] ?? '').length);
    if (isLabelCell(item.text) || /:\s*$/.test(item.text) || dated) continue;
    // A tax at its rate ("+ 20 % VAT   44.00") is no item, whatever stands before its word.
    if (/\d\s*%/.test(line) && /\b(mwst|ust|vat|tax|gst|steuer)\b/i.test(item.text)) continue;
    const qty = multipliedQuantity(line);
    const timed = timeColumn && (hasTime(line, qty) || timedRow(line) || !money.length);
    // The row's own unit decides first: hours are labour, pieces a part; then a time column; else the description's words.
    const kind = item.kind ?? (HOURS.test(line) || timed ? 'work' : PIECES.test(line) || timeColumn ? 'parts' : WORK_WORDS.test(item.text) ? 'work' : 'parts');
    if (item.amount !== null) {
      sums.all += item.amount;
      sums.count++;
      if (timeColumn ? timed : kind === 'work') [sums.timed, sums.timedCount] = [sums.timed + item.amount, sums.timedCount + 1];
      else [sums.untimed, sums.untimedCount] = [sums.untimed + item.amount, sums.untimedCount + 1];
    }
    const rate = qty && item.amount !== null ? Math.round((item.amount / qty.value) * 100) / 100 : null;
    const byWords = item.kind === null && !HOURS.test(line) && !PIECES.test(line) && !timeColumn;
    const numbered = ARTICLE_NUMBER.test(line.trim().split(/\s{3,}|\t/)[0] ?? '');
    rows.push({ text: item.text, amount: item.amount, kind, typeCell: item.typeCell, typed: item.kind !== null, rate, byWords, numbered });
  }
  // A table that numbers its articles: a row told by its words alone that has no article number is no article, it is
  // a job ("Auspuffanlage hinten ersetzen" among "91 415 386 A   Kühlmittel G12").
  if (rows.filter((r) => r.numbered).length >= 2) for (const r of rows) if (r.byWords && !r.numbered) r.kind = 'work';
  chargedAtLabourRate(rows);
  // A type column's word no list knows takes the other kind of the column's one known word.
  const kindOfType = kindsOfTypeWords(rows.map((r) => ({ typeCell: r.typeCell, kind: r.typed ? r.kind : null })));
  const work: LineItem[] = [];
  const parts: LineItem[] = [];
  for (const r of rows) ((r.typeCell ? (kindOfType.get(r.typeCell) ?? r.kind) : r.kind) === 'work' ? work : parts).push({ text: r.text, amount: r.amount });
  return { work, parts };
}
