import { findAmounts } from './amounts';
import { LABELS } from './labels';
import { sectionHeading, WORK_WORDS } from './line-items';

/**
 * Work and parts written as prose rather than listed: sentences ("Keilriemen erneuert und gespannt. Vergaser ausgebaut,
 * gereinigt und eingestellt."), a comma list after a lead-in ("Arbeit: Benzinpumpe erneuert, Kraftstofffilter erneuert"),
 * a sentence wrapped over lines ("Replaced alternator, replaced drive belt, tested charging" / "system."). A one-man
 * garage writes its bill as a letter: the line readers see each printed line as one item. Here the lines are read as
 * text — joined, cut into sentences, a sentence cut at its commas where each piece is a job of its own.
 */
export interface ProseItems {
  /** The page's lines the prose stands on. */
  lineIndexes: number[];
  work: string[];
  parts: string[];
}

/**
 * A verb of work done: the work words, an English past ("replaced", "tested"), a German participle ("ausgebaut",
 * "gespannt", "entlüftet"). Lower case: a German noun is capitalised.
 */
export const isVerb = (w: string) => WORK_WORDS.test(w) || isParticiple(w);

/** A weak participle of work: an English past ("replaced"), a German one ("gespannt", "entlüftet", "lackiert"). */
export const isParticiple = (w: string) =>
  /^\p{L}\p{Ll}{2,}ed$/u.test(w) || /^\p{Ll}*ge\p{Ll}{2,}t$/u.test(w) || /^(be|ent|er|ver|zer|über)\p{Ll}{3,}t$/u.test(w) || /^\p{Ll}{3,}iert$/u.test(w);
/** Words that join words: no object of a verb. */
const JOINER = /^(und|and|&|mit|with|the|a|an|der|die|das|den|dem|des|ein|eine|einen|sowie|also|of|to|on|in|an|am|im|auf|for|für)$/i;

