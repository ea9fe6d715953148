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

describe('the currencies of the world’s paper', () => {
  it.each([
    ['R 6 854.25', 6854.25, 'ZAR'],
    ['f 108,75', 108.75, 'NLG'],
    ['Zu zahlen BF 19.372', 19372, 'BEF'],
    ['L. 48.000.000', 48000000, 'ITL'],
    ['kr 17 500:-', 17500, 'SEK'],
    ['kr. 5.600,00', 5600, 'SEK'],
    ['NZ$ 1,250.00', 1250, 'NZD'],
    ['DM 300,00', 300, 'DEM'],
    ['1.000 DM', 1000, 'DEM'],
    ['12.500 Lire', 12500, 'ITL'],
  ])('%s → %d %s', (text, value, currency) => {
    expect(parseAmount(text)).toEqual({ value, currency });
  });

  it('takes one letter for a currency only before a sum written as money', () => {
    expect(findAmounts('Reifen R 14').map((a) => a.currency)).toEqual([null]);
    expect(findAmounts('F 108,75').map((a) => [a.value, a.currency])).toEqual([[108.75, null]]);
  });

  it('reads thousands grouped by a space before a decimal comma, as Swedes and the French print them', () => {
    expect(findAmounts('Labour   5 817,50').map((a) => a.value)).toEqual([5817.5]);
    expect(findAmounts('Oil filter 1 100.00').map((a) => a.value)).toEqual([100]);
  });

  it('gives a shared sign to the currency whose code the page prints', () => {
    expect(dominantCurrency('Teile   DKK\nTeile gesamt   kr. 1.665,00\nEndbetrag   kr. 9.081,25')).toBe('DKK');
    expect(dominantCurrency('Total   kr 120,00')).toBe('SEK');
    expect(dominantCurrency('TOTAL CAD\nVISA   $75.30')).toBe('CAD');
  });
});

describe('which dollar', () => {
  it('is the one of the country the page shows, American when it shows none', () => {
    expect(dominantCurrency('Great Western Hwy, Kelso NSW 2795\nABN 71 034 344 974\nTOTAL   $87.37')).toBe('AUD');
    expect(dominantCurrency('1180 Muskoka Rd, Bracebridge ON P1L 1W9\nTOTAL   $923.38')).toBe('CAD');
    expect(dominantCurrency('48 Crawford Street, Dunedin · GST No. 68-698-713\nTotal   $72.50')).toBe('NZD');
    expect(dominantCurrency('1200 Main St, Springfield IL 62701\nTOTAL   $87.37')).toBe('USD');
    // A province written out short, as older Canadian paper writes it, before the postal code.
    expect(dominantCurrency('Box 22, Melfort, Sask. S0E 1A0\nAMOUNT DUE   $ 512.40')).toBe('CAD');
    expect(dominantCurrency('RR 3, Lindsay, Ont. K9V 4R3\nTotal   $88.00')).toBe('CAD');
  });
});

describe('a currency that ends the label', () => {
  it('makes the whole sum after the gap money in that currency', () => {
    expect(findAmounts('Zu zahlen BF   19.372').map((a) => [a.value, a.currency, a.isMoneyLike])).toEqual([[19372, 'BEF', true]]);
    expect(findAmounts('Totale Lit.   850.000').map((a) => [a.value, a.currency])).toEqual([[850000, 'ITL']]);
  });
  it('is never a weekday’s "Fr." before opening hours', () => {
    expect(findAmounts('Mo.–Fr.   8.00').map((a) => a.currency)).toEqual([null]);
  });
});
