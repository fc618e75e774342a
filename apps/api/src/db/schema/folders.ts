import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, ownerId, timestamps } from './columns';

/** A tester's folders of favorites; a public one is readable by its share token without login. */
export const folders = pgTable(
  'folders',
  {
    id: idColumn(),
    userId: ownerId(),
    // A deleted parent leaves its children at the top level.
    parentId: uuid('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    icon: text('icon').notNull().default('folder'),
    isPublic: boolean('is_public').notNull().default(false),
    shareToken: text('share_token'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('folders_user_id_sort_order_idx').on(t.userId, t.sortOrder),
    uniqueIndex('folders_share_token_idx').on(t.shareToken),
  ],
);

export type FolderRow = typeof folders.$inferSelect;
