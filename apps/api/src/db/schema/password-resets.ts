import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';

/** Single-use, expiring reset tokens; only the hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);
