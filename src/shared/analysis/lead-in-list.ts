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
