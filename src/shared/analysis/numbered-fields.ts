/**
 * A form that numbers its fields with bare numbers, one field a line ("1 Amtliches Kennzeichen   RC 17-49", "2 Fahrzeugart
 * Pkw", "3 Hersteller / Typ …"; "4 Make   Ford"): the number is the field's code, not a word of its label nor a quantity.
 * Numbers followed by a dot or bracket ("1. Registration no.") are codes anyway (labels.ts); a bare one is a code only in a
 * run of three or more lines numbered one after another, as a form's fields are and a bill's quantities are not.
 */
const BARE_CODE = /^(\s*)(\d{1,2})(\s+)(?=\p{Lu})/u;

const cache = new WeakMap<readonly string[], Set<number>>();

/** The indexes of the lines that begin with a field's bare number in a run of consecutively numbered lines. */
export function numberedFieldLines(lines: readonly string[]): Set<number> {
  const known = cache.get(lines);
  if (known) return known;
  const out = new Set<number>();
  const filled = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.trim());
  let run: number[] = [];
  let last = -1;
  const close = () => {
    if (run.length >= 3) run.forEach((i) => out.add(i));
    run = [];
  };
  for (const { l, i } of filled) {
    const m = BARE_CODE.exec(l);
    const n = m ? Number(m[2]) : -1;
    if (m && run.length && n === last + 1) run.push(i);
    else {
      close();
      if (m) run.push(i);
    }
    last = n;
  }
  close();
  cache.set(lines, out);
  return out;
}

/** The line with its field's bare number blanked out, the rest where it stood. */
export function withoutFieldNumber(line: string): string {
  return line.replace(BARE_CODE, (_m, lead: string, code: string, gap: string) => lead + ' '.repeat(code.length) + gap);
}

/**
 * A form's code before a caption that no quantity or price is written as: a word of numbering and its number ("Feld 7",
 * "Ziffer 8", "Field 3", "Box 12") or a code in brackets ("(4)", "(A)").
 */
const WORD_OR_BRACKET_CODE = /^(?:(?:feld|ziffer|field|box)\s+\d{1,2}[a-z]?|\((?:\d{1,2}|[A-Z])\))(\s+)(?=\p{L})/iu;
/** A bare number before a caption ("15 Kontrollschild", "3 Police-Nr."): a code only in a row of captions, no figure in any cell. */
const BARE_CAPTION = /^(\d{1,2})(\s+)(?=(?:\d{1,2}\.\s)?\p{L}[^\d]*$)/u;

/** The cells of a line with where each starts: cells are joined by three spaces or more. */
function cellsOf(line: string): { text: string; at: number }[] {
  return [...line.matchAll(/\S+(?:\s{1,2}\S+)*/g)].map((m) => ({ text: m[0], at: m.index }));
}

/**
 * The line with its captions' field codes blanked out, the captions where they stood: a code of words or in brackets
 * wherever it begins a cell ("Feld 2 Versicherungsschein-Nr.", "(10) Rechnungsbetrag DM"); bare numbers where every cell
 * of the line is a caption ("15 Kontrollschild   18 Stammnummer   23 Fahrgestell-Nr.", "Ausweis-Nr.   15 Kontrollschild").
 */
export function withoutCaptionCodes(line: string): string {
  const cells = cellsOf(line);
  // A row of captions, some numbered ("Ausweis-Nr.   15 Kontrollschild"): no figure in any cell but a caption's number.
  const bare = cells.length >= 2 && cells.every((c) => BARE_CAPTION.test(c.text) || !/\d/.test(c.text));
  let out = line;
  for (const c of cells) {
    const m = WORD_OR_BRACKET_CODE.exec(c.text) ?? (bare ? BARE_CAPTION.exec(c.text) : null);
    if (m) out = out.slice(0, c.at) + ' '.repeat(m[0].length) + out.slice(c.at + m[0].length);
  }
  return out;
}

/** A cell's caption without the field code before it (see `withoutCaptionCodes`); whether it had one. */
export function captionOf(cell: string): { caption: string; coded: boolean } {
  const t = cell.trim();
  const m = WORD_OR_BRACKET_CODE.exec(t) ?? /^(?:\d{1,2}\.?|[A-Z](?:\.\d{1,2}){1,3})\s+(?=\p{L})/u.exec(t);
  return m ? { caption: t.slice(m[0].length), coded: true } : { caption: t, coded: false };
}
