import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, dbTargets, signUp, uniqueEmail, type TestApp } from './support/test-app';

/** As a browser at http://localhost:3000 posts: with its Origin (better-auth checks it whenever a cookie is sent). */
const post = (t: TestApp, url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...(cookie && { cookie }) } });

describe.each(dbTargets)('accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('signs up and keeps the session in an HttpOnly SameSite=Lax cookie', async () => {
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Ada', email: uniqueEmail(), password: 'longenough' });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: cookieFrom(res) } });
    expect(session.json().user.name).toBe('Ada');
  });

  it('refuses a password under 8 characters', async () => {
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Bo', email: uniqueEmail(), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('refuses a taken e-mail', async () => {
    const { email } = await signUp(t.app);
    const res = await post(t, '/api/auth/sign-up/email', { name: 'Again', email, password: 'longenough' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toMatch(/^USER_ALREADY_EXISTS/);
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
    const mail = mails.find((m) => m.to === email);
    expect(mail.subject).toMatch(/reset/i);
    const token = /reset-password\/([^?\s]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await post(t, '/api/auth/reset-password', { token, newPassword: 'brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'brand new password' })).statusCode).toBe(200);
    // The link works once.
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: 'another one!' })).statusCode).toBe(400);
  });

  it('changes the password of a signed-in user', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const wrong = await post(t, '/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'next password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const ok = await post(t, '/api/auth/change-password', { currentPassword: password, newPassword: 'next password' }, cookie);
    expect(ok.statusCode).toBe(200);
    expect((await post(t, '/api/auth/sign-in/email', { email, password: 'next password' })).statusCode).toBe(200);
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
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: a.cookie }, payload: { fullName: 'Alice Liddell', language: 'de' } });
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://patina.example.com' },
      payload: { name: 'S', email: uniqueEmail(), password: 'longenough' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });
});
