import type { DocumentType } from '../documents/document-types';
import type { AnalysisResult, ExtractedPair } from './analysis-result';
import { withoutCatalogueNumbers } from './catalogue-numbers';
import { valueOfHarmonisedCode } from './harmonised-codes';
import { findAmounts, inPerNumberForm, type FoundAmount, type NumberGrammar } from './amounts';
import { sumInWordsAndFigures, writtenSum } from './amount-in-words';
import { chooseDate, dateCandidates, ownDateOfPage } from './date-roles';
import { findDates } from './dates';
import { COVER_DAY, labelledDatePair } from './cover-period';
import { findLabelled, isLabelCell, LABELS, PERIOD_BY_LAST_WORD, TAX_NAMED } from './labels';
import { proseIds } from './prose-ids';
import { proseCharges, prosePremium } from './prose-sums';
import { chooseTotal, lostADigitOf, mendSplitDecimals, oneDigitApart, sumLineValues, type TotalCandidates } from './total-witness';
import { extractLineItems, itemOf, partsNamedUnderJobs, unsortedBill, type LineItem, type LineItems } from './line-items';
import { isMixedListHeading, mixedListRows, plainlyOfBothKinds, sortedByWords } from './mixed-lists';
import { listsBySubtotals } from './subtotal-groups';
import {
  corrections,
  jobsHeadingGroups,
  jobsOverCharges,
  jobsOverLabour,
  leadInList,
  markedJobRun,
  markedJobsAfterLeadIn,
  saysWorkDone,
  tickedJobs,
} from './lead-in-list';
import { chargeOfTime, jobsOnly, partsOnly } from './not-jobs';
import { withProse } from './prose-items';
import { itemsBySums } from './items-by-sums';
import { setApartCharges } from './charge-sums';
import { payableColumnOnly } from './payable-column';
import { readItemTable, TIME_IN_TEXT } from './item-table';
import { vehiclePrice } from './vehicle-price';
import { valueByLabelWords } from './value-labels';
import { APPOINTING_BODY, personOfBureau } from './appraiser-name';
import { sideBySideTables } from './side-by-side-tables';
import { headedListsSideBySide } from './headed-lists-side-by-side';
import { listPage } from './page-regions';
import { backedAsIssuer, chooseIssuer, tradingName, type NameJudge } from './issuer-choice';
import {
  fullNameOf,
  fullPersonName,
  imprintName,
  nameBesideLogo,
  nameOfInitials,
  nameWithItsLegalForm,
  withoutDepartment,
  withoutMonogram,
  withoutOwner,
} from './issuer-name';
import { inWiderPrint, letterPitch, nameAboveItsAddress } from './receipt-head';
import { chooseMileage, type MileageCandidate, type MileageChoice } from './mileage-choice';
import { beforeLater, FOR_LATER, inlineMileageValues, pairedMileageValues, readingByUnit, readingsByUnit } from './mileage-reading';
import { formPairs, type FormPair } from './form-pairs';
import { premiumByLabels } from './premium-reading';
import { coverage } from './cover-reading';
import { excessByPlace } from './excess-reading';
import { closingSigner } from './closing-signer';
import { receiptIssuer } from './receipt-issuer';
import {
  sellerBeforeRole,
  sellerByDeclaration,
  sellerByDesignation,
  sellerInRoleColumns,
  sellerOverCaption,
  sellerSigningForPayment,
} from './sale-declaration';
import { conditionNote } from './condition-note';
import {
  addendsOfTotal,
  appraiserBySignatureBlock,
  signedTwice,
  signedUnderOwnLetterhead,
  excessByElimination,
  identifierByLabelShape,
  identifierByValueShape,
  latestUnclaimedDate,
  onlyUnclaimedDate,
  plateAfterItsLabel,
  plateByFormat,
  plateByShape,
  premiumParts,
  PERSON,
  roleOf,
  sellerByRole,
  APPRAISER_ROLE,
  signatoryName,
  valueByLabelShape,
  valueInSentence,
  valueStatedApart,
  taxByArithmetic,
  totalByArithmetic,
  yearLongPeriod,
} from './unlabelled-fields';
import {
  cleanName,
  firstColumn,
  labelledAmount,
  labelledDate,
  labelledFigures,
  labelledId,
  labelledName,
  parseDistance,
  withPrintedDashes,
  type DocText,
} from './text-values';
import { chooseSubtotal } from './subtotal-choice';

export type InferredField =
  'serviceDate' | 'deductible' | 'policyNumber' | 'plateNumber' | 'expiryDate' | 'premium' | 'effectiveStart' | 'effectiveEnd' | 'appraiserName' | 'sellerName';

export type ExtractedFields = Partial<
  Omit<AnalysisResult, 'documentType' | 'title' | 'summary' | 'confidence' | 'extractionQuality' | 'documentCategory' | 'extractedData'>
> & {
  /** The document's own date where the type has no date field (a title's issue date, a receipt's date). */
  documentDate?: string | null;
  documentDateKey?: string;
  tax?: number | null;
  /** How many readings of the page (a label, subtotal + tax, cash − change, a summing line) agree on the total. */
  totalVotes?: number;
  /** The ways the page read its total (a receipt's), for weighing two OCR readings against each other. */
  totalCandidates?: TotalCandidates;
  vin?: string | null;
  /** Dates taken without a label (the page's first date): a weak choice the user is told about. */
  guessed?: ('serviceDate' | 'saleDate' | 'appraisalDate')[];
  /** Dates chosen over another that scored almost as well (see date-roles.ts): the user is told which. */
  doubtful?: { field: 'serviceDate' | 'saleDate' | 'appraisalDate'; rival: string }[];
  /** Another odometer reading scored close to the one taken: the choice is doubtful and the user is told. */
  doubtfulMileage?: number;
  /** Fields found by the page's layout or by elimination, no label naming them: weak choices the user is told about. */
  inferred?: InferredField[];
  /** The reader failed on this page (a fault of ours, logged by the server): no field was read, the user is told. */
  unread?: boolean;
  /** OCR was unsure of a word of the shop's name (see name-readings.ts): the user is asked to check its spelling. */
  unsureName?: boolean;
  pairs: ExtractedPair[];
};

const COMPANY =
  /\b(gmbh|ag|kg|ohg|gbr|e\.\s?k\.?|ug|llc|l\.l\.c\.|inc\.?|ltd\.?|limited|corp\.?|co\.|company|plc|s\.?a\.?r\.?l|sdn\.?\s*bhd\.?|bhd\.?|enterprise|trading|motors?|garage|werkstatt|autohaus|auto-?\w*|kfz|restorations?|service|center|centre|shop|store|mart|hardware|machinery|stationery|sdn|gift|deco|mart|market|books?|gallery|electrical|restaurant|cafe|pharmacy|supermarket|tyres?|tires?|parts|petrol|perniagaan|syarikat|kedai|restoran|s\/b)\b/i;
