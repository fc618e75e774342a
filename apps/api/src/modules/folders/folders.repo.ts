import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FolderRow, favorites, folders, users } from '../../db/schema';
import { favoriteSearch, favoriteSelection } from '../favorites/favorites.repo';

const withCount = {
  ...getTableColumns(folders),
  // Qualified by hand (see favoriteSelection).
  favoritesCount:
    sql<number>`(select count(*)::int from ${favorites} fav where fav.folder_id = "folders"."id")`.as(
      'favorites_count',
    ),
};
export type FolderWithCount = FolderRow & { favoritesCount: number };

export const listFolders = (db: DbOrTx, userId: string) =>
  db
    .select(withCount)
    .from(folders)
    .where(eq(folders.userId, userId))
    .orderBy(asc(folders.sortOrder), asc(folders.createdAt));

export const findFolder = async (db: DbOrTx, userId: string, id: string): Promise<FolderWithCount | null> => {
  const [row] = await db
    .select(withCount)
    .from(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId)));
  return row ?? null;
};

export const countFolders = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(folders)
    .where(eq(folders.userId, userId));
  return row?.n ?? 0;
};

export const insertFolder = async (db: DbOrTx, values: typeof folders.$inferInsert) => {
  const [row] = await db.insert(folders).values(values).returning({ id: folders.id });
  return row!.id;
};

export const updateFolder = async (
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<typeof folders.$inferInsert>,
) => {
  const [row] = await db
    .update(folders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(folders.id, id), eq(folders.userId, userId)))
    .returning({ id: folders.id });
  return row?.id ?? null;
};

/** The foreign key moves the folder's favorites to 'Sem Pasta' (folder_id null). */
export const deleteFolder = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId)))
    .returning({ id: folders.id });
  return row?.id ?? null;
};

const SORT_COLUMN = {
  data: favorites.createdAt,
  titulo: sql`lower(coalesce(${favorites.adCreativeLinkTitles}[1], ${favorites.pageName}, ${favorites.url}))`,
  preco: favorites.price,
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
        value: sql<string>`coalesce(sum(${favorites.price}), 0)`,
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
      total_value: Number(stats?.value ?? 0),
      last_added_at: stats?.lastAdded ? new Date(stats.lastAdded).toISOString() : null,
    },
  };
};

export const findSharedFolder = async (db: DbOrTx, token: string) => {
  const [row] = await db
    .select({ folder: folders, ownerName: users.name })
    .from(folders)
    .innerJoin(users, eq(users.id, folders.userId))
    .where(and(eq(folders.shareToken, token), eq(folders.isPublic, true)));
  return row ?? null;
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
