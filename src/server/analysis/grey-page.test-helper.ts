import type { GreyImage } from './prepare-image';

/** A page of paper (grey 235) on which rectangles of ink (grey 60) are drawn. */
export function page(width: number, height: number, ...inks: [number, number, number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(235);
  for (const [x0, y0, x1, y1] of inks) for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) data[y * width + x] = 60;
  return { data, width, height };
}

/** A line of "text": letter strokes 3 px wide, 5 px apart, a letter height of 15. */
export const text = (x0: number, x1: number, y: number): [number, number, number, number][] => {
  const strokes: [number, number, number, number][] = [];
  for (let x = x0; x < x1; x += 8) strokes.push([x, y, x + 2, y + 15]);
  return strokes;
};
