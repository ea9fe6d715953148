/**
 * A private seller's receipt is written as a declaration in the first person, not as a form:
 * "I, Ann Lee, of the above address, confirm that on 3 May 2019 I sold the vehicle …",
 * "Ich, Hans Maier, bestätige, das Fahrzeug … verkauft zu haben". The one who says "I" and sells
 * is the seller. Read across line breaks: a sentence runs over several lines of the page.
 */

/** A name as the declaration gives it: two to four capitalised words, a courtesy title allowed ("Mr J. Smith"). */
const NAME = String.raw`((?:(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})`;
/** "I, NAME," then, in the same sentence, the seller's verb in the first person. */
const DECLARATIONS = [
  // A scan reads the lone "I" as "1", "l" or "|" at times.
  new RegExp(String.raw`(?<![\p{L}\d])[I1l|],\s+${NAME},[^.!?]*?\b(?:I\s+(?:have\s+)?)?(?:sold|sell|transferred)\b`, 'u'),
  new RegExp(String.raw`\bIch,\s+${NAME},[^.!?]*?\b(?:verkauf\w*|veräußer\w*)`, 'u'),
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
  const text = lines.join(' ').replace(/\s+/g, ' ');
  const re = new RegExp(
    String.raw`${NAME}(?:,(?:(?!\s[-–(]\s?).){0,80}?)?\s*[-–(,]\s*(?:[Nn]achstehend|[Ii]m\s+[Ff]olgenden|[Hh]ereinafter|[Hh]ereafter)\s+(?:referred\s+to\s+as\s+|called\s+|genannt\s+)?(?:the\s+|der\s+|die\s+|„|")?(\p{L}+)`,
    'gu',
  );
  // The name begins after its courtesy title: the capitalised words before it are the sentence's ("Zwischen Herrn Otto Lang").
  for (const m of text.matchAll(re)) if (roleOf(m[2]) === 'seller') return m[1].replace(/^.*\b(?:Mr|Mrs|Ms|Dr|Herrn?|Frau)\.?\s+/u, '');
  return null;
}
