import { AD_SAVED_SOURCES } from '@sniperads/contract';
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
    .where(and(eq(favorites.userId, userId), inArray(favorites.source, [...AD_SAVED_SOURCES])));
  return row?.n ?? 0;
};

/** Hidden interests the user starred on /interesses-oculto: the interests module counts them. */
export { countFavoriteInterests } from '../interests/favorites.repo';
