import { describe, expect, it } from 'vitest';
import { amountsInWords, german, sumInWordsAndFigures, writtenSum } from './amount-in-words';

describe('a sum written out in words', () => {
  it('reads English and German words with their hundredths', () => {
    expect(amountsInWords('THE SUM OF   One hundred fifty-six and 00/100   DOLLARS')).toEqual([156]);
    expect(amountsInWords('Two thousand eight hundred and 00/100 DOLLARS')).toEqual([2800]);
    expect(amountsInWords('in Worten:   zweihundertvierundzwanzig 16/100 Deutsche Mark')).toEqual([224.16]);
    expect(amountsInWords('in Worten: vierhundertfünfundvierzig Euro 63 Cent')).toEqual([445.63]);
    expect(amountsInWords('(i. W. fünftausendachthundert Deutsche Mark)')).toEqual([5800]);
    expect(german('dreizehntausendfünfhundert')).toBe(13500);
    expect(german('siebzehn')).toBe(17);
  });

  it('reads no sum in other words, nor a year said in words', () => {
    expect(amountsInWords('Replace the left door and adjust the hinges')).toEqual([]);
    expect(amountsInWords('Built in nineteen fifty')).toEqual([]);
    expect(amountsInWords('Zehntel')).toEqual([]);
  });

  it('certifies a sum only when the page prints it in figures too', () => {
    const lines = ['for the sum of', 'Two thousand eight hundred and 00/100   DOLLARS ($   2,800.00   )'];
    expect(sumInWordsAndFigures(lines, [2800])).toBe(2800);
    expect(sumInWordsAndFigures(lines, [2700])).toBeNull();
  });

  it('reads a sum written with its hundredths alone, never words in passing', () => {
    expect(writtenSum(['DMin Worten Einhundertvierundneunzig 26/100'])).toBe(194.26);
    expect(writtenSum(['Next service in two thousand miles'])).toBeNull();
  });
});
