import { defineConfig } from 'vitest/config';

/**
 * The built extension in system Chromium against the built product: the server is started by
 * the web app's own e2e setup (fresh embedded database), so both suites run the same way.
 */
// turbo runs this suite next to the web app's: its server gets a port of its own.
process.env.E2E_PORT = process.env.E2E_EXTENSION_PORT ?? '3229';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['../web/e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
