import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support';

const shots = process.env.CSV_SHOTS; // a folder: screenshots to look at while working on the dialog

const lubeLogger = [
  'Date,Odometer,Description,Notes,Cost,Tags,ExtraFields',
  '1/15/2024,45210,Oil change,"Castrol 20W-50, 5 qt",89.50,,',
  '3/2/2024,45600,"Brake pads, front",,"1,234.00",,',
].join('\r\n');
// A German spreadsheet: semicolons, decimal commas, dotted dates, its own header names; one row wrong.
const germanWithError = ['Datum;Stand;Was;Betrag;Bemerkung', '31.12.2020;123.456;Inspektion;1.234,56;mit Ölwechsel', '31.02.2021;124.000;Reifen;-50,00;'].join(
  '\n',
);
const german = ['Datum;Stand;Was;Betrag;Bemerkung', '31.12.2020;123.456;Inspektion;1.234,56;mit Ölwechsel', '28.02.2021;124.000;Reifen;450,00;'].join('\n');

async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

test.use({ navigationTimeout: 60_000 });

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('import a LubeLogger export and a German semicolon file from the vehicle profile: preview, errors per row, all or nothing', async ({ page, baseURL }) => {
  // Many steps, each a request: on a loaded machine this takes minutes (no step is timed).
  test.setTimeout(300_000);
  await createUser(page.request, baseURL!);
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Mercedes-Benz', model: '280 SL', year: 1969, currency: 'EUR' } })).json();
  await page.goto(`/vehicle/${vehicle.id}`);

  // LubeLogger: the columns are known, the preview shows each row, the import writes them.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import records from a CSV file' });
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles(file('ServiceRecord.csv', lubeLogger));
  await dialog.getByLabel('Which LubeLogger export is it?', { exact: true }).selectOption('repair');
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 rows: 2 ready, 0 with errors.');
  const table = dialog.getByRole('table', { name: 'Preview of the rows to import' });
  await expect(table.getByRole('row', { name: /Brake pads, front/ })).toContainText('€1,234');
  await expect(table.getByRole('row', { name: /Oil change/ })).toContainText('Repair');
  await shot(page, 'lubelogger-preview-1280-en');
  await dialog.getByRole('button', { name: 'Import 2 records' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 records.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A generic German file: the mapping step, a row with errors blocks the import.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles(file('wartung.csv', germanWithError));
  await dialog.getByText('Other CSV file').click();
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  // "Stand" and "Was" are no names the guess knows: the owner maps them.
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue('0');
  await dialog.getByLabel('Odometer', { exact: true }).selectOption({ label: 'Stand' });
  await dialog.getByLabel('Description', { exact: true }).selectOption({ label: 'Was' });
  await expect(dialog.getByRole('status')).toContainText('2 rows: 1 ready, 1 with errors.');
  const bad = table.getByRole('row', { name: /Reifen/ });
  await expect(bad).toContainText('Date: not a date');
  await expect(bad).toContainText('Cost: must not be negative');
  await expect(dialog.getByRole('button', { name: 'Import 1 record' })).toBeDisabled();
  await shot(page, 'generic-errors-1280-en');

  // Corrected, it goes in whole.
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles(file('wartung.csv', german));
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  await dialog.getByLabel('Odometer', { exact: true }).selectOption({ label: 'Stand' });
  await dialog.getByLabel('Description', { exact: true }).selectOption({ label: 'Was' });
  await expect(dialog.getByRole('status')).toContainText('2 rows: 2 ready, 0 with errors.');
  await expect(table.getByRole('row', { name: /Inspektion/ })).toContainText('123,456');
  await dialog.getByRole('button', { name: 'Import 2 records' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 records.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // On the timeline, under their own filter.
  await page.goto(`/vehicle/${vehicle.id}/timeline`);
  await expect(page.getByText('Brake pads, front')).toBeVisible();
  await expect(page.getByText('Inspektion')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Service and fuel log', pressed: true })).toBeVisible();

  // One imported row is wrong: opened from its event, corrected (a bad amount is named at its field), saved.
  await page.getByRole('button', { name: /Brake pads, front/ }).click();
  const record = page.getByRole('dialog', { name: 'Edit the record' });
  await expect(record.getByLabel('Description', { exact: true })).toHaveValue('Brake pads, front');
  await expect(record.getByLabel('Cost (EUR)')).toHaveValue('1,234');
  await record.getByLabel('Cost (EUR)').fill('abc');
  await record.getByRole('button', { name: 'Save' }).click();
  await expect(record.getByRole('alert')).toHaveText('Please enter an amount.');
  await record.getByLabel('Cost (EUR)').fill('1,034.50');
  await record.getByLabel('Description', { exact: true }).fill('Brake pads and discs, front');
  await record.getByLabel(/^Odometer \((km|mi)\)$/).fill('45,700');
  await shot(page, 'record-edit-1280-en');
  await record.getByRole('button', { name: 'Save' }).click();
  await expect(record).toBeHidden();
  const corrected = page.getByRole('button', { name: /Brake pads and discs, front/ });
  await expect(corrected).toContainText('€1,034.50');
  await expect(corrected).toContainText(/45,700 (km|mi)/);
  await expect(page.getByText('Brake pads, front', { exact: true })).toBeHidden();

  // Another does not belong here: deleted after the browser's confirmation.
  await page.getByRole('button', { name: /Inspektion/ }).click();
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('dialog', { name: 'Edit the record' }).getByRole('button', { name: 'Delete record' }).click();
  await expect(page.getByText('Inspektion')).toBeHidden();
  await page.reload();
  await expect(page.getByText('Brake pads and discs, front')).toBeVisible();
  await expect(page.getByText('Reifen')).toBeVisible();
  await expect(page.getByText('Inspektion')).toBeHidden();
});

test('the dialog in German and on a phone', async ({ page, baseURL }) => {
  // Many steps, each a request: on a loaded machine this takes minutes (no step is timed).
  test.setTimeout(300_000);
  await createUser(page.request, baseURL!);
  await page.goto('/garage');
  expect((await page.request.patch('/api/profile', { data: { language: 'de' } })).status()).toBe(200);
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Porsche', model: '356 B', year: 1961, currency: 'EUR' } })).json();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/vehicle/${vehicle.id}`);
    await page.getByRole('button', { name: 'CSV importieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Einträge aus einer CSV-Datei importieren' });
    await dialog.getByLabel('CSV-Datei', { exact: true }).setInputFiles(file('wartung.csv', germanWithError));
    await dialog.getByText('Andere CSV-Datei').click();
    await dialog.getByRole('button', { name: 'Vorschau', exact: true }).click();
    await dialog.getByLabel('Beschreibung', { exact: true }).selectOption({ label: 'Was' });
    await expect(dialog.getByRole('status')).toContainText('2 Zeilen: 1 bereit, 1 mit Fehlern.');
    await expect(dialog.getByRole('row', { name: /Reifen/ })).toContainText('Datum: kein Datum');
    await shot(page, `generic-errors-${width}-de`);
    if (width === 390) {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.request.patch('/api/profile', { data: { language: 'en' } });
      await page.reload();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const english = page.getByRole('dialog', { name: 'Import records from a CSV file' });
      await english.getByLabel('CSV file', { exact: true }).setInputFiles(file('ServiceRecord.csv', lubeLogger));
      await english.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(english.getByRole('status')).toHaveText('2 rows: 2 ready, 0 with errors.');
      await shot(page, 'lubelogger-preview-390-en');
    }
  }

  // The edit dialog of an imported record, in German and English, wide and on a phone.
  const form = multipartCsv(german);
  expect((await page.request.post(`/api/vehicles/${vehicle.id}/csv-import`, { multipart: form })).status()).toBe(200);
  for (const [language, width] of [
    ['de', 1280],
    ['de', 390],
    ['en', 390],
    ['en', 1280],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.request.patch('/api/profile', { data: { language } });
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/vehicle/${vehicle.id}/timeline`);
    await page.getByRole('button', { name: /Inspektion/ }).click();
    const dialog = page.getByRole('dialog', { name: language === 'de' ? 'Eintrag bearbeiten' : 'Edit the record' });
    await expect(dialog.getByLabel(language === 'de' ? 'Kosten (EUR)' : 'Cost (EUR)')).toHaveValue(language === 'de' ? '1.234,56' : '1,234.56');
    await dialog.getByLabel(language === 'de' ? 'Datum' : 'Date', { exact: true }).fill('');
    await dialog.getByRole('button', { name: language === 'de' ? 'Speichern' : 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(language === 'de' ? 'Bitte ein Datum eingeben.' : 'Please enter a date.');
    // The whole form and its buttons fit: the dialog scrolls inside a phone's screen.
    await dialog.getByRole('button', { name: language === 'de' ? 'Eintrag löschen' : 'Delete record' }).scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: language === 'de' ? 'Eintrag löschen' : 'Delete record' })).toBeInViewport();
    await shot(page, `record-edit-${width}-${language}`);
  }
});

/** The import's form as the API takes it: a generic German file with its columns mapped. */
const multipartCsv = (text: string) => ({
  format: 'generic',
  mapping: JSON.stringify({ date: 0, odometer: 1, description: 2, cost: 3, notes: 4 }),
  file: file('wartung.csv', text),
});
