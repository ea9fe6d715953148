import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for every variable (the embedded mode)', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.STORAGE_DRIVER).toBe('local');
    expect(c.OCR_LANGS).toBe('eng+deu');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.dataDir).toMatch(/data$/);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 's3', AUTH_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('S3_ENDPOINT');
      expect(problems).toContain('AUTH_SECRET');
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('needs the client id and secret with an OIDC issuer, and names the provider by default', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://auth.example.org' })).toThrow(
      /OIDC_CLIENT_ID: is required when OIDC_ISSUER is set[\s\S]*OIDC_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(/OIDC_ISSUER/);
    const c = loadConfig({ OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_ID: 'patina', OIDC_CLIENT_SECRET: 's' });
    expect(c.OIDC_NAME).toBe('OpenID Connect');
    expect(loadConfig({ OIDC_NAME: '' }).OIDC_ISSUER).toBeUndefined();
  });
});
