import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addDays, addMonths, todayIso } from '../../src/shared/tasks/task-dates';
import { PageBuilder } from '../generator/page';
import { renderPdf } from '../generator/render';
import { createUser } from './support';

const today = todayIso();
const usDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test('create a task, complete it with undo, and a recurring task plans the next one from the completion', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const headers = { origin: baseURL! };
  const vehicle = await (
    await page.request.post('/api/vehicles', { data: { make: 'Porsche', model: '911', year: 1967, odometer: 48_000, odometerUnit: 'km' }, headers })
  ).json();

  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Add your first task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await dialog.getByLabel('Task').fill('Oil change');
  await dialog.getByLabel('Vehicle').selectOption(vehicle.id);
  await dialog.getByLabel('Due date').fill(addDays(today, -3));
  // Bad input is named beside its field before anything is sent.
  await dialog.getByLabel('Every … months').fill('0');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Enter a whole number, 1 or more')).toBeVisible();
  await dialog.getByLabel('Every … months').fill('12');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();

  const overdue = page.getByTestId('tasks-group-overdue');
  await expect(overdue.getByText('Oil change')).toBeVisible();
  await expect(page.getByTestId('sidebar').getByTestId('overdue-count')).toHaveText(/^1/);

  // Complete, then undo from the toast: the task is open again and its next one gone.
  await overdue.getByRole('button', { name: 'Done' }).click();
  const done = page.getByRole('dialog', { name: 'Mark as done' });
  await expect(done.getByLabel('Odometer (km)')).toHaveValue('48000');
  await done.getByLabel('Odometer (km)').fill('48200');
  await done.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('“Oil change” done')).toBeVisible();
  await expect(page.getByText(`Next: Due ${usDate(addMonths(today, 12))}`)).toBeVisible();
  await expect(page.getByTestId('tasks-group-upcoming').getByText('Oil change')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Task open again')).toBeVisible();
  await expect(overdue.getByText('Oil change')).toBeVisible();
  await expect(page.getByTestId('tasks-group-upcoming')).toHaveCount(0);

  // Complete for good: the next one is counted from the completion, not from the old due date.
  await overdue.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog', { name: 'Mark as done' }).getByRole('button', { name: 'Mark as done' }).click();
  const upcoming = page.getByTestId('tasks-group-upcoming');
  await expect(upcoming.getByText('Oil change')).toBeVisible();
  await expect(upcoming.getByText(`Due ${usDate(addMonths(today, 12))}`)).toBeVisible();
  await expect(page.getByTestId('tasks-group-done').getByText('Oil change')).toBeVisible();
  await expect(page.getByTestId('sidebar').getByTestId('overdue-count')).toHaveCount(0);

  // The vehicle profile lists its open tasks.
  await page.goto(`/vehicle/${vehicle.id}`);
  await expect(page.getByTestId('vehicle-tasks').getByText('Oil change')).toBeVisible();
});

