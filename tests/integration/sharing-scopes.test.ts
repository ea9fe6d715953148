import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVehicle, type Seeded } from './support/seed-vehicle';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;
type Event = { kind: string; amount: unknown; documentId: string | null; href: string | null; imageUrl: string | null };

/**
 * The history parts of a share — timeline, value history, stories — each sent exactly when its
 * scope is on, cut to the neighbouring scopes (costs, documents, photos), through the shared view
 * and through the history routes a grantee may read; and a share's scopes changed afterwards.
 */
describe.each(dbTargets)('share scopes of the history on %s', (target) => {
  let t: TestApp;
  let owner: User;
  let friend: User;
  let stranger: User;
  let car: Seeded;
  const as = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const link = async (scopes: string[]) => {
    const { token } = (await as(owner, 'POST', `/api/vehicles/${car.vehicleId}/shares`, { kind: 'link', scopes })).json();
    return (await as(null, 'GET', `/api/shared/${token}`)).json();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUp(t.app, { name: 'Olga Owner' });
    friend = await signUp(t.app, { name: 'Fritz Friend' });
    stranger = await signUp(t.app, { name: 'Stan Stranger' });
    car = await seedVehicle(t.app, owner, 2);
    const v = `/api/vehicles/${car.vehicleId}`;
    await as(owner, 'PATCH', v, { purchaseDate: '2019-05-01', purchasePrice: 4_200_000, currency: 'EUR' });
    expect(
      (await as(owner, 'POST', `${v}/value-entries`, { kind: 'estimate', date: '2023-03-01', amount: 9_900_000, currency: 'EUR', source: 'Auction result' }))
        .statusCode,
    ).toBe(201);
    expect((await as(owner, 'POST', `${v}/gradings`, { scale: 'hagerty', grade: 2, date: '2023-03-02', photoIds: [car.photoId] })).statusCode).toBe(201);
    expect(
      (await as(owner, 'POST', `${v}/stories`, { title: 'Mille Miglia 2023', body: 'We *finished*.', status: 'published', shareable: true })).statusCode,
    ).toBe(201);
    expect((await as(owner, 'POST', `${v}/stories`, { title: 'Private notes', status: 'published', shareable: false })).statusCode).toBe(201);
    expect((await as(owner, 'POST', `${v}/stories`, { title: 'A draft', shareable: true })).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  it('sends each history part only when its scope is on', async () => {
    const none = await link(['facts']);
    expect([none.timeline, none.valueHistory, none.stories]).toEqual([undefined, undefined, undefined]);

    const timelineOnly = await link(['timeline']);
    expect(timelineOnly.valueHistory).toBeUndefined();
    expect(timelineOnly.stories).toBeUndefined();
    const events: Event[] = timelineOnly.timeline.events;
    expect(events.some((e) => e.kind === 'document')).toBe(true);
    // Costs, documents, photos and values are other scopes: not in this timeline either.
    expect(events.every((e) => e.amount === null && e.documentId === null && e.href === null && e.imageUrl === null)).toBe(true);
    expect(events.some((e) => ['photo', 'value', 'condition'].includes(e.kind))).toBe(false);
    expect(timelineOnly.timeline.flags).toEqual([]);
    // The seeded invoice's 692.75 in any form — ids set apart, as a random UUID may hold those digits.
    const withoutIds = JSON.stringify(timelineOnly).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '');
    expect(withoutIds).not.toContain('692');

    const wide = await link(['timeline', 'costs', 'documents', 'valueHistory', 'photos']);
    const kinds = new Set((wide.timeline.events as Event[]).map((e) => e.kind));
    for (const kind of ['document', 'photo', 'value', 'condition', 'ownership']) expect(kinds, kind).toContain(kind);
    expect((wide.timeline.events as Event[]).find((e) => e.kind === 'document' && e.amount !== null)?.documentId).toBeTruthy();

    const values = (await link(['valueHistory'])).valueHistory;
    expect(values.entries.map((e: { kind: string }) => e.kind).sort()).toEqual(['estimate', 'purchase']);
    expect(values.currentValue).toMatchObject({ amount: 9_900_000 });
    expect(values.gradings).toEqual([expect.objectContaining({ scale: 'hagerty', grade: 2, photos: [] })]);

    const stories = (await link(['stories'])).stories;
    expect(stories.map((s: { title: string }) => s.title)).toEqual(['Mille Miglia 2023']);
  });

  it('lets a grantee read through the history routes what the scopes name, never write, and follows a change of scopes', async () => {
    const v = `/api/vehicles/${car.vehicleId}`;
    const created = (await as(owner, 'POST', `${v}/shares`, { kind: 'person', email: friend.email, scopes: ['timeline'] })).json();
    const timeline = await as(friend, 'GET', `${v}/timeline`);
    expect(timeline.statusCode).toBe(200);
    expect((timeline.json().events as Event[]).every((e) => e.amount === null && e.documentId === null)).toBe(true);
    expect(timeline.json().vehicle.vin).toBeNull();
    expect((await as(friend, 'GET', `${v}/value-history`)).statusCode).toBe(403);
    expect((await as(friend, 'GET', `${v}/stories`)).statusCode).toBe(403);
    expect((await as(friend, 'GET', `${v}/comparison`)).statusCode).toBe(403);
    expect((await as(stranger, 'GET', `${v}/timeline`)).statusCode).toBe(404);

    // Scopes changed by the owner: effective at the grantee's next request.
    expect((await as(stranger, 'PATCH', `/api/shares/${created.share.id}`, { scopes: ['timeline', 'valueHistory', 'stories'] })).statusCode).toBe(404);
    expect((await as(owner, 'PATCH', `/api/shares/${created.share.id}`, { scopes: ['bogus'] })).statusCode).toBe(400);
    const patched = await as(owner, 'PATCH', `/api/shares/${created.share.id}`, { scopes: ['stories', 'timeline', 'valueHistory'], label: 'for my son' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ scopes: ['timeline', 'valueHistory', 'stories'], label: 'for my son', status: 'active' });

    const values = await as(friend, 'GET', `${v}/value-history`);
    expect(values.statusCode).toBe(200);
    expect(values.json().spending).toEqual([]); // costs are not in the share
    expect(values.json().figures.spending.total).toBe(0);
    const stories = (await as(friend, 'GET', `${v}/stories`)).json().stories as { id: string; title: string }[];
    expect(stories.map((s) => s.title)).toEqual(['Mille Miglia 2023']);
    expect((await as(friend, 'GET', `${v}/stories/${stories[0].id}`)).statusCode).toBe(200);
    const hidden = (await as(owner, 'GET', `${v}/stories`)).json().stories.find((s: { title: string }) => s.title === 'Private notes');
    expect((await as(friend, 'GET', `${v}/stories/${hidden.id}`)).statusCode).toBe(404);

    // Reading never becomes writing: each a clear 403, nothing changed.
    const before = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from value_entries where vehicle_id = ${car.vehicleId}`);
    for (const [method, url, payload] of [
      ['POST', `${v}/value-entries`, { kind: 'estimate', date: '2024-01-01', amount: 1, currency: 'EUR' }],
      ['POST', `${v}/gradings`, { scale: 'hagerty', grade: 1, date: '2024-01-01' }],
      ['POST', `${v}/stories`, { title: 'Mine now' }],
      ['PUT', `${v}/stories/${stories[0].id}`, { title: 'Mine now' }],
      ['DELETE', `${v}/stories/${stories[0].id}`, undefined],
    ] as const) {
      expect((await as(friend, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from value_entries where vehicle_id = ${car.vehicleId}`);
    expect(after.rows[0].n).toBe(before.rows[0].n);

    // An ended share cannot be changed back to life.
    await as(owner, 'DELETE', `/api/shares/${created.share.id}`);
    expect((await as(owner, 'PATCH', `/api/shares/${created.share.id}`, { scopes: ['timeline'] })).statusCode).toBe(410);
    expect((await as(friend, 'GET', `${v}/timeline`)).statusCode).toBe(404);
  });
});
