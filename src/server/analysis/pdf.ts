import { createRequire } from 'node:module';
import path from 'node:path';
import { buildRows, rowsToLines, type Word } from '../../shared/analysis/layout';
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

/** Gap between pages in the words' coordinates: pages never share a row. */
const PAGE_GAP = 1000;

/**
 * A page's text items as positioned words, y growing downwards from the page's top (plus
 * `offset`): the box spans the font's usual ascent and descent around the baseline.
 */
export function itemsToWords(items: TextItemLike[], pageHeight: number, offset = 0): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    if (!item.str?.trim()) continue;
    const size = Math.hypot(item.transform[2], item.transform[3]) || item.height || 10;
    const baseline = offset + pageHeight - item.transform[5];
    const x0 = item.transform[4];
    words.push({ text: item.str, x0, x1: x0 + Math.max(item.width, 0.1), y0: baseline - 0.72 * size, y1: baseline + 0.21 * size });
  }
  return words;
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
  /** The lines of the pages' rows (see buildRows), a blank line between pages. */
  text: string;
  /** Every text item of the pages read, with its position. */
  words: Word[];
  pageCount: number;
  /** Page 1 as a JPEG when the text is too short to use (SPEC §5), else null. */
  pageImage: Buffer | null;
}

/** The PDF's text (first 10 pages, joined with blank lines) and, when that is under 50 characters, page 1 as an image. */
export async function readPdf(buffer: Buffer, opts: { render?: boolean } = {}): Promise<PdfContent> {
  const doc = await openPdf(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice());
  try {
    const pages: string[] = [];
    const words: Word[] = [];
    let offset = 0;
    for (let n = 1; n <= Math.min(doc.numPages, MAX_TEXT_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const height = page.view[3] - page.view[1];
      const pageWords = itemsToWords(content.items as TextItemLike[], height, offset);
      pages.push(rowsToLines(buildRows(pageWords)).lines.join('\n'));
      words.push(...pageWords);
      offset += height + PAGE_GAP;
      page.cleanup();
    }
    const text = pages.join('\n\n');
    let pageImage: Buffer | null = null;
    if (text.trim().length < 50 && opts.render !== false) pageImage = await renderFirstPage(doc);
    return { text, words, pageCount: doc.numPages, pageImage };
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
  const jpeg = await canvas.encode('jpeg', Math.round(RENDER_QUALITY * 100));
  // The canvas must stay reachable until its encoding on the thread pool has finished: returned
  // with the bare promise, it could be collected mid-encode and its pixels freed under the encoder
  // (a known napi-rs pattern of segfaults; the e2e server died of a segfault now and then).
  if (canvas.width === 0) return null;
  return jpeg;
}
