/**
 * The issuer's name chosen among candidates by what the whole page says of each, not by the first rule that matched.
 *
 * The letterhead and head rules (extract-fields.ts) find the line that looks most like a name where a name usually
 * stands. On the paper of small firms that line is often no name: a trade word in large print as a logo ("KFZ-TECHNIK",
 * "AUTO REPAIR"), a tagline ("Ihre freie Werkstatt … — alle Marken"), a stand at a market, a table's label. The real name
 * stands elsewhere — under the logo with its legal form, in the sender's line before the owner ("… · Inh. M. Dietrich"),
 * in the footer, the closing thanks ("Thank you for choosing …"), the stamp over the signature — and the page backs it:
 * the owner, the signature or the e-mail domain repeat its own word, the footer prints it again.
 *
 * Each candidate is scored by such features (see `issuerFeatures`); the head rules' choice keeps a head start, so it
 * gives way only to a candidate the page backs better, and a choice that reads as no name at all (only trade words, a
 * slogan's shape, a title, a figure) loses its head start.
 */
import { overlapsX } from './layout';
import type { DocText } from './text-values';
import { isGenericTradeWord } from './name-words';

/** What the caller knows of names (the legal forms, addresses, titles and labels it declares). */
export interface NameJudge {
  isLegalForm: (text: string) => boolean;
  isAddress: (text: string) => boolean;
  /** A document's title, a label, a heading or a greeting: never a name. */
  isNotName: (text: string) => boolean;
  /** A line that holds a sum of money: an item's, a total's, never the issuer's. */
  isPriced: (line: string) => boolean;
}

export interface IssuerCandidate {
  text: string;
  /** Where it was found: the head rules' choice, a segment of a line, the closing thanks. */
  source: 'chain' | 'segment' | 'thanks';
  line: number;
}

/** The parts of a line: segments joined by a middle dot, a bar, a dash between spaces or a column gap. */
const SEGMENTS = /\s+[·|•—–]\s+|\s{3,}/;

/** Closing thanks that name the firm ("Thank you for choosing Whitcomb Motors!", "Vielen Dank für Ihren Einkauf bei …"). */
const THANKS = /\b(?:thank\s+you|thanks|dank\w*)\b.*?\b(?:bei|at|with|choosing|from)\s+(\p{Lu}[^!.\n]{2,60}?)\s*[!.]?\s*$/iu;

/** An owner's line ("Inh. Frank Pfeiffer", "prop. J. Evans"): it names the person who runs the firm. */
const OWNER = /^(?:inh\.|inhaber(?:in)?\b|prop\.|proprietors?\b|owner\b)/i;

