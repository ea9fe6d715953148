import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { addressesToOpen, startupMessage } from './startup-message';

const lan = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
    { address: 'fe80::1', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
  ],
} as never;

describe('start-up message', () => {
  it('lists localhost and every LAN address when listening on all interfaces', () => {
    expect(addressesToOpen(loadConfig({}), 3000, lan)).toEqual(['http://localhost:3000', 'http://192.168.1.20:3000']);
  });

  it('names only PUBLIC_URL when it is set, and the one address listened on otherwise', () => {
    expect(addressesToOpen(loadConfig({ PUBLIC_URL: 'https://garage.example.org/' }), 3000, lan)).toEqual(['https://garage.example.org']);
    expect(addressesToOpen(loadConfig({ HOST: '127.0.0.1' }), 4000, lan)).toEqual(['http://127.0.0.1:4000']);
  });

  it('says where the data lives, without the database password', () => {
    const [embedded] = startupMessage(loadConfig({ DATA_DIR: '/srv/patina' }), 3000, lan);
    expect(embedded).toBe(
      'Patina is running — open http://localhost:3000 or http://192.168.1.20:3000 — database /srv/patina/db, files /srv/patina/storage, settings and outbox in /srv/patina.',
    );
    const [scaled] = startupMessage(
      loadConfig({
        DATA_DIR: '/data',
        DATABASE_URL: 'postgres://patina:secret@db:5432/patina',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
      3000,
      lan,
    );
    expect(scaled).toContain('database PostgreSQL at db:5432/patina, files S3 bucket vehicle-documents at http://minio:9000');
    expect(scaled).not.toContain('secret');
  });

  it('asks for PUBLIC_URL when e-mails go out without it', () => {
    expect(startupMessage(loadConfig({ SMTP_URL: 'smtp://mail:25' }), 3000, lan)[1]).toMatch(/Set PUBLIC_URL/);
    expect(startupMessage(loadConfig({ SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://g.example' }), 3000, lan)).toHaveLength(1);
  });
});
