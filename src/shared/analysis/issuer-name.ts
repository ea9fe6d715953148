/**
 * Two ways a bill shows its issuer that the head of the page alone does not: a monogram printed
 * before the name ("TC  Tamworth Coachworks Ltd"), and a name given only in the imprint at the
 * page's foot ("Autoservice Hansen e.K. · Gewerbering 7 · 69117 Heidelberg · Tel. …").
 */
import { cellsAround, type Row } from './layout';

/**
 * The name without a monogram before it: a first token of two or three capitals that are the
 * initials of the words that follow ("AS Autohaus Stegmann GmbH" → "Autohaus Stegmann GmbH").
 * Initials that are not the name's own ("BMW Classic Service") stay, and so does a brand made of a
 * hyphenated name's parts ("ATU Auto-Teile-Unger"): a monogram takes the initials of words.
 */
export function withoutMonogram(name: string): string {
  // One letter as well ("B Boxer-Service"): a logo's initial before the name it abbreviates.
  const m = /^([A-ZÄÖÜ]{1,3})\s+(.+)$/.exec(name.trim());
  if (!m) return name;
  const initials = m[2]
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  return initials.startsWith(m[1]) ? m[2] : name;
}

/**
 * A firm's name before its owner's ("KFZ-SERVICE MERTENS INH. TOBIAS MERTENS", "Bridge Garage Prop. J. Evans"): the
 * owner ("Inhaber", "Inh.", "Proprietor", "Prop.") is who runs the firm, not its name.
 */
export function withoutOwner(name: string): string {
  const m = /^(.{3,}?)[\s,·-]+(?:inh\.|inhaber(?:in)?\b|prop\.|proprietors?\b)\s*:?\s*\S.*$/i.exec(name.trim());
  return m ? m[1].trim() : name;
}

/**
 * A firm's name with the department that issues the paper after a dash ("Käfer-Club Zentralschweiz - Teilelager", "Autohaus
 * Brandt – Service"): the firm. Only one word after the dash, and a name of two words or more before it.
 */
export function withoutDepartment(name: string): string {
  const m = /^(\S+(?:\s+\S+)+?)\s+[-–—]\s+\p{Lu}[\p{L}]+$/u.exec(name.trim());
  return m ? m[1] : name;
}

/**
 * A person signed with initials ("S. Pfisterer", "M. A. Cunningham", "J.-P. Meier") is named in full elsewhere on the
 * page ("und Sabine Pfisterer, Am Bahnhof 44", "between Murray Alistair Cunningham, farmer"): the full name, as a
 * contract's parties are introduced before they sign. Each initial stands for one given name, in order (a hyphened
 * initial for a double name). Unchanged when the page gives no names of those initials, or two different ones.
 */
