import type { FastifyInstance } from 'fastify';
import { findNul } from '../../shared/http/find-nul';
import { AppError } from './app-error';

export const NUL_MESSAGE = 'must not contain a NUL character';

/** The 400 of decision 013 for a NUL byte in `path`: the same shape as a validation error. */
export function nulError(path: string): AppError {
  return new AppError('validation_failed', { status: 400, message: `Invalid input: ${path}`, issues: [{ path, message: NUL_MESSAGE }] });
}

/**
 * Decision 013: the one door for NUL bytes. Every route's path parameters, query and parsed body
 * are looked at before validation, so no handler and no query ever sees one (multipart fields
 * are checked where they are read, in read-multipart.ts and read-feedback-form.ts).
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findNul(request.params, 'params') ??
      findNul(request.query, 'querystring') ??
      // Parsed bodies only (JSON, forms): a raw text or PDF body is its route's to judge (a 415).
      (typeof request.body === 'object' ? findNul(request.body, 'body') : null);
    if (found) throw nulError(found);
  });
}
