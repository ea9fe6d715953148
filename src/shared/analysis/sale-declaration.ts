/**
 * A private seller's receipt is written as a declaration in the first person, not as a form:
 * "I, Ann Lee, of the above address, confirm that on 3 May 2019 I sold the vehicle …",
 * "Ich, Hans Maier, bestätige, das Fahrzeug … verkauft zu haben". The one who says "I" and sells
 * is the seller. Read across line breaks: a sentence runs over several lines of the page.
 */
import { lineCells } from './layout';
import { CLOSE } from './unlabelled-fields';

/** A name as the declaration gives it: two to four capitalised words, a courtesy title allowed ("Mr J. Smith"). */
const NAME = String.raw`((?:(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})`;
/** The rest of a sentence: no full stop but one inside a figure ("$2,750.00"). */
const SAME_SENTENCE = String.raw`(?:[^.!?]|\.(?=\d))*?`;
/** "I, NAME," then, in the same sentence, the seller's verb in the first person. */
const DECLARATIONS = [
  // A scan reads the lone "I" as "1", "l" or "|" at times.
  new RegExp(String.raw`(?<![\p{L}\d])[I1l|],\s+${NAME},${SAME_SENTENCE}\b(?:I\s+(?:have\s+)?)?(?:sold|sell|transferred)\b`, 'u'),
  new RegExp(String.raw`\bIch,\s+${NAME},${SAME_SENTENCE}\b(?:verkauf\w*|veräußer\w*)`, 'u'),
];

export function sellerByDeclaration(lines: string[]): string | null {
  const text = lines.join(' ').replace(/\s+/g, ' ');
  for (const re of DECLARATIONS) {
    const m = re.exec(text);
    if (m) return m[1].replace(/^(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s+/, '');
  }
  return null;
}

/**
 * A letter whose writer says they were paid for the car or sold it ("I write to confirm that I have this day received from
 * you the sum of £875.00 in full payment for the Lotus", "Hiermit bestätige ich, den Kaufpreis von 4.500 DM erhalten zu
 * haben", "I sold you the above vehicle"): money received, not the car, in the writer's own sentence. Its writer signs
 * under the close. In the first person singular: a firm writes "we", and its clerk signing is not the party.
 */
const WRITER_PAID = [
  /\bI\s+(?:have\s+)?(?:this\s+day\s+|today\s+)?(?:received|accepted)\s+(?:from\s+(?:you|\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2})\s+)?(?:the\s+)?(?:sum|payment|amount|price|full\s+payment|balance|£|€|\$|DM|\d)/iu,
  /\bI\s+(?:have\s+)?(?:this\s+day\s+|today\s+)?sold\b/,
  /\bich\b[^.!?]*\b(?:kaufpreis|betrag|summe|zahlung)\b[^.!?]*\b(?:erhalten|empfangen|bekommen)\b/iu,
  /\bich\b[^.!?]*\bverkauft\b/iu,
];

/** The seller of a letter confirming the writer was paid for the car: the name signed first under its close. Null without such a sentence or close. */
export function sellerSigningForPayment(lines: string[]): string | null {
  const text = lines.join(' ').replace(/\s+/g, ' ');
  if (!WRITER_PAID.some((re) => re.test(text))) return null;
  const filled = lines.map((l) => l.trim()).filter(Boolean);
  const close = filled.findIndex((l) => CLOSE.test(l));
  if (close < 0) return null;
  for (const line of filled.slice(close + 1, close + 4)) {
    const [name] = (lineCells(line)[0] ?? '').split(/,\s+/, 1);
    if (isName(name)) return bare(name);
  }
  return null;
}

/**
 * A party named before its role, as under the signature lines of a contract ("Gary Delgado, Seller   Dennis Duffy,
 * Buyer"): the cell whose role after the comma is the seller's. The role is judged by its word's stem (`roleOf`).
 */
