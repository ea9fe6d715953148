import { findAmounts } from './amounts';
import { LABELS } from './labels';
import { isVerb } from './prose-items';

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

/** The caption of a form's line for work its boxes do not list. */
const WRITTEN_IN = /^(?:sonstiges|sonstige\s+arbeiten|weitere\s+arbeiten|other(?:\s+work)?|others|additional(?:\s+work)?)\s*:$/i;

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
    // A job written in on the form's line for others ("Sonstiges:   Thermostat erneuert", "Other:   Fit tow bar") was done too.
    const ticked = lines
      .slice(i, j + 1)
      .flatMap((l) => (WRITTEN_IN.test(cells(l)[0] ?? '') ? cells(l).slice(1, 2) : cells(l).map((c) => TICKED.exec(c)?.[1].trim())))
      .filter((t): t is string => !!t);
    if (j > i && ticked.length) return ticked;
    i = j;
  }
  return null;
}

/** A labour charge line: it begins with labour's word ("Labour   49.40", "Arbeitszeit 8.0 Std. à Fr. 160.-   Fr. 1'280.-"). */
const LABOUR_LINE = new RegExp(`^\\W{0,3}(?:${LABELS.laborCost[1].source})\\b`, 'i');
/** A list's marker: a dash, a bullet, or a number with its point ("- ", "• ", "3. "). */
const MARKER = /^(?:[-–•*·]|\d{1,2}[.)])\s+(?=\p{L})/u;

/** A repair order's concern or cause before its words (the correction is the job: `corrections`). */
const CONCERN = /^(?:concern|cause|complaint|customer\s+(?:states|reports)|beanstandung|kundenangabe|ursache)\s*:/i;

/**
 * Jobs printed as unpriced lines right over the line that charges the labour for them all ("Major service" / "Replace
 * rear dampers" / "Labour   49.40"; "- Zahnriemen erneuert" … "Arbeitszeit 8.0 Std. à Fr. 160.-"): the old style of a
 * bill that prices its work in one charge. The run goes up from the charge line to a heading or a lead-in that ends in
 * a colon, a blank line, or a priced line; when its lines carry a list's marker, the marked ones are the list (the
 * heading above them has none), unless marked and unmarked lines alternate (markers a scan lost). Markers are dropped. Null when no such run of two lines or more stands there.
 */
export function jobsOverLabour(lines: string[]): string[] | null {
  // A scan's reading may set a marker apart from its words by a column's gap ("-   Ölwechsel mit Filter").
  const norm = (line: string) => line.trim().replace(/^([-–•*·]|\d{1,2}[.)])\s{2,}(?=\p{L})/u, '$1 ');
  const job = (line: string) => {
    const t = norm(line);
    return (
      !!t &&
      !t.endsWith(':') &&
      // What the customer reported or what was found ("Concern: Customer reports noise, …") is no job done.
      !CONCERN.test(t) &&
      !/\s{3,}/.test(t) &&
      !findAmounts(t).some((a) => a.isMoneyLike) &&
      !/\d{4}/.test(t) &&
      /\p{L}{3}/u.test(t) &&
      t.split(/\s+/).length <= 8
    );
  };
  for (let i = 0; i < lines.length; i++) {
    if (!LABOUR_LINE.test(lines[i].trim()) || !findAmounts(lines[i]).some((a) => a.isMoneyLike)) continue;
    let end = i - 1;
    if (end >= 0 && !lines[end].trim()) end--;
    let start = end + 1;
    while (start - 1 >= 0 && job(lines[start - 1])) start--;
    let run = lines.slice(start, end + 1).map(norm);
    const marked = run.map((l) => MARKER.test(l));
    if (marked.some(Boolean)) {
      // A heading over a marked list has no marker; where marked and unmarked lines alternate, a scan lost some markers.
      const first = marked.indexOf(true);
      if (marked.slice(first).every(Boolean)) run = run.slice(first);
      run = run.map((l) => l.replace(MARKER, ''));
    }
    if (run.length >= 2) return run.map((l) => l.replace(/\s+/g, ' '));
  }
  return null;
}

