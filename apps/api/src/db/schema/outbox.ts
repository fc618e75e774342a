import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';

/** Mail that would have been sent when no SMTP server is configured (development, tests). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