/** A signature's shape: an initial and a surname ("D. Hughes", "K. Kessler"). */
const SIGNATURE = /^\p{Lu}\.\s?(\p{Lu}[\p{Ll}'’-]+)$/u;

/** A tagline's shape: since a year, a list after a dash, an address to the reader, all makes. */
const SLOGAN_SHAPE =
  /\b(?:seit|since|est\.?)\s+\d{4}\b|\s[—–-]\s.*[,·]|\b(?:ihre?|your|our|unsere?)\s|\balle\s+(?:marken|fabrikate)\b|\ball\s+makes\b|\bfür\s+(?:\p{L}+\s+)?(?:oldtimer|alle|ihr)/iu;

/**
 * A list of three or more items joined by commas ("TIRES, BATT., Accident", "Reifen, Batterien, Zubehör"): a form's
 * printed captions or what the firm sells, never its name.
 */
const LIST_SHAPE = /^[^,]+,\s*[^,]+,\s*[^,]+/;

/** Letters spaced out for a title ("R E C H N U N G"): print of a heading, never a firm's name. */
const SPACED = /(?:^|\s)(?:\p{L}\s){3,}\p{L}(?=\s|$)/u;

/** A currency's code or a table's word: a caption or a sum's label, no name. */
const TABLE_WORD = /\b(?:DM|EUR|CHF|ATS|USD|GBP|netto\w*|brutto\w*|\w*wert|summe|gesamt|total|betrag|amount|qty|menge)\b/i;

/** A form's caption of abbreviated words ("Stempel/Unterschr.", "Ort/Dat."): no name. */
const CAPTION = /^[\p{L}.]+(?:\s*\/\s*[\p{L}.]+)*\.$/u;

/** Prose: a line that opens in lower case ("richtig erhalten zu haben, bestätigt", "von Frau …"). */
const PROSE = /^\p{Ll}/u;

/** The addressee's salutation anywhere in the text ("von Frau Brigitte …", "Hr. Frühauf"): the customer, never the issuer. */
const ADDRESSEE = /(?:^|\s)(?:frau|herrn?|hr\.|fr\.|mr\.?|mrs\.?|ms\.?)\s+\p{Lu}\p{Ll}/iu;

/** A receipt book's caption before the payer's name ("Received with thanks from", "Betrag erhalten von", "Empfangen von"). */
const RECEIVED = String.raw`\b(?:received|erhalten|empfangen)\b`;
const PAYER_CAPTION = new RegExp(String.raw`${RECEIVED}.*\b(?:from|von)\s*:?$`, 'i');

/** A line that is only the addressee's salutation ("Herrn", "Frau", "Firma"): the lines under it are the customer's. */
const SALUTATION_LINE = /^(?:herrn?|frau|firma|familie|mr\.?|mrs\.?|ms\.?|messrs\.?|an|to|bill\s+to|kunde)\s*:?$/i;

/** An attention line ("z. Hd. Herrn Stefan Krämer", "Attn: Fleet Dept.", "c/o", "Herrn Karl Bauer"): it opens an addressee's block. */
const ATTENTION = /^(?:z\.\s?hd\.?|zu\s+h(?:ä|ae)nden|attn\b|attention\b|c\/o\b|(?:herrn?|frau|mr\.?|mrs\.?|ms\.?)\s+\p{Lu})/iu;

/**
 * Whether the line under the text, in its column, is an attention line: the text is then a customer firm's name at the head
 * of the addressee's block ("Spedition Krämer GmbH" over "z. Hd. Herrn Stefan Krämer"), never the sender's.
 */
function attendedBelow(text: string, doc: DocText, line: number): boolean {
  if (line < 0 || !doc.lines[line + 1]?.trim()) return false;
  const row = doc.rows?.[line];
  const below = doc.rows?.[line + 1];
  if (row && below) {
    // Only a name alone in its cell: the sender's line over the addressee ("Klassik-Schrauberei Ahrens · Inh. … · Feldstr. 3")
    // holds its address.
    const cell = row.cells.find((c) => c.text.trim() === text.trim());
    return !!cell && below.cells.some((c) => overlapsX(c, cell) && ATTENTION.test(c.text.trim()));
  }
  const k = doc.lines[line]
    .trim()
    .split(/\s{3,}/)
    .map((p) => p.trim())
    .indexOf(text.trim());
  if (k < 0) return false;
  const under = doc.lines[line + 1].trim().split(/\s{3,}/)[k];
  return !!under && ATTENTION.test(under.trim());
}

/** A chain's branch number after its name ("Casey's #2069", "EXXON #9376"): part of the name, no figure of the page's. */
const withoutBranch = (text: string) => text.replace(/\s#\s?\d{1,6}$/, '');

/** Small words a name's words are joined by. */
const JOINER = /^(?:&|\+|und|and|of|the|für|for|der|die|das|von|a|an)$/i;

/** The words of a text, hyphenated compounds split ("KFZ-TECHNIK" → "KFZ", "TECHNIK"). */
const wordsOf = (text: string) =>
  text
    .split(/[\s/-]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}&+]+|[^\p{L}\p{N}&+]+$/gu, ''))
    .filter(Boolean);

/**
 * The words that make a name its own: no trade word, no joiner, no initial, no legal form, no figure ("Dietrich" in
 * "Kfz-Service M. Dietrich", "Whitcomb" in "Whitcomb Motors").
 */
export function ownWords(text: string, judge: Pick<NameJudge, 'isLegalForm'>): string[] {
  return wordsOf(text).filter(
    (w) => /^\p{Lu}/u.test(w) && /\p{L}{3}/u.test(w) && !/\d/.test(w) && !isGenericTradeWord(w) && !JOINER.test(w) && !judge.isLegalForm(w),
  );
}

/** Whether every word is a trade word, a joiner or a figure: a trade's name ("AUTO REPAIR", "TEILE-PROFI"), no firm's. */
export const onlyTradeWords = (text: string) => {
  const words = wordsOf(text);
  return words.length > 0 && words.every((w) => isGenericTradeWord(w) || JOINER.test(w) || /^\d+$/.test(w));
};

