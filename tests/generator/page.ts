/**
 * A generated page: text runs and boxes placed in PDF points (A4, 595 × 842, origin top left,
 * y at the text's baseline). The same page is drawn into a text PDF and into a raster "scan", so
 * both kinds carry exactly the same content and truth.
 */
export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

export interface TextRun {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  serif?: boolean;
  /** `right`: x is the run's right edge (amount columns); `center`: x is its middle. */
  align?: 'left' | 'right' | 'center';
}

export interface Box {
  kind: 'box';
  x: number;
  y: number;
  w: number;
  h: number;
  /** A light band behind a total. */
  fill?: boolean;
}

export type PageItem = TextRun | Box;

/** Collects runs and boxes while a layout walks down the page. */
export class PageBuilder {
  readonly items: PageItem[] = [];
  y = 60;

  text(x: number, text: string, opts: Partial<Omit<TextRun, 'kind' | 'x' | 'text'>> = {}): this {
    this.items.push({ kind: 'text', x, y: opts.y ?? this.y, text, size: opts.size ?? 10, bold: opts.bold, serif: opts.serif, align: opts.align });
    return this;
  }

  box(x: number, y: number, w: number, h: number, fill = false): this {
    this.items.push({ kind: 'box', x, y, w, h, fill });
    return this;
  }

  down(by = 14): this {
    this.y += by;
    return this;
  }
}
