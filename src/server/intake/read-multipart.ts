import type { FastifyRequest } from 'fastify';
import { OTHER_LIMIT_MB } from '../../shared/documents/upload-rules';
import { AppError } from '../http/app-error';

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

// throwFileSizeLimit: false marks an oversized file as truncated instead of failing the whole request.
const partsOptions = { throwFileSizeLimit: false, limits: { fileSize: OTHER_LIMIT_MB * 1024 * 1024, files: 1, fieldSize: 4 * 1024 * 1024 } } as Parameters<FastifyRequest['parts']>[0];

/**
 * The one multipart reader of the document routes: one `file` and text fields, in any order. A
 * file over the largest limit is cut off by the parser rather than buffered whole; other file
 * parts are drained and ignored.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', { status: 415, message: 'Send the document as multipart/form-data.' });
  const out: MultipartBody = { fields: {} };
  for await (const part of request.parts(partsOptions)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || out.file) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      out.file = { name: part.filename, mime: part.mimetype, body: Buffer.concat(chunks), truncated: part.file.truncated };
    } else {
      out.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return out;
}
