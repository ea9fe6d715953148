import { describe, expect, it } from 'vitest';
import type { Word } from '../../shared/analysis/layout';
import { headLineImage } from './head-line';

describe('headLineImage', () => {
  it('cuts the line out with paper around it, more to its left, on a white border a letter high', () => {
    const width = 400;
    const height = 200;
    // Paper 200, a line's ink 0 from x 100 to 300, y 80 to 100.
    const data = new Uint8Array(width * height).fill(200);
    for (let y = 80; y < 100; y++) for (let x = 100; x < 300; x++) data[y * width + x] = 0;
    const line: Word[] = [{ text: 'HREE', x0: 100, x1: 300, y0: 80, y1: 100 }];
    const img = headLineImage({ data, width, height, dpi: 72 }, line);
    // 20 px letters: 60 to the left (x 40), 20 to the right (x 320), 10 above and below; a 20 px white border.
    expect([img.width, img.height, img.dpi]).toEqual([280 + 40, 40 + 40, 72]);
    expect(img.data[0]).toBe(255);
    expect(img.data[20 * img.width + 20]).toBe(200);
    expect(img.data[(20 + 10) * img.width + 20 + 60]).toBe(0);
  });
  it('stays inside the image at its edge', () => {
    const data = new Uint8Array(100 * 50).fill(200);
    const img = headLineImage({ data, width: 100, height: 50 }, [{ text: 'X', x0: 0, x1: 50, y0: 0, y1: 20 }]);
    expect(img.width).toBe(70 + 40);
    expect(img.height).toBe(30 + 40);
  });
});
