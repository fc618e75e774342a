import { defineConfig } from 'vitest/config';

/** Browser journeys against the built product (API + PWA from one process), in system Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // One Chromium at a time on a 2-core machine keeps timings stable.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
