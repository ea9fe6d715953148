import { describe, expect, it } from 'vitest';
import { chooseTotal, lostADigitOf, mendSplitDecimals, sumLineValues, totalIsWitnessed, totalOfReadings, type TotalCandidates } from './total-witness';

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
    // A currency-led amount closing its line whose point OCR lost.
    expect(mendSplitDecimals('Total Sales Incl GST @ 6%   RM8 60')).toBe('Total Sales Incl GST @ 6%   RM8.60');
    expect(mendSplitDecimals('QTY 2   RM8 60 ITEMS')).toBe('QTY 2   RM8 60 ITEMS');
  });
});

describe('sumLineValues', () => {
  it('finds the lines that sum the lines above them (subtotal after items, total after charges, tax and rounding)', () => {
    // items 150, 145; subtotal 295; service 29.50; GST 19.47; rounding −0.02; total 343.95
    expect(sumLineValues([150, 145, null, 295, 29.5, 19.47, -0.02, 343.95])).toEqual([295, 343.95]);
  });
  it('never takes one line for a sum', () => {
    expect(sumLineValues([10, 10])).toEqual([]);
  });
});

describe('chooseTotal', () => {
  it('takes the value most readings agree on', () => {
    expect(chooseTotal({ strong: 64, plain: 64.15, derived: null, tendered: 64.15, summed: null })).toEqual({ value: 64.15, votes: 2 });
  });
  it('keeps a label before arithmetic on a tie, and falls back to a summing line', () => {
    expect(chooseTotal({ strong: 20, plain: null, derived: 19, tendered: null, summed: null })?.value).toBe(20);
    expect(chooseTotal({ strong: null, plain: null, derived: null, tendered: null, summed: 343.95 })?.value).toBe(343.95);
    expect(chooseTotal({ strong: null, plain: null, derived: null, tendered: null, summed: null })).toBeNull();
  });
});

describe('chooseTotal with the lines that back a candidate', () => {
  it('takes a total printed again on another line over a label read once (a misread digit)', () => {
    expect(chooseTotal({ strong: 8.1, plain: 9.1, derived: null, tendered: null, summed: null, printed: [8.1, 9.1, 9.1] })?.value).toBe(9.1);
  });
  it('never counts a sum of the lines alone as backed by a second printing (a subtotal printed twice)', () => {
    expect(chooseTotal({ strong: null, plain: 18, derived: null, tendered: null, summed: 16.98, printed: [16.98, 16.98, 18] })?.value).toBe(18);
  });
  it('lets a figure that lost its decimal point back a candidate, never stand alone', () => {
    expect(chooseTotal({ strong: 100, plain: null, derived: null, tendered: 92.8, summed: null, dotless: [92.8] })?.value).toBe(92.8);
    expect(chooseTotal({ strong: 100, plain: null, derived: null, tendered: null, summed: null, dotless: [92.8] })?.value).toBe(100);
  });
});

describe('totalOfReadings', () => {
  const none: TotalCandidates = { strong: null, plain: null, derived: null, tendered: null, summed: null };
  it('takes the total the other reading backs by another line (a cash line) over its own label read once', () => {
    const first = { value: 63.6, votes: 1, candidates: { ...none, strong: 63.6 } };
    const second = { value: 63.5, votes: 1, candidates: { ...none, strong: 63.5, tendered: 63.6 } };
    expect(totalOfReadings(first, second)).toBe(63.6);
  });
  it('takes the larger sum of the reading that summed the other reading’s figure as its subtotal', () => {
    // The block reading misread the total (343.05): its largest sum is the subtotal 295.
    const first = { value: 343.95, votes: 1, candidates: { ...none, summed: 343.95, sums: [343.95, 295] } };
    const second = { value: 295, votes: 1, candidates: { ...none, summed: 295, sums: [295] } };
    expect(totalOfReadings(first, second)).toBe(343.95);
    expect(totalOfReadings({ ...first, candidates: { ...first.candidates, sums: [343.95] } }, second)).toBe(295);
  });
  it('takes the value both readings back, where the other lost it on the order of a tie only', () => {
    const first = { value: 48, votes: 1, candidates: { ...none, tendered: 48 } };
    const second = { value: 2.72, votes: 1, candidates: { ...none, summed: 2.72, tendered: 48 } };
    expect(totalOfReadings(first, second)).toBe(48);
  });
  it('counts no label the other reading outvoted, and lets the block reading win a tie', () => {
    const first = { value: 64.15, votes: 2, candidates: { ...none, strong: 64, plain: 64.15, tendered: 64.15 } };
    const second = { value: 64, votes: 1, candidates: { ...none, strong: 64 } };
    expect(totalOfReadings(first, second)).toBe(64.15);
    expect(
      totalOfReadings({ value: 7.1, votes: 1, candidates: { ...none, strong: 7.1 } }, { value: 9.1, votes: 1, candidates: { ...none, strong: 9.1 } }),
    ).toBe(9.1);
  });
  it('gives a tie to the 8 against a digit a faded 8 reads as, whichever reading has it', () => {
    const reading = (value: number) => ({ value, votes: 1, candidates: { ...none, strong: value } });
    expect(totalOfReadings(reading(35.8), reading(35.6))).toBe(35.8);
    expect(totalOfReadings(reading(35.6), reading(35.8))).toBe(35.8);
    // Outvoted, the 8 stays outvoted.
    expect(totalOfReadings({ ...reading(35.8), votes: 0 }, { ...reading(35.6), votes: 2 })).toBe(35.6);
  });
  it('keeps whichever reading found a total at all', () => {
    expect(totalOfReadings({ value: 5, votes: 1 }, { value: null, votes: 0 })).toBe(5);
    expect(totalOfReadings({ value: null, votes: 0 }, { value: 7, votes: 1 })).toBe(7);
  });
});

describe('lostADigitOf', () => {
  it('is true for a figure read with one digit of the other lost', () => {
    expect(lostADigitOf(8.97, 88.97)).toBe(true);
    expect(lostADigitOf(1.5, 11.5)).toBe(true);
  });
  it('is false for a larger figure, two digits lost, or other digits', () => {
    expect(lostADigitOf(88.97, 8.97)).toBe(false);
    expect(lostADigitOf(0.97, 88.97)).toBe(false);
    expect(lostADigitOf(7.97, 88.97)).toBe(false);
  });
});
