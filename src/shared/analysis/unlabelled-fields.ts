import { findAmounts } from './amounts';
import { findDates } from './dates';
import type { FormPair } from './form-pairs';
import { findLabelled, isLabelCell, LABELS, umlautTolerant } from './labels';
import { numberInGroups, type DocText } from './text-values';

/**
 * Fields read when no label of the field's own list is found: by the shape of a label (any
 * "… number"), by a value's format (a plate), by the page's arithmetic (net + tax = total) and by
 * what dates mean to each other (a period of one year). Each is a fallback after the labelled
 * reading, so that paper worded unlike any list still gives its values.
 */

/** A label whose last word says an identifier follows ("Contract ID", "Cover note no.", "Scheinnummer", "Doc. serial"). */
const ID_LABEL = new RegExp(
  umlautTolerant(String.raw`(?:[a-zäöüß][a-zäöüß.\-/]*\s+){0,3}(?:[a-zäöüß]*nummer|[a-zäöüß]*-?nr\.?|number|no\.?|id|ref\.?|reference|serial|#)`),
  'i',
);

/**
 * The first identifier under a label shaped like one (see `ID_LABEL`), skipping labels `exclude`
 * names (a customer's or account's number, a phone, a tax id). An identifier has a digit.
 */
export function identifierByLabelShape(doc: DocText, exclude: RegExp): string | null {
  const found: { lineIndex: number; id: string }[] = [];
  for (const hit of findLabelled(doc, [ID_LABEL])) {
    const line = doc.lines[hit.lineIndex];
    for (const candidate of hit.candidates) {
      const id = identifierIn(candidate);
      if (!id) continue;
      // The label that stands before this value on the page must not be an excluded one.
      if (!exclude.test(labelBefore(line, candidate))) found.push({ lineIndex: hit.lineIndex, id });
      break;
    }
  }
  // A heading row names several columns: each identifier heading's value is the cell under it.
  doc.lines.forEach((line, i) => {
    const heads = cellsOf(line);
    const values = cellsOf(doc.lines[i + 1] ?? '');
    if (heads.length < 3 || /\d/.test(line) || values.length !== heads.length) return;
    heads.forEach((cell, k) => {
      // A caption in two languages ("Nummer / Numero", "Kennzeichen / Targa") is judged by its first.
      const head = cell.split(/\s+\/\s+/)[0];
      const id = new RegExp(`^${ID_LABEL.source}$`, 'i').test(head) && !exclude.test(cell) ? identifierIn(values[k]) : null;
      if (id) found.push({ lineIndex: i, id });
    });
  });
  return found.sort((a, b) => a.lineIndex - b.lineIndex)[0]?.id ?? null;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .split(/\s{3,}|\t/)
    .filter(Boolean);

/**
 * An identifier at the start of a value: a digit in it, no date, never a VIN (17 characters, another label's). A word of
 * small letters after it is the sentence going on ("Nachtrag Nr. 2 zum Versicherungsschein"), and a number of one or two
 * characters counts a paper's supplements or pages: neither identifies a policy or a certificate.
 */
function identifierIn(value: string): string | null {
  const cell = value.split(/\s{3,}|\t/)[0].trim();
  // A number printed in groups is one number ("Nr. 1 046 560", "Polizzennummer   TM 245 458-2"), not its first group or two.
  const grouped = numberInGroups(cell);
  if (grouped && grouped.replace(/\D/g, '').length >= 5 && !findDates(grouped).length) return grouped;
  const id = /^[A-Z0-9ÄÖÜ][A-Z0-9ÄÖÜ\-/.]*(?: (?!\p{Ll}+\b)[A-Z0-9][A-Z0-9\-/.]*)?/iu
    .exec(cell)?.[0]
    .trim()
    .replace(/[.\-/]+$/, '');
  if (!id || id.length < 3 || !/\d/.test(id) || findDates(id).length || /^[A-HJ-NPR-Z0-9]{17}$/i.test(id)) return null;
  return id;
}

/** The text of a line up to its value (or the whole line when the value stands elsewhere, under a heading). */
function labelBefore(line: string, value: string): string {
  const at = line.indexOf(value);
  return at > 0 ? line.slice(0, at) : line;
}

/**
 * A registration plate by its format alone: German ("MA-BK 85H", "K-C 522", an H or E at the end)
 * and British since 2001 ("MD11 BDC"). Other formats (US plates, older British ones) look like
 * any code and are left to labels.
 */
const PLATE = /^(?:[A-ZÄÖÜ]{1,3}-[A-Z]{1,2}\s?\d{1,4}[HE]?|[A-Z]{2}\d{2}\s?[A-Z]{3})$/;

export function plateByFormat(doc: DocText): string | null {
  for (const line of doc.lines) {
    for (const cell of line.split(/\s{3,}|\t/)) {
      const text = cell.trim();
      if (PLATE.test(text)) return text;
    }
  }
  return null;
}

/** A plate as any country prints it: one to three groups of capitals and digits, a digit and a capital in it ("YRR 4876", "7ABC123"). */
const PLATE_SHAPE = /^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{1,4}(?:[- ]?[A-Z0-9]{1,5}){0,2}$/;
const PLATE_LABEL = new RegExp(String.raw`(?:^|\s{2,})(?:${LABELS.plateNumber[0].source})\s(?=\S)`, 'gi');

/**
 * A plate one space after its label in a line of capitals ("LICENSE PLATE YRR 4876   REGISTRATION NO. …"), where no
 * separator parts them: the value up to the column gap, when it has a plate's shape.
 */
export function plateAfterItsLabel(doc: DocText): string | null {
  for (const line of doc.lines) {
    for (const m of line.matchAll(PLATE_LABEL)) {
      const value = line
        .slice(m.index + m[0].length)
        .split(/\s{2,}|\t/)[0]
        .trim();
      if (PLATE_SHAPE.test(value) && !findDates(value).length) return value;
    }
  }
  return null;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each non-blank line's last money amount (null where it has none), percentages skipped. */
function lastAmounts(doc: DocText): (number | null)[] {
  return doc.lines
    .filter((l) => l.trim())
    .map(
      (l) =>
        findAmounts(l)
          .filter((a) => a.isMoneyLike && !/^\s*%/.test(l.slice(a.index + a.raw.length)))
          .at(-1)?.value ?? null,
    );
}

/**
 * Each filled line's sums that may be its figure: its last, then its first where the line goes on in a column of its own
 * ("Versicherungssteuer 11 %   € 168,14   Teilbetrag je Quartal   € 424,16": the tax is the first).
 */
function lineFigures(doc: DocText): number[][] {
  return doc.lines
    .filter((l) => l.trim())
    .map((l) => {
      const money = findAmounts(l).filter((a) => a.isMoneyLike && !/^\s*%/.test(l.slice(a.index + a.raw.length)));
      return [...new Set([money.at(-1), money[0]].filter((a) => a !== undefined).map((a) => a.value))];
    });
}

const TIP = /\b(tip|tips|gratuity|trinkgeld)\b/i;

/**
 * Three lines in a row whose first two amounts add up to the third, the second the smaller when `smallerSecond`. Each
 * line's last sum is tried first, then its first (a line that goes on in another column).
 */
function sumsInARow(doc: DocText, smallerSecond: boolean, skip: (second: string) => boolean = () => false): [number, number, number][] {
  const figures = lineFigures(doc);
  const filled = doc.lines.filter((l) => l.trim());
  const out: [number, number, number][] = [];
  for (let i = 0; i + 2 < figures.length; i++) {
    if (skip(filled[i + 1])) continue;
    const found = figures[i].flatMap((a) =>
      figures[i + 1].flatMap((b) =>
        figures[i + 2]
          .filter((c) => b > 0 && (!smallerSecond || b < a) && Math.abs(cents(a + b) - c) < 0.011)
          .map((c) => [a, b, c] as [number, number, number]),
      ),
    );
    if (found.length) out.push(found[0]);
  }
  return out;
}

/**
 * A total known by the page's arithmetic: the amount that ends three lines in a row where the
 * first two add up to the third (net, tax, total) and the second is the smaller (a tax or a
 * charge). The last such total on the page wins.
 */
export function totalByArithmetic(doc: DocText): number | null {
  // A tip the customer adds when paying ("Tip for your technician (optional)   $20.00") is no charge of the bill: the bill's
  // total and the tip add up to what was paid, not to a total.
  return sumsInARow(doc, true, (second) => TIP.test(second)).at(-1)?.[2] ?? null;
}

/**
 * The first two amounts that add up to the next line's when a larger amount follows (labour and
 * parts over the net, the gross after it), in the page's order. Net and tax over the gross are no split.
 */
export function addendsOfTotal(doc: DocText): [number, number] | null {
  const amounts = lastAmounts(doc).filter((a): a is number => a !== null);
  const first = sumsInARow(doc, false).find(([, , c]) => amounts.slice(amounts.lastIndexOf(c) + 1).some((later) => later > c));
  return first ? [first[0], first[1]] : null;
}

/**
 * A period of cover by what its dates mean to each other: two dates on the page one year apart
 * (to the day, or less a day) are its start and end, whatever their labels say.
 */
export function yearLongPeriod(doc: DocText, anchor?: string | null): { start: string; end: string } | null {
  const dates = [...new Set(findDates(doc.text, doc.dayFirst).map((d) => d.iso))];
  for (const start of dates) {
    const next = new Date(`${start}T12:00:00Z`);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const sameDay = next.toISOString().slice(0, 10);
    next.setUTCDate(next.getUTCDate() - 1);
    const dayBefore = next.toISOString().slice(0, 10);
    const end = dates.find((d) => d === dayBefore || d === sameDay);
    // With an anchor (the one end of the period a label gave), only a year that it begins or ends.
    if (end && (!anchor || anchor === start || anchor === end)) return { start, end };
  }
  return null;
}
/**
 * An expiry by the dates' order: on a registration the latest date no other label claims
 * (first registration, issue), when the page has another date before it.
 */
export function latestUnclaimedDate(doc: DocText, claimed: Set<string>): string | null {
  const dates = [...new Set(findDates(doc.text, doc.dayFirst).map((d) => d.iso))].sort();
  const latest = dates.at(-1);
  if (!latest || dates.length < 2 || claimed.has(latest)) return null;
  return latest;
}

/**
 * An identifier by its value's shape alone, under any label `exclude` does not name: one token of
 * letters and digits joined by dashes or slashes ("HP-9237-53743", "KV/551-22"), at least four
 * digits and a letter or a joiner, never a date, a plate (see `plateByFormat`), a VIN or an amount.
 */
export function identifierByValueShape(pairs: FormPair[], exclude: RegExp): string | null {
  for (const { label, value } of pairs) {
    const text = value.trim();
    if (exclude.test(label) || !/^[A-Z0-9][A-Z0-9]*(?:[-/.][A-Z0-9]+)+$/i.test(text)) continue;
    if ((text.match(/\d/g)?.length ?? 0) < 4 || PLATE.test(text) || findDates(text).length) continue;
    if (!/[A-Z]/i.test(text) && !isDottedNumber(text)) continue;
    return text;
  }
  return null;
}

/**
 * A number of digits only, grouped by dots as no amount is ("60.887.252981", "12.3456.789"): two
 * dots or more, a group after the first not of three digits, six digits at least. "1.234.567" is a sum.
 */
export function isDottedNumber(text: string): boolean {
  const groups = text.split('.');
  return groups.length >= 3 && groups.every((g) => /^\d+$/.test(g)) && groups.slice(1).some((g) => g.length !== 3) && text.replace(/\D/g, '').length >= 6;
}
/**
 * A plate by shape on a registration when its label is unknown and its format not a German or
 * British one (a US plate, "2FAZ192"): a value of five to eight letters and digits, both present,
 * that is not the certificate's number or the VIN `taken` holds, under a label `exclude` does not name.
 */
export function plateByShape(pairs: FormPair[], taken: (string | null | undefined)[], exclude: RegExp): string | null {
  const own = new Set(taken.filter(Boolean).map((t) => t!.replace(/\s+/g, '').toUpperCase()));
  for (const { label, value } of pairs) {
    const text = value.trim().toUpperCase();
    if (exclude.test(label) || own.has(text.replace(/\s+/g, ''))) continue;
    if (/^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{5,8}$/.test(text)) return value.trim();
  }
  return null;
}

/**
 * The value of a label that holds one of `keywords` among other words ("Cover level" for a
 * "cover"), when the value has the field's shape: words without a digit, not itself a label.
 */
export function valueOfKeywordLabel(pairs: FormPair[], keywords: RegExp): string | null {
  const word = new RegExp(String.raw`(?<![\p{L}])(?:${keywords.source})(?![\p{L}])`, 'iu');
  for (const { label, value } of pairs) {
    if (word.test(label) && !/\d/.test(value) && /\p{L}{3}/u.test(value) && !isLabelCell(value)) return value.trim();
  }
  return null;
}

/**
 * An insurance excess by elimination, as a person finds it on a form whose words they do not
 * know: of the sums in label/value pairs, not the premium nor a part of it (net and tax), not an
 * instalment (a twelfth, quarter or half of it) and not a value insured (many times the premium),
 * the one left that is a round sum (whole units, a multiple of 25) from 50 to 10,000. Null unless
 * exactly one such sum is left.
 */
export function excessByElimination(pairs: FormPair[], premium: number | null, accounted: number[]): number | null {
  if (premium == null) return null;
  const known = [premium, ...accounted];
  const left = new Set<number>();
  for (const { value } of pairs) {
    for (const a of findAmounts(value)) {
      if (!a.isMoneyLike || findDates(value).length) continue;
      const v = a.value;
      const instalment = [2, 4, 10, 12].some((n) => Math.abs(v * n - premium) <= premium * 0.002 + 0.05);
      if (known.some((k) => Math.abs(k - v) < 0.005) || instalment || v >= premium * 5) continue;
      if (v >= 50 && v <= 10_000 && Number.isInteger(v) && v % 25 === 0) left.add(v);
    }
  }
  return left.size === 1 ? [...left][0] : null;
}

/** A single unclaimed date on a registration: with nothing else dated, what the card states is how long it runs. */
export function onlyUnclaimedDate(doc: DocText, claimed: Set<string>): string | null {
  const dates = [...new Set(findDates(doc.text, doc.dayFirst).map((d) => d.iso))].filter((d) => !claimed.has(d));
  return dates.length === 1 && findDates(doc.text, doc.dayFirst).length === 1 ? dates[0] : null;
}

/**
 * The role nouns of a sale's two parties as the label lists know them (labels.ts: the seller's
 * label, the buyer's among the other labels), cut to their stems so that other forms of the same
 * word speak too ("Selling party", "Buying party", "Erwerbende Partei"). A stem both sides share
 * ("transfer" of transferor and transferee) says nothing.
 */
const ROLE_NOUNS = {
  seller: ['seller', 'vendor', 'transferor', 'verkäufer', 'veräußerer'],
  buyer: ['buyer', 'purchaser', 'käufer', 'erwerber', 'transferee'],
};
// German stems alternate their vowel (verkaufen, Verkäufer): stems and words are compared without umlauts.
const fold = (word: string) => word.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
const stemOf = (noun: string) => fold(noun).replace(/(er|or|ee|in)$/, '');
const SELLER_STEMS = ROLE_NOUNS.seller.map(stemOf);
const BUYER_STEMS = ROLE_NOUNS.buyer.map(stemOf).filter((s) => !SELLER_STEMS.includes(s));
const SHARED = SELLER_STEMS.filter((s) => ROLE_NOUNS.buyer.map(stemOf).includes(s));

/** A person's name as a party row gives it: two to four capitalised words ("Ann Lee", "Dr. Heike Brandt"). */
export const PERSON = /^\p{Lu}[\p{L}'.]+(?:[ -]\p{Lu}[\p{L}'.]+){1,3}$/u;

/**
 * An owner named by time: the one who owns the car now (current, previous, bisheriger Eigentümer) hands it over, the new
 * one (new, future, neuer Halter) takes it. How a transfer of ownership or a keeper's change names its parties.
 */
const OWNER = String.raw`(?:owner|keeper|holder|eigentümer(?:in)?|halter(?:in)?|besitzer(?:in)?|inhaber(?:in)?)`;
const OWNER_BEFORE = new RegExp(
  String.raw`\b(?:current|present|previous|former|old|bisherige[rn]?|alte[rn]?|frühere[rn]?|vorherige[rn]?|jetzige[rn]?)\s+${OWNER}`,
  'i',
);
const OWNER_AFTER = new RegExp(String.raw`\b(?:new|future|neue[rn]?|künftige[rn]?|zukünftige[rn]?)\s+${OWNER}`, 'i');

/** Which party a role cell names by the stems of its words, or an owner by time: 'seller', 'buyer' or null. */
export function roleOf(cell: string): 'seller' | 'buyer' | null {
  if (OWNER_BEFORE.test(cell)) return 'seller';
  if (OWNER_AFTER.test(cell)) return 'buyer';
  const words = fold(cell)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const has = (stems: string[]) => words.some((w) => stems.some((s) => !SHARED.includes(s) && w.startsWith(s)));
  if (has(SELLER_STEMS)) return 'seller';
  if (has(BUYER_STEMS)) return 'buyer';
  return null;
}

/**
 * The seller of a contract whose parties stand as rows of a role table (role, name, address): the
 * row whose role is the seller's, else, when the other row of the two is the buyer's, this one.
 */
export function sellerByRole(doc: DocText): string | null {
  const rows = doc.lines.map(cellsOf);
  // A field's caption is no name, however its words are written ("Invoice No.", "Buyer No.").
  const isParty = (cells: string[] | undefined) => !!cells && cells.length >= 2 && !/\d/.test(cells[0]) && PERSON.test(cells[1]) && !isLabelCell(cells[1]);
  for (let i = 0; i < rows.length; i++) {
    if (!isParty(rows[i])) continue;
    const role = roleOf(rows[i][0]);
    if (role === 'seller') return rows[i][1];
    if (role !== 'buyer') continue;
    // The other party's row, near it (an OCR reading may put an address on a line of its own between them).
    const others = rows.filter((r, j) => j !== i && Math.abs(j - i) <= 3 && isParty(r) && roleOf(r[0]) === null);
    if (others.length === 1) return others[0][1];
  }
  return null;
}

/** The premium's parts when the page prints net, tax and total in a row (see `totalByArithmetic`). */
export function premiumParts(doc: DocText): [number, number, number] | null {
  return sumsInARow(doc, true).at(-1) ?? null;
}

/**
 * The tax of a bill whose tax label is unread ("VAT @ 20%", "Value added tax 7%"): the smaller of
 * two amounts in a row that add up to the bill's total after them (net, tax, total).
 */
export function taxByArithmetic(doc: DocText, total: number | null | undefined): number | null {
  if (total == null) return null;
  // A boxed total's label stands on a line of its own above it: lines without an amount are passed over.
  const amounts = lastAmounts(doc).filter((a): a is number => a !== null);
  for (let i = 0; i + 2 < amounts.length; i++) {
    const [net, tax, sum] = amounts.slice(i, i + 3);
    if (Math.abs(sum - total) < 0.005 && tax > 0 && tax < net && Math.abs(cents(net + tax) - sum) < 0.011) return tax;
  }
  return null;
}

/**
 * A signatory's name: the line under the page's last signature line ("______"), or the page's
 * last line when a scan lost that line, that reads as a person's name (two to four capitalised words, a title such as "Dr." or "Dipl.-Ing." and a
 * qualification after a comma allowed). The one who signs an appraisal is its appraiser.
 */
export function signatoryName(doc: DocText): string | null {
  const at = doc.lines.map((l, i) => (/_{6,}/.test(l) ? i : -1)).filter((i) => i >= 0);
  const filled = doc.lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  // A scan may lose the line itself: then the page's last line, alone, when it names a person.
  const last = at[at.length - 1] ?? filled[filled.length - 1] - 1;
  if (Number.isNaN(last)) return null;
  const cells = cellsOf(doc.lines[last + 1] ?? '');
  // Only a line under one signature line: under two side by side, two parties sign (a contract).
  if (cells.length !== 1 || (doc.lines[last]?.match(/_{6,}/g)?.length ?? 0) > 1) return null;
  const name = cells[0].trim();
  const bare = name.replace(TITLES, '').replace(/,\s*[A-Z.]{2,8}$/, '');
  // A trade under the name is no name ("Club Valuer" under "Patricia Holroyd").
  return PERSON.test(bare) && !APPRAISER_ROLE.test(name) ? name : null;
}

// Titles before a name (TITLES, below) are dropped to judge it.
/**
 * Who signs at the foot of a letter or report: a signature (the name, or its surname alone) right over the same
 * name typed, which may go on with the signer's role after a comma ("Donna Kowalczyk" / "Donna Kowalczyk, Chairman";
 * "Oberdorfer   IHK Landshut" / "Dipl.-Ing. Helmut Oberdorfer"). A name printed twice at the close is who signed.
 */
export function signedTwice(doc: DocText): string | null {
  const filled = doc.lines.map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l);
  for (let k = filled.length - 1; k >= Math.max(1, filled.length - 4); k--) {
    const above = filled[k - 1];
    if (above.i !== filled[k].i - 1) continue;
    const [name] = cellsOf(filled[k].l)[0].split(/,\s+/, 1);
    const bare = name.replace(TITLES, '');
    if (!PERSON.test(bare)) continue;
    const signature = cellsOf(above.l)[0].replace(TITLES, '');
    if (signature === bare || signature === bare.split(/\s+/).at(-1) || initialledSignature(signature, bare)) return name;
  }
  return null;
}

