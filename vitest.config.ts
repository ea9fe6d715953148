import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    // A loaded host: a test that took 20 s alone may take 40.
    testTimeout: 60_000,
    // Set-up opens PGlite and migrates it: on a host loaded by other work that alone passed a minute.
    hookTimeout: 180_000,
    // One migrated PGlite database copied for each test's empty one (initdb in WASM costs seconds).
    globalSetup: ['tests/integration/support/pglite-template.ts', 'tests/integration/support/server-bundle.ts'],
    pool: 'forks',
    // A worker runs file after file without a new process: our modules are still evaluated afresh for
    // each file, but the packages (Fastify, pdf.js, the AWS SDK, PGlite…) stay loaded, which took
    // 118 s of a CI run's collection across 156 files.
    isolate: false,
    // Two at a time: most integration files wait on a server, a database or a child process, so a
    // second worker overlaps that waiting (vitest's default on 2 cores is one worker, all serial).
    // A third made the run no shorter (714 s against 692 s): the two cores are busy by then.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
