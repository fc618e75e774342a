// `pnpm bench:ingest-memory`: the largest request the API accepts, several at once, while searches
// run and fill the search answer cache to its cap, against the built API started as `pnpm start`
// starts it (its node flags: the heap settings chosen for the RSS target must not end the process
// on a big ingest). Passes when every ingest answers 200 with every item created or updated, no
// search fails, the process is still up and answers afterwards; prints the RSS peak.
// Give it a database of its own: the ~3,000 long ads it ingests stay, and their text matches the
// search terms of `pnpm bench` (answers 30× larger than the demo ads', which the bench's cache
// would no longer hold).
// Usage: DATABASE_URL=postgres://…/sniperads_ingest pnpm bench:ingest-memory [--port 3500] [--parallel 3]
//        [--rounds 2] [--node-flags="--max-semi-space-size=4 …"]   (--node-flags: instead of
//        those of `pnpm start`, e.g. to show what a hard --max-old-space-size does)
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createBenchUser } from './bench/fixture.mjs';
import {
  loadAverage,
  memoryMb,
  runNode,
  sampleRss,
  startCommandOf,
  stop,
  waitUntilAnswers,
} from './bench/processes.mjs';
import { SEARCH_CYCLE, searchPath } from './bench/search-mix.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3500' },
    parallel: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    'node-flags': { type: 'string' },
    // The API's log lines (stdout), e.g. to see why a request failed.
    'api-log': { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('pnpm bench:ingest-memory needs PostgreSQL: set DATABASE_URL (as for pnpm bench).');
  process.exit(2);
}
const apiDir = new URL('..', import.meta.url).pathname;
// The largest accepted ingest, as the running API tells the extension (GET /api/tokens/current).
let INGEST_MAX_BATCH = 0;
let BODY_LIMIT = 0;
const ADMIN_PASSWORD = 'BenchAdmin123';

const start = startCommandOf(apiDir);
const startFlags = values['node-flags']?.split(/\s+/).filter(Boolean) ?? start.flags;

let serial = 0;
/**
 * One ingest body of exactly `bytes` bytes of JSON: INGEST_MAX_BATCH website items, each with a
 * long pt-BR body text (accents: V8 keeps such strings as two bytes a character, the costlier case).
 */
const ingestBody = (bytes) => {
  const run = `${Date.now()}${process.pid}`.slice(-12);
  const item = (i, text) => ({
    ad_archive_id: `77${run}${String(serial++).padStart(6, '0')}`,
    page_id: '7001',
    page_name: `Loja Memória ${i % 7}`,
    is_active: true,
    start_date: 1_761_000_000,
    publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
    snapshot: {
      body: { text },
      title: 'Promoção de verão',
      caption: 'lojamemoria.com.br',
      link_url: 'https://lojamemoria.com.br/ofertas',
    },
  });
  const phrase = 'Promoção de saúde e emagrecimento com garantia, frete grátis e atenção à família. ';
  const bare = JSON.stringify({ ads: Array.from({ length: INGEST_MAX_BATCH }, (_, i) => item(i, '')) });
  serial -= INGEST_MAX_BATCH;
  const perItem = Math.floor((bytes - Buffer.byteLength(bare)) / INGEST_MAX_BATCH);
  const text = phrase.repeat(Math.ceil(perItem / Buffer.byteLength(phrase)));
  // Trimmed by characters until the item's share fits (accented characters are 2 bytes in UTF-8).
  let share = text.slice(0, perItem);
  while (Buffer.byteLength(share) > perItem) share = share.slice(0, -1);
  const ads = Array.from({ length: INGEST_MAX_BATCH }, (_, i) => item(i, share));
  let json = JSON.stringify({ ads });
  // Padded with spaces (valid JSON) to the exact size.
  json = json.slice(0, -1) + ' '.repeat(bytes - Buffer.byteLength(json)) + json.slice(-1);
  return json;
};

