import { describe, expect, it } from 'vitest';
import type { Word } from './layout';
import { editDistance, mergeNameReadings, nameLineBox, nameWithItsRow, similarity, voteLetters } from './name-readings';

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

/** A word with a confidence for each of its letters. */
const word = (text: string, letters: number[], confidence = 80): Word => ({
  text,
  confidence,
  letterConfidences: letters,
  line: '1',
  x0: 0,
  x1: 80,
  y0: 0,
  y1: 40,
});

describe('voteLetters', () => {
  it("takes a letter another reading was clearly surer of, keeping the first reading's marks", () => {
    expect(voteLetters(word("RING'S", [95, 99, 99, 99, 95, 99]), [word('KINGS', [99, 99, 99, 99, 94])])).toBe("KING'S");
  });
  it("keeps the first's letter where the others were not clearly surer, or read another number of letters", () => {
    // Two readings alike do not outvote a surer letter: the block reading shares the first one's binarisation and its errors.
    const first = word('PERNIAGAAN', [99, 99, 99, 98, 98, 99, 98, 98, 98, 97]);
    expect(
      voteLetters(first, [word('PERNIAGAAR', [98, 98, 99, 98, 98, 98, 98, 98, 98, 92]), word('PERNIAGAAR', [98, 98, 98, 98, 98, 98, 98, 98, 98, 90])]),
    ).toBeNull();
    expect(voteLetters(word('ME', [99, 95]), [word('ME', [99, 99]), word('MER', [99, 99, 99])])).toBeNull();
    expect(voteLetters(word('Bhd', [99, 99, 99]), [word('BHD', [99, 99, 99])])).toBeNull();
    // Without letter confidences (a PDF, an old reading) there is nothing to vote.
    expect(voteLetters({ ...word('ME', [99, 95]), letterConfidences: undefined }, [word('MR', [99, 99])])).toBeNull();
  });
});

describe("mergeNameReadings with the name's line read alone", () => {
  it('votes the letters of all three readings', () => {
    const first = [word('ME', [99, 95], 71), word('D.I.Y.', [98, 98, 95, 98, 98, 98], 70)];
    const block = [word('ME', [99, 99], 91), word('D.T.Y.', [96, 98, 90, 98, 98, 92], 32)];
    const alone = [word('MR', [99, 99], 90), word('D.I.Y.', [99, 99, 99, 99, 99, 99], 80)];
    // The block reading was sure of its "E" as well; the line read alone was surer of its "R" than the first of its "E".
    expect(mergeNameReadings('ME D.I.Y.', first, block, alone)).toBe('MR D.I.Y.');
    expect(mergeNameReadings('ME D.I.Y.', first, null, alone)).toBe('MR D.I.Y.');
  });
  it('takes a word the line read whole where the first reading has a fragment', () => {
    const first = line('1', ['nal', 95], ['Care', 97]);
    expect(mergeNameReadings('nal Care', first, null, line('1', ['Personal', 90], ['Care', 96]))).toBe('Personal Care');
  });
});

describe('nameLineBox', () => {
  it('is the box of the line that reads like the name', () => {
    const words = [...line('1', ['TEO', 90], ['HENG', 88]), ...line('2', ['NO.23', 90]).map((w) => ({ ...w, y0: 50, y1: 90 }))];
    expect(nameLineBox('TEO HENG', words)).toEqual({ x0: 0, y0: 0, x1: 180, y1: 40 });
    expect(nameLineBox('TEO HENG', null)).toBeNull();
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
