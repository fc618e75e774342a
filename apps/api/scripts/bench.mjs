// `pnpm bench`: the API beside a bare Fastify hello-world (the ceiling), each in its own process,
// driven by autocannon in one run on PostgreSQL with 20,000 demo ads; prints a markdown table with
// the ratios to the ceiling and issue 14's targets.
// Usage: DATABASE_URL=postgres://… pnpm bench [--duration 10] [--connections 10] [--ads 20000]
//        [--port 3400] [--api-dir DIR] [--check]   (--check: exit 1 when a target is missed;
//        ports: the ceiling on --port, the API on the next, the cold-path API on the one after;
//        --api-dir: measure another build of the API, e.g. an earlier commit's, with this bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchUser } from './bench/fixture.mjs';
import { drive } from './bench/load.mjs';
import {
  loadAverage,
  memoryMb,
  runNode,
  sampleRss,
  startCommandOf,
  startNode,
  stop,
  waitUntilAnswers,
} from './bench/processes.mjs';
import { RSS_TARGET_MB, table, verdict } from './bench/report.mjs';
import { SEARCH_CYCLE, searchPath, TERMS } from './bench/search-mix.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    ads: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3400' },
    // Another build of the API (e.g. an earlier commit's worktree), measured with this bench.
    'api-dir': { type: 'string' },
    check: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const ceilingPort = Number(values.port);
const apiPort = ceilingPort + 1;
// A second API process with the search answer cache off (SEARCH_CACHE_MB=0): the cold path.
const coldPort = ceilingPort + 2;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'pnpm bench needs PostgreSQL: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/sniperads_bench pnpm bench\n' +
      'The database is migrated and loaded with the demo ads (--ads, default 20000) if it has fewer.',
  );
  process.exit(2);
}

const apiDir = values['api-dir'] ?? new URL('..', import.meta.url).pathname;
const loadBefore = loadAverage();
console.log(`load average before: ${loadBefore}`);
console.log(`loading ${values.ads} demo ads (pnpm db:seed) …`);
await runNode(['dist/seed.js', '--ads', values.ads], { cwd: apiDir });

const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-bench-'));
const ceiling = startNode([new URL('./bench/ceiling.mjs', import.meta.url).pathname, String(ceilingPort)]);
// The API runs as `pnpm start` runs it (its environment and node flags included).
const start = startCommandOf(apiDir);
const startArgs = [...start.flags, start.script];
const apiEnv = (port, env = {}) => ({
  cwd: apiDir,
  env: {
    ...start.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // The production default: whatever the API logs per request is part of what it costs.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ADMIN_PASSWORD: 'BenchAdmin123',
    AUTH_RATE_LIMIT_MAX: '1000000',
    DEMO_ADS: values.ads,
    ...env,
  },
});
const api = startNode(startArgs, apiEnv(apiPort));
let cold = null;
const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const coldUrl = `http://127.0.0.1:${coldPort}`;

