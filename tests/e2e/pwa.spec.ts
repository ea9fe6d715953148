import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { createUser } from './support';

// The installable app is this spec's subject: its service worker runs here (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const head = fs.readFileSync(file);
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

test('the manifest names the app, its brand colours and icons of 192, 512 and maskable', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Patina',
    short_name: 'Patina',
    display: 'standalone',
    start_url: '/garage',
    theme_color: '#1f3b2d',
    background_color: '#fbf8f1',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const [w, h] = pngSize(path.join(clientDir, icon.src));
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
});

test('Chromium finds the app installable, and its worker keeps the app shell but no API answer', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito window, which every test context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await createUser(page.request, baseURL!);
    await page.goto('/garage');
    await expect(page.getByRole('heading', { name: 'My Garage' })).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Once controlled, the screens' API calls pass the worker; none may land in a cache.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Garage' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

    // Offline, the app itself still opens from the cache, not the browser's error page.
    await page.context().setOffline(true);
    await page.goto('/garage');
    await expect(page.getByRole('link', { name: 'Patina' }).first()).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offers "A new version is available — Reload" after an update, and reloads into it', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // A returning visitor: the page is served under the installed worker.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A new build: the worker's script changes. Its compressed copies would still be the old one.
  const sw = path.join(clientDir, 'sw.js');
  const saved = new Map<string, Buffer>();
  for (const f of [sw, `${sw}.gz`, `${sw}.br`]) if (fs.existsSync(f)) saved.set(f, fs.readFileSync(f));
  try {
    for (const f of saved.keys()) if (f !== sw) fs.rmSync(f);
    fs.appendFileSync(sw, `\n// build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const toast = page.getByText('A new version is available');
    await expect(toast).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('update-prompt.png') });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  } finally {
    for (const [f, body] of saved) fs.writeFileSync(f, body);
  }
});
