import type { DocumentType } from '../documents/document-types';
import { findAmounts } from './amounts';
import { findDates } from './dates';
import { lineCells } from './layout';
import { PERSON, roleOf } from './unlabelled-fields';
import { sellerByDeclaration } from './sale-declaration';
import { pricesTheCar, travelsWithOwnership } from './paper-kinds';

/**
 * The type of a document from its words, English and German. Each phrase adds its weight to its
 * type; the highest total wins, `other` when nothing speaks for any type. Titles of documents
 * ("Certificate of Title", "Kaufvertrag") weigh most; words that occur on many kinds of paper
 * ("date", "total") weigh nothing.
 */
const PHRASES: [DocumentType, RegExp, number][] = [
  // German vehicle papers: Teil II is the title (Fahrzeugbrief), Teil I the registration.
  ['title', /zulassungsbescheinigung\s*teil\s*(ii|2)\b/i, 12],
  // The British V5C is the "registration certificate" (its own heading says so): no title by its form number.
  // A certificate of ownership in German (Eigentumsbescheinigung), a paper that says it proves title.
  [
    'title',
    /fahrzeugbrief|certificate\s+of\s+title|title\s+certificate|certificate\s+of\s+ownership|eigentumsbescheinigung|proof\s+of\s+(title|ownership)|\blogbook\b/i,
    10,
  ],
  ['title', /\btitle\s*(number|no\.?|#|holder)|\blienholder|\blien\b|eigentumsnachweis|\bbrief-?nr/i, 4],
  ['registration', /zulassungsbescheinigung\s*teil\s*(i|1)\b(?!\s*i)/i, 12],
  // The British form names itself by its number (V5, V5C), as the German by its title.
  ['registration', /\bv5c?\b/i, 10],
  // The Swiss registration is the Fahrzeugausweis, the Austrian the Zulassungsschein.
  [
    'registration',
    /fahrzeugschein|fahrzeugausweis|zulassungsschein|vehicle\s+registration|registration\s+(\w+\s+)?(card|certificate)|certificate\s+of\s+registration/i,
    10,
  ],
  [
    'registration',
    /amtliches\s+kennzeichen|\bkennzeichen\b|\bkontrollschild\b|licen[cs]e\s+plate|plate\s*(number|no)|registration\s*(number|no\.?|expires|expiry)|\bnächste\s+hu\b|\bhauptuntersuchung\b|\bregistrant\b/i,
    4,
  ],
  [
    'insurance',
    /declarations?\s+page|policy\s+declarations|insurance\s+(policy|certificate|card)|versicherungsschein|versicherungspolice|versicherungsbestätigung|proof\s+of\s+insurance|certificate\s+of\s+(\w+\s+)?insurance/i,
    10,
  ],
  [
    'insurance',
    /\bpolicy\s*(number|no|period|#)|\bpremium\b|\binsured\b|\binsurance\b|\binsurer\b|\bdeductible\b|\bversicherung|\bbeitrag\b|selbstbeteiligung|haftpflicht|teilkasko|vollkasko|\bcoverage\b|\bversicherungsnehmer/i,
    3,
  ],
  // A dealer's invoice for the car itself is a sale's paper, whatever "invoice" says for a workshop.
  ['purchase', /\b(vehicle|car|motorcycle)\s+sales?\s+invoice|\bverkaufsrechnung|\bfahrzeugrechnung|\brechnung\s+(?:über\s+(?:den\s+)?)?fahrzeugverkauf/i, 10],
  // The usual terms of a car's sale: a part exchange ("P/X", trade-in), the VAT margin scheme for used cars (§ 25a UStG).
  ['purchase', /\bpart[\s-]exchange|\bp\/x\b|\btrade[\s-]in\b|\binzahlungnahme|\bmargin\s+scheme|differenzbesteuer|§\s*25a\b/i, 3],
  ['purchase', /\bkaufvertrag|bill\s+of\s+sale|purchase\s+agreement|sales?\s+(contract|agreement)|vehicle\s+purchase|kaufbeleg/i, 10],
  // A paper naming the sale of the car itself ("Receipt for the sale of a motor vehicle", "Quittung über den Verkauf eines Kfz").
  [
    'purchase',
    /\b(sale|purchase)\s+of\s+(a|an|the|this|my)\s+((used|classic|motor)\s+)?(vehicle|car|motorcycle|motor\s*car)\b|\bverkauf\s+(eines|des)\s+(gebrauchten\s+)?(kraftfahrzeugs|fahrzeugs|kfz|pkw|motorrads)\b/i,
    10,
  ],
  // Two signature lines side by side: two parties sign the paper, as a contract has them.
  ['purchase', /_{6,}[ \t]{2,}_{6,}/, 5],
  // The parties and the price; a buyer's compounds too ("Käuferrechnung", "Käufernummer").
  [
    'purchase',
    /\bseller\b|\bbuyer\b|\bverkäufer\b|\bkäufer|\bvendor\b|\bpurchaser\b|\btransfer(or|ee)\b|\berwerber\b|\bveräußerer\b|\bkaufpreis\b|purchase\s+price|sale\s+price|sold\s+(to|by)|\bsachmängel|übergabe/i,
    3,
  ],
  // An auction's terms: a sale by hammer, its premium, its bidders ("Hammer price", "Käuferaufgeld", "Meistbot", "Bieternummer").
  ['purchase', /\bhammer\s*price|\bbuyer'?s\s+premium|aufgeld\b|\bmeistbot|\bbieter|\bbidder|\bpaddle\s*(no|number)|\bauktion|\bauction|versteiger/i, 3],
  [
    'appraisal',
    /\bappraisal\b|wertgutachten|wertbescheinigung|wertermittlung|\bgutachten\b|schätzungsbericht|(valuation|value)\s+(report|certificate)|certificate\s+of\s+value|bewertung|kurzgutachten|zustandsbericht/i,
    10,
  ],
  [
    'appraisal',
    /\bappraiser\b|\bappraised\b|market\s+value|stated\s+value|replacement\s+value|\bmarktwert|versicherungswert|allgemeinzustand|wiederbeschaffungswert|sachverständige|zustandsnote|\bcondition\s*#?\d|\bcondition\s+(grade|rating|report)/i,
    3,
  ],
  [
    'receipt',
    /\bkassenbon|\bquittung|\bkassenbeleg|\btankbeleg|\bbeleg\b(?![-\s]*(?:nr|nummer|no)\b|\s*\d)|\bcash\s+(sale|receipt|bill)|\breceipt\b|\btax\s+invoice|\bsimplified\s+(tax\s+)?invoice/i,
    8,
  ],
  [
    'receipt',
    /\bcash\b|\bchange\b|\brückgeld|\bfilling\s+station|\bpetrol\s+station|\bgas\s+station|\btankstelle|\bbar\b|\bgegeben\b|\bgst\b|\bsdn\.?\s*bhd|\bcashier|\bkasse\b|\bvisa\b|\bmastercard|\bthank\s+you|\bqty\b|\bec-?karte|\bbon-?nr/i,
    2,
  ],
  ['service', /\bwerkstattrechnung|\brepair\s+order|\bservice\s+(invoice|record|report)|\binspektion|\bwartung|\bwork\s+order|\breparaturrechnung/i, 10],
  [
    'service',
    /\blabou?r\b|\barbeitslohn|\barbeitswerte?\b|\bmileage|\bodometer|\bkm-?stand|\bkilometerstand|\bwork\s+performed|\bleistungen\b|\bausgeführte\s+arbeiten|\bparts\b|\bersatzteile|\bmaterial\b|\bmechanic|\bwerkstatt/i,
    3,
  ],
  ['service', /\binvoice\b|\brechnung\b/i, 2],
  // A workshop's paper speaks of the car and of hours: next service, chassis number, hourly lines.
  ['service', /\bnext\s+service|\bnächste\s+(inspektion|wartung)|\bchassis\b|\bvin\b|\bfahrgestell|\d[.,]\d{1,2}\s+(h|hrs|std\.?|aw)\b/i, 3],
];

/**
 * Work said as a job is written (to change, set, renew: "Motoröl wechseln", "Zündung einstellen"), a master workshop, and the
 * trades' own work on a car's parts: plating, straightening, spoking, welding, cleaning ("verchromen", "Felge gerichtet").
 */
const TRADE_WORK = String.raw`\bwechseln\b|\beinstellen\b|\berneuer[nt]\b|\bmeisterbetrieb|\bkfz-meister|\b(?:ver|ent)chrom|\bvernickel|\beingespeicht|\bgerichtet\b|\bgeschwei(?:ß|ss)t|\binstandgesetzt|\bgereinigt|\baufgearbeitet|\bre-?chrome|\bre-?plat|\bre-?core|\brebuil[dt]\b|\bweld(?:ed|ing)?\b|\bcleaning\b|\brust\s+treatment`;

/** A reading led by its unit as its label ("km 76300", "Mls 21500", "Miles: 45,210"): a car's odometer, four figures or more. */
const UNIT_LED_READING = /(?<![A-Za-zÄÖÜäöüß\d-])(?:km|mls|miles)\.?[\t :]+\d{1,3}(?:[.,' ]?\d{3})+(?![\d.,]*\d)/i;
/**
 * Work done on a car, or the car itself: labour, hours, a workshop's words (its shorthand too: "repl.", "adj", "R&R",
 * "chg oil/flt"), a reading of its odometer, its chassis number. A bill without any of them sells goods (parts, fuel, a catalogue order) and is a receipt.
 */
export const WORK = new RegExp(
  String.raw`\blabou?r\b|\barbeitslohn|\barbeitswert|\barbeitszeit|\bmileage|\bodometer|\bkm-?stand|\bkilometerstand|\bwork\b|\bleistung|\barbeiten\b|\bmechanic|\bwerkstatt|\bgarage\b|\brepair|\breparatur|\binspektion|\bwartung|\bservice\b|\bchassis\b|\bvin\b|\bfahrgestell|\bfitted\b|\brenew|\breplace|\bmontage|\bmontiert|\beingebaut|\bersetzt|\bgewechselt|\d[.,]\d{1,2}\s*(h|hrs|std\.?|aw)\b|\d{1,3}(?:[.,' ]\d{3})+\s*(?:km|mi|miles)\b|\bodo\b|\b(?:repl|adj|chg)\.?\s+[a-z]{2}|\br\s?&\s?r\b|\btune-?up\b|${UNIT_LED_READING.source}|${TRADE_WORK}`,
  'i',
);
/** A till prints the time of the sale beside its date ("15.07.2019 7:05", "4/13/2020 8:55 AM"). */
export const TILL_TIME = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}[ \t]+\d{1,2}:\d{2}\b/;
/** How goods are sold and paid for: shipped by post or carrier, pumped by the litre or gallon, paid by a debit card. */
const SALE_WORDS =
  /\d(?:[.,]\d+)?\s*(?:l|ltr|lit(?:er|re)s?|gal(?:l|lons?)?)\.?\s+(?:[\w-]+\s+)?(?:à|@|x|a)\s*\d|\bshipping\b|\bship\s+via\b|\bpostage\b|\bcarriage\b|packing\s+(list|slip)|delivery\s+note|\bversand|\bporto\b|\blieferschein|(eur|€|\$|£)\s*\/\s*(l|gal)\b|\bper\s+(litre|liter|gallon)\b|\bgirocard\b|\bdebit\b/i;

export const ODOMETER = /(?<![\d.,])\d{1,3}(?:[.,' ]\d{3})+\s*(?:km|mi|miles|meilen)\b/i;
const ODOMETER_LABEL = /\bmileage|\bodometer|\bkm-?stand|\bkilometerstand/i;
/** A reading under its label ("MILEAGE 83043", "Km-Stand: 159805"), with or without a unit or a thousands separator. */
const LABELLED_READING = /(?:\bmileage(?:\s+in)?|\bodometer(?:\s+in)?|\bkm-?stand|\bkilometerstand)[\s:.]*\d{1,3}(?:[.,' ]?\d{3})+\b/i;

/** Two dates a year apart less a day ("03.03.2016" and "02.03.2017"): a period of cover, as insurance paper prints it. */
export function hasYearOfCover(text: string): boolean {
  const dates = new Set([...findDates(text, true), ...findDates(text, false)].map((d) => d.iso));
  for (const start of dates) {
    const end = new Date(`${start}T12:00:00Z`);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    end.setUTCDate(end.getUTCDate() - 1);
    if (dates.has(end.toISOString().slice(0, 10))) return true;
  }
  return false;
}

/**
 * A sum offered in instalments ("Or 12 monthly payments of £ 43.85" under a total of £ 526.18):
 * a line naming a count of 2, 4 or 12 and an amount that many times makes an amount on another line.
 */
export function hasInstalments(text: string): boolean {
  const lines = text.split('\n').map((l) => findAmounts(l).filter((a) => a.isMoneyLike));
  return text.split('\n').some((line, i) => {
    const counts = [2, 4, 12].filter((n) => new RegExp(`(?<![\\d.,])${n}(?![\\d.,])`).test(line));
    return lines[i].some((a) =>
      counts.some((n) => a.value >= 5 && lines.some((other, j) => j !== i && other.some((t) => Math.abs(a.value * n - t.value) <= 0.01 * n + 0.005))),
    );
  });
}

/**
 * Two parties sign at the foot of the page under their roles: the last lines give again, as
 * captions, the roles that begin two rows above ("New keeper   Ann Lee   …" … "New keeper   Old keeper").
 * What a scan keeps of two signature lines when OCR drops the lines themselves.
 */
export function hasSignatureCaptions(text: string): boolean {
  const rows = text
    .split('\n')
    .filter((l) => l.trim())
    .map(lineCells);
  const role = (c: string) => !/\d/.test(c) && /\p{L}{3}/u.test(c);
  // A party's row: its role, then its name (and address).
  const roles = new Map<string, number>();
  rows.forEach((cells, i) => {
    if (cells.length >= 2 && role(cells[0]) && !roles.has(cells[0].toLowerCase())) roles.set(cells[0].toLowerCase(), i);
  });
  const captions = new Set<string>();
  rows.slice(-3).forEach((cells, k) => {
    const i = rows.length - Math.min(3, rows.length) + k;
    for (const c of cells) if ((roles.get(c.toLowerCase()) ?? i) < i) captions.add(c.toLowerCase());
  });
  return captions.size >= 2;
}

/**
 * Whether a title phrase on this line is a field's label followed by its value ("Vehicle
 * registration   6VHR238", "Versicherungsschein: 12-345"): it begins the line and a colon, a dot
 * leader or a column gap leads to a value with a digit.
 */
export function labelsAValue(line: string, phrase: RegExp): boolean {
  const m = new RegExp(`^[\\W\\d]{0,6}(?:${phrase.source})[A-Za-zÄÖÜäöüß.-]*(?:\\s*(?:no\\.?|nr\\.?|number|#))?`, 'i').exec(line.trim());
  if (!m) return false;
  return /^\s*(?::|\.{2,}|\s{2,}|\t)[\s.:]*\S*\d/.test(line.trim().slice(m[0].length));
}

/**
 * Whether a title phrase on this line stands in running text: the cell (up to a column gap)
 * holding it has ten words or more, as a sentence has and a heading or a form's cell has not.
 */
export function inSentence(line: string, phrase: RegExp): boolean {
  const at = new RegExp(phrase.source, 'i').exec(line);
  if (!at) return false;
  const start = line.lastIndexOf('   ', at.index);
  const end = line.indexOf('   ', at.index + at[0].length);
  const cell = line.slice(start < 0 ? 0 : start, end < 0 ? line.length : end);
  if (cell.trim().split(/\s+/).length >= 10) return true;
  // An aside in brackets amid prose ("Die Papiere (Fahrzeugbrief) werden nach Zahlungseingang ausgehändigt.", the tail of a
  // sentence wrapped from the line above) names a paper; a heading's brackets stand among capitalised words
  // ("Zulassungsbescheinigung Teil II (Fahrzeugbrief)").
  const inBrackets = line.lastIndexOf('(', at.index) > line.lastIndexOf(')', at.index) && line.indexOf(')', at.index) >= 0;
  return inBrackets && (line.replace(/\([^()]*\)/g, ' ').match(/(?<!\p{L})\p{Ll}{3,}/gu) ?? []).length >= 2;
}

/**
 * Whether a title phrase names another paper by its date ("Kaufvertrag vom 03.09.2006", "bill of sale dated 4 May 1998"):
 * a record's reference to the contract it entered, not this paper's title.
 */
export function citesAnother(line: string, phrase: RegExp): boolean {
  const at = new RegExp(phrase.source, 'i').exec(line);
  if (!at) return false;
  const after = line.slice(at.index + at[0].length);
  const m = /^\s+(?:vom|of|dated|from|datiert)\s+/i.exec(after);
  return !!m && findDates(after.slice(m[0].length, m[0].length + 24), true).some((d) => d.index === 0);
}

/**
 * The page's heading (a line of at most six words without a digit among its first four) names a
 * registration, whatever else it says ("REGISTRATION / RENEWAL NOTICE", "Zulassungsbestätigung").
 */
export function headingNamesRegistration(lines: string[]): boolean {
  return lines
    .filter((l) => l.trim())
    .slice(0, 4)
    .some((l) => !/\d/.test(l) && l.trim().split(/\s+/).length <= 6 && /\bregistration\b|\bzulassung/i.test(l));
}

/**
 * The harmonised field codes of a European registration certificate (A plate, B first
 * registration, C.1 holder, D.1 make, E VIN, P.1 capacity …) before their rows: three rows or more
 * beginning with a code of that form (the German Teil I and the British V5C both print them).
 */
export function hasFieldCodes(lines: string[]): boolean {
  const codes = new Set<string>();
  for (const line of lines) {
    const m = /^\s*\(?([A-Z](?:\.\d){1,3}|[ABEIJK])\)?\s+[A-Za-zÄÖÜäöüß]/.exec(line);
    if (m) codes.add(m[1]);
  }
  return codes.size >= 3 && [...codes].some((c) => c.includes('.'));
}

/**
 * Each type's score by the phrase lists and the page's cues. `layoutText`, when known, is the page
 * in its rows' order, where the structural cues of a contract (its role rows, the captions at its
 * foot) are read.
 */
export function phraseScores(printed: string, printedLayout = printed): Map<DocumentType, number> {
  // A title's letters spaced out as a heading ("Q U I T T U N G", "I N V O I C E") say the word they spell.
  const text = unspacedTitles(printed);
  const layoutText = unspacedTitles(printedLayout);
  const scores = new Map<DocumentType, number>();
  // Insurance by the shape of its figures: a year of cover, a premium paid in instalments.
  scores.set('insurance', (hasYearOfCover(text) ? 3 : 0) + (hasInstalments(text) ? 3 : 0));
  const lines = text.split('\n');
  // What each type's common words (not its titles) gave.
  const wordPoints = new Map<DocumentType, number>();
  for (const [type, re, weight] of PHRASES) {
    const global = new RegExp(re.source, 'gi');
    const hits = Math.min(text.match(global)?.length ?? 0, 3);
    if (!hits) continue;
    // A document's title stands as a heading; the same words as a field's label with a value, or named in a sentence
    // ("The V5C has been completed and handed to the buyer"), are a field or a mention: weak evidence.
    const asTitle = weight < 8 || lines.some((l) => re.test(l) && !labelsAValue(l, re) && !inSentence(l, re) && !citesAnother(l, re));
    scores.set(type, (scores.get(type) ?? 0) + (weight < 8 ? weight * hits : asTitle ? weight : 3));
    if (weight < 8) wordPoints.set(type, (wordPoints.get(type) ?? 0) + weight * hits);
  }
  if (hasFieldCodes(lines)) scores.set('registration', (scores.get('registration') ?? 0) + 6);
  if (headingNamesRegistration(lines)) scores.set('registration', (scores.get('registration') ?? 0) + 8);
  // A reading of the car's odometer ("78,828 miles", "216.125 km", "MILEAGE 83043") is paper about a car's upkeep: some evidence for
  // a workshop's, more against a till receipt, which does not print one (a bill's "thank you" and "qty" are no receipt then).
  // One reading is one piece of evidence: none more for a workshop when its label ("Odometer", "Kilometerstand") already counted.
  if (ODOMETER.test(text) || LABELLED_READING.test(text) || UNIT_LED_READING.test(text)) {
    if (!ODOMETER_LABEL.test(text)) scores.set('service', (scores.get('service') ?? 0) + 3);
    scores.set('receipt', (scores.get('receipt') ?? 0) - 3);
  }
  if (hasSignatureCaptions(layoutText)) scores.set('purchase', (scores.get('purchase') ?? 0) + 5);
  // A bill whose priced line is the car itself sells the car, whatever else the page invoices (plates, transfer, a warranty):
  // a workshop's words on it (the car's mileage, its warranty's parts and labour, an invoice) describe the car sold.
  if (pricesTheCar(layoutText.split('\n'))) {
    scores.set('purchase', (scores.get('purchase') ?? 0) + 10);
    scores.set('service', (scores.get('service') ?? 0) - (wordPoints.get('service') ?? 0));
  }
  // A certificate that passes to the next owner with the car is its title, whatever it calls itself: what named it a
  // registration certificate names the paper of title.
  if (travelsWithOwnership(text)) {
    scores.set('title', (scores.get('title') ?? 0) + Math.max(0, scores.get('registration') ?? 0) + 8);
    scores.set('registration', 0);
  }
  // A sale told in a sentence ("Ich, Hans Maier, verkaufe an …", "I, Ann Lee, sold …"): the seller speaks, as a title would.
  if (sellerByDeclaration(lines)) scores.set('purchase', (scores.get('purchase') ?? 0) + 10);
  // A party's row whose role a seller's or buyer's word names by its stem ("Selling member   Ann Lee").
  const partyRow = (cells: string[]) => cells.length >= 2 && roleOf(cells[0]) !== null && PERSON.test(cells[1]);
  if (layoutText.split('\n').some((l) => partyRow(lineCells(l)))) {
    scores.set('purchase', (scores.get('purchase') ?? 0) + 3);
  }
  if (!WORK.test(text)) {
    // No work on the page, no car: a bill of parts or goods is a sale over the counter, whatever its heading calls it.
    // What spoke for a workshop (an invoice, parts) speaks for a receipt then, and so does how a till or a mail order prints.
    const sale = (scores.get('service') ?? 0) + (TILL_TIME.test(text) ? 3 : 0) + (SALE_WORDS.test(text) ? 3 : 0);
    scores.set('receipt', (scores.get('receipt') ?? 0) + sale);
    scores.set('service', 0);
  }
  return scores;
}

/** Words whose letters are spaced out one by one ("Q U I T T U N G"), written as the words they spell. */
export function unspacedTitles(text: string): string {
  return text.replace(/(?<![\p{L}\d])(?:\p{L} ){3,}\p{L}(?![\p{L}\d])/gu, (m) => m.replace(/ /g, ''));
}

/** The score a type needs before the phrases name it: less is `other`. */
export const PHRASE_FLOOR = 2;

/** The type the phrase lists alone give: the highest score, `other` when none passes the floor. */
export function classifyByContent(text: string, layoutText = text): DocumentType {
  const scores = phraseScores(text, layoutText);
  let best: DocumentType = 'other';
  let top = PHRASE_FLOOR;
  for (const [type, score] of scores) if (score > top) [best, top] = [type, score];
  return best;
}
