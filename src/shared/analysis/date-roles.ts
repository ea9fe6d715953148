import { fullLabelWord } from './abbreviated-labels';
import { findDates } from './dates';
import { isLabelLike } from './form-pairs';
import type { DocText } from './text-values';

/**
 * Every date on a page with the role its label, its place and the other dates give it, so that
 * a field's date is the best candidate by role, not the first label a list knows. A label is read
 * by the stems of its words ("Leistungserbringung", "Work carried out", "Abrechnungstag"), so a
 * wording no list holds still says what its date is.
 */
export type DateRole = 'work' | 'document' | 'plain' | 'start' | 'due' | 'until' | 'history' | 'copy' | 'none';

export interface DateCandidate {
  iso: string;
  lineIndex: number;
  /** The words that name the date: left of it in its cell or row, else its column's heading. */
  label: string;
  role: DateRole;
  /** The date begins a period ("19.12.2013 - 20.04.2014"). */
  startsPeriod: boolean;
  /** Where the line stands on the page, 0 (top) to 1 (bottom). */
  place: number;
  /** The date stands inside a running sentence (payment terms, a remark), not a label/value pair. */
  inSentence: boolean;
  /**
   * A note written on the paper's lower part, not printed in it: a line that begins with a small letter and names no field
   * ("bank transfer — keys collected 27.05.17", "erl. 3.4.89 bar"). What happened to the paper after, not its date.
   */
  isNote: boolean;
  /**
   * The caption in the cell before a place and its date ("Sale   Duxford, 26th October 2005", "Auktion   Wien, 11.04.2016"):
   * what happened there that day, which the place itself does not say. Empty elsewhere.
   */
  caption: string;
}

// Umlauts folded (and as OCR drops them: "Ausfihrung", "zuruck"), so one stem serves every spelling.
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä|ae(?=[a-z])/g, 'a')
    .replace(/ö|oe(?=[a-z])/g, 'o')
    .replace(/ü|ue(?=[a-z])/g, 'u')
    .replace(/ß/g, 'ss');

/** The words of a copy, as a date's label names it and as a paper marks itself ("RECHNUNGSKOPIE", "REPRINT"). */
const COPY_WORDS = 'kopie|duplikat|duplicate|zweitschrift|reprint|nachdruck';

/** The words of a paper's own date: the invoice, the contract, the report, the sale it records. */
const DOCUMENT_STEMS =
  /invoic|tax\s*point|\bdocument|dokument|statement|purchas|\bkauf|signed|unterzeichn|besitzwechsel|transfer|valuation|bewert|gutacht|apprais|\breport|\bbill|rechn|beleg|faktur|ausgestellt|ausstell|ausgefertig|ausfertig|\bissu|\bdated|erstellt|\bcreated|\braised|charged|belastet|buch|\bprint|druck|\breceipt|quittung|kassenbon|\bsale\b|\bsold|verkauf|\bletter/;

/**
 * Stems by role, first match wins in this order: what a date is not (the car's or the customer's
 * history, a term to pay or a next service, the job's start) outranks what it is, so "Next service
 * due" is no date of service and "Auftrag vom" no date of work. German stems stand anywhere in a
 * compound ("Abrechnungstag", "Kundenauftrag"); English ones begin a word.
 */
