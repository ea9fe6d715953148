import { describe, expect, it } from 'vitest';
import type { Word } from './layout';
import { editDistance, mergeNameReadings, nameIsUnsure, nameWithItsRow, similarity } from './name-readings';

/** One OCR line of words, each with its confidence, laid out left to right. */
const line = (key: string, ...words: [string, number][]): Word[] =>
  words.map(([text, confidence], i) => ({ text, confidence, line: key, x0: i * 100, x1: i * 100 + 80, y0: 0, y1: 40 }));

describe('similarity', () => {
  it('compares letters, not case or punctuation', () => {
    expect(editDistance('JOHOR', 'JOHGR')).toBe(1);
    expect(similarity('(JOHOR)', 'johor')).toBe(1);
    expect(similarity('ASIA MART', 'IA MART')).toBeCloseTo(6 / 8);
    expect(similarity('', 'X')).toBe(0);
  });
});

describe('mergeNameReadings', () => {
  const address = line('1.1.2.1', ['NO.23', 90], ['BATU', 95], ['10,', 93]);
  it('takes a word the second reading read with more confidence, letters the first lost included', () => {
    const first = [...line('1.1.1.1', ['IA', 93], ['MART', 96]), ...address];
    const second = [...line('1.1.1.1', ['|', 75]), ...line('1.1.1.2', ['ASIA', 96], ['MART', 97]), ...address];
    expect(mergeNameReadings('IA MART', first, second)).toBe('ASIA MART');
  });
  it('keeps the first reading where it was surer, and where the second reading lacks the line', () => {
    const first = line('1.1.1.1', ['TEO', 90], ['HENG', 88]);
    expect(mergeNameReadings('TEO HENG', first, line('1.1.1.1', ['TED', 60], ['HENG', 95]))).toBe('TEO HENG');
    expect(mergeNameReadings('TEO HENG', first, address)).toBe('TEO HENG');
    expect(mergeNameReadings('TEO HENG', first, null)).toBe('TEO HENG');
    // The same letters with other specks: no change.
    expect(mergeNameReadings('AEON CO.', line('1', ['AEON', 85], ['CO.', 76]), line('1', ['AEN', 0], ['CO,', 79]))).toBe('AEON CO.');
  });
  it('takes a word read whole where the first reading lost its start, however sure the fragment', () => {
    const first = line('1', ['nal', 95], ['Care', 97], ['Stores', 95]);
    expect(mergeNameReadings('nal Care Stores', first, line('1', ['Personal', 95], ['Care', 96], ['Stores', 92]))).toBe('Personal Care Stores');
    expect(mergeNameReadings('nal Care Stores', first, line('1', ['Personal', 40], ['Care', 96], ['Stores', 92]))).toBe('nal Care Stores');
  });
  it('pairs words in order, never a word with an unlike one', () => {
    const first = line('1.1.1.1', ['SYL', 80], ['ROASTED', 90], ['DELIGHTS', 90]);
    const second = line('1.1.1.1', ['Rsk', 99], ['SYI', 85], ['ROASTED', 90], ['DELIGHTS', 90]);
    expect(mergeNameReadings('SYL ROASTED DELIGHTS', first, second)).toBe('SYI ROASTED DELIGHTS');
  });
});

describe('nameIsUnsure', () => {
  const address = line('2', ['NO.23', 40], ['BATU', 30]);
  it("is true where OCR was unsure of a word of the name's line", () => {
    expect(nameIsUnsure('JAN HING STATIONERY', [...line('1', ['JAN', 52], ['HING', 88], ['STATIONERY', 93]), ...address])).toBe(true);
  });
  it('is false for a name read surely, whatever else on the page, and where the line is not found', () => {
    expect(nameIsUnsure('RESTORAN WAN SHENG', [...line('1', ['RESTORAN', 96], ['WAN', 95], ['SHENG', 97]), ...address])).toBe(false);
    expect(nameIsUnsure('KEDAI PAPAN', address)).toBe(false);
    expect(nameIsUnsure('KEDAI PAPAN', null)).toBe(false);
  });
});

describe('nameWithItsRow', () => {
  it('joins the words standing before the name on its printed row', () => {
    expect(nameWithItsRow('nal Care Stores Sdn Bhd', ['3-1708032', 'Watson’s   nal Care Stores Sdn Bhd', 'Company Reg No. :289892Y'])).toBe(
      'Watson’s nal Care Stores Sdn Bhd',
    );
  });
  it('never joins a label, a number or a name standing alone on its row', () => {
    expect(nameWithItsRow('ABC TRADING', ['Date: 01/02/2018   ABC TRADING'])).toBe('ABC TRADING');
    expect(nameWithItsRow('ABC TRADING', ['No 12   ABC TRADING'])).toBe('ABC TRADING');
    expect(nameWithItsRow('ABC TRADING', ['ABC TRADING', 'SALES   ABC TRADING'])).toBe('ABC TRADING');
  });
});
