import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/http/app-error';
import { createTestApp, dbTargets, type TestApp } from './support/test-app';

describe.each(dbTargets)('server basics on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('answers /api/health with the database kind and version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: target, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests'); // plain http here
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/profile']));
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http here
    const missing = await t.app.inject('/api/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, (app) => {
      app.get('/api/__boom', async () => {
        throw new Error('secret internal detail at /home/app/src/x.ts:12');
      });
      app.get('/api/__conflict', async () => {
        throw new AppError('conflict', { status: 409, message: 'Document already exists' });
      });
    });
  });
  afterAll(() => t?.close());

  it('turns an unexpected error into a 500 without internals', async () => {
    const res = await t.app.inject('/api/__boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('stack');
  });

  it('passes an AppError through with its code', async () => {
    const res = await t.app.inject('/api/__conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'Document already exists' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });
});
