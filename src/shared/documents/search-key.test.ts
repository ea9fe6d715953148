import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it('is the same for a word in any letter case, umlauts and ß included', () => {
    expect(searchKey('VerGaser')).toBe('vergaser');
    expect(searchKey(' ÖLWECHSEL ')).toBe('ölwechsel');
    expect(searchKey('Straße OR Brake')).toBe('straße or brake');
    expect(searchKey('"Zündkerzen erneuert" -Rechnung')).toBe('"zündkerzen erneuert" -rechnung');
  });

  it('keeps a word with letters whose lowercase may differ by locale exactly as typed', () => {
    expect(searchKey('İstanbul')).toBe('İstanbul');
    expect(searchKey('Ærø')).toBe('Ærø');
    expect(searchKey('ẞ')).toBe('ẞ');
  });
});
