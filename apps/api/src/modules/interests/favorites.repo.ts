import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favoriteInterests } from '../../db/schema';
import { countPerUser } from '../../db/sql';

export const listFavoriteInterests = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(favoriteInterests)
    .where(eq(favoriteInterests.userId, userId))
    .orderBy(desc(favoriteInterests.createdAt), desc(favoriteInterests.id));

/** Saved interests per account: the dashboard's favorite_interests_count and the admin area's. */
export const favoriteInterestCountsByUser = (db: DbOrTx, userIds: string[]) =>
  countPerUser(db, favoriteInterests, favoriteInterests.userId, userIds);

/** Returns undefined when the user already has this interest (unique index, race-safe). */
export const insertFavoriteInterest = async (db: DbOrTx, values: typeof favoriteInterests.$inferInsert) => {
  const [row] = await db.insert(favoriteInterests).values(values).onConflictDoNothing().returning();
  return row;
};

export const deleteFavoriteInterest = async (db: DbOrTx, userId: string, id: string) => {
  const rows = await db
    .delete(favoriteInterests)
    .where(and(eq(favoriteInterests.id, id), eq(favoriteInterests.userId, userId)))
    .returning({ id: favoriteInterests.id });
  return rows.length > 0;
};
