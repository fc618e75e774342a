import { sql } from 'drizzle-orm';
import { seedDemoAds, suspendSecondaryIndexes } from './bootstrap/demo/ads/seed-ads';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

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

const main = async () => {
  const { ads } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
  });
  await database.migrate();
  const { db } = database;
  const rows = await db.execute(sql`select count(*)::int as n from advertisements`);
  const existing = Number(
    (Array.isArray(rows) ? rows[0] : (rows as { rows: { n: number }[] }).rows[0])?.n ?? 0,
  );
  const bulk = database.driver === 'postgres' && ads - existing >= BULK_THRESHOLD;
  const restore = bulk ? await suspendSecondaryIndexes(db) : null;
  const started = Date.now();
  let lastPct = -1;
  try {
    const result = await seedDemoAds(db, {
      count: ads,
      batchSize: 1000,
      onProgress: (done, total) => {
        // One line per 5 % when the output is piped (turbo, CI); an updating line on a terminal.
        const tty = process.stdout.isTTY;
        const pct = Math.floor((done / total) * 100);
        if (pct === lastPct || (!tty && pct % 5 !== 0 && done !== total)) return;
        lastPct = pct;
        const rate = Math.round(done / Math.max(1, (Date.now() - started) / 1000));
        process.stdout.write(
          `${tty ? '\r' : ''}  anúncios: ${done}/${total} (${pct}%, ${rate}/s)${tty ? '   ' : '\n'}`,
        );
      },
    });
    process.stdout.write(`\n  ${result.skipped ? 'já carregados' : `${result.inserted} novos`}\n`);
  } finally {
    if (restore) {
      process.stdout.write('  recriando índices...\n');
      const t0 = Date.now();
      await restore();
      process.stdout.write(`  índices prontos em ${Math.round((Date.now() - t0) / 1000)} s\n`);
    }
  }
  process.stdout.write(`  concluído em ${Math.round((Date.now() - started) / 1000)} s\n`);
  await database.close();
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
