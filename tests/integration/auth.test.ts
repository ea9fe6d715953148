import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, dbTargets, signUp, uniqueEmail, type TestApp } from './support/test-app';

/** As a browser at http://localhost:3000 posts: with its Origin (better-auth checks it whenever a cookie is sent). */
// Several scrypt hashes per test: on a loaded shared machine one sign-up took 8 s.
vi.setConfig({ testTimeout: 180_000 });

const post = (t: TestApp, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...(cookie && { cookie }) },
  });

describe.each(dbTargets)('accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('signs up, then signs in and keeps the session in an HttpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Ada', email, password: 'a long enough password' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const signIn = await post(t, '/api/auth/sign-in/email', { email, password: 'a long enough password' });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: cookieFrom(signIn) } });
    expect(session.json().user.name).toBe('Ada');
  });

  it('refuses a password under 10 characters', async () => {
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Bo', email: uniqueEmail(), password: 'short1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a common password with the reason, and creates no account', async () => {
    const email = uniqueEmail('weak');
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Bo', email, password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', warning: 'common', suggestions: ['anotherWord'] });
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'password123' })).statusCode).toBe(401);
  });

  it('answers a registered e-mail as a new one, and mails its owner instead', async () => {
    const { email } = await signUp(t.app, { name: 'Owner' });
    const fresh = await post(t, '/api/auth/sign-up/email', { name: 'Again', email: uniqueEmail('fresh'), password: 'a long enough password' });
    const taken = await post(t, '/api/auth/sign-up/email', { name: 'Again', email, password: 'a long enough password' });
    // Byte for byte: sign-up-confirmation.test.ts checks the headers too (decision 021).
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['set-cookie']).toBeUndefined();
    // The owner's password still works, and the owner hears of the attempt.
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'correct horse battery' })).statusCode).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    await expect
      .poll(
        () =>
          fs
            .readdirSync(outbox)
            .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
            // Besides its own confirmation link (decision 021).
            .find((m) => m.to === email && !m.text.includes('/verify-email?'))?.subject,
      )
      .toBe('You already have a Patina account');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post(t, '/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await post(t, '/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'whatever123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in and out', async () => {
    const { email, password } = await signUp(t.app);
    const signIn = await post(t, '/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    const out = await post(t, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('resets a forgotten password through the e-mail kept in the outbox', async () => {
    const { email } = await signUp(t.app);
    const res = await post(t, '/api/auth/request-password-reset', { email, redirectTo: 'http://localhost:3000/auth' });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
    // The account's confirmation link (decision 021) is in the outbox too.
    const mail = mails.find((m) => m.to === email && !m.text.includes('/verify-email?'));
    expect(mail.subject).toMatch(/reset/i);
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    // A guessable new password is refused like at sign-up.
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: 'qwertzuiop' })).json().code).toBe('PASSWORD_TOO_WEAK');
    const reset = await post(t, '/api/auth/reset-password', { token, newPassword: 'brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'brand new password' })).statusCode).toBe(200);
    // The link works once.
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: 'another one!' })).statusCode).toBe(400);
  });

  it('changes the password of a signed-in user', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const wrong = await post(t, '/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'the next password, please' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const weak = await post(t, '/api/auth/change-password', { currentPassword: password, newPassword: 'iloveyou12' }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', warning: 'similarToCommon' });
    const ok = await post(t, '/api/auth/change-password', { currentPassword: password, newPassword: 'the next password, please' }, cookie);
    expect(ok.statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'the next password, please' })).statusCode).toBe(200);
  });
});

describe.each(dbTargets)('profile on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('needs a session', async () => {
    const res = await t.app.inject('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('reads and updates only the signed-in user’s profile', async () => {
    const a = await signUp(t.app, { name: 'Alice' });
    const b = await signUp(t.app, { name: 'Bob' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: a.cookie },
      payload: { fullName: 'Alice Liddell', language: 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: a.email, fullName: 'Alice Liddell', language: 'de' });
    const bob = await t.app.inject({ url: '/api/profile', headers: { cookie: b.cookie } });
    expect(bob.json()).toEqual({ email: b.email, fullName: 'Bob', language: 'en' });
  });

  it('refuses bad input and names the field', async () => {
    const a = await signUp(t.app);
    for (const payload of [{ language: 'fr' }, { fullName: 42 }, { email: 'x@y.z' }, { fullName: 'x'.repeat(500) }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: a.cookie }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: a.cookie }, payload: { language: 'fr' } });
    expect(res.json().message).toContain('language');
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: a.cookie } })).json().language).toBe('en');
  });
});

describe('auth rate limits and HTTPS cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT: '3', PUBLIC_URL: 'https://patina.example.com' });
  });
  afterAll(() => t?.close());

  it('limits sign-in attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://patina.example.com' },
        payload: { email: 'who@example.com', password: 'whatever123' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.at(-1)).toBe(429);
  });

  it('marks the session cookie Secure behind HTTPS', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://patina.example.com' },
      payload: { name: 'S', email, password: 'a long enough password' },
    });
    expect(res.statusCode).toBe(200);
    // From another address: the sign-in test above spent this one's attempts.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '127.0.0.2',
      headers: { origin: 'https://patina.example.com' },
      payload: { email, password: 'a long enough password' },
    });
    expect(String(signIn.headers['set-cookie'])).toMatch(/Secure/);
  });
});