export function fullPersonName(name: string, lines: string[]): string {
  const m = /^((?:\p{Lu}\.(?:-\p{Lu}\.)?\s*)+)(\p{Lu}[\p{L}'’-]+)$/u.exec(name.trim());
  if (!m) return name;
  const given = (m[1].match(/\p{Lu}\.(?:-\p{Lu}\.)?/gu) ?? []).map((initial) => {
    const [first, second] = initial.split('-').map((x) => x[0]);
    return second ? `${first}\\p{Ll}+-${second}\\p{Ll}+` : `${first}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?`;
  });
  const re = new RegExp(`(?<![\\p{L}.])(${given.join('\\s+')})\\s+${m[2]}(?![\\p{L}])`, 'gu');
  const found = new Set(lines.flatMap((l) => [...l.matchAll(re)].map((x) => `${x[1].replace(/\s+/g, ' ')} ${m[2]}`)));
  return found.size === 1 ? [...found][0] : name;
}

/** The segments of an imprint line: parts joined by a middle dot, a bar or a wide gap. */
const SEGMENTS = /\s+[·|•]\s+|\s{3,}/;

/**
 * The issuer named in an imprint at the page's foot (the last four lines): a line of three parts
 * or more, its first a company's name (`isCompany`, no digit) and another an address or a phone;
 * or a company's name alone on its line over a line that holds its address ("The Old Bakery
 * Garage" / "Rear of 22 High Street, Pembury, Kent · Not VAT registered").
 */
export function imprintName(lines: string[], isCompany: (text: string) => boolean, isAddress: (text: string) => boolean): string | null {
  const foot = lines.filter((l) => l.trim()).slice(-4);
  const partsOf = (line: string) =>
    line
      .trim()
      .split(SEGMENTS)
      .map((p) => p.trim());
  for (const [k, line] of foot.entries()) {
    const parts = partsOf(line);
    // A line a list's mark begins ("/ Tyre pressures checked") is an item, never the firm.
    if (/\d/.test(parts[0]) || !isCompany(parts[0]) || /^[/•·*–-]\s/.test(parts[0])) continue;
    if (parts.length >= 3 && parts.slice(1).some((p) => isAddress(p) || /^(tel|phone|fon)\b/i.test(p))) return parts[0];
    // The line under it may open with the firm's registration before its address ("CK 1996/022041/23 · VAT Reg. No. … ·
    // 17 Lady Grey Street, Paarl").
    const under = foot[k + 1] ? partsOf(foot[k + 1]) : [];
    if (parts.length === 1 && under.some((p) => /\d/.test(p) && isAddress(p))) return parts[0];
  }
  return null;
}

/**
 * A letterhead's short form of the issuer's name ("KESTREL" in large type) when the page prints the full name
 * elsewhere with its legal form ("Kestrel Motor Bodies (Leeds) Ltd" in the imprint): the full name, which begins
 * with the short form's words and adds words of its own, not only the legal form. A name with figures or of more than
 * eight words is no such name.
 */
export function fullNameOf(name: string, lines: string[], legalForm: RegExp): string | null {
  const short = name.trim().toLowerCase();
  if (legalForm.test(name)) return null;
  // The short form is the full name's first words, or its one word a word of the full name ("KELLER" in "Atelier Keller
  // Automobiles Anciennes SARL": a logo of the owner's name).
  const escaped = short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const within = !/\s/.test(short) ? new RegExp(String.raw`(?<!\p{L})${escaped}(?!\p{L})`, 'iu') : null;
  for (const line of lines) {
    for (const part of line.trim().split(SEGMENTS)) {
      const text = part.trim();
      const starts = text.toLowerCase().startsWith(`${short} `);
      if (!(starts || (within?.test(text) && text.length > short.length)) || /\d/.test(text) || !legalForm.test(text)) continue;
      // Only the legal form added ("Car-Fit Werkstattkette" / "… GmbH" in the imprint): the letterhead's name is the name.
      const added = text.replace(new RegExp(escaped, 'i'), '').replace(new RegExp(legalForm.source, `g${legalForm.flags.replace('g', '')}`), '');
      if (!/\p{L}{2}/u.test(added.replace(/\b(co|und|and)\b/gi, ''))) continue;
      if (text.split(/\s+/).length <= 8) return text;
    }
  }
  return null;
}

/**
 * The name as the page prints it again with its legal form and nothing more ("WIENER KUNST- UND OLDTIMERAUKTIONEN" over
 * "Wiener Kunst- und Oldtimerauktionen GmbH · Palais Harrach …"): the firm as it contracts, which a party to a sale is.
 * Null where no such line is printed or the name has its form already.
 */
export function nameWithItsLegalForm(name: string, lines: string[], legalForm: RegExp): string | null {
  if (legalForm.test(name)) return null;
  const words = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const short = words(name);
  for (const line of lines) {
    for (const part of line.trim().split(SEGMENTS)) {
      const text = part.trim();
      if (!words(text).startsWith(`${short} `) || /\d/.test(text)) continue;
      // What the line adds is the legal form alone ("GmbH", "Ltd", "GmbH & Co. KG"): no word of a name of its own.
      const rest = words(text)
        .slice(short.length)
        .replace(/^[\s,]+/, '');
      const bare = rest.replace(new RegExp(legalForm.source, `g${legalForm.flags.replace('g', '')}`), ' ').replace(/&|\b(?:co|und|and)\b|[.,\s]/gi, '');
      if (legalForm.test(` ${rest}`) && !bare) return text;
    }
  }
  return null;
}

/**
 * Whether the name's words give the logo's letters in order, each word its first letter and perhaps letters of its own after
 * it, a compound's parts ("GTH" of "Getriebetechnik Haslinger": Getriebe-Technik, Haslinger).
 */
function initialsCover(letters: string, words: string[]): boolean {
  if (!words.length) return !letters;
  const [word, ...rest] = words.map((w) => w.toUpperCase());
  if (!letters || word[0] !== letters[0]) return false;
  // The word may give more letters than its first, in order, from inside it.
  let from = 1;
  for (let k = 1; k <= letters.length; k++) {
    if (initialsCover(letters.slice(k), rest)) return true;
    const at = word.indexOf(letters[k], from);
    if (k === letters.length || at < 0) return false;
    from = at + 1;
  }
  return false;
}

/**
 * A logo of the firm's initials ("GTH" in large type) where the page names the firm in full elsewhere with its legal form
 * ("Getriebetechnik Haslinger GmbH" at its foot): the full name, whose words give the logo's letters. The name's last word
 * may give none, the kind of firm the initials leave out ("PCC" of "Pegnitz Cage & Chassis Manufaktur e.K.", "HRE" of
 * "Hartley Race Engines Workshop Ltd"), where the others give them all. A name with figures or of more than six words is no
 * such name; null where the page prints none.
 */
export function nameOfInitials(logo: string, lines: string[], isLegalForm: (text: string) => boolean): string | null {
  const letters = logo.trim();
  if (!/^\p{Lu}{2,4}$/u.test(letters)) return null;
  for (const line of lines) {
    for (const part of line.trim().split(SEGMENTS)) {
      const text = part.trim();
      if (text === letters || /\d/.test(text) || !isLegalForm(text) || text.split(/\s+/).length > 6) continue;
      const words = text.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w) && !isLegalForm(w));
      if (words.length >= 2 && (initialsCover(letters, words) || (words.length >= 3 && initialsCover(letters, words.slice(0, -1))))) return text;
    }
  }
  return null;
}

