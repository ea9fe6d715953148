import { createRequire } from 'node:module';
import path from 'node:path';
import { AnalysisInputError } from './input-error';

/** SPEC §9: text from at most the first 10 pages; page 1 rendered at scale 2, JPEG 0.9. */
export const MAX_TEXT_PAGES = 10;
export const RENDER_SCALE = 2;
export const RENDER_QUALITY = 0.9;
/** A page larger than this (in pixels at scale 2) is not rendered: a crafted page size would eat memory. */
const MAX_RENDER_PIXELS = 40_000_000;

const require = createRequire(import.meta.url);
const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = path.join(pdfjsDir, 'standard_fonts') + path.sep;
const cMapUrl = path.join(pdfjsDir, 'cmaps') + path.sep;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | undefined;
/**
 * pdf.js ships 8 MB of source maps. Under a runner that enables source maps (tsx: the CLI, the
 * benchmark, tests) Node would parse them on import (~80 MB of heap), so they are switched
 * off while pdf.js loads (its worker module loads with the first document) and back on after.
 */
async function importWithoutSourceMaps<T>(load: () => Promise<T>): Promise<T> {
  const enabled = process.sourceMapsEnabled;
  if (enabled) process.setSourceMapsEnabled(false);
  try {
    return await load();
  } finally {
    if (enabled) process.setSourceMapsEnabled(true);
  }
}
const loadPdfJs = () =>
  (pdfjsPromise ??= importWithoutSourceMaps(async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The "fake worker" module is imported on the first document: load it now, maps still off.
    const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= await import(workerModule);
    return pdfjs;
  }));

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * One page's text as lines: items grouped by their baseline, ordered left to right, with a wide
 * gap kept as a column break (three spaces) so that "Oil filter   $18.50" stays one row.
 */
export function itemsToLines(items: TextItemLike[]): string {
  const rows: { y: number; h: number; items: TextItemLike[] }[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const y = item.transform[5];
    const h = Math.abs(item.transform[3]) || item.height || 10;
    let row = rows.find((r) => Math.abs(r.y - y) < Math.min(r.h, h) * 0.5);
    if (!row) rows.push((row = { y, h, items: [] }));
    row.items.push(item);
  }
  rows.sort((a, b) => b.y - a.y);
  return rows
    .map((row) => {
      row.items.sort((a, b) => a.transform[4] - b.transform[4]);
      let line = '';
      let end: number | null = null;
      for (const item of row.items) {
        // Blank items stretch across column gaps; the gap itself is what marks a column.
        if (!item.str.trim()) continue;
        const x = item.transform[4];
        const fontSize = Math.abs(item.transform[0]) || row.h;
        if (end !== null) {
          const gap = x - end;
          if (gap > fontSize * 1.5) line += '   ';
          else if (gap > fontSize * 0.15 && !line.endsWith(' ') && !item.str.startsWith(' ')) line += ' ';
        }
        line += item.str;
        end = x + item.width;
      }
      return line.replace(/\s+$/, '');
    })
    .join('\n');
}

async function openPdf(data: Uint8Array) {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    verbosity: 0,
    stopAtErrors: false,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new AnalysisInputError('encrypted_pdf', 'The PDF is password-protected and cannot be read.');
    throw new AnalysisInputError('corrupt_pdf', 'The PDF is damaged or not a PDF and cannot be read.');
  }
}

export interface PdfContent {
  text: string;
  pageCount: number;
  /** Page 1 as a JPEG when the text is too short to use (SPEC §5), else null. */
  pageImage: Buffer | null;
}

/** The PDF's text (first 10 pages, joined with blank lines) and, when that is under 50 characters, page 1 as an image. */
export async function readPdf(buffer: Buffer, opts: { render?: boolean } = {}): Promise<PdfContent> {
  const doc = await openPdf(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice());
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_TEXT_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(itemsToLines(content.items as TextItemLike[]));
      page.cleanup();
    }
    const text = pages.join('\n\n');
    let pageImage: Buffer | null = null;
    if (text.trim().length < 50 && opts.render !== false) pageImage = await renderFirstPage(doc);
    return { text, pageCount: doc.numPages, pageImage };
  } finally {
    await doc.destroy();
  }
}

type PdfDoc = Awaited<ReturnType<typeof openPdf>>;

async function renderFirstPage(doc: PdfDoc): Promise<Buffer | null> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: RENDER_SCALE });
  if (viewport.width * viewport.height > MAX_RENDER_PIXELS) {
    throw new AnalysisInputError('image_too_large', 'The PDF page is too large to render.');
  }
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport }).promise;
  page.cleanup();
  return canvas.encode('jpeg', Math.round(RENDER_QUALITY * 100));
}