/** A piece of a sentence that says a job on its own: a verb of work and the thing it was done to. */
function isClause(piece: string): boolean {
  const words = piece
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
    .map((w) => w.replace(/[^\p{L}\-']/gu, ''));
  return words.some(isVerb) && words.some((w) => w && !isVerb(w) && !JOINER.test(w));
}

/**
 * A sentence's jobs: the sentence cut at its commas when every piece is a clause of its own ("Replaced alternator,
 * replaced drive belt, tested charging system"); kept whole when a piece only goes on with the first's thing
 * ("Vergaser ausgebaut, gereinigt und eingestellt").
 */
export function jobsOfSentence(sentence: string): string[] {
  const pieces = sentence
    .split(/,\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return pieces.length >= 2 && pieces.every(isClause) ? pieces : [sentence.trim()];
}

/** A text's sentences: cut where a full stop is followed by a capital or ends the text; the stops dropped. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[^\s.]{3})\.\s+(?=\p{Lu})|(?<=[^\s.]{3})\.\s*$/u)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter((s) => /\p{L}{3}/u.test(s));
}

/** The page's running text in sentences: runs of lines without a column gap, each joined and cut at its sentences' ends. */
export function proseSentences(lines: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) out.push(...sentencesOf(run.join(' ')));
    run = [];
  };
  for (const line of lines) {
    const text = line.trim();
    const prose = text.length > 0 && !/\s{3,}/.test(text) && (text.match(/\p{L}{2,}/gu) ?? []).length >= 4;
    if (prose) run.push(text);
    else flush();
  }
  flush();
  return out;
}

/** A list's items after its lead-in: cut at commas (and a last "und"/"and"), the closing stop dropped. */
function listItems(text: string): string[] {
  return text
    .replace(/\.\s*$/, '')
    .split(/,\s+|\s+(?:und|and)\s+(?=[^,]*$)/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}{3}/u.test(s));
}

/**
 * A lead-in's comma list of three jobs or more, each of two words or more besides joiners, one of them a thing ("strip
 * bumpers and brightwork, apply base and clear, cut and polish"); null where a piece only goes on with the one before
 * ("Vergaser ausgebaut, gereinigt und eingestellt": one job, left to the sentence reader).
 */
export function leadInJobs(text: string): string[] | null {
  const pieces = text
    .replace(/\.\s*$/, '')
    .split(/,\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const words = (p: string) => p.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !JOINER.test(w));
  // Each piece names a thing: a word that is no verb of work done ("gereinigt und eingestellt" names none).
  const isJob = (p: string) => words(p).length >= 2 && words(p).some((w) => !isVerb(w.replace(/[^\p{L}\-']/gu, ''))) && !/[.;:]/.test(p);
  return pieces.length >= 3 && pieces.every(isJob) ? pieces : null;
}

const PARTS_LEAD = new RegExp(`^(?:${LABELS.partsCost[1].source})$`, 'i');
const WORK_LEAD = new RegExp(`^(?:${LABELS.laborCost[1].source})$`, 'i');

/** A line of text, not of a table: one cell, no sum of money. */
const isTextLine = (line: string) => !!line.trim() && !/\s{3,}|\t/.test(line.trim()) && !findAmounts(line).some((a) => a.isMoneyLike);

/**
 * The prose that says what was done: a run of text lines under a heading or sentence of work ("WORK PERFORMED", "…
 * erlaube ich mir zu berechnen:"), or a line led in by work's or parts' word ("Arbeit: …", "Material: …"). It must
 * read as prose: a full stop between sentences or at a line's end, a line going on in the next, or a lead-in's comma
 * list. Lines led in by parts' word are the parts. Null when the page has no such prose.
 */
export function proseItems(lines: string[]): ProseItems | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const lead = /^(\p{L}[\p{L} ]{1,30}?)\s*:\s*(\S.*)$/u.exec(line);
    const leadKind =
      lead && isTextLine(line)
        ? WORK_LEAD.test(lead[1]) || sectionHeading(lead[1]) === 'work'
          ? 'work'
          : PARTS_LEAD.test(lead[1]) || sectionHeading(lead[1]) === 'parts'
            ? 'parts'
            : null
        : null;
    // A heading of work alone on its line, or a sentence ending in a colon that announces what follows.
    const opens =
      !lead && (sectionHeading(line) === 'work' || (/:\s*$/.test(line) && line.split(/\s+/).length >= 4 && !findAmounts(line).some((a) => a.isMoneyLike)));
    if (!leadKind && !opens) continue;
    const start = leadKind ? i : i + 1;
    let end = start;
    while (end < lines.length && isTextLine(lines[end]) && !(end > start && /:\s*$/.test(lines[end].trim()))) end++;
    const run = lines.slice(start, end).map((l) => l.trim());
    // Lines with a list's markers ("- Ventilspiel eingestellt", "2) Ölwechsel inkl. Filter", a ticked box's "x   Renew
    // trunnions") are a list, one job a line.
    if (!run.length || run.some((l) => /^(?:[-–•*·xX✓✔☑☒]|\d{1,2}[.)])\s/.test(l))) continue;
    const work: string[] = [];
    const parts: string[] = [];
    // Jobs a lead-in lists one by one ("Work: strip bumpers and brightwork, apply base and clear, …"): the lead says they
    // are work, so no verb of work done is asked of them (a list of orders writes its verbs bare).
    const led: string[] = [];
    let text = '';
    let leadIn = false;
    const flush = () => {
      const list = leadIn ? leadInJobs(text) : null;
      if (list) led.push(...list);
      else if (text) work.push(...sentencesOf(/\.\s*$/.test(text) ? text : `${text}.`).flatMap(jobsOfSentence));
      text = '';
      leadIn = false;
    };
    let prose = false;
    for (const [k, l] of run.entries()) {
      const m = /^(\p{L}[\p{L} ]{1,30}?)\s*:\s*(\S.*)$/u.exec(l);
      const kind = m
        ? PARTS_LEAD.test(m[1]) || sectionHeading(m[1]) === 'parts'
          ? 'parts'
          : WORK_LEAD.test(m[1]) || sectionHeading(m[1]) === 'work'
            ? 'work'
            : null
        : null;
      if (kind === 'parts') {
        flush();
        parts.push(...listItems(m![2]));
        prose = true;
        continue;
      }
      const body = kind === 'work' ? m![2] : l;
      if (kind === 'work') {
        flush();
        leadIn = true;
        if (/,/.test(body)) prose = true;
      }
      // A line that goes on in the next (no stop at its end, the next begins small) or holds a stop between sentences.
      if (/\.\s+\p{Lu}/u.test(body) || (/\.$/.test(body) && k > 0) || (!/[.:;]$/.test(body) && /^\p{Ll}/u.test(run[k + 1] ?? ''))) prose = true;
      text = text ? `${text.replace(/-$/, '')}${/-$/.test(text) ? '' : ' '}${body}` : body;
    }
    flush();
    const jobs = [...led, ...work.filter((w) => w.split(/\s+/).some(isVerb))];
    if (!prose || !(led.length || work.some((w) => w.split(/\s+/).some(isVerb)))) continue;
    return { lineIndexes: run.map((_, k) => start + k), work: jobs, parts };
  }
  return null;
}

/** A priced line that points to a list rather than naming a thing ("Material lt. obiger Aufstellung", "Parts as listed above"). */
const POINTS_TO_LIST = /\b(obige[nmrs]?|oben|above|aufstellung|vorstehende?[nmrs]?|listed)\b/i;
/** A charge of time read as a job ("Arbeit 2.5 Std. à"): no job. */
const TIME_CHARGE = /\b\d+([.,]\d+)?\s*(h|hrs?|hours?|std|stunden|aw)\b/i;

/**
 * The lists the other readers found, and the page's prose: where those lists are empty, or hold only the prose's own
 * lines (a sentence read as an item), time charges, or a line pointing to a list, the prose's jobs and parts stand instead.
 */
export function withProse(lines: string[], work: string[], parts: string[]): { work: string[]; parts: string[] } {
  const prose = proseItems(lines);
  if (!prose) return { work, parts };
  const onProse = (t: string) => prose.lineIndexes.some((i) => lines[i].includes(t));
  const jobsReplaced = prose.work.length > 0 && work.every((t) => onProse(t) || TIME_CHARGE.test(t));
  const partsReplaced = prose.parts.length > 0 && parts.every((t) => onProse(t) || POINTS_TO_LIST.test(t));
  return { work: jobsReplaced ? prose.work : work, parts: partsReplaced ? prose.parts : parts };
}
