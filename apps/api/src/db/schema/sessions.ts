import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';

/** One row per login; the access JWT carries its id so logout and rotation revoke immediately. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: ownerId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The session this one replaced on refresh (audit trail of rotation). */
    rotatedFromId: uuid('rotated_from_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
