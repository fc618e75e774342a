import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from './bench/api-process';
import { drive } from './bench/load';
import { copyBatch, markIndexesReady, readProgress } from './bench/scale-generate';
import { readSpread, sizesReport } from './bench/scale-report';
import { loadPath } from './bench/search-mix';
import { demoPictureHashes } from './bootstrap/demo/ads/creatives';
import { type Config, loadConfig } from './config';
import { BULK_LOAD_LOCK_KEY, lockSession, releaseLock, takeLock } from './db/advisory-locks';
import { declaredIndexes } from './db/declared-indexes';
import { openConnection } from './db/pg-client';
import { restoreMissingIndexes, stderrLog } from './db/restore-indexes';
import { markNichesCurrent } from './modules/ads/niche-rederivation';

/**
 * `pnpm bench:scale --ads N`: grows the library to N demo ads by COPY (resumable: re-running goes
 * on from the recorded count), then measures it: table and index sizes, every search shape, the
 * grouped search and the offer page (through `bench-search` with a 100 ms ceiling), and the ingest
 * rate sustained while 10 connections search, with the reads per server when DATABASE_READ_URLS
 * names replicas. `--generate-only` stops after the load; `--measure-only` skips it.
 */
const { values: args } = parseArgs({
  options: {
    ads: { type: 'string' },
    batch: { type: 'string', default: '20000' },
    iterations: { type: 'string', default: '60' },
    load: { type: 'string', default: '20' },
    port: { type: 'string', default: '3441' },
    'target-ms': { type: 'string', default: '100' },
    'generate-only': { type: 'boolean', default: false },
    'measure-only': { type: 'boolean', default: false },
  },
  strict: true,
});
const ADS = Number((args.ads ?? '').replaceAll('_', ''));
if (!Number.isInteger(ADS) || ADS < 1) {
  process.stderr.write('Uso: pnpm bench:scale --ads <quantidade>   (ex.: --ads 10000000)\n');
  process.exit(2);
}
const BATCH = Number(args.batch);
const PORT = Number(args.port);
const LOAD_SECONDS = Number(args.load);
const TARGET_MS = Number(args['target-ms']);

const out = (text: string) => process.stdout.write(text);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const stamp = () => `${new Date().toISOString().slice(0, 19)}Z, load ${load()}`;

const interrupted = new AbortController();
const onSignal = () => {
  if (interrupted.signal.aborted) process.exit(130);
  out('\n  interrupted: finishing the batch in flight (Ctrl-C again leaves at once)\n');
  interrupted.abort();
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

/** Kept while loading: the keys, and the (domain, …) and (page, domain) indexes the fold reads. */
const KEPT_DURING_LOAD = new Set([
  'advertisements_pkey',
  'advertisements_ad_archive_id_idx',
  'advertisements_domain_seen_idx',
  'advertisements_domain_creative_idx',
  'advertisements_page_domain_idx',
]);

/** Runs while holding the bulk-load lock (taken before migrating: see main). */
const generate = async (url: string, migrationsFolder: string) => {
  const client = await openConnection(url, {
    applicationName: 'sniperads-bench-scale',
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 0,
  });
  try {
    const progress = await readProgress(client, ADS);
    out(`${stamp()}: ${progress.generated.toLocaleString('en-US')} of ${ADS.toLocaleString('en-US')} ads\n`);
    if (progress.generated < ADS) {
      const { rows } = await client.query<{ name: string }>(
        `select indexname as name from pg_indexes where tablename = 'advertisements'
          and indexname <> all($1)`,
        [[...KEPT_DURING_LOAD]],
      );
      // Rebuilt once at the end (a sort each) instead of maintained row by row.
      for (const { name } of rows) await client.query(`drop index if exists "${name}"`);
      // The fold reads a domain's ads through these: without them each batch's fold scans the table.
      for (const index of declaredIndexes(migrationsFolder))
        if (KEPT_DURING_LOAD.has(index.name)) await client.query(index.create);
      const pictureHashes = await demoPictureHashes();
      const started = Date.now();
      const first = progress.generated;
      for (let from = first; from < ADS && !interrupted.signal.aborted; from += BATCH) {
        const to = Math.min(ADS, from + BATCH);
        await copyBatch(client, from, to, progress.today, pictureHashes);
        // The offers' summaries follow each batch, as in `pnpm db:seed` (their triggers queued it).
        await client.query('select ad_summaries_fold(true)');
        const rate = Math.round((to - first) / Math.max(1, (Date.now() - started) / 1000));
        if (Math.floor(to / (BATCH * 10)) !== Math.floor(from / (BATCH * 10)) || to === ADS)
          out(`${stamp()}: ${to.toLocaleString('en-US')} ads (${rate}/s)\n`);
      }
      if (interrupted.signal.aborted) {
        out('  stopped; run the same command again to go on from the recorded count\n');
        return false;
      }
    }
    if (!(await readProgress(client, ADS)).indexesReady) {
      out(`${stamp()}: rebuilding the indexes\n`);
      const t0 = Date.now();
      await client.query(`set maintenance_work_mem = '1GB'`);
      await restoreMissingIndexes(
        async (text) => (await client.query(text)).rows as Record<string, unknown>[],
        migrationsFolder,
        stderrLog,
      );
      await client.query(
        'vacuum (analyze) advertisements, ad_summary_queue, offer_domain_days, offer_domain_starts, offer_domain_flows, offer_domain_creatives',
      );
      await markIndexesReady(client);
      out(`${stamp()}: indexes and statistics ready in ${Math.round((Date.now() - t0) / 1000)} s\n`);
    }
    return true;
  } finally {
    await client.end();
  }
};

/** The built bench-search, with this bench's ceiling, its output passed through. */
const searchShapes = (config: Config, url: string) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./bench-search.js', import.meta.url)),
        '--iterations',
        args.iterations,
        '--port',
        String(PORT + 10),
        '--target-ms',
        String(TARGET_MS),
      ],
      {
        // What bench-search's own config reads: the same database, data dir and replicas.
        env: {
          DATABASE_URL: url,
          DATA_DIR: config.dataDir,
          JWT_SECRET: config.jwtSecret,
          ...(config.databaseReadUrls.length > 0
            ? { DATABASE_READ_URLS: config.databaseReadUrls.join(',') }
            : {}),
        },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:search exited ${code}`))));
  });

let serial = 0;
/** An ingest of `n` website-shape ads, new to the library, in the demo generator's words. */
const ingestBody = (n: number) => {
  const run = `${Date.now()}`.slice(-8);
  const ads = Array.from({ length: n }, (_, i) => ({
    ad_archive_id: `78${run}${String(serial++).padStart(6, '0')}`,
    page_id: String(8000 + (i % 40)),
    page_name: `Loja Escala ${i % 40}`,
    is_active: true,
    start_date: Math.floor(Date.now() / 1000) - i * 3600,
    publisher_platform: ['FACEBOOK', 'INSTAGRAM'],
    snapshot: {
      body: { text: `Emagrecer com saúde e garantia de 30 dias, frete grátis para todo o Brasil ${serial}` },
      title: 'Oferta por tempo limitado',
      caption: `escala${i % 20}.com.br`,
      link_url: `https://escala${i % 20}.com.br/oferta`,
    },
  }));
  return JSON.stringify({ ads });
};