/** Where on the page a name's own word recurs as its owner, a signature or an e-mail or web domain. */
function echoedOwnWord(own: string[], doc: DocText, line: number): boolean {
  if (!own.length) return false;
  const wanted = new Set(own.map((w) => w.toLowerCase()));
  for (const [i, l] of doc.lines.entries()) {
    // Domains: "werkstatt@pfeiffer-oldtimer.de", "www.kessler-teile.de".
    for (const m of l.matchAll(/(?:@|www\.)([\p{L}\d.-]+)/giu))
      if (
        m[1]
          .toLowerCase()
          .split(/[.-]/)
          .some((p) => wanted.has(p))
      )
        return true;
    for (const part of l.trim().split(SEGMENTS)) {
      const text = part.trim();
      // The candidate's own segment says nothing of itself.
      if (i === line && own.every((w) => text.includes(w)) && !OWNER.test(text)) continue;
      const signed = SIGNATURE.exec(text);
      if (signed && wanted.has(signed[1].toLowerCase())) return true;
      // A surname alone in the page's last lines signs for the firm ("Betrag erhalten   Novotny", "Received with thanks   Hughes").
      if (i >= doc.lines.length - 4 && i !== line && /^\p{Lu}[\p{Ll}'’-]{2,}$/u.test(text) && wanted.has(text.toLowerCase())) return true;
      if (OWNER.test(text) && wordsOf(text).some((w) => wanted.has(w.toLowerCase()))) return true;
    }
  }
  return false;
}

/** Whether the text's address follows it: the next segment of its line, or the next line (a street, a town with its code). */
function addressFollows(text: string, doc: DocText, line: number, judge: NameJudge): boolean {
  if (line < 0) return false;
  const parts = doc.lines[line]
    .trim()
    .split(SEGMENTS)
    .map((p) => p.trim());
  const k = parts.indexOf(text.trim());
  if (k >= 0 && k + 1 < parts.length) return judge.isAddress(parts[k + 1]);
  const next = doc.lines.slice(line + 1).find((l) => l.trim());
  return !!next && judge.isAddress(next.trim());
}

/** Whether the text is printed again as a segment of its own on another line (the footer, a bank's line). */
function printedElsewhere(text: string, doc: DocText, line: number): boolean {
  const wanted = text.trim().toLowerCase();
  return doc.lines.some(
    (l, i) =>
      i !== line &&
      l
        .trim()
        .split(SEGMENTS)
        .some((p) => p.trim().toLowerCase() === wanted),
  );
}

/** The height of the print the text stands in, over the page's body print (1: body size); 1 when positions are unknown. */
function printScale(text: string, doc: DocText, line: number): number {
  const rows = (doc.rows ?? []).filter((r): r is NonNullable<typeof r> => r !== null);
  const row = doc.rows?.[line];
  if (!rows.length || !row) return 1;
  const heights = rows.flatMap((r) => r.cells.map((c) => c.y1 - c.y0)).sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)];
  const cell = row.cells.find((c) => c.text.includes(text) || text.includes(c.text)) ?? row.cells[0];
  return body > 0 ? (cell.y1 - cell.y0) / body : 1;
}

export interface IssuerFeatures {
  legalForm: boolean;
  /** A trade word and a word of its own ("Kfz-Service M. Dietrich"): the common shape of a small firm's name. */
  tradeAndOwn: boolean;
  echoed: boolean;
  printedElsewhere: boolean;
  thanked: boolean;
  /** Followed by its address: in the same line's next segment or the next line ("Sattlerei Hartmann · Lindenallee 23"). */
  addressed: boolean;
  /** Print height over the body's. */
  scale: number;
  onlyTrade: boolean;
  slogan: boolean;
  notName: boolean;
  figures: boolean;
  /** Prose, the addressee, a form's caption or a priced line: the page's body, not its sender. */
  body: boolean;
  /** Heads the addressee's block (an attention line under it): the customer firm, whatever its legal form. */
  addressee: boolean;
}

