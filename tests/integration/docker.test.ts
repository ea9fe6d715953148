import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/server/config';

const root = path.resolve(import.meta.dirname, '../..');
const composeFile = path.join(root, 'compose.yaml');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  command?: string;
};
const compose = parse(fs.readFileSync(composeFile, 'utf8')) as { services: Record<string, Service>; volumes: Record<string, unknown> };

function run(cmd: string, args: string[], timeout = 60_000) {
  return spawnSync(cmd, args, { cwd: root, encoding: 'utf8', timeout });
}
const dockerCli = run('docker', ['--version']).status === 0;
const composePlugin = dockerCli && run('docker', ['compose', 'version']).status === 0;
const dockerDaemon = dockerCli && run('docker', ['info', '--format', '{{.ServerVersion}}']).status === 0;

describe('compose.yaml', () => {
  it('has Patina, PostgreSQL (official image, named volume, healthcheck) and MinIO with its bucket made at start', () => {
    const { patina, postgres, minio, 'minio-bucket': bucket } = compose.services;
    expect(patina.build).toBe('.');
    expect(postgres.image).toMatch(/^postgres:\d+/);
    expect(postgres.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
    expect(postgres.volumes?.[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
    expect(minio.image).toMatch(/^minio\/minio/);
    expect(minio.volumes?.[0]).toMatch(/^minio-data:/);
    expect(bucket.entrypoint?.join(' ')).toContain(`mc mb --ignore-existing local/${patina.environment!.S3_BUCKET}`);
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'patina-data', 'postgres-data']);
    // Patina starts once its database is healthy and its bucket exists.
    expect(patina.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
    expect(patina.volumes).toEqual(['patina-data:/data']);
  });

  it('wires Patina by environment to exactly what the other services offer, and Patina accepts it', () => {
    const { patina, postgres, minio } = compose.services;
    // ${VAR:-default} as compose resolves it with nothing set.
    const resolve = (v: string) => v.replace(/\$\{(\w+):-([^}]*)\}/g, (_, _name, fallback: string) => fallback);
    const env = Object.fromEntries(Object.entries(patina.environment!).map(([k, v]) => [k, resolve(String(v))]));
    const pg = postgres.environment!;
    expect(env.DATABASE_URL).toBe(`postgres://${pg.POSTGRES_USER}:${resolve(pg.POSTGRES_PASSWORD)}@postgres:5432/${pg.POSTGRES_DB}`);
    expect(env.S3_ENDPOINT).toBe('http://minio:9000');
    expect(env.S3_ACCESS_KEY_ID).toBe(resolve(minio.environment!.MINIO_ROOT_USER));
    expect(env.S3_SECRET_ACCESS_KEY).toBe(resolve(minio.environment!.MINIO_ROOT_PASSWORD));
    const config = loadConfig({ ...env, DATA_DIR: '/data', PORT: '3000', HOST: '0.0.0.0' });
    expect(config.STORAGE_DRIVER).toBe('s3');
    expect(config.PUBLIC_URL).toBeUndefined(); // any address works: http://localhost:3000 included
    expect(config.OIDC_ISSUER).toBeUndefined();
  });

  it('is valid for Docker Compose itself (`docker compose config`)', (ctx) => {
    if (!composePlugin) {
      console.log(`docker compose config skipped: ${dockerCli ? 'the Docker CLI has no compose plugin here' : 'no Docker CLI on this machine'}`);
      ctx.skip();
    }
    const r = run('docker', ['compose', '-f', composeFile, 'config', '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('Dockerfile', () => {
  it('builds in stages and runs as a non-root user with a health check and the data in a volume', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    // The OCR languages come with the runtime dependencies; none may be pruned.
    expect(dockerfile).not.toMatch(/rm -rf[^\n]*tesseract/);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['@tesseract.js-data/eng', '@tesseract.js-data/deu', 'tesseract.js']));
  });

  it('starts the server with the same Node flags as `npm start` (the memory budgets are measured with them, decision 028)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const start = /^node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(pkg.scripts.start);
    expect(start, pkg.scripts.start).not.toBeNull();
    const flags = start![1].trim().split(' ').filter(Boolean);
    expect(flags).toContain('--max-semi-space-size=4');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]) as string[];
    expect(cmd).toEqual(['node', ...flags, 'dist/server/main.mjs']);
  });

  it(
    'builds, and the image starts healthy (when a Docker daemon is available)',
    (ctx) => {
      if (!dockerDaemon) {
        console.log(`docker build skipped: ${dockerCli ? 'no Docker daemon is reachable' : 'no Docker CLI on this machine'}`);
        ctx.skip();
      }
      const tag = `patina-test:${process.pid}`;
      const build = run('docker', ['build', '-t', tag, '.'], 15 * 60_000);
      expect(build.status, build.stderr.slice(-4000)).toBe(0);
      try {
        const size = Number(run('docker', ['image', 'inspect', tag, '--format', '{{.Size}}']).stdout.trim());
        console.log(`image ${tag}: ${(size / 1e6).toFixed(0)} MB (budget 600 MB)`);
        expect(run('docker', ['run', '--rm', '--entrypoint', 'id', tag, '-u']).stdout.trim()).not.toBe('0');
        const started = run('docker', ['run', '-d', '--rm', '-e', 'LOG_LEVEL=warn', tag]);
        expect(started.status, started.stderr).toBe(0);
        const id = started.stdout.trim();
        try {
          let health = '';
          for (let i = 0; i < 90 && health !== 'healthy'; i++) {
            health = run('docker', ['inspect', id, '--format', '{{.State.Health.Status}}']).stdout.trim();
            if (health !== 'healthy') spawnSync('sleep', ['1']);
          }
          expect(health).toBe('healthy');
        } finally {
          run('docker', ['rm', '-f', id]);
        }
      } finally {
        run('docker', ['image', 'rm', '-f', tag]);
      }
    },
    20 * 60_000,
  );
});
