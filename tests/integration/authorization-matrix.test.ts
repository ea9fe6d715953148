import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareScopes } from '../../src/shared/access/access-rules';
import { createPdf } from './support/make-pdf';
import { multipart } from './support/multipart';
import { createTestApp, oneDbTarget, signUp, type TestApp } from './support/test-app';

/**
 * Every API route × every kind of caller, against the answer the access policy promises.
 * Routes are listed as the app registers them (onRoute), so a route added without a line in
 * MATRIX fails this test: declare who may call it (and add the policy call to the route).
 *
 * Callers: the vehicle's owner; another signed-in user; a grantee (the vehicle shared with them,
 * every scope on — they are also the recipient of the fixture's pending transfer); a visitor with
 * no session; a token holder (no session, but holding a live share link of the vehicle).
 */
type Actor = 'owner' | 'other' | 'grantee' | 'visitor' | 'token';
const actors: Actor[] = ['visitor', 'token', 'other', 'grantee', 'owner'];

interface Fixture {
  vehicleId: string;
  photoId: string;
  documentId: string;
  shareId: string;
  token: string;
  transferId: string;
  fileUrl: string;
  sharedFileUrl: string;
  storyId: string;
  valueEntryId: string;
  gradingId: string;
  wishId: string;
  feedbackId: string;
  versionId: string;
  signatureId: string;
  taskId: string;
  calendarUrl: string;
  dossierId: string;
  recordId: string;
}

interface Row {
  url: (f: Fixture) => string;
  body?: (f: Fixture) => object | { multipart: Parameters<typeof multipart>[0] } | { pdf: Buffer };
  expect: Record<Actor, number>;
}

const signedIn = (status: number) => ({ owner: status, other: status, grantee: status, visitor: 401, token: 401 });
/** The policy for a route about one vehicle: owner ok, a stranger sees nothing, a grantee may not, no session 401. */
const ownerOnly = (status: number) => ({ owner: status, other: 404, grantee: 403, visitor: 401, token: 401 });
/** A part of the vehicle a share may name (the grantee's share names every scope): owner and grantee read it, a stranger sees nothing. */
const sharedRead = (status: number) => ({ owner: status, other: 404, grantee: status, visitor: 401, token: 401 });
/** A row of a person, not of a vehicle (a wish, feedback, a signature): to anyone else, a grantee of the owner's vehicle included, it looks missing. */
const ownRows = (status: number) => ({ owner: status, other: 404, grantee: 404, visitor: 401, token: 401 });
const anyone = (status: number) => ({ owner: status, other: status, grantee: status, visitor: status, token: status });
const pdf = () => createPdf([`Invoice ${crypto.randomUUID()}`]);

const csvForm = () => [
  { name: 'format', data: 'generic' },
  { name: 'file', filename: 'log.csv', contentType: 'text/csv', data: `date,description,cost\n2020-01-01,Oil ${crypto.randomUUID()},10\n` },
];

