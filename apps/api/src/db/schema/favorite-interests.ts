import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';

/** A user's favorite interests: a snapshot of the interest as found, so it survives catalogue changes. */
export const favoriteInterests = pgTable(
  'favorite_interests',
  {
    id: idColumn(),
    userId: ownerId(),
    interestId: text('interest_id').notNull(),
    name: text('name').notNull(),
    audienceLower: bigint('audience_lower', { mode: 'number' }),
    audienceUpper: bigint('audience_upper', { mode: 'number' }),
    category: text('category').notNull().default('Outros'),
    path: text('path').array().notNull().default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('pt_BR'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorite_interests_user_id_interest_id_idx').on(t.userId, t.interestId),
    index('favorite_interests_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export type FavoriteInterestRow = typeof favoriteInterests.$inferSelect;
