import { isLabelCell } from './labels';

/**
 * A fee is charged, not done: a call-out, a flat charge, a disposal or environmental fee ("Anfahrtspauschale",
 * "Env. / Disposal Fee", "Entsorgungsgebühr") counts in the labour's sum but is no job of the bill.
 */
const FEE = /\bfees?\b|\bcharges?\b|\bcall-?out\b|geb(?:ü|ue)hr(?:en)?\b|pauschale\b|anfahrt/i;

/**
 * The jobs of a list of labour's rows: without its fees, and without a row that is only a label of labour ("Arbeitszeit
 * 55,50 Std. à 89,00" read as "Arbeitszeit"), which is the time charged for the jobs printed apart. A list of nothing
 * else is kept as it is: then those rows are all the page says was done.
 */
export function jobsOnly(jobs: string[]): string[] {
  const kept = jobs.filter((text) => !FEE.test(text) && !isLabelCell(text));
  return kept.length ? kept : jobs;
}

/**
 * A charge that is no thing fitted: a fee (a call-out, "Anfahrt"), a disposal ("Hazardous waste disposal",
 * "Altölentsorgung"), or the shop's own consumables billed as a share of the work ("Shop supplies") — the page lists
 * them among the parts, but nothing of them went into the car.
 */
const NO_PART = new RegExp(`${FEE.source}|\\bdisposal\\b|entsorgung\\b|\\bshop\\s+(?:supplies|materials?)\\b`, 'i');

/** The parts of a list of parts' rows, without its charges; a list of nothing else is kept as it is. */
export function partsOnly(parts: string[]): string[] {
  const kept = parts.filter((text) => !NO_PART.test(text));
  return kept.length ? kept : parts;
}
