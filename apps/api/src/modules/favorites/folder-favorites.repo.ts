import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';
import { iso } from '../../db/sql';
import { favoriteSearch, favoriteSelection } from './favorites.repo';

// Favorites as filed in folders: the folders module reaches them through the favorites service.

const SORT_COLUMN = {
  data: favorites.createdAt,
  titulo: sql`lower(coalesce(${favorites.adCreativeLinkTitles}[1], ${favorites.pageName}, ${favorites.url}))`,
  // An instalment offer sorts (and sums) at its full price; unknown prices sort last either way.
  preco: sql`${favorites.price} * coalesce(${favorites.priceInstallments}, 1)`,
} as const;

export const folderItems = async (
  db: DbOrTx,
  folderId: string,
  q: {
    search?: string | undefined;
    sort: keyof typeof SORT_COLUMN;
    order: 'asc' | 'desc';
    page: number;
    perPage: number;
  },
) => {
  const where = and(eq(favorites.folderId, folderId), favoriteSearch(q.search));
  const column = SORT_COLUMN[q.sort];
  const ordered = q.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [stats]] = await Promise.all([
    db
      .select(favoriteSelection)
      .from(favorites)
      .where(where)
      .orderBy(ordered, desc(favorites.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({
        matching: sql<number>`count(*) filter (where ${favoriteSearch(q.search) ?? sql`true`})::int`,
        total: sql<number>`count(*)::int`,
        value: sql<string>`coalesce(sum(${favorites.price} * coalesce(${favorites.priceInstallments}, 1)), 0)`,
        withoutPrice: sql<number>`count(*) filter (where ${favorites.price} is null)::int`,
        lastAdded: sql<Date | null>`max(${favorites.createdAt})`,
      })
      .from(favorites)
      .where(eq(favorites.folderId, folderId)),
  ]);
  return {
    rows,
    matching: stats?.matching ?? 0,
    stats: {
      total_items: stats?.total ?? 0,
      total_value: Math.round(Number(stats?.value ?? 0) * 100) / 100,
      items_without_price: stats?.withoutPrice ?? 0,
      last_added_at: stats?.lastAdded ? iso(stats.lastAdded) : null,
    },
  };
};

export const folderFavorites = (db: DbOrTx, folderId: string) =>
  db
    .select(favoriteSelection)
    .from(favorites)
    .where(eq(favorites.folderId, folderId))
    .orderBy(desc(favorites.createdAt))
    .limit(500);

export const favoriteUrlsByFolder = async (db: DbOrTx, userId: string) => {
  const rows = await db
    .select({ folderId: favorites.folderId, url: favorites.url })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), sql`${favorites.folderId} is not null`));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.folderId!, [...(map.get(r.folderId!) ?? []), r.url]);
  return map;
};

export const attachByUrls = (db: DbOrTx, userId: string, folderId: string, urls: string[]) =>
  urls.length === 0
    ? Promise.resolve()
    : db
        .update(favorites)
        .set({ folderId, updatedAt: new Date() })
        .where(and(eq(favorites.userId, userId), inArray(favorites.url, urls)))
        .then(() => undefined);
