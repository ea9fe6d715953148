import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVehicle, type Seeded } from './support/seed-vehicle';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(dbTargets)('sharing on %s', (target) => {
  let t: TestApp;
  let owner: User;
  let friend: User;
  let stranger: User;
  let car: Seeded;
  const as = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
  const share = (body: object) => as(owner, 'POST', `/api/vehicles/${car.vehicleId}/shares`, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUp(t.app, { name: 'Olga Owner' });
    friend = await signUp(t.app, { name: 'Fritz Friend' });
    stranger = await signUp(t.app, { name: 'Stan Stranger' });
    car = await seedVehicle(t.app, owner, 2);
    await as(owner, 'PATCH', `/api/vehicles/${car.vehicleId}`, { vin: 'WDB1130441Z000123', purchasePrice: 4_200_000, estimatedValue: 12_000_000 });
  });
  afterAll(() => t?.close());

  it('a share link shows a visitor only what its scopes allow, counts views, and its files die with it', async () => {
    const created = await share({ kind: 'link', scopes: ['photos', 'documents', 'documentFiles'], label: 'for the insurer' });
    expect(created.statusCode).toBe(201);
    const { token, share: s, path: link } = created.json();
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits
    expect(link).toBe(`/shared/${token}`);
    // Only the hash is stored.
    const stored = await t.app.db.execute<{ token_hash: string }>(sql`select token_hash from vehicle_shares where id = ${s.id}`);
    expect(stored.rows[0].token_hash).not.toContain(token);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const view = await as(null, 'GET', `/api/shared/${token}`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({ vehicle: { make: 'Mercedes-Benz', model: '280 SL', year: 1969 }, ownerName: 'Olga Owner', label: 'for the insurer' });
    expect(body.facts).toBeUndefined();
    expect(body.costs).toBeUndefined();
    expect(view.body).not.toContain('WDB1130441Z000123');
    expect(view.body).not.toContain('692.75'); // costs are out of scope
    expect(body.photos).toHaveLength(1);
    expect(body.documents).toHaveLength(2);
    const fileUrl = body.documents.find((d: { title: string }) => d.title.startsWith('Werkstatt')).file.url;
    const file = await as(null, 'GET', fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    expect((await as(null, 'GET', body.photos[0].thumb.url)).statusCode).toBe(200);
    // An altered signature, or the signature bent to another file, is refused.
    expect(
      (
        await as(
          null,
          'GET',
          fileUrl.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
        )
      ).statusCode,
    ).toBe(403);
    expect((await as(null, 'GET', fileUrl.replace(/\/[^/?]+\.pdf/, `/${car.documentIds[1]}.pdf`))).statusCode).toBe(403);

    await as(null, 'GET', `/api/shared/${token}`);
    const listed = (await as(owner, 'GET', `/api/vehicles/${car.vehicleId}/shares`)).json();
    expect(listed.find((x: { id: string }) => x.id === s.id)).toMatchObject({ viewCount: 2, status: 'active', label: 'for the insurer' });
    expect(listed[0].lastViewedAt).not.toBeNull();

    // Revoked: 410 from the API, and the file links die with it.
    expect((await as(stranger, 'DELETE', `/api/shares/${s.id}`)).statusCode).toBe(404);
    expect((await as(owner, 'DELETE', `/api/shares/${s.id}`)).statusCode).toBe(204);
    const revoked = await as(null, 'GET', `/api/shared/${token}`);
    expect([revoked.statusCode, revoked.json().code]).toEqual([410, 'share_revoked']);
    expect((await as(null, 'GET', fileUrl)).statusCode).toBe(410);
  });

  it('sends costs and facts only when their scope is on', async () => {
    const { token } = (await share({ kind: 'link', scopes: ['facts', 'costs', 'documents'] })).json();
    const body = (await as(null, 'GET', `/api/shared/${token}`)).json();
    expect(body.facts.vin).toBe('WDB1130441Z000123');
    expect(body.costs).toMatchObject({ purchasePrice: 4_200_000, estimatedValue: 12_000_000, documentsTotal: 69_275 });
    expect(body.photos).toBeUndefined();
    expect(body.documents[0].file).toBeUndefined(); // no documentFiles scope
  });

  it('answers guessed, altered and expired tokens with 404 / 410', async () => {
    const { token, share: s } = (await share({ kind: 'link', scopes: ['photos'], expiresAt: new Date(Date.now() + 60_000).toISOString() })).json();
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const guess of [altered, 'x'.repeat(43), 'short', `${token}x`, '%00']) {
      const res = await as(null, 'GET', `/api/shared/${encodeURIComponent(guess)}`);
      expect(res.statusCode, guess).toBe(404);
    }
    await t.app.db.execute(sql`update vehicle_shares set expires_at = now() - interval '1 second' where id = ${s.id}`);
    const expired = await as(null, 'GET', `/api/shared/${token}`);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'share_expired']);
    expect((await share({ kind: 'link', expiresAt: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await share({ kind: 'link', scopes: ['everything'] })).statusCode).toBe(400);
    expect((await share({ kind: 'link', label: 'a\u0000b' })).statusCode).toBe(400);
    expect((await share({ kind: 'link', label: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await as(stranger, 'POST', `/api/vehicles/${car.vehicleId}/shares`, { kind: 'link' })).statusCode).toBe(404);
  });

  it('shares with a person: an e-mail, Shared with me, read-only, revocable', async () => {
    expect((await share({ kind: 'person', email: owner.email })).statusCode).toBe(400);
    const created = await share({ kind: 'person', email: friend.email.toUpperCase(), scopes: ['facts', 'photos'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().token).toBeNull();
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
    expect(mails.some((m) => m.to === friend.email && /shared with you/.test(m.subject))).toBe(true);

    const mine = (await as(friend, 'GET', '/api/shared-with-me')).json();
    expect(mine).toEqual([expect.objectContaining({ vehicleId: car.vehicleId, ownerName: 'Olga Owner', scopes: ['photos', 'facts'] })]);
    expect((await as(stranger, 'GET', '/api/shared-with-me')).json()).toEqual([]);
    const view = (await as(friend, 'GET', `/api/shared-with-me/${car.vehicleId}`)).json();
    expect(view.facts.vin).toBe('WDB1130441Z000123');
    expect(view.documents).toBeUndefined();
    expect((await as(stranger, 'GET', `/api/shared-with-me/${car.vehicleId}`)).statusCode).toBe(404);

    // The grantee never writes: each a clear 403, nothing changed.
    for (const [method, url, payload] of [
      ['PATCH', `/api/vehicles/${car.vehicleId}`, { model: 'Pagode' }],
      ['DELETE', `/api/vehicles/${car.vehicleId}`, undefined],
      ['POST', `/api/vehicles/${car.vehicleId}/sell`, { saleDate: '2026-01-01', salePrice: 1, buyerName: 'me' }],
      ['POST', `/api/vehicles/${car.vehicleId}/shares`, { kind: 'link' }],
      ['POST', `/api/vehicles/${car.vehicleId}/transfers`, { toEmail: stranger.email }],
      ['PATCH', `/api/documents/${car.documentIds[0]}`, { title: 'mine' }],
      ['DELETE', `/api/documents/${car.documentIds[0]}`, undefined],
      ['DELETE', `/api/vehicles/${car.vehicleId}/photos/${car.photoId}`, undefined],
    ] as const) {
      const res = await as(friend, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(owner, 'GET', `/api/vehicles/${car.vehicleId}`)).json().model).toBe('280 SL');
    expect((await as(owner, 'GET', `/api/documents/${car.documentIds[0]}`)).statusCode).toBe(200);

    const byMe = (await as(owner, 'GET', '/api/shares')).json();
    const personShare = byMe.find((s: { kind: string; email: string }) => s.kind === 'person' && s.email === friend.email);
    expect(personShare.status).toBe('active');
    expect((await as(owner, 'DELETE', `/api/shares/${personShare.id}`)).statusCode).toBe(204);
    expect((await as(friend, 'GET', '/api/shared-with-me')).json()).toEqual([]);
    expect((await as(friend, 'GET', `/api/shared-with-me/${car.vehicleId}`)).statusCode).toBe(404);
    expect((await as(friend, 'PATCH', `/api/vehicles/${car.vehicleId}`, { model: 'Pagode' })).statusCode).toBe(404);
  });
});
