import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin';

const fallback = 'http://localhost:3000';

describe('requestOrigin', () => {
  it('is the address the browser used when PUBLIC_URL is unset', () => {
    expect(requestOrigin(undefined, { protocol: 'http', host: '192.168.1.20:3000' }, fallback)).toBe('http://192.168.1.20:3000');
    expect(requestOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' }, fallback)).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(undefined, { protocol: 'https', host: 'Garage.Example.org' }, fallback)).toBe('https://garage.example.org');
    expect(requestOrigin(undefined, { protocol: 'http', host: '[::1]:3000' }, fallback)).toBe('http://[::1]:3000');
  });

  it('drops the default port as browsers do in their Origin header', () => {
    expect(requestOrigin(undefined, { protocol: 'http', host: 'nas.local:80' }, fallback)).toBe('http://nas.local');
  });

  it('is only PUBLIC_URL when that is set, whatever the Host', () => {
    expect(requestOrigin('https://patina.example.org/', { protocol: 'http', host: 'evil.example' }, fallback)).toBe('https://patina.example.org');
  });

  it('falls back for a missing or malformed Host', () => {
    expect(requestOrigin(undefined, { protocol: 'http', host: undefined }, fallback)).toBe(fallback);
    expect(requestOrigin(undefined, { protocol: 'http', host: 'a b' }, fallback)).toBe(fallback);
    expect(requestOrigin(undefined, { protocol: 'http', host: 'evil.example/path' }, fallback)).toBe(fallback);
    expect(requestOrigin(undefined, { protocol: 'http', host: 'user@evil.example' }, fallback)).toBe(fallback);
  });
});
