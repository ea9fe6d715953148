import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

/** Sends raw bytes and resolves with what came back and how long the socket lived. */
function rawRequest(port: number, head: string, opts: { trickle?: boolean } = {}): Promise<{ response: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      // One byte of body every 200 ms: alive, but never done.
      if (opts.trickle) timer = setInterval(() => socket.writable && socket.write('x'), 200);
    });
    socket.on('data', (d) => (response += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, ms: Date.now() - started });
    });
    setTimeout(() => socket.destroy(), 20_000);
  });
}

/** Decision 013 against a listening server: body limits, the request deadline, cross-site refusals. */
describe('request limits and cross-site requests', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { REQUEST_TIMEOUT_MS: '1500' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    cookie = (await signUp(t.app)).cookie;
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a 14 MB body to /api/auth/* from its Content-Length, before it is sent', async () => {
    const head = `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${14 * 1024 * 1024}\r\n\r\n`;
    // Only the headers go out: the answer must come without waiting for the body.
    const { response } = await rawRequest(port, head);
    expect(response).toMatch(/^HTTP\/1\.1 413/);
  });

  it('refuses a 20 KB sign-in and a 2 MB JSON body with 413, takes a normal one', async () => {
    const auth = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'a@b.c', password: 'x'.repeat(20_000) } });
    expect(auth.statusCode).toBe(413);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: { cookie },
      payload: { make: 'A', model: 'B', year: 1960, notes: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const ok = await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie }, payload: { make: 'A', model: 'B', year: 1960 } });
    expect(ok.statusCode).toBe(201);
  });

  it('closes connections that trickle their body after the deadline, and serves others meanwhile', async () => {
    const head = (url: string, type: string) =>
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`;
    const slow = [
      ...Array.from({ length: 4 }, () => rawRequest(port, head('/api/vehicles', 'application/json'), { trickle: true })),
      ...Array.from({ length: 4 }, () => rawRequest(port, head('/api/feedback', 'multipart/form-data; boundary=xyz'), { trickle: true })),
      // Headers that never end.
      ...Array.from({ length: 2 }, () => rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: `, { trickle: true })),
    ];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const done = await Promise.all(slow);
    for (const d of done) {
      // Closed by the server (well before the test's own 20 s), with a 408 where an answer is possible.
      expect(d.ms).toBeLessThan(15_000);
      if (d.response) expect(d.response).toMatch(/^HTTP\/1\.1 (408|400)/);
    }
  }, 30_000);

  it('answers 413 with SPEC’s message for photos over 5 MB sent over a real connection', async () => {
    const vehicle = await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: { cookie }, payload: { make: 'Jaguar', model: 'E-Type', year: 1961 } });
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const size of [5 * 1024 * 1024 + 1, 6 * 1024 * 1024, 9 * 1024 * 1024]) {
      const form = multipart([{ name: 'photo', filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.concat([jpegStart, Buffer.alloc(size - 4, 1)]) }]);
      const res = await fetch(`http://127.0.0.1:${port}/api/vehicles/${vehicle.json().id}/photos`, {
        method: 'POST',
        headers: { cookie, ...form.headers },
        body: new Uint8Array(form.payload),
      });
      expect(res.status, `${size} bytes`).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('File size exceeds 5MB limit.');
    }
  });

  describe('cross-site requests', () => {
    const own = () => `http://127.0.0.1:${port}`;
    const post = (headers: Record<string, string>, body: { payload: string; type: string }) =>
      fetch(`${own()}/api/vehicles`, { method: 'POST', headers: { cookie, 'content-type': body.type, ...headers }, body: body.payload });
    const json = { payload: JSON.stringify({ make: 'A', model: 'B', year: 1960 }), type: 'application/json' };
    const form = { payload: 'make=A&model=B', type: 'application/x-www-form-urlencoded' };

    it('refuses a foreign Origin with 403 for JSON, form and multipart bodies', async () => {
      for (const body of [json, form]) {
        const res = await post({ origin: 'https://evil.example' }, body);
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe('cross_site_request');
      }
      const mp = multipart([
        { name: 'category', data: 'idea' },
        { name: 'message', data: 'hi' },
      ]);
      const feedback = await fetch(`${own()}/api/feedback`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', ...mp.headers },
        body: new Uint8Array(mp.payload),
      });
      expect(feedback.status).toBe(403);
      const photo = await fetch(`${own()}/api/vehicles/x/photos`, {
        method: 'POST',
        headers: { cookie, 'sec-fetch-site': 'cross-site', ...mp.headers },
        body: new Uint8Array(mp.payload),
      });
      expect(photo.status).toBe(403);
      const del = await fetch(`${own()}/api/vehicles/x`, { method: 'DELETE', headers: { cookie, origin: 'null' } });
      expect(del.status).toBe(403);
      const signOut = await fetch(`${own()}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(signOut.status).toBe(403);
    });

    it('takes same-origin requests from any address of the machine, and non-browser clients', async () => {
      expect((await post({ origin: own() }, json)).status).toBe(201);
      // The same server reached by another name: its own Host is its origin (decision 012).
      const other = await fetch(`http://localhost:${port}/api/vehicles`, {
        method: 'POST',
        headers: { cookie, origin: `http://localhost:${port}`, 'content-type': 'application/json' },
        body: json.payload,
      });
      expect(other.status).toBe(201);
      expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'http://proxy.internal' }, json)).status).toBe(201);
      expect((await post({}, json)).status).toBe(201);
      // Reads are never refused: share links and iCal feeds are opened from anywhere.
      const read = await fetch(`${own()}/api/health`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(read.status).toBe(200);
    });
  });
});
