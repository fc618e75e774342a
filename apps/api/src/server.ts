import { buildApp } from './app';
import { ensureAdmin } from './bootstrap/admin';
import { seedDemoData } from './bootstrap/demo';
import { loadConfig } from './config';

/** The only entry that touches the process: listen, print the URL, shut down gracefully. */
const main = async () => {
  const config = loadConfig();
  const app = await buildApp(config);
  const admin = await ensureAdmin(app.users, config, app.log);
  await seedDemoData(app.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const lines = [`\n  SniperAds is running at ${url}  (API at ${url}/api, docs at ${url}/api/docs)`];
  lines.push(
    `  Database: ${app.database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the run that created the account; never logged.
    lines.push(
      `  Admin account: ${config.adminEmail} / ${admin.generatedPassword}  (shown only now — change it)`,
    );
  } else if (admin.created) {
    lines.push(`  Admin account created: ${config.adminEmail}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

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
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
