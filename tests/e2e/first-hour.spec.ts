import { expect, test, type Page } from '@playwright/test';
import { createUser, axeScan } from './support';

/** Issue 20: what a new user trips over in the first hour, each checked where a user would notice it. */

async function ownerWithOneCar(page: Page, baseURL: string, vehicle: Record<string, unknown> = {}) {
  await createUser(page.request, baseURL, 'Maria Hofmann');
  const res = await page.request.post('/api/vehicles', {
    data: { make: 'Porsche', model: '911 S', year: 1972, currency: 'EUR', ...vehicle },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

test('every screen names the browser tab, in the user’s language', async ({ page, baseURL }) => {
  const id = await ownerWithOneCar(page, baseURL!);
  await page.goto(`/vehicle/${id}`);
  await expect(page).toHaveTitle('Porsche 911 S — Patina');
  await page.goto('/garage');
  await expect(page).toHaveTitle('My Garage — Patina');
  await page.goto('/profile');
  await expect(page).toHaveTitle('Your Profile — Patina');

  await page.request.patch('/api/profile', { data: { language: 'de' }, headers: { origin: baseURL! } });
  await page.goto('/documents');
  await expect(page).toHaveTitle('Dokumente — Patina');
  await page.goto('/add-vehicle');
  await expect(page).toHaveTitle('Fahrzeug hinzufügen — Patina');
});

test('an unknown vehicle: a 404 that says so, no "try again later", the way back, focus on the heading', async ({ page, baseURL }) => {
  await ownerWithOneCar(page, baseURL!);
  await page.goto('/vehicle/no-such-vehicle');
  const heading = page.getByRole('heading', { level: 1, name: 'Vehicle not found' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('This vehicle does not exist or is not yours.')).toBeVisible();
  await expect(page.getByText('Please try again later')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  await expect(page).toHaveTitle('Vehicle not found — Patina');
  await page.getByRole('link', { name: 'Back to my garage' }).click();
  await expect(page).toHaveURL(/\/garage$/);

  // Someone else's vehicle is just as unknown.
  const other = await page.context().browser()!.newContext({ baseURL });
  const stranger = await other.newPage();
  const foreignId = await ownerWithOneCar(stranger, baseURL!, { make: 'Jaguar', model: 'E-Type' });
  await other.close();
  await page.goto(`/vehicle/${foreignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeFocused();
  await expect(page.getByText('Jaguar')).toHaveCount(0);

  // The not-found page for an unknown address, too.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'This road leads nowhere' })).toBeFocused();
});

test('the vehicle page shows what is known and offers the rest as one "Add details"', async ({ page, baseURL }) => {
  const id = await ownerWithOneCar(page, baseURL!, { vin: 'WP0ZZZ91ZJS100234', odometer: 138586 });
  await page.goto(`/vehicle/${id}`);
  await expect(page.getByTestId('fact-vin')).toContainText('WP0 ZZZ9 1ZJS100234');
  await expect(page.getByTestId('fact-vin')).toContainText('does not match');
  await expect(page.getByText('N/A')).toHaveCount(0);
  await expect(page.getByTestId('missing-details')).toContainText('Engine number');
  await page.getByRole('link', { name: 'Add details' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicle/${id}/edit$`));
});

test('Add Vehicle: the request to correct the marked fields goes once they are corrected', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  await page.goto('/add-vehicle');
  await page.getByLabel('Year').fill('1700');
  await page.getByRole('button', { name: 'Save vehicle' }).first().click();
  await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
  await page.getByLabel('Year').fill('1972');
  await page.getByLabel('Make').fill('Porsche');
  await page.getByLabel('Model', { exact: true }).fill('911 S');
  await expect(page.getByText('Please correct the marked fields.')).toHaveCount(0);
});

test('/add-document with one vehicle takes it and shows the drop zone at once', async ({ page, baseURL }) => {
  const id = await ownerWithOneCar(page, baseURL!);
  await page.goto('/add-document');
  await expect(page.getByLabel('Which vehicle is this document for?')).toHaveValue(id);
  await expect(page.getByText('Drop a PDF or image here')).toBeVisible();
});

test('a refused file in the bulk panel offers no Retry; on a phone the panel starts as one line', async ({ page, baseURL }) => {
  await ownerWithOneCar(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documents');
  await page.getByLabel('Bulk upload documents').setInputFiles([
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const panel = page.getByRole('region', { name: 'Bulk Upload', exact: true });
  await expect(panel.getByTestId('bulk-upload-counts')).toHaveText('Errors: 2');
  expect((await panel.boundingBox())!.height).toBeLessThan(56);
  await panel.getByRole('button', { name: 'Show files' }).click();
  await expect(panel.getByRole('listitem', { name: 'setup.exe' })).toContainText('File type not allowed for security reasons.');
  await expect(panel.getByRole('listitem', { name: 'notes.txt' })).toContainText('Invalid file type.');
  await expect(panel.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Remove setup.exe' })).toBeVisible();
});

test('/documents on a phone keeps the filters behind one "Filter" control', async ({ page, baseURL }) => {
  await ownerWithOneCar(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documents');
  await expect(page.getByLabel('Document type')).toBeHidden();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Document type').selectOption('service');
  await expect(page.getByRole('button', { name: 'Filter · 1' })).toHaveAttribute('aria-expanded', 'true');
});

test('/profile has no serious accessibility violations, label-in-name included', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toBeVisible();
  const results = await axeScan(page)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
