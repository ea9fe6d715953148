import type { PageBuilder } from './page';

/**
 * Where a label stands relative to its value: `colon` "Label: value"; `column` label then value
 * in a second column; `right` value right-aligned at the end of the row; `above` a small label
 * over its value (forms, boxes); `below` the value with a small caption under it.
 */
export type LabelStyle = 'colon' | 'column' | 'right' | 'above' | 'below';

/** One label/value pair at (x, b.y); returns the height used. */
export function field(b: PageBuilder, style: LabelStyle, x: number, label: string, value: string, width = 230): number {
  switch (style) {
    case 'colon':
      b.text(x, `${label}: ${value}`);
      return 14;
    case 'column':
      b.text(x, label).text(x + 110, value);
      return 14;
    case 'right':
      b.text(x, label).text(x + width, value, { align: 'right' });
      return 14;
    case 'above':
      b.text(x, label, { size: 7 }).text(x, value, { y: b.y + 12, size: 10.5 });
      return 26;
    case 'below':
      b.text(x, value, { size: 10.5 }).text(x, label, { y: b.y + 10, size: 7 });
      return 24;
  }
}

/** Several pairs: one under the other, or (grid) side by side in boxed cells. */
export function fieldBlock(b: PageBuilder, style: LabelStyle, x: number, pairs: [string, string][], opts: { grid?: boolean; cell?: number } = {}) {
  if (opts.grid) {
    const cell = opts.cell ?? 165;
    const top = b.y - 10;
    let h = 0;
    pairs.forEach(([label, value], i) => {
      h = Math.max(h, field(b, style, x + 4 + i * cell, label, value, cell - 12));
    });
    pairs.forEach((_, i) => b.box(x + i * cell, top, cell, h + 2));
    b.down(h + 10);
    return;
  }
  for (const [label, value] of pairs) b.down(field(b, style, x, label, value));
}
