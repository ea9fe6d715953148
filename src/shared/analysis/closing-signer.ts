/**
 * Who signs a report or letter at its close, chosen among the names of its last lines by what surrounds each — the
 * same shape as the issuer's choice (issuer-choice.ts): candidates, evidence, the best score wins.
 *
 * A signature block has a shape a person would name without knowing the signer's trade: a place and date or a
 * complimentary close above, the person's name alone on its line, and under it (or after a comma) what the signer is —
 * a role or qualification in any words ("Vertrauensmann des Vurderingsudvalg", "Taxateur, eingetragen im Register VRT").
 * The rules before this one need the trade's own word (appraiser, Sachverständiger …); a club's or a foreign office's
 * signer names none of those, and then the letterhead's club or office was taken for the person.
 */
import { findDates } from './dates';
import { lineCells, overlapsX, type Cell } from './layout';
import type { DocText } from './text-values';
import { APPRAISER_ROLE, CLOSE, PERSON, TITLES } from './unlabelled-fields';

/** A label that names the client or owner: a name after it is the one the report is written for, never its author. */
const CLIENT_LABEL =
  /\b(?:auftraggeber\w*|kunde|kundin|client|customer|owner|eigentümer\w*|halter\w*|besitzer\w*|insured|versicherungsnehmer\w*|antragsteller\w*)\b/i;

export interface SignerFeatures {
  /** A role or qualification under the name or after its comma. */
  role: boolean;
  /** That role holds a word of the appraiser's trade. */
  tradeRole: boolean;
  /** A place and date, a complimentary close or a drawn signature line on the line above. */
  closeAbove: boolean;
  /** Among the page's last three lines that hold text. */
  atEnd: boolean;
  /** Named beside a client's or owner's label elsewhere: the one the paper is for. */
  client: boolean;
  /** Opens with an academic or engineer's title ("Ing.", "Dipl.-Ing. (FH)", "Dr."): a person signs, never a firm. */
  titled: boolean;
  /** The letterhead bears the signer's surname ("Sachverständigenbüro Vogelsang", "VOGELSANG"): the owner signs their own paper. */
  ownPaper: boolean;
}

export interface Signer {
  name: string;
  line: number;
  features: SignerFeatures;
}

/** A line that says what a signer is: words, capitalised first, no figure, no person's name of its own. */
const isRoleLine = (text: string) =>
  /^\p{Lu}/u.test(text) &&
  /\p{L}{3}/u.test(text) &&
  !/\d/.test(text) &&
  text.length <= 80 &&
  // Two capitalised words read as a person's name unless they name the trade ("Senior Appraiser").
  (!PERSON.test(text.replace(TITLES, '')) || APPRAISER_ROLE.test(text));

/** A place and a date on their own ("Århus, den 12.03.1983", "Sappemeer, 15-03-2015"): where and when the signer signed. */
const isPlaceAndDate = (text: string) => findDates(text, true).length > 0 && text.split(/\s+/).length <= 6;

/**
 * The cells right above and under a signer's name in its column, where the page's rows are known: a stamp beside the
 * signature is set in rows of its own between the name's lines ("CLASSIC-TAXE" / "Gerd Hümmer" / "FRANKEN" /
 * "Kfz-Sachverständiger"), and its words are no role. Above, the place and date may stand a blank signing space higher;
 * under, the role follows close. Empty where no rows or no such cell.
 */
function columnNeighbours(doc: DocText, line: number): { above: string; below: string } {
  const rows = doc.rows;
  const cell = rows?.[line]?.cells.length === 1 ? rows[line]!.cells[0] : null;
  if (!rows || !cell) return { above: '', below: '' };
  const h = cell.y1 - cell.y0;
  const inColumn = (j: number): Cell | undefined => rows[j]?.cells.find((c) => overlapsX(c, cell));
  let below = '';
  for (let j = line + 1; j <= line + 3 && rows[j]; j++) {
    const c = inColumn(j);
    if (!c) continue;
    if (c.y0 - cell.y1 <= 1.5 * h) below = c.text.trim();
    break;
  }
  let above = '';
  for (let j = line - 1; j >= Math.max(0, line - 4); j--) {
    const c = inColumn(j);
    if (!c) continue;
    if (cell.y0 - c.y1 <= 6 * h) above = c.text.trim();
    break;
  }
  return { above, below };
}