const MATRIX: Record<string, Row> = {
  'GET /api/health': { url: () => '/api/health', expect: anyone(200) },
  'GET /api/profile': { url: () => '/api/profile', expect: signedIn(200) },
  'PATCH /api/profile': { url: () => '/api/profile', body: () => ({ fullName: 'Renamed' }), expect: signedIn(200) },

  'GET /api/vehicles': { url: () => '/api/vehicles', expect: signedIn(200) },
  'POST /api/vehicles': { url: () => '/api/vehicles', body: () => ({ make: 'Alfa Romeo', model: 'Giulia', year: 1965 }), expect: signedIn(201) },
  'GET /api/vehicles/:id': { url: (f) => `/api/vehicles/${f.vehicleId}`, expect: ownerOnly(200) },
  'PATCH /api/vehicles/:id': { url: (f) => `/api/vehicles/${f.vehicleId}`, body: () => ({ notes: 'changed' }), expect: ownerOnly(200) },
  'DELETE /api/vehicles/:id': { url: (f) => `/api/vehicles/${f.vehicleId}`, expect: ownerOnly(204) },
  'POST /api/vehicles/:id/sell': {
    url: (f) => `/api/vehicles/${f.vehicleId}/sell`,
    body: () => ({ saleDate: '2026-01-02', salePrice: 100, buyerName: 'Dealer' }),
    expect: ownerOnly(200),
  },
  'POST /api/vehicles/:id/photos': {
    url: (f) => `/api/vehicles/${f.vehicleId}/photos`,
    body: () => ({ multipart: [{ name: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: jpeg }] }),
    expect: ownerOnly(201),
  },
  'PATCH /api/vehicles/:id/photos': { url: (f) => `/api/vehicles/${f.vehicleId}/photos`, body: (f) => ({ order: [f.photoId] }), expect: ownerOnly(200) },
  'DELETE /api/vehicles/:id/photos/:photoId': { url: (f) => `/api/vehicles/${f.vehicleId}/photos/${f.photoId}`, expect: ownerOnly(204) },
  'GET /api/vehicles/:id/photos/:photoId/:variant': { url: (f) => `/api/vehicles/${f.vehicleId}/photos/${f.photoId}/thumb`, expect: ownerOnly(200) },

  'POST /api/documents': {
    url: () => '/api/documents',
    body: (f) => ({
      multipart: [
        { name: 'vehicleId', data: f.vehicleId },
        { name: 'record', data: JSON.stringify({ title: 'Invoice', documentType: 'service' }) },
        { name: 'file', filename: 'invoice.pdf', contentType: 'application/pdf', data: pdf() },
      ],
    }),
    expect: ownerOnly(201),
  },
  'GET /api/documents': { url: () => '/api/documents', expect: signedIn(200) },
  'GET /api/documents/duplicate': { url: (f) => `/api/documents/duplicate?vehicleId=${f.vehicleId}&hash=${'a'.repeat(64)}`, expect: ownerOnly(200) },
  'GET /api/documents/:id': { url: (f) => `/api/documents/${f.documentId}`, expect: ownerOnly(200) },
  'PATCH /api/documents/:id': { url: (f) => `/api/documents/${f.documentId}`, body: () => ({ title: 'Renamed' }), expect: ownerOnly(200) },
  'DELETE /api/documents/:id': { url: (f) => `/api/documents/${f.documentId}`, expect: ownerOnly(204) },
  'GET /api/documents/:id/link': { url: (f) => `/api/documents/${f.documentId}/link`, expect: ownerOnly(200) },
  // The signed link is the permission (SPEC §7 call 5): whoever holds it reads that one file.
  'GET /api/files/*': { url: (f) => f.fileUrl, expect: anyone(200) },
  'POST /api/functions/analyze-document': {
    url: () => '/api/functions/analyze-document',
    body: (f) => ({
      pdfText: 'Werkstatt Müller GmbH Rechnung Nr. 1 Ölwechsel Gesamtbetrag 120,00 EUR Datum 01.02.2024',
      filename: 'r.pdf',
      vehicleId: f.vehicleId,
    }),
    expect: ownerOnly(200),
  },

  'POST /api/vehicles/:id/transfers': {
    url: (f) => `/api/vehicles/${f.vehicleId}/transfers`,
    body: () => ({ toEmail: 'someone-else@example.com' }),
    expect: ownerOnly(201),
  },
  'GET /api/transfers': { url: () => '/api/transfers', expect: signedIn(200) },
  'GET /api/transfers/pending': { url: () => '/api/transfers/pending', expect: signedIn(200) },
  'GET /api/transfers/previously-owned': { url: () => '/api/transfers/previously-owned', expect: signedIn(200) },
  'POST /api/transfers/:id/cancel': {
    url: (f) => `/api/transfers/${f.transferId}/cancel`,
    expect: { owner: 200, other: 404, grantee: 403, visitor: 401, token: 401 },
  },
  'POST /api/transfers/:id/decline': {
    url: (f) => `/api/transfers/${f.transferId}/decline`,
    expect: { owner: 403, other: 404, grantee: 200, visitor: 401, token: 401 },
  },
  // Only the addressee completes; to anyone else, the sender included, it looks missing.
  'POST /api/rpc/complete_vehicle_transfer': {
    url: () => '/api/rpc/complete_vehicle_transfer',
    body: (f) => ({ transfer_id: f.transferId }),
    expect: { owner: 404, other: 404, grantee: 200, visitor: 401, token: 401 },
  },

  'POST /api/vehicles/:id/shares': { url: (f) => `/api/vehicles/${f.vehicleId}/shares`, body: () => ({ kind: 'link' }), expect: ownerOnly(201) },
  'GET /api/vehicles/:id/shares': { url: (f) => `/api/vehicles/${f.vehicleId}/shares`, expect: ownerOnly(200) },
  'GET /api/shares': { url: () => '/api/shares', expect: signedIn(200) },
  'PATCH /api/shares/:id': {
    url: (f) => `/api/shares/${f.shareId}`,
    body: () => ({ scopes: ['photos'] }),
    expect: { owner: 200, other: 404, grantee: 404, visitor: 401, token: 401 },
  },
  'DELETE /api/shares/:id': { url: (f) => `/api/shares/${f.shareId}`, expect: { owner: 204, other: 404, grantee: 404, visitor: 401, token: 401 } },
  'GET /api/shared-with-me': { url: () => '/api/shared-with-me', expect: signedIn(200) },
  'GET /api/shared-with-me/:id': {
    url: (f) => `/api/shared-with-me/${f.vehicleId}`,
    expect: { owner: 404, other: 404, grantee: 200, visitor: 401, token: 401 },
  },
  // The token is the permission: whoever holds a live link sees what its scopes allow.
  'GET /api/shared/:token': { url: (f) => `/api/shared/${f.token}`, expect: anyone(200) },
  'GET /api/shared-files/:shareId/*': { url: (f) => f.sharedFileUrl, expect: anyone(200) },

  // History: a grantee reads the timeline and the value history as the share's scopes allow (cut to them); the comparison and every write are the owner's.
  'GET /api/vehicles/:vehicleId/timeline': { url: (f) => `/api/vehicles/${f.vehicleId}/timeline`, expect: sharedRead(200) },
  'GET /api/vehicles/:vehicleId/value-history': { url: (f) => `/api/vehicles/${f.vehicleId}/value-history`, expect: sharedRead(200) },
  'GET /api/vehicles/:vehicleId/comparison': { url: (f) => `/api/vehicles/${f.vehicleId}/comparison`, expect: ownerOnly(200) },
  'POST /api/vehicles/:vehicleId/value-entries': { url: (f) => `/api/vehicles/${f.vehicleId}/value-entries`, body: () => valueEntry, expect: ownerOnly(201) },
  'PUT /api/vehicles/:vehicleId/value-entries/:itemId': {
    url: (f) => `/api/vehicles/${f.vehicleId}/value-entries/${f.valueEntryId}`,
    body: () => valueEntry,
    expect: ownerOnly(200),
  },
  'DELETE /api/vehicles/:vehicleId/value-entries/:itemId': {
    url: (f) => `/api/vehicles/${f.vehicleId}/value-entries/${f.valueEntryId}`,
    expect: ownerOnly(204),
  },
  'POST /api/vehicles/:vehicleId/gradings': { url: (f) => `/api/vehicles/${f.vehicleId}/gradings`, body: () => grading, expect: ownerOnly(201) },
  'PUT /api/vehicles/:vehicleId/gradings/:itemId': {
    url: (f) => `/api/vehicles/${f.vehicleId}/gradings/${f.gradingId}`,
    body: () => grading,
    expect: ownerOnly(200),
  },
  'DELETE /api/vehicles/:vehicleId/gradings/:itemId': { url: (f) => `/api/vehicles/${f.vehicleId}/gradings/${f.gradingId}`, expect: ownerOnly(204) },

  // Stories: a grantee reads those the owner published and marked shareable; drafting and writing are the owner's.
  'GET /api/vehicles/:vehicleId/stories': { url: (f) => `/api/vehicles/${f.vehicleId}/stories`, expect: sharedRead(200) },
  'GET /api/vehicles/:vehicleId/stories/:storyId': { url: (f) => `/api/vehicles/${f.vehicleId}/stories/${f.storyId}`, expect: sharedRead(200) },
  'GET /api/vehicles/:vehicleId/story-timeline': {
    url: (f) => `/api/vehicles/${f.vehicleId}/story-timeline?from=2020-01-01&to=2024-12-31`,
    expect: ownerOnly(200),
  },
  'POST /api/vehicles/:vehicleId/stories': {
    url: (f) => `/api/vehicles/${f.vehicleId}/stories`,
    body: () => ({ title: 'Rally season' }),
    expect: ownerOnly(201),
  },
  'PUT /api/vehicles/:vehicleId/stories/:storyId': {
    url: (f) => `/api/vehicles/${f.vehicleId}/stories/${f.storyId}`,
    body: () => ({ title: 'Renamed' }),
    expect: ownerOnly(200),
  },
  'DELETE /api/vehicles/:vehicleId/stories/:storyId': { url: (f) => `/api/vehicles/${f.vehicleId}/stories/${f.storyId}`, expect: ownerOnly(204) },

  // Export and import: the owner's own records; another user's vehicle looks missing, a grantee may not take it away.
  'GET /api/export': { url: () => '/api/export', expect: signedIn(200) },
  'GET /api/vehicles/:id/export': { url: (f) => `/api/vehicles/${f.vehicleId}/export`, expect: ownerOnly(200) },
  // Without an archive every signed-in caller gets the same 400 naming the field.
  // The operator's backup of a running instance: only the token in DATA_DIR/operator.json opens it, never a session.
  'POST /api/operator/backup': { url: () => '/api/operator/backup', expect: anyone(401) },
  'POST /api/import': { url: () => '/api/import', body: () => ({ multipart: [{ name: 'note', data: 'no archive' }] }), expect: signedIn(400) },

  // CSV import: changes the vehicle's records, so the owner only (a stranger's vehicle looks missing).
  'POST /api/vehicles/:id/csv-import/preview': {
    url: (f) => `/api/vehicles/${f.vehicleId}/csv-import/preview`,
    body: () => ({ multipart: csvForm() }),
    expect: ownerOnly(200),
  },
  'POST /api/vehicles/:id/csv-import': {
    url: (f) => `/api/vehicles/${f.vehicleId}/csv-import`,
    body: () => ({ multipart: csvForm() }),
    expect: ownerOnly(200),
  },
  // An imported record: its owner reads, corrects and removes it; a grantee sees it only on the shared timeline.
  'GET /api/vehicles/:id/records/:recordId': { url: (f) => `/api/vehicles/${f.vehicleId}/records/${f.recordId}`, expect: ownerOnly(200) },
  'PUT /api/vehicles/:id/records/:recordId': {
    url: (f) => `/api/vehicles/${f.vehicleId}/records/${f.recordId}`,
    body: () => ({ kind: 'repair', date: '2024-01-02', description: 'Corrected' }),
    expect: ownerOnly(200),
  },
  'DELETE /api/vehicles/:id/records/:recordId': { url: (f) => `/api/vehicles/${f.vehicleId}/records/${f.recordId}`, expect: ownerOnly(204) },

  'POST /api/vehicles/:vehicleId/dossiers': {
    url: (f) => `/api/vehicles/${f.vehicleId}/dossiers`,
    body: () => ({ sections: ['facts'], documentTypes: [], language: 'en' }),
    expect: ownerOnly(202),
  },
  'GET /api/vehicles/:vehicleId/dossier': { url: (f) => `/api/vehicles/${f.vehicleId}/dossier`, expect: ownerOnly(200) },
  'GET /api/vehicles/:vehicleId/dossiers/:dossierId/file': { url: (f) => `/api/vehicles/${f.vehicleId}/dossiers/${f.dossierId}/file`, expect: ownerOnly(200) },

  'GET /api/wishlist': { url: () => '/api/wishlist', expect: signedIn(200) },
  'POST /api/wishlist': { url: () => '/api/wishlist', body: () => wish, expect: signedIn(201) },
  // An order must list exactly the caller's own items: the owner's one wish is not everyone's list (wishlist.test.ts reorders).
  'PUT /api/wishlist/order': { url: () => '/api/wishlist/order', body: (f) => ({ order: [f.wishId] }), expect: signedIn(400) },
  'GET /api/wishlist/:itemId': { url: (f) => `/api/wishlist/${f.wishId}`, expect: ownRows(200) },
  'PUT /api/wishlist/:itemId': { url: (f) => `/api/wishlist/${f.wishId}`, body: () => wish, expect: ownRows(200) },
  'DELETE /api/wishlist/:itemId': { url: (f) => `/api/wishlist/${f.wishId}`, expect: ownRows(204) },
  'GET /api/wishlist/:itemId/search': { url: (f) => `/api/wishlist/${f.wishId}/search`, expect: ownRows(200) },

  'GET /api/feedback': { url: () => '/api/feedback', expect: signedIn(200) },
  'POST /api/feedback': {
    url: () => '/api/feedback',
    body: () => ({
      multipart: [
        { name: 'category', data: 'idea' },
        { name: 'message', data: 'More charts' },
      ],
    }),
    expect: signedIn(201),
  },
  'GET /api/feedback/:id/screenshot': { url: (f) => `/api/feedback/${f.feedbackId}/screenshot`, expect: ownRows(200) },

  // Versions: the document's vehicle decides through the policy (the owner's working copies); signatures are a person's own rows.
  'GET /api/documents/:id/versions': { url: (f) => `/api/documents/${f.documentId}/versions`, expect: ownerOnly(200) },
  'POST /api/documents/:id/versions': { url: (f) => `/api/documents/${f.documentId}/versions`, body: () => ({ pdf: pdf() }), expect: ownerOnly(201) },
  'DELETE /api/documents/:id/versions/:versionId': { url: (f) => `/api/documents/${f.documentId}/versions/${f.versionId}`, expect: ownerOnly(204) },
  'GET /api/documents/:id/annotatable': { url: (f) => `/api/documents/${f.documentId}/annotatable`, expect: ownerOnly(200) },
  'GET /api/signatures': { url: () => '/api/signatures', expect: signedIn(200) },
  'POST /api/signatures': { url: () => '/api/signatures', body: () => signature, expect: signedIn(201) },
  'DELETE /api/signatures/:id': { url: (f) => `/api/signatures/${f.signatureId}`, expect: ownRows(204) },

  // Tasks: the caller's own rows; a task's vehicle through the policy (another user's: 404, a grantee's: 403 on a write).
  'GET /api/tasks': { url: () => '/api/tasks', expect: signedIn(200) },
  'GET /api/tasks/summary': { url: () => '/api/tasks/summary', expect: signedIn(200) },
  'POST /api/tasks': { url: () => '/api/tasks', body: (f) => ({ vehicleId: f.vehicleId, title: 'Oil change', dueDate: '2030-01-01' }), expect: ownerOnly(201) },
  'GET /api/tasks/settings': { url: () => '/api/tasks/settings', expect: signedIn(200) },
  'PATCH /api/tasks/settings': { url: () => '/api/tasks/settings', body: () => ({ dueSoonDays: 14 }), expect: signedIn(200) },
  // The secret in the address is the permission (a calendar client sends no cookie); listed before the
  // rotation below, which ends the shared fixture's address.
  'GET /api/calendar/:file': { url: (f) => f.calendarUrl, expect: anyone(200) },
  'POST /api/tasks/settings/calendar': { url: () => '/api/tasks/settings/calendar', expect: signedIn(200) },
  'GET /api/tasks/:taskId': { url: (f) => `/api/tasks/${f.taskId}`, expect: ownRows(200) },
  'PUT /api/tasks/:taskId': { url: (f) => `/api/tasks/${f.taskId}`, body: (f) => ({ vehicleId: f.vehicleId, title: 'Renamed' }), expect: ownRows(200) },
  'DELETE /api/tasks/:taskId': { url: (f) => `/api/tasks/${f.taskId}`, expect: ownRows(204) },
  'POST /api/tasks/:taskId/complete': { url: (f) => `/api/tasks/${f.taskId}/complete`, body: () => ({ date: '2026-01-02' }), expect: ownRows(200) },
  // Reopening an open task is a conflict for its owner; to anyone else it does not exist.
  'POST /api/tasks/:taskId/reopen': { url: (f) => `/api/tasks/${f.taskId}/reopen`, expect: ownRows(409) },

  // Which sign-in buttons to show: asked before anyone signs in.
  'GET /api/auth-methods': { url: () => '/api/auth-methods', expect: anyone(200) },
};

