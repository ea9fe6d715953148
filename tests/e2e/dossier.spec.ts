import fs from 'node:fs';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { createUser } from './support';

const shots = process.env.DOSSIER_SHOTS; // a folder: screenshots to look at while working on the card

/** A one-page PDF the intake accepts (its text is read, so it is a real document). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 60 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('create a dossier from the vehicle profile, watch it being written, download it and open it in Chromium', async ({ page, baseURL }) => {
  // The account through the API: signing up through the form is auth.spec.ts's subject.
  await createUser(page.request, baseURL!, 'Ada Lovelace');
  const vehicle = await (
    await page.request.post('/api/vehicles', {
      data: {
        make: 'Jaguar',
        model: 'E-Type Series 1',
        year: 1963,
        vin: '876543',
        matchingNumbers: true,
        purchaseDate: '2009-09-12',
        purchasePrice: 9_800_000,
        currency: 'GBP',
        conditionGrade: 2,
      },
    })
  ).json();
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b6e5a' } })
    .jpeg()
    .toBuffer();
  expect(
    (
      await page.request.post(`/api/vehicles/${vehicle.id}/photos`, { multipart: { photo: { name: 'etype.jpg', mimeType: 'image/jpeg', buffer: jpeg } } })
    ).status(),
  ).toBe(201);
  const doc = await page.request.post('/api/documents', {
    multipart: {
      vehicleId: vehicle.id,
      record: JSON.stringify({ documentType: 'service', title: 'Engine rebuild', date: '2015-04-01', totalCost: 1_250_000, currency: 'GBP' }),
      file: { name: 'engine-rebuild.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Engine rebuild invoice') },
    },
  });
  expect(doc.status(), await doc.text()).toBe(201);

  await page.goto(`/vehicle/${vehicle.id}`);
  const card = page.getByTestId('dossier-card');
  await expect(card.getByRole('heading', { name: 'Provenance dossier' })).toBeVisible();
  if (shots) await card.screenshot({ path: `${shots}/card-empty.png` });
  await card.getByRole('button', { name: 'Create dossier' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create a provenance dossier' });
  await expect(dialog.getByRole('checkbox', { name: 'Timeline' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Stories marked for sharing' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Receipts' }).uncheck();
  if (shots) await dialog.screenshot({ path: `${shots}/dialog.png` });
  await dialog.getByRole('button', { name: 'Create dossier' }).click();
  await expect(dialog).toBeHidden();

  // The job's progress shows until the PDF is ready (a small vehicle may finish between two polls).
  const progress = card.getByRole('progressbar', { name: 'Dossier progress' });
  const download = card.getByRole('link', { name: 'Download PDF' });
  await expect(progress.or(download).first()).toBeVisible();
  if (shots && (await progress.isVisible())) await card.screenshot({ path: `${shots}/card-progress.png` });
  await expect(download).toBeVisible({ timeout: 45_000 });
  await expect(card).toContainText(/Created .* · \d+ pages · .* · English/);
  if (shots) await card.screenshot({ path: `${shots}/card-ready.png` });

  if (shots) {
    // The card in German and on a phone, to look at (not asserted: the words are the locale files').
    expect((await page.request.patch('/api/profile', { data: { language: 'de' } })).status()).toBe(200);
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.reload();
    await expect(card.getByRole('heading', { name: 'Provenienz-Dossier' })).toBeVisible();
    await card.screenshot({ path: `${shots}/card-ready-de.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: `${shots}/card-ready-de-390.png` });
    await card.getByRole('button', { name: 'Neues Dossier erstellen' }).click();
    await page.screenshot({ path: `${shots}/dialog-de-390.png` });
    await page.keyboard.press('Escape');
    await page.request.patch('/api/profile', { data: { language: 'en' } });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.reload();
  }
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^1963-Jaguar-E-Type-Series-1-dossier-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = fs.readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Chromium's own viewer opens it: the page stays alive and shows the PDF, no error page. A context
  // without the app's service worker, on an address of its own, so that nothing but the file answers.
  const errors: string[] = [];
  const context = await page.context().browser()!.newContext({ serviceWorkers: 'block' });
  const viewer = await context.newPage();
  viewer.on('pageerror', (e) => errors.push(e.message));
  viewer.on('crash', () => errors.push('crash'));
  await viewer.route('http://dossier.test/**', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: pdf }));
  const response = await viewer.goto('http://dossier.test/dossier.pdf');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('application/pdf');
  // Chromium took it as a PDF document (its viewer, not a download or an error page).
  expect(await viewer.evaluate(() => document.contentType)).toBe('application/pdf');
  await viewer.waitForTimeout(2000); // the viewer parses and paints the first page meanwhile; a broken file shows an error or crashes
  expect(errors).toEqual([]);
  if (shots) await viewer.screenshot({ path: `${shots}/chromium-viewer.png` });
  await context.close();
});
