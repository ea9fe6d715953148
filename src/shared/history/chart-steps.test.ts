import { describe, expect, it } from 'vitest';
import { periodStart, spendingSteps, yearTicks } from './chart-steps';

describe('spending as steps per period', () => {
  it('keeps the total reached by the end of each month, dated at the month start', () => {
    const running = [
      { date: '2001-03-04', amount: 100 },
      { date: '2001-03-20', amount: 250 },
      { date: '2001-05-01', amount: 300 },
    ];
    expect(spendingSteps(running, 10)).toEqual([
      { date: '2001-03-01', amount: 250, period: 'month' },
      { date: '2001-05-01', amount: 300, period: 'month' },
    ]);
  });

  it('goes to quarters, then years, when months would be too many points; the last total is kept', () => {
    const running = Array.from({ length: 600 }, (_, i) => ({
      date: `${1975 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
      amount: (i + 1) * 10,
    }));
    const quarters = spendingSteps(running, 240);
    expect(quarters).toHaveLength(200);
    expect(quarters[0]).toEqual({ date: '1975-01-01', amount: 30, period: 'quarter' });
    expect(quarters.at(-1)!.amount).toBe(6000);
    const years = spendingSteps(running, 60);
    expect(years).toHaveLength(50);
    expect(years.at(-1)).toEqual({ date: '2024-01-01', amount: 6000, period: 'year' });
    expect(spendingSteps([], 10)).toEqual([]);
  });

  it('finds the start of a period', () => {
    expect(periodStart('1999-08-31', 'month')).toBe('1999-08-01');
    expect(periodStart('1999-08-31', 'quarter')).toBe('1999-07-01');
    expect(periodStart('1999-12-31', 'quarter')).toBe('1999-10-01');
    expect(periodStart('1999-08-31', 'year')).toBe('1999-01-01');
  });
});

describe('year ticks', () => {
  it('one tick per round year, no more than asked for', () => {
    const from = Date.UTC(1975, 5, 1);
    const to = Date.UTC(2025, 2, 1);
    const ticks = yearTicks(from, to, 8);
    expect(ticks.map((t) => new Date(t).getUTCFullYear())).toEqual([1980, 1990, 2000, 2010, 2020]);
    expect(yearTicks(Date.UTC(2020, 0, 1), Date.UTC(2023, 6, 1), 8).map((t) => new Date(t).getUTCFullYear())).toEqual([2020, 2021, 2022, 2023]);
    expect(yearTicks(10, 5, 8)).toEqual([]);
  });
});
