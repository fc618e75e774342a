import { sql } from 'drizzle-orm';
import { seedDemoAds, suspendSecondaryIndexes } from './bootstrap/demo/ads/seed-ads';
import { loadConfig } from './config';
import { holdBulkLoadLock } from './db/advisory-locks';
import { type Db, openDatabase } from './db/client';
import { stderrLog } from './db/restore-indexes';

/** `pnpm db:seed --ads N`: loads N demo ads into the configured database (DATABASE_URL or PGlite). */
const BULK_THRESHOLD = 50_000;

const parseArgs = (argv: string[]) => {
  const i = argv.indexOf('--ads');
  const raw = i >= 0 ? argv[i + 1] : undefined;
  const n = raw === undefined ? Number.NaN : Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 1) {
    throw new Error('Uso: pnpm db:seed --ads <quantidade>   (ex.: --ads 1000000)');
  }
  return { ads: n };
};

/**
 * Ctrl-C (or SIGTERM) stops between batches, so the `finally` below rebuilds the indexes the bulk
 * path dropped; a second one leaves at once (the next server start-up rebuilds them).
 */
const interruptible = () => {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) {
      process.stderr.write('\n  saindo já; o próximo início do servidor recria os índices que faltarem\n');
      process.exit(130);
    }
    process.stderr.write('\n  interrompido: terminando o lote atual (Ctrl-C de novo sai já)\n');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return controller.signal;
};

const progress = (started: number) => {
  let lastPct = -1;
  return (done: number, total: number) => {
    // One line per 5 % when the output is piped (turbo, CI); an updating line on a terminal.
    const tty = process.stdout.isTTY;
    const pct = Math.floor((done / total) * 100);
    if (pct === lastPct || (!tty && pct % 5 !== 0 && done !== total)) return;
    lastPct = pct;
    const rate = Math.round(done / Math.max(1, (Date.now() - started) / 1000));
    process.stdout.write(
      `${tty ? '\r' : ''}  anúncios: ${done}/${total} (${pct}%, ${rate}/s)${tty ? '   ' : '\n'}`,
    );
  };
};

/**
 * A bulk load leaves every row of the summaries' queue dead (queued, then folded) and the planner
 * without statistics: until a vacuum runs, each offer-stats request's "anything queued?" check reads
 * past a million dead rows (37 ms at 1,000,000 ads) and searches cannot use index-only scans.
 * Autovacuum would get there in time (it is off on some machines); the load does it at once.
 */
const vacuumAfterBulkLoad = async (db: Db) => {
  process.stdout.write('  limpando e analisando as tabelas...\n');
  const t0 = Date.now();
  await db.execute(
    sql.raw('vacuum (analyze) advertisements, ad_summary_queue, offer_domain_days, offer_domain_starts'),
  );
  process.stdout.write(`  tabelas prontas em ${Math.round((Date.now() - t0) / 1000)} s\n`);
};

const main = async () => {
  const { ads } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const signal = interruptible();
  // Refused while the server holds the embedded database (PGlite has no lock of its own).
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
    // Index builds and big batches are slow on purpose; nobody is waiting on an HTTP answer.
    timeouts: { statementTimeoutMs: 0, waitTimeoutMs: 0 },
  });
  const started = Date.now();
  try {
    // Also recreates indexes an earlier, killed, bulk load left dropped.
    await database.migrate();
    const { db } = database;
    const rows = await db.execute(sql`select count(*)::int as n from advertisements`);
    const existing = Number(
      (Array.isArray(rows) ? rows[0] : (rows as { rows: { n: number }[] }).rows[0])?.n ?? 0,
    );
    const bulkUrl = ads - existing >= BULK_THRESHOLD ? config.databaseUrl : undefined;
    const releaseBulkLock = bulkUrl ? await holdBulkLoadLock(bulkUrl, stderrLog) : null;
    try {
      const restore = bulkUrl ? await suspendSecondaryIndexes(db) : null;
      try {
        const result = await seedDemoAds(db, {
          count: ads,
          batchSize: 1000,
          signal,
          onProgress: progress(started),
          // A bulk load writes the clusters itself: the start-up pass would take hours on it.
          preclustered: bulkUrl !== undefined,
        });
        process.stdout.write(`\n  ${result.skipped ? 'já carregados' : `${result.inserted} novos`}\n`);
      } finally {
        if (restore) {
          process.stdout.write('  recriando índices...\n');
          const t0 = Date.now();
          await restore();
          process.stdout.write(`  índices prontos em ${Math.round((Date.now() - t0) / 1000)} s\n`);
          await vacuumAfterBulkLoad(db);
        }
      }
    } finally {
      await releaseBulkLock?.();
    }
  } catch (error) {
    if (!signal.aborted) throw error;
    process.stdout.write('  interrompido; rode de novo para continuar de onde parou\n');
    process.exitCode = 130;
  } finally {
    await database.close();
  }
  if (!signal.aborted)
    process.stdout.write(`  concluído em ${Math.round((Date.now() - started) / 1000)} s\n`);
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
