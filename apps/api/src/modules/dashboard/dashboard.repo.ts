import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';

export const countFavorites = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return row?.n ?? 0;
};

/** "Anúncios Salvos": favorites saved from the ad library or by the Chrome extension. */
export const countAdsSaved = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.source, ['library', 'extension'])));
  return row?.n ?? 0;
};

/**
 * Hidden interests the user favorited. The interests feature is not on this branch yet, so
 * there is nothing to count: replace the body with a count over its table when it lands.
 */
export const countFavoriteInterests = async (_db: DbOrTx, _userId: string) => 0;
