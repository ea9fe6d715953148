import { findAmounts } from './amounts';

/**
 * Jobs printed as a run of lines that share a lead-in and its colon ("To: Replace exhaust system" / "To: Replace rear
 * shock absorbers"), unpriced: the old style of a bill that charges its labour on one line. The lines as printed, for
 * a bill on which no reader found a job; null when the page has no run of two such lines or more.
 */
export function leadInList(lines: string[]): string[] | null {
  const leadIn = (line: string) => /^(\p{L}{1,4}):\s+\S/u.exec(line.trim())?.[1].toLowerCase() ?? null;
  // A job in words, one cell, no price (not a phone's or an account's figures).
  const unpriced = (line: string) =>
    !findAmounts(line).some((a) => a.isMoneyLike) && !/\s{3,}/.test(line.trim()) && /\p{L}{3}/u.test(line.slice(line.indexOf(':') + 1)) && !/\d{4}/.test(line);
  for (let i = 0; i < lines.length; i++) {
    const word = leadIn(lines[i]);
    if (!word || !unpriced(lines[i])) continue;
    let j = i;
    while (j + 1 < lines.length && leadIn(lines[j + 1]) === word && unpriced(lines[j + 1])) j++;
    if (j > i) return lines.slice(i, j + 1).map((l) => l.trim().replace(/\s+/g, ' '));
    i = j;
  }
  return null;
}

/**
 * A repair order's lines by the "three Cs" (concern, cause, correction): what the customer reported, what was found,
 * and what was done. The corrections are the jobs ("CORRECTION: REBUILD FRONT CALIPERS, TURN ROTORS   LABOR   24.19"),
 * each up to its first column gap; null when the page prints none.
 */
export function corrections(lines: string[]): string[] | null {
  const out: string[] = [];
  for (const line of lines) {
    const m = /(?:^|\s{3,})(?:correction|remedy|abhilfe)\s*:\s*(.+)$/i.exec(line.trim());
    const job = m?.[1].split(/\s{3,}|\t/)[0].trim();
    if (job && /\p{L}{3}/u.test(job)) out.push(job);
  }
  return out.length ? out : null;
}

/** A tick box's mark before its item ("X Ölfilter erneuert", "☒ Oil change", "[x] Brakes checked"). */
const TICKED = /^(?:[Xx✓✔☒☑]|\[[Xx✓✔]\])\s+(\p{L}.*)$/u;

/**
 * The ticked items of a form's checklist of jobs: a block of two lines or more, each of two boxes or more side by side
 * and no price, where the boxes marked with a cross are the jobs done. A payment's "X Cash   Check   Card" beside a sum is
 * no checklist. Null when the page has none, or no box is ticked.
 */
export function tickedJobs(lines: string[]): string[] | null {
  const cells = (line: string) =>
    line
      .trim()
      .split(/\s{3,}|\t/)
      .filter(Boolean);
  const isBoxRow = (line: string) => cells(line).length >= 2 && !findAmounts(line).some((a) => a.isMoneyLike);
  for (let i = 0; i < lines.length; i++) {
    if (!isBoxRow(lines[i])) continue;
    let j = i;
    while (j + 1 < lines.length && isBoxRow(lines[j + 1])) j++;
    const ticked = lines
      .slice(i, j + 1)
      .flatMap(cells)
      .map((c) => TICKED.exec(c)?.[1].trim())
      .filter((t): t is string => !!t);
    if (j > i && ticked.length) return ticked;
    i = j;
  }
  return null;
}
