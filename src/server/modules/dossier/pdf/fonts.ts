import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
/** Liberation Sans ships with pdf.js (SIL Open Font License): every Latin letter, € and typographic quotes; nothing downloads. */
const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const files = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf', italic: 'LiberationSans-Italic.ttf' } as const;

export type Fonts = Record<keyof typeof files, PDFFont>;

let bytes: Promise<Record<keyof typeof files, Buffer>> | undefined;
const loadBytes = () =>
  (bytes ??= Promise.all(Object.entries(files).map(async ([k, f]) => [k, await fs.readFile(path.join(fontDir, f))] as const)).then(
    (pairs) => Object.fromEntries(pairs) as Record<keyof typeof files, Buffer>,
  ));

/** Embedded (and subset to the glyphs used), so that the file looks the same in every reader. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const b = await loadBytes();
  return {
    regular: await doc.embedFont(b.regular, { subset: true }),
    bold: await doc.embedFont(b.bold, { subset: true }),
    italic: await doc.embedFont(b.italic, { subset: true }),
  };
}