const SALUTATION = /^(?:frau|herrn?|familie|mr|mrs|ms|miss|messrs)\.?\s+\p{Lu}/iu;
// A caption that leads into its value ("Next service due at   118,480 miles", "Fahrzeug übergeben am") ends in a word that
// points past itself; a firm's name never does.
/** An identifier's caption ("Car No.", "Fahrgestell-Nr.", "Policy number"): its value stands in the next cell. */
const ID_CAPTION = /(?:\bno|\bnr|\bnummer|\bnumber|#)\.?\s*$/i;
// A distance is no part of a name ("Inspektion bei 5.000 km", "12,000 MILES SERVICE"): a service's heading.
// Nor is a rate ("Including VAT at 15%"), nor the caption of the addressee's or the buyer's cell ("Empfänger", "Customer").
const NOT_A_NAME =
  /\d\s*(?:km|miles?|meilen)\b|\d\s?%|(?:^|\s\/\s)(?:empfänger|recipient|customer|kunde|client|käufer|buyer|verkäufer|seller)\s*:?$|^(?:with\s+(?:many\s+)?thanks|thank\s+you|(?:vielen\s+|besten\s+)?dank)\b|^(?:received|erhalten|empfangen)\b|^(invoice|rechnung|receipt|quittung|kassenbon|beleg|tax\s+invoice|cash\s+(sale|bill|receipt)|repair\s+order|work\s+order|service\s+invoice|werkstattrechnung|date|datum|tel|fax|phone|e-?mail|www|http|page|seite|original|copy|kopie|no\.?|nr\.?|gst|vat|ust|bill(?!\s+[&+])|simplified)\b|\s(?:at|on|by|for|to|of|from|with|the|am|bei|für|von|zum|zur|mit)\s*:?$/i;

/** Street and town lines, which often stand right under a shop's name. */
// A stand or stall at a market or show, with its number ("Stand 95, Beaulieu Autojumble", "Stall 12"), is where a trader stands.
// An American street is its number, its name and its kind, in capitals too ("5475 AUTO MALL DR", "12 Oak Ln").
const ADDRESS =
  /^\W*(lot|no)\b|^\W*(stand|stall|pitch|booth)\s+\d|\b(jalan|jln|bandar|taman|lorong|road|rd\.|street|avenue|ave\.|blvd|suite|floor|straße|strasse|str\.|weg|platz|allee|gasse|postfach)\b|\b\d{5}\b|,\s*\d{4,5}\b|[a-zäöüß](straße|strasse|weg|gasse|platz|allee)\s+\d|^\W*\d{1,5}[a-z]?\s+(?:[a-z.'-]+\s+){1,3}(?:st|ave|rd|dr|drive|ln|lane|way|hwy|highway|blvd|ct|court|pkwy|parkway|pike|pl|place|cir|circle)\b\.?/i;

/** A legal form as printed in either case ("GmbH", "GMBH", "b.v."): its letters either case, its dots and slashes as printed. */
const anyCase = (form: string) => form.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).replace(/[./]/g, (c) => `\\${c}\\s?`);
/**
 * A legal form makes a line a company's name even when it also names a place ("… (TAMAN DAYA) SDN BHD"). The forms of
 * the countries whose paper the reader meets: German, British, American, Malaysian, Dutch and Belgian (B.V., V.O.F.,
 * BVBA), French (SARL), Italian (s.n.c., s.a.s., s.r.l.), Australian (Pty), Danish (ApS, A/S). The short ones that are words or
 * units elsewhere (Swedish "AB", Norwegian "AS", a South African "cc" that is also an engine's size) count only as
 * printed, ending the name.
 */
const LEGAL_FORM = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${'gmbh pgmbh gesmbh ges.m.b.h. e.u. ag kg ohg e.k llc inc ltd limited corp plc sdn bhd s/b sarl bv nv b.v. n.v. bvba sprl v.o.f. s.n.c. s.a.s. sas s.r.l. s.p.a. pty aps a/s'
    .split(' ')
    .map(anyCase)
    .join('|')})(?![\p{L}])|\s(?:AB|AS|ASA|cc|CC|Oy|Oyj|SpA|SA|S\.A\.|KB|HB)$`,
  'u',
);

/**
 * A line that only continues a name: its legal form, wrapped ("CO. (M) SDN BHD", "GmbH & Co. KG"), with the place a
 * Malaysian company names in brackets before it ("(KL) SDN BHD", "(SETIA ALAM) SDN. BHD.").
 */
const LEGAL_FORM_FIRST = /^(co\.|\([\p{L} .]{1,24}\)\s*(sdn|bhd)|sdn\.?\s*bhd|bhd\b|s\/b\b|gmbh\b|ltd\b|limited\b|inc\b|llc\b|plc\b)/iu;

/** The business that issued a receipt or invoice: a labelled name, else a company-like line near the top, else the imprint at the foot. */
export function findShopName(
  doc: DocText,
  opts: { letterhead?: boolean; receipt?: boolean; pitch?: (line: string) => number | null; page?: DocText } = {},
): string | null {
  // The head rules' choice, weighed against the other names the page offers (issuer-choice.ts); a company's name gives
  // way to the trade name its letterhead prints large, judged on the page as laid out (`page`: its rows and print sizes).
  const chosen = chooseIssuer(issuerName(doc, opts), doc, NAME_JUDGE);
  const name = chosen ? (tradingName(chosen, opts.page ?? doc, NAME_JUDGE) ?? chosen) : null;
  if (!name) return null;
  const short = withoutDepartment(withoutOwner(withoutMonogram(name)));
  // A marque's or a chain's logo beside the name it belongs to ("JAGUAR   Rowntree Jaguar Harrogate"), or over it in its
  // column ("HAVELLAND" over "Havelland Oldtimer-Transporte"): the name.
  const named =
    nameBesideLogo(short, doc.lines, (t) => !SLOGAN.test(t) && !ADDRESS.test(t) && !NOT_A_NAME.test(t) && !isLabelCell(t), (opts.page ?? doc).rows) ?? short;
  return nameOfInitials(named, doc.lines, NAME_JUDGE.isLegalForm) ?? fullNameOf(named, doc.lines, LEGAL_FORM) ?? named;
}

/** The formulas of a deed of sale: no party's name ("Know all men by these presents", "hereinafter", "witnesseth"). */
const DEED_FORMULA = /\b(?:by\s+these\s+presents|know\s+all\s+men|hereinafter|witnesseth|hereby)\b/i;

/** What this file declares of names, for weighing the issuer's candidates. */
export const NAME_JUDGE: NameJudge = {
  isLegalForm: (t) => LEGAL_FORM.test(fixCompanySuffix(t)),
  // An address has its number; a name may name a street ("Main Street Car Care").
  // A house number, the street's name and its kind abbreviated as American paper prints it ("2868 Main St Lansing MI").
  isAddress: (t) => ADDRESS.test(t) && /\d/.test(t),
  isNotName: (t) =>
    NOT_A_NAME.test(t) ||
    (DOC_TITLE.test(t) && !LEGAL_FORM.test(t)) ||
    (SALUTATION.test(t) && !LEGAL_FORM.test(t)) ||
    isLabelCell(t) ||
    /:\s*$/.test(t) ||
    // An identifier's caption ("Car No.", "Fahrgestell-Nr."): its value stands in the next cell.
    ID_CAPTION.test(t) ||
    // A slip's title ("SALES SLIP", "Lieferschein").
    /\b(?:sales\s+slip|slip|lieferschein)\b/i.test(t),
  isPriced: (line) => findAmounts(line).some((a) => a.isMoneyLike),
};

function issuerName(doc: DocText, opts: { letterhead?: boolean; receipt?: boolean; pitch?: (line: string) => number | null }): string | null {
  // The name under a dealer's stamp ("Händler (Stempel)   Auto-Scharrer KG", "Dealer stamp   Reg Vardy Ltd") is who did
  // the work it certifies: a maker's letter or service book carries it under the maker's letterhead.
  const stamped = stampedShop(doc);
  if (stamped) return stamped;
  const labelled = labelledShop(doc);
  const head = opts.letterhead ? letterheadName(doc) : null;
  // A letterhead names the issuer; a "label" without a colon may be the first word of the sender's line ("Autohaus · Am Bahnhof 3").
  if (head && !labelledWithColon(doc, 'shopName')) return head;
  if (labelled && !/^\d/.test(labelled)) return labelled;
  if (head) return head;
  // A bill with no letterhead names its issuer in the imprint at its foot: that outranks a company's word in a line of
  // the head ("Parts fitted", a section's heading).
  const foot = opts.letterhead
    ? imprintName(
        doc.lines,
        (t) => COMPANY.test(t) || LEGAL_FORM.test(t),
        (t) => ADDRESS.test(t),
      )
    : null;
  if (foot) return shopNameOf(foot);
  // The head of the receipt: at most 12 lines, never the closing greeting.
  const thanks = doc.lines.findIndex((l) => /thank\s*you|terima\s*kasih|vielen\s+dank/i.test(l));
  const addressee = addresseeBlock(doc.lines);
  const top = doc.lines
    .slice(0, thanks > 0 ? Math.min(12, thanks) : 12)
    // A line a list's mark begins ("/ Tyre pressures checked", "- Bremsen entlüftet") is an item of it, never a name.
    // A label with its value in the next cell ("Speedometer reading   12089 miles") is a field of the form, no name either.
    .map((l, i) =>
      addressee.has(i) || (isLabelCell(firstColumn(l)) && (NAME_JUDGE.isPriced(l) || firstColumn(l) !== l.trim())) || /^\s*[/•·*–-]\s+\p{L}/u.test(l)
        ? ''
        : firstColumn(l),
    )
    .filter(
      (l) =>
        l.length >= 3 &&
        (looksLikeWords(l) || LEGAL_FORM.test(fixCompanySuffix(l))) &&
        (!ADDRESS.test(l) || LEGAL_FORM.test(l)) &&
        !/^[({[].*[)}\]]$/.test(l) &&
        // A line closing with a colon announces what follows ("Parts supplied:"): a heading, no name.
        !/:\s*$/.test(l) &&
        // Nor is a sum's line in words ("DM in Worten   Einhundertvierundneunzig 26/100").
        !/in\s*worten|in\s+words/i.test(l) &&
        // The addressee's salutation ("Frau Ursula Brunner") names the customer, never the shop; a legal form makes
        // the line a firm's whatever its first word ("MR D.I.Y. (M) SDN BHD", a chain of tills).
        !(SALUTATION.test(l) && !LEGAL_FORM.test(fixCompanySuffix(l))) &&
        // Nor is the paper's own title ("Kassenbeleg", "Cash receipt") under the head, as the issuer's candidates judge it.
        !(DOC_TITLE.test(l) && !LEGAL_FORM.test(fixCompanySuffix(l))) &&
        !/tax\s*\w*vo[il]ce|simpl\w*ed/i.test(l),
    );
  // A legal form alone (") SDN BHD": the name itself unread) is no name.
  const hasName = (l: string) => /[A-Za-zÄÖÜäöüß]{2}/.test(fixCompanySuffix(l).replace(new RegExp(LEGAL_FORM.source, 'gu'), ''));
  // A registration number after the name ("T.A.S Leisure Sdn Bhd (256864-F)") is no postcode: it is judged without it.
  const isName = (l: string) => hasName(l) && !NOT_A_NAME.test(l) && !/\d{5}/.test(shopNameOf(l) ?? '') && !/:\s*\S/.test(l);
  let at = top.findIndex((l) => COMPANY.test(l) && isName(l));
  // A till prints its name above what identifies it (registration number, address, phone, tax number): a line below those is no issuer's name.
  if (opts.receipt) {
    const columns = doc.lines.map(firstColumn);
    const anchored = nameAboveItsAddress(columns, (l) => top.includes(l) && isName(l) && !/^[({[<]/.test(l));
    const named = anchored ? top.indexOf(columns[anchored.line]) : -1;
    if (anchored && named >= 0 && (at < 0 || columns.indexOf(top[at]) > anchored.anchor)) at = named;
    // The name in the till's widest print right above a line of its trade or branch ("THREE STOOGES" / "BISTRO & CAFE").
    const pitch = opts.pitch;
    if (
      pitch &&
      at > 0 &&
      !LEGAL_FORM.test(fixCompanySuffix(top[at])) &&
      isName(top[at - 1]) &&
      nothingBetween(doc.lines, top[at - 1], top[at]) &&
      inWiderPrint(top[at - 1], top[at], pitch)
    )
      at--;
  }
  // A brand or outlet line ("KIKU JAPANESE RESTAURANT") may stand over the company that issues the receipt ("TK DIVISION KITCHEN SDN BHD"): the legal name wins.
  const legal = top.findIndex(
    (l, i) => i > at && i <= at + 3 && LEGAL_FORM.test(fixCompanySuffix(l)) && !LEGAL_FORM_FIRST.test(fixCompanySuffix(l)) && isName(l),
  );
  // Only right under it, before the address: a legal name below the address and phone is the customer's.
  if (at >= 0 && legal > at && !LEGAL_FORM.test(fixCompanySuffix(top[at])) && nothingBetween(doc.lines, top[at], top[legal])) at = legal;
  // A legal form alone on its line ("(KL) SDN BHD") continues the name above it: that line is where the name begins.
  if (
    at > 0 &&
    LEGAL_FORM_FIRST.test(fixCompanySuffix(top[at])) &&
    isName(top[at - 1]) &&
    !LEGAL_FORM.test(top[at - 1]) &&
    nothingBetween(doc.lines, top[at - 1], top[at])
  )
    at--;
  if (at >= 0) {
    // A name broken over two lines ("HOME MASTER HARDWARE &" / "ELECTRICAL") is joined again.
    // So is one whose legal form wraps to the next line ("POPULAR BOOK" / "CO. (M) SDN BHD").
    const next = top[at + 1];
    const wraps =
      next &&
      (/[&+-]$|\bund$|\band$/i.test(top[at]) ||
        (LEGAL_FORM_FIRST.test(fixCompanySuffix(next)) && next.length <= 30 && !next.includes(':') && !LEGAL_FORM.test(top[at])));
    const company = wraps ? `${top[at]} ${next}` : top[at];
    return shopNameOf(company);
  }
  // "Thank you for shopping at FUYI MINI MARKET": the name printed at the foot when the head is illegible.
  const thanked = doc.text.match(/shopping\s+(?:at|with)\s+([^\n.]{3,60}(?:\n[A-Z][A-Z &'.-]{2,40}$)?)/im);
  if (thanked) {
    const name = shopNameOf(thanked[1].replace(/\s+/g, ' '));
    if (name && /[A-Za-z]{2}/.test(name)) return name;
  }
  // No company at the head (a bill that prints only its title and the customer there): the imprint at the foot names it.
  const imprint = imprintName(
    doc.lines,
    (t) => COMPANY.test(t) || LEGAL_FORM.test(t),
    (t) => ADDRESS.test(t),
  );
  if (imprint) return shopNameOf(imprint);
  // A bill's issuer stands above its facts: a line under the first date or sum is the customer's, a heading's or an item's.
  const firstFact = doc.lines.findIndex((l) => findDates(l).length > 0 || findAmounts(l).some((a) => a.isMoneyLike));
  const aboveFacts = opts.letterhead && firstFact >= 0 ? top.filter((l) => doc.lines.slice(0, firstFact).some((d) => firstColumn(d) === l)) : top;
  const named = aboveFacts.find(
    (l) =>
      /[A-Za-zÄÖÜäöüß]{3}/.test(l) &&
      !NOT_A_NAME.test(l) &&
      !findDates(l).length &&
      !/:/.test(l) &&
      !/^\d/.test(l) &&
      !ID_CAPTION.test(l) &&
      // A total or price line is never the name.
      !TOTAL_LINE.test(l) &&
      hasName(l) &&
      !findAmounts(l).some((a) => a.isMoneyLike),
  );
  return named ? shopNameOf(named) : null;
}

/**
 * The lines of the addressee's block: those right under a line that opens with a salutation ("Mr J. Whitfield" / "The Old
 * Rectory" / "Bishops Lydeard TA4 3AA"), up to the town's line, a blank line or three lines. A house's name there is the customer's, no firm's.
 * A row of the bill ("Parts   214.50": a label with its sum) is blanked by the caller, no name either.
 */
export function addresseeBlock(lines: string[]): Set<number> {
  const out = new Set<number>();
  lines.forEach((line, i) => {
    if (!SALUTATION.test(firstColumn(line)) || LEGAL_FORM.test(fixCompanySuffix(firstColumn(line)))) return;
    // The town's line with its postcode closes the block.
    for (let j = i + 1; j <= i + 3 && lines[j]?.trim(); j++) {
      out.add(j);
      if (/\d/.test(firstColumn(lines[j]))) break;
    }
  });
  return out;
}

/**
 * A name under a shop's label. "Firma" alone on its line is no label: it is the salutation of the addressee's block
 * ("Firma" / "Jürgen Brandt" / street / town), as "Herrn" or "Frau" is.
 */
function labelledShop(doc: DocText): string | null {
  for (const hit of findLabelled(doc, 'shopName')) {
    if (/^firma$/i.test(hit.label.trim()) && !doc.lines[hit.lineIndex].replace(hit.label, '').trim()) continue;
    for (const candidate of hit.candidates) {
      // The address may follow the name in its cell ("Dealer: Blue Mesa Motors Inc. · 1453 Motor Pkwy").
      const value = nameWithoutAddress(cleanName(firstColumn(candidate)));
      // "Werkstatt" or "Garage" may begin the sender's address line: an address is never the name. A firm may be named for
      // its street ("Harbour Road Motors"): a street's word with a trade's word and no number is a name.
      if (value && (!ADDRESS.test(value) || (COMPANY.test(value) && !/\d/.test(value)))) return value;
    }
  }
  return null;
}

/** A stamp's caption, the dealer's or workshop's: "Dealer stamp", "Händler (Stempel)", "Stempel des Händlers", "Werkstattstempel". */
const STAMP_LABEL =
  /(?:dealer|dealer['’]s|garage|händler|werkstatt|firma|agent)\s*(?:\(\s*(?:stamp|stempel)\s*\)|stamp|-?stempel)|(?:stamp|stempel)\s+(?:of\s+(?:the\s+)?(?:dealer|garage)|des\s+händlers|der\s+werkstatt)|(?:händler|werkstatt|firmen)stempel/;

function stampedShop(doc: DocText): string | null {
  for (const hit of findLabelled(doc, [STAMP_LABEL]))
    for (const candidate of hit.candidates) {
      const value = nameWithoutAddress(cleanName(firstColumn(candidate)));
      if (value && !ADDRESS.test(value) && !findDates(value).length && !NAME_JUDGE.isNotName(value)) return value;
    }
  return null;
}

/** Whether the line `below` follows `above` with at most a registration number or blank lines between (no address, phone, title). */
export function nothingBetween(lines: string[], above: string, below: string): boolean {
  const from = lines.findIndex((l) => firstColumn(l) === above);
  const to = lines.findIndex((l, i) => i > from && firstColumn(l) === below);
  if (from < 0 || to < 0) return false;
  return lines.slice(from + 1, to).every((l) => !/[\p{L}]{3}/u.test(l.replace(/\b(co\.?|company)?\s*reg\w*\.?\s*(no\.?)?/gi, '')));
}

function labelledWithColon(doc: DocText, field: 'shopName'): boolean {
  return findLabelled(doc, field).some((hit) => /:\s*$/.test(doc.lines[hit.lineIndex].slice(0, doc.lines[hit.lineIndex].length - hit.value.length)));
}

/**
 * Document titles and slogans: large print at the top that is not the issuer's name. A German title noun
 * ends its compound ("Kurzgutachten", "Kaufvertrag", "Werkstattrechnung").
 */
/** An appraiser's name: words of a name or a firm, never a sentence, a single trade's word or a report's title. */
export function isPlausibleAppraiser(name: string): boolean {
  const words = name.trim().split(/\s+/);
  const sentence = words.length >= 7 && words.filter((w) => /^\p{Ll}/u.test(w)).length >= 3;
  const trade = words.length === 1 && (APPRAISER_ROLE.test(name) || /(?:meister|experte)$/i.test(name));
  // A signer's role line opens with the role's own word ("Experte Technische Kommission", "Senior Appraiser"): no name.
  const first = /^(?:der|die|the)$/i.test(words[0]) ? words[1] : words[0];
  const role = words.length > 1 && ROLE_WORD.test(first) && !LEGAL_FORM.test(name);
  // A firm by its legal form may carry a report's word in its name ("KlassikCheck Gutachten GmbH").
  return !sentence && !trade && !role && (!DOC_TITLE.test(name) || LEGAL_FORM.test(name));
}

/** A role's own word, standing first where a role line begins ("Experte", "Senior", "Chief", "Club"). */
const ROLE_WORD = /^(?:experte|expert|senior|chief|club|sachverständiger|gutachter|prüfer|valuer|appraiser|assessor|surveyor|inspector|examiner)$/i;

const DOC_TITLE =
  /\b([a-zäöüß]*rechnung[a-zäöüß]*|gutschrift|credit\s+note|receipt|[a-zäöüß]*quittung|[a-zäöüß]*beleg|invoice|policy|schedule|certificate|[a-zäöüß]*bescheinigung|report|[a-zäöüß]*gutachten|[a-zäöüß]*bewertung|[a-zäöüß]*bericht|expertise|schätzung|[a-zäöüß]*vertrag|contract|bill\s+of\s+sale|agreement|statement|estimate|angebot|kostenvoranschlag|registration|zulassung|valuation|appraisal|barverkauf|cash\s+sale|voucher|[a-zäöüß]*scheckheft|serviceheft|service\s+book|[a-zäöüß]*rapport|reparatur-?auftrag|werkstatt-?auftrag|[a-zäöüß]*auftrag|customer\s+copy|copy|kopie|durchschrift|deed\s+of\s+sale|declaration\s+of\s+sale|buyer['’]s\s+order|purchase\s+order|sales\s+order)\b/i;
// "Specialists" ends many a firm's name ("Marsh Healey Specialists"): only "specialists in/for …" is a tagline.
const SLOGAN =
  /\b(since|seit|specialists?\s+(in|for|of)|spezialist\w*\s+(für|in)|your|ihr|ihre|quality|qualität|tradition|partner|aller\s+fabrikate|all\s+makes)\b|\s-\s/i;

/** "O A K W O O D   C O A C H W O R K S": letters spaced out for a logo, joined again. */
export function unspace(text: string): string {
  const words = text.trim().split(/\s{2,}/);
  if (!words.every((w) => /^(\S )+\S$/.test(w) || /^\S$/.test(w))) return text;
  return words.map((w) => w.replace(/ /g, '')).join(' ');
}

/**
 * The issuer's name from the letterhead: the largest print near the top of page 1 that reads as
 * a name (not a document title, a slogan, an address or a label), a legal form counting in its
 * favour. Only when it stands out from the body text; else null.
 */
export function letterheadName(doc: DocText): string | null {
  const rows = (doc.rows ?? []).filter((r): r is NonNullable<typeof r> => r !== null);
  if (!rows.length) return null;
  const heights = rows.flatMap((r) => r.cells.map((c) => c.y1 - c.y0)).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)];
  const pageTop = rows[0].y0;
  let best: { name: string; score: number; row: number; cell: NonNullable<(typeof rows)[number]>['cells'][number] } | null = null;
  const isFact = (text: string) => findDates(text).length > 0 || findAmounts(text).some((a) => a.isMoneyLike);
  for (const [r, row] of rows.slice(0, 14).entries()) {
    if (row.y0 - pageTop > 40 * body) break;
    // A browser's or mail program's running head over the printed page ("03/21/2019, 9:44 PM   Mail - Invoice #19751"): the
    // time of printing, not a fact of the document.
    if (r === 0 && isPrintHead(row.cells[0]?.text ?? '')) continue;
    // A table's row of column headings ("CUSTOMER NO.   ADVISOR   TAG   R.O. OPENED"): captions, however tall OCR boxes them.
    if (row.cells.length >= 4 && !/\d/.test(row.text)) continue;
    // The letterhead stands above the document's facts: after the first row with a date or a sum, no name is the issuer's.
    // In that row only the cells left of the first fact may be ("Main Street Car Care   Invoice date 2021-07-22").
    const firstFact = row.cells.findIndex((c) => isFact(c.text));
    if (firstFact === 0 || (firstFact < 0 && isFact(row.text))) break;
    const texts = /^(\S )+\S/.test(row.text) ? [row.text] : row.cells.slice(0, firstFact < 0 ? undefined : firstFact).map((c) => c.text);
    for (const raw of texts) {
      const text = withoutTitle(unspace(raw));
      const cell = row.cells.find((c) => raw.startsWith(c.text) || c.text === raw) ?? row.cells[0];
      const h = cell.y1 - cell.y0;
      if (h < body * 1.2 || !/[A-Za-zÄÖÜäöüß]{3}/.test(text) || text.length > 60) continue;
      // A salutation begins the addressee's block (DIN 5008: "Frau Ursula Brunner"; "Mr A. Cameron"), never the sender's name.
      if (SALUTATION.test(text)) continue;
      // A title's word in a firm's name ("KlassikCheck Gutachten GmbH"): its legal form makes it a name.
      if (NOT_A_NAME.test(text) || (DOC_TITLE.test(text) && !LEGAL_FORM.test(text)) || /[:@]|www\.|https?:/i.test(text) || findDates(text).length) continue;
      // One abbreviated word ("Kennz.", "Bj.") is a form's label, never a letterhead's name.
      if (/^\p{L}{1,8}\.$/u.test(text.trim())) continue;
      // An address has its number: a name in large print may name a street ("Main Street Car Care").
      if ((ADDRESS.test(text) && /\d/.test(text) && !LEGAL_FORM.test(text)) || isLabelCell(text) || findAmounts(text).some((a) => a.isMoneyLike)) continue;
      const score =
        h * (COMPANY.test(text) || LEGAL_FORM.test(text) ? 1.5 : 1) * (SLOGAN.test(text) ? 0.4 : 1) * (printedAgain(doc.lines, row.text, text) ? 1.5 : 1);
      if (!best || score > best.score) best = { name: text, score, row: r, cell };
    }
    if (firstFact > 0) break;
  }
  if (!best) return null;
  const over = wordOverName(rows, best.row, best.cell, body);
  return cleanName(over ? `${over} ${best.name}` : best.name);
}

/**
 * One word right over the name, in its column and no smaller than the body's print ("Autobedrijf" over "VAN DER MEULEN",
 * "Autohaus" over "KESSLER"): the name's first word, a trade's, set on a line of its own. Not a title, a label, a salutation, nor a logo of
 * a word the name holds already.
 */
function wordOverName(
  rows: NonNullable<DocText['rows']>[number][],
  r: number,
  cell: { text: string; x0: number; y0: number; y1: number },
  body: number,
): string | null {
  const above = r > 0 ? rows[r - 1] : null;
  const c = above?.cells.find((k) => Math.abs(k.x0 - cell.x0) < 2);
  if (!c) return null;
  const text = c.text.trim();
  const h = c.y1 - c.y0;
  if (!/^\p{Lu}[\p{L}-]{3,}$/u.test(text) || h < body * 0.9 || cell.y0 - c.y1 > h) return null;
  // A word in capitals over the name is a badge, a make's or a chain's service ("BOSCH-DIENST" over "Autoelektrik Gebr. Lindemann").
  if (!/\p{Ll}/u.test(text)) return null;
  if (NOT_A_NAME.test(text) || DOC_TITLE.test(text) || SALUTATION.test(text) || isLabelCell(text) || SLOGAN.test(text)) return null;
  return cell.text.toLowerCase().includes(text.toLowerCase()) ? null : text;
}

/** A date with the time of day, as a browser or mail program prints it at the head of a page ("15.04.21, 22:20"). */
export const isPrintHead = (text: string) => findDates(text).length > 0 && /^[\d./-]+,?\s+\d{1,2}:\d{2}(\s?[AP]M)?$/i.test(text.trim());

/** A name with the document's title after a dash ("Cotswold Classic Engineering — Invoice"): the name alone. */
export function withoutTitle(text: string): string {
  const m = /^(.*\S)\s+[—–-]\s+((?:\p{L}+\s+){0,2}\p{L}+)$/u.exec(text.trim());
  return m && DOC_TITLE.test(m[2]) && !DOC_TITLE.test(m[1]) ? m[1] : text;
}

/**
 * Whether a letterhead's name is printed again on another line of the page, as a segment of its own: the sender's line
 * over the address ("Kfz-Technik Haas, Im Kirchfeld 112, …") or the imprint. The issuer's name recurs; a logo's
 * letters ("KFZ") or a tagline do not.
 */
function printedAgain(lines: string[], rowText: string, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return lines.some((l) => l !== rowText && l.split(/\s+[·|•]\s+|,\s+|\s{3,}/).some((p) => p.trim().toLowerCase() === wanted));
}

/** A person's or firm's name without the address that follows it ("David Thornton, 12 Mill Lane"). */
export function nameWithoutAddress(name: string | null): string | null {
  if (!name) return null;
  // Segments after commas or a middle dot ("Blue Mesa Motors Inc. · 1453 Motor Pkwy · Dealer License K253811").
  // OCR reads the middle dot as a dash ("Blue Mesa Motors Inc. - 1453 Motor Pkwy").
  const parts = name.split(/(,\s+|\s+[·•|-]\s+)/);
  const at = parts.findIndex((p, i) => i > 0 && i % 2 === 0 && (/\d/.test(p) || ADDRESS.test(p)));
  if (at > 0) return cleanName(parts.slice(0, at - 1).join(''));
  // A person's name, then the town and the country they live in ("Mette Kristensen, Malmö, Schweden"): the person. A
  // credential in capitals after the name ("Susan Blake, ASA") is part of how they sign.
  const segments = parts.filter((_, i) => i % 2 === 0);
  const place = (p: string) => /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?:\s\p{Lu}\p{Ll}[\p{L}'’.-]*)?$/u.test(p.trim());
  if (segments.length > 1 && PERSON.test(segments[0].trim()) && segments.slice(1).every(place)) return segments[0].trim();
  return name;
}

/** Not OCR noise: most tokens are words of two letters or more, one of at least four. */
function looksLikeWords(line: string): boolean {
  const tokens = line.split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => /[A-Za-zÄÖÜäöüß]{2}/.test(t));
  return words.length / tokens.length >= 0.6 && tokens.some((t) => /[A-Za-zÄÖÜäöüß]{4}/.test(t));
}

/**
 * A shop's name as printed, without what OCR and the letterhead add around it: a stray mark
 * before it ("© THAI DELICIOUS RESTAURANT") and the company's registration number in brackets
 * after it ("AEON CO. (M) BHD (126926-H)").
 */
export function shopNameOf(line: string): string | null {
  const name = fixCompanySuffix(withoutTitle(line))
    .replace(/^[^\p{L}\p{N}(]+/u, '')
    // A lone digit or small letter before a capitalised name is a mark OCR read as one ("4 SYARIKAT …").
    .replace(/^(?:\d|\p{Ll})\s+(?=\p{Lu}{2})/u, '')
    .replace(/\s*\(\s*[A-Z]{0,4}\s?\d[\d\s./-]*(?:[-\s]\s?[A-Z])?\s*\)?$/, '')
    // …or printed without brackets after the legal form ("CONFECTIONERY S/B 273500-U (KSB)").
    .replace(/(\b(?:S\/B|BHD\.?|SDN\.? BHD\.?|LTD\.?|GMBH))\s+\d{5,}-?\s?[A-Z]?\b.*$/i, '$1')
    // …or after any name, when it has its check letter ("KEDAI PAPAN YEW CHUAN 0005583085-K", "… JM0352019-K").
    .replace(/(?<=\p{L}{2}\.?)\s+[A-Z]{0,4}\d{5,}\s?-\s?[A-Z](?![\p{L}\d]).*$/u, '')
    // …or the number after it whose opening bracket OCR misread ("SDN BHD CBL99K)"): a token with a digit closing a bracket never opened.
    .replace(/^([^()]*(?:\([^()]*\)[^()]*)*)\s+[^\s()]*\d[^\s()]*\)$/, '$1')
    // Specks OCR read after the name, as before it: a word of marks alone ("SHOP ]", "MART ‘"), or one small letter after capitals.
    .replace(/\s+[^\p{L}\p{N}\s().&!+]+$/u, '')
    .replace(/^([^\p{Ll}]*\p{Lu}{2}[^\p{Ll}]*)\s+\p{Ll}$/u, '$1');
  return cleanName(name);
}

/** OCR's usual misreadings of the Malaysian "SDN BHD" suffix ("SON BHD", "SDN 8HD"). */
function fixCompanySuffix(name: string): string {
  return (
    name
      .replace(/\b(?:[S5][DO0]N)(\.?)\s*(?:[B8][HN][D0O]|BD)(\.?)(?=\W|$)/g, 'SDN$1 BHD$2')
      // The "(M)" (Malaysia) before a company's suffix, its M read as the H or N it resembles.
      .replace(/\((?:H|N|IM|RM)\)(?=\s*(?:SDN|BHD)\b)/g, '(M)')
      // "S/B" (Sdn Bhd) read with digits ("5/8") after a capitalised word.
      .replace(/(?<=[A-Z]{2,}\s+)[S5]\/[B8](?=\s|$)/g, 'S/B')
      // The suffix's point OCR read as a comma where the name ends ("AEON CO. (M) BHD, (126926-H)"); an address may follow other forms' commas.
      .replace(/\b(BHD|SDN),(?=\s*(?:\(|$|BHD\b))/g, '$1.')
      .replace(/\{/g, '(')
      .replace(/\}/g, ')')
      .replace(/\)(?=[A-Za-z])/g, ') ')
      .replace(/ § /g, ' & ')
      // A bracket read as C ("(M)" → "CM)") when the line has no opening bracket of its own.
      .replace(/^([^(]*?)\bC([A-Z]{1,3})\)/, '$1($2)')
      // "!" read for an I inside a capitalised word ("FUY! MINI").
      .replace(/(?<=[A-Z]{2})!(?=\s+[A-Z]{2})/g, 'I')
      .replace(/(?<![\w.])(?:[A-Z0-9]\.)+[A-Z0-9](?![\w])/g, mendInitials)
      // A point after a whole word inside a name is a speck OCR read ("KHE ELECTRICAL. TRADING"); abbreviations ("CO.", "SDN.") are short.
      .replace(/(?<=\b\p{L}{4,})\.(?=\s+\p{L})/gu, '')
  );
}

const LETTER_FOR_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/** Initials joined by dots are letters: a digit among them is OCR's misreading of one ("T.A.5" → "T.A.S"). */
export function mendInitials(initials: string): string {
  if ((initials.match(/[A-Z]/g) ?? []).length < 2) return initials;
  return initials.replace(/[0158]/g, (d) => LETTER_FOR_DIGIT[d]);
}

/**
 * The odometer reading: every reading the page offers scored by its evidence (mileage-choice.ts), the label lists' rules'
 * choice among them with a head start. A rival almost as likely is told the user.
 */
function mileage(doc: DocText): MileageChoice | null {
  const ruled = ruledMileage(doc);
  const out: MileageCandidate[] = [];
  const add = (raw: string, c: Omit<MileageCandidate, 'value' | 'unit' | 'raw'>) => {
    const d = readingIn(raw);
    if (d) out.push({ ...c, ...d, raw, later: FOR_LATER.test(raw) && !/\d/.test(beforeLater(raw)) });
  };
  for (const hit of findLabelled(doc, 'mileage', { everyColumn: true })) {
    hit.candidates.forEach((raw, order) => add(raw, { source: 'label', label: hit.label, readingIn: hit.rank === 0, order }));
  }
  inlineMileageValues(doc.lines, LABELS.mileage).forEach((raw, order) => add(raw, { source: 'inline', label: '', order }));
  pairedMileageValues(formPairs(doc), LABELS.mileage).forEach((raw, order) => add(raw, { source: 'pair', label: '', order }));
  readingsByUnit(doc.lines).forEach((raw, order) => add(raw, { source: 'unit', label: '', order }));
  const first = ruled ? out.find((c) => c.value === ruled.value) : undefined;
  if (first) first.ruled = true;
  else if (ruled) out.push({ ...ruled, raw: String(ruled.value), source: 'label', label: '', order: 0, ruled: true });
  return chooseMileage(out);
}

/** The label lists' rules: the first labelled reading, then one in running text or a form's pair, then one by its unit. */
function ruledMileage(doc: DocText): { value: number; unit: string | null } | null {
  for (const hit of findLabelled(doc, 'mileage')) {
    for (const candidate of hit.candidates) {
      const d = readingIn(candidate);
      if (d) return d;
    }
  }
  // A label inside a run of facts or among other words over its value, then a number with its unit anywhere — never a mileage set for later.
  for (const candidate of [...inlineMileageValues(doc.lines, LABELS.mileage), ...pairedMileageValues(formPairs(doc), LABELS.mileage)]) {
    const d = readingIn(candidate);
    if (d) return d;
  }
  const byUnit = readingByUnit(doc.lines);
  return byUnit ? parseDistance(byUnit) : null;
}

/**
 * The reading in a mileage label's value. A value cell run into its neighbour's ("Mercedes-Benz 230
 * (W 114) 79.452 km"): the number with a distance's unit is the reading; else the first number, never a plate's or a year.
 */
function readingIn(candidate: string): { value: number; unit: string | null } | null {
  const withUnit = readingByUnit([candidate]);
  const read = withUnit ? parseDistance(withUnit) : null;
  if (read) return read;
  if (looksLikePlateOrYear(candidate)) return null;
  const d = parseDistance(candidate);
  return d && d.value >= 1 && d.value < 10_000_000 ? d : null;
}

/**
 * A mileage is never a plate ("MA-BK 85H", "6YKB925") nor a model year ("(1967)"): the first
 * number of the value must stand alone, not glued to letters.
 */
export function looksLikePlateOrYear(value: string): boolean {
  const m = /\d[\d.,' ]*/.exec(value);
  if (!m) return false;
  const before = value.slice(0, m.index);
  const after = value.slice(m.index + m[0].trimEnd().length);
  if (/[A-Za-zÄÖÜ]$/.test(before) || (/^[A-Za-z](?![a-z])/.test(after) && !/^(km|mi|k\b)/i.test(after))) return true;
  if (/[A-Z]{1,3}-[A-Z]{1,2}\s$/.test(before)) return true;
  // Letters joined to the figure by a hyphen ("WL-474 ZU", "HD-774"): a plate's, as a reading is never joined to a word.
  if (/(?:^|\s)[A-ZÄÖÜ]{1,3}-$/.test(before)) return true;
  return /^\(?(19|20)\d{2}\)?$/.test(m[0].trim()) && !/^\s*(km|mi|miles)/i.test(after);
}

/**
 * A certificate's serial number printed without a label in its head (a ZB I's "AB1234567"): a
 * cell holding one token of letters then six to nine digits in the first rows, largest print first.
 */
/** A licence's number by its label ("Licence No.", "Lizenz-Nr."): the words an American card also prints over its plate. */
const LICENCE_NUMBER = [/licen[cs]e\s*(?:number|no\.?|nr\.?|#)|lizenz-?(?:nr\.?|nummer)/];

/**
 * A registration paper that calls itself a licence (a vehicle licence, a licence disc) numbers itself as the licence and
 * gives the plate its own label ("Licence No.   2655887" over "Registration Mark   GK 2487"): the licence's number is the
 * paper's. Where the "licence" is the plate (an American card's "LICENSE NO.   6VHR238"), the plate's labels find that same
 * value, and it is no number of the paper's.
 */
function licenceNumber(doc: DocText, plate: string | null): string | null {
  const licence = labelledId(doc, LICENCE_NUMBER, { digitGroups: true });
  return licence && plate && !sameId(licence, plate) ? licence : null;
}

function printedSerial(doc: DocText, plate: string | null): string | null {
  const rows = (doc.rows ?? []).filter((r): r is NonNullable<typeof r> => r !== null).slice(0, 8);
  // After a number sign, as a paper numbers itself under its title ("N. CD 6145476", "Nr. AB123456"); never the plate its
  // label names, which has the same shape ("BZ 359024" under "Kennzeichen / Targa").
  const serialOf = (text: string) => /^(?:(?:[Nn][OoRr°]?\.?|#)\s+)?([A-Z]{1,3}\s?\d{6,9})$/.exec(text.trim())?.[1];
  const found = rows
    .flatMap((r) => r.cells)
    .filter((c) => serialOf(c.text) && !sameId(serialOf(c.text), plate))
    .sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0));
  // As printed: a letter code set apart from its digits ("FS 2633024") keeps its space, as a labelled one does.
  return found[0] ? serialOf(found[0].text)!.replace(/\s+/g, ' ') : null;
}

function vin(doc: DocText): string | null {
  const labelled = labelledId(doc, 'vin');
  if (labelled) return labelled.replace(/\s+/g, '').toUpperCase();
  const modern = doc.text.match(/\b[A-HJ-NPR-Z0-9]{17}\b/);
  return modern && /\d/.test(modern[0]) && /[A-Z]/.test(modern[0]) ? modern[0] : null;
}

/** "12/17/2018 to 12/17/2019", "vom 01.04.2023 bis 31.03.2024": the two dates of a period. */
function period(doc: DocText): { start: string | null; end: string | null } {
  // A cover of one day: its day is its start and its end, where no label names them.
  const day = labelledDate(doc, COVER_DAY);
  let start = labelledDate(doc, 'effectiveStart') ?? labelledDate(doc, PERIOD_BY_LAST_WORD.start) ?? day;
  // A label that says "ends" of the cover is nearer the end than a renewal's or an expiry's date (a renewal's is its start).
  const end = labelledDate(doc, 'effectiveEnd') ?? labelledDate(doc, PERIOD_BY_LAST_WORD.end) ?? day;
  // A renewal's or an expiry's date is the end only where the page prints no period: a renewal notice's "Renewal date" is
  // the new period's first day, and a schedule's "Renewal date: 3 May 1997" the day after its period ends ("03/05/1996 -
  // 02/05/1997").
  const expiry = labelledDate(doc, 'expiryDate');
  for (const hit of findLabelled(doc, 'effectivePeriod')) {
    const dates = findDates(hit.candidates[0] ?? '', doc.dayFirst);
    if (dates.length >= 2) return { start: dates[0].iso, end: dates[1].iso };
    if (dates.length === 1 && !start) start = dates[0].iso;
  }
  if (!start || !end) {
    for (const line of doc.lines) {
      const dates = findDates(line, doc.dayFirst);
      // A scan reads the printed hyphen between the two as a dash of any length ("03/05/1996 — 02/05/1997").
      if (dates.length >= 2 && /\b(to|until|through|bis|-|–)\b|\s[-–—]\s/i.test(line)) {
        return { start: start ?? dates[0].iso, end: end ?? dates[1].iso };
      }
      // Each date after its own label in a run of facts ("Eff. 11/24/2018 Exp. 05/24/2019").
      const pair = labelledDatePair(line, doc.dayFirst);
      if (pair) return { start: start ?? pair.start, end: end ?? pair.end };
    }
  }
  return { start, end: end ?? expiry };
}

const TOTAL_LINE =
  /^\W{0,3}(grand\s*)?(total|jumlah|amount\s+due|balance\s+due|summe|gesamt|end(?:betrag|summe)|rechnungsbetrag|zahlbetrag|zu\s+zahlen|brutto|net+\s+total)/i;
const TAX_SUMMARY = /\b(gst|tax|vat|mwst|ust)\s*(summary|analysis|übersicht)|(summary|analysis)\s+of\s+(gst|tax|vat)/i;
// A sum "without" its tax ("Summe ohne MwSt.", "Summe ohne moms", "total without VAT", "exkl. USt.") is the net.
const EXCLUDING = /\bex\b|excl|exclud|exkl|\bohne\b|\bwithout\b|before\s+tax|\bnetto\b/i;
const NOT_THE_TOTAL =
  /\b(qty|quantity|items?|menge|stk|discount|disc|saving|rabatt|sub|zwischen|points|punkte)\b|subtotal|zwischensumme|\bex\b|excl|exclud|exkl|\bohne\b|\bwithout\b|before\s+tax|netto\b|total\s*(gst|tax|vat|mwst|ust)\b/i;
/** A line that opens with labour's or parts' label, specific or generic ("Labor   415.09", "Teile   193,00"). */
const KIND_OF_CHARGE = new RegExp(String.raw`^\W{0,3}(?:${[...LABELS.laborCost, ...LABELS.partsCost].map((r) => r.source).join('|')})(?![\p{L}])`, 'iu');
/** A labour or parts subtotal ("Total labour", "Summe Ersatzteile"): a part of the bill, never its total. */
const PART_OF_BILL = new RegExp(String.raw`^\W{0,3}(?:${LABELS.laborCost[0].source}|${LABELS.partsCost[0].source})`, 'i');
/** A line wrapped in brackets is a remark about the bill ("(Total Included GST @ 6% : 1.42)"), never its total. */
const REMARK = /^\W{0,3}\(.*\)\W*$/;
/** Words that mark the final amount among several totals (OCR may garble "Inclusive"). */
const FINAL_TOTAL = /clusive|incl|rounded|grand|payable|due|nett|brutto|end(?:betrag|summe)|rechnungsbetrag|zu\s+zahlen|gesamtbetrag/i;

// "Net total" is the amount payable on many English receipts (after tax); only German "netto" is pre-tax.
const SUBTOTAL_LINE =
  /^\W{0,3}(sub-?\s*total|total\s+sales\s*\(?\s*ex|total\s+(excl|exclusive|before|without)|total\s*\(?\s*ex\b|netto\s+(total|amount|betrag)|zwischensumme|nettobetrag|summe\s+netto|(summe|gesamt\w*)\s+(ohne|exkl|excl))/i;
const TAX_LINE = /^\W{0,3}(total\s+)?(gst|sst|tax|vat|sales\s+tax|mwst|ust|mehrwertsteuer|umsatzsteuer)\b/i;
const NOT_TAX = /gst\s*(no|id|reg|summary)|tax\s*(invoice|code|no|id)|vat\s*(no|reg|id)|ust-?id/i;
const ROUNDING_LINE = /^\W{0,3}(round(ing)?(\s*adj\w*)?|rundung)\b/i;
// A till may print its currency before the word ("RM CASH   100.00").
const CASH_LINE = /^\W{0,3}(?:(?:rm|sgd?|usd|eur|€|\$)\s*)?(cash|tunai|bar|gegeben|tendered|payment|paid)\b(?!\s+(sale|bill|receipt|invoice))/i;
/** A payment made before the bill's balance: a deposit, a part payment, what was received. */
const PAYMENT_LINE = /^\W{0,3}(less\b|abzgl|deposit|anzahlung|abschlag|paid|payments?\b|received|erhalten|bereits\s+bezahlt|vorauszahlung)/i;
const CHANGE_LINE = /^\W{0,3}(cash\s+)?(change|rückgeld|baki|wechselgeld)\b/i;

const cents = (n: number) => Math.round(n * 100) / 100;
const lastMoney = (line: string, grammar?: NumberGrammar) =>
  findAmounts(line, grammar)
    .filter((a) => a.isMoneyLike && !/^\s*%/.test(line.slice(a.index + a.raw.length)))
    .at(-1)?.value ?? null;

/**
 * The total: a specific label ("Grand total", "Rechnungsbetrag") or a total line that says it is
 * the final one; else the largest amount on lines beginning with a total word (a total includes
 * what it sums); else subtotal + tax (+ rounding), or cash tendered − change. When the total
 * found equals the subtotal and a tax is printed, it was the pre-tax figure. A "Rounding" line
 * means cash rounding to 0.05.
 */
function totalCost(doc: DocText, opts: { vote?: boolean } = {}): { value: number | null; votes: number; candidates?: TotalCandidates } {
  // "Total Sales (Excluding GST)" names the sum before tax, however specific its wording.
  // Judged by the label's own cell: in a band of captions ("Netto   + 19 % MwSt.   Gesamtbetrag") a neighbour's "Netto" is not its.
  const specific = findLabelled(doc, 'totalCost').filter((h) => {
    const cell = labelCell(doc.lines[h.lineIndex], h);
    return h.rank === 0 && !SUBTOTAL_LINE.test(cell) && !EXCLUDING.test(cell) && !REMARK.test(doc.lines[h.lineIndex]);
  });
  let strong: number | null = null;
  let strongAt = -1;
  for (const hit of specific) {
    // Digits after the label on its own line are its value, however garbled: never a neighbour's ("Cash 100.00" below).
    for (const candidate of /\d/.test(hit.value) ? [hit.value] : hit.candidates) {
      const money = findAmounts(mendSplitDecimals(candidate), doc.numbers).filter((a) => a.isMoneyLike);
      for (const a of money) if (strong === null || a.value > strong) [strong, strongAt] = [a.value, hit.lineIndex];
      if (money.length) break;
    }
  }
  let plain: number | null = null;
  let plainAt = -1;
  let sub: number | null = null;
  let tax: number | null = null;
  let rounding: number | null = null;
  let hasRoundingLine = false;
  let cash: number | null = null;
  let change: number | null = null;
  const lastAmounts: (number | null)[] = [];
  const printed: number[] = [];
  const tenderedLine: number[] = [];
  const dotless: number[] = [];
  const payments: number[] = [];
  let inSummary = false;
  // The line where the bill's sums begin (its first subtotal, tax or total line): the items' lines stand above it.
  let sumsFrom = -1;
  for (const [at, text] of doc.lines.entries()) {
    const line = totalCell(mendSplitDecimals(text));
    // Payments are no part of the bill's arithmetic: cash tendered never sums the lines above.
    lastAmounts.push(CASH_LINE.test(line) || CHANGE_LINE.test(line) ? null : lastMoney(line, doc.numbers));
    if (sumsFrom < 0 && (SUBTOTAL_LINE.test(line) || TOTAL_LINE.test(line) || TAX_LINE.test(line))) sumsFrom = at;
    // A tax summary's table ("GST Summary   Amount   Tax" … "Total   16.71   0.99") sums net and tax apart: no total of the bill.
    if (TAX_SUMMARY.test(line)) inSummary = true;
    if (inSummary) continue;
    // The figures printed, which may back a total: never a subtotal or change given.
    const values = [
      ...new Set(
        findAmounts(line, doc.numbers)
          .filter((a) => a.isMoneyLike)
          .map((a) => a.value),
      ),
    ];
    if (PAYMENT_LINE.test(line)) payments.push(...values);
    if (CASH_LINE.test(line)) tenderedLine.push(...values);
    else if (!CHANGE_LINE.test(line) && !SUBTOTAL_LINE.test(line)) printed.push(...values);
    // A subtotal "incl. GST" already holds the tax: it is no pre-tax figure.
    if (SUBTOTAL_LINE.test(line) && !/\bincl/i.test(line)) {
      const v = lastMoney(line, doc.numbers);
      if (v !== null) sub = Math.max(sub ?? v, v);
      continue;
    }
    if (TAX_LINE.test(line) && !NOT_TAX.test(line)) {
      tax ??= lastMoney(line, doc.numbers);
      continue;
    }
    if (ROUNDING_LINE.test(line)) {
      hasRoundingLine = true;
      rounding ??= lastMoney(line, doc.numbers);
      continue;
    }
    // "Cash 8.60 / Tendered 9.00 / Change 0.40": the payment's name and its amount, then what was handed over; the change is given from the most handed over.
    if (CASH_LINE.test(line)) {
      const paid = lastMoney(line, doc.numbers);
      if (paid !== null) cash = Math.max(cash ?? paid, paid);
    }
    if (CHANGE_LINE.test(line)) change ??= lastMoney(line, doc.numbers);
    if (!TOTAL_LINE.test(line) || NOT_THE_TOTAL.test(line) || PART_OF_BILL.test(line) || REMARK.test(line)) continue;
    let money = findAmounts(line, doc.numbers).filter((a) => a.isMoneyLike && !/^\s*%/.test(line.slice(a.index + a.raw.length)));
    // OCR may drop a total's last digit ("NET TOTAL 174,9"): on a total's line, one decimal still reads as money.
    if (!money.length) money = findAmounts(line, doc.numbers).filter((a) => /\d[.,]\d$/.test(a.raw) && a.index === line.trimEnd().length - a.raw.length);
    // A total's label whose figure the page wraps to the next line ("Gesamt DKK" / "kr. 17.873,11", "Total due" / "$ 412.50").
    if (!money.length) money = figureUnder(doc.lines, at);
    if (!money.length) {
      const read = dotlessCents(line);
      if (read !== null) dotless.push(read);
      continue;
    }
    const value = Math.max(...money.map((a) => a.value));
    if (FINAL_TOTAL.test(line)) {
      if (strong === null || value > strong) [strong, strongAt] = [value, at];
    } else if (plain === null || value > plain) [plain, plainAt] = [value, at];
  }
  // A total the page goes on to add a charge to ("NETT TOTAL 45.62 / V.A.T. @ 8% 3.65 / TOTAL £ 49.27"): a net, however final its
  // label reads on a till ("Nett total"); the later total that holds it and the tax charged between them is the bill's.
  if (strong !== null && plain !== null && plain > strong && plainAt > strongAt && strongAt >= 0) {
    const added = plain - strong;
    const taxes = doc.lines.slice(strongAt + 1, plainAt).filter((l) => TAX_NAMED.test(l));
    if (taxes.some((l) => findAmounts(l, doc.numbers).some((a) => a.isMoneyLike && Math.abs(a.value - added) < 0.015))) strong = plain;
  }
  // A balance after a payment ("TOTAL 1,199.06 / Deposit (100.00) / BALANCE DUE 1,099.06") is what is left to pay,
  // not the bill: a total that the payment takes down to it is the bill's total.
  // A payment may be printed as a deduction ("Paid 12/15/2025 (Zelle)   -$571.74"): its size is what counts.
  if (strong !== null && plain !== null && plain > strong && payments.some((p) => Math.abs(plain! - Math.abs(p) - strong!) < 0.015)) strong = plain;
  // A balance of nothing ("BALANCE DUE 0.00") says the bill was settled; it is never the bill's total.
  if (strong === 0) strong = null;
  if (plain === 0) plain = null;
  const derived = sub !== null && tax !== null && tax > 0 && tax < sub ? cents(sub + tax + (rounding ?? 0)) : null;
  const tendered = cash !== null && change !== null && cash - change > 0 ? cents(cash - change) : null;
  let total = strong ?? plain ?? derived ?? tendered;
  let votes = total === null ? 0 : 1;
  // A till receipt's lines check each other: the value most of them agree on wins.
  // Cash tendered backs the total when it was paid exactly (no change given); else it is the tendered vote's own line.
  if (tendered === null) printed.push(...tenderedLine);
  const sums = sumLineValues(lastAmounts).sort((a, b) => b - a);
  const summed = sums[0] ?? null;
  // A rounding the till printed brings subtotal and tax to its step (95.17 + 5.71 + 0.02 = 100.90): three figures that close so
  // were read right, each of them, against a total's label whose figure is one misread digit off it ("100.80"). A figure
  // further off is another sum (a service charge the arithmetic leaves out).
  const onStep = (n: number) => Math.abs(n * 20 - Math.round(n * 20)) < 1e-6;
  const closes =
    derived !== null &&
    rounding !== null &&
    Math.abs(rounding) >= 0.005 &&
    onStep(derived) &&
    !onStep(cents(derived - rounding)) &&
    [strong, plain].some((v) => v !== null && oneDigitApart(v, derived));
  const candidates = {
    strong,
    plain,
    derived,
    tendered,
    summed,
    sums,
    printed,
    dotless,
    items: itemsSum(lastAmounts.slice(0, Math.max(0, sumsFrom))),
    derivedCloses: closes,
  };
  const agreed = opts.vote ? chooseTotal(candidates) : null;
  if (agreed) ({ value: total, votes } = agreed);
  // A till's total read as its subtotal (or subtotal and tax) with a digit lost ("Total Sales Incl GST 8,97" under "Sub-total 88.97"): the
  // subtotal (with its tax, where printed apart) is the figure, rounded below where the till rounds. Not where a payment
  // or a discount follows the subtotal: a balance after a deposit may be the subtotal less a digit by chance (1,500.00 → 150.00).
  const read = total;
  if (
    opts.vote &&
    read !== null &&
    sub !== null &&
    !payments.length &&
    !deductedAfterSubtotal(doc.lines) &&
    [sub, derived].some((v) => v !== null && lostADigitOf(read, v))
  )
    total = derived ?? sub;
  // A total equal to the subtotal, with tax printed, was the pre-tax figure, unless the page backs it twice.
  if (total !== null && derived !== null && Math.abs(total - (sub ?? 0)) < 0.005 && votes < 2) total = derived;
  // A till receipt with no total line: its "Net Amt" (after tax on a till, unlike an invoice's net amount) is what was paid.
  if (total === null && opts.vote) {
    for (const line of doc.lines) if (/^\W{0,3}net+\s+(amt|amount)\b/i.test(line)) total = lastMoney(mendSplitDecimals(line), doc.numbers) ?? total;
  }
  // A till receipt printing no total line, only its subtotal ("SUBTOTAL 28.70", the tax "INC 6% GST"): the subtotal is what was paid.
  if (total === null && opts.vote) total = sub;
  // No total line at all, but a payment and no change given ("Paid   £249.04"): what was paid is the total.
  if (total === null && cash !== null && change === null) total = cash;
  // A band of captions over a row of figures ("PARTS   LABOUR   NETT   VAT 20%   TOTAL £" / "184.88 … 271.06"): no line
  // holds a total's label and its figure, but the caption "Total" has its figure under it.
  if (total === null) {
    for (const hit of findLabelled(doc, 'totalCost')) {
      if (!/^(total|gesamt|summe)\b/i.test(hit.label.trim())) continue;
      const figure = hit.candidates.flatMap((c) =>
        findAmounts(c, doc.numbers).filter((a) => a.isMoneyLike && !/^\s*%/.test(c.slice(a.index + a.raw.length))),
      )[0];
      if (figure) total = Math.max(total ?? figure.value, figure.value);
    }
  }
  // A receipt that writes the sum received out in words and in figures ("THE SUM OF One hundred fifty-six and 00/100").
  // Its figures unread (a scan), the sum written with its hundredths still says it.
  if (total === null) total = sumInWordsAndFigures(doc.lines, figuresOf(doc)) ?? writtenSum(doc.lines);
  // No total's label the lists know ("Pay this amt", a bare figure under a column of prices): the largest figure that the
  // amounts printed right above it add up to is the bill's sum — arithmetic the page shows, not a guess at a word.
  // A sum under labour's or parts' own label ("Labor   415.09" under the jobs) is a part of the bill, and a figure that
  // larger ones follow is none of its sum (1 + 2 = 3 in a column of page totals 1 … 10).
  const nothingLargerAfter = (v: number) => {
    const at = lastAmounts.findLastIndex((a) => a !== null && Math.abs(a - v) < 0.005);
    return lastAmounts.slice(at + 1).every((a) => a === null || a <= v + 0.005);
  };
  if (total === null && !opts.vote)
    total =
      sums.find((v) => nothingLargerAfter(v) && !lastAmounts.some((a, j) => a !== null && Math.abs(a - v) < 0.005 && KIND_OF_CHARGE.test(doc.lines[j]))) ??
      null;
  if (total === null) {
    for (const line of doc.lines) {
      if (/\b(cash|change|tendered|bar|gegeben|rückgeld|paid|bezahlt|tel|fax|phone)\b/i.test(line)) continue;
      for (const a of findAmounts(line, doc.numbers)) if (a.isMoneyLike && a.currency && (total === null || a.value > total)) total = a.value;
    }
  }
  return { value: total === null ? null : roundedTotal(total, hasRoundingLine, rounding), votes, candidates };
}

/** The sum of the items' amounts (each line's last), when two lines or more carry one. */
function itemsSum(amounts: (number | null)[]): number | null {
  const present = amounts.filter((a): a is number => a !== null && a > 0);
  return present.length >= 2 ? cents(present.reduce((a, b) => a + b, 0)) : null;
}

/** The figure alone on the line after a label (a currency at most beside it), or none: the label's value wrapped under it. */
function figureUnder(lines: string[], at: number): FoundAmount[] {
  const next = lines.slice(at + 1).find((l) => l.trim());
  if (next === undefined) return [];
  const money = findAmounts(next).filter((a) => a.isMoneyLike);
  return money.length === 1 && !/\p{L}{2,}/u.test(next.replace(money[0].raw, '').replace(/\b(?:kr|EUR|USD|GBP|CHF|DKK|SEK|NOK|DM|ATS|sfr|fr)\b\.?/gi, ''))
    ? money
    : [];
}

/** Whether a discount of some amount follows the bill's subtotal ("Discount 10.00"; an item's discount above it, or "Discount 0.00", takes nothing off it). */
function deductedAfterSubtotal(lines: string[]): boolean {
  const at = lines.findLastIndex((l) => SUBTOTAL_LINE.test(l));
  return at >= 0 && lines.slice(at + 1).some((l) => /\b(disc(ount)?|rabatt|nachlass)\b/i.test(l) && findAmounts(l).some((a) => a.isMoneyLike && a.value !== 0));
}

/** The cell a label stands in, from the label on: its line up to the next column gap (three spaces, as rows are joined). */
export function labelCell(line: string, hit: { label: string; labelEnd: number }): string {
  const from = Math.max(0, hit.labelEnd - hit.label.length);
  return line.slice(from).split(/\s{3,}/)[0];
}

/**
 * A "Rounding" line means cash rounding to 0.05: the total plus the printed adjustment when that
 * lands on 0.05, else the total rounded. A printed adjustment of 0.00 says the shop did not round
 * ("Rounding: 0.00" under a total of 93.07): the total stands.
 */
export function roundedTotal(total: number, hasRoundingLine: boolean, rounding: number | null): number {
  const isRounded = (n: number) => Math.abs(n * 20 - Math.round(n * 20)) < 1e-6;
  if (!hasRoundingLine || isRounded(total) || (rounding !== null && Math.abs(rounding) < 0.005)) return total;
  return rounding !== null && isRounded(cents(total + rounding)) ? cents(total + rounding) : cents(Math.round(total * 20) / 20);
}

/**
 * A total line's figure whose decimal point OCR lost ("Grand Total   92 80", "Total: 9280"): the
 * digits at the line's end read as cents, or null. Only ever a supporter of another reading.
 */
export function dotlessCents(line: string): number | null {
  const m = /(?<![\d.,])(\d{1,4}) ?(\d{2})\s*$/.exec(line);
  if (!m || (m[1].length < 2 && !line.slice(0, m.index).trim())) return null;
  return Number(`${m[1]}.${m[2]}`);
}

/**
 * A total label may stand in a later column of its line, after a time or a till's number
 * ("19:32:35   Total:   593.10"): the line is read from that cell on, when nothing before it is money.
 */
export function totalCell(line: string): string {
  if (TOTAL_LINE.test(line)) return line;
  const cells = line.split(/(?<=\S)(?=\s{3,}\S)/);
  for (let i = 1; i < cells.length; i++) {
    const rest = cells.slice(i).join('').trimStart();
    if (!TOTAL_LINE.test(rest)) continue;
    return findAmounts(cells.slice(0, i).join('')).some((a) => a.isMoneyLike) ? line : rest;
  }
  return line;
}

/** Identifier labels that are no policy's or certificate's number (see `identifierByLabelShape`). */
const NOT_A_POLICY = /kunde|customer|client|account|konto|tel|phone|fax|vat|ust|steuer|tax|iban|invoice|rechnung/i;
const NOT_A_PLATE = /vin|ident|chassis|frame|fahrgestell|serial|kunde|customer|account|konto|tel|phone|fax|zip|post|policy|invoice|rechnung/i;
const NOT_A_REGISTRATION = /kennz|plate|licen[cs]e|lic\b|tag|vin|ident|chassis|frame|fahrgestell|tel|phone|fax|kunde|customer|ausweis/i;

/** A label naming the buying party, on paper where the other party is the issuer. */
const BUYER_NAMED = /\b(sold\s+to|buyer|purchaser|invoice\s+to|bill\s+to|käufer(in)?|erwerber)\b/i;

/** The issuer says in the first person plural that it sold: a dealer's invoice of a car. */
const WE_SOLD = /\b(wir\s+(haben\s+)?(verkauft|verkauften|verkaufen)|we\s+(have\s+)?sold|sold\s+to\s+you)\b/i;

/**
 * A name with a form's caption before it ("Name: Monika Hinrichs", "Vor- und Zuname: …", "Printed name: David Gallagher"): the
 * name alone. A caption of two words that names the name's parts ("Name, Vorname Dieter Fischer") needs no colon.
 */
function withoutCaption(name: string | null): string | null {
  if (!name) return null;
  const bare = name
    .replace(/^(?:(?:full\s+|printed\s+|vor-?\s*und\s+zu)?name|vorname,?\s*name)\s*:\s*/i, '')
    .replace(/^(?:name,\s*vorname|vorname,\s*name|family\s+name,\s*first\s+name)\s+(?=\p{Lu})/iu, '');
  return bare || null;
}

const sameId = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * An insurance paper's premium when no premium label is known: its amount under a total's label
 * ("Total to pay"), the last such on the page, unless it is the insured (agreed) value — a premium
 * is what is paid for the year, never the car's value.
 */
function premiumAsTotal(pairs: FormPair[], insuredValue: number | null | undefined): number | null {
  const total = new RegExp(`^(?:${LABELS.totalCost.map((r) => r.source).join('|')})`, 'i');
  const totals = pairs
    .filter((p) => total.test(p.label))
    .map((p) => findAmounts(p.value).find((a) => a.isMoneyLike)?.value ?? null)
    .filter((v): v is number => v != null && (insuredValue == null || Math.abs(v - insuredValue) >= 0.005));
  return totals.length ? totals[totals.length - 1] : null;
}
/** A contract's price when no label names it: the largest sum it prints in a currency (a deposit or a balance is a part of it). */
const figuresOf = (doc: DocText) => findAmounts(doc.text).map((a) => a.value);

function largestSum(doc: DocText): number | null {
  const sums = findAmounts(doc.text).filter((a) => a.isMoneyLike && a.currency);
  return sums.length ? Math.max(...sums.map((a) => a.value)) : null;
}

function firstDate(doc: DocText): string | null {
  return findDates(doc.text, doc.dayFirst)[0]?.iso ?? null;
}

/**
 * Dates the page gives another meaning by their labels (first registration, build year, an
 * inspection or expiry date), wherever the label stands (beside, above, a column heading), and
 * the vehicle's year they tell.
 */
export function claimedDates(doc: DocText): { dates: Set<string>; year: number | null } {
  const dates = new Set<string>();
  let year: number | null = null;
  for (const field of ['vehicleDate', 'expiryDate', 'lossDate'] as const) {
    for (const hit of findLabelled(doc, field)) {
      for (const candidate of hit.candidates) {
        const date = findDates(candidate, doc.dayFirst)[0];
        const bareYear = /^\(?((?:19|20)\d{2})\)?$/.exec(candidate.trim())?.[1];
        if (!date && !bareYear) continue;
        if (date) dates.add(date.iso);
        if (field === 'vehicleDate') {
          const y = Number(date ? date.iso.slice(0, 4) : bareYear);
          year = year === null ? y : Math.min(year, y);
        }
        break;
      }
    }
  }
  return { dates, year };
}

type DateField = 'serviceDate' | 'saleDate' | 'appraisalDate';

/**
 * A bill's, a contract's or a report's date: of every date on the page, the best by its role, its
 * place and the other dates (see `chooseDate`). A date no label names is a guess the user is told
 * about (the page's first, a contract's latest) or a reading of the layout (another); a rival
 * close in score makes the choice doubtful.
 */
function scoredDate(doc: DocText, out: ExtractedFields, field: DateField, vehicleYear?: number | null): string | null {
  const purpose = field === 'serviceDate' ? 'bill' : field === 'saleDate' ? 'sale' : 'appraisal';
  const choice = chooseDate(doc, purpose, { minYear: vehicleYear ?? claimedDates(doc).year });
  if (!choice) return null;
  if (choice.role === 'none') {
    const dates = findDates(doc.text, doc.dayFirst).map((d) => d.iso);
    const told = purpose === 'sale' ? dates.sort().at(-1) : dates[0];
    if (choice.iso === told) (out.guessed ??= []).push(field);
    else if (field === 'serviceDate') (out.inferred ??= []).push(field);
    else (out.doubtful ??= []).push({ field, rival: choice.rival ?? told ?? choice.iso });
  } else if (choice.rival) (out.doubtful ??= []).push({ field, rival: choice.rival });
  return choice.iso;
}

/**
 * Labour and parts as the page's arithmetic backs them: of the labelled figures and the sums of
 * the item lines (labelled first), the pair that adds up to the total (less its tax) wins; when
 * none does, the labelled figure, else the lines' sum. `charges`: amounts printed alone on a line that is no item's.
 */
export function labourAndParts(
  labour: (number | null)[],
  parts: (number | null)[],
  total: number | null | undefined,
  tax: number | null | undefined,
  printed: number[] = [],
  charges: number[] = [],
): { labour: number | null; parts: number | null } {
  // A part of the bill never exceeds the bill: a postcode or a customer number read under a label is no cost.
  const plausible = (v: number | null | undefined) => v != null && (total == null || v <= total + 0.005);
  const fallback = { labour: [labour[0], labour[1]].find(plausible) ?? null, parts: [parts[0], parts[1]].find(plausible) ?? null };
  if (total == null) return fallback;
  const targets = [total, ...(tax != null && tax > 0 && tax < total ? [total - tax] : [])];
  // Both labelled, and with the tax they leave of the total a charge the page prints on a line of its own (a fee charged
  // apart, outside the tax: "HU-Gebühr (nicht steuerbar)", "Environmental fee"): the page's own subtotals stand, before
  // item lines' sums that may have counted the fee as a part. A charge apart may be as large as labour and parts together
  // (a sublet firm's work, an MOT fee on a small job): a figure printed on a line of its own is evidence however large.
  const [l0, p0] = [labour[0], parts[0]];
  if (l0 != null && p0 != null && tax != null && tax > 0) {
    const rest = total - tax - l0 - p0;
    if (rest > 0.005 && rest <= l0 + p0 && charges.some((a) => Math.abs(a - rest) < 0.015)) return { labour: l0, parts: p0 };
  }
  // A credit the page prints ("Gutschrift Kulanz −90,00", "Less goodwill −45.00") is taken off labour and parts before the total.
  const credits = [0, ...new Set(printed.filter((a) => a < 0))];
  // A figure the page prints under one kind's label is not the other kind's sum, though the net's two addends come in
  // either order ("Parts   25.20" over "Labour   250.00"); unless both labels print it.
  const same = (a: number | null | undefined, b: number | null | undefined) => a != null && b != null && Math.abs(a - b) < 0.005;
  const crossed = (l: number, p: number) => !same(l0, p0) && ((same(l, p0) && !same(l, l0)) || (same(p, l0) && !same(p, p0)));
  for (const l of labour) {
    for (const p of parts) {
      if (l == null || p == null || crossed(l, p)) continue;
      if (targets.some((t) => credits.some((c) => Math.abs(l + p + c - t) < 0.015))) return { labour: l, parts: p };
    }
  }
  // A tax under a label no list knows ("Tax on parts (6 %)"): labour and parts whose remainder to the total is an
  // amount the page prints, a fair share of them (at most a quarter), are backed by the page all the same.
  if (tax == null) {
    for (const l of labour) {
      for (const p of parts) {
        if (l == null || p == null || crossed(l, p)) continue;
        const rest = total - l - p;
        if (rest > 0.005 && rest <= 0.25 * (l + p) && printed.some((a) => Math.abs(a - rest) < 0.015)) return { labour: l, parts: p };
      }
    }
  }
  return fallback;
}

/**
 * The names of a list's items as its sum on the page has them. A negative amount ("abzgl. 10 % Kundenrabatt auf Teile
 * −32,51") is an adjustment of the list, not an item. A list that adds up to more than its subtotal by exactly one
 * item's amount, an amount the page charges again on a line of its own (`apart`), holds a row the subtotal leaves out:
 * a fee charged apart ("MOT test", "Gebühr Hauptuntersuchung"), no part.
 */
export function itemsOfSum(items: { text: string; amount: number | null }[], subtotal: number | null | undefined, apart: number[]): string[] {
  let kept = items;
  const total = sum(items.map((i) => i.amount));
  if (subtotal != null && total != null && Math.abs(total - subtotal) > 0.015) {
    const over = items.filter(
      (i) => i.amount != null && i.amount > 0 && Math.abs(total - subtotal - i.amount) < 0.015 && apart.some((a) => Math.abs(a - i.amount!) < 0.015),
    );
    if (over.length === 1) kept = items.filter((i) => i !== over[0]);
  }
  return kept.filter((i) => i.amount == null || i.amount >= 0).map((i) => i.text);
}

/**
 * Labour's or parts' labelled sum. A table whose type column names each row's kind ("Labor   Renew spark plugs   3.00
 * 99.00   297.00") prints the label on every row: a row that goes on in words and figures is an item, not the sum. Of the
 * label's other figures the one that reads as the sum wins (subtotal-choice.ts), not the first.
 */
function labelledSubtotal(doc: DocText, field: 'laborCost' | 'partsCost'): number | null {
  const rows = findLabelled(doc, field)
    .filter((h) => isItemRow(h.value) || describedRow(doc.lines[h.lineIndex], h) || isListHeading(doc.lines, h) || insideDescription(doc.lines[h.lineIndex], h))
    .map((h) => h.lineIndex);
  return chooseSubtotal(labelledFigures(rows.length ? { ...doc, lines: doc.lines.map((l, i) => (rows.includes(i) ? '' : l)) } : doc, field));
}

/**
 * A label alone on its line over priced lines of words ("LABOUR" / "Adjust headlamp aim   240.00"): the heading of a
 * section of items, whose sum the page prints elsewhere, not a label over its value.
 */
export function isListHeading(lines: string[], hit: { value: string; lineIndex: number }): boolean {
  const next = lines[hit.lineIndex + 1]?.trim() ?? '';
  const first = findAmounts(next).find((a) => a.isMoneyLike);
  return hit.value === '' && !!first && /\p{L}{4,}/u.test(next.slice(0, first.index));
}

/**
 * A kind's word in a cell of its own before a description in another and its price ("Labor   R&R water pump   25.04",
 * a code column written out by the page's key): an item of that kind, however few its figures.
 */
function describedRow(line: string, hit: { labelEnd: number }): boolean {
  const m = /^\s{3,}([^\d\s][^\d]*?)\s{3,}\S/.exec(line.slice(hit.labelEnd));
  return !!m && /[\p{L}&/]{2,}\s+\p{L}{2,}/u.test(m[1]) && findAmounts(line.slice(hit.labelEnd)).some((a) => a.isMoneyLike);
}

/**
 * A kind's word inside an item's description, words before it in its cell and a row's figures after it ("Babbitt metal,
 * Labor   4   25.70   102.80", "Dichtmasse, Arbeit   1   8,50   8,50"): an item, not the kind's label.
 */
export function insideDescription(line: string, hit: { label: string; labelEnd: number; value: string }): boolean {
  const start = hit.labelEnd - hit.label.length;
  const gap = line.lastIndexOf('   ', start - 1);
  const before = line.slice(gap < 0 ? 0 : gap + 3, start);
  return /\p{L}{2,}/u.test(before) && findAmounts(hit.value).length >= 2;
}

/** A row's text after its first cell: words of a description, then two figures or more (quantity, price, amount). */
export const isItemRow = (value: string) => /^\p{L}{2,}\s+\p{L}{2,}/u.test(value) && findAmounts(value).length >= 2;

/** Amounts printed alone on their line (a zero beside them aside), on lines that are no item's: the page's charges and sums. */
export function chargesApart(lines: string[], items: { text: string }[]): number[] {
  const out: number[] = [];
  for (const line of lines) {
    if (items.some((i) => line.trim().startsWith(i.text))) continue;
    const money = findAmounts(line).filter((a) => a.isMoneyLike && a.value !== 0 && !/^\s*%/.test(line.slice(a.index + a.raw.length)));
    if (money.length === 1) out.push(money[0].value);
  }
  return out;
}

/** Items in the order their lines stand on the page. */
function inPageOrder(items: LineItem[], lines: string[]): LineItem[] {
  const at = (i: LineItem) => lines.indexOf(ownLine(i, lines));
  return [...items].sort((a, b) => at(a) - at(b));
}

/** The line an item was read from: one that begins a cell with its text (a letterhead that names the same service, "Reifen ·
 * Auswuchten", does not), else the first that holds it. */
function ownLine(item: LineItem, lines: string[]): string {
  const cells = (l: string) => l.split(/\s{3,}|\t/).map((c) => c.trim());
  return (
    lines.find((l) => cells(l).includes(item.text)) ??
    lines.find((l) => cells(l).some((c) => c.startsWith(item.text))) ??
    lines.find((l) => l.includes(item.text)) ??
    ''
  );
}

/** The lists' sums stand on the page: each (their subtotals) or together (the net, the total). */
function sumsPrinted(items: LineItems, printed: number[]): boolean {
  const isPrinted = (v: number | null) => v === null || printed.some((a) => Math.abs(a - v) < 0.011);
  const [work, parts] = [sum(items.work.map((i) => i.amount)), sum(items.parts.map((i) => i.amount))];
  return (isPrinted(work) && isPrinted(parts)) || isPrinted((work ?? 0) + (parts ?? 0));
}

function sum(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.round(present.reduce((a, b) => a + b, 0) * 100) / 100 : null;
}

/**
 * `reading`: the text in the reader's own order (Tesseract's lines), when `doc` was built from the
 * words' positions. A till receipt is one column whose head (the shop's name, often in several
 * short lines of mixed size) reads best in that order.
 */
export function extractFields(page: DocText, type: DocumentType, reading: DocText = page, opts: { vehicleYear?: number | null } = {}): ExtractedFields {
  // Sums in two currencies side by side: the readers see the payable column alone.
  const doc = payableColumnOnly(page);
  const out: ExtractedFields = { pairs: [] };
  out.vin = vin(doc);
  const docNumber = labelledId(doc, 'documentNumber');
  if (docNumber) out.pairs.push({ key: 'documentNumber', value: docNumber });

  switch (type) {
    case 'service': {
      out.serviceDate = scoredDate(doc, out, 'serviceDate', opts.vehicleYear);
      out.shopName = findShopName(doc, { letterhead: true });
      const km = mileage(doc);
      if (km) {
        out.serviceMileage = km.value;
        if (km.unit) out.pairs.push({ key: 'mileageUnit', value: km.unit });
        if (km.rival !== null) out.doubtfulMileage = km.rival;
      }
      const printed = findAmounts(doc.text)
        .filter((a) => a.isMoneyLike)
        .map((a) => a.value);
      // The item table read by its columns, when its structure and arithmetic are sure and the line readers' lists are
      // not (empty, or their sums printed nowhere on the page); a list the table lacks comes from the line readers.
      // Two tables side by side under one heading row (jobs left, parts right) are read apart, before any other reader.
      // A block of the order's fields beside the list shares its rows: where a reader of whole lines took a field's value
      // for an item, the lists are read region by region.
      // The lists' readers take no grammar of numbers: a page in whole units gives them its sums as single numbers.
      const perNumber = doc.numbers?.wholeUnits ? { ...doc, lines: doc.lines.map((l) => inPerNumberForm(l, doc.numbers)) } : doc;
      const sideBySide = (rows: DocText['rows']) => sideBySideTables(rows) ?? headedListsSideBySide(rows);
      const ld = listPage(perNumber, (page) => sideBySide(page.rows) ?? extractLineItems(page.lines));
      const paired = sideBySide(ld.rows);
      const lined = paired ?? extractLineItems(ld.lines);
      const byColumns = paired ? null : readItemTable(ld.rows, printed);
      // A "job" that prints its own time ("Arbeitszeit 3,5 Std. à") is the labour's charge line: the line readers missed the jobs.
      const linedJobs = lined.work.length > 0 && !lined.work.some((i) => TIME_IN_TEXT.test(i.text));
      // A split the page's own subtotals confirm, each under its kind's label ("SUMME ARBEITSLOHN", "SUMME ERSATZTEILE"),
      // is sure whatever told the rows apart (a type column's codes "AL" / "ET").
      const [labourSub, partsSub] = [labelledSubtotal(doc, 'laborCost'), labelledSubtotal(doc, 'partsCost')];
      const confirmed = (v: number | null, sub: number | null) => v !== null && sub !== null && Math.abs(v - sub) < 0.011;
      const splitBySubtotals =
        !!byColumns?.work.length && !!byColumns.parts.length && confirmed(byColumns.labourSum, labourSub) && confirmed(byColumns.partsSum, partsSub);
      // A sure table that holds more rows than the line readers found, list by list as many at least, read what they missed.
      const holdsMore =
        !!byColumns &&
        byColumns.work.length >= lined.work.length &&
        byColumns.parts.length >= lined.parts.length &&
        byColumns.work.length + byColumns.parts.length > lined.work.length + lined.parts.length;
      const table = (byColumns?.isSure || splitBySubtotals) && (!linedJobs || !sumsPrinted(lined, printed) || holdsMore) ? byColumns : null;
      // Lists closed by subtotals that name their kind ("Lohn   352,00" under the jobs) are sure of each row's kind.
      const read = table ? { work: table.work.length ? table.work : lined.work, parts: table.parts.length ? table.parts : lined.parts } : lined;
      const grouped = listsBySubtotals(ld);
      // A list the subtotals leave empty (charges for time only) is the other readers'.
      const found = grouped ? { work: grouped.work.length ? grouped.work : read.work, parts: grouped.parts.length ? grouped.parts : read.parts } : read;
      // A ticket of priced lines that names no labour and no parts (no heading, label, time, count or type): every line is
      // a job the shop did, a filter fitted as much as an oil service — unless two rows or more are written as jobs done
      // ("Bremsen vorne überholt", "Replace water pump") beside bare things ("Stoßdämpfer (Paar)"): those are its parts.
      const unsorted = !table && !grouped && unsortedBill(ld.lines) && labourSub === null && partsSub === null;
      // One list headed as both kinds ("Artikel / Leistung", "Teile / Arbeiten"): each row goes where its words say (a
      // fitting, a test, a verb of work is a job), unless the page's subtotals or a type column told the rows apart.
      const rows = inPageOrder([...found.work, ...found.parts], ld.lines);
      const mixed = !grouped && !splitBySubtotals && ld.lines.some(isMixedListHeading) && !rows.some((r) => itemOf(ownLine(r, ld.lines))?.kind);
      // The mixed list's own rows, its unpriced jobs among them, where they are more than the readers found.
      const ownRows = mixed ? mixedListRows(ld.lines) : null;
      const listed = mixed
        ? sortedByWords(ownRows && ownRows.length > rows.length ? ownRows : rows)
        : unsorted
          ? plainlyOfBothKinds(rows)
            ? sortedByWords(rows)
            : { work: rows, parts: [] }
          : found;
      // A tax charged at its rate ("zuzüglich 16 % Mehrwertsteuer   DM 2.760,32") is no item, whatever reader listed it.
      const notTax = (i: LineItem) => !(TAX_NAMED.test(i.text) && /\d\s?%/.test(i.text));
      const listedItems = { work: listed.work.filter(notTax), parts: listed.parts.filter(notTax) };
      // The summary's lines read as rows, and the rows of charges the page sums apart (fuel, towing, travel), out of the lists.
      const { items, charges, setApart } = setApartCharges(listedItems, ld.lines);
      const total = totalCost(doc);
      // A total read under a weak label, or taken as the page's largest sum (a deposit may be), gives way to one the page's
      // arithmetic backs (net + tax) — unless a final total's label or a labelled net plus tax already gave it.
      const witnessed = totalByArithmetic(doc);
      const { strong = null, plain = null, derived = null } = total.candidates ?? {};
      out.totalCost = witnessed !== null && strong === null && derived === null && (plain === null || witnessed > plain) ? witnessed : total.value;
      out.tax = labelledAmount(doc, 'tax') ?? taxByArithmetic(doc, out.totalCost);
      // Two subtotals the net adds up from, whatever their labels: labour and parts (in the table's order) when nothing better adds up.
      const split = addendsOfTotal(doc);
      const apart = chargesApart(ld.lines, [...listedItems.work, ...listedItems.parts]);
      // A letter that bills its work in sentences: its sums stand last, where the page's arithmetic backs them.
      const prose = proseCharges(doc.lines, doc.numbers);
      ({ labour: out.laborCost, parts: out.partsCost } = labourAndParts(
        // A sure table's sums stand last: they win only where the page's arithmetic backs them.
        [
          labelledSubtotal(doc, 'laborCost'),
          table?.work.length ? table.labourSum : sum(items.work.filter((i) => !grouped?.besides?.includes(i)).map((i) => i.amount)),
          ...(split ?? []),
          byColumns?.isSure ? byColumns.labourSum : null,
          prose.labour,
        ],
        [
          labelledSubtotal(doc, 'partsCost'),
          table?.parts.length ? table.partsSum : sum(items.parts.filter((i) => !grouped?.besides?.includes(i)).map((i) => i.amount)),
          ...(split ? [split[1], split[0]] : []),
          byColumns?.isSure ? byColumns.partsSum : null,
          prose.parts,
        ],
        // Charges summed apart (fuel, towing) are in the total but neither labour nor parts.
        out.totalCost != null && setApart > 0 ? out.totalCost - setApart : out.totalCost,
        out.tax,
        printed,
        apart,
      ));
      // Rows the readers put in the wrong list, told apart by the page's labour and parts sums.
      const sorted = itemsBySums(items, out.laborCost, out.partsCost, ld.lines) ?? items;
      // A job charged apart from the labour subtotal (a sublet firm's work, the test an MOT fee pays for) is still work done:
      // only the parts list gives up a fee its subtotal leaves out.
      out.workPerformed = jobsOnly(itemsOfSum(sorted.work, out.laborCost, []));
      // No job found: jobs may be a repair order's corrections ("CORRECTION: INSTALL NEW MUFFLER AND CLAMPS"), the ticked
      // boxes of a form's checklist ("X Ölfilter erneuert"), unpriced lines that share a lead-in ("To: Replace exhaust
      // system"), lines over the labour's charge, or a numbered run under a sentence that ends in a colon.
      // A recovery firm's towing and call-out are its work beside the labour's rows.
      if (charges.length)
        out.workPerformed = inPageOrder([...out.workPerformed.map((text) => ({ text, amount: null })), ...charges], ld.lines).map((i) => i.text);
      // A list of nothing but the labour's charge of time ("Arbeitszeit: 2,6 Std. à") found no job either.
      if (!out.workPerformed.length || out.workPerformed.every(chargeOfTime))
        out.workPerformed =
          corrections(ld.lines) ??
          tickedJobs(ld.lines) ??
          leadInList(ld.lines) ??
          jobsOverLabour(ld.lines) ??
          markedJobsAfterLeadIn(ld.lines) ??
          markedJobRun(ld.lines) ??
          jobsHeadingGroups(ld.lines) ??
          [];
      out.partsUsed = itemsOfSum(sorted.parts, out.partsCost, apart);
      if (!out.partsUsed.length) out.partsUsed = partsNamedUnderJobs(ld.lines);
      ({ work: out.workPerformed, parts: out.partsUsed } = withProse(ld.lines, out.workPerformed, out.partsUsed));
      out.partsUsed = withoutCatalogueNumbers(partsOnly(out.partsUsed));
      // Rows that name trades, not work done ("Panel / welding", "Lackiererei"): the labour's charge by trade; the jobs
      // are the lines over its table that say what was done.
      if (out.workPerformed.length && !out.workPerformed.some(saysWorkDone)) out.workPerformed = jobsOverCharges(ld.lines) ?? out.workPerformed;
      // Jobs that are only charges of time ("Arbeit 2.5 Std. à", "Total labor 31 hrs"): the jobs head the groups they charge.
      if (out.workPerformed.length && out.workPerformed.every((t) => TIME_IN_TEXT.test(t)))
        out.workPerformed = jobsHeadingGroups(ld.lines) ?? out.workPerformed;
      break;
    }
    case 'receipt': {
      // A receipt that names its issuer in words (a sentence, a stamp under the pad's caption) is that firm's.
      out.shopName = receiptIssuer(doc.lines, doc.rows) ?? findShopName(reading, { receipt: true, pitch: (line) => letterPitch(doc.rows, line), page: doc });
      // A marketplace's order names the trader it was bought from ("Verkäufer: Oldtimer-Teile Kaiser (8988 Bewertungen, …)"):
      // the issuer, where the page prints no name of its own; the ratings in brackets are no part of it.
      out.shopName ??= nameWithoutAddress(labelledName(doc, 'sellerName')?.replace(/\s*\(.*$/, '') ?? null);
      ({ value: out.totalCost, votes: out.totalVotes, candidates: out.totalCandidates } = totalCost(doc, { vote: true }));
      out.tax = labelledAmount(doc, 'tax');
      // A receipt's date is the day it was issued: its own date's label before a delivery's or a work's ("Rechnungsdatum"
      // over "Lieferdatum" on a parts dealer's bill); never a "received"/"Eingang" stamp's, the day it reached its keeper.
      const [work, issued, anyDate] = LABELS.serviceDate;
      out.documentDate = labelledDate(doc, [issued, work, anyDate]) ?? firstDate(doc);
      out.documentDateKey = 'receiptDate';
      break;
    }
    case 'insurance': {
      const pairs = formPairs(doc);
      out.policyNumber = labelledId(doc, 'policyNumber', { codeGroups: true }) ?? identifierByLabelShape(doc, NOT_A_POLICY);
      if (!out.policyNumber && (out.policyNumber = identifierByValueShape(pairs, NOT_A_POLICY))) (out.inferred ??= []).push('policyNumber');
      out.coverageType = coverage(doc, pairs);
      // The agreed (stated, insured) value a classic-car policy names: the value history's agreed value.
      out.appraisedValue = labelledAmount(doc, 'appraisedValue');
      // A premium labelled but followed by its tax and their sum ("Premium   1,112.67 / Tax   55.63 / Amount due   1,168.30") was the net;
      // one smaller than that net is a line of it (a section's premium in a table over the net) — a premium is the total.
      const labelledPremium = premiumByLabels(doc, out.appraisedValue);
      const parts = premiumParts(doc);
      const partOfSum = labelledPremium != null && parts && labelledPremium < parts[0] + 0.005;
      out.premium = partOfSum && parts ? parts[2] : (labelledPremium ?? totalByArithmetic(doc));
      if (out.premium == null && (out.premium = premiumAsTotal(pairs, out.appraisedValue)) != null) (out.inferred ??= []).push('premium');
      // A letter tells its premium in a sentence ("The annual premium for this vehicle is $634.50").
      out.premium ??= prosePremium(doc.lines, doc.numbers);
      const p = period(doc);
      // A period of cover is a year: the end a label did not give is the one a year from its start (and back);
      // an end before its start (a misread date: OCR's "2   Oct 27, 2009" as 2027-10-02) gives way to the year the other end bounds.
      if (p.start && p.end && p.end <= p.start) {
        const year = yearLongPeriod(doc, p.end) ?? yearLongPeriod(doc, p.start);
        if (year) {
          if (year.start !== p.start) (out.inferred ??= []).push('effectiveStart');
          if (year.end !== p.end) (out.inferred ??= []).push('effectiveEnd');
          p.start = year.start;
          p.end = year.end;
        }
      }
      if (!p.start || !p.end) {
        const year = yearLongPeriod(doc, p.start ?? p.end);
        for (const key of ['start', 'end'] as const) {
          if (p[key] || !year) continue;
          p[key] = year[key];
          (out.inferred ??= []).push(key === 'start' ? 'effectiveStart' : 'effectiveEnd');
        }
      }
      out.effectiveStart = p.start;
      out.effectiveEnd = p.end;
      // An excess named in its cell or heading a column ("Teilkasko (SB 150 €)", "DEDUCTIBLE"): its word and its sum
      // together outrank a label whose value is read further off ("SB 500 €   205,13", the section's premium beside it).
      out.deductible = excessByPlace(doc) ?? labelledAmount(doc, 'deductible');
      if (out.deductible == null) {
        const accounted = [...(premiumParts(doc) ?? []), labelledAmount(doc, 'tax'), out.appraisedValue].filter((v): v is number => v != null);
        if ((out.deductible = excessByElimination(pairs, out.premium, accounted)) != null) (out.inferred ??= []).push('deductible');
      }
      const insurer = findShopName(doc, { letterhead: true });
      if (insurer) out.pairs.push({ key: 'insurer', value: insurer });
      out.documentDate = labelledDate(doc, 'issueDate') ?? p.start;
      out.documentDateKey = 'issueDate';
      break;
    }
    case 'purchase': {
      // A party's heading over its box: the name under it, never the contract's title above it.
      // A party named before its role ("Gary Delgado, Seller") is read first: a seller's label there ends a name, it heads none.
      // A deed's formula read where a name stands ("KNOW ALL MEN BY THESE PRESENTS, that I, …") names nobody.
      const party = (name: string | null) => (name && !DEED_FORMULA.test(name) ? name : null);
      out.sellerName = withoutCaption(
        party(sellerBeforeRole(doc.lines, roleOf)) ??
          party(sellerByDesignation(doc.lines, roleOf)) ??
          party(sellerInRoleColumns(doc.lines, roleOf)) ??
          party(sellerOverCaption(doc.lines, roleOf)) ??
          party(nameWithoutAddress(labelledName(doc, 'sellerName', { reject: DOC_TITLE }) ?? sellerByRole(doc) ?? sellerByDeclaration(doc.lines))) ??
          party(sellerSigningForPayment(doc.lines)),
      );
      // A dealer's invoice names only the buyer ("Sold to", "Käufer"): the business in its letterhead is the seller —
      // a business by its name (a legal form, a trade), never a private contract's heading.
      // A firm by its legal form ("… Ltd", "… e.K.") that issues the paper sells the car even where the buyer goes unlabelled.
      if (!out.sellerName) {
        const head = findShopName(doc, { letterhead: true });
        const formal = head ? nameWithItsLegalForm(head, doc.lines, LEGAL_FORM) : null;
        // A letterhead in capitals is a logo's rendering of the name: the firm as the page writes it, with its legal form
        // ("WIENER KUNST- UND OLDTIMERAUKTIONEN" / "… GmbH" in the imprint). One that writes the name in its own case gives
        // the name the firm goes by ("Auktionshaus Lößnitz & Söhne" over the imprint's "… OHG"), the legal form its proof.
        const issuer = head && formal && !/\p{Ll}/u.test(head) ? formal : head;
        // The buyer named, or the issuer saying it sold ("Wir verkauften Ihnen", "We have sold to you"): a business by its name.
        const saysItSold = BUYER_NAMED.test(doc.text) || WE_SOLD.test(doc.text);
        // A name the page backs as its sender's (issuer-choice.ts) is a business's too, whatever its words ("Chiltern Classics").
        const business =
          issuer &&
          (!!formal || (saysItSold ? LEGAL_FORM.test(issuer) || COMPANY.test(issuer) || backedAsIssuer(issuer, doc, NAME_JUDGE) : LEGAL_FORM.test(issuer)));
        if (issuer && business && !DOC_TITLE.test(issuer)) {
          out.sellerName = issuer;
          (out.inferred ??= []).push('sellerName');
        }
      }
      // A contract's opening names its parties after "Zwischen" / "Between" ("Zwischen Ursula Pfeifer, … — nachstehend
      // „Verkäufer“"): the word opens the sentence, no part of the name.
      if (out.sellerName) out.sellerName = fullPersonName(out.sellerName.replace(/^(?:zwischen|between)\s+(?=\p{Lu})/iu, ''), doc.lines);
      out.saleDate = scoredDate(doc, out, 'saleDate', opts.vehicleYear);
      // A price the contract writes out in words as well as in figures is certified so: before the largest sum.
      out.purchasePrice = vehiclePrice(doc.lines) ?? labelledAmount(doc, 'purchasePrice') ?? sumInWordsAndFigures(doc.lines, figuresOf(doc)) ?? largestSum(doc);
      break;
    }
    case 'appraisal': {
      // A name signed and typed again at the report's close is its author, whatever a label's neighbour reads.
      // A sentence, a one-word trade ("Kfz-Meister") or the report's own title is no one's name: the next reading is asked.
      const named = (name: string | null) => (name && isPlausibleAppraiser(name) ? name : null);
      out.appraiserName = named(signedTwice(doc)) ?? named(nameWithoutAddress(labelledName(doc, 'appraiserName', { reject: APPOINTING_BODY })));
      // Who signs the report under its signature line appraised the car.
      // Else who signs over their trade, else who signs a block shaped as a signature (closing-signer.ts), else the firm or
      // person whose letterhead the report is written on.
      if (
        !out.appraiserName &&
        (out.appraiserName =
          named(signatoryName(doc)) ??
          named(appraiserBySignatureBlock(doc)) ??
          named(signedUnderOwnLetterhead(doc)) ??
          named(closingSigner(doc)) ??
          named(letterheadName(doc)))
      )
        (out.inferred ??= []).push('appraiserName');
      if (out.appraiserName) out.appraiserName = personOfBureau(out.appraiserName);
      out.appraisalDate = scoredDate(doc, out, 'appraisalDate', opts.vehicleYear);
      // A label read whole at its line's start ranks with one read by the name it begins with (value-labels.ts): the better wins.
      const byWords = valueByLabelWords(doc);
      const labelRank = Math.min(...labelledFigures(doc, 'appraisedValue').map((f) => f.rank));
      out.appraisedValue =
        (byWords && byWords.rank < labelRank ? byWords.value : null) ??
        labelledAmount(doc, 'appraisedValue') ??
        valueByLabelShape(formPairs(doc), opts.vehicleYear) ??
        valueStatedApart(doc) ??
        valueInSentence(doc);
      out.conditionNotes = conditionNote(doc);
      break;
    }
    case 'registration':
    case 'title': {
      const plateLabelled = labelledId(doc, 'plateNumber', { spaces: true });
      // A registry's letter names them in its sentences: after the labels, before any guess by shape.
      const told = proseIds(doc.lines);
      const number =
        type === 'registration'
          ? (labelledId(doc, 'registrationNumber', { digitGroups: true, codeGroups: true }) ??
            licenceNumber(doc, plateLabelled) ??
            told.document ??
            identifierByLabelShape(doc, NOT_A_REGISTRATION) ??
            printedSerial(doc, plateLabelled))
          : null;
      // A number printed in groups of digits ("5776 3188 332") is kept as printed: the owner finds it so on the paper.
      out.registrationNumber = number;
      // A plate is never the certificate's own number: a "registration no." that gave that number is no plate label.
      // A lone character is no plate: the next field's code as OCR read it ("8" for the "B" of "B Datum der Erstzulassung").
      out.plateNumber =
        (plateLabelled && plateLabelled.replace(/[^\p{L}\p{N}]/gu, '').length >= 2 && !sameId(plateLabelled, out.registrationNumber) ? plateLabelled : null) ??
        // A certificate that captions its fields by the European codes alone ("A   PHD 333Y"): A is the plate.
        valueOfHarmonisedCode(doc, 'A') ??
        plateAfterItsLabel(doc) ??
        told.plate ??
        plateByFormat(doc);
      if (!out.plateNumber && (out.plateNumber = plateByShape(formPairs(doc), [out.registrationNumber, out.vin], NOT_A_PLATE)))
        (out.inferred ??= []).push('plateNumber');
      const issued = labelledDate(doc, 'issueDate');
      const claimed = new Set([...claimedDates(doc).dates, ...(issued ? [issued] : [])]);
      out.expiryDate = type === 'registration' ? (labelledDate(doc, 'expiryDate') ?? latestUnclaimedDate(doc, claimed)) : null;
      if (type === 'registration' && !out.expiryDate && (out.expiryDate = onlyUnclaimedDate(doc, claimed))) (out.inferred ??= []).push('expiryDate');
      if (type === 'title') {
        const titleNumber = labelledId(doc, 'registrationNumber');
        if (titleNumber) out.pairs.push({ key: 'titleNumber', value: titleNumber });
      }
      // A title with no issue label is dated where its authority signs ("München, den 14.07.1977" under "Ausgefertigt"),
      // before the first date on it (the first registration's, printed higher).
      const signed = type === 'title' ? (dateCandidates(doc).find((c) => c.role === 'document')?.iso ?? null) : null;
      // Else its first date that no label gives another meaning (the first registration's "B (EZ)" over "Ausg. am").
      out.documentDate = issued ?? (type === 'title' ? (signed ?? ownDateOfPage(doc, claimed) ?? firstDate(doc)) : null);
      out.documentDateKey = 'issueDate';
      break;
    }
    default: {
      out.documentDate = firstDate(doc);
      out.documentDateKey = 'date';
      out.totalCost = labelledAmount(doc, 'totalCost', { pick: 'max' });
    }
  }
  // Names are quoted with the dashes the page prints ("Spyros Kourkoulos – Car Service").
  for (const key of ['shopName', 'sellerName', 'appraiserName'] as const) {
    const name = out[key];
    if (name) out[key] = withPrintedDashes(page, name);
  }
  // A policy or a registration whose labels gave no date of issue is dated by the date it prints as its own (SPEC §5
  // would otherwise date the paper by the day it was read): a date the fields took (its expiry) is not its own.
  if ((type === 'insurance' || type === 'registration') && !out.documentDate) {
    const taken = [out.expiryDate, out.effectiveEnd].filter((d): d is string => !!d);
    out.documentDate = ownDateOfPage(doc, new Set([...claimedDates(doc).dates, ...taken]));
    if (out.documentDate) out.documentDateKey = 'date';
  }
  return out;
}
