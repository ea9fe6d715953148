import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, finishSignUp, uniqueEmail, signUpViaUi, axeScan } from './support';

const photo = async (name: string, color: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

async function addVehicle(page: Page, v: { year: string; make: string; model: string }) {
  await page.goto('/add-vehicle');
  await page.getByLabel('Year').fill(v.year);
  await page.getByLabel('Make').fill(v.make);
  await page.getByLabel('Model', { exact: true }).fill(v.model);
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('heading', { name: `${v.make} ${v.model}` })).toBeVisible();
}

test('add a vehicle with two photos, find it in the garage, edit it with the draft surviving a reload', async ({ page }) => {
  await signUpViaUi(page);
  await expect(page.getByRole('heading', { name: 'Your garage is waiting' })).toBeVisible();
  await page.getByRole('link', { name: 'Add your first vehicle' }).click();

  await page.getByLabel('Year').fill('1700');
  await page.getByLabel('Make').fill('Porsche');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('The first car was built in 1885 — please enter 1885 or later.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();

  await page.getByLabel('Year').fill('1973');
  await page.getByLabel('Model', { exact: true }).fill('911');
  await page.getByLabel('VIN or chassis number').fill('9113600123');
  await page.getByLabel('Current estimated value').fill('950,000');
  await page.getByLabel('Add photos').setInputFiles([await photo('front.jpg', '#8a2b1f'), await photo('side.jpg', '#1f3b2d')]);
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  // The second photo becomes the cover.
  await page.getByTestId('photo-tile').nth(1).getByRole('button', { name: 'Use as cover' }).click();
  await page.getByRole('button', { name: 'Save vehicle' }).click();

  await expect(page).toHaveURL(/\/vehicle\/[\w-]+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Porsche 911' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Photo \d of 1973 Porsche 911/ })).toHaveCount(2);
  await expect(page.getByTestId('fact-vin')).toHaveText('911 3600 123');

  await page.getByRole('link', { name: 'My Garage' }).first().click();
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Porsche 911' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('911 3600 123');
  await expect(card).toContainText('$950,000');
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/thumb$/);
  await expect(page.getByTestId('garage-count')).toHaveText('1 vehicle');

  await card.click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Make')).toHaveValue('Porsche');
  await page.getByLabel('Variant / trim').fill('Carrera RS 2.7');
  await page.waitForFunction((key) => localStorage.getItem(key)?.includes('Carrera RS 2.7'), `vehicle_draft_${id}`);
  await page.reload();
  await expect(page.getByText('We restored your unsaved changes from this device.')).toBeVisible();
  await expect(page.getByLabel('Variant / trim')).toHaveValue('Carrera RS 2.7');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('Carrera RS 2.7')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), `vehicle_draft_${id}`)).toBeNull();
});

test('a visitor quick-adds a vehicle, signs up and finds it in the garage', async ({ page }) => {
  await page.goto('/quick-add');
  await page.getByLabel('Year').fill('1965');
  await page.getByLabel('Make').fill('Alfa Romeo');
  await page.getByLabel('Model').fill('Giulia');
  await page.locator('input[type=file]').setInputFiles(await photo('giulia.jpg', '#aa3322'));
  await page.getByRole('button', { name: 'Add to my garage' }).click();
  await expect(page.getByRole('heading', { name: 'Your 1965 Alfa Romeo Giulia is ready to park' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pending_vehicle_id'))).toBeTruthy();

  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Full name').fill('Visitor');
  const email = uniqueEmail('quick');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The quick-added car waits in this browser through the confirmation link too.
  await finishSignUp(page, email);
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Alfa Romeo Giulia' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/thumb$/);
  expect(await page.evaluate(() => localStorage.getItem('pending_vehicle_id'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('vehicle-card')).toHaveCount(1);
});

test('sell one vehicle into Previously Owned, delete another', async ({ page }) => {
  await signUpViaUi(page);
  await page.goto('/add-vehicle');
  await page.getByLabel('Year').fill('1969');
  await page.getByLabel('Make').fill('Lancia');
  await page.getByLabel('Model', { exact: true }).fill('Fulvia');
  await page.getByLabel('Purchase date').fill('2010-05-01');
  await page.getByLabel('Purchase price').fill('12,000');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Lancia Fulvia' })).toBeVisible();
  await expect(page.getByTestId('fact-purchase-date')).toHaveText('May 1, 2010');

  await page.getByRole('button', { name: 'Sell' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell 1969 Lancia Fulvia' });
  await sell.getByLabel('Sale date').fill('2024-06-01');
  await sell.getByLabel('Sale price').fill('27,500');
  await sell.getByLabel('Buyer').fill('Giulia Rossi');
  await sell.getByRole('button', { name: 'Record sale' }).click();
  await expect(page).toHaveURL(/\/previously-owned$/);
  const sold = page.getByTestId('previous-card').filter({ hasText: '1969 Lancia Fulvia' });
  await expect(sold).toContainText('May 1, 2010 – Jun 1, 2024');
  await expect(sold).toContainText('$12,000');
  await expect(sold).toContainText('$27,500');
  await expect(sold.getByTestId('gain-loss')).toContainText('+$15,500');
  await sold.getByRole('link', { name: '1969 Lancia Fulvia' }).click();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/garage');
  await expect(page.getByRole('heading', { name: 'Your garage is waiting' })).toBeVisible();

  await addVehicle(page, { year: '1961', make: 'Jaguar', model: 'E-Type' });
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 1961 Jaguar E-Type?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(page.getByTestId('vehicle-card')).toHaveCount(0);
  await expect(page.getByText('1961 Jaguar E-Type was deleted.')).toBeVisible();
});

test('axe finds no serious or critical violations on the vehicle screens', async ({ page }) => {
  // Seven scans of axe in one test: at a shared host's load it passed the 60 s a test has (a retry costs more).
  test.setTimeout(150_000);
  await page.goto('/quick-add');
  const check = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    const results = await axeScan(page).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check('/quick-add');
  await signUpViaUi(page);
  await check('/garage');
  await addVehicle(page, { year: '1955', make: 'Mercedes-Benz', model: '300 SL' });
  const id = page.url().split('/').pop()!;
  for (const path of ['/garage', '/add-vehicle', `/vehicle/${id}`, `/vehicle/${id}/edit`, '/previously-owned']) await check(path);
});
