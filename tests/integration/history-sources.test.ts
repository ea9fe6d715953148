import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdf } from './support/make-pdf';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;
type Event = { id: string; kind: string; date: string; labelKey: string; labelVars: Record<string, string | number>; title: string | null };

/**
 * What other features and files bring into a vehicle's history: a photo's EXIF day, stories,
 * ownership transfers, a policy's agreed value; and the one condition scale of the vehicle form.
 */
describe.each(dbTargets)('history sources on %s', (target) => {
  let t: TestApp;
  let seller: User;
  let buyer: User;
  let car: string;
  const as = (who: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const timeline = async (who: User) => (await as(who, 'GET', `/api/vehicles/${car}/timeline`)).json() as { events: Event[]; kinds: { kind: string }[] };

  beforeAll(async () => {
    t = await createTestApp(target);
    seller = await signUp(t.app, { name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    car = (await as(seller, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year: 1971, currency: 'EUR' })).json().id;
  });
  afterAll(() => t?.close());

  it('puts a photo on the day its EXIF says it was taken, and one without EXIF on the day it was added', async () => {
    const withExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .withExif({ IFD0: { DateTime: '1988:07:01 12:00:00' }, IFD2: { DateTimeOriginal: '1987:06:14 09:30:00' } })
      .jpeg()
      .toBuffer();
    const without = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#543' } })
      .jpeg()
      .toBuffer();
    for (const data of [withExif, without]) {
      const form = multipart([{ name: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data }]);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/vehicles/${car}/photos`, headers: { cookie: seller.cookie, ...form.headers }, payload: form.payload }))
          .statusCode,
      ).toBe(201);
    }
    const photos = (await timeline(seller)).events.filter((e) => e.kind === 'photo');
    expect(photos.find((e) => e.labelKey === 'history.events.photosTaken')).toMatchObject({ date: '1987-06-14', labelVars: { count: 1 } });
    expect(photos.find((e) => e.labelKey === 'history.events.photos')?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it("takes an insurance policy's agreed value into the value history", async () => {
    const { payload, headers } = multipart([
      { name: 'vehicleId', data: car },
      {
        name: 'record',
        data: JSON.stringify({
          documentType: 'insurance',
          title: 'Classic policy',
          date: '2022-12-20',
          effectiveStart: '2023-01-01',
          effectiveEnd: '2023-12-31',
          appraisedValue: 3_500_000,
        }),
      },
      { name: 'file', filename: 'policy.pdf', contentType: 'application/pdf', data: createPdf(['Agreed value 35.000 EUR']) },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: seller.cookie } })).statusCode).toBe(201);
    await as(seller, 'POST', `/api/vehicles/${car}/value-entries`, { kind: 'estimate', date: '2024-01-01', amount: 4_500_000, currency: 'EUR' });
    const history = (await as(seller, 'GET', `/api/vehicles/${car}/value-history`)).json();
    expect(history.entries).toContainEqual(
      expect.objectContaining({ kind: 'agreed', date: '2023-01-01', amount: 3_500_000, source: 'Classic policy', isManual: false }),
    );
    // 45,000 against an agreed 35,000: under-insured.
    expect(history.figures.underInsured).toMatchObject({ agreed: 3_500_000, value: 4_500_000 });
  });

  it('shows dated stories (the owner all of them) and a completed ownership transfer', async () => {
    await as(seller, 'POST', `/api/vehicles/${car}/stories`, { title: 'Rallye Monte-Carlo', date: '1990-01-20', status: 'published', shareable: true });
    await as(seller, 'POST', `/api/vehicles/${car}/stories`, { title: 'A draft', date: '1991-01-01' });
    const stories = (await timeline(seller)).events.filter((e) => e.kind === 'story');
    expect(stories.map((e) => e.title).sort()).toEqual(['A draft', 'Rallye Monte-Carlo']);

    const transfer = (await as(seller, 'POST', `/api/vehicles/${car}/transfers`, { toEmail: buyer.email })).json();
    expect((await as(buyer, 'POST', '/api/rpc/complete_vehicle_transfer', { transfer_id: transfer.id })).statusCode).toBe(200);
    const after = await timeline(buyer);
    expect(after.events.find((e) => e.kind === 'transfer')).toMatchObject({
      labelKey: 'transfers.timeline.event',
      labelVars: { from: 'Sam Seller' },
      date: new Date().toISOString().slice(0, 10),
    });
    expect(after.kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['photo', 'story', 'transfer']));
  });

  it('grades the vehicle on one scale: the form names it, a grade beyond it is a 400 naming the field', async () => {
    const v = (await as(buyer, 'POST', '/api/vehicles', { make: 'Fiat', model: 'Dino', year: 1969, conditionGrade: 6, conditionScale: 'hagerty' })).json();
    expect(v).toMatchObject({ conditionGrade: 6, conditionScale: 'hagerty' });
    const bad = await as(buyer, 'PATCH', `/api/vehicles/${v.id}`, { conditionScale: 'zustandsnote' });
    expect([bad.statusCode, bad.json().issues?.[0]?.path]).toEqual([400, 'body.conditionGrade']);
    // A grade alone keeps the vehicle's scale; a vehicle graded without any (an older client) is on the fallback, the Zustandsnote.
    expect((await as(buyer, 'PATCH', `/api/vehicles/${v.id}`, { conditionGrade: 2 })).json()).toMatchObject({ conditionGrade: 2, conditionScale: 'hagerty' });
    const bare = (await as(buyer, 'POST', '/api/vehicles', { make: 'Fiat', model: '124', year: 1970, conditionGrade: 3 })).json();
    expect(bare).toMatchObject({ conditionGrade: 3, conditionScale: 'zustandsnote' });
    expect((await as(buyer, 'POST', '/api/vehicles', { make: 'Fiat', model: '124', year: 1970, conditionGrade: 6 })).statusCode).toBe(400);
  });
});
