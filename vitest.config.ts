import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// One runner, three layers: pure logic, the API on a fresh database, browser journeys.
export default defineConfig({
  test: {
    // Names every retried test at the end of the run (the browser tests retry once on CI).
    reporters: ['default', './apps/web/e2e/retry-reporter.ts'],
    projects: [
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // On CI a browser journey gets one more attempt: a click lost to timing on a loaded two-core
          // machine should not block a change, and the retry reporter still names the test. A real
          // failure fails both attempts.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
