import { describe, expect, it } from 'vitest';
import type { Word } from '../../shared/analysis/layout';
import { page, text } from './grey-page.test-helper';
import { tightWordBoxes } from './word-boxes';

const word = (x0: number, y0: number, x1: number, y1: number): Word => ({ text: 'Policen-Nr.', x0, y0, x1, y1, line: '1.1', confidence: 95 });

describe('tightWordBoxes', () => {
  it("trims a box that took in a rule's faint remnant above the letters to the letters' rows", () => {
    const img = page(400, 100, ...text(100, 200, 50));
    // A faint rule (lighter than ink) across the box's top.
    for (let x = 90; x < 210; x++) img.data[30 * 400 + x] = 200;
    const [w] = tightWordBoxes(img, [word(100, 28, 200, 66)]);
    expect(w.y0).toBe(50);
    expect(w.y1).toBe(66);
  });

  it("keeps a dot a few rows over its letter in the word's box, and leaves a speck far from it out", () => {
    const img = page(400, 120, ...text(100, 200, 50), [104, 45, 105, 46], [150, 20, 151, 21]);
    const [w] = tightWordBoxes(img, [word(100, 15, 200, 66)]);
    expect(w.y0).toBe(45);
    expect(w.y1).toBe(66);
  });

  it("leaves a PDF's word, a box already tight and a box of faint ink as they were", () => {
    const img = page(400, 100, ...text(100, 200, 50));
    const { line: _line, confidence: _confidence, ...pdf } = word(100, 28, 200, 66);
    const tight = word(100, 50, 200, 66);
    const faint = word(300, 20, 380, 80);
    expect(tightWordBoxes(img, [pdf, tight, faint])).toEqual([pdf, tight, faint]);
  });
});
