import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../src/shared/tasks/task-dates';
import type { Mail } from '../../src/server/email/mailer';
import { sendReminders } from '../../src/server/modules/tasks/reminder-job';
import { forgetContentVersions } from '../../src/server/cache/content-cache';
import { answerFromIndex, listTasksJson, loadTaskIndex } from '../../src/server/modules/tasks/list-tasks';
import { taskCategories, taskStates } from '../../src/shared/tasks/task-schema';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;
const today = todayIso();

describe.each(dbTargets)('tasks API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let car: string;
  const as = (who: User, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    car = (await as(alice, 'POST', '/api/vehicles', { make: 'Porsche', model: '911', year: 1967, odometer: 48_000, odometerUnit: 'km' })).json().id;
  });
  afterAll(() => t?.close());

  it('lists tasks by state: date or odometer, whichever comes first', async () => {
    const make = async (body: object) => {
      const res = await as(alice, 'POST', '/api/tasks', { vehicleId: car, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const late = await make({ title: 'Brake fluid', category: 'service', dueDate: addDays(today, -2) });
    const byKm = await make({ title: 'Oil', category: 'service', dueDate: addDays(today, 200), dueOdometer: 48_300 });
    const later = await make({ title: 'HU', category: 'inspection', dueDate: addDays(today, 90) });
    const general = (await as(alice, 'POST', '/api/tasks', { title: 'Renew club membership', dueDate: addDays(today, 10) })).json();
    expect([late.state, byKm.state, later.state, general.state]).toEqual(['overdue', 'dueSoon', 'upcoming', 'dueSoon']);
    expect(byKm).toMatchObject({ currentOdometer: 48_000, odometerUnit: 'km', vehicleLabel: '1967 Porsche 911' });

    const list = (await as(alice, 'GET', '/api/tasks')).json();
    expect(list.counts).toEqual({ overdue: 1, dueSoon: 2, upcoming: 1, done: 0 });
    expect(list.tasks.map((x: { title: string }) => x.title)).toEqual(['Brake fluid', 'Renew club membership', 'Oil', 'HU']);
    expect((await as(alice, 'GET', `/api/tasks?vehicleId=${car}&category=inspection`)).json().tasks.map((x: { id: string }) => x.id)).toEqual([later.id]);
    expect((await as(alice, 'GET', '/api/tasks/summary')).json()).toEqual({ overdue: 1, overdueByVehicle: { [car]: 1 } });

    // A wider window is the user's setting.
    await as(alice, 'PATCH', '/api/tasks/settings', { dueSoonDays: 120 });
    expect((await as(alice, 'GET', `/api/tasks/${later.id}`)).json().state).toBe('dueSoon');
    await as(alice, 'PATCH', '/api/tasks/settings', { dueSoonDays: 30 });
  });

  it('keeps the overdue counts until the tasks, the vehicle or its readings change', async () => {
    const van = (await as(alice, 'POST', '/api/vehicles', { make: 'VW', model: 'T2', year: 1972, odometer: 10_000, odometerUnit: 'km' })).json().id;
    const count = async () => {
      const res = await as(alice, 'GET', '/api/tasks/summary');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { overdueByVehicle: Record<string, number> }).overdueByVehicle[van] ?? 0;
    };
    const byKm = (await as(alice, 'POST', '/api/tasks', { vehicleId: van, title: 'Valves', dueOdometer: 10_500 })).json();
    expect(await count()).toBe(0);
    expect(await count()).toBe(0); // asked again: the kept answer
    // The vehicle's reading passes the task's odometer: a vehicle change.
    expect((await as(alice, 'PATCH', `/api/vehicles/${van}`, { odometer: 11_000 })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    const late = (await as(alice, 'POST', '/api/tasks', { vehicleId: van, title: 'Tyres', dueDate: addDays(today, -1) })).json();
    expect(await count()).toBe(2);
    expect((await as(alice, 'POST', `/api/tasks/${late.id}/complete`, { date: today })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await as(alice, 'DELETE', `/api/tasks/${byKm.id}`)).statusCode).toBe(204);
    expect(await count()).toBe(0);
    // Bob's counts are his own.
    expect((await as(bob, 'GET', '/api/tasks/summary')).json()).toEqual({ overdue: 0, overdueByVehicle: {} });
  });

  it('completes a recurring task: the next one counts from the completion; undo takes it back', async () => {
    const oil = (
      await as(alice, 'POST', '/api/tasks', {
        vehicleId: car,
        title: 'Oil change',
        category: 'service',
        dueDate: addDays(today, -40),
        recurMonths: 12,
        recurDistance: 5_000,
      })
    ).json();
    const done = await as(alice, 'POST', `/api/tasks/${oil.id}/complete`, { date: '2026-05-10', odometer: 48_200 });
    expect(done.statusCode, done.body).toBe(200);
    const { task, next } = done.json();
    expect(task).toMatchObject({ state: 'done', completedDate: '2026-05-10', completedOdometer: 48_200 });
    expect(next).toMatchObject({
      title: 'Oil change',
      dueDate: '2027-05-10',
      dueOdometer: 53_200,
      previousTaskId: oil.id,
      recurMonths: 12,
      currentOdometer: 48_200,
    });
    expect((await as(alice, 'POST', `/api/tasks/${oil.id}/complete`, { date: '2026-05-10' })).statusCode).toBe(409);

    const undone = await as(alice, 'POST', `/api/tasks/${oil.id}/reopen`);
    expect(undone.json()).toMatchObject({ state: 'overdue', completedDate: null });
    expect((await as(alice, 'GET', `/api/tasks/${next.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field, and saves nothing', async () => {
    const before = (await as(alice, 'GET', '/api/tasks')).json().tasks.length;
    const cases: [object, string][] = [
      [{ recurMonths: 0, dueDate: today }, 'body.recurMonths'],
      [{ recurDistance: -100, dueDate: today }, 'body.recurDistance'],
      [{ dueOdometer: -1 }, 'body.dueOdometer'],
      [{ recurMonths: 6 }, 'body.dueDate'],
      [{ title: '' }, 'body.title'],
    ];
    for (const [body, path] of cases) {
      const res = await as(alice, 'POST', '/api/tasks', { vehicleId: car, title: 'Bad', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await as(alice, 'POST', '/api/tasks/nope/complete', { date: 'yesterday' })).statusCode).toBe(400);
    expect((await as(alice, 'GET', '/api/tasks')).json().tasks.length).toBe(before);
  });

  it('the latest reading also comes from documents; a proposal names its own document only', async () => {
    const docId = crypto.randomUUID();
    await t.app.db
      .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash, service_mileage)
      values (${docId}, ${car}, ${alice.userId}, 'Invoice', 'service', '2026-01-01', 'i.pdf', ${`${alice.userId}/${docId}.pdf`}, 1, ${'0'.repeat(64)}, 70000)`);
    const next = (
      await as(alice, 'POST', '/api/tasks', { vehicleId: car, title: 'Next service', category: 'service', dueOdometer: 69_800, sourceDocumentId: docId })
    ).json();
    expect(next).toMatchObject({ currentOdometer: 70_000, state: 'overdue', sourceDocumentId: docId });
    const bobsCar = (await as(bob, 'POST', '/api/vehicles', { make: 'Fiat', model: '500', year: 1965 })).json().id;
    expect((await as(bob, 'POST', '/api/tasks', { vehicleId: bobsCar, title: 'Steal', sourceDocumentId: docId })).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/tasks/${next.id}`)).statusCode).toBe(204);
  });

  it('the list is built by the database with the same states and fields as one task; ?state= filters, counts stay whole', async () => {
    const trip = (
      await as(alice, 'POST', '/api/vehicles', { make: 'Jaguar', model: 'E-Type', variant: 'S1', year: 1963, odometer: 9_000, odometerUnit: 'mi' })
    ).json().id;
    const bodies = [
      { title: 'Due today', dueDate: today },
      { title: 'Due at the window’s edge', dueDate: addDays(today, 30) },
      { title: 'Just outside', dueDate: addDays(today, 31) },
      { title: 'Reached', dueOdometer: 9_000 },
      { title: 'Near by distance', dueOdometer: 9_500, dueDate: addDays(today, 300) },
      { title: 'Far by distance', dueOdometer: 9_501 },
      { title: 'Neither' },
    ];
    for (const b of bodies) expect((await as(alice, 'POST', '/api/tasks', { vehicleId: trip, ...b })).statusCode).toBe(201);
    const list = (await as(alice, 'GET', `/api/tasks?vehicleId=${trip}`)).json();
    expect(list.tasks.map((x: { title: string; state: string }) => [x.title, x.state])).toEqual([
      ['Reached', 'overdue'],
      ['Due today', 'dueSoon'],
      ['Due at the window’s edge', 'dueSoon'],
      ['Near by distance', 'dueSoon'],
      ['Just outside', 'upcoming'],
      ['Far by distance', 'upcoming'],
      ['Neither', 'upcoming'],
    ]);
    // Each row as the database wrote it equals the task as the service presents it alone.
    for (const row of list.tasks) expect(row).toEqual((await as(alice, 'GET', `/api/tasks/${row.id}`)).json());
    expect(list.tasks[0]).toMatchObject({ vehicleLabel: '1963 Jaguar E-Type S1', odometerUnit: 'mi', currentOdometer: 9_000 });

    const soon = (await as(alice, 'GET', `/api/tasks?vehicleId=${trip}&state=dueSoon`)).json();
    expect(soon.tasks.map((x: { title: string }) => x.title)).toEqual(['Due today', 'Due at the window’s edge', 'Near by distance']);
    expect(soon.counts).toEqual({ overdue: 1, dueSoon: 3, upcoming: 3, done: 0 });
    expect((await as(alice, 'GET', '/api/tasks?state=late')).statusCode).toBe(400);

    // A kept answer follows every change behind it: a reading from a document (no request through
    // this app) counts the user's versions up in the database, and the list is built again.
    const before = (
      await t.app.db.execute<{ v: string }>(sql`select tasks_version + vehicles_version + documents_version as v from users where id = ${alice.userId}`)
    ).rows[0].v;
    const docId = crypto.randomUUID();
    await t.app.db
      .execute(sql`insert into vehicle_documents_content (id, vehicle_id, user_id, title, document_type, date_created, file_name, file_url, file_size, file_hash, service_mileage)
      values (${docId}, ${trip}, ${alice.userId}, 'Invoice', 'service', '2026-01-01', 'i.pdf', ${`${alice.userId}/${docId}.pdf`}, 1, ${'1'.repeat(64)}, 9600)`);
    const after = (
      await t.app.db.execute<{ v: string }>(sql`select tasks_version + vehicles_version + documents_version as v from users where id = ${alice.userId}`)
    ).rows[0].v;
    expect(Number(after)).toBeGreaterThan(Number(before));
    forgetContentVersions(); // what the next write request (or another instance's NOTIFY) does
    const moved = (await as(alice, 'GET', `/api/tasks?vehicleId=${trip}&state=overdue`)).json();
    expect(moved.tasks.map((x: { title: string }) => x.title).sort()).toEqual(['Far by distance', 'Near by distance', 'Reached']);
    await as(alice, 'DELETE', `/api/vehicles/${trip}`);
  });

  it('every filter answered from the whole list kept in memory equals the database’s filtered statement', async () => {
    const other = (await as(alice, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia', year: 1970, odometer: 70_000 })).json().id;
    const inputs = [
      { vehicleId: car, title: 'Oil', category: 'service', dueDate: addDays(today, -3) },
      { vehicleId: car, title: 'TÜV', category: 'inspection', dueDate: addDays(today, 10) },
      { vehicleId: other, title: 'Cover', category: 'insurance', dueOdometer: 70_100 },
      { vehicleId: other, title: 'Belt', category: 'service', dueDate: addDays(today, 90), recurMonths: 12 },
      { title: 'Garage rent', category: 'storage', dueDate: addDays(today, 5) },
    ];
    const ids: string[] = [];
    for (const b of inputs) ids.push((await as(alice, 'POST', '/api/tasks', b)).json().id);
    expect((await as(alice, 'POST', `/api/tasks/${ids[3]}/complete`, { date: today })).statusCode).toBe(200);
    // A category stored before the list of categories was fixed: a filter compares the stored value.
    await t.app.db.execute(sql`update tasks set category = 'legacy' where id = ${ids[1]}`);
    const index = await loadTaskIndex(t.app.db, alice.userId, today);
    for (const vehicleId of [undefined, car, other])
      for (const category of [undefined, ...taskCategories])
        for (const status of ['all', 'open'] as const)
          for (const state of [undefined, ...taskStates]) {
            const query = { vehicleId, category, status, state };
            expect(JSON.parse(answerFromIndex(index, query)), JSON.stringify(query)).toEqual(
              JSON.parse(await listTasksJson(t.app.db, alice.userId, query, today)),
            );
          }
    // Through the API too, the vehicle filter of a vehicle that is not hers is refused as before.
    expect((await as(bob, 'GET', `/api/tasks?vehicleId=${other}&state=done`)).statusCode).toBe(404);
    expect((await as(alice, 'GET', `/api/tasks?vehicleId=no-such-vehicle`)).statusCode).toBe(404);
    for (const id of ids) await as(alice, 'DELETE', `/api/tasks/${id}`);
    await as(alice, 'DELETE', `/api/vehicles/${other}`);
  });

  it('keeps each user to their own tasks and vehicles: 404', async () => {
    const mine = (await as(alice, 'POST', '/api/tasks', { vehicleId: car, title: 'Polish' })).json();
    expect((await as(bob, 'GET', `/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'PUT', `/api/tasks/${mine.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await as(bob, 'POST', `/api/tasks/${mine.id}/complete`, { date: today })).statusCode).toBe(404);
    expect((await as(bob, 'POST', `/api/tasks/${mine.id}/reopen`)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/tasks/${mine.id}`)).statusCode).toBe(404);
    expect((await as(bob, 'POST', '/api/tasks', { vehicleId: car, title: 'On her car' })).statusCode).toBe(404);
    expect((await as(bob, 'GET', `/api/tasks?vehicleId=${car}`)).statusCode).toBe(404);
    expect((await as(bob, 'GET', '/api/tasks')).json().tasks).toEqual([]);
  });

  it('serves a calendar feed at a secret address that a real iCal parser reads; rotating it stops the old one', async () => {
    await as(alice, 'POST', '/api/tasks', {
      vehicleId: car,
      title: 'Insurance; renewal, "classic"',
      notes: 'Call the broker\nabout the agreed value',
      dueDate: addDays(today, 20),
      dueOdometer: 60_000,
    });
    await as(bob, 'POST', '/api/tasks', { title: 'Bob’s secret task', dueDate: addDays(today, 5) });
    const { calendarUrl } = (await as(alice, 'GET', '/api/tasks/settings')).json();
    const path = new URL(calendarUrl).pathname;
    const feed = await t.app.inject(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const summaries = events.map((e) => e.summary);
    expect(summaries).toContain('Insurance; renewal, "classic" — 1967 Porsche 911');
    expect(summaries.some((s) => s.includes('Bob'))).toBe(false);
    // Open tasks with a date only: completed and odometer-only ones are not in it.
    const open = (await as(alice, 'GET', '/api/tasks?status=open')).json().tasks.filter((x: { dueDate: string | null }) => x.dueDate);
    expect(events.length).toBe(open.length);
    const insurance = events.find((e) => e.summary.startsWith('Insurance'))!;
    expect(insurance.startDate.toString()).toBe(addDays(today, 20));
    expect(insurance.description).toBe('Call the broker\nabout the agreed value\nDue at 60,000 km');

    const rotated = (await as(alice, 'POST', '/api/tasks/settings/calendar')).json().calendarUrl;
    expect(rotated).not.toBe(calendarUrl);
    expect((await t.app.inject(path)).statusCode).toBe(404);
    expect((await t.app.inject(new URL(rotated).pathname)).statusCode).toBe(200);
    expect((await t.app.inject('/api/calendar/not-a-token.ics')).statusCode).toBe(404);
  });

  it('mails one digest per user in their language, exactly once per task and state, even from two instances at once', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    await as(carol, 'PATCH', '/api/profile', { language: 'de' });
    const carolsCar = (await as(carol, 'POST', '/api/vehicles', { make: 'Mercedes-Benz', model: '280 SL', year: 1969 })).json().id;
    await as(carol, 'POST', '/api/tasks', { vehicleId: carolsCar, title: 'TÜV', dueDate: addDays(today, -1) });
    const soon = (await as(carol, 'POST', '/api/tasks', { vehicleId: carolsCar, title: 'Versicherung', dueDate: addDays(today, 3) })).json();
    const dave = await signUp(t.app, { name: 'Dave' });
    await as(dave, 'PATCH', '/api/tasks/settings', { remindersEnabled: false });
    await as(dave, 'POST', '/api/tasks', { title: 'Never mailed', dueDate: addDays(today, -5) });

    const sent: Mail[] = [];
    const deps = { db: t.app.db, mailer: { send: async (m: Mail) => void sent.push(m) }, publicUrl: 'https://patina.example', enqueue: async () => null };
    await Promise.all([sendReminders(deps), sendReminders(deps)]);
    const toCarol = sent.filter((m) => m.to === carol.email);
    expect(toCarol).toHaveLength(1);
    expect(toCarol[0].subject).toBe('Patina-Aufgaben: 1 überfällig, 1 bald fällig');
    expect(toCarol[0].text).toContain('Hallo Carol');
    expect(toCarol[0].text).toContain('- TÜV (1969 Mercedes-Benz 280 SL): fällig am');
    expect(toCarol[0].text).toContain('https://patina.example/tasks');
    expect(sent.some((m) => m.to === dave.email)).toBe(false);
    expect(sent.filter((m) => m.to === alice.email)).toHaveLength(1);

    // Run again (a restart, the next day's run): nothing new, nothing mailed twice.
    sent.length = 0;
    await sendReminders(deps);
    expect(sent).toEqual([]);
    // The due-soon task turns overdue: its new state is mailed once.
    await sendReminders({ ...deps, today: () => addDays(today, 4) });
    expect(sent.filter((m) => m.to === carol.email).map((m) => m.text.includes('Versicherung'))).toEqual([true]);
    expect(soon.state).toBe('dueSoon');
  });

  it('a failed mail leaves the reminder unclaimed for the next run', async () => {
    const erin = await signUp(t.app, { name: 'Erin' });
    await as(erin, 'POST', '/api/tasks', { title: 'Storage contract', dueDate: addDays(today, -1) });
    const failing = {
      db: t.app.db,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
      publicUrl: 'https://p.example',
      enqueue: async () => null,
    };
    await expect(sendReminders(failing)).rejects.toThrow('SMTP down');
    const sent: Mail[] = [];
    await sendReminders({ ...failing, mailer: { send: async (m: Mail) => void sent.push(m) } });
    expect(sent.filter((m) => m.to === erin.email)).toHaveLength(1);
  });
});
