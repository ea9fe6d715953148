/**
 * A job card prints each job with its time and, under them, one line that charges the time they add up to at the
 * shop's rate ("Arbeitsstunden 9,5 × 6,80   Arbeitslohn   64,60 DM", "Shop hours 13.5 × 11.00   Labour   $ 148.50",
 * "Std. gesamt 18 × 62,00"). That line is the labour's sum, never a job: its label names time (hours, Stunden, Std.,
 * AW, Zeit, time — alone, in a compound or with a word of summing), then the hours, a sign of multiplying and the rate
 * (cut off where a reader kept only the line's words: "Hours 22 ×").
 */
const HOURS_TIMES = /^((?:[\p{L}][\p{L}.'’-]*\s+){0,3}?)(\d+(?:[.,]\d+)?)\s*(?:h\b\.?\s*)?(?:×|x|\*|@|à)(?=\s|$|\s*[\d$€£])/iu;
/** A word of time in the label: hours in both languages, alone or closing a compound ("Arbeitsstunden", "Shop-hours"). */
const TIME_WORD = /(?:stunden|\bstd\b|\bstd\.|hours?\b|\bhrs?\b|\baw\b|arbeitswerte?\b|zeit\b|\btime\b|\bh\b)/i;

/** Whether a line, or a row's words, is a sum of time at a rate ("Hours 22 × 38.00", "Monteurstunden 4 à 58,-"). */
export function isHoursTimesRate(text: string): boolean {
  const m = HOURS_TIMES.exec(text.trim());
  return !!m && !!m[1].trim() && TIME_WORD.test(m[1]);
}