const ROLE_STEMS: [DateRole, RegExp][] = [
  // The date a copy of the paper was made or sent ("Abschrift gefertigt", "Kopie vom", "copy issued"): the copy's, not the paper's.
  ['copy', new RegExp(String.raw`abschrift|\bcop(?:y|ie[ds])\b|${COPY_WORDS}`)],
  [
    'history',
    // Another paper the page refers to ("re our invoice 26193 of", "Supersedes invoice 90122 dated", "ersetzt Rechnung Nr. 69473 vom").
    /\bre\s+(?:our|your)\b|supersed|\breplaces\b|ersetzt\s+(?:die\s+|unsere\s+)?rechnung|bezugnehmend|birth|\bbuild|\bborn|geburt|gebor|\bgeb\b|\bsince|seit|\bfirst|erst(?:zul|regist|ausl)|\bez\b|zul\.|zulass|baujahr|\bbuilt|manufact|model\s*year|\byear|\bloss|accident|unfall|schaden|incident|damage|deposit|anzahl|abschlag|\bprior|\blast\b|letzte|vorige|previous/,
  ],
  [
    'due',
    /\bdue|fallig|faellig|payable|zahlbar|zahlung|\bpay|\bsettle|ziel|expir|ablauf|lauft|valid|gultig|\bnext|nachst|naechst|warrant|guarant|garantie|gewahr|spatest|\bbis\s+zum|\bby\s+the/,
  ],
  [
    'start',
    /\border|auftrag|bestell|annahme|angenommen|eingang|eingegangen|(?:an|ein)(?:ge)?liefer|\breceiv|\bbook(?:ed)?\b|\bopen|\bcheck[-\s]?in|\bdate\s+in\b|\bin\s*date|appoint|arriv|drop|estimat|\bquot|angebot|voranschlag|\bkv\b|\bstart|\bbegin|beginn/,
  ],
  [
    'work',
    // A day the workshop names as its own ("Werkstatttermin", "Werkstatttag") is the day the car was in it: the work's.
    /\bwork|\bservic|repair|repar|complet|\bdone|perform|finish|\bready|supply|supplied|carried|deliver|collect|hand(?:ed)?\s*(?:back|over)|return|\bback\b|zuruck|leistung|ausf\S{0,2}hr|ausgef(?!ertig)|\bausf\.|liefer|(?<!ge)fertig|erledig|beend|abgeschlossen|abschluss|ubergeb|ubergab|abhol|abgeholt|arbeit|durchgef|\bjob|\bdate\s+out|\bout\s*date|\btest|instand|wartung|inspektion|\binspect|besichtig|einsatz|\bcall(?:ed)?[-\s]?out|\bcall\s*date|\bof\s+(?:the\s+)?call\b|\battend|vorf\S{0,2}hr|pr\S{0,2}fung|untersuch|(?<=re|nach)test|werkstatt(?=termin|tag|datum|besuch|aufenth)/,
  ],
  ['document', DOCUMENT_STEMS],
  // "tax and MOT to 18 May 1988", "Taxed to": a label that ends in "to" before its date says how long something runs.
  ['until', /\buntil|\btill|\bthrough|\bthru|\bbis\b|\bby\b|\bbefore|\bvor\b|\bto$/],
  ['plain', /dat(?:e|um|\.|\b)|tarikh|\bday|\btag|\bvom\b|\bam\b|\bden\b|\bon\b|\bof\b/],
];

/**
 * A verb of the job's end ("erledigt", "abgeschlossen", "ausgeführt", "completed", "closed", "carried out"): said of the
 * order or the job card ("Werkstattauftrag erledigt am", "Auftrag ausgeführt am", "Order completed", "RO closed"), it dates
 * the end of the work, not the order's start.
 */
const ENDED = /complet|\bdone\b|finish|\bclosed\b|\bcarried\s+out|erledig|beend|abgeschlossen|geschlossen|fertiggestellt|ausgef\S{0,2}hrt|durchgef\S{0,2}hrt/;
/** An end foreseen, not had ("Estimated completion", "voraussichtlich abgeschlossen"): a plan stays the start's. */
const FORESEEN = /estimat|\bquot|angebot|voranschlag|\bkv\b|voraussicht|geplant|\b(?:expected|planned|anticipated)\b/;

export function roleOf(label: string): DateRole {
  // A label's words shortened ("Wk compl.", "WARR. EXP.", "Lief.-Dat.") say what their full words say.
  const text = fold(label.replace(/(?<![\p{L}.])\p{L}[\p{L}.-]*\.(?![\p{L}\d])/gu, (t) => fullLabelWord(t) ?? t));
  for (const [role, re] of ROLE_STEMS) if (re.test(text)) return role === 'start' && ENDED.test(text) && !FORESEEN.test(text) ? 'work' : role;
  return 'none';
}

interface Cell {
  text: string;
  start: number;
  x0: number;
  x1: number;
}

