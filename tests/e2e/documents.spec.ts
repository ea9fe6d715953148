import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, axeScan } from './support';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/documents');
const invoice = path.join(fixtures, 'doc_002.pdf');

async function garageWithCar(page: Page, baseURL: string) {
  await createUser(page.request, baseURL, 'Maria Hofmann');
  const res = await page.request.post('/api/vehicles', { data: { make: 'BMW', model: '2002 tii', year: 1973, currency: 'EUR' }, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

test('an .exe and an 11 MB PDF are refused with SPEC’s messages', async ({ page, baseURL }) => {
  const vehicleId = await garageWithCar(page, baseURL!);
  await page.goto(`/vehicle/${vehicleId}/add-document`);
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ fake program') });
  await expect(page.getByRole('alert').filter({ hasText: 'File type not allowed for security reasons.' })).toBeVisible();
  // From a file, not a buffer: a buffer crosses to the browser as base64 through the driver's pipe
  // (11 MB took 7.6 s at load 20); a path the local browser reads itself.
  const huge = test.info().outputPath('huge.pdf');
  fs.writeFileSync(huge, Buffer.concat([fs.readFileSync(invoice), Buffer.alloc(11 * 1024 * 1024)]));
  await input.setInputFiles(huge);
  await expect(page.getByRole('alert').filter({ hasText: 'File size exceeds 10MB limit.' })).toBeVisible();
  // Nothing was stored.
  expect((await (await page.request.get('/api/documents')).json()).documents).toEqual([]);
});

test('a German service invoice: reviewed, corrected, saved, found, viewed and deleted', async ({ page, baseURL }) => {
  const vehicleId = await garageWithCar(page, baseURL!);
  await page.goto(`/vehicle/${vehicleId}/add-document`);
  await page.locator('input[type=file]').setInputFiles(invoice);

  await page.getByRole('button', { name: 'Review Details' }).click();
  await expect(page.getByLabel('Shop')).toHaveValue(/Werkstatt/);
  await expect(page.getByLabel('Total')).toHaveValue(/524[.,]43/);
  await page.getByLabel('Mileage').fill('138586');
  await page.getByRole('button', { name: 'Save document' }).click();

  // Saved: the document opens beside its file.
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByLabel('Mileage')).toHaveValue('138586');
  await expect(drawer.locator('[data-first-page="shown"]')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Found by a word of its text, the word highlighted.
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('Ventildeckeldichtung');
  await expect(page.locator('mark', { hasText: 'Ventildeckeldichtung' })).toBeVisible();
  await page
    .getByRole('button', { name: /Werkstatt|Rechnung|doc_002/ })
    .first()
    .click();
  await expect(drawer.locator('[data-first-page="shown"] [data-page-number="1"] canvas')).toBeVisible();
  await drawer.getByRole('button', { name: 'Zoom in' }).click();

  await drawer.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(page.getByText('No documents match')).toBeVisible();
  expect((await (await page.request.get('/api/documents')).json()).documents).toEqual([]);
});

test("the analysis shows a € invoice in euros on a dollar car, and in the reader's language", async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!, 'Dale Carter');
  const res = await page.request.post('/api/vehicles', {
    data: { make: 'Ford', model: 'Mustang', year: 1966, currency: 'USD' },
    headers: { origin: baseURL! },
  });
  const vehicleId = (await res.json()).id as string;

  await page.goto(`/vehicle/${vehicleId}/add-document`);
  await page.locator('input[type=file]').setInputFiles(invoice);
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('€524.43');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Service invoice — Werkstatt Müller GmbH, Mar 3, 2024');

  // A German reader: the generated title and the amount formatted for German, still in euros.
  expect((await page.request.patch('/api/profile', { data: { language: 'de' }, headers: { origin: baseURL! } })).status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto(`/vehicle/${vehicleId}/add-document`);
  await page.locator('input[type=file]').setInputFiles(invoice);
  await expect(page.locator('dt', { hasText: /^Gesamtbetrag$/ }).locator('xpath=following-sibling::dd')).toHaveText(/^524,43\s€$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Rechnung — Werkstatt Müller GmbH, 3. März 2024');
});

test('the library, a document and the add screen have no serious accessibility violations', async ({ page, baseURL }) => {
  const vehicleId = await garageWithCar(page, baseURL!);
  const res = await page.request.post('/api/documents', {
    headers: { origin: baseURL! },
    multipart: {
      vehicleId,
      record: JSON.stringify({ documentType: 'service', title: 'Werkstattrechnung', totalCost: 52443 }),
      file: { name: 'doc_002.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(invoice) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id;
  for (const [url, ready] of [
    ['/documents', 'Werkstattrechnung'],
    [`/documents?doc=${id}`, 'Versions'],
    [`/vehicle/${vehicleId}/add-document`, 'Drop a PDF or image here'],
  ]) {
    await page.goto(url);
    await expect(page.getByText(ready).first()).toBeVisible();
    const results = await axeScan(page).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
