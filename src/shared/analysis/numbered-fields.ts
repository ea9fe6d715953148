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
