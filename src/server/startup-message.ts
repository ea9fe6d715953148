import os from 'node:os';
import type { Config } from './config';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The addresses a browser can open: PUBLIC_URL when set, otherwise every address listened on. */
export function addressesToOpen(config: Pick<Config, 'PUBLIC_URL' | 'HOST'>, port: number, interfaces: Interfaces = os.networkInterfaces()): string[] {
  if (config.PUBLIC_URL) return [config.PUBLIC_URL.replace(/\/$/, '')];
  const all = config.HOST === '0.0.0.0' || config.HOST === '::';
  if (!all) return [`http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`];
  const lan = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i.address}:${port}`);
  return [`http://localhost:${port}`, ...lan];
}

/** Where the data lives, in words an operator recognises. */
export function dataLocation(config: Pick<Config, 'DATABASE_URL' | 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'dataDir'>): string {
  const database = config.DATABASE_URL ? `PostgreSQL at ${postgresWhere(config.DATABASE_URL)}` : `${config.dataDir}/db`;
  const files = config.STORAGE_DRIVER === 's3' ? `S3 bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT}` : `${config.dataDir}/storage`;
  return `database ${database}, files ${files}, settings and outbox in ${config.dataDir}`;
}

/** Host, port and database name, never the user or password. */
function postgresWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The lines printed once the server listens: where to go, where the data is, what to set. */
export function startupMessage(config: Config, port: number, interfaces?: Interfaces): string[] {
  const lines = [`Patina is running — open ${addressesToOpen(config, port, interfaces).join(' or ')} — ${dataLocation(config)}.`];
  if (!config.PUBLIC_URL && config.SMTP_URL) {
    lines.push('Set PUBLIC_URL to the address users open, so that links in e-mails (password reset) point there.');
  }
  return lines;
}
