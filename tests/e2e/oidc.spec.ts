import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startServer, type ServerProcess } from '../integration/support/server-process';
import { waitForConfirmationPath } from '../integration/support/outbox';
import { startOidcProvider } from './oidc-provider';
import { PASSWORD } from './support';

/**
 * Sign-in through a real OpenID Connect provider started here (`oidc-provider`), against Patina's
 * built server configured by OIDC_* — and without PUBLIC_URL, as a self-hoster starts it.
 */
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let patina: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-e2e-oidc-'));

test.beforeAll(async () => {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  idp = await startOidcProvider({
    redirectUri: `${address}/api/auth/callback/oidc`,
    accounts: {
      grace: { email: 'grace@example.com', emailVerified: true, name: 'Grace Hopper' },
      linked: { email: 'linked@example.com', emailVerified: true, name: 'Linked At Provider' },
      unverified: { email: 'taken@example.com', emailVerified: false, name: 'Not Confirmed' },
    },
  });
  patina = await startServer(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_NAME: 'Test IdP',
      AUTH_RATE_LIMIT: '1000',
    },
    { built: true },
  );
});
test.afterAll(async () => {
  await patina?.stop();
  await idp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The provider's own development login and consent pages. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent: "Continue"
}

test('signs a new user up with the provider, with PKCE and state, and back in later', async ({ page }) => {
  await page.goto(`${patina.url}/auth`);
  await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
  await signInAtProvider(page, 'grace');
  await expect(page).toHaveURL(`${patina.url}/garage`);
  await expect(page.getByRole('heading', { name: 'My Garage' })).toBeVisible();

  const [authorize] = idp.authorizationRequests;
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('state')?.length).toBeGreaterThanOrEqual(16);
  const me = await (await page.request.get(`${patina.url}/api/auth/get-session`)).json();
  expect(me.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth|\/$/);
  await page.goto(`${patina.url}/auth`);
  await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
  // The provider still knows this browser: straight back, same account.
  await expect(page).toHaveURL(`${patina.url}/garage`);
  expect((await (await page.request.get(`${patina.url}/api/auth/get-session`)).json()).user.id).toBe(me.user.id);
});

test('links an existing account only when the provider says the e-mail is verified', async ({ browser }) => {
  // Confirmed through the mailed link (decision 021): only a confirmed account is ever joined.
  const signUp = async (email: string) => {
    const post = (url: string, body: object) =>
      fetch(`${patina.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: patina.url }, body: JSON.stringify(body) });
    await post('/api/auth/sign-up/email', { name: 'Password Owner', email, password: PASSWORD });
    if ((await post('/api/auth/sign-in/email', { email, password: PASSWORD })).status === 401)
      await fetch(`${patina.url}${await waitForConfirmationPath(dataDir, email)}`, { redirect: 'manual' });
    return (await (await post('/api/auth/sign-in/email', { email, password: PASSWORD })).json()) as { user: { id: string } };
  };
  const verifiedOwner = await signUp('linked@example.com');
  await signUp('taken@example.com');

  const verified = await browser.newPage();
  await verified.goto(`${patina.url}/auth`);
  await verified.getByRole('button', { name: 'Sign in with Test IdP' }).click();
  await signInAtProvider(verified, 'linked');
  await expect(verified).toHaveURL(`${patina.url}/garage`);
  expect((await (await verified.request.get(`${patina.url}/api/auth/get-session`)).json()).user.id).toBe(verifiedOwner.user.id);
  await verified.close();

  const unverified = await browser.newPage();
  await unverified.goto(`${patina.url}/auth`);
  await unverified.getByRole('button', { name: 'Sign in with Test IdP' }).click();
  await signInAtProvider(unverified, 'unverified');
  await expect(unverified).toHaveURL(/\/auth\?mode=sign-in&error=/);
  await expect(unverified.getByRole('alert')).toHaveText(/An account with this e-mail address exists already/);
  expect(await (await unverified.request.get(`${patina.url}/api/auth/get-session`)).json()).toBeNull();
  await unverified.close();
});

test('shows no provider button when none is configured', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign in with/ })).toHaveCount(0);
});
