import { describe, expect, it } from 'vitest';
import { dominantCurrency, findAmounts, parseAmount, parseNumber } from './amounts';

describe('parseAmount', () => {
  it.each([
    ['$1,234.56', 1234.56, 'USD'],
    ['1.234,56 €', 1234.56, 'EUR'],
    ['EUR 1 234,56', 1234.56, 'EUR'],
    ['£89.90', 89.9, 'GBP'],
    ['RM 9.00', 9, 'MYR'],
    ['RM9.00', 9, 'MYR'],
    ['57.000,00 €', 57000, 'EUR'],
    ['57.000,- €', 57000, 'EUR'],
    ["CHF 1'250.00", 1250, 'CHF'],
    ['€ 12,5', 12.5, 'EUR'],
    ['USD 248,000.00', 248000, 'USD'],
    ['1,234 dollars', 1234, 'USD'],
    ['-12.50 €', -12.5, 'EUR'],
    ['524,43 EUR', 524.43, 'EUR'],
  ])('%s → %d %s', (text, value, currency) => {
    expect(parseAmount(text)).toEqual({ value, currency });
  });

  it('reads the price, not the rate or the percentage, as the last money on a line', () => {
    const money = findAmounts('Labor (5 h @ $95.00/h): $475.00').filter((a) => a.isMoneyLike);
    expect(money.map((a) => a.value)).toEqual([475]);
    expect(
      findAmounts('MwSt. 19 %: 83,73 €')
        .filter((a) => a.isMoneyLike)
        .map((a) => a.value),
    ).toEqual([83.73]);
  });

  it('does not take part numbers or oil grades for amounts', () => {
    expect(findAmounts('Motoröl 20W-50, 6 l').filter((a) => a.isMoneyLike)).toEqual([]);
  });

  it('does not glue a quantity to a price without a currency', () => {
    expect(findAmounts('Oil filter 1 100.00').map((a) => a.value)).toEqual([100]);
  });
});

describe('parseNumber', () => {
  it.each([
    ['56,359', 56359],
    ['138.586', 138586],
    ['1.234.567', 1234567],
    ['1,234,567.5', 1234567.5],
    ['12,5', 12.5],
    ['9.00', 9],
  ])('%s → %d', (raw, value) => expect(parseNumber(raw)).toBe(value));
});

describe('dominantCurrency', () => {
  it('counts signs and codes', () => {
    expect(dominantCurrency('Total $12.00, tax $1.00, EUR 3,00')).toBe('USD');
    expect(dominantCurrency('no money here')).toBeNull();
  });
});

describe('findAmounts after a word', () => {
  it('reads "CASH 20.00" and "TOTAL 9.00"', () => {
    expect(findAmounts('CASH 20.00').map((a) => a.value)).toEqual([20]);
    expect(findAmounts('TOTAL 9.00').map((a) => a.value)).toEqual([9]);
  });
});
