import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVehicle } from './support/seed-vehicle';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('vehicle transfers on %s', (target) => {
  let t: TestApp;
  let seller: User;
  let buyer: User;
  let other: User;
  const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  const start = (who: User, vehicleId: string, toEmail: string, extra: object = {}) =>
    as(who, 'POST', `/api/vehicles/${vehicleId}/transfers`, { toEmail, ...extra });
  const complete = (who: User, id: string) => as(who, 'POST', '/api/rpc/complete_vehicle_transfer', { transfer_id: id });
  const stored = (key: string) => fs.existsSync(path.join(t.dataDir, 'storage', 'vehicle-documents', key));
  const fileOf = async (who: User, documentId: string) => {
    const link = (await as(who, 'GET', `/api/documents/${documentId}/link`)).json().url as string;
    return t.app.inject(link);
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    seller = await signUp(t.app, { name: 'Sam Seller' });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    other = await signUp(t.app, { name: 'Otto Other' });
  });
  afterAll(() => t?.close());

  it('moves the vehicle with its photos, documents and files to the recipient; the sender keeps a snapshot', async () => {
    const car = await seedVehicle(t.app, seller, 5);
    // A table another module adds later: moved too, its file re-keyed, without the transfer knowing it.
    await t.app.db.execute(
      sql`create table if not exists later_vehicle_notes (id text primary key, vehicle_id text not null references vehicles(id) on delete cascade, user_id text not null, attachment_key text)`,
    );
    await t.app.storage.put(`${seller.userId}/note-1.pdf`, Buffer.from('%PDF note'), 'application/pdf');
    await t.app.db.execute(sql`insert into later_vehicle_notes values ('note-1', ${car.vehicleId}, ${seller.userId}, ${`${seller.userId}/note-1.pdf`})`);

    const started = await start(seller, car.vehicleId, buyer.email.toUpperCase());
    expect(started.statusCode).toBe(201);
    const transfer = started.json();
    expect(transfer).toMatchObject({ status: 'pending', to_email: buyer.email, from_email: seller.email, vehicle_name: '1969 Mercedes-Benz 280 SL' });
    expect(new Date(transfer.expires_at).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const mails = fs.readdirSync(path.join(t.dataDir, 'outbox')).map((f) => JSON.parse(fs.readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8')));
    expect(mails.some((m) => m.to === buyer.email && /280 SL/.test(m.subject) && /überträgt/.test(m.text))).toBe(true);

    expect((await as(buyer, 'GET', '/api/transfers/pending')).json().map((x: { id: string }) => x.id)).toEqual([transfer.id]);
    expect((await as(other, 'GET', '/api/transfers/pending')).json()).toEqual([]);
    expect((await as(buyer, 'GET', '/api/transfers')).json().incoming[0].id).toBe(transfer.id);
    expect((await as(seller, 'GET', '/api/transfers')).json().outgoing[0].id).toBe(transfer.id);

    // Someone else cannot take it, and nothing changes.
    const stolen = await complete(other, transfer.id);
    expect(stolen.statusCode).toBe(404);
    expect((await as(seller, 'GET', `/api/vehicles/${car.vehicleId}`)).statusCode).toBe(200);

    const done = await complete(buyer, transfer.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ result: true, vehicle_id: car.vehicleId });

    const received = (await as(buyer, 'GET', `/api/vehicles/${car.vehicleId}`)).json();
    expect(received).toMatchObject({ status: 'owned', make: 'Mercedes-Benz' });
    expect(received.photos).toHaveLength(1);
    expect((await as(buyer, 'GET', received.photos[0].thumbUrl)).statusCode).toBe(200);
    const docs = (await as(buyer, 'GET', `/api/documents?vehicleId=${car.vehicleId}`)).json().documents;
    expect(docs).toHaveLength(5);
    for (const id of car.documentIds) {
      const file = await fileOf(buyer, id);
      expect(file.statusCode).toBe(200);
      expect(file.body.startsWith('%PDF')).toBe(true);
      expect(stored(`${buyer.userId}/${id}.pdf`)).toBe(true);
      expect(stored(`${seller.userId}/${id}.pdf`)).toBe(false);
    }
    const note = (await t.app.db.execute<{ user_id: string; attachment_key: string }>(sql`select user_id, attachment_key from later_vehicle_notes`)).rows[0];
    expect(note).toEqual({ user_id: buyer.userId, attachment_key: `${buyer.userId}/note-1.pdf` });
    expect(stored(`${buyer.userId}/note-1.pdf`)).toBe(true);

    // The seller: the vehicle is gone from the garage, its snapshot is under Previously Owned.
    expect((await as(seller, 'GET', `/api/vehicles/${car.vehicleId}`)).statusCode).toBe(404);
    expect((await as(seller, 'GET', `/api/documents/${car.documentIds[0]}`)).statusCode).toBe(404);
    const kept = (await as(seller, 'GET', '/api/transfers/previously-owned')).json();
    expect(kept).toHaveLength(1);
    expect(kept[0].transfer).toMatchObject({ id: transfer.id, status: 'completed', to_email: buyer.email });
    expect(kept[0].vehicle).toMatchObject({ make: 'Mercedes-Benz', model: '280 SL', status: 'transferred' });
    expect(kept[0].documents).toHaveLength(5);
    expect(kept[0].documents[0]).toMatchObject({ title: 'Werkstattrechnung 2024-6355', totalCost: 69_275 });
    expect(kept[0].counts).toMatchObject({ vehicle_photos: 1, vehicle_documents_content: 5, later_vehicle_notes: 1 });
    expect((await as(buyer, 'GET', '/api/transfers/previously-owned')).json()).toEqual([]);

    // Completing twice: no change, a clear answer.
    const again = await complete(buyer, transfer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('transfer_completed');
    await t.app.db.execute(sql`drop table later_vehicle_notes`);
  });

  it('refuses a transfer to oneself, a second pending one, bad input and someone else’s vehicle, changing nothing', async () => {
    const car = await seedVehicle(t.app, seller, 1);
    const self = await start(seller, car.vehicleId, ` ${seller.email.toUpperCase()} `);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('transfer_to_self');
    for (const body of [
      { toEmail: 'not-an-address' },
      { toEmail: buyer.email, expiresInDays: 0 },
      { toEmail: buyer.email, expiresInDays: 'soon' },
      { toEmail: `a\u0000b@example.com` },
      {},
    ]) {
      expect((await as(seller, 'POST', `/api/vehicles/${car.vehicleId}/transfers`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await start(other, car.vehicleId, other.email.replace('@', '+x@'))).statusCode).toBe(404);
    expect((await start(seller, 'no-such-vehicle', buyer.email)).statusCode).toBe(404);
    expect((await as(seller, 'GET', '/api/transfers')).json().outgoing.filter((x: { vehicle_id: string }) => x.vehicle_id === car.vehicleId)).toEqual([]);

    const first = await start(seller, car.vehicleId, buyer.email, { expiresInDays: 3 });
    expect(first.statusCode).toBe(201);
    const second = await start(seller, car.vehicleId, other.email);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('transfer_pending');
    expect((await as(other, 'GET', '/api/transfers/pending')).json()).toEqual([]);
  });

  it('cancels, declines and expires with clear answers; none of them can be completed', async () => {
    const cancelledCar = await seedVehicle(t.app, seller, 1);
    const c = (await start(seller, cancelledCar.vehicleId, buyer.email)).json();
    expect((await as(buyer, 'POST', `/api/transfers/${c.id}/cancel`)).statusCode).toBe(403);
    expect((await as(other, 'POST', `/api/transfers/${c.id}/cancel`)).statusCode).toBe(404);
    expect((await as(seller, 'POST', `/api/transfers/${c.id}/cancel`)).json().status).toBe('cancelled');
    const afterCancel = await complete(buyer, c.id);
    expect([afterCancel.statusCode, afterCancel.json().code]).toEqual([409, 'transfer_cancelled']);

    const declinedCar = await seedVehicle(t.app, seller, 1);
    const d = (await start(seller, declinedCar.vehicleId, buyer.email)).json();
    expect((await as(seller, 'POST', `/api/transfers/${d.id}/decline`)).statusCode).toBe(403);
    expect((await as(buyer, 'POST', `/api/transfers/${d.id}/decline`)).json().status).toBe('declined');
    expect((await complete(buyer, d.id)).json().code).toBe('transfer_declined');

    const expiredCar = await seedVehicle(t.app, seller, 1);
    const e = (await start(seller, expiredCar.vehicleId, buyer.email)).json();
    await t.app.db.execute(sql`update vehicle_transfers set expires_at = now() - interval '1 minute' where id = ${e.id}`);
    expect((await as(buyer, 'GET', '/api/transfers/pending')).json().map((x: { id: string }) => x.id)).not.toContain(e.id);
    const late = await complete(buyer, e.id);
    expect([late.statusCode, late.json().code]).toEqual([410, 'transfer_expired']);
    expect((await as(seller, 'GET', '/api/transfers')).json().outgoing.find((x: { id: string }) => x.id === e.id).status).toBe('expired');

    for (const car of [cancelledCar, declinedCar, expiredCar]) expect((await as(seller, 'GET', `/api/vehicles/${car.vehicleId}`)).json().status).toBe('owned');
    expect((await complete(buyer, 'no-such-transfer')).statusCode).toBe(404);
    expect((await as(buyer, 'POST', '/api/rpc/complete_vehicle_transfer', { transfer_id: 42 })).statusCode).toBe(400);
  });

  it('a sold vehicle cannot be transferred, and a vehicle sold while pending is not completed', async () => {
    const car = await seedVehicle(t.app, seller, 1);
    const x = (await start(seller, car.vehicleId, buyer.email)).json();
    expect(
      (await as(seller, 'POST', `/api/vehicles/${car.vehicleId}/sell`, { saleDate: '2026-01-02', salePrice: 1_000_000, buyerName: 'A dealer' })).statusCode,
    ).toBe(200);
    const res = await complete(buyer, x.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'transfer_cancelled']);
    expect((await as(seller, 'GET', `/api/vehicles/${car.vehicleId}`)).json().status).toBe('sold');
    expect((await start(seller, car.vehicleId, other.email)).statusCode).toBe(409);
  });
});
