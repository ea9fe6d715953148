import { describe, expect, it } from 'vitest';
import { FALLBACK_SCALE, gradesOf, HIGHEST_GRADE, isGradeOnScale, scaleOfGrade } from './condition-scales';

describe('the one condition scale', () => {
  it("lists each scale's grades and knows the highest of all", () => {
    expect(gradesOf('hagerty')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradesOf('zustandsnote')).toEqual([1, 2, 3, 4, 5]);
    expect(HIGHEST_GRADE).toBe(6);
    expect(isGradeOnScale(6, 'hagerty')).toBe(true);
    expect(isGradeOnScale(6, 'zustandsnote')).toBe(false);
  });

  it('puts a grade without a scale on the fallback, and no grade on none', () => {
    expect(scaleOfGrade(3, null)).toBe(FALLBACK_SCALE);
    expect(scaleOfGrade(3, 'hagerty')).toBe('hagerty');
    expect(scaleOfGrade(null, 'hagerty')).toBeNull();
  });
});
