import { findDates } from './dates';
import { findAmounts } from './amounts';
import type { FormPair } from './form-pairs';
import { findLabelled, isLabelCell, LABELS, type LabelledValue } from './labels';
import { cellAt, cellsAround, lineCells } from './layout';
import { cleanName, firstColumn, withPrintedDashes, type DocText } from './text-values';
import { valueOfKeywordLabel } from './unlabelled-fields';
import { sectionsCarryingExcess } from './excess-cover';
import { spelledOut } from './page-legend';

export const COVERAGES =
  /\b(agreed\s+value|stated\s+value|actual\s+cash\s+value|guaranteed\s+value|liability\s+only|full\s+cover(age)?|(?:fully\s+)?comprehensive(\s+and\s+collision)?|collision|all\s+perils|specified\s+perils|third\s+party(,?\s+fire\s+and\s+theft|\s+property(\s+damage)?|\s+only)?|vollkasko|teilkasko|kollisionskasko|kasko|omnium|haftpflicht(\s+\+\s+\w+)?|kfz-haftpflicht|oldtimer-?\w*)\b/i;
const WHOLE = new RegExp(`^(?:${COVERAGES.source})$`, 'i');
const LEADING = new RegExp(`^(?:${COVERAGES.source})`, 'i');
/** A cover's name, or covers joined into one ("Vollkasko inkl. Teilkasko", "Haftpflicht und Teilkasko", "Comprehensive & Collision"). */
const COMBINED = new RegExp(
  `^(?:${COVERAGES.source})(?:\\s*(?:inkl\\.?|incl\\.?|including|einschl\\.?|und|mit|and|with|\\+|&|-)\\s*(?:${COVERAGES.source}))*$`,
  'i',
);

const JOINED = String.raw`(?:${COVERAGES.source})(?:\s*(?:inkl\.?|incl\.?|including|einschl\.?|und|mit|and|with|\+|&|-)\s*(?:${COVERAGES.source}))*`;
/** A cover named in the page's prose after its caption and a colon ("… abgebucht. Versicherungsumfang: Haftpflicht und Teilkasko nach den AKB"). */
const NAMED_IN_PROSE = new RegExp(
  String.raw`\b(?:versicherungsumfang|deckungsumfang|umfang\s+der\s+deckung|type\s+of\s+cover(?:age)?|cover(?:age)?(?:\s+type)?|level\s+of\s+cover|deckung)\s*:\s*(${JOINED})(?![\p{L}-])`,
  'iu',
);

/** The cover the page's prose names as the policy's (see `NAMED_IN_PROSE`), its words on one line. */
export function coverNamedInProse(text: string): string | null {
  return NAMED_IN_PROSE.exec(text.replace(/\s*\n\s*/g, ' '))?.[1].replace(/\s+/g, ' ') ?? null;
}

/**
 * How much a cover holds: a full cover holds the partial one, which holds liability. A policy
 * that lists its sections in a table (liability, then own damage) has the broadest as its cover.
 */
export function coverBreadth(name: string): number {
  // Own damage of every kind: Canada's "All Perils", Belgium's and France's "Omnium", a plain "Kasko" (Austria, South Tyrol).
  if (
    /vollkasko|kollisionskasko|comprehensive|full\s+cover(age)?|collision|all\s+perils|omnium|^kasko$|agreed\s+value|stated\s+value|guaranteed\s+value/i.test(
      name,
    )
  )
    return 3;
  if (/teilkasko|fire\s+and\s+theft|specified\s+perils|actual\s+cash\s+value/i.test(name)) return 2;
  if (/haftpflicht|liability|third\s+party/i.test(name)) return 1;
  return 0;
}

/** The broadest known cover among a table's section names, '' parts aside. */
export function broadestCover(names: string[]): string | null {
  // A cover with what it covers in brackets ("Teilkasko (Feuer, Diebstahl, Glas)") is that cover.
  const known = names
    .map((n) => n.trim())
    .map((n) => (WHOLE.test(n) ? n : /\s*\(.*\)$/.test(n) && WHOLE.test(n.replace(/\s*\(.*\)$/, '')) ? n.replace(/\s*\(.*\)$/, '') : ''))
    .filter(Boolean);
  if (!known.length) return null;
  return known.reduce((best, n) => (coverBreadth(n) > coverBreadth(best) ? n : best));
}

/** A section the policy does not hold: "Not Covered", "Rejected", "nicht versichert", "entfällt". */
const NOT_COVERED =
  /\bnot\s+(?:covered|included|selected|insured)\b|\bdeclined\b|\brejected\b|nicht\s+(?:versichert|vereinbart|eingeschlossen)|\bentf(?:ä|ae)llt\b/i;

