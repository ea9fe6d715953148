import { CELL_GAP, type Cell, type Row } from './layout';

/**
 * Old forms print a sum in two columns, the currency's unit and its hundredths ("Gegenstand   DM   Pf",
 * "£   p", "$   ¢"): "87   36" under them is 87,36. Under such a heading, a row whose last two cells are a whole
 * number in the unit's column and two digits in the hundredths' column is joined into one amount, so that every
 * reader sees the sum the form means.
 */
const MAJOR = /^(?:DM|RM|M|Mark|S|öS|Shs?\.?|KShs?\.?|Fr\.?|sFr\.?|£|\$|Dollars?)$/i;
const MINOR = /^(?:Pf\.?|Pfg\.?|Pfennig|Rp\.?|p|d|¢|c|cts?\.?|Cents?)$/i;
// Pounds, dollars and East Africa's shillings ("Shs.   cts.") take a point; the rest (Mark, Schilling, Franken) the decimal
// comma of their countries.
const POINT = /^(?:£|\$|Dollars?|K?Shs?\.?)$/i;

// The hundredths that go with a point (pence, cents); Pfennig and Rappen take a comma.
const MINOR_POINT = /^(?:p|d|¢|c|cts?\.?|Cents?)$/i;
/**
 * A heading's word as a scan may misread it ("£   pP", "om   Pf" for "DM   Pf"): a short mark of letters, no digit. It
 * stands for the unit when the other column's heading is read right; the rows under both still have to be such pairs.
 */
const MISREAD_UNIT = /^[^\d\s]{1,3}$/;

const middle = (c: Cell) => (c.x0 + c.x1) / 2;
const nearer = (c: Cell, a: Cell, b: Cell) => Math.abs(middle(c) - middle(a)) < Math.abs(middle(c) - middle(b));

/** A heading of the two columns, or null: both words read, or one read and the other a short mark beside it. */
function headingOf(major: string, minor: string): { point: boolean } | null {
  const [isMajor, isMinor] = [MAJOR.test(major), MINOR.test(minor)];
  if (isMajor && isMinor) return { point: POINT.test(major) };
  if (isMajor && MISREAD_UNIT.test(minor)) return { point: POINT.test(major) };
  if (isMinor && MISREAD_UNIT.test(major)) return { point: MINOR_POINT.test(minor) };
  return null;
}

/**
 * A pair read as one word across both columns, their gap as a mark or a narrow space ("91-50", "45 85"): the whole and the
 * hundredths. A dash in the hundredths' column ("4 —") is none.
 */
const RUN_TOGETHER = /^(\d{1,3}(?:[.']\d{3})*)(?:[-–.,:·']|\s+)(\d{2}|[-–—]{1,2})$/;
const hundredths = (text: string) => (/\d/.test(text) ? text : '00');

export function joinMinorUnitColumns(rows: Row[]): Row[] {
  let heading: { major: Cell; minor: Cell; point: boolean } | null = null;
  return rows.map((row) => {
    const [major, minor] = headingCells(row);
    const head = major && minor ? headingOf(major.text.trim(), minor.text.trim()) : null;
    if (head && major && minor) {
      heading = { major, minor, ...head };
      return row;
    }
    if (!heading) return row;
    const last = row.cells.at(-1);
    const run = last && RUN_TOGETHER.exec(last.text.trim());
    // The one word spans both columns: it starts in the unit's column and reaches past it toward the hundredths' (a hand's
    // entries stand a little off the printed columns).
    if (last && run && last.x0 < middle(heading.minor) && last.x1 > heading.major.x1 && nearer({ ...last, x1: last.x0 }, heading.major, heading.minor))
      return withLast(row, row.cells.length - 1, { ...last, text: `${run[1]}${heading.point ? '.' : ','}${hundredths(run[2])}` });
    if (row.cells.length < 2) return row;
    const whole = row.cells.at(-2)!;
    const cents = row.cells.at(-1)!;
    if (!/^-?\d{1,3}(?:[.'\s]?\d{3})*$/.test(whole.text.trim()) || !/^(?:\d{2}|[-–—]{1,2})$/.test(cents.text.trim())) return row;
    if (!nearer(cents, heading.minor, heading.major) || nearer(whole, heading.minor, heading.major)) return row;
    return withLast(row, row.cells.length - 2, {
      ...whole,
      text: `${whole.text.trim()}${heading.point ? '.' : ','}${hundredths(cents.text.trim())}`,
      x1: cents.x1,
    });
  });
}

/**
 * The two last cells of a row, the candidates for the heading; a last cell of two words one space apart ("Shs. cts.",
 * the unit's and the hundredths' words printed as one) is cut in two where its space stands.
 */
function headingCells(row: Row): [Cell?, Cell?] {
  const last = row.cells.at(-1);
  const two = last && /^(\S{1,6})(\s)(\S{1,6})$/.exec(last.text.trim());
  if (last && two) {
    const at = last.x0 + ((last.x1 - last.x0) * (two[1].length + 1)) / last.text.trim().length;
    return [
      { ...last, text: two[1], x1: at },
      { ...last, text: two[3], x0: at },
    ];
  }
  return row.cells.length >= 2 ? [row.cells.at(-2), last] : [];
}

/** The row with its cells from `from` on replaced by `joined`. */
function withLast(row: Row, from: number, joined: Cell): Row {
  const cells: Cell[] = [];
  let text = '';
  for (const c of [...row.cells.slice(0, from), joined]) {
    if (cells.length) text += CELL_GAP;
    cells.push({ ...c, start: text.length });
    text += c.text;
  }
  return { ...row, text, cells };
}
