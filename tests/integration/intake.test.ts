import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../src/shared/documents/document-api';
import { multipart, type Part } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';
import { until } from './support/until';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents');
const invoicePdf = fs.readFileSync(path.join(fixtures, 'doc_002.pdf'));
const germanScan = fs.readFileSync(path.join(fixtures, 'doc_002_scan.jpg'));
const englishScan = fs.readFileSync(path.join(fixtures, 'doc_001_scan.jpg'));
const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('one intake on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let aliceCar: string;
  let bobCar: string;
  const send = (who: User, url: string, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: who.cookie } });
  };
  const analyze = (who: User, body: Buffer, name: string, type: string, vehicleId?: string) =>
    send(who, '/api/functions/analyze-document', [
      ...(vehicleId ? [{ name: 'vehicleId', data: vehicleId }] : []),
      { name: 'file', filename: name, contentType: type, data: body },
    ]);
  const saveWithToken = (who: User, token: string, vehicleId: string, record: object = { documentType: 'service', title: 'Kept file' }) =>
    send(who, '/api/documents', [
      { name: 'vehicleId', data: vehicleId },
      { name: 'record', data: JSON.stringify(record) },
      { name: 'intakeToken', data: token },
    ]);
  const search = async (who: User, q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/documents?q=${encodeURIComponent(q)}`, headers: { cookie: who.cookie } })).json().documents as {
      id: string;
      snippet: string | null;
    }[];
  const getDoc = async (who: User, id: string) => (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: { cookie: who.cookie } })).json();
  const storedFiles = (userId: string) => {
    const dir = path.join(t.dataDir, 'storage', 'vehicle-documents', userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    const car = async (who: User) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: who.cookie }, payload: { make: 'BMW', model: '2002', year: 1973 } })
      ).json().id as string;
    aliceCar = await car(alice);
    bobCar = await car(bob);
  }, 60_000);
  afterAll(() => t?.close());

  it('analyses the file it receives once and saves it by token: the same file, hash and text', async () => {
    const res = await analyze(alice, invoicePdf, 'rechnung.pdf', 'application/pdf', aliceCar);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ documentType: 'service', intake: { fileHash: sha256(invoicePdf), duplicate: null } });
    expect(answer.intake.token).toMatch(/^[\w-]{20,}$/);

    const saved = await saveWithToken(alice, answer.intake.token, aliceCar, { documentType: 'service', title: 'Rechnung' });
    expect(saved.statusCode).toBe(201);
    const doc = saved.json();
    expect(doc).toMatchObject({ fileName: 'rechnung.pdf', fileHash: sha256(invoicePdf), fileSize: invoicePdf.length, textStatus: 'read', textError: null });
    const file = await t.app.inject(doc.fileUrl.replace(/^https?:\/\/[^/]+/, ''));
    expect(Buffer.from(file.rawPayload).equals(invoicePdf)).toBe(true);

    // A second analysis of the same file for the same vehicle says it is there already.
    const again = (await analyze(alice, invoicePdf, 'rechnung.pdf', 'application/pdf', aliceCar)).json();
    expect(again.intake.duplicate).toEqual({ id: doc.id, fileName: 'rechnung.pdf' });
    expect((await saveWithToken(alice, again.intake.token, aliceCar)).statusCode).toBe(409);
  });

  it('makes a scanned German invoice findable by a word only in its body, with a highlighted snippet', async () => {
    const answer = (await analyze(alice, germanScan, 'scan_0042.jpg', 'image/jpeg', aliceCar)).json();
    const saved = await saveWithToken(alice, answer.intake.token, aliceCar, { documentType: 'service', title: 'Scan 42' });
    expect(saved.statusCode).toBe(201);
    const hits = await search(alice, 'Ventildeckeldichtung');
    expect(hits.map((h) => h.id)).toContain(saved.json().id);
    const snippet = hits.find((h) => h.id === saved.json().id)!.snippet!;
    expect(snippet).toMatch(new RegExp(`${HIGHLIGHT_START}Ventildeckeldichtung${HIGHLIGHT_STOP}`, 'i'));
    // Only its owner finds it.
    expect(await search(bob, 'Ventildeckeldichtung')).toEqual([]);
  });

  it('lets a token save one document, for its own user only, while it is kept', async () => {
    const answer = (await analyze(alice, fs.readFileSync(path.join(fixtures, 'doc_003.pdf')), 'doc_003.pdf', 'application/pdf')).json();
    expect((await saveWithToken(bob, answer.intake.token, bobCar)).statusCode).toBe(410);
    expect((await saveWithToken(alice, answer.intake.token, bobCar)).statusCode).toBe(404);
    expect((await saveWithToken(alice, answer.intake.token, aliceCar)).statusCode).toBe(201);
    const reused = await saveWithToken(alice, answer.intake.token, aliceCar);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('The analysed file is no longer kept. Please add it again.');
  });

  it('forgets an expired hold and its file', async () => {
    const before = storedFiles(alice.userId).length;
    const answer = (await analyze(alice, fs.readFileSync(path.join(fixtures, 'doc_004.pdf')), 'doc_004.pdf', 'application/pdf')).json();
    expect(storedFiles(alice.userId).length).toBe(before + 1);
    await t.app.db.execute(sql`update intake_holds set expires_at = now() - interval '1 second' where token = ${answer.intake.token}`);
    expect((await saveWithToken(alice, answer.intake.token, aliceCar)).statusCode).toBe(410);
    // The next analysis sweeps what has expired.
    const next = (await analyze(alice, fs.readFileSync(path.join(fixtures, 'doc_005.pdf')), 'doc_005.pdf', 'application/pdf')).json();
    expect(next.intake.token).toBeTruthy();
    expect(storedFiles(alice.userId).length).toBe(before + 1);
  });

  it('answers hostile files on the analysis route with SPEC §8 messages, keeping nothing', async () => {
    const before = storedFiles(alice.userId).length;
    const cases: [Buffer, string, string, number, string][] = [
      [Buffer.from('MZ\x90\x00'), 'tool.exe', 'application/octet-stream', 400, 'File type not allowed for security reasons.'],
      [Buffer.from('<html></html>'), 'page.pdf', 'application/pdf', 400, 'Invalid file type. Only PDF and image files are allowed.'],
      [Buffer.concat([germanScan, Buffer.alloc(5 * 1024 * 1024)]), 'big.jpg', 'image/jpeg', 413, 'File size exceeds 5MB limit.'],
      [Buffer.concat([invoicePdf, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'application/pdf', 413, 'File size exceeds 10MB limit.'],
    ];
    for (const [body, name, type, status, message] of cases) {
      const res = await analyze(alice, body, name, type);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(storedFiles(alice.userId).length).toBe(before);
    const noFile = await send(alice, '/api/documents', [
      { name: 'vehicleId', data: aliceCar },
      { name: 'record', data: '{"documentType":"service"}' },
    ]);
    expect(noFile.statusCode).toBe(400);
  });

  it('reads the text of a file saved without it in a background job', async () => {
    const res = await send(alice, '/api/documents', [
      { name: 'vehicleId', data: aliceCar },
      { name: 'record', data: JSON.stringify({ documentType: 'service', title: 'Sent directly' }) },
      { name: 'file', filename: 'direct.jpg', contentType: 'image/jpeg', data: englishScan },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().textStatus).toBe('pending');
    const id = res.json().id as string;
    await until(async () => (await getDoc(alice, id)).textStatus === 'read');
    expect((await search(alice, 'carburetor')).map((h) => h.id)).toContain(id);
  }, 120_000);

  it('shows on the document why its text could not be read', async () => {
    const broken = Buffer.concat([invoicePdf.subarray(0, 300)]);
    const res = await send(alice, '/api/documents', [
      { name: 'vehicleId', data: aliceCar },
      { name: 'record', data: JSON.stringify({ documentType: 'other', title: 'Broken' }) },
      { name: 'file', filename: 'broken.pdf', contentType: 'application/pdf', data: broken },
    ]);
    expect(res.statusCode).toBe(201);
    await until(async () => (await getDoc(alice, res.json().id)).textStatus === 'failed');
    // A code each language words itself (the drawer shows 'The PDF is damaged.' / 'Das PDF ist beschädigt.').
    expect((await getDoc(alice, res.json().id)).textError).toBe('corrupt_pdf');
  }, 120_000);

  it('removes a document’s text from the index when the document is deleted', async () => {
    const answer = (await analyze(alice, fs.readFileSync(path.join(fixtures, 'doc_006.pdf')), 'doc_006.pdf', 'application/pdf')).json();
    const doc = (await saveWithToken(alice, answer.intake.token, aliceCar, { documentType: 'other', title: 'To delete' })).json();
    const [{ content }] = (await t.app.db.execute<{ content: string }>(sql`select content_text as content from vehicle_documents_content where id = ${doc.id}`))
      .rows;
    const word = content.split(/\s+/).find((w) => /^[A-Za-zÄÖÜäöüß]{9,}$/.test(w))!;
    expect((await search(alice, word)).map((h) => h.id)).toContain(doc.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: { cookie: alice.cookie } })).statusCode).toBe(204);
    expect((await search(alice, word)).map((h) => h.id)).not.toContain(doc.id);
    const left = await t.app.db.execute(sql`select 1 from vehicle_documents_content where id = ${doc.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it('gives documents stored before texts were kept their text at the next start', async () => {
    const answer = (await analyze(alice, fs.readFileSync(path.join(fixtures, 'doc_007.pdf')), 'doc_007.pdf', 'application/pdf')).json();
    const doc = (await saveWithToken(alice, answer.intake.token, aliceCar, { documentType: 'other', title: 'Old one' })).json();
    // As the upgrade leaves a document that never had its text.
    await t.app.db.execute(sql`update vehicle_documents_content set content_text = null, text_status = null where id = ${doc.id}`);
    await t.app.jobs.start();
    await until(async () => (await getDoc(alice, doc.id)).textStatus === 'read');
    const [{ content }] = (
      await t.app.db.execute<{ content: string | null }>(sql`select content_text as content from vehicle_documents_content where id = ${doc.id}`)
    ).rows;
    expect(content).toBeTruthy();
  }, 120_000);
});
