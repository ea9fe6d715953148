import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, dbTargets, signUp, uniqueEmail, type TestApp } from './support/test-app';
import { confirmationPath, mailsTo, waitForConfirmationPath } from './support/outbox';

/** As a browser at http://localhost:3000 posts. */
const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...headers } });

/** What a client can see of an answer, besides the Date header. */
const seen = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

const PASSWORD = 'a long enough password';
// Several scrypt hashes per test: on a loaded shared machine one sign-up took 8 s.
vi.setConfig({ testTimeout: 180_000 });

describe.each(dbTargets)('sign-up with a confirmation link on %s (decision 021)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('opens the first account of an empty instance without SMTP at once, with no mail', async () => {
    const email = uniqueEmail('first');
    expect((await post(t, '/api/auth/sign-up/email', { name: 'First', email, password: PASSWORD })).json()).toEqual({ status: true });
    expect((await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(mailsTo(t.dataDir, email)).toEqual([]);
  });

  it('answers a new and a registered address byte for byte alike, and makes no second account', async () => {
    const owner = await signUp(t.app, { name: 'Owner' });
    const fresh = await post(t, '/api/auth/sign-up/email', { name: 'Again', email: uniqueEmail('fresh'), password: PASSWORD });
    const taken = await post(t, '/api/auth/sign-up/email', { name: 'Again', email: owner.email, password: PASSWORD });
    expect(seen(taken)).toEqual(seen(fresh));
    expect(fresh.body).toBe('{"status":true}');
    expect(fresh.headers['set-cookie']).toBeUndefined();
    // The owner's password still opens the one account; the stranger's does not, even later.
    expect((await post(t, '/api/auth/sign-in/email', { email: owner.email, password: owner.password })).json().user.id).toBe(owner.userId);
    await expect.poll(() => mailsTo(t.dataDir, owner.email)[0]?.subject).toBe('You already have a Patina account');
    // Its one confirmation link is the one of its own sign-up: none for the second attempt.
    expect(mailsTo(t.dataDir, owner.email).filter((m) => m.text.includes('/verify-email?'))).toHaveLength(1);
    expect((await post(t, '/api/auth/sign-in/email', { email: owner.email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('answers a right password of an unconfirmed account exactly like a wrong one', async () => {
    const email = uniqueEmail('waiting');
    await post(t, '/api/auth/sign-up/email', { name: 'Waiting', email, password: PASSWORD });
    const right = await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD });
    const wrong = await post(t, '/api/auth/sign-in/email', { email, password: 'not the password at all' });
    const unknown = await post(t, '/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(seen(right)).toEqual(seen(wrong));
    expect(seen(right)).toEqual(seen(unknown));
  });

  it('opens the account through the mailed link, which signs in and leads to the sign-in screen', async () => {
    const email = uniqueEmail('confirm');
    await post(t, '/api/auth/sign-up/email', { name: 'Confirm', email, password: PASSWORD });
    const link = await waitForConfirmationPath(t.dataDir, email);
    expect(mailsTo(t.dataDir, email)[0]!.subject).toBe('Confirm your Patina account');
    const confirm = await t.app.inject({ url: link });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/auth?confirm=1');
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: cookieFrom(confirm) } });
    expect(session.json().user.email).toBe(email);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(200);
    // Following it again changes nothing and is no error.
    expect((await t.app.inject({ url: link })).headers.location).toBe('/auth?confirm=1');
  });

  it('sends a bad or forged link back to the sign-in screen with the error', async () => {
    const res = await t.app.inject({ url: '/api/auth/verify-email?token=forged.token.here&callbackURL=%2Fauth%3Fconfirm%3D1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?confirm=1&error=INVALID_TOKEN');
  });

  it('sends the link again only to an account that waits, answering every address alike', async () => {
    const waiting = uniqueEmail('again');
    await post(t, '/api/auth/sign-up/email', { name: 'Again', email: waiting, password: PASSWORD });
    await waitForConfirmationPath(t.dataDir, waiting);
    const confirmed = await signUp(t.app);
    const before = { waiting: mailsTo(t.dataDir, waiting).length, confirmed: mailsTo(t.dataDir, confirmed.email).length };
    const ask = (email: string) => post(t, '/api/auth/send-verification-email', { email, callbackURL: '/auth?confirm=1' });
    const answers = [await ask(waiting), await ask(confirmed.email), await ask(uniqueEmail('nobody'))];
    for (const answer of answers) expect(seen(answer)).toEqual(seen(answers[0]!));
    expect(answers[0]!.json()).toEqual({ status: true });
    await expect.poll(() => mailsTo(t.dataDir, waiting).length).toBe(before.waiting + 1);
    expect(mailsTo(t.dataDir, confirmed.email).length).toBe(before.confirmed);
    // The new link works.
    expect((await t.app.inject({ url: confirmationPath(t.dataDir, waiting)! })).statusCode).toBe(302);
    expect((await post(t, '/api/auth/sign-in/email', { email: waiting, password: PASSWORD })).statusCode).toBe(200);
  });

  it('opens the account in the language of the form, and mails in it', async () => {
    const email = uniqueEmail('deutsch');
    await post(t, '/api/auth/sign-up/email', { name: 'Greta', email, password: PASSWORD }, { 'x-patina-language': 'de' });
    await waitForConfirmationPath(t.dataDir, email);
    expect(mailsTo(t.dataDir, email)[0]!.subject).toBe('Bestätigen Sie Ihr Patina-Konto');
    const confirm = await t.app.inject({ url: confirmationPath(t.dataDir, email)! });
    const profile = await t.app.inject({ url: '/api/profile', headers: { cookie: cookieFrom(confirm) } });
    expect(profile.json().language).toBe('de');
  });

  it('takes a password reset as confirmation: the mailbox is proven either way', async () => {
    const email = uniqueEmail('reset');
    await post(t, '/api/auth/sign-up/email', { name: 'Reset', email, password: PASSWORD });
    await waitForConfirmationPath(t.dataDir, email);
    await post(t, '/api/auth/request-password-reset', { email, redirectTo: 'http://localhost:3000/auth' });
    await expect.poll(() => mailsTo(t.dataDir, email).find((m) => /reset-password\//.test(m.text))).toBeTruthy();
    const token = /reset-password\/([^?\s]+)/.exec(mailsTo(t.dataDir, email).find((m) => /reset-password\//.test(m.text))!.text)![1];
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'a brand new passphrase' })).statusCode).toBe(200);
  });
});
