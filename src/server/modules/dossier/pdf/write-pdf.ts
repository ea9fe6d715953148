import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { PDFCrossRefSection, PDFHeader, PDFTrailer, PDFTrailerDict, type PDFDocument } from 'pdf-lib';

type Serializable = { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number };
const bytesOf = (o: Serializable) => {
  const b = new Uint8Array(o.sizeInBytes());
  o.copyBytesInto(b, 0);
  return b;
};

/**
 * What pdf-lib's `save()` writes, object by object into `out` instead of one buffer of the whole
 * file: `save()` would hold every reproduced page twice (the objects and their bytes) at its peak.
 * Same header, objects, cross-reference table and trailer; answers what the appended attachments
 * need (attachments.ts).
 */
export async function writePdf(out: WriteStream, doc: PDFDocument): Promise<{ length: number; startxref: number; size: number }> {
  await doc.flush();
  const ctx = doc.context;
  let offset = 0;
  const put = async (chunk: Uint8Array | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  await put(bytesOf(PDFHeader.forVersion(1, 7)));
  await put('\n\n');
  const xref = PDFCrossRefSection.create();
  for (const [ref, object] of ctx.enumerateIndirectObjects()) {
    xref.addEntry(ref, offset);
    await put(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    await put(bytesOf(object));
    await put('\nendobj\n\n');
  }
  const startxref = offset;
  await put(bytesOf(xref));
  await put('\n');
  const size = ctx.largestObjectNumber + 1;
  const { Root, Info, ID } = ctx.trailerInfo;
  await put(bytesOf(PDFTrailerDict.of(ctx.obj({ Size: size, Root, Info, ID }))));
  await put('\n\n');
  await put(bytesOf(PDFTrailer.forLastCrossRefSectionOffset(startxref)));
  return { length: offset, startxref, size };
}
