import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTimelineSource, timelineEvent } from '../../src/server/modules/history/timeline-sources';
import { createPdf } from './support/make-pdf';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;
let fileNo = 0;

describe.each(dbTargets)('history API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let car: string;
  let second: string;
  let bobCar: string;
  const docs: Record<string, string> = {};
  const as = (who: User, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const upload = async (who: User, vehicleId: string, record: object) => {
    fileNo += 1;
    const { payload, headers } = multipart([
      { name: 'vehicleId', data: vehicleId },
      { name: 'record', data: JSON.stringify(record) },
      { name: 'file', filename: `doc-${fileNo}.pdf`, contentType: 'application/pdf', data: createPdf([`History document ${fileNo} ${Math.random()}`]) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: who.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    // Another feature's events, added the way a feature adds them: without editing the timeline.
    registerTimelineSource({
      kind: 'test-tasks',
      labelKey: 'tasks.timeline.filter',
      events: async ({ vehicle }) => [
        timelineEvent({
          id: `task:${vehicle.id}`,
          kind: 'test-tasks',
          date: '2019-05-05',
          labelKey: 'tasks.timeline.done',
          title: 'Timing belt replaced',
          mileage: 85_000,
        }),
      ],
    });
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    const make = async (who: User, body: object) => (await as(who, 'POST', '/api/vehicles', body)).json().id as string;
    car = await make(alice, {
      make: 'Porsche',
      model: '911',
      year: 1973,
      vin: 'WP0ZZZ91ZJS100123',
      purchaseDate: '2016-06-01',
      purchasePrice: 5_000_000,
      currency: 'EUR',
      odometer: 95_000,
      odometerUnit: 'km',
      matchingNumbers: true,
    });
    second = await make(alice, { make: 'Mercedes-Benz', model: '280 SL', year: 1969, purchasePrice: 9_000_000, currency: 'EUR' });
    bobCar = await make(bob, { make: 'BMW', model: '2002', year: 1972 });
    docs.early = await upload(alice, car, {
      documentType: 'service',
      title: 'Ölwechsel Werkstatt Müller',
      date: '2018-04-10',
      totalCost: 45_050,
      partsCost: 12_000,
      serviceMileage: 80_000,
      shopName: 'Werkstatt Müller',
    });
    docs.late = await upload(alice, car, {
      documentType: 'service',
      title: 'Bremsen vorne',
      date: '2020-04-10',
      totalCost: 90_000,
      serviceMileage: 60_000,
      shopName: 'Classic Motors',
    });
    docs.foreignVin = await upload(alice, car, {
      documentType: 'title',
      title: 'Fahrzeugbrief',
      date: '2016-06-01',
      extractedData: [{ key: 'vin', value: 'WDB1130421A000001' }],
    });
    docs.policyA = await upload(alice, car, {
      documentType: 'insurance',
      title: 'Policy 2019',
      date: '2019-01-01',
      premium: 40_000,
      effectiveStart: '2019-01-01',
      effectiveEnd: '2019-12-31',
    });
    docs.policyB = await upload(alice, car, {
      documentType: 'insurance',
      title: 'Policy 2021',
      date: '2021-01-01',
      premium: 42_000,
      effectiveStart: '2021-01-01',
      effectiveEnd: '2099-12-31',
    });
    docs.gbp = await upload(alice, car, { documentType: 'receipt', title: 'Parts from England', date: '2021-05-05', totalCost: 10_000, currency: 'GBP' });
    docs.appraisal = await upload(alice, car, {
      documentType: 'appraisal',
      title: 'Gutachten Classic Data',
      date: '2023-05-01',
      appraisedValue: 12_000_000,
      appraiserName: 'Classic Data',
      appraisalDate: '2023-05-01',
    });
  });
  afterAll(() => t?.close());

  it('needs a session', async () => {
    expect((await t.app.inject(`/api/vehicles/${car}/timeline`)).statusCode).toBe(401);
  });

  it('answers 404 for another user’s vehicle on every route, and changes nothing of it', async () => {
    const entry = { kind: 'estimate', date: '2024-01-01', amount: 100, currency: 'EUR' };
    const grading = { scale: 'hagerty', grade: 2, date: '2024-01-01' };
    for (const [method, url, body] of [
      ['GET', `/api/vehicles/${bobCar}/timeline`],
      ['GET', `/api/vehicles/${bobCar}/value-history`],
      ['GET', `/api/vehicles/${bobCar}/comparison`],
      ['GET', `/api/vehicles/${car}/comparison?with=${bobCar}`],
      ['POST', `/api/vehicles/${bobCar}/value-entries`, entry],
      ['POST', `/api/vehicles/${bobCar}/gradings`, grading],
      ['GET', '/api/vehicles/no-such-vehicle/timeline'],
    ] as const) {
      const res = await as(alice, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // Bob's own entry cannot be edited or deleted through Alice's vehicle, nor through his by Alice.
    const bobs = (await as(bob, 'POST', `/api/vehicles/${bobCar}/value-entries`, entry)).json().id;
    expect((await as(alice, 'PUT', `/api/vehicles/${car}/value-entries/${bobs}`, entry)).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/vehicles/${bobCar}/value-entries/${bobs}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/vehicles/${bobCar}/value-history`)).json().entries).toHaveLength(1);
  });

  it('shows every dated event newest first, with flags naming the documents that disagree', async () => {
    const res = await as(alice, 'GET', `/api/vehicles/${car}/timeline`);
    expect(res.statusCode).toBe(200);
    const tl = res.json();
    const dates = tl.events.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(tl.events.find((e: { documentId: string | null }) => e.documentId === docs.early)).toMatchObject({
      kind: 'document',
      labelKey: 'history.events.document.service',
      title: 'Ölwechsel Werkstatt Müller',
      amount: { amount: 45_050, currency: 'EUR' },
      mileage: 80_000,
      shop: 'Werkstatt Müller',
    });
    expect(tl.events.some((e: { id: string }) => e.id === `purchase:${car}`)).toBe(true);
    expect(tl.kinds).toEqual([
      { kind: 'document', labelKey: 'history.kinds.document' },
      { kind: 'ownership', labelKey: 'history.kinds.ownership' },
      { kind: 'test-tasks', labelKey: 'tasks.timeline.filter' },
    ]);
    expect(tl.events.find((e: { kind: string }) => e.kind === 'test-tasks')).toMatchObject({
      title: 'Timing belt replaced',
      labelKey: 'tasks.timeline.done',
      date: '2019-05-05',
    });
    // An appraisal is one event, its document, showing what it found.
    expect(tl.events.filter((e: { date: string }) => e.date === '2023-05-01')).toEqual([
      expect.objectContaining({ documentId: docs.appraisal, amount: { amount: 12_000_000, currency: 'EUR' } }),
    ]);
    const flag = (code: string) => tl.flags.find((f: { code: string }) => f.code === code);
    expect(flag('odometer_backwards').documentIds).toEqual([docs.early, docs.late]);
    expect(flag('vin_mismatch').documentIds).toEqual([docs.foreignVin]);
    expect(flag('insurance_gap')).toMatchObject({ documentIds: [docs.policyA, docs.policyB], vars: { from: '2020-01-01', to: '2020-12-31' } });
    // Every reading, oldest first: two documents, the other feature's event and the vehicle's own odometer.
    expect(tl.mileage.map((m: { value: number }) => m.value)).toEqual([80_000, 85_000, 60_000, 95_000]);
  });

  it('adds, edits and deletes value entries; figures follow, other currencies stay out of sums', async () => {
    const agreed = await as(alice, 'POST', `/api/vehicles/${car}/value-entries`, {
      kind: 'agreed',
      date: '2024-01-15',
      amount: 9_000_000,
      currency: 'EUR',
      source: 'Policy 2021',
    });
    expect(agreed.statusCode).toBe(201);
    let vh = (await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json();
    // The appraisal document (120,000 €) is more than 10 % above the agreed 90,000 €.
    expect(vh.figures.underInsured).toMatchObject({ value: 12_000_000, agreed: 9_000_000, percent: 33.3 });
    expect(vh.figures.valueChange).toEqual({ amount: 7_000_000, percent: 140 });
    expect(vh.figures.spending.byCategory).toMatchObject({ service: 45_050 - 12_000 + 90_000, parts: 12_000, insurance: 82_000 });
    expect(vh.figures.spending.excluded).toEqual([{ currency: 'GBP', amount: 10_000 }]);
    expect(vh.entries.map((e: { kind: string; isManual: boolean }) => [e.kind, e.isManual])).toEqual([
      ['purchase', false],
      ['appraisal', false],
      ['agreed', true],
    ]);

    const id = agreed.json().id;
    expect(
      (await as(alice, 'PUT', `/api/vehicles/${car}/value-entries/${id}`, { kind: 'agreed', date: '2024-01-15', amount: 12_500_000, currency: 'EUR' }))
        .statusCode,
    ).toBe(200);
    vh = (await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json();
    expect(vh.figures.underInsured).toBeNull();
    expect((await as(alice, 'DELETE', `/api/vehicles/${car}/value-entries/${id}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json().entries.some((e: { isManual: boolean }) => e.isManual)).toBe(false);
  });

  it('refuses a bad value entry with 400 naming the field, and stores nothing', async () => {
    const good = { kind: 'estimate', date: '2024-01-01', amount: 100, currency: 'EUR' };
    for (const [patch, field] of [
      [{ amount: -1 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ date: '1884-12-31' }, 'date'],
      [{ date: '2999-01-01' }, 'date'],
      [{ date: '2024-02-30' }, 'date'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'eur' }, 'currency'],
      [{ kind: 'purchase' }, 'kind'],
      [{ note: 'a\u0000b' }, 'note'],
      [{ source: 'x'.repeat(121) }, 'source'],
    ] as const) {
      const res = await as(alice, 'POST', `/api/vehicles/${car}/value-entries`, { ...good, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car}/value-entries`,
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(res.statusCode).toBe(400);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json().entries.some((e: { isManual: boolean }) => e.isManual)).toBe(false);
  });

  it('records condition gradings on the chosen scale; the newest is the vehicle’s current grade', async () => {
    expect((await as(alice, 'POST', `/api/vehicles/${car}/gradings`, { scale: 'zustandsnote', grade: 6, date: '2024-01-01' })).json().issues[0].path).toBe(
      'body.grade',
    );
    expect(
      (await as(alice, 'POST', `/api/vehicles/${car}/gradings`, { scale: 'hagerty', grade: 2, date: '2024-01-01', photoIds: ['not-a-photo'] })).json().issues[0]
        .path,
    ).toBe('body.photoIds');
    const old = (await as(alice, 'POST', `/api/vehicles/${car}/gradings`, { scale: 'hagerty', grade: 6, date: '2020-01-01', note: 'Barn find' })).json().id;
    const recent = (await as(alice, 'POST', `/api/vehicles/${car}/gradings`, { scale: 'zustandsnote', grade: 2, date: '2024-01-01' })).json().id;
    expect((await as(alice, 'GET', `/api/vehicles/${car}`)).json()).toMatchObject({ conditionGrade: 2, conditionScale: 'zustandsnote' });
    const listed = (await as(alice, 'GET', '/api/vehicles')).json().vehicles.find((v: { id: string }) => v.id === car);
    expect(listed).toMatchObject({ conditionGrade: 2, conditionScale: 'zustandsnote' });
    expect((await as(alice, 'GET', `/api/vehicles/${car}/value-history`)).json().gradings.map((g: { grade: number }) => g.grade)).toEqual([2, 6]);
    expect((await as(alice, 'DELETE', `/api/vehicles/${car}/gradings/${recent}`)).statusCode).toBe(204);
    expect((await as(alice, 'GET', `/api/vehicles/${car}`)).json()).toMatchObject({ conditionGrade: 6, conditionScale: 'hagerty' });
    const events = (await as(alice, 'GET', `/api/vehicles/${car}/timeline`)).json().events;
    expect(events.find((e: { id: string }) => e.id === `grading:${old}`)).toMatchObject({
      labelKey: 'history.events.grading.hagerty',
      labelVars: { grade: 6, max: 6 },
      detail: 'Barn find',
    });
  });

  it('compares with up to three other vehicles of the garage', async () => {
    const res = await as(alice, 'GET', `/api/vehicles/${car}/comparison?with=${second}`);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.vehicles.map((v: { id: string }) => v.id)).toEqual([car, second]);
    expect(c.vehicles[0]).toMatchObject({ documents: 7, matchingNumbers: true, condition: { grade: 6, scale: 'hagerty' } });
    expect(c.vehicles[1].figures.purchasePrice).toBe(9_000_000);
    expect(c.candidates.map((v: { id: string }) => v.id)).toEqual([second]);
    expect((await as(alice, 'GET', `/api/vehicles/${car}/comparison?with=a,b,c,d`)).statusCode).toBe(400);
  });

  it('keeps the values and gradings of a sold vehicle as they were', async () => {
    expect((await as(alice, 'POST', `/api/vehicles/${second}/sell`, { saleDate: '2025-01-01', salePrice: 9_900_000, buyerName: 'Carla' })).statusCode).toBe(
      200,
    );
    const res = await as(alice, 'POST', `/api/vehicles/${second}/value-entries`, { kind: 'estimate', date: '2024-01-01', amount: 100, currency: 'EUR' });
    expect(res.statusCode).toBe(409);
    expect((await as(alice, 'POST', `/api/vehicles/${second}/gradings`, { scale: 'hagerty', grade: 2, date: '2024-01-01' })).statusCode).toBe(409);
    const vh = (await as(alice, 'GET', `/api/vehicles/${second}/value-history`)).json();
    expect(vh.figures.currentValue).toEqual({ amount: 9_900_000, kind: 'sale', date: '2025-01-01' });
    expect(vh.entries.map((e: { kind: string }) => e.kind)).toEqual(['sale']);
  });
});
