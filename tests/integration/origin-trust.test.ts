import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from './support/test-app';

function signUpFrom(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { name: 'Home Server', email: uniqueEmail('origin'), password: 'a long enough password' },
  });
}

describe('without PUBLIC_URL: any address, same origin only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it.each([
    ['a LAN address', '192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['the loopback address', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost', 'localhost:3000', 'http://localhost:3000'],
    ['a host name on port 80', 'garage.home', 'http://garage.home'],
  ])('signs up from %s', async (_what, host, origin) => {
    expect((await signUpFrom(t, { host, origin })).statusCode).toBe(200);
  });

  it('refuses a request whose Origin is not the Host it was sent to', async () => {
    const res = await signUpFrom(t, { host: '192.168.1.20:3000', origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    const otherPort = await signUpFrom(t, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:4000' });
    expect(otherPort.statusCode).toBe(403);
  });

  it('refuses a malformed Host instead of trusting it', async () => {
    const res = await signUpFrom(t, { host: 'evil.example/x', origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('says which sign-in methods there are: no OIDC unless configured', async () => {
    const res = await t.app.inject({ url: '/api/auth-methods' });
    expect(res.json()).toEqual({ oidc: null });
  });
});

describe('behind a proxy (TRUST_PROXY) without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true' });
  });
  afterAll(() => t?.close());

  it('takes the address from X-Forwarded-Host and -Proto', async () => {
    const ok = await signUpFrom(t, {
      host: 'patina:3000',
      'x-forwarded-host': 'garage.example.org',
      'x-forwarded-proto': 'https',
      origin: 'https://garage.example.org',
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await signUpFrom(t, {
      host: 'patina:3000',
      'x-forwarded-host': 'garage.example.org',
      'x-forwarded-proto': 'https',
      origin: 'http://patina:3000',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('with PUBLIC_URL: only its origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: 'http://garage.example.org:8080' });
  });
  afterAll(() => t?.close());

  it('accepts PUBLIC_URL and refuses another address even when it is same-origin', async () => {
    expect((await signUpFrom(t, { host: 'garage.example.org:8080', origin: 'http://garage.example.org:8080' })).statusCode).toBe(200);
    expect((await signUpFrom(t, { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' })).statusCode).toBe(403);
  });
});
