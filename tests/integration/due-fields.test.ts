import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFromAnalysis } from '../../src/shared/documents/record-from-analysis';
import { proposeTasks } from '../../src/shared/tasks/proposals';
import { addDays, addMonths } from '../../src/shared/tasks/task-dates';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

/**
 * From a generated invoice's PDF to the tasks it proposes: the analysis reads the due fields the
 * page prints (truth.json says which), the document keeps them in its columns, and the proposals
 * made from the stored document are saved as tasks naming it.
 */
const dir = path.resolve(import.meta.dirname, '..', 'fixtures', 'generated', 'dev');
type Truth = Record<string, unknown> & { file: string; kind: string; documentType: string; serviceDate: string; serviceMileage: number };
const truths = (JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Truth[]).filter(
  (t) => t.kind === 'text-pdf' && t.documentType === 'service',
);
const DUE = ['inspectionValidUntil', 'warrantyUntil', 'nextServiceDate', 'nextServiceMileage', 'serviceIntervalMonths', 'serviceIntervalDistance'] as const;
const withInspection = truths.find((t) => t.inspectionValidUntil && t.serviceIntervalMonths)!;
const withNextReading =
  truths.find((t) => t.nextServiceMileage && t.serviceIntervalDistance && !t.nextServiceDate) ?? truths.find((t) => t.nextServiceMileage)!;

describe.each(dbTargets)('due fields from a generated invoice to tasks on %s', (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let car: string;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie: alice.cookie } });

  async function analyseAndSave(truth: Truth) {
    const file = fs.readFileSync(path.join(dir, truth.file));
    const analysed = multipart([{ name: 'file', filename: truth.file, contentType: 'application/pdf', data: file }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/functions/analyze-document',
      payload: analysed.payload,
      headers: { ...analysed.headers, cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    // Every due field as printed, and none that is not.
    expect(Object.fromEntries(DUE.map((k) => [k, result[k]]))).toEqual(Object.fromEntries(DUE.map((k) => [k, truth[k] ?? null])));
    const saved = multipart([
      { name: 'vehicleId', data: car },
      { name: 'record', data: JSON.stringify(recordFromAnalysis(result, truth.file)) },
      { name: 'file', filename: truth.file, contentType: 'application/pdf', data: file },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', payload: saved.payload, headers: { ...saved.headers, cookie: alice.cookie } });
    expect(created.statusCode, created.body).toBe(201);
    const doc = (await as('GET', `/api/documents/${created.json().id}`)).json();
    expect(Object.fromEntries(DUE.map((k) => [k, doc[k]]))).toEqual(Object.fromEntries(DUE.map((k) => [k, truth[k] ?? null])));
    return doc;
  }

  beforeAll(async () => {
    t = await createTestApp(target, { OCR_WORKERS: '1' });
    alice = await signUp(t.app);
    car = (await as('POST', '/api/vehicles', { make: 'Mercedes-Benz', model: '280 SL', year: 1969, odometer: 1_000, odometerUnit: 'km' })).json().id;
  });
  afterAll(() => t?.close());

  it('an inspection valid-until proposes the inspection 30 days before; accepted, it is a task naming the document', async () => {
    const doc = await analyseAndSave(withInspection);
    // The invoice is old: proposals are asked as on its own date, so that nothing is already past.
    const proposals = proposeTasks({ ...doc, serviceDate: doc.date, today: doc.date });
    const inspection = proposals.find((p) => p.kind === 'inspectionRenewal')!;
    expect(inspection).toMatchObject({
      category: 'inspection',
      expires: withInspection.inspectionValidUntil,
      dueDate: addDays(withInspection.inspectionValidUntil as string, -30),
    });
    const next = proposals.find((p) => p.kind === 'nextService')!;
    expect(next).toMatchObject({ recurMonths: withInspection.serviceIntervalMonths, recurDistance: withInspection.serviceIntervalDistance });

    const task = await as('POST', '/api/tasks', {
      vehicleId: car,
      title: 'HU',
      category: inspection.category,
      dueDate: inspection.dueDate,
      sourceDocumentId: doc.id,
    });
    expect(task.statusCode, task.body).toBe(201);
    expect(task.json()).toMatchObject({ category: 'inspection', dueDate: inspection.dueDate, sourceDocumentId: doc.id });
  });

  it('a next-service reading and an interval propose a recurring service task from the invoice', async () => {
    const truth = withNextReading;
    const doc = await analyseAndSave(truth);
    const [next] = proposeTasks({ ...doc, serviceDate: doc.date, today: doc.date }).filter((p) => p.kind === 'nextService');
    expect(next.dueOdometer).toBe(truth.nextServiceMileage);
    expect(next.dueOdometer!).toBeGreaterThan(truth.serviceMileage);
    if (truth.serviceIntervalMonths)
      expect(next).toMatchObject({
        recurMonths: truth.serviceIntervalMonths,
        dueDate: truth.nextServiceDate ?? addMonths(doc.date, truth.serviceIntervalMonths as number),
      });
    const task = await as('POST', '/api/tasks', {
      vehicleId: car,
      title: 'Service',
      category: 'service',
      dueDate: next.dueDate,
      dueOdometer: next.dueOdometer,
      recurMonths: next.recurMonths,
      recurDistance: next.recurDistance,
      sourceDocumentId: doc.id,
    });
    expect(task.statusCode, task.body).toBe(201);
  });
});
