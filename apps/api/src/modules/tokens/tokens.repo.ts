import type { TokenRevokeReason } from '@sniperads/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ApiTokenRow, apiTokens, users } from '../../db/schema';

export const listTokens = (db: DbOrTx, userId: string, activeOnly: boolean) =>
  db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), activeOnly ? isNull(apiTokens.revokedAt) : undefined))
    .orderBy(desc(apiTokens.createdAt));

export const findToken = async (db: DbOrTx, userId: string, id: string): Promise<ApiTokenRow | undefined> => {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .limit(1);
  return row;
};

export const insertToken = async (db: DbOrTx, values: typeof apiTokens.$inferInsert) => {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
};

export const revokeToken = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedReason: 'user' })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return row;
};

export const revokeAllTokens = async (db: DbOrTx, userId: string, reason: TokenRevokeReason) => {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
};

export const extendToken = async (db: DbOrTx, userId: string, id: string, expiresAt: Date) => {
  const [row] = await db
    .update(apiTokens)
    .set({ expiresAt })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
};

/** Counted in the database; "recently used" means an active token used in the last 7 days. */
export const tokenStats = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${apiTokens.revokedAt} is null)::int`,
      totalUsage: sql<number>`coalesce(sum(${apiTokens.usageCount}), 0)::int`,
      recentlyUsed: sql<number>`count(*) filter (where ${apiTokens.revokedAt} is null and ${apiTokens.lastUsedAt} > now() - interval '7 days')::int`,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId));
  return row ?? { active: 0, totalUsage: 0, recentlyUsed: 0 };
};

/** An active token with its owner, for the auth plugin: the prefix finds it, the secret proves it. */
export const findActiveTokenByPrefix = async (db: DbOrTx, prefix: string) => {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.prefix, prefix), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row;
};

export const recordTokenUse = (db: DbOrTx, tokenId: string) =>
  db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, usageCount: sql`${apiTokens.usageCount} + 1` })
    .where(eq(apiTokens.id, tokenId));
