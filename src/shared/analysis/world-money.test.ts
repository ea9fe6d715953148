import { describe, expect, it } from 'vitest';
import { dominantCurrency, findAmounts, parseAmount } from './amounts';
import { decideDayFirst } from './dates';

// Money as forty years of paper from everywhere prints it: each form read by the one reader of a printed sum.
describe('sums of the world', () => {
  it.each([
    ["CHF 1'234.50", 1234.5, 'CHF'],
    ["Fr. 1'234.50", 1234.5, 'CHF'],
    ["SFr. 1'234.50", 1234.5, 'CHF'],
    ["1'234.50 CHF", 1234.5, 'CHF'],
    ['1 234,50 €', 1234.5, 'EUR'],
    ['1\u202f234,50 €', 1234.5, 'EUR'],
    ['1\u00a0234,50 €', 1234.5, 'EUR'],
    ['LUF 12 500', 12500, 'LUF'],
    ['12.500 LUF', 12500, 'LUF'],
    ['FB 12.500', 12500, 'BEF'],
    ['BEF 12.500', 12500, 'BEF'],
    ['12.500 FB', 12500, 'BEF'],
    ['Rs. 1,23,456.00', 123456, 'INR'],
    ['Rs 1,23,456.00', 123456, 'INR'],
    ['₹ 1,23,456.00', 123456, 'INR'],
    ['Lm 125.50', 125.5, 'MTL'],
    ['C£ 125.50', 125.5, 'CYP'],
    ['HK$ 1,250.00', 1250, 'HKD'],
    ['S$ 1,250.00', 1250, 'SGD'],
    ['KSh 12,500.00', 12500, 'KES'],
    ['R 1 234,56', 1234.56, 'ZAR'],
    ['R1,234.56', 1234.56, 'ZAR'],
    ['NZ$ 1,250.00', 1250, 'NZD'],
    ['A$ 1,250.00', 1250, 'AUD'],
    ['C$ 1,250.00', 1250, 'CAD'],
    ['IR£ 1,250.00', 1250, 'IEP'],
    ['1.250,00 M', 1250, 'DDM'],
    ['DM 1.250,00', 1250, 'DEM'],
    ['1.250,00 DM', 1250, 'DEM'],
    ['ÖS 12.500,-', 12500, 'ATS'],
    ['öS 12.500,-', 12500, 'ATS'],
    ['S 12.500,-', 12500, 'ATS'],
    ['L. 1.250.000', 1250000, 'ITL'],
    ['Lit. 1.250.000', 1250000, 'ITL'],
    ['450,- €', 450, 'EUR'],
    ['DM 1.200,--', 1200, 'DEM'],
    ['DM 1.200,—', 1200, 'DEM'],
    ['DM 1.200,–', 1200, 'DEM'],
    ['€ 1.200,—', 1200, 'EUR'],
    ['1.200,00- €', -1200, 'EUR'],
    ['EUR 1.200,00-', -1200, 'EUR'],
    ['1 . 234 , 50 DM', 1234.5, 'DEM'],
    ['EUR 1.234,50', 1234.5, 'EUR'],
    ['1.234,50 EUR', 1234.5, 'EUR'],
    ['FF 1 234,50', 1234.5, 'FRF'],
    ['1 234,50 FF', 1234.5, 'FRF'],
    ['Ptas 125.000', 125000, 'ESP'],
    ['125.000 Ptas', 125000, 'ESP'],
    ['£1,250', 1250, 'GBP'],
    ['US$ 1,250.00', 1250, 'USD'],
    ['$1,250', 1250, 'USD'],
    ['Dkr. 1.250,00', 1250, 'DKK'],
    ['kr 1 250,00', 1250, 'SEK'],
    ['SEK 1 250:-', 1250, 'SEK'],
    ['¥125,000', 125000, 'JPY'],
  ])('%s → %d %s', (text, value, currency) => {
    expect(parseAmount(text)).toEqual({ value, currency });
  });
  it.each([
    ['£12 10s 6d', 12.525],
    ['£12.10.6', 12.525],
    ['£12-10-6', 12.525],
    ['£ 3 0s 0d', 3],
  ])('pre-decimal %s', (text, value) => {
    expect(parseAmount(text)?.value).toBe(value);
  });
});

describe('currencies of a page', () => {
  it('reads Hong Kong dollars as theirs, so the page writes the day first', () => {
    const text = 'Invoice date 05/03/1985\nService   HK$ 1,250.00\nTotal   HK$ 1,250.00';
    const currency = dominantCurrency(text);
    expect(currency).toBe('HKD');
    expect(decideDayFirst(text, 'en', currency)).toBe(true);
  });
  it('reads rupees in lakh grouping and a credit with its minus after it', () => {
    expect(findAmounts('Total Rs. 1,23,456.00   Less advance 10.000,00-').map((a) => [a.value, a.currency])).toEqual([
      [123456, 'INR'],
      [-10000, null],
    ]);
  });
  it('reads old British money as pounds', () => {
    expect(findAmounts('Decoke and valve grind £12 10s 6d, plugs 7s 6d').map((a) => a.value)).toEqual([12.525, 0.375]);
  });
  it('does not take a range of hours for a credit', () => {
    expect(findAmounts('geöffnet 8.00-17.00 Uhr').map((a) => a.value)).not.toContain(-8);
  });
  it('reads an abbreviated label or a size before a sum as no currency', () => {
    expect(findAmounts('Pts   262.29').map((a) => a.currency)).toEqual([null]);
    expect(findAmounts('T-shirt size S 12.50').map((a) => a.currency)).toEqual([null]);
  });
  it('leaves a one-letter mark after a count alone', () => {
    expect(findAmounts('Schlauch 2 M').map((a) => a.currency)).toEqual([null]);
  });
});
