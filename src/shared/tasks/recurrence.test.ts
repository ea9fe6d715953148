import { describe, expect, it } from 'vitest';
import { nextDue } from './recurrence';
import { addMonths } from './task-dates';

describe('recurrence', () => {
  it('counts from the completion, not from the old due date', () => {
    expect(nextDue({ recurMonths: 12, recurDistance: 5_000 }, { date: '2026-05-10', odometer: 48_200 }, 40_000)).toEqual({
      dueDate: '2027-05-10',
      dueOdometer: 53_200,
    });
  });

  it('without a reading at completion the distance counts from the latest known', () => {
    expect(nextDue({ recurMonths: null, recurDistance: 1_000 }, { date: '2026-05-10', odometer: null }, 40_000)).toEqual({
      dueDate: null,
      dueOdometer: 41_000,
    });
    expect(nextDue({ recurMonths: null, recurDistance: 1_000 }, { date: '2026-05-10', odometer: null }, null)).toBeNull();
  });

  it('a task that does not recur has no next', () => {
    expect(nextDue({ recurMonths: null, recurDistance: null }, { date: '2026-05-10', odometer: 1 }, 1)).toBeNull();
  });

  it('months keep the day or fall back to the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-15', 24)).toBe('2029-12-15');
  });
});
