import { lineCells } from './layout';

/**
 * The heading of an item table's description column. A table may print other columns of words before it — a department
 * ("Department   Work   Hrs"), a type written out ("Pos.   Kennzeichen   Bezeichnung"), a trade — so the description is
 * the cell under this heading, not the first or the longest cell of words. The plain names of the column first; the
 * names of what it holds ("Work", "Leistung") only where no plain name stands in the row.
 */
const PLAIN = /^(description|bezeichnung|beschreibung|artikelbezeichnung|leistungsbeschreibung|part\s+description|item\s+description)$/i;
const WHAT_IT_HOLDS = /^(text|leistung(en)?|artikel|work|arbeit(en)?|job|operation|tätigkeit(en)?|item|work\s+(done|performed|carried\s+out))$/i;

/** The index of the description's heading among a heading row's cells, or -1 (none, or two that compete). */
export function descriptionHeadingIndex(cells: string[]): number {
  for (const re of [PLAIN, WHAT_IT_HOLDS]) {
    const found = cells.flatMap((c, i) => (re.test(c.trim()) ? [i] : []));
    if (found.length === 1) return found[0];
    if (found.length > 1) return -1;
  }
  return -1;
}

/** A row of column headings: three cells or more of at most three words, no figure. */
const isHeadingRow = (line: string, cells: string[]) => !/\d/.test(line) && cells.length >= 3 && cells.every((c) => c.split(/\s+/).length <= 3);

/**
 * The rows under a heading row whose description column is not its first, with the description's cell moved to the front
 * (the other cells keep their order): the line readers take a row's first cell of words as its description — here a
 * department's or a type's word before it (positions, dates, initials, codes and type columns the readers set apart
 * themselves: `descriptionOf`, the readers' own choice, already finds the heading's cell there). Only rows with
 * as many cells as the heading row, so that the index means the same column; the table's rows end at a blank line.
 */
export function descriptionFirst(lines: string[], descriptionOf: (line: string) => string): string[] {
  let column = -1;
  let width = 0;
  return lines.map((line) => {
    const cells = lineCells(line);
    if (!line.trim()) column = -1;
    else if (isHeadingRow(line, cells)) {
      column = descriptionHeadingIndex(cells);
      width = cells.length;
    } else if (column > 0) {
      // A row one cell wider than its heading row that begins with a position number: the position's heading stands
      // joined to the next one ("Pos. Art.-Nr.   Bezeichnung", the two set too close to part), so each column is one on.
      const at = cells.length === width + 1 && /^\d{1,3}[.)]?$/.test(cells[0]) ? column + 1 : cells.length === width ? column : -1;
      // Any letter before the description's cell makes a line reader's choice doubtful (an article number "000 Öl 20W50",
      // a department): the heading decides. Rows whose description the readers find themselves stay as they are.
      if (at > 0 && /\p{L}{3}/u.test(cells[at]) && cells.slice(0, at).some((c) => /\p{L}/u.test(c)) && descriptionOf(line) !== cells[at]) {
        const indent = /^\s*/.exec(line)![0];
        return indent + [cells[at], ...cells.filter((_, i) => i !== at)].join('   ');
      }
    }
    return line;
  });
}
