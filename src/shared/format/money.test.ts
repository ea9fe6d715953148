import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, moneyInputText, parseMoney, toMinor, totalsByCurrency } from './money';

describe('parseMoney', () => {
  it('reads English and German amounts into minor units', () => {
    expect(parseMoney('45,000.50', 'en', 'USD')).toBe(4_500_050);
    expect(parseMoney('45.000,50', 'de', 'EUR')).toBe(4_500_050);
    expect(parseMoney('$ 1,250', 'en', 'USD')).toBe(125_000);
    expect(parseMoney('120000 €', 'de', 'EUR')).toBe(12_000_000);
    expect(parseMoney('USD 1,250', 'en', 'USD')).toBe(125_000);
    expect(parseMoney('1.250 EUR', 'de', 'EUR')).toBe(125_000);
  });
  it('accepts the other decimal mark when it cannot be a thousands separator', () => {
    expect(parseMoney('99,5', 'en', 'USD')).toBe(9_950);
    expect(parseMoney('99.95', 'de', 'EUR')).toBe(9_995);
    expect(parseMoney('45.000', 'de', 'EUR')).toBe(4_500_000);
  });
  it('knows currencies without minor units', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(parseMoney('1,200,000', 'en', 'JPY')).toBe(1_200_000);
  });
  it('answers null for empty and NaN for nonsense', () => {
    expect(parseMoney('  ', 'en', 'USD')).toBeNull();
    expect(parseMoney('12..5', 'en', 'USD')).toBeNaN();
    expect(parseMoney('lots', 'en', 'USD')).toBeNaN();
    expect(parseMoney('1.2.3,4,5', 'de', 'EUR')).toBeNaN();
  });
  it('keeps a minus sign so that the schema can refuse it', () => {
    expect(parseMoney('-5', 'en', 'USD')).toBe(-500);
  });
});

describe('formatMoney', () => {
  it('formats for the reader', () => {
    expect(formatMoney(4_500_000, 'USD', 'en')).toBe('$45,000');
    expect(formatMoney(4_500_050, 'EUR', 'de')).toBe('45.000,50\u00a0€');
    expect(formatMoney(null, 'EUR', 'de', 'k. A.')).toBe('k. A.');
  });
  it('fills form fields back in', () => {
    expect(moneyInputText(4_500_050, 'en', 'USD')).toBe('45,000.50');
    expect(moneyInputText(4_500_000, 'de', 'EUR')).toBe('45.000');
    expect(moneyInputText(null, 'en', 'USD')).toBe('');
  });
  it('totals per currency', () => {
    expect(
      totalsByCurrency([
        { amount: 5, currency: 'USD' },
        { amount: null, currency: 'EUR' },
        { amount: 7, currency: 'EUR' },
        { amount: 1, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'USD', amount: 6 },
      { currency: 'EUR', amount: 7 },
    ]);
  });
});

describe('toMinor', () => {
  it('turns an amount read off paper into minor units of its currency', () => {
    expect(toMinor(692.75, 'EUR')).toBe(69275);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(null, 'EUR')).toBeNull();
  });
});
