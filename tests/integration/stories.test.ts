import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments } from '../../src/server/db/schema';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('stories API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let car: string;
  let bobCar: string;
  let photoIds: string[];
  let docId: string;
  const as = (who: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  const addDocument = async (who: User, vehicleId: string, title: string, date: string) => {
    const id = crypto.randomUUID();
    await t.app.db.insert(vehicleDocuments).values({
      id,
      vehicleId,
      userId: who.userId,
      title,
      documentType: 'service',
      dateCreated: date,
      fileName: 'x.pdf',
      fileUrl: `${who.userId}/${id}.pdf`,
      fileSize: 1,
      fileHash: id,
      shopName: 'Werkstatt Kunz',
    });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    car = (await as(alice, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year: 1969, purchaseDate: '2021-03-02' })).json().id;
    bobCar = (await as(bob, 'POST', '/api/vehicles', { make: 'Fiat', model: '500', year: 1968 })).json().id;
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a5' } })
      .jpeg()
      .toBuffer();
    const body = multipart([1, 2].map((i) => ({ name: 'photo', filename: `p${i}.jpg`, contentType: 'image/jpeg', data: jpeg })));
    const vehicle = await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car}/photos`,
      headers: { ...body.headers, cookie: alice.cookie },
      payload: body.payload,
    });
    photoIds = vehicle.json().photos.map((p: { id: string }) => p.id);
    docId = await addDocument(alice, car, 'Engine rebuild', '2021-05-20');
    await addDocument(alice, car, 'Winter storage', '2022-01-10');
  });
  afterAll(() => t?.close());

  it('creates a draft, publishes it, and lists it as a card with cover and excerpt', async () => {
    const created = await as(alice, 'POST', `/api/vehicles/${car}/stories`, {
      title: '  The rebuild  ',
      date: '2021-03-01',
      dateEnd: '2021-06-30',
      body: '## Spring\n\nThe **engine** came out in March.',
      tags: ['#restoration', ' engine '],
      photoIds: [photoIds[1], photoIds[0]],
      documentIds: [docId],
    });
    expect(created.statusCode).toBe(201);
    const story = created.json();
    expect(story).toMatchObject({ title: 'The rebuild', status: 'draft', shareable: false, tags: ['restoration', 'engine'] });
    expect(story.photos.map((p: { id: string }) => p.id)).toEqual([photoIds[1], photoIds[0]]);
    expect(story.documents).toEqual([{ id: docId, title: 'Engine rebuild', documentType: 'service', dateCreated: '2021-05-20' }]);

    const published = await as(alice, 'PUT', `/api/vehicles/${car}/stories/${story.id}`, {
      ...story,
      photoIds: [photoIds[0]],
      documentIds: [],
      status: 'published',
      shareable: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', shareable: true, documents: [] });

    const list = (await as(alice, 'GET', `/api/vehicles/${car}/stories`)).json().stories;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'The rebuild', excerpt: 'Spring The engine came out in March.', photoCount: 1, cover: { id: photoIds[0] } });
    expect(list[0].body).toBeUndefined();
  });

  it('gathers the dated events of a period for "Start from the timeline"', async () => {
    const res = await as(alice, 'GET', `/api/vehicles/${car}/story-timeline?from=2021-01-01&to=2021-12-31`);
    expect(res.statusCode).toBe(200);
    expect(res.json().events).toEqual([
      { date: '2021-03-02', kind: 'purchase', title: 'purchase', documentId: null, documentType: null, detail: null },
      { date: '2021-05-20', kind: 'document', title: 'Engine rebuild', documentId: docId, documentType: 'service', detail: 'Werkstatt Kunz' },
    ]);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/story-timeline?from=2022-01-01&to=2021-01-01`)).statusCode).toBe(400);
  });

  it('answers 404 for another user’s vehicle and story, and refuses their photos', async () => {
    const story = (await as(alice, 'POST', `/api/vehicles/${car}/stories`, { title: 'Private' })).json();
    expect((await as(bob, 'GET', `/api/vehicles/${car}/stories/${story.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/vehicles/${car}/stories`)).statusCode).toBe(404);
    expect((await as(bob, 'PUT', `/api/vehicles/${car}/stories/${story.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/vehicles/${car}/stories/${story.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/vehicles/${car}/story-timeline?from=2021-01-01&to=2021-12-31`)).statusCode).toBe(404);
    // Alice's story id under Bob's own vehicle is still not his.
    expect((await as(bob, 'GET', `/api/vehicles/${bobCar}/stories/${story.id}`)).statusCode).toBe(404);
    const foreign = await as(bob, 'POST', `/api/vehicles/${bobCar}/stories`, { title: 'Borrowed', photoIds: [photoIds[0]] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([{ path: 'body.photoIds', message: 'is not a photo of this vehicle' }]);
    const foreignDoc = await as(bob, 'POST', `/api/vehicles/${bobCar}/stories`, { title: 'Borrowed', documentIds: [docId] });
    expect(foreignDoc.json().issues[0].path).toBe('body.documentIds');
    expect((await as(alice, 'GET', `/api/vehicles/${car}/stories/${story.id}`)).json().title).toBe('Private');
  });

  it('refuses bad input by naming the field, and keeps nothing of it', async () => {
    const before = (await as(alice, 'GET', `/api/vehicles/${car}/stories`)).json().stories.length;
    const huge = await as(alice, 'POST', `/api/vehicles/${car}/stories`, { title: 'Long', body: 'x'.repeat(100_001) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Invalid input: body.body');
    const cases: [object, string][] = [
      [{ title: '' }, 'body.title'],
      [{}, 'body.title'],
      [{ title: 'a\u0000b' }, 'body.title'],
      [{ title: 'x', body: 'nul \u0000' }, 'body.body'],
      [{ title: 'x', date: '2021-13-40' }, 'body.date'],
      [{ title: 'x', date: '2021-05-01', dateEnd: '2021-04-01' }, 'body.dateEnd'],
      [{ title: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'body.tags'],
      [{ title: 'x', status: 'public' }, 'body.status'],
      [{ title: 42 }, 'body.title'],
    ];
    for (const [payload, field] of cases) {
      const res = await as(alice, 'POST', `/api/vehicles/${car}/stories`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const tooBig = await as(alice, 'POST', `/api/vehicles/${car}/stories`, { title: 'x', body: 'ü'.repeat(600_000) });
    expect(tooBig.statusCode).toBe(413);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/stories`)).json().stories.length).toBe(before);
  });

  it('stores a script in Markdown as text: the renderer shows it, never runs it', async () => {
    const body = '<script>alert(1)</script> [x](javascript:alert(1))';
    const res = await as(alice, 'POST', `/api/vehicles/${car}/stories`, { title: 'Odd', body });
    expect(res.statusCode).toBe(201);
    expect(res.json().body).toBe(body);
    expect(res.json().excerpt).not.toContain('javascript:alert(1))');
  });

  it('deletes a story, and a deleted gallery photo drops out of it', async () => {
    const story = (await as(alice, 'POST', `/api/vehicles/${car}/stories`, { title: 'Gone soon', photoIds })).json();
    expect((await as(alice, 'DELETE', `/api/vehicles/${car}/photos/${photoIds[1]}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/stories/${story.id}`)).json().photos.map((p: { id: string }) => p.id)).toEqual([photoIds[0]]);
    expect((await as(alice, 'DELETE', `/api/vehicles/${car}/stories/${story.id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/stories/${story.id}`)).statusCode).toBe(404);
  });
});