export function sellerBeforeRole(lines: string[], roleOf: (cell: string) => 'seller' | 'buyer' | null): string | null {
  for (const line of lines) {
    for (const cell of line.split(/\s{3,}|\t/)) {
      const m = new RegExp(String.raw`^${NAME},\s*(?:the\s+|der\s+|die\s+)?([\p{L}]+)\s*$`, 'u').exec(cell.trim());
      if (m && roleOf(m[2]) === 'seller') return m[1].replace(/^(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s+/, '');
    }
  }
  return null;
}

/**
 * A party the contract's running text names and then designates by its role ("Frau Renate Schröder, Lindenallee 38,
 * Würzburg – nachstehend Verkäufer –", "Ann Lee, 4 Mill Lane (hereinafter the Seller)"): the name before the designation
 * whose role is the seller's. Its address may stand between, after a comma.
 */
export function sellerByDesignation(lines: string[], roleOf: (cell: string) => 'seller' | 'buyer' | null): string | null {
  // Line breaks kept: a party's name set on a line of its own under the contract's opening word ("Zwischen" /
  // "Ilse Pönitz, wohnhaft in …") begins at its line, never with the words of the line above.
  const text = lines
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');
  const re = new RegExp(
    String.raw`${NAME}(?:,(?:(?!\s[-–—(]\s?)[\s\S]){0,80}?)?\s*[-–—(,]\s*(?:[Nn]achstehend|[Ii]m\s+[Ff]olgenden|[Hh]ereinafter|[Hh]ereafter)\s+(?:referred\s+to\s+as\s+|called\s+|genannt\s+)?(?:the\s+|der\s+|die\s+|„|")?(\p{L}+)`,
    'gu',
  );
  // The name begins after its courtesy title: the capitalised words before it are the sentence's ("Zwischen Herrn Otto Lang").
  for (const m of text.matchAll(re)) {
    if (roleOf(m[2]) !== 'seller') continue;
    const own = m[1].split('\n').at(-1) ?? '';
    const name = new RegExp(String.raw`^${NAME}$`, 'u').test(own) ? own : m[1].replace(/\s+/g, ' ');
    return name.replace(/^.*\b(?:Mr|Mrs|Ms|Dr|Herrn?|Frau)\.?\s+/u, '');
  }
  return null;
}

type RoleOf = (cell: string) => 'seller' | 'buyer' | null;
const isName = (cell: string | undefined) => !!cell && new RegExp(String.raw`^${NAME}$`, 'u').test(cell);
const bare = (name: string) => name.replace(/^(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s+/, '');

/**
 * Two parties side by side, each under its role's heading ("Verkäufer/in   Käufer/in" / "Vorname, Name   Vorname, Name" /
 * "Uwe Suter   Anna Hürlimann"): the name in the seller's column, the first below that reads as a name. The other
 * party's heading beside the seller's is no value of it. Null when no row of roles (a seller's and a buyer's) has names under it.
 */
export function sellerInRoleColumns(lines: string[], roleOf: RoleOf): string | null {
  for (let i = 0; i < lines.length; i++) {
    const heads = lineCells(lines[i]);
    const roles = heads.map(roleOf);
    if (heads.length < 2 || !roles.every(Boolean) || !roles.includes('seller') || !roles.includes('buyer')) continue;
    const k = roles.indexOf('seller');
    for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
      const cells = lineCells(lines[j]);
      if (cells.length === heads.length && isName(cells[k])) return bare(cells[k]);
    }
  }
  return null;
}

/** What a signature line says before the name typed on it ("Signed   Gwen Metcalfe", "gez. Otto Lang"). */
const SIGNED = /^(?:signed|signature|sign|unterschrift|unterschrieben|gez\.?|gezeichnet)\s*:?$/i;

/** The name a line gives whole, or typed after the word of signing in the line's first cell. */
function signedName(line: string | undefined): string | null {
  const cells = line ? lineCells(line) : [];
  if (cells.length === 2 && SIGNED.test(cells[0])) return isName(cells[1]) ? cells[1] : null;
  return isName(line) ? line! : null;
}

/**
 * Names signed over their roles, one under the other ("Sarah A. Donnelly" / "Seller" / "Carol Henning" / "Purchaser"):
 * each role alone on its line is the caption of the name right above it — so when the last role has no name under
 * it. The name over the seller's caption. Where the seller alone signs (a private seller's receipt: "Signed   Gwen
 * Metcalfe" / "(seller)"), the name over that caption, as long as no other party's caption stands on the page.
 */
export function sellerOverCaption(lines: string[], roleOf: RoleOf): string | null {
  const t = lines.map((l) => l.trim());
  const isCaption = (l: string) => lineCells(l).length === 1 && l.split(/\s+/).length <= 3 && !/\d/.test(l);
  const captions = t.map((l, i) => ({ i, role: isCaption(l) ? roleOf(l) : null })).filter((c) => c.role && signedName(t[c.i - 1]));
  const seller = captions.find((c) => c.role === 'seller');
  const buyer = captions.find((c) => c.role === 'buyer');
  if (!seller) return null;
  if (!buyer) return t.some((l) => isCaption(l) && roleOf(l) === 'buyer') ? null : bare(signedName(t[seller.i - 1])!);
  const last = Math.max(seller.i, buyer.i);
  return isName(t[last + 1]) ? null : bare(signedName(t[seller.i - 1])!);
}
