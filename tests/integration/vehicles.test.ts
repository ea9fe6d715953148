import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

const e9 = { make: 'Porsche', model: '911', year: 1973, variant: 'Carrera RS 2.7', vin: '9113600123', purchasePrice: 4_500_000, estimatedValue: 95_000_000 };

describe.each(dbTargets)('vehicles API on %s', (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t?.close());

  it('needs a session', async () => {
    expect((await t.app.inject('/api/vehicles')).statusCode).toBe(401);
  });

  it('creates, reads, lists and updates a vehicle with defaults from the language', async () => {
    const created = await as(alice, 'POST', '/api/vehicles', e9);
    expect(created.statusCode).toBe(201);
    const v = created.json();
    expect(v).toMatchObject({ make: 'Porsche', year: 1973, status: 'owned', currency: 'USD', odometerUnit: 'mi', vin: '9113600123', photos: [] });
    expect((await as(alice, 'GET', `/api/vehicles/${v.id}`)).json().variant).toBe('Carrera RS 2.7');
    const patched = await as(alice, 'PATCH', `/api/vehicles/${v.id}`, { odometer: 88000, odometerUnit: 'km', currency: 'EUR' });
    expect(patched.json()).toMatchObject({ odometer: 88000, odometerUnit: 'km', currency: 'EUR' });
    const list = (await as(alice, 'GET', '/api/vehicles')).json().vehicles;
    expect(list.map((x: { id: string }) => x.id)).toContain(v.id);
    // The list is answered from a cache: an edit must show at once, twice in a row.
    for (const odometer of [88001, 88002]) {
      await as(alice, 'PATCH', `/api/vehicles/${v.id}`, { odometer });
      const again = (await as(alice, 'GET', '/api/vehicles')).json().vehicles;
      expect(again.find((x: { id: string }) => x.id === v.id).odometer).toBe(odometer);
    }
  });

  it('sends the list compressed when asked, and a 304 while the copy the browser has is current', async () => {
    const extra = [];
    for (const model of ['Flavia', 'Aurelia', 'Appia']) extra.push((await as(alice, 'POST', '/api/vehicles', { make: 'Lancia', model, year: 1962 })).json().id);
    const plain = await as(alice, 'GET', '/api/vehicles');
    expect(plain.body.length).toBeGreaterThan(1024); // smaller answers go uncompressed
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    for (const [offer, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: '/api/vehicles', headers: { cookie: alice.cookie, 'accept-encoding': offer } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const unchanged = await t.app.inject({ url: '/api/vehicles', headers: { cookie: alice.cookie, 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A proxy may drop the weak marker; the tag is the same.
    const strong = await t.app.inject({ url: '/api/vehicles', headers: { cookie: alice.cookie, 'if-none-match': `"x", ${etag.slice(2)}` } });
    expect(strong.statusCode).toBe(304);
    // Bob's copy is not Alice's, whatever tag he sends.
    expect((await t.app.inject({ url: '/api/vehicles', headers: { cookie: bob.cookie, 'if-none-match': etag } })).statusCode).toBe(200);
    const added = await as(alice, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year: 1969 });
    const changed = await t.app.inject({ url: '/api/vehicles', headers: { cookie: alice.cookie, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().vehicles.map((v: { id: string }) => v.id)).toContain(added.json().id);
    for (const id of [...extra, added.json().id]) await as(alice, 'DELETE', `/api/vehicles/${id}`);
  });

  it('flags a failing check digit as a warning, refuses I/O/Q', async () => {
    const warn = await as(alice, 'POST', '/api/vehicles', { make: 'Porsche', model: '964', year: 1990, vin: 'WP0ZZZ96ZLS400123' });
    expect(warn.statusCode).toBe(201);
    expect(warn.json().vinWarning).toBe('check_digit');
    const bad = await as(alice, 'POST', '/api/vehicles', { make: 'Porsche', model: '964', year: 1990, vin: 'WP0ZZZ96ZLS40012O' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('vin');
    expect(bad.json().issues).toContainEqual({ path: 'body.vin', message: 'must not contain the letters I, O or Q' });
    const chassis = await as(alice, 'POST', '/api/vehicles', { make: 'Porsche', model: '356', year: 1958, vin: '105 432' });
    expect(chassis.json()).toMatchObject({ vin: '105432', vinWarning: null });
  });

  it('answers bad input with a 400 that names the field', async () => {
    const cases: [object, string][] = [
      [{ model: '911', year: 1973 }, 'make'],
      [{ make: 'Porsche', model: '911', year: 1700 }, 'year'],
      [{ make: 'Porsche', model: '911', year: 1973, purchasePrice: -5 }, 'purchasePrice'],
      [{ make: 'Porsche', model: '911', year: '1973' }, 'year'],
      [{ make: 'Porsche', model: '911', year: 1973, currency: 'euro' }, 'currency'],
      [{ make: 'Porsche', model: '911', year: 1973, purchaseDate: '14.03.2024' }, 'purchaseDate'],
      [{ make: 'Porsche', model: '911', year: 1973, estimatedValue: 12.5 }, 'estimatedValue'],
      [{ make: 'Porsche', model: '911', year: 1973, conditionGrade: 6 }, 'conditionGrade'],
      [{ make: 'Porsche', model: '911', year: 1973, odometer: -1 }, 'odometer'],
      [{ make: ' ', model: '911', year: 1973 }, 'make'],
    ];
    for (const [payload, field] of cases) {
      const res = await as(alice, 'POST', '/api/vehicles', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    }
    const badSale = await as(alice, 'POST', `/api/vehicles/${(await as(alice, 'POST', '/api/vehicles', e9)).json().id}/sell`, {
      saleDate: '2024-01-01',
      salePrice: -1,
    });
    expect(badSale.statusCode).toBe(400);
    expect(badSale.json().message).toContain('salePrice');
    expect(badSale.json().message).toContain('buyerName');
    const badPatch = await as(alice, 'PATCH', '/api/vehicles/whatever', { year: 1700 });
    expect(badPatch.statusCode).toBe(400);
  });

  it('keeps every vehicle private: another user’s id is a 404', async () => {
    const v = (await as(alice, 'POST', '/api/vehicles', e9)).json();
    for (const [method, url, payload] of [
      ['GET', `/api/vehicles/${v.id}`, undefined],
      ['PATCH', `/api/vehicles/${v.id}`, { make: 'Stolen' }],
      ['DELETE', `/api/vehicles/${v.id}`, undefined],
      ['POST', `/api/vehicles/${v.id}/sell`, { saleDate: '2024-01-01', salePrice: 1, buyerName: 'Bob' }],
      ['PATCH', `/api/vehicles/${v.id}/photos`, { order: [] }],
    ] as const) {
      const res = await as(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual((await as(bob, 'GET', '/api/vehicles/does-not-exist')).json());
    }
    expect((await as(bob, 'GET', '/api/vehicles')).json().vehicles).toEqual([]);
    expect((await as(alice, 'GET', `/api/vehicles/${v.id}`)).json().make).toBe('Porsche');
  });

  it('sells a vehicle: it leaves the garage for Previously Owned and becomes read-only', async () => {
    const v = (await as(alice, 'POST', '/api/vehicles', { ...e9, purchaseDate: '2010-05-01' })).json();
    const tooEarly = await as(alice, 'POST', `/api/vehicles/${v.id}/sell`, { saleDate: '2009-01-01', salePrice: 100, buyerName: 'X' });
    expect(tooEarly.statusCode).toBe(400);
    const sold = await as(alice, 'POST', `/api/vehicles/${v.id}/sell`, { saleDate: '2024-06-01', salePrice: 120_000_000, buyerName: 'Jay' });
    expect(sold.json()).toMatchObject({ status: 'sold', saleDate: '2024-06-01', salePrice: 120_000_000, buyerName: 'Jay' });
    const owned = (await as(alice, 'GET', '/api/vehicles')).json().vehicles.map((x: { id: string }) => x.id);
    const previous = (await as(alice, 'GET', '/api/vehicles?status=previous')).json().vehicles.map((x: { id: string }) => x.id);
    expect(owned).not.toContain(v.id);
    expect(previous).toContain(v.id);
    expect((await as(alice, 'PATCH', `/api/vehicles/${v.id}`, { make: 'Changed' })).statusCode).toBe(409);
  });

  it('searches and sorts', async () => {
    const carol = await signUp(t.app);
    for (const v of [
      { make: 'Jaguar', model: 'E-Type', year: 1961, estimatedValue: 3 },
      { make: 'Alfa Romeo', model: 'Giulia', year: 1965, estimatedValue: 1 },
      { make: 'Mercedes-Benz', model: '300 SL', year: 1955, estimatedValue: 9 },
    ]) {
      await as(carol, 'POST', '/api/vehicles', v);
    }
    const names = async (qs: string) => (await as(carol, 'GET', `/api/vehicles?${qs}`)).json().vehicles.map((v: { make: string }) => v.make);
    expect(await names('sort=name')).toEqual(['Alfa Romeo', 'Jaguar', 'Mercedes-Benz']);
    expect(await names('sort=year')).toEqual(['Mercedes-Benz', 'Jaguar', 'Alfa Romeo']);
    expect(await names('sort=value')).toEqual(['Mercedes-Benz', 'Jaguar', 'Alfa Romeo']);
    expect(await names('q=giul')).toEqual(['Alfa Romeo']);
    expect(await names('q=1961')).toEqual(['Jaguar']);
    expect(await names('q=%25')).toEqual([]);
  });

  it('deletes a vehicle', async () => {
    const v = (await as(alice, 'POST', '/api/vehicles', e9)).json();
    expect((await as(alice, 'DELETE', `/api/vehicles/${v.id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/vehicles/${v.id}`)).statusCode).toBe(404);
  });
});
