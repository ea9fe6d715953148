import { findAmounts } from './amounts';
import { lineCells, overlapsX } from './layout';
import { spelledOut } from './page-legend';
import type { DocText } from './text-values';

/**
 * The policy's cover in a table of its sections, found by what the cover is for: the section that carries the excess.
 * A policy lists liability, accident benefits, uninsured motorists and add-ons beside its own-damage cover; only the
 * cover a claim on the car is paid from has an excess ("Collision   Deductible $1,000.00", "TK   150,-   128,54" under
 * "Sp.   SB   Beitrag", "Agreed Value Physical Damage   $61,000   $0.00" under "Deductible"), the others print a dash,
 * "None" or "No deductible". The section is named as the table names it, a code or short form read by the page's own
 * legend ("TK = Teilkasko", "Comp. = comprehensive"); cover-reading.ts names its cover and weighs several.
 */

const EXCESS = /excess|deductible|selbstbeteiligung|selbstbehalt|franchise|^sb\.?$|^xs$/i;
const NO_EXCESS = /\b(?:no|nil|none|keine?|ohne)\b|^[-–—/]+$/i;

/** A figure in a cell ("$1,000.00", "150,-", "€ 0,00"): the excess printed, whatever its sum. */
const figureIn = (text: string) => !NO_EXCESS.test(text.trim()) && (findAmounts(text).length > 0 || /\d+,-/.test(text));

interface Section {
  name: string;
  lineIndex: number;
}

/** A section's name: its row's first cell, after a short code ("D   Comprehensive   …"), the excess's own words cut. */
function sectionName(cells: string[]): string | null {
  const name = (cells.length >= 3 && cells[0].length <= 2 && /\p{L}{3}/u.test(cells[1]) ? cells[1] : cells[0])
    .replace(/\s*\((?:sb|xs|excess|deductible)\b[^)]*\)/i, '')
    .trim();
  if (!/\p{L}{2}/u.test(name) || findAmounts(name).some((a) => a.isMoneyLike) || EXCESS.test(name)) return null;
  return name;
}

/** Rows of the table under a heading that names the excess in a column of its own, whose cell in that column holds a figure. */
function underExcessColumn(doc: DocText): Section[] {
  const found: Section[] = [];
  doc.lines.forEach((line, h) => {
    const heads = lineCells(line);
    const k = heads.findIndex((c) => EXCESS.test(c) && !/\d/.test(c));
    if (k <= 0 || heads.length < 2) return;
    const headCell = doc.rows?.[h]?.cells.find((c) => c.text.trim() === heads[k]);
    for (let i = h + 1; i < doc.lines.length && doc.lines[i].trim(); i++) {
      const cells = lineCells(doc.lines[i]);
      const row = doc.rows?.[i];
      const inColumn = headCell && row ? row.cells.filter((c) => overlapsX(c, headCell)).map((c) => c.text) : cells.length === heads.length ? [cells[k]] : [];
      if (!inColumn.some(figureIn)) continue;
      const name = sectionName(cells);
      if (name) found.push({ name, lineIndex: i });
    }
  });
  return found;
}

/** Rows that name their excess with its sum in a cell after the section's ("Collision   Deductible $1,000.00   80.56"). */
function excessInRow(doc: DocText): Section[] {
  const found: Section[] = [];
  doc.lines.forEach((line, i) => {
    const cells = lineCells(line);
    if (cells.length < 2) return;
    const carries = cells.slice(1).some((c) => EXCESS.test(c.replace(/\d.*$/, '').trim() || c) && /\p{L}/u.test(c) && figureIn(c) && !NO_EXCESS.test(c));
    const name = carries ? sectionName(cells) : null;
    if (name) found.push({ name, lineIndex: i });
  });
  return found;
}

/** The sections that carry an excess, in page order, each named as the page's legend spells it out. */
export function sectionsCarryingExcess(doc: DocText): string[] {
  return [...underExcessColumn(doc), ...excessInRow(doc)].sort((a, b) => a.lineIndex - b.lineIndex).map((s) => spelledOut(s.name, doc.text));
}
