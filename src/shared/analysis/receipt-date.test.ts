import { describe, expect, it } from 'vitest';
import { dateWithLostSeparator } from './receipt-date';

describe('dateWithLostSeparator', () => {
  it('reads a till date whose day and month, or month and year, OCR ran together', () => {
    expect(dateWithLostSeparator('2703/2018       No : CS-20243', true)).toBe('2018-03-27');
    expect(dateWithLostSeparator('Date: 27/032018 21:30', true)).toBe('2018-03-27');
    expect(dateWithLostSeparator('0327/2018', false)).toBe('2018-03-27');
  });
  it('leaves numbers that are no such date', () => {
    // No month 27, no day 40.
    expect(dateWithLostSeparator('1327/2018', true)).toBeNull();
    expect(dateWithLostSeparator('4003/2018', true)).toBeNull();
    // A year no till printed, a whole date, an invoice number without a separator.
    expect(dateWithLostSeparator('2703/7719', true)).toBeNull();
    expect(dateWithLostSeparator('27/03/2018', true)).toBeNull();
    expect(dateWithLostSeparator('INV 27032018', true)).toBeNull();
    expect(dateWithLostSeparator('No 1851/2018-B', true)).toBeNull();
  });
});
