import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { users } from './users';

/** A tester's folders of favorites; a public one is readable by its share token without login. */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted parent leaves its children at the top level.
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    icon: text('icon').notNull().default('folder'),
    isPublic: boolean('is_public').notNull().default(false),
    shareToken: text('share_token'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folders_user_id_sort_order_idx').on(t.userId, t.sortOrder),
    uniqueIndex('folders_share_token_idx').on(t.shareToken),
  ],
);

export type FolderRow = typeof folders.$inferSelect;
