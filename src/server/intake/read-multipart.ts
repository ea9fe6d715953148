import type { FastifyRequest } from 'fastify';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { OTHER_LIMIT_MB } from '../../shared/documents/upload-rules';
import { AppError } from '../http/app-error';
import { nulError } from '../http/reject-nul';

export interface ReceivedFile {
  name: string;
  mime: string;
  body: Buffer;
  /** Cut off at the largest limit: SPEC §5's size rule then refuses it with SPEC's message. */
  truncated: boolean;
}

export interface MultipartBody {
  file?: ReceivedFile;
  fields: Record<string, string>;
}

export const MALFORMED_MULTIPART = 'The upload is not valid multipart/form-data or was cut off.';

/**
 * Decision 013: the parser's complaints about the body itself (no boundary, no closing boundary,
 * a body cut off) are the sender's fault, answered 400 on every upload route. The limits'
 * errors (413) and our own keep their status.
 */
function malformed(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new AppError('malformed_multipart', { status: 400, message: MALFORMED_MULTIPART, issues: [{ path: 'body', message: MALFORMED_MULTIPART }] });
}

/** `request.parts()` with the body's own faults turned into 400s. */
export async function* multipartParts(request: FastifyRequest, options: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts(options)[Symbol.asyncIterator]();
  } catch (error) {
    throw malformed(error);
  }
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw malformed(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A file part read whole (up to the parser's limit); a body cut off inside it is a 400. */
export async function readFilePart(part: MultipartFile): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw malformed(error);
  }
  return { body: Buffer.concat(chunks), truncated: part.file.truncated };
}

/** A text field's value; a NUL in it is refused naming `path` (decision 013). */
export function fieldValue(value: unknown, path: string): string {
  const text = String(value ?? '');
  if (text.includes('\0')) throw nulError(path);
  return text;
}

// throwFileSizeLimit: false marks an oversized file as truncated instead of failing the whole request.
const partsOptions = { throwFileSizeLimit: false, limits: { fileSize: OTHER_LIMIT_MB * 1024 * 1024, files: 1, fieldSize: 4 * 1024 * 1024 } } as Parameters<
  FastifyRequest['parts']
>[0];

/**
 * The one multipart reader of the document routes: one `file` and text fields, in any order. A
 * file over the largest limit is cut off by the parser rather than buffered whole; other file
 * parts are drained and ignored.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', { status: 415, message: 'Send the document as multipart/form-data.' });
  const out: MultipartBody = { fields: {} };
  for await (const part of multipartParts(request, partsOptions)) {
    if (part.type === 'file') {
      const read = await readFilePart(part);
      if (part.fieldname !== 'file' || out.file) continue;
      out.file = { name: part.filename, mime: part.mimetype, ...read };
    } else {
      out.fields[part.fieldname] = fieldValue(part.value, part.fieldname);
    }
  }
  return out;
}
