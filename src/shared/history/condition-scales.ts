/**
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