/** A signature of initials and the surname ("R. Faßbender", "J.-P. Meier", "M. J. Stanier") of the name typed under it. */
export function initialledSignature(signature: string, name: string): boolean {
  const sig = signature.split(/\s+/);
  const words = name.split(/\s+/);
  if (sig.length < 2 || words.length < 2 || sig.at(-1) !== words.at(-1)) return false;
  const initials = sig.slice(0, -1).flatMap((t) => t.split(/(?<=\.)-?/).filter(Boolean));
  // Each initial stands for a given name of the typed name's (a double name's parts each), in its order.
  const given = words.slice(0, -1).flatMap((w) => w.split('-'));
  let at = 0;
  for (const initial of initials) {
    const m = /^(\p{Lu})\.$/u.exec(initial);
    if (!m) return false;
    while (at < given.length && !given[at].startsWith(m[1])) at++;
    if (at >= given.length) return false;
    at++;
  }
  return true;
}

/**
 * A person's name alone on one of the page's last lines that the letterhead names too ("Sachverständigenbüro Wolfgang
 * Scholz" over the report, "Wolfgang Scholz" under its closing sentence): the author signing their own paper.
 */
export function signedUnderOwnLetterhead(doc: DocText): string | null {
  const filled = doc.lines.map((l) => l.trim()).filter(Boolean);
  const head = filled.slice(0, 3).join('  ');
  for (const line of filled.slice(Math.max(3, filled.length - 6)).reverse()) {
    const name = cellsOf(line)[0].replace(TITLES, '');
    if (cellsOf(line).length === 1 && PERSON.test(name) && !APPRAISER_ROLE.test(name) && new RegExp(String.raw`(?:^|\s)${escape(name)}(?:\s|$)`).test(head))
      return name;
  }
  return null;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of an appraiser's trade, by their stems (appraiser, valuer, assessor, Sachverständiger, Gutachter, Bewerter). */
export const APPRAISER_ROLE =
  /\b(?:apprais|valuer|assessor|surveyor|examiner|inspector|sachverst[aä]ndig|gutachter|bewerter|pr[uü]fer|sch[aä]tzer|taxat|expert(?:e|in|en)?\b)|(?:sachverst[aä]ndig|gutachter|sch[aä]tzer)/i;

/** A caption of a signature ("Signed   M. J. Stanier", "Unterschrift: …", "gez. …"). */
const SIGNED = /^\s*(?:signed(?:\s+by)?|certified\s+by|signature|unterschrift|gez\.|gezeichnet)\s*:?\s+/i;
/** A letter's complimentary close: who signs under it wrote the letter. */
export const CLOSE =
  /^\s*(?:yours\s+(?:faithfully|sincerely|truly)|(?:kind|best|with\s+(?:kind|best))\s+regards|mit\s+freundlichen\s+gr(?:ü|ue)(?:ß|ss)en|freundliche\s+gr(?:ü|ue)(?:ß|ss)e|hochachtungsvoll)\b/i;
// A degree may name its school in brackets after it ("Dipl.-Ing. (FH)", "Dipl.-Kfm. (Univ.)"): part of the title.
export const TITLES = /^((?:dr|prof|dipl\.-\w+|ing)\.?(?:\s*\((?:FH|TH|TU|BA|Univ\.?|HTL|ETH)\))?\s+)+/i;
const isPersonName = (text: string) => PERSON.test(text.replace(TITLES, '')) && !APPRAISER_ROLE.test(text);

/**
 * A report's author by the word of their trade when no label list names them: beside a colon, or by its signature block and no line is drawn to sign on: a line
 * that is a person's name, standing alone over a line that names an appraiser's trade ("Deborah Hargreaves" /
 * "Independent Classic Vehicle Valuer"), or followed on its own line by that trade after a comma.
 */
export function appraiserBySignatureBlock(doc: DocText): string | null {
  // A label no list holds whose word is the trade ("Bewerter: Rainer Kuhlmann", "Valuer: …"): the person after it.
  for (const line of doc.lines) {
    const m = /^\s*([^:\d]{3,40}):\s*(.+?)\s*$/.exec(line);
    const name = m && cellsOf(m[2])[0];
    if (m && name && APPRAISER_ROLE.test(m[1]) && PERSON.test(name.replace(TITLES, ''))) return name;
  }
  const filled = doc.lines.map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l);
  // The page's head above its first date is its letterhead: a name over a line of the trade there is the firm's heading
  // ("Munro Motor Valuations" / "Independent valuers of historic cars"), taken only when no signer is found below.
  const dated = filled.findIndex((x) => findDates(x.l).length > 0);
  const head = dated < 0 ? 0 : dated;
  const overTrade = (from: number, to: number): string | null => {
    for (let k = to - 1; k >= from; k--) {
      // A mark before the name (a scanned signature or stamp read as "O", "©") is no cell of the signing line.
      const cells = cellsOf(filled[k].l).filter((c) => /\p{L}{2}|\d/u.test(c));
      // The signing line may hold the date or the place first ("Date: 5th February 2016   Patricia Holroyd"): its last cell.
      if (cells.length !== 1 && !(cells.length === 2 && findDates(cells[0]).length)) continue;
      const [name, role = ''] = cells[cells.length - 1].split(/,\s+/, 2);
      const below = filled[k + 1] && filled[k + 1].i === filled[k].i + 1 ? filled[k + 1].l : '';
      if (!isPersonName(name)) continue;
      if (APPRAISER_ROLE.test(role) || (!role && APPRAISER_ROLE.test(below))) return name;
    }
    return null;
  };
  const inBody = overTrade(head, filled.length);
  if (inBody) return inBody;
  for (const [k, { l }] of filled.entries()) {
    // A caption of the trade that closes its line ("Muttenz, 25.12.2024   Der Schätzer:"): who signs under it.
    const last = cellsOf(l).at(-1) ?? '';
    if (/:$/.test(last) && APPRAISER_ROLE.test(last)) {
      const next = filled.slice(k + 1, k + 3).find((x) => isPersonName(cellsOf(x.l)[0].split(/,\s+/)[0]));
      if (next) return cellsOf(next.l)[0].split(/,\s+/)[0];
    }
    // "Signed   M. J. Stanier": the name as signed, without the letters after it in the letterhead.
    const signed = SIGNED.exec(l);
    const name = signed && cellsOf(l.slice(signed[0].length))[0];
    if (name && isPersonName(name)) return name;
  }
  // A letter's close ("Yours faithfully,"): the first person named under it signed the letter.
  const close = filled.findIndex((x) => CLOSE.test(x.l));
  if (close >= 0) {
    const signer = filled.slice(close + 1, close + 4).find((x) => isPersonName(cellsOf(x.l)[0].split(/,\s+/)[0]));
    if (signer) return cellsOf(signer.l)[0].split(/,\s+/)[0];
  }
  return overTrade(0, head);
}

