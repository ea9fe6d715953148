import { PDFArray, PDFHexString, PDFName, PDFNumber, rgb, type PDFDocument, type PDFPage, type PDFRef, type RGB } from 'pdf-lib';
import type { Fonts } from './fonts';

/** A4 in points, and the margins every page of the dossier keeps. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { left: 56, right: 56, top: 64, bottom: 70 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const colors = {
  ink: rgb(0.12, 0.13, 0.15),
  muted: rgb(0.42, 0.44, 0.47),
  faint: rgb(0.62, 0.64, 0.66),
  rule: rgb(0.85, 0.86, 0.87),
  band: rgb(0.965, 0.955, 0.935),
  accent: rgb(0.2, 0.4, 0.35),
  accentSoft: rgb(0.9, 0.94, 0.925),
  warn: rgb(0.66, 0.36, 0.05),
  warnSoft: rgb(0.995, 0.955, 0.88),
  white: rgb(1, 1, 1),
} satisfies Record<string, RGB>;

export type FontName = keyof Fonts;
export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: RGB;
  lineHeight?: number;
}

/** Text the embedded font can draw: anything else (an emoji, a control character) becomes a space instead of failing the dossier. */
export function drawable(fonts: Fonts, text: string): string {
  const set = fonts.regular.getCharacterSet();
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    const code = ch.codePointAt(0)!;
    out += ch === '\n' || set.includes(code) ? ch : code === 0x9 ? ' ' : /\s/.test(ch) ? ' ' : set.includes(0x3f) && code > 0xffff ? '' : ' ';
  }
  return out;
}

/** Lines of at most `width` points: at spaces, and inside a word only when the word alone is wider (a checksum, a long file name). */
export function wrapText(fonts: Fonts, text: string, style: TextStyle, width: number): string[] {
  const font = fonts[style.font ?? 'regular'];
  const size = style.size ?? 10;
  const w = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  for (const paragraph of drawable(fonts, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (w(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (w(rest) > width) {
        let n = rest.length;
        while (n > 1 && w(rest.slice(0, n)) > width) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A cursor that flows content down A4 pages: text, rules, boxes; a new page when the next block
 * does not fit. Pages are numbered and linked afterwards (finishPages), once the count is known.
 */
export class Flow {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly onNewPage: (page: PDFPage) => void = () => undefined,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
    this.onNewPage(this.page);
    return this.page;
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  get pageIndex() {
    return this.doc.getPageCount() - 1;
  }

  text(text: string, style: TextStyle = {}, opts: { x?: number; width?: number; after?: number } = {}) {
    const size = style.size ?? 10;
    const lh = (style.lineHeight ?? 1.4) * size;
    const x = opts.x ?? MARGIN.left;
    const lines = wrapText(this.fonts, text, style, opts.width ?? CONTENT_WIDTH - (x - MARGIN.left));
    for (const line of lines) {
      this.ensure(lh);
      this.y -= lh;
      if (line)
        this.page.drawText(line, {
          x,
          y: this.y + (lh - size) / 2 + size * 0.2,
          size,
          font: this.fonts[style.font ?? 'regular'],
          color: style.color ?? colors.ink,
        });
    }
    this.y -= opts.after ?? 0;
    return lines.length;
  }

  gap(points: number) {
    this.y -= points;
  }

  rule(color = colors.rule, thickness = 0.6) {
    this.page.drawLine({ start: { x: MARGIN.left, y: this.y }, end: { x: PAGE.width - MARGIN.right, y: this.y }, thickness, color });
  }

  /** A section's first page: its title in the accent colour over a rule. */
  heading(title: string, kicker?: string) {
    if (kicker) this.text(kicker.toUpperCase(), { font: 'bold', size: 8, color: colors.accent }, { after: 2 });
    this.text(title, { font: 'bold', size: 22, color: colors.ink, lineHeight: 1.25 }, { after: 10 });
    this.rule(colors.accent, 1.2);
    this.gap(18);
  }

  subheading(title: string) {
    this.ensure(48);
    this.gap(6);
    this.text(title, { font: 'bold', size: 12.5, color: colors.accent }, { after: 6 });
  }
}

/** One line of text that must fit `width`: shortened with an ellipsis rather than wrapped. */
export function fitLine(fonts: Fonts, text: string, style: TextStyle, width: number): string {
  const font = fonts[style.font ?? 'regular'];
  const size = style.size ?? 10;
  let s = drawable(fonts, text).replace(/\n/g, ' ');
  if (font.widthOfTextAtSize(s, size) <= width) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}…`, size) > width) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
}

/** A clickable area on `page` that jumps to the top of `target` (the table of contents, the index's page references). */
export function linkToPage(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], target: PDFRef) {
  const annot = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      Dest: [target, 'XYZ', null, null, null],
    }),
  );
  const existing = page.node.lookup(PDFName.of('Annots'));
  if (existing instanceof PDFArray) existing.push(annot);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([annot]));
}

/** Bookmarks (the reader's outline panel), one per section, each jumping to its first page. */
export function addOutline(doc: PDFDocument, items: { title: string; page: PDFRef }[]) {
  if (items.length === 0) return;
  const ctx = doc.context;
  const outlineRef = ctx.nextRef();
  const refs = items.map(() => ctx.nextRef());
  items.forEach((item, i) => {
    const dict = ctx.obj({});
    dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
    dict.set(PDFName.of('Parent'), outlineRef);
    if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]);
    if (i < items.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]);
    dict.set(PDFName.of('Dest'), ctx.obj([item.page, 'XYZ', null, null, null]));
    ctx.assign(refs[i], dict);
  });
  ctx.assign(outlineRef, ctx.obj({ Type: 'Outlines', First: refs[0], Last: refs[refs.length - 1], Count: PDFNumber.of(items.length) }));
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
