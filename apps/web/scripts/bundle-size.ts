// What a first visit to a page downloads, read from the build's chunk list (build/chunk-stats.ts):
// the entry and everything it imports statically, plus the files holding the page's route modules
// (TanStack Router loads them when the route matches) and their static imports. Then what every
// page fetches once it has loaded (the service worker's registration and update prompt). Sizes as
// served: brotli (what browsers take), gzip for reference.
// Usage (after `pnpm build`): pnpm --filter @sniperads/web size
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHUNK_STATS_FILE, type ChunkStats } from '../build/chunk-stats.ts';

/** Route files each page renders, parents first (src/routes). */
export const PAGES: Record<string, string[]> = {
  '/login': ['__root.tsx', '_guest.tsx', '_guest/login.tsx'],
  '/': ['__root.tsx', '_authenticated.tsx', '_authenticated/index.tsx'],
  '/mineracao': ['__root.tsx', '_authenticated.tsx', '_authenticated/mineracao.tsx'],
};

/** Loaded by every page once it has loaded (src/components/deferred-ui.tsx). */
export const DEFERRED = ['src/components/pwa/update-prompt.tsx'];

/** The login page's budget for JavaScript, compressed (issue 14). */
export const LOGIN_JS_BUDGET = 150_000;

const holds = (chunk: ChunkStats, module: string) =>
  chunk.modules.some((id) => id === module || id.startsWith(`${module}?`));

/** The files a page needs on a cold load, and those it fetches just after its first paint. */
export const pageFiles = (chunks: ChunkStats[], routeFiles: string[]) => {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkStats | undefined) => {
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css) css.add(file);
    for (const next of chunk.imports) visit(byFile.get(next));
  };
  const withModule = (module: string) => chunks.filter((chunk) => holds(chunk, module));

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  visit(entry);
  for (const route of routeFiles) for (const chunk of withModule(`src/routes/${route}`)) visit(chunk);
  const initial = { js: [...js], css: [...css] };
  for (const module of DEFERRED) for (const chunk of withModule(module)) visit(chunk);
  return { ...initial, deferred: [...js].filter((file) => !initial.js.includes(file)) };
};

const sizes = (dist: string, files: string[]) => {
  const total = { raw: 0, br: 0, gz: 0 };
  for (const file of files) {
    const path = join(dist, file);
    const content = readFileSync(path);
    total.raw += content.length;
    total.br += existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(content).length;
    total.gz += existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(content).length;
  }
  return total;
};

if (import.meta.main) {
  const dist = join(import.meta.dirname, '..', 'dist');
  const statsPath = join(dist, CHUNK_STATS_FILE);
  if (!existsSync(statsPath)) {
    console.error(`${statsPath} not found: run \`pnpm build\` first.`);
    process.exit(1);
  }
  const chunks = JSON.parse(readFileSync(statsPath, 'utf8')) as ChunkStats[];
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    '| page | JS files | JS raw | JS brotli | JS gzip | CSS brotli | then, once loaded: JS brotli |',
  );
  console.log('|---|---|---|---|---|---|---|');
  let loginJs = 0;
  for (const [page, routes] of Object.entries(PAGES)) {
    const files = pageFiles(chunks, routes);
    const js = sizes(dist, files.js);
    const css = sizes(dist, files.css);
    const later = sizes(dist, files.deferred);
    if (page === '/login') loginJs = js.br;
    console.log(
      `| ${page} | ${files.js.length} | ${kb(js.raw)} | ${kb(js.br)} | ${kb(js.gz)} | ${kb(css.br)} | ${kb(later.br)} (${files.deferred.length} files) |`,
    );
  }
  const met = loginJs <= LOGIN_JS_BUDGET;
  console.log(
    `\n/login JavaScript: ${kb(loginJs)} brotli (≤ ${kb(LOGIN_JS_BUDGET)} ${met ? 'met' : 'NOT met'})`,
  );
  process.exitCode = met ? 0 : 1;
}
