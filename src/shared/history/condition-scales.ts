/**
 * THE condition scale of the product, declared here once: the vehicle form, the gradings of the
 * value history, the profile, the garage card and the shared view all grade on it.
 * Condition grades are kept on one of two scales, chosen per vehicle: the Hagerty scale
 * (1 concours … 6 parts car) or the German Zustandsnote (1 Spitzenzustand … 5 restaurierungsbedürftig).
 * A grading carries its scale, so a history that switched scale still reads right.
 */
export const conditionScales = ['hagerty', 'zustandsnote'] as const;
export type ConditionScale = (typeof conditionScales)[number];

export const scaleMax: Record<ConditionScale, number> = { hagerty: 6, zustandsnote: 5 };

/** The scale a new vehicle's first grading suggests: German owners grade by Zustandsnote. */
export const defaultScale = (language: string): ConditionScale => (language === 'de' ? 'zustandsnote' : 'hagerty');

export const isGradeOnScale = (grade: number, scale: ConditionScale) => Number.isInteger(grade) && grade >= 1 && grade <= scaleMax[scale];

/** The highest grade of any scale: the bound a grade is checked against before its scale is known. */
export const HIGHEST_GRADE = Math.max(...Object.values(scaleMax));

/** The grades of a scale, best first. */
export const gradesOf = (scale: ConditionScale) => Array.from({ length: scaleMax[scale] }, (_, i) => i + 1);

/** A grade given without its scale (an older client, the API): the Zustandsnote, the product's original 1–5. */
export const FALLBACK_SCALE: ConditionScale = 'zustandsnote';

/** The scale a grade is on: its own, else the fallback. Null when there is no grade. */
export const scaleOfGrade = (grade: number | null | undefined, scale: ConditionScale | null | undefined): ConditionScale | null =>
  grade === null || grade === undefined ? null : (scale ?? FALLBACK_SCALE);