/** 10 connections searching for LOAD_SECONDS, alone and then with ingests of 100 ads back to back. */
const ingestWhileSearching = async (config: Config, url: string) => {
  const api = await startApi({
    databaseUrl: url,
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecret,
    readUrls: config.databaseReadUrls,
    port: PORT,
    env: { SEARCH_CACHE_MB: '0', INGEST_ADS_PER_MINUTE: '100000000' },
  });
  try {
    const search = () =>
      drive({
        url: api.base,
        headers: api.headers,
        path: loadPath,
        connections: 10,
        duration: LOAD_SECONDS,
        pid: api.child.pid,
      });
    await drive({ url: api.base, headers: api.headers, path: loadPath, connections: 10, duration: 2 });
    const spread = await readSpread(url, config.databaseReadUrls);
    const alone = await search();
    const reads = await spread.finish();
    let ingested = 0;
    let failed = 0;
    let searching = true;
    const started = Date.now();
    const ingesting = (async () => {
      while (searching) {
        const res = await fetch(`${api.base}/api/advertisements/ingest`, {
          method: 'POST',
          headers: { ...api.headers, 'content-type': 'application/json' },
          body: ingestBody(100),
        });
        await res.arrayBuffer();
        if (res.ok) ingested += 100;
        else failed++;
      }
    })();
    const withIngest = await search();
    searching = false;
    await ingesting;
    const seconds = (Date.now() - started) / 1000;
    out(`\nSearch mix under load (answer cache off; 10 connections × ${LOAD_SECONDS} s), ${stamp()}\n\n`);
    out(
      '| run | searches/s | p50 ms | p95 ms | p95 / ceiling | errors | API CPU µs a search | ads ingested/s |\n|---|---|---|---|---|---|---|---|\n',
    );
    for (const [name, r, rate] of [
      ['searching alone', alone, '—'],
      [
        'searching while ingesting (100 ads a request, back to back)',
        withIngest,
        (ingested / seconds).toFixed(0),
      ],
    ] as const)
      out(
        `| ${name} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${(r.p95 / TARGET_MS).toFixed(2)} | ${r.errors} | ${r.cpuUs.toFixed(0)} | ${rate} |\n`,
      );
    if (failed) out(`\n${failed} ingest requests failed.\n`);
    out(`\n${reads}\n`);
  } finally {
    api.stop();
  }
};

const main = async () => {
  const config = loadConfig();
  const url = config.databaseUrl;
  if (!url) throw new Error('Defina DATABASE_URL: pnpm bench:scale mede um PostgreSQL.');
  if (!args['measure-only']) {
    // While this is held a start-up (and the migration below) leaves the indexes a resumed load
    // dropped to us (db/advisory-locks.ts) instead of rebuilding them before the load goes on.
    const lock = await lockSession(url, 'sniperads-bulk-load');
    let complete = false;
    try {
      await takeLock(lock, BULK_LOAD_LOCK_KEY, stderrLog, 'another bulk load or a start-up index check');
      // Migrates first: the progress and the COPY expect the current schema.
      const { openDatabase } = await import('./db/client');
      const database = await openDatabase({
        url,
        migrationsFolder: config.migrationsDir,
        timeouts: { statementTimeoutMs: 0, waitTimeoutMs: 0 },
      });
      try {
        await database.migrate();
        // Every generated niche comes from the current rules: an API started on this library must
        // not re-derive millions of niches in the background while the bench measures it.
        await markNichesCurrent(database.db);
      } finally {
        await database.close();
      }
      complete = await generate(url, config.migrationsDir);
    } finally {
      await releaseLock(lock, BULK_LOAD_LOCK_KEY);
      await lock.end();
    }
    if (!complete) return;
  }
  if (args['generate-only']) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    out(`\n${await sizesReport(client)}\n`);
  } finally {
    await client.end();
  }
  await searchShapes(config, url);
  if (LOAD_SECONDS > 0) await ingestWhileSearching(config, url);
  out(`\nDone, ${stamp()}\n`);
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
