import { expect, it } from 'vitest';
import { thinSeries } from './thin-series';

it('keeps a short series whole and thins a long one evenly, first and last kept', () => {
  expect(thinSeries([1, 2, 3], 5)).toEqual([1, 2, 3]);
  const long = Array.from({ length: 2001 }, (_, i) => i);
  const thin = thinSeries(long, 201);
  expect(thin).toHaveLength(201);
  expect(thin[0]).toBe(0);
  expect(thin.at(-1)).toBe(2000);
  expect(thin[100]).toBe(1000);
});
