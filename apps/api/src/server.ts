import { buildApp } from './app';
import { ensureAdmin } from './bootstrap/admin';
import { seedDemoData } from './bootstrap/demo';
import { backfillPrices } from './bootstrap/prices';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleHistoryMaintenance } from './db/history-partitions';

/** The only entry that touches the process: listen, print the URL, shut down gracefully. */
const main = async () => {
  const config = loadConfig();
  // Opened here rather than by buildApp so the fail-fast limits come from the configuration. The
  // embedded database is locked on open; PostgreSQL is reached first by migrate(), which names the
  // real cause when it cannot be.
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrls: config.databaseReadUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
    pgliteDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
    timeouts: config.dbTimeouts,
  });
  await database.migrate();
  const app = await buildApp(config, { database });
  const admin = await ensureAdmin(app.users, config, app.log);
  await seedDemoData(app.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const lines = [`\n  SniperAds is running at ${url}  (API at ${url}/api, docs at ${url}/api/docs)`];
  lines.push(
    `  Database: ${app.database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${
      app.database.replicas ? `, reads of shared data on ${config.databaseReadUrls.length} standby(s)` : ''
    }`,
  );
  if (config.databaseReadUrls.length > 0 && !config.databaseUrl)
    lines.push('  DATABASE_READ_URLS is ignored: standbys need DATABASE_URL (embedded PGlite has none)');
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the run that created the account; never logged.
    lines.push(
      `  Admin account: ${config.adminEmail} / ${admin.generatedPassword}  (shown only now — change it)`,
    );
  } else if (admin.created) {
    lines.push(`  Admin account created: ${config.adminEmail}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  // Prices of rows written before they were read: in the background, so a big library never delays start-up.
  void backfillPrices(app.db)
    .then((done) => {
      if (done.ads || done.favorites) app.log.info(done, 'prices read from ad texts');
    })
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'price backfill stopped; the next start resumes it'),
    );

  // Creative clusters of rows written before them, or whose assignment a failure interrupted:
  // in the background too (hours for a million rows; each batch is one statement).
  void app.clusters
    .runPending()
    .then((assigned) => {
      if (assigned) app.log.info({ assigned }, 'creative clusters assigned');
    })
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'cluster pass stopped; the next start resumes it'),
    );

  // A demo removal a stopped process left half-way goes on from its last batch (batches take the
  // job's advisory lock, so replicas starting together do each batch once).
  void app.demoLibrary.resume();

  // Stored niches, re-derived once per niche rules version (NICHE_RULES_VERSION), batch by batch.
  void app.nicheRederivation
    .ensure()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'niche re-derivation did not start; the next start retries'),
    );

  // The capture history's months: created ahead, the expired ones detached (db/history-partitions.ts).
  const stopHistoryMaintenance = scheduleHistoryMaintenance(app.db, {
    retentionMonths: config.historyRetentionMonths,
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await stopHistoryMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
