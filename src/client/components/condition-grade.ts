import { scaleMax, scaleOfGrade } from '@shared/history/condition-scales';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The vehicle's current condition grade in a few words, on its scale ("2/5 · Very good"), whether
 * it came from the newest grading or the vehicle form: one scale everywhere (shared/history/condition-scales.ts).
 */
export function conditionGradeLabel(v: Pick<Vehicle, 'conditionGrade' | 'conditionScale'>, t: T): string | null {
  const scale = scaleOfGrade(v.conditionGrade, v.conditionScale);
  if (!v.conditionGrade || !scale) return null;
  return `${v.conditionGrade}/${scaleMax[scale]} · ${t(`history.scales.${scale}.grades.${v.conditionGrade}`)}`;
}

export const conditionScaleName = (v: Pick<Vehicle, 'conditionGrade' | 'conditionScale'>, t: T) => {
  const scale = scaleOfGrade(v.conditionGrade, v.conditionScale);
  return scale ? t(`history.scales.${scale}.name`) : null;
};
