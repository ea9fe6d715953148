import { describe, expect, it } from 'vitest';
import { taskInputSchema, taskMessageKey, taskMessages } from './task-schema';

const issues = (input: object) => {
  const r = taskInputSchema.safeParse({ title: 'Oil', vehicleId: 'v1', ...input });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('task input', () => {
  it('accepts a date, an odometer or both, and neither on a one-off task', () => {
    expect(issues({ dueDate: '2026-06-01' })).toEqual([]);
    expect(issues({ dueOdometer: 0, recurDistance: 5000 })).toEqual([]);
    expect(issues({})).toEqual([]);
  });

  it('names the field of a recurrence of 0 or less', () => {
    expect(issues({ dueDate: '2026-06-01', recurMonths: 0 })).toEqual([`recurMonths: ${taskMessages.recurrence}`]);
    expect(issues({ dueDate: '2026-06-01', recurDistance: -5 })).toEqual([`recurDistance: ${taskMessages.recurrence}`]);
  });

  it('names a due odometer below 0', () => {
    expect(issues({ dueOdometer: -1 })).toEqual([`dueOdometer: ${taskMessages.odometer}`]);
  });

  it('a recurring task needs a date or an odometer', () => {
    expect(issues({ recurMonths: 12 })).toEqual([`dueDate: ${taskMessages.recurringNeedsDue}`]);
  });

  it('an odometer needs a vehicle; a title is required', () => {
    expect(issues({ vehicleId: null, dueOdometer: 100 })).toEqual([`dueOdometer: ${taskMessages.needsVehicle}`]);
    expect(issues({ title: '  ' })).toEqual([`title: ${taskMessages.required}`]);
  });

  it('maps a server message back to its translation key', () => {
    expect(taskMessageKey(taskMessages.recurrence)).toBe('recurrence');
    expect(taskMessageKey('something else')).toBeNull();
  });
});
