import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectedIssues } from '../../src/shared/analysis/analysis-result';
import { assemblePdf, createPdf } from './support/make-pdf';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures', 'documents');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const URL_ = '/api/functions/analyze-document';

/** A PDF whose security handler wants a password: the /U entry matches no empty password. */
function encryptedPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `4 0 obj << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> endobj`,
  ];
  return assemblePdf(objects, ` /Encrypt 4 0 R /ID [<${'11'.repeat(16)}> <${'11'.repeat(16)}>]`);
}

/** A PNG header that claims 30000×30000 pixels: it must be refused before any decoding. */
async function hugePngHeader(): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const png = Buffer.from(small);
  png.writeUInt32BE(30000, 16);
  png.writeUInt32BE(30000, 20);
  return png;
}

describe.each(dbTargets)('POST /api/functions/analyze-document on %s', (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let aliceVehicle: string;
  const post = (who: { cookie: string } | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL_, headers: who ? { cookie: who.cookie } : {}, payload: payload as object });
  const upload = (who: { cookie: string }, filename: string, data: Buffer, fields: Record<string, string> = {}) => {
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
      { name: 'file', filename, contentType: 'application/octet-stream', data },
    ]);
    return t.app.inject({ method: 'POST', url: URL_, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp(target, { OCR_WORKERS: '1' });
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie: alice.cookie },
      payload: { make: 'BMW', model: '2002 tii', year: 1973, odometer: 150_000, odometerUnit: 'km' },
    });
    aliceVehicle = res.json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks for a session', async () => {
    expect((await post(null, { filename: 'a.pdf', pdfText: 'x'.repeat(60) })).statusCode).toBe(401);
  });

  it('reads SPEC §7 call 9 JSON with pdfText', async () => {
    const pdfText =
      'Heritage Classic Insurance\nDeclarations Page\nPolicy number: HCI-1\nCoverage: Agreed Value\nPolicy period: 12/17/2018 to 12/17/2019\nAnnual premium: $907.55\nDeductible: $500.00';
    const res = await post(alice, { filename: 'doc.pdf', pdfText, documentImage: null, vehicleId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      documentType: 'insurance',
      documentCategory: 'Insurance',
      policyNumber: 'HCI-1',
      premium: 907.55,
      effectiveStart: '2018-12-17',
    });
  });

  it('reads an uploaded text PDF and judges it against the vehicle', async () => {
    const res = await upload(alice, 'doc_002.pdf', fixture('doc_002.pdf'), { vehicleId: aliceVehicle });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ documentType: 'service', shopName: 'Werkstatt Müller GmbH', totalCost: 524.43, serviceMileage: 138586 });
    expect(detectedIssues(body).some((i: string) => /below the vehicle's last recorded mileage/.test(i))).toBe(true);
  });

  it('reads a scan sent as a data URL (OCR)', async () => {
    const documentImage = `data:image/jpeg;base64,${fixture('doc_003_scan.jpg').toString('base64')}`;
    const res = await post(alice, { filename: 'doc_003_scan.jpg', documentImage });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ documentType: 'insurance', policyNumber: 'HCI-1469699', premium: 907.55, deductible: 500 });
  });

  it('answers 404 for another user’s vehicle, as for a missing one', async () => {
    const payload = { filename: 'a.pdf', pdfText: 'Service invoice total $10.00 for the work performed on the car', vehicleId: aliceVehicle };
    expect((await post(bob, payload)).statusCode).toBe(404);
    expect((await post(bob, { ...payload, vehicleId: 'no-such-id' })).statusCode).toBe(404);
  });

  it('names the field of a bad payload', async () => {
    const res = await post(alice, { filename: 'a.pdf', documentType: 'spaceship', pdfText: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('documentType');
    const empty = await post(alice, { filename: 'a.pdf' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('documentImage');
  });

  it.each([
    // What SPEC §5's check refuses gets SPEC §8's message, as on the save route (one intake for both).
    ['an empty file', 'empty.pdf', () => Buffer.alloc(0), 'invalid_file_type'],
    ['an HTML page renamed .pdf', 'page.pdf', () => Buffer.from('<!doctype html><html><body>hi</body></html>'), 'invalid_file_type'],
    ['a zip archive', 'bomb.pdf', () => Buffer.from('504b0304140000000800', 'hex'), 'invalid_file_type'],
    ['a truncated PDF', 'cut.pdf', () => fixture('doc_001.pdf').subarray(0, 400), 'corrupt_pdf'],
    ['an encrypted PDF', 'secret.pdf', encryptedPdf, 'encrypted_pdf'],
    ['a 30000×30000 image', 'huge.png', hugePngHeader, 'image_too_large'],
    ['a gzip bomb named .pdf', 'bomb.pdf', () => zlib.gzipSync(Buffer.alloc(20_000_000)), 'invalid_file_type'],
  ])('refuses %s with a clear error', async (_what, name, make, code) => {
    const res = await upload(alice, name, await make());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
  });

  it('answers a PDF of 100,000 nested arrays with a clear error or a harmless result, and reads the next document', async () => {
    const nested = Buffer.from(`%PDF-1.4\n1 0 obj\n${'['.repeat(100_000)}${']'.repeat(100_000)}\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
    const res = await upload(alice, 'nested.pdf', nested);
    expect(res.statusCode).toBeLessThan(500);
    const next = await upload(alice, 'doc_002.pdf', fixture('doc_002.pdf'));
    expect(next.json().totalCost).toBe(524.43);
  });

  it('reads only the first 10 pages of a 500-page PDF', async () => {
    const pdf = createPdf(Array.from({ length: 500 }, (_, i) => `Page ${i + 1} Service invoice Total: $${i + 1}.00`));
    const res = await upload(alice, 'long.pdf', pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCost).toBe(10);
  });
});

describe('the optional LLM', () => {
  let t: TestApp;
  let server: http.Server;
  let answer: () => { status: number; body: unknown } = () => ({ status: 500, body: {} });
  const requests: { auth?: string; body: { model: string; messages: unknown[]; response_format: unknown } }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        const { status, body } = answer();
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp('pglite', { ANALYSIS_LLM_URL: `http://127.0.0.1:${port}/v1`, ANALYSIS_LLM_MODEL: 'tiny', ANALYSIS_LLM_API_KEY: 'k-123' });
  });
  afterAll(async () => {
    await t?.close();
    server?.close();
  });

  const text = 'Autobahn Restoration LLC\nService Invoice\nDate: Aug 18, 2019\nLabor: $475.00\nTotal parts: $177.00\nSales tax: $40.75\nGrand Total: $692.75';
  const chat = (content: object) => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] } });

  it('fills gaps, reports disagreements and sends the model, key and schema', async () => {
    const alice = await signUp(t.app);
    answer = () => chat({ totalCost: 629.75, serviceMileage: 56359, shopName: 'Autobahn Restoration LLC', premium: 'not a number' });
    const res = await t.app.inject({ method: 'POST', url: URL_, headers: { cookie: alice.cookie }, payload: { filename: 'a.pdf', pdfText: text } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCost: 692.75, serviceMileage: 56359, premium: null });
    expect(detectedIssues(body).some((i: string) => /totalCost/.test(i) && /629\.75/.test(i))).toBe(true);
    const last = requests.at(-1)!;
    expect(last.auth).toBe('Bearer k-123');
    expect(last.body.model).toBe('tiny');
    expect(last.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('sends the model the words with their positions for an uploaded PDF, and its disagreement stays an issue', async () => {
    const alice = await signUp(t.app);
    answer = () => chat({ totalCost: 1.23 });
    const body = multipart([{ name: 'file', filename: 'doc_002.pdf', contentType: 'application/octet-stream', data: fixture('doc_002.pdf') }]);
    const res = await t.app.inject({ method: 'POST', url: URL_, headers: { ...body.headers, cookie: alice.cookie }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCost).toBe(524.43);
    expect(detectedIssues(res.json()).some((i: string) => /totalCost/.test(i) && /1\.23/.test(i))).toBe(true);
    const prompt = JSON.stringify(requests.at(-1)!.body.messages);
    expect(prompt).toContain("Rows of the page with each cell's position");
    expect(prompt).toMatch(/y=\d+: \[x=\d+\] /);
  });

  it('falls back to the local result when the endpoint fails', async () => {
    const alice = await signUp(t.app);
    answer = () => ({ status: 503, body: { error: 'busy' } });
    const res = await t.app.inject({ method: 'POST', url: URL_, headers: { cookie: alice.cookie }, payload: { filename: 'a.pdf', pdfText: text } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCost: 692.75, laborCost: 475 });
    expect(detectedIssues(res.json())).toEqual([]);
  });
});
