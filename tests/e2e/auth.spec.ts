import { expect, test } from '@playwright/test';
import { createUser, lastMailTo, PASSWORD, signUpViaUi, uniqueEmail } from './support';

test('signing up lands in the garage', async ({ page }) => {
  await signUpViaUi(page);
  await expect(page.getByRole('heading', { name: 'My Garage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('a protected page sends a visitor to sign in, and back there afterwards', async ({ page, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const user = await createUser(api, baseURL!);
  await api.dispose();

  await page.goto('/documents?sort=newest');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/documents\?sort=newest$/);
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
});

test('wrong password and unknown e-mail read the same; a taken e-mail is not confirmed', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL!);
  await page.context().clearCookies();
  const message = 'The e-mail address or password is not correct.';
  for (const email of [user.email, 'nobody-here@example.com']) {
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).last().click();
    await expect(page.getByRole('alert')).toHaveText(message);
  }
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Full name').fill('Twin');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
  // A common password: the server's reason and suggestion at the field.
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#signup-password-error')).toHaveText('This is a commonly used password. Add more words that are less common.');
  // A registered address is not confirmed: the screen says "check your mail", as for a new one (decision 021).
  await page.getByLabel('Password').fill('quite another passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: user.email })).toContainText('Check your mail');
  await expect.poll(() => lastMailTo(user.email)?.subject).toBe('You already have a Patina account');
});

test('a guessable password is explained at the field in German', async ({ page }) => {
  await page.goto('/auth?mode=sign-up');
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await page.getByLabel('Vollständiger Name').fill('Zwilling');
  await page.getByLabel('E-Mail').fill(uniqueEmail('de'));
  await page.getByLabel('Passwort').fill('qwertzuiop');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.locator('#signup-password-error')).toContainText('Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten.');
});

test('signing out shows the notice', async ({ page }) => {
  await signUpViaUi(page);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/garage');
  await expect(page).toHaveURL(/\/auth/);
});

test('a forgotten password is reset through the e-mailed link', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL!);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/an e-mail with a reset link is on its way/)).toBeVisible();
  const link = /(http\S+reset-password\S+)/.exec(lastMailTo(user.email)!.text)![1];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('my brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill('my brand new password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/garage$/);
});