/** A line's cells: the layout's when the words' positions are known, else the text cut at column gaps (x = character offsets). */
function cellsOf(doc: DocText, i: number): Cell[] {
  const row = doc.rows?.[i];
  if (row) return row.cells.map((c) => ({ text: c.text, start: c.start, x0: c.x0, x1: c.x1 }));
  const out: Cell[] = [];
  if (doc.lines[i] === undefined) return out;
  for (const m of doc.lines[i].matchAll(/\S+(?:\s{1,2}\S+)*/g)) out.push({ text: m[0], start: m.index, x0: m.index, x1: m.index + m[0].length });
  return out;
}

// A column's heading and value stand one over the other: the middle of one lies within the other.
const within = (x: number, c: Cell) => x >= c.x0 && x <= c.x1;
const overlaps = (a: Cell, b: Cell) => within((a.x0 + a.x1) / 2, b) || within((b.x0 + b.x1) / 2, a);
const isCaption = (text: string) => isLabelLike(text) && !findDates(text).length;

const isCaptionRow = (cells: Cell[]) => cells.length > 0 && cells.every((c) => isCaption(c.text));

const NUMBER_WORD = /\b(?:no|nr|number|nummer|acct|account|ref)\b|nr\.|#|nummer/;
/** A caption that can name a date: a role's word, no number's. */
const namesDate = (caption: string) => roleOf(caption) !== 'none' && !NUMBER_WORD.test(fold(caption));

/**
 * Whether a band of values has its captions under them ("24 September 1998" over "Invoice date"):
 * of the band's rows (captions and values by turns, as many cells each), the captions agree
 * better with the values under them or with those over them — a caption that names a date over
 * or under a date, any other over or under anything else.
 */
function captionsBelow(doc: DocText, i: number): boolean {
  const cells = (j: number) => (doc.lines[j]?.trim() ? cellsOf(doc, j) : []);
  const width = cells(i).length;
  const kind = (j: number) => {
    const c = cells(j);
    return c.length !== width ? null : isCaptionRow(c) ? 'caption' : 'value';
  };
  if (kind(i) !== 'value') return false;
  let top = i;
  while (kind(top - 1) && kind(top - 1) !== kind(top)) top--;
  let bottom = i;
  while (kind(bottom + 1) && kind(bottom + 1) !== kind(bottom)) bottom++;
  // Nothing under this row: its caption cannot stand under it (the page's last line, a stamp's date under "PAID").
  if (bottom === i) return false;
  const agreement = (step: 1 | -1) => {
    let sum = 0;
    for (let j = top; j <= bottom; j++) {
      if (kind(j) !== 'value' || j + step < top || j + step > bottom) continue;
      const captions = cells(j + step);
      cells(j).forEach((v, c) => (sum += findDates(v.text).length > 0 === namesDate(captions[c].text) ? 1 : -1));
    }
    return sum;
  };
  return agreement(1) > agreement(-1);
}

/** The heading of the column a cell stands in: the caption above it, or under it where the page prints its captions under the values. */
function columnHeading(doc: DocText, i: number, cell: Cell): string {
  if (captionsBelow(doc, i)) return cellsOf(doc, i + 1).find((c) => overlaps(c, cell))?.text ?? '';
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (!doc.lines[j]?.trim()) break;
    const above = cellsOf(doc, j).filter((c) => overlaps(c, cell));
    if (above.length === 1 && isCaption(above[0].text)) return above[0].text;
    if (above.length) break;
  }
  return '';
}

