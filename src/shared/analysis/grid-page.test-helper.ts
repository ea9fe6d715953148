import type { Word } from './layout';

/** A page of words at fixed columns for the reader's tests: each row's cells start at 50, 250, 450 … (points), rows 14 points apart. */
export function gridPage(...rows: string[][]): Word[] {
  return rows.flatMap((cells, r) =>
    cells.flatMap((text, c) => (text ? [{ text, x0: 50 + c * 200, x1: 50 + c * 200 + text.length * 5, y0: 100 + r * 14, y1: 108 + r * 14 }] : [])),
  );
}