let failed = false;
try {
  await Promise.all([
    waitUntilAnswers(ceiling, `${ceilingUrl}/`),
    waitUntilAnswers(api, `${apiUrl}/api/ready`),
  ]);
  // Once the first has migrated and written the data dir's secrets, which this one then shares
  // (so a session opened on one is valid on the other); it idles while the others are measured.
  cold = startNode(startArgs, apiEnv(coldPort, { SEARCH_CACHE_MB: '0' }));
  await waitUntilAnswers(cold, `${coldUrl}/api/ready`);
  const user = await createBenchUser(apiUrl, { email: 'admin@sniperads.local', password: 'BenchAdmin123' });
  console.log(`bench account: ${user.favorites} favorites; ${TERMS.length} search terms in rotation`);

  const scenarios = [
    { name: '`GET /api/health`', path: '/api/health' },
    { name: '`GET /api/auth/me`', path: '/api/auth/me', auth: true, target: 'list' },
    {
      name: `\`GET /api/favorites/\` (${user.favorites} favorites)`,
      path: '/api/favorites/',
      auth: true,
      target: 'list',
    },
    { name: '`GET /api/keywords?limit=50`', path: '/api/keywords?limit=50', auth: true, target: 'list' },
    { name: '`GET /api/dashboard/stats`', path: '/api/dashboard/stats', auth: true, target: 'list' },
    {
      name: `\`GET /api/advertisements/?…\` (${TERMS.length} terms, filters rotating; steady state, answer cache on)`,
      rotate: searchPath,
      auth: true,
      target: 'search',
      // Steady state: one pass over the whole rotation first, so the cache holds the mix (as a
      // replica serving these searches for more than a minute would, CACHE_TTL_SECONDS apart).
      warmup: { amount: SEARCH_CYCLE },
    },
    {
      name: `\`GET /api/advertisements/?…\` (same mix, cold path: a second API process with SEARCH_CACHE_MB=0)`,
      rotate: searchPath,
      auth: true,
      server: 'cold',
    },
  ];

  const rss = sampleRss(api.pid);
  const coldRss = sampleRss(cold.pid);
  const rows = [];
  const ceilings = [];
  const measure = async (options, warmup = { duration: 1 }) => {
    // A short warm-up (JIT, connection pools, caches), then the measured run.
    await drive({ ...options, connections, ...warmup });
    return drive({ ...options, connections, duration });
  };
  for (const scenario of scenarios) {
    // The machine is shared: each scenario is paired with a ceiling run just before it, so a
    // ratio compares two runs under the same load.
    const ceilingRun = await measure({ url: `${ceilingUrl}/`, pid: ceiling.pid });
    ceilings.push(ceilingRun);
    const [url, pid] = scenario.server === 'cold' ? [coldUrl, cold.pid] : [apiUrl, api.pid];
    const result = await measure(
      {
        url: url + (scenario.path ?? '/'),
        headers: scenario.auth ? user.headers : undefined,
        path: scenario.rotate,
        pid,
      },
      scenario.warmup,
    );
    rows.push({ ...scenario, ...result, ceilingRps: ceilingRun.rps, ceilingCpuUs: ceilingRun.cpuUs });
    process.stderr.write(
      `  ${scenario.name}: ${Math.round(result.rps)} req/s (ceiling just before: ${Math.round(ceilingRun.rps)}); API RSS peak so far ${Math.round(rss.peak())} MB\n`,
    );
  }
  rss.stop();
  coldRss.stop();
  const peakUnderLoad = rss.peak();
  const highWater = memoryMb(api.pid, 'VmHWM');
  const loadAfter = loadAverage();

  const mean = (key) => ceilings.reduce((sum, run) => sum + run[key], 0) / ceilings.length;
  const ceilingRow = {
    name: `bare Fastify hello-world (ceiling; mean of ${ceilings.length} runs, one before each scenario)`,
    rps: mean('rps'),
    p50: mean('p50'),
    p95: mean('p95'),
    p99: mean('p99'),
    errors: ceilings.reduce((sum, run) => sum + run.errors, 0),
    ceilingRps: mean('rps'),
    cpuUs: mean('cpuUs'),
    ceilingCpuUs: mean('cpuUs'),
  };
  const rssMet = peakUnderLoad <= RSS_TARGET_MB;
  console.log(
    `\nAPI benchmark — PostgreSQL, ${values.ads} demo ads, autocannon ${connections} connections × ${duration} s (after 1 s of warm-up), node ${process.version}; API: ${start.line}\n`,
  );
  console.log(table([ceilingRow, ...rows]));
  console.log(
    `\nAPI process RSS: peak under load ${Math.round(peakUnderLoad)} MB (VmRSS sampled every 250 ms), ` +
      `high-water mark since start ${highWater === null ? '?' : Math.round(highWater)} MB (VmHWM); ` +
      `target ≤ ${RSS_TARGET_MB} MB under load: ${rssMet ? 'met' : 'NOT met'}`,
  );
  console.log(
    `cold-path API process (search answer cache off) RSS: peak ${Math.round(coldRss.peak())} MB ` +
      '(measured for comparison; the target is judged on the API above)',
  );
  console.log(`load average before: ${loadBefore}; after: ${loadAfter} (1, 5, 15 min)`);
  failed = !rssMet || rows.some((row) => verdict(row) === false);
  console.log(failed ? '\nSome targets are NOT met.' : '\nEvery target is met.');
} finally {
  await Promise.all([stop(ceiling), stop(api), ...(cold ? [stop(cold)] : [])]);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed && values.check) process.exit(1);
