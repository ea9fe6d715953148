// A garage with a story worth reading, through the real HTTP API of a running server: used by
// `npm run bench:stories` and for looking at the story screens.
import sharp from 'sharp';
import { createPdf } from '../tests/integration/support/make-pdf';
import { waitForConfirmationPath } from '../tests/integration/support/outbox';

export interface Seeded {
  cookie: string;
  vehicleId: string;
  storyId: string;
  wishId: string;
}

async function call(base: string, cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, ...(body !== undefined && !isForm && { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A photo-like picture: a sky-to-ground gradient with soft detail, 1800×1200, about 200–400 KB. */
async function photo(i: number): Promise<Buffer> {
  const hue = (i * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,78%)"/><stop offset="0.55" stop-color="hsl(${(hue + 30) % 360},35%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},30%,25%)"/>
    </linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/>
    <rect x="${300 + i * 20}" y="640" width="1000" height="260" rx="120" fill="hsl(${(hue + 180) % 360},55%,35%)"/>
    <circle cx="${520 + i * 20}" cy="900" r="110" fill="#1d211f"/><circle cx="${1080 + i * 20}" cy="900" r="110" fill="#1d211f"/>
  </svg>`;
  const noise = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const storyBody = (lang: 'en' | 'de') =>
  lang === 'de'
    ? `Als wir die Fulvia im März 2021 aus der Scheune holten, war sie **staubig, aber vollständig**. Der Vorbesitzer hatte sie 1987 abgestellt, mit einem Zettel am Lenkrad: _„Kupplung rutscht.“_

## Der Motor

Der V4 kam im April heraus. Werkstatt Kunz fand, was wir befürchtet hatten:

- ein gerissener Kolbenring im dritten Zylinder
- verhärtete Ventilschaftdichtungen
- eine Kurbelwelle, die erstaunlich gut aussah

> „Diese Motoren verzeihen viel, aber nicht alles“, sagte Herr Kunz und legte den Ring auf die Werkbank.

## Die erste Ausfahrt

Im Juni fuhren wir zum ersten Mal über den Pass. Mehr dazu im [Bericht des Lancia-Clubs](https://example.org/rallye-2021).`
    : `When we pulled the Fulvia out of the barn in March 2021 she was **dusty but complete**. The previous owner had parked her in 1987 with a note on the steering wheel: _“Clutch slips.”_

## The engine

The V4 came out in April. Werkstatt Kunz found what we had feared:

- a cracked piston ring in the third cylinder
- hardened valve stem seals
- a crankshaft that looked surprisingly good

> “These engines forgive a lot, but not everything,” said Mr Kunz, and put the ring on the bench.

## The first drive

In June we took her over the pass for the first time. More in the [Lancia club's report](https://example.org/rally-2021).`;

/** `dataDir`: the server's, for the confirmation link when the account is not its first (decision 021). */
export async function seed(base: string, opts: { photos: number; lang: 'en' | 'de'; dataDir?: string }): Promise<Seeded> {
  const email = `stories-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Giulia Rossi', email, password: 'a long enough password' }),
  });
  const signInNow = () =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'a long enough password' }),
    });
  let signIn = await signInNow();
  if (signIn.status === 401 && opts.dataDir) {
    await fetch(`${base}${await waitForConfirmationPath(opts.dataDir, email)}`, { redirect: 'manual' });
    signIn = await signInNow();
  }
  const cookie = (signIn.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!signUp.ok || !cookie) throw new Error(`sign-up failed: ${signUp.status}`);
  if (opts.lang === 'de') await call(base, cookie, 'PATCH', '/api/profile', { language: 'de' }).catch(() => undefined);
  const vehicle = await (
    await call(base, cookie, 'POST', '/api/vehicles', {
      make: 'Lancia',
      model: 'Fulvia Coupé',
      year: 1969,
      purchaseDate: '2021-03-02',
      purchasePrice: 2_400_000,
      currency: 'EUR',
    })
  ).json();
  await call(base, cookie, 'POST', '/api/vehicles', { make: 'Lancia', model: 'Fulvia Coupé', year: 1971, purchasePrice: 3_100_000, currency: 'EUR' });
  // Five photos a request, as a phone would send them.
  for (let i = 0; i < opts.photos; i += 5) {
    const form = new FormData();
    for (let j = i; j < Math.min(i + 5, opts.photos); j++)
      form.append('photo', new Blob([new Uint8Array(await photo(j))], { type: 'image/jpeg' }), `photo-${j}.jpg`);
    await call(base, cookie, 'POST', `/api/vehicles/${vehicle.id}/photos`, form);
  }
  const photos = (await (await call(base, cookie, 'GET', `/api/vehicles/${vehicle.id}`)).json()).photos as { id: string }[];
  const docIds: string[] = [];
  for (const [title, date, shop] of [
    ['Engine rebuild', '2021-04-20', 'Werkstatt Kunz'],
    ['Clutch and gearbox', '2021-05-12', 'Werkstatt Kunz'],
    ['Rally registration', '2021-06-05', null],
  ] as const) {
    const form = new FormData();
    form.append('vehicleId', vehicle.id);
    form.append('record', JSON.stringify({ documentType: 'service', title, date, shopName: shop }));
    form.append('file', new Blob([new Uint8Array(createPdf([`${title} ${date} invoice for the Lancia Fulvia`]))], { type: 'application/pdf' }), `${title}.pdf`);
    docIds.push((await (await call(base, cookie, 'POST', '/api/documents', form)).json()).id);
  }
  const story = await (
    await call(base, cookie, 'POST', `/api/vehicles/${vehicle.id}/stories`, {
      title: opts.lang === 'de' ? 'Der Frühling, in dem sie wieder lief' : 'The spring she ran again',
      date: '2021-03-02',
      dateEnd: '2021-06-30',
      body: storyBody(opts.lang),
      tags: opts.lang === 'de' ? ['Restaurierung', 'Motor'] : ['restoration', 'engine'],
      photoIds: photos.map((p) => p.id),
      documentIds: docIds.slice(0, 2),
      status: 'published',
      shareable: true,
    })
  ).json();
  await call(base, cookie, 'POST', `/api/vehicles/${vehicle.id}/stories`, {
    title: opts.lang === 'de' ? 'Winterlager' : 'Winter storage',
    date: '2021-11-15',
    body: opts.lang === 'de' ? 'Trocken, aufgebockt, Batterie am Ladegerät.' : 'Dry, on stands, battery on the trickle charger.',
    photoIds: photos.slice(3, 4).map((p) => p.id),
  });
  const wish = await (
    await call(base, cookie, 'POST', '/api/wishlist', {
      make: 'Lancia',
      model: 'Fulvia Coupé',
      yearFrom: 1965,
      yearTo: 1976,
      keywords: 'Rallye 1.3 HF',
      budget: 4_500_000,
      currency: 'EUR',
      minCondition: 3,
      notes: opts.lang === 'de' ? 'Rostfreie Böden, Papiere vollständig.' : 'Rust-free floors, complete papers.',
      priority: 'high',
    })
  ).json();
  await call(base, cookie, 'POST', '/api/wishlist', {
    make: 'Alfa Romeo',
    model: 'Giulia Sprint GT',
    yearFrom: 1963,
    yearTo: 1968,
    budget: 6_000_000,
    currency: 'EUR',
    priority: 'medium',
  });
  await call(base, cookie, 'POST', '/api/wishlist', { make: 'Porsche', model: '912', priority: 'low' });
  const fb = new FormData();
  fb.append('category', 'idea');
  fb.append('message', opts.lang === 'de' ? 'Eine Druckansicht für Geschichten wäre schön.' : 'A print view for stories would be lovely.');
  fb.append('rating', '5');
  fb.append('pagePath', `/vehicle/${vehicle.id}/stories`);
  await call(base, cookie, 'POST', '/api/feedback', fb);
  return { cookie, vehicleId: vehicle.id, storyId: story.id, wishId: wish.id };
}
