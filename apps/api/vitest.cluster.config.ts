import { defineConfig } from 'vitest/config';

/**
 * `pnpm --filter @sniperads/api test:cluster`: the multi-node test (test/cluster/), on the cluster
 * `pnpm cluster:up` starts from the built API (run `pnpm build` first). No test database of its own.
 */
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
