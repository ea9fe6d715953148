import { describe, expect, it } from 'vitest';
import { detectNumberStyle, detectSlashOrder, parseCsvDate, parseCsvInteger, parseCsvMoney } from './csv-values';

describe('parseCsvDate', () => {
  it('reads ISO, German and slashed dates', () => {
    expect(parseCsvDate('2020-12-31', 'mdy')).toBe('2020-12-31');
    expect(parseCsvDate('2020-12-31T10:00:00', 'mdy')).toBe('2020-12-31');
    expect(parseCsvDate('31.12.2020', 'mdy')).toBe('2020-12-31');
    expect(parseCsvDate('1.2.1968', 'mdy')).toBe('1968-02-01');
    expect(parseCsvDate('12/31/2020', 'mdy')).toBe('2020-12-31');
    expect(parseCsvDate('1/2/2020 0:00:00', 'mdy')).toBe('2020-01-02');
    expect(parseCsvDate('1/2/2020', 'dmy')).toBe('2020-02-01');
  });

  it('refuses days that do not exist and other text', () => {
    expect(parseCsvDate('31.02.2020', 'mdy')).toBeNull();
    expect(parseCsvDate('2020-13-01', 'mdy')).toBeNull();
    expect(parseCsvDate('yesterday', 'mdy')).toBeNull();
    expect(parseCsvDate('31.12.20', 'mdy')).toBeNull();
  });

  it('reads slashed dates day first when a day above 12 shows it', () => {
    expect(detectSlashOrder(['01/02/2020', '25/03/2020'])).toBe('dmy');
    expect(detectSlashOrder(['01/02/2020', '03/25/2020'])).toBe('mdy');
  });
});

describe('numbers', () => {
  it('detects the decimal mark from the amounts, else from the delimiter', () => {
    expect(detectNumberStyle(['1.234,56'], ',')).toBe('de');
    expect(detectNumberStyle(['1,234.56'], ';')).toBe('en');
    expect(detectNumberStyle(['', '45,5'], ',')).toBe('de');
    expect(detectNumberStyle(['$45.00'], ';')).toBe('en');
    expect(detectNumberStyle(['1200'], ';')).toBe('de');
    expect(detectNumberStyle(['1200'], ',')).toBe('en');
  });

  it('reads amounts into minor units of the currency', () => {
    expect(parseCsvMoney('1.234,56', 'de', 'EUR')).toBe(123_456);
    expect(parseCsvMoney('1,234.56', 'en', 'USD')).toBe(123_456);
    expect(parseCsvMoney('$45.00', 'en', 'USD')).toBe(4_500);
    expect(parseCsvMoney('45,00 €', 'de', 'EUR')).toBe(4_500);
    expect(parseCsvMoney('1234', 'en', 'JPY')).toBe(1_234);
    expect(parseCsvMoney('', 'en', 'EUR')).toBeNull();
    expect(parseCsvMoney('lots', 'en', 'EUR')).toBeNaN();
  });

  it('reads odometer readings with thousands separators and a unit', () => {
    expect(parseCsvInteger('123.456', 'de')).toBe(123_456);
    expect(parseCsvInteger('123,456', 'en')).toBe(123_456);
    expect(parseCsvInteger('98765 km', 'de')).toBe(98_765);
    expect(parseCsvInteger('12345.0', 'en')).toBe(12_345);
    expect(parseCsvInteger('', 'en')).toBeNull();
    expect(parseCsvInteger('about 5000', 'en')).toBeNaN();
  });
});
