import { expect, test, type Page } from '@playwright/test';
import { createUser } from './support';

/** Counts the requests the page sends to `path` (its query aside) from now on. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.url());
  });
  return seen;
}

test('the frame asks for the task summary once when a screen opens, even when the screen is there before the session', async ({ page, baseURL }) => {
  await createUser(page.request, baseURL!);
  const vehicle = await (
    await page.request.post('/api/vehicles', { data: { make: 'Porsche', model: '911', year: 1967 }, headers: { origin: baseURL! } })
  ).json();
  const summaries = countRequests(page, '/api/tasks/summary');
  // The session's answer comes late (a busy server; the app's files cached): the router and the
  // screen are loaded before it, so the frame's reads are asked by the screen's route before
  // main.tsx, which starts them once the session is known, gets to them.
  await page.route('**/api/auth/get-session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

  await page.goto(`/vehicle/${vehicle.id}`);
  await expect(page.getByRole('heading', { name: 'Porsche 911' })).toBeVisible();
  await expect(page.getByTestId('vehicle-tasks')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(summaries).toHaveLength(1);

  // Within its minute the summary is not asked again by the next screen.
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(summaries).toHaveLength(2); // a new page load asks once more, and only once
});
