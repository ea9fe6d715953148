import { CURRENCY_MARK, findAmounts } from './amounts';
import { cellAt, cellsAround, overlapsX, type Cell, type Row } from './layout';
import { labelWords, mendLabelWords, wordIndex, type WordIndex } from './ocr-label-words';
import { inBox, isCaptionRow, numberedFieldOverValue, valueRowOf } from './caption-bands';
import { numberedFieldLines, withoutCaptionCodes, withoutFieldNumber } from './numbered-fields';

/** A line that charges a tax, its name written with points or not ("V.A.T. @ 8%", "zzgl. 19 % MwSt."). */
export const TAX_NAMED = /\b(?:v\.?a\.?t|g\.?s\.?t|tax|mwst|ust|mehrwertsteuer|umsatzsteuer)\b/i;

/**
 * Field labels as printed on vehicle paperwork, English and German with their usual synonyms.
 * Each list is in order of preference: the first label found wins. Patterns are matched at the
 * start of a line or of a column (see `findLabelled`), case-insensitive.
 */
export const LABELS = {
  serviceDate: [
    /service\s*date|date\s+of\s+service|date\s+of\s+work|work\s+completed(\s+on)?|date\s+work\s+(performed|completed|done)|(job\s+)?completed(\s+on)?|repair\s*date|date\s+of\s+repair|work\s*date|completion\s*date|date\s+completed|date\s+of\s+supply|tax\s+point|leistungsdatum|leistungszeit(punkt|raum)(\s+(bis|vom))?|reparaturdatum|ausführungsdatum|ausgeführt\s+am|werkstatttermin|servicedatum|lieferdatum|datum\s+der\s+leistung|fertigstellung(sdatum)?|fertiggestellt\s+am/,
    /invoice\s*date|date\s+of\s+invoice|bill\s*date|rechnungsdatum|belegdatum|datum\s+der\s+rechnung|ro\s*date|dated|issued(\s+on)?|ausgestellt\s+am/,
    /date|datum|dated|dat\.|tarikh/,
    // When the work was ordered or the car came in: the job's start, weaker than any other date's label.
    /order\s*date|date\s+of\s+order|booked\s+in|job\s+opened|(?:ro|r\.o\.|repair\s+order|order)\s+opened|date\s+opened|opened(\s+on)?|received(\s+on)?|date\s+in|auftragsdatum|auftrag\s+vom|auftragsannahme|annahme(datum)?|eingang(sdatum)?/,
  ],
  // The day of an accident or a loss an insurer pays a repair for: the repair's history, never its date.
  lossDate: [
    /date\s+of\s+(loss|accident|damage|incident)|(loss|accident|incident)\s*date|schadens?(tag|datum)|unfall(tag|datum)|datum\s+des\s+(unfalls|schadens)/,
  ],
  saleDate: [
    /date\s+of\s+sale|sale\s*date|sold\s+on|purchase\s*date|date\s+of\s+purchase|transfer\s*date|delivery\s*date|handover\s*date|übergabedatum|kaufdatum|verkaufsdatum|datum\s+der\s+übergabe|übergabe\s+am|übergeben\s+am|verkauft\s+am/,
    /date|datum|dated|ort,?\s*(und\s+)?datum|place,?\s*(and\s+)?date/,
  ],
  appraisalDate: [
    /date\s+of\s+(inspection|appraisal|valuation|report)|inspection\s*date|appraisal\s*date|valuation\s*date|report\s*date|besichtigungsdatum|datum\s+der\s+besichtigung|besichtigt\s+am|gutachtendatum|datum\s+des\s+gutachtens|bewertungsdatum|untersuchungsdatum|erstellt\s+am/,
    /date|datum|dated/,
  ],
  issueDate: [
    /issue\s*date|date\s+(of\s+)?issued?|issued(\s+(on|at|in|by))?|ausstellungsdatum|datum\s+der\s+ausstellung|ausgestellt\s+am|erstellt\s+am|date\s+of\s+title/,
    /date|datum/,
  ],
  shopName: [
    // The sender's label ("From:" over or beside "Bill to:"; "Absender", "Rechnungssteller"): the issuer, whatever its trade.
    /shop|garage|workshop|repair\s+facility|service\s+center|dealer(ship)?|vendor|merchant|store|firma|werkstatt|autohaus|händler|betrieb|company|sold\s+by|issued\s+by|(?:invoice\s+|bill\s+)?from(?=\s*:)|absender|rechnungssteller(?:in)?/,
  ],
  mileage: [
    // Where a bill prints the reading in and out, the reading in is the car's when the work began.
    /(mileage|odometer|odo|speedo|miles|km)\s+in|km-?\s*stand\s+(bei\s+)?(annahme|eingang)/,
    /mileage(\s+(in|out))?|odometer(\s+reading)?|speedo(meter)?(\s+reading)?|odo(\.|\s+reading)?|miles(\s+in)?|km-?\s*stand|kilometerstand|kilomet(?:er|re)s?(\s*stand)?|laufleistung|tacho(?:meter)?(?:stand)?|gesamtfahrleistung|km\s+reading|mileage\/km|km/,
  ],
  // "Labor amount" in one cell; "LABOR   AMOUNT" (a column gap) are two column headings.
  // A sum names its list before or after its word of summing, in either language ("Total Teile", "Arbeit gesamt", "TOTAL
  // ERSATZTEILE"): the list's own sum, as strong as "Parts total".
  laborCost: [
    /total\s+(labou?r|arbeit|arbeitslohn|lohn)|labou?r\s+(sub-?)?total|(labou?r|arbeit|arbeitslohn|arbeitsleistung(en)?|dienstleistung(en)?|lohn) (netto|nett|net)(?![a-z])|labou?r\s{1,2}(charges?|costs?|amount)|summe\s+(arbeitslohn|arbeit|lohn|arbeitswerte|arbeitsleistung(en)?|dienstleistung(en)?)|(arbeit|arbeitslohn|arbeitsleistung(en)?|dienstleistung(en)?|lohn)\s+(gesamt|insgesamt|zusammen)|(lohn|arbeits)kosten(\s+(gesamt|insgesamt|zusammen))?|davon\s+(arbeit(slohn)?|lohn)/,
    // A tyre and exhaust centre charges its labour as the fitting ("FITTING   34.75"), its parts as the goods.
    /labou?r(\s+charges?)?|arbeitslohn|arbeitsaufwand|arbeitszeit|arbeitswerte?|lohn|arbeit|montage|workmanship|service\s+charge|fitting|labou?r\s*\/\s*service/,
  ],
  partsCost: [
    /total\s+parts\s*(&|and|\/)\s*materials?|(parts|materials?|teile|ersatzteile|material|waren) (netto|nett|net)(?![a-z])|total\s+(parts|materials?|ersatzteile|teile|material)|(parts|materials?)\s+(sub-?)?total|parts\s+(&|and)\s+materials?\s+total|(parts|materials?)\s{1,2}(amount|charges?|costs?)|summe\s+(ersatzteile|teile|material|waren)|(waren|ersatzteile|teile|material)\s+(gesamt|insgesamt|zusammen)|(material|teile)kosten(\s+(gesamt|insgesamt|zusammen))?|davon\s+((ersatz)?teile|material)/,
    /parts(\s*(&|and|\/)\s*materials?)?|materials?|(ersatz)?teile(\s*(&|und|u\.|\/)\s*material)?|material|goods|products|merchandise/,
  ],
  tax: [/sales\s+tax|tax|vat|gst|sst|mwst\.?|ust\.?|mehrwertsteuer|umsatzsteuer|steuer/],
  totalCost: [
    /grand\s+total|total\s+amount\s+due|(?:total\s+|amount\s+)?to\s+pay|amount\s+due|balance\s+due|total\s+due|invoice\s+total|total\s+(incl\.?|inkl\.?|including|inclusive)[^:]*?|rechnungstotal|total\s+payable|amount\s+payable|rechnungsbetrag|gesamtbetrag|end(?:betrag|summe)|zahlbetrag|zu\s+zahlen(der\s+betrag)?|gesamtsumme|bruttobetrag|summe\s+brutto|brutto|total\s+rounded|rounded\s+total|nett\s+total|net\s+total|total\s+sales?(\s+\([^)]*\))?|total\s+amount|(?:please\s+)?pay\s+this\s+amount|please\s+pay|gross\s+(?:total|amount)|total\s+gross|total\s+ttc/,
    /total|gesamt|summe|betrag|amount|jumlah/,
  ],
  policyNumber: [
    /policy\s*(number|no\.?|nr\.?|#|id|ref(erence)?\.?)|versicherungsschein-?\s*(nummer|nr\.?)|vers\.-?\s*schein-?\s*(nummer|nr\.?)|versicherungsscheinnummer|versicherungs-?\s*(nummer|nr\.?)|vertragsnummer|vertrags-?nr\.?|police(n)?-?\s*(nummer|nr\.?)|policennummer/,
    // A certificate's number is the certificate's (a motor certificate's, a disc's): the policy's only where the page names no
    // policy number ("1. Certificate No. / Disc No.   19160029 / S098059" over "Policy Number   CSM/6653363").
    /certificate\s*(number|no\.?)/,
    // An insurer's contract is the policy ("Vertrag   Kennzeichen   Versicherungszeitraum" over its number, "Ihr Vertrag KR 3011767").
    /((your|ihr)\s+)?(policy|vertrag)/,
  ],
  coverageType: [
    /coverage\s*type|type\s+of\s+cover(age)?|cover(age)?\s+(form|level|class|basis)|coverage|cover(\s+type)?|deckungsumfang|versicherungsumfang|deckung|garantien|tarif|versicherungsart|plan|product/,
  ],
  premium: [
    /total(\s+(annual|yearly|policy|renewal|term|\d{1,2}-?months?|six-?months?|half-?year(ly)?)){0,3}\s+premium(\s+(payable|due))?|premium\s+(payable|due|total)|(total\s+)?amount\s+payable|total\s+payable|(jahres)?beitrag\s+gesamt|(jahres)?prämie\s+gesamt|gesamtbeitrag|gesamtprämie|zu\s+zahlender\s+(jahres)?beitrag|zahlbetrag|beitrag\s+gesamt/,
    /(annual|yearly|policy)\s+premium|premium|(annual|yearly|policy|total)\s+prem\.|jahresbeitrag|jahresprämie|beitrag|prämie|versicherungsprämie/,
  ],
  effectivePeriod: [
    /policy\s+period|coverage\s+period|policy\s+term|term|effective(\s+dates?)?|period\s+of\s+(insurance|cover)|versicherungszeitraum|versicherungsdauer|vertragslaufzeit|laufzeit|gültigkeit|zeitraum/,
  ],
  effectiveStart: [
    /period\s+(from|start)|cover\s+(from|start)|effective\s+(date|from)|eff(ective)?\.?|start\s*date|inception(\s+date)?|valid\s+from|from|versicherungsbeginn|vertragsbeginn|beginn|gültig\s+ab|ab/,
  ],
  effectiveEnd: [
    /period\s+(to|end)|cover\s+(to|end)|expiration(\s+date)?|expiry(\s+date)?|expires(\s+on)?|end\s*date|valid\s+(until|through|to)|until|((versicherungs|vertrags)\s*)?ablauf(datum)?|vertragsende|versicherungsende|ende|gültig\s+bis|bis/,
  ],
  // A deductible may name the cover it applies to ("Selbstbeteiligung Teilkasko", "Comprehensive deductible").
  deductible: [
    // "Franchise" is the excess in French, and in the German of Belgium and Switzerland ("Franchise (Selbstbehalt) Omnium:").
    /((comprehensive|collision|kasko|teilkasko|vollkasko)\s+)?(deductible|(policy|voluntary|compulsory|total)\s+excess|excess|selbstbeteiligung|selbstbehalt|franchise(\s*\([^)]*\))?)(\s+(comprehensive|collision|teilkasko|vollkasko|kasko|omnium|tk|vk))?|sb/,
  ],
  purchasePrice: [
    // The car's own price before a dealer's fees and taxes ("Vehicle sale price" over "Total purchase price").
    /((vehicle|car|cash)\s+)?(purchase|sales?|selling)\s+price|(vehicle|car|cash)\s+price|(cash\s+)?price\s+of\s+(the\s+)?(vehicle|car)|fahrzeugpreis|price\s+paid|agreed\s+price|(vereinbarter\s+)?kaufpreis|verkaufspreis|gesamtkaufpreis/,
    /price|preis|amount|betrag|total|summe/,
  ],
  sellerName: [/seller('s)?(\s+name)?|sold\s+by|vendor|transferor|verkäufer(in)?|veräußerer|verkauft\s+von/],
  // What the car is worth (its market, agreed or appraised value) before what replacing it would cost: a report that
  // prints both states the market value as its finding.
  appraisedValue: [
    /appraised\s+value|agreed\s+value|fair\s+market\s+value|market\s+value|insured\s+value|versicherungswert|valuation|estimated\s+value|marktwert|zeitwert|schätzwert|verkehrswert|fahrzeugwert|wert\s+des\s+fahrzeugs/,
    // What the owner states the car is worth, where a report also prints what the appraiser found it worth.
    /stated\s+value|replacement\s+value|wiederbeschaffungswert|händlereinkaufswert|händlerverkaufswert/,
    /value|wert/,
  ],
  appraiserName: [
    /appraiser|appraised\s+by|inspected\s+by|valued\s+by|assessed\s+by|assessor|valuer|surveyor|examiner|gutachter(in)?|sachverständige[r]?|prüfer(in)?|erstellt\s+von|bewertet\s+von/,
  ],
  // The condition's own label outranks remarks: a report's "Remarks" column holds a line's remark, not the car's grade.
  // A verdict on the whole car may name only its grade or the impression it makes ("Gesamtnote", "Overall grade",
  // "Gesamteindruck", "General impression").
  conditionNotes: [
    /condition(\s+notes?|\s+rating|\s+grade|\s+class|\s+category)?|overall\s+condition(\s+rating|\s+grade)?|zustand(snote|sbeschreibung|sklasse)?|gesamtzustand|gesamtnote|gesamteindruck|overall\s+(impression|grade|rating)|general\s+impression/,
    /bemerkungen|notes|remarks/,
  ],
  registrationNumber: [
    /document\s+reference(\s*(number|no\.?))?|doc(ument)?\.?\s+ref\.?(\s*no\.?)?|(nr\.?|nummer)\s+(der|des)\s+((zulassungs)?bescheinigung|nachweises|fahrzeugscheins?|fahrzeugausweises|zulassungsscheins?)|bescheinigungs-?nr\.?|dokumentnummer/,
    /document\s*(number|no\.?)|doc\.?\s*(no\.?|#)|dokumentnummer|dokument-?nr\.?|zulassungsnummer|(?:fahrzeug)?ausweis-?nr\.?|(?:fahrzeug)?ausweisnummer|bescheinigungs-?nr\.?|certificate\s*(number|no\.?)|permit\s*(number|no\.?)/,
    // British and Irish paper call the plate the "registration number": where the page also numbers its certificate or
    // document, that number is the document's.
    /registration\s*(number|no\.?|nr\.?|#)|reg\.?\s*(no\.?|number|#)/,
    // A registration card may print its title's number too: another paper's, read last.
    /title\s*(number|no\.?)|brief-?nr\.?/,
  ],
  plateNumber: [
    /licen[cs]e\s*plate(\s*(number|no\.?))?|plate\s*(number|no\.?|#)?|registration\s+mark|tag\s*(number|no\.?)?|amtliches\s+kennzeichen|amtl\.\s*kennzeichen|(kurzzeit|saison|wechsel|ausfuhr|überführungs|oldtimer|h-|kfz-|rote[sn]?\s+|grüne[sn]?\s+)?kennzeichen|kontrollschild(?!-)|nummernschild/,
    // An American registration card or title numbers the plate as the "license" ("LICENSE NUMBER", "Licence#", "Lic. No."):
    // no driver's licence is printed on the car's own paper. After the plate's own words, before a British "registration no.".
    /licen[cs]e\s*(number|no\.?|nr\.?|#)|lic\.?\s*(no\.?|#)/,
    // A British "registration number" is the plate (V5C); read only when no plate label is found.
    /vehicle\s+registration\s+(number|no\.?)|registration\s+(number|no\.?)|reg\.?\s*no\.?/,
  ],
  // The day the paper stops being valid, by its role wherever its label begins: the thing that expires may lead
  // ("Registration expires", "Zulassung gültig bis", "Tag valid through"), the word may be short ("Exp.", "Ablauf").
  expiryDate: [
    /((registration|rego|licen[cs]e|permit|tag|sticker|plate|disc|card|certificate|zulassung|bescheinigung|kennzeichen|plakette|vignette)\s+)?(expir(y|ation|es|ing)(\s+(date|on))?|date\s+of\s+expiry|exp\.?(\s+date)?|valid\s+(until|through|thru|till|to)|good\s+(until|through|thru|till)|registered\s+(until|to)|renew(al)?\s+(date|due|by)|due\s+for\s+renewal|gültig\s+bis|befristet\s+bis|ablauf(datum)?|verfallsdatum|läuft\s+ab)|(mot|tüv|hu|au|mfk|pickerl|§\s?57a|inspection)(\s*\/\s*inspection)?\s+(due|bis|fällig)|mot\s+expiry|nächste\s+(hu|mfk|§\s?57a(-begutachtung)?|begutachtung)|(datum\s+der\s+)?nächste(n)?\s+hauptuntersuchung|hauptuntersuchung(\s+bis)?|next\s+inspection/,
  ],
  /** The vehicle's own dates (first registration, build year): never the date of a document's event. */
  vehicleDate: [
    /date\s+of\s+first\s+registration(\s+in\s+uk)?|first\s+regist(ered|ration)|datum\s+der\s+erstzulassung(\s+des\s+fahrzeugs)?|erstzulassung|year\s+of\s+manufacture|model\s+year|modelljahr|baujahr|year/,
  ],
  vin: [
    /vin|v\.i\.n\.?|vehicle\s+identification\s+(number|no\.?)|chassis\s*(number|no\.?)?|serial(\s*(number|no\.?))?|frame\s*(number|no\.?)|fahrgestell-?\s*(nummer|nr\.?)|fahrzeug-?ident(\.|ifizierungs)?-?\s*(nummer|nr\.?)|fahrzeug-identifizierungsnummer|fin/,
  ],
  documentNumber: [
    /invoice\s*(number|no\.?|nr\.?|#)|repair\s+order\s*(number|no\.?|#)?|order\s*(number|no\.?|#)|receipt\s*(number|no\.?|#)|bill\s*(number|no\.?|#)|rechnung(s)?-?\s*(nummer|nr\.?)|werkstattrechnung\s*nr\.?|rechnung\s*nr\.?|auftrags?-?\s*(nummer|nr\.?)|beleg-?\s*(nummer|nr\.?)|bon-?\s*(nummer|nr\.?)|invoice\s+no|inv\s*no\.?|doc\s*no\.?/,
  ],
} satisfies Record<string, RegExp[]>;

export type LabelField = keyof typeof LABELS;

/**
 * A period's ends under any short label that says "from" or "until" by its last word ("Vorläufiger Versicherungsschutz
 * ab", "Temporary cover starts", "Cover ends"), read when no known label gave a date. Not among the labels a cell is
 * judged by (`isLabelCell`): words ending so are as often a value ("Track rod ends").
 */
export const PERIOD_BY_LAST_WORD = {
  start: [/(?:[a-zäöüß][a-zäöüß.-]*\s+){1,3}(?:from|ab|starts|begins|commences)/],
  end: [/(?:[a-zäöüß][a-zäöüß.-]*\s+){1,3}(?:to|until|till|through|bis|ends|expires|stops)/],
};

const NAME_PART = String.raw`(?:(?:first|last|given|full|family|middle)\s+names?|surname|forenames?|(?:vor|zu|nach|familien)-?name(?:\(n\))?|vor-|name)`;

/** Labels of what no field takes, known only so that they are never read as another label's value. */
export const OTHER_LABELS = [
  /buyer|purchaser|käufer(in)?|erwerber|owner|halter|registered\s+keeper|customer|kunde|make|marke|model|modell|year(\s+of\s+manufacture)?|baujahr|vehicle|fahrzeug|first\s+registered|date\s+of\s+first\s+registration|erstzulassung|datum\s+der\s+erstzulassung|datum\s+dieser\s+zulassung|invoice\s*(number|no\.?|#)|name|signature|unterschrift|ort,?\s*datum|taxation\s+class|hubraum(\s+in\s+cm³)?|leistung(\s+kw)?|fee\s+paid|qty|menge|description|bezeichnung|unit\s+price|einzelpreis|gesamtpreis|amount|betrag|model\s+year|modelljahr|customer\s*no\.?|account\s*no\.?|kunden-?\s*(nr\.?|nummer)|part\s*no\.?|art\.?-?\s*nr\.?|item|unit|price|preis|me|pos\.?|section|baustein|limit(\s*\/\s*sum\s+insured)?|versicherungssumme|sum\s+insured|address|anschrift|phone|telefon/,
  // A caption under a party's heading: the parts of a name it asks for ("Vor- und Zuname", "Family name, first name").
  new RegExp(`${NAME_PART}(?:\\s*(?:,|/|and|und|u\\.|&)?\\s*${NAME_PART})*`),
];

/** Every label of every field and the other captions: what "is a label" asks of a text. */
export const EVERY_LABEL: readonly RegExp[] = [...Object.values(LABELS).flat(), ...OTHER_LABELS];

export interface LabelledValue {
  /** The label as printed ("Total annual premium"), and where on its line it ends. */
  label: string;
  labelEnd: number;
  /** The text after the label on its line ('' when the value stands on the next line). */
  value: string;
  lineIndex: number;
  /** Which of the field's label groups matched (0 = most specific). */
  rank: number;
  /**
   * Where the value may stand, most likely first: after the label on its line; with the page's
   * layout, the cells nearest the label above or below it (a label over its value in a form box,
   * a caption under its value, a total under its label in a band); then the next line. A reader
   * takes the first that parses as what it wants.
   */
  candidates: string[];
}

export interface LabelDoc {
  lines: string[];
  /** The layout row of each line (null for an inserted blank line), when the words' positions are known. */
  rows?: (Row | null)[];
  /** Read by OCR: a label's long word may stand one letter off (see `mendLabelWords`). */
  ocr?: boolean;
}

const labelWordIndex = new WeakMap<RegExp, WordIndex>();
let everyLabelWord: Set<string> | null = null;
/** A label group's long words, once per pattern; a word of any label as read is that label's, not a misreading. */
function labelWordsOf(group: RegExp): WordIndex {
  everyLabelWord ??= new Set(EVERY_LABEL.flatMap((r) => labelWords(r.source, 1)));
  let index = labelWordIndex.get(group);
  if (!index) labelWordIndex.set(group, (index = wordIndex(labelWords(group.source), everyLabelWord)));
  return index;
}

/** Umlauts as OCR and plain keyboards give them back ("Ausfihrungsdatum", "Ausgefilhrte", "Kaeufer"). */
export function umlautTolerant(source: string): string {
  return source.replace(/ü/g, '(?:ü|ue|u|ii|il|i)').replace(/ä/g, '(?:ä|ae|a)').replace(/ö/g, '(?:ö|oe|o)');
}

/** A sum with its cents and at most its currency ("444,14 €", "EUR 1.200,00", "$36.93"), as a line may begin before its label. */
const LEADING_FIGURE = String.raw`(?:(?:[A-Z]{3}|[$€£])\s?)?-?\d[\d.,']*[.,]\d{2}(?:\s?(?:[A-Z]{3}|[$€£]|DM))?`;
// A form's field code before its label ("A", "C.1.1", "D.1"), a numbered line's number ("1. CASH PRICE OF VEHICLE") and an
// article ("THE SELLER", "Der Verkäufer"); an old account's "To" before what it charges ("To labour   £55.50").
const CODE = String.raw`(?:[A-Z](?:\.\d){0,3}\s+|\d{1,2}[.)]\s+)?(?:(?:the|der|die|das)\s+|to\s+(?=(?:labou?r|parts|materials?)\b))?`;
const ANY_LABEL = new RegExp(
  String.raw`^[-•*·>\s]*${CODE}(?:${umlautTolerant(EVERY_LABEL.map((r) => r.source).join('|'))})(?![A-Za-zÄÖÜäöüß])\s*(?:\([^)]*\))?\s*[:#.]?\s*$`,
  'i',
);

/** A registration certificate's field code standing as a cell of its own ("D.1", "C.1.1"): it begins the next field's label. */
const FIELD_CODE = /^\(?[A-Z](?:\.\d){1,3}\)?$/;

/** A cell holding nothing but a label (or a field code): never another label's value. */
// A cell ending in a dot leader ("Cover period ........") is a label whatever it says: a value never leads on.
/** A caption's text by its shape: words, no figure. */
export const isWordsOnly = (text: string) => !/\d/.test(text) && /\p{L}{2}/u.test(text);

export const isLabelCell = (text: string) => ANY_LABEL.test(text.trim()) || /\S\s*\.{3,}\s*$/.test(text.trim()) || FIELD_CODE.test(text.trim());

/**
 * A row of values each followed by its caption, two pairs or more ("699.233.808   Stamm-Nr.   288'362   Km-Stand", a Swiss
 * garage's vehicle block; each value a few words): a label ending such a row, nothing after it, has its value in the cell before it. Told from a row of labels each
 * followed by its value ("Auftrag   4711   Km-Stand", whose reading stands below) by its first cell, a value, and every
 * other cell a caption (a word or three, no figure).
 */
function captionedValueBefore(line: string, after: string): string[] {
  if (after) return [];
  const cells = line
    .trim()
    .split(/\s{3,}|\t/)
    .map((c) => c.trim());
  if (cells.length < 4 || cells.length % 2) return [];
  const caption = (c: string) => isLabelCell(c) || (isWordsOnly(c) && c.split(/\s+/).length <= 3);
  // A numbered caption ("2. Büro / Versicherer-Code") is a caption, its number no value.
  // A form's bare field number ("36   Erste Inverkehrsetzung   38   Ausweis-Nr.") is the caption's, no value either.
  const value = (c: string) => /\d/.test(c) && !isLabelCell(c) && !/^\(?\d{1,2}[.)]\s/.test(c) && !/^\d{1,3}$/.test(c) && c.split(/\s+/).length <= 4;
  const paired = cells.every((c, k) => (k % 2 ? caption(c) : value(c)));
  return paired ? [cells.at(-2)!] : [];
}

// Whether a sum holds its tax, after its label ("Kaufpreis inkl. 19 % MwSt.", "Price incl. VAT", "Netto zzgl. USt."): part of the label.
// An insurer's premium holds its insurance tax ("Jahresprämie inkl. 19 % VersSt", "Prämie inkl. 19 % VSt.", "Premium incl. IPT").
// What a sum is counted by ("Selbstbehalt je Schadenfall", "Excess per claim") qualifies its label too, and so does the word
// that it is the gross ("Kaufpreis brutto EUR"); a net one ("Fahrzeugpreis netto") is not the label's: the net has its own.
const TAX_QUALIFIER = String.raw`(?:brutto|gross|(?:inkl|incl|including|einschl|einschließlich)\.?(?:\s+\d{1,2}(?:[.,]\d{1,2})?\s?%)?\s+(?:der\s+|gesetzl\.?\s+)?(?:mwst|ust|vat|gst|tax|sales\s+tax|steuer|mehrwertsteuer|umsatzsteuer|versst|vst|versicherungs?steuer|ipt|insurance\s+premium\s+tax)\.?|(?:je|pro|per)\s+(?:schadenfall|schaden(?:sfall)?|claim|incident|ereignis))`;

// After a label: a colon (or its look-alikes), a column gap, the end of the line, or directly an amount/number or a
// currency's sign or code ("Zu zahlen BF   19.372").
// A "#" after a column gap begins the value ("Condition   #3 Good"), it separates only right after the label ("Policy #").
// A serial's letter series may stand apart from its digits ("Nr. X 4043946").
const SEP = String.raw`\s*(?:\([^)]*\)|${TAX_QUALIFIER})?\s*(?:[:=;]|(?<!\s{2})#|\.{2,}|[-–—]\s|\s{2,}|\t|\||$|\s(?=@\s?\d)|\s(?=-?\s?\d|-?\s?(?:${CURRENCY_MARK})|[A-Z]{1,4}[-/]?\d|[A-Z]{1,3}\s\d{5,}))`;

// A label may say that its value is today's ("Present condition:", "Valuation today:", "Aktueller Kilometerstand",
// "Zustand derzeit"): the word of time is no part of what the label names.
const NOW_BEFORE = String.raw`(?:(?:present|current|today'?s|actual|heutige[rmns]?|derzeitige[rmns]?|aktuelle[rmns]?|jetzige[rmns]?)\s+)?`;
const NOW_AFTER = String.raw`(?:\s+(?:today|now|at\s+present|as\s+(?:of|at)\s+today|heute|derzeit|aktuell|zur\s+zeit|z\.\s?zt\.))?`;

// A caption given in two languages, the other after a slash ("Kennzeichen / Targa", "PLATE NO. / N° DE PLAQUE"): one label.
// A bilingual page's label after the insurer's or the workshop's own word and a slash ("Bruttó végösszeg / Gesamtbetrag",
// "Polisnummer / Versicherungsnummer"): the label in the reader's languages, at the start of its cell. The own word is one
// or two words with no figure, and no label of ours (that one is found where it stands).
/** A word in any Latin script, as a bilingual page prints its own language before ours (for patterns without the u flag). */
export const LATIN_WORD = String.raw`[A-Za-zÀ-ÖØ-öø-ɏ.'’-]+`;
const FOREIGN_BEFORE = String.raw`(?<=(?:^|\s{2,}|\t)${LATIN_WORD}(?: ${LATIN_WORD})?)\s\/\s`;
const TRANSLATION = String.raw`(?:\s?\/\s?[A-Za-zÀ-ÿ°'’][A-Za-zÀ-ÿ°.'’ ]{0,30}?)?`;

/**
 * Every line where a label of `field` starts the line (after bullets) or a column, with the text
 * that follows it. Lines are scanned once per label group so that specific labels outrank
 * generic ones.
 */
export function findLabelled(
  doc: LabelDoc,
  field: LabelField | readonly RegExp[],
  opts: { from?: number; to?: number; everyColumn?: boolean } = {},
): LabelledValue[] {
  const { lines } = doc;
  // A reader of its own fields (due-fields.ts) passes its label groups directly.
  const groups = typeof field === 'string' ? LABELS[field] : field;
  const out: LabelledValue[] = [];
  groups.forEach((group, rank) => {
    const re = new RegExp(
      String.raw`(?:^|\s{2,}|\t|\|\s*|[;,]\s+|${FOREIGN_BEFORE})[-•*·>\s]*${CODE}${NOW_BEFORE}(?:${umlautTolerant(group.source)})(?![A-Za-zÄÖÜäöüß])${NOW_AFTER}${TRANSLATION}${SEP}`,
      'gi',
    );
    // The sum may carry its currency's sign after it ("120,00 €"), the label its net or gross after it ("Lohn netto").
    const before = new RegExp(
      String.raw`^\s*(\S.*?\d\S*(?:\s?(?:${CURRENCY_MARK}))?)\s+${CODE}(${umlautTolerant(group.source)})(?![A-Za-zÄÖÜäöüß])(?:\s+(?:netto|net|brutto|gross))?\s*(?:\([^)]*\))?\s*:?\s*$`,
      'i',
    );
    const words = doc.ocr ? labelWordsOf(group) : null;
    const numbered = numberedFieldLines(lines);
    for (let i = opts.from ?? 0; i < (opts.to ?? lines.length); i++) {
      // One label a line, the first; or, for a reader that weighs them all, every column's.
      if (!opts.everyColumn && out.some((o) => o.lineIndex === i)) continue;
      // On a scan the label is looked for in the line with its long words mended; what it finds is the line's as read.
      const read = words?.words.size ? mendLabelWords(lines[i], words) : null;
      // A form's bare field number before its label ("1 Amtliches Kennzeichen") is read as its code (numbered-fields.ts).
      const line = read?.text ?? (numbered.has(i) ? withoutFieldNumber(lines[i]) : withoutCaptionCodes(lines[i]));
      re.lastIndex = 0;
      for (let found = re.exec(line); found; found = re.exec(line)) {
        // A label stands in one cell: words across a column gap are two captions ("km-Stand   Annahme" over a reading and a
        // date); the label is looked for again from the gap on.
        const gap = read ? null : /\S(\s{3,})\S/.exec(found[0].trimStart());
        if (gap) {
          re.lastIndex = found.index + (found[0].length - found[0].trimStart().length) + gap.index + 1;
          continue;
        }
        const start = read ? read.at[found.index] : found.index;
        const end = read ? read.at[found.index + found[0].length] : found.index + found[0].length;
        const matched = lines[i].slice(start, end);
        // A caption's blanked field code after it is the next caption's, no part of this one's label (withoutCaptionCodes).
        const labelEnd = start + (read ? matched : line.slice(start, end)).trimEnd().length;
        if (opts.everyColumn && out.some((o) => o.lineIndex === i && o.labelEnd === labelEnd)) continue;
        const value = lines[i].slice(end).trim();
        // After a slash, a label only with its value on its line: a heading's second word ("LIMITS / DEDUCTIBLE" over a
        // column of limits) is no label of its own.
        if (/^\s*\//.test(matched) && !/\d/.test(value)) continue;
        // A numbered section's heading ("2. Zustand") is no numbered field ("1. CASH PRICE OF VEHICLE   $43,995.00"): only the
        // field has its value on its line. A row of numbered captions is a form's, each over its value ("1. Gültigkeitsdauer   …
        // 3. Versicherungsschein-Nr.").
        const overValue = !value && numberedFieldOverValue(lines, i);
        if (!value && /^(?:\s|\||[;,])*[-•*·>\s]*\d{1,2}[.)]\s/.test(matched) && !numberedCaptions(lines[i]) && !overValue) continue;
        const label = lines[i].slice(start, labelEnd).replace(/^[\s|;,/]+/, '');
        const candidates = [...captionedValueBefore(lines[i], value), ...candidatesFor(doc, i, labelEnd, value)];
        out.push({ label, labelEnd, value, lineIndex: i, rank, candidates: overValue ? [...new Set([lines[i + 1].trim(), ...candidates])] : candidates });
        if (!opts.everyColumn) break;
      }
      // A label after its value, ending the line ("R 4 252.50   Parts", "444,14 €   Arbeitslohn netto", a column of figures with
      // their captions to the right): the sum before it.
      if (out.some((o) => o.lineIndex === i)) continue;
      const after = valueBefore(lines[i], before);
      if (after) out.push({ ...after, lineIndex: i, rank, candidates: [after.value] });
    }
  });
  return out;
}

/** A form's field code: a letter and its numbers ("A", "C.1.3", "D.1") or a number ("15", "2.1", "(72)"). */
const CODE_CELL = /^\(?(?:[A-Z](?:\.\d{1,2}){0,3}|\d{1,2}(?:\.\d{1,2}){0,3})\)?$/;

/**
 * In a row of coded fields, each code before its caption ("A   Amtliches Kennzeichen   2.1   Code zu 2", "15   Kontrollschild
 * 18   Fahrzeugart"), the code after a caption begins the next field: it is no value of the caption before it, whose value
 * stands in its box under it.
 */
function nextFieldsCode(row: Row, right: Row['cells']): boolean {
  const code = (t: string | undefined) => t !== undefined && CODE_CELL.test(t.trim());
  return code(row.cells[0]?.text) && code(right[0]?.text) && /^\p{L}{3}/u.test(right[1]?.text.trim() ?? '');
}

/**
 * Whether another caption stands right over (`side` -1) or under (+1) a cell near a label, in the row next to it: a boxed
 * form's value of that caption ("06.01.2019" under "Rechnungsdatum", over the "km-Stand" beside the address whose value is
 * the "165505" under it).
 */
function captionBeside(rows: (Row | null)[], value: Cell, label: Cell, side: 1 | -1): boolean {
  const at = rows.findIndex((r) => r?.cells.includes(value));
  const next = at >= 0 ? rows[at + side] : null;
  return !!next && next.cells.some((c) => c !== label && overlapsX(c, value) && isLabelCell(c.text));
}

/** A line of a form's numbered captions, two or more, each in a column of its own ("1. Gültigkeitsdauer vom   bis   2. Büro"). */
const numberedCaptions = (line: string) => (line.match(/(?:^|\s{3,})\d{1,2}\.\s+\p{L}{3}/gu) ?? []).length >= 2;

/**
 * Some bills print their sums first and their labels after them ("R 1 760.00   Labour"): a line that is one sum, then the
 * label, then nothing, is the label's value. Only money qualifies: a date or a count before a word is no such pair.
 */
function valueBefore(line: string, re: RegExp): { label: string; labelEnd: number; value: string } | null {
  const m = re.exec(line);
  if (!m) return null;
  const money = findAmounts(m[1]);
  if (money.length !== 1 || !money[0].isMoneyLike || m[1].replace(money[0].raw, '').trim()) return null;
  return { label: m[2], labelEnd: line.trimEnd().length, value: m[1].trim() };
}

function candidatesFor(doc: LabelDoc, lineIndex: number, labelEnd: number, value: string): string[] {
  const out: string[] = [];
  const row = doc.rows?.[lineIndex];
  const cell = row ? cellAt(row, Math.max(0, labelEnd - 1)) : null;
  // A boxed form's band of captions over (or under) a band of values: the value whose cell begins in the caption's box.
  const band = row && cell && doc.rows && isCaptionRow(row) ? valueRowOf(doc.rows, lineIndex) : -1;
  if (band >= 0 && row && cell) for (const c of doc.rows![band]!.cells) if (inBox(c, row, row.cells.indexOf(cell))) out.push(c.text);
  if (row && cell && doc.rows && isHeaderRow(row) && captionsUnderValues(doc.rows, lineIndex)) {
    // A caption printed under its value (a registration card's "PLATE" under "EHB 4285"): the value is the cell above it.
    for (const c of doc.rows[lineIndex - 1]!.cells) if (overlapsX(c, cell)) out.push(c.text);
  } else if (row && cell && doc.rows && isHeaderRow(row)) {
    // A column heading over a table that ends in its totals row ("Totals   798.50   141.35   939.85"): the column's total.
    const total = columnTotal(doc.rows, lineIndex, cell);
    if (total) out.push(total);
    // Headings set at their columns' left edges over figures set right (no overlap): the figure at the heading's place.
    out.push(...bandValue(doc.rows, lineIndex, row.cells.indexOf(cell), { under: true }));
    // A column heading: its value is in the same column below, never beside it or further right.
    for (const near of cellsAround(doc.rows, lineIndex, cell, { column: true })) if (!isLabelCell(near.text) && !/^[-–—]$/.test(near.text)) out.push(near.text);
  } else if (row && cell && doc.rows) {
    const restOfCell = cell.text
      .slice(labelEnd - cell.start)
      .replace(/^[\s:#=.;-]+/, '')
      .trim();
    const right = row.cells.filter((c) => c.start > cell.start);
    // In a row of captions the rest of the line is the next captions.
    if (restOfCell || (right[0] && !isLabelCell(right[0].text) && !nextFieldsCode(row, right) && !isCaptionRow(row))) out.push(value);
    const left = row.cells[row.cells.indexOf(cell) - 1];
    if (!restOfCell && !right.length && left && new RegExp(String.raw`^${LEADING_FIGURE}$`).test(left.text.trim())) out.push(left.text);
    out.push(...bandValue(doc.rows, lineIndex, row.cells.indexOf(cell)));
    const near = cellsAround(doc.rows, lineIndex, cell);
    // In a row of boxes, a value right under another caption is that caption's: it comes after a value under the label that
    // stands over none. (A single column of captions and values may run either way.)
    const claimed = row.cells.length >= 2 ? near.filter((c) => c.y1 <= cell.y0 && captionBeside(doc.rows!, c, cell, -1)) : [];
    const freeBelow = near.some((c) => c.y0 >= cell.y1 && !isLabelCell(c.text) && !captionBeside(doc.rows!, c, cell, 1));
    for (const c of freeBelow ? [...near.filter((c) => !claimed.includes(c)), ...claimed] : near) if (!isLabelCell(c.text)) out.push(c.text);
    // A row of captions between a party's heading and its value ("Seller" / "Full name" / "Ann Lee"): what stands under
    // the caption is the heading's value too. Only labels in that row: a label with its value beside it is a field of its own.
    const caption = near.find((c) => c.y0 >= cell.y1 && c.x0 < cell.x1 && cell.x0 < c.x1 && isLabelCell(c.text));
    const captionRow = caption ? doc.rows.findIndex((r) => r?.cells.includes(caption)) : -1;
    if (caption && captionRow > lineIndex && doc.rows[captionRow]?.cells.every((c) => isLabelCell(c.text)))
      for (const c of cellsAround(doc.rows, captionRow, caption)) if (c.y0 >= caption.y1 && !isLabelCell(c.text)) out.push(c.text);
  } else if (value) out.push(value);
  const next = doc.lines[lineIndex + 1];
  // …unless the next line is a field of its own ("Cover" over "Type of cover   Comprehensive": a section's heading).
  if (!value && next && !/:\s*$/.test(next) && !isLabelCell(next.trim().split(/\s{2,}|\t/)[0] ?? '')) out.push(next.trim());
  return [...new Set(out.filter(Boolean))];
}

/**
 * A band of captions and figures, as many cells each, the figures in the row right under or over the captions (a
 * typewriter's "437,00   187,62   712,07" over "Lohn netto   Teile netto   Endsumme DM"): the caption's figure is the
 * one at its place in the other row, however the two rows' columns are offset.
 */
function bandValue(rows: (Row | null)[], at: number, index: number, opts: { under?: boolean } = {}): string[] {
  const captions = rows[at]?.cells ?? [];
  if (index < 0 || captions.length < 2 || !captions.every((c) => /\p{L}{2}/u.test(c.text))) return [];
  // A heading's figures stand under it, never over it (the row above is another band's).
  for (const other of opts.under ? [rows[at + 1]] : [rows[at + 1], rows[at - 1]]) {
    const cells = other?.cells ?? [];
    if (cells.length === captions.length && cells.every((c) => /\d/.test(c.text) && !/\p{L}{2}/u.test(c.text.replace(/\b(eur|dm|usd|gbp|chf)\b/gi, ''))))
      return [cells[index].text];
  }
  return [];
}

/**
 * The figure a table's totals row ("Totals", "Summe", "Gesamt" in its first cell) prints under a column heading, when the
 * rows between are the table's (no blank line, no other heading row).
 */
function columnTotal(rows: (Row | null)[], at: number, heading: { x0: number; x1: number }): string | null {
  for (let i = at + 1; i < Math.min(rows.length, at + 40); i++) {
    const row = rows[i];
    // A blank line may set the totals apart; a heading row begins another table.
    if (!row) continue;
    if (isHeaderRow(row)) return null;
    if (!/^(totals?|sub-?totals?|summe|gesamt|summen)\b/i.test(row.cells[0]?.text ?? '')) continue;
    const under = row.cells.slice(1).find((c) => overlapsX(c, heading) && /\d/.test(c.text));
    return under?.text ?? null;
  }
  return null;
}

/** Two rows of the same columns: as many cells, each over the other. */
function aligned(a: Row | null | undefined, b: Row | null | undefined): boolean {
  return !!a && !!b && a.cells.length === b.cells.length && a.cells.every((c, k) => overlapsX(c, b.cells[k]));
}

/**
 * Whether a row of captions stands under its values: the band it belongs to alternates rows of values and rows of
 * captions in the same columns, begins (after a gap) with a row of values, and goes on under the caption with another
 * pair or ends there. A heading over a table (a row of captions, then rows of values) is not such a band.
 */
function captionsUnderValues(rows: (Row | null)[], i: number): boolean {
  let top = i;
  while (aligned(rows[top - 1], rows[top])) top--;
  // Values and captions take turns from the band's first row: values at even steps from it, captions at odd ones.
  const alternates = Array.from({ length: i - top + 1 }, (_, k) => isHeaderRow(rows[top + k]!) === (k % 2 === 1)).every(Boolean);
  const startsWithValues = (i - top) % 2 === 1 && alternates;
  // The band goes on below in its turns: values, then captions (two captions of words will do: "ADDRESS   YEAR · MAKE · MODEL").
  const captions = (row: Row) => isHeaderRow(row) || (row.cells.length >= 2 && row.cells.every((c) => isWordsOnly(c.text)));
  // Its next pair may have fewer columns, each in one of this row's ("R.R. 4   1964 Ford Falcon" under "NAME   DATE   SPEEDOMETER").
  const within = (a: Row | null | undefined, b: Row) => !!a && a.cells.every((c) => b.cells.some((d) => overlapsX(c, d)));
  const ends = !rows[i + 1] || (within(rows[i + 1], rows[i]!) && (!rows[i + 2] || (within(rows[i + 2], rows[i]!) && captions(rows[i + 2]!))));
  return startsWithValues && ends;
}

/** A table's heading row: three cells or more, none with a digit ("Section   Limit   Excess   Premium"). */
function isHeaderRow(row: Row): boolean {
  // A term's count joined to its word ("6-MONTH PREMIUM", "12-Monats-Beitrag") is a caption's, no figure; so is a form's number
  // before its caption's words ("1. Gültigkeitsdauer vom   bis   2. Büro   3. Versicherungsschein-Nr.").
  // So is a German form's reference to other fields ("Schlüssel-Nr. zu 2/3").
  const captions = row.cells.map((c) =>
    c.text
      .replace(/^\d{1,2}\.\s+(?=\p{L}{3})/u, '')
      .replace(/\b\d{1,2}-(?=\p{L}{3})/gu, '')
      .replace(/\bzu\s+\d(?:[./]\d){0,2}\b/g, ''),
  );
  return (row.cells.length >= 3 && !captions.some((c) => /\d/.test(c))) || isNumberedCaptionRow(row);
}

/**
 * A row of a form's numbered fields, each caption after its number in a cell of its own ("15   Kontrollschild   36   1.
 * Inverkehrsetzung", a Swiss Fahrzeugausweis): captions, whose values stand under them.
 */
function isNumberedCaptionRow(row: Row): boolean {
  const cells = row.cells.map((c) => c.text.trim());
  if (cells.length < 4 || cells.length % 2) return false;
  return cells.every((c, i) => (i % 2 ? /^(?:\d{1,2}\.\s)?\p{L}[\p{L}\s./-]*$/u.test(c) : /^\d{1,3}$/.test(c)));
}

/** The likeliest value of a label (see `candidates`), '' when none. */
export function labelledText(hit: LabelledValue): string {
  return hit.candidates[0] ?? '';
}