/**
 * An appraisal's value when its label is unknown: a sum in a currency under a label whose last word
 * names a value ("Current value", "Ankaufswert"), never a year (the model year is no value) and not
 * under a cost's label (an estimate of repairs). The largest such sum: a car's value exceeds the costs beside it.
 */
export function valueByLabelShape(pairs: FormPair[], vehicleYear?: number | null): number | null {
  const values = pairs
    .filter((p) => /(?:value|valuation|wert)\s*[:.]?\s*$/i.test(p.label) && !/cost|kosten|estimate|repair|reparatur/i.test(p.label))
    .flatMap((p) => findAmounts(p.value).filter((a) => a.isMoneyLike && a.currency))
    .map((a) => a.value)
    .filter((v) => !(Number.isInteger(v) && v >= 1900 && v <= 2035 && (!vehicleYear || v === vehicleYear)));
  return values.length ? Math.max(...values) : null;
}

/**
 * An appraisal's value stated in a sentence and set apart on its own line ("In my opinion the value of the
 * above vehicle is" / "£22,000"): a line that is one sum in a currency and nothing else, under a line naming a
 * value (value, worth, Wert) that prints no sum of its own.
 */
export function valueStatedApart(doc: DocText): number | null {
  for (let i = 1; i < doc.lines.length; i++) {
    const line = doc.lines[i].trim();
    const amounts = findAmounts(line).filter((a) => a.isMoneyLike && a.currency);
    if (amounts.length !== 1 || line.replace(amounts[0].raw, '').replace(/[^\p{L}\d]/gu, '').length > 3) continue;
    // The sentence may stand a blank line above its sum ("… should be:", "", "£31,500").
    const above = doc.lines.slice(0, i).findLast((l) => l.trim()) ?? '';
    if (/\b(?:value|valued|valuation|worth)\b|wert\b/i.test(above) && !findAmounts(above).some((a) => a.isMoneyLike)) return amounts[0].value;
  }
  return null;
}

