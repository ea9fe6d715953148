import { describe, expect, it } from 'vitest';
import type { Word } from '../../shared/analysis/layout';
import type { GreyImage } from './prepare-image';
import { cropRegion, unreadInk, withUnreadInk } from './unread-ink';

/** A page of paper (grey 235) with "letters" (blocks of ink 8 × 14) at the given places. */
function page(width: number, height: number, letters: [number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(235);
  for (const [x0, y0] of letters) for (let y = y0; y < y0 + 14; y++) for (let x = x0; x < x0 + 8; x++) data[y * width + x] = 40;
  return { data, width, height };
}
const word = (text: string, x0: number, y0: number, x1: number): Word => ({ text, x0, y0, x1, y1: y0 + 14, line: `1.${y0}`, confidence: 95 });

// A column of descriptions, read, and a column of amounts at the right, not read.
const descriptions: [number, number][] = [];
const amounts: [number, number][] = [];
for (const y of [100, 130, 160, 190]) {
  for (let x = 100; x < 300; x += 10) descriptions.push([x, y]);
  for (let x = 800; x < 850; x += 10) amounts.push([x, y]);
}
const words = [100, 130, 160, 190].map((y) => word('Brake hose renewed', 100, y, 298));

describe('unreadInk', () => {
  it('finds a column of print no word covers, and nothing where every mark was read', () => {
    const img = page(1000, 400, [...descriptions, ...amounts]);
    const [region, ...rest] = unreadInk(img, words);
    expect(rest).toEqual([]);
    expect(region.x0).toBeLessThanOrEqual(800);
    expect(region.x1).toBeGreaterThanOrEqual(850);
    expect(region.y0).toBeLessThanOrEqual(100);
    expect(region.y1).toBeGreaterThanOrEqual(204);
    expect(unreadInk(page(1000, 400, descriptions), words)).toEqual([]);
  });

  it('reads the region again and adds its words where they stand on the page', async () => {
    const img = page(1000, 400, [...descriptions, ...amounts]);
    const reading = await withUnreadInk(img, { text: 'Brake hose renewed', words }, async (crop) => {
      expect(crop.width).toBeLessThan(200);
      return {
        text: '12,50',
        words: [
          { text: '12,50', x0: 20, y0: 20, x1: 70, y1: 34, line: '1.1.1.1', confidence: 90 },
          { text: '~', x0: 80, y0: 20, x1: 84, y1: 34, line: '1.1.1.1', confidence: 90 },
        ],
      };
    });
    const added = reading.words.slice(words.length);
    expect(added.map((w) => w.text)).toEqual(['12,50']);
    expect(added[0].x0).toBeGreaterThan(750);
    expect(reading.text).toBe('Brake hose renewed\n12,50');
  });

  it("adds a word once where two regions' crops both read it (their margins overlap)", async () => {
    // Two columns of unread ink close together: each region's crop takes in the other's print.
    const left: [number, number][] = [];
    const right: [number, number][] = [];
    for (const y of [100, 130, 160, 190]) {
      for (let x = 600; x < 650; x += 10) left.push([x, y]);
      for (let x = 800; x < 850; x += 10) right.push([x, y]);
    }
    const img = page(1000, 400, [...descriptions, ...left, ...right]);
    const regions = unreadInk(img, words);
    expect(regions.length).toBe(2);
    // Every crop reads the same amount at the same place on the page.
    const reading = await withUnreadInk(img, { text: 'Brake hose renewed', words }, async (crop) => {
      const at = 800 - (crop as unknown as { x: number }).x;
      return {
        text: '12,50',
        words: [
          {
            text: '12,50',
            x0: at,
            y0: 100 - (crop as unknown as { y: number }).y,
            x1: at + 50,
            y1: 114 - (crop as unknown as { y: number }).y,
            line: '1.1.1.1',
            confidence: 90,
          },
        ],
      };
    });
    expect(reading.words.slice(words.length).map((w) => w.text)).toEqual(['12,50']);
  });
});

describe('cropRegion', () => {
  it('cuts the region out with its margin, and says where it lay', () => {
    const img = page(100, 100, [[50, 50]]);
    const crop = cropRegion(img, { x0: 50, y0: 50, x1: 58, y1: 64 }, 5);
    expect([crop.x, crop.y, crop.width, crop.height]).toEqual([45, 45, 18, 24]);
    expect(crop.data[5 * 18 + 5]).toBe(40);
    expect(crop.data[0]).toBe(235);
  });
});