/** Not vehicle data: better-auth's own endpoints, the API docs and the SPA's pages. */
const OUT_OF_SCOPE = [/^\/api\/auth\//, /^\/api\/docs/, /^\*$/, /^\/$/];

const valueEntry = { kind: 'estimate', date: '2024-01-01', amount: 10_000_000, currency: 'EUR' };
const grading = { scale: 'hagerty', grade: 2, date: '2024-01-01' };
const wish = { make: 'Lancia', model: 'Fulvia' };
const signature = { description: 'My signature', data: Buffer.from('signature strokes').toString('base64') };

let jpeg: Buffer;

// On one engine: the policy is the server's, and each run makes some sixty fixtures (72 s of a CI run for both).
describe.each([oneDbTarget])('authorization matrix on %s', (target) => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  const users = {} as Record<'owner' | 'other' | 'grantee', Awaited<ReturnType<typeof signUp>>>;

  const call = (actor: Actor, f: Fixture, method: string, row: Row) => {
    const headers: Record<string, string> = {};
    if (actor === 'owner' || actor === 'other' || actor === 'grantee') headers.cookie = users[actor].cookie;
    if (actor === 'token') headers['x-share-token'] = f.token;
    const body = row.body?.(f);
    if (body && 'pdf' in body) {
      return t.app.inject({
        method: method as 'POST',
        url: row.url(f),
        headers: { ...headers, 'content-type': 'application/pdf' },
        payload: body.pdf as Buffer,
      });
    }
    if (body && 'multipart' in body) {
      const form = multipart(body.multipart as Parameters<typeof multipart>[0]);
      return t.app.inject({ method: method as 'POST', url: row.url(f), headers: { ...headers, ...form.headers }, payload: form.payload });
    }
    return t.app.inject({ method: method as 'POST', url: row.url(f), headers, payload: body });
  };

  async function fixture(): Promise<Fixture> {
    const owner = { cookie: users.owner.cookie };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: owner, payload });
    const vehicleId = (await post('/api/vehicles', { make: 'Porsche', model: '356', year: 1958 })).json().id as string;
    const form = multipart([{ name: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const withPhoto = await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${vehicleId}/photos`,
      headers: { ...owner, ...form.headers },
      payload: form.payload,
    });
    const documentId = crypto.randomUUID();
    const key = `${users.owner.userId}/${documentId}.pdf`;
    const body = pdf();
    await t.app.storage.put(key, body, 'application/pdf');
    await t.app.db
      .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash)
      values (${documentId}, ${vehicleId}, ${users.owner.userId}, 'Receipt', 'receipt', '2024-01-01', 'r.pdf', ${key}, ${body.length}, ${crypto.createHash('sha256').update(body).digest('hex')})`);
    const shareId = (await post(`/api/vehicles/${vehicleId}/shares`, { kind: 'person', email: users.grantee.email, scopes: [...shareScopes] })).json().share
      .id as string;
    const token = (await post(`/api/vehicles/${vehicleId}/shares`, { kind: 'link', scopes: [...shareScopes] })).json().token as string;
    const view = (await t.app.inject(`/api/shared/${token}`)).json();
    // The transfer is of a second vehicle, so that the first can still start one.
    const otherCar = (await post('/api/vehicles', { make: 'Porsche', model: '912', year: 1966 })).json().id as string;
    const transferId = (await post(`/api/vehicles/${otherCar}/transfers`, { toEmail: users.grantee.email })).json().id as string;
    const fileUrl = (await t.app.inject({ url: `/api/documents/${documentId}/link`, headers: owner })).json().url as string;
    const id = async (res: Promise<{ statusCode: number; body: string; json: () => { id: string } }>) => {
      const r = await res;
      if (r.statusCode !== 201) throw new Error(`fixture: ${r.body}`);
      return r.json().id;
    };
    const storyId = await id(post(`/api/vehicles/${vehicleId}/stories`, { title: 'The first rally', status: 'published', shareable: true }));
    const valueEntryId = await id(post(`/api/vehicles/${vehicleId}/value-entries`, valueEntry));
    const gradingId = await id(post(`/api/vehicles/${vehicleId}/gradings`, grading));
    const wishId = await id(post('/api/wishlist', wish));
    const shot = multipart([
      { name: 'category', data: 'praise' },
      { name: 'message', data: 'Lovely' },
      { name: 'screenshot', filename: 's.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    const feedbackId = await id(t.app.inject({ method: 'POST', url: '/api/feedback', headers: { ...owner, ...shot.headers }, payload: shot.payload }));
    const versionId = await id(
      t.app.inject({ method: 'POST', url: `/api/documents/${documentId}/versions`, headers: { ...owner, 'content-type': 'application/pdf' }, payload: pdf() }),
    );
    // At most five signatures a user: each fixture starts from none.
    const kept = (await t.app.inject({ url: '/api/signatures', headers: owner })).json() as { id: string }[] | { signatures: { id: string }[] };
    for (const s of Array.isArray(kept) ? kept : kept.signatures) await t.app.inject({ method: 'DELETE', url: `/api/signatures/${s.id}`, headers: owner });
    const signatureId = await id(post('/api/signatures', signature));
    const taskId = await id(post('/api/tasks', { vehicleId, title: 'Brake fluid', dueDate: '2030-01-01', recurMonths: 24 }));
    const calendarUrl = new URL((await t.app.inject({ url: '/api/tasks/settings', headers: owner })).json().calendarUrl as string).pathname;
    // A finished dossier, as its job leaves it: the file in storage and its row marked ready.
    const dossierId = crypto.randomUUID();
    const dossierKey = `dossiers/${users.owner.userId}/${vehicleId}/${dossierId}.pdf`;
    const dossierPdf = pdf();
    await t.app.storage.put(dossierKey, dossierPdf, 'application/pdf');
    await t.app.db
      .execute(sql`insert into dossiers (id, vehicle_id, user_id, status, language, options, file_key, file_name, file_size, page_count, finished_at)
      values (${dossierId}, ${vehicleId}, ${users.owner.userId}, 'ready', 'en', ${JSON.stringify({ sections: ['facts'], documentTypes: [], language: 'en' })}::jsonb, ${dossierKey}, 'd.pdf', ${dossierPdf.length}, 1, now())`);
    const recordId = crypto.randomUUID();
    await t.app.db.execute(sql`insert into vehicle_records (id, vehicle_id, user_id, kind, record_date, description, currency, source)
      values (${recordId}, ${vehicleId}, ${users.owner.userId}, 'service', '2024-01-01', 'Oil change', 'EUR', 'csv')`);
    return {
      recordId,
      taskId,
      calendarUrl,
      vehicleId,
      photoId: withPhoto.json().photos[0].id,
      documentId,
      shareId,
      token,
      transferId,
      fileUrl,
      sharedFileUrl: view.documents[0].file.url,
      storyId,
      valueEntryId,
      gradingId,
      wishId,
      feedbackId,
      versionId,
      signatureId,
      dossierId,
    };
  }

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    t = await createTestApp(target, {}, undefined, (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
    users.owner = await signUp(t.app, { name: 'Owner' });
    users.other = await signUp(t.app, { name: 'Other' });
    users.grantee = await signUp(t.app, { name: 'Grantee' });
  });
  afterAll(() => t?.close());

  it('declares an expectation for every registered route', () => {
    expect(routes.length).toBeGreaterThan(35);
    const undeclared = routes.filter((r) => !OUT_OF_SCOPE.some((p) => p.test(r.url)) && !MATRIX[`${r.method} ${r.url}`]).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes without a line in MATRIX (authorization-matrix.test.ts)').toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(
      Object.keys(MATRIX).filter((k) => !registered.has(k)),
      'MATRIX lines for routes that do not exist',
    ).toEqual([]);
  });

  it('answers every route × caller as declared', { timeout: 600_000 }, async () => {
    const shared = await fixture();
    const failures: string[] = [];
    // A write that succeeded may change what the next caller finds: the next write gets a fresh
    // vehicle. A refused one changed nothing (that is what refusing means), so its vehicle serves on.
    let untouched: Fixture | undefined;
    for (const [key, row] of Object.entries(MATRIX)) {
      const method = key.split(' ')[0];
      for (const actor of actors) {
        const f = method === 'GET' ? shared : (untouched ??= await fixture());
        const res = await call(actor, f, method, row);
        if (method !== 'GET' && res.statusCode < 400) untouched = undefined;
        if (res.statusCode !== row.expect[actor])
          failures.push(`${key} as ${actor}: ${res.statusCode} (expected ${row.expect[actor]}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
