import { FAVORITE_SOURCES, MEDIA_STATUSES } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements';
import { idColumn, ownerId, timestamps } from './columns';
import { folders } from './folders';

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * A user's saved ad. Media is archived to our own storage in the background (media_* columns)
 * so the favorite keeps its creative after Meta's signed links expire.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: idColumn(),
    userId: ownerId(),
    // Deleting a folder moves its favorites to 'Sem Pasta' (null).
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /** The library ad it was saved from; the foreign key arrives with the advertisements table. */
    /** The library ad it was saved from; kept (as null) when that ad is removed. */
    advertisementId: uuid('advertisement_id').references(() => advertisements.id, { onDelete: 'set null' }),
    source: text('source', { enum: FAVORITE_SOURCES }).notNull().default('manual'),
    url: text('url').notNull(),
    niche: text('niche'),
    cta: text('cta'),
    image: text('image'),
    color: text('color'),
    creativeMediaUrl: text('creative_media_url'),
    adSnapshotUrl: text('ad_snapshot_url'),
    pageName: text('page_name'),
    adDeliveryStartTime: timestamp('ad_delivery_start_time', { withTimezone: true }),
    adDeliveryStopTime: timestamp('ad_delivery_stop_time', { withTimezone: true }),
    adCreativeLinkTitles: textList('ad_creative_link_titles'),
    adCreativeLinkCaptions: textList('ad_creative_link_captions'),
    adCreativeBodies: textList('ad_creative_bodies'),
    platforms: textList('platforms'),
    publisherPlatforms: textList('publisher_platforms'),
    notes: text('notes'),
    tags: textList('tags'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    /** '12x R$ 19,90': price is one of this many instalments; null for a single payment. */
    priceInstallments: smallint('price_installments'),
    /** Saved before prices were read from texts: the start-up pass fills `price` once when unknown. */
    pricePending: boolean('price_pending').notNull().default(true),
    mediaStatus: text('media_status', { enum: MEDIA_STATUSES }).notNull().default('none'),
    mediaKey: text('media_key'),
    mediaContentType: text('media_content_type'),
    mediaSize: integer('media_size'),
    mediaAttempts: integer('media_attempts').notNull().default(0),
    mediaNextAttemptAt: timestamp('media_next_attempt_at', { withTimezone: true }),
    mediaError: text('media_error'),
    ...timestamps(),
  },
  (t) => [
    // One row per user and URL, even when two saves race.
    uniqueIndex('favorites_user_id_url_idx').on(t.userId, t.url),
    index('favorites_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('favorites_folder_id_idx').on(t.folderId),
    index('favorites_user_id_advertisement_id_idx').on(t.userId, t.advertisementId),
    uniqueIndex('favorites_media_key_idx').on(t.mediaKey),
    index('favorites_media_due_idx').on(t.mediaNextAttemptAt).where(sql`${t.mediaStatus} = 'pending'`),
    index('favorites_price_pending_idx').on(t.id).where(sql`${t.pricePending}`),
    check('favorites_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

export type FavoriteRow = typeof favorites.$inferSelect;
export type NewFavoriteRow = typeof favorites.$inferInsert;
