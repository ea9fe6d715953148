import { analyzeText } from './analyze-text';
import type { DocumentType } from '../documents/document-types';
import { buildRows, type Word } from './layout';

/** A page of words at fixed columns for the reader's tests: each row's cells start at 50, 250, 450 … (points), rows 14 points apart. */
export function gridPage(...rows: string[][]): Word[] {
  return rows.flatMap((cells, r) =>
    cells.flatMap((text, c) => (text ? [{ text, x0: 50 + c * 200, x1: 50 + c * 200 + text.length * 5, y0: 100 + r * 14, y1: 108 + r * 14 }] : [])),
  );
}

/** A cell placed on a page: [text, x] left-aligned at x, or [text, x, 'right'] right-aligned ending at x. */
export type Placed = [string, number] | [string, number, 'right'];

/** A page of words placed by their x (4.5 points a character), rows 14 points apart and a null row a wide gap. */
export function placedPage(...rows: (Placed[] | null)[]): Word[] {
  const words: Word[] = [];
  let y = 100;
  for (const row of rows) {
    y += row ? 14 : 30;
    for (const [text, x, align] of row ?? []) {
      const width = text.length * 4.5;
      const x0 = align === 'right' ? x - width : x;
      words.push({ text, x0, x1: x0 + width, y0: y, y1: y + 8 });
    }
  }
  return words;
}

/** The analysis of a page of positioned words, its text the rows they make, on a fixed day. */
export const analyzePage = (words: Word[], documentType?: DocumentType) =>
  analyzeText({
    text: buildRows(words)
      .map((r) => r.text)
      .join('\n'),
    words,
    fileName: 'x.pdf',
    documentType,
    today: '2026-01-01',
  });