/** A section of the table under a cover label that the policy declines ("Comprehensive   NOT COVERED   —"). */
const declined = (doc: DocText, hit: LabelledValue, cover: string) =>
  doc.lines.some((l, i) => i > hit.lineIndex && NOT_COVERED.test(l) && lineCells(l)[0] === cover);
const hasMoney = (line: string) => findAmounts(line).some((a) => a.isMoneyLike);

/**
 * A known cover's name beside or under a cover label ("Coverage form" over "Agreed Value"): taken
 * even though it reads like a label of its own (an agreed value's).
 */
function knownCoverAtLabel(doc: DocText, hits: LabelledValue[]): string | null {
  if (!doc.rows) return null;
  for (const hit of hits) {
    const row = doc.rows[hit.lineIndex];
    const cell = row && cellAt(row, Math.max(0, hit.labelEnd - 1));
    // A label with its value in its own cell ("Cover: Teilkasko") is read as any label is.
    if (
      !row ||
      !cell ||
      cell.text
        .slice(hit.labelEnd - cell.start)
        .replace(/^[\s:#=.;-]+/, '')
        .trim()
    )
      continue;
    // Only the nearest cell: right of it, else right under it.
    const near = row.cells.find((c) => c.start > cell.start) ?? cellsAround(doc.rows, hit.lineIndex, cell, { column: true })[0];
    if (near && WHOLE.test(near.text.trim())) return near.text.trim();
  }
  return null;
}

/**
 * The cover's name: a known cover at a cover label; a labelled value, unless it stands in a row
 * of sums (a coverage table's section, "Kfz-Haftpflicht   100 Mio. €   75,67 €"): then the
 * broadest section the table names; else the value of a label that holds a cover word among
 * others ("Cover level"); else a known cover's name that is a whole cell (a value, not the
 * insurer's name that holds "Oldtimer…"), or begins a short cell ("Third Party Only"); else anywhere.
 */
/**
 * The known covers a value names: itself, itself with what it covers in brackets ("Haftpflicht (WA)"), the cover after a
 * dash ("Loss or Damage — All Perils"), or each of a list ("Haftpflicht, Omnium").
 */
function coversIn(value: string): string[] {
  const one = (part: string) => {
    const bare = part.trim().replace(/\s*\(.*\)$/, '');
    const afterDash = bare.split(/\s+[-–—]\s+/).at(-1) ?? '';
    return WHOLE.test(bare) ? bare : WHOLE.test(afterDash) ? afterDash : null;
  };
  const parts = value.split(/\s*[,;]\s*/);
  const covers = parts.map(one);
  return covers.every((c) => c !== null) ? (covers as string[]) : [];
}

/** A known cover leading a cell, also as the head of a compound ("Kraftfahrt-Haftpflicht", "Motorfahrzeug-Haftpflicht"). */
const LEADING_IN_COMPOUND = new RegExp(`^(?:\\p{L}+-)?(${COVERAGES.source})`, 'iu');

/**
 * The cover of a table of the policy's sections, one row each ("D   Comprehensive   … less $100 deductible   $22.40",
 * "Teilkasko   DM 500,00   96,40"): the broadest section the policy holds; of two as broad, the one whose row prints
 * a sum (its excess) — the other's row says "None". A row's name is its first cell, after a short code ("A", "B").
 * Null unless two rows or more name known covers (a declined one counting for the table, never as its cover).
 */
export function coverOfSections(lines: string[]): string | null {
  const rows = lines
    .map((line) => {
      const cells = lineCells(line);
      const name = cells.length >= 3 && cells[0].length <= 2 ? cells[1] : cells[0];
      const m = cells.length >= 2 && name ? LEADING_IN_COMPOUND.exec(name) : null;
      if (!m) return null;
      const cover = COMBINED.test(name) ? name : m[1];
      return { cover, breadth: coverBreadth(cover), declined: NOT_COVERED.test(line), priced: hasMoney(line) };
    })
    .filter((r) => r !== null);
  const held = rows.filter((r) => !r.declined);
  if (rows.length < 2 || !held.length) return null;
  return held.reduce((best, r) => (r.breadth > best.breadth || (r.breadth === best.breadth && r.priced && !best.priced) ? r : best)).cover;
}

/**
 * The cover of the section that carries the excess (excess-cover.ts), by its cover's name ("Loss or Damage — All Perils",
 * "Teilkasko (Feuer, Diebstahl, Glas)"); of several, the broadest.
 */
function coverCarryingExcess(doc: DocText): string | null {
  const named = sectionsCarryingExcess(doc).map((full) => {
    const bare = full.replace(/\s*\(.*\)$/, '');
    return coversIn(full)[0] ?? (coversIn(bare).length === 1 ? coversIn(bare)[0] : full);
  });
  return named.length ? named.reduce((best, n) => (coverBreadth(n) > coverBreadth(best) ? n : best)) : null;
}

/** The policy's cover as the page names it, a short form spelled out by the page's legend ("Comp. = comprehensive"). */
export function coverage(doc: DocText, pairs: FormPair[]): string | null {
  const cover = coverAsPrinted(doc, pairs);
  // Quoted with the page's own dashes ("Comprehensive – Agreed Value"), without the sentence's full stop after it or the
  // next field's label run into its cell ("… Deductible: $0.00").
  // A short form's dot stays for the page's legend to spell it out ("Comp." = comprehensive).
  // So is another field's clause run on after it ("Teilkasko · Selbstbehalt EUR 350", "Haftpflicht und Teilkasko, Selbstbehalt
  // Kasko € 500", "Comprehensive — agreed value $54,000; basic excess $250"), and the next sentence after its full stop.
  const bare = cover
    ?.replace(/\s+[\p{L}.-]+:\s*\S.*$/u, '')
    .replace(RUN_ON_CLAUSE, '')
    .replace(/(?<=\p{L}{5}|\))\.\s+\p{Lu}.*$/u, '');
  return bare ? withPrintedDashes(doc, spelledOut(ownLanguagesCover(bare), doc.text).replace(/(?<=\p{L}{5}|\))\.$/u, '')) : null;
}

