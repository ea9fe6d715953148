import type { FastifyRequest } from 'fastify';
import { OTHER_LIMIT_MB } from '../../../shared/documents/upload-rules';
import { AppError } from '../../http/app-error';

export interface UploadParts {
  file?: { name: string; mime: string; body: Buffer; truncated: boolean };
  fields: Record<string, string>;
}

/**
 * Reads `POST /api/documents`' multipart body: one `file` and text fields, in any order. A file
 * over the largest limit is cut off by the parser rather than buffered whole; it is then refused
 * by the size rule with SPEC's message.
 */
// throwFileSizeLimit: false marks an oversized file as truncated instead of failing the whole request.
const partsOptions = { throwFileSizeLimit: false, limits: { fileSize: OTHER_LIMIT_MB * 1024 * 1024, files: 1, fieldSize: 4 * 1024 * 1024 } } as Parameters<FastifyRequest['parts']>[0];

export async function readUpload(request: FastifyRequest): Promise<UploadParts> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', { status: 415, message: 'Send the document as multipart/form-data.' });
  const out: UploadParts = { fields: {} };
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
