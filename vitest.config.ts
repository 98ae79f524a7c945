import { defineConfig } from 'vitest/config';

// Keep wrangler and miniflare offline: no request.cf fetch, no telemetry (this machine has no network).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

// Three tiers in one run, so one summary line covers them all (tests/support/summary-reporter.ts).
// The worker and end-to-end tiers need the builds and the seed that `npm test` makes first.
export default defineConfig({
  // The build-time constants vite.config.ts defines, for modules imported directly by tests.
  define: {
    __CLIENT_ENTRY__: JSON.stringify('client/main.ts'),
    __APP_VERSION__: JSON.stringify('0.0.0+test'),
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
