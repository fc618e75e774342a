import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId } from './columns';
import { favorites } from './favorites';

/** A favorite sent to the Studio Criativa; at most one per favorite. */
export const studioItems = pgTable(
  'studio_items',
  {
    id: idColumn(),
    userId: ownerId(),
    favoriteId: uuid('favorite_id')
      .notNull()
      .references(() => favorites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('studio_items_favorite_id_idx').on(t.favoriteId),
    index('studio_items_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export type StudioItemRow = typeof studioItems.$inferSelect;
