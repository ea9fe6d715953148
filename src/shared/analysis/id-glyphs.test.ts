import { describe, expect, it } from 'vitest';
import { idByShape } from './id-glyphs';

describe('idByShape', () => {
  it('reads O and I/l between digits as 0 and 1', () => {
    expect(idByShape('12O45')).toBe('12045');
    expect(idByShape('A 3l7-88')).toBe('A 317-88');
  });
  it('reads a 0 ahead of a letter series and its digits as O', () => {
    expect(idByShape('0A850/819208')).toBe('OA850/819208');
  });
  it('reads a 0 in a group of capitals, no other digit in it, as O', () => {
    expect(idByShape('0S-04 934')).toBe('OS-04 934');
    expect(idByShape('B-K0 771')).toBe('B-KO 771');
  });
  it('leaves what its shape allows', () => {
    for (const id of ['00A123', 'OA850/819208', 'WÜ-F 698H', '10 AB', 'A0B12', 'K-OL 12', '1O-AB', '0-AB 12', 'A 0 12']) expect(idByShape(id)).toBe(id);
  });
});
