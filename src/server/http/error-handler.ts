import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { loggableError } from './loggable-error';

/**
 * The one place errors become responses: `{ code, message, issues? }`. Anything that is not an
 * AppError or a known Fastify client error is logged and answered as a plain 500, with no stack.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const fields = issues.map((i) => i.path).join(', ');
      return reply.status(400).send({ code: 'validation_failed', message: `Invalid input: ${fields}`, issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 'payload_too_large', message: 'The request is too large.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status === 415 ? 'unsupported_media_type' : 'bad_request', message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'not_found', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
