import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForConfirmationPath } from '../integration/support/outbox';
import { createUser, PASSWORD, uniqueEmail } from './support';

// Decision 021: sign-up says "check your mail" for a new and a taken address alike; the link opens the account.
const shots = process.env.SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
if (shots) fs.mkdirSync(shots, { recursive: true });

const texts = {
  en: { name: 'Full name', email: 'E-mail', password: 'Password', create: 'Create account', check: 'Check your mail', again: 'No confirmation e-mail?' },
  de: {
    name: 'Vollständiger Name',
    email: 'E-Mail',
    password: 'Passwort',
    create: 'Konto erstellen',
    check: 'Sehen Sie in Ihr Postfach',
    again: 'Keine Bestätigungs-E-Mail?',
  },
} as const;

async function signUpForm(page: Page, lang: 'en' | 'de', email: string, password = PASSWORD) {
  const t = texts[lang];
  await page.goto('/auth?mode=sign-up');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.reload();
  await page.getByLabel(t.name).fill('Grace Hopper');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.create }).click();
  return page.getByRole('status').filter({ hasText: email });
}

// Each language once and each width once: the other two pairings showed the same screen again.
for (const [lang, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test(`a new account opens through the mailed link (${lang}, ${width} px)`, async ({ page, baseURL }) => {
    await createUser(page.request, baseURL!); // never the instance's first account, which opens at once
    await page.context().clearCookies();
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const email = uniqueEmail(`confirm-${lang}`);
    const status = await signUpForm(page, lang, email);
    await expect(status).toContainText(texts[lang].check);
    await shoot(page, `check-mail-${lang}-${width}`);
    await page.goto(await waitForConfirmationPath(process.env.E2E_DATA_DIR!, email));
    await expect(page).toHaveURL(/\/garage$/);
  });
}

test('a taken address gets the very same screen, and the owner an e-mail', async ({ page, baseURL }) => {
  const owner = await createUser(page.request, baseURL!);
  await page.context().clearCookies();
  const fresh = await signUpForm(page, 'en', uniqueEmail('fresh'));
  const freshText = (await fresh.innerText()).replace(/\S+@example\.com/, 'ADDRESS');
  // Another password than the owner's: with the owner's own, signing in simply works.
  const taken = await signUpForm(page, 'en', owner.email, 'quite another passphrase');
  await expect(taken).toBeVisible();
  expect((await taken.innerText()).replace(/\S+@example\.com/, 'ADDRESS')).toBe(freshText);
});

test('a bad link says so and offers the link again, which answers alike for every address', async ({ page }) => {
  for (const [lang, width] of [
    ['en', 390],
    ['de', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/auth');
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/api/auth/verify-email?token=forged&callbackURL=%2Fauth%3Fconfirm%3D1');
    await expect(page).toHaveURL(/\/auth\?confirm=1&error=INVALID_TOKEN/);
    await expect(page.getByRole('alert')).toContainText(
      lang === 'en' ? 'This confirmation link is invalid or has expired' : 'Dieser Bestätigungslink ist ungültig',
    );
    await shoot(page, `bad-link-${lang}-${width}`);
  }
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: texts.en.again }).click();
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toContainText('If an account with this address waits for confirmation, a new link is on its way.');
  await shoot(page, 'resend-sent-en-1280');
});
