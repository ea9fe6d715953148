import { isHoursTimesRate } from './hours-sum';
import { isLabelCell } from './labels';

/**
 * A fee is charged, not done: a call-out, a flat charge, a disposal or environmental fee ("Anfahrtspauschale",
 * "Env. / Disposal Fee", "Entsorgungsgebühr") counts in the labour's sum but is no job of the bill.
 */
const FEE = /\bfees?\b|\bcharges?\b|\bcall-?out\b|geb(?:ü|ue)hr(?:en)?\b|pauschale\b|anfahrt/i;

/**
 * Sundries charged beside the work ("Shop consumables", "Sundries", "Werkstattbedarf", "Kleinmaterial"): the shop's own
 * stock used up while working, billed as a share of the bill — a charge, never a job done.
 */
const SUNDRIES =
  /^(?:\p{L}+\s+)?(?:consumables?|sundries|shop\s+(?:supplies|materials?|sundries)|workshop\s+(?:supplies|materials?)|(?:verbrauchs|klein|hilfs)material(?:ien)?|werkstatt(?:bedarf|material)|betriebs-?\s?(?:und\s+hilfs)?stoffe)\b/iu;

/**
 * A sum carried from the sheet before ("Brought forward", "Übertrag von Blatt 1", "b/f"): the total of rows printed
 * elsewhere, neither a job nor a part, even where it is the list's only row.
 */
const CARRIED = /^(?:(?:brought|carried)\s+(?:forward|over)|[bc]\/[fo]|(?:ü|ue|u)bertrag|vortrag)\b/i;

/**
 * A sum's label read as a row ("Werkstattleistungen netto", "Arbeit gesamt", "Parts total", "Zusammen"): a word of
 * summing closes it, at most one word before it naming what is summed.
 */
const SUM_ROW = /^(?:\p{L}+\s+)?(?:netto|brutto|gesamt|insgesamt|zusammen|summe|total|sub-?total|net)$/iu;

/** A labour sum under a parts list ("Machine Labor   489.00" after the parts): a trade's word before "labour" is no part. */
const LABOUR_SUM = /^(?:\p{L}+\s+)?labou?r$/iu;

/**
 * The labour's charge read as a row: a label of labour before the time it charges ("Arbeitszeit (21 Std. à 38.–)",
 * "Labour 3.5 hrs @", "Arbeitszeit: 2,6 Std. à"), the jobs it pays for listed apart.
 */
export const chargeOfTime = (text: string) => /\d\s*(h|hrs?|hours?|std|stunden|aw)\b/i.test(text) && isLabelCell(text.split(/\s*[(\d]/)[0]);

/**
 * Jobs written as sentences ("Door casings re-covered.", "Headlining replaced."): when every row of the list ends in a
 * full stop, the stops close sentences and are no part of the job. One row's dot among bare rows is an abbreviation's
 * ("Auspuff-MSD ern.") and stays, and so do all where one row ends in a short word cut off ("ern.", "gew.").
 */
export function withoutSentenceStops(jobs: string[]): string[] {
  const stopped = (text: string) => /[^.\s]\.$/.test(text);
  // A row ending in a short word cut off ("Zahnriemen ern.") is a list of abbreviations: their stops are the words' own.
  const abbreviated = (text: string) => /(?:^|\s)\p{Ll}{1,3}\.$/u.test(text);
  return jobs.length >= 2 && jobs.every(stopped) && !jobs.some(abbreviated) ? jobs.map((text) => text.slice(0, -1)) : jobs;
}

/** A repair order's operation code before its job ("11R30 FRONT BRAKE PADS REPLACED"): letters and digits, no oil grade or tyre size. */
const OP_CODE = /^(?=[A-Z\d]*\d)(?=[A-Z\d]*[A-Z])(?!(?:0|5|10|15|20|25)W-?[2-6]0\b|\d{3}R\d{2}\b)[A-Z\d]{4,8}\s+(?=\p{L}{2})/u;

/** Jobs that each open with an operation code (a column of them, two rows or more): the jobs without their codes. */
export function withoutOperationCodes(jobs: string[]): string[] {
  return jobs.length >= 2 && jobs.every((j) => OP_CODE.test(j)) ? jobs.map((j) => j.replace(OP_CODE, '')) : jobs;
}

/**
 * The jobs of a list of labour's rows: without its fees, and without a row that is only a label of labour ("Arbeitszeit
 * 55,50 Std. à 89,00" read as "Arbeitszeit"), which is the time charged for the jobs printed apart. A list of nothing
 * else is kept as it is: then those rows are all the page says was done.
 */
export function jobsOnly(jobs: string[]): string[] {
  const rows = withoutOperationCodes(jobs).filter((text) => !CARRIED.test(text));
  const kept = rows.filter(
    (text) => !FEE.test(text) && !SUNDRIES.test(text) && !isLabelCell(text) && !chargeOfTime(text) && !SUM_ROW.test(text) && !isHoursTimesRate(text),
  );
  return withoutSentenceStops(kept.length ? kept : rows);
}

/**
 * A charge that is no thing fitted: a fee (a call-out, "Anfahrt"), a disposal ("Hazardous waste disposal",
 * "Altölentsorgung"), or the shop's own consumables billed as a share of the work ("Shop supplies") — the page lists
 * them among the parts, but nothing of them went into the car.
 */
const NO_PART = new RegExp(`${FEE.source}|\\bdisposal\\b|entsorgung\\b|\\bshop\\s+(?:supplies|materials?)\\b`, 'i');

/** The parts of a list of parts' rows, without its charges; a list of nothing else is kept as it is. */
export function partsOnly(parts: string[]): string[] {
  const rows = parts.filter((text) => !CARRIED.test(text));
  const kept = rows.filter((text) => !NO_PART.test(text) && !isLabelCell(text) && !LABOUR_SUM.test(text) && !SUM_ROW.test(text));
  return kept.length ? kept : rows;
}
