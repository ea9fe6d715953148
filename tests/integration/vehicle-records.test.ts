import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

const lubeLogger = ['Date,Odometer,Description,Notes,Cost,Tags,ExtraFields', '1/15/2024,45210,Oil change,"Castrol 20W-50, 5 qt",89.50,,'].join('\r\n');

/** Decision 023: a record a CSV import brought in is corrected or removed one by one. */
describe.each(dbTargets)('imported records, edited and deleted, on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;

  const as = (who: User, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });

  /** A new vehicle of Alice's with the one LubeLogger row imported: its id and the record's. */
  async function carWithRecord() {
    const car = (await as(alice, 'POST', '/api/vehicles', { make: 'Jaguar', model: 'E-Type', year: 1963, currency: 'GBP' })).json().id as string;
    const form = multipart([
      { name: 'format', data: 'lubelogger' },
      { name: 'file', filename: 'ServiceRecord.csv', contentType: 'text/csv', data: lubeLogger },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car}/csv-import`,
      payload: form.payload,
      headers: { ...form.headers, cookie: alice.cookie },
    });
    expect(imported.json()).toEqual({ imported: 1, duplicates: 0 });
    const timeline = (await as(alice, 'GET', `/api/vehicles/${car}/timeline`)).json();
    const event = timeline.events.find((e: { kind: string }) => e.kind === 'record');
    return { car, recordId: String(event.id).slice('record:'.length), url: `/api/vehicles/${car}/records/${String(event.id).slice('record:'.length)}` };
  }
  const rowOf = async (recordId: string) => (await t.app.db.execute(sql`select * from vehicle_records where id = ${recordId}`)).rows[0];

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  }, 180_000);
  afterAll(() => t?.close());

  it('reads a record by the id its timeline event carries, then saves every field; timeline and spending follow', async () => {
    const { car, url } = await carWithRecord();
    const read = await as(alice, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      kind: 'service',
      date: '2024-01-15',
      odometer: 45_210,
      description: 'Oil change',
      cost: 8_950,
      currency: 'GBP',
      notes: 'Castrol 20W-50, 5 qt',
      source: 'lubelogger',
    });

    const saved = await as(alice, 'PUT', url, {
      kind: 'repair',
      date: '2024-01-16',
      odometer: 45_211,
      description: '  Oil and filter  ',
      cost: 9_900,
      notes: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Text is trimmed and an empty note is no note; the currency and the source stay the import's.
    expect(saved.json()).toMatchObject({
      kind: 'repair',
      date: '2024-01-16',
      odometer: 45_211,
      description: 'Oil and filter',
      cost: 9_900,
      notes: null,
      currency: 'GBP',
      source: 'lubelogger',
    });

    const timeline = (await as(alice, 'GET', `/api/vehicles/${car}/timeline`)).json();
    expect(timeline.events.filter((e: { kind: string }) => e.kind === 'record')).toEqual([
      expect.objectContaining({ date: '2024-01-16', labelKey: 'history.events.record.repair', title: 'Oil and filter', detail: null, mileage: 45_211 }),
    ]);
    const value = (await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json();
    expect(value.figures.spending.byCategory).toMatchObject({ service: 9_900 });
  });

  it('a fuel record needs no description; odometer and cost may be cleared', async () => {
    const { url } = await carWithRecord();
    const saved = await as(alice, 'PUT', url, { kind: 'fuel', date: '2024-02-01', odometer: null, description: '', cost: null, notes: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'fuel', description: null, odometer: null, cost: null });
  });

  it.each([
    ['date', { date: '2024-02-30' }],
    ['date', { date: '1700-01-01' }],
    ['date', { date: '2999-01-01' }],
    ['kind', { kind: 'wash' }],
    ['odometer', { odometer: -1 }],
    ['odometer', { odometer: 1.5 }],
    ['odometer', { odometer: '45210' }],
    ['cost', { cost: -100 }],
    ['cost', { cost: 12.5 }],
    ['cost', { cost: 1e13 }],
    ['description', { description: '' }],
    ['description', { description: 'x'.repeat(501) }],
    ['notes', { notes: 'x'.repeat(4001) }],
  ])('refuses a bad %s with 400 naming it and changes nothing (%j)', async (field, change) => {
    const { recordId, url } = await carWithRecord();
    const before = await rowOf(recordId);
    const body = { kind: 'service', date: '2024-01-15', odometer: 45_210, description: 'Oil change', cost: 8_950, notes: null, ...change };
    const res = await as(alice, 'PUT', url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    expect(await rowOf(recordId)).toEqual(before);
  });

  it('deletes one record; the timeline loses it and a second delete is a 404', async () => {
    const { car, recordId, url } = await carWithRecord();
    expect((await as(alice, 'DELETE', url)).statusCode).toBe(204);
    expect(await rowOf(recordId)).toBeUndefined();
    const timeline = (await as(alice, 'GET', `/api/vehicles/${car}/timeline`)).json();
    expect(timeline.events.some((e: { kind: string }) => e.kind === 'record')).toBe(false);
    expect((await as(alice, 'DELETE', url)).statusCode).toBe(404);
    expect((await as(alice, 'GET', url)).statusCode).toBe(404);
  });

  it("another user's record looks missing, and a record is only found under its own vehicle", async () => {
    const { car, recordId, url } = await carWithRecord();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await as(bob, method, url, method === 'PUT' ? { kind: 'service', date: '2024-01-15', description: 'Mine now' } : undefined);
      expect([method, res.statusCode]).toEqual([method, 404]);
    }
    const other = await carWithRecord();
    expect((await as(alice, 'DELETE', `/api/vehicles/${other.car}/records/${recordId}`)).statusCode).toBe(404);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/records/${recordId}`)).statusCode).toBe(200);
  });

  it('a sold vehicle keeps its records read-only (409)', async () => {
    const { car, recordId, url } = await carWithRecord();
    const sold = await as(alice, 'POST', `/api/vehicles/${car}/sell`, { saleDate: '2025-01-02', salePrice: 100, buyerName: 'Dealer' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await as(alice, 'GET', url)).statusCode).toBe(200);
    expect((await as(alice, 'PUT', url, { kind: 'service', date: '2024-01-15', description: 'Changed' })).statusCode).toBe(409);
    expect((await as(alice, 'DELETE', url)).statusCode).toBe(409);
    expect(await rowOf(recordId)).toMatchObject({ description: 'Oil change' });
  });
});
