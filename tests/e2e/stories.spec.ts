import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { axeScan, createUser } from './support';

/**
 * What a screen-reader or keyboard user would trip over: axe's serious and critical findings on
 * these screens (the shared toaster's contrast is the toaster's own matter, checked elsewhere).
 */
async function expectAccessible(page: Page) {
  const results = await axeScan(page).exclude('[data-sonner-toaster]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('write a story with the toolbar and a photo, keep the draft over a reload, read it; search a wish; send feedback', async ({ page, baseURL }) => {
  // Four screens, two axe scans and a reload in one story: 30–40 s alone, past a minute at load 25.
  test.setTimeout(180_000);
  // The account through the API: signing up through the form is auth.spec.ts's subject.
  await createUser(page.request, baseURL!, 'Ada Lovelace');
  const vehicle = await (
    await page.request.post('/api/vehicles', {
      data: { make: 'Lancia', model: 'Fulvia', year: 1969, purchaseDate: '2021-03-02', purchasePrice: 2_400_000, currency: 'EUR' },
    })
  ).json();
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
  expect(
    (
      await page.request.post(`/api/vehicles/${vehicle.id}/photos`, { multipart: { photo: { name: 'barn.jpg', mimeType: 'image/jpeg', buffer: jpeg } } })
    ).status(),
  ).toBe(201);

  // Stories: empty at first, then written with the toolbar and a live preview.
  await page.goto(`/vehicle/${vehicle.id}/stories`);
  await expect(page.getByRole('heading', { name: 'No stories yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a story' }).click();
  await page.getByLabel('Title').fill('The barn find');
  const body = page.getByRole('textbox', { name: 'Story' });
  await body.fill('She was ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('complete');
  await body.press('End');
  await body.pressSequentially('.\n\n<script>alert(1)</script> [trap](javascript:alert(1)) [club](https://example.org)');
  const preview = page.getByLabel('Preview');
  await expect(preview.locator('strong')).toHaveText('complete');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expect(preview.locator('a')).toHaveCount(1);
  await expect(preview.getByRole('link', { name: 'club' })).toHaveAttribute('rel', 'noopener nofollow');

  // A reload loses nothing (the vehicle_draft_ habit).
  await page.reload();
  await expect(page.getByText(/Your unsaved text from .* was restored/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('The barn find');
  await expect(page.getByRole('textbox', { name: 'Story' })).toHaveValue(/She was \*\*complete\*\*/);

  await page.getByRole('button', { name: 'Add to the story' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The barn find' })).toBeVisible();
  await expect(page.locator('article figure img')).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('complete');
  await expect(page.locator('article a[href^="javascript"]')).toHaveCount(0);
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.length && Object.keys(localStorage).filter((k) => k.startsWith('vehicle_draft_story')).length)).toBe(0);
  await page.getByRole('link', { name: 'All stories' }).click();
  await expect(page.getByRole('link', { name: /The barn find/ })).toBeVisible();

  // Wishlist: add a wish, open its searches.
  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Add your first wish' }).click();
  await page.getByLabel('Make').fill('Lancia');
  await page.getByLabel('Model').fill('Fulvia');
  await page.getByLabel('From year').fill('1965');
  await page.getByLabel('Budget').fill('45,000');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Lancia Fulvia' })).toBeVisible();
  await page.getByRole('link', { name: 'Search marketplaces' }).click();
  await expect(page.getByRole('link', { name: /AutoScout24/ })).toHaveAttribute('href', 'https://www.autoscout24.com/lst/lancia/fulvia?fregfrom=1965');
  await expect(page.getByRole('link', { name: /eBay/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByText('No vehicle shared publicly on this Patina matches this wish yet.')).toBeVisible();
  await expect(page.getByText('€24,000').first()).toBeVisible();
  await expectAccessible(page);

  // Feedback, sent from the wishlist page.
  await page.getByRole('link', { name: 'Share feedback' }).first().click();
  await expect(page.getByText(/Sent with the page you came from: \/wishlist\/search\//)).toBeVisible();
  await page.getByText('Problem', { exact: true }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please write a message.')).toBeVisible();
  await page.getByLabel('Your message').fill('The budget field took my comma.');
  await page.getByRole('button', { name: '4 stars' }).click();
  await page.locator('#feedback-screenshot').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Invalid file type. Only PDF and image files are allowed.')).toBeVisible();
  await page.locator('#feedback-screenshot').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  const earlier = page.getByRole('region', { name: 'Your earlier feedback' });
  await expect(earlier.getByText('The budget field took my comma.')).toBeVisible();
  await expect(earlier.getByRole('img', { name: 'Screenshot' })).toBeVisible();
  await expectAccessible(page);
});
