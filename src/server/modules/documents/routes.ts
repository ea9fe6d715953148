import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  duplicateAnswerSchema,
  duplicateQuerySchema,
  signedLinkSchema,
} from '../../../shared/documents/document-api';
import { documentRecordSchema } from '../../../shared/documents/document-record';
import { authorizeVehicle } from '../../access/authorize';
import { requireUser } from '../../auth/require-user';
import { cachedAnswer, keptValue } from '../../cache/content-cache';
import { isDateOrderPage, isDateOrderSearch } from '../../../shared/documents/library-filter';
import { searchKey } from '../../../shared/documents/search-key';
import { sendPreparedJson } from '../../http/prepared-json';
import { AppError } from '../../http/app-error';
import { nulError } from '../../http/reject-nul';
import { findNul } from '../../../shared/http/find-nul';
import { linkSecret } from '../../storage/link-secret';
import { createSignedLink } from '../../storage/signed-link';
import { saveReceived } from '../../intake/receive-document';
import { readMultipart } from '../../intake/read-multipart';
import { listDocuments, loadLibraryIndex, pageFromIndex } from './list-documents';
import { presentDocument } from './present-document';
import { searchDocuments } from './search-documents';
import { loadSearchMatches, searchPageFromMatches } from './search-matches';
import { chooseSearch } from './search-statistics';
import { deleteDocument, findDuplicate, requireOwnDocument, updateDocument, vehicleOfDocument } from './service';

const tags = ['documents'];
const params = z.object({ id: z.string().min(1).max(64) });
const patchSchema = documentRecordSchema.partial();

