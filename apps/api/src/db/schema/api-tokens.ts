import { TOKEN_REVOKE_REASONS, type TokenRevokeReason } from '@sniperads/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';
import { inList } from './vocabulary';

/** Extension tokens: the secret is shown once; only its SHA-256 and a lookup prefix are kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    userId: ownerId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    abilities: text('abilities').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it stopped working, so /extensao can say it (TOKEN_REVOKE_REASONS in the contract). */
    revokedReason: text('revoked_reason').$type<TokenRevokeReason>(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_prefix_idx').on(t.prefix),
    index('api_tokens_user_id_idx').on(t.userId),
    // One active (not revoked) token per account, even under concurrent creation.
    uniqueIndex('api_tokens_one_active_per_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    check(
      'api_tokens_revoked_reason_check',
      sql`${t.revokedReason} is null or ${inList(t.revokedReason, TOKEN_REVOKE_REASONS)}`,
    ),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
