import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/sql';
import { seedDemoAds } from './ads/seed-ads';
import type { DemoSeeder } from './index';

/** The ad library a fresh install explores: DEMO_ADS realistic pt-BR ads (20,000 by default). */
export const adsSeeder: DemoSeeder = {
  name: 'ads',
  seed: async ({ db, config, log }) => {
    // An admin who removed the demo ('Remover dados de demonstração') does not get it back at the
    // next start: the audit entry of the removal is the record that it went.
    const removed = rowsOf(
      await db.execute(sql`select 1 from audit_log where action = 'library.remove_demo' limit 1`),
    );
    if (removed.length > 0) return;
    let lastShown = -1;
    const started = Date.now();
    const result = await seedDemoAds(db, {
      count: config.demoAds,
      onProgress: (done, total) => {
        const pct = Math.floor((done / total) * 10) * 10;
        if (pct === lastShown) return;
        lastShown = pct;
        process.stdout.write(
          `  Carregando anúncios de demonstração: ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} (${pct}%)\n`,
        );
      },
    });
    if (!result.skipped) log.info({ inserted: result.inserted, ms: Date.now() - started }, 'demo ads loaded');
  },
};
