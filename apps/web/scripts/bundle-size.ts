// What a first visit to a page downloads, read from the build's chunk list (build/chunk-stats.ts):
// the entry and everything it imports statically, plus the files holding the page's route modules
// (TanStack Router loads them when the route matches) and their static imports. Then what every
// page fetches once it has loaded (the service worker's registration and update prompt). Sizes as
// served: brotli (what browsers take), gzip for reference.
// Usage (after `pnpm build`): pnpm --filter @sniperads/web size
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { routeChain, routeFilesIn } from '../build/boot-preload.ts';
import { CHUNK_STATS_FILE, type ChunkStats } from '../build/chunk-stats.ts';
import { pageFiles } from '../build/page-files.ts';
import { MEASURED_PAGES, unwantedGroups } from '../build/page-groups.ts';

/** The login page's budget for JavaScript, compressed (issue 14). */
export const LOGIN_JS_BUDGET = 150_000;

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
  const misplaced: string[] = [];
  const routeFiles = routeFilesIn(join(import.meta.dirname, '..'));
  for (const { path: page, routeFile } of MEASURED_PAGES) {
    // The route files the page renders, parents first: the router loads each one's modules.
    const files = pageFiles(chunks, routeChain(routeFile, routeFiles));
    const unwanted = unwantedGroups(page, files.js);
    if (unwanted.length > 0)
      misplaced.push(`${page} downloads ${unwanted.join(', ')} before its first paint`);
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
  // build/page-groups.ts: which screens' files each page must not wait for.
  for (const line of misplaced) console.log(`NOT met: ${line}`);
  process.exitCode = met && misplaced.length === 0 ? 0 : 1;
}