const dataDir = mkdtempSync(join(tmpdir(), 'sniperads-ingest-memory-'));
const port = Number(values.port);
const url = `http://127.0.0.1:${port}`;
console.log(`load average before: ${loadAverage()}`);
await runNode(['dist/seed.js', '--ads', '20000'], { cwd: apiDir });
const api = spawn(process.execPath, [...startFlags, 'dist/server.js'], {
  cwd: apiDir,
  stdio: ['ignore', values['api-log'] ? openSync(values['api-log'], 'w') : 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...start.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    AUTH_RATE_LIMIT_MAX: '1000000',
    DEMO_ADS: '20000',
  },
});
let exit = null;
api.once('exit', (code, signal) => {
  exit = signal ?? code;
});
const failures = [];
try {
  await waitUntilAnswers(api, `${url}/api/ready`);
  const user = await createBenchUser(
    url,
    { email: 'admin@sniperads.local', password: ADMIN_PASSWORD },
    { favorites: 1 },
  );
  const login = await fetch(`${url}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sniperads.local', password: ADMIN_PASSWORD }),
  });
  const adminToken = (await login.json()).data?.token;
  if (!adminToken) throw new Error(`admin login: ${login.status}`);
  const limits = (
    await (
      await fetch(`${url}/api/tokens/current`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()
  ).data?.ingest;
  if (!limits) throw new Error('GET /api/tokens/current gave no ingest limits');
  INGEST_MAX_BATCH = limits.max_batch;
  BODY_LIMIT = limits.max_body_bytes;
  console.log(`largest accepted ingest: ${INGEST_MAX_BATCH} ads, ${BODY_LIMIT} bytes (decoded)`);
  const rss = sampleRss(api.pid, 100);

  // Searches all along: the bench's mix over three pages, more distinct answers than the cache
  // holds, so it stays at its byte cap (SEARCH_CACHE_MB) and evicts.
  let i = 0;
  const searches = autocannon({
    url: `${url}/`,
    headers: user.headers,
    connections: 10,
    duration: 600,
    requests: [
      {
        setupRequest: (request) => {
          const n = i++;
          return { ...request, path: `${searchPath(n)}&page=${1 + (Math.floor(n / SEARCH_CYCLE) % 3)}` };
        },
      },
    ],
  });
  const searched = new Promise((resolve) => searches.once('done', resolve));
  await new Promise((resolve) => setTimeout(resolve, 5000));

  const send = (body) =>
    fetch(`${url}/api/advertisements/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body,
    });
  const parallel = Number(values.parallel);
  for (let round = 1; round <= Number(values.rounds); round++) {
    const bodies = Array.from({ length: parallel }, () => ingestBody(BODY_LIMIT));
    const started = Date.now();
    const answers = await Promise.allSettled(
      bodies.map(async (body) => {
        const res = await send(body);
        return { status: res.status, json: await res.json().catch(() => null) };
      }),
    );
    for (const [k, answer] of answers.entries()) {
      const what = `round ${round}, ingest ${k + 1} (${BODY_LIMIT} bytes, ${INGEST_MAX_BATCH} ads)`;
      if (answer.status === 'rejected') {
        failures.push(`${what}: ${answer.reason}`);
        continue;
      }
      const { status, json } = answer.value;
      const d = json?.data;
      const stored = d ? d.created + d.updated + d.unchanged : 0;
      if (status !== 200 || stored !== INGEST_MAX_BATCH || d.rejected !== 0)
        failures.push(`${what}: ${status} ${JSON.stringify(d ?? json).slice(0, 200)}`);
    }
    console.log(
      `round ${round}: ${parallel} ingests of ${BODY_LIMIT} bytes at once answered in ${Date.now() - started} ms; ` +
        `RSS peak so far ${Math.round(rss.peak())} MB`,
    );
  }
  // One byte more than the limit is refused: the bodies above are the largest accepted.
  const over = await send(ingestBody(BODY_LIMIT + 1));
  if (over.status !== 413) failures.push(`an ingest of ${BODY_LIMIT + 1} bytes: ${over.status}, not 413`);

  searches.stop();
  const result = await searched;
  const searchErrors = result.errors + result.timeouts + result.non2xx;
  if (searchErrors > 0) failures.push(`${searchErrors} searches failed`);
  if (exit !== null) failures.push(`the API exited (${exit})`);
  else if (!(await fetch(`${url}/api/ready`)).ok) failures.push('the API no longer answers /api/ready');
  rss.stop();
  console.log(
    `API: node ${startFlags.join(' ')}; ${result.requests.total} searches meanwhile (${searchErrors} failed); ` +
      `RSS peak ${Math.round(rss.peak())} MB (VmRSS every 100 ms), VmHWM ${Math.round(memoryMb(api.pid, 'VmHWM') ?? 0)} MB`,
  );
} catch (error) {
  failures.push(`${error.message}${exit !== null ? ` (the API exited: ${exit})` : ''}`);
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average after: ${loadAverage()}`);
if (failures.length > 0) {
  console.log(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Every ingest answered, every search answered, the API stayed up.');
