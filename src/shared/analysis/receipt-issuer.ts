import { findDates } from './dates';
import { overlapsX, type Row } from './layout';

/**
 * Who issued a receipt, where the page says it in words rather than in a letterhead: a sentence naming the firm the
 * receipt is from ("Your receipt from Greene Car Spa", "Ihre Quittung von Tankstelle Bell"), or the firm's stamp under
 * the pad's caption for it ("Stempel / Unterschrift" over "Abschleppdienst Kraus", a receipt book's last line). Null when
 * the page says neither.
 */
export function receiptIssuer(lines: readonly string[], rows?: readonly (Row | null)[]): string | null {
  return issuerInSentence(lines) ?? issuerUnderStamp(rows);
}

/** A firm's name: capitalised words (an ampersand, a hyphen or an apostrophe among them), up to six. */
const FIRM = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+(?:&\s+)?(?:\p{Lu}[\p{L}'’.-]*|und|and|of|de|la))*`;
const FROM_SENTENCE = new RegExp(String.raw`\b(?:receipt|order|purchase)\s+from\s+(${FIRM})|\b(?:quittung|beleg|bestellung)\s+(?:von|bei)\s+(${FIRM})`, 'iu');

function issuerInSentence(lines: readonly string[]): string | null {
  for (const line of lines) {
    for (const cell of line.split(/\s{3,}|\t/)) {
      const m = FROM_SENTENCE.exec(cell.trim());
      const name = (m?.[1] ?? m?.[2])?.replace(/[.,]$/, '');
      if (name && name.split(/\s+/).length <= 6 && /\p{L}{3}/u.test(name)) return name;
    }
  }
  return null;
}

/** The pad's caption over the issuer's stamp and signature. */
const STAMP_CAPTION = /^(?:firmen)?(?:stempel|stamp)\b|\b(?:stempel|stamp)\s*(?:\/|und|and|&)\s*(?:unterschrift|signature)\b/i;

/** The firm's name under the stamp's caption (or beside it, on the caption's row), in its column, within two rows. */
function issuerUnderStamp(rows?: readonly (Row | null)[]): string | null {
  if (!rows) return null;
  for (const [at, row] of rows.entries()) {
    const caption = row?.cells.find((c) => STAMP_CAPTION.test(c.text.trim()));
    if (!caption) continue;
    for (const next of rows.slice(at + 1, at + 3)) {
      const cell = next?.cells.find((c) => overlapsX(c, caption));
      const text = cell?.text.trim() ?? '';
      // A firm's name has two words or more: one word there is a stamp of its own ("EINGANG", "BEZAHLT").
      if (text && !/\d/.test(text) && findDates(text).length === 0 && /^\p{Lu}/u.test(text) && text.split(/\s+/).length >= 2) return text;
    }
  }
  return null;
}
