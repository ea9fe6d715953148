import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, lastMailTo, PASSWORD } from './support';

const SHOTS = process.env.SHOTS_DIR;

/** Screenshots for looking at (SHOTS_DIR set): 1280 and 390 px wide. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedInPage(browser: Browser, baseURL: string, name: string, language: 'en' | 'de' = 'en') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const user = await createUser(page.request, baseURL, name);
  if (language === 'de') await page.request.patch('/api/profile', { data: { language: 'de' }, headers: { origin: baseURL } });
  return { page, user };
}

async function addVehicle(page: Page, baseURL: string) {
  const res = await page.request.post('/api/vehicles', {
    data: { make: 'Jaguar', model: 'E-Type', year: 1963, vin: '879041', odometer: 64000, purchasePrice: 8_500_000 },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a2418' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><rect x="200" y="420" width="800" height="160" rx="80" fill="#e8e0cc"/><circle cx="360" cy="600" r="90" fill="#222"/><circle cx="840" cy="600" r="90" fill="#222"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post(`/api/vehicles/${id}/photos`, {
    multipart: { photo: { name: 'etype.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: { origin: baseURL },
  });
  expect(uploaded.status()).toBe(201);
  return id;
}

for (const language of ['en', 'de'] as const) {
  test(`ownership transfer: started beside Sell, received on sign-in, kept under Previously Owned (${language})`, async ({ browser, baseURL }) => {
    const { page: seller } = await signedInPage(browser, baseURL!, 'Sam Seller', language);
    const vehicleId = await addVehicle(seller, baseURL!);
    const buyerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    const buyer = await createUser(buyerPage.request, baseURL!, 'Bea Buyer');
    await buyerContext.clearCookies();

    await seller.goto(`/vehicle/${vehicleId}`);
    const de = language === 'de';
    await seller.getByRole('button', { name: de ? 'Eigentum übertragen' : 'Transfer ownership' }).click();
    await seller.getByLabel(de ? 'E-Mail des neuen Eigentümers' : "New owner's e-mail").fill(buyer.email);
    await shoot(seller, `transfer-dialog-${language}`);
    await seller.getByRole('button', { name: de ? 'Übertragung starten' : 'Start transfer' }).click();
    await expect(seller.getByText(de ? 'Übertragung gestartet' : 'Transfer started', { exact: false })).toBeVisible();
    expect(lastMailTo(buyer.email)?.subject).toContain('E-Type');

    await seller.goto('/test-transfer');
    await expect(seller.getByText('1963 Jaguar E-Type')).toBeVisible();
    await shoot(seller, `test-transfer-${language}`);

    // The buyer signs in: 1000 ms later the transfer completes with SPEC's notice.
    await buyerPage.goto('/auth');
    await buyerPage.getByLabel('E-mail').fill(buyer.email);
    await buyerPage.getByLabel('Password').fill(PASSWORD);
    await buyerPage.getByRole('button', { name: 'Sign In' }).last().click();
    await expect(buyerPage.getByText('Vehicle received!')).toBeVisible();
    await expect(buyerPage.getByText('A transferred vehicle has been added to your collection.')).toBeVisible();
    await buyerPage.goto('/garage');
    await expect(buyerPage.getByText('Jaguar E-Type').first()).toBeVisible();

    await seller.goto('/previously-owned');
    await expect(seller.getByText(de ? `an ${buyer.email} übertragen` : `to ${buyer.email}`, { exact: false })).toBeVisible();
    await shoot(seller, `previously-owned-${language}`);
    await seller.context().close();
    await buyerContext.close();
  });

  test(`share link: scoped view for a visitor without side navigation, revoked page after (${language})`, async ({ browser, baseURL }) => {
    const { page: owner } = await signedInPage(browser, baseURL!, 'Olga Owner', language);
    const vehicleId = await addVehicle(owner, baseURL!);
    const de = language === 'de';
    await owner.goto(`/vehicle/${vehicleId}`);
    await owner.getByRole('button', { name: de ? 'Teilen' : 'Share', exact: true }).click();
    await owner.getByLabel(de ? 'Bezeichnung (optional)' : 'Label (optional)').fill(de ? 'für die Versicherung' : 'for the insurer');
    await owner.getByRole('checkbox', { name: de ? 'Fahrzeugdaten' : 'Facts', exact: true }).check();
    await shoot(owner, `share-dialog-${language}`);
    await owner.getByRole('button', { name: de ? 'Link erstellen' : 'Create link' }).click();
    const link = await owner.getByRole('textbox', { name: de ? 'Freigabelink' : 'Share link' }).inputValue();
    expect(link).toMatch(/\/shared\/[\w-]{43}$/);
    await owner.getByRole('button', { name: de ? 'Fertig' : 'Done' }).click();

    const visitor = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    if (de) await visitor.addInitScript(() => localStorage.setItem('language', 'de'));
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Jaguar E-Type' })).toBeVisible();
    await expect(visitor.getByText('879041')).toBeVisible();
    await expect(visitor.getByText(de ? 'Kosten' : 'Costs', { exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'My Garage' })).toHaveCount(0);
    const timelineHeading = visitor.getByRole('heading', { name: de ? 'Zeitleiste' : 'Timeline', exact: true });
    await expect(timelineHeading).toBeVisible();
    await shoot(visitor, `shared-link-visitor-${language}`);

    await owner.goto('/shared-vehicles');
    await expect(owner.getByText(de ? '1 Aufruf' : '1 view')).toBeVisible();
    await shoot(owner, `shared-vehicles-${language}`);
    // The owner takes the timeline out of the link: the visitor's next visit goes without it.
    await owner.getByRole('button', { name: de ? 'Ändern' : 'Change' }).click();
    await owner.getByRole('checkbox', { name: de ? 'Zeitleiste' : 'Timeline', exact: true }).uncheck();
    await owner.getByRole('button', { name: de ? 'Speichern' : 'Save' }).click();
    await expect(owner.getByText(de ? 'Freigabe geändert.' : 'Share changed.')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Jaguar E-Type' })).toBeVisible();
    await expect(timelineHeading).toHaveCount(0);
    await owner.getByRole('button', { name: de ? 'Widerrufen' : 'Revoke' }).click();
    await expect(owner.getByText(de ? 'Widerrufen' : 'Revoked', { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: de ? 'Dieser Link wurde widerrufen' : 'This link was revoked' })).toBeVisible();
    await shoot(visitor, `shared-link-revoked-${language}`);
    await owner.context().close();
    await visitor.close();
  });
}

test('shared with a person: the grantee finds it under Shared with me, read-only', async ({ browser, baseURL }) => {
  const { page: owner } = await signedInPage(browser, baseURL!, 'Olga Owner');
  const { page: friend, user } = await signedInPage(browser, baseURL!, 'Fritz Friend');
  const vehicleId = await addVehicle(owner, baseURL!);
  await owner.goto(`/vehicle/${vehicleId}`);
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  await owner.getByText('A person').click();
  await owner.getByLabel('Their e-mail address').fill(user.email);
  await owner.getByRole('button', { name: 'Share', exact: true }).last().click();
  await expect(owner.getByText(`Shared with ${user.email}`, { exact: false })).toBeVisible();

  await friend.goto('/shared-vehicles');
  await friend.getByRole('link', { name: /1963 Jaguar E-Type/ }).click();
  await expect(friend.getByRole('heading', { name: 'Jaguar E-Type' })).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shoot(friend, 'shared-with-me-en');
  const write = await friend.request.patch(`/api/vehicles/${vehicleId}`, { data: { model: 'XK' }, headers: { origin: baseURL! } });
  expect(write.status()).toBe(403);
});
