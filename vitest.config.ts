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
    // A third worker shares the host with two others: a test that took 20 s alone may take 40.
    testTimeout: 60_000,
    // Set-up opens PGlite and migrates it: on a host loaded by other work that alone passed a minute.
    hookTimeout: 180_000,
    pool: 'forks',
    // Three at a time on two cores: most integration files wait on a server, a database or a child
    // process (a whole CI run used 55 % of the two cores with two workers), so a third worker
    // overlaps that waiting (vitest's default on 2 cores is one worker, all serial).
    maxWorkers: 3,
    minWorkers: 1,
  },
});