export function issuerFeatures(c: IssuerCandidate, doc: DocText, judge: NameJudge): IssuerFeatures {
  const own = ownWords(c.text, judge);
  const words = wordsOf(c.text);
  return {
    legalForm: judge.isLegalForm(c.text),
    tradeAndOwn: own.length > 0 && words.some((w) => isGenericTradeWord(w)),
    echoed: echoedOwnWord(own, doc, c.line),
    printedElsewhere: printedElsewhere(c.text, doc, c.line),
    thanked: c.source === 'thanks',
    addressed: addressFollows(c.text, doc, c.line, judge),
    scale: printScale(c.text, doc, c.line),
    onlyTrade: onlyTradeWords(c.text),
    slogan: SLOGAN_SHAPE.test(c.text) || SPACED.test(c.text) || LIST_SHAPE.test(c.text),
    notName: judge.isNotName(c.text) || TABLE_WORD.test(c.text) || judge.isAddress(c.text),
    // A long number or a sum; a short number may be the name's own ("99 SPEED MART", "… ENTERPRISE 666").
    figures: /\d{4}|\d[.,]\d{2}\b/.test(withoutBranch(c.text)) && !judge.isLegalForm(c.text),
    body: PROSE.test(c.text) || ADDRESSEE.test(c.text) || CAPTION.test(c.text) || (c.line >= 0 && judge.isPriced(doc.lines[c.line])),
    addressee: attendedBelow(c.text, doc, c.line),
  };
}

/** Hand weights: evidence the page gives for a name, against shapes no name has. */
export function issuerScore(f: IssuerFeatures, chain: boolean): number {
  // A legal form makes the head rules' choice a firm's name, whatever else its line holds ("MR D.I.Y. (M) SDN BHD").
  const faults = !f.legalForm && (f.onlyTrade || f.slogan || f.notName || f.figures || f.body);
  return (
    (chain && !faults && !f.addressee ? 4 : 0) -
    (f.addressee ? 6 : 0) +
    (f.legalForm ? 3 : 0) +
    (f.echoed ? 2 : 0) +
    (f.printedElsewhere ? 2 : 0) +
    (f.thanked ? 2 : 0) +
    (f.tradeAndOwn ? 1.5 : 0) +
    (f.addressed ? 1.5 : 0) +
    Math.min(2, Math.max(0, 2 * (f.scale - 1))) -
    (faults ? (f.onlyTrade ? 4 : 0) + (f.slogan ? 4 : 0) + (f.notName ? 4 : 0) + (f.figures ? 3 : 0) + (f.body ? 4 : 0) : 0)
  );
}

/** A segment that could be a firm's name: two to six words, letters, no figure, no address, no owner's or label's line. */
function couldBeName(text: string, judge: NameJudge): boolean {
  const words = text.split(/\s+/);
  return (
    text.length >= 4 &&
    text.length <= 60 &&
    words.length <= 6 &&
    /^\p{Lu}/u.test(text) &&
    /\p{L}{3}/u.test(text) &&
    !/\d|[:@]|www\.|https?:/i.test(withoutBranch(text)) &&
    !OWNER.test(text) &&
    // A legal form alone ("Sdn Bhd") names no one.
    wordsOf(text).some((w) => /\p{L}{2}/u.test(w) && !judge.isLegalForm(w)) &&
    !SIGNATURE.test(text) &&
    !judge.isAddress(text) &&
    !judge.isNotName(text)
  );
}

/** The candidates the page offers besides the head rules' choice: segments of its head and foot, and its closing thanks. */
export function issuerCandidates(doc: DocText, judge: NameJudge): IssuerCandidate[] {
  const out: IssuerCandidate[] = [];
  const n = doc.lines.length;
  for (const [i, line] of doc.lines.entries()) {
    // "Received with thanks from …" thanks the payer: no firm's name follows.
    const thanks = new RegExp(RECEIVED, 'i').test(line) ? null : THANKS.exec(line.trim());
    if (thanks) out.push({ text: thanks[1].trim(), source: 'thanks', line: i });
    // The head and the foot: where a letterhead, a sender's line, a stamp and an imprint stand.
    if (i >= 10 && i < n - 10) continue;
    // The addressee's block under its salutation is the customer's.
    if (i > 0 && SALUTATION_LINE.test(doc.lines[i - 1].trim().split(SEGMENTS)[0])) continue;
    const parts = line
      .trim()
      .split(SEGMENTS)
      .map((p) => p.trim());
    parts.forEach((text, k) => {
      // The payer a receipt book names after its caption ("Received with thanks from   Gwen Drummond", "Erhalten von"): the
      // customer, never the issuer.
      if (k > 0 && PAYER_CAPTION.test(parts[k - 1])) return;
      if (couldBeName(text, judge)) out.push({ text, source: 'segment', line: i });
      // The legal form set apart in a cell of its own after the name ("GAMPER   KG / sas", "ABC TRADING   SDN BHD"): the
      // name with it, in its first language where two are printed.
      const words = wordsOf(text);
      const form = text.split(/\s+\/\s+/)[0];
      if (k > 0 && words.length && words.every((w) => judge.isLegalForm(w) || JOINER.test(w)) && couldBeName(`${parts[k - 1]} ${form}`, judge))
        out.push({ text: `${parts[k - 1]} ${form}`, source: 'segment', line: i });
    });
  }
  return out;
}