function parseRecord(raw: string | undefined) {
  if (raw === undefined) throw AppError.badRequest('Invalid input: record', [{ path: 'record', message: 'is required' }]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw AppError.badRequest('Invalid input: record', [{ path: 'record', message: 'must be JSON' }]);
  }
  const nul = findNul(json, 'record');
  if (nul) throw nulError(nul);
  const parsed = documentRecordSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: ['record', ...i.path].join('.'), message: i.message }));
    throw AppError.badRequest(`Invalid input: ${issues.map((i) => i.path).join(', ')}`, issues);
  }
  return parsed.data;
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = linkSecret(app.config);

  app.post(
    '/api/documents',
    {
      schema: {
        tags,
        summary: 'Save a document (SPEC §7 step 2)',
        description:
          'multipart/form-data with `vehicleId`, `record` (JSON) and either `intakeToken` — the file the analysis received and keeps ' +
          '(decision 008) — or the `file` itself (then optionally `text`, its text; otherwise the server reads it in the background).',
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => {
      const me = await requireUser(request);
      const { file, fields } = await readMultipart(request);
      const token = fields.intakeToken?.trim();
      if (!file && !token) throw AppError.badRequest('Invalid input: file', [{ path: 'file', message: 'send the file or the intakeToken of its analysis' }]);
      if (!fields.vehicleId) throw AppError.badRequest('Invalid input: vehicleId', [{ path: 'vehicleId', message: 'is required' }]);
      await authorizeVehicle(request, 'write', fields.vehicleId.slice(0, 64));
      const record = parseRecord(fields.record);
      const source = token ? { token } : { file: file!, text: fields.text };
      const row = await saveReceived(app.intake, { userId: me.id, vehicleId: fields.vehicleId, record, source });
      return reply.status(201).send(presentDocument(row, secret));
    },
  );

  app.get('/api/documents', { schema: { tags, querystring: documentListQuerySchema, response: { 200: documentListSchema } } }, async (request, reply) => {
    const me = await requireUser(request);
    // Kept per query while the user's documents are unchanged: the library's first page at once,
    // any other page, filter or search once it is asked a second time (gone back to).
    const { vehicleId, type, from, to, q, offset } = request.query;
    const landing = !vehicleId && !type && !from && !to && !q && offset === 0;
    // A page in date order without a search word is cut from the whole library held in memory,
    // once the library is asked twice without a change in between (paging and filtering): one
    // statement per change instead of one per page. While it is being read (a second or more at
    // 50,000 documents on a loaded machine), pages come from PostgreSQL's other connections
    // rather than waiting for it: every page asked meanwhile waited, and made the list's p99.
    // PGlite's one session would only queue them behind the read.
    const whileReading = app.config.DATABASE_URL ? 'skip' : 'wait';
    const build = async () => {
      if (isDateOrderPage(request.query)) {
        const index = await keptValue(
          app.db,
          'documents',
          me.id,
          'library',
          () => loadLibraryIndex(app.db, me.id),
          // A library too large to hold even by its facts is known as such (null) until it changes.
          (i) => i?.bytes ?? 0,
          'on-repeat',
          whileReading,
        );
        if (index) return pageFromIndex(app.db, me.id, index, request.query);
      }
      // A search in date order is cut from the word's matches held in memory, once the word is
      // asked twice without a change in between (paging through it, narrowing it by vehicle or
      // type) — at its first asking already when the word is rare enough that reading its matches
      // costs no more than the page's walk would (search-statistics.ts), and that asking answers
      // from them. While they are being read, other pages come from PostgreSQL's other
      // connections; on PGlite's one session such a page would only queue behind the read, so it
      // waits for them.
      const word = q?.trim();
      if (word && isDateOrderSearch(request.query)) {
        const key = searchKey(word);
        const choice = await chooseSearch(app.db, me.id, key, request.query);
        const matches = await keptValue(
          app.db,
          'documents',
          me.id,
          `search\u0000${key}`,
          () => loadSearchMatches(app.db, me.id, key),
          (m) => m.bytes,
          choice.rare ? 'always' : 'on-repeat',
          choice.rare && whileReading === 'skip' ? 'skip-others' : whileReading,
        );
        if (matches) return searchPageFromMatches(app.db, me.id, matches, { ...request.query, q: word });
        return searchDocuments(app.db, me.id, { ...request.query, q: word }, choice.plan);
      }
      return listDocuments(app.db, me.id, request.query);
    };
    const body = await cachedAnswer(app.db, 'documents', me.id, request.query, build, landing ? 'always' : 'on-repeat');
    return sendPreparedJson(request, reply, body);
  });

  app.get(
    '/api/documents/duplicate',
    {
      schema: {
        tags,
        summary: 'SPEC §7 call 10: is this file already stored for this vehicle?',
        querystring: duplicateQuerySchema,
        response: { 200: duplicateAnswerSchema },
      },
    },
    async (request) => {
      const { me } = await authorizeVehicle(request, 'read', request.query.vehicleId);
      return { duplicate: await findDuplicate(app.db, me.id, request.query.vehicleId, request.query.hash) };
    },
  );

  app.get('/api/documents/:id', { schema: { tags, params, response: { 200: documentSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'read', await vehicleOfDocument(app.db, request.params.id));
    return presentDocument(await requireOwnDocument(app.db, me.id, request.params.id), secret);
  });

  app.patch('/api/documents/:id', { schema: { tags, params, body: patchSchema, response: { 200: documentSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'write', await vehicleOfDocument(app.db, request.params.id));
    return presentDocument(await updateDocument(app.db, me.id, request.params.id, request.body), secret);
  });

  app.delete('/api/documents/:id', { schema: { tags, params } }, async (request, reply) => {
    const { me } = await authorizeVehicle(request, 'write', await vehicleOfDocument(app.db, request.params.id));
    await deleteDocument(app.db, app.storage, me.id, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/documents/:id/link', { schema: { tags, params, response: { 200: signedLinkSchema } } }, async (request) => {
    const { me } = await authorizeVehicle(request, 'read', await vehicleOfDocument(app.db, request.params.id));
    const row = await requireOwnDocument(app.db, me.id, request.params.id);
    return createSignedLink(secret, row.fileUrl);
  });
};
