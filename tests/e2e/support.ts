import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForConfirmationPath } from '../integration/support/outbox';

let n = 0;
export function uniqueEmail(prefix = 'e2e') {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

export const PASSWORD = 'a long enough password';

/** Creates a user through the API; the cookie lands in the given request context (a page's, to be signed in). */
export async function createUser(request: APIRequestContext, baseURL: string, name = 'E2E Owner') {
  const email = uniqueEmail();
  const res = await request.post('/api/auth/sign-up/email', { data: { name, email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  // Sign-up answers every address alike, with no session; a new account opens through the link
  // in the outbox (decision 021), the first of the instance at once.
  const signIn = () => request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  if ((await signIn()).status() === 401) await request.get(await waitForConfirmationPath(process.env.E2E_DATA_DIR!, email));
  expect((await signIn()).status()).toBe(200);
  return { email, password: PASSWORD, name };
}

/**
 * Signs up through the form, as a person would. `at` names another server than the suite's own (its
 * address and data dir), for specs that start their own.
 */
export async function signUpViaUi(page: Page, name = 'Ada Lovelace', at?: { base: string; dataDir: string }) {
  const email = uniqueEmail();
  const base = at?.base ?? '';
  await page.goto(`${base}/auth?mode=sign-up`);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await finishSignUp(page, email, at);
  return email;
}

/**
 * After "Create account": the first account of the instance opens at once; every later one says
 * "check your mail" and opens through the link in the outbox (decision 021). Ends in the garage.
 */
export async function finishSignUp(page: Page, email: string, at?: { base: string; dataDir: string }) {
  const checkMail = page.getByRole('status').filter({ hasText: email });
  const opened = await Promise.race([
    page.waitForURL(/\/garage$/).then(
      () => true,
      () => false,
    ),
    checkMail.waitFor().then(
      () => false,
      () => false,
    ),
  ]);
  if (!opened) {
    await page.goto(`${at?.base ?? ''}${await waitForConfirmationPath(at?.dataDir ?? process.env.E2E_DATA_DIR!, email)}`);
  }
  await expect(page).toHaveURL(/\/garage$/);
}

/** The newest e-mail the server kept in DATA_DIR/outbox for this address. */
export function lastMailTo(email: string): { subject: string; text: string } | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .find((m) => m.to === email);
}

/**
 * axe for a page of the app. Its default run scans each frame, then opens a blank page, injects axe
 * there a second time and merges the results in it, for cross-origin frames; the app has no frames,
 * so axe.run in the page itself finds the same, without a page more per scan.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode();
}
