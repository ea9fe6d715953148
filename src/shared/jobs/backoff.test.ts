import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  const noJitter = { random: () => 0 };
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, noJitter))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });
  it('is capped', () => {
    expect(retryDelayMs(30, { ...noJitter, capMs: 60_000 })).toBe(60_000);
  });
  it('adds at most a fifth as jitter', () => {
    expect(retryDelayMs(1, { random: () => 0.999 })).toBeLessThanOrEqual(6_000);
    expect(retryDelayMs(1, { random: () => 0.5 })).toBe(5_500);
  });
});
