import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SCHEMA_VERSION } from '../../src/shared/export/archive-rules';
import { multipart } from './support/multipart';
import { seedVehicle, type Seeded } from './support/seed-vehicle';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';
import { unzip, zipOf, zipWithRawName } from './support/zip';

type User = Awaited<ReturnType<typeof signUp>>;

/** Every stored file under the data dir, so a refused import can be shown to have left none behind. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort() : [];
}

describe.each(dbTargets)('export and import (%s)', (target) => {
  let t: TestApp;
  let seller: User;
  let buyer: User;
  let seeded: Seeded;
  let archive: Buffer;

  const get = (who: User, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });
  const importZip = (who: User, zip: Buffer) => {
    const form = multipart([{ name: 'archive', filename: 'export.zip', contentType: 'application/zip', data: zip }]);
    return t.app.inject({ method: 'POST', url: '/api/import', headers: { cookie: who.cookie, ...form.headers }, payload: form.payload });
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    seller = await signUp(t.app, { name: 'Seller' });
    buyer = await signUp(t.app, { name: 'Buyer' });
    seeded = await seedVehicle(t.app, seller, 3);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: seller.cookie }, payload });
    await post(`/api/vehicles/${seeded.vehicleId}/value-entries`, { kind: 'estimate', date: '2024-01-01', amount: 10_000_000, currency: 'EUR' });
    await post(`/api/vehicles/${seeded.vehicleId}/gradings`, { scale: 'hagerty', grade: 2, date: '2024-01-01', photoIds: [seeded.photoId] });
    await post(`/api/vehicles/${seeded.vehicleId}/stories`, { title: 'The first rally', photoIds: [seeded.photoId], documentIds: [seeded.documentIds[0]] });
    await post('/api/wishlist', { make: 'Lancia', model: 'Fulvia' });
    const version = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${seeded.documentIds[0]}/versions`,
      headers: { cookie: seller.cookie, 'content-type': 'application/pdf' },
      payload: fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf')),
    });
    expect(version.statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  it('exports every record and file of the user with a manifest', async () => {
    const res = await get(seller, '/api/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="patina-export-\d{4}-\d{2}-\d{2}\.zip"/);
    archive = res.rawPayload;
    const entries = await unzip(archive);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ format: 'patina-export', schemaVersion: EXPORT_SCHEMA_VERSION, scope: 'user' });
    expect(manifest.counts).toMatchObject({
      vehicles: 1,
      vehicle_photos: 1,
      documents: 3,
      document_versions: 1,
      value_entries: 1,
      condition_gradings: 1,
      stories: 1,
      wishlist_items: 1,
    });
    // Three photo variants, three documents, one version: each under its stable name with its hash.
    expect(manifest.files).toHaveLength(7);
    for (const f of manifest.files) expect(entries.has(f.entry)).toBe(true);
    expect(entries.get(`files/documents/${seeded.documentIds[0]}-fileUrl.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');
    const docs = entries
      .get('records/documents.ndjson')!
      .toString()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(docs.find((d) => d.id === seeded.documentIds[0])).toMatchObject({ title: 'Werkstattrechnung 2024-6355', totalCost: 69_275 });
    expect(docs[0]).not.toHaveProperty('searchVector');
  });

  it('imports into another user with new ids, files checked, links between records kept', async () => {
    const before = storedFiles(t.dataDir).length;
    const res = await importZip(buyer, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: { vehicles: 1, vehicle_photos: 1, documents: 3, document_versions: 1, stories: 1, wishlist_items: 1 },
      duplicates: [],
    });
    expect(storedFiles(t.dataDir).length).toBe(before + 7);

    const list = (await get(buyer, '/api/vehicles')).json();
    const vehicles = (Array.isArray(list) ? list : list.vehicles) as { id: string; make: string }[];
    expect(vehicles).toHaveLength(1);
    const vehicleId = vehicles[0].id;
    expect(vehicleId).not.toBe(seeded.vehicleId);
    const vehicle = (await get(buyer, `/api/vehicles/${vehicleId}`)).json();
    const photoId = vehicle.photos[0].id as string;
    expect(photoId).not.toBe(seeded.photoId);
    expect((await get(buyer, `/api/vehicles/${vehicleId}/photos/${photoId}/thumb`)).statusCode).toBe(200);

    const docs = (await get(buyer, `/api/documents?vehicleId=${vehicleId}`)).json();
    const items = (Array.isArray(docs) ? docs : (docs.documents ?? docs.items)) as { id: string; title: string }[];
    expect(items).toHaveLength(3);
    const invoice = items.find((d) => d.title === 'Werkstattrechnung 2024-6355')!;
    expect(seeded.documentIds).not.toContain(invoice.id);
    // The file behind the new row is byte for byte the seller's.
    const link = (await get(buyer, `/api/documents/${invoice.id}/link`)).json().url as string;
    const original = (await get(seller, (await get(seller, `/api/documents/${seeded.documentIds[0]}/link`)).json().url)).rawPayload;
    expect(Buffer.compare((await t.app.inject(link)).rawPayload, original)).toBe(0);

    const stories = (await get(buyer, `/api/vehicles/${vehicleId}/stories`)).json();
    const story = (Array.isArray(stories) ? stories : stories.stories)[0];
    const full = (await get(buyer, `/api/vehicles/${vehicleId}/stories/${story.id}`)).json();
    expect(JSON.stringify(full)).toContain(photoId);
    expect(JSON.stringify(full)).toContain(invoice.id);
    // The seller's garage is untouched.
    expect((await get(seller, `/api/vehicles/${seeded.vehicleId}`)).statusCode).toBe(200);
  });

  it('skips and reports duplicates when the same archive comes again', async () => {
    const before = storedFiles(t.dataDir).length;
    const res = await importZip(buyer, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toMatchObject({ vehicles: 0, documents: 0, wishlist_items: 0 });
    expect(res.json().skipped).toMatchObject({ vehicles: 1, documents: 3, stories: 1, wishlist_items: 1 });
    expect(res.json().duplicates).toEqual(
      expect.arrayContaining([
        { table: 'vehicles', label: '1969 Mercedes-Benz 280 SL' },
        { table: 'wishlist_items', label: 'Lancia Fulvia' },
      ]),
    );
    expect(storedFiles(t.dataDir).length).toBe(before);
  });

  it('exports one vehicle; another user gets a 404', async () => {
    const res = await get(seller, `/api/vehicles/${seeded.vehicleId}/export`);
    expect(res.statusCode).toBe(200);
    const manifest = JSON.parse((await unzip(res.rawPayload)).get('manifest.json')!.toString());
    expect(manifest.scope).toBe('vehicle');
    expect(manifest.counts).not.toHaveProperty('wishlist_items');
    expect((await get(buyer, `/api/vehicles/${seeded.vehicleId}/export`)).statusCode).toBe(404);
  });

  describe('refuses bad archives with a clear error and writes nothing', () => {
    const refused = async (zip: Buffer, code: string) => {
      const files = storedFiles(t.dataDir);
      const other = await signUp(t.app);
      const res = await importZip(other, zip);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      expect(storedFiles(t.dataDir)).toEqual(files);
      const list = (await get(other, '/api/vehicles')).json();
      expect(Array.isArray(list) ? list : list.vehicles).toHaveLength(0);
      return res.json();
    };

    it('a path that leaves the archive', async () => {
      const entries = [...(await unzip(archive))];
      const error = await refused(await zipWithRawName([...entries, ['xx/evil.txt', Buffer.from('x')]], 'xx/evil.txt', '../evil.txt'), 'archive_bad_path');
      expect(error.message).toContain('../evil.txt');
    });

    it('a zip bomb', async () => {
      await refused(await zipOf([...(await unzip(archive)), ['files/documents/bomb-fileUrl.pdf', Buffer.alloc(20 * 1024 * 1024)]]), 'archive_bomb');
    });

    it('an archive from a newer schema version', async () => {
      const entries = await unzip(archive);
      const manifest = JSON.parse(entries.get('manifest.json')!.toString());
      entries.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, schemaVersion: EXPORT_SCHEMA_VERSION + 1 })));
      await refused(await zipOf(entries), 'archive_newer_schema');
    });

    it('a file that does not match its hash (after other files were stored: they are removed)', async () => {
      const entries = await unzip(archive);
      const manifest = JSON.parse(entries.get('manifest.json')!.toString());
      const last = manifest.files.find((f: { table: string }) => f.table === 'document_versions');
      entries.set(last.entry, Buffer.concat([entries.get(last.entry)!, Buffer.from('tampered')]));
      await refused(await zipOf(entries), 'archive_hash_mismatch');
    });

    it('a broken record, a missing file, something that is not a ZIP', async () => {
      const entries = await unzip(archive);
      entries.set('records/stories.ndjson', Buffer.from('{"id": "x", "title": '));
      await refused(await zipOf(entries), 'archive_bad_record');
      const without = await unzip(archive);
      without.delete(`files/documents/${seeded.documentIds[0]}-fileUrl.pdf`);
      await refused(await zipOf(without), 'archive_missing_file');
      await refused(Buffer.from('%PDF-1.4 not a zip at all'), 'archive_unreadable');
      await refused(await zipOf([['hello.txt', Buffer.from('hi')]]), 'archive_not_patina');
    });
  });
});
