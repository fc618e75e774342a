import type { AdminUsersQuerySchema } from '@sniperads/contract';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { favorites, folders, users } from '../../db/schema';
import { containsPattern } from '../../db/sql';
import { trialStateSql } from '../users/plan';

type UsersQuery = z.output<typeof AdminUsersQuerySchema>;

// The admin area's read model: accounts with counts from other modules' tables, read only. Writes
// to users go through the users service.

/** Platform-wide counts for the admin dashboard. */
export const platformCountColumns = {
  totalFavorites: sql<number>`(select count(*) from ${favorites})::int`.mapWith(Number),
  totalFolders: sql<number>`(select count(*) from ${folders})::int`.mapWith(Number),
};

const ORDER_COLUMNS = {
  created_at: users.createdAt,
  name: users.name,
  email: users.email,
  last_activity_at: users.lastActivityAt,
  trial_ends_at: users.trialEndsAt,
} as const;

const filters = (q: UsersQuery, now: Date): SQL | undefined => {
  const where: (SQL | undefined)[] = [];
  if (q.search) {
    const term = containsPattern(q.search);
    where.push(or(ilike(users.name, term), ilike(users.email, term), ilike(users.location, term)));
  }
  if (q.location) where.push(ilike(users.location, containsPattern(q.location)));
  if (q.is_admin !== undefined) where.push(eq(users.isAdmin, q.is_admin));
  if (q.trial) where.push(trialStateSql(q.trial, now));
  if (q.verified !== undefined) {
    where.push(q.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  }
  return and(...where);
};

export const listUsers = async (db: DbOrTx, q: UsersQuery, now: Date) => {
  const where = filters(q, now);
  const column = ORDER_COLUMNS[q.order_by];
  const direction = q.order_direction === 'asc' ? asc : desc;
  const orderNulls = sql`${column} is null`; // nulls last whichever the direction
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(orderNulls, direction(column), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};

export const findUser = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/**
 * One round trip; "today" is the calendar day in Brasília, where the business runs. Trials are
 * counted with the same rule as the users filter (trialStateSql). Administrators are staff, not
 * customers: the user and sign-up counts leave them out (the favorites and folders are everyone's).
 */
export const dashboardCounts = async (db: DbOrTx, now: Date) => {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      trialUsers: sql<number>`count(*) filter (where ${trialStateSql('running', now)})::int`,
      expiredTrials: sql<number>`count(*) filter (where ${trialStateSql('expired', now)})::int`,
      newToday: sql<number>`count(*) filter (where ${users.createdAt} >= (date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'))::int`,
      newWeek: sql<number>`count(*) filter (where ${users.createdAt} >= now() - interval '7 days')::int`,
      newMonth: sql<number>`count(*) filter (where ${users.createdAt} >= now() - interval '30 days')::int`,
      ...platformCountColumns,
    })
    .from(users)
    .where(eq(users.isAdmin, false));
  return row!;
};
