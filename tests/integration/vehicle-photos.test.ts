import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

/** A landscape JPEG whose EXIF says "rotate 90°" and which carries a GPS position. */
async function phonePhoto(width = 800, height = 400) {
  const photo = await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 20 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' } })
    .toBuffer();
  const meta = await sharp(photo).metadata();
  if (meta.orientation !== 6 || !meta.exif) throw new Error('test photo lacks its EXIF');
  return photo;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(dbTargets)('vehicle photos on %s', (target) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  let vehicleId: string;
  const upload = (who: { cookie: string }, id: string, files: { filename: string; contentType: string; data: Buffer }[]) => {
    const body = multipart(files.map((f) => ({ name: 'photo', ...f })));
    return t.app.inject({ method: 'POST', url: `/api/vehicles/${id}/photos`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    vehicleId = (
      await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie: alice.cookie }, payload: { make: 'Lancia', model: 'Fulvia', year: 1969 } })
    ).json().id;
  });
  afterAll(() => t?.close());

  it('stores two photos with thumbnails, rotation applied and location removed', async () => {
    const res = await upload(alice, vehicleId, [
      { filename: 'front.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
      {
        filename: 'side.png',
        contentType: 'image/png',
        data: await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#333' } })
          .png()
          .toBuffer(),
      },
    ]);
    expect(res.statusCode).toBe(201);
    const photos = res.json().photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ isCover: true, width: 400, height: 800, position: 0 });
    expect(photos[1].isCover).toBe(false);

    const get = (url: string) => t.app.inject({ url, headers: { cookie: alice.cookie } });
    const original = await get(photos[0].originalUrl);
    expect(original.statusCode).toBe(200);
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await get(photos[1].thumbUrl)).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(400);
    const display = await sharp((await get(photos[1].displayUrl)).rawPayload).metadata();
    expect(Math.max(display.width!, display.height!)).toBeLessThanOrEqual(1600);
    expect((await get(photos[1].thumbUrl)).headers['content-type']).toBe('image/webp');
  });

  it('refuses a 6 MB photo and a PDF renamed .jpg, and keeps nothing of them', async () => {
    const before = filesUnder(path.join(t.dataDir, 'storage')).length;
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(alice, vehicleId, [{ filename: 'big.jpg', contentType: 'image/jpeg', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('File size exceeds 5MB limit.');
    expect(tooBig.json().issues).toEqual([{ path: 'body.photo', message: 'File size exceeds 5MB limit.' }]);
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');
    const pdf = await upload(alice, vehicleId, [{ filename: 'invoice.jpg', contentType: 'image/jpeg', data: pdfBytes }]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().issues[0].path).toBe('body.photo');
    const empty = await upload(alice, vehicleId, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('photo');
    // A good photo followed by a refused one: neither is kept.
    const mixed = await upload(alice, vehicleId, [
      { filename: 'good.jpg', contentType: 'image/jpeg', data: await phonePhoto() },
      { filename: 'bad.jpg', contentType: 'image/jpeg', data: pdfBytes },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(filesUnder(path.join(t.dataDir, 'storage')).length).toBe(before);
    const v = (await t.app.inject({ url: `/api/vehicles/${vehicleId}`, headers: { cookie: alice.cookie } })).json();
    expect(v.photos).toHaveLength(2);
  });

  it('keeps photos private', async () => {
    const v = (await t.app.inject({ url: `/api/vehicles/${vehicleId}`, headers: { cookie: alice.cookie } })).json();
    const photo = v.photos[0];
    expect((await t.app.inject({ url: photo.thumbUrl, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo.thumbUrl })).statusCode).toBe(401);
    expect((await upload(bob, vehicleId, [{ filename: 'x.jpg', contentType: 'image/jpeg', data: await phonePhoto() }])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${vehicleId}/photos/${photo.id}`, headers: { cookie: bob.cookie } })).statusCode).toBe(
      404,
    );
  });

  it('reorders, sets the cover, deletes a photo with its files', async () => {
    const v = (await t.app.inject({ url: `/api/vehicles/${vehicleId}`, headers: { cookie: alice.cookie } })).json();
    const [a, b] = v.photos.map((p: { id: string }) => p.id);
    const arranged = await t.app.inject({
      method: 'PATCH',
      url: `/api/vehicles/${vehicleId}/photos`,
      headers: { cookie: alice.cookie },
      payload: { order: [b, a], coverId: b },
    });
    expect(arranged.statusCode).toBe(200);
    expect(arranged.json().photos.map((p: { id: string; isCover: boolean }) => [p.id, p.isCover])).toEqual([
      [b, true],
      [a, false],
    ]);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/vehicles/${vehicleId}/photos`, headers: { cookie: alice.cookie }, payload: { order: [a] } });
    expect(bad.statusCode).toBe(400);

    const before = filesUnder(path.join(t.dataDir, 'storage')).length;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${vehicleId}/photos/${b}`, headers: { cookie: alice.cookie } })).statusCode).toBe(204);
    expect(filesUnder(path.join(t.dataDir, 'storage')).length).toBe(before - 3);
    const after = (await t.app.inject({ url: `/api/vehicles/${vehicleId}`, headers: { cookie: alice.cookie } })).json();
    expect(after.photos.map((p: { id: string; isCover: boolean }) => [p.id, p.isCover])).toEqual([[a, true]]);
  });

  it('shows photo changes in the garage list at once', async () => {
    const list = async () => (await t.app.inject({ url: '/api/vehicles', headers: { cookie: alice.cookie } })).json().vehicles;
    const before = (await list()).find((v: { id: string }) => v.id === vehicleId).photos.length;
    await upload(alice, vehicleId, [
      {
        filename: 'rear.webp',
        contentType: 'image/webp',
        data: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#456' } })
          .webp()
          .toBuffer(),
      },
    ]);
    const after = (await list()).find((v: { id: string }) => v.id === vehicleId).photos;
    expect(after).toHaveLength(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${vehicleId}/photos/${after.at(-1).id}`, headers: { cookie: alice.cookie } });
    expect((await list()).find((v: { id: string }) => v.id === vehicleId).photos).toHaveLength(before);
  });

  it('keeps a sold vehicle’s photos as they were', async () => {
    const cookie = alice.cookie;
    const id = (await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie }, payload: { make: 'Fiat', model: '500', year: 1965 } })).json()
      .id;
    const photoId = (await upload(alice, id, [{ filename: 'a.jpg', contentType: 'image/jpeg', data: await phonePhoto() }])).json().photos[0].id;
    await t.app.inject({
      method: 'POST',
      url: `/api/vehicles/${id}/sell`,
      headers: { cookie },
      payload: { saleDate: '2024-01-01', salePrice: 100, buyerName: 'B' },
    });
    expect((await upload(alice, id, [{ filename: 'b.jpg', contentType: 'image/jpeg', data: await phonePhoto() }])).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${id}/photos/${photoId}`, headers: { cookie } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/vehicles/${id}/photos`, headers: { cookie }, payload: { order: [photoId] } })).statusCode).toBe(
      409,
    );
    expect((await t.app.inject({ url: `/api/vehicles/${id}/photos/${photoId}/thumb`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${id}`, headers: { cookie } })).statusCode).toBe(204);
  });

  it('deleting a vehicle removes its photos and their files', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${vehicleId}`, headers: { cookie: alice.cookie } })).statusCode).toBe(204);
    expect(filesUnder(path.join(t.dataDir, 'storage', 'vehicle-documents', 'vehicle-photos', alice.userId))).toEqual([]);
  });
});
