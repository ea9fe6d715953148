import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '../../src/shared/documents/document-api';
import { linkSecret } from '../../src/server/storage/link-secret';
import { createSignedLink } from '../../src/server/storage/signed-link';
import { multipart, type Part } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';
import { until } from './support/until';
import { listDocuments, loadLibraryIndex, pageFromIndex } from '../../src/server/modules/documents/list-documents';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents');
const invoicePdf = fs.readFileSync(path.join(fixtures, 'doc_002.pdf'));
const otherPdf = fs.readFileSync(path.join(fixtures, 'doc_001.pdf'));
const scanJpg = fs.readFileSync(path.join(fixtures, 'doc_002_scan.jpg'));
const MB = 1024 * 1024;

type User = Awaited<ReturnType<typeof signUp>>;
const serviceRecord = {
  title: 'Werkstattrechnung 2024-6355',
  documentType: 'service',
  documentCategory: 'Maintenance',
  date: '2024-03-03',
  aiSummary: 'Ventilspiel eingestellt, Ölwechsel',
  aiConfidence: 'High',
  extractionQuality: 'High',
  extractedData: [
    { key: 'currency', value: 'EUR' },
    { key: 'issue', value: 'Labor + parts + tax does not equal the total' },
  ],
  workPerformed: ['Ventilspiel eingestellt', 'Ölwechsel inkl. Filter'],
  partsUsed: ['Ventildeckeldichtung', 'Ölfilter'],
  laborCost: 33250,
  partsCost: 10820,
  totalCost: 52443,
  serviceMileage: 138586,
  shopName: 'Werkstatt Müller GmbH',
};

