import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favorites, users } from '../../db/schema';
import { limitsOf } from '../users/plan';

/** Bytes of the account's archived creatives: what its media quota counts. */
export const archivedMediaBytes = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${favorites.mediaSize}), 0)::bigint` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.mediaStatus, 'archived')));
  return Number(row?.bytes ?? 0);
};

/** The account's media quota in bytes under the plan in force now; null is unlimited (admins). */
export const mediaQuotaOf = async (db: DbOrTx, userId: string): Promise<number | null> => {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? limitsOf(user).mediaBytes : 0;
};

/** One archive decision per account at a time: two downloads finishing together cannot both fit. */
export const lockMediaQuotaOf = (db: DbOrTx, userId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-quota:${userId}`}))`);
