import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';
import { users } from './users';

// The columns most tables share, defined once so they cannot drift apart. Not re-exported by the
// schema's index: they are parts of tables, not tables. (users.ts keeps its own: it is what
// `ownerId` points at, and importing this file from it would make a cycle.)

/** The primary key, made by the app (see newId). */
export const idColumn = () => uuid('id').primaryKey().$defaultFn(newId);

/** The user a row belongs to: it goes with the account. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, for rows that change after they are made. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
