import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';

/**
 * A browser (device) of an account that receives web push. The endpoint is the push service's
 * address for that browser, unique: subscribing it again from another account moves it there.
 * A 404/410 from the push service deletes the row (the browser dropped it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    /** The browser's ECDH P-256 public key and auth secret (base64url), to encrypt payloads. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** 'Chrome no Android', … (from the user agent), shown on /perfil. */
    deviceLabel: text('device_label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * Every notification handed to `app.notifications.notify`, once per (user, dedupe key): the
 * unique index makes a second notify with the same key send nothing. Rows waiting for the daily
 * digest carry `pending_digest`; the digest job clears it when it queues the e-mail.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idColumn(),
    userId: ownerId(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    pendingDigest: boolean('pending_digest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_user_id_dedupe_key_idx').on(t.userId, t.dedupeKey),
    index('notification_deliveries_pending_digest_idx').on(t.createdAt).where(sql`${t.pendingDigest}`),
    index('notification_deliveries_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Keys the server generates once and every replica must share (the VAPID pair when
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set): the first replica's insert wins.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
