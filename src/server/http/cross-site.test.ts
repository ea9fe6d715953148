import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site';

const own = ['http://192.168.1.20:3000'];
const req = (over: Partial<Parameters<typeof isCrossSite>[0]>) =>
  isCrossSite({ method: 'POST', path: '/api/vehicles', origin: undefined, secFetchSite: undefined, ownOrigins: own, ...over });

describe('isCrossSite (decision 013)', () => {
  it('never refuses reads', () => {
    expect(req({ method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site' })).toBe(false);
    expect(req({ method: 'HEAD', secFetchSite: 'cross-site' })).toBe(false);
  });
  it('trusts the browser’s same-origin verdict, refuses every other one', () => {
    expect(req({ secFetchSite: 'same-origin', origin: 'http://localhost:3000' })).toBe(false);
    expect(req({ secFetchSite: 'same-site', origin: 'http://192.168.1.20:3000' })).toBe(true);
    expect(req({ secFetchSite: 'cross-site' })).toBe(true);
    expect(req({ secFetchSite: 'none' })).toBe(true);
  });
  it('without Sec-Fetch-Site, judges the Origin against the app’s own', () => {
    expect(req({ origin: 'http://192.168.1.20:3000' })).toBe(false);
    expect(req({ origin: 'HTTP://192.168.1.20:3000' })).toBe(false);
    expect(req({ origin: 'http://192.168.1.20:3001' })).toBe(true);
    expect(req({ origin: 'null' })).toBe(true);
    expect(req({ method: 'DELETE', origin: 'https://evil.example' })).toBe(true);
  });
  it('lets non-browser clients (neither header) and provider callbacks through', () => {
    expect(req({})).toBe(false);
    expect(req({ path: '/api/auth/oauth2/callback/oidc', origin: 'https://idp.example', secFetchSite: 'cross-site' })).toBe(false);
  });
});
