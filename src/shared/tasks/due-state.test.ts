import { describe, expect, it } from 'vitest';
import { dueState, latestReading } from './due-state';

const ctx = { today: '2026-06-15', currentOdometer: 48_000, dueSoonDays: 30, dueSoonDistance: 500 };
const task = (t: Partial<{ dueDate: string | null; dueOdometer: number | null; completedDate: string | null }>) => ({
  dueDate: null,
  dueOdometer: null,
  completedDate: null,
  ...t,
});

describe('due state', () => {
  it('by date: overdue after the day, due soon within the window, upcoming beyond', () => {
    expect(dueState(task({ dueDate: '2026-06-14' }), ctx)).toBe('overdue');
    expect(dueState(task({ dueDate: '2026-06-15' }), ctx)).toBe('dueSoon');
    expect(dueState(task({ dueDate: '2026-07-15' }), ctx)).toBe('dueSoon');
    expect(dueState(task({ dueDate: '2026-07-16' }), ctx)).toBe('upcoming');
  });

  it('by odometer: overdue once reached, due soon within the distance', () => {
    expect(dueState(task({ dueOdometer: 48_000 }), ctx)).toBe('overdue');
    expect(dueState(task({ dueOdometer: 48_500 }), ctx)).toBe('dueSoon');
    expect(dueState(task({ dueOdometer: 48_501 }), ctx)).toBe('upcoming');
    expect(dueState(task({ dueOdometer: 10 }), { ...ctx, currentOdometer: null })).toBe('upcoming');
  });

  it('whichever comes first decides', () => {
    expect(dueState(task({ dueDate: '2027-01-01', dueOdometer: 47_000 }), ctx)).toBe('overdue');
    expect(dueState(task({ dueDate: '2026-06-20', dueOdometer: 90_000 }), ctx)).toBe('dueSoon');
    expect(dueState(task({ dueDate: '2027-01-01', dueOdometer: 90_000 }), ctx)).toBe('upcoming');
  });

  it('the window is the user’s setting', () => {
    expect(dueState(task({ dueDate: '2026-08-01' }), { ...ctx, dueSoonDays: 60 })).toBe('dueSoon');
    expect(dueState(task({ dueOdometer: 49_000 }), { ...ctx, dueSoonDistance: 1_000 })).toBe('dueSoon');
  });

  it('done once completed; no due at all is upcoming', () => {
    expect(dueState(task({ dueDate: '2020-01-01', completedDate: '2026-06-01' }), ctx)).toBe('done');
    expect(dueState(task({}), ctx)).toBe('upcoming');
  });

  it('the latest reading is the highest known one', () => {
    expect(latestReading(null, 120, undefined, 98)).toBe(120);
    expect(latestReading(null, undefined)).toBeNull();
  });
});
