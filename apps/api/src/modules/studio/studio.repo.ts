import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites, studioItems } from '../../db/schema';
import { favoriteSelection } from '../favorites/favorites.repo';

const selection = {
  ...favoriteSelection,
  studioItemId: studioItems.id,
  addedToStudioAt: studioItems.createdAt,
};

export const listStudioItems = (db: DbOrTx, userId: string) =>
  db
    .select(selection)
    .from(studioItems)
    .innerJoin(favorites, eq(favorites.id, studioItems.favoriteId))
    .where(eq(studioItems.userId, userId))
    .orderBy(desc(studioItems.createdAt), desc(studioItems.id));

export const findStudioItem = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select(selection)
    .from(studioItems)
    .innerJoin(favorites, eq(favorites.id, studioItems.favoriteId))
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)));
  return row ?? null;
};

/** null when the favorite is already in the studio (unique index on favorite_id). */
export const insertStudioItem = async (db: DbOrTx, userId: string, favoriteId: string) => {
  const [row] = await db
    .insert(studioItems)
    .values({ userId, favoriteId })
    .onConflictDoNothing()
    .returning({ id: studioItems.id });
  return row?.id ?? null;
};

export const deleteStudioItem = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(studioItems)
    .where(and(eq(studioItems.id, id), eq(studioItems.userId, userId)))
    .returning({ id: studioItems.id });
  return row?.id ?? null;
};
