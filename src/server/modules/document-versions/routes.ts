import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSignatureSchema,
  documentVersionListSchema,
  documentVersionSchema,
  MAX_VERSION_BYTES,
  savedSignatureListSchema,
  savedSignatureSchema,
  VERSION_MESSAGES,
} from '../../../shared/documents/document-versions-api';
import { extensionOf } from '../../../shared/documents/upload-rules';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { linkSecret } from '../../storage/link-secret';
import { requireDocumentAccess } from './document-access';
import { deleteSignature, listSignatures, saveSignature } from './signatures';
import { createVersion, deleteVersion, listVersions, presentVersion } from './service';
import { wrapImageInPdf } from './wrap-image';

const tags = ['document versions'];
const id = z.string().min(1).max(64);
const docParams = z.object({ id });
const versionParams = z.object({ id, versionId: id });

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Annotated versions of a document (the original never changes) and the signatures a user keeps
 * for the PDF viewer. Thin: authenticate, validate, call the service, present.
 */
export const documentVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = linkSecret(app.config);
  // The viewer sends the annotated PDF as it is; the parser is scoped to this plugin.
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_VERSION_BYTES }, (_request, body, done) => done(null, body));

  app.get('/api/documents/:id/versions', { schema: { tags, params: docParams, response: { 200: documentVersionListSchema } } }, async (request) => {
    const me = await requireUser(request);
    return (await listVersions(app.db, me, request.params.id)).map((row) => presentVersion(row, secret));
  });

  app.post(
    '/api/documents/:id/versions',
    {
      schema: {
        tags,
        summary: 'Save annotations: the annotated PDF (body, application/pdf) becomes a new version',
        params: docParams,
        response: { 201: documentVersionSchema },
      },
      bodyLimit: MAX_VERSION_BYTES,
    },
    async (request, reply) => {
      const me = await requireUser(request);
      if (!request.headers['content-type']?.startsWith('application/pdf') || !Buffer.isBuffer(request.body)) {
        throw new AppError('unsupported_media_type', { status: 415, message: VERSION_MESSAGES.notPdf });
      }
      const row = await createVersion(app.db, app.storage, { me, documentId: request.params.id, body: request.body });
      return reply.status(201).send(presentVersion(row, secret));
    },
  );

  app.delete('/api/documents/:id/versions/:versionId', { schema: { tags, params: versionParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteVersion(app.db, app.storage, me, request.params.id, request.params.versionId);
    return reply.status(204).send();
  });

  app.get(
    '/api/documents/:id/annotatable',
    { schema: { tags, summary: 'The original as a PDF the viewer can annotate: a JPEG or PNG scan wrapped in a one-page PDF', params: docParams } },
    async (request, reply) => {
      const me = await requireUser(request);
      const document = await requireDocumentAccess(app.db, me, 'read', request.params.id);
      const ext = extensionOf(document.fileUrl);
      if (ext === 'pdf')
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .send(await app.storage.get(document.fileUrl));
      if (!['jpg', 'jpeg', 'png'].includes(ext)) throw new AppError('not_annotatable', { status: 415, message: VERSION_MESSAGES.notAnnotatable });
      let pdf: Buffer;
      try {
        pdf = await wrapImageInPdf(await readAll(await app.storage.get(document.fileUrl)));
      } catch (error) {
        throw new AppError('invalid_image', { status: 422, message: 'The image could not be read.', cause: error });
      }
      return reply.type('application/pdf').header('cache-control', 'private, no-store').send(pdf);
    },
  );

  app.get('/api/signatures', { schema: { tags, response: { 200: savedSignatureListSchema } } }, async (request) => {
    const me = await requireUser(request);
    return listSignatures(app.db, me.id);
  });

  app.post('/api/signatures', { schema: { tags, body: createSignatureSchema, response: { 201: savedSignatureSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    return reply.status(201).send(await saveSignature(app.db, me.id, request.body));
  });

  app.delete('/api/signatures/:id', { schema: { tags, params: docParams } }, async (request, reply) => {
    const me = await requireUser(request);
    await deleteSignature(app.db, me.id, request.params.id);
    return reply.status(204).send();
  });
};
