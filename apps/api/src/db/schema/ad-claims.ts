import { CONTRIBUTION_SOURCES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { advertisements } from './advertisements';

/**
 * Every capture of a library ad, as it arrived: who sent it, from where, and the ad as the mapper
 * read it. Append-only: a claim is never changed except to mark it purged by an admin, and it
 * outlives its account (`contributor_id` has no foreign key: a deleted account stays a tombstone
 * whose claims can still be purged). What the library shows is derived from these
 * (modules/ads/consensus), so no single contributor decides what everyone sees.
 *
 * Partitioned by month of `observed_at` (migration 0027, decision 0012): its keys hold the
 * partition key, `history_partitions_maintain()` creates the months ahead and detaches those past
 * HISTORY_RETENTION_MONTHS into the `history_archive` schema. Drizzle does not model partitions:
 * the table is declared here as its parent, which is what every query reads and writes.
 */
export const adClaims = pgTable(
  'ad_claims',
  {
    /** Unique with `observed_at` (a partitioned table's keys include its partition key). */
    id: uuid('id').notNull().$defaultFn(newId),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /** The account that sent it; null for server-side sources without one (demo data). */
    contributorId: uuid('contributor_id'),
    tokenId: uuid('token_id'),
    source: text('source', { enum: CONTRIBUTION_SOURCES }).notNull(),
    /** The admin screens and the Meta connector; never the extension, whoever holds the token. */
    trusted: boolean('trusted').notNull(),
    shape: text('shape').notNull(),
    /** The NormalizedAd (contract ingest) this contributor saw. */
    claim: jsonb('claim').notNull(),
    /** Hash of `claim`: a contributor repeating what they last said adds no claim. */
    claimHash: text('claim_hash').notNull(),
    /** Library columns this claim changed when it arrived. */
    effect: text('effect').array().notNull().default(sql`'{}'::text[]`),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin's purge of the contributor: the claim no longer counts. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'ad_claims_pkey', columns: [t.id, t.observedAt] }),
    index('ad_claims_ad_observed_idx').on(t.advertisementId, t.observedAt),
    index('ad_claims_contributor_idx').on(t.contributorId, t.observedAt.desc()),
  ],
);

export type AdClaimRow = typeof adClaims.$inferSelect;
