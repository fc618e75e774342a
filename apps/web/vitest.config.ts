import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'];
const exclude = ['e2e/**', 'node_modules/**', 'dist/**'];

// A fresh DOM and module graph per file cost 90 % of this suite's time (happy-dom built 55 times),
// so files share them. A file that replaces a module or a global needs its own graph: a module
// another file already loaded would stay real (or a mock would leak into the next file). Such
// files are found by what they call, so a new one cannot land in the shared group by mistake.
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const isolated = include
  .flatMap((pattern) => globSync(pattern, { cwd: root, exclude }))
  .filter((file) => REPLACES_MODULES_OR_GLOBALS.test(readFileSync(`${root}/${file}`, 'utf8')));

const shared: NonNullable<ViteUserConfig['test']> = {
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // CI runs every package's tests at once on two cores; a render that takes 300 ms alone can
  // take seconds there. Waits are on conditions, so a generous ceiling only matters on failure.
  testTimeout: 20_000,
};

// Unit tests only; the end-to-end suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { ...shared, name: 'shared', include, exclude: [...exclude, ...isolated], isolate: false },
      },
      { extends: true, test: { ...shared, name: 'isolated', include: isolated, exclude } },
    ],
  },
});