/** The text before a date that is a place and its comma ("Muttenz, ", "Graz, am ", "… Datum: München, den "). */
const PLACE_DATE = /(?:^|:\s*)\p{Lu}[\p{L}'.\- ]{1,40},\s*(?:(?:am|den|le|the|on)\s+)?$/u;
/**
 * A fax machine's or a copier's line at the head or foot of a page ("18:38 19-MAR-01 FROM DUNBAR APPRAISALS   Page 1/1",
 * "07:37 30.03.1979 VON RENATE SCHRÖDER   S. 1/1"): a time of day and a word of the transmission.
 */
const TRANSMISSION = /\b\d{1,2}:\d{2}\b.*\b(?:from|von|an|to|fax|tx|rx|page|seite|s\.)\b|\b(?:from|von|fax)\b.*\b\d{1,2}:\d{2}\b/i;
// Any dash: OCR reads a printed hyphen between two dates as an en or an em dash.
const PERIOD_JOIN = /^\s*(?:-|–|—|to|bis|until|through)\s*$/i;
const WORDS = /\p{L}{2,}/gu;

/** A line of running prose: seven words or more, words in small letters one after another, at most two cells. */
const isProse = (line: string, cells: number) => (line.match(WORDS) ?? []).length >= 7 && /\p{Ll}{3,}\s+\p{Ll}{3,}/u.test(line) && cells <= 2;

/** A paper that says it is a copy of itself, anywhere on it ("RECHNUNGSKOPIE", "*** CUSTOMER COPY *** REPRINT ***"). */
const COPY_MARK = new RegExp(String.raw`\bcopy\b|${COPY_WORDS}`);
/** The words of the day a paper was printed. */
const PRINTED = /druckdatum|gedruckt|ausdruck|\bprinted\b|\bprint\s*date/;

/** Every date of the page with what names it and where it stands. */

export function dateCandidates(doc: DocText): DateCandidate[] {
  const out: DateCandidate[] = [];
  const copy = doc.lines.some((l) => COPY_MARK.test(fold(l)));
  const n = Math.max(1, doc.lines.length - 1);
  doc.lines.forEach((line, i) => {
    const dates = findDates(line, doc.dayFirst);
    if (!dates.length) return;
    const cells = cellsOf(doc, i);
    dates.forEach((d, k) => {
      const cellIndex = cells.reduce((found, c, ci) => (c.start <= d.index ? ci : found), 0);
      const cell = cells[cellIndex] ?? { text: line, start: 0, x0: 0, x1: line.length };
      const prev = dates[k - 1];
      const from = Math.max(cell.start, prev ? prev.index + prev.raw.length : 0);
      const before = line.slice(from, d.index);
      const between = line.slice(prev ? prev.index + prev.raw.length : 0, d.index);
      const endsPeriod = !!prev && PERIOD_JOIN.test(between);
      const next = dates[k + 1];
      const startsPeriod = !!next && PERIOD_JOIN.test(line.slice(d.index + d.raw.length, next.index));
      // A row of fields strung together ("Auftrags-Nr. 60717 · erstellt am 21.02.2015"): the date's label is its own field's.
      let label = before
        .replace(/[\s:#.,(–-]+$/, '')
        .replace(/^.*[·|]\s*(?=.*\p{L}{2})/u, '')
        .trim();
      // A period's end shares its start's label.
      if (endsPeriod) label = out.at(-1)?.label ?? label;
      if (!label || !/\p{L}{2}/u.test(label)) {
        const left = cells[cellIndex - 1];
        label = left && cell.start >= d.index - 1 && isCaption(left.text) ? left.text : columnHeading(doc, i, cell);
      }
      // A sentence's last words wrapped onto a line of their own, the date brought in by a preposition ("… at the Club's" /
      // "Concours d'Elegance on 1st October 1999."): the line goes on the sentence of a line of prose above that ends in no stop.
      const above = doc.lines[i - 1] ?? '';
      const wrapped = isProse(above, cellsOf(doc, i - 1).length) && !/[.:;!?]\s*$/.test(above) && cells.length === 1 && /(?:^|\s)(?:on|am|at|in)$/i.test(label);
      const inSentence = isProse(line, cells.length) || wrapped;
      // German prose names a date by the participle after it ("die am 26.11.2013 ausgeführten Arbeiten"): where the words
      // before say only "am"/"on", the two words after the date may say what it is.
      const after = line.slice(d.index + d.raw.length).match(/^\s+(\p{L}+(?:\s+\p{L}+)?)/u)?.[1] ?? '';
      // "Am 16.07.78 an Ihrem Alfa Romeo …, km-Stand 115820, ausgeführt:": the participle closes the sentence, which may
      // run on to the next line; a clause that brings in the date with "am"/"on" ("für die am 06.05.2019 an Ihrem Fahrzeug …
      // ausgeführten Arbeiten") names it by its verb.
      // An aside in brackets ("(Kennz. KS-IL 123H, km-Stand 241.877)") is no end of the sentence, whatever points it holds.
      const sentence = `${line.slice(d.index + d.raw.length)} ${/[.:;!?]\s*$/.test(line) ? '' : (doc.lines[i + 1] ?? '')}`
        .replace(/\([^()]*\)/g, ' ')
        .split(/[:;!?]|\.(?:\s+\p{Lu}|\s*$)/u)[0];
      // In prose, the words that name a date are those of its own sentence ("… verkauft. Die Übergabe erfolgt am").
      if (inSentence) label = label.replace(/^.*\p{Ll}{3}[.!?]\s+(?=\p{Lu})/u, '').replace(/^.*;\s+(?=\p{L})/u, '');
      const place = i / n;
      const leftCell = cells[cellIndex - 1];
      const caption = PLACE_DATE.test(before) && leftCell && isCaption(leftCell.text) ? leftCell.text : '';
      // On a paper marked as a copy ("RECHNUNGSKOPIE", "DUPLICATE INVOICE"), the day it was printed is the copy's
      // ("Druckdatum", "PRINTED 09/05/2008 12:22"); on an original printout it is the paper's own.
      const printedCopy = copy && PRINTED.test(fold(label));
      const told = ((place <= 0.1 || place >= 0.9) && TRANSMISSION.test(line)) || printedCopy ? 'copy' : roleOf(label);
      // A date alone beside the paper's title ("Kurzgutachten Nr. 2009/7857   04.07.2009", "INVOICE 5354   25/06/2007"): the
      // paper's own, as its title dates it.
      const byTitle = !label && cellIndex > 0 && cells.length <= 3 && PAPER_NAME.test(cells[0].text) && !/\d/.test(cell.text.replace(d.raw, ''));
      const role =
        PLACE_DATE.test(before) || byTitle
          ? 'document'
          : (inSentence && (told === 'plain' || told === 'none') && roleOf(after) === 'work') ||
              (/(?:^|\s)(?:am|on)$/i.test(label) && (told === 'plain' || told === 'none') && roleOf(sentence) === 'work')
            ? 'work'
            : told;
      out.push({
        iso: d.iso,
        lineIndex: i,
        label,
        // "Muttenz, 25.12.2024", "Ort / Datum: Hamburg, den 4. Juni 2024": a place and its date, where a letter or a
        // contract is dated and signed (DIN 5008's "Ort, Datum"): the document's own date, whatever else the row says.
        role,
        startsPeriod,
        place,
        inSentence,
        isNote: !inSentence && place >= 0.6 && /^\p{Ll}/u.test(line.trim()),
        caption,
      });
    });
  });
  return out;
}

const COMPLETED =
  /complet|\bdone|finish|\bready|supply|supplied|deliver|collect|hand(?:ed)?\s*(?:back|over)|return|\bback\b|zuruck|ausf\S{0,2}hr|ausgef|liefer|fertig|erledig|beend|abgeschlossen|abschluss|ubergeb|ubergab|abhol|durchgef|carried|perform|\bretest|nachpruf/;

const SALE_EVENT = /\bsale\b|\bsold\b|auction|auktion|versteiger|verkauf|\bkauf(?!preis)|zuschlag|\bhammer/;

/** A label of a date yet to come: expected, planned, estimated ("voraussichtl. Auslieferung" as a form shortens it). */
const PLANNED = /voraussichtl|geplant|\b(?:expected|estimated|planned|anticipated)\b/;

export type DatePurpose = 'bill' | 'sale' | 'appraisal';

/**
 * The facts the scorer weighs about one date, each 0 or 1: its role, what its label says besides (the work's end, a
 * sale's event, a plan), where it stands, and what the page's other dates say of it. The same facts for every purpose;
 * each purpose weighs them its own way (`HAND_WEIGHTS`).
 */
export const DATE_FEATURES = [
  // The role its label gives it (one of these is 1).
  'work',
  'document',
  'plain',
  'none',
  'until',
  'start',
  'due',
  'history',
  'copy',
  // A date of work whose label names no paper: a contract's handover, delivery or collection ("Übergabe am", "Liefertermin"),
  // unlike "Rechnungs- und Liefertag" (invoiced and delivered that day).
  'handover',
  // Of the work's dates, its end ("ready", "beendet", a test's retest), not the day the car came in.
  'completed',
  // Both of the above: the end of a handover.
  'completedHandover',
  // Named by a sale's own event (the sale, the auction, the hammer), in its label or the caption before its place.
  'saleEvent',
  // So named where the label itself is a plain date's or none.
  'saleEventPlain',
  'saleEventNone',
  // A period's first day.
  'startsPeriod',
  // The page's upper half; its lowest quarter.
  'head',
  'foot',
  // The latest of the dates that no label makes a term, a history or a copy.
  'latest',
  // Told in a running sentence: with a plain or no label; with a label of work.
  'unnamedInSentence',
  'workInSentence',
  // In a covering letter above the paper it sends, where that paper has a date of its own.
  'beforeEnclosedPaper',
  // A note written on the paper's lower part.
  'note',
  // A plan: "voraussichtlich", "expected".
  'planned',
  // Before the vehicle was built (the year the page or the vehicle's record gives).
  'beforeVehicle',
  // More than 400 days before the latest of the page's dates.
  'yearsBeforeLatest',
  // After the document's own date: with no label or an "until" (terms); a date of work more than a month after.
  'unnamedAfterIssue',
  'workAfterIssue',
] as const;

export type DateFeature = (typeof DATE_FEATURES)[number];
export type DateWeights = Record<DatePurpose, Record<DateFeature, number>>;

/** A contract's handover, delivery or collection: after the sale, below a plain date. */
const HANDOVER = 2.5;
const SHARED = {
  startsPeriod: -1,
  unnamedInSentence: -1.5,
  beforeEnclosedPaper: -1.5,
  note: -2.5,
  planned: -2.5,
  beforeVehicle: -5,
  yearsBeforeLatest: -3,
  unnamedAfterIssue: -1.5,
  workAfterIssue: -4,
};
const NONE = {
  handover: 0,
  completed: 0,
  completedHandover: 0,
  saleEvent: 0,
  saleEventPlain: 0,
  saleEventNone: 0,
  head: 0,
  foot: 0,
  latest: 0,
  workInSentence: 0,
};
/**
 * The hand weights. A bill's date: the date of the work first (the convention of every set but one), then the document's
 * own; its dates stand at its head. A contract's: its own date or the sale's (a bare handover ranks below a plain date,
 * `HANDOVER`). An appraisal's: the report's date (even a plain "Date" is the report's), then the inspection's: where a
 * report prints both, its own date is the appraisal's (f's "Appraisal date" beside "Inspected on", g's "Report date"
 * beside "Inspection", h's "Besichtigt am" over "Muttenz, 25.12.2024").
 */
/** A contract's and a report's dates past their own: the same weights for a sale and an appraisal. */
const CONTRACT_ROLES = { none: 2, until: 1, start: 1, due: -2, history: -4, copy: -3, ...NONE, ...SHARED };

export const HAND_WEIGHTS: DateWeights = {
  bill: {
    work: 4,
    document: 3,
    plain: 2.5,
    none: 2,
    until: 1,
    start: 0,
    due: -2,
    history: -3,
    copy: -3,
    ...NONE,
    ...SHARED,
    completed: 0.75,
    head: 0.5,
    foot: -0.75,
  },
  sale: {
    work: 4,
    document: 4,
    plain: 3,
    ...CONTRACT_ROLES,
    handover: HANDOVER - 4,
    completed: 0.75,
    completedHandover: -0.75,
    // Named so, a plain or unnamed date ranks as the contract's own, and a little above it.
    saleEvent: 0.5,
    saleEventPlain: 4 - 3,
    saleEventNone: 4 - 2,
    latest: 0.25,
    workInSentence: -1.5,
  },
  appraisal: {
    work: 2.75,
    document: 4,
    plain: 3,
    ...CONTRACT_ROLES,
    completed: 0.75,
    latest: 0.25,
    workInSentence: -1.5,
  },
};

/** The roles that can date a purpose's paper (a covering letter's dates give way to the enclosed paper's own). */
const DATING_ROLES: Record<DatePurpose, DateRole[]> = {
  bill: ['work', 'document', 'plain', 'none', 'until'],
  sale: ['work', 'document', 'plain', 'none', 'until', 'start'],
  appraisal: ['work', 'document', 'plain', 'none', 'until', 'start'],
};

const SALUTATION = /^(?:dear\b|sehr\s+geehrte|liebe[rs]?\s|to\s+whom\s+it\s+may\s+concern|hallo\b|guten\s+tag\b)/i;
/** What a paper calls itself in its title ("VALUATION CERTIFICATE", "Wertgutachten", "Werkstatt-Rechnung"). */
const PAPER_NAME =
  /invoice|rechnung|certificate|zertifikat|bescheinigung|gutachten|\breport|bericht|valuation|bewertung|apprais|contract|vertrag|receipt|quittung|statement|\bpolicy|police|estimate|quotation|voranschlag|angebot/i;

/**
 * Where the paper a covering letter sends begins: after a salutation ("Dear member", "Sehr geehrter Herr …"), the first
 * line that is a title — a few words, no figure, naming a kind of paper. Null where no letter or no title follows (the
 * letter is the paper itself).
 */
export function enclosedPaperAt(doc: DocText): number | null {
  const greeting = doc.lines.findIndex((l) => SALUTATION.test(l.trim()));
  if (greeting < 0) return null;
  for (let i = greeting + 1; i < doc.lines.length; i++) {
    const first = cellsOf(doc, i)[0]?.text.trim() ?? '';
    if (first && !/\d/.test(first) && first.split(/\s+/).length <= 4 && PAPER_NAME.test(first) && !/[.,;]$/.test(first)) return i;
  }
  return null;
}

const DAY_MS = 86_400_000;
const days = (a: string, b: string) => (Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / DAY_MS;

export interface DateFeatures extends DateCandidate {
  features: Record<DateFeature, 0 | 1>;
}

export interface ScoredDate extends DateFeatures {
  score: number;
}

/**
 * Every date of the page with the facts the scorer weighs: role, place (the head of the page, a running sentence, the
 * foot) and what the dates say of each other (a date years before the page's others is the car's or the customer's
 * history; one weeks after the document's own is a term to pay; a date before the vehicle was built is never its service).
 */
export function dateFeatures(doc: DocText, purpose: DatePurpose, opts: { minYear?: number | null } = {}): DateFeatures[] {
  const all = dateCandidates(doc);
  // A date told in a running sentence ("our area meeting on 3rd December") is an event the text recalls, not the document's own.
  const documentDates = all.filter((c) => c.role === 'document' || (c.role === 'plain' && !c.inSentence)).map((c) => c.iso);
  const issued = documentDates.length ? documentDates.reduce((a, b) => (a > b ? a : b)) : null;
  const eventful = all.filter((c) => c.role !== 'due' && c.role !== 'history' && c.role !== 'copy').map((c) => c.iso);
  // A covering letter above the paper it sends: its dates are the letter's where the paper has its own.
  const paperAt = enclosedPaperAt(doc);
  const paperDated = paperAt !== null && all.some((c) => c.lineIndex >= paperAt && DATING_ROLES[purpose].includes(c.role));
  const latest = eventful.length ? eventful.reduce((a, b) => (a > b ? a : b)) : null;
  return all.map((c) => {
    const label = fold(c.label);
    const unnamed = c.role === 'none' || c.role === 'plain';
    const work = c.role === 'work';
    // A contract is made on its own date; the handover, delivery or collection it arranges ("Übergabe am", "Liefertermin",
    // "Collection after") is a later step of carrying it out, not the sale — unless the label names the paper too.
    const handover = work && !DOCUMENT_STEMS.test(label);
    // "Job date" or "Reparaturtag" may be the day the car came in, "ready" or "beendet" is when it was done; a test's
    // retest ("Partial retest", "Nachprüfung") closes it.
    const completed = work && COMPLETED.test(label);
    // A purchase's own event, the sale or the auction, outranks the paper that bills it later ("Sale: Spring Classic Vehicle
    // Sale, 19 March 2025", "Auktion vom 14.05.2018", "Zuschlag am …", "Auction closed" over "Invoice date: 21/03/2025").
    const saleEvent = SALE_EVENT.test(fold(`${c.caption} ${c.label}`));
    const features: Record<DateFeature, boolean> = {
      work,
      document: c.role === 'document',
      plain: c.role === 'plain',
      none: c.role === 'none',
      until: c.role === 'until',
      start: c.role === 'start',
      due: c.role === 'due',
      history: c.role === 'history',
      copy: c.role === 'copy',
      handover,
      completed,
      completedHandover: completed && handover,
      saleEvent,
      saleEventPlain: saleEvent && c.role === 'plain',
      saleEventNone: saleEvent && c.role === 'none',
      startsPeriod: c.startsPeriod,
      head: c.place <= 0.5,
      foot: c.place >= 0.75,
      // A car changes hands decades after it was first registered: of the dates nothing else explains, the latest is the sale's.
      latest: c.iso === latest,
      unnamedInSentence: c.inSentence && unnamed,
      // A contract's or a report's own date stands apart; one told in its prose ("Die Übergabe erfolgt am …", "I inspected
      // the vehicle … on …") is a term or an event the paper recounts.
      workInSentence: c.inSentence && work,
      beforeEnclosedPaper: paperDated && c.lineIndex < paperAt!,
      note: c.isNote,
      // A date the paper expects ("Voraussichtliche Übergabe", "Expected delivery"): a plan, not what happened on the paper's day.
      planned: PLANNED.test(label),
      beforeVehicle: !!opts.minYear && Number(c.iso.slice(0, 4)) < opts.minYear,
      yearsBeforeLatest: !!latest && days(c.iso, latest) > 400,
      // A date after the document's own: payment terms or a next service, whatever its label says; work is billed after it is done.
      unnamedAfterIssue: !!issued && (c.role === 'none' || c.role === 'until') && days(issued, c.iso) >= 1,
      workAfterIssue: !!issued && work && days(issued, c.iso) > 31,
    };
    return { ...c, features: Object.fromEntries(DATE_FEATURES.map((f) => [f, features[f] ? 1 : 0])) as Record<DateFeature, 0 | 1> };
  });
}

/** A date's score: its facts weighed (in `DATE_FEATURES` order, so that a sum comes out the same everywhere). */
export function weighDate(features: Record<DateFeature, number>, weights: Record<DateFeature, number>): number {
  let score = 0;
  for (const f of DATE_FEATURES) if (features[f]) score += weights[f] * features[f];
  return score;
}

/** A field's dates scored: their facts weighed by the purpose's weights. */
export function scoreDates(doc: DocText, purpose: DatePurpose, opts: { minYear?: number | null; weights?: DateWeights } = {}): ScoredDate[] {
  const weights = (opts.weights ?? HAND_WEIGHTS)[purpose];
  return dateFeatures(doc, purpose, opts).map((c) => ({ ...c, score: weighDate(c.features, weights) }));
}

export interface DateChoice {
  iso: string;
  role: DateRole;
  /** Another date scored close to the winner: the choice is doubtful and the user is told. */
  rival: string | null;
}

/** The field's date: the best-scored candidate; a different date within `margin` of it is its rival. */
export function chooseDate(doc: DocText, purpose: DatePurpose, opts: { minYear?: number | null; margin?: number } = {}): DateChoice | null {
  const scored = scoreDates(doc, purpose, opts);
  if (!scored.length) return null;
  // The best; among equals, the one higher on the page.
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const rival = scored.filter((c) => c.iso !== best.iso).reduce<ScoredDate | null>((a, b) => (!a || b.score > a.score ? b : a), null);
  const isClose = !!rival && best.score - rival.score < (opts.margin ?? 0.75);
  return { iso: best.iso, role: best.role, rival: isClose ? rival.iso : null };
}

const NOT_OWN: DateRole[] = ['due', 'until', 'history', 'start', 'copy'];

/**
 * The page's own date where no field's reading dated it: the first date set apart from prose (a letter's or a
 * certificate's date line, a form's "Date" cell), that no label gives another meaning (a term, a history, a copy's).
 * `claimed`: dates another field has taken (a registration's expiry). A paper read by the wrong kind's labels (a
 * dating certificate read as a policy) still has the date it prints — never none, and never the day it was read.
 */
export function ownDateOfPage(doc: DocText, claimed: ReadonlySet<string> = new Set()): string | null {
  return dateCandidates(doc).find((c) => !c.inSentence && !c.isNote && !NOT_OWN.includes(c.role) && !claimed.has(c.iso))?.iso ?? null;
}