/**
 * A short form of the issuer's name printed large as its logo ("JAGUAR", "PORSCHE", "PARTS CITY") beside or right over
 * the name it belongs to ("Rowntree Jaguar Harrogate", "Porsche Zentrum Hagedorn", "PARTS CITY AUTO STORES"): the longer
 * name, in the logo's own row or the row under it, that holds the logo's words whole and adds words of its own. A line
 * with figures (an address, a phone) or of more than six words (a tagline's sentence) holds no name; `isName` judges
 * the rest (no slogan, no address). With the page's rows, the row under the logo is the first one under it in its column:
 * an address block beside the logo, a line a row, may stand between ("HAVELLAND   Nauener Chaussee 8" / "14612 Falkensee"
 * / "Havelland Oldtimer-Transporte   Tel. …").
 */
export function nameBesideLogo(logo: string, lines: string[], isName: (text: string) => boolean, rows?: readonly (Row | null)[]): string | null {
  const short = logo.trim();
  if (!short || short.split(/\s+/).length > 3) return null;
  const escaped = short.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const whole = new RegExp(String.raw`(?<!\p{L})${escaped}(?!\p{L})`, 'iu');
  const segments = (line: string) =>
    line
      .trim()
      .split(SEGMENTS)
      .map((p) => p.trim())
      .filter(Boolean);
  const at = lines.findIndex((l) => segments(l).some((p) => p.toLowerCase() === short.toLowerCase()));
  if (at < 0) return null;
  for (const line of [lines[at], lines[at + 1] ?? '', cellUnderLogo(short, rows) ?? '']) {
    for (const part of segments(line)) {
      if (part.toLowerCase() === short.toLowerCase() || !whole.test(part) || /\d/.test(part)) continue;
      const words = part.split(/\s+/);
      if (words.length > 6 || !/\p{L}{2}/u.test(part.replace(whole, '')) || !isName(part)) continue;
      return part;
    }
  }
  return null;
}

/** The text of the first cell under the logo's cell in its column, a few of the logo's heights down at most; null without rows. */
function cellUnderLogo(logo: string, rows: readonly (Row | null)[] | undefined): string | null {
  if (!rows) return null;
  for (const [i, row] of rows.entries()) {
    const cell = row?.cells.find((c) => c.text.trim().toLowerCase() === logo.toLowerCase());
    if (!cell) continue;
    const under = cellsAround(rows as (Row | null)[], i, cell, { column: true })[0];
    return under && under.y0 - cell.y1 <= 2 * (cell.y1 - cell.y0) ? under.text : null;
  }
  return null;
}
