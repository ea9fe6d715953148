import type { FastifyRequest } from 'fastify';
import { IMAGE_LIMIT_MB } from '../../../shared/documents/upload-rules';
import { AppError } from '../../http/app-error';
import { fieldValue, multipartParts, readFilePart } from '../../intake/read-multipart';

export interface FeedbackForm {
  fields: Record<string, string>;
  screenshot?: { name: string; mime: string; body: Buffer; truncated: boolean };
}

// An oversized screenshot is cut off at one byte over the limit (not buffered whole) and then refused by the size rule.
const options = { throwFileSizeLimit: false, limits: { fileSize: IMAGE_LIMIT_MB * 1024 * 1024 + 1, files: 1, fields: 10, fieldSize: 64 * 1024 } } as Parameters<
  FastifyRequest['parts']
>[0];

/** The feedback form as multipart: its text fields and at most one `screenshot` file, in any order. */
export async function readFeedbackForm(request: FastifyRequest): Promise<FeedbackForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', { status: 415, message: 'Send the feedback as multipart/form-data.' });
  const form: FeedbackForm = { fields: {} };
  for await (const part of multipartParts(request, options)) {
    if (part.type === 'file') {
      const { body, truncated } = await readFilePart(part);
      if (part.fieldname === 'screenshot' && !form.screenshot && (part.filename || body.length)) {
        form.screenshot = { name: part.filename, mime: part.mimetype, body, truncated };
      }
    } else {
      form.fields[part.fieldname] = fieldValue(part.value, `body.${part.fieldname}`);
    }
  }
  return form;
}
