import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('uses short month, day, year in US English', () => {
    expect(formatDate('2024-03-14')).toBe('Mar 14, 2024');
  });
  it('uses the German format in German', () => {
    expect(formatDate('2024-03-14', 'de')).toBe('14. März 2024');
  });
  it('says N/A when absent or unreadable', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDate(undefined, 'de', 'k. A.')).toBe('k. A.');
  });
  it('never shifts a calendar date by time zone', () => {
    expect(formatDate('2024-01-01')).toBe('Jan 1, 2024');
  });
});