describe.each(dbTargets)('documents API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let aliceCar: string;
  let aliceBike: string;
  let bobCar: string;
  const storageRoot = () => path.join(t.dataDir, 'storage', 'vehicle-documents');
  const storedFiles = (userId: string) => {
    const dir = path.join(storageRoot(), userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const as = (who: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const upload = (
    who: User,
    opts: { vehicleId: string; body?: Buffer; name?: string; type?: string; record?: object | string; text?: string; omit?: string[] },
  ) => {
    const parts: Part[] = [
      { name: 'vehicleId', data: opts.vehicleId },
      { name: 'record', data: typeof opts.record === 'string' ? opts.record : JSON.stringify(opts.record ?? { documentType: 'service' }) },
      ...(opts.text ? [{ name: 'text', data: opts.text }] : []),
      { name: 'file', filename: opts.name ?? 'invoice.pdf', contentType: opts.type ?? 'application/pdf', data: opts.body ?? invoicePdf },
    ].filter((p) => !opts.omit?.includes(p.name));
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: who.cookie } });
  };
  const newVehicle = async (who: User, model: string) => (await as(who, 'POST', '/api/vehicles', { make: 'BMW', model, year: 1973 })).json().id as string;

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    aliceCar = await newVehicle(alice, '2002 tii');
    aliceBike = await newVehicle(alice, 'R75/5');
    bobCar = await newVehicle(bob, '3.0 CSL');
  });
  afterAll(() => t?.close());

  it('is described in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/documents', '/api/documents/{id}', '/api/documents/{id}/link', '/api/documents/duplicate']));
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/documents')).statusCode).toBe(401);
    expect((await upload({ cookie: '' } as User, { vehicleId: aliceCar })).statusCode).toBe(401);
  });

  let invoiceId: string;
  let scanId: string; // the same invoice photographed: its text is read in the background
  it('stores the file at {userId}/{documentId}.pdf and the row with SPEC §3 fields, answering a signed link', async () => {
    const res = await upload(alice, { vehicleId: aliceCar, name: 'Werkstatt 2024.pdf', record: serviceRecord });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    invoiceId = doc.id;
    expect(doc).toMatchObject({
      vehicleId: aliceCar,
      userId: alice.userId,
      title: 'Werkstattrechnung 2024-6355',
      documentType: 'service',
      date: '2024-03-03',
      fileName: 'Werkstatt 2024.pdf',
      fileSize: invoicePdf.length,
      mimeType: 'application/pdf',
      totalCost: 52443,
      laborCost: 33250,
      serviceMileage: 138586,
      shopName: 'Werkstatt Müller GmbH',
      workPerformed: ['Ventilspiel eingestellt', 'Ölwechsel inkl. Filter'],
      manuallyEdited: false,
      aiConfidence: 'High',
      policyNumber: null,
    });
    expect(doc.fileHash).toMatch(/^[a-f0-9]{64}$/);
    expect(storedFiles(alice.userId)).toEqual([`${doc.id}.pdf`]);

    const file = await t.app.inject(doc.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    expect(file.rawPayload.equals(invoicePdf)).toBe(true);
    expect(new Date(doc.fileUrlExpiresAt).getTime() - Date.now()).toBeGreaterThan(3590_000);
  });

  it('applies SPEC §3 defaults: title falls back to the file name, Medium confidence and quality, category Other', async () => {
    const res = await upload(alice, {
      vehicleId: aliceBike,
      name: 'scan.jpg',
      type: 'image/jpeg',
      body: scanJpg,
      record: { documentType: 'other', date: '2020-01-02' },
    });
    expect(res.statusCode, res.body).toBe(201);
    scanId = res.json().id;
    expect(res.json()).toMatchObject({
      title: 'scan.jpg',
      aiConfidence: 'Medium',
      extractionQuality: 'Medium',
      documentCategory: 'Other',
      mimeType: 'image/jpeg',
      extractedData: [],
      workPerformed: [],
    });
  });

  it('refuses every SPEC §5 violation with SPEC §8’s message, storing nothing', async () => {
    const before = storedFiles(alice.userId).length;
    const cases: [Parameters<typeof upload>[1], number, string][] = [
      [
        { vehicleId: aliceCar, name: 'setup.exe', type: 'application/octet-stream', body: Buffer.from('MZ') },
        400,
        'File type not allowed for security reasons.',
      ],
      [{ vehicleId: aliceCar, name: 'run.sh', type: 'application/pdf' }, 400, 'File type not allowed for security reasons.'],
      [
        { vehicleId: aliceCar, name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: Buffer.from('PK') },
        400,
        'Invalid file type. Only PDF and image files are allowed.',
      ],
      // Magic bytes: an HTML page renamed to .pdf is not a PDF.
      [
        { vehicleId: aliceCar, name: 'fake.pdf', body: Buffer.from('<html><script>alert(1)</script></html>') },
        400,
        'Invalid file type. Only PDF and image files are allowed.',
      ],
      // A PDF claiming to be a PNG.
      [{ vehicleId: aliceCar, name: 'photo.png', type: 'image/png' }, 400, 'Invalid file type. Only PDF and image files are allowed.'],
      [{ vehicleId: aliceCar, name: 'huge.pdf', body: Buffer.concat([invoicePdf, Buffer.alloc(11 * MB)]) }, 413, 'File size exceeds 10MB limit.'],
      [{ vehicleId: aliceCar, name: 'big.jpg', type: 'image/jpeg', body: Buffer.concat([scanJpg, Buffer.alloc(5 * MB)]) }, 413, 'File size exceeds 5MB limit.'],
    ];
    for (const [opts, status, message] of cases) {
      const res = await upload(alice, opts);
      expect(res.statusCode, opts.name).toBe(status);
      expect(res.json().message, opts.name).toBe(message);
      expect(res.json().issues[0].path).toBe('file');
    }
    expect(storedFiles(alice.userId)).toHaveLength(before);
  });

  it('accepts exactly 10 MB for a PDF', async () => {
    const body = Buffer.concat([otherPdf, Buffer.alloc(10 * MB - otherPdf.length)]);
    const res = await upload(alice, { vehicleId: aliceBike, name: 'exact.pdf', body, record: { documentType: 'other' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileSize).toBe(10 * MB);
    expect((await as(alice, 'DELETE', `/api/documents/${res.json().id}`)).statusCode).toBe(204);
  });

  it('sanitises the file name and keeps 200 title and 1000 notes characters', async () => {
    const res = await upload(alice, {
      vehicleId: aliceBike,
      name: 'a<b>c:d|e?f*g...pdf',
      body: otherPdf,
      record: { documentType: 'other', title: 'T'.repeat(250), notes: 'N'.repeat(1200) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc.fileName).toBe('a_b_c_d_e_f_g.pdf');
    expect(doc.title).toHaveLength(200);
    expect(doc.notes).toHaveLength(1000);
    expect(storedFiles(alice.userId)).toContain(`${doc.id}.pdf`);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [Parameters<typeof upload>[1], string][] = [
      [{ vehicleId: aliceCar, record: { documentType: 'letter' } }, 'record.documentType'],
      [{ vehicleId: aliceCar, record: { documentType: 'service', totalCost: -3 } }, 'record.totalCost'],
      [{ vehicleId: aliceCar, record: { documentType: 'service', date: '03.03.2024' } }, 'record.date'],
      [{ vehicleId: aliceCar, record: '{not json' }, 'record'],
      [{ vehicleId: aliceCar, omit: ['record'] }, 'record'],
      [{ vehicleId: aliceCar, omit: ['file'] }, 'file'],
      [{ vehicleId: aliceCar, omit: ['vehicleId'] }, 'vehicleId'],
    ];
    for (const [opts, field] of cases) {
      const res = await upload(alice, { ...opts, body: Buffer.concat([otherPdf, Buffer.from(field)]) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const patch = await as(alice, 'PATCH', `/api/documents/${invoiceId}`, { serviceMileage: 'many' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toContain('serviceMileage');
  });

  it('refuses a duplicate (same vehicle, user and hash) with 409 Document already exists, and tells the duplicate check', async () => {
    const before = storedFiles(alice.userId).length;
    const res = await upload(alice, { vehicleId: aliceCar, name: 'again.pdf', record: serviceRecord });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate', message: 'Document already exists' });
    expect(storedFiles(alice.userId)).toHaveLength(before);

    const hash = (await as(alice, 'GET', `/api/documents/${invoiceId}`)).json().fileHash;
    const check = await as(alice, 'GET', `/api/documents/duplicate?vehicleId=${aliceCar}&hash=${hash}`);
    expect(check.json()).toEqual({ duplicate: { id: invoiceId, fileName: 'Werkstatt 2024.pdf' } });
    expect((await as(alice, 'GET', `/api/documents/duplicate?vehicleId=${aliceBike}&hash=${hash}`)).json()).toEqual({ duplicate: null });
    expect((await as(bob, 'GET', `/api/documents/duplicate?vehicleId=${aliceCar}&hash=${hash}`)).statusCode).toBe(404); // another user's vehicle looks missing
    expect((await as(alice, 'GET', `/api/documents/duplicate?vehicleId=${aliceCar}&hash=xyz`)).statusCode).toBe(400);

    // Another vehicle, or another user, may hold the same file.
    expect((await upload(bob, { vehicleId: bobCar, record: serviceRecord })).statusCode).toBe(201);
  });

  it('treats another user’s ids exactly like missing ones', async () => {
    for (const [method, url] of [
      ['GET', `/api/documents/${invoiceId}`],
      ['PATCH', `/api/documents/${invoiceId}`],
      ['DELETE', `/api/documents/${invoiceId}`],
      ['GET', `/api/documents/${invoiceId}/link`],
      ['GET', '/api/documents/no-such-id'],
    ] as const) {
      const res = await as(bob, method, url, method === 'PATCH' ? { title: 'mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const intoAlicesCar = await upload(bob, { vehicleId: aliceCar, body: otherPdf });
    expect(intoAlicesCar.statusCode).toBe(404);
    expect(storedFiles(bob.userId)).toHaveLength(1);
    const bobsList = (await as(bob, 'GET', '/api/documents')).json().documents;
    expect(bobsList.every((d: { vehicleId: string }) => d.vehicleId === bobCar)).toBe(true);
    expect((await as(bob, 'GET', `/api/documents?vehicleId=${aliceCar}`)).json().documents).toEqual([]);
    expect((await as(alice, 'GET', `/api/documents/${invoiceId}`)).json().title).toBe('Werkstattrechnung 2024-6355');
  });

  it('lists newest first, filters by vehicle, type and date range, and pages', async () => {
    const mk = (date: string, type: string, vehicleId: string, n: number) =>
      upload(alice, {
        vehicleId,
        name: `${type}-${n}.pdf`,
        body: Buffer.concat([otherPdf, Buffer.from(`%${n}`)]),
        record: { documentType: type, date, title: `${type} ${date}` },
      });
    for (const [i, [date, type, v]] of (
      [
        ['2019-05-01', 'insurance', 'car'],
        ['2021-07-10', 'receipt', 'bike'],
        ['2023-01-15', 'insurance', 'bike'],
      ] as const
    ).entries()) {
      expect((await mk(date, type, v === 'car' ? aliceCar : aliceBike, i)).statusCode).toBe(201);
    }
    const all = (await as(alice, 'GET', '/api/documents?limit=100')).json();
    const dates = all.documents.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.hasMore).toBe(false);

    const insurance = (await as(alice, 'GET', '/api/documents?type=insurance')).json().documents;
    expect(insurance.map((d: { date: string }) => d.date)).toEqual(['2023-01-15', '2019-05-01']);
    const bike = (await as(alice, 'GET', `/api/documents?vehicleId=${aliceBike}&type=insurance`)).json().documents;
    expect(bike.map((d: { date: string }) => d.date)).toEqual(['2023-01-15']);
    const range = (await as(alice, 'GET', '/api/documents?from=2020-01-01&to=2022-12-31')).json().documents;
    expect(range.map((d: { date: string }) => d.date)).toEqual(['2021-07-10', '2020-01-02']);
    const oldest = (await as(alice, 'GET', '/api/documents?sort=date_asc&limit=1')).json();
    expect(oldest.documents[0].date).toBe('2019-05-01');
    expect(oldest).toMatchObject({ hasMore: true, nextOffset: 1 });
    const second = (await as(alice, 'GET', '/api/documents?sort=date_asc&limit=1&offset=1')).json();
    expect(second.documents[0].date).not.toBe('2019-05-01');

    const row = all.documents.find((d: { id: string }) => d.id === invoiceId);
    expect(row).toMatchObject({ title: 'Werkstattrechnung 2024-6355', totalCost: 52443, currency: 'EUR', aiConfidence: 'High', snippet: null });
    expect((await as(alice, 'GET', '/api/documents?type=letter')).statusCode).toBe(400);
    expect((await as(alice, 'GET', '/api/documents?from=yesterday')).statusCode).toBe(400);
  });

  it('cuts a page in date order from the whole library held in memory exactly as the database pages it', async () => {
    // Rows saved elsewhere (an import): equal dates, so that the id decides.
    const rows = [
      ['2021-07-10', 'service', aliceCar],
      ['2021-07-10', 'service', aliceBike],
      ['2021-07-10', 'receipt', aliceCar],
      ['2021-07-10', 'other', aliceBike],
      ['1968-02-29', 'title', aliceCar],
    ] as const;
    for (const [i, [date, type, vehicleId]] of rows.entries()) {
      const id = crypto.randomUUID();
      await t.app.db
        .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash, text_status)
        values (${id}, ${vehicleId}, ${alice.userId}, ${`Imported ${i}`}, ${type}, ${date}, 'x.pdf', ${`${alice.userId}/${id}.pdf`}, 1, ${String(i).repeat(64)}, 'read')`);
    }
    const index = (await loadLibraryIndex(t.app.db, alice.userId))!;
    const count = index.ids.length;
    expect(index.rows?.length).toBe(count);
    expect(count).toBeGreaterThan(rows.length);
    // A library larger than it may hold whole is held by its facts and ids, its rows read by id
    // for each page; one larger than that is counted, not read: its pages stay the database's.
    const facts = (await loadLibraryIndex(t.app.db, alice.userId, count - 1))!;
    expect(facts.rows).toBeNull();
    expect(facts.ids).toEqual(index.ids);
    expect((await loadLibraryIndex(t.app.db, alice.userId, count))!.rows).not.toBeNull();
    expect(await loadLibraryIndex(t.app.db, alice.userId, 0, count - 1)).toBeNull();
    expect(await loadLibraryIndex(t.app.db, alice.userId, 0, count)).not.toBeNull();
    const pages: object[] = [];
    for (const vehicleId of [undefined, aliceCar, aliceBike])
      for (const type of [undefined, 'service', 'insurance'] as const)
        for (const [from, to] of [
          [undefined, undefined],
          ['2021-07-10', undefined],
          [undefined, '2021-07-10'],
          ['1960-01-01', '2020-12-31'],
        ])
          for (const sort of [undefined, 'date_asc', 'relevance'] as const)
            for (const [limit, offset] of [
              [25, 0],
              [1, 0],
              [2, 1],
              [3, 5],
            ])
              pages.push({ vehicleId, type, from, to, sort, limit, offset });
    for (const page of pages) {
      const query = page as Parameters<typeof listDocuments>[2];
      const expected = await listDocuments(t.app.db, alice.userId, query);
      expect(await pageFromIndex(t.app.db, alice.userId, index, query), JSON.stringify(query)).toBe(expected);
      expect(await pageFromIndex(t.app.db, alice.userId, facts, query), `by id: ${JSON.stringify(query)}`).toBe(expected);
    }
    // A row saved elsewhere after the facts were read, amid a page's rows (the held library's
    // newest and oldest are on either side of its date): that page is the database's.
    expect(facts.lookup.facts[0].date! > '2021-07-10' && facts.lookup.facts[count - 1].date! < '2021-07-10').toBe(true);
    const late = crypto.randomUUID();
    await t.app.db
      .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash, text_status)
      values (${late}, ${aliceCar}, ${alice.userId}, 'Imported late', 'service', '2021-07-10', 'x.pdf', ${`${alice.userId}/${late}.pdf`}, 1, ${'9'.repeat(64)}, 'read')`);
    const whole = { limit: 100, offset: 0 };
    const expected = await listDocuments(t.app.db, alice.userId, whole);
    expect(expected).toContain(late);
    expect(await pageFromIndex(t.app.db, alice.userId, facts, whole)).toBe(expected);
    // Through the API: the first page after a change from the database, the next ones from memory — the same answers.
    for (const url of ['/api/documents?limit=2&offset=1', '/api/documents?sort=date_asc&limit=3', `/api/documents?vehicleId=${aliceBike}&limit=2`]) {
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>;
      const expected = await listDocuments(t.app.db, alice.userId, { ...query, limit: Number(query.limit ?? 25), offset: Number(query.offset ?? 0) } as never);
      expect((await as(alice, 'GET', url)).body).toBe(expected);
    }
    await t.app.db.execute(sql`delete from vehicle_documents_content where title like 'Imported %'`);
  });

  it('searches the full text in English and German with highlighted passages', async () => {
    // No `text` field was sent for the invoice: the server read the PDF itself, and its scan by OCR
    // in the background — once that reading is done, both are found.
    await until(async () => (await as(alice, 'GET', `/api/documents/${scanId}`)).json().textStatus === 'read');
    const found = async (q: string) =>
      (await as(alice, 'GET', `/api/documents?q=${encodeURIComponent(q)}`)).json().documents as { id: string; snippet: string }[];
    const werkstaetten = await found('Werkstätten');
    expect(werkstaetten.map((d) => d.id).sort()).toEqual([invoiceId, scanId].sort());
    const byText = await found('Ventildeckeldichtung');
    expect(byText.map((d) => d.id).sort()).toEqual([invoiceId, scanId].sort());
    expect(byText.find((d) => d.id === invoiceId)!.snippet).toContain(`${HIGHLIGHT_START}Ventildeckeldichtung${HIGHLIGHT_STOP}`);
    // English stemming: "changes" finds "change" in a sent text.
    const sent = await upload(alice, {
      vehicleId: aliceBike,
      name: 'receipt.pdf',
      body: Buffer.concat([otherPdf, Buffer.from('%r')]),
      text: 'Oil change and new spark plugs',
      record: { documentType: 'receipt' },
    });
    expect(sent.statusCode).toBe(201);
    const changes = (await as(alice, 'GET', '/api/documents?q=changes')).json().documents;
    expect(changes.map((d: { id: string }) => d.id)).toEqual([sent.json().id]);
    expect(changes[0].snippet).toContain(`${HIGHLIGHT_START}change${HIGHLIGHT_STOP}`);
    // A word far into a long text still gets its highlighted passage.
    const long = await upload(alice, {
      vehicleId: aliceBike,
      name: 'long.pdf',
      body: Buffer.concat([otherPdf, Buffer.from('%long')]),
      text: `${'Lorem ipsum dolor sit amet. '.repeat(400)} Kurbelwellendichtung erneuert.`,
      record: { documentType: 'receipt' },
    });
    expect(long.statusCode).toBe(201);
    const deep = (await as(alice, 'GET', '/api/documents?q=Kurbelwellendichtung')).json().documents;
    expect(deep.map((d: { id: string }) => d.id)).toEqual([long.json().id]);
    expect(deep[0].snippet).toContain(`${HIGHLIGHT_START}Kurbelwellendichtung${HIGHLIGHT_STOP}`);
    // Bob's copy of the same invoice never shows in Alice's results, nor hers in his.
    expect((await as(bob, 'GET', '/api/documents?q=changes')).json().documents).toEqual([]);
    expect((await as(alice, 'GET', '/api/documents?q=Ventildeckeldichtung&type=insurance')).json().documents).toEqual([]);
  });

  it('patches named fields and marks the document manually edited', async () => {
    const res = await as(alice, 'PATCH', `/api/documents/${invoiceId}`, { serviceMileage: 138600, notes: 'n'.repeat(1100) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ serviceMileage: 138600, manuallyEdited: true, totalCost: 52443, shopName: 'Werkstatt Müller GmbH' });
    expect(res.json().notes).toHaveLength(1000);
    const cleared = await as(alice, 'PATCH', `/api/documents/${invoiceId}`, { shopName: '', totalCost: null });
    expect(cleared.json()).toMatchObject({ shopName: null, totalCost: null });
  });

  it('signs links that work for 3600 s, for their own path only', async () => {
    const link = (await as(alice, 'GET', `/api/documents/${invoiceId}/link`)).json();
    expect(Math.round((new Date(link.expiresAt).getTime() - Date.now()) / 1000)).toBeGreaterThan(3590);
    const inline = await t.app.inject(link.url);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBe('inline');
    const download = await t.app.inject(`${link.url}&download=${encodeURIComponent('Werkstatt 2024.pdf')}`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Werkstatt%202024.pdf`);

    const url = new URL(link.url, 'http://x');
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${url.searchParams.get('signature')!.slice(0, -2)}xx`;
    expect((await t.app.inject(tampered)).statusCode).toBe(403);
    const stretched = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`;
    expect((await t.app.inject(stretched)).statusCode).toBe(403);
    // The same signature on another user's file (Bob's copy) is refused.
    const bobDoc = (await as(bob, 'GET', '/api/documents')).json().documents[0];
    const otherPath = `/api/files/${bob.userId}/${bobDoc.id}.pdf${url.search}`;
    expect((await t.app.inject(otherPath)).statusCode).toBe(403);
    expect((await t.app.inject(url.pathname)).statusCode).toBe(403);

    const key = `${alice.userId}/${invoiceId}.pdf`;
    const expired = createSignedLink(linkSecret(t.app.config), key, Date.now() - 3601_000);
    const res = await t.app.inject(expired.url);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('removes the stored file when the row cannot be inserted', async () => {
    // A constraint the row will break, standing in for any failure of the insert.
    await t.app.db.execute(`alter table vehicle_documents_content add constraint test_no_doomed check (title <> 'doomed')` as never);
    try {
      const before = storedFiles(alice.userId).length;
      const res = await upload(alice, {
        vehicleId: aliceBike,
        name: 'doomed.pdf',
        body: Buffer.concat([otherPdf, Buffer.from('%doomed')]),
        record: { documentType: 'other', title: 'doomed' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'save_failed', message: 'Failed to save document information' });
      expect(storedFiles(alice.userId)).toHaveLength(before);
    } finally {
      await t.app.db.execute('alter table vehicle_documents_content drop constraint test_no_doomed' as never);
    }
  });

  it('answers Failed to upload document file when storage refuses, and saves no row', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    const car = await newVehicle(carol, 'Isetta');
    // A plain file where Carol's folder should be: the store cannot write there.
    fs.mkdirSync(storageRoot(), { recursive: true });
    fs.writeFileSync(path.join(storageRoot(), carol.userId), 'in the way');
    const res = await upload(carol, { vehicleId: car });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'upload_failed', message: 'Failed to upload document file' });
    expect((await as(carol, 'GET', '/api/documents')).json().documents).toEqual([]);
  });

  it('deletes row and file together', async () => {
    const link = (await as(alice, 'GET', `/api/documents/${invoiceId}/link`)).json();
    expect((await as(alice, 'DELETE', `/api/documents/${invoiceId}`)).statusCode).toBe(204);
    expect(storedFiles(alice.userId)).not.toContain(`${invoiceId}.pdf`);
    expect((await as(alice, 'GET', `/api/documents/${invoiceId}`)).statusCode).toBe(404);
    expect((await t.app.inject(link.url)).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/documents/${invoiceId}`)).statusCode).toBe(404);
  });

  it('removes a vehicle’s document files when the vehicle is deleted', async () => {
    const bikeDocs = (await as(alice, 'GET', `/api/documents?vehicleId=${aliceBike}&limit=100`)).json().documents as { id: string }[];
    expect(bikeDocs.length).toBeGreaterThan(0);
    expect((await as(alice, 'DELETE', `/api/vehicles/${aliceBike}`)).statusCode).toBe(204);
    const left = storedFiles(alice.userId);
    for (const d of bikeDocs) expect(left.some((f) => f.startsWith(d.id))).toBe(false);
    expect((await as(alice, 'GET', `/api/documents?vehicleId=${aliceBike}`)).json().documents).toEqual([]);
  });
});
