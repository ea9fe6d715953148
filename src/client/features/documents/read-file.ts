import { isPdf } from '@shared/documents/upload-rules';

/**
 * What the browser reads from a file before the analysis (SPEC §5, §9): a PDF's text from at
 * most its first 10 pages, joined with blank lines; when that is under 50 characters, page 1
 * rendered at scale 2 as JPEG 0.9 instead. Images are sent as they are. Failures are logged and
 * give empty text or no image (SPEC §8), never an exception.
 */
export const MAX_TEXT_PAGES = 10;
export const MIN_TEXT_CHARS = 50;

export async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export const fileToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/** SHA-256 hex of the file; SPEC §8: on failure, name-size-modified instead. */
export async function hashFile(file: File): Promise<string> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return `${file.name}-${file.size}-${file.lastModified}`;
  }
}

export interface ReadFile {
  isPdf: boolean;
  pdfText: string | null;
  documentImage: string | null;
}

export async function readFileForAnalysis(file: File): Promise<ReadFile> {
  if (!isPdf(file.name, file.type)) {
    return { isPdf: false, pdfText: null, documentImage: await fileToDataUrl(file).catch(() => null) };
  }
  let text = '';
  let image: string | null = null;
  try {
    const pdfjs = await loadPdfJs();
    const doc = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
    try {
      const pages: string[] = [];
      for (let i = 1; i <= Math.min(doc.numPages, MAX_TEXT_PAGES); i++) {
        const content = await (await doc.getPage(i)).getTextContent();
        pages.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : ' ') : '')).join('').trim());
      }
      text = pages.join('\n\n');
    } catch (error) {
      console.error('PDF text extraction failed', error);
      text = '';
    }
    if (text.trim().length < MIN_TEXT_CHARS) {
      try {
        const page = await doc.getPage(1);
        const viewport = page.getViewport({ scale: 2 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
        image = canvas.toDataURL('image/jpeg', 0.9);
      } catch (error) {
        console.error('PDF image conversion failed', error);
      }
    }
    await doc.destroy();
  } catch (error) {
    console.error('PDF could not be opened', error);
  }
  // SPEC §7 call 9: the data of the file, or of the rendered first page for an image-like PDF.
  return { isPdf: true, pdfText: text, documentImage: image ?? (await fileToDataUrl(file).catch(() => null)) };
}
