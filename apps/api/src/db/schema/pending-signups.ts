import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * Sign-ups waiting for their email to be confirmed. The account (users) is made only when the link
 * is opened, so a sign-up answers the same whether the address is taken or not, and a stranger's
 * sign-up with someone else's address never holds that address. Only the link's hash is stored.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: idColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique('pending_signups_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_signups_email_idx').on(t.email),
    index('pending_signups_expires_at_idx').on(t.expiresAt),
  ],
);

export type PendingSignupRow = typeof pendingSignups.$inferSelect;
