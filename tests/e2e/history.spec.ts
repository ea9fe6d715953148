import { expect, test, type Page } from '@playwright/test';
import { seedHistory } from './history-seed';
import { createUser } from './support';

/** HISTORY_SCREENSHOTS=dir keeps a picture of each screen for a person to look at. */
async function keep(page: Page, name: string) {
  const dir = process.env.HISTORY_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('the timeline shows every event, flags the paperwork and opens a document', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const { car } = await seedHistory(page.request, baseURL!);
  await page.goto(`/vehicle/${car}/timeline`);
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  const summary = page.getByTestId('flag-summary');
  await expect(summary).toContainText('Odometer went backwards: 91,000 km on Jun 22, 2016, after 98,000 km on Apr 10, 2014.');
  await expect(summary).toContainText('VIN 9111100999 on this document is not the vehicle');
  await expect(summary).toContainText('No insurance cover from Jan 1, 2019 to Dec 31, 2019.');
  await expect(page.locator('[data-chart="mileage"] .recharts-line-curve')).toBeVisible();
  await keep(page, 'timeline-1280-en');

  // Filters: a kind switched off, a document type, a word.
  const events = page.getByTestId('timeline-event');
  await page.getByRole('button', { name: 'Purchase & sale' }).click();
  await expect(page.locator('[data-kind="ownership"]')).toHaveCount(0);
  await page.getByLabel('Document type').selectOption('service');
  await expect(events).toHaveCount(3);
  await page.getByLabel('Search the timeline').fill('carburettors');
  await expect(events).toHaveCount(1);
  // The flag on the event names the disagreement; the event opens its document in the drawer.
  await expect(events.first()).toContainText('Odometer went backwards');
  await events.first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toContainText('Carburettors rebuilt');
});

test('value history: figures, the under-insured warning, values and gradings, errors at the field', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const { car } = await seedHistory(page.request, baseURL!);
  await page.goto(`/vehicle/${car}/value-history`);
  await expect(page.getByTestId('under-insured')).toContainText(
    'The latest appraisal (€125,000, May 2, 2023) is 31.6 % above the insurance agreed value (€95,000, Jan 15, 2024).',
  );
  await expect(page.locator('[data-chart="value"] .recharts-line-curve').first()).toBeVisible();
  await expect(page.getByText('Only amounts in EUR are summed.')).toBeVisible();
  await expect(page.getByTestId('current-grade')).toContainText('Current grade: 2 of 5 — Very good (Zustandsnote (1–5))');
  await keep(page, 'value-history-1280-en');

  // A negative amount and a date before 1885: refused at the fields, nothing saved.
  await page.getByRole('button', { name: 'Add a value' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill('-5');
  await dialog.getByLabel('Date').fill('1880-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The amount must not be negative.')).toBeVisible();
  await expect(dialog.getByText('The date must be in 1885 or later.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('140,000');
  await dialog.getByLabel('Date').fill('2025-02-01');
  await dialog.getByLabel('Source').fill('Auction result');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('value-entries')).toContainText('€140,000');
  await expect(page.getByTestId('under-insured')).toContainText('The latest estimate (€140,000');

  // A new grading on the Hagerty scale becomes the current grade, on the garage card too.
  await page.getByRole('button', { name: 'Record a grading' }).click();
  await dialog.getByLabel('Hagerty scale (1–6)').check();
  await dialog.getByLabel('1 · Concours').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('current-grade')).toContainText('Current grade: 1 of 6 — Concours');
  await page.goto('/garage');
  await expect(page.getByTestId('vehicle-card').filter({ hasText: '911 T' }).getByTestId('card-grade')).toHaveText('Grade 1/6');
});

test('German: field errors and texts', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const { car } = await seedHistory(page.request, baseURL!);
  await page.request.patch('/api/profile', { data: { language: 'de' }, headers: { origin: baseURL! } });
  await page.goto(`/vehicle/${car}/value-history`);
  await expect(page.getByRole('heading', { name: 'Wertentwicklung', level: 1 })).toBeVisible();
  await expect(page.getByTestId('under-insured')).toContainText('Möglicherweise unterversichert');
  await keep(page, 'value-history-1280-de');
  await page.getByRole('button', { name: 'Wert hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Betrag').fill('1.000');
  await dialog.getByLabel('Währung').fill('XYZ');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte einen bekannten Währungscode wie EUR oder USD eingeben.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(`/vehicle/${car}/timeline`);
  await expect(page.getByTestId('flag-summary')).toContainText('Kilometerstand rückläufig: 91.000 km am 22. Juni 2016');
  await keep(page, 'timeline-1280-de');
});

test('comparison at 390 px: one column per vehicle, scrolling sideways under sticky labels', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const { car } = await seedHistory(page.request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/vehicle/${car}/comparison`);
  await page.getByRole('button', { name: '1969 Mercedes-Benz 280 SL Pagode' }).click();
  await expect(page).toHaveURL(/with=/);
  const table = page.getByTestId('comparison-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  // Differences are highlighted: the years differ.
  await expect(table.getByRole('row', { name: /^Year/ }).locator('td.bg-amber-50')).toHaveText('1969');
  const label = table.getByRole('rowheader', { name: 'Year', exact: true });
  const before = (await label.boundingBox())!.x;
  const width = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(width.scroll).toBeGreaterThan(width.client);
  await table.evaluate((el) => el.scrollTo({ left: 400 }));
  await expect.poll(async () => Math.round((await label.boundingBox())!.x)).toBe(Math.round(before));
  await keep(page, 'comparison-390-en');
});

test('another owner’s vehicle: the "not yours" screen on every history screen', async ({ page, browser, baseURL }) => {
  const stranger = await browser.newContext();
  await createUser(stranger.request, baseURL!, 'Stranger');
  const theirs = await (
    await stranger.request.post('/api/vehicles', { data: { make: 'Jaguar', model: 'E-Type', year: 1962 }, headers: { origin: baseURL! } })
  ).json();
  await stranger.close();
  await createUser(page.request, baseURL!);
  for (const path of ['timeline', 'value-history', 'comparison']) {
    await page.goto(`/vehicle/${theirs.id}/${path}`);
    await expect(page.getByRole('heading', { name: 'This vehicle is not in your garage' })).toBeVisible();
    await expect(page.getByText('E-Type')).toHaveCount(0);
  }
});

test('the vehicle profile links to the real history screens', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const { car } = await seedHistory(page.request, baseURL!);
  await page.goto(`/vehicle/${car}`);
  await page.getByRole('link', { name: /^Timeline/ }).click();
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Value history' }).click();
  await expect(page.getByRole('heading', { name: 'Value history', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Comparison' }).click();
  await expect(page.getByRole('heading', { name: 'Comparison', level: 1 })).toBeVisible();
});
