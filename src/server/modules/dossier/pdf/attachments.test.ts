import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendAttachments, AttachmentMismatchError, planAttachments, type Attachment } from './attachments';
import { writePdf } from './write-pdf';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const file = (name: string, body: Buffer, claimed = sha(body)): Attachment => ({
  name,
  description: `The file ${name}`,
  mime: 'application/octet-stream',
  sha256: claimed,
  modified: new Date('2020-01-02T00:00:00Z'),
  open: async () => Readable.from([body.subarray(0, 3), body.subarray(3)]),
});

async function write(attachments: Attachment[]) {
  const doc = await PDFDocument.create();
  doc.addPage();
  const plan = planAttachments(doc, attachments);
  const out = path.join(os.tmpdir(), `attach-${crypto.randomUUID()}.pdf`);
  const stream = fs.createWriteStream(out);
  try {
    const base = await writePdf(stream, doc);
    await appendAttachments(stream, plan, { ...base, trailer: `/Root ${doc.context.trailerInfo.Root!.toString()}` });
    stream.end();
    await once(stream, 'finish');
    return fs.readFileSync(out);
  } finally {
    stream.destroy();
    fs.rmSync(out, { force: true });
  }
}

describe('embedded files appended as an incremental update', () => {
  it('streams each file into the PDF, where pdf.js finds it byte for byte', async () => {
    const a = crypto.randomBytes(5000);
    const b = Buffer.from('Grüße aus der Werkstatt');
    const pdf = await write([file('2 Rechnung Müller.pdf', b), file('1 scan.jpg', a)]);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
    const found = Object.values((await doc.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>);
    expect(found.map((f) => f.filename).sort()).toEqual(['1 scan.jpg', '2 Rechnung Müller.pdf']);
    expect(sha(Buffer.from(found.find((f) => f.filename === '1 scan.jpg')!.content))).toBe(sha(a));
    expect(Buffer.from(found.find((f) => f.filename.startsWith('2'))!.content).toString()).toBe('Grüße aus der Werkstatt');
    expect(doc.numPages).toBe(1);
    await doc.destroy();
  });

  it('refuses a file that no longer has the checksum the index prints', async () => {
    await expect(write([file('1 a.pdf', Buffer.from('changed'), sha(Buffer.from('original')))])).rejects.toBeInstanceOf(AttachmentMismatchError);
  });
});