/** A group's number before its job ("1. Service 170'000 km", "JOB 2 — Wiring repair", "Pos. 3: Bremsen"). */
// A dealer system numbers its groups with a leading zero and no mark ("01 Fehlerspeicher auslesen").
const GROUP_HEAD = /^(?:(?:job|pos\.?|position|auftrag|arbeit|item|op\.?)\s*)?(\d{1,2}|0[1-9](?=\s))\s*(?:[.):]|\s[—–-]|(?<=0\d)\s)\s*(?=\p{L})(.+)$/iu;
/** A line's letter before its job, the job's words in capitals or not, no cells ("A REPLACE FRONT BRAKE PADS"). */
// Its pay type may stand in a cell after the job ("A BRK70 TIMING BELT REPLACEMENT   CUSTOMER PAY", "LINE B COOLANT FLUSH
// PAY TYPE: CUSTOMER"), an operation's code before it, the word "LINE" before its letter.
const LETTERED_HEAD =
  /^(?:LINE\s+|Line\s+)?([A-H])\s(?=\p{L}{3})(?:[A-Z]{2,}\d+[A-Z0-9]*\s+(?=\p{L}))?((?:\S+ ?)+?)(?:\s{3,}(?:customer|warranty|internal|cust\.?|CUSTOMER|WARRANTY|INTERNAL|CUST\.?|PAY\s+TYPE:?.*|Pay\s+type:?.*)(?:\s+(?:pay|PAY))?)?$/u;
/** A time at the end of a job's words ("Brake system overhaul 9 hrs"): the group's charge, not its name. */
const TRAILING_TIME = /\s+\d+([.,]\d+)?\s*(h|hrs?|hours?|std|stunden|aw)\.?$/i;

/**
 * Jobs that head groups of lines: each job numbered in its turn (1, 2, 3 …) over the lines it took — its charge of
 * time, the parts fitted for it ("1. Service 170'000 km" / "Arbeit 2.5 Std. à Fr. 72.-   180.00" / "Ölfilter   18.50" /
 * "2. Bremsbeläge vorne ersetzt" …). The jobs' words up to their first column gap; null unless two groups or more,
 * numbered from one and each holding a priced line, stand on the page.
 */
export function jobsHeadingGroups(lines: string[]): string[] | null {
  const heads: { at: number; job: string }[] = [];
  for (const [at, raw] of lines.entries()) {
    // A repair order letters its lines ("A REPLACE FRONT BRAKE PADS", "B REPLACE WIPER INSERTS"), A for one.
    // The job's word and number may stand in a cell of their own ("JOB 1   REPLACE FRONT BRAKE PADS").
    const line = raw.trim().replace(/^((?:job|op\.?|pos\.?)\s*\d{1,2})\s{2,}(?=\p{L})/iu, '$1: ');
    const m = GROUP_HEAD.exec(line) ?? LETTERED_HEAD.exec(line);
    const n = m && (/^\d+$/.test(m[1]) ? Number(m[1]) : m[1].charCodeAt(0) - 64);
    if (!m || n !== heads.length + 1) continue;
    const job = m[2]
      .split(/\s{3,}|\t/)[0]
      .replace(TRAILING_TIME, '')
      .trim();
    if (/\p{L}{3}/u.test(job)) heads.push({ at, job });
  }
  if (heads.length < 2) return null;
  const priced = (from: number, to: number) => lines.slice(from + 1, to).some((l) => findAmounts(l).some((a) => a.isMoneyLike));
  const grouped = heads.every((h, k) => priced(h.at, heads[k + 1]?.at ?? Math.min(lines.length, h.at + 8)));
  return grouped ? heads.map((h) => h.job) : null;
}

/** A lead-in of terms or remarks, whose numbered points are no jobs. */
const NOT_JOBS_LEAD = /\b(terms|conditions|bedingungen|agb|hinweis(e)?|note[sd]?|bemerkung(en)?|remarks?|warranty|garantie|gewährleistung|zahlung|payment)\b/i;

/**
 * Jobs numbered or marked one a line, unpriced, under a sentence that ends in a colon whatever its words ("Am 16.07.78 an
 * Ihrem Alfa Romeo … ausgeführt:" / "1. Scheinwerfer eingestellt" / "2. Lichtmaschine zerlegt, gereinigt …"), before the
 * parts or the charges: the letter-style bill that lists its work and prices it in one charge further down. Two lines
 * or more, numbers counting from one, a verb of work done among them, no lead-in of terms or remarks; markers dropped.
 */
export function markedJobsAfterLeadIn(lines: string[]): string[] | null {
  for (let i = 0; i + 1 < lines.length; i++) {
    const lead = lines[i].trim();
    if (!lead.endsWith(':') || NOT_JOBS_LEAD.test(lead) || findAmounts(lead).some((a) => a.isMoneyLike)) continue;
    const run: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j].trim();
      const m = /^(?:[-–•*·]|(\d{1,2})[.)])\s+(\p{L}.*)$/u.exec(t);
      if (!m || /\s{3,}/.test(t) || findAmounts(t).some((a) => a.isMoneyLike) || (m[1] && Number(m[1]) !== run.length + 1)) break;
      run.push(m[2].replace(/\s+/g, ' '));
    }
    const worded = run.some((r) => r.split(/[\s,]+/).some((w) => isVerb(w)));
    if (run.length >= 2 && worded && run.every((r) => r.split(/\s+/).length <= 12)) return run;
  }
  return null;
}

