import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryptedPdf } from './support/encrypted-pdf';
import { createPdf } from './support/make-pdf';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents');
const originalPdf = fs.readFileSync(path.join(fixtures, 'doc_002.pdf'));
const scanJpg = fs.readFileSync(path.join(fixtures, 'doc_002_scan.jpg'));
const annotatedPdf = createPdf(['Annotated copy']);
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('document versions and saved signatures on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let pdfDoc: string;
  let car: string;
  let scanDoc: string;
  const as = (who: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const postPdf = (who: User, docId: string, body: Buffer, type = 'application/pdf') =>
    t.app.inject({ method: 'POST', url: `/api/documents/${docId}/versions`, headers: { cookie: who.cookie, 'content-type': type }, payload: body });
  const readFile = async (url: string) => (await t.app.inject(url)).rawPayload;
  const upload = async (who: User, vehicleId: string, body: Buffer, name: string, type: string) => {
    const { payload, headers } = multipart([
      { name: 'vehicleId', data: vehicleId },
      { name: 'record', data: JSON.stringify({ documentType: 'service' }) },
      { name: 'file', filename: name, contentType: type, data: body },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: who.cookie } });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice Annotator' });
    bob = await signUp(t.app, { name: 'Bob' });
    car = (await as(alice, 'POST', '/api/vehicles', { make: 'BMW', model: '2002 tii', year: 1973 })).json().id as string;
    pdfDoc = await upload(alice, car, originalPdf, 'invoice.pdf', 'application/pdf');
    scanDoc = await upload(alice, car, scanJpg, 'scan.jpg', 'image/jpeg');
  });
  afterAll(() => t?.close());

  it('saves an annotated PDF as a new version, listed with date and author, and never changes the original', async () => {
    const before = (await as(alice, 'GET', `/api/documents/${pdfDoc}`)).json();
    const res = await postPdf(alice, pdfDoc, annotatedPdf);
    expect(res.statusCode).toBe(201);
    const version = res.json();
    expect(version).toMatchObject({
      documentId: pdfDoc,
      author: { id: alice.userId, name: 'Alice Annotator' },
      fileSize: annotatedPdf.length,
      fileHash: sha256(annotatedPdf),
    });
    expect(Date.parse(version.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(sha256(await readFile(version.fileUrl))).toBe(sha256(annotatedPdf));

    const list = (await as(alice, 'GET', `/api/documents/${pdfDoc}/versions`)).json();
    expect(list.map((v: { id: string }) => v.id)).toEqual([version.id]);
    const after = (await as(alice, 'GET', `/api/documents/${pdfDoc}`)).json();
    expect(after.fileHash).toBe(before.fileHash);
    expect(sha256(await readFile(after.fileUrl))).toBe(sha256(originalPdf));
  });

  it('keeps the duplicate rule on originals only: the same annotated bytes may be saved twice', async () => {
    expect((await postPdf(alice, pdfDoc, annotatedPdf)).statusCode).toBe(201);
    const dup = await as(alice, 'GET', `/api/documents/duplicate?vehicleId=${car}&hash=${sha256(annotatedPdf)}`);
    expect(dup.statusCode, dup.body).toBe(200);
    expect(dup.json().duplicate).toBeNull();
  });

  it('refuses what is not a readable PDF, and stores nothing', async () => {
    const count = async () => (await as(alice, 'GET', `/api/documents/${pdfDoc}/versions`)).json().length as number;
    const n = await count();
    const broken = await postPdf(alice, pdfDoc, Buffer.from('%PDF-1.7\nthis is not a pdf at all\n'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The PDF could not be read.');
    const notPdf = await postPdf(alice, pdfDoc, scanJpg);
    expect(notPdf.json()).toMatchObject({ message: 'The annotated file is not a PDF.' });
    expect((await postPdf(alice, pdfDoc, Buffer.from('x\0y'), 'text/plain')).statusCode).toBe(415);
    const locked = await postPdf(alice, pdfDoc, createEncryptedPdf());
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ code: 'encrypted_pdf', message: 'This PDF is password-protected.' });
    const huge = await postPdf(alice, pdfDoc, Buffer.concat([annotatedPdf, Buffer.alloc(16 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(await count()).toBe(n);
  });

  it("answers 404 for another user's document or version, and lets no one else delete", async () => {
    const [version] = (await as(alice, 'GET', `/api/documents/${pdfDoc}/versions`)).json();
    expect((await as(bob, 'GET', `/api/documents/${pdfDoc}/versions`)).statusCode).toBe(404);
    expect((await postPdf(bob, pdfDoc, annotatedPdf)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/documents/${pdfDoc}/versions/${version.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/documents/${pdfDoc}/annotatable`)).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/documents/${scanDoc}/versions/${version.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/documents/${pdfDoc}/versions`)).statusCode).toBe(401);
  });

  it('deletes a version with its file, leaving the original and the other versions', async () => {
    const list = (await as(alice, 'GET', `/api/documents/${pdfDoc}/versions`)).json();
    const res = await as(alice, 'DELETE', `/api/documents/${pdfDoc}/versions/${list[0].id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject(list[0].fileUrl)).statusCode).toBeGreaterThanOrEqual(400);
    const left = (await as(alice, 'GET', `/api/documents/${pdfDoc}/versions`)).json();
    expect(left.map((v: { id: string }) => v.id)).toEqual(list.slice(1).map((v: { id: string }) => v.id));
  });

  it('wraps a JPEG scan in a one-page PDF for annotating', async () => {
    const res = await as(alice, 'GET', `/api/documents/${scanDoc}/annotatable`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(1);
    const ops = await (await doc.getPage(1)).getOperatorList();
    expect(ops.fnArray).toContain(pdfjs.OPS.paintImageXObject);
    await doc.destroy();
    const versioned = await postPdf(alice, scanDoc, res.rawPayload);
    expect(versioned.statusCode).toBe(201);
  });

  it('keeps saved signatures for their owner only, at most five', async () => {
    const data = Buffer.from('compressed outline').toString('base64');
    const saved = await as(alice, 'POST', '/api/signatures', { description: 'A. Annotator', data });
    expect(saved.statusCode).toBe(201);
    expect((await as(alice, 'GET', '/api/signatures')).json()).toEqual([saved.json()]);
    expect((await as(bob, 'GET', '/api/signatures')).json()).toEqual([]);
    expect((await as(bob, 'DELETE', `/api/signatures/${saved.json().id}`)).statusCode).toBe(404);
    expect((await as(alice, 'POST', '/api/signatures', { description: 'x', data: 'not base64!' })).statusCode).toBe(400);
    expect((await as(alice, 'POST', '/api/signatures', { description: 'a\0b', data })).statusCode).toBe(400);
    for (let i = 0; i < 4; i += 1) expect((await as(alice, 'POST', '/api/signatures', { description: `S${i}`, data })).statusCode).toBe(201);
    const sixth = await as(alice, 'POST', '/api/signatures', { description: 'one too many', data });
    expect(sixth.statusCode).toBe(409);
    expect((await as(alice, 'DELETE', `/api/signatures/${saved.json().id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', '/api/signatures')).json()).toHaveLength(4);
  });

  it('removes the versions with their document', async () => {
    const version = (await postPdf(alice, pdfDoc, annotatedPdf)).json();
    expect((await as(alice, 'DELETE', `/api/documents/${pdfDoc}`)).statusCode).toBe(204);
    expect((await t.app.inject(version.fileUrl)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
