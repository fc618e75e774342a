import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Summaries of the ad library that reads need at 1,000,000 ads without scanning it (migration
 * 0014). Triggers on `advertisements` append every change that matters to them to
 * `ad_summary_queue` (inserts only, so concurrent writers never wait on each other or deadlock);
 * `ad_summaries_fold()` moves the queue into the summaries under one advisory lock. A summary
 * plus the queue rows not folded yet is exact in any snapshot: the fold deletes and applies in
 * one transaction. Ads without a landing domain are in none of them.
 */

/**
 * One row per side of a change: `sign` -1 for the ad as it was, +1 as it is now. The `keeps_*`
 * flags (old side only) say the ad stayed in its domain, on the same or a later seen day, with
 * that value unchanged: a summary may then keep the value where it was (see ad_summaries_apply).
 */
export const adSummaryQueue = pgTable(
  'ad_summary_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sign: smallint('sign').notNull(),
    adId: uuid('ad_id').notNull(),
    landingDomain: text('landing_domain').notNull(),
    /** '' when the ad has no page id (or no niche). */
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    niche: text('niche').notNull(),
    /** The UTC day of last_seen_at. */
    seenDay: date('seen_day', { mode: 'string' }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    /** Null while the ad runs (then `active`). */
    stopTime: timestamp('stop_time', { withTimezone: true }),
    /** ad_creative_key() of the ad (migration 0018): the creative it counts under. */
    creativeKey: text('creative_key'),
    active: boolean('active').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** The ad has an archived thumbnail. */
    thumb: boolean('thumb').notNull(),
    keepsFirstSeen: boolean('keeps_first_seen').notNull().default(false),
    keepsActiveStart: boolean('keeps_active_start').notNull().default(false),
    keepsNewest: boolean('keeps_newest').notNull().default(false),
    keepsThumb: boolean('keeps_thumb').notNull().default(false),
  },
  (t) => [index('ad_summary_queue_page_domain_idx').on(t.pageId, t.landingDomain)],
);

/** Ads per (page, landing domain), all time: the `variations` signal of search results. */
export const adPageDomains = pgTable(
  'ad_page_domains',
  {
    pageId: text('page_id').notNull(),
    landingDomain: text('landing_domain').notNull(),
    ads: integer('ads').notNull(),
  },
  (t) => [primaryKey({ name: 'ad_page_domains_pkey', columns: [t.pageId, t.landingDomain] })],
);

/**
 * The scaled-offer stats' material: ads per landing domain, UTC day they were last seen, page and
 * niche, with the extremes the stats show. Counts are exact. Each extreme is at least as good as
 * the best of the bucket's own ads and is the value of an ad of the same domain seen on that day
 * or later, so the best over the buckets of any "seen since day D" window is exact.
 */
export const offerDomainDays = pgTable(
  'offer_domain_days',
  {
    landingDomain: text('landing_domain').notNull(),
    seenDay: date('seen_day', { mode: 'string' }).notNull(),
    pageId: text('page_id').notNull(),
    pageName: text('page_name').notNull(),
    niche: text('niche').notNull(),
    ads: integer('ads').notNull(),
    activeAds: integer('active_ads').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    /** Earliest delivery start among active ads (max days running). */
    oldestActiveStart: timestamp('oldest_active_start', { withTimezone: true }),
    /** The newest ad by delivery start (-infinity when unknown), ties to the larger id. */
    newestStart: timestamp('newest_start', { withTimezone: true }),
    newestAdId: uuid('newest_ad_id'),
    /** The same among ads with an archived thumbnail. */
    thumbStart: timestamp('thumb_start', { withTimezone: true }),
    thumbAdId: uuid('thumb_ad_id'),
  },
  (t) => [
    primaryKey({
      name: 'offer_domain_days_pkey',
      columns: [t.landingDomain, t.seenDay, t.pageId, t.pageName, t.niche],
    }),
  ],
);

/** Ads per landing domain and UTC day of delivery start: the stats' "new in the last 7 days". */
export const offerDomainStarts = pgTable(
  'offer_domain_starts',
  {
    landingDomain: text('landing_domain').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    ads: integer('ads').notNull(),
  },
  (t) => [primaryKey({ name: 'offer_domain_starts_pkey', columns: [t.landingDomain, t.startDay] })],
);

/**
 * The offer page's velocity material: per landing domain, UTC day and page, the ads that started
 * (delivery start, else first sighting) and stopped (delivery stop) that day. The ads active on a
 * day D are the running sum of starts up to D minus stops before D, and a page joins the offer on
 * the first day it started an ad, so a 30- or 90-day series reads the domain's rows only.
 */
export const offerDomainFlows = pgTable(
  'offer_domain_flows',
  {
    landingDomain: text('landing_domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** '' when the ad has no page id. */
    pageId: text('page_id').notNull(),
    started: integer('started').notNull(),
    stopped: integer('stopped').notNull(),
  },
  (t) => [primaryKey({ name: 'offer_domain_flows_pkey', columns: [t.landingDomain, t.day, t.pageId] })],
);

/**
 * The offer page's creatives: ads (and active ads) per landing domain and creative, the creative
 * being `ad_creative_key()` of each ad (migration 0018, the one definition of "one creative").
 */
export const offerDomainCreatives = pgTable(
  'offer_domain_creatives',
  {
    landingDomain: text('landing_domain').notNull(),
    creativeKey: text('creative_key').notNull(),
    ads: integer('ads').notNull(),
    activeAds: integer('active_ads').notNull(),
  },
  (t) => [
    primaryKey({ name: 'offer_domain_creatives_pkey', columns: [t.landingDomain, t.creativeKey] }),
    // The page lists a domain's creatives with the most ads first.
    index('offer_domain_creatives_domain_ads_idx').on(t.landingDomain, t.ads.desc(), t.creativeKey),
  ],
);

/**
 * How many creatives each landing domain has (rows of offer_domain_creatives), and how many of them
 * have a running ad (the escalation score's measure of scale), kept by the fold.
 */
export const offerDomainCreativeCounts = pgTable('offer_domain_creative_counts', {
  landingDomain: text('landing_domain').primaryKey(),
  creatives: integer('creatives').notNull(),
  activeCreatives: integer('active_creatives').notNull().default(0),
});

/**
 * The offer stats per landing domain, from the buckets above: `recent` rows count the ads seen in
 * the last `recent_days` UTC days, the others every ad. A fold marks the domains it changed
 * `stale`; `offer_stats_refresh()` recomputes those, and every domain once a UTC day (the windows
 * move), so reading them costs as many rows as domains.
 */
export const offerDomainStats = pgTable(
  'offer_domain_stats',
  {
    landingDomain: text('landing_domain').notNull(),
    recent: boolean('recent').notNull(),
    stale: boolean('stale').notNull().default(true),
    computedFor: date('computed_for', { mode: 'string' }),
    recentDays: integer('recent_days'),
    newDays: integer('new_days'),
    /** Null until first computed. */
    totalAds: integer('total_ads'),
    activeAds: integer('active_ads'),
    distinctPages: integer('distinct_pages'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    oldestActiveStart: timestamp('oldest_active_start', { withTimezone: true }),
    newestAdId: uuid('newest_ad_id'),
    thumbAdId: uuid('thumb_ad_id'),
    niche: text('niche'),
    topPageName: text('top_page_name'),
    /** Ads of the domain (any scope) started in the last `new_days` UTC days. */
    newAds: integer('new_ads'),
  },
  (t) => [primaryKey({ name: 'offer_domain_stats_pkey', columns: [t.landingDomain, t.recent] })],
);
