import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createUser, axeScan } from './support';

/**
 * Issue 6 end to end, against the real analysis engine and documents API: twelve files for one
 * vehicle — ten fixtures, one saved before, one .exe.
 */
const fixture = (name: string) => ({
  name,
  mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  buffer: fs.readFileSync(path.join('tests/fixtures/documents', name)),
});
const TEN = Array.from({ length: 10 }, (_, i) => `doc_${String(i + 1).padStart(3, '0')}.pdf`);
const SAVED_BEFORE = 'doc_011.pdf';
const FORBIDDEN = 'setup.exe';

const row = (page: Page, name: string) => page.getByRole('region', { name: 'Bulk Upload', exact: true }).getByRole('listitem', { name, exact: true });

test.describe.configure({ timeout: 240_000 });

test('bulk upload: twelve files, a forbidden one, a duplicate, save all, retry, across pages', async ({ page, baseURL }) => {
  const origin = { origin: baseURL! };
  await createUser(page.request, baseURL!);
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Porsche', model: '911 T', year: 1971 }, headers: origin })).json();
  await page.request.post('/api/vehicles', { data: { make: 'Jaguar', model: 'E-Type', year: 1964 }, headers: origin });
  const before = await page.request.post('/api/documents', {
    headers: origin,
    multipart: { vehicleId: vehicle.id, record: JSON.stringify({ documentType: 'insurance', title: 'Saved earlier' }), file: fixture(SAVED_BEFORE) },
  });
  expect(before.status()).toBe(201);

  await page.goto('/documents');
  await page.getByLabel('Upload to vehicle', { exact: true }).selectOption({ label: '1971 Porsche 911 T' });
  await page
    .getByLabel('Bulk upload documents')
    .setInputFiles([...TEN.map(fixture), fixture(SAVED_BEFORE), { name: FORBIDDEN, mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') }]);

  const panel = page.getByRole('region', { name: 'Bulk Upload', exact: true });
  await expect(panel).toBeVisible();
  await expect(row(page, FORBIDDEN)).toContainText('File type not allowed for security reasons.');
  for (const name of [...TEN, SAVED_BEFORE]) await expect(row(page, name)).toContainText('Ready to save', { timeout: 180_000 });
  await expect(panel.getByText('92% complete')).toBeVisible();
  const axe = await axeScan(page).include('[data-testid="bulk-upload-panel"]').include('[data-testid="bulk-upload-dropzone"]').analyze();
  expect(axe.violations).toEqual([]);

  await panel.getByRole('button', { name: 'Save all' }).click();
  for (const name of TEN) await expect(row(page, name)).toContainText('Saved successfully', { timeout: 60_000 });
  await expect(row(page, SAVED_BEFORE)).toContainText('Already exists');
  await expect(panel.getByTestId('bulk-upload-badge')).toHaveText('10/12');
  // 2 s after the run: the completed rows leave, the duplicate and the error stay.
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByTestId('bulk-upload-badge')).toHaveText('0/2');

  // The saved documents are there, the earlier one only once.
  const list = await (await page.request.get(`/api/documents?vehicleId=${vehicle.id}`)).json();
  expect(list.total ?? list.documents?.length ?? list.items?.length).toBe(11);

  // A transient failure (the network drops the first analysis of the next file), then retry.
  let dropped = false;
  await page.route('**/api/functions/analyze-document', (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort('failed');
  });
  await page.getByLabel('Bulk upload documents').setInputFiles([fixture('doc_012.pdf')]);
  await expect(row(page, 'doc_012.pdf')).toContainText('Failed to process document', { timeout: 60_000 });
  await panel.getByRole('button', { name: 'Retry doc_012.pdf' }).click();
  await expect(row(page, 'doc_012.pdf')).toContainText('Ready to save', { timeout: 60_000 });
  // A refused file is offered no Retry: it would be refused again.
  await expect(row(page, FORBIDDEN)).toContainText('File type not allowed for security reasons.');
  await expect(panel.getByRole('button', { name: `Retry ${FORBIDDEN}` })).toHaveCount(0);

  // Another page: the panel and its queue stay.
  await page.getByRole('link', { name: 'My Garage' }).first().click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(panel).toBeVisible();
  await expect(row(page, 'doc_012.pdf')).toContainText('Ready to save');
  await panel.getByRole('button', { name: 'Save all' }).click();
  await expect(row(page, 'doc_012.pdf')).toContainText('Saved successfully');

  // Collapsed: counts of ready, errors and pending.
  await panel.getByRole('button', { name: 'Hide files' }).click();
  await expect(panel.getByTestId('bulk-upload-counts')).toContainText('Errors: 1');
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel).toBeHidden();
});

test('the panel speaks German', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'BMW', model: '2002', year: 1972 }, headers: { origin: baseURL! } })).json();
  await page.request.patch('/api/profile', { data: { language: 'de' }, headers: { origin: baseURL! } });
  await page.goto('/documents');
  await page.getByLabel('Für Fahrzeug hochladen', { exact: true }).selectOption(vehicle.id);
  await page.getByLabel('Dokumente gesammelt hochladen').setInputFiles([{ name: 'run.sh', mimeType: 'text/plain', buffer: Buffer.from('echo') }]);
  const panel = page.getByRole('region', { name: 'Sammel-Upload', exact: true });
  await expect(panel).toContainText('Dieser Dateityp ist aus Sicherheitsgründen nicht erlaubt.');
  await expect(panel.getByTestId('bulk-upload-badge')).toHaveText('0/1');
});

