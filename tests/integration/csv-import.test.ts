import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleOwnedTables } from '../../src/server/modules/transfers/vehicle-owned-tables';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';
import { unzip } from './support/zip';

type User = Awaited<ReturnType<typeof signUp>>;

const lubeLoggerService = [
  'Date,Odometer,Description,Notes,Cost,Tags,ExtraFields',
  '1/15/2024,45210,Oil change,"Castrol 20W-50, 5 qt",89.50,,',
  '3/2/2024,45600,"Brake pads, front",,"1,234.00",,',
].join('\r\n');
const lubeLoggerFuel =
  'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags,ExtraFields\r\n4/1/2024,45800,42.5,78.20,,True,False,,,\r\n';
// As German Excel saves it: semicolons, decimal commas, day-first dates, Windows-1252.
const germanGeneric = Buffer.from('Datum;km-Stand;Arbeiten;Betrag;Bemerkung\r\n31.12.2020;123.456;Inspektion;1.234,56;Ölwechsel inklusive\r\n', 'latin1');

describe.each(dbTargets)('CSV import on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let car: string;

  const send = (who: User, path: string, fields: Record<string, string>, file: string | Buffer, filename = 'records.csv') => {
    const form = multipart([
      ...Object.entries(fields).map(([name, data]) => ({ name, data })),
      { name: 'file', filename, contentType: 'text/csv', data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${car}/csv-import${path}`,
      payload: form.payload,
      headers: { ...form.headers, cookie: who.cookie },
    });
  };
  const recordCount = async () =>
    Number((await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from vehicle_records where vehicle_id = ${car}`)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      payload: { make: 'Mercedes-Benz', model: '280 SL', year: 1969, currency: 'USD' },
      headers: { cookie: alice.cookie },
    });
    car = res.json().id;
  }, 180_000);
  afterAll(() => t?.close());

  it('previews a LubeLogger export without writing, then imports it; the records reach timeline and spending', async () => {
    const preview = await send(alice, '/preview', { format: 'lubelogger', defaultKind: 'repair' }, lubeLoggerService);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ delimiter: ',', numberStyle: 'en', counts: { rows: 2, valid: 2, invalid: 0, duplicates: 0 } });
    expect(preview.json().rows[1].record).toMatchObject({ kind: 'repair', date: '2024-03-02', odometer: 45_600, cost: 123_400, currency: 'USD' });
    expect(await recordCount()).toBe(0);

    expect((await send(alice, '', { format: 'lubelogger', defaultKind: 'repair' }, lubeLoggerService)).json()).toEqual({ imported: 2, duplicates: 0 });
    expect((await send(alice, '', { format: 'lubelogger' }, lubeLoggerFuel)).json()).toEqual({ imported: 1, duplicates: 0 });

    const timeline = (await t.app.inject({ url: `/api/vehicles/${car}/timeline`, headers: { cookie: alice.cookie } })).json();
    const records = timeline.events.filter((e: { kind: string }) => e.kind === 'record');
    expect(records.map((e: { labelKey: string; title: string | null; mileage: number }) => [e.labelKey, e.title, e.mileage])).toEqual(
      expect.arrayContaining([
        ['history.events.record.repair', 'Oil change', 45_210],
        ['history.events.record.fuel', null, 45_800],
      ]),
    );
    expect(timeline.kinds).toContainEqual({ kind: 'record', labelKey: 'history.kinds.record' });

    const value = (await t.app.inject({ url: `/api/vehicles/${car}/value-history`, headers: { cookie: alice.cookie } })).json();
    expect(value.figures.spending.byCategory).toMatchObject({ service: 8_950 + 123_400, fuel: 7_820 });
  });

  it('skips what is already there when the same export comes again', async () => {
    const again = await send(alice, '/preview', { format: 'lubelogger', defaultKind: 'repair' }, lubeLoggerService);
    expect(again.json().counts).toMatchObject({ valid: 2, duplicates: 2 });
    expect((await send(alice, '', { format: 'lubelogger', defaultKind: 'repair' }, lubeLoggerService)).json()).toEqual({ imported: 0, duplicates: 2 });
    expect(await recordCount()).toBe(3);
  });

  it('reads a German Excel file in Windows-1252 with a mapping chosen by the user', async () => {
    const mapping = JSON.stringify({ date: 0, odometer: 1, description: 2, cost: 3, notes: 4 });
    const preview = (await send(alice, '/preview', { format: 'generic', defaultKind: 'service', mapping }, germanGeneric)).json();
    expect(preview).toMatchObject({ delimiter: ';', numberStyle: 'de', headers: ['Datum', 'km-Stand', 'Arbeiten', 'Betrag', 'Bemerkung'] });
    expect(preview.rows[0].record).toMatchObject({ date: '2020-12-31', odometer: 123_456, cost: 123_456, notes: 'Ölwechsel inklusive' });
    expect((await send(alice, '', { format: 'generic', defaultKind: 'service', mapping }, germanGeneric)).json()).toEqual({ imported: 1, duplicates: 0 });
  });

  it('writes nothing when one row is wrong, and names the rows', async () => {
    const before = await recordCount();
    const file = 'date,description,cost\n2021-01-01,Good,10\n2021-02-30,Bad date,10\n2021-03-01,,abc\n';
    const preview = (await send(alice, '/preview', { format: 'generic' }, file)).json();
    expect(preview.counts).toMatchObject({ rows: 3, valid: 1, invalid: 2 });
    const res = await send(alice, '', { format: 'generic' }, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'csv_rows_invalid', message: '2 rows have errors: correct them and import again. Nothing was saved.' });
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['row.3.date', 'row.4.cost', 'row.4.description']);
    expect(await recordCount()).toBe(before);
  });

  it('refuses broken quoting naming the row, a binary file and bad options with a 400', async () => {
    const broken = await send(alice, '', { format: 'generic' }, 'date,description\n2021-01-01,ok\n2021-01-02,"never closed\n2021-01-03,x\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'csv_broken_quoting', message: 'Row 3: a quoted field is never closed. Nothing was saved.' });
    expect((await send(alice, '/preview', { format: 'generic' }, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).json().code).toBe('csv_not_text');
    expect((await send(alice, '/preview', { format: 'excel' }, 'a\n1\n')).statusCode).toBe(400);
    expect((await send(alice, '/preview', { format: 'generic', mapping: '{nope' }, 'a\n1\n')).statusCode).toBe(400);
    expect((await send(alice, '', { format: 'generic' }, '')).json().code).toBe('csv_empty');
  });

  it('refuses a file of a million rows with a 413 and writes nothing', async () => {
    const before = await recordCount();
    // Short rows: refused at row 10,001, long before the 5 MB limit.
    const short = await send(alice, '/preview', { format: 'generic' }, `d\n${'1\n'.repeat(1_000_000)}`);
    expect(short.statusCode).toBe(413);
    expect(short.json()).toMatchObject({
      code: 'csv_too_many_rows',
      message: 'The CSV file has more than 10,000 rows. Split it and import the parts. Nothing was saved.',
    });
    // Real rows: refused at 5 MB.
    const long = await send(alice, '', { format: 'generic' }, `date,description,cost\n${'2021-01-01,Oil change,45.00\n'.repeat(1_000_000)}`);
    expect(long.statusCode).toBe(413);
    expect(long.json().code).toBe('csv_too_large');
    expect(await recordCount()).toBe(before);
  });

  it('takes the records along in the vehicle export and in a transfer', async () => {
    const zip = await t.app.inject({ url: `/api/vehicles/${car}/export`, headers: { cookie: alice.cookie } });
    const entries = await unzip(zip.rawPayload);
    const lines = entries.get('records/vehicle_records.ndjson')!.toString().trim().split('\n');
    expect(lines).toHaveLength(await recordCount());
    expect(JSON.parse(lines[0])).toMatchObject({ vehicleId: car, source: expect.stringMatching(/^(lubelogger|csv)$/) });
    expect((await vehicleOwnedTables(t.app.db)).map((o) => o.table)).toContain('vehicle_records');
  });
});