/**
 * The issuer's name: the head rules' `chosen` unless a candidate the page backs better scores higher. A candidate
 * needs evidence of its own (a legal form, an echo, a repeat, the thanks, a trade word with a name's own word) to win.
 */
export function chooseIssuer(chosen: string | null, doc: DocText, judge: NameJudge): string | null {
  const at = chosen ? doc.lines.findIndex((l) => l.includes(chosen)) : -1;
  let best: { text: string; score: number } | null = chosen
    ? { text: chosen, score: issuerScore(issuerFeatures({ text: chosen, source: 'chain', line: at }, doc, judge), true) }
    : null;
  for (const c of issuerCandidates(doc, judge)) {
    const f = issuerFeatures(c, doc, judge);
    if (!(f.legalForm || f.echoed || f.printedElsewhere || f.thanked || f.tradeAndOwn || f.addressed)) continue;
    const score = issuerScore(f, false);
    if (score > 0 && (!best || score > best.score)) best = { text: c.text, score };
  }
  return best?.text ?? chosen;
}

/** A name's words' initials ("EMS" of "Elfer Manufaktur Salzburg"). */
const initialsOf = (text: string) =>
  wordsOf(text)
    .filter((w) => !JOINER.test(w))
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/**
 * The name a firm trades under, over the company that runs it: a letterhead prints the trade name in its largest print
 * ("Concours Atelier Wallner", "Elfer Manufaktur Salzburg") and the company with its legal form small above or under it
 * and in the imprint ("Wallner Fahrzeugpflege GmbH", "EMS Fahrzeugtechnik GmbH"); the customer knows the firm by the
 * first. Only a trade name of two words or more, not the company's own words shortened, that the company's name backs —
 * a word of its own shared, or the company's first word the trade name's initials — and in print clearly larger than
 * the body and the company's line.
 * A single word printed large stays a logo of the full name (issuer-name.ts `fullNameOf`). Null: no such trade name.
 */
export function tradingName(company: string, doc: DocText, judge: NameJudge): string | null {
  if (!judge.isLegalForm(company)) return null;
  const at = doc.lines.findIndex((l) => l.includes(company));
  const own = printScale(company, doc, at);
  let best: { text: string; scale: number } | null = null;
  for (const c of issuerCandidates(doc, judge)) {
    if (c.source !== 'segment' || c.line >= 10 || c.text === company || wordsOf(c.text).length < 2) continue;
    const f = issuerFeatures(c, doc, judge);
    if (f.legalForm || f.onlyTrade || f.slogan || f.notName || f.figures || f.body) continue;
    if (f.scale < 1.4 || f.scale < own * 1.4) continue;
    const theirs = new Set(wordsOf(company).map((w) => w.toLowerCase()));
    // A short form of the company's own name ("POPULAR BOOK" over "POPULAR BOOK CO. (M) SDN BHD") is that name, not another.
    if (wordsOf(c.text).every((w) => theirs.has(w.toLowerCase()) || JOINER.test(w))) continue;
    const shared = ownWords(c.text, judge).some((w) => theirs.has(w.toLowerCase()));
    const first = wordsOf(company)[0] ?? '';
    const initials = /^\p{Lu}{2,4}$/u.test(first) && first === initialsOf(c.text);
    if (!shared && !initials) continue;
    if (!best || f.scale > best.scale) best = { text: c.text, scale: f.scale };
  }
  return best?.text ?? null;
}

/**
 * Whether the page backs a name as its sender's: none of a non-name's faults and some evidence of a letterhead — a legal
 * form, its own word echoed, printed again, its address after it, a trade word with a word of its own, larger print.
 * A dealer's bill of sale that names only the buyer is issued by the seller: a name so backed is a business's, whatever
 * its words ("Chiltern Classics" over "Quality used cars · 149 Bridge Street …").
 */
export function backedAsIssuer(name: string, doc: DocText, judge: NameJudge): boolean {
  const line = doc.lines.findIndex((l) => l.includes(name));
  const f = issuerFeatures({ text: name, source: 'chain', line }, doc, judge);
  const faults = !f.legalForm && (f.onlyTrade || f.slogan || f.notName || f.figures || f.body);
  return !faults && (f.legalForm || f.echoed || f.printedElsewhere || f.addressed || f.tradeAndOwn || f.scale >= 1.2);
}
