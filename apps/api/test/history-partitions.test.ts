import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { MONTHS_AHEAD, maintainHistoryPartitions } from '../src/db/history-partitions';
import { adClaims } from '../src/db/schema';
import { rowsOf } from '../src/db/sql';
import { newId } from '../src/lib/ids';
import { latestClaims, purgeClaimsOf } from '../src/modules/ads/consensus/claims.repo';
import { createTestDatabase } from './helpers/database';
import { createAd } from './helpers/factories';

/**
 * The capture history (ad_claims) is partitioned by UTC month (migration 0027, decision 0012):
 * the maintenance creates the months ahead, files rows the default partition caught into their
 * month, and detaches the months past the retention into schema history_archive.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const monthName = (d: Date) => `ad_claims_p${d.toISOString().slice(0, 7).replace('-', '')}`;
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 15));

const attached = async () =>
  rowsOf<{ name: string }>(
    await database.db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid where i.inhparent = 'ad_claims'::regclass order by 1`),
  ).map((r) => r.name);

const archived = async () =>
  rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'history_archive' order by 1`,
    ),
  ).map((r) => r.name);

/** A claim about `adId` observed at `at`; returns the partition it was stored in. */
const claimAt = async (adId: string, at: Date, contributorId: string | null = null) => {
  const id = newId();
  await database.db.insert(adClaims).values({
    id,
    advertisementId: adId,
    contributorId,
    source: 'extension',
    trusted: false,
    shape: 'website',
    claim: { ad_archive_id: 'x' },
    claimHash: `h-${id}`,
    observedAt: at,
  });
  const [row] = rowsOf<{ part: string }>(
    await database.db.execute(sql`select tableoid::regclass::text as part from ad_claims where id = ${id}`),
  );
  return row?.part;
};

describe('partitioned capture history', () => {
  it('has the current month and the next ones ready after migrating', async () => {
    const now = new Date();
    const names = await attached();
    for (let k = 0; k <= MONTHS_AHEAD; k++) expect(names).toContain(monthName(addMonths(now, k)));
    expect(names).toContain('ad_claims_default');
  });

  it('stores each claim in the partition of its month, and reads and purges across them', async () => {
    const ad = await createAd(database);
    const contributor = newId();
    const now = new Date();
    expect(await claimAt(ad.id, now, contributor)).toBe(monthName(now));
    expect(await claimAt(ad.id, addMonths(now, 1), contributor)).toBe(monthName(addMonths(now, 1)));
    // Before any month created: caught by the default partition until the maintenance files it.
    const old = new Date('2019-03-10T12:00:00Z');
    expect(await claimAt(ad.id, old, contributor)).toBe('ad_claims_default');

    const latest = await latestClaims(database.db, [ad.id]);
    expect(latest.get(ad.id)?.[0]?.firstAt.toISOString()).toBe(old.toISOString());

    const done = await maintainHistoryPartitions(database.db, 0);
    expect(done.created).toContain('ad_claims_p201903');
    const [moved] = rowsOf<{ part: string; n: number }>(
      await database.db.execute(sql`select tableoid::regclass::text as part, count(*)::int as n from ad_claims
        where observed_at = ${old.toISOString()}::timestamptz group by 1`),
    );
    expect(moved).toEqual({ part: 'ad_claims_p201903', n: 1 });

    expect(await purgeClaimsOf(database.db, contributor, new Date())).toEqual([ad.id]);
    const left = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adClaims)
      .where(eq(adClaims.contributorId, contributor));
    expect(left[0]?.n).toBe(3);
    expect((await latestClaims(database.db, [ad.id])).get(ad.id)).toBeUndefined();
  });

  it('creates the months ahead as time passes and detaches those past the retention', async () => {
    const ad = await createAd(database);
    const now = new Date();
    await claimAt(ad.id, now);
    const later = addMonths(now, 14);
    const done = await maintainHistoryPartitions(database.db, 12, later);
    expect(done.skipped).toBe(false);
    for (let k = 0; k <= MONTHS_AHEAD; k++)
      expect(await attached()).toContain(monthName(addMonths(later, k)));
    // The cutoff is the start of `later`'s month minus 12: this month (14 back) and 2019 are gone.
    expect(done.detached).toContain(`history_archive.${monthName(now)}`);
    expect(done.detached).toContain('history_archive.ad_claims_p201903');
    expect(await attached()).not.toContain(monthName(now));
    expect(await attached()).toContain(monthName(addMonths(later, -12)));
    expect(await archived()).toContain(monthName(now));
    const inHistory = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ad_claims where advertisement_id = ${ad.id}`,
      ),
    );
    expect(inHistory[0]?.n).toBe(0);
    const inArchive = rowsOf<{ n: number }>(
      await database.db.execute(
        sql.raw(
          `select count(*)::int as n from history_archive.${monthName(now)} where advertisement_id = '${ad.id}'`,
        ),
      ),
    );
    expect(inArchive[0]?.n).toBe(1);

    // Run again the same day: nothing left to do.
    expect(await maintainHistoryPartitions(database.db, 12, later)).toEqual({
      skipped: false,
      created: [],
      detached: [],
    });
  });
});