/** A list's mark before an item: a dash, a bullet, a slash or a cross ticked by hand, a box ticked ("[x]", "☒"). */
const LIST_MARK = /^(?:[-–•*·/✓✔☒☑]|[xX](?=\s+\p{Lu})|\[[xX✓✔]\])\s+(\p{L}.*)$/u;

/**
 * Jobs marked one a line under a heading of any shape ("DEALER RECORD OF WORK CARRIED OUT" / "• Brake servo vacuum hose
 * replaced"; "Inspektion bei 5.000 km" / "x Ventilspiel eingestellt"; "/ Front suspension greased"): the record of work a
 * service book's voucher, a recall's confirmation or a job card keeps without prices. A run of two marked lines or more,
 * one cell each and unpriced, most saying work done, under no heading of terms or remarks; marks dropped.
 */
export function markedJobRun(lines: string[]): string[] | null {
  for (let i = 0; i < lines.length; i++) {
    const run: string[] = [];
    let j = i;
    for (; j < lines.length; j++) {
      const t = lines[j].trim();
      const m = LIST_MARK.exec(t);
      if (!m || /\s{3,}|\t/.test(t) || findAmounts(t).some((a) => a.isMoneyLike)) break;
      run.push(m[1].replace(/\s+/g, ' '));
    }
    const heading =
      lines
        .slice(0, i)
        .reverse()
        .find((l) => l.trim()) ?? '';
    if (run.length >= 2 && !NOT_JOBS_LEAD.test(heading) && 2 * run.filter(saysWorkDone).length > run.length && run.every((r) => r.split(/\s+/).length <= 12))
      return run;
    i = Math.max(i, j);
  }
  return null;
}

/** Words of a row as a verb test sees them: letters, hyphens and apostrophes only ("re-skinned", "replaced."). */
const wordsOf = (text: string) => text.split(/[\s,/]+/).map((w) => w.replace(/[^\p{L}\-']/gu, ''));
/** A row that says a thing was done: one of its words is a verb of work ("Sills replaced", "Bremsen entlüftet"). */
export const saysWorkDone = (text: string) => wordsOf(text).some((w) => isVerb(w) || (w.includes('-') && isVerb(w.split('-').at(-1)!)));

/**
 * Jobs listed unpriced over the table that charges their labour by trade or time ("Shell stripped to bare metal." /
 * "Sills replaced." over "Trade   Hours   Rate   £" / "Panel / welding   89.00   55.00   4,895.00"; "– Schweller
 * erneuert" under "Karosserie" over "Arbeitszeit nach Gewerk   Std.   Satz   Betrag"): the charge's rows name trades,
 * the lines above say what was done. The run goes up from the table's first row (blank lines between skipped) to a
 * blank line, a priced line or a line of cells; its marked lines, or the lines that close with a full stop, are the
 * jobs (the unmarked ones head groups of them), else every line when each says work done. Two jobs or more, most
 * saying work done; markers and closing stops dropped. Null when no such run stands over a table.
 */
export function jobsOverCharges(lines: string[]): string[] | null {
  const priced = (line: string) => findAmounts(line).some((a) => a.isMoneyLike);
  const cells = (line: string) => /\S\s{3,}\S|\t/.test(line.trim());
  const listLine = (line: string) => {
    const t = line.trim();
    return !!t && !cells(t) && !priced(t) && !t.endsWith(':') && /\p{L}{3}/u.test(t) && t.split(/\s+/).length <= 14;
  };
  for (let i = 1; i < lines.length; i++) {
    // The table's first line: a line of cells (its heading row or a priced row), after a line that is none.
    if (!cells(lines[i]) || cells(lines[i - 1])) continue;
    let end = i - 1;
    while (end >= 0 && !lines[end].trim()) end--;
    let start = end + 1;
    while (start - 1 >= 0 && listLine(lines[start - 1])) start--;
    const run = lines.slice(start, end + 1).map((l) => l.trim().replace(/\s+/g, ' '));
    const marked = run.filter((l) => MARKER.test(l));
    const stopped = run.filter((l) => /[^.\s]{3}\.$/.test(l));
    const jobs = (marked.length >= 2 ? marked.map((l) => l.replace(MARKER, '')) : stopped.length >= 2 ? stopped : run.every(saysWorkDone) ? run : []).map(
      (l) => (stopped.length >= 2 && marked.length < 2 ? l.replace(/\.$/, '') : l),
    );
    if (jobs.length >= 2 && jobs.filter(saysWorkDone).length * 2 > jobs.length) return jobs;
  }
  return null;
}
