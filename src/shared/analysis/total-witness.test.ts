import { describe, expect, it } from 'vitest';
import { mendSplitDecimals, totalIsWitnessed } from './total-witness';

describe('totalIsWitnessed', () => {
  it('is backed when the total is printed again (cash tendered, an item, a split decimal)', () => {
    expect(totalIsWitnessed('ITEM A   1   8.20\nTOTAL   RM 8.20', 8.2)).toBe(true);
    expect(totalIsWitnessed('TOTAL   39.80\nCASH   RM 39. 80', 39.8)).toBe(true);
  });
  it('is not backed when the total stands on one line, or is missing', () => {
    expect(totalIsWitnessed('ITEM A   1   8.20\nTOTAL   RM 6.20\nCASH   10.00', 6.2)).toBe(false);
    expect(totalIsWitnessed('TOTAL 5.00', null)).toBe(false);
  });
});

describe('mendSplitDecimals', () => {
  it('joins an amount split at its decimal point, never two amounts', () => {
    expect(mendSplitDecimals('RM 39. 80')).toBe('RM 39.80');
    expect(mendSplitDecimals('1 100.00')).toBe('1 100.00');
  });
});
