import type { FavoriteFilter } from '@sniperads/contract';
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { advertisements, favorites, type NewFavoriteRow, studioItems } from '../../db/schema';
import { containsPattern, countOfUser } from '../../db/sql';

/** Every favorite column plus whether it has a studio item. */
export const favoriteSelection = {
  ...getTableColumns(favorites),
  // Qualified by hand: drizzle drops table names in single-table selects, which would make
  // "id" inside the subquery mean studio_items.id.
  studio: sql<boolean>`exists (select 1 from ${studioItems} si where si.favorite_id = "favorites"."id")`.as(
    'studio',
  ),
  // The library ad it was saved from, as the library shows it now (null when there is none).
  adRunning: sql<
    boolean | null
  >`(select a.ad_delivery_stop_time is null from ${advertisements} a where a.id = "favorites"."advertisement_id")`.as(
    'ad_running',
  ),
  adStopTime: sql<
    string | null
  >`(select to_char(a.ad_delivery_stop_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${advertisements} a where a.id = "favorites"."advertisement_id")`.as(
    'ad_stop_time',
  ),
};

/** Case-insensitive match over title, description, advertiser (and the URL itself). */
export const favoriteSearch = (term: string | undefined): SQL | undefined => {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return sql`(
    array_to_string(${favorites.adCreativeLinkTitles}, ' ') ilike ${pattern}
    or array_to_string(${favorites.adCreativeBodies}, ' ') ilike ${pattern}
    or coalesce(${favorites.pageName}, '') ilike ${pattern}
    or ${favorites.url} ilike ${pattern}
  )`;
};

const studioFilter = (filter: FavoriteFilter): SQL | undefined => {
  if (filter === 'all') return undefined;
  const has = sql`exists (select 1 from ${studioItems} si where si.favorite_id = "favorites"."id")`;
  return filter === 'studio' ? has : sql`not ${has}`;
};

/**
 * The plain first screens (no search, no Studio filter) as one prepared statement that also counts
 * (`count(*) over ()`): one round trip, its SQL built once per database.
 */
const preparePlainPage = (db: Db) => {
  const statement = db
    .select({ ...favoriteSelection, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(favorites)
    .where(eq(favorites.userId, sql.placeholder('userId')))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('favorites_plain_page');
  return async (userId: string, perPage: number, page: number) => {
    const found = await statement.execute({ userId, limit: perPage, offset: (page - 1) * perPage });
    // A page past the end has no row to carry the count.
    const total =
      found[0]?.total ?? (page > 1 ? await countOfUser(db, favorites, favorites.userId, userId) : 0);
    return { rows: found.map(({ total: _, ...row }) => row), total };
  };
};
const plainPages = new WeakMap<Db, ReturnType<typeof preparePlainPage>>();

export const listFavorites = async (
  db: Db,
  userId: string,
  q: { search?: string | undefined; filter: FavoriteFilter; page: number; perPage: number },
) => {
  if (!q.search && q.filter === 'all') {
    let plain = plainPages.get(db);
    if (!plain) {
      plain = preparePlainPage(db);
      plainPages.set(db, plain);
    }
    return plain(userId, q.perPage, q.page);
  }
  const where = and(eq(favorites.userId, userId), favoriteSearch(q.search), studioFilter(q.filter));
  const [rows, [count]] = await Promise.all([
    db
      .select(favoriteSelection)
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(favorites).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};

/** The user's favorites among `ids` (any order; unknown or foreign ids are skipped). */
export const findFavorites = (db: DbOrTx, userId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(favoriteSelection)
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.id, ids)));

/** The user's favorite of a library ad, if any. */
export const findFavoriteOfAd = async (db: DbOrTx, userId: string, advertisementId: string) => {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.advertisementId, advertisementId)))
    .limit(1);
  return row ?? null;
};

/** The library ad with this Ad Library id, if the library has it. */
export const adIdOfArchiveId = async (db: DbOrTx, archiveId: string) => {
  const [row] = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(eq(advertisements.adArchiveId, archiveId))
    .limit(1);
  return row?.id ?? null;
};

/**
 * The user's favorites saved by an Ad Library address (`urlPrefix` + id) that are not yet tied to
 * a library ad, with the library ad of that id: one query, whatever the number of pasted links.
 */
export const pastedFavoritesWithAds = (db: DbOrTx, userId: string, urlPrefix: string) =>
  db
    .select({ favoriteId: favorites.id, adId: advertisements.id })
    .from(favorites)
    .innerJoin(
      advertisements,
      eq(advertisements.adArchiveId, sql`substring(${favorites.url} from ${urlPrefix.length + 1}::int)`),
    )
    .where(
      and(
        eq(favorites.userId, userId),
        isNull(favorites.advertisementId),
        like(favorites.url, `${urlPrefix}%`),
      ),
    );

/** The user's favorite with this URL that no library ad owns yet. */
export const findUnlinkedFavoriteByUrl = async (db: DbOrTx, userId: string, url: string) => {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.url, url), isNull(favorites.advertisementId)))
    .limit(1);
  return row ?? null;
};

/** Ids of the library ads the user has favorited. */
export const favoritedAdIds = async (db: DbOrTx, userId: string) => {
  const rows = await db
    .select({ id: favorites.advertisementId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), isNotNull(favorites.advertisementId)));
  return rows.map((r) => r.id!);
};

export const findFavorite = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select(favoriteSelection)
    .from(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)));
  return row ?? null;
};

/** Inserts unless the user already has this URL; null then (the unique index decides). */
export const insertFavorite = async (db: DbOrTx, values: NewFavoriteRow) => {
  const [row] = await db
    .insert(favorites)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: favorites.id });
  return row?.id ?? null;
};

export const updateFavorite = async (
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<
    Pick<
      NewFavoriteRow,
      'niche' | 'notes' | 'tags' | 'price' | 'priceInstallments' | 'pricePending' | 'folderId'
    >
  >,
) => {
  const [row] = await db
    .update(favorites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return row?.id ?? null;
};

/** Ties a favorite saved by address to its library ad (once: a tied favorite is left alone). */
export const attachFavoriteToAd = async (
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewFavoriteRow> & { advertisementId: string },
) => {
  const [row] = await db
    .update(favorites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId), isNull(favorites.advertisementId)))
    .returning({ id: favorites.id });
  return row?.id ?? null;
};

export const deleteFavorite = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id, mediaKey: favorites.mediaKey });
  return row ?? null;
};

/**
 * Serialises the saves of one account until the transaction ends, so a plan's favorite limit holds
 * under concurrent saves (each counts after the previous one committed).
 */
export const lockFavoritesOf = (db: DbOrTx, userId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`);

export const countUserFavorites = (db: DbOrTx, userId: string) =>
  countOfUser(db, favorites, favorites.userId, userId);
