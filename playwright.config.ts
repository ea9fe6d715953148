import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { templateDir } from './tests/integration/support/pglite-template';

// Chosen once in the runner process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 2000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'patina-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const template = templateDir();

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that start their own server (OIDC, any address) open an empty PGlite database: it starts as
  // a copy of one migrated database instead of running initdb in WASM each time (it passed a minute).
  globalSetup: './tests/integration/support/pglite-template.ts',
  fullyParallel: false,
  // Two browsers against the one server: a spec mostly waits on the server or on rendering, and
  // every spec makes its own users, so files do not depend on each other's order.
  workers: 2,
  // One retry: the host is shared, and a test that fails twice still fails.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Each test's new context would install the service worker and precache every asset (89 files):
    // Chromium's work for nothing a test asks about. The PWA spec allows it again.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  // Playwright starts the web server before globalSetup, so the suite's own server would run initdb
  // and every migration in WASM (26–32 s to healthy at load 17, against 13 s from the copy). The
  // migrated database is there when Vitest or an earlier run made it (CI runs Vitest first).
  webServer: {
    command: `node dist/server/main.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The server's start alone took 46 s at load 27 on a shared 2-core host.
    timeout: 180_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...(fs.existsSync(path.join(template, 'PG_VERSION')) ? { PATINA_PGLITE_TEMPLATE: template } : {}),
    },
  },
});
