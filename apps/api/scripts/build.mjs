// Bundles the API into dist/ with the workspace packages inlined and npm dependencies external.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Bundled although dependencies: Node loads drizzle-orm's ~450 ES modules one by one, which left
// ~150 MB of garbage on the heap at start-up (and V8 kept the memory); bundled, it costs ~7 MB.
const BUNDLED = new Set(['drizzle-orm']);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@sniperads/') && !BUNDLED.has(name),
);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed.ts',
    'bench-search': 'src/bench-search.ts',
    'bench-radar': 'src/bench-radar.ts',
    'bench-scale': 'src/bench-scale.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('api built to dist/');
