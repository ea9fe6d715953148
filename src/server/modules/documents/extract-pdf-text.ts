/**
 * The text of a PDF for search, when the client did not send the text it read (SPEC §9: at most
 * the first 10 pages, joined with blank lines). A PDF that cannot be read gives no text rather
 * than failing the upload (SPEC §8: "PDF text extraction failure → empty text, logged").
 */
export async function extractPdfText(body: Buffer, maxPages = 10): Promise<string | null> {
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      const pages: string[] = [];
      for (let i = 1; i <= Math.min(doc.numPages, maxPages); i += 1) {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('').trim());
      }
      const text = pages.join('\n\n').trim();
      return text || null;
    } finally {
      await doc.destroy();
    }
  } catch {
    return null;
  }
}
