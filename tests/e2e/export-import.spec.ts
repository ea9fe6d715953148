import { expect, test } from '@playwright/test';
import { signUpViaUi, axeScan } from './support';

test('download the export from the profile, import it as another user, see the summary; a broken file is refused', async ({ page, browser, baseURL }) => {
  await signUpViaUi(page);
  await page.request.post('/api/vehicles', { data: { make: 'Lancia', model: 'Fulvia', year: 1969 } });
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download export' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^patina-export-\d{4}-\d{2}-\d{2}\.zip$/);

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signUpViaUi(other, 'Grace Hopper');
  await other.goto('/profile');
  await other.getByLabel('Import a Patina export (ZIP)').setInputFiles(file);
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  const summary = other.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summary).toContainText('Vehicles');
  await expect(summary.getByRole('row', { name: /Vehicles/ })).toContainText('1');
  const axe = await axeScan(other).exclude('[data-sonner-toaster]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await other.goto('/garage');
  await expect(other.getByText('Fulvia').first()).toBeVisible();

  await other.goto('/profile');
  await other.getByLabel('Import a Patina export (ZIP)').setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await other.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(other.getByRole('alert').filter({ hasText: 'not a readable ZIP archive' })).toBeVisible();
  await context.close();
});
