import { scaleMax } from '@shared/history/condition-scales';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The vehicle's current condition grade in a few words: from its newest grading, on that
 * grading's scale ("2/5 · Very good"), or as set in the vehicle form ("2 · Excellent").
 */
export function conditionGradeLabel(v: Pick<Vehicle, 'conditionGrade' | 'conditionScale'>, t: T): string | null {
  if (!v.conditionGrade) return null;
  if (v.conditionScale) return `${v.conditionGrade}/${scaleMax[v.conditionScale]} · ${t(`history.scales.${v.conditionScale}.grades.${v.conditionGrade}`)}`;
  return `${v.conditionGrade} · ${t(`vehicles.grades.${v.conditionGrade}.short`)}`;
}

export const conditionScaleName = (v: Pick<Vehicle, 'conditionScale'>, t: T) => (v.conditionScale ? t(`history.scales.${v.conditionScale}.name`) : null);
