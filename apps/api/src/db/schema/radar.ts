import { FOLLOW_KINDS, RADAR_ALERT_RULES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements';
import { createdAt, idColumn, ownerId } from './columns';
import { inList } from './vocabulary';

/**
 * What a user follows on the radar (modules/radar): an offer (key = landing domain), an advertiser
 * (key = page id) or a search (key = searchFollowKey of the stored Mineração query in `search`).
 * Change detection looks follows up by (kind, key) for the ads of an ingest batch.
 */
export const radarFollows = pgTable(
  'radar_follows',
  {
    id: idColumn(),
    userId: ownerId(),
    kind: text('kind', { enum: FOLLOW_KINDS }).notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    search: jsonb('search').$type<Record<string, unknown>>(),
    minNewAds: integer('min_new_ads').notNull(),
    /** The escalation level last seen (offers): crossing upward raises 'escalando'. */
    level: text('level'),
    /** Active ads last seen (offers, advertisers): falling to zero raises 'parou'. */
    activeAds: integer('active_ads'),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('radar_follows_user_kind_key_idx').on(t.userId, t.kind, t.key),
    index('radar_follows_kind_key_idx').on(t.kind, t.key),
    check('radar_follows_kind_check', inList(t.kind, FOLLOW_KINDS)),
    check('radar_follows_min_new_ads_check', sql`${t.minNewAds} > 0`),
  ],
);
export type RadarFollowRow = typeof radarFollows.$inferSelect;

/**
 * Ads that matched a follow after it was made: a new ad ('new') or one that stopped ('stopped').
 * The primary key makes a re-ingest of the same ads add nothing.
 */
export const radarHits = pgTable(
  'radar_hits',
  {
    followId: uuid('follow_id')
      .notNull()
      .references(() => radarFollows.id, { onDelete: 'cascade' }),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['new', 'stopped'] }).notNull(),
    pageId: text('page_id'),
    creativeKey: text('creative_key'),
    /** The ad's page had no earlier ad for this follow; its creative had none either. */
    newPage: boolean('new_page').notNull().default(false),
    newCreative: boolean('new_creative').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'radar_hits_pkey', columns: [t.followId, t.advertisementId, t.event] }),
    index('radar_hits_follow_at_idx').on(t.followId, t.at),
    index('radar_hits_advertisement_idx').on(t.advertisementId),
    check('radar_hits_event_check', inList(t.event, ['new', 'stopped'])),
  ],
);

/** Alerts raised for a follow; `dedupe_key` is unique, so the same change never alerts twice. */
export const radarAlerts = pgTable(
  'radar_alerts',
  {
    id: idColumn(),
    userId: ownerId(),
    followId: uuid('follow_id')
      .notNull()
      .references(() => radarFollows.id, { onDelete: 'cascade' }),
    rule: text('rule', { enum: RADAR_ALERT_RULES }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('radar_alerts_dedupe_key_idx').on(t.dedupeKey),
    index('radar_alerts_follow_created_idx').on(t.followId, t.createdAt),
    index('radar_alerts_user_idx').on(t.userId),
    check('radar_alerts_rule_check', inList(t.rule, RADAR_ALERT_RULES)),
  ],
);
export type RadarAlertRow = typeof radarAlerts.$inferSelect;
