import { parseArgs } from 'node:util';
import { searchFollowKey, searchFollowLabel } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { radarFollows, users } from './db/schema';
import { ingestAds, SYSTEM_CONTRIBUTOR } from './modules/ads/ads.service';
import { scanBatch } from './modules/radar/radar.detect';

/**
 * `pnpm bench:radar` (after `pnpm build`): 10,000 follows (offers, advertisers, searches, spread
 * over 1,000 accounts) and a 500-ad ingest; times the radar's matching of that batch (hits and
 * alerts written) against its ceiling of 1 s, then the same batch again (a re-ingest: nothing new).
 * Needs DATABASE_URL (PostgreSQL); it adds its own accounts, ads and follows, tagged by the run.
 */
const { values: args } = parseArgs({
  options: {
    follows: { type: 'string', default: '10000' },
    ads: { type: 'string', default: '500' },
  },
  strict: false,
});
const FOLLOWS = Number(args.follows);
const BATCH = Number(args.ads);
const CEILING_MS = 1000;
const ACCOUNTS = 1000;
const DOMAINS = 1000;
const PAGES = 1000;
const SEARCH_TERMS = ['colageno', 'emagrecer', 'curso online', 'renda extra', 'skincare', 'pet'];

const run = Date.now().toString(36);
const domainOf = (i: number) => `bench-${run}-${i % DOMAINS}.com.br`;
const runDigits = String(Date.now()).slice(-7);
const pageOf = (i: number) => `6${runDigits}${String(i % PAGES).padStart(4, '0')}`;
let adSeq = 0;
const adItem = (i: number) => {
  adSeq += 1;
  const term = SEARCH_TERMS[i % SEARCH_TERMS.length]!;
  return {
    id: `7${String(Date.now()).slice(-10)}${String(adSeq).padStart(6, '0')}`,
    page_id: pageOf(i * 7),
    page_name: `Loja Bench ${i % PAGES}`,
    // Each followed search names one brand among 300 (see below): a few ads of a batch match it.
    ad_creative_bodies: [`Oferta de ${term} marca${i % 300}x com frete grátis para todo o Brasil`],
    ad_creative_link_titles: [`${term} ${i}`],
    publisher_platforms: ['facebook', 'instagram'],
    languages: ['pt'],
    ad_reached_countries: ['BR'],
    ad_delivery_start_time: new Date(Date.now() - (i % 20) * 86_400_000).toISOString(),
    landing_url: `https://${domainOf(i * 3)}/oferta`,
  };
};

const main = async () => {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('bench:radar needs DATABASE_URL (PostgreSQL)');
  const database = await openDatabase({
    url: config.databaseUrl,
    migrationsFolder: config.migrationsDir,
    timeouts: { statementTimeoutMs: 0, waitTimeoutMs: 0 },
  });
  try {
    await database.migrate();
    const { db } = database;
    // The library before anyone follows: two batches the follows' baseline holds.
    for (let b = 0; b < 2; b += 1)
      await ingestAds(
        db,
        Array.from({ length: BATCH }, (_, i) => adItem(i + b * BATCH)),
        SYSTEM_CONTRIBUTOR,
      );

    const accounts = await db
      .insert(users)
      .values(
        Array.from({ length: ACCOUNTS }, (_, i) => ({
          name: `Bench ${run} ${i}`,
          email: `bench-${run}-${i}@example.com`,
          passwordHash: 'x',
          plan: 'max' as const,
        })),
      )
      .returning({ id: users.id });
    const follows = Array.from({ length: FOLLOWS }, (_, i) => {
      const userId = accounts[i % ACCOUNTS]!.id;
      const slot = Math.floor(i / ACCOUNTS);
      if (i % 10 < 6) {
        const key = domainOf(i * 13 + slot);
        return { userId, kind: 'offer' as const, key, label: key, minNewAds: 4 };
      }
      if (i % 10 < 9) {
        const key = pageOf(i * 11 + slot);
        return { userId, kind: 'advertiser' as const, key, label: `Loja ${key}`, minNewAds: 4 };
      }
      const search = {
        q: `${SEARCH_TERMS[i % SEARCH_TERMS.length]} marca${(i * 7 + slot) % 300}x`,
        country: 'BR',
      };
      return {
        userId,
        kind: 'search' as const,
        key: searchFollowKey(search),
        label: searchFollowLabel(search),
        search,
        minNewAds: 4,
      };
    });
    for (let i = 0; i < follows.length; i += 1000)
      await db
        .insert(radarFollows)
        .values(follows.slice(i, i + 1000))
        .onConflictDoNothing();
    await db.execute(sql`analyze radar_follows`);

    const batch = await ingestAds(
      db,
      Array.from({ length: BATCH }, (_, i) => adItem(i + 2 * BATCH)),
      SYSTEM_CONTRIBUTOR,
    );
    const t0 = performance.now();
    const raised = await scanBatch(db, batch.radarDue);
    const first = performance.now() - t0;
    const t1 = performance.now();
    const again = await scanBatch(db, batch.radarDue);
    const second = performance.now() - t1;
    const hits = await db.execute(
      sql`select count(*)::int as n from radar_hits h join radar_follows f on f.id = h.follow_id join users u on u.id = f.user_id where u.email like ${`bench-${run}-%`}`,
    );
    const n = (hits as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    process.stdout.write(
      `radar: ${follows.length} follows, ${batch.radarDue.created.length}-ad batch: ${n} hits, ${raised.length} alerts\n` +
        `  matched in ${first.toFixed(0)} ms = ${(first / CEILING_MS).toFixed(2)} × the 1 s ceiling\n` +
        `  the same batch again: ${second.toFixed(0)} ms = ${(second / CEILING_MS).toFixed(2)} × the ceiling, ${again.length} alerts\n`,
    );
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
