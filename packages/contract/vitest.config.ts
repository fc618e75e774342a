import { defineConfig } from 'vitest/config';

// CI runs every package's tests at once on two cores: the tests that read Meta's recordings (MBs
// of gzip) need more than vitest's default 5 s there, though they take about a second alone.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
