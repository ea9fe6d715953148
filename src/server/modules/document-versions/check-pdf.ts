import { sniffType } from '../../../shared/documents/upload-rules';
import { VERSION_MESSAGES } from '../../../shared/documents/document-versions-api';
import { AppError } from '../../http/app-error';

const badPdf = (message: string, code = 'invalid_pdf') => new AppError(code, { status: 400, message });

/**
 * An annotated PDF sent by the viewer must open: pdf.js reads it here the way the viewer will,
 * so a truncated or garbled upload is refused instead of becoming a version nobody can open.
 */
export async function checkPdf(body: Buffer): Promise<{ pageCount: number }> {
  if (body.length === 0 || sniffType(body.subarray(0, 16)) !== 'pdf') throw badPdf(VERSION_MESSAGES.notPdf);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']> | undefined;
  try {
    // A copy: pdf.js transfers the bytes it is given, and the caller still stores them.
    doc = await pdfjs.getDocument({ data: new Uint8Array(body), isEvalSupported: false, verbosity: 0, stopAtErrors: true }).promise;
    await doc.getPage(1);
    return { pageCount: doc.numPages };
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw badPdf(VERSION_MESSAGES.encrypted, 'encrypted_pdf');
    throw badPdf(VERSION_MESSAGES.unreadable);
  } finally {
    await doc?.destroy();
  }
}
