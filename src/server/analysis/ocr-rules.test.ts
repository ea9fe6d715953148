import { describe, expect, it } from 'vitest';
import { page, text } from './grey-page.test-helper';
import type { Word } from '../../shared/analysis/layout';
import { findWritingLines, longRuns, withWritingLines } from './ocr-rules';

describe('findWritingLines', () => {
  const opts = { slope: 0, letterHeight: 15 };

  it('finds two signature lines side by side, blank above, a caption under them', () => {
    const img = page(1000, 600, ...text(100, 800, 100), [100, 400, 350, 401], [600, 400, 850, 401], ...text(100, 180, 408), ...text(600, 700, 408));
    expect(findWritingLines(img, opts)).toEqual([
      { x0: 100, x1: 350, y: 400 },
      { x0: 600, x1: 850, y: 400 },
    ]);
  });

  it('follows a rule along the page tilt', () => {
    const slope = 0.02;
    const inks: [number, number, number, number][] = [];
    for (let x = 100; x <= 350; x++) inks.push([x, 400 + Math.round(slope * (x - 100)), x, 401 + Math.round(slope * (x - 100))]);
    const [line] = findWritingLines(page(1000, 600, ...inks), { slope, letterHeight: 15 });
    expect(line.x0).toBe(100);
    expect(line.x1).toBe(350);
  });

  it("takes no box's edge, table rule, page-wide rule, text underline or line of text for one", () => {
    const img = page(
      1000,
      700,
      // A box: its top edge has blank paper above, but sides go down from its ends.
      [100, 100, 400, 101],
      [100, 100, 101, 160],
      [399, 100, 400, 160],
      [100, 159, 400, 160],
      // A table's rule with a row of text right above it.
      ...text(500, 800, 180),
      [500, 200, 800, 201],
      // A rule across the page.
      [50, 300, 950, 301],
      // A rule broken by the scan into pieces a little apart, continuing faintly.
      [100, 450, 300, 451],
      [310, 450, 700, 451],
      // A long line of text.
      ...text(100, 900, 600),
    );
    expect(findWritingLines(img, opts)).toEqual([]);
  });
});

describe('longRuns', () => {
  /** Pixel by pixel: a run goes on over up to three pixels of paper and ends at the fourth. */
  const everyPixel = (ink: boolean[], minSpan: number) => {
    const runs: [number, number][] = [];
    let start = -1;
    let last = -1;
    for (let x = 0; x <= ink.length; x++) {
      if (x < ink.length && ink[x]) {
        if (start < 0) start = x;
        last = x;
      } else if (start >= 0 && (x === ink.length || x - last > 3)) {
        if (last - start >= minSpan) runs.push([start, last]);
        start = -1;
      }
    }
    return runs;
  };

  it('finds the runs a pixel-by-pixel walk finds, while looking at the paper only in windows', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 300; trial++) {
      const width = 20 + Math.floor(random() * 300);
      const density = random();
      // Stretches of ink with gaps of paper, some short enough to bridge.
      const ink = Array.from({ length: width }, () => false);
      for (let x = 0; x < width; x++) if (random() < density * 0.5) for (let k = 0; k < 1 + random() * 30 && x < width; k++, x++) ink[x] = random() > 0.2;
      for (const minSpan of [4, 8, 28]) expect(longRuns((x) => ink[x], width, minSpan)).toEqual(everyPixel(ink, minSpan));
    }
  });

  it('passes over a row of paper in windows', () => {
    let looked = 0;
    expect(longRuns(() => (looked++, false), 1000, 28)).toEqual([]);
    expect(looked).toBeLessThan(200);
  });
});

describe('withWritingLines', () => {
  const word = (text: string, x0: number, y0: number, line: string): Word => ({ text, x0, x1: x0 + 9 * text.length, y0, y1: y0 + 15, line, confidence: 95 });

  it('adds the rules as words of underscores and, in the text, as one line before the text under them', () => {
    const words = [word('Price', 100, 100, '1.1.1.1'), word('New', 100, 410, '1.2.1.1'), word('Old', 600, 410, '1.2.1.1')];
    const out = withWritingLines(
      'Price\n\nNew   Old\n',
      words,
      [
        { x0: 100, x1: 350, y: 400 },
        { x0: 600, x1: 850, y: 400 },
      ],
      0,
    );
    expect(out.text.split('\n')).toEqual(['Price', '', `${'_'.repeat(28)}   ${'_'.repeat(28)}`, 'New   Old', '']);
    expect(out.words.slice(3).map((w) => [w.x0, w.x1, w.y1])).toEqual([
      [100, 350, 400],
      [600, 850, 400],
    ]);
    expect(withWritingLines('Price', [words[0]], [], 0).text).toBe('Price');
  });
});
