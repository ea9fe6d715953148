import { describe, expect, it } from 'vitest';
import { headLineToReread, nameWithItsFirstLetters } from './head-letters';
import type { Word } from './layout';

/** One OCR line of words, each with its confidence, laid out left to right. */
const line = (key: string, ...words: [string, number][]): Word[] =>
  words.map(([text, confidence], i) => ({ text, confidence, line: key, x0: i * 100, x1: i * 100 + 80, y0: 0, y1: 40 }));
const address = line('2', ['NO.32', 90], ['JALAN', 95]);

describe('headLineToReread', () => {
  it("wants the name's line again where OCR was unsure of its first word, or read it small among capitals", () => {
    const page = [...line('1', ['JAN', 29], ['HING', 91], ['STATIONERY', 96]), ...address];
    expect(headLineToReread('JAN HING STATIONERY', page)?.map((w) => w.text)).toEqual(['JAN', 'HING', 'STATIONERY']);
    expect(headLineToReread('laste Of The World', [...line('1', ['laste', 95], ['Of', 90], ['The', 86], ['World', 91]), ...address])).not.toBeNull();
  });
  it('wants nothing for a first word read surely, a small word among small ones, or a name not on the page', () => {
    expect(headLineToReread('LIAN HING', line('1', ['LIAN', 92], ['HING', 91]))).toBeNull();
    expect(headLineToReread('tan woon yann', line('1', ['tan', 95], ['woon', 95], ['yann', 95]))).toBeNull();
    expect(headLineToReread('KEDAI PAPAN', address)).toBeNull();
    expect(headLineToReread('KEDAI PAPAN', null)).toBeNull();
  });
});

describe('nameWithItsFirstLetters', () => {
  const page = line('1', ['JAN', 29], ['HING', 91], ['STATIONERY', 96], ['SDN', 96], ['BHD', 97]);
  it('takes the first letters the line read alone read surely, the rest of the word and the next word alike', () => {
    const alone = line('1', ['LIAN', 92], ['HING', 92], ['STATIONERY', 97], ['SDN', 96], ['BHD', 97]);
    expect(nameWithItsFirstLetters('JAN HING STATIONERY SDN BHD', page, alone)).toBe('LIAN HING STATIONERY SDN BHD');
    expect(
      nameWithItsFirstLetters(
        'ED HENG STATIONERY',
        line('1', ['ED', 45], ['HENG', 88], ['STATIONERY', 92]),
        line('1', ['TED', 83], ['HENG', 86], ['STATIONERY', 93]),
      ),
    ).toBe('TED HENG STATIONERY');
  });
  it('takes a capital for a small letter read first among capitalised words', () => {
    const small = line('1', ['laste', 95], ['Of', 90], ['The', 86], ['World', 91]);
    expect(nameWithItsFirstLetters('laste Of The World', small, line('1', ['Taste', 95], ['Of', 91], ['Ihe', 94], ['World', 94]))).toBe('Taste Of The World');
  });
  it('keeps the page where the line read alone was unsure, differs past the first letters, or read the next word otherwise', () => {
    expect(nameWithItsFirstLetters('JAN HING', page, line('1', ['LIAN', 74], ['HING', 92]))).toBe('JAN HING');
    expect(nameWithItsFirstLetters('JAN HING', page, line('1', ['JOHN', 95], ['HING', 92]))).toBe('JAN HING');
    expect(nameWithItsFirstLetters('JAN HING', page, line('1', ['LIAN', 95], ['KING', 92]))).toBe('JAN HING');
    expect(nameWithItsFirstLetters('IKANO HANDEL', line('1', ['IKANO', 56], ['HANDEL', 96]), line('1', ['TKANO', 74], ['HANDEL', 95]))).toBe('IKANO HANDEL');
    expect(nameWithItsFirstLetters('JAN HING', page, null)).toBe('JAN HING');
  });
});
