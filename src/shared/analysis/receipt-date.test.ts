import { describe, expect, it } from 'vitest';
import { dateWithLostSeparator, yearOfFadedEight } from './receipt-date';

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

describe('yearOfFadedEight', () => {
  it('takes the 8 another print or reading of the same day gives the year', () => {
    expect(yearOfFadedEight('2016-03-18', ['18/03/16\nTOTAL 28.60\n18/03/18 0!'], true)).toBe('2018-03-18');
    expect(yearOfFadedEight('2016-03-21', ['21 Mar 2016 17:59', '21 Mar 2018 17:59'], true)).toBe('2018-03-21');
    // A document number that carries the day as yyMMdd.
    expect(yearOfFadedEight('2016-03-21', ['21 Mar 2016 17:59\nInvoice # : OR18032102170360'], true)).toBe('2018-03-21');
  });
  it('never turns an 8 into a lesser digit, another day, or a year two digits away', () => {
    expect(yearOfFadedEight('2018-03-18', ['18/03/16 18/03/18'], true)).toBe('2018-03-18');
    expect(yearOfFadedEight('2016-03-18', ['19/03/18'], true)).toBe('2016-03-18');
    expect(yearOfFadedEight('2016-03-18', ['18/03/1988'], true)).toBe('2016-03-18');
    expect(yearOfFadedEight('2017-03-18', ['18/03/18'], true)).toBe('2017-03-18');
  });
});
