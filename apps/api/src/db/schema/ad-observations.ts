import { CONTRIBUTION_SOURCES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements';
import { idColumn } from './columns';

/**
 * Who fed the shared library what: one row per (ad, contributor, source), counting repeats.
 * It is the audit trail of the library and what an admin purges when an account misbehaves.
 */
export const adObservations = pgTable(
  'ad_observations',
  {
    id: idColumn(),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    /**
     * Null for sources that are not an account (the Meta connector run by the server, demo data).
     * No foreign key: a deleted account's observations stay (a tombstone an admin can still purge).
     */
    userId: uuid('user_id'),
    tokenId: uuid('token_id'),
    source: text('source', { enum: CONTRIBUTION_SOURCES }).notNull(),
    /** Payload shape the mapper detected: ads_archive, website, website_legacy. */
    shape: text('shape').notNull(),
    /** This contributor's first observation created the ad. */
    createdAd: boolean('created_ad').notNull().default(false),
    /** Columns the latest observation changed (each claim keeps its own in ad_claims.effect). */
    fieldsChanged: text('fields_changed').array().notNull().default(sql`'{}'::text[]`),
    times: integer('times').notNull().default(1),
    firstObservedAt: timestamp('first_observed_at', { withTimezone: true }).notNull().defaultNow(),
    lastObservedAt: timestamp('last_observed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per contributor; sources without an account share the nil uuid.
    uniqueIndex('ad_observations_ad_contributor_idx').on(
      t.advertisementId,
      t.source,
      sql`coalesce(${t.userId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('ad_observations_user_last_idx').on(t.userId, t.lastObservedAt.desc()),
  ],
);

export type AdObservationRow = typeof adObservations.$inferSelect;
