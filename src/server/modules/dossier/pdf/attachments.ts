import crypto from 'node:crypto';
import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { PDFArray, PDFHexString, PDFName, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';

/** A file to embed: read only while it is written, one at a time, so a dossier of 150 MB of files never holds them in memory. */
export interface Attachment {
  /** Unique within the dossier; shown in the reader's attachments panel, sorted by it. */
  name: string;
  description: string;
  mime: string;
  /** The SHA-256 the index prints: the file must still have it, else the dossier would vouch for a different file. */
  sha256: string;
  modified: Date;
  open(): Promise<Readable>;
}

export interface AttachmentPlan {
  attachments: Attachment[];
  /** The embedded-file streams: referenced now, written after the pages (appendAttachments). */
  streamRefs: PDFRef[];
}

export class AttachmentMismatchError extends Error {}

const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
/** A name object with every byte outside the regular characters written as #xx (so `application/pdf` becomes `application#2Fpdf`). */
const pdfName = (s: string) =>
  `/${[...Buffer.from(s, 'utf8')].map((b) => (b > 0x20 && b < 0x7f && !'#()<>[]{}/%'.includes(String.fromCharCode(b)) ? String.fromCharCode(b) : `#${b.toString(16).padStart(2, '0')}`)).join('')}`;
/** ASCII for readers that ignore /UF. */
const asciiName = (s: string) => s.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');

/**
 * Declares the attachments in the document pdf-lib writes: a file specification for each (name,
 * description, its stream by reference), the catalog's EmbeddedFiles name tree and /AF array.
 * The streams themselves are only referenced here; pdf-lib never sees their bytes.
 */
export function planAttachments(doc: PDFDocument, attachments: Attachment[]): AttachmentPlan {
  const ctx = doc.context;
  const streamRefs = attachments.map(() => ctx.nextRef());
  const specs = attachments.map((a, i) =>
    ctx.register(
      ctx.obj({
        Type: 'Filespec',
        F: PDFString.of(asciiName(a.name).replace(/[()\\]/g, '_')),
        UF: PDFHexString.fromText(a.name),
        Desc: PDFHexString.fromText(a.description),
        EF: { F: streamRefs[i], UF: streamRefs[i] },
        AFRelationship: 'Source',
      }),
    ),
  );
  if (attachments.length > 0) {
    const order = attachments.map((a, i) => ({ a, i })).sort((x, y) => (x.a.name < y.a.name ? -1 : x.a.name > y.a.name ? 1 : 0));
    const names = ctx.obj([]) as PDFArray;
    for (const { a, i } of order) {
      names.push(PDFHexString.fromText(a.name));
      names.push(specs[i]);
    }
    const tree = ctx.register(ctx.obj({ Names: names }));
    doc.catalog.set(PDFName.of('Names'), ctx.obj({ EmbeddedFiles: tree }));
    doc.catalog.set(PDFName.of('AF'), ctx.obj(specs));
  }
  return { attachments, streamRefs };
}

async function write(out: WriteStream, chunk: Buffer | string) {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Appends the embedded files to the PDF already in `out` as an incremental update: each stream
 * object (its length in a separate object, counted while the bytes pass), a cross-reference
 * section for them and a trailer pointing back at the first one. Readers see one document.
 * `base` is what pdf-lib wrote: its length, where its cross-reference starts, and its trailer entries.
 */
export async function appendAttachments(
  out: WriteStream,
  plan: AttachmentPlan,
  base: { length: number; startxref: number; size: number; trailer: string },
  onFile: (index: number) => Promise<void> | void = () => undefined,
) {
  let offset = base.length;
  const offsets = new Map<number, number>();
  const put = async (chunk: Buffer | string) => {
    await write(out, chunk);
    offset += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'latin1') : chunk.length;
  };
  let next = base.size;
  await put('\n');
  for (let i = 0; i < plan.attachments.length; i++) {
    const a = plan.attachments[i];
    const num = plan.streamRefs[i].objectNumber;
    const lengthNum = next++;
    offsets.set(num, offset);
    await put(
      `${num} 0 obj\n<< /Type /EmbeddedFile /Subtype ${pdfName(a.mime)} /Length ${lengthNum} 0 R /Params << /ModDate (${pdfDate(a.modified)}) >> >>\nstream\n`,
    );
    const hash = crypto.createHash('sha256');
    let size = 0;
    const source = await a.open();
    for await (const chunk of source as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      await put(chunk);
    }
    const digest = hash.digest('hex');
    if (digest !== a.sha256) throw new AttachmentMismatchError(`The stored file of "${a.name}" no longer matches its SHA-256 (${a.sha256}).`);
    await put('\nendstream\nendobj\n');
    offsets.set(lengthNum, offset);
    await put(`${lengthNum} 0 obj\n${size}\nendobj\n`);
    await onFile(i);
  }
  const xref = offset;
  const nums = [...offsets.keys()].sort((x, y) => x - y);
  let table = 'xref\n';
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    table += `${nums[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) table += `${String(offsets.get(nums[k])).padStart(10, '0')} 00000 n\r\n`;
    i = j + 1;
  }
  await put(`${table}trailer\n<< /Size ${next} /Prev ${base.startxref} ${base.trailer} >>\nstartxref\n${xref}\n%%EOF\n`);
  return offset;
}
