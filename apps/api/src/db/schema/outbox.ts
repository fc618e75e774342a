import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * Mail waiting to be sent (lib/outbox.ts delivers it with retries). A row sent through SMTP is
 * deleted at once, so links never stay at rest; without SMTP_URL a delivered row is the
 * development mail log, purged DEV_MAIL_RETENTION_MINUTES after delivery.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** Also a lease: claiming a row moves it forward, so two replicas never send it twice. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Mail that is useless after this (a reset link's expiry) is dropped, sent or not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The transport's last refusal (its message only, never the mail). */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_to_idx').on(t.to),
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
