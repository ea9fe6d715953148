import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import { PDFCrossRefSection, PDFHeader, PDFRef, PDFTrailer, PDFTrailerDict, type PDFDocument } from 'pdf-lib';

type Serializable = { sizeInBytes(): number; copyBytesInto(buffer: Uint8Array, offset: number): number };
const bytesOf = (o: Serializable) => {
  const b = new Uint8Array(o.sizeInBytes());
  o.copyBytesInto(b, 0);
  return b;
};

/**
 * What pdf-lib's `save()` writes, object by object into `out` instead of one buffer of the whole
 * file: `save()` would hold every reproduced page twice (the objects and their bytes) at its peak.
 * Same header, objects, cross-reference table and trailer.
 *
 * Objects that are finished early — a reproduced scan, the objects of a copied PDF page — can be
 * written at once and dropped from the document (`spill`): otherwise pdf-lib holds every
 * reproduction until the end, ~240 MB for a vehicle of 200 scanned documents (decision 028).
 * A PDF's objects may stand in any order; the cross-reference table says where each one is.
 */
export class PdfWriter {
  private offset = 0;
  /** Where each object written so far starts, by object number. */
  private readonly offsets = new Map<number, number>();

  constructor(private readonly out: WriteStream) {
    // The header first (a few bytes: the stream's buffer takes them whatever its state).
    const header = bytesOf(PDFHeader.forVersion(1, 7));
    out.write(header);
    out.write('\n\n');
    this.offset = header.length + 2;
  }

  private async put(chunk: Uint8Array | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  private async object(ref: PDFRef, object: Serializable) {
    this.offsets.set(ref.objectNumber, this.offset);
    await this.put(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    await this.put(bytesOf(object));
    await this.put('\nendobj\n\n');
  }

  /** Writes these objects of `doc` now and removes them from it: nothing may change them any more. */
  async spill(doc: PDFDocument, refs: Iterable<PDFRef>) {
    for (const ref of refs) {
      const object = doc.context.lookup(ref);
      if (!object) continue; // reserved, never assigned
      await this.object(ref, object);
      doc.context.delete(ref);
    }
  }

  /** Writes the rest of `doc`, the cross-reference table of every object and the trailer; answers what the appended attachments need (attachments.ts). */
  async finish(doc: PDFDocument): Promise<{ length: number; startxref: number; size: number }> {
    await doc.flush();
    const ctx = doc.context;
    for (const [ref, object] of ctx.enumerateIndirectObjects()) await this.object(ref, object);
    // pdf-lib's section groups consecutive entries as they come: they must come in ascending order.
    const xref = PDFCrossRefSection.create();
    for (const num of [...this.offsets.keys()].sort((a, b) => a - b)) xref.addEntry(PDFRef.of(num), this.offsets.get(num)!);
    const startxref = this.offset;
    await this.put(bytesOf(xref));
    await this.put('\n');
    const size = ctx.largestObjectNumber + 1;
    const { Root, Info, ID } = ctx.trailerInfo;
    await this.put(bytesOf(PDFTrailerDict.of(ctx.obj({ Size: size, Root, Info, ID }))));
    await this.put('\n\n');
    await this.put(bytesOf(PDFTrailer.forLastCrossRefSectionOffset(startxref)));
    return { length: this.offset, startxref, size };
  }
}

/** A whole document at once (nothing spilled before). */
export const writePdf = (out: WriteStream, doc: PDFDocument) => new PdfWriter(out).finish(doc);
