import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The multi-node cluster's test runs on its own, after the build (vitest.cluster.config.ts).
    exclude: [...configDefaults.exclude, 'test/cluster/**'],
    // Migrates once per run (a Postgres template database or a PGlite snapshot); see the file.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Files share a worker process and its loaded modules (the app, sharp, PGlite's WASM): spawning
    // and importing per file cost more than the tests. Safe because every file builds its own app
    // on its own database and the sources keep no module-level state across apps.
    isolate: false,
    // maxWorkers stays at vitest's default (cores - 1): one worker on a 2-core machine, leaving a
    // core to Postgres or to whatever else runs.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
