import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { PDFDocument, PDFRef, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from './write-pdf';

async function sourcePdf(lines: string[]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([300, 400]).drawText(line, { x: 20, y: 300, size: 12, font });
  return doc.save();
}

/** The in-use entries of the file's one cross-reference table: object number → offset. */
function xrefEntries(bytes: Buffer): [number, number][] {
  const text = bytes.toString('latin1');
  const start = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const lines = text.slice(start, text.indexOf('trailer', start)).split(/\r?\n/).slice(1);
  const out: [number, number][] = [];
  let num = 0;
  for (const line of lines) {
    const head = /^(\d+) \d+$/.exec(line.trim());
    const entry = /^(\d{10}) \d{5} ([nf])/.exec(line);
    if (head) num = Number(head[1]);
    else if (entry) {
      if (entry[2] === 'n') out.push([num, Number(entry[1])]);
      num++;
    }
  }
  return out;
}

describe('the PDF writer', () => {
  it('writes spilled objects at once, drops them from the document, and the finished file reads whole', async () => {
    const out = path.join(os.tmpdir(), `write-pdf-${crypto.randomUUID()}.pdf`);
    const stream = fs.createWriteStream(out);
    try {
      const writer = new PdfWriter(stream);
      const doc = await PDFDocument.create();
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer();
      const image = await doc.embedJpg(new Uint8Array(jpeg));
      await image.embed();
      await writer.spill(doc, [image.ref]);
      expect(doc.context.lookup(image.ref)).toBeUndefined();

      // Two pages of another PDF, copied in and spilled the way the dossier does (dossier-pdf.ts).
      doc.context.getPushGraphicsStateContentStream();
      doc.context.getPopGraphicsStateContentStream();
      const firstNew = doc.context.largestObjectNumber + 1;
      const embedded = await doc.embedPdf(await sourcePdf(['Rechnung Seite eins', 'Rechnung Seite zwei']), [0, 1]);
      for (const e of embedded) await e.embed();
      const made = Array.from({ length: doc.context.largestObjectNumber - firstNew + 1 }, (_, i) => PDFRef.of(firstNew + i));
      await writer.spill(doc, made);
      expect(made.filter((ref) => doc.context.lookup(ref) !== undefined)).toEqual([]);

      // Pages drawn after the spill refer to the written objects by reference.
      doc.addPage([300, 400]).drawImage(image, { x: 10, y: 10, width: 40, height: 30 });
      for (const e of embedded) doc.addPage([300, 400]).drawPage(e, { x: 0, y: 0 });
      await writer.finish(doc);
      stream.end();
      await once(stream, 'finish');

      const bytes = fs.readFileSync(out);
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const read = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
      expect(read.numPages).toBe(3);
      const texts = [];
      for (const n of [2, 3]) {
        const content = await (await read.getPage(n)).getTextContent();
        texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
      }
      expect(texts).toEqual(['Rechnung Seite eins', 'Rechnung Seite zwei']);
      await read.destroy();
      // Readers repair a wrong cross-reference table quietly: it is checked here, every entry at its object.
      const entries = xrefEntries(bytes);
      expect(entries.length).toBe(doc.context.largestObjectNumber);
      for (const [num, offset] of entries) expect(bytes.toString('latin1', offset, offset + 12)).toMatch(new RegExp(`^${num} 0 obj`));
    } finally {
      stream.destroy();
      fs.rmSync(out, { force: true });
    }
  });
});
