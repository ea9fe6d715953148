import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments } from '../../src/server/db/schema';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('wishlist API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  const as = (who: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t?.close());

  it('adds, edits, reorders and deletes items', async () => {
    const a = (
      await as(alice, 'POST', '/api/wishlist', {
        make: 'Porsche',
        model: '911',
        yearFrom: 1965,
        yearTo: 1973,
        budget: 9_500_000,
        currency: 'EUR',
        minCondition: 2,
        priority: 'high',
        keywords: ' Targa ',
      })
    ).json();
    const b = (await as(alice, 'POST', '/api/wishlist', { make: 'Alfa Romeo', model: 'Spider' })).json();
    const c = (await as(alice, 'POST', '/api/wishlist', { make: 'Jaguar', model: 'E-Type' })).json();
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect(a).toMatchObject({ keywords: 'Targa', notes: null, priority: 'high' });
    expect(b).toMatchObject({ priority: 'medium', currency: 'EUR', yearFrom: null });

    const edited = await as(alice, 'PUT', `/api/wishlist/${b.id}`, { ...b, notes: 'Must be a Duetto', priority: 'low' });
    expect(edited.json()).toMatchObject({ notes: 'Must be a Duetto', priority: 'low' });

    const reordered = await as(alice, 'PUT', '/api/wishlist/order', { order: [c.id, a.id, b.id] });
    expect(reordered.json().items.map((i: { id: string }) => i.id)).toEqual([c.id, a.id, b.id]);
    const partial = await as(alice, 'PUT', '/api/wishlist/order', { order: [c.id, a.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().issues[0].path).toBe('body.order');

    expect((await as(alice, 'DELETE', `/api/wishlist/${c.id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', '/api/wishlist')).json().items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
  });

  it('keeps each owner to their own items: 404 for another user’s ids', async () => {
    const item = (await as(alice, 'POST', '/api/wishlist', { make: 'BMW', model: '2002' })).json();
    expect((await as(bob, 'GET', `/api/wishlist/${item.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/wishlist/${item.id}/search`)).statusCode).toBe(404);
    expect((await as(bob, 'PUT', `/api/wishlist/${item.id}`, { make: 'X', model: 'Y' })).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/wishlist/${item.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', '/api/wishlist')).json().items).toEqual([]);
    // Bob cannot reorder Alice's items into his list either.
    expect((await as(bob, 'PUT', '/api/wishlist/order', { order: [item.id] })).statusCode).toBe(400);
    expect((await as(alice, 'GET', `/api/wishlist/${item.id}`)).json().make).toBe('BMW');
  });

  it('refuses bad input by naming the field', async () => {
    const cases: [object, string][] = [
      [{ model: '911' }, 'body.make'],
      [{ make: ' ', model: '911' }, 'body.make'],
      [{ make: 'P', model: '911', yearFrom: 1973, yearTo: 1965 }, 'body.yearTo'],
      [{ make: 'P', model: '911', budget: -1 }, 'body.budget'],
      [{ make: 'P', model: '911', budget: 12.5 }, 'body.budget'],
      [{ make: 'P', model: '911', currency: 'euro' }, 'body.currency'],
      [{ make: 'P', model: '911', minCondition: 7 }, 'body.minCondition'],
      [{ make: 'P', model: '911', priority: 'urgent' }, 'body.priority'],
      [{ make: 'P\u0000', model: '911' }, 'body.make'],
      [{ make: 'P', model: '911', notes: 'x'.repeat(2001) }, 'body.notes'],
    ];
    for (const [payload, field] of cases) {
      const res = await as(alice, 'POST', '/api/wishlist', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('searches: seven marketplace links, no public matches yet, price guidance from the owner’s own records', async () => {
    const v1 = (
      await as(alice, 'POST', '/api/vehicles', {
        make: 'Mercedes-Benz',
        model: '280 SL',
        year: 1969,
        purchasePrice: 8_000_000,
        currency: 'EUR',
        purchaseDate: '2019-04-01',
      })
    ).json().id;
    await as(alice, 'POST', '/api/vehicles', { make: 'mercedes benz', model: '280SL', year: 1970, purchasePrice: 9_000_000, currency: 'EUR' });
    await as(alice, 'POST', '/api/vehicles', { make: 'Mercedes-Benz', model: '230 SL', year: 1965, purchasePrice: 1_000_000, currency: 'EUR' });
    await as(bob, 'POST', '/api/vehicles', { make: 'Mercedes-Benz', model: '280 SL', year: 1969, purchasePrice: 1_000_000, currency: 'EUR' });
    const id = crypto.randomUUID();
    await t.app.db.insert(vehicleDocuments).values({
      id,
      vehicleId: v1,
      userId: alice.userId,
      title: 'Appraisal',
      documentType: 'appraisal',
      dateCreated: '2023-06-01',
      appraisalDate: '2023-06-01',
      appraisedValue: 11_000_000,
      currency: 'EUR',
      fileName: 'a.pdf',
      fileUrl: `${alice.userId}/${id}.pdf`,
      fileSize: 1,
      fileHash: id,
    });
    const item = (
      await as(alice, 'POST', '/api/wishlist', { make: 'Mercedes-Benz', model: '280 SL', yearFrom: 1968, budget: 10_000_000, currency: 'EUR' })
    ).json();
    const res = await as(alice, 'GET', `/api/wishlist/${item.id}/search`);
    expect(res.statusCode).toBe(200);
    const search = res.json();
    expect(search.marketplaces.map((m: { name: string }) => m.name)).toEqual([
      'mobile.de',
      'AutoScout24',
      'Classic Trader',
      'Car & Classic',
      'Bring a Trailer',
      'Hemmings',
      'eBay',
    ]);
    expect(search.marketplaces[1].url).toBe('https://www.autoscout24.com/lst/mercedes-benz/280-sl?fregfrom=1968&priceto=100000');
    expect(search.matches).toEqual([]);
    // Alice's two 280 SLs and the appraisal; not the 230 SL, not Bob's car.
    expect(search.prices.map((p: { kind: string; amount: number }) => [p.kind, p.amount]).sort()).toEqual([
      ['appraisal', 110000],
      ['purchase', 80000],
      ['purchase', 90000],
    ]);
  });

  it('matches vehicles listed on this instance through live share links, as those links show them', async () => {
    const car = async (who: User, year: number, conditionGrade: number) =>
      (await as(who, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year, conditionGrade })).json().id as string;
    const share = async (vehicleId: string, body: object) => (await as(bob, 'POST', `/api/vehicles/${vehicleId}/shares`, body)).json();
    const listed = await share(await car(bob, 1969, 2), { kind: 'link', listed: true });
    expect(listed.share.listed).toBe(true);
    await share(await car(bob, 1970, 2), { kind: 'link' }); // unlisted: stays with whoever got the link
    await share(await car(bob, 1971, 2), { kind: 'person', email: alice.email });
    const revoked = await share(await car(bob, 1972, 2), { kind: 'link', listed: true });
    expect((await as(bob, 'DELETE', `/api/shares/${revoked.share.id}`)).statusCode).toBe(204);
    await share(await car(bob, 1960, 2), { kind: 'link', listed: true }); // before the wanted years
    const noFacts = await share(await car(bob, 1968, 1), { kind: 'link', listed: true, scopes: ['photos'] }); // its grade is not shown
    const own = await car(alice, 1967, 1); // Alice's own listed car is not a match for her
    expect((await as(alice, 'POST', `/api/vehicles/${own}/shares`, { kind: 'link', listed: true })).statusCode).toBe(201);

    const wanted = (await as(alice, 'POST', '/api/wishlist', { make: 'lancia', model: 'FULVIA', yearFrom: 1965 })).json();
    const search = (await as(alice, 'GET', `/api/wishlist/${wanted.id}/search`)).json();
    expect(search.matches.map((m: { year: number }) => m.year).sort()).toEqual([1968, 1969]);
    const match = search.matches.find((m: { year: number }) => m.year === 1969);
    expect(match).toMatchObject({ make: 'Lancia', model: 'Fulvia', conditionGrade: 2, url: listed.path });
    expect(search.matches.find((m: { year: number }) => m.year === 1968)).toMatchObject({ conditionGrade: null, url: noFacts.path });
    // The match opens like any share link, without a session.
    expect((await t.app.inject({ method: 'GET', url: `/api/${listed.path.slice(1)}` })).json().vehicle.year).toBe(1969);

    // A minimum grade needs a shown grade: the link without facts no longer matches.
    const picky = (await as(alice, 'POST', '/api/wishlist', { make: 'Lancia', model: 'Fulvia', yearFrom: 1965, minCondition: 2 })).json();
    expect((await as(alice, 'GET', `/api/wishlist/${picky.id}/search`)).json().matches.map((m: { year: number }) => m.year)).toEqual([1969]);
  });
});
