/**
 * A till receipt's head is printed in one order: the shop's name, then what identifies it — its
 * registration number, its address, its phone, its tax number. Whatever stands above the name
 * (a logo's letters, a brand, a branch code, a cashier's scrawl) and whatever follows the address
 * (an outlet, the document's title, the cashier) is no issuer's name. So the name is the line of
 * words right above the first line that identifies a shop, or that line itself when it opens with
 * the name ("99 SPEED MART S/B (519537-X)").
 */
import type { Row } from './layout';

/** A company's registration number: digits with a check letter ("(742016-W)", "JM0352019-K", "Co-REG:860671-D", "(1074617K)"). */
const REGISTRATION =
  /(?<![\p{L}\d])(?:[A-Z]{1,4})?\d{4,}\s?-?\s?[A-Z](?![\p{L}\d])|\b(?:co\.?\s*-?\s*reg|company\s+(?:reg|no)|roc\s*no|br\s*no|reg(?:istration)?\s*no)\b/iu;
/**
 * A street with its number, a lot or a floor, a town's postcode. A name may hold such a word
 * ("PLAZA PHARMACY"): only with a figure or a comma is it an address. A German street names its kind at its
 * compound's end, before the number ("Robert-Bosch-Str. 67", "Hauptstraße 4", "Lindenweg 3").
 */
const ADDRESS_LINE =
  /^\W*(?:lot|no|unit|blok|block|level|lvl|floor|flr|suite)\b.*\d|^\W*[A-Z]?\d{1,5}[A-Z]?\s*[,&-]|\b(?:jalan|jln|lorong|taman|tmn|bandar|kampung|kg|seksyen|persiaran|lebuh|lebuhraya|road|rd|street|avenue|ave|blvd|plaza)\b.*[\d,]|(?<![\d-])\d{5}(?![\d-])|(?:stra(?:ß|ss)e|str\.|\bweg|\bplatz|\ballee|\bgasse)\s*\d/iu;
/**
 * A town's postcode as British and Channel Islands paper prints it ("GY3 5BN", "SW1A 1AA", "LS6 2QR"), in capitals; or a
 * street's name and number before a comma and the postcode, as most of Europe writes it ("Domažlická 160, 318 00 Plzeň",
 * "Via Roma 12, 20121 Milano").
 */
const POSTCODE_LINE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\p{L}{3,}\.?\s+\d{1,4}[a-z]?,\s*\d/u;
/**
 * A phone, fax or mail line. An e-mail's "@" has its domain after it; an "@" before a figure is a price's "at" ("102.67 L @
 * 1.36", "2 @ 4.99"): an item's line, no shop's.
 */
const CONTACT =
  /\b(?:tel|fax|phone|h\/p|e-?mail|www)\b|@\s?[\p{L}\d-]*\p{L}[\p{L}\d-]*\.\p{L}|\b0\d{1,2}\s?-\s?\d{3,4}\s?\d{3,4}\b|(?<![\d-])\+?60\d{1,2}[\s-]?\d{3,4}/iu;
/** A tax number line. */
const TAX_NUMBER = /\b(?:gst|sst|tax)\s*(?:id|no|reg|number)|\bgst\b/i;

/** A sum at the line's end ("45,20 l @ 1,19   53,79", "TOTAL   64.80"): an item's or a total's line. */
const PRICED = /(?<![\d.,])\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}\s*$/;

/** Whether a line identifies the shop above it: its registration number, address, phone or tax number; never a priced line. */
export function identifiesShop(line: string): boolean {
  if (PRICED.test(line.trim())) return false;
  return REGISTRATION.test(line) || ADDRESS_LINE.test(line) || POSTCODE_LINE.test(line) || CONTACT.test(line) || TAX_NUMBER.test(line);
}

/** The part of a line before its registration number ("99 SPEED MART S/B (519537-X)" → "99 SPEED MART S/B"), or null. */
function nameBeforeRegistration(line: string): string | null {
  const m = REGISTRATION.exec(line);
  if (!m || m.index === 0) return null;
  const before = line
    .slice(0, m.index)
    .replace(/[\s([{<:-]+$/, '')
    .trim();
  // A label before the number ("Company No.", "CO.REG") is no name.
  if (/\b(?:co|company|reg\w*|roc|br|no|na|id)\W*$/i.test(before) || /^[([{<]/.test(before)) return null;
  return /\p{L}{3}/u.test(before) ? before : null;
}

/**
 * The line naming the shop in the receipt's head (its first `within` lines, each its first
 * column): the first line that identifies a shop when its name opens it before its registration
 * number, else the nearest line above that line which `isName` accepts. `line` and `anchor` are
 * indices into `lines`. Null when no line identifies a shop there, or no name stands above it.
 */
export function nameAboveItsAddress(lines: string[], isName: (line: string) => boolean, within = 12): { line: number; anchor: number } | null {
  const head = lines.slice(0, within).map((l) => l.trim());
  const anchor = head.findIndex((l) => l && identifiesShop(l));
  if (anchor < 0) return null;
  if (nameBeforeRegistration(head[anchor]) && isName(head[anchor])) return { line: anchor, anchor };
  for (let i = anchor - 1; i >= 0; i--) if (head[i] && isName(head[i])) return { line: i, anchor };
  return null;
}

/**
 * How wide a line's letters are printed, in pixels a character (its cells' widths over their characters), from the
 * rows of the page's words: the row whose first cell or whole text is `line`. Null without positions or such a row.
 */
export function letterPitch(rows: readonly (Row | null)[] | undefined, line: string): number | null {
  // The rows part a name's words into cells where the till spaced them out ("HREE   STOOGES"): spacing aside. A dot between
  // words that OCR read as a hyphen is a middle dot in the rows, which read it by its box's shape (layout.ts), and a
  // hyphen in the text as read ("Petroleum - Feed - Parts"): the separators aside too.
  const plain = (s: string) =>
    s
      .trim()
      .replace(/(?<=\s)[·•-](?=\s)/g, '-')
      .replace(/\s+/g, ' ');
  const want = plain(line);
  if (!rows || !want) return null;
  for (const row of rows) {
    if (!row?.cells.length) continue;
    const cells = plain(row.text) === want ? row.cells : plain(row.cells[0].text) === want ? [row.cells[0]] : null;
    if (!cells) continue;
    const chars = cells.reduce((n, c) => n + c.text.trim().length, 0);
    return chars ? cells.reduce((w, c) => w + c.x1 - c.x0, 0) / chars : null;
  }
  return null;
}

/**
 * A till prints its name in its widest letters (double width, a font of its own): a line right above the chosen name
 * printed at least half as wide again a letter is the name, the chosen line under it its trade or branch ("THREE
 * STOOGES" over "BISTRO & CAFE", both as high). Not for handwriting read above the head (small letters only).
 */
export const WIDER_PRINT = 1.5;
export function inWiderPrint(above: string, below: string, pitch: (line: string) => number | null): boolean {
  if (!/\p{Lu}/u.test(above)) return false;
  const [a, b] = [pitch(above), pitch(below)];
  return a !== null && b !== null && a >= WIDER_PRINT * b;
}