/**
 * An appraisal's value stated in a sentence ("Der Verkehrswert wird zum Stichtag mit € 31.800,- festgestellt.", "I value
 * the vehicle at €34,500.00 (34,500 euro)"): a line that names a value (value, valued, worth, a German …wert) and prints
 * one sum in a currency, perhaps again in words or brackets, and no cost or fee.
 */
export function valueInSentence(doc: DocText): number | null {
  for (const [i, own] of doc.lines.entries()) {
    // A sentence wrapped before its sum ("… schätze ich den heutigen Marktwert Ihres" / "Fahrzeugs auf CHF 12'500.-."): its next line too.
    const next = doc.lines[i + 1] ?? '';
    const wrapped =
      !findAmounts(own).some((a) => a.isMoneyLike) && /\p{L},?$/u.test(own.trim()) && /^\p{Ll}|^\p{L}+\s+(?:auf|at|of|is|ist|mit)\b/u.test(next.trim());
    const line = wrapped ? `${own} ${next}` : own;
    if (!/\b(?:value|valued|worth)\b|\p{L}*wert\b/iu.test(line) || /cost|kosten|fee|honorar|geb[uü]hr|price|preis|repair|reparatur/i.test(line)) continue;
    const values = [
      ...new Set(
        findAmounts(line)
          .filter((a) => a.isMoneyLike && a.currency)
          .map((a) => a.value),
      ),
    ];
    if (values.length === 1 && values[0] >= 100) return values[0];
  }
  return null;
}
