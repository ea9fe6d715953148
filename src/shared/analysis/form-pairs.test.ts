import { describe, expect, it } from 'vitest';
import { formPairs, isLabelLike } from './form-pairs';
import { prepareText } from './text-values';

const doc = (...lines: string[]) => prepareText(lines.join('\n'), true);

describe('labels paired with their values by layout', () => {
  it('a row of labels over a row of values, cell for cell', () => {
    expect(formPairs(doc('Scheme ref   Protection tier', 'QK-4410-2291   Fire and Theft'))).toEqual([
      { label: 'Scheme ref', value: 'QK-4410-2291', lineIndex: 1 },
      { label: 'Protection tier', value: 'Fire and Theft', lineIndex: 1 },
    ]);
  });

  it('two rows of words are no labels over values', () => {
    expect(formPairs(doc('Alpha   Beta', 'Gamma   Delta'))).toEqual([]);
  });

  it('label cells followed by their values in one row, and a value after a colon in its cell', () => {
    expect(formPairs(doc('Docket:   Z-118   Closed out:   03.04.2019', 'Plan chosen: Gold Care')).map((p) => [p.label, p.value])).toEqual([
      ['Docket', 'Z-118'],
      ['Closed out', '03.04.2019'],
      ['Plan chosen', 'Gold Care'],
    ]);
  });

  it('a label has no digit and is no sentence', () => {
    expect(isLabelLike('Mileage at intake:')).toBe(true);
    expect(isLabelLike('Unit 4')).toBe(false);
    expect(isLabelLike('We thank you. Please pay within a week of this')).toBe(false);
    expect(isLabelLike('Thank you. Drive safe')).toBe(false);
    // An abbreviation's point is no sentence's end.
    expect(isLabelLike('Pol. Kennz.')).toBe(true);
    expect(isLabelLike('Amtl. Kennzeichen')).toBe(true);
    // A caption in two languages is as long as each of its halves.
    // A half may end in an abbreviation's point in small letters (Slovene "št.", Czech "č.", French "n°" written "no.").
    expect(isLabelLike('Račun št. / Rechnung Nr.')).toBe(true);
    expect(isLabelLike('Faktura č. / Invoice no.')).toBe(true);
    expect(isLabelLike('Paid in full. Thank you / Merci')).toBe(false);
    expect(isLabelLike('Arbeit ausgeführt am / Lavoro eseguito il')).toBe(true);
    expect(isLabelLike('Work was carried out at the owner’s request')).toBe(false);
  });
});

describe('labels over values by their columns', () => {
  it('pairs each heading with the value under it when a heading is missing from the row', () => {
    const word = (text: string, x0: number, y0: number) => ({ text, x0, x1: x0 + text.length * 6, y0, y1: y0 + 10 });
    const words = [
      word('LP', 50, 100),
      word('YR', 150, 100),
      word('FILE', 270, 100),
      word('8APD406', 50, 116),
      word('70', 150, 116),
      word('226-940', 270, 116),
      word('03/04/2017', 420, 116),
    ];
    const doc = prepareText('', false, words);
    expect(formPairs(doc).map((p) => [p.label, p.value])).toEqual([
      ['LP', '8APD406'],
      ['YR', '70'],
      ['FILE', '226-940'],
    ]);
  });
});
