import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { favorites } from './favorites';
import { users } from './users';

/** A favorite sent to the Studio Criativa; at most one per favorite. */
export const studioItems = pgTable(
  'studio_items',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoriteId: uuid('favorite_id')
      .notNull()
      .references(() => favorites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('studio_items_favorite_id_idx').on(t.favoriteId),
    index('studio_items_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export type StudioItemRow = typeof studioItems.$inferSelect;
