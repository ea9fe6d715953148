/// <reference lib="webworker" />
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PrepareRequest, PrepareResponse } from './prepare-protocol';

/**
 * Everything heavy about a file before it is analysed, off the page's main thread: its SHA-256,
 * and for a PDF the text of the first 10 pages or — when that says under 50 characters — page 1
 * rendered at scale 2 as a JPEG (SPEC §9).
 */
GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

const MAX_TEXT_PAGES = 10;
const MIN_TEXT_CHARS = 50;
const RENDER_SCALE = 2;
const JPEG_QUALITY = 0.9;

/** pdf.js draws on canvases it makes itself; a worker has no document, so they are offscreen. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(entry: { canvas: OffscreenCanvas }, width: number, height: number) {
    entry.canvas.width = width;
    entry.canvas.height = height;
  }
  destroy(entry: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}

async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

const dataUrl = (bytes: Uint8Array, type: string) => `data:${type || 'application/octet-stream'};base64,${toBase64(bytes)}`;

async function readPdf(bytes: Uint8Array): Promise<{ pdfText: string; pageImage: string | null }> {
  // pdf.js takes the buffer over, so it gets a copy: the original still becomes the data URL.
  const pdf = await getDocument({
    data: bytes.slice(),
    CanvasFactory: OffscreenCanvasFactory,
    disableFontFace: true,
    isEvalSupported: false,
    // Errors only: a worker-side "fake worker" notice and font hints are noise in the console here.
    verbosity: 0,
  } as Parameters<typeof getDocument>[0]).promise;
  try {
    let pdfText = '';
    try {
      const pages: string[] = [];
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_TEXT_PAGES); n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      }
      pdfText = pages.join('\n\n');
    } catch (error) {
      console.error('PDF text extraction failed', error); // SPEC §8: empty text, logged
    }
    if (pdfText.trim().length >= MIN_TEXT_CHARS) return { pdfText, pageImage: null };
    let pageImage: string | null = null;
    try {
      const page = await pdf.getPage(1);
      const viewport = page.getViewport({ scale: RENDER_SCALE });
      const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
      pageImage = dataUrl(new Uint8Array(await blob.arrayBuffer()), 'image/jpeg');
    } catch (error) {
      console.error('PDF image conversion failed', error); // SPEC §8: no image, logged
    }
    return { pdfText, pageImage };
  } finally {
    void pdf.destroy();
  }
}

async function prepare({ file, isPdf }: PrepareRequest): Promise<Omit<PrepareResponse, 'id'>> {
  const buffer = await file.arrayBuffer();
  let fileHash: string | null = null;
  try {
    fileHash = await sha256Hex(buffer);
  } catch (error) {
    console.error('Hashing failed', error); // the caller falls back to name-size-lastModified
  }
  const bytes = new Uint8Array(buffer);
  if (!isPdf) return { fileHash, documentImage: dataUrl(bytes, file.type), pdfText: null };
  let pdfText = '';
  let pageImage: string | null = null;
  try {
    ({ pdfText, pageImage } = await readPdf(bytes));
  } catch (error) {
    console.error('PDF could not be read', error);
  }
  // SPEC §7 call 9: the file's data, or the rendered first page for an image-like PDF.
  return { fileHash, documentImage: pageImage ?? dataUrl(bytes, 'application/pdf'), pdfText };
}

self.onmessage = async (event: MessageEvent<PrepareRequest>) => {
  const { id } = event.data;
  try {
    self.postMessage({ id, ...(await prepare(event.data)) } satisfies PrepareResponse);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PrepareResponse);
  }
};
