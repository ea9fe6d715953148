import { describe, expect, it } from 'vitest';
import { gridPage } from './grid-page.test-helper';
import { cleanName, prepareText } from './text-values';

describe('prepareText', () => {
  it('drops a glyph the font maps to no character (a printed checkbox read as U+0000)', () => {
    const words = gridPage(['\u0000', 'Replace water pump', '563.20'], ['\u0000 Flush cooling system', '259.60']);
    const doc = prepareText('', false, words);
    expect(doc.lines).toEqual(['Replace water pump   563.20', 'Flush cooling system   259.60']);
  });
});

describe('cleanName', () => {
  it('drops the line left to sign on after a name, and the agent a firm acts through', () => {
    expect(cleanName('Sharon Ashworth ____________________')).toBe('Sharon Ashworth');
    expect(cleanName('Classic Car Handel Vossberg GmbH, vertreten durch Werner Lindemann')).toBe('Classic Car Handel Vossberg GmbH');
    expect(cleanName('Heritage Motors Ltd, represented by J. Smith')).toBe('Heritage Motors Ltd');
  });
});
