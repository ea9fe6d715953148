import { describe, expect, it } from 'vitest';
import { page, text } from './grey-page.test-helper';
import type { GreyImage } from './prepare-image';
import { isSlip, withoutRulings } from './rulings';

const at = (img: GreyImage, x: number, y: number) => img.data[y * img.width + x];

describe('withoutRulings', () => {
  it("paints a grid's rules the paper's grey and keeps the words in its cells", () => {
    const grid: [number, number, number, number][] = [
      [100, 100, 900, 101],
      [100, 140, 900, 141],
      [100, 180, 900, 181],
      [100, 100, 101, 181],
      [500, 100, 501, 181],
      [900, 100, 901, 181],
    ];
    const img = page(1000, 400, ...grid, ...text(120, 300, 115), ...text(520, 700, 155));
    const out = withoutRulings(img);
    expect(at(out, 300, 100)).toBe(235);
    expect(at(out, 300, 141)).toBe(235);
    expect(at(out, 500, 120)).toBe(235);
    expect(at(out, 500, 140)).toBe(235); // a crossing
    expect(at(out, 120, 120)).toBe(60);
    expect(at(out, 520, 160)).toBe(60);
    // The original stays as it was (the lines to write on are looked for in it).
    expect(at(img, 300, 100)).toBe(60);
  });

  it('follows a rule a little askew, row to row', () => {
    const steps: [number, number, number, number][] = [];
    for (let x = 100; x < 900; x += 100) steps.push([x, 200 + x / 100, x + 99, 201 + x / 100]);
    const out = withoutRulings(page(1000, 400, ...steps));
    expect(at(out, 450, 205)).toBe(235);
    expect(at(out, 850, 209)).toBe(235);
  });

  it("paints rules that run to the page's edges, whatever its width (its rows are read four pixels at a time)", () => {
    for (const width of [1001, 1002, 1003]) {
      const img = page(width, 300, [0, 50, width - 1, 51], [width - 2, 0, width - 1, 299], [7, 120, 800, 120], ...text(100, 400, 200));
      const out = withoutRulings(img);
      expect(at(out, width - 5, 50)).toBe(235);
      expect(at(out, 3, 51)).toBe(235);
      expect(at(out, width - 2, 250)).toBe(235);
      expect(at(out, 7, 120)).toBe(235);
      expect(at(out, 800, 120)).toBe(235);
      expect(at(out, 101, 205)).toBe(60);
    }
  });

  it('keeps a filled band, short strokes and a page without rules as they were', () => {
    const img = page(1000, 400, [100, 100, 900, 130], [100, 200, 130, 201], ...text(100, 900, 300));
    expect(withoutRulings(img)).toBe(img);
  });
});

describe('a till slip keeps its strokes', () => {
  it('tells a slip from a sheet by its proportions', () => {
    expect(isSlip(1000, 1414)).toBe(false); // A4
    expect(isSlip(1000, 1294)).toBe(false); // Letter
    expect(isSlip(1000, 1647)).toBe(false); // Legal
    expect(isSlip(1000, 400)).toBe(false); // a card, landscape
    expect(isSlip(500, 1400)).toBe(true);
  });

  it('leaves a slip as it was, where a sheet of the same rules loses them', () => {
    const rule: [number, number, number, number] = [20, 300, 480, 301];
    const slip = page(500, 1400, rule, ...text(40, 200, 200));
    expect(withoutRulings(slip)).toBe(slip);
    expect(at(withoutRulings(page(1000, 1400, rule, ...text(40, 200, 200))), 300, 300)).toBe(235);
  });
});