/** Another field's clause after the cover's name, behind a separator: an excess, a deductible, a sum insured or agreed value. */
const RUN_ON_CLAUSE =
  /\s*(?:[·,;]|\s[-–—])\s*(?:selbstbehalt|selbstbeteiligung|sb|excess|basic\s+excess|deductible|versicherungssumme|deckungssumme|(?:agreed|insured)\s+value\s*:?\s*(?:[$€£]|eur|chf|dm)).*$/iu;

/**
 * A bilingual page's cover: the insurer's own word and its translation ("Volledig Casco / Vollkasko", "Danos Próprios / Own
 * damage"), the cover in the reader's languages, the one a known cover's name is. Two covers joined ("Haftpflicht / Teilkasko")
 * stay both.
 */
export function ownLanguagesCover(cover: string): string {
  const parts = cover.split(/\s+\/\s+/);
  if (parts.length !== 2) return cover;
  const [local, translated] = parts;
  if (local.toLowerCase() === translated.toLowerCase()) return translated;
  return COVERAGES.test(translated) && !COVERAGES.test(local) ? translated : cover;
}

function coverAsPrinted(doc: DocText, pairs: FormPair[]): string | null {
  const hits = findLabelled(doc, 'coverageType');
  const atLabel = knownCoverAtLabel(doc, hits);
  if (atLabel) return atLabel;
  // Several covers under one label, in a list or down its column ("Deckung" over "Haftpflicht (WA)" and "Vollkasko"): the
  // policy's cover is the broadest, the one its excess is for.
  for (const hit of hits) {
    // Covers listed in the label's one cell ("Deckung: Kfz-Haftpflicht, Vollkasko") are the policy's cover as printed.
    const own = cleanName(firstColumn(hit.candidates[0] ?? '')) ?? '';
    if (coversIn(own).length >= 2 && !coversIn(own).some((c) => declined(doc, hit, c))) return own;
    const covers = [...new Set(hit.candidates.flatMap((c) => coversIn(cleanName(firstColumn(c)) ?? '')))].filter((c) => !declined(doc, hit, c));
    if (covers.length >= 2) return covers.reduce((best, n) => (coverBreadth(n) > coverBreadth(best) ? n : best));
  }
  let table = false;
  for (const hit of hits) {
    for (const candidate of hit.candidates) {
      const value = cleanName(firstColumn(candidate));
      // A date is never a cover: the period's row printed near the cover's heading ("01.04.1999, 12 Uhr").
      if (!value || findDates(value).length) continue;
      // A cover column's cell that says its section is not held ("Windscreen   Not covered   —") names no cover.
      if (NOT_COVERED.test(value)) {
        table = true;
        continue;
      }
      // A section of the table the policy declines ("Comprehensive   NOT COVERED   —") is none of its covers.
      if (declined(doc, hit, value)) {
        table = true;
        continue;
      }
      // A row of sums that names the value as its section (its first cell, after a short code) is the table's section; a known
      // cover further along the row stands in the table's cover column ("B Fire and theft   Third Party, Fire and Theft   £ 250.00").
      const asSection = (cells: string[]) => {
        const at = cells.indexOf(value);
        return at === 0 || (at === 1 && cells[0].length <= 2) || (at > 0 && !COVERAGES.test(value));
      };
      if (doc.lines.some((l, i) => i > hit.lineIndex && hasMoney(l) && asSection(lineCells(l)))) {
        table = true;
        continue;
      }
      // A row of the table the label heads ("Comprehensive   Agreed value   None"): a section, though it prints no sum.
      if (doc.lines.some((l, i) => i > hit.lineIndex && lineCells(l).length >= 2 && lineCells(l)[0] === value && COVERAGES.test(value))) {
        table = true;
        continue;
      }
      return value;
    }
  }
  // A table of sections (under the cover's heading, or with no cover label at all): its broadest cover held.
  // Of a table's sections, the one that carries the excess is the cover a claim on the car is paid from (excess-cover.ts).
  // A cover the prose names as the policy's, before what the table's sections tell.
  const ofSections = table || !hits.length ? (coverNamedInProse(doc.text) ?? coverCarryingExcess(doc) ?? coverOfSections(doc.lines)) : null;
  if (ofSections) return ofSections;
  const sectionCells = doc.lines.filter(hasMoney).flatMap(lineCells);
  if (table) {
    const broadest = broadestCover(sectionCells);
    if (broadest) return broadest;
  }
  const keyed = valueOfKeywordLabel(pairs, LABELS.coverageType[0]);
  if (keyed) return keyed;
  // No cover label, nor a label holding a cover's word: a table of the policy's sections, each a row with its sum, whose names begin with a known cover
  // ("Kfz-Haftpflicht   …   106,21 €" / "Vollkasko inkl. Teilkasko   …   438,29 €"): the broadest is the policy's cover.
  // A section's name with more after its cover ("Teilkasko mit 1000 DM Selbstbeteiligung") counts by its cover's word.
  const sections = [
    ...new Set(
      doc.lines
        .filter(hasMoney)
        .map((l) => lineCells(l)[0])
        .map((c) => (COMBINED.test(c) ? c : (LEADING.exec(c)?.[0] ?? ''))),
    ),
  ].filter(Boolean);
  if (!hits.length && sections.length >= 2) return sections.reduce((best, n) => (coverBreadth(n) > coverBreadth(best) ? n : best));
  // Values only: a coverage table's section names stand in rows of sums ("Third party liability   20,000,000.00   …").
  // A section the policy declines ("Comprehensive   Not Covered   --") is no cover of it.
  const lines = doc.lines.filter((l) => !NOT_COVERED.test(l));
  const values = [...lines.filter((l) => !hasMoney(l)).flatMap(lineCells), ...pairs.map((p) => p.value.trim())];
  const short = (c: string) => !/\d/.test(c) && c.split(/\s+/).length <= 4 && !isLabelCell(c);
  // A pair's value that holds a known cover's name is the cover's whole name ("Classic Comprehensive", "Haftpflicht mit Teilkasko").
  // What the cover includes may follow it in brackets ("Motor — Comprehensive (agreed value R 300 000)"): the cover is the words before them.
  const inPair = pairs
    .filter((p) => !COVERAGES.test(p.label))
    .map((p) => p.value.trim().replace(/\s*\([^()]*\)$/, ''))
    .find((v) => COVERAGES.test(v) && short(v));
  const cell = values.find((c) => WHOLE.test(c)) ?? inPair ?? values.find((c) => LEADING.test(c) && short(c));
  // A cover written as one word with its insurance ("Kfz-Haftpflichtversicherung" in the insurer's box) is its whole name,
  // before the cover's word in the page's prose ("Der Versicherer deckt die Haftpflicht …").
  if (cell) return cell;
  // The sections the policy holds, one a line, each opening with its cover and going on with its terms ("Haftpflicht (Deckungssumme
  // 2 Mio. DM pauschal)" / "Teilkasko mit 300,00 DM Selbstbeteiligung"): the broadest is the policy's cover.
  const opening = [...new Set(lines.map((l) => LEADING.exec(lineCells(l)[0] ?? '')?.[0] ?? '').filter(Boolean))];
  if (opening.length >= 2) return opening.reduce((best, n) => (coverBreadth(n) > coverBreadth(best) ? n : best));
  return values.find((c) => INSURANCE_COMPOUND.test(c)) ?? lines.join('\n').match(COVERAGES)?.[0] ?? null;
}

const INSURANCE_COMPOUND = /^(?:kfz-|kraftfahrzeug-|kraftfahrt-)?(?:haftpflicht|teilkasko|vollkasko)versicherung$/i;