test('completing a task attaches a document of the vehicle already stored; the done task links to it', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const headers = { origin: baseURL! };
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Jaguar', model: 'E-Type', year: 1963, odometer: 9_000 }, headers })).json();
  const saved = await page.request.post('/api/documents', {
    headers,
    multipart: {
      vehicleId: vehicle.id,
      record: JSON.stringify({ title: 'Brake service Jaguar', documentType: 'service', date: addDays(today, -1) }),
      file: {
        name: 'brakes.pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/documents/doc_002.pdf')),
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const doc = await saved.json();
  await page.request.post('/api/tasks', { data: { vehicleId: vehicle.id, title: 'Brake fluid', category: 'service', dueDate: addDays(today, -2) }, headers });

  await page.goto('/tasks');
  await page.getByTestId('tasks-group-overdue').getByRole('button', { name: 'Done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as done' });
  const picker = dialog.getByLabel('Document that records the work (optional)');
  await expect(picker.getByRole('option', { name: /Brake service Jaguar/ })).toHaveCount(1);
  await picker.selectOption(doc.id);
  // An existing document replaces the way to a new one.
  await expect(dialog.getByText('Add the invoice or receipt for this work')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('“Brake fluid” done')).toBeVisible();
  const done = page.getByTestId('tasks-group-done');
  await done.getByRole('link', { name: 'Document' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?doc=${doc.id}`));
  const tasks = await (await page.request.get('/api/tasks?state=done')).json();
  expect(tasks.tasks[0]).toMatchObject({ title: 'Brake fluid', documentId: doc.id });
});

test('the tasks screen speaks German, bad input included', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const headers = { origin: baseURL! };
  const vehicle = await (await page.request.post('/api/vehicles', { data: { make: 'Mercedes-Benz', model: '280 SL', year: 1969 }, headers })).json();
  await page.request.post('/api/tasks', { data: { vehicleId: vehicle.id, title: 'HU', category: 'inspection', dueDate: addDays(today, -1) }, headers });
  await page.request.patch('/api/profile', { data: { language: 'de' }, headers });

  await page.goto('/garage');
  await expect(page.getByTestId('overdue-badge')).toHaveText('1 überfällige Aufgabe');
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Aufgaben', level: 1 })).toBeVisible();
  await expect(page.getByTestId('tasks-group-overdue').getByRole('heading', { name: /Überfällig/ })).toBeVisible();
  await page.getByRole('button', { name: 'Aufgabe hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aufgabe hinzufügen' });
  await dialog.getByLabel('Aufgabe', { exact: true }).fill('Bremsflüssigkeit');
  await dialog.getByLabel('Alle … Monate').fill('24');
  await dialog.getByRole('button', { name: 'Aufgabe hinzufügen' }).click();
  await expect(dialog.getByText('Eine wiederkehrende Aufgabe braucht ein Fälligkeitsdatum oder einen Kilometerstand')).toBeVisible();
});

test('a document’s inspection date proposes a task in the review step; accepted, it is on the tasks screen', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const vehicle = await (
    await page.request.post('/api/vehicles', {
      data: { make: 'MG', model: 'B GT', year: 1971, odometer: 48_000, odometerUnit: 'km' },
      headers: { origin: baseURL! },
    })
  ).json();
  // A service invoice drawn the way the document generator draws them, dated today: its MOT runs 13 months on.
  const longDate = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const motUntil = addMonths(today, 13);
  const b = new PageBuilder();
  b.text(50, 'Marlow Sports Cars Ltd', { size: 20, bold: true }).down(30);
  b.text(50, 'Service Invoice', { size: 15, bold: true }).down(24);
  for (const line of [`Invoice date: ${longDate(today)}`, 'Mileage: 48,200 km', '', 'Oil and filter change      120.00', 'Total due      £144.00', ''])
    b.text(50, line).down(14);
  b.text(50, `MOT valid until ${longDate(motUntil)}`, { size: 9 });

  await page.goto(`/vehicle/${vehicle.id}/add-document`);
  await page.locator('input[type=file]').setInputFiles({ name: 'service-invoice.pdf', mimeType: 'application/pdf', buffer: renderPdf(b.items) });
  await page.getByRole('button', { name: 'Review Details' }).click();
  await expect(page.getByLabel('Inspection valid until (HU/TÜV, MOT)')).toHaveValue(motUntil);
  const proposals = page.getByTestId('task-proposals');
  const inspection = proposals.getByTestId('task-proposal').filter({ hasText: 'Inspection (HU/MOT) due' });
  await expect(inspection.getByText(`Due ${usDate(addDays(motUntil, -30))}`)).toBeVisible();
  await inspection.getByRole('button', { name: 'Add task' }).click();
  await expect(inspection.getByText('Will be added')).toBeVisible();
  await page.getByRole('button', { name: 'Save document' }).click();
  await expect(page.getByText('1 task added')).toBeVisible();

  await page.goto('/tasks');
  const upcoming = page.getByTestId('tasks-group-upcoming');
  await expect(upcoming.getByText('Inspection (HU/MOT) due')).toBeVisible();
  await expect(upcoming.getByText(`Due ${usDate(addDays(motUntil, -30))}`)).toBeVisible();
  const tasks = await (await page.request.get('/api/tasks?state=upcoming')).json();
  expect(tasks.tasks[0]).toMatchObject({ category: 'inspection', dueDate: addDays(motUntil, -30), sourceDocumentId: expect.any(String) });
});