test('on a vehicle’s profile the files go to that vehicle, no question asked', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const headers = { origin: baseURL! };
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Alfa Romeo', model: 'Giulia Sprint GT', year: 1966 }, headers })).json();
  await page.request.post('/api/vehicles', { data: { make: 'Lancia', model: 'Fulvia', year: 1970 }, headers });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/vehicle/${vehicle.id}`);
  await page.getByLabel('Bulk upload documents').setInputFiles([fixture('doc_001.pdf')]);
  // On a phone the panel starts as one line; its files are one tap away.
  await page.getByRole('region', { name: 'Bulk Upload', exact: true }).getByRole('button', { name: 'Show files' }).click();
  await expect(row(page, 'doc_001.pdf')).toContainText('Ready to save', { timeout: 60_000 });
  await expect(page.getByLabel('Upload to vehicle', { exact: true })).toHaveCount(0);

  // Reviewed and corrected before saving, in the same form as a single upload.
  await page.getByRole('button', { name: 'Review doc_001.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review document' });
  await dialog.getByLabel('Title', { exact: true }).fill('Carburettor rebuild, Autobahn Restoration');
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(row(page, 'doc_001.pdf')).toContainText('Saved successfully');
  const list = await (await page.request.get(`/api/documents?vehicleId=${vehicle.id}`)).json();
  expect(list.documents).toHaveLength(1);
  const saved = await (await page.request.get(`/api/documents/${list.documents[0].id}`)).json();
  expect(saved).toMatchObject({ title: 'Carburettor rebuild, Autobahn Restoration', manuallyEdited: true });
  // The vehicle's own list shows it without a reload.
  await expect(page.getByRole('button', { name: /Carburettor rebuild, Autobahn Restoration/ })).toBeVisible();
});

test('a file crosses the wire once: the analysis receives it as itself, the save refers to it, the server reads its scanned page', async ({
  page,
  baseURL,
}) => {
  await createUser(page.request, baseURL!);
  const vehicle = await (
    await page.request.post('/api/vehicles', { data: { make: 'Jaguar', model: 'E-Type', year: 1969 }, headers: { origin: baseURL! } })
  ).json();
  const original = fs.readFileSync('tests/fixtures/bulk/image-only-invoice.pdf');
  // Watched, not changed: the requests go on to the real server.
  const analyses: Request[] = [];
  const saves: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/functions/analyze-document')) analyses.push(r);
    if (r.url().endsWith('/api/documents') && r.method() === 'POST') saves.push(r);
  });
  await page.goto(`/vehicle/${vehicle.id}`);
  await page.getByLabel('Bulk upload documents').setInputFiles([{ name: 'image-only-invoice.pdf', mimeType: 'application/pdf', buffer: original }]);
  await expect(row(page, 'image-only-invoice.pdf')).toContainText('Ready to save', { timeout: 60_000 });
  expect(analyses).toHaveLength(1);
  // The analysis received the file itself: the hash it answers is the whole file's.
  const answer = await (await analyses[0].response())!.json();
  expect(answer.intake.fileHash).toBe(crypto.createHash('sha256').update(original).digest('hex'));

  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(row(page, 'image-only-invoice.pdf')).toContainText('Saved successfully');
  expect(saves).toHaveLength(1);
  // The save refers to the kept file: its body is the record and the token, not the file again.
  const saveBody = saves[0].postData() ?? '';
  expect(saveBody).toContain('intakeToken');
  expect(saveBody).not.toContain('%PDF');
  // Its page was read on the server (OCR of page 1): the document's text is kept for search.
  const list = await (await page.request.get(`/api/documents?vehicleId=${vehicle.id}`)).json();
  const saved = await (await page.request.get(`/api/documents/${list.documents[0].id}`)).json();
  expect(saved).toMatchObject({ textStatus: 'read', fileHash: expect.stringMatching(/^[a-f0-9]{64}$/) });
});
