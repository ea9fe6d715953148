import { CELL_GAP, type Cell, type Row } from './layout';

/**
 * Old forms print a sum in two columns, the currency's unit and its hundredths ("Gegenstand   DM   Pf",
 * "£   p", "$   ¢"): "87   36" under them is 87,36. Under such a heading, a row whose last two cells are a whole
 * number in the unit's column and two digits in the hundredths' column is joined into one amount, so that every
 * reader sees the sum the form means.
 */
const MAJOR = /^(?:DM|RM|M|Mark|S|öS|Fr\.?|sFr\.?|£|\$|Dollars?)$/i;
const MINOR = /^(?:Pf\.?|Pfg\.?|Pfennig|Rp\.?|p|d|¢|c|cts?\.?|Cents?)$/i;
// Pounds and dollars take a point; the rest (Mark, Schilling, Franken) the decimal comma of their countries.
const POINT = /^(?:£|\$|Dollars?)$/i;

const middle = (c: Cell) => (c.x0 + c.x1) / 2;
const nearer = (c: Cell, a: Cell, b: Cell) => Math.abs(middle(c) - middle(a)) < Math.abs(middle(c) - middle(b));

export function joinMinorUnitColumns(rows: Row[]): Row[] {
  let heading: { major: Cell; minor: Cell; point: boolean } | null = null;
  return rows.map((row) => {
    const [major, minor] = row.cells.slice(-2);
    if (row.cells.length >= 2 && MAJOR.test(major.text.trim()) && MINOR.test(minor.text.trim())) {
      heading = { major, minor, point: POINT.test(major.text.trim()) };
      return row;
    }
    if (!heading || row.cells.length < 2) return row;
    const whole = row.cells.at(-2)!;
    const cents = row.cells.at(-1)!;
    if (!/^-?\d{1,3}(?:[.'\s]?\d{3})*$/.test(whole.text.trim()) || !/^\d{2}$/.test(cents.text.trim())) return row;
    if (!nearer(cents, heading.minor, heading.major) || nearer(whole, heading.minor, heading.major)) return row;
    const joined: Cell = { ...whole, text: `${whole.text.trim()}${heading.point ? '.' : ','}${cents.text.trim()}`, x1: cents.x1 };
    const cells: Cell[] = [];
    let text = '';
    for (const c of [...row.cells.slice(0, -2), joined]) {
      if (cells.length) text += CELL_GAP;
      cells.push({ ...c, start: text.length });
      text += c.text;
    }
    return { ...row, text, cells };
  });
}