/** The page's head: its first three lines that hold text, where a letterhead names the firm. */
const headOf = (doc: DocText) =>
  doc.lines
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('  ');

/** The names the page's last lines offer as its signer, each with the evidence around it. */
export function signerCandidates(doc: DocText, depth = 8): Signer[] {
  const filled = doc.lines.map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l);
  const head = headOf(doc);
  const out: Signer[] = [];
  for (let k = Math.max(0, filled.length - depth); k < filled.length; k++) {
    const cells = lineCells(filled[k].l);
    const above = filled[k - 1]?.l ?? '';
    // Under a drawn signature line the signer's cell comes first; a note may stand beside it ("VIN verified: …").
    const signLine = /_{6,}/.test(above);
    if (cells.length !== 1 && !signLine) continue;
    const [first, after = ''] = cells[0].split(/,\s+/, 2);
    // Letters of a qualification after the comma belong to the name as printed ("Bruce A. Lindquist, ISA").
    const lettersAfter = /^[A-Z.]{2,8}$/.test(after);
    const name = lettersAfter ? cells[0] : first;
    if (!PERSON.test(first.replace(TITLES, '')) || APPRAISER_ROLE.test(first)) continue;
    const next = filled[k + 1]?.i === filled[k].i + 1 ? filled[k + 1].l : '';
    const column = columnNeighbours(doc, filled[k].i);
    // The line under the name, or the one under it in its column where a stamp's row stands between.
    const below = column.below || next;
    // A role after the comma may open in lower case ("eidg. dipl. Automobildiagnostiker").
    const role = lettersAfter ? below : after || below;
    const roleShaped = lettersAfter || !after ? isRoleLine(role) : /\p{L}{3}/u.test(after) && !/\d/.test(after);
    const bare = first.replace(TITLES, '');
    const closes = (text: string) => isPlaceAndDate(text) || CLOSE.test(text);
    const surname = bare.split(/\s+/).at(-1) ?? '';
    out.push({
      name,
      line: filled[k].i,
      features: {
        role: !!role && roleShaped,
        tradeRole: APPRAISER_ROLE.test(role),
        closeAbove: signLine || closes(above) || closes(column.above),
        atEnd: k >= filled.length - 3,
        client: doc.lines.some((l, i) => i !== filled[k].i && l.includes(bare) && CLIENT_LABEL.test(l)),
        titled: bare !== first,
        ownPaper:
          k >= 3 && surname.length >= 3 && new RegExp(String.raw`(?<!\p{L})${surname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\p{L})`, 'iu').test(head),
      },
    });
  }
  return out;
}

/**
 * Hand weights: what the block says of the signer; the client is never it. A title before the name counts as a word of
 * the trade does: a role line in a language no list holds ("Expert agréé près les tribunaux") under a titled name. The
 * letterhead bearing the surname counts as the role line's trade word would.
 */
export function signerScore(f: SignerFeatures): number {
  return (f.role ? 2 : 0) + (f.tradeRole || f.titled ? 1 : 0) + (f.closeAbove ? 1.5 : 0) + (f.atEnd ? 1 : 0) + (f.ownPaper ? 1 : 0) - (f.client ? 6 : 0);
}

/** The page's signer when its block is shaped as one (a role under the name, and a close above or the page's end). */
export function closingSigner(doc: DocText): string | null {
  let best: { name: string; score: number } | null = null;
  for (const c of signerCandidates(doc)) {
    const score = signerScore(c.features);
    if (score >= 4 && (!best || score > best.score)) best = { name: c.name, score };
  }
  return best?.name ?? null;
}
